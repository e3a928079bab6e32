// SPDX-License-Identifier: MIT
/*
 * The gfx9 decoder in the ISA layer (isa/decode_gfx9.c): AGPR operands keep
 * their numbers and are marked (gs_inst.agpr, GS_BUF_ACC, MFMA's acc) for
 * the emulator to place in the wave's unified file; the OPSEL-selector
 * conversions (gsi_sem_opsel_selects) are the emulator's conversions
 * (emu/exec_cvt.c), one set.
 */
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "llvm_oracle.h"
#include "isa/inst.h"
#include "emu/emu.h"

static unsigned int dec(const char *tname, const char *line, struct gs_inst *in)
{
	const struct gs_target *t = gs_target_find(tname);
	struct gs_decoded d;
	struct enc e;
	unsigned int n;

	memset(in, 0, sizeof(*in));
	if (!t || !lo_asm(t, 1, line, &e, NULL, 0))
		return 0;
	n = gsi_decode_inst(t, e.b, e.n, 1, &d);
	*in = d.in[0];
	return n;
}

int main(void)
{
	static const struct {
		const char *line;
		unsigned int size, agpr, vdst, src0, vdata;
	} agprs[] = {
		{ "v_accvgpr_write_b32 a5, v1", 8, GS_AGPR_VDST, 5, GS_OPR_VGPR0 + 1, 0 },
		{ "v_accvgpr_write_b32 a7, 1", 8, GS_AGPR_VDST, 7, 129, 0 },
		{ "v_accvgpr_read_b32 v1, a3", 8, GS_AGPR_SRC0, 1, GS_OPR_VGPR0 + 3, 0 },
		{ "v_accvgpr_mov_b32 a2, a9", 4, GS_AGPR_VDST | GS_AGPR_SRC0, 2, GS_OPR_VGPR0 + 9, 0 },
		{ "global_load_dword a4, v[2:3], off", 8, GS_AGPR_VDST | GS_AGPR_VDATA, 4, 0, 0 },
		{ "global_store_dword v[2:3], a6, off", 8, GS_AGPR_VDST | GS_AGPR_VDATA, 0, 0, 6 },
		{ "ds_write_b32 v1, a8", 8, GS_AGPR_VDST | GS_AGPR_VDATA, 0, 0, 8 },
		{ "global_load_dword v4, v[2:3], off", 8, 0, 4, 0, 0 },
		{ "v_mov_b32 v1, v2", 4, 0, 1, GS_OPR_VGPR0 + 2, 0 },
	};
	const char *tn[] = { "gfx942", "gfx950" };
	struct gs_inst in;
	unsigned int differ = 0, first = 0;

	for (size_t k = 0; k < 2; k++)
		for (size_t i = 0; i < sizeof(agprs) / sizeof(*agprs); i++) {
			unsigned int n = dec(tn[k], agprs[i].line, &in);

			CHECK(n == agprs[i].size && in.agpr == agprs[i].agpr && in.vdst == agprs[i].vdst &&
			      (!agprs[i].src0 || in.src[0] == agprs[i].src0) && in.vdata == agprs[i].vdata,
			      "%s: '%s' decodes with AGPR numbers as encoded, marked 0x%x (got size %u, agpr 0x%x, vdst %u, src0 %u, vdata %u)",
			      tn[k], agprs[i].line, agprs[i].agpr, n, in.agpr, in.vdst, in.src[0], in.vdata);
		}
	first = dec("gfx942", "buffer_load_dword a3, off, s[4:7], 0", &in);
	CHECK(first == 8 && (in.buf & GS_BUF_ACC) && in.vdata == 3 && !in.agpr,
	      "gfx942: a buffer load into an AGPR keeps a3 as 3, marked GS_BUF_ACC (size %u, buf 0x%x, vdata %u)", first,
	      in.buf, in.vdata);
	first = dec("gfx942", "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15]", &in);
	CHECK(first == 8 && in.acc == 9 && !in.agpr && in.vdst == 0,
	      "gfx942: MFMA's AGPRs stay in gs_inst.acc (size %u, acc %u, agpr 0x%x)", first, in.acc, in.agpr);
	first = 0;

	for (unsigned int s = 0; s < GS_SEM_COUNT; s++)
		if (!gsi_sem_opsel_selects(s) != !gsi_emu_cvt(s, NULL, NULL) && !differ++)
			first = s;
	CHECK(!differ, "the OPSEL-selector ops are the emulator's conversions (%u differ; first %s)", differ,
	      differ ? gsi_sem_names[first] : "-");
	CHECK(gsi_sem_opsel_selects(GS_SEM_V_CVT_PK_FP8_F32) && !gsi_sem_opsel_selects(GS_SEM_V_ADD_F16),
	      "v_cvt_pk_fp8_f32 selects by OPSEL, v_add_f16 does not");
	return t_done();
}
