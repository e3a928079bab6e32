// The MTBUF format operand: after a comma following soffset, and in the split
// [BUF_DATA_FORMAT_*, BUF_NUM_FORMAT_*] spelling (either order, defaults 8 and
// UNORM) of a unified format.  Our lines; llvm-mc-22 is the oracle.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1151 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1201 -show-encoding %s
tbuffer_load_format_x v7, off, s[16:19], s9, format:[BUF_FMT_32_FLOAT] offset:12
tbuffer_load_format_xy v[8:9], v3, s[16:19], s9, format:17 offen offset:100
tbuffer_load_format_xyzw v[8:11], v3, s[16:19], m0, format:[BUF_DATA_FORMAT_32_32_32_32, BUF_NUM_FORMAT_FLOAT] idxen
tbuffer_load_format_x v7, off, s[16:19], s9 format:[BUF_NUM_FORMAT_SINT, BUF_DATA_FORMAT_16]
tbuffer_load_format_x v7, off, s[16:19], s9 format:[BUF_NUM_FORMAT_UINT]
tbuffer_load_format_x v7, off, s[16:19], s9 format:[BUF_DATA_FORMAT_16_16]
tbuffer_load_format_x v7, off, s[16:19], s9 format:[BUF_DATA_FORMAT_32]
tbuffer_store_format_x v7, off, s[16:19], s9, format:[BUF_FMT_8_8_UINT] offset:4
tbuffer_store_format_xyz v[1:3], v0, s[20:23], 0, format:[BUF_DATA_FORMAT_10_11_11, BUF_NUM_FORMAT_FLOAT] offen
tbuffer_load_d16_format_x v2, off, s[4:7], null, format:[BUF_FMT_16_SNORM]
