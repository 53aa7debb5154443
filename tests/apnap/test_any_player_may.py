""""Any player may …" / "any opponent may …" and its branches "If a player does, …" / "If no one does, …" (101.4,
608.2c): each player in APNAP order from the active player is asked, the first who accepts does it and nobody after
them is asked; a player the board shows can't do it whole is a forced "no" (101.3, 119.4); without an answer the
default is "no", said in ``warnings``. English and printed Spanish. Every card here was refused before.

The standard board (realcards.py): Alice, Bob, Carol (3 life, no creature, an empty graveyard), Dave; Bob is active,
Dave controls: APNAP order Bob, Carol, Dave, Alice. Bob controls one creature (Hill Giant), Alice two.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.corpus import board
from tests.apnap.realcards import resolve_card, resolve_on_daves_board
from tests.apnap.rendering import _comparable
from tests.apnap.spanish_parity import Pair, outcome
from tests.apnap.step_events import events_of as _events

BROWBEAT = ("Any player may have Browbeat deal 5 damage to them. If no one does, target player draws three cards.")
BROWBEAT_ES = ("Cualquier jugador puede hacer que Intimidar le haga 5 puntos de daño. Si nadie lo hace, el jugador "
               "objetivo roba tres cartas.")
VEXING = ("When Vexing Devil enters the battlefield, any opponent may have it deal 4 damage to them. If a player does, "
          "sacrifice Vexing Devil.")
PANGOLIN = ("When Prowling Pangolin enters the battlefield, any player may sacrifice two creatures. If a player does, "
            "sacrifice Prowling Pangolin.")
RATS = ("Whenever Carrion Rats attacks or blocks, any player may exile a card from their graveyard. If a player does, "
        "Carrion Rats assigns no combat damage this turn.")
BREAKING = ("Any player may have Breaking Point deal 6 damage to them. If no one does, destroy all creatures. "
            "Creatures destroyed this way can't be regenerated.")


def _answers(step: dict[str, Any]) -> list[tuple[str, str | None]]:
    return [(c["player"], c.get("answer")) for c in step["choices"] if "answer" in c]



# ------------------------------------------------------------------ nobody answers: each asked, each declines
@pytest.mark.parametrize(("text", "card", "lang"), [(BROWBEAT, "Browbeat", None), (BROWBEAT_ES, "Intimidar", "es")])
def test_browbeat_nobody_accepts_so_the_target_draws(text: str, card: str, lang: str | None) -> None:
    out = resolve_card(text, lang, card=card, target="Bob")
    first = out["steps"][0]
    assert first["order"] == ["Bob", "Carol", "Dave", "Alice"]  # APNAP from the active player (101.4)
    assert _answers(first) == [("Bob", "no"), ("Carol", "no"), ("Dave", "no"), ("Alice", "no")]
    assert all(c["auto"] for c in first["choices"])
    assert not first["events"]
    assert {"101.4", "101.4b"} <= set(first["citations"])
    assert [(e["player"], e["amount"]) for e in _events(out, "draw")] == [("Bob", 3)]
    assert out["life"] == {"Alice": 20, "Bob": 20, "Carol": 3, "Dave": 20}
    assert len(out["warnings"]) == 1 and "Bob, Carol, Dave" in out["warnings"][0] and "101.4" in out["warnings"][0]
    said = "Nadie hizo «Cualquier jugador puede hacer que Intimidar le haga 5 puntos de daño»" if lang else \
        "No one did “Any player may have Browbeat deal 5 damage to them”"
    assert said in out["narration"]
    assert out["reading"] == (BROWBEAT_ES if lang else BROWBEAT)


# ------------------------------------------------------------------ the first who accepts is the only one
def test_browbeat_the_first_who_accepts_is_dealt_the_damage_and_nobody_after_is_asked() -> None:
    """Carol (3 life) takes 5 damage: she loses (704.5a); Dave and Alice are never asked; nobody draws."""
    out = resolve_card(BROWBEAT, card="Browbeat", target="Bob", choices={"Carol": ["yes"]})
    first = out["steps"][0]
    assert first["order"] == ["Bob", "Carol"]
    assert _answers(first) == [("Bob", "no"), ("Carol", "yes")]
    assert [(e["player"], e["amount"]) for e in _events(out, "damage")] == [("Carol", 5)]
    assert not _events(out, "draw") and len(out["steps"]) == 1
    assert [(a["player"], a["event"]) for a in out["state_based_actions"]] == [("Carol", "loses")]  # 704.5a
    assert out["conditions"][0]["anyone"] == "Carol" and out["conditions"][0]["done"] is False
    assert "Carol did “Any player may have Browbeat deal 5 damage to them”" in out["narration"]
    assert "Bob accepts" in out["warnings"][0]  # only the player who gave no answer


@pytest.mark.parametrize("lang", [None, "es"])
def test_vexing_devil_only_opponents_are_asked_and_the_devil_is_sacrificed(lang: str | None) -> None:
    out = resolve_on_daves_board("Vexing Devil", VEXING, lang, choices={"Alice": ["yes"]})
    first = out["steps"][0]
    assert first["order"] == ["Bob", "Carol", "Alice"]  # Dave controls it: never an opponent of his own (102.3)
    assert _answers(first) == [("Bob", "no"), ("Carol", "no"), ("Alice", "yes")]
    assert [(e["player"], e["amount"]) for e in _events(out, "damage")] == [("Alice", 4)]
    assert [(e["player"], e["objects"]) for e in _events(out, "sacrifice")] == [("Dave", ["Vexing Devil"])]
    assert out["life"]["Alice"] == 16
    assert out["reading"].startswith(("Any opponent may have Vexing Devil deal 4 damage to them.",
                                      "Cualquier oponente puede hacer que Vexing Devil le haga 4 puntos de daño."))


def test_vexing_devil_declined_by_every_opponent_stays() -> None:
    out = resolve_on_daves_board("Vexing Devil", VEXING)
    assert not _events(out, "damage") and not _events(out, "sacrifice")
    assert out["conditions"][0]["anyone"] == "" and out["conditions"][0]["done"] is False


# ------------------------------------------------------------------ a player who can't is a forced no (101.3)
@pytest.mark.parametrize("lang", [None, "es"])
def test_prowling_pangolin_a_player_with_fewer_than_two_creatures_cannot_accept(lang: str | None) -> None:
    """Bob controls one creature and Carol none: neither can sacrifice two (101.3), each a forced "no" even when the
    scenario says yes; Dave declines by default; Alice sacrifices her two and the Pangolin is sacrificed."""
    out = resolve_on_daves_board("Prowling Pangolin", PANGOLIN, lang,
                                 choices={"Bob": ["yes"], "Alice": ["yes", ["Grizzly Bears", "Serra Angel"]]})
    first = out["steps"][0]
    forced = [(c["player"], c["answer"], c["forced"]) for c in first["choices"] if "answer" in c]
    assert forced == [("Bob", "no", True), ("Carol", "no", True), ("Dave", "no", False), ("Alice", "yes", False)]
    assert "101.3" in first["citations"]
    sacrificed = [(e["player"], sorted(e["objects"])) for e in _events(out, "sacrifice")]
    assert sacrificed == [("Alice", ["Grizzly Bears", "Serra Angel"]), ("Dave", ["Prowling Pangolin"])]
    said = "Bob: no (no puede hacerlo entero, 101.3)" if lang else "Bob: no (they can't do it whole, 101.3)"
    assert said in out["narration"]


def test_a_payment_of_life_is_a_forced_no_for_a_player_with_less_life() -> None:
    """The same construction with a payment of life (Dash Hopes' "any player may pay 5 life"): Carol has 3 life and
    can't pay 5 (119.4); Bob declines by default; Dave pays, and the branch is his."""
    out = resolve_card("Any player may pay 5 life. If a player does, you draw a card.", choices={"Carol": ["yes"],
                                                                                                "Dave": ["yes"]})
    first = out["steps"][0]
    assert [(c["player"], c["answer"], c["forced"]) for c in first["choices"]] == [
        ("Bob", "no", False), ("Carol", "no", True), ("Dave", "yes", False)]
    assert "119.4" in first["citations"]
    assert [(e["player"], e["amount"]) for e in _events(out, "pay")] == [("Dave", 5)]
    assert out["life"]["Dave"] == 15 and out["life"]["Carol"] == 3
    assert [e["player"] for e in _events(out, "draw")] == ["Dave"]
    assert "Carol: no (their life total is less than the life to pay, 119.4)" in out["narration"]


# ------------------------------------------------------------------ the active player first
def test_carrion_rats_the_active_player_accepts_first() -> None:
    out = resolve_on_daves_board("Carrion Rats", RATS, active="Dave", choices={"Dave": ["yes", "Island"],
                                                                               "Alice": ["yes"]})
    first = out["steps"][0]
    assert first["order"] == ["Dave"] and _answers(first) == [("Dave", "yes")]
    assert "101.4b" not in first["citations"]  # nobody answered before him
    assert [(e["player"], e["objects"]) for e in _events(out, "exile")] == [("Dave", ["Island"])]
    assert _events(out, "combat_rule")[0]["objects"] == ["Carrion Rats"]


def test_carrion_rats_nobody_exiles_so_it_assigns_its_damage() -> None:
    out = resolve_on_daves_board("Carrion Rats", RATS)
    assert [p for p, _ in _answers(out["steps"][0])] == ["Bob", "Carol", "Dave", "Alice"]
    assert [c["forced"] for c in out["steps"][0]["choices"]] == [False, True, False, False]  # Carol's yard is empty
    assert not _events(out, "combat_rule") and len(out["steps"]) == 1


# ------------------------------------------------------------------ "destroyed this way" after the branch not taken
def test_breaking_point_accepted_destroys_nothing_and_this_way_is_nothing() -> None:
    out = resolve_card(BREAKING, card="Breaking Point", choices={"Dave": ["yes"]})
    assert not _events(out, "destroy")
    assert [(e["player"], e["amount"]) for e in _events(out, "damage")] == [("Dave", 6)]
    assert not out["state_based_actions"]
    assert "applies to nothing" in out["narration"]


def test_breaking_point_declined_destroys_every_creature() -> None:
    out = resolve_card(BREAKING, card="Breaking Point")
    destroyed = sorted(o for e in _events(out, "destroy") for o in e["objects"])
    assert destroyed == ["Craw Wurm", "Grizzly Bears", "Hill Giant", "Llanowar Elves", "Serra Angel"]


# ------------------------------------------------------------------ printed Spanish reads into the English plan
@pytest.mark.parametrize(("card", "type_line", "english", "spanish"), [
    ("Browbeat", "Sorcery", BROWBEAT, BROWBEAT_ES.replace("Intimidar", "Browbeat")),
    ("Carrion Wurm", "Creature — Zombie Wurm",
     "Whenever Carrion Wurm attacks or blocks, any player may exile three cards from their graveyard. If a player "
     "does, Carrion Wurm assigns no combat damage this turn.",
     "Siempre que el Wurm carroñero ataque o bloquee, cualquier jugador puede exiliar tres cartas de su cementerio. "
     "Si un jugador lo hace, el Wurm carroñero no asigna daño de combate este turno."),
    ("Book Burning", "Sorcery",
     "Any player may have Book Burning deal 6 damage to them. If no one does, target player puts the top six cards "
     "of their library into their graveyard.",
     "Cualquier jugador puede hacer que Book Burning le haga 6 puntos de daño. Si ningún jugador lo hace, el "
     "jugador objetivo pone las primeras seis cartas de su biblioteca en su cementerio."),
])
def test_printed_spanish_reads_into_the_english_plan(card: str, type_line: str, english: str, spanish: str) -> None:
    assert outcome(Pair(card, type_line, english, spanish), board(4)) == "same"


@pytest.mark.parametrize("text", [BROWBEAT.replace("Browbeat", "this spell"),
                                  "Any player may have this spell deal 6 damage to them. If no one does, destroy all "
                                  "creatures.",
                                  "Any opponent may sacrifice a creature. If a player does, you draw a card."])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_reading_reads_back_into_the_same_plan(text: str, lang: str) -> None:
    plan = plan_of(parse_effect(text, "en"))
    said = render_plan(plan, lang)
    assert _comparable(plan_of(parse_effect(said, lang))) == _comparable(plan)


# ------------------------------------------------------------------ what is left refused
_READ = "Any player may sacrifice a creature. If a player does, you draw a card."


@pytest.mark.parametrize("text", [
    "Any player sacrifices a creature.",  # "any player" acts only with "may"
    "Each player may sacrifice a creature. If a player does, you draw a card.",  # no "any player may" before it
    "Any player may sacrifice a creature. If you do, draw a card.",  # whose decision "you do" asks about
    "Any player may sacrifice a creature and draw a card.",  # who does the second instruction
    # Sin Prodder: "that player" in the branch is not bound here
    "Any opponent may sacrifice a creature. If a player does, that player loses 2 life.",
    # Worms of the Earth: two alternatives and "If a player does either"
    "At the beginning of each upkeep, any player may sacrifice two lands or have Worms of the Earth deal 5 damage to "
    "that player. If a player does either, destroy Worms of the Earth.",
    # Temporal Extortion: half their life, rounded up, is no amount read here
    "When you cast this spell, any player may pay half their life, rounded up. If a player does, counter Temporal "
    "Extortion.",
    "You may have this creature deal 3 damage to them.",  # "them" with no "any player"
])
def test_what_it_cannot_evaluate_is_refused_beside_what_it_reads(text: str) -> None:
    assert [type(s).__name__ for s in plan_of(parse_effect(_READ, "en")).steps] == ["AnyPlayerMay", "Draw"]
    with pytest.raises(BotError) as err:
        plan_of(parse_effect(text, "en"))
    assert err.value.code == "unsupported_effect"
