// SPDX-License-Identifier: MIT
/*
 * llvm-mc-22's echo of a gfx11/gfx12 source line, from the table printer's
 * text of its bytes (which is llvm's disassembly).  The two differ in two
 * spellings: 16-bit VGPR operands are v5 unless the line wrote true16
 * halves (the printer gives v5.l), and an inline float constant of a
 * 16-bit integer operand is the float the line wrote (0.5), where the
 * disassembly prints its bits (0x3800; written so, that value is a literal
 * instead).  gs_disasm_one_wave without GS_DISASM_LLVM_DISASSEMBLER prints
 * the echo of canonical (fake16) source; the listing keeps the halves of a
 * line written with them.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "asm/asm_int.h"

void gsi_asm_echo_text(char *text, const uint8_t *code, unsigned int isz, int t16)
{
	static const char *const bits[9] = { "0x3800", "0xb800", "0x3c00", "0xbc00", "0x4000", "0xc000",
					     "0x4400", "0xc400", "0x3118" };
	static const char *const names[9] = { "0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0",
					      "0.15915494" };
	/* a literal follows the 4-byte VOP1/VOP2/VOPC or the 8-byte VOP3/VOP3P word */
	unsigned int base = isz >= 4 && code[3] >= 0xc8 ? 8 : 4;
	uint32_t last = isz > base ? (uint32_t)code[isz - 4] | (uint32_t)code[isz - 3] << 8 : 0xffffffffu;
	char *w = text;

	if (!t16 && !strstr(text, ".h")) {
		for (const char *r = text; *r; r++) {
			if (r[0] == '.' && r[1] == 'l' && r > text && isdigit((unsigned char)r[-1]) &&
			    !isalnum((unsigned char)r[2]))
				r++;
			else
				*w++ = *r;
		}
		*w = 0;
	}
	for (unsigned int i = 0; i < 9; i++) {
		char *at = strstr(text, bits[i]);
		size_t n = strlen(bits[i]);

		if (!at || isalnum((unsigned char)at[n]) || (at > text && at[-1] != ' ') ||
		    last == (uint32_t)strtoul(bits[i], NULL, 16))
			continue;  /* not the token, or the literal dword holds it */
		memmove(at + strlen(names[i]), at + n, strlen(at + n) + 1);
		memcpy(at, names[i], strlen(names[i]));
	}
}
