"""Counters as a family on real cards (#22, session 20): Proliferate (701.34a: the proliferator's choice, asked or its
natural default said in a warning), counters on players ("you get an experience counter", 122.1; a player's
``counters:`` in a scenario), a counter moved from the source onto a target (122.5), and the bench completing counters
on a board permanent the way it completes other facts (stated in ``bench_completion``). English and printed Spanish."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.apnap.plan import GetCounters, MoveCounters, Proliferate
from bot.errors import BotError
from tests.apnap import corpus
from tests.apnap.realcards import creature, resolve_card
from tests.apnap.test_counters_and_tokens import events, same_plan


def counted_board(**changes: Any) -> dict[str, Any]:
    """Every permanent with its counters given (122.1), so nothing about them is a question: Dave (the controller) has
    Llanowar Elves with a +1/+1 counter and an experience counter; Bob is poisoned and his Hill Giant has two -1/-1
    counters; Alice and Carol have a creature and a land with none."""
    data: dict[str, Any] = {"players": [
        {"name": "Alice", "battlefield": [creature("Grizzly Bears", 2, 2, counters={}),
                                          {"name": "Forest", "types": ["land"], "counters": {}}]},
        {"name": "Bob", "poison": 3, "battlefield": [creature("Hill Giant", 3, 3, counters={"-1/-1": 2})]},
        {"name": "Carol", "battlefield": []},
        {"name": "Dave", "counters": {"experience": 1},
         "battlefield": [creature("Llanowar Elves", 1, 1, counters={"+1/+1": 1}),
                         {"name": "Swamp", "types": ["land"], "counters": {}}]}],
        "active": "Dave", "controller": "Dave"}
    data.update(changes)
    return data


def resolve(data: dict[str, Any], card: str, text: str, lang: str | None = None) -> dict[str, Any]:
    """``card:`` looked up as the bot looks it up, its text ``text``."""
    return resolve_text(json.dumps({**data, "card": card}), lang,
                        card_lookup=lambda n: CardText(card, text, lang or "en") if n.casefold() == card.casefold()
                        else None)


def said(out: dict[str, Any]) -> list[tuple[str, str, list[str], int | None, str | None]]:
    return [(e["player"], e["action"], e["objects"], e["amount"], e.get("counter")) for e in events(out)]


# --------------------------------------------------------------------------------- proliferate (701.34a)
def test_contentious_plan_proliferates_by_default_what_the_controller_would_and_says_so() -> None:
    out = resolve(counted_board(), "Contentious Plan", "Proliferate.\nDraw a card.")
    assert said(out)[:3] == [("Dave", "counter", ["Llanowar Elves"], 1, "+1/+1"),  # permanents, then players by seat
                             ("Bob", "poison", [], 1, "poison"),
                             ("Dave", "player_counter", [], 1, "experience")]
    choice = out["steps"][0]["choices"][0]
    assert choice["auto"] and choice["chosen"] == ["Llanowar Elves", "Bob", "Dave"]
    assert any("Dave's choice (701.34a)" in w for w in out["warnings"])
    assert "701.34a" in out["steps"][0]["citations"]
    assert out["reading"].startswith("Proliferate")


def test_proliferate_gives_what_the_player_chooses_and_a_minus_counter_can_kill() -> None:
    """Dave chooses Bob's Hill Giant (two -1/-1 counters, a 3/3) and Bob: a third counter, a 0/0 that dies (704.5f),
    and a fourth poison counter; nothing of Dave's, and no warning (the choice was his)."""
    out = resolve(counted_board(choices={"Dave": [["Hill Giant", "Bob"]]}), "Volt Charge", "Proliferate.")
    assert said(out) == [("Dave", "counter", ["Hill Giant"], 1, "-1/-1"), ("Bob", "poison", [], 1, "poison")]
    assert [s["object"] for s in out["state_based_actions"]] == ["Hill Giant"]
    assert not any("701.34a" in w for w in out["warnings"])


def test_proliferate_asks_about_a_permanent_whose_counters_nobody_gave() -> None:
    board = counted_board()
    board["players"][0]["battlefield"] = ["Grizzly Bears (creature)"]
    with pytest.raises(BotError) as caught:
        resolve(board, "Contentious Plan", "Proliferate.")
    assert caught.value.code == "choice_needed" and caught.value.key == "apnap.error.counters_of_any_needed"
    assert "Grizzly Bears" in caught.value.text("en") and "Grizzly Bears" in caught.value.text("es")


def test_proliferate_with_no_counters_anywhere_does_nothing() -> None:
    board = counted_board()
    board["players"][1] = {"name": "Bob", "battlefield": []}
    board["players"][3] = {"name": "Dave", "battlefield": []}
    out = resolve(board, "Contentious Plan", "Proliferate.")
    assert said(out) == [("Dave", "proliferate", [], 0, None)]
    assert "no permanent or player has a counter" in out["narration"]


def test_proliferate_in_printed_spanish_is_the_same_plan_and_said_in_spanish() -> None:
    same_plan("Proliferate.", "Prolifera.")
    out = resolve(counted_board(), "Contentious Plan", "Prolifera.", "es")
    assert out["reading"] == "Prolifera."
    assert "Dave prolifera: 1 contador +1/+1 más sobre Llanowar Elves" in out["narration"]
    assert "lo elige Dave (701.34a)" in " ".join(out["warnings"])


def test_fuel_for_the_cause_counters_then_proliferates() -> None:
    """"Counter target spell, then proliferate.": one plan of two steps, the second the proliferate step."""
    from bot.apnap.grammar.effect import parse_effect
    from bot.apnap.plan import plan_of

    steps = plan_of(parse_effect("Counter target spell, then proliferate.", "en")).steps
    assert [type(s) for s in steps][-1] is Proliferate


# --------------------------------------------------------------------------------- counters on players (122.1)
MEREN = "Whenever another creature you control dies, you get an experience counter."


def test_meren_gives_its_controller_an_experience_counter_with_the_total() -> None:
    out = resolve(counted_board(), "Meren of Clan Nel Toth", MEREN)
    assert said(out) == [("Dave", "player_counter", [], 1, "experience")]
    assert events(out)[0]["total"] == 2
    assert out["reading"] == "You get an experience counter."
    assert "Dave gets 1 experience counter (→ 2)" in out["narration"]


def test_daxos_in_printed_spanish_is_the_same_plan() -> None:
    same_plan("You get an experience counter.", "Obtienes un contador de experiencia.")
    out = resolve(counted_board(), "Daxos the Returned",
                  "Siempre que lances un hechizo de encantamiento, obtienes un contador de experiencia.", "es")
    assert out["reading"] == "Obtienes un contador de experiencia."
    assert "Dave obtiene 1 contador de experiencia (→ 2)" in out["narration"]


def test_a_players_counters_in_a_scenario_poison_and_energy_keep_their_owners() -> None:
    board = counted_board()
    board["players"][1] = {"name": "Bob", "counters": {"poison": 9}, "battlefield": []}
    out = resolve(board, "Contentious Plan", "Proliferate.")
    assert ("Bob", "poison", [], 1, "poison") in said(out)
    assert any("704.5c" in s.get("rules", []) for s in out["state_based_actions"])  # ten poison counters


def test_an_experience_counter_is_a_players_not_a_poison_or_a_permanents() -> None:
    from bot.apnap.grammar.effect import parse_effect
    from bot.apnap.plan import plan_of

    step = plan_of(parse_effect("You get an experience counter.", "en")).steps[0]
    assert isinstance(step, GetCounters) and step.kind == "experience"
    assert type(plan_of(parse_effect("You get a poison counter.", "en")).steps[0]).__name__ == "GetPoison"


# --------------------------------------------------------------------------------- a counter moved (122.5)
WEAPON_RACK = "{T}: Move a +1/+1 counter from Weapon Rack onto target creature. Activate only as a sorcery."


def rack(n: int) -> dict[str, Any]:
    board = counted_board(target="Hill Giant")
    board["players"][3]["battlefield"].append({"name": "Weapon Rack", "types": ["artifact"], "counters": {"+1/+1": n}})
    return board


def test_weapon_rack_moves_a_counter_onto_the_target() -> None:
    out = resolve(rack(3), "Weapon Rack", WEAPON_RACK)
    assert said(out) == [("Dave", "move_counter", ["Hill Giant"], 1, "+1/+1")]
    assert events(out)[0]["from"] == "Weapon Rack"
    assert "122.5" in out["steps"][0]["citations"]
    assert "Dave moves 1 +1/+1 counter from Weapon Rack onto Hill Giant (122.5)" in out["narration"]
    # the moved +1/+1 counter meets one of Hill Giant's -1/-1 counters (704.5q)
    assert out["state_based_actions"][0]["event"] == "counters_annihilated"


def test_weapon_rack_with_no_counter_moves_nothing() -> None:
    out = resolve(rack(0), "Weapon Rack", WEAPON_RACK)
    assert said(out) == [("Dave", "move_counter", ["Hill Giant"], 0, "+1/+1")]
    assert "moves no +1/+1 counter from Weapon Rack onto Hill Giant" in out["narration"]


def test_weapon_rack_in_printed_spanish_is_the_same_plan() -> None:
    same_plan("Move a +1/+1 counter from this artifact onto target creature.",
              "Mueve un contador +1/+1 de este artefacto a la criatura objetivo.")
    out = resolve(rack(2), "Weapon Rack", "{T}: Mueve un contador +1/+1 de Weapon Rack a la criatura objetivo.", "es")
    assert said(out) == [("Dave", "move_counter", ["Hill Giant"], 1, "+1/+1")]
    assert "Dave mueve 1 contador +1/+1 de Weapon Rack a Hill Giant (122.5)" in out["narration"]
    from bot.apnap.grammar.effect import parse_effect
    from bot.apnap.plan import plan_of

    assert isinstance(plan_of(parse_effect("Mueve un contador +1/+1 de este artefacto a la criatura objetivo.",
                                           "es")).steps[0], MoveCounters)


# --------------------------------------------------------------------------------- every counter removed (122.1)
def test_suncleanser_removes_every_kind_of_counter_from_its_target() -> None:
    board = counted_board(target="Llanowar Elves")
    board["players"][3]["battlefield"][0]["counters"] = {"+1/+1": 2, "charge": 1}
    out = resolve(board, "Suncleanser", "Remove all counters from target creature.")
    assert said(out) == [("Dave", "remove_counter", ["Llanowar Elves"], 2, "+1/+1"),
                         ("Dave", "remove_counter", ["Llanowar Elves"], 1, "charge")]
    assert out["reading"] == "Remove all counters from target creature."


def test_aether_snap_removes_every_counter_from_all_permanents_in_both_languages() -> None:
    out = resolve(counted_board(), "Aether Snap", "Remove all counters from all permanents and exile all tokens.")
    assert sorted(said(out)[:2]) == [("Dave", "remove_counter", ["Hill Giant"], 2, "-1/-1"),
                                     ("Dave", "remove_counter", ["Llanowar Elves"], 1, "+1/+1")]
    same_plan("Remove all counters from all permanents.", "Quita todos los contadores de todos los permanentes.")
    es = resolve(counted_board(), "Aether Snap", "Quita todos los contadores de todos los permanentes.", "es")
    assert "Dave quita 2 contadores -1/-1 de Hill Giant" in es["narration"]
    assert es["reading"] == "Quita todos los contadores de todos los permanentes."


def test_removing_every_counter_asks_about_counters_nobody_gave() -> None:
    board = counted_board(target="Grizzly Bears")
    board["players"][0]["battlefield"] = ["Grizzly Bears (creature)"]
    with pytest.raises(BotError) as caught:
        resolve(board, "Suncleanser", "Remove all counters from target creature.")
    assert caught.value.code == "choice_needed" and "Grizzly Bears" in caught.value.text("en")


# --------------------------------------------------------------------------------- the bench's completion
def test_bench_completes_counters_on_a_board_permanent_and_shows_it() -> None:
    """"How many +1/+1 counters are on Llanowar Elves" is a fact of the board (122.1): the bench gives that permanent
    one and every other permanent none, in the long form, and says so in ``bench_completion``; before, Abzan Falconer
    was refused as ``choice_needed``."""
    item = next(i for i in corpus.fresh_abilities() if i.card == "Abzan Falconer" and "flying" in i.ability)
    out = corpus.resolve_ability(item, corpus.board(4))
    dave = out["bench_completion"]["players"]["Dave"]["battlefield"]
    assert {"name": "Llanowar Elves", "types": ["creature"], "power": 1, "toughness": 1, "colors": ["green"],
            "counters": {"+1/+1": 1}} in dave
    assert any(o.get("name") == "Craw Wurm" and o.get("counters") == {} for o in dave)
    assert "Llanowar Elves" in events(out)[0]["objects"] and "Craw Wurm" not in events(out)[0]["objects"]


def test_reading_says_an_before_a_vowel_counter() -> None:
    out = resolve_card("Put an age counter on target creature.", target="Hill Giant")
    assert out["reading"] == "Put an age counter on target creature."


def test_two_headed_giant_team_gets_one_poison_counter_from_proliferate() -> None:
    """701.34b: poison counters are the team's; with both opponents chosen, only one of them gets a counter."""
    board = counted_board(teams=[["Alice", "Carol"], ["Bob", "Dave"]], shared_life=True,
                          choices={"Dave": [["Alice", "Carol"]]})
    board["players"][0]["poison"] = 2
    out = resolve(board, "Contentious Plan", "Proliferate.")
    assert [(e["player"], e["action"]) for e in events(out)] == [("Alice", "poison")]
    assert "701.34b" in out["steps"][0]["citations"]


def test_quick_mode_never_says_nothing_has_a_counter_nor_a_total_it_does_not_know() -> None:
    """With the battlefields and the players' counters not described (quick mode), proliferate says who gets one is
    not known, and an experience counter has no total."""
    from bot.apnap.quick import QuickRequest, quick_scenario

    def quick(effect: str) -> dict[str, Any]:
        return resolve_text(json.dumps(quick_scenario(QuickRequest(effect=effect, players=["Alice", "Bob"]))))

    out = quick("Proliferate.")
    assert "no permanent or player has a counter" not in out["narration"]
    assert "who gets one is not known" in out["narration"]
    got = quick("You get an experience counter.")
    assert "total" not in events(got)[0] and "Alice gets 1 experience counter." in got["narration"]
