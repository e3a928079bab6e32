#!/usr/bin/env bash
# LABEL@rel32@lo/@hi literals: the echo llvm-mc-22 prints (placeholder bytes
# and FK_PCRel_4 fixups), the bytes ld.lld-22 links them to, a run that reads
# a table in .text through them, and the refusals.
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
norm() { sed 's/[[:space:]]\+/ /g; s/^ //; s/ $//' | grep -v '^$'; }
if ! command -v llvm-mc-22 >/dev/null || ! command -v ld.lld-22 >/dev/null; then
	ok "# SKIP llvm-mc-22 or ld.lld-22 not installed"
	exit 0
fi

for t in gfx1100 gfx1201 gfx942; do
	{ echo ".amdgcn_target \"amdgcn-amd-amdhsa--$t\""; grep -v '^//' "$GS_ROOT/tests/asm/reloc.s"; } >"$tmp/r.s"
	case $t in gfx9*)
		sed -i -e 's/s_load_b64/s_load_dwordx2/; s/s_load_b32/s_load_dword/; s/global_store_b32/global_store_dword/' \
		       -e 's/^\.end_amdhsa_kernel/\t.amdhsa_accum_offset 4\n.end_amdhsa_kernel/' "$tmp/r.s" ;;
	esac
	want=$(llvm-mc-22 -arch=amdgcn -mcpu=$t -triple amdgcn-amd-amdhsa -show-encoding "$tmp/r.s" 2>&1 | norm)
	got=$("$GFXSHIM" asm --mcpu=$t -triple amdgcn-amd-amdhsa -show-encoding "$tmp/r.s" 2>&1 | norm)
	check_eq "$(diff <(echo "$got") <(echo "$want") | head -5)" "" "$t: asm echoes the rel32 literals as llvm-mc-22 does"
	llvm-mc-22 -arch=amdgcn -mcpu=$t -triple amdgcn-amd-amdhsa -filetype=obj "$tmp/r.s" -o "$tmp/r.o" &&
		ld.lld-22 -shared "$tmp/r.o" -o "$tmp/r.so" && llvm-objcopy-22 -O binary -j .text "$tmp/r.so" "$tmp/want.bin"
	"$GFXSHIM" asm --mcpu=$t "$tmp/r.s" -o "$tmp/got.bin" 2>/dev/null
	check_eq "$(cmp "$tmp/got.bin" "$tmp/want.bin" 2>&1)" "" "$t: rel32 literals resolved as ld.lld-22 links them"
	case $t in gfx9*) continue ;; esac
	out=$("$GFXSHIM" run "$tmp/r.s" --device emu:$t --block 32 --arg out=buf:u32:1 --print out:1 2>&1 | tail -1)
	check_eq "$(echo $out)" "3405705229" "$t: the emulated kernel reads 0xcafef00d from .text through s_getpc_b64 + rel32"
done

printf 's_mov_b32 s0, x@abs32@lo\n' >"$tmp/e1.s"
check_contains "$("$GFXSHIM" asm --mcpu=gfx1201 "$tmp/e1.s" 2>&1)" "e1.s:1:15: error: relocation '@abs32@lo' needs a loader" "@abs32 is refused with its column"
printf 's_add_u32 s0, s0, nowhere@rel32@lo+4\n' >"$tmp/e2.s"
check_contains "$("$GFXSHIM" asm --mcpu=gfx1201 "$tmp/e2.s" 2>&1)" "e2.s:1:19: error: undefined label 'nowhere'" "an undefined label in rel32 is an error"
printf 'x:\nv_add_f16 v0, x@rel32@lo, v1\n' >"$tmp/e3.s"
check_contains "$("$GFXSHIM" asm --mcpu=gfx1100 "$tmp/e3.s" 2>&1)" "e3.s:2:15: error: 'x@rel32@lo' needs a 32-bit literal operand" "rel32 where no 32-bit literal fits is refused"
