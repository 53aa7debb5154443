"""Abilities a permanent has because an effect gives them (layer 6, 613.1f): "Enchanted creature gets +1/+1 and has
flying", "Creatures you control gain indestructible until end of turn", 'Equipped creature has "{T}: Draw a card."'.

Why a record of its own, kept by the state: a granted keyword is not a word in the result, it changes what the rest
of the resolution does (702.12b an indestructible permanent is not destroyed, by "destroy" or by lethal damage;
702.16 protection prevents damage from sources of that quality; a filter "creatures with flying" sees it). The board
object is frozen (model.py), so the state keeps the grants by uid and every rule that asks which keywords an object
has asks :func:`keywords_of`. The result lists them per object (``granted``), with how long each lasts, and a quoted
ability stays a typed ability of the object (its text, its kind), never a dropped string.

Targeting is the exception: a target is chosen as the spell is cast or the ability put on the stack (601.2c), before
this effect gives anything, so :func:`untargetable` reads the keywords the board gives the object.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from bot.catalog import Phrase
from bot.errors import BotError

from ..grammar.all_abilities import ALL_ABILITIES
from ..model import GameObject
from ..result import EventRecord, StepResult
from . import triggers
from .grant_record import Grant
from .restricting import check_target
from .state import WITH_GRANTED

if TYPE_CHECKING:
    from .state import State


def grant(state: State, objects: list[GameObject], keywords: tuple[str, ...] | list[str], duration: str,
          abilities: tuple[tuple[str, str], ...] = (), lost: bool = False) -> None:
    """Each object has the keywords and quoted abilities (text, kind) from now on, in this resolution; with ``lost``,
    it has those keywords no more ("loses first strike until end of turn", 613.1f)."""
    for o in objects:
        for kw in keywords:
            state.grants.append(Grant(o.uid, o.name, duration, keyword=kw.strip().lower(), lost=lost))
        for text, kind in abilities:
            state.grants.append(Grant(o.uid, o.name, duration, ability=text, kind=kind))


def keywords_of(state: State, obj: GameObject) -> frozenset[str]:
    """The keywords the object has now: those the board gives it and those an effect of this resolution granted or
    took away, in the order the effects began (layer 6, 613.1f; within a layer by timestamp, 613.7)."""
    mine = [g for g in state.grants if g.uid == obj.uid and g.keyword]
    if not mine:
        return obj.keywords
    kws = set(obj.keywords)
    for g in mine:
        if g.lost and g.keyword == ALL_ABILITIES:  # "loses all abilities": every one it has by then (613.1f)
            kws.clear()
        else:
            (kws.discard if g.lost else kws.add)(g.keyword)
    return frozenset(kws)


def with_granted(state: State, obj: GameObject) -> GameObject:
    """The object as a filter sees it ("creatures with flying", 613.1f): its granted keywords added."""
    kws = keywords_of(state, obj)
    return obj if kws is obj.keywords else replace(obj, keywords=kws)


def indestructible(state: State, obj: GameObject) -> bool:
    """702.12b: a permanent with indestructible can't be destroyed (by "destroy", or by lethal damage, 704.5g)."""
    return "indestructible" in keywords_of(state, obj)


def untargetable(state: State, obj: GameObject, holder: str) -> None:
    """A target the board shows with shroud (702.18a), or with hexproof while an opponent controls it (702.11b),
    can't have been chosen: the scenario is refused with the rule, never resolved as if it were legal."""
    check_target(state, obj, holder)  # "can't be the target of …" in its own text (101.2, 601.2c; restricting.py)
    kws = obj.keywords
    if "shroud" in kws:
        keyword, rule = "shroud", "702.18a"
    elif "hexproof" in kws and holder in state.game.opponents(state.game.controller):
        keyword, rule = "hexproof", "702.11b"
    else:
        return
    raise BotError.of("bad_scenario", "apnap.error.target_untargetable", field="target", lang=state.lang,
                      name=obj.name, keyword=Phrase(f"apnap.untargetable.{keyword}"), rule=rule)


def spare_indestructible(state: State, objects: list[GameObject], result: StepResult) -> list[GameObject]:
    """The objects a "destroy" leaves where they are (702.12b), named in one event; returns the others."""
    kept = [o for o in objects if indestructible(state, o)]
    if kept:
        result.events.append(EventRecord(state.game.controller, "indestructible", kept))
        state.cite("702.12b", step=result)
    return [o for o in objects if o not in kept]


def damage_keywords(state: State, source: str | None, result: StepResult) -> None:
    """Damage this step's source dealt, when the source is the card's own permanent (on the battlefield, or as it last
    existed, 608.2h) with lifelink or deathtouch, printed or granted: its controller gains that much life (702.15b);
    a creature dealt damage by it is destroyed by the state-based action (702.2b, 704.5h)."""
    words = (source or "").strip().lower().split()
    if not state.scenario.card or len(words) != 2 or words[0] not in ("this", "este", "esta"):
        return
    obj = state.source_on_battlefield() or next(
        (o for p in state.game.players for o in p.graveyard if o.name.casefold() == state.scenario.card.casefold()),
        None)
    kws = keywords_of(state, obj) if obj is not None else frozenset()
    dealt = [e for e in result.events if e.action == "damage" and (e.amount or 0) > 0]
    if "deathtouch" in kws:
        hit = [o for e in dealt for o in e.objects if o.is_creature()]
        state.deathtouched.update(o.uid for o in hit)
        if hit:
            state.cite("702.2b", step=result)
    total = sum((e.amount or 0) * max(1, len(e.objects)) for e in dealt)
    if "lifelink" in kws and total:
        you = state.game.controller
        state.change_life(you, total, result)
        result.events.append(EventRecord(you, "gain_life", [], amount=total, extra={"life": state.known_life(you)}))
        triggers.simple(state, "gains_life", you, None, result)
        state.cite("702.15b", step=result)


def granted_report(state: State) -> list[dict[str, Any]]:
    """The result's ``granted``: per object, the keywords and abilities this resolution gave it, and how long."""
    out: list[dict[str, Any]] = []
    for g in state.grants:
        entry: dict[str, Any] = {"object": g.name, "duration": g.duration, "rule": "613.1f"}
        if g.keyword:
            entry["keyword"] = g.keyword
            if g.lost:  # "loses first strike until end of turn": taken away, not given
                entry["lost"] = True
        else:
            entry.update(ability=g.ability, ability_kind=g.kind)
        if entry not in out:
            out.append(entry)
    return out


__all__ = ["Grant", "damage_keywords", "grant", "granted_report", "indestructible", "keywords_of",
           "spare_indestructible", "untargetable", "with_granted"]


WITH_GRANTED.append(with_granted)  # State.matches reads granted keywords through this (no import circle)
