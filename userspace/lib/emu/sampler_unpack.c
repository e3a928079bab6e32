// SPDX-License-Identifier: MIT
/*
 * One lane's address VGPRs of a sample instruction, laid out as
 * isa/img_addr.c says, into the sampler's inputs (sampler.h).
 */
#include <math.h>
#include <string.h>

#include "emu/sampler.h"

/* binary16 -> binary32, exact */
static float f16(uint32_t h)
{
	unsigned int e = (h >> 10) & 0x1f, m = h & 0x3ff;
	float v;

	if (e == 0x1f)
		v = m ? NAN : INFINITY;
	else if (e == 0)
		v = ldexpf((float)m, -24);
	else
		v = ldexpf((float)(m | 0x400), (int)e - 25);
	return (h & 0x8000) ? -v : v;
}

void gsi_emu_sample_unpack(const struct gsi_addr_comp *comp, unsigned int n, const uint32_t *dw,
			   struct gsi_sample_in *in)
{
	for (unsigned int i = 0; i < n; i++) {
		const struct gsi_addr_comp *c = &comp[i];
		uint32_t w = dw[c->dword];
		float v;

		if (c->half)
			v = f16(c->half == 1 ? w & 0xffff : w >> 16);
		else
			memcpy(&v, &w, 4);
		switch (c->kind) {
		case GSI_ADDR_OFFSET: in->offset = w; break;
		case GSI_ADDR_BIAS: in->bias = v; break;
		case GSI_ADDR_ZCOMPARE: in->zref = v; break;
		case GSI_ADDR_DH: in->dh[c->index % 3] = v; break;
		case GSI_ADDR_DV: in->dv[c->index % 3] = v; break;
		case GSI_ADDR_COORD: in->coord[c->index % 3] = v; break;
		case GSI_ADDR_LOD: in->lod = v; break;
		default: in->clamp = v; break;
		}
	}
}
