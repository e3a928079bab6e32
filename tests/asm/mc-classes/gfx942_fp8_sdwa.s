// gfx940+ fp8/bf8 conversions to f32 in SDWA form (issue 25, LLVM's
// gfx940_dasm_features.txt): the table had no SDWA form for them (the
// generator's probe set dst_sel:WORD_1, which they lack: llvm-mc-22 takes no
// dst_sel/dst_unused and encodes DWORD, UNUSED_PAD).  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx942 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx950 -show-encoding %s
v_cvt_f32_bf8_sdwa v1, v3 src0_sel:BYTE_1
v_cvt_f32_bf8_sdwa v1, s3 src0_sel:BYTE_1
v_cvt_f32_fp8_sdwa v1, 3 src0_sel:BYTE_2
v_cvt_f32_fp8_sdwa v1, v3 clamp mul:2 src0_sel:BYTE_3
v_cvt_pk_f32_fp8_sdwa v[2:3], v3 src0_sel:WORD_1
v_cvt_pk_f32_bf8_sdwa v[2:3], s3 src0_sel:WORD_0
v_cvt_f32_bf8_sdwa v1, v3
v_cvt_f32_bf8_sdwa v1, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_cvt_f32_bf8_sdwa v1, v3 dst_sel:WORD_1 src0_sel:BYTE_1
