/* SPDX-License-Identifier: MIT */
/* `gfxshim run` kernel arguments: buffers and scalars, checks, printing. */
#ifndef GFXSHIM_RUN_ARGS_H
#define GFXSHIM_RUN_ARGS_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/device.h"

enum elem_type { T_U32, T_I32, T_F32, T_U64 };

struct run_arg {
	char name[32];
	int is_buffer;
	enum elem_type type;
	uint64_t scalar;          /* scalar value (bits) */
	size_t count;             /* buffer elements */
	char init[64];            /* zero, iota, fill=V, rand */
	struct gs_bo *bo;
};

#define MAX_ARGS 32

struct run_args {
	struct run_arg a[MAX_ARGS];
	unsigned int n;
};

/* Parse "[NAME=]buf:TYPE:COUNT[:INIT]" or "[NAME=]TYPE:VALUE". */
int run_arg_parse(struct run_args *ra, const char *spec, char *msg, size_t msize);
/* Allocate and fill the buffers; build the kernarg blob (natural alignment). */
enum gs_status run_args_setup(struct run_args *ra, struct gs_device *dev, uint8_t *kernarg,
			      size_t cap, size_t *size, struct gs_error *err);
void run_args_free(struct run_args *ra, struct gs_device *dev);
/* Check "C=A+B" / "C=A-B" / "C=A*B" / "C=A" / "C=VALUE" elementwise.
 * Prints the first mismatches; returns 1 when every element matches. */
int run_check(const struct run_args *ra, const char *expr, char *msg, size_t msize);
/* Print "NAME[:N]" elements. */
int run_print(const struct run_args *ra, const char *spec);

#endif /* GFXSHIM_RUN_ARGS_H */
