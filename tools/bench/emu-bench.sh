#!/usr/bin/env bash
# make bench, emulator part: wave-instructions per second of the emulator on
# five kernels (tools/bench/emu/), per core and on every core, against a
# named BASELINE build and a native C loop in the same run.
#   alu     alu-fma.s, gfx1201: 64 wave32 of 64 independent v_fma_f32 per
#           iteration (checked, and with --no-check)
#   alu-t   the same kernel with --timing on (the timing model of the RX 9070
#           XT, Documentation/emulator-timing.rst); no baseline (older builds
#           have no timing model)
#   mem     mem-stream.s, gfx1201: out = in + 1 over 64 MiB (b128 loads/stores)
#   lds     lds-loop.s, gfx1201: DS stores and loads with waits in a loop
#   wmma    wmma-loop.s, gfx1201: v_wmma_f32_16x16x16_f16 in a loop
#   mfma    mfma-loop.s, gfx942: v_mfma_f32_32x32x8_f16 in a loop (wave64)
#   clang   matmul.cl compiled by clang-22 for gfx1201: a naive 256x256 matmul
# Instructions are the emulator's SQ_WAVE32_INSTS counter (gfx1201) or the
# kernel's known count (gfx942: no total counter); time is the wall clock of
# the whole `gfxshim run` (assembly and buffer set-up included: small next
# to the seconds measured), best of 3.  The baseline runs smaller sizes (it
# is slow); rates are per second either way.
# BASELINE=path/to/older/gfxshim times that binary too (it runs one thread);
# EMU_BENCH_QUICK=1 shrinks every size 10x (a smoke run, not a record);
# EMU_BENCH_CASES="alu alu-t" runs only the cases named.
# usage: tools/bench/emu-bench.sh BUILD_DIR
set -eu
build=${1:-build}
root=$(cd "$(dirname "$0")/../.." && pwd)
g="$root/$build/bin/gfxshim"
base=${BASELINE:-}
quick=${EMU_BENCH_QUICK:-0}
cores=$(nproc)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
: >"$tmp/sum"
[ -x "$g" ] || { echo "emu-bench: $g missing (make all first)" >&2; exit 1; }

threads_ok=0
"$g" run --help 2>&1 | grep -q -- '--threads' && threads_ok=1
# thread counts besides 1: 2, and every core when there are more
more_threads=""
if [ "$threads_ok" = 1 ] && [ "$cores" -ge 2 ]; then
	more_threads=2
	[ "$cores" -gt 2 ] && more_threads="2 $cores"
fi

# scale N -> N, or N/10 in quick mode
scale() { if [ "$quick" = 1 ]; then echo $(( $1 / 10 > 0 ? $1 / 10 : 1 )); else echo "$1"; fi; }

# one BIN KERNEL TARGET COUNT EXTRA... -> "seconds instructions" (best of 3)
# COUNT: a counter name, or "=N" for a known instruction count
one() {
	local bin=$1 k=$2 t=$3 count=$4 best="" insts=0 s0 s1 s
	shift 4
	for _ in 1 2 3; do
		s0=$(date +%s.%N)
		if [ "${count:0:1}" = "=" ]; then
			"$bin" run "$k" --target "$t" --device "emu:$t" "$@" >"$tmp/out" 2>"$tmp/err" ||
				{ cat "$tmp/err" >&2; exit 1; }
			insts=${count:1}
		else
			"$bin" run "$k" --target "$t" --device "emu:$t" --counters "$count" "$@" >"$tmp/out" 2>"$tmp/err" ||
				{ cat "$tmp/err" >&2; exit 1; }
			insts=$(awk -v c="$count" '$1 == "counter" && $2 == c ":" { print $3 }' "$tmp/out")
		fi
		s1=$(date +%s.%N)
		s=$(awk -v a="$s0" -v b="$s1" 'BEGIN { printf "%.4f", b - a }')
		if [ -z "$best" ] || awk "BEGIN{exit !($s < $best)}"; then best=$s; fi
	done
	echo "$best $insts"
}

rate() { awk -v s="$1" -v n="$2" 'BEGIN { printf "%.3g", n / (s > 0.001 ? s : 0.001) }'; }

# case NAME KERNEL TARGET COUNT_SMALL COUNT_LARGE "SMALL ARGS" "LARGE ARGS" [NOCHECK]
# COUNT_*: a counter name or =N (see one()).  Prints a line per measurement
# and appends "name per_core all_cores baseline nocheck" to $tmp/sum.
bench_case() {
	local name=$1 k=$2 t=$3 cs=$4 cl=$5 small=$6 large=$7 nocheck=${8:-}
	local s n r1 r2="" rn="" rb="" rnc="" th1=""
	if [ -n "${EMU_BENCH_CASES:-}" ] && ! [[ " $EMU_BENCH_CASES " == *" $name "* ]]; then
		return 0
	fi
	[ "$threads_ok" = 1 ] && th1="--threads 1"
	# shellcheck disable=SC2086
	read -r s n < <(one "$g" "$k" "$t" "$cl" $large $th1)
	r1=$(rate "$s" "$n")
	printf '  %-6s %-8s 1 thread   %8.2f s %12s wave-instructions  %10s /s\n' "$name" "$t" "$s" "$n" "$r1"
	# the speed-up on 2 cores and on every core
	for th in $more_threads; do
		# shellcheck disable=SC2086
		read -r s n < <(one "$g" "$k" "$t" "$cl" $large --threads "$th")
		rn=$(rate "$s" "$n")
		[ "$th" = 2 ] && r2=$rn
		printf '  %-6s %-8s %2d threads %8.2f s %12s wave-instructions  %10s /s (%.2fx)\n' "$name" "$t" "$th" \
			"$s" "$n" "$rn" "$(awk -v a="$rn" -v b="$r1" 'BEGIN { print a / b }')"
	done
	if [ -n "$nocheck" ]; then
		# shellcheck disable=SC2086
		read -r s n < <(one "$g" "$k" "$t" "$cl" $large $th1 --no-check)
		rnc=$(rate "$s" "$n")
		printf '  %-6s %-8s --no-check %8.2f s %12s wave-instructions  %10s /s (checked/unchecked %.2f)\n' \
			"$name" "$t" "$s" "$n" "$rnc" "$(awk -v a="$r1" -v b="$rnc" 'BEGIN { print a / b }')"
	fi
	if [ -n "$base" ]; then
		# shellcheck disable=SC2086
		read -r s n < <(one "$base" "$k" "$t" "$cs" $small)
		rb=$(rate "$s" "$n")
		printf '  %-6s %-8s baseline   %8.2f s %12s wave-instructions  %10s /s (new/baseline %.1fx)\n' \
			"$name" "$t" "$s" "$n" "$rb" "$(awk -v a="$r1" -v b="$rb" 'BEGIN { print a / b }')"
	fi
	echo "$name $r1 ${r2:-0} ${rn:-0} ${rb:-0} ${rnc:-0}" >>"$tmp/sum"
}

e="$root/tools/bench/emu"
echo "emulator benchmark (goals: alu >= 50M wave32 instructions/s per core, mem >= 10M,"
echo "  >= 1.8x on 2 cores, checked >= 2/3 of unchecked, >= 80x the baseline on alu;"
echo "  alu-t, timing on: >= 10M per core)"
echo "  host: $cores cores; $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
[ "$threads_ok" = 1 ] || echo "  (this build has no --threads: one thread only)"

# 64 workgroups (512 waves) so that every core has work; the baseline
# runs 8 workgroups and fewer iterations (it is slow)
ai=$(scale 2500); bi=$(scale 200)
bench_case alu "$e/alu-fma.s" gfx1201 SQ_WAVE32_INSTS SQ_WAVE32_INSTS \
	"--grid 8 --block 256 --arg out=buf:f32:2048 --arg iter=u32:$bi" \
	"--grid 64 --block 256 --arg out=buf:f32:16384 --arg iter=u32:$ai" nocheck
if "$g" run --help 2>&1 | grep -q -- '--timing'; then
	ti=$(scale 500)
	base_saved=$base
	base=""
	bench_case alu-t "$e/alu-fma.s" gfx1201 SQ_WAVE32_INSTS SQ_WAVE32_INSTS "" \
		"--grid 64 --block 256 --arg out=buf:f32:16384 --arg iter=u32:$ti --timing on"
	base=$base_saved
else
	echo "  alu-t   (skipped: this build has no --timing)"
fi
mc=$(( $(scale 4194304) )); mb=$(scale 262144)
bench_case mem "$e/mem-stream.s" gfx1201 SQ_WAVE32_INSTS SQ_WAVE32_INSTS \
	"--grid $((mb / 256)) --block 256 --arg in=buf:f32:$((mb * 4)) --arg out=buf:f32:$((mb * 4)) --arg n=u32:$mb" \
	"--grid $((mc / 256)) --block 256 --arg in=buf:f32:$((mc * 4)) --arg out=buf:f32:$((mc * 4)) --arg n=u32:$mc"
li=$(scale 2500); lb=$(scale 300)
bench_case lds "$e/lds-loop.s" gfx1201 SQ_WAVE32_INSTS SQ_WAVE32_INSTS \
	"--grid 8 --block 256 --arg out=buf:f32:2048 --arg iter=u32:$lb" \
	"--grid 64 --block 256 --arg out=buf:f32:16384 --arg iter=u32:$li"
wi=$(scale 500); wb=$(scale 100)
bench_case wmma "$e/wmma-loop.s" gfx1201 SQ_WAVE32_INSTS SQ_WAVE32_INSTS \
	"--grid 8 --block 32 --arg out=buf:f32:2048 --arg iter=u32:$wb" \
	"--grid 64 --block 32 --arg out=buf:f32:16384 --arg iter=u32:$wi"
fi_=$(scale 300); fb=$(scale 100)
bench_case mfma "$e/mfma-loop.s" gfx942 "=$((8 * (19 + 5 * fb)))" "=$((32 * (19 + 5 * fi_)))" \
	"--grid 8 --block 64 --arg out=buf:f32:512 --arg iter=u32:$fb" \
	"--grid 32 --block 64 --arg out=buf:f32:2048 --arg iter=u32:$fi_"
if command -v clang-22 >/dev/null && command -v ld.lld-22 >/dev/null; then
	clang-22 -x cl -cl-std=CL2.0 -nogpulib -target amdgcn-amd-amdhsa -mcpu=gfx1201 -O2 -Wno-everything \
		-c "$e/matmul.cl" -o "$tmp/mm.o" && ld.lld-22 -shared "$tmp/mm.o" -o "$tmp/mm.co"
	nl=256; ns=64
	[ "$quick" = 1 ] && nl=64 && ns=32
	bench_case clang "$tmp/mm.co" gfx1201 SQ_WAVE32_INSTS SQ_WAVE32_INSTS \
		"--grid $((ns / 16)),$((ns / 16)) --block 16,16 --arg a=buf:f32:$((ns * ns)):iota --arg b=buf:f32:$((ns * ns)):fill=1 --arg c=buf:f32:$((ns * ns)) --arg n=u32:$ns --arg pad=u32:0" \
		"--grid $((nl / 16)),$((nl / 16)) --block 16,16 --arg a=buf:f32:$((nl * nl)):iota --arg b=buf:f32:$((nl * nl)):fill=1 --arg c=buf:f32:$((nl * nl)) --arg n=u32:$nl --arg pad=u32:0"
else
	echo "  clang   (skipped: clang-22 / ld.lld-22 not installed)"
fi

# the native C limit (alu and mem)
nat="$tmp/emu-native"
if cc -O3 -march=native -o "$nat" "$root/tools/bench/emu-native.c" -lm 2>"$tmp/err"; then
	read -r ns ni _ < <("$nat" alu 512 "$ai")
	na=$(rate "$ns" "$ni")
	read -r ns ni _ < <("$nat" mem "$mc")
	nm=$(rate "$ns" "$ni")
	echo "  native C (-O3 -march=native, one core): alu $na v_fma_f32-equivalent wave32 instructions/s, mem $nm /s"
else
	na=0 nm=0
	echo "  native C: could not build tools/bench/emu-native.c"
fi
awk -v na="$na" -v nm="$nm" -v cores="$cores" '
	{ r[$1] = $2; r2[$1] = $3; rn[$1] = $4; rb[$1] = $5; rnc[$1] = $6; order[++k] = $1 }
	END {
		printf "summary (wave-instructions/s per core; x: 2 threads / 1 and %d / 1; vs baseline; vs native C):\n", cores
		for (i = 1; i <= k; i++) {
			n = order[i]
			printf "  %-6s %10.3g", n, r[n]
			if (r2[n] > 0) printf "  %5.2fx on 2", r2[n] / r[n]
			if (rn[n] > 0 && cores > 2) printf "  %5.2fx on %d", rn[n] / r[n], cores
			if (rb[n] > 0) printf "  %7.1fx baseline", r[n] / rb[n]
			if (rnc[n] > 0) printf "  checked/unchecked %.2f", r[n] / rnc[n]
			if (n == "alu" && na > 0) printf "  native C %.1fx faster", na / r[n]
			if (n == "mem" && nm > 0) printf "  native C %.1fx faster", nm / r[n]
			printf "\n"
		}
	}' "$tmp/sum"
