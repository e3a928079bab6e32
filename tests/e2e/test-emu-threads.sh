#!/usr/bin/env bash
# The emulator's workgroups on host threads (userspace/lib/emu/dispatch.c):
# buffers, counters and the emulated clock are the same for every --threads
# on kernels whose workgroups do not race (hand-written and clang-22
# ones, with LDS, atomics on distinct words, barriers and scratch); the
# error of a failing dispatch is the lowest failing workgroup's whatever
# the threads; the total-work watchdog (--max-total-insts), the time limit
# (--max-time) and Ctrl-C stop a dispatch with a message saying where; the
# progress line shows on a terminal only.
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
k="$GS_ROOT/tests/kernels"
b="$GS_ROOT/tools/bench/emu"

# same KERNEL-ARGS...: run with 1, 2, 3 and 5 threads; outputs must match
same() {
	local what=$1 ref="" out rc
	shift
	for th in 1 2 3 5; do
		out=$("$GFXSHIM" run "$@" --threads "$th" 2>&1 | grep -v '^gfxshim: \(assembled\|device\|ran\)')
		rc=$?
		if [ -z "$ref" ]; then
			ref=$out
			[ -n "$ref" ] || { not_ok "$what: no output"; return; }
		elif [ "$out" != "$ref" ]; then
			not_ok "$what: --threads $th differs from --threads 1"
			diff <(echo "$ref") <(echo "$out") | head -5 | sed 's/^/#   /'
			return
		fi
	done
	ok "$what: buffers, counters and clock the same with 1, 2, 3 and 5 threads"
}

same "ALU loop" "$b/alu-fma.s" --device emu:gfx1201 --grid 12 --block 256 --arg out=buf:f32:3072 \
	--arg iter=u32:30 --counters SQ_WAVE32_INSTS,SQ_INSTS_VALU --time --print-hex out:3072
same "LDS loop" "$b/lds-loop.s" --device emu:gfx1201 --grid 9 --block 256 --arg out=buf:f32:2304 \
	--arg iter=u32:5 --counters SQ_WAVE32_INSTS,SQ_INSTS_LDS --time --print-hex out:2304
same "streaming" "$b/mem-stream.s" --device emu:gfx1100 --grid 7 --block 256 --arg in=buf:f32:7168:rand \
	--arg out=buf:f32:7168 --arg n=u32:1700 --time --print-hex out:7168
same "workgroup reduction with barriers" "$k/lds-reduce.s" --device emu:gfx1201 --grid 11 --block 256 \
	--arg a=buf:u32:2816:iota --arg c=buf:u32:2816 --time --print c:2816
if command -v clang-22 >/dev/null && command -v ld.lld-22 >/dev/null; then
	c="$GS_ROOT/tests/e2e/clang"
	for t in gfx1100 gfx942; do
		clang-22 -x cl -cl-std=CL2.0 -nogpulib -target amdgcn-amd-amdhsa -mcpu=$t -O2 -Wno-everything \
			-mllvm -amdgpu-atomic-optimizer-strategy=None -c "$c/gatomic.cl" -o "$tmp/ga-$t.o" &&
			ld.lld-22 -shared "$tmp/ga-$t.o" -o "$tmp/ga-$t.co"
		# global atomics from two workgroups, results independent of their order
		same "$t: clang-22 global atomics from two workgroups" "$tmp/ga-$t.co" --target $t --device emu:$t \
			--grid 2 --block 64 --arg c=buf:u32:672:fill=1000 --print-hex c:672
		clang-22 -x cl -cl-std=CL2.0 -nogpulib -target amdgcn-amd-amdhsa -mcpu=$t -O2 -Wno-everything \
			-c "$c/saxpy.cl" -o "$tmp/sx-$t.o" && ld.lld-22 -shared "$tmp/sx-$t.o" -o "$tmp/sx-$t.co"
		same "$t: clang-22 saxpy over 37 workgroups" "$tmp/sx-$t.co" --target $t --device emu:$t --grid 37 \
			--block 64 --arg x=buf:f32:2368:rand --arg y=buf:f32:2368:iota --arg a=f32:1.5 --arg n=u32:2300 \
			--time --print-hex y:2368
	done
else
	echo "ok - # SKIP clang-22 missing: the compiled-kernel cases"
fi

# the lowest failing workgroup's error, whatever the threads: every
# workgroup above 4 faults, and so does workgroup 4's wave 0
cat >"$tmp/fault.s" <<'EOF'
	.text
	.globl f
	.p2align 8
f:
	s_cmp_lt_u32 s0, 4			// s0: the workgroup id (no user SGPRs)
	s_cbranch_scc1 .Lok
	s_mov_b32 s4, 0
	s_mov_b32 s5, 0
	s_load_b32 s6, s[4:5], 0x0
	s_wait_kmcnt 0
.Lok:
	s_endpgm
	.rodata
	.p2align 6
	.amdhsa_kernel f
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
EOF
ref=""
for th in 1 2 4; do
	msg=$("$GFXSHIM" run "$tmp/fault.s" --device emu:gfx1201 --grid 40 --block 32 --threads $th 2>&1 | grep error)
	[ -z "$ref" ] && ref=$msg
	[ "$msg" = "$ref" ] || break
done
check_contains "$ref" "workgroup (4,0,0)" "a failing dispatch reports workgroup 4, the lowest that failed"
check_eq "$msg" "$ref" "the same error with 1, 2 and 4 threads"

# the total-work watchdog: a grid far larger than meant
out=$("$GFXSHIM" run "$GS_ROOT/examples/vadd.s" --device emu:gfx1201 --grid 60000,60000 --block 64 \
	--arg a=buf:f32:64 --arg b=buf:f32:64 --arg c=buf:f32:64 --arg n=u32:64 --max-total-insts 200000 2>&1)
rc=$?
check_eq "$rc" 3 "--max-total-insts: the dispatch stops with exit 3"
check_contains "$out" "watchdog: the dispatch executed more than 200000 wave-instructions" "--max-total-insts: the message names the limit"
check_contains "$out" "of 3600000000 workgroups done" "--max-total-insts: and how far it got"
out=$("$GFXSHIM" run "$GS_ROOT/examples/vadd.s" --device emu:gfx1201 --grid 4 --block 64 --max-total-insts -1 2>&1)
check_contains "$out" "--max-total-insts" "--max-total-insts -1 refused by name"

# the time limit: an endless kernel with the per-wave watchdog out of the way
out=$("$GFXSHIM" run "$k/endless.s" --device emu:gfx1201 --block 32 --max-insts 100000000000 --max-time 0.3 2>&1)
rc=$?
check_eq "$rc" 3 "--max-time: the dispatch stops with exit 3"
check_contains "$out" "ran longer than 0.3 s" "--max-time: the message names the limit"
check_contains "$out" "stopped at wave 0 of workgroup (0,0,0) at PC 0x" "--max-time: and where it stopped"

# Ctrl-C: stopped between waves, exit 130, where it was
"$GFXSHIM" run "$k/endless.s" --device emu:gfx1201 --block 32 --max-insts 100000000000 >"$tmp/int.out" 2>&1 &
pid=$!
sleep 1
kill -INT "$pid"
wait "$pid"
rc=$?
check_eq "$rc" 130 "SIGINT: exit status 130"
check_contains "$(cat "$tmp/int.out")" "interrupted: the dispatch was stopped at wave 0 of workgroup (0,0,0)" "SIGINT: the message says where"

# progress: on a terminal (script(1) gives one), never in a pipe
if command -v script >/dev/null; then
	script -qec "$GFXSHIM run $b/alu-fma.s --device emu:gfx1201 --grid 64 --block 256 --arg out=buf:f32:16384 --arg iter=u32:3000 --threads 1" \
		/dev/null >"$tmp/tty.out" 2>&1
	check_contains "$(tr '\r' '\n' <"$tmp/tty.out")" "emulating: " "progress: a terminal shows workgroups done"
else
	echo "ok - # SKIP script(1) missing: the terminal progress case"
fi
out=$("$GFXSHIM" run "$b/alu-fma.s" --device emu:gfx1201 --grid 64 --block 256 --arg out=buf:f32:16384 \
	--arg iter=u32:3000 --threads 1 2>&1)
case "$out" in *emulating:*) not_ok "progress: none in a pipe" ;; *) ok "progress: none in a pipe" ;; esac
