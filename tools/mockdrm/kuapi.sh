#!/usr/bin/env bash
# Extract the uAPI headers of Debian's linux-source-6.12 that gfxshim
# compiles against -- the kernel's own definitions of the amdgpu ioctls
# (include/uapi/drm) and of amdkfd's (include/uapi/linux/kfd_ioctl.h) --
# into OUT/kuapi-6.12/{drm,linux}/, as headers_install would install them
# (OUT/kuapi-6.12/.stamp marks the extraction).
# usage: tools/mockdrm/kuapi.sh SOURCE_TARBALL OUT
set -eu
tar_file=$1
out=$2/kuapi-6.12
drm_files="amdgpu_drm.h drm.h drm_mode.h"
linux_files="kfd_ioctl.h kfd_sysfs.h"
[ -f "$tar_file" ] || { echo "error: $tar_file missing (Debian package linux-source-6.12; make deps installs it)" >&2; exit 1; }
top=$(basename "$tar_file" .tar.xz)
members=()
for f in $drm_files; do members+=("$top/include/uapi/drm/$f"); done
for f in $linux_files; do members+=("$top/include/uapi/linux/$f"); done
tmp=$(mktemp -d "$2/kuapi.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
tar -xJf "$tar_file" -C "$tmp" --strip-components=3 "${members[@]}" ||
	{ echo "error: cannot extract include/uapi/drm/{$drm_files} and include/uapi/linux/{$linux_files} from $tar_file" >&2; exit 1; }
mkdir -p "$out/drm" "$out/linux"
# as the kernel's headers_install does: drop the sparse annotations
for f in $drm_files; do
	sed -E -e 's/([[:space:](])(__user|__force|__iomem)[[:space:]]/\1/g' "$tmp/drm/$f" >"$out/drm/$f"
done
for f in $linux_files; do
	sed -E -e 's/([[:space:](])(__user|__force|__iomem)[[:space:]]/\1/g' "$tmp/linux/$f" >"$out/linux/$f"
done
# the stamp first: the headers are never older than it
touch "$out/.stamp"
touch "$out"/drm/*.h "$out"/linux/*.h
