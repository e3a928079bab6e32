// SPDX-License-Identifier: MIT
/*
 * The timing model's calibration report (make timing-report): for every
 * machine of the table (gfxshim/machine.h), a pointer-chase latency sweep
 * -- `gfxshim bench latency --timing on`, the bench suite's own probe, 1 KiB
 * to 4x the last-level cache, vector and scalar paths -- and a read
 * bandwidth sweep on the model, each plotted (SVG, tools/gfxshim/svgplot.c)
 * beside the published silicon figures it was calibrated against, with the
 * error per level; written as Documentation/emulator-timing-calibration.rst
 * and Documentation/timing/<machine>.svg.
 *
 * The bandwidth sweep is this tool's kernel: the bench suite's bandwidth
 * probe streams the whole footprint through every workgroup, which at 4x
 * the last-level cache moves over 100 GB per launch -- hours on the
 * emulator.  Here 4 workgroups per CU sweep the footprint together in a
 * grid-stride loop (group g reads blocks g, g + groups, ...; 16-byte loads,
 * every lane), over and over until the launch has moved at least 64 MiB
 * (256 MiB on CDNA); the CP's timestamps around the dispatch give the
 * time.  A grid-stride sweep keeps the lines in flight contiguous, so
 * every line's reuse distance is the whole footprint (per-group slices
 * would put the same offset of 32 slices into one set at once, and LRU
 * would then hit or miss by the groups' order).
 *
 * usage: timing-calibrate GFXSHIM OUTDIR [MACHINE...]
 */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench.h"
#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/launch.h"
#include "gfxshim/machine.h"
#include "outfile.h"
#include "svgplot.h"

/* The published figures the model was calibrated against: what, where. */
struct published {
	const char *machine;
	int kind;             /* 0 vector latency, 1 scalar latency, 2 read bandwidth */
	enum gs_mlevel lvl;
	double value;         /* latency: ns if ns, else cycles; bandwidth: GB/s */
	int ns;
	const char *source;
};

static const struct published pub[] = {
	{ "7900xtx", 0, GS_ML_MALL, 150.3, 1, "Chips and Cheese, Latency Testing is Hard (RDNA 3 Power Saving), 2023-06-14 (vector, higher power state)" },
	{ "7900xtx", 1, GS_ML_MALL, 128.4, 1, "Chips and Cheese, Latency Testing is Hard (RDNA 3 Power Saving), 2023-06-14 (scalar, higher power state)" },
	{ "7900xtx", 2, GS_ML_DRAM, 960, 0, "AMD (TechPowerUp's copy of the launch deck): 384-bit 20 Gbps GDDR6, peak" },
	{ "7900xtx", 2, GS_ML_MALL, 5300, 0, "AMD launch material: 5.3 TB/s peak Infinity Fabric (as quoted by seed 001; the primary source is not reachable here)" },
	{ "890m", 2, GS_ML_DRAM, 120, 0, "Chips and Cheese, AMD's Radeon 890M: LPDDR5-7500 (a 128-bit bus assumed), peak" },
	{ "9070xt", 2, GS_ML_DRAM, 640, 0, "Linux Format, Inside the DNA of AMD (June 2025): 256-bit 20 Gb/s GDDR6, peak" },
	{ "mi300x", 0, GS_ML_L0, 112, 0, "MrRoy09/AMD-CDNA3-CacheBenchmarking, cache_latency_test (L1 hit)" },
	{ "mi300x", 0, GS_ML_L2, 224, 0, "MrRoy09/AMD-CDNA3-CacheBenchmarking, cache_latency_test (L2 hit, nt load)" },
	{ "mi300x", 2, GS_ML_MALL, 17000, 0, "AMD's MI300X launch slides as shown by ServeTheHome (2023-12-06): 256 MB Infinity Cache, 17 TB/s peak" },
	{ "mi300x", 2, GS_ML_DRAM, 5300, 0, "ROCm docs/conceptual/gpu-arch/mi300.md: 5.3 TB/s HBM3, peak" },
	{ "mi355x", 2, GS_ML_DRAM, 8000, 0, "AMD (wccftech, Hot Chips 2025; aiwiki): 8 TB/s HBM3E, peak" },
};
#define N_PUB (sizeof(pub) / sizeof(pub[0]))

/* ---- the latency sweep: gfxshim bench latency ---- */

static int run_bench(const char *gfxshim, const struct gs_machine *m, const char *json)
{
	char dev[64];
	pid_t pid;
	int status;

	snprintf(dev, sizeof(dev), "emu:%s:%s", m->target, m->name);
	fprintf(stderr, "timing-calibrate: %s: gfxshim bench latency --device %s --timing on\n", m->name, dev);
	pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		execl(gfxshim, gfxshim, "bench", "latency", "--device", dev, "--timing", "on", "--per-octave", "2",
		      "--repeats", "1", "--steps", "1024", "--json", json, (char *)NULL);
		_exit(127);
	}
	if (waitpid(pid, &status, 0) < 0)
		return -1;
	return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

/* ---- the bandwidth sweep ---- */

#define BW_THREADS 256
#define BW_BLOCK 4096  /* bytes one iteration of a workgroup reads: 256 lanes x 16 */

static void bw_source(const struct gs_target *t, char *buf, size_t size)
{
	int g9 = t->gen == GS_GEN_GFX9, g12 = t->gen == GS_GEN_GFX12;

	snprintf(buf, size,
		 "\t.text\n\t.globl k\n\t.p2align 8\nk:\n"
		 "\t%s s[4:7], s[0:1], 0x0\n\t%s s[8:11], s[0:1], 0x10\n\t%s\n"
		 "\ts_lshl_b32 s12, s2, 12\n\t%s s4, s4, s12\n\t%s s5, s5, 0\n"   /* this group's first block */
		 "\tv_lshlrev_b32 v1, 4, v0\n\tv_mov_b32 v20, 0\n"
		 ".Lpass:\n\ts_mov_b32 s11, 0\n"
		 ".Lblk:\n\t%s v2, s11, v1\n\t%s v[4:7], v2, s[4:5]\n\t%s\n\t%s v20, v20, v4\n"
		 "\t%s s11, s11, s10\n\ts_cmp_lt_u32 s11, s8\n\ts_cbranch_scc1 .Lblk\n"
		 "\t%s s9, s9, 1\n\ts_cmp_lg_u32 s9, 0\n\ts_cbranch_scc1 .Lpass\n"
		 "\ts_mul_i32 s10, s2, %u\n\t%s v1, s10, v0\n\tv_lshlrev_b32 v1, 2, v1\n"
		 "\t%s v1, v20, s[6:7]\n\ts_endpgm\n"
		 "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n"
		 "\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t\t.amdhsa_kernarg_size 32\n"
		 "\t\t.amdhsa_system_sgpr_workgroup_id_x 1\n"
		 "\t\t.amdhsa_next_free_vgpr 24\n\t\t.amdhsa_next_free_sgpr 16\n%s"
		 "\t.end_amdhsa_kernel\n",
		 g9 ? "s_load_dwordx4" : "s_load_b128", g9 ? "s_load_dwordx4" : "s_load_b128",
		 g12 ? "s_wait_kmcnt 0" : "s_waitcnt lgkmcnt(0)", g12 ? "s_add_co_u32" : "s_add_u32",
		 g12 ? "s_add_co_ci_u32" : "s_addc_u32", g9 ? "v_add_u32" : "v_add_nc_u32",
		 g9 ? "global_load_dwordx4" : "global_load_b128", g12 ? "s_wait_loadcnt 0" : "s_waitcnt vmcnt(0)",
		 g9 ? "v_add_u32" : "v_add_nc_u32", g12 ? "s_add_co_u32" : "s_add_u32",
		 g12 ? "s_sub_co_u32" : "s_sub_u32", BW_THREADS, g9 ? "v_add_u32" : "v_add_nc_u32",
		 g9 ? "global_store_dword" : "global_store_b32", g9 ? "\t\t.amdhsa_accum_offset 24\n" : "");
}

struct bw_point {
	double size, gbps;
};

/* Read bandwidth at footprints from the smallest that gives every group a
 * block to 2x the last-level cache, doubling (past the last cache a
 * streaming read's lines are all evicted before they are read again, as
 * LRU does: 2x is DRAM already, and 4x would double the emulator's time). */
static int bw_sweep(const struct gs_machine *m, struct bw_point *pts, unsigned int *npts)
{
	const struct gs_target *t = gs_target_find(m->target);
	struct gs_device_options o = GS_DEVICE_OPTIONS_INIT;
	struct gs_device *dev = NULL;
	struct gs_error err = { 0 };
	struct gs_asm_options ao = { 0 };
	struct gs_program *prog = NULL;
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	struct gs_module *mod = NULL;
	struct gs_bo *buf = NULL, *out = NULL;
	unsigned int groups = gs_machine_units(m) * m->cus_per_unit * 4;
	uint64_t llc = m->lvl[GS_ML_MALL].bytes ? m->lvl[GS_ML_MALL].bytes : m->lvl[GS_ML_L2].bytes * m->xcds;
	uint64_t hi = 2 * llc, lo = (uint64_t)groups * BW_BLOCK, want = t->gen == GS_GEN_GFX9 ? 256u << 20 : 64u << 20;
	static char src[8192];
	uint8_t *img = NULL;
	size_t img_size = 0;
	char spec[64];
	int rc = -1;

	*npts = 0;
	o.timing = GS_EMU_TIMING_ON;
	o.machine = m->name;
	snprintf(spec, sizeof(spec), "emu:%s", m->target);
	bw_source(t, src, sizeof(src));
	ao.target = t;
	ao.filename = "bandwidth.s";
	if (gs_device_open(spec, &o, &dev, &err) || gs_assemble(src, strlen(src), &ao, &prog, &err))
		goto out;
	in = (struct gs_codeobj_input){ .size = sizeof(in), .target = prog->target, .text = prog->text,
					.text_size = prog->text_size, .kernels = prog->kernels, .n_kernels = prog->n_kernels };
	if (gs_codeobj_write(&in, &img, &img_size, &err) || gs_module_load(dev, img, img_size, &mod, &err) ||
	    gs_bo_alloc(dev, hi, 0, &buf, &err) || gs_bo_alloc(dev, (uint64_t)groups * BW_THREADS * 4, 0, &out, &err))
		goto out;
	memset(buf->cpu, 1, hi);
	for (uint64_t f = lo; f <= hi && *npts < 32; f *= 2) {
		/* the footprint in whole rounds of every group's block; args:
		 * bytes | passes << 32, the stride (bytes of one round) */
		uint64_t stride = (uint64_t)groups * BW_BLOCK, bytes = f / stride * stride;
		uint64_t passes = (want + bytes - 1) / bytes;
		uint64_t args[4] = { buf->va, out->va, bytes | passes << 32, stride };
		struct gs_launch_desc ld = GS_LAUNCH_DESC_INIT;
		struct gs_launch_result res = GS_LAUNCH_RESULT_INIT;
		double ns;

		fprintf(stderr, "timing-calibrate: %s: read bandwidth over %llu MiB\n", m->name,
			(unsigned long long)(f >> 20));
		ld.grid[0] = groups;
		ld.block[0] = BW_THREADS;
		ld.kernarg = args;
		ld.kernarg_size = sizeof(args);
		ld.timestamps = 1;
		/* a first launch over the footprint warms the caches as the
		 * point before left them; the second is measured */
		for (int run = 0; run < 2; run++) {
			uint64_t warm[4] = { buf->va, out->va, bytes | (uint64_t)1 << 32, stride };

			ld.kernarg = run ? (void *)args : (void *)warm;
			free(res.pm4);
			res.pm4 = NULL;
			if (gs_launch(dev, mod, &ld, &res, &err)) {
				free(res.pm4);
				goto out;
			}
		}
		free(res.pm4);
		ns = (double)res.elapsed_ticks * 1e6 / (double)res.clock_khz;
		pts[*npts].size = (double)bytes;
		pts[*npts].gbps = (double)(bytes * passes) / ns;
		(*npts)++;
	}
	rc = 0;
out:
	if (rc)
		fprintf(stderr, "timing-calibrate: %s: bandwidth: %s\n", m->name, err.msg);
	free(img);
	gs_program_free(prog);
	if (buf)
		gs_bo_free(dev, buf);
	if (out)
		gs_bo_free(dev, out);
	gs_module_free(mod);
	gs_device_close(dev);
	return rc;
}

/* ---- the report ---- */

/* The last cache's bytes: the MALL, else the L2s of every XCD. */
static double llc_bytes(const struct gs_machine *m)
{
	return (double)(m->lvl[GS_ML_MALL].bytes ? m->lvl[GS_ML_MALL].bytes : m->lvl[GS_ML_L2].bytes * m->xcds);
}

/* A footprint inside level l on a path: between the nearest present level
 * before it and l's capacity (geometrically); past the last cache for DRAM.
 * agg: per-unit levels counted over the whole machine (bandwidth). */
static double size_in(const struct gs_machine *m, enum gs_mlevel l, int scalar, int agg)
{
	double lo = 0, hi;
	int first = scalar ? GS_ML_SCALAR : GS_ML_L0;
	unsigned int units = gs_machine_units(m);

	if ((int)l == first)
		return (double)m->lvl[l].bytes / 4 * (agg ? units * m->cus_per_unit : 1);
	for (int p = (int)l - 1; p >= GS_ML_L0 && !lo; p--)
		if ((p == first || p >= GS_ML_GL1) && m->lvl[p].bytes) {
			lo = (double)m->lvl[p].bytes;
			if (agg)
				lo *= p == GS_ML_L0 ? units * m->cus_per_unit : p == GS_ML_GL1 ? m->sas : p == GS_ML_L2 ? m->xcds : 1;
		}
	if (l == GS_ML_DRAM)
		return lo * 2;
	hi = (double)m->lvl[l].bytes * (agg && l == GS_ML_L2 ? m->xcds : agg && l == GS_ML_GL1 ? m->sas : 1);
	return sqrt(lo * hi);
}

/* The curve's value at the footprint nearest x (log scale); *used is that
 * sweep point's footprint, the one the report's table names. */
static double at(const double *xs, const double *ys, size_t n, double x, double *used)
{
	double best = INFINITY, v = NAN;

	*used = x;
	for (size_t i = 0; i < n; i++) {
		double d = fabs(log(xs[i]) - log(x));

		if (d < best && isfinite(ys[i])) {
			best = d;
			v = ys[i];
			*used = xs[i];
		}
	}
	return v;
}

struct curves {
	double vx[128], vy[128], sx[128], sy[128];
	size_t nv, ns;
	double bx[32], by[32];
	size_t nb;
};

static void read_latency(const struct bench_report *rep, struct curves *c)
{
	c->nv = c->ns = 0;
	for (size_t r = 0; r < rep->nres; r++)
		for (size_t i = 0; i < rep->res[r].npts; i++) {
			const struct bench_point *p = &rep->res[r].pts[i];
			const char *path = bench_pt_strv(p, "path", "");
			double x = bench_pt_numv(p, "size_bytes", NAN), y = bench_pt_numv(p, "cycles", NAN);

			if (!strcmp(path, "vector") && c->nv < 128) {
				c->vx[c->nv] = x;
				c->vy[c->nv++] = y;
			} else if (!strcmp(path, "scalar") && c->ns < 128) {
				c->sx[c->ns] = x;
				c->sy[c->ns++] = y;
			}
		}
}

static int write_svg(const char *path, const struct gs_machine *m, const struct curves *c, struct gs_error *err)
{
	struct svg_doc d;
	struct svg_series ls[4], bs[2];
	struct svg_level lv[16], bl[8];
	double px[8], py[8], qx[8], qy[8], gx[8], gy[8];
	size_t nl = 0, np = 0, nq = 0, nb = 0, ng = 0;
	char labels[24][96], title[2][160];
	struct svg_line_plot lat = { 0 }, bw = { 0 };
	char *text = NULL;
	size_t len = 0;
	enum gs_status st;

	/* the table's latency of each level, dashed from the level before's
	 * capacity to its own (the dotted line: where the plateau should end) */
	for (int scalar = 0; scalar < 2; scalar++) {
		double from = 1024;

		for (int l = scalar ? GS_ML_SCALAR : GS_ML_L0; l <= GS_ML_DRAM; l++) {
			uint32_t cyc = scalar && m->lvl[l].lat_scalar ? m->lvl[l].lat_scalar : m->lvl[l].lat_vec;
			double to;

			if (l == GS_ML_INST || (scalar && l == GS_ML_L0) || (!scalar && l == GS_ML_SCALAR) ||
			    !m->lvl[l].bytes || nl >= 16)
				continue;
			to = l == GS_ML_DRAM ? 4 * llc_bytes(m) : (double)m->lvl[l].bytes;
			snprintf(labels[nl], sizeof(labels[nl]), "table: %s %u", gs_mlevel_name(m, (enum gs_mlevel)l), cyc);
			lv[nl] = (struct svg_level){ from, to, cyc, labels[nl], (size_t)scalar };
			nl++;
			from = to;
		}
	}
	for (size_t i = 0; i < N_PUB; i++) {
		const struct published *p = &pub[i];
		double cyc = p->ns ? p->value * m->shader_mhz / 1000.0 : p->value;

		if (strcmp(p->machine, m->name))
			continue;
		/* each published figure a point of its own (a NaN after it: no
		 * line joins two figures) */
		if (p->kind == 0 && np < 8) {
			px[np] = px[np + 1] = size_in(m, p->lvl, 0, 0);
			py[np] = cyc;
			py[np + 1] = NAN;
			np += 2;
		} else if (p->kind == 1 && nq < 8) {
			qx[nq] = qx[nq + 1] = size_in(m, p->lvl, 1, 0);
			qy[nq] = cyc;
			qy[nq + 1] = NAN;
			nq += 2;
		} else if (p->kind == 2 && ng < 8 && nb < 8) {
			double x = size_in(m, p->lvl, 0, 1);

			gx[ng] = gx[ng + 1] = x;
			gy[ng] = p->value;
			gy[ng + 1] = NAN;
			ng += 2;
			snprintf(labels[16 + nb], sizeof(labels[16 + nb]), "published %s: %.0f GB/s",
				 gs_mlevel_name(m, p->lvl), p->value);
			bl[nb] = (struct svg_level){ x / 1.5, x * 1.5, p->value, labels[16 + nb], 1 };
			nb++;
		}
	}
	ls[0] = (struct svg_series){ "model, vector (gfxshim bench latency)", c->vx, c->vy, c->nv };
	ls[1] = (struct svg_series){ "model, scalar", c->sx, c->sy, c->ns };
	ls[2] = (struct svg_series){ "published, vector", px, py, np };
	ls[3] = (struct svg_series){ "published, scalar", qx, qy, nq };
	snprintf(title[0], sizeof(title[0]), "%s (%s): pointer-chase latency, modelled", m->product, m->target);
	lat.title = title[0];
	lat.xlabel = "footprint";
	lat.ylabel = "cycles per load";
	lat.note = "MODELLED (the emulator's timing model); published silicon figures as points; the table's latencies dashed up to each capacity";
	lat.xlog = lat.ylog = 1;
	lat.xfmt = SVG_FMT_BYTES;
	lat.series = ls;
	lat.n_series = 4;
	lat.levels = lv;
	lat.n_levels = nl;
	bs[0] = (struct svg_series){ "model, read", c->bx, c->by, c->nb };
	bs[1] = (struct svg_series){ "published", gx, gy, ng };
	snprintf(title[1], sizeof(title[1]), "%s (%s): read bandwidth, modelled", m->product, m->target);
	bw.title = title[1];
	bw.xlabel = "footprint";
	bw.ylabel = "GB/s";
	bw.note = "MODELLED; published peak figures as points and dashed lines";
	bw.xlog = bw.ylog = 1;
	bw.xfmt = SVG_FMT_BYTES;
	bw.series = bs;
	bw.n_series = 2;
	bw.levels = bl;
	bw.n_levels = nb;
	if (svg_doc_begin(&d, 760))
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory for the plot");
	svg_line(&d, 420, &lat);
	svg_line(&d, 380, &bw);
	if (svg_doc_end(&d, &text, &len))
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory for the plot");
	st = out_write_atomic(path, text, len, err);
	free(text);
	return st ? -1 : 0;
}

/* One product's section of the report. */
static void section(FILE *f, const struct gs_machine *m, const struct curves *c, int *over, int *total)
{
	char bar[128];
	size_t n;

	n = (size_t)snprintf(bar, sizeof(bar), "%s (%s, %s)", m->product, m->target, m->name);
	fprintf(f, "%s\n", bar);
	for (size_t i = 0; i < n; i++)
		fputc('-', f);
	fprintf(f, "\n\n.. image:: timing/%s.svg\n   :alt: modelled latency and bandwidth of the %s\n\n", m->name,
		m->product);
	fprintf(f, "The model at %u MHz.  Latency per level: the model's pointer chase (``gfxshim bench\n"
		   "latency --timing on``, the point nearest a footprint inside the level) against the\n"
		   "table's value (the model's self-consistency) and, where one is published, the\n"
		   "silicon figure.\n\n", m->shader_mhz);
	fprintf(f, "=======  ======  ===========  ==========  ==========  ==========  =======\n");
	fprintf(f, "path     level   footprint    table       model       published   error\n");
	fprintf(f, "=======  ======  ===========  ==========  ==========  ==========  =======\n");
	for (int scalar = 0; scalar < 2; scalar++)
		for (int l = scalar ? GS_ML_SCALAR : GS_ML_L0; l <= GS_ML_DRAM; l++) {
			double x, model, want = NAN;
			uint32_t tab;
			char pubs[32] = "--", errs[16] = "--", sz[32];

			if (l == GS_ML_INST || (scalar && l == GS_ML_L0) || (!scalar && l == GS_ML_SCALAR) ||
			    !m->lvl[l].bytes)
				continue;
			x = size_in(m, (enum gs_mlevel)l, scalar, 0);
			model = scalar ? at(c->sx, c->sy, c->ns, x, &x) : at(c->vx, c->vy, c->nv, x, &x);
			tab = scalar && m->lvl[l].lat_scalar ? m->lvl[l].lat_scalar : m->lvl[l].lat_vec;
			for (size_t i = 0; i < N_PUB; i++)
				if (!strcmp(pub[i].machine, m->name) && pub[i].kind == scalar && pub[i].lvl == (enum gs_mlevel)l)
					want = pub[i].ns ? pub[i].value * m->shader_mhz / 1000.0 : pub[i].value;
			if (isfinite(want)) {
				snprintf(pubs, sizeof(pubs), "%.0f", want);
				snprintf(errs, sizeof(errs), "%+.1f%%", 100 * (model - want) / want);
				*over += fabs(model - want) > 0.10 * want;
				(*total)++;
			}
			svg_fmt_bytes(sz, sizeof(sz), x);
			fprintf(f, "%-7s  %-6s  %11s  %10u  %10.1f  %10s  %7s\n", scalar ? "scalar" : "vector",
				gs_mlevel_name(m, (enum gs_mlevel)l), sz, tab, model, pubs, errs);
		}
	fprintf(f, "=======  ======  ===========  ==========  ==========  ==========  =======\n\n");
	fprintf(f, "Read bandwidth (this tool's kernel: 4 workgroups per CU sweeping the footprint in a grid-stride loop):\n\n");
	fprintf(f, "======  ===========  ==========  ==========  =======\n");
	fprintf(f, "level   footprint    model GB/s  published   error\n");
	fprintf(f, "======  ===========  ==========  ==========  =======\n");
	for (int l = GS_ML_L0; l <= GS_ML_DRAM; l++) {
		double x, model, want = NAN;
		char pubs[32] = "--", errs[16] = "--", sz[32];

		if (l == GS_ML_SCALAR || l == GS_ML_INST || !m->lvl[l].bytes)
			continue;
		x = size_in(m, (enum gs_mlevel)l, 0, 1);
		model = at(c->bx, c->by, c->nb, x, &x);
		for (size_t i = 0; i < N_PUB; i++)
			if (!strcmp(pub[i].machine, m->name) && pub[i].kind == 2 && pub[i].lvl == (enum gs_mlevel)l)
				want = pub[i].value;
		if (isfinite(want)) {
			snprintf(pubs, sizeof(pubs), "%.0f", want);
			snprintf(errs, sizeof(errs), "%+.1f%%", 100 * (model - want) / want);
			*over += fabs(model - want) > 0.20 * want;
			(*total)++;
		}
		svg_fmt_bytes(sz, sizeof(sz), x);
		fprintf(f, "%-6s  %11s  %10.0f  %10s  %7s\n", gs_mlevel_name(m, (enum gs_mlevel)l), sz, model, pubs, errs);
	}
	fprintf(f, "======  ===========  ==========  ==========  =======\n\n");
	fprintf(f, "Published figures used:\n\n");
	n = 0;
	for (size_t i = 0; i < N_PUB; i++)
		if (!strcmp(pub[i].machine, m->name)) {
			fprintf(f, "- %s %s: %g %s -- %s\n", pub[i].kind == 2 ? "bandwidth" : pub[i].kind ? "scalar" : "vector",
				gs_mlevel_name(m, pub[i].lvl), pub[i].value, pub[i].kind == 2 ? "GB/s" : pub[i].ns ? "ns" : "cycles",
				pub[i].source);
			n++;
		}
	if (!n)
		fprintf(f, "- none reachable here: every value of this machine is assumed (Documentation/emulator-timing.rst)\n");
	fprintf(f, "\n");
}

int main(int argc, char **argv)
{
	struct outbuf ob;
	struct gs_error err = { 0 };
	char path[512];
	int over = 0, total = 0;

	if (argc < 3) {
		fprintf(stderr, "usage: timing-calibrate GFXSHIM OUTDIR [MACHINE...]\n"
				"example: build/tools/timing-calibrate build/bin/gfxshim Documentation\n");
		return 2;
	}
	snprintf(path, sizeof(path), "%s/timing", argv[2]);
	if (mkdir(path, 0777) != 0 && errno != EEXIST) {
		fprintf(stderr, "timing-calibrate: %s: %s\n", path, strerror(errno));
		return 3;
	}
	if (outbuf_open(&ob, &err)) {
		fprintf(stderr, "timing-calibrate: %s\n", err.msg);
		return 3;
	}
	fprintf(ob.f, ".. SPDX-License-Identifier: MIT\n\n"
		      ".. Generated by tools/timing/calibrate.c (make timing-report); do not edit.\n\n"
		      "====================================\n"
		      "Timing model: the calibration report\n"
		      "====================================\n\n"
		      "**Every figure here is modelled** -- the emulator's timing model running the\n"
		      "machine table (:doc:`emulator-timing`) -- beside the published silicon\n"
		      "figures it was calibrated against.  Where no measurement of a level is\n"
		      "reachable from this project's stored sources the table's value is assumed\n"
		      "(the reason is in :doc:`emulator-timing`) and the error column says ``--``.\n"
		      "Goals: latency within 10%%, bandwidth within 20%% of the published figure.\n\n"
		      "Read this with its limits in mind.  The published latencies are the ones\n"
		      "the table was set from, so agreeing with them shows that the model\n"
		      "reproduces its inputs through a real pointer chase (the queues, TLBs and\n"
		      "timer reads on the way add the few percent); it is no independent\n"
		      "validation, which needs silicon measurements the table did not use (none\n"
		      "reachable here).  The published bandwidths are vendors' peak figures,\n"
		      "which measured streams on silicon stay below: a model at the peak is\n"
		      "optimistic by that margin.  The ``table`` column is the model's\n"
		      "self-consistency (``tests/unit/test_emu_timing.c`` holds it within 5%%).\n\n"
		      "Made by ``make timing-report`` (``tools/timing/calibrate.c``; about 15\n"
		      "minutes on 2 loaded cores, so not part of ``make check``).  Each latency\n"
		      "sweep is ``gfxshim bench latency --device emu:TARGET:MACHINE --timing on\n"
		      "--per-octave 2 --repeats 1 --steps 1024`` (1 KiB to 4x the last-level\n"
		      "cache, vector and scalar paths); the footprint of a level's row is the\n"
		      "geometric middle between the level before's capacity and its own.\n\n");
	for (unsigned int i = 0; gs_machine_at(i); i++) {
		const struct gs_machine *m = gs_machine_at(i);
		struct bench_report rep = { 0 };
		struct curves c = { 0 };
		struct bw_point bp[32];
		unsigned int nbp = 0;
		char json[600], svg[600];
		int want = argc == 3;

		for (int a = 3; a < argc; a++)
			want |= !strcmp(argv[a], m->name);
		if (!want)
			continue;
		snprintf(json, sizeof(json), "%s/timing/%s-latency.json", argv[2], m->name);
		if (run_bench(argv[1], m, json) || bench_report_read(json, &rep, &err)) {
			fprintf(stderr, "timing-calibrate: %s: the latency sweep failed%s%s\n", m->name, err.msg[0] ? ": " : "",
				err.msg);
			outbuf_discard(&ob);
			return 3;
		}
		read_latency(&rep, &c);
		bench_report_free(&rep);
		unlink(json);
		if (bw_sweep(m, bp, &nbp)) {
			outbuf_discard(&ob);
			return 3;
		}
		for (unsigned int k = 0; k < nbp; k++) {
			c.bx[k] = bp[k].size;
			c.by[k] = bp[k].gbps;
		}
		c.nb = nbp;
		snprintf(svg, sizeof(svg), "%s/timing/%s.svg", argv[2], m->name);
		if (write_svg(svg, m, &c, &err)) {
			fprintf(stderr, "timing-calibrate: %s\n", err.msg);
			outbuf_discard(&ob);
			return 3;
		}
		section(ob.f, m, &c, &over, &total);
	}
	fprintf(ob.f, "Summary\n=======\n\n%d of %d published figures are outside their goal (latency 10%%, bandwidth 20%%).\n",
		over, total);
	snprintf(path, sizeof(path), "%s/emulator-timing-calibration.rst", argv[2]);
	if (outbuf_commit(&ob, path, &err)) {
		fprintf(stderr, "timing-calibrate: %s\n", err.msg);
		return 3;
	}
	fprintf(stderr, "timing-calibrate: wrote %s (%d of %d published figures outside their goal)\n", path, over, total);
	return over ? 1 : 0;
}
