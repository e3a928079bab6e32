#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Bad input and failing output through asm, disasm and pm4 decode (issue
# 23): every failure names its reason, exits non-zero, and loses no file.
# TAP output; run through tests/run-tests.sh (needs GFXSHIM, GS_ROOT).
set -u
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'chmod -R u+rwx "$tmp"; rm -rf "$tmp"' EXIT

# expect STATUS "exact stderr" desc -- command...   (stdout to $tmp/out)
expect() {
	local want_rc=$1 want=$2 desc=$3 rc
	shift 4
	"$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	check_eq "$rc" "$want_rc" "$desc: exit status $want_rc"
	check_eq "$(cat "$tmp/err")" "$want" "$desc: message"
}

# --- inputs that cannot be read (finding 1)
for cmd in "asm --mcpu=gfx1201" "disasm --mcpu=gfx1201" "pm4 decode"; do
	# shellcheck disable=SC2086
	expect 3 "gfxshim: error: $tmp/none.s: No such file or directory" "${cmd%% *}: missing file" \
		-- "$GFXSHIM" $cmd "$tmp/none.s"
	mkdir -p "$tmp/dir.s"
	# shellcheck disable=SC2086
	expect 3 "gfxshim: error: $tmp/dir.s: Is a directory" "${cmd%% *}: a directory" \
		-- "$GFXSHIM" $cmd "$tmp/dir.s"
done
printf 's_endpgm\n' >"$tmp/unreadable.s"
chmod 000 "$tmp/unreadable.s"
if [ "$(id -u)" -eq 0 ]; then
	ok "asm: unreadable file # SKIP root reads any file"
	ok "asm: unreadable file message # SKIP root reads any file"
else
	expect 3 "gfxshim: error: $tmp/unreadable.s: Permission denied" "asm: unreadable file" \
		-- "$GFXSHIM" asm --mcpu=gfx1201 "$tmp/unreadable.s"
fi

# --- an output file is replaced whole or left as it was (finding 2)
{ echo .text; for _ in $(seq 3000); do echo "s_nop 0"; done; } >"$tmp/big.s"
head -c 20000 /dev/urandom >"$tmp/precious.co"
cp "$tmp/precious.co" "$tmp/copy.co"
for out in precious.co precious.bin; do
	cp "$tmp/copy.co" "$tmp/$out"
	# SIGXFSZ is ignored by gfxshim: the write fails with EFBIG
	(ulimit -f 4; "$GFXSHIM" asm --mcpu=gfx1201 -o "$tmp/$out" "$tmp/big.s") 2>"$tmp/err"
	check_eq $? 3 "asm -o $out over ulimit -f: exit status 3"
	check_eq "$(cat "$tmp/err")" \
		"gfxshim: error: $tmp/$out: write failed (File too large); the file was left as it was" \
		"asm -o $out over ulimit -f: the errno in the message"
	cmp -s "$tmp/$out" "$tmp/copy.co"
	check $? "asm -o $out over ulimit -f: the old file is intact"
done
check_eq "$(find "$tmp" -maxdepth 1 -name '.precious*' | wc -l)" 0 "no temporary file left behind"
"$GFXSHIM" asm --mcpu=gfx1201 -o "$tmp/precious.bin" "$tmp/big.s"
check_eq "$(stat -c %s "$tmp/precious.bin")" 12000 "asm -o replaces the file whole when it can"
check_eq "$(stat -c %a "$tmp/precious.bin")" "$(stat -c %a "$tmp/copy.co")" "asm -o keeps the old file's mode"
chmod 555 "$tmp/dir.s"
if [ "$(id -u)" -ne 0 ]; then
	expect 3 "gfxshim: error: $tmp/dir.s/x.co: cannot create a file in its directory (Permission denied)" \
		"asm -o into a read-only directory" -- "$GFXSHIM" asm --mcpu=gfx1201 -o "$tmp/dir.s/x.co" "$tmp/big.s"
else
	ok "asm -o into a read-only directory # SKIP root writes anywhere"
	ok "asm -o into a read-only directory message # SKIP root writes anywhere"
fi
chmod 755 "$tmp/dir.s"

# --- write errors on standard output (finding 3)
printf 's_endpgm\n' >"$tmp/e.s"
full="gfxshim: error: standard output: write failed (No space left on device)"
expect 3 "$full" "asm -show-encoding >/dev/full" -- sh -c '"$0" asm --mcpu=gfx1201 -show-encoding "$1" >/dev/full' \
	"$GFXSHIM" "$tmp/e.s"
expect 3 "$full" "asm -o - >/dev/full" -- sh -c '"$0" asm --mcpu=gfx1201 -o - "$1" >/dev/full' "$GFXSHIM" "$tmp/e.s"
printf '0x00,0x00,0xb0,0xbf\n' >"$tmp/e.hex"
expect 3 "$full" "disasm >/dev/full" -- sh -c '"$0" disasm --mcpu=gfx1201 "$1" >/dev/full' "$GFXSHIM" "$tmp/e.hex"
printf '0xc0027600 0x00000204 0x1 0x2\n' >"$tmp/e.pm4"
expect 3 "$full" "pm4 decode >/dev/full" -- sh -c '"$0" pm4 decode "$1" >/dev/full' "$GFXSHIM" "$tmp/e.pm4"
expect 3 "$full" "pm4 decode --json >/dev/full" -- sh -c '"$0" pm4 decode --json "$1" >/dev/full' \
	"$GFXSHIM" "$tmp/e.pm4"
# more than a stdio buffer: the error comes from a write in the middle
{ for _ in $(seq 3000); do echo "0x00,0x00,0xb0,0xbf"; done; } >"$tmp/big.hex"
expect 3 "$full" "disasm, 3000 lines >/dev/full" -- sh -c '"$0" disasm --mcpu=gfx1201 "$1" >/dev/full' \
	"$GFXSHIM" "$tmp/big.hex"
expect 3 "$full" "asm --help >/dev/full" -- sh -c '"$0" asm --help >/dev/full' "$GFXSHIM"
# every command, through main(): those that print a listing without their own check
expect 3 "$full" "targets >/dev/full" -- sh -c '"$0" targets >/dev/full' "$GFXSHIM"
expect 3 "$full" "info >/dev/full" -- sh -c '"$0" info >/dev/full' "$GFXSHIM"
expect 3 "$full" "counters >/dev/full" -- sh -c '"$0" counters --target gfx1201 >/dev/full' "$GFXSHIM"

# --- asm: what used to be dropped or misread silently
asm_err() { # "source line" "exact stderr" desc   (gfx1100)
	printf '%s\n' "$1" >"$tmp/a.s"
	expect 3 "$2" "asm $3" -- "$GFXSHIM" asm --mcpu=gfx1100 "$tmp/a.s"
}
asm_err 's_mov_b32 s0,, s1' "$tmp/a.s:1:14: error: unexpected ',', expected an operand before it" "an empty operand"
asm_err 's_nop ,0' "$tmp/a.s:1:7: error: unexpected ',', expected an operand before it" "a leading comma"
asm_err 'v_add_f32 v0, v1,, v2' "$tmp/a.s:1:18: error: unexpected ',', expected an operand before it" \
	"an empty VOP operand"
asm_err 's_waitcnt vmcnt(0),, lgkmcnt(0)' "$tmp/a.s:1:20: error: unexpected ',' in waitcnt operand, expected a counter such as vmcnt(N)" \
	"s_waitcnt: two separators"
asm_err 's_waitcnt vmcnt(0)&' \
	"$tmp/a.s:1:20: error: missing counter after the last separator in waitcnt operand, expected a counter such as vmcnt(N)" \
	"s_waitcnt: a trailing separator"
asm_err 's_nop 08' "$tmp/a.s:1:7: error: invalid operand '08' for s_nop, expected a 16-bit immediate" \
	"08 is no number (octal)"
printf '\ts_waitcnt vmcnt(010)\n\ts_nop 010\n\t.long 0%s\n' "$(printf '+1%.0s' $(seq 150))" >"$tmp/o.s"
"$GFXSHIM" asm --mcpu=gfx1100 -show-encoding "$tmp/o.s" >"$tmp/out" 2>&1
check_eq "$(cat "$tmp/out")" "$(printf '\ts_waitcnt vmcnt(8)                      ; encoding: [0xf7,0x23,0x89,0xbf]\n\ts_nop 8                                 ; encoding: [0x08,0x00,0x80,0xbf]\n\t.long\t150')" \
	"asm: vmcnt(010) and s_nop 010 are 8, a 150-term .long item is whole"
printf 's_nop 0\r\ns_endpgm\r\n' >"$tmp/crlf.s"
"$GFXSHIM" asm --mcpu=gfx1201 "$tmp/crlf.s" >"$tmp/out" 2>&1
check_eq "$(cat "$tmp/out")" "$(printf '\ts_nop 0\n\ts_endpgm')" "asm: a CRLF file (it was 'unknown instruction s_endpgm\\r')"
printf 's_nop 0\ns_endpgm\x01\n' >"$tmp/ctl.s"
expect 3 "$tmp/ctl.s:2:9: error: unexpected control character 0x01, expected text (a line ends with LF or CRLF)" \
	"asm: a control character" -- "$GFXSHIM" asm --mcpu=gfx1201 "$tmp/ctl.s"
awk 'BEGIN { for (i = 0; i < 65; i++) printf "x%d = x%d+1\n", i, i + 1; print "x65 = 0"; print "s_mov_b32 s0, x0" }' \
	>"$tmp/chain.s"
"$GFXSHIM" asm --mcpu=gfx1201 -show-encoding "$tmp/chain.s" 2>&1 | tail -n 1 >"$tmp/out"
check_contains "$(cat "$tmp/out")" "s_mov_b32 s0, 0x41 " "asm: a 65-link forward .set chain is 65 (llvm-mc-22: 65)"

# --- disasm: tokens that are no byte (finding 8; llvm-mc-22's words and columns)
dis() { # input "exact stderr" desc
	printf '%b' "$1" >"$tmp/in.hex"
	expect 3 "$2" "disasm $3" -- "$GFXSHIM" disasm --mcpu=gfx1201 "$tmp/in.hex"
	check_eq "$(cat "$tmp/out")" "" "disasm $3: nothing decoded"
}
dis '0xzz 0x00,0x00,0xb0,0xbf\n' "$tmp/in.hex:1:1: error: invalid input token" "0xzz"
dis '0x00,0x00,0xb0,0xbf zz\n' "$tmp/in.hex:1:21: error: invalid input token" "trailing zz"
dis '0x00,0x00,0xb0,0xbfzz\n' "$tmp/in.hex:1:16: error: invalid input token" "junk after a byte"
dis 'zz\n' "$tmp/in.hex:1:1: error: invalid input token" "zz alone"
dis '0x100 0x00\n' "$tmp/in.hex:1:1: error: invalid input token" "a byte over 255"
dis '0x00,0x00\n  0x\n0xb0,0xbf\n' "$tmp/in.hex:2:3: error: invalid input token" "0x without digits"
dis '0x00,0x00,0xb0,0xbf,09\n' "$tmp/in.hex:1:21: error: invalid input token" "09 (not octal)"
dis '[0x00,0x00,0xb0,0xbf\n' "$tmp/in.hex:2:1: error: unclosed atomic block" "unclosed ["
dis '0x00,0x00,0xb0,0xbf]\n' "$tmp/in.hex:1:20: error: attempt to close atomic block without opening" "stray ]"
dis '[0x00 [0x00]]\n' "$tmp/in.hex:1:7: error: nested atomic blocks make no sense
$tmp/in.hex:1:13: error: attempt to close atomic block without opening" "nested ["
printf '0xzz 0x00\n-1\n' | "$GFXSHIM" disasm --mcpu=gfx1201 - >/dev/null 2>"$tmp/err"
check_eq "$(cat "$tmp/err")" "<stdin>:1:1: error: invalid input token
<stdin>:2:1: error: invalid input token" "disasm: every bad token reported, standard input named <stdin>"
printf '0b1 0X00 0x000000 0xB0 0o1 00 0 176 ; gfxshim comment\n# comment 0xzz\n' >"$tmp/ok.hex"
"$GFXSHIM" disasm --mcpu=gfx1201 "$tmp/ok.hex" >"$tmp/out" 2>&1
check $? "disasm: every radix llvm-mc-22 takes (0b, 0X, 0o, leading 0, decimal)"
check_eq "$(cat "$tmp/out")" "$(printf '\ts_movk_i32 s0, 0x1\n\ts_movk_i32 s0, 0x1')" "disasm: radixes decoded"
printf '0x00,0x00,0xb0,0xbf\n0x1\n' >"$tmp/short.hex"
expect 3 "$tmp/short.hex:2:1: warning: invalid instruction encoding" "disasm: undecodable bytes at line:col" \
	-- "$GFXSHIM" disasm --mcpu=gfx1201 "$tmp/short.hex"

printf 's_endpgm\n' >"$tmp/nok.s"
"$GFXSHIM" asm --mcpu=gfx1201 -o "$tmp/nok.co" "$tmp/nok.s"
expect 3 "gfxshim: error: the code object has no kernel (no .kd symbol), nothing to disassemble" \
	"disasm: a code object without kernels (it printed nothing, exit 0)" -- "$GFXSHIM" disasm "$tmp/nok.co"

# --- pm4 decode: text tokens that are no dword
printf '0xc0027600 0xzz 0x1\n 0x123456789 zz\n' >"$tmp/bad.pm4"
expect 3 "$tmp/bad.pm4:1:12: error: invalid dword '0xzz', expected 0x and 1 to 8 hex digits
$tmp/bad.pm4:2:2: error: invalid dword '0x123456789', expected 0x and 1 to 8 hex digits
$tmp/bad.pm4:2:14: error: invalid dword 'zz', expected 0x and 1 to 8 hex digits" "pm4 decode: bad dword tokens" \
	-- "$GFXSHIM" pm4 decode "$tmp/bad.pm4"
check_eq "$(cat "$tmp/out")" "" "pm4 decode: nothing decoded from bad text"
printf '0xc0027600, 0x00000204 # comment 0xzz\r\n0x1 0x2 ; c\n' >"$tmp/ok.pm4"
"$GFXSHIM" pm4 decode "$tmp/ok.pm4" >"$tmp/out" 2>&1
check $? "pm4 decode: commas, comments and CRLF"
check_contains "$(cat "$tmp/out")" "COMPUTE_START_Y (0x2e05) = 0x00000002" "pm4 decode: all four dwords read"
# UTF-8 in a comment is still text (it used to make the file "binary")
printf '0xc0027600 0x00000204 0x1 0x2 # caf\xc3\xa9  \n' >"$tmp/utf8.pm4"
"$GFXSHIM" pm4 decode "$tmp/utf8.pm4" >"$tmp/out" 2>&1
check $? "pm4 decode: a UTF-8 comment keeps the file text"
check_contains "$(cat "$tmp/out")" "COMPUTE_START_Y (0x2e05) = 0x00000002" "pm4 decode: UTF-8 comment, dwords read"

# --- asm -j: a count out of range is a usage error; the bytes are the same on any count
expect 2 "gfxshim asm: -j '0': expected an integer from 1 to 16, got '0' (out of range)
Try 'gfxshim asm --help'." "asm: -j 0" -- "$GFXSHIM" asm --mcpu=gfx1201 -j 0 "$tmp/ok.s"
expect 2 "gfxshim asm: -j 'x': expected an integer from 1 to 16, got 'x'
Try 'gfxshim asm --help'." "asm: -j x" -- "$GFXSHIM" asm --mcpu=gfx1201 -j x "$tmp/ok.s"
awk 'BEGIN { print "\t.text"; for (i = 0; i < 3000; i++) { if (i % 40 == 0) printf "L%d:\n", i;
	print "\tv_add_f32 v0, v1, v2\n\ts_add_u32 s0, s1, 0x1234\n\tglobal_load_b32 v1, v[2:3], off\n\ts_cbranch_scc0 L0" } }' \
	>"$tmp/long.s"
"$GFXSHIM" asm --mcpu=gfx1201 -j 1 -o "$tmp/j1.bin" "$tmp/long.s" &&
	"$GFXSHIM" asm --mcpu=gfx1201 -j 3 -o "$tmp/j3.bin" "$tmp/long.s" &&
	"$GFXSHIM" asm --mcpu=gfx1201 -o "$tmp/jd.bin" "$tmp/long.s"
check $? "asm: 12000 lines with labels on 1, 3 and the default threads"
cmp -s "$tmp/j1.bin" "$tmp/j3.bin" && cmp -s "$tmp/j1.bin" "$tmp/jd.bin"
check $? "asm: the same bytes on 1, 3 and the default threads"

echo "1..$tap_n"
