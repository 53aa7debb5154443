"""What issue #22's choices add to reading a sentence: players named by an earlier choice ("each foe"), "may X
and Y", "unless they pay {N}", the direction a "left or right" chose, and the checks that refuse such words
when nothing before them gives them a meaning. Kept apart from sentences.py so each module stays small."""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .filters import parse_filter
from .own_cost import its_cost_unless
from .phrases import Unread, Words, arg, count_value, np_filter, per_each, trees
from .specs import CountRef, StepSpec, Subject, TypeFilter
from .subtypes import subtype_forms
from .text import fold
from .unless_costs import cost_instead, paid_by_you
from .unless_payers import paid_by_another
from .verbs_more import unless_alternatives


def one_kind(np: Tree[Token], text: Words) -> TypeFilter:
    """"(sacrificed) a Plains", "a creature": the kind of one object, with its article."""
    head, _, rest = text.low_of(np).partition(" ")
    if text.lexicon.numbers.get(head) != 1 or not rest:
        return np_filter(np, text)
    flt = parse_filter(rest, text.lexicon)
    if flt is None and " " not in rest and subtype_forms(rest):  # "a Plains": a land type (205.3i)
        flt = TypeFilter(subtypes=subtype_forms(rest))
    if flt is None:
        raise Unread(text.of(np))
    return flt


def chosen_word(np: Tree[Token], text: Words) -> bool:
    """"Each foe": one word that names no object is a player named by an earlier choice (checked in read())."""
    words = text.low_of(np).split()
    if len(words) != 1:
        return False
    try:
        np_filter(np, text)
    except Unread:
        return True
    return False


# ------------------------------------------------------------------------------------------ sentences

def base_form(vp: Tree[Token], text: Words) -> bool:
    """A verb in the form "may" takes ("draw", "robar"), not the subject's own ("draws", "roba"): it is still
    under the "may" before it."""
    word = text.low_of(vp).split(" ", 1)[0]
    if text.lexicon.lang == "es":  # "ponerla", "exiliarlos": the infinitive with its object pronoun on it
        word = re.sub(r"(?<=[aei]r)(?:l[aoe]s?)$", "", word)
    return word[-2:] in ("ar", "er", "ir") if text.lexicon.lang == "es" else not word.endswith("s")


def who_accepted(subject: Subject, action: str, words: str) -> Subject:
    """The players who said yes to the "may" of ``action`` (608.2c: the rest of the instruction is theirs)."""
    if subject.kind == "this_way":
        raise Unread(words)
    return replace(subject, kind="this_way", base=subject.kind, ref_action=action, accepted=True)


def option_words(node: Tree[Token], text: Words) -> tuple[str, ...]:
    """The named options of a choice ("friend or foe", "war or peace"), as printed."""
    return tuple(text.of(t) for t in node.children if isinstance(t, Token) and t.type == "WORD")


def unless_paid(vp: Tree[Token], read: list[StepSpec], text: Words, clause: str, who: Subject) -> list[StepSpec]:
    """"… sacrifices a permanent unless they pay {3}" (118.12): each player first decides whether to pay
    (a "pay" step, declined by default), then those who did not pay carry out the instruction."""
    if len(read) != 1 or read[0].optional or who.kind in ("this_way", "you_and_target", "you_and_that"):
        raise Unread(text.of(vp))
    cost = next(str(t) for t in vp.children if isinstance(t, Token) and t.type == "MANA")
    symbols = re.findall(r"\{([^}]+)\}", cost)
    if "x" in symbols:
        raise Unread(text.of(vp))
    value = sum(int(s) if s.isdigit() else 1 for s in symbols)
    per = _paid_per(vp, read[0], text, value)
    amount = {"amount": value} if per is None else {"amount_ref": per}
    pay = StepSpec(clause, "pay", who, optional=True,
                   extra=(("what", "mana"), ("unless", "1"), ("mana", cost.upper())), **amount)
    rest = Subject("this_way", ref_action="pay", negated=True, base=who.kind, standing=who.standing,
                   chosen=who.chosen)
    return [pay, replace(read[0], subject=rest)]


def _paid_per(vp: Tree[Token], step: StepSpec, text: Words, each: int) -> CountRef | None:
    """"… unless you pay {G} for each wind counter on it" / "… for each card in your hand": the cost once per object
    counted as the payer decides (118.12, 608.2h), the controller's own count only. "It" is the source the instruction
    gives up ("sacrifice Cyclone unless you pay … on it"): counters on anything else are refused, never guessed."""
    node = next((t for t in trees(vp) if t.data.startswith("per_")), None)
    if vp.data != "unless_pay_mana_per":
        return None
    if node is None or node.data not in _PAID_PER or step.subject.kind != "you":
        raise Unread(text.of(vp))
    per = per_each(node, text)
    if node.data == "per_counters" and not (step.action == "sacrifice" and step.detail("self") is not None):
        raise Unread(text.of(vp))
    if per.of != "controller" and node.data in ("per_hand", "per_graveyard"):
        raise Unread(text.of(vp))
    return replace(per, times=each)


# What "for each" a cost the controller may pay is counted by: counters on the source, their own cards and permanents.
_PAID_PER = frozenset({"per_counters", "per_hand", "per_graveyard", "per_controlled"})

# What an "unless" may stand after: a penalty a player may avoid by doing something else.
_PENALTIES = frozenset({"lose_life", "damage"})
_AVOIDABLE = frozenset({"return", "sacrifice", "discard", "exile", "mill"})  # "unless they pay N life / discard …"

# The option words a "Choose left or right" offers, and the one that means left (turn order, 103.1: clockwise).
_LEFT_RIGHT = {frozenset({"left", "right"}): "left", frozenset({"izquierda", "derecha"}): "izquierda"}


def directed(lead: Tree[Token] | None, text: Words, earlier: list[StepSpec]) -> Subject | None:
    """"Starting with you and proceeding in the chosen direction, each player …": who acts, in that order;
    the direction is the one chosen in an earlier "Choose left or right"."""
    if lead is None or lead.data != "lead_direction":
        return None
    offered = next((frozenset(fold(o) for o in s.options) for s in reversed(earlier)
                    if s.action == "choose" and s.options), frozenset())
    if offered not in _LEFT_RIGHT:
        raise Unread(text.of(lead))
    return Subject("each_player", starting_with_you=True, left=_LEFT_RIGHT[offered])

# what a filter's ``chosen`` reads only after a choice of its own kind: "of that type" after a type's, "of the first
# type" after an order of types ("Choose an order for artifacts, creatures, and lands")
_PLACES = frozenset({"first", "second", "third", "fourth"})
_TYPED = frozenset({"that", "any", "none"})
_NEEDS_CHOICE = _TYPED | _PLACES
_READ_AFTER = {"creature_type": _TYPED, "card_type": _TYPED, "type_order": _PLACES}


def check_chosen(steps: list[StepSpec]) -> None:
    """"Each friend …" means something only after a choice that offered "friend", and "of that type" only
    after a choice of a type: otherwise they are words with no meaning here, refused."""
    offered: set[str] = set()
    readable: frozenset[str] = frozenset()  # "of that type": only after a choice of a type (else words unread)
    targeted = False
    for step in steps:
        chosen = step.subject.chosen
        if chosen is not None and chosen not in offered:
            raise Unread(step.text)
        if step.subject.ref_action == "target_check" and not targeted:  # "the first player": only after a target
            raise Unread(step.text)
        targeted = targeted or bool(step.detail("target_check"))
        filters = [step.creatures, *(slot.filter for slot in step.slots)]
        if any(f is not None and f.chosen in _NEEDS_CHOICE and f.chosen not in readable for f in filters):
            raise Unread(step.text)
        offered.update(fold(o) for o in step.options if step.action == "choose")
        readable |= _READ_AFTER.get(str(step.detail("word")), frozenset())  # never after a colour's choice


def with_unless(unless: Tree[Token], found: list[StepSpec], text: Words, clause: str, who: Subject) -> list[StepSpec]:
    """"… unless they sacrifice …" (a penalty avoided), or "… unless they pay {3}" (a payment first); "each opponent
    loses 2 life unless you sacrifice a creature": the controller's cost, whoever the instruction is for; "tap target
    creature unless its controller pays 2 life": a payer named from an object, or any player (unless_payers.py)."""
    another = paid_by_another(unless, found, text)
    if another is not None:
        return another
    if paid_by_you(unless, text) and any(s.subject.kind != "you" for s in found):
        instead = cost_instead(unless, found, text)
        if instead is None:
            raise Unread(text.of(unless))
        return instead
    own = its_cost_unless(unless, found, text)
    if own is not None:  # "… unless they pay that creature's mana cost" (own_cost.py)
        return own
    mana = [t for t in trees(unless) if t.data in ("unless_pay_mana", "unless_pay_mana_per")]
    if mana:
        if len([t for t in trees(unless) if t.data.startswith("unless_") and t.data != "unless_who"]) != 1:
            raise Unread(text.of(unless))
        return unless_paid(mana[0], found, text, clause, who)
    try:
        alternatives = unless_alternatives(unless, text)
    except Unread:
        alternatives = None
    # a loss of cards or permanents may be avoided by paying life or giving up one object ("returns a permanent they
    # control to its owner's hand unless they pay 2 life", "discards two cards unless they discard a land card",
    # 118.12a; "… unless they put a card from their hand on top of their library", 401.2); anything else the
    # controller gives up is a cost (unless_costs.py), and so is an object "you" give up ("sacrifice it unless you
    # discard a land card": paid whole or not at all, 118.3)
    if alternatives is None or len(found) != 1 or found[0].action not in _PENALTIES | _AVOIDABLE or (
            found[0].action in _AVOIDABLE and paid_by_you(unless, text)
            and any(alt[0] != "pay_life" for alt in alternatives)):
        instead = cost_instead(unless, found, text)
        if instead is None:
            raise Unread(text.of(unless))
        return instead
    return [replace(found[0], unless=alternatives)]


# "Repeat this process until no one …": the action whose doing keeps the process going.
_UNTIL_NONE = {"repeat_until_none_pays": "pay", "repeat_until_none_puts": "put"}


def repeat_step(sentence: Tree[Token], words: Words, steps: list[StepSpec]) -> StepSpec:
    """"Repeat the following process X times." (the rest, X times in order) or "Repeat this process until no
    one pays life / puts a card onto the battlefield." (the steps before it, again while anyone did)."""
    text = words.of(sentence).rstrip(". ")
    until = _UNTIL_NONE.get(sentence.data)
    if until is not None:
        if not steps or steps[-1].action != until:  # "this process" is the one just before, of that action
            raise Unread(text)
        return StepSpec(text, "repeat", Subject("you"), extra=(("until_none", until),))
    n = count_value(arg(sentence, "count"), words)
    return StepSpec(text, "repeat", Subject("you"), amount=n, uses_x=n is None)
