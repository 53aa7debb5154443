"""Static abilities that change what spells cost (601.2f): "Artifact and enchantment spells your opponents cast
cost {2} more to cast", "Creature spells you cast cost {1} less to cast", "Noncreature spells cost {1} more to
cast", and printed Spanish ("Los hechizos de criatura que lanzas cuestan {1} menos en lanzarse").

Why a typed change and not a dropped sentence: nothing moves when such an ability is read, but it is a rule in
force while its source is on the battlefield (604.1, 611.3a) — the result reports it per player it applies to
(``RuleChange`` kind ``change``, act ``spell_cost``), with which spells (the object lexicon's filter, which refuses
a kind it does not know), the mana symbols and whether more or less. "X and Y spells" are spells that are X or Y
(each of the kinds named, 205.4-like plural of a list); kinds of different facets ("artifact and Goblin spells")
are refused, not merged. Who casts them: "you cast" (the controller), "your opponents cast" (each opponent), none
said (every player, 601.2f applies to any spell).
"""

from __future__ import annotations

import re

from lark import Token, Tree

from ..model import CARD_TYPES
from .continuous import CLAUSES
from .filters import parse_filter
from .phrases import Unread, Words, bounds
from .specs import RuleChange, StepSpec, Subject, TypeFilter

_EN = re.compile(r"^(?:(?P<kind>.+?) )?spells (?:(?P<who>you|your opponents) cast )?(?:that target (?P<target>.+?) )?"
                 r"cost (?P<mana>(?:\{[^}]+\})+) "
                 r"(?P<dir>more|less) to cast$")
_ES = re.compile(r"^(?:los )?hechizos(?: (?P<kind>.+?))??(?: que (?P<who>lanzas|lanzan tus oponentes))?"
                 r"(?: que (?:hacen objetivo|tienen como objetivo) (?:a |al )?(?P<target>.+?))? cuestan "
                 r"(?P<mana>(?:\{[^}]+\})+) (?P<dir>mas|menos)(?: (?:en|para|de) lanzar(?:se|los)?)?$")
_WHO = {None: "each_player", "you": "you", "your opponents": "each_opponent", "lanzas": "you",
        "lanzan tus oponentes": "each_opponent"}
_EN_PARTS = re.compile(r"(?: spells)?,? (?:and|or) (?:spells )?|, ")  # "blue spells and red" → blue | red
_ES_PARTS = re.compile(r",? (?:y|o) (?:de )?|, (?:de )?")


def cost_change(node: Tree[Token] | Token, text: Words, clause: str) -> list[StepSpec]:
    """One ``rule_change`` step: the players whose spells of that kind cost more or less (601.2f)."""
    low = text.low_of(node)
    es = text.lexicon.lang == "es"
    m = (_ES if es else _EN).match(low)
    if m is None:
        raise Unread(clause)
    symbols = re.findall(r"\{([^}]+)\}", m["mana"])
    amount = sum(int(s) if s.isdigit() else 1 for s in symbols)
    if not amount:
        raise Unread(clause)
    spells = _spells(m["kind"], text, es) if m["kind"] else TypeFilter(noun="spell")
    more = m["dir"] in ("more", "mas")
    target, source = _targeting(m["target"], text, es) if m["target"] else (None, False)
    change = RuleChange("change", "spell_cost", spells, amount=amount if more else -amount,
                        what=_kind_words(text, node, m, es), mana=m["mana"].upper(), targeting=target,
                        targeting_source=source)
    return [StepSpec(clause, "rule_change", Subject(_WHO[m["who"]]), players_too=False, change=change)]


def _kind_words(text: Words, node: Tree[Token] | Token, m: re.Match[str], es: bool) -> str:
    """The spells as printed ("Artifact and enchantment spells", "hechizos de criatura"), for the narration where
    the board says no more (the folded text has the printed one's length: cut by position)."""
    start = bounds(node)[0]
    if es:
        end = m.end("kind") if m["kind"] else len("los hechizos")
        return re.sub(r"^(?:los|Los) ", "", text.orig[start:start + end])
    said = text.orig[start:start + m.end("kind")] + " spells" if m["kind"] else "spells"
    return said[:1].lower() + said[1:]


def _spells(kind: str, text: Words, es: bool) -> TypeFilter:
    """"artifact and enchantment" → artifact or enchantment spells; "noncreature", "blue spells and red", "beast"."""
    if es:
        kind = re.sub(r"^que no (?:son|sean) de ", "no ", re.sub(r"^de ", "", kind))
    parts = [p for p in (_ES_PARTS if es else _EN_PARTS).split(kind) if p]
    read = [parse_filter(p if es else f"{p} card", text.lexicon) for p in parts]
    if any(kind not in CARD_TYPES for f in read if f is not None for req, forbidden, _, _ in f.alternatives
           for kind in (*req, *forbidden)):
        raise Unread(kind)  # "legendary spells": a supertype (205.4), not a kind the spells' narration has
    if any(f is None or f.keywords or f.not_keywords or f.control or f.not_source or f.greatest or f.unknown_props
           or f.compares or f.counters or f.how_many_colors or f.chosen for f in read):
        raise Unread(kind)
    filters = [f for f in read if f is not None]
    if len(filters) == 1:  # one kind, said in full ("white creature spells")
        only = filters[0]
        return TypeFilter(only.alternatives, "spell", colors=only.colors, not_colors=only.not_colors,
                          subtypes=only.subtypes, not_subtypes=only.not_subtypes, colored=only.colored)
    facets = {_facet(f) for f in filters}
    if len(facets) != 1 or None in facets:
        raise Unread(kind)  # "artifact and Goblin spells": two facets, never merged into one reading
    return TypeFilter(tuple(a for f in filters for a in f.alternatives), "spell",
                      colors=frozenset().union(*(f.colors for f in filters)),
                      not_colors=frozenset().union(*(f.not_colors for f in filters)),
                      subtypes=frozenset().union(*(f.subtypes for f in filters)),
                      not_subtypes=frozenset().union(*(f.not_subtypes for f in filters)))


_SOURCE_WORDS = frozenset({"this permanent", "this creature", "este permanente", "esta criatura", "el", "ella"})


def _targeting(said: str, text: Words, es: bool) -> tuple[TypeFilter | None, bool]:
    """What the spells must target (601.2f: the cost is known once targets are chosen, 601.2c): the source itself
    ("that target this permanent", its name read as such) or one permanent of a kind the controller controls ("a
    Merfolk you control", "a creature or planeswalker you control"); anything else ("you or a permanent you
    control", "enchanted player") is refused with its words."""
    if said in _SOURCE_WORDS:
        return None, True
    article = re.match(r"^(?:a|an|una?) ", said)
    found = parse_filter(said[article.end():], text.lexicon) if article else None
    if (found is None or found.control != "you" or found.keywords or found.unknown_props
            or found.compares or found.chosen or not found.alternatives and not found.subtypes):
        raise Unread(said)
    return found, False


def _facet(f: TypeFilter) -> str | None:
    """What one kind says: card types, colours or subtypes (one of them, else None)."""
    said = [name for name, on in (("types", bool(f.alternatives)), ("colors", bool(f.colors or f.not_colors)),
                                  ("subtypes", bool(f.subtypes or f.not_subtypes)), ("colored", f.colored is not None))
            if on]
    return said[0] if len(said) == 1 else None


CLAUSES["cost_change"] = cost_change
