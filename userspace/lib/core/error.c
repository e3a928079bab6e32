// SPDX-License-Identifier: MIT
/* Error values with messages (see gfxshim/error.h). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "gfxshim/error.h"

enum gs_status gs_error_set(struct gs_error *err, enum gs_status status,
			    const char *fmt, ...)
{
	va_list ap;

	if (!err)
		return status;
	err->status = status;
	va_start(ap, fmt);
	vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
	va_end(ap);
	return status;
}

enum gs_status gs_error_prefix(struct gs_error *err, const char *fmt, ...)
{
	char prefix[GS_ERROR_MSG_MAX];
	char old[GS_ERROR_MSG_MAX];
	va_list ap;

	if (!err)
		return GS_ERR_INVALID;
	va_start(ap, fmt);
	vsnprintf(prefix, sizeof(prefix), fmt, ap);
	va_end(ap);
	memcpy(old, err->msg, sizeof(old));
	/* Keep the end of the old message if both do not fit. */
	snprintf(err->msg, sizeof(err->msg), "%.*s: %.*s", 400, prefix,
		 (int)sizeof(err->msg) - 404, old);
	return err->status;
}

void gs_error_clear(struct gs_error *err)
{
	if (!err)
		return;
	err->status = GS_OK;
	err->msg[0] = '\0';
}

const char *gs_status_name(enum gs_status status)
{
	switch (status) {
	case GS_OK: return "ok";
	case GS_ERR_INVALID: return "invalid";
	case GS_ERR_NOMEM: return "out of memory";
	case GS_ERR_IO: return "i/o error";
	case GS_ERR_SYNTAX: return "syntax error";
	case GS_ERR_UNSUPPORTED: return "unsupported";
	case GS_ERR_FAULT: return "gpu fault";
	case GS_ERR_HANG: return "hang";
	case GS_ERR_NODEV: return "no device";
	case GS_ERR_PM4: return "bad command stream";
	case GS_ERR_RANGE: return "out of range";
	case GS_ERR_MISMATCH: return "mismatch";
	case GS_ERR_HAZARD: return "hazard";
	case GS_ERR_CANCELLED: return "cancelled";
	}
	return "unknown";
}
