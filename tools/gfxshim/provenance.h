/* SPDX-License-Identifier: MIT */
/*
 * Where a result came from, for every report the CLI writes (bench, claims,
 * run --json): the target, device, backend, evidence label, driver/kernel/
 * firmware versions, the date and the command line.
 */
#ifndef GFXSHIM_PROVENANCE_H
#define GFXSHIM_PROVENANCE_H

#include "gfxshim/device.h"
#include "json.h"

struct provenance {
	char target[32];
	char device[128];
	char backend[16];
	char evidence[24];     /* gs_device_evidence(): silicon, emulated, modelled, mock;
	                        * a report may refine it (bench: emulated-untimed) */
	char driver[64];       /* "amdgpu 3.59.0"; "" when emulated */
	char kernel[80];       /* uname -r of the machine that ran it */
	char firmware[64];     /* "mec 0x... (feature N)"; "" when unknown */
	char date[32];         /* ISO 8601 UTC: 2026-12-01T23:20:02Z */
	char gfxshim[32];      /* gfxshim's version */
	char command[1024];    /* the command line, shell-quoted where needed */
};

/* Fill p from an open device and the command line (argv as the command
 * got it: argv[0] is the command's name, "run"). */
void provenance_fill(struct provenance *p, const struct gs_device *dev, int argc, char **argv);
/* Its fields as members of the JSON object being written. */
void provenance_json(struct json_w *j, const struct provenance *p);

#endif /* GFXSHIM_PROVENANCE_H */
