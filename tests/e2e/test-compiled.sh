#!/usr/bin/env bash
# OpenCL C compiled by clang-22 runs the way a ROCm runtime runs it
# (tests/e2e/runtime/*.cl), on gfx1100, gfx1151, gfx1201, gfx942, gfx950:
#  - matmul.cl: 36 bytes of arguments read with a 16-byte scalar load
#    (over the end: the padded kernarg segment), against NumPy;
#  - implicit.cl: the hidden arguments of code object v5, the AQL packet
#    behind the dispatch pointer and the queue behind the queue pointer,
#    each value as the launch defines it;
#  - devlibs.cl: Debian's device library (get_global_id, get_local_size,
#    get_num_groups, get_work_dim, barrier, exp, sqrt, sin, atomics)
#    linked by hand, against NumPy;
#  - ldswrap.cl: s[63 - l], a negative DS base plus a positive offset, which
#    the hardware adds in 32 bits.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/devlibs.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
src="$GS_ROOT/tests/e2e/runtime"

if ! command -v clang-22 >/dev/null || ! command -v ld.lld-22 >/dev/null; then
	echo "ok 1 # SKIP clang-22 or ld.lld-22 not installed"
	exit 0
fi
if ! py=$(numpy_python); then
	echo "ok 1 # SKIP no python3 with NumPy (Debian python3-numpy)"
	exit 0
fi

"$py" - "$tmp" <<'PY'
import sys
import numpy as np
d = sys.argv[1]
r = np.random.default_rng(7)
m, n, k = 20, 24, 36
a = r.standard_normal((m, k)).astype(np.float32); b = r.standard_normal((k, n)).astype(np.float32)
np.save(d + "/a.npy", a.ravel()); np.save(d + "/b.npy", b.ravel())
np.save(d + "/c.npy", (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float32).ravel())
x = (r.random(128) * 50).astype(np.float32)
np.save(d + "/x.npy", x)
s = (np.exp(x.astype(np.float64) * np.float64(np.float32(0.01))) + np.sqrt(x.astype(np.float64)))
out = np.empty(128)
for g in range(2):
    for l in range(64):
        i = g * 64 + l
        out[i] = s[g * 64 + (l + 1) % 64] + np.sin(np.float64(x[i])) + 64 + 2 * 1000 + g * 10
np.save(d + "/devlibs.npy", out.astype(np.float32))
np.save(d + "/rev.npy", np.arange(64, dtype=np.uint32)[::-1].copy())
PY

# build TARGET KERNEL [FLAGS...]
build() {
	local t=$1 k=$2
	shift 2
	clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu="$t" -O2 -Wno-everything "$@" \
		-c "$src/$k.cl" -o "$tmp/$k-$t.o" 2>"$tmp/cc-err" && ld.lld-22 -shared "$tmp/$k-$t.o" -o "$tmp/$k-$t.co"
}

# What the emulator cannot run yet, "target:kernel reason": such a run is a
# SKIP while it fails, and a failure once it passes (remove the entry then).
gaps=""

# check DESC KEY GFXSHIM-ARGS...: passes when gfxshim exits 0 with every check PASS
check_run() {
	local desc=$1 key=$2 out rc gap
	shift 2
	out=$("$GFXSHIM" run --device emu "$@" 2>"$tmp/err")
	rc=$?
	gap=$(printf '%s\n' "$gaps" | awk -v k="$key" '$1 == k { $1 = ""; sub(/^ /, ""); print }')
	if [ $rc -eq 0 ] && ! printf '%s\n' "$out" | grep -q FAIL && printf '%s\n' "$out" | grep -q PASS; then
		if [ -n "$gap" ]; then
			not_ok "$desc -- listed as a gap ($gap) but passes: remove it from the list"
		else
			ok "$desc"
		fi
	elif [ -n "$gap" ]; then
		ok "$desc # SKIP $gap"
	else
		not_ok "$desc"
		printf '%s\n' "$out" | grep check | sed 's/^/#   /'
		tail -n 4 "$tmp/err" | sed 's/^/#   /'
	fi
}

for t in gfx1100 gfx1151 gfx1201 gfx942 gfx950; do
	# the issue's case: sizes m, n, k at 0x18..0x23, read 16 bytes at a time
	if build "$t" matmul -nogpulib; then
		case $t in
		gfx1201) ;;  # gfx12 has s_load_b96 and reads exactly 12 bytes
		*)
			if llvm-objdump-22 -d "$tmp/matmul-$t.co" | grep -Eq 's_load_(b128|dwordx4) s\[[0-9:]+\], s\[0:1\], 0x18'; then
				ok "$t: matmul.cl reads its last three argument dwords with one 16-byte scalar load (past the 36-byte segment)"
			else
				not_ok "$t: matmul.cl has the 16-byte scalar load at 0x18 this test is about"
			fi
		esac
		check_run "$t: matmul.cl (36 bytes of arguments) runs in a padded kernarg segment and matches NumPy" \
			"$t:matmul" "$tmp/matmul-$t.co" --grid 3,3 --block 8,8 \
			--arg a=buf:f32:720:file="$tmp/a.npy" --arg b=buf:f32:864:file="$tmp/b.npy" --arg c=buf:f32:480 \
			--arg m=u32:20 --arg n=u32:24 --arg k=u32:36 --expect-file c="$tmp/c.npy" --rtol 1e-5 --atol 1e-5
	else
		not_ok "$t: matmul.cl compiles"
		sed 's/^/#   /' "$tmp/cc-err"
	fi

	# grid 3x2x1 of 8x4x2, 1 KiB of dynamic LDS, global offset 2^32 + 5
	if build "$t" implicit -nogpulib; then
		want="8 4 2 3 2 1 3 1024 5 1 131072 65536 24 4 3 65536 0 0 0"
		got=$("$GFXSHIM" run --device emu "$tmp/implicit-$t.co" --grid 3,2,1 --block 8,4,2 --dynamic-lds 1024 \
			--global-offset 0x100000005 --arg out=buf:u32:40:fill=7 --print out:40 2>"$tmp/err" |
			tail -n +2 | tr -s ' ' '\n' | grep . | tr '\n' ' ')
		check_eq "$(echo "$got" | cut -d' ' -f1-19)" "$want" \
			"$t: implicit.cl sees group sizes, block counts, grid dims, dynamic LDS, global offset, apertures, the dispatch packet and the queue as launched"
		check_eq "$(echo "$got" | cut -d' ' -f33-40)" "71 71 71 71 71 71 7 7" \
			"$t: implicit.cl: each of the 6 workgroups ran its 64 work-items once (hidden block counts index them)"
	else
		not_ok "$t: implicit.cl compiles"
		sed 's/^/#   /' "$tmp/cc-err"
	fi

	if flags=$(devlibs_flags "$t" "$tmp"); then
		# shellcheck disable=SC2086
		if build "$t" devlibs -nogpulib $flags; then
			check_run "$t: devlibs.cl with Debian's device library: work-item functions, barrier, exp/sqrt/sin, atomics" \
				"$t:devlibs" "$tmp/devlibs-$t.co" --grid 2 --block 64 --arg out=buf:f32:128 \
				--arg x=buf:f32:128:file="$tmp/x.npy" --arg cnt=buf:u32:3 \
				--expect-file out="$tmp/devlibs.npy" --rtol 2e-6 --atol 1e-5
			got=$("$GFXSHIM" run --device emu "$tmp/devlibs-$t.co" --grid 2 --block 64 --arg out=buf:f32:128 \
				--arg x=buf:f32:128:file="$tmp/x.npy" --arg cnt=buf:u32:3 --print cnt:3 2>/dev/null | tail -n 1)
			check_eq "$(echo $got)" "128 128 127" \
				"$t: devlibs.cl: atomic_inc counted 128 work-items, get_work_dim() was 1 for each, atomic_max saw id 127"
		else
			not_ok "$t: devlibs.cl compiles with the device library"
			sed 's/^/#   /' "$tmp/cc-err"
		fi
	else
		ok "$t: devlibs.cl # SKIP rocm-device-libs (Debian) or llvm-as-22 not installed"
	fi

	if build "$t" ldswrap -nogpulib; then
		check_run "$t: ldswrap.cl: s[63 - l] with a negative DS base and a positive offset" "$t:ldswrap" \
			"$tmp/ldswrap-$t.co" --grid 1 --block 64 --arg x=buf:u32:64:iota --arg out=buf:u32:64 \
			--expect-file out="$tmp/rev.npy"
	fi
done
