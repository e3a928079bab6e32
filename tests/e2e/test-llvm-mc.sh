#!/usr/bin/env bash
# gfxshim asm / disasm as drop-ins for llvm-mc-22's two modes: the same lines,
# spacing aside, for every instruction gfxshim knows on gfx1100 and gfx1201.
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
norm() { sed 's/[[:space:]]\+/ /g; s/^ //; s/ $//' | grep -v '^$'; }

for t in gfx1100 gfx1201; do
	g=$([ $t = gfx1100 ] && echo gfx11 || echo gfx12)
	cat "$GS_ROOT/tests/asm/enc-common.s" "$GS_ROOT/tests/asm/enc-$g.s" | grep -v '^//' >"$tmp/in.s"
	"$GFXSHIM" asm --mcpu=$t -show-encoding "$tmp/in.s" 2>/dev/null | norm >"$tmp/ours"
	llvm-mc-22 -arch=amdgcn -mcpu=$t -show-encoding "$tmp/in.s" 2>/dev/null | norm >"$tmp/theirs"
	cnt=$(wc -l <"$tmp/theirs")
	check_eq "$(diff "$tmp/ours" "$tmp/theirs" | head -5)" "" "$t: gfxshim asm -show-encoding prints llvm-mc-22's $cnt lines"

	# the encodings as llvm-mc --disassemble input, one [..] group per instruction
	sed -n 's/.*; encoding: //p' "$tmp/theirs" >"$tmp/hex"
	"$GFXSHIM" disasm --mcpu=$t -show-encoding "$tmp/hex" 2>/dev/null | norm >"$tmp/ours-d"
	llvm-mc-22 -arch=amdgcn -mcpu=$t --disassemble -show-encoding "$tmp/hex" 2>/dev/null | norm >"$tmp/theirs-d"
	cnt=$(wc -l <"$tmp/theirs-d")
	check_eq "$(diff "$tmp/ours-d" "$tmp/theirs-d" | head -5)" "" "$t: gfxshim disasm prints llvm-mc-22 --disassemble's $cnt lines"
	[ "$cnt" -ge 150 ] && ok "$t: compared $cnt instructions" || not_ok "$t: only $cnt instructions compared"
done

# llvm-mc-22 echoes .text only when the source has it
for src in 's_nop 0' '.text
s_nop 0'; do
	want=$(printf '%s\n' "$src" | llvm-mc-22 -arch=amdgcn -mcpu=gfx1100 -show-encoding 2>&1 | norm)
	got=$(printf '%s\n' "$src" | "$GFXSHIM" asm --mcpu=gfx1100 -show-encoding - 2>&1 | norm)
	check_eq "$got" "$want" "asm prints '.text' as llvm-mc-22 does for: $(printf '%s' "$src" | tr '\n' ';')"
done

# The rest of llvm-mc-22's echo: labels, branches to labels with their fixups,
# data and alignment in llvm's form, symbol directives, assignments, and the
# .amdhsa_kernel block expanded with every default; and the bytes the same
# source assembles to equal llvm's .text (data, fills and padding included).
for t in gfx1100 gfx1151 gfx1201 gfx942 gfx950 gfx1250; do
	{ echo ".amdgcn_target \"amdgcn-amd-amdhsa--$t\""; grep -v '^//' "$GS_ROOT/tests/asm/listing.s"; } >"$tmp/l.s"
	case $t in gfx9*) sed -i 's/^\.end_amdhsa_kernel/\t.amdhsa_accum_offset 12\n.end_amdhsa_kernel/' "$tmp/l.s" ;; esac
	for enc in -show-encoding ""; do
		want=$(llvm-mc-22 -arch=amdgcn -mcpu=$t -triple amdgcn-amd-amdhsa $enc "$tmp/l.s" 2>&1 | norm)
		got=$("$GFXSHIM" asm --mcpu=$t -triple amdgcn-amd-amdhsa $enc "$tmp/l.s" 2>&1 | norm)
		check_eq "$(diff <(echo "$got") <(echo "$want") | head -5)" "" "$t: asm ${enc:-without encodings} echoes tests/asm/listing.s as llvm-mc-22 does ($(echo "$want" | wc -l) lines)"
	done
	llvm-mc-22 -arch=amdgcn -mcpu=$t -triple amdgcn-amd-amdhsa -filetype=obj "$tmp/l.s" -o "$tmp/l.o" &&
		llvm-objcopy-22 -O binary -j .text "$tmp/l.o" "$tmp/want.bin"
	"$GFXSHIM" asm --mcpu=$t "$tmp/l.s" -o "$tmp/got.bin" 2>/dev/null
	check_eq "$(cmp "$tmp/got.bin" "$tmp/want.bin" 2>&1)" "" "$t: listing.s assembles to llvm-mc-22's .text bytes"
done

# gfx1250's own mnemonic aliases (userspace/lib/asm/gen_isa_gfx1250_aliases.c,
# generated from llvm-mc-22 -mcpu=gfx1250): the old names assemble as llvm does
printf '%s\n' 's_getpc_b64 s[0:1]' 's_setpc_b64 s[0:1]' 's_swappc_b64 s[0:1], s[2:3]' 's_add_u32 s0, s1, s2' \
	's_addc_u32 s0, s1, s2' 's_andn2_b32 s0, s1, s2' 's_flbit_i32_b32 s0, s1' 'ds_read_u8 v1, v2 offset:4' \
	'ds_write_b8 v1, v2' 'v_max_f32 v1, v2, v3' 'v_min3_f32 v1, v2, v3, v4' 'v_ffbh_u32 v1, v2' \
	'global_atomic_csub_u32 v1, v2, v3, s[0:1] th:TH_ATOMIC_RETURN' 's_waitcnt_depctr 0xfffe' >"$tmp/a1250.s"
want=$(llvm-mc-22 -arch=amdgcn -mcpu=gfx1250 -show-encoding "$tmp/a1250.s" 2>&1 | norm)
got=$("$GFXSHIM" asm --mcpu=gfx1250 -show-encoding "$tmp/a1250.s" 2>&1 | norm)
check_eq "$(diff <(echo "$got") <(echo "$want") | head -5)" "" "gfx1250: 14 mnemonic aliases assemble and print as llvm-mc-22 does"
