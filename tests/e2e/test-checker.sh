#!/usr/bin/env bash
# The emulator's checker: a kernel that reads a load's destination before
# the wait that covers it is stopped with the wave, PC, instruction, the load
# and the wait it needs; the same kernel with the wait runs clean.
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
k="$GS_ROOT/tests/kernels"
args=(--block 32 --arg a=buf:f32:32:iota --arg b=buf:f32:32:fill=1 --arg c=buf:f32:32 --expect c=a+b)

for t in gfx1100 gfx1201; do
	if [ $t = gfx1100 ]; then wait="s_waitcnt vmcnt(0)"; kwait="s_waitcnt lgkmcnt(0)"; pc=1428; ld=1420
	else wait="s_wait_loadcnt 0"; kwait="s_wait_kmcnt 0"; pc=1430; ld=1424; fi

	"$GFXSHIM" run "$k/missing-wait.s" --target $t "${args[@]}" >"$tmp/out" 2>"$tmp/err"
	check_eq $? 3 "$t: a missing wait stops the kernel"
	check_contains "$(cat "$tmp/err")" "at PC 0x10000$pc: v_add_f32_e32 v3, v3, v4: hazard (emulated checker): uses v4, which the load at PC 0x10000$ld: global_load_b32 v4, v2, s[6:7] has not written yet; expected $wait before this instruction" \
		"$t: the report names the reader, the load and the wait"
	check_contains "$(cat "$tmp/err")" "is $k/missing-wait.s:18" "$t: and the source line"

	# without the checker the read sees the old register value, as silicon may
	"$GFXSHIM" run "$k/missing-wait.s" --target $t --no-check "${args[@]}" >"$tmp/out" 2>&1
	check_eq $? 1 "$t: with --no-check the same kernel computes wrong results"

	# with the wait inserted it is clean and correct
	sed "s|// (the wait for the loads belongs here)|$wait|" "$k/missing-wait.s" >"$tmp/with-wait.s"
	"$GFXSHIM" run "$tmp/with-wait.s" --target $t "${args[@]}" >"$tmp/out" 2>"$tmp/err"
	check $? "$t: the same kernel with $wait runs clean"
	check_contains "$(cat "$tmp/out")" "32/32 elements of c correct: PASS" "$t: and correct"

	"$GFXSHIM" run "$k/smem-order.s" --target $t --block 32 --arg buf:u32:4 --arg u64:0 >/dev/null 2>"$tmp/err"
	check_eq $? 3 "$t: reading a scalar load after a partial wait is a hazard"
	check_contains "$(cat "$tmp/err")" "uses s4, which the load at PC 0x100001400: s_load_b64 s[4:5], s[0:1], 0x0 has not written yet; expected $kwait (scalar loads complete out of order)" \
		"$t: scalar loads need a wait for 0"
done
