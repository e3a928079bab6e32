/* SPDX-License-Identifier: MIT */
/*
 * The size-first public structs (Documentation/index.rst, "ABI"): a caller
 * sets the leading size to sizeof the struct it was built against; the
 * library reads and writes only that much, as the kernel's
 * copy_struct_from_user does.
 */
#ifndef GFXSHIM_CORE_ABI_H
#define GFXSHIM_CORE_ABI_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/error.h"

/* The caller's size member (the struct's first), 0 for NULL. */
static inline uint32_t gsi_abi_size(const void *user)
{
	return user ? *(const uint32_t *)user : 0;
}

/* Copy the caller's input struct into local (the library's layout, full
 * bytes): the bytes within its size, the rest zero (zero = off).  A size of
 * 0 or below min is GS_ERR_INVALID; a larger size than full is accepted only
 * when the bytes the library does not know are zero (GS_ERR_UNSUPPORTED
 * otherwise: an option this library would silently ignore). */
enum gs_status gsi_abi_in(void *local, size_t full, const void *user, size_t min, const char *name,
			  struct gs_error *err);

/* Check an output struct's size as gsi_abi_in does (larger is fine). */
enum gs_status gsi_abi_out_check(const void *user, size_t min, const char *name, struct gs_error *err);

/* Write local (full bytes) to the caller's struct up to its size, keeping
 * its size member; bytes past full up to its size are zeroed. */
void gsi_abi_out(void *user, const void *local, size_t full);

#endif /* GFXSHIM_CORE_ABI_H */
