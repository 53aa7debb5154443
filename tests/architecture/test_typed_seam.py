"""No ``Any`` at the cog/service seam (issue 25): the cogs see the bot, the interaction, the
services and their results through real types, so ``mypy --strict`` checks what crosses it.

The one ``Any`` left in ``cogs/`` is discord.py's own JSON: ``dict[str, Any]`` for a component
payload or the keyword arguments of ``send_message`` (discord.py types those as ``Any`` itself).
"""

from __future__ import annotations

import ast
from pathlib import Path

COGS = Path(__file__).resolve().parents[2] / "cogs"


def _loose_anys(tree: ast.AST) -> list[int]:
    """Lines where ``Any`` is used other than as the value type of ``dict[str, Any]``."""
    allowed: set[int] = set()
    for node in ast.walk(tree):
        if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == "dict"
                and isinstance(node.slice, ast.Tuple) and len(node.slice.elts) == 2
                and isinstance(node.slice.elts[0], ast.Name) and node.slice.elts[0].id == "str"):
            allowed.add(id(node.slice.elts[1]))
    return sorted(node.lineno for node in ast.walk(tree)
                  if isinstance(node, ast.Name) and node.id == "Any" and id(node) not in allowed)


def test_the_cogs_use_any_only_for_discord_json():
    loose = {path.name: lines for path in sorted(COGS.glob("*.py"))
             if (lines := _loose_anys(ast.parse(path.read_text(encoding="utf-8"))))}
    assert loose == {}


def test_the_check_sees_a_loose_any():
    assert _loose_anys(ast.parse("def f(interaction: Any) -> dict[str, Any]: ...")) == [1]
    assert _loose_anys(ast.parse("x: list[Any] = []")) == [1]
    assert _loose_anys(ast.parse("x: dict[str, Any] = {}")) == []
