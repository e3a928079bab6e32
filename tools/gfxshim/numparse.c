// SPDX-License-Identifier: MIT
/* Strict number parsing for options (numparse.h). */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "numparse.h"

/* Digits only (decimal, or 0x hex): strtoull alone would take a sign,
 * leading blanks and wrap "-1" to 2^64-1. */
static int digits(const char *s, uint64_t *v)
{
	int base = 10;
	char *end;

	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		if (!isxdigit((unsigned char)s[2]))
			return -1;
	} else if (!isdigit((unsigned char)s[0])) {
		return -1;
	}
	errno = 0;
	*v = strtoull(s, &end, base);
	if (*end)
		return -1;
	return errno == ERANGE ? 1 : 0;
}

int num_u64(const char *s, uint64_t min, uint64_t max, uint64_t *v, char *why, size_t n)
{
	uint64_t x;
	int r = digits(s, &x);

	if (r == 0 && x >= min && x <= max) {
		*v = x;
		return 0;
	}
	snprintf(why, n, "expected an integer from %" PRIu64 " to %" PRIu64 ", got '%s'%s", min, max, s,
		 r < 0 ? "" : " (out of range)");
	return -1;
}

int num_i64(const char *s, int64_t min, int64_t max, int64_t *v, char *why, size_t n)
{
	int neg = s[0] == '-';
	uint64_t x;
	int r = digits(s + neg, &x);
	int64_t y = 0;

	if (r == 0 && !neg && x > (uint64_t)INT64_MAX)
		r = 1;
	if (r == 0 && neg && x > (uint64_t)INT64_MAX + 1)
		r = 1;
	if (r == 0)
		y = neg ? (int64_t)(0 - x) : (int64_t)x;
	if (r == 0 && y >= min && y <= max) {
		*v = y;
		return 0;
	}
	snprintf(why, n, "expected an integer from %" PRId64 " to %" PRId64 ", got '%s'%s", min, max, s,
		 r < 0 ? "" : " (out of range)");
	return -1;
}

int num_f64(const char *s, double min, double max, double *v, char *why, size_t n)
{
	char *end;
	double x;

	errno = 0;
	x = *s && !isspace((unsigned char)*s) ? strtod(s, &end) : NAN;
	if (!isnan(x) && !*end && errno != ERANGE && isfinite(x) && x >= min && x <= max) {
		*v = x;
		return 0;
	}
	snprintf(why, n, "expected a number from %g to %g, got '%s'", min, max, s);
	return -1;
}
