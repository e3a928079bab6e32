/* SPDX-License-Identifier: MIT */
/* Helpers for unit tests: files, commands, temp dirs (static, header-only). */
#ifndef GS_TESTUTIL_H
#define GS_TESTUTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* Read a whole file; NULL on failure.  Caller frees. */
static __attribute__((unused)) char *tu_read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n = 0;

	if (!f)
		return NULL;
	for (;;) {
		if (n + 4096 + 1 > cap) {
			char *nb = realloc(buf, cap = (n + 4096 + 1) * 2);

			if (!nb) {
				free(buf);
				fclose(f);
				return NULL;
			}
			buf = nb;
		}
		size_t r = fread(buf + n, 1, 4096, f);

		n += r;
		if (r < 4096)
			break;
	}
	fclose(f);
	buf[n] = 0;
	if (len)
		*len = n;
	return buf;
}

static __attribute__((unused)) int tu_write_file(const char *path, const void *p, size_t n)
{
	FILE *f = fopen(path, "wb");
	int ok;

	if (!f)
		return 0;
	ok = fwrite(p, 1, n, f) == n;
	return fclose(f) == 0 && ok;
}

/* Run a shell command, capture stdout (stderr merged when merge).  Returns
 * malloc'd output or NULL; *status gets the exit status. */
static __attribute__((unused)) char *tu_run(const char *cmd, int *status)
{
	FILE *p = popen(cmd, "r");
	char *buf = NULL;
	size_t cap = 0, n = 0, r;
	int st;

	if (!p)
		return NULL;
	do {
		if (n + 4097 > cap) {
			char *nb = realloc(buf, cap = (n + 4097) * 2);

			if (!nb) {
				free(buf);
				pclose(p);
				return NULL;
			}
			buf = nb;
		}
		r = fread(buf + n, 1, 4096, p);
		n += r;
	} while (r > 0);
	buf[n] = 0;
	st = pclose(p);
	if (status)
		*status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
	return buf;
}

/* A fresh temporary directory (path written into buf). */
static __attribute__((unused)) int tu_tmpdir(char *buf, size_t size)
{
	snprintf(buf, size, "/tmp/gfxshim-test-XXXXXX");
	return mkdtemp(buf) != NULL;
}

/* Path of a file in the source tree (GS_ROOT from tests/run-tests.sh, else "."). */
static __attribute__((unused)) const char *tu_src(const char *rel, char *buf, size_t size)
{
	const char *root = getenv("GS_ROOT");

	snprintf(buf, size, "%s/%s", root ? root : ".", rel);
	return buf;
}

/* A submit observer (gfxshim/device.h) keeping a copy of the last stream. */
struct tu_capture {
	uint32_t *dw;
	uint32_t n;
};

static void __attribute__((unused)) tu_observe(void *ctx, const uint32_t *dw, uint32_t ndw)
{
	struct tu_capture *c = ctx;

	free(c->dw);
	c->dw = malloc(ndw * 4);
	if (c->dw)
		memcpy(c->dw, dw, ndw * 4);
	c->n = ndw;
}

#endif /* GS_TESTUTIL_H */
