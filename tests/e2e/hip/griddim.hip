// SPDX-License-Identifier: MIT
// Kernels that depend on blockDim and gridDim: a grid-stride loop, and a
// 2-D launch where every work-item records the shape it sees.
#include "hip_mini.h"

extern "C" __global__ void stride(float *x, float a, int n)
{
	for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
		x[i] = x[i] * a + (float)(gridDim.x * 1000 + blockDim.x);
}

extern "C" __global__ void shape(unsigned int *out)
{
	unsigned int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
	unsigned int w = gridDim.x * blockDim.x;

	out[y * w + x] = blockDim.x | blockDim.y << 8 | gridDim.x << 16 | gridDim.y << 24;
}
