""""For each player, … target … that player controls" (601.2c: a target chosen for each player, the controller
included), in English and printed Spanish, read as "For each opponent, …" is (test_targets_per_player.py)."""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import run

EACH = "For each player, destroy up to one target creature that player controls."
EACH_ES = "Por cada jugador, destruye hasta una criatura objetivo que controla ese jugador."


@pytest.mark.parametrize("effect", [EACH, EACH_ES])
def test_one_target_of_each_player_yours_too(effect: str) -> None:
    out = run({}, effect=effect, target=["Hill Giant", "Grizzly Bears", "Craw Wurm"])
    (step,) = out["steps"]
    assert sorted(o for e in step["events"] for o in e["objects"]) == ["Craw Wurm", "Grizzly Bears", "Hill Giant"]
    assert {"115.1", "601.2c"} <= set(step["citations"])
    said = "For each player, destroy up to one target creature" if "For" in effect \
        else "Por cada jugador, destruye hasta una criatura objetivo"
    assert said in out["narration"]


def test_a_player_with_a_creature_and_none_named_is_asked() -> None:
    """Without "up to one" every player with a legal creature needs a target (601.2c): the controller's too."""
    with pytest.raises(BotError) as info:
        run({}, effect="For each player, destroy target creature that player controls.",
            target=["Hill Giant", "Grizzly Bears"])
    assert info.value.code == "choice_needed" and "Dave" in info.value.text("en")


def test_spanish_up_to_one_says_no_second_article() -> None:
    out = run({}, lang="es", effect="Por cada oponente, destruye hasta una criatura objetivo que controla ese jugador.",
              target=["Hill Giant"])
    assert "hasta una la" not in out["narration"]
