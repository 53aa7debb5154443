"""Every interface string the Discord layer and the console use exists in English and Spanish."""

from __future__ import annotations

import re
import string
from pathlib import Path

from bot.i18n.catalog import catalog

REPO = Path(__file__).resolve().parents[2]
SOURCES = sorted(str(p.relative_to(REPO)) for d in ("bot", "cogs") for p in (REPO / d).rglob("*.py"))
KEY_RE = re.compile(r"""["']((?:discord|rules|search|errors|apnap|console)\.[a-z0-9_.]+)["']""")


def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def test_every_key_used_exists_in_both_languages():
    entries = catalog()
    used: set[str] = set()
    for name in SOURCES:
        for key in KEY_RE.findall((REPO / name).read_text(encoding="utf-8")):
            if key.endswith("."):
                continue  # a prefix completed at run time (checked below)
            used.add(key)
    missing = sorted(k for k in used if k not in entries and not any(e.startswith(k + ".") for e in entries))
    assert not missing, missing
    for key in used:
        if key in entries:
            assert entries[key].get("en") and entries[key].get("es"), key


def test_discord_catalogue_is_complete_and_consistent():
    discord_keys = {k: v for k, v in catalog().items() if k.startswith("discord.")}
    assert len(discord_keys) > 200
    for key, value in discord_keys.items():
        assert set(value) == {"en", "es"}, key
        assert value["en"].strip() and value["es"].strip(), key
        assert _fields(value["en"]) == _fields(value["es"]), key  # same placeholders in both languages
    # Keys completed at run time: error titles by code, translation states, settings values.
    for code in ("not_found", "bad_reference", "unsupported_effect", "bad_scenario", "cooldown", "permission",
                 "guild_only", "internal", "refused", "bad_component", "bad_file", "bad_session"):
        assert f"discord.error.{code}" in discord_keys, code
    for status in ("translated", "stale", "missing"):
        assert f"discord.rule.author.{status}" in discord_keys
    for kind in ("subrules", "examples", "see_also"):
        assert f"discord.rule.list_title.{kind}" in discord_keys
    for event in ("added", "moved", "moved_changed", "changed", "unchanged", "present"):
        assert f"discord.history.{event}" in discord_keys
