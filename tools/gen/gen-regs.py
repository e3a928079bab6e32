#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generate the register databases (userspace/lib/regs/gen_gc_*.c).

Reads the GC asic_reg headers straight out of Debian's linux-source tarball
(no extracted tree needed) and writes, per database, one C file holding every
MMIO register (name, absolute dword address, aperture, fields) sorted by name,
plus an index sorted by address.  Output is deterministic.

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


def render_wave(wave):
    """The wave state registers: names (sorted) and fields, address 0."""
    out = []
    w = out.append
    w("static const struct gs_reg_field wave_fields[] = {")
    first = {}
    n = 0
    for name in sorted(wave):
        first[name] = n
        for fname, (shift, mask) in sorted(wave[name].items(), key=lambda kv: (kv[1][0], kv[0])):
            w('\t{ "%s", %d, 0x%08Xu },' % (fname, shift, mask))
            n += 1
    w("};")
    w("")
    w("static const struct gs_reg wave[] = {")
    for name in sorted(wave):
        w('\t{ "%s", 0, GS_APERTURE_OTHER, %d, wave_fields + %d },'
          % (name, len(wave[name]), first[name]))
    w("};")
    w("")
    return out


def render(db, regs, fields, wave, skipped, dropped, restrict):
    names = sorted(regs)
    src = ["%s/%s_offset.h" % (HDR_DIR, db), "%s/%s_sh_mask.h" % (HDR_DIR, db)]
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
    w(" * the %d wave state registers (%s*, fields only) in wave[]." % (len(wave), WAVE_PREFIX))
    w(" */")
    w('#include "regs/gen_regdb.h"')
    w("")
    w("static const struct gs_reg_field fields[] = {")
    first = {}
    n = 0
    for name in names:
        f = fields.get(name, {}) if (not restrict or field_rule(name, regs[name])) else {}
        first[name] = (n, len(f))
        for fname, (shift, mask) in sorted(f.items(), key=lambda kv: (kv[1][0], kv[0])):
            w('\t{ "%s", %d, 0x%08Xu },' % (fname, shift, mask))
            n += 1
    if n == 0:
        w("\t{ 0 },")
    w("};")
    w("")
    w("static const struct gs_reg regs[] = {")
    for name in names:
        start, cnt = first[name]
        fp = "fields + %d" % start if cnt else "0"
        w('\t{ "%s", 0x%04X, %s, %d, %s },' % (name, regs[name], aperture_of(regs[name]), cnt, fp))
    w("};")
    w("")
    order = sorted(range(len(names)), key=lambda i: (regs[names[i]], names[i]))
    w("static const uint32_t by_addr[] = {")
    for i in range(0, len(order), 12):
        w("\t" + " ".join("%d," % x for x in order[i:i + 12]))
    w("};")
    w("")
    out += render_wave(wave)
    w("const struct gs_regdb gs_regdb_%s = {" % db)
    w('\t"%s", sizeof(regs) / sizeof(regs[0]), regs, by_addr,' % db)
    w("\tsizeof(wave) / sizeof(wave[0]), wave,")
    w("};")
    return "\n".join(out) + "\n"


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
        '#include "gfxshim/regs.h"',
        "",
    ]
    for db in sorted(DATABASES):
        out.append("extern const struct gs_regdb gs_regdb_%s;" % db)
    out += ["", "/* Every database, sorted by name. */", "#define GS_GEN_REGDBS \\"]
    dbs = sorted(DATABASES)
    out += ["\t&gs_regdb_%s,%s" % (db, " \\" if i + 1 < len(dbs) else "")
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
    args = ap.parse_args()

    wanted = []
    for db in DATABASES:
        wanted += [db + "_offset.h", db + "_sh_mask.h"]
    texts = read_headers(args.source, wanted)

    # Check every database before writing any: no half-updated tree.
    outputs = {}
    for db in sorted(DATABASES):
        regs, skipped = parse_offsets(texts[db + "_offset.h"], DATABASES[db], db)
        check_known(db, regs)
        fields, wave, dropped = parse_fields(texts[db + "_sh_mask.h"], regs, db)
        text = render(db, regs, fields, wave, skipped, dropped, False)
        if len(text) > MAX_BYTES:
            text = render(db, regs, fields, wave, skipped, dropped, True)
        outputs["gen_%s.c" % db] = text
    outputs["gen_regdb.h"] = render_index()

    os.makedirs(args.out, exist_ok=True)
    for name in sorted(outputs):
        write_if_changed(os.path.join(args.out, name), outputs[name])


if __name__ == "__main__":
    main()
