"""Fixtures of the i18n tests."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.i18n.checker import Report
from bot.i18n.terms import Terminology

#: The catalogue changes the lead applies at merge (bot/i18n/checker.py's ``apply_catalogue_fixes``).
CATALOGUE_FIXES = Path(__file__).with_name("catalogue_fixes.json")


@pytest.fixture(scope="session")
def terms() -> Terminology:
    """The EN↔ES dictionary as shipped, loaded once (tests that plant entries build their own)."""
    return Terminology.load()


@pytest.fixture(scope="session")
def shipped_report() -> Report:
    """The whole check of what ships (the current release's translation, the dictionary, the interface catalogue with
    the proposed fixes), made once per test process for the tests that read it.

    Why once: each test that wanted it ran the whole check again (about 3 s of CPU, 6 s loaded), and they asked the
    same question of the same files; each now asserts its own part of the one report. The tests that plant a wrong
    entry still check the whole translation with it (test_terminology_check.py, test_translation.py)."""
    from bot.catalog import catalog
    from bot.i18n.checker import apply_catalogue_fixes, check
    from bot.i18n.translation import Translations
    from tests.crfiles import CURRENT, parsed

    fixes = json.loads(CATALOGUE_FIXES.read_text(encoding="utf-8"))
    catalogue = apply_catalogue_fixes(catalog(), fixes)
    return check(parsed(CURRENT).book, Translations.load(), Terminology.load(), catalogue)
