#!/usr/bin/env python3
"""Generate the per-generation instruction tables from LLVM 22.

For every line of tools/gen/isa-ops.txt and every generation, encode the
sample with `llvm-mc-22 -show-encoding` and read the encoding class and
opcode from the bytes it printed; for instructions that also have a VOP3
form, encode `<name>_e64` too.  The canonical mnemonic is the one llvm-mc
prints back (so aliases such as gfx12's s_add_u32 -> s_add_co_u32 are
recorded as aliases).

gfx9 (CDNA3/CDNA4) gets an execution table only, for the emulator
(gsi_isa_exec_for(); the assembler and disassembler use the table-driven
layer there): a line asks gfx942, then gfx950 for what gfx942 lacks.  A
line whose mnemonic is written "gfx9:name" is asked of gfx9 alone and
replaces a line of the same name there (gfx9 spells many instructions
differently and is wave64 only).

usage: gen-isa.py [--llvm-mc llvm-mc-22] [--out userspace/lib/isa]
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

GENS = [("gfx11", "gfx1100"), ("gfx12", "gfx1201"), ("gfx9", "gfx942")]
# CPUs asked per generation, first acceptance wins (gfx1150: RDNA3.5 scalar
# float, "salu" lines that the table-driven layer refuses on gfx1100)
CPUS = {"gfx11": ["gfx1100", "gfx1150"], "gfx12": ["gfx1201"], "gfx9": ["gfx942", "gfx950"]}
VOP3_FORMS = {"vop1", "vop2", "vopc", "vopcx", "carry", "cndmask", "readlane"}


def even_tuples(sample):
    """The sample with VGPR/AGPR tuples moved to even starts (v[3:4] ->
    v[4:5]): gfx1250 refuses odd tuples, so a sample written for gfx11/gfx12
    would hide a gfx1250 alias (v_mad_u64_u32 -> v_mad_co_u64_u32)."""
    def even(m):
        lo, hi = int(m.group(2)), int(m.group(3))
        return m.group(0) if lo % 2 == 0 else "%s[%d:%d]" % (m.group(1), lo + 1, hi + 1)
    return re.sub(r"\b([va])\[(\d+):(\d+)\]", even, sample)


def alts_1250(sample):
    """The alternatives of a sample asked of gfx1250: each as written, then
    its even-tuple copy when that differs."""
    out = []
    for alt in sample.split(" | "):
        out += [alt] + ([even_tuples(alt)] if even_tuples(alt) != alt else [])
    return out


def encode(mc, cpu, text):
    """Return (canonical mnemonic, bytes) or None if LLVM rejects it."""
    p = subprocess.run([mc, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"],
                       input=text + "\n", capture_output=True, text=True)
    if p.returncode != 0 or "error" in p.stderr:
        return None
    for line in p.stdout.splitlines():
        m = re.match(r"\s*(\S+).*; encoding: \[(.*)\]", line)
        if m:
            name = re.sub(r"_e(32|64)$", "", m.group(1))
            return name, bytes(int(b, 16) for b in m.group(2).split(","))
    return None


def encode_batch(mc, cpu, texts):
    """encode() for many lines in one llvm-mc run: {text: result}.  A line
    llvm rejects has an error naming its line number and no output line; the
    others print one encoding line each, in order."""
    p = subprocess.run([mc, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding"],
                       input="".join(t + "\n" for t in texts), capture_output=True, text=True)
    bad = {int(m.group(1)) for m in re.finditer(r"^<stdin>:(\d+):\d+: error", p.stderr, re.M)}
    outs = []
    for line in p.stdout.splitlines():
        m = re.match(r"\s*(\S+).*; encoding: \[(.*)\]", line)
        if m:
            outs.append((re.sub(r"_e(32|64)$", "", m.group(1)), bytes(int(b, 16) for b in m.group(2).split(","))))
    good = [t for i, t in enumerate(texts) if i + 1 not in bad]
    if len(good) != len(outs):  # out of step: ask line by line
        return {t: encode(mc, cpu, t) for t in texts}
    res = {t: None for t in texts}
    res.update(zip(good, outs))
    return res


def classify_gfx9(w0):
    """gfx9 classes whose layout differs (GCN/CDNA microcode formats)."""
    if w0 >> 26 == 0x30:
        return "SMEM", (w0 >> 18) & 0xFF
    if w0 >> 23 == 0x1A7:  # VOP3P (with MAI), inside VOP3's 110100 prefix
        return "VOP3P", (w0 >> 16) & 0x7F
    if w0 >> 26 == 0x34:
        return "VOP3", (w0 >> 16) & 0x3FF
    if w0 >> 26 == 0x36:
        return "DS", (w0 >> 17) & 0xFF
    if w0 >> 26 == 0x37:  # FLAT, SCRATCH, GLOBAL: SEG in bits 15:14
        return "FLAT", (w0 >> 18) & 0x7F
    if w0 >> 26 == 0x38:  # MUBUF
        return "MUBUF", (w0 >> 18) & 0x7F
    if w0 >> 26 == 0x3A:  # MTBUF
        return "MTBUF", (w0 >> 15) & 0xF
    return None


def classify(gen, b):
    """Encoding class and opcode of an instruction's first dwords."""
    w0 = int.from_bytes(b[0:4], "little")
    if gen == "gfx9" and w0 >> 30 == 3 and classify_gfx9(w0):
        return classify_gfx9(w0)
    if w0 >> 23 == 0x17D:
        return "SOP1", (w0 >> 8) & 0xFF
    if w0 >> 23 == 0x17E:
        return "SOPC", (w0 >> 16) & 0x7F
    if w0 >> 23 == 0x17F:
        return "SOPP", (w0 >> 16) & 0x7F
    if w0 >> 28 == 0xB:
        return "SOPK", (w0 >> 23) & 0x1F
    if w0 >> 30 == 0x2:
        return "SOP2", (w0 >> 23) & 0x7F
    if w0 >> 26 == 0x3D:
        if gen == "gfx12":
            return "SMEM", (w0 >> 13) & 0x3F
        return "SMEM", (w0 >> 18) & 0xFF
    if w0 >> 25 == 0x3F:
        return "VOP1", (w0 >> 9) & 0xFF
    if w0 >> 25 == 0x3E:
        return "VOPC", (w0 >> 17) & 0xFF
    if w0 >> 31 == 0:
        return "VOP2", (w0 >> 25) & 0x3F
    if w0 >> 24 == 0xCC:
        return "VOP3P", (w0 >> 16) & 0x7F
    if w0 >> 24 == 0xCE:  # gfx11 LDSDIR / gfx12 VDSDIR (lds_direct_load, ds_direct_load)
        return "LDSDIR", (w0 >> 20) & 3
    if w0 >> 26 == 0x35:
        return "VOP3", (w0 >> 16) & 0x3FF
    if w0 >> 26 == 0x36:
        return "DS", (w0 >> 18) & 0xFF
    # FLAT segment (gfx11 SEG bits 17:16, gfx12 bits 25:24): 1 scratch, 2 global
    if gen == "gfx11" and w0 >> 26 == 0x37:
        return "SCRATCH" if (w0 >> 16) & 3 == 1 else "FLAT", (w0 >> 18) & 0x7F
    if gen == "gfx12" and w0 >> 26 == 0x3B:
        return "SCRATCH" if (w0 >> 24) & 3 == 1 else "FLAT", (w0 >> 14) & 0xFF
    # buffers: gfx11 MUBUF/MTBUF, gfx12 VBUFFER (tbuffer opcodes 0x80 up)
    if gen == "gfx11" and w0 >> 26 == 0x38:
        return "MUBUF", (w0 >> 18) & 0xFF
    if gen == "gfx11" and w0 >> 26 == 0x3A:
        return "MTBUF", (w0 >> 15) & 0xF
    if gen == "gfx12" and w0 >> 23 == 0x188:
        return "MUBUF", (w0 >> 14) & 0xFF
    # images: gfx11 MIMG, gfx12 VIMAGE and VSAMPLE (separate opcode spaces)
    if gen == "gfx11" and w0 >> 26 == 0x3C:
        return "MIMG", (w0 >> 18) & 0xFF
    if gen == "gfx12" and w0 >> 26 == 0x34:
        return "MIMG", (w0 >> 14) & 0xFF
    if gen == "gfx12" and w0 >> 26 == 0x39:
        return "VSAMPLE", (w0 >> 14) & 0xFF
    raise ValueError("unclassified encoding %08x" % w0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llvm-mc", default="llvm-mc-22")
    ap.add_argument("--ops", default=os.path.join(os.path.dirname(__file__), "isa-ops.txt"))
    ap.add_argument("--out", default="userspace/lib/isa")
    args = ap.parse_args()

    ops = []
    for ln in open(args.ops):
        ln = ln.split("#", 1)[0].strip()
        if not ln:
            continue
        f = ln.split(None, 4)
        only, _, name = f[0].rpartition(":")
        ops.append((name, f[1], int(f[2]), int(f[3]), f[4] if len(f) > 4 else "", only))
    # the lines each generation is asked about
    gen_ops = {}
    for gen, _ in GENS:
        own = {o[0] for o in ops if o[5] == gen}
        gen_ops[gen] = [o[:5] for o in ops if o[5] == gen or (not o[5] and o[0] not in own)]

    # llvm-mc runs are independent: ask them all at once, then read the answers.
    queries = set()
    for gen, _ in GENS:
        for name, sig, dregs, sregs, sample in gen_ops[gen]:
            for cpu in CPUS[gen]:
                for alt in sample.split(" | "):
                    queries.add((cpu, (name + " " + alt).strip()))
                if sig in VOP3_FORMS:
                    queries.add((cpu, (name + "_e64 " + sample).strip()))
    # gfx1250 has no table of its own (the table-driven layer serves it) but
    # mnemonic aliases of its own (s_getpc_b64 -> s_get_pc_i64): gfx12's lines
    # asked on gfx1250 find them
    for name, sig, dregs, sregs, sample in gen_ops["gfx12"]:
        for alt in alts_1250(sample):
            queries.add(("gfx1250", (name + " " + alt).strip()))
    # one llvm-mc run per CPU and chunk of lines (a process per line took
    # minutes): the chunks run in parallel
    chunks = []
    for cpu in sorted({q[0] for q in queries}):
        texts = sorted(q[1] for q in queries if q[0] == cpu)
        for k in range(0, len(texts), 400):
            chunks.append((cpu, texts[k:k + 400]))
    answers = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for (cpu, _), f in zip(chunks, [pool.submit(encode_batch, args.llvm_mc, c, t) for c, t in chunks]):
            answers.update({(cpu, t): r for t, r in f.result().items()})

    def enc_cached(mc, cpu, text):
        return answers[(cpu, text)]

    os.makedirs(args.out, exist_ok=True)
    names = sorted({o[0] for o in ops})
    rows = {g: [] for g, _ in GENS}
    aliases = {g: [] for g, _ in GENS}
    for gen, _ in GENS:
        seen = set()
        for name, sig, dregs, sregs, sample in gen_ops[gen]:
            r = None
            for cpu in CPUS[gen]:
                for alt in sample.split(" | "):
                    r = enc_cached(args.llvm_mc, cpu, (name + " " + alt).strip())
                    if r is not None:
                        break
                if r is not None:
                    break
            if r is None:
                continue
            canon, b = r
            if canon != name:
                aliases[gen].append((name, canon))
                continue
            enc, opc = classify(gen, b)
            op3 = 0xFFFF
            if sig in VOP3_FORMS:
                r3 = enc_cached(args.llvm_mc, cpu, (name + "_e64 " + sample).strip())
                if r3:
                    e3, o3 = classify(gen, r3[1])
                    # gfx9 AGPR reads/writes: the _e64 form is VOP3P itself
                    assert e3 == "VOP3" or (gen == "gfx9" and e3 == enc), (name, e3)
                    op3 = o3 if e3 == "VOP3" else op3
            # gfx9 FLAT/SCRATCH/GLOBAL share opcodes: SEG tells them apart
            key = (enc, opc, b[1] >> 6 if gen == "gfx9" and enc == "FLAT" else 0)
            if key in seen:
                sys.exit("duplicate %s opcode %s %#x" % (gen, enc, opc))
            seen.add(key)
            rows[gen].append((name, enc, opc, op3, sig, dregs, sregs))

    hdr = ("/* Generated by tools/gen/gen-isa.py from llvm-mc-22 and tools/gen/isa-ops.txt;\n"
           " * do not edit.  Rebuild with `make gen`. */\n")
    with open(os.path.join(args.out, "gen_isa_ops.h"), "w") as f:
        f.write(hdr + "#ifndef GS_GEN_ISA_OPS_H\n#define GS_GEN_ISA_OPS_H\n\n")
        f.write("/* One semantic id per mnemonic, shared by every generation. */\n")
        f.write("enum gs_sem {\n\tGS_SEM_INVALID = 0,\n")
        for n in names:
            f.write("\tGS_SEM_%s,\n" % n.upper())
        f.write("\tGS_SEM_COUNT\n};\n\n#endif\n")
    # the mnemonic of each semantic id (operand widths follow its type suffixes)
    with open(os.path.join(args.out, "gen_isa_sems.c"), "w") as f:
        f.write(hdr + '#include "isa/inst.h"\n\n')
        f.write("const char *const gsi_sem_names[GS_SEM_COUNT] = {\n\t[GS_SEM_INVALID] = \"\",\n")
        for n in names:
            f.write('\t[GS_SEM_%s] = "%s",\n' % (n.upper(), n))
        f.write("};\n")
    for gen, cpu in GENS:
        with open(os.path.join(args.out, "gen_isa_%s.c" % gen), "w") as f:
            f.write(hdr + "/* Instructions of %s as llvm-mc-22 -mcpu=%s encodes them. */\n"
                    % (gen, " (else -mcpu=".join(CPUS[gen]) + ")" * (len(CPUS[gen]) - 1)))
            f.write('#include "isa/inst.h"\n\n')
            f.write("static const struct gs_isa_op ops[] = {\n")
            for name, enc, opc, op3, sig, dregs, sregs in rows[gen]:
                f.write('\t{ "%s", GS_ENC_%s, 0x%x, 0x%x, GS_SEM_%s, GS_SIG_%s, %d, %d },\n'
                        % (name, enc, opc, op3, name.upper(), sig.upper(), dregs, sregs))
            f.write("};\n\n")
            f.write("static const struct gs_isa_alias aliases[] = {\n")
            for a, c in aliases[gen]:
                f.write('\t{ "%s", "%s" },\n' % (a, c))
            f.write("\t{ NULL, NULL }\n};\n\n")
            # rows by mnemonic (strcmp order), for the assembler's binary search
            order = sorted(range(len(rows[gen])), key=lambda i: rows[gen][i][0].encode())
            f.write("static const uint16_t by_name[] = {\n")
            for k in range(0, len(order), 12):
                f.write("\t" + ", ".join(str(i) for i in order[k:k + 12]) + ",\n")
            f.write("};\n\n")
            f.write("const struct gs_isa gsi_isa_%s = {\n\tGS_GEN_%s, ops, %d, aliases, by_name\n};\n"
                    % (gen, gen.upper(), len(rows[gen])))
    # gfx1250's aliases: a gfx12 line llvm-mc-22 -mcpu=gfx1250 prints under
    # another mnemonic
    al1250 = set()
    for name, sig, dregs, sregs, sample in gen_ops["gfx12"]:
        for alt in alts_1250(sample):
            r = answers.get(("gfx1250", (name + " " + alt).strip()))
            if r is not None:
                if r[0] != name:
                    al1250.add((name, r[0]))
                break
    with open(os.path.join(args.out, "gen_isa_gfx1250_aliases.c"), "w") as f:
        f.write(hdr + "/* Mnemonics llvm-mc-22 -mcpu=gfx1250 accepts for another one (the\n"
                " * table-driven layer knows the canonical names only). */\n")
        f.write('#include "isa/inst.h"\n\n')
        f.write("const struct gs_isa_alias gsi_isa_gfx1250_aliases[] = {\n")
        for a, c in sorted(al1250):
            f.write('\t{ "%s", "%s" },\n' % (a, c))
        f.write("\t{ NULL, NULL }\n};\n")


if __name__ == "__main__":
    main()
