/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * gfxshim ioctl ABI: the contract between gfxshim.ko and userspace.
 *
 * Every argument struct begins with "__u32 size", the size of the struct
 * as the caller knows it (sizeof() in the caller's build).  The kernel
 *
 *  - rejects a size below the struct's *_SIZE_VER0 with -EINVAL and a
 *    size above 4096 with -E2BIG;
 *  - reads min(size, sizeof(kernel struct)) bytes; bytes the caller has
 *    beyond the kernel's struct must be zero (else -E2BIG), exactly like
 *    copy_struct_from_user();
 *  - writes back min(size, sizeof(kernel struct)) bytes, with "size" set
 *    to that number, so the caller learns which fields were filled.
 *
 * Fields are only ever appended, so an old binary keeps working on a new
 * module and a new binary on an old one.  "flags" and every "reserved"
 * field must be zero (-EINVAL).  The ioctl number is matched on its type,
 * number and direction only: its size bits (from sizeof() of the struct
 * in the caller's build) may differ from the module's.
 *
 * A device index that has no device (never had one, or its device was
 * detached) is -ENODEV.
 *
 * Documentation/module.rst is the reference for each ioctl.
 */
#ifndef _UAPI_GFXSHIM_H
#define _UAPI_GFXSHIM_H

#include <linux/const.h>
#include <linux/ioctl.h>
#include <linux/types.h>

#define GFXSHIM_DEVICE_NAME	"gfxshim"	/* /dev/gfxshim */

#define GFXSHIM_ABI_MAJOR	1
#define GFXSHIM_ABI_MINOR	2
#define GFXSHIM_ABI_VERSION	((GFXSHIM_ABI_MAJOR << 16) | GFXSHIM_ABI_MINOR)

/* Largest "size" accepted; anything above is -E2BIG. */
#define GFXSHIM_MAX_STRUCT_SIZE	4096

/* gfxshim_query.features: optional parts built into the module. */
#define GFXSHIM_FEAT_REGS	_BITULL(0)	/* GFXSHIM_IOC_READ_REG */
#define GFXSHIM_FEAT_VDEV	_BITULL(1)	/* vdevs= module parameter */
#define GFXSHIM_FEAT_LEASE	_BITULL(2)	/* GFXSHIM_IOC_LEASE_* (ABI 1.1) */
#define GFXSHIM_FEAT_CLOCK	_BITULL(3)	/* GFXSHIM_IOC_CLOCK_CORR (ABI 1.1) */
#define GFXSHIM_FEAT_PCI	_BITULL(4)	/* attaches to PCI devices (ABI 1.1) */

/**
 * struct gfxshim_query - module facts (GFXSHIM_IOC_QUERY)
 * @size: in: sizeof(struct gfxshim_query); out: bytes written
 * @flags: in: must be 0
 * @abi_version: out: GFXSHIM_ABI_VERSION of the module
 * @num_devices: out: one more than the highest device index in use; an
 *	index below it may still be empty (a detached device): -ENODEV
 * @features: out: GFXSHIM_FEAT_* bits
 */
struct gfxshim_query {
	__u32 size;
	__u32 flags;
	__u32 abi_version;
	__u32 num_devices;
	/* end of GFXSHIM_QUERY_SIZE_VER0 */
	__u64 features;
};

#define GFXSHIM_QUERY_SIZE_VER0		16

/* gfxshim_device_info.dev_flags */
#define GFXSHIM_DEV_VIRTUAL	_BITUL(0)	/* simulated, from vdevs= */
#define GFXSHIM_DEV_PCI		_BITUL(1)	/* a PCI device bound to pci_driver= */

#define GFXSHIM_TARGET_LEN	16

/**
 * struct gfxshim_device_info - facts about one device (GFXSHIM_IOC_DEVICE_INFO)
 * @size: in: sizeof(struct gfxshim_device_info); out: bytes written
 * @flags: in: must be 0
 * @index: in: device index, below gfxshim_query.num_devices
 * @dev_flags: out: GFXSHIM_DEV_* bits
 * @vendor_id: out: PCI vendor id (0x1002); 0 for a virtual device, unless
 *	it was made from a PCI id (vdevs=1002:744c)
 * @device_id: out: PCI device id; 0 for a virtual device, unless made from
 *	a PCI id
 * @revision: out: PCI revision id, 0 for a virtual device
 * @reserved0: must be 0
 * @reserved1: must be 0
 * @gfx_version: out: (major << 16) | (minor << 8) | stepping, e.g.
 *	0x0c0001 for gfx1201, 0x090402 for gfx942; 0 when the module does
 *	not know the device's target (a PCI device id not in its table)
 * @target: out: NUL-terminated target name, e.g. "gfx1201"; "" when unknown
 * @gpu_clock_hz: out: frequency of GFXSHIM_REG_GPU_CLOCK in Hz, 0 when the
 *	module cannot read the device's clock
 * @regs: out: bit n set when register id n may be read with
 *	GFXSHIM_IOC_READ_REG (0 when the module is built without it)
 * @uid: out: identity of this attachment, unique while the module is
 *	loaded (an index is reused after a detach, a uid never is)
 * @pci_domain: out: PCI domain (segment) of a PCI device, else 0
 * @pci_bus: out: PCI bus number, else 0
 * @pci_dev: out: PCI device (slot) number, else 0
 * @pci_func: out: PCI function number, else 0
 * @reserved2: must be 0
 * @lease_pid: out: process id (in the caller's pid namespace) of the
 *	process that acquired the device's lease; 0 when not leased, -1
 *	when leased by a process the caller cannot see
 * @reserved3: must be 0
 * @render_minor: out: N of the DRM render node /dev/dri/renderD<N> of a
 *	PCI device, looked up at the time of the call; 0 when it has none
 *	(virtual devices, a driver without render nodes, not registered yet)
 * @reserved4: must be 0
 */
struct gfxshim_device_info {
	__u32 size;
	__u32 flags;
	__u32 index;
	__u32 dev_flags;
	__u16 vendor_id;
	__u16 device_id;
	__u8  revision;
	__u8  reserved0;
	__u16 reserved1;
	__u32 gfx_version;
	char  target[GFXSHIM_TARGET_LEN];
	/* end of GFXSHIM_DEVICE_INFO_SIZE_VER0 */
	__u32 gpu_clock_hz;
	__u64 regs;
	/* end of GFXSHIM_DEVICE_INFO_SIZE_VER1 (ABI 1.0) */
	__u64 uid;
	__u32 pci_domain;
	__u8  pci_bus;
	__u8  pci_dev;
	__u8  pci_func;
	__u8  reserved2;
	__s32 lease_pid;
	__u32 reserved3;
	/* end of GFXSHIM_DEVICE_INFO_SIZE_VER2 (ABI 1.1) */
	__u32 render_minor;
	__u32 reserved4;
};

#define GFXSHIM_DEVICE_INFO_SIZE_VER0	44
#define GFXSHIM_DEVICE_INFO_SIZE_VER1	56
#define GFXSHIM_DEVICE_INFO_SIZE_VER2	80

/*
 * Register ids for GFXSHIM_IOC_READ_REG.  They name what a register means,
 * not where it lives: the module maps each id to the generation's offset
 * (or, for a virtual device, to its simulated register file).  Ids are
 * never reused; which ids a device has is gfxshim_device_info.regs.
 */
enum gfxshim_reg {
	GFXSHIM_REG_GPU_CLOCK = 0,	/* 64-bit free-running GPU clock */
	GFXSHIM_REG_GRBM_STATUS = 1,	/* graphics block busy bits */
	GFXSHIM_REG_GRBM_STATUS2 = 2,
	GFXSHIM_REG_CP_STAT = 3,	/* command processor busy bits */
	GFXSHIM_REG_COUNT		/* not a register */
};

/**
 * struct gfxshim_read_reg - read one allowlisted register (GFXSHIM_IOC_READ_REG)
 * @size: in: sizeof(struct gfxshim_read_reg); out: bytes written
 * @flags: in: must be 0
 * @index: in: device index
 * @reg: in: register id, enum gfxshim_reg
 * @value: out: the register's value (zero-extended for 32-bit registers)
 */
struct gfxshim_read_reg {
	__u32 size;
	__u32 flags;
	__u32 index;
	__u32 reg;
	__u64 value;
	/* end of GFXSHIM_READ_REG_SIZE_VER0 */
};

#define GFXSHIM_READ_REG_SIZE_VER0	24

/* gfxshim_lease.flags (GFXSHIM_IOC_LEASE_ACQUIRE) */
#define GFXSHIM_LEASE_NONBLOCK	_BITUL(0)	/* -EBUSY instead of waiting */

/**
 * struct gfxshim_lease - acquire or release a device's benchmark lease
 *	(GFXSHIM_IOC_LEASE_ACQUIRE, GFXSHIM_IOC_LEASE_RELEASE)
 * @size: in: sizeof(struct gfxshim_lease); out: bytes written
 * @flags: in: GFXSHIM_LEASE_NONBLOCK (acquire only), else 0
 * @index: in: device index
 * @reserved: must be 0
 * @uid: in: 0, or the device's gfxshim_device_info.uid: then -ENODEV when
 *	the device at @index is another one (detached, index reused)
 */
struct gfxshim_lease {
	__u32 size;
	__u32 flags;
	__u32 index;
	__u32 reserved;
	__u64 uid;
	/* end of GFXSHIM_LEASE_SIZE_VER0 */
};

#define GFXSHIM_LEASE_SIZE_VER0		24

/* Largest gfxshim_clock_corr.samples. */
#define GFXSHIM_CLOCK_MAX_SAMPLES	1024

/**
 * struct gfxshim_clock_corr - CPU-GPU clock correlation (GFXSHIM_IOC_CLOCK_CORR)
 * @size: in: sizeof(struct gfxshim_clock_corr); out: bytes written
 * @flags: in: must be 0
 * @index: in: device index
 * @samples: in: number of back-to-back samples, 1..GFXSHIM_CLOCK_MAX_SAMPLES
 * @clockid: in: the CPU clock, as for clock_gettime(): CLOCK_MONOTONIC_RAW,
 *	CLOCK_MONOTONIC or CLOCK_BOOTTIME
 * @gpu_clock_hz: out: frequency of @gpu_ticks in Hz
 * @uid: in: 0, or the device's gfxshim_device_info.uid (see struct
 *	gfxshim_lease)
 * @cpu_ns_before: out: the CPU clock just before the GPU clock was read,
 *	in the tightest sample
 * @gpu_ticks: out: the GPU clock (GFXSHIM_REG_GPU_CLOCK) in that sample
 * @cpu_ns_after: out: the CPU clock just after, in that sample
 * @window_ns: out: @cpu_ns_after - @cpu_ns_before, the smallest of all
 *	samples: the GPU clock was read at some instant inside that window
 */
struct gfxshim_clock_corr {
	__u32 size;
	__u32 flags;
	__u32 index;
	__u32 samples;
	__s32 clockid;
	__u32 gpu_clock_hz;
	__u64 uid;
	__u64 cpu_ns_before;
	__u64 gpu_ticks;
	__u64 cpu_ns_after;
	__u64 window_ns;
	/* end of GFXSHIM_CLOCK_CORR_SIZE_VER0 */
};

#define GFXSHIM_CLOCK_CORR_SIZE_VER0	64

#define GFXSHIM_IOC_MAGIC	0xC6

#define GFXSHIM_IOC_QUERY	_IOWR(GFXSHIM_IOC_MAGIC, 0x00, struct gfxshim_query)
#define GFXSHIM_IOC_DEVICE_INFO	_IOWR(GFXSHIM_IOC_MAGIC, 0x01, struct gfxshim_device_info)
#define GFXSHIM_IOC_READ_REG	_IOWR(GFXSHIM_IOC_MAGIC, 0x02, struct gfxshim_read_reg)
#define GFXSHIM_IOC_LEASE_ACQUIRE	_IOWR(GFXSHIM_IOC_MAGIC, 0x03, struct gfxshim_lease)
#define GFXSHIM_IOC_LEASE_RELEASE	_IOWR(GFXSHIM_IOC_MAGIC, 0x04, struct gfxshim_lease)
#define GFXSHIM_IOC_CLOCK_CORR	_IOWR(GFXSHIM_IOC_MAGIC, 0x05, struct gfxshim_clock_corr)

#endif /* _UAPI_GFXSHIM_H */
