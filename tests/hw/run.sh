#!/usr/bin/env bash
# make check-hw: the end-to-end suite on a real AMD GPU (amdgpu:0), through
# the amdgpu backend.  Without a usable device it says so and skips (exit 0).
# Results are silicon results: record them in Documentation/hardware.rst.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
g="$root/build/bin/gfxshim"
n=0 fail=0
ok() { n=$((n + 1)); echo "ok $n - $*"; }
not_ok() { n=$((n + 1)); fail=$((fail + 1)); echo "not ok $n - $*"; }

if ! "$g" info | grep -q '^  amdgpu:0 '; then
	"$g" info | sed 's/^/# /'
	echo "1..0 # SKIP no usable amdgpu device (see above)"
	echo "0 passed, 0 failed"
	exit 0
fi
"$g" info | sed 's/^/# /'
target=$("$g" info | sed -n 's/^  amdgpu:0 .*(\(gfx[0-9a-f]*\),.*/\1/p')
echo "# target $target, kernel $(uname -r), $(date -u +%F)"

args=(--device amdgpu:0 --block 64 --arg a=buf:f32:4096:iota --arg b=buf:f32:4096:fill=2
	--arg c=buf:f32:4096 --arg n=u32:4096 --expect c=a+b)
out=$("$g" run "$root/examples/vadd.s" --grid 64 "${args[@]}" 2>&1)
case $out in *"PASS (silicon on $target)"*) ok "vadd on $target (silicon)" ;; *) not_ok "vadd on $target: $out" ;; esac
out=$("$g" run "$root/examples/vadd.s" --grid 65 "${args[@]}" 2>&1)
case $out in *"PASS (silicon"*) ok "vadd with a masked-off workgroup" ;; *) not_ok "masked workgroup: $out" ;; esac
out=$("$g" run "$root/tests/kernels/endless.s" --device amdgpu:0 --block 32 2>&1)
case $out in *"did not finish"*|*"GPU was reset"*) ok "an endless kernel is reported as a hang" ;; *) not_ok "endless kernel: $out" ;; esac
echo "$((n - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
