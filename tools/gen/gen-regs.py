#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generate the register databases (userspace/lib/regs/gen_gc_*.c).

Reads the GC asic_reg headers straight out of Debian's linux-source tarball
(no extracted tree needed) and writes, per database, one C file holding every
MMIO register (name, absolute dword address, aperture, fields) sorted by name,
plus an index sorted by address.  Names are offsets into one string per
database and registers with the same fields share one field list, so the
tables need no relocations (userspace/lib/regs/regdb_int.h has the layout).
The registers and fields the library names in code (tools/gen/reg-ids.txt)
get ids: enum gs_reg_id / gs_field_id in gfxshim/reg_ids.h, mapped per
database.  Output is deterministic.

Facts used (see the comments by each table below):
  * register offsets and BASE_IDX: gc_<ver>_offset.h
  * fields (shift, in-place mask):  gc_<ver>_sh_mask.h
  * GC segment bases: the kernel's *_ip_offset.h headers; SOC21/SOC24 parts
    and GC 9.4.3 take them from IP discovery at run time, so the values are
    cross-checked against absolute addresses known from Mesa's sid.h
    (R_00B830_COMPUTE_PGM_LO = byte 0xB830 = dword 0x2E0C, ...) -- a wrong
    base makes generation fail.
  * aperture ranges: PACKET3_SET_*_REG_START in nvd.h / soc15d.h; the ends of
    CONTEXT and UCONFIG follow Mesa's sid.h (SI_CONTEXT_REG_END 0x30000,
    CIK_UCONFIG_REG_END 0x40000 bytes), which cover the perf-counter
    registers the kernel's narrower *_END values leave out.
"""

import argparse
import os
import re
import sys
import tarfile

HDR_DIR = "drivers/gpu/drm/amd/include/asic_reg/gc"

# GC segment bases (dword addresses), indexed by BASE_IDX.
# gfx11/gfx12: GC_BASE__INST0_SEG0..3 of sienna_cichlid_ip_offset.h / navi10
# (the GC block kept its layout on SOC21/SOC24; checked by KNOWN below).
# gc_9_4_3: GC_BASE of aldebaran_ip_offset.h (GC 9.4.2, same family).
SOC21_GC_BASE = (0x00001260, 0x0000A000, 0x0001C000, 0x02402C00)
GFX94_GC_BASE = (0x00002000, 0x0000A000, 0x02402C00)

DATABASES = {
    "gc_9_4_3": GFX94_GC_BASE,
    "gc_11_0_0": SOC21_GC_BASE,
    "gc_11_0_3": SOC21_GC_BASE,
    "gc_11_5_0": SOC21_GC_BASE,
    "gc_12_0_0": SOC21_GC_BASE,
}

# Absolute dword addresses every database must reproduce.  Mesa sid.h names
# carry the byte address: R_00B830_COMPUTE_PGM_LO -> 0xB830 / 4 = 0x2E0C.
KNOWN = {
    "COMPUTE_DISPATCH_INITIATOR": 0x2E00,  # R_00B800
    "COMPUTE_START_X": 0x2E04,             # R_00B810
    "COMPUTE_PGM_LO": 0x2E0C,              # R_00B830
    "COMPUTE_PGM_RSRC1": 0x2E12,           # R_00B848
    "COMPUTE_PGM_RSRC2": 0x2E13,           # R_00B84C
    "COMPUTE_RESOURCE_LIMITS": 0x2E15,     # R_00B854
    "COMPUTE_TMPRING_SIZE": 0x2E18,        # R_00B860
    "COMPUTE_USER_DATA_0": 0x2E40,         # R_00B900
    "GRBM_GFX_INDEX": 0xC200,              # R_030800 (CIK+)
    "GRBM_CNTL": 0x2000,                   # first CONFIG register
    "DB_RENDER_CONTROL": 0xA000,           # R_028000, first CONTEXT register
}
KNOWN_GFX11PLUS = {
    "COMPUTE_PGM_RSRC3": 0x2E28,                 # R_00B8A0 (gfx10+)
    "COMPUTE_DISPATCH_SCRATCH_BASE_LO": 0x2E10,  # R_00B840
    "COMPUTE_DISPATCH_SCRATCH_BASE_HI": 0x2E11,  # R_00B844
}

# (name, first, last) inclusive dword ranges; must match gs_reg_aperture_of().
APERTURES = (
    ("GS_APERTURE_CONFIG", 0x2000, 0x2BFF),
    ("GS_APERTURE_SH", 0x2C00, 0x2FFF),
    ("GS_APERTURE_CONTEXT", 0xA000, 0xBFFF),
    ("GS_APERTURE_UCONFIG", 0xC000, 0xFFFF),
)

# Above this size a database keeps fields only for registers a command
# stream can write or a benchmark reads (see field_rule()).
MAX_BYTES = 4 * 1024 * 1024
FIELD_PREFIXES = ("GRBM_", "CP_", "SQ_")

# Wave state registers (s_getreg/s_setreg: MODE, HW_ID1, ...) have no MMIO
# address, only field blocks in the sh_mask header; kept apart, fields only.
WAVE_PREFIX = "SQ_WAVE_"

DEFINE_RE = re.compile(r"^#define\s+(\w+)\s+(\S+)", re.M)
BLOCK_RE = re.compile(r"^//(\w+)\s*$")


def fail(msg):
    sys.stderr.write("gen-regs.py: error: %s\n" % msg)
    sys.exit(1)


def read_headers(source, names):
    """Return {basename: text} for the wanted headers inside the tarball."""
    want = {HDR_DIR + "/" + n: n for n in names}
    found = {}
    with tarfile.open(source, "r:*") as tar:
        for m in tar:
            # Members are "<top-dir>/drivers/...": match without the top dir.
            rel = m.name.split("/", 1)[-1]
            if rel in want and m.isfile():
                found[want[rel]] = tar.extractfile(m).read().decode("ascii")
                if len(found) == len(want):
                    break
    missing = sorted(set(names) - set(found))
    if missing:
        fail("%s: missing %s" % (source, ", ".join(missing)))
    return found


def aperture_of(addr):
    for name, lo, hi in APERTURES:
        if lo <= addr <= hi:
            return name
    return "GS_APERTURE_OTHER"


def parse_offsets(text, bases, db):
    """Registers are the reg<NAME> defines that have a reg<NAME>_BASE_IDX.
    ix* (indirect, SQ_IND_INDEX space) and reg* without BASE_IDX have no
    MMIO address and are skipped (returned for the header comment)."""
    defs = {}
    for name, val in DEFINE_RE.findall(text):
        defs[name] = val
    regs = {}
    skipped = []
    for name, val in defs.items():
        if not name.startswith("reg") or name.endswith("_BASE_IDX"):
            continue
        idx = defs.get(name + "_BASE_IDX")
        if idx is None:
            skipped.append(name[3:])
            continue
        idx = int(idx, 0)
        if idx >= len(bases):
            fail("%s: %s uses BASE_IDX %d, no segment base known" % (db, name, idx))
        regs[name[3:]] = bases[idx] + int(val, 0)
    return regs, sorted(skipped)


def parse_fields(text, regs, db):
    """{reg: {field: (shift, mask)}} from NAME__FIELD__SHIFT / _MASK pairs,
    grouped by the //NAME comment that opens each register's block."""
    shifts, masks = {}, {}
    block = None
    for line in text.splitlines():
        b = BLOCK_RE.match(line)
        if b:
            block = b.group(1)
            continue
        d = DEFINE_RE.match(line)
        if not d or block is None:
            continue
        name, val = d.group(1), d.group(2)
        val = int(val.rstrip("UuLl"), 0)
        if name.endswith("__SHIFT"):
            table, regfield = shifts, name[:-7]
        elif name.endswith("_MASK"):
            table, regfield = masks, name[:-5]
        else:
            fail("%s: unexpected define %s" % (db, name))
        owner = block
        if not regfield.startswith(owner + "__"):
            # A few blocks lack their //NAME line: take the longest known
            # register name that prefixes REG__FIELD.
            parts = regfield.split("__")
            owner = next(("__".join(parts[:k]) for k in range(len(parts) - 1, 0, -1)
                          if "__".join(parts[:k]) in regs), None)
            if owner is None:
                # Fields of registers absent from the offset header
                # (dropped below with them).
                owner = parts[0]
        table[(owner, regfield[len(owner) + 2:])] = val
    fields, wave = {}, {}
    dropped = []
    for key, mask in masks.items():
        if key not in shifts and mask:  # the field starts at the mask's low bit
            shifts[key] = (mask & -mask).bit_length() - 1
    for key, shift in shifts.items():
        if key not in masks:  # header defect: nothing says how wide it is
            if key[0] in regs:
                dropped.append("%s.%s" % key)
            continue
        mask = masks[key] & 0xFFFFFFFF
        if shift > 31 or mask == 0 or (mask & -mask) != (1 << shift):
            # header defect: SHIFT and MASK disagree, so neither is trusted
            if key[0] in regs:
                dropped.append("%s.%s" % key)
            continue
        if key[0] in regs:  # blocks of indirect (ix*) registers are dropped
            fields.setdefault(key[0], {})[key[1]] = (shift, mask)
        elif key[0].startswith(WAVE_PREFIX):  # ... except the wave state
            wave.setdefault(key[0], {})[key[1]] = (shift, mask)
    return fields, wave, sorted(dropped)


def check_known(db, regs):
    known = dict(KNOWN)
    if not db.startswith("gc_9_"):
        known.update(KNOWN_GFX11PLUS)
    for name, addr in sorted(known.items()):
        got = regs.get(name)
        if got != addr:
            fail("%s: %s is at %s, expected 0x%04X (segment base wrong?)"
                 % (db, name, "missing" if got is None else "0x%04X" % got, addr))


def field_rule(name, addr):
    return (aperture_of(addr) in ("GS_APERTURE_SH", "GS_APERTURE_UCONFIG",
                                  "GS_APERTURE_CONFIG")
            or name.startswith(FIELD_PREFIXES))


FAMILY_RE = re.compile(r"^(\w*)\{(?:(\d+)\.\.(\d+)|(\w+(?:,\w+)+))\}(\w*)$")


def expand(word, path, lineno):
    """NAME{0..3} / NAME{X,Y} -> (prefix, [NAME0, ..]); NAME -> (None, [NAME])."""
    m = FAMILY_RE.match(word)
    if not m:
        if not re.match(r"^\w+(\|\w+)*$", word):
            fail("%s:%d: bad register %r, expected NAME, NAME|ALT or NAME{0..N}"
                 % (path, lineno, word))
        return None, [word]
    pre, lo, hi, items, post = m.groups()
    members = ([str(i) for i in range(int(lo), int(hi) + 1)] if lo is not None
               else items.split(","))
    return pre.rstrip("_") + post, [pre + x + post for x in members]


def read_ids(path):
    """The id list: regs [(id, [names])], fields [(reg index, id, [names])],
    families [(prefix, count)], all in file order."""
    regs, fields, families = [], [], []
    index = {}
    with open(path, encoding="ascii") as f:
        for lineno, line in enumerate(f, 1):
            words = line.split("#", 1)[0].split()
            if not words:
                continue
            family, members = expand(words[0], path, lineno)
            if family is not None:
                families.append((family, len(members)))
            for alts in members:
                names = alts.split("|")
                if names[0] not in index:
                    index[names[0]] = len(regs)
                    regs.append((names[0], names))
                elif regs[index[names[0]]][1] != names:
                    fail("%s:%d: %s listed with other names before" % (path, lineno, names[0]))
                ri = index[names[0]]
                for w in words[1:]:
                    if not re.match(r"^\w+(\|\w+)*$", w):
                        fail("%s:%d: bad field %r, expected FIELD or FIELD|ALT" % (path, lineno, w))
                    fnames = w.split("|")
                    if any(fi == ri and fid == fnames[0] for fi, fid, _ in fields):
                        fail("%s:%d: %s.%s listed twice" % (path, lineno, names[0], fnames[0]))
                    fields.append((ri, fnames[0], fnames))
    return regs, fields, families


def resolve_ids(ids, rows):
    """Per database: row of each register id (None: absent) and (row, field
    name) of each field id.  rows: [(name, addr, ap, {field: (shift, mask)})]."""
    id_regs, id_fields, _ = ids
    by_name = {r[0]: i for i, r in enumerate(rows)}
    reg_rows = [next((by_name[n] for n in names if n in by_name), None) for _, names in id_regs]
    field_at = []
    for ri, _, fnames in id_fields:
        row = reg_rows[ri]
        have = rows[row][3] if row is not None else {}
        field_at.append(next(((row, n) for n in fnames if n in have), None))
    return reg_rows, field_at


def check_ids(ids, resolved):
    """Every id names something in at least one database: a typo in the
    list fails here, not silently as 'absent everywhere'."""
    id_regs, id_fields, _ = ids
    for k, (name, names) in enumerate(id_regs):
        if all(r[0][k] is None for r in resolved.values()):
            fail("reg-ids.txt: no database has %s" % "|".join(names))
    for k, (ri, fid, fnames) in enumerate(id_fields):
        if all(r[1][k] is None for r in resolved.values()):
            fail("reg-ids.txt: no database has %s.%s" % (id_regs[ri][0], "|".join(fnames)))


def c_strings(names):
    """One string, each name NUL-terminated; names as separate literals
    (so a name starting with a digit cannot extend a \\0 escape)."""
    out, line = [], "\t"
    for n in names:
        lit = '"%s\\0"' % n
        if len(line) + len(lit) > 96 and line != "\t":
            out.append(line.rstrip())
            line = "\t"
        line += lit + " "
    if line.strip():
        out.append(line.rstrip())
    return out


def sorted_fields(fmap):
    return sorted(fmap.items(), key=lambda kv: (kv[1][0], kv[0]))


def render(db, regs, fields, wave, skipped, dropped, restrict, ids):
    names = sorted(regs)
    src = ["%s/%s_offset.h" % (HDR_DIR, db), "%s/%s_sh_mask.h" % (HDR_DIR, db)]
    # rows: the MMIO registers by name, then the wave state registers by name
    rows = []
    for name in names:
        f = fields.get(name, {}) if (not restrict or field_rule(name, regs[name])) else {}
        rows.append((name, regs[name], aperture_of(regs[name]), f))
    for name in sorted(wave):
        rows.append((name, 0, "GS_APERTURE_OTHER", wave[name]))
    # shared field lists: one copy of each distinct list
    lists, flist, frows = {}, [], []
    for name, _, _, f in rows:
        key = tuple((fn, sh, mk) for fn, (sh, mk) in sorted_fields(f))
        if key and key not in lists:
            lists[key] = len(frows)
            flist.append((len(frows), name))
            frows.extend(key)
    pool = sorted({r[0] for r in rows} | {fr[0] for fr in frows})
    off, n = {}, 0
    for s_ in pool:
        off[s_] = n
        n += len(s_) + 1
    reg_rows, field_at = ids

    out = []
    w = out.append
    w("// SPDX-License-Identifier: MIT")
    w("/*")
    w(" * Generated by tools/gen/gen-regs.py from linux-source-6.12")
    w(" * %s," % src[0])
    w(" * %s;" % src[1])
    w(" * do not edit; rebuild with `make gen`.")
    w(" *")
    w(" * %d registers, sorted by name; by_addr indexes them by address." % len(names))
    w(" * Address = GC segment base[BASE_IDX] + offset, in dwords; bases:")
    w(" * %s." % ", ".join("[%d] 0x%X" % (i, b) for i, b in enumerate(DATABASES[db])))
    if restrict:
        w(" * Fields are kept only for registers in the CONFIG, SH and UCONFIG")
        w(" * apertures and for GRBM_*, CP_* and SQ_* registers (size limit).")
    else:
        w(" * Fields: all of the sh_mask header.")
    if skipped:
        w(" * Skipped (no BASE_IDX, so no address): %s." % ", ".join(skipped))
    if dropped:
        w(" * Dropped fields (header defects: a SHIFT without a MASK, or a")
        w(" * SHIFT that is not the MASK's lowest bit): %s."
          % ", ".join(dropped))
    w(" * Indirect ix* registers (no MMIO address) are not included, except")
    w(" * the %d wave state registers (%s*, fields only) after the others." % (len(wave), WAVE_PREFIX))
    w(" * Names are offsets into str[]; %d distinct field lists, %d field rows."
      % (len(lists), len(frows)))
    w(" */")
    w('#include "regs/gen_regdb.h"')
    w("")
    w("static const char str[] =")
    out += c_strings(pool)
    w("\t;")
    w("")
    w("/* name, shift, mask; each list opens with the first register using it */")
    w("static const struct gsi_reg_field_row fields[] = {")
    starts = dict(flist)
    for i, (fn, sh, mk) in enumerate(frows):
        w("\t{ %d, %d, 0x%08Xu },%s" % (off[fn], sh, mk,
                                        "\t/* %s */" % starts[i] if i in starts else ""))
    if not frows:
        w("\t{ 0 },")
    w("};")
    w("")
    w("/* name, address, fields (first, count), aperture */")
    w("static const struct gsi_reg_row rows[] = {")
    for name, addr, ap, f in rows:
        key = tuple((fn, sh, mk) for fn, (sh, mk) in sorted_fields(f))
        w("\t{ %d, 0x%04X, %d, %d, %s },\t/* %s */"
          % (off[name], addr, lists[key] if key else 0, len(key), ap, name))
    w("};")
    w("")
    order = sorted(range(len(names)), key=lambda i: (regs[names[i]], names[i]))
    w("static const uint32_t by_addr[] = {")
    for i in range(0, len(order), 12):
        w("\t" + " ".join("%d," % x for x in order[i:i + 12]))
    w("};")
    w("")
    w("/* enum gs_reg_id -> row + 1, enum gs_field_id -> field row + 1; 0: absent */")
    w("static const uint16_t reg_ids[GS_REG_ID_COUNT] = {")
    vals = [0 if r is None else r + 1 for r in reg_rows]
    for i in range(0, len(vals), 12):
        w("\t" + " ".join("%d," % x for x in vals[i:i + 12]))
    w("};")
    w("static const uint32_t field_ids[GS_FIELD_ID_COUNT] = {")
    fvals = []
    for at in field_at:
        if at is None:
            fvals.append(0)
            continue
        row, fname = at
        f = rows[row][3]
        key = tuple((fn, sh, mk) for fn, (sh, mk) in sorted_fields(f))
        at = [k[0] for k in key]
        if fname not in at:
            fail("%s: %s.%s has an id but its fields were dropped (size limit)"
                 % (db, rows[row][0], fname))
        fvals.append(lists[key] + at.index(fname) + 1)
    for i in range(0, len(fvals), 12):
        w("\t" + " ".join("%d," % x for x in fvals[i:i + 12]))
    w("};")
    w("")
    w("/* The gs_reg view of the rows, filled on first use (regdb.c). */")
    w("static struct gs_reg view[%d];" % len(rows))
    w("static struct gs_reg_field view_fields[%d];" % max(len(frows), 1))
    w("static pthread_once_t once = PTHREAD_ONCE_INIT;")
    w("static void fill(void);")
    w("")
    w("const struct gsi_regdb gsi_regdb_%s = {" % db)
    w('\t{ "%s", %d, view, by_addr, %d, view + %d },' % (db, len(names), len(wave), len(names)))
    w("\tstr, rows, %d, fields, %d, reg_ids, field_ids," % (len(rows), len(frows)))
    w("\tview, view_fields, &once, fill,")
    w("};")
    w("")
    w("static void fill(void)")
    w("{")
    w("\tgsi_regdb_fill(&gsi_regdb_%s);" % db)
    w("}")
    return "\n".join(out) + "\n"


def render_ids_header(ids):
    id_regs, id_fields, families = ids
    out = [
        "/* SPDX-License-Identifier: MIT */",
        "/*",
        " * Generated by tools/gen/gen-regs.py from tools/gen/reg-ids.txt; do not",
        " * edit; rebuild with `make gen`.",
        " * Ids of the registers and fields the library names (gfxshim/regs.h:",
        " * gs_reg_by_id, gs_field_by_id); in file order, append-only.",
        " */",
        "#ifndef GFXSHIM_REG_IDS_H",
        "#define GFXSHIM_REG_IDS_H",
        "",
        "enum gs_reg_id {",
    ]
    for name, names in id_regs:
        out.append("\tGS_REG_%s,%s" % (name, "\t/* also %s */" % ", ".join(names[1:])
                                       if len(names) > 1 else ""))
    out += ["\tGS_REG_ID_COUNT", "};", "", "enum gs_field_id {"]
    for ri, fid, fnames in id_fields:
        out.append("\tGS_FIELD_%s__%s,%s" % (id_regs[ri][0], fid,
                                             "\t/* also %s */" % ", ".join(fnames[1:])
                                             if len(fnames) > 1 else ""))
    out += ["\tGS_FIELD_ID_COUNT", "};", ""]
    if families:
        out.append("/* Members of a family (consecutive ids from ..._<first>). */")
        for fam, count in families:
            out.append("#define GS_REG_N_%s %d" % (fam, count))
        out.append("")
    out += ["#endif /* GFXSHIM_REG_IDS_H */", ""]
    return "\n".join(out)


def render_ids_names(ids):
    """The ids' own names (for messages when a database lacks one)."""
    id_regs, id_fields, _ = ids
    pool = sorted({n for n, _ in id_regs} | {f for _, f, _ in id_fields})
    off, n = {}, 0
    for s_ in pool:
        off[s_] = n
        n += len(s_) + 1
    out = [
        "// SPDX-License-Identifier: MIT",
        "/*",
        " * Generated by tools/gen/gen-regs.py from tools/gen/reg-ids.txt; do not",
        " * edit; rebuild with `make gen`.  The names of gfxshim/reg_ids.h's ids.",
        " */",
        '#include "regs/gen_regdb.h"',
        "",
        "const char gsi_reg_id_str[] =",
    ]
    out += c_strings(pool)
    out += ["\t;", "", "const uint16_t gsi_reg_id_names[GS_REG_ID_COUNT] = {"]
    out += ["\t%d,\t/* %s */" % (off[name], name) for name, _ in id_regs]
    out += ["};", "", "/* register id, field name */",
            "const struct gsi_field_id_row gsi_field_ids[GS_FIELD_ID_COUNT] = {"]
    out += ["\t{ GS_REG_%s, %d },\t/* %s */" % (id_regs[ri][0], off[fid], fid)
            for ri, fid, _ in id_fields]
    out += ["};", ""]
    return "\n".join(out)


def render_index():
    out = [
        "/* SPDX-License-Identifier: MIT */",
        "/*",
        " * Generated by tools/gen/gen-regs.py; do not edit; rebuild with `make gen`.",
        " * The register databases in gen_gc_*.c (internal to libgfxshim).",
        " */",
        "#ifndef GS_GEN_REGDB_H",
        "#define GS_GEN_REGDB_H",
        "",
        '#include "regs/regdb_int.h"',
        "",
    ]
    for db in sorted(DATABASES):
        out.append("extern const struct gsi_regdb gsi_regdb_%s;" % db)
    out += ["", "/* Every database, sorted by name. */", "#define GS_GEN_REGDBS \\"]
    dbs = sorted(DATABASES)
    out += ["\t&gsi_regdb_%s,%s" % (db, " \\" if i + 1 < len(dbs) else "")
            for i, db in enumerate(dbs)]
    out += ["", "#endif /* GS_GEN_REGDB_H */", ""]
    return "\n".join(out)


def write_if_changed(path, text):
    try:
        with open(path, encoding="ascii") as f:
            if f.read() == text:
                return
    except FileNotFoundError:
        pass
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="ascii") as f:
        f.write(text)
    os.replace(tmp, path)
    print("  GEN     %s" % path)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", required=True, help="linux-source-6.12.tar.xz")
    ap.add_argument("--out", required=True, help="output directory (userspace/lib/regs)")
    ap.add_argument("--include-out", required=True,
                    help="directory of the public reg_ids.h (userspace/include/gfxshim)")
    ap.add_argument("--ids", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                  "reg-ids.txt"),
                    help="the registers and fields that get ids (tools/gen/reg-ids.txt)")
    args = ap.parse_args()
    ids = read_ids(args.ids)

    wanted = []
    for db in DATABASES:
        wanted += [db + "_offset.h", db + "_sh_mask.h"]
    texts = read_headers(args.source, wanted)

    # Check every database before writing any: no half-updated tree.
    outputs, parsed, resolved = {}, {}, {}
    for db in sorted(DATABASES):
        regs, skipped = parse_offsets(texts[db + "_offset.h"], DATABASES[db], db)
        check_known(db, regs)
        fields, wave, dropped = parse_fields(texts[db + "_sh_mask.h"], regs, db)
        parsed[db] = (regs, fields, wave, skipped, dropped)
        rows = [(n, regs[n], None, fields.get(n, {})) for n in sorted(regs)]
        rows += [(n, 0, None, wave[n]) for n in sorted(wave)]
        resolved[db] = resolve_ids(ids, rows)
    check_ids(ids, resolved)
    for db in sorted(DATABASES):
        regs, fields, wave, skipped, dropped = parsed[db]
        text = render(db, regs, fields, wave, skipped, dropped, False, resolved[db])
        if len(text) > MAX_BYTES:
            text = render(db, regs, fields, wave, skipped, dropped, True, resolved[db])
        outputs[os.path.join(args.out, "gen_%s.c" % db)] = text
    outputs[os.path.join(args.out, "gen_regdb.h")] = render_index()
    outputs[os.path.join(args.out, "gen_reg_ids.c")] = render_ids_names(ids)
    outputs[os.path.join(args.include_out, "reg_ids.h")] = render_ids_header(ids)

    for path in sorted(outputs):
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        write_if_changed(path, outputs[path])


if __name__ == "__main__":
    main()
