// SPDX-License-Identifier: MIT
/*
 * SMEM assembly per layout (the bit layout is in tab_scalar_smem.c):
 * "sdata, sbase, offset-or-soffset [offset:N] [modifiers]", s_atc_probe's
 * leading immediate, gfx12 prefetches "[sbase,] offset, soffset, count".
 */
#include <stdio.h>
#include <string.h>

#include "asm/tab_scalar.h"
#include "asm/tab_scalar_int.h"

static int starts(const char *s, const char *p)
{
	return strncmp(s, p, strlen(p)) == 0;
}

static void put_word(struct gsi_tab_asm *a, uint32_t w, unsigned int at)
{
	for (unsigned int i = 0; i < 4; i++)
		a->out[at + i] = (uint8_t)(w >> (8 * i));
}

struct smem { uint32_t w0, w1; int gfx9, gfx12, scale; int64_t omin, omax; };

static int offset_value(struct gsi_tab_asm *a, const struct smem *s, const char *t, unsigned int col, int64_t *v)
{
	if (!gsi_sc_int(t, v)) {
		gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "invalid offset '%s' for %s, expected a number", t, a->mnem);
		return 0;
	}
	if (*v < s->omin || *v > s->omax) {
		gsi_asm_error(a->st, col, GS_ERR_RANGE, "offset '%s' out of range for %s, expected a %s offset", t,
			      a->mnem, s->omin ? (s->gfx12 ? "24-bit signed" : "21-bit signed")
			      : s->gfx12 ? "23-bit unsigned" : "20-bit unsigned");
		return 0;
	}
	return 1;
}

/* sdata/sbase: registers of the row's width, or null (any width) from gfx11 on. */
static int smem_reg(struct gsi_tab_asm *a, const struct smem *s, const struct sc_item *item, unsigned int width,
		    unsigned int *code)
{
	if (!s->gfx9 && gsi_streq(item->w[0], "null")) {
		*code = 124;
		return 1;
	}
	return gsi_sc_parse_dst(a, item->w[0], item->col[0], width, code);
}

static int small_imm(struct gsi_tab_asm *a, const char *t, unsigned int col, unsigned int *v)
{
	int64_t iv;

	if (!gsi_sc_int(t, &iv) || iv < 0 || iv > 127) {
		gsi_asm_error(a->st, col, GS_ERR_RANGE, "invalid operand '%s' for %s, expected a value 0..127", t, a->mnem);
		return 0;
	}
	*v = (unsigned int)iv;
	return 1;
}

static int soffset_reg(struct gsi_tab_asm *a, const char *t, unsigned int col, unsigned int *code)
{
	uint64_t lit = 0;
	int has = 0;

	if (!gsi_sc_parse_src(a, t, col, 1, code, &lit, &has))
		return 0;
	if (*code >= 128) {
		gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "invalid offset register '%s' for %s, expected a scalar register or null",
			      t, a->mnem);
		return 0;
	}
	return 1;
}

/* The trailing modifiers: cache policy and offset:N (returned in *off, *has_off). */
static int modifiers(struct gsi_tab_asm *a, struct smem *s, const struct sc_item *item, unsigned int from,
		     int64_t *off, int *has_off)
{
	static const char *const th[] = { "TH_LOAD_RT", "TH_LOAD_NT", "TH_LOAD_HT", "TH_LOAD_LU" };
	static const char *const scope[] = { "SCOPE_CU", "SCOPE_SE", "SCOPE_DEV", "SCOPE_SYS" };

	for (unsigned int i = from; i < item->nw; i++) {
		const char *t = item->w[i];
		unsigned int col = item->col[i];
		int ok = 0;

		if (starts(t, "offset:")) {
			if (*has_off) {
				gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "second offset '%s' in %s, expected one offset:N", t,
					      a->mnem);
				return 0;
			}
			if (!offset_value(a, s, t + 7, col, off))
				return 0;
			*has_off = 1;
			continue;
		}
		if (s->gfx9) {
			if (gsi_streq(t, "glc"))
				s->w0 |= 1u << 16, ok = 1;
		} else if (!s->gfx12) {
			if (gsi_streq(t, "glc"))
				s->w0 |= 1u << 14, ok = 1;
			else if (gsi_streq(t, "dlc"))
				s->w0 |= 1u << 13, ok = 1;
		} else if (starts(t, "th:")) {
			for (unsigned int k = 0; k < 4; k++)
				if (!strcmp(t + 3, th[k]))
					s->w0 = (s->w0 & ~(3u << 23)) | k << 23, ok = 1;
			if (!strcmp(t + 3, "TH_LOAD_BYPASS"))
				s->w0 = (s->w0 & ~(3u << 23)) | 3u << 23, ok = 2;
			if (!ok) {
				gsi_asm_error(a->st, col, GS_ERR_SYNTAX,
					      "invalid cache policy '%s', expected th:TH_LOAD_RT, TH_LOAD_NT, TH_LOAD_HT, TH_LOAD_LU or TH_LOAD_BYPASS", t);
				return 0;
			}
		} else if (starts(t, "scope:")) {
			for (unsigned int k = 0; k < 4; k++)
				if (!strcmp(t + 6, scope[k]))
					s->w0 = (s->w0 & ~(3u << 21)) | k << 21, ok = 1;
			if (!ok) {
				gsi_asm_error(a->st, col, GS_ERR_SYNTAX,
					      "invalid scope '%s', expected scope:SCOPE_CU, SCOPE_SE, SCOPE_DEV or SCOPE_SYS", t);
				return 0;
			}
		} else if (gsi_streq(t, "nv")) {
			s->w0 |= 1u << 20, ok = 1;
		} else if (gsi_streq(t, "scale_offset") && gs_isa_has_modifier(&a->rows[0], "scale_offset")) {
			/* llvm-mc-22 disassembles it on gfx12 but assembles it on gfx1250 only */
			if (!a->ctx->target || a->ctx->target->gen != GS_GEN_GFX125) {
				gsi_asm_error(a->st, col, GS_ERR_UNSUPPORTED, "scale_offset is not supported on %s, expected gfx1250",
					      a->ctx->tname);
				return 0;
			}
			s->scale = 1, ok = 1;
		}
		if (!ok) {
			gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "unknown modifier '%s' for %s, expected %s", t, a->mnem,
				      s->gfx9 ? "offset:N or glc" : s->gfx12 ? "offset:N, th:..., scope:... or nv"
				      : "offset:N, glc or dlc");
			return 0;
		}
	}
	return 1;
}

int gsi_sc_asm_smem(struct gsi_tab_asm *a, const struct gs_isa_inst *row, const struct sc_items *it)
{
	const struct gsi_tab_fmt *f = gsi_tab_format(a->ctx->layout, "SMEM");
	const char *m = a->name;
	struct smem s;
	unsigned int wdata = 0, wbase = 0, code, k = 0, nops = row->nops;
	int imm_first = 0, prefetch = starts(m, "s_prefetch_") || starts(m, "s_buffer_prefetch_");
	int64_t off = 0;
	int has_off = 0;
	const struct sc_item *last;

	memset(&s, 0, sizeof(s));
	s.gfx9 = a->ctx->layout == GSI_LAYOUT_GFX9;
	s.gfx12 = a->ctx->layout == GSI_LAYOUT_GFX12;
	s.omin = s.gfx12 ? -0x800000 : -0x100000;
	s.omax = s.gfx12 ? 0x7fffff : 0xfffff;
	if (starts(m, "s_buffer_"))
		s.omin = 0;  /* buffer offsets are unsigned: 20 bits, 23 on gfx12 */
	s.w0 = 0x3du << 26;
	if (s.gfx9)
		s.w0 = 0x30u << 26;
	s.w0 |= row->opcode << f->op_lo;
	for (unsigned int i = 0; i < nops; i++) {
		struct gs_isa_operand o = { 0 };  /* (a row the tables hold: always filled) */

		gsi_isa_operand(row, i, &o);  /* (inline: per operand) */
		if (gsi_streq(o.field, "sdata"))
			wdata = o.width;
		else if (gsi_streq(o.field, "sbase"))
			wbase = o.width;
		else if (i == 0 && o.kind == GS_ISA_K_IMM)
			imm_first = 1;
	}
	if (it->overflow || it->trailing_comma || it->empty || it->n != nops ||
	    (nops && it->n && it->item[it->n - 1].nw < 1))
		return gsi_sc_count(a, it, nops);
	for (unsigned int i = 0; i + 1 < it->n; i++)
		if (it->item[i].nw != 1) {
			gsi_asm_error(a->st, it->item[i].col[1], GS_ERR_SYNTAX,
				      "unexpected '%s' after operand %u of %s, expected ','", it->item[i].w[1], i + 1, a->mnem);
			return 0;
		}
	last = it->n ? &it->item[it->n - 1] : NULL;
	if (prefetch) {
		unsigned int cnt, so;

		if (wbase) {
			if (!smem_reg(a, &s, &it->item[k], wbase, &code))
				return 0;
			s.w0 |= code >> 1;
			k++;
		}
		if (!offset_value(a, &s, it->item[k].w[0], it->item[k].col[0], &off) ||
		    !soffset_reg(a, it->item[k + 1].w[0], it->item[k + 1].col[0], &so) ||
		    !small_imm(a, it->item[k + 2].w[0], it->item[k + 2].col[0], &cnt) ||
		    !modifiers(a, &s, last, 1, &off, &has_off))
			return 0;
		s.w0 |= cnt << 6;
		s.w1 = ((uint32_t)off & 0xffffff) | so << 25;
		goto out;
	}
	if (imm_first) {
		if (!small_imm(a, it->item[0].w[0], it->item[0].col[0], &code))
			return 0;
		s.w0 |= code << 6;
		k++;
	} else if (wdata) {
		if (!smem_reg(a, &s, &it->item[0], wdata, &code))
			return 0;
		s.w0 |= code << 6;
		k++;
	}
	if (wbase) {
		if (!smem_reg(a, &s, &it->item[k], wbase, &code))
			return 0;
		if (code >= 106 && code < 108)
			code = 106;
		s.w0 |= code >> 1;
		k++;
	}
	if (!wbase) {
		if (last && !modifiers(a, &s, last, 1, &off, &has_off))
			return 0;
		if (!s.gfx9 && !s.gfx12 && !wdata)
			s.w1 = 0;
		goto out;
	}
	/* the offset operand */
	{
		const char *t = last->w[0];
		unsigned int col = last->col[0];
		int64_t iv;

		if (!modifiers(a, &s, last, 1, &off, &has_off))
			return 0;
		if (gsi_sc_int(t, &iv)) {
			if (has_off) {
				gsi_asm_error(a->st, col, GS_ERR_SYNTAX,
					      "two offsets in %s, expected an immediate offset or a register with offset:N", a->mnem);
				return 0;
			}
			if (!offset_value(a, &s, t, col, &off))
				return 0;
			if (s.gfx9)
				s.w0 |= 1u << 17, s.w1 = (uint32_t)off & 0x1fffff;
			else
				s.w1 = ((uint32_t)off & (s.gfx12 ? 0xffffff : 0x1fffff)) | 124u << 25;
		} else {
			if (!soffset_reg(a, t, col, &code))
				return 0;
			if (s.gfx9) {
				if (has_off)
					s.w0 |= 1u << 17 | 1u << 14, s.w1 = ((uint32_t)off & 0x1fffff) | code << 25;
				else
					s.w1 = code;
			} else {
				s.w1 = ((uint32_t)off & (s.gfx12 ? 0xffffff : 0x1fffff)) | code << 25;
			}
		}
	}
out:
	if (s.scale)
		s.w1 |= 1u << 24;  /* gfx12 scale_offset */
	put_word(a, s.w0, 0);
	put_word(a, s.w1, 4);
	a->size = 8;
	return 1;
}
