"""Redirections and shields read in session 38 (614.9, 615.7, 510.2) on the standard board (Alice, Bob, Carol with 3
life, Dave; Bob is active, Dave controls the effect): "it deals that damage to its controller instead" (Harsh
Judgment: the source is unchanged, its controller is dealt the damage), "the next 1 combat damage" (Decorated
Griffin), "All combat damage that would be dealt … is dealt to its controller instead" (Mirror Strike). Each failed
before: refused."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board, resolve_card
from tests.apnap.test_board_replacements import permanent

HARSH = "If an instant or sorcery spell would deal damage to you, it deals that damage to its controller instead."
HARSH_ES = ("Si un hechizo de instantáneo o de conjuro fuera a hacerte daño, en vez de eso, hace ese daño a su "
            "controlador.")
GRIFFIN = {"en": "Prevent the next 1 combat damage that would be dealt to you this turn.",
           "es": "Prevén el próximo 1 punto de daño de combate que se te fuera a hacer este turno."}


def _bolt(text: str, whom: str, card: str = "Lightning Bolt", type_line: str = "Instant",
          lang: str | None = None) -> dict[str, Any]:
    """``card`` (3 damage to any target, cast by Dave) resolves at ``whom``, Alice controlling the static."""
    data = board(target=whom, card=card, Alice={"battlefield": [permanent("Harsh Judgment", text)]})
    looked = CardText(card, f"{card} deals 3 damage to any target.", type_line=type_line, mana_cost="{R}")
    out: dict[str, Any] = resolve_text(json.dumps(data), lang, card_lookup=lambda name: looked)
    return out


@pytest.mark.parametrize(("text", "lang"), [(HARSH, None), (HARSH_ES, "es")])
def test_a_spells_damage_to_its_controller_is_dealt_to_the_spells_controller(text: str, lang: str | None) -> None:
    """614.9: Dave's Lightning Bolt at Alice is dealt to Dave instead; Alice loses nothing, Dave 3."""
    out = _bolt(text, "Alice", lang=lang)
    assert out["life"]["Alice"] == 20 and out["life"]["Dave"] == 17
    (entry,) = [r for s in out["steps"] for e in s["events"] for r in e.get("replaced", [])]
    assert (entry["redirected_from"], entry["redirected_to"], entry["rules"]) == ("Alice", "Dave",
                                                                                  ["614.1a", "614.9"])
    assert "614.9" in out["citations"]


def test_only_an_instant_or_sorcery_and_only_to_its_controller() -> None:
    """A creature's ability is no spell (the damage goes through), and damage to another player is not watched."""
    out = _bolt(HARSH, "Alice", card="Prodigal Pyromancer", type_line="Creature — Human Wizard")
    assert out["life"]["Alice"] == 17 and out["life"]["Dave"] == 20
    out = _bolt(HARSH, "Bob")
    assert out["life"]["Bob"] == 17 and out["life"]["Dave"] == 20


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_static_says_whom_the_damage_is_dealt_to(lang: str) -> None:
    out = resolve_card(HARSH if lang == "en" else HARSH_ES, lang=lang)
    (record,) = out["steps"][0]["events"]
    assert (record["modify"], record["act"]) == ("redirect", "deal_damage_redirect")
    said = {"en": "that damage is dealt to the controller of its source instead",
            "es": "ese daño se le hace al controlador de su fuente"}[lang]
    assert said in out["narration"] and "614.9" in out["citations"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_next_1_combat_damage_is_a_shield_against_combat_damage(lang: str) -> None:
    """615.7, 510.2: a shield of 1 against combat damage only, said so in both languages."""
    out = resolve_card(GRIFFIN[lang], lang=lang)
    (record,) = out["steps"][0]["events"]
    assert (record["amount"], record.get("combat"), record["objects"]) == (1, True, ["Dave"])
    assert {"615.7", "510.2"} <= set(out["citations"])
    said = {"en": "the next 1 combat damage that would be dealt to Dave is prevented",
            "es": "se previene el próximo daño de combate (hasta 1 punto)"}[lang]
    assert said in out["narration"]


MIRROR_STRIKE = ("All combat damage that would be dealt to you this turn by target unblocked creature is dealt to its "
                 "controller instead.")


def test_mirror_strike_deals_an_unblocked_attackers_combat_damage_to_its_controller() -> None:
    """614.9, 510.2: Bob's unblocked Hill Giant attacking Dave: its combat damage to Dave is dealt to Bob instead."""
    out = resolve_card(MIRROR_STRIKE, target="Hill Giant",
                       combat={"attacking": {"Hill Giant": "Dave"}, "blockers_declared": True})
    (record,) = out["steps"][0]["events"]
    assert (record["sources"], record["instead"], record.get("combat")) == (["Hill Giant"], ["Bob"], True)
    assert "all combat damage that Hill Giant would deal to Dave is dealt to Bob instead" in out["narration"]


HARSH_CHOSEN = ("If an instant or sorcery spell of the chosen color would deal damage to you, it deals that damage to "
                "its controller instead.")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_spell_of_the_chosen_color_is_said_as_the_card_says_it(lang: str) -> None:
    """607.2d: Harsh Judgment's own line, explained: the kind of spell with its chosen colour, in both languages."""
    out = resolve_card(HARSH_CHOSEN, lang=lang)
    (record,) = out["steps"][0]["events"]
    said = {"en": "an instant or sorcery spell of the chosen color",
            "es": "un hechizo de instantáneo o conjuro del color elegido"}[lang]
    assert record["by"] == said and record["modify"] == "redirect"


def test_on_the_board_a_chosen_colour_nobody_gave_is_a_warning_never_a_guess() -> None:
    """The permanent's chosen colour is no fact of the board: named in ``warnings``, the damage dealt as it was."""
    out = _bolt(HARSH_CHOSEN, "Alice")
    assert out["life"]["Alice"] == 17 and out["life"]["Dave"] == 20
    assert any("Harsh Judgment" in w for w in out["warnings"] + out.get("other_warnings", []))


VESTIGE = {"en": "Prevent the next 1 damage that would be dealt to target player or planeswalker this turn.",
           "es": "Prevén el próximo 1 punto de daño que se le fuera a hacer al jugador o planeswalker objetivo este "
                 "turno."}
JACE = {"name": "Jace Beleren", "types": ["planeswalker"], "colors": ["blue"], "counters": {"loyalty": 3}}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_shield_on_target_player_or_planeswalker_protects_the_player_named(lang: str) -> None:
    """115.1, 615.7: the target is a player: the shield of 1 is on Alice."""
    out = resolve_card(VESTIGE[lang], lang=lang, target="Alice")
    (record,) = out["steps"][0]["events"]
    assert (record["objects"], record["amount"]) == (["Alice"], 1) and "115.1" in out["citations"]


def test_a_shield_on_target_player_or_planeswalker_takes_a_planeswalker_never_a_creature() -> None:
    """A planeswalker is a legal target; a creature is not (115.1, 601.2c): refused, never shielded."""
    out = resolve_card(VESTIGE["en"], target="Jace Beleren", Bob={"battlefield": [JACE]})
    (record,) = out["steps"][0]["events"]
    assert record["objects"] == ["Jace Beleren"]
    with pytest.raises(BotError):
        resolve_card(VESTIGE["en"], target="Hill Giant")
