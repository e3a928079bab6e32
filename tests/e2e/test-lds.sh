#!/usr/bin/env bash
# LDS end to end: tests/kernels/lds-reduce.s (a workgroup-wide sum through
# LDS by 8 waves with barriers) runs through `gfxshim run` on RDNA3 and RDNA4
# with --expect; without its DS waits the checker stops it; with too little
# LDS it is an LDS memory violation; its code object matches LLVM's.
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
k="$GS_ROOT/tests/kernels/lds-reduce.s"

for t in gfx1100 gfx1201; do
	if [ $t = gfx1100 ]; then wait="s_waitcnt lgkmcnt(0)"; else wait="s_wait_dscnt 0"; fi

	out=$("$GFXSHIM" run "$k" --target $t --block 256 --arg a=buf:u32:256:iota --arg c=buf:u32:256 \
		--expect c=32640 2>"$tmp/err")
	check $? "$t: lds-reduce runs and its check passes"
	check_eq "$out" "check c=32640: 256/256 elements of c correct: PASS (emulated on $t)" "$t: the sum of 0..255 in every element"
	check_contains "$(cat "$tmp/err")" "(8 wave32 per workgroup)" "$t: 8 waves share the workgroup's LDS"

	out=$("$GFXSHIM" run "$k" --target $t --grid 4 --block 256 --arg a=buf:u32:1024:fill=3 \
		--arg c=buf:u32:1024 --expect c=768 2>/dev/null)
	check $? "$t: 4 workgroups, each with its own zeroed LDS: $out"

	"$GFXSHIM" run "$k" --target $t --block 256 --arg a=buf:u32:256:iota --arg c=buf:u32:256 \
		--expect c=32641 >/dev/null 2>&1
	check_eq $? 1 "$t: a wrong --expect fails with status 1"

	# the wait before the barrier removed: an LDS write is in flight at the barrier
	sed '/LDS writes belongs here/,/s_barrier$/{/s_wait_dscnt\|s_waitcnt/d}' "$k" >"$tmp/nowait-bar.s"
	"$GFXSHIM" run "$tmp/nowait-bar.s" --target $t --block 256 --arg a=buf:u32:256:iota \
		--arg c=buf:u32:256 >/dev/null 2>"$tmp/err"
	check_eq $? 3 "$t: a barrier without the DS wait stops the kernel"
	check_contains "$(cat "$tmp/err")" "hazard (emulated checker): barrier while the LDS write at PC" "$t: reported as a barrier hazard"
	check_contains "$(cat "$tmp/err")" "ds_store_b32 v1, v3 is still in flight; other waves may read LDS before it lands; expected $wait before the barrier" \
		"$t: naming the store and the wait"

	# the wait after the DS load removed: its destination is read too early
	sed '/LDS load belongs here/,/v_add_nc_u32/{/s_wait_dscnt\|s_waitcnt/d}' "$k" >"$tmp/nowait-load.s"
	"$GFXSHIM" run "$tmp/nowait-load.s" --target $t --block 256 --arg a=buf:u32:256:iota \
		--arg c=buf:u32:256 >/dev/null 2>"$tmp/err"
	check_eq $? 3 "$t: reading a DS load's destination before the wait stops the kernel"
	check_contains "$(cat "$tmp/err")" "v_add_nc_u32_e32 v3, v3, v5: hazard (emulated checker): uses v5, which the load at PC" "$t: names the reader"
	check_contains "$(cat "$tmp/err")" "ds_load_b32 v5, v4 has not written yet; expected $wait before this instruction" "$t: names the DS load and the wait"

	# half the LDS it needs: wave 4's first store is outside the allocation
	sed 's/group_segment_fixed_size 1024/group_segment_fixed_size 512/' "$k" >"$tmp/small.s"
	"$GFXSHIM" run "$tmp/small.s" --target $t --block 256 --arg a=buf:u32:256:iota \
		--arg c=buf:u32:256 >/dev/null 2>"$tmp/err"
	check_eq $? 3 "$t: too little LDS is an error"
	check_contains "$(cat "$tmp/err")" "wave 4 of workgroup (0,0,0) at PC" "$t: names the wave"
	check_contains "$(cat "$tmp/err")" "ds_store_b32 v1, v3: LDS memory violation (emulated): lane 0 writes 4 bytes at LDS address 0x200, outside the workgroup's 512 bytes of LDS" \
		"$t: names the instruction, lane, LDS address and allocation"

	# the code object against LLVM's from the same source
	"$GFXSHIM" asm --target $t -o "$tmp/ours-$t.co" "$k" 2>/dev/null
	check $? "$t: gfxshim asm writes the code object"
	clang-22 -target amdgcn-amd-amdhsa -mcpu=$t -mcode-object-version=5 -c "$k" -o "$tmp/ref.o" &&
		ld.lld-22 -shared "$tmp/ref.o" -o "$tmp/ref-$t.co"
	check $? "$t: clang-22 and ld.lld-22 build the reference code object"
	insts() { llvm-objdump-22 -d --mcpu=$t "$1" | sed -n 's|^\t\(.*\)// [0-9A-F]*: \(.*\)$|\1 \2|p' | sed 's/  */ /g'; }
	insts "$tmp/ours-$t.co" >"$tmp/ours.txt"
	insts "$tmp/ref-$t.co" >"$tmp/ref.txt"
	cnt=$(grep -c '^ds_' "$tmp/ref.txt")
	check_eq "$(diff "$tmp/ours.txt" "$tmp/ref.txt" && echo same)" "same" \
		"$t: llvm-objdump-22 shows the same instructions and bytes as in LLVM's code object ($cnt DS)"
	check_eq "$(llvm-readelf-22 --notes "$tmp/ours-$t.co" | grep -o '.group_segment_fixed_size: [0-9]*')" \
		".group_segment_fixed_size: 1024" "$t: metadata has the LDS size"
done
