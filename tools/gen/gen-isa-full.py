#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Derive every instruction LLVM 22 knows for each gfxshim target by
enumerating opcode spaces through llvm-mc-22's disassembler.

For each encoding class of a generation's layout (prefix bits, opcode field,
operand fields: facts of the encoding formats, not opcode lists) the
generator builds candidate words for every opcode value, with a few operand
"variants" (VGPR sources, SGPR sources, zeros, ...), and feeds them to
`llvm-mc-22 --disassemble -show-encoding` one `[...]` group per candidate,
each followed by a marker group (`s_mov_b32 s93, <id>`) so that output lines
can be attributed to candidates (llvm-mc abandons a group at its first
undecodable word and prints nothing for it).  Of the variants that decode,
the one printing the fewest modifiers is kept.  From its text we read the
mnemonic, the operands (kind, width in dwords, the field that holds them,
recognised by the distinct register numbers put in each field) and the
size (length of llvm-mc's canonical re-encoding).  Modifiers are found by
flipping, one at a time, every bit of the instruction that is neither
prefix, opcode nor operand field, and collecting the modifier keywords llvm
prints (clamp, omod, neg, abs, op_sel, glc, sc0, th, scope, offset, ...).
VOP1/VOP2/VOPC/VOP3 forms are also probed for DPP (and SDWA on gfx9).
An opcode that llvm-mc re-encodes with a different opcode is an alias
(ignored bits) and dropped.  llvm-mc-22 crashes on a few encodings: its
stdout is a pty (unbuffered), so the stream resumes after the last marker.
See Documentation/isa-tables.rst.

Rows identical across targets are merged, with a bit mask of the targets
that have them.  Output (deterministic, sorted):
  <out>/gen_isa_tables.c   string pool, operand pool, rows, name index

usage: gen-isa-full.py [--llvm-mc llvm-mc-22] [--out userspace/lib/isa]
                       [--jobs 2] [--targets gfx1100,...] [--json FILE]
"""
import argparse
import concurrent.futures
import json
import os
import pty
import re
import subprocess
import sys
import tempfile
import termios
import time

TARGETS = ["gfx1100", "gfx1101", "gfx1102", "gfx1103",
           "gfx1150", "gfx1151", "gfx1152", "gfx1153",
           "gfx1200", "gfx1201", "gfx942", "gfx950", "gfx1250"]
LAYOUT = {t: ("gfx9" if t.startswith("gfx9") else
              "gfx11" if t.startswith("gfx11") else "gfx12") for t in TARGETS}

# Encoding classes, in table order (the C enum follows this list).
CLASSES = ["SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM",
           "VOP1", "VOP2", "VOPC", "VOP3", "VOP3SD", "VOP3P", "VOP3PX2",
           "VOPD_X", "VOPD_Y", "VOPD3_X", "VOPD3_Y", "VINTERP", "VINTRP",
           "LDSDIR", "DS", "FLAT", "GLOBAL", "SCRATCH", "MUBUF", "MTBUF",
           "VBUFFER", "MIMG", "VIMAGE", "VSAMPLE", "EXP"]

LIT = 0x12345678       # trailing literal dword(s)
LIT2 = 0x0BADC0DE

V = 256                # 9-bit source field: VGPR n is 256 + n


def F(dw, lo, width, scale=1):
    return (dw, lo, width, scale)


# Per layout: class -> spec.
#   pre:  fixed prefix [(dw, lo, width, value)]
#   op:   (dw, lo, width), range (first, last)
#   fields: operand fields name -> (dw, lo, width, scale); scale maps field
#           value to printed register number
#   defaults: named non-operand fields with their default value (flippable)
#   variants: list of {field: value}; missing fields are 0
#   ndw: dwords of the base encoding
VOP3_FIELDS = {"vdst": F(0, 0, 8), "src0": F(1, 0, 9), "src1": F(1, 9, 9),
               "src2": F(1, 18, 9)}
VOP3_VARIANTS = [
    {"vdst": 8, "src0": V + 16, "src1": V + 24, "src2": V + 32},
    {"vdst": 8, "src0": 16, "src1": 24, "src2": 32},
    {"vdst": 8, "src0": V + 16, "src1": 24, "src2": V + 32},
    {"vdst": 8, "src0": 16, "src1": V + 24, "src2": V + 32},
    {"vdst": 8, "src0": V + 16, "src1": V + 24, "src2": 32},
    {},
]
VOP3P_DEFAULTS = {"opsel_hi2": (F(0, 14, 1), 1), "opsel_hi": (F(1, 27, 2), 3)}
VOP3P_VARIANTS = VOP3_VARIANTS + [dict(v, opsel_hi2=0, opsel_hi=0) for v in VOP3_VARIANTS]
SRC_VARIANTS_1 = [{"vdst": 8, "src0": V + 16}, {"vdst": 8, "src0": 16},
                  {"vdst": 8, "src0": 255}, {}]
SOP_VARIANTS = [{"sdst": 8, "ssrc0": 16, "ssrc1": 24}, {"sdst": 8, "ssrc0": 255, "ssrc1": 24},
                {"sdst": 8, "ssrc0": 16, "ssrc1": 255}, {}]


def common_classes(L):
    c = {
        "SOP2": dict(pre=[(0, 30, 2, 2)], op=(0, 23, 7), rng=(0, 0x5F), ndw=1,
                     fields={"sdst": F(0, 16, 7), "ssrc1": F(0, 8, 8), "ssrc0": F(0, 0, 8)},
                     variants=SOP_VARIANTS),
        "SOPK": dict(pre=[(0, 28, 4, 0xB)], op=(0, 23, 5), rng=(0, 0x1C), ndw=1,
                     fields={"sdst": F(0, 16, 7), "simm16": F(0, 0, 16)},
                     variants=[{"sdst": 8, "simm16": 0x1234}, {"sdst": 8, "simm16": 0}, {}]),
        "SOP1": dict(pre=[(0, 23, 9, 0x17D)], op=(0, 8, 8), rng=(0, 0xFF), ndw=1,
                     fields={"sdst": F(0, 16, 7), "ssrc0": F(0, 0, 8)}, variants=SOP_VARIANTS),
        "SOPC": dict(pre=[(0, 23, 9, 0x17E)], op=(0, 16, 7), rng=(0, 0x7F), ndw=1,
                     fields={"ssrc1": F(0, 8, 8), "ssrc0": F(0, 0, 8)}, variants=SOP_VARIANTS),
        "SOPP": dict(pre=[(0, 23, 9, 0x17F)], op=(0, 16, 7), rng=(0, 0x7F), ndw=1,
                     fields={"simm16": F(0, 0, 16)},
                     variants=[{"simm16": 0}, {"simm16": 0x12}, {"simm16": 1}]),
        "VOP2": dict(pre=[(0, 31, 1, 0)], op=(0, 25, 6), rng=(0, 0x3D), ndw=1,
                     fields={"vdst": F(0, 17, 8), "vsrc1": F(0, 9, 8), "src0": F(0, 0, 9)},
                     variants=[{"vdst": 8, "vsrc1": 24, "src0": V + 16},
                               {"vdst": 8, "vsrc1": 24, "src0": 16},
                               {"vdst": 8, "vsrc1": 24, "src0": 255}, {}]),
        "VOP1": dict(pre=[(0, 25, 7, 0x3F)], op=(0, 9, 8), rng=(0, 0xFF), ndw=1,
                     fields={"vdst": F(0, 17, 8), "src0": F(0, 0, 9)}, variants=SRC_VARIANTS_1),
        "VOPC": dict(pre=[(0, 25, 7, 0x3E)], op=(0, 17, 8), rng=(0, 0xFF), ndw=1,
                     fields={"vsrc1": F(0, 9, 8), "src0": F(0, 0, 9)},
                     variants=[{"vsrc1": 24, "src0": V + 16}, {"vsrc1": 24, "src0": 16}, {}]),
    }
    ds_fields = {"offset0": F(0, 0, 8), "offset1": F(0, 8, 8), "addr": F(1, 0, 8),
                 "data0": F(1, 8, 8), "data1": F(1, 16, 8), "vdst": F(1, 24, 8)}
    ds_var = [dict({"addr": 16}, **{k: v for k, v in (("data0", 24), ("data1", 32), ("vdst", 8))
                                       if m & (1 << ["data0", "data1", "vdst"].index(k))})
              for m in range(7, -1, -1)] + [{}]
    if L == "gfx9":
        c["SMEM"] = dict(pre=[(0, 26, 6, 0x30)], op=(0, 18, 8), rng=(0, 0xFF), ndw=2,
                         fields={"sdata": F(0, 6, 7), "sbase": F(0, 0, 6, 2),
                                 "soffset": F(1, 25, 7), "offset": F(1, 0, 21)},
                         defaults={"imm": (F(0, 17, 1), 1)},
                         variants=[{"sdata": 8, "sbase": 8}, {"sdata": 8, "sbase": 8, "imm": 0, "offset": 24}, {}])
        c["VOP3"] = dict(pre=[(0, 26, 6, 0x34)], op=(0, 16, 10), rng=(0, 0x37F), ndw=2,
                         fields=dict(VOP3_FIELDS), variants=VOP3_VARIANTS)
        c["VOP3P"] = dict(pre=[(0, 23, 9, 0x1A7)], op=(0, 16, 7), rng=(0, 0x7F), ndw=2,
                          fields=dict(VOP3_FIELDS), defaults=VOP3P_DEFAULTS,
                          variants=VOP3P_VARIANTS)
        c["VINTRP"] = dict(pre=[(0, 26, 6, 0x35)], op=(0, 16, 2), rng=(0, 3), ndw=1,
                           fields={"vdst": F(0, 18, 8), "vsrc": F(0, 0, 8)},
                           variants=[{"vdst": 8, "vsrc": 16}, {}])
        c["DS"] = dict(pre=[(0, 26, 6, 0x36)], op=(0, 17, 8), rng=(0, 0xFF), ndw=2,
                       fields=ds_fields, variants=ds_var)
        for i, n in enumerate(["FLAT", "SCRATCH", "GLOBAL"]):
            c[n] = dict(pre=[(0, 26, 6, 0x37), (0, 14, 2, i)], op=(0, 18, 7), rng=(0, 0x7F), ndw=2,
                        fields={"addr": F(1, 0, 8), "data": F(1, 8, 8), "saddr": F(1, 16, 7),
                                "vdst": F(1, 24, 8)},
                        variants=[{"addr": 16, "data": 24, "saddr": 0x7F, "vdst": 8},
                                  {"addr": 16, "data": 24, "saddr": 40, "vdst": 8},
                                  {"addr": 16, "data": 24, "saddr": 0, "vdst": 8}, {"saddr": 0x7F}, {}])
        mub = {"vaddr": F(1, 0, 8), "vdata": F(1, 8, 8), "srsrc": F(1, 16, 5, 4),
               "soffset": F(1, 24, 8)}
        mubv = [{"vaddr": 16, "vdata": 8, "srsrc": 8, "soffset": 0x80},
                {"vaddr": 16, "vdata": 8, "srsrc": 8, "soffset": 40}, {}]
        c["MUBUF"] = dict(pre=[(0, 26, 6, 0x38)], op=(0, 18, 7), rng=(0, 0x7F), ndw=2,
                          fields=mub, variants=mubv)
        c["MTBUF"] = dict(pre=[(0, 26, 6, 0x3A)], op=(0, 15, 4), rng=(0, 0xF), ndw=2,
                          fields=mub, defaults={"dfmt": (F(0, 19, 4), 1)}, variants=mubv)
        c["MIMG"] = dict(pre=[(0, 26, 6, 0x3C)], op=(0, 18, 7), rng=(0, 0x7F), ndw=2,
                         fields={"vaddr": F(1, 0, 8), "vdata": F(1, 8, 8), "srsrc": F(1, 16, 5, 4),
                                 "ssamp": F(1, 21, 5, 4)},
                         defaults={"dmask": (F(0, 8, 4), 1)},
                         variants=[{"vaddr": 16, "vdata": 8, "srsrc": 8, "ssamp": 12},
                                   {"vaddr": 16, "vdata": 8, "srsrc": 8}, {"dmask": 1}])
        c["EXP"] = dict(pre=[(0, 26, 6, 0x31)], op=None, rng=(0, 0), ndw=2,
                        fields={}, defaults={"en": (F(0, 0, 4), 1)}, variants=[{"en": 1}])
        return c
    # gfx11 and gfx12 share these
    c["VOP3"] = dict(pre=[(0, 26, 6, 0x35)], op=(0, 16, 10), rng=(0, 0x3FF), ndw=2,
                     fields=dict(VOP3_FIELDS), variants=VOP3_VARIANTS)
    c["VOP3P"] = dict(pre=[(0, 24, 8, 0xCC)], op=(0, 16, 7), rng=(0, 0x7F), ndw=2,
                      fields=dict(VOP3_FIELDS), defaults=VOP3P_DEFAULTS, variants=VOP3P_VARIANTS,
                      pair=(L == "gfx12"))
    vopd = {"srcx0": F(0, 0, 9), "vsrcx1": F(0, 9, 8), "srcy0": F(1, 0, 9),
            "vsrcy1": F(1, 9, 8), "vdsty": F(1, 17, 7, 2), "vdstx": F(1, 24, 8)}
    vopdv = []
    for x1, y1 in ((24, 0), (0, 25), (0, 0), (24, 25)):
        for s0x, s0y in ((V + 16, V + 17), (16, V + 17), (V + 16, 17), (255, V + 17), (V + 16, 255)):
            vopdv.append({"srcx0": s0x, "vsrcx1": x1, "srcy0": s0y, "vsrcy1": y1,
                          "vdsty": 4, "vdstx": 8})
    c["VOPD_X"] = dict(pre=[(0, 26, 6, 0x32)], op=(0, 22, 4), rng=(0, 0xF), ndw=2,
                       fields=vopd, defaults={"opy": (F(0, 17, 5), 8)}, variants=vopdv, part=0)
    c["VOPD_Y"] = dict(pre=[(0, 26, 6, 0x32)], op=(0, 17, 5), rng=(0, 0x1F), ndw=2,
                       fields=vopd, defaults={"opx": (F(0, 22, 4), 8)}, variants=vopdv, part=1)
    c["VINTERP"] = dict(pre=[(0, 24, 8, 0xCD)], op=(0, 16, 7), rng=(0, 0x7F), ndw=2,
                        fields=dict(VOP3_FIELDS), variants=VOP3_VARIANTS)
    c["LDSDIR"] = dict(pre=[(0, 24, 8, 0xCE)], op=(0, 20, 2), rng=(0, 3), ndw=1,
                       fields={"vdst": F(0, 0, 8)}, variants=[{"vdst": 8}, {}])
    c["DS"] = dict(pre=[(0, 26, 6, 0x36)], op=(0, 18, 8), rng=(0, 0xFF), ndw=2,
                   fields=ds_fields, variants=ds_var)
    if L == "gfx11":
        # GDS [17]: a default bit (free for the modifier probes), set by the
        # last variants for the ops that exist only with it (ds_gws_*,
        # ds_ordered_count; ds_*_gs_reg_rtn, which also want ADDR 0)
        c["DS"]["defaults"] = {"gds": (F(0, 17, 1), 0)}
        c["DS"]["variants"] = ds_var + [dict(v, gds=1, **a) for a in ({}, {"addr": 0}) for v in ds_var if v]
    c["EXP"] = dict(pre=[(0, 26, 6, 0x3E)], op=None, rng=(0, 0), ndw=2,
                    fields={}, defaults={"en": (F(0, 0, 4), 1)}, variants=[{"en": 1}])
    if L == "gfx11":
        c["SMEM"] = dict(pre=[(0, 26, 6, 0x3D)], op=(0, 18, 8), rng=(0, 0xFF), ndw=2,
                         fields={"sdata": F(0, 6, 7), "sbase": F(0, 0, 6, 2),
                                 "soffset": F(1, 25, 7), "offset": F(1, 0, 21)},
                         variants=[{"sdata": 8, "sbase": 8, "soffset": 0x7C},
                                   {"sdata": 8, "sbase": 8, "soffset": 40}, {}])
        for i, n in enumerate(["FLAT", "SCRATCH", "GLOBAL"]):
            c[n] = dict(pre=[(0, 26, 6, 0x37), (0, 16, 2, i)], op=(0, 18, 7), rng=(0, 0x7F), ndw=2,
                        fields={"addr": F(1, 0, 8), "data": F(1, 8, 8), "saddr": F(1, 16, 7),
                                "vdst": F(1, 24, 8)},
                        variants=[{"addr": 16, "data": 24, "saddr": 0x7C, "vdst": 8},
                                  {"addr": 16, "data": 24, "saddr": 40, "vdst": 8},
                                  {"addr": 16, "data": 24, "saddr": 0x7C, "vdst": 8, "sve": 1},
                                  {"saddr": 0x7C}, {}])
            c[n]["defaults"] = {"sve": (F(1, 23, 1), 0)}
        mub = {"vaddr": F(1, 0, 8), "vdata": F(1, 8, 8), "srsrc": F(1, 16, 5, 4),
               "soffset": F(1, 24, 8)}
        mubv = [{"vaddr": 16, "vdata": 8, "srsrc": 8, "soffset": 0x80},
                {"vaddr": 16, "vdata": 8, "srsrc": 8, "soffset": 40}, {}]
        c["MUBUF"] = dict(pre=[(0, 26, 6, 0x38)], op=(0, 18, 8), rng=(0, 0xFF), ndw=2,
                          fields=mub, variants=mubv)
        c["MTBUF"] = dict(pre=[(0, 26, 6, 0x3A)], op=(0, 15, 4), rng=(0, 0xF), ndw=2,
                          fields=mub, defaults={"format": (F(0, 19, 7), 1)}, variants=mubv)
        c["MIMG"] = dict(pre=[(0, 26, 6, 0x3C)], op=(0, 18, 8), rng=(0, 0xFF), ndw=2,
                         fields={"vaddr": F(1, 0, 8), "vdata": F(1, 8, 8), "srsrc": F(1, 16, 5, 4),
                                 "ssamp": F(1, 26, 5, 4)},
                         defaults={"dmask": (F(0, 8, 4), 1)},
                         variants=[{"vaddr": 16, "vdata": 8, "srsrc": 8, "ssamp": 12, "dmask": 1},
                                   {"vaddr": 16, "vdata": 8, "srsrc": 8, "dmask": 1}, {"dmask": 1}])
        return c
    # gfx12 layout (gfx1200, gfx1201, gfx1250)
    c["SMEM"] = dict(pre=[(0, 26, 6, 0x3D)], op=(0, 13, 6), rng=(0, 0x3F), ndw=2,
                     fields={"sdata": F(0, 6, 7), "sbase": F(0, 0, 6, 2),
                             "soffset": F(1, 25, 7), "offset": F(1, 0, 24)},
                     variants=[{"sdata": 8, "sbase": 8, "soffset": 0x7C},
                               {"sdata": 8, "sbase": 8, "soffset": 40}, {}])
    for n, p in (("FLAT", 0xEC), ("SCRATCH", 0xED), ("GLOBAL", 0xEE)):
        c[n] = dict(pre=[(0, 24, 8, p)], op=(0, 14, 7), rng=(0, 0x7F), ndw=3,
                    fields={"saddr": F(0, 0, 7), "vdst": F(1, 0, 8), "data": F(1, 23, 8),
                            "addr": F(2, 0, 8)},
                    defaults={"sve": (F(1, 17, 1), 0)},
                    variants=[{"addr": 16, "data": 24, "saddr": 0x7C, "vdst": 8},
                              {"addr": 16, "data": 24, "saddr": 40, "vdst": 8},
                              {"addr": 16, "data": 24, "saddr": 0x7C, "vdst": 8, "sve": 1},
                              {"saddr": 0x7C}, {}])
    c["VBUFFER"] = dict(pre=[(0, 22, 10, 0x310)], op=(0, 14, 8), rng=(0, 0xFF), ndw=3,
                        fields={"soffset": F(0, 0, 7), "vdata": F(1, 0, 8), "rsrc": F(1, 9, 7),
                                "vaddr": F(2, 0, 8)},
                        defaults={"format": (F(1, 23, 7), 1)},
                        variants=[{"soffset": 40, "vdata": 8, "rsrc": 32, "vaddr": 16, "format": 1},
                                  {"soffset": 0x7C, "vdata": 8, "rsrc": 32, "vaddr": 16, "format": 1},
                                  {"format": 1}, {}])
    img = {"vdata": F(1, 0, 8), "rsrc": F(1, 9, 9), "vaddr0": F(2, 0, 8)}
    c["VIMAGE"] = dict(pre=[(0, 26, 6, 0x34)], op=(0, 14, 8), rng=(0, 0xFF), ndw=3,
                       fields=dict(img, vaddr1=F(2, 8, 8), vaddr2=F(2, 16, 8), vaddr3=F(2, 24, 8),
                                   vaddr4=F(1, 24, 8)),
                       defaults={"dmask": (F(0, 22, 4), 1), "dim": (F(0, 0, 3), 0)},
                       variants=[{"vdata": 8, "rsrc": 32, "vaddr0": 16, "dmask": 1},
                                 {"vdata": 8, "rsrc": 32, "vaddr0": 16, "dmask": 0}, {"dmask": 1}, {},
                                 # gfx1250 tensor_* take SGPR groups in the address slots
                                 {"vaddr0": 16, "vaddr1": 20, "vaddr2": 0x7C, "vaddr3": 0x7C,
                                  "vaddr4": 0x7C, "dmask": 1, "dim": 1},
                                 {"vaddr0": 16, "vaddr1": 20, "vaddr2": 24, "vaddr3": 32,
                                  "vaddr4": 0x7C, "dmask": 1, "dim": 1}])
    c["VSAMPLE"] = dict(pre=[(0, 26, 6, 0x39)], op=(0, 14, 8), rng=(0, 0xFF), ndw=3,
                        fields=dict(img, samp=F(1, 23, 9)), defaults={"dmask": (F(0, 22, 4), 1)},
                        variants=[{"vdata": 8, "rsrc": 32, "vaddr0": 16, "samp": 48, "dmask": 1},
                                  {"dmask": 1}, {}])
    # gfx1250 VOPD3: 96 bits (found by flipping bits of an llvm-mc encoding)
    return c


BARE_MODS = {"clamp", "glc", "slc", "dlc", "sc0", "sc1", "nt", "tfe", "lwe", "unorm", "a16",
             "d16", "r128", "da", "gds", "lds", "offen", "idxen", "addr64", "done", "vm",
             "row_en", "compr", "nv", "high", "noret", "bound_ctrl"}
SPECIAL = {"vcc": 2, "vcc_lo": 1, "vcc_hi": 1, "exec": 2, "exec_lo": 1, "exec_hi": 1,
           "m0": 1, "null": 1, "scc": 1, "off": 0, "src_scc": 1, "src_execz": 1,
           "src_vccz": 1, "lds_direct": 1, "flat_scratch": 2, "xnack_mask": 2, "tba": 2,
           "tma": 2, "src_shared_base": 1, "src_shared_limit": 1, "src_private_base": 1,
           "src_private_limit": 1, "src_pops_exiting_wave_id": 1, "src_lds_direct": 1,
           "src_flat_scratch_base_lo": 1, "src_flat_scratch_base_hi": 1}
KINDS = ["none", "vgpr", "sgpr", "agpr", "ttmp", "special", "imm", "literal", "named",
         "vgpr_list"]
REG_RE = re.compile(r"^(v|s|a|ttmp)(?:(\d+)(\.[lh])?|\[(\d+):(\d+)\])$")
MOD_KV = re.compile(r"^([a-z_][a-z0-9_]*):")


def split_top(s, sep):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return out


def parse_operand(tok):
    """(kind, width, regno, flags, name) for one printed operand."""
    flags = set()
    t = tok
    while True:
        if t.startswith("-"):
            flags.add("neg"); t = t[1:]; continue
        if t.startswith("|") and t.endswith("|") and len(t) > 1:
            flags.add("abs"); t = t[1:-1]; continue
        m = re.match(r"^(neg|abs|sext)\((.*)\)$", t)
        if m:
            flags.add(m.group(1)); t = m.group(2); continue
        break
    m = REG_RE.match(t)
    if m:
        kind = {"v": "vgpr", "s": "sgpr", "a": "agpr", "ttmp": "ttmp"}[m.group(1)]
        if m.group(2) is not None:
            if m.group(3):
                flags.add("h16")
                if m.group(3) == ".h":
                    flags.add("hi")
            return kind, 1, int(m.group(2)), flags, None
        lo, hi = int(m.group(4)), int(m.group(5))
        return kind, hi - lo + 1, lo, flags, None
    if t in SPECIAL:
        return "special", SPECIAL[t], None, flags, t
    if t.startswith("[") and t.endswith("]"):
        regs = [parse_operand(x.strip()) for x in t[1:-1].split(",")]
        return "vgpr_list", sum(r[1] for r in regs), regs[0][2], flags, None
    if re.match(r"^-?(0x[0-9a-f]+|\d+(\.\d+)?(e[+-]?\d+)?)$", t):
        v = int(t, 16) if "0x" in t else None
        if v in (LIT, LIT2, (LIT2 << 32) | LIT):
            return "literal", 1, None, flags, None
        return "imm", 0, None, flags, None
    return "named", 0, None, flags, None


def parse_text(text):
    """mnemonic, [operand strings], [modifier keys]"""
    parts = text.strip().split(None, 1)
    mnem = parts[0]
    rest = parts[1] if len(parts) > 1 else ""
    ops, mods = [], []
    pieces = [p.strip() for p in split_top(rest, ",")] if rest else []
    for pi, piece in enumerate(pieces):
        toks = split_top(piece, " ")
        toks = [t for t in toks if t]
        cur = []
        for ti, t in enumerate(toks):
            km = MOD_KV.match(t)
            is_mod = (km is not None or t in BARE_MODS or
                      (pi == len(pieces) - 1 and ti > 0 and re.match(r"^[a-z_][a-z0-9_]*$", t)
                       and t not in SPECIAL and not REG_RE.match(t)))
            if is_mod:
                key = km.group(1) if km else t
                if key in ("mul", "div"):
                    key = "omod"
                mods.append(key)
                continue
            k = parse_operand(t)[0]
            if k in ("vgpr", "sgpr", "agpr", "ttmp", "special", "vgpr_list", "literal") or \
               k == "imm" and cur:
                if cur:
                    ops.append(" ".join(cur))
                    cur = []
                ops.append(t)
            else:
                cur.append(t)
        if cur:
            ops.append(" ".join(cur))
    return mnem, ops, mods


def build_words(spec, op, var, opval_override=None):
    ndw = spec["ndw"]
    w = [0] * ndw
    for dw, lo, width, val in spec["pre"]:
        w[dw] |= (val & ((1 << width) - 1)) << lo
    if spec["op"] is not None:
        dw, lo, width = spec["op"]
        w[dw] |= op << lo
    for name, ((dw, lo, width, _s), dv) in spec.get("defaults", {}).items():
        v = var.get(name, dv)
        w[dw] |= (v & ((1 << width) - 1)) << lo
    for name, (dw, lo, width, _s) in spec["fields"].items():
        v = var.get(name, 0)
        w[dw] |= (v & ((1 << width) - 1)) << lo
    return w


def group(words):
    b = b"".join(x.to_bytes(4, "little") for x in words)
    return "[" + ",".join("0x%02x" % x for x in b) + "]"


MARK_BASE = 0x5EED0000
CHUNK = 3000           # candidates per llvm-mc run (bounds the cost of a crash)


def _run_mc_once(mc, cpu, cands, first, attr):
    lines = []
    for i, words in enumerate(cands):
        lines.append(group(words))
        lines.append(group([0xBE800000 | (93 << 16) | 0xFF, MARK_BASE + first + i]))
    args = [mc, "--disassemble", "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"]
    if attr:
        args.append("-mattr=" + attr)
    # stdout on a pty: llvm-mc then writes unbuffered, so after a crash the
    # last marker printed is exactly the one before the crashing candidate
    with tempfile.TemporaryFile("w+") as fin:
        fin.write("\n".join(lines) + "\n")
        fin.seek(0)
        master, slave = pty.openpty()
        attrs = termios.tcgetattr(slave)
        attrs[1] &= ~termios.OPOST
        termios.tcsetattr(slave, termios.TCSANOW, attrs)
        proc = subprocess.Popen(args, stdin=fin, stdout=slave, stderr=subprocess.DEVNULL)
        os.close(slave)
        chunks = []
        while True:
            try:
                d = os.read(master, 1 << 16)
            except OSError:
                break
            if not d:
                break
            chunks.append(d)
        os.close(master)
        rc = proc.wait()
    stdout = b"".join(chunks).decode("utf-8", "replace")
    res = {}
    last = first - 1
    cur = []
    for line in stdout.splitlines():
        m = re.match(r"\s*(.*?)\s*; encoding: \[(.*)\]", line)
        if not m:
            continue
        text, enc = m.group(1), m.group(2)
        mm = re.match(r"s_mov_b32 s93, (?:lit\()?(0x[0-9a-f]+|\d+)\)?$", text)
        if mm:
            idx = int(mm.group(1), 0) - MARK_BASE
            if first <= idx < first + len(cands):
                res[idx] = cur[0] if cur else None
                last = idx
                cur = []
                continue
        b = [int(x, 16) for x in enc.split(",")]
        cur.append((text, len(b), b))
    return res, last, rc


def run_mc(mc, cpu, cands, attr=None, crashes=None):
    """cands: list of word lists.  Returns a list of (text, encoding length)
    or None per candidate.  llvm-mc-22 crashes on a few encodings: the
    stream is then resumed after the last marker seen, in smaller chunks
    until the crashing candidate is isolated (recorded in crashes)."""
    n = len(cands)
    res = [None] * n
    start, chunk = 0, CHUNK
    while start < n:
        end = min(n, start + chunk)
        r, last, rc = _run_mc_once(mc, cpu, cands[start:end], start, attr)
        for k, v in r.items():
            res[k] = v
        if rc >= 0:
            start = end
            chunk = CHUNK
            continue
        if last + 1 < end:
            # the candidate after the last marker crashed llvm-mc
            if crashes is not None:
                crashes.append(last + 1)
            start = last + 2
        elif chunk == 1:
            if crashes is not None:
                crashes.append(start)
            start += 1
            chunk = CHUNK
        else:
            chunk = max(1, chunk // 8)
    return res


def field_of(spec, var, regno, kind):
    if regno is None:
        return ""
    for name, (dw, lo, width, scale) in spec["fields"].items():
        v = var.get(name)
        if v is None or v == 0:
            continue
        if width == 9:
            if v >= 256 and kind in ("vgpr", "agpr", "vgpr_list") and v - 256 == regno:
                return name
            if v < 256 and kind == "sgpr" and v == regno:
                return name
        elif name == "vdsty":
            if v * 2 + 1 == regno:
                return name
        elif v * scale == regno:
            return name
    return ""


def part_text(spec, text):
    if "part" in spec:
        halves = text.split("::")
        if len(halves) != 2:
            return None
        return halves[spec["part"]].strip()
    return text


def describe(spec, var, text):
    mnem, ops, mods = parse_text(text)
    mnem = re.sub(r"_e(32|64)$", "", mnem)
    out = []
    for o in ops:
        kind, width, regno, flags, name = parse_operand(o)
        f = field_of(spec, var, regno, kind)
        out.append({"kind": kind, "width": width, "field": f, "h16": "h16" in flags,
                    "special": name or ""})
        if "neg" in flags:
            mods.append("neg")
        if "abs" in flags:
            mods.append("abs")
        if "hi" in flags:
            mods.append("op_sel")
    return mnem, out, sorted(set(mods))


def free_bits(spec):
    used = set()
    for dw, lo, width, _v in spec["pre"]:
        used |= {dw * 32 + lo + i for i in range(width)}
    if spec["op"] is not None:
        dw, lo, width = spec["op"]
        used |= {dw * 32 + lo + i for i in range(width)}
    for _n, (dw, lo, width, _s) in spec["fields"].items():
        used |= {dw * 32 + lo + i for i in range(width)}
    return [b for b in range(spec["ndw"] * 32) if b not in used]


def enumerate_target(mc, cpu, classes, log):
    L = LAYOUT[cpu]
    specs = common_classes(L)
    rows = []
    t0 = time.time()
    # phase 1: all classes x opcodes x variants in one stream
    cands, meta = [], []
    for cls in sorted(specs):
        spec = specs[cls]
        if classes and cls not in classes:
            continue
        for op in range(spec["rng"][0], spec["rng"][1] + 1):
            for vi, var in enumerate(spec["variants"]):
                cands.append(build_words(spec, op, var) + [LIT, LIT2])
                meta.append((cls, op, vi))
    crashes = []
    res = run_mc(mc, cpu, cands, crashes=crashes)
    crashed = sorted({(meta[i][0], meta[i][1]) for i in crashes})
    best = {}
    aliases = 0
    for (cls, op, vi), r in zip(meta, res):
        if r is None:
            continue
        spec = specs[cls]
        if spec["op"] is not None:
            # llvm-mc re-encodes canonically: an opcode value that comes back
            # as another one is an alias (ignored bits), not an instruction
            dw, lo, width = spec["op"]
            enc = r[2]
            if len(enc) >= 4 * (dw + 1):
                word = int.from_bytes(bytes(enc[4 * dw:4 * dw + 4]), "little")
                if (word >> lo) & ((1 << width) - 1) != op:
                    aliases += 1
                    continue
        text = part_text(spec, r[0])
        if text is None:
            continue
        _mn, dops, dmods = describe(spec, spec["variants"][vi], text)
        score = (len(dmods), -sum(1 for o in dops if o["field"]), vi)
        key = (cls, op)
        if key not in best or score < best[key][0]:
            best[key] = (score, vi, r[0], r[1])
    # VOP3P pairs (gfx1250 VOP3PX2: a 64-bit VOP3P prefix op + a 64-bit VOP3P op)
    pair_cands, pair_meta = [], []
    for cls in sorted(specs):
        spec = specs[cls]
        if not spec.get("pair") or (classes and cls not in classes):
            continue
        failed = [op for op in range(spec["rng"][0], spec["rng"][1] + 1) if (cls, op) not in best]
        for op in failed:
            for op2 in range(spec["rng"][0], spec["rng"][1] + 1):
                w1 = build_words(spec, op, {"vdst": 0, "src0": V + 48, "src1": V + 49,
                                            "src2": V, "opsel_hi": 0, "opsel_hi2": 0})
                w2 = build_words(spec, op2, spec["variants"][len(VOP3_VARIANTS)])
                pair_cands.append(w1 + w2 + [LIT])
                pair_meta.append((op, op2))
    if pair_cands:
        res = run_mc(mc, cpu, pair_cands)
        spec = dict(specs["VOP3P"])
        for (op, op2), r in zip(pair_meta, res):
            if r is not None and r[1] == 16 and ("VOP3PX2", op2) not in best:
                best[("VOP3PX2", op2)] = ((0, 0, 0), 0, r[0], r[1])
                specs["VOP3PX2"] = dict(spec, ndw=4, prefix_op=op)
    # phase 2: modifier probes (flip every free bit) + DPP/SDWA probes
    fl_cands, fl_meta = [], []
    for (cls, op), (_n, vi, text, size) in sorted(best.items()):
        spec = specs[cls]
        if cls == "VOP3PX2":
            continue
        var = spec["variants"][vi]
        base = build_words(spec, op, var)
        for b in free_bits(spec):
            w = list(base)
            w[b // 32] ^= 1 << (b % 32)
            fl_cands.append(w + [LIT, LIT2])
            fl_meta.append((cls, op, "bit"))
        if cls in (("VOP1", "VOP2", "VOPC") if L == "gfx9" else
                   ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3P")):
            w = list(base)
            src0 = spec["fields"]["src0"]
            if var.get("src0", 0) >= 256:
                dw, lo, width, _s = src0
                w[dw] &= ~(((1 << width) - 1) << lo)
                if L == "gfx9":
                    if cls == "VOP3":
                        continue
                    # DPP: src0 = 0xFA + dword (row_mirror, masks 0xf); SDWA: 0xF9
                    fl_cands.append([w[0] | 0xFA] + [0xFF000000 | (0x140 << 8) | 16])
                    fl_meta.append((cls, op, "dpp"))
                    # (VOP1 has no src1_sel: llvm refuses the word with one)
                    fl_cands.append([w[0] | 0xF9] + [(0x061500 if cls == "VOP1" else 0x06061500) | 16])
                    fl_meta.append((cls, op, "sdwa"))
                    if cls == "VOP1":
                        # the fp8/bf8 conversions take SDWA with dst_sel:DWORD,
                        # dst_unused:UNUSED_PAD and a byte/word src0_sel only
                        fl_cands.append([w[0] | 0xF9] + [0x010600 | 16])
                        fl_meta.append((cls, op, "sdwa"))
                else:
                    w[dw] |= 0xFA << lo
                    fl_cands.append(w + [0xFF000000 | (0x140 << 8) | 16])
                    fl_meta.append((cls, op, "dpp"))
                    w2 = list(w)
                    w2[dw] = (w2[dw] & ~(0x1FF << lo)) | (0xE9 << lo)
                    fl_cands.append(w2 + [16 | (0o76543210 << 8)])
                    fl_meta.append((cls, op, "dpp8"))
    fcr = []
    res = run_mc(mc, cpu, fl_cands, crashes=fcr)
    extra = {}
    for (cls, op, what), r in zip(fl_meta, res):
        if r is None:
            continue
        spec = specs[cls]
        text = part_text(spec, r[0])
        if text is None:
            continue
        mn, ops, mods = parse_text(text)
        if re.sub(r"_(e32|e64|dpp|sdwa|e64_dpp)$", "", mn) != re.sub(r"_e(32|64)$", "", parse_text(part_text(spec, best[(cls, op)][2]))[0]):
            continue
        s = extra.setdefault((cls, op), set())
        if what == "bit":
            _m, _o, dm = describe(spec, spec["variants"][best[(cls, op)][1]], text)
            s.update(dm)
        else:
            s.add("dpp" if what in ("dpp", "dpp8") else "sdwa")
            if what == "dpp8":
                s.add("dpp8")
    for (cls, op), (_n, vi, text, size) in sorted(best.items()):
        spec = specs[cls]
        var = spec["variants"][vi]
        mnem, ops, mods = describe(spec, var, part_text(spec, text))
        rcls = cls
        if cls == "VOP3" and any(o["field"] == "" and o["kind"] == "sgpr" for o in ops) \
                and vi in (0, 2, 4):
            # an SGPR that no source/dest field explains: the VOP3SD sdst field
            rcls = "VOP3SD"
            for o in ops:
                if o["field"] == "" and o["kind"] == "sgpr":
                    o["field"] = "sdst"
        mods = sorted(set(mods) | extra.get((cls, op), set()))
        rows.append({"class": rcls, "opcode": op, "mnemonic": mnem, "size": size,
                     "operands": ops, "modifiers": mods, "text": text})
    log("  %-8s %5d instructions  %5d+%5d+%5d probes  %.1fs" %
        (cpu, len(rows), len(cands), len(pair_cands), len(fl_cands), time.time() - t0))
    if crashed or fcr:
        log("  %-8s llvm-mc crashed on %d candidates (%s), %d modifier probes" %
            (cpu, len(crashes), " ".join("%s:0x%x" % c for c in crashed), len(fcr)))
    return rows


# ---------------------------------------------------------------- C output
def c_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '\\0"'


def emit(out_dir, per_target, llvm_version, cmdline):
    # merge rows identical across targets
    merged = {}
    for ti, t in enumerate(TARGETS):
        for r in per_target.get(t, []):
            key = json.dumps({k: r[k] for k in ("class", "opcode", "mnemonic", "size",
                                                "operands", "modifiers")}, sort_keys=True)
            merged.setdefault(key, [r, 0])
            merged[key][1] |= 1 << ti
    rows = sorted(merged.values(), key=lambda x: (CLASSES.index(x[0]["class"]),
                                                   x[0]["opcode"], x[0]["mnemonic"], x[1]))
    strings = {}
    pool = []

    def sid(s):
        if s not in strings:
            strings[s] = sum(len(x) + 1 for x in pool)
            pool.append(s)
        return strings[s]

    modnames = sorted({m for r, _ in rows for m in r["modifiers"]})
    fields = sorted({o["field"] for r, _ in rows for o in r["operands"]} | {""})
    specials = sorted({o["special"] for r, _ in rows for o in r["operands"]} | {""})
    if len(modnames) > 64:
        sys.exit("more than 64 modifier kinds")
    sid("")
    for r, _ in rows:
        sid(r["mnemonic"])
    oppool, opidx = [], {}
    crow = []
    for r, mask in rows:
        enc = tuple((KINDS.index(o["kind"]) | (min(o["width"], 255) << 8) |
                     (fields.index(o["field"]) << 16) | (specials.index(o["special"]) << 24) |
                     (0x80 << 24 if o["h16"] else 0)) for o in r["operands"])
        if enc not in opidx:
            # reuse an existing run when possible
            opidx[enc] = len(oppool)
            oppool.extend(enc)
        m = 0
        for x in r["modifiers"]:
            m |= 1 << modnames.index(x)
        crow.append((m, sid(r["mnemonic"]), r["opcode"], opidx[enc], mask,
                     CLASSES.index(r["class"]), r["size"], len(enc)))
    if len(oppool) >= 65536 or len(rows) >= 65536 or len(specials) > 127:
        sys.exit("tables outgrew their index types")
    # name index: rows sorted by mnemonic
    order = sorted(range(len(rows)), key=lambda i: (rows[i][0]["mnemonic"],
                                                    CLASSES.index(rows[i][0]["class"]), i))
    hdr = ("/* SPDX-License-Identifier: MIT */\n"
           "/*\n * Generated by tools/gen/gen-isa-full.py from %s; do not edit;\n"
           " * rebuild with make gen.\n *   %s\n */\n" % (llvm_version, cmdline))
    o = [hdr, '#include "isa/isa_int.h"\n\n']
    o.append("const char gsi_isa_str[] =\n")
    line = "\t"
    for s in pool:
        cs = c_string(s)
        if len(line) + len(cs) > 96:
            o.append(line + "\n")
            line = "\t"
        line += cs
    o.append(line + ";\n\n")
    o.append("const char *const gsi_isa_class_names[GS_ISA_NCLASS] = {\n")
    for c in CLASSES:
        o.append('\t"%s",\n' % c)
    o.append("};\n\nconst char *const gsi_isa_mod_names[] = {\n")
    for m in modnames:
        o.append('\t"%s",\n' % m)
    o.append("\tNULL,\n};\n\nconst char *const gsi_isa_field_names[] = {\n")
    for f in fields:
        o.append('\t"%s",\n' % f)
    o.append("\tNULL,\n};\n\nconst char *const gsi_isa_special_names[] = {\n")
    for f in specials:
        o.append('\t"%s",\n' % f)
    o.append("\tNULL,\n};\n\n")
    o.append("const char *const gsi_isa_target_names[GS_ISA_NTARGETS] = {\n")
    for t in TARGETS:
        o.append('\t"%s",\n' % t)
    o.append("};\n\n/* kind | width << 8 | field << 16 | special << 24 | h16 << 31 */\n")
    o.append("const uint32_t gsi_isa_ops[%d] = {\n" % max(1, len(oppool)))
    for i in range(0, len(oppool), 8):
        o.append("\t" + ", ".join("0x%x" % x for x in oppool[i:i + 8]) + ",\n")
    o.append("};\n\n/* modifiers, name, opcode, ops, targets, class, size, nops */\n")
    o.append("const struct gs_isa_row gsi_isa_rows[GS_ISA_NROWS] = {\n")
    for c in crow:
        o.append("\t{0x%xull, %d, 0x%x, %d, 0x%x, %d, %d, %d},\n" % c)
    o.append("};\n\n/* row indexes sorted by mnemonic */\n")
    o.append("const uint16_t gsi_isa_name_index[GS_ISA_NROWS] = {\n")
    for i in range(0, len(order), 12):
        o.append("\t" + ", ".join(str(x) for x in order[i:i + 12]) + ",\n")
    o.append("};\n")
    counts = "#define GS_ISA_NROWS %d\n#define GS_ISA_NCLASS %d\n#define GS_ISA_NTARGETS %d\n" \
             "#define GS_ISA_NMODS %d\n" % (len(rows), len(CLASSES), len(TARGETS), len(modnames))
    h = [hdr, "#ifndef GS_ISA_GEN_H\n#define GS_ISA_GEN_H\n\n", counts, "\n"]
    h.append("/* encoding classes (order of gsi_isa_class_names) */\nenum gs_isa_gen_class {\n")
    for c in CLASSES:
        h.append("\tGS_ISA_GEN_%s,\n" % c)
    h.append("};\n\n/* operand kinds */\nenum gs_isa_gen_kind {\n")
    for k in KINDS:
        h.append("\tGS_ISA_GEN_K_%s,\n" % k.upper())
    h.append("};\n\n/* modifier bits (order of gsi_isa_mod_names) */\n")
    for i, m in enumerate(modnames):
        h.append("#define GS_ISA_GEN_MOD_%s (1ull << %d)\n" % (m.upper(), i))
    h.append("\n#endif\n")
    os.makedirs(out_dir, exist_ok=True)
    for name, text in (("gen_isa_tables.c", "".join(o)), ("gen_isa_tables.h", "".join(h))):
        path = os.path.join(out_dir, name)
        with open(path + ".tmp", "w") as f:
            f.write(text)
        os.replace(path + ".tmp", path)
    return rows, modnames


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--llvm-mc", default="llvm-mc-22")
    ap.add_argument("--out", default="userspace/lib/isa")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--classes", default="")
    ap.add_argument("--json", help="also write the per-target rows as JSON")
    ap.add_argument("--no-c", action="store_true")
    a = ap.parse_args()
    def log(s):
        print(s, file=sys.stderr, flush=True)

    ver = subprocess.run([a.llvm_mc, "--version"], capture_output=True, text=True).stdout
    m = re.search(r"LLVM version (\S+)", ver)
    llvm_version = "llvm-mc %s" % (m.group(1) if m else "?")
    targets = [t for t in a.targets.split(",") if t]
    classes = set(c for c in a.classes.split(",") if c)
    t0 = time.time()
    per_target = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, min(a.jobs, 2))) as ex:
        futs = {t: ex.submit(enumerate_target, a.llvm_mc, t, classes, log) for t in targets}
        for t in targets:
            per_target[t] = futs[t].result()
    if a.json:
        with open(a.json, "w") as f:
            json.dump(per_target, f, indent=1, sort_keys=True)
    if not a.no_c:
        rows, mods = emit(a.out, per_target, llvm_version,
                          "gen-isa-full.py --llvm-mc %s" % os.path.basename(a.llvm_mc))
        log("  %d merged rows, %d modifier kinds, %.1fs" % (len(rows), len(mods), time.time() - t0))


if __name__ == "__main__":
    main()
