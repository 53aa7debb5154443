"""One catalogue of interface strings: every key used exists in both languages, and every error
code a user can meet has a title in both languages."""

from __future__ import annotations

import re
import string
from pathlib import Path

from bot.catalog import catalog

REPO = Path(__file__).resolve().parents[2]
SOURCES = sorted(p for d in ("bot", "cogs") for p in (REPO / d).rglob("*.py"))
CODE_RE = re.compile(r"""BotError(?:\.of)?\(\s*["']([a-z_]+)["']""")


def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def _key_re() -> re.Pattern[str]:
    namespaces = sorted({k.split(".")[0] for k in catalog()})
    alternatives = "|".join(map(re.escape, namespaces))
    return re.compile(r"""["'](?:""" + alternatives + r""")\.[a-z0-9_.]+["']""")


def test_every_key_used_exists_in_both_languages():
    entries = catalog()
    key_re = _key_re()
    used: set[str] = set()
    for path in SOURCES:
        for literal in key_re.findall(path.read_text(encoding="utf-8")):
            key = literal[1:-1]
            if not key.endswith("."):  # a prefix completed at run time is checked below
                used.add(key)
    missing = sorted(k for k in used if k not in entries and not any(e.startswith(k + ".") for e in entries))
    assert not missing, missing


def test_every_catalogue_entry_exists_in_both_languages_with_the_same_placeholders():
    entries = catalog()
    assert len(entries) > 400
    for key, value in entries.items():
        assert set(value) >= {"en", "es"}, key
        assert value["en"].strip() and value["es"].strip(), key
        assert _fields(value["en"]) == _fields(value["es"]), key


def test_every_error_code_has_a_title_in_both_languages():
    entries = catalog()
    codes = {code for path in SOURCES for code in CODE_RE.findall(path.read_text(encoding="utf-8"))}
    assert {"not_found", "bad_reference", "bad_scenario", "bad_input"} <= codes
    missing = sorted(c for c in codes if f"error_title.{c}" not in entries)
    assert not missing, missing


def test_keys_completed_at_run_time_exist():
    entries = catalog()
    for code in ("not_found", "bad_reference", "unsupported_effect", "bad_scenario", "cooldown", "permission",
                 "guild_only", "internal", "refused", "bad_component", "bad_file", "bad_session"):
        assert f"error_title.{code}" in entries, code
    for status in ("translated", "stale", "missing"):
        assert f"rule.author.{status}" in entries
    for kind in ("subrules", "examples", "see_also"):
        assert f"rule.list_title.{kind}" in entries
    for event in ("added", "moved", "moved_changed", "changed", "unchanged", "present"):
        assert f"history.{event}" in entries
    from cogs.resolver import RESOLVE_OPTIONS  # named and described through translator.option_names

    for option in RESOLVE_OPTIONS:
        assert {f"discord.opt.{option}.name", f"discord.opt.{option}.desc"} <= entries.keys(), option
