"""Copies of legendary permanents and the legend rule (704.5j), and "except it's a 1/1" (707.9b): issue #22, session
38 (hB38). A token copy of a legendary creature is legendary too ("legendary" is a copiable value, 707.2), so its
controller then keeps one of the two and the other is put into its owner's graveyard as a state-based action; "…,
except it isn't legendary" (707.9b) leaves no such pair."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.errors import BotError
from tests.apnap.realcards import creature, other_warnings, resolve_card

RANKLE = creature("Rankle, Master of Pranks", 3, 3, supertypes=["legendary"], colors=["black"])
ARTIST = creature("Blood Artist", 0, 1, triggers=[{"when": "a creature dies",
                                                   "text": "target player loses 1 life and you gain 1 life"}])
COPY = "Create a token that's a copy of target creature you control."


def _on_daves_board(text: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    return resolve_card(text, lang, target="Rankle, Master of Pranks",
                        Dave={"battlefield": [RANKLE, ARTIST, "Swamp (basic land)"]}, **more)


def test_a_token_copy_of_a_legendary_creature_meets_the_legend_rule() -> None:
    out = _on_daves_board(COPY)
    (sba,) = out["state_based_actions"]
    assert sba == {"player": "Dave", "event": "legend_rule", "rules": ["704.5j"],
                   "object": "Rankle, Master of Pranks (token)"}
    assert "704.5j" in out["citations"]
    # nobody said which to keep: the first one is, and the answer says the choice was Dave's
    assert any("704.5j" in w and "Dave" in w for w in out["warnings"])
    # the token put into the graveyard dies (700.4): Blood Artist sees it
    assert [s["source"] for s in out["stack"]] == ["Blood Artist"]
    assert "legend rule" in out["narration"]


def test_the_player_may_keep_the_token() -> None:
    out = _on_daves_board(COPY, choices={"Dave": ["Rankle, Master of Pranks (token)"]})
    assert out["state_based_actions"][0]["object"] == "Rankle, Master of Pranks"
    assert not other_warnings(out)


def test_the_legend_rule_said_in_spanish() -> None:
    out = _on_daves_board("Crea una ficha que es una copia de la criatura objetivo que controlas.", "es",
                          choices={"Dave": ["Rankle, Master of Pranks (ficha)"]})
    assert out["state_based_actions"][0]["object"] == "Rankle, Master of Pranks"
    assert "regla de leyendas" in out["narration"]


def test_except_it_isnt_legendary_leaves_no_pair() -> None:
    out = _on_daves_board("Create a token that's a copy of target creature you control, except it isn't legendary.")
    assert out["state_based_actions"] == [] and out["stack"] == []


def test_another_players_copy_is_not_theirs_to_lose() -> None:
    """704.5j counts what one player controls: Alice's token copy of Dave's Rankle stays (Alice controls one)."""
    out = resolve_card("Create a token that's a copy of target creature.", target="Rankle, Master of Pranks",
                       controller="Alice", Dave={"battlefield": [RANKLE]})
    assert out["state_based_actions"] == []


@pytest.mark.parametrize(("text", "lang"), [
    ("Create a token that's a copy of target creature you control, except it's a 1/1.", "en"),
    ("Create a token that's a copy of target creature you control, except it's 1/1.", "en"),
    ("Crea una ficha que es una copia de la criatura objetivo que controlas, excepto que es una 1/1.", "es"),
])
def test_except_its_a_1_1_sets_the_copys_size(text: str, lang: str) -> None:
    """707.9b: the size the exception gives is part of the copy's copiable values (Craw Wurm is 6/4)."""
    out = resolve_card(text, lang, target="Craw Wurm")
    (event,) = out["steps"][0]["events"]
    assert event["copiable"]["pt"] == "1/1" and event["copy_of"] == "Craw Wurm"


@settings(max_examples=8, deadline=None)
@given(st.integers(min_value=1, max_value=3))
def test_every_extra_copy_of_a_legend_goes_but_one(n: int) -> None:
    """Two or more tokens at once: the player keeps one of all of them (704.5j: "the rest")."""
    words = {1: "a token that's a copy", 2: "two tokens that are copies", 3: "three tokens that are copies"}[n]
    out = _on_daves_board(f"Create {words} of target creature you control.")
    assert len(out["state_based_actions"]) == n
    assert [s["source"] for s in out["stack"]] == ["Blood Artist"] * n


# ------------------------------------------------------------ "it" after a copy of an exiled target
def test_exile_it_later_after_a_copy_of_an_exiled_target_is_the_token() -> None:
    """Nemesis Trap: the target is exiled first (a card in exile, a new object, 400.7), so the delayed "exile it"
    (603.7) names the one token the copy made (707.2), the permanent it can exile."""
    out = resolve_card("Exile target attacking creature. Create a token that's a copy of that creature. Exile it at "
                       "the beginning of the next end step.", target="Hill Giant",
                       combat={"attacking": {"Hill Giant": "Dave"}})
    assert [s["action"] for s in out["steps"]] == ["exile", "create"]
    assert out["steps"][1]["events"][0]["copy_of"] == "Hill Giant"
    (delayed,) = out["delayed_triggers"]
    assert delayed["object"] == "the token this effect created (a copy)"


def test_exile_it_later_after_a_target_that_stayed_is_still_refused() -> None:
    """Two permanents could be "it" (the target and the token) when the target never left: not guessed."""
    with pytest.raises(BotError) as err:
        resolve_card("Tap target creature. Create a token that's a copy of that creature. Exile it at the beginning "
                     "of the next end step.", target="Hill Giant")
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------ several exceptions joined (707.9b)
@pytest.mark.parametrize(("text", "lang", "pt", "keywords", "types"), [
    ("Create a token that's a copy of target creature, except it's a 1/1 and it has flying.", "en", "1/1",
     ["flying"], ["creature"]),
    ("Create a token that's a copy of target creature, except it's 7/7, it has haste, and it isn't legendary.", "en",
     "7/7", ["haste"], ["creature"]),
    ("Create a token that's a copy of target creature, except it's an artifact in addition to its other types and it "
     "has haste.", "en", "6/4", ["haste"], ["artifact", "creature"]),
])
def test_several_exceptions_each_change_the_copiable_values(text: str, lang: str, pt: str, keywords: list[str],
                                                            types: list[str]) -> None:
    out = resolve_card(text, lang, target="Craw Wurm")
    copiable = out["steps"][0]["events"][0]["copiable"]
    assert (copiable["pt"], copiable.get("keywords"), copiable["types"]) == (pt, keywords, types)


def test_several_exceptions_in_printed_spanish_are_both_applied() -> None:
    """"excepto que es 1/1 y tiene la habilidad de volar": both exceptions in the copiable values (707.9a-b; read
    since session 41, hA41, as English's "except it's 1/1 and has flying")."""
    out = resolve_card("Crea una ficha que es una copia de la criatura objetivo, excepto que es 1/1 y tiene la "
                       "habilidad de volar.", "es", target="Craw Wurm")
    copiable = out["steps"][0]["events"][0]["copiable"]
    assert (copiable["pt"], copiable["keywords"]) == ("1/1", ["flying"])


def test_one_kind_of_exception_said_twice_is_refused() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Create a token that's a copy of target creature, except it's 1/1 and it's 2/2.",
                     target="Craw Wurm")
    assert err.value.code == "unsupported_effect" and "2/2" in err.value.text("en")
