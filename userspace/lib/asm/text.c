// SPDX-License-Identifier: MIT
/* Decoded form -> LLVM-syntax text (the disassembler's printer). */
#include <stdio.h>
#include <string.h>

#include "isa/inst.h"


int gsi_operand_text(const struct gs_inst *in, unsigned int code, unsigned int nregs,
		    char *buf, size_t size)
{
	if (nregs == 0)
		nregs = 1;
	if (code >= GS_OPR_VGPR0) {
		unsigned int v = code - GS_OPR_VGPR0;

		return nregs == 1 ? snprintf(buf, size, "v%u", v)
				  : snprintf(buf, size, "v[%u:%u]", v, v + nregs - 1);
	}
	if (code <= 105)
		return nregs == 1 ? snprintf(buf, size, "s%u", code)
				  : snprintf(buf, size, "s[%u:%u]", code, code + nregs - 1);
	if (code >= 108 && code <= 123)
		return nregs == 1 ? snprintf(buf, size, "ttmp%u", code - 108)
				  : snprintf(buf, size, "ttmp[%u:%u]", code - 108, code - 108 + nregs - 1);
	switch (code) {
	case GS_OPR_VCC_LO: return snprintf(buf, size, nregs == 2 ? "vcc" : "vcc_lo");
	case GS_OPR_VCC_HI: return snprintf(buf, size, "vcc_hi");
	case GS_OPR_NULL: return snprintf(buf, size, "null");
	case GS_OPR_M0: return snprintf(buf, size, "m0");
	case GS_OPR_EXEC_LO: return snprintf(buf, size, nregs == 2 ? "exec" : "exec_lo");
	case GS_OPR_EXEC_HI: return snprintf(buf, size, "exec_hi");
	case GS_OPR_SCC: return snprintf(buf, size, "scc");
	case GS_OPR_LITERAL:
		if (nregs == 2 && in) {
			/* a 64-bit float's high half: llvm names inline values */
			uint64_t v = (uint64_t)in->literal << 32;

			for (unsigned int i = 0; i < GSI_NINLINE_FLOATS; i++)
				if (v == gsi_inline_f64[i])
					return snprintf(buf, size, "%s", gsi_inline_text[i]);
			if (!v)
				return snprintf(buf, size, "0");
		}
		return snprintf(buf, size, "0x%x", in ? in->literal : 0);
	default: break;
	}
	if (code >= 128 && code <= 192)
		return snprintf(buf, size, "%u", code - 128);
	if (code >= 193 && code <= 208)
		return snprintf(buf, size, "%d", 192 - (int)code);
	if (code >= 240 && code <= 248)
		return snprintf(buf, size, "%s", gsi_inline_text[code - 240]);
	return snprintf(buf, size, "src%u", code);
}

/* Append ", operand" (or " operand" for the first one). */
struct line {
	char *buf;
	size_t size, len;
	int nops;
};

static void add(struct line *l, const char *s)
{
	int n = snprintf(l->buf + (l->len < l->size ? l->len : l->size),
			 l->len < l->size ? l->size - l->len : 0, "%s%s",
			 l->nops++ ? ", " : " ", s);
	if (n > 0)
		l->len += (size_t)n;
}

static void add_opr(struct line *l, const struct gs_inst *in, unsigned int code,
		    unsigned int nregs, int mods)
{
	char t[48], m[56];

	gsi_operand_text(in, code, nregs, t, sizeof(t));
	if (mods >= 0 && (in->abs >> mods & 1))
		snprintf(m, sizeof(m), "|%s|", t);
	else
		snprintf(m, sizeof(m), "%s", t);
	if (mods >= 0 && (in->neg >> mods & 1)) {
		char nm[64];

		snprintf(nm, sizeof(nm), "-%s", m);
		add(l, nm);
	} else {
		add(l, m);
	}
}

static void waitcnt_text(struct line *l, int32_t imm)
{
	unsigned int v = (unsigned int)imm & 0xffff;
	unsigned int vm = (v >> 10) & 0x3f, exp = v & 7, lgkm = (v >> 4) & 0x3f;
	char t[64];
	size_t n = 0;

	t[0] = 0;
	if (vm != 0x3f)
		n += (size_t)snprintf(t + n, sizeof(t) - n, "vmcnt(%u)", vm);
	if (exp != 7)
		n += (size_t)snprintf(t + n, sizeof(t) - n, "%sexpcnt(%u)", n ? " " : "", exp);
	if (lgkm != 0x3f)
		n += (size_t)snprintf(t + n, sizeof(t) - n, "%slgkmcnt(%u)", n ? " " : "", lgkm);
	if (!n)
		snprintf(t, sizeof(t), "0x%x", v);
	add(l, t);
}

/* ds_swizzle_b32's offset as llvm-mc prints it (AMDGPUInstPrinter::printSwizzle):
 * the symbolic swizzle(...) macro where one describes the pattern, else the
 * decimal number. */
static void swizzle_text(unsigned int imm, char *t, size_t size)
{
	unsigned int and_m = imm & 0x1f, or_m = (imm >> 5) & 0x1f, xor_m = (imm >> 10) & 0x1f;

	if (imm >= 0xe000) {
		snprintf(t, size, "swizzle(FFT,%u)", imm & 0x1f);
	} else if (imm >= 0xc000) {
		snprintf(t, size, "swizzle(ROTATE,%u,%u)", (imm >> 10) & 1, (imm >> 5) & 0x1f);
	} else if ((imm & 0xff00) == 0x8000) {
		snprintf(t, size, "swizzle(QUAD_PERM,%u,%u,%u,%u)", imm & 3, (imm >> 2) & 3,
			 (imm >> 4) & 3, (imm >> 6) & 3);
	} else if (imm & 0x8000) {
		snprintf(t, size, "%u", imm);
	} else if (and_m == 0x1f && or_m == 0 && xor_m && !(xor_m & (xor_m - 1))) {
		snprintf(t, size, "swizzle(SWAP,%u)", xor_m);
	} else if (and_m == 0x1f && or_m == 0 && xor_m && !((xor_m + 1) & xor_m)) {
		snprintf(t, size, "swizzle(REVERSE,%u)", xor_m + 1);
	} else {
		unsigned int group = 0x20 - and_m;

		if (group > 1 && !(group & (group - 1)) && or_m < group && xor_m == 0) {
			snprintf(t, size, "swizzle(BROADCAST,%u,%u)", group, or_m);
		} else {
			unsigned int p0 = or_m ^ xor_m, p1 = ((0x1f & and_m) | or_m) ^ xor_m;
			char bits[6];

			for (unsigned int i = 0; i < 5; i++) {
				unsigned int m = 0x10u >> i;

				bits[i] = (p0 & m) == (p1 & m) ? ((p0 & m) ? '1' : '0') : ((p0 & m) ? 'i' : 'p');
			}
			bits[5] = 0;
			snprintf(t, size, "swizzle(BITMASK_PERM,\"%s\")", bits);
		}
	}
}

/* Append raw text (a modifier) to the line. */
static void append(struct line *l, const char *s)
{
	int n = snprintf(l->buf + (l->len < l->size ? l->len : l->size),
			 l->len < l->size ? l->size - l->len : 0, "%s", s);

	if (n > 0)
		l->len += (size_t)n;
}

/* " key:[a,b,c]" for a 3-bit per-source modifier. */
static void bits3(struct line *l, const char *key, unsigned int v)
{
	char t[32];

	snprintf(t, sizeof(t), " %s:[%u,%u,%u]", key, v & 1, v >> 1 & 1, v >> 2 & 1);
	append(l, t);
}

/* WMMA: D, A, B, C with their generation's widths, then the modifiers in
 * llvm-mc's order: op_sel, op_sel_hi (gfx11 16-bit results only), neg_lo,
 * neg_hi, clamp. */
static void wmma_text(struct line *l, enum gs_gen gen, const struct gs_inst *in)
{
	struct gs_wmma_shape s;

	if (!gsi_wmma_shape(in->op->sem, gen, in->wave64, &s))
		return;
	add_opr(l, in, GS_OPR_VGPR0 + in->vdst, s.ncd, -1);
	add_opr(l, in, in->src[0], s.nab, -1);
	add_opr(l, in, in->src[1], s.nab, -1);
	add_opr(l, in, in->src[2], s.ncd, -1);
	if (in->opsel)
		bits3(l, "op_sel", in->opsel);
	if (gen == GS_GEN_GFX11 && s.cd16 && in->opsel_hi != 7)
		bits3(l, "op_sel_hi", in->opsel_hi);
	if (in->neg)
		bits3(l, "neg_lo", in->neg);
	if (in->neg_hi)
		bits3(l, "neg_hi", in->neg_hi);
	if (in->clamp)
		append(l, " clamp");
}

/* SWMMAC: D, A, B, the index VGPR, then index_key, neg_lo, neg_hi, clamp
 * (llvm-mc's order). */
static void swmmac_text(struct line *l, enum gs_gen gen, const struct gs_inst *in)
{
	struct gs_swmmac_shape s;
	char t[32];

	if (!gsi_swmmac_shape(in->op->sem, gen, in->wave64, &s))
		return;
	add_opr(l, in, GS_OPR_VGPR0 + in->vdst, s.ncd, -1);
	add_opr(l, in, in->src[0], s.na, -1);
	add_opr(l, in, in->src[1], s.nb, -1);
	add_opr(l, in, in->src[2], 1, -1);
	if (in->opsel) {
		snprintf(t, sizeof(t), " index_key:%u", in->opsel & 3u);
		append(l, t);
	}
	if (in->neg)
		bits3(l, "neg_lo", in->neg);
	if (in->neg_hi)
		bits3(l, "neg_hi", in->neg_hi);
	if (in->clamp)
		append(l, " clamp");
}

/* llvm-mc-22's gfx11 disassembler prints 16-bit VGPR operands in true16
 * syntax: v1.l, or v1.h where a 32-bit encoding's VGPR index has bit 7 set
 * (VOP3 OPSEL is refused by the decoder).  Other operands print as usual. */
static void add_t16(struct line *l, const struct gs_inst *in, unsigned int code, int mods, int e32, int hi)
{
	char t[48], m[64];
	unsigned int v = code - GS_OPR_VGPR0;

	if (code < GS_OPR_VGPR0) {
		add_opr(l, in, code, 1, mods);
		return;
	}
	if (e32 && v >= 128)
		snprintf(t, sizeof(t), "v%u.h", v - 128);
	else if (hi)  /* VOP3 OPSEL */
		snprintf(t, sizeof(t), "v%u.h", v);
	else
		snprintf(t, sizeof(t), "v%u.l", v);
	if (mods >= 0 && (in->abs >> mods & 1))
		snprintf(m, sizeof(m), "%s|%s|", in->neg >> mods & 1 ? "-" : "", t);
	else
		snprintf(m, sizeof(m), "%s%s", mods >= 0 && (in->neg >> mods & 1) ? "-" : "", t);
	add(l, m);
}

/* VOP1/VOP2/VOP3 operands with 16-bit ones in true16 syntax (gfx11 disassembler). */
static void t16_text(struct line *l, const struct gs_inst *in, unsigned int nsrc, int vop3)
{
	unsigned int sem = in->op->sem;

	if (gsi_opnd_bits(sem, -1) == 16)
		add_t16(l, in, GS_OPR_VGPR0 + in->vdst, -1, !vop3, vop3 && (in->opsel & 8));
	else
		add_opr(l, in, GS_OPR_VGPR0 + in->vdst, 1, -1);
	for (unsigned int i = 0; i < nsrc; i++) {
		if (gsi_opnd_bits(sem, (int)i) == 16)
			add_t16(l, in, in->src[i], vop3 ? (int)i : -1, !vop3, vop3 && (in->opsel >> i & 1));
		else
			add_opr(l, in, in->src[i], 1, vop3 ? (int)i : -1);
	}
	/* VOP3 OPSEL as llvm-mc-22 prints it: one value per source, then the
	 * destination's (before clamp and omod) */
	if (vop3 && in->opsel) {
		char t[48];
		size_t n = (size_t)snprintf(t, sizeof(t), " op_sel:[");
		/* v_fmac_*'s tied accumulator has a value of its own */
		unsigned int nl = !strncmp(in->op->name, "v_fmac_", 7) ? 3 : nsrc;

		for (unsigned int i = 0; i < nl && n < sizeof(t); i++)
			n += (size_t)snprintf(t + n, sizeof(t) - n, "%u,", in->opsel >> i & 1);
		if (n < sizeof(t))
			snprintf(t + n, sizeof(t) - n, "%u]", in->opsel >> 3 & 1);
		append(l, t);
	}
}

/* A 16-bit VGPR operand of a 32-bit encoding at v128+: a high half, which
 * only true16 syntax spells in a way the assembler takes back (v47.h, not
 * v175). */
static int hi_half16(const struct gs_inst *in, unsigned int nsrc, int vop3)
{
	unsigned int sem = in->op->sem;

	if (vop3)
		return 0;
	if (gsi_opnd_bits(sem, -1) == 16 && in->vdst >= 128)
		return 1;
	for (unsigned int i = 0; i < nsrc; i++)
		if (gsi_opnd_bits(sem, (int)i) == 16 && in->src[i] >= GS_OPR_VGPR0 + 128)
			return 1;
	return 0;
}

/* Registers of VALU source i: a pair for 64-bit operands, else one (the
 * widths come per source: v_lshlrev_b64 and v_mad_u64_u32 mix them). */
static unsigned int src_regs(const struct gs_isa_op *op, unsigned int i)
{
	unsigned int bits = gsi_opnd_bits(op->sem, (int)i);

	return bits >= 64 ? bits / 32 : 1;  /* v_mqsad_u32_u8: a 128-bit S2 */
}

/* " key:[a,b]" / " key:[a,b,c]" for an n-source modifier. */
static void bitsn(struct line *l, const char *key, unsigned int v, unsigned int n)
{
	char t[32];

	if (n == 2)
		snprintf(t, sizeof(t), " %s:[%u,%u]", key, v & 1, v >> 1 & 1);
	else
		snprintf(t, sizeof(t), " %s:[%u,%u,%u]", key, v & 1, v >> 1 & 1, v >> 2 & 1);
	append(l, t);
}

int gsi_inst_text(enum gs_gen gen, const struct gs_inst *in, uint64_t pc, char *buf, size_t size)
{
	const struct gs_isa_op *op = in->op;
	struct line l = { buf, size, 0, 0 };
	const char *sfx = "";
	char t[64];
	int vop3 = in->enc == GS_ENC_VOP3 && op->enc != GS_ENC_VOP3;
	unsigned int lm = in->wave64 ? 2 : 1;  /* lane-mask registers */
	int n;

	if ((op->enc == GS_ENC_VOP1 || op->enc == GS_ENC_VOP2 || op->enc == GS_ENC_VOPC) &&
	    op->sig != GS_SIG_NONE)  /* llvm-mc prints v_nop bare */
		sfx = op->sig == GS_SIG_READLANE ? "" : vop3 ? "_e64" : op->op3 == 0xffff ? "" : "_e32";  /* no VOP3 form: bare */
	n = snprintf(buf, size, "%s%s", op->name, sfx);
	l.len = n > 0 ? (size_t)n : 0;

	switch (op->sig) {
	case GS_SIG_NONE:
		break;
	case GS_SIG_SIMM16:
		if (op->sem == GS_SEM_S_BARRIER_WAIT && in->llvm_disasm)
			snprintf(t, sizeof(t), "0x%x", (unsigned int)in->imm & 0xffff);
		else if ((op->sem == GS_SEM_S_SLEEP || op->sem == GS_SEM_S_SETPRIO ||
			  op->sem == GS_SEM_S_NOP || op->sem == GS_SEM_S_DENORM_MODE) &&
			 (in->imm & 0xffff) > 64)  /* llvm-mc: decimal up to 64, else hex */
			snprintf(t, sizeof(t), "0x%x", (unsigned int)in->imm & 0xffff);
		else if (op->sem == GS_SEM_S_BARRIER_WAIT || op->sem == GS_SEM_S_NOP ||
			 op->sem == GS_SEM_S_SLEEP || op->sem == GS_SEM_S_SETPRIO ||
			 op->sem == GS_SEM_S_DENORM_MODE)
			snprintf(t, sizeof(t), "%d", op->sem == GS_SEM_S_BARRIER_WAIT ? in->imm
						     : in->imm & 0xffff);
		else
			snprintf(t, sizeof(t), "0x%x", (unsigned int)in->imm & 0xffff);
		add(&l, t);
		break;
	case GS_SIG_LABEL:
		snprintf(t, sizeof(t), "%d", in->llvm_disasm ? in->imm & 0xffff : in->imm);
		add(&l, t);
		(void)pc;
		break;
	case GS_SIG_WAITCNT:
		waitcnt_text(&l, in->imm);
		break;
	case GS_SIG_SOPK:
		add_opr(&l, in, in->sdst, 1, -1);
		snprintf(t, sizeof(t), "0x%x", (unsigned int)in->imm & 0xffff);
		add(&l, t);
		break;
	case GS_SIG_GETREG:
	case GS_SIG_SETREG: {  /* s_getreg_b32 SDST, hwreg(...); s_setreg_b32 hwreg(...), SSRC */
		unsigned int v = (unsigned int)in->imm & 0xffff, id = v & 0x3f;
		unsigned int off = (v >> 6) & 0x1f, sz = (v >> 11) + 1;
		const char *nm = gsi_hwreg_name(gen, id);
		char idt[40];

		if (op->sig == GS_SIG_GETREG)
			add_opr(&l, in, in->sdst, 1, -1);
		if (nm)
			snprintf(idt, sizeof(idt), "%s", nm);
		else
			snprintf(idt, sizeof(idt), "%u", id);
		if (off == 0 && sz == 32)
			snprintf(t, sizeof(t), "hwreg(%s)", idt);
		else
			snprintf(t, sizeof(t), "hwreg(%s, %u, %u)", idt, off, sz);
		add(&l, t);
		if (op->sig == GS_SIG_SETREG)
			add_opr(&l, in, in->sdst, 1, -1);
		break;
	}
	case GS_SIG_SENDMSGRTN: {
		const char *nm = gsi_msg_rtn_name(gen, in->src[0] & 0xff);

		add_opr(&l, in, in->sdst, op->dregs, -1);
		if (nm)
			snprintf(t, sizeof(t), "sendmsg(%s)", nm);
		else
			snprintf(t, sizeof(t), "sendmsg(%u, 0, 0)", in->src[0] & 0xff);
		add(&l, t);
		break;
	}
	case GS_SIG_SOP1:
		add_opr(&l, in, in->sdst, op->dregs, -1);
		add_opr(&l, in, in->src[0], op->sregs, -1);
		break;
	case GS_SIG_SOP1SRC:
		add_opr(&l, in, in->src[0], 1, -1);
		break;
	case GS_SIG_SOP2:
		add_opr(&l, in, in->sdst, op->dregs, -1);
		/* fall through */
	case GS_SIG_SOPC:
		add_opr(&l, in, in->src[0], op->sregs, -1);
		add_opr(&l, in, in->src[1], op->sregs, -1);
		break;
	case GS_SIG_SMEM:
		add_opr(&l, in, in->sdata, op->dregs, -1);
		add_opr(&l, in, in->sbase, 2, -1);
		if (in->soffset != GS_OPR_NULL) {
			add_opr(&l, in, in->soffset, 1, -1);
			/* SOFFSET plus the instruction offset; gfx12 prints it when zero too */
			if (in->imm || gen == GS_GEN_GFX12) {
				snprintf(t, sizeof(t), " offset:%s0x%x", in->imm < 0 ? "-" : "",
					 in->imm < 0 ? (unsigned int)-(int64_t)in->imm : (unsigned int)in->imm);
				append(&l, t);
			}
			break;
		}
		/* llvm-mc's gfx11 disassembler names a zero offset by its null soffset */
		if (in->llvm_disasm && gen == GS_GEN_GFX11 && in->imm == 0) {
			add(&l, "null");
			break;
		}
		snprintf(t, sizeof(t), "%s0x%x", in->imm < 0 ? "-" : "",
			 in->imm < 0 ? (unsigned int)-(int64_t)in->imm : (unsigned int)in->imm);
		add(&l, t);
		break;
	case GS_SIG_READLANE:
		add_opr(&l, in, in->sdst, 1, -1);
		add_opr(&l, in, in->src[0], 1, -1);
		if (op->enc == GS_ENC_VOP3)  /* v_readlane_b32's lane select */
			add_opr(&l, in, in->src[1], 1, -1);
		break;
	case GS_SIG_VOP1:
		if ((in->llvm_disasm || in->opsel || hi_half16(in, 1, vop3)) && gen == GS_GEN_GFX11 &&
		    (gsi_opnd_bits(op->sem, -1) == 16 || gsi_opnd_bits(op->sem, 0) == 16)) {
			t16_text(&l, in, 1, vop3);
			break;
		}
		add_opr(&l, in, GS_OPR_VGPR0 + in->vdst, op->dregs, -1);
		add_opr(&l, in, in->src[0], src_regs(op, 0), vop3 ? 0 : -1);
		break;
	case GS_SIG_VOPC:
	case GS_SIG_VOPCX: {  /* gfx11/gfx12 v_cmpx_*: no destination operand */
		/* gfx11 16-bit sources in true16 syntax as llvm-mc-22 prints them:
		 * when disassembling, or when one is a high half */
		int t16 = gen == GS_GEN_GFX11 && gsi_opnd_bits(op->sem, 0) == 16 &&
			  (in->llvm_disasm || in->opsel || (!vop3 && (in->src[0] >= GS_OPR_VGPR0 + 128 ||
								      in->src[1] >= GS_OPR_VGPR0 + 128)));

		if (op->sig == GS_SIG_VOPC)
			add_opr(&l, in, in->sdst, lm, -1);
		for (unsigned int i = 0; i < 2; i++) {
			if (t16 && gsi_opnd_bits(op->sem, (int)i) == 16)
				add_t16(&l, in, in->src[i], vop3 ? (int)i : -1, !vop3, vop3 && (in->opsel >> i & 1));
			else
				add_opr(&l, in, in->src[i], src_regs(op, i), vop3 ? (int)i : -1);
		}
		/* llvm-mc-22: one value per source, then v_cmp's destination's */
		if (vop3 && in->opsel) {
			snprintf(t, sizeof(t), " op_sel:[%u,%u%s]", in->opsel & 1, in->opsel >> 1 & 1,
				 op->sig == GS_SIG_VOPC ? ",0" : "");
			append(&l, t);
		}
		break;
	}
	case GS_SIG_VOP2:
	case GS_SIG_VOP3:
	case GS_SIG_VOP3S3:
	case GS_SIG_CNDMASK:
		if (op->sem == GS_SEM_V_PACK_B32_F16 && (in->llvm_disasm || in->opsel) && gen == GS_GEN_GFX11) {
			/* llvm-mc-22's gfx11 disassembler prints 16-bit VGPR sources in
			 * true16 syntax: v1.l, or v1.h and op_sel:[a,b,0] (OPSEL) */
			add_opr(&l, in, GS_OPR_VGPR0 + in->vdst, 1, -1);
			for (unsigned int i = 0; i < 2; i++) {
				char m[80];

				gsi_operand_text(in, in->src[i], 1, t, sizeof(t));
				if (in->src[i] >= GS_OPR_VGPR0)
					strncat(t, in->opsel >> i & 1 ? ".h" : ".l", sizeof(t) - strlen(t) - 1);
				/* neg/abs as add_opr prints them */
				snprintf(m, sizeof(m), in->abs >> i & 1 ? "%s|%s|" : "%s%s", in->neg >> i & 1 ? "-" : "", t);
				add(&l, m);
			}
			if (in->opsel) {
				snprintf(t, sizeof(t), " op_sel:[%u,%u,0]", in->opsel & 1, in->opsel >> 1 & 1);
				append(&l, t);
			}
			break;
		}
		if (op->sig == GS_SIG_CNDMASK && (in->llvm_disasm || in->opsel) && gen == GS_GEN_GFX11 &&
		    gsi_opnd_bits(op->sem, -1) == 16) {
			/* v_cndmask_b16 (VOP3): llvm-mc-22 shows the halves as .l/.h
			 * with no op_sel list, then the lane mask */
			add_t16(&l, in, GS_OPR_VGPR0 + in->vdst, -1, 0, (in->opsel & 8) != 0);
			for (unsigned int i = 0; i < 2; i++)
				add_t16(&l, in, in->src[i], (int)i, 0, in->opsel >> i & 1);
			add_opr(&l, in, in->src[2], lm, -1);
			break;
		}
		if ((in->llvm_disasm || in->opsel || hi_half16(in, 2, in->enc == GS_ENC_VOP3)) &&
		    gen == GS_GEN_GFX11 && (gsi_opnd_bits(op->sem, 0) == 16 || gsi_opnd_bits(op->sem, -1) == 16)) {
			t16_text(&l, in, op->sig == GS_SIG_VOP3S3 ? 3 : 2, in->enc == GS_ENC_VOP3);
			break;
		}
		add_opr(&l, in, GS_OPR_VGPR0 + in->vdst, op->dregs, -1);
		add_opr(&l, in, in->src[0], src_regs(op, 0), in->enc == GS_ENC_VOP3 ? 0 : -1);
		add_opr(&l, in, in->src[1], src_regs(op, 1), in->enc == GS_ENC_VOP3 ? 1 : -1);
		if (op->sig == GS_SIG_CNDMASK) {
			add_opr(&l, in, in->src[2], lm, -1);
		} else if ((op->sem == GS_SEM_V_ALIGNBIT_B32 || op->sem == GS_SEM_V_ALIGNBYTE_B32) && in->llvm_disasm &&
			   gen == GS_GEN_GFX11 &&
			   in->src[2] >= GS_OPR_VGPR0 && !(in->neg & 4) && !(in->abs & 4)) {
			/* llvm-mc-22's gfx11 disassembler prints the shift of
			 * alignbit/alignbyte (16 bits in its true16 definition) as v1.l */
			gsi_operand_text(in, in->src[2], 1, t, sizeof(t));
			strncat(t, ".l", sizeof(t) - strlen(t) - 1);
			add(&l, t);
		} else if (op->sig == GS_SIG_VOP3S3) {
			add_opr(&l, in, in->src[2], src_regs(op, 2), 2);
		}
		if (in->enc == GS_ENC_VOP3 && (in->opsel & 3) && !strncmp(op->name, "v_permlane", 10)) {
			/* llvm-mc-22: op_sel:[fi,bound_ctrl] */
			snprintf(t, sizeof(t), " op_sel:[%u,%u]", in->opsel & 1, in->opsel >> 1 & 1);
			append(&l, t);
		}
		break;
	case GS_SIG_VOP3SD3:
		add_opr(&l, in, GS_OPR_VGPR0 + in->vdst, op->dregs, -1);
		add_opr(&l, in, in->sdst, lm, -1);
		for (unsigned int i = 0; i < 3; i++)  /* v_div_scale_*: neg on the sources */
			add_opr(&l, in, in->src[i], src_regs(op, i), (int)i);
		break;
	case GS_SIG_CARRY:
	case GS_SIG_VOP3SD:
		add_opr(&l, in, GS_OPR_VGPR0 + in->vdst, op->dregs, -1);
		add_opr(&l, in, in->sdst, lm, -1);
		add_opr(&l, in, in->src[0], op->sregs, -1);
		add_opr(&l, in, in->src[1], op->sregs, -1);
		if (op->sig == GS_SIG_CARRY)
			add_opr(&l, in, in->src[2], lm, -1);
		break;
	case GS_SIG_WMMA:
		wmma_text(&l, gen, in);
		break;
	case GS_SIG_SWMMAC:
		swmmac_text(&l, gen, in);
		break;
	case GS_SIG_LDSDIR:  /* llvm-mc-22 prints the waits even when 0 */
		add_opr(&l, in, GS_OPR_VGPR0 + in->vdst, 1, -1);
		if (gen == GS_GEN_GFX11)
			snprintf(t, sizeof(t), " wait_vdst:%u", (unsigned int)in->imm & 15);
		else
			snprintf(t, sizeof(t), " wait_va_vdst:%u wait_vm_vsrc:%u", (unsigned int)in->imm & 15,
				 (unsigned int)in->imm >> 7 & 1);
		append(&l, t);
		break;
	case GS_SIG_VOP3P:
	case GS_SIG_VOP3P3: {
		unsigned int ns = op->sig == GS_SIG_VOP3P3 ? 3 : 2, all = (1u << ns) - 1;

		add_opr(&l, in, GS_OPR_VGPR0 + in->vdst, 1, -1);
		for (unsigned int i = 0; i < ns; i++)
			add_opr(&l, in, in->src[i], 1, -1);
		if (in->opsel & all)
			bitsn(&l, "op_sel", in->opsel, ns);
		if ((in->opsel_hi & all) != all)
			bitsn(&l, "op_sel_hi", in->opsel_hi, ns);
		if (in->neg & all)
			bitsn(&l, "neg_lo", in->neg, ns);
		if (in->neg_hi & all)
			bitsn(&l, "neg_hi", in->neg_hi, ns);
		if (in->clamp)
			append(&l, " clamp");
		break;
	}
	case GS_SIG_GLOAD:
	case GS_SIG_GSTORE:
	case GS_SIG_GATOMIC:
		if (op->sig == GS_SIG_GLOAD || in->rtn)
			add_opr(&l, in, GS_OPR_VGPR0 + in->vdst, in->rtn && !op->dregs ? op->sregs : op->dregs, -1);  /* gatomic dregs: cmpswap's return */
		add_opr(&l, in, GS_OPR_VGPR0 + in->vaddr, in->saddr == GS_OPR_NULL ? 2 : 1, -1);
		if (op->sig != GS_SIG_GLOAD)
			add_opr(&l, in, GS_OPR_VGPR0 + in->vdata, op->sregs, -1);
		if (in->saddr == GS_OPR_NULL)
			add(&l, "off");
		else
			add_opr(&l, in, in->saddr, 2, -1);
		if (in->imm) {
			n = snprintf(t, sizeof(t), " offset:%d", in->imm);
			if (l.len < l.size)
				snprintf(buf + l.len, l.size - l.len, "%s", t);
			l.len += (size_t)n;
		}
		if (in->rtn)
			append(&l, gen == GS_GEN_GFX12 ? " th:TH_ATOMIC_RETURN" : " glc");
		break;
	case GS_SIG_SLOAD:
	case GS_SIG_SSTORE:
		if (op->sig == GS_SIG_SLOAD)
			add_opr(&l, in, GS_OPR_VGPR0 + in->vdst, op->dregs, -1);
		if (in->vaddr == GS_VADDR_OFF)
			add(&l, "off");
		else
			add_opr(&l, in, GS_OPR_VGPR0 + in->vaddr, 1, -1);
		if (op->sig == GS_SIG_SSTORE)
			add_opr(&l, in, GS_OPR_VGPR0 + in->vdata, op->sregs, -1);
		if (in->saddr == GS_OPR_NULL)
			add(&l, "off");
		else
			add_opr(&l, in, in->saddr, 1, -1);
		if (in->imm) {
			snprintf(t, sizeof(t), " offset:%d", in->imm);
			append(&l, t);
		}
		break;
	case GS_SIG_DSLOAD:
	case GS_SIG_DSLOAD2:
	case GS_SIG_DSRTN:
	case GS_SIG_DSSWIZZLE:
		add_opr(&l, in, GS_OPR_VGPR0 + in->vdst, op->dregs, -1);
		/* fall through */
	case GS_SIG_DSSTORE:
	case GS_SIG_DSSTORE2:
		add_opr(&l, in, GS_OPR_VGPR0 + in->vaddr, 1, -1);
		if (op->sig == GS_SIG_DSSTORE || op->sig == GS_SIG_DSSTORE2 || op->sig == GS_SIG_DSRTN)
			add_opr(&l, in, GS_OPR_VGPR0 + in->vdata, op->sregs, -1);
		if (op->sig == GS_SIG_DSSTORE2)
			add_opr(&l, in, GS_OPR_VGPR0 + in->vdata1, op->sregs, -1);
		if (op->sig == GS_SIG_DSLOAD2 || op->sig == GS_SIG_DSSTORE2) {
			if (in->imm & 0xff) {
				snprintf(t, sizeof(t), " offset0:%u", (unsigned int)in->imm & 0xff);
				append(&l, t);
			}
			if (in->imm >> 8 & 0xff) {
				snprintf(t, sizeof(t), " offset1:%u", (unsigned int)in->imm >> 8 & 0xff);
				append(&l, t);
			}
		} else if (in->imm & 0xffff) {
			char sw[48];

			if (op->sig == GS_SIG_DSSWIZZLE)
				swizzle_text((unsigned int)in->imm & 0xffff, sw, sizeof(sw));
			else
				snprintf(sw, sizeof(sw), "%u", (unsigned int)in->imm & 0xffff);
			snprintf(t, sizeof(t), " offset:%s", sw);
			append(&l, t);
		}
		break;
	}
	if (in->enc == GS_ENC_VOP3 && (in->clamp || in->omod)) {
		static const char *const omod[] = { "", " mul:2", " mul:4", " div:2" };

		n = snprintf(t, sizeof(t), "%s%s", in->clamp ? " clamp" : "", omod[in->omod & 3]);
		if (l.len < l.size)
			snprintf(buf + l.len, l.size - l.len, "%s", t);
		l.len += (size_t)n;
	}
	return (int)l.len;
}
