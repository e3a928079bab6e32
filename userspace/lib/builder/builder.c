// SPDX-License-Identifier: MIT
/*
 * The C builder (gfxshim/builder.h).  Operands are checked against the
 * instruction table's operand signature (userspace/lib/asm/isa.h) when an
 * instruction is emitted, then formatted as LLVM-syntax text and assembled
 * on its own at once (so every encoding-level error is reported by the emit
 * call that caused it); the finish step assembles the whole text with
 * gs_assemble(), which resolves the labels and builds the kernel
 * descriptor.  Why text: Documentation/builder.rst.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/abi.h"
#include "isa/inst.h"
#include "gfxshim/builder.h"

#define MNEM_MAX 64

struct gsi_bld_line {
	long inst;              /* instruction index, -1: a label line */
};

struct gs_builder {
	const struct gs_target *t;
	const struct gs_isa *isa;
	int wave64;
	enum gs_status st;      /* sticky */
	struct gs_error err;

	char *body;             /* one line per instruction or label */
	size_t len, cap;
	struct gsi_bld_line *lines;
	size_t n_lines, cap_lines;
	char (*mnem)[MNEM_MAX]; /* per instruction, for messages */
	size_t n_inst, cap_inst;

	uint32_t n_labels, cap_labels;
	long *label_bound;      /* instruction index bound at, -1: unbound */
	long *label_use;        /* first instruction using it, -1: none */

	unsigned int vgpr_end, sgpr_end;  /* highest register used + 1 */
	char *src;              /* last gs_builder_source() text */
};

/* ---------------------------------------------------------------- helpers */

static enum gs_status fail(struct gs_builder *b, enum gs_status st, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static enum gs_status fail(struct gs_builder *b, enum gs_status st, const char *fmt, ...)
{
	va_list ap;

	if (b->st)
		return b->st;
	va_start(ap, fmt);
	vsnprintf(b->err.msg, sizeof(b->err.msg), fmt, ap);
	va_end(ap);
	b->err.status = st;
	b->st = st;
	return st;
}

static enum gs_status report(const struct gs_builder *b, struct gs_error *err)
{
	if (b->st && err)
		*err = b->err;
	return b->st;
}

static int grow(void **p, size_t *cap, size_t need, size_t elem)
{
	size_t n = *cap ? *cap : 16;
	void *q;

	if (need <= *cap)
		return 0;
	while (n < need)
		n *= 2;
	q = realloc(*p, n * elem);
	if (!q)
		return -1;
	*p = q;
	*cap = n;
	return 0;
}

/* A growable string. */
struct sbuf {
	char *s;
	size_t len, cap;
	int oom;
};

static void sb_printf(struct sbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void sb_printf(struct sbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (sb->oom)
		return;
	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || grow((void **)&sb->s, &sb->cap, sb->len + (size_t)n + 1, 1)) {
		sb->oom = 1;
		return;
	}
	va_start(ap, fmt);
	vsnprintf(sb->s + sb->len, sb->cap - sb->len, fmt, ap);
	va_end(ap);
	sb->len += (size_t)n;
}

/* "file:line:col: error: what" -> "what". */
static const char *strip_loc(const char *msg)
{
	const char *e = strstr(msg, "error: ");

	return e ? e + 7 : msg;
}

/* ---------------------------------------------------------------- lifetime */

enum gs_status gs_builder_new(const struct gs_target *t, const struct gs_builder_options *user,
			      struct gs_builder **out, struct gs_error *err)
{
	struct gs_builder_options o, *opt = NULL;
	struct gs_builder *b;
	const struct gs_isa *isa;

	if (!out)
		return gs_error_set(err, GS_ERR_INVALID, "builder: no output pointer");
	*out = NULL;
	if (user) {
		if (gsi_abi_in(&o, sizeof(o), user, GS_BUILDER_OPTIONS_SIZE_V1, "gs_builder_options", err))
			return err ? err->status : GS_ERR_INVALID;
		opt = &o;
	}
	if (!t)
		return gs_error_set(err, GS_ERR_INVALID, "builder: no target");
	isa = gsi_isa_for(t);
	if (!isa)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "builder: %s (%s) has no instruction table yet", t->name, t->arch);
	if (opt && opt->wave64 && !(t->features & GS_FEAT_WAVE64))
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "builder: %s has no wave64", t->name);
	b = calloc(1, sizeof(*b));
	if (!b)
		return gs_error_set(err, GS_ERR_NOMEM, "builder: out of memory");
	b->t = t;
	b->isa = isa;
	b->wave64 = opt && opt->wave64;
	*out = b;
	return GS_OK;
}

void gs_builder_free(struct gs_builder *b)
{
	if (!b)
		return;
	free(b->body);
	free(b->lines);
	free(b->mnem);
	free(b->label_bound);
	free(b->label_use);
	free(b->src);
	free(b);
}

enum gs_status gs_builder_status(const struct gs_builder *b, struct gs_error *err)
{
	if (!b)
		return gs_error_set(err, GS_ERR_INVALID, "builder: NULL builder");
	return report(b, err);
}

size_t gs_builder_count(const struct gs_builder *b)
{
	return b ? b->n_inst : 0;
}

/* ---------------------------------------------------------------- lines */

static enum gs_status add_line(struct gs_builder *b, long inst, const char *text)
{
	size_t n = strlen(text);

	if (grow((void **)&b->body, &b->cap, b->len + n + 4, 1) ||
	    grow((void **)&b->lines, &b->cap_lines, b->n_lines + 1, sizeof(*b->lines)))
		return fail(b, GS_ERR_NOMEM, "builder: out of memory");
	if (inst >= 0)
		b->body[b->len++] = '\t';
	memcpy(b->body + b->len, text, n);
	b->len += n;
	b->body[b->len++] = '\n';
	b->body[b->len] = 0;
	b->lines[b->n_lines++].inst = inst;
	return GS_OK;
}

/* Assemble one instruction line by itself (labels it uses defined after
 * it) and append it; errors become "instruction N (mnem): what". */
static enum gs_status emit_line(struct gs_builder *b, const char *mnem, const char *text,
				const uint32_t *labels, size_t n_labels)
{
	struct gs_asm_options ao = { 0 };
	struct gs_program *p = NULL;
	struct gs_error e = { 0 };
	struct sbuf sb = { 0 };
	enum gs_status st;
	size_t idx = b->n_inst;

	sb_printf(&sb, "\t.text\n\t%s\n", text);
	for (size_t i = 0; i < n_labels; i++)
		sb_printf(&sb, "gs_l%u:\n", labels[i]);
	if (sb.oom) {
		free(sb.s);
		return fail(b, GS_ERR_NOMEM, "builder: out of memory");
	}
	ao.target = b->t;
	ao.filename = "<builder>";
	ao.wave64 = b->wave64;
	ao.max_errors = 1;
	st = gs_assemble(sb.s, sb.len, &ao, &p, &e);
	free(sb.s);
	gs_program_free(p);
	if (st)
		return fail(b, st, "instruction %zu (%s): %s", idx, mnem, strip_loc(e.msg));
	if (grow((void **)&b->mnem, &b->cap_inst, b->n_inst + 1, sizeof(*b->mnem)))
		return fail(b, GS_ERR_NOMEM, "builder: out of memory");
	snprintf(b->mnem[idx], MNEM_MAX, "%s", mnem);
	for (size_t i = 0; i < n_labels; i++)
		if (b->label_use[labels[i]] < 0)
			b->label_use[labels[i]] = (long)idx;
	st = add_line(b, (long)idx, text);
	if (st)
		return st;
	b->n_inst++;
	return GS_OK;
}

/* ---------------------------------------------------------------- checking */

/* Operand position classes. */
enum pos {
	P_SD,     /* scalar destination */
	P_S,      /* scalar source: SGPR, special, constant */
	P_V,      /* VGPR (address, data) */
	P_VD,     /* VGPR destination */
	P_VS,     /* VALU source: VGPR, SGPR, special, constant */
	P_IM,     /* integer constant */
	P_LAB,    /* label */
	P_SBASE,  /* SMEM base: SGPR pair */
	P_SOFF,   /* SMEM offset: constant or SGPR/m0/null */
	P_SADDR,  /* global scalar base: SGPR pair or off */
	P_MASK,   /* VALU lane mask: vcc or SGPR(s) */
};

struct shape {
	unsigned int n;
	enum pos p[5];
	int src[5];       /* VALU source index for gsi_opnd_bits (-1 dst), -2: none */
	unsigned int mods; /* allowed modifiers (1 << GS_MOD_*) */
	int valu_mods;    /* -x, |x| allowed on P_VS */
};

#define M_OFF (1u << GS_MOD_OFFSET)
#define M_OFF2 (1u << GS_MOD_OFFSET2)
#define M_CLAMP (1u << GS_MOD_CLAMP)
#define M_VOP3P ((1u << GS_MOD_OP_SEL) | (1u << GS_MOD_OP_SEL_HI) | (1u << GS_MOD_NEG_LO) | \
		 (1u << GS_MOD_NEG_HI))
#define NS -2

static int shape_of(unsigned int sig, struct shape *s)
{
	static const struct { unsigned int sig; struct shape s; } tab[] = {
		{ GS_SIG_NONE, { 0, { 0 }, { NS }, 0, 0 } },
		{ GS_SIG_SIMM16, { 1, { P_IM }, { NS }, 0, 0 } },
		{ GS_SIG_LABEL, { 1, { P_LAB }, { NS }, 0, 0 } },
		{ GS_SIG_WAITCNT, { 1, { P_IM }, { NS }, 0, 0 } },
		{ GS_SIG_SOPK, { 2, { P_SD, P_IM }, { NS, NS }, 0, 0 } },
		{ GS_SIG_SOP1, { 2, { P_SD, P_S }, { NS, NS }, 0, 0 } },
		{ GS_SIG_SOP1SRC, { 1, { P_S }, { NS }, 0, 0 } },
		{ GS_SIG_SOP2, { 3, { P_SD, P_S, P_S }, { NS, NS, NS }, 0, 0 } },
		{ GS_SIG_SOPC, { 2, { P_S, P_S }, { NS, NS }, 0, 0 } },
		{ GS_SIG_SMEM, { 3, { P_SD, P_SBASE, P_SOFF }, { NS, NS, NS }, 0, 0 } },
		{ GS_SIG_VOP1, { 2, { P_VD, P_VS }, { -1, 0 }, M_CLAMP, 1 } },
		{ GS_SIG_READLANE, { 2, { P_SD, P_V }, { NS, NS }, 0, 0 } },
		{ GS_SIG_VOP2, { 3, { P_VD, P_VS, P_VS }, { -1, 0, 1 }, M_CLAMP, 1 } },
		{ GS_SIG_CNDMASK, { 4, { P_VD, P_VS, P_VS, P_MASK }, { -1, 0, 1, NS }, 0, 1 } },
		{ GS_SIG_CARRY, { 5, { P_VD, P_MASK, P_VS, P_VS, P_MASK }, { -1, NS, 0, 1, NS },
				  M_CLAMP, 0 } },
		{ GS_SIG_VOP3SD, { 4, { P_VD, P_MASK, P_VS, P_VS }, { -1, NS, 0, 1 }, M_CLAMP, 0 } },
		{ GS_SIG_VOP3, { 3, { P_VD, P_VS, P_VS }, { -1, 0, 1 }, M_CLAMP, 1 } },
		{ GS_SIG_VOP3S3, { 4, { P_VD, P_VS, P_VS, P_VS }, { -1, 0, 1, 2 }, M_CLAMP, 1 } },
		{ GS_SIG_VOPC, { 3, { P_MASK, P_VS, P_VS }, { NS, 0, 1 }, 0, 1 } },
		{ GS_SIG_GLOAD, { 3, { P_VD, P_V, P_SADDR }, { NS, NS, NS }, M_OFF, 0 } },
		{ GS_SIG_GSTORE, { 3, { P_V, P_V, P_SADDR }, { NS, NS, NS }, M_OFF, 0 } },
		{ GS_SIG_GATOMIC, { 3, { P_V, P_V, P_SADDR }, { NS, NS, NS }, M_OFF, 0 } },
		{ GS_SIG_DSLOAD, { 2, { P_VD, P_V }, { NS, NS }, M_OFF, 0 } },
		{ GS_SIG_DSLOAD2, { 2, { P_VD, P_V }, { NS, NS }, M_OFF2, 0 } },
		{ GS_SIG_DSSTORE, { 2, { P_V, P_V }, { NS, NS }, M_OFF, 0 } },
		{ GS_SIG_DSSTORE2, { 3, { P_V, P_V, P_V }, { NS, NS, NS }, M_OFF2, 0 } },
		{ GS_SIG_DSRTN, { 3, { P_VD, P_V, P_V }, { NS, NS, NS }, M_OFF, 0 } },
		{ GS_SIG_DSSWIZZLE, { 2, { P_VD, P_V }, { NS, NS }, M_OFF, 0 } },
		{ GS_SIG_VOP3P, { 3, { P_VD, P_VS, P_VS }, { NS, NS, NS }, M_CLAMP | M_VOP3P, 0 } },
		{ GS_SIG_VOP3P3, { 4, { P_VD, P_VS, P_VS, P_VS }, { NS, NS, NS, NS }, M_CLAMP | M_VOP3P, 0 } },
		{ GS_SIG_GETREG, { 2, { P_SD, P_IM }, { NS, NS }, 0, 0 } },
		{ GS_SIG_SETREG, { 2, { P_IM, P_S }, { NS, NS }, 0, 0 } },
		{ GS_SIG_SENDMSGRTN, { 2, { P_SD, P_IM }, { NS, NS }, 0, 0 } },
		{ GS_SIG_WMMA, { 4, { P_VD, P_V, P_V, P_VS }, { NS, NS, NS, NS }, M_CLAMP, 0 } },
	};

	for (size_t i = 0; i < sizeof(tab) / sizeof(tab[0]); i++)
		if (tab[i].sig == sig) {
			*s = tab[i].s;
			for (unsigned int j = 1; j < 5; j++)  /* { NS } initialises only [0] */
				if (j >= s->n)
					s->src[j] = NS;
			return 1;
		}
	return 0;
}

static const char *pos_want(enum pos p)
{
	switch (p) {
	case P_SD: return "a scalar register";
	case P_S: return "a scalar register or a constant";
	case P_V: case P_VD: return "a VGPR";
	case P_VS: return "a register or a constant";
	case P_IM: return "an integer constant";
	case P_LAB: return "a label";
	case P_SBASE: return "an SGPR pair";
	case P_SOFF: return "an integer constant or an SGPR";
	case P_SADDR: return "an SGPR pair or off";
	case P_MASK: return "vcc or an SGPR lane mask";
	}
	return "?";
}

static int kind_ok(enum pos p, const struct gs_operand *o)
{
	int sp = o->kind == GS_OPND_SPECIAL && o->sub != GS_SPECIAL_OFF;
	int k = o->kind;

	switch (p) {
	case P_SD: return k == GS_OPND_SREG || (sp && o->sub != GS_SPECIAL_SCC);
	case P_S: return k == GS_OPND_SREG || sp || k == GS_OPND_IMM || k == GS_OPND_FIMM;
	case P_V: case P_VD: return k == GS_OPND_VREG;
	case P_VS: return k == GS_OPND_VREG || k == GS_OPND_SREG || sp || k == GS_OPND_IMM ||
			  k == GS_OPND_FIMM;
	case P_IM: return k == GS_OPND_IMM;
	case P_LAB: return k == GS_OPND_LABEL;
	case P_SBASE: return k == GS_OPND_SREG;
	case P_SOFF: return k == GS_OPND_IMM || k == GS_OPND_SREG ||
			    (sp && (o->sub == GS_SPECIAL_M0 || o->sub == GS_SPECIAL_NULL));
	case P_SADDR: return k == GS_OPND_SREG ||
			     (k == GS_OPND_SPECIAL && o->sub == GS_SPECIAL_OFF);
	case P_MASK: return k == GS_OPND_SREG ||
			    (sp && (o->sub == GS_SPECIAL_VCC || o->sub == GS_SPECIAL_VCC_LO ||
				    o->sub == GS_SPECIAL_NULL));
	}
	return 0;
}

static const char *special_text(const struct gs_builder *b, unsigned int s)
{
	switch (s) {
	case GS_SPECIAL_VCC: return b->wave64 ? "vcc" : "vcc_lo";
	case GS_SPECIAL_EXEC: return b->wave64 ? "exec" : "exec_lo";
	case GS_SPECIAL_VCC_LO: return "vcc_lo";
	case GS_SPECIAL_VCC_HI: return "vcc_hi";
	case GS_SPECIAL_EXEC_LO: return "exec_lo";
	case GS_SPECIAL_EXEC_HI: return "exec_hi";
	case GS_SPECIAL_M0: return "m0";
	case GS_SPECIAL_SCC: return "scc";
	case GS_SPECIAL_NULL: return "null";
	case GS_SPECIAL_OFF: return "off";
	}
	return NULL;
}

static const char *mod_name(unsigned int m)
{
	static const char *const n[] = { "offset", "offset0/offset1", "clamp", "op_sel", "op_sel_hi",
					 "neg_lo", "neg_hi" };

	return m < sizeof(n) / sizeof(n[0]) ? n[m] : "?";
}

/* Check a typed hwreg()/sendmsg() value; 0 or a message in msg. */
static int macro_bad(const struct gs_operand *o, char *msg, size_t size)
{
	if (o->neg || o->abs) {
		snprintf(msg, size, "%s cannot take -x or |x|", o->kind == GS_OPND_HWREG ? "hwreg()" : "sendmsg()");
		return 1;
	}
	if (o->kind == GS_OPND_HWREG) {
		if (o->reg > 63)
			snprintf(msg, size, "hwreg id %u out of range, expected 0..63", o->reg);
		else if (o->imm < 0 || o->imm > 31)
			snprintf(msg, size, "hwreg bit offset %lld out of range, expected 0..31",
				 (long long)o->imm);
		else if (o->imm2 < 1 || o->imm2 > 32)
			snprintf(msg, size, "hwreg bit count %lld out of range, expected 1..32",
				 (long long)o->imm2);
		else
			return 0;
		return 1;
	}
	if (o->reg > 255)
		snprintf(msg, size, "sendmsg id %u out of range, expected 0..255", o->reg);
	else if (o->imm > 7)
		snprintf(msg, size, "sendmsg operation %lld out of range, expected 0..7 (or -1: none)",
			 (long long)o->imm);
	else if (o->imm2 > 3)
		snprintf(msg, size, "sendmsg stream %lld out of range, expected 0..3 (or -1: none)",
			 (long long)o->imm2);
	else if (o->imm2 >= 0 && o->imm < 0)
		snprintf(msg, size, "sendmsg stream %lld without an operation", (long long)o->imm2);
	else
		return 0;
	return 1;
}

static int mnem_ok(const char *m)
{
	size_t n = 0;

	if (!m || !*m)
		return 0;
	for (; m[n]; n++)
		if (!((m[n] >= 'a' && m[n] <= 'z') || (m[n] >= '0' && m[n] <= '9') || m[n] == '_'))
			return 0;
	return n < MNEM_MAX - 1;
}

static const char *ord_name(unsigned int c);

/* Check one operand (1-based number k in messages) and append its text. */
static enum gs_status operand(struct gs_builder *b, size_t idx, const char *mnem, unsigned int k,
			      const struct gs_operand *o, unsigned int nsrc, struct sbuf *sb)
{
	switch (o->kind) {
	case GS_OPND_SREG:
	case GS_OPND_VREG: {
		int v = o->kind == GS_OPND_VREG;
		unsigned int lim = v ? 256 : b->t->max_sgprs;
		const char *pre = o->neg && o->abs ? "-|" : o->neg ? "-" : o->abs ? "|" : "";

		if (o->count < 1 || o->count > 16)
			return fail(b, GS_ERR_RANGE,
				    "instruction %zu (%s): operand %u: a register range of %u",
				    idx, mnem, k, o->count);
		if ((uint64_t)o->reg + o->count > lim) {
			char r[48];

			if (o->count == 1)
				snprintf(r, sizeof(r), "%c%u", v ? 'v' : 's', o->reg);
			else
				snprintf(r, sizeof(r), "%c[%u:%u]", v ? 'v' : 's', o->reg,
					 o->reg + o->count - 1);
			return fail(b, GS_ERR_RANGE,
				    "instruction %zu (%s): operand %u: %s is out of range (%c0..%c%u)",
				    idx, mnem, k, r, v ? 'v' : 's', v ? 'v' : 's', lim - 1);
		}
		if (o->count == 1)
			sb_printf(sb, "%s%c%u", pre, v ? 'v' : 's', o->reg);
		else
			sb_printf(sb, "%s%c[%u:%u]", pre, v ? 'v' : 's', o->reg, o->reg + o->count - 1);
		if (o->abs)
			sb_printf(sb, "|");
		if (v && o->reg + o->count > b->vgpr_end)
			b->vgpr_end = o->reg + o->count;
		if (!v && o->reg + o->count > b->sgpr_end)
			b->sgpr_end = o->reg + o->count;
		return GS_OK;
	}
	case GS_OPND_IMM:
		if (o->imm < INT32_MIN || o->imm > (int64_t)UINT32_MAX)
			return fail(b, GS_ERR_RANGE,
				    "instruction %zu (%s): operand %u: %lld does not fit in 32 bits",
				    idx, mnem, k, (long long)o->imm);
		sb_printf(sb, "%lld", (long long)o->imm);
		return GS_OK;
	case GS_OPND_FIMM: {
		char t[64];

		if (!isfinite(o->fimm))
			return fail(b, GS_ERR_RANGE,
				    "instruction %zu (%s): operand %u: the float must be finite",
				    idx, mnem, k);
		snprintf(t, sizeof(t), "%.17g", o->fimm);
		if (!strpbrk(t, ".e"))
			strcat(t, ".0");
		sb_printf(sb, "%s", t);
		return GS_OK;
	}
	case GS_OPND_SPECIAL: {
		const char *s = special_text(b, o->sub);

		if (!s)
			return fail(b, GS_ERR_INVALID,
				    "instruction %zu (%s): operand %u: unknown special register %u",
				    idx, mnem, k, o->sub);
		sb_printf(sb, "%s", s);
		return GS_OK;
	}
	case GS_OPND_HWREG:
	case GS_OPND_SENDMSG: {
		char m[96];

		if (macro_bad(o, m, sizeof(m)))
			return fail(b, GS_ERR_RANGE, "instruction %zu (%s): operand %u: %s", idx, mnem, k, m);
		if (o->kind == GS_OPND_HWREG)
			sb_printf(sb, "hwreg(%u, %lld, %lld)", o->reg, (long long)o->imm, (long long)o->imm2);
		else if (o->imm < 0)
			sb_printf(sb, "sendmsg(%u)", o->reg);
		else if (o->imm2 < 0)
			sb_printf(sb, "sendmsg(%u, %lld)", o->reg, (long long)o->imm);
		else
			sb_printf(sb, "sendmsg(%u, %lld, %lld)", o->reg, (long long)o->imm, (long long)o->imm2);
		return GS_OK;
	}
	case GS_OPND_LABEL:
		if (o->reg >= b->n_labels)
			return fail(b, GS_ERR_INVALID,
				    "instruction %zu (%s): operand %u: label %u was not made by "
				    "gs_label_new on this builder", idx, mnem, k, o->reg);
		sb_printf(sb, "gs_l%u", o->reg);
		return GS_OK;
	case GS_OPND_MOD:
		switch (o->sub) {
		case GS_MOD_OFFSET:
			sb_printf(sb, "offset:%lld", (long long)o->imm);
			return GS_OK;
		case GS_MOD_OFFSET2:
			sb_printf(sb, "offset0:%lld offset1:%lld", (long long)o->imm,
				  (long long)o->imm2);
			return GS_OK;
		case GS_MOD_CLAMP:
			sb_printf(sb, "clamp");
			return GS_OK;
		case GS_MOD_OP_SEL:
		case GS_MOD_OP_SEL_HI:
		case GS_MOD_NEG_LO:
		case GS_MOD_NEG_HI:
			if (o->imm < 0 || o->imm >= (1ll << nsrc))
				return fail(b, GS_ERR_RANGE,
					    "instruction %zu (%s): operand %u: %s mask 0x%llx has bits beyond "
					    "the instruction's %u source%s", idx, mnem, k, mod_name(o->sub),
					    (unsigned long long)o->imm, nsrc, ord_name(nsrc));
			sb_printf(sb, "%s:[", mod_name(o->sub));
			for (unsigned int i = 0; i < nsrc; i++)
				sb_printf(sb, "%s%d", i ? "," : "", (int)((o->imm >> i) & 1));
			sb_printf(sb, "]");
			return GS_OK;
		}
		break;
	}
	return fail(b, GS_ERR_INVALID, "instruction %zu (%s): operand %u: unknown operand kind %u",
		    idx, mnem, k, o->kind);
}

/* Registers an operand in this position must have (0: not checked). */
static unsigned int want_regs(const struct gs_builder *b, const struct gs_isa_op *op,
			      const struct shape *s, unsigned int i, const struct gs_operand *ops)
{
	int64_t bits;

	switch (s->p[i]) {
	case P_SBASE:
		return 2;
	case P_SADDR:
		return 2;
	case P_MASK:
		return b->wave64 ? 2 : 1;
	default:
		break;
	}
	switch (op->sig) {
	case GS_SIG_SOP1: case GS_SIG_SOP2: case GS_SIG_SOPC:
		if (s->p[i] == P_SD)
			return op->dregs;
		return op->sregs;
	case GS_SIG_SOPK: case GS_SIG_GETREG: case GS_SIG_SETREG: case GS_SIG_SENDMSGRTN:
	case GS_SIG_READLANE:
		return s->p[i] == P_SD ? op->dregs : 1;
	case GS_SIG_SMEM:
		return i == 0 ? op->dregs : 1;
	case GS_SIG_GLOAD:
		if (i == 1)  /* vaddr: 64-bit without a scalar base */
			return ops[2].kind == GS_OPND_SREG ? 1 : 2;
		return op->dregs;
	case GS_SIG_GSTORE: case GS_SIG_GATOMIC:
		if (i == 0)
			return ops[2].kind == GS_OPND_SREG ? 1 : 2;
		return op->sregs;
	case GS_SIG_DSLOAD: case GS_SIG_DSLOAD2: case GS_SIG_DSSWIZZLE:
		return i == 0 ? op->dregs : 1;
	case GS_SIG_DSSTORE: case GS_SIG_DSSTORE2:
		return i == 0 ? 1 : op->sregs;
	case GS_SIG_DSRTN:
		return i == 0 ? op->dregs : i == 1 ? 1 : op->sregs;
	default:
		break;
	}
	if (s->src[i] == NS)
		return 0;
	bits = gsi_opnd_bits(op->sem, s->src[i]);
	return bits == 64 ? 2 : 1;
}

static const char *ord_name(unsigned int c)
{
	return c == 1 ? "" : "s";
}

enum gs_status gs_emit_array(struct gs_builder *b, const char *mnem, const struct gs_operand *ops,
			     size_t n)
{
	char base[MNEM_MAX];
	const struct gs_isa_op *op;
	struct shape s = { 0 };
	int have_shape = 0;
	struct sbuf sb = { 0 };
	uint32_t labels[8];
	size_t n_labels = 0, npos = 0, idx;
	unsigned int nsrc;
	enum gs_status st;

	if (!b)
		return GS_ERR_INVALID;
	if (b->st)
		return b->st;
	idx = b->n_inst;
	if (!mnem_ok(mnem))
		return fail(b, GS_ERR_INVALID, "instruction %zu: bad mnemonic \"%s\"", idx,
			    mnem ? mnem : "(null)");
	if (n && !ops)
		return fail(b, GS_ERR_INVALID, "instruction %zu (%s): no operand array", idx, mnem);
	snprintf(base, sizeof(base), "%s", mnem);
	{
		size_t l = strlen(base);

		if (l > 4 && (!strcmp(base + l - 4, "_e32") || !strcmp(base + l - 4, "_e64")))
			base[l - 4] = 0;
	}
	op = gsi_isa_by_name(b->isa, base);
	if (op)
		have_shape = shape_of(op->sig, &s);

	/* positional operands first, then modifiers */
	while (npos < n && ops[npos].kind != GS_OPND_MOD)
		npos++;
	for (size_t i = npos; i < n; i++)
		if (ops[i].kind != GS_OPND_MOD)
			return fail(b, GS_ERR_INVALID,
				    "instruction %zu (%s): operand %zu follows a modifier "
				    "(modifiers go last)", idx, mnem, i + 1);
	if (have_shape) {
		if (npos != s.n)
			return fail(b, GS_ERR_INVALID,
				    "instruction %zu (%s): takes %u operand%s, got %zu", idx, mnem,
				    s.n, ord_name(s.n), npos);
		for (unsigned int i = 0; i < s.n; i++) {
			const struct gs_operand *o = &ops[i];
			unsigned int w;

			if (o->kind == GS_OPND_HWREG || o->kind == GS_OPND_SENDMSG) {
				int want = op->sig == GS_SIG_GETREG || op->sig == GS_SIG_SETREG ? GS_OPND_HWREG
					   : op->sig == GS_SIG_SENDMSGRTN ? GS_OPND_SENDMSG : -1;

				if (s.p[i] != P_IM || o->kind != want)
					return fail(b, GS_ERR_INVALID,
						    "instruction %zu (%s): operand %u: %s does not apply here, "
						    "expected %s", idx, mnem, i + 1,
						    o->kind == GS_OPND_HWREG ? "hwreg()" : "sendmsg()",
						    want == GS_OPND_HWREG ? "hwreg() or an integer constant"
						    : want == GS_OPND_SENDMSG ? "sendmsg() or an integer constant"
						    : pos_want(s.p[i]));
				continue;
			}
			if (!kind_ok(s.p[i], o))
				return fail(b, GS_ERR_INVALID,
					    "instruction %zu (%s): operand %u must be %s", idx, mnem,
					    i + 1, pos_want(s.p[i]));
			if ((o->neg || o->abs) && !(s.valu_mods && s.p[i] == P_VS))
				return fail(b, GS_ERR_INVALID,
					    "instruction %zu (%s): operand %u cannot take -x or |x|",
					    idx, mnem, i + 1);
			if ((o->neg || o->abs) && o->kind != GS_OPND_VREG && o->kind != GS_OPND_SREG)
				return fail(b, GS_ERR_INVALID,
					    "instruction %zu (%s): operand %u: -x and |x| need a "
					    "register (negate the constant instead)", idx, mnem, i + 1);
			w = want_regs(b, op, &s, i, ops);
			if (w && (o->kind == GS_OPND_SREG || o->kind == GS_OPND_VREG) &&
			    o->count != w)
				return fail(b, GS_ERR_INVALID,
					    "instruction %zu (%s): operand %u must be %u %s%s, not %u",
					    idx, mnem, i + 1, w,
					    o->kind == GS_OPND_VREG ? "VGPR" : "SGPR", ord_name(w),
					    o->count);
			if (w == 2 && o->kind == GS_OPND_SREG && (o->reg & 1))
				return fail(b, GS_ERR_INVALID,
					    "instruction %zu (%s): operand %u: an SGPR pair starts "
					    "at an even register, not s%u", idx, mnem, i + 1, o->reg);
		}
		for (size_t i = npos; i < n; i++)
			if (ops[i].sub >= 32 || !(s.mods & (1u << ops[i].sub)))
				return fail(b, GS_ERR_INVALID,
					    "instruction %zu (%s): operand %zu: %s does not apply here",
					    idx, mnem, i + 1, mod_name(ops[i].sub));
	} else {
		for (size_t i = 0; i < n; i++)
			if ((ops[i].neg || ops[i].abs) && ops[i].kind != GS_OPND_VREG &&
			    ops[i].kind != GS_OPND_SREG)
				return fail(b, GS_ERR_INVALID,
					    "instruction %zu (%s): operand %zu: -x and |x| need a "
					    "register (negate the constant instead)", idx, mnem, i + 1);
	}

	for (size_t i = npos; i < n; i++)
		for (size_t j = npos; j < i; j++)
			if (ops[j].sub == ops[i].sub)
				return fail(b, GS_ERR_INVALID,
					    "instruction %zu (%s): operand %zu: %s given twice", idx, mnem,
					    i + 1, mod_name(ops[i].sub));
	/* VOP3P lists: one element per source (the operands after the result) */
	nsrc = npos > 1 ? (unsigned int)(npos - 1 > 3 ? 3 : npos - 1) : 1;

	sb_printf(&sb, "%s", mnem);
	for (size_t i = 0; i < n; i++) {
		sb_printf(&sb, i == 0 ? " " : i < npos ? ", " : " ");
		st = operand(b, idx, mnem, (unsigned int)i + 1, &ops[i], nsrc, &sb);
		if (st) {
			free(sb.s);
			return st;
		}
		if (ops[i].kind == GS_OPND_LABEL) {
			if (n_labels == sizeof(labels) / sizeof(labels[0])) {
				free(sb.s);
				return fail(b, GS_ERR_INVALID, "instruction %zu (%s): too many labels",
					    idx, mnem);
			}
			labels[n_labels++] = ops[i].reg;
		}
	}
	if (sb.oom) {
		free(sb.s);
		return fail(b, GS_ERR_NOMEM, "builder: out of memory");
	}
	st = emit_line(b, mnem, sb.s, labels, n_labels);
	free(sb.s);
	return st;
}

enum gs_status gs_emit_list(struct gs_builder *b, const char *mnem, ...)
{
	struct gs_operand ops[16];
	size_t n = 0;
	va_list ap;

	va_start(ap, mnem);
	for (;;) {
		struct gs_operand o = va_arg(ap, struct gs_operand);

		if (o.kind == GS_OPND_END)
			break;
		if (n == sizeof(ops) / sizeof(ops[0])) {
			va_end(ap);
			if (!b)
				return GS_ERR_INVALID;
			return fail(b, GS_ERR_INVALID, "instruction %zu (%s): more than 16 operands",
				    b->n_inst, mnem ? mnem : "(null)");
		}
		ops[n++] = o;
	}
	va_end(ap);
	return gs_emit_array(b, mnem, ops, n);
}

/* ---------------------------------------------------------------- labels */

struct gs_label gs_label_new(struct gs_builder *b)
{
	struct gs_label l = { UINT32_MAX };

	if (!b || b->st)
		return l;
	if (b->n_labels == b->cap_labels) {
		uint32_t n = b->cap_labels ? b->cap_labels * 2 : 16;
		long *p = realloc(b->label_bound, n * sizeof(long));

		if (p)
			b->label_bound = p;
		p = p ? realloc(b->label_use, n * sizeof(long)) : NULL;
		if (!p) {
			fail(b, GS_ERR_NOMEM, "builder: out of memory");
			return l;
		}
		b->label_use = p;
		b->cap_labels = n;
	}
	b->label_bound[b->n_labels] = -1;
	b->label_use[b->n_labels] = -1;
	l.id = b->n_labels++;
	return l;
}

enum gs_status gs_label_bind(struct gs_builder *b, struct gs_label l)
{
	char line[32];

	if (!b)
		return GS_ERR_INVALID;
	if (b->st)
		return b->st;
	if (l.id >= b->n_labels)
		return fail(b, GS_ERR_INVALID, "label %u was not made by gs_label_new on this builder",
			    l.id);
	if (b->label_bound[l.id] >= 0)
		return fail(b, GS_ERR_INVALID, "label %u is bound twice (before instructions %ld and %zu)",
			    l.id, b->label_bound[l.id], b->n_inst);
	b->label_bound[l.id] = (long)b->n_inst;
	snprintf(line, sizeof(line), "gs_l%u:", l.id);
	return add_line(b, -1, line);
}

/* ---------------------------------------------------------------- wrappers */

/* Counter widths: gfx12 has one instruction per counter; gfx9 and gfx11 pack
 * vmcnt, expcnt and lgkmcnt into s_waitcnt (gfx11 adds s_waitcnt_vscnt). */
int gs_wait_max(const struct gs_target *t, enum gs_wait_counter c)
{
	if (!t || (unsigned int)c > GS_WAIT_BVH)
		return -1;
	if (t->features & GS_FEAT_SPLIT_WAITCNT) {
		static const int w12[] = { 63, 63, 63, 31, 7, 63, 7 };

		return w12[c];
	}
	switch (c) {
	case GS_WAIT_EXP:
		return 7;
	case GS_WAIT_DS:
	case GS_WAIT_KM:
		return (1 << t->waitcnt_lgkm_bits) - 1;
	default:
		return 63;  /* vmcnt (loads, samples, BVH; gfx9 stores), gfx11 vscnt */
	}
}

enum gs_status gs_waitcnt_value(const struct gs_target *t, int vmcnt, int expcnt, int lgkmcnt,
				uint16_t *out, struct gs_error *err)
{
	int lg_max;
	unsigned int vm, ex, lg;

	if (!t || !out)
		return gs_error_set(err, GS_ERR_INVALID, "s_waitcnt: no target or output");
	if ((t->features & GS_FEAT_SPLIT_WAITCNT) || !t->waitcnt_lgkm_bits)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "s_waitcnt: %s has one instruction per counter (s_wait_loadcnt ...), "
				    "expected gs_emit_wait", t->name);
	lg_max = gs_wait_max(t, GS_WAIT_KM);
	if (vmcnt > 63)
		return gs_error_set(err, GS_ERR_RANGE, "s_waitcnt: vmcnt %d out of range, expected 0..63", vmcnt);
	if (expcnt > 7)
		return gs_error_set(err, GS_ERR_RANGE, "s_waitcnt: expcnt %d out of range, expected 0..7", expcnt);
	if (lgkmcnt > lg_max)
		return gs_error_set(err, GS_ERR_RANGE, "s_waitcnt: lgkmcnt %d out of range for %s, expected 0..%d",
				    lgkmcnt, t->name, lg_max);
	vm = vmcnt < 0 ? 63 : (unsigned int)vmcnt;
	ex = expcnt < 0 ? 7 : (unsigned int)expcnt;
	lg = lgkmcnt < 0 ? (unsigned int)lg_max : (unsigned int)lgkmcnt;
	*out = (uint16_t)((vm & 15) << t->waitcnt_vm_lo | (vm >> 4) << t->waitcnt_vm_hi | ex << t->waitcnt_exp |
			  lg << t->waitcnt_lgkm);
	return GS_OK;
}

enum gs_status gs_emit_wait(struct gs_builder *b, enum gs_wait_counter c, unsigned int n)
{
	char text[64];
	int max;

	if (!b)
		return GS_ERR_INVALID;
	if (b->st)
		return b->st;
	max = gs_wait_max(b->t, c);
	if (max < 0)
		return fail(b, GS_ERR_INVALID, "instruction %zu: unknown wait counter %d",
			    b->n_inst, (int)c);
	if (n > (unsigned int)max)
		return fail(b, GS_ERR_RANGE, "instruction %zu: wait count %u out of range for %s, expected 0..%d",
			    b->n_inst, n, b->t->name, max);
	if (b->t->features & GS_FEAT_SPLIT_WAITCNT) {
		static const char *const m[] = { "s_wait_loadcnt", "s_wait_storecnt", "s_wait_dscnt",
						 "s_wait_kmcnt", "s_wait_expcnt", "s_wait_samplecnt",
						 "s_wait_bvhcnt" };

		return gs_emit(b, m[c], gs_imm(n));
	}
	switch (c) {
	case GS_WAIT_STORE:
		if (b->t->features & GS_FEAT_VSCNT)
			return gs_emit(b, "s_waitcnt_vscnt", gs_null(), gs_imm(n));
		/* gfx9 counts stores in vmcnt */
		snprintf(text, sizeof(text), "s_waitcnt vmcnt(%u)", n);
		break;
	case GS_WAIT_LOAD:
	case GS_WAIT_SAMPLE:
	case GS_WAIT_BVH:
		snprintf(text, sizeof(text), "s_waitcnt vmcnt(%u)", n);
		break;
	case GS_WAIT_EXP:
		snprintf(text, sizeof(text), "s_waitcnt expcnt(%u)", n);
		break;
	default:  /* GS_WAIT_DS, GS_WAIT_KM */
		snprintf(text, sizeof(text), "s_waitcnt lgkmcnt(%u)", n);
		break;
	}
	return emit_line(b, "s_waitcnt", text, NULL, 0);
}

enum gs_status gs_emit_waitcnt(struct gs_builder *b, int vmcnt, int expcnt, int lgkmcnt)
{
	struct sbuf sb = { 0 };
	struct gs_error e;
	enum gs_status st;
	uint16_t v;

	if (!b)
		return GS_ERR_INVALID;
	if (b->st)
		return b->st;
	if (b->t->features & GS_FEAT_SPLIT_WAITCNT)
		return fail(b, GS_ERR_UNSUPPORTED,
			    "instruction %zu (s_waitcnt): acts as s_wait_idle on %s; use gs_emit_wait",
			    b->n_inst, b->t->name);
	if (vmcnt < 0 && expcnt < 0 && lgkmcnt < 0)
		return fail(b, GS_ERR_INVALID,
			    "instruction %zu (s_waitcnt): names no counter", b->n_inst);
	st = gs_waitcnt_value(b->t, vmcnt, expcnt, lgkmcnt, &v, &e);
	if (st)
		return fail(b, st, "instruction %zu (s_waitcnt): %s", b->n_inst,
			    e.msg + (strncmp(e.msg, "s_waitcnt: ", 11) ? 0 : 11));
	sb_printf(&sb, "s_waitcnt");
	if (vmcnt >= 0)
		sb_printf(&sb, " vmcnt(%d)", vmcnt);
	if (expcnt >= 0)
		sb_printf(&sb, " expcnt(%d)", expcnt);
	if (lgkmcnt >= 0)
		sb_printf(&sb, " lgkmcnt(%d)", lgkmcnt);
	if (sb.oom) {
		free(sb.s);
		return fail(b, GS_ERR_NOMEM, "builder: out of memory");
	}
	st = emit_line(b, "s_waitcnt", sb.s, NULL, 0);
	free(sb.s);
	return st;
}

enum gs_status gs_emit_barrier(struct gs_builder *b)
{
	if (!b)
		return GS_ERR_INVALID;
	if (b->t->features & GS_FEAT_SPLIT_BARRIER) {
		gs_emit(b, "s_barrier_signal", gs_imm(-1));
		return gs_emit(b, "s_barrier_wait", gs_imm(-1));
	}
	return gs_emit(b, "s_barrier");
}

enum gs_status gs_emit_branch(struct gs_builder *b, const char *mnem, struct gs_label l)
{
	return gs_emit(b, mnem, gs_lbl(l));
}

enum gs_status gs_emit_endpgm(struct gs_builder *b)
{
	return gs_emit(b, "s_endpgm");
}

/* ---------------------------------------------------------------- finish */

static int name_ok(const char *s)
{
	if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_'))
		return 0;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		      (*s >= '0' && *s <= '9') || *s == '_' || *s == '.'))
			return 0;
	return 1;
}

/* The full source; *body_line0 is the 1-based line of the body's first line. */
static char *make_source(const struct gs_builder *b, const struct gs_builder_kernel *k,
			 unsigned int *body_line0)
{
	struct sbuf sb = { 0 };
	const char *name = k && k->name ? k->name : "kernel";

	if (k) {
		sb_printf(&sb, "\t.text\n\t.globl %s\n\t.p2align 8\n%s:\n", name, name);
		*body_line0 = 5;
	} else {
		sb_printf(&sb, "\t.text\n");
		*body_line0 = 2;
	}
	if (b->len)
		sb_printf(&sb, "%s", b->body);
	if (k) {
		sb_printf(&sb, "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel %s\n", name);
		sb_printf(&sb, "\t\t.amdhsa_next_free_vgpr %u\n",
			  k->next_free_vgpr ? k->next_free_vgpr : b->vgpr_end ? b->vgpr_end : 1);
		sb_printf(&sb, "\t\t.amdhsa_next_free_sgpr %u\n",
			  k->next_free_sgpr ? k->next_free_sgpr : b->sgpr_end ? b->sgpr_end : 1);
		sb_printf(&sb, "\t\t.amdhsa_kernarg_size %u\n", k->kernarg_size);
		sb_printf(&sb, "\t\t.amdhsa_user_sgpr_kernarg_segment_ptr %d\n", !!k->kernarg_ptr);
		sb_printf(&sb, "\t\t.amdhsa_group_segment_fixed_size %u\n", k->group_segment_size);
		sb_printf(&sb, "\t\t.amdhsa_system_vgpr_workitem_id %u\n", k->workitem_id_dims);
		sb_printf(&sb, "\t\t.amdhsa_system_sgpr_workgroup_id_y %d\n", !!k->workgroup_id_y);
		sb_printf(&sb, "\t\t.amdhsa_system_sgpr_workgroup_id_z %d\n", !!k->workgroup_id_z);
		sb_printf(&sb, "\t\t.amdhsa_wavefront_size32 %d\n", !b->wave64);
		if (k->extra)
			sb_printf(&sb, "%s\n", k->extra);
		sb_printf(&sb, "\t.end_amdhsa_kernel\n");
	}
	if (sb.oom) {
		free(sb.s);
		return NULL;
	}
	return sb.s;
}

/* The caller's kernel record in the library's layout (NULL stays NULL). */
static enum gs_status kernel_in(const struct gs_builder_kernel *user, struct gs_builder_kernel *full,
				const struct gs_builder_kernel **k, struct gs_error *err)
{
	*k = NULL;
	if (!user)
		return GS_OK;
	*k = full;
	return gsi_abi_in(full, sizeof(*full), user, GS_BUILDER_KERNEL_SIZE_V1, "gs_builder_kernel", err);
}

const char *gs_builder_source(struct gs_builder *b, const struct gs_builder_kernel *user)
{
	struct gs_builder_kernel full;
	const struct gs_builder_kernel *k;
	unsigned int l0;

	if (!b || kernel_in(user, &full, &k, NULL))
		return NULL;
	free(b->src);
	b->src = make_source(b, k, &l0);
	return b->src;
}

enum gs_status gs_builder_finish(struct gs_builder *b, const struct gs_builder_kernel *user,
				 struct gs_program **out, struct gs_error *err)
{
	struct gs_builder_kernel full;
	const struct gs_builder_kernel *k;
	struct gs_asm_options ao = { 0 };
	struct gs_error e = { 0 };
	unsigned int l0 = 0, line = 0;
	enum gs_status st;
	char *src;

	if (!b)
		return gs_error_set(err, GS_ERR_INVALID, "builder: NULL builder");
	if (!out)
		return gs_error_set(err, GS_ERR_INVALID, "builder: no output pointer");
	*out = NULL;
	st = kernel_in(user, &full, &k, err);
	if (st)
		return st;
	if (b->st)
		return report(b, err);
	for (uint32_t i = 0; i < b->n_labels; i++)
		if (b->label_use[i] >= 0 && b->label_bound[i] < 0) {
			fail(b, GS_ERR_INVALID, "label %u (used by instruction %ld, %s) is never bound",
			     i, b->label_use[i], b->mnem[b->label_use[i]]);
			return report(b, err);
		}
	if (k && k->name && !name_ok(k->name))
		return gs_error_set(err, GS_ERR_INVALID, "builder: bad kernel name \"%s\"", k->name);
	src = make_source(b, k, &l0);
	if (!src)
		return gs_error_set(err, GS_ERR_NOMEM, "builder: out of memory");
	ao.target = b->t;
	ao.filename = "<builder>";
	ao.wave64 = b->wave64;
	st = gs_assemble(src, strlen(src), &ao, out, &e);
	free(src);
	if (st == GS_OK)
		return GS_OK;
	gs_program_free(*out);
	*out = NULL;
	/* "<builder>:LINE:COL: error: what": name the instruction when the line is one */
	if (sscanf(e.msg, "<builder>:%u:", &line) == 1 && line >= l0 && line - l0 < b->n_lines &&
	    b->lines[line - l0].inst >= 0) {
		long i = b->lines[line - l0].inst;

		return gs_error_set(err, st, "instruction %ld (%s): %s", i, b->mnem[i],
				    strip_loc(e.msg));
	}
	return gs_error_set(err, st, "builder: %s", e.msg);
}

enum gs_status gs_builder_codeobj(struct gs_builder *b, const struct gs_builder_kernel *k,
				  uint8_t **image, size_t *size, struct gs_error *err)
{
	struct gs_program *p = NULL;
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	enum gs_status st;

	if (!image || !size)
		return gs_error_set(err, GS_ERR_INVALID, "builder: no output pointer");
	*image = NULL;
	*size = 0;
	if (!k)
		return gs_error_set(err, GS_ERR_INVALID, "builder: a code object needs a kernel");
	st = gs_builder_finish(b, k, &p, err);
	if (st)
		return st;
	in.target = p->target;
	in.text = p->text;
	in.text_size = p->text_size;
	in.kernels = p->kernels;
	in.n_kernels = p->n_kernels;
	st = gs_codeobj_write(&in, image, size, err);
	gs_program_free(p);
	return st;
}
