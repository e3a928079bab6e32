// gfx1250 64-bit literals: llvm-mc-22 echoes a value as written, plain or
// lit64(), where both encode the 64-bit literal (issue 25: the echo printed
// lit64() for plain source).  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1250 -show-encoding %s
v_mov_b64 v[254:255], 0xaf123456
v_mov_b64 v[2:3], lit64(0xaf123456)
v_mov_b64 v[2:3], 0x12345678abcd
v_mov_b64 v[2:3], 0x7f123456
v_mov_b64 v[2:3], -1234567
v_add_f64 v[2:3], 0x12345678abcd, v[4:5]
v_add_f64 v[2:3], lit64(0x3ff0000000000001), v[4:5]
