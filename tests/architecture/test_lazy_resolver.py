"""The resolver (``bot.apnap``) loads only in a process that resolves.

Why: importing it costs about a second of CPU, and every ``python -m bot`` process built its parser
through ``bot.frontends.resolve_cli`` and its services through ``bot.services``, both of which imported
it at module level. ``rule``, ``search``, ``card`` and ``--help`` never resolve."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.crfiles import REPO

_PROBE = """
import json, sys
from bot.frontends.cli import build_parser
build_parser().parse_args(["rule", "101.4"])
import bot.services
print(json.dumps(sorted(m for m in sys.modules if m == "bot.apnap" or m.startswith("bot.apnap."))))
"""


def test_the_cli_parser_and_the_services_do_not_load_the_resolver() -> None:
    p = subprocess.run([sys.executable, "-c", _PROBE], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout) == []


async def test_the_resolver_and_the_tables_are_built_once_on_first_use(core) -> None:
    resolver = core.resolve
    assert core.resolve is resolver
    assert core.table.resolver is resolver
    assert core.table is core.table
