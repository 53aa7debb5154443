"""Casting a card while the ability resolves (608.2g): "If it's an instant or sorcery card, you may cast it without
paying its mana cost" (the card the look or reveal before showed), printed Spanish "puedes lanzarla sin pagar su
coste de maná"; "You may cast a nonland card in it …" (a hand shown before) and "You may cast a card with converted
mana cost 5 or less from your hand …" (the controller's own hand).

Why a module of its own: this is not a permission that lasts ("you may cast it this turn", 611.2a, verbs_hidden.py)
but an instruction done now: the card is cast during the resolution (608.2g: the steps of 601.2, no priority in
between), becomes the topmost object of the stack and resolves only after the ability that cast it has finished.
It acts on the card shown like "put it into your hand" does (the same antecedent check, shown_before, and the same
"If it's a … card," lead), so it is read as that move with the stack as where the card goes; only the controller's
own "may" is read (a player never must cast, and another player's casting is not read here), only for no mana
(118.9: its mana cost is not paid; a cast that pays it is not read), and one card ("cast them" refused).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .objects import parse_counted
from .phrases import Unread, arg
from .specs import Slot, StepSpec, TypeFilter
from .verbs import Context, _verb
from .verbs_hidden import names_exiled

_CAST_PRONOUNS = ("lanzarla", "lanzarlo")  # "puedes lanzarla": cast (never "jugarla", which plays a land too)


@_verb("cast_revealed")
def _cast_revealed(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You may cast it / that card without paying its mana cost": the last card shown, cast now by the
    controller for no mana (608.2g, 118.9)."""
    pronoun = next((str(t).casefold() for t in node.children if isinstance(t, Token) and t.type == "PERMIT_PRONOUN"),
                   None)
    many = any(isinstance(t, Tree) and t.data == "permit_many" for t in node.children)
    if pronoun is not None and pronoun.endswith("s"):  # "puedes lanzarlas": the several cards exiled before
        pronoun, many = pronoun[:-1], True
    if c.subject.kind != "you" or (pronoun is not None and pronoun not in _CAST_PRONOUNS):
        raise Unread(c.clause)
    if many:  # "You may cast those cards without paying their mana costs": only after an exile (exiled_cast_before)
        return [c.step(CAST_EXILED, extra=(("cards", "many"), ("free", "1"), ("said", "those")))]
    if not c.optional:  # "Cast that card without paying its mana cost." after "You may choose … from it." (608.2c)
        return [c.step("move_chosen", extra=(("to", "cast_now"), ("free", "1")))]
    return [c.step("put_revealed", destination="stack", extra=(("one", "1"), ("free", "1")))]


CAST_EXILED = "cast_exiled"  # the spec's action word (plan/convert_library.py builds the step)
_KINDS = {"permit_one": (), "permit_cards": (), "permit_many": (("cards", "many"),),
          "permit_nonland": (("cards", "many"), ("nonland", "1")),
          "permit_any": (("cards", "many"), ("any", "1")),
          "permit_any_nonland": (("cards", "many"), ("nonland", "1"), ("any", "1"))}


@_verb("cast_exiled")
def _cast_exiled(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Exile the top card of your library. You may cast that card." / "…, then you may cast any number of nonland
    cards exiled this way without paying their mana costs": the card(s) the step just before exiled (checked by
    ``exiled_cast_before``), cast now by the controller (608.2g, 601.2), paying their costs unless "without paying"
    says otherwise (118.9). Only the controller's own "may" (a player never must cast a card, and another player's
    casting is not read here)."""
    kind = next((t.data for t in node.children if isinstance(t, Tree) and t.data in _KINDS), None)
    if c.subject.kind != "you" or not c.optional or kind is None:
        raise Unread(c.clause)
    free = any(isinstance(t, Tree) and t.data == "without_paying" for t in node.children)
    said = "those" if c.text.low_of(node).split()[1:2] in (["those"], ["esas"]) else ""
    return [c.step(CAST_EXILED, extra=(*_KINDS[str(kind)], *((("free", "1"),) if free else ()),
                                       *((("said", said),) if said else ())))]


def exiled_cast_before(steps: list[StepSpec]) -> list[StepSpec]:
    """"You may cast that card / those cards …" names the card(s) the step just before exiled from a library (608.2c,
    the same antecedents as a permission's, verbs_hidden.names_exiled), refused otherwise; "you may cast it without
    paying its mana cost" after such an exile (read as the card a reveal showed, cast_revealed) is that cast too."""
    out = []
    for i, step in enumerate(steps):
        before = steps[i - 1] if i else None
        if step.action == "put_revealed" and step.destination == "stack" and step.if_card is None \
                and step.if_card_not is None and names_exiled(before, False):
            step = replace(step, action=CAST_EXILED, destination=None, extra=(("free", "1"),))
        if step.action == CAST_EXILED and not names_exiled(before, step.detail("cards") == "many"):
            raise Unread(step.text)
        out.append(step)
    return out


def _one_card(node: Tree[Token], c: Context) -> tuple[Slot, ...]:
    """The one card of a kind the controller may cast ("a nonland card", "a card with converted mana cost 5 or
    less"): one slot of exactly one card, no count by reference, not at random; anything else refused."""
    np = arg(node, "np")
    slot = parse_counted(c.text.low_of(np), c.text.lexicon)  # "a nonland card": the article is the np's first word
    if c.subject.kind != "you" or not c.optional or slot is None or slot.count != 1 or slot.count_ref is not None \
            or slot.random or slot.up_to or slot.whole_zone:
        raise Unread(c.text.of(np) if slot is None else c.clause)
    return (slot,)


_NEVER_LANDS = frozenset({"instant", "sorcery"})


def never_land(flt: TypeFilter) -> bool:
    """Whether every card the filter accepts is a nonland card ("a nonland card", "an instant or sorcery card"):
    a land is played, never cast (305.1, 601.2)."""
    return bool(flt.alternatives) and all("land" in forbidden or required & _NEVER_LANDS
                                          for required, forbidden, _basic, _permanent in flt.alternatives)


@_verb("cast_from_own_hand")
def _cast_from_own_hand(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You may cast a card with converted mana cost 5 or less from your hand without paying its mana cost": the
    controller's own pick from their own hand (no hand shown: nobody else sees it), cast now (608.2g, 118.9)."""
    return [c.step("cast_from_hand", slots=_one_card(node, c), extra=(("free", "1"),))]


@_verb("cast_from_hand_shown")
def _cast_from_hand(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Look at that player's hand. You may cast a nonland card in it without paying that card's mana cost": the
    controller's pick among the cards of the hand shown before (608.2c, hand_chosen_before checks there is one),
    then that card cast now for no mana (608.2g, 118.9): the pick and the cast, as "choose … from it. Cast that
    card …" reads."""
    slots = _one_card(node, c)
    if not never_land(slots[0].filter):  # "a card in it": the choice would offer lands, which are never cast (305.1)
        raise Unread(c.clause)
    return [c.step("choose_from_hand", slots=slots),
            replace(c.step("move_chosen", extra=(("to", "cast_now"), ("free", "1"))), optional=False)]
