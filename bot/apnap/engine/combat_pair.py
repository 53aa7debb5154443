"""The two creatures of a combat rule with two target words: "Target creature blocks target creature this turn if
able" (Rimehorn Aurochs, 509.1c), "Target creature can't block target creature this turn" (509.1b).

Why a module of its own: each target word is chosen in the order the words are printed (601.2c), so the first name
in ``target`` is the creature the rule is on and the second the creature it must (or can't) block; a step with one
word finds its object among every name given (act_objects._find_target), which would let the two words take the same
name or swap them. A name the board shows but the word's own kind refuses, or a second word with no name, is refused
or asked (115.1), never guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..grammar import TypeFilter
from ..model import GameObject
from .grants import untargetable
from .illegal_target import word_not_legal
from .several_targets import named_holder

if TYPE_CHECKING:
    from .state import State


def _named(state: State, index: int, flt: TypeFilter, taken: GameObject | None) -> GameObject | None:
    """The permanent the ``index``-th object name of ``target`` names, of the word's kind, not ``taken`` (two target
    words of one instruction are two objects here: a creature never blocks itself, 509.1a)."""
    names = [n for n in state.scenario.targets if n not in state.game.seat_names]
    if index >= len(names):
        return None
    bare, holder = named_holder(state, names[index])
    for p in state.game.players:
        if p.lost or not state.in_range(p.name):
            continue
        for o in p.battlefield:
            if (o.name.casefold() == bare.casefold() and holder in (None, p.name) and o is not taken
                    and state.matches(flt, o, p.name)):
                untargetable(state, o, p.name)  # shroud, hexproof: never chosen (702.18a, 702.11b)
                return o
    return None


def combat_pair(state: State, first: TypeFilter, whom: TypeFilter) -> tuple[GameObject, GameObject]:
    """The creature the rule is on (the first name) and the one it must / can't block (the second)."""
    names = [n for n in state.scenario.targets if n not in state.game.seat_names]
    one = _named(state, 0, first, None)
    if one is None:
        raise word_not_legal(state, 0, first) or _not_on_board(state)
    if len(names) < 2:  # the second word's creature: asked, with those it may be (601.2c)
        options = [o.name for p in state.game.players if not p.lost and state.in_range(p.name) for o in p.battlefield
                   if o is not one and state.matches(whom, o, p.name)]
        raise BotError.of("choice_needed", "apnap.error.second_target_needed", field="target", lang=state.lang,
                          suggestions=list(dict.fromkeys(options)), what=NounRef(whom.noun), first=one.name)
    two = _named(state, 1, whom, one)
    if two is None:
        raise word_not_legal(state, 1, whom) or _not_on_board(state)
    return one, two


def _not_on_board(state: State) -> BotError:
    return BotError.of("bad_scenario", "apnap.error.target_object", field="target", lang=state.lang,
                       what=NounRef("creature"))
