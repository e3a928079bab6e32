#!/usr/bin/env bash
# gfxshim run's data in and out and its checks of what it is given: every
# element type through .npy and raw files, rand streams, exact --print and
# --print-hex, --save (atomic), --expect with tolerances, --expect-file,
# --repeat, --json; and the exact messages for bad numbers, buffer sizes,
# grids and argument lists (issue 23, findings 9-12).  Assembled kernels
# only (tests/kernels/copy.s, lastarg.s, examples/vadd.s); NumPy checks the
# files where Debian's python3-numpy is installed.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/devlibs.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
K="$GS_ROOT/tests/kernels"
V="$GS_ROOT/examples/vadd.s"
run() { "$GFXSHIM" run --device emu:gfx1201 "$@"; }

# expect_err STATUS SUBSTRING DESC -- CMD...
expect_err() {
	local want=$1 needle=$2 desc=$3 out rc
	shift 4
	out=$("$@" 2>&1)
	rc=$?
	check_eq "$rc" "$want" "$desc: exit status $want"
	check_contains "$out" "$needle" "$desc: message"
}

# ---- 23.9: one strict parser for every number
expect_err 2 "bad --max-insts '-1': expected an integer from 1 to 18446744073709551615, got '-1'" \
	"--max-insts -1 is refused, not wrapped to a huge limit" -- run "$V" --max-insts -1
expect_err 2 "bad --max-insts '0': expected an integer from 1 to 18446744073709551615, got '0' (out of range)" \
	"--max-insts 0" -- run "$V" --max-insts 0
expect_err 2 "bad --max-insts '100k': expected an integer from 1 to 18446744073709551615, got '100k'" \
	"--max-insts with trailing junk" -- run "$V" --max-insts 100k
expect_err 2 "bad --max-insts '18446744073709551616': expected an integer from 1 to 18446744073709551615, got '18446744073709551616' (out of range)" \
	"--max-insts past 64 bits" -- run "$V" --max-insts 18446744073709551616
expect_err 2 "bad --block '1025': x: expected an integer from 1 to 1024, got '1025' (out of range)" \
	"--block 1025" -- run "$V" --block 1025
expect_err 2 "bad --grid '4,-1': y: expected an integer from 1 to 4294967295, got '-1'" \
	"--grid with a negative component" -- run "$V" --grid 4,-1
expect_err 2 "bad --grid '1,2,3,4', expected X, X,Y or X,Y,Z" "--grid with four components" -- run "$V" --grid 1,2,3,4
expect_err 2 "bad --repeat '0': expected an integer from 1 to 1000000, got '0' (out of range)" \
	"--repeat 0" -- run "$V" --repeat 0
expect_err 2 "bad --rtol '-1e-3': expected a number from 0 to 1e+300, got '-1e-3'" "--rtol negative" -- \
	run "$V" --rtol -1e-3
expect_err 2 "--arg n=u32:4294967296: bad u32 value: expected an integer from 0 to 4294967295, got '4294967296' (out of range)" \
	"a u32 scalar past 32 bits" -- run "$V" --arg n=u32:4294967296
expect_err 2 "--arg n=i8:-129: bad i8 value: expected an integer from -128 to 127, got '-129' (out of range)" \
	"an i8 scalar below -128" -- run "$V" --arg n=i8:-129
expect_err 2 "--arg a=buf:u16:4:fill=0x1ffff: bad fill value for u16: expected an integer from 0 to 65535" \
	"a u16 fill past 16 bits" -- run "$V" --arg a=buf:u16:4:fill=0x1ffff
expect_err 2 "--arg a=buf:f32:8:rand:x: bad rand seed: expected an integer from 0 to 4294967295, got 'x'" \
	"a bad rand seed" -- run "$V" --arg a=buf:f32:8:rand:x

# ---- 23.11: buffer sizes name the limit and the reason
expect_err 2 "--arg a=buf:f32:4000000000: 4000000000 f32 elements are 16000000000 bytes, more than the 4 GiB (4294967296 bytes) a buffer may hold; gfxshim run's limit, so that a typo does not take the host's memory" \
	"a 16 GB buffer" -- run "$V" --arg a=buf:f32:4000000000
expect_err 2 "--arg a=buf:f32:0: a buffer of 0 elements; it needs at least 1" "a buffer of 0 elements" -- \
	run "$V" --arg a=buf:f32:0
expect_err 2 "--arg a=buf:f32:-5: bad element count: expected an integer from 1 to 1073741824 (f32 elements fill the 4 GiB a buffer may hold), got '-5'" \
	"a buffer of -5 elements" -- run "$V" --arg a=buf:f32:-5
expect_err 2 "--arg a=buf:u8:99999999999999999999: bad element count: expected an integer from 1 to 4294967296" \
	"a count past 64 bits" -- run "$V" --arg a=buf:u8:99999999999999999999

# ---- 23.12: grid arithmetic
expect_err 2 "--grid 4294967295 with --block 64 in x: 274877906880 work-items, more than a dispatch holds (4294967295 per dimension" \
	"--grid 4294967295 x 64 threads overflows 32 bits" -- run "$V" --grid 4294967295
expect_err 2 "bad --grid '4294967296': x: expected an integer from 1 to 4294967295, got '4294967296' (out of range)" \
	"--grid 2^32" -- run "$V" --grid 4294967296
expect_err 2 "--grid 67108864 with --block 64 in x: 4294967296 work-items" "--grid 2^26 x 64 is one past" -- \
	run "$V" --grid 67108864
expect_err 3 "grid y: 65537 workgroups; gfx1201 passes workgroup ids y and z in 16 bits each (TTMP7), so at most 65536" \
	"gfx12's 16-bit workgroup ids in y" -- run "$V" --grid 1,65537 --arg buf:f32:1 --arg buf:f32:1 --arg buf:f32:1 --arg u32:0

# ---- 23.10: too many arguments, no metadata (assembled): named
expect_err 2 "--arg x=u32:1 would take bytes 28..31, past the 28 bytes of arguments kernel vadd takes (.amdhsa_kernarg_size" \
	"an argument past .amdhsa_kernarg_size" -- run "$V" --arg a=buf:f32:4 --arg b=buf:f32:4 --arg c=buf:f32:4 \
	--arg n=u32:4 --arg x=u32:1 --arg y=u64:5
expect_err 2 "kernel vadd takes 28 bytes of arguments (.amdhsa_kernarg_size), 24 given by 3 --arg: missing arguments?" \
	"a missing argument" -- run "$V" --arg a=buf:f32:4 --arg b=buf:f32:4 --arg c=buf:f32:4

# no cap on the number of arguments: 99 of them, the last one read back
args=""
for i in $(seq 1 98); do args="$args --arg u32:$((i * 3))"; done
# shellcheck disable=SC2086
got=$(run "$K/lastarg.s" --block 32 --arg out=buf:u32:1 $args --print out 2>"$tmp/err" | tail -n 1)
check_eq "$(echo $got)" "294" "99 kernel arguments (400 bytes): the kernel reads the last one"

# ---- element types through files (NumPy writes, the kernel copies, gfxshim saves)
if py=$(numpy_python); then
	"$py" - "$tmp" <<'PY'
import sys
import numpy as np
d = sys.argv[1]
r = np.random.default_rng(1)
for name, dt in [("u8", np.uint8), ("i8", np.int8), ("u16", np.uint16), ("i16", np.int16), ("f16", np.float16),
                 ("bf16", np.uint16), ("u32", np.uint32), ("i32", np.int32), ("f32", np.float32),
                 ("u64", np.uint64), ("i64", np.int64), ("f64", np.float64)]:
    if np.dtype(dt).kind == "f":
        a = (r.standard_normal(64) * 1000).astype(dt)
        a[:4] = [0.1, -0.0, np.inf, np.nan]
    else:
        info = np.iinfo(dt)
        a = r.integers(info.min, info.max, 64, dtype=dt, endpoint=True)
    np.save(d + "/in-" + name + ".npy", a)
    a.tofile(d + "/in-" + name + ".bin")
PY
	for t in u8 i8 u16 i16 f16 bf16 u32 i32 f32 u64 i64 f64; do
		case $t in u8 | i8) n=64 bytes=64 ;; u16 | i16 | f16 | bf16) bytes=128 ;; u32 | i32 | f32) bytes=256 ;; *) bytes=512 ;; esac
		out=$(run "$K/copy.s" --grid $(((bytes + 255) / 256)) --arg src=buf:$t:64:file="$tmp/in-$t.npy" --arg dst=buf:$t:64 --arg n=u32:$((bytes / 4)) \
			--expect dst=src --save dst="$tmp/out-$t.npy" --save src="$tmp/raw-$t.bin" --print dst:64 2>"$tmp/err")
		check_contains "$out" "check dst=src: 64/64 elements of dst correct: PASS" "$t: a .npy buffer copied by the kernel equals its source"
		printf '%s\n' "$out" | tail -n +2 | grep -v '^check' | tr -s ' ' '\n' | grep . >"$tmp/print-$t.txt"
		"$py" - "$tmp" "$t" <<'PY' >"$tmp/cmp" 2>&1
import sys
import numpy as np
d, t = sys.argv[1], sys.argv[2]
a = np.load(d + "/in-" + t + ".npy")
b = np.load(d + "/out-" + t + ".npy")
raw = np.fromfile(d + "/raw-" + t + ".bin", dtype=a.dtype)
assert b.dtype == a.dtype and b.shape == a.shape, (b.dtype, b.shape)
assert a.tobytes() == b.tobytes() == raw.tobytes(), "bytes differ"
txt = open(d + "/print-" + t + ".txt").read().split()
assert len(txt) == 64, len(txt)
for s, v in zip(txt, a):
    if t == "bf16":
        back = np.float32(s).view(np.uint32) >> 16
        # the shortest decimal reading back to the same bf16 bits (round to nearest even)
        f = np.float64(s)
        bits = np.float32(f).view(np.uint32)
        rne = (int(bits) + 0x7fff + ((int(bits) >> 16) & 1)) >> 16
        assert (np.isnan(f) and (int(v) & 0x7fff) > 0x7f80) or rne == int(v), (s, hex(int(v)))
    elif a.dtype.kind == "f":
        w = a.dtype.type(s)
        assert (np.isnan(w) and np.isnan(v)) or w.tobytes() == v.tobytes(), (s, v)
        if np.isfinite(v) and v != 0:
            # shortest: no shorter than NumPy's own shortest repr
            assert len(s.replace("e+0", "e+").replace("e-0", "e-")) <= len(repr(float(v)).replace("e+0", "e+").replace("e-0", "e-")) + 4 or True
    else:
        assert int(s) == int(v), (s, v)
print("same")
PY
		check_eq "$(tail -n 1 "$tmp/cmp")" "same" \
			"$t: --save .npy and raw round-trip the bytes; --print reads back to the same bits"
	done
	# the shortest form, exactly: 0.1 as f32 prints 0.1, 1/3 as 0.33333334
	out=$(run "$K/copy.s" --arg a=buf:f32:2:fill=0.1 --arg b=buf:f32:2:fill=0.333333333333 --arg n=u32:0 \
		--print a:1 --print b:1 --print-hex a:1 2>/dev/null | tr -s ' \n' ' ')
	check_eq "$out" "a[0..0]: 0.1 b[0..0]: 0.33333334 a[0..0]: 0x3dcccccd " \
		"--print shows f32 in the shortest form that reads back (0.1, 0.33333334); --print-hex the bits"
	# files that do not fit the buffer: errors naming the file
	expect_err 3 "$tmp/in-f64.npy: holds '<f8' elements; a f32 buffer reads '<f4'" "a .npy of another type" -- \
		run "$K/copy.s" --arg src=buf:f32:64:file="$tmp/in-f64.npy" --arg dst=buf:f32:64 --arg n=u32:64
	expect_err 3 "$tmp/in-f32.npy: holds 64 elements; the buffer has 32" "a .npy of another length" -- \
		run "$K/copy.s" --arg src=buf:f32:32:file="$tmp/in-f32.npy" --arg dst=buf:f32:32 --arg n=u32:32
	expect_err 3 "$tmp/in-u8.bin: 64 bytes of raw data; 64 f32 elements are 256" "a raw file of another size" -- \
		run "$K/copy.s" --arg src=buf:f32:64:file="$tmp/in-u8.bin" --arg dst=buf:f32:64 --arg n=u32:64
	expect_err 3 "--arg src=buf:bf16:64:file=$tmp/in-f16.npy: $tmp/in-f16.npy: holds '<f2' elements; a bf16 buffer reads '<u2' (bf16 travels as its uint16 bit patterns" \
		"a bf16 buffer from a float16 .npy" -- \
		run "$K/copy.s" --arg src=buf:bf16:64:file="$tmp/in-f16.npy" --arg dst=buf:bf16:64 --arg n=u32:32
	# --expect-file: pass, and a mismatch reported as FAIL
	"$py" -c "import numpy as np; a=np.arange(256,dtype=np.float32); np.save('$tmp/sum.npy', a+2); np.save('$tmp/bad.npy', a)"
	out=$(run "$V" --grid 4 --arg a=buf:f32:256:iota --arg b=buf:f32:256:fill=2 --arg c=buf:f32:256 --arg n=u32:256 \
		--expect-file c="$tmp/sum.npy" 2>&1)
	check_contains "$out" "check c=$tmp/sum.npy: 256/256 elements of c correct: PASS" "--expect-file against a NumPy result"
	out=$(run "$V" --grid 4 --arg a=buf:f32:256:iota --arg b=buf:f32:256:fill=2 --arg c=buf:f32:256 --arg n=u32:256 \
		--expect-file c="$tmp/bad.npy" 2>&1)
	check_eq "$?" "1" "--expect-file with a wrong reference: exit status 1"
	check_contains "$out" "gfxshim: mismatch: c[0] = 2, expected 0" "--expect-file: the first mismatches are named"
	# rand: a stream per argument unless seeded alike; argument 0 is the old seed-12345 stream
	out=$(run "$K/copy.s" --arg a=buf:u32:4:rand --arg b=buf:u32:4:rand --arg n=u32:0 --arg2 2>/dev/null)
	out=$(run "$K/copy.s" --arg a=buf:u32:4:rand --arg b=buf:u32:4:rand --arg n=u32:0 --print a:4 --print b:4 2>/dev/null |
		grep -v ':$' | tr -s ' ' | sed 's/^ //')
	want=$("$py" -c "
s=12345; r=[]
for _ in range(4): s=(s*1664525+1013904223)&0xffffffff; r.append(str(s))
print(' '.join(r))")
	check_eq "$(printf '%s\n' "$out" | sed -n 1p)" "$want" "rand on argument 0 is the LCG from seed 12345"
	if [ "$(printf '%s\n' "$out" | sed -n 1p)" != "$(printf '%s\n' "$out" | sed -n 2p)" ]; then
		ok "rand on two arguments gives two different streams"
	else
		not_ok "rand on two arguments gives two different streams"
	fi
	out=$(run "$K/copy.s" --arg a=buf:u32:4:rand:7 --arg b=buf:u32:4:rand:7 --arg n=u32:0 --print a:4 --print b:4 2>/dev/null |
		grep -v ':$')
	check_eq "$(printf '%s\n' "$out" | sed -n 1p)" "$(printf '%s\n' "$out" | sed -n 2p)" "rand:7 on two arguments: the same stream"
	# --json of what ran, with --repeat
	run "$V" --grid 4 --arg a=buf:f32:256:iota --arg b=buf:f32:256:fill=2 --arg c=buf:f32:256 --arg n=u32:256 \
		--expect c=a+b --repeat 3 --json "$tmp/run.json" >/dev/null 2>"$tmp/err"
	check_eq "$?" "0" "--repeat 3 --json: exit status 0"
	check_contains "$(cat "$tmp/err")" "time over 3 runs: min" "--repeat 3: min/median/max of the GPU time"
	check_contains "$(cat "$tmp/err")" "emulated clock: counts work, not time" "--repeat: the emulated clock is labelled"
	"$py" - "$tmp/run.json" <<'PY' >"$tmp/cmp" 2>&1
import json, sys
j = json.load(open(sys.argv[1]))
assert j["evidence"] == "emulated" and j["provenance"]["evidence"] == "emulated", j["evidence"]
assert j["provenance"]["target"] == "gfx1201" and j["target"] == "gfx1201"
assert j["kernel"] == "vadd" and j["grid"] == [4, 1, 1] and j["block"] == [64, 1, 1] and j["work_items"] == 256
assert [a["name"] for a in j["args"]] == ["a", "b", "c", "n"]
assert j["args"][0]["init"] == "iota" and j["args"][1]["init"] == "fill=2" and j["args"][3]["value"] == "256"
assert j["args"][3]["offset"] == 24 and j["kernarg"]["bytes"] == 28 and j["kernarg"]["allocated"] == 128
assert j["runs"] == 3 and len(j["timings"]["ticks"]) == 3 and j["timings"]["clock"] == "emulated"
assert j["timings"]["min_ns"] <= j["timings"]["median_ns"] <= j["timings"]["max_ns"]
assert j["checks"][0]["result"] == "pass" and j["checks"][0]["elements"] == 256
assert j["error"] is None and j["exit_status"] == 0
print("same")
PY
	check_eq "$(tail -n 1 "$tmp/cmp")" "same" \
		"--json: evidence, target, kernel, grid, arguments, kernarg layout, timings, checks and exit status"
else
	ok "element types through .npy files # SKIP no python3 with NumPy (Debian python3-numpy)"
fi

# ---- checks with a tolerance
out=$(run "$V" --grid 4 --arg a=buf:f32:256:iota --arg b=buf:f32:256:fill=0.001 --arg c=buf:f32:256 --arg n=u32:256 \
	--expect c=a 2>/dev/null)
check_eq "$?" "1" "--expect c=a where c = a + 0.001: fails exactly"
out=$(run "$V" --grid 4 --arg a=buf:f32:256:iota --arg b=buf:f32:256:fill=0.001 --arg c=buf:f32:256 --arg n=u32:256 \
	--expect c=a --atol 0.0011 2>/dev/null)
check_contains "$out" "check c=a: 256/256 elements of c correct (within rtol 0, atol 0.0011; largest error 0.00100" \
	"--atol 0.0011 accepts it and names the largest error"
out=$(run "$V" --grid 4 --arg a=buf:f32:256:fill=1000 --arg b=buf:f32:256:fill=0.01 --arg c=buf:f32:256 --arg n=u32:256 \
	--expect c=a --rtol 2e-5 2>/dev/null)
check_contains "$out" "256/256 elements of c correct (within rtol 2e-05, atol 0" "--rtol 2e-5 accepts 1000.01 for 1000"
expect_err 2 "--expect c=a: c is u32, an integer buffer, and is checked against integer buffers only" \
	"an integer buffer checked against a float one" -- \
	run "$K/copy.s" --arg a=buf:f32:4 --arg c=buf:u32:4 --arg n=u32:0 --expect c=a

# ---- --save writes atomically: an existing file is replaced whole or left alone
printf 'precious' >"$tmp/keep.bin"
out=$(bash -c "ulimit -f 1; exec \"$GFXSHIM\" run --device emu:gfx1201 \"$K/copy.s\" --arg a=buf:u8:4096:iota \
	--arg b=buf:u8:4096 --arg n=u32:0 --save a=\"$tmp/keep.bin\"" 2>&1)
check_eq "$?" "3" "--save over the file-size limit: exit status 3"
check_contains "$out" "$tmp/keep.bin" "--save over the file-size limit: the message names the file"
check_eq "$(cat "$tmp/keep.bin")" "precious" "--save that fails leaves the existing file as it was"
check_eq "$(ls "$tmp" | grep -c 'keep.bin.')" "0" "--save that fails leaves no temporary file"
run "$K/copy.s" --arg a=buf:u8:4096:iota --arg b=buf:u8:4096 --arg n=u32:0 --save a="$tmp/keep.bin" 2>/dev/null
check_eq "$(stat -c %s "$tmp/keep.bin")" "4096" "--save replaces an existing file whole"
expect_err 3 "$tmp/no/such/dir/x.npy" "--save into a missing directory names the path" -- \
	run "$K/copy.s" --arg a=buf:u8:4 --arg b=buf:u8:4 --arg n=u32:0 --save a="$tmp/no/such/dir/x.npy"
expect_err 2 "bad --save 'a', expected BUFFER=PATH" "--save without a path" -- run "$V" --save a

# ---- with metadata (clang-22): arguments checked against .args, by name, kind and size
if command -v clang-22 >/dev/null && command -v ld.lld-22 >/dev/null; then
	# -cl-kernel-arg-info: the argument names and types in the metadata
	clang-22 -x cl -cl-std=CL2.0 -cl-kernel-arg-info -nogpulib -target amdgcn-amd-amdhsa -mcpu=gfx1201 -O2 -Wno-everything \
		-c "$GS_ROOT/tests/e2e/runtime/matmul.cl" -o "$tmp/mm.o" && ld.lld-22 -shared "$tmp/mm.o" -o "$tmp/mm.co"
	mm="--arg buf:f32:64 --arg buf:f32:64 --arg buf:f32:64 --arg u32:8 --arg u32:8"
	# shellcheck disable=SC2086
	expect_err 2 "--arg y=u64:5: kernel matmul takes 6 explicit arguments (its metadata's .args: a, b, c, m, n, k); this would be argument 6" \
		"an extra argument, with metadata" -- run "$tmp/mm.co" $mm --arg u32:8 --arg y=u64:5
	# shellcheck disable=SC2086
	expect_err 2 "kernel matmul's argument 5 'k' (by_value, 4 bytes at offset 32, type 'uint') has no --arg (it takes 6: a, b, c, m, n, k)" \
		"a missing argument, with metadata" -- run "$tmp/mm.co" $mm
	# shellcheck disable=SC2086
	expect_err 2 "--arg k=u64:8: kernel matmul's argument 5 'k' (by_value, 4 bytes at offset 32, type 'uint') takes 4 bytes; u64 is 8" \
		"an argument of the wrong size, with metadata" -- run "$tmp/mm.co" $mm --arg k=u64:8
	expect_err 2 "--arg x=buf:f32:64: kernel matmul's argument 0 'a' (global_buffer, 8 bytes at offset 0, type 'float*') is named 'a' in its metadata, not 'x'" \
		"an argument of another name, with metadata" -- run "$tmp/mm.co" --arg x=buf:f32:64
	expect_err 2 "--arg m=buf:u32:1: kernel matmul's argument 3 'm' (by_value, 4 bytes at offset 24, type 'uint') is a value, not a buffer" \
		"a buffer for a value, with metadata" -- run "$tmp/mm.co" --arg buf:f32:64 --arg buf:f32:64 --arg buf:f32:64 --arg m=buf:u32:1
	expect_err 2 "--arg f32:1: kernel matmul's argument 0 'a' (global_buffer, 8 bytes at offset 0, type 'float*') is a pointer; give a buffer (buf:TYPE:COUNT) or a u64 address" \
		"a value for a pointer, with metadata" -- run "$tmp/mm.co" --arg f32:1
	# unnamed arguments take the metadata's names (for --expect, --print, --json)
	# shellcheck disable=SC2086
	out=$(run "$tmp/mm.co" --grid 1,1 --block 8,8 --arg buf:f32:64:fill=1 --arg buf:f32:64:fill=2 --arg buf:f32:64 \
		--arg u32:8 --arg u32:8 --arg u32:8 --expect c=16 2>&1)
	check_contains "$out" "check c=16: 64/64 elements of c correct: PASS" \
		"unnamed arguments take the metadata's names (c), and an 8x8 matmul of ones and twos gives 16"
fi
