#!/usr/bin/env python3
"""Generate policy/aliases/data/aliases.bin from the Azure Policy alias catalogue.

Usage: generate.py ALIASES_TSV [-o OUT]

ALIASES_TSV is ../shared/reference/azure-policy/aliases.tsv (columns: alias, resource_type,
default_path, paths_by_api_version, modifiable_evidence, source, used_by_copied_definitions).
Only the alias name, its resource type, its default path and whether the alias is known to be
modifiable are kept (the per-API-version column is empty in the catalogue).

Output: the magic line "PFALIAS1\n", then one zlib stream holding UTF-8 text, one group per
resource type (types sorted case-insensitively, aliases sorted within a group):

    =<resource type>\t<alias prefix>
    <alias>[\t<path>[\t<flags>]]

<alias> is the alias name without "<alias prefix>/" when it starts with it, else "/" followed
by the whole name. An empty or missing <path> means "properties.<alias without the prefix>",
the most common shape. <flags> holds "M" when the alias is known to be modifiable (it is the
field of a built-in modify operation, which Azure only accepts on modifiable aliases).
Standard library only; the output is deterministic (same input, same bytes).
"""
import argparse
import collections
import csv
import sys
import zlib

MAGIC = b"PFALIAS1\n"


def prefix_of(alias):
    """The part of an alias before its property path: 'Ns.X/type/child' of 'Ns.X/type/child/a.b'."""
    slash = alias.find("/")
    end = len(alias)
    for ch in ".[":
        j = alias.find(ch, slash + 1)
        if j >= 0:
            end = min(end, j)
    cut = alias.rfind("/", 0, end)
    return alias[:cut] if cut > 0 else ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("tsv")
    ap.add_argument("-o", "--out", default="policy/aliases/data/aliases.bin")
    args = ap.parse_args()

    groups = collections.defaultdict(dict)
    with open(args.tsv, newline="", encoding="utf-8") as f:
        reader = csv.reader(f, delimiter="\t")
        header = next(reader)
        if header[:3] != ["alias", "resource_type", "default_path"]:
            sys.exit(f"{args.tsv}: unexpected header {header[:3]}")
        for row in reader:
            alias, rtype, path = row[0].strip(), row[1].strip(), row[2].strip()
            if not alias or not rtype or not path:
                sys.exit(f"{args.tsv}: incomplete row {row}")
            if any(c in alias + path for c in "\t\n\r"):
                sys.exit(f"{args.tsv}: control character in {row}")
            modifiable = len(row) > 4 and row[4].strip() == "builtin-modify-op"
            groups[rtype][alias] = (path, modifiable)

    lines = []
    count = 0
    for rtype in sorted(groups, key=lambda t: (t.lower(), t)):
        entries = groups[rtype]
        prefix = collections.Counter(prefix_of(a) for a in entries).most_common(1)[0][0]
        lines.append(f"={rtype}\t{prefix}\n")
        for alias in sorted(entries, key=lambda a: (a.lower(), a)):
            path, modifiable = entries[alias]
            if prefix and alias.startswith(prefix + "/"):
                rest = alias[len(prefix) + 1:]
                name = rest
            else:
                rest = None
                name = "/" + alias
            shown = "" if rest is not None and path == "properties." + rest else path
            line = name
            if shown or modifiable:
                line += "\t" + shown
            if modifiable:
                line += "\tM"
            lines.append(line + "\n")
            count += 1

    blob = MAGIC + zlib.compress("".join(lines).encode("utf-8"), 9)
    with open(args.out, "wb") as f:
        f.write(blob)
    print(f"{args.out}: {count} aliases of {len(groups)} resource types, {len(blob)} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
