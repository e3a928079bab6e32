// SPDX-License-Identifier: MIT
/*
 * Symbolic operands of s_getreg_b32 (hwreg(...)) and s_sendmsg_rtn_b32/b64
 * (sendmsg(MSG_RTN_...)), and of s_sendmsg: the names llvm-mc-22 knows on each
 * generation (read back from its disassembler on gfx942, gfx1100, gfx1201 and
 * gfx1250).
 */
#include <string.h>

#include "isa/inst.h"

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

/* gfx942/gfx950 (CDNA3/4) */
static const struct named hwreg_gfx9[] = {
	{ 1, "HW_REG_MODE" }, { 2, "HW_REG_STATUS" }, { 3, "HW_REG_TRAPSTS" }, { 4, "HW_REG_HW_ID" },
	{ 5, "HW_REG_GPR_ALLOC" }, { 6, "HW_REG_LDS_ALLOC" }, { 7, "HW_REG_IB_STS" },
	{ 15, "HW_REG_SH_MEM_BASES" }, { 16, "HW_REG_TBA_LO" }, { 17, "HW_REG_TBA_HI" },
	{ 18, "HW_REG_TMA_LO" }, { 19, "HW_REG_TMA_HI" }, { 20, "HW_REG_XCC_ID" },
	{ 21, "HW_REG_SQ_PERF_SNAPSHOT_DATA" }, { 22, "HW_REG_SQ_PERF_SNAPSHOT_DATA1" },
	{ 23, "HW_REG_SQ_PERF_SNAPSHOT_PC_LO" }, { 24, "HW_REG_SQ_PERF_SNAPSHOT_PC_HI" },
	{ 0, NULL }
};

/* gfx1250: gfx12's registers and three more */
static const struct named hwreg_gfx1250[] = {
	{ 28, "HW_REG_IB_STS2" }, { 33, "HW_REG_XNACK_STATE_PRIV" }, { 34, "HW_REG_XNACK_MASK" },
	{ 0, NULL }
};

/* s_sendmsg message ids (gfx9: 4-bit id with an operation and a stream) */
static const struct named msg_gfx9[] = {
	{ 1, "MSG_INTERRUPT" }, { 2, "MSG_GS" }, { 3, "MSG_GS_DONE" }, { 4, "MSG_SAVEWAVE" },
	{ 5, "MSG_STALL_WAVE_GEN" }, { 6, "MSG_HALT_WAVES" }, { 7, "MSG_ORDERED_PS_DONE" },
	{ 8, "MSG_EARLY_PRIM_DEALLOC" }, { 9, "MSG_GS_ALLOC_REQ" }, { 10, "MSG_GET_DOORBELL" },
	{ 15, "MSG_SYSMSG" },
	{ 0, NULL }
};

static const struct named msg_gfx11[] = {
	{ 1, "MSG_INTERRUPT" }, { 2, "MSG_HS_TESSFACTOR" }, { 3, "MSG_DEALLOC_VGPRS" },
	{ 5, "MSG_STALL_WAVE_GEN" }, { 6, "MSG_HALT_WAVES" }, { 9, "MSG_GS_ALLOC_REQ" },
	{ 10, "MSG_SAVEWAVE_HAS_TDM" },
	{ 0, NULL }
};

static const struct named msg_rtn[] = {
	{ 128, "MSG_RTN_GET_DOORBELL" }, { 129, "MSG_RTN_GET_DDID" }, { 130, "MSG_RTN_GET_TMA" },
	{ 131, "MSG_RTN_GET_REALTIME" }, { 132, "MSG_RTN_SAVE_WAVE" }, { 133, "MSG_RTN_GET_TBA" },
	{ 134, "MSG_RTN_GET_TBA_TO_PC" }, { 135, "MSG_RTN_GET_SE_AID_ID" },
	{ 136, "MSG_RTN_GET_CLUSTER_BARRIER_STATE" },
	{ 0, NULL }
};

static const struct named *hwregs(enum gs_gen gen)
{
	return gen == GS_GEN_GFX12 || gen == GS_GEN_GFX125 ? hwreg_gfx12
	       : gen == GS_GEN_GFX9 ? hwreg_gfx9 : hwreg_gfx11;
}

const char *gsi_hwreg_name(enum gs_gen gen, unsigned int id)
{
	for (const struct named *n = hwregs(gen); n->name; n++)
		if (n->id == id)
			return n->name;
	for (const struct named *n = hwreg_gfx1250; gen == GS_GEN_GFX125 && n->name; n++)
		if (n->id == id)
			return n->name;
	return NULL;
}

int gsi_hwreg_id(enum gs_gen gen, const char *name)
{
	for (const struct named *n = hwregs(gen); n->name; n++)
		if (strcmp(n->name, name) == 0)
			return (int)n->id;
	for (const struct named *n = hwreg_gfx1250; gen == GS_GEN_GFX125 && n->name; n++)
		if (strcmp(n->name, name) == 0)
			return (int)n->id;
	return -1;
}

/* s_sendmsg ids: gfx12 drops STALL_WAVE_GEN and HALT_WAVES, gfx1250 adds
 * SAVEWAVE_HAS_TDM; the MSG_RTN_* ids are valid too from gfx11 on. */
const char *gsi_msg_name(enum gs_gen gen, unsigned int id)
{
	if (gen == GS_GEN_GFX9) {
		for (const struct named *n = msg_gfx9; n->name; n++)
			if (n->id == id)
				return n->name;
		return NULL;
	}
	if ((gen != GS_GEN_GFX11 && (id == 5 || id == 6)) || (id == 10 && gen != GS_GEN_GFX125))
		return NULL;
	for (const struct named *n = msg_gfx11; n->name; n++)
		if (n->id == id)
			return n->name;
	return gsi_msg_rtn_name(gen, id);
}

int gsi_msg_id(enum gs_gen gen, const char *name)
{
	/* the smallest id whose name (gsi_msg_name) this is: the lists walked
	 * once, not every id against them */
	const struct named *const lists[] = { gen == GS_GEN_GFX9 ? msg_gfx9 : msg_gfx11, msg_rtn };
	int best = -1;

	for (unsigned int l = 0; l < 2; l++)
		for (const struct named *n = lists[l]; n->name; n++)
			if (n->id < 256 && (best < 0 || (int)n->id < best) && strcmp(n->name, name) == 0) {
				const char *canon = gsi_msg_name(gen, n->id);

				if (canon && strcmp(canon, name) == 0)
					best = (int)n->id;
			}
	return best;
}

/* MSG_RTN_GET_SE_AID_ID (135) exists on gfx12 and gfx1250 only,
 * MSG_RTN_GET_CLUSTER_BARRIER_STATE (136) on gfx1250 only. */
const char *gsi_msg_rtn_name(enum gs_gen gen, unsigned int id)
{
	if ((id == 135 && gen != GS_GEN_GFX12 && gen != GS_GEN_GFX125) ||
	    (id == 136 && gen != GS_GEN_GFX125) || gen == GS_GEN_GFX9)
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
