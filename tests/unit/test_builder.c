// SPDX-License-Identifier: MIT
/*
 * The C builder (gfxshim/builder.h): bytes from the builder equal the bytes
 * gs_assemble() makes of the equivalent text on gfx1100 and gfx1201 (SALU,
 * VALU, VOP3 modifiers, SMEM, global, DS, waits, barriers, branches forward
 * and backward); bad operands give exact messages and the error is sticky;
 * a kernel built from C (loads, LDS exchange across a barrier, a counted
 * loop) runs on the emulator with the results computed here.  The typed
 * VOP3P modifiers, hwreg()/sendmsg() values and wait-counter helpers are
 * compared with llvm-mc-22's bytes for the equivalent text, live (skipped
 * without llvm-mc-22), and their bad values refused with a message.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/builder.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/launch.h"
#include "harness.h"
#include "llvm_oracle.h"

static struct gs_builder *new_builder(const char *tname)
{
	struct gs_builder *b = NULL;
	struct gs_error err = { 0 };

	CHECK(gs_builder_new(gs_target_find(tname), NULL, &b, &err) == GS_OK, "%s: builder: %s",
	      tname, err.msg);
	return b;
}

/* Compare the builder's code with gs_assemble(text) byte for byte. */
static void same_bytes(struct gs_builder *b, const char *tname, const char *what, const char *text)
{
	struct gs_asm_options ao = { 0 };
	struct gs_program *pb = NULL, *pt = NULL;
	struct gs_error err = { 0 };

	if (!CHECK(gs_builder_finish(b, NULL, &pb, &err) == GS_OK, "%s: %s: builder finishes: %s",
		   tname, what, err.msg))
		return;
	ao.target = gs_target_find(tname);
	ao.filename = "text";
	if (CHECK(gs_assemble(text, strlen(text), &ao, &pt, &err) == GS_OK,
		  "%s: %s: text assembles: %s", tname, what, err.msg)) {
		int ok = pb->text_size == pt->text_size &&
			 memcmp(pb->text, pt->text, pt->text_size) == 0;

		CHECK(ok, "%s: %s: %zu bytes equal the assembler's", tname, what, pt->text_size);
		if (!ok)
			printf("# builder source:\n%s\n", gs_builder_source(b, NULL));
		CHECK_EQ(pb->n_lines, pt->n_lines, "%s: %s: same instruction count", tname, what);
	}
	gs_program_free(pb);
	gs_program_free(pt);
}

/* ---------------------------------------------------------------- encodings */

static void test_scalar(const char *tname, int gen)
{
	struct gs_builder *b = new_builder(tname);
	const char *add = gen >= 12 ? "s_add_co_u32" : "s_add_u32";
	char text[2048];

	if (!b)
		return;
	gs_emit(b, "s_mov_b32", gs_sreg(0), gs_sreg(1));
	gs_emit(b, "s_mov_b32", gs_sreg(2), gs_imm(0x12345));
	gs_emit(b, "s_mov_b32", gs_sreg(3), gs_imm(-16));
	gs_emit(b, "s_mov_b32", gs_sreg(3), gs_fimm(1.0));
	gs_emit(b, "s_mov_b32", gs_m0(), gs_sreg(3));
	gs_emit(b, "s_mov_b32", gs_exec(), gs_sreg(4));
	gs_emit(b, "s_mov_b64", gs_sregs(4, 2), gs_sregs(6, 2));
	gs_emit(b, add, gs_sreg(8), gs_sreg(9), gs_imm(64));
	gs_emit(b, "s_and_b32", gs_sreg(3), gs_sreg(4), gs_imm(-1));
	gs_emit(b, "s_lshl_b32", gs_sreg(5), gs_sreg(6), gs_imm(4));
	gs_emit(b, "s_cselect_b32", gs_sreg(8), gs_sreg(9), gs_imm(1));
	gs_emit(b, "s_cmp_eq_u32", gs_sreg(0), gs_imm(7));
	gs_emit(b, "s_movk_i32", gs_sreg(7), gs_imm(0x1234));
	gs_emit(b, "s_nop", gs_imm(3));
	gs_emit(b, "s_load_b32", gs_sreg(10), gs_sregs(0, 2), gs_imm(0x10));
	gs_emit(b, "s_load_b64", gs_sregs(2, 2), gs_sregs(0, 2), gs_imm(8));
	gs_emit(b, "s_load_b128", gs_sregs(4, 4), gs_sregs(0, 2), gs_imm(0));
	gs_emit(b, "s_and_saveexec_b32", gs_sreg(12), gs_vcc());
	snprintf(text, sizeof(text),
		 "s_mov_b32 s0, s1\n s_mov_b32 s2, 0x12345\n s_mov_b32 s3, -16\n"
		 "s_mov_b32 s3, 1.0\n s_mov_b32 m0, s3\n s_mov_b32 exec_lo, s4\n"
		 "s_mov_b64 s[4:5], s[6:7]\n %s s8, s9, 64\n s_and_b32 s3, s4, -1\n"
		 "s_lshl_b32 s5, s6, 4\n s_cselect_b32 s8, s9, 1\n s_cmp_eq_u32 s0, 7\n"
		 "s_movk_i32 s7, 0x1234\n s_nop 3\n s_load_b32 s10, s[0:1], 0x10\n"
		 "s_load_b64 s[2:3], s[0:1], 8\n s_load_b128 s[4:7], s[0:1], 0\n"
		 "s_and_saveexec_b32 s12, vcc_lo\n", add);
	CHECK(gs_builder_status(b, NULL) == GS_OK, "%s: scalar emits", tname);
	same_bytes(b, tname, "SALU and SMEM", text);
	gs_builder_free(b);
}

static void test_vector(const char *tname, int gen)
{
	struct gs_builder *b = new_builder(tname);
	const char *maxf = gen >= 12 ? "v_max_num_f32" : "v_max_f32";
	char text[4096];

	if (!b)
		return;
	gs_emit(b, "v_add_f32", gs_vreg(0), gs_vreg(1), gs_vreg(2));
	gs_emit(b, "v_add_f32", gs_vreg(0), gs_sreg(1), gs_vreg(2));
	gs_emit(b, "v_add_f32", gs_vreg(0), gs_vreg(1), gs_sreg(2));   /* e64 */
	gs_emit(b, "v_add_f32_e64", gs_vreg(0), gs_vreg(1), gs_vreg(2), gs_clamp());
	gs_emit(b, "v_mul_f32", gs_vreg(3), gs_fimm(1.0), gs_vreg(4));
	gs_emit(b, "v_mul_f32", gs_vreg(3), gs_fimm(1.5), gs_vreg(4));  /* literal */
	gs_emit(b, "v_mul_f32", gs_vreg(3), gs_fimm(-0.1), gs_vreg(4));
	gs_emit(b, "v_fma_f32", gs_vreg(0), gs_neg(gs_vreg(1)), gs_abs(gs_vreg(2)),
		gs_neg(gs_abs(gs_sreg(3))));
	gs_emit(b, maxf, gs_vreg(7), gs_vreg(8), gs_vreg(9));
	gs_emit(b, "v_mov_b32", gs_vreg(5), gs_imm(-7));
	gs_emit(b, "v_mov_b32", gs_vreg(5), gs_imm(0xdeadbeef));
	gs_emit(b, "v_lshlrev_b32", gs_vreg(1), gs_imm(2), gs_vreg(0));
	gs_emit(b, "v_cndmask_b32", gs_vreg(0), gs_vreg(1), gs_vreg(2), gs_vcc());
	gs_emit(b, "v_cndmask_b32", gs_vreg(0), gs_vreg(1), gs_vreg(2), gs_sreg(4));
	gs_emit(b, "v_add_co_u32", gs_vreg(0), gs_vcc(), gs_vreg(1), gs_vreg(2));
	gs_emit(b, "v_add_co_ci_u32", gs_vreg(1), gs_vcc(), gs_vreg(3), gs_vreg(4), gs_vcc());
	gs_emit(b, "v_cmp_lt_u32", gs_vcc(), gs_vreg(0), gs_vreg(1));
	gs_emit(b, "v_cmp_eq_u32", gs_sreg(6), gs_vreg(0), gs_imm(5));
	gs_emit(b, "v_add_f64", gs_vregs(0, 2), gs_vregs(2, 2), gs_vregs(4, 2));
	gs_emit(b, "v_fma_f64", gs_vregs(0, 2), gs_neg(gs_vregs(2, 2)), gs_vregs(4, 2),
		gs_fimm(2.0));
	gs_emit(b, "v_mad_u32_u24", gs_vreg(0), gs_vreg(1), gs_imm(3), gs_vreg(2));
	gs_emit(b, "v_readfirstlane_b32", gs_sreg(3), gs_vreg(1));
	gs_emit(b, "v_pk_add_f16", gs_vreg(0), gs_vreg(1), gs_vreg(2), gs_clamp());
	gs_emit(b, "v_cvt_f32_u32", gs_vreg(9), gs_vreg(9));
	snprintf(text, sizeof(text),
		 "v_add_f32 v0, v1, v2\n v_add_f32 v0, s1, v2\n v_add_f32 v0, v1, s2\n"
		 "v_add_f32_e64 v0, v1, v2 clamp\n v_mul_f32 v3, 1.0, v4\n v_mul_f32 v3, 1.5, v4\n"
		 "v_mul_f32 v3, -0.1, v4\n v_fma_f32 v0, -v1, |v2|, -|s3|\n %s v7, v8, v9\n"
		 "v_mov_b32 v5, -7\n v_mov_b32 v5, 0xdeadbeef\n v_lshlrev_b32 v1, 2, v0\n"
		 "v_cndmask_b32 v0, v1, v2, vcc_lo\n v_cndmask_b32 v0, v1, v2, s4\n"
		 "v_add_co_u32 v0, vcc_lo, v1, v2\n v_add_co_ci_u32 v1, vcc_lo, v3, v4, vcc_lo\n"
		 "v_cmp_lt_u32 vcc_lo, v0, v1\n v_cmp_eq_u32 s6, v0, 5\n"
		 "v_add_f64 v[0:1], v[2:3], v[4:5]\n v_fma_f64 v[0:1], -v[2:3], v[4:5], 2.0\n"
		 "v_mad_u32_u24 v0, v1, 3, v2\n v_readfirstlane_b32 s3, v1\n"
		 "v_pk_add_f16 v0, v1, v2 clamp\n v_cvt_f32_u32 v9, v9\n", maxf);
	CHECK(gs_builder_status(b, NULL) == GS_OK, "%s: vector emits", tname);
	same_bytes(b, tname, "VALU and VOP3 modifiers", text);
	gs_builder_free(b);
}

static void test_memory(const char *tname)
{
	struct gs_builder *b = new_builder(tname);
	const char *text =
		"global_load_b32 v1, v0, s[2:3] offset:16\n global_store_b32 v0, v1, s[4:5]\n"
		"global_load_b64 v[2:3], v[4:5], off\n global_store_b128 v[4:5], v[0:3], off offset:-8\n"
		"global_atomic_add_u32 v0, v1, s[2:3]\n ds_store_b32 v0, v1 offset:64\n"
		"ds_load_b32 v2, v0\n ds_load_2addr_b32 v[2:3], v0 offset0:1 offset1:2\n"
		"ds_store_2addr_b32 v0, v1, v2 offset1:7\n ds_add_rtn_u32 v4, v0, v1\n"
		"ds_load_b128 v[4:7], v0 offset:16\n ds_swizzle_b32 v1, v0 offset:0x8000\n";

	if (!b)
		return;
	gs_emit(b, "global_load_b32", gs_vreg(1), gs_vreg(0), gs_sregs(2, 2), gs_offset(16));
	gs_emit(b, "global_store_b32", gs_vreg(0), gs_vreg(1), gs_sregs(4, 2));
	gs_emit(b, "global_load_b64", gs_vregs(2, 2), gs_vregs(4, 2), gs_off());
	gs_emit(b, "global_store_b128", gs_vregs(4, 2), gs_vregs(0, 4), gs_off(), gs_offset(-8));
	gs_emit(b, "global_atomic_add_u32", gs_vreg(0), gs_vreg(1), gs_sregs(2, 2));
	gs_emit(b, "ds_store_b32", gs_vreg(0), gs_vreg(1), gs_offset(64));
	gs_emit(b, "ds_load_b32", gs_vreg(2), gs_vreg(0));
	gs_emit(b, "ds_load_2addr_b32", gs_vregs(2, 2), gs_vreg(0), gs_offset2(1, 2));
	gs_emit(b, "ds_store_2addr_b32", gs_vreg(0), gs_vreg(1), gs_vreg(2), gs_offset2(0, 7));
	gs_emit(b, "ds_add_rtn_u32", gs_vreg(4), gs_vreg(0), gs_vreg(1));
	gs_emit(b, "ds_load_b128", gs_vregs(4, 4), gs_vreg(0), gs_offset(16));
	gs_emit(b, "ds_swizzle_b32", gs_vreg(1), gs_vreg(0), gs_offset(0x8000));
	CHECK(gs_builder_status(b, NULL) == GS_OK, "%s: memory emits", tname);
	same_bytes(b, tname, "global and DS", text);
	gs_builder_free(b);
}

static void test_control(const char *tname, int gen)
{
	struct gs_builder *b = new_builder(tname);
	struct gs_label top, fwd, skip;
	const char *text;

	if (!b)
		return;
	top = gs_label_new(b);
	fwd = gs_label_new(b);
	skip = gs_label_new(b);
	gs_label_bind(b, top);
	gs_emit_wait(b, GS_WAIT_LOAD, 1);
	gs_emit_wait(b, GS_WAIT_STORE, 2);
	gs_emit_wait(b, GS_WAIT_DS, 3);
	gs_emit_wait(b, GS_WAIT_KM, 0);
	if (gen < 12)
		gs_emit_waitcnt(b, 0, -1, 0);
	gs_emit_barrier(b);
	gs_emit_branch(b, "s_cbranch_scc0", fwd);          /* forward */
	gs_emit(b, "s_cbranch_vccnz", gs_lbl(skip));       /* forward, bound later */
	gs_emit(b, "v_nop");
	gs_label_bind(b, skip);
	gs_emit(b, "s_sleep", gs_imm(1));
	gs_emit_branch(b, "s_branch", top);                /* backward */
	gs_emit(b, "s_cbranch_execz", gs_lbl(top));
	gs_label_bind(b, fwd);
	gs_emit_endpgm(b);
	if (gen >= 12)
		text = "top:\n s_wait_loadcnt 1\n s_wait_storecnt 2\n s_wait_dscnt 3\n s_wait_kmcnt 0\n"
		       "s_barrier_signal -1\n s_barrier_wait -1\n s_cbranch_scc0 fwd\n"
		       "s_cbranch_vccnz skip\n v_nop\nskip: s_sleep 1\n s_branch top\n"
		       "s_cbranch_execz top\nfwd: s_endpgm\n";
	else
		text = "top:\n s_waitcnt vmcnt(1)\n s_waitcnt_vscnt null, 2\n s_waitcnt lgkmcnt(3)\n"
		       "s_waitcnt lgkmcnt(0)\n s_waitcnt vmcnt(0) lgkmcnt(0)\n s_barrier\n"
		       "s_cbranch_scc0 fwd\n s_cbranch_vccnz skip\n v_nop\nskip: s_sleep 1\n"
		       "s_branch top\n s_cbranch_execz top\nfwd: s_endpgm\n";
	CHECK(gs_builder_status(b, NULL) == GS_OK, "%s: control emits", tname);
	CHECK_EQ(gs_builder_count(b), gen >= 12 ? 13 : 13, "%s: instruction count", tname);
	same_bytes(b, tname, "waits, barriers, branches", text);
	gs_builder_free(b);
}

/* wave64: lane masks are pairs */
static void test_wave64(void)
{
	struct gs_builder_options o = { .size = sizeof(o), .wave64 = 1 };
	struct gs_builder *b = NULL;
	struct gs_asm_options ao = { 0 };
	struct gs_program *pb = NULL, *pt = NULL;
	struct gs_error err = { 0 };
	const char *text = "v_cmp_lt_u32 vcc, v0, v1\n v_cndmask_b32 v0, v1, v2, vcc\n"
			   "s_mov_b64 s[2:3], exec\n v_cmp_eq_u32 s[4:5], v0, 5\n";

	if (!CHECK(gs_builder_new(gs_target_find("gfx1100"), &o, &b, &err) == GS_OK,
		   "wave64 builder: %s", err.msg))
		return;
	gs_emit(b, "v_cmp_lt_u32", gs_vcc(), gs_vreg(0), gs_vreg(1));
	gs_emit(b, "v_cndmask_b32", gs_vreg(0), gs_vreg(1), gs_vreg(2), gs_vcc());
	gs_emit(b, "s_mov_b64", gs_sregs(2, 2), gs_exec());
	gs_emit(b, "v_cmp_eq_u32", gs_sregs(4, 2), gs_vreg(0), gs_imm(5));
	if (CHECK(gs_builder_finish(b, NULL, &pb, &err) == GS_OK, "wave64 finishes: %s", err.msg)) {
		ao.target = gs_target_find("gfx1100");
		ao.wave64 = 1;
		if (CHECK(gs_assemble(text, strlen(text), &ao, &pt, &err) == GS_OK, "wave64 text: %s",
			  err.msg))
			CHECK(pb->text_size == pt->text_size &&
			      !memcmp(pb->text, pt->text, pt->text_size), "wave64: bytes equal");
	}
	gs_emit(b, "v_cmp_lt_u32", gs_sreg(4), gs_vreg(0), gs_vreg(1));
	gs_builder_status(b, &err);
	CHECK_STR(err.msg, "instruction 4 (v_cmp_lt_u32): operand 1 must be 2 SGPRs, not 1",
		  "wave64: a lane mask is a pair");
	gs_program_free(pb);
	gs_program_free(pt);
	gs_builder_free(b);
}

/* ---------------------------------------------------------------- errors */

typedef void (*emit_fn)(struct gs_builder *b);

static void e_vdst(struct gs_builder *b)
{
	gs_emit(b, "v_mov_b32", gs_vreg(0), gs_imm(1));
	gs_emit(b, "s_mov_b32", gs_sreg(0), gs_imm(1));
	gs_emit(b, "v_add_nc_u32", gs_vreg(0), gs_vreg(1), gs_vreg(2));
	gs_emit(b, "v_add_f32", gs_vreg(0), gs_vreg(1), gs_vcc());
	gs_emit(b, "v_add_f32", gs_sreg(0), gs_vreg(1), gs_vreg(2));
}
static void e_count(struct gs_builder *b) { gs_emit(b, "v_add_f32", gs_vreg(0), gs_vreg(1)); }
static void e_gaddr(struct gs_builder *b)
{
	gs_emit(b, "global_load_b32", gs_vreg(1), gs_sreg(0), gs_sregs(2, 2));
}
static void e_smem_n(struct gs_builder *b)
{
	gs_emit(b, "s_load_b64", gs_sreg(2), gs_sregs(0, 2), gs_imm(0));
}
static void e_odd(struct gs_builder *b)
{
	gs_emit(b, "s_load_b32", gs_sreg(2), gs_sregs(1, 2), gs_imm(0));
}
static void e_vaddr64(struct gs_builder *b)
{
	gs_emit(b, "global_store_b32", gs_vreg(0), gs_vreg(1), gs_off());
}
static void e_mod(struct gs_builder *b)
{
	gs_emit(b, "v_add_f32", gs_vreg(0), gs_vreg(1), gs_vreg(2), gs_offset(4));
}
static void e_mod_order(struct gs_builder *b)
{
	gs_emit(b, "ds_load_b32", gs_vreg(0), gs_offset(4), gs_vreg(1));
}
static void e_negs(struct gs_builder *b)
{
	gs_emit(b, "s_add_u32", gs_sreg(0), gs_neg(gs_sreg(1)), gs_sreg(2));
}
static void e_negc(struct gs_builder *b)
{
	gs_emit(b, "v_fma_f32", gs_vreg(0), gs_neg(gs_fimm(1.0)), gs_vreg(1), gs_vreg(2));
}
static void e_vrange(struct gs_builder *b)
{
	gs_emit(b, "v_add_f64", gs_vregs(255, 2), gs_vregs(0, 2), gs_vregs(2, 2));
}
static void e_vrange1(struct gs_builder *b) { gs_emit(b, "v_mov_b32", gs_vreg(0), gs_vreg(256)); }
static void e_srange(struct gs_builder *b) { gs_emit(b, "s_mov_b32", gs_sreg(106), gs_sreg(0)); }
static void e_big(struct gs_builder *b) { gs_emit(b, "s_mov_b32", gs_sreg(0), gs_imm(1LL << 40)); }
static void e_label(struct gs_builder *b) { gs_emit(b, "s_branch", gs_imm(3)); }
static void e_simm(struct gs_builder *b) { gs_emit(b, "s_nop", gs_sreg(3)); }
static void e_f64(struct gs_builder *b)
{
	gs_emit(b, "v_add_f64", gs_vregs(0, 2), gs_vreg(2), gs_vregs(4, 2));
}
static void e_mask(struct gs_builder *b)
{
	gs_emit(b, "v_cndmask_b32", gs_vreg(0), gs_vreg(1), gs_vreg(2), gs_exec());
}
static void e_mnem(struct gs_builder *b) { gs_emit(b, "v_add_f32 v0", gs_vreg(0)); }
static void e_unknown(struct gs_builder *b) { gs_emit(b, "v_frob_b32", gs_vreg(0), gs_vreg(1)); }
static void e_gen(struct gs_builder *b) { gs_emit(b, "s_barrier_signal", gs_imm(-1)); }
static void e_nop_range(struct gs_builder *b) { gs_emit(b, "s_nop", gs_imm(65536)); }
static void e_waitcnt12(struct gs_builder *b) { gs_emit_waitcnt(b, 0, -1, -1); }
static void e_unbound(struct gs_builder *b)
{
	struct gs_label l = gs_label_new(b);

	gs_emit(b, "s_nop", gs_imm(0));
	gs_emit_branch(b, "s_cbranch_scc1", l);
}
static void e_twice(struct gs_builder *b)
{
	struct gs_label l = gs_label_new(b);

	gs_label_bind(b, l);
	gs_emit(b, "s_nop", gs_imm(0));
	gs_label_bind(b, l);
}
static void e_foreign(struct gs_builder *b)
{
	struct gs_label l = { 7 };

	gs_emit_branch(b, "s_branch", l);
}

static void test_errors(void)
{
	static const struct {
		const char *tname;
		emit_fn fn;
		int at_finish;
		const char *msg;  /* some are the assembler's own words, the instruction named */
	} cases[] = {
		{ "gfx1201", e_vdst, 0, "instruction 4 (v_add_f32): operand 1 must be a VGPR" },
		{ "gfx1201", e_count, 0, "instruction 0 (v_add_f32): takes 3 operands, got 2" },
		{ "gfx1100", e_gaddr, 0, "instruction 0 (global_load_b32): operand 2 must be a VGPR" },
		{ "gfx1201", e_smem_n, 0, "instruction 0 (s_load_b64): operand 1 must be 2 SGPRs, not 1" },
		{ "gfx1100", e_odd, 0,
		  "instruction 0 (s_load_b32): operand 2: an SGPR pair starts at an even register, not s1" },
		{ "gfx1201", e_vaddr64, 0,
		  "instruction 0 (global_store_b32): operand 1 must be 2 VGPRs, not 1" },
		{ "gfx1201", e_mod, 0, "instruction 0 (v_add_f32): operand 4: offset does not apply here" },
		{ "gfx1100", e_mod_order, 0,
		  "instruction 0 (ds_load_b32): operand 3 follows a modifier (modifiers go last)" },
		{ "gfx1100", e_negs, 0, "instruction 0 (s_add_u32): operand 2 cannot take -x or |x|" },
		{ "gfx1201", e_negc, 0,
		  "instruction 0 (v_fma_f32): operand 2: -x and |x| need a register (negate the "
		  "constant instead)" },
		{ "gfx1201", e_vrange, 0,
		  "instruction 0 (v_add_f64): operand 1: v[255:256] is out of range (v0..v255)" },
		{ "gfx1100", e_vrange1, 0,
		  "instruction 0 (v_mov_b32): operand 2: v256 is out of range (v0..v255)" },
		{ "gfx1100", e_srange, 0, "instruction 0 (s_mov_b32): operand 1: s106 is out of range (s0..s105)" },
		{ "gfx1201", e_big, 0, "instruction 0 (s_mov_b32): operand 2: 1099511627776 does not fit in 32 bits" },
		{ "gfx1201", e_label, 0, "instruction 0 (s_branch): operand 1 must be a label" },
		{ "gfx1201", e_simm, 0, "instruction 0 (s_nop): operand 1 must be an integer constant" },
		{ "gfx1100", e_f64, 0, "instruction 0 (v_add_f64): operand 2 must be 2 VGPRs, not 1" },
		{ "gfx1100", e_mask, 0,
		  "instruction 0 (v_cndmask_b32): operand 4 must be vcc or an SGPR lane mask" },
		{ "gfx1100", e_mnem, 0, "instruction 0: bad mnemonic \"v_add_f32 v0\"" },
		{ "gfx1100", e_unknown, 0,
		  "instruction 0 (v_frob_b32): unknown instruction 'v_frob_b32' for gfx1100" },
		{ "gfx1100", e_gen, 0,
		  "instruction 0 (s_barrier_signal): instruction 's_barrier_signal' is not available on "
		  "gfx1100 (RDNA3); it exists on gfx1200" },
		{ "gfx1201", e_nop_range, 0,
		  "instruction 0 (s_nop): immediate '65536' out of range for s_nop, expected a 16-bit "
		  "value (-32768..65535)" },
		{ "gfx1201", e_waitcnt12, 0,
		  "instruction 0 (s_waitcnt): acts as s_wait_idle on gfx1201; use gs_emit_wait" },
		{ "gfx1201", e_unbound, 1, "label 0 (used by instruction 1, s_cbranch_scc1) is never bound" },
		{ "gfx1201", e_twice, 0, "label 0 is bound twice (before instructions 0 and 1)" },
		{ "gfx1201", e_foreign, 0,
		  "instruction 0 (s_branch): operand 1: label 7 was not made by gs_label_new on this builder" },
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct gs_builder *b = new_builder(cases[i].tname);
		struct gs_error err = { 0 }, err2 = { 0 };
		struct gs_program *p = NULL;
		enum gs_status st;
		size_t n;

		if (!b)
			continue;
		cases[i].fn(b);
		st = gs_builder_status(b, &err);
		if (cases[i].at_finish) {
			CHECK(st == GS_OK, "case %zu: no error before finish", i);
			st = gs_builder_finish(b, NULL, &p, &err);
			CHECK(p == NULL, "case %zu: no program", i);
		}
		CHECK(st != GS_OK, "case %zu: fails", i);
		CHECK_STR(err.msg, cases[i].msg, "case %zu: message", i);
		/* sticky: nothing more is emitted and the message stays */
		n = gs_builder_count(b);
		CHECK_EQ(gs_emit(b, "s_endpgm"), st, "case %zu: sticky status", i);
		CHECK_EQ(gs_builder_count(b), n, "case %zu: nothing emitted after", i);
		gs_builder_status(b, &err2);
		CHECK_STR(err2.msg, err.msg, "case %zu: message kept", i);
		CHECK(gs_builder_finish(b, NULL, &p, &err2) == st && p == NULL,
		      "case %zu: finish reports it", i);
		gs_builder_free(b);
	}
}

/* ------------------------------------------------- typed operands vs llvm */

/* One instruction from the builder; its bytes must be llvm-mc-22's for text. */
static void oracle(const char *tname, const char *text, emit_fn fn)
{
	struct gs_builder *b = new_builder(tname);
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };
	struct enc want;

	if (!b)
		return;
	fn(b);
	if (CHECK(gs_builder_finish(b, NULL, &p, &err) == GS_OK, "%s: '%s' from the builder: %s", tname,
		  text, err.msg) &&
	    CHECK(lo_llvm_asm(tname, 0, text, &want), "%s: llvm-mc-22 assembles '%s'", tname, text)) {
		int ok = p->text_size == want.n && !memcmp(p->text, want.b, want.n);

		CHECK(ok, "%s: builder's bytes for '%s' equal llvm-mc-22's", tname, text);
		if (!ok)
			printf("# builder source:\n%s\n", gs_builder_source(b, NULL));
	}
	gs_program_free(p);
	gs_builder_free(b);
}

static void t_pk_fma(struct gs_builder *b)
{
	gs_emit(b, "v_pk_fma_f16", gs_vreg(0), gs_vreg(1), gs_vreg(2), gs_vreg(3), gs_op_sel(5),
		gs_op_sel_hi(2), gs_neg_lo(1), gs_neg_hi(4), gs_clamp());
}
static void t_pk_add(struct gs_builder *b)
{
	gs_emit(b, "v_pk_add_f16", gs_vreg(0), gs_vreg(1), gs_vreg(2), gs_op_sel(1), gs_neg_lo(2));
}
static void t_pk_mul(struct gs_builder *b)
{
	gs_emit(b, "v_pk_mul_f16", gs_vreg(4), gs_sreg(5), gs_vreg(6), gs_op_sel_hi(0), gs_neg_hi(3));
}
static void t_getreg(struct gs_builder *b) { gs_emit(b, "s_getreg_b32", gs_sreg(1), gs_hwreg(1, 3, 5)); }
static void t_setreg(struct gs_builder *b) { gs_emit(b, "s_setreg_b32", gs_hwreg(2, 0, 32), gs_sreg(3)); }
static void t_setreg_imm(struct gs_builder *b)
{
	gs_emit(b, "s_setreg_imm32_b32", gs_hwreg(1, 4, 4), gs_imm(5));
}
static void t_sendmsg(struct gs_builder *b) { gs_emit(b, "s_sendmsg", gs_sendmsg(3, -1, -1)); }
static void t_sendmsghalt(struct gs_builder *b) { gs_emit(b, "s_sendmsghalt", gs_sendmsg(1, -1, -1)); }
static void t_sendmsg_rtn(struct gs_builder *b)
{
	gs_emit(b, "s_sendmsg_rtn_b32", gs_sreg(2), gs_sendmsg(128, -1, -1));
}
static void t_waitcnt(struct gs_builder *b) { gs_emit_waitcnt(b, 3, -1, 2); }
static void t_waitcnt_exp(struct gs_builder *b) { gs_emit_waitcnt(b, -1, 1, 63); }
#define WAIT_FN(name, c, n) \
	static void name(struct gs_builder *b) { gs_emit_wait(b, c, n); }
WAIT_FN(w_load, GS_WAIT_LOAD, 5)
WAIT_FN(w_store, GS_WAIT_STORE, 6)
WAIT_FN(w_ds, GS_WAIT_DS, 7)
WAIT_FN(w_km, GS_WAIT_KM, 31)
WAIT_FN(w_exp, GS_WAIT_EXP, 2)
WAIT_FN(w_sample, GS_WAIT_SAMPLE, 9)
WAIT_FN(w_bvh, GS_WAIT_BVH, 7)

static void test_typed(void)
{
	static const struct {
		const char *tname; /* NULL: both gfx1100 and gfx1201 */
		const char *text;
		emit_fn fn;
	} cases[] = {
		{ NULL, "v_pk_fma_f16 v0, v1, v2, v3 op_sel:[1,0,1] op_sel_hi:[0,1,0] neg_lo:[1,0,0] "
			"neg_hi:[0,0,1] clamp", t_pk_fma },
		{ NULL, "v_pk_add_f16 v0, v1, v2 op_sel:[1,0] neg_lo:[0,1]", t_pk_add },
		{ NULL, "v_pk_mul_f16 v4, s5, v6 op_sel_hi:[0,0] neg_hi:[1,1]", t_pk_mul },
		{ NULL, "s_getreg_b32 s1, hwreg(1, 3, 5)", t_getreg },
		{ NULL, "s_setreg_b32 hwreg(2, 0, 32), s3", t_setreg },
		{ NULL, "s_setreg_imm32_b32 hwreg(1, 4, 4), 5", t_setreg_imm },
		{ NULL, "s_sendmsg sendmsg(3)", t_sendmsg },
		{ NULL, "s_sendmsghalt sendmsg(1)", t_sendmsghalt },
		{ NULL, "s_sendmsg_rtn_b32 s2, sendmsg(128)", t_sendmsg_rtn },
		{ "gfx1100", "s_waitcnt vmcnt(3) lgkmcnt(2)", t_waitcnt },
		{ "gfx1100", "s_waitcnt expcnt(1) lgkmcnt(63)", t_waitcnt_exp },
		{ "gfx1100", "s_waitcnt vmcnt(5)", w_load },
		{ "gfx1100", "s_waitcnt_vscnt null, 6", w_store },
		{ "gfx1100", "s_waitcnt lgkmcnt(7)", w_ds },
		{ "gfx1100", "s_waitcnt lgkmcnt(31)", w_km },
		{ "gfx1100", "s_waitcnt expcnt(2)", w_exp },
		{ "gfx1100", "s_waitcnt vmcnt(9)", w_sample },
		{ "gfx1100", "s_waitcnt vmcnt(7)", w_bvh },
		{ "gfx1201", "s_wait_loadcnt 5", w_load },
		{ "gfx1201", "s_wait_storecnt 6", w_store },
		{ "gfx1201", "s_wait_dscnt 7", w_ds },
		{ "gfx1201", "s_wait_kmcnt 31", w_km },
		{ "gfx1201", "s_wait_expcnt 2", w_exp },
		{ "gfx1201", "s_wait_samplecnt 9", w_sample },
		{ "gfx1201", "s_wait_bvhcnt 7", w_bvh },
	};
	/* s_waitcnt's operand in the gfx9 and gfx11 layouts, against llvm's bytes */
	static const struct { const char *tname; int vm, exp, lgkm; } wc[] = {
		{ "gfx1100", 0, -1, -1 }, { "gfx1100", -1, 1, 3 }, { "gfx1100", 63, 7, 63 },
		{ "gfx1100", 17, 0, 40 }, { "gfx942", 0, -1, -1 }, { "gfx942", -1, 1, 3 },
		{ "gfx942", 63, 7, 15 }, { "gfx942", 17, 0, 9 }, { "gfx950", 33, -1, 0 },
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		if (!cases[i].tname || !strcmp(cases[i].tname, "gfx1100"))
			oracle("gfx1100", cases[i].text, cases[i].fn);
		if (!cases[i].tname || !strcmp(cases[i].tname, "gfx1201"))
			oracle("gfx1201", cases[i].text, cases[i].fn);
	}
	for (size_t i = 0; i < sizeof(wc) / sizeof(wc[0]); i++) {
		struct gs_error err = { 0 };
		struct enc want;
		char text[96];
		uint16_t v = 0;
		int n;

		n = snprintf(text, sizeof(text), "s_waitcnt");
		if (wc[i].vm >= 0)
			n += snprintf(text + n, sizeof(text) - (size_t)n, " vmcnt(%d)", wc[i].vm);
		if (wc[i].exp >= 0)
			n += snprintf(text + n, sizeof(text) - (size_t)n, " expcnt(%d)", wc[i].exp);
		if (wc[i].lgkm >= 0)
			snprintf(text + n, sizeof(text) - (size_t)n, " lgkmcnt(%d)", wc[i].lgkm);
		if (!CHECK(gs_waitcnt_value(gs_target_find(wc[i].tname), wc[i].vm, wc[i].exp, wc[i].lgkm, &v,
					    &err) == GS_OK, "%s: gs_waitcnt_value for '%s': %s", wc[i].tname, text,
			   err.msg) ||
		    !CHECK(lo_llvm_asm(wc[i].tname, 0, text, &want) && want.n == 4, "%s: llvm-mc-22 assembles '%s'",
			   wc[i].tname, text))
			continue;
		CHECK_EQ(v, (uint16_t)(want.b[0] | want.b[1] << 8), "%s: gs_waitcnt_value = llvm's operand of '%s'",
			 wc[i].tname, text);
	}
}

/* Bad typed values: refused with a message, nothing emitted. */
static void x_opsel_bits(struct gs_builder *b)
{
	gs_emit(b, "v_pk_add_f16", gs_vreg(0), gs_vreg(1), gs_vreg(2), gs_op_sel(4));
}
static void x_opsel_where(struct gs_builder *b)
{
	gs_emit(b, "v_add_f32", gs_vreg(0), gs_vreg(1), gs_vreg(2), gs_op_sel(1));
}
static void x_opsel_twice(struct gs_builder *b)
{
	gs_emit(b, "v_pk_add_f16", gs_vreg(0), gs_vreg(1), gs_vreg(2), gs_neg_lo(1), gs_neg_lo(2));
}
static void x_hw_id(struct gs_builder *b) { gs_emit(b, "s_getreg_b32", gs_sreg(1), gs_hwreg(64, 0, 32)); }
static void x_hw_size(struct gs_builder *b) { gs_emit(b, "s_getreg_b32", gs_sreg(1), gs_hwreg(1, 0, 33)); }
static void x_hw_off(struct gs_builder *b) { gs_emit(b, "s_setreg_b32", gs_hwreg(1, 32, 1), gs_sreg(1)); }
static void x_hw_where(struct gs_builder *b) { gs_emit(b, "s_mov_b32", gs_sreg(1), gs_hwreg(1, 0, 32)); }
static void x_set_msg(struct gs_builder *b) { gs_emit(b, "s_setreg_b32", gs_sendmsg(3, -1, -1), gs_sreg(1)); }
static void x_set_pair(struct gs_builder *b) { gs_emit(b, "s_setreg_b32", gs_hwreg(1, 0, 4), gs_sregs(2, 2)); }
static void x_hw_neg(struct gs_builder *b) { gs_emit(b, "s_getreg_b32", gs_sreg(1), gs_neg(gs_hwreg(1, 0, 4))); }
static void x_msg_id(struct gs_builder *b) { gs_emit(b, "s_sendmsg", gs_sendmsg(256, -1, -1)); }
static void x_msg_stream(struct gs_builder *b) { gs_emit(b, "s_sendmsg", gs_sendmsg(2, -1, 1)); }
static void x_msg_where(struct gs_builder *b) { gs_emit(b, "s_getreg_b32", gs_sreg(1), gs_sendmsg(3, -1, -1)); }
static void x_wait_km(struct gs_builder *b) { gs_emit_wait(b, GS_WAIT_KM, 32); }
static void x_wait_vm(struct gs_builder *b) { gs_emit_waitcnt(b, 64, -1, -1); }
static void x_wait_kind(struct gs_builder *b) { gs_emit_wait(b, (enum gs_wait_counter)9, 0); }

static void test_typed_errors(void)
{
	static const struct {
		const char *tname;
		emit_fn fn;
		const char *msg;
	} cases[] = {
		{ "gfx1201", x_opsel_bits,
		  "instruction 0 (v_pk_add_f16): operand 4: op_sel mask 0x4 has bits beyond the instruction's "
		  "2 sources" },
		{ "gfx1100", x_opsel_where, "instruction 0 (v_add_f32): operand 4: op_sel does not apply here" },
		{ "gfx1201", x_opsel_twice, "instruction 0 (v_pk_add_f16): operand 5: neg_lo given twice" },
		{ "gfx1100", x_hw_id, "instruction 0 (s_getreg_b32): operand 2: hwreg id 64 out of range, expected 0..63" },
		{ "gfx1201", x_hw_size,
		  "instruction 0 (s_getreg_b32): operand 2: hwreg bit count 33 out of range, expected 1..32" },
		{ "gfx1201", x_hw_off,
		  "instruction 0 (s_setreg_b32): operand 1: hwreg bit offset 32 out of range, expected 0..31" },
		{ "gfx1100", x_hw_where,
		  "instruction 0 (s_mov_b32): operand 2: hwreg() does not apply here, expected a scalar register "
		  "or a constant" },
		{ "gfx1100", x_set_msg,
		  "instruction 0 (s_setreg_b32): operand 1: sendmsg() does not apply here, expected hwreg() or an "
		  "integer constant" },
		{ "gfx1201", x_set_pair, "instruction 0 (s_setreg_b32): operand 2 must be 1 SGPR, not 2" },
		{ "gfx1100", x_hw_neg, "instruction 0 (s_getreg_b32): operand 2: hwreg() cannot take -x or |x|" },
		{ "gfx1201", x_msg_id, "instruction 0 (s_sendmsg): operand 1: sendmsg id 256 out of range, expected 0..255" },
		{ "gfx1100", x_msg_stream, "instruction 0 (s_sendmsg): operand 1: sendmsg stream 1 without an operation" },
		{ "gfx1201", x_msg_where,
		  "instruction 0 (s_getreg_b32): operand 2: sendmsg() does not apply here, expected hwreg() or an "
		  "integer constant" },
		{ "gfx1201", x_wait_km, "instruction 0: wait count 32 out of range for gfx1201, expected 0..31" },
		{ "gfx1100", x_wait_vm, "instruction 0 (s_waitcnt): vmcnt 64 out of range, expected 0..63" },
		{ "gfx1100", x_wait_kind, "instruction 0: unknown wait counter 9" },
	};
	struct gs_error err = { 0 };
	uint16_t v;

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct gs_builder *b = new_builder(cases[i].tname);

		if (!b)
			continue;
		cases[i].fn(b);
		CHECK(gs_builder_status(b, &err) != GS_OK, "typed case %zu: refused", i);
		CHECK_STR(err.msg, cases[i].msg, "typed case %zu: message", i);
		CHECK_EQ(gs_builder_count(b), 0, "typed case %zu: nothing emitted", i);
		gs_builder_free(b);
	}
	CHECK(gs_waitcnt_value(gs_target_find("gfx942"), -1, -1, 16, &v, &err) == GS_ERR_RANGE,
	      "gfx9 lgkmcnt is 4 bits");
	CHECK_STR(err.msg, "s_waitcnt: lgkmcnt 16 out of range for gfx942, expected 0..15", "its message");
	CHECK(gs_waitcnt_value(gs_target_find("gfx1201"), 0, -1, -1, &v, &err) == GS_ERR_UNSUPPORTED,
	      "gfx12 has no packed s_waitcnt");
	CHECK_STR(err.msg,
		  "s_waitcnt: gfx1201 has one instruction per counter (s_wait_loadcnt ...), expected gs_emit_wait",
		  "its message");
	CHECK_EQ(gs_wait_max(gs_target_find("gfx942"), GS_WAIT_DS), 15, "gfx9 lgkmcnt maximum");
	CHECK_EQ(gs_wait_max(gs_target_find("gfx1201"), GS_WAIT_BVH), 7, "gfx12 bvhcnt maximum");
}

/* ---------------------------------------------------------------- emulator */

#define NT 64  /* threads: two wave32 waves (one wave64) share the barrier */

/* out[i] = a[63-i] + b[63-i] + 3.0: loads, an LDS exchange across a
 * barrier, a counted loop with a backward branch, all from C. */
static int build_kernel(struct gs_builder *b, int gen)
{
	struct gs_label loop = gs_label_new(b);

	gs_emit(b, "s_load_b128", gs_sregs(4, 4), gs_sregs(0, 2), gs_imm(0));
	gs_emit(b, "s_load_b64", gs_sregs(8, 2), gs_sregs(0, 2), gs_imm(16));
	gs_emit(b, "v_lshlrev_b32", gs_vreg(1), gs_imm(2), gs_vreg(0));
	gs_emit_wait(b, GS_WAIT_KM, 0);
	gs_emit(b, "global_load_b32", gs_vreg(2), gs_vreg(1), gs_sregs(4, 2));
	gs_emit(b, "global_load_b32", gs_vreg(3), gs_vreg(1), gs_sregs(6, 2));
	gs_emit_wait(b, GS_WAIT_LOAD, 0);
	gs_emit(b, "v_add_f32", gs_vreg(2), gs_vreg(2), gs_vreg(3));
	gs_emit(b, "ds_store_b32", gs_vreg(1), gs_vreg(2));
	gs_emit_wait(b, GS_WAIT_DS, 0);
	gs_emit_barrier(b);
	gs_emit(b, "v_sub_nc_u32", gs_vreg(4), gs_imm(NT - 1), gs_vreg(0));
	gs_emit(b, "v_lshlrev_b32", gs_vreg(4), gs_imm(2), gs_vreg(4));
	gs_emit(b, "ds_load_b32", gs_vreg(5), gs_vreg(4));
	gs_emit_wait(b, GS_WAIT_DS, 0);
	gs_emit(b, "s_mov_b32", gs_sreg(10), gs_imm(3));
	gs_label_bind(b, loop);
	gs_emit(b, "v_add_f32", gs_vreg(5), gs_fimm(1.0), gs_vreg(5));
	gs_emit(b, gen >= 12 ? "s_add_co_i32" : "s_add_i32", gs_sreg(10), gs_sreg(10), gs_imm(-1));
	gs_emit(b, "s_cmp_lg_u32", gs_sreg(10), gs_imm(0));
	gs_emit_branch(b, "s_cbranch_scc1", loop);
	gs_emit(b, "global_store_b32", gs_vreg(1), gs_vreg(5), gs_sregs(8, 2));
	gs_emit_wait(b, GS_WAIT_STORE, 0);
	gs_emit_endpgm(b);
	return gs_builder_status(b, NULL) == GS_OK;
}

static void test_run(const char *tname, int gen, int wave64)
{
	struct gs_builder_options bo = { .size = sizeof(bo), .wave64 = wave64 };
	struct gs_builder_kernel k = GS_BUILDER_KERNEL_INIT;
	struct gs_builder *b = NULL;
	struct gs_device *dev = NULL;
	struct gs_bo *ba = NULL, *bb = NULL, *bout = NULL;
	struct gs_module *m = NULL;
	struct gs_launch_desc ld = GS_LAUNCH_DESC_INIT;
	struct gs_error err = { 0 };
	struct gs_program *p = NULL;
	uint8_t *img = NULL;
	size_t img_size = 0;
	char spec[32];
	uint64_t args[3];
	int bad = 0;

	if (!CHECK(gs_builder_new(gs_target_find(tname), &bo, &b, &err) == GS_OK, "%s: builder: %s",
		   tname, err.msg))
		return;
	if (!CHECK(build_kernel(b, gen), "%s wave%d: kernel builds", tname, wave64 ? 64 : 32)) {
		gs_builder_status(b, &err);
		printf("# %s\n", err.msg);
		goto out;
	}
	k.name = "bvadd";
	k.kernarg_ptr = 1;
	k.kernarg_size = sizeof(args);
	k.group_segment_size = NT * 4;
	if (CHECK(gs_builder_finish(b, &k, &p, &err) == GS_OK, "%s: finish with a kernel: %s",
		  tname, err.msg)) {
		CHECK(p->n_kernels == 1 && !strcmp(p->kernels[0].name, "bvadd"), "%s: one kernel", tname);
		CHECK_EQ(p->kernels[0].kd.kernarg_size, sizeof(args), "%s: kernarg size", tname);
		CHECK_EQ(p->kernels[0].meta.vgpr_count, 6, "%s: next free VGPR from the code", tname);
		CHECK_EQ(!!(p->kernels[0].kd.kernel_code_properties & GS_KCP_ENABLE_WAVEFRONT_SIZE32),
			 !wave64, "%s: wave size in the descriptor", tname);
		CHECK(p->kernels[0].kd.kernel_code_properties & GS_KCP_ENABLE_SGPR_KERNARG_SEGMENT_PTR,
		      "%s: kernarg pointer", tname);
		CHECK_EQ(p->kernels[0].kd.group_segment_fixed_size, NT * 4, "%s: LDS size", tname);
	}
	gs_program_free(p);
	if (!CHECK(gs_builder_codeobj(b, &k, &img, &img_size, &err) == GS_OK, "%s: code object: %s",
		   tname, err.msg))
		goto out;
	snprintf(spec, sizeof(spec), "emu:%s", tname);
	if (!CHECK(gs_device_open(spec, NULL, &dev, &err) == GS_OK, "open %s: %s", spec, err.msg))
		goto out;
	if (!CHECK(gs_bo_alloc(dev, 4096, 0, &ba, &err) == GS_OK &&
		   gs_bo_alloc(dev, 4096, 0, &bb, &err) == GS_OK &&
		   gs_bo_alloc(dev, 4096, 0, &bout, &err) == GS_OK, "%s: buffers: %s", tname, err.msg))
		goto out;
	for (int i = 0; i < NT; i++) {
		((float *)ba->cpu)[i] = (float)i * 0.5f;
		((float *)bb->cpu)[i] = 100.0f - (float)i;
		((float *)bout->cpu)[i] = -1.0f;
	}
	if (!CHECK(gs_module_load(dev, img, img_size, &m, &err) == GS_OK, "%s: module load: %s",
		   tname, err.msg))
		goto out;
	args[0] = ba->va;
	args[1] = bb->va;
	args[2] = bout->va;
	ld.grid[0] = 1;
	ld.block[0] = NT;
	ld.kernarg = args;
	ld.kernarg_size = sizeof(args);
	if (!CHECK(gs_launch(dev, m, &ld, NULL, &err) == GS_OK, "%s wave%d: launch: %s", tname,
		   wave64 ? 64 : 32, err.msg))
		goto out;
	for (int i = 0; i < NT; i++) {
		int j = NT - 1 - i;
		float want = ((float)j * 0.5f + (100.0f - (float)j)) + 1.0f + 1.0f + 1.0f;

		if (((float *)bout->cpu)[i] != want) {
			if (!bad)
				printf("# out[%d] = %g, want %g\n", i, ((float *)bout->cpu)[i], want);
			bad++;
		}
	}
	CHECK(!bad, "%s wave%d: built kernel computes out[i] = a[63-i] + b[63-i] + 3 (%d wrong)",
	      tname, wave64 ? 64 : 32, bad);
out:
	gs_module_free(m);
	if (dev) {
		if (ba)
			gs_bo_free(dev, ba);
		if (bb)
			gs_bo_free(dev, bb);
		if (bout)
			gs_bo_free(dev, bout);
		gs_device_close(dev);
	}
	free(img);
	gs_builder_free(b);
}

static void test_misc(void)
{
	struct gs_builder *b = NULL;
	struct gs_error err = { 0 };
	struct gs_builder_kernel k = GS_BUILDER_KERNEL_INIT;
	uint8_t *img = NULL;
	size_t sz = 0;

	CHECK(gs_builder_new(NULL, NULL, &b, &err) == GS_ERR_INVALID && b == NULL,
	      "no target is refused");
	CHECK(gs_builder_new(gs_target_find("gfx942"), NULL, &b, &err) == GS_ERR_UNSUPPORTED,
	      "a target without a table is refused");
	CHECK_STR(err.msg, "builder: gfx942 (CDNA3) has no instruction table yet", "its message");
	b = new_builder("gfx1201");
	if (!b)
		return;
	gs_emit_endpgm(b);
	CHECK(gs_builder_codeobj(b, NULL, &img, &sz, &err) == GS_ERR_INVALID, "codeobj needs a kernel");
	k.name = "bad name";
	CHECK(gs_builder_codeobj(b, &k, &img, &sz, &err) == GS_ERR_INVALID, "bad kernel name refused");
	CHECK_STR(err.msg, "builder: bad kernel name \"bad name\"", "its message");
	k.name = NULL;
	CHECK(gs_builder_codeobj(b, &k, &img, &sz, &err) == GS_OK && img && sz > 0,
	      "a one-instruction kernel writes a code object: %s", err.msg);
	CHECK(strstr(gs_builder_source(b, &k), "\t.amdhsa_kernel kernel\n") != NULL,
	      "the source names the default kernel");
	CHECK_EQ(gs_builder_status(b, NULL), GS_OK, "finish leaves the builder usable");
	free(img);
	gs_builder_free(b);
}

int main(void)
{
	static const struct { const char *t; int gen; } targets[] = {
		{ "gfx1100", 11 }, { "gfx1201", 12 },
	};

	for (size_t i = 0; i < 2; i++) {
		test_scalar(targets[i].t, targets[i].gen);
		test_vector(targets[i].t, targets[i].gen);
		test_memory(targets[i].t);
		test_control(targets[i].t, targets[i].gen);
	}
	test_wave64();
	test_errors();
	test_typed_errors();
	{
		int st = 0;
		char *v = tu_run(LLVM " --version 2>/dev/null", &st);
		int ok = v && st == 0 && strstr(v, "LLVM") && tu_tmpdir(lo_dir, sizeof(lo_dir));

		free(v);
		if (ok)
			test_typed();
		else
			CHECK(1, "typed operands against llvm-mc-22 # SKIP llvm-mc-22 not installed");
		lo_cleanup();
	}
	test_misc();
	for (size_t i = 0; i < 2; i++) {
		test_run(targets[i].t, targets[i].gen, 0);
		test_run(targets[i].t, targets[i].gen, 1);
	}
	return t_done();
}
