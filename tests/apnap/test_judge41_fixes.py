"""Faults two blind judges found in session 41.

The tap and untap symbols of an activated ability's cost are said as paid (107.5, 107.6, 602.2b, 601.2h): the
source was marked tapped (or untapped) while the other cost parts were said and this one was not, so a {T} ability
read as if nothing was paid (a blind judge, session 41: "the {T} cost isn't narrated, while other costs are")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import creature, run


def _cost(out: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(e["action"], e["objects"]) for c in out.get("costs", []) for e in c["events"]]


@pytest.mark.parametrize(("lang", "said"), [("en", "Cost (already paid): {T}: tap Soul Warden"),
                                            ("es", "Coste (ya pagado): {T}: gira Soul Warden")])
def test_the_tap_symbol_taps_the_source_first_and_says_so(lang: str, said: str) -> None:  # 107.5, 701.26a
    out = run({}, lang=lang, card="Soul Warden", effect="{T}: You gain 1 life.", controller="Bob",
              Bob={"battlefield": [creature("Soul Warden", 1, 1)]})
    assert _cost(out) == [("tap", ["Soul Warden"])]
    assert said in out["narration"]
    assert out["narration"].index(said) < out["narration"].index("Step 1" if lang == "en" else "Paso 1")


def test_the_untap_symbol_untaps_the_source(lang: str = "en") -> None:  # 107.6, 701.26b
    warden = {**creature("Soul Warden", 1, 1), "tapped": True}
    out = run({}, lang=lang, card="Soul Warden", effect="{Q}: You gain 1 life.", controller="Bob",
              Bob={"battlefield": [warden]})
    assert _cost(out) == [("untap", ["Soul Warden"])]
    assert "{Q}: untap Soul Warden" in out["narration"]


def test_the_tap_is_said_before_a_sacrifice_printed_after_it() -> None:  # 602.2b: "{T}, Sacrifice a creature"
    out = run({}, card="Soul Warden", effect="{T}, Sacrifice a creature: You gain 1 life.", controller="Bob",
              choices={"Bob": ["Grizzly Bears"]},
              Bob={"battlefield": [creature("Soul Warden", 1, 1), creature("Grizzly Bears", 2, 2)]})
    assert [a for a, _ in _cost(out)] == ["tap", "sacrifice"]


_HUSHER = ("Flash\nWhen Voidmage Husher enters the battlefield, counter target activated ability.\n"
           "Whenever you cast a spell, you may return Voidmage Husher to its owner's hand.")


def test_a_named_source_placed_on_the_battlefield_keeps_its_cards_text() -> None:  # 113.6, 603.6c, 603.10a
    """The source a named card's ability is taken to be on the battlefield with carries the card's text: when it
    leaves, the answer no longer says its text "was not given and no card of that name was found" (a blind judge,
    session 41, in both languages: the card and its whole text were there)."""
    for lang in ("en", "es"):
        out = run({}, lang=lang, card="Voidmage Husher", effect=_HUSHER, ability=2, controller="Dave")
        assert [e["action"] for s in out["steps"] for e in s["events"]] == ["return"]
        assert not [w for w in out["warnings"] if "no card of that name" in w or "ninguna carta" in w]


_SLIVER = ('Sliver creatures you control have "When this creature enters the battlefield, you may exile target '
           'creature an opponent controls until this creature leaves the battlefield."')


@pytest.mark.parametrize("lang", ["en", "es"])
def test_words_in_a_granted_ability_do_not_move_the_source_off_the_battlefield(lang: str) -> None:  # 113.6, 611.1
    """"… until this creature leaves the battlefield" inside the quoted ability a Sliver grants is the granted
    ability's own: the static's source is still taken to be on the battlefield, and a Sliver itself, it has the
    ability (613.1f); the judge (41es) found "affects nobody" and no note that the source was assumed there."""
    bears = creature("Grizzly Bears", 2, 2, subtypes=["Bear"], colors=["green"])
    out = run({}, lang=lang, card="Constricting Sliver", effect=_SLIVER, controller="Dave",
              Dave={"battlefield": [bears]})
    [step] = out["steps"]
    assert step["events"] and "Constricting Sliver" in step["events"][0]["objects"]
    assert "Grizzly Bears" not in step["events"][0]["objects"]


_PRISON = ("Creatures can't attack you unless their controller pays {2} for each creature they control that's "
           "attacking you.")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_rule_on_attacking_you_lists_only_opponents_creatures(lang: str) -> None:  # 506.2, 506.2a, 508.1h
    """Only an opponent's creature can ever attack the controller: "Creatures can't attack you unless …" does not
    name the controller's own creatures (judge 41w, Ghostly Prison); "can't block" still reaches every creature."""
    elf = creature("Elvish Warrior", 2, 2, subtypes=["Elf"], colors=["green"])
    out = run({}, lang=lang, card="Ghostly Prison", effect=_PRISON, controller="Dave", Dave={"battlefield": [elf]})
    assert "Elvish Warrior" not in out["steps"][0]["events"][0]["objects"]
    assert "Hill Giant" in out["steps"][0]["events"][0]["objects"]
    out = run({}, lang=lang, effect="Creatures can't block this turn.", controller="Dave",
              Dave={"battlefield": [elf]})
    assert "Elvish Warrior" in out["steps"][0]["events"][0]["objects"]


@pytest.mark.parametrize(("lang", "said"), [("en", "“Sacrifice this creature: Add {C}.”"),
                                            ("es", "«Sacrifica esta criatura: Agrega {C}»")])
def test_a_tokens_quoted_ability_is_said_in_the_answers_language(lang: str, said: str) -> None:  # 111.3, 113.10
    """A Spanish card's token ability answered in English is said in English, and in Spanish as printed (the test
    was the answer's language alone, so an English answer quoted the Spanish words; review of session 41)."""
    text = ('Crea una ficha de criatura Eldrazi Engendro incolora 0/1 con "Sacrifica esta criatura: Agrega {C}.".')
    out = run({}, lang=lang, effect=text, controller="Bob")
    assert said in out["narration"]
