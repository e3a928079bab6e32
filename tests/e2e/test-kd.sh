#!/usr/bin/env bash
# Every .amdhsa_kernel field on every generation, against llvm-mc-22 live:
# for gfx1100, gfx1150, gfx1201, gfx942, gfx950 and gfx1250 and each field
# (and a set of register-count, wave-size and kernarg-preload configurations),
# gfxshim must accept exactly what llvm-mc-22 accepts and write the same
# 64-byte kernel descriptor (all but the entry offset, which llvm-mc leaves to
# a relocation).
. "$(dirname "$0")/lib.sh"
if ! command -v llvm-mc-22 >/dev/null || ! command -v llvm-objcopy-22 >/dev/null; then
	ok "# SKIP llvm-mc-22/llvm-objcopy-22 not installed"
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fields="group_segment_fixed_size private_segment_fixed_size kernarg_size user_sgpr_count
user_sgpr_private_segment_buffer user_sgpr_dispatch_ptr user_sgpr_queue_ptr
user_sgpr_kernarg_segment_ptr user_sgpr_dispatch_id user_sgpr_flat_scratch_init
user_sgpr_kernarg_preload_length user_sgpr_kernarg_preload_offset
user_sgpr_private_segment_size wavefront_size32 uses_dynamic_stack enable_private_segment
system_sgpr_private_segment_wavefront_offset system_sgpr_workgroup_id_x
system_sgpr_workgroup_id_y system_sgpr_workgroup_id_z system_sgpr_workgroup_info
system_vgpr_workitem_id named_barrier_count reserve_vcc reserve_flat_scratch
reserve_xnack_mask float_round_mode_32 float_round_mode_16_64 float_denorm_mode_32
float_denorm_mode_16_64 dx10_clamp ieee_mode fp16_overflow tg_split
workgroup_processor_mode memory_ordered forward_progress shared_vgpr_count inst_pref_size
round_robin_scheduling exception_fp_ieee_invalid_op exception_fp_denorm_src
exception_fp_ieee_div_zero exception_fp_ieee_overflow exception_fp_ieee_underflow
exception_fp_ieee_inexact exception_int_div_zero"

# source with the required fields and extra lines ($2...) for target $1
src() {
	local t=$1 endpgm=0xbfb00000
	shift
	case $t in gfx9*) endpgm=0xbf810000 ;; esac
	printf '.amdgcn_target "amdgcn-amd-amdhsa--%s"\n.text\n.globl k\n.p2align 8\nk:\n.long %s\n' "$t" "$endpgm"
	printf '.rodata\n.p2align 6\n.amdhsa_kernel k\n'
	local have_v=0 have_s=0 have_a=0
	for l in "$@"; do
		case $l in *next_free_vgpr*) have_v=1 ;; *next_free_sgpr*) have_s=1 ;; *accum_offset*) have_a=1 ;; esac
		printf ' %s\n' "$l"
	done
	[ $have_v = 1 ] || printf ' .amdhsa_next_free_vgpr 1\n'
	[ $have_s = 1 ] || printf ' .amdhsa_next_free_sgpr 1\n'
	case $t in gfx9*) [ $have_a = 1 ] || printf ' .amdhsa_accum_offset 4\n' ;; esac
	printf '.end_amdhsa_kernel\n'
}

# the descriptor without its entry offset, as hex
kd_hex() { od -An -tx1 -v "$1" | tr -d ' \n' | sed -E 's/^(.{32}).{16}(.*)$/\1\2/'; }

agree=0 disagree=0 n=0
check() { # target lines...
	local t=$1
	n=$((n + 1))
	src "$@" >"$tmp/k.s"
	local lr=0 gr=0
	llvm-mc-22 -triple amdgcn-amd-amdhsa -mcpu="$t" -filetype=obj "$tmp/k.s" -o "$tmp/l.o" 2>"$tmp/l.err" || lr=1
	"$GFXSHIM" asm --target "$t" -o "$tmp/g.o" "$tmp/k.s" 2>"$tmp/g.err" >/dev/null || gr=1
	if [ $lr != $gr ]; then
		disagree=$((disagree + 1))
		echo "# $t ${*:2}: llvm-mc-22 $([ $lr = 0 ] && echo accepts || echo "refuses ($(head -1 "$tmp/l.err" | sed 's/.*error: //'))"), gfxshim $([ $gr = 0 ] && echo accepts || echo "refuses ($(head -1 "$tmp/g.err"))")"
		return
	fi
	if [ $lr = 1 ]; then
		agree=$((agree + 1))
		return
	fi
	llvm-objcopy-22 -O binary -j .rodata "$tmp/l.o" "$tmp/l.bin"
	llvm-objcopy-22 -O binary -j .rodata "$tmp/g.o" "$tmp/g.bin"
	if [ "$(kd_hex "$tmp/l.bin")" = "$(kd_hex "$tmp/g.bin")" ]; then
		agree=$((agree + 1))
	else
		disagree=$((disagree + 1))
		echo "# $t ${*:2}: descriptors differ"
		echo "#   llvm-mc-22 $(kd_hex "$tmp/l.bin")"
		echo "#   gfxshim    $(kd_hex "$tmp/g.bin")"
	fi
}

for t in gfx1100 gfx1150 gfx1201 gfx942 gfx950 gfx1250; do
	agree=0 disagree=0 n=0
	check "$t"
	for f in $fields; do
		check "$t" ".amdhsa_$f 1"
	done
	for v in 1 9 17 33 257; do check "$t" ".amdhsa_next_free_vgpr $v"; done
	for s in 3 11 24 102 103; do check "$t" ".amdhsa_next_free_sgpr $s"; done
	for a in 8 6 256; do check "$t" ".amdhsa_next_free_vgpr 300" ".amdhsa_accum_offset $a"; done
	check "$t" ".amdhsa_wavefront_size32 0" ".amdhsa_next_free_vgpr 17"
	check "$t" ".amdhsa_user_sgpr_kernarg_segment_ptr 1" ".amdhsa_user_sgpr_kernarg_preload_length 3" \
		".amdhsa_user_sgpr_kernarg_preload_offset 5"
	check "$t" ".amdhsa_user_sgpr_kernarg_preload_length 16"
	check "$t" ".amdhsa_user_sgpr_kernarg_preload_length 17"
	check "$t" ".amdhsa_user_sgpr_kernarg_preload_length 32"
	check "$t" ".amdhsa_user_sgpr_kernarg_preload_length 33"
	check "$t" ".amdhsa_user_sgpr_kernarg_preload_length 16" ".amdhsa_user_sgpr_kernarg_segment_ptr 1"
	check "$t" ".amdhsa_user_sgpr_dispatch_ptr 1" ".amdhsa_user_sgpr_count 1"
	for c in 3 17 31 32 33 63 64; do check "$t" ".amdhsa_user_sgpr_count $c"; done
	check "$t" ".amdhsa_inst_pref_size 63"
	check "$t" ".amdhsa_inst_pref_size 255"
	check "$t" ".amdhsa_named_barrier_count 7"
	check "$t" ".amdhsa_float_denorm_mode_32 3" ".amdhsa_float_round_mode_16_64 2"
	check "$t" ".amdhsa_system_vgpr_workitem_id 2" ".amdhsa_system_sgpr_workgroup_id_z 1"
	check_eq "$disagree" "0" "$t: .amdhsa_kernel: $agree of $n configurations as llvm-mc-22 (accepted or refused alike, same descriptor)"
done
