// What llvm-mc-22's assembler echoes besides instructions: labels, branches
// to labels (with fixups under -show-encoding), data and alignment in its
// canonical form, symbol directives, assignments and the expanded
// .amdhsa_kernel block.  tests/e2e/test-llvm-mc.sh compares `gfxshim asm`
// with llvm-mc-22 -triple amdgcn-amd-amdhsa on several targets; the target
// line is prepended there.
.set lanes, 32
half = lanes / 2
.equ three, 3
.set redef, 1
.set redef, redef+1
.set fwd, later+1
later = 3
.set later, 9
.text
.globl kern
.global helper
.weak maybe
.local hidden
.p2align 8
.type kern,@function
.type helper, %function
kern:
	s_mov_b32 s0, half   // comment
	s_mov_b32 s1, three
	s_mov_b32 s2, redef
	s_mov_b32 s3, fwd
.Lloop:
	s_add_u32 s0, s0, -1
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .Lloop
	s_branch .Ldone
	.long 0x12345678, -2, lanes+1
	.short 0xffff
	.2byte 7
	.4byte 0x80000000
	.byte -1, 0x80, 'a'
	.quad 0x123456789abcdef0
	.8byte -1
	.ascii "ok\n\x01\"\\"
	.asciz "z"
	.string "xy", "w"
	.fill 2, 4, 0x1234
	.fill 3
	.zero 2
	.skip 1, 9
	.space 2
	.p2align 2
	.p2align 3, 0xcc
	.p2align 4, , 4
	.balign 8
	.align 4
.Ldone:
	s_nop 0
	s_endpgm
.size kern, .-kern
helper:
	s_endpgm
.section .text
.section .text.cold,"ax"
.section .text.cold
.rodata
.p2align 6
.amdhsa_kernel kern
	.amdhsa_next_free_vgpr 9
	.amdhsa_next_free_sgpr 3
	.amdhsa_user_sgpr_kernarg_segment_ptr 1
	.amdhsa_group_segment_fixed_size 1024
	.amdhsa_system_vgpr_workitem_id 1
	.amdhsa_float_denorm_mode_32 3
.end_amdhsa_kernel
