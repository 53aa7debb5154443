"""Choices of permanents whose controller is not the chooser (grammar/chosen_permanents.py, engine/chosen_pool.py).

"Each player chooses a nonland permanent" is anyone's permanent, "… you don't control" / "… they don't control" not
the controller's / the chooser's own, "… that hasn't been chosen this way" none an earlier choice of the effect took;
each player chooses in APNAP order (101.4), publicly (a permanent is no hidden information: each chooser sees the
earlier choices). "Destroy all other nonland permanents" after such a choice spares the chosen ones (608.2c), and
"For each player, you choose from among the permanents that player controls …" is the controller's choice, once for
each player (608.2d). Each test failed before (refused, or a wrong answer: "Each player chooses a creature they
control. Destroy all other creatures." destroyed the chosen creatures too).

The standard board (realcards.py): Alice: Grizzly Bears, Serra Angel, Forest, Plains, Sol Ring, Oblivion Ring; Bob:
Hill Giant, Mountain, Island, Mind Stone; Carol: Forest, Swamp; Dave: Llanowar Elves, Craw Wurm, Swamp. Bob is
active (APNAP order Bob, Carol, Dave, Alice); Dave controls.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of

FORTUNATE_FEW = ("Choose a nonland permanent you don't control, then each other player chooses a nonland permanent "
                 "they don't control that hasn't been chosen this way. Destroy all other nonland permanents.")
EYE_OF_DOOM = "Each player chooses a nonland permanent and puts a doom counter on it."
TRAGIC_ARROGANCE = ("For each player, you choose from among the permanents that player controls an artifact, a "
                    "creature, an enchantment, and a planeswalker. Then each player sacrifices all other nonland "
                    "permanents they control.")


def _chosen(out: dict[str, Any]) -> dict[str, list[str]]:
    return {e["player"]: e["objects"] for e in events_of(out, "choose") if e["objects"]}


def test_fortunate_few_each_chooses_another_players_permanent_and_the_rest_are_destroyed() -> None:
    out = resolve_card(FORTUNATE_FEW, choices={"Dave": [["Hill Giant"]], "Bob": [["Serra Angel"]],
                                               "Carol": [["Craw Wurm"]], "Alice": [["Llanowar Elves"]]})
    assert _chosen(out) == {"Dave": ["Hill Giant"], "Bob": ["Serra Angel"], "Carol": ["Craw Wurm"],
                            "Alice": ["Llanowar Elves"]}
    [destroy] = events_of(out, "destroy")
    assert sorted(destroy["objects"]) == ["Grizzly Bears", "Mind Stone", "Oblivion Ring", "Sol Ring"]
    assert {"101.4", "608.2c", "701.8a"} <= set(out["citations"])
    assert out["reading"] == ("Choose a nonland permanent you don't control. Each other player chooses a nonland "
                              "permanent they don't control that hasn't been chosen this way. Destroy all other "
                              "nonland permanents.")


def test_the_other_players_choose_in_apnap_order_after_the_controller() -> None:
    out = resolve_card(FORTUNATE_FEW)
    steps = [s for s in out["steps"] if s["action"] == "choose"]
    assert [c["player"] for s in steps for c in s["choices"]] == ["Dave", "Bob", "Carol", "Alice"]
    assert not any(c.get("hidden") for s in steps for c in s["choices"])  # a permanent chosen is public


@pytest.mark.parametrize("bob", ["Hill Giant", "Mind Stone"])
def test_a_permanent_already_chosen_or_the_choosers_own_is_not_offered(bob: str) -> None:
    """Dave took Hill Giant ("that hasn't been chosen this way"); Mind Stone is Bob's own ("they don't control")."""
    with pytest.raises(BotError):
        resolve_card(FORTUNATE_FEW, choices={"Dave": [["Hill Giant"]], "Bob": [[bob]]})


def test_eye_of_doom_each_player_puts_a_doom_counter_on_anyones_permanent() -> None:
    out = resolve_card(EYE_OF_DOOM, choices={"Bob": [["Serra Angel"]], "Carol": [["Hill Giant"]],
                                             "Dave": [["Craw Wurm"]], "Alice": [["Serra Angel"]]})
    put = {e["player"]: (e["objects"], e["counter"]) for e in events_of(out, "counter") if e["objects"]}
    assert put == {"Bob": (["Serra Angel"], "doom"), "Carol": (["Hill Giant"], "doom"),
                   "Dave": (["Craw Wurm"], "doom"), "Alice": (["Serra Angel"], "doom")}
    assert {"101.4", "122.1"} <= set(out["citations"])
    assert out["reading"] == EYE_OF_DOOM


def test_destroy_all_other_after_a_choice_spares_the_chosen() -> None:
    out = resolve_card("Each player chooses a creature they control. Destroy all other creatures.",
                       choices={"Alice": [["Serra Angel"]], "Dave": [["Craw Wurm"]]})
    [destroy] = events_of(out, "destroy")
    assert sorted(destroy["objects"]) == ["Grizzly Bears", "Llanowar Elves"]  # Hill Giant: Bob's only creature, kept
    assert out["reading"] == "Each player chooses a creature they control. Destroy all other creatures."


def test_a_permanent_you_control_is_the_controllers_for_every_chooser() -> None:
    """Before, each player chose among their own permanents and only Dave had any."""
    out = resolve_card("Each player chooses a nonland permanent you control.", choices={"Bob": [["Craw Wurm"]]})
    assert _chosen(out) == {"Bob": ["Craw Wurm"], "Carol": ["Llanowar Elves"], "Dave": ["Llanowar Elves"],
                            "Alice": ["Llanowar Elves"]}


def test_tragic_arrogance_the_controller_chooses_for_each_player() -> None:
    """Carol controls no nonland permanent: nothing to choose for her (101.3), so no answer is asked."""
    out = resolve_card(TRAGIC_ARROGANCE, choices={"Dave": [["Mind Stone", "Hill Giant"], ["Craw Wurm"],
                                                           ["Serra Angel", "Sol Ring", "Oblivion Ring"]]})
    [choose] = [s for s in out["steps"] if s["action"] == "choose"]
    assert {c["player"] for c in choose["choices"]} == {"Dave"}  # 608.2d: every choice is the controller's
    gone = {e["player"]: sorted(e["objects"]) for e in events_of(out, "sacrifice") if e["objects"]}
    assert gone == {"Dave": ["Llanowar Elves"], "Alice": ["Grizzly Bears"]}  # lands stay
    assert out["reading"] == TRAGIC_ARROGANCE.replace("Then each", "Each")


def test_the_rest_after_a_choice_among_anyones_permanents_is_refused() -> None:
    with pytest.raises(BotError):
        resolve_card("Each player chooses a nonland permanent, then sacrifices the rest.")


def test_cataclysm_still_reads_the_rest() -> None:
    out = resolve_card("Each player chooses from among the permanents they control an artifact, a creature, an "
                       "enchantment, and a land, then sacrifices the rest.")
    assert out["reading"].endswith("then sacrifices the rest.")


FORTUNATE_FEW_ES = ("Elige un permanente que no sea tierra que no controles, luego cada otro jugador elige un "
                    "permanente que no sea tierra que no controle y que no haya sido elegido de esta manera. Destruye "
                    "todos los demás permanentes que no sean tierra.")


def test_printed_spanish_fortunate_few_is_the_same_choice() -> None:
    choices = {"Dave": [["Hill Giant"]], "Bob": [["Serra Angel"]], "Carol": [["Craw Wurm"]],
               "Alice": [["Llanowar Elves"]]}
    es, en = resolve_card(FORTUNATE_FEW_ES, "es", choices=choices), resolve_card(FORTUNATE_FEW, choices=choices)
    assert _chosen(es) == _chosen(en)
    assert events_of(es, "destroy")[0]["objects"] == events_of(en, "destroy")[0]["objects"]


def test_spanish_they_dont_control_is_the_choosers_not_the_controllers() -> None:
    """"que no controla" after "cada jugador elige": not the chooser's own (it was read as "que no controlas",
    the controller's, which would let Dave's opponents choose among everyone's but Dave's)."""
    out = resolve_card("Cada jugador elige un permanente que no sea tierra que no controla.", "es",
                       choices={"Bob": [["Craw Wurm"]], "Dave": [["Hill Giant"]]})
    assert _chosen(out)["Bob"] == ["Craw Wurm"] and _chosen(out)["Dave"] == ["Hill Giant"]
    with pytest.raises(BotError):
        resolve_card("Cada jugador elige un permanente que no sea tierra que no controla.", "es",
                     choices={"Bob": [["Hill Giant"]]})


def test_printed_spanish_choose_and_put_a_counter() -> None:
    out = resolve_card("Cada jugador elige una criatura que controla y pone un contador +1/+1 sobre ella.", "es")
    assert {e["player"] for e in events_of(out, "counter") if e["objects"]} == {"Bob", "Dave", "Alice"}
