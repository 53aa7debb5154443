"""Every interface catalogue key in both languages, and the proposed fixes for keys others own."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

from bot.catalog import CATALOG_DIR, catalog
from bot.i18n.checker import _ENGLISH_ONLY, apply_catalogue_fixes

FIXES_PATH = Path(__file__).with_name("catalogue_fixes.json")
# Spanish values that may legitimately equal the English: symbols, placeholders, shared words.
_SHARED = re.compile(r"^(?:[\W\d_]|\{[^}]*\}|planeswalkers?|no|ok|x|error)*$", re.IGNORECASE)


def _fields(template: str) -> list[str]:
    return sorted({f for _, f, _, _ in string.Formatter().parse(template) if f is not None})


def _files() -> dict[str, dict[str, dict[str, str]]]:
    return {p.name: json.loads(p.read_text(encoding="utf-8")) for p in sorted(CATALOG_DIR.glob("*.json"))}


def _fixes() -> dict[str, dict]:
    return {k: v for k, v in json.loads(FIXES_PATH.read_text(encoding="utf-8")).items() if not k.startswith("_")}


def test_catalogue_files_are_found():
    assert {"apnap.json", "discord.json", "rules.json"} <= set(_files())


@pytest.mark.parametrize("name", sorted(p.name for p in CATALOG_DIR.glob("*.json")))
def test_every_key_has_both_languages_with_the_same_placeholders(name):
    entries = _files()[name]
    assert entries
    for key, value in entries.items():
        assert value.get("en", "").strip() and value.get("es", "").strip(), key
        assert _fields(value["en"]) == _fields(value["es"]), key
        string.Formatter().parse(value["es"])  # well-formed braces


def _english_looking(english: str, spanish: str) -> bool:
    if spanish == english:
        return not _SHARED.match(spanish)
    # Placeholders, quotes, code, command syntax (/rule, lang:es) and product names are not prose.
    prose = re.sub(r"\{[^}]*\}|“[^”]*”|«[^»]*»|`[^`]*`|/\w+|\b\w+:\S*|Wizards of the Coast", " ", spanish)
    words = re.findall(r"[A-Za-z']+", prose)
    return sum(w.lower() in _ENGLISH_ONLY for w in words) >= 2


def test_no_spanish_value_looks_english():
    merged = apply_catalogue_fixes(catalog(), _fixes())
    found = [k for k, v in merged.items() if _english_looking(v["en"], v["es"])]
    assert found == []


def test_english_looking_detector_catches_an_untranslated_value():
    assert _english_looking("Only you can see this", "Only you can see this")
    assert _english_looking("Show the rule", "Show the rule for this card")
    assert not _english_looking("{page}/{pages}", "{page}/{pages}")
    assert not _english_looking("Show the rule", "Muestra la regla")


def test_proposed_fixes_are_well_formed():
    files = _files()
    merged = catalog()
    for key, fix in _fixes().items():
        assert fix["file"] in files, key
        assert fix["es"].strip() and fix.get("why"), key
        if fix["was"] is None:  # a new key: both languages; absent until the lead adds it
            assert fix["en"].strip() and _fields(fix["en"]) == _fields(fix["es"]), key
            assert merged.get(key, fix) == {"en": fix["en"], "es": fix["es"]} or key not in merged, key
        else:  # a change: the key exists and holds the value replaced (or, once applied, the fix)
            assert key in files[fix["file"]] and merged[key]["es"] in (fix["was"], fix["es"]), key
            assert _fields(merged[key]["en"]) == _fields(fix["es"]), key


def test_the_catalogue_agrees_with_the_dictionary_once_the_fixes_are_applied(shipped_report):
    """The catalogue's part of the whole check of what ships (tests/i18n/conftest.py): ``check`` checks the catalogue
    with the fixes applied (``check_catalogue``) after the translation, and names its problems ``catalogue/<key>``."""
    assert [p.to_dict() for p in shipped_report.problems if p.id.startswith("catalogue/")] == []
