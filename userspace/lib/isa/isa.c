/* SPDX-License-Identifier: MIT */
/*
 * Lookups in the generated instruction tables (see gfxshim/isa.h).
 * Rows are sorted by (class, opcode); gsi_isa_name_index orders them by mnemonic.
 */
#include <pthread.h>
#include <string.h>

#include "gfxshim/isa.h"
#include "isa/isa_int.h"
#include "isa/tab_fmt.h"

unsigned int gs_isa_target_count(void)
{
	return GS_ISA_NTARGETS;
}

const char *gs_isa_target_name(unsigned int t)
{
	return t < GS_ISA_NTARGETS ? gsi_isa_target_names[t] : NULL;
}

static int target_lookup(const char *target)
{
	static const char prefix[] = "amdgcn-amd-amdhsa--";
	size_t n;

	if (strncmp(target, prefix, sizeof(prefix) - 1) == 0)
		target += sizeof(prefix) - 1;
	n = strcspn(target, ":");
	for (unsigned int t = 0; t < GS_ISA_NTARGETS; t++)
		if (strlen(gsi_isa_target_names[t]) == n &&
		    strncmp(gsi_isa_target_names[t], target, n) == 0)
			return (int)t;
	return -1;
}

int gs_isa_target_index(const char *target)
{
	/* The assembler asks for the same few names (its target's, "gfx1250",
	 * ...) per instruction: remember the last ones by address, checking
	 * the text still matches (the caller's buffer may have changed). */
	static _Thread_local struct { const char *p; int t; } memo[4];
	static _Thread_local unsigned int next;
	int t;

	if (!target)
		return -1;
	for (unsigned int i = 0; i < 4; i++)
		if (memo[i].p == target && memo[i].t >= 0 && !strcmp(gsi_isa_target_names[memo[i].t], target))
			return memo[i].t;
	t = target_lookup(target);
	memo[next].p = target;
	memo[next].t = t;
	next = (next + 1) % 4;
	return t;
}

unsigned int gs_isa_class_count(void)
{
	return GS_ISA_NCLASS;
}

const char *gs_isa_class_name(unsigned int cls)
{
	return cls < GS_ISA_NCLASS ? gsi_isa_class_names[cls] : NULL;
}

int gs_isa_class_index(const char *name)
{
	for (unsigned int c = 0; name && c < GS_ISA_NCLASS; c++)
		if (strcmp(gsi_isa_class_names[c], name) == 0)
			return (int)c;
	return -1;
}

const char *gs_isa_modifier_name(unsigned int bit)
{
	return bit < GS_ISA_NMODS ? gsi_isa_mod_names[bit] : NULL;
}

int gs_isa_has_modifier(const struct gs_isa_inst *inst, const char *name)
{
	/* The assembler asks per operand with the same few literal names: the
	 * bit of a name is remembered by address, checking the text still
	 * matches (the caller's buffer may have changed). */
	static _Thread_local struct { const char *p; unsigned int b; } memo[16];
	unsigned int slot;

	if (!inst || !name)
		return 0;
	slot = (unsigned int)(((uintptr_t)name >> 3) % 16);
	if (memo[slot].p == name &&
	    (gsi_isa_mod_names[memo[slot].b] == name || strcmp(gsi_isa_mod_names[memo[slot].b], name) == 0))
		/* (the table's own string when the linker merged the callers' literal with it) */
		return (inst->modifiers >> memo[slot].b) & 1;
	for (unsigned int b = 0; b < GS_ISA_NMODS; b++)
		if (gsi_isa_mod_names[b][0] == name[0] && strcmp(gsi_isa_mod_names[b], name) == 0) {  /* [0]: speed */
			memo[slot].p = name;
			memo[slot].b = b;
			return (inst->modifiers >> b) & 1;
		}
	return 0;
}

/* (inline: the decoder and the name lookups fill a row or more per line) */
static inline __attribute__((always_inline)) void fill(unsigned int i, struct gs_isa_inst *out)
{
	const struct gs_isa_row *r = &gsi_isa_rows[i];

	out->mnemonic = gsi_isa_str + r->name;
	out->cls = gsi_isa_class_names[r->cls];
	out->cls_id = r->cls;
	out->opcode = r->opcode;
	out->size = r->size;
	out->nops = r->nops;
	out->modifiers = r->mods;
	out->targets = r->targets;
	out->row = i;
}

/*
 * Every row as fill() writes it, built once (from the name and opcode
 * indexes' builders, which say whether they have it): the per-line lookups
 * copy one struct, not nine fields.
 */
static struct gs_isa_inst row_insts[GS_ISA_NROWS];
static struct gsi_once insts_once = GSI_ONCE_INIT;
static int name_insts, op_insts;  /* row_insts ready: read after name_once / op_once */

static void insts_build(void)
{
	for (unsigned int i = 0; i < GS_ISA_NROWS; i++)
		fill(i, &row_insts[i]);
}

static enum gs_status target_and_class(const char *target, const char *cls, int *t, int *c,
				       struct gs_error *err)
{
	*t = gs_isa_target_index(target);
	if (*t < 0)
		return gs_error_set(err, GS_ERR_INVALID, "unknown target '%s', expected gfx1100..gfx1250",
				    target ? target : "(null)");
	*c = -1;
	if (cls) {
		*c = gs_isa_class_index(cls);
		if (*c < 0)
			return gs_error_set(err, GS_ERR_INVALID,
					    "unknown encoding class '%s', expected VOP1, DS, ...", cls);
	}
	return GS_OK;
}

/* Index in gsi_isa_name_index of the first row whose name is >= mnemonic. */
static unsigned int first_named(const char *mnemonic)
{
	unsigned int lo = 0, hi = GS_ISA_NROWS;

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;

		if (strcmp(gsi_isa_str + gsi_isa_rows[gsi_isa_name_index[mid]].name, mnemonic) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * The assembler looks up every line's mnemonic (and its _e32/_e64/...
 * variants): a hash of the names, built once, finds the first row of a name
 * with one string compare instead of a dozen in the binary search.
 * Slots hold 1 + the gsi_isa_name_index position of a name's first row in
 * the low 16 bits and the hash's top 16 bits above: a probe compares the
 * strings only when those agree (most lookups of suffixed names miss).
 */
enum { NAME_SLOTS = 8192 };  /* power of two, > 1.5 x the rows */
static uint32_t name_slot[NAME_SLOTS];
static struct gsi_once name_once = GSI_ONCE_INIT;
/* Per name, at the index position of its first row: how many index positions
 * hold it (gsi_isa_rows_named walks those, no name compares) and its length
 * (a probe compares lengths, then the bytes inline: no strcmp per line).
 * spans_sorted: every name's rows are in class order in the index (then
 * gsi_isa_rows_named's sort has nothing to do). */
static uint16_t name_span[GS_ISA_NROWS];
static uint8_t name_len[GS_ISA_NROWS];
static int spans_sorted;

static int same_name(const char *a, unsigned int i)
{
	return !strcmp(gsi_isa_str + gsi_isa_rows[gsi_isa_name_index[i]].name, a);
}

static void name_hash_build(void)
{
	_Static_assert(GS_ISA_NROWS < 65535 && GS_ISA_NROWS < NAME_SLOTS / 3 * 2, "name hash too small");
	name_insts = gsi_once(&insts_once, insts_build) == 0;
	spans_sorted = 1;
	for (unsigned int i = 0, first = 0; i < GS_ISA_NROWS; i++) {
		const char *nm = gsi_isa_str + gsi_isa_rows[gsi_isa_name_index[i]].name;
		size_t len;
		uint32_t h, tag;

		if (i && (gsi_isa_rows[gsi_isa_name_index[i - 1]].name == gsi_isa_rows[gsi_isa_name_index[i]].name ||
			  !strcmp(gsi_isa_str + gsi_isa_rows[gsi_isa_name_index[i - 1]].name, nm))) {
			if (gsi_isa_rows[gsi_isa_name_index[i]].cls < gsi_isa_rows[gsi_isa_name_index[i - 1]].cls)
				spans_sorted = 0;
			name_span[first]++;
			continue;  /* not the name's first row (one offset is one name) */
		}
		first = i;
		name_span[i] = 1;
		len = strlen(nm);
		name_len[i] = (uint8_t)(len < 255 ? len : 255);  /* 255: compare with strcmp */
		h = gsi_name_hash_n(nm, len);
		tag = h >> 16;
		for (; name_slot[h % NAME_SLOTS]; h++)
			;
		name_slot[h % NAME_SLOTS] = tag << 16 | (i + 1);
	}
}

/* Are the n bytes at a and b the same (both strings of length n)? */
static int same_bytes(const char *a, const char *b, size_t n)
{
	uint64_t x, y;
	size_t k;

	if (n < 8) {
		for (k = 0; k < n; k++)
			if (a[k] != b[k])
				return 0;
		return 1;
	}
	for (k = 0; k + 8 < n; k += 8) {
		memcpy(&x, a + k, 8);
		memcpy(&y, b + k, 8);
		if (x != y)
			return 0;
	}
	memcpy(&x, a + n - 8, 8);  /* the last 8 (overlapping the loop's) */
	memcpy(&y, b + n - 8, 8);
	return x == y;
}

/* Index in gsi_isa_name_index of the name's first row, GS_ISA_NROWS if none. */
static unsigned int first_named_hashed(const char *mnemonic, size_t n)
{
	uint32_t h = gsi_name_hash_n(mnemonic, n), tag = h >> 16;

	for (; name_slot[h % NAME_SLOTS]; h++) {
		unsigned int i = (name_slot[h % NAME_SLOTS] & 0xffffu) - 1u;

		if (name_slot[h % NAME_SLOTS] >> 16 != tag)
			continue;
		if (name_len[i] == 255 ? same_name(mnemonic, i)
				       : name_len[i] == n &&
					 same_bytes(gsi_isa_str + gsi_isa_rows[gsi_isa_name_index[i]].name, mnemonic, n))
			return i;
	}
	return GS_ISA_NROWS;
}

enum gs_status gs_isa_find(const char *target, const char *mnemonic, const char *cls,
			   struct gs_isa_inst *out, struct gs_error *err)
{
	unsigned int lo;
	int t, c;
	enum gs_status st = target_and_class(target, cls, &t, &c, err);

	if (st != GS_OK)
		return st;
	if (!mnemonic || !out)
		return gs_error_set(err, GS_ERR_INVALID, "missing mnemonic or result");
	for (lo = first_named(mnemonic); lo < GS_ISA_NROWS; lo++) {
		const struct gs_isa_row *r = &gsi_isa_rows[gsi_isa_name_index[lo]];

		if (strcmp(gsi_isa_str + r->name, mnemonic) != 0)
			break;
		if (((r->targets >> t) & 1) && (c < 0 || r->cls == c)) {
			fill(gsi_isa_name_index[lo], out);
			return GS_OK;
		}
	}
	return gs_error_set(err, GS_ERR_UNSUPPORTED, "%s has no instruction %s%s%s", target,
			    mnemonic, cls ? " in class " : "", cls ? cls : "");
}

enum gs_status gs_isa_find_opcode(const char *target, const char *cls, unsigned int opcode,
				  struct gs_isa_inst *out, struct gs_error *err)
{
	int t, c;
	enum gs_status st = target_and_class(target, cls, &t, &c, err);

	if (st != GS_OK)
		return st;
	if (!cls || !out)
		return gs_error_set(err, GS_ERR_INVALID, "missing class or result");
	if (gsi_isa_find_row(t, c, opcode, out))
		return GS_OK;
	return gs_error_set(err, GS_ERR_UNSUPPORTED, "%s has no %s opcode %u (0x%x)", target, cls,
			    opcode, opcode);
}

/*
 * The first row of each (class, opcode), hashed, built once: the decoder
 * asks per instruction.  Slots hold 1 + the row; rows are sorted by (class,
 * opcode), so a key's first row is where the binary search would land.
 */
enum { OP_SLOTS = 8192 };  /* power of two, > 1.5 x the rows */
static uint16_t op_slot[OP_SLOTS];
static struct gsi_once op_once = GSI_ONCE_INIT;

static uint32_t op_hash(unsigned int c, unsigned int opcode)
{
	return (c * 0x9e3779b1u ^ opcode * 0x85ebca77u) >> 7;
}

static void op_hash_build(void)
{
	_Static_assert(GS_ISA_NROWS < 65535 && GS_ISA_NROWS < OP_SLOTS / 3 * 2, "opcode hash too small");
	op_insts = gsi_once(&insts_once, insts_build) == 0;
	for (unsigned int i = 0; i < GS_ISA_NROWS; i++) {
		const struct gs_isa_row *r = &gsi_isa_rows[i];
		uint32_t h;

		if (i && gsi_isa_rows[i - 1].cls == r->cls && gsi_isa_rows[i - 1].opcode == r->opcode)
			continue;  /* not the key's first row */
		for (h = op_hash(r->cls, r->opcode); op_slot[h % OP_SLOTS]; h++)
			;
		op_slot[h % OP_SLOTS] = (uint16_t)(i + 1);
	}
}

/* The first row of (c, opcode), or where the rows of larger keys begin. */
static unsigned int first_op_row(int c, unsigned int opcode)
{
	unsigned int lo = 0, hi = GS_ISA_NROWS;

	if (gsi_once(&op_once, op_hash_build) == 0) {
		for (uint32_t h = op_hash((unsigned int)c, opcode); op_slot[h % OP_SLOTS]; h++) {
			const struct gs_isa_row *r = &gsi_isa_rows[op_slot[h % OP_SLOTS] - 1u];

			if (r->cls == c && r->opcode == opcode)
				return op_slot[h % OP_SLOTS] - 1u;
		}
		return GS_ISA_NROWS;  /* no such key: no row */
	}
	while (lo < hi) {  /* first row with (class, opcode) >= (c, opcode) */
		unsigned int mid = lo + (hi - lo) / 2;
		const struct gs_isa_row *r = &gsi_isa_rows[mid];

		if (r->cls < c || (r->cls == c && r->opcode < opcode))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

int gsi_isa_find_row(int t, int c, unsigned int opcode, struct gs_isa_inst *out)
{
	if (t < 0 || c < 0)
		return 0;
	for (unsigned int lo = first_op_row(c, opcode); lo < GS_ISA_NROWS; lo++) {
		const struct gs_isa_row *r = &gsi_isa_rows[lo];

		if (r->cls != c || r->opcode != opcode)
			break;
		if ((r->targets >> t) & 1) {
			if (gsi_once(&op_once, op_hash_build) == 0 && op_insts)
				*out = row_insts[lo];  /* (op_insts read after op_once) */
			else
				fill(lo, out);
			return 1;
		}
	}
	return 0;
}

enum gs_status gs_isa_at(const char *target, unsigned int i, struct gs_isa_inst *out)
{
	int t = gs_isa_target_index(target);

	if (t < 0 || !out)
		return GS_ERR_INVALID;
	for (unsigned int k = 0; k < GS_ISA_NROWS; k++) {
		if (!((gsi_isa_rows[k].targets >> t) & 1))
			continue;
		if (i-- == 0) {
			fill(k, out);
			return GS_OK;
		}
	}
	return GS_ERR_RANGE;
}

unsigned int gs_isa_count(const char *target, const char *cls)
{
	int t = gs_isa_target_index(target);
	int c = cls ? gs_isa_class_index(cls) : -1;
	unsigned int n = 0;

	if (t < 0 || (cls && c < 0))
		return 0;
	for (unsigned int k = 0; k < GS_ISA_NROWS; k++)
		if (((gsi_isa_rows[k].targets >> t) & 1) && (c < 0 || gsi_isa_rows[k].cls == c))
			n++;
	return n;
}

enum gs_status gs_isa_operand(const struct gs_isa_inst *inst, unsigned int i,
			      struct gs_isa_operand *out)
{
	return gsi_isa_operand(inst, i, out);
}

int gsi_isa_row_at(unsigned int i, struct gs_isa_inst *out)
{
	if (i >= GS_ISA_NROWS)
		return 0;
	fill(i, out);
	return 1;
}

const char *gsi_isa_row_name(unsigned int row)
{
	return row < GS_ISA_NROWS ? gsi_isa_str + gsi_isa_rows[row].name : NULL;
}

unsigned int gsi_isa_rows_named(int t, const char *mnemonic, struct gs_isa_inst *out, unsigned int max)
{
	return mnemonic ? gsi_isa_rows_named_n(t, mnemonic, strlen(mnemonic), out, max) : 0;
}

unsigned int gsi_isa_rows_named_n(int t, const char *mnemonic, size_t len, struct gs_isa_inst *out,
				  unsigned int max)
{
	unsigned int lo, n = 0, same = ~0u;

	if (t < 0 || t >= GS_ISA_NTARGETS || !mnemonic)
		return 0;
	if (gsi_once(&name_once, name_hash_build) == 0) {
		/* the name's span of the index, found by the hash */
		unsigned int end;

		lo = first_named_hashed(mnemonic, len);
		if (lo >= GS_ISA_NROWS)
			return 0;
		for (end = lo + name_span[lo]; lo < end && n < max; lo++)
			if ((gsi_isa_rows[gsi_isa_name_index[lo]].targets >> t) & 1) {
				if (name_insts)
					out[n++] = row_insts[gsi_isa_name_index[lo]];
				else
					fill(gsi_isa_name_index[lo], &out[n++]);
			}
		if (spans_sorted)
			return n;  /* already in class order */
	} else {
		for (lo = first_named(mnemonic); lo < GS_ISA_NROWS && n < max; lo++) {
			const struct gs_isa_row *r = &gsi_isa_rows[gsi_isa_name_index[lo]];

			if (r->name != same && strcmp(gsi_isa_str + r->name, mnemonic) != 0)
				break;
			same = r->name;
			if ((r->targets >> t) & 1)
				fill(gsi_isa_name_index[lo], &out[n++]);
		}
	}
	/* class order (the name index keeps rows of one name in row order, which is
	 * class order; sorted anyway where the build found it is not) */
	for (unsigned int i = 1; i < n; i++)
		for (unsigned int j = i; j > 0 && out[j].cls_id < out[j - 1].cls_id; j--) {
			struct gs_isa_inst tmp = out[j];

			out[j] = out[j - 1];
			out[j - 1] = tmp;
		}
	return n;
}
