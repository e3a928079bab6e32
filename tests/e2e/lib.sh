# Shared helpers for shell end-to-end tests (TAP-style output).
# Source it; then call ok/not_ok/check_eq/check_contains.
tap_n=0
ok() { tap_n=$((tap_n + 1)); echo "ok $tap_n - $*"; }
not_ok() { tap_n=$((tap_n + 1)); echo "not ok $tap_n - $*"; }
# check CMD-STATUS "desc"
check() { if [ "$1" -eq 0 ]; then ok "$2"; else not_ok "$2"; fi; }
check_eq() { # got want desc
	if [ "$1" = "$2" ]; then ok "$3"; else not_ok "$3"; printf '#   got:  %s\n#   want: %s\n' "$1" "$2"; fi
}
check_contains() { # haystack needle desc
	case "$1" in
	*"$2"*) ok "$3" ;;
	*) not_ok "$3"; printf '#   output: %s\n#   wanted substring: %s\n' "$1" "$2" ;;
	esac
}
# The device tests of target $1 run on: $GS_TEST_DEVICE, default
# emu:TARGET; the word TARGET in it stands for $1 (GS_TEST_DEVICE=amdgpu:0:
# a GPU, make check-hw).  test_device_skip T is true when that device is
# not a T (another target's GPU, or another emu target): skip T's tests.
test_device() { local d=${GS_TEST_DEVICE:-emu:TARGET}; echo "${d//TARGET/$1}"; }
test_device_skip() {
	local d
	d=$(test_device "$1")
	case $d in
	"emu:$1") return 1 ;;
	emu*) return 0 ;;
	esac
	! "$GFXSHIM" info 2>/dev/null | grep -q "^  $d .*($1,"
}
: "${GFXSHIM:?run through tests/run-tests.sh}"
