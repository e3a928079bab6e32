#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Build the fuzzers with clang-22 (libFuzzer + ASan + UBSan; the runtime is
# Debian's libclang-rt-22-dev) and run each for RUNS inputs:
#   fuzz_pm4     PM4/AQL decoder        seeds tests/fuzz/corpus/*  (test_pm4 replays)
#   fuzz_asm     assembler source text  seeds tests/fuzz/corpus/asm/*
#   fuzz_disasm  disassembler + round trip through the assembler
#                                       seeds tests/fuzz/corpus/disasm/*
#   (test_fuzz_regress replays the asm and disasm corpora)
#   tests/fuzz/run-fuzz.sh [RUNS] [BUILD_DIR]      default 1000000 runs, build/
# Environment: FUZZERS="fuzz_disasm ..." runs only those; MAX_TIME=S bounds
# each run to S seconds; GS_FUZZ_TARGETS="gfx1100 gfx942" limits fuzz_disasm's
# targets; GS_FUZZ_ROUNDTRIP=abort makes its first round-trip finding fatal.
# New crash inputs are written to BUILD_DIR/fuzz/<name>/crashes and copied
# into the fuzzer's corpus directory as crash-*.  Exits non-zero if any
# fuzzer found something (all three still run).
set -euo pipefail
runs=${1:-1000000}
b=${2:-build}
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
CLANG=${CLANG:-clang-22}
if ! command -v "$CLANG" >/dev/null; then
	echo "error: $CLANG not found (Debian packages clang-22 and libclang-rt-22-dev)" >&2
	exit 1
fi
rt=$("$CLANG" -print-file-name=libclang_rt.fuzzer-x86_64.a 2>/dev/null || true)
if [ ! -f "$rt" ] && ! ls "$(dirname "$("$CLANG" -print-libgcc-file-name)")"/libclang_rt.fuzzer*.a >/dev/null 2>&1; then
	echo "error: libFuzzer runtime for $CLANG missing (Debian package libclang-rt-22-dev)" >&2
	exit 1
fi
out=$b/fuzz
mkdir -p "$out/obj"
[ -f "$b/include/gs_config.h" ] || make --no-print-directory "$b/include/gs_config.h" B="$b" >/dev/null
# the library's version, as the Makefile compiles it into core/version.c
version=$(sed -n 's/^VERSION *:*= *//p' Makefile)
flags="-std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -DGS_LIB_VERSION=\"$version\" -g -O1 -fno-omit-frame-pointer
       -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
       -Iuserspace/include -Iuserspace/lib -I$b/include -I$b/gen -Iuapi -Itests/fuzz"
common="$(ls userspace/lib/regs/*.c userspace/lib/core/*.c)"
asm="$(ls userspace/lib/asm/*.c userspace/lib/isa/*.c)"
status=0

# fuzz NAME CORPUS_DIR MAX_LEN SOURCES...
fuzz() {
	local name=$1 corpus=$2 maxlen=$3 st c keep
	shift 3
	case " ${FUZZERS:-$name} " in *" $name "*) ;; *) return 0 ;; esac
	echo "  CLANG   $out/$name"
	# shellcheck disable=SC2086,SC2048
	"$CLANG" $flags $* -o "$out/$name" -lm
	# Run on a scratch copy of the corpus so the repository only gains crashes.
	rm -rf "$out/$name.work" "$out/$name.crashes"
	mkdir -p "$out/$name.work" "$out/$name.crashes"
	find "$corpus" -maxdepth 1 -type f -exec cp -f {} "$out/$name.work/" \;
	set +e
	"$out/$name" -runs="$runs" ${MAX_TIME:+-max_total_time="$MAX_TIME"} \
		-max_len="$maxlen" -timeout=10 -print_final_stats=1 \
		-artifact_prefix="$out/$name.crashes/" "$out/$name.work" >"$out/$name.log" 2>&1
	st=$?
	set -e
	echo "  FUZZ    $name: $(grep -E '^#[0-9]+.*DONE' "$out/$name.log" | tail -n 1)"
	grep -E '^(stat::number_of_executed_units|stat::average_exec_per_sec|==[0-9]+==ERROR|SUMMARY)' \
		"$out/$name.log" || tail -n 30 "$out/$name.log"
	for c in "$out/$name.crashes"/*; do
		[ -f "$c" ] || continue
		keep="$corpus/crash-$(basename "$c" | sed 's/^[a-z]*-//')"
		cp "$c" "$keep"
		echo "kept crash input $keep"
	done
	[ "$st" -eq 0 ] || { echo "  FAIL    $name (exit $st, log $out/$name.log)"; status=$st; }
}

# shellcheck disable=SC2086,SC2046
fuzz fuzz_pm4 tests/fuzz/corpus 4096 $(ls userspace/lib/pm4/*.c) $common tests/fuzz/fuzz_pm4.c
# shellcheck disable=SC2086,SC2046
fuzz fuzz_asm tests/fuzz/corpus/asm 4096 $asm $common tests/fuzz/fuzz_asm.c
# shellcheck disable=SC2086,SC2046
fuzz fuzz_disasm tests/fuzz/corpus/disasm 256 $asm $common tests/fuzz/fuzz_disasm.c
exit "$status"
