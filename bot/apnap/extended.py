"""Actions of the families beyond the basic verbs, counted references, and decisions that are not picks.

Kept apart from :mod:`bot.apnap.engine` so each family's behaviour sits in one place: choose-then-the-
rest (Cataclysm), "destroy all", damage to creatures (lethal damage is a state-based action, 704.5g),
tokens, gaining control, shuffles, losing the game, "may" (yes / no), "up to N" (an integer), random
discards (with the scenario's ``seed``) and picks from zones nobody described (quick mode).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from .choices import (
    ChoiceOption,
    ChoiceRequest,
)
from .grammar import CountRef, StepSpec, TypeFilter
from .model import Game, GameObject
from .oracle import short_names
from .result import ChoiceRecord, EventRecord, StepResult
from .scenario import Scenario

EXTENDED_ACTIONS = frozenset({"choose", "destroy", "create", "gain_control", "shuffle", "lose_game", "put", "pay"})
_COLOR_SYMBOLS = {"white": "w", "blue": "u", "black": "b", "red": "r", "green": "g"}


class ExtendedMixin:
    game: Game
    scenario: Scenario
    lang: str
    steps: list[StepResult]
    warnings: list[str]
    lost_game: list[str]
    marked_damage: dict[int, int]
    rest_filter: TypeFilter | None
    object_votes: dict[int, int]
    last_tally: Any
    vote_options: tuple[str, ...]
    _last_auto: bool

    if TYPE_CHECKING:
        def cite(self, *numbers: str, step: StepResult | None = None) -> None: ...
        def _amount(self, spec: StepSpec, player: str | None = None) -> int: ...
        def _request(self, spec: StepSpec, step: StepResult, decision: Any, options: list[ChoiceOption],
                     low: int, high: int, *, hidden: bool, kind: str, zone: str | None,
                     what: str) -> ChoiceRequest: ...
        async def _ask(self, request: ChoiceRequest) -> list[str]: ...
        def _most_votes(self, spec: StepSpec, step: StepResult) -> None: ...
        def _battlefield_snapshot(self) -> list[tuple[GameObject, str]]: ...
        def _leaves_triggers(self, left: list[tuple[GameObject, str]], before: list[tuple[GameObject, str]],
                             step: StepResult) -> None: ...
        def _enter_triggers(self, entered: GameObject, controller: str, step: StepResult) -> None: ...
        def _change_life(self, name: str, delta: int, step: StepResult) -> None: ...
        def _life_of(self, name: str) -> int: ...
        def in_range(self, name: str) -> bool: ...
        def apnap_order(self, names: Iterable[str]) -> list[str]: ...

    # ------------------------------------------------------------------ filters and counts
    def matches(self, flt: TypeFilter, obj: GameObject, controller: str) -> bool:
        if flt.not_source and self.scenario.card and obj.name.casefold() in (
                n.casefold() for n in short_names(self.scenario.card)):
            return False  # "other than this creature"
        return flt.matches(obj, controller, self.game.controller)

    def greatest_only(self, objects: list[GameObject], prop: str, player: str) -> list[GameObject]:
        """"With the greatest power among creatures they control": those tied for the greatest value.

        A value nobody gave is not guessed (scenario-format): with a described board, ``choice_needed``
        names the objects whose property is missing.
        """
        missing = [o.name for o in objects if getattr(o, prop) is None]
        if missing and self.game.player(player).unknown:  # quick mode: say what is assumed, decide nothing
            self.warnings.append(t("apnap.warning.property_assumed", self.lang, prop=NounRef(prop),
                                   names=", ".join(missing), player=player))
            return objects
        if missing:
            raise BotError.of("choice_needed", "apnap.error.property_needed", suggestions=missing, field="players",
                              lang=self.lang, prop=NounRef(prop), key=prop, names=", ".join(missing))
        top = max((getattr(o, prop) for o in objects), default=None)
        return [o for o in objects if getattr(o, prop) == top]

    def ref_value(self, ref: CountRef, player: str | None) -> int:
        """608.2h: the number a reference stands for, worked out now."""
        if ref.defines_x and ref.kind != "accepted" and self.scenario.x is not None:
            return self.scenario.x  # an explicit x wins over "where X is …"
        value = (self._raw_ref(ref, player) + ref.plus) * ref.times
        if ref.kind == "accepted" and ref.defines_x:
            value *= self.scenario.x or 0
        if ref.divide > 1:
            value = -(-value // ref.divide) if ref.round_up else value // ref.divide
        return max(0, value)

    def _raw_ref(self, ref: CountRef, player: str | None) -> int:
        who = self.game.controller if ref.of == "controller" or player is None else player
        if ref.kind == "x":
            return self.scenario.x or 0
        if ref.kind == "accepted":  # tempting offer: the players who said yes in the last "may" step
            step = next((s for s in reversed(self.steps) if any(c.answer for c in s.choices)), None)
            return sum(1 for c in (step.choices if step else []) if c.answer == "yes")
        if ref.kind == "library":
            return len(self.game.player(who).library)
        if ref.kind == "votes":
            tally = self.last_tally or {}
            key = next((o for o in self.vote_options if o.casefold() == (ref.option or "").casefold()), ref.option)
            return int(tally.get(key, 0))
        if ref.kind in ("greatest", "self", "shortfall", "total"):
            earlier = self.steps[:-1] if self.steps else []  # the step being resolved is already listed
            if ref.action is None:  # "that many": what the step before did
                step = earlier[-1] if earlier else None
            else:
                step = next((s for s in reversed(earlier) if s.action == ref.action), None)
            if step is None:
                return 0
            per: dict[str, int] = {}
            for e in step.events:
                per[e.player] = per.get(e.player, 0) + (len(e.objects) if e.objects else (e.amount or 0))
            for c in step.choices:  # a whole hand from an unknown zone still counts as chosen
                if c.unknown:
                    per.setdefault(c.player, 0)
            if ref.kind == "greatest":
                return max(per.values(), default=0)
            if ref.kind == "total":
                return sum(per.values())
            if ref.kind == "shortfall":
                return max(0, ref.base - per.get(who, 0))
            return per.get(who, 0)
        p = self.game.player(who)
        if ref.kind == "hand":
            return len(p.hand)
        if ref.kind == "life":
            return self._life_of(who)
        if ref.kind == "fewest":  # "the player who controls the fewest" / has the fewest cards in hand
            counts = []
            for q in self.game.players:
                if q.lost or not self.in_range(q.name):
                    continue
                if ref.option == "hand":
                    counts.append(len(q.hand))
                else:
                    flt = ref.filter or TypeFilter()
                    counts.append(sum(1 for o in q.battlefield if self.matches(flt, o, q.name)))
            return min(counts, default=0)
        if ref.kind == "controlled":
            flt = ref.filter or TypeFilter()
            return sum(1 for o in p.battlefield if self.matches(flt, o, who))
        if ref.kind == "devotion":  # 700.5: mana symbols of that color among mana costs of permanents you control
            sym = _COLOR_SYMBOLS.get(ref.option or "", "?")
            return sum((o.mana_cost or "").lower().count(sym) for o in p.battlefield)
        return 0

    # ------------------------------------------------------------------ decisions that are not picks
    # ------------------------------------------------------------------ family actions
    def _extended(self, spec: StepSpec, step: StepResult) -> None:
        action = spec.action
        if action == "choose":
            self.rest_filter = spec.creatures  # "from among the lands they control": what "the rest" is
            for c in step.choices:
                step.events.append(EventRecord(c.player, "choose", list(c.objects)))
            return
        if action == "pay":
            for c in step.choices:
                step.events.append(EventRecord(c.player, "pay", [], amount=int(c.answer or 0),
                                               extra={"what": spec.detail("what", "mana")}))
            self.cite("118.1", step=step)
            return
        if spec.detail("most_votes"):
            self._most_votes(spec, step)
            return
        if spec.detail("self"):
            self._sacrifice_self(spec, step)
            return
        if spec.detail("per_voter"):  # gain control of each permanent chosen (108.4): under the controller's
            you = self.game.controller
            taken = [o for c in step.choices for o in c.objects]
            for p in self.game.players:
                p.zones["battlefield"] = [o for o in p.battlefield if o not in taken]
            self.game.player(you).battlefield.extend(taken)
            step.events.append(EventRecord(you, "gain_control", taken))
            self.cite("108.4", step=step)
            return
        if spec.detail("target") == "object":
            self._target_object(spec, step)
            return
        if action == "exile" and spec.slots and spec.slots[0].whole_zone:
            self._exile_zone(spec, step)
            return
        if action in ("sacrifice", "discard") and spec.detail("rest"):
            self._sacrifice_rest(spec, step)
        elif action == "put" and spec.detail("all"):
            self._mass_move(spec, step)
        elif action == "put" and spec.detail("this_way"):
            self._put_this_way(spec, step)
        elif action == "damage":
            self._damage_creatures(spec, step)
        elif action in ("destroy", "exile", "gain_control", "return") and spec.detail("all"):
            self._mass_move(spec, step)
        elif action == "create":
            self._create(spec, step)
        elif action == "shuffle":
            self._shuffle(spec, step)
        elif action == "lose_game":
            for name in step.order:
                self.lost_game.append(name)
                step.events.append(EventRecord(name, "lose_game", []))
            self.cite("104.3a", step=step)
        elif action == "put":  # "puts … from their hand onto the battlefield": all at once, one event each
            for name in step.order:
                objs = [o for c in step.choices if c.player == name for o in c.objects]
                p = self.game.player(name)
                p.zones["hand"] = [o for o in p.hand if o not in objs]
                p.battlefield.extend(objs)
                step.events.append(EventRecord(name, "put", objs, extra={"from": "hand"}))
                for o in objs:
                    self._enter_triggers(o, name, step)

    def _sacrifice_rest(self, spec: StepSpec, step: StepResult) -> None:
        chosen_step = None if spec.detail("all") else next(
            (s for s in reversed(self.steps[:-1]) if s.action == "choose"), None)
        kept = {o.uid for c in (chosen_step.choices if chosen_step else []) for o in c.objects}
        unknown = {c.player for c in (chosen_step.choices if chosen_step else []) if c.unknown}
        flt = spec.creatures or TypeFilter()
        among = self.rest_filter
        if among is not None and chosen_step is not None and spec.creatures is not None and \
                spec.creatures.noun == "permanent" and not spec.creatures.control:
            flt = among
        zone = spec.detail("from", "battlefield")  # "discard the rest" (Balance) works on the hand
        before = self._battlefield_snapshot()
        left: list[tuple[GameObject, str]] = []
        for name in step.order:
            p = self.game.player(name)
            if name in unknown or zone in p.unknown:
                step.choices.append(ChoiceRecord(name, [], [], hidden=False, unknown=True, what="rest"))
                step.events.append(EventRecord(name, spec.action, [], extra={"unknown": True}))
                continue
            gone = [o for o in p.zone(zone) if o.uid not in kept and self.matches(flt, o, name)
                    and not (spec.action == "sacrifice" and o.cant_be_sacrificed)]
            p.zones[zone] = [o for o in p.zone(zone) if o not in gone]
            for o in gone:
                self.game.player(o.owner).graveyard.append(o)
            step.choices.append(ChoiceRecord(name, gone, [o.name for o in gone], hidden=False, forced=bool(gone),
                                             none=not gone, what="rest",
                                             noun=flt.noun if zone == "battlefield" else "card"))
            step.events.append(EventRecord(name, spec.action, gone))
            if zone == "battlefield":
                left.extend((o, name) for o in gone)
        self.cite("608.2c", "701.21a" if spec.action == "sacrifice" else "701.9a", step=step)
        self._leaves_triggers(left, before, step)

    def _damage_creatures(self, spec: StepSpec, step: StepResult) -> None:
        """120.3: damage to creatures is marked; lethal damage is checked as a state-based action (704.5g)."""
        flt = spec.creatures or TypeFilter()
        n = self._amount(spec)
        for name in step.order:
            p = self.game.player(name)
            hit = [o for o in p.battlefield if o.is_creature() and self.matches(flt, o, name)]
            if hit:
                for o in hit:
                    self.marked_damage[o.uid] = self.marked_damage.get(o.uid, 0) + n
                step.events.append(EventRecord(name, "damage", hit, amount=n, extra={"source": spec.source}))
            if spec.players_too:
                self._change_life(name, -n, step)
                life = self._life_of(name) if "life" not in p.unknown else None
                step.events.append(EventRecord(name, "damage", [], amount=n, extra={"source": spec.source,
                                                                                    "life": life}))
        self.cite("120.3a", "120.3e", step=step)

    def _mass_move(self, spec: StepSpec, step: StepResult) -> None:
        """"Destroy all …", "exile all …", "gain control of all …", "return all … from all graveyards"."""
        flt = spec.creatures or TypeFilter()
        controller = self.game.controller
        zone = spec.detail("from") or ("graveyard" if spec.action == "return" else "battlefield")
        before = self._battlefield_snapshot()
        left: list[tuple[GameObject, str]] = []
        moved_any: list[GameObject] = []
        reached = [p for p in self.game.players if not p.lost and self.in_range(p.name)]
        if spec.detail("scope") == "own":  # "from their graveyard" / "your graveyard": the acting players only
            reached = [p for p in reached if p.name in step.order]
        if any(zone in p.unknown for p in reached):
            self.warnings.append(t("apnap.warning.unknown_zone", self.lang, zone=NounRef(zone, many=True)))
        for p in reached:
            hit = [o for o in p.zone(zone) if self.matches(flt, o, p.name)]
            if not hit:
                continue
            p.zones[zone] = [o for o in p.zone(zone) if o not in hit]
            moved_any.extend(hit)
            if spec.action == "destroy":
                for o in hit:
                    self.game.player(o.owner).graveyard.append(o)
                left.extend((o, p.name) for o in hit)
            elif spec.action == "exile":
                self.game.player(p.name).exile.extend(hit)
                left.extend((o, p.name) for o in hit)
            elif spec.action == "gain_control" or spec.detail("control") == "you":
                self.game.player(controller).battlefield.extend(hit)
            else:  # return to the battlefield under their owners' control / to hands
                for o in hit:
                    owner = self.game.player(o.owner)
                    (owner.battlefield if spec.destination == "battlefield" else owner.hand).append(o)
        step.events.append(EventRecord(controller, spec.action, moved_any,
                                       extra={"from": zone, "to": spec.destination} if spec.action == "return" else {}))
        rules = {"destroy": "701.8a", "exile": "701.13a", "gain_control": "108.4", "return": "400.7", "put": "400.7"}
        self.cite(rules[spec.action], step=step)
        if spec.action == "destroy":
            self._leaves_triggers([(o, c) for o, c in left if o.is_creature() or True], before, step)
        if spec.action in ("return", "put") and spec.destination == "battlefield":
            for o in moved_any:
                self._enter_triggers(o, o.owner, step)

    def _exile_zone(self, spec: StepSpec, step: StepResult) -> None:
        """"Each player exiles their graveyard": the whole zone, no choice, at once."""
        zone = spec.detail("from", "graveyard")
        for name in step.order:
            p = self.game.player(name)
            if zone in p.unknown:
                step.events.append(EventRecord(name, "exile", [], extra={"from": zone, "unknown": True}))
                continue
            moved = list(p.zone(zone))
            p.zones[zone] = []
            p.exile.extend(moved)
            step.events.append(EventRecord(name, "exile", moved, extra={"from": zone}))
        self.cite("701.13a", step=step)

    def _sacrifice_self(self, spec: StepSpec, step: StepResult) -> None:
        """The source is the permanent of the card's name on the controller's battlefield, when there is one."""
        you = self.game.controller
        p = self.game.player(you)
        names = {n.casefold() for n in short_names(self.scenario.card)} if self.scenario.card else set()
        source = next((o for o in p.battlefield if o.name.casefold() in names), None)
        before = self._battlefield_snapshot()
        if spec.action == "exile" and source is None:  # a spell exiling itself: it is on the stack, not a board object
            step.events.append(EventRecord(you, "exile", [], labels=[self.scenario.card or t("apnap.what.source",
                                                                                             self.lang)],
                                           extra={"from": "stack"}))
            self.cite("701.13a", step=step)
            return
        if source is None:  # no board object for it: the sacrifice still happens, to "the source"
            step.events.append(EventRecord(you, "sacrifice", [], labels=[t("apnap.what.source", self.lang)]))
            return
        p.zones["battlefield"] = [o for o in p.battlefield if o is not source]
        owner = self.game.player(source.owner)
        (owner.exile if spec.action == "exile" else owner.graveyard).append(source)
        step.events.append(EventRecord(you, spec.action, [source]))
        self.cite("701.21a", step=step)
        self._leaves_triggers([(source, you)], before, step)

    def _target_object(self, spec: StepSpec, step: StepResult) -> None:
        """115.1: the targeted object, chosen as the spell was cast; it must still be legal (608.2b)."""
        flt = spec.creatures or TypeFilter()
        wanted = [n.casefold() for n in self.scenario.targets if n not in self.game.seat_names]
        found: tuple[GameObject, str] | None = None
        for p in self.game.players:
            if p.lost or not self.in_range(p.name):
                continue
            for o in p.battlefield:
                if o.name.casefold() in wanted and self.matches(flt, o, p.name):
                    found = (o, p.name)
                    break
            if found:
                break
        if found is None:
            raise BotError.of("bad_scenario", "apnap.error.target_object", field="target", lang=self.lang,
                              what=NounRef(flt.noun))
        obj, holder = found
        before = self._battlefield_snapshot()
        p = self.game.player(holder)
        p.zones["battlefield"] = [o for o in p.battlefield if o is not obj]
        owner = self.game.player(obj.owner)
        (owner.exile if spec.action == "exile" else owner.graveyard).append(obj)
        step.events.append(EventRecord(self.game.controller, spec.action, [obj]))
        self.cite("115.1", "701.8a" if spec.action == "destroy" else "701.13a", step=step)
        self._leaves_triggers([(obj, holder)], before, step)

    def _put_this_way(self, spec: StepSpec, step: StepResult) -> None:
        """"puts all cards they exiled this way onto the battlefield" (Living Death)."""
        ref = next((s for s in reversed(self.steps[:-1]) if s.action == spec.detail("this_way")), None)
        per: dict[str, list[GameObject]] = {}
        for e in ref.events if ref else []:
            for o in e.objects:
                per.setdefault(o.owner, []).append(o)
        for name in step.order:
            p = self.game.player(name)
            mine = [o for o in per.get(name, []) if o in p.exile]
            p.zones["exile"] = [o for o in p.exile if o not in mine]
            p.battlefield.extend(mine)
            step.events.append(EventRecord(name, "put", mine, extra={"from": "exile"}))
            for o in mine:
                self._enter_triggers(o, name, step)
        self.cite("608.2c", step=step)

    def _create(self, spec: StepSpec, step: StepResult) -> None:
        name = spec.detail("token") or "Token"
        declined = {c.player for c in step.choices if c.answer == "no"}
        for player in step.order:
            if player in declined:
                continue
            n = self._amount(spec, player)
            p = self.game.player(player)
            made = [GameObject(10_000_000 + len(self.steps) * 1000 + i + 100 * len(step.events), name, player,
                               frozenset({"creature", "token"})) for i in range(n)]
            p.battlefield.extend(made)
            step.events.append(EventRecord(player, "create", made, amount=n))
            for o in made:
                self._enter_triggers(o, player, step)
        self.cite("111.1", "701.7a", step=step)

    def _shuffle(self, spec: StepSpec, step: StepResult) -> None:
        zones = spec.detail("zones", "hand").split(",")
        for name in step.order:
            p = self.game.player(name)
            moved: list[GameObject] = []
            for z in zones:
                moved.extend(p.zone(z))
                p.zones[z] = []
            p.zones["library"] = p.library + moved  # order is random; only the amount is part of the answer
            step.events.append(EventRecord(name, "shuffle", moved, amount=len(moved), hidden=True,
                                           extra={"from": zones, "unknown": any(z in p.unknown for z in zones)}))
        self.cite("701.24a", step=step)


def _with(request: ChoiceRequest, **changes: Any) -> ChoiceRequest:
    from dataclasses import replace

    return replace(request, **changes)
