# SPDX-License-Identifier: MIT
"""The gfxshim Python package on the emulator against NumPy, TAP lines out.
usage: check_gfxshim.py GS_ROOT [HIP_CODE_OBJECT]"""
import sys

import numpy as np

import gfxshim

n_test = 0


def ok(cond, desc, detail=""):
    global n_test
    n_test += 1
    print("%s %d - %s" % ("ok" if cond else "not ok", n_test, desc))
    if not cond and detail:
        print("#   " + str(detail).replace("\n", "\n#   "))


def raises(fn, exc, needle, desc):
    try:
        fn()
    except exc as e:
        ok(needle in str(e), desc, "message: %s" % e)
        return e
    except Exception as e:  # noqa: BLE001 - report what else came
        ok(False, desc, "raised %r" % e)
        return None
    ok(False, desc, "nothing raised")
    return None


root = sys.argv[1]
vadd = open(root + "/examples/vadd.s").read()
for target in ("gfx1100", "gfx1201"):
    dev = gfxshim.Device("emu:" + target)
    ok(dev.evidence == "emulated" and dev.emulated and dev.target == target,
       "%s: Device says what its results are evidence of (emulated)" % target, repr(dev))
    mod = dev.assemble(vadd, "vadd.s")
    ok(mod.kernels == ["vadd"], "%s: assemble() loads the kernels of a source" % target, mod.kernels)
    rng = np.random.default_rng(3)
    x = rng.random(256, dtype=np.float32)
    y = rng.random(256, dtype=np.float32)
    a, b, c = dev.array(x), dev.array(y), dev.empty(256, np.float32)
    r = mod.launch(grid=4, block=64, args=[a, b, c, np.uint32(200)], timestamps=True, counters=["SQ_WAVES"])
    want = np.zeros(256, np.float32)
    want[:200] = x[:200] + y[:200]
    ok(np.array_equal(c.numpy(), want), "%s: vadd.s from NumPy arrays gives NumPy's a + b" % target)
    ok(r.evidence == "emulated" and r.timed and r.clock_emulated and r.elapsed_ns > 0,
       "%s: timestamps come back, labelled as the emulated clock" % target, repr(r))
    ok(r.counters.get("SQ_WAVES") == 4 * 64 // r.wave_size and r.counters_emulated,
       "%s: SQ_WAVES counted (emulated): one per wave" % target, r.counters)
    tdev = gfxshim.Device("emu:" + target, timing=True)
    tmod = tdev.assemble(vadd, "vadd.s")
    tc = tdev.empty(256, np.float32)
    tr = tmod.launch(grid=4, block=64, args=[tdev.array(x), tdev.array(y), tc, np.uint32(200)], timestamps=True)
    ok(tdev.evidence == "modelled" and tr.evidence == "modelled" and np.array_equal(tc.numpy(), want),
       "%s: Device(timing=True): the timing model, the same result, labelled modelled" % target,
       (tdev.evidence, tr.evidence))
    ok(r.kernarg_bytes == 28 and r.kernarg_allocated == 128,
       "%s: the kernarg segment: 28 bytes, padded to 128" % target, (r.kernarg_bytes, r.kernarg_allocated))
    raises(lambda: mod.launch(grid=4, block=64, args=[a, b, c]), gfxshim.GfxshimError,
           "kernel vadd takes 28 bytes of arguments (.amdhsa_kernarg_size), 24 given",
           "%s: a launch with too few arguments raises GfxshimError with the library's message" % target)
    e = raises(lambda: mod.launch(grid=4294967295, block=64, args=[a, b, c, np.uint32(1)]), gfxshim.GfxshimError,
               "274877906880 work-items, more than a dispatch holds",
               "%s: an overflowing grid raises with the library's message" % target)
    ok(e is not None and e.status == "out of range", "%s: GfxshimError.status names the status" % target,
       getattr(e, "status", None))
    # other element types through the same bytes
    for dt in (np.float16, np.int64, np.uint8):
        v = (rng.standard_normal(64) * 100).astype(dt)
        buf = dev.array(v)
        ok(buf.numpy().tobytes() == v.tobytes() and buf.numpy().dtype == dt,
           "%s: a %s array round-trips through device memory" % (target, np.dtype(dt).name))
    dev.close()

raises(lambda: gfxshim.Device("emu:gfx9999"), gfxshim.GfxshimError, "unknown target 'gfx9999'",
       "an unknown device raises GfxshimError")
dev = gfxshim.Device("emu:gfx1201")
raises(lambda: dev.assemble("s_bogus v0\n", "bad.s"), gfxshim.GfxshimError,
       "bad.s:1:1: error: unknown instruction 's_bogus' for gfx1201", "assembly errors carry file:line:col")

if len(sys.argv) > 2:
    # a HIP code object (clang-22): arguments laid out from its metadata, hidden ones filled
    dev = gfxshim.Device("emu:" + sys.argv[3])
    mod = dev.load(sys.argv[2])
    meta, _ = mod.args()
    ok([m.kind for m in meta if not m.hidden] == ["global_buffer"] * 3 + ["by_value"],
       "HIP vadd: Module.args() gives the metadata's explicit arguments", meta)
    x = np.arange(256, dtype=np.float32)
    a, b, c = dev.array(x), dev.array(x * 3), dev.empty(256, np.float32)
    r = mod.launch(grid=4, block=64, args=[a, b, c, 250])
    want = x * 4
    want[250:] = 0
    ok(np.array_equal(c.numpy(), want), "HIP vadd: blockDim from the hidden arguments, result as NumPy's")
    ok(r.hidden_filled > 0 and r.kernarg_bytes > 32, "HIP vadd: hidden arguments filled",
       (r.hidden_filled, r.kernarg_bytes))
    raises(lambda: mod.launch(grid=4, block=64, args=[a, b, c, np.uint64(250)]), TypeError,
           "argument 3 takes 4 bytes (by_value); 8 given", "HIP vadd: an argument of the wrong size is refused")
    raises(lambda: mod.launch(grid=4, block=64, args=[a, b, c]), TypeError,
           "kernel vadd takes 4 explicit arguments", "HIP vadd: a missing argument is refused")
print("1..%d" % n_test)
