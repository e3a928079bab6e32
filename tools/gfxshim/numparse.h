/* SPDX-License-Identifier: MIT */
/*
 * The one strict parser for numbers on the command line: the whole text
 * must be the number (no trailing junk, no wrap-around, no silent sign
 * change), and a value outside the allowed range is refused with the range
 * in the message.
 */
#ifndef GFXSHIM_NUMPARSE_H
#define GFXSHIM_NUMPARSE_H

#include <stddef.h>
#include <stdint.h>

/* Unsigned: decimal, or hex with 0x.  0 on success; else -1 with why set
 * ("expected an integer from 1 to 4294967295, got '-1'"). */
int num_u64(const char *s, uint64_t min, uint64_t max, uint64_t *v, char *why, size_t n);
/* Signed: an optional '-' then as num_u64. */
int num_i64(const char *s, int64_t min, int64_t max, int64_t *v, char *why, size_t n);
/* A finite floating-point number (strtod syntax) in [min, max]. */
int num_f64(const char *s, double min, double max, double *v, char *why, size_t n);

#endif /* GFXSHIM_NUMPARSE_H */
