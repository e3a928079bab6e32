// SPDX-License-Identifier: MIT
/*
 * true16 operands (gfx11): which VGPR and which half a 16-bit operand names.
 *
 * RDNA3 writes and reads 16-bit values in one half of a VGPR.  In the 32-bit
 * encodings (VOP1/VOP2) bit 7 of a 16-bit operand's VGPR index selects the
 * high half: index 128 + n is vn.h (llvm-mc-22 prints v1.h; its gfx12
 * disassembler calls such encodings invalid, so the decoder takes them on
 * gfx11 only).  In VOP3 the index is the whole VGPR number and OPSEL bit i
 * (source i) / bit 3 (the destination) selects the high half (llvm-mc-22:
 * "v_add_f16_e64 v0.h, v1.h, v2.l op_sel:[1,0,1]").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/emu.h"

int gsi_emu_t16_hi(const struct gs_inst *in, int i, unsigned int *reg)
{
	unsigned int v = i < 0 ? in->vdst : in->src[i] - GS_OPR_VGPR0;

	*reg = v;
	if (i >= 0 && in->src[i] < GS_OPR_VGPR0)
		return 0;
	if (in->enc == GS_ENC_VOP3)
		return in->opsel >> (i < 0 ? 3 : i) & 1;
	if (gsi_opnd_bits(in->op->sem, i) != 16 || v < 128)
		return 0;
	*reg = v - 128;
	return 1;
}

/* llvm-mc-22's true16 definitions make alignbit/alignbyte's shift a 16-bit
 * operand (v3.h with op_sel:[0,0,1,0]; gfx12 keeps the bit too): OPSEL
 * picks the half its low bits come from. */
uint32_t gsi_emu_opsel_lo16(const struct gs_inst *in, int i, uint32_t v)
{
	return in->enc == GS_ENC_VOP3 && (in->opsel >> i & 1) && in->src[i] >= GS_OPR_VGPR0 ? v >> 16 : v;
}

/*
 * Integer CLAMP (VOP3): the result saturates instead of wrapping, unsigned
 * ops to [0, 0xffffffff] and signed ones to the i32 range (the VOP3 CLAMP
 * bit as the RDNA3/RDNA4 ISA guides describe it for integer operations;
 * llvm-mc-22 accepts clamp on exactly these integer VALU ops of gfxshim's
 * table).  The carry-out of the _co forms is the unclamped one.  Returns 1
 * and the saturated *d for such an operation, 0 for any other.
 */
int gsi_emu_int_clamp(unsigned int sem, uint32_t a, uint32_t b, uint32_t s2, uint32_t cin, uint32_t *d)
{
	int64_t s;
	uint64_t u;

	switch (sem) {
	case GS_SEM_V_ADD_NC_U32: case GS_SEM_V_ADD_U32: case GS_SEM_V_ADD_CO_U32:
	case GS_SEM_V_ADD_CO_CI_U32: case GS_SEM_V_ADDC_CO_U32:
		u = (uint64_t)a + b + (sem == GS_SEM_V_ADD_CO_CI_U32 || sem == GS_SEM_V_ADDC_CO_U32 ? cin : 0);
		*d = u > UINT32_MAX ? UINT32_MAX : (uint32_t)u;
		return 1;
	case GS_SEM_V_SUB_NC_U32: case GS_SEM_V_SUB_U32: case GS_SEM_V_SUB_CO_U32:
	case GS_SEM_V_SUB_CO_CI_U32: case GS_SEM_V_SUBB_CO_U32:
		s = (int64_t)a - b - (sem == GS_SEM_V_SUB_CO_CI_U32 || sem == GS_SEM_V_SUBB_CO_U32 ? cin : 0);
		*d = s < 0 ? 0 : (uint32_t)s;
		return 1;
	case GS_SEM_V_MUL_U32_U24:
	case GS_SEM_V_MAD_U32_U24:
		u = (uint64_t)(a & 0xffffff) * (b & 0xffffff) + (sem == GS_SEM_V_MAD_U32_U24 ? s2 : 0);
		*d = u > UINT32_MAX ? UINT32_MAX : (uint32_t)u;
		return 1;
	case GS_SEM_V_MAD_I32_I24:
		s = (int64_t)((int32_t)(a << 8) >> 8) * ((int32_t)(b << 8) >> 8) + (int32_t)s2;
		*d = (uint32_t)(s > INT32_MAX ? INT32_MAX : s < INT32_MIN ? INT32_MIN : s);
		return 1;
	default:
		return 0;
	}
}

/*
 * lds_direct_load (gfx11) / ds_direct_load (gfx12): one value of LDS,
 * broadcast.  RDNA4 ISA section 12.4 (pp.160-161; RDNA3.5 ISA pp.136-138
 * says the same of LDS_DIRECT_LOAD): M0[15:0] is the byte address, dword
 * aligned; M0[18:16] the data type (0 unsigned byte, 1 unsigned short,
 * 2 dword, 4 signed byte, 5 signed short; 3, 6, 7 not valid), bytes and
 * shorts zero- or sign-extended to 32 bits; EXEC applies per quad (a quad
 * with any lane enabled is written in all four lanes); completion is
 * tracked by EXPcnt (s_waitcnt expcnt / s_wait_expcnt).  Only CU mode has
 * it; the emulator runs workgroups as CU mode.
 */
int gsi_emu_lds_direct(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg,
		       size_t size)
{
	uint32_t m0 = w->s[GS_OPR_M0], addr = m0 & 0xffff, type = m0 >> 16 & 7, v;
	struct emu_op op = { .cnt = EMU_CNT_EXP, .reg = in->vdst, .nregs = 1, .pc = w->pc };
	static const char *const tname[8] = { "ubyte", "ushort", "dword", "3", "sbyte", "sshort", "6", "7" };

	if (type == 3 || type > 5) {
		snprintf(msg, size, "%s: M0 0x%08x selects data type %s in M0[18:16]; expected 0 (ubyte), 1 (ushort), 2 (dword), 4 (sbyte) or 5 (sshort)",
			 in->op->name, m0, tname[type]);
		return GS_ERR_INVALID;
	}
	if (addr % 4) {
		snprintf(msg, size, "%s: LDS address M0[15:0] = 0x%x is not dword aligned (the ISA requires it)",
			 in->op->name, addr);
		return GS_ERR_INVALID;
	}
	if (!w->lds || addr + 4 > w->lds_size) {
		snprintf(msg, size, "%s: LDS address M0[15:0] = 0x%x is outside the workgroup's %u bytes of LDS",
			 in->op->name, addr, w->lds ? w->lds_size : 0);
		return GS_ERR_FAULT;
	}
	if (in->vdst >= w->n_vgprs) {
		snprintf(msg, size, "%s writes v%u but the kernel allocates only %u VGPRs (raise .amdhsa_next_free_vgpr)",
			 in->op->name, in->vdst, w->n_vgprs);
		return GS_ERR_FAULT;
	}
	memcpy(&v, w->lds + addr, 4);
	switch (type) {
	case 0: v &= 0xff; break;
	case 1: v &= 0xffff; break;
	case 4: v = (uint32_t)(int32_t)(int8_t)v; break;
	case 5: v = (uint32_t)(int32_t)(int16_t)v; break;
	default: break;
	}
	for (unsigned int q = 0; q < w->lanes; q += 4)
		if (exec >> q & 0xf)
			op.lanes |= (uint64_t)0xf << q;
	op.vals = calloc(EMU_MAX_LANES, 4);
	if (!op.vals) {
		snprintf(msg, size, "out of memory for an LDS direct load in flight");
		return GS_ERR_NOMEM;
	}
	for (unsigned int l = 0; l < w->lanes; l++)
		op.vals[l] = v;
	if (!gsi_emu_op_issue(e, w, &op)) {
		snprintf(msg, size, "out of memory for an LDS direct load in flight");
		return GS_ERR_NOMEM;
	}
	return GS_OK;
}
