"""Damage to a planeswalker (120.3c, 306.8): a planeswalker is dealt damage as a player is, and the damage removes
that many loyalty counters from it; one left with no loyalty is put into its owner's graveyard by the state-based
actions (704.5i, engine/aftermath.py).

Why apart: every verb that deals damage to one chosen recipient reaches a planeswalker the same way — "any target"
(115.4), "target creature or planeswalker" (115.1), the player words that may choose one, "target player or
planeswalker" / "target opponent or planeswalker" (the planeswalker the scenario's ``target`` names instead of a
player), and "the player or planeswalker it's attacking" (the one the scenario's ``combat`` names, 506.2).
The loyalty a board does not give is asked for a whole board and assumed, with a warning, in quick mode, as damage
to each player's planeswalkers already was (act_damage.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..grammar.spanish_terms import counter_word
from ..model import GameObject
from ..plan import Damage
from ..result import EventRecord, StepResult
from . import triggers
from .damage_sources import damage_source, protected, source_colors, source_name
from .grants import damage_keywords

if TYPE_CHECKING:
    from .state import State


def remove_loyalty(state: State, walker: GameObject, n: int, result: StepResult) -> int | None:
    """120.3c: damage dealt to a planeswalker removes that many loyalty counters from it (704.5i checks zero).
    Loyalty the board does not give is asked in a file and assumed, with a warning, in quick mode. The loyalty left
    (None when the board did not give it)."""
    if walker.counters is None:
        if not state.game.player(state.game.controller).unknown:
            raise BotError.of("choice_needed", "apnap.error.counters_needed", suggestions=[walker.name],
                              field="players", lang=state.lang, kind="loyalty",
                              counter=counter_word("loyalty", state.lang), name=walker.name)
        state.warnings.append(t("apnap.warning.loyalty_unknown", state.lang, name=walker.name, amount=n))
    state.add_counters(walker.uid, "loyalty", -n)
    state.cite("120.3c", step=result)
    if walker.counters is None:
        return None
    return max(0, dict(walker.counters).get("loyalty", 0) + state.counters[walker.uid]["loyalty"])


def chosen_planeswalker(state: State, step: Damage) -> tuple[GameObject, str] | None:
    """The planeswalker a player word reaches instead of a player: "target player or planeswalker" with no player
    named as the target, the first name of ``target`` that is a planeswalker on a battlefield (in range, 801.5a,
    else refused); "the player or planeswalker it's attacking", the planeswalker the scenario's ``combat`` says
    the source attacks (506.2). None when a player is reached."""
    if step.subject.kind == "attacked":
        source = state.source_on_battlefield()
        combat = state.game.combat
        whom = combat.attacks(source.uid) if combat is not None and source is not None else None
        return _walker(state, [whom]) if whom is not None and whom not in state.game.seat_names else None
    if not step.subject.or_planeswalker or state.scenario.target in state.game.seat_names:
        return None
    named = [n for n in state.scenario.targets if n not in state.game.seat_names]
    found = _walker(state, named)
    if found is None:  # the loader let a planeswalker's name through (scenario_targets.py): out of range here
        raise BotError.of("bad_scenario", "apnap.error.target_out_of_range", field="target", lang=state.lang,
                          name=", ".join(named) or "—", controller=state.game.controller,
                          n=state.game.range_of_influence or 0)
    return found


def _walker(state: State, names: list[str]) -> tuple[GameObject, str] | None:
    wanted = [n.casefold() for n in names]
    for name in wanted:
        for p in state.game.players:
            if p.lost or not state.in_range(p.name):
                continue
            found = next((o for o in p.battlefield if o.name.casefold() == name and o.has_type("planeswalker")), None)
            if found is not None:
                return found, p.name
    return None


def mark_damage(state: State, obj: GameObject, n: int, source: str | None, result: StepResult) -> dict[str, object]:
    """``n`` damage dealt to one permanent: loyalty counters removed from a planeswalker (120.3c, 306.8), damage marked
    on a creature (120.3e; both for a planeswalker creature); the damage event's ``extra`` (``loyalty`` the loyalty
    left when known). Why one place: one target's damage and a divided part's are dealt the same way."""
    extra: dict[str, object] = {"source": source}
    if obj.has_type("planeswalker"):
        left = remove_loyalty(state, obj, n, result)
        if left is not None:
            extra["loyalty"] = left
    if obj.is_creature():
        state.marked_damage[obj.uid] = state.marked_damage.get(obj.uid, 0) + n
    return extra


def damage_planeswalker(state: State, walker: GameObject, holder: str, n: int, source_words: str | None,
                        result: StepResult) -> None:
    """One source's damage to one planeswalker (a creature too, if it is one: damage marked as well, 120.3e):
    loyalty removed, the event (``loyalty`` the loyalty left when known), and what it triggers (a source dealing
    damage, a permanent dealt damage, 603.2); protection prevents it (702.16e)."""
    result.order = [holder]
    source = source_name(state, source_words)
    if n <= 0:  # 120.8: a source that would deal 0 damage deals none: no event, nothing triggers
        state.cite("120.8", step=result)
        result.events.append(EventRecord(holder, "damage", [walker], amount=0,
                                         extra={"source": source, "no_event": True}))
        return
    if protected(state, walker, source_colors(state), result):
        return
    extra = mark_damage(state, walker, n, source, result)
    result.events.append(EventRecord(holder, "damage", [walker], amount=n, extra=extra))
    triggers.damaged(state, [(walker, holder)], [], damage_source(state, source_words), result)
    damage_keywords(state, source_words, result)  # lifelink, deathtouch (702.15b, 702.2b)
    state.cite("306.8", step=result)
