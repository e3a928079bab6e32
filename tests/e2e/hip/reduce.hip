// SPDX-License-Identifier: MIT
// One sum per workgroup: a tree reduction in shared memory with
// __syncthreads between the steps (several waves per workgroup).
#include "hip_mini.h"

extern "C" __global__ void reduce(const unsigned int *x, unsigned int *out)
{
	__shared__ unsigned int s[256];
	unsigned int t = threadIdx.x;

	s[t] = x[blockIdx.x * blockDim.x + t];
	__syncthreads();
	for (unsigned int st = blockDim.x / 2; st > 0; st >>= 1) {
		if (t < st)
			s[t] += s[t + st];
		__syncthreads();
	}
	if (t == 0)
		out[blockIdx.x] = s[0];
}
