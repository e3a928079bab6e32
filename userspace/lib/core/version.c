// SPDX-License-Identifier: MIT
/* gs_version (error.h): the Makefile's VERSION, compiled in. */
#include "gfxshim/error.h"

#ifndef GS_LIB_VERSION
#error "GS_LIB_VERSION comes from the Makefile's VERSION"
#endif

const char *gs_version(void)
{
	return GS_LIB_VERSION;
}
