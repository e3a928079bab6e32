// SPDX-License-Identifier: MIT
/*
 * Per-target defaults of the bench suite: the cache sizes that bound the
 * footprint sweeps (latency and bandwidth go to 4x the last level, at
 * least 64 MiB).  They only choose where a sweep stops; no result is
 * computed from them -- levels are found from the measured curve.  A
 * figure marked "assumed" is AMD's launch specification as remembered,
 * not checked against a source here: a wrong one makes the default sweep
 * too long or too short, which --max-size corrects.
 */
#include <string.h>

#include "bench.h"

#define MiB (1ull << 20)

static const struct bench_target_defaults table[] = {
	{ "gfx1100", 6 * MiB, 96 * MiB,
	  "Navi 31 (RX 7900 XTX): 96 MB Infinity Cache as announced by AMD (reported at "
	  "pipedot.org/article/65G41); 6 MB L2 assumed" },
	{ "gfx1101", 4 * MiB, 64 * MiB, "Navi 32 (RX 7800 XT): 64 MB Infinity Cache, 4 MB L2, assumed" },
	{ "gfx1102", 2 * MiB, 32 * MiB, "Navi 33 (RX 7600): 32 MB Infinity Cache, 2 MB L2, assumed" },
	{ "gfx1103", 2 * MiB, 2 * MiB, "Phoenix APU: 2 MB L2, no Infinity Cache, assumed" },
	{ "gfx1150", 2 * MiB, 2 * MiB, "Strix Point APU: 2 MB L2, no Infinity Cache, assumed" },
	{ "gfx1151", 2 * MiB, 32 * MiB, "Strix Halo APU: 32 MB MALL (Infinity Cache), 2 MB L2, assumed" },
	{ "gfx1152", 2 * MiB, 2 * MiB, "Krackan Point APU: 2 MB L2, no Infinity Cache, assumed" },
	{ "gfx1153", 2 * MiB, 2 * MiB, "RDNA3.5 APU: 2 MB L2, no Infinity Cache, assumed" },
	{ "gfx1200", 4 * MiB, 32 * MiB, "Navi 44 (RX 9060 XT): 32 MB Infinity Cache, 4 MB L2, assumed" },
	{ "gfx1201", 8 * MiB, 64 * MiB,
	  "Navi 48 (RX 9070 XT): 64 MB Infinity Cache per AMD's specifications (reported at "
	  "multiplayer.it/notizie/amd-radeon-rx-9070-xt-rx-9070-specifiche.html); 8 MB L2 assumed" },
	{ "gfx942", 4 * MiB, 256 * MiB,
	  "MI300X: 256 MB Infinity Cache (AMD's launch slides, servethehome.com/"
	  "amd-instinct-mi300x-gpu-and-mi300a-apus-launched-for-ai-era/3), 4 MB L2 per XCD" },
	{ "gfx950", 4 * MiB, 256 * MiB, "MI350 series: 256 MB Infinity Cache, 4 MB L2 per XCD, assumed" },
};

static const struct bench_target_defaults fallback = {
	"other", 4 * MiB, 256 * MiB, "unknown target: the largest last level of the table, assumed",
};

const struct bench_target_defaults *bench_target_defaults(const struct gs_target *t)
{
	for (size_t i = 0; t && i < sizeof(table) / sizeof(table[0]); i++)
		if (!strcmp(table[i].target, t->name))
			return &table[i];
	return &fallback;
}
