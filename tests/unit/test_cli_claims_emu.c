// SPDX-License-Identifier: MIT
/* The shipped catalogue (claims/) on the emulator: every claim runs on
 * emu:gfx1100, gfx1151, gfx1201, gfx942 and gfx950 where it applies and
 * gets the verdict its [emulator] section says the emulator's model
 * implies; where that is not "confirmed" the claim must carry a
 * disagreement and be listed in Documentation/claims.rst.  Also: at least
 * 40 claims, every group the issue names, no verdict labelled silicon. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "claims_file.h"
#include "claims_report.h"
#include "claims_run.h"
#include "harness.h"

static const char *const targets[] = { "gfx1100", "gfx1151", "gfx1201", "gfx942", "gfx950" };
static const char *const groups[] = { "wmma", "counters", "cross-lane", "arithmetic", "memory", "encodings", "machine" };

static char *read_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	buf = malloc((size_t)n + 1);
	if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
		free(buf);
		buf = NULL;
	}
	if (buf)
		buf[n] = 0;
	fclose(f);
	return buf;
}

int main(void)
{
	const char *root = getenv("GS_ROOT");
	char path[1024], *doc, *list_start;
	struct claim *list = NULL;
	size_t n = 0;
	struct gs_error err = { 0 };
	unsigned int group_seen[sizeof(groups) / sizeof(groups[0])] = { 0 };

	snprintf(path, sizeof(path), "%s/claims", root ? root : ".");
	if (!CHECK(claims_load(path, &list, &n, &err) == GS_OK, "the catalogue loads (%s)", err.msg))
		return t_done();
	CHECK(n >= 40, "at least 40 claims (%zu)", n);
	for (size_t i = 0; i < n; i++)
		for (size_t g = 0; g < sizeof(groups) / sizeof(groups[0]); g++)
			group_seen[g] += !strcmp(list[i].group, groups[g]);
	for (size_t g = 0; g < sizeof(groups) / sizeof(groups[0]); g++)
		CHECK(group_seen[g] > 0, "group %s has claims (%u)", groups[g], group_seen[g]);
	snprintf(path, sizeof(path), "%s/Documentation/claims.rst", root ? root : ".");
	doc = read_file(path);
	CHECK(doc != NULL, "Documentation/claims.rst is there");
	/* the disagreements are listed in their own section */
	list_start = doc ? strstr(doc, "\nDocument and emulator disagreements\n") : NULL;
	CHECK(list_start != NULL, "claims.rst has the section 'Document and emulator disagreements'");

	for (size_t ti = 0; ti < sizeof(targets) / sizeof(targets[0]); ti++) {
		struct claims_env env = { 0 };
		size_t ran = 0, agree = 0;

		env.spec = t_fmt("emu:%s", targets[ti]);
		if (!CHECK(claims_env_open(&env, &err) == GS_OK, "open emu:%s (%s)", targets[ti], err.msg))
			continue;
		for (size_t i = 0; i < n; i++) {
			const struct claim *c = &list[i];
			const struct claim_section *secs[8];
			size_t ns = claim_sections(c, SEC_EMULATOR, NULL, env.target, secs, 8);
			const struct claim_kv *ex = claim_get(secs, ns, "expect"), *dis = claim_get(secs, ns, "disagreement");
			const char *want = claim_applies(c, env.target) ? (ex ? ex->val : "(no [emulator] expect)")
									 : "not-applicable";
			struct cr_result r;

			claims_run_one(&env, c, &r);
			ran++;
			if (CHECK(!strcmp(r.verdict, want), "%s on emu:%s: %s (the emulator's model implies %s)%s%s", c->id,
				  targets[ti], r.verdict, want, strcmp(r.verdict, want) ? " -- " : "",
				  strcmp(r.verdict, want) ? r.reason : ""))
				agree++;
			CHECK(strcmp(r.evidence, "silicon") && strcmp(r.evidence, "modelled"),
			      "%s on emu:%s is labelled %s, not silicon", c->id, targets[ti], r.evidence);
			/* a verdict other than confirmed on an applicable target is a
			 * disagreement or a model assumption: it must say which */
			if (claim_applies(c, env.target) && ex && !strcmp(ex->val, "refuted")) {
				CHECK(dis && dis->val[0], "%s (%s): an expected 'refuted' carries a disagreement", c->id,
				      targets[ti]);
				CHECK(list_start && strstr(list_start, t_fmt("``%s``", c->id)),
				      "%s is listed under 'Document and emulator disagreements' in claims.rst", c->id);
			}
			if (claim_applies(c, env.target) && ex && !strcmp(ex->val, "inconclusive"))
				CHECK(c->needs[0] || (dis && dis->val[0]),
				      "%s (%s): an expected 'inconclusive' is a model assumption (needs =) or a disagreement",
				      c->id, targets[ti]);
			cr_result_free(&r);
		}
		printf("# emu:%s: %zu claims, %zu as the model implies\n", targets[ti], ran, agree);
		claims_env_close(&env);
	}
	free(doc);
	claims_free(list, n);
	return t_done();
}
