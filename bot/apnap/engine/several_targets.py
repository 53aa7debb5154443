"""Several targets for one word "target" (601.2c, 115.1, 115.3, 608.2b): "destroy two target creatures", "tap up
to two target creatures", "exile X target artifacts", "any number of target …", "one or two target …".

Why one module: every verb on targets (destroy, exile, tap, untap, return) asks the same questions — which of the
scenario's ``target`` names this word took, whether there are as many as the count says, whether each is still
legal as the spell resolves — and only then does its own thing to each object. The answers are here once.

The scenario gives the targets as ``target: [A, B, …]`` in the order of the text's target words; a counted word
takes the next names that are not players. The same object is chosen at most once for one word (115.3); a name
given twice is a second object of that name, or an error. A named object that is on the battlefield but does not
fit the text (kind, controller, "other") could not have been chosen (601.2c): refused (``bad_scenario``, naming it and
what the text asks), as a one-target word's is (illegal_target.py); it was resolved as "illegal as the spell resolves"
(608.2b), the rest affected, until blind judges found that answered as if the choice had been possible (session 34).
Too few names (fewer than the count needs, or none for "up
to" and "any number") is asked (``choice_needed`` with the legal objects), never guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..grammar import TypeFilter
from ..model import GameObject
from ..plan import TargetCount
from ..render.nouns import objects as render_objects
from ..render.words import Words
from ..result import StepResult
from .grants import untargetable
from .same_names import holder_split
from .values import value_of

if TYPE_CHECKING:
    from .state import State



def _bounds(state: State, count: TargetCount, named: int) -> tuple[int, int | None]:
    """The least and most targets the word allows; X is the card's definition (``count.x``, 107.3c), else the
    scenario's ``x`` (107.3, chosen as it was cast). Not
    given, "X target artifacts" as the spell's only target word and only X has X = the number of targets named:
    the player chose that many (601.2b-c), said in a warning; anything else needs ``x``."""
    if count.x is not None:  # "up to X target lands, where X is …": the text's X, never the scenario's (107.3c)
        defined = value_of(state, count.x, state.game.controller)
        return (defined if count.least is None else count.least), defined
    if count.least is None or (count.most is None and not count.any_number):
        x = state.scenario.x
        if x is None and count.least is None and named and _only_target_word(state):
            x = named
            state.warnings.append(t("apnap.warning.x_from_targets", state.lang, x=named))
        if x is None:
            raise BotError.of("bad_scenario", "apnap.error.x_missing", field="x", lang=state.lang)
        return (x if count.least is None else count.least), x
    return count.least, count.most


def named_holder(state: State, name: str) -> tuple[str, str | None]:
    """A target name and whose permanent it is ("Forest (Alice)": Alice's Forest, 115.1; same_names.holder_split)."""
    return holder_split(name, state.game.seat_names)


def named_target(state: State, flt: TypeFilter, taken: list[GameObject]) -> tuple[GameObject, str] | None:
    """The first permanent the scenario's ``target`` names, in its order, of the word's kind and not one an earlier
    target word took (two target words are two objects, 115.3). One owner for "the object a single target word
    names", used by attaching (701.3) and copying (707.2) alike."""
    for name in (n for n in state.scenario.targets if n not in state.game.seat_names):
        bare, holder = named_holder(state, name)
        for p in state.game.players:
            if p.lost or not state.in_range(p.name) or holder not in (None, p.name):
                continue
            for o in p.battlefield:
                if o.name.casefold() == bare.casefold() and all(o is not t for t in taken) \
                        and state.matches(flt, o, p.name):
                    return o, p.name
    return None


def _on_battlefield(state: State, name: str, chosen: list[GameObject]) -> list[tuple[GameObject, str]]:
    """The permanents called ``name`` within range (801.5a), not chosen yet for this word (115.3)."""
    bare, holder = named_holder(state, name)
    return [(o, p.name) for p in state.game.players if not p.lost and state.in_range(p.name) for o in p.battlefield
            if o.name.casefold() == bare.casefold() and holder in (None, p.name) and all(o is not c for c in chosen)]


def _legal(state: State, objects: TypeFilter, count: TargetCount, obj: GameObject, holder: str) -> bool:
    """Whether the object still fits the text (115.1); "other target" is none an earlier target word chose."""
    if count.other and any(obj is c for c in state.targets_chosen):
        return False
    return state.matches(objects, obj, holder)


def _pick(state: State, name: str, chosen: list[GameObject], names: list[str]) -> tuple[GameObject, str]:
    """The object a name gives: one not chosen yet for this word; two players' of that name is asked."""
    found = _on_battlefield(state, name, chosen)
    if not found:
        twice = any(c.name.casefold() == name.casefold() for c in chosen)
        key = "apnap.error.target_twice" if twice else "apnap.error.target_object"
        raise BotError.of("bad_scenario", key, field="target", lang=state.lang, name=name,
                          what=NounRef("permanent"))
    holders = list(dict.fromkeys(h for _, h in found))
    if len(holders) > 1 and names.count(name) < len(found):  # Alice's Forest or Carol's (115.1)
        raise BotError.of("choice_needed", "apnap.error.target_ambiguous", field="target", lang=state.lang,
                          name=found[0][0].name, players=", ".join(holders),
                          suggestions=[f"{o.name} ({h})" for o, h in found])
    return found[0]


def counted_targets(state: State, objects: TypeFilter, count: TargetCount,
                    result: StepResult) -> list[tuple[GameObject, str]]:
    """The legal targets of one counted target word and their controllers, in the order given (601.2c). Empty
    when every one is illegal as the spell resolves (608.2b: a warning says so, and the step does nothing)."""
    names = [n for n in state.scenario.targets if n not in state.game.seat_names]
    for taken in state.targets_taken:  # the names an earlier target word of this effect took
        if taken in names:
            names.remove(taken)
    least, most = _bounds(state, count, len(names))
    if most is not None and len(names) > most and _only_target_word(state):  # never dropped silently (601.2c)
        raise BotError.of("bad_scenario", "apnap.error.targets_too_many", field="target", lang=state.lang,
                          most=most, n=len(names), what=NounRef(objects.noun))
    if most == 0:  # X is 0: no target chosen, nothing to do (601.2c)
        return []
    mine = names if most is None else names[:most]
    chosen: list[tuple[GameObject, str]] = []
    for name in mine:
        not_again = [o for o, _ in chosen] + (state.targets_chosen if count.other else [])  # 115.3
        obj, holder = _pick(state, name, not_again, mine)
        untargetable(state, obj, holder)  # shroud, or an opponent's hexproof: never chosen (702.18a, 702.11b)
        if not _legal(state, objects, count, obj, holder):  # 601.2c: never an appropriate choice for this word
            raise BotError.of("bad_scenario", "apnap.error.target_not_legal", field="target", lang=state.lang,
                              name=obj.name, kind=render_objects(Words(state.lang), objects, False))
        chosen.append((obj, holder))
    if len(chosen) < least or (not chosen and not _objects_named(state)):
        _ask(state, objects, count, least, most, [o for o, _ in chosen])
    elif not chosen and not state.scenario.no_targets and _options(state, objects, count, []):  # said, not silent
        state.warnings.append(t("apnap.warning.targets_none_named", state.lang, what=NounRef(objects.noun),
                                least=least, most="∞" if most is None else most))
    state.targets_taken.extend(mine)
    state.targets_chosen.extend(o for o, _ in chosen)
    state.cite("115.1", "601.2c", *(("115.3",) if len(chosen) > 1 else ()), step=result)
    return chosen


def _objects_named(state: State) -> bool:
    """Whether the scenario answered the object target words at all: it named an object (a word after the one that
    took it gets none: the list is the caster's whole choice), or said ``target: []`` (no object chosen, 601.2c). A
    list of players only ("target: Alice") names no object: "up to two target creatures" is then asked, never taken
    as zero (the harness's target player is not the caster's choice of no creature)."""
    return state.scenario.no_targets or any(n not in state.game.seat_names for n in state.scenario.targets)


def _only_target_word(state: State) -> bool:
    """Whether this word's targets are all the spell's targets (608.2b: only then does it not resolve at all; with
    a target player or another target word still legal, it resolves and does what it can)."""
    # "that permanent or player" is the same target word said again (608.2c): not another
    words = sum(1 + len(getattr(st, "also", ())) for st in state.scenario.plan.steps
                if (st.targets_object and not st.on_entered)
                or (getattr(st, "targets_any", False) and not getattr(st, "again", False)))
    return words <= 1 and state.scenario.target is None


def _options(state: State, objects: TypeFilter, count: TargetCount, chosen: list[GameObject]) -> list[str]:
    """The legal objects not chosen yet, a name two players' permanents share said with its controller."""
    legal = [(o, p.name) for p in state.game.players if not p.lost and state.in_range(p.name) for o in p.battlefield
             if all(o is not c for c in chosen) and _legal(state, objects, count, o, p.name)]
    shared = {o.name.casefold() for o, h in legal if any(x.name.casefold() == o.name.casefold() and g != h
                                                         for x, g in legal)}
    return [f"{o.name} ({h})" if o.name.casefold() in shared else o.name for o, h in legal]  # as named_holder reads


def _ask(state: State, objects: TypeFilter, count: TargetCount, least: int, most: int | None,
         chosen: list[GameObject]) -> None:
    """Fewer targets named than the word needs (or none for "up to" / "any number"): asked with the legal ones."""
    options = _options(state, objects, count, chosen)
    if not options and len(chosen) >= least:
        return  # "up to two" with nothing to target: no target, and nothing happens (601.2c)
    if len(options) + len(chosen) < least:  # fewer legal objects than it needs: it could not have been cast
        raise BotError.of("bad_scenario", "apnap.error.targets_too_few", field="target", lang=state.lang,
                          n=least, what=NounRef(objects.noun))
    if least == most:  # "two target creatures", "X target artifacts": exactly that many
        raise BotError.of("choice_needed", "apnap.error.targets_needed_exactly", field="target", lang=state.lang,
                          suggestions=options, n=least, what=NounRef(objects.noun))
    raise BotError.of("choice_needed", "apnap.error.targets_needed", field="target", lang=state.lang,
                      suggestions=options, least=least, most="∞" if most is None else most,
                      what=NounRef(objects.noun))
