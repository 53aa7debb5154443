"""A combat restriction on one named player's creatures (508.1c, 611.2a, 608.2c): "At the beginning of combat on each
opponent's turn, that player may exile a card from their graveyard. If the player doesn't, creatures they control
can't attack you this turn." (Web of Inertia), "… creatures that player controls can't attack you this turn", printed
Spanish "las criaturas que controla no pueden atacarte este turno". Only that player's creatures: never every
player's, never the controller's. Without a duration, or with whose said twice, the words are refused.

The standard board (realcards.py): Dave controls, Bob is active (the opponent whose turn it is) and controls Hill
Giant; Alice controls Grizzly Bears and Serra Angel.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

WEB = ("At the beginning of combat on each opponent's turn, that player may exile a card from their graveyard. If the "
       "player doesn't, creatures they control can't attack you this turn.")
WEB_ES = ("Al comienzo del combate en el turno de cada oponente, ese jugador puede exiliar una carta de su cementerio. "
          "Si el jugador no lo hace, las criaturas que controla no pueden atacarte este turno.")
NAMES = {"Bob", "Dave", "Hill Giant", "Runeclaw Bear", "Web of Inertia"}


@pytest.mark.parametrize(("text", "lang"), [(WEB, None), (WEB_ES, "es")])
def test_declined_only_that_players_creatures_cant_attack_you(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, card="Web of Inertia", choices={"Bob": ["no"]})
    assert not events_of(out, "exile")
    (rule,) = events_of(out, "rule_change")
    assert rule["player"] == "Dave" and rule["objects"] == ["Hill Giant"]  # not Alice's, not Dave's own
    assert {"508.1c", "611.2a"} <= set(out["citations"])
    if lang:
        # the kind, later creatures too (611.2c), with today's as examples; a plural subject (session 32)
        assert ("criaturas que controla Bob (ahora: Hill Giant) no pueden atacar a Dave; hasta el final de este turno"
                in out["narration"])
        assert leaks(out["narration"], NAMES) == []
    else:
        assert ("creatures Bob controls (now: Hill Giant) can't attack Dave; until the end of this turn"
                in out["narration"])


def test_a_card_exiled_means_no_restriction() -> None:
    out = resolve_card(WEB, card="Web of Inertia", choices={"Bob": ["yes", "Runeclaw Bear"]})
    assert [(e["player"], e["objects"]) for e in events_of(out, "exile")] == [("Bob", ["Runeclaw Bear"])]
    assert not events_of(out, "rule_change")


def test_a_target_opponent_named_before_is_that_player() -> None:
    out = resolve_card("Target opponent loses 1 life. Creatures that player controls can't attack you this turn.",
                       target="Alice")
    assert [(e["player"], sorted(e["objects"])) for e in events_of(out, "rule_change")] == [
        ("Dave", ["Grizzly Bears", "Serra Angel"])]


def test_that_player_controls_reads_the_same() -> None:
    text = ("At the beginning of combat on each opponent's turn, creatures that player controls can't attack you this "
            "turn.")
    out = resolve_card(text, card="Web of Inertia")
    assert [(e["player"], e["objects"]) for e in events_of(out, "rule_change")] == [("Dave", ["Hill Giant"])]


@pytest.mark.parametrize("text", [
    "At the beginning of combat on each opponent's turn, creatures they control can't attack you.",  # no duration
    "At the beginning of combat on each opponent's turn, creatures you control they control can't attack you this "
    "turn.",  # whose said twice
    # several players before it: "they" is no one player (it was read as the active player's alone)
    "Each opponent loses 1 life. Creatures they control can't attack you this turn.",
    "Any player may exile a card from their graveyard. If a player does, creatures that player controls can't attack "
    "you this turn.",
    # "for each player who does" is each accepting player in turn, not a count (it made Bob lose 6 life for three)
    "At the beginning of your upkeep, each player may put two +1/+1 counters on a creature they control. For each "
    "player who does, creatures that player controls can't attack you this turn.",
    "At the beginning of your upkeep, each player may put two +1/+1 counters on a creature they control. For each "
    "player who does, that player loses 2 life.",
])
def test_what_is_not_read_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        resolve_card(text, card="Web of Inertia")
    assert err.value.key == "apnap.error.unsupported_effect"
