// SPDX-License-Identifier: MIT
/* The CLI's shared helpers: the JSON writer and reader, the strict number
 * parser, atomic file output. */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "harness.h"
#include "json.h"
#include "numparse.h"
#include "outfile.h"

static char *write_doc(size_t *n)
{
	char *buf = NULL;
	FILE *f = open_memstream(&buf, n);
	struct json_w j;

	json_w_init(&j, f);
	json_w_obj(&j, NULL);
	json_w_str(&j, "name", "a \"quoted\"\n\ttab\\ \x01");
	json_w_u64(&j, "big", 18446744073709551615ull);
	json_w_i64(&j, "neg", -5);
	json_w_num(&j, "third", 1.0 / 3.0);
	json_w_num(&j, "nan", 0.0 / 0.0);
	json_w_bool(&j, "yes", 1);
	json_w_null(&j, "none");
	json_w_arr(&j, "empty");
	json_w_end_arr(&j);
	json_w_arr(&j, "list");
	json_w_num(&j, NULL, 0.1);
	json_w_obj(&j, NULL);
	json_w_str(&j, "k", "v");
	json_w_end_obj(&j);
	json_w_end_arr(&j);
	json_w_end_obj(&j);
	json_w_done(&j);
	fclose(f);
	return buf;
}

static void test_json(void)
{
	size_t n;
	char *doc = write_doc(&n);
	struct json_v v;
	struct gs_error err = { 0 };
	const struct json_v *l;

	CHECK(json_parse("doc", doc, n, &v, &err) == GS_OK, "the writer's output parses (%s)", err.msg);
	CHECK_STR(json_get_str(&v, "name", NULL), "a \"quoted\"\n\ttab\\ \x01", "escapes round-trip");
	CHECK(json_get_num(&v, "third", 0) == 1.0 / 3.0, "doubles round-trip exactly");
	CHECK(json_get_num(&v, "big", 0) == 18446744073709551615.0, "u64 written as digits");
	CHECK(json_get_num(&v, "neg", 0) == -5, "negative integers");
	CHECK(json_get(&v, "nan") && json_get(&v, "nan")->type == JSON_NULL, "NaN is written as null");
	CHECK(json_get(&v, "yes")->type == JSON_BOOL && json_get(&v, "yes")->boolean, "true");
	CHECK(json_get(&v, "empty")->type == JSON_ARR && json_get(&v, "empty")->n == 0, "empty array");
	l = json_get(&v, "list");
	CHECK(l && l->n == 2 && l->items[0].num == 0.1 && !strcmp(json_get_str(&l->items[1], "k", ""), "v"),
	      "nested array and object");
	CHECK(strstr(doc, "0.1,") != NULL, "0.1 printed in its shortest form");
	json_free(&v);
	free(doc);

	CHECK(json_parse("x.json", "{\n  \"a\": 1\n  \"b\": 2}", 20, &v, &err) == GS_ERR_SYNTAX &&
	      !strcmp(err.msg, "x.json:3:3: expected ',' or '}'"), "missing comma at line:col (%s)", err.msg);
	CHECK(json_parse("x.json", "[1, 2", 5, &v, &err) == GS_ERR_SYNTAX && strstr(err.msg, "x.json:1:6:"),
	      "truncated array (%s)", err.msg);
	CHECK(json_parse("x.json", "\"\\u00e9\\ud83d\\ude00\"", 20, &v, &err) == GS_OK &&
	      !strcmp(v.str, "\xc3\xa9\xf0\x9f\x98\x80"), "\\u escapes and surrogate pairs to UTF-8");
	json_free(&v);
	CHECK(json_parse("x.json", "{} x", 4, &v, &err) == GS_ERR_SYNTAX && strstr(err.msg, "after the JSON value"),
	      "trailing text refused (%s)", err.msg);
	CHECK(json_parse("x.json", "[1\0]", 4, &v, &err) == GS_ERR_SYNTAX, "NUL inside the input refused");
}

static void test_numbers(void)
{
	char why[160];
	uint64_t u;
	int64_t i;
	double d;

	CHECK(num_u64("42", 0, 100, &u, why, sizeof(why)) == 0 && u == 42, "decimal");
	CHECK(num_u64("0x10", 0, 100, &u, why, sizeof(why)) == 0 && u == 16, "hex");
	CHECK(num_u64("-1", 1, 4294967295u, &u, why, sizeof(why)) == -1 &&
	      !strcmp(why, "expected an integer from 1 to 4294967295, got '-1'"), "no wrap of -1: %s", why);
	CHECK(num_u64("12x", 0, 100, &u, why, sizeof(why)) == -1, "trailing junk refused");
	CHECK(num_u64(" 1", 0, 100, &u, why, sizeof(why)) == -1, "leading blank refused");
	CHECK(num_u64("", 0, 100, &u, why, sizeof(why)) == -1, "empty refused");
	CHECK(num_u64("101", 0, 100, &u, why, sizeof(why)) == -1 && strstr(why, "from 0 to 100"), "range: %s", why);
	CHECK(num_u64("99999999999999999999", 0, UINT64_MAX, &u, why, sizeof(why)) == -1 && strstr(why, "out of range"),
	      "overflow refused: %s", why);
	CHECK(num_i64("-9223372036854775808", INT64_MIN, INT64_MAX, &i, why, sizeof(why)) == 0 && i == INT64_MIN,
	      "INT64_MIN");
	CHECK(num_i64("9223372036854775808", INT64_MIN, INT64_MAX, &i, why, sizeof(why)) == -1, "INT64_MAX + 1");
	CHECK(num_i64("--1", -5, 5, &i, why, sizeof(why)) == -1, "double sign refused");
	CHECK(num_f64("1e-6", 0, 1, &d, why, sizeof(why)) == 0 && d == 1e-6, "float");
	CHECK(num_f64("nan", 0, 1, &d, why, sizeof(why)) == -1, "NaN refused");
	CHECK(num_f64("1e999", 0, 1e308, &d, why, sizeof(why)) == -1, "overflow refused");
	CHECK(num_f64("0.5x", 0, 1, &d, why, sizeof(why)) == -1, "float junk refused");
}

static char *slurp(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	char *b;

	if (!f)
		return NULL;
	b = calloc(1, 1 << 20);
	*n = fread(b, 1, (1 << 20) - 1, f);
	fclose(f);
	return b;
}

static void test_outfile(void)
{
	char dir[] = "/tmp/gs-outfile-XXXXXX", path[64], *got;
	struct gs_error err = { 0 };
	struct outbuf b;
	struct rlimit old, lim;
	static char big[65536];
	size_t n;

	if (!CHECK(mkdtemp(dir) != NULL, "temp dir"))
		return;
	snprintf(path, sizeof(path), "%s/precious.co", dir);
	CHECK(out_write_atomic(path, "old", 3, &err) == GS_OK, "write a new file (%s)", err.msg);
	got = slurp(path, &n);
	CHECK(got && n == 3 && !memcmp(got, "old", 3), "its content");
	free(got);

	/* a write that fails (file size limit): the old file stays whole */
	memset(big, 'x', sizeof(big));
	getrlimit(RLIMIT_FSIZE, &old);
	lim = old;
	lim.rlim_cur = 4096;
	signal(SIGXFSZ, SIG_IGN);
	setrlimit(RLIMIT_FSIZE, &lim);
	CHECK(out_write_atomic(path, big, sizeof(big), &err) == GS_ERR_IO && strstr(err.msg, "File too large") &&
	      strstr(err.msg, "left as it was"), "a failed write says why (%s)", err.msg);
	setrlimit(RLIMIT_FSIZE, &old);
	got = slurp(path, &n);
	CHECK(got && n == 3 && !memcmp(got, "old", 3), "the old file is intact after a failed write");
	free(got);

	CHECK(outbuf_open(&b, &err) == GS_OK, "outbuf");
	fprintf(b.f, "new %d", 7);
	CHECK(outbuf_commit(&b, path, &err) == GS_OK, "commit");
	got = slurp(path, &n);
	CHECK(got && n == 5 && !memcmp(got, "new 7", 5), "committed content replaced the file");
	free(got);

	snprintf(path, sizeof(path), "%s/no/such/dir.json", dir);
	CHECK(out_write_atomic(path, "x", 1, &err) == GS_ERR_IO && strstr(err.msg, "No such file or directory"),
	      "missing directory named with errno (%s)", err.msg);
	snprintf(path, sizeof(path), "%s/precious.co", dir);
	unlink(path);
	CHECK(rmdir(dir) == 0, "no temporary file left behind");
}

int main(void)
{
	test_json();
	test_numbers();
	test_outfile();
	return t_failed != 0;
}
