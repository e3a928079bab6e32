#!/usr/bin/env bash
# make check-hw: the end-to-end suite on a real AMD GPU (GS_TEST_DEVICE,
# default amdgpu:0), through the amdgpu backend, then the unit suites that
# open their device through tests/unit/emu_testutil.h pointed at it.
# Without a usable device it says so and skips (exit 0).  Results are
# silicon results: record them in Documentation/hardware.rst.
# Under the mock render node (LD_PRELOAD=libgfxshim-mockdrm.so, see
# tests/e2e/test-mockdrm.sh) the same suite runs through libdrm into the
# emulator, and every result must say mock, never silicon.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
g="$root/build/bin/gfxshim"
dev=${GS_TEST_DEVICE:-amdgpu:0}
case $dev in
amdgpu:[0-9]|amdgpu:[0-9][0-9]) ;;
*) echo "tests/hw/run.sh: GS_TEST_DEVICE=$dev, expected amdgpu:N" >&2; exit 2 ;;
esac
n=0 fail=0
ok() { n=$((n + 1)); echo "ok $n - $*"; }
not_ok() { n=$((n + 1)); fail=$((fail + 1)); echo "not ok $n - $*"; }

if ! "$g" info | grep "^  $dev " | grep -qv ' unusable: '; then
	"$g" info | sed 's/^/# /'
	echo "1..0 # SKIP no usable $dev (see above)"
	echo "0 passed, 0 failed"
	exit 0
fi
"$g" info | sed 's/^/# /'
target=$("$g" info | sed -n "s/^  $dev .*(\\(gfx[0-9a-f]*\\),.*/\\1/p")
# what the results are evidence of: a mock render node says so in its name
if "$g" info | grep "^  $dev " | grep -q 'mock render node (emulated): not a silicon result'; then
	ev=mock
else
	ev=silicon
fi
echo "# target $target ($ev), kernel $(uname -r), $(date -u +%F)"
# the kernel for the target's generation, assembled for it (not the default gfx1201)
case $target in gfx9*) vadd=$root/examples/vadd-cdna.s ;; *) vadd=$root/examples/vadd.s ;; esac

args=(--device "$dev" --target "$target" --block 64 --arg a=buf:f32:4096:iota --arg b=buf:f32:4096:fill=2
	--arg c=buf:f32:4096 --arg n=u32:4096 --expect c=a+b)
out=$("$g" run "$vadd" --grid 64 "${args[@]}" 2>&1)
case $out in *"PASS ($ev on $target)"*) ok "vadd on $target ($ev)" ;; *) not_ok "vadd on $target: $out" ;; esac
case $ev:$out in mock:*"(silicon"*|mock:*"[silicon]"*) not_ok "a mock result is labelled silicon: $out" ;; mock:*) ok "no mock result says silicon" ;; esac
out=$("$g" run "$vadd" --grid 65 "${args[@]}" 2>&1)
case $out in *"PASS ($ev"*) ok "vadd with a masked-off workgroup" ;; *) not_ok "masked workgroup: $out" ;; esac
case $target in gfx9*) endless=$root/tests/hw/endless-cdna.s ;; *) endless=$root/tests/kernels/endless.s ;; esac
out=$("$g" run "$endless" --device "$dev" --target "$target" --block 32 2>&1)
case $out in *"did not finish"*|*"GPU was reset"*) ok "an endless kernel is reported as a hang" ;; *) not_ok "endless kernel: $out" ;; esac
# The device's facts (recorded with the results), and its timestamp clock.
facts=$("$g" info --json | python3 -c '
import json, sys
d = json.load(sys.stdin)
f = [r for r in d["real_devices"] if r["device"] == sys.argv[1]][0]
print("%s %s: %s CUs, %s WGPs, sclk %s kHz, timestamp clock %s kHz, VRAM %s, ME fw %s, MEC fw %s, DRM %s %s, kernel %s%s" % (
    f["device"], f["target"], f["cu_active"], f["wgp_active"], f["max_engine_clock_khz"], f["timestamp_khz"],
    f["vram_bytes"], f["fw_me"], f["fw_mec"], f["drm_driver"], f["drm_version"], f["kernel"],
    "; missing: " + f["missing"] if f["missing"] else ""))
' "$dev" 2>&1)
case $facts in "$dev gfx"*) ok "info --json: $facts" ;; *) not_ok "info --json on $dev: $facts" ;; esac
case $facts in *"timestamp clock None"*) not_ok "$dev reports no timestamp clock (gpu_counter_freq)" ;;
	*) ok "$dev reports its timestamp clock" ;; esac
# GPU timestamps around a dispatch (gfxshim run --time, when the CLI has it).
if "$g" run --help | grep -q -- '--time'; then
	out=$("$g" run "$vadd" --grid 64 "${args[@]}" --time 2>&1)
	[ $ev = mock ] && clock="emulated clock" || clock="GPU clock, silicon"
	case $out in *"gfxshim: time: "*"($clock"*) ok "vadd --time: $(echo "$out" | sed -n 's/^gfxshim: time: //p')" ;;
		*) not_ok "vadd --time: $out" ;; esac
else
	echo "# gfxshim run has no --time yet: timestamps not checked"
fi
# Performance counters over a dispatch: on silicon SQ_WAVES must be the
# number of waves launched (64 workgroups of 64 lanes), whatever the wave size.
if "$g" run --help | grep -q -- '--counters'; then
	out=$("$g" run "$vadd" --grid 64 "${args[@]}" --counters SQ_WAVES,SQ_INSTS_VALU 2>&1)
	waves=$(sed -n "s/^counter SQ_WAVES: \([0-9]*\) ($ev.*/\1/p" <<<"$out")
	per=$(sed -n 's/.*(\([0-9]*\) wave\(32\|64\) per workgroup).*/\1/p' <<<"$out")
	if [ -n "$waves" ] && [ -n "$per" ] && [ "$waves" -eq $((64 * per)) ]; then
		ok "vadd --counters: SQ_WAVES $waves = 64 workgroups x $per waves ($ev)"
	else
		not_ok "vadd --counters SQ_WAVES: $out"
	fi
	case $out in *"counter SQ_INSTS_VALU: "*"($ev"*) ok "SQ_INSTS_VALU read: $(sed -n 's/^counter SQ_INSTS_VALU: //p' <<<"$out")" ;;
		*) not_ok "vadd --counters SQ_INSTS_VALU: $out" ;; esac
fi
# The unit suites on the same device (GS_TEST_DEVICE; other targets' tests
# skip).  Checks of what only the emulator reports (hazards, refusals) fail
# on silicon by nature: they show where the emulator says more than a GPU.
for t in ${GS_HW_SUITES-test_emu_trans test_emu_dpp test_emu_mem test_emu_ext}; do
	out=$(GS_TEST_DEVICE="$dev" "$root/build/tests/$t" 2>&1)
	p=$(grep -c '^ok ' <<<"$out") f=$(grep -c '^not ok ' <<<"$out")
	if [ "$p" -gt 0 ] && [ "$f" -eq 0 ]; then
		ok "$t on $dev: $p checks"
	else
		not_ok "$t on $dev: $f of $((p + f)) checks failed"
		grep '^not ok \|^# SKIP' <<<"$out" | head -20 | sed 's/^/#   /'
	fi
done
echo "$((n - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
