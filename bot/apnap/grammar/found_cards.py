"""The card a "dies" trigger's object became (400.7e, 603.6e), as "it" / "that card" name it: "When Murderous Rider
dies, put it on the bottom of its owner's library" (the source's own card), "When enchanted land dies, return that
card to its owner's hand", "Whenever a creature you control dies, put it on the bottom of its owner's library" (the
trigger event's object, which the scenario's ``event_object`` names).

Why a module of its own: it is one more antecedent of the one resolver (antecedents.py: :func:`died` is what the
trigger names, :func:`bind_found` binds the step), kept apart so that module stays small. A zone-change trigger can
find the new object in the public zone it moved to (400.7e); nothing else can, so an object named before the pronoun,
a card revealed before it, or a trigger that moved nothing to a graveyard leaves the words refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from .phrases import Unread
from .referent_kinds import _ES_KINDS, EVENT, GRAVE, GRAVE_SOURCE, _event_filter
from .specs import StepSpec
from .text import fold
from .when import parse_when


def as_found(step: StepSpec) -> StepSpec:
    """"Put it on top of / on the bottom of its owner's library" read as a card put there, not a card shown."""
    said = "that card" if re.search(r"\b(?:that card|esa carta)\b", fold(step.text)) else "it"
    keep = tuple(kv for kv in step.extra if kv[0] not in ("found_alt", "one", "owners"))
    return replace(step, action="put", extra=(*keep, ("found", step.detail("found_alt")), ("said", said)))


def exiled(step: StepSpec) -> StepSpec:
    """"Exile that card" with no card chosen before it: read as the card a dies trigger's object became."""
    if step.detail("to") != "exile" or step.subject.kind != "you":
        raise Unread(step.text)
    keep = tuple(kv for kv in step.extra if kv[0] != "to")
    return replace(step, action="exile", destination="exile", extra=(*keep, ("found", "exile"), ("said", "that card")))


def bind_found(step: StepSpec, named_before: bool, outside: str) -> StepSpec:
    """The card a zone-change trigger's object became in its graveyard (400.7e, 603.6e): "When Murderous Rider dies,
    put it on the bottom of its owner's library" (the source's card), "When enchanted land dies, return that card to
    its owner's hand" (the trigger event's object, ``event_object``); a delayed trigger's too ("return it to its
    owner's hand at the beginning of the next end step": its object, 603.7c). An object named before it in the
    effect (``named_before``, as the resolver found), or a trigger that moved nothing to a graveyard: refused."""
    if named_before or not outside.startswith(GRAVE):
        raise Unread(step.text)
    keep = tuple(kv for kv in step.extra if kv[0] not in ("it", "found", "self", "moved", "that_card"))
    if outside == GRAVE_SOURCE:
        return replace(step, extra=(*keep, ("found_card", "source"), ("it_bound", "found_source")))
    flt = _event_filter(outside.removeprefix(GRAVE), card=True)
    if flt is None:
        raise Unread(step.text)
    return replace(step, creatures=flt, players_too=False,
                   extra=(*keep, ("found_card", "event"), ("event_object", "card"), ("it_bound", "found_event")))


def found_return(step: StepSpec, named_before: bool, outside: str) -> StepSpec | None:
    """"Return it / that card to the battlefield under your control", "exile it" with nothing exiled or named before
    it: the card a "dies" trigger's object became (400.7e), or None (then the usual binding)."""
    if not outside.startswith(GRAVE) or named_before:
        return None
    if step.detail("moved"):
        said = "that card" if step.detail("that_card") else "it"
        return bind_found(replace(step, destination="battlefield", extra=(*step.extra, ("said", said))), named_before,
                          outside)
    if step.action == "exile" and step.detail("self"):
        return bind_found(replace(step, destination="exile"), named_before, outside)
    return None


# "When enchanted creature dies" / "When equipped creature dies": the permanent the source was attached to (303.4);
# "When enchanted artifact is put into a graveyard": from the battlefield, where an attached permanent is (303.4d)
_ATTACHED_DIES = re.compile(r"^(?:(?:when|whenever) (?:enchanted|equipped) (?P<noun>creature|land|artifact|permanent) "
                            r"(?:dies|is put into a graveyard(?: from the battlefield)?)|cuando (?:la|el) "
                            r"(?P<es>criatura|tierra|artefacto|permanente) (?:encantad|equipad)[ao] muera)$")


_TO_GRAVEYARD = re.compile(r"\b(?:dies|die|graveyard|muere|muera|mueren|mueran|cementerio)\b")


_THIS_OR_ANOTHER = re.compile(r"^(?:when|whenever) .+? or another (?P<kind>[a-z\- ]+?) (?:dies|is put into a graveyard "
                              r"from the battlefield)$"
                              # printed Spanish: "Siempre que Martyr's Bond u otro permanente que no sea tierra que
                              # controlas vaya a un cementerio desde el campo de batalla" ("u" before "o-", "otra"
                              # before a feminine kind)
                              r"|^(?:cuando|siempre que) .+? (?:o|u) otr[oa] (?P<es_kind>[a-z\- ]+?) (?:muera|"
                              r"vaya a un cementerio desde el campo de batalla)$")
# "Siempre que una criatura que controlas muera", "Cuando otra criatura vaya a un cementerio desde el campo de
# batalla": one permanent of a kind, as the English "one" below
_ONE_ES = re.compile(r"^(?:cuando|siempre que) (?P<subject>(?:un|una|otro|otra) [a-z\- ]+?) "
                     r"(?:muera|vaya a un cementerio desde el campo de batalla)$")


def died(condition: str, names: Sequence[str]) -> str:
    """A trigger whose event put one object into a graveyard from the battlefield (700.4, 603.6c): ``grave:source``
    when it is the source ("When Murderous Rider dies", or from anywhere: "When Dread is put into a graveyard from
    anywhere", whose card is in that graveyard all the same), ``grave:event:<kind>`` when it is one permanent of a kind
    ("When enchanted land dies", "Whenever a creature you control dies"; "this or another <kind>": the source's or
    another's, ``grave:event:<kind>``, the event's one object either way), else "" — "one or more" (603.2c) or a card
    put there from elsewhere have no one card "it" names."""
    low = fold(condition).strip(" ,")
    if not _TO_GRAVEYARD.search(low):  # cheap first: most triggers move nothing to a graveyard
        return ""
    attached = _ATTACHED_DIES.match(low)
    if attached is not None:
        return f"{GRAVE}{EVENT}{attached['noun'] or _ES_KINDS[attached['es']]}"
    bare = re.sub(r"^((?i:cuando|siempre que)) (?:el|la) (?=[A-Z])", r"\1 ", condition.strip())  # "Cuando el Jinete …"
    for name in (*names, "") if names else ("",):
        pattern = parse_when(condition, name) or (parse_when(bare, name) if bare != condition.strip() else None)
        if pattern is None or pattern.kind not in ("dies", "to_graveyard") or pattern.batch:
            continue
        if pattern.source == "only":  # "When Dread is put into a graveyard from anywhere": its card is there too
            return GRAVE_SOURCE
        if pattern.kind == "to_graveyard" and pattern.zone != "battlefield":
            continue
        one = re.match(r"^(?:when|whenever) (?P<subject>(?:a|an|another) [a-z\- ]+?) (?:you own |an opponent owns )?"
                       r"(?:dies|is put into (?:a|your|an opponent's) graveyard from the battlefield)$", low)
        # ("your graveyard": the card's owner's, 404.1, which event_kind.py checks against the scenario's card)
        if pattern.source == "" and pattern.by_source and pattern.objects is not None:  # "a creature dealt damage by
            return f"{GRAVE}{EVENT}{pattern.objects.noun}"  # Soul Collector this turn dies" (its kind, 700.4)
        if pattern.source == "or" and (either := _THIS_OR_ANOTHER.match(low)) is not None:  # "Whenever Martyr's Bond
            return f"{GRAVE}{EVENT}{either['kind'] or either['es_kind']}"  # or another nonland permanent you control
            # is put into a graveyard": each event has one object, the source or another, and its card is what "it"
            # names (the Spanish kind is read by the Spanish lexicon: referent_kinds._event_filter)
        if pattern.source == "" and one is None and (es_one := _ONE_ES.match(low)) is not None:
            one = es_one
        if pattern.source == "" and one is not None and not re.search(r" (?:or|o|u) ", one["subject"]):
            subject = one["subject"]
            first, rest = subject.split(" ", 1)
            return f"{GRAVE}{EVENT}{'another ' + rest if first in ('another', 'otro', 'otra') else rest}"
    return ""
