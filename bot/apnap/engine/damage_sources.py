"""The source of damage as the engine sees it: its name in events, its permanent on the battlefield (what "whenever
this creature deals damage" watches, 603.2), its colours, and protection from them (702.16e, unless damage can't
be prevented, 615.12); a creature dealt damage with absorb (702.64a) is refused, its prevention not followed.

Why a module: every handler that deals damage (to players, creatures, any target, divided, a chooser's) names and
checks its source the same way; one owner keeps them alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..model import GameObject
from ..oracle import short_names
from ..result import StepResult
from .target_protection import card_source_colors
from .unpreventable import said_by_this_effect

if TYPE_CHECKING:
    from .state import State


def source_name(state: State, source: str | None) -> str | None:
    """A damage source as events name it: the card's name for "this creature" when the card is known
    (events and narration name the object, never "It")."""
    words = (source or "").strip().lower().split()
    if state.scenario.card and len(words) == 2 and words[0] in ("this", "este", "esta"):
        return state.scenario.card
    return source


def damage_source(state: State, source: str | None) -> GameObject | None:
    """The permanent dealing the damage, when it is the card's own and the board shows it ("this creature deals
    …"): what "whenever this creature deals damage" and "dealt damage by this creature" are about (603.2)."""
    name = source_name(state, source)
    if not name or not state.scenario.card:
        return None
    own = {n.casefold() for n in short_names(state.scenario.card)}
    return state.source_on_battlefield() if name.casefold() in own else None


def source_colors(state: State) -> frozenset[str] | None:
    """The source's colours: the card's permanent (or, sacrificed, its last known information, 608.2h)."""
    names = {n.casefold() for n in short_names(state.scenario.card)} if state.scenario.card else set()
    for p in state.game.players if names else ():
        for o in (*p.battlefield, *p.graveyard):
            if o.name.casefold() in names:  # a colour nobody gave is not taken as none (202.2)
                return o.colors if o.colors_known else None
    return card_source_colors(state)  # no board object: the card's own colours (its mana cost), when known


def protected(state: State, creature: GameObject, colors: frozenset[str] | None, result: StepResult) -> bool:
    """702.16e: damage from a source of a colour the creature has protection from is prevented (unless this
    effect said earlier that damage can't be prevented: 615.12, act_shields.py)."""
    from .grants import keywords_of

    kws = keywords_of(state, creature)
    absorb = sorted(k for k in kws if k.startswith("absorb "))
    if absorb:  # 702.64a: "prevent N of that damage", not followed here: refused, never dealt in full
        from ..grammar.spanish_terms import keyword_es

        raise BotError.of("unsupported_effect", "apnap.error.absorb_unfollowed", field="players", lang=state.lang,
                          name=creature.name, keyword=keyword_es(absorb[0]) if state.lang == "es" else absorb[0])
    shields = {k.removeprefix("protection from ") for k in kws if k.startswith("protection from ")}
    if not shields:
        return False
    if state.shields.unpreventable or creature.uid in state.shields.unpreventable_to or said_by_this_effect(state):
        state.cite("615.12", step=result)
        return False
    if colors is None:
        state.warnings.append(t("apnap.warning.protection_unknown", state.lang, name=creature.name))
        return False
    if shields & colors:
        state.cite("702.16e", step=result)
        return True
    return False
