"""Damage to "any target" (115.4): one target that is a creature, a player or a planeswalker.

Why apart from the other damage clauses (sentences.py): their recipients are players and kinds of
permanents the engine finds on the board; this one is a single target the scenario names (``target``,
a player's or a permanent's name), so it becomes its own step (plan ``DamageAnyTarget``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .attached_damage import attached_damage, attached_source
from .filters import parse_filter
from .phrases import (
    Unread,
    Words,
    amount_fields,
    amount_of,
    amount_ref,
    child,
    filter_list,
    np_filter,
    target_phrase,
    trees,
)
from .specs import CountRef, StepSpec, Subject, TypeFilter
from .target_counts import TARGETS, target_count_detail
from .text import fold


def any_target_damage(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"… deals 3 damage to any target" / "hace 3 puntos de daño a cualquier objetivo": the one target, named by
    the scenario's ``target`` (the grammar's rules name nothing else as a recipient of it)."""
    source = _source_said(node, text)
    np = child(node, "np")  # "to target creature": that kind only (115.1); without one, any target (115.4)
    holder = _of_that_player(node, np, text)  # "target creature that player controls": that player's (115.1)
    if np is not None and not holder and re.search(r"\b(?:that player|ese jugador)\b", text.low_of(np)):
        raise Unread(text.of(np))  # "that player" anywhere else in the phrase: not read here
    creatures = None if np is None else (_that_players_kind(np, text) if holder and child(node, "target_tail") is None
                                         else _target_kind(node, np, text))
    if np is not None and creatures is not None and not all(
            types & {"creature", "planeswalker"} for types, *_ in creatures.alternatives):
        raise Unread(text.of(np))  # damage is dealt to creatures, planeswalkers and players only (120.1)
    common = {"source": source, "players_too": False, "creatures": creatures,
              "extra": (("target", "object" if np is not None else "any"), *holder, *said_it(node, text))}
    attached = attached_source(source)  # "Enchanted creature deals …": that creature's damage (attached_damage.py)
    if node.data == "damage_any_target":
        if attached:
            raise Unread(clause)
        fields = amount_fields(amount_of(node), text)
        return [StepSpec(clause, "damage", Subject("you"), **fields, **common)]  # type: ignore[arg-type]
    ref = subject_value(next(k for k in trees(node) if k.data not in ("source", "np", "target_tail")), text)
    if attached:
        return [attached_damage(clause, attached, ref, "target" if np is not None else "any_target", creatures)]
    return [StepSpec(clause, "damage", Subject("you"), amount_ref=ref, **common)]  # type: ignore[arg-type]


_THAT_PLAYERS = {"en": " that player controls", "es": "que controla ese jugador"}


def _of_that_player(node: Tree[Token], np: Tree[Token] | None, text: Words) -> tuple[tuple[str, str], ...]:
    """("holder", "that_player") when the target is "… that player controls" / "… que controla ese jugador" (the
    player the trigger or an earlier instruction names, bound as every verb's "that player" is, 608.2c)."""
    if np is None:
        return ()
    tail = child(node, "target_tail")
    said = text.low_of(tail) if tail is not None else text.low_of(np)
    ends = said == _THAT_PLAYERS["es"] if tail is not None else said.endswith(_THAT_PLAYERS["en"])
    return (("holder", "that_player"),) if ends else ()


def _that_players_kind(np: Tree[Token], text: Words) -> TypeFilter:
    """The kind of "target creature that player controls", without whose it is (the step's holder says that)."""
    phrase = text.low_of(np).removesuffix(_THAT_PLAYERS["en"])
    flt = parse_filter(phrase, text.lexicon)
    if flt is None or flt.control is not None:
        raise Unread(text.of(np))
    return flt


def _target_kind(node: Tree[Token], np: Tree[Token], text: Words) -> TypeFilter:
    """The targeted kind, with printed Spanish's tail after "objetivo" ("… a la criatura objetivo que controla un
    oponente"): read with the noun, as English says it."""
    tail = child(node, "target_tail")
    if tail is None:
        return np_filter(np, text)
    if text.low_of(tail) == _THAT_PLAYERS["es"]:  # "la criatura objetivo que controla ese jugador": the words alone
        flt = parse_filter(" ".join(text.low_of(w) for w in trees(np) if w.data == "np_word"), text.lexicon) \
            if np.data == "np" else None
        if flt is None:
            flt = parse_filter(text.low_of(np), text.lexicon)
        if flt is None:
            raise Unread(text.of(node))
        return flt
    if "ese jugador" in text.low_of(tail):
        raise Unread(text.of(tail))  # whose it must be is not checked here (as "that player" above)
    phrase = target_phrase(node, text)
    flt = parse_filter(phrase, text.lexicon) or filter_list(phrase, text)
    if flt is None:
        raise Unread(text.of(node))
    return flt


# "its power" / "su fuerza" said by the sentence whose subject deals the damage
_SUBJECTS_OWN = frozenset({"its power", "su fuerza"})


def subject_value(node: Tree[Token], text: Words) -> CountRef:
    """The amount of "<source> deals damage equal to its power to …": "its" is the sentence's subject, the source
    itself (608.2c), never a card an earlier instruction moved; any other amount as ``amount_ref`` reads it."""
    ref = amount_ref(node, text)
    if ref.kind == "card" and ref.option == "power" and text.low_of(node) in _SUBJECTS_OWN:
        return replace(ref, kind="source")
    return ref


def divided_damage(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"… deals 4 damage divided as you choose among any number of target creatures" (601.2d): one step whose
    targets (``target``) and division (``division``) the scenario gives; "among one or two targets": any targets
    (115.4), players too."""
    np = child(node, "np")
    return [_counted_damage(node, text, clause, np, ("target", "divided"), ("any", "" if np is not None else "1"))]


def each_target_damage(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Jagged Lightning deals 3 damage to each of two target creatures" / "… hace 3 puntos de daño a cada una de dos
    criaturas objetivo" (601.2c): the whole amount to each target of the counted word (not divided, 601.2d);
    creatures and planeswalkers only (120.1)."""
    np = child(node, "np")
    if np is None:
        raise Unread(text.of(node))
    return [_counted_damage(node, text, clause, np, ("target", "each"))]


def _source_said(node: Tree[Token], text: Words) -> str:
    """The damage's source as said; Spanish may leave it unsaid ("hace 2 puntos de daño a cualquier objetivo"), and
    "it" is the source itself (608.2c), never an object called "It": both "this permanent"."""
    named = child(node, "source")
    source = text.of(named) if named is not None else "this permanent"
    return "this permanent" if fold(source) == "it" else source


SOURCE_IT = "source_it"  # the damage's source said "it" or left unsaid (damage_dealers.py checks whom it names)


def said_it(node: Tree[Token], text: Words) -> tuple[tuple[str, str], ...]:
    """``((SOURCE_IT, "1"),)`` when the damage's source is said "it" or, in Spanish, left unsaid: a pronoun whose
    antecedent damage_dealers.py checks is the source (608.2c), and a created trigger binds (delayed_events.py)."""
    named = child(node, "source")
    return ((SOURCE_IT, "1"),) if named is None or fold(text.of(named)) in ("it", "it also") else ()


def _up_to_one(node: Tree[Token]) -> bool:
    """"… to each of up to one target creature": no target is a legal choice (601.2c), which the one-target reading
    (``target_count_detail`` gives none for "up to one") would lose; read as at most one, never exactly one."""
    return child(node, "tc_up_to") is not None


def _counted_damage(node: Tree[Token], text: Words, clause: str, np: Tree[Token] | None,
                    *how: tuple[str, str]) -> StepSpec:
    """One damage step to a counted target word ("among any number of target creatures", "to each of two target
    creatures"): its kind creatures or planeswalkers only (120.1; none said: any targets, 115.4), its count
    (601.2c) and ``how`` the amount goes to them."""
    if attached_source(_source_said(node, text)):  # the attached creature dealing it: not read here
        raise Unread(clause)
    creatures = _target_kind(node, np, text) if np is not None else None
    if np is not None and creatures is not None and not all(
            types & {"creature", "planeswalker"} for types, *_ in creatures.alternatives):
        raise Unread(text.of(np))  # damage is dealt to creatures, planeswalkers and players only (120.1)
    counted = target_count_detail(node, text) or ((TARGETS, "0-1" if _up_to_one(node) else "1-1"),)
    fields = amount_fields(amount_of(node), text)
    return StepSpec(clause, "damage", Subject("you"), **fields, source=_source_said(node, text),  # type: ignore[arg-type]
                    players_too=False, creatures=creatures, extra=(*how, *counted, *said_it(node, text)))


def that_any_target_damage(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"… deals 4 damage to that permanent or player (instead)": the player, creature or planeswalker the one "any
    target" before it names (115.4, 608.2c), the scenario's ``target`` again; checked by :func:`check_any_again`."""
    source = _source_said(node, text)
    if attached_source(source):  # the attached creature dealing it: not read here
        raise Unread(clause)
    fields = amount_fields(amount_of(node), text)
    return [StepSpec(clause, "damage", Subject("you"), source=source, players_too=False,
                     extra=(("target", "any"), ("any_again", "1"), *said_it(node, text)), **fields)]  # type: ignore[arg-type]


def check_any_again(steps: list[StepSpec]) -> None:
    """"That permanent or player" names the one "any target" an earlier instruction of the effect named (608.2c);
    with none, or with several target words before it, refused (which one it is, is not guessed)."""
    targets = 0
    for step in steps:
        if step.detail("any_again"):
            if targets != 1:
                raise Unread(step.text)
            continue
        if step.detail("target") in ("any", "object", "divided", "each") or step.slots:
            targets += 1 if step.detail("target") == "any" else 2  # only one "any target" before it names it


def decided_by_you(node: Tree[Token], clause: str) -> list[Tree[Token] | Token]:
    """The words after "<who> may have" (Spanish "puedes hacer que …": all of them, "you" unsaid), when the one who
    decides is the controller, "you" (608.2d); "the first player may have …" is another player's decision, refused."""
    said = [i for i, c in enumerate(node.children) if isinstance(c, Token) and c.type == "MAY_HAVE"]
    if not said:
        return list(node.children)
    if any(who.data != "you" for who in trees(Tree("who", node.children[:said[0]]))):
        raise Unread(clause)
    return node.children[said[0] + 1:]


def may_any_target_damage(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"You may have it deal 3 damage to target creature", "… deal damage to target creature equal to the number of
    artifacts you control": the same damage, the controller's choice whether it is dealt (608.2d), asked as the
    instruction is reached (the amount then, 608.2h)."""
    kept = decided_by_you(node, clause)
    plain = "damage_any_target" if child(node, "amount") is not None else "damage_any_target_ref"  # "… equal to …"
    return [replace(s, optional=True) for s in any_target_damage(Tree(plain, kept, node.meta), text, clause)]


CLAUSES = {"may_damage_any_target": may_any_target_damage,
           "damage_any_target": any_target_damage, "damage_any_target_ref": any_target_damage,
           "damage_that_any_target": that_any_target_damage,
           "damage_divided": divided_damage, "damage_each_target": each_target_damage}
