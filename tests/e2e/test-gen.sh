#!/usr/bin/env bash
# The committed generated tables are exactly what their generators produce
# from today's sources (linux-source-6.12 headers, llvm-mc-22): nothing in
# them was edited by hand, and `make gen` would change nothing.
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$GS_ROOT" || exit 1

python3 tools/gen/gen-regs.py --source /usr/src/linux-source-6.12.tar.xz --out "$tmp/regs" \
	--include-out "$tmp/include" >/dev/null 2>"$tmp/err"
check $? "gen-regs.py runs on linux-source-6.12"
for f in "$tmp"/regs/*; do
	cmp -s "$f" "userspace/lib/regs/$(basename "$f")"
	check $? "userspace/lib/regs/$(basename "$f") is up to date"
done
cmp -s "$tmp/include/reg_ids.h" userspace/include/gfxshim/reg_ids.h
check $? "userspace/include/gfxshim/reg_ids.h is up to date"

python3 tools/gen/gen-isa.py --llvm-mc llvm-mc-22 --out "$tmp/isa" 2>"$tmp/err"
check $? "gen-isa.py runs against llvm-mc-22"
for f in "$tmp"/isa/*; do
	cmp -s "$f" "userspace/lib/isa/$(basename "$f")"
	check $? "userspace/lib/isa/$(basename "$f") is up to date"
done

# the assembler's legacy names: what llvm-mc-22 assembles to each canonical
# instruction's bytes today (tools/gen/gen-aliases.py, make gen)
python3 tools/gen/gen-aliases.py --build "$GS_BUILD" --llvm-mc llvm-mc-22 --out "$tmp/gen_asm_aliases.c" \
	>/dev/null 2>"$tmp/err"
check $? "gen-aliases.py runs against llvm-mc-22 $(tail -n 1 "$tmp/err")"
cmp -s "$tmp/gen_asm_aliases.c" userspace/lib/asm/gen_asm_aliases.c
check $? "userspace/lib/asm/gen_asm_aliases.c is up to date"

# Documentation/emulator-coverage.rst is what running every instruction gives today
"$GS_BUILD/tools/emu-coverage" tools/gen/isa-ops.txt >"$tmp/coverage.rst" 2>"$tmp/err"
check $? "emu-coverage runs every instruction of the assembler's table"
cmp -s "$tmp/coverage.rst" Documentation/emulator-coverage.rst
check $? "Documentation/emulator-coverage.rst is up to date (make coverage-doc)"
