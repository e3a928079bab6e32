#!/usr/bin/env bash
# Kernels compiled by clang-22 (OpenCL C, tests/e2e/clang/*.cl) run on the
# emulator for each generation and give the values computed here in
# Python: the instructions, descriptors and user SGPR layouts a compiler
# produces, not only hand-written ones (s_delay_alu, s_clause, 15 user
# SGPRs on gfx11, workgroup ids in TTMP9 on gfx12, v_lshl_add_u64 on
# gfx942, cache invalidates at fences, ds_load_2addr_stride64_b32, the f32
# division sequence).
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
src="$GS_ROOT/tests/e2e/clang"

if ! command -v clang-22 >/dev/null || ! command -v ld.lld-22 >/dev/null; then
	echo "ok 1 # SKIP clang-22 or ld.lld-22 not installed"
	exit 0
fi

# run TARGET KERNEL ARGS... -> the printed buffer's values, one per line
run() {
	local t=$1 k=$2
	shift 2
	clang-22 -x cl -cl-std=CL2.0 -nogpulib -target amdgcn-amd-amdhsa -mcpu="$t" -O2 -Wno-everything \
		${CLFLAGS:-} -c "$src/$k.cl" -o "$tmp/$k-$t.o" && ld.lld-22 -shared "$tmp/$k-$t.o" -o "$tmp/$k-$t.co" || return 1
	"$GFXSHIM" run "$tmp/$k-$t.co" --target "$t" --device emu "$@" 2>"$tmp/err" | tail -n +2 | tr -s ' ' '\n' | grep .
}

# expected KERNEL N -> N reference values, one per line
expected() {
	python3 - "$1" "$2" <<'PY'
import struct, sys
k, n = sys.argv[1], int(sys.argv[2])
M = 0xffffffff
def f32(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]
def bits(v):
    return struct.unpack("<I", struct.pack("<f", v))[0]
out = []
if k == "saxpy":
    out = ["%g" % (2 * i + 1 if i < 100 else 1) for i in range(n)]
elif k == "wgsum":
    out = [str(sum(((g * 256 + l) * 3 + (l >> 2)) for l in range(256)) & M) for g in range(n)]
elif k == "intops":
    for i in range(n):
        h = (i * 2654435761) & M
        mh = (h * 0x9E3779B9) >> 32
        r = (bin(h).count("1") + ((h >> 7) ^ ((i << 5) & M)) + mh) & M
        sh = ((h - (1 << 32) if h >> 31 else h) >> 20)
        r = (r + (32 - (h | 1).bit_length()) * 1000 + (-sh if sh < -100 else 7)) & M
        s = sum(k * i for k in range(i & 7)) & M
        out.append(str((r + min(s, 500)) & M))
elif k == "fdiv":
    for j in range(n // 2):
        a = f32(j + 1.0); b = f32(f32(j * 0.75) + 3.0)
        out.append(str(bits(f32(a / b))))
        out.append(str(bits(f32(a * b - f32(a * b)))))
print("\n".join(out))
PY
}

# What the emulator cannot run yet, "target:kernel reason": such a run is a
# SKIP while it fails, and a failure once it passes (remove the entry then).
gaps=""

# same GOT WANT DESC: values equal, else the first difference and the run's error
same() {
	local key gap
	key="${3%%: *}:$(printf '%s' "$3" | sed 's/^[^:]*: \([a-z0-9-]*\).*/\1/')"
	gap=$(printf '%s\n' "$gaps" | awk -v k="$key" '$1 == k { $1 = ""; sub(/^ /, ""); print }')
	if [ -n "$1" ] && [ "$1" = "$2" ]; then
		if [ -n "$gap" ]; then
			not_ok "$3 -- listed as a gap ($gap) but passes: remove it from the list"
		else
			ok "$3"
		fi
		return
	fi
	if [ -n "$gap" ]; then
		ok "$3 # SKIP $gap"
		return
	fi
	not_ok "$3"
	paste <(printf '%s\n' "$1") <(printf '%s\n' "$2") | awk -F'\t' '$1 != $2 { printf "#   element %d: got \"%s\", want \"%s\"\n", NR - 1, $1, $2; exit }'
	sed 's/^/#   /' "$tmp/err" | tail -n 3
}

for t in gfx1100 gfx1151 gfx1201 gfx942 gfx950; do
	got=$(run "$t" saxpy --grid 2 --block 64 --arg x=buf:f32:128:iota --arg y=buf:f32:128:fill=1 \
		--arg a=f32:2 --arg n=u32:100 --print y:128)
	same "$got" "$(expected saxpy 128)" "$t: saxpy (clang-22) gives a*x+y on the first n elements only"
	case $t in gfx94* | gfx95*)
		# kernel arguments preloaded into SGPRs: the code object starts with
		# loads that fill them (a PM4 dispatch does not preload), then
		# branches to the kernel proper at +256
		got=$(CLFLAGS="-mllvm -amdgpu-kernarg-preload-count=4" run "$t" saxpy --grid 2 --block 64 \
			--arg x=buf:f32:128:iota --arg y=buf:f32:128:fill=1 --arg a=f32:2 --arg n=u32:100 --print y:128)
		same "$got" "$(expected saxpy 128)" "$t: saxpy with preloaded kernel arguments (clang-22)"
	esac
	got=$(run "$t" wgsum --grid 3 --block 256 --arg x=buf:u32:768:iota --arg out=buf:u32:3 --print out:3)
	same "$got" "$(expected wgsum 3)" "$t: wgsum (clang-22): LDS tree reduction across waves with barriers"
	got=$(run "$t" intops --grid 2 --block 64 --arg out=buf:u32:128 --print out:128)
	same "$got" "$(expected intops 128)" "$t: intops (clang-22): mul_hi, popcount, clz, shifts, a loop"
	# OpenCL lets a/b be 2.5 ULP off (clang then uses v_rcp_f32): ask for
	# the correctly rounded v_div_scale/v_div_fmas/v_div_fixup sequence
	got=$(CLFLAGS=-cl-fp32-correctly-rounded-divide-sqrt run "$t" fdiv --grid 1 --block 64 --arg x=buf:f32:64:iota --arg out=buf:u32:128 --print out:128)
	same "$got" "$(expected fdiv 128)" "$t: fdiv (clang-22): correctly rounded f32 division and an exact fma residue"
done
