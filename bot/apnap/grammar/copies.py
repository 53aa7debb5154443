"""Copies of permanents (707.2) as one family of verbs: "Create a token that's a copy of target creature you
control", "Create two tokens that are copies of target artifact", "Create a token that's a copy of this creature"
(printed Spanish: "Crea una ficha que es una copia de la criatura objetivo que controlas", "… dos fichas que son
copias de esta criatura").

Why a module of its own: what is copied is read here once (a target of the object lexicon, or the source), and
plan/copies.py and engine/act_copies.py make the copy from the copiable values of engine/copiable.py. A sentence
this does not follow — "…, except it's a 1/1" (707.9b), "that are tapped and attacking" — has no rule, so it is
refused by the grammar with its words.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .choice_words import COLOR_OF
from .filters import parse_filter
from .lexicon import EN
from .next_turn import lasting
from .phrases import Unread, Words, arg, child, count_value, np_filter
from .referent_kinds import EVENT
from .spanish_terms import es_subtype
from .specs import Slot, StepSpec, Subject
from .subtypes import creature_types
from .target_counts import target_count_detail
from .verbs import _NOBODY, Context, _verb
from .verbs_board import CLAUSES as BOARD_CLAUSES
from .verbs_board import _keyword, _self_ref, _target_np
from .verbs_keywords import _spanish_target

_CARD_TYPES = {"artifact": "artifact", "creature": "creature", "enchantment": "enchantment", "land": "land",
               "artefacto": "artifact", "criatura": "creature", "encantamiento": "enchantment", "tierra": "land"}


_EXCEPTS = frozenset({"except_keywords", "except_not_legendary", "except_type", "except_pt", "except_pt_kind"})


def copy_exceptions(node: Tree[Token], text: Words) -> tuple[tuple[str, str], ...]:
    """What the copy effect changes as part of copying (707.9a-b), as the step's details: keywords it has
    ("except it has haste"), a card type in addition ("except it's an artifact in addition to its other types"),
    "except they're not legendary", a size ("except it's 7/7"), several joined ("except it's a 1/1 and it has
    flying"); none when the sentence says no "except". One kind said twice is refused (which would win?)."""
    said: dict[str, list[str]] = {}
    for kind in (k for k in node.children if isinstance(k, Tree) and k.data in _EXCEPTS):
        for key, value in _exceptions_of(kind, text):
            if key in said and key != "except_keywords":
                raise Unread(text.of(kind))
            said.setdefault(key, []).append(value)
    return tuple((key, ",".join(values)) for key, values in said.items())


def _exceptions_of(kind: Tree[Token], text: Words) -> list[tuple[str, str]]:
    """One exception's details; "except it's a 4/4 black Zombie" (707.9b) is three: its size, its colour (105.3) and
    its creature types (205.1a: set, so they replace the copied ones), each word read or the whole refused."""
    if kind.data != "except_pt_kind":
        return [_one_exception(kind, text)]
    size = next(t for t in kind.children if isinstance(t, Token) and t.type == "PT")
    words = next(str(t) for t in kind.children if isinstance(t, Token) and t.type in ("COPY_KIND", "ES_COPY_KIND"))
    colors = [COLOR_OF[w] for w in words.split() if w in COLOR_OF]
    types = [_creature_type(w, text) for w in words.split() if w not in COLOR_OF]
    if not re.fullmatch(r"\d+/\d+", str(size)) or len(colors) > 1 or not types or None in types:
        raise Unread(text.of(kind))
    return [("except_pt", str(size)), *((("except_color", colors[0]),) if colors else ()),
            ("except_creature_types", ",".join(t for t in types if t))]


def _creature_type(word: str, text: Words) -> str | None:
    """The creature type (205.3m) a word names, as the CR prints it ("zombie" → "Zombie"; Spanish through the
    terminology); None for any other word."""
    english = {word} if text.lexicon.lang == "en" else set(es_subtype(word))
    found = [t for t in creature_types() if t.lower() in english]
    return found[0] if len(found) == 1 else None


def _one_exception(kind: Tree[Token], text: Words) -> tuple[str, str]:
    if kind.data == "except_keywords":
        return "except_keywords", ",".join(_keyword(k, text) for k in kind.find_data("keyword"))
    if kind.data == "except_not_legendary":
        return "except_not_legendary", "1"
    if kind.data == "except_pt":  # "…, except it's 7/7" (707.9b: the copy's power and toughness are set)
        size = next(t for t in kind.children if isinstance(t, Token) and t.type == "PT")
        if not re.fullmatch(r"\d+/\d+", str(size)):
            raise Unread(text.of(kind))
        return "except_pt", str(size)
    type_word = text.low_of(arg(kind, "type_word"))
    if type_word not in _CARD_TYPES:
        raise Unread(text.of(kind))
    return "except_type", _CARD_TYPES[type_word]


def _how_many(node: Tree[Token], c: Context) -> tuple[int | None, bool]:
    """The printed number of tokens ("a", "two", "X": None with ``uses_x``); "that many" is not read here."""
    n = count_value(arg(node, "count"), c.text)
    if n is not None and n < 1:
        raise Unread(c.text.of(node))
    return n, n is None


@_verb("copy_token_target")
def _copy_token_target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Create a token that's a copy of target creature [you control]" (707.2, 115.1): the target the scenario names,
    copied by the controller, who owns and controls the tokens (111.2). Another player creating it ("target
    opponent creates a token that's a copy of …") is not read: whose target it is would be a guess."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    n, uses_x = _how_many(node, c)
    _np, flt = _target_np(node, c)
    extra = (("target", "object"), ("copy_of", "target"), *target_count_detail(node, c.text),
             *copy_exceptions(node, c.text))
    return [c.step("create", subject=c.subject, creatures=flt, players_too=False, amount=n, uses_x=uses_x,
                   extra=extra)]


@_verb("create_copy_of_it")
def _create_copy_of_it(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"… creates a token that's a copy of it": the one object targeted before it (608.2c), as "that permanent" is,
    its noun ``it`` (said so again); with no one target before it, leads.py and copies.bind_copied refuse it."""
    if count_value(arg(node, "count"), c.text) != 1:
        raise Unread(c.text.of(node))
    return [c.step("create", amount=1, extra=(("copy", "target"), ("noun", "it"),
                                              *copy_exceptions(node, c.text)))]  # 707.9b


@_verb("copy_token_self")
def _copy_token_self(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Create a token that's a copy of this creature" (707.2): the source, by its controller (111.2)."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    _self_ref(node, c)
    n, uses_x = _how_many(node, c)
    said = c.text.low_of(arg(node, "self_ref"))
    return [c.step("create", amount=n, uses_x=uses_x,
                   extra=(("copy_of", "source"), ("said", said), *copy_exceptions(node, c.text)))]


def bind_copied(steps: list[StepSpec], antecedent: str) -> list[StepSpec]:
    """"A copy of that creature" (608.2c): with one object targeted before it, that target (as it last existed,
    608.2h: "Exile target attacking creature. Create a token that's a copy of that creature."); with none, the
    trigger event's object ("Whenever another nontoken artifact enters the battlefield under your control, … create
    a token that's a copy of that artifact", 603.2), the copy of a target then, when the trigger's event leaves its
    object on the battlefield (``antecedent``, antecedents.outside_antecedent: "enters", "attacks"; after "dies" it
    is a card in a graveyard, not followed here), made by the controller or by "its controller" (the event's object's,
    Dual Nature); several targets: which one is not said, so refused (leads.check_references)."""
    out: list[StepSpec] = []
    for step in steps:
        named = [s for s in out if _names_a_target(s)]
        if step.detail("copy") == "target" and step.detail("noun") == "it" and len(named) == 1 \
                and named[0].creatures is not None:  # "a copy of it": said as printed, of the target's kind
            keep = tuple(kv for kv in step.extra if kv[0] != "noun")
            step = replace(step, extra=(*keep, ("noun", named[0].creatures.noun or "permanent"), ("said_it", "1")))
        if step.detail("copy") == "target" and not named:
            if step.subject.kind not in ("you", "object_controller") or step.optional or not antecedent.startswith(
                    EVENT):  # "its controller creates …": the event's object's controller (Dual Nature, 111.2)
                raise Unread(step.text)  # any other player's copy of the event's object: not read
            flt = parse_filter(step.detail("noun", "creature"), EN)
            if flt is None:
                raise Unread(step.text)
            keep = tuple(kv for kv in step.extra if kv[0] not in ("copy", "noun"))
            step = replace(step, creatures=flt, players_too=False,
                           extra=(*keep, ("copy_of", "target"), ("event_object", "permanent")))
        out.append(step)
    return out


def _names_a_target(step: StepSpec) -> bool:
    """A step that targets one object "it" may name: a permanent, or one card in a graveyard ("Exile target creature
    card from a graveyard. Create a token that's a copy of it.": the card, whose copiable values it has in any zone,
    707.2; several cards, "Exile two target cards …", are no one "it")."""
    if step.detail("target_card") and step.detail("target_card") != "target_player":
        return True  # several ("Exile two target cards …") are refused by leads.check_references
    return step.detail("target") == "object" and not step.detail("refers") and not step.detail("event_object")


_UNTIL_EOT = re.compile(r"\buntil (?:end of|your next) turn\b|\bhasta (?:el final del? turno|tu proximo turno)\b")


def become_copy_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Mizzium Transreliquat becomes a copy of target artifact until end of turn", "it becomes a copy of another
    target nonlegendary attacking creature until end of turn" (707.2, 613.2a): the source takes the target's copiable
    values, keeping its counters and status (707.4: it stays the same object); "it" is bound to the source by
    antecedents.py, or refused."""
    c = Context(text, clause, _NOBODY)
    it: tuple[tuple[str, str], ...] = (("it", "1"),)
    if child(node, "self_ref") is not None:
        _self_ref(node, c)
        it = ()
    _np, flt = _target_np(node, c)
    duration = lasting(node) if _UNTIL_EOT.search(text.low_of(node)) else "indefinite"
    return [c.step("become_copy", creatures=flt, players_too=False,
                   extra=(("target", "object"), ("copy_of", "become"), ("duration", duration), *it,
                          *copy_exceptions(node, text)))]


def become_copy_target_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Target artifact you control becomes a copy of another target artifact or creature you control until end of
    turn, except it's an artifact in addition to its other types" (707.2, 613.2a): two target words (115.3), the first
    the permanent that becomes the copy, the second what it copies; "another" (printed Spanish "otra … objetivo") is
    not the first one. The duration is "until end of turn" or none (indefinite); any other is refused."""
    kinds = [t for t in node.children if isinstance(t, Tree) and t.data in ("np", "target_np")]
    if len(kinds) != 2:
        raise Unread(clause)
    first, second = (_spanish_target(k, text) if k.data == "target_np" else np_filter(k, text) for k in kinds)
    another = any(isinstance(t, Token) and t.type in ("ANOTHER_TARGET", "OTRA_OBJETIVO")
                  for k in (node, kinds[1]) for t in k.children)
    duration = lasting(node) if _UNTIL_EOT.search(text.low_of(node)) else "indefinite"
    return [StepSpec(clause, "become_copy", _NOBODY, creatures=second, players_too=False, slots=(Slot(1, first),),
                     extra=(("target", "object"), ("copy_of", "become_target"), ("duration", duration),
                            *((("another", "1"),) if another else ()), *copy_exceptions(node, text)))]


_SELF_NOUNS_ES = {"criatura": "creature", "artefacto": "artifact", "encantamiento": "enchantment",
                  "permanente": "permanent", "tierra": "land"}


def enter_as_copy_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"You may have Clone enter the battlefield as a copy of any creature on the battlefield" (707.5, 614.1c): as the
    source enters, its controller may choose a permanent of that kind (not a target, 115.10: "any"), and the source
    enters as a copy of it, with the "except …" the card says (707.9); printed Spanish "Puedes hacer que … entre al
    campo de batalla como una copia de cualquier criatura en el campo de batalla". Another player having it is not
    read (whose choice it is would be a guess)."""
    who = child(node, "subject")
    if who is not None and text.low_of(who) != "you":
        raise Unread(clause)
    c = Context(text, clause, Subject("you"), optional=True)
    _self_ref(node, c)
    flt = parse_filter(text.low_of(arg(node, "np")), text.lexicon)
    if flt is None:
        raise Unread(text.of(arg(node, "np")))
    noun = text.low_of(arg(node, "self_ref")).split()[-1]  # "this creature" / "esta criatura": kept in English,
    said = f"this {_SELF_NOUNS_ES.get(noun, noun)}"  # so both languages read into one plan (the reading says it back)
    return [c.step("enter_as_copy", creatures=flt, players_too=False,
                   extra=(("copy_of", "enter"), ("said", said), *copy_exceptions(node, text)))]


BOARD_CLAUSES.update({"becomes_copy": become_copy_clause, "enter_as_copy": enter_as_copy_clause,
                      "becomes_copy_target": become_copy_target_clause})
