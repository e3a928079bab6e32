#!/usr/bin/env bash
# End to end: the timing model from the CLI (Documentation/emulator-timing.rst)
# -- gfxshim run and gfxshim bench with --timing on label every result
# modelled (text and JSON), the modelled pointer chase shows the L0 and GL1
# levels of the RX 7900 XTX's table (73 and 110 cycles, within 5%), the
# machine is chosen by emu:TARGET:MACHINE, and a bad --timing is a usage
# error.  --timing off keeps the emulated (untimed) labels.
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
args=(--grid 4 --block 64 --arg a=buf:f32:256:iota --arg b=buf:f32:256:fill=2 --arg c=buf:f32:256
      --arg n=u32:256 --expect c=a+b)

"$GFXSHIM" run "$GS_ROOT/examples/vadd.s" --target gfx1100 --device emu:gfx1100 --timing on "${args[@]}" \
	--json "$tmp/run.json" >"$tmp/out" 2>"$tmp/err"
check $? "run --timing on: vadd runs and its check passes"
check_contains "$(cat "$tmp/err")" "[MODELLED: the emulator's timing model, not a silicon result]" \
	"run --timing on: the device line says modelled"
check_contains "$(cat "$tmp/err")" "timing model of the Radeon RX 7900 XTX" "run: emu:gfx1100 takes the 7900 XTX"
python3 - "$tmp/run.json" <<'EOF'
import json, sys
j = json.load(open(sys.argv[1]))
assert j["evidence"] == "modelled", j["evidence"]
EOF
check $? "run --timing on --json: evidence modelled"

"$GFXSHIM" run "$GS_ROOT/examples/vadd.s" --target gfx1100 --device emu:gfx1100 --timing off "${args[@]}" \
	>/dev/null 2>"$tmp/err"
check_contains "$(cat "$tmp/err")" "[EMULATED: not a silicon result]" "run --timing off: still labelled emulated"

"$GFXSHIM" run "$GS_ROOT/examples/vadd-cdna.s" --target gfx942 --device emu:gfx942:mi300x --timing on "${args[@]}" \
	>/dev/null 2>"$tmp/err"
check $? "run on emu:gfx942:mi300x with timing on"
check_contains "$(cat "$tmp/err")" "timing model of the Instinct MI300X" "emu:TARGET:MACHINE selects the machine"

"$GFXSHIM" run "$GS_ROOT/examples/vadd.s" --target gfx1100 --device emu:gfx1100 --timing maybe "${args[@]}" \
	>/dev/null 2>&1
check_eq $? 2 "run --timing maybe: a usage error"
"$GFXSHIM" bench latency --device emu:gfx1100 --timing maybe >/dev/null 2>&1
check_eq $? 2 "bench --timing maybe: a usage error"

# The modelled pointer chase: 4 KiB is inside the L0 (32 KiB per CU), 128 KiB
# inside the GL1 (256 KiB per shader array).
"$GFXSHIM" bench latency --device emu:gfx1100 --timing on --min-size 4K --max-size 128K --per-octave 1 \
	--steps 256 --repeats 1 --path vector --json "$tmp/lat.json" >"$tmp/out" 2>"$tmp/err"
check $? "bench latency --timing on runs"
check_contains "$(cat "$tmp/err")" "[MODELLED: the emulator's timing model, not a silicon result]" \
	"bench latency --timing on: labelled modelled"
check_contains "$(cat "$tmp/out")" "(modelled)" "bench latency: the summary line says modelled"
python3 - "$tmp/lat.json" <<'EOF'
import json, sys
j = json.load(open(sys.argv[1]))
assert j["evidence"] == "modelled", j["evidence"]
cyc = {p["size_bytes"]: p["cycles"] for p in j["points"] if p["path"] == "vector"}
# gfx11's SHADER_CYCLES read adds a few cycles per load (the bench's note)
assert abs(cyc[4096] - 73) <= 0.05 * 73, cyc
assert abs(cyc[131072] - 110) <= 0.05 * 110, cyc
EOF
check $? "bench latency --timing on: L0 73 and GL1 110 cycles within 5% (the table's values)"

"$GFXSHIM" bench latency --device emu:gfx1100 --min-size 4K --max-size 16K --per-octave 1 --steps 64 \
	--repeats 1 --path vector --json "$tmp/untimed.json" >/dev/null 2>&1
python3 - "$tmp/untimed.json" <<'EOF'
import json, sys
assert json.load(open(sys.argv[1]))["evidence"] == "emulated-untimed"
EOF
check $? "bench latency without --timing: emulated-untimed, as before"
