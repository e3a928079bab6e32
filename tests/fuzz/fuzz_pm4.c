// SPDX-License-Identifier: MIT
/*
 * libFuzzer target for the PM4 decoder: the input's first byte picks the
 * target (gfx942, gfx1100, gfx1201, none), the rest is little-endian
 * dwords.  Every packet the shared parser (gs_pm4_next) accepts is taken
 * apart by every payload reader; both listings run in their keep-going
 * mode and the JSON one must be valid JSON.  The AQL decoder reads the same
 * bytes as 64-byte packets.  Built by tests/fuzz/run-fuzz.sh; the corpus
 * (tests/fuzz/corpus, crash inputs kept there) is replayed by test_pm4.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/pm4.h"
#include "gfxshim/target.h"
#include "json_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const names[] = { "gfx942", "gfx1100", "gfx1201", NULL };
	const struct gs_target *t;
	struct gs_error err = { 0 };
	struct gs_pm4_packet p;
	struct gs_pm4_field fl[64];
	uint32_t *dw;
	size_t ndw, pos = 0;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;

	if (size < 1)
		return 0;
	t = names[data[0] & 3] ? gs_target_find(names[data[0] & 3]) : NULL;
	ndw = (size - 1) / 4;
	dw = malloc(ndw ? ndw * 4 : 4);
	if (!dw)
		return 0;
	memcpy(dw, data + 1, ndw * 4);

	while (pos < ndw) {
		const uint32_t *v;
		uint32_t addr;
		size_t n;
		struct gs_pm4_release_mem rm;

		if (gs_pm4_next(dw, ndw, &pos, &p, &err) != GS_OK)
			break;
		if (p.offset + 1 + p.body_dw > ndw)
			abort(); /* the parser promised a body inside the stream */
		gs_pm4_fields(&p, t ? t->gen : GS_GEN_GFX12, fl, 64);
		if (gs_pm4_reg_writes(&p, &addr, &v, &n) && n && (v < dw || v + n > dw + ndw))
			abort();
		gs_pm4_decode_release_mem(&p, &rm, &err);
	}

	f = open_memstream(&buf, &len);
	if (f) {
		gs_pm4_dump_ex(f, t, dw, ndw, GS_PM4_DUMP_CONTINUE, &err);
		fclose(f);
		free(buf);
	}
	buf = NULL;
	f = open_memstream(&buf, &len);
	if (f) {
		gs_pm4_dump_ex(f, t, dw, ndw, GS_PM4_DUMP_CONTINUE | GS_PM4_DUMP_JSON, &err);
		fclose(f);
		if (!json_valid(buf, len)) {
			fprintf(stderr, "invalid JSON:\n%s\n", buf);
			abort();
		}
		free(buf);
	}

	for (size_t off = 1; off + GS_AQL_PACKET_BYTES <= size; off += GS_AQL_PACKET_BYTES) {
		struct gs_aql_packet a;

		gs_aql_decode(data + off, &a, &err);
	}
	free(dw);
	return 0;
}
