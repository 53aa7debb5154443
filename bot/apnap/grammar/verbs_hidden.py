"""The meaning of the hidden-hand verb phrases of english.lark and spanish.lark: a hand revealed (701.20a) or
looked at (701.20e), a card another player chooses from it, and what then happens to "that card".

Why a module of its own: these sentences only mean something together ("Target player reveals their hand. You
choose a nonland card from it. That player discards that card.": 608.2c), so besides one handler per rule it
holds the check that each pronoun has its antecedent (``hand_chosen_before``), run on the whole effect; a
choice "from it" with no hand shown before it, or "that card" with no card chosen, is refused, never guessed.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .next_turn import lasting
from .objects import parse_counted
from .others_library import EXILE_TOP_OF
from .others_search import SEARCH_OF
from .phrases import Unread, Words, amount_ref, arg, child, count_value, is_yours, slots_of, trees
from .specs import MAX_AMOUNT, Slot, StepSpec, Subject, names_target_opponent, names_target_player
from .verbs import Context, _verb
from .verbs_board import CLAUSES
from .verbs_library import one_card

# Whose hand "look at …'s hand" names: a single other player, or each opponent.
_OWNERS = frozenset({"target_player", "target_opponent", "that_player", "each_opponent"})
# A hand a card is then chosen from must be one player's: "each opponent reveals their hand. You choose a card
# from it" has no one "it" (refused).
_ONE_OWNER = frozenset({"target_player", "target_opponent", "that_player"})
_TARGETS = frozenset({"target_player", "target_opponent"})


@_verb("reveal_hand")
def _reveal_hand(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Target player reveals their hand": shown to every player (701.20a); only the acting player's own hand."""
    if is_yours(arg(node, "poss"), c.text) != (c.subject.kind == "you"):
        raise Unread(c.clause)
    return [c.step("reveal_hand", extra=(("seen", "reveal"),))]


@_verb("look_hand")
def _look_hand(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Look at target player's hand": that player's hand, seen by the controller only (701.20e; otherwise a
    player can't look at another's hand, 402.3). The step's players are the hand's owners."""
    owner = next((t.data for t in trees(node) if t.data in _OWNERS), None)
    if owner is None or c.subject.kind != "you" or c.optional:
        raise Unread(c.clause)
    return [c.step("reveal_hand", subject=Subject(str(owner)), extra=(("seen", "look"),))]


@_verb("choose_from_hand")
def _choose_from_hand(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You choose a nonland card from it", "… choose X cards from it": one pick, by the controller, among the cards
    the hand shown holds (a printed number or X of them; "that card" after several is refused by the check)."""
    slots = slots_of(arg(node, "objects"), c.text)
    if c.subject.kind != "you" or len(slots) != 1 or slots[0].count == 0 or slots[0].count_ref is not None \
            or slots[0].random or slots[0].whole_zone:
        raise Unread(c.clause)
    return [c.step("choose_from_hand", slots=slots)]


@_verb("reveal_from_hand", "reveal_random_from_hand", "reveal_in_hand")
def _reveal_from_hand(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Reveal X white cards from your hand", "Target player reveals three cards from their hand", "… reveals a
    card at random from their hand": the acting player's own hand (701.20a); they pick which (at random: nobody
    does), nothing moves. A count by reference ("a number of cards equal to …") is refused with its words."""
    if is_yours(arg(node, "poss"), c.text) != (c.subject.kind == "you"):
        raise Unread(c.clause)
    if node.data == "reveal_random_from_hand":
        words = f"{c.text.low_of(arg(node, 'count'))} {c.text.low_of(arg(node, 'np'))}"
        slot = parse_counted(f"{words} {'al azar' if c.text.lexicon.lang == 'es' else 'at random'}", c.text.lexicon)
        slots: tuple[Slot, ...] = (slot,) if slot is not None and slot.random else ()
    else:
        slots = slots_of(arg(node, "objects"), c.text)
        if child(node, "at_random") is not None:  # "… from your hand at random"
            slots = tuple(replace(s, random=True) for s in slots)
    if len(slots) != 1 or slots[0].whole_zone:
        raise Unread(c.clause)
    said_in = (("in_hand", "1"),) if node.data == "reveal_in_hand" else ()  # "… black cards in your hand"
    return [c.step("reveal_from_hand", slots=slots, extra=said_in)]


@_verb("reveal_from_hand_ref")
def _reveal_from_hand_ref(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Target player reveals a number of cards from their hand equal to the number of Swamps you control": that
    many, counted as it resolves (608.2h); the player's own hand only."""
    if is_yours(arg(node, "poss"), c.text) != (c.subject.kind == "you"):
        raise Unread(c.clause)
    ref = next(t for t in trees(node) if t.data not in ("reveal_v", "poss"))
    return [c.step("reveal_from_hand", slots=(Slot(count=0, count_ref=amount_ref(ref, c.text)),))]


@_verb("choose_revealed")
def _choose_revealed(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"… and you choose one of them" / "You choose two of them": the controller picks among the cards the reveal
    from a hand before showed (608.2c; ``hand_chosen_before`` refuses it with no such reveal)."""
    n = count_value(arg(node, "count"), c.text)
    if c.subject.kind != "you" or n is None:
        raise Unread(c.clause)
    return [c.step("choose_from_hand", slots=(Slot(count=n),), extra=(("revealed", "1"),))]


@_verb("discard_chosen", "exile_chosen")
def _move_chosen(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"That player discards that card" / "… and exile that card": the card the choice before named."""
    to = "discard" if node.data == "discard_chosen" else "exile"
    those = (("those", "1"),) if c.text.of(node).casefold().split()[-2:] in (["those", "cards"], ["esas", "cartas"]) \
        else ()
    return [c.step("move_chosen", extra=(("to", to), *those))]


def that_player_is_target(steps: list[StepSpec]) -> list[StepSpec]:
    """"Target player reveals their hand. … That player discards that card.": "that player" after a target player
    in the same effect is that target (608.2c), not the player a trigger is about; so is a target player named in an
    object's words ("Destroy all creatures target player controls. For each creature destroyed this way, that player
    creates …"), never the active player assumed."""
    out: list[StepSpec] = []
    target: Subject | None = None
    for step in steps:
        if step.subject == Subject("that_player") and target is not None:
            step = replace(step, subject=target)
        elif step.subject.kind in _TARGETS and target is None:
            target = Subject(step.subject.kind)
        elif target is None and step.subject.kind != "you_and_target" and names_target_player(step):
            target = Subject("target_opponent" if names_target_opponent(step) else "target_player")
        out.append(step)
    return out


def hand_chosen_before(steps: list[StepSpec]) -> None:
    """Refuse "from it" with no one hand shown before it, and "that card" with no card chosen before it; the
    player who discards that card must be its owner (701.9a: a player discards from their own hand)."""
    shown: StepSpec | None = None
    chosen = False
    several = False  # "choose X cards from it": "those cards" after it, never "that card"
    for step in steps:
        if step.action in ("reveal_hand", "reveal_from_hand"):
            shown, chosen = step, False
        elif step.action == "choose_from_hand":
            partial = shown is not None and shown.action == "reveal_from_hand"
            if shown is None or shown.subject.kind not in _ONE_OWNER or partial != bool(step.detail("revealed")):
                raise Unread(step.text)  # "from it" names a whole hand shown; "of them" the cards revealed
            chosen, several = True, step.slots[0].count != 1
        elif step.action == "move_chosen":
            if shown is None and step.detail("to") == "exile" and step.subject.kind == "you":
                continue  # "exile that card" with no hand shown: the dies trigger's card, or refused (antecedents.py)
            owner_discards = shown is not None and step.subject.kind == shown.subject.kind
            # a discard, or the card put into a library by the words' player (library_positions.py): its owner's
            by_owner = step.detail("to") in ("discard", "library_top", "library_nth")
            if not chosen or (by_owner and not owner_discards) or \
                    several != (step.detail("those") == "1"):
                raise Unread(step.text)


# ------------------------------------------------------------------------------------------ from among them, the rest
_AMONG_TO = {"reveal_among": "", "put_among_hand": "hand", "put_among_battlefield": "battlefield",
             "put_among_hand_rest": "hand", "put_among_graveyard_rest": "graveyard",
             "put_among_bottom_rest": "library_bottom"}
_REST_TO = {"rest_bottom": "library_bottom", "rest_graveyard": "graveyard", "rest_top": "library_top"}
# "Put any number of them …": a pick of up to all the cards shown (the count is the shown cards', 608.2c)
_ANY_NUMBER = frozenset({"put_among_graveyard_rest", "put_among_bottom_rest"})


def _own_zones(node: Tree[Token], c: Context) -> None:
    """"Into your hand" said of the acting player's own zone only (never a guess about whose)."""
    for poss in (t for t in trees(node) if t.data == "poss"):
        if is_yours(poss, c.text) != (c.subject.kind == "you"):
            raise Unread(c.clause)


def _rest(node: Tree[Token], c: Context) -> StepSpec:
    """"… and the rest on the bottom of your library in any order": the cards shown and not picked (401.4)."""
    to = next(t for t in trees(node) if t.data in _REST_TO)
    order = (("order", "random"),) if c.text.low_of(to).endswith(("a random order", "un orden aleatorio")) else ()
    return replace(c.step("put_rest", destination=_REST_TO[str(to.data)], extra=order), optional=False)


@_verb(*_AMONG_TO)
def _among(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You may reveal a creature card from among them and put it into your hand", "Put one of them into your
    hand": a pick among the cards the look or reveal before showed (608.2c), by the player who saw them."""
    _own_zones(node, c)
    objects = child(node, "objects")
    slots: tuple[Slot, ...]
    if node.data in _ANY_NUMBER:
        slots = (Slot(count=MAX_AMOUNT, up_to=True),)
    elif objects is not None:
        slots = slots_of(objects, c.text)
    else:
        n = count_value(arg(node, "count"), c.text)
        slots = (Slot(count=n),) if n is not None else ()
    if len(slots) != 1 or slots[0].count is None or slots[0].count_ref is not None or slots[0].random:
        raise Unread(c.clause)
    to = _AMONG_TO[node.data]
    steps = [c.step("pick_shown", slots=slots, destination=to, extra=(("reveal", "1"),) if not to else ())]
    return steps + ([_rest(node, c)] if node.data.endswith("_rest") else [])


@_verb("put_revealed_battlefield_rest", "put_revealed_hand_rest")
def _revealed_and_rest(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put that card onto the battlefield and the rest on the bottom of your library in a random order"."""
    _own_zones(node, c)
    to = "battlefield" if node.data.startswith("put_revealed_battlefield") else "hand"
    return [c.step("put_revealed", destination=to, extra=one_card(node, c)), _rest(node, c)]


@_verb("put_rest")
def _put_rest(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put the rest on the bottom of your library in any order" / "… into your graveyard"."""
    _own_zones(node, c)
    if c.optional:
        raise Unread(c.clause)
    return [_rest(node, c)]


def shown_cards_before(steps: list[StepSpec]) -> list[StepSpec]:
    """"From among them" and "the rest" need a look or a reveal of the same player's library before them (the
    reveal is a step of action "reveal" until the plan says whether it was a look); refused otherwise. "You may
    reveal … from among them and put it into your hand": the second part is done by who did the first, whose
    action in the result is "reveal" (or "put")."""
    out = []
    for i, step in enumerate(steps):
        if step.subject.kind == "this_way" and step.subject.ref_action == "pick_shown" and i > 0:
            done = "put" if steps[i - 1].destination else "reveal"
            step = replace(step, subject=replace(step.subject, ref_action=done))
        out.append(step)
        if step.action in ("pick_shown", "put_rest"):
            shown = next((s for s in reversed(steps[:i]) if s.action == "reveal" and s.detail("again") != "1"), None)
            if shown is None or shown.subject != step.subject or shown.detail("seen") not in ("look", "reveal"):
                raise Unread(step.text)
    return out


# ------------------------------------------------------------------------------------------ a library shuffled
@_verb("shuffle_library", "shuffle_library_it")
def _shuffle_library(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Then shuffle your library." (701.24a): a sentence of its own after a search (608.2e). "… who searched their
    library this way shuffles it": "it" is the library of the player who searched, and nothing else."""
    if node.data == "shuffle_library":
        _own_zones(node, c)
    elif c.subject.kind != "this_way" or c.subject.ref_action != "search":
        raise Unread(c.clause)
    return [c.step("shuffle", extra=(("zones", ""),))]


# ------------------------------------------------------------------------------------------ a permission
@_verb("permission_that_card")
def _permission(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You may play that card / it / them this turn [without paying its mana cost]" (611.2a): nothing happens now;
    the controller may play (305.1, 601.3) or cast (601.3) the card(s) the step before exiled until the turn ends,
    for no mana with "without paying" (118.9). Only as a "may"; of the controller, or of the one player the sentence
    before named ("Target opponent exiles the top card of their library. They may play that card for as long as it
    remains exiled": "that player" / "they", bound by the subject reader, 608.2c), who then holds the permission
    (the engine reports it as theirs)."""
    if not c.optional or c.subject.kind not in ("you", "that_player"):
        raise Unread(c.clause)
    details = _permission_details(node, c.text.low_of(node))
    if c.subject.kind != "you" and any(k == "any_mana" or v in _YOUR_TURN for k, v in details):
        raise Unread(c.clause)  # "… until your next turn" / "you may spend mana …": the controller's words, not theirs
    return [replace(c.step("permission", extra=details), optional=False)]


# durations said of the controller's turn ("your next turn"): given to another player, whose turn is it? not read
_YOUR_TURN = frozenset({"until_your_next_turn", "until_end_of_your_next_turn"})


def permission_until_eot(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Until end of turn, you may play that card" / "Hasta el final del turno, puedes jugar esa carta": the same
    permission as "… this turn" (611.2a), its duration said first; "Until your next turn, …", "Until the end of your
    next turn, …" and "For as long as that card remains exiled, …" (611.2b) are the same permission lasting longer
    (the clause's rule names the duration)."""
    return [StepSpec(clause, "permission", Subject("you"), players_too=True,
                     extra=(*_permission_details(node, text.low_of(node).partition(",")[2].strip()), ("first", "1"),
                            ("duration", _LEAD_DURATIONS.get(str(node.data), lasting(node)))))]


_CAST_WORDS = ("cast", "lanzar")
# the clause rules whose duration is said first (611.2a, 611.2b), by the duration each names
_LEAD_DURATIONS = {"permission_until_end_of_your_next_turn": "until_end_of_your_next_turn",
                   "permission_while_exiled": "while_exiled"}
_SPANS = {"permit_this_turn": "this_turn", "permit_until_your_next_turn": "until_your_next_turn",
          "permit_until_end_of_your_next_turn": "until_end_of_your_next_turn", "permit_while_exiled": "while_exiled"}


def _span(node: Tree[Token]) -> tuple[tuple[str, str], ...]:
    """The permission's duration said after it ("this turn", "until the end of your next turn", "for as long as it
    remains exiled"; 611.2a-b); none when the clause says it first."""
    said = next((_SPANS[str(t.data)] for t in node.children if isinstance(t, Tree) and str(t.data) in _SPANS), None)
    return () if said is None else (("duration", said),)


def _permission_details(node: Tree[Token], words: str) -> tuple[tuple[str, str], ...]:
    """What is permitted: play or cast (601.3, 305.1), one card or all the cards just exiled, for no mana (118.9).
    "Spells from among cards exiled this way" are its nonland cards, and only cast (a land is played, 305.1);
    "for as long as it / they remain(s) exiled" names as many cards as the permission (611.2b)."""
    verb = words.removeprefix("you may ").removeprefix("puedes ").split()[0]
    act = "cast" if verb.startswith(_CAST_WORDS) else "play"
    pronoun = next((str(t) for t in node.children if isinstance(t, Token) and t.type == "PERMIT_PRONOUN"), "")
    spells = next((str(t.data) for t in node.children if isinstance(t, Tree) and t.data in _SPELLS_FROM), None)
    if spells is not None and act != "cast":
        raise Unread(words)
    nonland = spells is not None or any(isinstance(t, Tree) and t.data == "permit_nonland" for t in node.children)
    many = any(isinstance(t, Tree) and t.data == "permit_many" for t in node.children) or pronoun.endswith("s") \
        or nonland
    remains = next((str(t.data) for t in node.iter_subtrees() if t.data in ("remains_one", "remains_many")), None)
    if remains is not None and (remains == "remains_many") != many:
        raise Unread(words)  # "those cards … for as long as it remains exiled": which card is "it"?
    free = any(isinstance(t, Tree) and t.data == "without_paying" for t in node.children)
    return (("act", act), ("cards", "many" if many else "one"), *((("free", "1"),) if free else ()),
            *((("nonland", "1"),) if nonland else ()), *_any_mana(node, act, many), *_span(node),
            *((("spells", _SPELLS_FROM[spells]),) if spells is not None else ()))


# "spells from among cards exiled this way / those cards / them": the same cards, said as printed
_SPELLS_FROM = {"permit_spells_this_way": "this_way", "permit_spells_those": "those", "permit_spells_them": "them"}


_ONE_SPELL = re.compile(r"(?:that spell|\bit|ese hechizo|lanzarl[oa])$")


def _any_mana(node: Tree[Token], act: str, many: bool) -> tuple[tuple[str, str], ...]:
    """"…, and you may spend mana as though it were mana of any color to cast those spells" (609.4b): how the
    permitted spells' costs may be paid, part of the permission; said of as many spells as the permission names
    ("that spell" of one card, "those spells" of several) and only of a cast (a land is played, 305.1)."""
    said = next((str(t) for t in node.children if isinstance(t, Token) and t.type == "ANY_MANA"), None)
    if said is None:
        return ()
    if act != "cast" or bool(_ONE_SPELL.search(said.strip())) == many:
        raise Unread(said)
    return (("any_mana", "type" if re.search(r"\b(?:type|tipo)\b", said) else "color"),)


# who exiled the top of their own library, one player each: the controller, or the one target player or opponent
# ("Target opponent exiles the top card of their library. You may play that card this turn.": the controller's
# permission on that player's card, 611.2a, 108.3)
_ONE_EXILER = frozenset({"you", "target_player", "target_opponent"})
_ONE_LIBRARY = frozenset({"target", "target_opponent", "that_player"})


def exiled_before(steps: list[StepSpec]) -> None:
    """"That card" / "it" in a permission is the one card the step just before exiled from the top of a library;
    "those cards" / "them" are the several it exiled (a count of one with "them", or several with "it": refused)."""
    for i, step in enumerate(steps):
        before = steps[i - 1] if i else None
        if step.action == "permission" and not names_exiled(before, step.detail("cards") == "many"):
            raise Unread(step.text)


def names_exiled(before: StepSpec | None, many: bool) -> bool:
    """Whether ``before`` is an instruction that exiled cards from a library that "that card" / "it" (one card) or
    "those cards" / "cards exiled this way" (``many``) can name: the top of the controller's or one player's library
    (face up: a face-down card is no card anyone may name, 406.3), or the cards found in another player's library and
    exiled (608.2c)."""
    if before is not None and before.action == EXILE_TOP_OF and before.detail("face") != "down":
        # the top of another player's library, exiled by the controller (others_library.py): one card of one library
        # is "that card"; of each of several players' libraries, "those cards"
        return (before.amount == 1 and before.detail("zone_of") in _ONE_LIBRARY) != many
    if before is not None and before.action == SEARCH_OF and before.destination == "exile":
        # the cards found in another player's library and exiled (others_search.py): "that card" is the one card
        # searched for, "those cards" several
        slot = before.slots[0]
        return (slot.count == 1 and not slot.up_to) != many
    if before is None or before.action != "exile" or before.detail("from") != "library" \
            or before.detail("face") == "down" or before.subject.kind not in _ONE_EXILER:
        return False
    return (before.amount == 1) != many


CLAUSES.update(dict.fromkeys(("permission_until_eot", *_LEAD_DURATIONS), permission_until_eot))
