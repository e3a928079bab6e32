#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# The kernel module's test suite, as TAP (`make check` runs it through
# tests/run-tests.sh; `make vm-test` too):
#   lint   W=1 build, sparse, checkpatch.pl --strict
#   6.1    W=1 build against bookworm's default kernel headers (6.1,
#          package linux-headers-amd64), in build/module-6.1
#   build  gfxshim.ko against Debian's 6.12 headers, static kselftests
#   VM     Debian's 6.12 kernel under qemu (TCG), busybox initramfs:
#          module load/unload checks and the kselftests (tests/kselftest/
#          init.sh), then the guest's kernel log is checked.
# The VM run is judged only by the result lines it printed (a panic also
# makes qemu exit 0).  Logs: build/vm/{console.txt,results.log,dmesg.log}.
set -u
here=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$here/../.." && pwd)
B=${B:-${GS_BUILD:-build}}
case $B in /*) ;; *) B=$ROOT/$B ;; esac
export B
VM=$B/vm
KSFT="$here/ksft.sh"
ksft() {
	bash "$KSFT" "$@"
}
n=0
failed=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT

tap() {	# tap ok|not-ok DESCRIPTION
	n=$((n + 1))
	if [ "$1" = ok ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		failed=$((failed + 1))
	fi
}

# step DESCRIPTION ksft-command: one TAP line; on failure the log's tail
step() {
	local desc=$1 t0 ms
	shift
	t0=$(date +%s%N)
	if ksft "$@" >"$log" 2>&1; then
		ms=$((($(date +%s%N) - t0) / 1000000))
		tap ok "$desc ($((ms / 1000)).$((ms % 1000 / 100)) s)"
		return 0
	fi
	tap not-ok "$desc"
	tail -n 25 "$log" | sed 's/^/#   /'
	return 1
}

kv=$(bash "$ROOT/tools/kernel-version.sh" 2>"$log")
if [ -n "$kv" ]; then
	tap ok "kernel release for the module and the VM: $kv"
else
	tap not-ok "kernel release for the module and the VM"
	sed 's/^/#   /' "$log"
fi

# lint failures are reported but do not keep the VM tests from running
build=ok
if [ -n "$kv" ]; then
	step "W=1 build has no warning" lint-w1 || true
	step "sparse (C=2 -Wsparse-error) clean" lint-sparse || true
	step "checkpatch.pl --strict and kernel-doc clean on driver/ and uapi/" lint-checkpatch || true
	# bookworm's default kernel: reported, not needed for the VM tests
	if kv61=$(bash "$ROOT/tools/kernel-version.sh" linux-headers-amd64 2>"$log"); then
		step "W=1 build against bookworm's default kernel $kv61 has no warning" build-6.1 || true
	else
		tap not-ok "W=1 build against bookworm's default kernel (6.1): $(sed 's/^error: //' "$log")"
	fi
	step "build gfxshim.ko" modules || build=fail
	step "build static kselftest programs" kselftest || build=fail
	step "Debian $kv vmlinux for the VM" vm-kernel || build=fail
else
	build=fail
fi

if [ $build = ok ]; then
	step "busybox initramfs" initramfs || build=fail
fi
if [ $build != ok ]; then
	tap not-ok "VM tests not run: a build step above failed"
	exit 1
fi

t0=$(date +%s%N)
ksft vm-run >"$log" 2>&1 || { tap not-ok "qemu could not be started"; sed 's/^/#   /' "$log"; }
ms=$((($(date +%s%N) - t0) / 1000000))
secs="$((ms / 1000)).$((ms % 1000 / 100)) s"

results=$VM/results.log
# One TAP line per guest result; diagnostics only around failures.
guest=$(awk '
	/^# gfxshim-vm: dmesg-begin/ { in_dmesg = 1; next }
	/^# gfxshim-vm: dmesg-end/ { in_dmesg = 0; next }
	in_dmesg { next }
	/^#  RUN / { buf = ""; next }
	/^ok / { sub(/^ok -? */, ""); print "ok\t" $0; buf = ""; next }
	/^not ok / { sub(/^not ok -? */, ""); print "not-ok\t" $0;
		     if (buf != "") printf "%s", buf; buf = ""; next }
	/^#/ { buf = buf "#\t" $0 "\n"; next }
	{ buf = buf "#\t" $0 "\n" }
' "$results")
nguest=0
while IFS=$'\t' read -r st desc; do
	case $st in
	ok | not-ok) tap "$st" "vm: $desc"; nguest=$((nguest + 1)) ;;
	'#') echo "#   $desc" ;;
	esac
done <<<"$guest"

if grep -q '^# gfxshim-vm: end' "$results"; then
	tap ok "VM run finished: $nguest results in $secs"
else
	tap not-ok "VM run did not finish ($nguest results in $secs; timeout, panic or hang)"
	echo "#   last lines of $VM/console.txt:"
	tail -n 30 "$VM/console.txt" 2>/dev/null | sed 's/^/#   /'
fi

# the guest kernel log, without the command line (e.g. oops=panic)
sed -n '/^# gfxshim-vm: dmesg-begin/,/^# gfxshim-vm: dmesg-end/p' "$results" |
	grep -v 'ommand line:' >"$VM/dmesg.log"
bad='BUG:|WARNING:|Oops|Call Trace|general protection|Kernel panic|UBSAN:|KASAN:|kernel BUG|refcount_t:|list_(add|del) corruption|INFO: task .* blocked'
if ! grep -q 'dmesg-end' "$VM/dmesg.log"; then
	tap not-ok "guest kernel log captured"
	grep -E "$bad" "$VM/console.txt" 2>/dev/null | head -n 20 | sed 's/^/#   /'
elif grep -Eq "$bad" "$VM/dmesg.log"; then
	tap not-ok "guest kernel log has no BUG/WARNING/Oops"
	grep -E -A3 "$bad" "$VM/dmesg.log" | head -n 40 | sed 's/^/#   /'
else
	tap ok "guest kernel log has no BUG/WARNING/Oops"
fi
[ "$failed" -eq 0 ]
