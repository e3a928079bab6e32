/* SPDX-License-Identifier: MIT */
/*
 * Fields and names of the scalar instructions' symbolic operands (s_waitcnt
 * counters, depctr_*(), sendmsg(), s_delay_alu, s_version, gpr_idx()), read
 * back from llvm-mc-22: shared by the printer (tab_scalar_sym.c) and the
 * parser (asm/tab_scalar_sym_asm.c).  Not a public interface.
 */
#ifndef GS_ISA_TAB_SCALAR_SYM_H
#define GS_ISA_TAB_SCALAR_SYM_H

#include "isa/tab_scalar.h"

static inline enum gs_gen gen_of(const struct gsi_tab_ctx *c)
{
	return c->target ? c->target->gen : GS_GEN_GFX11;
}

/* ---------------------------------------------------------------- waitcnt */

struct cnt_field { const char *name; uint8_t lo, width, lo2, width2; };

static const struct cnt_field wait_gfx9[] = {
	{ "vmcnt", 0, 4, 14, 2 }, { "expcnt", 4, 3, 0, 0 }, { "lgkmcnt", 8, 4, 0, 0 }, { NULL, 0, 0, 0, 0 },
};
static const struct cnt_field wait_gfx11[] = {
	{ "vmcnt", 10, 6, 0, 0 }, { "expcnt", 0, 3, 0, 0 }, { "lgkmcnt", 4, 6, 0, 0 }, { NULL, 0, 0, 0, 0 },
};

static inline const struct cnt_field *wait_fields(const struct gsi_tab_ctx *c)
{
	return c->layout == GSI_LAYOUT_GFX9 ? wait_gfx9 : wait_gfx11;
}

static inline unsigned int cnt_get(const struct cnt_field *f, unsigned int imm)
{
	unsigned int v = (imm >> f->lo) & ((1u << f->width) - 1);

	if (f->width2)
		v |= ((imm >> f->lo2) & ((1u << f->width2) - 1)) << f->width;
	return v;
}

static inline unsigned int cnt_max(const struct cnt_field *f)
{
	return (1u << (f->width + f->width2)) - 1;
}

/* ---------------------------------------------------------------- depctr */

struct dep_field { const char *name; uint8_t lo, width; };

static const struct dep_field depctr[] = {
	{ "depctr_hold_cnt", 7, 1 }, { "depctr_sa_sdst", 0, 1 }, { "depctr_va_vdst", 12, 4 },
	{ "depctr_va_sdst", 9, 3 }, { "depctr_va_ssrc", 8, 1 }, { "depctr_va_vcc", 1, 1 },
	{ "depctr_vm_vsrc", 2, 3 }, { NULL, 0, 0 },
};
#define DEPCTR_DEFAULT 0xff9fu   /* every counter at its maximum, bits 5 and 6 clear */

/* ---------------------------------------------------------------- sendmsg */

static const char *const gs_ops[] = { "GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT" };
static const char *const sys_ops[] = { NULL, "SYSMSG_OP_ECC_ERR_INTERRUPT", "SYSMSG_OP_REG_RD",
				       "SYSMSG_OP_HOST_TRAP_ACK", "SYSMSG_OP_TTRACE_PC" };

enum { MSG_GS = 2, MSG_GS_DONE = 3, MSG_SYSMSG = 15 };

static inline const char *op_name(unsigned int id, unsigned int op)
{
	if ((id == MSG_GS || id == MSG_GS_DONE) && op < 4)
		return gs_ops[op];
	if (id == MSG_SYSMSG && op >= 1 && op <= 4 && op != 3)
		return sys_ops[op];
	return NULL;
}

/* ---------------------------------------------------------------- s_delay_alu */

static const char *const instids[] = {
	"NO_DEP", "VALU_DEP_1", "VALU_DEP_2", "VALU_DEP_3", "VALU_DEP_4", "TRANS32_DEP_1",
	"TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1", "SALU_CYCLE_1", "SALU_CYCLE_2",
	"SALU_CYCLE_3",
};
static const char *const skips[] = { "SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4" };

/* ---------------------------------------------------------------- s_version */

static const struct { unsigned int v; const char *name; } uc_versions[] = {
	{ 0, "UC_VERSION_GFX7" }, { 4, "UC_VERSION_GFX10" }, { 6, "UC_VERSION_GFX11" }, { 9, "UC_VERSION_GFX12" },
};
static const struct { unsigned int bit; const char *name; } uc_bits[] = {
	{ 0x2000, "UC_VERSION_W64_BIT" }, { 0x4000, "UC_VERSION_W32_BIT" }, { 0x8000, "UC_VERSION_MDP_BIT" },
};

/* ---------------------------------------------------------------- gpr_idx */

static const char *const gpr_idx_names[] = { "SRC0", "SRC1", "SRC2", "DST" };

#endif /* GS_ISA_TAB_SCALAR_SYM_H */
