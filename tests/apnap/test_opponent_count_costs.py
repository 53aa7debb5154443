"""Counting the controller's opponents (102.2, 102.3): "This spell costs {1} less to cast for each opponent you have"
(601.2f), printed Spanish "por cada oponente que tengas", and the same count anywhere a "for each" or "the number of"
reads one ("You gain 2 life for each opponent you have", "where X is the number of opponents you have")."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.oracle import CardText
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board

AVATAR = ("This spell costs {1} less to cast for each opponent you have.\nTrample\n"
          "When Avatar of Growth enters the battlefield, each player searches their library for up to two basic land "
          "cards, puts them onto the battlefield, then shuffles.")
AVATAR_ES = "Este hechizo cuesta {1} menos para lanzarse por cada oponente que tengas.\nArrollar"


def resolve(text: str, type_line: str, lang: str | None = None, **changes: Any) -> dict[str, Any]:
    data = board(**changes)
    data.pop("effect", None)
    data.update(card="Avatar of Growth", ability=1)

    def lookup(name: str) -> CardText | None:
        found = CardText("Avatar of Growth", text, type_line=type_line, mana_cost="{4}{G}{G}")
        return found if name.casefold() == "avatar of growth" else None

    return resolve_text(json.dumps(data), lang, card_lookup=lookup)


def _event(out: dict[str, Any]) -> dict[str, Any]:
    (step,) = out["steps"]
    (event,) = step["events"]
    return event


def test_each_opponent_of_four_players_takes_one_off_the_generic_mana() -> None:
    # Dave's opponents on the standard board: Alice, Bob, Carol (102.3): {4}{G}{G} less {3}
    out = resolve(AVATAR, "Creature — Elemental Avatar")
    event = _event(out)
    assert (event["action"], event["amount"], event["total"], event["cost_paid"]) == ("own_spell_cost", 3, "{3}",
                                                                                      "{1}{G}{G}")
    assert "601.2f" in out["citations"]
    assert "pays {1}{G}{G}" in out["narration"]


@pytest.mark.parametrize(("teams", "two_players", "counted", "paid"), [
    ([["Alice", "Carol"], ["Bob", "Dave"]], False, 2, "{2}{G}{G}"),  # 102.3: a teammate is no opponent
    (None, True, 1, "{3}{G}{G}"),  # a two-player game: one opponent (102.2)
])
def test_teammates_are_not_counted_and_two_players_have_one_opponent(teams: list[list[str]] | None,
                                                                   two_players: bool, counted: int, paid: str) -> None:
    changes: dict[str, Any] = {"teams": teams} if teams else {}
    if two_players:
        changes["players"] = [p for p in board()["players"] if p["name"] in ("Bob", "Dave")]
    event = _event(resolve(AVATAR, "Creature — Elemental Avatar", **changes))
    assert (event["amount"], event["cost_paid"]) == (counted, paid)


def test_printed_spanish_reads_into_the_same_event_and_says_it_in_spanish() -> None:
    out_es = resolve(AVATAR_ES, "Criatura — Avatar elemental", "es")
    out_en = resolve(AVATAR, "Creature — Elemental Avatar")
    keys = ("action", "amount", "mana", "total", "more", "cost_paid")
    assert [_event(out_es)[k] for k in keys] == [_event(out_en)[k] for k in keys]
    assert "por cada uno contado: 3 en total" in out_es["narration"] and "paga {1}{G}{G}" in out_es["narration"]


@pytest.mark.parametrize("text", [
    "You gain 2 life for each opponent you have.",
    "Draw X cards, where X is the number of opponents you have.",
    "Ganas 2 vidas por cada oponente que tengas.",
    "Roba X cartas, donde X es el número de oponentes que tienes.",
])
def test_the_same_count_reads_wherever_an_amount_is_counted(text: str) -> None:
    data = board(effect=text)
    out = resolve_text(json.dumps(data))
    (event,) = out["steps"][0]["events"]
    assert event["player"] == "Dave" and event["amount"] == (6 if "2" in text else 3)


@pytest.mark.parametrize(("text", "lang"), [
    ("This spell costs {1} less to cast for each opponent you have.", "en"),
    ("Este hechizo cuesta {1} menos para lanzarse por cada oponente que tengas.", "es"),
    ("Draw X cards, where X is the number of opponents you have.", "en"),
])
def test_the_count_renders_back_to_what_the_card_says(text: str, lang: str) -> None:
    assert render_plan(plan_of(parse_effect(text, lang, None, ())), lang) == text


def test_opponents_someone_else_has_are_not_read_as_yours() -> None:
    # only "you have" is read: "for each opponent that player has" is refused with its words, never counted as yours
    with pytest.raises(BotError) as err:
        resolve_text(json.dumps(board(effect="Target player gains 1 life for each opponent they have.")))
    assert err.value.code == "unsupported_effect"


def test_a_static_cost_change_counted_per_opponent_says_the_count_now() -> None:
    # "Creature spells you cast cost {1} less to cast for each opponent you have" (601.2f, 611.3a, 102.3)
    data = board()
    data.pop("effect", None)
    data["card"] = "Opponent Idol"
    text = "Creature spells you cast cost {1} less to cast for each opponent you have."

    def lookup(name: str) -> CardText | None:
        return CardText("Opponent Idol", text, type_line="Artifact") if name == "Opponent Idol" else None

    out = resolve_text(json.dumps(data), card_lookup=lookup)
    (event,) = out["steps"][0]["events"]
    assert (event["act"], event["counted"], event["total"]) == ("spell_cost", 3, "{3}")
    assert "creature spells Dave casts cost {1} less to cast, {1} for each one counted: 3 counted now" in \
        out["narration"]
