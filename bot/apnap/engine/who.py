"""Who a step applies to and in what order (801.10 range, "each opponent", "this way", 101.4, 701.38a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from bot.catalog import t
from bot.errors import BotError

from ..grammar.conditions import Condition, Facts, holds
from ..grammar.specs import Subject, TypeFilter
from ..plan import Damage, PerformedBy, Step, Vote, VoteForCard, VoteForObject
from ..result import StepResult
from . import standing
from .defending import attacked_player, defending_player
from .object_holder import target_holder
from .past_actions import matches_past
from .referents import that_player

if TYPE_CHECKING:
    from .state import State


def _base(state: State, kind: str, everyone: list[str], step: StepResult) -> list[str]:
    game, controller = state.game, state.game.controller
    if kind == "each_opponent":
        state.cite("102.3" if game.teams else ("102.2" if len(game.players) == 2 else "101.4"), step=step)
        return [n for n in game.opponents(controller) if n in everyone]
    if kind == "each_other_player":
        return [n for n in everyone if n != controller]
    if kind in ("target_player", "target_opponent"):
        return [state.scenario.target] if state.scenario.target in everyone else []
    if kind == "you_and_target":
        return [n for n in (controller, state.scenario.target) if n in everyone]
    if kind == "you_and_that":  # "Choose an opponent. You and that player each …" (608.2c)
        return [n for n in dict.fromkeys((controller, that_player(state))) if n in everyone]
    if kind == "that_player":
        that = that_player(state)  # "each player's upkeep": the active player
        return [that] if that in everyone else []
    if kind == "you":
        return [controller] if controller in everyone else []
    if kind == "defending_player":  # 506.2, 508.5: the player the source attacks
        defender = defending_player(state, step)
        return [defender] if defender in everyone else []
    if kind == "attacked":  # "the player or planeswalker it's attacking": a player only (defending.py)
        attacked = attacked_player(state, step)
        return [attacked] if attacked in everyone else []
    if kind in ("object_controller", "others_than_object_controller", "object_owner"):
        return _of_object(state, kind, everyone, step)
    return everyone


def _of_object(state: State, kind: str, everyone: list[str], step: StepResult) -> list[str]:
    """The players named by the one object the effect targeted: its controller ("that land's controller"), every
    player but its controller, both as it last existed (608.2h), or its owner (108.3), wherever it went."""
    if kind == "object_owner":
        owner = _target_owner(state, step)
        return [owner] if owner in everyone else []
    holder = target_holder(state, step)
    if kind == "object_controller":
        return [holder] if holder in everyone else []
    return [n for n in everyone if n != holder] if holder is not None else []  # no such controller: no one


def _target_owner(state: State, step: StepResult) -> str | None:
    """The owner of the one object the effect targeted, or of the trigger event's (108.3, 603.2)."""
    from ..plan import amounts as a
    from .object_values import referent

    of = a.Referent.TARGET if any(n not in state.game.seat_names for n in state.scenario.targets) else a.Referent.EVENT
    found = referent(state, of, None)
    if found is None:
        return None
    state.cite("108.3", step=step)
    return found[0].owner


def _performers(state: State, plan_step: Step, base: list[str], everyone: list[str]) -> list[str]:
    """Instructions on permanents: the controller performs them, or the damaged permanents' controllers."""
    if plan_step.performed_by is PerformedBy.HOLDERS and isinstance(plan_step, Damage):
        flt = plan_step.objects
        assert flt is not None
        return [n for n in everyone if any(state.matches(flt, o, n) for o in state.game.player(n).battlefield)]
    if isinstance(plan_step, Damage) and plan_step.objects is not None and plan_step.to_players:
        # "… to each creature and each opponent": the players named, and the controllers of every
        # creature dealt damage, whoever they are (120.3)
        flt = plan_step.objects
        return [n for n in everyone if n in base or any((o.is_creature() or o.has_type("planeswalker"))
                                                        and state.matches(flt, o, n)
                                                        for o in state.game.player(n).battlefield)]
    if plan_step.performed_by is not PerformedBy.SUBJECT:
        controller = state.game.controller
        return [controller] if controller in everyone else []
    return base


def _the_most(state: State, subject: Subject, everyone: list[str]) -> list[str]:
    """"The player who has the most cards in hand / with the most life / who controls the most Wizards": the one
    player with strictly the most; a tie names nobody. A zone nobody described is asked, never guessed."""
    measure = subject.ref_action or ""
    zone = {"hand": "hand", "life": "life"}.get(measure, "battlefield")
    unknown = [n for n in everyone if zone in state.game.player(n).unknown]
    if unknown:
        raise BotError.of("choice_needed", "apnap.error.most_needed", suggestions=unknown, field="players",
                          lang=state.lang, names=", ".join(unknown))
    flt = subject.ref_filter or TypeFilter()

    def count(name: str) -> int:
        p = state.game.player(name)
        if measure == "hand":
            return len(p.hand)
        if measure == "life":
            return state.life_of(name)
        return sum(1 for o in p.battlefield if state.matches(flt, o, name))

    counts = {n: count(n) for n in everyone}
    top = max(counts.values(), default=0)
    leaders = [n for n, c in counts.items() if c == top]
    return leaders if len(leaders) == 1 else []


def _subject_players(state: State, subject: Subject, everyone: list[str], step: StepResult) -> list[str]:
    if subject.kind == "the_most":
        return _the_most(state, subject, everyone)
    if subject.kind == "attached_controller" and subject.ref_filter is not None:  # "enchanted creature's controller"
        from .attached import attached_permanent

        holder = attached_permanent(state, subject.ref_filter, subject.attached)[1]
        state.cite("303.4e" if subject.attached == "enchanted" else "301.5d", step=step)
        return [holder] if holder in everyone else []
    return _base(state, subject.base if subject.kind == "this_way" else subject.kind, everyone, step)


def named_players(state: State, plan_step: Step, step: StepResult) -> set[str]:
    """The players a step's subject names ("each opponent"), before anyone else it reaches is added."""
    subject = plan_step.subject
    everyone = [p.name for p in state.game.players if not p.lost]
    return set(_subject_players(state, subject, everyone, step))


def participants(state: State, plan_step: Step, step: StepResult) -> list[str]:
    game, controller = state.game, state.game.controller
    subject = plan_step.subject
    everyone = [p.name for p in game.players if not p.lost]
    base = _subject_players(state, subject, everyone, step)
    base = _performers(state, plan_step, base, everyone)
    if subject.kind == "this_way":
        state.cite("608.2e", step=step)
        base = [n for n in base if n in did_this_way(state, subject)]
    if subject.standing is not None:  # "each player who controls the most lands": counted now (608.2h)
        base = standing.picked(state, subject.standing, base, step)
    if subject.chosen is not None:  # "each friend": the players the earlier choice named so
        base = [n for n in base if n in chosen_as(state, subject.chosen)]
    if subject.where is not None:
        base = passing(state, subject, base)
    if game.range_of_influence is not None:
        state.cite("801.2", "801.10", step=step)
        base = [n for n in base if state.in_range(n)]
    if isinstance(plan_step, (Vote, VoteForObject, VoteForCard)):
        return state.turn_order_from(controller, base)  # 701.38a: start with "you", then turn order
    if subject.starting_with_you:
        state.cite("101.1", step=step)
        order = state.turn_order_from(controller, base)
        if subject.left is not None and not goes_left(state, subject.left):  # "the chosen direction": right
            order = order[:1] + order[1:][::-1]
        return order
    return state.apnap_order(base)


def goes_left(state: State, left: str) -> bool:
    """Whether the controller's latest choice of a direction was the option meaning left: turn order, which
    proceeds clockwise (103.1), so each player's left is the next player in turn order."""
    ref = next((s for s in reversed(state.steps) if "chosen_for" in s.extra), None)
    chosen = ref.extra["chosen_for"].get(state.game.controller, "") if ref is not None else ""
    return str(chosen).casefold() == left.casefold()


def chosen_as(state: State, option: str) -> set[str]:
    """The players the latest choice of named options put under ``option`` ("friend", "foe")."""
    ref = next((s for s in reversed(state.steps) if "chosen_for" in s.extra), None)
    chosen: dict[str, str] = ref.extra["chosen_for"] if ref is not None else {}
    return {p for p, o in chosen.items() if o.casefold() == option.casefold()}


def did_this_way(state: State, subject: Subject) -> set[str]:
    """The players who did the referred step's action (608.2e), or who did not / could not."""
    if subject.accepted and subject.ref_action == "search":  # "Then each player who searched a library this way
        # shuffles it" (Tempt with Discovery): whoever searched in any of this effect's searches (701.23, 701.24a)
        return set().union(*(_accepted(s) for s in state.steps if matches_past(s.action, "search")))
    ref = next((s for s in reversed(state.steps) if matches_past(s.action, subject.ref_action)), None)
    if ref is None:
        return set()
    if subject.all_of_step:
        return set(ref.order)
    if subject.accepted:
        return _accepted(ref)
    did = set()
    instead = {c.player for c in ref.choices if c.what.startswith("pay_life") or c.what == "put_on_top"}
    for event in ref.events:
        if event.player in instead and event.action != ref.action and ref.action != "lose_life":
            continue  # life paid or a card put on top instead of the step's action: not that action (paying life
            # is losing it, 119.4, so "loses life this way" still counts it)
        if ref.action == "damage" and (event.objects or not event.amount):
            continue  # "each player dealt damage this way": damage to a creature is not damage to its controller
        if event.objects or event.labels:
            flt = subject.ref_filter
            acted = any(state.matches(flt, o, event.player) for o in event.objects) if flt is not None else True
        else:
            acted = (event.amount or 0) > 0
        if acted:
            did.add(event.player)
    if subject.cant:  # "who can't": chose nothing because nothing was legal (101.3)
        return {c.player for c in ref.choices if c.none} | (set(ref.order) - {c.player for c in ref.choices}
                                                             if ref.choices else set())
    if subject.negated:
        return set(ref.order) - did
    return did


def _accepted(ref: StepResult) -> set[str]:
    """"may X and Y": those of the step who said yes (no question asked: everyone in it)."""
    asked = {c.player: c.answer for c in ref.choices if c.answer in ("yes", "no")}
    return {n for n in ref.order if asked.get(n, "yes") == "yes"}


def passing(state: State, subject: Subject, names: list[str]) -> list[str]:
    """"Each player with exactly 13 life": the players for whom the test holds as the step starts. One the
    board cannot decide (a zone nobody described) is left out, and the warning says so: never guessed."""
    test = cast(Condition, subject.where)
    game = state.game
    source = next((o for o in game.player(game.controller).battlefield if state.scenario.card
                   and o.name.casefold() == state.scenario.card.casefold()), None)
    kept = []
    for name in names:
        verdict = holds(test, game, Facts(game.controller, name, state.scenario.kicked, source))
        if verdict is None:
            state.warnings.append(t("apnap.warning.player_test_unknown", state.lang, player=name))
        elif verdict:
            kept.append(name)
    return kept
