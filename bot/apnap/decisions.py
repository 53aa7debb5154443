"""Decisions that are not plain picks, and the steps built on them.

"May" (yes / no), "up to N" and "any amount" (an integer), "unless" alternatives, "chooses … then
the rest" (one object per printed slot), votes for objects and "the most votes", random discards
(701.9b, repeatable with ``seed``) and picks from zones nobody described (quick mode).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import Counted, NounRef

from .choices import (
    KIND_AMOUNT,
    KIND_KEEP,
    KIND_OBJECTS,
    KIND_UNLESS,
    KIND_VOTE,
    KIND_YES_NO,
    ChoiceOption,
    ChoiceRequest,
    best_group_pick,
)
from .grammar import Slot, StepSpec, TypeFilter
from .model import Game, GameObject
from .result import ChoiceRecord, EventRecord, StepResult
from .scenario import Scenario

MAX_PAY = 30  # "pay any amount of mana": the options offered (a table rarely has more mana)


class DecisionsMixin:
    game: Game
    scenario: Scenario
    lang: str
    steps: list[StepResult]
    warnings: list[str]
    object_votes: dict[int, int]
    chooser: Any
    _last_auto: bool

    if TYPE_CHECKING:
        def cite(self, *numbers: str, step: StepResult | None = None) -> None: ...
        def _amount(self, spec: StepSpec, player: str | None = None) -> int: ...
        def _request(self, spec: StepSpec, step: StepResult, decision: Any, options: list[ChoiceOption],
                     low: int, high: int, *, hidden: bool, kind: str, zone: str | None,
                     what: str) -> ChoiceRequest: ...
        async def _ask(self, request: ChoiceRequest) -> list[str]: ...
        def _battlefield_snapshot(self) -> list[tuple[GameObject, str]]: ...
        def _leaves_triggers(self, left: list[tuple[GameObject, str]], before: list[tuple[GameObject, str]],
                             step: StepResult) -> None: ...
        def _change_life(self, name: str, delta: int, step: StepResult) -> None: ...
        def _life_of(self, name: str) -> int: ...
        def in_range(self, name: str) -> bool: ...
        def matches(self, flt: TypeFilter, obj: GameObject, controller: str) -> bool: ...
        def _count_slot(self, slot: Slot, player: str | None = None) -> int: ...
        def voters(self, option: str) -> list[str]: ...

    async def _decide_special(self, spec: StepSpec, step: StepResult, decision: Any) -> ChoiceRecord:
        player = decision.player
        if decision.kind == "may":
            options = [ChoiceOption("yes", "yes"), ChoiceOption("no", "no")]  # answered with the words yes / no
            request = self._request(spec, step, decision, options, 1, 1, hidden=False, kind=KIND_YES_NO, zone=None,
                                    what=t("apnap.what.may", self.lang))
            keys = await self._ask(request)
            return ChoiceRecord(player, [], [], hidden=False, auto=self._last_auto, decision_index=decision.index,
                                what=request.what, answer=keys[0])
        if decision.kind == "unless":
            return await self._decide_unless(spec, step, decision)
        if decision.kind == "per_voter":
            return await self._decide_per_voter(spec, step, decision)
        if decision.kind == "amount":
            n = self._amount(spec, player)
            if spec.action == "pay":  # "any amount": the default is to pay nothing
                n = MAX_PAY
                options = [ChoiceOption(str(i), str(i)) for i in range(n + 1)]
            else:
                options = [ChoiceOption(str(i), str(i)) for i in range(n, -1, -1)]  # the default (first) is N
            request = self._request(spec, step, decision, options, 1, 1, hidden=False, kind=KIND_AMOUNT, zone=None,
                                    what=t("apnap.what.up_to", self.lang, n=n))
            keys = await self._ask(request)
            return ChoiceRecord(player, [], [], hidden=False, auto=self._last_auto, decision_index=decision.index,
                                what=request.what, answer=keys[0])
        if spec.detail("total"):
            return await self._decide_total(spec, step, decision)
        return await self._decide_keep(spec, step, decision)

    async def _decide_per_voter(self, spec: StepSpec, step: StepResult, decision: Any) -> ChoiceRecord:
        """"For each money vote, choose a permanent owned by the voter": the controller picks, voter by voter."""
        voter = self.voters(spec.detail("per_voter"))[decision.index]
        owned = [o for p in self.game.players for o in p.battlefield if o.owner == voter]
        what = t("apnap.what.owned_by", self.lang, player=voter)
        record = ChoiceRecord(decision.player, [], [], hidden=False, decision_index=decision.index, what=what)
        if not owned:
            record.none = True
            self.cite("101.3", step=step)
            return record
        by_key = {f"o{o.uid}": o for o in owned}
        options = [ChoiceOption(k, o.name, tuple(sorted(o.types))) for k, o in by_key.items()]
        request = self._request(spec, step, decision, options, 1, 1, hidden=False, kind=KIND_OBJECTS,
                                zone="battlefield", what=what)
        keys = await self._ask(request)
        record.objects = [by_key[keys[0]]]
        record.labels = [record.objects[0].name]
        record.auto = self._last_auto
        return record

    async def _decide_total(self, spec: StepSpec, step: StepResult, decision: Any) -> ChoiceRecord:
        """"Any number of creatures with total power 4 or less": kept objects whose values add up to at most N."""
        player = decision.player
        p = self.game.player(player)
        prop, limit = spec.detail("total").split(":")
        flt = spec.slots[0].filter
        what = t("apnap.what.total", self.lang, prop=NounRef(prop), n=limit)
        if "battlefield" in p.unknown:
            return ChoiceRecord(player, [], [], hidden=False, decision_index=decision.index, what=what, unknown=True)
        objects = [o for o in p.battlefield if self.matches(flt, o, player)]
        missing = [o.name for o in objects if getattr(o, prop) is None]
        if missing:
            raise BotError.of("choice_needed", "apnap.error.property_needed", suggestions=missing, field="players",
                              lang=self.lang, prop=NounRef(prop), key=prop, names=", ".join(missing))
        record = ChoiceRecord(player, [], [], hidden=False, decision_index=decision.index, what=what,
                              noun=flt.noun)
        if not objects:
            record.none = True
            return record
        by_key = {f"o{o.uid}": o for o in objects}
        weights = tuple((k, max(0, getattr(o, prop))) for k, o in by_key.items())
        suggested, total = [], 0
        for k, w in weights:  # the default keeps the first ones that fit, in board order
            if total + w <= int(limit):
                suggested.append(k)
                total += w
        options = [ChoiceOption(k, o.name, tuple(sorted(o.types))) for k, o in by_key.items()]
        request = self._request(spec, step, decision, options, 0, len(options), hidden=False, kind=KIND_KEEP,
                                zone="battlefield", what=what)
        request = _with(request, weights=weights, max_total=int(limit), suggested=tuple(suggested))
        keys = await self._ask(request)
        record.objects = [by_key[k] for k in keys]
        record.labels = [o.name for o in record.objects]
        record.auto = self._last_auto
        return record

    async def _decide_unless(self, spec: StepSpec, step: StepResult, decision: Any) -> ChoiceRecord:
        """"… unless they sacrifice X or discard Y": give one up (its name), or "no" to take the penalty."""
        player = decision.player
        p = self.game.player(player)
        options = [ChoiceOption("no", "no")]  # the default: the printed penalty, nothing invented
        by_key: dict[str, tuple[str, GameObject | None, int]] = {"no": ("penalty", None, 0)}
        unknown = False
        for i, (action, slot, amount) in enumerate(spec.unless):
            if action == "pay_life":
                pays = sum(1 for a in spec.unless if a[0] == "pay_life")
                key = "yes" if pays == 1 else f"pay{i}"  # a script answers a single payment with "yes"
                options.append(ChoiceOption(key, t("apnap.answer.pay_life", self.lang, n=amount)))
                by_key[key] = (action, None, amount)
                continue
            zone = "battlefield" if action == "sacrifice" else "hand"
            if zone in p.unknown:
                unknown = True
                continue
            for o in p.zone(zone):
                if slot is not None and self.matches(slot.filter, o, player) and not (
                        action == "sacrifice" and o.cant_be_sacrificed):
                    key = f"o{o.uid}"
                    options.append(ChoiceOption(key, o.name, tuple(sorted(o.types))))
                    by_key[key] = (action, o, 0)
        what = t("apnap.what.unless", self.lang)
        if unknown:
            self.warnings.append(t("apnap.warning.unless_unknown", self.lang, player=player))
        request = self._request(spec, step, decision, options, 1, 1, hidden=False, kind=KIND_UNLESS, zone=None,
                                what=what)
        forced = len(options) == 1 and not unknown  # nothing to give up: the penalty, no question (608.2d)
        if forced:
            keys = ["no"]
            notice = getattr(self.chooser, "notice_forced", None)
            if callable(notice):
                notice(request, keys)
            self.cite("608.2d", step=step)
        else:
            keys = await self._ask(request)
        action, obj, amount = by_key[keys[0]]
        record = ChoiceRecord(player, [obj] if obj else [], [obj.name] if obj else [], hidden=False,
                              auto=self._last_auto and not forced, decision_index=decision.index, what=action,
                              answer="no" if action == "penalty" else None, forced=forced)
        if action == "pay_life":
            record.answer = "yes"
            record.what = f"pay_life:{amount}"
        return record

    def _unless(self, spec: StepSpec, step: StepResult) -> None:
        """The alternatives chosen happen at once; everyone else gets the penalty (608.2c, 101.4)."""
        before = self._battlefield_snapshot()
        left: list[tuple[GameObject, str]] = []
        n = {name: self._amount(spec, name) for name in step.order}
        for c in step.choices:
            p = self.game.player(c.player)
            if c.answer == "no" or not (c.objects or c.what.startswith("pay_life")):
                self._change_life(c.player, -n[c.player], step)
                step.events.append(EventRecord(c.player, spec.action, [], amount=n[c.player],
                                               extra={"life": None if "life" in p.unknown else self._life_of(c.player),
                                                      "source": spec.source}))
            elif c.what.startswith("pay_life"):
                paid = int(c.what.split(":")[1])
                self._change_life(c.player, -paid, step)
                step.events.append(EventRecord(c.player, "pay", [], amount=paid, extra={"what": "life"}))
            else:
                o = c.objects[0]
                zone = "battlefield" if c.what == "sacrifice" else "hand"
                p.zones[zone] = [x for x in p.zone(zone) if x is not o]
                self.game.player(o.owner).graveyard.append(o)
                step.events.append(EventRecord(c.player, c.what, [o]))
                if zone == "battlefield":
                    left.append((o, c.player))
        self.cite("608.2c", step=step)
        self._leaves_triggers(left, before, step)

    async def _decide_keep(self, spec: StepSpec, step: StepResult, decision: Any) -> ChoiceRecord:
        """"Chooses … an artifact, a creature, an enchantment, and a land": one object per printed slot."""
        player = decision.player
        p = self.game.player(player)
        zone = spec.detail("from", "battlefield")  # Balance: cards kept in hand, too
        hidden = zone in ("hand", "library")
        what = ", ".join(s.filter.noun for s in spec.slots)
        if zone in p.unknown:
            return ChoiceRecord(player, [], [], hidden=hidden, decision_index=decision.index, what=what, unknown=True)
        groups = []
        for s in spec.slots:  # a slot counted by reference ("a number of lands equal to …") is that many groups
            n = self._count_slot(s, player) if s.count_ref is not None else 1
            groups += [[o for o in p.zone(zone) if self.matches(s.filter, o, player)]] * n
        candidates = [o for o in p.zone(zone) if any(o in g for g in groups)]
        keyed = {f"o{o.uid}": o for o in candidates}
        key_groups = tuple(tuple(f"o{o.uid}" for o in g) for g in groups)
        best = best_group_pick(list(keyed), key_groups)
        record = ChoiceRecord(player, [], [], hidden=hidden, decision_index=decision.index, what=what,
                              noun="permanent" if zone == "battlefield" else "card", required=len(groups))
        if not best:
            record.none = True
            self.cite("101.3", step=step)
            return record
        options = [ChoiceOption(k, o.name, tuple(sorted(o.types))) for k, o in keyed.items()]
        request = self._request(spec, step, decision, options, len(best), len(best), hidden=hidden, kind=KIND_KEEP,
                                zone=zone, what=what)
        request = _with(request, groups=key_groups, suggested=best)
        keys = await self._ask(request)
        record.auto = self._last_auto
        record.objects = [keyed[k] for k in keys]
        record.labels = [o.name for o in record.objects]
        self.cite("101.4c", step=step)
        return record

    def _unknown_pick(self, spec: StepSpec, step: StepResult, decision: Any, zone: str) -> ChoiceRecord:
        """A zone nobody described: the player picks something of their choice; nothing is invented."""
        noun = decision.slot.filter.noun if decision.slot else "card"
        # "discards two cards" stays two: "dos cartas de su elección" (quick mode, any count known)
        n = (self._count_slot(decision.slot, decision.player) if decision.slot else 0) or 1
        what = t("apnap.what.of_choice", self.lang, noun=Counted(n, noun, words=True))
        return ChoiceRecord(decision.player, [], [what], hidden=zone in ("hand", "library"),
                            decision_index=decision.index, what=what, noun=noun, unknown=True)

    def _random_pick(self, spec: StepSpec, step: StepResult, decision: Any) -> ChoiceRecord:
        """"Discards a card at random": no choice (701.9b); repeatable through ``seed``."""
        p = self.game.player(decision.player)
        count = min(len(p.hand), self._amount(spec, decision.player) if spec.amount_ref else
                    (decision.slot.count or self.scenario.x or 0))
        rng = random.Random(f"{self.scenario.seed}:{step.index}:{decision.player}")
        picked = rng.sample(list(p.hand), count) if count else []
        self.cite("701.9b", step=step)
        return ChoiceRecord(decision.player, picked, [o.name for o in picked], hidden=False,
                            decision_index=decision.index, what="random", random=True, none=not picked)

    async def _decide_object_vote(self, spec: StepSpec, step: StepResult, decision: Any) -> ChoiceRecord:
        """701.38a: a vote for an object (in range, matching the text), public, starting with "you"."""
        flt = spec.creatures or TypeFilter()
        objects = [o for p in self.game.players if not p.lost and self.in_range(p.name)
                   for o in p.battlefield if self.matches(flt, o, p.name)]
        what = t("apnap.what.vote_object", self.lang, noun=NounRef(flt.noun))
        record = ChoiceRecord(decision.player, [], [], hidden=False, decision_index=decision.index, what=what)
        if not objects:
            record.none = True
            return record
        by_key = {f"o{o.uid}": o for o in objects}
        options = [ChoiceOption(k, o.name, tuple(sorted(o.types))) for k, o in by_key.items()]
        request = self._request(spec, step, decision, options, 1, 1, hidden=False, kind=KIND_VOTE, zone="battlefield",
                                what=what)
        keys = await self._ask(request)
        record.objects = [by_key[keys[0]]]
        record.labels = [record.objects[0].name]
        record.auto = self._last_auto
        return record

    def _object_vote(self, step: StepResult) -> None:
        step.simultaneous = False
        votes: dict[int, int] = {}
        for c in step.choices:
            for o in c.objects:
                votes[o.uid] = votes.get(o.uid, 0) + 1
            step.events.append(EventRecord(c.player, "vote", list(c.objects)))
        self.object_votes = votes
        names = {o.uid: o.name for c in step.choices for o in c.objects}
        step.extra = {"tally": {names[u]: n for u, n in votes.items()}}

    def _most_votes(self, spec: StepSpec, step: StepResult) -> None:
        """Each object with the most votes or tied for most (all at once)."""
        votes = self.object_votes
        top = max(votes.values(), default=0)
        winners = {u for u, n in votes.items() if n == top and top > 0}
        before = self._battlefield_snapshot()
        moved: list[GameObject] = []
        left: list[tuple[GameObject, str]] = []
        for p in self.game.players:
            hit = [o for o in p.battlefield if o.uid in winners]
            p.zones["battlefield"] = [o for o in p.battlefield if o.uid not in winners]
            for o in hit:
                owner = self.game.player(o.owner)
                (owner.exile if spec.action == "exile" else owner.graveyard).append(o)
                left.append((o, p.name))
            moved.extend(hit)
        step.events.append(EventRecord(self.game.controller, spec.action, moved))
        self.cite("701.13a" if spec.action == "exile" else "701.8a", step=step)
        self._leaves_triggers(left, before, step)


def _with(request: ChoiceRequest, **changes: Any) -> ChoiceRequest:
    from dataclasses import replace

    return replace(request, **changes)
