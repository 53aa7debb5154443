"""Review 22 findings (issue #22, second part), each reproduced on the standard board before it was fixed:
redirected damage meets the new recipient's protection (614.9, 702.16e); a Spanish answer never says a keyword
with a cost in English; the one-legal-target note names the whole filter; soulbond's grant lasts while paired.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap import CardText
from bot.apnap.grammar.spanish_terms import keyword_es
from bot.apnap.grammar.zone_grants import _COST_KEYWORDS
from tests.apnap.realcards import creature, resolve_card
from tests.apnap.test_board_replacements import permanent, resolve

EMPYRIAL = "All damage that would be dealt to you is dealt to Empyrial Archangel instead."
BOLT = "Lightning Bolt deals 3 damage to any target."


def _bolt(name: str) -> CardText | None:
    return CardText("Lightning Bolt", BOLT, type_line="Instant", mana_cost="{R}") if name == "Lightning Bolt" else None


def _archangel(protection: str) -> tuple[str, dict[str, Any]]:
    return ("Dave", permanent("Empyrial Archangel", EMPYRIAL, kind="creature", power=5, toughness=8,
                              keywords=[protection], colors=["white"]))


def test_redirected_damage_is_prevented_by_the_new_recipients_protection() -> None:
    out = resolve(BOLT, _archangel("protection from red"), card="Lightning Bolt", target="Dave", lookup=_bolt)
    assert "Lightning Bolt deals 3 damage to Empyrial Archangel" not in out["narration"]
    assert out["life"]["Dave"] == 20 and "702.16e" in out["citations"]
    (entry,) = [r for s in out["steps"] for e in s["events"] for r in e.get("replaced", [])]
    assert (entry["redirected_to"], entry["prevented"]) == ("Empyrial Archangel", ["702.16e"])
    assert "Empyrial Archangel's protection prevents it" in out["narration"]
    es = resolve(BOLT, _archangel("protection from red"), card="Lightning Bolt", target="Dave", lookup=_bolt,
                 lang="es")
    assert "la protección de Empyrial Archangel lo previene" in es["narration"]


def test_redirected_damage_of_another_colour_is_still_dealt() -> None:
    out = resolve(BOLT, _archangel("protection from blue"), card="Lightning Bolt", target="Dave", lookup=_bolt)
    assert "Lightning Bolt deals 3 damage to Empyrial Archangel" in out["narration"]


def test_redirected_damage_from_a_source_of_unknown_colour_is_warned_as_direct_damage_is() -> None:
    out = resolve(BOLT, _archangel("protection from red"), target="Dave")
    assert any("Empyrial Archangel has protection" in w for w in out["warnings"])


ZONE_COST_GRANTS = [("Each creature card in your graveyard has unearth {2}{B}.", "desenterrar {2}{B}"),
                    ("Each creature card in your graveyard has flashback {2}{R}.", "retrospectiva {2}{R}"),
                    ("Each creature card in your graveyard has embalm {3}{W}.", "embalsamar {3}{W}"),
                    ("Each creature card in your graveyard has eternalize {4}.", "eternizar {4}")]


@pytest.mark.parametrize(("text", "said"), ZONE_COST_GRANTS)
def test_a_keyword_with_a_cost_is_narrated_in_spanish(text: str, said: str) -> None:
    out = resolve(text, lang="es")
    events = [line for line in out["narration"].splitlines() if line.startswith("→")]
    assert events and all(f"tiene {said}" in line for line in events)  # the events, not the user's own effect line
    assert not any(english in line for line in events for english in ("unearth", "flashback", "embalm", "eternalize"))


def test_every_cost_keyword_the_zone_grammar_reads_has_its_spanish_with_the_cost() -> None:
    for keyword in sorted(_COST_KEYWORDS):  # grammar/zone_grants.py: the keywords read with a cost
        spanish = keyword_es(keyword).removeprefix("la habilidad de ")
        assert keyword_es(f"{keyword} {{2}}{{B}}") == f"{spanish} {{2}}{{B}}"
        assert keyword not in keyword_es(f"{keyword} {{2}}{{B}}")
    assert keyword_es("plainscycling {2}") == "ciclo de llanura {2}"  # a typecycling row of the terminology
    assert keyword_es("dinosaurcycling {2}") == "ciclo de dinosaurio {2}"  # a subtype's cycling (702.29e)
    assert keyword_es("ward {2}") == "custodia {2}"


_EMPTY = {"Alice": {"battlefield": []}, "Carol": {"battlefield": []}, "Dave": {"battlefield": []}}
_FLYER = {"battlefield": [creature("Hill Giant", 3, 3), creature("Serra Angel", 4, 4, keywords=["flying"])]}
_SPELLS = [{"name": "Shock", "controller": "Bob", "types": ["instant"], "mana_value": 1},
           {"name": "Grizzly Bears", "controller": "Alice", "types": ["creature"], "mana_value": 2}]


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("Destroy target creature with flying.", None, "(target creature with flying)"),
    ("Destruye la criatura objetivo con la habilidad de volar.", "es",
     "(la criatura objetivo con la habilidad de volar)")])
def test_the_one_legal_target_note_names_the_whole_filter(text: str, lang: str | None, said: str) -> None:
    out = resolve_card(text, lang=lang, Bob=_FLYER, **_EMPTY)
    (note,) = [w for w in out["warnings"] if "601.2c" in w]
    assert note.startswith(("No target was named: Serra Angel", "No se nombró ningún objetivo: Serra Angel"))
    assert said in note


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("Counter target creature spell.", None, "(target creature spell)"),
    ("Contrarresta el hechizo de criatura objetivo.", "es", "(el hechizo de criatura objetivo)")])
def test_the_one_legal_spell_note_names_the_whole_filter(text: str, lang: str | None, said: str) -> None:
    out = resolve_card(text, lang=lang, spells=_SPELLS)
    (note,) = [w for w in out["warnings"] if "601.2c" in w]
    assert "Grizzly Bears" in note and said in note


PEDDLER = "As long as Nightshade Peddler is paired with another creature, both creatures have deathtouch."


@pytest.mark.parametrize(("lang", "said"), [
    (None, "Nightshade Peddler and Craw Wurm: have deathtouch while the source is on the battlefield and only as long "
           "as Nightshade Peddler is paired with another creature"),  # two objects, a plural verb (hS41)
    ("es", "Nightshade Peddler y Craw Wurm: tienen toque mortal mientras la fuente esté en el campo de batalla y solo "
           "mientras Nightshade Peddler esté emparejado con otra criatura")])
def test_soulbonds_grant_lasts_only_while_the_pair_is_paired(lang: str | None, said: str) -> None:
    board = {"Dave": {"battlefield": [creature("Nightshade Peddler", 1, 1, paired_with="Craw Wurm"),
                                      creature("Craw Wurm", 6, 4)]}}
    out = resolve_card(PEDDLER, card="Nightshade Peddler", lang=lang, **board)
    assert said in out["narration"]  # 702.95b: not for as long as the source is there, only while they are paired
