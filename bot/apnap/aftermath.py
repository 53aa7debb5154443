"""After resolution: triggered abilities recorded during it, state-based actions (704.3), the stack (603.3b)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from bot.catalog import t

from .budget import Budget
from .grammar import SECOND_PASS_EVENTS
from .model import Game, GameObject
from .result import SBARecord, StepResult, TriggerRecord
from .scenario import Scenario

_LEAVES_EVENTS = frozenset({"this_dies", "creature_dies", "another_creature_dies", "creature_you_control_dies",
                            "permanent_sacrificed"})


class AftermathMixin:
    """Trigger bookkeeping, the SBA loop and the stack order."""

    game: Game
    scenario: Scenario
    lang: str
    triggers: list[TriggerRecord]
    extra_turn_grants: list[str]
    last_tally: Counter[str] | None
    vote_options: tuple[str, ...]
    warnings: list[str]
    steps: list[StepResult]
    lost_game: list[str]
    budget: Budget

    if TYPE_CHECKING:
        def cite(self, *numbers: str, step: StepResult | None = None) -> None: ...
        def apnap_order(self, names: Iterable[str]) -> list[str]: ...

    def _lethal_damage(self) -> list[SBARecord]:
        """704.5g: a creature with toughness > 0 and damage at least its toughness dies (unknown toughness: warned)."""
        marked: dict[int, int] = getattr(self, "marked_damage", {})
        if not marked:
            return []
        before = self._battlefield_snapshot()
        out: list[SBARecord] = []
        left: list[tuple[GameObject, str]] = []
        for p in self.game.players:
            for o in list(p.battlefield):
                dmg = marked.get(o.uid, 0)
                if not dmg or not o.is_creature():
                    continue
                if o.toughness is None:
                    self.warnings.append(t("apnap.warning.unknown_toughness", self.lang, name=o.name, amount=dmg))
                    continue
                if dmg >= o.toughness:
                    p.zones["battlefield"] = [x for x in p.battlefield if x is not o]
                    self.game.player(o.owner).graveyard.append(o)
                    out.append(SBARecord(o.owner, "dies", ["704.5g"], object=o.name))
                    left.append((o, p.name))
        if out:
            self.cite("704.3", "704.5g")
            if self.steps:
                self._leaves_triggers(left, before, self.steps[-1])
        return out

    def _battlefield_snapshot(self) -> list[tuple[GameObject, str]]:
        return [(o, p.name) for p in self.game.players for o in p.battlefield if o.triggers]

    def _record(self, obj: GameObject, controller: str, trigger, cause: str | None) -> None:
        self.budget.trigger(obj.name, trigger.text, trigger.when, cause)
        self.triggers.append(TriggerRecord(controller, obj.name, trigger.text, trigger.when, trigger.event, cause,
                                           trigger.event in SECOND_PASS_EVENTS, obj.uid))

    def _leaves_triggers(self, left: list[tuple[GameObject, str]], before: list[tuple[GameObject, str]],
                         step: StepResult) -> None:
        """603.10a: leaves-the-battlefield triggers look back, so sources dying in the same event still see it."""
        counts: Counter[int] = Counter()
        self.budget.spend("checks", len(left) * sum(len(source.triggers) for source, _ in before))
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
        self._spend_checks()
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
        self._spend_checks()
        for p in self.game.players:
            for source in p.battlefield:
                for trig in source.triggers:
                    if (trig.event == "this_enters" and source is entered) or (
                            trig.event == "creature_enters" and entered.is_creature()):
                        self._record(source, p.name, trig, entered.name)
                        self.cite("603.6a", step=step)

    def _spend_checks(self) -> None:
        """One event is checked against every ability on the battlefield (each draw of a thousand)."""
        self.budget.spend("checks", sum(len(s.triggers) for p in self.game.players for s in p.battlefield))

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
        for name in self.lost_game:  # 104.3a: "loses the game" happens at once, before any SBA check
            if not game.player(name).lost:
                game.player(name).lost = True
                records.append(SBARecord(name, "loses", ["104.3a"]))
        dead = self._lethal_damage()
        records.extend(dead)
        while True:
            losing: dict[str, list[str]] = {}
            for p in game.players:
                if p.lost:
                    continue
                team = game.team_index(p.name)
                if game.shared_life and team is not None:
                    if game.team_life[team] <= 0:
                        losing.setdefault(p.name, []).extend(["704.6a", "810.8c", "810.8a"])
                elif p.life <= 0 and "life" not in p.unknown:  # an unknown life total proves no loss
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
        result: dict[str, Any] | None = None
        if any(r.event == "loses" for r in records):
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


