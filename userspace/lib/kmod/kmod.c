// SPDX-License-Identifier: MIT
/* Client of /dev/gfxshim (see gfxshim/kmod.h and uapi/gfxshim.h). */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "gfxshim.h"		/* uapi/ */
#include "gfxshim/kmod.h"

_Static_assert(GS_KMOD_FEAT_LEASE == GFXSHIM_FEAT_LEASE, "feature bits");
_Static_assert(GS_KMOD_FEAT_PCI == GFXSHIM_FEAT_PCI, "feature bits");
_Static_assert(GS_KMOD_DEV_PCI == GFXSHIM_DEV_PCI, "device flags");
_Static_assert((int)GS_KMOD_REG_CP_STAT == (int)GFXSHIM_REG_CP_STAT, "register ids");
_Static_assert(GS_KMOD_CLOCK_MAX_SAMPLES == GFXSHIM_CLOCK_MAX_SAMPLES, "samples");

#define PATH_LEN 256

struct gs_kmod {
	int fd;
	unsigned int flags;
	uint32_t abi_version;
	uint64_t features;
	char path[PATH_LEN];
};

static enum gs_status errno_status(int e)
{
	switch (e) {
	case ENOENT:
	case ENODEV:
	case ENXIO:
		return GS_ERR_NODEV;
	case EINVAL:
	case E2BIG:
		return GS_ERR_INVALID;
	case ENOTTY:
	case EOPNOTSUPP:
		return GS_ERR_UNSUPPORTED;
	case ENOMEM:
		return GS_ERR_NOMEM;
	default:
		return GS_ERR_IO;
	}
}

/* ioctl, restarted on EINTR unless @interruptible */
static int kioctl(const struct gs_kmod *km, unsigned long cmd, void *arg, int interruptible)
{
	int r;

	do {
		r = ioctl(km->fd, cmd, arg);
	} while (r < 0 && errno == EINTR && !interruptible);
	return r < 0 ? errno : 0;
}

static enum gs_status fail(const struct gs_kmod *km, struct gs_error *err, int e,
			   const char *what, uint32_t index)
{
	return gs_error_set(err, errno_status(e), "%s: %s of device %u: %s", km->path, what,
			    index, strerror(e));
}

static enum gs_status need(const struct gs_kmod *km, uint64_t feature, const char *what,
			   struct gs_error *err)
{
	if (km->features & feature)
		return GS_OK;
	return gs_error_set(err, GS_ERR_UNSUPPORTED,
			    "%s: the gfxshim module (ABI %u.%u) has no %s", km->path,
			    km->abi_version >> 16, km->abi_version & 0xffff, what);
}

enum gs_status gs_kmod_open(const char *path, unsigned int flags, struct gs_kmod **out,
			    struct gs_error *err)
{
	struct gfxshim_query q = { .size = sizeof(q) };
	struct gs_kmod *km;
	int e;

	if (!out)
		return gs_error_set(err, GS_ERR_INVALID, "gs_kmod_open: out is NULL");
	*out = NULL;
	if (flags & ~GS_KMOD_READONLY)
		return gs_error_set(err, GS_ERR_INVALID, "gs_kmod_open: unknown flags %#x",
				    flags & ~GS_KMOD_READONLY);
	if (!path)
		path = GS_KMOD_DEFAULT_PATH;
	if (!*path || strlen(path) >= PATH_LEN)
		return gs_error_set(err, GS_ERR_INVALID, "gs_kmod_open: bad path");
	km = calloc(1, sizeof(*km));
	if (!km)
		return gs_error_set(err, GS_ERR_NOMEM, "gs_kmod_open: out of memory");
	memcpy(km->path, path, strlen(path) + 1);
	km->flags = flags;
	km->fd = open(path, ((flags & GS_KMOD_READONLY) ? O_RDONLY : O_RDWR) | O_CLOEXEC);
	if (km->fd < 0) {
		e = errno;
		free(km);
		if (e == ENOENT || e == ENODEV || e == ENXIO)
			return gs_error_set(err, GS_ERR_NODEV,
					    "%s: %s (is the gfxshim module loaded?)", path,
					    strerror(e));
		if (e == EACCES || e == EPERM)
			return gs_error_set(err, GS_ERR_IO,
					    "%s: %s (leases need write access; "
					    "GS_KMOD_READONLY opens read-only)", path, strerror(e));
		return gs_error_set(err, errno_status(e), "%s: %s", path, strerror(e));
	}
	e = kioctl(km, GFXSHIM_IOC_QUERY, &q, 0);
	if (e) {
		close(km->fd);
		free(km);
		if (e == ENOTTY || e == EINVAL)
			return gs_error_set(err, GS_ERR_UNSUPPORTED,
					    "%s: not a gfxshim device (%s)", path, strerror(e));
		return gs_error_set(err, errno_status(e), "%s: query: %s", path, strerror(e));
	}
	if (q.abi_version >> 16 != GFXSHIM_ABI_MAJOR) {
		close(km->fd);
		free(km);
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "%s: gfxshim module ABI %u.%u, this library speaks %u.x",
				    path, q.abi_version >> 16, q.abi_version & 0xffff,
				    GFXSHIM_ABI_MAJOR);
	}
	km->abi_version = q.abi_version;
	/* an ABI 1.0 module fills 16 bytes only: no features field */
	km->features = q.size >= sizeof(q) ? q.features : 0;
	*out = km;
	return GS_OK;
}

void gs_kmod_close(struct gs_kmod *km)
{
	if (!km)
		return;
	close(km->fd);
	free(km);
}

enum gs_status gs_kmod_query(struct gs_kmod *km, struct gs_kmod_info *out,
			     struct gs_error *err)
{
	struct gfxshim_query q = { .size = sizeof(q) };
	int e;

	if (!km || !out)
		return gs_error_set(err, GS_ERR_INVALID, "gs_kmod_query: NULL argument");
	e = kioctl(km, GFXSHIM_IOC_QUERY, &q, 0);
	if (e)
		return gs_error_set(err, errno_status(e), "%s: query: %s", km->path,
				    strerror(e));
	out->abi_version = q.abi_version;
	out->num_devices = q.num_devices;
	out->features = q.size >= sizeof(q) ? q.features : 0;
	return GS_OK;
}

enum gs_status gs_kmod_device_info(struct gs_kmod *km, uint32_t index,
				   struct gs_kmod_device *out, struct gs_error *err)
{
	struct gfxshim_device_info di;
	int e;

	if (!km || !out)
		return gs_error_set(err, GS_ERR_INVALID, "gs_kmod_device_info: NULL argument");
	memset(&di, 0, sizeof(di));
	di.size = sizeof(di);
	di.index = index;
	e = kioctl(km, GFXSHIM_IOC_DEVICE_INFO, &di, 0);
	if (e)
		return fail(km, err, e, "device info", index);
	/* fields past di.size are those an older module did not fill: zero */
	if (di.size < sizeof(di))
		memset((char *)&di + di.size, 0, sizeof(di) - di.size);
	memset(out, 0, sizeof(*out));
	out->index = index;
	out->flags = di.dev_flags;
	out->vendor_id = di.vendor_id;
	out->device_id = di.device_id;
	out->revision = di.revision;
	out->pci_domain = di.pci_domain;
	out->pci_bus = di.pci_bus;
	out->pci_dev = di.pci_dev;
	out->pci_func = di.pci_func;
	out->gfx_version = di.gfx_version;
	memcpy(out->target, di.target, sizeof(out->target));
	out->target[sizeof(out->target) - 1] = '\0';
	out->gpu_clock_hz = di.gpu_clock_hz;
	out->regs = di.regs;
	out->uid = di.uid;
	out->lease_pid = di.lease_pid;
	out->render_minor = di.render_minor;
	return GS_OK;
}

enum gs_status gs_kmod_devices(struct gs_kmod *km, struct gs_kmod_device *out, size_t max,
			       size_t *count, struct gs_error *err)
{
	struct gs_kmod_device d;
	struct gs_kmod_info info;
	struct gs_error tmp;
	enum gs_status st;
	size_t n = 0;
	uint32_t i;

	if (!km || !count || (max && !out))
		return gs_error_set(err, GS_ERR_INVALID, "gs_kmod_devices: NULL argument");
	*count = 0;
	st = gs_kmod_query(km, &info, err);
	if (st)
		return st;
	for (i = 0; i < info.num_devices; i++) {
		st = gs_kmod_device_info(km, i, &d, &tmp);
		if (st == GS_ERR_NODEV)
			continue;	/* detached meanwhile, or an empty index */
		if (st) {
			if (err)
				*err = tmp;
			return st;
		}
		if (n < max)
			out[n] = d;
		n++;
	}
	*count = n;
	return GS_OK;
}

enum gs_status gs_kmod_read_reg(struct gs_kmod *km, uint32_t index, uint32_t reg,
				uint64_t *value, struct gs_error *err)
{
	struct gfxshim_read_reg rr;
	int e;

	if (!km || !value)
		return gs_error_set(err, GS_ERR_INVALID, "gs_kmod_read_reg: NULL argument");
	if (need(km, GS_KMOD_FEAT_REGS, "register access", err))
		return GS_ERR_UNSUPPORTED;
	memset(&rr, 0, sizeof(rr));
	rr.size = sizeof(rr);
	rr.index = index;
	rr.reg = reg;
	e = kioctl(km, GFXSHIM_IOC_READ_REG, &rr, 0);
	if (e == EINVAL)
		return gs_error_set(err, GS_ERR_INVALID,
				    "%s: register %u of device %u is not readable "
				    "(not in the device's allowlist)", km->path, reg, index);
	if (e)
		return fail(km, err, e, "read register", index);
	*value = rr.value;
	return GS_OK;
}

static int lease_ioctl(struct gs_kmod *km, unsigned long cmd, uint32_t index, uint64_t uid,
		       uint32_t flags, int interruptible)
{
	struct gfxshim_lease l;

	memset(&l, 0, sizeof(l));
	l.size = sizeof(l);
	l.flags = flags;
	l.index = index;
	l.uid = uid;
	return kioctl(km, cmd, &l, interruptible);
}

static enum gs_status lease_fail(struct gs_kmod *km, struct gs_error *err, int e,
				 const char *what, uint32_t index)
{
	switch (e) {
	case EPERM:
		if (km->flags & GS_KMOD_READONLY)
			return gs_error_set(err, GS_ERR_IO,
					    "%s: %s of device %u: opened read-only", km->path,
					    what, index);
		return gs_error_set(err, GS_ERR_IO, "%s: %s of device %u: held by another file",
				    km->path, what, index);
	case ENOENT:
		return gs_error_set(err, GS_ERR_INVALID, "%s: %s of device %u: not leased",
				    km->path, what, index);
	case EALREADY:
		return gs_error_set(err, GS_ERR_INVALID,
				    "%s: %s of device %u: already held by this handle",
				    km->path, what, index);
	case EINTR:
		return gs_error_set(err, GS_ERR_IO, "%s: %s of device %u: interrupted by a signal",
				    km->path, what, index);
	case ENODEV:
		return gs_error_set(err, GS_ERR_NODEV,
				    "%s: %s: no device %u (or it was detached)", km->path, what,
				    index);
	default:
		return fail(km, err, e, what, index);
	}
}

enum gs_status gs_kmod_lease_acquire(struct gs_kmod *km, uint32_t index, uint64_t uid,
				     struct gs_error *err)
{
	int e;

	if (!km)
		return gs_error_set(err, GS_ERR_INVALID, "gs_kmod_lease_acquire: NULL handle");
	if (need(km, GS_KMOD_FEAT_LEASE, "leases", err))
		return GS_ERR_UNSUPPORTED;
	e = lease_ioctl(km, GFXSHIM_IOC_LEASE_ACQUIRE, index, uid, 0, 1);
	return e ? lease_fail(km, err, e, "lease", index) : GS_OK;
}

enum gs_status gs_kmod_lease_try_acquire(struct gs_kmod *km, uint32_t index, uint64_t uid,
					 bool *acquired, int32_t *holder_pid,
					 struct gs_error *err)
{
	struct gs_kmod_device d;
	int e;

	if (!km || !acquired)
		return gs_error_set(err, GS_ERR_INVALID,
				    "gs_kmod_lease_try_acquire: NULL argument");
	*acquired = false;
	if (holder_pid)
		*holder_pid = 0;
	if (need(km, GS_KMOD_FEAT_LEASE, "leases", err))
		return GS_ERR_UNSUPPORTED;
	e = lease_ioctl(km, GFXSHIM_IOC_LEASE_ACQUIRE, index, uid, GFXSHIM_LEASE_NONBLOCK, 0);
	if (!e) {
		*acquired = true;
		return GS_OK;
	}
	if (e != EBUSY)
		return lease_fail(km, err, e, "lease", index);
	/* busy is an answer, not an error; who holds it is best effort */
	if (holder_pid && !gs_kmod_device_info(km, index, &d, NULL))
		*holder_pid = d.lease_pid;
	return GS_OK;
}

enum gs_status gs_kmod_lease_release(struct gs_kmod *km, uint32_t index, uint64_t uid,
				     struct gs_error *err)
{
	int e;

	if (!km)
		return gs_error_set(err, GS_ERR_INVALID, "gs_kmod_lease_release: NULL handle");
	if (need(km, GS_KMOD_FEAT_LEASE, "leases", err))
		return GS_ERR_UNSUPPORTED;
	e = lease_ioctl(km, GFXSHIM_IOC_LEASE_RELEASE, index, uid, 0, 0);
	return e ? lease_fail(km, err, e, "lease release", index) : GS_OK;
}

enum gs_status gs_kmod_clock_correlate(struct gs_kmod *km, uint32_t index, uint32_t samples,
				       int clockid, struct gs_kmod_clock *out,
				       struct gs_error *err)
{
	struct gfxshim_clock_corr cc;
	int e;

	if (!km || !out)
		return gs_error_set(err, GS_ERR_INVALID,
				    "gs_kmod_clock_correlate: NULL argument");
	if (!samples || samples > GS_KMOD_CLOCK_MAX_SAMPLES)
		return gs_error_set(err, GS_ERR_RANGE,
				    "gs_kmod_clock_correlate: %u samples, expected 1..%u",
				    samples, GS_KMOD_CLOCK_MAX_SAMPLES);
	if (clockid != CLOCK_MONOTONIC_RAW && clockid != CLOCK_MONOTONIC &&
	    clockid != CLOCK_BOOTTIME)
		return gs_error_set(err, GS_ERR_INVALID,
				    "gs_kmod_clock_correlate: clock id %d, expected "
				    "CLOCK_MONOTONIC_RAW, CLOCK_MONOTONIC or CLOCK_BOOTTIME",
				    clockid);
	if (need(km, GS_KMOD_FEAT_CLOCK, "clock correlation", err))
		return GS_ERR_UNSUPPORTED;
	memset(&cc, 0, sizeof(cc));
	cc.size = sizeof(cc);
	cc.index = index;
	cc.samples = samples;
	cc.clockid = clockid;
	e = kioctl(km, GFXSHIM_IOC_CLOCK_CORR, &cc, 0);
	if (e == EOPNOTSUPP)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "%s: device %u: the module cannot read its GPU clock",
				    km->path, index);
	if (e)
		return fail(km, err, e, "clock correlation", index);
	out->cpu_ns_before = cc.cpu_ns_before;
	out->gpu_ticks = cc.gpu_ticks;
	out->cpu_ns_after = cc.cpu_ns_after;
	out->window_ns = cc.window_ns;
	out->gpu_clock_hz = cc.gpu_clock_hz;
	return GS_OK;
}
