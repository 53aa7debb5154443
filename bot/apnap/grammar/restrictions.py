"""The meaning of restrictions on objects (101.2: a "can't" beats any "can"): "Instant and sorcery spells you control
can't be countered", "Creature spells you control can't be countered", "Activated abilities of artifacts can't be
activated", "Activated abilities of creatures your opponents control can't be activated".

Why a typed :class:`~.specs.Shield` (``kind`` ``cant``) and not a dropped clause: such a static changes nothing now
(604.1), yet the result must say which objects it covers, whose, and for how long; the kind is read by the object
lexicon (a spell's kind as a card's), so a word it does not know is refused, never dropped.

Handlers register into continuous.py's clause registry (``CLAUSES``), read by sentences.py.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .choice_words import COLORS
from .continuous import _clause
from .filters import parse_filter
from .phrases import Unread, Words, child, trees
from .specs import Shield, StepSpec, Subject, TypeFilter

_YOU = Subject("you")
_WHOSE = {"you control": "you", "your opponents control": "opponents"}
# Printed Spanish says whose after the noun, inside it ("de las criaturas que controlan tus oponentes")
_ES_WHOSE = re.compile(r" que (?:(?P<you>controlas)|controlan tus (?:oponentes|adversarios))$")


def _whose(node: Tree[Token], text: Words) -> str | None:
    mass = child(node, "mass_control")
    return None if mass is None else _WHOSE[text.low_of(mass)]


@_clause("spells_cant_be_countered")
def spells_cant_be_countered(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """101.2, 701.6a: "Instant and sorcery spells you control can't be countered" — spells of that kind (a spell
    with any of the types named); a kind that is not a kind of spell is refused."""
    if text.lexicon.lang == "es":
        flt, whose = _es_spells(node, text)
    else:
        kinds = [text.low_of(t) for t in trees(node) if t.data == "lead_kind"]
        words = " or ".join(kinds)  # "instant and sorcery spells": a spell that is an instant or a sorcery
        if not words.endswith(("spells", "spell")):
            raise Unread(text.of(node))
        flt = parse_filter(words.rsplit(" ", 1)[0] + " card", text.lexicon)
        whose = _whose(node, text)
    if flt is None or flt.keywords or flt.control or flt.unknown_props or flt.greatest or flt.chosen:
        raise Unread(text.of(node))
    return [StepSpec(clause, "rule_change", _YOU, players_too=False,
                     shield=Shield("cant", event="be_countered", to="kind", to_objects=flt, whose=whose or ""))]


# "Los hechizos de instantáneo y de conjuro que controlas": the kinds (a spell of any of them) and whose
_ES_SPELLS = re.compile(r"hechizos? de (?P<kinds>.+?)(?: que (?P<whose>controlas|controlan tus oponentes))?")


def _es_spells(node: Tree[Token], text: Words) -> tuple[TypeFilter | None, str | None]:
    np = next(t for t in trees(node) if t.data == "np")
    found = _ES_SPELLS.fullmatch(text.low_of(np))
    if found is None:
        raise Unread(text.of(np))
    kinds = re.sub(r" y (?:de )?", " o ", found["kinds"])  # "de instantáneo y de conjuro": either kind (101.2)
    whose = {"controlas": "you", "controlan tus oponentes": "opponents"}.get(found["whose"] or "")
    return parse_filter(f"carta de {kinds}", text.lexicon), whose


@_clause("abilities_cant_be_activated")
def abilities_cant_be_activated(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """101.2, 602.5: "Activated abilities of artifacts can't be activated" — every activated ability (mana abilities
    too, 605.1a) of the permanents of that kind, whoever controls them unless the text says whose."""
    attached = child(node, "enchanted") or child(node, "equipped")
    if attached is not None or not trees(node):  # the enchanted creature, or "its": the one named before (608.2c)
        role = str(attached.data) if attached is not None else "its"
        return [StepSpec(clause, "rule_change", _YOU, players_too=False,
                         shield=Shield("cant", event="activate", to=role))]
    kind = next(t for t in trees(node) if t.data in ("lead_kind", "np"))  # "np": printed Spanish's "de los artefactos"
    words, whose = text.low_of(kind), _whose(node, text)
    if text.lexicon.lang == "es" and (said := _ES_WHOSE.search(words)) is not None:
        words, whose = words[:said.start()], "you" if said["you"] else "opponents"
    flt = parse_filter(words, text.lexicon)
    if flt is None or flt.noun == "card" or flt.control or flt.unknown_props or flt.greatest or flt.chosen:
        raise Unread(text.of(kind))
    return [StepSpec(clause, "rule_change", _YOU, players_too=False,
                     shield=Shield("cant", event="activate", to="kind", to_objects=flt, whose=whose or ""))]


_ES_TARGETING = ((r"\bblancos\b", "white"), (r"\bazules\b", "blue"), (r"\bnegros\b", "black"),
                 (r"\brojos\b", "red"), (r"\bverdes\b", "green"), (r"\bhechizos\b", "spells"),
                 (r"\bhabilidades\b", "abilities"), (r" (?:o|ni) (?=abilities)", " or "),
                 (r" que control(?:a|e)n tus oponentes$", " your opponents control"))


@_clause("cant_be_targeted")
def cant_be_targeted(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """101.2, 601.2c: "Fiendslayer Paladin can't be the target of black or red spells your opponents control" — no
    spell or ability of that kind (``by``: ``spells``, ``abilities`` or both; of those colours; ``whose``:
    ``opponents`` or anyone's) may choose it as a target. The source by its name, or the attached creature."""
    said = next(str(t) for t in node.children if isinstance(t, Token) and t.type == "TARGETING_SOURCES").lower()
    for es, en in _ES_TARGETING:  # printed Spanish: the same words, read the same way
        said = re.sub(es, en, said)
    colors = frozenset(c for c in COLORS if re.search(rf"\b{c}\b", said))
    by = "spells_or_abilities" if "spells or abilities" in said else "spells" if "spells" in said else "abilities"
    whose = "opponents" if said.endswith("your opponents control") else ""
    attached = child(node, "enchanted") or child(node, "equipped")
    if attached is None and child(node, "self_ref") is None:
        raise Unread(text.of(node))
    to = str(attached.data) if attached is not None else "source"
    by_objects = TypeFilter(colors=colors, noun="spell") if colors else None
    return [StepSpec(clause, "rule_change", _YOU, players_too=False,
                     shield=Shield("cant", event="be_targeted", to=to, by=by, by_objects=by_objects, whose=whose))]


def bind_its(steps: list[StepSpec]) -> list[StepSpec]:
    """"Enchanted creature can't attack or block, and its activated abilities can't be activated": "its" is the
    creature the restriction before it names — the attached one (608.2c); after anything else it is refused."""
    out: list[StepSpec] = []
    for step in steps:
        if step.shield is not None and step.shield.kind == "cant" and step.shield.to == "its":
            attached = out[-1].detail("attached") if out and out[-1].action == "cant_combat" else ""
            if not attached:
                raise Unread(step.text)
            step = replace(step, shield=replace(step.shield, to=attached))
        out.append(step)
    return out


__all__ = ["abilities_cant_be_activated", "bind_its", "cant_be_targeted", "spells_cant_be_countered"]
