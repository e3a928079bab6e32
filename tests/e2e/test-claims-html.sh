#!/usr/bin/env bash
# The claims HTML report in a real browser: headless Chromium (Debian's
# chromium, installed by tools/install-deps.sh check) loads the merged
# report of emu:gfx1100 and emu:gfx1201, and the test asserts that the
# matrix tables rendered, the page's script ran without errors (its
# window.onerror records any in the DOM, and Chromium's console log is
# searched too), and takes a screenshot ($GS_BUILD/claims/claims-report.png).
# A page with a broken script is checked the same way and must be caught.
# Skips (TAP "ok ... # SKIP") only when Chromium is absent or cannot start.
set -u
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$GS_ROOT" || exit 1

browser=""
for b in chromium chromium-browser; do
	if command -v "$b" >/dev/null 2>&1; then browser=$b; break; fi
done
flags=(--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking
	--disable-component-update --disable-sync --enable-logging=stderr --v=0)
# chromium DIR ARGS...: a fresh profile each time
chrome() {
	local dir=$1; shift
	timeout 120 "$browser" "${flags[@]}" --user-data-dir="$tmp/$dir" "$@"
}
if [ -z "$browser" ]; then
	echo "ok 1 # SKIP chromium is not installed (Debian package chromium; tools/install-deps.sh check installs it)"
	echo "1..1"
	exit 0
fi
printf '<!DOCTYPE html><html><body><p id="x">up</p></body></html>\n' > "$tmp/probe.html"
if ! chrome probe --dump-dom "file://$tmp/probe.html" > "$tmp/probe.dom" 2> "$tmp/probe.err" ||
	! grep -q 'id="x">up' "$tmp/probe.dom"; then
	echo "ok 1 # SKIP chromium cannot start here: $(grep -v '^\s*$' "$tmp/probe.err" | tail -1 | cut -c1-200)"
	echo "1..1"
	exit 0
fi
ok "headless $browser starts"

for t in gfx1100 gfx1201; do
	"$GFXSHIM" claims run --device emu:$t --json "$tmp/$t.json" > /dev/null 2>&1
done
"$GFXSHIM" claims merge "$tmp/gfx1100.json" "$tmp/gfx1201.json" --html "$tmp/report.html" > /dev/null 2>&1
check $? "claims merge writes the HTML report"
grep -q -e 'src="http' -e "href=\"http" -e '<link' "$tmp/report.html"
check_eq $? 1 "the page is self-contained (no external scripts, styles or links)"

chrome dom --dump-dom "file://$tmp/report.html" > "$tmp/report.dom" 2> "$tmp/report.err"
check $? "chromium loads the report"
dom=$(cat "$tmp/report.dom")
check_contains "$dom" 'data-script-ok="1"' "the page's script ran to the end"
if grep -q '<body[^>]*data-script-errors=' "$tmp/report.dom"; then
	not_ok "no script errors recorded in the page"; grep -o 'data-script-errors="[^"]*"' "$tmp/report.dom" | sed 's/^/#   /'
else
	ok "no script errors recorded in the page"
fi
if grep -q -i 'Uncaught\|SyntaxError\|ReferenceError' "$tmp/report.err"; then
	not_ok "no script errors in the browser's console"; grep -i 'Uncaught\|Error' "$tmp/report.err" | head -3 | sed 's/^/#   /'
else
	ok "no script errors in the browser's console"
fi
tables=$(grep -o '<table class="matrix">' "$tmp/report.dom" | wc -l)
check_eq "$tables" 2 "two generation tables rendered (RDNA3, RDNA4)"
check_contains "$dom" '<h2 id="gen-RDNA3">RDNA3</h2>' "the RDNA3 table is headed"
rows=$(grep -o '<td class="v confirmed"><a href="#ev-' "$tmp/report.dom" | wc -l)
[ "$rows" -ge 40 ]; check $? "the matrix has confirmed cells linking to evidence ($rows)"
summary=$(grep -o '<p id="summary">[^<]*</p>' "$tmp/report.dom")
check_contains "$summary" "confirmed" "the script filled in the summary ($summary)"

mkdir -p "$GS_BUILD/claims"
shot="$GS_BUILD/claims/claims-report.png"
rm -f "$shot"
chrome shot --screenshot="$shot" --window-size=1280,2000 --hide-scrollbars "file://$tmp/report.html" \
	> /dev/null 2> "$tmp/shot.err"
check $? "chromium takes a screenshot"
magic=$(head -c 8 "$shot" 2>/dev/null | od -An -tx1 | tr -d ' \n')
check_eq "$magic" 89504e470d0a1a0a "the screenshot is a PNG ($shot)"
size=$(stat -c %s "$shot" 2>/dev/null || echo 0)
[ "$size" -gt 20000 ]; check $? "the screenshot shows a page, not a blank ($size bytes)"

# the same checks must catch a broken page
sed 's/document.body.setAttribute(.data-script-ok., .1.);/undefinedFunction(); &/' "$tmp/report.html" > "$tmp/broken.html"
chrome broken --dump-dom "file://$tmp/broken.html" > "$tmp/broken.dom" 2> /dev/null
grep -q '<body[^>]*data-script-errors=' "$tmp/broken.dom" && ! grep -q 'data-script-ok="1"' "$tmp/broken.dom"
check $? "a page whose script throws is caught (errors recorded, not marked ok)"
echo "1..$tap_n"
