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

The same for activated abilities (602.2b: an activation cost changes as a spell's cost does): "Activated abilities
[of <kind>] cost {N} more/less to activate", for the players who control that kind (602.2: only a controller activates
its object's abilities), "Enchanted artifact's activated abilities …" (the permanent the source is attached to,
303.4b). Each rider printed with a change is a typed field the engine cites and narrates, never dropped: "up to"
(the one paying chooses how much, 601.2f), "unless they're mana abilities" (605.1a), "can't reduce … to less than one
mana", "reduces only the amount of colored mana you pay" (118.7b-c set aside), and "for each …" (the per_each reader's
count, as the rule applies). What none of them can say (a hybrid or Phyrexian symbol, 118.7e-f; a kind in another
zone; a keyword ability's cost) is refused with its words.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from ..model import CARD_TYPES
from .continuous import CLAUSES
from .filters import parse_filter
from .phrases import Unread, Words, bounds, trees
from .phrases import per_each as per_each_ref
from .specs import RuleChange, StepSpec, Subject, TypeFilter

_EN = re.compile(r"^(?:(?P<kind>.+?) )?spells (?:(?P<who>you|your opponents) cast )?(?:that target (?P<target>.+?) )?"
                 r"cost (?P<up_to>up to )?(?P<mana>(?:\{[^}]+\})+) "
                 r"(?P<dir>more|less) to cast"
                 r"(?P<colored>\. this effect reduces only the amount of colored mana you pay)?$")
_ES = re.compile(r"^(?:los )?hechizos(?: (?P<kind>.+?))??(?: que (?P<who>lanzas|lanzan tus oponentes))?"
                 r"(?: que (?:hacen objetivo|tienen como objetivo) (?:a |al )?(?P<target>.+?))? cuestan "
                 r"(?P<up_to>hasta )?(?P<mana>(?:\{[^}]+\})+) (?P<dir>mas|menos)(?: (?:en|para|de) lanzar(?:se|los)?)?"
                 r"(?P<colored>\. este efecto solo reduce la cantidad de mana de color que pagas)?$")
# "Activated abilities of creatures you control cost {2} less to activate" (602.2b): whose abilities, how much, and
# the riders printed with it ("unless they're mana abilities", 605.1a; "… to less than one mana")
_EN_ABILITIES = re.compile(
    r"^(?:(?P<attached>enchanted|equipped) (?P<noun>[a-z]+)'s )?activated abilities (?:of (?P<kind>.+?) )?"
    r"cost (?P<up_to>up to )?(?P<mana>(?:\{[^}]+\})+) (?P<dir>more|less) "
    r"to activate(?P<not_mana> unless they're mana abilities)?(?P<floor>\. this effect can't reduce the amount of "
    r"mana an ability costs to activate to less than one mana)?$")
_ES_ABILITIES = re.compile(
    r"^(?:las )?habilidades activadas(?: del (?P<noun>[a-z]+) (?P<attached>encantad|equipad)[oa]"
    r"| de (?:las |los )?(?P<kind>.+?))? cuestan (?P<up_to>hasta )?"
    r"(?P<mana>(?:\{[^}]+\})+) (?P<dir>mas|menos)(?: (?:en|para) activar(?:se|las)?)?"
    r"(?P<not_mana> a menos que sean habilidades de mana)?(?P<floor>\. este efecto no puede reducir a menos de un "
    r"mana la cantidad de mana que cuesta activar una habilidad)?$")
_ATTACHED = {"enchanted": "enchanted", "encantad": "enchanted", "equipped": "equipped", "equipad": "equipped"}
# whose abilities: only an object's controller activates its activated abilities (602.2)
_CONTROLLERS = {None: "each_player", "you": "you", "opponents": "each_opponent"}
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
    amount = _amount(m, clause)
    if m["up_to"] and m["target"]:
        raise Unread(clause)  # "… that target … cost up to": no printed card; never read half of it
    spells = _spells(m["kind"], text, es) if m["kind"] else TypeFilter(noun="spell")
    target, source = _targeting(m["target"], text, es) if m["target"] else (None, False)
    what = _kind_words(text, node, m, es, bool(spells.subtypes))
    change = RuleChange("change", "spell_cost", spells, amount=amount, what=what,
                        mana=m["mana"].upper(), targeting=target, targeting_source=source, up_to=bool(m["up_to"]),
                        colored_only=bool(m["colored"]))
    return [StepSpec(clause, "rule_change", Subject(_WHO[m["who"]]), players_too=False, change=change)]


def cost_change_per(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Instant and sorcery spells you cast cost {1} less to cast for each +1/+1 counter on this permanent": the same
    change, its symbols once for each object the "for each" reader counts (phrases.per_each), counted as the rule
    applies (611.3a: a static applies at each moment to the count there is then). "Up to" and the coloured-only
    rider with a count are refused: no card prints them and a half reading is worse than none."""
    token = node.children[0]
    (spec,) = cost_change(token, text, clause)
    assert spec.change is not None
    if spec.change.up_to or spec.change.colored_only or spec.change.targeting or spec.change.targeting_source:
        raise Unread(clause)
    per = next(t for t in trees(node) if t.data.startswith("per_"))
    return [replace(spec, amount_ref=per_each_ref(per, text))]


def ability_cost_change(node: Tree[Token] | Token, text: Words, clause: str) -> list[StepSpec]:
    """One ``rule_change`` step ``ability_cost`` (602.2b: an activation cost changes as a spell's does, 601.2f):
    the activated abilities of which objects ("of creatures you control"; none said: every activated ability), for
    the players who control them (602.2), and the riders printed with it, each kept in the typed change."""
    es = text.lexicon.lang == "es"
    m = (_ES_ABILITIES if es else _EN_ABILITIES).match(text.low_of(node))
    if m is None:
        raise Unread(clause)
    amount = _amount(m, clause)
    if m["floor"] and amount > 0:
        raise Unread(clause)  # a floor on an increase: no meaning
    kind = m["noun"] or m["kind"]
    objects = _ability_objects(kind, text) if kind else None
    who = "you" if m["attached"] else _CONTROLLERS.get(objects.control if objects is not None else None)
    if who is None:
        raise Unread(kind or clause)
    attached = _ATTACHED.get(m["attached"] or "")  # "Enchanted artifact's …": the permanent it is on (303.4b)
    change = RuleChange("change", "ability_cost", objects, amount=amount, what=kind or "", attached=attached,
                        mana=m["mana"].upper(), up_to=bool(m["up_to"]), not_mana=bool(m["not_mana"]),
                        at_least_one=bool(m["floor"]))
    return [StepSpec(clause, "rule_change", Subject(who), players_too=False, change=change)]


def _amount(m: re.Match[str], clause: str) -> int:
    """The mana more (> 0) or less (< 0), refusing what cannot be evaluated: no mana, a symbol not plain ({X},
    hybrid, Phyrexian: 118.7e-f ask a choice or a colour the reading does not keep), "up to" more, and "reduces only
    the amount of colored mana" on anything but a reduction of coloured symbols."""
    symbols = re.findall(r"\{([^}]+)\}", m["mana"])
    if not symbols or not all(s.isdigit() or s in "wubrgc" for s in symbols):
        raise Unread(clause)
    amount = sum(int(s) if s.isdigit() else 1 for s in symbols)
    more = m["dir"] in ("more", "mas")
    colored = "colored" in m.groupdict() and m["colored"]
    if not amount or (m["up_to"] and more) or (colored and (more or not all(s in "wubrg" for s in symbols))):
        raise Unread(clause)
    return amount if more else -amount


def _ability_objects(kind: str, text: Words) -> TypeFilter:
    """"creatures you control", "white enchantments", "las criaturas que controlas": permanents (109.2) of a kind the
    object lexicon reads, with nothing it would have to drop (a keyword, a comparison, counters); "creature cards in
    your graveyard" (another zone) is refused."""
    found = parse_filter(kind, text.lexicon)
    if (found is None or found.keywords or found.not_keywords or found.not_source or found.greatest
            or found.unknown_props or found.compares or found.counters or found.how_many_colors or found.chosen
            or found.tapped is not None or found.combat):
        raise Unread(kind)
    return found

def _kind_words(text: Words, node: Tree[Token] | Token, m: re.Match[str], es: bool, subtype: bool) -> str:
    """The spells as printed ("Artifact and enchantment spells", "hechizos de criatura"), for the narration where
    the board says no more (the folded text has the printed one's length: cut by position); a subtype keeps its
    capital ("Minotaur spells", 205.3: a proper noun), a card type or colour is said mid-sentence."""
    start = bounds(node)[0]
    if es:
        end = m.end("kind") if m["kind"] else len("los hechizos")
        return re.sub(r"^(?:los|Los) ", "", text.orig[start:start + end])
    said = text.orig[start:start + m.end("kind")] + " spells" if m["kind"] else "spells"
    return said if subtype and m["kind"] else said[:1].lower() + said[1:]


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
CLAUSES["cost_change_per"] = cost_change_per
CLAUSES["ability_cost_change"] = ability_cost_change
