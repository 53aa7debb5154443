"""The classes blind judges 19 and 20 found (session 23), each with a test that failed before the fix.

- Rag Man: "Target opponent reveals their hand and discards a creature card at random" discarded Opt, an instant, from
  a hand holding no creature card: a random discard picks among the cards of the kind named only (701.9b, 609.3).
- Root Sliver: "This spell can't be countered." said the card was placed on its controller's battlefield as the
  ability's source; a spell's own static works on the stack (113.6g), never from the battlefield.
- Screams from Within: "return <this Aura> from your graveyard to the battlefield" said nothing of what the Aura
  enchants; an Aura put onto the battlefield without being cast is attached as it enters to an object its player
  chooses (303.4f), or stays where it was (303.4g): the board does not say which, so the result says so.
- Deadeye Navigator: the reading of a granted "{1}{U}: Exile this creature, then return it …" said "Exile this
  permanent": a source's self-reference is said back as the card prints it.
- Judge 20, Laccolith Warrior and Close Quarters: "Whenever <this> / a creature you control becomes blocked" on another
  player's turn said nothing; only the active player's creatures attack (506.2, 508.1a): the moment is said.
- Judge 20, Ink-Eyes: another player's card put onto the battlefield "under your control" was narrated "Dave returns
  Runeclaw Bear to the battlefield"; it says under whose control now (110.2).
- Judge 20, Murderous Redcap Avatar: "Whenever a creature enters … with a counter on it" took a 1/1 with no counter
  given as the event's object; the object has the counter (603.2): asked when not given, refused when given none.
"""

from __future__ import annotations

import json
from typing import Any

from bot.apnap import CardText, resolve_text
from tests.apnap.realcards import board

RAG_MAN = ("{B}{B}{B}, {T}: Target opponent reveals their hand and discards a creature card at random. "
           "Activate this ability only during your turn.")


def resolve(text: str, card: str, lang: str = "en", type_line: str = "", **more: Any) -> dict[str, Any]:
    data = board(card=card, **more)
    return resolve_text(json.dumps(data), lang, card_lookup=lambda name: CardText(card, text, lang, type_line))


def _discarded(out: dict[str, Any]) -> list[str]:
    return [o for s in out["steps"] for e in s["events"] if e["action"] == "discard" for o in e["objects"]]


def test_a_random_discard_of_a_kind_never_takes_another_kind() -> None:
    out = resolve(RAG_MAN, "Rag Man", type_line="Creature — Human Minion", active="Dave", targets=["Alice"])
    assert _discarded(out) == []


def test_a_random_discard_of_a_kind_takes_one_of_that_kind() -> None:
    hand = ["Opt (instant)", "Grizzly Bears (creature)", "Island (basic land)"]
    out = resolve(RAG_MAN, "Rag Man", type_line="Creature — Human Minion", active="Dave", targets=["Alice"],
                  Alice={"hand": hand})
    assert _discarded(out) == ["Grizzly Bears"]


SCREAMS = ("Enchant creature\nEnchanted creature gets -1/-1.\n"
           "When enchanted creature dies, return Screams from Within from your graveyard to the battlefield.")


def test_a_spells_own_static_never_places_the_card_on_the_battlefield() -> None:
    out = resolve("This spell can't be countered.", "Root Sliver", type_line="Creature — Sliver")
    assert not [w for w in out["warnings"] if "battlefield" in w]


def test_an_aura_returned_to_the_battlefield_says_what_it_enchants_is_chosen() -> None:
    out = resolve(SCREAMS, "Screams from Within", type_line="Enchantment — Aura", ability=2)
    assert any("303.4f" in w for w in out["warnings"])
    assert "303.4f" in out["citations"]


def test_an_aura_returned_to_the_battlefield_is_said_in_spanish() -> None:
    out = resolve(SCREAMS, "Screams from Within", "es", type_line="Enchantment — Aura", ability=2)
    assert any("Aura que se pone en el campo de batalla sin lanzarse" in w for w in out["warnings"])


def test_an_aura_card_put_onto_the_battlefield_by_a_target_word_is_said() -> None:
    aura = {"name": "Pacifism", "types": ["enchantment"], "subtypes": ["Aura"]}
    out = resolve("Return target enchantment card from your graveyard to the battlefield.", "Replenish Test",
                  type_line="Sorcery", Dave={"graveyard": [aura]}, targets=["Pacifism"])
    assert any("Pacifism is an Aura" in w for w in out["warnings"])


def test_a_creature_card_returned_says_nothing_of_auras() -> None:
    out = resolve("Return target creature card from your graveyard to the battlefield.", "Zombify",
                  type_line="Sorcery", targets=["Elvish Mystic"])
    assert not any("303.4f" in w for w in out["warnings"])


def test_a_granted_ability_says_this_creature_as_printed() -> None:
    from bot.apnap.grammar import parse_effect
    from bot.apnap.plan.convert import plan_of
    from bot.apnap.render import render_plan

    plan = plan_of(parse_effect("Exile this creature, then return it to the battlefield under your control.", "en"))
    assert render_plan(plan, "en").startswith("Exile this creature,")
    plan = plan_of(parse_effect("Sacrifice this artifact.", "en"))
    assert render_plan(plan, "es") == "Sacrifica este artefacto."


# Judge 20 (session 23): a "becomes blocked" trigger of the controller's own creature on another player's turn.
LACCOLITH = ("Whenever Laccolith Warrior becomes blocked, you may have it deal damage equal to its power to target "
             "creature. If you do, Laccolith Warrior assigns no combat damage this turn.")
QUARTERS = "Whenever a creature you control becomes blocked, Close Quarters deals 1 damage to any target."


def test_the_sources_becomes_blocked_trigger_on_another_players_turn_is_said() -> None:
    warrior = {"name": "Laccolith Warrior", "types": ["creature"], "power": 3, "toughness": 3}
    out = resolve(LACCOLITH, "Laccolith Warrior", type_line="Creature — Beast Warrior", target="Hill Giant",
                  Dave={"battlefield": [warrior]})
    assert any("506.2" in w and "active: Dave" in w for w in out["warnings"])


def test_a_creature_you_control_becomes_blocked_on_another_players_turn_is_said() -> None:
    out = resolve(QUARTERS, "Close Quarters", type_line="Enchantment", target="Alice")
    assert any("506.2" in w and "active: Dave" in w for w in out["warnings"])
    out = resolve(QUARTERS, "Close Quarters", type_line="Enchantment", target="Alice", active="Dave")
    assert not any("506.2" in w for w in out["warnings"])


def test_a_card_put_onto_the_battlefield_under_your_control_says_so() -> None:
    effect = "Put target creature card from an opponent's graveyard onto the battlefield under your control."
    for lang, said in (("en", "Dave puts Runeclaw Bear onto the battlefield under their control"),
                       ("es", "Dave pone Runeclaw Bear en el campo de batalla bajo su control")):
        out = resolve_text(json.dumps(board(effect=effect, target="Runeclaw Bear")), lang)
        assert said in out["narration"]
        assert out["steps"][0]["events"][0]["control"] == "Dave"


REDCAP = ("Whenever a creature enters the battlefield under your control with a counter on it, you may have it deal "
          "damage equal to its power to any target.")


def _elves(**counters: int) -> dict[str, Any]:
    return {"name": "Llanowar Elves", "types": ["creature"], "power": 1, "toughness": 1, "counters": counters}


def test_the_event_object_of_enters_with_a_counter_has_one() -> None:
    out = resolve_text(json.dumps(board(effect=REDCAP, event_object="Llanowar Elves", target="Alice",
                                        Dave={"battlefield": [_elves(**{"+1/+1": 1})]})))
    assert out["life"]["Alice"] == 18  # a 2/2 with its counter (122.1a)


def test_the_event_object_given_without_counters_is_asked_or_refused() -> None:
    from bot.errors import BotError

    for given, code in ((board(effect=REDCAP, event_object="Llanowar Elves", target="Alice"), "choice_needed"),
                        (board(effect=REDCAP, event_object="Llanowar Elves", target="Alice",
                               Dave={"battlefield": [_elves()]}), "bad_scenario")):
        try:
            resolve_text(json.dumps(given))
        except BotError as err:
            assert err.code == code
        else:
            raise AssertionError("resolved an event that could not have happened")
