/* SPDX-License-Identifier: MIT */
/* `gfxshim run` kernel arguments: buffers and scalars, their layout in the
 * kernarg segment (against the code object's .args when it has them),
 * data in (init, files) and out (print, save, checks). */
#ifndef GFXSHIM_RUN_ARGS_H
#define GFXSHIM_RUN_ARGS_H

#include <stddef.h>
#include <stdint.h>

#include "elem.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"

/* A buffer's size limit: larger ones are almost always a typo, and the
 * emulator keeps every buffer in host memory. */
#define RUN_MAX_BUFFER_BYTES (4ull << 30)

enum init_kind { INIT_ZERO, INIT_IOTA, INIT_RAND, INIT_FILL, INIT_FILE };

struct run_arg {
	char name[128];
	int named;                /* NAME= was given (else argN, or the metadata's name) */
	int is_buffer;
	enum elem_type type;
	uint64_t scalar;          /* a scalar's value, a buffer's fill value (bits) */
	uint64_t count;           /* buffer elements */
	enum init_kind init;
	uint64_t seed;            /* rand: the seed used */
	char *file;               /* file=PATH (malloc'd) */
	char *spec;               /* the --arg text, for messages (malloc'd) */
	unsigned int pos;         /* 0-based position among the --arg */
	uint32_t offset, size;    /* its bytes in the kernarg segment (run_args_layout) */
	const struct gs_kernel_arg *meta;  /* the .args entry it is, or NULL */
	struct gs_bo *bo;
};

struct run_args {
	struct run_arg *a;
	unsigned int n, cap;
	uint32_t blob_size;       /* explicit argument bytes (run_args_layout) */
	int from_meta;            /* laid out from .args */
};

/* Parse "[NAME=]buf:TYPE:COUNT[:INIT]" or "[NAME=]TYPE:VALUE"; INIT is
 * zero, iota, rand[:SEED], fill=V or file=PATH.  1, or 0 with msg. */
int run_arg_parse(struct run_args *ra, const char *spec, char *msg, size_t msize);
/* Place the arguments for kernel k: at the offsets of its .args (kinds,
 * sizes and names checked; unnamed ones take the metadata's names), else
 * naturally aligned within .amdhsa_kernarg_size.  Errors name the --arg. */
int run_args_layout(struct run_args *ra, const struct gs_kernel *k, char *msg, size_t msize);
/* Allocate the buffers and fill them (files read and checked here). */
enum gs_status run_args_alloc(struct run_args *ra, struct gs_device *dev, struct gs_error *err);
/* The explicit-argument bytes (blob_size of them) with buffer addresses. */
void run_args_blob(const struct run_args *ra, uint8_t *blob);
void run_args_free(struct run_args *ra, struct gs_device *dev);
const struct run_arg *run_args_find(const struct run_args *ra, const char *name, size_t n);
/* "zero", "iota", "rand:SEED", "fill=V", "file=PATH" of a buffer. */
void run_arg_init_text(const struct run_arg *a, char *buf, size_t n);

/* Read a data file of `count` elements of `t`: .npy (its header checked
 * against t and count) or raw little-endian bytes (the size checked).
 * Returns the malloc'd elements or NULL with err naming the file. */
void *run_read_data(const char *path, enum elem_type t, uint64_t count, struct gs_error *err);

/* ---- results (run_out.c) ---- */
struct check_result {
	uint64_t n, bad;          /* elements compared, mismatches */
	double max_abs;           /* largest |got - want| over finite pairs */
	int ok;                   /* 1 pass, 0 fail, -1 the check could not be made (msg says why) */
	char msg[1280];
};

/* Check "C=A+B" / "C=A-B" / "C=A*B" / "C=A" / "C=VALUE" elementwise, equal
 * within atol + rtol * |want| (exact when both are 0).  Prints the first
 * mismatches to stderr. */
void run_check(const struct run_args *ra, const char *expr, double rtol, double atol, struct check_result *r);
/* Check "C=PATH" against a .npy / raw file of C's type and count. */
void run_check_file(const struct run_args *ra, const char *expr, double rtol, double atol,
		    struct check_result *r);
/* Print "NAME[:N]": floats in their shortest exact form; hex: the bits.
 * 1, or 0 after printing why. */
int run_print(const struct run_args *ra, const char *spec, int hex);
/* Write "NAME=PATH" (.npy by extension, else raw little-endian) through
 * outfile.h.  GS_OK or an error naming the file. */
enum gs_status run_save(const struct run_args *ra, const char *spec, struct gs_error *err);

#endif /* GFXSHIM_RUN_ARGS_H */
