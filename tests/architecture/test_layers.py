"""The house rules that keep the layers readable: enforced here so `make test` fails when one breaks."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import grimp
import pytest

REPO = Path(__file__).resolve().parents[2]
MAX_LINES = 500  # lines of code: docstrings, comments and blank lines do not count (issue #25)


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("bot", "cogs", "runtime")


def test_the_import_contracts_hold():
    """pyproject.toml's [tool.importlinter]: each layer imports only from the layers below it, and
    nothing in bot/ imports discord or cogs."""
    lint = Path(sys.executable).with_name("lint-imports")
    p = subprocess.run([str(lint)], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stdout[-3000:]


class _Circles:
    """Tarjan's strongly connected groups of modules, iterative (a long import chain needs no recursion)."""

    def __init__(self, graph: grimp.ImportGraph) -> None:
        self.graph = graph
        self.index: dict[str, int] = {}
        self.low: dict[str, int] = {}
        self.stack: list[str] = []
        self.on_stack: set[str] = set()
        self.found: list[list[str]] = []

    def _enter(self, node: str, work: list) -> None:
        self.index[node] = self.low[node] = len(self.index)
        self.stack.append(node)
        self.on_stack.add(node)
        work.append((node, iter(sorted(self.graph.find_modules_directly_imported_by(node)))))

    def _close(self, node: str) -> None:
        """``node`` is done: if it is the root of a group, the group leaves the stack (a circle if two or more)."""
        if self.low[node] != self.index[node]:
            return
        group = []
        while True:
            member = self.stack.pop()
            self.on_stack.discard(member)
            group.append(member)
            if member == node:
                break
        if len(group) > 1:
            self.found.append(sorted(group))

    def visit(self, start: str) -> None:
        work: list = []
        self._enter(start, work)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    parent = work[-1][0]
                    self.low[parent] = min(self.low[parent], self.low[node])
                self._close(node)
            elif child not in self.index:
                self._enter(child, work)
            elif child in self.on_stack:
                self.low[node] = min(self.low[node], self.index[child])


def _cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """Strongly connected groups of modules, largest first: each is an import circle."""
    circles = _Circles(graph)
    for module in sorted(graph.modules):
        if module not in circles.index:
            circles.visit(module)
    return sorted(circles.found, key=len, reverse=True)


class _FakeGraph:
    """a → b → c → a is a circle; d → a and e → e are not (a module importing itself is no circle)."""

    modules = {"a", "b", "c", "d", "e"}
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}

    def find_modules_directly_imported_by(self, module: str) -> set[str]:
        return self.edges[module]


def test_the_circle_finder_finds_a_circle():
    assert _cycles(_FakeGraph()) == [["a", "b", "c"]]  # type: ignore[arg-type]


def test_no_import_circles(graph):
    assert _cycles(graph) == []


def code_lines(source: str) -> int:
    """The lines of ``source`` that hold code: not blank, not only a comment, not part of a docstring.

    Why: a cap on all lines was met by shortening the docstrings that say why (issue #25); the cap is on
    what a reader must follow, and complexity is ruff's C901 and pylint limits."""
    tree = ast.parse(source)
    docs: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and body \
                and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            docs.update(range(body[0].lineno, (body[0].end_lineno or body[0].lineno) + 1))
    return sum(1 for i, line in enumerate(source.splitlines(), 1)
               if i not in docs and line.strip() and not line.strip().startswith("#"))


def test_code_lines_leave_out_docstrings_and_comments():
    source = '"""Module.\n\nWhy."""\n\n# a comment\ndef f():\n    """Doc."""\n    return 1  # counted\n'
    assert code_lines(source) == 2


def test_modules_stay_small():
    long = {str(p.relative_to(REPO)): n for d in ("bot", "cogs", "runtime") for p in (REPO / d).rglob("*.py")
            if (n := code_lines(p.read_text(encoding="utf-8"))) > MAX_LINES}
    assert not long, long
