"""The real CR files from tests/data/cr (``MTGBOT_CR_DIR`` overrides), parsed once per session."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot.rules.parser import ParsedRules, parse_file

REPO = Path(__file__).resolve().parents[1]


def cr_dir() -> Path:
    """``MTGBOT_CR_DIR`` (or ``MTGBOT_RULES`` when it is a directory), else the copies in tests/data/cr."""
    for var in ("MTGBOT_CR_DIR", "MTGBOT_RULES"):
        value = os.environ.get(var)
        if value and Path(value).is_dir():
            return Path(value)
    return REPO / "tests" / "data" / "cr"


CR_DIR = cr_dir()
CURRENT = "en-20260417.txt"
FILES = ("en-20260417.txt", "en-20260116.txt", "en-20241108.txt")

_parsed: dict[str, ParsedRules] = {}


def parsed(name: str = CURRENT) -> ParsedRules:
    """Parse each CR file once per test session."""
    if name not in _parsed:
        path = CR_DIR / name
        if not path.is_file():
            pytest.skip(f"{path} is missing (set MTGBOT_CR_DIR)")
        _parsed[name] = parse_file(path)
    return _parsed[name]


