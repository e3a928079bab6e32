/* SPDX-License-Identifier: MIT */
/*
 * Minimal TAP-style unit-test harness.  Each CHECK prints "ok N - what" or
 * "not ok N - what # file:line: expr"; tests/run-tests.sh counts the lines.
 * Include once per test program (it defines static state).
 */
#ifndef GS_TEST_HARNESS_H
#define GS_TEST_HARNESS_H

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int t_count;
static int t_failed;

static int __attribute__((format(printf, 5, 6), unused))
t_check(int ok, const char *file, int line, const char *expr, const char *fmt, ...)
{
	va_list ap;

	t_count++;
	printf("%sok %d - ", ok ? "" : "not ", t_count);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	if (!ok) {
		t_failed++;
		printf(" # %s:%d: %s", file, line, expr);
	}
	printf("\n");
	fflush(stdout);
	return ok;
}

/* CHECK(cond, "description %d", x) */
#define CHECK(cond, ...) t_check(!!(cond), __FILE__, __LINE__, #cond, __VA_ARGS__)

/* String equality with both values shown on failure; returns the result. */
static int __attribute__((unused))
t_check_str(const char *g, const char *w, const char *file, int line, const char *expr,
	    const char *desc)
{
	int ok = t_check(g && w && strcmp(g, w) == 0, file, line, expr, "%s", desc);

	if (!ok)
		printf("#   got:  \"%s\"\n#   want: \"%s\"\n", g ? g : "(null)", w ? w : "(null)");
	return ok;
}

/* Integer equality with both values shown on failure; returns the result. */
static int __attribute__((unused))
t_check_eq(long long g, long long w, const char *file, int line, const char *expr,
	   const char *desc)
{
	int ok = t_check(g == w, file, line, expr, "%s", desc);

	if (!ok)
		printf("#   got:  %lld (0x%llx)\n#   want: %lld (0x%llx)\n", g,
		       (unsigned long long)g, w, (unsigned long long)w);
	return ok;
}

static const char *__attribute__((unused, format(printf, 1, 2))) t_fmt(const char *fmt, ...)
{
	static char buf[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	return buf;
}

#define CHECK_STR(got, want, ...) \
	t_check_str((got), (want), __FILE__, __LINE__, #got " == " #want, t_fmt(__VA_ARGS__))
#define CHECK_EQ(got, want, ...) \
	t_check_eq((long long)(got), (long long)(want), __FILE__, __LINE__, #got " == " #want, \
		   t_fmt(__VA_ARGS__))

static int __attribute__((unused)) t_done(void)
{
	printf("1..%d\n", t_count);
	return t_failed ? 1 : 0;
}

#endif /* GS_TEST_HARNESS_H */
