// SPDX-License-Identifier: MIT
// Dynamic shared memory (extern __shared__, HIP's sharedMemBytes at
// launch; gfxshim run --dynamic-lds): each work-item reads its right
// neighbour's value back, and the first one reports the size it was given.
#include "hip_mini.h"

extern "C" __global__ void dynlds(const float *x, float *out, unsigned int *size)
{
	extern __shared__ float buf[];
	unsigned int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;

	buf[t] = x[i] * 2.0f;
	__syncthreads();
	out[i] = buf[(t + 1) % blockDim.x];
	if (i == 0)
		size[0] = *(const __attribute__((address_space(4))) unsigned int *)((const __attribute__((address_space(4))) char *)__builtin_amdgcn_implicitarg_ptr() + 120);
}
