// SPDX-License-Identifier: MIT
/* HTML helpers for reports (html.h). */
#include <ctype.h>
#include <stdio.h>

#include "html.h"

void html_escape(FILE *f, const char *s)
{
	for (; s && *s; s++)
		switch (*s) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		case '\'': fputs("&#39;", f); break;
		default: fputc(*s, f);
		}
}

void html_id(FILE *f, const char *s)
{
	for (; s && *s; s++)
		fputc(isalnum((unsigned char)*s) || *s == '-' || *s == '_' || *s == '.' ? *s : '_', f);
}

void html_begin(FILE *f, const char *title, const char *css)
{
	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
	      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>", f);
	html_escape(f, title);
	fputs("</title>\n<script>\nwindow.onerror = function (msg, src, line) {\n"
	      "  var b = document.body || document.documentElement;\n"
	      "  b.setAttribute('data-script-errors', (b.getAttribute('data-script-errors') || '') + msg + ' (line ' + line + '); ');\n"
	      "};\n</script>\n", f);
	if (css)
		fprintf(f, "<style>\n%s</style>\n", css);
	fputs("</head>\n<body>\n", f);
}

void html_end(FILE *f, const char *script)
{
	if (script)
		fprintf(f, "<script>\n%s</script>\n", script);
	fputs("</body>\n</html>\n", f);
}
