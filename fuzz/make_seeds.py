#!/usr/bin/env python3
"""Build seed corpora for the fuzz targets (one folder per target) from the shared corpus,
the rule pack, the samples and the unit tests. Nothing is copied into the repository.

usage: fuzz/make_seeds.py OUTDIR [--corpus ../shared/corpus] [--max-bytes 65536]
"""
import argparse
import hashlib
import json
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent


def put(outdir, target, data):
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    d = outdir / target
    d.mkdir(parents=True, exist_ok=True)
    (d / hashlib.sha1(data).hexdigest()).write_bytes(data)


def files(base, pattern, max_bytes):
    for p in sorted(base.rglob(pattern)):
        if p.is_file() and p.stat().st_size <= max_bytes:
            yield p


def expressions(value, out):
    """Every template string that is an expression ("[...]", not "[[")."""
    if isinstance(value, str):
        if value.startswith("[") and value.endswith("]") and not value.startswith("[["):
            out.add(value)
    elif isinstance(value, list):
        for v in value:
            expressions(v, out)
    elif isinstance(value, dict):
        for v in value.values():
            expressions(v, out)


# String literals passed to the test helpers that evaluate expressions, e.g. evalJson("...").
TEST_EXPR = re.compile(r'\b(?:evalJson|evalAt|evalIn|eval|evaluate)\w*\((?:[^,()"]*,\s*)?"((?:[^"\\]|\\.)*)"')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("outdir")
    # ../shared/corpus beside the checkout (or beside the folder of worktrees).
    near = [ROOT.parent / "shared" / "corpus", ROOT.parent.parent / "shared" / "corpus"]
    ap.add_argument("--corpus", default=str(next((p for p in near if p.is_dir()), near[0])))
    ap.add_argument("--max-bytes", type=int, default=65536)
    a = ap.parse_args()
    out = pathlib.Path(a.outdir)
    corpus = pathlib.Path(a.corpus)

    exprs = set()
    for p in files(corpus, "*.json", a.max_bytes):
        raw = p.read_bytes()
        put(out, "json_fuzz", raw)
        try:
            doc = json.loads(raw.decode("utf-8-sig"))
        except ValueError:
            doc = None
        if isinstance(doc, dict) and "deploymentTemplate.json" in str(doc.get("$schema", "")):
            put(out, "template_fuzz", raw)
        if doc is not None:
            expressions(doc, exprs)
    for p in files(corpus, "*.bicep", a.max_bytes):
        put(out, "bicep_fuzz", p.read_bytes())
    for p in files(corpus, "*.bicepparam", a.max_bytes):
        put(out, "bicepparam_fuzz", p.read_bytes())

    for p in list((ROOT / "tests").rglob("*.cpp")):
        for m in TEST_EXPR.finditer(p.read_text(errors="replace")):
            exprs.add(bytes(m.group(1), "utf-8").decode("unicode_escape", errors="replace"))
    for e in sorted(exprs):
        if len(e) <= 4096:
            put(out, "expr_fuzz", e)

    for p in list(files(ROOT / "rules", "*.Rule.yaml", 1 << 20)) + list(files(ROOT / "tests", "*.Rule.yaml", 1 << 20)):
        put(out, "rules_fuzz", p.read_bytes())
    for p in files(ROOT, "preflight.y*ml", 1 << 20):
        put(out, "config_fuzz", p.read_bytes())
    # YAML documents written as raw strings in the configuration tests.
    text = (ROOT / "tests/unit/inputs/config_test.cpp").read_text()
    for m in re.finditer(r'R"\((.*?)\)"', text, re.S):
        put(out, "config_fuzz", m.group(1))
    # A dictionary for expr_fuzz (-dict=OUTDIR/expr.dict): every function name and a few pieces
    # that combine into expensive expressions.
    names = set()
    for p in (ROOT / "functions").glob("*.cpp"):
        names.update(re.findall(r'add\(\{"([A-Za-z]+)"', p.read_text()))
    pieces = sorted(n + "(" for n in names) + ["lambda('x', ", "lambdaVariables('x')", "range(0, 10000)",
                                                 "parameters('a')", "variables('arr')", ", ", ")", "'", "[", "]", ".", "?"]
    (out / "expr.dict").write_text("".join('"%s"\n' % p.replace("\\", "\\\\").replace('"', '\\"') for p in pieces))
    for t in sorted(d.name for d in out.iterdir() if d.is_dir()):
        print(t, sum(1 for _ in (out / t).iterdir()))


if __name__ == "__main__":
    main()
