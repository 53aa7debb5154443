""""Gain control of equipped creature until end of turn", "… you may have that player gain control of equipped
creature until end of turn" (Assault Suit), printed Spanish "gana el control de la criatura equipada hasta el final
del turno": a control change (613.1b) of the permanent the source is attached to (303.4, 301.5: the scenario's
``attached_to``, never a target, attached.py), to the controller or to the one player the sentence names.

Why a module: attached.py's verbs are the controller's alone; here the gainer may be another player, read as the
control verbs on a target read theirs (a target player, or "that player" the trigger names, 603.2). A duration other
than "until end of turn" or none (for good) is refused, never dropped.
"""

from __future__ import annotations

from lark import Token, Tree

from .attached import attached_object
from .filters import parse_filter
from .phrases import Unread, trees
from .specs import StepSpec, TypeFilter
from .verbs import _NOBODY, Context, _verb

_GAINERS = frozenset({"target_player", "target_opponent", "that_player"})  # one player each (115.1, 603.2)


_ES_HOW = {"equipada": "equipped", "fortificada": "fortified", "encantada": "enchanted", "encantado": "enchanted"}


def _attached_said(node: Tree[Token], c: Context) -> tuple[str, TypeFilter]:
    """How the source is attached and the permanent's kind: English's ``attached_obj`` node, or printed Spanish's one
    token ("criatura equipada": the noun, then how)."""
    said = next((t for t in node.children if isinstance(t, Token) and t.type == "ATTACHED_ES"), None)
    if said is None:
        return attached_object(node, c.text)
    noun, how = str(said).lower().split()
    flt = parse_filter(noun, c.text.lexicon)
    if flt is None:
        raise Unread(str(said))
    return _ES_HOW[how], flt


@_verb("gain_control_attached")
def _gain_control_attached(node: Tree[Token], c: Context) -> list[StepSpec]:
    """The attached permanent's control, to the controller ("gain control of …") or to the one player named."""
    kind, flt = _attached_said(node, c)
    during = [t.data for t in trees(node) if t.data not in ("gain_v", *("enchanted", "equipped", "fortified"))]
    if any(d != "this_turn" for d in during):
        raise Unread(c.clause)
    if c.subject.kind not in ("you", *_GAINERS):
        raise Unread(c.clause)
    subject = _NOBODY if c.subject.kind == "you" else c.subject
    extra = (("target", "attached"), ("attached", kind), *((("duration", "this_turn"),) if during else ()))
    return [c.step("gain_control", subject=subject, creatures=flt, extra=extra)]


__all__: list[str] = []
