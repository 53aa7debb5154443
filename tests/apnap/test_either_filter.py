""""a Plains or a white permanent" (Omen of Fire; 109.2, 205.3i, 105.2): either of two whole filters, each said with
its own article, so a colour of one is never the other's (a Plains of any colour, a white permanent of any kind).
Refused before ("or a white permanent"). Printed Spanish: "una Llanura o un permanente blanco".

The standard board (realcards.py): Bob is active, Dave controls; Alice has Grizzly Bears (green), Serra Angel and
Oblivion Ring (white), a Forest and a Plains.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.apnap.grammar import EN, ES, parse_filter
from bot.apnap.model import GameObject
from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of

OMEN = "Each player sacrifices a Plains or a white permanent for each white permanent they control."
OMEN_ES = "Cada jugador sacrifica una Llanura o un permanente blanco por cada permanente blanco que controle."


@pytest.mark.parametrize(("phrase", "g"), [("plains or a white permanent", EN),
                                           ("llanura o un permanente blanco", ES)])
def test_either_filter_takes_each_whole_filter_and_nothing_else(phrase: str, g: object) -> None:
    flt = parse_filter(phrase, g)  # type: ignore[arg-type]
    assert flt is not None and len(flt.either) == 2
    plains = GameObject(1, "Plains", "Alice", frozenset({"land", "basic"}), subtypes=frozenset({"plains"}))
    angel = GameObject(2, "Serra Angel", "Alice", frozenset({"creature"}), colors=frozenset({"white"}))
    bears = GameObject(3, "Grizzly Bears", "Alice", frozenset({"creature"}), colors=frozenset({"green"}))
    forest = GameObject(4, "Forest", "Alice", frozenset({"land", "basic"}), subtypes=frozenset({"forest"}))
    assert flt.matches(plains) and flt.matches(angel)
    assert not flt.matches(bears) and not flt.matches(forest)


@given(st.sampled_from(["white", "blue", "black", "red", "green"]), st.booleans())
def test_the_colour_is_only_the_second_filters(colour: str, is_plains: bool) -> None:
    flt = parse_filter(f"plains or a {colour} permanent", EN)
    assert flt is not None
    for other in ("white", "blue", "black", "red", "green"):
        obj = GameObject(5, "Thing", "Alice", frozenset({"land"} if is_plains else {"artifact"}),
                         colors=frozenset({other}), subtypes=frozenset({"plains"}) if is_plains else frozenset())
        assert flt.matches(obj) == (is_plains or other == colour)


@pytest.mark.parametrize("phrase", ["creature or an artifact with flying", "plains or a white permanent with flying",
                                    "plains or an other creature"])
def test_words_after_the_pair_that_may_be_either_ones_are_refused(phrase: str) -> None:
    assert parse_filter(phrase, EN) is None


@pytest.mark.parametrize(("text", "lang"), [(OMEN, None), (OMEN, "es"), (OMEN_ES, "es")])
def test_omen_of_fire_each_player_sacrifices_among_plains_and_white_permanents(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, choices={"Alice": [["Plains", "Oblivion Ring"]]})
    sacrificed = {e["player"]: sorted(e["objects"]) for e in events_of(out, "sacrifice") if e["objects"]}
    assert sacrificed == {"Alice": ["Oblivion Ring", "Plains"]}  # two white permanents: two of them
    said = out["reading"]
    if text == OMEN_ES or lang == "es":
        assert "una Llanura o un permanente blanco" in said
    else:
        assert "a Plains or a white permanent for each white permanent they control" in said


def test_a_green_creature_or_a_forest_is_no_choice() -> None:
    with pytest.raises(BotError) as err:
        resolve_card(OMEN, choices={"Alice": [["Grizzly Bears", "Plains"]]})
    assert "legal: Serra Angel, Plains, Oblivion Ring." in str(err.value)
