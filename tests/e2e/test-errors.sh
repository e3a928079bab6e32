#!/usr/bin/env bash
# Bad input through the CLI: each gets its exact message, location and exit
# status, and nothing crashes.
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
k="$GS_ROOT/tests/kernels"

# expect_err STATUS "stderr substring" desc -- command...
expect_err() {
	local want_rc=$1 want=$2 desc=$3 rc
	shift 4
	"$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	check_eq "$rc" "$want_rc" "$desc: exit status $want_rc"
	check_contains "$(cat "$tmp/err")" "$want" "$desc: message"
}

printf '\t.text\n\ts_nop 0\n\tv_foo_b32 v0, v1\n' >"$tmp/unknown.s"
expect_err 3 "$tmp/unknown.s:3:2: error: unknown instruction 'v_foo_b32' for gfx1201" \
	"unknown mnemonic" -- "$GFXSHIM" asm --mcpu=gfx1201 "$tmp/unknown.s"

printf 's_nop 0\nv_add_f32 v0, v1, 2.0\n  v_mov_b32 s5, v1\n' >"$tmp/operand.s"
expect_err 3 "$tmp/operand.s:3:13: error: invalid operand 's5' for operand 1 of v_mov_b32, expected a VGPR" \
	"wrong operand" -- "$GFXSHIM" asm --mcpu=gfx1100 "$tmp/operand.s"

printf 's_nop 65536\n' >"$tmp/range.s"
expect_err 3 "$tmp/range.s:1:7: error: immediate '65536' out of range for s_nop, expected a 16-bit value (-32768..65535)" \
	"out-of-range immediate" -- "$GFXSHIM" asm --mcpu=gfx1201 "$tmp/range.s"

printf 's_barrier_signal -1\n' >"$tmp/gen.s"
expect_err 3 "$tmp/gen.s:1:1: error: instruction 's_barrier_signal' is not available on gfx1100 (RDNA3); it exists on gfx1200" \
	"instruction of another generation" -- "$GFXSHIM" asm --mcpu=gfx1100 "$tmp/gen.s"

printf 's_waitcnt vmcnt(0)\n' >"$tmp/w.s"
"$GFXSHIM" asm --mcpu=gfx1201 "$tmp/w.s" >/dev/null 2>"$tmp/err"
check $? "gfx12 s_waitcnt still assembles (as llvm-mc-22 does)"
check_contains "$(cat "$tmp/err")" "$tmp/w.s:1:1: warning: s_waitcnt on gfx1201 (RDNA4) acts as S_WAIT_IDLE" \
	"gfx12 s_waitcnt warns"

printf '0xc0037600 0x00000204 0x1\n' >"$tmp/trunc.pm4"
expect_err 3 "gfxshim: error: dword 0: truncated SET_SH_REG packet: 4 body dwords, only 2 left" \
	"truncated PM4" -- "$GFXSHIM" pm4 decode --target gfx1201 "$tmp/trunc.pm4"

printf '0xc0001000 0x0 0xc000ff00 0x0\n' >"$tmp/unknown.pm4"
"$GFXSHIM" pm4 decode --target gfx1100 "$tmp/unknown.pm4" >/dev/null 2>"$tmp/err"
check_eq $? 3 "unknown PM4 opcode: exit status 3"
check_contains "$(cat "$tmp/err")" "dword 2:" "unknown PM4 opcode: names the dword offset"

for t in gfx1100 gfx1201; do
	expect_err 3 "at PC 0x100001418: global_store_b32 v[0:1], v2, off: GPU page fault (emulated): lane 0 writes 4 bytes at 0x1000, which is not inside any buffer object" \
		"$t: faulting kernel" -- "$GFXSHIM" run "$k/fault.s" --target "$t" --block 32 --arg u64:0x1000
	check_contains "$(cat "$tmp/err")" "gfxshim: note: PC 0x100001418 is $k/fault.s:16" "$t: fault mapped to its source line"
	check_contains "$(cat "$tmp/err")" "wave 0 of workgroup (0,0,0)" "$t: fault names the wave"

	expect_err 3 "s_branch -2: watchdog: executed 100000 instructions without reaching s_endpgm" \
		"$t: endless kernel" -- "$GFXSHIM" run "$k/endless.s" --target "$t" --block 32 --max-insts 100000
done

expect_err 2 "gfxshim run: unknown option '--bogus'" "unknown option" -- "$GFXSHIM" run x.s --bogus
expect_err 3 "gfxshim: error: $tmp/missing.s: No such file or directory" "missing file" -- \
	"$GFXSHIM" run "$tmp/missing.s"
expect_err 2 "--arg buf:f99:4: unknown element type 'f99'" "bad kernel argument" -- "$GFXSHIM" run x.s --arg buf:f99:4
expect_err 2 "kernel vadd takes 28 bytes of arguments (.amdhsa_kernarg_size), 0 given" \
	"missing kernel arguments" -- "$GFXSHIM" run "$GS_ROOT/examples/vadd.s" --target gfx1100
expect_err 2 "unknown command 'frob'" "unknown command" -- "$GFXSHIM" frob

for c in run asm disasm pm4 info; do
	"$GFXSHIM" $c --help >"$tmp/out" 2>&1
	check $? "gfxshim $c --help exits 0"
	check_contains "$(cat "$tmp/out")" "usage: gfxshim $c" "gfxshim $c --help shows its usage"
done
"$GFXSHIM" --help >"$tmp/out" 2>&1
check_contains "$(cat "$tmp/out")" "commands:" "gfxshim --help lists the commands"

# Random bytes as a code object and as assembly never crash (exit 3, not a signal).
head -c 4096 /dev/urandom >"$tmp/junk"
printf '\177ELF' | cat - "$tmp/junk" >"$tmp/junk.co"
"$GFXSHIM" run "$tmp/junk.co" >/dev/null 2>&1
check_eq $? 3 "random bytes with an ELF magic are rejected cleanly"
"$GFXSHIM" asm --mcpu=gfx1100 "$tmp/junk" >/dev/null 2>&1
check_eq $? 3 "random bytes as assembly are rejected cleanly"

# --lease is for real GPUs (gfxshim.ko's lease); the emulator refuses it clearly
expect_err 3 "gfxshim: error: --lease is for real GPUs; the emulator is not shared and needs none" \
	"--lease on the emulator" -- "$GFXSHIM" run "$GS_ROOT/examples/vadd.s" --device emu --lease \
	--arg buf:f32:64 --arg buf:f32:64 --arg buf:f32:64 --arg u32:64
if [ ! -e /dev/gfxshim ]; then
	check_contains "$("$GFXSHIM" info)" "kernel module: not loaded" "gfxshim info reports the module absent"
fi
