"""A static ability over several kinds at once (611.3a): "Creatures and planeswalkers you control have lifelink" (Sorin,
Vengeful Bloodlord), "Skeletons you control and other Zombies you control get +1/+1 and have deathtouch" (Death Baron),
"Sylvan Advocate and land creatures you control get +2/+2", "Saproling creatures and other Treefolk creatures get
+1/+1" (Verdeloth the Ancient), "Other Treefolk and Forests you control have indestructible".

Why its own reader: "and" between kinds names every permanent of any of them, each changed once (a Skeleton Zombie gets
+1/+1, not +2/+2). Plain card types with one controller word ("Artifacts and enchantments you control") are one filter
of alternatives, the same plan printed Spanish reads from "Los artefactos y encantamientos que controlas" (a
``StaticModify``); anything else (a subtype, "other", the source named first) is a ``StaticKinds`` of its own
(plan/steps_kinds.py), its parts read one by one. Where English says "you control" once, after the last kind, it is
said of every kind before it; "other" at the head is said of every kind (both as English coordinates them).
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .filters import parse_filter
from .phrases import Unread, Words, child
from .pt_sizes import pt_fields
from .specs import StepSpec, TypeFilter
from .subtypes import subtype_forms
from .verbs_board import CLAUSES as BOARD_CLAUSES

_CONTROL = {"you": " you control", "opponents": " your opponents control"}


def _part_filter(said: str, text: Words) -> TypeFilter:
    """One kind's filter ("land creatures you control", "other Zombies you control", "Forests"); a subtype alone is
    every permanent of that subtype (205.3); anything the object lexicon does not read is refused by its words."""
    said = re.sub(r"^(?:las|los) ", "", said)  # printed Spanish puts an article before each kind
    found = parse_filter(said, text.lexicon)
    if found is None and " " not in said and subtype_forms(said):
        found = TypeFilter(subtypes=frozenset(subtype_forms(said)))
    if found is None or found.combat is not None:
        raise Unread(said)
    return found


def kinds_of(union: Tree[Token], text: Words) -> tuple[bool, list[TypeFilter]]:
    """Whether the source is named first ("Sylvan Advocate and …"), and each kind's filter, with the last kind's
    controller and the first kind's "other" said of the kinds without their own."""
    parts = [t for t in union.children if isinstance(t, Tree) and t.data in ("kinds_part", "lead_kind", "self_ref")]
    source_too = parts[0].data == "self_ref"
    if source_too:
        from .verbs_board import _ES_SOURCE_NOUNS, _SOURCE_NOUNS

        if text.low_of(parts[0]).split()[-1] not in _SOURCE_NOUNS | _ES_SOURCE_NOUNS:
            raise Unread(text.of(parts[0]))
        parts = parts[1:]
    filters = [_part_filter(text.low_of(p), text) for p in parts]
    last = filters[-1].control
    other = filters[0].not_source
    filters = [replace(f, control=f.control or last, not_source=f.not_source or other) for f in filters]
    controls = {f.control for f in filters}
    if None in controls and len(controls) > 1:  # "Skeletons you control and Zombies …": whose Zombies, no word says
        raise Unread(text.of(union))
    return source_too, filters


def _merged(filters: list[TypeFilter]) -> TypeFilter | None:
    """Plain card types of one controller ("artifacts and enchantments you control") as one filter of alternatives
    (what the Spanish lexicon reads from the same words); None when any kind says more than its type."""
    control = filters[0].control
    plain = all(f == TypeFilter(f.alternatives, f.noun, control=control) and len(f.alternatives) == 1
                for f in filters)
    if not plain:
        return None
    return TypeFilter(tuple(a for f in filters for a in f.alternatives), filters[0].noun, control=control)


def static_kinds_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The kinds' bonus and keywords while the source is there (604.1, 611.3a), with its "as long as …" if any."""
    from .conditions import condition_of
    from .verbs import _NOBODY, Context
    from .verbs_board import abilities_changed

    union = child(node, "kinds_union")
    assert union is not None
    source_too, filters = kinds_of(union, text)
    fields = pt_fields(node, text)
    if fields.get("uses_x") or fields.get("amount_ref") is not None:  # "+X/+X", "for each …": not read with kinds
        raise Unread(text.of(node))
    cond = next((t for t in node.iter_subtrees() if t.data.startswith("cond_")), None)
    extra = [("pt", str(fields.pop("pt"))), *abilities_changed(node, text), ("static", "1"),
             *((("while", text.of(cond)),) if cond is not None else ())]
    c = Context(text, clause, _NOBODY)
    merged = None if source_too else _merged(filters)
    if merged is not None:  # one StaticModify, as the Spanish "Los artefactos y encantamientos que controlas …"
        spec = c.step("modify", creatures=merged, players_too=False, extra=tuple(extra))
    else:
        extra += [("kinds", "1"), *((("source_too", "1"),) if source_too else ())]
        spec = c.step("modify", creatures=filters[0], other_also=tuple(filters[1:]), players_too=False,
                      extra=tuple(extra))
    if cond is not None:
        spec = replace(spec, if_board=(condition_of(cond, text), text.of(cond)))
    return [spec]


BOARD_CLAUSES.update({"static_kinds": static_kinds_clause})
__all__ = ["kinds_of", "static_kinds_clause"]
