"""Who does what a clause says: a sentence's subject read from its parse tree into a typed :class:`Subject`
("each opponent", "target player", "each player who controls the most lands", "each player who sacrificed a
creature this way", "that creature's controller").

Why apart from ``sentences.py``: a subject is read wherever a clause names one (a clause, "you may have …", the
damage clauses' "… to that land's controller", "does the same"), always the same way; ``sentences.py`` composes
clauses and sentences."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .any_player_may import ANY_SUBJECTS
from .attached import attached_controller
from .continuous import subject_where
from .phrases import (
    Unread,
    Words,
    child,
    np_filter,
    past_action,
    standing_of,
    trees,
)
from .shared_words import YOU_DISCARDED
from .specs import Subject
from .that_object import object_controller


def _standing_subject(node: Tree[Token], text: Words, kind: str) -> Subject:
    """"Each player who controls the most lands" / "el jugador con más vidas": the board decides (608.2h); "the
    player" with the most is the English plan's "the player with the most …" (one reading for both grammars)."""
    base = "each_opponent" if kind == "each_opponent_standing" else "each_player"
    standing = standing_of(trees(node)[0], text, unique=kind == "the_player_standing")
    if kind == "the_player_standing" and standing.most:
        return Subject("the_most", ref_action=standing.measure, ref_filter=standing.filter)
    return Subject(base, standing=standing)


_FIXED_SUBJECTS = {
    "each_player_from_you": Subject("each_player", starting_with_you=True),  # "Starting with you, each player …"
    # "Then each player who searched their library this way shuffles it": who accepted the "may" search (701.23)
    "each_player_who_searched": Subject("this_way", ref_action="search", base="each_player", accepted=True),
}


# the controller of one object: the one targeted before (608.2h), or the one the source is attached to (303.4e)
def _object_owner(node: Tree[Token], text: Words) -> Subject:
    """"That creature's owner can't cast …" (108.3): "its owner", bound to the object of that kind named before it
    (antecedents.py)."""
    return replace(object_controller(node, text), kind="its_owner")


_CONTROLLERS = {"object_controller": object_controller, "attached_controller": attached_controller,
                "object_owner": _object_owner}


def _fixed_subject(node: Tree[Token], text: Words) -> Subject:
    """A subject with no words of its own to read; "any player" acts only in "any player may …" (any_player_may.py,
    which reads it itself): anywhere else it is refused, never read as "each player"."""
    if node.data in ANY_SUBJECTS:
        raise Unread(text.of(node))
    return _FIXED_SUBJECTS[node.data]


def subject_of(node: Tree[Token], text: Words, inherited: Subject | None) -> Subject:
    kind = node.data
    if kind in _FIXED_SUBJECTS or kind in ANY_SUBJECTS:
        return _fixed_subject(node, text)
    simple = {"each_player": "each_player", "each_player_plural": "each_player", "each_opponent": "each_opponent",
              "each_opponent_plural": "each_opponent", "each_other_player": "each_other_player",
              "target_player": "target_player", "target_opponent": "target_opponent", "you": "you",
              "that_player": "that_player", "you_and_target": "you_and_target", "you_and_that": "you_and_that",
              "its_controller": "its_controller",  # "Its controller loses 2 life": bound in antecedents.py
              "its_owner": "its_owner",  # "Its owner gains 4 life" (108.3): bound in antecedents.py
              # "Each player other than its controller creates …": bound in antecedents.py (608.2h)
              "each_player_but_its_controller": "others_than_its_controller",
              "defending_player": "defending_player"}
    if kind in simple:
        return Subject(simple[kind])
    if kind == "they" or kind in _CONTROLLERS:  # "That creature's controller creates …" (608.2h), "Enchanted …"
        return (inherited or Subject("that_player")) if kind == "they" else _CONTROLLERS[kind](node, text)
    if kind.endswith("_standing"):  # "each player who controls the most lands": the board decides (608.2h)
        return _standing_subject(node, text, kind)
    if kind == "those_players":  # "Those players each discard …": every player the step before reached (608.2e)
        return Subject("this_way", all_of_step=True)
    if kind == "first_player":  # "The first player may …": the one who chose a target (checked in read())
        return Subject("that_player", ref_action="target_check")
    if kind == "each_chosen":  # "each friend": checked against the options chosen earlier (read())
        return Subject("each_player", chosen=text.low_of(node).split()[-1])
    if kind in ("each_player_where", "each_opponent_where"):
        return subject_where(node, text)
    if kind.startswith("the_most_"):  # "the player who controls the most Wizards": counted as the step applies
        np = child(node, "np")
        return Subject("the_most", ref_action=kind.removeprefix("the_most_"),
                       ref_filter=np_filter(np, text) if np is not None else None)
    base = "each_opponent" if "opponent" in kind else "each_player"
    if kind.endswith("_who_cant"):
        return Subject("this_way", negated=True, cant=True, base=base)
    if kind.endswith("_who_didnt_before"):  # "each opponent who didn't draws a card": the instruction before
        return Subject("this_way", negated=True, base=base)
    return _who_did(node, text, base)


def _who_did(node: Tree[Token], text: Words, base: str) -> Subject:
    """"Each player who sacrificed a creature this way" (608.2c): what an earlier instruction of this effect did.
    Without "this way", only "who discarded a card that shares a card type with the card you discarded" says it is
    this effect's discard (the relation names the controller's); any other is refused."""
    verb = child(node, "past_verb") or child(node, "base_verb")
    np = child(node, "np")
    flt = np_filter(np, text) if np is not None else None
    if not text.low_of(node).endswith(("this way", "de esta manera", "de esta forma")) and (
            flt is None or flt.shares_with != YOU_DISCARDED):
        raise Unread(text.of(node))
    return Subject("this_way", ref_action=past_action(verb, text), ref_filter=flt,
                   negated=node.data.endswith("_didnt"), base=base)
