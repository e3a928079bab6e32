/* SPDX-License-Identifier: MIT */
/*
 * The generated instruction tables (userspace/lib/isa): per-target and
 * per-class counts, known encoding facts (seeds 002 and 004, ISA manuals)
 * and the lookup API.
 */
#include <string.h>

#include "gfxshim/isa.h"
#include "harness.h"

static const char *const targets[] = {
	"gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152",
	"gfx1153", "gfx1200", "gfx1201", "gfx942", "gfx950", "gfx1250",
};
#define NT (sizeof(targets) / sizeof(targets[0]))

/* Snapshot of what tools/gen/gen-isa-full.py found with llvm-mc 22.1.8:
 * a change here means LLVM or the generator changed; see
 * Documentation/isa-tables.rst. */
struct count { const char *target, *cls; unsigned int n; };
static const struct count counts[] = {
	{"gfx1100", NULL, 1476}, {"gfx1100", "SOP1", 65}, {"gfx1100", "SOP2", 52},
	{"gfx1100", "SOPK", 27}, {"gfx1100", "SOPC", 18}, {"gfx1100", "SOPP", 39},
	{"gfx1100", "SMEM", 14}, {"gfx1100", "VOP1", 86}, {"gfx1100", "VOP2", 47},
	{"gfx1100", "VOPC", 190}, {"gfx1100", "VOP3", 428}, {"gfx1100", "VOP3SD", 10},
	{"gfx1100", "VOP3P", 34}, {"gfx1100", "VOPD_X", 14}, {"gfx1100", "VOPD_Y", 17},
	{"gfx1100", "VINTERP", 6}, {"gfx1100", "LDSDIR", 2}, {"gfx1100", "DS", 126},
	{"gfx1100", "FLAT", 52}, {"gfx1100", "GLOBAL", 55}, {"gfx1100", "SCRATCH", 22},
	{"gfx1100", "MUBUF", 73}, {"gfx1100", "MTBUF", 16}, {"gfx1100", "MIMG", 82},
	{"gfx1100", "EXP", 1},
	{"gfx1101", NULL, 1476}, {"gfx1101", "SOP1", 65}, {"gfx1101", "SOP2", 52},
	{"gfx1101", "SOPK", 27}, {"gfx1101", "SOPC", 18}, {"gfx1101", "SOPP", 39},
	{"gfx1101", "SMEM", 14}, {"gfx1101", "VOP1", 86}, {"gfx1101", "VOP2", 47},
	{"gfx1101", "VOPC", 190}, {"gfx1101", "VOP3", 428}, {"gfx1101", "VOP3SD", 10},
	{"gfx1101", "VOP3P", 34}, {"gfx1101", "VOPD_X", 14}, {"gfx1101", "VOPD_Y", 17},
	{"gfx1101", "VINTERP", 6}, {"gfx1101", "LDSDIR", 2}, {"gfx1101", "DS", 126},
	{"gfx1101", "FLAT", 52}, {"gfx1101", "GLOBAL", 55}, {"gfx1101", "SCRATCH", 22},
	{"gfx1101", "MUBUF", 73}, {"gfx1101", "MTBUF", 16}, {"gfx1101", "MIMG", 82},
	{"gfx1101", "EXP", 1},
	{"gfx1102", NULL, 1476}, {"gfx1102", "SOP1", 65}, {"gfx1102", "SOP2", 52},
	{"gfx1102", "SOPK", 27}, {"gfx1102", "SOPC", 18}, {"gfx1102", "SOPP", 39},
	{"gfx1102", "SMEM", 14}, {"gfx1102", "VOP1", 86}, {"gfx1102", "VOP2", 47},
	{"gfx1102", "VOPC", 190}, {"gfx1102", "VOP3", 428}, {"gfx1102", "VOP3SD", 10},
	{"gfx1102", "VOP3P", 34}, {"gfx1102", "VOPD_X", 14}, {"gfx1102", "VOPD_Y", 17},
	{"gfx1102", "VINTERP", 6}, {"gfx1102", "LDSDIR", 2}, {"gfx1102", "DS", 126},
	{"gfx1102", "FLAT", 52}, {"gfx1102", "GLOBAL", 55}, {"gfx1102", "SCRATCH", 22},
	{"gfx1102", "MUBUF", 73}, {"gfx1102", "MTBUF", 16}, {"gfx1102", "MIMG", 82},
	{"gfx1102", "EXP", 1},
	{"gfx1103", NULL, 1476}, {"gfx1103", "SOP1", 65}, {"gfx1103", "SOP2", 52},
	{"gfx1103", "SOPK", 27}, {"gfx1103", "SOPC", 18}, {"gfx1103", "SOPP", 39},
	{"gfx1103", "SMEM", 14}, {"gfx1103", "VOP1", 86}, {"gfx1103", "VOP2", 47},
	{"gfx1103", "VOPC", 190}, {"gfx1103", "VOP3", 428}, {"gfx1103", "VOP3SD", 10},
	{"gfx1103", "VOP3P", 34}, {"gfx1103", "VOPD_X", 14}, {"gfx1103", "VOPD_Y", 17},
	{"gfx1103", "VINTERP", 6}, {"gfx1103", "LDSDIR", 2}, {"gfx1103", "DS", 126},
	{"gfx1103", "FLAT", 52}, {"gfx1103", "GLOBAL", 55}, {"gfx1103", "SCRATCH", 22},
	{"gfx1103", "MUBUF", 73}, {"gfx1103", "MTBUF", 16}, {"gfx1103", "MIMG", 82},
	{"gfx1103", "EXP", 1},
	{"gfx1150", NULL, 1534}, {"gfx1150", "SOP1", 80}, {"gfx1150", "SOP2", 67},
	{"gfx1150", "SOPK", 27}, {"gfx1150", "SOPC", 46}, {"gfx1150", "SOPP", 39},
	{"gfx1150", "SMEM", 14}, {"gfx1150", "VOP1", 86}, {"gfx1150", "VOP2", 47},
	{"gfx1150", "VOPC", 190}, {"gfx1150", "VOP3", 428}, {"gfx1150", "VOP3SD", 10},
	{"gfx1150", "VOP3P", 34}, {"gfx1150", "VOPD_X", 14}, {"gfx1150", "VOPD_Y", 17},
	{"gfx1150", "VINTERP", 6}, {"gfx1150", "LDSDIR", 2}, {"gfx1150", "DS", 126},
	{"gfx1150", "FLAT", 52}, {"gfx1150", "GLOBAL", 55}, {"gfx1150", "SCRATCH", 22},
	{"gfx1150", "MUBUF", 73}, {"gfx1150", "MTBUF", 16}, {"gfx1150", "MIMG", 82},
	{"gfx1150", "EXP", 1},
	{"gfx1151", NULL, 1534}, {"gfx1151", "SOP1", 80}, {"gfx1151", "SOP2", 67},
	{"gfx1151", "SOPK", 27}, {"gfx1151", "SOPC", 46}, {"gfx1151", "SOPP", 39},
	{"gfx1151", "SMEM", 14}, {"gfx1151", "VOP1", 86}, {"gfx1151", "VOP2", 47},
	{"gfx1151", "VOPC", 190}, {"gfx1151", "VOP3", 428}, {"gfx1151", "VOP3SD", 10},
	{"gfx1151", "VOP3P", 34}, {"gfx1151", "VOPD_X", 14}, {"gfx1151", "VOPD_Y", 17},
	{"gfx1151", "VINTERP", 6}, {"gfx1151", "LDSDIR", 2}, {"gfx1151", "DS", 126},
	{"gfx1151", "FLAT", 52}, {"gfx1151", "GLOBAL", 55}, {"gfx1151", "SCRATCH", 22},
	{"gfx1151", "MUBUF", 73}, {"gfx1151", "MTBUF", 16}, {"gfx1151", "MIMG", 82},
	{"gfx1151", "EXP", 1},
	{"gfx1152", NULL, 1534}, {"gfx1152", "SOP1", 80}, {"gfx1152", "SOP2", 67},
	{"gfx1152", "SOPK", 27}, {"gfx1152", "SOPC", 46}, {"gfx1152", "SOPP", 39},
	{"gfx1152", "SMEM", 14}, {"gfx1152", "VOP1", 86}, {"gfx1152", "VOP2", 47},
	{"gfx1152", "VOPC", 190}, {"gfx1152", "VOP3", 428}, {"gfx1152", "VOP3SD", 10},
	{"gfx1152", "VOP3P", 34}, {"gfx1152", "VOPD_X", 14}, {"gfx1152", "VOPD_Y", 17},
	{"gfx1152", "VINTERP", 6}, {"gfx1152", "LDSDIR", 2}, {"gfx1152", "DS", 126},
	{"gfx1152", "FLAT", 52}, {"gfx1152", "GLOBAL", 55}, {"gfx1152", "SCRATCH", 22},
	{"gfx1152", "MUBUF", 73}, {"gfx1152", "MTBUF", 16}, {"gfx1152", "MIMG", 82},
	{"gfx1152", "EXP", 1},
	{"gfx1153", NULL, 1534}, {"gfx1153", "SOP1", 80}, {"gfx1153", "SOP2", 67},
	{"gfx1153", "SOPK", 27}, {"gfx1153", "SOPC", 46}, {"gfx1153", "SOPP", 39},
	{"gfx1153", "SMEM", 14}, {"gfx1153", "VOP1", 86}, {"gfx1153", "VOP2", 47},
	{"gfx1153", "VOPC", 190}, {"gfx1153", "VOP3", 428}, {"gfx1153", "VOP3SD", 10},
	{"gfx1153", "VOP3P", 34}, {"gfx1153", "VOPD_X", 14}, {"gfx1153", "VOPD_Y", 17},
	{"gfx1153", "VINTERP", 6}, {"gfx1153", "LDSDIR", 2}, {"gfx1153", "DS", 126},
	{"gfx1153", "FLAT", 52}, {"gfx1153", "GLOBAL", 55}, {"gfx1153", "SCRATCH", 22},
	{"gfx1153", "MUBUF", 73}, {"gfx1153", "MTBUF", 16}, {"gfx1153", "MIMG", 82},
	{"gfx1153", "EXP", 1},
	{"gfx1200", NULL, 1568}, {"gfx1200", "SOP1", 87}, {"gfx1200", "SOP2", 74},
	{"gfx1200", "SOPK", 9}, {"gfx1200", "SOPC", 46}, {"gfx1200", "SOPP", 43},
	{"gfx1200", "SMEM", 28}, {"gfx1200", "VOP1", 88}, {"gfx1200", "VOP2", 50},
	{"gfx1200", "VOPC", 162}, {"gfx1200", "VOP3", 432}, {"gfx1200", "VOP3SD", 10},
	{"gfx1200", "VOP3P", 56}, {"gfx1200", "VOPD_X", 14}, {"gfx1200", "VOPD_Y", 17},
	{"gfx1200", "VINTERP", 6}, {"gfx1200", "LDSDIR", 2}, {"gfx1200", "DS", 123},
	{"gfx1200", "FLAT", 55}, {"gfx1200", "GLOBAL", 65}, {"gfx1200", "SCRATCH", 24},
	{"gfx1200", "VBUFFER", 89}, {"gfx1200", "VIMAGE", 29}, {"gfx1200", "VSAMPLE", 58},
	{"gfx1200", "EXP", 1},
	{"gfx1201", NULL, 1568}, {"gfx1201", "SOP1", 87}, {"gfx1201", "SOP2", 74},
	{"gfx1201", "SOPK", 9}, {"gfx1201", "SOPC", 46}, {"gfx1201", "SOPP", 43},
	{"gfx1201", "SMEM", 28}, {"gfx1201", "VOP1", 88}, {"gfx1201", "VOP2", 50},
	{"gfx1201", "VOPC", 162}, {"gfx1201", "VOP3", 432}, {"gfx1201", "VOP3SD", 10},
	{"gfx1201", "VOP3P", 56}, {"gfx1201", "VOPD_X", 14}, {"gfx1201", "VOPD_Y", 17},
	{"gfx1201", "VINTERP", 6}, {"gfx1201", "LDSDIR", 2}, {"gfx1201", "DS", 123},
	{"gfx1201", "FLAT", 55}, {"gfx1201", "GLOBAL", 65}, {"gfx1201", "SCRATCH", 24},
	{"gfx1201", "VBUFFER", 89}, {"gfx1201", "VIMAGE", 29}, {"gfx1201", "VSAMPLE", 58},
	{"gfx1201", "EXP", 1},
	{"gfx942", NULL, 1481}, {"gfx942", "SOP1", 54}, {"gfx942", "SOP2", 53},
	{"gfx942", "SOPK", 21}, {"gfx942", "SOPC", 20}, {"gfx942", "SOPP", 31},
	{"gfx942", "SMEM", 84}, {"gfx942", "VOP1", 84}, {"gfx942", "VOP2", 61},
	{"gfx942", "VOPC", 198}, {"gfx942", "VOP3", 433}, {"gfx942", "VOP3SD", 10},
	{"gfx942", "VOP3P", 81}, {"gfx942", "DS", 122}, {"gfx942", "FLAT", 54},
	{"gfx942", "GLOBAL", 59}, {"gfx942", "SCRATCH", 27}, {"gfx942", "MUBUF", 73},
	{"gfx942", "MTBUF", 16},
	{"gfx950", NULL, 1581}, {"gfx950", "SOP1", 54}, {"gfx950", "SOP2", 53},
	{"gfx950", "SOPK", 21}, {"gfx950", "SOPC", 20}, {"gfx950", "SOPP", 31},
	{"gfx950", "SMEM", 84}, {"gfx950", "VOP1", 88}, {"gfx950", "VOP2", 62},
	{"gfx950", "VOPC", 198}, {"gfx950", "VOP3", 497}, {"gfx950", "VOP3SD", 10},
	{"gfx950", "VOP3P", 105}, {"gfx950", "DS", 126}, {"gfx950", "FLAT", 54},
	{"gfx950", "GLOBAL", 61}, {"gfx950", "SCRATCH", 27}, {"gfx950", "MUBUF", 74},
	{"gfx950", "MTBUF", 16},
	{"gfx1250", NULL, 1660}, {"gfx1250", "SOP1", 90}, {"gfx1250", "SOP2", 74},
	{"gfx1250", "SOPK", 9}, {"gfx1250", "SOPC", 46}, {"gfx1250", "SOPP", 43},
	{"gfx1250", "SMEM", 28}, {"gfx1250", "VOP1", 108}, {"gfx1250", "VOP2", 56},
	{"gfx1250", "VOPC", 162}, {"gfx1250", "VOP3", 531}, {"gfx1250", "VOP3SD", 10},
	{"gfx1250", "VOP3P", 103}, {"gfx1250", "VOP3PX2", 1}, {"gfx1250", "VOPD_X", 14},
	{"gfx1250", "VOPD_Y", 21}, {"gfx1250", "DS", 128}, {"gfx1250", "FLAT", 62},
	{"gfx1250", "GLOBAL", 90}, {"gfx1250", "SCRATCH", 24}, {"gfx1250", "VBUFFER", 58},
	{"gfx1250", "VIMAGE", 2},
};

static int is_rdna(const char *t)
{
	return strncmp(t, "gfx11", 5) == 0 || strncmp(t, "gfx12", 5) == 0;
}

static int count_prefix(const char *target, const char *prefix)
{
	struct gs_isa_inst in;
	int n = 0;

	for (unsigned int i = 0; gs_isa_at(target, i, &in) == GS_OK; i++)
		if (strncmp(in.mnemonic, prefix, strlen(prefix)) == 0)
			n++;
	return n;
}

int main(void)
{
	struct gs_isa_inst in;
	struct gs_isa_operand op;
	struct gs_error err;

	CHECK_EQ(gs_isa_target_count(), NT, "13 targets");
	for (unsigned int t = 0; t < NT; t++)
		CHECK_STR(gs_isa_target_name(t), targets[t], "target %u", t);
	CHECK_EQ(gs_isa_target_index("amdgcn-amd-amdhsa--gfx942:xnack-"), 10, "target prefix/suffix");
	CHECK_EQ(gs_isa_target_index("gfx90a"), -1, "unknown target");

	/* counts per target and class */
	for (size_t i = 0; i < sizeof(counts) / sizeof(counts[0]); i++)
		CHECK_EQ(gs_isa_count(counts[i].target, counts[i].cls), counts[i].n, "%s %s count",
			 counts[i].target, counts[i].cls ? counts[i].cls : "total");

	/* seed 004: ds_pk_add_rtn_f16 on gfx1250 is DS opcode 170, 0xDAA80000 */
	CHECK_EQ(gs_isa_find("gfx1250", "ds_pk_add_rtn_f16", NULL, &in, &err), GS_OK,
		 "gfx1250 ds_pk_add_rtn_f16");
	CHECK_STR(in.cls, "DS", "ds_pk_add_rtn_f16 class");
	CHECK_EQ(in.opcode, 170, "ds_pk_add_rtn_f16 opcode");
	CHECK_EQ((0x36u << 26) | (in.opcode << 18), 0xDAA80000u, "seed 004 identifier");
	CHECK_EQ(in.size, 8, "DS is 64-bit");

	/* seed 002: v_wmma_bf16_16x16x16_bf16 on RDNA4 is VOP3P opcode 67 */
	for (int k = 0; k < 2; k++) {
		const char *t = k ? "gfx1201" : "gfx1200";

		CHECK_EQ(gs_isa_find(t, "v_wmma_bf16_16x16x16_bf16", NULL, &in, &err), GS_OK,
			 "%s v_wmma_bf16_16x16x16_bf16", t);
		CHECK_STR(in.cls, "VOP3P", "%s wmma class", t);
		CHECK_EQ(in.opcode, 67, "%s wmma opcode", t);
		CHECK_EQ(0xCC000000u | (in.opcode << 16), 0xCC430000u, "seed 002 identifier");
		CHECK_EQ(gs_isa_operand(&in, 0, &op), GS_OK, "wmma operand 0");
		CHECK_EQ(op.kind, GS_ISA_K_VGPR, "wmma vdst is a VGPR tuple");
		CHECK_EQ(op.width, 4, "wmma bf16 D is 4 VGPRs in wave32");
		CHECK_STR(op.field, "vdst", "wmma operand 0 field");
	}

	for (unsigned int t = 0; t < NT; t++) {
		const char *tg = targets[t];

		if (is_rdna(tg) && strcmp(tg, "gfx1250") != 0) {
			/* v_add_f32 is VOP2 opcode 3 on gfx11/gfx12 */
			CHECK_EQ(gs_isa_find(tg, "v_add_f32", NULL, &in, &err), GS_OK, "%s v_add_f32", tg);
			CHECK_STR(in.cls, "VOP2", "%s v_add_f32 first encoding is VOP2", tg);
			CHECK_EQ(in.opcode, 3, "%s v_add_f32 opcode", tg);
			CHECK_EQ(in.nops, 3, "%s v_add_f32 operands", tg);
			CHECK(gs_isa_has_modifier(&in, "dpp"), "%s v_add_f32_e32 takes DPP", tg);
			CHECK_EQ(gs_isa_find(tg, "v_add_f32", "VOP3", &in, &err), GS_OK,
				 "%s v_add_f32 VOP3", tg);
			CHECK_EQ(in.opcode, 0x103, "%s v_add_f32_e64 opcode", tg);
			CHECK(gs_isa_has_modifier(&in, "clamp") && gs_isa_has_modifier(&in, "omod") &&
			      gs_isa_has_modifier(&in, "neg") && gs_isa_has_modifier(&in, "abs"),
			      "%s v_add_f32_e64 modifiers", tg);
			/* s_endpgm is SOPP 0x30 */
			CHECK_EQ(gs_isa_find_opcode(tg, "SOPP", 0x30, &in, &err), GS_OK, "%s SOPP 0x30", tg);
			CHECK_STR(in.mnemonic, "s_endpgm", "%s SOPP 0x30", tg);
			/* global_load_b32 is opcode 0x14 */
			CHECK_EQ(gs_isa_find(tg, "global_load_b32", NULL, &in, &err), GS_OK,
				 "%s global_load_b32", tg);
			CHECK_STR(in.cls, "GLOBAL", "%s global_load_b32 class", tg);
			CHECK_EQ(in.opcode, 0x14, "%s global_load_b32 opcode", tg);
			CHECK_EQ(in.size, strncmp(tg, "gfx12", 5) == 0 ? 12 : 8, "%s global size", tg);
			if (strncmp(tg, "gfx12", 5) == 0)
				CHECK(gs_isa_has_modifier(&in, "th") && gs_isa_has_modifier(&in, "scope"),
				      "%s global_load_b32 th/scope", tg);
			else
				CHECK(gs_isa_has_modifier(&in, "glc") && gs_isa_has_modifier(&in, "dlc"),
				      "%s global_load_b32 glc/dlc", tg);
		}
		/* the split wait counters exist only on gfx12 */
		CHECK_EQ(gs_isa_find(tg, "s_wait_loadcnt", NULL, &in, NULL) == GS_OK,
			 strncmp(tg, "gfx12", 5) == 0, "%s s_wait_loadcnt", tg);
		/* MFMA only on CDNA3/CDNA4, WMMA only on RDNA3+ and gfx1250 */
		CHECK_EQ(count_prefix(tg, "v_mfma_") > 0, strncmp(tg, "gfx9", 4) == 0,
			 "%s v_mfma_*", tg);
		CHECK_EQ(count_prefix(tg, "v_wmma_") > 0, is_rdna(tg), "%s v_wmma_*", tg);
	}

	/* gfx9 names and cache-policy bits */
	CHECK_EQ(gs_isa_find("gfx942", "s_endpgm", NULL, &in, &err), GS_OK, "gfx942 s_endpgm");
	CHECK_EQ(in.opcode, 1, "gfx942 s_endpgm SOPP 1");
	CHECK_EQ(gs_isa_find("gfx942", "global_load_dword", NULL, &in, &err), GS_OK,
		 "gfx942 global_load_dword");
	CHECK_EQ(in.opcode, 0x14, "gfx942 global_load_dword opcode");
	CHECK(gs_isa_has_modifier(&in, "sc0") && gs_isa_has_modifier(&in, "sc1") &&
	      gs_isa_has_modifier(&in, "nt"), "gfx942 global_load_dword sc0/sc1/nt");
	CHECK_EQ(gs_isa_find("gfx942", "v_mfma_f32_32x32x8_f16", NULL, &in, &err), GS_OK,
		 "gfx942 v_mfma_f32_32x32x8_f16");
	CHECK_STR(in.cls, "VOP3P", "mfma class");
	CHECK(gs_isa_has_modifier(&in, "cbsz") && gs_isa_has_modifier(&in, "blgp"),
	      "mfma cbsz/blgp");
	/* gfx950 adds to gfx942 */
	CHECK(gs_isa_count("gfx950", NULL) > gs_isa_count("gfx942", NULL), "gfx950 adds to gfx942");
	CHECK_EQ(gs_isa_find("gfx942", "v_mfma_f32_16x16x32_f16", NULL, &in, NULL),
		 GS_ERR_UNSUPPORTED, "v_mfma_f32_16x16x32_f16 not on gfx942");
	CHECK_EQ(gs_isa_find("gfx950", "v_mfma_f32_16x16x32_f16", NULL, &in, NULL), GS_OK,
		 "v_mfma_f32_16x16x32_f16 on gfx950");
	/* RDNA3.5 adds scalar float ops */
	CHECK_EQ(gs_isa_find("gfx1100", "s_add_f32", NULL, &in, NULL), GS_ERR_UNSUPPORTED,
		 "no s_add_f32 on gfx1100");
	CHECK_EQ(gs_isa_find("gfx1150", "s_add_f32", NULL, &in, NULL), GS_OK, "s_add_f32 on gfx1150");
	CHECK_STR(in.cls, "SOP2", "s_add_f32 class");

	/* operands: kinds, widths, fields */
	CHECK_EQ(gs_isa_find("gfx1100", "v_fma_f64", NULL, &in, &err), GS_OK, "v_fma_f64");
	CHECK_STR(in.cls, "VOP3", "v_fma_f64 class");
	CHECK_EQ(in.nops, 4, "v_fma_f64 operands");
	CHECK_EQ(gs_isa_operand(&in, 3, &op), GS_OK, "v_fma_f64 src2");
	CHECK_EQ(op.width, 2, "f64 source is 2 dwords");
	CHECK_STR(op.field, "src2", "v_fma_f64 operand 3 field");
	CHECK_EQ(gs_isa_operand(&in, 4, &op), GS_ERR_RANGE, "past the last operand");
	CHECK_EQ(gs_isa_find("gfx1100", "s_load_b128", NULL, &in, &err), GS_OK, "s_load_b128");
	CHECK_STR(in.cls, "SMEM", "s_load_b128 class");
	CHECK_EQ(gs_isa_operand(&in, 0, &op), GS_OK, "s_load_b128 sdata");
	CHECK_EQ(op.kind, GS_ISA_K_SGPR, "sdata is SGPRs");
	CHECK_EQ(op.width, 4, "b128 is 4 dwords");

	/* errors are values */
	CHECK_EQ(gs_isa_find("gfx9000", "s_endpgm", NULL, &in, &err), GS_ERR_INVALID, "bad target");
	CHECK(strstr(err.msg, "gfx9000") != NULL, "message names the target: %s", err.msg);
	CHECK_EQ(gs_isa_find("gfx1100", "s_endpgm", "VOPQ", &in, &err), GS_ERR_INVALID, "bad class");
	CHECK_EQ(gs_isa_find("gfx1100", "v_no_such_op", NULL, &in, &err), GS_ERR_UNSUPPORTED,
		 "unknown mnemonic");
	CHECK_EQ(gs_isa_find_opcode("gfx1100", "VOP2", 0x3f, &in, &err), GS_ERR_UNSUPPORTED,
		 "unassigned opcode");
	CHECK_EQ(gs_isa_at("gfx1100", 100000, &in), GS_ERR_RANGE, "iteration end");
	return t_done();
}
