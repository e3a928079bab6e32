#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `gfxshim pm4 decode`: text and --json listings of golden and malformed
# streams; the JSON must satisfy python3 -m json.tool.  TAP output.
# Run through tests/run-tests.sh (needs GFXSHIM, GS_ROOT).
set -u
. "$GS_ROOT/tests/e2e/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
corpus=$GS_ROOT/tests/fuzz/corpus

# The fuzz seeds are a target byte and dwords; strip the byte for the CLI.
for t in gfx942 gfx1100 gfx1201; do
	tail -c +2 "$corpus/seed-dispatch-$t" >"$tmp/d.bin"
	"$GFXSHIM" pm4 decode --target "$t" "$tmp/d.bin" >"$tmp/out" 2>&1
	check $? "$t: binary dispatch stream decodes"
	check_contains "$(cat "$tmp/out")" "DISPATCH_DIRECT compute x=4 y=2 z=1" "$t: dispatch listed"
	check_contains "$(cat "$tmp/out")" "COPY_DATA SRC_SEL=9 (GPU_CLOCK) DST_SEL=5 (MEM)" "$t: start timestamp listed"
	"$GFXSHIM" pm4 decode --json --target "$t" "$tmp/d.bin" >"$tmp/json" 2>&1
	check $? "$t: --json exits 0"
	python3 -m json.tool "$tmp/json" >/dev/null 2>&1
	check $? "$t: --json output is valid JSON (python3 -m json.tool)"
	n=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))))' "$tmp/json")
	check_eq "$n" "$(grep -c '^{' "$tmp/json")" "$t: one JSON object per packet and line"
	tail -c +2 "$corpus/seed-packets-$t" >"$tmp/p.bin"
	"$GFXSHIM" pm4 decode --json --target "$t" "$tmp/p.bin" | python3 -m json.tool >/dev/null 2>&1
	check $? "$t: every builder's packet lists as valid JSON"
done

rsrc3=$("$GFXSHIM" pm4 decode --json --target gfx942 <(tail -c +2 "$corpus/seed-dispatch-gfx942") |
	python3 -c 'import json,sys
for p in json.load(sys.stdin):
    for w in p.get("writes", []):
        if w["reg"] == "COMPUTE_PGM_RSRC3": print(w["addr"])')
check_eq "$rsrc3" "0x2e2d" "gfx942: COMPUTE_PGM_RSRC3 written at 0x2e2d"

tail -c +2 "$corpus/seed-malformed" >"$tmp/bad.bin"
"$GFXSHIM" pm4 decode --target gfx1100 "$tmp/bad.bin" >"$tmp/out" 2>"$tmp/err"
check_eq $? 3 "malformed stream: exit status 3"
check_contains "$(cat "$tmp/out")" "[    1] error: dword 1: unknown type-3 opcode 0xee" "unknown opcode flagged with its offset"
check_contains "$(cat "$tmp/out")" "[    4] SET_SH_REG" "decoding goes on after it"
check_contains "$(cat "$tmp/err")" "gfxshim: error: dword 1: unknown type-3 opcode 0xee" "first error on stderr"
"$GFXSHIM" pm4 decode --json --target gfx1100 "$tmp/bad.bin" 2>/dev/null >"$tmp/json"
check_eq $? 3 "malformed stream --json: exit status 3"
python3 -m json.tool "$tmp/json" >/dev/null 2>&1
check $? "malformed stream --json is still valid JSON"
errs=$(python3 -c 'import json,sys; print(",".join(str(p["offset"]) for p in json.load(open(sys.argv[1])) if "error" in p))' "$tmp/json")
check_eq "$errs" "1,7,8,17" "every malformed packet reported by its dword offset"

printf '0xc0027600 0x000003ff 0x1 0x2\n' >"$tmp/range.pm4"
"$GFXSHIM" pm4 decode --target gfx1201 "$tmp/range.pm4" >/dev/null 2>"$tmp/err"
check_contains "$(cat "$tmp/err")" "dword 0: SET_SH_REG writes 0x2fff..0x3000, outside the sh range 0x2c00..0x2fff" \
	"register outside its aperture"
echo "1..$tap_n"
