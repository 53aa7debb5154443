"""The APNAP engine: runs a plan on a game, step by step, as docs/apnap-rules.md says.

For each step (608.2e): work out who it applies to (801.10 range, "each opponent", "this way"),
order them (101.4 rotated to the active player, 805.6 team by team, 701.38a votes from the
controller), then hand the step to the handler registered for its type, which collects every
choice first (101.4d queue; 101.4a/b visibility; 101.4c printed order; 101.2/101.3/608.2d/609.3
legality) and performs the step as one simultaneous event (draws: one player at a time, 121.2c).
Triggers are recorded but wait; SBAs are checked only after the whole effect (704.3), then
triggers go on the stack in APNAP order (603.3b).
"""

from __future__ import annotations

from bot.catalog import t
from bot.errors import BotError

from ..choices import Chooser, CompositeChooser, ScriptedChooser
from ..forbidden import Forbidden
from ..grammar.specs import Effect, Subject
from ..model import GameObject
from ..plan import (
    AllOf,
    CantBeCountered,
    ContinuousEffect,
    Delayed,
    DelayedOnEvent,
    Draw,
    MassMove,
    PayFixed,
    Plan,
    RemoveSourceCounters,
    Repeat,
    RepeatUntilNone,
    Step,
    TargetOpponentCheck,
    Vote,
    VoteForObject,
    YouDid,
    plan_of,
)
from ..plan.amounts import Fixed
from ..render import named, reading, step_reading
from ..result import EventRecord, Resolution, StepResult
from ..scenario import Scenario
from . import aftermath, replacing, triggers
from .act_choices import target_is_legal
from .act_counters import counters_short, loyalty_said, loyalty_short
from .act_rules import duration_of, record_casting_static
from .act_stack import record_static
from .asking import DECIDERS, AskMay, Decision
from .board_pt import applied_effects
from .cited_outcome import withdraw_unhappened
from .condition_record import note_condition, replaces_earlier
from .delayed import record_delayed
from .enchant_legal import enchanted_illegally
from .entered import declined_return
from .grants import granted_report
from .legend_rule import legend_rule
from .not_done import INTERVENING_IF, nobody_this_way, note_not_done, skipped_by_condition
from .one_instruction import JOINED_RULES, one_step_per_instruction
from .player_targets import use_target_word
from .referents import source_could_pay, source_label
from .registry import handler_for
from .restricting import check_activation
from .shown_targets import only_object_words, shown_targets, targets_a_player
from .sole_targets import open_target_words, settle_other_targets, settle_sole_targets
from .spell_source import step_text
from .state import State
from .state_triggered import check_state_triggers
from .target_protection import check_named_targets
from .target_words import own_target, unused_targets, word_targets
from .trigger_moment import note_trigger_moment
from .values import holds, value_of
from .warded_players import check_warded_players
from .who import participants

MAX_REPEATS = 100  # "repeat the following process X times": more is refused, not looped over
#: the source turned by its cost's tap or untap symbol (107.5, 107.6), recorded before the cost's other parts
_TURNED = frozenset({"tap", "untap"})
# The rules each action's steps cite, after the ordering rule (citations follow first use).
ACTION_RULES = {
    "sacrifice": ("701.21a",), "discard": ("701.9a", "701.9b"), "exile": ("701.13", "701.13a"),
    "draw": ("121.2",), "lose_life": ("119.3",), "gain_life": ("119.3",), "damage": ("120.3a", "119.3"),
    "mill": ("701.17a",), "scry": ("701.22a",), "surveil": ("701.25a",), "search": ("701.23a",),
    "return": (), "vote": ("701.38a",), "extra_turn": ("500.7",), "counter": ("122.1",),
    "flip": ("705.1", "705.2"), "roll": ("706.1", "706.2"),
}
# The rules of an action that several players do at once, cited only then: one player's scry is 701.22a alone
SEVERAL_RULES = {"scry": ("701.22c",), "search": ("701.23i",)}


def _object_targets(state: State) -> list[str]:
    """The object targets the scenario names (not players)."""
    names = [*state.scenario.targets, *([state.scenario.target] if state.scenario.target else [])]
    players = {p.name for p in state.game.players}
    return [n for n in dict.fromkeys(names) if n not in players]


def _not_targets(state: State, plan: Plan) -> list[str]:
    """The names ``target`` gives that no target word takes (target_words.unused_targets), said in a warning: the
    result does not name them as targets (115.1, 601.2c)."""
    unused = unused_targets(state, plan.steps)
    if unused:
        state.warnings.append(t("apnap.warning.targets_unused", state.lang, names=", ".join(unused)))
    return unused


def _zones_named(state: State, names: list[str]) -> dict[str, set[tuple[str, str]]]:
    """Name → the (player, zone) pairs where a card of that name is now."""
    return {name: {(p.name, zone) for p in state.game.players for zone, cards in p.zones.items()
                   if any(c.name.casefold() == name.casefold() for c in cards)} for name in names}


class Engine:
    """Resolves one scenario once. Use :func:`resolve_scenario`; an Engine is single-use."""

    def __init__(self, scenario: Scenario, chooser: Chooser, lang: str, plan: Plan | None = None) -> None:
        self.state = State(scenario, chooser, lang)
        self.plan = plan if plan is not None else scenario.plan
        self.words = word_targets(self.state, self.plan.steps)  # each target word's own object (115.3, 601.2c)
        self.forbidden: Forbidden | None = None  # a restriction this board breaks (602.5), set as the run starts

    async def run(self) -> Resolution:
        state = self.state
        if open_target_words(state, state.scenario.plan):  # 601.2c: a word with one legal object has it as target
            settle_sole_targets(state, state.scenario.plan)
            self.words = word_targets(state, self.plan.steps)
        elif not self.words:  # fewer names than words: a later "another target" word needs its own (115.3)
            settle_other_targets(state, state.scenario.plan)
            self.words = word_targets(state, self.plan.steps)
        if state.scenario.spell_cost is not None:  # 601.2f: how the spell's own cost changed as it was cast
            state.continuous.append({**state.scenario.spell_cost, "source": source_label(state)})
            state.cite("601.2f")
        unused = _not_targets(state, self.plan)  # more names than target words: not targets (601.2c)
        # 602.5: a restriction this board breaks, printed or a board static's (101.2): resolved as given, said
        self.forbidden = state.scenario.forbidden or check_activation(state)
        note_trigger_moment(state)  # "at the beginning of your upkeep" on another player's turn: said
        check_named_targets(state, self.plan.uses_object_target or self.plan.uses_any_target)  # 702.16b, 608.2b
        check_warded_players(state, self.plan)  # the board's "You have hexproof." (702.11c, 702.18a, 608.2b)
        before = _zones_named(state, _object_targets(state))
        await self._pay_costs()
        self._targets_before_costs(before)
        if state.scenario.ability_kind == "opening_hand":  # revealed before the game (103.6b): its delayed trigger
            state.cite("103.6b", "603.7a")
        if self.plan.upkeep:
            triggers.upkeep(state)
        elif not state.stopped and not enchanted_illegally(state):  # 603.3d: no legal target; 704.5m: an Aura on an
            # object it can't enchant gives nothing
            await self._run_steps(self.plan.steps)
        sbas, result = aftermath.state_based_actions(state, await legend_rule(state))
        if result is None:  # 603.8: what the resolution left true sets off the source's state triggers
            check_state_triggers(state)
        stack = aftermath.stack(state, result)
        state.continuous.extend(applied_effects(state))  # the board's statics that sized what was read (611.3a)
        self._unused_script_warnings()
        scenario, game = state.scenario, state.game
        said = named(_reading(scenario, self.plan, state.lang), scenario.card)
        if self.forbidden is not None:  # 602.5b, 601.3: this board breaks it; resolved as given, the rule cited
            state.cite(*(("101.2",) if self.forbidden.source else ()), self.forbidden.rule)
        if not self.plan.steps and scenario.effect.unmet:  # 603.4: what the ability would have done, said back
            state.warnings.append(t("apnap.warning.not_done", state.lang, reading=said))  # the whole ability, once
            for undone in plan_of(Effect(scenario.effect.text, scenario.effect.lang, scenario.effect.unmet)).steps:
                note_not_done(state, undone, INTERVENING_IF, "603.4")
        steps = one_step_per_instruction(state.steps, state.one_instruction)  # one instruction, at once (608.2f)
        if len(steps) != len(state.steps):
            state.cite(*JOINED_RULES)
        return Resolution(
            active=game.active, controller=game.controller, lang=state.lang,
            effect=scenario.effect_text, steps=steps, state_based_actions=sbas, game_result=result,
            stack=stack, extra_turns=aftermath.extra_turns(state), citations=state.citations,
            warnings=state.warnings, life=state.life_totals(), upkeep=self.plan.upkeep,
            target=scenario.player_targets[0] if scenario.player_targets else _target(state, self.plan),
            object_targets=[] if targets_a_player(state, self.plan) else [
                n for n in shown_targets(state, self.plan) if n not in unused],
            player_targets=list(scenario.player_targets), ability_text=scenario.ability_text,
            delayed_triggers=list(state.delayed), reading=said, phased_out=list(state.phased_out),
            costs=state.costs, continuous_effects=list(state.continuous), granted=granted_report(state),
            conditions=list(state.conditions), not_done=list(state.not_done), forbidden=self.forbidden,
            targeted=scenario.effect.uses_target or self.plan.uses_object_target or self.plan.uses_any_target,
            reflexive_target=("triggered" if state.reflexive_did else "not_triggered") if self.plan.reflexive_targets
            else "",
        )

    async def _pay_costs(self) -> None:
        """601.2h / 602.2b: the cost is paid before the effect resolves, each part an event like any other:
        the source sacrificed, then each part the grammar read (a discard, a sacrifice, life paid), by its own
        handler, seen by what watches for it (603.2). What that triggered goes on the stack above the ability
        and resolves before it (603.3, 117.3c): this result does not apply it first, and says so."""
        state = self.state
        seen = len(state.triggers)
        own = state.scenario.spell_cost or {}
        life = own.get("life")
        if life:  # "This spell costs 3 life more to cast for each target" (601.2f): paid with the rest (601.2h)
            await self._pay_part(PayFixed(text=str(own["text"]), subject=Subject("you"),
                                          what="life", amount=Fixed(life)))
        for action, card in state.scenario.cost_moved:  # {T} / {Q}, printed before the cost's other parts (107.5)
            if action in _TURNED:
                self._cost_record(action, card)
        first = state.scenario.cost_sacrifice_at  # the parts printed before "… and sacrifice it" are paid first
        for step in state.scenario.cost_steps[:first]:
            await self._pay_part(step)
        if state.scenario.cost_sacrificed is not None:
            self._cost_triggers(state.scenario.cost_sacrificed)
        for action, card in state.scenario.cost_moved:  # "Discard this card", "Exile the top card of your library"
            if action not in _TURNED:
                self._cost_record(action, card)
        for step in state.scenario.cost_steps[first:]:
            await self._pay_part(step)
        fired = state.triggers[seen:]
        for record in fired:
            record.cost = True
        if fired:
            items = ", ".join(dict.fromkeys(f"{r.source} ({r.controller})" for r in fired))
            state.warnings.append(t("apnap.warning.cost_triggers", state.lang, items=items))
            state.cite("603.3")

    async def _pay_part(self, step: Step) -> None:
        """One cost part, paid by the controller with its action's handler; a part the board shows cannot be
        paid means the ability could not have been activated (601.2h): bad_scenario, nothing resolves."""
        state = self.state
        if isinstance(step, PayFixed) and "life" not in state.game.player(state.game.controller).unknown:
            n = value_of(state, step.amount, state.game.controller)
            if n > state.life_of(state.game.controller):  # 119.4: no more life than one has
                raise self._unpaid(step)
        if isinstance(step, RemoveSourceCounters) and counters_short(state, step):  # 122.1: not that many there
            raise loyalty_short(state, step) or self._unpaid(step)  # 606.6: a loyalty cost said as such
        result = StepResult(index=len(state.costs), text=step_text(state, step.text), action=step.action, order=[],
                            reading=loyalty_said(step, named(step_reading(step, state.lang), state.scenario.card)),
                            extra={"cost": True})
        state.steps.append(result)  # while it is paid, handlers look back at it like at any step
        result.order = participants(state, step, result)
        state.cite(*(("601.2b", "601.2h") if state.scenario.source_zone == "stack" else ("601.2h", "602.2b")),
                   step=result)  # a spell's additional cost is paid as it is cast; an ability's as it is activated
        state.cite(*ACTION_RULES.get(step.action, ()), step=result)
        before = replacing.snapshot(state, result)
        await handler_for(step)(state, step, result)
        replacing.apply(state, result, before)  # a cost's sacrifice or discard is an event like any other (614.1a)
        state.steps.pop()
        state.costs.append(result)
        state.budget.events(result.events)
        if any((c.none and c.required != 0)  # "Reveal X cards" with X = 0: nothing to pay, nothing short
               or (c.required is not None and not c.unknown and len(c.objects) < c.required) for c in result.choices):
            raise source_could_pay(state, step) or self._unpaid(step)

    def _targets_before_costs(self, before: dict[str, set[tuple[str, str]]]) -> None:
        """Targets are chosen before costs are paid (601.2c, then 601.2h): a target named by the card a cost just
        moved ("Sacrifice a creature: Return target creature card from your graveyard", the creature sacrificed)
        is illegal when no card of that name was in that zone as targets were chosen: ``bad_scenario``."""
        state = self.state
        after = _zones_named(state, list(before))
        for cost in state.costs:
            for event in cost.events:
                for card in event.objects:
                    where = next((z for z in after.get(card.name, set()) if z not in before[card.name]), None) \
                        if card.name in before else None
                    if where is not None:
                        raise BotError.of("bad_scenario", "apnap.error.target_moved_by_cost", field="target",
                                          lang=state.lang, name=card.name, cost=cost.text)

    def _unpaid(self, step: Step) -> BotError:
        state = self.state
        key = "apnap.error.spell_cost_unpaid" if state.scenario.source_zone == "stack" else "apnap.error.cost_unpaid"
        return BotError.of("bad_scenario", key, field="controller", lang=state.lang, cost=step.text,
                           player=state.game.controller)

    def _cost_triggers(self, gone: GameObject) -> None:
        """The source sacrificed as the cost is an event like any other: what watches for it triggers
        (scenario-format, "Costs are paid first"; 603.10a looks back, so its own "dies" ability too)."""
        state = self.state
        you = state.game.controller
        before = triggers.battlefield_snapshot(state) + ([(gone, you)] if gone.triggers else [])
        paid = StepResult(index=-1, text="cost", action="sacrifice", order=[you])
        seen = len(state.triggers)
        triggers.leaves(state, [(gone, you)], before, paid, sacrificed=True)
        state.cite("602.2b", "701.21a")
        self._cost_record("sacrifice", gone, seen)

    def _cost_record(self, action: str, card: GameObject, seen: int | None = None) -> None:
        """A card the cost moved before the engine ran (the source sacrificed, the card itself discarded, the top
        card of the library exiled): a cost part like any other, with its event (601.2h)."""
        state = self.state
        you = state.game.controller
        symbol = {"tap": {"symbol": "{T}"}, "untap": {"symbol": "{Q}"}}.get(action, {})  # 107.5, 107.6
        said = t(f"apnap.cost.{action}_card", state.lang, name=card.name, **symbol)
        rules = {"sacrifice": ["602.2b", "701.21a"], "discard": ["602.2b", "701.9a"], "exile": ["602.2b", "701.13a"],
                 "tap": ["602.2b", "107.5", "701.26a"], "untap": ["602.2b", "107.6", "701.26b"]}
        state.cite(*rules[action])
        where = {"from": "library"} if action == "exile" else {}  # the top card of the library, not a hand's
        paid = StepResult(index=len(state.costs), text=said, action=action, order=[you],
                          events=[EventRecord(you, action, [card], extra=where)], reading=said,
                          citations=rules[action], extra={"cost": True})
        if action in ("sacrifice", "discard"):  # moved as it loaded: the replacements apply too
            replacing.apply_moved(state, paid, card, you if action == "sacrifice" else None,
                                  len(state.triggers) if seen is None else seen)
        state.costs.append(paid)

    async def _run_steps(self, steps: tuple[Step, ...]) -> None:
        state = self.state
        for i, step in enumerate(steps):
            if isinstance(step, (Delayed, DelayedOnEvent)):  # 603.7: created now, triggers later: listed, not resolved
                record_delayed(state, step)
                continue
            if _spell_static(state, step, len(steps)):  # 604.1, 113.6e: the spell's own statics, reported
                continue
            if isinstance(step, TargetOpponentCheck):  # chosen before it resolved (115.1): checked, not a step
                if not target_is_legal(state, step):
                    break
                continue
            if isinstance(step, RepeatUntilNone):  # 608.2c: the process before it, while anyone did it
                await self._repeat_until_none(steps[:i], step)
                continue
            if isinstance(step, Repeat):  # 608.2c: the process, in order, that many times
                times = value_of(state, step.times)
                if times > MAX_REPEATS:
                    raise BotError.of("bad_scenario", "apnap.error.too_many_repeats", field="x", lang=state.lang,
                                      limit=MAX_REPEATS)
                for _ in range(times):
                    for body in steps[i + 1:]:
                        await self._maybe_run(body)
                break
            await self._maybe_run(step)
            if state.stopped:  # 608.2b: its target is illegal, the rest does nothing
                break

    async def _repeat_until_none(self, process: tuple[Step, ...], step: RepeatUntilNone) -> None:
        """"Repeat this process until no one pays life": again while the latest round's step of that action
        had anyone do it; more than MAX_REPEATS rounds is refused, not looped over."""
        state = self.state
        rounds = 0
        while any((e.amount or e.objects) for e in self._latest(step.ref_action)):
            rounds += 1
            if rounds > MAX_REPEATS:
                raise BotError.of("bad_scenario", "apnap.error.too_many_repeats", field="choices", lang=state.lang,
                                  limit=MAX_REPEATS)
            state.cite("608.2c")
            for body in process:
                await self._maybe_run(body)

    def _latest(self, action: str) -> list[EventRecord]:
        found = next((s for s in reversed(self.state.steps) if s.action == action), None)
        return found.events if found is not None else []

    def _unused_script_warnings(self) -> None:
        state = self.state
        unused = getattr(getattr(state.chooser, "scripted", state.chooser), "unused", None)
        if callable(unused):
            for player, count in unused().items():
                state.warnings.append(t("apnap.warning.unused_script", state.lang, player=player, count=count))
        for key in ("flips", "rolls"):  # outcomes given for flips or rolls that did not happen (705, 706)
            left = len(getattr(state.scenario, key) or ()) - sum(
                1 for s in state.steps for e in s.events if e.action == key[:-1])
            if left > 0:
                state.warnings.append(t("apnap.warning.unused_outcomes", state.lang, key=key, count=left))

    async def _maybe_run(self, step: Step) -> None:
        self.state.reaching = step  # the instruction a condition on "it" is about (object_checks.py)
        if step.condition is not None:
            done = holds(self.state, step.condition)
            note_condition(self.state, step, done)  # said in the result either way (condition_record.py)
            if not done:
                skipped_by_condition(self.state, step)  # said in the result, never a step (not_done.py)
                self.state.left_undone.append(step)  # "… destroyed this way", "the chosen …" after it name nothing
                return  # a false condition: no step at all (608.2c: checked as this part is reached)
        if step.on_entered and declined_return(self.state):
            return  # "you may return …" answered no: nothing entered, so "it" names nothing to act on (608.2c)
        with own_target(self.state, step, self.words):
            await self._run_step(step)
        if replaces_earlier(self.plan.steps, step):  # "… instead": the earlier instruction as this text changed it
            self.state.cite("608.2c", step=self.state.steps[-1])
        if _under_if_you_did(step.condition):
            self.state.under_if_you_did.add(self.state.steps[-1].index)
        self.state.budget.events(self.state.steps[-1].events)

    async def _run_step(self, step: Step) -> None:
        state = self.state
        result = StepResult(index=len(state.steps), text=step_text(state, step.text), action=step.action, order=[],
                            reading=named(step_reading(step, state.lang), state.scenario.card))
        state.steps.append(result)
        if isinstance(step, MassMove) and step.one_instruction:  # one of two "all" sets of one verb (608.2f)
            state.one_instruction = state.one_instruction | {result.index}
        if result.index > 0:
            state.cite("608.2e", step=result)  # each later step gets its own APNAP round, after the last one
        use_target_word(state, step)  # 115.3: the player chosen for this step's own word "target player"
        before = replacing.snapshot(state, result)  # the board's replacement effects see what the step does
        result.order = participants(state, step, result)
        if not result.order:  # "each player who does …" with nobody who did: still a step, said as not done
            nobody_this_way(state, step)
        # Cite the ordering rule first, then the action's own rule (citations follow first use).
        if isinstance(step, (Vote, VoteForObject)):
            state.cite("701.38a", step=result)
        elif isinstance(step, Draw):
            state.cite("121.2", step=result)
        elif len(result.order) > 1 and not isinstance(step, ContinuousEffect):  # nothing is chosen or done in turn
            state.cite("101.4", step=result)
        rules = ACTION_RULES.get(step.action, ())
        first = state.uncited(rules)
        state.cite(*rules, step=result)
        if len(result.order) > 1:
            state.cite(*SEVERAL_RULES.get(step.action, ()), step=result)
        if not step.may_have:
            await handler_for(step)(state, step, result)
            replacing.apply(state, result, before)  # 614.1a, 615.1a: its events as the board's statics modify them
            withdraw_unhappened(state, step, result, first, ACTION_RULES)  # cite what it did (no life lost …)
            return
        # "you may have target player discard a card" (608.2d): the controller's one yes / no, before the players
        # named act; recorded first among the step's choices once theirs are made (their picks count only theirs)
        record = await DECIDERS[AskMay](state, result, Decision(state.game.controller, 0, AskMay()))
        state.cite("608.2d", step=result)
        if record.answer != "no":
            await handler_for(step)(state, step, result)
            replacing.apply(state, result, before)
            withdraw_unhappened(state, step, result, first, ACTION_RULES)
        result.choices.insert(0, record)


def _reading(scenario: Scenario, plan: Plan, lang: str) -> str:
    """What the ability says, as the plan renders it; when a false intervening "if" left nothing to do (603.4), the
    steps it left undone, so the ability is still said back whole."""
    if plan.steps or not scenario.effect.unmet:
        return reading(plan, lang)
    effect = scenario.effect
    return reading(plan_of(Effect(effect.text, effect.lang, effect.unmet)), lang)


def _target(state: State, plan: Plan) -> str | None:
    """The scenario's ``target``, unless it is a player the effect does not target ("target creatures" beside the
    board's player, 115.1): then the first object target the effect uses, or, when no object was named (its
    instruction was never reached, 608.2c: "exile target creature card from a graveyard" after a false "if") and every
    target word names a kind of object, none: never the player, whom the text cannot target. A word that may take a
    player too ("divided as you choose among one or two targets", 601.2d) keeps it."""
    target = state.scenario.target
    if target in state.game.seat_names and plan.uses_object_target and not targets_a_player(state, plan):
        return next(iter(shown_targets(state, plan)), None if only_object_words(plan) else target)
    if target is None and plan.uses_object_target:  # a permanent targeted, named or the only legal one (115.1):
        return next(iter(shown_targets(state, plan)), None)  # the first object target, as for a player
    return target


def _spell_static(state: State, step: Step, steps: int) -> bool:
    """A static ability of the resolving spell, reported and not resolved (113.3a): "This spell can't be countered"
    (604.1), or its own casting permission among other paragraphs ("You may cast Twilight's Call as though it had
    flash …", 113.6e). Recorded here; True when the step is one."""
    if isinstance(step, CantBeCountered):
        record_static(state, step)
        return True
    if (isinstance(step, ContinuousEffect) and state.scenario.ability_kind == "spell" and steps > 1
            and duration_of(state, step.change) in ("casting", "everywhere")):
        record_casting_static(state, step)
        return True
    return False


def default_chooser(scenario: Scenario) -> Chooser:
    """The script first, then deterministic defaults."""
    return CompositeChooser(ScriptedChooser(scenario.choices, field_names=scenario.choice_fields))


async def resolve_scenario(scenario: Scenario, chooser: Chooser | None = None, lang: str | None = None) -> Resolution:
    return await Engine(scenario, chooser or default_chooser(scenario), lang or scenario.output_lang).run()


def _under_if_you_did(condition: object) -> bool:
    if isinstance(condition, AllOf):
        return any(_under_if_you_did(c) for c in condition.conditions)
    return isinstance(condition, YouDid)
