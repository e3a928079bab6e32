#!/usr/bin/env bash
# Kernels compiled by clang-22 (OpenCL C, tests/e2e/clang/*.cl) run on the
# emulator for each generation and give the values computed here in
# Python: the instructions, descriptors and user SGPR layouts a compiler
# produces, not only hand-written ones (s_delay_alu, s_clause, 15 user
# SGPRs on gfx11, workgroup ids in TTMP9 on gfx12, v_lshl_add_u64 on
# gfx942, cache invalidates at fences, ds_load_2addr_stride64_b32, the f32
# division sequence), and memory beyond dwords: sub-dword and d16 global
# traffic, global/LDS atomics (32/64-bit, f32, returning), buffer
# instructions with a range, scratch bytes and shorts (gfx942/gfx950 too),
# flat pointers (and flat atomics) into LDS, scratch and memory,
# gfx942/gfx950 LDS DMA, VGPR indexing.
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
def rand(n):
    seed, r = 12345, []
    for _ in range(n):
        seed = (seed * 1664525 + 1013904223) & M
        r.append(seed)
    return r
def sx(v, b):  # the low b bits of v, sign-extended
    v &= (1 << b) - 1
    return v - (1 << b) if v >> (b - 1) else v
def words(b):
    return list(struct.unpack("<%dI" % (len(b) // 4), bytes(b)))
def mem(k, n):
    if k == "subdword":
        x = rand(1024)
        xb = struct.pack("<1024I", *x)
        u16 = lambda j: xb[2 * j] | xb[2 * j + 1] << 8
        o = bytearray(b"\xaa" * 4 * n)
        w = [0xaaaaaaaa] * 256
        for i in range(64):
            w[4 * i] = sx(xb[i * 5 + 1], 8) & M
            w[4 * i + 1] = sx(u16(i * 3 + 1), 16) * 3 & M
            w[4 * i + 2] = (u16(i * 3) * 3 + xb[i * 7 + 2]) & M
            w[4 * i + 3] = sum(sx(xb[(i + 64) * 4 + j], 8) * (2 * j + 1) for j in range(4)) & M
            o[1024 + i * 3] = (i * 37 + 5) & 255
            o[1216 + (i * 2 + 1) * 2:1216 + (i * 2 + 2) * 2] = struct.pack("<H", (sx(xb[i + 300], 8) * 1000 + i) & 0xffff)
            if i < 32:
                o[1472 + 4 * i:1476 + 4 * i] = struct.pack("<HH", u16(i * 2 + 257), u16(i * 3 + 400))
            else:
                o[1600 + ((i - 32) * 2 + 1) * 2:1600 + ((i - 32) * 2 + 2) * 2] = struct.pack("<H", u16(i + 600))
        o[:1024] = struct.pack("<256I", *w)
        return [str(v) for v in words(o)]
    if k == "gatomic":
        L = range(128)
        sv = [((i * 7919) ^ 0x5a5a) - 9000 for i in L]
        uv = [i * 2654435761 & M for i in L]
        c = [1000] * n
        c[0] = 1000 + sum(L)
        c[1] = (1000 - 3 * sum(L)) & M
        c[2] = c[23] = min([1000] + sv) & M
        c[3] = max([1000] + sv) & M
        c[4] = min([1000] + uv)
        c[5] = c[26] = max([1000] + uv)
        c[6] = 1000 & ~0x7f
        c[7] = 1000
        c[8] = 1000
        for i in L:
            c[7] |= 1 << (i % 29 + 3)
            c[8] ^= i * 0x9e3779b9 & M
        c[9], c[10] = 7, 1000 + 1000 + 127 * 7
        c[11] = (1000 + 128) % 1051
        c[12] = 990 - 127
        c[13] = c[14] = 1128
        c[15] = 1000 + 256
        c[22] = 1000 + 3 * 128
        c[27] = M
        init = 1000 << 32 | 1000
        l = [(init + sum(i * 0x1ffffffff for i in L)) & (1 << 64) - 1,
             max([init] + [(i - 64) * 0x100000000001 for i in L]) & (1 << 64) - 1,
             (init + 128 * 0x100000001) & (1 << 64) - 1]
        for j in range(3):
            c[16 + 2 * j], c[17 + 2 * j] = l[j] & M, l[j] >> 32
        c[24], c[25] = bits(8128.0), bits(128.0)
        for s in range(5):
            for t in range(128):
                c[32 + 128 * s + t] = 1001 + s
        return [str(v) for v in c]
    if k == "ldsmem":
        x = rand(512)
        o = [0] * n
        for g in range(2):
            v = x[g * 256:g * 256 + 256]
            sv = [((l * 37) ^ 0x55) - 3000 + g for l in range(256)]
            lc = [sx(a * 7, 8) for a in v]
            ls = [sx(a * 1237, 16) for a in v]
            ll = [(a * 0x100000001 - l) & (1 << 64) - 1 for l, a in enumerate(v)]
            for l in range(256):
                ll[l & 7] = (ll[l & 7] + (l << 28)) & (1 << 64) - 1
            ll = [sx(a, 64) for a in ll]
            a = [sum(b & 0xffff for b in v), min(sv), max(sv), 256, 768, sum(range(256))]
            for l in range(256):
                o[g * 520 + l] = (lc[255 - l] * 65536 + ls[(l * 5) & 255]) & M
                o[g * 520 + 256 + l] = ((ll[255 - l] >> 16) + 1) & M
            o[g * 520 + 512:g * 520 + 518] = [b & M for b in a]
            o[g * 520 + 518] = ll[0] & M
            o[g * 520 + 519] = (ll[1] >> 32) & M
        return [str(v) for v in o]
    if k == "rawbuf":
        A = 0xaaaaaaaa
        o = [A] * n
        xb = struct.pack("<64I", *range(64))
        for i in range(64):
            v = i if i < 40 else 0
            if i < 40:
                o[i] = 3 * i + 1
            o[64 + i] = (xb[i * 3 + 1] if i * 3 + 2 <= 160 else 0) + 1000 * (v == 0)
            o[164 + i] = 0 if i & 3 >= 2 else 7
        sh = words(struct.pack("<40H", *[(i * 1001) & 0xffff for i in range(40)]))
        o[128:128 + len(sh)] = sh
        o[160] = (A + sum(i + 1 for i in range(0, 64, 4))) & M
        o[161] = (A + sum(i + 1 for i in range(1, 64, 4))) & M
        return [str(v) for v in o]
    if k == "scratch":
        x = rand(64)
        o = []
        for i in range(64):
            a = [sx(x[(i + j) & 63] * 7 + j, 8) for j in range(300)]
            s = [sx(x[(i * 3 + j) & 63] * 1237 - j * 77, 16) for j in range(300)]
            idx, sm = x[i] % 300, 0
            for kk in range(24):
                sm = sx(sm + a[idx] * 3 + s[(idx * 7 + i) % 300], 32)
                idx = (idx + x[(kk + i) & 63] % 97) % 300
                a[(idx * 11) % 300] = sx(sm >> 3, 8)
                s[idx] = sx(s[idx] + kk, 16)
            o.append(sm & M)
        return [str(v) for v in o]
    if k == "flatap":
        x = rand(256)
        o = [0] * n
        sel = [v % 3 for v in x]
        lds = [v ^ 0x5a5a5a5a for v in x]
        got = [x[(i * 5) & 255] ^ 0x5a5a5a5a if sel[i] == 0 else
               x[i] * ((x[i] & 63) + 1) & M if sel[i] == 1 else (x[i] + 7) & M for i in range(256)]
        for i in range(256):
            if sel[i] == 0:
                lds[(i * 5) & 255] = (got[i] + i) & M
            o[256 + i] = (x[i] + 7 + (i if sel[i] == 2 else 0)) & M
        for i in range(256):
            o[i] = (got[i] * 4 + i + lds[(i * 7) & 255] * (sel[i] == 1)) & M
        return [str(v) for v in o]
    if k == "ldsdma":
        x = rand(520)
        return [str((x[255 - i] * 3 + x[260 + ((i + 5) & 255)]) & M) for i in range(n)]
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
elif k == "flatatom":
    out = [str(5 * t + 2 if t < 128 else 1001 + 2 * (t - 128)) for t in range(256)]
    out += [str(3 * (t >> 1) if t & 1 else 1000) for t in range(256)]
    out = out[:n]
elif k == "vidx":
    x = rand(128)
    j = x[100] & 15
    kk = (j * 7 + 3) & 15
    for t in range(n):
        v = [(x[16 * (t & 3) + i] * (t + 1)) & M for i in range(16)]
        if kk % 2 == 0:
            v[3] = t
        w = list(v)
        w[j] = 77 + t
        out.append(str((v[j] + w[kk] + w[(kk + 5) & 15]) & M))
elif k in ("subdword", "gatomic", "ldsmem", "rawbuf", "scratch", "flatap", "ldsdma"):
    out = mem(k, n)
print("\n".join(out))
PY
}

# What the emulator cannot run yet, "target:kernel reason": such a run is a
# SKIP while it fails, and a failure once it passes (remove the entry then).
gaps="
"

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
	# memory beyond dwords; the instructions each one was checked to
	# contain (llvm-objdump-22 -d) are in the comments of its .cl file
	got=$(run "$t" subdword --grid 1 --block 64 --arg x=buf:u32:1024:rand \
		--arg out=buf:u32:432:fill=0xaaaaaaaa --print out:432)
	same "$got" "$(expected subdword 432)" "$t: subdword (clang-22): byte/short/half loads and stores, sign extension, d16"
	# no atomic optimizer: every lane's atomic reaches memory (else one
	# lane per wave adds a v_readlane/v_writelane scan's total)
	got=$(CLFLAGS="-mllvm -amdgpu-atomic-optimizer-strategy=None" run "$t" gatomic --grid 2 --block 64 --arg c=buf:u32:672:fill=1000 --print c:672)
	same "$got" "$(expected gatomic 672)" "$t: gatomic (clang-22): global atomics, 32/64-bit and f32, returning and not"
	got=$(CLFLAGS="-mllvm -amdgpu-atomic-optimizer-strategy=None" run "$t" ldsmem --grid 2 --block 256 --arg x=buf:u32:512:rand --arg out=buf:u32:1040 --print out:1040)
	same "$got" "$(expected ldsmem 1040)" "$t: ldsmem (clang-22): LDS atomics, char/short/long arrays"
	got=$(run "$t" rawbuf --grid 1 --block 64 --arg x=buf:u32:64:iota \
		--arg out=buf:u32:228:fill=0xaaaaaaaa --arg n=u32:160 --print out:228)
	same "$got" "$(expected rawbuf 228)" "$t: rawbuf (clang-22): buffer load/store/atomic with a range, out of range reads 0"
	case $t in gfx94* | gfx95*)
		got=$(CLFLAGS="-mllvm -amdgpu-kernarg-preload-count=3" run "$t" rawbuf --grid 1 --block 64 \
			--arg x=buf:u32:64:iota --arg out=buf:u32:228:fill=0xaaaaaaaa --arg n=u32:160 --print out:228)
		same "$got" "$(expected rawbuf 228)" "$t: rawbuf-preload (clang-22): rawbuf with its V# fields from preloaded kernel arguments"
		got=$(run "$t" ldsdma --grid 1 --block 256 --arg x=buf:u32:520:rand --arg out=buf:u32:256 --print out:256)
		same "$got" "$(expected ldsdma 256)" "$t: ldsdma (clang-22): global_load_lds_dword with M0 and an offset on both sides"
	esac
	got=$(run "$t" scratch --grid 1 --block 64 --arg x=buf:u32:64:rand --arg out=buf:u32:64 --print out:64)
	same "$got" "$(expected scratch 64)" "$t: scratch (clang-22): private char/short arrays indexed at run time"
	# -O1 keeps the loops rolled: fewer 16-bit ALU forms around the same
	# scratch byte/short stores and sign-extending loads
	got=$(CLFLAGS=-O1 run "$t" scratch --grid 1 --block 64 --arg x=buf:u32:64:rand --arg out=buf:u32:64 --print out:64)
	same "$got" "$(expected scratch 64)" "$t: scratch-o1 (clang-22 -O1): the scratch kernel with rolled loops"
	# generic pointers picked per lane: flat_* into LDS, scratch and memory
	got=$(run "$t" flatap --grid 1 --block 256 --arg x=buf:u32:256:rand --arg out=buf:u32:512 --print out:512)
	same "$got" "$(expected flatap 512)" "$t: flatap (clang-22): flat loads/stores whose lanes hit the LDS, private and global apertures"
	# returning atomics through generic pointers into LDS or memory per lane
	got=$(CLFLAGS="-mllvm -amdgpu-atomic-optimizer-strategy=None" run "$t" flatatom --grid 1 --block 256 --arg g=buf:u32:128:fill=1000 --arg out=buf:u32:512 --print out:512)
	same "$got" "$(expected flatatom 512)" "$t: flatatom (clang-22): flat atomics routed to the LDS aperture or to memory per lane"
	# a uniform run-time index into a vector kept in VGPRs
	got=$(run "$t" vidx --grid 1 --block 64 --arg in=buf:u32:128:rand --arg out=buf:u32:64 --print out:64)
	same "$got" "$(expected vidx 64)" "$t: vidx (clang-22): VGPR indexing (s_set_gpr_idx_on on gfx9, v_movrel* with M0 on gfx11/12)"
done
