"""A change of what a permanent is, said with the other changes the same sentence makes to it (611.2a, 613.1d-f).

"Target creature gets +1/+0, becomes black, and gains shadow until end of turn" (Traitor's Clutch), "Target creature
gains flying and becomes blue until end of turn" (Disciple of Kangee), "Target creature becomes green and gets +1/+0
until end of turn" (Viridescent Wisps), "Until end of turn, Chimeric Sphere becomes a 3/2 Construct artifact creature
and loses flying" (Chimeric Sphere), "Wishful Merfolk loses defender and becomes a Human until end of turn".

Why one step per verb: each verb is already a typed step the engine applies in its own layer (the change of types and
colours in layers 4-5 and its base size in 7b, an ability gained or lost in 6, a bonus in 7c: 613.1, 613.4) and says
back, so the sentence reads as those steps on one permanent: the first verb names it (the target, or the source), the
later ones act on "it" (608.2c, bound by antecedents.py), and the sentence's one "until end of turn" is every verb's
duration (611.2a). A sentence whose verbs have no duration is refused: "gets" and "gains" here last until end of turn.
"""

from __future__ import annotations

from lark import Token, Tree

from .becomes import becomes_clause
from .phrases import Unread, Words
from .pt_sizes import pt_fields
from .specs import StepSpec
from .verbs_board import CLAUSES as BOARD_CLAUSES
from .verbs_board import abilities_changed

_PARTS = ("also_get", "also_gain", "also_lose")


def _part(node: Tree[Token], text: Words, clause: str, on: tuple[tuple[str, str], ...],
          creatures: object = None) -> StepSpec:
    """One "gets +1/+0" / "gains flying" / "loses flying" of the sentence: the same step "It gets … until end of
    turn" reads into (verbs_board.modify_clause), on the permanent ``on`` names."""
    from .verbs import _NOBODY, Context

    c = Context(text, clause, _NOBODY)
    fields = pt_fields(node, text)
    pt = str(fields.pop("pt"))
    extra = (("pt", pt), *abilities_changed(node, text), *on)
    if creatures is not None:
        fields["creatures"] = creatures
    return c.step("modify", players_too=False, extra=extra, **fields)


_LEADING = ("until end of turn,", "hasta el final del turno,", "hasta el final de turno,")


def _lasts_until_end_of_turn(node: Tree[Token], parts: list[Tree[Token]], text: Words) -> bool:
    """The sentence says "until end of turn" somewhere: first, after the change, or after its last verb (611.2a)."""
    said = text.low_of(node)
    return said.startswith(_LEADING) or any(isinstance(t, Tree) and t.data == "bt_eot" for t in node.children) \
        or any(text.low_of(p).endswith(_UNTIL) for p in parts)


_UNTIL = ("until end of turn", "hasta el final del turno", "hasta el final de turno")


def becomes_also_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The sentence's steps in its order: the first on the target or the source, the rest on it (608.2c)."""
    from .verbs import _NOBODY, Context
    from .verbs_board import _holder, _target_np

    parts = [t for t in node.children if isinstance(t, Tree) and t.data in _PARTS]
    before = [p for p in parts if node.children.index(p) < _become_index(node)]
    after = [p for p in parts if p not in before]
    if not parts or not _lasts_until_end_of_turn(node, parts, text):
        raise Unread(clause)
    rest = [t for t in node.children if not (isinstance(t, Tree) and t.data in _PARTS)]
    if not any(isinstance(t, Tree) and t.data == "bt_eot" for t in rest) \
            and not text.low_of(node).startswith(_LEADING):
        rest.append(Tree("bt_eot", []))  # the sentence's one "until end of turn" is the change's too (611.2a)
    on_it = (("on", "source"), ("it", "1"))
    if node.data == "becomes_seq_source":
        change = becomes_clause(Tree("becomes", rest, node.meta), text, clause)
        return [*(_part(p, text, clause, (("on", "source"),)) for p in before), *change,
                *(_part(p, text, clause, (("on", "source"),)) for p in after)]
    if not before:  # "Target creature becomes green and gets +1/+0 …": the change names the target
        change = becomes_clause(Tree("becomes_target", rest, node.meta), text, clause)
        return [*change, *(_part(p, text, clause, on_it) for p in after)]
    c = Context(text, clause, _NOBODY)
    np, flt = _target_np(node, c)
    first = _part(before[0], text, clause, (("target", "object"), *_holder(np, c)), creatures=flt)
    change = becomes_clause(Tree("becomes_it", rest, node.meta), text, clause)
    return [first, *(_part(p, text, clause, on_it) for p in before[1:]), *change,
            *(_part(p, text, clause, on_it) for p in after)]


def _become_index(node: Tree[Token]) -> int:
    """Where the change itself is said (what it becomes: a description or a choice), the verbs before it first."""
    return next(i for i, t in enumerate(node.children) if isinstance(t, Tree) and t.data.startswith("becomes_"))


BOARD_CLAUSES.update({"becomes_seq_target": becomes_also_clause, "becomes_seq_source": becomes_also_clause})
__all__ = ["becomes_also_clause"]


def static_attached_is_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Enchanted creature gets +3/+3, has reach, and is a Giant in addition to its other types" (611.3a): the bonus
    and abilities (layers 7c and 6: the same static step "Enchanted creature gets +3/+3 and has reach" reads into) and
    the change of types and colours (layers 4-5: the one "Enchanted creature is …" reads into), on the one creature."""
    from .verbs_board import static_clause

    at = next(i for i, t in enumerate(node.children) if isinstance(t, Token) and t.type in ("AND_BECOMES", "Y_IS"))
    bonus = static_clause(Tree("static_attached", node.children[:at], node.meta), text, clause)
    attached = node.children[0]
    change = becomes_clause(Tree("becomes_attached_static", [attached, *node.children[at + 1:]], node.meta), text,
                            clause)
    return [*bonus, *change]


BOARD_CLAUSES.update({"static_attached_is": static_attached_is_clause})
