""""Until your next turn" wherever "until end of turn" is read (611.2a): one duration, said by the grammar's
``until_eot`` (english.lark; ``_until_eot`` in spanish.lark, "hasta tu próximo turno") holding an ``until_next_turn``.

A resolving ability's change "until your next turn" lasts until that player's next turn begins (611.2a; 500.1: a turn
begins with its untap step), not until the cleanup step (514.2). The clause's handler reads "until end of turn" as it
always did; :func:`lasting_to_next_turn` then gives the duration to each step the clause made, and only to the steps
whose typed plan keeps it (the engine and the reading say it): a step that would quietly last until end of turn
instead is refused, naming the words.

"For as long as Tawnos's Weaponry remains tapped" (``source_tapped_span``, 611.2b) is read the same way, an end of its
own: the source named must be the source itself (the card's name reads as "this permanent"), and only a change of size
or abilities keeps it (the engine checks the source is still tapped as the effect begins, 611.2b)."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .parse_tree import Unread, Words
from .specs import StepSpec

NEXT_TURN = "until_your_next_turn"
SOURCE_TAPPED = "while_source_tapped"  # "for as long as <the source> remains tapped" (611.2b)
_SPANS = {"until_next_turn": NEXT_TURN, "source_tapped_span": SOURCE_TAPPED}
# the nouns "this …" names the source by (oracle.py reads the card's own name as "this permanent")
_SOURCE_NOUNS = frozenset({"permanent", "creature", "artifact", "enchantment", "land",
                           "permanente", "criatura", "artefacto", "encantamiento", "tierra"})


def said_span(node: Tree[Token]) -> tuple[Tree[Token], str] | None:
    """The longer end the clause says ("until your next turn", "for as long as … remains tapped") and its duration."""
    for name, duration in _SPANS.items():
        found = next(iter(node.find_data(name)), None)
        if found is not None:
            return found, duration
    return None


def said_next_turn(node: Tree[Token]) -> Tree[Token] | None:
    """The ``until_next_turn`` the clause says, if any."""
    return next(iter(node.find_data("until_next_turn")), None)


def lasting(node: Tree[Token]) -> str:
    """The clause's longer end when it says one (``until_your_next_turn``, ``while_source_tapped``), else
    ``this_turn`` (611.2a)."""
    said = said_span(node)
    return said[1] if said is not None else "this_turn"


def _keeps(spec: StepSpec, duration: str) -> bool:
    """Steps whose plan and engine keep the duration: a change of size or abilities of a target, of all of a kind, of
    the source or of "those" (plan/convert_board._modify); "until your next turn" also a permanent that becomes a copy
    (plan/copies.py) and a permission said first (verbs_hidden.permission_until_eot names it itself)."""
    if spec.action == "modify":
        return not any(spec.detail(k) for k in ("static", "static_self", "attached"))
    if duration != NEXT_TURN:  # "gain control of target creature for as long as … remains tapped" (verbs_more.py)
        return spec.action == "gain_control" and spec.detail("duration") == duration
    if spec.action == "permission":
        return spec.detail("duration") == NEXT_TURN
    return spec.action == "become_copy" and spec.detail("copy_of") in ("become", "become_target")


def _source_named(span: Tree[Token], text: Words) -> None:
    """"… remains tapped": the permanent named is the source ("this permanent", the card's own name), or refused."""
    ref = next(iter(span.find_data("self_ref")), None)
    if ref is None or text.low_of(ref).split()[-1] not in _SOURCE_NOUNS:
        raise Unread(text.of(span))


def lasting_to_next_turn(node: Tree[Token], steps: list[StepSpec], text: Words) -> list[StepSpec]:
    """``steps`` of the clause ``node``, each given the longer end the clause says ("until your next turn", "for as
    long as … remains tapped"); refused when a step would not keep it."""
    said = said_span(node)
    if said is None:
        return steps
    span, duration = said
    if duration == SOURCE_TAPPED:
        _source_named(span, text)
    out: list[StepSpec] = []
    for step in steps:
        if not _keeps(step, duration):
            raise Unread(text.of(span))
        if step.detail("duration") != duration:
            step = replace(step, extra=(*((k, v) for k, v in step.extra if k != "duration"), ("duration", duration)))
        out.append(step)
    return out


def check_kept(tree: Tree[Token], steps: list[StepSpec], text: Words) -> None:
    """The whole effect: a longer end said and no step lasting so is words with no meaning in the plan."""
    said = said_span(tree)
    if said is not None and not any(s.detail("duration") == said[1] for s in steps):
        raise Unread(text.of(said[0]))
