#!/usr/bin/env bash
# End to end: examples/vadd.s (RDNA3, RDNA3.5, RDNA4) and examples/vadd-cdna.s
# (CDNA3, CDNA4) assembled, packaged, dispatched on the emulator and
# checked; their code objects checked with LLVM 22.
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
args=(--arg a=buf:f32:256:iota --arg b=buf:f32:256:fill=2 --arg c=buf:f32:256 --arg n=u32:256 --expect c=a+b)

# target, example, emulated ticks of a timed 4-workgroup run (waves + the
# longest wave's cycles + 2 packets), first instruction
for spec in gfx1100:vadd.s:28:s_load_b128 gfx1151:vadd.s:28:s_load_b128 gfx1201:vadd.s:28:s_load_b128 \
	    gfx942:vadd-cdna.s:25:s_load_dwordx4 gfx950:vadd-cdna.s:25:s_load_dwordx4; do
	IFS=: read -r t exname ticks first <<<"$spec"
	ex="$GS_ROOT/examples/$exname"
	out=$("$GFXSHIM" run "$ex" --target "$t" --device emu --grid 4 --block 64 "${args[@]}" 2>"$tmp/err")
	check $? "$t: vadd runs and its check passes"
	check_eq "$out" "check c=a+b: 256/256 elements of c correct: PASS (emulated on $t)" "$t: result line"
	check_contains "$(cat "$tmp/err")" "[EMULATED: not a silicon result]" "$t: labelled as emulated"
	out=$("$GFXSHIM" run "$ex" --target "$t" --device emu --grid 4 --block 64 "${args[@]}" --time 2>&1 >/dev/null)
	# gfx11/gfx12: 8 wave32 + 18 cycles (each wave executes 18 of vadd.s's
	# instructions: one of the two wait spellings, no branch taken) + 2
	# packets; gfx9: 4 wave64 + 19 cycles + 2 packets
	check_contains "$out" "gfxshim: time: $ticks ticks = ${ticks}0 ns at 100000 kHz (emulated clock: counts work, not time)" \
		"$t: --time on the emulator ($ticks ticks of emulated clock)"

	# A fifth workgroup has only i >= n: EXEC masking must keep it from
	# storing past the 256-element buffers (the emulator would fault).
	"$GFXSHIM" run "$ex" --target "$t" --grid 5 --block 64 "${args[@]}" >/dev/null 2>"$tmp/err"
	check $? "$t: out-of-range threads are masked off by EXEC"

	# A wrong expectation must fail (exit 1), proving the check can fail.
	"$GFXSHIM" run "$ex" --target "$t" --grid 4 --block 64 --arg a=buf:f32:256:iota \
		--arg b=buf:f32:256:fill=2 --arg c=buf:f32:256 --arg n=u32:256 --expect c=a*b >/dev/null 2>&1
	check_eq $? 1 "$t: a wrong --expect fails with status 1"

	# The code object: accepted by llvm-readelf-22, and llvm-objdump-22
	# disassembles exactly the instructions llvm-mc-22 assembles from the source.
	"$GFXSHIM" asm --target "$t" -o "$tmp/vadd-$t.co" "$ex" 2>/dev/null
	check $? "$t: gfxshim asm writes a code object"
	notes=$(llvm-readelf-22 --notes "$tmp/vadd-$t.co" 2>&1)
	check $? "$t: llvm-readelf-22 --notes accepts it"
	check_contains "$notes" ".symbol:         vadd.kd" "$t: metadata names the kernel descriptor"
	check_contains "$notes" "amdgcn-amd-amdhsa--$t" "$t: metadata names the target"
	# LLVM's own code object from the same source is the reference.
	clang-22 -target amdgcn-amd-amdhsa -mcpu="$t" -mcode-object-version=5 -c "$ex" -o "$tmp/ref.o" &&
		ld.lld-22 -shared "$tmp/ref.o" -o "$tmp/ref-$t.co"
	check $? "$t: clang-22 and ld.lld-22 build the reference code object"
	# instruction text and hex words, without addresses
	insts() { llvm-objdump-22 -d --mcpu="$t" "$1" | sed -n 's|^\t\(.*\)// [0-9A-F]*: \(.*\)$|\1 \2|p' | sed 's/  */ /g'; }
	insts "$tmp/vadd-$t.co" >"$tmp/ours.txt"
	insts "$tmp/ref-$t.co" >"$tmp/ref.txt"
	cnt=$(wc -l <"$tmp/ref.txt")
	check_eq "$(diff "$tmp/ours.txt" "$tmp/ref.txt" && echo same)" "same" \
		"$t: llvm-objdump-22 shows the same $cnt instructions and bytes in our code object as in LLVM's"
	[ "$cnt" -ge 15 ] && ok "$t: compared a full kernel ($cnt instructions)" || not_ok "$t: only $cnt instructions compared"
	check_eq "$(sed -n '1p' "$tmp/ours.txt" | cut -d' ' -f1)" "$first" "$t: the first instruction is the source's first"
done
