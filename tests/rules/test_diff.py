"""Version diff aligned by text: renumbered rules are moved, not removed and added."""

from __future__ import annotations

from bot.rules.diff import diff_books
from tests.contract import diff
from tests.crfiles import parsed


def _moves(d):
    return {m["from"]: m for m in d["moved"]}


def test_2024_to_2026_moves():
    d = diff_books(parsed("en-20241108.txt").book, parsed().book).to_dict()
    moves = _moves(d)
    assert moves["701.26"]["to"] == "701.33" and moves["701.26"]["changed"] is False  # Abandon
    assert moves["720"]["to"] == "723"  # Controlling Another Player
    assert moves["720.1"]["to"] == "723.1"
    assert "701.26" not in d["removed"] and "723" not in d["added"]
    # Omen, Station and Preparation cards are new.
    assert {"720", "721", "722"} <= set(d["added"])


def test_recent_release_changes_are_few():
    d = diff_books(parsed("en-20260116.txt").book, parsed().book).to_dict()
    s = d["summary"]
    assert s["changed"] + s["moved"] + s["added"] + s["removed"] < 250
    assert all(c["old"] != c["new"] for c in d["changed"])


def test_identical_releases_have_no_changes():
    d = diff_books(parsed().book, parsed().book).to_dict()
    assert d["added"] == d["removed"] == d["changed"] == d["moved"] == []


def test_rule_filter():
    d = diff_books(parsed("en-20241108.txt").book, parsed().book).to_dict(only="701.26")
    assert _moves(d)["701.26"]["to"] == "701.33"
    assert all(m["from"].startswith("701.26") or m["to"].startswith("701.26") for m in d["moved"])


async def test_diff_through_core_loads_versions_lazily(tmp_path):
    from bot.config import Settings
    from bot.services import Services
    from tests.crfiles import CR_DIR

    core = await Services.open(Settings.from_env(rules=str(CR_DIR), db=str(tmp_path / "d.sqlite3")))
    try:
        assert core.rules.library.current.effective_iso == "2026-04-17"  # the newest, whatever the order
        d = await diff(core, "2024-11-08", "2026-04-17")
        assert _moves(d)["701.26"]["to"] == "701.33"
        assert d["from"] == "2024-11-08" and d["to"] == "2026-04-17"
    finally:
        await core.close()
