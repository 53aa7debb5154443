"""Replacement and prevention constructions read in session 37 (614, 615): "… instead it deals 10 damage to that
permanent or player and the damage can't be prevented" (615.12 on the damage of the "instead" sentence only), on the
standard board (Alice, Bob, Carol with 3 life, Dave; Bob is active, Dave controls the effect)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.test_board_replacements import permanent, resolve

MARK_OF_ASYLUM = "Prevent all noncombat damage that would be dealt to creatures you control."
RAGE = ("This spell deals 3 damage to any target. If this spell was kicked, instead it deals 10 damage to that "
        "permanent or player and the damage can't be prevented.")


def _damage(out: dict[str, Any]) -> list[tuple[int | None, bool]]:
    return [(e.get("amount"), bool(e.get("replaced"))) for s in out["steps"] for e in s["events"]
            if e["action"] == "damage"]


@pytest.mark.parametrize(("kicked", "dealt", "dies"), [(True, [(10, False)], True), (False, [(0, True)], False)])
def test_the_damage_cant_be_prevented_in_an_instead_sentence_is_that_damage_only(kicked: bool, dealt: Any,
                                                                                 dies: bool) -> None:
    """615.12, 608.2c, 702.33d: kicked, the 10 damage can't be prevented (Mark of Asylum prevents none of it); not
    kicked, the 3 damage is prevented as any other (the sentence that says so did not happen)."""
    shield = ("Alice", permanent("Mark of Asylum", MARK_OF_ASYLUM, colors=["white"]))
    out = resolve(RAGE, shield, target="Serra Angel", kicked=kicked)
    assert _damage(out) == dealt
    assert bool(out["state_based_actions"]) is dies
    assert ("615.12" in out["citations"]) is kicked


GUERRILLAS = {"en": "The next time target creature would deal combat damage to an opponent this turn, it deals that "
                    "damage to you instead.",
              "es": "La próxima vez que la criatura objetivo fuera a hacer daño de combate a un oponente este turno, "
                    "en su lugar hace ese daño a ti."}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_next_time_it_would_deal_combat_damage_to_an_opponent_is_redirected(lang: str) -> None:
    """614.9, 510.2: "… to an opponent": the next combat damage event of the creature to any of the controller's
    opponents is dealt to the controller instead; the controller's own damage is not watched for."""
    out = resolve_card(GUERRILLAS[lang], target="Hill Giant", lang=lang)
    (event,) = out["steps"][0]["events"]
    assert (event["act"], event["next_time"], event["combat"]) == ("damage_redirect", True, True)
    assert event["objects"] == ["Alice", "Bob", "Carol"] and event["instead"] == ["Dave"]
    assert event["sources"] == ["Hill Giant"] and "614.9" in out["citations"]
    assert out["life"]["Dave"] == 20


REVERSAL = {"en": "The next time you would lose the game this turn, instead draw seven cards and your life total "
                  "becomes 1.",
            "es": "La próxima vez que fueras a perder el juego este turno, en vez de eso, roba siete cartas y tu total "
                  "de vidas pasa a ser 1."}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_next_time_you_would_lose_the_game_is_replaced_by_an_instruction(lang: str) -> None:
    """614.1a, 104.3: the loss of the game is replaced by drawing and a new life total; nothing is drawn now."""
    out = resolve_card(REVERSAL[lang], lang=lang)
    (step,) = out["steps"]
    (event,) = step["events"]
    assert (event["act"], event["labels"] if "labels" in event else event["objects"], event["duration"]) == (
        "lose_game_instead_next", ["Dave"], "this_turn")
    assert [s["action"] for s in event["steps"]] == ["draw", "set_life"]
    assert {"614.1a", "104.3"} <= set(step["citations"]) and out["life"]["Dave"] == 20
    assert not any(s["action"] == "draw" for s in out["steps"])


def test_a_loss_later_in_the_same_effect_is_refused() -> None:
    """The engine does not apply the replacement to a loss this same effect causes: refused, never answered wrongly."""
    with pytest.raises(BotError) as err:
        resolve_card("The next time you would lose the game this turn, instead your life total becomes 1. You lose "
                     "30 life.")
    assert err.value.code == "unsupported_effect"


ENCORE = ("Put target creature card from an opponent's graveyard onto the battlefield under your control. It gains "
          "haste. Exile it at the beginning of the next end step. If that creature would leave the battlefield, exile "
          "it instead of putting it anywhere else.")


def test_if_that_creature_would_leave_the_battlefield_it_is_exiled_instead() -> None:
    """614.1a, 611.2a: a replacement on the creature the effect put onto the battlefield, for as long as it is there;
    nothing leaves now."""
    out = resolve_card(ENCORE, target="Gray Ogre")
    (step,) = [s for s in out["steps"] if s["action"] == "replace"]
    (event,) = step["events"]
    assert (event["act"], event["objects"], event["duration"]) == ("leaves_exile", ["Gray Ogre"], "game")
    assert "614.1a" in step["citations"]
    assert "if Gray Ogre would leave the battlefield, it is exiled instead" in out["narration"]


def test_an_instruction_after_the_leave_replacement_is_refused() -> None:
    with pytest.raises(BotError) as err:
        resolve_card(ENCORE + " Return it to its owner's hand.", target="Gray Ogre")
    assert err.value.code == "unsupported_effect"


def test_the_damage_cant_be_prevented_under_a_condition_the_damage_did_not_have_is_refused() -> None:
    """"Banefire deals X damage …. If X is 5 or more, this spell can't be countered and the damage can't be
    prevented.": the damage is dealt before its condition is checked; the engine would not know then (615.12)."""
    with pytest.raises(BotError) as err:
        resolve("This spell deals X damage to any target. If X is 5 or more, the damage can't be prevented.",
                target="Alice", x=6)
    assert err.value.code == "unsupported_effect"
