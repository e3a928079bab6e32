// SPDX-License-Identifier: MIT
/*
 * RDNA4 (gfx12) transposing global loads: global_load_tr_b128 (16-bit
 * elements) and global_load_tr_b64 (8-bit elements), RDNA4 ISA section
 * 11.6.2 (pp.152-153).  The 32 lanes of a wave32 load one 16x16 matrix
 * together: each lane supplies the address of 16 (_b128) or 8 (_b64)
 * contiguous bytes, and each lane receives 8 elements gathered from
 * several lanes' bytes (the lane rule below).  The address, its operands
 * and LOADcnt are those of global_load_b128 / _b64.
 *
 * Lane rule (wave32; element e = 0..7 of lane l; "R(s)" is the bytes read
 * at lane s's address).  The ISA's figure is not machine-readable; the rule
 * is the one public sources agree on (Documentation/emulator.rst):
 *   _b128: element e (VGPR e / 2, halfword e % 2) = halfword l % 8 of
 *          R(8 (l / 8) + e): an 8x8 transpose inside each group of 8 lanes.
 *   _b64:  element e (VGPR e / 4, byte e % 4) = byte l % 8 of
 *          R(16 (l / 16) + 8 (e / 4) + 4 ((l / 8) % 2) + e % 4).
 *
 * EXEC: 0 makes the instruction an S_NOP; any other value must be all
 * ones, else the result is undefined.  The checker reports such an EXEC;
 * with the checker off the emulator's choice is that inactive lanes'
 * addresses are not read (their bytes count as zero) and inactive lanes
 * are not written.  Wave64 (which uses lanes 0-31's addresses and writes
 * half the VGPRs) is not emulated: its lane layout is not known here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/load_tr.h"
#include "emu/timing.h"

unsigned int gsi_emu_load_tr_bits(unsigned int sem)
{
	switch (sem) {
	case GS_SEM_GLOBAL_LOAD_TR_B128: return 16;
	case GS_SEM_GLOBAL_LOAD_TR_B64: return 8;
	}
	return 0;
}

void gsi_emu_load_tr_src(unsigned int bits, unsigned int l, unsigned int e, unsigned int *src,
			 unsigned int *off)
{
	if (bits == 16) {
		*src = 8 * (l / 8) + e;
		*off = 2 * (l % 8);
	} else {
		*src = 16 * (l / 16) + 8 * (e / 4) + 4 * (l / 8 % 2) + e % 4;
		*off = l % 8;
	}
}

/* Lane l's address: the SGPR pair plus the VGPR offset, or the VGPR pair
 * (saddr off), plus the instruction offset (as global_load_b128's). */
static uint64_t lane_addr(const struct wave *w, const struct gs_inst *in, unsigned int l)
{
	uint64_t a;

	if (in->saddr == GS_OPR_NULL)
		a = w->v[in->vaddr][l] | (uint64_t)w->v[in->vaddr + 1][l] << 32;
	else
		a = (w->s[in->saddr] | (uint64_t)w->s[in->saddr + 1] << 32) + w->v[in->vaddr][l];
	return a + (uint64_t)(int64_t)in->imm;
}

int gsi_emu_load_tr(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg,
		    size_t size)
{
	unsigned int bits = gsi_emu_load_tr_bits(in->op->sem);
	unsigned int bytes = bits, n = in->op->dregs;  /* 16 or 8 bytes a lane; 4 or 2 VGPRs */
	unsigned int need = in->saddr == GS_OPR_NULL ? in->vaddr + 2u : in->vaddr + 1u;
	uint8_t raw[32][16] = { { 0 } };
	struct emu_op op = { .cnt = EMU_CNT_LOAD, .pc = w->pc };

	if (!exec)
		return 0;  /* EXEC 0: an S_NOP (RDNA4 ISA section 11.6.2) */
	if (w->lanes != 32) {
		snprintf(msg, size,
			 "%s in wave64 is not emulated (RDNA4 ISA section 11.6.2: wave64 uses lanes 0-31's addresses and writes %u VGPRs a lane, in a lane layout not known here); run the kernel as wave32",
			 in->op->name, n / 2);
		return GS_ERR_UNSUPPORTED;
	}
	if (exec != 0xffffffffu && e->check) {
		snprintf(msg, size,
			 "hazard (emulated checker): %s with EXEC 0x%08llx: the 32 lanes load one 16x16 matrix together, so RDNA4 ISA section 11.6.2 (p.152) requires EXEC all ones (or 0, an S_NOP); any other value is undefined; expected EXEC 0xffffffff",
			 in->op->name, (unsigned long long)exec);
		return GS_ERR_HAZARD;
	}
	if (!bits || n * 32 != bytes * 8 || in->vdst + n > w->n_vgprs || need > w->n_vgprs ||
	    (in->saddr != GS_OPR_NULL && in->saddr + 1u >= GS_OPR_NULL)) {
		snprintf(msg, size, "%s v%u, v%u: registers outside the kernel's %u VGPRs (raise .amdhsa_next_free_vgpr) or not emulated",
			 in->op->name, in->vdst, in->vaddr, w->n_vgprs);
		return bits ? GS_ERR_FAULT : GS_ERR_UNSUPPORTED;
	}
	/* every active lane's bytes first: a lane's result needs several lanes' */
	for (unsigned int s = 0; s < 32; s++) {
		uint64_t va;
		const uint8_t *p;

		if (!(exec >> s & 1))
			continue;
		va = lane_addr(w, in, s);
		p = gsi_emu_vptr(e, w, va, bytes);
		if (!p) {
			snprintf(msg, size,
				 "GPU page fault (emulated): lane %u reads %u bytes at 0x%llx, which is not inside any buffer object",
				 s, bytes, (unsigned long long)va);
			return GS_ERR_FAULT;
		}
		memcpy(raw[s], p, bytes);
	}
	op.reg = in->vdst;
	op.nregs = (uint16_t)n;
	op.lanes = exec;
	op.vals = calloc((size_t)n * EMU_MAX_LANES, 4);
	if (!op.vals) {
		snprintf(msg, size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	for (unsigned int l = 0; l < 32; l++) {
		for (unsigned int el = 0; el < 8; el++) {
			unsigned int src, off, per = 32 / bits;  /* elements a VGPR */
			uint32_t v;

			gsi_emu_load_tr_src(bits, l, el, &src, &off);
			v = raw[src][off];
			if (bits == 16)
				v |= (uint32_t)raw[src][off + 1] << 8;
			op.vals[el / per * EMU_MAX_LANES + l] |= v << (bits * (el % per));
		}
	}
	if (!gsi_emu_op_issue(e, w, &op)) {
		snprintf(msg, size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	return 0;
}
