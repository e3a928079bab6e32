// SPDX-License-Identifier: MIT
/*
 * The practical limit for the emulator benchmark (tools/bench/emu-bench.sh):
 * native C doing the arithmetic of tools/bench/emu/alu-fma.s and
 * mem-stream.s on the host, reported as the wave32 instructions per second
 * the same work would be on the emulator.  Built -O3 -march=native: the
 * best this host can do, not a fair fight.
 *   emu-native alu WAVES ITER    64 independent fmaf chains per lane
 *   emu-native mem CHUNKS        out = in + 1 over CHUNKS 16-byte chunks
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static float acc[64][32];

int main(int argc, char **argv)
{
	double t0, t, insts;
	float sink = 0;

	if (argc == 4 && !strcmp(argv[1], "alu")) {
		long waves = atol(argv[2]), iter = atol(argv[3]);

		t0 = now();
		for (long w = 0; w < waves; w++) {
			float a[32], b[32];

			for (int l = 0; l < 32; l++) {
				a[l] = (float)l;
				b[l] = 1.0f;
			}
			memset(acc, 0, sizeof(acc));
			for (long i = 0; i < iter; i++)
				for (int r = 0; r < 64; r++)
					for (int l = 0; l < 32; l++)
						acc[r][l] = fmaf(acc[r][l], a[l], b[l]);
			sink += acc[0][1];
		}
		t = now() - t0;
		insts = (double)waves * (double)iter * 64;  /* the v_fma_f32 only */
	} else if (argc == 3 && !strcmp(argv[1], "mem")) {
		long chunks = atol(argv[2]);
		float *in = calloc((size_t)chunks * 4, sizeof(float)), *out = malloc((size_t)chunks * 16);

		if (!in || !out)
			return 1;
		t0 = now();
		for (long i = 0; i < chunks * 4; i++)
			out[i] = in[i] + 1.0f;
		t = now() - t0;
		sink = out[chunks * 4 - 1];
		insts = (double)chunks / 32 * 7;  /* load, 4 adds, store, per wave32 */
		free(in);
		free(out);
	} else {
		fprintf(stderr, "usage: emu-native alu WAVES ITER | mem CHUNKS\n");
		return 2;
	}
	printf("%.6f %.0f %g\n", t, insts, (double)sink);
	return 0;
}
