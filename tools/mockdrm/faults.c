// SPDX-License-Identifier: MIT
/*
 * Fault injection: GFXSHIM_MOCKDRM_FAULT is a comma-separated list of
 *
 *   KIND@N=ERRNO    the Nth ioctl of KIND on a device fails with ERRNO
 *                   (ENOMEM, EINTR, EBUSY, EAGAIN, EINVAL, EIO, ENODEV, ...)
 *   cs@N=hang       the Nth submission never ends by itself: the mock resets
 *                   the GPU GFXSHIM_MOCKDRM_LOCKUP_MS later, context guilty
 *   cs@N=reset      the Nth submission ends in a GPU reset at once, guilty
 *   cs@N=reset_innocent   a reset another process caused; this job runs
 *   kfd_doorbell@N=hang   the Nth doorbell the KFD poller acts on hangs that
 *                   queue: its packets never complete
 *   kfd_doorbell@N=fault  ... raises a GPU page fault at the queue's ring:
 *                   the memory-exception events fire, the queue stops
 *   drm_minor=M     report DRM 3.M (an older kernel: no ip_discovery_version
 *                   before 3.48, no stable pstate before 3.45, no
 *                   AMDGPU_INFO_GPUVM_FAULT before 3.55)
 *   no_fw=me|mec|all   AMDGPU_INFO_FW_VERSION of GFX ME / MEC fails (EINVAL)
 *
 * KIND is an ioctl's name in lower case without its prefix: version,
 * gem_create, gem_mmap, gem_va, gem_close, ctx, bo_list, cs, info, wait_cs,
 * wait_fences, gem_wait_idle, gem_op, syncobj_create, syncobj_destroy,
 * syncobj_wait, syncobj_reset, syncobj_signal, ...; /dev/kfd's with kfd_:
 * kfd_version, kfd_acquire_vm, kfd_apertures, kfd_alloc, kfd_free, kfd_map,
 * kfd_unmap, kfd_create_queue, kfd_destroy_queue, kfd_cu_mask, kfd_clock,
 * kfd_create_event, kfd_destroy_event, kfd_set_event, kfd_wait_events.  N
 * counts from 1 per device (a KFD ioctl on the GPU it names, device 0 when
 * it names none), every ioctl of that kind (retries of EINTR included).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mockdrm.h"

static const char *const kind_names[MK_N] = {
	[MK_VERSION] = "version", [MK_GET_CAP] = "get_cap", [MK_GET_CLIENT] = "get_client",
	[MK_GEM_CLOSE] = "gem_close", [MK_PRIME] = "prime", [MK_SYNCOBJ_CREATE] = "syncobj_create",
	[MK_SYNCOBJ_DESTROY] = "syncobj_destroy", [MK_SYNCOBJ_WAIT] = "syncobj_wait",
	[MK_SYNCOBJ_RESET] = "syncobj_reset", [MK_SYNCOBJ_SIGNAL] = "syncobj_signal",
	[MK_SYNCOBJ_QUERY] = "syncobj_query", [MK_SYNCOBJ_OTHER] = "syncobj_other",
	[MK_GEM_CREATE] = "gem_create", [MK_GEM_MMAP] = "gem_mmap", [MK_CTX] = "ctx", [MK_BO_LIST] = "bo_list",
	[MK_CS] = "cs", [MK_INFO] = "info", [MK_GEM_METADATA] = "gem_metadata",
	[MK_GEM_WAIT_IDLE] = "gem_wait_idle", [MK_GEM_VA] = "gem_va", [MK_WAIT_CS] = "wait_cs",
	[MK_GEM_OP] = "gem_op", [MK_GEM_USERPTR] = "gem_userptr", [MK_WAIT_FENCES] = "wait_fences",
	[MK_VM] = "vm", [MK_FENCE_TO_HANDLE] = "fence_to_handle", [MK_SCHED] = "sched", [MK_OTHER] = "other",
	[MK_KFD_VERSION] = "kfd_version", [MK_KFD_ACQUIRE_VM] = "kfd_acquire_vm",
	[MK_KFD_APERTURES] = "kfd_apertures", [MK_KFD_ALLOC] = "kfd_alloc", [MK_KFD_FREE] = "kfd_free",
	[MK_KFD_MAP] = "kfd_map", [MK_KFD_UNMAP] = "kfd_unmap", [MK_KFD_CREATE_QUEUE] = "kfd_create_queue",
	[MK_KFD_DESTROY_QUEUE] = "kfd_destroy_queue", [MK_KFD_CU_MASK] = "kfd_cu_mask",
	[MK_KFD_CLOCK] = "kfd_clock", [MK_KFD_CREATE_EVENT] = "kfd_create_event",
	[MK_KFD_DESTROY_EVENT] = "kfd_destroy_event", [MK_KFD_SET_EVENT] = "kfd_set_event",
	[MK_KFD_WAIT_EVENTS] = "kfd_wait_events", [MK_KFD_OTHER] = "kfd_other", [MK_KFD_DOORBELL] = "kfd_doorbell",
};

static const struct {
	const char *name;
	int err;
} errnos[] = {
	{ "ENOMEM", ENOMEM }, { "EINTR", EINTR }, { "EBUSY", EBUSY }, { "EAGAIN", EAGAIN },
	{ "EINVAL", EINVAL }, { "EIO", EIO }, { "ENODEV", ENODEV }, { "EFAULT", EFAULT },
	{ "ETIME", ETIME }, { "ECANCELED", ECANCELED }, { "EACCES", EACCES }, { "EPERM", EPERM },
	{ "ENOENT", ENOENT }, { "EDEADLK", EDEADLK }, { "ENOSPC", ENOSPC },
};

const char *mock_kind_name(enum mock_kind k)
{
	return k < MK_N ? kind_names[k] : "?";
}

static int item(char *it, struct mock_config *cfg, char *msg, size_t size)
{
	char *at = strchr(it, '@'), *eq = strchr(it, '='), *end;
	struct mock_fault *f;
	int k;

	if (!eq) {
		snprintf(msg, size, "'%s': expected KIND@N=ERRNO, drm_minor=M or no_fw=me|mec|all", it);
		return -1;
	}
	*eq = 0;
	if (!at && strcmp(it, "drm_minor") == 0) {
		long m = strtol(eq + 1, &end, 10);

		if (*end || end == eq + 1 || m < 0 || m > 255) {
			snprintf(msg, size, "drm_minor=%s: expected a number 0..255", eq + 1);
			return -1;
		}
		cfg->drm_minor = (int)m;
		return 0;
	}
	if (!at && strcmp(it, "no_fw") == 0) {
		const char *v = eq + 1;

		if (strcmp(v, "me") == 0)
			cfg->no_fw |= 1;
		else if (strcmp(v, "mec") == 0)
			cfg->no_fw |= 2;
		else if (strcmp(v, "all") == 0)
			cfg->no_fw |= 3;
		else {
			snprintf(msg, size, "no_fw=%s: expected me, mec or all", v);
			return -1;
		}
		return 0;
	}
	if (!at || at > eq) {
		snprintf(msg, size, "'%s': expected KIND@N=ERRNO", it);
		return -1;
	}
	*at = 0;
	for (k = 0; k < MK_N && strcmp(kind_names[k], it); k++)
		;
	if (k == MK_N) {
		snprintf(msg, size, "unknown ioctl kind '%s', expected e.g. gem_create, gem_va, ctx, bo_list, cs, "
			 "info, wait_cs, syncobj_wait", it);
		return -1;
	}
	if (cfg->n_faults == (int)(sizeof(cfg->faults) / sizeof(cfg->faults[0]))) {
		snprintf(msg, size, "at most %zu faults", sizeof(cfg->faults) / sizeof(cfg->faults[0]));
		return -1;
	}
	f = &cfg->faults[cfg->n_faults];
	memset(f, 0, sizeof(*f));
	f->kind = (enum mock_kind)k;
	f->nth = strtoul(at + 1, &end, 10);
	if (end == at + 1 || *end || f->nth == 0) {
		snprintf(msg, size, "%s@%s: expected a count from 1", it, at + 1);
		return -1;
	}
	if (f->kind == MK_KFD_DOORBELL && strcmp(eq + 1, "hang") == 0)
		f->cs = MCS_HANG;
	else if (f->kind == MK_KFD_DOORBELL && strcmp(eq + 1, "fault") == 0)
		f->cs = MCS_FAULT;
	else if (f->kind == MK_KFD_DOORBELL) {
		snprintf(msg, size, "kfd_doorbell@%lu=%s: expected hang or fault", f->nth, eq + 1);
		return -1;
	} else if (f->kind == MK_CS && strcmp(eq + 1, "hang") == 0)
		f->cs = MCS_HANG;
	else if (f->kind == MK_CS && strcmp(eq + 1, "reset") == 0)
		f->cs = MCS_RESET;
	else if (f->kind == MK_CS && strcmp(eq + 1, "reset_innocent") == 0)
		f->cs = MCS_RESET_INNOCENT;
	else {
		for (size_t i = 0; i < sizeof(errnos) / sizeof(errnos[0]); i++)
			if (strcmp(errnos[i].name, eq + 1) == 0)
				f->err = errnos[i].err;
		if (!f->err) {
			snprintf(msg, size, "%s@%lu=%s: expected an errno name (ENOMEM, EINTR, EBUSY, ...)%s", it,
				 f->nth, eq + 1, f->kind == MK_CS ? ", hang, reset or reset_innocent" : "");
			return -1;
		}
	}
	cfg->n_faults++;
	return 0;
}

int mock_faults_parse(const char *s, struct mock_config *cfg, char *msg, size_t size)
{
	char buf[1024], *save = NULL;

	if (strlen(s) >= sizeof(buf)) {
		snprintf(msg, size, "longer than %zu characters", sizeof(buf) - 1);
		return -1;
	}
	snprintf(buf, sizeof(buf), "%s", s);
	for (char *it = strtok_r(buf, ",", &save); it; it = strtok_r(NULL, ",", &save))
		if (item(it, cfg, msg, size))
			return -1;
	return 0;
}

int mock_fault_check(struct mock_dev *d, enum mock_kind k, enum mock_cs_fault *cs)
{
	unsigned long n = ++d->calls[k];

	for (int i = 0; i < mock_cfg.n_faults; i++) {
		const struct mock_fault *f = &mock_cfg.faults[i];

		if (f->kind != k || f->nth != n)
			continue;
		if (f->err)
			return f->err;
		if (cs) {
			*cs = f->cs;
			mock_msg("injected: %s #%lu: %s", kind_names[k], n,
				 f->cs == MCS_HANG ? "hang" : f->cs == MCS_RESET ? "GPU reset" :
				 f->cs == MCS_FAULT ? "GPU page fault" : "innocent GPU reset");
		}
	}
	return 0;
}
