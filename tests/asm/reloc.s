// A kernel that finds a table placed in .text through s_getpc_b64 and
// LABEL@rel32@lo/@hi literals, as hand-written kernels do.  gfxshim resolves
// the references as ld.lld-22 does (S + A - P); tests/e2e/test-reloc.sh
// compares its echo with llvm-mc-22, its bytes with ld.lld-22's and runs it.
.text
.globl k
.p2align 8
k:
	s_load_b64 s[2:3], s[0:1], 0x0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, table@rel32@lo+4
	s_addc_u32 s5, s5, table@rel32@hi+12
	s_load_b32 s6, s[4:5], 0x4
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt 0
.else
	s_waitcnt lgkmcnt(0)
.endif
	v_mov_b32 v1, s6
	v_mov_b32 v0, 0
	global_store_b32 v0, v1, s[2:3]
	s_endpgm
	.p2align 2
table:
	.long 0x11111111, 0xcafef00d
.rodata
.p2align 6
.amdhsa_kernel k
	.amdhsa_next_free_vgpr 2
	.amdhsa_next_free_sgpr 8
	.amdhsa_user_sgpr_kernarg_segment_ptr 1
	.amdhsa_kernarg_size 8
.end_amdhsa_kernel
