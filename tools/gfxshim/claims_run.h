/* SPDX-License-Identifier: MIT */
/*
 * Running claims on a device: assemble the [asm] lines, launch the [run]
 * kernels (through gs_assemble, gs_codeobj_write, gs_module_load and
 * gs_launch, as any kernel), evaluate the [check] rules and give each claim
 * a verdict with its evidence label and raw observation.  A probe that
 * faults, hangs or stops is `inconclusive` with the error, never a verdict
 * it did not earn.
 */
#ifndef GFXSHIM_CLAIMS_RUN_H
#define GFXSHIM_CLAIMS_RUN_H

#include <stddef.h>
#include <stdint.h>

#include "claims_file.h"
#include "claims_report.h"
#include "gfxshim/device.h"
#include "json.h"

/* A `gfxshim bench` report given with --bench: facts claims read it. */
struct claims_bench {
	char *file;
	struct json_v doc;
};

struct claims_env {
	const char *spec;              /* device spec, "emu:gfx1201", "auto", "amdgpu:0" */
	uint64_t max_insts;            /* emulator watchdog per wave (0: 1 << 20) */
	struct claims_bench *bench;    /* --bench reports */
	size_t nbench;
	/* filled by claims_env_open */
	char spec_copy[128];           /* spec, kept for the second (checker-off) device */
	struct gs_device *dev;         /* checker on (the default) */
	struct gs_device *dev_nocheck; /* opened when a run asks for check = off */
	const struct gs_target *target;
	char evidence[16];             /* gs_device_evidence(dev) */
};

/* Open the device (with the checker on); GS_OK or the device's error. */
enum gs_status claims_env_open(struct claims_env *env, struct gs_error *err);
void claims_env_close(struct claims_env *env);

/* Run one claim on env's device, filling r (free with cr_result_free). */
void claims_run_one(struct claims_env *env, const struct claim *c, struct cr_result *r);

/* A claim's own token: "set NAME = VALUE" in a [run] gives ${NAME}. */
struct claims_token {
	const char *name, *value;
};

/* Expand the tokens of a kernel body -- the generation spellings
 * (${wait_load} & co, Documentation/claims.rst) for target t with nbuf
 * buffers, and the run's own (user, n) -- NULL with a message on an
 * unknown token.  Exposed for the tests. */
char *claims_expand(const char *body, const struct gs_target *t, unsigned int nbuf,
		    const struct claims_token *user, size_t n, char *err, size_t errn);

#endif /* GFXSHIM_CLAIMS_RUN_H */
