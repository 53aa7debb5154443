"""What a sentence's opening does to its steps: votes' outcomes, "for each … vote", "for each opponent who
does", "for each card less than two a player draws this way", "if you control …".

Why a module: these openings do not add a condition to a step like a kicker does; they change its
amount or its subject (608.2c: the sentence is read as a whole). Each is a small function from the
steps the body gave to the steps the sentence means; the engine sees only typed fields.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .delayed import in_delayed
from .phrases import PAST_WORDS, Unread, Words, arg, count_value, object_slot, trees
from .specs import CountRef, StepSpec, Subject, VoteCondition

# The verb of "a player draws this way" (present or past) → the step it looks back at.
_SHORTFALL_VERBS = {"draws": "draw", "drew": "draw", "discards": "discard", "discarded": "discard",
                    "sacrifices": "sacrifice", "sacrificed": "sacrifice", "roba": "draw", "robo": "draw",
                    "robe": "draw", "descarta": "discard", "descarto": "discard", "descarte": "discard",
                    "sacrifica": "sacrifice", "sacrifico": "sacrifice", "sacrifique": "sacrifice"}


def lead_changes(node: Tree[Token], text: Words) -> dict[str, object] | None:
    """The fields a vote or "if you control" opening sets on each step; None if this is no such lead."""
    kind = node.data
    if kind in ("lead_vote_wins", "lead_vote_wins_or_tied"):
        option = text.of(arg(node, "vote_option"))
        return {"condition": VoteCondition(option, or_tied=kind.endswith("_tied"))}
    if kind == "lead_vote_tied":
        return {"condition": VoteCondition(None, or_tied=True)}
    if kind in ("lead_flip_won", "lead_flip_lost"):  # "If you win the flip, …" (705.2)
        return {"if_flip": kind == "lead_flip_won"}
    if kind == "lead_roll_is":  # "If you roll a 1, …" (706.2)
        n = int(next(str(t) for t in node.children if isinstance(t, Token) and t.type == "INT"))
        return {"if_roll": (n, n)}
    if kind == "lead_if" and trees(node)[0].data == "cond_control" and trees(trees(node)[0])[0].data == "of_you":
        slot = object_slot(trees(trees(node)[0])[1], text)  # "If you control a Liliana planeswalker, …"
        if slot.count != 1 or slot.up_to:
            raise Unread(text.of(node))
        return {"if_control": slot.filter}
    return None


def rewrite(node: Tree[Token] | None, text: Words, steps: list[StepSpec]) -> list[StepSpec]:
    """Steps under a "for each …" opening: the count it names becomes each step's amount."""
    if node is None:
        return steps
    if node.data == "lead_per_vote":
        return [_per_vote(s, text.of(arg(node, "vote_option"))) for s in steps]
    if node.data == "lead_per_accepted":
        return [_per_accepted(s) for s in steps]
    if node.data == "lead_shortfall":
        return [_shortfall(s, node, text) for s in steps]
    if node.data.startswith("lead_vote") and steps:  # the step shows its condition: "If return gets more votes, …"
        return [replace(steps[0], text=f"{text.of(node)} {steps[0].text}")] + steps[1:]
    return steps


def _per_vote(step: StepSpec, option: str) -> StepSpec:
    """"For each time vote, take an extra turn after this one": once per vote for that option."""
    if ("per_voter", "") in step.extra:
        return replace(step, extra=(("per_voter", option),))
    return replace(step, amount_ref=CountRef("votes", option=option, times=step.amount or 1))


def _per_accepted(step: StepSpec) -> StepSpec:
    """Tempting offer: "For each opponent who does, create X … tokens" — once per player who accepted. A step of
    "that player" or on "that player"'s objects ("For each player who does, that player loses 2 life", "… creatures
    that player controls can't attack you") names each accepting player in turn, not a count of them: read as a
    count it made the active player lose 2 life per acceptance; refused, naming the words."""
    flt = step.creatures
    if step.subject.kind == "that_player" or (flt is not None and flt.control == "that_player") or any(
            s.filter is not None and s.filter.control == "that_player" for s in step.slots):
        raise Unread(step.text)
    accepted = CountRef("accepted")
    if step.slots:
        return replace(step, slots=tuple(replace(s, count_ref=replace(accepted, times=s.count or 1))
                                         for s in step.slots))
    return replace(step, amount_ref=replace(accepted, times=step.amount or 1, defines_x=step.uses_x))


def _shortfall(step: StepSpec, node: Tree[Token], text: Words) -> StepSpec:
    """"For each card less than two a player draws this way, that player gains 2 life": everyone who took
    part, by what each did short of the number."""
    verb = text.low_of(arg(node, "shortfall_verb"))
    action = _SHORTFALL_VERBS.get(verb) or PAST_WORDS[text.lexicon.lang].get(verb)
    base = count_value(arg(node, "count"), text)
    if action is None or base is None:
        raise Unread(text.of(node))
    return replace(step, subject=Subject("this_way", ref_action=action, all_of_step=True),
                   amount_ref=CountRef("shortfall", action, base=base, times=step.amount or 1),
                   text=f"{text.of(node)} {step.text}")


def rest_in_chosen_zone(steps: list[StepSpec]) -> list[StepSpec]:
    """"Chooses two cards in their graveyard and exiles the rest": "the rest" is in the zone the choice before it
    was made in (608.2c). An exile of "the rest" needs such a choice in a hand or graveyard, else it is refused."""
    out: list[StepSpec] = []
    zone: str | None = None
    for step in steps:
        if step.action == "choose":
            zone = step.detail("from") or "battlefield"
        if step.detail("rest") and not step.detail("from") and zone in ("hand", "graveyard"):
            step = replace(step, extra=(*step.extra, ("from", zone)))
        elif step.detail("rest") and step.action == "exile":
            raise Unread(step.text)
        out.append(step)
    return out


def check_references(steps: list[StepSpec], text: str) -> None:
    """A vote's outcome needs an earlier vote with that option; "this way" needs an earlier step of that kind; "that
    creature" needs exactly one creature targeted before it (608.2c), never a trigger's or an unnamed one; "a copy
    of that creature" needs an earlier target object."""
    options: set[str] = set()
    actions: set[str] = set()
    chance: dict[str, StepSpec] = {}  # the latest flip and roll: "If you win the flip" is the controller's
    targeted = cards = 0
    for i, step in enumerate(steps):
        if step.action == "end_turn" and not all(in_delayed(s) for s in steps[i + 1:]):  # a delayed trigger after
            raise Unread(steps[i + 1].text or text)  # it is created (Glorious End); 724.1: nothing else comes after
        _check_chance(step, chance)
        if step.detail("refers") and (targeted != 1 or step.creatures is None):
            raise Unread(step.text or text)
        objects, card = _targeted(step)
        targeted, cards = targeted + objects, cards + card
        cond = step.condition
        if cond is not None and (not options or (cond.option is not None and cond.option.casefold() not in options)):
            raise Unread(cond.option or step.text)
        if step.action == "delayed":
            continue
        if step.subject.kind == "this_way" and step.subject.ref_action not in actions and not step.subject.cant:
            raise Unread(step.text or text)
        if step.detail("chosen") == "those" and "choose" not in actions:
            raise Unread(step.text or text)  # "those creatures": what a choice before it picked (608.2c)
        if step.detail("copy") == "target" and targeted + (cards if step.detail("said_it") else 0) != 1:
            raise Unread(step.text or text)  # "a copy of that creature": the one object a target named before it
        if step.action == "vote":
            options = {o.casefold() for o in step.options}
        actions.add(step.action)
        if step.detail("target") == "object":
            actions.add("target_object")


def _targeted(step: StepSpec) -> tuple[int, int]:
    """How many objects the step targets (several targets of one word count as two: "that creature" is none of them),
    and how many cards in a graveyard ("a copy of it" may name one, 707.2; "that creature" never does)."""
    many = 2 if step.detail("targets") else 1
    if step.detail("target") == "object" and not step.detail("refers") and not step.detail("event_object"):
        return many, 0
    if step.detail("target_card") and step.detail("target_card") != "target_player":
        return 0, many
    return 0, 0


def _check_chance(step: StepSpec, chance: dict[str, StepSpec]) -> None:
    """"If you win the flip" needs a flip the controller made before it; "If you roll a 7" a die with 7 faces."""
    flip, roll = chance.get("flip"), chance.get("roll")
    if step.if_flip is not None and (flip is None or flip.subject.kind != "you"):
        raise Unread(step.text)
    if step.if_roll is not None and (roll is None or roll.subject.kind != "you"
                                     or not 1 <= step.if_roll[0] <= step.if_roll[1] <= (roll.amount or 0)):
        raise Unread(step.text)
    refs = [step.amount_ref, *(slot.count_ref for slot in step.slots)]
    if any(r is not None and r.kind == "roll_result" for r in refs) and (roll is None or roll.subject.kind != "you"):
        raise Unread(step.text)  # "the result" of no roll, or of someone else's
    if step.action in ("flip", "roll"):
        chance[step.action] = step
