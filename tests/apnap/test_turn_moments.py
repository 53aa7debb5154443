"""When in the turn a spell may be cast (601.3) or an ability activated (602.5): the turn's steps (500.1) and whose
turn it is, read by the grammar's ``condition`` rule (moments.py) and checked before anything resolves.

The board always says whose turn it is (``active``); the step only when the scenario gives ``step``. A restriction
the scenario breaks is named in ``forbidden`` with the rule, and the spell or ability, on the stack because it was cast
or activated when it could be, resolves as given; one the scenario does not show is assumed and said in ``warnings``,
never guessed silently."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar.conditions import Controls, YourTurn, read_condition
from bot.apnap.grammar.history_conditions import HappenedThisTurn
from bot.apnap.grammar.moments import ThisTurn, TurnMoment
from bot.apnap.grammar.specs import TypeFilter
from bot.apnap.oracle import CardText
from bot.errors import BotError
from tests.apnap.forbidden_checks import resolved_despite
from tests.apnap.realcards import board

COMBAT = frozenset({"beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"})
# real restrictions (the corpus: Sudden Strength's "during combat", Blaze of Glory's "before blockers", Necrologia,
# Illusionist's Gambit), each the first line of a spell, with an effect the grammar reads
SUDDEN = "Cast this spell only during combat.\nTarget creature gets +2/+2 until end of turn."
BLAZE = ("Cast this spell only during combat before blockers are declared.\n"
         "Target creature gets +1/+1 until end of turn.")
NECROLOGIA = ("Cast this spell only during your end step.\nAs an additional cost to cast this spell, pay X life.\n"
              "Draw X cards.")
GAMBIT = "Cast this spell only during the declare blockers step on an opponent's turn.\nDraw a card."
# activated abilities (real wordings)
LADY = "{T}: You gain 1 life. Activate this ability only during your turn, before attackers are declared."
KJELDORAN = "{T}: Target creature gets +2/+2 until end of turn. Activate this ability only during combat."
POUNCER = ("{G/U}: Groundling Pouncer gets +1/+3 and gains flying until end of turn. Activate this ability only once "
           "each turn and only if an opponent controls a creature with flying.")


def _cast(card: str, text: str, type_line: str, **changes: Any) -> dict[str, Any]:
    data = board(**changes)
    data.pop("effect", None)
    data["card"] = card

    def lookup(name: str) -> CardText | None:
        return CardText(card, text, type_line=type_line) if name.casefold() == card.casefold() else None

    return resolve_text(json.dumps(data), card_lookup=lookup)


@pytest.mark.parametrize(("words", "expected"), [
    ("during combat", TurnMoment("any", COMBAT)),
    ("during combat before blockers are declared", TurnMoment("any", frozenset({"beginning_of_combat",
                                                                                "declare_attackers"}))),
    ("during combat after blockers are declared", TurnMoment("any", frozenset({"declare_blockers", "combat_damage",
                                                                               "end_of_combat"}))),
    ("during the declare blockers step on an opponent's turn", TurnMoment("opponent", frozenset({"declare_blockers"}))),
    ("during your end step", TurnMoment("you", frozenset({"end"}))),
    ("during any upkeep step", TurnMoment("any", frozenset({"upkeep"}))),
    ("during an opponent's upkeep", TurnMoment("opponent", frozenset({"upkeep"}))),
    ("after combat", TurnMoment("any", frozenset({"postcombat_main", "end", "cleanup"}))),
    ("during your turn, before attackers are declared",
     TurnMoment("you", frozenset({"untap", "upkeep", "draw", "precombat_main", "beginning_of_combat"}))),
    ("during your upkeep", YourTurn(upkeep=True)),
    ("you were dealt damage this turn by a red instant or sorcery spell", ThisTurn()),
    # the turn's record (``this_turn``) answers it when given; assumed and said when not (history_conditions.py)
    ("you've cast another spell this turn", HappenedThisTurn("spells", "you", TypeFilter(noun="spell"))),
])
def test_a_moment_of_the_turn_reads_into_whose_turn_and_which_steps(words: str, expected: object) -> None:
    assert read_condition(words, "en") == expected


def test_an_opponent_controls_is_any_one_opponent() -> None:
    cond = read_condition("an opponent controls a creature with flying", "en")
    assert isinstance(cond, Controls) and cond.who == "an_opponent"
    assert cond.filter.keywords == frozenset({"flying"})


@pytest.mark.parametrize(("card", "text"), [("Sudden Strength", SUDDEN), ("Blaze of Glory", BLAZE)])
def test_a_spell_in_a_step_its_restriction_forbids_is_named_and_resolves_as_given(card: str, text: str) -> None:
    # the main phase is not combat (500.1, 601.3): the answer says it could not be cast here, and resolves it as given
    out = _cast(card, text, "Instant", step="precombat_main", target="Hill Giant")
    assert resolved_despite(out, text.split("\n")[0], act="cast") == ["modify"]
    assert [e["objects"] for s in out["steps"] for e in s["events"]] == [["Hill Giant"]]


@pytest.mark.parametrize(("card", "text"), [("Sudden Strength", SUDDEN), ("Blaze of Glory", BLAZE)])
def test_a_spell_cast_in_the_step_it_allows_resolves_without_a_warning(card: str, text: str) -> None:
    out = _cast(card, text, "Instant", step="declare_attackers", target="Hill Giant")
    assert out["steps"] and not any("601.3" in w for w in out["warnings"])


def test_without_a_step_the_moment_is_assumed_and_said() -> None:
    out = _cast("Sudden Strength", SUDDEN, "Instant", target="Hill Giant")
    assert any("“Cast this spell only during combat.”" in w and "601.3" in w for w in out["warnings"])
    assert out["steps"][0]["action"] == "modify"  # the restriction is no step: the spell's effect is


def test_whose_turn_is_checked_even_without_a_step() -> None:
    broken = _cast("Necrologia", NECROLOGIA, "Instant", x=1)  # Bob's turn: not Dave's end step
    assert resolved_despite(broken, "Cast this spell only during your end step.", act="cast") == ["draw"]
    assert [(e["player"], e["action"], e["amount"]) for c in broken["costs"] for e in c["events"]] == [
        ("Dave", "pay", 1)]  # its additional cost is paid as for any spell (601.2h)
    assert broken["life"]["Dave"] == 19
    out = _cast("Necrologia", NECROLOGIA, "Instant", x=1, active="Dave", step="end")
    assert not any("601.3" in w for w in out["warnings"])
    # on an opponent's turn only (Gambit): Dave's own turn breaks it
    gambit = _cast("Illusionist's Gambit", GAMBIT, "Instant", active="Dave", step="declare_blockers")
    assert resolved_despite(gambit, GAMBIT.split("\n")[0], act="cast") == ["draw"]
    assert _cast("Illusionist's Gambit", GAMBIT, "Instant", step="declare_blockers")["steps"]


def test_an_activation_before_attackers_are_declared_on_your_turn() -> None:
    restriction = LADY[LADY.index("Activate"):]
    broken = _cast("Lady Sun", LADY, "Creature", ability=1, active="Dave", step="declare_blockers")
    assert resolved_despite(broken, restriction) == ["gain_life"] and broken["life"]["Dave"] == 21
    out = _cast("Lady Sun", LADY, "Creature", ability=1, active="Dave", step="upkeep")
    assert "forbidden" not in out and out["life"]["Dave"] == 21
    broken = _cast("Lady Sun", LADY, "Creature", ability=1, step="upkeep")  # not Dave's turn
    assert resolved_despite(broken, restriction) == ["gain_life"]


def test_an_activation_during_combat_on_any_turn() -> None:
    out = _cast("Kjeldoran Skycaptain", KJELDORAN, "Creature", ability=1, target="Hill Giant", step="combat_damage")
    assert out["steps"] and not out["warnings"][1:]
    broken = _cast("Kjeldoran Skycaptain", KJELDORAN, "Creature", ability=1, target="Hill Giant", step="end")
    assert resolved_despite(broken, "Activate this ability only during combat.") == ["modify"]


def test_only_if_an_opponent_controls_is_counted_on_each_opponent() -> None:
    # Alice (an opponent of Dave) controls Serra Angel, a creature with flying: the ability could be activated
    out = _cast("Groundling Pouncer", POUNCER, "Creature", ability=1)
    assert any("once each turn" in w for w in out["warnings"])
    assert not any("flying" in w and "602.5" in w for w in out["warnings"])
    # Alice's Angel is Dave's own (controller Alice): no opponent has a flyer
    broken = _cast("Groundling Pouncer", POUNCER, "Creature", ability=1, controller="Alice")
    assert resolved_despite(broken, "Activate this ability only if an opponent controls a creature with flying.") == [
        "modify"]
    assert [(e["player"], e["objects"]) for s in broken["steps"] for e in s["events"]] == [
        ("Alice", ["Groundling Pouncer"])]


def test_an_unknown_step_is_a_bad_scenario() -> None:
    with pytest.raises(BotError) as err:
        _cast("Sudden Strength", SUDDEN, "Instant", step="second main", target="Hill Giant")
    assert err.value.code == "bad_scenario" and err.value.field == "step"


@pytest.mark.parametrize(("spanish", "english"), [
    ("durante el combate", "during combat"),
    ("durante el combate antes de que se declaren los bloqueadores", "during combat before blockers are declared"),
    ("durante el paso de declarar bloqueadoras en el turno de un oponente",
     "during the declare blockers step on an opponent's turn"),
    ("durante tu paso final", "during your end step"),
    ("durante tu turno, antes de que se declaren los atacantes", "during your turn, before attackers are declared"),
    ("después del combate", "after combat"),
    ("un oponente controla una criatura con la habilidad de volar", "an opponent controls a creature with flying"),
])
def test_printed_spanish_reads_into_the_same_moment(spanish: str, english: str) -> None:
    assert read_condition(spanish, "es") == read_condition(english, "en")


def test_a_spanish_spell_s_restriction_is_checked_the_same_way() -> None:
    text = "Lanza este hechizo sólo durante el combate.\nLa criatura objetivo obtiene +2/+2 hasta el final del turno."
    data = board(step="postcombat_main", target="Hill Giant")
    data.pop("effect", None)
    data["card"] = "Fuerza repentina"

    def lookup(name: str) -> CardText | None:
        return CardText("Fuerza repentina", text, "es", "Instantáneo") if name == "Fuerza repentina" else None

    out = resolve_text(json.dumps(data), "es", card_lookup=lookup)
    assert resolved_despite(out, "Lanza este hechizo sólo durante el combate.", act="cast") == ["modify"]
    assert "Dave no podría lanzar este hechizo en este tablero: «Lanza este hechizo sólo durante el combate.» (601.3)" \
        in out["narration"]
    assert "Hill Giant: obtiene +2/+2 hasta el final del turno" in out["narration"]


@pytest.mark.parametrize("text", [
    "{B}: Phyrexian Battleflies gets +1/+0 until end of turn. Activate this ability no more than twice each turn.",
    "{R}: Furnace Whelp gets +1/+0 until end of turn. Activate this ability no more than three times each turn.",
])
def test_no_more_than_n_times_each_turn_is_a_restriction_assumed_and_said(text: str) -> None:
    from bot.apnap.oracle import split_restriction

    effect, restriction = split_restriction(text.split(": ", 1)[1])
    assert effect.endswith("until end of turn.") and restriction is not None
    assert restriction.startswith("Activate this ability no more than")
    card = text.split(" gets")[0].split(": ")[1]
    out = _cast(card, text, "Creature — Insect", ability=1)
    assert any(restriction in w and "602.5" in w for w in out["warnings"])
    assert out["steps"][0]["action"] == "modify"


BEASTBREAKER = ("Formidable — {4}{G}: Atarka Beastbreaker gets +4/+4 until end of turn. Activate this ability only if "
                "creatures you control have total power 8 or greater.")
DRAGON_WHISPERER = ("Formidable — {4}{R}{R}: Create a 4/4 red Dragon creature token with flying. Activate this ability "
                    "only if creatures you control have total power 8 or greater.")


@pytest.mark.parametrize(("card", "text"), [("Atarka Beastbreaker", BEASTBREAKER),
                                            ("Dragon Whisperer", DRAGON_WHISPERER)])
def test_formidable_counts_the_total_power_on_the_board(card: str, text: str) -> None:
    from tests.apnap.realcards import creature

    source = creature(card, 2, 2, colors=["green"])
    players = board()["players"]
    players[3] = {**players[3], "battlefield": [*players[3]["battlefield"], source]}  # 1 + 6 + 2 = 9
    out = _cast(card, text, "Creature", ability=1, players=players)
    assert not any("602.5" in w for w in out["warnings"])
    players[3] = {**players[3], "battlefield": [creature("Llanowar Elves", 1, 1, colors=["green"]), source]}
    broken = _cast(card, text, "Creature", ability=1, players=players)  # 1 + 2 = 3: named, resolved as given
    restriction = "Activate this ability only if creatures you control have total power 8 or greater."
    assert resolved_despite(broken, restriction) == [s["action"] for s in out["steps"]]
    assert [s["action"] for s in out["steps"]] == (["modify"] if card == "Atarka Beastbreaker" else ["create"])
