#!/usr/bin/env bash
# Run every test program and script; each prints TAP-style "ok"/"not ok"
# lines.  A program that crashes or exits non-zero without reporting a
# failure counts as one failure.  Ends with "N passed, N failed".
# usage: tests/run-tests.sh BUILD_DIR
set -u
build=${1:-build}
root=$(cd "$(dirname "$0")/.." && pwd)
export GFXSHIM="$root/$build/bin/gfxshim" GS_ROOT="$root" GS_BUILD="$root/$build"
passed=0
failed=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT

run_one() {
	local name=$1; shift
	local p f rc
	echo "# --- $name"
	"$@" >"$log" 2>&1
	rc=$?
	grep -E '^(not )?ok |^#|^Bail out' "$log" | grep -v '^ok ' || true
	p=$(grep -c '^ok ' "$log")
	f=$(grep -c '^not ok ' "$log")
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
		echo "not ok - $name exited with status $rc; last output:"
		tail -n 20 "$log" | sed 's/^/#   /'
		f=1
	fi
	if [ "$p" -eq 0 ] && [ "$f" -eq 0 ]; then
		echo "not ok - $name reported no results"
		f=1
	fi
	echo "# $name: $p passed, $f failed"
	passed=$((passed + p))
	failed=$((failed + f))
}

for t in "$root/$build"/tests/test_*; do
	[ -x "$t" ] || continue
	run_one "$(basename "$t")" "$t"
done
for t in "$root"/tests/e2e/test-*.sh "$root"/tests/kselftest/run-vm.sh; do
	[ -f "$t" ] || continue
	run_one "$(basename "$t")" bash "$t"
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
