""""For each player, choose target permanent that player controls. Those players sacrifice those permanents."
(Vaevictis Asmadi, the Dire's words) and "For each opponent, choose target creature that player controls. Destroy those
creatures.", printed Spanish "Por cada jugador, elige el permanente objetivo que controla ese jugador. Esos jugadores
sacrifican esos permanentes.": one target among each player's permanents, chosen as the ability is put on the
stack (601.2c), checked as it resolves (608.2b); "those players" are the targets' controllers, each sacrificing its own
with no choice (701.21a), all at once (608.2e). Before: refused ("target permanent that player controls").

The standard board (realcards.py): Alice, Bob, Carol, Dave; Bob is active (APNAP: Bob, Carol, Dave, Alice), Dave
controls.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import DestroyTarget, SacrificeTarget, plan_of
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

CHOSEN = ("For each player, choose target permanent that player controls. Those players sacrifice those "
          "permanents.")
CHOSEN_ES = ("Por cada jugador, elige el permanente objetivo que controla ese jugador. Esos jugadores sacrifican "
             "esos permanentes.")
DESTROYED = "For each opponent, choose target creature that player controls. Destroy those creatures."
DESTROYED_ES = ("Por cada oponente, elige la criatura objetivo que controla ese jugador. Destruye esas criaturas.")
FOUR = ["Hill Giant", "Swamp", "Craw Wurm", "Serra Angel"]  # Bob's, Carol's, Dave's, Alice's


def test_each_player_sacrifices_the_target_they_control() -> None:
    out = resolve_card(CHOSEN, target=FOUR)
    (step,) = out["steps"]
    assert step["action"] == "sacrifice" and step["order"] == ["Bob", "Carol", "Dave", "Alice"]  # APNAP (101.4)
    assert [(e["player"], e["objects"]) for e in step["events"]] == [
        ("Bob", ["Hill Giant"]), ("Carol", ["Swamp"]), ("Dave", ["Craw Wurm"]), ("Alice", ["Serra Angel"])]
    assert all(c["forced"] for c in step["choices"])  # nobody chooses what to sacrifice (701.21a)
    assert {"601.2c", "701.21a", "115.1"} <= set(out["citations"])
    assert out["reading"] == CHOSEN
    assert "Carol sacrifices Swamp" in out["narration"]


def test_a_player_with_a_permanent_and_no_target_named_is_asked() -> None:
    with pytest.raises(BotError) as err:  # Carol controls lands: a target must be chosen for her (601.2c)
        resolve_card(CHOSEN, target=["Hill Giant", "Craw Wurm", "Serra Angel"])
    assert err.value.code == "choice_needed" and "Carol" in err.value.text("en")


def test_the_printed_spanish_reads_the_same_plan() -> None:
    (en,), (es,) = plan_of(parse_effect(CHOSEN, "en")).steps, plan_of(parse_effect(CHOSEN_ES, "es")).steps
    assert isinstance(en, SacrificeTarget) and en.per == "each_player" and en.chosen_first
    assert replace(en, text="") == replace(es, text="")
    out = resolve_card(CHOSEN_ES, "es", target=FOUR)
    assert out["reading"] == CHOSEN_ES and "Carol sacrifica Swamp" in out["narration"]


@pytest.mark.parametrize(("text", "lang"), [(DESTROYED, "en"), (DESTROYED_ES, "es")])
def test_for_each_opponent_the_targets_are_destroyed(text: str, lang: str) -> None:
    (step,) = plan_of(parse_effect(text, lang)).steps
    assert isinstance(step, DestroyTarget) and step.per == "each_opponent"
    out = resolve_card(text, lang, target=["Hill Giant", "Serra Angel"])  # Carol has no creature: no target (115.1)
    assert [e["objects"] for e in out["steps"][0]["events"]] == [["Hill Giant", "Serra Angel"]]
    assert "701.8a" in out["citations"] and out["reading"] == text


@pytest.mark.parametrize("text", [
    # a target chosen that nothing acts on, and "those permanents" with no target chosen before them (608.2c)
    "For each player, choose target permanent that player controls.",
    "Those players sacrifice those permanents.",
    "Destroy those creatures.",
    # "those creatures" after a choice of permanents: another noun
    "For each player, choose target permanent that player controls. Destroy those creatures.",
])
def test_other_wordings_stay_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        resolve_card(text, target=FOUR)
    assert err.value.code == "unsupported_effect"


SACRIFICED_THEN = ("For each opponent, choose target creature that player controls. Those players sacrifice those "
                   "creatures. Its controller loses 2 life.")
SACRIFICED_THEN_ES = ("Por cada oponente, elige la criatura objetivo que controla ese jugador. Esos jugadores "
                      "sacrifican esas criaturas. Su controlador pierde 2 vidas.")


@pytest.mark.parametrize(("text", "lang", "said"), [(SACRIFICED_THEN, "en", "Bob loses 2 life (→ 18)"),
                                                    (SACRIFICED_THEN_ES, "es", "Bob pierde 2 vidas (→ 18)")])
def test_a_sacrificed_targets_controller_is_known_after_it_left(text: str, lang: str, said: str) -> None:
    # 608.2h: "its controller" after the sacrifice is who controlled it as it last existed on the battlefield; the
    # sacrifice records it as a destroy or exile of a target does (it was "nobody is affected" before)
    from tests.apnap.realcards import STANDARD

    two = [p for p in STANDARD["players"] if p["name"] in ("Bob", "Dave")]
    out = resolve_card(text, lang, target=["Hill Giant"], players=two)
    assert [s["action"] for s in out["steps"]] == ["sacrifice", "lose_life"]
    assert said in out["narration"] and "608.2h" in out["citations"]
