// SPDX-License-Identifier: MIT
/* Helpers shared by the gfxshim commands. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

const char *opt_value(int argc, char **argv, int *i, const char *name)
{
	size_t n = strlen(name);
	const char *a = argv[*i];

	if (strncmp(a, name, n) != 0)
		return NULL;
	if (a[n] == '=')
		return a + n + 1;
	if (a[n] != 0)
		return NULL;
	if (*i + 1 >= argc) {
		fprintf(stderr, "gfxshim: error: option %s needs a value\n", name);
		exit(EXIT_USAGE);
	}
	return argv[++*i];
}

uint8_t *read_input(const char *path, size_t *size, struct gs_error *err)
{
	int is_stdin = strcmp(path, "-") == 0;
	const char *name = is_stdin ? "standard input" : path;
	int fd = is_stdin ? 0 : open(path, O_RDONLY | O_CLOEXEC);
	uint8_t *buf = NULL;
	size_t cap = 0, n = 0;
	struct stat sb;
	int e = 0;

	if (fd < 0) {
		gs_error_set(err, GS_ERR_IO, "%s: %s", name, strerror(errno));
		return NULL;
	}
	/* a directory opens (and reads EISDIR): say so rather than "read error" */
	if (fstat(fd, &sb) == 0 && S_ISDIR(sb.st_mode))
		e = EISDIR;
	while (!e) {
		ssize_t r;

		if (n + 65536 + 1 > cap) {
			uint8_t *nb = realloc(buf, cap = (n + 65536 + 1) * 2);

			if (!nb) {
				free(buf);
				if (!is_stdin)
					close(fd);
				gs_error_set(err, GS_ERR_NOMEM, "%s: out of memory", name);
				return NULL;
			}
			buf = nb;
		}
		r = read(fd, buf + n, 65536);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			e = errno;
		else if (r == 0)
			break;
		else
			n += (size_t)r;
	}
	if (!is_stdin)
		close(fd);
	if (e) {
		gs_error_set(err, GS_ERR_IO, "%s: %s", name, strerror(e));
		free(buf);
		return NULL;
	}
	buf[n] = 0;
	*size = n;
	return buf;
}

int report(const struct gs_error *err)
{
	fprintf(stderr, "gfxshim: error: %s\n", err->msg[0] ? err->msg : gs_status_name(err->status));
	return err->status == GS_ERR_CANCELLED ? EXIT_INTERRUPTED : EXIT_ERROR;
}

int usage_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "gfxshim %s: ", cmd);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nTry 'gfxshim %s --help'.\n", cmd);
	return EXIT_USAGE;
}

struct gs_program *assemble_file(const char *path, const struct gs_target *t,
				 const struct gs_target *dflt, int wave64, unsigned int listing,
				 unsigned int jobs, struct gs_error *err)
{
	struct gs_asm_options opt = { .target = t, .default_target = dflt, .filename = path,
				      .wave64 = wave64, .listing = listing, .jobs = jobs };
	struct gs_program *p = NULL;
	size_t n;
	uint8_t *src = read_input(path, &n, err);

	if (!src) {
		report(err);   /* no file, a directory, unreadable: say which */
		return NULL;
	}
	if (gs_assemble((const char *)src, n, &opt, &p, err) != GS_OK) {
		if (p && p->listing) {
			/* what did assemble first, then every error, as llvm-mc-22 does */
			fputs(p->listing, stdout);
			fflush(stdout);
		}
		if (p && p->diagnostics[0])
			fputs(p->diagnostics, stderr);
		else
			fprintf(stderr, "%s\n", err->msg);
		gs_program_free(p);
		free(src);
		gs_error_set(err, err->status, "%s: assembly failed", path);
		return NULL;
	}
	if (p->diagnostics[0])
		fputs(p->diagnostics, stderr);   /* warnings */
	free(src);
	return p;
}

int parse_dims(const char *s, uint32_t out[3])
{
	char *end;

	out[0] = out[1] = out[2] = 1;
	for (int i = 0; i < 3; i++) {
		unsigned long v = strtoul(s, &end, 0);

		if (end == s || v == 0 || v > 0xffffffffUL)
			return 0;
		out[i] = (uint32_t)v;
		if (!*end)
			return 1;
		if (*end != ',' && *end != 'x')
			return 0;
		s = end + 1;
	}
	return 0;
}

int mc_option(int argc, char **argv, int *i, struct mc_opts *o)
{
	const char *a = argv[*i], *v;

	if ((v = opt_value(argc, argv, i, "--mcpu")) || (v = opt_value(argc, argv, i, "-mcpu")) ||
	    (v = opt_value(argc, argv, i, "--target"))) {
		o->target = v;
	} else if ((v = opt_value(argc, argv, i, "-triple")) || (v = opt_value(argc, argv, i, "--triple"))) {
		/* llvm-mc needs amdgcn-amd-amdhsa for .amdhsa_kernel; gfxshim
		 * always assembles for it */
		if (strncmp(v, "amdgcn", 6) != 0) {
			fprintf(stderr, "gfxshim: triple '%s' is not an amdgcn one, expected amdgcn-amd-amdhsa\n", v);
			exit(EXIT_USAGE);
		}
	} else if (strcmp(a, "-show-encoding") == 0 || strcmp(a, "--show-encoding") == 0) {
		o->show_encoding = 1;
	} else if (strcmp(a, "--wave64") == 0 || strcmp(a, "-mattr=+wavefrontsize64") == 0) {
		o->wave64 = 1;
	} else if (strcmp(a, "-arch=amdgcn") == 0 || strcmp(a, "--arch=amdgcn") == 0 ||
		   strcmp(a, "--disassemble") == 0 || strcmp(a, "-disassemble") == 0) {
		/* llvm-mc's spelling of what these commands already are */
	} else {
		return 0;
	}
	return 1;
}
