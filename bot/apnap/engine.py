"""The APNAP engine: runs a parsed effect on a game, step by step, as shared/docs/apnap-rules.md says.

For each step (608.2e): work out who it applies to (801.10 range, "each opponent", "this way"),
order them (101.4 rotated to the active player, 805.6 team by team, 701.38a votes from the
controller), collect every choice first (101.4d queue; 101.4a/b visibility; 101.4c printed
order; 101.2/101.3/608.2d/609.3 legality), then perform the step as one simultaneous event
(draws: one player at a time, 121.2c). Triggers are recorded but wait; SBAs are checked only
after the whole effect (704.3), then triggers go on the stack in APNAP order (603.3b).
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Iterable
from dataclasses import dataclass

from bot.catalog import t
from bot.errors import BotError

from . import seats
from .aftermath import AftermathMixin
from .budget import Budget
from .choices import (
    KIND_OBJECTS,
    KIND_PLACEMENT,
    KIND_SEARCH,
    KIND_VOTE,
    ChoiceOption,
    ChoiceRequest,
    Chooser,
    CompositeChooser,
    PlayerView,
    ScriptedChooser,
    SeenChoice,
    validate_answer,
)
from .decisions import DecisionsMixin
from .extended import EXTENDED_ACTIONS, ExtendedMixin
from .grammar import Slot, StepSpec, Subject, TypeFilter
from .model import Game, GameObject
from .perform import _PICK_ZONE, PerformMixin
from .result import ChoiceRecord, Resolution, StepResult, TriggerRecord
from .scenario import Scenario

MAX_REPEATS = 100  # "repeat the following process X times": more is refused, not looped over
_ACTION_RULES = {
    "sacrifice": ("701.21a",), "discard": ("701.9a", "701.9b"), "exile": ("701.13", "701.13a"),
    "draw": ("121.2",), "lose_life": ("119.3",), "gain_life": ("119.3",), "damage": ("120.3a", "119.3"),
    "mill": ("701.17a",), "scry": ("701.22c",), "surveil": ("701.25a",), "search": ("701.23i",),
    "return": (), "vote": ("701.38a",), "extra_turn": ("500.7",),
}


@dataclass(slots=True)
class _Decision:
    """One outstanding decision in a step's choice phase."""

    player: str
    slot: Slot | None
    index: int  # among this player's decisions in the step (101.4c)
    kind: str = "pick"  # pick | may (yes / no) | amount ("up to N") | keep (choose … then the rest)


class Engine(ExtendedMixin, DecisionsMixin, PerformMixin, AftermathMixin):
    """Resolves one scenario once. Use :func:`resolve_scenario`; an Engine is single-use."""

    def __init__(self, scenario: Scenario, chooser: Chooser, lang: str) -> None:
        self.scenario = scenario
        self.game: Game = scenario.game.clone()
        self.chooser = chooser
        self.lang = lang
        self.citations: list[str] = []
        self._cited: set[str] = set()
        self.steps: list[StepResult] = []
        self.triggers: list[TriggerRecord] = []
        self.extra_turn_grants: list[str] = []
        self.warnings: list[str] = list(scenario.warnings)
        self.last_tally: Counter[str] | None = None
        self.vote_options: tuple[str, ...] = ()
        self._last_auto = False  # whether the chooser's latest answer was a default pick
        self.lost_game: list[str] = []  # "loses the game" (104.3a): not a state-based action
        self.marked_damage: dict[int, int] = {}  # uid → damage marked on a creature (120.3e)
        self.rest_filter: TypeFilter | None = None  # "chooses from among the lands …": what "the rest" means
        self.object_votes: dict[int, int] = {}  # uid → votes ("votes for a nonland permanent …")
        self.delayed: list[dict[str, str]] = []  # delayed triggered abilities the effect created (603.7)
        self.budget = Budget(lang)  # what this resolution may cost (budget.py): stops a storm as it grows

    # ------------------------------------------------------------------ citations
    def cite(self, *numbers: str, step: StepResult | None = None) -> None:
        for n in numbers:
            if n not in self._cited:
                self._cited.add(n)
                self.citations.append(n)
            if step is not None and n not in step.citations:
                step.citations.append(n)

    # ------------------------------------------------------------------ ordering
    def apnap_order(self, names: Iterable[str]) -> list[str]:
        return seats.apnap_order(self.game, names)

    def turn_order_from(self, start: str, names: Iterable[str]) -> list[str]:
        return seats.turn_order_from(self.game, start, names)

    def in_range(self, name: str) -> bool:
        return seats.in_range(self.game, name)

    # ------------------------------------------------------------------ participants
    def participants(self, spec: StepSpec, step: StepResult) -> list[str]:
        game, controller = self.game, self.game.controller
        subject = spec.subject
        everyone = [p.name for p in game.players if not p.lost]
        kind = subject.base if subject.kind == "this_way" else subject.kind
        if kind == "each_opponent":
            base = [n for n in game.opponents(controller) if n in everyone]
            self.cite("102.3" if game.teams else ("102.2" if len(game.players) == 2 else "101.4"), step=step)
        elif kind == "each_other_player":
            base = [n for n in everyone if n != controller]
        elif kind in ("target_player", "target_opponent"):
            base = [self.scenario.target] if self.scenario.target in everyone else []
        elif kind == "you_and_target":
            base = [n for n in (controller, self.scenario.target) if n in everyone]
        elif kind == "that_player":
            that = self.scenario.that_player or self.game.active  # "each player's upkeep": the active player
            base = [that] if that in everyone else []
        elif kind == "you":
            base = [controller] if controller in everyone else []
        else:
            base = everyone
        if spec.creatures is not None and not spec.players_too:
            # instructions on permanents ("destroy all creatures"; damage to each creature): the
            # controller performs them, or the damaged permanents' controllers are reported
            if spec.action == "damage":
                base = [n for n in everyone if any(self.matches(spec.creatures, o, n)
                                                   for o in self.game.player(n).battlefield)]
            else:
                base = [controller] if controller in everyone else []
        if subject.kind == "this_way":
            self.cite("608.2e", step=step)
            base = [n for n in base if n in self._did_this_way(subject)]
        if game.range_of_influence is not None:
            self.cite("801.2", "801.10", step=step)
            base = [n for n in base if self.in_range(n)]
        if spec.action == "vote":
            return self.turn_order_from(controller, base)  # 701.38a: start with "you", then turn order
        if subject.starting_with_you:
            self.cite("101.1", step=step)
            return self.turn_order_from(controller, base)
        return self.apnap_order(base)

    def _did_this_way(self, subject: Subject) -> set[str]:
        ref = next((s for s in reversed(self.steps) if s.action == subject.ref_action), None)
        if ref is None:
            return set()
        if subject.all_of_step:
            return set(ref.order)
        did = set()
        for event in ref.events:
            if event.objects or event.labels:
                flt: TypeFilter | None = subject.ref_filter
                acted = any(flt.matches(o) for o in event.objects) if flt is not None else True
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

    # ------------------------------------------------------------------ the whole effect
    async def run(self) -> Resolution:
        effect = self.scenario.effect
        if effect.upkeep:
            self._upkeep_triggers()
        else:
            specs = list(effect.steps)
            for i, spec in enumerate(specs):
                if spec.action == "delayed":  # 603.7: created now, triggers later: listed, not resolved
                    self.delayed.append({"controller": self.game.controller,
                                         "source": self.scenario.card or t("apnap.what.source", self.lang),
                                         "text": spec.text})
                    self.cite("603.7")
                    continue
                if spec.action == "repeat":  # 608.2c: the process, in order, that many times
                    times = self._amount(spec)
                    if times > MAX_REPEATS:
                        raise BotError.of("bad_scenario", "apnap.error.too_many_repeats", field="x", lang=self.lang,
                                          limit=MAX_REPEATS)
                    for _ in range(times):
                        for body in specs[i + 1:]:
                            await self._maybe_run(body)
                    break
                await self._maybe_run(spec)
        sbas, result = self._state_based_actions()
        stack = self._stack(result)
        extra_turns = self._extra_turns()
        unused = getattr(getattr(self.chooser, "scripted", self.chooser), "unused", None)
        if callable(unused):
            for player, count in unused().items():
                self.warnings.append(t("apnap.warning.unused_script", self.lang, player=player, count=count))
        return Resolution(
            active=self.game.active, controller=self.game.controller, lang=self.lang,
            effect=self.scenario.effect_text, steps=self.steps, state_based_actions=sbas, game_result=result,
            stack=stack, extra_turns=extra_turns, citations=self.citations, warnings=self.warnings,
            life=self._life_totals(), upkeep=effect.upkeep, target=self.scenario.target,
            delayed_triggers=list(self.delayed),
        )

    async def _maybe_run(self, spec: StepSpec) -> None:
        if spec.condition is not None and not self._condition_holds(spec):
            return  # a false conditional sentence is no step at all
        if spec.kicked_only is not None and spec.kicked_only != self.scenario.kicked:
            return  # "if this spell was kicked": a condition of how it was cast
        if spec.if_control is not None:  # 608.2c: checked as this part of the effect is reached
            you = self.game.controller
            if not any(self.matches(spec.if_control, o, you) for o in self.game.player(you).battlefield):
                return
        await self._run_step(spec)
        self.budget.events(self.steps[-1].events)

    def _condition_holds(self, spec: StepSpec) -> bool:
        tally = self.last_tally or Counter()
        counts = [tally.get(o, 0) for o in self.vote_options]
        top = max(counts, default=0)
        tied = counts.count(top) > 1
        cond = spec.condition
        assert cond is not None
        if cond.option is None:
            return tied
        key = next((o for o in self.vote_options if o.casefold() == cond.option.casefold()), cond.option)
        wins = tally.get(key, 0) == top and not tied and top > 0
        return wins or (cond.or_tied and tied)

    # ------------------------------------------------------------------ one step
    async def _run_step(self, spec: StepSpec) -> None:
        step = StepResult(index=len(self.steps), text=spec.text, action=spec.action, order=[])
        self.steps.append(step)
        if step.index > 0:
            self.cite("608.2e", step=step)  # each later step gets its own APNAP round, after the last one
        step.order = self.participants(spec, step)
        # Cite the ordering rule first, then the action's own rule (citations follow first use).
        if spec.action == "vote":
            self.cite("701.38a", step=step)
        elif spec.action == "draw":
            self.cite("121.2", step=step)
        elif len(step.order) > 1:
            self.cite("101.4", step=step)
        self.cite(*_ACTION_RULES.get(spec.action, ()), step=step)
        if spec.unless:
            await self._choice_phase(spec, step)
            self._unless(spec, step)
        elif spec.action == "draw":
            if spec.up_to or spec.optional:
                await self._choice_phase(spec, step)
            self._draw(spec, step)
        elif spec.action == "vote" and spec.creatures is not None:
            await self._choice_phase(spec, step)
            self._object_vote(step)
        elif (spec.action in EXTENDED_ACTIONS or spec.creatures is not None
              or any(spec.detail(k) for k in ("rest", "most_votes", "self", "target", "from"))):
            if (spec.action in ("choose", "pay") or (spec.action == "put" and spec.slots) or spec.optional
                    or spec.detail("per_voter")):
                await self._choice_phase(spec, step)
            self._extended(spec, step)
        elif spec.action == "vote":
            await self._choice_phase(spec, step)
            self._vote(spec, step)
        elif spec.action in _PICK_ZONE:
            await self._choice_phase(spec, step)
            self._perform_picks(spec, step)
        else:
            # No choices: life, damage, mill, extra turns — one event for everyone (101.4 / 608.2f).
            if spec.action in ("lose_life", "gain_life", "damage"):
                self._life(spec, step)
            elif spec.action == "mill":
                self._mill(spec, step)
            elif spec.action == "extra_turn":
                self._extra_turn(step, spec)

    def _amount(self, spec: StepSpec, player: str | None = None) -> int:
        if spec.amount_ref is not None:
            return self.ref_value(spec.amount_ref, player)
        return (self.scenario.x or 0) if spec.uses_x else (spec.amount or 0)

    def voters(self, option: str) -> list[str]:
        """The players who voted for ``option`` in the latest vote, in voting order (701.38a)."""
        vote = next((s for s in reversed(self.steps) if s.action == "vote"), None)
        return [c.player for c in (vote.choices if vote else [])
                if c.labels and c.labels[0].casefold() == option.casefold()]

    def _count_slot(self, slot: Slot, player: str | None = None) -> int:
        return self._count(slot, player)

    def _count(self, slot: Slot, player: str | None = None) -> int:
        if slot.count_ref is not None:
            return self.ref_value(slot.count_ref, player)
        return (self.scenario.x or 0) if slot.count is None else slot.count

    # ------------------------------------------------------------------ choice phase
    def _decisions_for(self, spec: StepSpec, player: str) -> list[_Decision]:
        if spec.action == "vote":
            return [_Decision(player, None, 0)]
        if spec.unless:
            return [_Decision(player, None, 0, "unless")]
        if spec.detail("per_voter"):  # Expropriate: one pick per voter for that option, by the controller
            return [_Decision(player, None, i, "per_voter") for i,
                    _ in enumerate(self.voters(spec.detail("per_voter")))]
        if spec.action in ("draw", "pay") or (spec.optional and not spec.slots and spec.action not in ("scry",
                                                                                                       "surveil")):
            # "may draw up to two": one integer; any other "may": yes / no
            return [_Decision(player, None, 0, "amount" if spec.up_to else "may")]
        first = [_Decision(player, None, 0, "may")] if spec.optional else []
        if spec.action in ("scry", "surveil"):
            return first + [_Decision(player, None, len(first))]
        if spec.action == "choose":
            return first + [_Decision(player, None, len(first), "keep")]
        return first + [_Decision(player, slot, i + len(first)) for i, slot in enumerate(spec.slots)]

    async def _choice_phase(self, spec: StepSpec, step: StepResult) -> None:
        """101.4 / 101.4d: repeatedly let the earliest player in order with an outstanding choice decide."""
        if spec.action == "discard" and spec.slots and spec.slots[0].whole_zone:
            for name in step.order:  # "discards their hand": nothing to choose
                if "hand" in self.game.player(name).unknown:
                    step.choices.append(ChoiceRecord(name, [], [], hidden=True, unknown=True,
                                                     what=t("apnap.what.hand", self.lang)))
                    continue
                hand = list(self.game.player(name).hand)
                step.choices.append(ChoiceRecord(name, hand, [o.name for o in hand], hidden=True, forced=bool(hand),
                                                 none=not hand, what=t("apnap.what.hand", self.lang)))
            return
        outstanding = {name: deque(self._decisions_for(spec, name)) for name in step.order}
        if any(len(q) > 1 for q in outstanding.values()):
            self.cite("101.4c", step=step)
        while True:
            player = next((n for n in step.order if outstanding[n]), None)
            if player is None:
                break
            decision = outstanding[player].popleft()
            record = await self._decide(spec, step, decision)
            step.choices.append(record)
            if decision.kind == "may" and record.answer == "no":
                outstanding[player].clear()  # declined: nothing more to decide
        hidden_any = any(c.hidden for c in step.choices)
        if hidden_any:
            self.cite("101.4a", step=step)
        deciders = {c.player for c in step.choices if not c.none}
        if len(step.order) > 1 and deciders:
            self.cite("101.4b", step=step)
        if self.game.shared_team_turns and len(step.order) > 1:
            self.cite("805.6", step=step)

    def _legal_options(self, spec: StepSpec, step: StepResult, decision: _Decision) -> tuple[list[GameObject], bool]:
        """The objects this decision may pick, and whether a "can't be sacrificed" one was excluded (101.2)."""
        player = self.game.player(decision.player)
        taken = {o.uid for c in step.choices if c.player == decision.player for o in c.objects}
        if spec.action in ("scry", "surveil"):
            return list(player.library[:self._amount(spec)]), False
        zone = player.zone(_pick_zone(spec))
        flt = decision.slot.filter if decision.slot else TypeFilter()
        options, excluded = [], False
        for obj in zone:
            if obj.uid in taken or not self.matches(flt, obj, decision.player):
                continue
            if spec.action == "sacrifice" and obj.cant_be_sacrificed:
                excluded = True
                continue
            options.append(obj)
        if flt.greatest:
            options = self.greatest_only(options, flt.greatest, decision.player)
        return options, excluded

    async def _decide(self, spec: StepSpec, step: StepResult, decision: _Decision) -> ChoiceRecord:
        player = decision.player
        if decision.kind != "pick":
            return await self._decide_special(spec, step, decision)
        zone_name = _pick_zone(spec)
        if zone_name is not None and zone_name in self.game.player(player).unknown and spec.action != "vote":
            return self._unknown_pick(spec, step, decision, zone_name)
        if decision.slot is not None and decision.slot.random:
            return self._random_pick(spec, step, decision)
        if spec.action == "vote" and spec.creatures is not None:
            return await self._decide_object_vote(spec, step, decision)
        if spec.action == "vote":
            options = [ChoiceOption(f"vote:{i}", o) for i, o in enumerate(spec.options)]
            request = self._request(spec, step, decision, options, 1, 1, hidden=False, kind=KIND_VOTE,
                                    zone=None, what=" / ".join(spec.options))
            keys = await self._ask(request)
            labels = [request.option(k).label for k in keys]  # type: ignore[union-attr]
            return ChoiceRecord(player, [], labels, hidden=False, auto=self._last_auto,
                                decision_index=decision.index, what=request.what)

        objects, excluded = self._legal_options(spec, step, decision)
        if excluded:
            self.cite("101.2", step=step)
        zone = _pick_zone(spec)
        hidden = zone in ("hand", "library")  # 101.4a
        noun = decision.slot.filter.noun if decision.slot else "card"
        if spec.action in ("scry", "surveil"):
            count, low, high, kind = len(objects), 0, len(objects), KIND_PLACEMENT
            what = t(f"apnap.what.{spec.action}", self.lang, count=self._amount(spec))
        else:
            slot = decision.slot
            assert slot is not None
            count = self._count(slot, player)
            optional = slot.up_to or (spec.action == "search" and not slot.filter.is_any)  # 701.23b
            if spec.action == "search":
                self.cite("701.23b" if not slot.filter.is_any else "701.23d", step=step)
            high = min(count, len(objects))
            low = 0 if optional else high
            kind = KIND_SEARCH if spec.action == "search" else KIND_OBJECTS
            what = _what(count, noun, self.lang)
        record = ChoiceRecord(player, [], [], hidden=hidden, decision_index=decision.index, what=what, noun=noun,
                              required=count)
        if not objects or high == 0:
            record.none = True  # 101.3: nothing (legal) to choose
            self.cite("101.3", step=step)
            return record
        by_key = {f"o{o.uid}": o for o in objects}
        options = [ChoiceOption(k, o.name, tuple(sorted(o.types))) for k, o in by_key.items()]
        request = self._request(spec, step, decision, options, low, high, hidden=hidden, kind=kind, zone=zone,
                                what=what)
        if kind in (KIND_OBJECTS, KIND_SEARCH) and low == high == len(objects):
            # 608.2d: the rules leave no choice; 609.3: as much as possible when short.
            record.forced = True
            self.cite("608.2d", step=step)
            if len(objects) < count:
                self.cite("609.3", step=step)
            keys = [o.key for o in options]
            notice = getattr(self.chooser, "notice_forced", None)
            if callable(notice):
                notice(request, keys)
        else:
            keys = await self._ask(request)
            record.auto = self._last_auto
        record.objects = [by_key[k] for k in keys]
        record.labels = [o.name for o in record.objects]
        return record

    def _request(self, spec: StepSpec, step: StepResult, decision: _Decision, options: list[ChoiceOption],
                 low: int, high: int, *, hidden: bool, kind: str, zone: str | None, what: str) -> ChoiceRequest:
        seen = tuple(
            SeenChoice(c.player, c.decision_index, c.hidden, len(c.labels),
                       tuple(c.labels) if (not c.hidden or c.player == decision.player) else None)
            for c in step.choices
        )
        return ChoiceRequest(
            player=decision.player, step_index=step.index, step_text=step.text, action=spec.action, kind=kind,
            what=what, zone=zone, options=tuple(options), min_count=low, max_count=high, hidden=hidden,
            decision_index=decision.index, seen=seen, table=self._table(decision.player), lang=self.lang,
        )

    def _table(self, viewer: str) -> tuple[PlayerView, ...]:
        return tuple(
            PlayerView(p.name, self._life_of(p.name), tuple(o.name for o in p.battlefield),
                       tuple(o.name for o in p.graveyard), tuple(o.name for o in p.exile), len(p.hand),
                       len(p.library), tuple(o.name for o in p.hand) if p.name == viewer else None)
            for p in self.game.players
        )

    async def _ask(self, request: ChoiceRequest) -> list[str]:
        answer = await self.chooser.choose(request)
        problem = validate_answer(request, answer)
        if problem is not None:
            raise BotError.of("bad_choice", problem, suggestions=[o.label for o in request.options][:5],
                              field="choices", lang=self.lang, player=request.player, min=request.min_count,
                              max=request.max_count)
        self._last_auto = bool(answer.auto)
        return list(answer.keys)

def _pick_zone(spec: StepSpec) -> str:
    """Where a step's picks come from: the text's own zone ("from their hand") or the action's usual one."""
    return spec.detail("from") or _PICK_ZONE.get(spec.action, "battlefield")


def _what(count: int, noun: str, lang: str) -> str:
    form = "one" if count == 1 else "many"
    return t("apnap.what.objects", lang, count=count, noun=t(f"apnap.noun.{noun}.{form}", lang))


def default_chooser(scenario: Scenario) -> Chooser:
    """The script first, then deterministic defaults."""
    return CompositeChooser(ScriptedChooser(scenario.choices, field_names=scenario.choice_fields))


async def resolve_scenario(scenario: Scenario, chooser: Chooser | None = None, lang: str | None = None) -> Resolution:
    return await Engine(scenario, chooser or default_chooser(scenario), lang or scenario.output_lang).run()
