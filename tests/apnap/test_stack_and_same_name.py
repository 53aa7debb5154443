"""The stack, counts of what an instruction did "this way", and "the same name" (issue #22, session 20), on real
cards in English and printed Spanish:

- Swift Silence: "Counter all other spells. Draw a card for each spell countered this way." (701.6a): every spell of
  the scenario's stack, none of the abilities on it, one that a board's static keeps from being countered stays.
- Mogg Infestation: "Destroy all creatures target player controls. For each creature that died this way, that player
  creates two 1/1 red Goblin creature tokens." ("that died" was refused; with "destroyed", "that player" was the
  active player assumed, a confident wrong answer: it is the target player, 608.2c).
- March of Souls: "… For each creature destroyed this way, its controller creates a 1/1 white Spirit creature token
  with flying." (each object's controller as it last existed, 608.2h).
- Echoing Ruin / Echoing Decay's kin: "Destroy target artifact and all other artifacts with the same name as that
  artifact." (201.2: the target's name; other names stay).

Before this session each of these was refused (or, for the "that player" case, answered wrongly).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import board, creature, resolve_card

SPELLS = [{"name": "Shock", "controller": "Bob", "types": ["instant"], "mana_value": 1, "colors": ["red"]},
          {"name": "Divination", "controller": "Alice", "types": ["sorcery"], "mana_value": 3, "colors": ["blue"]},
          {"name": "Prodigal Pyromancer", "controller": "Bob", "ability": "activated"}]
SILENCE = {"en": "Counter all other spells. Draw a card for each spell countered this way.",
           "es": "Contrarresta todos los demás hechizos. Roba una carta por cada hechizo contrarrestado de esta "
                 "manera."}


def _events(out: dict[str, Any]) -> list[tuple[Any, ...]]:
    """(player, action, objects, amount) of each event; a draw's cards are left out (the library's order)."""
    return [(e["player"], e["action"], [] if e["action"] == "draw" else e["objects"], e.get("amount"))
            for s in out["steps"] for e in s["events"]]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_counter_all_other_spells_counters_each_spell_and_draws_that_many(lang: str) -> None:
    out = resolve_card(SILENCE[lang], lang=lang, card="Swift Silence", spells=SPELLS)
    assert _events(out) == [("Dave", "counter_spell", ["Shock"], None), ("Dave", "counter_spell", ["Divination"], None),
                            ("Dave", "draw", [], 2)]
    said = {"en": ["Counter all other spells.", "Draw a card for each spell countered this way."],
            "es": ["Contrarresta todos los demás hechizos.",
                   "Roba una carta por cada hechizo contrarrestado de esta manera."]}
    assert all(s in out["narration"] for s in said[lang])
    assert {"405.1", "701.6a"} <= set(out["steps"][0]["citations"])


def test_counter_all_spells_of_a_kind_leaves_the_others_and_the_resolving_spell() -> None:
    out = resolve_card("Counter all sorcery spells.", card="Foo", spells=SPELLS)
    assert _events(out) == [("Dave", "counter_spell", ["Divination"], None)]
    mine = [*SPELLS, {"name": "Swift Silence", "controller": "Dave", "types": ["instant"], "mana_value": 5}]
    out = resolve_card(SILENCE["en"], card="Swift Silence", spells=mine)
    assert [e[2] for e in _events(out) if e[1] == "counter_spell"] == [["Shock"], ["Divination"]]


def test_a_spell_that_cant_be_countered_stays_on_the_stack() -> None:
    guard = {"name": "Guardian of Instants", "types": ["creature"], "power": 2, "toughness": 2,
             "text": "Instant spells you control can't be countered."}
    out = resolve_card(SILENCE["en"], card="Swift Silence", spells=SPELLS[:2],
                       Bob={"battlefield": [guard]})
    assert _events(out) == [("Dave", "not_countered", ["Shock"], None),
                            ("Dave", "counter_spell", ["Divination"], None), ("Dave", "draw", [], 1)]


MOGG = {"en": "Destroy all creatures target player controls. For each creature that died this way, that player "
              "creates two 1/1 red Goblin creature tokens.",
        "es": "Destruye todas las criaturas que controla el jugador objetivo. Por cada criatura que murió de esta "
              "manera, ese jugador crea dos fichas de criatura Trasgo roja 1/1."}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_that_player_is_the_target_player_whose_creatures_died(lang: str) -> None:
    out = resolve_card(MOGG[lang], lang=lang, card="Mogg Infestation", target="Alice")
    destroyed, created = out["steps"]
    assert sorted(o for e in destroyed["events"] for o in e["objects"]) == ["Grizzly Bears", "Serra Angel"]
    assert [(e["player"], e["action"], len(e["objects"])) for e in created["events"]] == [("Alice", "create", 4)]


def test_that_player_after_destroyed_this_way_is_the_target_not_the_active_player() -> None:
    """Was: Bob (the active player) created the tokens, with a note that "that player" was assumed."""
    text = MOGG["en"].replace("that died", "destroyed")
    out = resolve_card(text, card="Mogg Infestation", target="Alice")
    assert [(e["player"], len(e["objects"])) for e in out["steps"][1]["events"]] == [("Alice", 4)]
    assert not any("that_player" in w for w in out.get("warnings", []))


MARCH = {"en": "Destroy all creatures. They can't be regenerated. For each creature destroyed this way, its controller "
               "creates a 1/1 white Spirit creature token with flying.",
         "es": "Destruye todas las criaturas. No pueden ser regeneradas. Por cada criatura destruida de esta manera, "
               "su controlador crea una ficha de criatura Espíritu blanca 1/1 con la habilidad de volar."}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_its_controller_creates_one_token_for_each_of_their_creatures_destroyed(lang: str) -> None:
    out = resolve_card(MARCH[lang], lang=lang, card="March of Souls")
    created = {e["player"]: len(e["objects"]) for e in out["steps"][-1]["events"] if e["action"] == "create"}
    assert {p: n for p, n in created.items() if n} == {"Alice": 2, "Bob": 1, "Dave": 2}


RUIN = {"en": "Destroy target creature and all other creatures with the same name as that creature.",
        "es": "Destruye la criatura objetivo y todas las demás criaturas con el mismo nombre que esa criatura."}
BEARS = {"Alice": {"battlefield": [creature("Grizzly Bears", 2, 2), creature("Grizzly Bears", 2, 2),
                                   creature("Serra Angel", 4, 4)]},
         "Bob": {"battlefield": [creature("Grizzly Bears", 2, 2), creature("Hill Giant", 3, 3)]}}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_all_other_objects_with_the_same_name_as_the_target_go_too(lang: str) -> None:
    data = board(**BEARS)
    out = resolve_card(RUIN[lang], lang=lang, card="Echoing Ruin", target="Grizzly Bears (Bob)",
                       players=data["players"])
    target, others = out["steps"]
    assert [(e["player"], e["objects"]) for e in target["events"]] == [("Dave", ["Grizzly Bears"])]
    assert sorted(o for e in others["events"] for o in e["objects"]) == ["Grizzly Bears", "Grizzly Bears"]
    survivors = {p["name"]: [o["name"] for o in p.get("battlefield", []) if "creature" in o.get("types", [])]
                 for p in out["board"]["players"]} if "board" in out else {}
    assert all("Grizzly Bears" not in names for names in survivors.values())
    said = {"en": "Destroy all other creatures with the same name as that creature.",
            "es": "Destruye todas las otras criaturas con el mismo nombre que esa criatura."}
    assert said[lang] in out["narration"]
    assert {"201.2", "608.2h"} <= set(out["citations"])


def test_the_same_name_as_an_artifact_leaves_other_names() -> None:
    text = "Destroy target artifact and all other artifacts with the same name as that artifact."
    out = resolve_card(text, card="Echoing Ruin", target="Sol Ring")
    assert [o for s in out["steps"] for e in s["events"] for o in e["objects"]] == ["Sol Ring"]


@pytest.mark.parametrize("text", [
    "Destroy target creature and all other creatures with the same name as that artifact.",  # not the target's noun
    "Destroy target creature and all creatures with the same name as that creature.",  # no "other"
])
def test_other_wordings_of_the_same_name_are_refused(text: str) -> None:
    from bot.errors import BotError

    with pytest.raises(BotError) as err:
        resolve_card(text, card="Foo", target="Grizzly Bears")
    assert err.value.code == "unsupported_effect"
