"""Clash (701.30): "Clash with an opponent" (Pulling Teeth, Release the Ants, Springjack Knight, Weed Strangle, …) and
"If you win, …" / "Otherwise, …" after it. The controller chooses an opponent (701.30b), both reveal the top card of
their library, each in APNAP order may put it on the bottom (701.30c), and the controller wins only with a strictly
higher mana value (701.30d). The cards are the board's; a library nobody described is asked for, never guessed.
Before, every clash was refused as words not understood. English and printed Spanish ("Enfréntate a un oponente.
Si ganas, …").

The standard board (realcards.py): Alice, Bob, Carol, Dave; Bob is active, Dave controls (APNAP: Bob, Carol, Dave,
Alice). Every library starts with a Swamp (mana value 0, 202.3a).
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.plan.clash import Clash
from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

TEETH = ("Clash with an opponent. If you win, target player discards two cards. Otherwise, that player discards a "
         "card.")
TEETH_ES = ("Enfréntate a un oponente. Si ganas, el jugador objetivo descarta dos cartas. De lo contrario, ese jugador "
            "descarta una carta.")
LOSE = "Clash with an opponent. If you win, that player loses 2 life. Otherwise, you gain 2 life."
WURM = {"name": "Craw Wurm", "types": ["creature"], "mana_value": 6}
GIVEN = {"Alice", "Bob", "Carol", "Dave", "Swamp", "Craw Wurm", "Lightning Bolt", "Pulling Teeth"}


@pytest.mark.parametrize("text", [TEETH, TEETH_ES])
def test_the_clash_is_one_step_and_its_branches_read_its_outcome(text: str) -> None:
    clash, win, otherwise = plan_of(parse_effect(text, None, None, ("Pulling Teeth",))).steps
    assert isinstance(clash, Clash) and clash.subject.kind == "you"
    assert win.condition is not None and otherwise.condition is not None


@pytest.mark.parametrize(("text", "lang", "said"), [
    (TEETH, None, "Dave wins the clash with Bob: the card Dave revealed has a higher mana value than every other "
                  "card revealed (701.30d)"),
    (TEETH_ES, "es", "Dave gana el enfrentamiento con Bob: la carta que mostró Dave tiene un valor de maná mayor que "
                     "cualquier otra carta mostrada (701.30d)"),
])
def test_a_higher_mana_value_wins_and_only_the_winning_branch_is_done(text: str, lang: str | None, said: str) -> None:
    out = resolve_card(text, lang, card="Pulling Teeth", target="Bob", Dave={"library": [WURM]},
                       choices={"Dave": ["Bob"]})
    reveals = [(e["player"], e["objects"]) for e in events_of(out, "reveal")]
    assert reveals == [("Bob", ["Swamp"]), ("Dave", ["Craw Wurm"])]  # revealed together, in APNAP order (701.30c)
    assert [(e["player"], e["owner"]) for e in events_of(out, "clash_won")] == [("Dave", "Bob")]
    assert [(e["player"], e["objects"]) for e in events_of(out, "discard")] == [("Bob", ["Lightning Bolt"])]
    assert {"701.30a", "701.30b", "701.30c", "701.30d"} <= set(out["citations"])
    assert said in out["narration"]
    assert out["reading"] == text
    if lang:
        assert leaks(out["narration"], GIVEN) == []


def test_a_tie_is_no_win_so_otherwise_is_done_on_the_same_target() -> None:
    """Both reveal a Swamp (0 = 0): nobody wins (701.30d); "that player" is the target player, not the opponent."""
    out = resolve_card(TEETH, card="Pulling Teeth", target="Alice", choices={"Dave": ["Bob"]})
    assert events_of(out, "clash_won") == [] and [e["player"] for e in events_of(out, "clash_not_won")] == ["Dave"]
    assert [(e["player"], len(e["objects"])) for e in events_of(out, "discard")] == [("Alice", 1)]
    assert "Dave does not win the clash with Bob" in out["narration"]


def test_that_player_is_the_opponent_chosen_and_each_may_put_the_card_on_the_bottom() -> None:
    out = resolve_card(LOSE, Dave={"library": [WURM, "Swamp (basic land)"]},
                       choices={"Dave": ["Carol", "yes"], "Carol": ["yes"]})
    clash = out["steps"][0]
    assert [c["player"] for c in clash["choices"]] == ["Dave", "Carol", "Dave"]  # the opponent, then APNAP (701.30c)
    moved = [(e["player"], e["objects"], e["to"]) for e in events_of(out, "put")]
    assert moved == [("Carol", ["Swamp"], "library_bottom"), ("Dave", ["Craw Wurm"], "library_bottom")]
    assert out["life"]["Carol"] == 1 and out["life"]["Dave"] == 20  # 3 - 2: the opponent chosen (701.30b)
    assert "Carol puts Swamp on the bottom of the library" in out["narration"]


def test_unanswered_the_cards_stay_on_top() -> None:
    out = resolve_card(LOSE, choices={"Dave": ["Bob"]})
    assert events_of(out, "put") == []
    assert all(c["auto"] for c in out["steps"][0]["choices"][1:])
    assert out["life"]["Dave"] == 22  # a tie: "Otherwise, you gain 2 life"


def test_a_library_nobody_described_is_asked_for() -> None:
    with pytest.raises(BotError) as asked:
        resolve_card(LOSE, Bob={"library": 40}, choices={"Dave": ["Bob"]})
    assert asked.value.key == "apnap.error.card_unknown" and asked.value.params["player"] == "Bob"


def test_if_you_win_with_no_clash_before_it_is_refused() -> None:
    with pytest.raises(BotError) as refused:
        resolve_card("Draw a card. If you win, you gain 2 life.")
    assert refused.value.key == "apnap.error.unsupported_effect"
