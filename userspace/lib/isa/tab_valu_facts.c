// SPDX-License-Identifier: MIT
/*
 * The VALU printer's facts about each table row, recorded once (issue 16):
 * what its mnemonic says about lane masks, operand types, VGPR-only
 * sources, source modifiers, op_sel and the other encoding (e32/e64).  The
 * name tests live here only; the printer, encoder and assembler read the
 * facts (tab_valu.h, struct gsi_valu_facts).
 */
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

#include "isa/tab_valu.h"
#include "isa/isa_int.h"

struct gsi_valu_facts gsi_valu_facts_tab[GS_ISA_NROWS];
#define facts gsi_valu_facts_tab
static struct gsi_once facts_once = GSI_ONCE_INIT;

/* Is a type token 16 bits wide (f16, i16, u16, b16, bf16)? */
static int type16(const char *t)
{
	return t && (((t[0] == 'f' || t[0] == 'i' || t[0] == 'u' || t[0] == 'b') && gsi_starts(t + 1, "16") &&
		      (t[3] == '_' || !t[3])) || (gsi_starts(t, "bf16") && (t[4] == '_' || !t[4])));
}

static int has_opsel_by_name(const struct gs_isa_inst *r)
{
	return GSI_HAS_MOD(r, OP_SEL) || gsi_starts(r->mnemonic, "v_permlane");
}

static int bytesel_by_name(const struct gs_isa_inst *r)
{
	if (!GSI_HAS_MOD(r, BYTE_SEL) || !gsi_valu_is_vop3(r))
		return 0;
	return gsi_starts(r->mnemonic, "v_cvt_sr_") ? 2 : gsi_starts(r->mnemonic, "v_cvt_f");
}

/* llvm's VOP3 decoder leaves the op_sel bits of ops without op_sel (or
 * true16 halves, byte_sel) unchecked: it prints them without the bits. */
static int opsel_ignored_by_name(const struct gs_isa_inst *r)
{
	if (!gsi_valu_is_vop3(r) || r->cls_id == GS_ISA_GEN_VOP3SD || has_opsel_by_name(r) ||
	    bytesel_by_name(r) || GSI_HAS_MOD(r, BITOP3))
		return 0;
	for (unsigned int i = 0; i < gsi_valu_nops(r); i++) {
		struct gs_isa_operand o;

		if (gsi_valu_op(r, i, &o) && o.h16)
			return 0;
	}
	return 1;
}

/* gfx950 conversions that write part of their destination: op_sel lists
 * the four OPSEL bits in order. */
static int opsel_direct_by_name(const struct gs_isa_inst *r)
{
	const char *m = r->mnemonic;

	if (!GSI_HAS_MOD(r, OP_SEL) || !gsi_valu_is_vop3(r))
		return 0;
	return gsi_streq(m, "v_cvt_sr_fp8_f32") || gsi_streq(m, "v_cvt_sr_bf8_f32") ||
	       gsi_streq(m, "v_cvt_scalef32_pk_fp4_f16") || gsi_streq(m, "v_cvt_scalef32_pk_fp4_bf16") ||
	       (gsi_starts(m, "v_cvt_scalef32_sr_") && !gsi_starts(m, "v_cvt_scalef32_sr_pk32_"));
}

/* (a row's facts once, at its first use: the name tests inline, no libc
 * call per prefix) */
static void build_one(const struct gs_isa_inst *r, struct gsi_valu_facts *f)
{
	static const char *const vgpr_src0[] = { "v_swap_b", "v_swaprel_b", "v_movrel", "v_permlane",
						 "v_accvgpr_mov", "v_cvt_scale_pk", "v_readfirstlane",
						 "v_readlane" };
	const char *m = r->mnemonic, *p, *first = NULL, *last = NULL, *slast = NULL;
	int pk = strstr(m, "_pk_") != NULL;

	memset(f, 0, sizeof(*f));
	/* the source type (gsi_valu_src_type): the last type token */
	for (p = m; (p = strchr(p, '_')); p++) {
		const char *t = p + 1;

		if ((t[0] == 'f' || t[0] == 'i' || t[0] == 'u' || t[0] == 'b') && t[1] >= '1' && t[1] <= '8')
			slast = t;
		else if (gsi_starts(t, "bf") || gsi_starts(t, "fp"))
			slast = t;
	}
	f->fp = slast && (slast[0] == 'f' || gsi_starts(slast, "bf16"));
	f->packed_srcs = strstr(m, "_sad_") || pk || strstr(m, "_dot");
	f->mad_u32_u16 = gsi_streq(m, "v_mad_u32_u16");
	f->pk8_src16 = strstr(m, "_pk_f16_bf8") || strstr(m, "_pk_f16_fp8");
	f->last16 = slast && (gsi_starts(slast + (slast[0] == 'b' && slast[1] == 'f'), "16") ||
			      gsi_starts(slast + 1, "16"));
	/* fake16 e32 operands in v0..v127 (gsi_valu_lo128): first and last type */
	for (p = m; (p = strchr(p, '_')); p++) {
		const char *t = p + 1;

		if ((strchr("fiub", t[0]) && t[1] >= '1' && t[1] <= '8') || gsi_starts(t, "bf") ||
		    gsi_starts(t, "fp")) {
			if (!first)
				first = t;
			last = t;
		}
	}
	f->dot = strstr(m, "_dot") != NULL;
	f->lo_vdst = !pk && type16(first);
	f->lo_vdst_gfx12 = gsi_streq(m, "v_sat_pk_u8_i16") || gsi_starts(m, "v_sat_pk4_");
	f->lo_src = strstr(m, "_pk_f16_bf8") || strstr(m, "_pk_f16_fp8") || (!pk && type16(last));
	/* lane masks */
	f->sdst_mask = !gsi_starts(m, "v_readlane") && !gsi_starts(m, "v_readfirstlane");
	f->cmp = gsi_starts(m, "v_cmp");
	f->cmpx = gsi_starts(m, "v_cmpx");
	f->src2_mask = gsi_starts(m, "v_cndmask") || strstr(m, "_co_ci") || gsi_starts(m, "v_addc") ||
		       gsi_starts(m, "v_subb");
	/* VGPR-only sources */
	f->writelane = gsi_starts(m, "v_writelane");
	f->lane_rw = f->writelane || gsi_starts(m, "v_readlane");
	f->permlane = gsi_starts(m, "v_permlane");
	f->permlane_var = f->permlane && strstr(m, "_var_");
	for (unsigned int i = 0; i < sizeof(vgpr_src0) / sizeof(*vgpr_src0); i++)
		if (gsi_starts(m, vgpr_src0[i])) {
			f->src0_vgpr = !gsi_starts(m, "v_movreld");
			break;
		}
	/* integer operands of float instructions: no neg/abs */
	f->nofp1 = gsi_starts(m, "v_ldexp") || (gsi_starts(m, "v_cvt_sr_") && !gsi_starts(m, "v_cvt_sr_pk")) ||
		   gsi_starts(m, "v_cvt_scalef32_sr_") || gsi_starts(m, "v_cvt_pkaccum") ||
		   ((gsi_starts(m, "v_cmp_class") || gsi_starts(m, "v_cmpx_class")) &&
		    (!strstr(m, "_f16") || (r->targets >> gs_isa_target_index("gfx942") & 1) ||
		     (r->targets >> gs_isa_target_index("gfx950") & 1))) ||
		   gsi_starts(m, "v_trig_preop") || gsi_streq(m, "v_cvt_pk_u8_f32");
	f->nofp2 = gsi_starts(m, "v_cvt_sr_pk") || gsi_streq(m, "v_cvt_pk_u8_f32");
	/* gfx950 scaled conversions from fp8/bf8/fp4: the packed narrow floats take no
	 * neg/abs (llvm-mc-22: "not a valid operand") */
	f->nofp0 = gsi_starts(m, "v_cvt_scalef32_") && slast &&
		   (gsi_starts(slast, "fp8") || gsi_starts(slast, "bf8") || gsi_starts(slast, "fp4"));
	/* op_sel and the encoder's VOP3 modifier masks */
	f->has_opsel = has_opsel_by_name(r);
	f->bytesel = (unsigned int)bytesel_by_name(r);
	f->opsel_direct = opsel_direct_by_name(r);
	f->opsel_ignored = opsel_ignored_by_name(r);
	f->fmac = gsi_starts(m, "v_fmac_") || gsi_starts(m, "v_mac_");
	f->swap = strstr(m, "_swap_b32") != NULL;
	f->cndmask_b16 = gsi_streq(m, "v_cndmask_b16");
	f->pk_fmac_f16 = gsi_streq(m, "v_pk_fmac_f16");
	f->same_name = gsi_streq(m, "v_cvt_pk_f16_bf8") || gsi_streq(m, "v_cvt_pk_f16_fp8");
	for (unsigned int i = 0; i < gsi_valu_nops(r); i++) {
		struct gs_isa_operand o;
		int si;

		if (gsi_valu_op(r, i, &o) && (si = gsi_valu_src_index(o.field)) >= 0)
			f->srcs |= 1u << si;
	}
	for (unsigned int i = 0; i < gsi_valu_nops(r); i++) {
		struct gs_isa_operand o;

		if (gsi_valu_op(r, i, &o) && gsi_streq(o.field, "vdst") && o.kind == GS_ISA_K_VGPR)
			f->srcs |= 8;  /* op_sel's destination bit */
	}
	f->osel = f->srcs;
	f->srcs &= 7;
	if (f->permlane)
		f->osel |= 3;  /* op_sel:[fi,bound_ctrl] */
	if (strstr(m, "_dot2_"))
		f->osel &= ~3u;  /* packed sources: op_sel selects src2 and the result half only */
	if (gsi_starts(m, "v_cvt_scalef32_sr_"))
		f->osel &= ~8u;
	if (f->opsel_direct)
		f->osel = 15;
}

/* The other encoding of each name (gsi_valu_has_twin): per target, rows of
 * the same name in VOP1/VOP2/VOPC (e32) and VOP3/VOP3SD (e64). */
static void build_twins(void)
{
	for (unsigned int lo = 0, hi; lo < GS_ISA_NROWS; lo = hi) {
		uint32_t e32 = 0, e64 = 0;
		uint32_t off = gsi_isa_rows[gsi_isa_name_index[lo]].name;
		const char *nm = gsi_isa_str + off;

		/* (one string-table offset is one name: no compare then) */
		for (hi = lo; hi < GS_ISA_NROWS && (gsi_isa_rows[gsi_isa_name_index[hi]].name == off ||
						    !strcmp(gsi_isa_str + gsi_isa_rows[gsi_isa_name_index[hi]].name, nm));
		     hi++) {
			const struct gs_isa_row *r = &gsi_isa_rows[gsi_isa_name_index[hi]];

			if (r->cls == GS_ISA_GEN_VOP3 || r->cls == GS_ISA_GEN_VOP3SD)
				e64 |= r->targets;
			else if (r->cls == GS_ISA_GEN_VOP1 || r->cls == GS_ISA_GEN_VOP2 || r->cls == GS_ISA_GEN_VOPC)
				e32 |= r->targets;
		}
		for (unsigned int i = lo; i < hi; i++) {
			unsigned int row = gsi_isa_name_index[i];
			unsigned int c = gsi_isa_rows[row].cls;

			facts[row].twin = c == GS_ISA_GEN_VOP3 || c == GS_ISA_GEN_VOP3SD ? e32 : e64;
		}
	}
}

/*
 * Once: the twins (one pass over the names).  Each row's other facts are
 * recorded when the row is first asked (row_facts): a program uses a few
 * hundred of the rows, and recording all of them cost more than
 * assembling a thousand lines.
 */
static void build(void)
{
	build_twins();
}

static int facts_ready(void)
{
	return gsi_once(&facts_once, build) == 0;
}

atomic_uchar gsi_valu_facts_done[GS_ISA_NROWS];
#define row_done gsi_valu_facts_done
static pthread_mutex_t row_lock = PTHREAD_MUTEX_INITIALIZER;

/* Table row i's facts, recorded from the table's own row on first use. */
static const struct gsi_valu_facts *row_facts(unsigned int i)
{
	if (atomic_load_explicit(&row_done[i], memory_order_acquire))
		return &facts[i];
	pthread_mutex_lock(&row_lock);
	if (!atomic_load_explicit(&row_done[i], memory_order_relaxed)) {
		struct gs_isa_inst r;
		uint32_t twin = facts[i].twin;

		if (gsi_isa_row_at(i, &r))
			build_one(&r, &facts[i]);
		facts[i].twin = twin;
		facts[i].ok = 1;
		atomic_store_explicit(&row_done[i], 1, memory_order_release);
	}
	pthread_mutex_unlock(&row_lock);
	return &facts[i];
}

const struct gsi_valu_facts *gsi_valu_facts_slow(const struct gs_isa_inst *r, struct gsi_valu_facts *spare)
{
	/* a row of the tables (the rows the printer and assembler pass), else the
	 * facts computed now (a row the caller made up) */
	if (r->row < GS_ISA_NROWS && r->mnemonic == gsi_isa_str + gsi_isa_rows[r->row].name &&
	    r->cls_id == gsi_isa_rows[r->row].cls && r->targets == gsi_isa_rows[r->row].targets &&
	    facts_ready())
		return row_facts(r->row);
	build_one(r, spare);
	{
		struct gs_isa_inst rows[16];
		unsigned int n = 0;
		int v3 = gsi_valu_is_vop3(r);

		spare->twin = 0;
		for (unsigned int t = 0; t < GS_ISA_NTARGETS; t++) {
			n = gsi_isa_rows_named((int)t, r->mnemonic, rows, 16);
			for (unsigned int i = 0; i < n; i++) {
				int is3 = gsi_valu_is_vop3(&rows[i]);

				if ((rows[i].cls_id == GS_ISA_GEN_VOP1 || rows[i].cls_id == GS_ISA_GEN_VOP2 ||
				     rows[i].cls_id == GS_ISA_GEN_VOPC || is3) && is3 != v3)
					spare->twin |= 1u << t;
			}
		}
	}
	return spare;
}
