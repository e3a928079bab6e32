/* SPDX-License-Identifier: MIT */
/*
 * Self-contained HTML pages for the CLI's reports: escaping, and the page
 * frame (doctype, charset, inline style, an inline script that records its
 * own errors in the page so a headless browser test can see them).
 */
#ifndef GFXSHIM_HTML_H
#define GFXSHIM_HTML_H

#include <stdio.h>

/* Text with &, <, >, " and ' escaped (safe in elements and quoted attributes). */
void html_escape(FILE *f, const char *s);
/* A value for an id attribute: letters, digits, '-', '_' and '.' kept, the
 * rest as '_'. */
void html_id(FILE *f, const char *s);
/* <!DOCTYPE html> up to <body>; css is inlined as is (may be NULL).  The
 * first script in the page sets window.onerror to record any error as
 * body[data-script-errors]. */
void html_begin(FILE *f, const char *title, const char *css);
/* The closing tags, with script inlined (may be NULL); the script's last
 * act should be to set body[data-script-ok]. */
void html_end(FILE *f, const char *script);

#endif /* GFXSHIM_HTML_H */
