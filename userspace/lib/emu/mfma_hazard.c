// SPDX-License-Identifier: MIT
/*
 * The MFMA dependency checker of gfx9 (CDNA3 gfx942, CDNA4 gfx950).
 *
 * CDNA hardware does not interlock most dependencies on MFMA results (and a
 * few on MFMA inputs): software puts "wait states" between the two
 * instructions, each issued instruction counting one and s_nop N counting
 * N + 1.  The required counts are the CDNA3/CDNA4 ISA guides' "dependency
 * resolution: required independent instructions" tables; the numbers below
 * are the ones LLVM 22's GCNHazardRecognizer.cpp inserts s_nops for
 * (checkMAIHazards90A, checkMAIVALUHazards and their GFX940 helpers, with
 * the gfx950 increases), read for the facts and written anew here.
 * P is the producing MFMA's pass count (LLVM's SISchedule.td per target,
 * gsi_mfma_class() below); "XDL" MFMAs are all but the f32-input ones
 * ("SGEMM") and the f64 ones ("DGEMM"); +g is 1 on gfx950 when P != 2.
 * SMFMAC (v_smfmac_*) is XDL with 4 passes (16x16) or 8 (32x32); its SrcC
 * is the accumulator D itself (LLVM's src2, tied to vdst), and the index
 * VGPR is read as a SrcA/SrcB-class source.  gfx950 f8f6f4 MFMAs (and
 * v_mfma_scale_*) take twice the passes when A or B is fp8/bf8 (CBSZ or
 * BLGP <= 1: 16x16x128 8 else 4, 32x32x64 16 else 8; SISchedule.td's
 * PredIsF8_MFMA_SCALE); the scale VGPRs are SrcA/SrcB-class sources.
 * Register counts are the ones the instruction uses (gsi_mfma_inst_regs:
 * f8f6f4 by format, SMFMAC A's stored half and one index VGPR).
 *
 *   VALU (not MFMA, not v_dot) writes a VGPR/AGPR -> MFMA reads it   2
 *   VALU writes EXEC -> MFMA                                          4
 *   MFMA writes D -> MFMA reads it as SrcC:
 *     the same registers (D == C exactly): 2-pass producer 2, f64 4x4x4
 *       after f64 4x4x4 4, else 0 (the accumulation chain interlocks)
 *     overlapping: XDL -> XDL P+1 (+1 gfx950); XDL -> SGEMM/DGEMM P+1+g;
 *       SGEMM -> SGEMM/DGEMM P; SGEMM -> XDL 0;
 *       f64 16x16x4 -> non-XDL 9 (gfx950 17); f64 4x4x4 -> non-XDL 4;
 *       f64 -> XDL 0
 *   MFMA writes D -> MFMA reads it as SrcA/SrcB: XDL P+3+g, SGEMM P+2,
 *     f64 16x16x4 11 (gfx950 19), f64 4x4x4 6
 *   MFMA writes D -> VALU, VMEM/FLAT/DS reads it: XDL P+3+g, SGEMM P+2,
 *     f64 4x4x4 6 (memory 9), f64 16x16x4 11 (gfx950 19; memory 18)
 *   MFMA writes D -> VALU/memory load writes it (WAW): XDL P+3+g, SGEMM
 *     P+2, f64 4x4x4 6, f64 16x16x4 11
 *   XDL MFMA reads SrcC -> VALU/memory load overwrites it (WAR):
 *     P = 2: 1, 4: 3, 8: 7, 16: 15
 *   f64 MFMA -> v_fma_f64 / v_fmac_f64 (any registers)               2
 *   v_dot writes -> VALU/memory reads it: 3 (the same v_dot reading it as
 *     SrcC: 0); -> a VALU op of another opcode or a load writes it: 3
 *
 * As LLVM does, a read is checked against the newest MFMA writing any of
 * its registers, and a VALU write against the newest MFMA reading them as
 * SrcC.  Counting is dynamic (taken branches count once, as issued).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/mfma.h"
#include "emu/mfma_hazard.h"
#include "emu/op_fact.h"

int gsi_mfma_class(const char *name, int gfx950, unsigned int *passes, int *xdl, int *dgemm)
{
	unsigned int m, n, k, blocks = 1;
	const char *p;
	int len = 0, f32;

	if (name && !strncmp(name, "v_smfmac_", 9)) {
		/* SMFMAC: XDL (VOP3PInstructions.td is_gfx940_xdl), 4 passes for
		 * 16x16, 8 for 32x32 on gfx942 and gfx950 alike (SISchedule.td) */
		*xdl = 1;
		*dgemm = 0;
		p = strchr(name + 9, '_');
		if (!p || sscanf(p + 1, "%ux%ux%u", &m, &n, &k) != 3 || (m != 16 && m != 32))
			return 0;
		*passes = m == 16 ? 4 : 8;
		return 1;
	}
	if (!name || strncmp(name, "v_mfma_", 7))
		return 0;
	*xdl = 0;
	*dgemm = 0;
	if (!strncmp(name, "v_mfma_f64_", 11)) {
		*dgemm = 1;
		if (!strncmp(name + 11, "16x16x4", 7))
			*passes = gfx950 ? 16 : 8;  /* SISchedule.td: Write16PassDGEMM on gfx950 */
		else if (!strncmp(name + 11, "4x4x4", 5))
			*passes = 4;
		else
			return 0;
		return 1;
	}
	p = strchr(name + 7, '_');  /* past the result type */
	if (!p || sscanf(p + 1, "%ux%ux%u%n", &m, &n, &k, &len) != 3 || !len)
		return 0;
	p += 1 + len;
	if (sscanf(p, "_%ub%n", &blocks, &len) == 1 && len)
		p += len;
	if (*p != '_')
		return 0;
	f32 = !strncmp(p + 1, "f32", 3) && (p[4] == 0 || p[4] == '_');
	*xdl = !f32;
	/* the f32-input and multi-block shapes take the long pass counts */
	if (m == 4)
		*passes = 2;
	else if (m == 16)
		*passes = f32 || blocks > 1 ? 8 : 4;
	else if (m == 32)
		*passes = f32 || blocks > 1 ? 16 : 8;
	else
		return 0;
	return 1;
}

/* ---- the registers an instruction reads and writes ---- */

struct rng {
	unsigned int first, n;
	const char *role;
	int src;             /* VALU source index (2: SrcC of a v_dot), else -1 */
};

struct regs {
	struct rng rd[6], wr[2];
	unsigned int nrd, nwr;
	int c;               /* MFMA: index of SrcC in rd (-1: none) */
};

static void add(struct rng *r, unsigned int *n, unsigned int first, unsigned int cnt, const char *role)
{
	if (cnt && *n < 6) {
		r[*n].first = first;
		r[*n].n = cnt;
		r[*n].role = role;
		r[*n].src = -1;
		(*n)++;
	}
}

static void add_src(struct regs *x, unsigned int code, unsigned int cnt, const char *role)
{
	if (code >= GS_OPR_VGPR0)
		add(x->rd, &x->nrd, code - GS_OPR_VGPR0, cnt, role);
}

/* What the checker reads off an op's name, once per op (op_fact.h), so
 * checking an instruction compares no strings: its MFMA class on gfx942
 * and gfx950 ([g950]; the outputs as gsi_mfma_class leaves zeroed ones,
 * also where it fails), and the VALU facts below. */
struct mfh_op {
	struct {
		unsigned char ok;
		unsigned int passes;
		int xdl, dgemm;
	} cls[2];
	unsigned char f8f6f4;   /* an f8f6f4 MFMA: an fp8/bf8 operand doubles the passes */
	unsigned char dot;      /* v_dot* */
	unsigned char fma_f64;  /* v_fma_f64* / v_fmac_f64* */
	unsigned char pk2;      /* v_pk_*f32 / v_pk_*b32: two VGPRs per operand */
};

static int mfh_of(const struct gs_isa_op *op, struct mfh_op *f);

static int mfh_parse(const struct gs_isa_op *op, struct mfh_op *f)
{
	const char *nm = op->name;
	size_t l = strlen(nm);

	for (int g = 0; g < 2; g++)
		f->cls[g].ok = gsi_mfma_class(nm, g, &f->cls[g].passes, &f->cls[g].xdl, &f->cls[g].dgemm) != 0;
	f->f8f6f4 = strstr(nm, "f8f6f4") != NULL;
	f->dot = !strncmp(nm, "v_dot", 5);
	f->fma_f64 = !strncmp(nm, "v_fma_f64", 9) || !strncmp(nm, "v_fmac_f64", 10);
	f->pk2 = !strncmp(nm, "v_pk_", 5) && l > 3 && (!strcmp(nm + l - 3, "f32") || !strcmp(nm + l - 3, "b32"));
	return 1;
}

EMU_OP_FACT(mfh_of, struct mfh_op, mfh_parse)

/* VGPRs of a VALU source or destination: 64-bit operands and the packed
 * f32 / b32 pairs take two. */
static unsigned int valu_regs(const struct gs_inst *in, const struct mfh_op *f, int i)
{
	if (f->pk2)
		return 2;
	if (i < 0 && in->op->dregs)
		return in->op->dregs;
	return gsi_opnd_bits(in->op->sem, i) == 64 ? 2 : 1;
}

enum { K_OTHER, K_VALU, K_MFMA, K_MEM };

static int regs_of(const struct wave *w, const struct gs_inst *in, const struct mfh_op *f, struct regs *x)
{
	const struct gs_isa_op *op = in->op;
	unsigned int nsrc = 0;

	memset(x, 0, sizeof(*x));
	x->c = -1;
	switch (op->enc) {
	case GS_ENC_FLAT: case GS_ENC_SCRATCH: case GS_ENC_DS:
		switch (op->sig) {
		case GS_SIG_GLOAD: case GS_SIG_GSTORE: case GS_SIG_GATOMIC:
			add(x->rd, &x->nrd, in->vaddr, in->saddr == GS_OPR_NULL ? 2 : 1, "the address");
			if (op->sig == GS_SIG_GLOAD)
				add(x->wr, &x->nwr, in->vdst, op->dregs, "the destination");
			else
				add(x->rd, &x->nrd, in->vdata, op->sregs, "the data");
			if (op->sig == GS_SIG_GATOMIC && in->rtn)
				add(x->wr, &x->nwr, in->vdst, op->dregs ? op->dregs : op->sregs, "the destination");
			break;
		case GS_SIG_SLOAD: case GS_SIG_SSTORE:
			if (in->vaddr != GS_VADDR_OFF)
				add(x->rd, &x->nrd, in->vaddr, 1, "the address");
			if (op->sig == GS_SIG_SLOAD)
				add(x->wr, &x->nwr, in->vdst, op->dregs, "the destination");
			else
				add(x->rd, &x->nrd, in->vdata, op->sregs, "the data");
			break;
		default: {  /* DS: operands from the mnemonic (exec_ds.c) */
			struct emu_ds_regs d;

			gsi_emu_ds_regs(in, &d);
			add(x->rd, &x->nrd, in->vaddr, d.addr, "the address");
			add(x->rd, &x->nrd, in->vdata, d.data0, "the data");
			add(x->rd, &x->nrd, in->vdata1, d.data1, "the data");
			add(x->wr, &x->nwr, in->vdst, d.dst, "the destination");
		}
		}
		return K_MEM;
	case GS_ENC_MUBUF:  /* buffer: index/offset VGPRs; vdata read (stores) or written (loads) */
		add(x->rd, &x->nrd, in->vaddr, !!(in->buf & GS_BUF_IDXEN) + !!(in->buf & GS_BUF_OFFEN), "the address");
		if (op->dregs)
			add(x->wr, &x->nwr, in->vdata, op->dregs, "the destination");
		else
			add(x->rd, &x->nrd, in->vdata, op->sregs, "the data");
		return K_MEM;
	case GS_ENC_VOP1: case GS_ENC_VOP2: case GS_ENC_VOPC: case GS_ENC_VOP3: case GS_ENC_VOP3P:
		break;
	default:
		return K_OTHER;
	}
	if (op->sig == GS_SIG_MFMA) {
		static const char *const role[] = { "SrcA", "SrcB", "SrcC" };
		struct gs_mfma_regs m;
		unsigned int n[3] = { op->sregs, op->sregs, op->dregs }, dn = op->dregs;
		unsigned int dfirst = in->vdst + (in->acc & 1 ? w->agpr_base : 0);

		if (gsi_mfma_inst_regs(in, &m)) {  /* the exact counts */
			n[0] = m.na;
			n[1] = m.nb;
			n[2] = m.ncd;
			dn = m.ncd;
		}
		for (unsigned int i = 0; i < 3; i++) {
			unsigned int base = in->acc >> (1 + i) & 1 ? w->agpr_base : 0;

			if (i == 2 && m.smfmac) {  /* the index; SrcC is D itself */
				add_src(x, in->src[2], 1, "the index");
				x->c = (int)x->nrd;
				add(x->rd, &x->nrd, dfirst, dn, "SrcC");
				continue;
			}
			if (i == 2 && in->src[2] >= GS_OPR_VGPR0)
				x->c = (int)x->nrd;
			add_src(x, in->src[i] + (in->src[i] >= GS_OPR_VGPR0 ? base : 0), n[i], role[i]);
		}
		if (m.scaled) {
			add_src(x, in->vdata, 1, "the A scale");
			add_src(x, in->vdata1, 1, "the B scale");
		}
		add(x->wr, &x->nwr, dfirst, dn, "D");
		return K_MFMA;
	}
	switch (op->sig) {
	case GS_SIG_VOP1: case GS_SIG_READLANE: nsrc = 1; break;
	case GS_SIG_VOP3S3: case GS_SIG_VOP3SD3: case GS_SIG_VOP3P3: nsrc = 3; break;
	default: nsrc = 2;
	}
	for (unsigned int i = 0; i < nsrc; i++) {
		unsigned int before = x->nrd;

		add_src(x, in->src[i], valu_regs(in, f, (int)i), "a source");
		if (x->nrd > before)
			x->rd[before].src = (int)i;
	}
	if (op->sig != GS_SIG_VOPC && op->sig != GS_SIG_READLANE && op->enc != GS_ENC_VOPC)
		add(x->wr, &x->nwr, in->vdst, valu_regs(in, f, -1), "the destination");
	return K_VALU;
}

/* ---- the rules ---- */

struct need {
	unsigned int ws;     /* wait states required */
	const char *rule;    /* what the rule is, for the message */
};

static int g950(const struct emu *e)
{
	return e->target->gc_minor >= 5;  /* CDNA4 is GC 9.5 */
}

/* Producer MFMA p's D read by a VALU instruction or memory operation (mem),
 * or written again by one (waw). */
static struct need after_d(const struct emu *e, const struct emu_mfh_ev *p, int mem, int waw)
{
	struct need r;
	int g = g950(e) && p->passes != 2;

	if (p->dgemm && p->passes == 4) {
		r.ws = waw ? 6 : mem ? 9 : 6;
		r.rule = waw ? "f64 4x4x4 MFMA write -> VALU/load write" : mem ? "f64 4x4x4 MFMA write -> memory read"
		       : "f64 4x4x4 MFMA write -> VALU read";
	} else if (p->dgemm) {
		r.ws = waw ? 11 : mem ? 18 : g950(e) ? 19 : 11;
		r.rule = waw ? "f64 16x16x4 MFMA write -> VALU/load write" : mem ? "f64 16x16x4 MFMA write -> memory read"
		       : "f64 16x16x4 MFMA write -> VALU read";
	} else if (p->xdl) {
		r.ws = p->passes + 3 + (unsigned int)g;
		r.rule = waw ? "XDL MFMA write -> VALU/load write: passes + 3" : mem ? "XDL MFMA write -> memory read: passes + 3"
		       : "XDL MFMA write -> VALU read: passes + 3";
	} else {
		r.ws = p->passes + 2;
		r.rule = waw ? "SGEMM MFMA write -> VALU/load write: passes + 2" : mem ? "SGEMM MFMA write -> memory read: passes + 2"
		       : "SGEMM MFMA write -> VALU read: passes + 2";
	}
	return r;
}

/* Producer MFMA p's D read by MFMA q (class passes/xdl/dgemm, name qn) as
 * SrcC (srcc; full: exactly the same registers) or as SrcA/SrcB. */
static struct need mfma_to_mfma(const struct emu *e, const struct emu_mfh_ev *p, int qxdl, int qdgemm,
				unsigned int qpasses, int srcc, int full)
{
	struct need r = { 0, "" };
	int g = g950(e) && p->passes != 2;

	if (!srcc) {
		if (p->dgemm && p->passes == 4) {
			r.ws = 6;
			r.rule = "f64 4x4x4 MFMA write -> MFMA SrcA/B read";
		} else if (p->dgemm) {
			r.ws = g950(e) ? 19 : 11;
			r.rule = "f64 16x16x4 MFMA write -> MFMA SrcA/B read";
		} else if (p->xdl) {
			r.ws = p->passes + 3 + (unsigned int)g;
			r.rule = "XDL MFMA write -> MFMA SrcA/B read: passes + 3";
		} else {
			r.ws = p->passes + 2;
			r.rule = "SGEMM MFMA write -> MFMA SrcA/B read: passes + 2";
		}
		return r;
	}
	if (full) {
		if (p->dgemm && p->passes == 4 && qdgemm && qpasses == 4) {
			r.ws = 4;
			r.rule = "f64 4x4x4 MFMA write -> f64 4x4x4 SrcC read of the same registers";
		} else if (!p->dgemm && p->passes == 2) {
			r.ws = 2;
			r.rule = "2-pass MFMA write -> SrcC read of the same registers";
		}
		return r;
	}
	if (p->dgemm) {
		if (!qxdl) {
			r.ws = p->passes == 4 ? 4 : g950(e) ? 17 : 9;
			r.rule = p->passes == 4 ? "f64 4x4x4 MFMA write -> overlapping SrcC read"
			       : "f64 16x16x4 MFMA write -> overlapping SrcC read";
		}
		return r;
	}
	if (p->xdl) {
		if (qxdl) {
			r.ws = p->passes + 1 + (unsigned int)g950(e);
			r.rule = "XDL MFMA write -> XDL overlapping SrcC read: passes + 1";
		} else {
			r.ws = p->passes + 1 + (unsigned int)g;
			r.rule = "XDL MFMA write -> SGEMM/DGEMM overlapping SrcC read: passes + 1";
		}
	} else if (!qxdl) {
		r.ws = p->passes;
		r.rule = "SGEMM MFMA write -> SGEMM/DGEMM overlapping SrcC read: passes";
	}
	(void)qdgemm;
	return r;
}

/* ---- the per-wave history ---- */

static int overlap(unsigned int a, unsigned int an, unsigned int b, unsigned int bn)
{
	return an && bn && a < b + bn && b < a + an;
}

/* Event i back from the newest (0: the newest). */
static struct emu_mfh_ev *ev_at(struct emu_mfh *h, unsigned int i)
{
	return &h->ev[(h->head + EMU_MFH_N - i) % EMU_MFH_N];
}

static void push(struct emu_mfh *h, const struct emu_mfh_ev *v)
{
	h->head = (h->head + 1) % EMU_MFH_N;
	h->ev[h->head] = *v;
	if (h->n < EMU_MFH_N)
		h->n++;
}

static void reg_text(const struct wave *w, unsigned int first, unsigned int n, char *buf, size_t size)
{
	char k = 'v';

	if (w->agpr_base && first >= w->agpr_base) {  /* the unified file's AGPR part */
		k = 'a';
		first -= w->agpr_base;
	}
	if (n == 1)
		snprintf(buf, size, "%c%u", k, first);
	else
		snprintf(buf, size, "%c[%u:%u]", k, first, first + n - 1);
}

/* The s_nop that supplies the missing wait states (s_nop 7 gives 8). */
static void nops_text(unsigned int missing, char *buf, size_t size)
{
	size_t n = 0;

	buf[0] = 0;
	while (missing && n + 16 < size) {
		unsigned int k = missing > 8 ? 8 : missing;

		n += (size_t)snprintf(buf + n, size - n, "%ss_nop %u", n ? "; " : "", k - 1);
		missing -= k;
	}
}

/* The message: what this instruction does with regs (n 0: none named),
 * the producer p and what it did (pverb), the counts and the rule. */
static void report(struct emu *e, const struct wave *w, const struct emu_mfh_ev *p, const char *what,
		   unsigned int first, unsigned int n, const char *pverb, unsigned int have, const struct need *r,
		   char *msg, size_t size)
{
	struct wave *tmp = malloc(sizeof(*tmp));
	char where[400] = "(unknown)", regs[40] = "", nops[64], passes[16] = "";
	const char *at;

	if (tmp) {  /* the producer's text: the wave as it was at its PC */
		memcpy(tmp, w, sizeof(*tmp));
		tmp->pc = p->pc;
		gsi_emu_where(e, tmp, where, sizeof(where));
		free(tmp);
	}
	at = strstr(where, "PC ") ? strstr(where, "PC ") : where;
	if (n) {
		regs[0] = ' ';
		reg_text(w, first, n, regs + 1, sizeof(regs) - 1);
	}
	if (p->mfma)
		snprintf(passes, sizeof(passes), ", %u passes", p->passes);
	nops_text(r->ws - have, nops, sizeof(nops));
	snprintf(msg, size,
		 "hazard (emulated checker): %s%s, which the %s at %.200s %s, with %u wait state%s between them; %u required (%s%s); expected %s (or %u more independent instruction%s) before this instruction (CDNA3/CDNA4 ISA MAI dependency rules, as LLVM's GCNHazardRecognizer inserts them)",
		 what, regs, p->mfma ? (p->dgemm ? "f64 MFMA" : p->xdl ? "XDL MFMA" : "SGEMM MFMA") : "VALU instruction",
		 at, pverb, have, have == 1 ? "" : "s", r->ws, r->rule, passes, nops, r->ws - have,
		 r->ws - have == 1 ? "" : "s");
}

/* Wait states between event p and the instruction issuing now. */
static unsigned int since(const struct emu_mfh *h, const struct emu_mfh_ev *p)
{
	return (unsigned int)(h->now - p->t - 1);
}

int gsi_emu_mfma_hazard(struct emu *e, struct wave *w, const struct gs_inst *in, char *msg, size_t size)
{
	struct emu_mfh *h = &w->mfh;
	struct emu_mfh_ev cur = { 0 };
	struct regs x;
	struct mfh_op f = { 0 };
	int k, found = 0;
	unsigned int qpasses = 0;
	int qxdl = 0, qdgemm = 0;

	mfh_of(in->op, &f);
	k = regs_of(w, in, &f, &x);
	/* drop what no rule reaches (20 wait states at most) */
	while (h->n && since(h, ev_at(h, h->n - 1)) > 24)
		h->n--;
	if (k == K_MFMA) {
		qpasses = f.cls[g950(e)].passes;
		qxdl = f.cls[g950(e)].xdl;
		qdgemm = f.cls[g950(e)].dgemm;
		if (!f.cls[g950(e)].ok)
			k = K_VALU;  /* an MFMA the table does not know (not emulated either): a plain VALU */
	}
	if (k == K_MFMA && f.f8f6f4 && (in->cbsz <= 1 || in->blgp <= 1))
		qpasses *= 2;  /* an fp8/bf8 operand: twice the passes */
	if (k == K_MFMA) {
		/* VALU writes EXEC -> MFMA: 4 */
		for (unsigned int i = 0; i < h->n && !found; i++) {
			const struct emu_mfh_ev *p = ev_at(h, i);
			struct need r = { 4, "VALU write of EXEC -> MFMA" };

			if (!p->mfma && p->exec && since(h, p) < r.ws) {
				report(e, w, p, "reads EXEC", 0, 0, "wrote it", since(h, p), &r, msg, size);
				found = 1;
			}
		}
		for (unsigned int s = 0; s < x.nrd && !found; s++) {
			const struct rng *u = &x.rd[s];
			int srcc = (int)s == x.c;

			/* VALU (not v_dot) writes a register -> MFMA reads it: 2 */
			for (unsigned int i = 0; i < h->n && !found; i++) {
				const struct emu_mfh_ev *p = ev_at(h, i);
				struct need r = { 2, "VALU write -> MFMA read" };
				char what[48];

				if (since(h, p) >= r.ws)
					break;
				if (p->mfma || p->dot || !overlap(u->first, u->n, p->d, p->dn))
					continue;
				snprintf(what, sizeof(what), "reads as %s", u->role);
				report(e, w, p, what, u->first, u->n, "wrote", since(h, p), &r, msg, size);
				found = 1;
			}
			/* the newest MFMA writing any of them */
			for (unsigned int i = 0; i < h->n && !found; i++) {
				const struct emu_mfh_ev *p = ev_at(h, i);
				struct need r;
				char what[48];

				if (!p->mfma || !overlap(u->first, u->n, p->d, p->dn))
					continue;
				r = mfma_to_mfma(e, p, qxdl, qdgemm, qpasses, srcc, srcc && p->d == u->first && p->dn == u->n);
				if (since(h, p) < r.ws) {
					snprintf(what, sizeof(what), "reads as %s", u->role);
					report(e, w, p, what, u->first, u->n, "wrote", since(h, p), &r, msg, size);
					found = 1;
				}
				break;
			}
		}
	} else if (k == K_VALU || k == K_MEM) {
		for (unsigned int s = 0; s < x.nrd && !found; s++) {
			const struct rng *u = &x.rd[s];

			for (unsigned int i = 0; i < h->n; i++) {
				const struct emu_mfh_ev *p = ev_at(h, i);
				struct need r;
				char what[48];

				if (!p->mfma || !overlap(u->first, u->n, p->d, p->dn))
					continue;
				r = after_d(e, p, k == K_MEM, 0);
				if (since(h, p) < r.ws) {
					snprintf(what, sizeof(what), "reads as %s", u->role);
					report(e, w, p, what, u->first, u->n, "wrote", since(h, p), &r, msg, size);
					found = 1;
				}
				break;
			}
			/* v_dot write -> read: 3, but none for the same v_dot's SrcC */
			for (unsigned int i = 0; i < h->n && !found; i++) {
				const struct emu_mfh_ev *p = ev_at(h, i);
				int same = p->name == in->op->name;
				struct need r = { same && u->src == 2 ? 0 : 3,
						  same ? "v_dot write -> the same v_dot's SrcA/B read"
						       : "v_dot write -> other VALU/memory read" };
				char what[48];

				if (p->mfma || !p->dot || !overlap(u->first, u->n, p->d, p->dn))
					continue;
				if (since(h, p) < r.ws) {
					snprintf(what, sizeof(what), "reads as %s", u->role);
					report(e, w, p, what, u->first, u->n, "wrote", since(h, p), &r, msg, size);
					found = 1;
				}
				break;
			}
		}
		/* f64 MFMA -> v_fma_f64 / v_fmac_f64: 2, whatever the registers */
		if (!found && f.fma_f64)
			for (unsigned int i = 0; i < h->n; i++) {
				const struct emu_mfh_ev *p = ev_at(h, i);
				struct need r = { 2, "f64 MFMA -> v_fma_f64/v_fmac_f64" };

				if (since(h, p) >= r.ws)
					break;
				if (p->mfma && p->dgemm) {
					report(e, w, p, "is an f64 FMA after the D", p->d, p->dn, "wrote", since(h, p), &r, msg, size);
					found = 1;
					break;
				}
			}
		for (unsigned int s = 0; s < x.nwr && !found; s++) {
			const struct rng *u = &x.wr[s];

			/* v_dot write -> another opcode's write: 3 */
			for (unsigned int i = 0; i < h->n && !found; i++) {
				const struct emu_mfh_ev *p = ev_at(h, i);
				struct need r = { 3, "v_dot write -> other VALU/load write" };

				if (p->mfma || !p->dot || !overlap(u->first, u->n, p->d, p->dn))
					continue;
				if (p->name != in->op->name && since(h, p) < r.ws) {
					report(e, w, p, "overwrites", u->first, u->n, "wrote", since(h, p), &r, msg, size);
					found = 1;
				}
				break;
			}
			/* WAW: the newest MFMA writing any of them */
			for (unsigned int i = 0; i < h->n; i++) {
				const struct emu_mfh_ev *p = ev_at(h, i);
				struct need r;

				if (!p->mfma || !overlap(u->first, u->n, p->d, p->dn))
					continue;
				r = after_d(e, p, k == K_MEM, 1);
				if (since(h, p) < r.ws) {
					report(e, w, p, "overwrites", u->first, u->n, "wrote", since(h, p), &r, msg, size);
					found = 1;
				}
				break;
			}
			/* WAR: the newest XDL MFMA reading any of them as SrcC */
			for (unsigned int i = 0; i < h->n && !found; i++) {
				const struct emu_mfh_ev *p = ev_at(h, i);
				struct need r;

				if (!p->mfma || !p->xdl || !overlap(u->first, u->n, p->c, p->cn))
					continue;
				r.ws = p->passes == 2 ? 1 : p->passes == 4 ? 3 : p->passes == 8 ? 7 : 15;
				r.rule = "XDL MFMA SrcC read -> VALU/load overwrite";
				if (since(h, p) < r.ws) {
					report(e, w, p, "overwrites", u->first, u->n, "reads as SrcC", since(h, p), &r, msg, size);
					found = 1;
				}
				break;
			}
		}
	}

	/* record this instruction */
	if (k == K_MFMA || k == K_VALU) {
		cur.t = h->now;
		cur.pc = w->pc;
		cur.mfma = k == K_MFMA;
		cur.passes = (uint8_t)qpasses;
		cur.xdl = (uint8_t)qxdl;
		cur.dgemm = (uint8_t)qdgemm;
		cur.dot = f.dot;
		cur.name = in->op->name;
		if (x.nwr) {
			cur.d = (uint16_t)x.wr[0].first;
			cur.dn = (uint16_t)x.wr[0].n;
		}
		if (k == K_MFMA && x.c >= 0) {
			cur.c = (uint16_t)x.rd[x.c].first;
			cur.cn = (uint16_t)x.rd[x.c].n;
		}
		cur.exec = k == K_VALU && (in->sdst == GS_OPR_EXEC_LO || in->sdst == GS_OPR_EXEC_HI) &&
			   (in->op->sig == GS_SIG_VOPC || in->op->sig == GS_SIG_READLANE || in->op->sig == GS_SIG_VOP3SD ||
			    in->op->sig == GS_SIG_CARRY || in->op->sig == GS_SIG_VOP3SD3);
		push(h, &cur);
	}
	h->now += in->op->sem == GS_SEM_S_NOP ? ((uint32_t)in->imm & 0xf) + 1 : 1;
	return found;
}
