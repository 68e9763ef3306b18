#!/usr/bin/env python3
"""Lists the circles of imports between the files of each crate of the workspace.

A file imports another when it names an item of that file's module: `use crate::a::b`,
`crate::a::b::f(…)` in code, or `super::…`. Module declarations (`mod a;`) are not
imports. Two files that import each other, directly or through others, form a circle;
the script prints every strongly connected group of files and exits with 1 if there is
one, else prints the import count per crate and exits with 0.

    python3 dev/file-cycles.py [--verbose] [CRATE_DIR…]

Without arguments it checks the crates of the workspace: ., engine, match, web, testkit,
train.
It reads the code as text (comments and strings stripped roughly), which is enough for
this code base: it has no macros that import.
"""

import re
import sys
from pathlib import Path

DEFAULT_CRATES = [".", "engine", "match", "web", "testkit", "train"]


def strip(text):
    """The code without comments, string and char literals (roughly, line-preserving)."""
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    text = re.sub(r'r#*"(?:.|\n)*?"#*', lambda m: "\n" * m.group(0).count("\n"), text)
    text = re.sub(r'"(?:\\.|[^"\\])*"', '""', text)
    text = re.sub(r"//[^\n]*", "", text)
    return text


def module_of(src, path):
    """The module path of a file: src/a/b.rs -> (a, b); src/a/mod.rs -> (a,)."""
    parts = list(path.relative_to(src).with_suffix("").parts)
    if parts[-1] == "mod" or (len(parts) == 1 and parts[0] in ("lib", "main")):
        parts = parts[:-1]
    return tuple(parts)


def expand_use(tree):
    """`a::{b, c::{d, e}}` -> [a::b, a::c::d, a::c::e]."""
    tree = tree.replace(" ", "").replace("\n", "")
    depth, start = 0, None
    for i, ch in enumerate(tree):
        if ch == "{":
            if depth == 0:
                start = i
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                head, inner, rest = tree[:start], tree[start + 1:i], tree[i + 1:]
                items, d, cur = [], 0, ""
                for c in inner:
                    if c == "," and d == 0:
                        items.append(cur)
                        cur = ""
                        continue
                    d += c == "{"
                    d -= c == "}"
                    cur += c
                items.append(cur)
                out = []
                for item in items:
                    if item:
                        out.extend(expand_use(head + item + rest))
                return out
    return [tree]


def references(code, module):
    """The absolute module paths a file's code names, as tuples of segments."""
    found = []
    # Inline modules (`mod tests { … }`): `super` inside one is the file's own module.
    lines = code.split("\n")
    inline = []  # stack of (name, brace depth at which it opened)
    depth = 0
    for line in lines:
        m = re.match(r"\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*\{", line)
        current = module + tuple(name for name, _ in inline)
        for use in re.finditer(r"\buse\s+([^;]+);", line):
            for path in expand_use(use.group(1)):
                found.append(resolve(path, current))
        for p in re.finditer(r"(?<![\w:])((?:crate|super|self)(?:::\w+)+)", line):
            if not re.search(r"\buse\s", line[: p.start()]):
                found.append(resolve(p.group(1), current))
        if m:
            inline.append((m.group(1), depth))
        depth += line.count("{") - line.count("}")
        while inline and depth <= inline[-1][1]:
            inline.pop()
    return [f for f in found if f is not None]


def resolve(path, current):
    segs = [s for s in re.split(r"::", path.split(" as ")[0]) if s]
    if not segs:
        return None
    base = list(current)
    if segs[0] == "crate":
        base, segs = [], segs[1:]
    elif segs[0] in ("super", "self"):
        while segs and segs[0] in ("super", "self"):
            if segs[0] == "super":
                if not base:
                    return None
                base.pop()
            segs = segs[1:]
    else:
        return None  # another crate, or a name in scope
    return tuple(base + [s for s in segs if s != "*"])


def crate_files(crate):
    src = crate / "src"
    files = {}
    for path in sorted(src.rglob("*.rs")):
        files[module_of(src, path)] = path
    return src, files


def file_of(target, files):
    """The file that defines the longest prefix of `target`."""
    for n in range(len(target), -1, -1):
        if target[:n] in files:
            return files[target[:n]]
    return None


def sccs(graph):
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    sys.setrecursionlimit(10000)
    for v in graph:
        if v not in index:
            visit(v)
    return out


def main(argv):
    verbose = "--verbose" in argv
    crates = [a for a in argv if a != "--verbose"] or DEFAULT_CRATES
    root = Path(__file__).resolve().parent.parent
    bad = False
    for name in crates:
        crate = (root / name).resolve()
        src, files = crate_files(crate)
        # Binaries under src/bin/ are crates of their own; this workspace has none.
        graph = {}
        for module, path in files.items():
            code = strip(path.read_text(encoding="utf-8"))
            targets = set()
            for ref in references(code, module):
                f = file_of(ref, files)
                if f is not None and f != path:
                    targets.add(f)
            graph[path] = sorted(targets)
        edges = sum(len(v) for v in graph.values())
        groups = sccs(graph)
        rel = lambda p: str(p.relative_to(root))
        if verbose:
            for path, targets in sorted(graph.items()):
                print(f"{rel(path)} -> {', '.join(rel(t) for t in targets) or '-'}")
        if groups:
            bad = True
            for g in groups:
                print(f"circle in {name}: " + " <-> ".join(rel(p) for p in g))
        else:
            print(f"{name}: {len(files)} files, {edges} imports between files, no circle")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
