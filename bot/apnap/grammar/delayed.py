"""Delayed triggered abilities an effect creates (603.7): when each one triggers, and its instruction read like any
other sentence.

Why a module: "At the beginning of the next end step, sacrifice it." and "Return that card to the battlefield under
its owner's control at the beginning of the next end step." are one construction — a time (the grammar's
DELAYED_LEAD / DELAYED_TAIL token) and a body the grammar reads into steps. The steps are kept flat in the effect
while every pass binds them (so "it", "that card", "those tokens" and "its controller" find their antecedent with
the one binder, antecedents.py), each marked with its delayed trigger; :func:`fold_delayed` then gathers them into
one ``delayed`` step whose ``inner`` steps are never resolved now, only reported (603.7a: created now, done later).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from lark import Token, Tree

from .delayed_events import check_remembered, read_condition, reads_its_event_object, remembered_source
from .phrases import Unread, Words
from .specs import StepSpec, Subject
from .text import fold

DELAYED = "delayed_in"  # the mark an inner step carries: "<n>:<when>", the n-th delayed trigger of the effect

# When each delayed trigger triggers, from its folded words (English and printed Spanish), with the rule that says
# when that is: the next end step (513), the next upkeep (503), the next cleanup step (514.3a), end of combat
# (511.2), the next combat (507), the next main phase (505).
_WHEN: tuple[tuple[str, str], ...] = (
    (r"your next upkeep|tu proximo mantenimiento", "your_next_upkeep"),
    (r"your next end step|tu proximo paso final", "your_next_end_step"),
    (r"next (?:turn's )?upkeep|proximo mantenimiento|mantenimiento del proximo turno", "next_upkeep"),
    (r"next end step|proximo paso final", "next_end_step"),
    (r"next cleanup step|proximo paso de limpieza", "next_cleanup"),
    (r"end of combat|final del combate", "end_of_combat"),
    (r"next combat|proximo combate", "next_combat"),
    (r"next main phase|proxima fase principal", "next_main_phase"),
)
RULES = {"your_next_upkeep": "503.1a", "next_upkeep": "503.1a", "next_end_step": "513.2",
         "your_next_end_step": "513.2", "next_cleanup": "514.3a", "end_of_combat": "511.2", "next_combat": "507.1",
         "next_main_phase": "505.1"}
# The leads a delayed trigger's sentence may open with: "then" only says the order (608.2c); "If you do, return that
# card … at the beginning of the next end step" (Astral Slide) creates it only if the controller did (608.2c): the
# condition is the delayed trigger's own, checked as it is reached (engine/delayed.py). Any other lead: refused.
_LEADS = frozenset({"lead_then", "lead_if_you_did", "lead_if_you_didnt", "lead_if_they_did", "lead_if_they_didnt",
                    "lead_if", "lead_flip_won", "lead_flip_lost"})
# The fields of a step's condition a delayed trigger takes from its first step (convert.condition_of reads them)
_CONDITION = ("if_you_did", "if_you_didnt", "if_they_did", "if_they_didnt", "if_flip", "if_roll", "kicked_only",
              "if_control", "if_board")
_UNSET = {"if_you_did": False, "if_you_didnt": False, "if_they_did": False, "if_they_didnt": False, "if_flip": None,
          "if_roll": None, "kicked_only": None, "if_control": None, "if_board": None}


def when_of(words: str) -> str:
    """The delayed trigger's time ("next_end_step", …) from the DELAYED token's words; Unread for any other."""
    low = fold(words)
    for pattern, when in _WHEN:
        if re.search(pattern, low):
            return when
    raise Unread(words)


def delayed_steps(node: Tree[Token], words: Words, earlier: list[StepSpec], number: int,
                  sentence: Callable[[Tree[Token], Words, list[StepSpec]], list[StepSpec]]) -> list[StepSpec]:
    """The delayed trigger's instruction as steps (``sentence`` reads the body like any sentence), each marked with
    this trigger (``number``: its place among the effect's delayed triggers) and its time."""
    token = next(c for c in node.children if isinstance(c, Token) and c.type.startswith("DELAYED_"))
    condition: tuple[tuple[str, str], ...] = ()
    read = None
    if token.type == "DELAYED_EVENT":  # it waits for an event, not a step (603.7; grammar/delayed_events.py)
        said_when = words.orig[int(token.start_pos or 0):int(token.end_pos or 0)]
        read = read_condition(said_when)
        check_remembered(read, earlier, said_when)
        when, condition = "event", (("delayed_condition", said_when),)
    else:
        when = when_of(str(token))
    lead = next((c for c in node.children if isinstance(c, Tree) and c.data.startswith("lead_")), None)
    if lead is not None and lead.data not in _LEADS:
        raise Unread(words.of(lead))
    steps = sentence(node, words, earlier)
    if read is not None:
        from .verbs_board import event_amount_first  # (verbs_board imports the readers this module is part of)

    if read is not None:  # "it deals …": the object the trigger remembers (603.7c); "that much" said first, the
        # amount of the created trigger's own event (603.2, 603.7c), never an earlier instruction's
        steps = event_amount_first(remembered_source(read, steps, words.of(node)), words.of(node))
    now = _done_now(node, words, earlier, sentence)
    if len(steps) <= now:
        raise Unread(words.of(node))
    said = _said(node, token, words, now > 0)
    mark = (DELAYED, f"{number}:{when}")
    return [*steps[:now], *(replace(s, extra=(*s.extra, mark, ("delayed_text", said), *condition))
                            for s in steps[now:])]


def _done_now(node: Tree[Token], words: Words, earlier: list[StepSpec],
              sentence: Callable[[Tree[Token], Words, list[StepSpec]], list[StepSpec]]) -> int:
    """How many of the sentence's steps happen now: "Exile this permanent and return it to the battlefield … at the
    beginning of the next end step" delays only its last instruction (the time closes that clause); "At the
    beginning of the next end step, …" delays them all."""
    if node.data != "delayed_last":
        return 0
    body = next(c for c in node.children if isinstance(c, Tree) and c.data == "body")
    before = _without_last(body)
    if before is None:
        return 0
    cut = Tree(node.data, [before if c is body else c for c in node.children], node.meta)
    return len(sentence(cut, words, earlier))


def _without_last(tree: Tree[Token]) -> Tree[Token] | None:
    """``tree`` (a body, a clause, its verb phrases) without its last instruction, the separators before it
    dropped; None when it says only one."""
    kids = [c for c in tree.children if isinstance(c, Tree)]
    if not kids:
        return None
    last = kids[-1]
    inner = _without_last(last) if last.data in ("bare_clause", "subject_clause", "vps") else None
    if inner is not None:
        return Tree(tree.data, [inner if c is last else c for c in tree.children], tree.meta)
    if tree.data not in ("body", "vps") or len(kids) < 2:
        return None
    keep = tree.children[:tree.children.index(last)]
    while keep and not isinstance(keep[-1], Tree):
        keep.pop()
    return Tree(tree.data, keep, tree.meta)


def _said(node: Tree[Token], token: Token, words: Words, last_only: bool = False) -> str:
    """The delayed trigger as a sentence that opens with its time ("At the beginning of the next end step, sacrifice
    it"), whichever way the card puts it (603.7: the words that say when); ``last_only``: its last clause only."""
    whole = words.of(node).rstrip(". ")
    when = words.orig[int(token.start_pos or 0):int(token.end_pos or 0)]
    if fold(whole).startswith(fold(when)):
        return whole
    last = next(c for c in node.children if isinstance(c, Tree) and c.data == "body")  # its words, not its lead's
    while last_only and [c for c in last.children if isinstance(c, Tree)]:  # down to the last verb phrase
        last = [c for c in last.children if isinstance(c, Tree)][-1]
        if last.data == "vp":
            break
    body = words.of(last).rstrip(" ,")
    return f"{when[:1].upper()}{when[1:]}, {body[:1].lower()}{body[1:]}"


def in_delayed(step: StepSpec) -> bool:
    """The step is part of a delayed trigger's instruction (not resolved now)."""
    return bool(step.detail(DELAYED))


def fold_delayed(steps: list[StepSpec]) -> list[StepSpec]:
    """Each delayed trigger's marked steps gathered into one ``delayed`` step (603.7), in the place it was created;
    its object is what its steps' "it" was bound to (the first one that says it)."""
    out: list[StepSpec] = []
    for step in steps:
        mark = step.detail(DELAYED)
        if not mark:
            out.append(step)
            continue
        condition = {f: getattr(step, f) for f in _CONDITION if getattr(step, f) not in (None, False)}
        inner = replace(step, extra=tuple(kv for kv in step.extra if kv[0] not in _OWN_MARKS),
                        **_UNSET)  # type: ignore[arg-type]  # its condition is the delayed trigger's own
        last = out[-1] if out else None
        if last is not None and last.action == "delayed" and last.detail(DELAYED) == mark:
            out[-1] = replace(last, inner=(*last.inner, inner), extra=_object(last.extra, inner))
            continue
        when = mark.split(":", 1)[1]
        base = (("when", when), (DELAYED, mark), *((k, step.detail(k)) for k in _OWN_MARKS[2:] if step.detail(k)))
        out.append(StepSpec(step.detail("delayed_text"), "delayed", Subject("you"), inner=(inner,),
                            extra=_object(base, inner), **condition))
    for spec in out:  # "whenever a creature attacks, it gets -1/-0": "it" is the event's object, not one named before
        said = spec.detail("delayed_condition") if spec.action == "delayed" else ""
        if said and reads_its_event_object(read_condition(said), spec.inner):
            raise Unread(spec.text)
    return out


_OWN_MARKS = (DELAYED, "delayed_text", "delayed_condition")  # what the delayed trigger keeps, not its steps


def _object(extra: tuple[tuple[str, str], ...], inner: StepSpec) -> tuple[tuple[str, str], ...]:
    """The delayed trigger's object: the first antecedent one of its steps names (it_bound, it_what)."""
    if dict(extra).get("it_bound"):
        return extra
    if inner.detail("event_object") == "permanent" and not inner.detail("it_bound"):  # "destroy that creature at
        return (*extra, ("it_bound", "event"), ("it_what", ""))  # end of combat": the trigger event's (603.2)
    if inner.detail("self") and not inner.detail("it_bound"):  # "sacrifice Cunning at the beginning of …"
        return (*extra, ("it_bound", "source"), ("it_what", ""))
    if not inner.detail("it_bound"):
        return extra
    return (*extra, ("it_bound", inner.detail("it_bound")), ("it_what", inner.detail("it_what")))
