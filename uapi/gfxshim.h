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
 * Documentation/module.rst is the reference for each ioctl.
 */
#ifndef _UAPI_GFXSHIM_H
#define _UAPI_GFXSHIM_H

#include <linux/const.h>
#include <linux/ioctl.h>
#include <linux/types.h>

#define GFXSHIM_DEVICE_NAME	"gfxshim"	/* /dev/gfxshim */

#define GFXSHIM_ABI_MAJOR	1
#define GFXSHIM_ABI_MINOR	0
#define GFXSHIM_ABI_VERSION	((GFXSHIM_ABI_MAJOR << 16) | GFXSHIM_ABI_MINOR)

/* Largest "size" accepted; anything above is -E2BIG. */
#define GFXSHIM_MAX_STRUCT_SIZE	4096

/* gfxshim_query.features: optional parts built into the module. */
#define GFXSHIM_FEAT_REGS	_BITULL(0)	/* GFXSHIM_IOC_READ_REG */
#define GFXSHIM_FEAT_VDEV	_BITULL(1)	/* vdevs= module parameter */

/**
 * struct gfxshim_query - module facts (GFXSHIM_IOC_QUERY)
 * @size: in: sizeof(struct gfxshim_query); out: bytes written
 * @flags: in: must be 0
 * @abi_version: out: GFXSHIM_ABI_VERSION of the module
 * @num_devices: out: number of devices; valid indices are 0..num_devices-1
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

#define GFXSHIM_TARGET_LEN	16

/**
 * struct gfxshim_device_info - facts about one device (GFXSHIM_IOC_DEVICE_INFO)
 * @size: in: sizeof(struct gfxshim_device_info); out: bytes written
 * @flags: in: must be 0
 * @index: in: device index, below gfxshim_query.num_devices
 * @dev_flags: out: GFXSHIM_DEV_* bits
 * @vendor_id: out: PCI vendor id (0x1002), 0 for a virtual device
 * @device_id: out: PCI device id, 0 for a virtual device
 * @revision: out: PCI revision id, 0 for a virtual device
 * @reserved0: must be 0
 * @reserved1: must be 0
 * @gfx_version: out: (major << 16) | (minor << 8) | stepping, e.g.
 *	0x0c0001 for gfx1201, 0x090402 for gfx942
 * @target: out: NUL-terminated target name, e.g. "gfx1201"
 * @gpu_clock_hz: out: frequency of GFXSHIM_REG_GPU_CLOCK in Hz
 * @regs: out: bit n set when register id n may be read with
 *	GFXSHIM_IOC_READ_REG (0 when the module is built without it)
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
};

#define GFXSHIM_DEVICE_INFO_SIZE_VER0	44

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

#define GFXSHIM_IOC_MAGIC	0xC6

#define GFXSHIM_IOC_QUERY	_IOWR(GFXSHIM_IOC_MAGIC, 0x00, struct gfxshim_query)
#define GFXSHIM_IOC_DEVICE_INFO	_IOWR(GFXSHIM_IOC_MAGIC, 0x01, struct gfxshim_device_info)
#define GFXSHIM_IOC_READ_REG	_IOWR(GFXSHIM_IOC_MAGIC, 0x02, struct gfxshim_read_reg)
/* 0x03..: reserved for leases and clock correlation */

#endif /* _UAPI_GFXSHIM_H */
