"""The CR download never waits in silence or without end (issue 12, item 13): a rules page that
hangs, and a server that trickles bytes, against local servers."""

from __future__ import annotations

import pytest

from bot.errors import BotError
from bot.rules.source import download_current
from tests.crfiles import CR_DIR
from tests.rules.http_stub import StubServer


@pytest.fixture
def server():
    s = StubServer(fallback=(CR_DIR / "en-20260417.txt").read_bytes())
    yield s
    s.close()


def test_a_hanging_rules_page_is_announced_then_abandoned_for_the_known_addresses(server, tmp_path):
    notes: list[str] = []
    path = download_current(f"{server.url}/hang", tmp_path, notify=notes.append, page_timeout=0.5,
                            fallback_pattern=server.url + "/rules.txt?{year}{stamp}")
    assert path.read_bytes() == (CR_DIR / "en-20260417.txt").read_bytes()
    assert f"{server.url}/hang" in notes[0]  # said before waiting, not after
    assert any("could not be read (no answer in time)" in n for n in notes)
    assert any(n.startswith("Downloading ") for n in notes)


def test_a_trickling_file_is_cut_off_and_the_error_is_clear(server, tmp_path):
    notes: list[str] = []
    with pytest.raises(BotError) as info:
        download_current(f"{server.url}/hang", tmp_path, notify=notes.append, page_timeout=0.3, timeout=0.6,
                         total_timeout=1.5, fallback_pattern=server.url + "/trickle?{year}{stamp}")
    message = info.value.message
    assert info.value.code == "no_rules_loaded" and "MTGBOT_RULES" in message
    assert "did not finish" in message or "gave up" in message
    assert not list(tmp_path.glob("*.txt"))  # nothing half-downloaded under a real name


def test_the_total_budget_bounds_every_candidate(server, tmp_path):
    notes: list[str] = []
    with pytest.raises(BotError):
        download_current(f"{server.url}/hang", tmp_path, notify=notes.append, page_timeout=0.3, timeout=5,
                         total_timeout=1.0, fallback_pattern=server.url + "/hang?{year}{stamp}")
    # Each attempt announced its remaining budget, and the budget ran out before the six releases.
    downloads = [n for n in notes if n.startswith("Downloading ")]
    assert 1 <= len(downloads) < 6
