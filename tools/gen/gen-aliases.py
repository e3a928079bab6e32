#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generate the assembler's table of legacy mnemonics from llvm-mc-22.

LLVM keeps older spellings of many instructions (gfx10's flat_atomic_add for
gfx11's flat_atomic_add_u32, buffer_load_dword for buffer_load_b32, gfx908's
v_mfma_f32_32x32x1f32 for gfx940's v_mfma_f32_32x32x1_2b_f32).  Which
spellings it takes is a fact of llvm-mc-22, asked here, never listed by hand:

 1. build/tools/conformance --texts prints llvm-mc-22's text of a valid
    encoding of every instruction in gfxshim's tables (one per mnemonic kept);
 2. each canonical mnemonic gives candidate older names by the renaming
    rules below (they only propose: a wrong guess costs one rejected line);
 3. "candidate <the same operands>" goes to llvm-mc-22 -show-encoding; a
    candidate is an alias when llvm-mc-22 accepts it, prints the canonical
    mnemonic back and the same bytes.

Writes userspace/lib/asm/gen_asm_aliases.c (committed; `make gen` reruns it).
usage: gen-aliases.py [--build build] [--llvm-mc llvm-mc-22] [--out FILE]
"""
import argparse
import os
import re
import subprocess
import sys

# target groups: llvm-mc-22 is asked on the first cpu; the table applies to all
GROUPS = [("gfx11", "gfx1100", ["gfx1100", "gfx1101", "gfx1102", "gfx1103"]),
          ("gfx115", "gfx1150", ["gfx1150", "gfx1151", "gfx1152", "gfx1153"]),
          ("gfx12", "gfx1201", ["gfx1200", "gfx1201"]),
          ("gfx942", "gfx942", ["gfx942"]),
          ("gfx950", "gfx950", ["gfx950"])]
CONF_TARGET = {"gfx1100": "gfx1100", "gfx1150": "gfx1100", "gfx1201": "gfx1201",
               "gfx942": "gfx942", "gfx950": "gfx950"}

# type suffixes of gfx11+ memory instructions and their gfx10 spellings
SUFFIX_OLD = {"_b32": ["_dword", ""], "_b64": ["_dwordx2", "_x2"], "_b96": ["_dwordx3"],
              "_b128": ["_dwordx4"], "_u8": ["_ubyte"], "_i8": ["_sbyte"], "_u16": ["_ushort"],
              "_i16": ["_sshort"], "_b8": ["_byte"], "_b16": ["_short"], "_u32": [""],
              "_i32": [""], "_u64": ["_x2"], "_i64": ["_x2"], "_f32": [""], "_f64": ["_x2"]}


def candidates(name):
    """Older spellings llvm-mc-22 might take for the canonical name."""
    out = set()
    m = re.match(r"(v_mfma_[a-z0-9]+_\d+x\d+x\d+)(?:_(\d+b))?_([a-z0-9]+)$", name)
    if m:
        # gfx940 v_mfma_f32_32x32x1_2b_f32 <- gfx908 v_mfma_f32_32x32x1f32
        out.add(m.group(1) + m.group(3))
        out.add(m.group(1) + m.group(3) + "_1k")
        return out
    m = re.match(r"(v_mfma_[a-z0-9]+_\d+x\d+x\d+)_([a-z0-9]+)$", name)
    if m:
        out.add(m.group(1) + m.group(2))
    if name.startswith("s_set_") and name.endswith("_distance"):
        out.add("s_" + name[6:-9])  # gfx10's s_inst_prefetch for s_set_inst_prefetch_distance
    if name.startswith("v_dot") and "_iu" in name:
        out.add(name.replace("_iu", "_i"))  # gfx11 SP3 v_dot4_i32_i8 for v_dot4_i32_iu8
    if not re.match(r"(flat|global|scratch|buffer|tbuffer|ds)_", name):
        return out
    words = name.split("_")
    for new, olds in SUFFIX_OLD.items():
        if name.endswith(new):
            stem = name[:-len(new)]
            for o in olds:
                out.add(stem + o)
        k = name.find(new + "_")
        if k > 0:  # a type in the middle (buffer_load_d16_hi_b16 style)
            for o in olds:
                out.add(name[:k] + o + name[k + len(new):])
    # signed/unsigned min/max: max_i32 -> smax, max_u64 -> umax_x2
    m = re.match(r"(.*_atomic)_(min|max)_([iu])(32|64)$", name)
    if m:
        out.add("%s_%s%s%s" % (m.group(1), "s" if m.group(3) == "i" else "u", m.group(2),
                               "_x2" if m.group(4) == "64" else ""))
    # gfx11 load/store spelled gfx10's way inside: load_d16_b16 -> load_short_d16
    m = re.match(r"(.*)_(load|store)_d16_(hi_)?(b16|u8|i8|b8)$", name)
    if m:
        t = {"b16": "short", "u8": "ubyte", "i8": "sbyte", "b8": "byte"}[m.group(4)]
        out.add("%s_%s_%s_d16%s" % (m.group(1), m.group(2), t, "_hi" if m.group(3) else ""))
    m = re.match(r"(.*)_(load|store)_(b8|b16)_d16_hi$", name)
    if m:
        t = {"b16": "short", "b8": "byte"}[m.group(3)]
        out.add("%s_%s_%s_d16_hi" % (m.group(1), m.group(2), t))
    m = re.match(r"(.*)_(load|store)_d16_(hi_)?format_(x|xy|xyz|xyzw)$", name)
    if m:
        out.add("%s_%s_format_d16_%s%s" % (m.group(1), m.group(2), m.group(3) or "", m.group(4)))
    m = re.match(r"(.*_atomic)_(cmpswap|swap|add|sub|and|or|xor|inc|dec|csub)_(b|u)(32|64)$", name)
    if m:
        out.add("%s_%s%s" % (m.group(1), m.group(2), "_x2" if m.group(4) == "64" else ""))
    # gfx10 LDS names: ds_load_2addr_stride64_b32 <- ds_read2st64_b32
    d = name
    for new, old in (("ds_load_2addr_stride64_", "ds_read2st64_"), ("ds_load_2addr_", "ds_read2_"),
                     ("ds_store_2addr_stride64_", "ds_write2st64_"), ("ds_store_2addr_", "ds_write2_"),
                     ("ds_storexchg_2addr_stride64_", "ds_wrxchg2st64_"),
                     ("ds_storexchg_2addr_", "ds_wrxchg2_"), ("ds_storexchg_", "ds_wrxchg_"),
                     ("ds_load_", "ds_read_"), ("ds_store_", "ds_write_")):
        if d.startswith(new):
            d = old + d[len(new):]
            break
    if d != name:
        out.add(d)
    out.discard(name)
    del words
    return out


def mc_batch(mc, cpu, lines):
    """{line: (mnemonic, bytes)} for the lines llvm-mc-22 accepts."""
    src = "".join(line + "\n" for line in lines)
    p = subprocess.run([mc, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"], input=src,
                       capture_output=True, text=True)
    bad = {int(m.group(1)) for m in re.finditer(r"^<stdin>:(\d+):\d+: error:", p.stderr, re.M)}
    outs = [l for l in p.stdout.splitlines() if "; encoding:" in l]
    good = [l for i, l in enumerate(lines, 1) if i not in bad]
    if len(outs) != len(good):
        return None
    res = {}
    for l, o in zip(good, outs):
        m = re.match(r"\s*(\S+).*; encoding: \[(.*)\]", o)
        if m:
            res[l] = (m.group(1), m.group(2))
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--llvm-mc", default="llvm-mc-22")
    ap.add_argument("--out", default="userspace/lib/asm/gen_asm_aliases.c")
    args = ap.parse_args()
    tool = os.path.join(args.build, "tools", "conformance")
    if not os.access(tool, os.X_OK):
        sys.exit("gen-aliases: %s missing (make %s first)" % (tool, tool))
    targets = sorted(set(CONF_TARGET.values()))
    p = subprocess.run([tool, "--targets", ",".join(targets), "--per-class", "all", "--rounds", "4",
                        "--texts"], capture_output=True, text=True)
    texts, all_names = {}, {}
    for line in p.stderr.splitlines():
        m = re.match(r"#(?:text|name) (\S+) (\S+)", line)
        if m:
            all_names.setdefault(m.group(1), set()).add(re.sub(r"_e(32|64)$", "", m.group(2)))
        m = re.match(r"#text (\S+) (\S+)(.*)$", line)
        if not m:
            continue
        mn = re.sub(r"_e(32|64)$", "", m.group(2))
        if "_dpp" in mn or "_sdwa" in mn:
            continue
        texts.setdefault(m.group(1), {}).setdefault(mn, m.group(2) + m.group(3))
    tables = {}
    for gname, cpu, _ in GROUPS:
        known = texts.get(CONF_TARGET[cpu], {})
        canon = {mn: t for mn, t in known.items()}
        asks = {}
        for mn, text in sorted(canon.items()):
            ops = text[len(text.split(" ")[0]):]
            for c in sorted(candidates(mn)):
                if c not in canon:
                    asks.setdefault(c + ops, (c, mn))
        # MFMA rows the conformance sweep kept no text of: a row of the same
        # shape lends its operands, and llvm-mc-22 printing the row's name
        # (bytes unknown here) is the fact kept
        names = set(canon)
        for mn in sorted(all_names.get(CONF_TARGET[cpu], ())):
            m = re.match(r"(v_mfma_[a-z0-9]+_\d+x\d+x\d+)", mn)
            if mn in names or not m:
                continue
            lend = [t for n2, t in sorted(canon.items()) if n2.startswith(m.group(1) + "_")]
            for c in sorted(candidates(mn)):
                for t in lend[:1]:
                    asks.setdefault(c + t[len(t.split(" ")[0]):], (c, mn))
        base = mc_batch(args.llvm_mc, cpu, sorted({canon[mn] for _, mn in asks.values() if mn in canon})) or {}
        lines = sorted(asks)
        got = {}
        for k in range(0, len(lines), 500):
            r = mc_batch(args.llvm_mc, cpu, lines[k:k + 500])
            if r is None:  # output did not line up: one line at a time
                r = {}
                for l in lines[k:k + 500]:
                    r.update(mc_batch(args.llvm_mc, cpu, [l]) or {})
            got.update(r)
        pairs = set()
        for line, (cand, mn) in asks.items():
            r = got.get(line)
            b = base.get(canon[mn]) if mn in canon else None
            if r and re.sub(r"_e(32|64)$", "", r[0]) == mn and (r[1] == b[1] if b else mn not in canon):
                pairs.add((cand, mn))
        tables[gname] = sorted(pairs)
        print("%s: %d candidates, %d aliases" % (gname, len(asks), len(pairs)), file=sys.stderr)
    with open(args.out, "w") as f:
        f.write("// SPDX-License-Identifier: MIT\n")
        f.write("/* Generated by tools/gen/gen-aliases.py from llvm-mc-22; do not edit.\n"
                " * Older mnemonics llvm-mc-22 assembles as another instruction, per target. */\n")
        f.write('#include <stddef.h>\n\n#include "asm/alias.h"\n\n')
        for gname, cpu, cpus in GROUPS:
            f.write("static const struct gsi_asm_alias %s[] = {\n" % gname)
            for a, c in tables[gname]:
                f.write('\t{ "%s", "%s" },\n' % (a, c))
            f.write("\t{ NULL, NULL }\n};\n\n")
        f.write("const struct gsi_asm_alias_table gsi_asm_alias_tables[] = {\n")
        for gname, cpu, cpus in GROUPS:
            for t in cpus:
                f.write('\t{ "%s", %s },\n' % (t, gname))
        f.write("\t{ NULL, NULL }\n};\n")


if __name__ == "__main__":
    main()
