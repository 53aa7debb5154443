"""Choices of permanents whose controller is not the chooser: "each player chooses a nonland permanent" (anyone's),
"chooses a nonland permanent you don't control", "each other player chooses a nonland permanent they don't control
that hasn't been chosen this way", and what "all other …" means after such a choice.

Why its own module: the older choice ("chooses an artifact, a creature, … they control, then sacrifices the rest")
picks among the chooser's own permanents; these pick among every battlefield in range (101.4: each player in APNAP
order, each choice of a permanent public, so a later chooser sees the earlier ones), which the choose step says with
its ``pool``: ``own`` (the chooser's), ``any`` (anyone's, the filter's own "you control" / "you don't control" still
checked against the controller of the effect), ``others`` (not the chooser's: "they don't control"); ``distinct``
leaves out what an earlier choice of this effect took ("that hasn't been chosen this way", 608.2c).

"Destroy all other nonland permanents" after a choice of permanents means all but the chosen ones (608.2c), never
"other than the source": the mass step is marked ``other: chosen`` and the engine spares every permanent chosen
earlier in the effect. What else would follow such a choice ("the rest" of a pool that is not the chooser's own) is
refused.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .choose_pools import choose_pool
from .person_agreement import NOT_OWN
from .phrases import Unread, Words, arg, count_value, np_filter
from .specs import Slot, StepSpec, Subject
from .text import fold
from .verbs import Context, _verb
from .verbs_board import CLAUSES as BOARD_CLAUSES


def _one_slot(node: Tree[Token], c: Context) -> tuple[Slot, bool]:
    """The one slot of the choice, and whether its words said "they don't control" (the third person, "que no
    controla" as well as "que no controle": person_agreement.py), which is the pool's to say, not the filter's."""
    n = count_value(arg(node, "count"), c.text)
    flt = np_filter(arg(node, "np"), c.text)
    not_theirs = flt.control == NOT_OWN
    if not_theirs:
        flt = replace(flt, control=None)
    if n is None or flt.control is not None or not flt.alternatives or flt.noun == "card":
        raise Unread(c.clause)
    return Slot(n, flt), not_theirs


@_verb("choose_not_theirs", "choose_not_chosen")
def _choose_not_theirs(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"chooses a nonland permanent they don't control [that hasn't been chosen this way]": another player's
    permanent (the chooser's own left out); "that hasn't been chosen this way": none an earlier choice took."""
    slot, not_theirs = _one_slot(node, c)
    distinct = any(isinstance(t, Token) and t.type == "NOT_CHOSEN_THIS_WAY" for t in node.children)
    pool = "others" if node.data == "choose_not_theirs" or not_theirs else "any"
    extra = (("pool", pool),) + ((("distinct", "1"),) if distinct else ())
    return [c.step("choose", slots=(slot,), creatures=None, extra=extra)]


_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
           "un": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5}
_PUTS = re.compile(r"&&& puts? (?P<n>\w+) (?P<kind>\S+) counters? on it"
                   r"|y pone (?P<n_es>\w+) contador(?:es)? (?P<kind_es>[+\-]\d+/[+\-]\d+|de [a-z ]+?) "
                   r"sobre (?:el|ella)$")


def _count_and_kind(tail: str) -> tuple[int, str]:
    """"&&& puts a doom counter on it" / "y pone un contador +1/+1 sobre él": how many, and the kind as the plan names
    it (a Spanish name through the terminology, 122.1; one it does not know is refused, never kept in Spanish)."""
    from .spanish_terms import es_counter

    m = _PUTS.match(fold(tail))
    if m is None:
        raise Unread(tail)
    n, kind = m["n"] or m["n_es"], m["kind"] or m["kind_es"]
    if kind.startswith("de "):
        kind = es_counter(kind[3:]) or ""
    if n not in _COUNTS or not kind:
        raise Unread(tail)
    return _COUNTS[n], kind


@_verb("choose_and_counter")
def _choose_and_counter(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"each player chooses a nonland permanent and puts a doom counter on it": each player picks (101.4, anyone's
    permanent unless the words say whose), then every pick gets its counters at once (122.1) -- the same step as
    "puts a doom counter on a nonland permanent", said as the card says it (``said: choose``)."""
    from .verbs_more import _slots

    slots = _slots(arg(node, "objects"), c)
    tail = next(t for t in node.children if isinstance(t, Token) and t.type == "AND_PUTS_COUNTERS_ON_IT")
    n, kind = _count_and_kind(str(tail))
    if len(slots) != 1 or slots[0].count != 1:
        raise Unread(c.clause)
    slots, pool = choose_pool(slots, c.text.low_of(arg(node, "objects")))
    if pool and pool[0][1] != "any":  # "they don't control": not read on this step
        raise Unread(c.clause)
    anyone = (("anyone", "1"),) if pool else ()
    return [c.step("counter", slots=slots, amount=n,
                   extra=(("pick", "1"), ("counter", kind), ("said", "choose"), *anyone))]


def choose_for_each_player(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"For each player, you choose from among the permanents that player controls an artifact, a creature, …": one
    choice of the controller's for each player (in APNAP order), among that player's permanents; "the rest" next is
    what none of those choices kept (608.2c)."""
    from .verbs_more import _slots

    c = Context(text, clause, Subject("each_player"))
    slots = _slots(arg(node, "objects"), c)
    if any(s.filter.control is not None or s.filter.noun == "card" for s in slots):
        raise Unread(clause)
    return [c.step("choose", slots=slots, creatures=None, extra=(("by", "controller"),))]


BOARD_CLAUSES["choose_for_each_player"] = choose_for_each_player


def _anyones(step: StepSpec) -> bool:
    return step.action == "choose" and step.detail("pool") in ("any", "others")


def _chose_permanents(step: StepSpec) -> bool:
    """A choice of permanents on the battlefield (not of cards, a word, an option or a pile)."""
    return (step.action == "choose" and bool(step.slots) and not step.detail("from") and not step.detail("word")
            and not step.options and not step.detail("piles") and not step.detail("target")
            and all(s.filter.alternatives and s.filter.noun != "card" for s in step.slots))


def other_than_chosen(steps: list[StepSpec]) -> list[StepSpec]:
    """"Each player chooses …. Destroy all other creatures.": "other" is other than what was chosen (608.2c), so the
    mass destroy or exile after a choice of permanents spares every chosen one (``other: chosen``), the source
    itself no more than any other permanent. "The rest" of a choice among anyone's permanents is refused; so is an
    "other" after such a choice on any instruction but a mass destroy or exile."""
    out: list[StepSpec] = []
    chose = anyones = False
    for step in steps:
        if chose and step.creatures is not None and step.creatures.not_source and step.action != "choose":
            if step.action not in ("destroy", "exile") or step.slots or step.detail("target"):
                raise Unread(step.text)
            step = replace(step, creatures=replace(step.creatures, not_source=False),
                           extra=(*step.extra, ("other", "chosen")))
        elif anyones and step.detail("rest"):
            raise Unread(step.text)
        chose = chose or _chose_permanents(step)
        anyones = anyones or _anyones(step)
        out.append(step)
    return out


__all__ = ["choose_pool", "other_than_chosen"]
