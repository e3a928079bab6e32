#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# Build and test steps for gfxshim.ko; the top-level Makefile and
# run-vm.sh call these.  Each step exits non-zero with a message on error.
#
#   ksft.sh modules        build build/module/gfxshim.ko against Debian's 6.12 headers
#   ksft.sh modules-clean  remove the module's build products
#   ksft.sh modules-check  W=1 build, sparse (C=2 -Wsparse-error),
#                          checkpatch.pl --strict on driver/ and uapi/
#   ksft.sh lint-w1|lint-sparse|lint-checkpatch   one of those three
#                          (lint-checkpatch also runs kernel-doc -Wall)
#   ksft.sh build-6.1      W=1 build against bookworm's default kernel headers
#                          (linux-headers-amd64, 6.1) in build/module-6.1
#   ksft.sh kselftest      build the static kselftest programs
#   ksft.sh vm-kernel      cache Debian's 6.12 vmlinux (ELF, PVH) in build/vm/
#   ksft.sh initramfs      busybox initramfs with the module and the tests
#   ksft.sh vm-run         boot it under qemu (TCG); logs in build/vm/
#
# Environment: B (build dir, default build), GFXSHIM_KVER (kernel release),
# GFXSHIM_VDEVS (vdevs= for the VM run), GFXSHIM_VM_TIMEOUT (seconds),
# GFXSHIM_VM_KMODS (kernel modules the VM also needs, with dependencies;
# default e1000), GFXSHIM_VM_PCI_DRIVER (pci_driver= in the VM, default
# e1000: qemu gets a "-device e1000" to attach to; "" for none).
set -eu -o pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
B=${B:-build}
case $B in /*) ;; *) B=$ROOT/$B ;; esac
SRC_TAR=/usr/src/linux-source-6.12.tar.xz
KSRC=$B/ksrc				# files extracted from $SRC_TAR
VM=$B/vm
KSFT_OUT=$B/kselftest
VDEVS=${GFXSHIM_VDEVS:-gfx1100,gfx1151,gfx1201,gfx942}
KSFT_PROGS="gfxshim_test gfxshim_pci_test gfxshim_stress gfxshim_kmod_client"
PCI_DRIVER=${GFXSHIM_VM_PCI_DRIVER-e1000}
VM_KMODS=${GFXSHIM_VM_KMODS-$PCI_DRIVER}
KSRC_FILES="scripts/checkpatch.pl scripts/spelling.txt scripts/kernel-doc
	scripts/const_structs.checkpatch
	tools/testing/selftests/kselftest.h
	tools/testing/selftests/kselftest_harness.h"

die() {
	echo "error: $*" >&2
	exit 1
}

kver() {
	bash "$ROOT/tools/kernel-version.sh"
}

kdir() {
	local d
	d=/usr/src/linux-headers-$(kver)
	[ -f "$d/Makefile" ] || die "no kernel headers in $d"
	echo "$d"
}

# The module is built in a copy of its sources under $B/module: Kbuild's
# `make clean` deletes every *.[aios] file below M=, which in the source
# tree would take the project's assembly files with it.
MB=$B/module

# kmake_in BUILD-DIR KERNEL-DIR MAKE-ARGS...
kmake_in() {
	local mb=$1 kd=$2
	shift 2
	mkdir -p "$mb"
	cp -a "$ROOT/Kbuild" "$ROOT/driver" "$ROOT/uapi" "$mb/"
	if [ -f "$ROOT/.config" ]; then cp -a "$ROOT/.config" "$mb/"; else rm -f "$mb/.config"; fi
	make -C "$kd" M="$mb" "$@"
}

kmake() {
	kmake_in "$MB" "$(kdir)" "$@"
}

# Files from the linux-source tarball, extracted once (~10 s).
ksrc() {
	local f missing=""

	for f in $KSRC_FILES; do
		[ -f "$KSRC/$f" ] && [ "$KSRC/$f" -nt "$SRC_TAR" ] || missing=1
	done
	[ -z "$missing" ] && return 0
	[ -f "$SRC_TAR" ] || die "$SRC_TAR missing (Debian package linux-source-6.12)"
	local top members=()
	top=$(basename "$SRC_TAR" .tar.xz)
	for f in $KSRC_FILES; do
		members+=("$top/$f")
	done
	rm -rf "$KSRC.tmp"
	mkdir -p "$KSRC.tmp"
	tar -xJf "$SRC_TAR" -C "$KSRC.tmp" --strip-components=1 "${members[@]}" ||
		die "cannot extract $KSRC_FILES from $SRC_TAR"
	find "$KSRC.tmp" -type f -exec touch {} +
	rm -rf "$KSRC"
	mv "$KSRC.tmp" "$KSRC"
}

# W=1 always: the module must be clean with it, and lint-w1's objects
# are then up to date for this build.
cmd_modules() {
	kmake W=1 modules
	[ -f "$MB/gfxshim.ko" ] || die "gfxshim.ko not built"
}

cmd_modules_clean() {
	kmake clean
}

# W=1 from scratch: every file recompiled, any warning fails.
cmd_lint_w1() {
	local log=$B/lint/w1.log

	mkdir -p "$B/lint"
	kmake clean >/dev/null
	if ! kmake W=1 modules >"$log" 2>&1; then
		cat "$log" >&2
		die "W=1 build failed"
	fi
	if grep -E 'warning:|error:' "$log" >&2; then
		die "W=1 build has warnings (log: $log)"
	fi
	echo "W=1 build clean"
}

cmd_lint_sparse() {
	local log=$B/lint/sparse.log

	mkdir -p "$B/lint"
	command -v sparse >/dev/null || die "sparse not installed (Debian package sparse)"
	if ! kmake W=1 C=2 CF=-Wsparse-error modules >"$log" 2>&1 ||
	   grep -E 'warning:|error:' "$log" >&2; then
		grep -E 'warning:|error:' "$log" >&2 || cat "$log" >&2
		die "sparse found problems (log: $log)"
	fi
	echo "sparse clean"
}

cmd_lint_checkpatch() {
	local log=$B/lint/checkpatch.log

	mkdir -p "$B/lint"
	ksrc
	command -v perl >/dev/null || die "perl not installed (needed by checkpatch.pl)"
	cd "$ROOT"
	if ! perl "$KSRC/scripts/checkpatch.pl" --strict --no-tree --terse \
		--show-types -f driver/*.c driver/*.h uapi/*.h >"$log" 2>&1; then
		cat "$log" >&2
		die "checkpatch.pl --strict found problems"
	fi
	# the kernel-doc comments (the uAPI reference) must parse cleanly
	if ! perl "$KSRC/scripts/kernel-doc" -none -Wall uapi/*.h driver/*.h \
		driver/*.c >"$log" 2>&1 || grep -v '^Warning: Sphinx' "$log" | grep -q .; then
		cat "$log" >&2
		die "kernel-doc found problems"
	fi
	echo "checkpatch.pl --strict and kernel-doc clean"
}

# Bookworm's default kernel is 6.1 (metapackage linux-headers-amd64): the
# module must build there too, W=1, without a warning.  Its own build
# directory, from scratch each time (an up-to-date object shows no warning).
COMPAT_META=linux-headers-amd64

cmd_build_6_1() {
	local kv kd mb=$B/module-6.1 log=$B/lint/build-6.1.log

	kv=$(bash "$ROOT/tools/kernel-version.sh" "$COMPAT_META") || exit 1
	kd=/usr/src/linux-headers-$kv
	[ -f "$kd/Makefile" ] || die "no kernel headers in $kd"
	mkdir -p "$B/lint"
	kmake_in "$mb" "$kd" clean >/dev/null
	if ! kmake_in "$mb" "$kd" -j2 W=1 modules >"$log" 2>&1; then
		cat "$log" >&2
		die "W=1 build against $kv failed"
	fi
	if grep -E 'warning:|error:' "$log" >&2; then
		die "W=1 build against $kv has warnings (log: $log)"
	fi
	[ -f "$mb/gfxshim.ko" ] || die "gfxshim.ko not built against $kv"
	echo "W=1 build against $kv clean"
}

cmd_modules_check() {
	cmd_lint_w1
	cmd_lint_sparse
	cmd_lint_checkpatch
}

cmd_kselftest() {
	local p

	ksrc
	mkdir -p "$KSFT_OUT"
	for p in $KSFT_PROGS; do
		local extra=()
		# the userspace client library, as a program would link it
		[ "$p" = gfxshim_kmod_client ] &&
			extra=("$ROOT"/userspace/lib/kmod/*.c "$ROOT/userspace/lib/core/error.c")
		${CC:-cc} -Wall -Werror -O2 -static -pthread \
			-I"$ROOT/uapi" -I"$ROOT/userspace/include" \
			-I"$KSRC/tools/testing/selftests" \
			-o "$KSFT_OUT/$p" "$ROOT/tests/kselftest/$p.c" "${extra[@]}" ||
			die "cannot build kselftest $p (static: needs libc6-dev)"
	done
	echo "kselftest programs in $KSFT_OUT"
}

# Unpack linux-image-<kver>.deb into build/vm/image-<kver> (when the
# image is not installed) and print that directory.
fetch_image() {
	local kv=$1 dir=$VM/image-$1 deb=$VM/deb
	if [ ! -d "$dir/lib/modules/$kv/kernel" ]; then
		rm -rf "$deb" "$dir" && mkdir -p "$deb"
		(cd "$deb" && { apt-get download -q "linux-image-$kv" ||
			apt-get download -q "linux-image-$kv-unsigned"; }) >&2 ||
			die "cannot download linux-image-$kv"
		dpkg-deb -x "$deb"/linux-image-*.deb "$dir" ||
			die "cannot unpack linux-image-$kv"
		rm -rf "$deb"
	fi
	echo "$dir"
}

# Debian's 6.12 kernel as an uncompressed ELF vmlinux (qemu boots it
# through its PVH note, ~2.5x faster under TCG than the bzImage).
cmd_vm_kernel() {
	local kv out img magic off tmp
	kv=$(kver)
	out=$VM/vmlinux-$kv
	[ -s "$out" ] && return 0
	mkdir -p "$VM"
	img=/boot/vmlinuz-$kv
	[ -r "$img" ] || img=$(fetch_image "$kv")/boot/vmlinuz-$kv
	[ -r "$img" ] || die "no kernel image $img"
	tmp=$out.tmp
	# zstd (28 b5 2f fd) or xz (fd 37 7a 58 5a 00) payload inside the bzImage;
	# the decompressors fail on the trailing bytes: judge by the result.
	for magic in '\x28\xb5\x2f\xfd' '\xfd\x37\x7a\x58\x5a\x00'; do
		# shellcheck disable=SC2013
		for off in $(LC_ALL=C grep -obUaP "$magic" "$img" | cut -d: -f1); do
			case $magic in
			'\x28'*) tail -c +$((off + 1)) "$img" | zstd -dcq >"$tmp" 2>/dev/null || true ;;
			*) tail -c +$((off + 1)) "$img" | xz -dcq >"$tmp" 2>/dev/null || true ;;
			esac
			if file -b "$tmp" | grep -q '^ELF 64-bit.*executable'; then
				mv "$tmp" "$out"
				return 0
			fi
		done
	done
	rm -f "$tmp"
	die "no zstd/xz ELF payload found in $img"
}

# Copy the kernel modules in $VM_KMODS (and those they depend on)
# from the 6.12 image into the initramfs tree $1; the guest modprobes them.
add_kmods() {
	local root=$1 kv base m f rel
	[ -n "$VM_KMODS" ] || return 0
	kv=$(kver)
	base=/
	[ -d "/lib/modules/$kv/kernel" ] || base=$(fetch_image "$kv")
	# the .deb has no modules.dep
	[ -f "$base/lib/modules/$kv/modules.dep" ] || depmod -b "$base" "$kv" ||
		die "depmod -b $base failed"
	for m in $VM_KMODS; do
		modprobe -d "$base" -S "$kv" --show-depends "$m" ||
			die "kernel module $m not found for $kv"
	done | awk '$1 == "insmod" { print $2 }' | sort -u | while read -r f; do
		rel=${f#*/lib/modules/"$kv"/}
		mkdir -p "$root/lib/modules/$kv/$(dirname "$rel")"
		cp "$f" "$root/lib/modules/$kv/$rel"
	done
	cp "$base/lib/modules/$kv"/modules.{order,builtin,builtin.modinfo} \
		"$root/lib/modules/$kv/"
	depmod -b "$root" "$kv" || die "depmod of the initramfs failed"
	echo "$VM_KMODS" >"$root/etc/gfxshim-kmods"
}

cmd_initramfs() {
	local root=$VM/initramfs p bb
	[ -f "$MB/gfxshim.ko" ] || die "gfxshim.ko not built (make modules)"
	for p in $KSFT_PROGS; do
		[ -x "$KSFT_OUT/$p" ] || die "$KSFT_OUT/$p not built (make kselftest)"
	done
	bb=$(command -v busybox || echo /bin/busybox)
	file -b "$bb" | grep -q 'statically linked' ||
		die "$bb is not static (Debian package busybox-static)"
	rm -rf "$root"
	mkdir -p "$root"/{bin,dev,etc,proc,sys,tmp,tests,lib/modules}
	cp "$bb" "$root/bin/busybox"
	cp "$ROOT/tests/kselftest/init.sh" "$root/init"
	chmod 755 "$root/init"
	cp "$MB/gfxshim.ko" "$root/lib/modules/gfxshim.ko"
	for p in $KSFT_PROGS; do
		cp "$KSFT_OUT/$p" "$root/tests/"
	done
	echo "$VDEVS" >"$root/etc/gfxshim-vdevs"
	echo "$PCI_DRIVER" >"$root/etc/gfxshim-pci-driver"
	add_kmods "$root"
	(cd "$root" && find . -print0 | LC_ALL=C sort -z |
		cpio -o -0 -H newc --quiet -R 0:0) >"$VM/initramfs.cpio" ||
		die "cpio failed"
}

cmd_vm_run() {
	local kv kernel t pci=()
	kv=$(kver)
	kernel=$VM/vmlinux-$kv
	[ -s "$kernel" ] || die "$kernel missing (ksft.sh vm-kernel)"
	[ -s "$VM/initramfs.cpio" ] || die "initramfs missing (ksft.sh initramfs)"
	command -v qemu-system-x86_64 >/dev/null ||
		die "qemu-system-x86_64 not installed (Debian package qemu-system-x86)"
	t=${GFXSHIM_VM_TIMEOUT:-180}
	rm -f "$VM/console.log" "$VM/results.raw"
	# a PCI device for pci_driver= to attach to (no backend: never used)
	[ "$PCI_DRIVER" = e1000 ] && pci=(-device e1000)
	# KVM does not work on the CI machines (nested): TCG always.
	timeout --kill-after=5 "$t" qemu-system-x86_64 \
		-accel tcg -machine pc -cpu qemu64 -m 512M \
		-nodefaults -no-user-config -display none -no-reboot \
		-kernel "$kernel" -initrd "$VM/initramfs.cpio" \
		-append "console=ttyS0 quiet panic=-1 rdinit=/init" \
		-serial "file:$VM/console.log" -serial "file:$VM/results.raw" \
		"${pci[@]}" \
		</dev/null >"$VM/qemu.log" 2>&1 || true
	tr -d '\r' <"$VM/results.raw" >"$VM/results.log" 2>/dev/null || : >"$VM/results.log"
	tr -d '\r' <"$VM/console.log" >"$VM/console.txt" 2>/dev/null || : >"$VM/console.txt"
}

cmd=${1:-}
case $cmd in
modules) cmd_modules ;;
modules-clean) cmd_modules_clean ;;
modules-check) cmd_modules_check ;;
lint-w1) cmd_lint_w1 ;;
lint-sparse) cmd_lint_sparse ;;
lint-checkpatch) cmd_lint_checkpatch ;;
build-6.1) cmd_build_6_1 ;;
kselftest) cmd_kselftest ;;
vm-kernel) cmd_vm_kernel ;;
initramfs) cmd_initramfs ;;
vm-run) cmd_vm_run ;;
kver) kver ;;
*)
	sed -n '5,19s/^# \{0,1\}//p' "$0" >&2
	exit 2
	;;
esac
