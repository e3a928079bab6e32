#!/usr/bin/env bash
# HIP device code compiled by clang-22 (-x hip --offload-arch=T -nogpuinc
# -nogpulib --cuda-device-only, tests/e2e/hip/*.hip) runs on the emulator
# for gfx1100, gfx1151, gfx1201, gfx942 and gfx950 and matches results
# computed on the host with NumPy: vector add, a shared-memory reduction
# with __syncthreads, a tiled shared-memory matmul, kernels reading
# blockDim/gridDim (hidden arguments of code object v5), dynamic shared
# memory; and the same with blockDim/gridDim from Debian's device library
# (ockl) linked in.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/devlibs.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
src="$GS_ROOT/tests/e2e/hip"

if ! command -v clang-22 >/dev/null; then
	echo "ok 1 # SKIP clang-22 not installed"
	exit 0
fi
if ! py=$(numpy_python); then
	echo "ok 1 # SKIP no python3 with NumPy (Debian python3-numpy)"
	exit 0
fi

# Inputs and host results.
"$py" - "$tmp" <<'PY'
import sys
import numpy as np
d = sys.argv[1]
r = np.random.default_rng(2024)
a = r.random(256, dtype=np.float32); b = r.random(256, dtype=np.float32)
np.save(d + "/a.npy", a); np.save(d + "/b.npy", b)
c = np.zeros(256, np.float32); c[:200] = a[:200] + b[:200]
np.save(d + "/vadd.npy", c)
x = r.integers(0, 2**32, 768, dtype=np.uint32)
np.save(d + "/x.npy", x)
np.save(d + "/reduce.npy", x.reshape(3, 256).sum(axis=1, dtype=np.uint64).astype(np.uint32))
m, n, k = 32, 32, 48
ma = r.standard_normal((m, k)).astype(np.float32); mb = r.standard_normal((k, n)).astype(np.float32)
np.save(d + "/ma.npy", ma.ravel()); np.save(d + "/mb.npy", mb.ravel())
np.save(d + "/matmul.npy", (ma.astype(np.float64) @ mb.astype(np.float64)).astype(np.float32).ravel())
s = np.arange(1000, dtype=np.float32)
np.save(d + "/stride.npy", (s * np.float32(2) + np.float32(3 * 1000 + 64)).astype(np.float32))
dx = r.random(128, dtype=np.float32)
np.save(d + "/dx.npy", dx)
np.save(d + "/dynlds.npy", np.concatenate([np.roll(dx[g * 64:g * 64 + 64] * np.float32(2), -1) for g in range(2)]))
PY

# build TARGET KERNEL [FLAGS...]: the code object, or status 1
build() {
	local t=$1 k=$2
	shift 2
	clang-22 -x hip --offload-arch="$t" -nogpuinc -nogpulib --cuda-device-only --no-gpu-bundle-output -O2 \
		-Wno-everything -I"$src" "$@" "$src/$k.hip" -o "$tmp/$k-$t.co" 2>"$tmp/cc-err"
}

# run DESC GFXSHIM-ARGS...: one test; passes when gfxshim exits 0 and
# reports each check as PASS
run() {
	local desc=$1 out
	shift
	out=$("$GFXSHIM" run --device emu "$@" 2>"$tmp/err")
	if [ $? -eq 0 ] && ! printf '%s\n' "$out" | grep -q FAIL && printf '%s\n' "$out" | grep -q PASS; then
		ok "$desc"
	else
		not_ok "$desc"
		printf '%s\n' "$out" | grep check | sed 's/^/#   /'
		tail -n 4 "$tmp/err" | sed 's/^/#   /'
	fi
}

for t in gfx1100 gfx1151 gfx1201 gfx942 gfx950; do
	for k in vadd reduce matmul griddim dynlds; do
		build "$t" "$k" || { not_ok "$t: $k.hip compiles"; sed 's/^/#   /' "$tmp/cc-err"; }
	done
	run "$t: vadd.hip: c = a + b on the first n of 256, as NumPy computes it" "$tmp/vadd-$t.co" \
		--grid 4 --block 64 --arg a=buf:f32:256:file="$tmp/a.npy" --arg b=buf:f32:256:file="$tmp/b.npy" \
		--arg c=buf:f32:256 --arg n=i32:200 --expect-file c="$tmp/vadd.npy"
	run "$t: reduce.hip: 3 workgroups of 256 sum in shared memory with __syncthreads" "$tmp/reduce-$t.co" \
		--grid 3 --block 256 --arg x=buf:u32:768:file="$tmp/x.npy" --arg out=buf:u32:3 \
		--expect-file out="$tmp/reduce.npy"
	run "$t: matmul.hip: 32x48 by 48x32 in 16x16 shared-memory tiles, within 1e-5 of NumPy" "$tmp/matmul-$t.co" \
		--grid 2,2 --block 16,16 --arg a=buf:f32:1536:file="$tmp/ma.npy" --arg b=buf:f32:1536:file="$tmp/mb.npy" \
		--arg c=buf:f32:1024 --arg m=i32:32 --arg n=i32:32 --arg k=i32:48 \
		--expect-file c="$tmp/matmul.npy" --rtol 1e-5 --atol 1e-5
	run "$t: griddim.hip: a grid-stride loop over blockDim.x * gridDim.x" "$tmp/griddim-$t.co" --kernel stride \
		--grid 3 --block 64 --arg x=buf:f32:1000:iota --arg a=f32:2 --arg n=i32:1000 --expect-file x="$tmp/stride.npy"
	run "$t: griddim.hip: a 3x2 grid of 8x4 sees blockDim 8x4 and gridDim 3x2" "$tmp/griddim-$t.co" --kernel shape \
		--grid 3,2 --block 8,4 --arg out=buf:u32:192 --expect out=$((8 | 4 << 8 | 3 << 16 | 2 << 24))
	run "$t: dynlds.hip: extern __shared__ memory of --dynamic-lds 256 bytes (and hidden_dynamic_lds_size says so)" \
		"$tmp/dynlds-$t.co" --grid 2 --block 64 --dynamic-lds 256 --arg x=buf:f32:128:file="$tmp/dx.npy" \
		--arg out=buf:f32:128 --arg size=buf:u32:1 --expect-file out="$tmp/dynlds.npy" --expect size=256
done

# blockDim/gridDim through the device library, as hip_runtime.h gets them
if ! devlibs_dir >/dev/null; then
	ok "HIP with the device library # SKIP rocm-device-libs (Debian) or llvm-as-22 not installed"
	exit 0
fi
for t in gfx1100 gfx1151 gfx1201 gfx942 gfx950; do
	flags=$(devlibs_flags "$t" "$tmp") || { not_ok "$t: device-library flags"; continue; }
	# shellcheck disable=SC2086
	if build "$t" griddim -DHIP_OCKL $flags; then
		run "$t: griddim.hip with ockl's __ockl_get_local_size/__ockl_get_num_groups: the grid-stride loop" \
			"$tmp/griddim-$t.co" --kernel stride --grid 3 --block 64 --arg x=buf:f32:1000:iota --arg a=f32:2 \
			--arg n=i32:1000 --expect-file x="$tmp/stride.npy"
		run "$t: griddim.hip with ockl: the 3x2 grid of 8x4" "$tmp/griddim-$t.co" --kernel shape \
			--grid 3,2 --block 8,4 --arg out=buf:u32:192 --expect out=$((8 | 4 << 8 | 3 << 16 | 2 << 24))
	else
		not_ok "$t: griddim.hip compiles with the device library"
		sed 's/^/#   /' "$tmp/cc-err"
	fi
done
