// SPDX-License-Identifier: MIT
/*
 * Read an AMDGPU HSA code object (ours or LLVM's) for loading.
 *
 * Everything in the file is untrusted: each header, table and string is
 * range-checked against the buffer before it is touched, with arithmetic
 * that cannot wrap, and failures come back as GS_ERR_INVALID with a message
 * saying what was wrong.  Layouts: System V gABI (ELF64) and LLVM
 * AMDGPUUsage ("ELF Code Object", "Note Records", "Kernel Descriptor").
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/codeobj.h"
#include "codeobj/elf.h"
#include "codeobj/meta.h"

/* Larger loadable images are refused rather than allocated: code objects
 * are small, and a corrupt p_memsz must not turn into a huge calloc. */
#define MAX_LOAD_SIZE ((uint64_t)256 << 20)

struct elf {
	const uint8_t *b;
	size_t size;
	uint64_t phoff, shoff;
	uint16_t phnum, shnum, shstrndx;
	uint64_t base;      /* vaddr of load_image[0] */
	struct gs_codeobj *co;
	struct gs_error *err;
};

static enum gs_status invalid(struct elf *e, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* GS_ERR_INVALID with "code object: " and the formatted reason. */
static enum gs_status invalid(struct elf *e, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return gs_error_set(e->err, GS_ERR_INVALID, "code object: %s", msg);
}

/* Numbers in messages are printed as unsigned long long. */
#define U(x) ((unsigned long long)(x))

/* Is [off, off + len) inside the file? */
static int in_file(const struct elf *e, uint64_t off, uint64_t len)
{
	return off <= e->size && len <= e->size - off;
}

static const uint8_t *phdr(const struct elf *e, unsigned int i)
{
	return e->b + e->phoff + (size_t)i * GS_PHDR_SIZE;
}

static const uint8_t *shdr(const struct elf *e, unsigned int i)
{
	return e->b + e->shoff + (size_t)i * GS_SHDR_SIZE;
}

static enum gs_status read_header(struct elf *e)
{
	static const uint8_t magic[4] = { 0x7f, 'E', 'L', 'F' };
	const uint8_t *b = e->b;
	uint32_t mach;

	if (e->size < GS_EHDR_SIZE)
		return invalid(e, "truncated ELF header (%llu bytes, need %llu)",
			       U(e->size), U(GS_EHDR_SIZE));
	if (memcmp(b, magic, 4) != 0)
		return invalid(e, "not an ELF file (bad magic)");
	if (b[4] != GS_ELFCLASS64 || b[5] != GS_ELFDATA2LSB)
		return invalid(e, "ELF class %llu / data %llu, expected ELF64 little-endian (2/1)",
			       U(b[4]), U(b[5]));
	if (b[7] != GS_ELFOSABI_AMDGPU_HSA)
		return invalid(e, "OS/ABI %llu, expected %llu (AMDGPU HSA)",
			       U(b[7]), U(GS_ELFOSABI_AMDGPU_HSA));
	if (gs_rd16(b + 18) != GS_EM_AMDGPU)
		return invalid(e, "e_machine %llu, expected %llu (EM_AMDGPU)",
			       U(gs_rd16(b + 18)), U(GS_EM_AMDGPU));
	if (gs_rd16(b + 16) != GS_ET_DYN)
		return invalid(e, "e_type %llu, expected %llu (shared object; link with ld.lld -shared)",
			       U(gs_rd16(b + 16)), U(GS_ET_DYN));
	mach = gs_rd32(b + 48) & GS_EF_AMDGPU_MACH;
	e->co->target = gs_target_by_elf_mach(mach);
	if (!e->co->target)
		return gs_error_set(e->err, GS_ERR_UNSUPPORTED,
				    "code object: unknown GPU (EF_AMDGPU_MACH 0x%x)", mach);

	e->phoff = gs_rd64(b + 32);
	e->shoff = gs_rd64(b + 40);
	e->phnum = gs_rd16(b + 56);
	e->shnum = gs_rd16(b + 60);
	e->shstrndx = gs_rd16(b + 62);
	if (e->phnum == 0)
		return invalid(e, "no program headers");
	if (gs_rd16(b + 54) != GS_PHDR_SIZE)
		return invalid(e, "e_phentsize %llu, expected %llu", U(gs_rd16(b + 54)), U(GS_PHDR_SIZE));
	if (!in_file(e, e->phoff, (uint64_t)e->phnum * GS_PHDR_SIZE))
		return invalid(e, "program headers at %llu (x%llu) run past the end of the file",
			       U(e->phoff), U(e->phnum));
	if (e->shnum == 0)
		return invalid(e, "no section headers (the symbol table is needed)");
	if (gs_rd16(b + 58) != GS_SHDR_SIZE)
		return invalid(e, "e_shentsize %llu, expected %llu", U(gs_rd16(b + 58)), U(GS_SHDR_SIZE));
	if (!in_file(e, e->shoff, (uint64_t)e->shnum * GS_SHDR_SIZE))
		return invalid(e, "section headers at %llu (x%llu) run past the end of the file",
			       U(e->shoff), U(e->shnum));
	return GS_OK;
}

/* Lay every PT_LOAD segment into load_image at (vaddr - base). */
static enum gs_status load_segments(struct elf *e)
{
	uint64_t lo = UINT64_MAX, hi = 0;
	struct gs_codeobj *co = e->co;

	for (unsigned int i = 0; i < e->phnum; i++) {
		const uint8_t *p = phdr(e, i);
		uint64_t off = gs_rd64(p + 8), va = gs_rd64(p + 16);
		uint64_t filesz = gs_rd64(p + 32), memsz = gs_rd64(p + 40);

		if (gs_rd32(p) != GS_PT_LOAD)
			continue;
		if (!in_file(e, off, filesz))
			return invalid(e, "PT_LOAD at offset %llu size %llu runs past the end of the file",
				       U(off), U(filesz));
		if (filesz > memsz)
			return invalid(e, "PT_LOAD file size %llu exceeds memory size %llu",
				       U(filesz), U(memsz));
		if (memsz > MAX_LOAD_SIZE || va > UINT64_MAX - memsz)
			return invalid(e, "PT_LOAD at vaddr 0x%llx size %llu is too large", U(va), U(memsz));
		if (va < lo)
			lo = va;
		if (va + memsz > hi)
			hi = va + memsz;
	}
	if (lo == UINT64_MAX)
		return invalid(e, "no PT_LOAD segment");
	/* A page-aligned base keeps the 256-byte alignment of entries. */
	e->base = lo & ~(uint64_t)(GS_PAGE_SIZE - 1);
	if (hi - e->base > MAX_LOAD_SIZE || hi == e->base)
		return invalid(e, "loadable image spans %llu bytes (limit %llu)",
			       U(hi - e->base), U(MAX_LOAD_SIZE));
	co->load_size = (size_t)(hi - e->base);
	co->load_image = calloc(1, co->load_size);
	if (!co->load_image)
		return gs_error_set(e->err, GS_ERR_NOMEM, "code object: out of memory (%zu bytes)",
				    co->load_size);
	for (unsigned int i = 0; i < e->phnum; i++) {
		const uint8_t *p = phdr(e, i);

		if (gs_rd32(p) == GS_PT_LOAD)
			memcpy(co->load_image + (gs_rd64(p + 16) - e->base),
			       e->b + gs_rd64(p + 8), gs_rd64(p + 32));
	}
	return GS_OK;
}

/* A symbol table section and its string table, both checked. */
struct symtab {
	const uint8_t *syms;
	uint64_t count;
	const uint8_t *str;
	uint64_t str_size;
};

static enum gs_status find_symtab(struct elf *e, struct symtab *t)
{
	unsigned int found = 0;

	/* Prefer .symtab (complete); fall back to .dynsym (stripped files). */
	for (unsigned int i = 1; i < e->shnum && !found; i++)
		if (gs_rd32(shdr(e, i) + 4) == GS_SHT_SYMTAB)
			found = i;
	for (unsigned int i = 1; i < e->shnum && !found; i++)
		if (gs_rd32(shdr(e, i) + 4) == GS_SHT_DYNSYM)
			found = i;
	if (!found)
		return invalid(e, "no symbol table");

	const uint8_t *s = shdr(e, found);
	uint64_t off = gs_rd64(s + 24), size = gs_rd64(s + 32);
	uint32_t link = gs_rd32(s + 40);

	if (gs_rd64(s + 56) != GS_SYM_SIZE)
		return invalid(e, "symbol table entry size %llu, expected %llu",
			       U(gs_rd64(s + 56)), U(GS_SYM_SIZE));
	if (!in_file(e, off, size))
		return invalid(e, "symbol table at offset %llu size %llu runs past the end of the file",
			       U(off), U(size));
	if (link == 0 || link >= e->shnum)
		return invalid(e, "symbol table links to section %llu of %llu", U(link), U(e->shnum));
	t->syms = e->b + off;
	t->count = size / GS_SYM_SIZE;

	const uint8_t *ss = shdr(e, link);
	uint64_t soff = gs_rd64(ss + 24), ssize = gs_rd64(ss + 32);

	if (gs_rd32(ss + 4) != GS_SHT_STRTAB)
		return invalid(e, "symbol string table (section %llu) has type %llu",
			       U(link), U(gs_rd32(ss + 4)));
	if (!in_file(e, soff, ssize))
		return invalid(e, "string table at offset %llu size %llu runs past the end of the file",
			       U(soff), U(ssize));
	t->str = e->b + soff;
	t->str_size = ssize;
	return GS_OK;
}

/* Name of symbol i, or NULL if its st_name is not a terminated string. */
static const char *sym_name(const struct symtab *t, uint64_t i, size_t *len)
{
	uint32_t name = gs_rd32(t->syms + i * GS_SYM_SIZE);
	const uint8_t *end;

	if (name >= t->str_size)
		return NULL;
	end = memchr(t->str + name, '\0', t->str_size - name);
	if (!end)
		return NULL;
	*len = (size_t)(end - (t->str + name));
	return (const char *)t->str + name;
}

/* A kernel descriptor symbol: defined, named "*.kd", object or untyped. */
static int is_kd(const struct symtab *t, uint64_t i)
{
	const uint8_t *s = t->syms + i * GS_SYM_SIZE;
	uint16_t shndx = gs_rd16(s + 6);
	uint8_t type = s[4] & 0xf;
	const char *name;
	size_t len;

	if (shndx == GS_SHN_UNDEF || shndx >= GS_SHN_LORESERVE)
		return 0;
	if (type != GS_STT_OBJECT && type != GS_STT_NOTYPE)
		return 0;
	name = sym_name(t, i, &len);
	return name && len > 3 && memcmp(name + len - 3, ".kd", 3) == 0;
}

static enum gs_status add_kernel(struct elf *e, const struct symtab *t, uint64_t i)
{
	struct gs_codeobj *co = e->co;
	const uint8_t *s = t->syms + i * GS_SYM_SIZE;
	uint64_t value = gs_rd64(s + 8), size = gs_rd64(s + 16), kd_off, entry;
	struct gs_kernel *k = &co->kernels[co->n_kernels];
	int64_t rel;
	size_t len;
	const char *name = sym_name(t, i, &len);

	len -= 3;  /* drop ".kd" */
	if (len >= sizeof(k->name))
		return invalid(e, "kernel name of %llu bytes is longer than %llu",
			       U(len), U(sizeof(k->name) - 1));
	memcpy(k->name, name, len);
	k->name[len] = '\0';
	for (size_t j = 0; j < co->n_kernels; j++)
		if (strcmp(co->kernels[j].name, k->name) == 0)
			return gs_error_set(e->err, GS_ERR_INVALID,
					    "code object: kernel descriptor %s.kd defined twice", k->name);
	if (size != GS_KD_SIZE)
		return gs_error_set(e->err, GS_ERR_INVALID,
				    "code object: %s.kd has size %llu, expected %d",
				    k->name, (unsigned long long)size, GS_KD_SIZE);
	if (co->load_size < GS_KD_SIZE || value < e->base ||
	    value - e->base > co->load_size - GS_KD_SIZE)
		return gs_error_set(e->err, GS_ERR_INVALID,
				    "code object: %s.kd at 0x%llx is outside the loaded segments",
				    k->name, (unsigned long long)value);
	kd_off = value - e->base;
	gsi_kd_decode(&k->kd, co->load_image + kd_off);

	/* entry = kd + kernel_code_entry_byte_offset, inside the image. */
	rel = k->kd.kernel_code_entry_byte_offset;
	if ((rel < 0 && (uint64_t)-(rel + 1) >= kd_off) ||
	    (rel >= 0 && (uint64_t)rel >= co->load_size - kd_off))
		return gs_error_set(e->err, GS_ERR_INVALID,
				    "code object: %s entry (descriptor + %lld) is outside the loaded segments",
				    k->name, (long long)rel);
	entry = kd_off + (uint64_t)rel;
	if (entry % GS_ENTRY_ALIGN)
		return gs_error_set(e->err, GS_ERR_INVALID,
				    "code object: %s entry at 0x%llx is not %d-byte aligned",
				    k->name, (unsigned long long)(entry + e->base), GS_ENTRY_ALIGN);
	k->entry_offset = entry;
	co->kd_offsets[co->n_kernels++] = kd_off;
	return GS_OK;
}

static enum gs_status find_kernels(struct elf *e)
{
	struct gs_codeobj *co = e->co;
	struct symtab t;
	uint64_t n = 0;
	enum gs_status st = find_symtab(e, &t);

	if (st)
		return st;
	for (uint64_t i = 1; i < t.count; i++)
		n += is_kd(&t, i);
	if (n == 0)
		return GS_OK;
	co->kernels = calloc((size_t)n, sizeof(*co->kernels));
	co->kd_offsets = calloc((size_t)n, sizeof(*co->kd_offsets));
	if (!co->kernels || !co->kd_offsets)
		return gs_error_set(e->err, GS_ERR_NOMEM, "code object: out of memory");
	for (uint64_t i = 1; i < t.count; i++) {
		if (!is_kd(&t, i))
			continue;
		st = add_kernel(e, &t, i);
		if (st)
			return st;
	}
	return GS_OK;
}

/* Walk the note records in [off, off + size); parse AMDGPU metadata. */
static enum gs_status read_notes(struct elf *e, uint64_t off, uint64_t size,
				 uint64_t align)
{
	uint64_t pos = 0, pad = align == 8 ? 8 : 4;

	if (!in_file(e, off, size))
		return invalid(e, "note at offset %llu size %llu runs past the end of the file",
			       U(off), U(size));
	while (pos < size) {
		const uint8_t *n = e->b + off + pos;
		uint64_t namesz, descsz, name_pad, desc_pad;
		uint32_t type;

		if (size - pos < 12)
			return invalid(e, "truncated note header at offset %llu", U(off + pos));
		namesz = gs_rd32(n);
		descsz = gs_rd32(n + 4);
		type = gs_rd32(n + 8);
		name_pad = (namesz + pad - 1) & ~(pad - 1);
		desc_pad = (descsz + pad - 1) & ~(pad - 1);
		if (name_pad > size - pos - 12 || descsz > size - pos - 12 - name_pad)
			return invalid(e, "note at offset %llu (name %llu bytes) runs past its segment",
				       U(off + pos), U(namesz));
		if (namesz == sizeof(GS_NOTE_OWNER) &&
		    memcmp(n + 12, GS_NOTE_OWNER, sizeof(GS_NOTE_OWNER)) == 0 &&
		    type == GS_NT_AMDGPU_METADATA) {
			enum gs_status st = gsi_meta_parse(n + 12 + name_pad, (size_t)descsz,
							  e->co->target, e->co->kernels,
							  e->co->n_kernels, e->err);
			if (st)
				return st;
		}
		/* The last descriptor's padding may be missing. */
		if (desc_pad > size - pos - 12 - name_pad)
			break;
		pos += 12 + name_pad + desc_pad;
	}
	return GS_OK;
}

/* Metadata from PT_NOTE segments, or SHT_NOTE sections if there are none. */
static enum gs_status find_notes(struct elf *e)
{
	int seen = 0;
	enum gs_status st;

	for (unsigned int i = 0; i < e->phnum; i++) {
		const uint8_t *p = phdr(e, i);

		if (gs_rd32(p) != GS_PT_NOTE)
			continue;
		seen = 1;
		st = read_notes(e, gs_rd64(p + 8), gs_rd64(p + 32), gs_rd64(p + 48));
		if (st)
			return st;
	}
	for (unsigned int i = 1; i < e->shnum && !seen; i++) {
		const uint8_t *s = shdr(e, i);

		if (gs_rd32(s + 4) != GS_SHT_NOTE)
			continue;
		st = read_notes(e, gs_rd64(s + 24), gs_rd64(s + 32), gs_rd64(s + 48));
		if (st)
			return st;
	}
	return GS_OK;
}

enum gs_status gs_codeobj_read(const uint8_t *image, size_t size,
			       struct gs_codeobj *out, struct gs_error *err)
{
	struct elf e = { .b = image, .size = size, .co = out, .err = err };
	enum gs_status st;

	if (!out)
		return gs_error_set(err, GS_ERR_INVALID, "gs_codeobj_read: NULL output");
	memset(out, 0, sizeof(*out));
	if (!image)
		return gs_error_set(err, GS_ERR_INVALID, "gs_codeobj_read: NULL image");
	out->image = image;
	out->image_size = size;
	st = read_header(&e);
	if (!st)
		st = load_segments(&e);
	if (!st)
		st = find_kernels(&e);
	if (!st)
		st = find_notes(&e);
	if (st)
		gs_codeobj_free(out);
	return st;
}

void gs_codeobj_free(struct gs_codeobj *co)
{
	if (!co)
		return;
	free(co->load_image);
	for (size_t i = 0; co->kernels && i < co->n_kernels; i++)
		free((void *)co->kernels[i].meta.args);
	free(co->kernels);
	free(co->kd_offsets);
	memset(co, 0, sizeof(*co));
}

const struct gs_kernel *gs_codeobj_kernel(const struct gs_codeobj *co,
					  const char *name, size_t *index)
{
	if (!co)
		return NULL;
	for (size_t i = 0; i < co->n_kernels; i++) {
		if (name ? strcmp(co->kernels[i].name, name) != 0 : co->n_kernels != 1)
			continue;
		if (index)
			*index = i;
		return &co->kernels[i];
	}
	return NULL;
}
