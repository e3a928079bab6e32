#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Build the PM4 decoder fuzzer with clang-22 (libFuzzer + ASan + UBSan; the
# runtime is Debian's libclang-rt-22-dev) and run it.
#   tests/fuzz/run-fuzz.sh [RUNS] [BUILD_DIR]      default 1000000 runs, build/
# Seeds: tests/fuzz/corpus (golden streams, every crash input found so far;
# test_pm4 replays them all).  New crash inputs are written to
# BUILD_DIR/fuzz/crashes and copied into tests/fuzz/corpus as crash-*.
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
mkdir -p "$out/obj" "$out/work" "$out/crashes"
[ -f "$b/include/gs_config.h" ] || make --no-print-directory "$b/include/gs_config.h" B="$b" >/dev/null
flags="-std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -g -O1 -fno-omit-frame-pointer
       -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
       -Iuserspace/include -Iuserspace/lib -I$b/include -I$b/gen -Iuapi -Itests/fuzz"
srcs="$(ls userspace/lib/pm4/*.c userspace/lib/regs/*.c userspace/lib/core/*.c) tests/fuzz/fuzz_pm4.c"
echo "  CLANG   $out/fuzz_pm4"
# shellcheck disable=SC2086
"$CLANG" $flags $srcs -o "$out/fuzz_pm4" -lm
# Run on a scratch copy of the corpus so the repository only gains crashes.
cp -f tests/fuzz/corpus/* "$out/work/" 2>/dev/null || true
set +e
"$out/fuzz_pm4" -runs="$runs" -max_len=4096 -timeout=10 -print_final_stats=1 \
	-artifact_prefix="$out/crashes/" "$out/work" >"$out/fuzz.log" 2>&1
status=$?
set -e
grep -E '^(#[0-9]+.*DONE|stat::|==[0-9]+==ERROR|SUMMARY)' "$out/fuzz.log" || tail -n 30 "$out/fuzz.log"
for c in "$out"/crashes/*; do
	[ -f "$c" ] || continue
	cp "$c" "tests/fuzz/corpus/crash-$(basename "$c" | sed 's/^[a-z]*-//')"
	echo "kept crash input tests/fuzz/corpus/crash-$(basename "$c" | sed 's/^[a-z]*-//')"
done
exit "$status"
