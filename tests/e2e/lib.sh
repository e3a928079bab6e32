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
: "${GFXSHIM:?run through tests/run-tests.sh}"
