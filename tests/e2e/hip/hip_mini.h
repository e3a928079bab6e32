// SPDX-License-Identifier: MIT
// The few HIP names these kernels use, for clang-22's device-only HIP
// (-x hip -nogpuinc: no HIP headers).  They read what the HIP headers
// read: work-item and workgroup ids from the builtins, blockDim from the
// hidden group sizes of code object v5 and gridDim from the hidden block
// counts -- through the device library (ockl, as hip_runtime.h does) when
// HIP_OCKL is defined, else at their code object v5 offsets.
#ifndef HIP_MINI_H
#define HIP_MINI_H

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

struct hip_dim3 {
	unsigned int x, y, z;
};

#ifdef HIP_OCKL
extern "C" __device__ unsigned long __ockl_get_local_size(unsigned int);
extern "C" __device__ unsigned long __ockl_get_num_groups(unsigned int);
#define blockDim (hip_dim3{ (unsigned int)__ockl_get_local_size(0), (unsigned int)__ockl_get_local_size(1), \
			    (unsigned int)__ockl_get_local_size(2) })
#define gridDim (hip_dim3{ (unsigned int)__ockl_get_num_groups(0), (unsigned int)__ockl_get_num_groups(1), \
			   (unsigned int)__ockl_get_num_groups(2) })
#else
#define blockDim (hip_dim3{ __builtin_amdgcn_workgroup_size_x(), __builtin_amdgcn_workgroup_size_y(), \
			    __builtin_amdgcn_workgroup_size_z() })
// hidden_block_count_x/y/z: the first 12 bytes of the implicit arguments
#define gridDim (hip_dim3{ ((const __attribute__((address_space(4))) unsigned int *)__builtin_amdgcn_implicitarg_ptr())[0], \
			   ((const __attribute__((address_space(4))) unsigned int *)__builtin_amdgcn_implicitarg_ptr())[1], \
			   ((const __attribute__((address_space(4))) unsigned int *)__builtin_amdgcn_implicitarg_ptr())[2] })
#endif
#define threadIdx (hip_dim3{ __builtin_amdgcn_workitem_id_x(), __builtin_amdgcn_workitem_id_y(), \
			     __builtin_amdgcn_workitem_id_z() })
#define blockIdx (hip_dim3{ __builtin_amdgcn_workgroup_id_x(), __builtin_amdgcn_workgroup_id_y(), \
			    __builtin_amdgcn_workgroup_id_z() })

// HIP's __syncthreads: a workgroup barrier with release/acquire fences
__device__ static inline void __syncthreads(void)
{
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

#endif
