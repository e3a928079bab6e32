/* SPDX-License-Identifier: MIT */
/*
 * Devices and buffers: one API over every backend.  "emu:gfx1201" is the
 * software GPU; "amdgpu:N" a real GPU through its DRM render node (a CS
 * ioctl per submission); "kfd:N" the same GPU through amdkfd with a PM4
 * compute queue the library builds ("kfd:N:pm4"), or an AQL queue
 * ("kfd:N:aql"), rung by doorbell (Documentation/queues.rst); "auto" picks
 * a real device when one can be used -- its KFD queue first (AQL on
 * gfx942/gfx950, PM4 elsewhere), then its render node -- else the
 * emulator, and says why in info.note.
 */
#ifndef GFXSHIM_DEVICE_H
#define GFXSHIM_DEVICE_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/error.h"
#include "gfxshim/target.h"

#ifdef __cplusplus
extern "C" {
#endif

struct gs_device;

/* The structs passed by pointer start with their size (index.rst, "ABI"):
 * set it with the _INIT macro; the library reads and writes only that much
 * and refuses 0 or less than the _SIZE_V1 layout (GS_ERR_INVALID). */
struct gs_device_options {
	uint32_t size;               /* sizeof(struct gs_device_options) */
	const char *default_target;  /* for "emu" / "auto" without a target; NULL: gfx1201 */
	uint64_t max_wave_insts;     /* emulator watchdog per wave; 0: 1<<24 */
	int no_check;                /* emulator: do not report hazards (reads before their wait) */
	uint64_t timeout_ns;         /* amdgpu: wait per submission; 0: 10 s */
	int stable_pstate;           /* amdgpu: ask for stable clocks (AMDGPU_CTX_OP_SET_STABLE_PSTATE) */
	/* Added fields: zero = the default. */
	unsigned int threads;        /* emulator: host threads running workgroups; 0: every core */
	/* emulator: called from the submitting thread about every 0.2 s of a
	 * dispatch, and once at its end (done == total); NULL: none */
	void (*progress)(void *ctx, uint64_t done_workgroups, uint64_t total_workgroups);
	void *progress_ctx;
	/* emulator: the dispatch stops (GS_ERR_CANCELLED, saying where) soon
	 * after *cancel becomes nonzero, e.g. from a SIGINT handler; NULL: never */
	const volatile int *cancel;
	uint64_t max_total_insts;    /* emulator: wave-instructions per dispatch before it is stopped; 0: no limit */
	double max_seconds;          /* emulator: wall-clock seconds per dispatch before it is stopped; 0: no limit */
	/* emulator: the timing model (Documentation/emulator-timing.rst).
	 * GS_EMU_TIMING_ON: waves advance modelled cycles of the machine below,
	 * results are labelled "modelled"; 0 or GS_EMU_TIMING_OFF: the untimed
	 * emulator, whose clock counts work */
	int timing;
	/* emulator: the machine (gfxshim/machine.h) by name, e.g. "7900xtx";
	 * NULL: the target's default (emu:gfx1100:7900xtx names one too) */
	const char *machine;
};
#define GS_DEVICE_OPTIONS_INIT { .size = sizeof(struct gs_device_options) }
#define GS_DEVICE_OPTIONS_SIZE_V1 offsetof(struct gs_device_options, progress)
#define GS_EMU_TIMING_ON 1
#define GS_EMU_TIMING_OFF (-1)

struct gs_device_info {
	uint32_t size;               /* sizeof(struct gs_device_info) */
	const struct gs_target *target;
	const char *backend;         /* "emu", "amdgpu" or "kfd" */
	int emulated;                /* 1: results are emulated, not silicon */
	char name[128];              /* "gfxshim emulator (gfx1201)" */
	char note[256];              /* why "auto" chose this backend, or "" */
	char pci_bdf[16];            /* real devices: "0000:03:00.0"; "" when emulated */
	/* 1: the amdgpu or KFD backend talks to a mock render node or mock
	 * /dev/kfd (libgfxshim-mockdrm.so): its results are emulated
	 * (emulated is 1 too) and their evidence is "mock", never silicon */
	int mock;
	/* ---- added: how work reaches the GPU: "emu" (the emulator's command
	 * processor), "cs" (an IB per AMDGPU_CS ioctl on the render node),
	 * "kfd-pm4" / "kfd-aql" (a user-mode queue the library built, rung by
	 * doorbell) */
	const char *path;
};
#define GS_DEVICE_INFO_INIT { .size = sizeof(struct gs_device_info) }
#define GS_DEVICE_INFO_SIZE_V1 offsetof(struct gs_device_info, path)

/* Facts about a device's hardware, for reports and for converting GPU
 * timestamps.  A real device fills them from the kernel driver
 * (AMDGPU_INFO_DEV_INFO, AMDGPU_INFO_MEMORY, AMDGPU_INFO_FW_VERSION,
 * drmGetVersion); the emulator from the target table, with 0 / "" for every
 * fact that does not exist there (CU counts, clocks, memory sizes,
 * firmware) -- never an invented number.  Size first, as above. */
struct gs_device_facts {
	uint32_t size;               /* sizeof(struct gs_device_facts) */
	const struct gs_target *target;
	const char *backend;         /* "emu" or "amdgpu" */
	int emulated;                /* 1: the emulator; the clock below is emulated */
	char name[128];              /* marketing name, or "gfxshim emulator" */
	char pci_bdf[16];            /* "0000:03:00.0"; "" when emulated */
	uint32_t pci_device_id;      /* 0 when emulated */
	uint32_t pci_revision;
	uint32_t family;             /* AMDGPU_FAMILY_* (emulated: the target table's) */
	uint32_t external_rev;       /* chip external revision; 0 when emulated */
	uint32_t gc_version;         /* GC IP major << 16 | minor << 8 | rev (target table) */
	uint32_t num_se;             /* shader engines */
	uint32_t num_sa_per_se;      /* shader arrays per engine */
	uint32_t cu_per_sa;          /* CUs per shader array (as configured, not harvested) */
	uint32_t cu_active;          /* active compute units */
	uint32_t wgp_active;         /* active workgroup processors (gfx10+: 2 CUs each; 0 on gfx9) */
	uint32_t wave_size;          /* the kernel driver's wave size; emulated: the native one */
	uint32_t l2_channels;        /* TCC blocks */
	uint32_t lds_bytes;          /* LDS per workgroup (target table) */
	uint64_t max_engine_clock_khz;  /* shader clock ceiling; 0 when emulated */
	uint64_t max_memory_clock_khz;
	/* The clock GPU timestamps count (COPY_DATA GPU_CLOCK, RELEASE_MEM
	 * DATA_SEL 3): ticks per millisecond.  amdgpu: gpu_counter_freq;
	 * emulated: GS_EMU_CLOCK_KHZ. */
	uint64_t timestamp_khz;
	uint32_t vram_type, vram_bit_width;   /* AMDGPU_VRAM_TYPE_*; 0 when emulated */
	uint64_t vram_bytes;         /* usable VRAM (AMDGPU_INFO_MEMORY usable_heap_size) */
	uint64_t vram_cpu_visible_bytes;
	uint64_t gtt_bytes;
	uint32_t fw_me, fw_me_feature;    /* AMDGPU_INFO_FW_GFX_ME version / feature */
	uint32_t fw_mec, fw_mec_feature;  /* AMDGPU_INFO_FW_GFX_MEC (runs the compute rings) */
	char drm_driver[16];         /* drmGetVersion name: "amdgpu"; "" when emulated */
	int drm_major, drm_minor, drm_patch;  /* the amdgpu DRM interface version */
	char kernel[64];             /* uname -r of the host running the driver; "" when emulated */
	/* Facts the driver did not give ("FW_VERSION(MEC): Invalid argument");
	 * those read 0.  "" when every query succeeded. */
	char missing[192];
	/* PCI facts read through libpciaccess at open (amdgpu only; all 0 when
	 * emulated, and when libpciaccess could not read them: then missing
	 * says "PCI facts unavailable: <why>"). */
	struct gs_pci_facts {
		int valid;                   /* 1: read from the PCI device */
		uint16_t vendor_id, device_id, subvendor_id, subdevice_id;
		uint8_t revision;
		struct gs_pci_bar {
			uint64_t base, size;     /* CPU physical address; 0 size: unused */
			uint8_t is_io, is_64, is_prefetchable;
		} bars[6];                   /* by BAR number (a 64-bit BAR's upper half: empty) */
		/* BAR0 is the VRAM aperture (amdgpu's gmc.aper_size).  1: it
		 * covers all of vram_bytes (resizable BAR, or a small VRAM);
		 * 0: the CPU sees only part of VRAM; -1: not known (VRAM size
		 * unknown).  Meaningful only when valid. */
		int vram_all_visible;
		char text[256];              /* the above in words, one line */
	} pci;
	/* ---- added: the flat apertures, the bases of the 4 GiB windows of
	 * the flat address space that reach LDS (shared) and scratch
	 * (private) -- what src_shared_base / src_private_base read and what
	 * code object v5's hidden_shared_base / hidden_private_base carry
	 * (their high 32 bits).  The emulator: its own; amdgpu: what the
	 * kernel driver programs into SH_MEM_BASES for the render node's
	 * VMIDs (linux 6.12 gmc_v9_0.c / gmc_v11_0.c / gmc_v12_0.c), not read
	 * back from the GPU.  0: unknown. */
	uint64_t shared_aperture, private_aperture;
	int mock;                    /* 1: a mock render node (emulated is 1 too) */
};
#define GS_DEVICE_FACTS_INIT { .size = sizeof(struct gs_device_facts) }
#define GS_DEVICE_FACTS_SIZE_V1 offsetof(struct gs_device_facts, shared_aperture)

/* The emulator's GPU clock: a deterministic count of emulated work (see
 * Documentation/hardware.rst, "Timing"), converted to time at this nominal
 * rate.  Emulated nanoseconds are not measured time. */
#define GS_EMU_CLOCK_KHZ 100000u  /* 100 MHz: 10 ns per tick */
/* The emulator's flat apertures (what src_shared_base / src_private_base
 * read there): 2^32 bytes each, LDS at 1 << 48 and scratch at 2 << 48, as
 * amdkfd sets them on gfx9+. */
#define GS_EMU_APERTURE_SHARED 0x1000000000000ull
#define GS_EMU_APERTURE_PRIVATE 0x2000000000000ull

/* The device's facts; GS_OK always for an open device (what could not be
 * queried at open is listed in facts->missing). */
enum gs_status gs_device_get_facts(const struct gs_device *dev, struct gs_device_facts *facts,
				   struct gs_error *err);
/* What the emulator reports for target t, without opening a device;
 * GS_ERR_INVALID (nothing written) for a bad facts->size. */
enum gs_status gs_device_facts_emulated(const struct gs_target *t, struct gs_device_facts *facts);
/* GPU clock ticks to nanoseconds at khz ticks per millisecond, rounded
 * down; saturates at UINT64_MAX; 0 when khz is 0. */
uint64_t gs_ticks_to_ns(uint64_t ticks, uint64_t khz);

/* Real GPUs usable by the amdgpu backend: how many, and the first one's
 * render node.  0 when the backend is not built. */
int gs_device_probe_amdgpu(char *first_node, size_t size);

enum gs_status gs_device_open(const char *spec, const struct gs_device_options *opt,
			      struct gs_device **out, struct gs_error *err);
void gs_device_close(struct gs_device *dev);
/* GS_ERR_INVALID (nothing written) for a bad info->size. */
enum gs_status gs_device_get_info(const struct gs_device *dev, struct gs_device_info *info);
/* What a result from this device is evidence of, for every report:
 * "silicon" (a real GPU), "emulated" (the emulator), "modelled" (the
 * emulator's timing model), "mock" (a mock render node: emulated behind the
 * real backend).  Never NULL. */
const char *gs_device_evidence(const struct gs_device *dev);

/* The host's view of the device's last submission (gs_device_submit, or
 * the dispatch gs_launch made): CLOCK_MONOTONIC when the library handed it
 * to the backend and when it saw it complete, how many back-to-back
 * repetitions it carried, and the path it took (gs_device_info.path).  All
 * 0 before the first.  On the emulator and the mocks this is the host's
 * time to emulate, never a GPU latency. */
struct gs_submit_time {
	uint32_t size;               /* sizeof(struct gs_submit_time): GS_SUBMIT_TIME_INIT */
	uint64_t start_ns, end_ns;
	uint32_t count;
	const char *path;
};
#define GS_SUBMIT_TIME_INIT { .size = sizeof(struct gs_submit_time) }
#define GS_SUBMIT_TIME_SIZE_V1 (offsetof(struct gs_submit_time, path) + sizeof(const char *))
/* GS_ERR_INVALID (nothing written) for a bad t->size. */
enum gs_status gs_device_last_submit(const struct gs_device *dev, struct gs_submit_time *t);

/* One CPU/GPU clock pair, read together by the kernel (kfd:N:
 * AMDKFD_IOC_GET_CLOCK_COUNTERS; no gfxshim.ko needed): the GPU's
 * timestamp counter (gs_device_facts.timestamp_khz ticks per ms),
 * CLOCK_MONOTONIC_RAW and CLOCK_BOOTTIME in ns.  Under the mock the GPU
 * counter is the emulated clock.  GS_ERR_UNSUPPORTED on other paths. */
struct gs_clock_sample {
	uint32_t size;               /* sizeof(struct gs_clock_sample): GS_CLOCK_SAMPLE_INIT */
	uint64_t gpu_ticks;
	uint64_t cpu_raw_ns;
	uint64_t boottime_ns;
};
#define GS_CLOCK_SAMPLE_INIT { .size = sizeof(struct gs_clock_sample) }
#define GS_CLOCK_SAMPLE_SIZE_V1 (offsetof(struct gs_clock_sample, boottime_ns) + sizeof(uint64_t))
enum gs_status gs_device_clock_sample(struct gs_device *dev, struct gs_clock_sample *s, struct gs_error *err);

/* Run the device's queue on the CUs set in mask only: n_bits (a multiple
 * of 32) bits, CU i of the whole GPU in bit i, as amdkfd's
 * AMDKFD_IOC_SET_CU_MASK takes them (kfd:N; GS_ERR_UNSUPPORTED on other
 * devices, where gs_dispatch.cu_mask does it per dispatch). */
enum gs_status gs_device_set_cu_mask(struct gs_device *dev, const uint32_t *mask, uint32_t n_bits,
				     struct gs_error *err);

/* A buffer object mapped at the same GPU virtual address for every use. */
struct gs_bo {
	uint64_t va;     /* GPU virtual address */
	void *cpu;       /* CPU mapping */
	uint64_t size;
	void *backend;   /* the backend's own record (e.g. libdrm handles) */
};

#define GS_BO_EXEC (1u << 0)  /* will hold code */
/* Placement (amdgpu; the emulator has one kind of memory and only applies
 * the CPU-mapping rule): VRAM instead of GTT, zeroed by the kernel
 * (AMDGPU_GEM_CREATE_VRAM_CLEARED).  With GS_BO_CPU_VISIBLE it is mapped
 * for the CPU (CPU-visible VRAM, AMDGPU_GEM_CREATE_CPU_ACCESS_REQUIRED);
 * without it the buffer has no CPU mapping (cpu = NULL,
 * AMDGPU_GEM_CREATE_NO_CPU_ACCESS) and only the GPU reads and writes it.
 * GTT buffers (no GS_BO_VRAM) are always CPU-mapped. */
#define GS_BO_VRAM        (1u << 1)
#define GS_BO_CPU_VISIBLE (1u << 2)

enum gs_status gs_bo_alloc(struct gs_device *dev, uint64_t size, unsigned int flags,
			   struct gs_bo **out, struct gs_error *err);
void gs_bo_free(struct gs_device *dev, struct gs_bo *bo);

/* Execute ndw dwords of PM4 at ib->va + offset on the compute queue and wait
 * for them to finish.  GPU faults and hangs come back as GS_ERR_FAULT /
 * GS_ERR_HANG with a message naming the wave, PC and instruction. */
enum gs_status gs_device_submit(struct gs_device *dev, const struct gs_bo *ib, uint64_t offset,
				uint32_t ndw, struct gs_error *err);

/* Called with the exact dwords of every submission, just before the backend
 * gets them (for dumps and for tests asserting what reached a backend). */
typedef void (*gs_submit_observer)(void *ctx, const uint32_t *dw, uint32_t ndw);
void gs_device_set_submit_observer(struct gs_device *dev, gs_submit_observer fn, void *ctx);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_DEVICE_H */
