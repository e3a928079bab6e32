# SPDX-License-Identifier: MIT
"""libgfxshim through ctypes: finding the library, the public structs it
takes (mirrored here and checked against gs_abi_struct_size at load), and
the prototypes of the calls the package makes."""

import ctypes
import os

GS_PERF_MAX = 16
GS_ERROR_MSG_MAX = 1024


class GsError(ctypes.Structure):
    _fields_ = [("status", ctypes.c_int), ("msg", ctypes.c_char * GS_ERROR_MSG_MAX)]


class _Sized(ctypes.Structure):
    """A struct that starts with its size (Documentation/index.rst, "ABI"),
    set at construction as the C _INIT macros set it."""

    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.size = ctypes.sizeof(self)


class GsDeviceOptions(_Sized):
    _fields_ = [("size", ctypes.c_uint32), ("default_target", ctypes.c_char_p), ("max_wave_insts", ctypes.c_uint64),
                ("no_check", ctypes.c_int), ("timeout_ns", ctypes.c_uint64), ("stable_pstate", ctypes.c_int),
                ("threads", ctypes.c_uint), ("progress", ctypes.c_void_p), ("progress_ctx", ctypes.c_void_p),
                ("cancel", ctypes.c_void_p), ("max_total_insts", ctypes.c_uint64), ("max_seconds", ctypes.c_double),
                ("timing", ctypes.c_int), ("machine", ctypes.c_char_p)]


class GsDeviceInfo(_Sized):
    _fields_ = [("size", ctypes.c_uint32), ("target", ctypes.c_void_p), ("backend", ctypes.c_char_p), ("emulated", ctypes.c_int),
                ("name", ctypes.c_char * 128), ("note", ctypes.c_char * 256), ("pci_bdf", ctypes.c_char * 16),
                ("mock", ctypes.c_int), ("path", ctypes.c_char_p)]


class GsBo(ctypes.Structure):
    _fields_ = [("va", ctypes.c_uint64), ("cpu", ctypes.c_void_p), ("size", ctypes.c_uint64),
                ("backend", ctypes.c_void_p)]


class GsKernelArg(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char * 128), ("type_name", ctypes.c_char * 64), ("kind_name", ctypes.c_char * 40),
                ("address_space", ctypes.c_char * 16), ("kind", ctypes.c_int), ("offset", ctypes.c_uint32),
                ("size", ctypes.c_uint32)]


class GsPerfValue(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("block", ctypes.c_char_p), ("event", ctypes.c_uint32),
                ("value", ctypes.c_uint64), ("instances", ctypes.c_uint)]


class GsLaunchDesc(_Sized):
    _fields_ = [("size", ctypes.c_uint32), ("kernel", ctypes.c_char_p), ("grid", ctypes.c_uint32 * 3), ("block", ctypes.c_uint32 * 3),
                ("kernarg", ctypes.c_void_p), ("kernarg_size", ctypes.c_size_t), ("timestamps", ctypes.c_int),
                ("counters", ctypes.POINTER(ctypes.c_char_p)), ("n_counters", ctypes.c_uint),
                ("dynamic_lds", ctypes.c_uint32), ("work_dims", ctypes.c_uint32),
                ("global_offset", ctypes.c_uint64 * 3)]


class GsLaunchResult(_Sized):
    _fields_ = [("size", ctypes.c_uint32), ("pm4", ctypes.c_void_p), ("pm4_ndw", ctypes.c_size_t), ("wave32", ctypes.c_int),
                ("waves_per_group", ctypes.c_uint32), ("timed", ctypes.c_int), ("clock_emulated", ctypes.c_int),
                ("clock_khz", ctypes.c_uint64), ("ts_start", ctypes.c_uint64), ("ts_end", ctypes.c_uint64),
                ("ts_start_ns", ctypes.c_uint64), ("ts_end_ns", ctypes.c_uint64),
                ("elapsed_ticks", ctypes.c_uint64), ("elapsed_ns", ctypes.c_uint64),
                ("n_counters", ctypes.c_uint), ("counters_emulated", ctypes.c_int),
                ("counters", GsPerfValue * GS_PERF_MAX),
                ("kernarg_bytes", ctypes.c_uint32), ("kernarg_alloc", ctypes.c_uint32),
                ("kernarg_from_metadata", ctypes.c_int), ("n_hidden", ctypes.c_uint),
                ("warnings", ctypes.c_char * 512), ("work_items", ctypes.c_uint64)]


_MIRRORS = {
    "gs_error": GsError, "gs_device_options": GsDeviceOptions, "gs_device_info": GsDeviceInfo, "gs_bo": GsBo,
    "gs_kernel_arg": GsKernelArg, "gs_perf_value": GsPerfValue, "gs_launch_desc": GsLaunchDesc,
    "gs_launch_result": GsLaunchResult,
}


def _candidates():
    env = os.environ.get("GFXSHIM_LIB")
    if env:
        yield env
        return
    here = os.path.dirname(os.path.abspath(__file__))
    try:
        from . import _config  # written by `make install`
        yield os.path.join(_config.LIBDIR, "libgfxshim.so.1")
    except ImportError:
        pass
    # a source tree: python/gfxshim -> build/lib
    yield os.path.join(here, "..", "..", "build", "lib", "libgfxshim.so.1")
    yield "libgfxshim.so.1"


def load():
    """The library, its prototypes set and its struct sizes checked."""
    tried = []
    lib = None
    for path in _candidates():
        try:
            lib = ctypes.CDLL(path)
            lib.gfxshim_path = os.path.abspath(path) if os.sep in path else path
            break
        except OSError as e:
            tried.append("%s (%s)" % (path, e))
    if lib is None:
        raise OSError("gfxshim: cannot load libgfxshim.so: tried " + "; ".join(tried) +
                      "; set GFXSHIM_LIB to its path or install it (make install)")
    P, S, I, U32, U64, VP = (ctypes.POINTER, ctypes.c_size_t, ctypes.c_int, ctypes.c_uint32, ctypes.c_uint64,
                             ctypes.c_void_p)
    protos = {
        "gs_abi_struct_size": (S, [ctypes.c_char_p]),
        "gs_status_name": (ctypes.c_char_p, [I]),
        "gs_device_open": (I, [ctypes.c_char_p, P(GsDeviceOptions), P(VP), P(GsError)]),
        "gs_device_close": (None, [VP]),
        "gs_device_get_info": (I, [VP, P(GsDeviceInfo)]),
        "gs_device_evidence": (ctypes.c_char_p, [VP]),
        "gs_bo_alloc": (I, [VP, U64, ctypes.c_uint, P(P(GsBo)), P(GsError)]),
        "gs_bo_free": (None, [VP, P(GsBo)]),
        "gs_module_load": (I, [VP, ctypes.c_char_p, S, P(VP), P(GsError)]),
        "gs_module_assemble": (I, [VP, ctypes.c_char_p, S, ctypes.c_char_p, I, P(VP), P(GsError)]),
        "gs_module_free": (None, [VP]),
        "gs_module_kernel_count": (S, [VP]),
        "gs_module_kernel_name": (ctypes.c_char_p, [VP, S]),
        "gs_module_kernel_args": (I, [VP, ctypes.c_char_p, P(P(GsKernelArg)), P(U32), P(U32), P(GsError)]),
        "gs_launch": (I, [VP, VP, P(GsLaunchDesc), P(GsLaunchResult), P(GsError)]),
    }
    for name, (res, args) in protos.items():
        f = getattr(lib, name)
        f.restype = res
        f.argtypes = args
    for name, cls in _MIRRORS.items():
        want = lib.gs_abi_struct_size(name.encode())
        # a sized struct may be older (smaller) than the library's
        if want != ctypes.sizeof(cls) and not (issubclass(cls, _Sized) and 0 < ctypes.sizeof(cls) < want):
            raise OSError("gfxshim: this package's struct %s is %d bytes, the library's %d: the package and "
                          "libgfxshim.so come from different versions" % (name, ctypes.sizeof(cls), want))
    return lib


libc = ctypes.CDLL(None)
libc.free.argtypes = [ctypes.c_void_p]
libc.free.restype = None
