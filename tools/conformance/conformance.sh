#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Conformance of gfxshim's disassembler and assembler with llvm-mc-22 on
# random valid encodings (Documentation/conformance.rst).
#
# usage: tools/conformance/conformance.sh [--fast|--full] [--build DIR] [TOOL ARGS...]
#   --fast   gfx1100, gfx1201, gfx942 and gfx1250, 16 instructions per class, 2 encodings each
#            (the mode tests/e2e/test-conformance.sh and `make check` use)
#   --full   all 13 targets, every instruction of every class, 4 encodings each
#            (default; `make conformance`)
#   further arguments go to the tool (--json, --seed S, --list, --targets T,...)
# The tool is built from tools/conformance/conformance.c into DIR/tools/ when
# missing or older than its source or the library (DIR defaults to build).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build="$root/build"
mode=full
args=()
while [ $# -gt 0 ]; do
	case "$1" in
	--fast) mode=fast ;;
	--full) mode=full ;;
	--build) build=$(cd "$2" && pwd); shift ;;
	*) args+=("$1") ;;
	esac
	shift
done

lib="$build/lib/libgfxshim.a"
tool="$build/tools/conformance"
src="$root/tools/conformance/conformance.c"
[ -f "$lib" ] || { echo "conformance: $lib missing (make all first)" >&2; exit 2; }
command -v llvm-mc-22 >/dev/null || { echo "conformance: llvm-mc-22 not installed (make deps)" >&2; exit 2; }
if [ ! -x "$tool" ] || [ "$src" -nt "$tool" ] || [ "$lib" -nt "$tool" ]; then
	mkdir -p "$build/tools"
	${CC:-cc} -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -O2 -Wall -Wextra \
		-I"$root/userspace/include" -I"$root/userspace/lib" -I"$build/include" \
		-o "$tool" "$src" "$lib" -lm
fi

case $mode in
fast) exec "$tool" --targets gfx1100,gfx1201,gfx942,gfx1250 --per-class 16 --rounds 2 ${args[@]+"${args[@]}"} ;;
full) exec "$tool" --targets all --per-class all --rounds 4 ${args[@]+"${args[@]}"} ;;
esac
