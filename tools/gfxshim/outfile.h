/* SPDX-License-Identifier: MIT */
/*
 * Every file the CLI writes goes through here: the content is built in
 * memory, then written to a temporary file in the target's directory,
 * fsync'ed and renamed over the target, so an existing file is either
 * replaced whole or left as it was.  "-" means standard output.
 */
#ifndef GFXSHIM_OUTFILE_H
#define GFXSHIM_OUTFILE_H

#include <stddef.h>
#include <stdio.h>

#include "gfxshim/error.h"

/* Write n bytes to path atomically (or to stdout for "-"); GS_OK or
 * GS_ERR_IO with "path: reason (errno text)" in err. */
enum gs_status out_write_atomic(const char *path, const void *data, size_t n, struct gs_error *err);

/* Output built in memory: fprintf to b.f, then commit (write atomically)
 * or discard.  Commit and discard both free the buffer. */
struct outbuf {
	FILE *f;
	char *data;
	size_t size;
};

enum gs_status outbuf_open(struct outbuf *b, struct gs_error *err);
enum gs_status outbuf_commit(struct outbuf *b, const char *path, struct gs_error *err);
void outbuf_discard(struct outbuf *b);

/* At the end of a command that printed to stdout: flush and close it,
 * reporting a write error (a full disk, a closed pipe, /dev/full).
 * Returns code, or EXIT_ERROR after printing the reason. */
int stdout_finish(int code);

#endif /* GFXSHIM_OUTFILE_H */
