#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Parse every Documentation/*.rst with docutils and report its warnings
and errors (malformed tables, short title lines, broken references) as
file:line: messages; exit 1 when there is any.  The Sphinx-only roles and
directives the documents use (doc, ref, code-block, toctree, ...) are
registered as plain ones, so only what would break a rendering is left.
usage: tools/check-docs.py FILE.rst..."""
import io
import sys

import docutils.core
from docutils.parsers.rst import Directive, directives, roles
from docutils import nodes


def literal_role(name, rawtext, text, lineno, inliner, options=None, content=None):
    return [nodes.literal(rawtext, text)], []


class AnyOptions(dict):
    """An option spec that takes every option as plain text."""

    def __contains__(self, k):
        return True

    def __getitem__(self, k):
        return directives.unchanged


class Opaque(Directive):
    has_content = True
    optional_arguments = 8
    final_argument_whitespace = True
    option_spec = AnyOptions()

    def run(self):
        return []
for r in ("doc", "ref", "c:func", "c:type", "c:macro", "c:member", "file", "command", "option", "program", "kbd"):
    roles.register_local_role(r, literal_role)
for d in ("toctree", "code-block", "kernel-doc", "only", "highlight", "literalinclude"):
    directives.register_directive(d, Opaque)

bad = 0
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        text = f.read()
    stream = io.StringIO()
    docutils.core.publish_doctree(text, source_path=path, settings_overrides={
        "report_level": 2, "halt_level": 5, "warning_stream": stream})
    for line in stream.getvalue().splitlines():
        if any(f"({lv}/" in line for lv in ("WARNING", "ERROR", "SEVERE")):
            print(line)
            bad += 1
print(f"check-docs: {len(sys.argv) - 1} files, {bad} problems")
sys.exit(1 if bad else 0)
