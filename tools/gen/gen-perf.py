#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generate the performance-counter catalogue (userspace/lib/regs/gen_perf.c).

Two kinds of facts, from two public sources:

  * events (counter name, block, PERF_SEL id, description): rocprofiler-sdk's
    machine-readable counter_defs.yaml (MIT; ROCm/rocm-systems
    projects/rocprofiler-sdk/source/share/rocprofiler-sdk/counter_defs.yaml),
    read here, never copied by hand.  Only "block:/event:" definitions are
    taken (derived "expression:" counters are formulas, not hardware).
  * blocks (which registers a block's counters use, how many, and how the
    block is replicated across the chip): the BLOCKS table below, written by
    hand from Mesa's src/amd/common/ac_perfcounter.c and aqlprofile's
    gfxip/gfx*/gfx*_block_table.h (ROCm/rocm-systems projects/aqlprofile),
    each row citing its source.  Register names are checked against the
    register database by tests/unit/test_perf.c.

Usage: gen-perf.py COUNTER_DEFS.yaml SOURCE_LABEL > userspace/lib/regs/gen_perf.c
(SOURCE_LABEL: where the yaml came from, e.g. "ROCm/rocm-systems@1b1610f").
Needs python3-yaml.  Output is deterministic.
"""

import hashlib
import sys

try:
    import yaml
except ImportError:
    sys.exit("gen-perf.py: needs PyYAML (Debian: python3-yaml)")

# Catalogues: our name, the rocprofiler-sdk architecture key whose events it
# takes, and the gfxshim targets it serves (gfx11 covers gfx1100..gfx1153:
# rocprofiler-sdk lists the same definitions under "gfx11").
CATALOGUES = [
    ("gfx11", "gfx11", "GS_GEN_GFX11"),
    ("gfx12", "gfx12", "GS_GEN_GFX12"),
    ("gfx942", "gfx942", None),
    ("gfx950", "gfx950", None),
]

MESA = "Mesa src/amd/common/ac_perfcounter.c"
AQL11 = "aqlprofile gfxip/gfx11/gfx11_block_table.h"
AQL12 = "aqlprofile gfxip/gfx12/gfx12_block_table.h"
AQL9 = "aqlprofile gfxip/gfx9/gfx9_block_table.h"

# name, register prefix, counters, select stride, 64-bit (has _HI),
# distribution, source.  Counter i: select <prefix><stride*i>_SELECT,
# value <prefix><i>_LO (and _HI).  Distribution: how many copies the chip
# has -- GLOBAL (one), PER_SE, PER_SA, PER_WGP, PER_L2 (one per L2 channel),
# UNKNOWN (no public fact found: listed, but not programmable on silicon).
RDNA_BLOCKS = [
    ("GRBM", "GRBM_PERFCOUNTER", 2, 1, 1, "GLOBAL", MESA + " gfx11_GRBM; " + AQL11),
    # Mesa calls this block SQ_WGP; rocprofiler-sdk's SQ events live here.
    # Even select registers feed the 8 counters, odd ones are for SPM only,
    # and the counters are 32-bit (no _HI): aqlprofile SqCounterRegAddr.
    ("SQ", "SQ_PERFCOUNTER", 8, 2, 0, "PER_WGP", AQL11 + " / " + AQL12 + " SqcCounterRegAddr; " + MESA + " gfx11_SQ_WGP"),
    ("SQG", "SQG_PERFCOUNTER", 8, 1, 1, "PER_SE@gfx12", AQL12 + " SqgCounterRegAddr (SE block)"),
    ("TA", "TA_PERFCOUNTER", 2, 1, 1, "PER_WGP@gfx12", AQL12 + " (WGP blocks: SQC TA TCP TD); " + MESA + " gfx11_TA"),
    ("TD", "TD_PERFCOUNTER", 2, 1, 1, "PER_WGP@gfx12", AQL12 + "; " + MESA + " gfx11_TD"),
    ("TCP", "TCP_PERFCOUNTER", 4, 1, 1, "PER_WGP@gfx12", AQL12 + "; " + AQL11 + " TcpCounterRegAddr"),
    ("GL1C", "GL1C_PERFCOUNTER", 4, 1, 1, "PER_SA", MESA + " gfx11_GL1C (per shader array); " + AQL12 + " SA blocks"),
    ("GL2C", "GL2C_PERFCOUNTER", 4, 1, 1, "PER_L2", MESA + " gfx11_GL2C; " + AQL11 + " Gl2cCounterRegAddr"),
]
CDNA_BLOCKS = [
    ("GRBM", "GRBM_PERFCOUNTER", 2, 1, 1, "GLOBAL", AQL9 + " GrbmCounterRegAddr"),
    ("SQ", "SQ_PERFCOUNTER", 8, 1, 1, "PER_SE", AQL9 + " SqCounterRegAddr (SqCounterBlockNumCounters 8)"),
    ("SPI", "SPI_PERFCOUNTER", 6, 1, 1, "PER_SE", AQL9 + " SpiCounterRegAddr"),
    ("TA", "TA_PERFCOUNTER", 2, 1, 1, "UNKNOWN", AQL9 + " (16 instances per SE; their mapping to CUs is not public here)"),
    ("TD", "TD_PERFCOUNTER", 2, 1, 1, "UNKNOWN", AQL9),
    ("TCP", "TCP_PERFCOUNTER", 4, 1, 1, "UNKNOWN", AQL9),
    ("TCC", "TCC_PERFCOUNTER", 4, 1, 1, "PER_L2", AQL9 + " TccCounterRegAddr"),
    ("TCA", "TCA_PERFCOUNTER", 4, 1, 1, "UNKNOWN", AQL9 + " (2 instances)"),
    ("CPC", "CPC_PERFCOUNTER", 2, 1, 1, "GLOBAL", AQL9 + " CpcCounterRegAddr"),
    ("CPF", "CPF_PERFCOUNTER", 2, 1, 1, "GLOBAL", AQL9 + " CpfCounterRegAddr"),
]


def blocks_for(cat):
    rows = RDNA_BLOCKS if cat in ("gfx11", "gfx12") else CDNA_BLOCKS
    out = []
    for name, prefix, n, stride, hi, dist, src in rows:
        if dist.endswith("@gfx12"):
            # aqlprofile states these layouts for gfx12; for gfx11 no public
            # source here says how the instances are numbered.
            dist = dist[:-len("@gfx12")] if cat == "gfx12" else "UNKNOWN"
        out.append((name, prefix, n, stride, hi, dist, src))
    return out


def cstr(s):
    s = " ".join(str(s).split())
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    path, label = sys.argv[1], sys.argv[2]
    with open(path, "rb") as f:
        raw = f.read()
    data = yaml.safe_load(raw.decode("utf-8"))
    counters = data["rocprofiler-sdk"]["counters"]
    o = []
    o.append("// SPDX-License-Identifier: MIT")
    o.append("/*")
    o.append(" * Generated by tools/gen/gen-perf.py from rocprofiler-sdk's counter_defs.yaml")
    o.append(" * (%s, sha256 %s);" % (label, hashlib.sha256(raw).hexdigest()[:16]))
    o.append(" * do not edit.  Blocks: the table in the generator,")
    o.append(" * each row citing Mesa's ac_perfcounter.c or aqlprofile's block tables.")
    o.append(" */")
    o.append('#include "regs/perf_int.h"')
    o.append("")
    cat_rows = []
    for cat, arch, gen in CATALOGUES:
        blocks = blocks_for(cat)
        names = {b[0] for b in blocks}
        o.append("static const struct gs_perf_block blocks_%s[] = {" % cat)
        for name, prefix, n, stride, hi, dist, src in blocks:
            o.append("\t{ %s, %s, %d, %d, %d, GS_PERF_%s, %s }," % (
                cstr(name), cstr(prefix), n, stride, hi, dist, cstr(src)))
        o.append("};")
        evs = []
        skipped = {}
        for c in counters:
            for d in c.get("definitions", []):
                if arch not in d.get("architectures", []) or "block" not in d:
                    continue
                if d["block"] not in names:
                    skipped[d["block"]] = skipped.get(d["block"], 0) + 1
                    continue
                evs.append((d["block"], int(d["event"]), c["name"], c.get("description", "")))
        evs.sort(key=lambda e: (e[0], e[1], e[2]))
        if skipped:
            o.append("/* %s: events of blocks not in the table, left out: %s */" % (
                cat, ", ".join("%s %d" % kv for kv in sorted(skipped.items()))))
        o.append("static const struct gs_perf_event events_%s[] = {" % cat)
        for blk, ev, name, desc in evs:
            o.append("\t{ %s, %s, %d, %s }," % (cstr(name), cstr(blk), ev, cstr(desc)))
        o.append("};")
        o.append("")
        cat_rows.append((cat, arch, len(blocks), len(evs)))
    o.append("const struct gs_perf_catalogue gsi_perf_catalogues[] = {")
    for cat, arch, nb, ne in cat_rows:
        o.append('\t{ "%s", %s, blocks_%s, %d, events_%s, %d },' % (
            cat, cstr("rocprofiler-sdk counter_defs.yaml (%s), architecture %s" % (label, arch)),
            cat, nb, cat, ne))
    o.append("};")
    o.append("const unsigned int gsi_perf_n_catalogues = %d;" % len(cat_rows))
    sys.stdout.write("\n".join(o) + "\n")


if __name__ == "__main__":
    main()
