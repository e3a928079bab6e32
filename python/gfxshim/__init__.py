# SPDX-License-Identifier: MIT
"""gfxshim from Python: run kernels on AMD GPUs, or on gfxshim's emulator,
with NumPy arrays in and out (over libgfxshim.so, through ctypes).

    import numpy as np, gfxshim
    dev = gfxshim.Device("emu:gfx1100")            # "auto": a real GPU if one can be used
    mod = dev.load("vadd.co")                      # or dev.assemble(source_text)
    a = dev.array(np.arange(256, dtype=np.float32))
    c = dev.empty(256, np.float32)
    r = mod.launch(grid=4, block=64, args=[a, a, c, np.uint32(256)], timestamps=True)
    print(r.evidence, c.numpy()[:4])               # "emulated": never a silicon result

Errors from the library raise GfxshimError with its message.
Documentation/runtime.rst describes the API.
"""

import ctypes
import struct

import numpy as np

from . import _abi

__all__ = ["Device", "Module", "Buffer", "LaunchResult", "GfxshimError", "KernelArg", "library_path"]

_lib = _abi.load()
library_path = _lib.gfxshim_path  # the libgfxshim.so this package uses

# .value_kind of an explicit argument gfxshim passes, and where the hidden ones start
_GLOBAL_BUFFER = 2
_BY_VALUE = 1
_HIDDEN_FIRST = 8


class GfxshimError(Exception):
    """A libgfxshim call failed: .status is its gs_status name, str() the library's message."""

    def __init__(self, status, message):
        self.status = status
        self.message = message
        super().__init__(message)


def _check(st, err):
    if st:
        name = _lib.gs_status_name(st)
        raise GfxshimError(name.decode() if name else str(st), err.msg.decode(errors="replace"))


class KernelArg:
    """One entry of a kernel's metadata .args."""

    def __init__(self, a):
        self.name = a.name.decode()
        self.type_name = a.type_name.decode()
        self.kind = a.kind_name.decode()
        self.offset = a.offset
        self.size = a.size
        self.hidden = a.kind >= _HIDDEN_FIRST
        self._kind = a.kind

    def __repr__(self):
        return "KernelArg(%r, %s, offset=%d, size=%d)" % (self.name, self.kind, self.offset, self.size)


class Buffer:
    """Device memory: .va is its GPU address, .numpy() a copy of its contents."""

    def __init__(self, dev, nbytes, dtype, shape):
        self._dev = dev
        self.dtype = np.dtype(dtype)
        self.shape = shape
        self.nbytes = nbytes
        self._bo = ctypes.POINTER(_abi.GsBo)()
        err = _abi.GsError()
        _check(_lib.gs_bo_alloc(dev._h, max(nbytes, 1), 0, ctypes.byref(self._bo), ctypes.byref(err)), err)
        self.va = self._bo.contents.va

    def write(self, array):
        a = np.ascontiguousarray(array, dtype=self.dtype)
        if a.nbytes != self.nbytes:
            raise ValueError("buffer of %d bytes, array of %d" % (self.nbytes, a.nbytes))
        ctypes.memmove(self._bo.contents.cpu, a.ctypes.data, a.nbytes)

    def numpy(self):
        out = np.empty(self.shape, self.dtype)
        ctypes.memmove(out.ctypes.data, self._bo.contents.cpu, self.nbytes)
        return out

    def free(self):
        if self._bo:
            _lib.gs_bo_free(self._dev._h, self._bo)
            self._bo = ctypes.POINTER(_abi.GsBo)()

    def __del__(self):
        if getattr(self, "_dev", None) is not None and self._dev._h:
            self.free()


class LaunchResult:
    """What a launch did and measured; .evidence says what it is evidence of."""

    def __init__(self, res, dev, kernel):
        self.kernel = kernel
        self.evidence = dev.evidence
        self.target = dev.target
        self.wave_size = 32 if res.wave32 else 64
        self.waves_per_group = res.waves_per_group
        self.work_items = res.work_items
        self.kernarg_bytes = res.kernarg_bytes
        self.kernarg_allocated = res.kernarg_alloc
        self.hidden_filled = res.n_hidden
        self.warnings = res.warnings.decode()
        self.timed = bool(res.timed)
        self.clock_emulated = bool(res.clock_emulated)
        self.clock_khz = res.clock_khz
        self.elapsed_ticks = res.elapsed_ticks if res.timed else None
        self.elapsed_ns = res.elapsed_ns if res.timed else None
        self.counters_emulated = bool(res.counters_emulated)
        self.counters = {res.counters[i].name.decode(): res.counters[i].value for i in range(res.n_counters)}

    def __repr__(self):
        t = "" if not self.timed else ", %d ns (%s clock)" % (self.elapsed_ns,
                                                               "emulated" if self.clock_emulated else "GPU")
        return "LaunchResult(%s on %s, %s%s)" % (self.kernel, self.target, self.evidence, t)


def _dims(v, what):
    t = (v,) if isinstance(v, int) else tuple(v)
    if not 1 <= len(t) <= 3 or any(not isinstance(x, (int, np.integer)) or x < 1 for x in t):
        raise ValueError("%s: expected 1 to 3 positive integers, got %r" % (what, v))
    return tuple(int(x) for x in t) + (1,) * (3 - len(t))


class Module:
    """A code object loaded on a device."""

    def __init__(self, dev, handle):
        self._dev = dev
        self._h = handle
        n = _lib.gs_module_kernel_count(handle)
        self.kernels = [_lib.gs_module_kernel_name(handle, i).decode() for i in range(n)]

    def args(self, kernel=None):
        """The kernel's metadata .args (explicit and hidden), [] when the code object has none."""
        ptr = ctypes.POINTER(_abi.GsKernelArg)()
        n, size, err = ctypes.c_uint32(), ctypes.c_uint32(), _abi.GsError()
        _check(_lib.gs_module_kernel_args(self._h, kernel.encode() if kernel else None, ctypes.byref(ptr),
                                          ctypes.byref(n), ctypes.byref(size), ctypes.byref(err)), err)
        return [KernelArg(ptr[i]) for i in range(n.value)], size.value

    def _pack(self, kernel, args):
        meta, kd_size = self.args(kernel)
        explicit = [m for m in meta if not m.hidden]
        blob = bytearray()
        if meta:
            if len(args) != len(explicit):
                raise TypeError("kernel %s takes %d explicit arguments (its metadata: %s), %d given" % (
                    kernel or self.kernels[0], len(explicit),
                    ", ".join(m.name or m.kind for m in explicit), len(args)))
            for i, (a, m) in enumerate(zip(args, explicit)):
                data = self._arg_bytes(a, m, i)
                blob += bytes(m.offset - len(blob)) + data
            return bytes(blob)
        for i, a in enumerate(args):
            data = self._arg_bytes(a, None, i)
            blob += bytes(-len(blob) % len(data)) + data
        blob += bytes(max(0, min(kd_size - len(blob), -len(blob) % 8)))
        return bytes(blob)

    @staticmethod
    def _arg_bytes(a, m, i):
        label = "argument %d%s" % (i, " '%s'" % m.name if m is not None and m.name else "")
        if isinstance(a, Buffer):
            data = struct.pack("<Q", a.va)
        elif isinstance(a, np.generic):
            data = a.tobytes()
        elif isinstance(a, (bytes, bytearray)):
            data = bytes(a)
        elif isinstance(a, (int, float)) and m is not None and m.size in (1, 2, 4, 8):
            if isinstance(a, float):
                data = np.array(a, {2: np.float16, 4: np.float32, 8: np.float64}[m.size]).tobytes() \
                    if m.size != 1 else None
                if data is None:
                    raise TypeError("%s: a float for a 1-byte argument" % label)
            else:
                data = a.to_bytes(m.size, "little", signed=a < 0)
        else:
            raise TypeError("%s: give a Buffer, a NumPy scalar (np.uint32(256)) or bytes%s, not %r" % (
                label, "" if m is None else ", or an int/float (the metadata gives its size)", type(a).__name__))
        if m is not None:
            if m._kind == _GLOBAL_BUFFER and len(data) != 8:
                raise TypeError("%s is a pointer (%s); give a Buffer" % (label, m.kind))
            if m._kind == _BY_VALUE and isinstance(a, Buffer):
                raise TypeError("%s is a value (%s, %d bytes), not a buffer" % (label, m.kind, m.size))
            if len(data) != m.size:
                raise TypeError("%s takes %d bytes (%s%s); %d given" % (
                    label, m.size, m.kind, ", " + m.type_name if m.type_name else "", len(data)))
        return data

    def launch(self, kernel=None, grid=1, block=64, args=(), timestamps=False, counters=None, dynamic_lds=0,
               global_offset=(0, 0, 0)):
        """Dispatch and wait.  args in kernel order: Buffers, NumPy scalars, bytes (or ints/floats where
        the metadata says their size).  Returns a LaunchResult; raises GfxshimError on failure."""
        blob = self._pack(kernel, list(args))
        kbuf = ctypes.create_string_buffer(blob, max(len(blob), 1))
        d = _abi.GsLaunchDesc()
        d.kernel = kernel.encode() if kernel else None
        d.grid[:] = _dims(grid, "grid")
        d.block[:] = _dims(block, "block")
        d.kernarg = ctypes.cast(kbuf, ctypes.c_void_p)
        d.kernarg_size = len(blob)
        d.timestamps = 1 if timestamps else 0
        names = [c.encode() for c in (counters or [])]
        carr = (ctypes.c_char_p * max(len(names), 1))(*names)
        if names:
            d.counters = ctypes.cast(carr, ctypes.POINTER(ctypes.c_char_p))
            d.n_counters = len(names)
        d.dynamic_lds = int(dynamic_lds)
        d.global_offset[:] = _dims(global_offset, "global_offset") if any(global_offset) else (0, 0, 0)
        res, err = _abi.GsLaunchResult(), _abi.GsError()
        st = _lib.gs_launch(self._dev._h, self._h, ctypes.byref(d), ctypes.byref(res), ctypes.byref(err))
        _abi.libc.free(res.pm4)
        _check(st, err)
        return LaunchResult(res, self._dev, kernel or self.kernels[0])

    def free(self):
        if self._h:
            _lib.gs_module_free(self._h)
            self._h = None

    def __del__(self):
        if getattr(self, "_dev", None) is not None and self._dev._h:
            self.free()


class Device:
    """A GPU, or the emulator: "auto", "emu", "emu:gfx1201", "amdgpu:0"."""

    def __init__(self, spec="auto", target=None, max_wave_insts=0, timing=None):
        """timing: True runs the emulator's timing model (evidence "modelled"),
        False or None the untimed emulator (Documentation/emulator-timing.rst)."""
        self._h = ctypes.c_void_p()
        opt = _abi.GsDeviceOptions()
        opt.default_target = target.encode() if target else None
        opt.max_wave_insts = max_wave_insts
        opt.timing = 1 if timing else (-1 if timing is False else 0)  # GS_EMU_TIMING_ON / _OFF / default
        err = _abi.GsError()
        _check(_lib.gs_device_open(spec.encode(), ctypes.byref(opt), ctypes.byref(self._h), ctypes.byref(err)), err)
        info = _abi.GsDeviceInfo()
        _lib.gs_device_get_info(self._h, ctypes.byref(info))
        self.name = info.name.decode()
        self.note = info.note.decode()
        self.backend = info.backend.decode()
        self.emulated = bool(info.emulated)
        self.target = ctypes.cast(info.target, ctypes.POINTER(ctypes.c_char_p))[0].decode()
        self.evidence = _lib.gs_device_evidence(self._h).decode()
        self.path = info.path.decode() if info.path else None  # emu, cs, kfd-pm4, kfd-aql

    def load(self, code_object):
        """A code object (a path, or its bytes) loaded as a Module."""
        data = code_object if isinstance(code_object, (bytes, bytearray)) else open(code_object, "rb").read()
        h, err = ctypes.c_void_p(), _abi.GsError()
        _check(_lib.gs_module_load(self._h, bytes(data), len(data), ctypes.byref(h), ctypes.byref(err)), err)
        return Module(self, h)

    def assemble(self, source, filename="<python>", wave64=False):
        """Assembly text (LLVM AMDGPU syntax, .amdhsa_kernel blocks) for this device's target, loaded."""
        src = source.encode() if isinstance(source, str) else bytes(source)
        h, err = ctypes.c_void_p(), _abi.GsError()
        _check(_lib.gs_module_assemble(self._h, src, len(src), filename.encode(), int(wave64), ctypes.byref(h),
                                       ctypes.byref(err)), err)
        return Module(self, h)

    def array(self, a):
        """A Buffer holding a copy of the NumPy array a."""
        a = np.ascontiguousarray(a)
        b = Buffer(self, a.nbytes, a.dtype, a.shape)
        b.write(a)
        return b

    def empty(self, shape, dtype=np.float32):
        """A zeroed Buffer of shape and dtype."""
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        b = Buffer(self, int(np.prod(shape)) * np.dtype(dtype).itemsize, dtype, shape)
        b.write(np.zeros(shape, dtype))
        return b

    def close(self):
        if self._h:
            _lib.gs_device_close(self._h)
            self._h = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        self.close()

    def __repr__(self):
        return "Device(%r, %s, %s)" % (self.name, self.target, self.evidence)
