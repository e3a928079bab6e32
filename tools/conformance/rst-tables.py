#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Render `conformance --json` output as the reStructuredText tables of
Documentation/conformance.rst.

usage: tools/conformance/conformance.sh --full --json | tools/conformance/rst-tables.py
"""
import json
import sys

MAIN = ["gfx1100", "gfx1150", "gfx1201", "gfx942", "gfx950", "gfx1250"]


def table(rows, widths):
    # no narrower than the widest cell of a column
    widths = [max([w] + [len(r[i]) for r in rows]) for i, w in enumerate(widths)]
    sep = "  ".join("=" * w for w in widths)
    out = [sep]
    for i, r in enumerate(rows):
        out.append("  ".join("%-*s" % (w, c) for w, c in zip(widths, r)).rstrip())
        if i == 0:
            out.append(sep)
    out.append(sep)
    return "\n".join(out)


def main():
    d = json.load(sys.stdin)
    by = {t["target"]: t for t in d["targets"]}
    targets = [t for t in MAIN if t in by]
    classes = []
    for t in d["targets"]:
        for c in t["classes"]:
            if c["class"] not in classes:
                classes.append(c["class"])
    # the forms (VOP1_DPP, VOP2_SDWA, VOPC_LIT64, ...) after the classes
    form = lambda c: c.endswith(("_DPP", "_SDWA", "_LIT64"))
    classes = [c for c in classes if not form(c)] + [c for c in classes if form(c)]
    rows = [["class"] + targets]
    for cl in classes:
        row = [cl]
        for t in targets:
            c = [x for x in by[t]["classes"] if x["class"] == cl]
            if not c:
                row.append("--")
            elif c[0]["not_encodable"] and not c[0]["tried"]:
                row.append("not built")
            else:
                c = c[0]
                row.append("%d/%d/%d" % (c["disasm_agree"], c["asm_agree"], c["oracle"]))
        rows.append(row)
    print(table(rows, [9] + [14] * len(targets)))
    print()
    rows = [["target", "tried", "oracle", "disasm agree", "asm agree", "in table", "in-table bad"]]
    for t in d["targets"]:
        x = t["total"]
        pct = lambda n: "%d (%.1f%%)" % (n, 100.0 * n / x["oracle"] if x["oracle"] else 0.0)
        rows.append([t["target"], str(x["tried"]), str(x["oracle"]), pct(x["disasm_agree"]),
                     pct(x["asm_agree"]), str(x["in_table"]), str(x["in_table_undocumented_disagree"])])
    a = d["total"]
    rows.append(["all", str(a["tried"]), str(a["oracle"]),
                 "%d (%.1f%%)" % (a["disasm_agree"], 100.0 * a["disasm_agree"] / a["oracle"]),
                 "%d (%.1f%%)" % (a["asm_agree"], 100.0 * a["asm_agree"] / a["oracle"]),
                 str(a["in_table"]), str(a["in_table_undocumented_disagree"])])
    print(table(rows, [9, 6, 6, 13, 13, 8, 12]))
    print()
    reasons = {}
    for t in d["targets"]:
        for r, n in t["disagreements"].items():
            reasons.setdefault(r, {})[t["target"]] = n
    rows = [["reason", "encodings", "targets"]]
    for r, m in reasons.items():
        rows.append([r, str(sum(m.values())), str(len(m))])
    print(table(rows, [max(len(r[0]) for r in rows), 9, 7]))


if __name__ == "__main__":
    main()
