/* SPDX-License-Identifier: MIT */
/*
 * Parses of instruction names (compare conditions, memory kinds) are pure
 * functions of the tables' static strings: each thread keeps the last
 * results by the string's address in a small direct-mapped table, so an
 * instruction's name is read once, not once per execution (or per lane).
 * Keys must be the tables' static strings (op->name), never a local buffer.
 */
#ifndef GS_EMU_MEMO_H
#define GS_EMU_MEMO_H

#include <stdint.h>
#include <string.h>

#define EMU_MEMO_SLOTS 64

static inline unsigned int gsi_emu_memo_slot(const void *key)
{
	return (uint32_t)((uint32_t)((uintptr_t)key >> 3) * 0x9e3779b1u) >> 26;  /* 0..63 */
}

/* Define int NAME(const char *name, T *out): PARSE(name, T *) (which
 * fills a zeroed T and returns non-zero when it knows the name) memoized
 * per name; *out is written only for a known name, so a caller can try
 * one parse after another on the same T. */
#define EMU_MEMO(NAME, T, PARSE)                                                  \
	int NAME(const char *name, T *out)                                        \
	{                                                                         \
		static _Thread_local struct {                                     \
			const char *name;                                         \
			T v;                                                      \
			int ok;                                                   \
		} memo[EMU_MEMO_SLOTS];                                           \
		unsigned int h = gsi_emu_memo_slot(name);                         \
                                                                                  \
		if (memo[h].name != name) {                                       \
			memset(&memo[h].v, 0, sizeof(memo[h].v));                \
			memo[h].ok = PARSE(name, &memo[h].v);                     \
			memo[h].name = name;                                      \
		}                                                                 \
		if (memo[h].ok)                                                   \
			*out = memo[h].v;                                         \
		return memo[h].ok;                                                \
	}

#endif /* GS_EMU_MEMO_H */
