#!/bin/sh
# Turn .config into a C header for the userspace build: every option named
# in Kconfig becomes GS_CONFIG_<NAME> 0 or 1, so a disabled option is a
# compile-time 0 rather than an undefined macro.
# usage: config-header.sh KCONFIG DOTCONFIG > gs_config.h
set -eu
kconfig=$1
dotconfig=$2
echo "/* Generated from $dotconfig by tools/gen/config-header.sh. Do not edit. */"
echo "#ifndef GS_CONFIG_H"
echo "#define GS_CONFIG_H"
sed -n 's/^config GFXSHIM_\([A-Z0-9_]*\)$/\1/p' "$kconfig" | while read -r name; do
	if grep -Eq "^CONFIG_GFXSHIM_${name}=(y|m)$" "$dotconfig"; then
		echo "#define GS_CONFIG_${name} 1"
	else
		echo "#define GS_CONFIG_${name} 0"
	fi
done
echo "#endif"
