"""A static ability's effect on permanents: "Creatures you control get +1/+1", "Other Zombie creatures have
swampwalk", "Enchanted creature gets +2/+2 and has vigilance".

Why a handler of its own: a static ability never resolves (604.1); it applies at each moment to whatever it
names while its source is on the battlefield (611.3a). So the result states, for the board as it stands, which
permanents it changes and how (power and toughness in layer 7c, 613.4c; abilities in layer 6, 613.1f), and the
state-based actions see the new toughness (704.5f). An Aura's or Equipment's creature is the one the scenario
names in ``attached_to`` (303.4, 301.5), never guessed.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..grammar import TypeFilter
from ..model import GameObject
from ..plan import (
    AdditionalPhases,
    CantInCombat,
    CombatRequirement,
    CombatRequirementRule,
    CombatRule,
    DoesntUntap,
    DoesntUntapRule,
    EntersTapped,
    ModifyAttached,
    ModifyThose,
    OnAttached,
    RegenerateAttached,
    StaticModify,
    StaticNotType,
    StaticSelf,
    Step,
    TapAttached,
    TargetCantInCombat,
    TargetCombatRequirement,
    TargetDoesntUntap,
    UntapAttached,
)
from ..plan.steps_layers import AttachedBonusWhile, SetBasePTRule
from ..render import named as render_named
from ..render import unless_words
from ..render.sizes import signed_pt
from ..result import EventRecord, StepResult
from .act_board import REGENERATION, _reached
from .act_shields import _attached as attached_creature
from .act_shields import kind_words
from .act_untap import left_the_battlefield, named_before, source_words, untap_duration
from .attached import not_there
from .condition_record import condition_words, restriction_checks
from .grants import grant
from .illegal_target import absent_target
from .layers import cite_layers
from .referents import warn_unseen_source
from .registry import handles
from .several_targets import counted_targets

if TYPE_CHECKING:
    from .state import State


# An ability that resolves creates an effect with a duration (611.2a), never a static one: such a sentence without
# one ("{T}: Creatures you control get +1/+1.") would last indefinitely, which this step does not say, so refused.
# The kinds of ability that resolve (a static one applies, 604.1): one owner, act_layers.py reads it too
RESOLVING = frozenset({"triggered", "activated", "loyalty", "chapter"})


def static_only(state: State, step: Step) -> None:
    """A static ability's sentence read in an ability that resolves (604.1: a static ability never resolves, and a
    resolving one's effect has a duration, 611.2a): refused with its words, never applied as if it were one."""
    if state.scenario.ability_kind in RESOLVING:
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=step.text)


@handles(StaticModify)
async def static_modify(state: State, step: StaticModify, result: StepResult) -> None:
    static_only(state, step)
    objects = _attached(state, step) if step.attached else [
        o for p in _reached(state) for o in p.battlefield if step.objects is not None
        and state.matches(step.objects, o, p.name)]
    if not step.attached and step.objects is not None:  # "Red creatures you control have first strike": its own too
        warn_unseen_source(state, step.objects, static=True)
    extra: dict[str, object] = {"duration": "static"}
    if step.while_ is not None:  # "as long as …" (611.3a): tested on the board as it stands
        from .values import holds

        extra.update(applies=holds(state, step.while_), **condition_fields(state, step))
    applies = extra.get("applies", True)
    said = signed_pt(step.power, step.toughness) if (step.power or step.toughness) else ""
    pt = _boost(state, step, objects) if applies else said
    if applies:
        grant(state, objects, step.keywords, "static")
        grant(state, objects, step.loses, "static", lost=True)  # "loses all abilities" (613.1f)
    if step.loses:
        extra["loses"] = ", ".join(step.loses)
    result.events.append(EventRecord(state.game.controller, "modify", objects,
                                     extra={"pt": pt, "keywords": ", ".join(step.keywords), **extra}))
    state.cite("604.1", "611.3a", step=result)
    if step.attached:
        state.cite("303.4" if step.attached == "enchanted" else "301.5", step=result)
    cite_layers(state, result, bool(pt), bool(step.keywords or step.loses))


def condition_fields(state: State, step: StaticModify | StaticSelf | StaticNotType) -> dict[str, object]:
    """An "as long as …" as printed (``condition``) and, when the answer is in the other language, as said in the
    answer's (``condition_said``), so a Spanish narration never carries the English card's words."""
    from ..render.on_statics import while_said
    from ..render.registry import MissingWords
    from ..render.words import Words

    try:  # said in a note about the game: "you" is the controller, by name (Words.you_are: "mientras Dave tenga …")
        said = while_said(Words(state.lang, you_are=state.game.controller), step)
    except MissingWords:
        try:
            said = while_said(Words(state.lang), step)
        except MissingWords:
            said = step.while_text
    return {"condition": step.while_text, **({"condition_said": said} if said != step.while_text else {})}


def _boost(state: State, step: StaticModify | StaticSelf | ModifyThose | AttachedBonusWhile,
           objects: list[GameObject]) -> str:
    """Each object gets the step's bonus (its "for each …" counted now, 608.2h): the bonus as said ("+2/+0")."""
    from .values import value_of

    times = getattr(step, "times", None)
    n = value_of(state, times, state.game.controller) if times is not None else 1
    dp, dt = step.power * n, step.toughness * n
    for o in objects:
        power, toughness = state.boosts.get(o.uid, (0, 0))
        state.boosts[o.uid] = (power + dp, toughness + dt)
    return signed_pt(dp, dt) if (step.power or step.toughness) else ""


@handles(StaticSelf)
async def static_self(state: State, step: StaticSelf, result: StepResult) -> None:
    """604.1, 611.3a: the source's own static ability; "as long as …" is tested on the board as it stands, and the
    event says whether it applies now (``applies``). Layer 7c for power and toughness (613.4c), layer 6 for
    abilities (613.1f); "for each …" is counted on the board as it stands (611.3a: a static ability's size follows
    the game, never locked in as a resolving effect's is, 608.2h)."""
    from .act_board import _source_label
    from .values import holds

    static_only(state, step)
    applies = step.while_ is None or holds(state, step.while_)
    source = state.source_on_battlefield()
    objects = [source] if source is not None else []
    pt = _boost(state, step, objects) if applies and objects else _said_pt(state, step)
    if applies:
        grant(state, objects, step.keywords, "static")
    extra: dict[str, object] = {"pt": pt, "keywords": ", ".join(step.keywords), "duration": "static", "on": "source"}
    if step.while_ is not None:
        extra.update(applies=applies, **condition_fields(state, step))
    result.events.append(EventRecord(state.game.controller, "modify", objects,
                                     labels=None if source is not None else _source_label(state), extra=extra))
    state.cite("604.1", "611.3a", step=result)
    cite_layers(state, result, bool(step.power or step.toughness), bool(step.keywords))


def _said_pt(state: State, step: StaticSelf) -> str:
    """The bonus the source would get, when no permanent of it is on the board (or its condition is false)."""
    from .values import value_of

    n = value_of(state, step.times, state.game.controller) if step.times is not None else 1
    return signed_pt(step.power * n, step.toughness * n) if (step.power or step.toughness) else ""


@handles(ModifyThose)
async def modify_those(state: State, step: ModifyThose, result: StepResult) -> None:
    """608.2c: "They gain haste until end of turn" — the permanents the step before acted on, those on the
    battlefield now; a continuous effect from a resolving ability, until the cleanup step (611.2a, 514.2)."""
    objects = named_before(state)  # the last step that named objects (608.2c)
    pt = _boost(state, step, objects)
    grant(state, objects, step.keywords, step.duration)  # "Those tokens gain haste.": no end said (611.2a)
    grant(state, objects, step.loses, step.duration, lost=True)  # "that creature loses first strike …" (613.1f)
    extra: dict[str, object] = {"pt": pt, "keywords": ", ".join(step.keywords), "duration": step.duration}
    if step.loses:
        extra["loses"] = ", ".join(step.loses)
    left_the_battlefield(state, result)  # a sacrificed creature is a new object in a graveyard (400.7)
    if objects or not result.events:
        result.events.append(EventRecord(state.game.controller, "modify", objects, extra=extra))
    state.cite("608.2c", "611.2a", step=result)
    cite_layers(state, result, bool(pt), bool(step.keywords or step.loses))


_REQUIREMENT_RULES = {"must_attack": ("508.1d",), "must_attack_each_turn": ("508.1d",),
                      "must_attack_or_block": ("508.1d", "509.1c"), "must_block": ("509.1c",),
                      "must_be_blocked": ("509.1c",),
                      "block_additional": ("509.1a",), "block_any_number": ("509.1a",),
                      "block_only": ("509.1b",), "not_blocked_by": ("509.1b",),
                      "blocked_only_by": ("509.1b",), "attack_unless_defender": ("508.1c", "506.2"),
                      "attack_if_defender": ("508.1c", "506.2"), "must_attack_you": ("508.1d",),
                      "unblockable_if_defender": ("509.1b", "508.5"), "lure": ("509.1c",),
                      "no_combat_damage": ("510.1a",), "unblocked_damage": ("510.1c",), "cant_block": ("509.1b",),
                      "must_block_source": ("509.1c",), "cant_block_source": ("509.1b",),
                      "must_block_target": ("509.1c", "601.2c"), "cant_block_target": ("509.1b", "601.2c"),
                      "max_one_blocker": ("509.1b",), "min_blockers": ("509.1b",),
                      "attack_despite_defender": ("702.3b", "508.1a"), "damage_by_toughness": ("510.1a",)}
# The rules that depend on what the defending player controls (506.2, 508.5), and the event field naming the
# opponents who control it on this board: whom it may attack / against whom it can't be blocked.
_DEFENDER_FIELDS = {"attack_unless_defender": "may_attack", "unblockable_if_defender": "unblockable_against",
                    "attack_if_defender": "may_attack"}


def _rule_objects(state: State, step: CombatRequirementRule | DoesntUntapRule
                  ) -> tuple[list[GameObject], list[str] | None]:
    """The one permanent a combat rule or "doesn't untap" is about: the attached creature, the target, or the
    source (named by label when the board does not show it)."""
    from .act_board import _source_label
    from .act_objects import _find_target

    if step.attached:
        return _attached(state, step), None
    if step.targets_object:
        event = step.event_object == "permanent"  # "tap that creature and it doesn't untap …": the trigger's (603.2)
        found = _find_target(state, step.objects, event) if step.objects is not None else None
        if found is None:
            raise not_there(state, step, step.objects)
        return [found[0]], None
    source = state.source_on_battlefield()
    return ([source], None) if source else ([], _source_label(state))


@handles(CombatRequirement, TargetCombatRequirement)
async def combat_requirement(state: State, step: CombatRequirementRule, result: StepResult) -> None:
    """A requirement or a permission in combat, checked as attackers and blockers are declared (508.1d, 509.1a-c);
    nothing happens now. The event names the creature and the rule; ``other`` says which creatures it may block or
    be blocked by, as printed. A static ability's lasts while its source is there (611.3a); a resolving one's "this
    turn" until the cleanup step (611.2a, 514.2)."""
    whom = step.whom if isinstance(step, TargetCombatRequirement) else None
    if whom is not None and step.objects is not None:  # two target words, in printed order (601.2c)
        from .combat_pair import combat_pair

        one, two = combat_pair(state, step.objects, whom)
        objects, labels = [one], None
    else:
        objects, labels = _rule_objects(state, step)
    from ..render.nouns import objects as said_objects
    from ..render.on_statics import blockers_said
    from ..render.words import Words

    duration = "game" if step.duration == "static" and state.scenario.ability_kind in RESOLVING else step.duration
    other = blockers_said(Words(state.lang), step) if step.other is not None else ""
    if step.other is not None and step.other.control == "you":  # "creatures you control": the controller's, named
        w, you = Words(state.lang), state.game.controller
        other = said_objects(w, replace(step.other, control=None), True) + w.pick(f" {you} controls",
                                                                                 f" que controla {you}")
    extra: dict[str, object] = {"rule": step.rule, "other": other, "duration": duration}
    if step.blockers:  # "by more than one creature", "except by three or more creatures" (509.1b)
        extra["blockers"] = step.blockers
    if step.rule == "min_blockers":  # the number said in the answer's language
        n = step.blockers
        extra["other"] = Words(state.lang).pick(f"{n} or more creatures", f"{n} o más criaturas")
    if step.rule in ("must_block_source", "cant_block_source"):  # 509.1b-c: the source, whom it must / can't block
        extra["source"] = state.scenario.card or ""
    if whom is not None:  # 509.1b-c: the second target, whom it must / can't block
        extra["whom"] = two.name
    if step.rule == "must_attack_you":  # 508.1d: "you" is the controller, whom it attacks if able
        extra["for"] = state.game.controller
    if step.rule in _DEFENDER_FIELDS and step.other is not None:
        from ..render.on_statics import one_of

        extra.update({_DEFENDER_FIELDS[step.rule]: _defenders(state, step.other, step.rule != "attack_if_defender"),
                      "other": one_of(Words(state.lang), step.other)})
    result.events.append(EventRecord(state.game.controller, "combat_rule", objects, labels=labels, extra=extra))
    state.cite(*_REQUIREMENT_RULES[step.rule], step=result)
    state.cite(*(("604.1", "611.3a") if duration == "static" else ("611.2a",)), step=result)
    if step.targets_object:
        state.cite("115.1", step=result)


@handles(AdditionalPhases)
async def additional_phases(state: State, step: AdditionalPhases, result: StepResult) -> None:
    """"After this main phase, there is an additional combat phase followed by an additional main phase" (500.8):
    the phases are added to this turn, the active player's, right after the current one; nothing happens now.
    Only the first main phase of a turn is a precombat main phase (505.1a)."""
    phases = ["combat", "main"] if step.main else ["combat"]
    result.events.append(EventRecord(state.game.active, "additional_phases", [],
                                     extra={"phases": phases, "after": step.after}))
    state.cite("500.8", step=result)
    if step.main:
        state.cite("505.1a", step=result)


def _defenders(state: State, other: TypeFilter, controls: bool = True) -> list[str]:
    """The opponents it may attack on this board: those who control such a permanent (506.2: the defending player
    is the one attacked, or the controller of the planeswalker attacked), or with ``controls`` False ("can't attack if
    defending player controls …", 508.1c) those who control none. An opponent whose battlefield nobody described is
    not listed, and a warning says so."""
    names = []
    for name in state.game.opponents(state.game.controller):
        p = state.game.player(name)
        if p.lost:
            continue
        if "battlefield" in p.unknown:
            warning = t("apnap.warning.unknown_battlefield", state.lang)
            if warning not in state.warnings:
                state.warnings.append(warning)
            continue
        if any(state.matches(other, o, p.name) for o in p.battlefield) == controls:
            names.append(p.name)
    return names


@handles(DoesntUntap, TargetDoesntUntap)
async def doesnt_untap(state: State, step: DoesntUntapRule, result: StepResult) -> None:
    """502.3: effects can keep permanents from untapping; this one keeps the permanent tapped in its controller's
    next untap step (a resolving ability's) or in each of them while the source is there (611.3a). Nothing changes
    now: the event names the permanent and when."""
    objects, labels = _rule_objects(state, step)
    duration = untap_duration(state, step, state.scenario.ability_kind in RESOLVING)
    whose = next((p.name for p in state.game.players for o in objects if o in p.battlefield), None)
    result.events.append(EventRecord(state.game.controller, "doesnt_untap", objects, labels=labels,
                                     extra={"during": step.during, "duration": duration,  # whose untap step (502.3)
                                            **({"may_choose": True} if step.may_choose else {}),
                                            **({"whose": whose} if whose else {}),
                                            **({"while_source": source_words(state)} if step.while_ else {})}))
    state.cite("502.3", step=result)
    state.cite(*(("604.1", "611.3a") if duration == "static" else ("611.2b",) if step.while_ else ("611.2a",)),
               step=result)
    if step.targets_object:
        state.cite("603.2" if step.event_object == "permanent" else "115.1", step=result)
    if step.refers:
        state.cite("608.2c", step=result)


_Attached = (StaticModify | CombatRule | OnAttached | CombatRequirementRule | DoesntUntapRule | SetBasePTRule
             | AttachedBonusWhile)


def _attached(state: State, step: _Attached) -> list[GameObject]:
    """The creature ``attached_to`` names (checked on a battlefield by the scenario); a noncreature is refused
    (one look-up for every step about the attached creature: ``act_shields._attached``)."""
    return attached_creature(state)


@handles(EntersTapped)
async def enters_tapped(state: State, step: EntersTapped, result: StepResult) -> None:
    """614.1d / 614.12: the source enters tapped; the event names it, and nothing on the board changes now."""
    from .act_board import _source_label
    from .values import holds

    if step.objects is not None:  # "Creatures your opponents control enter …": later entries (engine/replacing.py)
        from ..render.on_board import kinds_enter_tapped
        from ..render.words import Words

        said = kinds_enter_tapped(step.objects, Words(state.lang))
        result.events.append(EventRecord(state.game.controller, "rule_change", [], extra={
            "change": "replace", "act": "enters_tapped", "what": f"{said.subject} {said.predicate}",
            "duration": "static"}))
        result.order = [state.game.controller]
        state.cite("614.1d", "614.12", "611.3a", step=result)
        return
    source = state.source_on_battlefield()
    extra: dict[str, object] = {}
    if step.unless is not None:  # "… unless you control a Mountain": the board as it stands decides (614.12)
        extra = {"tapped": not holds(state, step.unless), "condition": step.unless_text}
    rule = entering_rule(state)
    if rule != "614.1d":  # said by the narration's sentence too (narrate_events.py)
        extra["rule"] = rule
    result.events.append(EventRecord(state.game.controller, "enters_tapped", [source] if source else [],
                                     labels=None if source else _source_label(state), extra=extra))
    state.cite(rule, "614.12", step=result)


def entering_rule(state: State) -> str:
    """Which rule makes the source's own "… enters tapped" a replacement effect: under "As <this> enters, …" (a
    shockland's "you may pay 2 life. If you don't, it enters tapped") the "As … enters" ability is the replacement
    (614.1c), the tapped entry what it does; a plain "<this> enters tapped" is a continuous effect that reads
    "[This permanent] enters …" (614.1d). Either applies as the permanent enters (614.12)."""
    return "614.1c" if state.scenario.ability_kind == "as_enters" else "614.1d"


_COMBAT_RULES = {"attack": ("508.1c",), "block": ("509.1b",), "attack_or_block": ("508.1c", "509.1b"),
                 "attack_block_or_crew": ("508.1c", "509.1b", "702.122c"),
                 "be_blocked": ("509.1b",), "attack_you": ("508.1c",),
                 "attack_you_or_planeswalkers": ("508.1c",)}


@handles(CantInCombat, TargetCantInCombat)
async def cant_in_combat(state: State, step: CombatRule, result: StepResult) -> None:
    """101.2: what the permanents can't do in combat, checked as attackers and blockers are declared (508.1c,
    509.1b). A static ability's restriction applies while its source is there (611.3a); one a resolving ability
    creates without a duration lasts the rest of the game (611.2a)."""
    from .act_board import _source_label
    from .act_objects import _find_target

    duration = step.duration
    if duration == "static" and state.scenario.ability_kind in RESOLVING:
        duration = "game"
    labels = None
    if step.attached:
        objects = _attached(state, step)
    elif step.on_source:
        source = state.source_on_battlefield()
        objects, labels = ([source], None) if source else ([], _source_label(state))
    elif isinstance(step, TargetCantInCombat) and step.count is not None and step.objects is not None:
        objects = [o for o, _ in counted_targets(state, step.objects, step.count, result)]  # 601.2c
    elif step.targets_object:
        event = step.event_object == "permanent"  # "that creature can't block this turn": the trigger's (603.2)
        found = _find_target(state, step.objects, event) if step.objects is not None else None
        if found is None and event:
            raise not_there(state, step, step.objects)
        if found is None:
            raise absent_target(state, step.objects)
        objects = [found[0]]
    else:
        attackers = _may_attack_you(state, step.act)
        objects = [o for p in _reached(state) if p.name in attackers for o in p.battlefield
                   if step.objects is not None and state.matches(step.objects, o, p.name)]
    extra: dict[str, object] = {"change": "cant", "act": step.act, "duration": duration,
                                **_later_too_extra(state, step, labels, duration, result)}
    checks = restriction_checks(state, step)
    words = condition_words(state, step) if checks else None
    if words is not None:  # "… unless you control a Knight": applies while it is false, at each declaration;
        # "As long as …, … can't block" (static_combat.py): while it is true
        unless = bool(getattr(step.condition, "unless", False))
        said = unless_words(getattr(step.condition, "condition", None) if unless else step.condition, state.lang)
        extra.update({"unless" if unless else "while": render_named(said, state.scenario.card),
                      "checked_at": list(checks)})
    if step.unless_mana:  # 508.1h: a cost to attack, per attacking creature with "for each …"
        extra.update(unless_mana=step.unless_mana, per_attacker=step.per_attacker)
        state.cite("508.1h", step=result)
    if objects or labels or not isinstance(step, TargetCantInCombat) or step.count is None:
        result.events.append(EventRecord(state.game.controller, "rule_change", objects, labels=labels, extra=extra))
    # else "up to two target creatures can't block" with none chosen (601.2c): nothing is restricted, said as such
    state.cite("101.2", *_COMBAT_RULES[step.act], step=result)
    state.cite(*(("604.1", "611.3a") if duration == "static" else ("611.2a",)), step=result)
    if step.targets_object:
        refers = isinstance(step, TargetCantInCombat) and step.refers  # "that creature": the target before it
        state.cite("603.2" if step.event_object == "permanent" else "608.2c" if refers else "115.1", step=result)


def _may_attack_you(state: State, act: str) -> set[str]:
    """Whose creatures a restriction on attacking "you" can reach: only an opponent's creature may ever attack the
    controller (506.2, 506.2a: the defending players are the attacking player's opponents), so the controller's own
    and a teammate's are not listed (judge 41w: Ghostly Prison named Dave's own creatures). Any other act: all."""
    if act not in ("attack_you", "attack_you_or_planeswalkers"):
        return set(state.game.seat_names)
    return set(state.game.opponents(state.game.controller))


def _kind_said(state: State, objects: TypeFilter) -> str:
    """"Creatures your opponents control"; "creatures that player controls" with that player named ("creatures Bob
    controls", 608.2c), as the narration says whose they are."""
    from ..render.words import Words
    from .state import ONE_PLAYER_OF

    if objects.control not in ONE_PLAYER_OF:
        return kind_words(state, objects)
    whose = ONE_PLAYER_OF[objects.control](state)
    return kind_words(state, replace(objects, control=None)) + Words(state.lang).pick(f" {whose} controls",
                                                                                        f" que controla {whose}")


def _later_too_extra(state: State, step: CombatRule, labels: list[str] | None, duration: str,
                     result: StepResult) -> dict[str, object]:
    """A resolving effect's restriction on a kind of permanent (no target, no attached or source permanent), "Creatures
    your opponents control can't block this turn": a rule of play, not a characteristic, so it applies to the
    permanents of that kind that arrive later too (611.2c); the event's ``later_too`` says the kind."""
    if (step.objects is None or step.attached or step.on_source or step.targets_object or labels is not None
            or duration == "static" or isinstance(step, TargetCantInCombat)):
        return {}
    state.cite("611.2c", step=result)
    return {"later_too": _kind_said(state, step.objects)}


@handles(TapAttached, UntapAttached)
async def turn_attached(state: State, step: TapAttached | UntapAttached, result: StepResult) -> None:
    """701.26a/b: "Tap enchanted creature" — the creature ``attached_to`` names (an already tapped one stays so)."""
    from .act_board import _turn

    (obj,) = _attached(state, step)
    holder = next(p.name for p in state.game.players if any(o is obj for o in p.battlefield))
    tapping = isinstance(step, TapAttached)
    turned = _turn(state, holder, obj, tapping)
    result.events.append(EventRecord(state.game.controller, step.action, [turned] if turned else []))
    state.cite("303.4" if step.attached == "enchanted" else "301.5", "701.26a" if tapping else "701.26b", step=result)


@handles(RegenerateAttached)
async def regenerate_attached(state: State, step: RegenerateAttached, result: StepResult) -> None:
    """701.19a: a shield on the creature ``attached_to`` names; nothing moves now."""
    result.events.append(EventRecord(state.game.controller, "regenerate", _attached(state, step),
                                     extra=dict(REGENERATION)))
    state.cite("303.4" if step.attached == "enchanted" else "301.5", "701.19a", step=result)


@handles(ModifyAttached)
async def modify_attached(state: State, step: ModifyAttached, result: StepResult) -> None:
    """611.2a: "Enchanted creature gets +1/+0 until end of turn" — the creature ``attached_to`` names."""
    from .act_board import _modify

    _modify(state, step, result, _attached(state, step),
            ("303.4" if step.attached == "enchanted" else "301.5", "611.2a"))
