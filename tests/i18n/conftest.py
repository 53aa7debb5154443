"""Fixtures of the i18n tests."""

from __future__ import annotations

import pytest

from bot.i18n.terms import Terminology


@pytest.fixture(scope="session")
def terms() -> Terminology:
    """The EN↔ES dictionary as shipped, loaded once (tests that plant entries build their own)."""
    return Terminology.load()
