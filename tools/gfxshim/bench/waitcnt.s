// waitcnt.s: what each wait counter covers, and when a wait returns.
//
// What it measures (one wave):
// - wc_<class>_order: issue 8 operations of one class -- vector loads,
//   vector stores, LDS loads, scalar loads -- then wait until at most 7,
//   6, ... 0 are outstanding, reading the cycle counter after each wait
//   (t1..t8, t0 right before the first issue).  After each wait(k) the
//   result it guarantees (the (8-k)th oldest: vector memory and LDS retire
//   in order) is copied aside, so the host sees which results were visible
//   when each wait returned.  Scalar loads return out of order: only the
//   wait for 0 guarantees anything, so nothing is read before it.
// - wc_cross_<class> (gfx11, gfx12): one operation, then a wait for 0 on
//   every other counter in turn, then on its own; the wait that takes the
//   operation's latency is the counter it decrements (what a store does to
//   the load counter, which counter an LDS or scalar load uses).  This is
//   timing: it says something on silicon (or with the timing model), not
//   on the untimed emulator, which completes an operation only at the wait
//   that covers it.
// - wc_idle_legacy (gfx12): loads of every class, then the legacy s_waitcnt
//   encoding, which the RDNA4 ISA says acts as S_WAIT_IDLE (and ignores its
//   operand): every result is copied right after that one wait, so the host
//   sees whether it waited for all of them.
// - wc_idle (gfx11, gfx12): the same loads, s_wait_idle, a stamp, then the
//   explicit waits for every counter and another stamp: if s_wait_idle
//   waits for everything, the time is spent before the first stamp.  (The
//   explicit waits keep it hazard-free on the emulator, which does not yet
//   model S_WAIT_IDLE as a wait.)
//
// Kernel arguments (the shared 40-byte layout):
//   0x00 out    a 128-byte header (dwords 0-8: t0..t8, the cycle counter's
//               low 32 bits; 16-23: scalar results), then 64 bytes per lane
//               (dwords 0-7: the 8 results at the end, 8-15: the copies)
//   0x08 a      source: dword j holds 0x1000 + j (the host fills it)
//   0x10 b      destination of the stores
//
// Why the sequence is right:
// - Each operation writes its own register (v8+i, s66+i) and reads its own
//   address (s[32+2i:33+2i] = a + i*4096: one page per operation), so no
//   result depends on another and none is overwritten while in flight.
// - Every register read comes after the wait that covers it by the ISA's
//   rules, so the emulator's hazard checker passes; on silicon a copy that
//   shows the sentinel 0xdeadbeef is a result the wait did not deliver.
// - The cycle counter is read with s_getreg (gfx11, gfx12), which uses no
//   counter; gfx9 has only s_memtime, which returns on LGKMcnt: its stamps
//   are taken for the vector classes only (and waited for at once), and
//   are 0 for LDS and scalar loads.
//
// Registers: s[4:13] the shared arguments; s[32:47] the 8 addresses;
// s[48:65] stamps t0..t8; s[66:73] scalar results; v0 lane, v1 lane * 4,
// v2 scratch, v[8:15] results, v[24:31] copies, v40 record offset,
// v[44:75] the header record.

	.text

// ---------------------------------------------------------------- wc_load_order

	.globl	wc_load_order
	.p2align 8
	.type	wc_load_order,@function
wc_load_order:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
.if .amdgcn.gfx_generation_number >= 12
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES_LO)
	global_load_b32	v8, v1, s[32:33]
	global_load_b32	v9, v1, s[34:35]
	global_load_b32	v10, v1, s[36:37]
	global_load_b32	v11, v1, s[38:39]
	global_load_b32	v12, v1, s[40:41]
	global_load_b32	v13, v1, s[42:43]
	global_load_b32	v14, v1, s[44:45]
	global_load_b32	v15, v1, s[46:47]
	s_wait_loadcnt	7
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v24, v8
	s_wait_loadcnt	6
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v25, v9
	s_wait_loadcnt	5
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v26, v10
	s_wait_loadcnt	4
	s_getreg_b32	s56, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v27, v11
	s_wait_loadcnt	3
	s_getreg_b32	s58, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v28, v12
	s_wait_loadcnt	2
	s_getreg_b32	s60, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v29, v13
	s_wait_loadcnt	1
	s_getreg_b32	s62, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v30, v14
	s_wait_loadcnt	0
	s_getreg_b32	s64, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v31, v15
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	global_load_b32	v8, v1, s[32:33]
	global_load_b32	v9, v1, s[34:35]
	global_load_b32	v10, v1, s[36:37]
	global_load_b32	v11, v1, s[38:39]
	global_load_b32	v12, v1, s[40:41]
	global_load_b32	v13, v1, s[42:43]
	global_load_b32	v14, v1, s[44:45]
	global_load_b32	v15, v1, s[46:47]
	s_waitcnt	vmcnt(7)
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v24, v8
	s_waitcnt	vmcnt(6)
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v25, v9
	s_waitcnt	vmcnt(5)
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v26, v10
	s_waitcnt	vmcnt(4)
	s_getreg_b32	s56, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v27, v11
	s_waitcnt	vmcnt(3)
	s_getreg_b32	s58, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v28, v12
	s_waitcnt	vmcnt(2)
	s_getreg_b32	s60, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v29, v13
	s_waitcnt	vmcnt(1)
	s_getreg_b32	s62, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v30, v14
	s_waitcnt	vmcnt(0)
	s_getreg_b32	s64, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v31, v15
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_waitcnt_vscnt	null, 0
.else
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	s_memtime	s[48:49]
	s_waitcnt	lgkmcnt(0)
	global_load_dword	v8, v1, s[32:33]
	global_load_dword	v9, v1, s[34:35]
	global_load_dword	v10, v1, s[36:37]
	global_load_dword	v11, v1, s[38:39]
	global_load_dword	v12, v1, s[40:41]
	global_load_dword	v13, v1, s[42:43]
	global_load_dword	v14, v1, s[44:45]
	global_load_dword	v15, v1, s[46:47]
	s_waitcnt	vmcnt(7)
	s_memtime	s[50:51]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v24, v8
	s_waitcnt	vmcnt(6)
	s_memtime	s[52:53]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v25, v9
	s_waitcnt	vmcnt(5)
	s_memtime	s[54:55]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v26, v10
	s_waitcnt	vmcnt(4)
	s_memtime	s[56:57]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v27, v11
	s_waitcnt	vmcnt(3)
	s_memtime	s[58:59]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v28, v12
	s_waitcnt	vmcnt(2)
	s_memtime	s[60:61]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v29, v13
	s_waitcnt	vmcnt(1)
	s_memtime	s[62:63]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v30, v14
	s_waitcnt	vmcnt(0)
	s_memtime	s[64:65]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v31, v15
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_dwordx4 v40, v[44:47], s[4:5]
	global_store_dwordx4 v40, v[48:51], s[4:5] offset:16
	global_store_dwordx4 v40, v[52:55], s[4:5] offset:32
	global_store_dwordx4 v40, v[56:59], s[4:5] offset:48
	global_store_dwordx4 v40, v[60:63], s[4:5] offset:64
	global_store_dwordx4 v40, v[64:67], s[4:5] offset:80
	global_store_dwordx4 v40, v[68:71], s[4:5] offset:96
	global_store_dwordx4 v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_dwordx4 v40, v[8:11], s[4:5] offset:128
	global_store_dwordx4 v40, v[12:15], s[4:5] offset:144
	global_store_dwordx4 v40, v[24:27], s[4:5] offset:160
	global_store_dwordx4 v40, v[28:31], s[4:5] offset:176
	s_waitcnt	vmcnt(0)
.endif
	s_endpgm

// ---------------------------------------------------------------- wc_store_order

	.globl	wc_store_order
	.p2align 8
	.type	wc_store_order,@function
wc_store_order:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
.if .amdgcn.gfx_generation_number >= 12
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s8, 0
	s_addc_u32	s33, s9, 0
	s_add_u32	s34, s8, 4096
	s_addc_u32	s35, s9, 0
	s_add_u32	s36, s8, 8192
	s_addc_u32	s37, s9, 0
	s_add_u32	s38, s8, 12288
	s_addc_u32	s39, s9, 0
	s_add_u32	s40, s8, 16384
	s_addc_u32	s41, s9, 0
	s_add_u32	s42, s8, 20480
	s_addc_u32	s43, s9, 0
	s_add_u32	s44, s8, 24576
	s_addc_u32	s45, s9, 0
	s_add_u32	s46, s8, 28672
	s_addc_u32	s47, s9, 0
	v_add_nc_u32	v8, 12288, v0
	v_add_nc_u32	v9, 13312, v0
	v_add_nc_u32	v10, 14336, v0
	v_add_nc_u32	v11, 15360, v0
	v_add_nc_u32	v12, 16384, v0
	v_add_nc_u32	v13, 17408, v0
	v_add_nc_u32	v14, 18432, v0
	v_add_nc_u32	v15, 19456, v0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES_LO)
	global_store_b32	v1, v8, s[32:33]
	global_store_b32	v1, v9, s[34:35]
	global_store_b32	v1, v10, s[36:37]
	global_store_b32	v1, v11, s[38:39]
	global_store_b32	v1, v12, s[40:41]
	global_store_b32	v1, v13, s[42:43]
	global_store_b32	v1, v14, s[44:45]
	global_store_b32	v1, v15, s[46:47]
	s_wait_storecnt	7
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_storecnt	6
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_storecnt	5
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_storecnt	4
	s_getreg_b32	s56, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_storecnt	3
	s_getreg_b32	s58, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_storecnt	2
	s_getreg_b32	s60, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_storecnt	1
	s_getreg_b32	s62, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_storecnt	0
	s_getreg_b32	s64, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s8, 0
	s_addc_u32	s33, s9, 0
	s_add_u32	s34, s8, 4096
	s_addc_u32	s35, s9, 0
	s_add_u32	s36, s8, 8192
	s_addc_u32	s37, s9, 0
	s_add_u32	s38, s8, 12288
	s_addc_u32	s39, s9, 0
	s_add_u32	s40, s8, 16384
	s_addc_u32	s41, s9, 0
	s_add_u32	s42, s8, 20480
	s_addc_u32	s43, s9, 0
	s_add_u32	s44, s8, 24576
	s_addc_u32	s45, s9, 0
	s_add_u32	s46, s8, 28672
	s_addc_u32	s47, s9, 0
	v_add_nc_u32	v8, 12288, v0
	v_add_nc_u32	v9, 13312, v0
	v_add_nc_u32	v10, 14336, v0
	v_add_nc_u32	v11, 15360, v0
	v_add_nc_u32	v12, 16384, v0
	v_add_nc_u32	v13, 17408, v0
	v_add_nc_u32	v14, 18432, v0
	v_add_nc_u32	v15, 19456, v0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	global_store_b32	v1, v8, s[32:33]
	global_store_b32	v1, v9, s[34:35]
	global_store_b32	v1, v10, s[36:37]
	global_store_b32	v1, v11, s[38:39]
	global_store_b32	v1, v12, s[40:41]
	global_store_b32	v1, v13, s[42:43]
	global_store_b32	v1, v14, s[44:45]
	global_store_b32	v1, v15, s[46:47]
	s_waitcnt_vscnt	null, 7
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt_vscnt	null, 6
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt_vscnt	null, 5
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt_vscnt	null, 4
	s_getreg_b32	s56, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt_vscnt	null, 3
	s_getreg_b32	s58, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt_vscnt	null, 2
	s_getreg_b32	s60, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt_vscnt	null, 1
	s_getreg_b32	s62, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt_vscnt	null, 0
	s_getreg_b32	s64, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_waitcnt_vscnt	null, 0
.else
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s8, 0
	s_addc_u32	s33, s9, 0
	s_add_u32	s34, s8, 4096
	s_addc_u32	s35, s9, 0
	s_add_u32	s36, s8, 8192
	s_addc_u32	s37, s9, 0
	s_add_u32	s38, s8, 12288
	s_addc_u32	s39, s9, 0
	s_add_u32	s40, s8, 16384
	s_addc_u32	s41, s9, 0
	s_add_u32	s42, s8, 20480
	s_addc_u32	s43, s9, 0
	s_add_u32	s44, s8, 24576
	s_addc_u32	s45, s9, 0
	s_add_u32	s46, s8, 28672
	s_addc_u32	s47, s9, 0
	v_add_u32	v8, 12288, v0
	v_add_u32	v9, 13312, v0
	v_add_u32	v10, 14336, v0
	v_add_u32	v11, 15360, v0
	v_add_u32	v12, 16384, v0
	v_add_u32	v13, 17408, v0
	v_add_u32	v14, 18432, v0
	v_add_u32	v15, 19456, v0
	s_memtime	s[48:49]
	s_waitcnt	lgkmcnt(0)
	global_store_dword	v1, v8, s[32:33]
	global_store_dword	v1, v9, s[34:35]
	global_store_dword	v1, v10, s[36:37]
	global_store_dword	v1, v11, s[38:39]
	global_store_dword	v1, v12, s[40:41]
	global_store_dword	v1, v13, s[42:43]
	global_store_dword	v1, v14, s[44:45]
	global_store_dword	v1, v15, s[46:47]
	s_waitcnt	vmcnt(7)
	s_memtime	s[50:51]
	s_waitcnt	lgkmcnt(0)
	s_waitcnt	vmcnt(6)
	s_memtime	s[52:53]
	s_waitcnt	lgkmcnt(0)
	s_waitcnt	vmcnt(5)
	s_memtime	s[54:55]
	s_waitcnt	lgkmcnt(0)
	s_waitcnt	vmcnt(4)
	s_memtime	s[56:57]
	s_waitcnt	lgkmcnt(0)
	s_waitcnt	vmcnt(3)
	s_memtime	s[58:59]
	s_waitcnt	lgkmcnt(0)
	s_waitcnt	vmcnt(2)
	s_memtime	s[60:61]
	s_waitcnt	lgkmcnt(0)
	s_waitcnt	vmcnt(1)
	s_memtime	s[62:63]
	s_waitcnt	lgkmcnt(0)
	s_waitcnt	vmcnt(0)
	s_memtime	s[64:65]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_dwordx4 v40, v[44:47], s[4:5]
	global_store_dwordx4 v40, v[48:51], s[4:5] offset:16
	global_store_dwordx4 v40, v[52:55], s[4:5] offset:32
	global_store_dwordx4 v40, v[56:59], s[4:5] offset:48
	global_store_dwordx4 v40, v[60:63], s[4:5] offset:64
	global_store_dwordx4 v40, v[64:67], s[4:5] offset:80
	global_store_dwordx4 v40, v[68:71], s[4:5] offset:96
	global_store_dwordx4 v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_dwordx4 v40, v[8:11], s[4:5] offset:128
	global_store_dwordx4 v40, v[12:15], s[4:5] offset:144
	global_store_dwordx4 v40, v[24:27], s[4:5] offset:160
	global_store_dwordx4 v40, v[28:31], s[4:5] offset:176
	s_waitcnt	vmcnt(0)
.endif
	s_endpgm

// ---------------------------------------------------------------- wc_lds_order

	.globl	wc_lds_order
	.p2align 8
	.type	wc_lds_order,@function
wc_lds_order:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
.if .amdgcn.gfx_generation_number >= 12
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	v_add_nc_u32	v2, 8192, v1
	ds_store_b32	v1, v2 offset:0
	v_add_nc_u32	v2, 8448, v1
	ds_store_b32	v1, v2 offset:256
	v_add_nc_u32	v2, 8704, v1
	ds_store_b32	v1, v2 offset:512
	v_add_nc_u32	v2, 8960, v1
	ds_store_b32	v1, v2 offset:768
	v_add_nc_u32	v2, 9216, v1
	ds_store_b32	v1, v2 offset:1024
	v_add_nc_u32	v2, 9472, v1
	ds_store_b32	v1, v2 offset:1280
	v_add_nc_u32	v2, 9728, v1
	ds_store_b32	v1, v2 offset:1536
	v_add_nc_u32	v2, 9984, v1
	ds_store_b32	v1, v2 offset:1792
	s_wait_dscnt	0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES_LO)
	ds_load_b32	v8, v1 offset:0
	ds_load_b32	v9, v1 offset:256
	ds_load_b32	v10, v1 offset:512
	ds_load_b32	v11, v1 offset:768
	ds_load_b32	v12, v1 offset:1024
	ds_load_b32	v13, v1 offset:1280
	ds_load_b32	v14, v1 offset:1536
	ds_load_b32	v15, v1 offset:1792
	s_wait_dscnt	7
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v24, v8
	s_wait_dscnt	6
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v25, v9
	s_wait_dscnt	5
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v26, v10
	s_wait_dscnt	4
	s_getreg_b32	s56, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v27, v11
	s_wait_dscnt	3
	s_getreg_b32	s58, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v28, v12
	s_wait_dscnt	2
	s_getreg_b32	s60, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v29, v13
	s_wait_dscnt	1
	s_getreg_b32	s62, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v30, v14
	s_wait_dscnt	0
	s_getreg_b32	s64, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v31, v15
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	v_add_nc_u32	v2, 8192, v1
	ds_store_b32	v1, v2 offset:0
	v_add_nc_u32	v2, 8448, v1
	ds_store_b32	v1, v2 offset:256
	v_add_nc_u32	v2, 8704, v1
	ds_store_b32	v1, v2 offset:512
	v_add_nc_u32	v2, 8960, v1
	ds_store_b32	v1, v2 offset:768
	v_add_nc_u32	v2, 9216, v1
	ds_store_b32	v1, v2 offset:1024
	v_add_nc_u32	v2, 9472, v1
	ds_store_b32	v1, v2 offset:1280
	v_add_nc_u32	v2, 9728, v1
	ds_store_b32	v1, v2 offset:1536
	v_add_nc_u32	v2, 9984, v1
	ds_store_b32	v1, v2 offset:1792
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	ds_load_b32	v8, v1 offset:0
	ds_load_b32	v9, v1 offset:256
	ds_load_b32	v10, v1 offset:512
	ds_load_b32	v11, v1 offset:768
	ds_load_b32	v12, v1 offset:1024
	ds_load_b32	v13, v1 offset:1280
	ds_load_b32	v14, v1 offset:1536
	ds_load_b32	v15, v1 offset:1792
	s_waitcnt	lgkmcnt(7)
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v24, v8
	s_waitcnt	lgkmcnt(6)
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v25, v9
	s_waitcnt	lgkmcnt(5)
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v26, v10
	s_waitcnt	lgkmcnt(4)
	s_getreg_b32	s56, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v27, v11
	s_waitcnt	lgkmcnt(3)
	s_getreg_b32	s58, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v28, v12
	s_waitcnt	lgkmcnt(2)
	s_getreg_b32	s60, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v29, v13
	s_waitcnt	lgkmcnt(1)
	s_getreg_b32	s62, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v30, v14
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s64, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v31, v15
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_waitcnt_vscnt	null, 0
.else
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	v_add_u32	v2, 8192, v1
	ds_write_b32	v1, v2 offset:0
	v_add_u32	v2, 8448, v1
	ds_write_b32	v1, v2 offset:256
	v_add_u32	v2, 8704, v1
	ds_write_b32	v1, v2 offset:512
	v_add_u32	v2, 8960, v1
	ds_write_b32	v1, v2 offset:768
	v_add_u32	v2, 9216, v1
	ds_write_b32	v1, v2 offset:1024
	v_add_u32	v2, 9472, v1
	ds_write_b32	v1, v2 offset:1280
	v_add_u32	v2, 9728, v1
	ds_write_b32	v1, v2 offset:1536
	v_add_u32	v2, 9984, v1
	ds_write_b32	v1, v2 offset:1792
	s_waitcnt	lgkmcnt(0)
	ds_read_b32	v8, v1 offset:0
	ds_read_b32	v9, v1 offset:256
	ds_read_b32	v10, v1 offset:512
	ds_read_b32	v11, v1 offset:768
	ds_read_b32	v12, v1 offset:1024
	ds_read_b32	v13, v1 offset:1280
	ds_read_b32	v14, v1 offset:1536
	ds_read_b32	v15, v1 offset:1792
	s_waitcnt	lgkmcnt(7)
	v_mov_b32	v24, v8
	s_waitcnt	lgkmcnt(6)
	v_mov_b32	v25, v9
	s_waitcnt	lgkmcnt(5)
	v_mov_b32	v26, v10
	s_waitcnt	lgkmcnt(4)
	v_mov_b32	v27, v11
	s_waitcnt	lgkmcnt(3)
	v_mov_b32	v28, v12
	s_waitcnt	lgkmcnt(2)
	v_mov_b32	v29, v13
	s_waitcnt	lgkmcnt(1)
	v_mov_b32	v30, v14
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v31, v15
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_dwordx4 v40, v[44:47], s[4:5]
	global_store_dwordx4 v40, v[48:51], s[4:5] offset:16
	global_store_dwordx4 v40, v[52:55], s[4:5] offset:32
	global_store_dwordx4 v40, v[56:59], s[4:5] offset:48
	global_store_dwordx4 v40, v[60:63], s[4:5] offset:64
	global_store_dwordx4 v40, v[64:67], s[4:5] offset:80
	global_store_dwordx4 v40, v[68:71], s[4:5] offset:96
	global_store_dwordx4 v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_dwordx4 v40, v[8:11], s[4:5] offset:128
	global_store_dwordx4 v40, v[12:15], s[4:5] offset:144
	global_store_dwordx4 v40, v[24:27], s[4:5] offset:160
	global_store_dwordx4 v40, v[28:31], s[4:5] offset:176
	s_waitcnt	vmcnt(0)
.endif
	s_endpgm

// ---------------------------------------------------------------- wc_smem_order

	.globl	wc_smem_order
	.p2align 8
	.type	wc_smem_order,@function
wc_smem_order:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
.if .amdgcn.gfx_generation_number >= 12
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_load_b32	s66, s[32:33], 0x0
	s_load_b32	s67, s[34:35], 0x0
	s_load_b32	s68, s[36:37], 0x0
	s_load_b32	s69, s[38:39], 0x0
	s_load_b32	s70, s[40:41], 0x0
	s_load_b32	s71, s[42:43], 0x0
	s_load_b32	s72, s[44:45], 0x0
	s_load_b32	s73, s[46:47], 0x0
	s_wait_kmcnt	7
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_kmcnt	6
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_kmcnt	5
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_kmcnt	4
	s_getreg_b32	s56, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_kmcnt	3
	s_getreg_b32	s58, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_kmcnt	2
	s_getreg_b32	s60, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_kmcnt	1
	s_getreg_b32	s62, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_kmcnt	0
	s_getreg_b32	s64, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_load_b32	s66, s[32:33], 0x0
	s_load_b32	s67, s[34:35], 0x0
	s_load_b32	s68, s[36:37], 0x0
	s_load_b32	s69, s[38:39], 0x0
	s_load_b32	s70, s[40:41], 0x0
	s_load_b32	s71, s[42:43], 0x0
	s_load_b32	s72, s[44:45], 0x0
	s_load_b32	s73, s[46:47], 0x0
	s_waitcnt	lgkmcnt(7)
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt	lgkmcnt(6)
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt	lgkmcnt(5)
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt	lgkmcnt(4)
	s_getreg_b32	s56, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt	lgkmcnt(3)
	s_getreg_b32	s58, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt	lgkmcnt(2)
	s_getreg_b32	s60, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt	lgkmcnt(1)
	s_getreg_b32	s62, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s64, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_waitcnt_vscnt	null, 0
.else
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	s_load_dword	s66, s[32:33], 0x0
	s_load_dword	s67, s[34:35], 0x0
	s_load_dword	s68, s[36:37], 0x0
	s_load_dword	s69, s[38:39], 0x0
	s_load_dword	s70, s[40:41], 0x0
	s_load_dword	s71, s[42:43], 0x0
	s_load_dword	s72, s[44:45], 0x0
	s_load_dword	s73, s[46:47], 0x0
	s_waitcnt	lgkmcnt(7)
	s_waitcnt	lgkmcnt(6)
	s_waitcnt	lgkmcnt(5)
	s_waitcnt	lgkmcnt(4)
	s_waitcnt	lgkmcnt(3)
	s_waitcnt	lgkmcnt(2)
	s_waitcnt	lgkmcnt(1)
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_dwordx4 v40, v[44:47], s[4:5]
	global_store_dwordx4 v40, v[48:51], s[4:5] offset:16
	global_store_dwordx4 v40, v[52:55], s[4:5] offset:32
	global_store_dwordx4 v40, v[56:59], s[4:5] offset:48
	global_store_dwordx4 v40, v[60:63], s[4:5] offset:64
	global_store_dwordx4 v40, v[64:67], s[4:5] offset:80
	global_store_dwordx4 v40, v[68:71], s[4:5] offset:96
	global_store_dwordx4 v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_dwordx4 v40, v[8:11], s[4:5] offset:128
	global_store_dwordx4 v40, v[12:15], s[4:5] offset:144
	global_store_dwordx4 v40, v[24:27], s[4:5] offset:160
	global_store_dwordx4 v40, v[28:31], s[4:5] offset:176
	s_waitcnt	vmcnt(0)
.endif
	s_endpgm

// gfx11 and gfx12: cross-counter probes and s_wait_idle
.if .amdgcn.gfx_generation_number >= 11

// ---------------------------------------------------------------- wc_cross_load
// one load operation; waits: store, ds, km (gfx12), store, ds (gfx11), then its own

	.globl	wc_cross_load
	.p2align 8
	.type	wc_cross_load,@function
wc_cross_load:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
.if .amdgcn.gfx_generation_number >= 12
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES_LO)
	global_load_b32	v8, v1, s[32:33]
	s_wait_storecnt	0
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_dscnt	0
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_kmcnt	0
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_loadcnt	0
	s_getreg_b32	s56, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_wait_storecnt	0
.else
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	global_load_b32	v8, v1, s[32:33]
	s_waitcnt_vscnt	null, 0
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt	vmcnt(0)
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_waitcnt_vscnt	null, 0
.endif
	s_endpgm

// ---------------------------------------------------------------- wc_cross_store
// one store operation; waits: load, ds, km (gfx12), load, ds (gfx11), then its own

	.globl	wc_cross_store
	.p2align 8
	.type	wc_cross_store,@function
wc_cross_store:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
.if .amdgcn.gfx_generation_number >= 12
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s8, 0
	s_addc_u32	s33, s9, 0
	s_add_u32	s34, s8, 4096
	s_addc_u32	s35, s9, 0
	s_add_u32	s36, s8, 8192
	s_addc_u32	s37, s9, 0
	s_add_u32	s38, s8, 12288
	s_addc_u32	s39, s9, 0
	s_add_u32	s40, s8, 16384
	s_addc_u32	s41, s9, 0
	s_add_u32	s42, s8, 20480
	s_addc_u32	s43, s9, 0
	s_add_u32	s44, s8, 24576
	s_addc_u32	s45, s9, 0
	s_add_u32	s46, s8, 28672
	s_addc_u32	s47, s9, 0
	v_add_nc_u32	v8, 12288, v0
	v_add_nc_u32	v9, 13312, v0
	v_add_nc_u32	v10, 14336, v0
	v_add_nc_u32	v11, 15360, v0
	v_add_nc_u32	v12, 16384, v0
	v_add_nc_u32	v13, 17408, v0
	v_add_nc_u32	v14, 18432, v0
	v_add_nc_u32	v15, 19456, v0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES_LO)
	global_store_b32	v1, v8, s[32:33]
	s_wait_loadcnt	0
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_dscnt	0
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_kmcnt	0
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_storecnt	0
	s_getreg_b32	s56, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_wait_storecnt	0
.else
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s8, 0
	s_addc_u32	s33, s9, 0
	s_add_u32	s34, s8, 4096
	s_addc_u32	s35, s9, 0
	s_add_u32	s36, s8, 8192
	s_addc_u32	s37, s9, 0
	s_add_u32	s38, s8, 12288
	s_addc_u32	s39, s9, 0
	s_add_u32	s40, s8, 16384
	s_addc_u32	s41, s9, 0
	s_add_u32	s42, s8, 20480
	s_addc_u32	s43, s9, 0
	s_add_u32	s44, s8, 24576
	s_addc_u32	s45, s9, 0
	s_add_u32	s46, s8, 28672
	s_addc_u32	s47, s9, 0
	v_add_nc_u32	v8, 12288, v0
	v_add_nc_u32	v9, 13312, v0
	v_add_nc_u32	v10, 14336, v0
	v_add_nc_u32	v11, 15360, v0
	v_add_nc_u32	v12, 16384, v0
	v_add_nc_u32	v13, 17408, v0
	v_add_nc_u32	v14, 18432, v0
	v_add_nc_u32	v15, 19456, v0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	global_store_b32	v1, v8, s[32:33]
	s_waitcnt	vmcnt(0)
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt_vscnt	null, 0
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_waitcnt_vscnt	null, 0
.endif
	s_endpgm

// ---------------------------------------------------------------- wc_cross_lds
// one lds operation; waits: load, store, km (gfx12), load, store (gfx11), then its own

	.globl	wc_cross_lds
	.p2align 8
	.type	wc_cross_lds,@function
wc_cross_lds:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
.if .amdgcn.gfx_generation_number >= 12
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	v_add_nc_u32	v2, 8192, v1
	ds_store_b32	v1, v2 offset:0
	v_add_nc_u32	v2, 8448, v1
	ds_store_b32	v1, v2 offset:256
	v_add_nc_u32	v2, 8704, v1
	ds_store_b32	v1, v2 offset:512
	v_add_nc_u32	v2, 8960, v1
	ds_store_b32	v1, v2 offset:768
	v_add_nc_u32	v2, 9216, v1
	ds_store_b32	v1, v2 offset:1024
	v_add_nc_u32	v2, 9472, v1
	ds_store_b32	v1, v2 offset:1280
	v_add_nc_u32	v2, 9728, v1
	ds_store_b32	v1, v2 offset:1536
	v_add_nc_u32	v2, 9984, v1
	ds_store_b32	v1, v2 offset:1792
	s_wait_dscnt	0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES_LO)
	ds_load_b32	v8, v1 offset:0
	s_wait_loadcnt	0
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_storecnt	0
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_kmcnt	0
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_dscnt	0
	s_getreg_b32	s56, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_wait_storecnt	0
.else
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	v_add_nc_u32	v2, 8192, v1
	ds_store_b32	v1, v2 offset:0
	v_add_nc_u32	v2, 8448, v1
	ds_store_b32	v1, v2 offset:256
	v_add_nc_u32	v2, 8704, v1
	ds_store_b32	v1, v2 offset:512
	v_add_nc_u32	v2, 8960, v1
	ds_store_b32	v1, v2 offset:768
	v_add_nc_u32	v2, 9216, v1
	ds_store_b32	v1, v2 offset:1024
	v_add_nc_u32	v2, 9472, v1
	ds_store_b32	v1, v2 offset:1280
	v_add_nc_u32	v2, 9728, v1
	ds_store_b32	v1, v2 offset:1536
	v_add_nc_u32	v2, 9984, v1
	ds_store_b32	v1, v2 offset:1792
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	ds_load_b32	v8, v1 offset:0
	s_waitcnt	vmcnt(0)
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt_vscnt	null, 0
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_waitcnt_vscnt	null, 0
.endif
	s_endpgm

// ---------------------------------------------------------------- wc_cross_smem
// one smem operation; waits: load, store, ds (gfx12), load, store (gfx11), then its own

	.globl	wc_cross_smem
	.p2align 8
	.type	wc_cross_smem,@function
wc_cross_smem:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
.if .amdgcn.gfx_generation_number >= 12
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_load_b32	s66, s[32:33], 0x0
	s_wait_loadcnt	0
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_storecnt	0
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_dscnt	0
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_kmcnt	0
	s_getreg_b32	s56, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_wait_storecnt	0
.else
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_load_b32	s66, s[32:33], 0x0
	s_waitcnt	vmcnt(0)
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt_vscnt	null, 0
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s54, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_waitcnt_vscnt	null, 0
.endif
	s_endpgm

// ---------------------------------------------------------------- wc_idle

	.globl	wc_idle
	.p2align 8
	.type	wc_idle,@function
wc_idle:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
.if .amdgcn.gfx_generation_number >= 12
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	v_add_nc_u32	v2, 8192, v1
	ds_store_b32	v1, v2 offset:0
	v_add_nc_u32	v2, 8448, v1
	ds_store_b32	v1, v2 offset:256
	v_add_nc_u32	v2, 8704, v1
	ds_store_b32	v1, v2 offset:512
	v_add_nc_u32	v2, 8960, v1
	ds_store_b32	v1, v2 offset:768
	v_add_nc_u32	v2, 9216, v1
	ds_store_b32	v1, v2 offset:1024
	v_add_nc_u32	v2, 9472, v1
	ds_store_b32	v1, v2 offset:1280
	v_add_nc_u32	v2, 9728, v1
	ds_store_b32	v1, v2 offset:1536
	v_add_nc_u32	v2, 9984, v1
	ds_store_b32	v1, v2 offset:1792
	s_wait_dscnt	0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES_LO)
	global_load_b32	v8, v1, s[32:33]
	global_load_b32	v9, v1, s[34:35]
	global_load_b32	v10, v1, s[36:37]
	global_load_b32	v11, v1, s[38:39]
	global_load_b32	v12, v1, s[40:41]
	global_load_b32	v13, v1, s[42:43]
	ds_load_b32	v14, v1 offset:1536
	ds_load_b32	v15, v1 offset:1792
	s_load_b32	s66, s[32:33], 0x0
	s_wait_idle
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_wait_loadcnt	0
	s_wait_dscnt	0
	s_wait_kmcnt	0
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v24, v8
	v_mov_b32	v25, v9
	v_mov_b32	v26, v10
	v_mov_b32	v27, v11
	v_mov_b32	v28, v12
	v_mov_b32	v29, v13
	v_mov_b32	v30, v14
	v_mov_b32	v31, v15
	s_mov_b32	s67, s66
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_wait_storecnt	0
.else
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	v_add_nc_u32	v2, 8192, v1
	ds_store_b32	v1, v2 offset:0
	v_add_nc_u32	v2, 8448, v1
	ds_store_b32	v1, v2 offset:256
	v_add_nc_u32	v2, 8704, v1
	ds_store_b32	v1, v2 offset:512
	v_add_nc_u32	v2, 8960, v1
	ds_store_b32	v1, v2 offset:768
	v_add_nc_u32	v2, 9216, v1
	ds_store_b32	v1, v2 offset:1024
	v_add_nc_u32	v2, 9472, v1
	ds_store_b32	v1, v2 offset:1280
	v_add_nc_u32	v2, 9728, v1
	ds_store_b32	v1, v2 offset:1536
	v_add_nc_u32	v2, 9984, v1
	ds_store_b32	v1, v2 offset:1792
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	global_load_b32	v8, v1, s[32:33]
	global_load_b32	v9, v1, s[34:35]
	global_load_b32	v10, v1, s[36:37]
	global_load_b32	v11, v1, s[38:39]
	global_load_b32	v12, v1, s[40:41]
	global_load_b32	v13, v1, s[42:43]
	ds_load_b32	v14, v1 offset:1536
	ds_load_b32	v15, v1 offset:1792
	s_load_b32	s66, s[32:33], 0x0
	s_wait_idle
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_waitcnt	vmcnt(0)
	s_waitcnt	lgkmcnt(0)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s52, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	v_mov_b32	v24, v8
	v_mov_b32	v25, v9
	v_mov_b32	v26, v10
	v_mov_b32	v27, v11
	v_mov_b32	v28, v12
	v_mov_b32	v29, v13
	v_mov_b32	v30, v14
	v_mov_b32	v31, v15
	s_mov_b32	s67, s66
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_waitcnt_vscnt	null, 0
.endif
	s_endpgm
.endif

// gfx12: the legacy s_waitcnt
.if .amdgcn.gfx_generation_number >= 12

// ---------------------------------------------------------------- wc_idle_legacy

	.globl	wc_idle_legacy
	.p2align 8
	.type	wc_idle_legacy,@function
wc_idle_legacy:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_lshlrev_b32	v1, 2, v0
	v_mov_b32	v8, 0xdeadbeef
	v_mov_b32	v24, 0xdeadbeef
	v_mov_b32	v9, 0xdeadbeef
	v_mov_b32	v25, 0xdeadbeef
	v_mov_b32	v10, 0xdeadbeef
	v_mov_b32	v26, 0xdeadbeef
	v_mov_b32	v11, 0xdeadbeef
	v_mov_b32	v27, 0xdeadbeef
	v_mov_b32	v12, 0xdeadbeef
	v_mov_b32	v28, 0xdeadbeef
	v_mov_b32	v13, 0xdeadbeef
	v_mov_b32	v29, 0xdeadbeef
	v_mov_b32	v14, 0xdeadbeef
	v_mov_b32	v30, 0xdeadbeef
	v_mov_b32	v15, 0xdeadbeef
	v_mov_b32	v31, 0xdeadbeef
	s_mov_b64	s[48:49], 0
	s_mov_b64	s[50:51], 0
	s_mov_b64	s[52:53], 0
	s_mov_b64	s[54:55], 0
	s_mov_b64	s[56:57], 0
	s_mov_b64	s[58:59], 0
	s_mov_b64	s[60:61], 0
	s_mov_b64	s[62:63], 0
	s_mov_b64	s[64:65], 0
	s_mov_b32	s66, 0xdeadbeef
	s_mov_b32	s67, 0xdeadbeef
	s_mov_b32	s68, 0xdeadbeef
	s_mov_b32	s69, 0xdeadbeef
	s_mov_b32	s70, 0xdeadbeef
	s_mov_b32	s71, 0xdeadbeef
	s_mov_b32	s72, 0xdeadbeef
	s_mov_b32	s73, 0xdeadbeef
	s_add_u32	s32, s6, 0
	s_addc_u32	s33, s7, 0
	s_add_u32	s34, s6, 4096
	s_addc_u32	s35, s7, 0
	s_add_u32	s36, s6, 8192
	s_addc_u32	s37, s7, 0
	s_add_u32	s38, s6, 12288
	s_addc_u32	s39, s7, 0
	s_add_u32	s40, s6, 16384
	s_addc_u32	s41, s7, 0
	s_add_u32	s42, s6, 20480
	s_addc_u32	s43, s7, 0
	s_add_u32	s44, s6, 24576
	s_addc_u32	s45, s7, 0
	s_add_u32	s46, s6, 28672
	s_addc_u32	s47, s7, 0
	v_add_nc_u32	v2, 8192, v1
	ds_store_b32	v1, v2 offset:0
	v_add_nc_u32	v2, 8448, v1
	ds_store_b32	v1, v2 offset:256
	v_add_nc_u32	v2, 8704, v1
	ds_store_b32	v1, v2 offset:512
	v_add_nc_u32	v2, 8960, v1
	ds_store_b32	v1, v2 offset:768
	v_add_nc_u32	v2, 9216, v1
	ds_store_b32	v1, v2 offset:1024
	v_add_nc_u32	v2, 9472, v1
	ds_store_b32	v1, v2 offset:1280
	v_add_nc_u32	v2, 9728, v1
	ds_store_b32	v1, v2 offset:1536
	v_add_nc_u32	v2, 9984, v1
	ds_store_b32	v1, v2 offset:1792
	s_wait_dscnt	0
	s_getreg_b32	s48, hwreg(HW_REG_SHADER_CYCLES_LO)
	global_load_b32	v8, v1, s[32:33]
	global_load_b32	v9, v1, s[34:35]
	global_load_b32	v10, v1, s[36:37]
	global_load_b32	v11, v1, s[38:39]
	global_load_b32	v12, v1, s[40:41]
	global_load_b32	v13, v1, s[42:43]
	ds_load_b32	v14, v1 offset:1536
	ds_load_b32	v15, v1 offset:1792
	s_load_b32	s66, s[32:33], 0x0
	// the legacy S_WAITCNT opcode (llvm-mc-22 still encodes it): RDNA4 runs it as S_WAIT_IDLE
	s_waitcnt	vmcnt(63) lgkmcnt(63)
	s_getreg_b32	s50, hwreg(HW_REG_SHADER_CYCLES_LO)
	v_mov_b32	v24, v8
	v_mov_b32	v25, v9
	v_mov_b32	v26, v10
	v_mov_b32	v27, v11
	v_mov_b32	v28, v12
	v_mov_b32	v29, v13
	v_mov_b32	v30, v14
	v_mov_b32	v31, v15
	s_mov_b32	s67, s66
	v_mov_b32	v44, s48
	v_mov_b32	v45, s50
	v_mov_b32	v46, s52
	v_mov_b32	v47, s54
	v_mov_b32	v48, s56
	v_mov_b32	v49, s58
	v_mov_b32	v50, s60
	v_mov_b32	v51, s62
	v_mov_b32	v52, s64
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, s66
	v_mov_b32	v61, s67
	v_mov_b32	v62, s68
	v_mov_b32	v63, s69
	v_mov_b32	v64, s70
	v_mov_b32	v65, s71
	v_mov_b32	v66, s72
	v_mov_b32	v67, s73
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v40, 0
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	global_store_b128	v40, v[60:63], s[4:5] offset:64
	global_store_b128	v40, v[64:67], s[4:5] offset:80
	global_store_b128	v40, v[68:71], s[4:5] offset:96
	global_store_b128	v40, v[72:75], s[4:5] offset:112
	v_lshlrev_b32	v40, 6, v0
	global_store_b128	v40, v[8:11], s[4:5] offset:128
	global_store_b128	v40, v[12:15], s[4:5] offset:144
	global_store_b128	v40, v[24:27], s[4:5] offset:160
	global_store_b128	v40, v[28:31], s[4:5] offset:176
	s_wait_storecnt	0
	s_endpgm
.endif

	.rodata
	.p2align 6
// .if cannot stand inside an .amdhsa_kernel block (llvm-mc-22): one block
// per generation family; gfx9 (gfx90a+) needs .amdhsa_accum_offset.
.if .amdgcn.gfx_generation_number == 9
	.amdhsa_kernel wc_load_order
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 80
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_accum_offset 76
	.end_amdhsa_kernel
	.amdhsa_kernel wc_store_order
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 80
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_accum_offset 76
	.end_amdhsa_kernel
	.amdhsa_kernel wc_lds_order
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 80
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_accum_offset 76
	.end_amdhsa_kernel
	.amdhsa_kernel wc_smem_order
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 80
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_accum_offset 76
	.end_amdhsa_kernel
.else
	.amdhsa_kernel wc_load_order
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 80
		.amdhsa_group_segment_fixed_size 2048
	.end_amdhsa_kernel
	.amdhsa_kernel wc_store_order
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 80
		.amdhsa_group_segment_fixed_size 2048
	.end_amdhsa_kernel
	.amdhsa_kernel wc_lds_order
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 80
		.amdhsa_group_segment_fixed_size 2048
	.end_amdhsa_kernel
	.amdhsa_kernel wc_smem_order
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 80
		.amdhsa_group_segment_fixed_size 2048
	.end_amdhsa_kernel
	.amdhsa_kernel wc_cross_load
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 80
		.amdhsa_group_segment_fixed_size 2048
	.end_amdhsa_kernel
	.amdhsa_kernel wc_cross_store
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 80
		.amdhsa_group_segment_fixed_size 2048
	.end_amdhsa_kernel
	.amdhsa_kernel wc_cross_lds
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 80
		.amdhsa_group_segment_fixed_size 2048
	.end_amdhsa_kernel
	.amdhsa_kernel wc_cross_smem
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 80
		.amdhsa_group_segment_fixed_size 2048
	.end_amdhsa_kernel
	.amdhsa_kernel wc_idle
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 80
		.amdhsa_group_segment_fixed_size 2048
	.end_amdhsa_kernel
.if .amdgcn.gfx_generation_number >= 12
	.amdhsa_kernel wc_idle_legacy
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 80
		.amdhsa_group_segment_fixed_size 2048
	.end_amdhsa_kernel
.endif
.endif
