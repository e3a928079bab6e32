#!/usr/bin/env bash
# Queues built in userspace (issue 22) without silicon: the KFD backend
# through the mock /dev/kfd (libgfxshim-mockdrm.so), whose doorbells run
# the rings on the emulated CP (emu/queue.c).
#  - gfxshim run --device kfd:0 on gfx1100, gfx1201, gfx942, gfx950 through
#    a PM4 queue, and an AQL queue on all four (gfx942/gfx950 by name, and
#    auto's choice there): correct, labelled mock, the path in --json;
#  - timestamps and counters through both queue kinds; CU masks; clocks;
#  - info lists the KFD devices; the CS path (amdgpu:0) beside them;
#  - faults: every creation step failing is named and leaks nothing, a hung
#    or faulting queue is reported and replaced, a kernel's own page fault
#    comes back as amdkfd's memory exception; the leak report;
#  - the launch-latency measurement on each path, labelled mock;
#  - no /dev/kfd: a clear error, and auto stays on the emulator.
. "$(dirname "$0")/lib.sh"
so=$GS_BUILD/lib/libgfxshim-mockdrm.so
client=$GS_BUILD/tests/kfd-client
ex=$GS_ROOT/examples
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export TMPDIR=$tmp

if [ ! -e "$so" ] && grep -qs '^# CONFIG_GFXSHIM_BACKEND_\(EMU\|AMDGPU\) is not set' "$GS_ROOT/.config"; then
	ok "# SKIP the mock needs both the emulator and the amdgpu backend (.config)"
	exit 0
fi
for f in "$so" "$client"; do
	[ -e "$f" ] || { not_ok "$f is not built (make tests)"; exit 0; }
done
mock() { # TARGETS [VAR=VALUE...] -- COMMAND...
	local t=$1
	shift
	env GFXSHIM_MOCKDRM="$t" GFXSHIM_MOCKDRM_MAX_INSTS=200000 LD_PRELOAD="$so" "$@"
}
no_leak() { # OUTPUT DESC
	case $1 in *"mockdrm: leak"*) not_ok "$2: leaks"; grep 'mockdrm: leak' <<<"$1" | sed 's/^/#   /' ;;
		*) ok "$2: no leak" ;; esac
}
kernel_of() { case $1 in gfx9*) echo "$ex/vadd-cdna.s" ;; *) echo "$ex/vadd.s" ;; esac; }
VADD="--grid 4 --block 64 --arg a=buf:f32:256:iota --arg b=buf:f32:256:fill=2 --arg c=buf:f32:256 --arg n=u32:256 --expect c=a+b"

# ---- four targets, both queue kinds, through gfxshim run
for t in gfx1100 gfx1201 gfx942 gfx950; do
	for q in pm4 aql; do
		# shellcheck disable=SC2086
		out=$(mock "$t" "$GFXSHIM" run "$(kernel_of $t)" --device "kfd:0:$q" $VADD --json "$tmp/run.json" 2>&1)
		rc=$?
		if [ $rc -eq 0 ] && grep -q "PASS (mock on $t)" <<<"$out" && grep -q "submission path: kfd-$q" <<<"$out" &&
		   grep -q "KFD ${q^^} queue" <<<"$out"; then
			ok "run --device kfd:0:$q on $t: vadd correct through a ${q^^} queue, labelled mock"
		else
			not_ok "run --device kfd:0:$q on $t (rc $rc)"
			sed 's/^/#   /' <<<"$out"
		fi
		case $out in *"(silicon"*|*"[silicon]"*) not_ok "$t $q: a mock result says silicon" ;; esac
		no_leak "$out" "kfd:0:$q on $t"
		python3 - "$tmp/run.json" "$q" <<'EOF' && ok "run --json on $t ($q): submission_path, evidence mock, backend kfd" || not_ok "run --json on $t ($q)"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["submission_path"] == "kfd-" + sys.argv[2], d["submission_path"]
assert d["evidence"] == "mock" and d["provenance"]["evidence"] == "mock"
assert d["provenance"]["backend"] == "kfd"
EOF
	done
done
# kfd:0 alone is the PM4 queue; auto prefers the KFD queue, AQL on CDNA
# shellcheck disable=SC2086
out=$(mock gfx1201 "$GFXSHIM" run "$ex/vadd.s" --device kfd:0 $VADD 2>&1)
check_contains "$out" "submission path: kfd-pm4" "kfd:0 is the PM4 queue (target from the KFD topology)"
# shellcheck disable=SC2086
out=$(mock gfx942 "$GFXSHIM" run "$ex/vadd-cdna.s" $VADD 2>&1)
check_contains "$out" "submission path: kfd-aql" "auto on gfx942: the KFD AQL queue"
check_contains "$out" "PASS (mock on gfx942)" "auto on gfx942: correct"
# shellcheck disable=SC2086
out=$(mock gfx1100 "$GFXSHIM" run "$ex/vadd.s" $VADD 2>&1)
check_contains "$out" "submission path: kfd-pm4" "auto on gfx1100: the KFD PM4 queue"
# the render node's CS path beside it, the same process
# shellcheck disable=SC2086
out=$(mock gfx1100 "$GFXSHIM" run "$ex/vadd.s" --target gfx1100 --device amdgpu:0 $VADD 2>&1)
check_contains "$out" "submission path: cs" "amdgpu:0 is the CS-ioctl path"

# ---- timestamps and counters through both kinds
for q in pm4 aql; do
	# shellcheck disable=SC2086
	out=$(mock gfx1100 "$GFXSHIM" run "$ex/vadd.s" --device "kfd:0:$q" $VADD --time --repeat 3 \
		--counters SQ_WAVES 2>&1)
	check_contains "$out" "ticks at 100000 kHz; emulated clock" "kfd:0:$q: GPU timestamps around the dispatch"
	check_contains "$out" "counter SQ_WAVES: 8 (mock on gfx1100" "kfd:0:$q: a counter over the dispatch (8 wave32s)"
done
out=$(mock gfx1100 "$client" cu-mask kfd:0 32 0x3 2>&1)
check_contains "$out" "cu-mask: 32 bits set" "SET_CU_MASK on the queue"
out=$(mock gfx1100 "$client" cu-mask kfd:0 48 0x3 2>&1)
check_contains "$out" "expected a multiple of 32" "a CU mask of 48 bits is refused"
out=$(mock gfx1100 "$client" cu-mask amdgpu:0 32 0x3 2>&1)
check_contains "$out" "the cs path has no queue of its own" "no CU mask on the CS path"

out=$(mock gfx1100 "$client" clocks kfd:0 2>&1)
check_contains "$out" "clocks [mock]: gpu" "GET_CLOCK_COUNTERS: a CPU/GPU clock pair through /dev/kfd"
check_contains "$out" "both forward" "... both clocks go forward"
out=$("$client" clocks emu:gfx1100 2>&1)
check_contains "$out" "the emu path has none" "no clock pair on the emulator"

# ---- repeated launches; what the backend is handed is what gs_launch built
out=$(mock gfx1201 "$client" run kfd:0:aql "$ex/vadd.s" 4 2>&1)
check_eq "$(grep -c ': ok (mock, kfd-aql)' <<<"$out")" 4 "four launches on one AQL queue, each checked"
out=$(mock gfx942 "$client" run kfd:0 "$ex/vadd-cdna.s" 4 2>&1)
check_eq "$(grep -c ': ok (mock, kfd-pm4)' <<<"$out")" 4 "four launches on one PM4 queue, each checked"

# ---- info
out=$(mock gfx1100,gfx942 "$GFXSHIM" info 2>&1)
check_contains "$out" "kfd:0     mock /dev/kfd (emulated): not a silicon result (gfx1100, KFD PM4 queue" "info: the first KFD device"
check_contains "$out" "kfd:1     mock /dev/kfd (emulated): not a silicon result (gfx942" "info: the second KFD device"
check_contains "$out" "kfd:1: node 2, gpu_id" "info: the topology details"
out=$(mock gfx942 "$GFXSHIM" info --json 2>&1)
python3 - <<EOF && ok "info --json: kfd_devices with evidence mock, the path and the topology" || not_ok "info --json kfd_devices: $out"
import json
d = json.loads('''$out''')
k = d["kfd_devices"][0]
assert k["evidence"] == "mock" and k["submission_path"] == "kfd-pm4" and k["target"] == "gfx942"
assert k["kfd"]["gfx_target_version"] == 90402 and k["kfd"]["caches"][1]["level"] == 2
EOF

# ---- fault injection: a failing step is named, nothing leaks, the next launch works
fault() { # TARGET QUEUE SPEC LAUNCHES EXPECT DESC
	local out
	out=$(mock "$1" GFXSHIM_MOCKDRM_FAULT="$3" timeout 120 "$client" run "kfd:0:$2" "$(kernel_of "$1")" "$4" 300 2>&1)
	if grep -q -- "$5" <<<"$out"; then ok "$6: $(grep -m1 -- "$5" <<<"$out" | cut -c1-150)"; else
		not_ok "$6"; sed 's/^/#   /' <<<"$out"; fi
	no_leak "$out" "$6"
	LAST=$out
}
fault gfx1100 pm4 kfd_version@1=EIO 1 "AMDKFD_IOC_GET_VERSION: Input/output error" "GET_VERSION fails"
fault gfx1100 pm4 kfd_acquire_vm@1=EBUSY 1 "AMDKFD_IOC_ACQUIRE_VM: Device or resource busy" "ACQUIRE_VM fails"
fault gfx1100 pm4 kfd_apertures@2=EINVAL 1 "GET_PROCESS_APERTURES_NEW: Invalid argument" "the apertures fail"
fault gfx1100 pm4 kfd_alloc@3=ENOMEM 1 "creating a PM4 queue: kfd:0: AMDKFD_IOC_ALLOC_MEMORY_OF_GPU" "a queue buffer's allocation fails"
fault gfx942 aql kfd_map@4=EIO 1 "AMDKFD_IOC_MAP_MEMORY_TO_GPU of" "mapping the context-save area fails"
fault gfx1100 aql kfd_create_event@1=ENOMEM 1 "AMDKFD_IOC_CREATE_EVENT (signal)" "the signal event fails"
fault gfx1100 pm4 kfd_create_event@2=ENOMEM 1 "AMDKFD_IOC_CREATE_EVENT (memory exception)" "the memory-exception event fails"
fault gfx1201 pm4 kfd_create_queue@1=ENOSPC 1 "AMDKFD_IOC_CREATE_QUEUE (PM4" "CREATE_QUEUE fails"
fault gfx1201 pm4 kfd_alloc@7=ENOMEM 2 "launch 1: buffers" "a buffer of a launch fails"
check_contains "$LAST" "launch 2: ok (mock, kfd-pm4)" "... and the next launch works"
fault gfx1100 pm4 kfd_wait_events@1=EINTR 2 "launch 2: ok" "WAIT_EVENTS interrupted (EINTR): retried"
fault gfx1100 pm4 kfd_doorbell@2=hang 3 "did not complete within 300 ms" "a hung PM4 queue times out"
check_contains "$LAST" "launch 3: ok (mock, kfd-pm4)" "... the queue is replaced, the next launch works"
fault gfx942 aql kfd_doorbell@1=hang 2 "AQL queue's submission 1 did not complete" "a hung AQL queue times out"
check_contains "$LAST" "launch 2: ok (mock, kfd-aql)" "... replaced, the next launch works"
fault gfx1201 aql kfd_doorbell@1=fault 2 "GPU page fault (amdkfd memory exception): address 0x" "an injected GPU fault ends the wait at once"
check_contains "$LAST" "launch 2: ok (mock, kfd-aql)" "... replaced, the next launch works"
# a kernel's own fault: vadd past its buffers
out=$(mock gfx1100 "$GFXSHIM" run "$ex/vadd.s" --device kfd:0 --grid 64 --block 64 --arg a=buf:f32:256:iota \
	--arg b=buf:f32:256:fill=2 --arg c=buf:f32:256 --arg n=u32:4096 2>&1)
rc=$?
check_eq "$rc" 3 "a kernel reading past its buffer: exit 3"
check_contains "$out" "GPU page fault (amdkfd memory exception): address 0x" "... reported as amdkfd's memory exception"
check_contains "$out" "global_load_b32 v3, v2, s[4:5]: GPU page fault (emulated)" "... the mock's dmesg names the instruction"
no_leak "$out" "the faulting kernel"
out=$(env GFXSHIM_MOCKDRM=gfx1100 GFXSHIM_MOCKDRM_FAULT=kfd_doorbell@1=sneeze LD_PRELOAD="$so" "$GFXSHIM" info 2>&1)
check_contains "$out" "kfd_doorbell@1=sneeze: expected hang or fault" "a bad kfd_doorbell fault is refused"

# ---- the leak report: a process that exits with its device open
out=$(mock gfx1100 "$client" leak kfd:0 2>&1)
check_contains "$out" "leak: /dev/kfd still open at exit" "leak report: /dev/kfd still open"
check_contains "$out" "leak: /dev/kfd closed with 1 queue still alive: 0 (PM4 on gfx1100)" "... its queue"
check_contains "$out" "allocations still alive:" "... its allocations"
check_contains "$out" "events still alive:" "... its events"

# ---- launch latency per path (gs_launch_timed), labelled
for d in amdgpu:0 kfd:0:pm4 kfd:0:aql; do
	out=$(mock gfx1100 "$client" latency "$d" "$ex/vadd.s" 20 20 2>&1)
	case $d in amdgpu*) p=cs ;; *) p=kfd-${d##*:} ;; esac
	check_contains "$out" "latency $p [mock]: 20 launches, submit->completion min" "latency on $d: path $p, labelled mock"
	no_leak "$out" "latency on $d"
done
out=$("$client" latency emu:gfx1100 "$ex/vadd.s" 5 5 2>&1)
check_contains "$out" "latency emu [emulated]: 5 launches" "latency on emu: labelled emulated"

# ---- no /dev/kfd (without the mock)
if [ ! -e /dev/kfd ]; then
	# shellcheck disable=SC2086
	out=$("$GFXSHIM" run "$ex/vadd.s" --target gfx1100 --device kfd:0 $VADD 2>&1)
	rc=$?
	check_eq "$rc" 3 "kfd:0 without /dev/kfd: exit 3"
	check_contains "$out" "kfd:0: no /dev/kfd (amdkfd is not loaded" "... and says why"
	out=$("$GFXSHIM" info 2>&1)
	check_contains "$out" "KFD devices (a compute queue" "info without KFD: the section is there"
	check_contains "$out" "none (no KFD topology" "... and says there is none"
else
	ok "# SKIP this machine has a /dev/kfd"
fi
echo "1..$tap_n"
