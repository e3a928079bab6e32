/* SPDX-License-Identifier: MIT */
/*
 * ELF64 facts for AMDGPU code objects (System V gABI + LLVM AMDGPUUsage
 * "ELF Code Object") and little-endian field access.  Fields are read and
 * written byte by byte so the code does not depend on host endianness or
 * on the alignment of the caller's buffer.
 */
#ifndef GS_CODEOBJ_ELF_H
#define GS_CODEOBJ_ELF_H

#include <stdint.h>

#include "gfxshim/target.h"

/* e_ident */
#define GS_EI_NIDENT 16
#define GS_ELFCLASS64 2
#define GS_ELFDATA2LSB 1
#define GS_EV_CURRENT 1
#define GS_ELFOSABI_AMDGPU_HSA 64
/* EI_ABIVERSION: 2 = code object v4, 3 = v5, 4 = v6 (AMDGPUUsage). */
#define GS_ELFABIVERSION_AMDGPU_HSA_V5 3

#define GS_ET_DYN 3
#define GS_EM_AMDGPU 224

/* e_flags (AMDGPUUsage "AMDGPU ELF Header", code object v4+). */
#define GS_EF_AMDGPU_MACH 0x0ffu
#define GS_EF_AMDGPU_FEATURE_XNACK_ANY_V4 0x100u
#define GS_EF_AMDGPU_FEATURE_SRAMECC_ANY_V4 0x400u

/* Structure sizes (ELF64). */
#define GS_EHDR_SIZE 64
#define GS_PHDR_SIZE 56
#define GS_SHDR_SIZE 64
#define GS_SYM_SIZE 24
#define GS_DYN_SIZE 16

/* Program header types and flags. */
#define GS_PT_LOAD 1
#define GS_PT_DYNAMIC 2
#define GS_PT_NOTE 4
#define GS_PT_PHDR 6
#define GS_PF_X 1
#define GS_PF_W 2
#define GS_PF_R 4

/* Section header types and flags. */
#define GS_SHT_NULL 0
#define GS_SHT_PROGBITS 1
#define GS_SHT_SYMTAB 2
#define GS_SHT_STRTAB 3
#define GS_SHT_HASH 5
#define GS_SHT_DYNAMIC 6
#define GS_SHT_NOTE 7
#define GS_SHT_NOBITS 8
#define GS_SHT_DYNSYM 11
#define GS_SHF_WRITE 1
#define GS_SHF_ALLOC 2
#define GS_SHF_EXECINSTR 4

/* Symbols. */
#define GS_STB_LOCAL 0
#define GS_STB_GLOBAL 1
#define GS_STT_NOTYPE 0
#define GS_STT_OBJECT 1
#define GS_STT_FUNC 2
#define GS_STV_PROTECTED 3
#define GS_SHN_UNDEF 0
#define GS_SHN_LORESERVE 0xff00

/* Dynamic tags. */
#define GS_DT_NULL 0
#define GS_DT_HASH 4
#define GS_DT_STRTAB 5
#define GS_DT_SYMTAB 6
#define GS_DT_STRSZ 10
#define GS_DT_SYMENT 11

/* The metadata note: owner "AMDGPU", type NT_AMDGPU_METADATA, msgpack
 * payload; name and descriptor are padded to 4 bytes (AMDGPUUsage "Note
 * Records"). */
#define GS_NT_AMDGPU_METADATA 32
#define GS_NOTE_OWNER "AMDGPU"

/* Kernel descriptor size and alignment (AMDGPUUsage "Kernel Descriptor"). */
#define GS_KD_SIZE 64
#define GS_KD_ALIGN 64
/* COMPUTE_PGM_LO holds the entry address >> 8, so entries are 256-aligned. */
#define GS_ENTRY_ALIGN 256
/* lld's default max-page-size for amdgpu; segments start on a new page. */
#define GS_PAGE_SIZE 0x1000

static inline uint16_t gs_rd16(const uint8_t *p)
{
	return (uint16_t)(p[0] | (uint16_t)p[1] << 8);
}

static inline uint32_t gs_rd32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	       (uint32_t)p[3] << 24;
}

static inline uint64_t gs_rd64(const uint8_t *p)
{
	return (uint64_t)gs_rd32(p) | (uint64_t)gs_rd32(p + 4) << 32;
}

static inline void gs_wr16(uint8_t *p, uint16_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
}

static inline void gs_wr32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static inline void gs_wr64(uint8_t *p, uint64_t v)
{
	gs_wr32(p, (uint32_t)v);
	gs_wr32(p + 4, (uint32_t)(v >> 32));
}

/* e_flags for a target as LLVM 22 writes it for code object v5. */
uint32_t gsi_codeobj_elf_flags(const struct gs_target *t);

/* Kernel descriptor <-> the 64 bytes in memory (little-endian). */
struct gs_kernel_descriptor;
void gsi_kd_encode(uint8_t out[GS_KD_SIZE], const struct gs_kernel_descriptor *kd);
void gsi_kd_decode(struct gs_kernel_descriptor *kd, const uint8_t in[GS_KD_SIZE]);

#endif /* GS_CODEOBJ_ELF_H */
