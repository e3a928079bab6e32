// Table-driven layer instructions for gfx1201 (Documentation/bench.rst): the encodings
// of tools/conformance (--per-class all --rounds 2) that llvm-mc-22 and gfxshim assemble
// to the same bytes and that gfxshim's hand-shaped table does not name, plus DPP forms
// of the VOP1/VOP2/VOPC lines, each kept only when both assemblers agree on its bytes.
s_brev_b32 s43, s70
s_cvt_f16_f32 s45, s32
s_xor_saveexec_b32 s48, s46
s_nand_saveexec_b64 s[96:97], s[36:37]
s_bitset0_b64 s[16:17], s65
s_ceil_f32 s67, s4
s_floor_f16 s55, s98
s_bitset1_b32 s94, s5
s_not_b64 s[70:71], s[12:13]
s_bitset0_b32 s75, s58
s_abs_i32 s81, s80
s_cls_i32_i64 s70, s[64:65]
s_rndne_f32 s39, s15
s_bitreplicate_b64_b32 s[46:47], s81
s_swappc_b64 s[74:75], s[74:75]
s_cmov_b64 s[38:39], s[52:53]
s_movreld_b32 s44, s37
s_xor_saveexec_b64 s[96:97], s[52:53]
s_cvt_f32_u32 s57, s77
s_cmov_b32 s45, s62
s_and_not0_wrexec_b64 s[88:89], s[98:99]
s_or_not0_saveexec_b64 s[52:53], s[68:69]
s_movrels_b64 s[66:67], s[22:23]
s_alloc_vgpr s31
s_cls_i32 s47, s65
s_and_not0_saveexec_b64 s[28:29], s[24:25]
s_and_not1_saveexec_b64 s[22:23], s[22:23]
s_sext_i32_i8 s54, s88
s_movrelsd_2_b32 s10, s84
s_clz_i32_u64 s9, s[66:67]
s_cvt_u32_f32 s79, s97
s_getpc_b64 s[38:39]
s_trunc_f32 s26, s30
s_and_not1_wrexec_b32 s80, s68
s_bcnt1_i32_b64 s47, s[36:37]
s_or_saveexec_b64 s[14:15], s[18:19]
s_nand_saveexec_b32 s83, s44
s_bcnt0_i32_b64 s47, s[50:51]
s_xnor_saveexec_b64 s[86:87], s[70:71]
s_and_not0_saveexec_b32 s69, s29
s_movreld_b64 s[48:49], s[10:11]
s_sleep_var s71
s_cvt_hi_f32_f16 s47, s98
s_xnor_saveexec_b32 s89, s44
s_and_not1_wrexec_b64 s[10:11], s[66:67]
s_bcnt1_i32_b32 s13, s5
s_or_not0_saveexec_b32 s19, s58
s_rndne_f16 s2, s29
s_floor_f32 s5, s12
s_and_not1_saveexec_b32 s74, s4
s_bcnt0_i32_b32 s21, s5
s_ctz_i32_b32 s6, s12
s_sext_i32_i16 s47, s56
s_brev_b64 s[46:47], s[0:1]
s_rfe_b64 s[30:31]
s_nor_saveexec_b64 s[16:17], s[0:1]
s_wqm_b64 s[78:79], s[30:31]
s_ceil_f16 s30, s31
s_bitset1_b64 s[40:41], s21
s_quadmask_b64 s[42:43], s[12:13]
s_trunc_f16 s11, s76
s_quadmask_b32 s62, s2
s_movrels_b32 s10, s26
s_cvt_f32_i32 s91, s51
s_or_not1_saveexec_b64 s[56:57], s[6:7]
s_cvt_f32_f16 s24, s41
s_nor_saveexec_b32 s29, s88
s_wqm_b32 s59, s13
s_setpc_b64 s[56:57]
s_and_not0_wrexec_b32 s34, s61
s_or_not1_saveexec_b32 s18, s24
s_cvt_i32_f32 s70, s69
s_ctz_i32_b64 s89, s[6:7]
s_clz_i32_u32 s20, s33
s_brev_b32 s77, s44
s_cvt_f16_f32 s3, s55
s_xor_saveexec_b32 s37, s89
s_nand_saveexec_b64 s[84:85], s[36:37]
s_bitset0_b64 s[48:49], s58
s_ceil_f32 s87, s0
s_floor_f16 s18, s17
s_bitset1_b32 s28, s62
s_not_b64 s[88:89], s[50:51]
s_bitset0_b32 s81, s59
s_abs_i32 s38, s50
s_cls_i32_i64 s43, s[64:65]
s_rndne_f32 s44, s72
s_bitreplicate_b64_b32 s[34:35], s3
s_swappc_b64 s[50:51], s[86:87]
s_cmov_b64 s[66:67], s[16:17]
s_movreld_b32 s66, s76
s_xor_saveexec_b64 s[46:47], s[44:45]
s_cvt_f32_u32 s79, s51
s_cmov_b32 s48, s68
s_and_not0_wrexec_b64 s[90:91], s[18:19]
s_or_not0_saveexec_b64 s[68:69], s[58:59]
s_movrels_b64 s[10:11], s[52:53]
s_alloc_vgpr s80
s_cls_i32 s74, s99
s_and_not0_saveexec_b64 s[72:73], s[8:9]
s_and_not1_saveexec_b64 s[84:85], s[42:43]
s_sext_i32_i8 s94, s70
s_movrelsd_2_b32 s18, s73
s_clz_i32_u64 s49, s[14:15]
s_cvt_u32_f32 s85, s39
s_getpc_b64 s[94:95]
s_trunc_f32 s36, s95
s_and_not1_wrexec_b32 s53, s37
s_bcnt1_i32_b64 s52, s[48:49]
s_or_saveexec_b64 s[0:1], s[86:87]
s_nand_saveexec_b32 s78, s71
s_bcnt0_i32_b64 s19, s[6:7]
s_xnor_saveexec_b64 s[58:59], s[30:31]
s_and_not0_saveexec_b32 s52, s90
s_movreld_b64 s[90:91], s[20:21]
s_sleep_var s57
s_cvt_hi_f32_f16 s14, s31
s_xnor_saveexec_b32 s88, s23
s_and_not1_wrexec_b64 s[76:77], s[34:35]
s_bcnt1_i32_b32 s62, s31
s_or_not0_saveexec_b32 s94, s44
s_rndne_f16 s57, s67
s_floor_f32 s7, s35
s_and_not1_saveexec_b32 s95, s64
s_bcnt0_i32_b32 s65, s80
s_ctz_i32_b32 s67, s15
s_sext_i32_i16 s73, s11
s_brev_b64 s[30:31], s[98:99]
s_rfe_b64 s[6:7]
s_nor_saveexec_b64 s[32:33], s[72:73]
s_wqm_b64 s[50:51], s[94:95]
s_ceil_f16 s25, s8
s_bitset1_b64 s[20:21], s68
s_quadmask_b64 s[30:31], s[0:1]
s_trunc_f16 s47, s49
s_quadmask_b32 s0, s31
s_movrels_b32 s91, s32
s_cvt_f32_i32 s47, s74
s_or_not1_saveexec_b64 s[92:93], s[60:61]
s_cvt_f32_f16 s31, s17
s_nor_saveexec_b32 s66, s19
s_wqm_b32 s17, s47
s_setpc_b64 s[26:27]
s_and_not0_wrexec_b32 s48, s85
s_or_not1_saveexec_b32 s52, s50
s_cvt_i32_f32 s72, s93
s_ctz_i32_b64 s38, s[58:59]
s_clz_i32_u32 s65, s47
s_bfe_i64 s[2:3], s[6:7], s84
s_or_not1_b64 s[80:81], s[40:41], s[8:9]
s_ashr_i64 s[92:93], s[32:33], s28
s_fmac_f16 s10, s67, s78
s_mul_hi_u32 s27, s79, s1
s_lshl3_add_u32 s69, s36, s4
s_or_not1_b32 s31, s39, s38
s_mul_f32 s20, s81, s80
s_nor_b64 s[48:49], s[8:9], s[32:33]
s_nand_b32 s77, s56, s33
s_lshl4_add_u32 s49, s4, s80
s_mul_hi_i32 s58, s45, s14
s_pack_lh_b32_b16 s49, s95, s43
s_maximum_f32 s52, s34, s6
s_max_num_f32 s45, s91, s0
s_sub_nc_u64 s[0:1], s[4:5], s[28:29]
s_sub_co_ci_u32 s1, s94, s50
s_or_b64 s[0:1], s[14:15], s[68:69]
s_bfm_b32 s39, s47, s6
s_add_f16 s81, s51, s75
s_sub_f32 s57, s32, s48
s_cselect_b64 s[66:67], s[48:49], s[88:89]
s_and_not1_b64 s[24:25], s[24:25], s[10:11]
s_bfm_b64 s[98:99], s81, s28
s_pack_ll_b32_b16 s79, s21, s50
s_minimum_f16 s27, s31, s0
s_add_nc_u64 s[72:73], s[88:89], s[4:5]
s_lshr_b64 s[34:35], s[70:71], s25
s_bfe_u32 s44, s35, s12
s_min_num_f32 s84, s74, s8
s_mul_f16 s14, s41, s38
s_lshl1_add_u32 s38, s92, s2
s_min_i32 s42, s93, s25
s_add_f32 s76, s47, s76
s_minimum_f32 s25, s80, s59
s_xnor_b32 s92, s79, s7
s_mul_u64 s[78:79], s[84:85], s[24:25]
s_pack_hl_b32_b16 s75, s79, s78
s_xor_b64 s[80:81], s[24:25], s[22:23]
s_fmac_f32 s78, s94, s6
s_min_num_f16 s87, s79, s97
s_fmaak_f32 s84, s67, s52, 0x752710dc
s_fmamk_f32 s95, s76, 0x85f7f74d, s86
s_sub_f16 s57, s83, s26
s_absdiff_i32 s66, s25, s1
s_xnor_b64 s[8:9], s[82:83], s[82:83]
s_bfe_u64 s[60:61], s[70:71], s23
s_pack_hh_b32_b16 s15, s24, s56
s_cvt_pk_rtz_f16_f32 s98, s39, s74
s_bfe_i32 s36, s83, s54
s_nor_b32 s82, s6, s33
s_and_not1_b32 s77, s88, s3
s_nand_b64 s[80:81], s[60:61], s[80:81]
s_max_num_f16 s8, s44, s49
s_lshl2_add_u32 s64, s82, s19
s_lshl_b64 s[68:69], s[26:27], s94
s_max_i32 s14, s71, s12
s_maximum_f16 s4, s32, s34
s_bfe_i64 s[98:99], s[44:45], s36
s_or_not1_b64 s[80:81], s[42:43], s[14:15]
s_ashr_i64 s[16:17], s[60:61], s66
s_fmac_f16 s54, s89, s58
s_mul_hi_u32 s32, s63, s16
s_lshl3_add_u32 s5, s34, s76
s_or_not1_b32 s51, s13, s47
s_mul_f32 s95, s48, s13
s_nor_b64 s[30:31], s[86:87], s[12:13]
s_nand_b32 s18, s79, s10
s_lshl4_add_u32 s11, s36, s18
s_mul_hi_i32 s85, s81, s17
s_pack_lh_b32_b16 s42, s72, s30
s_maximum_f32 s97, s73, s26
s_max_num_f32 s65, s60, s58
s_sub_nc_u64 s[96:97], s[84:85], s[50:51]
s_sub_co_ci_u32 s65, s19, s92
s_or_b64 s[90:91], s[80:81], s[22:23]
s_bfm_b32 s42, s58, s11
s_add_f16 s50, s81, s68
s_sub_f32 s77, s48, s58
s_cselect_b64 s[44:45], s[64:65], s[18:19]
s_and_not1_b64 s[72:73], s[62:63], s[82:83]
s_bfm_b64 s[72:73], s63, s29
s_pack_ll_b32_b16 s19, s91, s46
s_minimum_f16 s11, s55, s5
s_add_nc_u64 s[22:23], s[40:41], s[96:97]
s_lshr_b64 s[6:7], s[20:21], s64
s_bfe_u32 s1, s29, s60
s_min_num_f32 s92, s3, s64
s_mul_f16 s10, s71, s10
s_lshl1_add_u32 s61, s79, s21
s_min_i32 s12, s77, s96
s_add_f32 s97, s43, s71
s_minimum_f32 s72, s20, s42
s_xnor_b32 s49, s63, s39
s_mul_u64 s[66:67], s[26:27], s[46:47]
s_pack_hl_b32_b16 s81, s10, s95
s_xor_b64 s[8:9], s[24:25], s[30:31]
s_fmac_f32 s32, s86, s18
s_min_num_f16 s25, s37, s85
s_fmaak_f32 s49, s84, s44, 0xcb748f20
s_fmamk_f32 s1, s28, 0x21f9773d, s35
s_sub_f16 s56, s34, s58
s_absdiff_i32 s70, s2, s38
s_xnor_b64 s[16:17], s[44:45], s[76:77]
s_bfe_u64 s[72:73], s[54:55], s62
s_pack_hh_b32_b16 s69, s7, s52
s_cvt_pk_rtz_f16_f32 s94, s0, s82
s_bfe_i32 s93, s85, s44
s_nor_b32 s94, s51, s32
s_and_not1_b32 s94, s29, s79
s_nand_b64 s[76:77], s[96:97], s[28:29]
s_max_num_f16 s85, s38, s66
s_lshl2_add_u32 s20, s98, s43
s_lshl_b64 s[50:51], s[86:87], s58
s_max_i32 s53, s95, s23
s_maximum_f16 s65, s20, s68
s_version 0x5ebe
s_addk_co_i32 s52, 0xf4e7
s_mulk_i32 s93, 0x9c8b
s_setreg_b32 hwreg(0, 0, 1), s11
s_setreg_imm32_b32 hwreg(0, 0, 1), 0x7a57ab29
s_call_b64 s[74:75], 0
s_cmovk_i32 s18, 0x2f1f
s_version 0x1414
s_addk_co_i32 s54, 0xe1a1
s_mulk_i32 s73, 0xe3b2
s_setreg_b32 hwreg(0, 0, 1), s28
s_setreg_imm32_b32 hwreg(0, 0, 1), 0x52381912
s_call_b64 s[64:65], 0
s_cmovk_i32 s15, 0x36cb
s_cmp_nlg_f32 s28, s8
s_cmp_lg_f16 s66, s30
s_cmp_nge_f16 s38, s2
s_cmp_neq_f16 s26, s64
s_cmp_gt_f32 s46, s65
s_cmp_le_i32 s86, s39
s_bitcmp1_b32 s25, s52
s_cmp_gt_i32 s8, s42
s_cmp_lg_i32 s90, s46
s_cmp_lg_u64 s[82:83], s[82:83]
s_bitcmp0_b64 s[74:75], s57
s_cmp_u_f32 s91, s57
s_cmp_nle_f32 s57, s24
s_cmp_nlt_f16 s35, s44
s_cmp_nlg_f16 s63, s51
s_cmp_nle_f16 s58, s74
s_bitcmp1_b64 s[0:1], s89
s_cmp_lt_f32 s5, s33
s_cmp_o_f16 s96, s60
s_cmp_gt_f16 s41, s46
s_cmp_nge_f32 s88, s57
s_cmp_lt_f16 s9, s18
s_cmp_nlt_f32 s34, s58
s_cmp_eq_i32 s98, s10
s_cmp_ngt_f16 s77, s67
s_cmp_u_f16 s92, s59
s_cmp_eq_u64 s[58:59], s[16:17]
s_cmp_ngt_f32 s73, s4
s_bitcmp0_b32 s56, s2
s_cmp_ge_f16 s67, s94
s_cmp_le_f16 s37, s85
s_cmp_o_f32 s64, s63
s_cmp_eq_f16 s23, s44
s_cmp_le_f32 s41, s93
s_cmp_eq_f32 s69, s26
s_cmp_lg_f32 s12, s13
s_cmp_ge_f32 s74, s64
s_cmp_neq_f32 s90, s25
s_cmp_nlg_f32 s66, s77
s_cmp_lg_f16 s5, s78
s_cmp_nge_f16 s89, s99
s_cmp_neq_f16 s25, s69
s_cmp_gt_f32 s15, s98
s_cmp_le_i32 s23, s50
s_bitcmp1_b32 s90, s17
s_cmp_gt_i32 s86, s21
s_cmp_lg_i32 s37, s83
s_cmp_lg_u64 s[6:7], s[40:41]
s_bitcmp0_b64 s[48:49], s32
s_cmp_u_f32 s68, s51
s_cmp_nle_f32 s68, s63
s_cmp_nlt_f16 s28, s92
s_cmp_nlg_f16 s63, s69
s_cmp_nle_f16 s68, s49
s_bitcmp1_b64 s[14:15], s24
s_cmp_lt_f32 s74, s79
s_cmp_o_f16 s37, s77
s_cmp_gt_f16 s94, s81
s_cmp_nge_f32 s22, s44
s_cmp_lt_f16 s72, s15
s_cmp_nlt_f32 s81, s49
s_cmp_eq_i32 s39, s0
s_cmp_ngt_f16 s57, s17
s_cmp_u_f16 s20, s39
s_cmp_eq_u64 s[78:79], s[36:37]
s_cmp_ngt_f32 s33, s24
s_bitcmp0_b32 s65, s56
s_cmp_ge_f16 s9, s75
s_cmp_le_f16 s67, s2
s_cmp_o_f32 s84, s77
s_cmp_eq_f16 s15, s6
s_cmp_le_f32 s53, s8
s_cmp_eq_f32 s12, s63
s_cmp_lg_f32 s90, s15
s_cmp_ge_f32 s51, s36
s_cmp_neq_f32 s67, s41
s_ttracedata
s_wait_idle
s_clause 0x239
s_round_mode 0x1084
s_endpgm_saved
s_sendmsghalt sendmsg(0, 0, 0)
s_wakeup
s_barrier_leave
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(0) depctr_va_sdst(0) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(0)
s_sethalt 0x527b
s_setkill 0
s_sendmsg sendmsg(0, 0, 0)
s_code_end
s_trap 0x8396
s_decperflevel 0xbc2d
s_denorm_mode 0x2e88
s_wait_event 0x37e3
s_incperflevel 0xbcb0
s_ttracedata_imm 0x6cb4
s_icache_inv
s_ttracedata
s_wait_idle
s_clause 0x627e
s_round_mode 0x48
s_endpgm_saved
s_sendmsghalt sendmsg(0, 0, 0)
s_wakeup
s_barrier_leave
s_wait_alu depctr_hold_cnt(0) depctr_sa_sdst(0) depctr_va_vdst(0) depctr_va_sdst(0) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(0)
s_sethalt 0x985d
s_setkill 0
s_sendmsg sendmsg(0, 0, 0)
s_code_end
s_trap 0x490a
s_decperflevel 0xe075
s_denorm_mode 0xc459
s_wait_event 0x5edb
s_incperflevel 0x75ba
s_ttracedata_imm 0x6296
s_icache_inv
s_buffer_load_u8 s43, s[40:43], 0x0
s_load_u16 s47, s[26:27], 0x0
s_buffer_load_b32 s77, s[4:7], 0x0
s_prefetch_inst_pc_rel 0x0, s77, 0
s_load_b512 s[52:67], s[30:31], 0x0
s_load_b96 s[32:34], s[78:79], 0x0
s_buffer_load_u16 s12, s[76:79], 0x0
s_load_u8 s32, s[30:31], 0x0
s_buffer_load_b512 s[20:35], s[20:23], 0x0
s_buffer_load_b256 s[80:87], s[28:31], 0x0
s_atc_probe 0, s[56:57], 0x0
s_load_i16 s83, s[38:39], 0x0
s_buffer_load_b64 s[4:5], s[76:79], 0x0
s_buffer_load_b96 s[44:46], s[72:75], 0x0
s_buffer_load_i16 s14, s[12:15], 0x0
s_prefetch_data_pc_rel 0x0, s7, 0
s_atc_probe_buffer 0, s[92:95], 0x0
s_buffer_prefetch_data s[36:39], 0x0, s53, 0
s_prefetch_data s[62:63], 0x0, s40, 0
s_buffer_load_b128 s[28:31], s[48:51], 0x0
s_load_i8 s83, s[30:31], 0x0
s_prefetch_inst s[88:89], 0x0, s3, 0
s_buffer_load_i8 s96, s[80:83], 0x0
s_buffer_load_u8 s33, s[56:59], 0x0
s_load_u16 s65, s[58:59], 0x0
s_buffer_load_b32 s39, s[28:31], 0x0
s_prefetch_inst_pc_rel 0x0, s50, 0
s_load_b512 s[64:79], s[78:79], 0x0
s_load_b96 s[20:22], s[88:89], 0x0
s_buffer_load_u16 s93, s[56:59], 0x0
s_load_u8 s19, s[58:59], 0x0
s_buffer_load_b512 s[28:43], s[44:47], 0x0
s_buffer_load_b256 s[52:59], s[0:3], 0x0
s_atc_probe 0, s[74:75], 0x0
s_load_i16 s83, s[12:13], 0x0
s_buffer_load_b64 s[6:7], s[44:47], 0x0
s_buffer_load_i16 s85, s[20:23], 0x0
s_prefetch_data_pc_rel 0x0, s55, 0
s_atc_probe_buffer 0, s[4:7], 0x0
s_buffer_prefetch_data s[40:43], 0x0, s32, 0
s_prefetch_data s[40:41], 0x0, s43, 0
s_buffer_load_b128 s[32:35], s[92:95], 0x0
s_load_i8 s12, s[24:25], 0x0
s_prefetch_inst s[26:27], 0x0, s0, 0
s_buffer_load_i8 s36, s[96:99], 0x0
v_cvt_f32_ubyte3_e32 v2, v226
v_frexp_exp_i32_f32_e32 v231, v176
v_cvt_norm_u16_f16_e32 v101, v74
v_fract_f64_e32 v[64:65], v[198:199]
v_rcp_iflag_f32_e32 v64, v220
v_cvt_u32_u16_e32 v191, v101
v_permlane64_b32 v23, v79
v_cvt_f16_i16_e32 v6, v101
v_cvt_off_f32_i4_e32 v102, v71
v_pipeflush
v_cvt_f32_ubyte0_e32 v212, v110
v_frexp_exp_i32_f64_e32 v125, v[158:159]
v_movrels_b32_e32 v248, v40
v_sat_pk_u8_i16_e32 v31, v171
v_cvt_f32_ubyte2_e32 v235, v123
v_cvt_floor_i32_f32_e32 v82, v155
v_cvt_f64_u32_e32 v[116:117], v64
v_trunc_f64_e32 v[122:123], v[164:165]
v_cvt_nearest_i32_f32_e32 v18, v6
v_cvt_f32_bf8_e32 v38, v249
v_cvt_u32_f64_e32 v226, v[96:97]
v_movrelsd_b32_e32 v215, v177
v_cvt_f32_fp8_e32 v49, v143
v_cvt_f32_ubyte1_e32 v85, v167
v_movreld_b32_e32 v226, v252
v_rndne_f64_e32 v[252:253], v[208:209]
v_floor_f16_e32 v42, v16
v_frexp_mant_f32_e32 v253, v218
v_ceil_f64_e32 v[14:15], v[94:95]
v_swaprel_b32 v33, v131
v_frexp_mant_f64_e32 v[228:229], v[6:7]
v_cls_i32_e32 v249, v95
v_floor_f64_e32 v[174:175], v[236:237]
v_cvt_i16_f16_e32 v118, v78
v_cvt_i32_f64_e32 v255, v[94:95]
v_cvt_f64_i32_e32 v[6:7], v237
v_movrelsd_2_b32_e32 v50, v76
v_swap_b32 v243, v32
v_cvt_f32_ubyte3_e32 v253, v196
v_frexp_exp_i32_f32_e32 v190, v113
v_fract_f64_e32 v[16:17], v[132:133]
v_rcp_iflag_f32_e32 v17, v157
v_permlane64_b32 v254, v135
v_cvt_pk_f32_bf8_e32 v[46:47], v80
v_cvt_f16_i16_e32 v5, v26
v_cvt_off_f32_i4_e32 v9, v59
v_pipeflush
v_cvt_f32_ubyte0_e32 v114, v14
v_frexp_exp_i32_f64_e32 v40, v[192:193]
v_movrels_b32_e32 v188, v107
v_cvt_f32_ubyte2_e32 v137, v12
v_cvt_floor_i32_f32_e32 v78, v235
v_cvt_f64_u32_e32 v[44:45], v179
v_trunc_f64_e32 v[212:213], v[160:161]
v_cvt_nearest_i32_f32_e32 v89, v143
v_cvt_f32_bf8_e32 v227, v34
v_cvt_u32_f64_e32 v218, v[28:29]
v_movrelsd_b32_e32 v32, v203
v_cvt_f16_u16_e32 v46, v85
v_cvt_f32_fp8_e32 v150, v47
v_cvt_f32_ubyte1_e32 v12, v116
v_frexp_mant_f16_e32 v77, v101
v_movreld_b32_e32 v33, v238
v_rndne_f64_e32 v[82:83], v[116:117]
v_frexp_mant_f32_e32 v46, v38
v_ceil_f64_e32 v[212:213], v[152:153]
v_swaprel_b32 v227, v78
v_frexp_mant_f64_e32 v[26:27], v[42:43]
v_cls_i32_e32 v147, v67
v_ceil_f16_e32 v48, v41
v_floor_f64_e32 v[224:225], v[12:13]
v_cvt_i16_f16_e32 v30, v96
v_cvt_i32_f64_e32 v41, v[226:227]
v_cvt_f64_i32_e32 v[18:19], v9
v_movrelsd_2_b32_e32 v131, v212
v_swap_b32 v2, v20
v_fmaak_f32 v254, v245, v228, 0xaef7e47e
v_fmamk_f32 v58, v152, 0x82b4d434, v138
v_illegal
v_mul_i32_i24_e32 v142, v112, v195
v_mul_hi_u32_u24_e32 v227, v180, v106
v_pk_fmac_f16 v89, v38, v141
v_min_num_f64_e32 v[48:49], v[92:93], v[102:103]
v_xnor_b32_e32 v105, v78, v29
v_max_num_f64_e32 v[70:71], v[160:161], v[158:159]
v_subrev_f32_e32 v166, v94, v66
v_subrev_co_ci_u32_e32 v132, vcc_lo, v96, v103, vcc_lo
v_subrev_nc_u32_e32 v87, v50, v89
v_mul_hi_i32_i24_e32 v7, v90, v222
v_mul_dx9_zero_f32_e32 v192, v104, v49
v_fmaak_f32 v89, v2, v91, 0xb07ac3a8
v_fmamk_f32 v23, v78, 0xefaa065, v207
v_illegal
v_mul_i32_i24_e32 v19, v73, v46
v_mul_hi_u32_u24_e32 v252, v165, v144
v_pk_fmac_f16 v118, v127, v130
v_min_num_f64_e32 v[180:181], v[82:83], v[112:113]
v_xnor_b32_e32 v193, v140, v215
v_fmac_f16_e32 v99, v89, v116
v_max_num_f64_e32 v[68:69], v[236:237], v[192:193]
v_subrev_f32_e32 v249, v115, v151
v_subrev_co_ci_u32_e32 v128, vcc_lo, v15, v130, vcc_lo
v_subrev_nc_u32_e32 v210, v1, v233
v_mul_hi_i32_i24_e32 v18, v195, v39
v_mul_dx9_zero_f32_e32 v44, v146, v176
v_cmp_eq_f64_e32 vcc_lo, v[144:145], v[238:239]
v_cmp_lg_f64_e32 vcc_lo, v[78:79], v[178:179]
v_cmpx_eq_f64_e32 v[112:113], v[202:203]
v_cmpx_lt_f32_e32 v149, v127
v_cmp_ngt_f32_e32 vcc_lo, v205, v94
v_cmpx_ge_f32_e32 v115, v106
v_cmpx_nge_f32_e32 v215, v222
v_cmpx_le_f32_e32 v166, v28
v_cmpx_ge_i32_e32 v160, v191
v_cmp_nlt_f32_e32 vcc_lo, v243, v85
v_cmp_u_f32_e32 vcc_lo, v61, v154
v_cmpx_nlg_f64_e32 v[160:161], v[174:175]
v_cmp_nlg_f64_e32 vcc_lo, v[200:201], v[0:1]
v_cmp_ne_i64_e32 vcc_lo, v[10:11], v[92:93]
v_cmp_class_f64_e32 vcc_lo, v[58:59], v31
v_cmp_neq_f32_e32 vcc_lo, v131, v45
v_cmp_gt_f64_e32 vcc_lo, v[86:87], v[8:9]
v_cmp_o_f32_e32 vcc_lo, v185, v195
v_cmp_o_f64_e32 vcc_lo, v[74:75], v[48:49]
v_cmpx_neq_f32_e32 v221, v208
v_cmpx_lg_f64_e32 v[54:55], v[224:225]
v_cmpx_u_f32_e32 v46, v116
v_cmp_lt_u64_e32 vcc_lo, v[114:115], v[182:183]
v_cmp_eq_u64_e32 vcc_lo, v[170:171], v[40:41]
v_cmpx_gt_f32_e32 v96, v31
v_cmp_lt_f64_e32 vcc_lo, v[18:19], v[136:137]
v_cmp_ngt_f64_e32 vcc_lo, v[72:73], v[72:73]
v_cmpx_o_f64_e32 v[48:49], v[114:115]
v_cmpx_u_f64_e32 v[214:215], v[222:223]
v_cmp_eq_i64_e32 vcc_lo, v[146:147], v[4:5]
v_cmpx_ngt_f64_e32 v[160:161], v[140:141]
v_cmp_ge_i64_e32 vcc_lo, v[156:157], v[28:29]
v_cmpx_gt_i32_e32 v16, v65
v_cmp_ge_u16_e32 vcc_lo, v41, v59
v_cmpx_nle_f64_e32 v[228:229], v[162:163]
v_cmpx_eq_u64_e32 v[218:219], v[40:41]
v_cmp_gt_i64_e32 vcc_lo, v[72:73], v[10:11]
v_cmp_le_f64_e32 vcc_lo, v[94:95], v[24:25]
v_cmp_ge_f32_e32 vcc_lo, v106, v195
v_cmp_le_i64_e32 vcc_lo, v[184:185], v[36:37]
v_cmpx_nge_f64_e32 v[64:65], v[204:205]
v_cmp_lt_u16_e32 vcc_lo, v96, v15
v_cmpx_ngt_f32_e32 v59, v167
v_cmpx_ne_u64_e32 v[54:55], v[22:23]
v_cmp_eq_f16_e32 vcc_lo, v76, v96
v_cmpx_ne_i16_e32 v55, v49
v_cmpx_eq_f32_e32 v172, v230
v_cmpx_ne_u16_e32 v94, v85
v_cmp_ne_u16_e32 vcc_lo, v28, v91
v_cmpx_ge_i64_e32 v[222:223], v[226:227]
v_cmpx_le_i32_e32 v250, v167
v_cmpx_lt_i32_e32 v75, v28
v_cmpx_eq_i64_e32 v[2:3], v[118:119]
v_cmpx_nlg_f32_e32 v88, v5
v_cmp_nlg_f32_e32 vcc_lo, v202, v166
v_cmp_lg_f32_e32 vcc_lo, v55, v208
v_cmp_lt_i64_e32 vcc_lo, v[122:123], v[120:121]
v_cmp_ge_f64_e32 vcc_lo, v[152:153], v[192:193]
v_cmpx_nle_f32_e32 v74, v125
v_cmpx_o_f32_e32 v103, v12
v_cmpx_ge_f64_e32 v[148:149], v[254:255]
v_cmpx_o_f16_e32 v122, v35
v_cmp_eq_i16_e32 vcc_lo, v67, v107
v_cmp_le_i32_e32 vcc_lo, v102, v204
v_cmpx_class_f32_e32 v180, v94
v_cmpx_class_f64_e32 v[154:155], v141
v_cmp_nle_f64_e32 vcc_lo, v[118:119], v[80:81]
v_cmpx_le_u64_e32 v[96:97], v[76:77]
v_cmpx_le_i64_e32 v[80:81], v[166:167]
v_cmpx_eq_u32_e32 v108, v50
v_cmpx_gt_i64_e32 v[90:91], v[114:115]
v_cmp_ge_u64_e32 vcc_lo, v[180:181], v[238:239]
v_cmp_gt_i16_e32 vcc_lo, v96, v53
v_cmp_gt_u16_e32 vcc_lo, v22, v115
v_cmpx_lt_u16_e32 v112, v101
v_cmp_gt_f16_e32 vcc_lo, v36, v104
v_cmpx_nlt_f64_e32 v[208:209], v[164:165]
v_cmpx_lt_u32_e32 v194, v215
v_cmpx_neq_f64_e32 v[218:219], v[64:65]
v_cmpx_ne_i32_e32 v196, v167
v_cmpx_eq_i32_e32 v136, v206
v_cmp_gt_u64_e32 vcc_lo, v[160:161], v[232:233]
v_cmpx_gt_u32_e32 v111, v162
v_cmp_ne_u64_e32 vcc_lo, v[214:215], v[224:225]
v_cmpx_le_f64_e32 v[40:41], v[106:107]
v_cmpx_ne_i64_e32 v[234:235], v[116:117]
v_cmp_le_u64_e32 vcc_lo, v[242:243], v[236:237]
v_cmpx_lt_i64_e32 v[166:167], v[208:209]
v_cmp_neq_f64_e32 vcc_lo, v[8:9], v[180:181]
v_cmp_ge_i32_e32 vcc_lo, v185, v81
v_cmp_nge_f32_e32 vcc_lo, v44, v241
v_cmpx_gt_u64_e32 v[136:137], v[248:249]
v_cmpx_nge_f16_e32 v44, v122
v_cmpx_lt_f64_e32 v[230:231], v[200:201]
v_cmpx_nlt_f32_e32 v244, v55
v_cmpx_ne_u32_e32 v18, v116
v_cmpx_lg_f32_e32 v15, v62
v_cmp_nlt_f64_e32 vcc_lo, v[38:39], v[254:255]
v_cmpx_le_u32_e32 v216, v157
v_cmpx_gt_f64_e32 v[20:21], v[62:63]
v_cmp_class_f32_e32 vcc_lo, v89, v192
v_cmp_nge_f64_e32 vcc_lo, v[218:219], v[142:143]
v_cmp_ne_i32_e32 vcc_lo, v88, v176
v_cmpx_lt_u64_e32 v[218:219], v[38:39]
v_cmp_eq_i32_e32 vcc_lo, v99, v70
v_cmpx_ge_u32_e32 v44, v103
v_cmpx_lt_f16_e32 v73, v21
v_cmp_nle_f32_e32 vcc_lo, v43, v42
v_cmp_le_f32_e32 vcc_lo, v8, v102
v_cmp_u_f64_e32 vcc_lo, v[112:113], v[82:83]
v_cmpx_ge_u64_e32 v[30:31], v[166:167]
v_cmp_eq_f64_e32 vcc_lo, v[214:215], v[100:101]
v_cmp_lg_f64_e32 vcc_lo, v[148:149], v[230:231]
v_cmpx_eq_f64_e32 v[28:29], v[252:253]
v_cmpx_eq_u16_e32 v109, v87
v_cmpx_lt_f32_e32 v153, v77
v_cmp_ngt_f32_e32 vcc_lo, v163, v84
v_cmpx_ge_f32_e32 v28, v99
v_cmpx_nge_f32_e32 v126, v1
v_cmpx_le_f32_e32 v69, v229
v_cmpx_ge_i32_e32 v95, v222
v_cmp_nlt_f32_e32 vcc_lo, v238, v151
v_cmp_ngt_f16_e32 vcc_lo, v32, v26
v_cmp_u_f32_e32 vcc_lo, v249, v128
v_cmp_nle_f16_e32 vcc_lo, v30, v121
v_cmpx_nlg_f64_e32 v[164:165], v[62:63]
v_cmp_nlg_f64_e32 vcc_lo, v[220:221], v[188:189]
v_cmp_ne_i64_e32 vcc_lo, v[148:149], v[120:121]
v_cmp_class_f64_e32 vcc_lo, v[234:235], v63
v_cmp_neq_f32_e32 vcc_lo, v78, v193
v_cmp_gt_f64_e32 vcc_lo, v[64:65], v[138:139]
v_cmp_o_f32_e32 vcc_lo, v144, v192
v_cmp_o_f64_e32 vcc_lo, v[32:33], v[88:89]
v_cmpx_neq_f32_e32 v191, v201
v_cmpx_lg_f64_e32 v[144:145], v[162:163]
v_cmpx_u_f32_e32 v88, v100
v_cmp_lt_u64_e32 vcc_lo, v[96:97], v[110:111]
v_cmp_eq_u64_e32 vcc_lo, v[218:219], v[188:189]
v_cmpx_gt_f32_e32 v96, v236
v_cmp_lt_f64_e32 vcc_lo, v[48:49], v[226:227]
v_cmp_ngt_f64_e32 vcc_lo, v[188:189], v[136:137]
v_cmpx_o_f64_e32 v[206:207], v[112:113]
v_cmpx_u_f64_e32 v[74:75], v[60:61]
v_cmp_eq_i64_e32 vcc_lo, v[150:151], v[38:39]
v_cmpx_ngt_f64_e32 v[178:179], v[110:111]
v_cmp_ge_i64_e32 vcc_lo, v[82:83], v[210:211]
v_cmpx_gt_i32_e32 v36, v196
v_cmp_le_f16_e32 vcc_lo, v2, v83
v_cmp_ge_u16_e32 vcc_lo, v124, v29
v_cmpx_nle_f64_e32 v[90:91], v[154:155]
v_cmpx_eq_u64_e32 v[8:9], v[170:171]
v_cmp_gt_i64_e32 vcc_lo, v[156:157], v[158:159]
v_cmp_le_f64_e32 vcc_lo, v[8:9], v[36:37]
v_cmp_ge_f32_e32 vcc_lo, v253, v151
v_cmp_le_i64_e32 vcc_lo, v[86:87], v[232:233]
v_cmpx_nge_f64_e32 v[84:85], v[36:37]
v_cmpx_ngt_f32_e32 v122, v41
v_cmpx_ne_u64_e32 v[80:81], v[238:239]
v_cmpx_eq_f32_e32 v89, v27
v_cmp_lt_f16_e32 vcc_lo, v107, v112
v_cmpx_nlt_f16_e32 v116, v36
v_cmpx_ge_i64_e32 v[28:29], v[220:221]
v_cmpx_le_i32_e32 v24, v235
v_cmpx_lt_i32_e32 v43, v20
v_cmp_le_u16_e32 vcc_lo, v77, v96
v_cmpx_eq_i64_e32 v[20:21], v[138:139]
v_cmpx_nlg_f32_e32 v79, v108
v_cmp_nlg_f32_e32 vcc_lo, v64, v3
v_cmp_lg_f32_e32 vcc_lo, v244, v167
v_cmp_lt_i64_e32 vcc_lo, v[86:87], v[134:135]
v_cmp_ge_f64_e32 vcc_lo, v[70:71], v[102:103]
v_cmpx_nle_f32_e32 v79, v142
v_cmpx_o_f32_e32 v154, v122
v_cmpx_ge_f64_e32 v[0:1], v[154:155]
v_cmp_le_i32_e32 vcc_lo, v224, v7
v_cmpx_class_f32_e32 v67, v160
v_cmpx_class_f64_e32 v[68:69], v117
v_cmp_nle_f64_e32 vcc_lo, v[70:71], v[174:175]
v_cmpx_u_f16_e32 v53, v93
v_cmpx_le_u64_e32 v[54:55], v[158:159]
v_cmpx_le_i64_e32 v[178:179], v[208:209]
v_cmpx_eq_u32_e32 v2, v147
v_cmpx_gt_i64_e32 v[176:177], v[0:1]
v_cmp_ge_u64_e32 vcc_lo, v[22:23], v[182:183]
v_cmpx_nlt_f64_e32 v[192:193], v[26:27]
v_cmpx_lt_u32_e32 v254, v16
v_cmpx_neq_f64_e32 v[60:61], v[54:55]
v_cmpx_ne_i32_e32 v252, v51
v_cmpx_eq_i32_e32 v199, v125
v_cmp_gt_u64_e32 vcc_lo, v[80:81], v[212:213]
v_cmpx_gt_u32_e32 v90, v87
v_cmp_ne_u64_e32 vcc_lo, v[230:231], v[176:177]
v_cmpx_le_f64_e32 v[80:81], v[94:95]
v_cmpx_ne_i64_e32 v[158:159], v[158:159]
v_cmp_le_u64_e32 vcc_lo, v[46:47], v[224:225]
v_cmpx_lt_i64_e32 v[154:155], v[170:171]
v_cmp_neq_f64_e32 vcc_lo, v[246:247], v[172:173]
v_cmp_ge_i32_e32 vcc_lo, v230, v98
v_cmp_nge_f32_e32 vcc_lo, v239, v211
v_cmpx_gt_u64_e32 v[34:35], v[50:51]
v_cmpx_ngt_f16_e32 v98, v86
v_cmpx_gt_i16_e32 v45, v8
v_cmpx_lt_f64_e32 v[46:47], v[40:41]
v_cmpx_nlt_f32_e32 v76, v222
v_cmpx_ne_u32_e32 v95, v219
v_cmpx_lg_f32_e32 v16, v11
v_cmp_nlt_f64_e32 vcc_lo, v[236:237], v[92:93]
v_cmpx_le_u32_e32 v151, v188
v_cmpx_gt_f64_e32 v[146:147], v[90:91]
v_cmp_class_f32_e32 vcc_lo, v4, v226
v_cmp_nge_f64_e32 vcc_lo, v[32:33], v[86:87]
v_cmp_ne_i32_e32 vcc_lo, v238, v128
v_cmpx_lt_u64_e32 v[138:139], v[224:225]
v_cmp_eq_i32_e32 vcc_lo, v205, v18
v_cmpx_ge_u32_e32 v4, v131
v_cmp_nle_f32_e32 vcc_lo, v112, v55
v_cmp_le_f32_e32 vcc_lo, v112, v246
v_cmp_u_f64_e32 vcc_lo, v[224:225], v[190:191]
v_cmpx_ge_u64_e32 v[26:27], v[192:193]
v_cmpx_lt_f32_e64 v30, v231
v_cmp_ne_i32_e64 s83, v144, v14
v_cvt_u32_u16_e64 v223, v155
v_rcp_iflag_f32_e64 v224, v128
v_maximum_f64 v[166:167], v[52:53], v[64:65]
v_s_rsq_f32 s31, s31
v_cmp_o_f32_e64 s5, v50, v165
v_trig_preop_f64 v[72:73], v[86:87], v82
v_trunc_f16_e64 v255, v228
v_div_fixup_f32 v93, v231, v250, v112
v_cmpx_le_i32_e64 v99, v23
v_lshrrev_b16 v60, v241, v8
v_maxmin_i32 v15, v186, v211, v54
v_fract_f64_e64 v[126:127], v[218:219]
v_cvt_pk_norm_u16_f16 v156, v110, v110
v_cmp_lt_u16_e64 s31, v25, v127
v_cmpx_u_f32_e64 v226, v105
v_cmpx_gt_i16_e64 v17, v3
v_cmpx_lt_u16_e64 v146, v82
v_sub_nc_i16 v34, v114, v170
v_and_b16 v32, v204, v75
v_s_log_f16 s78, s26
v_med3_num_f16 v87, v143, v214, v179
v_cmp_ge_i64_e64 s46, v[10:11], v[236:237]
v_cmpx_u_f64_e64 v[150:151], v[60:61]
v_minmax_u32 v90, v33, v180, v213
v_readlane_b32 s11, v70, s28
v_sub_f16_e64 v133, v54, v245
v_cmp_ne_i64_e64 s39, v[178:179], v[162:163]
v_cmpx_ge_f32_e64 v141, v74
v_sat_pk_u8_i16_e64 v173, v21
v_cmp_gt_i16_e64 s31, v94, v207
v_cmpx_nle_f32_e64 v166, v187
v_min_num_f64_e64 v[146:147], v[62:63], v[190:191]
v_cvt_u16_f16_e64 v15, v131
v_minimum_f64 v[48:49], v[238:239], v[150:151]
v_cmpx_nlt_f16_e64 v155, v53
v_minimum3_f32 v182, v232, v162, v66
v_cmpx_ge_i16_e64 v116, v151
v_cmp_le_i64_e64 s1, v[66:67], v[48:49]
v_cmp_u_f16_e64 s90, v122, v115
v_frexp_exp_i16_f16_e64 v196, v244
v_cvt_sr_bf8_f32 v166, v244, v45
v_cmp_lt_i64_e64 s56, v[160:161], v[104:105]
v_s_exp_f32 s89, s96
v_cmp_nle_f16_e64 s23, v49, v17
v_cvt_nearest_i32_f32_e64 v18, v117
v_cmp_le_f64_e64 s57, v[184:185], v[118:119]
v_mqsad_pk_u16_u8 v[12:13], v[180:181], v60, v[38:39]
v_cvt_pk_fp8_f32 v106, v52, v31
v_cmp_ge_f64_e64 s62, v[114:115], v[32:33]
v_cmpx_lg_f16_e64 v67, v230
v_cmpx_lt_i32_e64 v147, v60
v_mbcnt_hi_u32_b32 v77, v72, v149
v_rndne_f16_e64 v140, v225
v_movrelsd_2_b32_e64 v51, v182
v_mqsad_u32_u8 v[232:235], v[76:77], v146, v[232:235]
v_sub_nc_i32 v63, v8, v90
v_div_fmas_f64 v[238:239], v[160:161], v[164:165], v[218:219]
v_writelane_b32 v167, s74, s26
v_maximum3_f32 v247, v50, v97, v86
v_cmp_gt_u16_e64 s27, v183, v7
v_cvt_pk_i16_f32 v63, v244, v58
v_cmp_lg_f64_e64 s85, v[130:131], v[42:43]
v_cmp_ngt_f16_e64 s5, v144, v139
v_mul_hi_i32_i24_e64 v235, v232, v11
v_cvt_pk_norm_i16_f16 v180, v196, v63
v_cmpx_nlt_f64_e64 v[34:35], v[8:9]
v_cmpx_class_f32_e64 v174, v226
v_cvt_f32_ubyte2_e64 v57, v124
v_cmp_ge_f32_e64 s0, v4, v120
v_lerp_u8 v119, v26, v96, v181
v_cvt_f32_bf8_e64 v10, v168
v_sad_u32 v157, v51, v39, v210
v_cmpx_nle_f16_e64 v66, v224
v_cmpx_ge_i32_e64 v0, v38
v_permlane16_var_b32 v69, v146, v175
v_cvt_f32_ubyte1_e64 v165, v15
v_movrelsd_b32_e64 v29, v70
v_cmp_lt_i16_e64 s27, v31, v131
v_floor_f64_e64 v[54:55], v[250:251]
v_cvt_f16_i16_e64 v247, v169
v_cmpx_lt_u32_e64 v125, v144
v_cmpx_nlg_f32_e64 v110, v151
v_min3_num_f16 v207, v114, v10, v28
v_cmpx_le_u32_e64 v180, v236
v_cmpx_ge_u16_e64 v95, v148
v_subrev_f16_e64 v71, v174, v147
v_cmp_gt_f64_e64 s37, v[160:161], v[212:213]
v_min_num_f16_e64 v250, v245, v170
v_minimummaximum_f32 v200, v241, v19, v4
v_mad_u32_u16 v80, v87, v131, v146
v_cmpx_ngt_f64_e64 v[138:139], v[212:213]
v_cmpx_eq_i64_e64 v[182:183], v[110:111]
v_xor_b16 v19, v220, v89
v_cmpx_le_u64_e64 v[188:189], v[214:215]
v_cmp_gt_u64_e64 s1, v[104:105], v[132:133]
v_sad_hi_u8 v135, v38, v131, v174
v_sub_nc_u16 v86, v242, v0
v_cmpx_ge_u64_e64 v[224:225], v[64:65]
v_frexp_mant_f32_e64 v45, v39
v_cls_i32_e64 v243, v254
v_cmp_lt_f16_e64 s61, v14, v113
v_cmp_lt_u64_e64 s34, v[56:57], v[128:129]
v_cvt_i32_i16_e64 v164, v44
v_cmpx_lt_f16_e64 v67, v21
v_mul_lo_u16 v151, v218, v54
v_cvt_f32_ubyte3_e64 v252, v107
v_frexp_exp_i32_f64_e64 v109, v[56:57]
v_cmp_eq_f64_e64 s96, v[48:49], v[230:231]
v_cmpx_class_f16_e64 v203, v56
v_max_num_f64_e64 v[134:135], v[146:147], v[102:103]
v_minimum_f16 v81, v130, v169
v_cvt_pk_u16_f32 v193, v2, v183
v_fract_f16_e64 v33, v201
v_add_nc_i16 v12, v107, v9
v_maximumminimum_f32 v31, v52, v126, v218
v_trunc_f64_e64 v[248:249], v[50:51]
v_cmpx_lt_f64_e64 v[122:123], v[50:51]
v_xnor_b32_e64 v69, v91, v23
v_s_exp_f16 s80, s80
v_cvt_pk_f32_bf8_e64 v[208:209], v133
v_cmpx_eq_f64_e64 v[146:147], v[18:19]
v_xad_u32 v100, v219, v29, v239
v_sad_u16 v98, v139, v182, v58
v_cmpx_class_f64_e64 v[80:81], v175
v_s_rcp_f32 s75, s79
v_cmp_le_u16_e64 s85, v16, v98
v_add_nc_u16 v160, v213, v155
v_cmp_nlg_f64_e64 s89, v[22:23], v[126:127]
v_movrels_b32_e64 v149, v98
v_cmp_ngt_f64_e64 s92, v[32:33], v[214:215]
v_cmp_eq_u64_e64 s48, v[216:217], v[50:51]
v_lshlrev_b16 v234, v173, v81
v_cmpx_nge_f32_e64 v91, v84
v_cvt_f32_fp8_e64 v124, v210
v_cmpx_le_i64_e64 v[122:123], v[200:201]
v_min3_u16 v20, v51, v157, v110
v_cmp_ge_f16_e64 s91, v21, v127
v_min_i16 v171, v220, v4
v_cmpx_ne_i32_e64 v215, v240
v_cmp_ne_i16_e64 s10, v61, v118
v_cvt_f16_u16_e64 v68, v28
v_cmp_ngt_f32_e64 s41, v241, v186
v_cmpx_eq_f16_e64 v40, v12
v_cmp_nlt_f16_e64 s10, v137, v119
v_cmp_ne_u16_e64 s83, v16, v208
v_cmpx_ne_u16_e64 v63, v64
v_cmpx_nlt_f32_e64 v0, v194
v_cmp_le_f16_e64 s68, v248, v27
v_movreld_b32_e64 v185, v37
v_cmpx_gt_i32_e64 v142, v199
v_cmp_nge_f64_e64 s24, v[188:189], v[158:159]
v_alignbyte_b32 v220, v27, v251, v7
v_minmax_num_f32 v217, v242, v20, v240
v_or_b16 v9, v33, v120
v_max_u16 v117, v111, v177
v_cmpx_nlg_f16_e64 v250, v128
v_cmpx_lt_u64_e64 v[208:209], v[108:109]
v_div_fixup_f16 v232, v6, v38, v129
v_s_sqrt_f32 s97, s58
v_cvt_pk_bf8_f32 v0, v74, v189
v_cmp_nlt_f64_e64 s7, v[160:161], v[76:77]
v_cvt_u32_f64_e64 v7, v[212:213]
v_cmp_ne_u64_e64 s74, v[6:7], v[74:75]
v_cmp_class_f16_e64 s57, v105, v209
v_cmp_neq_f64_e64 s46, v[226:227], v[26:27]
v_med3_i16 v214, v182, v7, v146
v_cvt_i16_f16_e64 v29, v207
v_minimum_f32 v54, v251, v139
v_min3_i16 v70, v107, v82, v146
v_s_rcp_f16 s83, s73
v_cubetc_f32 v126, v112, v109, v46
v_add_lshl_u32 v84, v8, v232, v242
v_minimummaximum_f16 v208, v57, v216, v195
v_div_fmas_f32 v87, v230, v192, v226
v_cmp_eq_u16_e64 s19, v135, v197
v_cmpx_eq_u64_e64 v[188:189], v[160:161]
v_maximumminimum_f16 v3, v97, v188, v165
v_cvt_pk_u16_u32 v118, v129, v106
v_cmpx_ge_f16_e64 v86, v239
v_cmp_le_f32_e64 s76, v14, v21
v_frexp_mant_f64_e64 v[230:231], v[50:51]
v_s_sqrt_f16 s58, s81
v_cmp_neq_f32_e64 s76, v206, v131
v_cubeid_f32 v8, v226, v53, v93
v_cmp_nlt_f32_e64 s54, v75, v45
v_cmp_eq_i16_e64 s63, v217, v46
v_cmpx_eq_u32_e64 v231, v131
v_cmpx_ne_u32_e64 v196, v205
v_cmpx_ge_f64_e64 v[170:171], v[76:77]
v_cmp_nge_f16_e64 s56, v85, v11
v_cmp_ge_i16_e64 s5, v21, v80
v_cmpx_gt_f64_e64 v[114:115], v[56:57]
v_ldexp_f16_e64 v191, v22, v219
v_cmp_nge_f32_e64 s85, v7, v205
v_ldexp_f64 v[246:247], v[220:221], v35
v_minimum3_f16 v207, v250, v202, v192
v_permlanex16_var_b32 v217, v146, v50
v_cvt_sr_fp8_f32 v129, v199, v223
v_cmpx_eq_u16_e64 v112, v135
v_max_i16 v93, v221, v174
v_cmp_nlg_f32_e64 s3, v207, v41
v_cmpx_u_f16_e64 v83, v108
v_fma_dx9_zero_f32 v195, v102, v139, v202
v_mbcnt_lo_u32_b32 v248, v250, v162
v_cmpx_gt_u16_e64 v116, v252
v_maximum_f32 v77, v197, v152
v_cmp_u_f64_e64 s10, v[246:247], v[234:235]
v_mad_i16 v241, v215, v142, v223
v_cmpx_le_i16_e64 v232, v187
v_cmpx_gt_i64_e64 v[160:161], v[140:141]
v_cmp_eq_f16_e64 s22, v210, v254
v_max3_i16 v165, v119, v103, v188
v_frexp_mant_f16_e64 v5, v198
v_subrev_f32_e64 v241, v103, v217
v_minmax_i32 v103, v105, v181, v99
v_cmp_lg_f32_e64 s4, v80, v122
v_cmpx_ge_i64_e64 v[156:157], v[52:53]
v_cmp_class_f32_e64 s83, v203, v173
v_cmpx_ngt_f16_e64 v247, v2
v_xor3_b32 v46, v116, v90, v203
v_cmp_o_f64_e64 s14, v[246:247], v[240:241]
v_cvt_f32_ubyte0_e64 v89, v147
v_cmpx_nle_f64_e64 v[148:149], v[22:23]
v_cvt_pk_norm_i16_f32 v116, v11, v80
v_cmpx_ge_u32_e64 v131, v47
v_cmp_ge_u64_e64 s76, v[124:125], v[250:251]
v_cmp_gt_f16_e64 s14, v155, v9
v_maxmin_u32 v72, v102, v125, v176
v_maxmin_num_f16 v2, v233, v147, v135
v_maxmin_num_f32 v97, v193, v52, v64
v_cvt_f64_u32_e64 v[126:127], v201
v_subrev_nc_u32_e64 v15, v169, v111
v_cvt_i32_f64_e64 v178, v[134:135]
v_cmpx_nlg_f64_e64 v[34:35], v[82:83]
v_ceil_f64_e64 v[170:171], v[72:73]
v_max3_u16 v71, v121, v245, v107
v_cmpx_eq_i32_e64 v252, v250
v_cmpx_gt_f32_e64 v139, v154
v_cvt_off_f32_i4_e64 v16, v45
v_not_b16_e64 v174, v11
v_cmpx_lt_i16_e64 v165, v211
v_qsad_pk_u16_u8 v[50:51], v[126:127], v189, v[254:255]
v_div_fixup_f64 v[146:147], v[230:231], v[236:237], v[20:21]
v_cmpx_neq_f64_e64 v[186:187], v[202:203]
v_cmpx_gt_u32_e64 v18, v50
v_cmp_le_i32_e64 s82, v61, v122
v_cmpx_lg_f64_e64 v[178:179], v[156:157]
v_cmp_lg_f16_e64 s81, v50, v76
v_max_num_f16_e64 v205, v2, v127
v_cmp_nle_f32_e64 s82, v33, v64
v_cubema_f32 v200, v135, v72, v196
v_cmpx_o_f64_e64 v[188:189], v[158:159]
v_cmpx_ne_i16_e64 v38, v45
v_cmp_gt_i64_e64 s39, v[228:229], v[158:159]
v_cmpx_eq_i16_e64 v159, v20
v_max3_num_f16 v11, v155, v45, v238
v_cmpx_ngt_f32_e64 v91, v90
v_cmp_class_f64_e64 s14, v[26:27], v191
v_minmax_num_f16 v32, v126, v244, v147
v_cvt_f64_i32_e64 v[232:233], v73
v_mul_i32_i24_e64 v53, v29, v25
v_cmpx_le_f64_e64 v[52:53], v[132:133]
v_cmpx_o_f16_e64 v214, v134
v_cmpx_le_f16_e64 v222, v9
v_cmp_u_f32_e64 s77, v71, v67
v_fmac_f16_e64 v44, v139, v96
v_cmp_eq_i64_e64 s60, v[206:207], v[144:145]
v_mul_hi_u32_u24_e64 v228, v246, v163
v_dot2_f16_f16 v245, v16, v44, v82
v_rndne_f64_e64 v[82:83], v[2:3]
v_cmp_ge_u16_e64 s57, v168, v123
v_cmpx_gt_f16_e64 v40, v122
v_cmp_neq_f16_e64 s81, v74, v168
v_mad_i32_i16 v224, v93, v58, v118
v_cmpx_o_f32_e64 v99, v227
v_cmp_le_u64_e64 s21, v[38:39], v[176:177]
v_mad_u16 v50, v107, v138, v7
v_cmp_lt_f64_e64 s67, v[130:131], v[176:177]
v_add_nc_i32 v27, v253, v118
v_cmpx_nge_f16_e64 v13, v148
v_cmpx_eq_f32_e64 v19, v198
v_floor_f16_e64 v214, v158
v_cvt_pk_u8_f32 v16, v230, v150, v110
v_cvt_pk_f32_fp8_e64 v[234:235], v206
v_maximum3_f16 v211, v232, v32, v4
v_cmp_nle_f64_e64 s45, v[146:147], v[6:7]
v_min_u16 v173, v254, v67
v_s_rsq_f16 s56, s13
v_cmp_eq_i32_e64 s11, v140, v64
v_cubesc_f32 v147, v178, v59, v213
v_dot2_bf16_bf16 v133, v107, v69, v71
v_sad_u8 v35, v146, v166, v44
v_lshrrev_b64 v[136:137], v55, v[90:91]
v_cmpx_le_f32_e64 v150, v163
v_cvt_floor_i32_f32_e64 v50, v173
v_ashrrev_i16 v21, v3, v26
v_mullit_f32 v217, v106, v196, v239
v_cvt_pk_norm_u16_f32 v45, v234, v20
v_cmp_le_i16_e64 s57, v183, v53
v_cmpx_lg_f32_e64 v74, v56
v_bfm_b32 v103, v5, v142
v_cvt_pk_i16_i32 v104, v33, v23
v_cmp_o_f16_e64 s16, v253, v5
v_ceil_f16_e64 v186, v136
v_med3_u16 v175, v157, v45, v25
v_mul_dx9_zero_f32_e64 v25, v168, v40
v_cmpx_le_u16_e64 v227, v239
v_cmpx_ne_u64_e64 v[198:199], v[250:251]
v_cmpx_gt_u64_e64 v[122:123], v[174:175]
v_cmpx_ne_i64_e64 v[10:11], v[30:31]
v_cvt_norm_i16_f16_e64 v228, v149
v_cvt_norm_u16_f16_e64 v246, v33
v_cmpx_nge_f64_e64 v[230:231], v[234:235]
v_cmpx_neq_f16_e64 v76, v39
v_msad_u8 v183, v199, v99, v132
v_cmpx_neq_f32_e64 v123, v227
v_s_log_f32 s18, s89
v_cmp_nlg_f16_e64 s80, v156, v26
v_maximum_f16 v60, v157, v216
v_cmp_ge_i32_e64 s32, v4, v234
v_frexp_exp_i32_f32_e64 v231, v127
v_ashrrev_i64 v[44:45], v0, v[22:23]
v_cmpx_lt_i64_e64 v[116:117], v[154:155]
v_cmpx_lt_f32_e64 v226, v102
v_cmp_ne_i32_e64 s88, v200, v193
v_cvt_u32_u16_e64 v19, v133
v_rcp_iflag_f32_e64 v88, v184
v_maximum_f64 v[216:217], v[16:17], v[72:73]
v_s_rsq_f32 s53, s87
v_cmp_o_f32_e64 s40, v236, v23
v_trig_preop_f64 v[150:151], v[218:219], v7
v_trunc_f16_e64 v39, v70
v_div_fixup_f32 v68, v197, v162, v221
v_cmpx_le_i32_e64 v193, v226
v_lshrrev_b16 v81, v9, v255
v_maxmin_i32 v238, v107, v77, v226
v_fract_f64_e64 v[102:103], v[118:119]
v_cvt_pk_norm_u16_f16 v32, v114, v36
v_cmp_lt_u16_e64 s33, v72, v138
v_cmpx_u_f32_e64 v172, v185
v_cmpx_gt_i16_e64 v128, v240
v_cmpx_lt_u16_e64 v74, v239
v_sub_nc_i16 v156, v146, v182
v_and_b16 v6, v35, v204
v_s_log_f16 s11, s63
v_med3_num_f16 v183, v45, v119, v180
v_cmp_ge_i64_e64 s2, v[220:221], v[64:65]
v_cmpx_u_f64_e64 v[224:225], v[152:153]
v_minmax_u32 v193, v183, v198, v176
v_readlane_b32 s63, v214, s53
v_sub_f16_e64 v150, v91, v254
v_cmp_ne_i64_e64 s39, v[184:185], v[40:41]
v_cmpx_ge_f32_e64 v243, v182
v_sat_pk_u8_i16_e64 v238, v231
v_cmp_gt_i16_e64 s65, v164, v2
v_cmpx_nle_f32_e64 v84, v129
v_min_num_f64_e64 v[118:119], v[240:241], v[82:83]
v_cvt_u16_f16_e64 v21, v172
v_minimum_f64 v[108:109], v[228:229], v[84:85]
v_cmpx_nlt_f16_e64 v175, v160
v_minimum3_f32 v172, v64, v114, v55
v_cmpx_ge_i16_e64 v61, v5
v_cmp_le_i64_e64 s62, v[76:77], v[178:179]
v_cmp_u_f16_e64 s24, v231, v27
v_frexp_exp_i16_f16_e64 v213, v54
v_cvt_sr_bf8_f32 v221, v148, v236
v_cmp_lt_i64_e64 s41, v[80:81], v[60:61]
v_s_exp_f32 s32, s68
v_cmp_nle_f16_e64 s20, v39, v201
v_cvt_nearest_i32_f32_e64 v154, v228
v_cmp_le_f64_e64 s35, v[126:127], v[58:59]
v_mqsad_pk_u16_u8 v[32:33], v[86:87], v18, v[66:67]
v_cvt_pk_fp8_f32 v76, v201, v76
v_cmp_ge_f64_e64 s83, v[178:179], v[218:219]
v_cmpx_lg_f16_e64 v211, v157
v_cmpx_lt_i32_e64 v233, v110
v_mbcnt_hi_u32_b32 v43, v49, v146
v_rndne_f16_e64 v31, v104
v_movrelsd_2_b32_e64 v205, v182
v_mqsad_u32_u8 v[56:59], v[186:187], v16, v[228:231]
v_sub_nc_i32 v47, v186, v57
v_div_fmas_f64 v[0:1], v[126:127], v[230:231], v[154:155]
v_writelane_b32 v115, s12, s2
v_maximum3_f32 v50, v16, v236, v189
v_cmp_gt_u16_e64 s90, v69, v140
v_cvt_pk_i16_f32 v153, v201, v99
v_cmp_lg_f64_e64 s8, v[82:83], v[82:83]
v_cmp_ngt_f16_e64 s6, v84, v235
v_mul_hi_i32_i24_e64 v50, v52, v216
v_cvt_pk_norm_i16_f16 v86, v51, v114
v_cmpx_nlt_f64_e64 v[98:99], v[16:17]
v_cmpx_class_f32_e64 v223, v21
v_cvt_f32_ubyte2_e64 v173, v73
v_cmp_ge_f32_e64 s76, v103, v68
v_lerp_u8 v221, v166, v87, v201
v_cvt_f32_bf8_e64 v187, v200
v_sad_u32 v226, v236, v120, v70
v_cmpx_nle_f16_e64 v52, v98
v_cmpx_ge_i32_e64 v130, v242
v_permlane16_var_b32 v26, v108, v24
v_cvt_f32_ubyte1_e64 v102, v151
v_movrelsd_b32_e64 v214, v204
v_cmp_lt_i16_e64 s18, v210, v96
v_floor_f64_e64 v[46:47], v[22:23]
v_cvt_f16_i16_e64 v187, v241
v_cmpx_lt_u32_e64 v14, v93
v_cmpx_nlg_f32_e64 v149, v208
v_min3_num_f16 v99, v159, v218, v237
v_cmpx_le_u32_e64 v115, v84
v_cmpx_ge_u16_e64 v48, v9
v_subrev_f16_e64 v21, v14, v201
v_cmp_gt_f64_e64 s86, v[128:129], v[34:35]
v_min_num_f16_e64 v138, v206, v62
v_minimummaximum_f32 v17, v107, v56, v22
v_mad_u32_u16 v138, v65, v134, v119
v_cmpx_ngt_f64_e64 v[168:169], v[186:187]
v_cmpx_eq_i64_e64 v[180:181], v[118:119]
v_xor_b16 v99, v3, v243
v_cmpx_le_u64_e64 v[86:87], v[64:65]
v_cmp_gt_u64_e64 s91, v[154:155], v[110:111]
v_sad_hi_u8 v184, v38, v56, v79
v_sub_nc_u16 v189, v236, v225
v_cmpx_ge_u64_e64 v[108:109], v[200:201]
v_frexp_mant_f32_e64 v141, v242
v_cls_i32_e64 v121, v41
v_cmp_lt_f16_e64 s48, v22, v85
v_cmp_lt_u64_e64 s16, v[140:141], v[182:183]
v_cvt_i32_i16_e64 v164, v230
v_cmpx_lt_f16_e64 v42, v30
v_mul_lo_u16 v190, v173, v105
v_cvt_f32_ubyte3_e64 v170, v194
v_frexp_exp_i32_f64_e64 v66, v[214:215]
v_cmp_eq_f64_e64 s27, v[224:225], v[236:237]
v_cmpx_class_f16_e64 v122, v228
v_max_num_f64_e64 v[124:125], v[140:141], v[202:203]
v_minimum_f16 v236, v7, v44
v_cvt_pk_u16_f32 v43, v3, v196
v_fract_f16_e64 v134, v75
v_add_nc_i16 v166, v126, v104
v_maximumminimum_f32 v205, v149, v173, v199
v_trunc_f64_e64 v[244:245], v[146:147]
v_cmpx_lt_f64_e64 v[202:203], v[40:41]
v_xnor_b32_e64 v239, v133, v107
v_s_exp_f16 s66, s8
v_cvt_pk_f32_bf8_e64 v[210:211], v128
v_cmpx_eq_f64_e64 v[228:229], v[82:83]
v_xad_u32 v194, v18, v58, v105
v_sad_u16 v104, v255, v254, v189
v_cmpx_class_f64_e64 v[174:175], v35
v_s_rcp_f32 s96, s68
v_cmp_le_u16_e64 s89, v159, v69
v_add_nc_u16 v150, v224, v171
v_cmp_nlg_f64_e64 s51, v[246:247], v[44:45]
v_movrels_b32_e64 v14, v136
v_cmp_ngt_f64_e64 s66, v[0:1], v[172:173]
v_cmp_eq_u64_e64 s22, v[234:235], v[190:191]
v_lshlrev_b16 v98, v81, v41
v_cmpx_nge_f32_e64 v104, v112
v_cvt_f32_fp8_e64 v137, v184
v_cmpx_le_i64_e64 v[154:155], v[76:77]
v_min3_u16 v35, v79, v40, v23
v_cmp_ge_f16_e64 s81, v26, v103
v_min_i16 v30, v175, v10
v_cmpx_ne_i32_e64 v230, v23
v_cmp_ne_i16_e64 s3, v88, v11
v_cvt_f16_u16_e64 v96, v173
v_cmp_ngt_f32_e64 s93, v184, v29
v_cmpx_eq_f16_e64 v10, v183
v_cmp_nlt_f16_e64 s11, v57, v235
v_cmp_ne_u16_e64 s37, v120, v173
v_cmpx_ne_u16_e64 v246, v52
v_cmpx_nlt_f32_e64 v41, v239
v_cmp_le_f16_e64 s17, v241, v211
v_movreld_b32_e64 v69, v252
v_cmpx_gt_i32_e64 v106, v177
v_cmp_nge_f64_e64 s24, v[246:247], v[190:191]
v_alignbyte_b32 v158, v53, v38, v152
v_minmax_num_f32 v250, v184, v194, v216
v_or_b16 v63, v164, v126
v_max_u16 v216, v175, v224
v_cmpx_nlg_f16_e64 v244, v253
v_cmpx_lt_u64_e64 v[172:173], v[244:245]
v_div_fixup_f16 v157, v32, v28, v34
v_s_sqrt_f32 s13, s33
v_cvt_pk_bf8_f32 v20, v16, v0
v_cmp_nlt_f64_e64 s34, v[90:91], v[228:229]
v_cvt_u32_f64_e64 v66, v[38:39]
v_cmp_ne_u64_e64 s96, v[138:139], v[250:251]
v_cmp_class_f16_e64 s74, v34, v232
v_cmp_neq_f64_e64 s64, v[72:73], v[212:213]
v_med3_i16 v227, v149, v215, v67
v_cvt_i16_f16_e64 v40, v203
v_minimum_f32 v130, v29, v84
v_min3_i16 v226, v237, v74, v74
v_s_rcp_f16 s22, s18
v_cubetc_f32 v228, v161, v5, v80
v_add_lshl_u32 v168, v14, v57, v63
v_minimummaximum_f16 v149, v82, v192, v90
v_div_fmas_f32 v249, v181, v245, v0
v_cmp_eq_u16_e64 s17, v113, v10
v_cmpx_eq_u64_e64 v[30:31], v[68:69]
v_maximumminimum_f16 v139, v166, v206, v38
v_cvt_pk_u16_u32 v152, v6, v224
v_cmpx_ge_f16_e64 v168, v162
v_cmp_le_f32_e64 s29, v193, v86
v_frexp_mant_f64_e64 v[118:119], v[90:91]
v_s_sqrt_f16 s89, s31
v_cmp_neq_f32_e64 s49, v205, v129
v_cubeid_f32 v110, v21, v101, v5
v_cmp_nlt_f32_e64 s75, v195, v166
v_cmp_eq_i16_e64 s24, v93, v157
v_cmpx_eq_u32_e64 v176, v49
v_cmpx_ne_u32_e64 v11, v101
v_cmpx_ge_f64_e64 v[72:73], v[80:81]
v_cmp_nge_f16_e64 s10, v206, v164
v_cmp_ge_i16_e64 s65, v108, v235
v_cmpx_gt_f64_e64 v[232:233], v[12:13]
v_ldexp_f16_e64 v127, v76, v138
v_cmp_nge_f32_e64 s28, v62, v94
v_ldexp_f64 v[44:45], v[70:71], v136
v_minimum3_f16 v188, v115, v35, v147
v_permlanex16_var_b32 v121, v134, v13
v_cvt_sr_fp8_f32 v224, v139, v145
v_cmpx_eq_u16_e64 v20, v166
v_max_i16 v53, v18, v234
v_cmp_nlg_f32_e64 s31, v88, v36
v_cmpx_u_f16_e64 v112, v182
v_fma_dx9_zero_f32 v23, v254, v85, v29
v_mbcnt_lo_u32_b32 v70, v184, v99
v_cmpx_gt_u16_e64 v68, v25
v_maximum_f32 v90, v55, v44
v_cmp_u_f64_e64 s20, v[66:67], v[114:115]
v_mad_i16 v56, v81, v4, v101
v_cmpx_le_i16_e64 v226, v137
v_cmpx_gt_i64_e64 v[196:197], v[228:229]
v_cmp_eq_f16_e64 s30, v216, v78
v_max3_i16 v211, v118, v60, v235
v_frexp_mant_f16_e64 v26, v79
v_subrev_f32_e64 v56, v224, v222
v_minmax_i32 v122, v192, v254, v13
v_cmp_lg_f32_e64 s7, v210, v75
v_cmpx_ge_i64_e64 v[244:245], v[192:193]
v_cmp_class_f32_e64 s80, v206, v14
v_cmpx_ngt_f16_e64 v222, v111
v_xor3_b32 v147, v121, v42, v205
v_cmp_o_f64_e64 s92, v[90:91], v[24:25]
v_cvt_f32_ubyte0_e64 v69, v1
v_cmpx_nle_f64_e64 v[44:45], v[36:37]
v_cvt_pk_norm_i16_f32 v141, v137, v241
v_cmpx_ge_u32_e64 v219, v242
v_cmp_ge_u64_e64 s31, v[52:53], v[252:253]
v_cmp_gt_f16_e64 s25, v166, v86
v_maxmin_u32 v147, v253, v209, v72
v_maxmin_num_f16 v254, v229, v63, v139
v_maxmin_num_f32 v242, v227, v53, v157
v_cvt_f64_u32_e64 v[192:193], v54
v_subrev_nc_u32_e64 v65, v30, v17
v_cvt_i32_f64_e64 v24, v[110:111]
v_cmpx_nlg_f64_e64 v[38:39], v[210:211]
v_ceil_f64_e64 v[238:239], v[22:23]
v_max3_u16 v188, v108, v12, v138
v_cmpx_eq_i32_e64 v247, v51
v_cmpx_gt_f32_e64 v233, v86
v_cvt_off_f32_i4_e64 v61, v107
v_not_b16_e64 v198, v172
v_cmpx_lt_i16_e64 v129, v181
v_qsad_pk_u16_u8 v[68:69], v[124:125], v105, v[78:79]
v_div_fixup_f64 v[40:41], v[182:183], v[84:85], v[106:107]
v_cmpx_neq_f64_e64 v[6:7], v[200:201]
v_cmpx_gt_u32_e64 v80, v183
v_cmp_le_i32_e64 s25, v87, v204
v_cmpx_lg_f64_e64 v[120:121], v[110:111]
v_cmp_lg_f16_e64 s42, v1, v202
v_max_num_f16_e64 v168, v24, v7
v_cmp_nle_f32_e64 s53, v205, v155
v_cubema_f32 v19, v31, v231, v85
v_cmpx_o_f64_e64 v[170:171], v[156:157]
v_cmpx_ne_i16_e64 v131, v174
v_cmp_gt_i64_e64 s77, v[8:9], v[46:47]
v_cmpx_eq_i16_e64 v133, v4
v_max3_num_f16 v180, v252, v128, v154
v_cmpx_ngt_f32_e64 v155, v121
v_cmp_class_f64_e64 s32, v[20:21], v247
v_minmax_num_f16 v103, v107, v223, v37
v_cvt_f64_i32_e64 v[80:81], v44
v_mul_i32_i24_e64 v65, v96, v11
v_cmpx_le_f64_e64 v[116:117], v[100:101]
v_cmpx_o_f16_e64 v254, v227
v_cmpx_le_f16_e64 v176, v164
v_cmp_u_f32_e64 s89, v123, v209
v_fmac_f16_e64 v251, v192, v110
v_cmp_eq_i64_e64 s29, v[2:3], v[216:217]
v_mul_hi_u32_u24_e64 v122, v14, v26
v_dot2_f16_f16 v53, v225, v33, v254
v_rndne_f64_e64 v[112:113], v[208:209]
v_cmp_ge_u16_e64 s19, v106, v223
v_cmpx_gt_f16_e64 v111, v185
v_cmp_neq_f16_e64 s42, v124, v163
v_mad_i32_i16 v24, v28, v171, v123
v_cmpx_o_f32_e64 v2, v198
v_cmp_le_u64_e64 s62, v[144:145], v[252:253]
v_mad_u16 v8, v65, v152, v62
v_cmp_lt_f64_e64 s92, v[228:229], v[230:231]
v_add_nc_i32 v44, v222, v54
v_cmpx_nge_f16_e64 v175, v213
v_cmpx_eq_f32_e64 v146, v10
v_floor_f16_e64 v140, v215
v_cvt_pk_u8_f32 v176, v143, v29, v236
v_cvt_pk_f32_fp8_e64 v[230:231], v156
v_maximum3_f16 v185, v175, v24, v166
v_cmp_nle_f64_e64 s9, v[122:123], v[230:231]
v_min_u16 v166, v32, v117
v_s_rsq_f16 s93, s11
v_cmp_eq_i32_e64 s79, v63, v124
v_cubesc_f32 v246, v185, v109, v147
v_dot2_bf16_bf16 v136, v77, v144, v82
v_sad_u8 v153, v18, v54, v34
v_lshrrev_b64 v[68:69], v90, v[50:51]
v_cmpx_le_f32_e64 v132, v1
v_cvt_floor_i32_f32_e64 v187, v70
v_ashrrev_i16 v101, v173, v196
v_mullit_f32 v142, v97, v182, v25
v_cvt_pk_norm_u16_f32 v35, v231, v19
v_cmp_le_i16_e64 s79, v181, v214
v_cmpx_lg_f32_e64 v46, v94
v_bfm_b32 v242, v246, v233
v_cvt_pk_i16_i32 v187, v185, v104
v_cmp_o_f16_e64 s41, v255, v158
v_ceil_f16_e64 v244, v116
v_med3_u16 v96, v246, v254, v23
v_mul_dx9_zero_f32_e64 v86, v123, v165
v_cmpx_le_u16_e64 v178, v134
v_cmpx_ne_u64_e64 v[200:201], v[30:31]
v_cmpx_gt_u64_e64 v[76:77], v[12:13]
v_cmpx_ne_i64_e64 v[12:13], v[10:11]
v_cvt_norm_i16_f16_e64 v73, v240
v_cvt_norm_u16_f16_e64 v196, v161
v_cmpx_nge_f64_e64 v[64:65], v[108:109]
v_cmpx_neq_f16_e64 v205, v184
v_msad_u8 v74, v145, v108, v45
v_cmpx_neq_f32_e64 v76, v44
v_s_log_f32 s48, s41
v_cmp_nlg_f16_e64 s63, v251, v154
v_maximum_f16 v151, v139, v83
v_cmp_ge_i32_e64 s23, v167, v167
v_frexp_exp_i32_f32_e64 v97, v227
v_ashrrev_i64 v[148:149], v6, v[64:65]
v_cmpx_lt_i64_e64 v[30:31], v[90:91]
v_div_scale_f64 v[152:153], s90, v[136:137], v[208:209], v[48:49]
v_div_scale_f32 v87, s14, v85, v255, v208
v_mad_co_i64_i32 v[250:251], s37, v251, v120, v[132:133]
v_subrev_co_u32 v129, s34, v78, v55
v_div_scale_f64 v[0:1], s99, v[110:111], v[38:39], v[22:23]
v_div_scale_f32 v43, s32, v30, v238, v74
v_mad_co_i64_i32 v[164:165], s95, v118, v230, v[226:227]
v_subrev_co_u32 v211, s10, v107, v57
v_pk_sub_u16 v108, v180, v5
v_pk_max_num_f16 v214, v12, v7
v_dot4_f32_bf8_bf8 v217, v192, v225, v219
v_pk_mad_i16 v56, v251, v205, v78
v_wmma_i32_16x16x16_iu4 v[232:239], v178, v44, v[16:23]
v_wmma_i32_16x16x32_iu4 v[112:119], v[232:233], v[136:137], v[172:179]
v_pk_min_u16 v149, v129, v245
v_dot4_f32_fp8_fp8 v23, v86, v226, v102
v_fma_mixhi_f16 v168, v243, v78, v136 op_sel_hi:[1,1,1]
v_wmma_f32_16x16x16_bf8_bf8 v[200:207], v[78:79], v[34:35], v[164:171]
v_wmma_f32_16x16x16_fp8_bf8 v[100:107], v[130:131], v[252:253], v[64:71]
v_swmmac_i32_16x16x64_iu4 v[88:95], v[186:187], v[164:167], v183
v_swmmac_i32_16x16x32_iu8 v[132:139], v[162:163], v[160:163], v107
v_fma_mixlo_f16 v131, v251, v72, v166 op_sel_hi:[1,1,1]
v_dot4_i32_iu8 v24, v14, v185, v209
v_dot4_f32_fp8_bf8 v228, v59, v218, v206
v_pk_maximum_f16 v192, v142, v134
v_dot2_f32_f16 v205, v127, v82, v12
v_pk_sub_i16 v31, v69, v67
v_swmmac_f32_16x16x32_f16 v[112:119], v[8:11], v[236:243], v5
v_wmma_f32_16x16x16_bf8_fp8 v[212:219], v[172:173], v[82:83], v[204:211]
v_dot4_u32_u8 v120, v174, v16, v24
v_dot2_f32_bf16 v166, v58, v235, v156
v_pk_lshlrev_b16 v11, v46, v122
v_pk_mad_u16 v143, v221, v69, v137
v_swmmac_f32_16x16x32_bf8_fp8 v[244:251], v[158:159], v[0:3], v187
v_fma_mix_f32 v113, v129, v210, v61 op_sel_hi:[1,1,1]
v_swmmac_f32_16x16x32_fp8_bf8 v[88:95], v[212:213], v[64:67], v156
v_swmmac_f32_16x16x32_fp8_fp8 v[156:163], v[228:229], v[88:91], v12
v_pk_max_u16 v95, v66, v136
v_swmmac_bf16_16x16x32_bf16 v[68:71], v[40:43], v[44:51], v200
v_swmmac_f16_16x16x32_f16 v[72:75], v[216:219], v[28:35], v60
v_pk_min_num_f16 v43, v102, v57
v_pk_minimum_f16 v65, v212, v102
v_pk_add_u16 v240, v135, v63
v_swmmac_f32_16x16x32_bf16 v[244:251], v[248:251], v[124:131], v24
v_pk_mul_lo_u16 v36, v185, v197
v_pk_lshrrev_b16 v138, v145, v73
v_pk_ashrrev_i16 v134, v67, v38
v_swmmac_i32_16x16x32_iu4 v[176:183], v31, v[146:147], v92
v_dot4_f32_bf8_fp8 v202, v19, v252, v123
v_pk_add_i16 v240, v250, v98
v_dot8_u32_u4 v37, v18, v104, v94
v_swmmac_f32_16x16x32_bf8_bf8 v[48:55], v[160:161], v[92:95], v66
v_pk_min_i16 v19, v160, v107
v_pk_max_i16 v185, v67, v32
v_dot8_i32_iu4 v210, v254, v136, v225
v_wmma_f32_16x16x16_fp8_fp8 v[36:43], v[2:3], v[72:73], v[52:59]
v_pk_sub_u16 v21, v159, v33
v_pk_max_num_f16 v234, v62, v87
v_dot4_f32_bf8_bf8 v228, v187, v194, v107
v_pk_mad_i16 v13, v136, v243, v42
v_wmma_i32_16x16x16_iu4 v[160:167], v151, v235, v[112:119]
v_wmma_i32_16x16x32_iu4 v[60:67], v[28:29], v[56:57], v[84:91]
v_pk_min_u16 v225, v181, v31
v_dot4_f32_fp8_fp8 v137, v248, v196, v192
v_fma_mixhi_f16 v95, v124, v111, v47 op_sel_hi:[1,1,1]
v_wmma_f32_16x16x16_bf8_bf8 v[128:135], v[108:109], v[20:21], v[200:207]
v_wmma_f32_16x16x16_fp8_bf8 v[180:187], v[52:53], v[106:107], v[184:191]
v_swmmac_i32_16x16x64_iu4 v[40:47], v[106:107], v[124:127], v71
v_swmmac_i32_16x16x32_iu8 v[96:103], v[100:101], v[156:159], v152
v_fma_mixlo_f16 v137, v135, v140, v50 op_sel_hi:[1,1,1]
v_dot4_i32_iu8 v195, v141, v230, v73
v_dot4_f32_fp8_bf8 v135, v10, v97, v34
v_pk_maximum_f16 v58, v126, v23
v_dot2_f32_f16 v74, v195, v20, v86
v_pk_sub_i16 v55, v217, v47
v_swmmac_f32_16x16x32_f16 v[0:7], v[108:111], v[132:139], v204
v_wmma_f32_16x16x16_bf8_fp8 v[204:211], v[110:111], v[84:85], v[172:179]
v_dot4_u32_u8 v232, v151, v215, v197
v_dot2_f32_bf16 v162, v84, v48, v125
v_pk_lshlrev_b16 v121, v140, v155
v_pk_mad_u16 v198, v35, v111, v158
v_swmmac_f32_16x16x32_bf8_fp8 v[188:195], v[140:141], v[92:95], v19
v_fma_mix_f32 v176, v123, v196, v157 op_sel_hi:[1,1,1]
v_swmmac_f32_16x16x32_fp8_bf8 v[36:43], v[28:29], v[204:207], v81
v_swmmac_f32_16x16x32_fp8_fp8 v[224:231], v[118:119], v[4:7], v222
v_pk_max_u16 v32, v131, v69
v_swmmac_bf16_16x16x32_bf16 v[232:235], v[24:27], v[44:51], v36
v_swmmac_f16_16x16x32_f16 v[116:119], v[148:151], v[144:151], v249
v_pk_min_num_f16 v96, v169, v170
v_pk_minimum_f16 v239, v167, v251
v_pk_add_u16 v15, v178, v44
v_swmmac_f32_16x16x32_bf16 v[164:171], v[104:107], v[160:167], v166
v_pk_mul_lo_u16 v117, v36, v249
v_pk_lshrrev_b16 v54, v39, v39
v_pk_ashrrev_i16 v241, v214, v174
v_swmmac_i32_16x16x32_iu4 v[56:63], v37, v[76:77], v25
v_dot4_f32_bf8_fp8 v23, v153, v219, v107
v_pk_add_i16 v124, v125, v7
v_dot8_u32_u4 v172, v85, v20, v106
v_swmmac_f32_16x16x32_bf8_bf8 v[108:115], v[36:37], v[184:187], v83
v_pk_min_i16 v148, v21, v208
v_pk_max_i16 v6, v10, v31
v_dot8_i32_iu4 v202, v42, v238, v69
v_wmma_f32_16x16x16_fp8_fp8 v[152:159], v[154:155], v[26:27], v[104:111]
v_dual_min_num_f32 v118, v162, v30 :: v_dual_mov_b32 v5, v17
v_dual_mov_b32 v28, v39 :: v_dual_mov_b32 v5, v17
v_dual_sub_f32 v94, v7, v240 :: v_dual_mov_b32 v5, v17
v_dual_subrev_f32 v70, v246, v181 :: v_dual_mov_b32 v5, v17
v_dual_mul_dx9_zero_f32 v174, v71, v136 :: v_dual_mov_b32 v5, v17
v_dual_dot2acc_f32_f16 v188, v74, v100 :: v_dual_mov_b32 v5, v17
v_dual_mul_f32 v122, v112, v41 :: v_dual_mov_b32 v5, v17
v_dual_max_num_f32 v102, v160, v71 :: v_dual_mov_b32 v5, v17
v_dual_fmaak_f32 v130, v190, v76, 0x67e4549 :: v_dual_mov_b32 v5, v17
v_dual_dot2acc_f32_bf16 v250, v143, v91 :: v_dual_mov_b32 v5, v17
v_dual_add_f32 v58, v132, v3 :: v_dual_mov_b32 v5, v17
v_dual_min_num_f32 v144, v128, v156 :: v_dual_mov_b32 v5, v17
v_dual_mov_b32 v168, v2 :: v_dual_mov_b32 v5, v17
v_dual_fmamk_f32 v96, v194, 0x4a363379, v79 :: v_dual_mov_b32 v5, v17
v_dual_sub_f32 v84, v208, v80 :: v_dual_mov_b32 v5, v17
v_dual_cndmask_b32 v66, v252, v127 :: v_dual_mov_b32 v5, v17
v_dual_fmac_f32 v8, v202, v5 :: v_dual_mov_b32 v5, v17
v_dual_dot2acc_f32_f16 v232, v191, v47 :: v_dual_mov_b32 v5, v17
v_dual_mul_f32 v28, v207, v116 :: v_dual_mov_b32 v5, v17
v_dual_max_num_f32 v154, v48, v86 :: v_dual_mov_b32 v5, v17
v_dual_fmaak_f32 v2, v130, v6, 0x915d7a28 :: v_dual_mov_b32 v5, v17
v_dual_dot2acc_f32_bf16 v170, v56, v128 :: v_dual_mov_b32 v5, v17
v_dual_add_f32 v222, v43, v255 :: v_dual_mov_b32 v5, v17
v_dual_mov_b32 v8, v16 :: v_dual_subrev_f32 v45, v47, v155
v_dual_mov_b32 v8, v16 :: v_dual_fmamk_f32 v209, v37, 0x631ab109, v11
v_dual_mov_b32 v8, v16 :: v_dual_mul_dx9_zero_f32 v107, v222, v219
v_dual_mov_b32 v8, v16 :: v_dual_mov_b32 v17, v194
v_dual_mov_b32 v8, v16 :: v_dual_fmaak_f32 v213, v221, v149, 0x736dd676
v_dual_mov_b32 v8, v16 :: v_dual_add_nc_u32 v13, v163, v53
v_dual_mov_b32 v8, v16 :: v_dual_max_num_f32 v229, v90, v65
v_dual_mov_b32 v8, v16 :: v_dual_add_f32 v73, v203, v94
v_dual_mov_b32 v8, v16 :: v_dual_lshlrev_b32 v93, v29, v139
v_dual_mov_b32 v8, v16 :: v_dual_dot2acc_f32_f16 v101, v109, v208
v_dual_mov_b32 v8, v16 :: v_dual_mul_f32 v71, v250, v64
v_dual_mov_b32 v8, v16 :: v_dual_cndmask_b32 v181, v209, v120
v_dual_mov_b32 v8, v16 :: v_dual_dot2acc_f32_bf16 v205, v11, v94
v_dual_mov_b32 v8, v16 :: v_dual_sub_f32 v19, v42, v132
v_dual_mov_b32 v8, v16 :: v_dual_subrev_f32 v117, v27, v40
v_dual_mov_b32 v8, v16 :: v_dual_fmamk_f32 v195, v101, 0xac550bf5, v180
v_dual_mov_b32 v8, v16 :: v_dual_mul_dx9_zero_f32 v131, v13, v105
v_dual_mov_b32 v8, v16 :: v_dual_and_b32 v183, v203, v19
v_dual_mov_b32 v8, v16 :: v_dual_mov_b32 v69, v133
v_dual_mov_b32 v8, v16 :: v_dual_add_nc_u32 v29, v127, v136
v_dual_mov_b32 v8, v16 :: v_dual_max_num_f32 v211, v223, v143
v_dual_mov_b32 v8, v16 :: v_dual_add_f32 v7, v146, v159
v_dual_mov_b32 v8, v16 :: v_dual_lshlrev_b32 v5, v178, v1
v_dual_mov_b32 v8, v16 :: v_dual_mul_f32 v127, v193, v215
v_dual_mov_b32 v8, v16 :: v_dual_fmac_f32 v37, v202, v69
v_dual_mov_b32 v8, v16 :: v_dual_cndmask_b32 v53, v223, v32
v_dual_mov_b32 v8, v16 :: v_dual_dot2acc_f32_bf16 v79, v222, v240
v_interp_p10_f16_f32 v51, v16, v164, v4 wait_exp:0
v_interp_p2_f32 v150, v118, v88, v228 wait_exp:0
v_interp_p10_rtz_f16_f32 v139, v223, v199, v96 wait_exp:0
v_interp_p2_f16_f32 v105, v124, v141, v15 wait_exp:0
v_interp_p2_rtz_f16_f32 v229, v158, v33, v241 wait_exp:0
v_interp_p10_f32 v30, v96, v126, v44 wait_exp:0
v_interp_p10_f16_f32 v224, v72, v111, v60 wait_exp:0
v_interp_p2_f32 v187, v51, v239, v61 wait_exp:0
v_interp_p10_rtz_f16_f32 v12, v189, v36, v115 wait_exp:0
v_interp_p2_f16_f32 v66, v125, v232, v154 wait_exp:0
v_interp_p2_rtz_f16_f32 v143, v39, v201, v143 wait_exp:0
v_interp_p10_f32 v38, v160, v178, v220 wait_exp:0
ds_direct_load v174 wait_va_vdst:0 wait_vm_vsrc:0
ds_param_load v233, attr0.x wait_va_vdst:0 wait_vm_vsrc:0
ds_direct_load v158 wait_va_vdst:0 wait_vm_vsrc:0
ds_param_load v188, attr0.x wait_va_vdst:0 wait_vm_vsrc:0
ds_max_num_rtn_f32 v1, v38, v70
ds_sub_u32 v238, v211
ds_load_2addr_stride64_b32 v[84:85], v240
ds_nop
ds_cond_sub_rtn_u32 v140, v204, v243
ds_store_2addr_stride64_b32 v78, v56, v242
ds_min_rtn_i32 v169, v84, v101
ds_dec_u64 v57, v[154:155]
ds_xor_rtn_b64 v[148:149], v217, v[212:213]
ds_store_b96 v106, v[26:28]
ds_cmpstore_b64 v174, v[162:163], v[60:61]
ds_store_2addr_stride64_b64 v191, v[198:199], v[22:23]
ds_bvh_stack_push4_pop1_rtn_b32 v69, v123, v74, v[120:123]
ds_load_u8 v157, v45
ds_max_num_f32 v9, v83
ds_mskor_rtn_b32 v71, v162, v170, v73
ds_min_u64 v33, v[130:131]
ds_cmpstore_rtn_b64 v[234:235], v255, v[46:47], v[90:91]
ds_and_rtn_b32 v161, v77, v149
ds_max_u64 v128, v[66:67]
ds_load_2addr_stride64_b64 v[72:75], v98
ds_load_u8_d16_hi v215, v221
ds_store_b8 v138, v91
ds_bpermute_fi_b32 v216, v16, v128
ds_add_f32 v43, v22
ds_min_rtn_u64 v[248:249], v166, v[68:69]
ds_store_b8_d16_hi v185, v131
ds_storexchg_rtn_b64 v[8:9], v52, v[148:149]
ds_dec_rtn_u64 v[230:231], v255, v[134:135]
ds_storexchg_2addr_rtn_b32 v[60:61], v131, v255, v45
ds_inc_rtn_u32 v83, v249, v86
ds_dec_u32 v7, v150
ds_min_num_rtn_f64 v[200:201], v102, v[50:51]
ds_sub_rtn_u32 v28, v54, v63
ds_max_rtn_i32 v193, v227, v244
ds_min_num_f32 v181, v195
ds_min_i64 v73, v[164:165]
ds_load_2addr_b64 v[0:3], v103
ds_load_i8_d16_hi v81, v53
ds_load_i8 v164, v113
ds_add_rtn_u64 v[248:249], v8, v[52:53]
ds_mskor_rtn_b64 v[170:171], v98, v[88:89], v[238:239]
ds_or_b32 v181, v182
ds_or_rtn_b32 v42, v197, v136
ds_sub_rtn_u64 v[122:123], v45, v[140:141]
ds_xor_b32 v173, v107
ds_store_addtid_b32 v0
ds_store_b16_d16_hi v92, v158
ds_max_num_f64 v131, v[46:47]
ds_load_u16_d16 v221, v11
ds_load_i16 v152, v129
ds_rsub_rtn_u64 v[192:193], v253, v[42:43]
ds_and_b64 v78, v[138:139]
ds_max_rtn_u64 v[48:49], v101, v[112:113]
ds_storexchg_2addr_rtn_b64 v[44:47], v16, v[32:33], v[148:149]
ds_load_i8_d16 v102, v142
ds_inc_u32 v113, v213
ds_inc_u64 v169, v[130:131]
ds_bvh_stack_push8_pop2_rtn_b64 v[200:201], v37, v98, v[28:35]
ds_or_rtn_b64 v[110:111], v224, v[26:27]
ds_storexchg_rtn_b32 v197, v206, v48
ds_consume v0
ds_store_2addr_b64 v250, v[140:141], v[48:49]
ds_and_b32 v24, v174
ds_sub_clamp_u32 v2, v7
ds_load_u16_d16_hi v148, v128
ds_sub_clamp_rtn_u32 v33, v45, v20
ds_add_rtn_f32 v185, v107, v225
ds_mskor_b32 v126, v76, v66
ds_xor_rtn_b32 v240, v168, v197
ds_min_num_rtn_f32 v19, v214, v70
ds_cond_sub_u32 v30, v121
ds_min_num_f64 v117, v[188:189]
ds_max_rtn_i64 v[160:161], v35, v[18:19]
ds_load_addtid_b32 v0
ds_sub_u64 v15, v[84:85]
ds_dec_rtn_u32 v178, v197, v21
ds_storexchg_2addr_stride64_rtn_b64 v[24:27], v60, v[146:147], v[84:85]
ds_load_b96 v[190:192], v83
ds_rsub_rtn_u32 v5, v105, v240
ds_mskor_b64 v197, v[112:113], v[196:197]
ds_load_u16 v60, v218
ds_storexchg_2addr_stride64_rtn_b32 v[204:205], v142, v83, v126
ds_load_u8_d16 v112, v230
ds_and_rtn_b64 v[28:29], v109, v[30:31]
ds_min_rtn_u32 v23, v105, v126
ds_cmpstore_b32 v60, v171, v137
ds_min_i32 v205, v200
ds_bvh_stack_push8_pop1_rtn_b32 v17, v19, v126, v[244:251]
ds_max_i32 v204, v237
ds_inc_rtn_u64 v[204:205], v245, v[34:35]
ds_rsub_u32 v132, v255
ds_min_u32 v2, v142
ds_append v0
ds_store_b16 v100, v105
ds_cmpstore_rtn_b32 v136, v241, v67, v62
ds_rsub_u64 v103, v[160:161]
ds_xor_b64 v37, v[104:105]
ds_condxchg32_rtn_b64 v[4:5], v195, v[198:199]
ds_or_b64 v20, v[74:75]
ds_max_num_rtn_f64 v[242:243], v68, v[14:15]
ds_min_rtn_i64 v[248:249], v143, v[254:255]
ds_max_i64 v23, v[238:239]
ds_max_rtn_u32 v51, v153, v9
ds_add_u64 v144, v[42:43]
ds_max_num_rtn_f32 v18, v55, v215
ds_sub_u32 v44, v107
ds_load_2addr_stride64_b32 v[124:125], v119
ds_nop
ds_cond_sub_rtn_u32 v188, v217, v239
ds_store_2addr_stride64_b32 v101, v241, v100
ds_min_rtn_i32 v7, v209, v220
ds_dec_u64 v154, v[236:237]
ds_xor_rtn_b64 v[138:139], v22, v[170:171]
ds_store_b96 v230, v[54:56]
ds_cmpstore_b64 v163, v[120:121], v[120:121]
ds_store_2addr_stride64_b64 v230, v[216:217], v[120:121]
ds_bvh_stack_push4_pop1_rtn_b32 v204, v188, v219, v[212:215]
ds_load_u8 v222, v178
ds_max_num_f32 v26, v208
ds_mskor_rtn_b32 v117, v110, v153, v83
ds_min_u64 v5, v[112:113]
ds_cmpstore_rtn_b64 v[180:181], v61, v[114:115], v[98:99]
ds_and_rtn_b32 v110, v59, v185
ds_max_u64 v30, v[48:49]
ds_load_2addr_stride64_b64 v[8:11], v76
ds_load_u8_d16_hi v73, v239
ds_store_b8 v224, v173
ds_bpermute_fi_b32 v184, v205, v156
ds_add_f32 v59, v3
ds_min_rtn_u64 v[220:221], v245, v[244:245]
ds_store_b8_d16_hi v207, v45
ds_storexchg_rtn_b64 v[208:209], v212, v[130:131]
ds_dec_rtn_u64 v[178:179], v116, v[24:25]
ds_storexchg_2addr_rtn_b32 v[84:85], v226, v209, v220
ds_inc_rtn_u32 v46, v61, v224
ds_dec_u32 v169, v50
ds_min_num_rtn_f64 v[172:173], v11, v[132:133]
ds_sub_rtn_u32 v57, v91, v72
ds_max_rtn_i32 v29, v87, v239
ds_min_num_f32 v167, v239
ds_min_i64 v149, v[160:161]
ds_load_2addr_b64 v[232:235], v3
ds_load_i8_d16_hi v237, v149
ds_load_i8 v151, v107
ds_add_rtn_u64 v[134:135], v181, v[250:251]
ds_mskor_rtn_b64 v[170:171], v124, v[242:243], v[4:5]
ds_or_b32 v100, v102
ds_or_rtn_b32 v160, v81, v112
ds_sub_rtn_u64 v[36:37], v216, v[100:101]
ds_xor_b32 v80, v156
ds_store_addtid_b32 v0
ds_store_b16_d16_hi v210, v177
ds_max_num_f64 v154, v[68:69]
ds_load_u16_d16 v212, v99
ds_load_i16 v218, v96
ds_rsub_rtn_u64 v[72:73], v218, v[198:199]
ds_and_b64 v75, v[76:77]
ds_max_rtn_u64 v[222:223], v49, v[100:101]
ds_storexchg_2addr_rtn_b64 v[136:139], v9, v[166:167], v[28:29]
ds_load_i8_d16 v49, v68
ds_inc_u32 v176, v216
ds_inc_u64 v239, v[84:85]
ds_bvh_stack_push8_pop2_rtn_b64 v[220:221], v213, v139, v[160:167]
ds_or_rtn_b64 v[158:159], v178, v[144:145]
ds_storexchg_rtn_b32 v207, v52, v69
ds_consume v0
ds_store_2addr_b64 v23, v[208:209], v[80:81]
ds_and_b32 v167, v74
ds_sub_clamp_u32 v251, v136
ds_load_u16_d16_hi v23, v93
ds_sub_clamp_rtn_u32 v34, v41, v235
ds_add_rtn_f32 v204, v119, v155
ds_mskor_b32 v133, v218, v69
ds_xor_rtn_b32 v56, v179, v172
ds_min_num_rtn_f32 v11, v252, v169
ds_cond_sub_u32 v151, v233
ds_min_num_f64 v145, v[178:179]
ds_max_rtn_i64 v[4:5], v230, v[188:189]
ds_load_addtid_b32 v0
ds_sub_u64 v121, v[128:129]
ds_dec_rtn_u32 v51, v237, v39
ds_storexchg_2addr_stride64_rtn_b64 v[240:243], v138, v[194:195], v[228:229]
ds_load_b96 v[172:174], v188
ds_rsub_rtn_u32 v176, v29, v87
ds_mskor_b64 v129, v[238:239], v[200:201]
ds_load_u16 v139, v72
ds_storexchg_2addr_stride64_rtn_b32 v[62:63], v228, v174, v22
ds_load_u8_d16 v185, v7
ds_and_rtn_b64 v[246:247], v57, v[16:17]
ds_min_rtn_u32 v32, v232, v67
ds_cmpstore_b32 v139, v211, v166
ds_min_i32 v143, v143
ds_bvh_stack_push8_pop1_rtn_b32 v99, v38, v250, v[80:87]
ds_max_i32 v183, v98
ds_inc_rtn_u64 v[176:177], v151, v[212:213]
ds_rsub_u32 v109, v27
ds_min_u32 v127, v50
ds_append v0
ds_store_b16 v107, v144
ds_cmpstore_rtn_b32 v187, v120, v47, v238
ds_rsub_u64 v141, v[184:185]
ds_xor_b64 v54, v[106:107]
ds_condxchg32_rtn_b64 v[132:133], v209, v[214:215]
ds_or_b64 v214, v[248:249]
ds_max_num_rtn_f64 v[108:109], v156, v[140:141]
ds_min_rtn_i64 v[214:215], v82, v[54:55]
ds_max_i64 v54, v[236:237]
ds_max_rtn_u32 v43, v235, v184
ds_add_u64 v66, v[68:69]
flat_atomic_inc_u64 v[132:133], v[156:157]
flat_atomic_swap_b32 v[34:35], v233
flat_atomic_sub_u32 v[202:203], v75
flat_atomic_min_i64 v[70:71], v[14:15]
flat_store_b96 v[134:135], v[176:178]
flat_load_b64 v[104:105], v[30:31]
flat_atomic_min_i32 v[226:227], v99
flat_atomic_xor_b32 v[254:255], v2
flat_atomic_pk_add_bf16 v[220:221], v133
flat_atomic_dec_u32 v[180:181], v6
flat_atomic_or_b32 v[230:231], v155
flat_atomic_cond_sub_u32 v[118:119], v87
flat_load_i8 v217, v[118:119]
flat_atomic_sub_clamp_u32 v[234:235], v221
flat_atomic_max_i32 v[102:103], v32
flat_load_d16_i8 v108, v[168:169]
flat_atomic_swap_b64 v[20:21], v[160:161]
flat_atomic_add_u32 v[14:15], v104
flat_atomic_and_b32 v[80:81], v120
flat_atomic_or_b64 v[66:67], v[118:119]
flat_store_d16_hi_b8 v[198:199], v46
flat_load_d16_hi_b16 v168, v[176:177]
flat_atomic_add_f32 v[126:127], v162
flat_atomic_xor_b64 v[238:239], v[94:95]
flat_load_b32 v56, v[158:159]
flat_atomic_cmpswap_b32 v[108:109], v[174:175]
flat_load_i16 v158, v[168:169]
flat_load_b128 v[4:7], v[38:39]
flat_load_u8 v238, v[224:225]
flat_atomic_cmpswap_b64 v[104:105], v[84:87]
flat_store_b8 v[208:209], v37
flat_atomic_inc_u32 v[106:107], v100
flat_atomic_pk_add_f16 v[188:189], v245
flat_atomic_min_u32 v[6:7], v175
flat_store_d16_hi_b16 v[254:255], v246
flat_atomic_max_u64 v[78:79], v[190:191]
flat_load_d16_hi_u8 v110, v[36:37]
flat_load_d16_hi_i8 v39, v[96:97]
flat_load_u16 v95, v[212:213]
flat_atomic_max_num_f32 v[114:115], v204
flat_store_b128 v[38:39], v[128:131]
flat_atomic_min_u64 v[70:71], v[216:217]
flat_atomic_max_u32 v[156:157], v172
flat_atomic_dec_u64 v[2:3], v[50:51]
flat_store_b16 v[100:101], v145
flat_load_b96 v[2:4], v[24:25]
flat_atomic_add_u64 v[158:159], v[130:131]
flat_load_d16_u8 v122, v[16:17]
flat_atomic_max_i64 v[200:201], v[238:239]
flat_store_b64 v[252:253], v[22:23]
flat_load_d16_b16 v195, v[196:197]
flat_atomic_min_num_f32 v[156:157], v110
flat_atomic_sub_u64 v[186:187], v[150:151]
flat_atomic_and_b64 v[36:37], v[86:87]
flat_store_b32 v[212:213], v165
flat_atomic_inc_u64 v[6:7], v[96:97]
flat_atomic_swap_b32 v[214:215], v128
flat_atomic_sub_u32 v[164:165], v119
flat_atomic_min_i64 v[16:17], v[66:67]
flat_store_b96 v[184:185], v[118:120]
flat_load_b64 v[78:79], v[74:75]
flat_atomic_min_i32 v[248:249], v201
flat_atomic_xor_b32 v[158:159], v115
flat_atomic_pk_add_bf16 v[30:31], v30
flat_atomic_dec_u32 v[4:5], v202
flat_atomic_or_b32 v[6:7], v85
flat_atomic_cond_sub_u32 v[228:229], v150
flat_load_i8 v129, v[172:173]
flat_atomic_sub_clamp_u32 v[146:147], v105
flat_atomic_max_i32 v[198:199], v45
flat_load_d16_i8 v201, v[164:165]
flat_atomic_swap_b64 v[58:59], v[210:211]
flat_atomic_add_u32 v[196:197], v133
flat_atomic_and_b32 v[116:117], v179
flat_atomic_or_b64 v[232:233], v[102:103]
flat_store_d16_hi_b8 v[252:253], v179
flat_load_d16_hi_b16 v118, v[240:241]
flat_atomic_add_f32 v[64:65], v5
flat_atomic_xor_b64 v[192:193], v[90:91]
flat_load_b32 v20, v[236:237]
flat_atomic_cmpswap_b32 v[6:7], v[144:145]
flat_load_i16 v101, v[202:203]
flat_load_b128 v[204:207], v[70:71]
flat_load_u8 v82, v[120:121]
flat_atomic_cmpswap_b64 v[230:231], v[68:71]
flat_store_b8 v[146:147], v238
flat_atomic_inc_u32 v[32:33], v43
flat_atomic_pk_add_f16 v[170:171], v116
flat_atomic_min_u32 v[196:197], v94
flat_store_d16_hi_b16 v[10:11], v55
flat_atomic_max_u64 v[16:17], v[192:193]
flat_load_d16_hi_u8 v160, v[118:119]
flat_load_d16_hi_i8 v116, v[146:147]
flat_load_u16 v154, v[4:5]
flat_atomic_max_num_f32 v[20:21], v59
flat_store_b128 v[18:19], v[108:111]
flat_atomic_min_u64 v[152:153], v[8:9]
flat_atomic_max_u32 v[162:163], v176
flat_atomic_dec_u64 v[154:155], v[36:37]
flat_store_b16 v[240:241], v61
flat_load_b96 v[4:6], v[130:131]
flat_atomic_add_u64 v[38:39], v[206:207]
flat_load_d16_u8 v169, v[114:115]
flat_atomic_max_i64 v[198:199], v[90:91]
flat_store_b64 v[92:93], v[4:5]
flat_load_d16_b16 v85, v[16:17]
flat_atomic_min_num_f32 v[200:201], v78
flat_atomic_sub_u64 v[50:51], v[0:1]
flat_atomic_and_b64 v[148:149], v[56:57]
flat_store_b32 v[182:183], v162
global_load_d16_u8 v39, v238, s[42:43]
global_load_addtid_b32 v230, s[84:85]
global_atomic_xor_b64 v41, v[106:107], s[76:77]
global_atomic_sub_u32 v240, v12, s[18:19]
global_atomic_dec_u64 v185, v[194:195], s[32:33]
global_atomic_swap_b32 v107, v129, s[36:37]
global_atomic_add_u64 v144, v[126:127], s[14:15]
global_load_i8 v216, v33, s[22:23]
global_atomic_cmpswap_b64 v47, v[144:147], s[4:5]
global_load_u16 v61, v78, s[72:73]
global_atomic_inc_u32 v224, v66, s[24:25]
global_atomic_cmpswap_b32 v2, v[86:87], s[44:45]
global_atomic_max_i32 v95, v86, s[16:17]
global_atomic_sub_u64 v124, v[178:179], s[10:11]
global_wb
global_atomic_cond_sub_u32 v156, v185, s[88:89]
global_atomic_min_i32 v164, v91, s[98:99]
global_store_addtid_b32 v24, s[80:81]
global_load_d16_i8 v69, v120, s[40:41]
global_atomic_or_b32 v220, v90, s[14:15]
global_load_tr_b128 v[80:83], v107, s[88:89]
global_atomic_or_b64 v205, v[220:221], s[86:87]
global_atomic_sub_clamp_u32 v58, v191, s[84:85]
global_load_tr_b64 v[30:31], v85, s[22:23]
global_store_d16_hi_b16 v74, v54, s[16:17]
global_atomic_min_u32 v250, v135, s[80:81]
global_load_u8 v93, v13, s[96:97]
global_inv
global_load_d16_hi_i8 v45, v66, s[2:3]
global_atomic_max_i64 v90, v[246:247], s[0:1]
global_atomic_ordered_add_b64 v55, v[168:169], s[90:91]
global_atomic_add_f32 v230, v153, s[84:85]
global_store_b8 v243, v165, s[32:33]
global_store_b96 v247, v[18:20], s[48:49]
global_load_d16_hi_b16 v12, v252, s[20:21]
global_atomic_max_num_f32 v250, v169, s[14:15]
global_atomic_dec_u32 v159, v207, s[24:25]
global_load_d16_b16 v119, v118, s[0:1]
global_atomic_max_u32 v44, v243, s[64:65]
global_store_block v122, v[176:207], s[60:61]
global_load_d16_hi_u8 v253, v201, s[64:65]
global_load_b96 v[200:202], v173, s[26:27]
global_load_i16 v246, v17, s[20:21]
global_wbinv
global_atomic_and_b64 v40, v[202:203], s[66:67]
global_atomic_and_b32 v66, v206, s[38:39]
global_store_d16_hi_b8 v205, v36, s[64:65]
global_atomic_xor_b32 v241, v137, s[36:37]
global_atomic_min_i64 v120, v[136:137], s[10:11]
global_store_b16 v145, v253, s[6:7]
global_atomic_max_u64 v151, v[94:95], s[62:63]
global_atomic_min_num_f32 v173, v92, s[44:45]
global_atomic_min_u64 v207, v[234:235], s[24:25]
global_atomic_swap_b64 v155, v[172:173], s[80:81]
global_atomic_inc_u64 v56, v[238:239], s[88:89]
global_load_block v[132:163], v218, s[22:23]
global_load_d16_u8 v156, v117, s[20:21]
global_load_addtid_b32 v152, s[44:45]
global_atomic_xor_b64 v110, v[210:211], s[66:67]
global_atomic_sub_u32 v226, v97, s[60:61]
global_atomic_dec_u64 v172, v[134:135], s[50:51]
global_atomic_swap_b32 v92, v235, s[90:91]
global_atomic_add_u64 v62, v[126:127], s[82:83]
global_load_i8 v153, v112, s[90:91]
global_atomic_cmpswap_b64 v242, v[204:207], s[72:73]
global_load_u16 v141, v230, s[60:61]
global_atomic_inc_u32 v103, v50, s[12:13]
global_atomic_cmpswap_b32 v200, v[214:215], s[48:49]
global_atomic_max_i32 v231, v108, s[26:27]
global_atomic_sub_u64 v116, v[236:237], s[40:41]
global_wb
global_atomic_cond_sub_u32 v63, v207, s[22:23]
global_atomic_min_i32 v228, v139, s[90:91]
global_store_addtid_b32 v84, s[4:5]
global_load_d16_i8 v183, v222, s[84:85]
global_atomic_or_b32 v41, v98, s[20:21]
global_load_tr_b128 v[56:59], v19, s[28:29]
global_atomic_or_b64 v5, v[106:107], s[14:15]
global_atomic_sub_clamp_u32 v154, v48, s[62:63]
global_load_tr_b64 v[98:99], v110, s[34:35]
global_store_d16_hi_b16 v196, v187, s[36:37]
global_atomic_min_u32 v16, v207, s[54:55]
global_load_u8 v183, v13, s[14:15]
global_inv
global_load_d16_hi_i8 v103, v144, s[98:99]
global_atomic_max_i64 v144, v[46:47], s[12:13]
global_atomic_ordered_add_b64 v98, v[0:1], s[42:43]
global_atomic_add_f32 v241, v13, s[80:81]
global_store_b8 v219, v224, s[86:87]
global_store_b96 v8, v[226:228], s[88:89]
global_load_d16_hi_b16 v45, v56, s[96:97]
global_atomic_max_num_f32 v237, v4, s[2:3]
global_atomic_dec_u32 v121, v23, s[58:59]
global_load_d16_b16 v233, v6, s[54:55]
global_atomic_max_u32 v84, v181, s[30:31]
global_store_block v31, v[48:79], s[96:97]
global_load_d16_hi_u8 v13, v19, s[96:97]
global_load_b96 v[148:150], v207, s[96:97]
global_load_i16 v111, v240, s[40:41]
global_wbinv
global_atomic_and_b64 v200, v[62:63], s[38:39]
global_atomic_and_b32 v70, v24, s[92:93]
global_store_d16_hi_b8 v53, v48, s[96:97]
global_atomic_xor_b32 v214, v215, s[64:65]
global_atomic_min_i64 v165, v[138:139], s[34:35]
global_store_b16 v60, v63, s[2:3]
global_atomic_max_u64 v59, v[18:19], s[40:41]
global_atomic_min_num_f32 v101, v102, s[32:33]
global_atomic_min_u64 v159, v[206:207], s[18:19]
global_atomic_swap_b64 v87, v[214:215], s[2:3]
global_atomic_inc_u64 v75, v[172:173], s[88:89]
global_load_block v[56:87], v5, s[52:53]
scratch_load_u8 v230, off, s63
scratch_load_d16_hi_b16 v202, off, s20
scratch_store_d16_hi_b8 off, v70, s86
scratch_load_b128 v[60:63], off, s72
scratch_load_i8 v158, off, s56
scratch_store_b96 off, v[128:130], s35
scratch_load_d16_hi_u8 v23, off, s32
scratch_store_b128 off, v[232:235], s52
scratch_store_b8 off, v253, s53
scratch_load_b32 v132, off, s56
scratch_load_b96 v[2:4], off, s47
scratch_store_block off, v[120:151], s15
scratch_load_d16_b16 v229, off, s70
scratch_load_d16_hi_i8 v105, off, s58
scratch_load_d16_u8 v170, off, s47
scratch_load_b64 v[202:203], off, s65
scratch_store_b16 off, v150, s22
scratch_load_u16 v42, off, s91
scratch_load_d16_i8 v148, off, s51
scratch_load_i16 v147, off, s57
scratch_store_b32 off, v132, s58
scratch_store_d16_hi_b16 off, v85, s82
scratch_store_b64 off, v[46:47], s96
scratch_load_block v[196:227], off, s91
scratch_load_u8 v123, off, s30
scratch_load_d16_hi_b16 v204, off, s69
scratch_store_d16_hi_b8 off, v24, s34
scratch_load_b128 v[236:239], off, s33
scratch_load_i8 v189, off, s43
scratch_store_b96 off, v[226:228], s27
scratch_load_d16_hi_u8 v113, off, s15
scratch_store_b128 off, v[16:19], s85
scratch_store_b8 off, v244, s94
scratch_load_b32 v81, off, s20
scratch_load_b96 v[232:234], off, s77
scratch_store_block off, v[212:243], s53
scratch_load_d16_b16 v227, off, s26
scratch_load_d16_hi_i8 v7, off, s24
scratch_load_d16_u8 v212, off, s42
scratch_load_b64 v[204:205], off, s20
scratch_store_b16 off, v53, s74
scratch_load_u16 v134, off, s67
scratch_load_d16_i8 v58, off, s20
scratch_load_i16 v192, off, s35
scratch_store_b32 off, v183, s32
scratch_store_d16_hi_b16 off, v74, s22
scratch_store_b64 off, v[102:103], s42
scratch_load_block v[76:107], off, s21
tbuffer_store_format_xyzw v[24:27], off, s[24:27], s44
buffer_load_d16_format_xy v157, off, s[60:63], s61
buffer_store_format_xy v[156:157], off, s[28:31], s42
buffer_load_d16_format_x v145, off, s[20:23], s64
tbuffer_load_format_xyzw v[80:83], off, s[96:99], s59
tbuffer_store_format_x v137, off, s[20:23], s28
buffer_store_b32 v122, off, s[4:7], s89
buffer_atomic_cond_sub_u32 v249, off, s[56:59], s73
buffer_atomic_and_b32 v181, off, s[52:55], s72
buffer_store_format_xyzw v[248:251], off, s[92:95], s92
buffer_load_d16_hi_i8 v234, off, s[44:47], s37
tbuffer_load_d16_format_xyz v[80:81], off, s[40:43], s11
buffer_atomic_min_num_f32 v93, off, s[24:27], s58
tbuffer_store_d16_format_xyz v[148:149], off, s[44:47], s87
buffer_load_i8 v68, off, s[88:91], s25
buffer_load_d16_u8 v30, off, s[12:15], s76
buffer_atomic_cmpswap_b64 v[248:251], off, s[24:27], s67
buffer_atomic_pk_add_f16 v227, off, s[84:87], s91
buffer_atomic_max_u64 v[90:91], off, s[76:79], s83
tbuffer_store_d16_format_x v126, off, s[44:47], s35
buffer_atomic_min_u32 v197, off, s[0:3], s27
buffer_load_b128 v[72:75], off, s[84:87], s64
buffer_atomic_xor_b32 v166, off, s[72:75], s34
buffer_load_i16 v144, off, s[56:59], s28
tbuffer_store_format_xy v[32:33], off, s[48:51], s51
buffer_atomic_and_b64 v[10:11], off, s[40:43], s7
tbuffer_load_d16_format_xy v93, off, s[60:63], s93
buffer_load_format_xyzw v[12:15], off, s[36:39], s95
tbuffer_store_d16_format_xyzw v[62:63], off, s[8:11], s90
buffer_store_b128 v[208:211], off, s[92:95], s57
buffer_load_d16_hi_format_x v120, off, s[0:3], s39
buffer_atomic_add_f32 v47, off, s[4:7], s9
buffer_atomic_swap_b32 v179, off, s[76:79], s27
buffer_load_d16_hi_u8 v182, off, s[84:87], s68
buffer_load_format_x v244, off, s[12:15], s61
buffer_load_d16_hi_b16 v117, off, s[36:39], s64
buffer_load_u16 v234, off, s[80:83], s28
buffer_atomic_add_u32 v116, off, s[64:67], s33
buffer_store_b64 v[44:45], off, s[0:3], s4
buffer_atomic_or_b64 v[6:7], off, s[88:91], s36
buffer_load_b32 v117, off, s[48:51], s46
buffer_load_d16_format_xyz v[146:147], off, s[96:99], s98
buffer_atomic_inc_u32 v231, off, s[72:75], s18
buffer_load_d16_i8 v154, off, s[32:35], s16
buffer_load_b96 v[118:120], off, s[92:95], s99
buffer_atomic_inc_u64 v[168:169], off, s[32:35], s55
buffer_store_format_x v203, off, s[0:3], s67
buffer_atomic_sub_u32 v39, off, s[20:23], s83
buffer_atomic_dec_u64 v[40:41], off, s[40:43], s19
buffer_store_d16_format_xy v197, off, s[0:3], s86
tbuffer_store_format_xyz v[108:110], off, s[56:59], s62
buffer_atomic_pk_add_bf16 v34, off, s[84:87], s49
tbuffer_load_d16_format_xyzw v[126:127], off, s[12:15], s70
buffer_atomic_sub_clamp_u32 v54, off, s[92:95], s96
buffer_load_d16_b16 v94, off, s[28:31], s32
tbuffer_store_d16_format_xy v7, off, s[4:7], s61
buffer_atomic_dec_u32 v185, off, s[52:55], s89
buffer_atomic_swap_b64 v[222:223], off, s[32:35], s25
buffer_load_d16_format_xyzw v[206:207], off, s[20:23], s16
buffer_atomic_or_b32 v203, off, s[28:31], s40
buffer_atomic_max_u32 v252, off, s[76:79], s9
buffer_atomic_xor_b64 v[100:101], off, s[8:11], s66
buffer_store_b8 v88, off, s[84:87], s97
tbuffer_load_d16_format_x v253, off, s[36:39], s63
buffer_store_b16 v178, off, s[88:91], s81
buffer_atomic_min_i64 v[204:205], off, s[16:19], s1
buffer_atomic_cmpswap_b32 v[104:105], off, s[20:23], s47
buffer_store_d16_hi_b16 v81, off, s[84:87], s4
buffer_store_d16_format_xyzw v[248:249], off, s[56:59], s97
tbuffer_load_format_xy v[160:161], off, s[12:15], s91
buffer_atomic_max_i64 v[196:197], off, s[68:71], s70
buffer_store_d16_format_xyz v[76:77], off, s[96:99], s44
buffer_store_format_xyz v[160:162], off, s[68:71], s15
buffer_store_b96 v[10:12], off, s[80:83], s73
buffer_atomic_add_u64 v[50:51], off, s[84:87], s67
buffer_load_format_xy v[138:139], off, s[4:7], s85
tbuffer_load_format_xyz v[22:24], off, s[48:51], s11
buffer_atomic_min_u64 v[90:91], off, s[68:71], s12
buffer_load_b64 v[2:3], off, s[80:83], s98
buffer_atomic_max_num_f32 v0, off, s[92:95], s59
tbuffer_load_format_x v144, off, s[88:91], s76
buffer_store_d16_hi_b8 v47, off, s[60:63], s27
buffer_atomic_max_i32 v56, off, s[92:95], s3
buffer_atomic_sub_u64 v[230:231], off, s[16:19], s93
buffer_load_u8 v35, off, s[16:19], s16
buffer_load_format_xyz v[214:216], off, s[92:95], s31
buffer_store_d16_format_x v247, off, s[84:87], s81
buffer_atomic_min_i32 v171, off, s[68:71], s7
buffer_store_d16_hi_format_x v61, off, s[20:23], s53
tbuffer_store_format_xyzw v[84:87], off, s[52:55], s8
buffer_load_d16_format_xy v155, off, s[20:23], s25
buffer_store_format_xy v[90:91], off, s[64:67], s29
buffer_load_d16_format_x v233, off, s[20:23], s82
tbuffer_load_format_xyzw v[128:131], off, s[84:87], s24
tbuffer_store_format_x v40, off, s[4:7], s64
buffer_store_b32 v202, off, s[36:39], s65
buffer_atomic_cond_sub_u32 v196, off, s[24:27], s98
buffer_atomic_and_b32 v167, off, s[32:35], s28
buffer_store_format_xyzw v[208:211], off, s[32:35], s99
buffer_load_d16_hi_i8 v105, off, s[64:67], s84
tbuffer_load_d16_format_xyz v[232:233], off, s[40:43], s52
buffer_atomic_min_num_f32 v245, off, s[76:79], s68
tbuffer_store_d16_format_xyz v[152:153], off, s[84:87], s76
buffer_load_i8 v38, off, s[56:59], s45
buffer_load_d16_u8 v17, off, s[96:99], s70
buffer_atomic_cmpswap_b64 v[148:151], off, s[96:99], s14
buffer_atomic_pk_add_f16 v164, off, s[60:63], s60
buffer_atomic_max_u64 v[136:137], off, s[36:39], s53
tbuffer_store_d16_format_x v80, off, s[32:35], s83
buffer_atomic_min_u32 v78, off, s[96:99], s34
buffer_load_b128 v[144:147], off, s[4:7], s3
buffer_atomic_xor_b32 v75, off, s[72:75], s74
buffer_load_i16 v101, off, s[12:15], s98
tbuffer_store_format_xy v[26:27], off, s[0:3], s80
buffer_atomic_and_b64 v[184:185], off, s[88:91], s96
tbuffer_load_d16_format_xy v150, off, s[76:79], s74
buffer_load_format_xyzw v[24:27], off, s[36:39], s88
tbuffer_store_d16_format_xyzw v[234:235], off, s[88:91], s36
buffer_store_b128 v[116:119], off, s[52:55], s92
buffer_load_d16_hi_format_x v132, off, s[36:39], s51
buffer_atomic_add_f32 v74, off, s[64:67], s63
buffer_atomic_swap_b32 v43, off, s[68:71], s25
buffer_load_d16_hi_u8 v46, off, s[76:79], s64
buffer_load_format_x v60, off, s[8:11], s69
buffer_load_d16_hi_b16 v195, off, s[8:11], s9
buffer_load_u16 v120, off, s[88:91], s78
buffer_atomic_add_u32 v64, off, s[64:67], s11
buffer_store_b64 v[198:199], off, s[72:75], s53
buffer_atomic_or_b64 v[252:253], off, s[92:95], s74
buffer_load_b32 v40, off, s[92:95], s37
buffer_load_d16_format_xyz v[186:187], off, s[64:67], s4
buffer_atomic_inc_u32 v134, off, s[80:83], s38
buffer_load_d16_i8 v50, off, s[32:35], s42
buffer_load_b96 v[108:110], off, s[36:39], s2
buffer_atomic_inc_u64 v[96:97], off, s[56:59], s75
buffer_store_format_x v39, off, s[72:75], s55
buffer_atomic_sub_u32 v247, off, s[8:11], s36
buffer_atomic_dec_u64 v[40:41], off, s[84:87], s72
buffer_store_d16_format_xy v94, off, s[64:67], s87
tbuffer_store_format_xyz v[250:252], off, s[0:3], s96
buffer_atomic_pk_add_bf16 v87, off, s[40:43], s98
tbuffer_load_d16_format_xyzw v[40:41], off, s[0:3], s63
buffer_atomic_sub_clamp_u32 v20, off, s[84:87], s31
buffer_load_d16_b16 v252, off, s[0:3], s47
tbuffer_store_d16_format_xy v21, off, s[0:3], s28
buffer_atomic_dec_u32 v27, off, s[4:7], s77
buffer_atomic_swap_b64 v[138:139], off, s[68:71], s6
buffer_load_d16_format_xyzw v[40:41], off, s[24:27], s90
buffer_atomic_or_b32 v163, off, s[52:55], s27
buffer_atomic_max_u32 v39, off, s[4:7], s55
buffer_atomic_xor_b64 v[48:49], off, s[20:23], s62
buffer_store_b8 v13, off, s[36:39], s90
tbuffer_load_d16_format_x v72, off, s[36:39], s49
buffer_store_b16 v209, off, s[88:91], s67
buffer_atomic_min_i64 v[254:255], off, s[76:79], s5
buffer_atomic_cmpswap_b32 v[20:21], off, s[84:87], s50
buffer_store_d16_hi_b16 v166, off, s[68:71], s84
buffer_store_d16_format_xyzw v[62:63], off, s[20:23], s21
tbuffer_load_format_xy v[246:247], off, s[92:95], s76
buffer_atomic_max_i64 v[80:81], off, s[72:75], s88
buffer_store_d16_format_xyz v[186:187], off, s[16:19], s3
buffer_store_format_xyz v[110:112], off, s[24:27], s80
buffer_store_b96 v[174:176], off, s[44:47], s54
buffer_atomic_add_u64 v[198:199], off, s[96:99], s57
buffer_load_format_xy v[250:251], off, s[20:23], s65
tbuffer_load_format_xyz v[62:64], off, s[64:67], s66
buffer_atomic_min_u64 v[94:95], off, s[20:23], s14
buffer_load_b64 v[198:199], off, s[28:31], s77
buffer_atomic_max_num_f32 v138, off, s[60:63], s36
tbuffer_load_format_x v87, off, s[68:71], s85
buffer_store_d16_hi_b8 v172, off, s[48:51], s9
buffer_atomic_max_i32 v92, off, s[12:15], s82
buffer_atomic_sub_u64 v[168:169], off, s[0:3], s52
buffer_load_u8 v26, off, s[40:43], s55
buffer_load_format_xyz v[240:242], off, s[52:55], s6
buffer_store_d16_format_x v84, off, s[52:55], s67
buffer_atomic_min_i32 v183, off, s[32:35], s95
buffer_store_d16_hi_format_x v123, off, s[48:51], s65
image_atomic_pk_add_bf16 v212, v252, s[68:75] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_store_mip_pck v74, [v0, v0], s[92:99] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_max_int v23, v62, s[88:95] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_load v251, v159, s[56:63] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_or v186, v123, s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_min_flt v225, v95, s[80:87] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_get_resinfo v122, v87, s[52:59] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_xor v54, v255, s[44:51] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_inc_uint v196, v180, s[88:95] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_dec_uint v89, v212, s[36:43] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_store v240, v121, s[48:55] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_load_mip_pck v52, [v0, v0], s[64:71] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_add_uint v183, v67, s[52:59] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_and v57, v222, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_store_mip v202, [v0, v0], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_load_mip_pck_sgn v32, [v0, v0], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_min_uint v175, v59, s[52:59] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_store_pck v60, v185, s[56:63] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_sub_uint v252, v37, s[68:75] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_pk_add_f16 v110, v6, s[92:99] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_load_pck_sgn v118, v234, s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_load_pck v31, v148, s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_max_uint v108, v85, s[76:83] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_swap v120, v30, s[24:31] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_min_int v132, v135, s[56:63] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_max_flt v113, v72, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_load_mip v69, [v0, v0], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_add_flt v209, v116, s[44:51] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_pk_add_bf16 v66, v110, s[56:63] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_store_mip_pck v98, [v0, v0], s[56:63] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_max_int v17, v16, s[80:87] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_load v43, v115, s[68:75] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_or v97, v97, s[28:35] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_min_flt v129, v201, s[88:95] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_get_resinfo v63, v83, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_xor v255, v141, s[88:95] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_inc_uint v54, v175, s[28:35] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_dec_uint v209, v126, s[52:59] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_store v248, v39, s[32:39] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_load_mip_pck v101, [v0, v0], s[24:31] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_add_uint v108, v177, s[28:35] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_and v182, v247, s[64:71] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_store_mip v75, [v0, v0], s[56:63] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_load_mip_pck_sgn v106, [v0, v0], s[84:91] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_min_uint v144, v107, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_store_pck v250, v161, s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_sub_uint v110, v129, s[60:67] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_pk_add_f16 v201, v65, s[48:55] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_load_pck_sgn v33, v100, s[88:95] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_load_pck v229, v137, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_max_uint v248, v11, s[64:71] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_swap v191, v105, s[24:31] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_min_int v34, v142, s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_max_flt v118, v225, s[72:79] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_load_mip v172, [v0, v0], s[84:91] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_atomic_add_flt v223, v44, s[44:51] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c v[216:219], [v0, v0], s[84:91], s[80:83] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d v116, [v0, v0, v0], s[76:83], s[96:99] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d v204, [v0, v0, v0, v0], s[56:63], s[20:23] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d_cl_o v253, [v0, v0, v0, v[0:2]], s[84:91], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d_o_g16 v11, [v0, v0, v0, v[0:1]], s[24:31], s[48:51] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_b_cl_o v114, [v0, v0, v0, v[0:1]], s[28:35], s[40:43] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d_cl v54, [v0, v0, v0, v0], s[84:91], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c_lz v[240:243], [v0, v0], s[28:35], s[88:91] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d_o_g16 v60, [v0, v0, v0, v0], s[88:95], s[88:91] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_get_lod v131, v22, s[84:91], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d_cl_o_g16 v217, [v0, v0, v0, v[0:1]], s[60:67], s[48:51] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample v46, v161, s[72:79], s[40:43] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d_o v35, [v0, v0, v0, v[0:1]], s[48:55], s[24:27] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_lz_o v51, [v0, v0], s[20:27], s[20:23] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_lz_o v[232:235], [v0, v0], s[68:75], s[36:39] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_cl v12, [v0, v0, v0], s[80:87], s[32:35] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_b_cl v[40:43], [v0, v0, v0], s[12:19], s[88:91] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_l_o v42, [v0, v0, v0], s[4:11], s[28:31] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_b_cl_o v176, [v0, v0, v0, v0], s[28:35], s[88:91] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d_g16 v74, [v0, v0, v0], s[16:23], s[76:79] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c v101, [v0, v0], s[28:35], s[96:99] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_o v186, [v0, v0], s[20:27], s[80:83] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4h v[32:35], v193, s[56:63], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d_cl_g16 v57, [v0, v0, v0, v[0:1]], s[72:79], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_lz v173, v192, s[64:71], s[80:83] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c_lz_o v[92:95], [v0, v0, v0], s[40:47], s[28:31] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_lz v[28:31], v74, s[60:67], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d_o v153, [v0, v0, v0, v0], s[40:47], s[72:75] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_b_o v100, [v0, v0, v0, v0], s[48:55], s[20:23] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_l v82, [v0, v0, v0], s[4:11], s[64:67] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_cl v[184:187], [v0, v0], s[28:35], s[20:23] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_l v[168:171], [v0, v0], s[16:23], s[56:59] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_cl_o v207, [v0, v0, v0, v0], s[44:51], s[28:31] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_b v78, [v0, v0], s[92:99], s[80:83] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c_cl v[168:171], [v0, v0, v0], s[16:23], s[88:91] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c_l v[176:179], [v0, v0, v0], s[72:79], s[80:83] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_b_o v21, [v0, v0, v0], s[36:43], s[4:7] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_b_cl v182, [v0, v0, v0, v0], s[80:87], s[44:47] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c_b v[252:255], [v0, v0, v0], s[4:11], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_l v151, [v0, v0], s[20:27], s[40:43] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_b_cl v183, [v0, v0, v0], s[92:99], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4 v[200:203], v143, s[44:51], s[28:31] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_cl v200, [v0, v0], s[92:99], s[56:59] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c_b_cl v[228:231], [v0, v0, v0, v0], s[52:59], s[76:79] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_lz v8, [v0, v0], s[8:15], s[56:59] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_cl_o v6, [v0, v0, v0], s[28:35], s[44:47] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_b v206, [v0, v0, v0], s[24:31], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d_cl_g16 v101, [v0, v0, v0, v0], s[52:59], s[24:27] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_b v[224:227], [v0, v0], s[52:59], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_o v[192:195], [v0, v0], s[36:43], s[48:51] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_lz_o v158, [v0, v0, v0], s[44:51], s[64:67] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d_cl v191, [v0, v0, v0, v[0:1]], s[28:35], s[68:71] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_o v111, [v0, v0, v0], s[48:55], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d_cl_o_g16 v143, [v0, v0, v0, v[0:2]], s[80:87], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d_cl_o v248, [v0, v0, v0, v[0:1]], s[36:43], s[48:51] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_l_o v201, [v0, v0, v0, v0], s[88:95], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d_g16 v65, [v0, v0, v0, v0], s[44:51], s[48:51] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c v[84:87], [v0, v0], s[32:39], s[64:67] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d v139, [v0, v0, v0], s[28:35], s[72:75] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d v36, [v0, v0, v0, v0], s[12:19], s[20:23] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d_cl_o v51, [v0, v0, v0, v[0:2]], s[68:75], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d_o_g16 v158, [v0, v0, v0, v[0:1]], s[48:55], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_b_cl_o v90, [v0, v0, v0, v[0:1]], s[44:51], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d_cl v235, [v0, v0, v0, v0], s[64:71], s[92:95] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c_lz v[212:215], [v0, v0], s[12:19], s[40:43] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d_o_g16 v139, [v0, v0, v0, v0], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_get_lod v54, v109, s[4:11], s[80:83] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d_cl_o_g16 v52, [v0, v0, v0, v[0:1]], s[4:11], s[48:51] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample v30, v119, s[84:91], s[28:31] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d_o v144, [v0, v0, v0, v[0:1]], s[48:55], s[84:87] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_lz_o v129, [v0, v0], s[80:87], s[80:83] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_lz_o v[24:27], [v0, v0], s[28:35], s[4:7] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_cl v105, [v0, v0, v0], s[52:59], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_b_cl v[56:59], [v0, v0, v0], s[80:87], s[76:79] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_l_o v40, [v0, v0, v0], s[76:83], s[20:23] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_b_cl_o v133, [v0, v0, v0, v0], s[68:75], s[32:35] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d_g16 v152, [v0, v0, v0], s[24:31], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c v136, [v0, v0], s[24:31], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_o v153, [v0, v0], s[72:79], s[64:67] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4h v[52:55], v130, s[32:39], s[76:79] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d_cl_g16 v97, [v0, v0, v0, v[0:1]], s[72:79], s[36:39] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_lz v144, v186, s[36:43], s[84:87] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c_lz_o v[248:251], [v0, v0, v0], s[32:39], s[68:71] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_lz v[136:139], v145, s[16:23], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d_o v228, [v0, v0, v0, v0], s[72:79], s[32:35] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_b_o v66, [v0, v0, v0, v0], s[32:39], s[84:87] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_l v201, [v0, v0, v0], s[28:35], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_cl v[196:199], [v0, v0], s[12:19], s[28:31] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_l v[44:47], [v0, v0], s[56:63], s[48:51] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_cl_o v189, [v0, v0, v0, v0], s[32:39], s[56:59] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_b v40, [v0, v0], s[84:91], s[88:91] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c_cl v[164:167], [v0, v0, v0], s[52:59], s[56:59] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c_l v[4:7], [v0, v0, v0], s[52:59], s[84:87] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_b_o v166, [v0, v0, v0], s[72:79], s[44:47] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_b_cl v136, [v0, v0, v0, v0], s[80:87], s[92:95] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c_b v[28:31], [v0, v0, v0], s[84:91], s[44:47] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_l v114, [v0, v0], s[0:7], s[80:83] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_b_cl v9, [v0, v0, v0], s[76:83], s[32:35] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4 v[64:67], v15, s[32:39], s[52:55] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_cl v159, [v0, v0], s[72:79], s[4:7] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_c_b_cl v[64:67], [v0, v0, v0, v0], s[8:15], s[44:47] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_lz v31, [v0, v0], s[8:15], s[4:7] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_cl_o v128, [v0, v0, v0], s[0:7], s[36:39] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_b v4, [v0, v0, v0], s[12:19], s[60:63] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d_cl_g16 v7, [v0, v0, v0, v0], s[8:15], s[48:51] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_b v[136:139], [v0, v0], s[28:35], s[88:91] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4_o v[72:75], [v0, v0], s[52:59], s[20:23] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_lz_o v229, [v0, v0, v0], s[0:7], s[52:55] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d_cl v190, [v0, v0, v0, v[0:1]], s[68:75], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_o v178, [v0, v0, v0], s[16:23], s[68:71] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d_cl_o_g16 v173, [v0, v0, v0, v[0:2]], s[12:19], s[88:91] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_d_cl_o v22, [v0, v0, v0, v[0:1]], s[52:59], s[28:31] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_l_o v33, [v0, v0, v0, v0], s[72:79], s[48:51] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_sample_c_d_g16 v243, [v0, v0, v0, v0], s[48:55], s[96:99] dmask:0x1 dim:SQ_RSRC_IMG_1D
export mrt0 v0, off, off, off
export mrt0 v0, off, off, off
v_cvt_f32_ubyte3 v2, v226 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte3 v2, v226 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_f32_ubyte3 v2, v226 dpp8:[7,6,5,4,3,2,1,0]
v_frexp_exp_i32_f32 v231, v176 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_frexp_exp_i32_f32 v231, v176 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_frexp_exp_i32_f32 v231, v176 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_u16_f16 v101, v74 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_norm_u16_f16 v101, v74 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_norm_u16_f16 v101, v74 dpp8:[7,6,5,4,3,2,1,0]
v_rcp_iflag_f32 v64, v220 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rcp_iflag_f32 v64, v220 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_rcp_iflag_f32 v64, v220 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u32_u16 v191, v101 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_u32_u16 v191, v101 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_u32_u16 v191, v101 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_i16 v6, v101 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f16_i16 v6, v101 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_f16_i16 v6, v101 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_off_f32_i4 v102, v71 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_off_f32_i4 v102, v71 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_off_f32_i4 v102, v71 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_ubyte0 v212, v110 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte0 v212, v110 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_f32_ubyte0 v212, v110 dpp8:[7,6,5,4,3,2,1,0]
v_movrels_b32 v248, v40 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_movrels_b32 v248, v40 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_movrels_b32 v248, v40 dpp8:[7,6,5,4,3,2,1,0]
v_sat_pk_u8_i16 v31, v171 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_sat_pk_u8_i16 v31, v171 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_sat_pk_u8_i16 v31, v171 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_ubyte2 v235, v123 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte2 v235, v123 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_f32_ubyte2 v235, v123 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_floor_i32_f32 v82, v155 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_floor_i32_f32 v82, v155 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_floor_i32_f32 v82, v155 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_nearest_i32_f32 v18, v6 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_nearest_i32_f32 v18, v6 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_nearest_i32_f32 v18, v6 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_bf8 v38, v249 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_bf8 v38, v249 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_f32_bf8 v38, v249 dpp8:[7,6,5,4,3,2,1,0]
v_movrelsd_b32 v215, v177 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_movrelsd_b32 v215, v177 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_movrelsd_b32 v215, v177 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_fp8 v49, v143 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_fp8 v49, v143 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_f32_fp8 v49, v143 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_ubyte1 v85, v167 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte1 v85, v167 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_f32_ubyte1 v85, v167 dpp8:[7,6,5,4,3,2,1,0]
v_movreld_b32 v226, v252 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_movreld_b32 v226, v252 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_movreld_b32 v226, v252 dpp8:[7,6,5,4,3,2,1,0]
v_floor_f16 v42, v16 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_floor_f16 v42, v16 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_floor_f16 v42, v16 dpp8:[7,6,5,4,3,2,1,0]
v_frexp_mant_f32 v253, v218 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_frexp_mant_f32 v253, v218 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_frexp_mant_f32 v253, v218 dpp8:[7,6,5,4,3,2,1,0]
v_cls_i32 v249, v95 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cls_i32 v249, v95 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cls_i32 v249, v95 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i16_f16 v118, v78 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_i16_f16 v118, v78 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_i16_f16 v118, v78 dpp8:[7,6,5,4,3,2,1,0]
v_movrelsd_2_b32 v50, v76 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_movrelsd_2_b32 v50, v76 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_movrelsd_2_b32 v50, v76 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_ubyte3 v253, v196 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte3 v253, v196 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_f32_ubyte3 v253, v196 dpp8:[7,6,5,4,3,2,1,0]
v_frexp_exp_i32_f32 v190, v113 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_frexp_exp_i32_f32 v190, v113 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_frexp_exp_i32_f32 v190, v113 dpp8:[7,6,5,4,3,2,1,0]
v_rcp_iflag_f32 v17, v157 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_rcp_iflag_f32 v17, v157 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_rcp_iflag_f32 v17, v157 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_i16 v5, v26 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f16_i16 v5, v26 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_f16_i16 v5, v26 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_off_f32_i4 v9, v59 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_off_f32_i4 v9, v59 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_off_f32_i4 v9, v59 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_ubyte0 v114, v14 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte0 v114, v14 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_f32_ubyte0 v114, v14 dpp8:[7,6,5,4,3,2,1,0]
v_movrels_b32 v188, v107 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_movrels_b32 v188, v107 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_movrels_b32 v188, v107 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_ubyte2 v137, v12 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte2 v137, v12 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_f32_ubyte2 v137, v12 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_floor_i32_f32 v78, v235 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_floor_i32_f32 v78, v235 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_floor_i32_f32 v78, v235 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_nearest_i32_f32 v89, v143 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_nearest_i32_f32 v89, v143 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_nearest_i32_f32 v89, v143 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_bf8 v227, v34 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_bf8 v227, v34 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_f32_bf8 v227, v34 dpp8:[7,6,5,4,3,2,1,0]
v_movrelsd_b32 v32, v203 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_movrelsd_b32 v32, v203 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_movrelsd_b32 v32, v203 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_u16 v46, v85 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f16_u16 v46, v85 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_f16_u16 v46, v85 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_fp8 v150, v47 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_fp8 v150, v47 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_f32_fp8 v150, v47 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_ubyte1 v12, v116 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte1 v12, v116 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_f32_ubyte1 v12, v116 dpp8:[7,6,5,4,3,2,1,0]
v_frexp_mant_f16 v77, v101 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_frexp_mant_f16 v77, v101 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_frexp_mant_f16 v77, v101 dpp8:[7,6,5,4,3,2,1,0]
v_movreld_b32 v33, v238 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_movreld_b32 v33, v238 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_movreld_b32 v33, v238 dpp8:[7,6,5,4,3,2,1,0]
v_frexp_mant_f32 v46, v38 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_frexp_mant_f32 v46, v38 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_frexp_mant_f32 v46, v38 dpp8:[7,6,5,4,3,2,1,0]
v_cls_i32 v147, v67 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cls_i32 v147, v67 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cls_i32 v147, v67 dpp8:[7,6,5,4,3,2,1,0]
v_ceil_f16 v48, v41 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_ceil_f16 v48, v41 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_ceil_f16 v48, v41 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i16_f16 v30, v96 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_i16_f16 v30, v96 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cvt_i16_f16 v30, v96 dpp8:[7,6,5,4,3,2,1,0]
v_movrelsd_2_b32 v131, v212 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_movrelsd_2_b32 v131, v212 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_movrelsd_2_b32 v131, v212 dpp8:[7,6,5,4,3,2,1,0]
v_mul_i32_i24 v142, v112, v195 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_i32_i24 v142, v112, v195 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_mul_i32_i24 v142, v112, v195 dpp8:[7,6,5,4,3,2,1,0]
v_mul_hi_u32_u24 v227, v180, v106 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_hi_u32_u24 v227, v180, v106 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_mul_hi_u32_u24 v227, v180, v106 dpp8:[7,6,5,4,3,2,1,0]
v_xnor_b32 v105, v78, v29 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_xnor_b32 v105, v78, v29 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_xnor_b32 v105, v78, v29 dpp8:[7,6,5,4,3,2,1,0]
v_subrev_f32 v166, v94, v66 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_f32 v166, v94, v66 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_subrev_f32 v166, v94, v66 dpp8:[7,6,5,4,3,2,1,0]
v_subrev_co_ci_u32 v132, vcc_lo, v96, v103, vcc_lo quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_co_ci_u32 v132, vcc_lo, v96, v103, vcc_lo row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_subrev_co_ci_u32 v132, vcc_lo, v96, v103, vcc_lo dpp8:[7,6,5,4,3,2,1,0]
v_subrev_nc_u32 v87, v50, v89 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_nc_u32 v87, v50, v89 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_subrev_nc_u32 v87, v50, v89 dpp8:[7,6,5,4,3,2,1,0]
v_mul_hi_i32_i24 v7, v90, v222 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_hi_i32_i24 v7, v90, v222 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_mul_hi_i32_i24 v7, v90, v222 dpp8:[7,6,5,4,3,2,1,0]
v_mul_dx9_zero_f32 v192, v104, v49 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_dx9_zero_f32 v192, v104, v49 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_mul_dx9_zero_f32 v192, v104, v49 dpp8:[7,6,5,4,3,2,1,0]
v_mul_i32_i24 v19, v73, v46 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_i32_i24 v19, v73, v46 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_mul_i32_i24 v19, v73, v46 dpp8:[7,6,5,4,3,2,1,0]
v_mul_hi_u32_u24 v252, v165, v144 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_hi_u32_u24 v252, v165, v144 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_mul_hi_u32_u24 v252, v165, v144 dpp8:[7,6,5,4,3,2,1,0]
v_xnor_b32 v193, v140, v215 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_xnor_b32 v193, v140, v215 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_xnor_b32 v193, v140, v215 dpp8:[7,6,5,4,3,2,1,0]
v_fmac_f16 v99, v89, v116 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_fmac_f16 v99, v89, v116 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_fmac_f16 v99, v89, v116 dpp8:[7,6,5,4,3,2,1,0]
v_subrev_f32 v249, v115, v151 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_f32 v249, v115, v151 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_subrev_f32 v249, v115, v151 dpp8:[7,6,5,4,3,2,1,0]
v_subrev_co_ci_u32 v128, vcc_lo, v15, v130, vcc_lo quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_co_ci_u32 v128, vcc_lo, v15, v130, vcc_lo row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_subrev_co_ci_u32 v128, vcc_lo, v15, v130, vcc_lo dpp8:[7,6,5,4,3,2,1,0]
v_subrev_nc_u32 v210, v1, v233 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_subrev_nc_u32 v210, v1, v233 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_subrev_nc_u32 v210, v1, v233 dpp8:[7,6,5,4,3,2,1,0]
v_mul_hi_i32_i24 v18, v195, v39 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_hi_i32_i24 v18, v195, v39 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_mul_hi_i32_i24 v18, v195, v39 dpp8:[7,6,5,4,3,2,1,0]
v_mul_dx9_zero_f32 v44, v146, v176 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mul_dx9_zero_f32 v44, v146, v176 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_mul_dx9_zero_f32 v44, v146, v176 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_f32 v149, v127 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_lt_f32 v149, v127 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_lt_f32 v149, v127 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f32 vcc_lo, v205, v94 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_ngt_f32 vcc_lo, v205, v94 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_ngt_f32 vcc_lo, v205, v94 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_f32 v115, v106 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_ge_f32 v115, v106 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_ge_f32 v115, v106 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nge_f32 v215, v222 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_nge_f32 v215, v222 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_nge_f32 v215, v222 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_f32 v166, v28 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_le_f32 v166, v28 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_le_f32 v166, v28 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_i32 v160, v191 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_ge_i32 v160, v191 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_ge_i32 v160, v191 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f32 vcc_lo, v243, v85 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_nlt_f32 vcc_lo, v243, v85 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_nlt_f32 vcc_lo, v243, v85 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f32 vcc_lo, v61, v154 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_u_f32 vcc_lo, v61, v154 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_u_f32 vcc_lo, v61, v154 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f32 vcc_lo, v131, v45 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_neq_f32 vcc_lo, v131, v45 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_neq_f32 vcc_lo, v131, v45 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f32 vcc_lo, v185, v195 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_o_f32 vcc_lo, v185, v195 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_o_f32 vcc_lo, v185, v195 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_neq_f32 v221, v208 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_neq_f32 v221, v208 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_neq_f32 v221, v208 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_u_f32 v46, v116 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_u_f32 v46, v116 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_u_f32 v46, v116 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_f32 v96, v31 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_gt_f32 v96, v31 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_gt_f32 v96, v31 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_i32 v16, v65 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_gt_i32 v16, v65 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_gt_i32 v16, v65 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16 vcc_lo, v41, v59 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_ge_u16 vcc_lo, v41, v59 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_ge_u16 vcc_lo, v41, v59 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f32 vcc_lo, v106, v195 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_ge_f32 vcc_lo, v106, v195 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_ge_f32 vcc_lo, v106, v195 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16 vcc_lo, v96, v15 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_lt_u16 vcc_lo, v96, v15 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_lt_u16 vcc_lo, v96, v15 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ngt_f32 v59, v167 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_ngt_f32 v59, v167 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_ngt_f32 v59, v167 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16 vcc_lo, v76, v96 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_eq_f16 vcc_lo, v76, v96 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_eq_f16 vcc_lo, v76, v96 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_i16 v55, v49 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_ne_i16 v55, v49 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_ne_i16 v55, v49 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_f32 v172, v230 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_eq_f32 v172, v230 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_eq_f32 v172, v230 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_u16 v94, v85 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_ne_u16 v94, v85 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_ne_u16 v94, v85 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16 vcc_lo, v28, v91 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_ne_u16 vcc_lo, v28, v91 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_ne_u16 vcc_lo, v28, v91 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_i32 v250, v167 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_le_i32 v250, v167 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_le_i32 v250, v167 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_i32 v75, v28 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_lt_i32 v75, v28 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_lt_i32 v75, v28 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlg_f32 v88, v5 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_nlg_f32 v88, v5 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_nlg_f32 v88, v5 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f32 vcc_lo, v202, v166 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_nlg_f32 vcc_lo, v202, v166 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_nlg_f32 vcc_lo, v202, v166 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f32 vcc_lo, v55, v208 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_lg_f32 vcc_lo, v55, v208 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_lg_f32 vcc_lo, v55, v208 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nle_f32 v74, v125 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_nle_f32 v74, v125 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_nle_f32 v74, v125 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_o_f32 v103, v12 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_o_f32 v103, v12 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_o_f32 v103, v12 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_o_f16 v122, v35 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_o_f16 v122, v35 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_o_f16 v122, v35 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16 vcc_lo, v67, v107 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_eq_i16 vcc_lo, v67, v107 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_eq_i16 vcc_lo, v67, v107 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i32 vcc_lo, v102, v204 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_le_i32 vcc_lo, v102, v204 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_le_i32 vcc_lo, v102, v204 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f32 v180, v94 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_class_f32 v180, v94 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_class_f32 v180, v94 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_u32 v108, v50 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_eq_u32 v108, v50 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_eq_u32 v108, v50 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16 vcc_lo, v96, v53 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_gt_i16 vcc_lo, v96, v53 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_gt_i16 vcc_lo, v96, v53 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16 vcc_lo, v22, v115 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_gt_u16 vcc_lo, v22, v115 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_gt_u16 vcc_lo, v22, v115 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_u16 v112, v101 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_lt_u16 v112, v101 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_lt_u16 v112, v101 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16 vcc_lo, v36, v104 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_gt_f16 vcc_lo, v36, v104 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_gt_f16 vcc_lo, v36, v104 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_u32 v194, v215 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_lt_u32 v194, v215 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_lt_u32 v194, v215 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_i32 v196, v167 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_ne_i32 v196, v167 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_ne_i32 v196, v167 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_i32 v136, v206 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_eq_i32 v136, v206 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_eq_i32 v136, v206 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_u32 v111, v162 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_gt_u32 v111, v162 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_gt_u32 v111, v162 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i32 vcc_lo, v185, v81 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_ge_i32 vcc_lo, v185, v81 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_ge_i32 vcc_lo, v185, v81 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f32 vcc_lo, v44, v241 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_nge_f32 vcc_lo, v44, v241 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_nge_f32 vcc_lo, v44, v241 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nge_f16 v44, v122 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_nge_f16 v44, v122 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_nge_f16 v44, v122 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlt_f32 v244, v55 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_nlt_f32 v244, v55 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_nlt_f32 v244, v55 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_u32 v18, v116 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_ne_u32 v18, v116 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_ne_u32 v18, v116 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lg_f32 v15, v62 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_lg_f32 v15, v62 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_lg_f32 v15, v62 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_u32 v216, v157 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_le_u32 v216, v157 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_le_u32 v216, v157 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f32 vcc_lo, v89, v192 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_class_f32 vcc_lo, v89, v192 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_class_f32 vcc_lo, v89, v192 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i32 vcc_lo, v88, v176 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_ne_i32 vcc_lo, v88, v176 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_ne_i32 vcc_lo, v88, v176 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i32 vcc_lo, v99, v70 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_eq_i32 vcc_lo, v99, v70 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_eq_i32 vcc_lo, v99, v70 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_u32 v44, v103 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_ge_u32 v44, v103 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_ge_u32 v44, v103 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_f16 v73, v21 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_lt_f16 v73, v21 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_lt_f16 v73, v21 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f32 vcc_lo, v43, v42 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_nle_f32 vcc_lo, v43, v42 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_nle_f32 vcc_lo, v43, v42 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f32 vcc_lo, v8, v102 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_le_f32 vcc_lo, v8, v102 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_le_f32 vcc_lo, v8, v102 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_u16 v109, v87 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_eq_u16 v109, v87 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_eq_u16 v109, v87 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_f32 v153, v77 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_lt_f32 v153, v77 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_lt_f32 v153, v77 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f32 vcc_lo, v163, v84 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_ngt_f32 vcc_lo, v163, v84 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_ngt_f32 vcc_lo, v163, v84 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_f32 v28, v99 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_ge_f32 v28, v99 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_ge_f32 v28, v99 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nge_f32 v126, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_nge_f32 v126, v1 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_nge_f32 v126, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_f32 v69, v229 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_le_f32 v69, v229 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_le_f32 v69, v229 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_i32 v95, v222 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_ge_i32 v95, v222 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_ge_i32 v95, v222 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f32 vcc_lo, v238, v151 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_nlt_f32 vcc_lo, v238, v151 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_nlt_f32 vcc_lo, v238, v151 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16 vcc_lo, v32, v26 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_ngt_f16 vcc_lo, v32, v26 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_ngt_f16 vcc_lo, v32, v26 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f32 vcc_lo, v249, v128 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_u_f32 vcc_lo, v249, v128 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_u_f32 vcc_lo, v249, v128 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16 vcc_lo, v30, v121 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_nle_f16 vcc_lo, v30, v121 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_nle_f16 vcc_lo, v30, v121 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f32 vcc_lo, v78, v193 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_neq_f32 vcc_lo, v78, v193 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_neq_f32 vcc_lo, v78, v193 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f32 vcc_lo, v144, v192 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_o_f32 vcc_lo, v144, v192 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_o_f32 vcc_lo, v144, v192 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_neq_f32 v191, v201 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_neq_f32 v191, v201 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_neq_f32 v191, v201 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_u_f32 v88, v100 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_u_f32 v88, v100 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_u_f32 v88, v100 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_f32 v96, v236 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_gt_f32 v96, v236 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_gt_f32 v96, v236 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_i32 v36, v196 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_gt_i32 v36, v196 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_gt_i32 v36, v196 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16 vcc_lo, v2, v83 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_le_f16 vcc_lo, v2, v83 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_le_f16 vcc_lo, v2, v83 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16 vcc_lo, v124, v29 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_ge_u16 vcc_lo, v124, v29 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_ge_u16 vcc_lo, v124, v29 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f32 vcc_lo, v253, v151 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_ge_f32 vcc_lo, v253, v151 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_ge_f32 vcc_lo, v253, v151 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ngt_f32 v122, v41 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_ngt_f32 v122, v41 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_ngt_f32 v122, v41 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_f32 v89, v27 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_eq_f32 v89, v27 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_eq_f32 v89, v27 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc_lo, v107, v112 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_lt_f16 vcc_lo, v107, v112 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_lt_f16 vcc_lo, v107, v112 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlt_f16 v116, v36 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_nlt_f16 v116, v36 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_nlt_f16 v116, v36 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_i32 v24, v235 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_le_i32 v24, v235 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_le_i32 v24, v235 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_i32 v43, v20 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_lt_i32 v43, v20 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_lt_i32 v43, v20 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16 vcc_lo, v77, v96 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_le_u16 vcc_lo, v77, v96 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_le_u16 vcc_lo, v77, v96 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlg_f32 v79, v108 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_nlg_f32 v79, v108 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_nlg_f32 v79, v108 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f32 vcc_lo, v64, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_nlg_f32 vcc_lo, v64, v3 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_nlg_f32 vcc_lo, v64, v3 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f32 vcc_lo, v244, v167 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_lg_f32 vcc_lo, v244, v167 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_lg_f32 vcc_lo, v244, v167 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nle_f32 v79, v142 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_nle_f32 v79, v142 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_nle_f32 v79, v142 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_o_f32 v154, v122 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_o_f32 v154, v122 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_o_f32 v154, v122 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i32 vcc_lo, v224, v7 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_le_i32 vcc_lo, v224, v7 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_le_i32 vcc_lo, v224, v7 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f32 v67, v160 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_class_f32 v67, v160 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_class_f32 v67, v160 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_u_f16 v53, v93 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_u_f16 v53, v93 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_u_f16 v53, v93 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_u32 v2, v147 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_eq_u32 v2, v147 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_eq_u32 v2, v147 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_u32 v254, v16 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_lt_u32 v254, v16 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_lt_u32 v254, v16 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_i32 v252, v51 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_ne_i32 v252, v51 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_ne_i32 v252, v51 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_i32 v199, v125 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_eq_i32 v199, v125 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_eq_i32 v199, v125 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_u32 v90, v87 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_gt_u32 v90, v87 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_gt_u32 v90, v87 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i32 vcc_lo, v230, v98 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_ge_i32 vcc_lo, v230, v98 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_ge_i32 vcc_lo, v230, v98 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f32 vcc_lo, v239, v211 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_nge_f32 vcc_lo, v239, v211 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_nge_f32 vcc_lo, v239, v211 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ngt_f16 v98, v86 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_ngt_f16 v98, v86 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_ngt_f16 v98, v86 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_i16 v45, v8 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_gt_i16 v45, v8 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_gt_i16 v45, v8 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlt_f32 v76, v222 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_nlt_f32 v76, v222 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_nlt_f32 v76, v222 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_u32 v95, v219 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_ne_u32 v95, v219 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_ne_u32 v95, v219 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lg_f32 v16, v11 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_lg_f32 v16, v11 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_lg_f32 v16, v11 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_u32 v151, v188 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_le_u32 v151, v188 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_le_u32 v151, v188 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f32 vcc_lo, v4, v226 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_class_f32 vcc_lo, v4, v226 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_class_f32 vcc_lo, v4, v226 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i32 vcc_lo, v238, v128 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_ne_i32 vcc_lo, v238, v128 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_ne_i32 vcc_lo, v238, v128 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i32 vcc_lo, v205, v18 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_eq_i32 vcc_lo, v205, v18 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_eq_i32 vcc_lo, v205, v18 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_u32 v4, v131 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_ge_u32 v4, v131 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmpx_ge_u32 v4, v131 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f32 vcc_lo, v112, v55 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_nle_f32 vcc_lo, v112, v55 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_nle_f32 vcc_lo, v112, v55 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f32 vcc_lo, v112, v246 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_le_f32 vcc_lo, v112, v246 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
v_cmp_le_f32 vcc_lo, v112, v246 dpp8:[7,6,5,4,3,2,1,0]
