"""The action phase of a step: everything chosen moves at once (101.4, 608.2e); draws one by one (121.2c)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

from .grammar import StepSpec
from .model import Game, GameObject
from .result import EventRecord, StepResult, TriggerRecord
from .scenario import Scenario

_PICK_ZONE = {"sacrifice": "battlefield", "discard": "hand", "exile": "hand", "return": "graveyard",
              "search": "library", "scry": "library", "surveil": "library"}


class PerformMixin:
    """Performs a step's action after its choice phase; triggers are recorded, never resolved."""

    game: Game
    scenario: Scenario
    lang: str
    triggers: list[TriggerRecord]
    extra_turn_grants: list[str]
    last_tally: Counter[str] | None
    vote_options: tuple[str, ...]
    warnings: list[str]
    shuffled: set[str]

    if TYPE_CHECKING:
        def cite(self, *numbers: str, step: StepResult | None = None) -> None: ...
        def apnap_order(self, names: Iterable[str]) -> list[str]: ...
        def _amount(self, spec: StepSpec, player: str | None = None) -> int: ...
        def source_name(self, spec: StepSpec) -> str | None: ...
        def _battlefield_snapshot(self) -> list[tuple[GameObject, str]]: ...
        def _leaves_triggers(self, left: list[tuple[GameObject, str]], before: list[tuple[GameObject, str]],
                             step: StepResult) -> None: ...
        def _simple_triggers(self, events: tuple[str, ...], actor: str, cause: str | None,
                             step: StepResult) -> None: ...
        def _enter_triggers(self, entered: GameObject, controller: str, step: StepResult) -> None: ...

    def _perform_picks(self, spec: StepSpec, step: StepResult) -> None:
        """Everything chosen in the step moves at once (101.4, 608.2e); triggers are only recorded."""
        action = spec.action
        per_player: dict[str, list[GameObject]] = {n: [] for n in step.order}
        for c in step.choices:
            per_player[c.player].extend(c.objects)
        before = self._battlefield_snapshot()
        unknown = {c.player: c.what for c in step.choices if c.unknown}
        for name in step.order:
            objs = per_player[name]
            player = self.game.player(name)
            ids = {o.uid for o in objs}
            if name in unknown:  # a zone nobody described: the player does it with a card of their choice
                step.events.append(EventRecord(name, action, [], amount=self._amount(spec, name) or None,
                                               hidden=True, extra={"unknown": True, "what": unknown[name]}))
                continue
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
                if dest != "library_top":
                    self.shuffled.add(name)  # "…, then shuffle" (701.23a, 701.24a)
                if dest == "battlefield":
                    player.battlefield.extend(objs)
                elif dest == "library_top":
                    player.zones["library"] = objs + player.library
                else:
                    player.hand.extend(objs)
            hidden = action == "search" and spec.destination != "battlefield"
            extra: dict[str, object] = {}
            if action in ("search", "return"):
                extra = {"destination": spec.destination, "from": src, "to": spec.destination}
            elif action == "exile":
                extra = {"from": src}
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
        answers = {c.player: c.answer for c in step.choices}
        for name in step.order:
            n = self._amount(spec, name)
            answer = answers.get(name)
            if answer == "no":
                continue  # "may draw": declined, no event
            if answer is not None and answer.isdigit():
                n = int(answer)  # "up to N": the number chosen
            player = self.game.player(name)
            drawn: list[GameObject] = []
            empty = False
            if "library" in player.unknown:  # nobody said what is in it: draws happen, no loss is claimed
                step.events.append(EventRecord(name, "draw", [], amount=n, hidden=True,
                                               extra={"attempted": n, "empty_library": False, "unknown": True}))
                continue
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
            if name in self.shuffled:  # 701.24a: after a shuffle nobody knows which cards these are
                step.events.append(EventRecord(name, "draw", [], amount=len(drawn), hidden=True,
                                               extra={"attempted": n, "empty_library": empty, "shuffled": True}))
                continue
            step.events.append(EventRecord(name, "draw", drawn, amount=len(drawn), hidden=True,
                                           extra={"attempted": n, "empty_library": empty}))

    def _life(self, spec: StepSpec, step: StepResult) -> None:
        amounts = {name: self._amount(spec, name) for name in step.order}  # 608.2h: fixed as it applies
        for name in step.order:
            n = amounts[name]
            delta = n if spec.action == "gain_life" else -n
            self._change_life(name, delta, step)
            extra: dict[str, object] = {"source": self.source_name(spec)} if spec.action == "damage" else {}
            extra["life"] = self._life_of(name) if "life" not in self.game.player(name).unknown else None
            step.events.append(EventRecord(name, spec.action, [], amount=n, extra=extra))
        if spec.action != "gain_life":
            for name in (n for n in step.order if amounts[n] > 0):
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
        for name in step.order:
            n = self._amount(spec, name)
            player = self.game.player(name)
            if "library" in player.unknown:
                step.events.append(EventRecord(name, "mill", [], amount=n, extra={"unknown": True}))
                continue
            milled = player.library[:n]
            if len(milled) < n:
                self.cite("701.17b", step=step)
            player.zones["library"] = player.library[len(milled):]
            player.graveyard.extend(milled)
            shuffled = name in self.shuffled  # 701.24a: which cards were on top is not known
            step.events.append(EventRecord(name, "mill", [] if shuffled else milled, amount=len(milled),
                                           extra={"shuffled": True} if shuffled else {}))

    def _vote(self, spec: StepSpec, step: StepResult) -> None:
        step.simultaneous = False  # votes are cast one after another, in public
        tally: Counter[str] = Counter(dict.fromkeys(spec.options, 0))
        for c in step.choices:
            tally[c.labels[0]] += 1
            step.events.append(EventRecord(c.player, "vote", [], labels=list(c.labels)))
        self.last_tally = tally
        self.vote_options = spec.options
        top = max(tally.values(), default=0)
        leaders = [o for o in spec.options if tally[o] == top]
        step.extra = {"options": list(spec.options), "tally": dict(tally),
                      "winner": leaders[0] if len(leaders) == 1 else None, "tied": len(leaders) > 1}

    def _extra_turn(self, step: StepResult, spec: StepSpec | None = None) -> None:
        """500.7: added one at a time in APNAP order; 805.8: a team takes an extra turn given to a member."""
        step.simultaneous = False
        teams_given: set[int] = set()
        times = 1 if spec is None or spec.amount_ref is None else self._amount(spec)  # "for each time vote"
        for name in [n for n in step.order for _ in range(times)]:
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

