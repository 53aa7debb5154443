"""The bench's answer to target words its fixed board cannot fill one name at a time: "Destroy two target
enchantments" (the board has one), "Destroy X target snow lands", "Target creature you control deals damage equal to
its power to target creature with flying" (two words, each of its own kind), a mode "Counter target noncreature
spell" beside a mode "Return target permanent to its owner's hand": legal targets for EVERY target word, in the
order the words are said (601.2c), as a scenario file would name them.

Why from the plan: each word's kind and count are what the grammar read (a step's ``TypeFilter`` fields, its
``TargetCount``, its ``also`` words), so the objects are made to that reading and nothing else, one object per target
(115.3: the same object once per word); the engine then checks each as it checks any target (115.1, 608.2b) and
refuses a list that does not fit. A permanent is put on the battlefield the filter names ("you control": the
controller's, else Bob's), a spell on the stack (405.1) under Bob's control, a card in the controller's graveyard;
the target players the bench already named keep their places. Everything added is in the result's
``bench_completion`` (the objects on the board, the stack, the target list), never silent. A word whose kind
``corpus_targets.object_of_kind`` cannot describe leaves the ability refused.

Used only by tests/apnap/corpus.py (``resolve_ability``), after the board's own objects were each tried.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from bot.apnap.grammar import TypeFilter, parse_effect
from bot.apnap.oracle import select, short_names
from bot.apnap.plan import TargetCount, plan_of
from bot.apnap.plan.steps_board import CardFromGraveyard
from bot.errors import BotError
from tests.apnap.corpus_targets import KIND_OBJECT, object_of_kind

MADE = KIND_OBJECT  # the made objects are "Target Object 1", "Target Object 2", … (the one tried before is removed)
_MOST_TAKEN = 2  # "up to two", "any number of": two, as the bench's _name_targets takes


def _modes(data: dict[str, Any]) -> tuple[int, ...]:
    mode = data.get("mode")
    return tuple(mode) if isinstance(mode, list) else (int(mode),) if isinstance(mode, int) else ()


def _how_many(count: Any, x: int) -> int:
    """How many objects a word takes on the bench: exactly its number; "X target": the bench's X; "up to two",
    "any number of": two, as ``_name_targets`` takes (at least one: a word with none chosen shows nothing)."""
    if not isinstance(count, TargetCount):  # one object; a step's other "count" (a number of cards) is no word's
        return 1
    least = x if count.least is None else count.least
    most = x if count.most is None and count.least is None else _MOST_TAKEN if count.most is None else count.most
    return max(least, min(most, _MOST_TAKEN), 1)


def target_words(item: Any, data: dict[str, Any]) -> list[tuple[TypeFilter, bool, int]] | None:
    """Each object target word of the ability (with the chosen modes), in order: its kind, whether it is a card
    in a graveyard, and how many objects it takes. None when the text does not read or has fewer than one word."""
    try:
        chosen = select(item.text, item.index, _modes(data), None)
        steps = plan_of(parse_effect(chosen.effect, None, None, short_names(item.card))).steps
    except BotError:
        return None
    words: list[tuple[TypeFilter, bool, int]] = []
    x = int(data.get("x") or 0)
    for step in steps:
        if not getattr(step, "targets_object", False) or getattr(step, "on_entered", False) \
                or getattr(step, "refers", False) or getattr(step, "pronoun", False):
            continue  # "Untap that creature", "It gains haste": the target said before (608.2c), no word of its own
        card = isinstance(step, CardFromGraveyard)
        for f in fields(step):
            value = getattr(step, f.name)
            if isinstance(value, TypeFilter):
                words.append((value, card, _how_many(getattr(step, "count", None), x) if f.name == "objects" else 1))
        for also in getattr(step, "also", ()) or ():
            if isinstance(getattr(also, "objects", None), TypeFilter):
                words.append((also.objects, card, _how_many(also.count, x)))
    return words or None


def _spell_of_kind(flt: TypeFilter, name: str, controller: str) -> dict[str, Any] | None:
    """A spell on the stack (405.1) of the kind a "target … spell" word reads: the controller's for "you control",
    else an opponent's, as the bench's BENCH_SPELLS are; None when the kind cannot be made."""
    obj = object_of_kind(flt, card=True)
    if obj is None:
        return None
    whose = controller if flt.control == "you" else "Bob"
    return {"name": name, "controller": whose, "types": obj["types"], "mana_value": obj["mana_value"],
            "colors": obj["colors"]}


def fill_target_words(item: Any, data: dict[str, Any]) -> bool:
    """Put legal objects for every object target word where the text looks for them and name them all in
    ``target`` (the players named before keep their places); False when a word cannot be filled or it was done."""
    given = data.get("target")
    if isinstance(given, list) and any(str(n).startswith(f"{MADE} ") for n in given):
        return False
    words = target_words(item, data)
    if not words:
        return False
    players = {p["name"] for p in data["players"]}
    names = [n for n in (given if isinstance(given, list) else [given]) if n in players]
    made: list[tuple[str, str, dict[str, Any]]] = []  # (whose, zone, object)
    spells: list[dict[str, Any]] = []
    for flt, card, n in words:
        for _ in range(n):
            name = f"{MADE} {len(made) + len(spells) + 1}"
            if flt.noun == "spell":
                spell = _spell_of_kind(flt, name, data["controller"])
                if spell is None:
                    return False
                spells.append(spell)
            else:
                obj = object_of_kind(flt, card)
                if obj is None:
                    return False
                whose = data["controller"] if card or flt.control == "you" else "Bob"
                made.append((whose, "graveyard" if card else "battlefield", {**obj, "name": name}))
            names.append(name)
    for player in data["players"]:  # the one object of the first word's kind tried before (corpus_targets.py)
        for zone in ("battlefield", "graveyard"):
            player[zone] = [c for c in player.get(zone, [])
                            if not (isinstance(c, dict) and c.get("name") == KIND_OBJECT)]
    for whose, zone, obj in made:
        player = next(p for p in data["players"] if p["name"] == whose)
        player[zone] = [*player.get(zone, []), obj]
    if spells:  # the stack holds the made spells only (the bench's own spells were each tried before)
        data["spells"] = spells
    data["target"] = names
    return True
