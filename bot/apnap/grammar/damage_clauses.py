"""Damage clauses: "<source> deals N damage to each creature and each player", "… to you", "… that much damage",
"… unless …", and a source's two instructions with their own target words ("… to target creature and 2 damage to
target player", 115.3): the players and creatures the damage reaches, and its source (120.1).

Why apart from ``sentences.py``: damage is not "subject + verb phrase" (its recipients are its own list of players
and kinds of objects), so it is read here and registered among the sentence reader's clause readers."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .attached_damage import attached_source
from .choice_clauses import (
    chosen_word,
)
from .damage_target import SOURCE_IT, any_target_damage, subject_value
from .phrases import (
    Unread,
    Words,
    amount_fields,
    amount_of,
    arg,
    child,
    trees,
)
from .recipients import THEIR_TAILS, each_object, opponents_creatures
from .specs import StepSpec, Subject, TypeFilter
from .subjects import subject_of
from .text import fold
from .verbs_board import THAT_MUCH
from .verbs_more import unless_alternatives

_RECIPIENTS = {"r_each_player": "each_player", "r_each_opponent": "each_opponent",
               "r_each_other_player": "each_other_player", "r_target_player": "target_player",
               "r_target_player_or_planeswalker": "target_player",
               "r_target_opponent": "target_opponent", "r_target_opponent_or_planeswalker": "target_opponent",
               "r_you": "you", "r_that_player": "that_player",
               "r_them": "that_player",  # "deals 2 damage to them": the player the trigger is about
               "r_defending_player": "defending_player",  # the player the source attacks (508.5)
               "r_attacked": "attacked"}  # "the player or planeswalker it's attacking" (engine/defending.py)

# "target player or planeswalker", "target opponent or planeswalker": the word may choose a planeswalker (115.1, 306.8)
_OR_PLANESWALKER = frozenset({"r_target_player_or_planeswalker", "r_target_opponent_or_planeswalker"})


def _both_kinds(first: TypeFilter, second: TypeFilter, np: Tree[Token], text: Words) -> TypeFilter:
    """"each creature and each planeswalker": one filter with both kinds; a second kind with more to it than its
    types that the first does not say too ("each non-Bolas planeswalker") is refused, since the one filter would
    drop it."""
    plain = second == TypeFilter(alternatives=second.alternatives, noun=second.noun)
    if not plain and replace(second, alternatives=first.alternatives, noun=first.noun) != first:
        raise Unread(text.of(np))
    return replace(first, alternatives=first.alternatives + second.alternatives)


def damage_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"<source> deals N damage to each creature and each player": the players and creatures it reaches."""
    recipients = child(node, "recipients")  # none: "te hace 1 punto de daño" (Spanish names "you" in the verb)
    players: list[str] = [] if recipients is not None else ["you"]
    creatures: TypeFilter | None = None
    who_did: Subject | None = None
    chosen: str | None = None
    theirs = False  # "… and each creature they control": said so by the reading
    for r in trees(recipients) if recipients is not None else ():
        if r.data in _RECIPIENTS:
            players.append(_RECIPIENTS[r.data])
        elif r.data == "r_each_object" and chosen_word(arg(r, "np"), text):  # "to each foe" (checked in read())
            chosen = text.low_of(arg(r, "np"))
        elif r.data == "r_each_object":  # "each creature and each planeswalker": one filter, both kinds
            flt = each_object(arg(r, "np"), text, players)
            theirs = theirs or any(text.low_of(t) in THEIR_TAILS for t in trees(arg(r, "np")) if t.data == "np_tail")
            creatures = flt if creatures is None else _both_kinds(creatures, flt, arg(r, "np"), text)
        elif r.data.startswith(("r_each_player_who", "r_each_opponent_who", "r_object_controller",
                                "r_attached_controller")):
            who_did = subject_of(Tree(r.data[2:], r.children, r.meta), text, None)  # "… to that land's controller"
        elif r.data == "r_each_opponent_creature" and creatures is None:
            creatures = opponents_creatures(r, text)
        else:
            raise Unread(text.of(r))
    if len(players) + (who_did is not None) + bool(chosen) > 1:
        raise Unread(text.of(recipients or node))
    who = who_did or (Subject(players[0]) if players else Subject("each_player", chosen=chosen) if chosen
                      else Subject("you"))
    if recipients is not None and any(r.data in _OR_PLANESWALKER for r in trees(recipients)):
        who = replace(who, or_planeswalker=True)  # "target player or planeswalker": kept, never dropped
    source, said_it = _source_of(node, text, clause)
    common = {"source": source, "creatures": creatures,
              "players_too": bool(players) or who_did is not None or bool(chosen),
              "extra": ((("theirs", "1"),) if theirs else ()) + said_it}
    if node.data in ("damage", "damage_unless", "damage_you"):
        fields = amount_fields(amount_of(node), text)
        unless = child(node, "unless")
        if unless is not None:
            fields["unless"] = unless_alternatives(unless, text)
        return [StepSpec(clause, "damage", who, **fields, **common)]  # type: ignore[arg-type]
    ref = THAT_MUCH if node.data == "damage_that_much" else subject_value(  # "deals that much damage" (608.2c, 603.2)
        next(k for k in trees(node) if k.data not in ("source", "recipients")), text)
    return [StepSpec(clause, "damage", who, amount_ref=ref, **common)]  # type: ignore[arg-type]


def _source_of(node: Tree[Token], text: Words, clause: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    """The damage's source as said, and ``(SOURCE_IT, "1")`` when it is "it" or, in Spanish, unsaid ("hace 1 punto de
    daño a cada oponente"): the source, never a thing called "It" ("it also": one more instruction of the same
    effect), unless damage_dealers.py finds another object named before it (608.2c); in a delayed trigger that
    remembers an object, that object (grammar/delayed.py, 603.7c). "Enchanted creature deals …" to players or each
    object is refused: the attached creature's own damage has no form for them (attached_damage.py)."""
    named = child(node, "source")
    source = text.of(named) if named is not None else "this permanent"
    if attached_source(source):
        raise Unread(clause)
    if named is None or fold(source) in ("it", "it also"):
        return "this permanent", ((SOURCE_IT, "1"),)
    return source, ()


def damage_target_and(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"… deals 3 damage to target creature and 2 damage to target player or planeswalker": the source's two
    instructions, each with its own target word (115.3), read as each is read alone."""
    source, recipients = child(node, "source"), child(node, "recipients")  # no np: "to any target" (115.4)
    said = [k for k in node.children if isinstance(k, Tree) and k.data in ("np", "target_tail")]
    amounts = [k for k in node.children if isinstance(k, Tree) and k.data not in ("source", "np", "recipients",
                                                                                  "target_tail")]
    if recipients is None or len(amounts) != 2:
        raise Unread(clause)
    first: Tree[Token] = Tree("damage_any_target", [*([source] if source else []), amounts[0], *said], node.meta)
    second: Tree[Token] = Tree("damage", [*([source] if source else []), amounts[1], recipients], node.meta)
    return any_target_damage(first, text, clause) + damage_clause(second, text, clause)
