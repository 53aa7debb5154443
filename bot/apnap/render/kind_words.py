"""A kind of permanents said as the subject of what each of them gets or has, and the permanent the source is
attached to: "All creatures" / "Todas las criaturas" where the card says "All", "creatures you control" / "las
criaturas que controlas" where it does not; "enchanted land" / "la tierra encantada" (303.4, 301.5).

Why a module of its own: nouns.py is at its size; these say whole noun phrases from its words.
"""

from __future__ import annotations

from dataclasses import replace

from ..grammar import TypeFilter
from .nouns import all_of, feminine, objects, that_object
from .words import Words


def only_kind(flt: TypeFilter) -> bool:
    """Whether ``flt`` names its objects by their kind alone ("creatures", "Slivers", "artifacts and creatures"): no
    controller, colour, "other", combat state or any other word narrows them, nor a subtype before a type ("Goblin
    creatures get +1/+1", as Oracle prints it, with no "All")."""
    if any(forbidden or basic or (required and flt.subtypes) for required, forbidden, basic, _ in flt.alternatives):
        return False
    return flt == replace(TypeFilter(flt.alternatives, flt.noun), subtypes=flt.subtypes)


def group_said(w: Words, flt: TypeFilter) -> str:
    """A kind of permanents as the subject of what each of them gets or has, as cards print it: "All creatures" /
    "Todas las criaturas" when the kind alone names them (the card says "All"), otherwise the kind with its words,
    "creatures you control" / "las criaturas que controlas" (no "all" on the card)."""
    if only_kind(flt):
        return all_of(w, flt)
    return w.pick("", "las " if feminine(w, flt, False) else "los ") + objects(w, flt, True)


_PARTICIPLES = {"enchanted": "encantad", "equipped": "equipad", "fortified": "fortificad"}


def attached_object(w: Words, attached: str, flt: TypeFilter) -> str:
    """The permanent the source is attached to, of its kind: "enchanted land" / "la tierra encantada", "equipped
    creature" / "la criatura equipada", "fortified land" / "la tierra fortificada" (303.4, 301.5, 301.6)."""
    said = objects(w, flt, False)
    if not w.es:
        return f"{attached} {said}"
    fem = feminine(w, flt, False)
    return f"{'la' if fem else 'el'} {said} {_PARTICIPLES[attached]}{'a' if fem else 'o'}"


def attached_creature(w: Words, attached: str) -> str:
    """"enchanted creature" / "equipped creature", "la criatura encantada / equipada" (303.4, 301.5)."""
    return w.pick(f"{attached} creature", "la criatura " + ("encantada" if attached == "enchanted" else "equipada"))


def it_or(w: Words, step: object, said: str) -> str:
    """"it" where the card said "it" (a pronoun bound to its antecedent, grammar/antecedents.py), else ``said``;
    Spanish names the antecedent ("esa criatura": a target or the event's object; "este permanente": the source),
    its object pronouns being clitics on the verb."""
    flt = getattr(step, "objects", None)  # a target's or the event's kind; the source's steps have none
    attached = str(getattr(step, "on_attached", ""))
    if attached and isinstance(flt, TypeFilter):  # "enchanted creature" (303.4, 301.5)
        return attached_object(w, attached, flt)
    if not getattr(step, "pronoun", False):
        return said
    return w.pick("it", that_object(w, flt) if isinstance(flt, TypeFilter) else "este permanente")
