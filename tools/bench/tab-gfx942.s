// Table-driven layer instructions for gfx942 (Documentation/bench.rst): the encodings
// of tools/conformance (--per-class all --rounds 2) that llvm-mc-22 and gfxshim assemble
// to the same bytes and that gfxshim's hand-shaped table does not name, plus DPP forms
// of the VOP1/VOP2/VOPC lines, each kept only when both assemblers agree on its bytes.
s_flbit_i32_b32 s54, s24
s_sext_i32_i8 s53, s54
s_andn2_wrexec_b64 s[80:81], s[2:3]
s_quadmask_b64 s[86:87], s[16:17]
s_flbit_i32 s27, s15
s_andn2_saveexec_b64 s[64:65], s[6:7]
s_not_b32 s74, s82
s_andn1_saveexec_b64 s[28:29], s[62:63]
s_ff0_i32_b64 s94, s[94:95]
s_bcnt1_i32_b64 s63, s[10:11]
s_mov_b64 s[92:93], s[72:73]
s_orn2_saveexec_b64 s[84:85], s[6:7]
s_orn1_saveexec_b64 s[36:37], s[94:95]
s_movrels_b64 s[50:51], s[66:67]
s_flbit_i32_b64 s80, s[64:65]
s_movreld_b32 s61, s13
s_flbit_i32_i64 s97, s[40:41]
s_mov_b32 s42, s26
s_not_b64 s[44:45], s[64:65]
s_setpc_b64 s[80:81]
s_cmov_b32 s34, s18
s_ff0_i32_b32 s45, s15
s_xor_saveexec_b64 s[86:87], s[84:85]
s_quadmask_b32 s28, s3
s_and_saveexec_b64 s[12:13], s[30:31]
s_swappc_b64 s[68:69], s[68:69]
s_ff1_i32_b64 s97, s[22:23]
s_xnor_saveexec_b64 s[18:19], s[62:63]
s_bcnt0_i32_b32 s98, s94
s_cmov_b64 s[52:53], s[44:45]
s_nand_saveexec_b64 s[42:43], s[68:69]
s_or_saveexec_b64 s[10:11], s[40:41]
s_brev_b64 s[44:45], s[94:95]
s_bitset0_b64 s[58:59], s79
s_bitset0_b32 s86, s67
s_wqm_b64 s[44:45], s[8:9]
s_movrels_b32 s77, s0
s_bcnt0_i32_b64 s26, s[12:13]
s_bitset1_b64 s[90:91], s50
s_ff1_i32_b32 s36, s7
s_cbranch_join s17
s_set_gpr_idx_idx s79
s_abs_i32 s96, s59
s_getpc_b64 s[78:79]
s_bitreplicate_b64_b32 s[24:25], s65
s_bcnt1_i32_b32 s5, s96
s_sext_i32_i16 s97, s98
s_bitset1_b32 s10, s82
s_movreld_b64 s[72:73], s[60:61]
s_wqm_b32 s69, s70
s_nor_saveexec_b64 s[82:83], s[42:43]
s_brev_b32 s19, s71
s_rfe_b64 s[48:49]
s_andn1_wrexec_b64 s[12:13], s[6:7]
s_flbit_i32_b32 s51, s79
s_sext_i32_i8 s9, s89
s_andn2_wrexec_b64 s[86:87], s[4:5]
s_quadmask_b64 s[84:85], s[6:7]
s_flbit_i32 s28, s6
s_andn2_saveexec_b64 s[74:75], s[42:43]
s_not_b32 s18, s12
s_andn1_saveexec_b64 s[72:73], s[96:97]
s_ff0_i32_b64 s84, s[16:17]
s_bcnt1_i32_b64 s8, s[2:3]
s_mov_b64 s[50:51], s[86:87]
s_orn2_saveexec_b64 s[24:25], s[96:97]
s_orn1_saveexec_b64 s[52:53], s[58:59]
s_movrels_b64 s[18:19], s[66:67]
s_flbit_i32_b64 s73, s[72:73]
s_movreld_b32 s59, s17
s_flbit_i32_i64 s94, s[92:93]
s_mov_b32 s76, s91
s_not_b64 s[82:83], s[6:7]
s_setpc_b64 s[52:53]
s_cmov_b32 s87, s76
s_ff0_i32_b32 s75, s88
s_xor_saveexec_b64 s[84:85], s[20:21]
s_quadmask_b32 s57, s31
s_and_saveexec_b64 s[68:69], s[14:15]
s_swappc_b64 s[44:45], s[54:55]
s_ff1_i32_b64 s76, s[72:73]
s_xnor_saveexec_b64 s[38:39], s[78:79]
s_bcnt0_i32_b32 s92, s84
s_cmov_b64 s[84:85], s[78:79]
s_nand_saveexec_b64 s[92:93], s[22:23]
s_or_saveexec_b64 s[20:21], s[96:97]
s_brev_b64 s[52:53], s[84:85]
s_bitset0_b64 s[90:91], s34
s_bitset0_b32 s32, s36
s_wqm_b64 s[16:17], s[42:43]
s_movrels_b32 s10, s68
s_bcnt0_i32_b64 s92, s[72:73]
s_bitset1_b64 s[4:5], s69
s_ff1_i32_b32 s40, s42
s_cbranch_join s11
s_set_gpr_idx_idx s73
s_abs_i32 s45, s68
s_getpc_b64 s[32:33]
s_bitreplicate_b64_b32 s[18:19], s33
s_bcnt1_i32_b32 s9, s12
s_sext_i32_i16 s74, s37
s_bitset1_b32 s5, s44
s_movreld_b64 s[36:37], s[28:29]
s_wqm_b32 s66, s63
s_nor_saveexec_b64 s[40:41], s[66:67]
s_brev_b32 s31, s77
s_rfe_b64 s[8:9]
s_andn1_wrexec_b64 s[88:89], s[80:81]
s_or_b32 s10, s22, s84
s_ashr_i64 s[92:93], s[62:63], s33
s_lshr_b64 s[98:99], s[2:3], s15
s_orn2_b64 s[36:37], s[22:23], s[46:47]
s_subb_u32 s67, s80, s10
s_bfe_i64 s[44:45], s[8:9], s85
s_lshl_b32 s54, s44, s77
s_xnor_b64 s[24:25], s[38:39], s[36:37]
s_orn2_b32 s49, s5, s36
s_lshl_b64 s[58:59], s[94:95], s77
s_lshl1_add_u32 s56, s77, s12
s_lshl3_add_u32 s61, s3, s53
s_lshl2_add_u32 s82, s29, s74
s_mul_hi_u32 s39, s37, s51
s_sub_u32 s92, s89, s4
s_max_i32 s29, s43, s11
s_bfe_u64 s[36:37], s[10:11], s26
s_lshr_b32 s21, s5, s79
s_xnor_b32 s41, s24, s92
s_xor_b32 s0, s88, s41
s_bfe_u32 s79, s16, s83
s_nor_b64 s[16:17], s[30:31], s[6:7]
s_nand_b32 s85, s75, s95
s_andn2_b32 s76, s78, s5
s_add_u32 s95, s36, s38
s_rfe_restore_b64 s[66:67], s6
s_sub_i32 s50, s36, s91
s_lshl4_add_u32 s84, s12, s11
s_cbranch_g_fork s[82:83], s[20:21]
s_max_u32 s5, s29, s96
s_bfe_i32 s38, s97, s23
s_nand_b64 s[58:59], s[78:79], s[16:17]
s_bfm_b32 s83, s33, s89
s_and_b64 s[96:97], s[2:3], s[58:59]
s_ashr_i32 s55, s58, s35
s_mul_i32 s65, s39, s96
s_and_b32 s58, s35, s7
s_bfm_b64 s[22:23], s10, s68
s_pack_ll_b32_b16 s97, s26, s31
s_andn2_b64 s[78:79], s[12:13], s[32:33]
s_add_i32 s29, s40, s56
s_absdiff_i32 s85, s35, s32
s_cselect_b32 s26, s91, s93
s_pack_lh_b32_b16 s71, s44, s67
s_xor_b64 s[10:11], s[66:67], s[46:47]
s_or_b64 s[40:41], s[12:13], s[32:33]
s_addc_u32 s12, s53, s56
s_mul_hi_i32 s36, s23, s42
s_min_i32 s74, s66, s90
s_pack_hh_b32_b16 s85, s34, s1
s_nor_b32 s99, s85, s9
s_cselect_b64 s[10:11], s[62:63], s[16:17]
s_min_u32 s19, s74, s31
s_or_b32 s59, s83, s7
s_ashr_i64 s[60:61], s[88:89], s88
s_lshr_b64 s[34:35], s[68:69], s14
s_orn2_b64 s[92:93], s[32:33], s[46:47]
s_subb_u32 s30, s51, s24
s_bfe_i64 s[28:29], s[2:3], s45
s_lshl_b32 s53, s15, s32
s_xnor_b64 s[54:55], s[14:15], s[26:27]
s_orn2_b32 s82, s56, s65
s_lshl_b64 s[88:89], s[8:9], s13
s_lshl1_add_u32 s24, s23, s21
s_lshl3_add_u32 s77, s94, s3
s_lshl2_add_u32 s76, s87, s53
s_mul_hi_u32 s39, s22, s66
s_sub_u32 s79, s83, s39
s_max_i32 s10, s20, s11
s_bfe_u64 s[32:33], s[58:59], s33
s_lshr_b32 s46, s94, s49
s_xnor_b32 s99, s77, s52
s_xor_b32 s52, s63, s21
s_bfe_u32 s41, s94, s27
s_nor_b64 s[70:71], s[56:57], s[86:87]
s_nand_b32 s50, s28, s31
s_andn2_b32 s27, s60, s45
s_add_u32 s71, s54, s8
s_rfe_restore_b64 s[28:29], s1
s_sub_i32 s9, s92, s36
s_lshl4_add_u32 s32, s25, s69
s_cbranch_g_fork s[4:5], s[88:89]
s_max_u32 s40, s64, s71
s_bfe_i32 s4, s44, s91
s_nand_b64 s[14:15], s[76:77], s[54:55]
s_bfm_b32 s14, s12, s58
s_and_b64 s[76:77], s[48:49], s[80:81]
s_ashr_i32 s63, s97, s97
s_mul_i32 s62, s63, s68
s_and_b32 s18, s89, s70
s_bfm_b64 s[14:15], s90, s99
s_pack_ll_b32_b16 s71, s53, s64
s_andn2_b64 s[14:15], s[50:51], s[96:97]
s_add_i32 s89, s87, s91
s_absdiff_i32 s54, s67, s47
s_cselect_b32 s86, s33, s66
s_pack_lh_b32_b16 s96, s73, s81
s_xor_b64 s[46:47], s[36:37], s[48:49]
s_or_b64 s[36:37], s[46:47], s[8:9]
s_addc_u32 s29, s68, s2
s_mul_hi_i32 s8, s21, s45
s_min_i32 s45, s3, s11
s_pack_hh_b32_b16 s39, s3, s37
s_nor_b32 s28, s60, s2
s_cselect_b64 s[70:71], s[56:57], s[92:93]
s_min_u32 s84, s95, s46
s_cmpk_le_u32 s82, 0x957
s_cmpk_le_i32 s25, 0x132d
s_cmpk_lt_u32 s99, 0x7ba8
s_cmovk_i32 s79, 0x7a03
s_cmpk_lt_i32 s31, 0x706b
s_cmpk_ge_i32 s27, 0xd28b
s_cmpk_lg_u32 s64, 0x1927
s_setreg_b32 hwreg(0, 0, 1), s32
s_cbranch_i_fork s[38:39], 26301
s_movk_i32 s16, 0xca10
s_setreg_imm32_b32 hwreg(0, 0, 1), 0xf94b7a1f
s_mulk_i32 s11, 0x17b0
s_cmpk_ge_u32 s77, 0xf5bf
s_cmpk_eq_i32 s9, 0x6c50
s_cmpk_gt_i32 s78, 0x9044
s_call_b64 s[74:75], 0
s_getreg_b32 s77, hwreg(0, 0, 1)
s_cmpk_gt_u32 s50, 0xe63c
s_cmpk_eq_u32 s42, 0x1c0b
s_cmpk_lg_i32 s85, 0xb4f1
s_addk_i32 s42, 0x29ec
s_cmpk_le_u32 s95, 0x1c03
s_cmpk_le_i32 s37, 0x6228
s_cmpk_lt_u32 s41, 0xe0dd
s_cmovk_i32 s8, 0x3f14
s_cmpk_lt_i32 s80, 0x8250
s_cmpk_ge_i32 s57, 0x6538
s_cmpk_lg_u32 s11, 0xf72f
s_setreg_b32 hwreg(0, 0, 1), s53
s_cbranch_i_fork s[26:27], 64970
s_movk_i32 s44, 0x8975
s_setreg_imm32_b32 hwreg(0, 0, 1), 0x74622b7a
s_mulk_i32 s7, 0xdc75
s_cmpk_ge_u32 s34, 0x346e
s_cmpk_eq_i32 s29, 0xef9a
s_cmpk_gt_i32 s83, 0xe171
s_call_b64 s[42:43], 0
s_getreg_b32 s41, hwreg(0, 0, 1)
s_cmpk_gt_u32 s36, 0xd0fa
s_cmpk_eq_u32 s42, 0x3ea0
s_cmpk_lg_i32 s9, 0x7e8d
s_addk_i32 s40, 0x55cb
s_cmp_lt_i32 s52, s1
s_cmp_lt_u32 s0, s54
s_cmp_le_u32 s22, s43
s_bitcmp1_b32 s21, s2
s_bitcmp1_b64 s[94:95], s8
s_cmp_le_i32 s79, s80
s_set_gpr_idx_on s93, gpr_idx()
s_bitcmp0_b32 s13, s71
s_cmp_ge_u32 s37, s81
s_cmp_lg_u64 s[14:15], s[26:27]
s_cmp_eq_i32 s0, s80
s_setvskip s84, s58
s_bitcmp0_b64 s[84:85], s41
s_cmp_eq_u32 s5, s57
s_cmp_gt_u32 s37, s84
s_cmp_eq_u64 s[78:79], s[24:25]
s_cmp_lg_u32 s91, s95
s_cmp_lg_i32 s44, s75
s_cmp_ge_i32 s18, s24
s_cmp_gt_i32 s18, s79
s_cmp_lt_i32 s43, s71
s_cmp_lt_u32 s87, s60
s_cmp_le_u32 s50, s12
s_bitcmp1_b32 s62, s39
s_bitcmp1_b64 s[76:77], s34
s_cmp_le_i32 s48, s71
s_set_gpr_idx_on s66, gpr_idx()
s_bitcmp0_b32 s4, s30
s_cmp_ge_u32 s74, s34
s_cmp_lg_u64 s[86:87], s[88:89]
s_cmp_eq_i32 s73, s27
s_setvskip s64, s74
s_bitcmp0_b64 s[76:77], s2
s_cmp_eq_u32 s28, s50
s_cmp_gt_u32 s54, s76
s_cmp_eq_u64 s[44:45], s[90:91]
s_cmp_lg_u32 s41, s12
s_cmp_lg_i32 s3, s77
s_cmp_ge_i32 s42, s45
s_cmp_gt_i32 s9, s35
s_decperflevel 0x7e11
s_nop 0xc2d8
s_setprio 0xb13f
s_endpgm_ordered_ps_done
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
s_cbranch_cdbguser 24898
s_cbranch_cdbgsys_or_user 45547
s_wakeup
s_set_gpr_idx_mode gpr_idx()
s_trap 0x9993
s_ttracedata
s_cbranch_cdbgsys_and_user 52719
s_sendmsghalt sendmsg(0, 0, 0)
s_branch 62723
s_cbranch_cdbgsys 29728
s_sethalt 0x9621
s_sendmsg sendmsg(0, 0, 0)
s_incperflevel 0x9e7b
s_cbranch_vccnz 6124
s_barrier
s_set_gpr_idx_off
s_cbranch_scc0 22840
s_endpgm
s_cbranch_vccz 34932
s_endpgm_saved
s_cbranch_execz 58011
s_icache_inv
s_cbranch_scc1 17058
s_setkill 0
s_sleep 0xd0fc
s_cbranch_execnz 60820
s_decperflevel 0x7c31
s_nop 0xd40c
s_setprio 0xddb6
s_endpgm_ordered_ps_done
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
s_cbranch_cdbguser 25037
s_cbranch_cdbgsys_or_user 65271
s_wakeup
s_set_gpr_idx_mode gpr_idx()
s_trap 0x7ca7
s_ttracedata
s_cbranch_cdbgsys_and_user 56703
s_sendmsghalt sendmsg(0, 0, 0)
s_branch 43946
s_cbranch_cdbgsys 58210
s_sethalt 0xf63e
s_sendmsg sendmsg(0, 0, 0)
s_incperflevel 0x7d41
s_cbranch_vccnz 28926
s_barrier
s_set_gpr_idx_off
s_cbranch_scc0 52201
s_endpgm
s_cbranch_vccz 56196
s_endpgm_saved
s_cbranch_execz 53398
s_icache_inv
s_cbranch_scc1 33358
s_setkill 0
s_sleep 0xb3b5
s_cbranch_execnz 23405
s_buffer_atomic_umin s61, s[72:75], s14
s_buffer_atomic_smax_x2 s[66:67], s[84:87], s68
s_atomic_dec s83, s[70:71], s92
s_atomic_umax_x2 s[66:67], s[22:23], s52
s_buffer_atomic_dec_x2 s[4:5], s[64:67], s80
s_atomic_umin s78, s[58:59], s29
s_atomic_smax s73, s[44:45], s20
s_atomic_smax_x2 s[56:57], s[86:87], s18
s_store_dwordx4 s[76:79], s[8:9], s42
s_atomic_smin_x2 s[34:35], s[24:25], s5
s_buffer_atomic_sub s12, s[0:3], s2
s_buffer_atomic_umin_x2 s[30:31], s[48:51], s67
s_load_dword s85, s[94:95], s58
s_atomic_sub_x2 s[54:55], s[40:41], s50
s_atomic_dec_x2 s[84:85], s[58:59], s89
s_scratch_load_dword s5, s[34:35], s83
s_buffer_load_dwordx4 s[84:87], s[32:35], s27
s_atomic_cmpswap s[22:23], s[46:47], s90
s_scratch_store_dwordx2 s[36:37], s[52:53], s89
s_buffer_store_dwordx2 s[68:69], s[20:23], s99
s_atomic_add_x2 s[46:47], s[6:7], s88
s_atc_probe_buffer 0, s[72:75], s34
s_buffer_atomic_inc_x2 s[28:29], s[20:23], s0
s_buffer_atomic_umax_x2 s[44:45], s[32:35], s95
s_buffer_atomic_or_x2 s[56:57], s[36:39], s30
s_load_dwordx16 s[4:19], s[36:37], s20
s_buffer_atomic_inc s93, s[4:7], s87
s_atomic_inc_x2 s[62:63], s[86:87], s20
s_buffer_atomic_or s46, s[40:43], s81
s_buffer_atomic_smin s50, s[44:47], s63
s_buffer_atomic_swap s89, s[56:59], s68
s_dcache_discard s[2:3], s50
s_atc_probe 0, s[62:63], s26
s_buffer_atomic_cmpswap_x2 s[44:47], s[36:39], s8
s_buffer_atomic_and s54, s[88:91], s81
s_dcache_discard_x2 s[46:47], s73
s_atomic_swap_x2 s[34:35], s[70:71], s27
s_buffer_store_dword s17, s[56:59], s46
s_atomic_umax s95, s[70:71], s56
s_buffer_atomic_swap_x2 s[10:11], s[96:99], s64
s_atomic_cmpswap_x2 s[96:99], s[68:69], s39
s_buffer_atomic_xor s92, s[0:3], s3
s_scratch_store_dwordx4 s[60:63], s[18:19], s56
s_buffer_atomic_umax s25, s[64:67], s72
s_load_dwordx2 s[50:51], s[32:33], s43
s_buffer_atomic_sub_x2 s[72:73], s[12:15], s6
s_atomic_swap s2, s[98:99], s12
s_buffer_atomic_dec s46, s[52:55], s26
s_atomic_sub s91, s[22:23], s2
s_load_dwordx4 s[44:47], s[76:77], s2
s_buffer_atomic_add_x2 s[58:59], s[72:75], s37
s_atomic_and s31, s[6:7], s41
s_buffer_load_dword s18, s[36:39], s9
s_buffer_store_dwordx4 s[60:63], s[24:27], s85
s_atomic_or_x2 s[70:71], s[24:25], s88
s_atomic_inc s69, s[78:79], s68
s_atomic_add s63, s[54:55], s83
s_buffer_load_dwordx2 s[52:53], s[88:91], s60
s_scratch_load_dwordx4 s[64:67], s[32:33], s90
s_atomic_umin_x2 s[60:61], s[62:63], s56
s_buffer_atomic_xor_x2 s[38:39], s[64:67], s35
s_load_dwordx8 s[16:23], s[34:35], s6
s_store_dwordx2 s[54:55], s[42:43], s49
s_atomic_and_x2 s[64:65], s[38:39], s6
s_atomic_xor s74, s[70:71], s39
s_scratch_store_dword s96, s[52:53], s25
s_buffer_atomic_smax s57, s[80:83], s7
s_buffer_atomic_add s24, s[96:99], s57
s_atomic_smin s19, s[82:83], s17
s_buffer_atomic_smin_x2 s[12:13], s[96:99], s37
s_buffer_load_dwordx16 s[32:47], s[64:67], s35
s_buffer_load_dwordx8 s[68:75], s[16:19], s38
s_buffer_atomic_and_x2 s[0:1], s[40:43], s37
s_store_dword s4, s[16:17], s9
s_atomic_xor_x2 s[22:23], s[94:95], s51
s_scratch_load_dwordx2 s[28:29], s[72:73], s74
s_buffer_atomic_cmpswap s[4:5], s[64:67], s89
s_atomic_or s56, s[56:57], s53
s_buffer_atomic_umin s10, s[4:7], s29
s_buffer_atomic_smax_x2 s[30:31], s[28:31], s68
s_atomic_dec s7, s[94:95], s17
s_atomic_umax_x2 s[58:59], s[52:53], s63
s_buffer_atomic_dec_x2 s[34:35], s[48:51], s75
s_atomic_umin s81, s[98:99], s12
s_atomic_smax s25, s[52:53], s8
s_atomic_smax_x2 s[8:9], s[18:19], s54
s_store_dwordx4 s[96:99], s[46:47], s0
s_atomic_smin_x2 s[12:13], s[82:83], s31
s_buffer_atomic_sub s70, s[12:15], s16
s_buffer_atomic_umin_x2 s[52:53], s[0:3], s90
s_load_dword s12, s[26:27], s81
s_atomic_sub_x2 s[40:41], s[92:93], s28
s_atomic_dec_x2 s[88:89], s[14:15], s14
s_scratch_load_dword s61, s[14:15], s29
s_buffer_load_dwordx4 s[16:19], s[12:15], s83
s_atomic_cmpswap s[20:21], s[22:23], s55
s_scratch_store_dwordx2 s[50:51], s[98:99], s66
s_buffer_store_dwordx2 s[18:19], s[96:99], s51
s_atomic_add_x2 s[58:59], s[78:79], s6
s_atc_probe_buffer 0, s[40:43], s25
s_buffer_atomic_inc_x2 s[96:97], s[32:35], s69
s_buffer_atomic_umax_x2 s[24:25], s[84:87], s68
s_buffer_atomic_or_x2 s[32:33], s[52:55], s22
s_load_dwordx16 s[68:83], s[6:7], s67
s_buffer_atomic_inc s66, s[20:23], s65
s_atomic_inc_x2 s[56:57], s[78:79], s14
s_buffer_atomic_or s17, s[80:83], s14
s_buffer_atomic_smin s64, s[44:47], s11
s_buffer_atomic_swap s55, s[44:47], s82
s_dcache_discard s[66:67], s59
s_atc_probe 0, s[2:3], s75
s_buffer_atomic_cmpswap_x2 s[56:59], s[68:71], s50
s_buffer_atomic_and s67, s[4:7], s65
s_dcache_discard_x2 s[20:21], s42
s_atomic_swap_x2 s[86:87], s[26:27], s20
s_buffer_store_dword s25, s[68:71], s61
s_atomic_umax s32, s[22:23], s2
s_buffer_atomic_swap_x2 s[68:69], s[92:95], s40
s_atomic_cmpswap_x2 s[48:51], s[2:3], s30
s_buffer_atomic_xor s53, s[0:3], s35
s_scratch_store_dwordx4 s[96:99], s[62:63], s41
s_buffer_atomic_umax s14, s[96:99], s93
s_load_dwordx2 s[24:25], s[34:35], s15
s_buffer_atomic_sub_x2 s[8:9], s[92:95], s10
s_atomic_swap s24, s[98:99], s13
s_buffer_atomic_dec s97, s[0:3], s86
s_atomic_sub s86, s[26:27], s50
s_load_dwordx4 s[16:19], s[44:45], s77
s_buffer_atomic_add_x2 s[50:51], s[80:83], s9
s_atomic_and s60, s[84:85], s26
s_buffer_load_dword s55, s[36:39], s2
s_buffer_store_dwordx4 s[36:39], s[92:95], s3
s_atomic_or_x2 s[30:31], s[28:29], s16
s_atomic_inc s75, s[58:59], s55
s_atomic_add s76, s[44:45], s70
s_buffer_load_dwordx2 s[6:7], s[20:23], s19
s_scratch_load_dwordx4 s[84:87], s[54:55], s16
s_atomic_umin_x2 s[82:83], s[92:93], s97
s_buffer_atomic_xor_x2 s[84:85], s[20:23], s2
s_load_dwordx8 s[4:11], s[50:51], s9
s_store_dwordx2 s[4:5], s[96:97], s54
s_atomic_and_x2 s[74:75], s[80:81], s37
s_atomic_xor s86, s[28:29], s28
s_scratch_store_dword s35, s[30:31], s41
s_buffer_atomic_smax s43, s[8:11], s63
s_buffer_atomic_add s5, s[84:87], s98
s_atomic_smin s14, s[8:9], s4
s_buffer_atomic_smin_x2 s[48:49], s[64:67], s42
s_buffer_load_dwordx16 s[36:51], s[16:19], s98
s_buffer_load_dwordx8 s[32:39], s[28:31], s0
s_buffer_atomic_and_x2 s[10:11], s[60:63], s72
s_store_dword s8, s[20:21], s94
s_atomic_xor_x2 s[6:7], s[96:97], s29
s_scratch_load_dwordx2 s[62:63], s[22:23], s55
s_buffer_atomic_cmpswap s[20:21], s[92:95], s38
s_atomic_or s69, s[12:13], s16
v_cvt_f32_ubyte3_e32 v226, v206
v_cvt_i32_f32_e32 v69, v16
v_frexp_mant_f64_e32 v[46:47], v[188:189]
v_ceil_f64_e32 v[112:113], v[164:165]
v_bfrev_b32_e32 v51, v178
v_mov_b64_e32 v[200:201], v[2:3]
v_ceil_f32_e32 v84, v143
v_cvt_f32_u32_e32 v150, v49
v_cvt_f32_fp8_e32 v202, v45
v_cvt_flr_i32_f32_e32 v236, v78
v_sqrt_f64_e32 v[160:161], v[116:117]
v_rsq_f64_e32 v[70:71], v[186:187]
v_screen_partition_4se_b32_e32 v87, v74
v_sin_f16_e32 v222, v130
v_cvt_pk_f32_fp8_e32 v[186:187], v187
v_cvt_f16_u16_e32 v178, v94
v_cvt_norm_u16_f16_e32 v238, v190
v_rcp_f16_e32 v36, v200
v_frexp_exp_i32_f32_e32 v108, v129
v_nop
v_log_legacy_f32_e32 v31, v243
v_cos_f16_e32 v181, v115
v_trunc_f64_e32 v[252:253], v[26:27]
v_cvt_f32_bf8_e32 v179, v97
v_rndne_f64_e32 v[128:129], v[128:129]
v_rcp_f32_e32 v120, v226
v_cvt_norm_i16_f16_e32 v182, v188
v_trunc_f16_e32 v124, v15
v_rcp_iflag_f32_e32 v67, v66
v_not_b32_e32 v192, v78
v_cvt_f32_i32_e32 v24, v12
v_frexp_mant_f32_e32 v81, v119
v_sin_f32_e32 v190, v172
v_frexp_mant_f16_e32 v21, v27
v_cvt_f64_f32_e32 v[2:3], v10
v_swap_b32 v193, v81
v_sat_pk_u8_i16_e32 v10, v36
v_frexp_exp_i32_f64_e32 v194, v[212:213]
v_readfirstlane_b32 s85, v177
v_ceil_f16_e32 v187, v33
v_cvt_u16_f16_e32 v18, v153
v_exp_f32_e32 v22, v158
v_rsq_f32_e32 v168, v18
v_log_f32_e32 v54, v71
v_cvt_f16_f32_e32 v244, v206
v_exp_legacy_f32_e32 v224, v22
v_rsq_f16_e32 v191, v81
v_cvt_f64_u32_e32 v[44:45], v35
v_cvt_i16_f16_e32 v127, v243
v_cvt_i32_f64_e32 v111, v[94:95]
v_clrexcp
v_cvt_off_f32_i4_e32 v19, v140
v_fract_f64_e32 v[212:213], v[238:239]
v_cvt_pk_f32_bf8_e32 v[230:231], v39
v_floor_f16_e32 v127, v75
v_exp_f16_e32 v72, v105
v_ffbl_b32_e32 v180, v159
v_rndne_f32_e32 v235, v105
v_cvt_f32_ubyte1_e32 v7, v109
v_floor_f64_e32 v[56:57], v[120:121]
v_fract_f16_e32 v60, v172
v_trunc_f32_e32 v88, v244
v_cvt_f32_f64_e32 v156, v[80:81]
v_mov_b32_e32 v176, v72
v_cvt_u32_f32_e32 v79, v231
v_frexp_exp_i16_f16_e32 v151, v34
v_fract_f32_e32 v194, v47
v_cvt_u32_f64_e32 v120, v[130:131]
v_cvt_f16_i16_e32 v205, v10
v_cos_f32_e32 v36, v231
v_sqrt_f16_e32 v199, v97
v_cvt_rpi_i32_f32_e32 v89, v247
v_rcp_f64_e32 v[92:93], v[146:147]
v_ffbh_i32_e32 v61, v174
v_cvt_f32_f16_e32 v201, v70
v_cvt_f32_ubyte0_e32 v109, v36
v_rndne_f16_e32 v92, v221
v_sqrt_f32_e32 v56, v144
v_cvt_f64_i32_e32 v[120:121], v85
v_cvt_f32_ubyte2_e32 v38, v108
v_log_f16_e32 v235, v241
v_ffbh_u32_e32 v200, v95
v_floor_f32_e32 v166, v181
v_cvt_f32_ubyte3_e32 v119, v154
v_cvt_i32_f32_e32 v92, v196
v_frexp_mant_f64_e32 v[226:227], v[210:211]
v_ceil_f64_e32 v[190:191], v[160:161]
v_bfrev_b32_e32 v211, v208
v_mov_b64_e32 v[158:159], v[70:71]
v_ceil_f32_e32 v132, v128
v_cvt_f32_u32_e32 v9, v180
v_cvt_f32_fp8_e32 v216, v241
v_cvt_flr_i32_f32_e32 v187, v195
v_sqrt_f64_e32 v[142:143], v[150:151]
v_rsq_f64_e32 v[30:31], v[196:197]
v_screen_partition_4se_b32_e32 v221, v89
v_sin_f16_e32 v121, v196
v_cvt_pk_f32_fp8_e32 v[90:91], v32
v_cvt_f16_u16_e32 v117, v57
v_cvt_norm_u16_f16_e32 v2, v198
v_rcp_f16_e32 v15, v107
v_frexp_exp_i32_f32_e32 v51, v197
v_nop
v_log_legacy_f32_e32 v111, v208
v_cos_f16_e32 v236, v104
v_trunc_f64_e32 v[164:165], v[160:161]
v_cvt_f32_bf8_e32 v198, v5
v_rndne_f64_e32 v[226:227], v[8:9]
v_rcp_f32_e32 v251, v227
v_cvt_norm_i16_f16_e32 v172, v238
v_trunc_f16_e32 v165, v252
v_rcp_iflag_f32_e32 v155, v41
v_not_b32_e32 v233, v211
v_cvt_f32_i32_e32 v28, v74
v_frexp_mant_f32_e32 v251, v129
v_sin_f32_e32 v117, v142
v_frexp_mant_f16_e32 v169, v19
v_cvt_f64_f32_e32 v[100:101], v180
v_swap_b32 v119, v200
v_sat_pk_u8_i16_e32 v1, v225
v_frexp_exp_i32_f64_e32 v162, v[110:111]
v_readfirstlane_b32 s56, v84
v_ceil_f16_e32 v177, v153
v_cvt_u16_f16_e32 v145, v104
v_exp_f32_e32 v108, v143
v_rsq_f32_e32 v68, v99
v_log_f32_e32 v107, v38
v_cvt_f16_f32_e32 v125, v147
v_exp_legacy_f32_e32 v110, v8
v_rsq_f16_e32 v132, v183
v_cvt_f64_u32_e32 v[116:117], v41
v_cvt_i16_f16_e32 v54, v209
v_cvt_i32_f64_e32 v48, v[184:185]
v_clrexcp
v_cvt_off_f32_i4_e32 v212, v157
v_fract_f64_e32 v[232:233], v[196:197]
v_cvt_pk_f32_bf8_e32 v[172:173], v22
v_floor_f16_e32 v19, v114
v_exp_f16_e32 v240, v231
v_ffbl_b32_e32 v157, v124
v_rndne_f32_e32 v186, v75
v_cvt_f32_ubyte1_e32 v92, v255
v_floor_f64_e32 v[230:231], v[118:119]
v_fract_f16_e32 v200, v118
v_trunc_f32_e32 v53, v173
v_cvt_f32_f64_e32 v171, v[222:223]
v_mov_b32_e32 v44, v162
v_cvt_u32_f32_e32 v234, v103
v_frexp_exp_i16_f16_e32 v106, v177
v_fract_f32_e32 v224, v208
v_cvt_u32_f64_e32 v83, v[32:33]
v_cvt_f16_i16_e32 v247, v49
v_cos_f32_e32 v50, v57
v_sqrt_f16_e32 v75, v65
v_cvt_rpi_i32_f32_e32 v190, v164
v_rcp_f64_e32 v[160:161], v[100:101]
v_ffbh_i32_e32 v192, v38
v_cvt_f32_f16_e32 v40, v57
v_cvt_f32_ubyte0_e32 v18, v88
v_rndne_f16_e32 v215, v37
v_sqrt_f32_e32 v81, v108
v_cvt_f64_i32_e32 v[228:229], v101
v_cvt_f32_ubyte2_e32 v235, v228
v_log_f16_e32 v220, v103
v_ffbh_u32_e32 v95, v152
v_floor_f32_e32 v173, v74
v_subbrev_co_u32_e32 v79, vcc, v248, v191, vcc
v_lshlrev_b16_e32 v101, v100, v57
v_subrev_u16_e32 v193, v249, v44
v_dot4c_i32_i8_e32 v145, v199, v178
v_mul_u32_u24_e32 v203, v35, v60
v_subrev_f32_e32 v2, v39, v46
v_add_f32_e32 v10, v109, v117
v_sub_f16_e32 v213, v192, v51
v_sub_f32_e32 v185, v237, v90
v_dot2c_i32_i16_e32 v188, v2, v194
v_min_i32_e32 v96, v249, v32
v_ashrrev_i16_e32 v199, v12, v58
v_mul_f16_e32 v105, v155, v87
v_subrev_co_u32_e32 v159, vcc, v153, v233
v_subrev_f16_e32 v53, v40, v5
v_ashrrev_i32_e32 v71, v124, v85
v_subb_co_u32_e32 v150, vcc, v28, v148, vcc
v_fmaak_f32 v96, v67, v15, 0x78b5aaa9
v_max_f32_e32 v30, v78, v124
v_sub_co_u32_e32 v199, vcc, v73, v184
v_lshrrev_b16_e32 v148, v184, v90
v_add_f16_e32 v106, v103, v174
v_and_b32_e32 v187, v104, v169
v_min_i16_e32 v140, v205, v151
v_fmamk_f32 v126, v127, 0x9988828e, v171
v_mul_lo_u16_e32 v198, v53, v160
v_fmac_f32_e32 v58, v66, v247
v_addc_co_u32_e32 v26, vcc, v178, v152, vcc
v_mac_f16_e32 v168, v221, v192
v_sub_u16_e32 v108, v185, v51
v_lshlrev_b32_e32 v195, v135, v242
v_mul_i32_i24_e32 v38, v110, v58
v_add_u16_e32 v151, v192, v122
v_add_co_u32_e32 v49, vcc, v134, v152
v_fmac_f64_e32 v[194:195], v[104:105], v[60:61]
v_ldexp_f16_e32 v159, v187, v81
v_cndmask_b32_e32 v134, v116, v129, vcc
v_max_f16_e32 v27, v51, v189
v_dot8c_i32_i4_e32 v94, v47, v162
v_min_f16_e32 v103, v163, v217
v_or_b32_e32 v19, v15, v6
v_sub_u32_e32 v23, v174, v248
v_min_u32_e32 v62, v71, v237
v_xnor_b32_e32 v68, v170, v171
v_xor_b32_e32 v229, v19, v159
v_pk_fmac_f16_e32 v54, v118, v92
v_min_f32_e32 v94, v4, v169
v_min_u16_e32 v216, v35, v206
v_mul_hi_u32_u24_e32 v46, v27, v43
v_mul_hi_i32_i24_e32 v71, v161, v177
v_lshrrev_b32_e32 v157, v31, v52
v_subrev_u32_e32 v146, v103, v48
v_max_i16_e32 v221, v163, v103
v_add_u32_e32 v131, v114, v27
v_mul_f32_e32 v192, v9, v233
v_max_u16_e32 v191, v8, v189
v_max_u32_e32 v121, v90, v247
v_max_i32_e32 v84, v111, v120
v_dot2c_f32_f16_e32 v163, v107, v100
v_subbrev_co_u32_e32 v204, vcc, v230, v19, vcc
v_lshlrev_b16_e32 v213, v140, v206
v_subrev_u16_e32 v28, v53, v209
v_dot4c_i32_i8_e32 v80, v176, v121
v_mul_u32_u24_e32 v45, v192, v16
v_subrev_f32_e32 v68, v164, v197
v_add_f32_e32 v92, v254, v1
v_sub_f16_e32 v30, v103, v96
v_sub_f32_e32 v119, v93, v82
v_dot2c_i32_i16_e32 v146, v19, v180
v_min_i32_e32 v217, v16, v252
v_ashrrev_i16_e32 v22, v194, v28
v_mul_f16_e32 v88, v96, v8
v_subrev_co_u32_e32 v136, vcc, v54, v150
v_subrev_f16_e32 v168, v118, v47
v_ashrrev_i32_e32 v125, v174, v140
v_subb_co_u32_e32 v242, vcc, v93, v29, vcc
v_fmaak_f32 v151, v100, v212, 0xfb2b5b39
v_max_f32_e32 v238, v173, v137
v_sub_co_u32_e32 v139, vcc, v243, v164
v_lshrrev_b16_e32 v170, v145, v185
v_add_f16_e32 v86, v226, v228
v_and_b32_e32 v178, v134, v83
v_min_i16_e32 v82, v164, v41
v_fmamk_f32 v122, v202, 0x3cba1b38, v179
v_mul_lo_u16_e32 v201, v210, v237
v_fmac_f32_e32 v237, v146, v177
v_addc_co_u32_e32 v89, vcc, v177, v94, vcc
v_mac_f16_e32 v197, v103, v130
v_sub_u16_e32 v229, v240, v159
v_lshlrev_b32_e32 v125, v33, v113
v_mul_i32_i24_e32 v223, v81, v15
v_add_u16_e32 v105, v94, v98
v_add_co_u32_e32 v196, vcc, v115, v145
v_fmac_f64_e32 v[172:173], v[180:181], v[46:47]
v_ldexp_f16_e32 v91, v40, v213
v_cndmask_b32_e32 v231, v15, v190, vcc
v_max_f16_e32 v55, v57, v55
v_dot8c_i32_i4_e32 v84, v169, v207
v_min_f16_e32 v192, v93, v27
v_or_b32_e32 v250, v62, v237
v_sub_u32_e32 v241, v56, v81
v_min_u32_e32 v208, v161, v122
v_xnor_b32_e32 v197, v115, v40
v_xor_b32_e32 v113, v0, v6
v_pk_fmac_f16_e32 v148, v139, v4
v_min_f32_e32 v38, v38, v115
v_min_u16_e32 v225, v130, v242
v_mul_hi_u32_u24_e32 v210, v106, v235
v_mul_hi_i32_i24_e32 v178, v164, v60
v_lshrrev_b32_e32 v74, v232, v31
v_subrev_u32_e32 v126, v196, v118
v_max_i16_e32 v235, v224, v18
v_add_u32_e32 v8, v181, v218
v_mul_f32_e32 v148, v109, v116
v_max_u16_e32 v68, v193, v80
v_max_u32_e32 v225, v89, v209
v_max_i32_e32 v138, v30, v88
v_dot2c_f32_f16_e32 v216, v156, v240
v_cmpx_le_i32_e32 vcc, v157, v197
v_cmpx_lt_i32_e32 vcc, v63, v242
v_cmpx_neq_f32_e32 vcc, v28, v240
v_cmp_u_f64_e32 vcc, v[144:145], v[216:217]
v_cmpx_lt_u32_e32 vcc, v68, v151
v_cmp_le_i64_e32 vcc, v[174:175], v[126:127]
v_cmp_le_i32_e32 vcc, v133, v7
v_cmpx_ge_u32_e32 vcc, v222, v59
v_cmpx_gt_f16_e32 vcc, v168, v142
v_cmp_lg_f64_e32 vcc, v[40:41], v[100:101]
v_cmp_ge_f32_e32 vcc, v118, v97
v_cmp_le_u64_e32 vcc, v[90:91], v[12:13]
v_cmpx_nle_f16_e32 vcc, v95, v81
v_cmp_lt_i16_e32 vcc, v35, v151
v_cmpx_t_i32_e32 vcc, v110, v28
v_cmp_gt_i32_e32 vcc, v41, v173
v_cmp_class_f64_e32 vcc, v[104:105], v66
v_cmp_tru_f16_e32 vcc, v93, v37
v_cmp_gt_f32_e32 vcc, v223, v225
v_cmp_gt_u16_e32 vcc, v62, v71
v_cmp_f_f16_e32 vcc, v214, v161
v_cmpx_t_u32_e32 vcc, v46, v169
v_cmp_lg_f16_e32 vcc, v120, v117
v_cmpx_eq_i64_e32 vcc, v[228:229], v[156:157]
v_cmp_tru_f32_e32 vcc, v15, v82
v_cmp_le_f32_e32 vcc, v69, v134
v_cmp_nlt_f16_e32 vcc, v45, v166
v_cmpx_ne_i64_e32 vcc, v[20:21], v[52:53]
v_cmpx_ge_u64_e32 vcc, v[130:131], v[102:103]
v_cmpx_f_u32_e32 vcc, v248, v43
v_cmpx_lt_i64_e32 vcc, v[174:175], v[12:13]
v_cmp_ge_u16_e32 vcc, v40, v125
v_cmpx_o_f64_e32 vcc, v[236:237], v[8:9]
v_cmpx_nlg_f64_e32 vcc, v[146:147], v[48:49]
v_cmp_ngt_f64_e32 vcc, v[240:241], v[84:85]
v_cmp_class_f32_e32 vcc, v129, v90
v_cmpx_ne_u16_e32 vcc, v100, v106
v_cmp_le_u32_e32 vcc, v64, v33
v_cmpx_gt_u32_e32 vcc, v190, v225
v_cmpx_lt_f64_e32 vcc, v[64:65], v[44:45]
v_cmp_gt_i16_e32 vcc, v167, v199
v_cmpx_eq_u32_e32 vcc, v136, v235
v_cmpx_nle_f64_e32 vcc, v[252:253], v[242:243]
v_cmp_neq_f16_e32 vcc, v53, v39
v_cmp_ne_u32_e32 vcc, v100, v31
v_cmpx_f_i64_e32 vcc, v[152:153], v[22:23]
v_cmp_ge_u32_e32 vcc, v40, v107
v_cmpx_nge_f64_e32 vcc, v[202:203], v[226:227]
v_cmp_nge_f32_e32 vcc, v217, v91
v_cmp_lt_i32_e32 vcc, v184, v171
v_cmp_ne_i16_e32 vcc, v95, v235
v_cmp_lt_f16_e32 vcc, v155, v220
v_cmpx_t_i64_e32 vcc, v[70:71], v[136:137]
v_cmpx_le_f64_e32 vcc, v[152:153], v[42:43]
v_cmpx_ne_u64_e32 vcc, v[168:169], v[58:59]
v_cmpx_ge_i16_e32 vcc, v233, v89
v_cmpx_gt_i64_e32 vcc, v[204:205], v[56:57]
v_cmpx_t_u16_e32 vcc, v188, v77
v_cmp_ne_i64_e32 vcc, v[212:213], v[212:213]
v_cmp_t_u16_e32 vcc, v17, v145
v_cmp_neq_f32_e32 vcc, v164, v74
v_cmp_u_f32_e32 vcc, v74, v82
v_cmpx_neq_f64_e32 vcc, v[228:229], v[206:207]
v_cmpx_gt_f64_e32 vcc, v[22:23], v[208:209]
v_cmp_eq_u64_e32 vcc, v[222:223], v[190:191]
v_cmp_eq_f64_e32 vcc, v[78:79], v[72:73]
v_cmp_f_u16_e32 vcc, v189, v64
v_cmp_lt_u64_e32 vcc, v[56:57], v[46:47]
v_cmpx_lt_f16_e32 vcc, v212, v169
v_cmp_ge_f64_e32 vcc, v[186:187], v[136:137]
v_cmpx_ngt_f32_e32 vcc, v85, v236
v_cmpx_f_f32_e32 vcc, v73, v144
v_cmp_t_u32_e32 vcc, v78, v27
v_cmp_t_u64_e32 vcc, v[44:45], v[80:81]
v_cmp_nlg_f64_e32 vcc, v[242:243], v[50:51]
v_cmpx_le_u64_e32 vcc, v[182:183], v[184:185]
v_cmp_neq_f64_e32 vcc, v[40:41], v[182:183]
v_cmpx_f_i32_e32 vcc, v255, v198
v_cmpx_lg_f32_e32 vcc, v58, v76
v_cmp_o_f16_e32 vcc, v85, v63
v_cmp_f_f64_e32 vcc, v[136:137], v[42:43]
v_cmpx_nlt_f32_e32 vcc, v162, v73
v_cmp_nge_f16_e32 vcc, v45, v7
v_cmpx_f_u64_e32 vcc, v[62:63], v[2:3]
v_cmp_f_i64_e32 vcc, v[38:39], v[86:87]
v_cmp_nlg_f16_e32 vcc, v153, v53
v_cmpx_gt_u64_e32 vcc, v[88:89], v[90:91]
v_cmp_nge_f64_e32 vcc, v[28:29], v[2:3]
v_cmpx_f_u16_e32 vcc, v193, v40
v_cmp_eq_i64_e32 vcc, v[160:161], v[214:215]
v_cmp_ge_f16_e32 vcc, v140, v202
v_cmpx_eq_i32_e32 vcc, v190, v35
v_cmp_gt_i64_e32 vcc, v[182:183], v[30:31]
v_cmpx_o_f16_e32 vcc, v142, v102
v_cmpx_eq_u64_e32 vcc, v[152:153], v[194:195]
v_cmp_class_f16_e32 vcc, v178, v58
v_cmpx_le_i16_e32 vcc, v232, v48
v_cmpx_ge_f64_e32 vcc, v[148:149], v[102:103]
v_cmpx_gt_u16_e32 vcc, v16, v64
v_cmpx_gt_i32_e32 vcc, v235, v147
v_cmpx_neq_f16_e32 vcc, v62, v162
v_cmpx_nge_f16_e32 vcc, v10, v125
v_cmpx_lt_i16_e32 vcc, v204, v78
v_cmp_gt_f64_e32 vcc, v[250:251], v[166:167]
v_cmpx_ge_i32_e32 vcc, v174, v167
v_cmpx_nlt_f16_e32 vcc, v184, v99
v_cmpx_le_i64_e32 vcc, v[114:115], v[2:3]
v_cmpx_gt_i16_e32 vcc, v74, v52
v_cmpx_le_u32_e32 vcc, v56, v98
v_cmp_nle_f16_e32 vcc, v63, v169
v_cmpx_t_i16_e32 vcc, v123, v102
v_cmpx_ge_i64_e32 vcc, v[136:137], v[42:43]
v_cmp_gt_u32_e32 vcc, v187, v18
v_cmpx_ge_f32_e32 vcc, v116, v168
v_cmpx_ne_i32_e32 vcc, v167, v89
v_cmpx_gt_f32_e32 vcc, v28, v140
v_cmpx_ne_i16_e32 vcc, v89, v210
v_cmpx_u_f32_e32 vcc, v157, v210
v_cmpx_nge_f32_e32 vcc, v90, v161
v_cmp_ne_u64_e32 vcc, v[200:201], v[92:93]
v_cmp_t_i32_e32 vcc, v188, v159
v_cmpx_le_f16_e32 vcc, v142, v38
v_cmpx_lg_f64_e32 vcc, v[0:1], v[116:117]
v_cmp_nle_f64_e32 vcc, v[0:1], v[52:53]
v_cmpx_lg_f16_e32 vcc, v58, v157
v_cmp_nlg_f32_e32 vcc, v96, v22
v_cmpx_u_f16_e32 vcc, v178, v189
v_cmp_nlt_f32_e32 vcc, v22, v7
v_cmp_lg_f32_e32 vcc, v31, v197
v_cmpx_class_f32_e32 vcc, v26, v201
v_cmp_eq_f16_e32 vcc, v157, v145
v_cmpx_f_f64_e32 vcc, v[54:55], v[42:43]
v_cmpx_nlg_f32_e32 vcc, v94, v148
v_cmp_ge_i64_e32 vcc, v[144:145], v[92:93]
v_cmp_lt_u32_e32 vcc, v18, v106
v_cmpx_eq_f32_e32 vcc, v158, v63
v_cmp_f_u32_e32 vcc, v8, v77
v_cmp_lt_i64_e32 vcc, v[56:57], v[62:63]
v_cmpx_lt_u16_e32 vcc, v52, v216
v_cmp_u_f16_e32 vcc, v172, v69
v_cmpx_le_f32_e32 vcc, v250, v214
v_cmp_ge_i32_e32 vcc, v118, v212
v_cmp_f_f32_e32 vcc, v233, v177
v_cmpx_tru_f16_e32 vcc, v222, v1
v_cmp_le_f64_e32 vcc, v[0:1], v[22:23]
v_cmp_le_f16_e32 vcc, v162, v103
v_cmp_ngt_f16_e32 vcc, v47, v23
v_cmp_le_i16_e32 vcc, v184, v246
v_cmpx_le_u16_e32 vcc, v148, v217
v_cmp_f_u64_e32 vcc, v[20:21], v[82:83]
v_cmpx_f_f16_e32 vcc, v110, v96
v_cmpx_tru_f32_e32 vcc, v187, v151
v_cmpx_ngt_f64_e32 vcc, v[98:99], v[72:73]
v_cmpx_ngt_f16_e32 vcc, v208, v103
v_cmpx_eq_u16_e32 vcc, v216, v148
v_cmp_gt_u64_e32 vcc, v[134:135], v[96:97]
v_cmpx_nlg_f16_e32 vcc, v166, v237
v_cmpx_nle_f32_e32 vcc, v8, v140
v_cmp_t_i64_e32 vcc, v[218:219], v[238:239]
v_cmpx_class_f64_e32 vcc, v[152:153], v30
v_cmp_ngt_f32_e32 vcc, v144, v224
v_cmpx_nlt_f64_e32 vcc, v[54:55], v[156:157]
v_cmp_lt_f32_e32 vcc, v211, v157
v_cmp_le_u16_e32 vcc, v253, v10
v_cmp_eq_u16_e32 vcc, v88, v228
v_cmpx_eq_f16_e32 vcc, v63, v217
v_cmpx_class_f16_e32 vcc, v246, v242
v_cmp_eq_i16_e32 vcc, v0, v180
v_cmp_ge_i16_e32 vcc, v100, v239
v_cmpx_t_u64_e32 vcc, v[136:137], v[192:193]
v_cmp_nlt_f64_e32 vcc, v[22:23], v[190:191]
v_cmp_lt_f64_e32 vcc, v[26:27], v[190:191]
v_cmpx_ge_f16_e32 vcc, v229, v47
v_cmpx_ge_u16_e32 vcc, v1, v34
v_cmpx_o_f32_e32 vcc, v132, v243
v_cmpx_ne_u32_e32 vcc, v198, v15
v_cmp_lt_u16_e32 vcc, v138, v33
v_cmpx_f_i16_e32 vcc, v147, v86
v_cmp_eq_i32_e32 vcc, v128, v117
v_cmpx_u_f64_e32 vcc, v[98:99], v[178:179]
v_cmp_nle_f32_e32 vcc, v124, v157
v_cmpx_tru_f64_e32 vcc, v[10:11], v[76:77]
v_cmp_tru_f64_e32 vcc, v[210:211], v[56:57]
v_cmp_ge_u64_e32 vcc, v[166:167], v[252:253]
v_cmpx_eq_f64_e32 vcc, v[92:93], v[206:207]
v_cmp_o_f64_e32 vcc, v[216:217], v[16:17]
v_cmpx_eq_i16_e32 vcc, v126, v55
v_cmp_f_i16_e32 vcc, v48, v46
v_cmp_f_i32_e32 vcc, v183, v4
v_cmp_o_f32_e32 vcc, v52, v229
v_cmp_ne_i32_e32 vcc, v233, v104
v_cmp_eq_u32_e32 vcc, v86, v202
v_cmp_gt_f16_e32 vcc, v199, v162
v_cmp_ne_u16_e32 vcc, v188, v104
v_cmpx_lt_u64_e32 vcc, v[98:99], v[156:157]
v_cmp_t_i16_e32 vcc, v206, v106
v_cmp_eq_f32_e32 vcc, v5, v32
v_cmpx_lt_f32_e32 vcc, v56, v19
v_cmpx_le_i32_e32 vcc, v100, v46
v_cmpx_lt_i32_e32 vcc, v109, v135
v_cmpx_neq_f32_e32 vcc, v56, v110
v_cmp_u_f64_e32 vcc, v[170:171], v[196:197]
v_cmpx_lt_u32_e32 vcc, v134, v43
v_cmp_le_i64_e32 vcc, v[116:117], v[40:41]
v_cmp_le_i32_e32 vcc, v70, v247
v_cmpx_ge_u32_e32 vcc, v56, v176
v_cmpx_gt_f16_e32 vcc, v36, v202
v_cmp_lg_f64_e32 vcc, v[222:223], v[194:195]
v_cmp_ge_f32_e32 vcc, v184, v160
v_cmp_le_u64_e32 vcc, v[96:97], v[114:115]
v_cmpx_nle_f16_e32 vcc, v31, v238
v_cmp_lt_i16_e32 vcc, v133, v99
v_cmpx_t_i32_e32 vcc, v179, v37
v_cmp_gt_i32_e32 vcc, v72, v206
v_cmp_class_f64_e32 vcc, v[52:53], v63
v_cmp_tru_f16_e32 vcc, v74, v23
v_cmp_gt_f32_e32 vcc, v13, v250
v_cmp_gt_u16_e32 vcc, v184, v118
v_cmp_f_f16_e32 vcc, v188, v135
v_cmpx_t_u32_e32 vcc, v135, v249
v_cmp_lg_f16_e32 vcc, v180, v114
v_cmpx_eq_i64_e32 vcc, v[120:121], v[174:175]
v_cmp_tru_f32_e32 vcc, v49, v42
v_cmp_le_f32_e32 vcc, v115, v216
v_cmp_nlt_f16_e32 vcc, v195, v48
v_cmpx_ne_i64_e32 vcc, v[96:97], v[178:179]
v_cmpx_ge_u64_e32 vcc, v[198:199], v[228:229]
v_cmpx_f_u32_e32 vcc, v105, v165
v_cmpx_lt_i64_e32 vcc, v[118:119], v[116:117]
v_cmp_ge_u16_e32 vcc, v135, v176
v_cmpx_o_f64_e32 vcc, v[234:235], v[152:153]
v_cmpx_nlg_f64_e32 vcc, v[94:95], v[72:73]
v_cmp_ngt_f64_e32 vcc, v[184:185], v[44:45]
v_cmp_class_f32_e32 vcc, v104, v167
v_cmpx_ne_u16_e32 vcc, v234, v231
v_cmp_le_u32_e32 vcc, v47, v221
v_cmpx_gt_u32_e32 vcc, v120, v158
v_cmpx_lt_f64_e32 vcc, v[76:77], v[56:57]
v_cmp_gt_i16_e32 vcc, v132, v134
v_cmpx_eq_u32_e32 vcc, v95, v110
v_cmpx_nle_f64_e32 vcc, v[238:239], v[156:157]
v_cmp_neq_f16_e32 vcc, v106, v114
v_cmp_ne_u32_e32 vcc, v24, v221
v_cmpx_f_i64_e32 vcc, v[166:167], v[218:219]
v_cmp_ge_u32_e32 vcc, v230, v218
v_cmpx_nge_f64_e32 vcc, v[82:83], v[64:65]
v_cmp_nge_f32_e32 vcc, v143, v150
v_cmp_lt_i32_e32 vcc, v218, v235
v_cmp_ne_i16_e32 vcc, v134, v191
v_cmp_lt_f16_e32 vcc, v135, v29
v_cmpx_t_i64_e32 vcc, v[16:17], v[4:5]
v_cmpx_le_f64_e32 vcc, v[242:243], v[236:237]
v_cmpx_ne_u64_e32 vcc, v[34:35], v[250:251]
v_cmpx_ge_i16_e32 vcc, v75, v188
v_cmpx_gt_i64_e32 vcc, v[88:89], v[246:247]
v_cmpx_t_u16_e32 vcc, v144, v85
v_cmp_ne_i64_e32 vcc, v[198:199], v[234:235]
v_cmp_t_u16_e32 vcc, v40, v69
v_cmp_neq_f32_e32 vcc, v16, v92
v_cmp_u_f32_e32 vcc, v198, v155
v_cmpx_neq_f64_e32 vcc, v[42:43], v[120:121]
v_cmpx_gt_f64_e32 vcc, v[168:169], v[208:209]
v_cmp_eq_u64_e32 vcc, v[234:235], v[182:183]
v_cmp_eq_f64_e32 vcc, v[112:113], v[196:197]
v_cmp_f_u16_e32 vcc, v105, v148
v_cmp_lt_u64_e32 vcc, v[24:25], v[68:69]
v_cmpx_lt_f16_e32 vcc, v198, v0
v_cmp_ge_f64_e32 vcc, v[48:49], v[144:145]
v_cmpx_ngt_f32_e32 vcc, v249, v183
v_cmpx_f_f32_e32 vcc, v202, v49
v_cmp_t_u32_e32 vcc, v63, v203
v_cmp_t_u64_e32 vcc, v[28:29], v[134:135]
v_cmp_nlg_f64_e32 vcc, v[32:33], v[142:143]
v_cmpx_le_u64_e32 vcc, v[36:37], v[106:107]
v_cmp_neq_f64_e32 vcc, v[36:37], v[64:65]
v_cmpx_f_i32_e32 vcc, v212, v223
v_cmpx_lg_f32_e32 vcc, v190, v191
v_cmp_o_f16_e32 vcc, v111, v236
v_cmp_f_f64_e32 vcc, v[96:97], v[104:105]
v_cmpx_nlt_f32_e32 vcc, v46, v197
v_cmp_nge_f16_e32 vcc, v137, v154
v_cmpx_f_u64_e32 vcc, v[172:173], v[126:127]
v_cmp_f_i64_e32 vcc, v[142:143], v[88:89]
v_cmp_nlg_f16_e32 vcc, v57, v237
v_cmpx_gt_u64_e32 vcc, v[216:217], v[246:247]
v_cmp_nge_f64_e32 vcc, v[126:127], v[58:59]
v_cmpx_f_u16_e32 vcc, v198, v177
v_cmp_eq_i64_e32 vcc, v[78:79], v[212:213]
v_cmp_ge_f16_e32 vcc, v151, v234
v_cmpx_eq_i32_e32 vcc, v204, v172
v_cmp_gt_i64_e32 vcc, v[2:3], v[88:89]
v_cmpx_o_f16_e32 vcc, v110, v86
v_cmpx_eq_u64_e32 vcc, v[34:35], v[184:185]
v_cmp_class_f16_e32 vcc, v117, v247
v_cmpx_le_i16_e32 vcc, v154, v33
v_cmpx_ge_f64_e32 vcc, v[166:167], v[186:187]
v_cmpx_gt_u16_e32 vcc, v23, v19
v_cmpx_gt_i32_e32 vcc, v241, v137
v_cmpx_neq_f16_e32 vcc, v122, v10
v_cmpx_nge_f16_e32 vcc, v83, v252
v_cmpx_lt_i16_e32 vcc, v187, v188
v_cmp_gt_f64_e32 vcc, v[152:153], v[200:201]
v_cmpx_ge_i32_e32 vcc, v191, v114
v_cmpx_nlt_f16_e32 vcc, v215, v203
v_cmpx_le_i64_e32 vcc, v[114:115], v[54:55]
v_cmpx_gt_i16_e32 vcc, v126, v89
v_cmpx_le_u32_e32 vcc, v70, v228
v_cmp_nle_f16_e32 vcc, v164, v27
v_cmpx_t_i16_e32 vcc, v114, v154
v_cmpx_ge_i64_e32 vcc, v[216:217], v[152:153]
v_cmp_gt_u32_e32 vcc, v228, v141
v_cmpx_ge_f32_e32 vcc, v135, v27
v_cmpx_ne_i32_e32 vcc, v200, v123
v_cmpx_gt_f32_e32 vcc, v180, v151
v_cmpx_ne_i16_e32 vcc, v136, v221
v_cmpx_u_f32_e32 vcc, v152, v84
v_cmpx_nge_f32_e32 vcc, v181, v149
v_cmp_ne_u64_e32 vcc, v[56:57], v[102:103]
v_cmp_t_i32_e32 vcc, v38, v193
v_cmpx_le_f16_e32 vcc, v171, v249
v_cmpx_lg_f64_e32 vcc, v[86:87], v[162:163]
v_cmp_nle_f64_e32 vcc, v[94:95], v[176:177]
v_cmpx_lg_f16_e32 vcc, v101, v33
v_cmp_nlg_f32_e32 vcc, v182, v146
v_cmpx_u_f16_e32 vcc, v146, v153
v_cmp_nlt_f32_e32 vcc, v148, v89
v_cmp_lg_f32_e32 vcc, v18, v249
v_cmpx_class_f32_e32 vcc, v239, v164
v_cmp_eq_f16_e32 vcc, v210, v132
v_cmpx_f_f64_e32 vcc, v[104:105], v[194:195]
v_cmpx_nlg_f32_e32 vcc, v41, v180
v_cmp_ge_i64_e32 vcc, v[74:75], v[18:19]
v_cmp_lt_u32_e32 vcc, v126, v68
v_cmpx_eq_f32_e32 vcc, v232, v49
v_cmp_f_u32_e32 vcc, v18, v225
v_cmp_lt_i64_e32 vcc, v[126:127], v[166:167]
v_cmpx_lt_u16_e32 vcc, v147, v25
v_cmp_u_f16_e32 vcc, v225, v121
v_cmpx_le_f32_e32 vcc, v173, v208
v_cmp_ge_i32_e32 vcc, v68, v140
v_cmp_f_f32_e32 vcc, v184, v62
v_cmpx_tru_f16_e32 vcc, v30, v56
v_cmp_le_f64_e32 vcc, v[116:117], v[86:87]
v_cmp_le_f16_e32 vcc, v86, v10
v_cmp_ngt_f16_e32 vcc, v251, v16
v_cmp_le_i16_e32 vcc, v48, v159
v_cmpx_le_u16_e32 vcc, v153, v237
v_cmp_f_u64_e32 vcc, v[134:135], v[16:17]
v_cmpx_f_f16_e32 vcc, v30, v39
v_cmpx_tru_f32_e32 vcc, v149, v90
v_cmpx_ngt_f64_e32 vcc, v[156:157], v[50:51]
v_cmpx_ngt_f16_e32 vcc, v63, v156
v_cmpx_eq_u16_e32 vcc, v205, v160
v_cmp_gt_u64_e32 vcc, v[44:45], v[242:243]
v_cmpx_nlg_f16_e32 vcc, v114, v47
v_cmpx_nle_f32_e32 vcc, v151, v194
v_cmp_t_i64_e32 vcc, v[188:189], v[100:101]
v_cmpx_class_f64_e32 vcc, v[140:141], v64
v_cmp_ngt_f32_e32 vcc, v163, v117
v_cmpx_nlt_f64_e32 vcc, v[186:187], v[136:137]
v_cmp_lt_f32_e32 vcc, v10, v31
v_cmp_le_u16_e32 vcc, v70, v19
v_cmp_eq_u16_e32 vcc, v244, v51
v_cmpx_eq_f16_e32 vcc, v51, v114
v_cmpx_class_f16_e32 vcc, v91, v182
v_cmp_eq_i16_e32 vcc, v153, v84
v_cmp_ge_i16_e32 vcc, v0, v136
v_cmpx_t_u64_e32 vcc, v[254:255], v[60:61]
v_cmp_nlt_f64_e32 vcc, v[110:111], v[24:25]
v_cmp_lt_f64_e32 vcc, v[54:55], v[50:51]
v_cmpx_ge_f16_e32 vcc, v34, v103
v_cmpx_ge_u16_e32 vcc, v168, v121
v_cmpx_o_f32_e32 vcc, v86, v192
v_cmpx_ne_u32_e32 vcc, v130, v119
v_cmp_lt_u16_e32 vcc, v146, v74
v_cmpx_f_i16_e32 vcc, v58, v121
v_cmp_eq_i32_e32 vcc, v66, v42
v_cmpx_u_f64_e32 vcc, v[36:37], v[176:177]
v_cmp_nle_f32_e32 vcc, v183, v240
v_cmpx_tru_f64_e32 vcc, v[8:9], v[116:117]
v_cmp_tru_f64_e32 vcc, v[140:141], v[34:35]
v_cmp_ge_u64_e32 vcc, v[202:203], v[156:157]
v_cmpx_eq_f64_e32 vcc, v[182:183], v[126:127]
v_cmp_o_f64_e32 vcc, v[124:125], v[96:97]
v_cmpx_eq_i16_e32 vcc, v146, v203
v_cmp_f_i16_e32 vcc, v58, v90
v_cmp_f_i32_e32 vcc, v137, v228
v_cmp_o_f32_e32 vcc, v43, v42
v_cmp_ne_i32_e32 vcc, v255, v134
v_cmp_eq_u32_e32 vcc, v41, v225
v_cmp_gt_f16_e32 vcc, v34, v88
v_cmp_ne_u16_e32 vcc, v242, v211
v_cmpx_lt_u64_e32 vcc, v[6:7], v[118:119]
v_cmp_t_i16_e32 vcc, v176, v107
v_cmp_eq_f32_e32 vcc, v145, v218
v_cmpx_lt_f32_e32 vcc, v227, v130
v_ceil_f64_e64 v[194:195], v[224:225]
v_exp_f16_e64 v75, v101
v_cmpx_gt_i32_e64 s[66:67], v167, v207
v_lshlrev_b16_e64 v59, v154, v171
v_cmp_u_f64_e64 s[90:91], v[226:227], v[72:73]
v_cmpx_nge_f32_e64 s[58:59], v152, v147
v_ldexp_f32 v115, v251, v5
v_cmpx_ge_f16_e64 s[28:29], v13, v193
v_cmp_class_f64_e64 s[82:83], v[28:29], v201
v_cmpx_le_i16_e64 s[88:89], v34, v175
v_cmpx_ngt_f16_e64 s[4:5], v75, v18
v_cmp_lt_f64_e64 s[76:77], v[218:219], v[196:197]
v_xad_u32 v80, v36, v243, v22
v_mul_hi_i32_i24_e64 v246, v185, v220
v_cmp_ge_u16_e64 s[0:1], v0, v62
v_cmp_class_f32_e64 s[30:31], v2, v86
v_cmpx_ge_u64_e64 s[32:33], v[148:149], v[238:239]
v_med3_f16 v18, v12, v7, v46
v_cmp_eq_f64_e64 s[20:21], v[82:83], v[194:195]
v_ashrrev_i32_e64 v232, v147, v46
v_cmp_lt_i16_e64 s[90:91], v202, v99
v_cmp_nlg_f64_e64 s[6:7], v[80:81], v[242:243]
v_fmac_f32_e64 v42, v7, v141
v_cmpx_lt_f64_e64 s[22:23], v[232:233], v[226:227]
v_mad_legacy_f16 v20, v183, v137, v181
v_floor_f16_e64 v14, v120
v_ceil_f16_e64 v155, v254
v_max3_f32 v223, v28, v230, v59
v_cmpx_ne_u64_e64 s[76:77], v[162:163], v[186:187]
v_div_fmas_f64 v[142:143], v[126:127], v[248:249], v[26:27]
v_max3_f16 v211, v246, v254, v71
v_cmpx_nle_f64_e64 s[56:57], v[30:31], v[96:97]
v_add_u16_e64 v75, v88, v74
v_subrev_u32_e64 v59, v165, v248
v_qsad_pk_u16_u8 v[46:47], v[78:79], v67, v[242:243]
v_add_f64 v[142:143], v[134:135], v[36:37]
v_cvt_i16_f16_e64 v71, v98
v_cmpx_ngt_f64_e64 s[32:33], v[148:149], v[194:195]
v_min_f32_e64 v89, v166, v99
v_cmp_gt_i16_e64 s[74:75], v14, v56
v_bfe_i32 v102, v185, v19, v91
v_cmpx_lt_f32_e64 s[0:1], v247, v62
v_min3_i32 v4, v251, v181, v162
v_ashrrev_i16_e64 v72, v49, v37
v_pack_b32_f16 v125, v203, v17
v_med3_f32 v191, v130, v55, v195
v_cvt_pkrtz_f16_f32 v208, v14, v246
v_log_legacy_f32_e64 v5, v8
v_cmpx_nle_f32_e64 s[96:97], v92, v118
v_min_f16_e64 v32, v172, v198
v_max_f64 v[16:17], v[122:123], v[206:207]
v_cmpx_lt_u64_e64 s[30:31], v[222:223], v[200:201]
v_div_fixup_f16 v67, v20, v186, v24
v_fract_f16_e64 v30, v0
v_min3_i16 v109, v44, v171, v1
v_cmp_ge_f16_e64 s[42:43], v229, v141
v_cmpx_f_u64_e64 s[12:13], v[22:23], v[92:93]
v_cvt_f64_u32_e64 v[58:59], v152
v_cmpx_ge_f64_e64 s[90:91], v[142:143], v[138:139]
v_frexp_exp_i32_f64_e64 v216, v[134:135]
v_cmp_lg_f16_e64 s[76:77], v204, v179
v_rsq_f64_e64 v[50:51], v[4:5]
v_mad_legacy_i16 v196, v56, v238, v56
v_cmpx_ge_i16_e64 s[24:25], v135, v34
v_cmp_eq_i16_e64 s[96:97], v42, v88
v_mov_b32_e64 v69, v105
v_cmp_le_u16_e64 s[78:79], v62, v100
v_cmpx_u_f16_e64 s[62:63], v228, v36
v_fma_legacy_f16 v190, v190, v119, v192
v_frexp_exp_i32_f32_e64 v83, v237
v_cvt_f64_f32_e64 v[34:35], v34
v_cmpx_f_i32_e64 s[8:9], v120, v29
v_cmp_le_f64_e64 s[70:71], v[134:135], v[240:241]
v_dot2c_f32_f16_e64 v178, v76, v109
v_sqrt_f16_e64 v60, v218
v_min_u32_e64 v176, v133, v253
v_lshrrev_b64 v[158:159], v210, v[82:83]
v_cmp_nlg_f32_e64 s[0:1], v80, v50
v_lshrrev_b32_e64 v201, v214, v48
v_rcp_iflag_f32_e64 v100, v196
v_add_i32 v60, v190, v120
v_ashrrev_i64 v[104:105], v228, v[90:91]
v_cmpx_nlg_f64_e64 s[60:61], v[22:23], v[32:33]
v_cmpx_u_f64_e64 s[50:51], v[88:89], v[148:149]
v_max3_u32 v30, v0, v218, v154
v_cvt_f32_u32_e64 v121, v215
v_cmp_f_i32_e64 s[24:25], v18, v149
v_cvt_pk_i16_i32 v126, v146, v113
v_cmp_lt_f16_e64 s[62:63], v171, v34
v_cmp_le_i16_e64 s[10:11], v198, v117
v_cmpx_gt_f64_e64 s[32:33], v[180:181], v[12:13]
v_cmp_ne_u32_e64 s[76:77], v81, v237
v_mul_f16_e64 v105, v21, v124
v_cmp_neq_f32_e64 s[24:25], v152, v101
v_fma_f32 v80, v133, v205, v254
v_add_f32_e64 v56, v239, v78
v_cmpx_eq_f16_e64 s[32:33], v65, v207
v_sad_u32 v124, v169, v248, v177
v_med3_u32 v237, v85, v97, v197
v_cmp_gt_u16_e64 s[12:13], v18, v64
v_cmp_ngt_f64_e64 s[60:61], v[16:17], v[136:137]
v_max3_u16 v29, v180, v180, v114
v_rcp_f16_e64 v171, v10
v_cvt_u32_f32_e64 v97, v160
v_mad_i32_i24 v215, v114, v201, v50
v_cmpx_gt_u64_e64 s[70:71], v[116:117], v[20:21]
v_cvt_sr_fp8_f32 v245, v100, v20
v_cubesc_f32 v77, v232, v239, v152
v_cmp_o_f64_e64 s[38:39], v[76:77], v[42:43]
v_exp_legacy_f32_e64 v227, v247
v_cmpx_le_f64_e64 s[54:55], v[30:31], v[78:79]
v_cmpx_eq_i32_e64 s[8:9], v173, v238
v_cvt_norm_i16_f16_e64 v200, v117
v_trunc_f16_e64 v233, v222
v_cmpx_ge_f32_e64 s[8:9], v180, v93
v_cmpx_class_f64_e64 s[32:33], v[18:19], v235
v_cmp_nge_f16_e64 s[58:59], v214, v130
v_mad_u32_u24 v129, v107, v51, v65
v_cmpx_f_i64_e64 s[86:87], v[132:133], v[28:29]
v_sin_f16_e64 v91, v245
v_cmp_class_f16_e64 s[86:87], v235, v91
v_cmpx_f_u16_e64 s[20:21], v20, v35
v_sqrt_f64_e64 v[72:73], v[174:175]
v_cmpx_ne_i64_e64 s[76:77], v[28:29], v[40:41]
v_and_or_b32 v62, v240, v68, v211
v_cmpx_eq_f32_e64 s[74:75], v232, v120
v_cmp_lg_f32_e64 s[14:15], v74, v218
v_cmpx_t_i32_e64 s[20:21], v209, v95
v_cmp_tru_f64_e64 s[98:99], v[116:117], v[48:49]
v_cmpx_t_u32_e64 s[42:43], v56, v90
v_trig_preop_f64 v[96:97], v[34:35], v199
v_max_i16_e64 v169, v198, v114
v_cmpx_tru_f32_e64 s[96:97], v166, v188
v_lshlrev_b64 v[168:169], v178, v[102:103]
v_cmp_f_i64_e64 s[66:67], v[128:129], v[134:135]
v_cmpx_ne_u32_e64 s[50:51], v100, v35
v_cvt_i32_f64_e64 v212, v[42:43]
v_cvt_flr_i32_f32_e64 v227, v183
v_cmp_lt_u64_e64 s[44:45], v[146:147], v[194:195]
v_cvt_sr_bf8_f32 v244, v142, v218
v_cmpx_nlt_f32_e64 s[28:29], v92, v143
v_cmpx_ne_i16_e64 s[78:79], v92, v82
v_mov_b64_e64 v[116:117], v[22:23]
v_cmpx_ge_u16_e64 s[68:69], v202, v194
v_lshl_add_u64 v[56:57], v[208:209], v101, v[170:171]
v_bfrev_b32_e64 v1, v50
v_cmp_le_i32_e64 s[48:49], v8, v228
v_cmp_ngt_f32_e64 s[48:49], v42, v228
v_cmp_nge_f32_e64 s[96:97], v224, v89
v_ldexp_f64 v[160:161], v[48:49], v88
v_ffbh_i32_e64 v178, v18
v_floor_f64_e64 v[72:73], v[222:223]
v_dot4c_i32_i8_e64 v14, v108, v6
v_cmp_t_i16_e64 s[16:17], v42, v47
v_dot8c_i32_i4_e64 v211, v234, v37
v_min3_u32 v76, v51, v176, v253
v_alignbit_b32 v44, v186, v20, v131
v_cvt_pkaccum_u8_f32 v65, v138, v148
v_or_b32_e64 v52, v170, v228
v_cmpx_ge_i64_e64 s[14:15], v[168:169], v[10:11]
v_cmpx_le_f16_e64 s[34:35], v41, v191
v_sub_i16 v248, v103, v35
v_cmp_ne_i32_e64 s[76:77], v86, v9
v_cmp_le_f32_e64 s[90:91], v83, v19
v_cmp_lt_i64_e64 s[44:45], v[226:227], v[88:89]
v_sat_pk_u8_i16_e64 v123, v47
v_trunc_f32_e64 v234, v114
v_frexp_mant_f64_e64 v[124:125], v[56:57]
v_max3_i32 v27, v222, v178, v167
v_rndne_f32_e64 v248, v208
v_max_f32_e64 v240, v132, v12
v_cmpx_t_i16_e64 s[10:11], v145, v238
v_cmpx_lt_i32_e64 s[22:23], v1, v12
v_bfe_u32 v155, v182, v147, v201
v_subrev_u16_e64 v190, v136, v63
v_sin_f32_e64 v82, v94
v_cmpx_le_u16_e64 s[10:11], v188, v214
v_sub_f16_e64 v44, v194, v46
v_div_fixup_f64 v[238:239], v[180:181], v[32:33], v[154:155]
v_cmpx_lt_u32_e64 s[36:37], v134, v35
v_cmpx_u_f32_e64 s[64:65], v187, v252
v_cmp_nle_f64_e64 s[40:41], v[56:57], v[100:101]
v_cmpx_le_f32_e64 s[20:21], v165, v248
v_alignbyte_b32 v110, v1, v231, v253
v_cmpx_le_i32_e64 s[44:45], v211, v222
v_cmp_f_i16_e64 s[42:43], v184, v34
v_cmp_t_u64_e64 s[72:73], v[240:241], v[36:37]
v_and_b32_e64 v80, v0, v110
v_mul_hi_u32 v240, v98, v26
v_min_i32_e64 v23, v22, v8
v_fract_f32_e64 v84, v162
v_frexp_mant_f32_e64 v186, v236
v_cmp_nge_f64_e64 s[46:47], v[110:111], v[38:39]
v_cmpx_o_f32_e64 s[98:99], v48, v172
v_mad_u16 v10, v53, v27, v81
v_cmp_eq_i32_e64 s[0:1], v150, v127
v_mad_i16 v237, v165, v184, v148
v_xnor_b32_e64 v70, v45, v217
v_lshlrev_b32_e64 v162, v24, v224
v_cmp_f_f32_e64 s[22:23], v44, v148
v_min_f64 v[36:37], v[222:223], v[78:79]
v_cmpx_eq_u64_e64 s[84:85], v[12:13], v[74:75]
v_div_fmas_f32 v233, v20, v19, v106
v_cmp_ge_u64_e64 s[48:49], v[202:203], v[124:125]
v_cvt_f32_bf8_e64 v62, v223
v_mul_lo_u16_e64 v134, v12, v85
v_cmp_eq_i64_e64 s[14:15], v[200:201], v[212:213]
v_cvt_u16_f16_e64 v5, v4
v_cmpx_nlt_f64_e64 s[58:59], v[240:241], v[120:121]
v_cvt_u32_f64_e64 v138, v[94:95]
v_cmpx_t_u16_e64 s[46:47], v202, v133
v_fma_f64 v[20:21], v[36:37], v[126:127], v[18:19]
v_mul_hi_i32 v167, v33, v234
v_cmpx_o_f16_e64 s[38:39], v20, v99
v_cmp_ngt_f16_e64 s[4:5], v194, v21
v_cmp_lt_f32_e64 s[86:87], v85, v225
v_cvt_pknorm_u16_f32 v253, v100, v122
v_cmp_lt_u16_e64 s[28:29], v215, v53
v_cmpx_lg_f32_e64 s[44:45], v142, v44
v_sad_hi_u8 v21, v135, v83, v32
v_mul_f32_e64 v77, v217, v2
v_frexp_mant_f16_e64 v85, v163
v_add3_u32 v2, v193, v163, v181
v_cmp_gt_i64_e64 s[78:79], v[40:41], v[14:15]
v_cmpx_lg_f64_e64 s[0:1], v[66:67], v[190:191]
v_max_u32_e64 v83, v240, v130
v_cmp_nlg_f16_e64 s[12:13], v0, v52
v_cmpx_f_i16_e64 s[16:17], v19, v234
v_fmac_f64_e64 v[146:147], v[46:47], v[196:197]
v_mqsad_u32_u8 v[40:43], v[208:209], v67, v[132:135]
v_mul_f64 v[138:139], v[172:173], v[48:49]
v_add_u32_e64 v37, v195, v201
v_floor_f32_e64 v224, v238
v_screen_partition_4se_b32_e64 v110, v140
v_pk_fmac_f16_e64 v37, v94, v217
v_sqrt_f32_e64 v200, v49
v_cmpx_ge_u32_e64 s[32:33], v176, v249
v_cmp_f_u32_e64 s[50:51], v16, v76
v_cmp_t_i32_e64 s[44:45], v214, v248
v_max_u16_e64 v242, v26, v10
v_sub_u32_e64 v19, v24, v151
v_cmpx_ne_i32_e64 s[58:59], v124, v74
v_cmpx_gt_f32_e64 s[56:57], v233, v109
v_cmpx_eq_i16_e64 s[32:33], v119, v175
v_bcnt_u32_b32 v181, v123, v107
v_cmpx_f_u32_e64 s[0:1], v41, v32
v_cmpx_nlt_f16_e64 s[94:95], v246, v45
v_subrev_f32_e64 v39, v141, v158
v_cmpx_lt_i16_e64 s[86:87], v136, v244
v_cmp_o_f32_e64 s[20:21], v166, v140
v_cmpx_neq_f32_e64 s[60:61], v40, v109
v_cmpx_o_f64_e64 s[96:97], v[218:219], v[226:227]
v_mqsad_pk_u16_u8 v[78:79], v[66:67], v254, v[182:183]
v_subrev_f16_e64 v108, v40, v95
v_cvt_f32_ubyte0_e64 v4, v28
v_mul_u32_u24_e64 v89, v123, v175
v_cmp_u_f16_e64 s[10:11], v238, v234
v_perm_b32 v199, v158, v148, v12
v_mul_legacy_f32 v232, v122, v200
v_cmpx_class_f32_e64 s[12:13], v161, v88
v_cmp_eq_u32_e64 s[8:9], v178, v158
v_cmp_neq_f64_e64 s[6:7], v[84:85], v[94:95]
v_cvt_pk_u8_f32 v60, v52, v148, v201
v_cvt_f16_i16_e64 v77, v36
v_cmp_neq_f16_e64 s[24:25], v77, v233
v_cmp_gt_u32_e64 s[54:55], v152, v116
v_cvt_pk_u16_u32 v25, v194, v254
v_ldexp_f16_e64 v186, v201, v64
v_cmp_le_u32_e64 s[56:57], v50, v133
v_cmpx_eq_i64_e64 s[42:43], v[104:105], v[236:237]
v_rndne_f64_e64 v[72:73], v[46:47]
v_cvt_f32_i32_e64 v70, v83
v_min3_f32 v120, v131, v40, v27
v_cmpx_t_i64_e64 s[90:91], v[44:45], v[28:29]
v_log_f16_e64 v182, v43
v_mac_f16_e64 v198, v134, v255
v_cmpx_f_f64_e64 s[96:97], v[76:77], v[82:83]
v_cmp_nlt_f32_e64 s[36:37], v176, v59
v_sad_u16 v180, v213, v126, v96
v_cubetc_f32 v109, v98, v100, v29
v_cmpx_neq_f64_e64 s[90:91], v[52:53], v[128:129]
v_cmp_ge_i32_e64 s[4:5], v239, v208
v_cmp_eq_u64_e64 s[10:11], v[42:43], v[118:119]
v_mad_legacy_u16 v49, v231, v186, v153
v_exp_f32_e64 v152, v58
v_cmpx_nlg_f16_e64 s[10:11], v160, v5
v_cmpx_lt_i64_e64 s[76:77], v[140:141], v[234:235]
v_cmp_ge_i64_e64 s[80:81], v[0:1], v[238:239]
v_cvt_pk_f32_bf8_e64 v[16:17], v126
v_cvt_f32_ubyte1_e64 v102, v194
v_min3_u16 v41, v248, v113, v122
v_xor_b32_e64 v111, v183, v139
v_cmp_gt_f32_e64 s[32:33], v154, v97
v_cmp_f_f16_e64 s[96:97], v197, v166
v_add_i16 v98, v20, v213
v_cmp_ne_u64_e64 s[86:87], v[80:81], v[184:185]
v_not_b32_e64 v248, v105
v_mbcnt_hi_u32_b32 v31, v33, v57
v_add_lshl_u32 v214, v137, v220, v40
v_rcp_f32_e64 v121, v207
v_cvt_rpi_i32_f32_e64 v177, v143
v_cmp_gt_u64_e64 s[16:17], v[138:139], v[92:93]
v_div_fixup_f32 v163, v86, v255, v224
v_cmpx_tru_f16_e64 s[80:81], v116, v30
v_ffbl_b32_e64 v201, v34
v_cmpx_le_u64_e64 s[52:53], v[76:77], v[186:187]
v_cmp_nlt_f64_e64 s[92:93], v[220:221], v[42:43]
v_cmp_gt_i32_e64 s[18:19], v240, v26
v_cvt_pk_f32_fp8_e64 v[234:235], v196
v_cvt_off_f32_i4_e64 v34, v225
v_sub_u16_e64 v54, v155, v127
v_cmpx_lt_u16_e64 s[18:19], v140, v198
v_mul_lo_u32 v195, v181, v95
v_cvt_f32_fp8_e64 v8, v98
v_cmp_ge_f32_e64 s[22:23], v24, v226
v_cos_f16_e64 v119, v13
v_cmpx_nge_f64_e64 s[80:81], v[86:87], v[20:21]
v_cmp_lg_f64_e64 s[72:73], v[148:149], v[154:155]
v_min3_f16 v166, v37, v138, v110
v_cmpx_nle_f16_e64 s[8:9], v158, v31
v_bfi_b32 v224, v166, v132, v193
v_dot2c_i32_i16_e64 v228, v228, v133
v_cmp_ge_i16_e64 s[42:43], v215, v50
v_rndne_f16_e64 v203, v52
v_cmpx_eq_u16_e64 s[50:51], v205, v248
v_mad_f16 v254, v181, v246, v210
v_cvt_norm_u16_f16_e64 v107, v74
v_cmp_f_f64_e64 s[78:79], v[246:247], v[140:141]
v_cmpx_eq_u32_e64 s[20:21], v172, v210
v_cmp_f_u16_e64 s[52:53], v37, v139
v_cmpx_lg_f16_e64 s[8:9], v108, v101
v_cmpx_gt_i64_e64 s[66:67], v[16:17], v[86:87]
v_trunc_f64_e64 v[204:205], v[144:145]
v_lshrrev_b16_e64 v180, v166, v189
v_cmpx_t_u64_e64 s[84:85], v[164:165], v[204:205]
v_cvt_f16_u16_e64 v184, v109
v_lshl_or_b32 v240, v189, v251, v181
v_cmp_ge_u32_e64 s[36:37], v238, v136
v_bfm_b32 v55, v95, v145
v_rsq_f32_e64 v118, v217
v_cvt_f32_f16_e64 v122, v227
v_cvt_f32_ubyte2_e64 v241, v145
v_cmp_t_i64_e64 s[82:83], v[90:91], v[82:83]
v_cubeid_f32 v214, v109, v25, v114
v_mbcnt_lo_u32_b32 v50, v109, v60
v_log_f32_e64 v131, v169
v_mad_u32_u16 v189, v219, v255, v94
v_cvt_f64_i32_e64 v[254:255], v89
v_cmp_t_u32_e64 s[40:41], v154, v162
v_cmp_eq_u16_e64 s[80:81], v247, v49
v_add_f16_e64 v210, v81, v103
v_med3_i32 v150, v118, v49, v177
v_cvt_pk_fp8_f32 v197, v117, v187
v_cmpx_ge_i32_e64 s[50:51], v171, v206
v_cmpx_gt_u16_e64 s[30:31], v74, v62
v_med3_i16 v176, v230, v71, v33
v_cmp_lt_i32_e64 s[86:87], v116, v216
v_cmp_ne_i64_e64 s[26:27], v[48:49], v[192:193]
v_or3_b32 v16, v103, v213, v69
v_cmpx_le_u32_e64 s[34:35], v197, v251
v_ffbh_u32_e64 v237, v205
v_fma_f16 v219, v47, v188, v11
v_cvt_pknorm_u16_f16 v94, v228, v186
v_rsq_f16_e64 v240, v180
v_min_u16_e64 v17, v101, v226
v_lshl_add_u32 v201, v195, v243, v59
v_cmp_ne_u16_e64 s[2:3], v37, v138
v_med3_u16 v85, v132, v155, v151
v_sub_f32_e64 v77, v123, v96
v_cvt_pknorm_i16_f16 v74, v203, v185
v_lerp_u8 v57, v3, v86, v24
v_cmpx_f_f32_e64 s[80:81], v23, v143
v_cmpx_eq_f64_e64 s[78:79], v[98:99], v[222:223]
v_cmpx_ne_u16_e64 s[16:17], v43, v102
v_sad_u8 v14, v57, v109, v14
v_cvt_i32_f32_e64 v69, v244
v_cmp_le_i64_e64 s[16:17], v[132:133], v[12:13]
v_cmp_f_u64_e64 s[14:15], v[198:199], v[52:53]
v_cmp_lt_u32_e64 s[60:61], v108, v103
v_cmp_t_u16_e64 s[74:75], v20, v31
v_cmp_u_f32_e64 s[98:99], v43, v8
v_ceil_f32_e64 v60, v75
v_cvt_f32_f64_e64 v4, v[160:161]
v_cvt_f16_f32_e64 v54, v96
v_cmp_nlt_f16_e64 s[40:41], v118, v132
v_mul_i32_i24_e64 v78, v209, v42
v_mad_i32_i16 v211, v98, v62, v149
v_msad_u8 v141, v22, v71, v49
v_cmp_gt_f64_e64 s[54:55], v[84:85], v[140:141]
v_cmpx_lt_f16_e64 s[2:3], v169, v181
v_cos_f32_e64 v53, v233
v_cmpx_gt_i16_e64 s[70:71], v169, v222
v_cmp_nle_f16_e64 s[60:61], v23, v162
v_cubema_f32 v102, v242, v25, v21
v_cmp_o_f16_e64 s[70:71], v69, v130
v_max3_i16 v192, v103, v103, v111
v_cvt_f32_ubyte3_e64 v71, v19
v_cmpx_gt_f16_e64 s[18:19], v125, v148
v_min_i16_e64 v31, v126, v199
v_rcp_f64_e64 v[142:143], v[216:217]
v_cmpx_class_f16_e64 s[64:65], v138, v97
v_cvt_pknorm_i16_f32 v181, v249, v233
v_cmpx_le_i64_e64 s[20:21], v[184:185], v[134:135]
v_frexp_exp_i16_f16_e64 v5, v117
v_div_fixup_legacy_f16 v99, v154, v250, v193
v_cmp_tru_f16_e64 s[28:29], v179, v41
v_cmp_tru_f32_e64 s[50:51], v153, v100
v_readlane_b32 s39, v110, s46
v_cmp_gt_f16_e64 s[58:59], v81, v212
v_cmpx_nge_f16_e64 s[82:83], v228, v12
v_fract_f64_e64 v[102:103], v[170:171]
v_cmp_eq_f32_e64 s[12:13], v110, v154
v_cmpx_ngt_f32_e64 s[64:65], v237, v147
v_cmp_ge_f64_e64 s[34:35], v[238:239], v[236:237]
v_sub_i32 v177, v34, v230
v_cmpx_neq_f16_e64 s[64:65], v142, v178
v_cmpx_gt_u32_e64 s[58:59], v213, v157
v_cmp_le_f16_e64 s[26:27], v225, v83
v_cmpx_nlg_f32_e64 s[46:47], v23, v20
v_cmpx_f_f16_e64 s[2:3], v141, v13
v_cmp_eq_f16_e64 s[26:27], v124, v76
v_cmp_le_u64_e64 s[78:79], v[80:81], v[22:23]
v_cmpx_tru_f64_e64 s[74:75], v[22:23], v[242:243]
v_cvt_pk_bf8_f32 v72, v180, v186
v_max_i32_e64 v44, v141, v212
v_max_f16_e64 v103, v213, v217
v_cmp_ne_i16_e64 s[52:53], v226, v251
v_cmp_nle_f32_e64 s[98:99], v162, v49
v_mul_hi_u32_u24_e64 v244, v70, v131
v_ceil_f64_e64 v[10:11], v[36:37]
v_exp_f16_e64 v200, v159
v_cmpx_gt_i32_e64 s[56:57], v40, v173
v_lshlrev_b16_e64 v245, v156, v208
v_cmp_u_f64_e64 s[54:55], v[148:149], v[192:193]
v_cmpx_nge_f32_e64 s[4:5], v40, v21
v_ldexp_f32 v236, v198, v143
v_cmpx_ge_f16_e64 s[20:21], v86, v170
v_cmp_class_f64_e64 s[10:11], v[118:119], v48
v_cmpx_le_i16_e64 s[94:95], v98, v127
v_cmpx_ngt_f16_e64 s[26:27], v82, v216
v_cmp_lt_f64_e64 s[78:79], v[248:249], v[148:149]
v_xad_u32 v61, v201, v52, v129
v_mul_hi_i32_i24_e64 v195, v215, v5
v_cmp_ge_u16_e64 s[54:55], v166, v62
v_cmp_class_f32_e64 s[68:69], v102, v22
v_cmpx_ge_u64_e64 s[4:5], v[172:173], v[10:11]
v_med3_f16 v230, v110, v205, v215
v_cmp_eq_f64_e64 s[86:87], v[124:125], v[42:43]
v_ashrrev_i32_e64 v211, v212, v223
v_cmp_lt_i16_e64 s[90:91], v7, v160
v_cmp_nlg_f64_e64 s[28:29], v[122:123], v[220:221]
v_fmac_f32_e64 v203, v155, v129
v_cmpx_lt_f64_e64 s[94:95], v[30:31], v[244:245]
v_mad_legacy_f16 v133, v234, v138, v143
v_floor_f16_e64 v209, v171
v_ceil_f16_e64 v115, v10
v_max3_f32 v208, v145, v201, v159
v_cmpx_ne_u64_e64 s[78:79], v[88:89], v[10:11]
v_div_fmas_f64 v[158:159], v[204:205], v[192:193], v[244:245]
v_max3_f16 v24, v46, v94, v29
v_cmpx_nle_f64_e64 s[22:23], v[124:125], v[136:137]
v_add_u16_e64 v189, v153, v176
v_subrev_u32_e64 v225, v168, v181
v_qsad_pk_u16_u8 v[88:89], v[188:189], v141, v[176:177]
v_add_f64 v[160:161], v[152:153], v[22:23]
v_cvt_i16_f16_e64 v236, v38
v_cmpx_ngt_f64_e64 s[90:91], v[84:85], v[148:149]
v_min_f32_e64 v10, v193, v133
v_cmp_gt_i16_e64 s[68:69], v140, v140
v_bfe_i32 v236, v109, v144, v80
v_cmpx_lt_f32_e64 s[86:87], v243, v74
v_min3_i32 v115, v6, v84, v164
v_ashrrev_i16_e64 v234, v111, v203
v_pack_b32_f16 v90, v141, v63
v_med3_f32 v217, v32, v182, v19
v_cvt_pkrtz_f16_f32 v236, v147, v160
v_log_legacy_f32_e64 v44, v250
v_cmpx_nle_f32_e64 s[4:5], v128, v20
v_min_f16_e64 v152, v165, v197
v_max_f64 v[26:27], v[128:129], v[130:131]
v_cmpx_lt_u64_e64 s[80:81], v[158:159], v[42:43]
v_div_fixup_f16 v37, v14, v120, v200
v_fract_f16_e64 v116, v198
v_min3_i16 v27, v155, v217, v208
v_cmp_ge_f16_e64 s[86:87], v111, v32
v_cmpx_f_u64_e64 s[78:79], v[132:133], v[116:117]
v_cvt_f64_u32_e64 v[186:187], v243
v_cmpx_ge_f64_e64 s[16:17], v[248:249], v[196:197]
v_frexp_exp_i32_f64_e64 v106, v[152:153]
v_cmp_lg_f16_e64 s[30:31], v136, v93
v_rsq_f64_e64 v[200:201], v[254:255]
v_mad_legacy_i16 v237, v253, v83, v58
v_cmpx_ge_i16_e64 s[34:35], v166, v104
v_cmp_eq_i16_e64 s[68:69], v193, v230
v_mov_b32_e64 v132, v100
v_cmp_le_u16_e64 s[50:51], v66, v176
v_cmpx_u_f16_e64 s[64:65], v214, v219
v_fma_legacy_f16 v110, v158, v202, v33
v_frexp_exp_i32_f32_e64 v173, v154
v_cvt_f64_f32_e64 v[216:217], v46
v_cmpx_f_i32_e64 s[36:37], v0, v187
v_cmp_le_f64_e64 s[90:91], v[186:187], v[24:25]
v_dot2c_f32_f16_e64 v98, v87, v81
v_sqrt_f16_e64 v147, v202
v_min_u32_e64 v192, v159, v216
v_lshrrev_b64 v[144:145], v239, v[2:3]
v_cmp_nlg_f32_e64 s[58:59], v188, v249
v_lshrrev_b32_e64 v248, v236, v226
v_rcp_iflag_f32_e64 v58, v118
v_add_i32 v54, v199, v168
v_ashrrev_i64 v[138:139], v83, v[78:79]
v_cmpx_nlg_f64_e64 s[36:37], v[60:61], v[126:127]
v_cmpx_u_f64_e64 s[72:73], v[236:237], v[180:181]
v_max3_u32 v147, v155, v242, v1
v_cvt_f32_u32_e64 v237, v192
v_cmp_f_i32_e64 s[58:59], v163, v18
v_cvt_pk_i16_i32 v90, v250, v34
v_cmp_lt_f16_e64 s[98:99], v33, v46
v_cmp_le_i16_e64 s[60:61], v100, v95
v_cmpx_gt_f64_e64 s[86:87], v[64:65], v[34:35]
v_cmp_ne_u32_e64 s[62:63], v60, v175
v_mul_f16_e64 v207, v84, v19
v_cmp_neq_f32_e64 s[22:23], v204, v88
v_fma_f32 v9, v131, v175, v115
v_add_f32_e64 v196, v171, v153
v_cmpx_eq_f16_e64 s[16:17], v174, v230
v_sad_u32 v23, v130, v189, v7
v_med3_u32 v84, v58, v83, v248
v_cmp_gt_u16_e64 s[52:53], v156, v123
v_cmp_ngt_f64_e64 s[82:83], v[112:113], v[168:169]
v_max3_u16 v20, v196, v178, v235
v_rcp_f16_e64 v181, v173
v_cvt_u32_f32_e64 v245, v88
v_mad_i32_i24 v46, v40, v168, v11
v_cmpx_gt_u64_e64 s[10:11], v[20:21], v[192:193]
v_cvt_sr_fp8_f32 v175, v65, v82
v_cubesc_f32 v169, v252, v235, v211
v_cmp_o_f64_e64 s[34:35], v[42:43], v[120:121]
v_exp_legacy_f32_e64 v135, v100
v_cmpx_le_f64_e64 s[68:69], v[94:95], v[134:135]
v_cmpx_eq_i32_e64 s[54:55], v220, v236
v_cvt_norm_i16_f16_e64 v225, v84
v_trunc_f16_e64 v215, v54
v_cmpx_ge_f32_e64 s[76:77], v28, v172
v_cmpx_class_f64_e64 s[50:51], v[220:221], v17
v_cmp_nge_f16_e64 s[26:27], v243, v71
v_mad_u32_u24 v253, v153, v55, v131
v_cmpx_f_i64_e64 s[18:19], v[42:43], v[250:251]
v_sin_f16_e64 v226, v136
v_cmp_class_f16_e64 s[46:47], v120, v246
v_cmpx_f_u16_e64 s[72:73], v80, v245
v_sqrt_f64_e64 v[242:243], v[98:99]
v_cmpx_ne_i64_e64 s[76:77], v[212:213], v[166:167]
v_and_or_b32 v87, v150, v94, v253
v_cmpx_eq_f32_e64 s[30:31], v21, v134
v_cmp_lg_f32_e64 s[56:57], v214, v247
v_cmpx_t_i32_e64 s[68:69], v175, v38
v_cmp_tru_f64_e64 s[82:83], v[254:255], v[144:145]
v_cmpx_t_u32_e64 s[40:41], v55, v167
v_trig_preop_f64 v[92:93], v[34:35], v108
v_max_i16_e64 v99, v111, v208
v_cmpx_tru_f32_e64 s[68:69], v18, v130
v_lshlrev_b64 v[74:75], v188, v[54:55]
v_cmp_f_i64_e64 s[18:19], v[12:13], v[28:29]
v_cmpx_ne_u32_e64 s[66:67], v255, v202
v_cvt_i32_f64_e64 v6, v[26:27]
v_cvt_flr_i32_f32_e64 v12, v55
v_cmp_lt_u64_e64 s[90:91], v[116:117], v[108:109]
v_cvt_sr_bf8_f32 v3, v231, v133
v_cmpx_nlt_f32_e64 s[98:99], v74, v129
v_cmpx_ne_i16_e64 s[60:61], v31, v137
v_mov_b64_e64 v[36:37], v[208:209]
v_cmpx_ge_u16_e64 s[18:19], v229, v75
v_lshl_add_u64 v[48:49], v[178:179], v43, v[122:123]
v_bfrev_b32_e64 v0, v47
v_cmp_le_i32_e64 s[96:97], v26, v153
v_cmp_ngt_f32_e64 s[40:41], v222, v165
v_cmp_nge_f32_e64 s[62:63], v73, v137
v_ldexp_f64 v[38:39], v[2:3], v54
v_ffbh_i32_e64 v85, v234
v_floor_f64_e64 v[186:187], v[236:237]
v_dot4c_i32_i8_e64 v104, v156, v196
v_cmp_t_i16_e64 s[78:79], v24, v110
v_dot8c_i32_i4_e64 v119, v50, v105
v_min3_u32 v101, v117, v35, v148
v_alignbit_b32 v30, v23, v63, v234
v_cvt_pkaccum_u8_f32 v53, v103, v61
v_or_b32_e64 v162, v14, v38
v_cmpx_ge_i64_e64 s[90:91], v[140:141], v[160:161]
v_cmpx_le_f16_e64 s[30:31], v35, v184
v_sub_i16 v109, v206, v195
v_cmp_ne_i32_e64 s[22:23], v107, v154
v_cmp_le_f32_e64 s[2:3], v60, v86
v_cmp_lt_i64_e64 s[40:41], v[20:21], v[250:251]
v_sat_pk_u8_i16_e64 v191, v41
v_trunc_f32_e64 v146, v169
v_frexp_mant_f64_e64 v[118:119], v[72:73]
v_max3_i32 v91, v108, v42, v253
v_rndne_f32_e64 v89, v14
v_max_f32_e64 v33, v235, v147
v_cmpx_t_i16_e64 s[48:49], v217, v153
v_cmpx_lt_i32_e64 s[70:71], v238, v92
v_bfe_u32 v72, v167, v194, v241
v_subrev_u16_e64 v6, v98, v7
v_sin_f32_e64 v51, v62
v_cmpx_le_u16_e64 s[72:73], v229, v169
v_sub_f16_e64 v112, v154, v196
v_div_fixup_f64 v[2:3], v[224:225], v[106:107], v[244:245]
v_cmpx_lt_u32_e64 s[24:25], v205, v35
v_cmpx_u_f32_e64 s[14:15], v214, v82
v_cmp_nle_f64_e64 s[14:15], v[170:171], v[184:185]
v_cmpx_le_f32_e64 s[44:45], v233, v75
v_alignbyte_b32 v66, v151, v69, v95
v_cmpx_le_i32_e64 s[18:19], v219, v186
v_cmp_f_i16_e64 s[28:29], v123, v149
v_cmp_t_u64_e64 s[56:57], v[114:115], v[180:181]
v_and_b32_e64 v140, v172, v8
v_mul_hi_u32 v236, v126, v33
v_min_i32_e64 v182, v53, v129
v_fract_f32_e64 v164, v226
v_frexp_mant_f32_e64 v170, v133
v_cmp_nge_f64_e64 s[10:11], v[64:65], v[230:231]
v_cmpx_o_f32_e64 s[66:67], v80, v235
v_mad_u16 v127, v143, v37, v236
v_cmp_eq_i32_e64 s[46:47], v195, v173
v_mad_i16 v12, v230, v48, v40
v_xnor_b32_e64 v158, v174, v197
v_lshlrev_b32_e64 v48, v220, v178
v_cmp_f_f32_e64 s[82:83], v177, v142
v_min_f64 v[86:87], v[16:17], v[182:183]
v_cmpx_eq_u64_e64 s[20:21], v[168:169], v[76:77]
v_div_fmas_f32 v144, v215, v254, v103
v_cmp_ge_u64_e64 s[56:57], v[38:39], v[220:221]
v_cvt_f32_bf8_e64 v74, v4
v_mul_lo_u16_e64 v55, v191, v206
v_cmp_eq_i64_e64 s[38:39], v[204:205], v[150:151]
v_cvt_u16_f16_e64 v149, v163
v_cmpx_nlt_f64_e64 s[2:3], v[194:195], v[210:211]
v_cvt_u32_f64_e64 v105, v[14:15]
v_cmpx_t_u16_e64 s[20:21], v99, v152
v_fma_f64 v[46:47], v[24:25], v[4:5], v[100:101]
v_mul_hi_i32 v178, v29, v145
v_cmpx_o_f16_e64 s[86:87], v213, v215
v_cmp_ngt_f16_e64 s[88:89], v125, v154
v_cmp_lt_f32_e64 s[90:91], v44, v3
v_cvt_pknorm_u16_f32 v154, v142, v122
v_cmp_lt_u16_e64 s[6:7], v28, v1
v_cmpx_lg_f32_e64 s[16:17], v129, v156
v_sad_hi_u8 v77, v63, v185, v218
v_mul_f32_e64 v14, v202, v149
v_frexp_mant_f16_e64 v244, v36
v_add3_u32 v202, v143, v139, v122
v_cmp_gt_i64_e64 s[68:69], v[18:19], v[254:255]
v_cmpx_lg_f64_e64 s[86:87], v[142:143], v[114:115]
v_max_u32_e64 v203, v193, v7
v_cmp_nlg_f16_e64 s[2:3], v176, v33
v_cmpx_f_i16_e64 s[50:51], v240, v122
v_fmac_f64_e64 v[194:195], v[252:253], v[146:147]
v_mqsad_u32_u8 v[176:179], v[92:93], v111, v[4:7]
v_mul_f64 v[176:177], v[62:63], v[94:95]
v_add_u32_e64 v119, v126, v187
v_floor_f32_e64 v139, v169
v_screen_partition_4se_b32_e64 v48, v27
v_pk_fmac_f16_e64 v203, v67, v106
v_sqrt_f32_e64 v61, v137
v_cmpx_ge_u32_e64 s[24:25], v115, v22
v_cmp_f_u32_e64 s[74:75], v197, v105
v_cmp_t_i32_e64 s[4:5], v100, v167
v_max_u16_e64 v193, v24, v233
v_sub_u32_e64 v107, v16, v181
v_cmpx_ne_i32_e64 s[0:1], v42, v99
v_cmpx_gt_f32_e64 s[0:1], v252, v126
v_cmpx_eq_i16_e64 s[20:21], v178, v241
v_bcnt_u32_b32 v175, v148, v49
v_cmpx_f_u32_e64 s[80:81], v153, v145
v_cmpx_nlt_f16_e64 s[56:57], v171, v221
v_subrev_f32_e64 v255, v193, v81
v_cmpx_lt_i16_e64 s[80:81], v29, v227
v_cmp_o_f32_e64 s[2:3], v65, v163
v_cmpx_neq_f32_e64 s[10:11], v195, v200
v_cmpx_o_f64_e64 s[20:21], v[226:227], v[226:227]
v_mqsad_pk_u16_u8 v[192:193], v[92:93], v96, v[226:227]
v_subrev_f16_e64 v111, v229, v123
v_cvt_f32_ubyte0_e64 v201, v37
v_mul_u32_u24_e64 v233, v57, v84
v_cmp_u_f16_e64 s[82:83], v123, v57
v_perm_b32 v93, v136, v126, v203
v_mul_legacy_f32 v56, v160, v41
v_cmpx_class_f32_e64 s[4:5], v179, v179
v_cmp_eq_u32_e64 s[90:91], v177, v122
v_cmp_neq_f64_e64 s[56:57], v[94:95], v[206:207]
v_cvt_pk_u8_f32 v101, v99, v103, v81
v_cvt_f16_i16_e64 v183, v152
v_cmp_neq_f16_e64 s[38:39], v68, v242
v_cmp_gt_u32_e64 s[84:85], v71, v80
v_cvt_pk_u16_u32 v21, v162, v238
v_ldexp_f16_e64 v157, v202, v236
v_cmp_le_u32_e64 s[0:1], v142, v156
v_cmpx_eq_i64_e64 s[36:37], v[252:253], v[228:229]
v_rndne_f64_e64 v[144:145], v[150:151]
v_cvt_f32_i32_e64 v126, v166
v_min3_f32 v147, v76, v216, v190
v_cmpx_t_i64_e64 s[44:45], v[20:21], v[80:81]
v_log_f16_e64 v13, v51
v_mac_f16_e64 v64, v254, v124
v_cmpx_f_f64_e64 s[26:27], v[52:53], v[168:169]
v_cmp_nlt_f32_e64 s[6:7], v211, v41
v_sad_u16 v3, v50, v58, v194
v_cubetc_f32 v11, v102, v110, v249
v_cmpx_neq_f64_e64 s[64:65], v[254:255], v[122:123]
v_cmp_ge_i32_e64 s[64:65], v202, v89
v_cmp_eq_u64_e64 s[22:23], v[190:191], v[68:69]
v_mad_legacy_u16 v56, v109, v29, v233
v_exp_f32_e64 v148, v198
v_cmpx_nlg_f16_e64 s[28:29], v187, v10
v_cmpx_lt_i64_e64 s[12:13], v[236:237], v[124:125]
v_cmp_ge_i64_e64 s[94:95], v[182:183], v[200:201]
v_cvt_pk_f32_bf8_e64 v[122:123], v131
v_cvt_f32_ubyte1_e64 v60, v170
v_min3_u16 v122, v140, v188, v212
v_xor_b32_e64 v79, v246, v238
v_cmp_gt_f32_e64 s[0:1], v32, v183
v_cmp_f_f16_e64 s[10:11], v107, v172
v_add_i16 v207, v85, v8
v_cmp_ne_u64_e64 s[86:87], v[182:183], v[114:115]
v_not_b32_e64 v109, v215
v_mbcnt_hi_u32_b32 v183, v155, v172
v_add_lshl_u32 v141, v252, v157, v67
v_rcp_f32_e64 v138, v26
v_cvt_rpi_i32_f32_e64 v198, v23
v_cmp_gt_u64_e64 s[40:41], v[20:21], v[110:111]
v_div_fixup_f32 v250, v117, v251, v183
v_cmpx_tru_f16_e64 s[74:75], v148, v156
v_ffbl_b32_e64 v7, v217
v_cmpx_le_u64_e64 s[52:53], v[30:31], v[4:5]
v_cmp_nlt_f64_e64 s[92:93], v[196:197], v[40:41]
v_cmp_gt_i32_e64 s[80:81], v84, v202
v_cvt_pk_f32_fp8_e64 v[208:209], v22
v_cvt_off_f32_i4_e64 v238, v15
v_sub_u16_e64 v197, v62, v25
v_cmpx_lt_u16_e64 s[28:29], v222, v231
v_mul_lo_u32 v35, v122, v102
v_cvt_f32_fp8_e64 v160, v16
v_cmp_ge_f32_e64 s[84:85], v73, v0
v_cos_f16_e64 v245, v201
v_cmpx_nge_f64_e64 s[84:85], v[158:159], v[114:115]
v_cmp_lg_f64_e64 s[56:57], v[62:63], v[14:15]
v_min3_f16 v172, v136, v47, v229
v_cmpx_nle_f16_e64 s[26:27], v39, v100
v_bfi_b32 v121, v153, v73, v159
v_dot2c_i32_i16_e64 v239, v21, v189
v_cmp_ge_i16_e64 s[76:77], v20, v218
v_rndne_f16_e64 v45, v101
v_cmpx_eq_u16_e64 s[18:19], v254, v156
v_mad_f16 v10, v88, v214, v26
v_cvt_norm_u16_f16_e64 v58, v227
v_cmp_f_f64_e64 s[30:31], v[208:209], v[74:75]
v_cmpx_eq_u32_e64 s[72:73], v171, v127
v_cmp_f_u16_e64 s[18:19], v105, v163
v_cmpx_lg_f16_e64 s[98:99], v36, v83
v_cmpx_gt_i64_e64 s[18:19], v[0:1], v[178:179]
v_trunc_f64_e64 v[116:117], v[84:85]
v_lshrrev_b16_e64 v253, v246, v7
v_cmpx_t_u64_e64 s[36:37], v[12:13], v[52:53]
v_cvt_f16_u16_e64 v252, v163
v_lshl_or_b32 v197, v25, v188, v33
v_cmp_ge_u32_e64 s[14:15], v84, v122
v_bfm_b32 v65, v183, v30
v_rsq_f32_e64 v88, v157
v_cvt_f32_f16_e64 v159, v130
v_cvt_f32_ubyte2_e64 v184, v7
v_cmp_t_i64_e64 s[32:33], v[184:185], v[206:207]
v_cubeid_f32 v122, v25, v75, v0
v_mbcnt_lo_u32_b32 v55, v66, v219
v_log_f32_e64 v110, v132
v_mad_u32_u16 v140, v59, v128, v49
v_cvt_f64_i32_e64 v[206:207], v69
v_cmp_t_u32_e64 s[28:29], v176, v212
v_cmp_eq_u16_e64 s[94:95], v48, v5
v_add_f16_e64 v118, v221, v254
v_med3_i32 v125, v135, v133, v73
v_cvt_pk_fp8_f32 v110, v17, v70
v_cmpx_ge_i32_e64 s[38:39], v238, v64
v_cmpx_gt_u16_e64 s[94:95], v120, v70
v_med3_i16 v155, v184, v85, v171
v_cmp_lt_i32_e64 s[98:99], v147, v144
v_cmp_ne_i64_e64 s[78:79], v[196:197], v[224:225]
v_or3_b32 v226, v73, v21, v119
v_cmpx_le_u32_e64 s[70:71], v0, v203
v_ffbh_u32_e64 v73, v163
v_fma_f16 v227, v132, v8, v247
v_cvt_pknorm_u16_f16 v230, v115, v238
v_rsq_f16_e64 v72, v236
v_min_u16_e64 v113, v67, v146
v_lshl_add_u32 v144, v48, v239, v192
v_cmp_ne_u16_e64 s[70:71], v160, v244
v_med3_u16 v111, v113, v224, v166
v_sub_f32_e64 v9, v14, v131
v_cvt_pknorm_i16_f16 v48, v71, v28
v_lerp_u8 v147, v103, v131, v117
v_cmpx_f_f32_e64 s[96:97], v204, v130
v_cmpx_eq_f64_e64 s[20:21], v[232:233], v[60:61]
v_cmpx_ne_u16_e64 s[88:89], v148, v251
v_sad_u8 v88, v224, v47, v149
v_cvt_i32_f32_e64 v0, v173
v_cmp_le_i64_e64 s[22:23], v[218:219], v[136:137]
v_cmp_f_u64_e64 s[18:19], v[244:245], v[254:255]
v_cmp_lt_u32_e64 s[32:33], v88, v86
v_cmp_t_u16_e64 s[62:63], v104, v106
v_cmp_u_f32_e64 s[82:83], v153, v15
v_ceil_f32_e64 v157, v157
v_cvt_f32_f64_e64 v164, v[118:119]
v_cvt_f16_f32_e64 v135, v141
v_cmp_nlt_f16_e64 s[94:95], v9, v36
v_mul_i32_i24_e64 v73, v195, v110
v_mad_i32_i16 v229, v219, v219, v96
v_msad_u8 v64, v74, v200, v46
v_cmp_gt_f64_e64 s[28:29], v[72:73], v[224:225]
v_cmpx_lt_f16_e64 s[0:1], v177, v206
v_cos_f32_e64 v176, v86
v_cmpx_gt_i16_e64 s[30:31], v142, v141
v_cmp_nle_f16_e64 s[4:5], v132, v100
v_cubema_f32 v250, v95, v5, v98
v_cmp_o_f16_e64 s[20:21], v77, v164
v_max3_i16 v192, v247, v126, v253
v_cvt_f32_ubyte3_e64 v134, v94
v_cmpx_gt_f16_e64 s[20:21], v91, v188
v_min_i16_e64 v199, v24, v251
v_rcp_f64_e64 v[140:141], v[202:203]
v_cmpx_class_f16_e64 s[98:99], v81, v239
v_cvt_pknorm_i16_f32 v60, v244, v200
v_cmpx_le_i64_e64 s[40:41], v[242:243], v[144:145]
v_frexp_exp_i16_f16_e64 v60, v172
v_div_fixup_legacy_f16 v182, v146, v98, v132
v_cmp_tru_f16_e64 s[28:29], v66, v54
v_cmp_tru_f32_e64 s[42:43], v11, v125
v_readlane_b32 s58, v218, s15
v_cmp_gt_f16_e64 s[38:39], v180, v204
v_cmpx_nge_f16_e64 s[38:39], v22, v18
v_fract_f64_e64 v[134:135], v[90:91]
v_cmp_eq_f32_e64 s[24:25], v79, v96
v_cmpx_ngt_f32_e64 s[6:7], v243, v62
v_cmp_ge_f64_e64 s[18:19], v[244:245], v[64:65]
v_sub_i32 v169, v7, v208
v_cmpx_neq_f16_e64 s[22:23], v37, v13
v_cmpx_gt_u32_e64 s[22:23], v204, v75
v_cmp_le_f16_e64 s[80:81], v192, v127
v_cmpx_nlg_f32_e64 s[8:9], v151, v84
v_cmpx_f_f16_e64 s[2:3], v121, v151
v_cmp_eq_f16_e64 s[8:9], v168, v199
v_cmp_le_u64_e64 s[72:73], v[58:59], v[184:185]
v_cmpx_tru_f64_e64 s[4:5], v[232:233], v[242:243]
v_cvt_pk_bf8_f32 v198, v131, v249
v_max_i32_e64 v173, v39, v238
v_max_f16_e64 v243, v18, v202
v_cmp_ne_i16_e64 s[12:13], v110, v248
v_cmp_nle_f32_e64 s[34:35], v23, v33
v_mul_hi_u32_u24_e64 v126, v1, v76
v_mad_i64_i32 v[182:183], s[70:71], v243, v6, v[8:9]
v_div_scale_f64 v[8:9], s[76:77], v[120:121], v[154:155], v[136:137]
v_mad_u64_u32 v[10:11], s[0:1], v206, v187, v[100:101]
v_div_scale_f32 v107, s[82:83], v115, v249, v232
v_sub_co_u32_e64 v206, s[84:85], v132, v254
v_add_co_u32_e64 v112, s[8:9], v63, v35
v_subrev_co_u32_e64 v49, s[2:3], v126, v97
v_mad_i64_i32 v[22:23], s[42:43], v12, v62, v[212:213]
v_div_scale_f64 v[166:167], s[80:81], v[162:163], v[196:197], v[206:207]
v_mad_u64_u32 v[166:167], s[24:25], v237, v21, v[220:221]
v_div_scale_f32 v24, s[0:1], v207, v8, v86
v_sub_co_u32_e64 v220, s[64:65], v186, v180
v_add_co_u32_e64 v110, s[78:79], v242, v247
v_subrev_co_u32_e64 v110, s[0:1], v7, v214
v_mfma_f32_32x32x2_f32 v[136:151], a224, a1, v[56:71] abid:8
v_mfma_f32_32x32x4_xf32 v[120:135], a[168:169], a[124:125], v[60:75] abid:8
v_smfmac_f32_16x16x32_f16 v[84:87], a[244:245], a[32:35], v104 abid:8
v_pk_mul_f32 v[120:121], v[132:133], v[110:111]
v_pk_add_i16 v233, v224, v110
v_dot4_u32_u8 v29, v177, v8, v104
v_pk_max_u16 v44, v168, v178
v_fma_mix_f32 v29, v203, v160, v140 op_sel_hi:[1,1,1]
v_fma_mixhi_f16 v193, v221, v214, v15 op_sel_hi:[1,1,1]
v_dot2_f32_f16 v54, v128, v84, v214
v_smfmac_f32_16x16x64_bf8_fp8 v[228:231], a[48:49], a[172:175], v152 abid:8
v_pk_mul_lo_u16 v228, v70, v167
v_pk_min_i16 v250, v1, v106
v_pk_mad_u16 v251, v95, v190, v114
v_dot4_i32_i8 v46, v2, v47, v39
v_pk_ashrrev_i16 v69, v239, v0
v_mfma_f32_32x32x8_bf16 v[0:15], a[32:33], a[146:147], v[240:255] abid:8
v_pk_fma_f32 v[64:65], v[104:105], v[232:233], v[114:115]
v_pk_sub_u16 v157, v138, v166
v_smfmac_f32_32x32x32_bf8_fp8 v[16:31], a[6:7], a[104:107], v135 abid:8
v_mfma_f64_4x4x4_4b_f64 v[72:73], a[242:243], a[192:193], v[92:93] abid:8
v_smfmac_f32_32x32x32_fp8_bf8 v[44:59], a[54:55], a[220:223], v49 abid:8
v_pk_lshlrev_b16 v213, v222, v133
v_pk_min_u16 v55, v143, v117
v_mfma_f32_16x16x32_bf8_bf8 v[136:139], a[206:207], a[124:125], v[24:27] abid:8
v_mfma_f32_4x4x4_16b_bf16 v[100:103], a[58:59], a[46:47], v[112:115] abid:8
v_mfma_f32_16x16x4_4b_f16 v[100:115], a[244:245], a[60:61], v[124:139] abid:8
v_pk_mov_b32 v[66:67], v[18:19], v[172:173]
v_smfmac_f32_32x32x32_bf8_bf8 v[144:159], a[18:19], a[136:139], v138 abid:8
v_mfma_f32_16x16x8_xf32 v[112:115], a[226:227], a[14:15], v[20:23] abid:8
v_mfma_f32_4x4x1_16b_f32 v[12:15], a246, a72, v[72:75] abid:8
v_mfma_i32_16x16x32_i8 v[228:231], a[34:35], a[246:247], v[184:187] abid:8
v_mfma_f32_16x16x32_fp8_bf8 v[108:111], a[92:93], a[226:227], v[168:171] abid:8
v_dot2_u32_u16 v251, v253, v126, v162
v_smfmac_f32_32x32x32_fp8_fp8 v[156:171], a[72:73], a[216:219], v155 abid:8
v_mfma_i32_32x32x4_2b_i8 v[28:59], a121, a158, v[140:171] abid:8
v_pk_max_f16 v226, v120, v248
v_dot8_u32_u4 v223, v39, v89, v75
v_mfma_f32_32x32x16_bf8_bf8 v[76:91], a[74:75], a[176:177], v[76:91] abid:8
v_smfmac_f32_16x16x64_fp8_fp8 v[240:243], a[28:29], a[60:63], v249 abid:8
v_mfma_f32_16x16x32_bf8_fp8 v[120:123], a[86:87], a[204:205], v[16:19] abid:8
v_pk_sub_i16 v169, v182, v191
v_pk_min_f16 v206, v70, v227
v_mfma_f32_32x32x4_2b_bf16 v[156:187], a[228:229], a[172:173], v[56:87] abid:8
v_mfma_i32_32x32x16_i8 v[132:147], a[82:83], a[222:223], v[108:123] abid:8
v_mfma_f32_16x16x32_fp8_fp8 v[4:7], a[242:243], a[154:155], v[68:71] abid:8
v_dot2_i32_i16 v143, v106, v21, v233
v_pk_mad_i16 v96, v183, v161, v119
v_accvgpr_write_b32 a24, v31
v_smfmac_f32_16x16x64_fp8_bf8 v[116:119], a[140:141], a[88:91], v218 abid:8
v_pk_lshrrev_b16 v42, v205, v81
v_pk_mul_f16 v203, v23, v43
v_mfma_i32_4x4x4_16b_i8 v[64:67], a62, a86, v[128:131] abid:8
v_mfma_f32_16x16x4_4b_bf16 v[80:95], a[248:249], a[20:21], v[228:243] abid:8
v_smfmac_f32_16x16x64_bf8_bf8 v[180:183], a[38:39], a[56:59], v99 abid:8
v_smfmac_f32_16x16x32_bf16 v[236:239], a[12:13], a[136:139], v234 abid:8
v_fma_mixlo_f16 v208, v209, v212, v0 op_sel_hi:[1,1,1]
v_mfma_f32_16x16x4_f32 v[208:211], a184, a69, v[124:127] abid:8
v_mfma_f32_32x32x16_bf8_fp8 v[216:231], a[154:155], a[228:229], v[16:31] abid:8
v_smfmac_f32_32x32x16_bf16 v[156:171], a[250:251], a[124:127], v112 abid:8
v_smfmac_f32_32x32x16_f16 v[76:91], a[186:187], a[140:143], v65 abid:8
v_mfma_f32_4x4x4_16b_f16 v[156:159], a[210:211], a[232:233], v[120:123] abid:8
v_mfma_f32_16x16x16_bf16 v[12:15], a[182:183], a[244:245], v[156:159] abid:8
v_mfma_f64_16x16x4_f64 v[96:103], a[126:127], a[108:109], v[168:175] abid:8
v_pk_add_f32 v[24:25], v[90:91], v[92:93]
v_mfma_f32_32x32x16_fp8_bf8 v[200:215], a[86:87], a[150:151], v[108:123] abid:8
v_dot8_i32_i4 v204, v237, v217, v228
v_mfma_f32_32x32x8_f16 v[88:103], a[50:51], a[250:251], v[8:23] abid:8
v_smfmac_i32_32x32x32_i8 v[172:187], a[240:241], a[8:11], v81 abid:8
v_mfma_f32_16x16x16_f16 v[44:47], a[164:165], a[18:19], v[232:235] abid:8
v_mfma_i32_16x16x4_4b_i8 v[136:151], a186, a126, v[28:43] abid:8
v_pk_fma_f16 v14, v79, v157, v124
v_mfma_f32_16x16x1_4b_f32 v[8:23], a190, a94, v[44:59] abid:8
v_pk_max_i16 v230, v93, v66
v_smfmac_i32_16x16x64_i8 v[88:91], a[102:103], a[160:163], v28 abid:8
v_pk_add_u16 v61, v98, v215
v_pk_add_f16 v58, v44, v2
v_mfma_f32_32x32x2_f32 v[220:235], a78, a60, v[236:251] abid:8
v_mfma_f32_32x32x4_xf32 v[92:107], a[54:55], a[64:65], v[48:63] abid:8
v_smfmac_f32_16x16x32_f16 v[112:115], a[222:223], a[16:19], v4 abid:8
v_pk_mul_f32 v[110:111], v[228:229], v[120:121]
v_pk_add_i16 v194, v218, v245
v_dot4_u32_u8 v97, v82, v11, v217
v_pk_max_u16 v228, v95, v75
v_fma_mix_f32 v85, v83, v197, v124 op_sel_hi:[1,1,1]
v_fma_mixhi_f16 v49, v24, v209, v11 op_sel_hi:[1,1,1]
v_dot2_f32_f16 v182, v145, v175, v208
v_smfmac_f32_16x16x64_bf8_fp8 v[0:3], a[182:183], a[88:91], v217 abid:8
v_pk_mul_lo_u16 v228, v234, v218
v_pk_min_i16 v209, v144, v54
v_pk_mad_u16 v236, v164, v134, v235
v_dot4_i32_i8 v74, v49, v250, v251
v_pk_ashrrev_i16 v88, v223, v52
v_pk_fma_f32 v[62:63], v[210:211], v[236:237], v[132:133]
v_pk_sub_u16 v137, v178, v253
v_smfmac_f32_32x32x32_bf8_fp8 v[8:23], a[188:189], a[172:175], v149 abid:8
v_mfma_f64_4x4x4_4b_f64 v[164:165], a[152:153], a[176:177], v[4:5] abid:8
v_smfmac_f32_32x32x32_fp8_bf8 v[44:59], a[28:29], a[100:103], v167 abid:8
v_pk_lshlrev_b16 v71, v235, v164
v_pk_min_u16 v130, v78, v232
v_mfma_f32_16x16x32_bf8_bf8 v[252:255], a[160:161], a[236:237], v[228:231] abid:8
v_mfma_f32_4x4x4_16b_bf16 v[240:243], a[248:249], a[60:61], v[24:27] abid:8
v_pk_mov_b32 v[68:69], v[220:221], v[118:119]
v_smfmac_f32_32x32x32_bf8_bf8 v[168:183], a[136:137], a[96:99], v71 abid:8
v_mfma_f32_16x16x8_xf32 v[240:243], a[0:1], a[126:127], v[60:63] abid:8
v_mfma_f32_4x4x1_16b_f32 v[72:75], a52, a120, v[36:39] abid:8
v_mfma_i32_16x16x32_i8 v[252:255], a[174:175], a[34:35], v[32:35] abid:8
v_mfma_f32_16x16x32_fp8_bf8 v[168:171], a[54:55], a[80:81], v[240:243] abid:8
v_dot2_u32_u16 v151, v141, v239, v69
v_smfmac_f32_32x32x32_fp8_fp8 v[36:51], a[62:63], a[112:115], v139 abid:8
v_mfma_i32_32x32x4_2b_i8 v[148:179], a140, a228, v[96:127] abid:8
v_pk_max_f16 v17, v107, v211
v_dot8_u32_u4 v182, v185, v203, v77
v_mfma_f32_32x32x16_bf8_bf8 v[68:83], a[114:115], a[166:167], v[160:175] abid:8
v_smfmac_f32_16x16x64_fp8_fp8 v[92:95], a[32:33], a[120:123], v197 abid:8
v_mfma_f32_16x16x32_bf8_fp8 v[224:227], a[196:197], a[138:139], v[168:171] abid:8
v_mfma_f32_32x32x16_fp8_fp8 v[232:247], a[4:5], a[126:127], v[208:223] abid:8
v_pk_sub_i16 v116, v249, v101
v_pk_min_f16 v135, v83, v203
v_mfma_f32_32x32x4_2b_bf16 v[80:111], a[40:41], a[174:175], v[184:215] abid:8
v_mfma_i32_32x32x16_i8 v[112:127], a[88:89], a[184:185], v[0:15] abid:8
v_mfma_f32_16x16x32_fp8_fp8 v[240:243], a[6:7], a[0:1], v[176:179] abid:8
v_dot2_i32_i16 v181, v8, v174, v36
v_pk_mad_i16 v204, v103, v85, v11
v_accvgpr_write_b32 a165, v2
v_smfmac_f32_16x16x64_fp8_bf8 v[64:67], a[74:75], a[136:139], v52 abid:8
v_pk_lshrrev_b16 v122, v194, v17
v_pk_mul_f16 v0, v231, v63
v_mfma_f32_32x32x1_2b_f32 v[40:71], a241, a66, v[124:155] abid:8
v_mfma_i32_4x4x4_16b_i8 v[160:163], a20, a74, v[72:75] abid:8
v_mfma_f32_16x16x4_4b_bf16 v[172:187], a[126:127], a[144:145], v[200:215] abid:8
v_smfmac_f32_16x16x64_bf8_bf8 v[8:11], a[90:91], a[164:167], v49 abid:8
v_smfmac_f32_16x16x32_bf16 v[200:203], a[80:81], a[228:231], v220 abid:8
v_fma_mixlo_f16 v109, v127, v197, v86 op_sel_hi:[1,1,1]
v_mfma_f32_16x16x4_f32 v[104:107], a210, a56, v[204:207] abid:8
v_smfmac_f32_32x32x16_bf16 v[200:215], a[254:255], a[52:55], v123 abid:8
v_smfmac_f32_32x32x16_f16 v[200:215], a[74:75], a[92:95], v181 abid:8
v_mfma_f32_4x4x4_16b_f16 v[48:51], a[226:227], a[224:225], v[192:195] abid:8
v_mfma_f32_16x16x16_bf16 v[128:131], a[90:91], a[236:237], v[232:235] abid:8
v_mfma_f64_16x16x4_f64 v[180:187], a[26:27], a[120:121], v[92:99] abid:8
v_pk_add_f32 v[22:23], v[238:239], v[118:119]
v_mfma_f32_32x32x16_fp8_bf8 v[120:135], a[40:41], a[60:61], v[80:95] abid:8
v_dot8_i32_i4 v196, v102, v13, v104
v_mfma_f32_32x32x8_f16 v[56:71], a[86:87], a[22:23], v[108:123] abid:8
v_smfmac_i32_32x32x32_i8 v[196:211], a[118:119], a[176:179], v71 abid:8
v_mfma_f32_16x16x16_f16 v[124:127], a[48:49], a[160:161], v[196:199] abid:8
v_pk_fma_f16 v192, v28, v126, v116
v_mfma_f32_16x16x1_4b_f32 v[28:43], a125, a106, v[216:231] abid:8
v_pk_max_i16 v14, v21, v39
v_smfmac_i32_16x16x64_i8 v[40:43], a[26:27], a[252:255], v208 abid:8
v_pk_add_u16 v70, v43, v78
v_pk_add_f16 v112, v98, v27
ds_add_u64 v253, v[244:245]
ds_add_u32 v81, v35
ds_and_b32 v96, v139
ds_max_u32 v15, v44
ds_append v0
ds_write_b8 v162, v32
ds_consume v0
ds_max_u64 v195, v[60:61]
ds_min_rtn_i32 v15, v220, v225
ds_inc_u64 v102, v[122:123]
ds_write_b16 v182, v180
ds_min_u64 v64, v[132:133]
ds_sub_rtn_u64 v[138:139], v148, v[40:41]
ds_write2_b64 v219, v[4:5], v[10:11]
ds_read_i16 v138, v246
ds_max_f32 v10, v55
ds_min_f64 v110, v[88:89]
ds_inc_rtn_u32 v110, v24, v180
ds_rsub_u32 v151, v255
ds_read_i8_d16_hi v216, v26
ds_read_b64 v[170:171], v209
ds_mskor_rtn_b32 v39, v154, v109, v26
ds_condxchg32_rtn_b64 v[56:57], v135, v[240:241]
ds_read_addtid_b32 v0
ds_add_f64 v42, v[242:243]
ds_wrxchg2_rtn_b32 v[194:195], v228, v91, v165
ds_wrxchg_rtn_b64 v[122:123], v114, v[2:3]
ds_sub_u32 v78, v110
ds_or_rtn_b32 v211, v64, v114
ds_cmpst_rtn_f64 v[44:45], v109, v[228:229], v[54:55]
ds_write_b96 v166, v[212:214]
ds_write_b32 v99, v209
ds_min_i32 v83, v54
ds_rsub_rtn_u32 v151, v82, v94
ds_max_rtn_u64 v[4:5], v126, v[206:207]
ds_add_rtn_u64 v[24:25], v184, v[42:43]
ds_max_rtn_i32 v220, v193, v159
ds_wrap_rtn_b32 v48, v90, v159, v53
ds_or_b64 v38, v[20:21]
ds_write2st64_b64 v123, v[186:187], v[116:117]
ds_swizzle_b32 v13, v52
ds_inc_rtn_u64 v[190:191], v151, v[30:31]
ds_min_rtn_f64 v[180:181], v49, v[50:51]
ds_xor_rtn_b32 v30, v254, v16
ds_mskor_b32 v129, v174, v190
ds_dec_u64 v187, v[170:171]
ds_add_f32 v26, v74
ds_read_u16_d16_hi v162, v2
ds_xor_b64 v222, v[170:171]
ds_min_f32 v212, v151
ds_add_rtn_f32 v245, v244, v242
ds_wrxchg_rtn_b32 v185, v88, v214
ds_read2_b32 v[108:109], v213
ds_min_rtn_f32 v57, v177, v29
ds_pk_add_rtn_f16 v83, v99, v169
ds_max_rtn_i64 v[122:123], v242, v[86:87]
ds_and_rtn_b64 v[104:105], v155, v[138:139]
ds_max_rtn_f64 v[62:63], v148, v[184:185]
ds_bpermute_b32 v111, v229, v193
ds_dec_rtn_u32 v255, v136, v154
ds_permute_b32 v224, v103, v205
ds_min_u32 v252, v42
ds_or_rtn_b64 v[70:71], v127, v[84:85]
ds_cmpst_rtn_f32 v48, v91, v230, v39
ds_pk_add_rtn_bf16 v236, v27, v54
ds_max_i32 v129, v36
ds_xor_rtn_b64 v[96:97], v107, v[114:115]
ds_xor_b32 v159, v203
ds_add_rtn_u32 v188, v111, v17
ds_cmpst_f64 v97, v[234:235], v[96:97]
ds_read2st64_b32 v[144:145], v119
ds_read_u16 v12, v183
ds_min_rtn_i64 v[44:45], v180, v[140:141]
ds_write2st64_b32 v112, v160, v151
ds_inc_u32 v216, v85
ds_add_rtn_f64 v[170:171], v13, v[170:171]
ds_read_b128 v[64:67], v221
ds_pk_add_bf16 v16, v202
ds_min_i64 v61, v[90:91]
ds_or_b32 v199, v35
ds_write_b64 v30, v[140:141]
ds_rsub_u64 v53, v[8:9]
ds_cmpst_rtn_b32 v139, v192, v238, v4
ds_read2st64_b64 v[236:239], v203
ds_dec_rtn_u64 v[112:113], v214, v[142:143]
ds_write_b8_d16_hi v222, v119
ds_max_rtn_u32 v124, v22, v97
ds_and_b64 v247, v[30:31]
ds_read_i8 v21, v175
ds_read2_b64 v[96:99], v238
ds_read_u16_d16 v226, v214
ds_write_b16_d16_hi v77, v163
ds_dec_u32 v252, v23
ds_sub_u64 v37, v[44:45]
ds_read_b96 v[72:74], v9
ds_cmpst_f32 v184, v185, v58
ds_sub_rtn_u32 v177, v192, v133
ds_max_f64 v229, v[64:65]
ds_write2_b32 v246, v176, v225
ds_min_rtn_u64 v[240:241], v236, v[196:197]
ds_read_u8_d16_hi v199, v152
ds_read_u8_d16 v147, v161
ds_mskor_rtn_b64 v[72:73], v99, v[32:33], v[100:101]
ds_mskor_b64 v180, v[206:207], v[82:83]
ds_read_u8 v238, v183
ds_max_rtn_f32 v197, v165, v39
ds_and_rtn_b32 v15, v227, v55
ds_read_i8_d16 v51, v253
ds_write_b128 v105, v[156:159]
ds_rsub_rtn_u64 v[48:49], v210, v[78:79]
ds_nop
ds_write_addtid_b32 v0
ds_cmpst_b32 v202, v211, v125
ds_wrxchg2st64_rtn_b32 v[240:241], v145, v221, v102
ds_read_b32 v166, v117
ds_cmpst_rtn_b64 v[32:33], v147, v[200:201], v[138:139]
ds_pk_add_f16 v152, v49
ds_wrxchg2_rtn_b64 v[72:75], v159, v[206:207], v[60:61]
ds_wrxchg2st64_rtn_b64 v[56:59], v81, v[246:247], v[234:235]
ds_min_rtn_u32 v146, v21, v33
ds_max_i64 v243, v[4:5]
ds_cmpst_b64 v71, v[18:19], v[32:33]
ds_add_u64 v210, v[56:57]
ds_add_u32 v198, v5
ds_and_b32 v223, v150
ds_max_u32 v212, v29
ds_append v0
ds_write_b8 v102, v149
ds_consume v0
ds_max_u64 v225, v[38:39]
ds_min_rtn_i32 v62, v71, v227
ds_inc_u64 v161, v[100:101]
ds_write_b16 v55, v20
ds_min_u64 v210, v[188:189]
ds_sub_rtn_u64 v[252:253], v75, v[162:163]
ds_write2_b64 v91, v[32:33], v[86:87]
ds_read_i16 v167, v182
ds_max_f32 v204, v146
ds_min_f64 v170, v[162:163]
ds_inc_rtn_u32 v43, v92, v212
ds_rsub_u32 v245, v104
ds_read_i8_d16_hi v22, v253
ds_read_b64 v[30:31], v231
ds_mskor_rtn_b32 v158, v119, v210, v5
ds_condxchg32_rtn_b64 v[76:77], v173, v[66:67]
ds_read_addtid_b32 v0
ds_add_f64 v150, v[112:113]
ds_wrxchg2_rtn_b32 v[168:169], v108, v236, v244
ds_wrxchg_rtn_b64 v[8:9], v36, v[190:191]
ds_sub_u32 v104, v240
ds_or_rtn_b32 v252, v23, v227
ds_cmpst_rtn_f64 v[240:241], v110, v[24:25], v[106:107]
ds_write_b96 v246, v[8:10]
ds_write_b32 v164, v92
ds_min_i32 v7, v46
ds_rsub_rtn_u32 v191, v92, v226
ds_max_rtn_u64 v[136:137], v39, v[102:103]
ds_add_rtn_u64 v[32:33], v112, v[232:233]
ds_max_rtn_i32 v116, v221, v175
ds_wrap_rtn_b32 v48, v19, v1, v110
ds_or_b64 v224, v[230:231]
ds_write2st64_b64 v251, v[102:103], v[180:181]
ds_swizzle_b32 v255, v31
ds_inc_rtn_u64 v[230:231], v20, v[66:67]
ds_min_rtn_f64 v[4:5], v140, v[198:199]
ds_xor_rtn_b32 v108, v57, v218
ds_mskor_b32 v224, v151, v24
ds_dec_u64 v250, v[60:61]
ds_add_f32 v76, v244
ds_read_u16_d16_hi v127, v75
ds_xor_b64 v43, v[72:73]
ds_min_f32 v199, v61
ds_add_rtn_f32 v37, v55, v247
ds_wrxchg_rtn_b32 v19, v139, v209
ds_read2_b32 v[138:139], v162
ds_min_rtn_f32 v88, v61, v97
ds_pk_add_rtn_f16 v172, v36, v207
ds_max_rtn_i64 v[76:77], v118, v[150:151]
ds_and_rtn_b64 v[78:79], v200, v[158:159]
ds_max_rtn_f64 v[14:15], v45, v[64:65]
ds_bpermute_b32 v169, v100, v139
ds_dec_rtn_u32 v160, v234, v157
ds_permute_b32 v140, v19, v33
ds_min_u32 v41, v151
ds_or_rtn_b64 v[194:195], v193, v[98:99]
ds_cmpst_rtn_f32 v143, v133, v244, v70
ds_pk_add_rtn_bf16 v132, v7, v96
ds_max_i32 v71, v97
ds_xor_rtn_b64 v[130:131], v253, v[178:179]
ds_xor_b32 v74, v229
ds_add_rtn_u32 v48, v166, v36
ds_cmpst_f64 v17, v[136:137], v[220:221]
ds_read2st64_b32 v[74:75], v155
ds_read_u16 v220, v231
ds_min_rtn_i64 v[234:235], v7, v[86:87]
ds_write2st64_b32 v182, v11, v55
ds_inc_u32 v52, v87
ds_add_rtn_f64 v[98:99], v190, v[0:1]
ds_read_b128 v[24:27], v236
ds_pk_add_bf16 v66, v127
ds_min_i64 v77, v[168:169]
ds_or_b32 v56, v3
ds_write_b64 v62, v[122:123]
ds_rsub_u64 v190, v[8:9]
ds_cmpst_rtn_b32 v210, v83, v44, v29
ds_read2st64_b64 v[28:31], v184
ds_dec_rtn_u64 v[30:31], v42, v[100:101]
ds_write_b8_d16_hi v163, v12
ds_max_rtn_u32 v93, v154, v34
ds_and_b64 v90, v[16:17]
ds_read_i8 v83, v85
ds_read2_b64 v[172:175], v253
ds_read_u16_d16 v90, v195
ds_write_b16_d16_hi v41, v86
ds_dec_u32 v59, v125
ds_sub_u64 v96, v[224:225]
ds_read_b96 v[238:240], v125
ds_cmpst_f32 v67, v208, v125
ds_sub_rtn_u32 v37, v175, v150
ds_max_f64 v20, v[200:201]
ds_write2_b32 v213, v181, v26
ds_min_rtn_u64 v[78:79], v132, v[134:135]
ds_read_u8_d16_hi v121, v236
ds_read_u8_d16 v100, v247
ds_mskor_rtn_b64 v[244:245], v136, v[124:125], v[148:149]
ds_mskor_b64 v13, v[244:245], v[110:111]
ds_read_u8 v53, v184
ds_max_rtn_f32 v146, v247, v128
ds_and_rtn_b32 v236, v52, v240
ds_read_i8_d16 v104, v209
ds_write_b128 v123, v[16:19]
ds_rsub_rtn_u64 v[126:127], v26, v[122:123]
ds_nop
ds_write_addtid_b32 v0
ds_cmpst_b32 v46, v189, v39
ds_wrxchg2st64_rtn_b32 v[44:45], v206, v164, v39
ds_read_b32 v228, v157
ds_cmpst_rtn_b64 v[202:203], v180, v[166:167], v[86:87]
ds_pk_add_f16 v29, v243
ds_wrxchg2_rtn_b64 v[116:119], v72, v[62:63], v[14:15]
ds_wrxchg2st64_rtn_b64 v[228:231], v203, v[160:161], v[224:225]
ds_min_rtn_u32 v162, v80, v84
ds_max_i64 v208, v[20:21]
ds_cmpst_b64 v251, v[248:249], v[140:141]
flat_load_ushort v106, v[152:153]
flat_atomic_cmpswap v[154:155], v[72:73]
flat_store_dwordx2 v[152:153], v[248:249]
flat_store_byte_d16_hi v[198:199], v71
flat_atomic_umax v[26:27], v149
flat_atomic_add_x2 v[100:101], v[156:157]
flat_atomic_max_f64 v[254:255], v[112:113]
flat_atomic_add_f64 v[8:9], v[246:247]
flat_load_sbyte_d16_hi v92, v[140:141]
flat_atomic_or v[188:189], v198
flat_load_ubyte v48, v[214:215]
flat_atomic_swap_x2 v[232:233], v[192:193]
flat_atomic_umin v[120:121], v236
flat_load_dwordx2 v[174:175], v[198:199]
flat_atomic_swap v[144:145], v25
flat_atomic_sub v[58:59], v41
flat_atomic_smin_x2 v[92:93], v[50:51]
flat_atomic_umin_x2 v[184:185], v[40:41]
flat_atomic_inc v[196:197], v205
flat_atomic_add_f32 v[110:111], v119
flat_atomic_smax v[90:91], v150
flat_atomic_dec_x2 v[0:1], v[78:79]
flat_store_short_d16_hi v[206:207], v55
flat_store_dwordx4 v[6:7], v[216:219]
flat_load_ubyte_d16 v63, v[252:253]
flat_atomic_add v[24:25], v33
flat_atomic_pk_add_bf16 v[170:171], v205
flat_load_sbyte_d16 v17, v[208:209]
flat_atomic_pk_add_f16 v[52:53], v12
flat_load_ubyte_d16_hi v44, v[158:159]
flat_load_short_d16 v122, v[58:59]
flat_atomic_smax_x2 v[244:245], v[194:195]
flat_store_short v[182:183], v143
flat_load_dwordx4 v[48:51], v[122:123]
flat_atomic_xor_x2 v[226:227], v[86:87]
flat_atomic_umax_x2 v[74:75], v[228:229]
flat_store_dwordx3 v[40:41], v[246:248]
flat_load_short_d16_hi v107, v[212:213]
flat_load_sshort v152, v[142:143]
flat_store_dword v[204:205], v5
flat_atomic_and v[172:173], v158
flat_atomic_dec v[202:203], v154
flat_atomic_sub_x2 v[54:55], v[74:75]
flat_atomic_smin v[234:235], v218
flat_atomic_min_f64 v[136:137], v[134:135]
flat_atomic_inc_x2 v[70:71], v[150:151]
flat_atomic_and_x2 v[126:127], v[228:229]
flat_load_dwordx3 v[130:132], v[250:251]
flat_store_byte v[138:139], v209
flat_atomic_cmpswap_x2 v[146:147], v[136:139]
flat_atomic_or_x2 v[122:123], v[236:237]
flat_load_dword v17, v[132:133]
flat_atomic_xor v[122:123], v162
flat_load_sbyte v89, v[218:219]
flat_load_ushort v145, v[12:13]
flat_atomic_cmpswap v[0:1], v[174:175]
flat_store_dwordx2 v[238:239], v[170:171]
flat_store_byte_d16_hi v[188:189], v106
flat_atomic_umax v[2:3], v69
flat_atomic_add_x2 v[44:45], v[54:55]
flat_atomic_max_f64 v[14:15], v[22:23]
flat_atomic_add_f64 v[172:173], v[110:111]
flat_load_sbyte_d16_hi v83, v[234:235]
flat_atomic_or v[0:1], v32
flat_load_ubyte v176, v[188:189]
flat_atomic_swap_x2 v[206:207], v[120:121]
flat_atomic_umin v[238:239], v235
flat_load_dwordx2 v[172:173], v[120:121]
flat_atomic_swap v[168:169], v138
flat_atomic_sub v[222:223], v139
flat_atomic_smin_x2 v[242:243], v[214:215]
flat_atomic_umin_x2 v[168:169], v[42:43]
flat_atomic_inc v[6:7], v214
flat_atomic_add_f32 v[188:189], v131
flat_atomic_smax v[76:77], v131
flat_atomic_dec_x2 v[182:183], v[96:97]
flat_store_short_d16_hi v[192:193], v158
flat_store_dwordx4 v[0:1], v[128:131]
flat_load_ubyte_d16 v94, v[124:125]
flat_atomic_add v[122:123], v212
flat_atomic_pk_add_bf16 v[140:141], v182
flat_load_sbyte_d16 v87, v[16:17]
flat_atomic_pk_add_f16 v[34:35], v204
flat_load_ubyte_d16_hi v206, v[178:179]
flat_load_short_d16 v118, v[242:243]
flat_atomic_smax_x2 v[236:237], v[254:255]
flat_store_short v[164:165], v115
flat_load_dwordx4 v[92:95], v[116:117]
flat_atomic_xor_x2 v[232:233], v[208:209]
flat_atomic_umax_x2 v[72:73], v[56:57]
flat_store_dwordx3 v[62:63], v[74:76]
flat_load_short_d16_hi v62, v[30:31]
flat_load_sshort v135, v[174:175]
flat_store_dword v[164:165], v97
flat_atomic_and v[114:115], v214
flat_atomic_dec v[136:137], v111
flat_atomic_sub_x2 v[132:133], v[246:247]
flat_atomic_smin v[22:23], v12
flat_atomic_min_f64 v[96:97], v[142:143]
flat_atomic_inc_x2 v[52:53], v[246:247]
flat_atomic_and_x2 v[238:239], v[62:63]
flat_load_dwordx3 v[30:32], v[222:223]
flat_store_byte v[198:199], v238
flat_atomic_cmpswap_x2 v[54:55], v[40:43]
flat_atomic_or_x2 v[242:243], v[138:139]
flat_load_dword v82, v[48:49]
flat_atomic_xor v[102:103], v178
flat_load_sbyte v48, v[44:45]
global_atomic_swap v26, v177, s[22:23]
global_store_short v151, v219, s[56:57]
global_atomic_dec v106, v6, s[20:21]
global_load_lds_ushort v103, s[84:85]
global_load_lds_ubyte v81, s[98:99]
global_atomic_swap_x2 v17, v[0:1], s[8:9]
global_atomic_add v36, v125, s[32:33]
global_load_sshort v170, v52, s[64:65]
global_atomic_pk_add_f16 v42, v157, s[38:39]
global_atomic_xor_x2 v156, v[134:135], s[52:53]
global_atomic_umax_x2 v47, v[26:27], s[80:81]
global_load_ubyte_d16_hi v129, v16, s[48:49]
global_load_sbyte v51, v92, s[80:81]
global_store_short_d16_hi v103, v139, s[84:85]
global_atomic_dec_x2 v117, v[184:185], s[82:83]
global_atomic_max_f64 v121, v[20:21], s[80:81]
global_load_lds_sbyte v152, s[98:99]
global_atomic_or_x2 v49, v[6:7], s[98:99]
global_load_dword v6, v65, s[24:25]
global_load_short_d16 v73, v183, s[86:87]
global_store_dwordx4 v89, v[132:135], s[14:15]
global_store_dword v24, v207, s[54:55]
global_atomic_add_f64 v98, v[76:77], s[18:19]
global_atomic_sub_x2 v132, v[192:193], s[84:85]
global_atomic_cmpswap v76, v[138:139], s[24:25]
global_load_sbyte_d16 v232, v29, s[50:51]
global_atomic_smax v32, v192, s[40:41]
global_atomic_add_f32 v120, v70, s[16:17]
global_load_dwordx3 v[174:176], v127, s[50:51]
global_load_lds_dword v234, s[52:53]
global_load_dwordx4 v[200:203], v127, s[64:65]
global_load_sbyte_d16_hi v11, v95, s[74:75]
global_atomic_smin v225, v65, s[98:99]
global_atomic_smax_x2 v64, v[152:153], s[66:67]
global_atomic_add_x2 v174, v[46:47], s[42:43]
global_store_dwordx2 v226, v[122:123], s[8:9]
global_store_byte_d16_hi v39, v22, s[44:45]
global_atomic_or v76, v105, s[10:11]
global_atomic_inc v63, v218, s[74:75]
global_store_dwordx3 v80, v[96:98], s[74:75]
global_atomic_smin_x2 v162, v[176:177], s[96:97]
global_atomic_umin v194, v226, s[30:31]
global_atomic_inc_x2 v116, v[62:63], s[28:29]
global_load_ubyte v204, v162, s[46:47]
global_atomic_cmpswap_x2 v249, v[200:203], s[98:99]
global_atomic_pk_add_bf16 v82, v166, s[8:9]
global_atomic_xor v72, v82, s[86:87]
global_load_short_d16_hi v213, v199, s[62:63]
global_atomic_and_x2 v84, v[148:149], s[98:99]
global_load_dwordx2 v[186:187], v39, s[38:39]
global_atomic_and v126, v15, s[86:87]
global_atomic_min_f64 v70, v[178:179], s[98:99]
global_atomic_umin_x2 v5, v[30:31], s[68:69]
global_load_lds_sshort v70, s[16:17]
global_load_ubyte_d16 v111, v179, s[66:67]
global_atomic_sub v227, v49, s[32:33]
global_store_byte v132, v210, s[48:49]
global_load_ushort v87, v100, s[4:5]
global_atomic_umax v232, v161, s[82:83]
global_atomic_swap v103, v36, s[82:83]
global_store_short v200, v152, s[84:85]
global_atomic_dec v250, v135, s[58:59]
global_load_lds_ushort v9, s[42:43]
global_load_lds_ubyte v109, s[70:71]
global_atomic_swap_x2 v47, v[0:1], s[30:31]
global_atomic_add v100, v41, s[36:37]
global_load_sshort v178, v180, s[6:7]
global_atomic_pk_add_f16 v247, v98, s[6:7]
global_atomic_xor_x2 v43, v[226:227], s[50:51]
global_atomic_umax_x2 v34, v[136:137], s[20:21]
global_load_ubyte_d16_hi v220, v26, s[48:49]
global_load_sbyte v238, v247, s[46:47]
global_store_short_d16_hi v9, v126, s[8:9]
global_atomic_dec_x2 v165, v[158:159], s[30:31]
global_atomic_max_f64 v28, v[96:97], s[8:9]
global_load_lds_sbyte v174, s[22:23]
global_atomic_or_x2 v113, v[214:215], s[56:57]
global_load_dword v88, v120, s[46:47]
global_load_short_d16 v127, v37, s[98:99]
global_store_dwordx4 v157, v[136:139], s[6:7]
global_store_dword v167, v250, s[70:71]
global_atomic_add_f64 v105, v[84:85], s[44:45]
global_atomic_sub_x2 v217, v[96:97], s[20:21]
global_atomic_cmpswap v248, v[126:127], s[4:5]
global_load_sbyte_d16 v182, v91, s[4:5]
global_atomic_smax v54, v106, s[4:5]
global_atomic_add_f32 v180, v150, s[34:35]
global_load_dwordx3 v[230:232], v48, s[18:19]
global_load_lds_dword v66, s[0:1]
global_load_dwordx4 v[216:219], v117, s[72:73]
global_load_sbyte_d16_hi v55, v254, s[8:9]
global_atomic_smin v140, v86, s[74:75]
global_atomic_smax_x2 v94, v[222:223], s[56:57]
global_atomic_add_x2 v205, v[92:93], s[26:27]
global_store_dwordx2 v174, v[102:103], s[2:3]
global_store_byte_d16_hi v16, v42, s[74:75]
global_atomic_or v206, v193, s[2:3]
global_atomic_inc v235, v36, s[22:23]
global_store_dwordx3 v7, v[216:218], s[26:27]
global_atomic_smin_x2 v65, v[108:109], s[30:31]
global_atomic_umin v2, v90, s[28:29]
global_atomic_inc_x2 v104, v[202:203], s[88:89]
global_load_ubyte v153, v84, s[54:55]
global_atomic_cmpswap_x2 v31, v[156:159], s[72:73]
global_atomic_pk_add_bf16 v128, v116, s[56:57]
global_atomic_xor v208, v192, s[58:59]
global_load_short_d16_hi v246, v201, s[86:87]
global_atomic_and_x2 v67, v[100:101], s[96:97]
global_load_dwordx2 v[26:27], v202, s[16:17]
global_atomic_and v138, v241, s[8:9]
global_atomic_min_f64 v144, v[8:9], s[48:49]
global_atomic_umin_x2 v226, v[32:33], s[78:79]
global_load_lds_sshort v97, s[2:3]
global_load_ubyte_d16 v16, v155, s[58:59]
global_atomic_sub v73, v118, s[0:1]
global_store_byte v155, v125, s[4:5]
global_load_ushort v188, v189, s[86:87]
global_atomic_umax v237, v200, s[14:15]
scratch_load_lds_sbyte off, s55
scratch_load_ubyte_d16 v207, off, s54
scratch_load_ubyte v248, off, s2
scratch_load_dwordx4 v[184:187], off, s45
scratch_load_sshort v68, off, s75
scratch_load_sbyte_d16 v242, off, s75
scratch_load_lds_ushort off, s52
scratch_store_dwordx4 off, v[56:59], s44
scratch_load_sbyte v196, off, s18
scratch_load_short_d16_hi v198, off, s18
scratch_load_lds_sshort off, s29
scratch_load_ubyte_d16_hi v231, off, s81
scratch_store_dwordx3 off, v[120:122], s8
scratch_store_byte_d16_hi off, v240, s51
scratch_load_ushort v18, off, s12
scratch_store_byte off, v94, s5
scratch_load_dwordx3 v[192:194], off, s0
scratch_store_short_d16_hi off, v138, s85
scratch_load_lds_dword off, s54
scratch_store_short off, v223, s54
scratch_store_dword off, v159, s44
scratch_load_sbyte_d16_hi v93, off, s43
scratch_load_dwordx2 v[214:215], off, s12
scratch_load_dword v63, off, s65
scratch_load_short_d16 v199, off, s71
scratch_store_dwordx2 off, v[66:67], s5
scratch_load_lds_ubyte off, s12
scratch_load_lds_sbyte off, s84
scratch_load_ubyte_d16 v223, off, s86
scratch_load_ubyte v66, off, s90
scratch_load_dwordx4 v[44:47], off, s74
scratch_load_sshort v120, off, s73
scratch_load_sbyte_d16 v63, off, s84
scratch_load_lds_ushort off, s82
scratch_store_dwordx4 off, v[172:175], s35
scratch_load_sbyte v203, off, s96
scratch_load_short_d16_hi v232, off, s30
scratch_load_lds_sshort off, s32
scratch_load_ubyte_d16_hi v168, off, s77
scratch_store_dwordx3 off, v[174:176], s98
scratch_store_byte_d16_hi off, v66, s68
scratch_load_ushort v114, off, s97
scratch_store_byte off, v63, s3
scratch_load_dwordx3 v[62:64], off, s13
scratch_store_short_d16_hi off, v26, s46
scratch_load_lds_dword off, s64
scratch_store_short off, v48, s70
scratch_store_dword off, v208, s59
scratch_load_sbyte_d16_hi v7, off, s83
scratch_load_dwordx2 v[6:7], off, s36
scratch_load_dword v184, off, s52
scratch_load_short_d16 v97, off, s72
scratch_store_dwordx2 off, v[208:209], s25
scratch_load_lds_ubyte off, s74
buffer_atomic_swap v84, off, s[80:83], s45
buffer_atomic_smin v130, off, s[76:79], s49
buffer_store_byte v20, off, s[64:67], s75
buffer_store_format_d16_hi_x v113, off, s[52:55], s21
buffer_atomic_dec v90, off, s[4:7], s89
buffer_atomic_or v147, off, s[68:71], s2
buffer_load_format_x v37, off, s[8:11], s93
buffer_store_format_d16_xyz v[150:151], off, s[68:71], s96
buffer_store_format_xyz v[108:110], off, s[24:27], s39
buffer_load_ubyte_d16_hi v192, off, s[24:27], s6
buffer_wbl2
buffer_load_ubyte v28, off, s[4:7], s61
buffer_store_dwordx4 v[248:251], off, s[96:99], s71
buffer_store_format_x v11, off, s[52:55], s15
buffer_atomic_umin_x2 v[248:249], off, s[56:59], s70
buffer_load_dword v156, off, s[4:7], s55
buffer_load_sshort v80, off, s[24:27], s5
buffer_atomic_cmpswap v[198:199], off, s[56:59], s85
buffer_store_format_xy v[52:53], off, s[24:27], s33
buffer_store_format_xyzw v[216:219], off, s[40:43], s91
buffer_load_format_d16_x v143, off, s[64:67], s13
buffer_atomic_swap_x2 v[206:207], off, s[24:27], s19
buffer_atomic_inc v243, off, s[80:83], s49
buffer_store_format_d16_xyzw v[222:223], off, s[40:43], s71
buffer_atomic_inc_x2 v[134:135], off, s[44:47], s4
buffer_atomic_umax_x2 v[226:227], off, s[20:23], s11
buffer_atomic_add_f32 v193, off, s[68:71], s58
buffer_load_short_d16_hi v157, off, s[96:99], s45
buffer_inv
buffer_atomic_max_f64 v[236:237], off, s[92:95], s86
buffer_store_dword v203, off, s[80:83], s9
buffer_load_format_xyz v[126:128], off, s[76:79], s49
buffer_atomic_add_x2 v[196:197], off, s[32:35], s77
buffer_atomic_xor v253, off, s[36:39], s94
buffer_atomic_smax_x2 v[16:17], off, s[8:11], s73
buffer_atomic_sub_x2 v[44:45], off, s[96:99], s28
buffer_load_format_xy v[220:221], off, s[36:39], s35
buffer_atomic_cmpswap_x2 v[16:19], off, s[12:15], s30
buffer_atomic_and_x2 v[92:93], off, s[24:27], s53
buffer_atomic_smax v37, off, s[76:79], s83
buffer_load_format_d16_xy v96, off, s[20:23], s1
buffer_load_sbyte_d16_hi v77, off, s[52:55], s3
buffer_atomic_umin v179, off, s[20:23], s35
buffer_store_short_d16_hi v65, off, s[0:3], s42
buffer_load_format_d16_xyz v[114:115], off, s[36:39], s33
buffer_atomic_add_f64 v[174:175], off, s[36:39], s52
buffer_store_dwordx3 v[86:88], off, s[40:43], s98
buffer_load_short_d16 v231, off, s[36:39], s81
buffer_store_format_d16_xy v209, off, s[72:75], s56
buffer_store_dwordx2 v[80:81], off, s[56:59], s28
buffer_atomic_umax v159, off, s[48:51], s5
buffer_store_byte_d16_hi v42, off, s[36:39], s22
buffer_atomic_add v134, off, s[52:55], s45
buffer_store_short v234, off, s[88:91], s6
buffer_load_dwordx4 v[92:95], off, s[80:83], s4
buffer_load_dwordx2 v[166:167], off, s[68:71], s72
buffer_atomic_or_x2 v[224:225], off, s[12:15], s66
buffer_load_sbyte v10, off, s[96:99], s71
buffer_store_format_d16_x v93, off, s[56:59], s31
buffer_atomic_dec_x2 v[236:237], off, s[92:95], s91
buffer_load_ubyte_d16 v128, off, s[4:7], s40
buffer_atomic_sub v219, off, s[60:63], s26
buffer_load_format_d16_hi_x v221, off, s[96:99], s66
buffer_atomic_pk_add_f16 v21, off, s[4:7], s50
buffer_load_sbyte_d16 v165, off, s[16:19], s89
buffer_load_dwordx3 v[114:116], off, s[88:91], s21
buffer_load_format_d16_xyzw v[80:81], off, s[0:3], s78
buffer_atomic_min_f64 v[176:177], off, s[60:63], s30
buffer_load_format_xyzw v[80:83], off, s[80:83], s91
buffer_atomic_and v178, off, s[36:39], s97
buffer_atomic_xor_x2 v[184:185], off, s[12:15], s99
buffer_load_ushort v85, off, s[8:11], s56
buffer_atomic_smin_x2 v[246:247], off, s[68:71], s79
buffer_atomic_swap v75, off, s[60:63], s53
buffer_atomic_smin v140, off, s[28:31], s90
buffer_store_byte v69, off, s[76:79], s19
buffer_store_format_d16_hi_x v236, off, s[36:39], s38
buffer_atomic_dec v49, off, s[96:99], s98
buffer_atomic_or v60, off, s[88:91], s91
buffer_load_format_x v83, off, s[96:99], s28
buffer_store_format_d16_xyz v[60:61], off, s[40:43], s50
buffer_store_format_xyz v[238:240], off, s[84:87], s54
buffer_load_ubyte_d16_hi v131, off, s[64:67], s85
buffer_wbl2
buffer_load_ubyte v235, off, s[28:31], s92
buffer_store_dwordx4 v[196:199], off, s[92:95], s38
buffer_store_format_x v159, off, s[20:23], s20
buffer_atomic_umin_x2 v[170:171], off, s[48:51], s83
buffer_load_dword v203, off, s[24:27], s5
buffer_load_sshort v239, off, s[60:63], s54
buffer_atomic_cmpswap v[200:201], off, s[40:43], s72
buffer_store_format_xy v[144:145], off, s[96:99], s71
buffer_store_format_xyzw v[132:135], off, s[44:47], s5
buffer_load_format_d16_x v63, off, s[48:51], s9
buffer_atomic_swap_x2 v[238:239], off, s[56:59], s5
buffer_atomic_inc v184, off, s[28:31], s24
buffer_store_format_d16_xyzw v[174:175], off, s[72:75], s63
buffer_atomic_inc_x2 v[158:159], off, s[68:71], s87
buffer_atomic_umax_x2 v[106:107], off, s[52:55], s32
buffer_atomic_add_f32 v145, off, s[64:67], s7
buffer_load_short_d16_hi v11, off, s[16:19], s43
buffer_inv
buffer_atomic_max_f64 v[168:169], off, s[40:43], s61
buffer_store_dword v236, off, s[56:59], s56
buffer_load_format_xyz v[172:174], off, s[52:55], s57
buffer_atomic_add_x2 v[196:197], off, s[8:11], s8
buffer_atomic_xor v248, off, s[68:71], s25
buffer_atomic_smax_x2 v[234:235], off, s[80:83], s96
buffer_atomic_sub_x2 v[88:89], off, s[36:39], s59
buffer_load_format_xy v[184:185], off, s[88:91], s58
buffer_atomic_cmpswap_x2 v[112:115], off, s[32:35], s63
buffer_atomic_and_x2 v[6:7], off, s[28:31], s90
buffer_atomic_smax v17, off, s[28:31], s2
buffer_load_format_d16_xy v154, off, s[36:39], s76
buffer_load_sbyte_d16_hi v152, off, s[48:51], s30
buffer_atomic_umin v195, off, s[56:59], s64
buffer_store_short_d16_hi v207, off, s[4:7], s99
buffer_load_format_d16_xyz v[164:165], off, s[64:67], s17
buffer_atomic_add_f64 v[222:223], off, s[16:19], s33
buffer_store_dwordx3 v[66:68], off, s[24:27], s7
buffer_load_short_d16 v103, off, s[76:79], s5
buffer_store_format_d16_xy v249, off, s[84:87], s49
buffer_store_dwordx2 v[182:183], off, s[60:63], s20
buffer_atomic_umax v118, off, s[24:27], s10
buffer_store_byte_d16_hi v32, off, s[24:27], s42
buffer_atomic_add v90, off, s[0:3], s19
buffer_store_short v43, off, s[84:87], s21
buffer_load_dwordx4 v[128:131], off, s[8:11], s34
buffer_load_dwordx2 v[136:137], off, s[4:7], s79
buffer_atomic_or_x2 v[154:155], off, s[20:23], s73
buffer_load_sbyte v139, off, s[68:71], s95
buffer_store_format_d16_x v19, off, s[20:23], s73
buffer_atomic_dec_x2 v[26:27], off, s[24:27], s27
buffer_load_ubyte_d16 v200, off, s[20:23], s51
buffer_atomic_sub v243, off, s[96:99], s5
buffer_load_format_d16_hi_x v62, off, s[8:11], s57
buffer_atomic_pk_add_f16 v235, off, s[64:67], s58
buffer_load_sbyte_d16 v191, off, s[16:19], s45
buffer_load_dwordx3 v[80:82], off, s[8:11], s1
buffer_load_format_d16_xyzw v[24:25], off, s[32:35], s17
buffer_atomic_min_f64 v[158:159], off, s[20:23], s6
buffer_load_format_xyzw v[228:231], off, s[8:11], s41
buffer_atomic_and v34, off, s[48:51], s33
buffer_atomic_xor_x2 v[88:89], off, s[4:7], s42
buffer_load_ushort v120, off, s[84:87], s72
buffer_atomic_smin_x2 v[54:55], off, s[16:19], s34
tbuffer_load_format_x v234, off, s[80:83], s59
tbuffer_load_format_xyz v[202:204], off, s[20:23], s72
tbuffer_load_format_d16_xy v11, off, s[40:43], s99
tbuffer_load_format_d16_x v110, off, s[28:31], s3
tbuffer_store_format_xy v[28:29], off, s[4:7], s29
tbuffer_store_format_xyz v[106:108], off, s[48:51], s24
tbuffer_store_format_d16_xy v126, off, s[44:47], s33
tbuffer_store_format_d16_xyz v[134:135], off, s[24:27], s27
tbuffer_load_format_d16_xyz v[130:131], off, s[20:23], s51
tbuffer_store_format_d16_xyzw v[18:19], off, s[92:95], s67
tbuffer_store_format_d16_x v161, off, s[20:23], s21
tbuffer_load_format_xyzw v[220:223], off, s[40:43], s45
tbuffer_store_format_xyzw v[76:79], off, s[92:95], s2
tbuffer_load_format_d16_xyzw v[132:133], off, s[72:75], s90
tbuffer_load_format_xy v[32:33], off, s[4:7], s12
tbuffer_store_format_x v30, off, s[40:43], s56
tbuffer_load_format_x v191, off, s[60:63], s88
tbuffer_load_format_xyz v[54:56], off, s[12:15], s96
tbuffer_load_format_d16_xy v129, off, s[92:95], s88
tbuffer_load_format_d16_x v150, off, s[4:7], s63
tbuffer_store_format_xy v[226:227], off, s[52:55], s21
tbuffer_store_format_xyz v[208:210], off, s[80:83], s97
tbuffer_store_format_d16_xy v21, off, s[84:87], s19
tbuffer_store_format_d16_xyz v[126:127], off, s[64:67], s88
tbuffer_load_format_d16_xyz v[60:61], off, s[4:7], s14
tbuffer_store_format_d16_xyzw v[188:189], off, s[32:35], s16
tbuffer_store_format_d16_x v231, off, s[92:95], s23
tbuffer_load_format_xyzw v[184:187], off, s[12:15], s40
tbuffer_store_format_xyzw v[52:55], off, s[92:95], s12
tbuffer_load_format_d16_xyzw v[204:205], off, s[72:75], s36
tbuffer_load_format_xy v[206:207], off, s[48:51], s10
tbuffer_store_format_x v19, off, s[72:75], s55
v_cvt_f32_ubyte3_dpp v226, v206 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte3_dpp v226, v206 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_i32_f32_dpp v69, v16 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_i32_f32_dpp v69, v16 row_shr:2 row_mask:0xa bank_mask:0x5
v_bfrev_b32_dpp v51, v178 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_bfrev_b32_dpp v51, v178 row_shr:2 row_mask:0xa bank_mask:0x5
v_ceil_f32_dpp v84, v143 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ceil_f32_dpp v84, v143 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_u32_dpp v150, v49 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_u32_dpp v150, v49 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_fp8_dpp v202, v45 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_fp8_dpp v202, v45 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_flr_i32_f32_dpp v236, v78 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_flr_i32_f32_dpp v236, v78 row_shr:2 row_mask:0xa bank_mask:0x5
v_screen_partition_4se_b32_dpp v87, v74 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_screen_partition_4se_b32_dpp v87, v74 row_shr:2 row_mask:0xa bank_mask:0x5
v_sin_f16_dpp v222, v130 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sin_f16_dpp v222, v130 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f16_u16_dpp v178, v94 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f16_u16_dpp v178, v94 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_norm_u16_f16_dpp v238, v190 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_norm_u16_f16_dpp v238, v190 row_shr:2 row_mask:0xa bank_mask:0x5
v_rcp_f16_dpp v36, v200 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rcp_f16_dpp v36, v200 row_shr:2 row_mask:0xa bank_mask:0x5
v_frexp_exp_i32_f32_dpp v108, v129 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_frexp_exp_i32_f32_dpp v108, v129 row_shr:2 row_mask:0xa bank_mask:0x5
v_log_legacy_f32_dpp v31, v243 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_log_legacy_f32_dpp v31, v243 row_shr:2 row_mask:0xa bank_mask:0x5
v_cos_f16_dpp v181, v115 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cos_f16_dpp v181, v115 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_bf8_dpp v179, v97 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_bf8_dpp v179, v97 row_shr:2 row_mask:0xa bank_mask:0x5
v_rcp_f32_dpp v120, v226 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rcp_f32_dpp v120, v226 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_norm_i16_f16_dpp v182, v188 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_norm_i16_f16_dpp v182, v188 row_shr:2 row_mask:0xa bank_mask:0x5
v_trunc_f16_dpp v124, v15 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_trunc_f16_dpp v124, v15 row_shr:2 row_mask:0xa bank_mask:0x5
v_rcp_iflag_f32_dpp v67, v66 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rcp_iflag_f32_dpp v67, v66 row_shr:2 row_mask:0xa bank_mask:0x5
v_not_b32_dpp v192, v78 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_not_b32_dpp v192, v78 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_i32_dpp v24, v12 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_i32_dpp v24, v12 row_shr:2 row_mask:0xa bank_mask:0x5
v_frexp_mant_f32_dpp v81, v119 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_frexp_mant_f32_dpp v81, v119 row_shr:2 row_mask:0xa bank_mask:0x5
v_sin_f32_dpp v190, v172 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sin_f32_dpp v190, v172 row_shr:2 row_mask:0xa bank_mask:0x5
v_frexp_mant_f16_dpp v21, v27 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_frexp_mant_f16_dpp v21, v27 row_shr:2 row_mask:0xa bank_mask:0x5
v_sat_pk_u8_i16_dpp v10, v36 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sat_pk_u8_i16_dpp v10, v36 row_shr:2 row_mask:0xa bank_mask:0x5
v_ceil_f16_dpp v187, v33 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ceil_f16_dpp v187, v33 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_u16_f16_dpp v18, v153 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_u16_f16_dpp v18, v153 row_shr:2 row_mask:0xa bank_mask:0x5
v_exp_f32_dpp v22, v158 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_exp_f32_dpp v22, v158 row_shr:2 row_mask:0xa bank_mask:0x5
v_rsq_f32_dpp v168, v18 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rsq_f32_dpp v168, v18 row_shr:2 row_mask:0xa bank_mask:0x5
v_log_f32_dpp v54, v71 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_log_f32_dpp v54, v71 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f16_f32_dpp v244, v206 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f16_f32_dpp v244, v206 row_shr:2 row_mask:0xa bank_mask:0x5
v_exp_legacy_f32_dpp v224, v22 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_exp_legacy_f32_dpp v224, v22 row_shr:2 row_mask:0xa bank_mask:0x5
v_rsq_f16_dpp v191, v81 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rsq_f16_dpp v191, v81 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_i16_f16_dpp v127, v243 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_i16_f16_dpp v127, v243 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_off_f32_i4_dpp v19, v140 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_off_f32_i4_dpp v19, v140 row_shr:2 row_mask:0xa bank_mask:0x5
v_floor_f16_dpp v127, v75 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_floor_f16_dpp v127, v75 row_shr:2 row_mask:0xa bank_mask:0x5
v_exp_f16_dpp v72, v105 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_exp_f16_dpp v72, v105 row_shr:2 row_mask:0xa bank_mask:0x5
v_ffbl_b32_dpp v180, v159 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ffbl_b32_dpp v180, v159 row_shr:2 row_mask:0xa bank_mask:0x5
v_rndne_f32_dpp v235, v105 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rndne_f32_dpp v235, v105 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_ubyte1_dpp v7, v109 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte1_dpp v7, v109 row_shr:2 row_mask:0xa bank_mask:0x5
v_fract_f16_dpp v60, v172 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_fract_f16_dpp v60, v172 row_shr:2 row_mask:0xa bank_mask:0x5
v_trunc_f32_dpp v88, v244 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_trunc_f32_dpp v88, v244 row_shr:2 row_mask:0xa bank_mask:0x5
v_mov_b32_dpp v176, v72 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v176, v72 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_u32_f32_dpp v79, v231 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_u32_f32_dpp v79, v231 row_shr:2 row_mask:0xa bank_mask:0x5
v_frexp_exp_i16_f16_dpp v151, v34 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_frexp_exp_i16_f16_dpp v151, v34 row_shr:2 row_mask:0xa bank_mask:0x5
v_fract_f32_dpp v194, v47 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_fract_f32_dpp v194, v47 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f16_i16_dpp v205, v10 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f16_i16_dpp v205, v10 row_shr:2 row_mask:0xa bank_mask:0x5
v_cos_f32_dpp v36, v231 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cos_f32_dpp v36, v231 row_shr:2 row_mask:0xa bank_mask:0x5
v_sqrt_f16_dpp v199, v97 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sqrt_f16_dpp v199, v97 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_rpi_i32_f32_dpp v89, v247 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_rpi_i32_f32_dpp v89, v247 row_shr:2 row_mask:0xa bank_mask:0x5
v_ffbh_i32_dpp v61, v174 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ffbh_i32_dpp v61, v174 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_f16_dpp v201, v70 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_f16_dpp v201, v70 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_ubyte0_dpp v109, v36 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte0_dpp v109, v36 row_shr:2 row_mask:0xa bank_mask:0x5
v_rndne_f16_dpp v92, v221 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rndne_f16_dpp v92, v221 row_shr:2 row_mask:0xa bank_mask:0x5
v_sqrt_f32_dpp v56, v144 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sqrt_f32_dpp v56, v144 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_ubyte2_dpp v38, v108 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte2_dpp v38, v108 row_shr:2 row_mask:0xa bank_mask:0x5
v_log_f16_dpp v235, v241 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_log_f16_dpp v235, v241 row_shr:2 row_mask:0xa bank_mask:0x5
v_ffbh_u32_dpp v200, v95 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ffbh_u32_dpp v200, v95 row_shr:2 row_mask:0xa bank_mask:0x5
v_floor_f32_dpp v166, v181 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_floor_f32_dpp v166, v181 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_ubyte3_dpp v119, v154 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte3_dpp v119, v154 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_i32_f32_dpp v92, v196 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_i32_f32_dpp v92, v196 row_shr:2 row_mask:0xa bank_mask:0x5
v_bfrev_b32_dpp v211, v208 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_bfrev_b32_dpp v211, v208 row_shr:2 row_mask:0xa bank_mask:0x5
v_ceil_f32_dpp v132, v128 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ceil_f32_dpp v132, v128 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_u32_dpp v9, v180 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_u32_dpp v9, v180 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_fp8_dpp v216, v241 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_fp8_dpp v216, v241 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_flr_i32_f32_dpp v187, v195 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_flr_i32_f32_dpp v187, v195 row_shr:2 row_mask:0xa bank_mask:0x5
v_screen_partition_4se_b32_dpp v221, v89 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_screen_partition_4se_b32_dpp v221, v89 row_shr:2 row_mask:0xa bank_mask:0x5
v_sin_f16_dpp v121, v196 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sin_f16_dpp v121, v196 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f16_u16_dpp v117, v57 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f16_u16_dpp v117, v57 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_norm_u16_f16_dpp v2, v198 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_norm_u16_f16_dpp v2, v198 row_shr:2 row_mask:0xa bank_mask:0x5
v_rcp_f16_dpp v15, v107 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rcp_f16_dpp v15, v107 row_shr:2 row_mask:0xa bank_mask:0x5
v_frexp_exp_i32_f32_dpp v51, v197 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_frexp_exp_i32_f32_dpp v51, v197 row_shr:2 row_mask:0xa bank_mask:0x5
v_log_legacy_f32_dpp v111, v208 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_log_legacy_f32_dpp v111, v208 row_shr:2 row_mask:0xa bank_mask:0x5
v_cos_f16_dpp v236, v104 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cos_f16_dpp v236, v104 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_bf8_dpp v198, v5 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_bf8_dpp v198, v5 row_shr:2 row_mask:0xa bank_mask:0x5
v_rcp_f32_dpp v251, v227 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rcp_f32_dpp v251, v227 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_norm_i16_f16_dpp v172, v238 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_norm_i16_f16_dpp v172, v238 row_shr:2 row_mask:0xa bank_mask:0x5
v_trunc_f16_dpp v165, v252 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_trunc_f16_dpp v165, v252 row_shr:2 row_mask:0xa bank_mask:0x5
v_rcp_iflag_f32_dpp v155, v41 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rcp_iflag_f32_dpp v155, v41 row_shr:2 row_mask:0xa bank_mask:0x5
v_not_b32_dpp v233, v211 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_not_b32_dpp v233, v211 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_i32_dpp v28, v74 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_i32_dpp v28, v74 row_shr:2 row_mask:0xa bank_mask:0x5
v_frexp_mant_f32_dpp v251, v129 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_frexp_mant_f32_dpp v251, v129 row_shr:2 row_mask:0xa bank_mask:0x5
v_sin_f32_dpp v117, v142 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sin_f32_dpp v117, v142 row_shr:2 row_mask:0xa bank_mask:0x5
v_frexp_mant_f16_dpp v169, v19 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_frexp_mant_f16_dpp v169, v19 row_shr:2 row_mask:0xa bank_mask:0x5
v_sat_pk_u8_i16_dpp v1, v225 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sat_pk_u8_i16_dpp v1, v225 row_shr:2 row_mask:0xa bank_mask:0x5
v_ceil_f16_dpp v177, v153 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ceil_f16_dpp v177, v153 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_u16_f16_dpp v145, v104 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_u16_f16_dpp v145, v104 row_shr:2 row_mask:0xa bank_mask:0x5
v_exp_f32_dpp v108, v143 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_exp_f32_dpp v108, v143 row_shr:2 row_mask:0xa bank_mask:0x5
v_rsq_f32_dpp v68, v99 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rsq_f32_dpp v68, v99 row_shr:2 row_mask:0xa bank_mask:0x5
v_log_f32_dpp v107, v38 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_log_f32_dpp v107, v38 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f16_f32_dpp v125, v147 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f16_f32_dpp v125, v147 row_shr:2 row_mask:0xa bank_mask:0x5
v_exp_legacy_f32_dpp v110, v8 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_exp_legacy_f32_dpp v110, v8 row_shr:2 row_mask:0xa bank_mask:0x5
v_rsq_f16_dpp v132, v183 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rsq_f16_dpp v132, v183 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_i16_f16_dpp v54, v209 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_i16_f16_dpp v54, v209 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_off_f32_i4_dpp v212, v157 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_off_f32_i4_dpp v212, v157 row_shr:2 row_mask:0xa bank_mask:0x5
v_floor_f16_dpp v19, v114 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_floor_f16_dpp v19, v114 row_shr:2 row_mask:0xa bank_mask:0x5
v_exp_f16_dpp v240, v231 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_exp_f16_dpp v240, v231 row_shr:2 row_mask:0xa bank_mask:0x5
v_ffbl_b32_dpp v157, v124 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ffbl_b32_dpp v157, v124 row_shr:2 row_mask:0xa bank_mask:0x5
v_rndne_f32_dpp v186, v75 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rndne_f32_dpp v186, v75 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_ubyte1_dpp v92, v255 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte1_dpp v92, v255 row_shr:2 row_mask:0xa bank_mask:0x5
v_fract_f16_dpp v200, v118 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_fract_f16_dpp v200, v118 row_shr:2 row_mask:0xa bank_mask:0x5
v_trunc_f32_dpp v53, v173 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_trunc_f32_dpp v53, v173 row_shr:2 row_mask:0xa bank_mask:0x5
v_mov_b32_dpp v44, v162 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v44, v162 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_u32_f32_dpp v234, v103 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_u32_f32_dpp v234, v103 row_shr:2 row_mask:0xa bank_mask:0x5
v_frexp_exp_i16_f16_dpp v106, v177 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_frexp_exp_i16_f16_dpp v106, v177 row_shr:2 row_mask:0xa bank_mask:0x5
v_fract_f32_dpp v224, v208 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_fract_f32_dpp v224, v208 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f16_i16_dpp v247, v49 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f16_i16_dpp v247, v49 row_shr:2 row_mask:0xa bank_mask:0x5
v_cos_f32_dpp v50, v57 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cos_f32_dpp v50, v57 row_shr:2 row_mask:0xa bank_mask:0x5
v_sqrt_f16_dpp v75, v65 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sqrt_f16_dpp v75, v65 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_rpi_i32_f32_dpp v190, v164 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_rpi_i32_f32_dpp v190, v164 row_shr:2 row_mask:0xa bank_mask:0x5
v_ffbh_i32_dpp v192, v38 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ffbh_i32_dpp v192, v38 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_f16_dpp v40, v57 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_f16_dpp v40, v57 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_ubyte0_dpp v18, v88 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte0_dpp v18, v88 row_shr:2 row_mask:0xa bank_mask:0x5
v_rndne_f16_dpp v215, v37 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rndne_f16_dpp v215, v37 row_shr:2 row_mask:0xa bank_mask:0x5
v_sqrt_f32_dpp v81, v108 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sqrt_f32_dpp v81, v108 row_shr:2 row_mask:0xa bank_mask:0x5
v_cvt_f32_ubyte2_dpp v235, v228 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte2_dpp v235, v228 row_shr:2 row_mask:0xa bank_mask:0x5
v_log_f16_dpp v220, v103 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_log_f16_dpp v220, v103 row_shr:2 row_mask:0xa bank_mask:0x5
v_ffbh_u32_dpp v95, v152 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ffbh_u32_dpp v95, v152 row_shr:2 row_mask:0xa bank_mask:0x5
v_floor_f32_dpp v173, v74 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_floor_f32_dpp v173, v74 row_shr:2 row_mask:0xa bank_mask:0x5
v_subbrev_co_u32_dpp v79, vcc, v248, v191, vcc quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subbrev_co_u32_dpp v79, vcc, v248, v191, vcc row_shr:2 row_mask:0xa bank_mask:0x5
v_lshlrev_b16_dpp v101, v100, v57 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_lshlrev_b16_dpp v101, v100, v57 row_shr:2 row_mask:0xa bank_mask:0x5
v_subrev_u16_dpp v193, v249, v44 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_u16_dpp v193, v249, v44 row_shr:2 row_mask:0xa bank_mask:0x5
v_dot4c_i32_i8_dpp v145, v199, v178 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_dot4c_i32_i8_dpp v145, v199, v178 row_shr:2 row_mask:0xa bank_mask:0x5
v_mul_u32_u24_dpp v203, v35, v60 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_u32_u24_dpp v203, v35, v60 row_shr:2 row_mask:0xa bank_mask:0x5
v_subrev_f32_dpp v2, v39, v46 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_f32_dpp v2, v39, v46 row_shr:2 row_mask:0xa bank_mask:0x5
v_add_f32_dpp v10, v109, v117 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_add_f32_dpp v10, v109, v117 row_shr:2 row_mask:0xa bank_mask:0x5
v_sub_f16_dpp v213, v192, v51 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sub_f16_dpp v213, v192, v51 row_shr:2 row_mask:0xa bank_mask:0x5
v_sub_f32_dpp v185, v237, v90 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sub_f32_dpp v185, v237, v90 row_shr:2 row_mask:0xa bank_mask:0x5
v_dot2c_i32_i16_dpp v188, v2, v194 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_dot2c_i32_i16_dpp v188, v2, v194 row_shr:2 row_mask:0xa bank_mask:0x5
v_min_i32_dpp v96, v249, v32 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_min_i32_dpp v96, v249, v32 row_shr:2 row_mask:0xa bank_mask:0x5
v_ashrrev_i16_dpp v199, v12, v58 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ashrrev_i16_dpp v199, v12, v58 row_shr:2 row_mask:0xa bank_mask:0x5
v_mul_f16_dpp v105, v155, v87 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_f16_dpp v105, v155, v87 row_shr:2 row_mask:0xa bank_mask:0x5
v_subrev_co_u32_dpp v159, vcc, v153, v233 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_co_u32_dpp v159, vcc, v153, v233 row_shr:2 row_mask:0xa bank_mask:0x5
v_subrev_f16_dpp v53, v40, v5 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_f16_dpp v53, v40, v5 row_shr:2 row_mask:0xa bank_mask:0x5
v_ashrrev_i32_dpp v71, v124, v85 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ashrrev_i32_dpp v71, v124, v85 row_shr:2 row_mask:0xa bank_mask:0x5
v_subb_co_u32_dpp v150, vcc, v28, v148, vcc quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subb_co_u32_dpp v150, vcc, v28, v148, vcc row_shr:2 row_mask:0xa bank_mask:0x5
v_max_f32_dpp v30, v78, v124 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_max_f32_dpp v30, v78, v124 row_shr:2 row_mask:0xa bank_mask:0x5
v_sub_co_u32_dpp v199, vcc, v73, v184 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sub_co_u32_dpp v199, vcc, v73, v184 row_shr:2 row_mask:0xa bank_mask:0x5
v_lshrrev_b16_dpp v148, v184, v90 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_lshrrev_b16_dpp v148, v184, v90 row_shr:2 row_mask:0xa bank_mask:0x5
v_add_f16_dpp v106, v103, v174 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_add_f16_dpp v106, v103, v174 row_shr:2 row_mask:0xa bank_mask:0x5
v_and_b32_dpp v187, v104, v169 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_and_b32_dpp v187, v104, v169 row_shr:2 row_mask:0xa bank_mask:0x5
v_min_i16_dpp v140, v205, v151 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_min_i16_dpp v140, v205, v151 row_shr:2 row_mask:0xa bank_mask:0x5
v_mul_lo_u16_dpp v198, v53, v160 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_lo_u16_dpp v198, v53, v160 row_shr:2 row_mask:0xa bank_mask:0x5
v_fmac_f32_dpp v58, v66, v247 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_fmac_f32_dpp v58, v66, v247 row_shr:2 row_mask:0xa bank_mask:0x5
v_addc_co_u32_dpp v26, vcc, v178, v152, vcc quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_addc_co_u32_dpp v26, vcc, v178, v152, vcc row_shr:2 row_mask:0xa bank_mask:0x5
v_mac_f16_dpp v168, v221, v192 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mac_f16_dpp v168, v221, v192 row_shr:2 row_mask:0xa bank_mask:0x5
v_sub_u16_dpp v108, v185, v51 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sub_u16_dpp v108, v185, v51 row_shr:2 row_mask:0xa bank_mask:0x5
v_lshlrev_b32_dpp v195, v135, v242 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_lshlrev_b32_dpp v195, v135, v242 row_shr:2 row_mask:0xa bank_mask:0x5
v_mul_i32_i24_dpp v38, v110, v58 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_i32_i24_dpp v38, v110, v58 row_shr:2 row_mask:0xa bank_mask:0x5
v_add_u16_dpp v151, v192, v122 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_add_u16_dpp v151, v192, v122 row_shr:2 row_mask:0xa bank_mask:0x5
v_add_co_u32_dpp v49, vcc, v134, v152 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_add_co_u32_dpp v49, vcc, v134, v152 row_shr:2 row_mask:0xa bank_mask:0x5
v_ldexp_f16_dpp v159, v187, v81 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ldexp_f16_dpp v159, v187, v81 row_shr:2 row_mask:0xa bank_mask:0x5
v_cndmask_b32_dpp v134, v116, v129, vcc quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cndmask_b32_dpp v134, v116, v129, vcc row_shr:2 row_mask:0xa bank_mask:0x5
v_max_f16_dpp v27, v51, v189 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_max_f16_dpp v27, v51, v189 row_shr:2 row_mask:0xa bank_mask:0x5
v_dot8c_i32_i4_dpp v94, v47, v162 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_dot8c_i32_i4_dpp v94, v47, v162 row_shr:2 row_mask:0xa bank_mask:0x5
v_min_f16_dpp v103, v163, v217 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_min_f16_dpp v103, v163, v217 row_shr:2 row_mask:0xa bank_mask:0x5
v_or_b32_dpp v19, v15, v6 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_or_b32_dpp v19, v15, v6 row_shr:2 row_mask:0xa bank_mask:0x5
v_sub_u32_dpp v23, v174, v248 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sub_u32_dpp v23, v174, v248 row_shr:2 row_mask:0xa bank_mask:0x5
v_min_u32_dpp v62, v71, v237 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_min_u32_dpp v62, v71, v237 row_shr:2 row_mask:0xa bank_mask:0x5
v_xnor_b32_dpp v68, v170, v171 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_xnor_b32_dpp v68, v170, v171 row_shr:2 row_mask:0xa bank_mask:0x5
v_xor_b32_dpp v229, v19, v159 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_xor_b32_dpp v229, v19, v159 row_shr:2 row_mask:0xa bank_mask:0x5
v_pk_fmac_f16_dpp v54, v118, v92 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_pk_fmac_f16_dpp v54, v118, v92 row_shr:2 row_mask:0xa bank_mask:0x5
v_min_f32_dpp v94, v4, v169 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_min_f32_dpp v94, v4, v169 row_shr:2 row_mask:0xa bank_mask:0x5
v_min_u16_dpp v216, v35, v206 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_min_u16_dpp v216, v35, v206 row_shr:2 row_mask:0xa bank_mask:0x5
v_mul_hi_u32_u24_dpp v46, v27, v43 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_hi_u32_u24_dpp v46, v27, v43 row_shr:2 row_mask:0xa bank_mask:0x5
v_mul_hi_i32_i24_dpp v71, v161, v177 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_hi_i32_i24_dpp v71, v161, v177 row_shr:2 row_mask:0xa bank_mask:0x5
v_lshrrev_b32_dpp v157, v31, v52 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_lshrrev_b32_dpp v157, v31, v52 row_shr:2 row_mask:0xa bank_mask:0x5
v_subrev_u32_dpp v146, v103, v48 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_u32_dpp v146, v103, v48 row_shr:2 row_mask:0xa bank_mask:0x5
v_max_i16_dpp v221, v163, v103 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_max_i16_dpp v221, v163, v103 row_shr:2 row_mask:0xa bank_mask:0x5
v_add_u32_dpp v131, v114, v27 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_add_u32_dpp v131, v114, v27 row_shr:2 row_mask:0xa bank_mask:0x5
v_mul_f32_dpp v192, v9, v233 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_f32_dpp v192, v9, v233 row_shr:2 row_mask:0xa bank_mask:0x5
v_max_u16_dpp v191, v8, v189 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_max_u16_dpp v191, v8, v189 row_shr:2 row_mask:0xa bank_mask:0x5
v_max_u32_dpp v121, v90, v247 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_max_u32_dpp v121, v90, v247 row_shr:2 row_mask:0xa bank_mask:0x5
v_max_i32_dpp v84, v111, v120 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_max_i32_dpp v84, v111, v120 row_shr:2 row_mask:0xa bank_mask:0x5
v_dot2c_f32_f16_dpp v163, v107, v100 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_dot2c_f32_f16_dpp v163, v107, v100 row_shr:2 row_mask:0xa bank_mask:0x5
v_subbrev_co_u32_dpp v204, vcc, v230, v19, vcc quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subbrev_co_u32_dpp v204, vcc, v230, v19, vcc row_shr:2 row_mask:0xa bank_mask:0x5
v_lshlrev_b16_dpp v213, v140, v206 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_lshlrev_b16_dpp v213, v140, v206 row_shr:2 row_mask:0xa bank_mask:0x5
v_subrev_u16_dpp v28, v53, v209 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_u16_dpp v28, v53, v209 row_shr:2 row_mask:0xa bank_mask:0x5
v_dot4c_i32_i8_dpp v80, v176, v121 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_dot4c_i32_i8_dpp v80, v176, v121 row_shr:2 row_mask:0xa bank_mask:0x5
v_mul_u32_u24_dpp v45, v192, v16 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_u32_u24_dpp v45, v192, v16 row_shr:2 row_mask:0xa bank_mask:0x5
v_subrev_f32_dpp v68, v164, v197 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_f32_dpp v68, v164, v197 row_shr:2 row_mask:0xa bank_mask:0x5
v_add_f32_dpp v92, v254, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_add_f32_dpp v92, v254, v1 row_shr:2 row_mask:0xa bank_mask:0x5
v_sub_f16_dpp v30, v103, v96 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sub_f16_dpp v30, v103, v96 row_shr:2 row_mask:0xa bank_mask:0x5
v_sub_f32_dpp v119, v93, v82 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sub_f32_dpp v119, v93, v82 row_shr:2 row_mask:0xa bank_mask:0x5
v_dot2c_i32_i16_dpp v146, v19, v180 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_dot2c_i32_i16_dpp v146, v19, v180 row_shr:2 row_mask:0xa bank_mask:0x5
v_min_i32_dpp v217, v16, v252 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_min_i32_dpp v217, v16, v252 row_shr:2 row_mask:0xa bank_mask:0x5
v_ashrrev_i16_dpp v22, v194, v28 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ashrrev_i16_dpp v22, v194, v28 row_shr:2 row_mask:0xa bank_mask:0x5
v_mul_f16_dpp v88, v96, v8 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_f16_dpp v88, v96, v8 row_shr:2 row_mask:0xa bank_mask:0x5
v_subrev_co_u32_dpp v136, vcc, v54, v150 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_co_u32_dpp v136, vcc, v54, v150 row_shr:2 row_mask:0xa bank_mask:0x5
v_subrev_f16_dpp v168, v118, v47 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_f16_dpp v168, v118, v47 row_shr:2 row_mask:0xa bank_mask:0x5
v_ashrrev_i32_dpp v125, v174, v140 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ashrrev_i32_dpp v125, v174, v140 row_shr:2 row_mask:0xa bank_mask:0x5
v_subb_co_u32_dpp v242, vcc, v93, v29, vcc quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subb_co_u32_dpp v242, vcc, v93, v29, vcc row_shr:2 row_mask:0xa bank_mask:0x5
v_max_f32_dpp v238, v173, v137 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_max_f32_dpp v238, v173, v137 row_shr:2 row_mask:0xa bank_mask:0x5
v_sub_co_u32_dpp v139, vcc, v243, v164 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sub_co_u32_dpp v139, vcc, v243, v164 row_shr:2 row_mask:0xa bank_mask:0x5
v_lshrrev_b16_dpp v170, v145, v185 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_lshrrev_b16_dpp v170, v145, v185 row_shr:2 row_mask:0xa bank_mask:0x5
v_add_f16_dpp v86, v226, v228 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_add_f16_dpp v86, v226, v228 row_shr:2 row_mask:0xa bank_mask:0x5
v_and_b32_dpp v178, v134, v83 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_and_b32_dpp v178, v134, v83 row_shr:2 row_mask:0xa bank_mask:0x5
v_min_i16_dpp v82, v164, v41 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_min_i16_dpp v82, v164, v41 row_shr:2 row_mask:0xa bank_mask:0x5
v_mul_lo_u16_dpp v201, v210, v237 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_lo_u16_dpp v201, v210, v237 row_shr:2 row_mask:0xa bank_mask:0x5
v_fmac_f32_dpp v237, v146, v177 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_fmac_f32_dpp v237, v146, v177 row_shr:2 row_mask:0xa bank_mask:0x5
v_addc_co_u32_dpp v89, vcc, v177, v94, vcc quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_addc_co_u32_dpp v89, vcc, v177, v94, vcc row_shr:2 row_mask:0xa bank_mask:0x5
v_mac_f16_dpp v197, v103, v130 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mac_f16_dpp v197, v103, v130 row_shr:2 row_mask:0xa bank_mask:0x5
v_sub_u16_dpp v229, v240, v159 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sub_u16_dpp v229, v240, v159 row_shr:2 row_mask:0xa bank_mask:0x5
v_lshlrev_b32_dpp v125, v33, v113 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_lshlrev_b32_dpp v125, v33, v113 row_shr:2 row_mask:0xa bank_mask:0x5
v_mul_i32_i24_dpp v223, v81, v15 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_i32_i24_dpp v223, v81, v15 row_shr:2 row_mask:0xa bank_mask:0x5
v_add_u16_dpp v105, v94, v98 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_add_u16_dpp v105, v94, v98 row_shr:2 row_mask:0xa bank_mask:0x5
v_add_co_u32_dpp v196, vcc, v115, v145 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_add_co_u32_dpp v196, vcc, v115, v145 row_shr:2 row_mask:0xa bank_mask:0x5
v_ldexp_f16_dpp v91, v40, v213 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ldexp_f16_dpp v91, v40, v213 row_shr:2 row_mask:0xa bank_mask:0x5
v_cndmask_b32_dpp v231, v15, v190, vcc quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cndmask_b32_dpp v231, v15, v190, vcc row_shr:2 row_mask:0xa bank_mask:0x5
v_max_f16_dpp v55, v57, v55 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_max_f16_dpp v55, v57, v55 row_shr:2 row_mask:0xa bank_mask:0x5
v_dot8c_i32_i4_dpp v84, v169, v207 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_dot8c_i32_i4_dpp v84, v169, v207 row_shr:2 row_mask:0xa bank_mask:0x5
v_min_f16_dpp v192, v93, v27 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_min_f16_dpp v192, v93, v27 row_shr:2 row_mask:0xa bank_mask:0x5
v_or_b32_dpp v250, v62, v237 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_or_b32_dpp v250, v62, v237 row_shr:2 row_mask:0xa bank_mask:0x5
v_sub_u32_dpp v241, v56, v81 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sub_u32_dpp v241, v56, v81 row_shr:2 row_mask:0xa bank_mask:0x5
v_min_u32_dpp v208, v161, v122 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_min_u32_dpp v208, v161, v122 row_shr:2 row_mask:0xa bank_mask:0x5
v_xnor_b32_dpp v197, v115, v40 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_xnor_b32_dpp v197, v115, v40 row_shr:2 row_mask:0xa bank_mask:0x5
v_xor_b32_dpp v113, v0, v6 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_xor_b32_dpp v113, v0, v6 row_shr:2 row_mask:0xa bank_mask:0x5
v_pk_fmac_f16_dpp v148, v139, v4 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_pk_fmac_f16_dpp v148, v139, v4 row_shr:2 row_mask:0xa bank_mask:0x5
v_min_f32_dpp v38, v38, v115 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_min_f32_dpp v38, v38, v115 row_shr:2 row_mask:0xa bank_mask:0x5
v_min_u16_dpp v225, v130, v242 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_min_u16_dpp v225, v130, v242 row_shr:2 row_mask:0xa bank_mask:0x5
v_mul_hi_u32_u24_dpp v210, v106, v235 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_hi_u32_u24_dpp v210, v106, v235 row_shr:2 row_mask:0xa bank_mask:0x5
v_mul_hi_i32_i24_dpp v178, v164, v60 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_hi_i32_i24_dpp v178, v164, v60 row_shr:2 row_mask:0xa bank_mask:0x5
v_lshrrev_b32_dpp v74, v232, v31 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_lshrrev_b32_dpp v74, v232, v31 row_shr:2 row_mask:0xa bank_mask:0x5
v_subrev_u32_dpp v126, v196, v118 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_u32_dpp v126, v196, v118 row_shr:2 row_mask:0xa bank_mask:0x5
v_max_i16_dpp v235, v224, v18 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_max_i16_dpp v235, v224, v18 row_shr:2 row_mask:0xa bank_mask:0x5
v_add_u32_dpp v8, v181, v218 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_add_u32_dpp v8, v181, v218 row_shr:2 row_mask:0xa bank_mask:0x5
v_mul_f32_dpp v148, v109, v116 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_f32_dpp v148, v109, v116 row_shr:2 row_mask:0xa bank_mask:0x5
v_max_u16_dpp v68, v193, v80 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_max_u16_dpp v68, v193, v80 row_shr:2 row_mask:0xa bank_mask:0x5
v_max_u32_dpp v225, v89, v209 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_max_u32_dpp v225, v89, v209 row_shr:2 row_mask:0xa bank_mask:0x5
v_max_i32_dpp v138, v30, v88 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_max_i32_dpp v138, v30, v88 row_shr:2 row_mask:0xa bank_mask:0x5
v_dot2c_f32_f16_dpp v216, v156, v240 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_dot2c_f32_f16_dpp v216, v156, v240 row_shr:2 row_mask:0xa bank_mask:0x5
