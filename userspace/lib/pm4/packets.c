// SPDX-License-Identifier: MIT
/*
 * Packet builders for what compute needs, one packet each, in the stream
 * target's layout.  Field positions are facts from the kernel's nvd.h
 * (gfx10+) and soc15d.h (gfx9) -- the PACKET3_*__ field macros added to
 * both in "drm/amdgpu: update and cleanup PM4 headers" (amd-gfx, Jan 2025)
 * -- and from the packets the kernel itself emits (gfx_v9_4_3.c,
 * gfx_v11_0.c, gfx_v12_0.c); the COPY_DATA selects also match Mesa's sid.h.
 * The layouts below are identical on gfx9, gfx11 and gfx12 unless noted.
 */
#include <string.h>

#include "pm4/pm4_internal.h"

/* WRITE_DATA dword 1 (nvd.h WRITE_DATA_*) */
#define WD_DST_SEL(x)      ((uint32_t)(x) << 8)
#define WD_WR_CONFIRM      (1u << 20)
/* COPY_DATA dword 1 (PACKET3_COPY_DATA__*) */
#define CD_SRC_SEL(x)      ((uint32_t)(x) << 0)
#define CD_DST_SEL(x)      ((uint32_t)(x) << 8)
#define CD_COUNT_SEL       (1u << 16)
#define CD_WR_CONFIRM      (1u << 20)
/* WAIT_REG_MEM dword 1 */
#define WRM_FUNCTION(x)    ((uint32_t)(x) << 0)
#define WRM_MEM_SPACE(x)   ((uint32_t)(x) << 4)
/* EVENT_WRITE dword 1 */
#define EW_TYPE(x)         ((uint32_t)(x) << 0)
#define EW_INDEX(x)        ((uint32_t)(x) << 8)
/* INDIRECT_BUFFER dword 3 (PACKET3_INDIRECT_BUFFER__*) */
#define IB_SIZE_MASK       0xfffffu
#define IB_CHAIN           (1u << 20)
#define IB_VALID           (1u << 23)
/* PRED_EXEC dword 1 (soc15d.h PACKET3_PRED_EXEC__*) */
#define PE_EXEC_COUNT(x)   ((uint32_t)(x) & 0x3fff)
#define PE_XCC_SELECT(x)   ((uint32_t)(x) << 24)
/* SET_SH_REG_INDEX dword 1: INDEX 31:28 (PACKET3_SET_SH_REG__INDEX) */
#define SH_INDEX(x)        ((uint32_t)(x) << 28)

static const struct gs_reg *in_aperture(struct gs_pm4 *s, const struct gs_reg *r,
					enum gs_reg_aperture ap, const char *what)
{
	if (r && ap != GS_APERTURE_OTHER && r->aperture != ap) {
		gsi_pm4_fail(s, GS_ERR_INVALID, "pm4: %s (0x%04x) is a %s register, %s needs the %s range",
			    r->name, r->addr, gs_reg_aperture_name(r->aperture), what,
			    gs_reg_aperture_name(ap));
		return NULL;
	}
	return r;
}

const struct gs_reg *gsi_pm4_reg(struct gs_pm4 *s, const char *name, enum gs_reg_aperture ap,
				const char *what)
{
	const struct gs_regdb *db;
	const struct gs_reg *r;

	if (s->status != GS_OK)
		return NULL;
	db = gsi_pm4_regdb(s);
	if (!db)
		return NULL;
	r = gs_reg_by_name(db, name);
	if (!r) {
		gsi_pm4_fail(s, GS_ERR_INVALID, "pm4: no register %s in %s", name ? name : "(null)",
			    db->name);
		return NULL;
	}
	return in_aperture(s, r, ap, what);
}

const struct gs_reg *gsi_pm4_reg_id(struct gs_pm4 *s, enum gs_reg_id id, enum gs_reg_aperture ap,
				    const char *what)
{
	const struct gs_regdb *db;
	const struct gs_reg *r;

	if (s->status != GS_OK)
		return NULL;
	db = gsi_pm4_regdb(s);
	if (!db)
		return NULL;
	r = gs_reg_by_id(db, id);
	if (!r) {
		gsi_pm4_fail(s, GS_ERR_UNSUPPORTED, "pm4: %s has no register %s", db->name,
			    gs_reg_id_name(id) ? gs_reg_id_name(id) : "(bad id)");
		return NULL;
	}
	return in_aperture(s, r, ap, what);
}

static int check_va(struct gs_pm4 *s, const char *what, uint64_t va, unsigned int align)
{
	if (va == 0 || (va & (align - 1)) || (va >> 48)) {
		gsi_pm4_fail(s, GS_ERR_INVALID,
			    "pm4: %s address 0x%llx must be non-zero, %u-byte aligned and below 2^48",
			    what, (unsigned long long)va, align);
		return 0;
	}
	return 1;
}

void gs_pm4_write_data_mem(struct gs_pm4 *s, uint64_t va, const uint32_t *v, unsigned int n,
			   int confirm)
{
	uint32_t body[3];

	if (s->status != GS_OK || !check_va(s, "WRITE_DATA", va, 4))
		return;
	if (n == 0 || n > 0x3ffc || !v) {
		gsi_pm4_fail(s, GS_ERR_RANGE, "pm4: WRITE_DATA of %u dwords, expected 1..16380", n);
		return;
	}
	body[0] = WD_DST_SEL(GS_PM4_SEL_DST_MEM) | (confirm ? WD_WR_CONFIRM : 0);
	body[1] = (uint32_t)va;
	body[2] = (uint32_t)(va >> 32);
	gs_pm4_emit(s, GS_PM4_PKT3(GS_PM4_WRITE_DATA, n + 2));
	for (int i = 0; i < 3; i++)
		gs_pm4_emit(s, body[i]);
	for (unsigned int i = 0; i < n; i++)
		gs_pm4_emit(s, v[i]);
}

void gs_pm4_write_data_reg(struct gs_pm4 *s, const char *reg, uint32_t v)
{
	const struct gs_reg *r = gsi_pm4_reg(s, reg, GS_APERTURE_OTHER, "WRITE_DATA");

	if (!r)
		return;
	/* DST_SEL 0: dword 2 is the register offset, dword 3 zero (the
	 * kernel's ring_emit_wreg writes registers this way) */
	const uint32_t body[4] = { WD_DST_SEL(GS_PM4_SEL_REG) | WD_WR_CONFIRM, r->addr, 0, v };

	gs_pm4_packet3(s, GS_PM4_WRITE_DATA, 0, body, 4);
}

static void set_reg_packet(struct gs_pm4 *s, unsigned int opcode, const struct gs_reg *r,
			   enum gs_reg_aperture ap, uint32_t start, uint32_t end, uint32_t index,
			   const uint32_t *v, unsigned int n, const char *what)
{
	if (!r)
		return;
	if (n == 0 || !v || r->addr + n > end) {
		gsi_pm4_fail(s, GS_ERR_RANGE, "pm4: %s of %u registers from %s (0x%04x) leaves the %s range 0x%04x..0x%04x",
			    what, n, r->name, r->addr, gs_reg_aperture_name(ap), start, end - 1);
		return;
	}
	gs_pm4_emit(s, GS_PM4_PKT3(opcode, n));
	gs_pm4_emit(s, (r->addr - start) | index);
	for (unsigned int i = 0; i < n; i++)
		gs_pm4_emit(s, v[i]);
}

static void set_uconfig(struct gs_pm4 *s, const struct gs_reg *r, const uint32_t *v, unsigned int n)
{
	set_reg_packet(s, GS_PM4_SET_UCONFIG_REG, r, GS_APERTURE_UCONFIG, GS_PM4_UCONFIG_REG_START,
		       0x10000, 0, v, n, "SET_UCONFIG_REG");
}

void gs_pm4_set_uconfig_reg(struct gs_pm4 *s, const char *reg, const uint32_t *v, unsigned int n)
{
	set_uconfig(s, gsi_pm4_reg(s, reg, GS_APERTURE_UCONFIG, "SET_UCONFIG_REG"), v, n);
}

void gs_pm4_set_uconfig_reg_id(struct gs_pm4 *s, enum gs_reg_id id, const uint32_t *v, unsigned int n)
{
	set_uconfig(s, gsi_pm4_reg_id(s, id, GS_APERTURE_UCONFIG, "SET_UCONFIG_REG"), v, n);
}

void gs_pm4_set_uconfig_reg1(struct gs_pm4 *s, const char *reg, uint32_t v)
{
	gs_pm4_set_uconfig_reg(s, reg, &v, 1);
}

void gs_pm4_set_sh_reg_index(struct gs_pm4 *s, const char *reg, unsigned int index,
			     const uint32_t *v, unsigned int n)
{
	if (index > 15) {
		gsi_pm4_fail(s, GS_ERR_RANGE, "pm4: SET_SH_REG_INDEX index %u, at most 15", index);
		return;
	}
	set_reg_packet(s, GS_PM4_SET_SH_REG_INDEX, gsi_pm4_reg(s, reg, GS_APERTURE_SH, "SET_SH_REG_INDEX"),
		       GS_APERTURE_SH, GS_PM4_SH_REG_START, 0x3000, SH_INDEX(index), v, n, "SET_SH_REG_INDEX");
}

void gs_pm4_copy_data(struct gs_pm4 *s, unsigned int src_sel, uint64_t src,
		      unsigned int dst_sel, uint64_t dst, int wide)
{
	uint32_t ctl;

	if (s->status != GS_OK)
		return;
	switch (src_sel) {
	case GS_PM4_SEL_REG:
	case GS_PM4_SEL_PERF:
		if (src > 0x3ffff) {
			gsi_pm4_fail(s, GS_ERR_RANGE, "pm4: COPY_DATA source register 0x%llx, at most 0x3ffff",
				    (unsigned long long)src);
			return;
		}
		break;
	case GS_PM4_SEL_MEM:
	case GS_PM4_SEL_TC_L2:
		if (!check_va(s, "COPY_DATA source", src, wide ? 8 : 4))
			return;
		break;
	case GS_PM4_SEL_IMM:
	case GS_PM4_SEL_GPU_CLOCK:
		break;
	default:
		gsi_pm4_fail(s, GS_ERR_INVALID, "pm4: COPY_DATA source select %u is not supported (0, 1, 2, 4, 5, 9)",
			    src_sel);
		return;
	}
	if (src_sel == GS_PM4_SEL_GPU_CLOCK)
		wide = 1; /* the clock is 64 bits */
	switch (dst_sel) {
	case GS_PM4_SEL_REG:
	case GS_PM4_SEL_PERF:
		if (dst > 0x3ffff) {
			gsi_pm4_fail(s, GS_ERR_RANGE, "pm4: COPY_DATA destination register 0x%llx, at most 0x3ffff",
				    (unsigned long long)dst);
			return;
		}
		break;
	case GS_PM4_SEL_TC_L2:
	case GS_PM4_SEL_DST_MEM:
		if (!check_va(s, "COPY_DATA destination", dst, wide ? 8 : 4))
			return;
		break;
	default:
		gsi_pm4_fail(s, GS_ERR_INVALID, "pm4: COPY_DATA destination select %u is not supported (0, 2, 4, 5)",
			    dst_sel);
		return;
	}
	ctl = CD_SRC_SEL(src_sel) | CD_DST_SEL(dst_sel) | (wide ? CD_COUNT_SEL : 0) |
	      (dst_sel == GS_PM4_SEL_DST_MEM || dst_sel == GS_PM4_SEL_TC_L2 ? CD_WR_CONFIRM : 0);
	/* count 4: control, SRC lo/hi (register offset, address or
	 * immediate), DST lo/hi (gfx_v11_0_ring_emit_rreg) */
	const uint32_t body[5] = { ctl, (uint32_t)src, (uint32_t)(src >> 32), (uint32_t)dst,
				   (uint32_t)(dst >> 32) };
	gs_pm4_packet3(s, GS_PM4_COPY_DATA, 0, body, 5);
}

void gs_pm4_wait_reg_mem(struct gs_pm4 *s, int mem, uint64_t addr, unsigned int func,
			 uint32_t ref, uint32_t mask, unsigned int poll_interval)
{
	if (s->status != GS_OK)
		return;
	if (func > 6 || poll_interval > 0xffff) {
		gsi_pm4_fail(s, GS_ERR_RANGE, "pm4: WAIT_REG_MEM function %u, poll interval %u: expected 0..6 and 0..65535",
			    func, poll_interval);
		return;
	}
	if (mem ? !check_va(s, "WAIT_REG_MEM", addr, 4) : addr > 0x3ffff) {
		if (!mem)
			gsi_pm4_fail(s, GS_ERR_RANGE, "pm4: WAIT_REG_MEM register 0x%llx, at most 0x3ffff",
				    (unsigned long long)addr);
		return;
	}
	/* count 5 (gfx_v11_0_wait_reg_mem): control, addr lo/hi, ref, mask,
	 * poll interval; engine ME, operation WAIT_REG_MEM */
	const uint32_t body[6] = { WRM_FUNCTION(func) | WRM_MEM_SPACE(mem ? 1 : 0),
				   (uint32_t)addr, (uint32_t)(addr >> 32), ref, mask, poll_interval };
	gs_pm4_packet3(s, GS_PM4_WAIT_REG_MEM, 0, body, 6);
}

void gs_pm4_event_write(struct gs_pm4 *s, unsigned int event)
{
	unsigned int index;
	uint32_t dw;

	switch (event) {
	case GS_PM4_EV_CS_PARTIAL_FLUSH:
		index = 4; /* nvd.h EVENT_INDEX: 4 - *S_PARTIAL_FLUSH */
		break;
	case GS_PM4_EV_PERFCOUNTER_START:
	case GS_PM4_EV_PERFCOUNTER_STOP:
	case GS_PM4_EV_PERFCOUNTER_SAMPLE:
		index = 0; /* any non-TS event */
		break;
	default:
		gsi_pm4_fail(s, GS_ERR_INVALID,
			    "pm4: EVENT_WRITE of event 0x%x: only CS_PARTIAL_FLUSH and the PERFCOUNTER_* events (timestamp events go through RELEASE_MEM)",
			    event);
		return;
	}
	dw = EW_TYPE(event) | EW_INDEX(index);
	gs_pm4_packet3(s, GS_PM4_EVENT_WRITE, 0, &dw, 1);
}

void gs_pm4_indirect_buffer(struct gs_pm4 *s, uint64_t va, uint32_t ndw, int chain)
{
	if (s->status != GS_OK || !check_va(s, "INDIRECT_BUFFER", va, 4))
		return;
	if (ndw == 0 || ndw > IB_SIZE_MASK) {
		gsi_pm4_fail(s, GS_ERR_RANGE, "pm4: INDIRECT_BUFFER of %u dwords, expected 1..%u", ndw,
			    IB_SIZE_MASK);
		return;
	}
	/* count 2 (gfx_v11_0_ring_emit_ib_compute): IB_BASE lo/hi, control =
	 * IB_SIZE | VALID (vmid 0: the submitting queue's) */
	const uint32_t body[3] = { (uint32_t)va, (uint32_t)(va >> 32),
				   ndw | IB_VALID | (chain ? IB_CHAIN : 0) };
	gs_pm4_packet3(s, GS_PM4_INDIRECT_BUFFER, 0, body, 3);
}

void gs_pm4_dispatch_direct(struct gs_pm4 *s, uint32_t x, uint32_t y, uint32_t z,
			    uint32_t initiator)
{
	const uint32_t body[4] = { x, y, z, initiator };

	if (s->status == GS_OK && (!x || !y || !z)) {
		gsi_pm4_fail(s, GS_ERR_INVALID, "pm4: DISPATCH_DIRECT of %ux%ux%u workgroups: every size must be >= 1",
			    x, y, z);
		return;
	}
	gs_pm4_packet3(s, GS_PM4_DISPATCH_DIRECT, GS_PM4_PKT3_COMPUTE, body, 4);
}

void gs_pm4_dispatch_indirect(struct gs_pm4 *s, uint64_t dims_va, uint32_t initiator)
{
	if (s->status != GS_OK || !check_va(s, "DISPATCH_INDIRECT", dims_va, 4))
		return;
	/* compute queue form (count 2): ADDR_LO, ADDR_HI, DISPATCH_INITIATOR,
	 * as Mesa emits on the compute ring (the gfx ring takes SET_BASE + an
	 * offset instead) */
	const uint32_t body[3] = { (uint32_t)dims_va, (uint32_t)(dims_va >> 32), initiator };

	gs_pm4_packet3(s, GS_PM4_DISPATCH_INDIRECT, GS_PM4_PKT3_COMPUTE, body, 3);
}

void gs_pm4_pred_exec(struct gs_pm4 *s, uint8_t xcc_mask, unsigned int exec_dw)
{
	const struct gs_target *t = gsi_pm4_target(s, "PRED_EXEC");
	uint32_t dw;

	if (!t)
		return;
	if (!(t->features & GS_FEAT_MULTI_XCC)) {
		gsi_pm4_fail(s, GS_ERR_UNSUPPORTED, "pm4: PRED_EXEC selects XCCs, %s has one (gfx9.4.x only)",
			    s->target->name);
		return;
	}
	if (!xcc_mask || exec_dw == 0 || exec_dw > 0x3fff) {
		gsi_pm4_fail(s, GS_ERR_RANGE, "pm4: PRED_EXEC xcc mask 0x%x over %u dwords: expected a non-zero mask and 1..16383 dwords",
			    xcc_mask, exec_dw);
		return;
	}
	dw = PE_EXEC_COUNT(exec_dw) | PE_XCC_SELECT(xcc_mask);
	gs_pm4_packet3(s, GS_PM4_PRED_EXEC, 0, &dw, 1);
}

/* ---- helpers ---- */

void gs_pm4_timestamp_top(struct gs_pm4 *s, uint64_t va)
{
	/* Mesa's top-of-pipe timestamp: COPY_DATA from the GPU clock to
	 * memory, 64 bits, write confirmed */
	gs_pm4_copy_data(s, GS_PM4_SEL_GPU_CLOCK, 0, GS_PM4_SEL_DST_MEM, va, 1);
}

void gs_pm4_timestamp_bottom(struct gs_pm4 *s, uint64_t va)
{
	struct gs_pm4_release r = {
		.size = sizeof(r),
		.event = GS_PM4_EV_BOTTOM_OF_PIPE_TS,
		.data_sel = GS_PM4_DATA_GPU_CLOCK,
		.addr = va,
	};

	gs_pm4_release_mem(s, &r);
}

uint32_t gs_pm4_cu_mask_from_wgp(uint8_t sa0_wgps, uint8_t sa1_wgps)
{
	uint32_t m = 0;

	for (int i = 0; i < 8; i++) {
		if (sa0_wgps & (1u << i))
			m |= 3u << (2 * i);
		if (sa1_wgps & (1u << i))
			m |= 3u << (16 + 2 * i);
	}
	return m;
}

/* GRBM_GFX_INDEX fields: gfx10+ SA_*, gfx9 SH_* (one id each) */
void gs_pm4_grbm_select(struct gs_pm4 *s, int se, int sa, int instance)
{
	const struct gs_reg *r = gsi_pm4_reg_id(s, GS_REG_GRBM_GFX_INDEX, GS_APERTURE_UCONFIG, "SET_UCONFIG_REG");
	const struct gs_regdb *db = r ? gsi_pm4_regdb(s) : NULL;
	const struct { int v; enum gs_field_id f, b; const char *what; } sel[3] = {
		{ se, GS_FIELD_GRBM_GFX_INDEX__SE_INDEX, GS_FIELD_GRBM_GFX_INDEX__SE_BROADCAST_WRITES, "SE" },
		{ sa, GS_FIELD_GRBM_GFX_INDEX__SA_INDEX, GS_FIELD_GRBM_GFX_INDEX__SA_BROADCAST_WRITES, "SA" },
		{ instance, GS_FIELD_GRBM_GFX_INDEX__INSTANCE_INDEX,
		  GS_FIELD_GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES, "instance" },
	};
	uint32_t v = 0;

	if (!db)
		return;
	for (int i = 0; i < 3; i++) {
		const struct gs_reg_field *f = gs_field_by_id(db, sel[i].f), *b = gs_field_by_id(db, sel[i].b);

		if (!f || !b) {
			gsi_pm4_fail(s, GS_ERR_UNSUPPORTED, "pm4: GRBM_GFX_INDEX of %s lacks the index/broadcast fields",
				    s->target->name);
			return;
		}
		if (sel[i].v < 0) {
			v |= b->mask;
		} else if ((uint32_t)sel[i].v > f->mask >> f->shift) {
			gsi_pm4_fail(s, GS_ERR_RANGE, "pm4: GRBM_GFX_INDEX %s %d, at most %u", sel[i].what,
				    sel[i].v, f->mask >> f->shift);
			return;
		} else {
			v |= (uint32_t)sel[i].v << f->shift;
		}
	}
	set_uconfig(s, r, &v, 1);
}

/* CP_PERFMON_CNTL (CP_CP_PERFMON_CNTL in gc_12_0_0); states from
 * soc24_enum.h CP_PERFMON_STATE: 0 DISABLE_AND_RESET, 1 START_COUNTING,
 * 2 STOP_COUNTING; PERFMON_SAMPLE_ENABLE from the sh_mask header. */
static void perfmon_cntl(struct gs_pm4 *s, uint32_t state, int sample)
{
	const struct gs_regdb *db;
	const struct gs_reg_field *st, *smp;
	uint32_t v;

	if (s->status != GS_OK || !(db = gsi_pm4_regdb(s)))
		return;
	st = gs_field_by_id(db, GS_FIELD_CP_PERFMON_CNTL__PERFMON_STATE);
	smp = gs_field_by_id(db, GS_FIELD_CP_PERFMON_CNTL__PERFMON_SAMPLE_ENABLE);
	if (!st || !smp) {
		gsi_pm4_fail(s, GS_ERR_UNSUPPORTED, "pm4: %s has no CP_PERFMON_CNTL.PERFMON_STATE", db->name);
		return;
	}
	v = state << st->shift | (sample ? smp->mask : 0);
	set_uconfig(s, gsi_pm4_reg_id(s, GS_REG_CP_PERFMON_CNTL, GS_APERTURE_UCONFIG, "SET_UCONFIG_REG"), &v, 1);
}

static int check_counters(struct gs_pm4 *s, const struct gs_pm4_perfcounter *pc, unsigned int n)
{
	if (s->status != GS_OK)
		return 0;
	if (!pc || n == 0 || n > 4096) {
		gsi_pm4_fail(s, GS_ERR_INVALID, "pm4: %u performance counters, expected 1..4096", n);
		return 0;
	}
	return 1;
}

void gs_pm4_perfcounters_setup(struct gs_pm4 *s, const struct gs_pm4_perfcounter *pc, unsigned int n)
{
	if (!check_counters(s, pc, n))
		return;
	gs_pm4_grbm_select(s, -1, -1, -1);
	perfmon_cntl(s, 0, 0);
	for (unsigned int i = 0; i < n && s->status == GS_OK; i++) {
		gs_pm4_grbm_select(s, pc[i].se, pc[i].sa, pc[i].instance);
		gs_pm4_set_uconfig_reg1(s, pc[i].select_reg, pc[i].select);
	}
	gs_pm4_grbm_select(s, -1, -1, -1);
}

void gs_pm4_perfcounters_start(struct gs_pm4 *s)
{
	gs_pm4_event_write(s, GS_PM4_EV_PERFCOUNTER_START);
	perfmon_cntl(s, 1, 0);
}

void gs_pm4_perfcounters_stop(struct gs_pm4 *s)
{
	gs_pm4_event_write(s, GS_PM4_EV_CS_PARTIAL_FLUSH);
	gs_pm4_event_write(s, GS_PM4_EV_PERFCOUNTER_SAMPLE);
	gs_pm4_event_write(s, GS_PM4_EV_PERFCOUNTER_STOP);
	perfmon_cntl(s, 2, 1);
}

void gs_pm4_perfcounters_read(struct gs_pm4 *s, const struct gs_pm4_perfcounter *pc, unsigned int n,
			      uint64_t va)
{
	if (!check_counters(s, pc, n) || !check_va(s, "perf-counter result", va, 8))
		return;
	for (unsigned int i = 0; i < n && s->status == GS_OK; i++) {
		const struct gs_reg *lo = gsi_pm4_reg(s, pc[i].counter_lo, GS_APERTURE_OTHER, "COPY_DATA");
		const struct gs_reg *hi = NULL;
		uint64_t dst = va + 8ull * i;
		size_t len;

		if (!lo)
			return;
		/* The counter's own <name>_HI: one 64-bit copy when it sits
		 * right after _LO, two 32-bit copies when not (gc_9_4_3 SPI has
		 * HI below LO); no _HI (gfx11+ SQ): 32 bits and a zero high
		 * half, as aqlprofile reads them */
		len = strlen(lo->name);
		if (len > 3 && len < 96 && strcmp(lo->name + len - 3, "_LO") == 0) {
			char hname[96];

			snprintf(hname, sizeof(hname), "%.*s_HI", (int)(len - 3), lo->name);
			hi = gs_reg_by_name(gsi_pm4_regdb(s), hname);
		}
		gs_pm4_grbm_select(s, pc[i].se, pc[i].sa, pc[i].instance);
		if (hi && hi->addr == lo->addr + 1) {
			gs_pm4_copy_data(s, GS_PM4_SEL_PERF, lo->addr, GS_PM4_SEL_DST_MEM, dst, 1);
		} else if (hi) {
			gs_pm4_copy_data(s, GS_PM4_SEL_PERF, lo->addr, GS_PM4_SEL_DST_MEM, dst, 0);
			gs_pm4_copy_data(s, GS_PM4_SEL_PERF, hi->addr, GS_PM4_SEL_DST_MEM, dst + 4, 0);
		} else {
			/* 32-bit counter: the value, then a zero high half */
			const uint32_t zero = 0;

			gs_pm4_copy_data(s, GS_PM4_SEL_PERF, lo->addr, GS_PM4_SEL_DST_MEM, dst, 0);
			gs_pm4_write_data_mem(s, dst + 4, &zero, 1, 1);
		}
	}
	gs_pm4_grbm_select(s, -1, -1, -1);
}
