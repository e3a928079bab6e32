// SPDX-License-Identifier: MIT
/*
 * Scratch (private) memory, architected flat scratch: gfx11/gfx12 and
 * gfx942/gfx950 (AMDGPUUsage: "Architected flat scratch" targets, where
 * .amdhsa_enable_private_segment sets COMPUTE_PGM_RSRC2.SCRATCH_EN and the
 * SPI loads FLAT_SCRATCH; no private segment buffer V# and no wave offset
 * SGPR is passed).
 *
 * The dispatch programs one buffer (COMPUTE_DISPATCH_SCRATCH_BASE_LO/HI)
 * of COMPUTE_TMPRING_SIZE.WAVES slots, WAVESIZE * 256 bytes each (gfx9:
 * WAVESIZE * 1024, its unit is 256 dwords); a wave's
 * FLAT_SCRATCH base is its slot's address (each host thread of the
 * emulator runs one workgroup at a time on slots of its own, so slot = the
 * thread's first slot + the wave's index in its workgroup, dispatch.c;
 * slots are reused by later workgroups as on hardware, and scratch is
 * never zeroed).
 *
 * A scratch instruction's address is a per-lane offset into the private
 * segment: SADDR (one SGPR) + VADDR (one VGPR, when SVE) + the instruction
 * offset, 32-bit.  The memory is swizzled at dword granularity with the
 * wave's lane count as stride, so consecutive lanes' dwords are adjacent:
 * byte o of lane l lives at base + (o / 4) * 4 * lanes + l * 4 + o % 4.
 * The private segment of a lane is WAVESIZE * 256 / lanes bytes; an access
 * outside it is reported as a VM fault.  Dword-aligned dword accesses are
 * pending operations like global ones; sub-dword and unaligned ones go byte
 * by byte (stores land at issue, which only this wave could observe).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/scratch.h"
#include "emu/timing.h"

static int sh(struct emu *e, const char *name, uint32_t *v, const struct gs_reg **r)
{
	*r = gs_reg_by_name(e->db, name);
	if (!*r || (*r)->addr < EMU_SH_BASE || (*r)->addr >= EMU_SH_BASE + EMU_SH_SIZE)
		return 0;
	*v = e->sh[(*r)->addr - EMU_SH_BASE];
	return 1;
}

int gsi_emu_scratch_regs(struct emu *e, struct emu_scratch *s)
{
	const struct gs_reg *r;
	uint32_t rsrc2, tmpring, lo, hi;
	int f1 = 0, f2 = 0, f3 = 0;

	memset(s, 0, sizeof(*s));
	if (!sh(e, "COMPUTE_PGM_RSRC2", &rsrc2, &r))
		return 0;
	s->enabled = gs_reg_field_get(r, "SCRATCH_EN", rsrc2, &f1) != 0;
	if (!sh(e, "COMPUTE_TMPRING_SIZE", &tmpring, &r))
		return 0;
	s->waves = gs_reg_field_get(r, "WAVES", tmpring, &f2);
	/* WAVESIZE unit: 256 bytes on gfx11+, 1 KiB before (Mesa ac_get_scratch_tmpring_size) */
	s->wave_bytes = gs_reg_field_get(r, "WAVESIZE", tmpring, &f3) * (e->target->gen == GS_GEN_GFX9 ? 1024u : 256u);
	if (!f1 || !f2 || !f3 || !sh(e, "COMPUTE_DISPATCH_SCRATCH_BASE_LO", &lo, &r) ||
	    !sh(e, "COMPUTE_DISPATCH_SCRATCH_BASE_HI", &hi, &r))
		return 0;
	s->base = (uint64_t)lo << 8 | (uint64_t)(hi & 0xff) << 40;
	return 1;
}

uint8_t *gsi_emu_scratch_byte(struct emu *e, struct wave *w, const struct emu_scratch *s, unsigned int l,
			      uint32_t off, char *msg, size_t size)
{
	uint64_t pa = s->base + (uint64_t)w->slot * s->wave_bytes + (uint64_t)(off >> 2) * 4 * w->lanes + 4ull * l +
		      (off & 3);
	uint8_t *p;

	gsi_emu_complete_overlap(e, w, pa & ~3ull, 4);
	p = gsi_emu_vptr(e, w, pa, 1);
	if (!p)
		snprintf(msg, size,
			 "GPU page fault (emulated): lane %u scratch offset %u is at 0x%llx, which is not inside any buffer object (scratch buffer at 0x%llx, %u slots of %u bytes)",
			 l, off, (unsigned long long)pa, (unsigned long long)s->base, s->waves, s->wave_bytes);
	return p;
}

/* scratch_load_lds_* (gfx9): each lane's private bytes, read through the
 * swizzle, go to LDS (exec_vmem.c has the LDS side) */
static int lds_dma(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec,
		   const struct emu_scratch *s, const struct emu_vmem_kind *k, char *msg, size_t size)
{
	uint32_t limit = s->wave_bytes / w->lanes;

	if (in->vaddr != GS_VADDR_OFF && in->vaddr >= w->n_vgprs) {
		snprintf(msg, size, "uses v%u but the kernel allocates only %u VGPRs (raise .amdhsa_next_free_vgpr)",
			 in->vaddr, w->n_vgprs);
		return GS_ERR_FAULT;
	}
	for (unsigned int l = 0; l < w->lanes; l++) {
		uint32_t o = (uint32_t)in->imm;
		uint8_t buf[16];
		int st;

		if (!(exec >> l & 1))
			continue;
		if (in->saddr != GS_OPR_NULL)
			o += w->s[in->saddr & 0x7f];
		if (in->vaddr != GS_VADDR_OFF)
			o += w->v[in->vaddr][l];
		if (o >= limit || limit - o < k->bytes) {
			snprintf(msg, size,
				 "VM fault (emulated): lane %u reads %u bytes of scratch at private offset %u (0x%x), outside the lane's private segment of %u bytes",
				 l, k->bytes, o, o, limit);
			return GS_ERR_FAULT;
		}
		for (unsigned int b = 0; b < k->bytes; b++) {
			uint8_t *p = gsi_emu_scratch_byte(e, w, s, l, o + b, msg, size);

			if (!p)
				return GS_ERR_FAULT;
			buf[b] = *p;
		}
		st = gsi_emu_lds_dma_put(e, w, in, l, k, buf, msg, size);
		if (st)
			return st;
	}
	return gsi_emu_lds_dma_issue(e, w, msg, size);
}

int gsi_emu_scratch_op(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec,
		       char *msg, size_t size)
{
	const struct gs_isa_op *op = in->op;
	int load = op->sig == GS_SIG_SLOAD;
	unsigned int n = load ? op->dregs : op->sregs, data = load ? in->vdst : in->vdata;
	/* gfx9: loads and stores both count on VMcnt */
	struct emu_op eo = { .cnt = load || e->target->gen == GS_GEN_GFX9 ? EMU_CNT_LOAD : EMU_CNT_STORE,
			     .scratch = 1, .flat = in->buf == EMU_VMEM_FLAT, .pc = w->pc };  /* flat: exec_vmem.c */
	struct emu_scratch s;
	struct emu_vmem_kind k;
	unsigned int bytes;
	uint64_t wbase;
	uint32_t limit;

	if (!gsi_emu_vmem_kind(op, &k) && !gsi_emu_lds_dma_kind(op, &k)) {
		snprintf(msg, size, "%s not emulated yet", op->name);
		return GS_ERR_UNSUPPORTED;
	}
	bytes = k.bytes;
	if (!gsi_emu_scratch_regs(e, &s)) {
		snprintf(msg, size, "scratch: the register database %s lacks the scratch registers", e->db->name);
		return GS_ERR_UNSUPPORTED;
	}
	if (!s.enabled || !s.wave_bytes) {
		snprintf(msg, size,
			 "VM fault (emulated): scratch access, but the kernel has no private segment (COMPUTE_PGM_RSRC2.SCRATCH_EN %u, COMPUTE_TMPRING_SIZE.WAVESIZE 0x%x: set .amdhsa_enable_private_segment 1 and .amdhsa_private_segment_fixed_size)",
			 s.enabled, s.wave_bytes / (e->target->gen == GS_GEN_GFX9 ? 1024 : 256));
		return GS_ERR_FAULT;
	}
	if (w->slot >= s.waves) {
		snprintf(msg, size, "scratch: wave %u has no slot; COMPUTE_TMPRING_SIZE.WAVES is %u", w->id, s.waves);
		return GS_ERR_INVALID;
	}
	if (gsi_emu_lds_dma_kind(op, &k))
		return lds_dma(e, w, in, exec, &s, &k, msg, size);
	if (data + n > w->n_vgprs || (in->vaddr != GS_VADDR_OFF && in->vaddr >= w->n_vgprs)) {
		snprintf(msg, size, "uses v%u but the kernel allocates only %u VGPRs (raise .amdhsa_next_free_vgpr)",
			 data + n > w->n_vgprs ? data + n - 1 : in->vaddr, w->n_vgprs);
		return GS_ERR_FAULT;
	}
	wbase = s.base + (uint64_t)w->slot * s.wave_bytes;
	limit = s.wave_bytes / w->lanes;
	if (load) {
		eo.reg = in->vdst;
		eo.nregs = (uint16_t)n;
		eo.d16 = k.d16;
		eo.vals = calloc((size_t)n * EMU_MAX_LANES, 4);
	} else {
		eo.stores = calloc((size_t)4 * EMU_MAX_LANES, sizeof(*eo.stores));  /* one per dword */
	}
	if (load ? !eo.vals : !eo.stores) {
		snprintf(msg, size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	for (unsigned int l = 0; l < w->lanes; l++) {
		uint32_t o = (uint32_t)in->imm;

		if (!(exec >> l & 1))
			continue;
		if (in->saddr != GS_OPR_NULL)
			o += w->s[in->saddr & 0x7f];
		if (in->vaddr != GS_VADDR_OFF)
			o += w->v[in->vaddr][l];
		if (o >= limit || limit - o < bytes) {
			snprintf(msg, size,
				 "VM fault (emulated): lane %u %s %u bytes of scratch at private offset %u (0x%x), outside the lane's private segment of %u bytes (COMPUTE_TMPRING_SIZE: %u bytes per wave / %u lanes)",
				 l, load ? "reads" : "writes", bytes, o, o, limit, s.wave_bytes, w->lanes);
			goto fault;
		}
		eo.lanes |= 1ull << l;
		if ((o & 3) || (bytes & 3)) {
			/* byte by byte, each at its swizzled address; a store lands
			 * at issue (after the wave's older stores to the dword): no
			 * other wave can tell when private memory changes */
			for (unsigned int b = 0; b < bytes; b++) {
				uint8_t *p = gsi_emu_scratch_byte(e, w, &s, l, o + b, msg, size);

				if (!p)
					goto fault;
				if (load)
					eo.vals[b / 4 * EMU_MAX_LANES + l] |= (uint32_t)*p << 8 * (b % 4);
				else  /* d16_hi stores: from the register's high half */
					*p = (uint8_t)(w->v[data + b / 4][l] >> (8 * (b % 4) + (k.d16 == 2 ? 16 : 0)));
			}
			if (load && bytes < 4)
				eo.vals[l] = gsi_emu_vmem_extend(&k, eo.vals[l]);
			continue;
		}
		for (unsigned int i = 0; i < n; i++) {
			uint64_t pa = wbase + ((uint64_t)(o >> 2) + i) * 4 * w->lanes + 4ull * l;
			uint8_t *p;

			if (load)  /* this wave's older stores to the dword land first */
				gsi_emu_complete_overlap(e, w, pa, 4);
			p = gsi_emu_vptr(e, w, pa, 4);
			if (!p) {
				snprintf(msg, size,
					 "GPU page fault (emulated): lane %u scratch offset %u is at 0x%llx, which is not inside any buffer object (scratch buffer at 0x%llx, %u slots of %u bytes)",
					 l, o + 4 * i, (unsigned long long)pa, (unsigned long long)s.base, s.waves,
					 s.wave_bytes);
				goto fault;
			}
			if (load) {
				memcpy(&eo.vals[i * EMU_MAX_LANES + l], p, 4);
			} else {
				struct emu_lane_store *st = &eo.stores[eo.n_stores++];

				st->va = pa;
				st->n = 1;
				st->data[0] = w->v[data + i][l];
			}
		}
	}
	if (!gsi_emu_op_issue(e, w, &eo)) {
		snprintf(msg, size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	return 0;
fault:
	free(eo.vals);
	free(eo.stores);
	return GS_ERR_FAULT;
}
