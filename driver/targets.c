// SPDX-License-Identifier: GPL-2.0
/*
 * The gfx targets gfxshim knows, the PCI device ids it knows them for, and
 * the registers each generation lets userspace read.  Target facts live
 * here and nowhere else.
 */
#include <linux/bits.h>
#include <linux/kernel.h>
#include <linux/pci_ids.h>
#include <linux/string.h>

#include "gfxshim_drv.h"

#define GFX_VERSION(major, minor, step)	(((major) << 16) | ((minor) << 8) | (step))

enum {
	T_GFX942, T_GFX950,
	T_GFX1100, T_GFX1101, T_GFX1102, T_GFX1103,
	T_GFX1150, T_GFX1151, T_GFX1152, T_GFX1153,
	T_GFX1200, T_GFX1201,
};

static const struct gfxshim_target gfxshim_targets[] = {
	[T_GFX942]  = { "gfx942",  GFX_VERSION(9, 4, 2),  GFXSHIM_GEN_GFX9_4 },
	[T_GFX950]  = { "gfx950",  GFX_VERSION(9, 5, 0),  GFXSHIM_GEN_GFX9_4 },
	[T_GFX1100] = { "gfx1100", GFX_VERSION(11, 0, 0), GFXSHIM_GEN_GFX11 },
	[T_GFX1101] = { "gfx1101", GFX_VERSION(11, 0, 1), GFXSHIM_GEN_GFX11 },
	[T_GFX1102] = { "gfx1102", GFX_VERSION(11, 0, 2), GFXSHIM_GEN_GFX11 },
	[T_GFX1103] = { "gfx1103", GFX_VERSION(11, 0, 3), GFXSHIM_GEN_GFX11 },
	[T_GFX1150] = { "gfx1150", GFX_VERSION(11, 5, 0), GFXSHIM_GEN_GFX11_5 },
	[T_GFX1151] = { "gfx1151", GFX_VERSION(11, 5, 1), GFXSHIM_GEN_GFX11_5 },
	[T_GFX1152] = { "gfx1152", GFX_VERSION(11, 5, 2), GFXSHIM_GEN_GFX11_5 },
	[T_GFX1153] = { "gfx1153", GFX_VERSION(11, 5, 3), GFXSHIM_GEN_GFX11_5 },
	[T_GFX1200] = { "gfx1200", GFX_VERSION(12, 0, 0), GFXSHIM_GEN_GFX12 },
	[T_GFX1201] = { "gfx1201", GFX_VERSION(12, 0, 1), GFXSHIM_GEN_GFX12 },
};

/*
 * PCI device id (vendor 0x1002) -> gfx target, for the targets above.
 * Source: AMD's GPUOpen-Tools/device_info, DeviceInfo.cpp (v0.44, commit
 * a44c00c0c5f8), which lists (device id, revision) -> gfx target; every
 * id here has the same target at all of its revisions there.  amdgpu's
 * own pciidlist (amdgpu_drv.c) does not help: the ids of RDNA3 and later
 * and of MI300 are not in it, amdgpu matches them by vendor and PCI class
 * (CHIP_IP_DISCOVERY) and reads the IP versions from the GPU.  An id not
 * listed is unknown ("", 0), never guessed.
 */
static const struct {
	u16 device_id;
	u8 target;
} gfxshim_pci_ids[] = {
	{ 0x1114, T_GFX1152 },	/* Radeon 860M, 840M */
	{ 0x150e, T_GFX1150 },	/* Radeon 890M */
	{ 0x1586, T_GFX1151 },	/* Radeon 8060S, 8050S, 8040S */
	{ 0x15bf, T_GFX1103 },	/* Radeon 780M, 760M, 740M */
	{ 0x15c8, T_GFX1103 },
	{ 0x1900, T_GFX1103 },
	{ 0x1901, T_GFX1103 },
	{ 0x1902, T_GFX1153 },	/* Radeon 840M, 820M */
	{ 0x73a8, T_GFX1100 },
	{ 0x73c4, T_GFX1101 },
	{ 0x73c5, T_GFX1101 },
	{ 0x73c8, T_GFX1101 },
	{ 0x73f0, T_GFX1102 },
	{ 0x7448, T_GFX1100 },	/* Radeon PRO W7900 */
	{ 0x7449, T_GFX1100 },
	{ 0x744a, T_GFX1100 },
	{ 0x744b, T_GFX1100 },
	{ 0x744c, T_GFX1100 },	/* Radeon RX 7900 XTX, XT, GRE */
	{ 0x745e, T_GFX1100 },
	{ 0x7460, T_GFX1101 },	/* Radeon PRO V710 */
	{ 0x7461, T_GFX1101 },
	{ 0x7470, T_GFX1101 },
	{ 0x7478, T_GFX1101 },
	{ 0x747e, T_GFX1101 },	/* Radeon RX 7800 XT, 7700 XT */
	{ 0x7480, T_GFX1102 },	/* Radeon RX 7600 (XT) */
	{ 0x7481, T_GFX1102 },
	{ 0x7483, T_GFX1102 },
	{ 0x7487, T_GFX1102 },
	{ 0x7489, T_GFX1102 },
	{ 0x748b, T_GFX1102 },
	{ 0x7499, T_GFX1102 },
	{ 0x74a1, T_GFX942 },	/* Instinct MI300X, MI300A */
	{ 0x74a9, T_GFX942 },	/* Instinct MI300XHF */
	{ 0x7550, T_GFX1201 },	/* Radeon RX 9070 (XT, GRE) */
	{ 0x7551, T_GFX1201 },	/* Radeon AI PRO R9700 */
	{ 0x7590, T_GFX1200 },	/* Radeon RX 9060 (XT) */
	{ 0x75a0, T_GFX950 },	/* Instinct MI355X */
	{ 0x75a1, T_GFX950 },
};

/*
 * Register allowlist per generation: status and clock registers only.
 * The ids are those of enum gfxshim_reg; the MMIO offsets for real
 * devices are not there yet.
 */
#define GFXSHIM_REGS_STATUS	(BIT_ULL(GFXSHIM_REG_GPU_CLOCK) |	\
				 BIT_ULL(GFXSHIM_REG_GRBM_STATUS) |	\
				 BIT_ULL(GFXSHIM_REG_GRBM_STATUS2) |	\
				 BIT_ULL(GFXSHIM_REG_CP_STAT))

static const u64 gfxshim_gen_allow[] = {
	[GFXSHIM_GEN_GFX9_4]	= GFXSHIM_REGS_STATUS,
	[GFXSHIM_GEN_GFX11]	= GFXSHIM_REGS_STATUS,
	[GFXSHIM_GEN_GFX11_5]	= GFXSHIM_REGS_STATUS,
	[GFXSHIM_GEN_GFX12]	= GFXSHIM_REGS_STATUS,
};

const struct gfxshim_target *gfxshim_target_find(const char *name)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(gfxshim_targets); i++)
		if (!strcmp(gfxshim_targets[i].name, name))
			return &gfxshim_targets[i];
	return NULL;
}

/**
 * gfxshim_target_of_pci() - the gfx target of an AMD PCI device id
 * @vendor: PCI vendor id
 * @device: PCI device id
 *
 * Return: the target, or NULL when @vendor is not AMD's (0x1002) or the
 * table does not know @device.
 */
const struct gfxshim_target *gfxshim_target_of_pci(u16 vendor, u16 device)
{
	size_t i;

	if (vendor != PCI_VENDOR_ID_ATI)
		return NULL;
	for (i = 0; i < ARRAY_SIZE(gfxshim_pci_ids); i++)
		if (gfxshim_pci_ids[i].device_id == device)
			return &gfxshim_targets[gfxshim_pci_ids[i].target];
	return NULL;
}

u64 gfxshim_gen_regs(enum gfxshim_gen gen)
{
	if ((size_t)gen >= ARRAY_SIZE(gfxshim_gen_allow))
		return 0;
	return gfxshim_gen_allow[gen];
}
