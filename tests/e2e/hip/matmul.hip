// SPDX-License-Identifier: MIT
// C = A * B (m x k times k x n, row-major) in 16x16 tiles staged through
// shared memory; one 16x16 workgroup per tile of C.
#include "hip_mini.h"

#define TILE 16

extern "C" __global__ void matmul(const float *a, const float *b, float *c, int m, int n, int k)
{
	__shared__ float ta[TILE][TILE], tb[TILE][TILE];
	int tx = threadIdx.x, ty = threadIdx.y;
	int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
	float acc = 0.0f;

	for (int t = 0; t < k; t += TILE) {
		ta[ty][tx] = row < m && t + tx < k ? a[row * k + t + tx] : 0.0f;
		tb[ty][tx] = col < n && t + ty < k ? b[(t + ty) * n + col] : 0.0f;
		__syncthreads();
		for (int i = 0; i < TILE; i++)
			acc += ta[ty][i] * tb[i][tx];
		__syncthreads();
	}
	if (row < m && col < n)
		c[row * n + col] = acc;
}
