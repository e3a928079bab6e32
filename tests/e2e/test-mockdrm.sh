#!/usr/bin/env bash
# The libdrm path end to end without silicon: the amdgpu backend through
# libdrm_amdgpu into the mock render node (libgfxshim-mockdrm.so), whose
# submissions run on the emulator.
#  - make check-hw's suite (tests/hw/run.sh) on gfx1100, gfx1201 and gfx942,
#    every result labelled mock, never silicon;
#  - the IB the mock executes is byte for byte what gs_launch built, and
#    emu:TARGET builds the same packets;
#  - the fault-injection matrix: each case fails with a message naming the
#    step, nothing crashes or waits past its timeout, nothing leaks, and the
#    next launch on the same device works;
#  - the mock's own kernel rules through libdrm alone (mockdrm-raw), its
#    leak report, and libdrm's own programs (drmdevice, amdgpu_stress).
. "$(dirname "$0")/lib.sh"
so=$GS_BUILD/lib/libgfxshim-mockdrm.so
client=$GS_BUILD/tests/mockdrm-client
raw=$GS_BUILD/tests/mockdrm-raw
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export TMPDIR=$tmp   # the mock's device trees go here too

if [ ! -e "$so" ] && grep -qs '^# CONFIG_GFXSHIM_BACKEND_\(EMU\|AMDGPU\) is not set' "$GS_ROOT/.config"; then
	ok "# SKIP the mock needs both the emulator and the amdgpu backend (.config)"
	exit 0
fi
for f in "$so" "$client" "$raw"; do
	[ -e "$f" ] || { not_ok "$f is not built (make tests)"; exit 0; }
done
# the hang cases do not wait a second each (the mock's job timeout), and the
# endless kernel stops early (the emulator's watchdog)
mock() { # TARGETS [VAR=VALUE...] -- COMMAND...
	local t=$1
	shift
	env GFXSHIM_MOCKDRM="$t" GFXSHIM_MOCKDRM_LOCKUP_MS=200 GFXSHIM_MOCKDRM_MAX_INSTS=200000 \
		LD_PRELOAD="$so" "$@"
}
no_leak() { # OUTPUT DESC
	case $1 in *"mockdrm: leak"*) not_ok "$2: leaks"; grep 'mockdrm: leak' <<<"$1" | sed 's/^/#   /' ;;
		*) ok "$2: no leak" ;; esac
}

# ---- make check-hw on the mock, three targets.  Without its unit suites
# (GS_HW_SUITES empty): they assert what only the emulator itself reports
# (hazards, refusals), which reaches a render node -- the mock's as a real
# one's -- as a GPU reset; on the mock they would fail as on silicon.
for t in gfx1100 gfx1201 gfx942; do
	out=$(GS_HW_SUITES= mock "$t" timeout 300 bash "$GS_ROOT/tests/hw/run.sh" 2>&1)
	if grep -q '^[0-9]* passed, 0 failed$' <<<"$out" && ! grep -q SKIP <<<"$out" && \
	   [ "$(grep -c '^ok ' <<<"$out")" -ge 8 ]; then
		ok "make check-hw on the mock ($t): $(grep -c '^ok ' <<<"$out") passed, labelled mock"
	else
		not_ok "make check-hw on the mock ($t)"
		grep -v '^ok ' <<<"$out" | sed 's/^/#   /'
	fi
	no_leak "$out" "check-hw on $t"
done

# ---- the same run through libdrm into the mock: correct, labelled mock
out=$(mock gfx1201 "$GFXSHIM" run "$GS_ROOT/examples/vadd.s" --target gfx1201 --device amdgpu:0 --grid 4 \
	--block 64 --arg a=buf:f32:256:iota --arg b=buf:f32:256:fill=2 --arg c=buf:f32:256 --arg n=u32:256 \
	--expect c=a+b 2>&1)
check_contains "$out" "PASS (mock on gfx1201)" "run --device amdgpu:0: vadd correct, evidence mock"
check_contains "$out" "device: mock render node (emulated): not a silicon result (gfx1201" "run names the mock"
case $out in *"(silicon"*|*"[silicon]"*) not_ok "a mock result says silicon: $out" ;; *) ok "no line says silicon" ;; esac
out=$(mock gfx1201,gfx942 "$GFXSHIM" info 2>&1)
check_contains "$out" "amdgpu:0  mock render node (emulated): not a silicon result (gfx1201, 0000:c1:00.0, /dev/dri/renderD128)" \
	"info: the first mock device"
check_contains "$out" "amdgpu:1  mock render node (emulated): not a silicon result (gfx942, 0000:c2:00.0, /dev/dri/renderD129)" \
	"info: the second mock device"
out=$(mock gfx1201 "$GFXSHIM" info --json 2>&1)
case $out in *'"evidence": "mock"'*) ok "info --json: evidence mock" ;; *) not_ok "info --json evidence: $out" ;; esac
out=$("$GFXSHIM" info 2>&1)
case $out in *"mock render node"*) not_ok "without GFXSHIM_MOCKDRM the mock shows a device" ;;
	*) ok "without GFXSHIM_MOCKDRM the preloaded mock is not there" ;; esac
out=$(env GFXSHIM_MOCKDRM=gfx9999 LD_PRELOAD="$so" "$GFXSHIM" info 2>&1)
rc=$?
check_eq "$rc" 2 "a bad GFXSHIM_MOCKDRM stops the program (exit 2)"
check_contains "$out" "GFXSHIM_MOCKDRM: 'gfx9999' is not a target the emulator runs" "and says why"
out=$(env GFXSHIM_MOCKDRM=gfx1201 GFXSHIM_MOCKDRM_FAULT=cs@x=EBUSY LD_PRELOAD="$so" "$GFXSHIM" info 2>&1)
check_contains "$out" "GFXSHIM_MOCKDRM_FAULT: cs@x: expected a count from 1" "a bad fault spec is refused by name"

# ---- identical bytes: the IB the mock executed is what gs_launch built
for t in gfx1100 gfx1201 gfx942; do
	case $t in gfx9*) k=$GS_ROOT/examples/vadd-cdna.s ;; *) k=$GS_ROOT/examples/vadd.s ;; esac
	rm -f "$tmp/ib"
	out=$(mock "$t" GFXSHIM_MOCKDRM_IB_DUMP="$tmp/ib" "$client" "$t" "$k" 2 2>&1)
	check_contains "$out" "ib dump: 2 of 2 passed launches executed byte for byte what gs_launch built" \
		"$t: the mock executed the very dwords built and submitted"
	check_contains "$out" "emu: " "$t: emu:$t built the same launch"
	check_contains "$(grep '^emu: ' <<<"$out")" "packet headers in step" "$t: same packets as emu: ($(grep '^emu: ' <<<"$out"))"
	[ "$(grep -c "^ib $t " "$tmp/ib" 2>/dev/null)" = 2 ] && ok "$t: two IBs in the dump, named $t" ||
		not_ok "$t: IB dump: $(head -c 200 "$tmp/ib" 2>&1)"
done

# ---- the fault-injection matrix: FAULT | expected failure | launches
matrix=(
	"gem_create@4=ENOMEM|launch 1: buffers: amdgpu: cannot allocate a 1024-byte GTT buffer on /dev/dri/renderD128: amdgpu_bo_alloc (GEM_CREATE) failed: Cannot allocate memory"
	"gem_va@3=EBUSY|launch 1: buffers: amdgpu: cannot allocate a 1024-byte GTT buffer on /dev/dri/renderD128: the GPU mapping (GEM_VA map) failed: Device or resource busy"
	"gem_mmap@2=ENOMEM|the CPU mapping (GEM_MMAP, mmap) failed: Cannot allocate memory"
	"gem_create@1=ENOMEM|load: amdgpu: cannot allocate"
	"bo_list@1=ENOMEM|amdgpu: the submission's BO list (amdgpu_bo_list_create_raw) on /dev/dri/renderD128: Cannot allocate memory"
	"cs@1=EBUSY|amdgpu: command submission on /dev/dri/renderD128 failed: Device or resource busy"
	"cs@1=ENOMEM|amdgpu: command submission on /dev/dri/renderD128 failed: Cannot allocate memory"
	"syncobj_reset@1=EBUSY|amdgpu: resetting the out-fence (drmSyncobjReset) on /dev/dri/renderD128: Device or resource busy"
	"syncobj_wait@1=ENOMEM|amdgpu: waiting for submission 1 on /dev/dri/renderD128 (drmSyncobjWait): Cannot allocate memory"
	"cs@1=hang|the GPU was reset during this dispatch and this context is guilty (submission 1 on /dev/dri/renderD128); a new context takes the next submission"
	"cs@1=reset|the GPU was reset during this dispatch and this context is guilty (submission 1"
	"cs@2=reset_innocent|launch 2: launch: kernel vadd: amdgpu: the GPU was reset during this dispatch (submission 2"
)
for m in "${matrix[@]}"; do
	f=${m%%|*} want=${m#*|}
	start=$(date +%s)
	out=$(mock gfx1201 GFXSHIM_MOCKDRM_FAULT="$f" timeout 60 "$client" gfx1201 "$GS_ROOT/examples/vadd.s" 3 2>&1)
	rc=$?
	check_contains "$out" "$want" "fault $f: fails naming the step"
	check_eq "$rc" 0 "fault $f: no crash, and the last launch after it works ($(grep -c ': ok (mock)' <<<"$out") of 3 ok)"
	[ $(($(date +%s) - start)) -lt 30 ] && ok "fault $f: no hang" || not_ok "fault $f: took $(($(date +%s) - start)) s"
	no_leak "$out" "fault $f"
done
# EINTR is retried by libdrm's drmIoctl: the user never sees it
for f in cs@1=EINTR syncobj_wait@1=EINTR gem_va@2=EINTR; do
	out=$(mock gfx1201 GFXSHIM_MOCKDRM_FAULT="$f" timeout 60 "$client" gfx1201 "$GS_ROOT/examples/vadd.s" 2 2>&1)
	if grep -q "injected: .* fails with Interrupted system call" <<<"$out" && [ "$(grep -c ': ok (mock)' <<<"$out")" = 2 ]; then
		ok "fault $f: injected, retried by libdrm, both launches ok"
	else
		not_ok "fault $f: $out"
	fi
done
# no syncobj (as a very old kernel): the sequence-number fence (WAIT_CS) instead
out=$(mock gfx1201 GFXSHIM_MOCKDRM_FAULT=syncobj_create@1=ENOMEM GFXSHIM_MOCKDRM_LOG=1 "$client" gfx1201 \
	"$GS_ROOT/examples/vadd.s" 2 2>&1)
if grep -q 'AMDGPU_WAIT_CS -> 0' <<<"$out" && [ "$(grep -c ': ok (mock)' <<<"$out")" = 2 ]; then
	ok "without an out-fence syncobj the backend waits on the fence sequence number (WAIT_CS)"
else
	not_ok "the fence-status path: $(grep -v 'AMDGPU_INFO\|GEM_' <<<"$out")"
fi
no_leak "$out" "the fence-status path"
# a hang longer than the backend's timeout: reported as such, the device
# comes back after the mock's GPU reset
out=$(mock gfx1201 GFXSHIM_MOCKDRM_LOCKUP_MS=700 GFXSHIM_MOCKDRM_FAULT=cs@1=hang timeout 60 "$client" gfx1201 \
	"$GS_ROOT/examples/vadd.s" 6 300 2>&1)
rc=$?
check_contains "$out" "launch 1: launch: kernel vadd: amdgpu: submission 1 did not finish within 0.3 s on /dev/dri/renderD128" \
	"a hang past the timeout: did not finish, within the timeout"
check_contains "$out" "GPU was reset during this dispatch and this context is guilty" "then the reset is reported"
check_eq "$rc" 0 "and a later launch works again"
no_leak "$out" "hang past the timeout"
# the device's queries
out=$(mock gfx1201 GFXSHIM_MOCKDRM_FAULT=drm_minor=47 "$client" gfx1201 "$GS_ROOT/examples/vadd.s" 1 2>&1)
check_contains "$out" "open: /dev/dri/renderD128: the amdgpu DRM interface is 3.47; gfxshim needs 3.48 (Linux 6.2) or later" \
	"an old DRM minor: refused at open, saying which version is needed"
out=$(mock gfx1201 GFXSHIM_MOCKDRM_FAULT=version@3=ENOMEM "$client" gfx1201 "$GS_ROOT/examples/vadd.s" 1 2>&1)
check_contains "$out" "open: /dev/dri/renderD128: the DRM version query (drmGetVersion) failed: Cannot allocate memory" \
	"a failing version query: a clear error before libdrm's initialize (which crashes on it)"
out=$(mock gfx1201 GFXSHIM_MOCKDRM_FAULT=ctx@1=ENOMEM "$client" gfx1201 "$GS_ROOT/examples/vadd.s" 1 2>&1)
check_contains "$out" "creating a context (amdgpu_cs_ctx_create2): Cannot allocate memory" "a failing context: named"
no_leak "$out" "a failing context at open"
out=$(mock gfx1201 GFXSHIM_MOCKDRM_FAULT=no_fw=all "$GFXSHIM" info 2>&1)
check_contains "$out" "amdgpu:0: not reported by the driver: FW_VERSION(GFX_ME): Invalid argument; FW_VERSION(GFX_MEC): Invalid argument" \
	"missing firmware queries: named in the facts, the device still opens"
out=$(mock gfx1201 GFXSHIM_MOCKDRM_FAULT=no_fw=mec "$client" gfx1201 "$GS_ROOT/examples/vadd.s" 1 2>&1)
check_contains "$out" "launch 1: ok (mock)" "and still runs"
# a GPU page fault: the kernel's fault record, the mock's dmesg, no leak
out=$(mock gfx1201 "$GFXSHIM" run "$GS_ROOT/tests/kernels/fault.s" --target gfx1201 --device amdgpu:0 --block 32 \
	--arg u64:0x1000 2>&1)
check_contains "$out" "amdgpu: GPU page fault during submission 1 on /dev/dri/renderD128: access at 0x1000: no mapping there (MAPPING_ERROR)" \
	"a wave's store outside every buffer: the backend reports the VM fault"
check_contains "$out" "global_store_b32 v[0:1], v2, off: GPU page fault (emulated): lane 0 writes 4 bytes at 0x1000" \
	"and the mock's log names the wave and instruction"
no_leak "$out" "a GPU page fault"

# ---- the mock's kernel rules through libdrm alone, and its leak report
out=$(mock gfx1201 timeout 60 "$raw" 2>&1)
rc=$?
sed -n 's/^ok [0-9]* - /ok - mockdrm-raw: /p; s/^not ok [0-9]* - /not ok - mockdrm-raw: /p' <<<"$out"
check_eq "$rc" 0 "mockdrm-raw: every check passed"
no_leak "$out" "mockdrm-raw"
out=$(mock gfx1201 "$raw" leak 2>&1)
for what in "1 VA mapping" "1 GEM handle" "1 context" "1 BO list" "1 syncobj"; do
	check_contains "$out" "mockdrm: leak: /dev/dri/renderD128 closed with $what" "the leak report names $what left behind"
done

# ---- libdrm's own programs (libdrm-tests), as far as the mock models them
if command -v drmdevice >/dev/null; then
	out=$(mock gfx1201,gfx942 timeout 30 drmdevice 2>&1)
	check_contains "$out" "--- Devices reported 2 ---" "drmdevice: drmGetDevices2 finds both mock devices"
	check_contains "$out" "+-> device_id     74a1" "drmdevice: the second one's PCI id (gfx942)"
	check_contains "$out" "|   +-> nodes[0] /dev/dri/card0" "drmdevice: primary and render nodes folded into one device"
	check_contains "$out" "+-> revision_id   c0" "drmdevice: the PCI revision through sysfs"
else
	not_ok "drmdevice (Debian package libdrm-tests) is not installed: make deps"
fi
if command -v amdgpu_stress >/dev/null; then
	out=$(mock gfx1201 timeout 30 amdgpu_stress -b g 64k -b v 64k -c 1 2 64k 2 2>&1)
	check_contains "$out" "Allocated BO number 2 at 0x" "amdgpu_stress: initialises the device and allocates GTT and VRAM BOs"
	check_contains "$out" "CS refused: an IB for DMA (SDMA) ring 0" "amdgpu_stress: its SDMA copy is refused by name (not modelled)"
else
	not_ok "amdgpu_stress (Debian package libdrm-tests) is not installed: make deps"
fi
leftover=$(ls "$tmp" | grep -c '^gfxshim-mockdrm\.' || true)
check_eq "$leftover" 0 "no mock device tree left behind in \$TMPDIR"
