"""A targeted card in a graveyard (115.1): "Return target creature card from your graveyard to your hand", "Put
target creature card from a graveyard onto the battlefield under your control", "Exile target card from an
opponent's graveyard", "Return three target cards from an opponent's graveyard to their hand", "Exile X target
creature cards from your graveyard", and the source's own card ("Return Enigma Eidolon from your graveyard to your
hand"); printed Spanish "… objetivo de tu cementerio / de un cementerio / del cementerio de un oponente".

Why a reader of its own: which graveyards the target may be in is part of the target's definition (115.1: "your",
"a", "an opponent's" — one opponent's, all of a counted word's cards in that one graveyard), and the count may be
X (107.3, chosen as it was cast); each is one field of the typed step, checked as it resolves (608.2b), never
a string nobody reads.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, arg, child, target_phrase, trees
from .specs import StepSpec
from .target_counts import TARGETS, target_count_detail
from .verbs import _NOBODY, Context, _verb
from .verbs_more import _filter, _not_that_players

_WHOSE = {"any": "any", "opp": "opponent"}  # the rule's prefix → the graveyards allowed; none: "your"


@_verb("card_to_hand", "card_to_battlefield", "any_card_to_battlefield", "self_to_hand", "self_to_battlefield",
       "card_to_exile", "any_card_to_exile", "card_to_library_top", "any_card_to_hand", "opp_card_to_hand",
       "opp_card_to_battlefield", "opp_card_to_exile", "any_card_to_library_top")
def _from_graveyard(node: Tree[Token], c: Context) -> list[StepSpec]:
    """The card ``target`` names in the graveyards the text allows (``target_card``: "you", "any", "opponent"),
    moved where the rule says, or the source's own card (``source_card``)."""
    to = next(z for z in ("hand", "battlefield", "exile", "library_top") if node.data.endswith(z))
    if any(c.text.low_of(t) != "your" for t in trees(node) if t.data == "poss"):
        raise Unread(c.clause)  # only "your graveyard / library"
    extra = [("from", "graveyard"), ("to", to)]
    if any(True for _ in node.find_data("tapped")):
        extra.append(("tapped", "1"))
    if node.data.startswith("self_"):
        return [c.step("return", subject=_NOBODY, destination=to, extra=(*extra, ("source_card", "1")))]
    _not_that_players(arg(node, "np"), c)
    flt = _filter(target_phrase(node, c.text), c.text)  # Spanish: "… objetivo que no sea de tierra"
    whose = _WHOSE.get(str(node.data).split("_")[0], "you")
    extra += _counted(node, c)
    return [c.step("return", subject=_NOBODY, creatures=flt, destination=to,
                   extra=(*extra, ("target_card", whose)))]


def _counted(node: Tree[Token], c: Context) -> list[tuple[str, str]]:
    """"up to two / three / X target … cards" (601.2c), printed Spanish "dos / X cartas … objetivo" (one reading of
    the count, target_counts.py): ``targets`` the number or "x" (107.3: the scenario's X), ``up_to`` when fewer may
    be chosen; exactly one and "up to one" say nothing but ``up_to``."""
    if child(node, "tc_any_number") or child(node, "tc_range"):
        raise Unread(c.clause)  # "any number of / one or two target … cards": not read for graveyard cards
    said = dict(target_count_detail(node, c.text)).get(TARGETS)
    if said is None:  # one, or "up to one" (target_count_detail leaves both to the step)
        up_one = child(node, "tc_up_to") is not None
        return [("targets", "1"), ("up_to", "1")] if up_one else []
    least, most = said.split("-")
    return [("targets", most)] + ([("up_to", "1")] if least == "0" else [])
