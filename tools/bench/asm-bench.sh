#!/usr/bin/env bash
# make bench: assembler throughput against llvm-mc-22 on the same files, in
# the same run.  Three inputs, each repeated to a large file:
#   common every line of tests/asm/enc-common.s and enc-gfx12.s (the
#          everyday SALU/VALU/memory lines; until the eighth sitting the
#          hand-shaped path's input), gfx1201, N instructions
#   sweep  tools/bench/tab-gfx1201.s and tab-gfx942.s (a sweep of the
#          classes: DS, FLAT, VBUFFER/MUBUF, VIMAGE, VSAMPLE, VOPD, DPP,
#          VOP3P, MFMA, SMEM ...), N/2 instructions each
# All of it goes through the one assembler path (the table-driven layer).
# Each file is assembled with `gfxshim asm -o x.bin` (its default: one
# thread per CPU, asm/parallel.c), with `gfxshim asm -j 1` (one thread) and
# `llvm-mc-22 -filetype=obj` (one thread), best of 3 wall-clock runs each;
# the script reports instructions/s, the ratio per input and for the table
# inputs and all inputs combined (total instructions over total time), both
# ways, peak memory (GNU time's max RSS), and checks that gfxshim's bytes
# equal the object's .text, on every thread count.
# BASELINE=path/to/older/gfxshim also times that binary on the same files
# (before/after of a change in one run).
# Then the symbol table at scale (goal: each under a second): 300k labels
# (each followed by an s_nop, a branch back at the end; llvm-mc-22 on the
# same file, bytes compared) and a chain of 200k forward .set symbols
# (x0 = x1+1, ..., x200000 = 0; x0 must come out as 200000 -- llvm-mc-22
# overflows its stack on it, so it is not run there).
# usage: tools/bench/asm-bench.sh BUILD_DIR [N_INSTRUCTIONS]
set -eu
base=${BASELINE:-}
build=${1:-build}
want=${2:-1000000}
root=$(cd "$(dirname "$0")/../.." && pwd)
g="$root/$build/bin/gfxshim"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
command -v llvm-mc-22 >/dev/null || { echo "llvm-mc-22 missing (Debian package llvm-22)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "/usr/bin/time missing (Debian package time)" >&2; exit 1; }

best() { # command... -> best wall seconds and its max RSS KiB, "secs kib"
	local b="" r=""
	for _ in 1 2 3; do
		/usr/bin/time -f '%e %M' -o "$tmp/t" "$@" >/dev/null 2>"$tmp/err" || { cat "$tmp/err" >&2; exit 1; }
		read -r s k <"$tmp/t"
		if [ -z "$b" ] || awk "BEGIN{exit !($s < $b)}"; then b=$s; r=$k; fi
	done
	echo "$b $r"
}

# bench NAME CPU N FILES... : one input; appends "name n gs ls bs g1" to $tmp/sum
bench() {
	local name=$1 cpu=$2 want=$3 per reps n gs gk g1 g1k ls lk same
	shift 3
	grep -hv '^//\|^$' "$@" >"$tmp/lines"
	per=$(wc -l <"$tmp/lines")
	reps=$(( (want + per - 1) / per ))
	{ echo "	.text"; for _ in $(seq "$reps"); do cat "$tmp/lines"; done; } >"$tmp/big.s"
	n=$((reps * per))
	read -r gs gk < <(best "$g" asm --mcpu="$cpu" -o "$tmp/x.bin" "$tmp/big.s")
	read -r g1 g1k < <(best "$g" asm --mcpu="$cpu" -j 1 -o "$tmp/x1.bin" "$tmp/big.s")
	read -r ls lk < <(best llvm-mc-22 -arch=amdgcn -mcpu="$cpu" -filetype=obj -o "$tmp/x.o" "$tmp/big.s")
	bs=0 bk=0
	[ -z "$base" ] || read -r bs bk < <(best "$base" asm --mcpu="$cpu" -o "$tmp/b.bin" "$tmp/big.s")
	same="bytes not compared (llvm-objcopy-22 missing)"
	if command -v llvm-objcopy-22 >/dev/null; then
		llvm-objcopy-22 -O binary --only-section=.text "$tmp/x.o" "$tmp/x.text"
		if cmp -s "$tmp/x.bin" "$tmp/x.text" && cmp -s "$tmp/x1.bin" "$tmp/x.text"; then
			same="bytes identical to llvm-mc-22's .text"
		else same="BYTES DIFFER from llvm-mc-22's .text"; touch "$tmp/differ"; fi
	fi
	echo "$name: $n instructions ($per distinct lines x $reps), $cpu, best of 3; $same"
	awk -v n="$n" -v gs="$gs" -v ls="$ls" -v gk="$gk" -v lk="$lk" -v bs="$bs" -v bk="$bk" -v g1="$g1" \
		-v g1k="$g1k" -v cpus="$cpus" 'BEGIN {
		gs = gs < 0.01 ? 0.01 : gs; ls = ls < 0.01 ? 0.01 : ls; g1 = g1 < 0.01 ? 0.01 : g1
		printf "  gfxshim asm      %7.2f s  %12.0f instructions/s  max RSS %7.1f MiB (%d threads)\n", gs, n / gs, gk / 1024, cpus
		printf "  gfxshim asm -j 1 %7.2f s  %12.0f instructions/s  max RSS %7.1f MiB\n", g1, n / g1, g1k / 1024
		printf "  llvm-mc-22 (obj) %7.2f s  %12.0f instructions/s  max RSS %7.1f MiB\n", ls, n / ls, lk / 1024
		if (bs > 0)
			printf "  baseline gfxshim %7.2f s  %12.0f instructions/s  max RSS %7.1f MiB (%.1fx llvm-mc-22)\n", bs, n / bs, bk / 1024, ls / bs
		printf "  ratio: gfxshim is %.1fx llvm-mc-22 throughput on %d threads, %.1fx on one\n", ls / gs, cpus, ls / g1
	}'
	echo "${name%% *} $n $gs $ls $bs $g1" >>"$tmp/sum"
}

cpus=$(getconf _NPROCESSORS_ONLN)
[ "$cpus" -le 16 ] || cpus=16
echo "assembler benchmark (goal: >= 10x llvm-mc-22 throughput), $cpus CPUs: gfxshim on $cpus threads and on 1"
bench "common lines" gfx1201 "$want" "$root/tests/asm/enc-common.s" "$root/tests/asm/enc-gfx12.s"
bench "class-sweep file" gfx1201 $((want / 2)) "$root/tools/bench/tab-gfx1201.s"
bench "class-sweep file" gfx942 $((want / 2)) "$root/tools/bench/tab-gfx942.s"
awk -v cpus="$cpus" '{ n += $2; g += $3; l += $4; b += $5; o += $6 }
$1 == "class-sweep" { tn += $2; tg += $3; tl += $4; tb += $5; to += $6 }
END {
	printf "class-sweep files, both targets: %d instructions, %.2f s vs %.2f s: %.1fx (-j 1: %.2f s, %.1fx)", tn, tg, tl, tl / tg, to, tl / to
	if (tb > 0) printf " (baseline %.2f s: %.1fx)", tb, tl / tb
	printf "\ncombined, all three inputs:       %d instructions, %.2f s vs %.2f s: %.1fx on %d threads (-j 1: %.2f s, %.1fx)", n, g, l, l / g, cpus, o, l / o
	if (b > 0) printf " (baseline %.2f s: %.1fx)", b, l / b
	printf "\n"
}' "$tmp/sum"
# symbols NAME FILE [llvm]: one symbol-table input, gfxshim (and baseline,
# and llvm-mc-22 when asked) on it
symbols() {
	local name=$1 f=$2 gs gk ls lk bs bk
	read -r gs gk < <(best "$g" asm --mcpu=gfx1201 -o "$tmp/s.bin" "$f")
	printf '  %-34s gfxshim asm %6.2f s  max RSS %6.1f MiB' "$name" "$gs" "$(awk -v k="$gk" 'BEGIN{print k/1024}')"
	if [ -n "$base" ]; then
		if /usr/bin/time -f '%e %M' -o "$tmp/t" timeout 60 "$base" asm --mcpu=gfx1201 -o "$tmp/b.bin" "$f" \
			>/dev/null 2>&1; then
			read -r bs bk <"$tmp/t"
			printf '  baseline %6.2f s' "$bs"
		else
			printf '  baseline failed or took over 60 s'
		fi
	fi
	if [ "${3:-}" = llvm ]; then
		read -r ls lk < <(best llvm-mc-22 -arch=amdgcn -mcpu=gfx1201 -filetype=obj -o "$tmp/s.o" "$f")
		printf '  llvm-mc-22 %6.2f s' "$ls"
		if command -v llvm-objcopy-22 >/dev/null; then
			llvm-objcopy-22 -O binary --only-section=.text "$tmp/s.o" "$tmp/s.text"
			cmp -s "$tmp/s.bin" "$tmp/s.text" || { printf '  BYTES DIFFER'; touch "$tmp/differ"; }
		fi
	fi
	printf '\n'
}
echo "symbol table at scale (goal: each under 1 s), gfx1201, best of 3:"
{ echo "	.text"; awk 'BEGIN { for (i = 0; i < 300000; i++) printf "L%d:\n\ts_nop 0\n", i; print "\ts_branch L299990" }'; } \
	>"$tmp/labels.s"
symbols "300000 labels" "$tmp/labels.s" llvm
{ echo "	.text"; awk 'BEGIN { for (i = 0; i < 200000; i++) printf "x%d = x%d+1\n", i, i + 1; print "x200000 = 0"; print "\ts_mov_b32 s0, x0" }'; } \
	>"$tmp/chain.s"
symbols "chain of 200000 forward .set" "$tmp/chain.s"
# s_mov_b32 s0, 200000: ff 00 80 be 40 0d 03 00
[ "$(od -An -tx1 "$tmp/s.bin" | tr -d ' \n')" = ff0080be400d0300 ] ||
	{ echo "  the chain's value is wrong (expected 200000)"; touch "$tmp/differ"; }
[ ! -e "$tmp/differ" ]
