"""What a resolution produced: steps, choices, events, SBAs, the stack. ``to_dict`` is the JSON
output defined in scenario-format.md (field names are a contract; extra fields are allowed)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .forbidden import Forbidden
from .model import GameObject

if TYPE_CHECKING:
    from .grammar.specs import TypeFilter


@dataclass(slots=True)
class ChoiceRecord:
    """One decision: who, what, and how it came about (scripted/chosen, default, forced, none)."""

    player: str
    objects: list[GameObject]
    labels: list[str]  # what was chosen, as shown (object names or vote words)
    hidden: bool
    forced: bool = False
    auto: bool = False
    none: bool = False  # no legal option at all (101.3)
    decision_index: int = 0
    what: str = ""
    noun: str = "card"
    required: int | None = None
    answer: str | None = None  # a yes / no or an integer answer ("may", "up to N")
    random: bool = False
    unknown: bool = False  # picked from a zone nobody described: "a creature of Alice's choice"
    pay: str = ""  # an "unless … pays" decision: what paying costs this player ("{3}", 118.12a)
    question: str = ""  # the typed question answered, where a handler finds it among a step's choices ("search_zone")
    # the kind picked from and whether it is of cards ("creatures with flying"): said, in the narration's language,
    # when the player has none of it (101.3); None for a kind that is only its noun
    kind: tuple[TypeFilter, bool] | None = None

    def to_dict(self) -> dict[str, Any]:
        data = {"player": self.player, "chosen": list(self.labels) if not self.unknown else [],
                "hidden": self.hidden, "forced": self.forced, "auto": self.auto, "none": self.none,
                "decision": self.decision_index, "what": self.what}
        if self.answer is not None:
            data["answer"] = self.answer
        if self.random:
            data["random"] = True
        if self.unknown:
            data["unknown"] = True
        if self.pay:
            data["pay"] = self.pay
        return data


@dataclass(slots=True)
class EventRecord:
    """What happened to one player in a step."""

    player: str
    action: str
    objects: list[GameObject] = field(default_factory=list)
    labels: list[str] | None = None  # overrides object names (vote words)
    amount: int | None = None
    hidden: bool = False  # the objects are not revealed to other players (draws, scry, …)
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def names(self) -> list[str]:
        return list(self.labels) if self.labels is not None else [o.name for o in self.objects]

    def to_dict(self) -> dict[str, Any]:
        data = {"player": self.player, "action": self.action, "objects": self.names, "amount": self.amount,
                "hidden": self.hidden}
        data.update(self.extra)
        return data


@dataclass(slots=True)
class StepResult:
    index: int
    text: str
    action: str
    order: list[str]
    choices: list[ChoiceRecord] = field(default_factory=list)
    events: list[EventRecord] = field(default_factory=list)
    simultaneous: bool = True
    citations: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    reading: str = ""  # the step said from its plan in the output language: the narration's step line

    def to_dict(self) -> dict[str, Any]:
        data = {"index": self.index, "text": self.text, "action": self.action, "order": list(self.order),
                "choices": [c.to_dict() for c in self.choices], "events": [e.to_dict() for e in self.events],
                "simultaneous": self.simultaneous, "citations": list(self.citations)}
        data.update(self.extra)
        return data


@dataclass(slots=True)
class TriggerRecord:
    controller: str
    source: str
    text: str
    when: str
    event: str
    cause: str | None = None
    second_pass: bool = False  # 603.3b: "another ability triggering" conditions go in the second pass
    source_uid: int = 0
    cost: bool = False  # triggered while the cost was paid: on the stack above the ability (603.3)
    # 603.3b: its controller put two or more triggered abilities on the stack at once and chooses their order; the
    # result shows them in the order they triggered, and says the order is that player's choice
    order_chosen: bool = False
    # not a trigger: a spell (or a copy of one) the effect put on the stack as it resolved (608.2g, 707.10); it is
    # below the triggers put there after the effect finished (603.3b)
    spell: bool = False
    ability: bool = False  # not a trigger either: a copy of an ability the effect put on the stack (707.10)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"controller": self.controller, "source": self.source, "text": self.text,
                                "when": self.when, "cause": self.cause}
        if self.cost:
            data["cost"] = True
        if self.spell:
            data["spell"] = True
        if self.ability:
            data["ability"] = True
        if self.order_chosen:
            data["order"] = "controller_chooses"
        return data


@dataclass(slots=True)
class SBARecord:
    player: str
    event: str
    rules: list[str]
    object: str | None = None  # "dies": the creature with lethal damage (704.5g)
    replaced_by: str | None = None  # the board permanent whose replacement effect moved it instead (614.1a)
    amount: int | None = None  # "counters_annihilated": how many of each kind were removed (704.5q)
    check: int = 1  # which check of 704.3 performed it: an Aura whose creature died in the first goes in the second

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"player": self.player, "event": self.event, "rules": list(self.rules)}
        if self.object is not None:
            data["object"] = self.object
        if self.amount is not None:
            data["amount"] = self.amount
        if self.check > 1:
            data["check"] = self.check
        if self.replaced_by is not None:
            data["replaced_by"] = self.replaced_by
        return data


@dataclass(slots=True)
class Resolution:
    active: str
    controller: str
    lang: str
    effect: str
    steps: list[StepResult]
    state_based_actions: list[SBARecord]
    game_result: dict[str, Any] | None
    stack: list[TriggerRecord]
    extra_turns: list[str]
    citations: list[str]
    warnings: list[str]
    life: dict[str, int]
    upkeep: bool = False
    target: str | None = None
    delayed_triggers: list[dict[str, Any]] = field(default_factory=list)
    reading: str = ""  # what the resolver understood the effect to say, rendered from its plan (bot.apnap.render)
    costs: list[StepResult] = field(default_factory=list)  # the cost's parts, paid first (601.2h)
    # the spell's static abilities read in its text ("This spell can't be countered", 604.1): not steps
    continuous_effects: list[dict[str, Any]] = field(default_factory=list)
    # keywords and quoted abilities the effect gave permanents (layer 6, 613.1f), per object, with how long
    granted: list[dict[str, Any]] = field(default_factory=list)
    # each board condition as it was reached (608.2c): its words, whether it held, the sentence done or not
    conditions: list[dict[str, Any]] = field(default_factory=list)
    # each instruction of the ability that was NOT done, why and the rule (engine/not_done.py); never a step
    not_done: list[dict[str, Any]] = field(default_factory=list)
    targeted: bool = True  # whether the effect targets at all: the narration names ``target`` only then (115.1)
    player_targets: list[str] = field(default_factory=list)  # one player per word "target player" (115.3)
    object_targets: list[str] = field(default_factory=list)  # the objects targeted, when no player is (shown_targets)
    ability_text: str | None = None  # the line that resolved, when the text given had several (Scenario.ability_text)
    forbidden: Forbidden | None = None  # a restriction this board breaks (602.5b, 601.3): resolved as given, said
    # every target word is in the reflexive trigger "When you do, …" (603.12): its targets are chosen as it is put on
    # the stack ("triggered"), or never ("not_triggered": it did not trigger); "" for any other effect
    reflexive_target: str = ""
    # the permanents the effect phased out, each player's (702.26b, 702.26g), until their next untap step (702.26a)
    phased_out: list[dict[str, Any]] = field(default_factory=list)

    @property
    def resolves_first(self) -> TriggerRecord | None:
        return self.stack[-1] if self.stack else None

    def to_dict(self) -> dict[str, Any]:
        first = self.resolves_first
        data = {
            "active": self.active,
            "controller": self.controller,
            "lang": self.lang,
            "effect": self.effect,
            "target": self.target,
            "steps": [s.to_dict() for s in self.steps],
            "state_based_actions": [s.to_dict() for s in self.state_based_actions],
            "game_result": dict(self.game_result) if self.game_result is not None else None,
            "stack": [tr.to_dict() for tr in self.stack],
            "resolves_first": ({"controller": first.controller, "source": first.source, "text": first.text}
                               if first else None),
            "extra_turns": list(self.extra_turns),
            "citations": list(self.citations),
            "warnings": list(self.warnings),
            "life": dict(self.life),
            "delayed_triggers": list(self.delayed_triggers),
            "reading": self.reading,
        }
        if self.reflexive_target:  # only for a target chosen by a reflexive trigger (603.12)
            data["targets_chosen"] = "reflexive_trigger" if self.reflexive_target == "triggered" else "none"
        if self.costs:  # only when the cost had parts the engine paid: every other answer is as before
            data["costs"] = [s.to_dict() for s in self.costs]
        if self.conditions:  # only when the effect has a board condition of its own ("if …", "unless …")
            data["conditions"] = [dict(c) for c in self.conditions]
        if self.not_done:  # only when an instruction was skipped: its condition false, or an "unless" paid
            data["not_done"] = [dict(e) for e in self.not_done]
        if self.continuous_effects:  # likewise only when the text has such a static ability
            data["continuous_effects"] = [dict(e) for e in self.continuous_effects]
        if self.phased_out:  # only when the effect phased something out (702.26b)
            data["phased_out"] = [dict(p) for p in self.phased_out]
        if self.granted:  # likewise only when the effect gave a permanent a keyword or an ability
            data["granted"] = [dict(g) for g in self.granted]
        if self.player_targets:  # only when the effect has several words "target player" (115.3)
            data["player_targets"] = list(self.player_targets)
        if self.ability_text:  # only when the text given had several abilities and one of them resolved
            data["ability_text"] = self.ability_text
        if self.forbidden is not None:  # only when this board breaks a restriction (602.5b, 601.3): named, resolved
            data["forbidden"] = {"restriction": self.forbidden.restriction,
                                 "act": "cast" if self.forbidden.casting else "activate", "rule": self.forbidden.rule,
                                 **({"source": self.forbidden.source} if self.forbidden.source else {})}
        return data
