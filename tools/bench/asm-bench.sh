#!/usr/bin/env bash
# make bench: assembler throughput against llvm-mc-22 on the same file, in
# the same run.  Generates a file of >= 200k instructions from every line of
# tests/asm/enc-common.s and enc-gfx12.s (the instructions gfxshim knows),
# assembles it with `gfxshim asm -o x.bin` and `llvm-mc-22 -filetype=obj`,
# best of 3 wall-clock runs each, and reports instructions/s, the ratio and
# peak memory (GNU time's max RSS).
# usage: tools/bench/asm-bench.sh BUILD_DIR [N_INSTRUCTIONS]
set -eu
build=${1:-build}
want=${2:-1000000}
root=$(cd "$(dirname "$0")/../.." && pwd)
g="$root/$build/bin/gfxshim"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
command -v llvm-mc-22 >/dev/null || { echo "llvm-mc-22 missing (Debian package llvm-22)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "/usr/bin/time missing (Debian package time)" >&2; exit 1; }

grep -hv '^//\|^$' "$root/tests/asm/enc-common.s" "$root/tests/asm/enc-gfx12.s" >"$tmp/lines"
per=$(wc -l <"$tmp/lines")
reps=$(( (want + per - 1) / per ))
{ echo "	.text"; for _ in $(seq "$reps"); do cat "$tmp/lines"; done; } >"$tmp/big.s"
n=$((reps * per))

best() { # command... -> best wall seconds and its max RSS KiB, "secs kib"
	local b="" r=""
	for _ in 1 2 3; do
		/usr/bin/time -f '%e %M' -o "$tmp/t" "$@" >/dev/null 2>"$tmp/err" || { cat "$tmp/err" >&2; exit 1; }
		read -r s k <"$tmp/t"
		if [ -z "$b" ] || awk "BEGIN{exit !($s < $b)}"; then b=$s; r=$k; fi
	done
	echo "$b $r"
}
read -r gs gk < <(best "$g" asm --mcpu=gfx1201 -o "$tmp/x.bin" "$tmp/big.s")
read -r ls lk < <(best llvm-mc-22 -arch=amdgcn -mcpu=gfx1201 -filetype=obj -o "$tmp/x.o" "$tmp/big.s")
echo "assembler benchmark: $n instructions ($per distinct lines x $reps), gfx1201, best of 3"
awk -v n="$n" -v gs="$gs" -v ls="$ls" -v gk="$gk" -v lk="$lk" 'BEGIN {
	gs = gs < 0.01 ? 0.01 : gs; ls = ls < 0.01 ? 0.01 : ls
	printf "  gfxshim asm      %7.2f s  %12.0f instructions/s  max RSS %7.1f MiB\n", gs, n / gs, gk / 1024
	printf "  llvm-mc-22 (obj) %7.2f s  %12.0f instructions/s  max RSS %7.1f MiB\n", ls, n / ls, lk / 1024
	printf "  ratio: gfxshim is %.1fx llvm-mc-22 throughput (goal: >= 10x)\n", ls / gs
}'
