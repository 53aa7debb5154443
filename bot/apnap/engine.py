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
from .effects import SECOND_PASS_EVENTS, Slot, StepSpec, TypeFilter
from .model import Game, GameObject
from .result import (
    ChoiceRecord,
    EventRecord,
    Resolution,
    SBARecord,
    StepResult,
    TriggerRecord,
)
from .scenario import Scenario

# Actions whose choices pick objects, and the zone they pick from.
_PICK_ZONE = {"sacrifice": "battlefield", "discard": "hand", "exile": "hand", "return": "graveyard",
              "search": "library", "scry": "library", "surveil": "library"}
_ACTION_RULES = {
    "sacrifice": ("701.21a",), "discard": ("701.9a", "701.9b"), "exile": ("701.13", "701.13a"),
    "draw": ("121.2",), "lose_life": ("119.3",), "gain_life": ("119.3",), "damage": ("120.3a", "119.3"),
    "mill": ("701.17a",), "scry": ("701.22c",), "surveil": ("701.25a",), "search": ("701.23i",),
    "return": (), "vote": ("701.38a",), "extra_turn": ("500.7",),
}
_LEAVES_EVENTS = frozenset({"this_dies", "creature_dies", "another_creature_dies", "creature_you_control_dies",
                            "permanent_sacrificed"})


@dataclass(slots=True)
class _Decision:
    """One outstanding decision in a step's choice phase."""

    player: str
    slot: Slot | None
    index: int  # among this player's decisions in the step (101.4c)


class Engine:
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
        self._seat_index = {p.name: i for i, p in enumerate(self.game.players)}
        self._last_auto = False  # whether the chooser's latest answer was a default pick

    # ------------------------------------------------------------------ citations
    def cite(self, *numbers: str, step: StepResult | None = None) -> None:
        for n in numbers:
            if n not in self._cited:
                self._cited.add(n)
                self.citations.append(n)
            if step is not None and n not in step.citations:
                step.citations.append(n)

    # ------------------------------------------------------------------ ordering
    def _rotated(self, start: str) -> list[str]:
        seats = self.game.seat_names
        i = seats.index(start)
        return seats[i:] + seats[:i]

    def _apnap_start(self) -> str:
        """The AP, or (800.4j) the next player in turn order still in the game if the AP has left."""
        for name in self._rotated(self.game.active):
            if not self.game.player(name).lost:
                return name
        return self.game.active

    def apnap_order(self, names: Iterable[str]) -> list[str]:
        """101.4: turn order rotated to the AP, filtered; 805.6: team by team, teams in their listed order."""
        wanted = set(names)
        rotated = self._rotated(self._apnap_start())
        if self.game.shared_team_turns and self.game.teams:
            order: list[str] = []
            done: set[int] = set()
            for name in rotated:
                team = self.game.team_index(name)
                if team is None or team in done:
                    continue
                done.add(team)
                order.extend(n for n in self.game.teams[team] if n in wanted)
            return order
        return [n for n in rotated if n in wanted]

    def turn_order_from(self, start: str, names: Iterable[str]) -> list[str]:
        wanted = set(names)
        return [n for n in self._rotated(start) if n in wanted]

    def in_range(self, name: str) -> bool:
        """801.2 / 801.10: within N seats of the controller (seats wrap around the table)."""
        limit = self.game.range_of_influence
        if limit is None:
            return True
        n = len(self.game.players)
        d = abs(self._seat_index[name] - self._seat_index[self.game.controller])
        return min(d, n - d) <= limit

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
        elif kind == "target_player":
            base = [self.scenario.target] if self.scenario.target in everyone else []
        elif kind == "you":
            base = [controller] if controller in everyone else []
        else:
            base = everyone
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

    def _did_this_way(self, subject) -> set[str]:
        ref = next((s for s in reversed(self.steps) if s.action == subject.ref_action), None)
        if ref is None:
            return set()
        did = set()
        for event in ref.events:
            if event.objects or event.labels:
                flt: TypeFilter | None = subject.ref_filter
                acted = any(flt.matches(o) for o in event.objects) if flt is not None else True
            else:
                acted = (event.amount or 0) > 0
            if acted:
                did.add(event.player)
        if subject.negated:
            return set(ref.order) - did
        return did

    # ------------------------------------------------------------------ the whole effect
    async def run(self) -> Resolution:
        effect = self.scenario.effect
        if effect.upkeep:
            self._upkeep_triggers()
        else:
            for spec in effect.steps:
                if spec.condition is not None and not self._condition_holds(spec):
                    continue  # a false conditional sentence is no step at all
                await self._run_step(spec)
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
        )

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
        if spec.action == "draw":
            self._draw(spec, step)
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
                self._extra_turn(step)

    def _amount(self, spec: StepSpec) -> int:
        return (self.scenario.x or 0) if spec.uses_x else (spec.amount or 0)

    def _count(self, slot: Slot) -> int:
        return (self.scenario.x or 0) if slot.count is None else slot.count

    # ------------------------------------------------------------------ choice phase
    def _decisions_for(self, spec: StepSpec, player: str) -> list[_Decision]:
        if spec.action == "vote":
            return [_Decision(player, None, 0)]
        if spec.action in ("scry", "surveil"):
            return [_Decision(player, None, 0)]
        return [_Decision(player, slot, i) for i, slot in enumerate(spec.slots)]

    async def _choice_phase(self, spec: StepSpec, step: StepResult) -> None:
        """101.4 / 101.4d: repeatedly let the earliest player in order with an outstanding choice decide."""
        if spec.action == "discard" and spec.slots and spec.slots[0].whole_zone:
            for name in step.order:  # "discards their hand": nothing to choose
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
            step.choices.append(await self._decide(spec, step, decision))
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
        zone = player.zone(_PICK_ZONE[spec.action])
        flt = decision.slot.filter if decision.slot else TypeFilter()
        options, excluded = [], False
        for obj in zone:
            if obj.uid in taken or not flt.matches(obj):
                continue
            if spec.action == "sacrifice" and obj.cant_be_sacrificed:
                excluded = True
                continue
            options.append(obj)
        return options, excluded

    async def _decide(self, spec: StepSpec, step: StepResult, decision: _Decision) -> ChoiceRecord:
        player = decision.player
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
        zone = _PICK_ZONE[spec.action]
        hidden = zone in ("hand", "library")  # 101.4a
        noun = decision.slot.filter.noun if decision.slot else "card"
        if spec.action in ("scry", "surveil"):
            count, low, high, kind = len(objects), 0, len(objects), KIND_PLACEMENT
            what = t(f"apnap.what.{spec.action}", self.lang, count=self._amount(spec))
        else:
            slot = decision.slot
            assert slot is not None
            count = self._count(slot)
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
            raise BotError.of("bad_choice", problem, suggestions=[o.label for o in request.options][:5], field="choices", player=request.player, min=request.min_count, max=request.max_count)
        self._last_auto = bool(answer.auto)
        return list(answer.keys)

    # ------------------------------------------------------------------ action phase
    def _perform_picks(self, spec: StepSpec, step: StepResult) -> None:
        """Everything chosen in the step moves at once (101.4, 608.2e); triggers are only recorded."""
        action = spec.action
        per_player: dict[str, list[GameObject]] = {n: [] for n in step.order}
        for c in step.choices:
            per_player[c.player].extend(c.objects)
        before = self._battlefield_snapshot()
        for name in step.order:
            objs = per_player[name]
            player = self.game.player(name)
            ids = {o.uid for o in objs}
            if action == "scry":
                looked = player.library[:self._amount(spec)]
                player.zones["library"] = [o for o in player.library if o.uid not in ids] + objs
                step.events.append(EventRecord(name, action, objs, amount=len(looked), hidden=True,
                                               extra={"bottom": len(objs), "top": len(looked) - len(objs)}))
                continue
            if action == "surveil":
                looked = player.library[:self._amount(spec)]
                player.zones["library"] = [o for o in player.library if o.uid not in ids]
                player.graveyard.extend(objs)
                step.events.append(EventRecord(name, action, objs, amount=len(looked),
                                               extra={"graveyard": len(objs), "top": len(looked) - len(objs)}))
                continue
            src = _PICK_ZONE[action]
            player.zones[src] = [o for o in player.zone(src) if o.uid not in ids]
            if action == "sacrifice":
                for o in objs:
                    self.game.player(o.owner).graveyard.append(o)  # 701.21a: owner's graveyard
            elif action == "discard":
                player.graveyard.extend(objs)
            elif action == "exile":
                player.exile.extend(objs)
            elif action == "return":
                if spec.destination == "battlefield":
                    player.battlefield.extend(objs)  # under their owner's control
                else:
                    player.hand.extend(objs)
            elif action == "search":
                dest = spec.destination or "hand"
                if dest == "battlefield":
                    player.battlefield.extend(objs)
                elif dest == "library_top":
                    player.zones["library"] = objs + player.library
                else:
                    player.hand.extend(objs)
            hidden = action == "search" and spec.destination != "battlefield"
            extra = {"destination": spec.destination} if action in ("search", "return") else {}
            step.events.append(EventRecord(name, action, objs, hidden=hidden, extra=extra))
        # Triggered abilities of this one event (603.2c: once per occurrence).
        if action == "sacrifice":
            left = [(o, name) for name in step.order for o in per_player[name]]
            self._leaves_triggers(left, before, step)
        elif action == "discard":
            for name in step.order:
                for o in per_player[name]:
                    self._simple_triggers(("player_discards", "opponent_discards"), name, o.name, step)
        elif action in ("search", "return") and spec.destination == "battlefield":
            for name in step.order:
                for o in per_player[name]:
                    self._enter_triggers(o, name, step)

    def _draw(self, spec: StepSpec, step: StepResult) -> None:
        """121.2 / 121.2c: no choice phase; each player performs all their draws, one player after another."""
        step.simultaneous = False
        if len(step.order) > 1:
            self.cite("121.2c", step=step)
            if self.game.shared_team_turns:
                self.cite("121.2d", "805.6a", step=step)
        n = self._amount(spec)
        for name in step.order:
            player = self.game.player(name)
            drawn: list[GameObject] = []
            empty = False
            for _ in range(n):
                if not player.library:
                    empty = True  # 121.4: not impossible; a loss at the next SBA check
                    player.drew_from_empty_library = True
                    continue
                card = player.library.pop(0)
                player.hand.append(card)
                drawn.append(card)
                self._simple_triggers(("player_draws", "opponent_draws", "you_draw"), name, None, step)
            if empty:
                self.cite("121.4", step=step)
            step.events.append(EventRecord(name, "draw", drawn, amount=len(drawn), hidden=True,
                                           extra={"attempted": n, "empty_library": empty}))

    def _life(self, spec: StepSpec, step: StepResult) -> None:
        n = self._amount(spec)
        for name in step.order:
            delta = n if spec.action == "gain_life" else -n
            self._change_life(name, delta, step)
            extra = {"source": spec.source} if spec.action == "damage" else {}
            extra["life"] = self._life_of(name)
            step.events.append(EventRecord(name, spec.action, [], amount=n, extra=extra))
        if spec.action != "gain_life" and n > 0:
            for name in step.order:
                self._simple_triggers(("player_loses_life",), name, None, step)

    def _change_life(self, name: str, delta: int, step: StepResult) -> None:
        player = self.game.player(name)
        player.life += delta
        team = self.game.team_index(name)
        if self.game.shared_life and team is not None:
            self.game.team_life[team] += delta  # 810.9: applied to the team's shared total
            self.cite("810.9", step=step)
        if self._life_of(name) <= 0:
            self.cite("704.3", step=step)  # no SBA check until the effect has finished

    def _life_of(self, name: str) -> int:
        team = self.game.team_index(name)
        if self.game.shared_life and team is not None:
            return self.game.team_life[team]
        return self.game.player(name).life

    def _life_totals(self) -> dict[str, int]:
        return {p.name: self._life_of(p.name) for p in self.game.players}

    def _mill(self, spec: StepSpec, step: StepResult) -> None:
        n = self._amount(spec)
        for name in step.order:
            player = self.game.player(name)
            milled = player.library[:n]
            if len(milled) < n:
                self.cite("701.17b", step=step)
            player.zones["library"] = player.library[len(milled):]
            player.graveyard.extend(milled)
            step.events.append(EventRecord(name, "mill", milled, amount=len(milled)))

    def _vote(self, spec: StepSpec, step: StepResult) -> None:
        step.simultaneous = False  # votes are cast one after another, in public
        tally: Counter[str] = Counter({o: 0 for o in spec.options})
        for c in step.choices:
            tally[c.labels[0]] += 1
            step.events.append(EventRecord(c.player, "vote", [], labels=list(c.labels)))
        self.last_tally = tally
        self.vote_options = spec.options
        top = max(tally.values(), default=0)
        leaders = [o for o in spec.options if tally[o] == top]
        step.extra = {"options": list(spec.options), "tally": dict(tally),
                      "winner": leaders[0] if len(leaders) == 1 else None, "tied": len(leaders) > 1}

    def _extra_turn(self, step: StepResult) -> None:
        """500.7: added one at a time in APNAP order; 805.8: a team takes an extra turn given to a member."""
        step.simultaneous = False
        teams_given: set[int] = set()
        for name in step.order:
            step.events.append(EventRecord(name, "extra_turn", []))
            team = self.game.team_index(name)
            if self.game.shared_team_turns and team is not None:
                self.cite("805.8", step=step)
                if team in teams_given:
                    continue
                teams_given.add(team)
            self.extra_turn_grants.append(name)

    def _extra_turns(self) -> list[str]:
        return list(reversed(self.extra_turn_grants))  # the most recently created turn is taken first

    # ------------------------------------------------------------------ triggers
    def _battlefield_snapshot(self) -> list[tuple[GameObject, str]]:
        return [(o, p.name) for p in self.game.players for o in p.battlefield if o.triggers]

    def _record(self, obj: GameObject, controller: str, trigger, cause: str | None) -> None:
        self.triggers.append(TriggerRecord(controller, obj.name, trigger.text, trigger.when, trigger.event, cause,
                                           trigger.event in SECOND_PASS_EVENTS, obj.uid))

    def _leaves_triggers(self, left: list[tuple[GameObject, str]], before: list[tuple[GameObject, str]],
                         step: StepResult) -> None:
        """603.10a: leaves-the-battlefield triggers look back, so sources dying in the same event still see it."""
        counts: Counter[int] = Counter()
        for gone, gone_controller in left:
            for source, controller in before:
                for trig in source.triggers:
                    if trig.event not in _LEAVES_EVENTS:
                        continue
                    creature = gone.is_creature()
                    fires = (
                        (trig.event == "this_dies" and gone is source and creature)
                        or (trig.event == "creature_dies" and creature)
                        or (trig.event == "another_creature_dies" and creature and gone is not source)
                        or (trig.event == "creature_you_control_dies" and creature and gone_controller == controller)
                        or trig.event == "permanent_sacrificed"
                    )
                    if fires:
                        self._record(source, controller, trig, gone.name)
                        counts[source.uid] += 1
                        self.cite("603.10a", step=step)
        if any(n > 1 for n in counts.values()):
            self.cite("603.2c", step=step)

    def _simple_triggers(self, events: tuple[str, ...], actor: str, cause: str | None, step: StepResult) -> None:
        for p in self.game.players:
            for source in p.battlefield:
                for trig in source.triggers:
                    if trig.event not in events:
                        continue
                    if trig.event in ("player_draws", "player_discards", "player_loses_life"):
                        fires = True
                    elif trig.event in ("opponent_draws", "opponent_discards"):
                        fires = actor in self.game.opponents(p.name)
                    else:  # you_draw
                        fires = actor == p.name
                    if fires:
                        self._record(source, p.name, trig, cause or actor)
                        self.cite("603.2c", step=step)

    def _enter_triggers(self, entered: GameObject, controller: str, step: StepResult) -> None:
        for p in self.game.players:
            for source in p.battlefield:
                for trig in source.triggers:
                    if (trig.event == "this_enters" and source is entered) or (
                            trig.event == "creature_enters" and entered.is_creature()):
                        self._record(source, p.name, trig, entered.name)
                        self.cite("603.6a", step=step)

    def _upkeep_triggers(self) -> None:
        """503.1a: abilities that trigger at the beginning of the (active player's) upkeep."""
        for p in self.game.players:
            for source in p.battlefield:
                for trig in source.triggers:
                    if trig.event == "each_upkeep" or (trig.event == "your_upkeep" and p.name == self.game.active):
                        self._record(source, p.name, trig, None)
        self.cite("503.1a")

    # ------------------------------------------------------------------ after resolution
    def _state_based_actions(self) -> tuple[list[SBARecord], dict | None]:
        """704.3: every applicable SBA at once, repeated until none apply; 104.4a: all lose = draw."""
        game = self.game
        records: list[SBARecord] = []
        while True:
            losing: dict[str, list[str]] = {}
            for p in game.players:
                if p.lost:
                    continue
                team = game.team_index(p.name)
                if game.shared_life and team is not None:
                    if game.team_life[team] <= 0:
                        losing.setdefault(p.name, []).extend(["704.6a", "810.8c", "810.8a"])
                elif p.life <= 0:
                    losing.setdefault(p.name, []).append("704.5a")
                if p.drew_from_empty_library:
                    losing.setdefault(p.name, []).append("704.5b")
            if game.shared_life:  # 810.8a: a team wins and loses together
                for name in list(losing):
                    team = game.team_index(name)
                    for mate in game.teams[team] if team is not None else []:
                        if mate not in losing and not game.player(mate).lost:
                            losing[mate] = ["810.8a"]
            if not losing:
                break
            for p in game.players:  # seating order keeps the output deterministic
                if p.name in losing:
                    p.lost = True
                    p.drew_from_empty_library = False
                    records.append(SBARecord(p.name, "loses", losing[p.name]))
            self.cite("704.3", *[r for rules in losing.values() for r in rules])
        result = None
        if records:
            remaining = [p.name for p in game.players if not p.lost]
            groups = {game.team_index(n) if game.team_index(n) is not None else f"solo:{n}" for n in remaining}
            if not remaining:
                result = {"result": "draw"}
                self.cite("104.4d" if game.teams else "104.4a")
            elif len(groups) == 1:
                result = {"result": "win", "winners": remaining}
                self.cite("104.2a")
            else:
                self.cite("800.4a")
                if game.player(game.active).lost:
                    self.cite("800.4j")
        return records, result

    def _stack(self, result: dict | None) -> list[TriggerRecord]:
        """603.3b: APNAP order, all of one player's triggers at a time, in two passes; the AP's lowest."""
        if result is not None or not self.triggers:
            return []  # the game is over: nothing goes on the stack
        alive = [t_ for t_ in self.triggers if not self.game.player(t_.controller).lost]  # 800.4a
        order = self.apnap_order(p.name for p in self.game.players if not p.lost)
        stack: list[TriggerRecord] = []
        for second in (False, True):
            for name in order:
                # The player picks the order of their own triggers; by default they are grouped by
                # source, in battlefield order, each source's triggers in the order they happened.
                own = [tr for tr in alive if tr.controller == name and tr.second_pass == second]
                stack.extend(sorted(own, key=lambda tr: tr.source_uid))
        if stack:
            self.cite("603.3b")
            if self.game.shared_team_turns:
                self.cite("805.7")
        return stack


def _what(count: int, noun: str, lang: str) -> str:
    form = "one" if count == 1 else "many"
    return t("apnap.what.objects", lang, count=count, noun=t(f"apnap.noun.{noun}.{form}", lang))


def default_chooser(scenario: Scenario) -> Chooser:
    """The script first, then deterministic defaults."""
    return CompositeChooser(ScriptedChooser(scenario.choices, field_names=scenario.choice_fields))


async def resolve_scenario(scenario: Scenario, chooser: Chooser | None = None, lang: str | None = None) -> Resolution:
    return await Engine(scenario, chooser or default_chooser(scenario), lang or scenario.output_lang).run()
