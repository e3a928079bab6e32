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

#define EMU_MEMO_SLOTS 64

static inline unsigned int gsi_emu_memo_slot(const void *key)
{
	return (uint32_t)((uint32_t)((uintptr_t)key >> 3) * 0x9e3779b1u) >> 26;  /* 0..63 */
}

#endif /* GS_EMU_MEMO_H */
