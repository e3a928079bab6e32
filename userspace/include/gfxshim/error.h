/* SPDX-License-Identifier: MIT */
/*
 * Errors are values: every fallible call returns an enum gs_status and, when
 * given a struct gs_error, leaves a human-readable message in it.  Text-input
 * errors use "file:line:col: what, expected what".  The library never aborts
 * or exits.
 */
#ifndef GFXSHIM_ERROR_H
#define GFXSHIM_ERROR_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

enum gs_status {
	GS_OK = 0,
	GS_ERR_INVALID = -1,     /* bad argument or malformed input */
	GS_ERR_NOMEM = -2,       /* allocation failed */
	GS_ERR_IO = -3,          /* file or device I/O failed */
	GS_ERR_SYNTAX = -4,      /* assembler: text did not parse */
	GS_ERR_UNSUPPORTED = -5, /* valid, but not for this target/backend */
	GS_ERR_FAULT = -6,       /* GPU page fault (emulated or real) */
	GS_ERR_HANG = -7,        /* watchdog: a wave or dispatch never ended */
	GS_ERR_NODEV = -8,       /* no such device */
	GS_ERR_PM4 = -9,         /* malformed or unknown command packet */
	GS_ERR_RANGE = -10,      /* value out of range */
	GS_ERR_MISMATCH = -11,   /* results differ from what was expected */
	GS_ERR_HAZARD = -12,     /* emulator checker: a program silicon would run wrongly */
	GS_ERR_CANCELLED = -13,  /* stopped by the caller (gs_device_options.cancel, Ctrl-C) */
};

#define GS_ERROR_MSG_MAX 1024

struct gs_error {
	enum gs_status status;
	char msg[GS_ERROR_MSG_MAX];
};

/* Record an error; returns status so callers can `return gs_error_set(...)`.
 * err may be NULL (the status is still returned). */
enum gs_status gs_error_set(struct gs_error *err, enum gs_status status,
			    const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Prefix an existing message with context ("while loading x: ..."). */
enum gs_status gs_error_prefix(struct gs_error *err, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

void gs_error_clear(struct gs_error *err);

const char *gs_status_name(enum gs_status status);

/* The library's version, "MAJOR.MINOR.PATCH" (the Makefile's VERSION; the
 * soname carries MAJOR): what a program linked against libgfxshim.so
 * reports as the library it runs with. */
const char *gs_version(void);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_ERROR_H */
