#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks of gfxshim bench output for tests/e2e/test-bench.sh.

  bench_check.py report FILE EVIDENCE [TARGET]   the JSON report: schema and sanity
  bench_check.py svg FILE JSON                   the plots hold the report's points and levels
  bench_check.py csv FILE JSON                   one row per point of the report
  bench_check.py html FILE N                     well-formed, self-contained, N reports' columns
  bench_check.py md FILE N                       one table per benchmark, N labelled columns

Prints "ok" or the problems found, one per line; exits 1 on a problem.
"""
import csv
import json
import math
import re
import sys
import xml.etree.ElementTree as ET

SVG = '{http://www.w3.org/2000/svg}'
EVIDENCE = ('silicon', 'modelled', 'emulated-untimed', 'mock')
problems = []


def need(cond, what):
    if not cond:
        problems.append(what)
    return cond


def num(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def results(doc):
    return doc['results'] if doc.get('bench') == 'all' else [doc]


def check_points(r, evidence, target):
    b, pts = r['bench'], r['points']
    timed = evidence in ('silicon', 'modelled')
    need(isinstance(pts, list) and pts, f'{b}: no points')
    for i, p in enumerate(pts):
        if not need(isinstance(p, dict), f'{b}: point {i} is not an object'):
            continue
        for k, v in p.items():
            need(v is None or num(v) or isinstance(v, str), f'{b}: point {i} {k} is {type(v).__name__}')
    if b == 'latency':
        series = {}
        for p in pts:
            need(p['path'] in ('vector', 'scalar'), f'latency: path {p["path"]}')
            need(p['cycles'] > 0 and p['ns'] > 0, f'latency: cycles/ns not positive at {p["size_bytes"]}')
            need(p['cycles_min'] <= p['cycles'] <= p['cycles_max'], 'latency: median outside min..max')
            series.setdefault((p['path'], p['stride_bytes']), []).append(p)
        need(isinstance(r.get('steps'), list) and isinstance(r.get('series_steps'), list), 'latency: no "steps"')
        first = (pts[0]['path'], pts[0]['stride_bytes'])
        need([s['level'] for s in r['steps']] == list(range(1, len(r['steps']) + 1)) and
             all((s['path'], s['stride_bytes']) == first for s in r['steps']),
             'latency: "steps" are not the levels of the first series, in order')
        need([s for s in r['series_steps'] if s['primary']] == [dict(s, primary=True) for s in r['steps']],
             'latency: "steps" differ from the primary series in "series_steps"')
        steps = {}
        for s in r.get('series_steps', []):
            for k in ('size_bytes', 'latency_cycles', 'latency_ns'):
                need(num(s.get(k)) and s[k] > 0, f'latency: step {k} missing or not positive')
            steps.setdefault((s['path'], s['stride_bytes']), []).append(s)
        for key, ps in series.items():
            sizes = [p['size_bytes'] for p in ps]
            need(sizes == sorted(sizes) and len(set(sizes)) == len(sizes), f'latency {key}: footprints not ascending')
            ss = steps.get(key, [])
            need(ss, f'latency {key}: no level detected')
            if not timed:
                # the untimed emulator's curve is flat: one level, up to the last footprint
                need(len(ss) == 1, f'latency {key}: {len(ss)} levels on a flat (untimed) curve')
                need(ss and ss[0]['size_bytes'] == sizes[-1], f'latency {key}: the flat level does not end at the sweep end')
            lat = [s['latency_cycles'] for s in ss]
            need(lat == sorted(lat) and len(set(lat)) == len(lat), f'latency {key}: level latencies not increasing: {lat}')
    elif b == 'bandwidth':
        kinds = {p['kernel'] for p in pts}
        need(kinds == {'read', 'write', 'copy'}, f'bandwidth: kernels {sorted(kinds)}')
        for p in pts:
            need(num(p['bytes_per_second']) and p['bytes_per_second'] > 0,
                 f'bandwidth: {p["kernel"]} at {p["size_bytes"]} not positive')
            need(p['size_bytes'] % 16384 == 0, 'bandwidth: footprint not whole 16 KiB blocks')
    elif b == 'lds':
        banks = [p for p in pts if p['test'] == 'bank']
        need(banks and all(p['cycles'] > 0 for p in banks), 'lds: bank-conflict points')
        need([p['stride_dwords'] for p in banks] == sorted(p['stride_dwords'] for p in banks), 'lds: strides not ascending')
        ops = {(p['test'], p['mode']) for p in pts if p['kind'] == 'op'}
        for want in (('ds_load_b32', 'latency'), ('ds_bpermute_b32', 'latency'), ('ds_bpermute_b32', 'throughput'),
                     ('ds_swizzle_b32', 'latency'), ('ds_swizzle_b32', 'throughput')):
            need(want in ops, f'lds: no {want}')
    elif b == 'atomics':
        cases = {p['case'] for p in pts}
        need({'global_atomic_add_u32 rtn', 'global_atomic_add_u32', 'ds_add_rtn_u32', 'ds_add_u32'} <= cases,
             f'atomics: cases {sorted(cases)}')
        packed = any('pk_add' in c for c in cases)
        if target:
            need(packed == (not target.startswith('gfx11')), f'atomics: packed atomics {"present" if packed else "absent"} on {target}')
        for p in pts:
            need(p['cycles'] > 0, f'atomics: {p["case"]} {p["mode"]} cycles')
            need(p['mode'] == 'latency' or p['ops_per_second'] > 0, f'atomics: {p["case"]} rate')
    elif b == 'barrier':
        variants = {p['variant'] for p in pts}
        split = 'split' in variants
        need({'barrier', 'work+barrier', 'work'} <= variants, f'barrier: variants {sorted(variants)}')
        if target:
            need(split == target.startswith('gfx12'), f'barrier: split form {"present" if split else "absent"} on {target}')
        need(all(p['cycles'] > 0 for p in pts), 'barrier: cycles')
    elif b == 'waitcnt':
        order = [p for p in pts if p['probe'] == 'inorder']
        need(len(order) == 32, f'waitcnt: {len(order)} in-order points, expected 32 (4 classes x 8)')
        for p in order:
            if p['class'] in ('load', 'lds'):
                need(p['visible_lanes'] == p['lanes'], f'waitcnt: {p["class"]} {p["wait"]}: {p["visible_lanes"]} lanes visible')
        cross = [p for p in pts if p['probe'] == 'cross']
        if target:
            need(bool(cross) == (not target.startswith('gfx9')), f'waitcnt: cross-counter probes on {target}')
    elif b == 'launch':
        keys = {p['key'] for p in pts}
        need({'submit_fence_us', 'dispatch_rate', 'shader_clock_mhz', 'cp_clock_khz'} <= keys, f'launch: {sorted(keys)}')
        need(all(p['value'] > 0 for p in pts), 'launch: a value not positive')
    elif b == 'matrix':
        insts = {p['instruction'] for p in pts}
        prefix = 'v_mfma' if target and target.startswith('gfx9') else 'v_wmma'
        need(any(i.startswith(prefix) for i in insts), f'matrix: no {prefix} on {target}')
        for p in pts:
            need(p['cycles'] > 0 and p['flops_per_cycle'] > 0, f'matrix: {p["instruction"]} {p["mode"]}')
    for s in r.get('summary', []):
        need(isinstance(s.get('key'), str) and isinstance(s.get('label'), str) and 'value' in s and 'unit' in s,
             f'{b}: a summary row lacks key/label/value/unit')


def report(path, evidence, target=None):
    doc = json.load(open(path))
    need(doc.get('schema') == 'gfxshim-bench/1', 'schema')
    for k in ('bench', 'target', 'device', 'backend', 'evidence', 'date', 'gfxshim', 'command'):
        need(isinstance(doc.get(k), str) and doc[k], f'provenance: {k}')
    for k in ('driver', 'kernel', 'firmware'):
        need(k in doc, f'provenance: no {k} (versions)')
    need(doc.get('evidence') == evidence, f'evidence is {doc.get("evidence")}, expected {evidence}')
    need(doc.get('evidence') in EVIDENCE, 'an unknown evidence label')
    need(re.fullmatch(r'\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ', doc.get('date', '')), 'date is not ISO 8601 UTC')
    need(doc.get('command', '').startswith('gfxshim bench '), 'command line')
    if target:
        need(doc.get('target') == target, f'target {doc.get("target")}')
    if doc.get('backend') == 'emu':
        need(doc['evidence'] != 'silicon', 'an emulated report labelled silicon')
    run = doc.get('run', {})
    for k in ('repeats', 'warmup', 'lease', 'clocks'):
        need(k in run, f'run: no {k}')
    for r in results(doc):
        need(r.get('checks_failed') == 0, f'{r.get("bench")}: checks failed: {r.get("notes")}')
        need(isinstance(r.get('notes'), list), f'{r.get("bench")}: notes')
        need(not any(n.startswith('error:') for n in r.get('notes', [])), f'{r.get("bench")}: {r.get("notes")}')
        check_points(r, evidence, target)
    return doc


def svg(path, jpath):
    doc = json.load(open(jpath))
    root = ET.parse(path).getroot()
    need(root.tag == SVG + 'svg', 'the root is not <svg>')
    pts = root.findall(f'.//{SVG}circle[@class="pt"]')
    levels = root.findall(f'.//{SVG}g[@class="level"]')
    bars = root.findall(f'.//{SVG}rect[@class="bar"]')
    for e in pts:
        need(math.isfinite(float(e.get('data-x'))) and math.isfinite(float(e.get('data-y'))), 'a point without values')
    got = {(float(e.get('data-x')), float(e.get('data-y'))) for e in pts}
    for r in results(doc):
        if r['bench'] == 'latency':
            for p in r['points']:
                need((p['size_bytes'], p['cycles']) in got, f'latency point {p["size_bytes"]} not plotted')
            need(len(levels) >= 2 * len(r['series_steps']), f'{len(levels)} level marks for {len(r["series_steps"])} steps (x2 plots)')
            for s in r['series_steps']:
                need(any(float(e.get('data-x1')) == s['size_bytes'] and float(e.get('data-y')) == s['latency_cycles']
                         for e in levels), f'level ending at {s["size_bytes"]} not annotated')
        if r['bench'] == 'lds':
            nb = len([p for p in r['points'] if p['test'] == 'bank'])
            need(len([b for b in bars if b.get('data-group', '').isdigit()]) >= nb, 'lds: bank-conflict bars missing')
        if r['bench'] == 'bandwidth':
            for p in r['points']:
                need(any(x == p['size_bytes'] and abs(y - p['bytes_per_second'] * 1e-9) < 1e-6 * max(1, y) for x, y in got),
                     f'bandwidth point {p["kernel"]} {p["size_bytes"]} not plotted')


def csvfile(path, jpath):
    doc = json.load(open(jpath))
    rows = list(csv.reader(open(path)))
    need(rows and rows[0][:5] == ['bench', 'target', 'device', 'backend', 'evidence'], 'CSV header')
    n = sum(len(r['points']) for r in results(doc))
    need(len(rows) == n + 1, f'{len(rows) - 1} CSV rows for {n} points')
    need(all(len(r) == len(rows[0]) for r in rows), 'CSV rows of different lengths')
    need(all(r[4] == doc['evidence'] for r in rows[1:]), 'CSV evidence column')


def html(path, n):
    text = open(path).read()
    root = ET.fromstring(text[text.index('<html'):])  # well-formed (the doctype aside)
    for bad in ('<script', '<link', 'src=', 'href=', 'http://', 'https://'):
        if bad == 'http://':
            need(text.count(bad) == text.count('http://www.w3.org/2000/svg'), 'an external reference')
        else:
            need(bad not in text, f'not self-contained: {bad}')
    svgs = root.findall(f'.//{SVG}svg')
    need(svgs, 'no inline SVG')
    heads = [th.text for th in root.iter('th') if th.get('class', '').startswith('ev-')]
    need(heads and all(re.search(r'\[(silicon|modelled|emulated-untimed|mock)\]', h or '') for h in heads),
         'a column header without its evidence')
    need(len(set(heads)) == n, f'{len(set(heads))} distinct columns, expected {n}')


def md(path, n):
    text = open(path).read()
    for b in ('latency', 'bandwidth', 'lds', 'atomics', 'barrier', 'waitcnt', 'launch', 'matrix'):
        need(f'\n## {b}\n' in text, f'Markdown: no table for {b}')
    heads = [ln for ln in text.splitlines() if ln.startswith('| figure |')]
    need(heads, 'Markdown: no tables')
    for h in heads:
        cols = [c.strip() for c in h.strip('|').split('|')][2:]
        need(len(cols) == n and all(re.search(r'\[(silicon|modelled|emulated-untimed|mock)\]', c) for c in cols),
             f'Markdown: columns {cols}')


def main():
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == 'report':
        report(*args)
    elif cmd == 'svg':
        svg(*args)
    elif cmd == 'csv':
        csvfile(*args)
    elif cmd == 'html':
        html(args[0], int(args[1]))
    elif cmd == 'md':
        md(args[0], int(args[1]))
    else:
        sys.exit(f'unknown check {cmd}')
    print('\n'.join(problems) if problems else 'ok')
    sys.exit(1 if problems else 0)


if __name__ == '__main__':
    main()
