// SPDX-License-Identifier: MIT
/*
 * CDNA4 (gfx950) transposing LDS loads: ds_read_b64_tr_b16, _b64_tr_b8,
 * _b64_tr_b4 (64 bits a lane) and ds_read_b96_tr_b6 (96 bits a lane),
 * CDNA4 ISA section 11.4.  Each lane's address (VADDR + OFFSET, as
 * ds_read_b64's) points at one row of N elements (N = 4, 8, 16, 16 for 16-,
 * 8-, 4-, 6-bit elements); the 16 lanes of each group (lanes 16g..16g+15)
 * exchange their rows and each lane receives N elements, packed from bit 0
 * of its first VGPR upwards (a 6-bit element may straddle two VGPRs).
 *
 * Lane rule: read the group's 16 rows one after the other as 16 N
 * elements; the flat index f = N s + j is element j of lane s's row.  Lane i
 * of the group receives, as its element r, flat element 16 r + i.  With a
 * K-major tile (16 M values per K) that is the transpose: lane i gets the N
 * consecutive K values of column M = i.  Worked out:
 *   b16: element r = element i % 4 of lane 4 r + i / 4
 *   b8:  element r = byte i % 8 of lane 2 r + i / 8 (two interleaved 8x8)
 *   b4, b6: element r = element i of lane r (a 16x16 transpose)
 * Sources (Documentation/emulator.rst, "gfx950 transposing LDS loads"): the
 * CDNA4 guide gives the 16-lane groups' consecutive K values per lane;
 * Triton's ds_read_tr layout (lane/register basis rotation, with a b16
 * figure) and Modular's Mojo intrinsics documentation give the lanes.
 *
 * EXEC: the guide requires all ones, and the LDS address aligned to the
 * data size; the checker reports other EXEC values (except 0, which
 * accesses nothing) and misaligned addresses.  With the checker off the
 * emulator's choice is that inactive lanes' rows read as zero and inactive
 * lanes are not written.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/load_tr.h"
#include "emu/op_fact.h"

unsigned int gsi_emu_ds_tr_bits(const char *mnemonic)
{
	static const struct { const char *name; unsigned int bits; } t[] = {
		{ "ds_read_b64_tr_b16", 16 }, { "ds_read_b64_tr_b8", 8 },
		{ "ds_read_b64_tr_b4", 4 }, { "ds_read_b96_tr_b6", 6 },
	};

	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		if (!strcmp(mnemonic, t[i].name))
			return t[i].bits;
	return 0;
}

static int tr_parse(const char *mnemonic, unsigned int *bits)
{
	*bits = gsi_emu_ds_tr_bits(mnemonic);
	return *bits != 0;
}

/* once per op (op_fact.h): every execution asks */
static int tr_bits(const struct gs_isa_op *op, unsigned int *bits);
EMU_NAME_FACT(tr_bits, unsigned int, tr_parse)

/* Elements in one lane's row: 64 bits, or 96 for 6-bit elements. */
static unsigned int per_lane(unsigned int bits)
{
	return bits == 6 ? 16 : 64 / bits;
}

void gsi_emu_ds_tr_src(unsigned int bits, unsigned int l, unsigned int r, unsigned int *src,
		       unsigned int *elem)
{
	unsigned int n = per_lane(bits), f = 16 * r + l % 16;

	*src = (l & ~15u) + f / n;
	*elem = f % n;
}

/* bits [pos, pos + n) of a little-endian byte row (n <= 16) */
static unsigned int get_bits(const uint8_t *row, unsigned int pos, unsigned int n)
{
	unsigned int v = 0;

	for (unsigned int b = 0; b < n; b++)
		v |= (unsigned int)(row[(pos + b) / 8] >> ((pos + b) % 8) & 1) << b;
	return v;
}

static void put_bits(uint32_t *regs, unsigned int pos, unsigned int n, unsigned int v)
{
	for (unsigned int b = 0; b < n; b++)
		regs[(pos + b) / 32] |= (uint32_t)(v >> b & 1) << ((pos + b) % 32);
}

int gsi_emu_ds_tr(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg,
		  size_t size)
{
	unsigned int bits = 0, bytes = (tr_bits(in->op, &bits), bits == 6 ? 12 : 8);
	/* alignment: the guide's "data size"; 16 for the 96-bit form, whose
	 * rows AMD's rocRoller pads to 128 bits for this requirement */
	unsigned int align = bits == 6 ? 16 : 8, n = bytes / 4, off = (unsigned int)in->imm & 0xffff;
	uint64_t all = w->lanes == 64 ? ~0ull : (1ull << w->lanes) - 1;
	struct emu_op op = { .cnt = e->target->features & GS_FEAT_SPLIT_WAITCNT ? EMU_CNT_DS : EMU_CNT_KM,
			     .pc = w->pc };
	uint8_t rows[EMU_MAX_LANES][12];
	int dma;

	if (!bits) {
		snprintf(msg, size, "%s is not a transposing LDS load", in->op->name);
		return GS_ERR_UNSUPPORTED;
	}
	if (in->vaddr + 1u > w->n_vgprs || in->vdst + n > w->n_vgprs) {
		snprintf(msg, size, "%s v%u, v%u: registers outside the kernel's %u VGPRs (raise .amdhsa_next_free_vgpr)",
			 in->op->name, in->vdst, in->vaddr, w->n_vgprs);
		return GS_ERR_FAULT;
	}
	if (!exec)
		return 0;  /* no lane: nothing read, nothing written */
	if (exec != all && e->check) {
		snprintf(msg, size,
			 "hazard (emulated checker): %s with EXEC 0x%016llx: each group of 16 lanes exchanges its rows, so CDNA4 ISA section 11.4 requires EXEC all ones before this instruction; expected EXEC 0x%016llx",
			 in->op->name, (unsigned long long)exec, (unsigned long long)all);
		return GS_ERR_HAZARD;
	}
	memset(rows, 0, sizeof(rows));
	dma = e->check && gsi_emu_lds_dma_pending(w);
	for (unsigned int s = 0; s < w->lanes; s++) {
		uint32_t a;

		if (!(exec >> s & 1))
			continue;
		a = w->v[in->vaddr][s] + off;  /* 32 bits, wrapping (exec_ds.c) */
		if (e->check && a % align) {
			snprintf(msg, size,
				 "hazard (emulated checker): %s: lane %u reads LDS address 0x%x, not a multiple of %u; CDNA4 ISA section 11.4 requires the LDS address aligned to the data size",
				 in->op->name, s, a, align);
			return GS_ERR_HAZARD;
		}
		if ((uint64_t)a + bytes > w->lds_size) {
			snprintf(msg, size,
				 "LDS memory violation (emulated): lane %u reads %u bytes at LDS address 0x%x, outside the workgroup's %u bytes of LDS (.amdhsa_group_segment_fixed_size, allocated in 512-byte granules)",
				 s, bytes, a, w->lds_size);
			return GS_ERR_FAULT;
		}
		if (dma && gsi_emu_lds_dma_hazard(e, w, a, bytes, msg, size))
			return GS_ERR_HAZARD;  /* an LDS-DMA load still filling these bytes */
		memcpy(rows[s], w->lds + a, bytes);
	}
	op.reg = in->vdst;
	op.nregs = (uint16_t)n;
	op.lanes = exec;
	op.vals = calloc((size_t)n * EMU_MAX_LANES, 4);
	if (!op.vals) {
		snprintf(msg, size, "out of memory for a DS operation in flight");
		return GS_ERR_NOMEM;
	}
	for (unsigned int l = 0; l < w->lanes; l++) {
		uint32_t regs[3] = { 0 };

		for (unsigned int r = 0; r < per_lane(bits); r++) {
			unsigned int s, j;

			gsi_emu_ds_tr_src(bits, l, r, &s, &j);
			put_bits(regs, r * bits, bits, get_bits(rows[s], j * bits, bits));
		}
		for (unsigned int i = 0; i < n; i++)
			op.vals[i * EMU_MAX_LANES + l] = regs[i];
	}
	if (!gsi_emu_op_issue(e, w, &op)) {
		snprintf(msg, size, "out of memory for a DS operation in flight");
		return GS_ERR_NOMEM;
	}
	return 0;
}
