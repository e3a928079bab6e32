// SPDX-License-Identifier: MIT
/* Table-driven printing and assembly of VOP3P, VOPD, VINTERP and LDSDIR (see asm/tab.h). */
#include "asm/tab.h"

unsigned int gsi_tab_print_vx(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			       char *buf, size_t size)
{
	(void)c;
	(void)d;
	(void)buf;
	(void)size;
	return 0;
}

int gsi_tab_asm_vx(struct gsi_tab_asm *a)
{
	(void)a;
	return -1;
}
