/* SPDX-License-Identifier: MIT */
/*
 * Element types of `gfxshim run` buffers and scalars: names, sizes, NumPy
 * dtypes, exact conversions (f16 and bf16 rounded to nearest even), strict
 * parsing through numparse.h, and printing floats in their shortest
 * round-trip form.
 */
#ifndef GFXSHIM_ELEM_H
#define GFXSHIM_ELEM_H

#include <stddef.h>
#include <stdint.h>

enum elem_type {
	T_U8, T_I8, T_U16, T_I16, T_F16, T_BF16, T_U32, T_I32, T_F32, T_U64, T_I64, T_F64, T_N
};

struct elem_info {
	const char *name;     /* "f32" */
	unsigned int size;    /* bytes */
	int is_float, is_signed;
	const char *npy;      /* NumPy descr: "<f4"; bf16 as "<u2" (NumPy has no bfloat16) */
};

const struct elem_info *elem_info(enum elem_type t);
/* "u8" ... "f64" (n bytes of s); 1 on success. */
int elem_type_parse(const char *s, size_t n, enum elem_type *t);
/* "u8, i8, u16, ..." for messages. */
const char *elem_type_list(void);

/* A value of type t from text: integers strictly in the type's range
 * (decimal or 0x hex; a signed type also takes 0x bit patterns of its
 * width), floats as strtod reads them (also nan, inf, -inf), rounded to
 * the type.  0 and *bits, or -1 with why. */
int elem_parse(enum elem_type t, const char *s, uint64_t *bits, char *why, size_t n);

/* Element i of an array of t (little-endian bits, zero-extended). */
uint64_t elem_load(enum elem_type t, const void *base, size_t i);
void elem_store(enum elem_type t, void *base, size_t i, uint64_t bits);

/* Float types: bits <-> double (exact one way, round to nearest even the
 * other); integer types: the value (signed ones sign-extended). */
double elem_to_double(enum elem_type t, uint64_t bits);
uint64_t elem_from_double(enum elem_type t, double v);
int64_t elem_to_i64(enum elem_type t, uint64_t bits);   /* integer types */

/* Text of a value: integers exactly, floats in the fewest significant
 * digits that read back to the same bits ("0.1", "1e+30", "nan", "-0"). */
void elem_format(enum elem_type t, uint64_t bits, char *buf, size_t n);
/* The bits in hex, as wide as the type ("0x3f800000"). */
void elem_format_hex(enum elem_type t, uint64_t bits, char *buf, size_t n);

#endif /* GFXSHIM_ELEM_H */
