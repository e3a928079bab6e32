#!/usr/bin/env bash
# End to end: performance counters from the CLI.  `gfxshim counters` lists
# the catalogue (text and JSON); `gfxshim run --counters` on the emulator
# prints each counter labelled "emulated", with values computed here from
# the kernel itself (its disassembly, classified by instruction kind, times
# the waves launched); unmodelled counters and amdgpu without a GPU fail
# with clear errors.
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ex="$GS_ROOT/examples/vadd.s"
args=(--arg a=buf:f32:256:iota --arg b=buf:f32:256:fill=2 --arg c=buf:f32:256 --arg n=u32:256 --expect c=a+b)

out=$("$GFXSHIM" counters --target gfx1201)
check $? "counters --target gfx1201 runs"
check_contains "$out" "performance counters of gfx1201 (catalogue gfx12)" "it names the target and catalogue"
check_contains "$out" "rocprofiler-sdk counter_defs.yaml" "it cites the events' source"
check_contains "$(echo "$out" | grep '^SQ_WAVES ')" "yes" "SQ_WAVES is marked as emulated"
check_contains "$(echo "$out" | grep '^SQ ')" "SQ_PERFCOUNTER0_SELECT, SQ_PERFCOUNTER0_LO" "the SQ block's registers"
"$GFXSHIM" counters --target gfx942 --json >"$tmp/c.json"
check $? "counters --target gfx942 --json runs"
python3 -m json.tool "$tmp/c.json" >/dev/null 2>&1
check $? "its JSON parses"
n=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(len(d["events"]), len(d["blocks"]), d["catalogue"])' "$tmp/c.json")
check_contains "$n" " 10 gfx942" "gfx942: 10 blocks"
"$GFXSHIM" counters --target gfx9999 >/dev/null 2>&1
check_eq $? 2 "an unknown target is a usage error"
"$GFXSHIM" --help | grep -q "^  counters"
check $? "gfxshim --help lists the counters command"
"$GFXSHIM" run --help | grep -q -- "--counters LIST"
check $? "gfxshim run --help documents --counters"

for t in gfx1100 gfx1201; do
	# expected counts from the kernel: its instructions by kind, once per
	# wave (vadd is straight-line when every thread is in range)
	"$GFXSHIM" asm --target "$t" -o "$tmp/vadd.co" "$ex" 2>/dev/null &&
		"$GFXSHIM" disasm "$tmp/vadd.co" >"$tmp/dis"
	check $? "$t: vadd disassembled"
	valu=$(grep -cE '^\s+v_' "$tmp/dis")
	smem=$(grep -cE '^\s+s_load' "$tmp/dis")
	flat=$(grep -cE '^\s+global_' "$tmp/dis")
	salu=$(grep -E '^\s+s_' "$tmp/dis" | grep -vcE 's_load|s_wait|s_cbranch|s_endpgm|s_nop|s_barrier')
	total=$(grep -cE '^\s+[a-z]' "$tmp/dis")
	waves=$((4 * 64 / 32))
	out=$("$GFXSHIM" run "$ex" --target "$t" --device emu --grid 4 --block 64 "${args[@]}" \
		--counters SQ_WAVES,SQ_INSTS_VALU,SQ_INSTS_SALU --counters SQ_INSTS_SMEM,SQ_INSTS_FLAT,SQ_WAVE32_INSTS \
		2>"$tmp/err")
	check $? "$t: vadd with 6 counters runs and passes its check"
	check_contains "$out" "counter SQ_WAVES: $waves (emulated on $t; block SQ, 1 instance)" "$t: SQ_WAVES = $waves waves"
	check_contains "$out" "counter SQ_INSTS_VALU: $((waves * valu)) (emulated on $t" "$t: VALU = $waves x $valu"
	check_contains "$out" "counter SQ_INSTS_SALU: $((waves * salu)) (emulated" "$t: SALU = $waves x $salu"
	check_contains "$out" "counter SQ_INSTS_SMEM: $((waves * smem)) (emulated" "$t: SMEM = $waves x $smem"
	check_contains "$out" "counter SQ_INSTS_FLAT: $((waves * flat)) (emulated" "$t: FLAT = $waves x $flat"
	check_contains "$out" "counter SQ_WAVE32_INSTS: $((waves * total)) (emulated" "$t: all instructions = $waves x $total"
	check_contains "$out" "PASS (emulated on $t)" "$t: the kernel's result is still right"
	check_contains "$(cat "$tmp/err")" "the emulator's model (emulated counts, not a silicon measurement)" \
		"$t: the counters are labelled emulated"

	out=$("$GFXSHIM" run "$ex" --target "$t" --device emu --grid 4 --block 64 "${args[@]}" \
		--counters SQ_WAVES,SQ_WAIT_INST_ANY 2>&1)
	check_eq $? 3 "$t: an unmodelled counter fails (exit 3)"
	check_contains "$out" "the emulator does not model SQ_WAIT_INST_ANY" "$t: naming it"
	out=$("$GFXSHIM" run "$ex" --target "$t" --device emu "${args[@]}" --counters SQ_BOGUS 2>&1)
	check_eq $? 3 "$t: an unknown counter fails"
	check_contains "$out" "unknown performance counter 'SQ_BOGUS' for $t" "$t: naming it"
done

out=$("$GFXSHIM" run "$ex" --target gfx1201 --device amdgpu:0 "${args[@]}" --counters SQ_WAVES 2>&1)
st=$?
real=$("$GFXSHIM" info --json 2>/dev/null | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["real_devices"]))' 2>/dev/null)
if [ "${real:-0}" != 0 ]; then
	echo "ok $((tap_n + 1)) - amdgpu:0 with counters # SKIP a real GPU is present (make check-hw)"
	tap_n=$((tap_n + 1))
else
	check_eq $st 3 "amdgpu:0 --counters without a GPU: exit 3"
	check_contains "$out" "no amdgpu device" "a clear no-device error"
fi
