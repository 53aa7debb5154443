""""Destroy target creature with flying. If that creature was blue or black, create a 1/2 green Spider creature
token with reach.", "Destroy target land. If that land was nonbasic, …", "… deals 3 damage to target creature. If
that creature has infect, …": a check on the one permanent the instruction just before acted on (608.2c: "that
creature" is the object that instruction named; 608.2h: what it was as that instruction left it).

Why a condition of its own: ``ObjectIs`` ("if it's white", object_is.py) asks about the object the governed
instruction acts on, which here is another one or none ("create a token", "untap Helldozer"); ``MovedCardIs``
(moved_card.py) only follows a card moved out of a graveyard. The object is the one the instruction just before
acted on by its single target word, of the noun the condition says ("that land" after "target land"); any other
"that <noun>" (the trigger's land after "any target", a creature after "target land") stays refused, never read
from another object. The engine answers it from that instruction's own events (engine/that_object_is.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lark import Token, Tree

from .phrases import Unread, Words
from .specs import StepSpec, TypeFilter

# instructions whose events name the one permanent they acted on (its target), the object "that <noun>" means after
_ACTS_ON_ONE = frozenset({"destroy", "exile", "tap", "untap", "return", "damage"})

_SAID = re.compile(r"^if that (?P<noun>creature|land|artifact|enchantment|planeswalker|permanent) "
                   r"(?:(?P<verb>is|was) (?P<kind>.+)|has (?P<keyword>[a-z]+)),$")
# printed Spanish: "Si esa criatura era azul o negra,", "Si esa tierra no era básica,", "Si esa criatura tiene la
# habilidad de infectar,", "Si esa tierra es una Montaña," (folded, as the grammar reads it)
_SAID_ES = re.compile(r"^si (?:esa|ese) (?P<noun>criatura|tierra|artefacto|encantamiento|permanente|planeswalker) "
                      r"(?:(?P<neg>no )?(?P<verb>es|era) (?P<kind>.+)|"
                      r"tiene (?:la habilidad de )?(?P<keyword>[a-z]+)),$")
_ES_NOUNS = {"criatura": "creature", "tierra": "land", "artefacto": "artifact", "encantamiento": "enchantment",
             "permanente": "permanent", "planeswalker": "planeswalker"}


@dataclass(frozen=True, slots=True)
class ThatObjectIs:
    """The one permanent the instruction just before acted on is of the kind ``filter`` (608.2c); ``noun`` and
    ``verb`` ("is", "was", "has") are how the condition names it, for the reading."""

    filter: TypeFilter
    noun: str
    verb: str


def that_object_filter(lead: Tree[Token], text: Words) -> tuple[TypeFilter, str, str]:
    """``lead_if_that_is``: the kind the condition asks of the object, read by the object lexicon ("blue or black
    creature", "nonbasic land", "creature with infect", a subtype alone: "a Mountain"); refused when the lexicon
    does not read it or it says more than the object's own characteristics (who controls it, combat, counters)."""
    token = next(t for t in lead.children if isinstance(t, Token))
    said = text.low_of(token)
    m = _SAID.match(said) or _SAID_ES.match(said)
    if m is None:  # pragma: no cover - the terminal's own pattern
        raise Unread(text.of(token))
    noun, kind, es = m["noun"], m["kind"] or "", m.re is _SAID_ES
    flt = _kind_filter(noun, kind, m["keyword"], es and bool(m["neg"]), text) if not es or not m["neg"] \
        or kind in ("basica", "basico") else None
    if flt is None or flt.control is not None or flt.compares or flt.counters or flt.combat is not None \
            or flt.not_source or flt.names or flt.unknown_props or flt.tapped is not None:
        raise Unread(text.of(token))
    verb = {"es": "is", "era": "was"}.get(m["verb"], m["verb"]) if m["verb"] else "has"
    return flt, _ES_NOUNS.get(noun, noun), verb


def _kind_filter(noun: str, kind: str, keyword: str | None, negated: bool, text: Words) -> TypeFilter | None:
    """The lexicon's reading of the kind the condition says, with its noun: "blue or black creature" / "criatura
    azul o negra", "nonbasic land" / "tierra no basica", "creature with infect" / "criatura con infectar"; "a
    Mountain" / "una Montaña" a subtype alone (205.3), else the lexicon's kind."""
    from .filters import parse_filter
    from .subtypes import subtype_forms

    es = noun in _ES_NOUNS
    if keyword:
        return parse_filter(f"{noun} {'con' if es else 'with'} {keyword}", text.lexicon)
    if re.match(r"^(?:an?|una?) ", kind):
        word = kind.split(" ", 1)[1]
        forms = subtype_forms(word)
        return TypeFilter(subtypes=frozenset(forms)) if forms else parse_filter(word, text.lexicon)
    if es:
        return parse_filter(f"{noun} {'no ' if negated else ''}{kind}", text.lexicon)
    return parse_filter(f"{kind} {noun}", text.lexicon)


def that_object_lead(changes: dict[str, object], earlier: list[StepSpec], words: str) -> dict[str, object]:
    """A sentence lead's changes, with "If that creature was blue or black, …" (``if_that_is``) made the ``if_board``
    check of the one permanent the step just before acted on by its single target word of that noun; refused
    after any other step (no target, several, another noun, a step that acts on no permanent)."""
    said = changes.get("if_that_is")
    if not isinstance(said, tuple):
        return changes
    flt, noun, verb = said
    last = earlier[-1] if earlier else None
    target = last.creatures if last is not None else None
    if last is None or last.action not in _ACTS_ON_ONE or last.detail("target") != "object" \
            or last.detail("targets") or target is None or (noun != "permanent" and target.noun != noun):
        raise Unread(words.rstrip(","))
    rest = {k: v for k, v in changes.items() if k != "if_that_is"}
    return {**rest, "if_board": (ThatObjectIs(flt, noun, verb), words.rstrip(","))}
