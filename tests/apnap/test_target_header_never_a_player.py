"""The header "Target: …" names what the text targets: never a player when the effect targets only objects (115.1).

Judge 30 found Eater of the Dead ("{0}: If Eater of the Dead is tapped, exile target creature card from a graveyard and
untap Eater of the Dead.") headed "Target: Alice": the condition was false, so the instruction was not done (608.2c)
and no card was ever named, and the header fell back on the board's default player. The result's ``target`` is then
none, and the header says no object was named and why it changes nothing (narrate_unnamed.py).
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from tests.apnap import corpus


def _eater(lang: str = "en", target: str = "Alice", tapped: bool = False) -> dict[str, Any]:
    item = corpus.ability_of("Eater of the Dead")
    base = corpus.board(4)
    data = {**corpus.request(item, base), "target": target, "players": copy.deepcopy(base["players"])}
    if tapped:
        data["players"][3]["battlefield"].append({"name": "Eater of the Dead", "types": ["creature"], "tapped": True})
    return resolve_text(json.dumps(data), lang, card_lookup=corpus.card_lookup(item))


@pytest.mark.parametrize(("lang", "header"), [("en", "Target: none named"), ("es", "Objetivo: ninguno nombrado")])
def test_an_undone_card_target_is_said_unnamed_never_the_player(lang: str, header: str) -> None:
    out = _eater(lang)
    assert out["target"] is None
    lines = out["narration"].split("\n")
    assert not any(line in ("Target: Alice", "Objetivo: Alice") for line in lines)
    assert lines[2].startswith(header) and "608.2c" in lines[2]


def test_a_named_card_is_exiled_and_no_player_is_shown() -> None:
    out = _eater(target="Gray Ogre", tapped=True)
    assert "Alice" not in out["narration"].split("\n")[2]
    assert out["steps"][0]["events"][0]["objects"] == ["Gray Ogre"]


def test_a_player_target_is_still_shown() -> None:
    out = corpus.resolve_ability(corpus.ability_of("Yamabushi's Flame"), corpus.board(4))
    assert "Target: Alice" in out["narration"].split("\n")


@pytest.mark.parametrize("card", ["Electrolyze", "Remedy"])
def test_a_divided_word_may_take_the_player_and_shows_it(card: str) -> None:
    """"Divided as you choose among one or two targets" / "to any number of targets" (601.2d, 115.4): a player may be
    one of them, so the player given stays the target shown."""
    out = corpus.resolve_ability(corpus.ability_of(card), corpus.board(4))
    assert out["target"] == "Alice" and "Target: Alice" in out["narration"].split("\n")


def test_a_land_word_never_shows_the_player() -> None:
    """Numot, the Devastator: "you may pay {2}{R}. If you do, destroy up to two target lands" declined: no land was
    chosen, and Alice is no land."""
    out = corpus.resolve_ability(corpus.ability_of("Numot, the Devastator"), corpus.board(4))
    assert out["target"] is None and "Target: Alice" not in out["narration"]
