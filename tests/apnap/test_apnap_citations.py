"""Every rule number the engine can cite exists in the Comprehensive Rules (April 17, 2026)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
import yaml

from bot.apnap import resolve_text

REPO = Path(__file__).resolve().parents[2]
CR_DIR = Path(os.environ.get("MTGBOT_CR_DIR") or REPO / "tests" / "data" / "cr").resolve()
SCENARIO_DIR = Path(os.environ.get("MTGBOT_SCENARIOS") or REPO / "tests" / "data" / "scenarios")
RULE_LITERAL = re.compile(r"""["'(](\d{3}\.\d+[a-z]?)["')]""")


def _cr_text() -> str:
    preferred = CR_DIR / "en-20260417.txt"
    files = [preferred] if preferred.exists() else sorted(CR_DIR.glob("en-*.txt"))
    if not files:
        pytest.skip(f"no Comprehensive Rules text in {CR_DIR}")
    return files[-1].read_text(encoding="utf-8-sig").replace("\r\n", "\n").replace("\r", "\n")


def _exists(number: str, text: str) -> bool:
    # "101.4. If multiple…" for rules, "101.4a If…" (sometimes "119.1d. …") for subrules
    pattern = rf"^{re.escape(number)}\.? " if number[-1].isalpha() else rf"^{re.escape(number)}\. "
    return re.search(pattern, text, re.MULTILINE) is not None


def citable_numbers() -> set[str]:
    """Rule numbers written anywhere in the engine or its strings."""
    found: set[str] = set()
    for path in list((REPO / "bot" / "apnap").rglob("*.py")) + [REPO / "data" / "i18n" / "apnap.json"]:
        found |= set(RULE_LITERAL.findall(path.read_text(encoding="utf-8")))
    return found


def test_the_scan_finds_the_engine_citations() -> None:
    numbers = citable_numbers()
    assert {"101.4", "101.4a", "101.4b", "101.4c", "603.3b", "701.38a", "805.6", "500.7", "704.5b"} <= numbers


def test_every_citable_rule_exists_in_the_cr() -> None:
    text = _cr_text()
    missing = sorted(n for n in citable_numbers() if not _exists(n, text))
    assert not missing, f"not in the CR: {missing}"


def test_the_check_would_catch_a_wrong_number() -> None:
    text = _cr_text()
    assert _exists("101.4d", text) and _exists("701.21a", text) and _exists("500.7", text)
    assert not _exists("810.7a", text) and not _exists("101.4z", text)


def test_every_citation_in_every_shared_scenario_exists() -> None:
    text = _cr_text()
    for path in sorted(SCENARIO_DIR.glob("*.yaml")):
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        if "error" in doc.get("expect", {}):
            continue
        out = resolve_text(path.read_text(encoding="utf-8"))
        assert out["citations"] == list(dict.fromkeys(out["citations"])), "deduplicated"
        for number in out["citations"]:
            assert _exists(number, text), (path.name, number)
        for step in out["steps"]:
            assert all(n in out["citations"] for n in step["citations"])
