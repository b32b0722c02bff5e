"""The package's import graph: no cycles (function-local imports counted), the engine below the bots,
and no import hidden inside a function except one that defers pygame for start-up speed and says so."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "quash_table"
DEFERRING = ("pygame", "pygame_gui", "quash_table.ui")   # what a function may import late: the window


def modules():
    out = {}
    for path in PKG.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def _targets(mod, path, node, known):
    """The package modules an import statement names (a name imported from a package counts as the
    module of that name when there is one, else as the package itself)."""
    package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name in known]
    base = node.module or ""
    if node.level:
        parts = package.split(".")
        parts = parts[:len(parts) - node.level + 1]
        base = ".".join(parts + ([base] if base else []))
    out = []
    for a in node.names:
        sub = f"{base}.{a.name}"
        out.append(sub if sub in known else base)
    return [t for t in out if t in known]


def import_graph():
    """{module: {imported package modules}} and the imports found inside functions."""
    known = modules()
    graph, local = {}, []
    for mod, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        deps = set()
        in_function = set()
        for fn in ast.walk(tree):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                in_function.update(id(n) for n in ast.walk(fn) if isinstance(n, (ast.Import, ast.ImportFrom)))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                targets = _targets(mod, path, node, known)
                deps.update(targets)
                if id(node) in in_function:
                    local.append((mod, path, node, targets))
        graph[mod] = deps - {mod}
    return graph, local


def cycles(graph):
    """Strongly connected groups of more than one module (Tarjan)."""
    index, low, stack, on, found, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
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
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_walk_sees_a_cycle_made_by_a_function_local_import():
    # the walk itself can fail: a two-module circle closed inside a function is found
    graph = {"a": {"b"}, "b": {"a"}, "c": {"a"}}
    assert cycles(graph) == [["a", "b"]]


def test_no_import_cycle_inside_the_package():
    graph, _ = import_graph()
    assert len(graph) > 60
    assert cycles(graph) == []


def test_the_engine_imports_neither_bots_nor_games_boards_nor_the_window():
    graph, _ = import_graph()
    for mod, deps in graph.items():
        if mod.startswith("quash_table.engine"):
            bad = [d for d in deps if d.startswith(("quash_table.bots", "quash_table.ui", "quash_table.cli"))]
            assert not bad, f"{mod} imports {bad}"
        if mod.startswith("quash_table.ui"):
            assert "quash_table.cli" not in deps, f"{mod} imports the command line"


def test_function_local_imports_only_defer_the_window():
    _, local = import_graph()
    offenders = []
    for mod, path, node, targets in local:
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
        resolved = targets or names
        lines = path.read_text(encoding="utf-8").splitlines()
        # the import's line, or the line above the run of imports it stands in, says why (the window)
        first = node.lineno - 1
        while first > 0 and lines[first - 1].strip().startswith(("from ", "import ")):
            first -= 1
        said = "pygame" in lines[node.lineno - 1] or (first > 0 and "pygame" in lines[first - 1])
        defers = all(t.startswith(DEFERRING) for t in resolved)
        if not (defers and said):
            offenders.append(f"{path.relative_to(ROOT)}:{node.lineno} imports {', '.join(resolved)}")
    assert not offenders, "function-local imports:\n" + "\n".join(offenders)
