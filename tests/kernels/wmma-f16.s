// tests/kernels/wmma-f16.s: d = a x b + c with one v_wmma_f32_16x16x16_f16,
// one wave32; a and b are 16x16 f16 (a row-major, b stored transposed: row
// n of the buffer is column n of B), c and d 16x16 f32 row-major.  The
// kernel loads and stores following each generation's lane layout (seed
// 000 section 3):
//   A/B  gfx11: lane 16q+t holds row t, K 0..15 (lanes t and t+16 the same)
//        gfx12: lane 16q+t holds row t, K 4q..4q+3 and 8+4q..8+4q+3
//   C/D  VGPR g of lane 16q+t is element (2g+q, t) on gfx11, (8q+g, t) on gfx12
//
// Kernel arguments: 0x00 a, 0x08 b, 0x10 c, 0x18 d (global pointers).
// Launch one workgroup of 32 threads:
//   gfxshim run tests/kernels/wmma-f16.s --target gfx1201 --grid 32 --block 32 \
//       --arg a=buf:u32:128:fill=0x3c003c00 --arg b=buf:u32:128:fill=0x3c003c00 \
//       --arg c=buf:f32:256:iota --arg d=buf:f32:256 --arg e=buf:f32:256:fill=16 \
//       --expect d=c+e
// (all-ones A and B: every element of d is c + 16)

	.text
	.globl	wmma
	.p2align 8
	.type	wmma,@function
wmma:
	s_load_b256	s[4:11], s[0:1], 0x0		// a, b, c, d
	v_and_b32	v1, 15, v0			// t
	v_lshrrev_b32	v2, 4, v0			// q
	v_lshlrev_b32	v3, 5, v1			// t * 32: row t of A / column t of B
	v_lshlrev_b32	v5, 2, v1			// t * 4: column t of C / D
.if .amdgcn.gfx_generation_number >= 12
	v_lshlrev_b32	v4, 3, v2			// + 8q: this half's K 4q..4q+3
	v_add_nc_u32	v3, v3, v4
	v_lshlrev_b32	v4, 9, v2			// + 512q: rows 8q..8q+7
	v_add_nc_u32	v5, v5, v4
	s_wait_kmcnt	0
	global_load_b64	v[8:9], v3, s[4:5]		// A: K 4q..4q+3
	global_load_b64	v[10:11], v3, s[4:5] offset:16	// A: K 8+4q..8+4q+3
	global_load_b64	v[16:17], v3, s[6:7]
	global_load_b64	v[18:19], v3, s[6:7] offset:16
	global_load_b32	v24, v5, s[8:9]			// C row 8q+g at offset 64g
	global_load_b32	v25, v5, s[8:9] offset:64
	global_load_b32	v26, v5, s[8:9] offset:128
	global_load_b32	v27, v5, s[8:9] offset:192
	global_load_b32	v28, v5, s[8:9] offset:256
	global_load_b32	v29, v5, s[8:9] offset:320
	global_load_b32	v30, v5, s[8:9] offset:384
	global_load_b32	v31, v5, s[8:9] offset:448
	s_wait_loadcnt	0
	v_wmma_f32_16x16x16_f16 v[24:31], v[8:11], v[16:19], v[24:31]
	global_store_b32 v5, v24, s[10:11]
	global_store_b32 v5, v25, s[10:11] offset:64
	global_store_b32 v5, v26, s[10:11] offset:128
	global_store_b32 v5, v27, s[10:11] offset:192
	global_store_b32 v5, v28, s[10:11] offset:256
	global_store_b32 v5, v29, s[10:11] offset:320
	global_store_b32 v5, v30, s[10:11] offset:384
	global_store_b32 v5, v31, s[10:11] offset:448
.else
	v_lshlrev_b32	v4, 6, v2			// + 64q: row q, then every other row
	v_add_nc_u32	v5, v5, v4
	s_waitcnt	lgkmcnt(0)
	global_load_b128 v[8:11], v3, s[4:5]		// A: K 0..7
	global_load_b128 v[12:15], v3, s[4:5] offset:16	// A: K 8..15
	global_load_b128 v[16:19], v3, s[6:7]
	global_load_b128 v[20:23], v3, s[6:7] offset:16
	global_load_b32	v24, v5, s[8:9]			// C row 2g+q at offset 128g
	global_load_b32	v25, v5, s[8:9] offset:128
	global_load_b32	v26, v5, s[8:9] offset:256
	global_load_b32	v27, v5, s[8:9] offset:384
	global_load_b32	v28, v5, s[8:9] offset:512
	global_load_b32	v29, v5, s[8:9] offset:640
	global_load_b32	v30, v5, s[8:9] offset:768
	global_load_b32	v31, v5, s[8:9] offset:896
	s_waitcnt	vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[24:31]
	global_store_b32 v5, v24, s[10:11]
	global_store_b32 v5, v25, s[10:11] offset:128
	global_store_b32 v5, v26, s[10:11] offset:256
	global_store_b32 v5, v27, s[10:11] offset:384
	global_store_b32 v5, v28, s[10:11] offset:512
	global_store_b32 v5, v29, s[10:11] offset:640
	global_store_b32 v5, v30, s[10:11] offset:768
	global_store_b32 v5, v31, s[10:11] offset:896
.endif
	s_endpgm

	.rodata
	.p2align 6
	.amdhsa_kernel wmma
	.amdhsa_user_sgpr_kernarg_segment_ptr 1
	.amdhsa_kernarg_size 40
	.amdhsa_next_free_vgpr 32
	.amdhsa_next_free_sgpr 16
	.end_amdhsa_kernel
