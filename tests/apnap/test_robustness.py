"""Whatever the text and the board, the resolver answers or refuses with a BotError: never a crash.

Sentences are built from the grammar's own pieces (subjects, "may", verbs, objects, references,
prefixes), so combinations nobody wrote down are tried; boards mix known, empty and unknown zones.
"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.apnap import parse_text, resolve_text
from bot.errors import BotError

SUBJECTS = ["Each player", "Each opponent", "Each other player", "Target player", "Target opponent", "You",
            "That player", "You and target opponent each", "Each player who can't", "Starting with you, each player"]
MAY = ["", "may "]
CLAUSES = [
    "sacrifices a creature of their choice", "sacrifices two creatures", "discards a card", "discards their hand",
    "discards a card at random", "draws two cards", "draws X cards", "draws up to two cards", "loses 2 life",
    "gains life equal to the life lost this way", "mills three cards", "scries 2", "surveils 1",
    "searches their library for a basic land card, puts it onto the battlefield, then shuffles",
    "returns a creature card from their graveyard to the battlefield", "votes for fire or ice",
    "takes an extra turn after this one", "chooses an artifact, a creature, and a land, then sacrifices the rest",
    "creates two 1/1 white Soldier creature tokens", "shuffles their hand and graveyard into their library",
    "draws that many cards", "draws cards equal to the greatest number of cards a player discarded this way",
    "exiles all creature cards from their graveyard", "sacrifices all creatures they control",
    "puts all cards they exiled this way onto the battlefield", "pays any amount of mana",
    "loses half their life, rounded up", "discards a third of the cards in their hand",
    "loses 3 life unless they sacrifice a nonland permanent of their choice or discard a card",
    "exiles their graveyard", "loses the game",
]
STANDALONE = ["Destroy all creatures.", "Exile all artifacts.", "This spell deals X damage to each creature and each "
              "player.", "Return all creature cards from all graveyards to the battlefield under their owners' "
              "control.", "Repeat the following process X times.", "If fire gets more votes, each player draws a card.",
              "For each card less than two a player draws this way, that player gains 2 life.",
              "Destroy target permanent.", "Gain control of all creatures.", "Round up each time."]
CARDS = ["Grizzly Bears (creature)", "Forest (basic land)", "Sol Ring (artifact)", "Goblin (token creature)",
         "Opt (instant)", "Pacifism (enchantment)", "Liliana (planeswalker — Liliana)"]
NAMES = ["Ann", "Ben", "Cid", "Dot", "Eve"]


@st.composite
def texts(draw: st.DrawFn) -> str:
    parts = []
    for _ in range(draw(st.integers(1, 3))):
        if draw(st.booleans()):
            parts.append(draw(st.sampled_from(STANDALONE)))
        else:
            parts.append(f"{draw(st.sampled_from(SUBJECTS))} {draw(st.sampled_from(MAY))}"
                         f"{draw(st.sampled_from(CLAUSES))}.")
    return " ".join(parts)


@st.composite
def boards(draw: st.DrawFn) -> dict:
    n = draw(st.integers(2, 5))
    players = []
    for name in NAMES[:n]:
        player: dict = {"name": name, "life": draw(st.integers(0, 25))}
        for zone in ("battlefield", "hand", "library", "graveyard"):
            kind = draw(st.sampled_from(["cards", "empty", "unknown", "count"]))
            if kind == "cards":
                player[zone] = draw(st.lists(st.sampled_from(CARDS), max_size=4))
            elif kind == "count" and zone in ("hand", "library"):
                player[zone] = draw(st.integers(0, 5))
            elif kind == "unknown":
                player.setdefault("unknown", []).append(zone)
        players.append(player)
    data = {"players": players, "active": NAMES[draw(st.integers(0, n - 1))],
            "controller": NAMES[draw(st.integers(0, n - 1))], "x": draw(st.integers(0, 4)),
            "seed": draw(st.integers(0, 9))}
    if draw(st.booleans()):
        data["target"] = draw(st.sampled_from(NAMES[:n] + ["Grizzly Bears", "Sol Ring"]))
    return data


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=texts(), board=boards(), lang=st.sampled_from(["en", "es"]))
def test_any_text_on_any_board_is_answered_or_refused(text: str, board: dict, lang: str) -> None:
    board["effect"] = text
    try:
        out = resolve_text(json.dumps(board), lang)
    except BotError as err:
        assert err.code in {"bad_scenario", "unsupported_effect", "choice_needed", "bad_choice", "not_found"}
        assert "{" not in err.message  # a finished sentence
        return
    assert out["narration"]
    unknown = {p["name"] for p in board["players"] if p.get("unknown")}
    for sba in out["state_based_actions"]:
        if sba["event"] == "loses" and "704.5b" in sba["rules"]:
            assert sba["player"] not in unknown or "library" not in next(
                p.get("unknown", []) for p in board["players"] if p["name"] == sba["player"])


def test_object_readings_are_remembered_within_bounds():
    """Short-form objects are read once per text (bot/apnap/board.py), but a name padded to the size of
    the scenario is not kept: remembered texts stay small however many scenarios arrive."""
    from bot.apnap import board

    padded = "Island" + " " * 5000 + "(land)"
    scenario = {"players": [{"name": "Ana", "battlefield": ["Swamp (land)", padded]}, {"name": "Bo"}],
                "active": "Ana", "effect": "Each player sacrifices a land."}
    battlefield = parse_text(json.dumps(scenario)).game.player("Ana").battlefield
    assert [(o.name, o.types) for o in battlefield] == [("Swamp", {"land"}), ("Island", {"land"})]
    assert "Swamp (land)" in board._SHORT_OBJECTS
    assert padded not in board._SHORT_OBJECTS
    assert all(len(raw) <= 2 * board.MAX_NAME_CHARS for raw in board._SHORT_OBJECTS)
