// SPDX-License-Identifier: MIT
/*
 * The filler of image instructions: MIMG (gfx11), VIMAGE and VSAMPLE
 * (gfx12), into gs_inst (decode_fill.h: gsi_fill_img).  The decoder
 * (decode.c) has found the class and the row, the execution table names the semantics by the row's
 * mnemonic ("img" lines of tools/gen/isa-ops.txt), and the fields below
 * fill gs_inst.img for emu/exec_image.c; sample instructions take their
 * address count from the layout in img_addr.c.  Moved here from emu/
 * (issue 16: one decoder in isa/).  Field positions are those the
 * table-driven layer assembles and prints (isa/tab_mem_img.c, asm/tab_mem_img_asm.c), which
 * llvm-mc-22's encodings confirm:
 *   gfx11 MIMG dw0: NSA 0, DIM 4:2, UNORM 7, DMASK 11:8, SLC 12, DLC 13,
 *     GLC 14, R128 15, A16 16, D16 17; dw1: VADDR 7:0, VDATA 15:8,
 *     SRSRC 20:16 (/4), TFE 21, LWE 22, SSAMP 30:26 (/4); with NSA the
 *     further addresses are the bytes of dw2 (and on).
 *   gfx12 VIMAGE dw0: DIM 2:0, R128 4, D16 5, A16 6, DMASK 25:22; dw1:
 *     VDATA 7:0, RSRC 17:9 (an SGPR number), SCOPE 19:18, TH 22:20,
 *     TFE 23, VADDR4 31:24; dw2: VADDR0..3.
 *   gfx12 VSAMPLE: as VIMAGE but TFE dw0 3, UNORM dw0 13, LWE dw1 8,
 *     SAMP dw1 31:23, four address slots.
 */
#include <string.h>

#include "isa/gen_isa_tables.h"
#include "isa/img.h"
#include "isa/decode_fill.h"
#include "isa/inst.h"
#include "isa/tab_fmt.h"

static uint32_t get(const uint32_t *w, unsigned int dw, unsigned int lo, unsigned int width)
{
	return gsi_tab_get(w, dw, lo, width);
}

/* Coordinates per dim (1D, 2D, 3D, CUBE, 1D_ARRAY, 2D_ARRAY, 2D_MSAA,
 * 2D_MSAA_ARRAY: x[, y][, z | face | slice][, fragment]). */
static const uint8_t dim_coords[8] = { 1, 2, 3, 3, 2, 3, 3, 4 };

static int has(const char *name, const char *tok)
{
	size_t n = strlen(tok);

	for (const char *p = name; (p = strstr(p, tok)) != NULL; p += n)
		if (p[-1] == '_' && (p[n] == '_' || !p[n]))
			return 1;
	return 0;
}

/* Address components of the instructions the emulator knows. */
static unsigned int addr_comps(const char *name, unsigned int dim)
{
	if (!strcmp(name, "image_get_resinfo"))
		return 1;  /* the mip level */
	return dim_coords[dim] + (has(name, "mip") || has(name, "l") ? 1u : 0u);
}

unsigned int gsi_fill_img(const struct gs_target *t, const struct gsi_tab_dec *dp, struct gs_inst *in,
			  const char **why)
{
	const struct gs_isa *isa = gsi_isa_exec_for(t);
	const struct gsi_tab_dec d = *dp;
	enum gs_gen gen = t->gen;
	struct gs_img *m = &in->img;
	unsigned int size, comps, nd, vsample;
	const uint32_t *x;
	const char *name;

	memset(in, 0, sizeof(*in));
	if (!isa)
		return 0;
	if (d.row.cls_id != GS_ISA_GEN_MIMG && d.row.cls_id != GS_ISA_GEN_VIMAGE && d.row.cls_id != GS_ISA_GEN_VSAMPLE)
		return 0;
	name = d.row.mnemonic;
	in->op = gsi_isa_by_name(isa, name);
	if (!in->op || in->op->sig != GS_SIG_IMG) {
		if (!strncmp(name, "image_bvh", 9))
			*why = "image_bvh*_intersect_ray (ray tracing against a BVH) is not emulated";
		else if (!strncmp(name, "image_sample", 12) || !strncmp(name, "image_gather4", 13) ||
			 !strcmp(name, "image_get_lod"))
			*why = "image sampling (image_sample*, image_gather4*, image_get_lod: filtering through an S#) is not emulated";
		else
			*why = "an image instruction the emulator does not execute (not emulated; see Documentation/emulator.rst, \"Images\")";
		return 0;
	}
	x = d.w;
	vsample = d.row.cls_id == GS_ISA_GEN_VSAMPLE;
	in->enc = in->op->enc;
	if (gen == GS_GEN_GFX12) {
		if (d.ndw < 3)
			return 0;
		m->dim = (uint8_t)get(x, 0, 0, 3);
		m->r128 = (uint8_t)get(x, 0, 4, 1);
		m->d16 = (uint8_t)get(x, 0, 5, 1);
		m->a16 = (uint8_t)get(x, 0, 6, 1);
		m->dmask = (uint8_t)get(x, 0, 22, 4);
		in->vdata = (uint16_t)get(x, 1, 0, 8);
		m->rsrc = (uint16_t)get(x, 1, 9, 9);
		in->rtn = (uint8_t)get(x, 1, 20, 1);  /* TH_ATOMIC_RETURN */
		for (unsigned int i = 0; i < 4; i++)
			m->va[i] = (uint16_t)get(x, 2, 8 * i, 8);
		if (vsample) {
			m->tfe = (uint8_t)get(x, 0, 3, 1);
			m->unorm = (uint8_t)get(x, 0, 13, 1);
			m->lwe = (uint8_t)get(x, 1, 8, 1);
			m->samp = (uint16_t)get(x, 1, 23, 9);
			m->has_samp = strcmp(name, "image_msaa_load") != 0;  /* VSAMPLE without an S# */
			m->nva = 4;
		} else {
			m->tfe = (uint8_t)get(x, 1, 23, 1);
			m->va[4] = (uint16_t)get(x, 1, 24, 8);
			m->nva = 5;
		}
		size = 12;
	} else {
		m->dim = (uint8_t)get(x, 0, 2, 3);
		m->unorm = (uint8_t)get(x, 0, 7, 1);
		m->dmask = (uint8_t)get(x, 0, 8, 4);
		in->rtn = (uint8_t)get(x, 0, 14, 1);  /* GLC: atomics return the old value */
		m->r128 = (uint8_t)get(x, 0, 15, 1);
		m->a16 = (uint8_t)get(x, 0, 16, 1);
		m->d16 = (uint8_t)get(x, 0, 17, 1);
		m->va[0] = (uint16_t)get(x, 1, 0, 8);
		in->vdata = (uint16_t)get(x, 1, 8, 8);
		m->rsrc = (uint16_t)(get(x, 1, 16, 5) * 4);
		m->tfe = (uint8_t)get(x, 1, 21, 1);
		m->lwe = (uint8_t)get(x, 1, 22, 1);
		m->samp = (uint16_t)(get(x, 1, 26, 5) * 4);
		m->has_samp = !strncmp(name, "image_sample", 12) || !strncmp(name, "image_gather4", 13) ||
			      !strcmp(name, "image_get_lod");
		m->nva = 1;
		size = 8;
	}
	comps = addr_comps(name, m->dim);
	m->naddr = (uint8_t)(m->a16 ? (comps + 1) / 2 : comps);
	if (m->has_samp) {  /* sample / gather4 / get_lod: the sampler's address layout */
		struct gsi_addr_comp ac[GSI_ADDR_MAX];
		unsigned int fl, n, ndw;
		char msg[160];

		if (!strcmp(name, "image_gather4h")) {  /* gfx11 MIMG, gfx12 VSAMPLE */
			*why = "image_gather4h (one component of 4x1 texels): which four texels along x the footprint covers relative to the coordinate is not in the RDNA3/RDNA4 guides (\"fetch 1 component per texel from 4x1 texels\"); not emulated";
			return 0;
		}
		if (m->dim > 5 || gsi_img_sample_flags(name, &fl) ||
		    gsi_img_sample_layout(fl, (enum gsi_img_dim)m->dim, m->a16, ac, &n, &ndw, msg, sizeof(msg))) {
			*why = "an image sample with an address layout the emulator's sampler does not take (MSAA, or a suffix combination): not emulated";
			return 0;
		}
		m->naddr = (uint8_t)ndw;
	}
	if (gen == GS_GEN_GFX11 && get(x, 0, 0, 1)) {  /* NSA: one VGPR per address */
		unsigned int extra = m->naddr > 1 ? m->naddr - 1u : 0u;

		size = 8 + 4 * ((extra + 3) / 4);
		if (d.ndw * 4 < size || extra > 4) {
			*why = "a gfx11 image instruction with a non-sequential address list longer than the emulator reads (5 VGPRs)";
			return 0;
		}
		for (unsigned int i = 0; i < extra; i++)
			m->va[1 + i] = (uint16_t)get(x, 2, 8 * i, 8);
		m->nva = (uint8_t)(1 + extra);
	}
	/* TFE/LWE (RDNA3/RDNA4 guides 10.1.1): a status dword after the data is
	 * written only when a lane's fetch NACKs (a partially resident
	 * texture's unmapped page: the emulator has none; other unmapped
	 * addresses are page faults as without TFE) or, for sampler ops with
	 * LWE, when the LOD is below the T#'s MIN_LOD_WARN; "nothing is
	 * returned if no thread experiences a texture fault or LOD warning", so
	 * the status VGPR is left alone.  LWE is ignored for non-sampler ops. */
	if (m->lwe && m->has_samp) {
		*why = "an image sample with lwe (LOD warning: compares the LOD with the T#'s MIN_LOD_WARN, which the emulator does not read): not emulated";
		return 0;
	}
	/* data registers: one per dmask component (atomics: the data; cmpswap
	 * two values), halves with d16; gather4 and msaa_load return four */
	nd = (unsigned int)__builtin_popcount(m->dmask);
	if (!strcmp(name, "image_msaa_load") || !strncmp(name, "image_gather4", 13))
		nd = 4;
	if (!nd)
		nd = 1;
	m->ndata = (uint8_t)(m->d16 ? (nd + 1) / 2 : nd);
	in->vdst = in->vdata;
	in->vaddr = m->va[0];
	in->sbase = m->rsrc;
	in->size = (uint8_t)size;
	return size;
}
