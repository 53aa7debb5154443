"""A static ability over several kinds said (611.3a): "Skeletons and other Zombies you control get +1/+1 and have
deathtouch" / "Los Esqueletos y los otros Zombies que controlas obtienen +1/+1 y tienen toque mortal", the controller
said once after the last kind when every kind has the same one (as English coordinates them, and the grammar reads it
back of every kind), "other" once at the head when every kind has it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..plan import StaticKinds
from .nouns import feminine, objects
from .on_statics import _keywords, bonus, while_said
from .registry import Clause, renders
from .words import Words

_WHOSE = {"you": (" you control", " que controlas"), "opponents": (" your opponents control",
                                                                     " que controlan tus oponentes")}


def kinds_said(w: Words, kinds: tuple[Any, ...], source_too: bool = False) -> str:
    """The source (when named first) and each kind, joined as Oracle joins them."""
    groups = list(kinds)
    controls = {g.control for g in groups}
    shared = next(iter(controls)) if len(controls) == 1 and None not in controls else None
    if shared is not None:
        groups = [replace(g, control=None) for g in groups]
    if all(g.not_source for g in groups):  # "other Treefolk and Forests": "other" once, of every kind
        groups = [groups[0], *(replace(g, not_source=False) for g in groups[1:])]
    said = [(("las " if feminine(w, g, False) else "los ") if w.es else "") + objects(w, g, True) for g in groups]
    if source_too:
        said.insert(0, w.pick("this permanent", "este permanente"))
    joined = said[0] if len(said) == 1 else ", ".join(said[:-1]) + ("," if len(said) > 2 and not w.es else "") \
        + w.pick(" and ", " y ") + said[-1]
    return joined + (_WHOSE[shared][1 if w.es else 0] if shared in _WHOSE else "")


def alternatives_said(w: Words, flt: Any) -> str | None:
    """A static ability's kinds of one filter, plain card types of one controller ("artifacts and enchantments you
    control", "las criaturas y los planeswalkers que controlas"): "and" between them, as a static names them all
    (611.3a); None for any other filter (said as before)."""
    from ..grammar.specs import TypeFilter

    alts = flt.alternatives
    if len(alts) < 2 or any(len(req) != 1 or forbidden or basic or perm for req, forbidden, basic, perm in alts) \
            or flt != TypeFilter(alts, flt.noun, control=flt.control):
        return None
    groups = tuple(TypeFilter((a,), next(iter(a[0])), control=flt.control) for a in alts)
    return kinds_said(w, groups)


@renders(StaticKinds)
def _static_kinds(step: Any, w: Words) -> Clause:
    parts = [said] if (said := bonus(w, step, True)) else []
    if step.keywords:
        parts.append(_keywords(w, step.keywords, "have", "tienen"))
    lead = w.pick("as long as ", "mientras ") + while_said(w, step) + ", " if step.while_text else ""
    return Clause(kinds_said(w, step.groups, step.source_too), w.pick(" and ", " y ").join(parts), lead=lead)
