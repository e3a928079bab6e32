#!/usr/bin/env bash
# End to end: tests/kernels/wmma-f16.s (one v_wmma_f32_16x16x16_f16 whose
# operands are loaded and stored per each generation's lane layout) run on the
# emulator through `gfxshim run --expect`, for RDNA3 and RDNA4.  With all-ones
# A and B every element of d is c + 16; c = iota makes each element distinct,
# so a C/D row mapping that disagreed with the WMMA would show.
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
k="$GS_ROOT/tests/kernels/wmma-f16.s"
ones=0x3c003c00   # two f16 1.0 per dword
args=(--grid 32 --block 32 --arg a=buf:u32:128:fill=$ones --arg b=buf:u32:128:fill=$ones
      --arg c=buf:f32:256:iota --arg d=buf:f32:256)

for t in gfx1100 gfx1201; do
	out=$("$GFXSHIM" run "$k" --target "$t" --device emu "${args[@]}" --arg e=buf:f32:256:fill=16 \
		--expect d=c+e 2>"$tmp/err")
	check $? "$t: the WMMA kernel runs and d = a x b + c"
	check_eq "$out" "check d=c+e: 256/256 elements of d correct: PASS (emulated on $t)" "$t: result line"

	"$GFXSHIM" run "$k" --target "$t" --device emu "${args[@]}" --arg e=buf:f32:256:fill=15 \
		--expect d=c+e >/dev/null 2>&1
	check_eq $? 1 "$t: a wrong expectation (c + 15) fails"

	llvm-mc-22 -triple amdgcn-amd-amdhsa -mcpu="$t" -filetype=obj "$k" -o "$tmp/k.o" 2>"$tmp/err"
	check $? "$t: llvm-mc-22 assembles the same source"
done
