#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The shared library exports exactly the public API: the gs_* symbols of
# `nm -D` on libgfxshim.so equal userspace/libgfxshim.symbols (the list a
# change to the API edits on purpose, as libdrm's amdgpu-symbols.txt), and
# each is declared in a public header (userspace/include/gfxshim/*.h);
# nothing else is exported.  Internal functions shared between files are
# gsi_* (local to the library by its version script).  The soname rule is
# in Documentation/index.rst ("Names").
# Run through tests/run-tests.sh (needs GS_ROOT, GS_BUILD).
. "$(dirname "$0")/lib.sh"
so=$GS_BUILD/lib/libgfxshim.so
list=$GS_ROOT/userspace/libgfxshim.symbols
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ ! -e "$so" ]; then
	not_ok "$so is not built (make all)"
	echo "1..$tap_n"
	exit 0
fi
nm -D --defined-only "$so" | awk 'NF == 3 { sub(/@.*/, "", $3); print $3 }' | sort -u >"$tmp/all"
grep -v '^GFXSHIM_' "$tmp/all" >"$tmp/exported"
grep -v '^#' "$list" | sed '/^$/d' | sort -u >"$tmp/listed"
extra=$(comm -23 "$tmp/exported" "$tmp/listed" | tr '\n' ' ')
missing=$(comm -13 "$tmp/exported" "$tmp/listed" | tr '\n' ' ')
check_eq "${extra:-none}" none "no symbol is exported beyond userspace/libgfxshim.symbols"
check_eq "${missing:-none}" none "every listed symbol is exported"
undeclared=""
cat "$GS_ROOT"/userspace/include/gfxshim/*.h >"$tmp/headers"
while read -r s; do
	grep -qw -- "$s" "$tmp/headers" || undeclared="$undeclared $s"
done <"$tmp/listed"
check_eq "${undeclared:-none}" none "every listed symbol is declared in a public header"
check_eq "$(grep -c . "$tmp/listed")" "$(grep -c '^gs_' "$tmp/listed")" "every listed symbol is a gs_ name"
check_eq "$(readelf -d "$so" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')" libgfxshim.so.1 "the soname is libgfxshim.so.1"
# one version: the Makefile's VERSION is the library's (gs_version), the
# CLI's --version and the soname's major
version=$(sed -n 's/^VERSION := //p' "$GS_ROOT/Makefile")
check_eq "$("$GFXSHIM" --version)" "gfxshim $version" "gfxshim --version says the Makefile's VERSION ($version)"
check_eq "libgfxshim.so.${version%%.*}" "$(readelf -d "$so" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')" \
	"the soname's major is VERSION's"
cat >"$tmp/v.c" <<'C'
#include <stdio.h>
#include "gfxshim/error.h"
int main(void) { puts(gs_version()); return 0; }
C
if cc -I"$GS_ROOT/userspace/include" -o "$tmp/v" "$tmp/v.c" -L"$GS_BUILD/lib" -lgfxshim 2>"$tmp/cc.err"; then
	check_eq "$(LD_LIBRARY_PATH=$GS_BUILD/lib "$tmp/v")" "$version" "gs_version() from libgfxshim.so says $version"
else
	not_ok "a program using gs_version() links against libgfxshim.so: $(head -n 3 "$tmp/cc.err")"
fi
echo "1..$tap_n"
