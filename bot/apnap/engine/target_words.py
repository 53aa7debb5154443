"""Which object ``targets`` names each instance of the word "target" in the effect (115.3, 601.2c).

Why: each step found its object among all the names in ``targets``, the first that fitted, so when two sentences each
say "target creature" both used the first creature named: Azorius Ploy ("Prevent all combat damage target creature
would deal this turn. Prevent all combat damage that would be dealt to target creature this turn.") with two creatures
named prevented both for the first; "Target creature gets +2/+0 … Another target creature gets -2/-0 …" gave both to
one creature. A spell with several target words has a target for each, chosen in the order the words are printed
(601.2c), so when the scenario names exactly as many objects as the effect has steps with a target word of their own,
each such step sees only its own: the first named that fits its kind and no earlier word took. "That creature" has
no word of its own and keeps reading the targets as before. Anything else (fewer or more names, a counted or a
per-player word, a card in another zone) is left as it was: the steps ask or refuse as they did.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import TYPE_CHECKING

from ..grammar import TypeFilter

if TYPE_CHECKING:
    from ..plan import Step
    from .state import State

def own_word(step: Step) -> bool:
    """The step's own words hold a target word for an object ("target creature", "la criatura objetivo"), not a
    player's: ``Step.object_target_words``, which the plan builder counted (plan/convert.py)."""
    return (step.targets_object and getattr(step, "count", None) is None and not getattr(step, "per", None)
            and getattr(step, "zone", "battlefield") == "battlefield" and step.event_object != "permanent"
            and not step.on_attached and not step.on_entered and step.object_target_words > 0)


def word_kind(step: Step) -> TypeFilter | None:
    """The kind the step's target word names (its objects, or a shield's "to target creature"; "Attach target
    Equipment you control to <this>": the attachment, its one word, 701.3a)."""
    attachment = getattr(step, "attachment", None)
    if getattr(step, "to_source", False) and isinstance(attachment, TypeFilter):
        return attachment
    objects = getattr(step, "objects", None)
    if isinstance(objects, TypeFilter):
        return objects
    shield = getattr(step, "shield", None)
    found = getattr(shield, "to_objects", None) or getattr(shield, "by_objects", None)
    return found if isinstance(found, TypeFilter) else None


def word_targets(state: State, steps: tuple[Step, ...]) -> dict[int, str]:
    """id(step) → the name its own target word chose, when the names and the words match one for one; else {}."""
    seats = set(state.game.seat_names)
    names = [n for n in state.scenario.targets if n not in seats]
    own = [s for s in steps if own_word(s)]
    if len(own) < 2 or len(names) != len(own):
        return {}
    left, out = list(names), {}
    for step in own:
        kind = word_kind(step)
        fits = [n for n in left if kind is None or _fits(state, n, kind)]
        if not fits:
            return {}
        out[id(step)] = fits[0]
        left.remove(fits[0])
    return out


def unused_targets(state: State, steps: tuple[Step, ...]) -> list[str]:
    """The object names of ``targets`` no target word of the effect takes: more names than words, when each step
    with a target word of its own has exactly one ("Attach target Equipment you control to <this>") and each word
    takes the first name that fits its kind, in the printed order (601.2c, 115.3). Such a name was never chosen as a
    target, so the result does not name it as one (a judge found the source, added by a harness, headed as a second
    "Target") and a warning says so (engine/run.py). Anything else (a counted word, words of a step not known, a
    word no name fits): [] — the steps ask or refuse as they did."""
    seats = set(state.game.seat_names)
    names = list(dict.fromkeys(n for n in state.scenario.targets if n not in seats))
    words = [_word_kinds(s) for s in steps if s.targets_object]
    kinds = [k for ks in words if ks is not None for k in ks]
    if not words or None in words or len(names) <= len(kinds):
        return []
    left = list(names)
    for kind in kinds:
        fits = [n for n in left if kind is None or _fits(state, n, kind)]
        if not fits:
            return []
        left.remove(fits[0])
    return left


def _word_kinds(step: Step) -> list[TypeFilter | None] | None:
    """The kinds of the step's own target words in printed order: one word, or "Attach target Equipment … to target
    creature …" (its attachment, then what it goes onto, 701.3a); None for anything else (unknown words)."""
    if not own_word(step):
        return None
    count = step.object_target_words
    attachment = getattr(step, "attachment", None)
    if count == 2 and isinstance(attachment, TypeFilter) and not getattr(step, "to_source", False):
        return [attachment, getattr(step, "objects", None)]
    return [word_kind(step)] if count == 1 else None


def _fits(state: State, name: str, kind: TypeFilter) -> bool:
    return any(o.name.casefold() == name.casefold() and state.matches(kind, o, p.name)
               for p in state.game.players for o in p.battlefield)


def _named_before(step: Step, chosen: dict[int, str], name: str) -> tuple[str, ...]:
    """A step whose "it" is the target an earlier word chose ("It fights target creature you don't control", 608.2c)
    sees that target too, first: the name chosen just before its own (``chosen`` is in the words' printed order)."""
    if not (getattr(step, "pronoun", False) and getattr(step, "first", None) is not None
            and step.event_object != "permanent" and not step.on_attached and not step.on_entered):
        return ()
    names = list(chosen.values())
    at = names.index(name)
    return (names[at - 1],) if at > 0 else ()


@contextmanager
def own_target(state: State, step: Step, chosen: dict[int, str]) -> Iterator[None]:
    """While ``step`` resolves, the scenario's object targets are only the one its own word chose."""
    name = chosen.get(id(step))
    if name is None:
        yield
        return
    whole = state.scenario
    seats = set(state.game.seat_names)
    state.scenario = replace(whole, targets=(*_named_before(step, chosen, name), name,
                                             *(n for n in whole.targets if n in seats)))
    try:
        yield
    finally:
        state.scenario = whole
