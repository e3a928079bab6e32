// SPDX-License-Identifier: MIT
/*
 * Where each address component of image_sample* / image_gather4* /
 * image_get_lod sits in the address VGPRs (gfx11 and gfx12): the order of
 * the ISA guides' image address tables (offset, bias, z-compare,
 * derivatives, coordinates, lod / clamp) with the 16-bit packing that
 * llc-22 produces for the llvm.amdgcn.image.* intrinsics (img.h); the
 * emulator unpacks them (emu/sampler_unpack.c).
 */
#include <stdio.h>
#include <string.h>

#include "gfxshim/error.h"
#include "isa/img.h"

/* Coordinates per dim (and derivatives per direction: those that address
 * texels within a slice). */
unsigned int gsi_img_dim_coords(enum gsi_img_dim dim)
{
	switch (dim) {
	case GSI_DIM_1D:
		return 1;
	case GSI_DIM_2D:
	case GSI_DIM_1D_ARRAY:
		return 2;
	default:
		return 3;
	}
}

/* Coordinates that address texels within a slice (and derivatives per direction). */
unsigned int gsi_img_dim_derivs(enum gsi_img_dim dim)
{
	switch (dim) {
	case GSI_DIM_1D:
	case GSI_DIM_1D_ARRAY:
		return 1;
	case GSI_DIM_3D:
		return 3;
	default:
		return 2;
	}
}

struct builder {
	struct gsi_addr_comp *c;
	unsigned int n, dw, half;  /* next dword; half: 1 when its low half is taken */
	int over;
};

static void whole(struct builder *b, unsigned int kind, unsigned int index)
{
	if (b->half) {  /* a full component starts a new dword */
		b->dw++;
		b->half = 0;
	}
	if (b->n == GSI_ADDR_MAX) {
		b->over = 1;
		return;
	}
	b->c[b->n++] = (struct gsi_addr_comp){ (uint8_t)kind, (uint8_t)index, (uint8_t)b->dw, 0 };
	b->dw++;
}

/* A 16-bit component: the low half of a new dword, or the high half of the
 * current one. */
static void half(struct builder *b, unsigned int kind, unsigned int index)
{
	if (b->n == GSI_ADDR_MAX) {
		b->over = 1;
		return;
	}
	if (b->half) {
		b->c[b->n++] = (struct gsi_addr_comp){ (uint8_t)kind, (uint8_t)index, (uint8_t)b->dw, 2 };
		b->dw++;
		b->half = 0;
	} else {
		b->c[b->n++] = (struct gsi_addr_comp){ (uint8_t)kind, (uint8_t)index, (uint8_t)b->dw, 1 };
		b->half = 1;
	}
}

static void close_dword(struct builder *b)
{
	if (b->half) {
		b->dw++;
		b->half = 0;
	}
}

int gsi_img_sample_layout(unsigned int f, enum gsi_img_dim dim, int a16,
			  struct gsi_addr_comp comp[GSI_ADDR_MAX], unsigned int *n,
			  unsigned int *ndwords, char *msg, size_t size)
{
	struct builder b = { comp, 0, 0, 0, 0 };
	unsigned int nd, nc, i, dir;
	const char *bad = NULL;

	if ((unsigned int)dim > GSI_DIM_2D_ARRAY)
		bad = "an unknown image dimension";
	else if ((f & GSI_SMP_L) && (f & (GSI_SMP_LZ | GSI_SMP_B | GSI_SMP_D | GSI_SMP_CL)))
		bad = "_l with _lz, _b, _d or _cl";
	else if ((f & GSI_SMP_LZ) && (f & (GSI_SMP_B | GSI_SMP_D | GSI_SMP_CL)))
		bad = "_lz with _b, _d or _cl";
	else if ((f & GSI_SMP_G16) && !(f & GSI_SMP_D))
		bad = "_g16 without _d";
	else if ((f & GSI_SMP_GET_LOD) && (f & ~(unsigned int)GSI_SMP_GET_LOD))
		bad = "image_get_lod with a suffix";
	else if ((f & GSI_SMP_GATHER) && (f & GSI_SMP_D))
		bad = "gather4 with _d";
	if (bad) {
		if (msg && size)
			snprintf(msg, size, "no sample instruction has %s", bad);
		return GS_ERR_INVALID;
	}
	nd = gsi_img_dim_derivs(dim);
	nc = gsi_img_dim_coords(dim);

	if (f & GSI_SMP_O)
		whole(&b, GSI_ADDR_OFFSET, 0);
	if (f & GSI_SMP_B) {
		if (a16) {
			half(&b, GSI_ADDR_BIAS, 0);
			close_dword(&b);
		} else {
			whole(&b, GSI_ADDR_BIAS, 0);
		}
	}
	if (f & GSI_SMP_C)
		whole(&b, GSI_ADDR_ZCOMPARE, 0);
	if (f & GSI_SMP_D)
		for (dir = 0; dir < 2; dir++) {
			for (i = 0; i < nd; i++) {
				unsigned int kind = dir ? GSI_ADDR_DV : GSI_ADDR_DH;

				if (f & GSI_SMP_G16)
					half(&b, kind, i);
				else
					whole(&b, kind, i);
			}
			close_dword(&b);  /* each direction starts a dword */
		}
	for (i = 0; i < nc; i++) {
		if (a16)
			half(&b, GSI_ADDR_COORD, i);
		else
			whole(&b, GSI_ADDR_COORD, i);
	}
	if (f & (GSI_SMP_L | GSI_SMP_CL)) {
		unsigned int kind = (f & GSI_SMP_L) ? GSI_ADDR_LOD : GSI_ADDR_CLAMP;

		if (a16)
			half(&b, kind, 0);
		else
			whole(&b, kind, 0);
	}
	close_dword(&b);
	if (b.over) {
		if (msg && size)
			snprintf(msg, size, "more than %d address components", GSI_ADDR_MAX);
		return GS_ERR_INVALID;
	}
	*n = b.n;
	*ndwords = b.dw;
	return GS_OK;
}

int gsi_img_sample_flags(const char *name, unsigned int *flags)
{
	static const struct {
		const char *s;
		unsigned int f;
	} suffix[] = {
		{ "c", GSI_SMP_C }, { "d", GSI_SMP_D }, { "l", GSI_SMP_L }, { "lz", GSI_SMP_LZ },
		{ "b", GSI_SMP_B }, { "cl", GSI_SMP_CL }, { "o", GSI_SMP_O }, { "g16", GSI_SMP_G16 },
	};
	const char *p;
	unsigned int f;

	if (!strcmp(name, "image_get_lod")) {
		*flags = GSI_SMP_GET_LOD;
		return GS_OK;
	}
	if (!strncmp(name, "image_sample", 12)) {
		f = 0;
		p = name + 12;
	} else if (!strncmp(name, "image_gather4", 13)) {
		f = GSI_SMP_GATHER;
		p = name + 13;
	} else {
		return GS_ERR_INVALID;
	}
	while (*p) {
		size_t n;
		unsigned int i, hit = 0;

		if (*p++ != '_')
			return GS_ERR_INVALID;
		n = strcspn(p, "_");
		for (i = 0; i < sizeof(suffix) / sizeof(suffix[0]); i++)
			if (strlen(suffix[i].s) == n && !strncmp(p, suffix[i].s, n) && !(f & suffix[i].f)) {
				f |= suffix[i].f;
				hit = 1;
				break;
			}
		if (!hit)
			return GS_ERR_INVALID;
		p += n;
	}
	*flags = f;
	return GS_OK;
}
