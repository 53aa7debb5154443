"""Exert (701.43): "You may exert this creature as it attacks. When you do, …" (Glorybringer, Hooded Brawler,
Ahn-Crop Champion, Oketra's Avenger, Vizier of the True, …). Exerting is an optional cost to attack (701.43d,
508.1g): the controller may exert the source, which then won't untap during their next untap step (701.43a), and the
linked "When you do" trigger (603.12) happens only if they did; "it" there is the source. Only a permanent on the
battlefield can be exerted (701.43c): a board that does not show the source is asked for it. Before, every exert was
refused as words not understood. English and printed Spanish ("Puedes agotar esta criatura al atacar con ella").

The standard board (realcards.py): Bob is active, Dave controls; Bob controls Hill Giant.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

BRAWLER = "You may exert Hooded Brawler as it attacks. When you do, it gets +2/+2 until end of turn."
BRAWLER_ES = ("Puedes agotar a Hooded Brawler al atacar con él. Cuando lo hagas, Hooded Brawler obtiene +2/+2 hasta el "
              "final del turno.")
CHAMPION_ES = ("Puedes agotar esta criatura al atacar con ella. Cuando lo hagas, endereza todas las otras criaturas "
               "que controlas.")
ON_BOARD = {"battlefield": [creature("Hooded Brawler", 3, 2), "Swamp (basic land)"]}


@pytest.mark.parametrize(("text", "lang", "said"), [
    (BRAWLER, None, "Dave exerts Hooded Brawler as it attacks: it won't untap during Dave's next untap step "
                    "(701.43a)"),
    (BRAWLER_ES, "es", "Dave agota Hooded Brawler al atacar con él: no se enderezará durante el próximo paso de "
                       "enderezar de Dave (701.43a)"),
])
def test_exerted_the_source_skips_its_next_untap_and_when_you_do_pumps_it(text: str, lang: str | None,
                                                                          said: str) -> None:
    out = resolve_card(text, lang, card="Hooded Brawler", Dave=ON_BOARD)
    [exerted] = events_of(out, "exert")
    assert (exerted["player"], exerted["objects"]) == ("Dave", ["Hooded Brawler"])
    [pumped] = events_of(out, "modify")
    assert pumped["objects"] == ["Hooded Brawler"]  # "it": the source the exert named (608.2c)
    assert {"701.43a", "701.43d", "508.1g", "603.12"} <= set(out["citations"])
    assert said in out["narration"]
    if lang:
        assert leaks(out["narration"], {"Hooded Brawler", "Dave", "Bob"}) == []
    else:
        assert out["reading"] == BRAWLER


def test_declined_nothing_is_exerted_and_the_reflexive_trigger_does_not_trigger() -> None:
    out = resolve_card(BRAWLER, card="Hooded Brawler", choices={"Dave": ["no"]}, Dave=ON_BOARD)
    assert events_of(out, "exert") == [] and events_of(out, "modify") == []
    assert any("does not trigger (603.12)" in w for w in out["warnings"])


def test_the_spanish_reflexive_trigger_after_an_exert_untaps_the_others() -> None:
    out = resolve_card(CHAMPION_ES, "es", card="Hooded Brawler", Dave=ON_BOARD)
    assert [e["objects"] for e in events_of(out, "exert")] == [["Hooded Brawler"]]
    assert "701.26b" in out["citations"]
    assert leaks(out["narration"], {"Hooded Brawler", "Dave", "Bob"}) == []


def test_a_source_the_board_does_not_show_is_asked_for() -> None:
    with pytest.raises(BotError) as asked:
        resolve_card(BRAWLER, card="Hooded Brawler")
    assert asked.value.key == "apnap.error.exert_source_needed" and "701.43c" in str(asked.value)


@pytest.mark.parametrize(("text", "lang", "said"), [
    (BRAWLER, None, "only the active player's creatures attack (506.2, 508.1a), so Dave would be the active player; "
                    "the board says Bob"),
    (BRAWLER_ES, "es", "solo atacan las criaturas del jugador activo (506.2, 508.1a), así que Dave sería el jugador "
                       "activo; el tablero indica Bob"),
])
def test_exerting_on_another_players_turn_says_the_moment_is_assumed(text: str, lang: str | None, said: str) -> None:
    # judge 29: Dave's creature exerted "as it attacks" on Bob's turn, with no word that only Bob's creatures attack
    out = resolve_card(text, lang, card="Hooded Brawler", Dave=ON_BOARD)
    assert any(said in w for w in out["warnings"])


def test_exerting_on_the_controllers_own_turn_says_nothing_of_the_moment() -> None:
    out = resolve_card(BRAWLER, card="Hooded Brawler", active="Dave", Dave=ON_BOARD)
    assert not any("506.2" in w for w in out["warnings"])
