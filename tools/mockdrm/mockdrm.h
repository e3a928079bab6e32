/* SPDX-License-Identifier: MIT */
/*
 * libgfxshim-mockdrm.so: mock amdgpu render nodes at the ioctl boundary,
 * loaded with LD_PRELOAD.  Its parts:
 *
 *   preload.c  the libc functions it interposes: device files (open, close,
 *              dup, ioctl, mmap, munmap, fstat) and the paths drmGetDevices2
 *              and libpciaccess read, redirected into a small sysfs/devfs
 *              tree it writes at start (sysfs.c)
 *   main.c     configuration (GFXSHIM_MOCKDRM*), devices, files, logging,
 *              leak accounting
 *   drm.c      the ioctl entry (sizes handled as drm_ioctl does) and the DRM
 *              core ioctls: version, caps, GEM_CLOSE, syncobjs
 *   amdgpu.c   AMDGPU_INFO, GEM_CREATE/MMAP/VA/OP/WAIT_IDLE, CTX, BO_LIST
 *   cs.c       AMDGPU_CS on the emulator, fences, WAIT_CS/WAIT_FENCES, waits
 *   faults.c   fault injection (GFXSHIM_MOCKDRM_FAULT)
 *   kfd.c      /dev/kfd: the amdkfd ioctls (version, VM, apertures, memory,
 *              clocks, events, CU masks), its mmap, leak accounting
 *   kfd_queue.c  KFD compute queues: CREATE/DESTROY_QUEUE as kfd_queue.c
 *              checks them, the doorbell poller, the rings on the emulator
 *              (emu/queue.h), end-of-pipe interrupts to events
 *   kfd_sysfs.c  the KFD topology under /sys/class/kfd
 *
 * The structs are the kernel's: this code includes include/uapi/drm of
 * Debian's linux-source-6.12 (extracted at build time), never libdrm's copy.
 * One mutex guards all state; waits release it.
 *
 * A device file is a kind (struct mock_file_ops): the render/primary node,
 * and /dev/kfd, a second kind with its own ops and the same fd table, leak
 * report and fault injection.
 */
#ifndef GS_MOCKDRM_H
#define GS_MOCKDRM_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include <kuapi-6.12/drm/amdgpu_drm.h>
#include <kuapi-6.12/linux/kfd_ioctl.h>

#include "amdgpu/mock_marker.h"
#include "gfxshim/target.h"

#define MOCK_MAX_DEVS 8
#define MOCK_DRM_MAJOR 226
#define MOCK_RENDER_MINOR0 128
#define MOCK_PAGE 4096ull
#define MOCK_SCHED_JOBS 32u        /* fences a context entity remembers (amdgpu_sched_jobs default) */
#define MOCK_COMPUTE_RINGS 4u      /* amdgpu_ctx_num_entities[COMPUTE] */

/* Debian 6.12's amdgpu (amdgpu_drv.c KMS_DRIVER_*), and the marker a real
 * kernel never returns: the DRM version's description. */
#define MOCK_DRM_MINOR 61
#define MOCK_DRM_DESC GS_AMDGPU_MOCK_DESC

/* ioctl kinds, for fault injection and counting (faults.c) */
enum mock_kind {
	MK_VERSION, MK_GET_CAP, MK_GET_CLIENT, MK_GEM_CLOSE, MK_PRIME, MK_SYNCOBJ_CREATE,
	MK_SYNCOBJ_DESTROY, MK_SYNCOBJ_WAIT, MK_SYNCOBJ_RESET, MK_SYNCOBJ_SIGNAL, MK_SYNCOBJ_QUERY,
	MK_SYNCOBJ_OTHER, MK_GEM_CREATE, MK_GEM_MMAP, MK_CTX, MK_BO_LIST, MK_CS, MK_INFO,
	MK_GEM_METADATA, MK_GEM_WAIT_IDLE, MK_GEM_VA, MK_WAIT_CS, MK_GEM_OP, MK_GEM_USERPTR,
	MK_WAIT_FENCES, MK_VM, MK_FENCE_TO_HANDLE, MK_SCHED, MK_OTHER,
	/* /dev/kfd (counted on the device the ioctl names; device 0 when none) */
	MK_KFD_VERSION, MK_KFD_ACQUIRE_VM, MK_KFD_APERTURES, MK_KFD_ALLOC, MK_KFD_FREE, MK_KFD_MAP,
	MK_KFD_UNMAP, MK_KFD_CREATE_QUEUE, MK_KFD_DESTROY_QUEUE, MK_KFD_CU_MASK, MK_KFD_CLOCK,
	MK_KFD_CREATE_EVENT, MK_KFD_DESTROY_EVENT, MK_KFD_SET_EVENT, MK_KFD_WAIT_EVENTS, MK_KFD_OTHER,
	MK_KFD_DOORBELL,           /* a doorbell the poller acts on (faults: hang, fault) */
	MK_N
};
const char *mock_kind_name(enum mock_kind k);

/* What an injected CS fault does (faults.c). */
enum mock_cs_fault { MCS_NONE, MCS_HANG, MCS_RESET, MCS_RESET_INNOCENT, MCS_FAULT };

struct mock_fault {
	enum mock_kind kind;
	unsigned long nth;         /* 1-based count of that kind on the device */
	int err;                   /* errno to fail with, or 0 */
	enum mock_cs_fault cs;     /* kind MK_CS: hang / reset instead of an errno */
};

struct mock_config {
	int n_devs;
	const struct gs_target *targets[MOCK_MAX_DEVS];
	struct mock_fault faults[32];
	int n_faults;
	int drm_minor;             /* reported DRM minor (3.x) */
	unsigned int no_fw;        /* bit 0: GFX_ME, bit 1: GFX_MEC queries fail */
	int log;                   /* GFXSHIM_MOCKDRM_LOG: every ioctl to stderr */
	int64_t lockup_ns;         /* a hung job's time until the mock's GPU reset */
	uint64_t max_wave_insts;   /* emulator watchdog (GFXSHIM_MOCKDRM_MAX_INSTS) */
	char ib_dump[256];         /* GFXSHIM_MOCKDRM_IB_DUMP: executed IBs appended here */
	int64_t doorbell_poll_ns;  /* GFXSHIM_MOCKDRM_DOORBELL_US: the KFD poller's interval */
};

/* A fence: a job's end (or a stub).  Signalled once CLOCK_MONOTONIC reaches
 * signal_ns; error is what the job ended with (-ETIME: reset while hung). */
struct mock_fence {
	int refs;
	int64_t signal_ns;         /* INT64_MAX: never */
	int error;
};

struct mock_bo {
	struct mock_bo *next;
	uint32_t handle;
	uint64_t size;             /* page-aligned */
	uint64_t alignment;
	uint32_t domains;
	uint64_t flags;
	int memfd;                 /* the memory: shared by the client's mmap and the emulator */
	uint8_t *host;             /* the mock's own mapping of it */
	uint64_t mmap_offset;      /* GEM_MMAP's fake offset */
	struct mock_fence *last;   /* the last job that had it in its BO list (GEM_WAIT_IDLE) */
	uint8_t metadata[64];      /* GEM_METADATA */
	uint32_t metadata_size;
	uint64_t tiling_info;
};

struct mock_va {
	struct mock_va *next;
	uint64_t start, size, offset;  /* GPU VA [start, start + size) -> bo bytes at offset */
	uint32_t flags;            /* AMDGPU_VM_PAGE_* */
	struct mock_bo *bo;
};

struct mock_entity {
	uint64_t sequence;         /* next sequence number (the first job gets 1) */
	struct mock_fence *fences[MOCK_SCHED_JOBS];
};

struct mock_ctx {
	struct mock_ctx *next;
	uint32_t id;
	int32_t priority;
	uint32_t pstate;
	int64_t created_ns;
	int64_t guilty_ns;         /* INT64_MAX: innocent; else guilty from then on */
	struct mock_entity gfx, compute[MOCK_COMPUTE_RINGS];
};

struct mock_bo_list {
	struct mock_bo_list *next;
	uint32_t handle;
	uint32_t n;
	uint32_t *handles;
};

struct mock_syncobj {
	struct mock_syncobj *next;
	uint32_t handle;
	struct mock_fence *fence;  /* NULL: none (reset) */
};

struct mock_cpu_map {
	struct mock_cpu_map *next;
	void *addr;
	size_t len;
	uint32_t handle;
};

struct mock_dev {
	int index;
	const struct gs_target *t;
	uint16_t pci_device;
	uint8_t pci_rev;
	char bdf[16];
	unsigned long calls[MK_N];        /* per kind, for fault injection */
	struct gsi_emu_ext *emu;          /* one GPU: its files share it */
	int64_t resets[64];               /* times of the mock's GPU resets */
	int n_resets;
	int64_t ring_busy_ns[AMDGPU_HW_IP_NUM][MOCK_COMPUTE_RINGS];  /* the ring's last job ends */
	uint64_t mmap_next;               /* next GEM mmap offset (bytes) */
};

struct mock_file;
struct mock_kfd;
/* A kind of device file (render/primary node, /dev/kfd). */
struct mock_file_ops {
	const char *name;
	int (*ioctl)(struct mock_file *f, unsigned long cmd, void *arg);
	void *(*mmap)(struct mock_file *f, void *addr, size_t len, int prot, int flags, off_t off);
	void (*release)(struct mock_file *f);   /* leak report, then free everything */
};

struct mock_file {
	const struct mock_file_ops *ops;
	int refs;                  /* fds pointing at this open file (dup) */
	struct mock_dev *dev;
	char path[64];
	int render;                /* render node (else primary) */
	uint32_t next_handle, next_ctx, next_list, next_syncobj;
	struct mock_bo *bos;
	struct mock_va *vas;
	struct mock_ctx *ctxs;
	struct mock_bo_list *lists;
	struct mock_syncobj *syncobjs;
	struct mock_cpu_map *cpu_maps;
	enum mock_cs_fault cs_fault;   /* injected into the CS being handled */
	/* AMDGPU_INFO_GPUVM_FAULT: the VM's last fault */
	uint64_t fault_addr;
	uint32_t fault_status, fault_vmhub;
	struct mock_kfd *kfd;      /* /dev/kfd: the process's amdkfd state (kfd.c); dev is NULL */
	int kfd_vm_refs;           /* render node: KFD processes holding its VM (ACQUIRE_VM) */
};

/* ---- preload.c: the real libc functions (the mock's own calls use these) ---- */
struct mock_real {
	int (*open)(const char *path, int flags, ...);
	int (*openat)(int dirfd, const char *path, int flags, ...);
	int (*close)(int fd);
	int (*ioctl)(int fd, unsigned long req, ...);
	void *(*mmap)(void *addr, size_t len, int prot, int flags, int fd, off_t off);
	int (*munmap)(void *addr, size_t len);
};
extern struct mock_real mock_real;

/* ---- main.c ---- */
int mock_setup(void);   /* parse the environment: 1 mock active, 0 not asked for */
extern struct mock_config mock_cfg;
extern pthread_mutex_t mock_lock;
extern pthread_cond_t mock_cond;    /* broadcast when fences or syncobjs change */
int mock_active(void);              /* GFXSHIM_MOCKDRM set and parsed */
struct mock_dev *mock_dev_at(int i);
int64_t mock_now_ns(void);
void mock_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "dmesg": always printed (faults, resets, leaks) */
void mock_msg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
struct mock_file *mock_file_new(struct mock_dev *d, const char *path, int render);
/* preload.c: the mock file behind descriptor fd, or NULL (mock_lock held) */
struct mock_file *mock_file_of(int fd);
void mock_file_put(struct mock_file *f);   /* drops one fd's reference */
extern const struct mock_file_ops mock_drm_ops;

/* ---- sysfs.c ---- */
/* Write the tree under root; 0 or -errno. */
int mock_sysfs_build(const char *root);
void mock_sysfs_remove(const char *root);

/* ---- drm.c ---- */
int mock_drm_ioctl(struct mock_file *f, unsigned long cmd, void *arg);
struct mock_fence *mock_fence_new(int64_t signal_ns, int error);
struct mock_fence *mock_fence_get(struct mock_fence *fence);
void mock_fence_put(struct mock_fence *fence);
int mock_fence_done(const struct mock_fence *fence, int64_t now);
struct mock_syncobj *mock_syncobj_find(struct mock_file *f, uint32_t handle);
/* Wait (mock_lock held, released while sleeping) until done(ctx) or the
 * absolute CLOCK_MONOTONIC deadline: 1 done, 0 timed out. */
int mock_wait_until(int (*done)(void *ctx, int64_t now), void *ctx, int64_t deadline_ns);

/* ---- amdgpu.c ---- */
int mock_amdgpu_ioctl(struct mock_file *f, unsigned int nr, void *data);
struct mock_bo *mock_bo_find(struct mock_file *f, uint32_t handle);
void mock_bo_free(struct mock_file *f, struct mock_bo *bo);
void mock_ctx_free(struct mock_ctx *c);
struct mock_ctx *mock_ctx_find(struct mock_file *f, uint32_t id);
struct mock_entity *mock_ctx_entity(struct mock_ctx *c, uint32_t ip, uint32_t instance, uint32_t ring,
				    int *err);
int mock_ctx_guilty(const struct mock_ctx *c, int64_t now);
int mock_device_reset_since(const struct mock_dev *d, int64_t since, int64_t now);

/* ---- cs.c ---- */
int mock_cs(struct mock_file *f, union drm_amdgpu_cs *cs);
int mock_wait_cs(struct mock_file *f, union drm_amdgpu_wait_cs *w);
int mock_wait_fences(struct mock_file *f, union drm_amdgpu_wait_fences *w);
int mock_fence_to_handle(struct mock_file *f, union drm_amdgpu_fence_to_handle *h);
/* The fence of (ctx, ip, instance, ring, seq): 0 with *out set (NULL: long
 * signalled), or -errno, as amdgpu_ctx_get_fence. */
int mock_entity_fence(struct mock_file *f, uint32_t ctx_id, uint32_t ip, uint32_t instance, uint32_t ring,
		      uint64_t seq, struct mock_fence **out);

/* ---- kfd.c, kfd_queue.c, kfd_sysfs.c: /dev/kfd ---- */
#define MOCK_KFD_PATH "/dev/kfd"
#define MOCK_KFD_MAJOR 511          /* assumed: amdkfd registers a dynamic char major */
#define MOCK_KFD_DOORBELL_SLICE 8192u   /* a process's doorbells on one GPU (8 bytes x 1024) */
#define MOCK_KFD_UNWRITTEN UINT64_MAX   /* a doorbell slot not written since its queue was made */
#define MOCK_KFD_GPUVM_BASE (1ull << 24)  /* SVM_USER_BASE-like floor of the GPUVM aperture (assumed) */
#define MOCK_KFD_GPUVM_LIMIT ((1ull << 47) - 1)

struct mock_kfd_mem {
	struct mock_kfd_mem *next;
	uint64_t handle;           /* gpu_id << 32 | id (MAKE_HANDLE) */
	int dev;                   /* device index */
	uint64_t va, size;
	uint32_t flags;            /* KFD_IOC_ALLOC_MEM_FLAGS_* */
	int memfd;                 /* VRAM/GTT/MMIO: the memory; -1: userptr, doorbell */
	uint8_t *host;             /* the mock's view of it */
	uint64_t mmap_offset;      /* render node (VRAM/GTT) or /dev/kfd (MMIO) offset */
	int mapped;                /* MAP_MEMORY_TO_GPU done */
	int queue_refs;            /* queues whose buffers lie in it (UNMAP then fails, EBUSY) */
};

struct mock_kfd_event {
	struct mock_kfd_event *next;
	uint32_t id, type;
	int auto_reset, signaled;
	struct kfd_hsa_memory_exception_data mem;   /* KFD_IOC_EVENT_MEMORY: the fault */
};

struct mock_kfd_queue;

/* The process on one GPU (kfd_process_device). */
struct mock_kfd_pdd {
	struct mock_file *drm;     /* ACQUIRE_VM's render node (a reference) */
	int doorbell_fd;           /* the doorbell slice (memfd), -1 until a queue needs it */
	uint8_t *doorbells;
	uint64_t slots_used;       /* bit i: doorbell i is a queue's (of 64 the mock gives out) */
};

struct mock_kfd {
	struct mock_kfd_pdd pdd[MOCK_MAX_DEVS];
	struct mock_kfd_mem *mems;
	struct mock_kfd_queue *queues;
	struct mock_kfd_event *events;
	uint32_t next_mem, next_queue, next_event;
	struct mock_kfd_mem *event_page;   /* the signal page (freed with the process only) */
	int n_queues;
};

extern const struct mock_file_ops mock_kfd_ops;
/* gpu_id of device i, and back (-1: none) */
uint32_t mock_kfd_gpu_id(int dev);
int mock_kfd_dev_of(uint32_t gpu_id);
struct mock_file *mock_kfd_file_new(void);
int mock_kfd_ioctl(struct mock_file *f, unsigned long cmd, void *arg);
/* Render-node mmap of a KFD allocation made in that node's VM, or NULL
 * (not one: the caller goes on with GEM). */
void *mock_kfd_drm_mmap(struct mock_file *drm, void *addr, size_t len, int prot, int flags, uint64_t off,
			int *found);
struct mock_kfd_mem *mock_kfd_mem_at(struct mock_file *f, int dev, uint64_t va, uint64_t size);
/* kfd_queue.c */
int mock_kfd_create_queue(struct mock_file *f, struct kfd_ioctl_create_queue_args *a);
int mock_kfd_destroy_queue(struct mock_file *f, uint32_t id);
int mock_kfd_set_cu_mask(struct mock_file *f, struct kfd_ioctl_set_cu_mask_args *a);
void mock_kfd_queues_release(struct mock_file *f, char *buf, size_t size, unsigned int *n);
/* signal the process's events for an interrupt with context ctxid */
void mock_kfd_interrupt(struct mock_kfd *k, uint32_t ctxid);
/* a GPU fault on dev: the process's memory-exception events */
void mock_kfd_vm_fault(struct mock_kfd *k, int dev, uint64_t va, int write);
/* the process's doorbell slice on one GPU, made on first use */
int mock_kfd_doorbell_slice(struct mock_kfd_pdd *p);
/* kfd_sysfs.c: the topology under root (0 or -errno) */
int mock_kfd_sysfs_build(const char *root);
/* The context save area kfd_queue.c requires on dev's node. */
void mock_kfd_cwsr(const struct mock_dev *d, uint32_t *ctl_stack, uint32_t *cwsr, uint32_t *debug);
uint32_t mock_kfd_gfx_version(const struct gs_target *t);

/* ---- faults.c ---- */
/* Parse GFXSHIM_MOCKDRM_FAULT into cfg: 0, or -1 with msg set. */
int mock_faults_parse(const char *s, struct mock_config *cfg, char *msg, size_t size);
/* Count an ioctl of kind k on d; the injected errno (positive) or 0, and
 * for MK_CS the CS fault in *cs. */
int mock_fault_check(struct mock_dev *d, enum mock_kind k, enum mock_cs_fault *cs);

#endif /* GS_MOCKDRM_H */
