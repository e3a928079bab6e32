#!/usr/bin/env bash
# Extract the DRM uAPI headers of Debian's linux-source-6.12 (the kernel's
# own definitions of the amdgpu ioctls) into OUT/kuapi-6.12/drm/, as
# headers_install would install them.
# usage: tools/mockdrm/kuapi.sh SOURCE_TARBALL OUT
set -eu
tar_file=$1
out=$2/kuapi-6.12/drm
files="amdgpu_drm.h drm.h drm_mode.h"
[ -f "$tar_file" ] || { echo "error: $tar_file missing (Debian package linux-source-6.12; make deps installs it)" >&2; exit 1; }
top=$(basename "$tar_file" .tar.xz)
members=()
for f in $files; do members+=("$top/include/uapi/drm/$f"); done
tmp=$(mktemp -d "$2/kuapi.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
tar -xJf "$tar_file" -C "$tmp" --strip-components=4 "${members[@]}" ||
	{ echo "error: cannot extract include/uapi/drm/{$files} from $tar_file" >&2; exit 1; }
mkdir -p "$out"
# as the kernel's headers_install does: drop the sparse annotations
for f in $files; do
	sed -E -e 's/([[:space:](])(__user|__force|__iomem)[[:space:]]/\1/g' "$tmp/$f" >"$out/$f"
done
touch "$out"/*.h
