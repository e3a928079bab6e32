// SPDX-License-Identifier: MIT
// What a kernel sees of the runtime beside its arguments: the hidden
// arguments of code object v5 (read as the device library reads them, at
// their offsets from the implicit-argument pointer), the AQL dispatch
// packet behind the dispatch pointer and the queue behind the queue
// pointer.  Work-item 0 of workgroup (0,0,0) writes them to out[]:
//   0-2  workgroup size x/y/z (__builtin_amdgcn_workgroup_size_*: hidden group sizes)
//   3-5  hidden_block_count_x/y/z       6 hidden_grid_dims
//   7    hidden_dynamic_lds_size        8-9 hidden_global_offset_x (low, high)
//   10   hidden_private_base            11 hidden_shared_base
//   12   dispatch packet grid_size_x    13 dispatch packet workgroup_size_y
//   14   dispatch packet setup (dims)   15 queue group_segment_aperture_base_hi (+0x40)
//   16-17 hidden_remainder_x/y           18 the kernarg pointer's low 7 bits (128-aligned: 0)
// Every work-item also adds 1 to out[32 + its workgroup's linear id].
__kernel void implicit(__global uint *out)
{
	__constant uchar *ia = (__constant uchar *)__builtin_amdgcn_implicitarg_ptr();
	__constant uchar *dp = (__constant uchar *)__builtin_amdgcn_dispatch_ptr();
	__constant uchar *qp = (__constant uchar *)__builtin_amdgcn_queue_ptr();
	uint gx = __builtin_amdgcn_workgroup_id_x(), gy = __builtin_amdgcn_workgroup_id_y();
	uint gz = __builtin_amdgcn_workgroup_id_z(), nx = *(__constant uint *)(ia + 0);
	uint ny = *(__constant uint *)(ia + 4);

	if (!gx && !gy && !gz && !__builtin_amdgcn_workitem_id_x() && !__builtin_amdgcn_workitem_id_y() &&
	    !__builtin_amdgcn_workitem_id_z()) {
		out[0] = __builtin_amdgcn_workgroup_size_x();
		out[1] = __builtin_amdgcn_workgroup_size_y();
		out[2] = __builtin_amdgcn_workgroup_size_z();
		out[3] = nx;
		out[4] = ny;
		out[5] = *(__constant uint *)(ia + 8);
		out[6] = *(__constant ushort *)(ia + 64);
		out[7] = *(__constant uint *)(ia + 120);
		out[8] = *(__constant uint *)(ia + 40);
		out[9] = *(__constant uint *)(ia + 44);
		out[10] = *(__constant uint *)(ia + 192);
		out[11] = *(__constant uint *)(ia + 196);
		out[12] = *(__constant uint *)(dp + 12);
		out[13] = *(__constant ushort *)(dp + 6);
		out[14] = *(__constant ushort *)(dp + 2);
		out[15] = *(__constant uint *)(qp + 0x40);
		out[16] = *(__constant ushort *)(ia + 18);
		out[17] = *(__constant ushort *)(ia + 20);
		out[18] = (uint)(ulong)__builtin_amdgcn_kernarg_segment_ptr() & 127;
	}
	__builtin_amdgcn_atomic_inc32((volatile __global uint *)&out[32 + (gz * ny + gy) * nx + gx], 0xffffffffu,
				      __ATOMIC_RELAXED, "agent");
}
