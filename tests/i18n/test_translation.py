"""The Spanish translation: statuses (translated, stale, missing), versions, and the checker."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.catalog import catalog, t
from bot.config import Settings
from bot.i18n.checker import check, check_entry
from bot.i18n.translation import DATA_DIR, Entry, Translations
from bot.rules.text import text_hash
from bot.services import Services
from tests.contract import define, diff, rule, translate
from tests.crfiles import CR_DIR, CURRENT, parsed


async def test_rule_in_spanish_is_translated(core):
    r = await rule(core, "101.4", lang="es")
    assert r["translation"]["status"] == "translated" and r["translation"]["official"] is False
    assert "jugador activo" in r["text"] and r["examples"][0].startswith("Ejemplo:")
    assert r["english"]["text"].startswith("If multiple players")
    assert r["citation"] == "CR 101.4 — vigente desde 2026-04-17"


async def test_define_and_translate_in_spanish(core):
    d = await define(core, "APNAP", lang="es")
    assert d["rules"][0] == "101.4" and d["translation"]["status"] == "translated"
    assert d["english"]["term"] == "Active Player, Nonactive Player Order"
    assert (await translate(core, "trample"))["translations"] == ["arrollar"]
    back = await translate(core, "toque mortal", "es")
    assert back["translations"] == ["deathtouch"] and back["rules"] == ["702.2"]


async def test_missing_translation_falls_back_to_english(core):
    core.rules.translations = Translations({k: v for k, v in core.translations.entries.items() if k != "101.4"})
    r = await rule(core, "101.4", lang="es")
    assert r["translation"]["status"] == "missing" and r["text"].startswith("If multiple players")


def _edited_copy(tmp_path):
    """A 'newer release': 2026-04-17 with one rule's text changed and a later effective date."""
    text = (CR_DIR / CURRENT).read_bytes().decode("utf-8-sig")
    text = text.replace("as of April 17, 2026.", "as of June 19, 2026.", 1)  # the header's effective date
    old = "702.19b The controller of an attacking creature with trample"
    assert old in text
    text = text.replace(old, "702.19b The controller of an attacking creature that has trample", 1)
    path = tmp_path / "MagicCompRules 20260619.txt"
    path.write_text(text, encoding="utf-8")
    return path


async def test_newer_release_marks_exactly_the_changed_rules_stale(tmp_path):
    db = str(tmp_path / "v.sqlite3")
    core = await Services.open(Settings.from_env(rules=str(CR_DIR / CURRENT), db=db))
    await core.close()
    core = await Services.open(Settings.from_env(rules=str(_edited_copy(tmp_path)), db=db))
    try:
        assert core.rules.library.current.effective_iso == "2026-06-19"
        stale = core.translations.status_of(core.rules.library.current)["stale"]
        assert stale == ["702.19b"]
        r = await rule(core, "702.19b", lang="es")
        assert r["translation"]["status"] == "stale"
        assert r["english"]["text"].startswith("The controller of an attacking creature that has trample")
        d = await diff(core, "2026-04-17", "2026-06-19")
        assert [c["number"] for c in d["changed"]] == ["702.19b"] and d["retranslate"] == ["702.19b"]
    finally:
        await core.close()


async def test_importing_an_older_release_keeps_the_newest_current(tmp_path):
    db = str(tmp_path / "o.sqlite3")
    core = await Services.open(Settings.from_env(rules=str(CR_DIR / CURRENT), db=db))
    await core.close()
    core = await Services.open(Settings.from_env(rules=str(CR_DIR / "en-20260116.txt"), db=db))
    try:
        assert core.rules.library.current.effective_iso == "2026-04-17"
        assert core.rules.versions() == ["2026-01-16", "2026-04-17"]
        assert (await rule(core, "101.4", lang="es"))["translation"]["status"] == "translated"
    finally:
        await core.close()


@pytest.mark.parametrize(
    "english, spanish, kind",
    [
        ("See rule 702.19.", "Véase la regla 702.18.", "references"),
        ("Pay {2}{U}.", "Paga {2}{B}.", "mana"),
        ("Draw 3 cards.", "Roba tres cartas.", "numerals"),
        ("Each player sacrifices a creature of their choice and then the player draws a card.",
         "Each player sacrifica a creature of their choice and then the player roba a card.", "untranslated"),
    ],
)
def test_checker_catches(english, spanish, kind):
    assert kind in {p.kind for p in check_entry("100.1", english, spanish)}


def test_checker_accepts_a_faithful_entry():
    assert check_entry("100.1", "See rules 601.2f–h and 702.19. Pay {T}.",
                       "Véanse las reglas 601.2f–h y 702.19. Paga {T}.") == []


def test_checker_flags_stale_and_orphan_entries():
    book = parsed().book
    rule = book.rules["101.1"]
    entries = {"101.1": Entry("101.1", "000000000000", "x"), "999.1": Entry("999.1", "1", "y")}
    kinds = {(p.id, p.kind) for p in check(book, Translations(entries)).problems}
    assert ("101.1", "stale") in kinds and ("999.1", "orphan") in kinds and ("101.2", "missing") in kinds
    entries["101.1"] = Entry("101.1", text_hash(rule.text), "Texto")
    assert ("101.1", "stale") not in {(p.id, p.kind) for p in check(book, Translations(entries)).problems}


def test_translation_files_are_well_formed_and_in_rule_order():
    for path in sorted(DATA_DIR.glob("*.jsonl")):
        ids = [json.loads(line)["id"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        assert len(ids) == len(set(ids)), path.name
    Translations.load()  # raises on duplicates across files


def test_catalogue_has_both_languages():
    for key, entry in catalog().items():
        assert entry.get("en") and entry.get("es"), key
    assert t("rules.translation.translated", "es-419").startswith("Traducción no oficial")


def test_the_spanish_translation_is_complete(shipped_report):
    """Issue #4's bar: 100% of the 2026-04-17 CR (the whole check of what ships: tests/i18n/conftest.py)."""
    for part in ("rules", "examples", "glossary"):  # every unit the release holds, whatever their number
        assert shipped_report.coverage[part]["translated"] == shipped_report.coverage[part]["total"] > 0, part
    assert shipped_report.coverage["rules"]["percent"] == 100.0


def test_the_checker_is_clean_with_the_dictionary_and_the_catalogue(shipped_report):
    """Issue #4's bar, no checker problem (with the dictionary); issue #17's: the interface catalogue agrees with it
    too (with the proposed fixes applied)."""
    assert shipped_report.clean, [p.to_dict() for p in shipped_report.problems[:10]]


async def test_translate_finds_the_direction_from_the_term(core):
    """A Spanish term given without ``from`` is translated to English, not echoed back."""
    d = await translate(core, "toque mortal")
    assert (d["from"], d["to"], d["translations"]) == ("es", "en", ["deathtouch"])


def test_check_translation_command_exits_0_when_clean_and_1_on_a_problem(tmp_path, capsys):
    """``make check-translation``: the command's status is the gate."""
    from bot.i18n.checker import main

    rules = str(CR_DIR / CURRENT)
    fixes = str(Path(__file__).with_name("catalogue_fixes.json"))
    assert main(["--rules", rules, "--catalogue-fixes", fixes]) == 0
    # The same files with one rule worded the rejected way: status 1 and the rule named.
    for path in DATA_DIR.glob("*.jsonl"):
        text = path.read_text(encoding="utf-8")
        if '"id": "614.1c"' in text:
            text = text.replace("“En cuanto [este permanente] entre, . . .”",
                                "“Mientras [este permanente] entra, . . .”")
        (tmp_path / path.name).write_text(text, encoding="utf-8")
    capsys.readouterr()
    assert main(["--rules", rules, "--dir", str(tmp_path), "--catalogue-fixes", fixes]) == 1
    out = capsys.readouterr().out
    assert "614.1c" in out and "terminology" in out


def test_wording_fixes_read_as_printed_cards():
    """Issue #17's wording choices, in the entries that define them."""
    tr = Translations.load()
    assert tr.get("701.14").es == "Pelear" and tr.get("glossary/Fight").term == "Pelear"
    assert tr.get("702.33c").es.startswith("Multiestímulo es una variante")
    assert "“En cuanto [este permanente] entre, . . .”" in tr.get("614.1c").es
    assert "cuyo turno está en curso" in tr.get("102.1").es
    assert "“Activa solo como un conjuro”" in tr.get("602.5d").es
    assert tr.get("904").es == "Archenemy" and "el archienemigo" in tr.get("904.5").es.lower()
