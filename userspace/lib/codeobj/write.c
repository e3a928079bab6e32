// SPDX-License-Identifier: MIT
/*
 * Write an AMDGPU HSA code object (ELF64 shared object, code object v5).
 *
 * The layout follows what ld.lld-22 -shared makes of a one-kernel object
 * (checked with llvm-readelf-22 -l -S), minus what nothing reads
 * (.gnu.hash, .comment, GNU_RELRO/GNU_STACK, .relro_padding):
 *
 *   file offset / vaddr         segment      section
 *   ELF header, phdrs           LOAD R       (PHDR)
 *   .note     (align 4)         LOAD R, NOTE  NT_AMDGPU_METADATA msgpack
 *   .dynsym   (align 8)         LOAD R
 *   .hash     (align 4)         LOAD R       SysV hash, so DT_HASH users work
 *   .dynstr                     LOAD R
 *   .rodata   (align 64)        LOAD R       the 64-byte kernel descriptors
 *   .text     (align 256)       LOAD R E     code; vaddr on the next page
 *   .dynamic  (align 8)         LOAD RW, DYNAMIC
 *   .symtab, .shstrtab, .strtab, section headers (not loaded)
 *
 * Like lld, a new segment starts on the next 4 KiB page of the address
 * space at the same page offset as in the file (vaddr = page + off % 4K),
 * so a loader may map the file directly.  Loaders (ROCr) find kernels via
 * .dynsym; llvm-objdump labels code from .symtab; both name NAME (FUNC)
 * and NAME.kd (OBJECT, 64 bytes).
 */
#include <stdlib.h>
#include <string.h>

#include "core/abi.h"
#include "gfxshim/codeobj.h"
#include "codeobj/elf.h"
#include "codeobj/meta.h"

/* Sanity bounds on what we are asked to write (not ELF limits). */
#define MAX_KERNELS 65536
#define MAX_TEXT ((size_t)1 << 30)

enum { S_NULL, S_NOTE, S_DYNSYM, S_HASH, S_DYNSTR, S_RODATA, S_TEXT, S_DYNAMIC,
       S_SYMTAB, S_SHSTRTAB, S_STRTAB, S_COUNT };
enum { P_PHDR, P_LOAD_R, P_LOAD_RX, P_LOAD_RW, P_DYNAMIC, P_NOTE, P_COUNT };

static const char *const sec_names[S_COUNT] = {
	"", ".note", ".dynsym", ".hash", ".dynstr", ".rodata", ".text",
	".dynamic", ".symtab", ".shstrtab", ".strtab",
};

struct sec {
	uint32_t name;   /* offset in .shstrtab */
	uint64_t off;
	uint64_t addr;   /* 0 for sections that are not loaded */
	uint64_t size;
};

struct layout {
	struct sec s[S_COUNT];
	uint64_t shoff;
	uint64_t file_size;
	size_t nsyms;
	size_t nbucket;
	size_t str_size;     /* .dynstr and .strtab have the same contents */
	size_t shstr_size;
};

static uint64_t align_up(uint64_t v, uint64_t a)
{
	return (v + a - 1) & ~(a - 1);
}

/* SysV ELF symbol hash (gABI "Hash Table"). */
static uint32_t elf_hash(const char *name)
{
	uint32_t h = 0, g;

	for (const unsigned char *p = (const unsigned char *)name; *p; p++) {
		h = (h << 4) + *p;
		g = h & 0xf0000000u;
		if (g)
			h ^= g >> 24;
		h &= ~g;
	}
	return h;
}

static enum gs_status check_input(const struct gs_codeobj_input *in,
				  struct gs_error *err)
{
	if (!in->target)
		return gs_error_set(err, GS_ERR_INVALID, "code object: no target");
	if (in->n_kernels > MAX_KERNELS || (in->n_kernels && !in->kernels))
		return gs_error_set(err, GS_ERR_INVALID, "code object: bad kernel list (%zu kernels)",
				    in->n_kernels);
	if (in->text_size > MAX_TEXT || (in->text_size && !in->text))
		return gs_error_set(err, GS_ERR_INVALID, "code object: bad text (%zu bytes)",
				    in->text_size);
	if (in->text_size % 4)
		return gs_error_set(err, GS_ERR_INVALID,
				    "code object: text size %zu is not a multiple of 4 (instructions are dwords)",
				    in->text_size);
	for (size_t i = 0; i < in->n_kernels; i++) {
		const struct gs_kernel *k = &in->kernels[i];

		if (!memchr(k->name, '\0', sizeof(k->name)) || !k->name[0])
			return gs_error_set(err, GS_ERR_INVALID,
					    "code object: kernel %zu has an empty or unterminated name", i);
		if (k->entry_offset >= in->text_size)
			return gs_error_set(err, GS_ERR_INVALID,
					    "code object: kernel %s entry offset %llu is past the end of .text (%zu bytes)",
					    k->name, (unsigned long long)k->entry_offset, in->text_size);
		if (k->entry_offset % GS_ENTRY_ALIGN)
			return gs_error_set(err, GS_ERR_INVALID,
					    "code object: kernel %s entry offset %llu is not %d-byte aligned",
					    k->name, (unsigned long long)k->entry_offset, GS_ENTRY_ALIGN);
		for (size_t j = 0; j < i; j++)
			if (strcmp(in->kernels[j].name, k->name) == 0)
				return gs_error_set(err, GS_ERR_INVALID,
						    "code object: kernel name %s used twice", k->name);
	}
	return GS_OK;
}

/* Place one section at the next suitably aligned offset. */
static uint64_t place(struct layout *l, int idx, uint64_t off, uint64_t align,
		      uint64_t size, uint64_t vbias, int alloc)
{
	off = align_up(off, align);
	l->s[idx].off = off;
	l->s[idx].addr = alloc ? off + vbias : 0;
	l->s[idx].size = size;
	return off + size;
}

/* Place a section that begins a new segment after section prev's. */
static uint64_t place_segment(struct layout *l, int idx, uint64_t off,
			      uint64_t align, uint64_t size, int prev)
{
	uint64_t page = align_up(l->s[prev].addr + l->s[prev].size, GS_PAGE_SIZE);

	off = align_up(off, align);
	return place(l, idx, off, align, size, page + off % GS_PAGE_SIZE - off, 1);
}

static void compute_layout(struct layout *l, const struct gs_codeobj_input *in,
			   size_t note_size)
{
	uint64_t off;
	size_t n = in->n_kernels, shstr = 1;

	memset(l, 0, sizeof(*l));
	l->nsyms = 1 + 2 * n;
	l->nbucket = l->nsyms;
	l->str_size = 1;
	for (size_t i = 0; i < n; i++)
		l->str_size += 2 * (strlen(in->kernels[i].name) + 1) + 3;
	for (int i = 1; i < S_COUNT; i++) {
		l->s[i].name = (uint32_t)shstr;
		shstr += strlen(sec_names[i]) + 1;
	}
	l->shstr_size = shstr;

	/* First LOAD: headers through .rodata, vaddr == offset. */
	off = GS_EHDR_SIZE + P_COUNT * GS_PHDR_SIZE;
	off = place(l, S_NOTE, off, 4, note_size, 0, 1);
	off = place(l, S_DYNSYM, off, 8, l->nsyms * GS_SYM_SIZE, 0, 1);
	off = place(l, S_HASH, off, 4, 4 * (2 + l->nbucket + l->nsyms), 0, 1);
	off = place(l, S_DYNSTR, off, 1, l->str_size, 0, 1);
	off = place(l, S_RODATA, off, GS_KD_ALIGN, (uint64_t)n * GS_KD_SIZE, 0, 1);

	/* Later segments start on the next page at the same page offset. */
	off = place_segment(l, S_TEXT, off, GS_ENTRY_ALIGN, in->text_size, S_RODATA);
	off = place_segment(l, S_DYNAMIC, off, 8, 6 * GS_DYN_SIZE, S_TEXT);

	off = place(l, S_SYMTAB, off, 8, l->nsyms * GS_SYM_SIZE, 0, 0);
	off = place(l, S_SHSTRTAB, off, 1, l->shstr_size, 0, 0);
	off = place(l, S_STRTAB, off, 1, l->str_size, 0, 0);
	l->shoff = align_up(off, 8);
	l->file_size = l->shoff + S_COUNT * GS_SHDR_SIZE;
}

static void put_ehdr(uint8_t *b, const struct layout *l, const struct gs_target *t)
{
	static const uint8_t ident[GS_EI_NIDENT] = {
		0x7f, 'E', 'L', 'F', GS_ELFCLASS64, GS_ELFDATA2LSB, GS_EV_CURRENT,
		GS_ELFOSABI_AMDGPU_HSA, GS_ELFABIVERSION_AMDGPU_HSA_V5,
	};

	memcpy(b, ident, sizeof(ident));
	gs_wr16(b + 16, GS_ET_DYN);
	gs_wr16(b + 18, GS_EM_AMDGPU);
	gs_wr32(b + 20, GS_EV_CURRENT);
	gs_wr64(b + 24, 0);                      /* e_entry: none */
	gs_wr64(b + 32, GS_EHDR_SIZE);           /* e_phoff */
	gs_wr64(b + 40, l->shoff);
	gs_wr32(b + 48, gsi_codeobj_elf_flags(t));
	gs_wr16(b + 52, GS_EHDR_SIZE);
	gs_wr16(b + 54, GS_PHDR_SIZE);
	gs_wr16(b + 56, P_COUNT);
	gs_wr16(b + 58, GS_SHDR_SIZE);
	gs_wr16(b + 60, S_COUNT);
	gs_wr16(b + 62, S_SHSTRTAB);
}

static void put_phdr(uint8_t *b, int idx, uint32_t type, uint32_t flags,
		     uint64_t off, uint64_t addr, uint64_t size, uint64_t align)
{
	uint8_t *p = b + GS_EHDR_SIZE + (size_t)idx * GS_PHDR_SIZE;

	gs_wr32(p + 0, type);
	gs_wr32(p + 4, flags);
	gs_wr64(p + 8, off);
	gs_wr64(p + 16, addr);
	gs_wr64(p + 24, addr);   /* p_paddr = p_vaddr, as lld */
	gs_wr64(p + 32, size);   /* p_filesz */
	gs_wr64(p + 40, size);   /* p_memsz */
	gs_wr64(p + 48, align);
}

static void put_phdrs(uint8_t *b, const struct layout *l)
{
	const struct sec *s = l->s;
	uint64_t psz = P_COUNT * GS_PHDR_SIZE;

	put_phdr(b, P_PHDR, GS_PT_PHDR, GS_PF_R, GS_EHDR_SIZE, GS_EHDR_SIZE, psz, 8);
	put_phdr(b, P_LOAD_R, GS_PT_LOAD, GS_PF_R, 0, 0,
		 s[S_RODATA].off + s[S_RODATA].size, GS_PAGE_SIZE);
	put_phdr(b, P_LOAD_RX, GS_PT_LOAD, GS_PF_R | GS_PF_X, s[S_TEXT].off,
		 s[S_TEXT].addr, s[S_TEXT].size, GS_PAGE_SIZE);
	put_phdr(b, P_LOAD_RW, GS_PT_LOAD, GS_PF_R | GS_PF_W, s[S_DYNAMIC].off,
		 s[S_DYNAMIC].addr, s[S_DYNAMIC].size, GS_PAGE_SIZE);
	put_phdr(b, P_DYNAMIC, GS_PT_DYNAMIC, GS_PF_R | GS_PF_W, s[S_DYNAMIC].off,
		 s[S_DYNAMIC].addr, s[S_DYNAMIC].size, 8);
	put_phdr(b, P_NOTE, GS_PT_NOTE, GS_PF_R, s[S_NOTE].off, s[S_NOTE].addr,
		 s[S_NOTE].size, 4);
}

static void put_shdr(uint8_t *b, const struct layout *l, int idx, uint32_t type,
		     uint64_t flags, uint32_t link, uint32_t info, uint64_t align,
		     uint64_t entsize)
{
	uint8_t *p = b + l->shoff + (size_t)idx * GS_SHDR_SIZE;
	const struct sec *s = &l->s[idx];

	gs_wr32(p + 0, s->name);
	gs_wr32(p + 4, type);
	gs_wr64(p + 8, flags);
	gs_wr64(p + 16, s->addr);
	gs_wr64(p + 24, s->off);
	gs_wr64(p + 32, s->size);
	gs_wr32(p + 40, link);
	gs_wr32(p + 44, info);
	gs_wr64(p + 48, align);
	gs_wr64(p + 56, entsize);
}

static void put_shdrs(uint8_t *b, const struct layout *l)
{
	const uint64_t A = GS_SHF_ALLOC;

	/* Index 0 stays all zero (SHN_UNDEF). */
	put_shdr(b, l, S_NOTE, GS_SHT_NOTE, A, 0, 0, 4, 0);
	put_shdr(b, l, S_DYNSYM, GS_SHT_DYNSYM, A, S_DYNSTR, 1, 8, GS_SYM_SIZE);
	put_shdr(b, l, S_HASH, GS_SHT_HASH, A, S_DYNSYM, 0, 4, 4);
	put_shdr(b, l, S_DYNSTR, GS_SHT_STRTAB, A, 0, 0, 1, 0);
	put_shdr(b, l, S_RODATA, GS_SHT_PROGBITS, A, 0, 0, GS_KD_ALIGN, 0);
	put_shdr(b, l, S_TEXT, GS_SHT_PROGBITS, A | GS_SHF_EXECINSTR, 0, 0, GS_ENTRY_ALIGN, 0);
	put_shdr(b, l, S_DYNAMIC, GS_SHT_DYNAMIC, A | GS_SHF_WRITE, S_DYNSTR, 0, 8, GS_DYN_SIZE);
	/* sh_info of a symbol table: index of the first non-local symbol. */
	put_shdr(b, l, S_SYMTAB, GS_SHT_SYMTAB, 0, S_STRTAB, 1, 8, GS_SYM_SIZE);
	put_shdr(b, l, S_SHSTRTAB, GS_SHT_STRTAB, 0, 0, 0, 1, 0);
	put_shdr(b, l, S_STRTAB, GS_SHT_STRTAB, 0, 0, 0, 1, 0);
}

static void put_strings(uint8_t *b, const struct layout *l)
{
	uint8_t *p = b + l->s[S_SHSTRTAB].off + 1;

	for (int i = 1; i < S_COUNT; i++) {
		size_t n = strlen(sec_names[i]) + 1;

		memcpy(p, sec_names[i], n);
		p += n;
	}
}

/* Size of kernel k's code: up to the next kernel's entry or the end. */
static uint64_t func_size(const struct gs_codeobj_input *in, size_t k)
{
	uint64_t start = in->kernels[k].entry_offset, end = in->text_size;

	for (size_t i = 0; i < in->n_kernels; i++) {
		uint64_t e = in->kernels[i].entry_offset;

		if (e > start && e < end)
			end = e;
	}
	return end - start;
}

static void put_sym(uint8_t *p, uint32_t name, uint8_t type, uint16_t shndx,
		    uint64_t value, uint64_t size)
{
	gs_wr32(p + 0, name);
	p[4] = (uint8_t)(GS_STB_GLOBAL << 4 | type);
	p[5] = GS_STV_PROTECTED;  /* as LLVM marks kernels and their .kd */
	gs_wr16(p + 6, shndx);
	gs_wr64(p + 8, value);
	gs_wr64(p + 16, size);
}

/* .dynsym/.symtab (same entries), their string tables, .hash, .rodata. */
static void put_symbols(uint8_t *b, const struct layout *l,
			const struct gs_codeobj_input *in)
{
	uint8_t *dynstr = b + l->s[S_DYNSTR].off, *strtab = b + l->s[S_STRTAB].off;
	uint8_t *hash = b + l->s[S_HASH].off;
	uint32_t str = 1;

	gs_wr32(hash, (uint32_t)l->nbucket);
	gs_wr32(hash + 4, (uint32_t)l->nsyms);
	for (size_t i = 0; i < in->n_kernels; i++) {
		const struct gs_kernel *k = &in->kernels[i];
		size_t len = strlen(k->name);
		uint32_t sym = (uint32_t)(1 + 2 * i);
		uint64_t kd_addr = l->s[S_RODATA].addr + (uint64_t)i * GS_KD_SIZE;
		uint64_t entry = l->s[S_TEXT].addr + k->entry_offset;
		struct gs_kernel_descriptor kd = k->kd;
		uint8_t rec[GS_SYM_SIZE];
		char kdname[sizeof(k->name) + 3];

		/* "NAME\0NAME.kd\0" */
		memcpy(dynstr + str, k->name, len);
		memcpy(dynstr + str + len + 1, k->name, len);
		memcpy(dynstr + str + 2 * len + 1, ".kd", 3);

		put_sym(rec, str, GS_STT_FUNC, S_TEXT, entry, func_size(in, i));
		memcpy(b + l->s[S_DYNSYM].off + sym * GS_SYM_SIZE, rec, GS_SYM_SIZE);
		memcpy(b + l->s[S_SYMTAB].off + sym * GS_SYM_SIZE, rec, GS_SYM_SIZE);
		put_sym(rec, str + (uint32_t)len + 1, GS_STT_OBJECT, S_RODATA, kd_addr, GS_KD_SIZE);
		memcpy(b + l->s[S_DYNSYM].off + (sym + 1) * GS_SYM_SIZE, rec, GS_SYM_SIZE);
		memcpy(b + l->s[S_SYMTAB].off + (sym + 1) * GS_SYM_SIZE, rec, GS_SYM_SIZE);
		str += (uint32_t)(2 * len + 5);

		/* Hash chains: prepend each symbol to its bucket's list. */
		memcpy(kdname, k->name, len);
		memcpy(kdname + len, ".kd", 4);
		for (uint32_t s = sym; s <= sym + 1; s++) {
			uint32_t bk = elf_hash(s == sym ? k->name : kdname) % (uint32_t)l->nbucket;
			uint8_t *head = hash + 8 + 4 * bk;

			gs_wr32(hash + 8 + 4 * (l->nbucket + s), gs_rd32(head));
			gs_wr32(head, s);
		}

		/* The CP finds the code at kd address + this offset. */
		kd.kernel_code_entry_byte_offset = (int64_t)(entry - kd_addr);
		gsi_kd_encode(b + l->s[S_RODATA].off + i * GS_KD_SIZE, &kd);
	}
	memcpy(strtab, dynstr, l->str_size);
}

static void put_dynamic(uint8_t *b, const struct layout *l)
{
	const uint64_t tags[][2] = {
		{ GS_DT_SYMTAB, l->s[S_DYNSYM].addr },
		{ GS_DT_SYMENT, GS_SYM_SIZE },
		{ GS_DT_STRTAB, l->s[S_DYNSTR].addr },
		{ GS_DT_STRSZ, l->s[S_DYNSTR].size },
		{ GS_DT_HASH, l->s[S_HASH].addr },
		{ GS_DT_NULL, 0 },
	};
	uint8_t *p = b + l->s[S_DYNAMIC].off;

	for (size_t i = 0; i < sizeof(tags) / sizeof(tags[0]); i++) {
		gs_wr64(p + i * GS_DYN_SIZE, tags[i][0]);
		gs_wr64(p + i * GS_DYN_SIZE + 8, tags[i][1]);
	}
}

/* Note record: namesz, descsz, type, name padded to 4, desc padded to 4. */
static size_t note_size(size_t desc)
{
	return 12 + align_up(sizeof(GS_NOTE_OWNER), 4) + align_up(desc, 4);
}

static void put_note(uint8_t *b, const struct layout *l, const uint8_t *desc,
		     size_t desc_size)
{
	uint8_t *p = b + l->s[S_NOTE].off;

	gs_wr32(p, sizeof(GS_NOTE_OWNER));
	gs_wr32(p + 4, (uint32_t)desc_size);
	gs_wr32(p + 8, GS_NT_AMDGPU_METADATA);
	memcpy(p + 12, GS_NOTE_OWNER, sizeof(GS_NOTE_OWNER));
	memcpy(p + 12 + align_up(sizeof(GS_NOTE_OWNER), 4), desc, desc_size);
}

enum gs_status gs_codeobj_write(const struct gs_codeobj_input *user,
				uint8_t **out, size_t *out_size,
				struct gs_error *err)
{
	struct gs_codeobj_input full;
	const struct gs_codeobj_input *in = &full;
	struct layout l;
	uint8_t *meta = NULL, *b;
	size_t meta_size = 0;
	enum gs_status st;

	if (!user || !out || !out_size)
		return gs_error_set(err, GS_ERR_INVALID, "gs_codeobj_write: NULL argument");
	*out = NULL;
	*out_size = 0;
	st = gsi_abi_in(&full, sizeof(full), user, GS_CODEOBJ_INPUT_SIZE_V1, "gs_codeobj_input", err);
	if (st)
		return st;
	st = check_input(in, err);
	if (st)
		return st;
	st = gsi_meta_build(in, &meta, &meta_size, err);
	if (st)
		return st;
	if (meta_size > UINT32_MAX) {
		free(meta);
		return gs_error_set(err, GS_ERR_INVALID, "code object: metadata too large");
	}
	compute_layout(&l, in, note_size(meta_size));
	b = calloc(1, l.file_size);
	if (!b) {
		free(meta);
		return gs_error_set(err, GS_ERR_NOMEM, "code object: out of memory (%llu bytes)",
				    (unsigned long long)l.file_size);
	}
	put_ehdr(b, &l, in->target);
	put_phdrs(b, &l);
	put_note(b, &l, meta, meta_size);
	put_symbols(b, &l, in);
	put_dynamic(b, &l);
	if (in->text_size)
		memcpy(b + l.s[S_TEXT].off, in->text, in->text_size);
	put_strings(b, &l);
	put_shdrs(b, &l);
	free(meta);
	*out = b;
	*out_size = l.file_size;
	return GS_OK;
}
