/* SPDX-License-Identifier: MIT */
/* Shared inside userspace/lib/pm4 only. */
#ifndef GS_PM4_INTERNAL_H
#define GS_PM4_INTERNAL_H

#include "core/abi.h"
#include "gfxshim/pm4.h"
#include "gfxshim/regs.h"

/* Make the stream's error sticky (first error wins). */
void gsi_pm4_fail(struct gs_pm4 *s, enum gs_status status, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* SET_SH_REG of n consecutive registers from absolute dword address addr. */
void gsi_pm4_set_sh_raw(struct gs_pm4 *s, uint32_t addr, const uint32_t *v, size_t n);

/* The stream target's register database, or NULL with a sticky error. */
const struct gs_regdb *gsi_pm4_regdb(struct gs_pm4 *s);

/* Aperture of a SET_*_REG opcode: returns 1 and sets start, size, ap; else 0. */
int gsi_pm4_set_reg_range(unsigned int opcode, uint32_t *start, uint32_t *size,
			 enum gs_reg_aperture *ap);

/* The stream's target for packet what when gfxshim builds its PM4
 * (GS_FEAT_PM4); NULL with a sticky error otherwise or when the stream
 * already failed. */
const struct gs_target *gsi_pm4_target(struct gs_pm4 *s, const char *what);

/* A register of the stream target by name, checked to be in aperture ap
 * (GS_APERTURE_OTHER: any); NULL with a sticky error. */
const struct gs_reg *gsi_pm4_reg(struct gs_pm4 *s, const char *name, enum gs_reg_aperture ap,
				const char *what);
/* The same by id (gfxshim/reg_ids.h). */
const struct gs_reg *gsi_pm4_reg_id(struct gs_pm4 *s, enum gs_reg_id id, enum gs_reg_aperture ap,
				    const char *what);

#endif /* GS_PM4_INTERNAL_H */
