// SPDX-License-Identifier: GPL-2.0
/*
 * The gfx targets gfxshim knows and the registers each generation lets
 * userspace read.  Target facts live here and nowhere else.
 */
#include <linux/bits.h>
#include <linux/kernel.h>
#include <linux/string.h>

#include "gfxshim_drv.h"

#define GFX_VERSION(major, minor, step)	(((major) << 16) | ((minor) << 8) | (step))

static const struct gfxshim_target gfxshim_targets[] = {
	{ "gfx942",  GFX_VERSION(9, 4, 2),  GFXSHIM_GEN_GFX9_4 },
	{ "gfx950",  GFX_VERSION(9, 5, 0),  GFXSHIM_GEN_GFX9_4 },
	{ "gfx1100", GFX_VERSION(11, 0, 0), GFXSHIM_GEN_GFX11 },
	{ "gfx1101", GFX_VERSION(11, 0, 1), GFXSHIM_GEN_GFX11 },
	{ "gfx1102", GFX_VERSION(11, 0, 2), GFXSHIM_GEN_GFX11 },
	{ "gfx1103", GFX_VERSION(11, 0, 3), GFXSHIM_GEN_GFX11 },
	{ "gfx1150", GFX_VERSION(11, 5, 0), GFXSHIM_GEN_GFX11_5 },
	{ "gfx1151", GFX_VERSION(11, 5, 1), GFXSHIM_GEN_GFX11_5 },
	{ "gfx1152", GFX_VERSION(11, 5, 2), GFXSHIM_GEN_GFX11_5 },
	{ "gfx1153", GFX_VERSION(11, 5, 3), GFXSHIM_GEN_GFX11_5 },
	{ "gfx1200", GFX_VERSION(12, 0, 0), GFXSHIM_GEN_GFX12 },
	{ "gfx1201", GFX_VERSION(12, 0, 1), GFXSHIM_GEN_GFX12 },
};

/*
 * Register allowlist per generation: status and clock registers only.
 * The ids are those of enum gfxshim_reg; the MMIO offsets for real
 * devices come with PCI attach.
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

u64 gfxshim_gen_regs(enum gfxshim_gen gen)
{
	if ((size_t)gen >= ARRAY_SIZE(gfxshim_gen_allow))
		return 0;
	return gfxshim_gen_allow[gen];
}
