/* SPDX-License-Identifier: MIT */
/*
 * NumPy .npy files (format versions 1.0-3.0, as numpy.lib.format documents
 * them): the header parsed and checked, and written for a 1-D array.
 */
#ifndef GFXSHIM_NPY_H
#define GFXSHIM_NPY_H

#include <stddef.h>
#include <stdint.h>

#define NPY_MAX_DIMS 16

struct npy_info {
	char descr[16];           /* "<f4" */
	int fortran_order;
	unsigned int ndim;
	uint64_t shape[NPY_MAX_DIMS];
	uint64_t count;           /* product of shape (1 for a 0-d array) */
	size_t data_offset;       /* where the elements start */
};

/* Is buf (n bytes) a .npy file (the magic string)? */
int npy_is(const uint8_t *buf, size_t n);
/* Parse the header; 0, or -1 with why ("header: expected 'shape'").
 * The data size is not checked here. */
int npy_parse(const uint8_t *buf, size_t n, struct npy_info *out, char *why, size_t wn);
/* A version 1.0 header for a 1-D C-order array of count elements of
 * descr, padded so the data starts 64-byte aligned; returns its length
 * (at most cap), 0 if cap is too small. */
size_t npy_header(uint8_t *buf, size_t cap, const char *descr, uint64_t count);

#endif /* GFXSHIM_NPY_H */
