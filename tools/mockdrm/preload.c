// SPDX-License-Identifier: MIT
/*
 * The libc functions the mock interposes (LD_PRELOAD).  Without
 * GFXSHIM_MOCKDRM every one passes straight through.  With it:
 *
 * - opening /dev/dri/renderD<128+i> or card<i> makes a mock file, and
 *   opening /dev/kfd one of the process's mock kfd_process (kfd.c); its
 *   descriptor is a memfd (a real descriptor, so poll/fcntl/close work),
 *   and close, dup*, fcntl(F_DUPFD*), ioctl, mmap and fstat on it go to the
 *   mock; munmap forgets the CPU mappings it made;
 * - the paths drmGetDevices2 and libpciaccess read (/dev/dri, /sys/dev/char/
 *   226:*, /sys/bus/pci/devices, /sys/class/drm, the devices' sysfs
 *   directories) and the KFD topology (/sys/class/kfd,
 *   /sys/devices/virtual/kfd) are redirected into the tree sysfs.c writes, so only the
 *   mock's devices are seen; realpath answers in the original names.
 *
 * glibc's own functions (fopen, opendir, realpath) open files without going
 * through open(), so those are interposed too; the exact list libdrm
 * 2.4.114, libdrm_amdgpu and libpciaccess import is in mockdrm.rst.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <signal.h>

#include "mockdrm.h"

struct mock_real mock_real;

static struct {
	int (*open64)(const char *, int, ...);
	int (*openat64)(int, const char *, int, ...);
	FILE *(*fopen)(const char *, const char *);
	FILE *(*fopen64)(const char *, const char *);
	DIR *(*opendir)(const char *);
	int (*scandir)(const char *, struct dirent ***, int (*)(const struct dirent *),
		       int (*)(const struct dirent **, const struct dirent **));
	int (*scandir64)(const char *, struct dirent64 ***, int (*)(const struct dirent64 *),
			 int (*)(const struct dirent64 **, const struct dirent64 **));
	int (*stat)(const char *, struct stat *);
	int (*lstat)(const char *, struct stat *);
	int (*fstat)(int, struct stat *);
	int (*fstatat)(int, const char *, struct stat *, int);
	int (*access)(const char *, int);
	int (*faccessat)(int, const char *, int, int);
	ssize_t (*readlink)(const char *, char *, size_t);
	char *(*realpath)(const char *, char *);
	int (*dup)(int);
	int (*dup2)(int, int);
	int (*dup3)(int, int, int);
	int (*fcntl)(int, int, ...);
	int (*xstat)(int, const char *, struct stat *);
	int (*lxstat)(int, const char *, struct stat *);
	int (*fxstat)(int, int, struct stat *);
} real;

static char root[PATH_MAX];   /* the redirected tree */
static size_t root_len;

/* fd -> open mock file */
static struct mock_file **fds;
static int n_fds;

#define RESOLVE(field, name) real.field = dlsym(RTLD_NEXT, name)

static void resolve(void)
{
	mock_real.open = dlsym(RTLD_NEXT, "open");
	mock_real.openat = dlsym(RTLD_NEXT, "openat");
	mock_real.close = dlsym(RTLD_NEXT, "close");
	mock_real.ioctl = dlsym(RTLD_NEXT, "ioctl");
	mock_real.mmap = dlsym(RTLD_NEXT, "mmap");
	mock_real.munmap = dlsym(RTLD_NEXT, "munmap");
	RESOLVE(open64, "open64");
	RESOLVE(openat64, "openat64");
	RESOLVE(fopen, "fopen");
	RESOLVE(fopen64, "fopen64");
	RESOLVE(opendir, "opendir");
	RESOLVE(scandir, "scandir");
	RESOLVE(scandir64, "scandir64");
	RESOLVE(stat, "stat");
	RESOLVE(lstat, "lstat");
	RESOLVE(fstat, "fstat");
	RESOLVE(fstatat, "fstatat");
	RESOLVE(access, "access");
	RESOLVE(faccessat, "faccessat");
	RESOLVE(readlink, "readlink");
	RESOLVE(realpath, "realpath");
	RESOLVE(dup, "dup");
	RESOLVE(dup2, "dup2");
	RESOLVE(dup3, "dup3");
	RESOLVE(fcntl, "fcntl");
	/* pre-2.33 binaries stat through these (compat symbols) */
	real.xstat = dlvsym(RTLD_NEXT, "__xstat", "GLIBC_2.2.5");
	real.lxstat = dlvsym(RTLD_NEXT, "__lxstat", "GLIBC_2.2.5");
	real.fxstat = dlvsym(RTLD_NEXT, "__fxstat", "GLIBC_2.2.5");
}

static pid_t owner;   /* the process that loaded the mock (a fork's child is not) */

static void at_exit(void)
{
	/* a forked child's exit: the files and the tree are its parent's */
	if (getpid() != owner)
		return;
	/* files never closed: the kernel would release them at exit */
	pthread_mutex_lock(&mock_lock);
	for (int fd = 0; fd < n_fds; fd++) {
		struct mock_file *f = fds[fd];

		if (!f)
			continue;
		for (int g = fd; g < n_fds; g++)
			if (fds[g] == f)
				fds[g] = NULL;
		mock_msg("leak: %s still open at exit", f->path);
		f->refs = 1;
		mock_file_put(f);
	}
	pthread_mutex_unlock(&mock_lock);
	if (root_len)
		mock_sysfs_remove(root);
}

/* Trees of processes that are gone (one that exec'd or was killed does not
 * remove its own): removed when a new one is made. */
static void remove_stale(const char *dir)
{
	DIR *d = real.opendir(dir);
	struct dirent *e;
	char path[PATH_MAX + 256];
	int pid;

	if (!d)
		return;
	while ((e = readdir(d)))
		if (sscanf(e->d_name, "gfxshim-mockdrm.%d.", &pid) == 1 && pid > 0 && kill(pid, 0) && errno == ESRCH) {
			snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
			mock_sysfs_remove(path);
		}
	closedir(d);
}

/* The tree, made at the first redirected path (a process that never looks
 * for a DRM device writes nothing). */
static int tree_ready(void)
{
	static pthread_mutex_t once = PTHREAD_MUTEX_INITIALIZER;
	static int state;   /* 0 not yet, 1 made, -1 failed */
	const char *tmp = getenv("TMPDIR");
	char dir[PATH_MAX - 64];
	int r;

	pthread_mutex_lock(&once);
	if (state) {
		pthread_mutex_unlock(&once);
		return state > 0;
	}
	snprintf(dir, sizeof(dir), "%s", tmp && *tmp ? tmp : "/tmp");
	remove_stale(dir);
	snprintf(root, sizeof(root), "%s/gfxshim-mockdrm.%d.XXXXXX", dir, (int)getpid());
	if (!mkdtemp(root)) {
		mock_msg("cannot create %s: %s", root, strerror(errno));
		_exit(2);
	}
	r = mock_sysfs_build(root);
	if (r) {
		mock_msg("cannot write the device tree under %s: %s", root, strerror(-r));
		mock_sysfs_remove(root);
		_exit(2);
	}
	root_len = strlen(root);
	state = 1;
	mock_log("%d mock device%s, tree in %s", mock_cfg.n_devs, mock_cfg.n_devs == 1 ? "" : "s", root);
	pthread_mutex_unlock(&once);
	return 1;
}

__attribute__((constructor)) static void init(void)
{
	resolve();
	if (mock_setup()) {
		owner = getpid();
		atexit(at_exit);
	}
}

/* ---- paths ---- */

static int under(const char *path, const char *prefix)
{
	size_t n = strlen(prefix);

	return strncmp(path, prefix, n) == 0 && (path[n] == 0 || path[n] == '/');
}

/* The mock's name for path (in buf), or path itself. */
static const char *xlate(const char *path, char *buf, size_t size)
{
	static const char *const prefixes[] = { "/dev/dri", "/sys/bus/pci/devices", "/sys/bus/pci/drivers/amdgpu",
						"/sys/class/drm", "/sys/devices/pci-gfxshim-mockdrm", "/sys/class/kfd",
						"/sys/devices/virtual/kfd", "/dev/kfd" };

	if (!mock_active() || !path || path[0] != '/')
		return path;
	for (size_t i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++)
		if (under(path, prefixes[i]))
			goto hit;
	if (strncmp(path, "/sys/dev/char/226:", 18) == 0)
		goto hit;
	return path;
hit:
	if (!tree_ready())
		return path;
	snprintf(buf, size, "%s%s", root, path);
	return buf;
}

/* Is path one of the mock's device nodes?  Its device, and whether it is
 * the render node (else the primary). */
static struct mock_dev *node_of(const char *path, int *render)
{
	int n;
	char tail;

	if (!mock_active() || !path)
		return NULL;
	if (root_len && strncmp(path, root, root_len) == 0)
		path += root_len;
	if (strncmp(path, "/dev/dri/", 9) != 0)
		return NULL;
	path += 9;
	if (sscanf(path, "renderD%d%c", &n, &tail) == 1 && n >= MOCK_RENDER_MINOR0) {
		*render = 1;
		return mock_dev_at(n - MOCK_RENDER_MINOR0);
	}
	if (sscanf(path, "card%d%c", &n, &tail) == 1) {
		*render = 0;
		return mock_dev_at(n);
	}
	return NULL;
}

/* Is path the mock's /dev/kfd? */
static int is_kfd(const char *path)
{
	if (!mock_active() || !path)
		return 0;
	if (root_len && strncmp(path, root, root_len) == 0)
		path += root_len;
	return strcmp(path, MOCK_KFD_PATH) == 0;
}

static void fake_kfd_stat(struct stat *st)
{
	memset(st, 0, sizeof(*st));
	st->st_mode = S_IFCHR | 0666;
	st->st_rdev = makedev(MOCK_KFD_MAJOR, 0);
	st->st_dev = makedev(0, 5);
	st->st_ino = 0x6d6f636b6bull;
	st->st_nlink = 1;
	st->st_blksize = 4096;
}

static void fake_node_stat(const struct mock_dev *d, int render, struct stat *st)
{
	unsigned int minor = render ? (unsigned int)(MOCK_RENDER_MINOR0 + d->index) : (unsigned int)d->index;

	memset(st, 0, sizeof(*st));
	st->st_mode = S_IFCHR | 0666;
	st->st_rdev = makedev(MOCK_DRM_MAJOR, minor);
	st->st_dev = makedev(0, 5);
	st->st_ino = 0x6d6f636b00ull + minor;
	st->st_nlink = 1;
	st->st_blksize = 4096;
}

static struct mock_file *file_of(int fd)
{
	return fd >= 0 && fd < n_fds ? fds[fd] : NULL;
}

struct mock_file *mock_file_of(int fd)
{
	return file_of(fd);
}

static int set_fd(int fd, struct mock_file *f)
{
	if (fd >= n_fds) {
		int n = fd + 64;
		struct mock_file **t = realloc(fds, (size_t)n * sizeof(*t));

		if (!t)
			return -ENOMEM;
		memset(t + n_fds, 0, (size_t)(n - n_fds) * sizeof(*t));
		fds = t;
		n_fds = n;
	}
	fds[fd] = f;
	return 0;
}

/* A new mock file for node path: its descriptor, or -1 with errno. */
static int open_node(struct mock_dev *d, int render, const char *path, int flags)
{
	char name[64];
	struct mock_file *f;
	int fd, r;

	if ((flags & O_ACCMODE) != O_RDWR && (flags & O_ACCMODE) != O_RDONLY) {
		errno = EINVAL;
		return -1;
	}
	snprintf(name, sizeof(name), "gfxshim-mockdrm-%s", render ? "render" : "card");
	fd = memfd_create(name, flags & O_CLOEXEC ? MFD_CLOEXEC : 0);
	if (fd < 0)
		return -1;
	pthread_mutex_lock(&mock_lock);
	snprintf(name, sizeof(name), "/dev/dri/%s%d", render ? "renderD" : "card",
		 render ? MOCK_RENDER_MINOR0 + d->index : d->index);
	f = mock_file_new(d, name, render);
	r = f ? set_fd(fd, f) : -errno;
	if (r && f)
		mock_file_put(f);
	pthread_mutex_unlock(&mock_lock);
	if (r) {
		mock_real.close(fd);
		errno = -r;
		return -1;
	}
	mock_log("%s: opened as fd %d (%s)", path, fd, d->t->name);
	return fd;
}

/* The process's /dev/kfd: a descriptor, or -1 with errno. */
static int open_kfd(const char *path, int flags)
{
	struct mock_file *f;
	int fd, r;

	if ((flags & O_ACCMODE) != O_RDWR) {
		errno = EACCES;   /* amdkfd wants read-write */
		return -1;
	}
	fd = memfd_create("gfxshim-mockdrm-kfd", flags & O_CLOEXEC ? MFD_CLOEXEC : 0);
	if (fd < 0)
		return -1;
	pthread_mutex_lock(&mock_lock);
	f = mock_kfd_file_new();
	r = f ? set_fd(fd, f) : -ENOMEM;
	if (r && f)
		mock_file_put(f);
	pthread_mutex_unlock(&mock_lock);
	if (r) {
		mock_real.close(fd);
		errno = -r;
		return -1;
	}
	mock_log("%s: opened as fd %d", path, fd);
	return fd;
}

static int do_open(int (*fn)(const char *, int, ...), const char *path, int flags, mode_t mode)
{
	char buf[PATH_MAX];
	struct mock_dev *d;
	int render;

	if (is_kfd(path))
		return open_kfd(path, flags);
	if ((d = node_of(path, &render)))
		return open_node(d, render, path, flags);
	return fn(xlate(path, buf, sizeof(buf)), flags, mode);
}

#define OPEN_MODE(flags, mode)                                           \
	do {                                                             \
		if ((flags) & (O_CREAT | __O_TMPFILE)) {                  \
			va_list ap;                                      \
			va_start(ap, flags);                             \
			mode = va_arg(ap, mode_t);                       \
			va_end(ap);                                      \
		}                                                        \
	} while (0)

int open(const char *path, int flags, ...)
{
	mode_t mode = 0;

	OPEN_MODE(flags, mode);
	if (!mock_real.open)
		resolve();
	return do_open(mock_real.open, path, flags, mode);
}

int open64(const char *path, int flags, ...)
{
	mode_t mode = 0;

	OPEN_MODE(flags, mode);
	if (!real.open64)
		resolve();
	return do_open(real.open64, path, flags, mode);
}

int __open_2(const char *path, int flags);
int __open_2(const char *path, int flags)
{
	return open(path, flags);
}

int __open64_2(const char *path, int flags);
int __open64_2(const char *path, int flags)
{
	return open64(path, flags);
}

static int do_openat(int (*fn)(int, const char *, int, ...), int dirfd, const char *path, int flags,
		     mode_t mode)
{
	char buf[PATH_MAX];
	struct mock_dev *d;
	int render;

	if (path && path[0] == '/' && is_kfd(path))
		return open_kfd(path, flags);
	if (path && path[0] == '/' && (d = node_of(path, &render)))
		return open_node(d, render, path, flags);
	return fn(dirfd, xlate(path, buf, sizeof(buf)), flags, mode);
}

int openat(int dirfd, const char *path, int flags, ...)
{
	mode_t mode = 0;

	OPEN_MODE(flags, mode);
	if (!mock_real.openat)
		resolve();
	return do_openat(mock_real.openat, dirfd, path, flags, mode);
}

int openat64(int dirfd, const char *path, int flags, ...)
{
	mode_t mode = 0;

	OPEN_MODE(flags, mode);
	if (!real.openat64)
		resolve();
	return do_openat(real.openat64, dirfd, path, flags, mode);
}

int __openat_2(int dirfd, const char *path, int flags);
int __openat_2(int dirfd, const char *path, int flags)
{
	return openat(dirfd, path, flags);
}

FILE *fopen(const char *path, const char *mode)
{
	char buf[PATH_MAX];

	if (!real.fopen)
		resolve();
	return real.fopen(xlate(path, buf, sizeof(buf)), mode);
}

FILE *fopen64(const char *path, const char *mode)
{
	char buf[PATH_MAX];

	if (!real.fopen64)
		resolve();
	return real.fopen64(xlate(path, buf, sizeof(buf)), mode);
}

DIR *opendir(const char *path)
{
	char buf[PATH_MAX];

	if (!real.opendir)
		resolve();
	return real.opendir(xlate(path, buf, sizeof(buf)));
}

int scandir(const char *path, struct dirent ***list, int (*sel)(const struct dirent *),
	    int (*cmp)(const struct dirent **, const struct dirent **))
{
	char buf[PATH_MAX];

	if (!real.scandir)
		resolve();
	return real.scandir(xlate(path, buf, sizeof(buf)), list, sel, cmp);
}

int scandir64(const char *path, struct dirent64 ***list, int (*sel)(const struct dirent64 *),
	      int (*cmp)(const struct dirent64 **, const struct dirent64 **))
{
	char buf[PATH_MAX];

	if (!real.scandir64)
		resolve();
	return real.scandir64(xlate(path, buf, sizeof(buf)), list, sel, cmp);
}

/* ---- stat ---- */

static int stat_path(int (*fn)(const char *, struct stat *), const char *path, struct stat *st)
{
	char buf[PATH_MAX];
	struct mock_dev *d;
	int render;

	if (is_kfd(path)) {
		fake_kfd_stat(st);
		return 0;
	}
	if ((d = node_of(path, &render))) {
		fake_node_stat(d, render, st);
		return 0;
	}
	return fn(xlate(path, buf, sizeof(buf)), st);
}

static int stat_fd(int fd, struct stat *st)
{
	struct mock_file *f;
	int hit;

	pthread_mutex_lock(&mock_lock);
	f = file_of(fd);
	hit = f != NULL;
	if (hit && f->ops == &mock_kfd_ops)
		fake_kfd_stat(st);
	else if (hit)
		fake_node_stat(f->dev, f->render, st);
	pthread_mutex_unlock(&mock_lock);
	return hit;
}

int stat(const char *path, struct stat *st)
{
	if (!real.stat)
		resolve();
	return stat_path(real.stat, path, st);
}

int lstat(const char *path, struct stat *st)
{
	if (!real.lstat)
		resolve();
	return stat_path(real.lstat, path, st);
}

int stat64(const char *path, struct stat64 *st)
{
	return stat(path, (struct stat *)st);
}

int lstat64(const char *path, struct stat64 *st)
{
	return lstat(path, (struct stat *)st);
}

int fstat(int fd, struct stat *st)
{
	if (!real.fstat)
		resolve();
	if (mock_active() && stat_fd(fd, st))
		return 0;
	return real.fstat(fd, st);
}

int fstat64(int fd, struct stat64 *st)
{
	return fstat(fd, (struct stat *)st);
}

int fstatat(int dirfd, const char *path, struct stat *st, int flags)
{
	char buf[PATH_MAX];
	struct mock_dev *d;
	int render;

	if (!real.fstatat)
		resolve();
	if ((flags & AT_EMPTY_PATH) && !*path && mock_active() && stat_fd(dirfd, st))
		return 0;
	if (path[0] == '/' && is_kfd(path)) {
		fake_kfd_stat(st);
		return 0;
	}
	if (path[0] == '/' && (d = node_of(path, &render))) {
		fake_node_stat(d, render, st);
		return 0;
	}
	return real.fstatat(dirfd, xlate(path, buf, sizeof(buf)), st, flags);
}

int fstatat64(int dirfd, const char *path, struct stat64 *st, int flags)
{
	return fstatat(dirfd, path, (struct stat *)st, flags);
}

int __xstat(int ver, const char *path, struct stat *st);
int __xstat(int ver, const char *path, struct stat *st)
{
	(void)ver;
	return stat(path, st);
}

int __xstat64(int ver, const char *path, struct stat64 *st);
int __xstat64(int ver, const char *path, struct stat64 *st)
{
	(void)ver;
	return stat(path, (struct stat *)st);
}

int __lxstat(int ver, const char *path, struct stat *st);
int __lxstat(int ver, const char *path, struct stat *st)
{
	(void)ver;
	return lstat(path, st);
}

int __lxstat64(int ver, const char *path, struct stat64 *st);
int __lxstat64(int ver, const char *path, struct stat64 *st)
{
	(void)ver;
	return lstat(path, (struct stat *)st);
}

int __fxstat(int ver, int fd, struct stat *st);
int __fxstat(int ver, int fd, struct stat *st)
{
	(void)ver;
	return fstat(fd, st);
}

int __fxstat64(int ver, int fd, struct stat64 *st);
int __fxstat64(int ver, int fd, struct stat64 *st)
{
	(void)ver;
	return fstat(fd, (struct stat *)st);
}

int access(const char *path, int mode)
{
	char buf[PATH_MAX];

	if (!real.access)
		resolve();
	return real.access(xlate(path, buf, sizeof(buf)), mode);
}

int faccessat(int dirfd, const char *path, int mode, int flags)
{
	char buf[PATH_MAX];

	if (!real.faccessat)
		resolve();
	return real.faccessat(dirfd, xlate(path, buf, sizeof(buf)), mode, flags);
}

ssize_t readlink(const char *path, char *out, size_t size)
{
	char buf[PATH_MAX];

	if (!real.readlink)
		resolve();
	return real.readlink(xlate(path, buf, sizeof(buf)), out, size);
}

/* realpath in the original names: the tree's prefix taken off again */
char *realpath(const char *path, char *resolved)
{
	char buf[PATH_MAX], *r;

	if (!real.realpath)
		resolve();
	r = real.realpath(xlate(path, buf, sizeof(buf)), resolved);
	if (r && root_len && strncmp(r, root, root_len) == 0)
		memmove(r, r + root_len, strlen(r + root_len) + 1);
	return r;
}

char *__realpath_chk(const char *path, char *resolved, size_t size);
char *__realpath_chk(const char *path, char *resolved, size_t size)
{
	(void)size;
	return realpath(path, resolved);
}

/* ---- descriptors ---- */

int close(int fd)
{
	struct mock_file *f;

	if (!mock_real.close)
		resolve();
	if (mock_active()) {
		pthread_mutex_lock(&mock_lock);
		f = file_of(fd);
		if (f) {
			fds[fd] = NULL;
			mock_file_put(f);
		}
		pthread_mutex_unlock(&mock_lock);
	}
	return mock_real.close(fd);
}

/* fd2 now refers to fd's mock file too (after a successful dup). */
static int dup_done(int fd, int fd2)
{
	struct mock_file *f, *old;

	if (fd2 < 0 || !mock_active())
		return fd2;
	pthread_mutex_lock(&mock_lock);
	f = file_of(fd);
	old = fd2 != fd ? file_of(fd2) : NULL;
	if (old) {
		fds[fd2] = NULL;
		mock_file_put(old);   /* dup2 closed it */
	}
	if (f && fd2 != fd && set_fd(fd2, f) == 0)
		f->refs++;
	pthread_mutex_unlock(&mock_lock);
	return fd2;
}

int dup(int fd)
{
	if (!real.dup)
		resolve();
	return dup_done(fd, real.dup(fd));
}

int dup2(int fd, int fd2)
{
	if (!real.dup2)
		resolve();
	return dup_done(fd, real.dup2(fd, fd2));
}

int dup3(int fd, int fd2, int flags)
{
	if (!real.dup3)
		resolve();
	return dup_done(fd, real.dup3(fd, fd2, flags));
}

int fcntl(int fd, int cmd, ...)
{
	va_list ap;
	long arg;
	int r;

	va_start(ap, cmd);
	arg = va_arg(ap, long);
	va_end(ap);
	if (!real.fcntl)
		resolve();
	r = real.fcntl(fd, cmd, arg);
	if (cmd == F_DUPFD || cmd == F_DUPFD_CLOEXEC)
		return dup_done(fd, r);
	return r;
}

int fcntl64(int fd, int cmd, ...);
int fcntl64(int fd, int cmd, ...)
{
	va_list ap;
	long arg;

	va_start(ap, cmd);
	arg = va_arg(ap, long);
	va_end(ap);
	return fcntl(fd, cmd, arg);
}

int ioctl(int fd, unsigned long req, ...)
{
	struct mock_file *f;
	va_list ap;
	void *arg;
	int r;

	va_start(ap, req);
	arg = va_arg(ap, void *);
	va_end(ap);
	if (!mock_real.ioctl)
		resolve();
	if (mock_active()) {
		pthread_mutex_lock(&mock_lock);
		f = file_of(fd);
		if (f) {
			f->refs++;   /* a close during a wait must not free it under us */
			r = f->ops->ioctl(f, req, arg);
			mock_file_put(f);
			pthread_mutex_unlock(&mock_lock);
			if (r < 0) {
				errno = -r;
				return -1;
			}
			return r;
		}
		pthread_mutex_unlock(&mock_lock);
	}
	return mock_real.ioctl(fd, req, arg);
}

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
	struct mock_file *f;
	void *p;

	if (!mock_real.mmap)
		resolve();
	if (mock_active() && fd >= 0 && !(flags & MAP_ANONYMOUS)) {
		pthread_mutex_lock(&mock_lock);
		f = file_of(fd);
		if (f) {
			p = f->ops->mmap(f, addr, len, prot, flags, off);
			pthread_mutex_unlock(&mock_lock);
			return p;
		}
		pthread_mutex_unlock(&mock_lock);
	}
	return mock_real.mmap(addr, len, prot, flags, fd, off);
}

void *mmap64(void *addr, size_t len, int prot, int flags, int fd, off64_t off)
{
	return mmap(addr, len, prot, flags, fd, (off_t)off);
}

int munmap(void *addr, size_t len)
{
	if (!mock_real.munmap)
		resolve();
	if (mock_active() && addr) {
		pthread_mutex_lock(&mock_lock);
		for (int fd = 0; fd < n_fds; fd++) {
			struct mock_file *f = fds[fd];

			for (struct mock_cpu_map **m = f ? &f->cpu_maps : NULL; m && *m; m = &(*m)->next)
				if ((*m)->addr == addr) {
					struct mock_cpu_map *dead = *m;

					*m = dead->next;
					free(dead);
					break;
				}
		}
		pthread_mutex_unlock(&mock_lock);
	}
	return mock_real.munmap(addr, len);
}
