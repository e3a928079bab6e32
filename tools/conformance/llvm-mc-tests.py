#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Agreement of gfxshim with llvm-mc-22 on LLVM's own AMDGPU MC test files.

usage: tools/conformance/llvm-mc-tests.py [--gfxshim BIN] [--json] [--list]
                                          [--rst] [--targets T,T] DIR|FILE...

DIR holds copies of llvm/test/MC/AMDGPU/*.s and llvm/test/MC/Disassembler/
AMDGPU/*.txt (found recursively; they are reference material and never live in
this repository -- Documentation/conformance.rst says where they came from).
Each file's RUN lines give the configurations (-mcpu or -triple=amdgpuNN.NN,
-mattr wavesize); every configuration on a supported target is measured:

  .s   each input line through llvm-mc-22 -show-encoding and through
       'gfxshim asm -show-encoding': same bytes, same text; a line llvm-mc-22
       rejects must be rejected by gfxshim too.
  .txt each byte line through llvm-mc-22 --disassemble and 'gfxshim disasm':
       same text and same re-encoding; a line llvm-mc-22 cannot decode must
       not decode in gfxshim either.

llvm-mc-22 is the oracle, never the CHECK lines: the copies may keep only
the RUN and input lines.  The report is per target and per file class (the
file name without its gfxNN_asm_ prefix); --list prints every disagreement,
--json the counts.  Exit status 0 (a report, whatever it says), 2 usage;
with --expect-all, 1 when any line disagrees (the regression files of
tests/asm/mc-classes, which make check runs).
"""
import concurrent.futures
import json
import os
import re
import subprocess
import sys

TARGETS = ("gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152",
           "gfx1153", "gfx1200", "gfx1201", "gfx1250", "gfx942", "gfx950")
# llvm-mc-22 no longer knows gfx940/gfx941: their lines run on gfx942.
ALIAS = {"gfx940": "gfx942", "gfx941": "gfx942"}
LLVM_MC = os.environ.get("LLVM_MC", "llvm-mc-22")


def run_configs(text):
    """(target, wave64, extra mattr for llvm-mc) for each usable RUN line."""
    runs, cur = [], ""
    for line in text.splitlines():
        m = re.match(r"\s*(?://|#|;)\s*RUN:\s?(.*)$", line)
        if not m:
            continue
        cur += m.group(1)
        if cur.endswith("\\"):
            cur = cur[:-1]
            continue
        runs.append(cur)
        cur = ""
    configs, gfx90a = [], []
    for r in runs:
        if "llvm-mc" not in r:
            continue
        r = r.split("|")[0]
        m = re.search(r"-mcpu[= ](\S+)", r)
        cpu = m.group(1) if m else None
        m = re.search(r"-triple[= ]amdgpu(\d+)\.(\d+)", r)
        if not cpu and m:
            cpu = "gfx" + m.group(1) + m.group(2)
        if not cpu:
            continue
        cpu = ALIAS.get(cpu, cpu)
        attrs = []
        for m in re.finditer(r"-mattr[= ](\S+)", r):
            attrs += m.group(1).split(",")
        wave64 = "+wavefrontsize64" in attrs
        fake16 = "-real-true16" in attrs
        other = [a for a in attrs if a.lstrip("+-") not in ("wavefrontsize64", "wavefrontsize32",
                                                          "real-true16")]
        if fake16 or other:
            # gfxshim has no fake16 mode and no other -mattr switches
            continue
        c = (cpu, wave64)
        if cpu == "gfx90a":
            gfx90a.append(("gfx942", wave64))
        elif cpu in TARGETS and c not in configs:
            configs.append(c)
    if not configs:
        configs = [c for c in dict.fromkeys(gfx90a)]
    return configs


def file_class(path):
    base = os.path.basename(path).rsplit(".", 1)[0]
    base = re.sub(r"^gfx\d+[a-z]?_(asm_|dasm_)?", "", base)
    base = re.sub(r"[-_]?gfx\d+[a-z]?$", "", base)
    if path.endswith(".txt"):
        base = "dasm:" + base
    return base or "misc"


def body_lines(text, disasm):
    """(line number, text) of each input line, comments and RUN lines dropped."""
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        s = line
        if disasm:
            s = s.split("#")[0].split(";")[0]
        else:
            s = s.split("//")[0]
            if s.lstrip().startswith(";") or s.lstrip().startswith("#"):
                s = ""
        s = s.strip()
        if s:
            out.append((n, s))
    return out


def parse_out(out):
    """(text, bytes) of the one instruction in a -show-encoding output, else None."""
    found = []
    for line in out.splitlines():
        if "; encoding:" not in line:
            continue
        txt, enc = line.split("; encoding:", 1)
        m = re.search(r"\[([^\]]*)\]", enc)
        b = [int(x, 0) for x in m.group(1).split(",") if x.strip()] if m else []
        found.append((" ".join(txt.split()), b))
    return found[0] if len(found) == 1 else None


def run(cmd, data):
    try:
        p = subprocess.run(cmd, input=data, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return -1, "", "timeout"
    return p.returncode, p.stdout, p.stderr


def llvm_cmd(t, w64, disasm):
    c = [LLVM_MC, "-arch=amdgcn", "-mcpu=" + t, "-show-encoding"]
    if w64:
        # both switches, as LLVM's files spell it: +wavefrontsize64 alone
        # leaves gfx1250 (wave32 by default, no wave64) in wave32
        c.append("-mattr=-wavefrontsize32,+wavefrontsize64")
    if disasm:
        c.append("--disassemble")
    return c


def gs_cmd(gs, t, w64, disasm):
    c = [gs, "disasm" if disasm else "asm", "--mcpu=" + t, "-show-encoding"]
    if w64:
        c.append("--wave64")
    return c + ["-"]


def line_bytes(line):
    return [int(x, 0) for x in re.split(r"[\s,\[\]]+", line) if x]


def one(gs, t, w64, disasm, line):
    rc, out, err = run(llvm_cmd(t, w64, disasm), line + "\n")
    ref = parse_out(out) if rc == 0 and "error:" not in err else None
    if disasm and ref and "warning:" in err:
        ref = None  # llvm decoded part of the line only
    if disasm and ref:
        # the disassemblers echo their input: "same bytes" is "decoded the
        # whole line as one instruction", as llvm did (its -show-encoding
        # prints a canonical re-encoding, which can differ from the input)
        try:
            ref = (ref[0], line_bytes(line))
        except ValueError:
            ref = None
    grc, gout, gerr = run(gs_cmd(gs, t, w64, disasm), line + "\n")
    got = parse_out(gout) if grc == 0 else None
    if rc != 0 and "error:" not in err and rc < 0:
        return None  # llvm-mc crashed: not a test line
    return ref, got, (err.strip().splitlines() or [""])[0], (gerr.strip().splitlines() or [""])[0]


def measure(gs, paths, targets, jobs):
    rows, diffs, files = {}, [], []
    work = []
    for path in paths:
        text = open(path, encoding="utf-8", errors="replace").read()
        disasm = path.endswith(".txt")
        cls = file_class(path)
        cfgs = [c for c in run_configs(text) if not targets or c[0] in targets]
        files.append((path, cfgs))
        for t, w64 in cfgs:
            for n, line in body_lines(text, disasm):
                work.append((path, cls, t, w64, disasm, n, line))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        results = list(ex.map(lambda w: one(gs, w[2], w[3], w[4], w[6]), work))
    for (path, cls, t, w64, disasm, n, line), res in zip(work, results):
        if res is None:
            continue
        ref, got, lerr, gerr = res
        key = (t, cls)
        r = rows.setdefault(key, {"lines": 0, "bytes": 0, "text": 0, "rejected": 0, "refused": 0})
        where = "%s:%d [%s%s]" % (os.path.basename(path), n, t, " w64" if w64 else "")
        if ref is None:
            r["rejected"] += 1
            if got is None:
                r["refused"] += 1
            else:
                diffs.append(("accepted", where, line, "llvm: " + lerr, "gfxshim: %s %s" % got))
            continue
        r["lines"] += 1
        if got is None:
            diffs.append(("refused", where, line, "llvm: %s %s" % ref, "gfxshim: " + gerr))
            continue
        if got[1] == ref[1]:
            r["bytes"] += 1
        if got[0] == ref[0]:
            r["text"] += 1
        if got[1] != ref[1]:
            diffs.append(("bytes", where, line, "llvm: %s %s" % ref, "gfxshim: %s %s" % got))
        elif got[0] != ref[0]:
            diffs.append(("text", where, line, "llvm: " + ref[0], "gfxshim: " + got[0]))
    return rows, diffs, files


def pct(a, b):
    return "%.1f%%" % (100.0 * a / b) if b else "-"


def totals(rows):
    tot = {}
    for (t, _), r in rows.items():
        s = tot.setdefault(t, dict.fromkeys(r, 0))
        for k, v in r.items():
            s[k] += v
    return tot


def report_text(rows):
    print("%-8s %-18s %6s %8s %8s %8s %8s" % ("target", "class", "lines", "bytes", "text",
                                              "llvm-rej", "refused"))
    for (t, c) in sorted(rows):
        r = rows[(t, c)]
        print("%-8s %-18s %6d %8s %8s %8d %8s" % (t, c, r["lines"], pct(r["bytes"], r["lines"]),
                                                  pct(r["text"], r["lines"]), r["rejected"],
                                                  pct(r["refused"], r["rejected"])))
    print()
    tot = totals(rows)
    for t in sorted(tot):
        r = tot[t]
        print("%-8s %-18s %6d %8s %8s %8d %8s" % (t, "ALL", r["lines"], pct(r["bytes"], r["lines"]),
                                                  pct(r["text"], r["lines"]), r["rejected"],
                                                  pct(r["refused"], r["rejected"])))
    a = dict.fromkeys(("lines", "bytes", "text", "rejected", "refused"), 0)
    for r in tot.values():
        for k in a:
            a[k] += r[k]
    print("%-8s %-18s %6d %8s %8s %8d %8s" % ("all", "ALL", a["lines"], pct(a["bytes"], a["lines"]),
                                              pct(a["text"], a["lines"]), a["rejected"],
                                              pct(a["refused"], a["rejected"])))


def report_rst(rows):
    tot = totals(rows)
    hdr = ("Target", "Lines", "Same bytes", "Same text", "LLVM-rejected", "Also refused")
    body = []
    for t in sorted(tot):
        r = tot[t]
        body.append((t, str(r["lines"]), "%d (%s)" % (r["bytes"], pct(r["bytes"], r["lines"])),
                     "%d (%s)" % (r["text"], pct(r["text"], r["lines"])), str(r["rejected"]),
                     "%d (%s)" % (r["refused"], pct(r["refused"], r["rejected"]))))
    w = [max(len(x[i]) for x in [hdr] + body) for i in range(len(hdr))]
    sep = "  ".join("=" * n for n in w)
    print(sep)
    print("  ".join(h.ljust(n) for h, n in zip(hdr, w)).rstrip())
    print(sep)
    for b in body:
        print("  ".join(x.ljust(n) for x, n in zip(b, w)).rstrip())
    print(sep)


def main(argv):
    gs, as_json, as_list, as_rst, targets, paths = None, False, False, False, None, []
    expect_all = False
    jobs = max(1, min(4, os.cpu_count() or 1))
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        if a == "--gfxshim" and i + 1 < len(argv):
            gs = argv[i + 1]
            i += 1
        elif a == "--targets" and i + 1 < len(argv):
            targets = set(argv[i + 1].split(","))
            i += 1
        elif a == "--jobs" and i + 1 < len(argv):
            jobs = int(argv[i + 1])
            i += 1
        elif a == "--json":
            as_json = True
        elif a == "--list":
            as_list = True
        elif a == "--rst":
            as_rst = True
        elif a == "--expect-all":
            expect_all = True
        elif a.startswith("-"):
            print("llvm-mc-tests: unknown option '%s'" % a, file=sys.stderr)
            return 2
        else:
            paths.append(a)
        i += 1
    if not paths:
        print("llvm-mc-tests: no test directory given (usage: --help)", file=sys.stderr)
        return 2
    if not gs:
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        gs = os.path.join(root, "build", "bin", "gfxshim")
    files = []
    for p in paths:
        if os.path.isdir(p):
            for d, _, names in os.walk(p):
                files += [os.path.join(d, n) for n in names if n.endswith((".s", ".txt"))]
        elif os.path.isfile(p):
            files.append(p)
        else:
            print("llvm-mc-tests: %s: no such file or directory" % p, file=sys.stderr)
            return 2
    files.sort()
    rows, diffs, cfgs = measure(gs, files, targets, jobs)
    if as_json:
        out = {"files": [{"path": os.path.relpath(p, paths[0]) if os.path.isdir(paths[0]) else p,
                          "configs": ["%s%s" % (t, "+w64" if w else "") for t, w in c]}
                         for p, c in cfgs],
               "rows": [dict(target=t, cls=c, **rows[(t, c)]) for t, c in sorted(rows)],
               "diffs": [dict(zip(("kind", "where", "line", "llvm", "gfxshim"), d)) for d in diffs]}
        json.dump(out, sys.stdout, indent=1)
        print()
        return 0
    if as_rst:
        report_rst(rows)
        return 0
    report_text(rows)
    if as_list or expect_all:
        print()
        for d in diffs:
            print("%-8s %s: %s\n         %s\n         %s" % d)
    return 1 if expect_all and diffs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
