#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The layering check (make check, through tests/e2e/test-layering.sh): every
# #include "DIR/header.h" of one library directory into another must follow
# the allowed direction below (Documentation/index.rst, "Layers"); the CLI
# (tools/gfxshim) includes public headers (gfxshim/*.h) and its own only.
# Known exceptions are listed with the issue that removes them; one that is
# no longer needed fails too, so the list only shrinks.
#   tools/check-layering.sh [ROOT]      (default: this tree)
# Prints one line per violation, "N violations" last; exit 1 on any.
set -u
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
lib=$root/userspace/lib

# DIR: the library directories whose internal headers it may include,
# bottom first.  A backend (emu, amdgpu, kfd) also includes the device
# layer's interface for backends: device/backend.h, device/kernarg.h.
declare -A allow=(
	[core]=""
	[isa]="core"
	[regs]="core"
	[codeobj]="core isa"
	[pm4]="core regs isa"
	[asm]="core isa regs"
	[builder]="core isa regs"
	[emu]="core isa regs pm4 codeobj"
	[amdgpu]="core regs pm4 codeobj"
	[kfd]="core regs pm4 codeobj"
	[kmod]="core"
	[device]="core isa regs pm4 codeobj asm builder"
)
backend_iface="device/backend.h device/kernarg.h"
backends="emu amdgpu kfd"

# FILE:HEADER pairs allowed for now, and why.
known=(
	# the mock's marker, shared by the two render-node/KFD backends
	"kfd/backend.c:amdgpu/mock_marker.h"
	"kfd/kfd.c:amdgpu/mock_marker.h"
)

n=0
used=" "
violation() { echo "layering: $1"; n=$((n + 1)); }
in_list() { case " $2 " in *" $1 "*) return 0 ;; esac; return 1; }

for f in "$lib"/*/*.[ch]; do
	dir=$(basename "$(dirname "$f")")
	rel=$dir/$(basename "$f")
	if [ -z "${allow[$dir]+x}" ]; then
		violation "$rel: directory $dir has no place in the layers (add it to tools/check-layering.sh and Documentation/index.rst)"
		continue
	fi
	while IFS= read -r inc; do
		tdir=${inc%%/*}
		[ "$tdir" = "$dir" ] && continue
		[ "$tdir" = gfxshim ] && continue  # public headers
		in_list "$tdir" "${allow[$dir]}" && continue
		if in_list "$dir" "$backends" && in_list "$inc" "$backend_iface"; then
			continue
		fi
		if in_list "$rel:$inc" "${known[*]}"; then
			used="$used$rel:$inc "
			continue
		fi
		violation "$rel includes \"$inc\": $dir may include only ${allow[$dir]:-no other library directory}"
	done < <(sed -n 's/^#include "\([a-z0-9_]*\/[a-z0-9_.]*\)".*/\1/p' "$f")
done
for k in "${known[@]}"; do
	in_list "$k" "$used" || violation "known exception $k is no longer needed: remove it from tools/check-layering.sh"
done
for f in "$root"/tools/gfxshim/*.[ch]; do
	[ -e "$f" ] || continue
	while IFS= read -r inc; do
		case $inc in gfxshim/*) ;; *) violation "tools/gfxshim/$(basename "$f") includes the library's internal \"$inc\" (the CLI uses the public API)" ;; esac
	done < <(sed -n 's/^#include "\([a-z0-9_]*\/[a-z0-9_.]*\)".*/\1/p' "$f")
done
echo "$n violations"
[ "$n" -eq 0 ]
