// SPDX-License-Identifier: MIT
/*
 * Find render nodes driven by amdgpu, through sysfs only (never opening the
 * device).  The libdrm submission backend is not part of this build yet, so
 * "auto" uses the result only to tell the user a GPU was found but not used.
 */
#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "device/backend.h"

int gs_amdgpu_probe(char *first_node, size_t size)
{
	DIR *d = opendir("/sys/class/drm");
	struct dirent *de;
	int n = 0;

	if (first_node && size)
		first_node[0] = 0;
	if (!d)
		return 0;
	while ((de = readdir(d))) {
		char link[PATH_MAX], target[PATH_MAX];
		ssize_t len;

		if (strncmp(de->d_name, "renderD", 7) != 0)
			continue;
		snprintf(link, sizeof(link), "/sys/class/drm/%s/device/driver", de->d_name);
		len = readlink(link, target, sizeof(target) - 1);
		if (len <= 0)
			continue;
		target[len] = 0;
		if (strcmp(strrchr(target, '/') ? strrchr(target, '/') + 1 : target, "amdgpu") != 0)
			continue;
		if (n++ == 0 && first_node)
			snprintf(first_node, size, "/dev/dri/%s", de->d_name);
	}
	closedir(d);
	return n;
}
