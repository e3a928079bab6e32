// SPDX-License-Identifier: MIT
/*
 * Directives: sections and symbols, alignment, data, .amdgcn_target and the
 * .amdhsa_kernel block that fills the kernel descriptor.  Field meanings and
 * defaults follow LLVM's AMDGPUUsage ("Code Object V3+ Kernel Descriptor",
 * ".amdhsa_kernel" directives); defaults were cross-checked against the
 * descriptors clang-22 writes (tests/unit/test_asm.c).
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "asm/asm_int.h"
#include "gfxshim/codeobj.h"

int gsi_asm_set_target(struct asm_state *st, const char *name, unsigned int col)
{
	const struct gs_target *t = gs_target_find(name);

	if (!t) {
		gsi_asm_error(st, col, GS_ERR_UNSUPPORTED, "unknown target '%s', expected e.g. gfx1100 or gfx1201", name);
		return 0;
	}
	if (st->target && st->target != t && !st->target_fixed && st->text_len == 0 &&
	    st->n_kernels == 0 && !st->in_kernel)
		st->target = NULL;  /* the default gives way to the source's own target */
	if (st->target && st->target != t) {
		gsi_asm_error(st, col, GS_ERR_SYNTAX,
			  ".amdgcn_target '%s' does not match the target being assembled for, expected %s",
			  name, st->target->name);
		return 0;
	}
	st->target = t;
	st->isa = gsi_isa_for(t);
	if (!(t->features & GS_FEAT_WAVE32))
		st->wave64 = 1;  /* gfx9 has only wave64: its lane masks are pairs */
	return 1;
}

/* A field of the .amdhsa_kernel block: name, where it goes, its range, and
 * the generations LLVM 22 accepts it on (probed with llvm-mc-22 on gfx1100,
 * gfx1150, gfx1201, gfx942, gfx950 and gfx1250; tests/e2e/test-kd.sh checks
 * every field on those targets against llvm-mc-22 live). */
enum kd_dest {
	KD_GROUP, KD_PRIVATE, KD_KERNARG, KD_NEXT_VGPR, KD_NEXT_SGPR,
	KD_USER_PRIV_BUF, KD_USER_DISPATCH_PTR, KD_USER_QUEUE_PTR, KD_USER_KERNARG,
	KD_USER_DISPATCH_ID, KD_USER_FLAT_SCRATCH, KD_USER_PRIV_SIZE, KD_USER_COUNT,
	KD_WAVE32, KD_RESERVE_VCC, KD_DYN_STACK, KD_ACCUM_OFFSET, KD_PRELOAD_LEN, KD_PRELOAD_OFF,
	KD_RESERVE_XNACK,
	KD_RSRC1, KD_RSRC2, KD_RSRC3,
};

#define G11 1u   /* gfx11 (RDNA3, RDNA3.5) */
#define G12 2u   /* gfx12 (RDNA4) */
#define G9 4u    /* gfx942, gfx950 (CDNA3/4) */
#define G125 8u  /* gfx1250 */
#define GALL (G11 | G12 | G9 | G125)
#define G10P (G11 | G12 | G125)

struct kd_field {
	const char *name;
	enum kd_dest dest;
	uint8_t shift, width;   /* for KD_RSRC*: bit field */
	uint8_t gens;           /* G* bits: generations that take it */
	const char *why;        /* LLVM's reason where it refuses it */
};

static const struct kd_field kd_fields[] = {
	{ "group_segment_fixed_size", KD_GROUP, 0, 32, GALL, NULL },
	{ "private_segment_fixed_size", KD_PRIVATE, 0, 32, GALL, NULL },
	{ "kernarg_size", KD_KERNARG, 0, 32, GALL, NULL },
	{ "next_free_vgpr", KD_NEXT_VGPR, 0, 16, GALL, NULL },
	{ "next_free_sgpr", KD_NEXT_SGPR, 0, 8, GALL, NULL },
	{ "accum_offset", KD_ACCUM_OFFSET, 0, 9, G9, "it requires gfx90a+" },
	{ "user_sgpr_private_segment_buffer", KD_USER_PRIV_BUF, 0, 1, 0,
	  "it is not supported with architected flat scratch" },
	{ "user_sgpr_dispatch_ptr", KD_USER_DISPATCH_PTR, 0, 1, GALL, NULL },
	{ "user_sgpr_queue_ptr", KD_USER_QUEUE_PTR, 0, 1, GALL, NULL },
	{ "user_sgpr_kernarg_segment_ptr", KD_USER_KERNARG, 0, 1, GALL, NULL },
	{ "user_sgpr_dispatch_id", KD_USER_DISPATCH_ID, 0, 1, GALL, NULL },
	{ "user_sgpr_flat_scratch_init", KD_USER_FLAT_SCRATCH, 0, 1, 0,
	  "it is not supported with architected flat scratch" },
	{ "user_sgpr_private_segment_size", KD_USER_PRIV_SIZE, 0, 1, GALL, NULL },
	{ "user_sgpr_kernarg_preload_length", KD_PRELOAD_LEN, 0, 7, G9 | G125, "it requires gfx90a+" },
	{ "user_sgpr_kernarg_preload_offset", KD_PRELOAD_OFF, 0, 9, G9 | G125, "it requires gfx90a+" },
	{ "user_sgpr_count", KD_USER_COUNT, 0, 5, G9 | G11 | G12, NULL },
	{ "user_sgpr_count", KD_USER_COUNT, 0, 6, G125, NULL },  /* 6-bit field on gfx1250 */
	{ "wavefront_size32", KD_WAVE32, 0, 1, G10P, "it requires gfx10+" },
	{ "reserve_vcc", KD_RESERVE_VCC, 0, 1, GALL, NULL },
	{ "reserve_flat_scratch", KD_RESERVE_VCC, 0, 1, 0,
	  "it is not supported with architected flat scratch" },
	{ "reserve_xnack_mask", KD_RESERVE_XNACK, 0, 1, G9 | G125,
	  "its value does not match the target id (the target has no XNACK)" },
	{ "uses_dynamic_stack", KD_DYN_STACK, 0, 1, GALL, NULL },
	/* COMPUTE_PGM_RSRC1 */
	{ "float_round_mode_32", KD_RSRC1, 12, 2, GALL, NULL },
	{ "float_round_mode_16_64", KD_RSRC1, 14, 2, GALL, NULL },
	{ "float_denorm_mode_32", KD_RSRC1, 16, 2, GALL, NULL },
	{ "float_denorm_mode_16_64", KD_RSRC1, 18, 2, GALL, NULL },
	{ "dx10_clamp", KD_RSRC1, 21, 1, G9 | G11, "it is unsupported on gfx12+" },
	{ "round_robin_scheduling", KD_RSRC1, 21, 1, G12 | G125, "it requires gfx12+" },
	{ "ieee_mode", KD_RSRC1, 23, 1, G9 | G11, "it is unsupported on gfx12+" },
	{ "fp16_overflow", KD_RSRC1, 26, 1, GALL, NULL },
	{ "workgroup_processor_mode", KD_RSRC1, 29, 1, G11 | G12, "the target has no WGP mode" },
	{ "memory_ordered", KD_RSRC1, 30, 1, G10P, "it requires gfx10+" },
	{ "forward_progress", KD_RSRC1, 31, 1, G10P, "it requires gfx10+" },
	/* COMPUTE_PGM_RSRC2 */
	{ "enable_private_segment", KD_RSRC2, 0, 1, GALL, NULL },
	{ "system_sgpr_private_segment_wavefront_offset", KD_RSRC2, 0, 1, 0,
	  "it is not supported with architected flat scratch" },
	{ "system_sgpr_workgroup_id_x", KD_RSRC2, 7, 1, GALL, NULL },
	{ "system_sgpr_workgroup_id_y", KD_RSRC2, 8, 1, GALL, NULL },
	{ "system_sgpr_workgroup_id_z", KD_RSRC2, 9, 1, GALL, NULL },
	{ "system_sgpr_workgroup_info", KD_RSRC2, 10, 1, GALL, NULL },
	{ "system_vgpr_workitem_id", KD_RSRC2, 11, 2, GALL, NULL },
	{ "exception_fp_ieee_invalid_op", KD_RSRC2, 24, 1, GALL, NULL },
	{ "exception_fp_denorm_src", KD_RSRC2, 25, 1, GALL, NULL },
	{ "exception_fp_ieee_div_zero", KD_RSRC2, 26, 1, GALL, NULL },
	{ "exception_fp_ieee_overflow", KD_RSRC2, 27, 1, GALL, NULL },
	{ "exception_fp_ieee_underflow", KD_RSRC2, 28, 1, GALL, NULL },
	{ "exception_fp_ieee_inexact", KD_RSRC2, 29, 1, GALL, NULL },
	{ "exception_int_div_zero", KD_RSRC2, 30, 1, GALL, NULL },
	/* COMPUTE_PGM_RSRC3 */
	{ "tg_split", KD_RSRC3, 16, 1, G9, "it requires gfx90a+" },
	{ "shared_vgpr_count", KD_RSRC3, 0, 4, G11, "it requires gfx10 or gfx11" },
	{ "inst_pref_size", KD_RSRC3, 4, 6, G11, "it requires gfx11+" },
	{ "inst_pref_size", KD_RSRC3, 4, 8, G12 | G125, "it requires gfx11+" },
	/* LLVM 22 accepts any value and shifts it in (the field is narrower) */
	{ "named_barrier_count", KD_RSRC3, 14, 18, G125, "it requires gfx1250+" },
};

static unsigned int gen_bit(const struct gs_target *t)
{
	switch (t->gen) {
	case GS_GEN_GFX9: return G9;
	case GS_GEN_GFX11: return G11;
	case GS_GEN_GFX12: return G12;
	default: return G125;
	}
}

static void kernel_begin(struct asm_state *st, const char *rest, unsigned int rcol)
{
	struct kd_block *kd = &st->kd;
	size_t n = strlen(rest);

	if (st->in_kernel) {
		gsi_asm_error(st, rcol, GS_ERR_SYNTAX, "nested .amdhsa_kernel, expected .end_amdhsa_kernel first");
		return;
	}
	if (!st->target) {
		gsi_asm_error(st, rcol, GS_ERR_SYNTAX,
			  ".amdhsa_kernel before the target is known, expected .amdgcn_target first");
		return;
	}
	if (n == 0 || n >= sizeof(kd->k.name) || strpbrk(rest, " \t,")) {
		gsi_asm_error(st, rcol, GS_ERR_SYNTAX, "expected one kernel name after .amdhsa_kernel");
		return;
	}
	memset(kd, 0, sizeof(*kd));
	snprintf(kd->k.name, sizeof(kd->k.name), "%s", rest);
	kd->line = st->line;
	kd->user_sgpr_count = -1;
	kd->wave32 = !st->wave64;  /* LLVM: the default follows -mattr=+wavefrontsize64 */
	kd->reserve_vcc = 1;
	kd->accum_offset = -1;
	/* LLVM defaults: workgroup id x on; fp16/64 denormals kept; on gfx9 and
	 * gfx11 dx10 clamp and IEEE mode on; on gfx10+ memory ordered and forward
	 * progress, and WGP mode where the target has it. */
	kd->k.kd.compute_pgm_rsrc2 = 1u << 7;
	kd->k.kd.compute_pgm_rsrc1 = 3u << 18;
	if (gen_bit(st->target) & (G9 | G11))
		kd->k.kd.compute_pgm_rsrc1 |= 1u << 21 | 1u << 23;
	if (gen_bit(st->target) & G10P)
		kd->k.kd.compute_pgm_rsrc1 |= 1u << 30 | 1u << 31;
	if (gen_bit(st->target) & (G11 | G12))
		kd->k.kd.compute_pgm_rsrc1 |= 1u << 29;
	if (st->target->gen == GS_GEN_GFX9)
		kd->wave32 = 0;  /* CDNA is wave64 only */
	st->in_kernel = 1;
}

static void kernel_field(struct asm_state *st, const char *name, unsigned int col,
			 const char *rest, unsigned int rcol)
{
	struct kd_block *kd = &st->kd;
	const struct kd_field *f = NULL;
	unsigned int gbit = gen_bit(st->target);
	const struct kd_field *other = NULL;
	int64_t v;
	uint32_t *reg, mask;

	for (size_t i = 0; i < sizeof(kd_fields) / sizeof(kd_fields[0]); i++) {
		if (strcmp(kd_fields[i].name, name + 8) == 0) {
			if (kd_fields[i].gens & gbit) {
				f = &kd_fields[i];
				break;
			}
			other = &kd_fields[i];
		}
	}
	if (!f) {
		if (other)
			gsi_asm_error(st, col, GS_ERR_UNSUPPORTED, "directive %s is not supported on %s: %s",
				  name, st->target->name, other->why ? other->why : "LLVM refuses it");
		else
			gsi_asm_error(st, col, GS_ERR_SYNTAX,
				  "unknown .amdhsa_kernel field %s, expected one of the fields in Documentation/assembler.rst",
				  name);
		return;
	}
	if (!gsi_asm_parse_int(rest, &v)) {
		if (gsi_expr_explain(st, rest, rcol))
			return;  /* an expression's error */
		gsi_asm_error(st, rcol, GS_ERR_SYNTAX, "invalid value '%s' for %s, expected an integer", rest, name);
		return;
	}
	if (v < 0 || (f->width < 32 && v >= (1LL << f->width)) || v > 0xffffffffLL) {
		gsi_asm_error(st, rcol, GS_ERR_RANGE, "value %s out of range for %s, expected 0..%llu",
			  rest, name, f->width < 32 ? (1ULL << f->width) - 1 : 0xffffffffULL);
		return;
	}
	switch (f->dest) {
	case KD_GROUP: kd->k.kd.group_segment_fixed_size = (uint32_t)v; break;
	case KD_PRIVATE: kd->k.kd.private_segment_fixed_size = (uint32_t)v; break;
	case KD_KERNARG: kd->k.kd.kernarg_size = (uint32_t)v; break;
	case KD_NEXT_VGPR: kd->next_free_vgpr = (unsigned int)v; kd->have_vgpr = 1; break;
	case KD_NEXT_SGPR: kd->next_free_sgpr = (unsigned int)v; kd->have_sgpr = 1; break;
	case KD_USER_PRIV_BUF: kd->private_segment_buffer = (int)v; break;
	case KD_USER_DISPATCH_PTR: kd->dispatch_ptr = (int)v; break;
	case KD_USER_QUEUE_PTR: kd->queue_ptr = (int)v; break;
	case KD_USER_KERNARG: kd->kernarg_ptr = (int)v; break;
	case KD_USER_DISPATCH_ID: kd->dispatch_id = (int)v; break;
	case KD_USER_FLAT_SCRATCH: kd->flat_scratch_init = (int)v; break;
	case KD_USER_PRIV_SIZE: kd->private_segment_size = (int)v; break;
	case KD_USER_COUNT: kd->user_sgpr_count = (int)v; break;
	case KD_WAVE32: kd->wave32 = (int)v; break;
	case KD_RESERVE_VCC: kd->reserve_vcc = (int)v; break;
	case KD_ACCUM_OFFSET:
		if (v < 4 || v > 256 || v % 4) {
			gsi_asm_error(st, rcol, GS_ERR_RANGE,
				      "value %s out of range for %s, expected 4..256 in increments of 4", rest, name);
			return;
		}
		kd->accum_offset = (int)v;
		break;
	case KD_PRELOAD_LEN:
		if (v > (st->target->gen == GS_GEN_GFX125 ? 32 : 16)) {
			gsi_asm_error(st, rcol, GS_ERR_RANGE, "value %s out of range for %s, expected 0..%d",
				      rest, name, st->target->gen == GS_GEN_GFX125 ? 32 : 16);
			return;
		}
		kd->preload_length = (unsigned int)v;
		break;
	case KD_PRELOAD_OFF:
		kd->preload_offset = (unsigned int)v;
		break;
	case KD_RESERVE_XNACK:
		if (v != 1) {  /* the targets without a feature suffix have XNACK "any" */
			gsi_asm_error(st, rcol, GS_ERR_UNSUPPORTED,
				      "%s %s does not match the target id %s (XNACK any), expected 1",
				      name, rest, st->target->name);
			return;
		}
		break;
	case KD_DYN_STACK:
		kd->k.kd.kernel_code_properties &= (uint16_t)~GS_KCP_USES_DYNAMIC_STACK;
		if (v)
			kd->k.kd.kernel_code_properties |= GS_KCP_USES_DYNAMIC_STACK;
		break;
	case KD_RSRC1:
	case KD_RSRC2:
	case KD_RSRC3:
		reg = f->dest == KD_RSRC1 ? &kd->k.kd.compute_pgm_rsrc1
		    : f->dest == KD_RSRC2 ? &kd->k.kd.compute_pgm_rsrc2 : &kd->k.kd.compute_pgm_rsrc3;
		mask = (f->width < 32 ? (1u << f->width) - 1 : ~0u) << f->shift;
		*reg = (*reg & ~mask) | ((uint32_t)v << f->shift & mask);
		break;
	}
}

/* The fields llvm-mc-22 echoes for a finished .amdhsa_kernel block, in its
 * order, per generation (read off its output on gfx1100, gfx1151, gfx1201,
 * gfx942, gfx950 and gfx1250; tests/e2e/test-llvm-mc.sh compares). */
static const struct {
	const char *name;
	uint8_t gens;
} kd_echo[] = {
	{ "group_segment_fixed_size", GALL }, { "private_segment_fixed_size", GALL },
	{ "kernarg_size", GALL }, { "user_sgpr_count", GALL }, { "user_sgpr_dispatch_ptr", GALL },
	{ "user_sgpr_queue_ptr", GALL }, { "user_sgpr_kernarg_segment_ptr", GALL },
	{ "user_sgpr_dispatch_id", GALL }, { "user_sgpr_kernarg_preload_length", G9 | G125 },
	{ "user_sgpr_kernarg_preload_offset", G9 | G125 }, { "user_sgpr_private_segment_size", GALL },
	{ "wavefront_size32", G10P }, { "uses_dynamic_stack", GALL }, { "enable_private_segment", GALL },
	{ "system_sgpr_workgroup_id_x", GALL }, { "system_sgpr_workgroup_id_y", GALL },
	{ "system_sgpr_workgroup_id_z", GALL }, { "system_sgpr_workgroup_info", GALL },
	{ "system_vgpr_workitem_id", GALL }, { "next_free_vgpr", GALL }, { "next_free_sgpr", GALL },
	{ "accum_offset", G9 }, { "named_barrier_count", G125 }, { "reserve_vcc", GALL },
	{ "float_round_mode_32", GALL }, { "float_round_mode_16_64", GALL },
	{ "float_denorm_mode_32", GALL }, { "float_denorm_mode_16_64", GALL },
	{ "dx10_clamp", G9 | G11 }, { "ieee_mode", G9 | G11 }, { "fp16_overflow", GALL },
	{ "tg_split", G9 }, { "workgroup_processor_mode", G11 | G12 }, { "memory_ordered", G10P },
	{ "forward_progress", G10P }, { "shared_vgpr_count", G11 }, { "inst_pref_size", G10P },
	{ "round_robin_scheduling", G12 | G125 }, { "exception_fp_ieee_invalid_op", GALL },
	{ "exception_fp_denorm_src", GALL }, { "exception_fp_ieee_div_zero", GALL },
	{ "exception_fp_ieee_overflow", GALL }, { "exception_fp_ieee_underflow", GALL },
	{ "exception_fp_ieee_inexact", GALL }, { "exception_int_div_zero", GALL },
};

/* A field's value in the finished descriptor (or as given, for the counts). */
static unsigned long long kd_value(const struct kd_block *kd, unsigned int gbit, const char *name)
{
	const struct gs_kernel_descriptor *d = &kd->k.kd;
	uint16_t kcp = d->kernel_code_properties;

	for (size_t i = 0; i < sizeof(kd_fields) / sizeof(kd_fields[0]); i++) {
		const struct kd_field *f = &kd_fields[i];
		uint32_t reg;

		if (strcmp(f->name, name) || !(f->gens & gbit))
			continue;
		switch (f->dest) {
		case KD_GROUP: return d->group_segment_fixed_size;
		case KD_PRIVATE: return d->private_segment_fixed_size;
		case KD_KERNARG: return d->kernarg_size;
		case KD_NEXT_VGPR: return kd->next_free_vgpr;
		case KD_NEXT_SGPR: return kd->next_free_sgpr;
		case KD_USER_DISPATCH_PTR: return !!(kcp & GS_KCP_ENABLE_SGPR_DISPATCH_PTR);
		case KD_USER_QUEUE_PTR: return !!(kcp & GS_KCP_ENABLE_SGPR_QUEUE_PTR);
		case KD_USER_KERNARG: return !!(kcp & GS_KCP_ENABLE_SGPR_KERNARG_SEGMENT_PTR);
		case KD_USER_DISPATCH_ID: return !!(kcp & GS_KCP_ENABLE_SGPR_DISPATCH_ID);
		case KD_USER_PRIV_SIZE: return !!(kcp & GS_KCP_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE);
		case KD_USER_COUNT: return d->compute_pgm_rsrc2 >> 1 & (gbit == G125 ? 0x3f : 0x1f);
		case KD_WAVE32: return kd->wave32;
		case KD_RESERVE_VCC: return kd->reserve_vcc;
		case KD_DYN_STACK: return !!(kcp & GS_KCP_USES_DYNAMIC_STACK);
		case KD_ACCUM_OFFSET: return (unsigned int)kd->accum_offset;
		case KD_PRELOAD_LEN: return kd->preload_length;
		case KD_PRELOAD_OFF: return kd->preload_offset;
		case KD_RSRC1:
		case KD_RSRC2:
		case KD_RSRC3:
			reg = f->dest == KD_RSRC1 ? d->compute_pgm_rsrc1
			    : f->dest == KD_RSRC2 ? d->compute_pgm_rsrc2 : d->compute_pgm_rsrc3;
			return reg >> f->shift & (f->width < 32 ? (1u << f->width) - 1 : ~0u);
		default:
			return 0;
		}
	}
	return 0;
}

static void kernel_list(struct asm_state *st, const struct kd_block *kd)
{
	unsigned int gbit = gen_bit(st->target);

	gsi_list_line(st, "\t.amdhsa_kernel %s", kd->k.name);
	for (size_t i = 0; i < sizeof(kd_echo) / sizeof(kd_echo[0]); i++)
		if (kd_echo[i].gens & gbit)
			gsi_list_line(st, "\t\t.amdhsa_%s %llu", kd_echo[i].name, kd_value(kd, gbit, kd_echo[i].name));
	gsi_list_line(st, "\t.end_amdhsa_kernel");
	gsi_list_line(st, "%s", "");
}

void gsi_asm_kernel_finish(struct asm_state *st)
{
	struct kd_block *kd = &st->kd;
	struct gs_kernel_descriptor *d = &kd->k.kd;
	unsigned int user, gran, vgprs;
	uint16_t kcp = d->kernel_code_properties;

	st->in_kernel = 0;
	if (kd->wave32 == st->wave64)
		gsi_asm_warn(st, 1, "kernel %s is %s but the source was assembled with %s lane masks; %s",
			 kd->k.name, kd->wave32 ? "wave32" : "wave64", st->wave64 ? "wave64" : "wave32",
			 st->wave64 ? "drop --wave64" : "pass --wave64 (llvm-mc: -mattr=+wavefrontsize64)");
	if (!kd->have_vgpr || !kd->have_sgpr) {
		gsi_asm_error(st, 1, GS_ERR_SYNTAX,
			  ".amdhsa_kernel %s (line %u) lacks %s, expected it inside the block",
			  kd->k.name, kd->line,
			  !kd->have_vgpr ? ".amdhsa_next_free_vgpr" : ".amdhsa_next_free_sgpr");
		return;
	}
	/* User SGPRs in their fixed order (AMDGPUUsage "Initial Kernel Execution State"). */
	user = 4u * !!kd->private_segment_buffer + 2u * !!kd->dispatch_ptr + 2u * !!kd->queue_ptr +
	       2u * !!kd->kernarg_ptr + 2u * !!kd->dispatch_id + 2u * !!kd->flat_scratch_init +
	       !!kd->private_segment_size + kd->preload_length;
	if (st->target->gen == GS_GEN_GFX9 && kd->accum_offset < 0) {
		gsi_asm_error(st, 1, GS_ERR_SYNTAX,
			      ".amdhsa_kernel %s (line %u) lacks .amdhsa_accum_offset, which %s requires",
			      kd->k.name, kd->line, st->target->name);
		return;
	}
	if (kd->user_sgpr_count >= 0) {
		if ((unsigned int)kd->user_sgpr_count < user) {
			gsi_asm_error(st, 1, GS_ERR_SYNTAX,
				  ".amdhsa_user_sgpr_count %d is less than the %u enabled user SGPRs",
				  kd->user_sgpr_count, user);
			return;
		}
		user = (unsigned int)kd->user_sgpr_count;
	}
	if (user > (st->target->gen == GS_GEN_GFX125 ? 63u : 31u)) {  /* the RSRC2 field's width */
		gsi_asm_error(st, 1, GS_ERR_RANGE, "too many user SGPRs enabled (%u), expected at most %u",
			      user, st->target->gen == GS_GEN_GFX125 ? 63u : 31u);
		return;
	}
	kcp |= (kd->private_segment_buffer ? GS_KCP_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER : 0) |
	       (kd->dispatch_ptr ? GS_KCP_ENABLE_SGPR_DISPATCH_PTR : 0) |
	       (kd->queue_ptr ? GS_KCP_ENABLE_SGPR_QUEUE_PTR : 0) |
	       (kd->kernarg_ptr ? GS_KCP_ENABLE_SGPR_KERNARG_SEGMENT_PTR : 0) |
	       (kd->dispatch_id ? GS_KCP_ENABLE_SGPR_DISPATCH_ID : 0) |
	       (kd->flat_scratch_init ? GS_KCP_ENABLE_SGPR_FLAT_SCRATCH_INIT : 0) |
	       (kd->private_segment_size ? GS_KCP_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE : 0) |
	       (kd->wave32 ? GS_KCP_ENABLE_WAVEFRONT_SIZE32 : 0);
	d->kernel_code_properties = kcp;
	d->compute_pgm_rsrc2 = (d->compute_pgm_rsrc2 & ~(0x3fu << 1)) | user << 1;
	/* VGPR encoding granule: gfx90a+ 8 (VGPRs and AGPRs unified); gfx11/gfx12
	 * 8 in wave32, 4 in wave64; gfx1250 16 in wave32, 8 in wave64. */
	if (st->target->gen == GS_GEN_GFX9)
		gran = 8;
	else if (st->target->gen == GS_GEN_GFX125)
		gran = kd->wave32 ? 16 : 8;
	else
		gran = kd->wave32 ? 8 : 4;
	vgprs = kd->next_free_vgpr ? kd->next_free_vgpr : 1;
	d->compute_pgm_rsrc1 = (d->compute_pgm_rsrc1 & ~0x3fu) | ((vgprs + gran - 1) / gran - 1);
	if ((vgprs + gran - 1) / gran - 1 > 0x3f) {
		gsi_asm_error(st, 1, GS_ERR_RANGE, ".amdhsa_next_free_vgpr %u too large", kd->next_free_vgpr);
		return;
	}
	if (st->target->gen == GS_GEN_GFX9) {
		/* SGPR blocks of 8, counting the 6 SGPRs LLVM adds on targets with
		 * architected flat scratch (VCC, FLAT_SCRATCH, XNACK_MASK) and the
		 * preloaded kernel arguments; the accumulation offset in RSRC3. */
		unsigned int sgprs = kd->next_free_sgpr + kd->preload_length + 6;

		if (kd->next_free_sgpr > 102) {
			gsi_asm_error(st, 1, GS_ERR_RANGE, ".amdhsa_next_free_sgpr %u too large, expected at most 102",
				      kd->next_free_sgpr);
			return;
		}
		d->compute_pgm_rsrc1 = (d->compute_pgm_rsrc1 & ~(0xfu << 6)) | ((sgprs + 7) / 8 - 1) << 6;
		d->compute_pgm_rsrc3 = (d->compute_pgm_rsrc3 & ~0x3fu) | ((unsigned int)kd->accum_offset / 4 - 1);
	}
	d->kernarg_preload = (uint16_t)(kd->preload_length | kd->preload_offset << 7);
	kd->k.meta.kernarg_segment_size = d->kernarg_size;
	kd->k.meta.kernarg_segment_align = 8;
	kd->k.meta.group_segment_fixed_size = d->group_segment_fixed_size;
	kd->k.meta.private_segment_fixed_size = d->private_segment_fixed_size;
	kd->k.meta.wavefront_size = kd->wave32 ? 32 : 64;
	kd->k.meta.sgpr_count = kd->next_free_sgpr + (kd->reserve_vcc ? 2 : 0);
	kd->k.meta.vgpr_count = kd->next_free_vgpr;
	kd->k.meta.max_flat_workgroup_size = 1024;
	kernel_list(st, kd);
	if (!gsi_asm_grow(st, (void **)&st->kernels, &st->kernels_cap, st->n_kernels + 1,
		      sizeof(struct gs_kernel)))
		return;
	st->kernels[st->n_kernels++] = kd->k;
}

void gsi_asm_directive(struct asm_state *st, const char *name, unsigned int col,
		   const char *rest, unsigned int rcol)
{
	if (st->in_metadata) {
		if (strcmp(name, ".end_amdgpu_metadata") == 0)
			st->in_metadata = 0;
		return;
	}
	if (st->in_kernel) {
		if (strcmp(name, ".end_amdhsa_kernel") == 0)
			gsi_asm_kernel_finish(st);
		else if (strncmp(name, ".amdhsa_", 8) == 0)
			kernel_field(st, name, col, rest, rcol);
		else
			gsi_asm_error(st, col, GS_ERR_SYNTAX,
				  "directive %s inside .amdhsa_kernel, expected .amdhsa_* fields or .end_amdhsa_kernel",
				  name);
		return;
	}
	if (strcmp(name, ".amdhsa_kernel") == 0) {
		kernel_begin(st, rest, rcol);
	} else if (strcmp(name, ".amdgcn_target") == 0) {
		char t[96];
		size_t n = strlen(rest);

		if (n < 2 || rest[0] != '"' || rest[n - 1] != '"' || n - 2 >= sizeof(t)) {
			gsi_asm_error(st, rcol, GS_ERR_SYNTAX,
				  "expected a quoted target such as \"amdgcn-amd-amdhsa--gfx1100\"");
			return;
		}
		snprintf(t, sizeof(t), "%.*s", (int)(n - 2), rest + 1);
		gsi_asm_set_target(st, t, rcol);
	} else if (strcmp(name, ".amdhsa_code_object_version") == 0) {
		int64_t v;

		if (!gsi_asm_parse_int(rest, &v) || v < 4 || v > 6)
			gsi_asm_error(st, rcol, GS_ERR_UNSUPPORTED, "code object version '%s', expected 4, 5 or 6", rest);
		else if (v != 5)
			gsi_asm_warn(st, rcol, "code object version %lld requested; gfxshim writes version 5", (long long)v);
	} else if (strcmp(name, ".amdgpu_metadata") == 0) {
		gsi_asm_warn(st, col, ".amdgpu_metadata block ignored; gfxshim writes the metadata from .amdhsa_kernel");
		st->in_metadata = 1;
	} else if (strcmp(name, ".text") == 0 || strcmp(name, ".rodata") == 0 || strcmp(name, ".data") == 0 ||
		   strcmp(name, ".section") == 0) {
		size_t n = strcspn(rest, ",");

		while (n && (rest[n - 1] == ' ' || rest[n - 1] == '\t'))
			n--;
		if (!strcmp(name, ".section") && n >= GS_NAME_MAX)
			gsi_asm_error(st, rcol, GS_ERR_RANGE, "section name of %zu characters, expected at most %d", n,
				      GS_NAME_MAX - 1);
		else
			gsi_asm_section(st, name, rest);
	} else if (strcmp(name, ".p2align") == 0 || strcmp(name, ".align") == 0 || strcmp(name, ".balign") == 0) {
		gsi_asm_align(st, name, rest, rcol);
	} else if (strcmp(name, ".byte") == 0 || strcmp(name, ".short") == 0 || strcmp(name, ".2byte") == 0 ||
		   strcmp(name, ".long") == 0 || strcmp(name, ".word") == 0 || strcmp(name, ".4byte") == 0 ||
		   strcmp(name, ".quad") == 0 || strcmp(name, ".8byte") == 0) {
		gsi_asm_data(st, name, rest, rcol);
	} else if (strcmp(name, ".ascii") == 0 || strcmp(name, ".asciz") == 0 || strcmp(name, ".string") == 0) {
		gsi_asm_string(st, name, rest, rcol);
	} else if (strcmp(name, ".fill") == 0 || strcmp(name, ".zero") == 0 || strcmp(name, ".skip") == 0 ||
		   strcmp(name, ".space") == 0) {
		gsi_asm_fill(st, name, rest, rcol);
	} else if (strcmp(name, ".weak") == 0 || strcmp(name, ".local") == 0) {
		/* symbol binding: gfxshim's code objects export the kernels only */
	} else if (strcmp(name, ".globl") == 0 || strcmp(name, ".global") == 0 ||
		   strcmp(name, ".type") == 0 || strcmp(name, ".size") == 0 ||
		   strcmp(name, ".hsa_code_object_version") == 0 || strcmp(name, ".end_amdhsa_kernel") == 0) {
		if (strcmp(name, ".end_amdhsa_kernel") == 0)
			gsi_asm_error(st, col, GS_ERR_SYNTAX, ".end_amdhsa_kernel without .amdhsa_kernel");
		/* symbol bookkeeping: kernels are named by .amdhsa_kernel */
	} else if (gsi_expr_directive(st, name, col, rest, rcol)) {
		/* .set, .equ, .equiv: expr.c */
	} else {
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "unknown directive %s", name);
	}
}
