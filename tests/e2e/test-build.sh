#!/usr/bin/env bash
# The build: Kconfig options reach the userspace build, `make install`
# installs a usable library (static, shared, pkg-config) and the CLI.
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$GS_ROOT" || exit 1

# defconfig writes the documented defaults without interaction
KCONFIG_CONFIG="$tmp/def.config" kconfig-conf --alldefconfig Kconfig >/dev/null 2>&1 </dev/null
check $? "kconfig-conf --alldefconfig needs no interaction"
for o in GFXSHIM=m GFXSHIM_BACKEND_EMU=y GFXSHIM_TARGET_GFX11=y GFXSHIM_TARGET_GFX12=y; do
	grep -qx "CONFIG_$o" "$tmp/def.config"
	check $? "default .config has CONFIG_$o"
done

# A configuration without the RDNA3 targets: the build honours it.
sed 's/^CONFIG_GFXSHIM_TARGET_GFX11=y/# CONFIG_GFXSHIM_TARGET_GFX11 is not set/' "$tmp/def.config" >"$tmp/nogfx11.config"
make --no-print-directory -s DOTCONFIG="$tmp/nogfx11.config" B="$tmp/b" cli >"$tmp/log" 2>&1
check $? "build with CONFIG_GFXSHIM_TARGET_GFX11 off"
grep -q "define GS_CONFIG_TARGET_GFX11 0" "$tmp/b/include/gs_config.h"
check $? "the option reaches gs_config.h"
"$tmp/b/bin/gfxshim" run examples/vadd.s --target gfx1100 --device emu --arg buf:f32:4 --arg buf:f32:4 \
	--arg buf:f32:4 --arg u32:4 >/dev/null 2>"$tmp/err"
check_eq $? 3 "gfx1100 refused when its targets are configured out"
check_contains "$(cat "$tmp/err")" "the emulator cannot run gfx1100 (RDNA3) yet (disabled in .config)" "and says why"
"$tmp/b/bin/gfxshim" run examples/vadd.s --target gfx1201 --device emu --grid 1 --block 64 --arg a=buf:f32:64:iota \
	--arg b=buf:f32:64:iota --arg c=buf:f32:64 --arg u32:64 --expect c=a+b >/dev/null 2>&1
check $? "gfx1201 still runs in that build"

# make install into a prefix; then build a program against it with pkg-config
make --no-print-directory -s install PREFIX="$tmp/prefix" >"$tmp/log" 2>&1
check $? "make install PREFIX=..."
for f in lib/libgfxshim.a lib/libgfxshim.so lib/libgfxshim.so.1 lib/pkgconfig/gfxshim.pc \
	include/gfxshim/asm.h include/gfxshim/device.h include/gfxshim/launch.h bin/gfxshim; do
	[ -e "$tmp/prefix/$f" ]
	check $? "installed $f"
done
cat >"$tmp/user.c" <<'C'
#include <stdio.h>
#include <string.h>
#include <gfxshim/asm.h>
int main(void)
{
	const char *src = "s_endpgm\n";
	struct gs_asm_options opt = { .target = gs_target_find("gfx1201"), .filename = "u.s" };
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };
	if (gs_assemble(src, strlen(src), &opt, &p, &err) != GS_OK)
		return 1;
	printf("%02x%02x%02x%02x\n", p->text[3], p->text[2], p->text[1], p->text[0]);
	gs_program_free(p);
	return 0;
}
C
export PKG_CONFIG_PATH="$tmp/prefix/lib/pkgconfig"
# shellcheck disable=SC2046
cc -std=c11 -o "$tmp/user-shared" "$tmp/user.c" $(pkg-config --cflags --libs gfxshim) 2>"$tmp/err"
check $? "a program builds against the shared library via pkg-config"
check_eq "$(LD_LIBRARY_PATH="$tmp/prefix/lib" "$tmp/user-shared")" "bfb00000" "and runs (s_endpgm = 0xbfb00000)"
# shellcheck disable=SC2046
cc -std=c11 -o "$tmp/user-static" "$tmp/user.c" $(pkg-config --cflags gfxshim) "$tmp/prefix/lib/libgfxshim.a" -lm
check_eq "$("$tmp/user-static")" "bfb00000" "and against the static library"
