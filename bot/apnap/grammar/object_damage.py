"""An object other than the source dealing damage equal to its own power or toughness: "That creature deals damage
equal to its power to its controller", "Target creature deals damage to itself equal to its power", "Each creature
deals damage to itself equal to its power", "You may have it deal damage equal to its power to any target".

Why a reader of its own: the damage's source is that object, not the ability's source (120.3: a source deals
damage; 120.4), so its power is its own as the damage is dealt (608.2h) and its lifelink, deathtouch, colours and
"whenever this creature deals damage" are its own. The damage of the ability's source ("<this> deals damage equal to
its power") stays with the damage clauses (``SourceValue``); "target creature … to target creature" is the fight
family's one-way bite (verbs_keywords.py).

The step read here is ``object_damage``: the dealer's kind in ``creatures``, how it is named in ``dealer`` (a target,
"that creature"/"it" bound by antecedents.py, each of a kind), the property in ``prop`` and the recipient in ``to``.
A recipient this cannot bind ("that player" without a player its phrase named) is refused, never guessed.
"""

from __future__ import annotations

import re

from lark import Token, Tree

from .filters import parse_filter
from .phrases import Unread, Words, child, np_filter, trees
from .specs import Slot, StepSpec, Subject, TypeFilter
from .verbs_board import CLAUSES

_PROP = re.compile(r"\b(?:equal to its|igual al? su|como su) (power|toughness|fuerza|resistencia)\b")
_PROPS = {"power": "power", "toughness": "toughness", "fuerza": "power", "resistencia": "toughness"}
# "target creature an opponent controls … to that player": the player its own phrase named, its controller (608.2c)
_ITS_PLAYER = re.compile(r"\b(?:an opponent controls|target (?:player|opponent) controls|que controla un oponente"
                         r"|que controla el (?:jugador|oponente) objetivo)$")
_RECIPIENTS = {"to_its_controller": "its_controller", "to_itself": "itself", "to_source": "source",
               "to_that_player": "its_controller", "to_that_creature": "that_creature", "to_any_target": "any_target",
               "to_target": "target"}
_KIND_PARTS = ("lead_kind", "keyword_tail", "mass_control")
CREATURE = TypeFilter(alternatives=((frozenset({"creature"}), frozenset(), False, False),), noun="creature")


def _dealer(node: Tree[Token], text: Words, clause: str) -> tuple[str, TypeFilter]:
    """How the dealing object is named and its kind: "target …" (115.1), "each …", or "that creature" / "it" (bound
    to the object named before it by antecedents.py, 608.2c)."""
    words = text.low_of(node).split()
    nps = [t for t in trees(node) if t.data in ("np", "target_np")]
    kinds = [text.low_of(t) for t in trees(node) if t.data in _KIND_PARTS]
    named = child(node, "source")
    if named is not None and text.low_of(named) != "it":  # "you may have this creature deal …": the source itself
        return "source", CREATURE
    if words[0] in ("that", "esa", "you", "puedes"):  # "that creature", "you may have it deal …": named before it
        return "it", CREATURE
    if kinds:  # "Each creature you control with flying": the kind and its tails, one filter (as verbs_board reads)
        found = parse_filter(" ".join(kinds), text.lexicon)
        if found is None:
            raise Unread(clause)
        flt = found
    elif nps:
        flt = np_filter(nps[0], text) if nps[0].data == "np" else _spanish_np(nps[0], text)
    elif words[:2] == ["cada", "criatura"]:  # printed Spanish "Cada criatura se hace …" (one token)
        flt = CREATURE
    else:
        raise Unread(clause)
    if not flt.alternatives or not all("creature" in alt[0] for alt in flt.alternatives):
        raise Unread(clause)  # only a creature has the power it deals (208.1); a card in another zone is not read
    kind = "each" if words[0] in ("each", "cada") else "target"
    return kind, flt


def _spanish_np(node: Tree[Token], text: Words) -> TypeFilter:
    from .verbs_keywords import _spanish_target

    return _spanish_target(node, text)


def _recipient(node: Tree[Token], text: Words, dealer: str, clause: str) -> str:
    """Whom the damage is dealt to; "that player" only where the dealer's phrase named one ("… an opponent
    controls"), which is the dealer's controller."""
    to = next((t for t in trees(node) if t.data in _RECIPIENTS), None)
    if to is None:
        nps = [t for t in trees(node) if t.data in ("np", "target_np")]
        return "target" if len(nps) == 1 and dealer == "it" else "unread"
    if to.data == "to_that_player":
        nps = [t for t in trees(node) if t.data in ("np", "target_np")]
        if not nps or not _ITS_PLAYER.search(text.low_of(nps[0])):
            raise Unread(clause)
    return _RECIPIENTS[str(to.data)]


def object_damage(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """One ``object_damage`` step (see the module's docstring); "you may have it deal …" is the controller's choice
    (608.2d), another player's is not read."""
    said = _PROP.search(text.low_of(node))
    if said is None:
        raise Unread(clause)
    lead = text.low_of(node).split()[0]
    may = any(isinstance(c, Token) and c.type == "MAY_HAVE" for c in node.children) or lead == "puedes"
    if may and lead not in ("you", "puedes"):  # "the first player may have …": another player's choice, not read
        raise Unread(clause)
    dealer, flt = _dealer(node, text, clause)
    to = _recipient(node, text, dealer, clause)
    if to in ("unread", "that_creature") or (to == "target" and dealer != "it") or (
            dealer == "each" and to not in ("itself", "its_controller")):
        raise Unread(clause)  # two target words, each creature to one object named elsewhere, or "to that creature"
        # (the trigger event's or a chosen one: no recipient the step has, plan/object_damage.RECIPIENTS): not read
    extra: tuple[tuple[str, str], ...] = (("dealer", dealer), ("prop", _PROPS[said.group(1)]), ("to", to))
    if dealer == "target":
        extra = (*extra, ("target", "object"))
    elif lead in ("that", "esa"):  # "that creature": the one target before it, else the
        extra = (*extra, ("target", "object"), ("refers", "1"), ("that", "1"))  # trigger event's (that_object.py)
    elif dealer == "it":  # "you may have it deal …": the object named before it, bound by antecedents.py (608.2c)
        extra = (*extra, ("it", "1"), ("said", "it"))
    return [StepSpec(clause, "object_damage", Subject("you"), creatures=flt, players_too=False, optional=may,
                     extra=extra, slots=_target_slot(to, node, text))]


def _target_slot(to: str, node: Tree[Token], text: Words) -> tuple[Slot, ...]:
    """The recipient's kind when it is a target ("… to target creature", 115.1): the step's one slot."""
    if to != "target":
        return ()
    nps = [t for t in trees(node) if t.data in ("np", "target_np")]
    return (Slot(1, np_filter(nps[-1], text) if nps[-1].data == "np" else _spanish_np(nps[-1], text)),)


CLAUSES["object_damage"] = object_damage
