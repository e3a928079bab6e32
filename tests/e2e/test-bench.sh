#!/usr/bin/env bash
# End to end: gfxshim bench on the emulator.  Every subcommand runs with
# --quick and its JSON is validated (schema, provenance, the evidence label,
# sanity per benchmark: positive bandwidth, one flat level per latency
# series while the emulator is untimed, results checked by the kernels'
# own verification); the SVG, CSV, Markdown and HTML outputs are parsed
# back; merge combines two emulated targets; bad input fails cleanly; the
# probe kernels assemble to llvm-mc-22's bytes on every generation.
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
chk="$GS_ROOT/tests/e2e/bench_check.py"
benches="latency bandwidth lds atomics barrier waitcnt launch matrix"

out=$("$GFXSHIM" bench --help)
check $? "bench --help"
for b in $benches all merge; do
	check_contains "$out" "  $b " "bench --help lists $b"
done
for b in $benches all merge; do
	h=$("$GFXSHIM" bench "$b" --help)
	check $? "bench $b --help exits 0"
	check_contains "$h" "example:" "bench $b --help has an example"
done
"$GFXSHIM" --help | grep -q "^  bench"
check $? "gfxshim --help lists bench"

# every subcommand, --quick, on gfx1201 (the JSON checked per benchmark)
for b in $benches; do
	"$GFXSHIM" bench "$b" --device emu:gfx1201 --quick --json "$tmp/$b.json" >"$tmp/$b.out" 2>"$tmp/$b.err"
	check $? "bench $b --quick on emu:gfx1201"
	r=$(python3 "$chk" report "$tmp/$b.json" emulated-untimed gfx1201 2>&1)
	check_eq "$r" ok "bench $b: the JSON report is valid and sane"
	check_contains "$(cat "$tmp/$b.out")" "[EMULATED-UNTIMED:" "bench $b: the table is labelled"
	if grep -q $'\033' "$tmp/$b.err"; then not_ok "bench $b: no progress bar when stderr is not a terminal"; else ok "bench $b: quiet when not a terminal"; fi
done
check_contains "$(cat "$tmp/latency.out")" "level 1: up to 64 KiB (and beyond: the sweep ended)" "latency: the one flat level is printed"
cmd=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["command"])' "$tmp/latency.json")
check_eq "$cmd" "gfxshim bench latency --device emu:gfx1201 --quick --json $tmp/latency.json" "the JSON carries the command line"

# options: strides (TLB), a path, sizes
"$GFXSHIM" bench latency --device emu:gfx1201 --quick --path vector --strides 128,4096 --max-size 256K \
	--json "$tmp/lat2.json" --svg "$tmp/lat2.svg" --csv "$tmp/lat2.csv" >/dev/null 2>&1
check $? "bench latency with --path, --strides, --max-size, all three outputs"
n=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(sorted({(p["path"],p["stride_bytes"]) for p in d["points"]}), max(p["size_bytes"] for p in d["points"]), len(d["series_steps"]), len(d["steps"]), d["steps"][0]["stride_bytes"])' "$tmp/lat2.json")
check_eq "$n" "[('vector', 128), ('vector', 4096)] 262144 2 1 128" "two series (vector at 128 B and 4 KiB), up to 256 KiB, a level each; steps: the first series'"
r=$(python3 "$chk" svg "$tmp/lat2.svg" "$tmp/lat2.json" 2>&1)
check_eq "$r" ok "latency SVG: well-formed, every point plotted, every level annotated"
r=$(python3 "$chk" csv "$tmp/lat2.csv" "$tmp/lat2.json" 2>&1)
check_eq "$r" ok "latency CSV: one row per point"

# the whole suite on two more generations, with every output
for t in gfx1100 gfx942; do
	"$GFXSHIM" bench all --device "emu:$t" --quick --json "$tmp/all-$t.json" --svg "$tmp/all-$t.svg" \
		--csv "$tmp/all-$t.csv" >"$tmp/all-$t.out" 2>&1
	check $? "bench all --quick on emu:$t"
	r=$(python3 "$chk" report "$tmp/all-$t.json" emulated-untimed "$t" 2>&1)
	check_eq "$r" ok "$t: the all-report is valid, every benchmark sane"
	r=$(python3 "$chk" svg "$tmp/all-$t.svg" "$tmp/all-$t.json" 2>&1)
	check_eq "$r" ok "$t: the plots hold the points, levels and bank-conflict bars"
	r=$(python3 "$chk" csv "$tmp/all-$t.csv" "$tmp/all-$t.json" 2>&1)
	check_eq "$r" ok "$t: the CSV has a row per point"
done

# gfx950's own matrix shapes (the K-doubled MFMAs) run too
"$GFXSHIM" bench matrix --device emu:gfx950 --quick --json "$tmp/mx950.json" >/dev/null 2>&1
check $? "bench matrix --quick on emu:gfx950"
r=$(python3 "$chk" report "$tmp/mx950.json" emulated-untimed gfx950 2>&1)
check_eq "$r" ok "gfx950 matrix report valid"
n=$(python3 -c 'import json,sys; print(sum(p["instruction"]=="v_mfma_f32_32x32x16_f16" for p in json.load(open(sys.argv[1]))["points"]))' "$tmp/mx950.json")
check_eq "$n" 2 "gfx950: v_mfma_f32_32x32x16_f16 measured (latency and throughput)"

# merge two emulated targets
"$GFXSHIM" bench merge "$tmp/all-gfx1100.json" "$tmp/all-gfx942.json" --md "$tmp/m.md" --html "$tmp/m.html" 2>"$tmp/merge.err"
check $? "bench merge of two emulated targets"
r=$(python3 "$chk" md "$tmp/m.md" 2 2>&1)
check_eq "$r" ok "merge Markdown: a table per benchmark, two labelled columns"
r=$(python3 "$chk" html "$tmp/m.html" 2 2>&1)
check_eq "$r" ok "merge HTML: well-formed, self-contained, SVG inline, columns labelled"
md=$("$GFXSHIM" bench merge "$tmp/all-gfx1100.json" "$tmp/latency.json" 2>/dev/null)
check_contains "$md" "| gfx1100 [emulated-untimed] | gfx1201 [emulated-untimed] |" "merge to stdout: an all-report and a single benchmark"
# a report that claims silicon goes first and is marked as different evidence
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); d["evidence"]="silicon"; d["target"]="gfx1201"; json.dump(d,open(sys.argv[2],"w"))' \
	"$tmp/all-gfx942.json" "$tmp/fake.json"
md=$("$GFXSHIM" bench merge "$tmp/all-gfx1100.json" "$tmp/fake.json" 2>/dev/null)
check_contains "$md" "**These columns are of different evidence.**" "mixed evidence is called out"
check_contains "$md" "| gfx1201 [silicon] | gfx1100 [emulated-untimed] |" "silicon columns first, each labelled"

# bad input
"$GFXSHIM" bench frobnicate >/dev/null 2>&1
check_eq $? 2 "an unknown subcommand is a usage error"
"$GFXSHIM" bench latency --max-size 12Q >/dev/null 2>&1
check_eq $? 2 "a bad size is a usage error"
e=$("$GFXSHIM" bench latency --strides 12 2>&1)
check_contains "$e" "not a multiple of 8" "a stride that cannot hold the chain is refused"
"$GFXSHIM" bench lds --strides 65 >/dev/null 2>&1
check_eq $? 2 "an LDS stride beyond 64 dwords is a usage error"
"$GFXSHIM" bench all --strides 128 >/dev/null 2>&1
check_eq $? 2 "bench all takes only the common options"
"$GFXSHIM" bench launch --svg "$tmp/x.svg" >/dev/null 2>&1
check_eq $? 2 "--svg for a benchmark without a plot is a usage error"
"$GFXSHIM" bench latency --device emu:gfx9999 >/dev/null 2>&1
check_eq $? 3 "an unknown emulated target is a device error"
echo '{"not":"a report"}' >"$tmp/bad.json"
e=$("$GFXSHIM" bench merge "$tmp/bad.json" 2>&1)
check_eq $? 3 "merge of a JSON that is no report fails"
check_contains "$e" "not a gfxshim bench report" "and says why"
printf '{"schema": "gfxshim-bench/1", "bench": ' >"$tmp/trunc.json"
e=$("$GFXSHIM" bench merge "$tmp/trunc.json" 2>&1)
check_contains "$e" "trunc.json:1:" "a truncated report: the place of the error"
"$GFXSHIM" bench merge "$tmp/missing.json" >/dev/null 2>&1
check_eq $? 3 "merge of a missing file fails"
"$GFXSHIM" bench latency --device emu:gfx1201 --quick --json /nonexistent/dir/x.json >/dev/null 2>&1
check_eq $? 3 "an unwritable --json is an error"

# the probe kernels: our assembler's bytes are llvm-mc-22's, on every generation
if command -v llvm-mc-22 >/dev/null; then
	for s in "$GS_ROOT"/tools/gfxshim/bench/*.s; do
		for t in gfx1100 gfx1151 gfx1201 gfx942 gfx950; do
			a=$("$GFXSHIM" asm --mcpu="$t" -show-encoding "$s" 2>/dev/null | grep -o 'encoding: \[[^]]*\]')
			b=$(llvm-mc-22 -triple amdgcn-amd-amdhsa -mcpu="$t" -show-encoding "$s" 2>/dev/null | grep -o 'encoding: \[[^]]*\]')
			if [ -n "$a" ] && [ "$a" = "$b" ]; then :; else not_ok "$(basename "$s") on $t: gfxshim asm and llvm-mc-22 differ"; continue; fi
		done
		ok "$(basename "$s"): the same bytes as llvm-mc-22 on gfx1100, gfx1151, gfx1201, gfx942, gfx950"
	done
else
	ok "# SKIP llvm-mc-22 not installed: probe encodings not compared"
fi

# the amdgpu backend's path (stable pstate, the lease, VRAM buffers) on the
# mock render node, when this tree has it: the results say mock
mock="$GS_BUILD/lib/libgfxshim-mockdrm.so"
if [ -f "$mock" ]; then
	GFXSHIM_MOCKDRM=gfx1201 LD_PRELOAD="$mock" "$GFXSHIM" bench latency --device amdgpu:0 --quick \
		--json "$tmp/mock.json" >"$tmp/mock.out" 2>"$tmp/mock.err"
	check $? "bench latency on the mock render node (amdgpu:0)"
	r=$(python3 "$chk" report "$tmp/mock.json" mock gfx1201 2>&1)
	check_eq "$r" ok "mock: the report says mock and is sane"
	check_contains "$(cat "$tmp/mock.err")" "no benchmark lease" "mock: without gfxshim.ko, a warning that there is no lease"
	run=$(python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["run"]; print(r["clocks"], "|", r["lease"])' "$tmp/mock.json")
	check_contains "$run" "stable pstate (standard) | none:" "mock: stable clocks asked, the missing lease recorded"
else
	ok "# SKIP no mock render node in this tree: the amdgpu path is not exercised"
fi
