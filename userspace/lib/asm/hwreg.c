// SPDX-License-Identifier: MIT
/*
 * Symbolic operands of s_getreg_b32 (hwreg(...)) and s_sendmsg_rtn_b32/b64
 * (sendmsg(MSG_RTN_...)): the names llvm-mc-22 knows on each generation
 * (AMDGPU's Hwreg/SendMsg tables for gfx1100 and gfx1201).
 */
#include <string.h>

#include "asm/isa.h"

struct named { unsigned int id; const char *name; };

static const struct named hwreg_gfx11[] = {
	{ 1, "HW_REG_MODE" }, { 2, "HW_REG_STATUS" }, { 3, "HW_REG_TRAPSTS" },
	{ 5, "HW_REG_GPR_ALLOC" }, { 6, "HW_REG_LDS_ALLOC" }, { 7, "HW_REG_IB_STS" },
	{ 15, "HW_REG_SH_MEM_BASES" }, { 18, "HW_REG_PERF_SNAPSHOT_PC_LO" },
	{ 19, "HW_REG_PERF_SNAPSHOT_PC_HI" }, { 20, "HW_REG_FLAT_SCR_LO" },
	{ 21, "HW_REG_FLAT_SCR_HI" }, { 23, "HW_REG_HW_ID1" }, { 24, "HW_REG_HW_ID2" },
	{ 27, "HW_REG_PERF_SNAPSHOT_DATA" }, { 29, "HW_REG_SHADER_CYCLES" },
	{ 0, NULL }
};

static const struct named hwreg_gfx12[] = {
	{ 1, "HW_REG_WAVE_MODE" }, { 2, "HW_REG_WAVE_STATUS" }, { 4, "HW_REG_WAVE_STATE_PRIV" },
	{ 5, "HW_REG_WAVE_GPR_ALLOC" }, { 6, "HW_REG_WAVE_LDS_ALLOC" }, { 7, "HW_REG_IB_STS" },
	{ 10, "HW_REG_PERF_SNAPSHOT_DATA" }, { 11, "HW_REG_PERF_SNAPSHOT_PC_LO" },
	{ 12, "HW_REG_PERF_SNAPSHOT_PC_HI" }, { 15, "HW_REG_PERF_SNAPSHOT_DATA1" },
	{ 16, "HW_REG_PERF_SNAPSHOT_DATA2" }, { 17, "HW_REG_WAVE_EXCP_FLAG_PRIV" },
	{ 18, "HW_REG_WAVE_EXCP_FLAG_USER" }, { 19, "HW_REG_WAVE_TRAP_CTRL" },
	{ 20, "HW_REG_WAVE_SCRATCH_BASE_LO" }, { 21, "HW_REG_WAVE_SCRATCH_BASE_HI" },
	{ 23, "HW_REG_WAVE_HW_ID1" }, { 24, "HW_REG_WAVE_HW_ID2" },
	{ 26, "HW_REG_WAVE_SCHED_MODE" }, { 29, "HW_REG_SHADER_CYCLES_LO" },
	{ 30, "HW_REG_SHADER_CYCLES_HI" }, { 31, "HW_REG_WAVE_DVGPR_ALLOC_LO" },
	{ 32, "HW_REG_WAVE_DVGPR_ALLOC_HI" },
	{ 0, NULL }
};

static const struct named msg_rtn[] = {
	{ 128, "MSG_RTN_GET_DOORBELL" }, { 129, "MSG_RTN_GET_DDID" }, { 130, "MSG_RTN_GET_TMA" },
	{ 131, "MSG_RTN_GET_REALTIME" }, { 132, "MSG_RTN_SAVE_WAVE" }, { 133, "MSG_RTN_GET_TBA" },
	{ 134, "MSG_RTN_GET_TBA_TO_PC" }, { 135, "MSG_RTN_GET_SE_AID_ID" },
	{ 0, NULL }
};

static const struct named *hwregs(enum gs_gen gen)
{
	return gen == GS_GEN_GFX12 ? hwreg_gfx12 : hwreg_gfx11;
}

const char *gsi_hwreg_name(enum gs_gen gen, unsigned int id)
{
	for (const struct named *n = hwregs(gen); n->name; n++)
		if (n->id == id)
			return n->name;
	return NULL;
}

int gsi_hwreg_id(enum gs_gen gen, const char *name)
{
	for (const struct named *n = hwregs(gen); n->name; n++)
		if (strcmp(n->name, name) == 0)
			return (int)n->id;
	return -1;
}

/* MSG_RTN_GET_SE_AID_ID (135) exists on gfx12 only. */
const char *gsi_msg_rtn_name(enum gs_gen gen, unsigned int id)
{
	if (id == 135 && gen != GS_GEN_GFX12)
		return NULL;
	for (const struct named *n = msg_rtn; n->name; n++)
		if (n->id == id)
			return n->name;
	return NULL;
}

int gsi_msg_rtn_id(enum gs_gen gen, const char *name)
{
	for (const struct named *n = msg_rtn; n->name; n++)
		if (strcmp(n->name, name) == 0)
			return gsi_msg_rtn_name(gen, n->id) ? (int)n->id : -1;
	return -1;
}
