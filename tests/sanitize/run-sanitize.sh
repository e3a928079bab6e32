#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The unit tests under AddressSanitizer + UndefinedBehaviorSanitizer (with
# LeakSanitizer): the library and a subset of the unit tests built by gcc
# with -fsanitize=address,undefined -fno-sanitize-recover=all into
# BUILD_DIR/san (incremental: a second run rebuilds only what changed), then
# run; one TAP line per test program, "not ok" on any sanitizer report or
# failed check.  Part of `make check` through tests/e2e/test-sanitizers.sh;
# alone: `make sanitize`.  Documentation/testing.rst says which tests and why.
#   tests/sanitize/run-sanitize.sh [BUILD_DIR]     (default build)
# Environment: SAN_TESTS="test_asm ..." runs those instead; JOBS=N for make.
set -u
build=${1:-build}
root=$(cd "$(dirname "$0")/../.." && pwd)
case $build in /*) ;; *) build=$root/$build ;; esac
san=$build/san
# -O0: the build is most of the cost and -O0 compiles 2-3x faster than -O1,
# while the tests run in seconds either way.  -frounding-math stays on the
# emulator's objects (the Makefile adds it); CFLAGS comes from the
# environment so that target-specific addition is kept.
cc="${SAN_CC:-gcc} -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
cflags="-O0 -g1 -Wno-format-truncation"
# asm, disasm, pm4, code objects, expressions, the CLI's helpers, and a
# sample of the emulator (core, memory, LDS, atomics, floats, conversions,
# images, WMMA, the checker's refusals).  Left out for time (10-20 s each
# under ASan): test_emu_salu, test_minifloat, test_mfma; the table sweeps
# (test_tab_*), which spend their time in llvm-mc-22.
tests=${SAN_TESTS:-"test_asm test_asm_expr test_asm_input test_asm_parallel test_asm_lit test_fuzz_regress test_disasm_strict
	test_pm4 test_codeobj test_cli_util test_isa_tables test_regs test_builder test_perf test_timing
	test_emu test_emu_mem test_emu_flat test_emu_smem test_emu_ds test_emu_atomic test_emu_barrier
	test_emu_float test_emu_cvt test_emu_trans test_emu_mode test_emu_image test_emu_refuse test_wmma"}
n=0
ok() { n=$((n + 1)); echo "ok $n - $*"; }
not_ok() { n=$((n + 1)); echo "not ok $n - $*"; }

bins=""
for t in $tests; do bins="$bins $san/tests/$t"; done
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# shellcheck disable=SC2086
if ! CFLAGS=$cflags make --no-print-directory -C "$root" -j"${JOBS:-2}" B="$san" CC="$cc" $bins >"$log" 2>&1; then
	not_ok "ASan+UBSan build of the library and unit tests ($cc)"
	tail -n 20 "$log" | sed 's/^/#   /'
	echo "1..$n"
	exit 1
fi
ok "ASan+UBSan build of the library and $(echo $tests | wc -w) unit tests"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:exitcode=99${ASAN_OPTIONS:+:$ASAN_OPTIONS}
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}
status=0
for t in $tests; do
	"$san/tests/$t" >"$log" 2>&1
	rc=$?
	checks=$(grep -c '^ok ' "$log")
	failed=$(grep -c '^not ok ' "$log")
	report=$(grep -m1 -E '^==[0-9]+==ERROR|runtime error:|^SUMMARY: ' "$log")
	if [ "$rc" -eq 0 ] && [ "$failed" -eq 0 ] && [ -z "$report" ] && [ "$checks" -gt 0 ]; then
		ok "ASan+UBSan: $t ($checks checks, no report)"
	else
		not_ok "ASan+UBSan: $t (exit $rc, $failed of $((checks + failed)) checks failed)${report:+: $report}"
		grep -E '^not ok |ERROR|runtime error|SUMMARY|^    #[0-9]' "$log" | head -n 30 | sed 's/^/#   /'
		status=1
	fi
done
echo "1..$n"
exit $status
