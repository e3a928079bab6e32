#!/usr/bin/env bash
# Issue 25's classes of difference with llvm-mc-22, as our own regression
# lines (tests/asm/mc-classes/*.s, RUN lines as in LLVM's MC tests): every
# line gives llvm-mc-22's bytes and text, or is refused where llvm-mc-22
# refuses it; and a file with bad lines behaves as llvm-mc-22: every line
# that assembled echoed, every error at its file:line, a non-zero exit, and
# -o writing nothing.
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

out=$(python3 "$GS_ROOT/tools/conformance/llvm-mc-tests.py" --gfxshim "$GFXSHIM" --expect-all \
	"$GS_ROOT/tests/asm/mc-classes" 2>&1)
check $? "tests/asm/mc-classes: every line agrees with llvm-mc-22 (bytes, text, refusals)"
n=$(printf '%s\n' "$out" | awk '$1 == "all" {print $3 + $6}')
[ "${n:-0}" -ge 40 ] && ok "compared $n lines" || { not_ok "only ${n:-0} lines compared"; printf '%s\n' "$out" | sed 's/^/# /' | head -40; }

norm() { sed 's/[[:space:]]\+/ /g; s/^ //; s/ $//' | grep -v '^$'; }
printf 'v_mov_b32 v1, v2\nbogus_inst v1\ns_mov_b32 s0, 1\nv_add_f32 v1, v2\ns_endpgm\n' >"$tmp/bad.s"
"$GFXSHIM" asm --mcpu=gfx1100 -show-encoding "$tmp/bad.s" >"$tmp/ours" 2>"$tmp/ours.err"
rc=$?
llvm-mc-22 -arch=amdgcn -mcpu=gfx1100 -show-encoding "$tmp/bad.s" >"$tmp/theirs" 2>"$tmp/theirs.err"
check_eq "$rc" 3 "a file with bad lines exits 3"
check_eq "$(norm <"$tmp/ours")" "$(norm <"$tmp/theirs")" "the echo shows every line that assembled, as llvm-mc-22's"
lines() { grep -o "bad.s:[0-9]*:" "$1" | sort -u | tr '\n' ' '; }
check_eq "$(lines "$tmp/ours.err")" "$(lines "$tmp/theirs.err")" "an error for each bad line, at llvm-mc-22's lines"
printf 'old\n' >"$tmp/keep.bin"
"$GFXSHIM" asm --mcpu=gfx1100 -o "$tmp/keep.bin" "$tmp/bad.s" 2>/dev/null
check_eq "$?:$(cat "$tmp/keep.bin")" "3:old" "-o on an error exits 3 and leaves the file as it was"
"$GFXSHIM" asm --mcpu=gfx1100 -o "$tmp/new.co" "$tmp/bad.s" 2>/dev/null
[ ! -e "$tmp/new.co" ] && ok "-o on an error writes no file" || not_ok "-o on an error wrote $tmp/new.co"
echo "1..$tap_n"
