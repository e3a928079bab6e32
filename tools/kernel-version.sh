#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Print the release string of the Debian 6.12 kernel the module is built
# for and tested on (e.g. "6.12.117+deb12-amd64"), taken from what the
# installed linux-headers-6.12-amd64 metapackage depends on.  The host may
# run another kernel: never `uname -r`.  GFXSHIM_KVER overrides.
#
# With an argument, the release of another installed headers metapackage:
# `kernel-version.sh linux-headers-amd64` is bookworm's default kernel
# (e.g. "6.1.0-57-amd64"); GFXSHIM_KVER does not apply then.
set -eu
if [ $# -eq 0 ] && [ -n "${GFXSHIM_KVER:-}" ]; then
	echo "$GFXSHIM_KVER"
	exit 0
fi
meta=${1:-linux-headers-6.12-amd64}
st=$(dpkg-query -W -f='${db:Status-Abbrev}' "$meta" 2>/dev/null) || st=
case $st in
ii*) ;;
*)
	echo "error: package $meta is not installed (tools/install-deps.sh installs it)" >&2
	exit 1
	;;
esac
dep=$(dpkg-query -W -f='${Depends}' "$meta")
# "linux-headers-6.12.117+deb12-amd64 (= 6.12.117-1~deb12u1)"
kver=$(printf '%s\n' "$dep" | tr ',' '\n' |
	sed -n 's/^ *linux-headers-\([0-9][^ ]*\).*/\1/p' | head -n1)
if [ -z "$kver" ] || [ ! -d "/usr/src/linux-headers-$kver" ]; then
	echo "error: cannot derive the kernel release from '$dep'" >&2
	exit 1
fi
echo "$kver"
