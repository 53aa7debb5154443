"""The tests themselves: each one can fail, and none waits by sleeping.

A test that asserts nothing passes whatever the code does (issue #25 found three), and a test that
sleeps to let a task run is slow when the machine is idle and flaky when it is busy. Both are read
from the source, so a new test is checked the day it is written.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]

#: pytest's own ways to fail a test, besides ``assert``.
FAILING_CALLS = {"raises", "warns", "fail", "deprecated_call"}


@cache
def _modules() -> dict[Path, ast.Module]:
    """Every module of tests/, parsed once for both checks."""
    return {path: ast.parse(path.read_text(encoding="utf-8"), str(path)) for path in sorted(TESTS.rglob("*.py"))}


def _called_name(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


def _functions(tree: ast.AST) -> Iterator[ast.FunctionDef | ast.AsyncFunctionDef]:
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node


def _fails_by_itself(fn: ast.AST) -> bool:
    for node in ast.walk(fn):
        if isinstance(node, ast.Assert | ast.Raise):
            return True
        if isinstance(node, ast.Call) and _called_name(node) in FAILING_CALLS:
            return True
    return False


def _calls(fn: ast.AST) -> set[str]:
    return {name for node in ast.walk(fn) if isinstance(node, ast.Call) and (name := _called_name(node))}


def asserting_helpers(modules: dict[Path, ast.Module]) -> set[str]:
    """Names of the functions in tests/ that can fail a test: they assert, raise or call pytest's
    failing helpers, or call such a function (to a fixed point). A test that calls one of them
    by name (``check(...)``, ``helpers.check(...)``) asserts through it."""
    functions = [fn for tree in modules.values() for fn in _functions(tree) if not fn.name.startswith("test_")]
    failing = {fn.name for fn in functions if _fails_by_itself(fn)}
    while True:
        more = {fn.name for fn in functions if fn.name not in failing and _calls(fn) & failing}
        if not more:
            return failing
        failing |= more


def test_every_test_can_fail():
    modules = _modules()
    helpers = asserting_helpers(modules)
    silent = [f"{path.relative_to(TESTS.parent)}:{fn.lineno} {fn.name}"
              for path, tree in modules.items() if path.name.startswith("test_")
              for fn in _functions(tree) if fn.name.startswith("test_")
              and not _fails_by_itself(fn) and not (_calls(fn) & helpers)]
    assert not silent, "tests that cannot fail (no assert, no pytest.raises, no asserting helper):\n" + "\n".join(
        silent)


def _sleeps(tree: ast.AST) -> Iterator[ast.Call]:
    """``asyncio.sleep(x)``, ``time.sleep(x)`` and an imported ``sleep(x)`` with x anything but a
    literal 0 (``sleep(0)`` only yields to the loop once; it waits for nothing)."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        module_sleep = (isinstance(node.func, ast.Attribute) and node.func.attr == "sleep"
                        and isinstance(node.func.value, ast.Name) and node.func.value.id in ("asyncio", "time"))
        if module_sleep or (isinstance(node.func, ast.Name) and node.func.id == "sleep"):
            literal_zero = (len(node.args) == 1 and isinstance(node.args[0], ast.Constant)
                            and node.args[0].value == 0)
            if not literal_zero:
                yield node


#: Sleeps that are not waits: a stand-in server's own pace, which is what the test measures the
#: client against (the client must give up on a server that trickles).
PACED = {"rules/http_stub.py"}


def test_no_test_waits_by_sleeping():
    found = [f"{path.relative_to(TESTS)}:{call.lineno}" for path, tree in _modules().items()
             if str(path.relative_to(TESTS)) not in PACED for call in _sleeps(tree)]
    assert not found, f"sleeps in tests (wait for an event or the stand-in's signal instead): {found}"


def test_the_checks_see_what_they_look_for():
    """The two checks above, on small sources: a silent test and a sleep are found; an assert,
    pytest.raises, an asserting helper and sleep(0) are not."""
    source = ast.parse(
        "import asyncio, pytest\n"
        "def check(x):\n    assert x\n"
        "def outer(x):\n    check(x)\n"
        "def test_silent():\n    print(1)\n"
        "def test_asserts():\n    assert 1\n"
        "def test_raises():\n    with pytest.raises(ValueError):\n        int('x')\n"
        "async def test_helper():\n    outer(1)\n    await asyncio.sleep(0)\n"
        "async def test_waits():\n    await asyncio.sleep(0.3)\n    assert 1\n"
        "def test_imported():\n    sleep(1)\n    assert 1\n")
    modules = {TESTS / "test_probe.py": source}
    helpers = asserting_helpers(modules)
    assert helpers == {"check", "outer"}
    silent = [fn.name for fn in _functions(source) if fn.name.startswith("test_")
              and not _fails_by_itself(fn) and not (_calls(fn) & helpers)]
    assert silent == ["test_silent"]
    assert sorted(call.lineno for call in _sleeps(source)) == [17, 20]
