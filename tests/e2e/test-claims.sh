#!/usr/bin/env bash
# gfxshim claims end to end: list, show, run on emu:gfx1100 and emu:gfx1201
# with JSON/Markdown/HTML reports, a user catalogue with --catalog, the
# deliberately false claim, merge into one matrix, the error paths, and that
# Documentation/claims-matrix.rst is what the current tree generates.
set -u
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$GS_ROOT" || exit 1

json_ok() { python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$1" 2>/dev/null; }

# ---- list / show
out=$("$GFXSHIM" claims list 2>&1); rc=$?
check $rc "claims list runs"
n=$(printf '%s\n' "$out" | grep -c '^[a-z]')
[ "$n" -ge 40 ]; check $? "claims list shows at least 40 claims ($n)"
out=$("$GFXSHIM" claims list --target gfx942 2>&1)
check_contains "$out" "mem.lds-dma-stride" "list --target gfx942 shows a CDNA claim"
case "$out" in *wmma.cd-f32-rows*) not_ok "list --target gfx942 leaves out RDNA-only claims" ;;
*) ok "list --target gfx942 leaves out RDNA-only claims" ;; esac
"$GFXSHIM" claims list --json > "$tmp/list.json"
json_ok "$tmp/list.json"; check $? "claims list --json is JSON"
out=$("$GFXSHIM" claims show wmma.cd-f32-rows 2>&1)
check_contains "$out" "statement: With FP32 C/D" "show prints the statement"
check_contains "$out" "source:    seed 000" "show prints the source"
check_contains "$out" "kernel <<END" "show prints the probe"
"$GFXSHIM" claims show no.such.claim >/dev/null 2>&1
check_eq $? 3 "show of an unknown id exits 3"

# ---- run on two emulated targets
for t in gfx1100 gfx1201; do
	"$GFXSHIM" claims run --device emu:$t --json "$tmp/$t.json" --md "$tmp/$t.md" --html "$tmp/$t.html" \
		> "$tmp/$t.txt" 2> "$tmp/$t.err"
	check $? "claims run --device emu:$t"
	json_ok "$tmp/$t.json"; check $? "$t: the JSON report parses"
	stats=$(python3 - "$tmp/$t.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
c = d["claims"]
dec = [x for x in c if x["verdict"] != "not-applicable"]
bad = [x["id"] for x in c if x["verdict"] not in ("confirmed", "refuted", "inconclusive", "not-applicable")]
sil = [x["id"] for x in c if x["evidence"] in ("silicon", "modelled")]
keys = all(k in d for k in ("target", "device", "backend", "evidence", "driver", "kernel", "firmware", "date", "command"))
obs = all(x["observation"] for x in dec)
print(len(c), len(dec), len(bad), len(sil), d["evidence"], int(keys), int(obs))
EOF
)
	read -r total decided bad sil ev keys obs <<< "$stats"
	[ "$total" -ge 40 ]; check $? "$t: the report covers at least 40 claims ($total)"
	[ "$decided" -ge 20 ]; check $? "$t: at least 20 claims apply and have a verdict ($decided)"
	check_eq "$bad" 0 "$t: every verdict is one of the four"
	check_eq "$sil" 0 "$t: no verdict labelled silicon or modelled"
	check_eq "$ev" emulated "$t: the report's evidence is 'emulated'"
	check_eq "$keys" 1 "$t: the report has target, device, versions, date and command"
	check_eq "$obs" 1 "$t: every decided claim records its raw observation"
	check_contains "$(cat "$tmp/$t.err")" "[EMULATED: not a silicon result]" "$t: the device is labelled emulated"
	check_contains "$(cat "$tmp/$t.md")" "| not yet run |" "$t: the Markdown report has the silicon column 'not yet run'"
	check_contains "$(cat "$tmp/$t.html")" '<table class="matrix">' "$t: the HTML report has the matrix"
done
check_contains "$(grep '^wmma.cd-f32-rows ' "$tmp/gfx1100.txt")" "confirmed" "gfx1100: the RDNA 3 row layout is confirmed"
check_contains "$(grep '^wmma.cd-f32-rows ' "$tmp/gfx1201.txt")" "row 8q + g" "gfx1201: confirmed with the RDNA 4 layout's reason"

# ---- a user catalogue, and the deliberately false claim
mkdir -p "$tmp/mine"
cat > "$tmp/mine/user-vadd.claim" <<'EOF'
id        = user.vadd
title     = v_add_nc_u32 adds
group     = user
statement = "V_ADD_NC_U32 adds two integers."
source    = my notes
targets   = gfx11 gfx12
expected  = lane L stores 40 + L
verdicts  = every lane right: confirmed; otherwise refuted
[run main]
buffer out = u32 32 0
kernel <<END
	${load_args}
	v_add_nc_u32 v2, 40, v0
	v_lshlrev_b32 v1, 2, v0
	global_store_b32 v1, v2, s[4:5]
END
[check]
observe   = out[0:2]
confirmed = all(l, 0, 32, out[l] == 40 + l)
otherwise = refuted
EOF
out=$("$GFXSHIM" claims run --device emu:gfx1201 --catalog "$tmp/mine" --only user.vadd 2>&1)
check_contains "$out" "user.vadd" "a user claim runs through --catalog"
check_contains "$out" "confirmed" "the user claim is confirmed"
out=$("$GFXSHIM" claims run --device emu:gfx1100 --no-builtin --catalog tests/claims --json "$tmp/false.json" 2>&1)
check_contains "$out" "test.false-bpermute-rdna3-whole-wave refuted" "the deliberately false claim comes out refuted"
out=$("$GFXSHIM" claims run --device emu:gfx1100 --catalog "$tmp/mine/user-vadd.claim" --only user.vadd,wmma.ab-vgprs 2>&1)
check_contains "$out" "wmma.ab-vgprs" "--catalog takes one file, and the built-in catalogue stays"
cp "$tmp/mine/user-vadd.claim" "$tmp/mine/dup.claim"
out=$("$GFXSHIM" claims run --device emu:gfx1100 --catalog "$tmp/mine" 2>&1); rc=$?
check_eq $rc 3 "a duplicate id exits 3"
check_contains "$out" "id 'user.vadd' is already defined" "and names both files"
rm "$tmp/mine/dup.claim"
printf 'id = bad\ntitle = t\n[run]\nblok = 3\n' > "$tmp/mine/bad.claim"
out=$("$GFXSHIM" claims list --catalog "$tmp/mine" 2>&1); rc=$?
check_eq $rc 3 "a bad claim file exits 3"
check_contains "$out" "bad.claim:" "the message names the file"
rm "$tmp/mine/bad.claim"

# ---- merge
"$GFXSHIM" claims merge "$tmp/gfx1100.json" "$tmp/gfx1201.json" "$tmp/false.json" \
	--md "$tmp/m.md" --html "$tmp/m.html" --rst "$tmp/m.rst" > /dev/null 2>&1
check $? "claims merge of three reports"
md=$(cat "$tmp/m.md")
check_contains "$md" "## RDNA3" "the matrix has an RDNA3 table"
check_contains "$md" "## RDNA4" "and an RDNA4 table"
check_contains "$md" "| silicon | gfx1100 emulated [1] | gfx1100 emulated [3] |" "RDNA3: the silicon column first, then both emulated reports"
check_contains "$md" "[confirmed](#ev-2-wmma.cd-f32-rows)" "cells link to their evidence"
check_contains "$md" '<a id="ev-2-wmma.cd-f32-rows"></a>' "and the evidence anchors exist"
check_contains "$md" "Source: seed 000" "the evidence cites the claim's source"
check_contains "$(cat "$tmp/m.html")" 'id="ev-3-test.false-bpermute-rdna3-whole-wave"' "the HTML matrix has the third report's evidence"
"$GFXSHIM" claims merge "$tmp/list.json" --md "$tmp/x.md" > /dev/null 2>&1
check_eq $? 3 "merging something that is not a claims report exits 3"
[ ! -e "$tmp/x.md" ]; check $? "and writes nothing"
printf '{"report": "gfxshim claims", "target": "gfx1100", "evidence": "emulated", "claims": [\n {"id": "x", "verdict": "sure", "evidence": "emulated"}]}\n' > "$tmp/bad.json"
out=$("$GFXSHIM" claims merge "$tmp/bad.json" --md "$tmp/x.md" 2>&1)
check_contains "$out" "bad.json:2:2: a claim needs" "a bad verdict is refused with its line and column"

# ---- usage and output errors
"$GFXSHIM" claims frob >/dev/null 2>&1; check_eq $? 2 "an unknown subcommand exits 2"
"$GFXSHIM" claims run --device emu:gfx1201 --only no.such >/dev/null 2>&1; check_eq $? 3 "--only with an unknown id exits 3"
"$GFXSHIM" claims run --device emu:gfx1201 --max-insts 0 >/dev/null 2>&1; check_eq $? 2 "--max-insts 0 is a usage error"
out=$("$GFXSHIM" claims run --device emu:gfx1201 --only barrier.split --json /nonexistent/dir/r.json 2>&1); rc=$?
check_eq $rc 3 "an unwritable report path exits 3"
check_contains "$out" "/nonexistent/dir/r.json" "and names the path"
"$GFXSHIM" claims run --device emu:gfx1201 --only barrier.split --json - 2>/dev/null > "$tmp/stdout.json"
json_ok "$tmp/stdout.json"; check $? "--json - writes clean JSON to standard output"
out=$("$GFXSHIM" claims --help)
check_contains "$out" "example" "claims --help has examples"

# ---- the generated matrix in Documentation/ is current
for t in gfx1151 gfx942 gfx950; do
	"$GFXSHIM" claims run --device emu:$t --json "$tmp/$t.json" > /dev/null 2>&1
done
"$GFXSHIM" claims merge "$tmp/gfx1100.json" "$tmp/gfx1151.json" "$tmp/gfx1201.json" "$tmp/gfx942.json" \
	"$tmp/gfx950.json" --rst "$tmp/matrix.rst" > /dev/null 2>&1
if cmp -s "$tmp/matrix.rst" Documentation/claims-matrix.rst; then
	ok "Documentation/claims-matrix.rst is what the tree generates"
else
	not_ok "Documentation/claims-matrix.rst is what the tree generates (run make claims-doc)"
	diff "$tmp/matrix.rst" Documentation/claims-matrix.rst | head -20 | sed 's/^/#   /'
fi
echo "1..$tap_n"
