#!/usr/bin/env bash
# The Python package (python/gfxshim, ctypes over libgfxshim.so, NumPy)
# with Debian's python3: kernels on the emulator against NumPy, errors as
# exceptions with the library's message (tests/e2e/python/check_gfxshim.py);
# then `make install` into a scratch prefix and the README's Python example
# run from there, printing what ran where.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/devlibs.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if ! py=$(numpy_python); then
	echo "ok 1 # SKIP no python3 with NumPy (Debian python3-numpy)"
	exit 0
fi
hip=()
if command -v clang-22 >/dev/null; then
	clang-22 -x hip --offload-arch=gfx1100 -nogpuinc -nogpulib --cuda-device-only --no-gpu-bundle-output -O2 \
		-Wno-everything -I"$GS_ROOT/tests/e2e/hip" "$GS_ROOT/tests/e2e/hip/vadd.hip" -o "$tmp/vadd.co" &&
		hip=("$tmp/vadd.co" gfx1100)
fi
PYTHONPATH="$GS_ROOT/python" GFXSHIM_LIB="$GS_BUILD/lib/libgfxshim.so.1" \
	"$py" "$GS_ROOT/tests/e2e/python/check_gfxshim.py" "$GS_ROOT" "${hip[@]}" >"$tmp/out" 2>&1
rc=$?
# renumber the script's TAP lines into this test's
while IFS= read -r line; do
	case $line in
	"ok "*) ok "python: ${line#ok * - }" ;;
	"not ok "*) not_ok "python: ${line#not ok * - }" ;;
	"#"*) echo "$line" ;;
	esac
done <"$tmp/out"
if [ $rc -ne 0 ]; then
	not_ok "check_gfxshim.py exits 0"
	tail -n 15 "$tmp/out" | sed 's/^/#   /'
fi

# make install into a scratch prefix; the README example from there
rel=$(realpath --relative-to="$GS_ROOT" "$GS_BUILD")
if make -C "$GS_ROOT" -s --no-print-directory install PREFIX="$tmp/prefix" B="$rel" >"$tmp/install" 2>&1; then
	ok "make install PREFIX=... installs the Python package"
else
	not_ok "make install PREFIX=... installs the Python package"
	tail -n 10 "$tmp/install" | sed 's/^/#   /'
fi
site=$(ls -d "$tmp"/prefix/lib/python3*/dist-packages 2>/dev/null | head -n 1)
check_eq "$(cat "$site/gfxshim/_config.py" 2>/dev/null)" "LIBDIR = \"$tmp/prefix/lib\"" \
	"the installed package records where the library went"
awk '/^```python$/ { on = 1; next } /^```$/ { on = 0 } on' "$GS_ROOT/README.md" >"$tmp/example.py"
if [ -s "$tmp/example.py" ]; then
	out=$(cd "$GS_ROOT" && env -u GFXSHIM_LIB PYTHONPATH="$site" "$py" "$tmp/example.py" 2>&1)
	check_eq "$?" "0" "the README's Python example runs from the install prefix"
	check_contains "$out" "[emulated]" "the README's Python example prints the evidence label"
	check_contains "$out" "$tmp/prefix/lib" "the README's Python example used the installed library"
else
	not_ok "README.md has a \`\`\`python example"
fi
