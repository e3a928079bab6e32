// SPDX-License-Identifier: MIT
/*
 * 64-bit integer operands with a 32-bit literal on the emulator (gfx1100,
 * gfx1201, gfx942): the hardware sign-extends the literal for a signed
 * (I64) operand and zero-extends it for an unsigned or untyped one (LLVM
 * PR 70274; SIInstrInfo::isOperandLegal).  Each instruction's bytes are the
 * ones llvm-mc-22 emits for its text (put into the kernel with .byte, so
 * the emulator runs exactly llvm's encoding); the registers it writes are
 * compared with C models of the widened literal.  s_bfe_i64 with a literal
 * whose bit 31 is set is refused (llvm and the guides type it differently).
 */
#include "harness.h"
#include "emu_testutil.h"
#include "llvm_oracle.h"

#define KD9 "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n"

static int have_llvm;

/* llvm-mc-22's bytes for text on the env's target; 0 when it rejects it */
static unsigned int llvm_bytes(const struct emu_env *e, const char *text, struct enc *b)
{
	return lo_llvm_asm(e->tname, 0, text, b) ? b->n : 0;
}

/* b as a ".byte ..." line appended to buf */
static void add_bytes(char *buf, size_t size, const struct enc *b)
{
	char hx[128];
	size_t k = strlen(buf);

	lo_hex(b, hx, sizeof(hx));
	snprintf(buf + k, size - k, "\t.byte %s\n", hx);
}

static const char *kd(const struct emu_env *e)
{
	return e->gen == 9 ? KD9 : NULL;
}

static unsigned int lanes(const struct emu_env *e)
{
	return e->gen == 9 ? 64 : 32;
}

static const char *head(const struct emu_env *e)
{
	return e->gen == 9 ? "\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n\tv_mov_b32 v2, 0\n\ts_waitcnt lgkmcnt(0)\n"
			   : "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_mov_b32 v2, 0\n\tWAIT_KM\n";
}

/* the body's store of s[first..first+n-1] to out[0..] */
static void store_s(const struct emu_env *e, char *buf, size_t size, unsigned int first, unsigned int n)
{
	size_t k = strlen(buf);

	for (unsigned int i = 0; i < n; i++)
		k += (size_t)snprintf(buf + k, size - k, "\tv_mov_b32 v1, s%u\n\t%s v2, v1, s[6:7] offset:%u\n", first + i,
				      e->gen == 9 ? "global_store_dword" : "global_store_b32", 4 * i);
}

static uint64_t sext32(uint32_t v)
{
	return (uint64_t)(int64_t)(int32_t)v;
}

/* S_FLBIT_I32_I64 / S_CLS_I32_I64: leading bits equal to bit 63, -1 when all are */
static uint32_t cls64(uint64_t v)
{
	for (int i = 1; i < 64; i++)
		if ((v >> (63 - i) & 1) != v >> 63)
			return (uint32_t)i;
	return 0xffffffffu;
}

/* One instruction (llvm's bytes of text) between setup and after; the
 * SGPRs s8.. (ns of them) or, when vgpr, v[8:9] are compared with want[]. */
static void one(struct emu_env *e, const char *setup, const char *text, const char *after, int vgpr, unsigned int ns,
		const uint64_t *want64)
{
	char body[4096];
	struct enc b;
	unsigned int n = llvm_bytes(e, text, &b);
	const uint32_t *out = emu_out(e);
	char what[200];

	if (!CHECK(n >= 8, "%s: llvm-mc-22 encodes '%s' with a literal (%u bytes)", e->tname, text, n))
		return;
	snprintf(body, sizeof(body), "%s\ts_mov_b32 s10, 0x9abcdef0\n\ts_mov_b32 s11, 0x12345678\n%s", head(e), setup);
	add_bytes(body, sizeof(body), &b);
	if (vgpr) {
		size_t k = strlen(body);

		snprintf(body + k, sizeof(body) - k, "%s\t%s v2, v[8:9], s[6:7]\n", after,
			 e->gen == 9 ? "global_store_dwordx2" : "global_store_b64");
		ns = 2;
	} else {
		size_t k = strlen(body);

		snprintf(body + k, sizeof(body) - k, "%s", after);
		store_s(e, body, sizeof(body), 8, ns);
	}
	snprintf(what, sizeof(what), "%s", text);
	if (!emu_run_ok(e, what, body, kd(e), 1, lanes(e)))
		return;
	for (unsigned int i = 0; i < ns; i++) {
		uint32_t w = (uint32_t)(want64[i / 2] >> (32 * (i % 2)));

		CHECK(out[i] == w, "%s: %s: dword %u 0x%08x (model 0x%08x)", e->tname, text, i, out[i], w);
	}
}

static void t_salu(struct emu_env *e)
{
	const uint64_t s1011 = 0x123456789abcdef0ull;
	const char *flbit = e->gen == 9 ? "s_flbit_i32_i64 s8, 0xfffffe00" : "s_cls_i32_i64 s8, 0xfffffe00";
	uint64_t w[2];

	w[0] = 0xfffffe00u;  /* B64: zero-extended */
	one(e, "", "s_mov_b64 s[8:9], 0xfffffe00", "", 0, 2, w);
	w[0] = sext32(0xfffffe00u) >> 3 | 0xe000000000000000ull;  /* I64: sign-extended, arithmetic shift */
	one(e, "", "s_ashr_i64 s[8:9], 0xfffffe00, 3", "", 0, 2, w);
	w[0] = cls64(sext32(0xfffffe00u));  /* 55, where zero-extension would give 32 */
	one(e, "", flbit, "", 0, 1, w);
	w[0] = s1011 & 0x80000001u;
	one(e, "", "s_and_b64 s[8:9], s[10:11], 0x80000001", "", 0, 2, w);
	w[0] = (uint64_t)0xfffffe00u << 4;
	one(e, "", "s_lshl_b64 s[8:9], 0xfffffe00, 4", "", 0, 2, w);
	w[0] = 0xfffffe00u;  /* offset 0, width 40 of the zero-extended literal */
	one(e, "\ts_mov_b32 s12, 0x280000\n", "s_bfe_u64 s[8:9], 0xfffffe00, s12", "", 0, 2, w);
	w[0] = 1;  /* SCC: s[10:11] == 0x00000000fffffe00 */
	one(e, "\ts_mov_b32 s10, 0xfffffe00\n\ts_mov_b32 s11, 0\n",
	    "s_cmp_eq_u64 s[10:11], 0xfffffe00", "\ts_cselect_b32 s8, 1, 0\n", 0, 1, w);
	if (e->gen == 12) {
		w[0] = s1011 + 0xfffffe00u;
		one(e, "", "s_add_nc_u64 s[8:9], s[10:11], 0xfffffe00", "", 0, 2, w);
		w[0] = s1011 + 0x200;
		one(e, "", "s_add_nc_u64 s[8:9], s[10:11], 0x200", "", 0, 2, w);
		w[0] = s1011 - 0x80000000u;
		one(e, "", "s_sub_nc_u64 s[8:9], s[10:11], 0x80000000", "", 0, 2, w);
		w[0] = s1011 * 0xfffffe00u;
		one(e, "", "s_mul_u64 s[8:9], s[10:11], 0xfffffe00", "", 0, 2, w);
	}
}

/* s_bfe_i64: llvm's operand type (B64) and the guides' (S0.i64) disagree */
static void t_bfe_i64(struct emu_env *e)
{
	char body[2048];
	struct enc b;
	unsigned int n = llvm_bytes(e, "s_bfe_i64 s[8:9], 0xfffffe00, s12", &b);
	struct gs_error err;
	enum gs_status st;
	uint64_t w[1] = { 0x7ffffe00u };

	if (!CHECK(n == 8, "%s: llvm-mc-22 encodes s_bfe_i64 with a literal", e->tname))
		return;
	snprintf(body, sizeof(body), "%s\ts_mov_b32 s12, 0x280000\n", head(e));
	add_bytes(body, sizeof(body), &b);
	memset(&err, 0, sizeof(err));
	st = emu_run(e, body, kd(e), 1, lanes(e), &err);
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, "s_bfe_i64") && strstr(err.msg, "bit 31"),
	      "%s: s_bfe_i64 with literal 0xfffffe00 refused by name (%d: %s)", e->tname, st, err.msg);
	one(e, "\ts_mov_b32 s12, 0x280000\n", "s_bfe_i64 s[8:9], 0x7ffffe00, s12", "", 0, 2, w);
}

static void t_valu(struct emu_env *e)
{
	/* v[4:5] = 0x1_00000000: below it are -512 (signed) and 0xfffffe00 (unsigned) */
	const char *big = "\tv_mov_b32 v4, 0\n\tv_mov_b32 v5, 1\n", *zero = "\tv_mov_b32 v4, 0\n\tv_mov_b32 v5, 0\n";
	const char *bit0 = "\ts_and_b32 s8, vcc_lo, 1\n";
	uint64_t w[1];

	if (e->gen == 9) {
		w[0] = 0xfffffe00u;
		one(e, "", "v_mov_b64 v[8:9], 0xfffffe00", "", 1, 2, w);
		w[0] = 1;
		one(e, big, "v_cmp_lt_i64_e32 vcc, 0xfffffe00, v[4:5]", bit0, 0, 1, w);
		one(e, big, "v_cmp_lt_u64_e32 vcc, 0xfffffe00, v[4:5]", bit0, 0, 1, w);
		/* -512 < 0 only when sign-extended */
		one(e, zero, "v_cmp_lt_i64_e32 vcc, 0xfffffe00, v[4:5]", bit0, 0, 1, w);
		w[0] = 0;
		one(e, zero, "v_cmp_lt_u64_e32 vcc, 0xfffffe00, v[4:5]", bit0, 0, 1, w);
		return;
	}
	w[0] = (uint64_t)0xfffffe00u << 1;
	one(e, "", "v_lshlrev_b64 v[8:9], 1, 0xfffffe00", "", 1, 2, w);
	w[0] = sext32(0xfffffe00u) >> 1 | 0x8000000000000000ull;
	one(e, "", "v_ashrrev_i64 v[8:9], 1, 0xfffffe00", "", 1, 2, w);
	w[0] = 0xfffffe00u >> 4;
	one(e, "", "v_lshrrev_b64 v[8:9], 4, 0xfffffe00", "", 1, 2, w);
	w[0] = 3ull * 5 + 0xfffffe00u;
	one(e, "\tv_mov_b32 v3, 3\n\tv_mov_b32 v4, 5\n", "v_mad_u64_u32 v[8:9], null, v3, v4, 0xfffffe00", "", 1, 2, w);
	w[0] = (uint64_t)(-3ll * 5) + sext32(0xfffffe00u);
	one(e, "\tv_mov_b32 v3, -3\n\tv_mov_b32 v4, 5\n", "v_mad_i64_i32 v[8:9], null, v3, v4, 0xfffffe00", "", 1, 2, w);
	w[0] = 1;
	one(e, zero, "v_cmp_lt_i64 vcc_lo, 0xfffffe00, v[4:5]", bit0, 0, 1, w);
	one(e, big, "v_cmp_lt_u64 vcc_lo, 0xfffffe00, v[4:5]", bit0, 0, 1, w);
	w[0] = 0;
	one(e, zero, "v_cmp_lt_u64 vcc_lo, 0xfffffe00, v[4:5]", bit0, 0, 1, w);
}

/* the bytes of the gfx1201 instruction clang-22 emits in the rawbuf kernel */
static void t_bytes(struct emu_env *e)
{
	static const uint8_t want[] = { 0x02, 0xff, 0x80, 0xa9, 0x00, 0xfe, 0xff, 0xff };
	struct enc b;
	unsigned int n = llvm_bytes(e, "s_add_nc_u64 s[0:1], s[2:3], 0xfffffe00", &b);

	CHECK(n == sizeof(want) && !memcmp(b.b, want, n), "%s: llvm-mc-22 encodes s_add_nc_u64 s[0:1], s[2:3], 0xfffffe00 "
	      "as 02 ff 80 a9 00 fe ff ff (a 32-bit literal)", e->tname);
}

/* instructions that stay refused name themselves and the reason */
static void t_refused(struct emu_env *e)
{
	static const struct { int gen; const char *text, *name; } r[] = {
		{ 9, "s_cbranch_join s0", "s_cbranch_join" },
		{ 11, "s_setkill 1", "s_setkill" },
		{ 11, "s_subvector_loop_begin s0, 0x10", "s_subvector_loop_begin" },
		{ 12, "s_wait_event 0x0", "s_wait_event" },
	};

	for (size_t i = 0; i < sizeof(r) / sizeof(r[0]); i++) {
		char body[256];
		struct enc b;
		unsigned int n;
		struct gs_error err;
		enum gs_status st;

		if (r[i].gen != e->gen)
			continue;
		n = llvm_bytes(e, r[i].text, &b);
		if (!CHECK(n >= 4, "%s: llvm-mc-22 encodes '%s'", e->tname, r[i].text))
			continue;
		body[0] = 0;
		add_bytes(body, sizeof(body), &b);
		memset(&err, 0, sizeof(err));
		st = emu_run(e, body, kd(e), 1, lanes(e), &err);
		CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, r[i].name) && !strstr(err.msg, "does not execute yet"),
		      "%s: %s refused with its reason (%d: %s)", e->tname, r[i].text, st, err.msg);
	}
}

static void tests(struct emu_env *e)
{
	if (!have_llvm) {
		CHECK(1, "%s # SKIP llvm-mc-22 not found", e->tname);
		return;
	}
	if (e->gen == 12)
		t_bytes(e);
	t_salu(e);
	t_bfe_i64(e);
	t_valu(e);
	t_refused(e);
}

int main(void)
{
	int st, rc;
	char *o = tu_run("command -v llvm-mc-22", &st);

	have_llvm = o && st == 0 && *o && tu_tmpdir(lo_dir, sizeof(lo_dir));
	free(o);
	rc = emu_main_on("gfx1100 gfx1201 gfx942", tests, "test_emu_salu3.s");
	lo_cleanup();
	return rc;
}
