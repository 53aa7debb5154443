"""What a permanent becomes (613.1d-f, 613.4b): "Faerie Conclave becomes a 2/1 blue Faerie creature with flying until
end of turn. It's still a land.", "Enchanted land is a 3/3 black Ooze creature.", "Target permanent you control
becomes the color of your choice".

Why this handler only records: the change is one :class:`CharacteristicChange` per permanent (types and subtypes in
layer 4, colours in layer 5: char_layers.py), its abilities a grant (layer 6: grants.py) and its base power and
toughness a 7b set (pt_layers.py), so every later instruction and the state-based actions see what the permanent is
now (704.5f: a land that became a 0/0 creature dies), with counters and "+N/+N" applied on top (613.4c). The event
and the answer's ``continuous_effects`` say what changed, in which layers, for how long, and the power and
toughness it has now.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.errors import BotError

from ..grammar.text import fold
from ..model import GameObject
from ..plan.steps_layers import (
    BecomesAll,
    BecomesRule,
    BecomesSource,
    BecomesTarget,
    Characteristics,
    defines_characteristics,
)
from ..result import EventRecord, StepResult
from .act_static import RESOLVING
from .char_layers import CharacteristicChange
from .grants import grant
from .illegal_target import absent_target
from .registry import handles

if TYPE_CHECKING:
    from .state import State

BASIC_LAND_TYPES = frozenset({"plains", "island", "swamp", "mountain", "forest"})
_DURATION_RULES = {"this_turn": ("611.2a", "514.2"), "indefinite": ("611.2a",), "static": ("604.1", "611.3a")}


def _objects(state: State, step: BecomesRule, result: StepResult) -> tuple[list[GameObject], list[str] | None]:
    """The permanents it changes: the source (named only when no board shows it), the target(s) or what "it" /
    "enchanted land" names, or every permanent of the kind as the effect begins (611.2c)."""
    from .act_board import _reached, _source_label
    from .attached import acted_on
    from .referents import that_player
    from .several_targets import counted_targets

    if isinstance(step, BecomesSource):
        source = state.source_on_battlefield()
        return ([source], None) if source is not None else ([], _source_label(state))
    flt = step.objects
    assert flt is not None
    if isinstance(step, BecomesTarget):
        if step.count is not None:  # "up to two target Swamps each become …" (601.2c)
            return [o for o, _ in counted_targets(state, flt, step.count, result)], None
        found = acted_on(state, step, flt)
        if found is None or (step.of_that_player and found[1] != that_player(state)):
            raise absent_target(state, flt)
        return [found[0]], None
    return [o for p in _reached(state) for o in p.battlefield if state.matches(flt, o, p.name)], None


def _chosen(state: State, change: Characteristics, result: StepResult) -> Characteristics:
    """"The color of your choice", "the creature type of your choice": the choice the step before made (608.2d),
    or the scenario's ``chosen``; asked when neither says (chosen_values.py)."""
    from .chosen_values import chosen_color, chosen_colors, chosen_value

    if change.choice == "color":
        return replace(change, colors=(chosen_color(state, state.game.controller, result),), choice="")
    if change.choice == "colors":  # "the color or colors of your choice" (105.3): every colour chosen
        return replace(change, colors=chosen_colors(state, state.game.controller, result), choice="")
    if change.choice == "basic_land_type":  # 305.7: the land's land types replaced by the one chosen
        _kind, value = chosen_value(state, "land_type", state.game.controller, result)
        return replace(change, subtypes=(fold(value),), keep="", choice="")
    if change.choice == "creature_type":
        _kind, value = chosen_value(state, "type", state.game.controller, result)
        return replace(change, subtypes=(fold(value),), keep="noncreature", choice="")
    return change


def _every(change: Characteristics) -> Characteristics:
    """"Every creature type" (702.73a), "every basic land type" (205.3i), "all colors" (105.1): the whole list, so
    the layers (613.1d-e) and every filter after ("Goblins you control") see each one."""
    from .char_layers import _creature_words

    if change.every == "creature_type":
        return replace(change, subtypes=tuple(sorted(_creature_words())))
    if change.every == "basic_land_type":
        return replace(change, subtypes=_LAND_TYPE_ORDER)
    if change.every == "colors":
        return replace(change, colors=_COLOUR_ORDER)
    return change


def _layers(change: Characteristics) -> list[str]:
    """The layers the change applies in (613.1d-f, 613.4b)."""
    return [layer for layer, said in (("4", change.types or change.subtypes), ("5", change.colors is not None),
                                      ("6", change.keywords), ("7b", change.pt is not None or change.pt_each)) if said]


@handles(BecomesSource, BecomesTarget, BecomesAll)
async def becomes(state: State, step: BecomesRule, result: StepResult) -> None:
    """613.1: each permanent is changed in each layer the text names, from now on, for the text's duration."""
    from .act_board import _declined
    from .act_layers import _now
    from .values import holds

    if step.duration == "static" and state.scenario.ability_kind in RESOLVING:
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=step.text)  # "Enchanted land is …" in an ability that resolves: not read
    if await _declined(state, step, result):
        return
    objects, labels = _objects(state, step, result)
    if step.while_ is not None and not holds(state, step.while_):  # 611.3a: not so now, so no change now
        result.events.append(EventRecord(state.game.controller, "becomes", objects, labels=labels, extra={
            "applies": False, "condition": step.while_text, "duration": step.duration}))
        state.cite("604.1", "611.3a", step=result)
        return
    change = _every(_chosen(state, step.change, result))
    before = {s for o in objects for s in state.layered(o).subtypes}
    for o in objects:
        state.char_changes.append(CharacteristicChange(o.uid, o.name, change, step.duration, len(state.char_changes)))
        if change.pt is not None:
            state.pt_layers.base[o.uid] = change.pt  # 613.4b; a later set wins (613.7)
        elif change.pt_each == "mana_value":  # each its own (613.4b, 202.3): asked when the board does not say
            from .object_facts import _value

            value = _value(state, o, "mana_value")
            state.pt_layers.base[o.uid] = (value, value)
    grant(state, objects, change.keywords, step.duration)
    layers = _layers(change)
    extra: dict[str, object] = {"layers": layers, "duration": step.duration, **_said(change),
                                **({"defining": True} if defines_characteristics(step) else {}),
                                "now": _now(state, [o for o in objects if state.layered(o).is_creature()])}
    after = {o.name: _characteristics(state.layered(o)) for o in objects}
    extra["after"] = after
    lost = sorted(before - {s for o in objects for s in state.layered(o).subtypes})
    if lost:  # "becomes the creature type of your choice": the creature types it had are gone (205.1a)
        extra["lost_subtypes"] = lost
    result.events.append(EventRecord(state.game.controller, "becomes", objects, labels=labels, extra=extra))
    rules = _rules(step, change)
    state.cite(*rules, step=result)
    state.continuous.append({"controller": state.game.controller, "objects": [o.name for o in objects] or labels,
                             "change": "becomes", "layers": layers, **_said(change), "duration": step.duration,
                             "text": step.text, "rules": rules,
                             "after": {o.name: {**after[o.name], **_set_here(state, o, change)}
                                       for o in objects}})


_TYPE_ORDER = ("artifact", "enchantment", "land", "planeswalker", "creature")  # as a type line prints them (205.2a)
_COLOUR_ORDER = ("white", "blue", "black", "red", "green")  # 105.1
_SUPERTYPE_ORDER = ("basic", "legendary", "snow", "world")  # as a type line prints them (205.4a)


def _characteristics(obj: GameObject) -> dict[str, object]:
    """What the permanent is after the change, layers 4 and 5 applied (613.1d-e): its colours (``colors_known``
    False: the board gave none of its own, so these are the ones the change added, never a guess at the rest),
    supertypes, card types and subtypes, for the answer and the narration."""
    from .char_layers import _creature_words

    subtypes = {s.lower() for s in obj.subtypes}
    every = _creature_words() <= subtypes  # "every creature type" (702.73a): said so, not listed
    return {"colors": [c for c in _COLOUR_ORDER if c in obj.colors], "colors_known": obj.colors_known,
            "types": [k for k in _TYPE_ORDER if k in obj.types],
            "subtypes": sorted(subtypes - _creature_words() if every else subtypes),
            **({"every_creature_type": True} if every else {}),
            # kept, though no card type (205.1b, 205.4a; judge 26: "basic" was dropped); said only when it has one
            **({"supertypes": supers} if (supers := [k for k in _SUPERTYPE_ORDER if k in obj.types]) else {})}


def _set_here(state: State, obj: GameObject, change: Characteristics) -> dict[str, object]:
    """The values this change set on the permanent and the layer each was set in (613.1d-f, 613.4b): its types
    (4), colours (5), the abilities it gave (6) and, a creature, its power and toughness now (the base set in 7b,
    counters and other changes on top, 613.4c; "?" where the board gives none)."""
    from .act_layers import _said as pt_said
    from .layers import layered_pt

    out: dict[str, object] = {}
    if change.keywords:
        out["keywords"] = list(change.keywords)
    if state.layered(obj).is_creature():
        out["pt"] = pt_said(*layered_pt(state, obj))
    out["set_in"] = {part: layer for part, layer, said in (
        ("types", "4", change.types or change.subtypes), ("colors", "5", change.colors is not None),
        ("abilities", "6", change.keywords), ("pt", "7b", change.pt is not None or change.pt_each)) if said}
    return out


_LAND_TYPE_ORDER = ("plains", "island", "swamp", "mountain", "forest")  # 205.3i
_LAND_MANA = {"plains": "{W}", "island": "{U}", "swamp": "{B}", "mountain": "{R}", "forest": "{G}"}  # 305.6


def _kept(change: Characteristics) -> str:
    """What the change keeps of the prior types: "all" ("in addition to its other types", "still a land", 205.1b),
    "noncreature" (a "[creature type] artifact creature": its other types, its creature types replaced, 205.1b's
    last sentence) or "" (the new types replace; a creature type alone, "the creature type of your choice", replaces
    the creature types and leaves the card types alone, 205.1a)."""
    if change.keep == "noncreature" and not change.types:
        return ""
    return change.keep


_EVERY_RULES = {"creature_type": ["702.73a"], "basic_land_type": ["205.3i"], "colors": ["105.1"]}
_TYPE_RULE = {"all": "205.1b", "noncreature": "205.1b", "": "205.1a"}


def _said(change: Characteristics) -> dict[str, object]:
    out: dict[str, object] = {}
    if change.every:  # said as the text says it, never as the list (702.73a, 205.3i, 105.1)
        out["every"] = change.every
    if change.types or change.subtypes:
        out.update(types=list(change.types), subtypes=[] if change.every == "creature_type" else list(change.subtypes),
                   keeps_types=change.keep == "all", keeps_noncreature=change.keep == "noncreature")
        if not change.keep and set(change.subtypes) & BASIC_LAND_TYPES:  # 305.7
            out["loses_rules_text_abilities"] = True
        elif change.keep and set(change.subtypes) & BASIC_LAND_TYPES:  # 305.6: its new type's mana ability, added
            out["land_type_mana"] = [_LAND_MANA[s] for s in _LAND_TYPE_ORDER if s in change.subtypes]
    if change.colors is not None:
        out.update(colors=list(change.colors), colors_added=change.colors_added)
    if change.keywords:
        out["keywords"] = list(change.keywords)
    if change.pt is not None:
        out["pt"] = f"{change.pt[0]}/{change.pt[1]}"
    if change.pt_each:  # "each equal to its converted mana cost": each permanent's own (the event's ``now``)
        out["pt_each"] = change.pt_each
    return out


def _rules(step: BecomesRule, change: Characteristics) -> list[str]:
    rules = ["613.1"]
    if change.types or change.subtypes:
        rules += ["613.1d", *(() if change.every == "creature_type" else (_TYPE_RULE[_kept(change)],))]
    rules += _EVERY_RULES.get(change.every, [])
    if not change.keep and set(change.subtypes) & BASIC_LAND_TYPES:
        rules.append("305.7")  # a basic land type set: its other land types and rules-text abilities are gone
    elif set(change.subtypes) & BASIC_LAND_TYPES:
        rules.append("305.6")  # a basic land type added: its intrinsic mana ability with it
    if change.colors is not None:
        rules += ["613.1e", "105.3"]
    if change.keywords:
        rules.append("613.1f")
    if change.pt_each:
        rules += ["613.4b", "202.3"]
    if change.pt is not None:
        rules.append("613.4b")
    if step.change.choice:
        rules.append("608.2d")
    if isinstance(step, BecomesTarget):  # the enchanted / equipped permanent, the one returned (400.7), "it" (608.2c)
        rules.append("303.4" if step.on_attached == "enchanted" else "301.5" if step.on_attached else "400.7"
                     if step.on_entered else "608.2c" if step.pronoun or step.refers else "115.1")
    if isinstance(step, BecomesAll):
        rules.append("611.2c")
    if defines_characteristics(step):  # "Sphinx of the Guildpact is all colors": in every zone, not only while on the
        return rules + ["604.3", "604.1"]  # battlefield (611.3a)
    return rules + list(_DURATION_RULES[step.duration])
