// SPDX-License-Identifier: MIT
/* Provenance of a result (provenance.h). */
#include <stdio.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>

#include "cli.h"
#include "provenance.h"

/* Append one argument, quoted for a POSIX shell when it needs it. */
static void add_arg(char *buf, size_t size, const char *a)
{
	size_t n = strlen(buf);
	int plain = *a != 0;

	for (const char *c = a; *c; c++)
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=:,./+%@", *c))
			plain = 0;
	if (n && n + 1 < size)
		buf[n++] = ' ';
	if (plain) {
		snprintf(buf + n, size - n, "%s", a);
		return;
	}
	if (n + 1 < size)
		buf[n++] = '\'';
	for (const char *c = a; *c && n + 5 < size; c++) {
		if (*c == '\'') {
			memcpy(buf + n, "'\\''", 4);
			n += 4;
		} else {
			buf[n++] = *c;
		}
	}
	if (n + 1 < size)
		buf[n++] = '\'';
	buf[n < size ? n : size - 1] = 0;
}

void provenance_fill(struct provenance *p, const struct gs_device *dev, int argc, char **argv)
{
	struct gs_device_info info = GS_DEVICE_INFO_INIT;
	struct gs_device_facts f = GS_DEVICE_FACTS_INIT;
	struct utsname u;
	time_t now = time(NULL);
	struct tm tm;

	memset(p, 0, sizeof(*p));
	gs_device_get_info(dev, &info);
	snprintf(p->target, sizeof(p->target), "%s", info.target ? info.target->name : "");
	snprintf(p->device, sizeof(p->device), "%s", info.name);
	snprintf(p->backend, sizeof(p->backend), "%s", info.backend);
	snprintf(p->evidence, sizeof(p->evidence), "%s", gs_device_evidence(dev));
	if (gs_device_get_facts(dev, &f, NULL) == GS_OK) {
		if (f.drm_driver[0])
			snprintf(p->driver, sizeof(p->driver), "%s %d.%d.%d", f.drm_driver, f.drm_major, f.drm_minor,
				 f.drm_patch);
		if (f.fw_mec)
			snprintf(p->firmware, sizeof(p->firmware), "mec 0x%x (feature %u)", f.fw_mec, f.fw_mec_feature);
		if (f.kernel[0])
			snprintf(p->kernel, sizeof(p->kernel), "%s", f.kernel);
	}
	if (!p->kernel[0] && uname(&u) == 0)
		snprintf(p->kernel, sizeof(p->kernel), "%s", u.release);
	gmtime_r(&now, &tm);
	strftime(p->date, sizeof(p->date), "%Y-%m-%dT%H:%M:%SZ", &tm);
	snprintf(p->gfxshim, sizeof(p->gfxshim), "%s", gs_version());
	p->command[0] = 0;
	add_arg(p->command, sizeof(p->command), "gfxshim");
	for (int i = 0; i < argc; i++)
		add_arg(p->command, sizeof(p->command), argv[i]);
}

void provenance_json(struct json_w *j, const struct provenance *p)
{
	json_w_str(j, "target", p->target);
	json_w_str(j, "device", p->device);
	json_w_str(j, "backend", p->backend);
	json_w_str(j, "evidence", p->evidence);
	json_w_str(j, "driver", p->driver[0] ? p->driver : NULL);
	json_w_str(j, "kernel", p->kernel);
	json_w_str(j, "firmware", p->firmware[0] ? p->firmware : NULL);
	json_w_str(j, "date", p->date);
	json_w_str(j, "gfxshim", p->gfxshim);
	json_w_str(j, "command", p->command);
}
