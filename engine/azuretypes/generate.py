#!/usr/bin/env python3
"""Generate engine/azuretypes/data/azure-types.bin from Bicep's Azure type index.

Usage: generate.py TYPES_JSONL_GZ [RESOURCE_TYPES_TSV] [-o OUT]

TYPES_JSONL_GZ is ../shared/reference/azure-types/types.jsonl.gz (every types.json of
Azure/bicep-types-az, one per line). RESOURCE_TYPES_TSV, when given, is only used to check that
the resource types and API versions agree with it.

The compiler needs two things from the index: the casing of each resource type per API version
(Bicep writes the index's casing), and for resource-derived types (resourceInput<'T@v'>.a.b)
the kind of JSON value at a path of a resource body. So the schema is reduced to what decides
a kind: strings, string literals and their unions are `string`; integers `int`; booleans
`bool`; AnyType `any`; objects keep their property names and additionalProperties; arrays
their item type; discriminated objects their discriminator, base properties and variants.
Identical reduced shapes are merged (partition refinement, so recursive types merge too),
which is what makes the table small: most API versions repeat most of their schemas.

Output (see engine/azuretypes/README.md for the format): a header, then zlib-compressed
sections, two per provider namespace: `types:<ns>` (its resource types as the index spells
them, with their API versions) and `ns:<ns>` (its schema nodes and resource bodies), so a
lookup inflates only what it needs.
Standard library only; the output is deterministic (same input, same bytes).
"""
import argparse
import csv
import gzip
import json
import sys
import zlib

# Fixed nodes every namespace section shares (ids 0..3); explicit nodes start at 4.
STRING, INT, BOOL, ANY = 0, 1, 2, 3
FIXED = 4


def reduce_file(types, base, nodes):
    """Append the reduced nodes of one types.json to `nodes`; return {type index: node id}."""
    local = {}
    for i, t in enumerate(types):
        k = t["$type"]
        if k in ("StringType", "StringLiteralType", "UnionType"):
            local[i] = STRING  # unions in the index only ever mix strings and string literals
        elif k == "IntegerType":
            local[i] = INT
        elif k == "BooleanType":
            local[i] = BOOL
        elif k in ("AnyType", "NullType"):
            local[i] = ANY
        elif k in ("ObjectType", "ArrayType", "DiscriminatedObjectType"):
            local[i] = len(nodes)
            nodes.append(None)
    ref = lambda r: local[int(r["$ref"][2:])]
    for i, t in enumerate(types):
        k = t["$type"]
        if k == "UnionType":
            for e in t["elements"]:
                m = types[int(e["$ref"][2:])]["$type"]
                if m not in ("StringType", "StringLiteralType"):
                    sys.exit(f"{base}: union member {m} is not a string; the reduction assumes it is")
        if k == "ObjectType":
            props = [(n, ref(p["type"])) for n, p in t.get("properties", {}).items()]
            addl = ref(t["additionalProperties"]) if "additionalProperties" in t else None
            nodes[local[i]] = ("o", props, addl)
        elif k == "ArrayType":
            nodes[local[i]] = ("r", ref(t["itemType"]))
        elif k == "DiscriminatedObjectType":
            base_props = [(n, ref(p["type"])) for n, p in t.get("baseProperties", {}).items()]
            elements = [(key, ref(r)) for key, r in t["elements"].items()]
            nodes[local[i]] = ("d", t["discriminator"], base_props, elements)
    return local


def label_and_successors(node):
    if node[0] == "o":
        _, props, addl = node
        return ("o", tuple(n for n, _ in props), addl is not None), [c for _, c in props] + ([addl] if addl is not None else [])
    if node[0] == "r":
        return ("r",), [node[1]]
    _, disc, base_props, elements = node
    return ("d", disc, tuple(n for n, _ in base_props), tuple(k for k, _ in elements)), \
        [c for _, c in base_props] + [c for _, c in elements]


def minimize(nodes):
    """Moore partition refinement: nodes with the same label whose successors are in the same
    classes are the same shape. Returns the class of every node (fixed nodes keep their ids)."""
    labels, succ = [None] * len(nodes), [None] * len(nodes)
    for i in range(FIXED, len(nodes)):
        labels[i], succ[i] = label_and_successors(nodes[i])
    cls = list(range(FIXED)) + [0] * (len(nodes) - FIXED)
    ids = {}
    for i in range(FIXED, len(nodes)):
        cls[i] = ids.setdefault(labels[i], FIXED + len(ids))
    count = FIXED + len(ids)
    while True:
        ids = {}
        new = list(range(FIXED)) + [0] * (len(nodes) - FIXED)
        for i in range(FIXED, len(nodes)):
            new[i] = ids.setdefault((cls[i], tuple(cls[s] for s in succ[i])), FIXED + len(ids))
        new_count = FIXED + len(ids)
        cls = new
        if new_count == count:
            return cls
        count = new_count


def check_name(text, what):
    if any(c in text for c in "\t\n\r"):
        sys.exit(f"{what} {text!r} holds a tab or line break, which the table format uses as separators")
    if what == "resource type" and not text.isascii():
        sys.exit(f"{what} {text!r} is not ASCII; the reader compares types ignoring ASCII case only")
    return text


def namespace_section(bodies, nodes, cls):
    """Text of one namespace section: its reachable nodes (renumbered), then its resources."""
    rep = {}  # class → a representative node
    for i in range(FIXED, len(nodes)):
        rep.setdefault(cls[i], i)
    order, local = [], {c: c for c in range(FIXED)}

    def visit(c):
        if c not in local:
            local[c] = FIXED + len(order)
            order.append(c)
    for _, body in bodies:
        visit(cls[body])
    k = 0
    while k < len(order):  # breadth first, so ids are assigned before they are written
        for s in label_and_successors(nodes[rep[order[k]]])[1]:
            visit(cls[s])
        k += 1
    lines = []
    for c in order:
        node = nodes[rep[c]]
        if node[0] == "o":
            _, props, addl = node
            fields = ["o", "" if addl is None else str(local[cls[addl]])]
            for n, child in props:
                fields += [check_name(n, "property name"), str(local[cls[child]])]
        elif node[0] == "r":
            fields = ["r", str(local[cls[node[1]]])]
        else:
            _, disc, base_props, elements = node
            fields = ["d", check_name(disc, "discriminator"), str(len(base_props))]
            for n, child in base_props:
                fields += [check_name(n, "property name"), str(local[cls[child]])]
            for key, child in elements:
                fields += [check_name(key, "discriminator value"), str(local[cls[child]])]
        lines.append("\t".join(fields))
    for name, body in bodies:
        lines.append("@" + check_name(name, "resource type") + "\t" + str(local[cls[body]]))
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("types")
    ap.add_argument("tsv", nargs="?")
    ap.add_argument("-o", "--out", default="engine/azuretypes/data/azure-types.bin")
    args = ap.parse_args()

    nodes = [("fixed",)] * FIXED
    resources = {}  # "Type@version" → (file path, body node); the first file in path order wins
    files = []
    with gzip.open(args.types, "rt", encoding="utf-8") as f:
        for line in f:
            files.append(json.loads(line))
    files.sort(key=lambda d: d["path"])
    for d in files:
        local = reduce_file(d["types"], d["path"], nodes)
        for i, t in enumerate(d["types"]):
            if t["$type"] == "ResourceType":
                resources.setdefault(t["name"], (d["path"], local[int(t["body"]["$ref"][2:])]))
    del files
    cls = minimize(nodes)

    if args.tsv:
        with open(args.tsv, encoding="utf-8") as f:
            rows = {r[0] + "@" + r[1] for r in list(csv.reader(f, delimiter="\t"))[1:]}
        if rows != set(resources):
            sys.exit(f"{args.tsv} and {args.types} disagree: {sorted(rows ^ set(resources))[:10]}")

    by_type, by_ns = {}, {}
    for name, (_, body) in resources.items():
        rtype, version = name.rsplit("@", 1)
        by_type.setdefault(rtype, []).append(version)
        by_ns.setdefault(rtype.split("/")[0].lower(), []).append((name, body))
    # Spellings are split by namespace too: a compile reads only the namespaces it declares.
    spellings = {}
    for t, v in sorted(by_type.items(), key=lambda kv: (kv[0].lower(), kv[0])):
        line = f"{check_name(t, 'resource type')}\t{','.join(sorted(v))}\n"
        spellings.setdefault(t.split("/")[0].lower(), []).append(line)
    sections = []
    for ns in sorted(by_ns):
        sections.append(("ns:" + ns, namespace_section(sorted(by_ns[ns]), nodes, cls)))
        sections.append(("types:" + ns, "".join(spellings[ns])))
    sections.sort()  # the reader finds sections, and types in a section, by binary search
    payload, header = b"", []
    for name, text in sections:
        raw = text.encode("utf-8")
        packed = zlib.compress(raw, 9)
        header.append(f"{name}\t{len(payload)}\t{len(packed)}\t{len(raw)}\n")
        payload += packed
    head = f"PFAZTYPES 1\n{len(sections)}\n{''.join(header)}".encode("utf-8")
    with open(args.out, "wb") as f:
        f.write(head + payload)
    raw_total = sum(len(t.encode()) for _, t in sections)
    print(f"{args.out}: {len(head) + len(payload)} bytes ({len(sections)} sections, {raw_total} bytes inflated), "
          f"{len(resources)} resource types and versions, {len(set(cls)) } distinct shapes of {len(nodes)} nodes")


if __name__ == "__main__":
    main()
