"""The board's power and toughness statics in every reading of a size (issue #22; 611.3a, 613.4b-c, 613.7a, 704.5f-g;
bot/apnap/board_pt_statics.py, bot/apnap/engine/board_pt.py): a lord on the battlefield ("Other Elf creatures you
control get +1/+1", printed Spanish "Las otras criaturas Elfo que controlas obtienen +1/+1."), an opponents' anthem
("Creatures your opponents control get -1/-1"), a base set (layer 7b), the source's own lord while another of its
abilities resolves, a lord that leaves or a creature that enters as the effect resolves, the object read as it last
existed (608.2h), and the statics the resolver does not apply, said and never dropped in silence."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.apnap import CardText, resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board, creature, run

LORD = "Other Elf creatures you control get +1/+1."
LORD_ES = "Las otras criaturas Elfo que controlas obtienen +1/+1."
ELVES = creature("Llanowar Elves", 1, 1, colors=["green"], subtypes=["Elf", "Druid"])


def archdruid(text: str = LORD) -> dict[str, Any]:
    return creature("Elvish Archdruid", 2, 2, colors=["green"], subtypes=["Elf", "Druid"], text=text)


def dave(*more: Any, lord: str = LORD) -> dict[str, Any]:
    return {"battlefield": [ELVES, archdruid(lord), "Swamp (basic land)", *more]}


def dead(out: dict[str, Any]) -> list[str]:
    return [e["object"] for e in out["state_based_actions"] if e["event"] == "dies"]


def board_statics(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in out.get("continuous_effects", []) if e["change"] == "board_static"]


PING = "Shock deals 1 damage to any target."


def test_a_lord_keeps_its_elf_alive_through_damage() -> None:  # 611.3a, 613.4c, 704.5g
    out = run({}, effect=PING, target="Llanowar Elves", Dave=dave())
    assert dead(out) == []
    (effect,) = board_statics(out)
    assert (effect["source"], effect["objects"], effect["pt"], effect["layer"]) == (
        "Elvish Archdruid", ["Llanowar Elves"], "+1/+1", "7c")
    assert {"611.3a", "613.4c"} <= set(out["citations"])
    assert "Elvish Archdruid gives Llanowar Elves +1/+1 while it is on the battlefield" in out["narration"]
    assert dead(run({}, effect=PING, target="Llanowar Elves", Dave={"battlefield": [ELVES]})) == ["Llanowar Elves"]


def test_a_printed_spanish_lord_is_read_and_narrated_in_spanish() -> None:
    out = run({}, "es", effect="Descarga inflige 1 punto de daño a cualquier objetivo.", target="Llanowar Elves",
              Dave=dave(lord=LORD_ES))
    assert dead(out) == []
    assert "Elvish Archdruid le da +1/+1 a Llanowar Elves mientras esté en el campo de batalla" in out["narration"]


def test_the_lord_is_not_its_own_bonus() -> None:  # "other" (109.3): the Archdruid stays a 2/2
    out = run({}, effect="Shock deals 2 damage to any target.", target="Elvish Archdruid", Dave=dave())
    assert dead(out) == ["Elvish Archdruid"]


ANTHEM = {"name": "Pall of Shade", "types": ["enchantment"], "colors": ["black"],
          "text": "Creatures your opponents control get -1/-1."}


def test_an_opponents_anthem_is_its_controllers_you() -> None:  # 109.5: "your opponents" of Alice, who controls it
    shock = "Shock deals 2 damage to any target."
    alice = {"battlefield": [*board()["players"][0]["battlefield"], ANTHEM]}
    out = run({}, effect=shock, target="Hill Giant", Alice=alice)
    assert dead(out) == ["Hill Giant"]  # a 2/2 now
    bob = {"battlefield": [creature("Hill Giant", 3, 3, colors=["red"]), ANTHEM]}
    assert dead(run({}, effect=shock, target="Hill Giant", Bob=bob)) == []  # Bob's own: not his opponents'


def test_a_lord_that_leaves_shrinks_its_elves_at_once() -> None:  # 611.3a, 704.3, 704.5f
    weak = {**ELVES, "counters": {"-1/-1": 1}}  # a 0/0 kept alive by the lord
    out = run({}, effect="Destroy target creature.", target="Elvish Archdruid",
              Dave={"battlefield": [weak, archdruid(), "Swamp (basic land)"]})
    assert sorted(dead(out)) == ["Llanowar Elves"]
    assert any(r["rules"] == ["704.5f"] for r in out["state_based_actions"])


def test_a_creature_read_as_it_last_existed_had_the_bonus() -> None:  # 608.2h: the lord's +1/+1 counted
    out = run({}, effect="Destroy target creature. You gain life equal to its power.", target="Llanowar Elves",
              Dave=dave())
    assert out["life"]["Dave"] == 22


def test_a_creature_that_enters_gets_the_bonus() -> None:  # 611.3a: it applies to what enters
    mystic = creature("Elvish Mystic", 1, 1, colors=["green"], subtypes=["Elf", "Druid"])
    text = "Return target creature card from your graveyard to the battlefield. Put a -1/-1 counter on it."
    with_lord = run({}, effect=text, target="Elvish Mystic", Dave={**dave(), "graveyard": [mystic]})
    assert dead(with_lord) == []
    alone = run({}, effect=text, target="Elvish Mystic", Dave={"battlefield": [ELVES], "graveyard": [mystic]})
    assert dead(alone) == ["Elvish Mystic"]


def test_a_base_set_on_the_board_is_layer_7b() -> None:  # 613.4b: Hill Giant a 1/1, so 1 damage kills it
    small = {"name": "Humility Lite", "types": ["enchantment"], "colors": ["white"],
             "text": "Creatures your opponents control have base power and toughness 1/1."}
    alice = {"battlefield": [*board()["players"][0]["battlefield"], small]}
    out = run({}, effect=PING, target="Hill Giant", Alice=alice)
    assert dead(out) == ["Hill Giant"]
    (effect,) = board_statics(out)
    assert (effect["pt"], effect["layer"], effect["rules"]) == ("1/1", "7b", ["611.3a", "613.4b"])
    other = {**small, "name": "Other Lite", "text": "Creatures your opponents control have base power and toughness "
                                                    "2/2."}
    with pytest.raises(BotError) as info:  # 613.7a: which permanent came later the board does not say
        run({}, effect=PING, target="Hill Giant", Alice={"battlefield": [small, other]})
    assert info.value.code == "unsupported_effect"
    assert "Humility Lite" in str(info.value.message) and "Other Lite" in str(info.value.message)


@pytest.mark.parametrize(("text", "words"), [
    ("As long as you control a Forest, other Elf creatures you control get +1/+1.", "As long as you control a Forest"),
    ("Other Elf creatures you control get +1/+1 for each Forest you control.", "for each Forest you control"),
    ("Mientras controles un bosque, las otras criaturas Elfo que controlas obtienen +1/+1.", "Mientras controles")])
def test_a_size_static_not_applied_is_said_when_a_size_is_read(text: str, words: str) -> None:  # never in silence
    out = run({}, effect=PING, target="Llanowar Elves", Dave=dave(lord=text))
    assert dead(out) == ["Llanowar Elves"]  # not applied: the board's 1/1
    (warning,) = [w for w in out["warnings"] if "Elvish Archdruid" in w and "static ability" in w]
    assert words in warning and "not apply" in warning
    quiet = run({}, effect="Draw a card.", Dave=dave(lord=text))  # no size read: nothing to warn of
    assert not any("static ability" in w for w in quiet.get("warnings", []))


def test_the_warning_is_in_spanish_for_a_spanish_answer() -> None:
    text = "Mientras controles un bosque, las otras criaturas Elfo que controlas obtienen +1/+1."
    out = run({}, "es", effect="Descarga inflige 1 punto de daño a cualquier objetivo.", target="Llanowar Elves",
              Dave=dave(lord=text))
    assert any("habilidad estática que puede cambiar la fuerza o la resistencia" in w for w in out["warnings"])


LORD_CARD = "Other Elf creatures you control get +1/+1.\nWhen Elf Marshal enters the battlefield, it deals 1 damage " \
            "to target creature."


def _marshal(ability: int, target: str | None, text: str = LORD_CARD, size: str = "2",
             battlefield: tuple[Any, ...] = (ELVES, "Swamp (basic land)")) -> dict[str, Any]:
    """Elf Marshal's ability resolving, its card given by the card database and placed by the loader (113.6)."""
    data = board(Dave={"battlefield": list(battlefield)}, card="Elf Marshal", ability=ability,
                 **({"target": target} if target else {}))

    def lookup(name: str) -> CardText | None:
        return CardText("Elf Marshal", text, "en", "Creature — Elf Warrior", size, size, "{2}{G}") \
            if name.casefold() == "elf marshal" else None

    return resolve_text(json.dumps(data), None, card_lookup=lookup)


def test_the_sources_own_lord_applies_while_its_other_ability_resolves() -> None:  # 113.6, 611.3a
    out = _marshal(2, "Llanowar Elves")
    assert dead(out) == []
    assert [e["source"] for e in board_statics(out)] == ["Elf Marshal"]


def test_the_resolving_static_itself_is_applied_once() -> None:  # 604.1: its own step, not the board's too
    out = _marshal(1, None)
    assert board_statics(out) == []
    (event,) = [e for s in out["steps"] for e in s["events"] if e["action"] == "modify"]
    assert (event["objects"], event["pt"]) == (["Llanowar Elves"], "+1/+1")


GLORIOUS = {"name": "Glorious Anthem", "types": ["enchantment"], "colors": ["white"],
            "text": "Creatures you control get +1/+1."}


@settings(max_examples=12, deadline=None)
@given(anthems=st.integers(min_value=0, max_value=3), damage=st.integers(min_value=1, max_value=5),
       lord=st.booleans())
def test_every_static_counts_in_the_toughness_the_state_based_actions_read(anthems: int, damage: int,
                                                                           lord: bool) -> None:  # 613.4c, 704.5g
    permanents = [ELVES, *[{**GLORIOUS, "name": f"Glorious Anthem {i}"} for i in range(anthems)]]
    if lord:
        permanents.append(archdruid())
    out = run({}, effect=f"Shock deals {damage} damage to any target.", target="Llanowar Elves",
              Dave={"battlefield": permanents})
    toughness = 1 + anthems + lord
    assert ("Llanowar Elves" in dead(out)) == (damage >= toughness)
    reached = sorted(e["source"] for e in board_statics(out))
    assert reached == sorted([f"Glorious Anthem {i}" for i in range(anthems)] + (["Elvish Archdruid"] if lord else []))


def _now(out: dict[str, Any], action: str) -> dict[str, str]:
    (event,) = [e for s in out["steps"] for e in s["events"] if e["action"] == action]
    return dict(event["now"])


def test_a_switch_comes_after_the_boards_bonus() -> None:  # 613.4c then 613.4d: a 6/4 Craw Wurm +1/+1 is 5/7
    wurm = creature("Craw Wurm", 6, 4, colors=["green"], subtypes=["Wurm"])
    out = run({}, effect="Switch target creature's power and toughness until end of turn.", target="Craw Wurm",
              Dave={"battlefield": [wurm, GLORIOUS]})
    assert _now(out, "switch_pt") == {"Craw Wurm": "5/7"}


def test_a_base_this_resolution_sets_is_later_and_the_bonus_stays_on_top() -> None:  # 613.4b, 613.4c, 613.7a
    small = {"name": "Humility Lite", "types": ["enchantment"], "colors": ["white"],
             "text": "Creatures your opponents control have base power and toughness 1/1."}
    out = run({}, effect="Target creature has base power and toughness 4/4 until end of turn.",
              target="Llanowar Elves", Dave=dave(), Alice={"battlefield": [small]})
    assert _now(out, "set_pt") == {"Llanowar Elves": "5/5"}  # the later base (4/4), the lord's +1/+1 on it


@pytest.mark.parametrize("text", ["Enchant creature\nEnchanted creature gets +1/+1 for each Forest you control.",
                                  "Encantar criatura\nLa criatura encantada obtiene +1/+1 por cada bosque que "
                                  "controlas."])
def test_an_attached_bonus_not_applied_is_said(text: str) -> None:  # board_attachments.py keeps no "for each"
    aura = {"name": "Blanchwood Trim", "types": ["enchantment"], "subtypes": ["Aura"], "attached_to": "Hill Giant",
            "text": text}
    out = run({}, effect=PING, target="Hill Giant", Bob={"battlefield": [creature("Hill Giant", 3, 3), aura]})
    assert any("Blanchwood Trim" in w and "static ability" in w for w in out["warnings"])


COUNTED = "Elf Marshal gets +1/+1 for each other Elf you control.\n{T}: Elf Marshal deals 1 damage to target creature."
WHILE = "As long as you control a Swamp, other Elf creatures you control get +1/+1.\n{T}: Elf Marshal deals 1 " \
        "damage to target creature."


def test_the_sources_own_counted_bonus_is_counted_while_its_other_ability_resolves() -> None:  # 611.3a, 608.2h
    out = _marshal(2, "Elf Marshal", COUNTED, "1")  # a 1/1 and one other Elf: a 2/2, 1 damage leaves it alive
    assert dead(out) == []
    alone = _marshal(2, "Elf Marshal", COUNTED, "1", battlefield=("Swamp (basic land)",))
    assert dead(alone) == ["Elf Marshal"]


def test_the_sources_own_condition_is_tested_on_the_board_as_it_stands() -> None:  # 611.3a: "as long as"
    assert dead(_marshal(2, "Llanowar Elves", WHILE)) == []
    assert dead(_marshal(2, "Llanowar Elves", WHILE, battlefield=(ELVES,))) == ["Llanowar Elves"]
