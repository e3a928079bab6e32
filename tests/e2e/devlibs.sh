# Debian's rocm-device-libs (5.2.3) with clang-22: sourced by the e2e tests.
#
# clang-22's driver cannot use them directly: it wants the ABI-version-6
# library of ROCm 6.3 by default, and with -mcode-object-version=5 an
# oclc_isa_version_*.bc for the target, which 5.2.3 has only up to
# gfx1036/gfx940 -- none of gfx1100, gfx1151, gfx1201, gfx942, gfx950.  So
# the bitcode is linked by hand (-mlink-builtin-bitcode), with the one-line
# __oclc_ISA_version constant for the target made here from LLVM IR
# (Documentation/runtime.rst, "Device libraries").

# devlibs_dir: where the bitcode is, or nothing (and status 1)
devlibs_dir() {
	local f
	f=$(dpkg -L rocm-device-libs 2>/dev/null | grep '/ockl\.bc$' | head -n 1)
	[ -n "$f" ] && [ -f "$f" ] && command -v llvm-as-22 >/dev/null || return 1
	dirname "$f"
}

# devlibs_flags TARGET TMPDIR: the clang-22 flags linking ocml, ockl and
# opencl for TARGET (code object v5), on stdout
devlibs_flags() {
	local t=$1 tmp=$2 dir v w64=off b flags="" num maj min step
	dir=$(devlibs_dir) || return 1
	num=${t#gfx}
	# gfxMMms: major, minor, stepping (hex digits) -> MM*1000 + m*100 + s
	maj=${num%??}
	min=${num#"$maj"}
	step=$((16#${min#?}))
	min=$((16#${min%?}))
	v=$((maj * 1000 + min * 100 + step))
	printf 'target triple = "amdgcn-amd-amdhsa"\n@__oclc_ISA_version = linkonce_odr protected local_unnamed_addr addrspace(4) constant i32 %d, align 4\n' \
		"$v" >"$tmp/isa-$t.ll"
	llvm-as-22 "$tmp/isa-$t.ll" -o "$tmp/isa-$t.bc" || return 1
	case $t in gfx9*) w64=on ;; esac
	for b in opencl ocml ockl oclc_abi_version_500 oclc_daz_opt_off oclc_finite_only_off oclc_unsafe_math_off \
		oclc_correctly_rounded_sqrt_on "oclc_wavefrontsize64_$w64"; do
		flags="$flags -Xclang -mlink-builtin-bitcode -Xclang $dir/$b.bc"
	done
	echo "-mcode-object-version=5 $flags -Xclang -mlink-builtin-bitcode -Xclang $tmp/isa-$t.bc"
}

# numpy_python: a python3 with NumPy (Debian's python3-numpy), or status 1
numpy_python() {
	local p
	for p in /usr/bin/python3 python3; do
		if "$p" -c 'import numpy' 2>/dev/null; then
			echo "$p"
			return 0
		fi
	done
	return 1
}
