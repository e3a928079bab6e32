#!/usr/bin/env bash
# Install the Debian packages a goal needs, only those missing.
# usage: tools/install-deps.sh demo|check|fuzz|bench
#   demo:  build the library and CLI and run the demo
#   check: everything the test suite uses (LLVM 22 as encoding oracle,
#          kernel headers/source for the module, qemu + busybox for the VM,
#          libdrm's own test programs run against the mock render node;
#          chromium for the claims HTML report test)
set -eu
goal=${1:-check}

demo_pkgs="gcc make libc6-dev kconfig-frontends pkg-config libdrm-dev"
check_pkgs="$demo_pkgs python3 perl llvm-22 clang-22 lld-22 xz-utils
  linux-headers-6.12-amd64 linux-headers-amd64 linux-source-6.12 sparse
  qemu-system-x86 busybox-static cpio kmod file zstd python3-numpy python3-docutils rocm-device-libs libdrm-tests chromium"

fuzz_pkgs="$demo_pkgs clang-22 libclang-rt-22-dev"
bench_pkgs="$demo_pkgs llvm-22 time"

case $goal in
demo) want=$demo_pkgs ;;
check) want=$check_pkgs ;;
fuzz) want=$fuzz_pkgs ;;
bench) want=$bench_pkgs ;;
*) echo "usage: $0 demo|check|fuzz|bench" >&2; exit 2 ;;
esac

missing=""
for p in $want; do
	st=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
	[ "$st" = installed ] || missing="$missing $p"
done
[ -z "$missing" ] && exit 0

echo "installing Debian packages:$missing"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
	if command -v sudo >/dev/null; then sudo=sudo; else
		echo "error: need root (or sudo) to install:$missing" >&2; exit 1
	fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
# shellcheck disable=SC2086
$sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
