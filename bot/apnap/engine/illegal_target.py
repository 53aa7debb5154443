"""The refusal of a named target that is on the battlefield but does not fit the text (115.1, 601.2c): it says that
object is not a legal target and what the text asks of one, never "there is no creature of that name".

Why apart: a step that finds no object of its kind among the names given refused as if the name were absent
(attached.not_there), which misleads a user who named a permanent the board does show ("target creature with
flying" given Grizzly Bears: there *is* a Grizzly Bears). What the text asks is said with the filter's own words
(render/nouns.py), in the reader's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..grammar import TypeFilter
from ..render.nouns import objects
from ..render.words import Words

if TYPE_CHECKING:
    from .state import State


def named_not_legal(state: State, flt: TypeFilter | None) -> BotError | None:
    """``bad_scenario`` naming the first named target the board shows within range that ``flt`` refuses; None when no
    named target is on a battlefield (then it is absent, and said so by the caller)."""
    from .several_targets import named_holder

    if flt is None:
        return None
    for name in (n for n in state.scenario.targets if n not in state.game.seat_names):
        bare, holder = named_holder(state, name)
        found = [(o, p.name) for p in state.game.players if not p.lost and state.in_range(p.name)
                 for o in p.battlefield if o.name.casefold() == bare.casefold() and holder in (None, p.name)]
        if found and not any(state.matches(flt, o, h) for o, h in found):
            return BotError.of("bad_scenario", "apnap.error.target_not_legal", field="target", lang=state.lang,
                               name=found[0][0].name, kind=target_kind(state.lang, flt))
    return None


def target_kind(lang: str, flt: TypeFilter) -> str:
    """What the text asks of its target, in its filter's own words ("creature your opponents control")."""
    return objects(Words(lang), flt, False)


def absent_target(state: State, flt: TypeFilter | None, noun: str | None = None) -> BotError:
    """The refusal when a step finds no object of its kind among the names given: "X is on the battlefield, but it is
    not a legal target" when the board shows a named object the text refuses (601.2c), else "there is no <noun> of
    that name" (115.1). Every handler that looks its target up says it the same way (blind judges, session 34: "Target
    creature can't block this turn" given Sol Ring said there was no creature called Sol Ring)."""
    illegal = named_not_legal(state, flt)
    if illegal is not None:
        return illegal
    return BotError.of("bad_scenario", "apnap.error.target_object", field="target", lang=state.lang,
                       what=NounRef(noun or (flt.noun if flt is not None else "permanent")))


def word_not_legal(state: State, index: int, flt: TypeFilter | None) -> BotError | None:
    """The refusal of the object named for the ``index``-th object target word when the board shows it and ``flt``
    (that word's own filter) refuses it; None otherwise ("target creature you control fights target creature you
    don't control" given Dave's own creature second)."""
    names = [n for n in state.scenario.targets if n not in state.game.seat_names]
    if flt is None or index >= len(names):
        return None
    from .several_targets import named_holder

    bare, holder = named_holder(state, names[index])
    found = [(o, p.name) for p in state.game.players if not p.lost and state.in_range(p.name)
             for o in p.battlefield if o.name.casefold() == bare.casefold() and holder in (None, p.name)]
    if found and not any(state.matches(flt, o, h) for o, h in found):
        return BotError.of("bad_scenario", "apnap.error.target_not_legal", field="target", lang=state.lang,
                           name=found[0][0].name, kind=target_kind(state.lang, flt))
    return None
