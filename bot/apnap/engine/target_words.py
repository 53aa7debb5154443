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

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import TYPE_CHECKING

from ..grammar import TypeFilter

if TYPE_CHECKING:
    from ..plan import Step
    from .state import State

# The step's own words hold a target word for an object ("target creature", "la criatura objetivo"), not a player's
_OWN_WORD = re.compile(r"\btarget (?!players?\b|opponents?\b)|(?<!jugador )(?<!oponente )\bobjetivos?\b",
                       re.IGNORECASE)


def own_word(step: Step) -> bool:
    return (step.targets_object and getattr(step, "count", None) is None and not getattr(step, "per", None)
            and getattr(step, "zone", "battlefield") == "battlefield" and step.event_object != "permanent"
            and not step.on_attached and not step.on_entered and bool(_OWN_WORD.search(step.text)))


def word_kind(step: Step) -> TypeFilter | None:
    """The kind the step's target word names (its objects, or a shield's "to target creature")."""
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
