// SPDX-License-Identifier: MIT
/* Atomic file output for the CLI (outfile.h). */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "outfile.h"

static int write_all(int fd, const void *data, size_t n)
{
	const char *p = data;

	while (n) {
		ssize_t r = write(fd, p, n);

		if (r < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		p += r;
		n -= (size_t)r;
	}
	return 0;
}

/* The mode a new file would get (0666 less the umask), or the old file's. */
static mode_t target_mode(const char *path)
{
	struct stat st;
	mode_t um;

	if (stat(path, &st) == 0)
		return st.st_mode & 07777;
	um = umask(0);
	umask(um);
	return 0666 & ~um;
}

enum gs_status out_write_atomic(const char *path, const void *data, size_t n, struct gs_error *err)
{
	const char *slash = strrchr(path, '/');
	size_t dlen = slash ? (size_t)(slash - path) + 1 : 0;
	char *tmp;
	int fd, e;

	if (strcmp(path, "-") == 0) {
		if (fwrite(data, 1, n, stdout) != n || fflush(stdout) != 0) {
			e = errno;
			clearerr(stdout);  /* reported here, not again by stdout_finish */
			return gs_error_set(err, GS_ERR_IO, "standard output: write failed (%s)", strerror(e));
		}
		return GS_OK;
	}
	tmp = malloc(strlen(path) + 16);
	if (!tmp)
		return gs_error_set(err, GS_ERR_NOMEM, "%s: out of memory", path);
	/* same directory as the target, so rename() is atomic */
	memcpy(tmp, path, dlen);
	snprintf(tmp + dlen, strlen(path) + 16 - dlen, ".%s.XXXXXX", path + dlen);
	fd = mkstemp(tmp);
	if (fd < 0) {
		e = errno;
		free(tmp);
		return gs_error_set(err, GS_ERR_IO, "%s: cannot create a file in its directory (%s)", path,
				    strerror(e));
	}
	if (fchmod(fd, target_mode(path)) != 0 || write_all(fd, data, n) != 0 || fsync(fd) != 0) {
		e = errno;
		close(fd);
		unlink(tmp);
		free(tmp);
		return gs_error_set(err, GS_ERR_IO, "%s: write failed (%s); the file was left as it was", path,
				    strerror(e));
	}
	if (close(fd) != 0 || rename(tmp, path) != 0) {
		e = errno;
		unlink(tmp);
		free(tmp);
		return gs_error_set(err, GS_ERR_IO, "%s: write failed (%s); the file was left as it was", path,
				    strerror(e));
	}
	free(tmp);
	return GS_OK;
}

enum gs_status outbuf_open(struct outbuf *b, struct gs_error *err)
{
	b->data = NULL;
	b->size = 0;
	b->f = open_memstream(&b->data, &b->size);
	if (!b->f)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	return GS_OK;
}

enum gs_status outbuf_commit(struct outbuf *b, const char *path, struct gs_error *err)
{
	enum gs_status st;
	int bad = ferror(b->f);

	if (fclose(b->f) != 0 || bad) {
		free(b->data);
		b->f = NULL;
		return gs_error_set(err, GS_ERR_NOMEM, "%s: out of memory building the output", path);
	}
	b->f = NULL;
	st = out_write_atomic(path, b->data, b->size, err);
	free(b->data);
	b->data = NULL;
	return st;
}

void outbuf_discard(struct outbuf *b)
{
	if (b->f)
		fclose(b->f);
	b->f = NULL;
	free(b->data);
	b->data = NULL;
}

int stdout_finish(int code)
{
	int bad = ferror(stdout);

	if (fflush(stdout) != 0 || bad) {
		int e = errno;

		fprintf(stderr, "gfxshim: error: standard output: write failed (%s)\n", e ? strerror(e) : "I/O error");
		clearerr(stdout);  /* reported once: main() asks again after every command */
		return EXIT_ERROR;
	}
	return code;
}
