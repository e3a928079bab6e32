/* SPDX-License-Identifier: MIT */
/*
 * The bench suite's probe kernels: the .s files in tools/gfxshim/bench,
 * compiled into the CLI as text (tools/gfxshim/bench/embed.sh) and
 * assembled for the device's target when a benchmark runs.
 */
#ifndef GFXSHIM_BENCH_KERNELS_H
#define GFXSHIM_BENCH_KERNELS_H

#include <stddef.h>

struct bench_kernel_src {
	const char *name;   /* "latency": the file's name without .s */
	const char *path;   /* in the source tree, for messages */
	const char *text;
	size_t len;
};

/* Ends with an entry whose name is NULL. */
extern const struct bench_kernel_src bench_kernel_srcs[];

#endif /* GFXSHIM_BENCH_KERNELS_H */
