// SPDX-License-Identifier: MIT
/*
 * The wave state registers s_getreg reads (MODE, HW_ID, SHADER_CYCLES) and
 * the float mode they carry.  Field positions come from the register
 * database's wave registers (SQ_WAVE_*, generated from the kernel's
 * gc_*_sh_mask.h by tools/gen/gen-regs.py), never from constants here.
 *
 * MODE starts as COMPUTE_PGM_RSRC1.FLOAT_MODE (FP_ROUND in bits 3:0,
 * FP_DENORM in 7:4 of both) plus IEEE_MODE and DX10_CLAMP where the
 * generation has them, and FP16_OVFL (RDNA3 ISA "MODE": initialised from
 * the shader's RSRC1 at wave launch).
 */
#include <fenv.h>
#include <stdio.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/timing.h"

static const struct gs_reg *wave_reg(const struct emu *e, const char *name)
{
	return gs_wave_reg_by_name(e->db, name);
}

/* A field's value in word (0 when the database lacks the field), and a
 * word with the field set to v (unchanged when it lacks it). */
static uint32_t fget(const struct gs_reg_field *f, uint32_t word)
{
	return f ? (word & f->mask) >> f->shift : 0;
}

static uint32_t fput(const struct gs_reg_field *f, uint32_t word, uint32_t v)
{
	return f ? (word & ~f->mask) | ((v << f->shift) & f->mask) : word;
}

static const struct gs_reg *hwreg_reg(const struct emu *e, unsigned int id);
static uint32_t mode_modelled(const struct gs_reg *m);

/* What s_getreg/s_setreg of id do, from the register's name (once, at open). */
static struct emu_hwreg hwreg_of(const struct emu *e, unsigned int id)
{
	const struct gs_reg *reg = hwreg_reg(e, id);
	const char *n = reg ? reg->name + 8 : "";
	struct emu_hwreg h = { .kind = EMU_HWR_NONE, .reg = reg };

	if (!strcmp(n, "MODE")) {
		h.kind = EMU_HWR_MODE;
	} else if (!strcmp(n, "HW_ID1") || !strcmp(n, "HW_ID2") || !strcmp(n, "HW_ID")) {
		h.kind = EMU_HWR_HW_ID;
		h.f[0] = gs_reg_field(reg, "WAVE_ID");
		h.f[1] = gs_reg_field(reg, "SIMD_ID");
		h.f[2] = gs_reg_field(reg, "ME_ID");
	} else if (!strcmp(n, "SHADER_CYCLES")) {  /* gfx11: a 20-bit counter */
		h.kind = EMU_HWR_CYCLES;
		h.f[0] = gs_reg_field(reg, "CYCLES");
	} else {
		/* gfx12 SHADER_CYCLES_LO/HI have no SQ_WAVE_ block: the 64-bit count */
		n = gsi_hwreg_name(e->target->gen, id);
		if (n && !strcmp(n, "HW_REG_SHADER_CYCLES_LO"))
			h.kind = EMU_HWR_CYCLES_LO;
		else if (n && !strcmp(n, "HW_REG_SHADER_CYCLES_HI"))
			h.kind = EMU_HWR_CYCLES_HI;
	}
	return h;
}

void gsi_emu_mode_fields(struct emu *e)
{
	const struct gs_reg *m = wave_reg(e, "SQ_WAVE_MODE"), *rsrc1 = gs_reg_by_addr(e->db, e->r.rsrc1);
	struct emu_mode_fields *f = &e->mode;

	memset(f, 0, sizeof(*f));
	f->mode = m;
	if (m) {
		f->fp_round = gs_reg_field(m, "FP_ROUND");
		f->fp_denorm = gs_reg_field(m, "FP_DENORM");
		f->ieee = gs_reg_field(m, "IEEE");
		f->dx10_clamp = gs_reg_field(m, "DX10_CLAMP");
		f->fp16_ovfl = gs_reg_field(m, "FP16_OVFL");
		f->gpr_idx_en = gs_reg_field(m, "GPR_IDX_EN");
		f->csp = gs_reg_field(m, "CSP");
		f->vskip = gs_reg_field(m, "VSKIP");
		f->modelled = mode_modelled(m);
	}
	if (rsrc1) {
		f->r_float_mode = gs_reg_field(rsrc1, "FLOAT_MODE");
		f->r_ieee = gs_reg_field(rsrc1, "IEEE_MODE");
		f->r_dx10_clamp = gs_reg_field(rsrc1, "DX10_CLAMP");
		f->r_fp16_ovfl = gs_reg_field(rsrc1, "FP16_OVFL");
	}
	for (unsigned int id = 0; id < EMU_HWREG_IDS; id++)
		f->hw[id] = hwreg_of(e, id);
}

/* Cache the fields exec.c consults on every float operation. */
static void mode_decode(const struct emu *e, struct wave *w)
{
	const struct emu_mode_fields *f = &e->mode;
	uint32_t round = fget(f->fp_round, w->mode), denorm = fget(f->fp_denorm, w->mode);

	w->round32 = round & 3;
	w->round16_64 = round >> 2 & 3;
	w->denorm32 = denorm & 3;
	w->denorm16_64 = denorm >> 2 & 3;
	w->ieee = (int)fget(f->ieee, w->mode);
	w->fp16_ovfl = (uint8_t)fget(f->fp16_ovfl, w->mode);
}

void gsi_emu_mode_init(struct emu *e, struct wave *w)
{
	const struct emu_mode_fields *f = &e->mode;
	uint32_t r = e->sh[e->r.rsrc1 - EMU_SH_BASE], fm = fget(f->r_float_mode, r);

	w->mode = fput(f->fp_round, 0, fm & 0xf);
	w->mode = fput(f->fp_denorm, w->mode, fm >> 4 & 0xf);
	w->mode = fput(f->ieee, w->mode, fget(f->r_ieee, r));
	w->mode = fput(f->dx10_clamp, w->mode, fget(f->r_dx10_clamp, r));
	w->mode = fput(f->fp16_ovfl, w->mode, fget(f->r_fp16_ovfl, r));
	mode_decode(e, w);
}

uint64_t gsi_emu_wave_cycles(const struct wave *w)
{
	return w->n_insts + w->slept;
}

uint64_t gsi_emu_shader_cycles(const struct emu *e, const struct wave *w)
{
	return w->tw ? gsi_emu_tm_shader_cycles(e, w) : gsi_emu_wave_cycles(w);  /* timing.h */
}

uint64_t gsi_emu_realtime(const struct emu *e, const struct wave *w)
{
	uint64_t c = gsi_emu_wave_cycles(w);

	if (w->tw)  /* the modelled clock at 100 MHz (timing.h) */
		return gsi_emu_tm_realtime(e, w);

	return e->dispatch_t0 > UINT64_MAX - c ? UINT64_MAX : e->dispatch_t0 + c;
}

/* "HW_REG_WAVE_HW_ID1" / "HW_REG_HW_ID1" -> "SQ_WAVE_HW_ID1". */
static const struct gs_reg *hwreg_reg(const struct emu *e, unsigned int id)
{
	const char *n = gsi_hwreg_name(e->target->gen, id);
	char name[64];

	if (!n || strncmp(n, "HW_REG_", 7))
		return NULL;
	n += 7;
	if (!strncmp(n, "WAVE_", 5))
		n += 5;
	snprintf(name, sizeof(name), "SQ_WAVE_%s", n);
	return wave_reg(e, name);
}

/*
 * Where the emulator places a wave: every workgroup on SE 0, SA/SH 0,
 * WGP/CU 0; wave i of the workgroup on SIMD i % 4 in wave slot i / 4; compute
 * queue 0 of pipe 0 on ME 1 (the MEC), VM 0.  One function fills HW_ID1 and
 * HW_ID2 (gfx11, gfx12) and HW_ID (gfx9) by their fields (hwreg_of).
 */
static uint32_t placement(const struct emu_hwreg *h, const struct wave *w)
{
	uint32_t v = fput(h->f[0], 0, w->id / 4);

	v = fput(h->f[1], v, w->id % 4);
	return fput(h->f[2], v, 1);
}

static const struct emu_hwreg *hwreg(const struct emu *e, unsigned int id)
{
	static const struct emu_hwreg none = { .kind = EMU_HWR_NONE };

	return id < EMU_HWREG_IDS ? &e->mode.hw[id] : &none;
}

int gsi_emu_getreg(struct emu *e, const struct wave *w, unsigned int id, uint32_t *v)
{
	const struct emu_hwreg *h = hwreg(e, id);

	switch ((enum emu_hwreg_kind)h->kind) {
	case EMU_HWR_MODE:
		*v = w->mode;
		return 1;
	case EMU_HWR_HW_ID:
		*v = placement(h, w);
		return 1;
	case EMU_HWR_CYCLES:
		*v = fput(h->f[0], 0, (uint32_t)gsi_emu_shader_cycles(e, w));
		return 1;
	case EMU_HWR_CYCLES_LO:
		*v = (uint32_t)gsi_emu_shader_cycles(e, w);
		return 1;
	case EMU_HWR_CYCLES_HI:
		*v = (uint32_t)(gsi_emu_shader_cycles(e, w) >> 32);
		return 1;
	case EMU_HWR_NONE:
		break;
	}
	return 0;
}

/* MODE fields the emulator models; a write that changes any other field
 * (trap enables, LOD_CLAMPED, ...) is refused rather than ignored.
 * FP16_OVFL: modelled for the f32 -> fp8/bf8 conversions (exec_cvt.c). */
static uint32_t mode_modelled(const struct gs_reg *m)
{
	static const char *const names[] = { "FP_ROUND", "FP_DENORM", "IEEE", "FP16_OVFL" };
	uint32_t mask = 0;

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		const struct gs_reg_field *f = gs_reg_field(m, names[i]);

		if (f)
			mask |= f->mask;
	}
	return mask;
}

int gsi_emu_setreg(struct emu *e, struct wave *w, unsigned int id, unsigned int off, unsigned int size,
		   uint32_t v, char *msg, size_t msize)
{
	const struct emu_hwreg *h = hwreg(e, id);
	const struct gs_reg *reg = h->reg;
	uint32_t field = size >= 32 ? 0xffffffffu : ((1u << size) - 1) << off, nv, changed;

	if (h->kind != EMU_HWR_MODE) {
		const char *n = gsi_hwreg_name(e->target->gen, id);

		if (n)
			snprintf(msg, msize, "s_setreg of hardware register %s (%u) is not emulated (emulated: MODE)",
				 n, id);
		else
			snprintf(msg, msize, "s_setreg of hardware register %u is not emulated (emulated: MODE)", id);
		return 0;
	}
	nv = (w->mode & ~field) | ((v << off) & field);
	changed = (nv ^ w->mode) & ~e->mode.modelled;
	if (changed) {
		const char *fname = "?";

		for (unsigned int i = 0; i < reg->n_fields; i++)
			if (reg->fields[i].mask & changed) {
				fname = reg->fields[i].name;
				break;
			}
		snprintf(msg, msize, "s_setreg changes MODE.%s, which the emulator does not model (modelled: FP_ROUND, FP_DENORM, IEEE, FP16_OVFL)",
			 fname);
		return 0;
	}
	w->mode = nv;
	mode_decode(e, w);
	return 1;
}

void gsi_emu_mode_set(struct emu *e, struct wave *w, const struct gs_reg_field *f, uint32_t v)
{
	w->mode = fput(f, w->mode, v);
	mode_decode(e, w);
}

/* The host rounding mode of a MODE.FP_ROUND value (0 nearest even, 1 +inf,
 * 2 -inf, 3 toward zero: the ISA guides' MODE table). */
static int host_round(unsigned int r)
{
	static const int fe[4] = { FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO };

	return fe[r & 3];
}

int gsi_emu_round_enter(const struct wave *w, unsigned int bits)
{
	unsigned int r = bits == 32 ? w->round32 : w->round16_64;
	int prev;

	if (!r)
		return -1;
	prev = fegetround();
	fesetround(host_round(r));
	return prev;
}

void gsi_emu_round_leave(int prev)
{
	if (prev >= 0)
		fesetround(prev);
}
