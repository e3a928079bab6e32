#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Documentation renders: every Documentation/*.rst parses with docutils
# without a warning (tools/check-docs.py: malformed tables, short title
# lines, broken inline markup), and the checker catches those on a small
# document of its own.  Run through tests/run-tests.sh (needs GS_ROOT).
. "$(dirname "$0")/lib.sh"
chk=$GS_ROOT/tools/check-docs.py
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if ! python3 -c 'import docutils' 2>/dev/null; then
	not_ok "python3 has docutils (Debian: python3-docutils, tools/install-deps.sh installs it)"
	echo "1..$tap_n"
	exit 0
fi
out=$(python3 "$chk" "$GS_ROOT"/Documentation/*.rst 2>&1)
rc=$?
check_eq "$rc" 0 "Documentation/*.rst parse without a warning ($(echo "$out" | tail -n 1))"
[ "$rc" -eq 0 ] || echo "$out" | sed 's/^/#   /'

cat >"$tmp/bad.rst" <<'RST'
A title longer than its line
=====

==========  ====
a table     b
a cell too wide for it
==========  ====

See :doc:`index` and ``code``.
RST
out=$(python3 "$chk" "$tmp/bad.rst" 2>&1)
rc=$?
check_eq "$rc" 1 "a document with a short title line and a malformed table fails"
check_contains "$out" "bad.rst:2: (WARNING/2) Title underline too short." "... the short title line, with file:line"
check_contains "$out" "(ERROR/3) Malformed table." "... the malformed table"
case $out in
*'"doc"'*) not_ok "the Sphinx role :doc: is accepted" ;;
*) ok "the Sphinx role :doc: is accepted" ;;
esac
echo "1..$tap_n"
