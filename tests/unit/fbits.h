/* SPDX-License-Identifier: MIT */
/*
 * f32 <-> its bits, for tests that build register values and read them
 * back: fb(1.0f) == 0x3f800000, bf(0x3f800000) == 1.0f.
 */
#ifndef GS_FBITS_H
#define GS_FBITS_H

#include <stdint.h>
#include <string.h>

static inline uint32_t fb(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

static inline float bf(uint32_t u)
{
	float f;

	memcpy(&f, &u, 4);
	return f;
}

#endif /* GS_FBITS_H */
