"""The meaning of continuous effects on permanents that verbs_board.py does not read: a static ability of the source
itself ("Wild Nacatl gets +1/+1 as long as you control a Plains", "As long as you control an artifact, Aerial
Engineer gets +2/+0 and has flying", "Benalish Honor Guard gets +1/+0 for each legendary creature you control"),
an effect on what the instruction before acted on ("They gain haste until end of turn"), and the size of a
bonus that is not a printed number ("+X/+0 … where X is …", "+1/+1 … for each …").

Why one module: these share the reading of "gets +N/+N" with a size worked out as the effect applies (608.2h) and
name their permanents by reference (the source, the step before), never by a filter.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from lark import Token, Tree

from .combat_counts import blocker_count
from .conditions import condition_of
from .phrases import Unread, Words, child, trees
from .pt_sizes import pt_fields
from .referent_kinds import THOSE_ES
from .specs import StepSpec, TypeFilter
from .text import fold

if TYPE_CHECKING:
    from .verbs import Context
from .verbs_board import CLAUSES as BOARD_CLAUSES


def static_self_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Wild Nacatl gets +1/+1 as long as you control a Plains" (604.1, 611.3a): the source's own static
    ability, its condition (if any) tested on the board as it stands."""
    from .verbs import _NOBODY, Context
    from .verbs_board import _keyword, _self_ref

    c = Context(text, clause, _NOBODY)
    if node.data == "static_self_it":
        _it_is_the_source(node, text)
    else:
        _self_ref(node, c)
    fields = pt_fields(node, text)
    # a static "+X/+0": X only as the sentence's "where X is …" defines it (layers.static_x_is_defined)
    keywords = [_keyword(k, text) for k in node.find_data("keyword")]
    cond = next((t for t in node.iter_subtrees() if t.data.startswith("cond_")), None)
    extra = (("pt", str(fields.pop("pt"))), ("keywords", ",".join(keywords)), ("on", "source"), ("static", "1"),
             ("static_self", "1"), *((("while", text.of(cond)),) if cond is not None else ()))
    spec = c.step("modify", players_too=False, extra=extra, **fields)
    if cond is not None:  # "Lightwalker has flying as long as it has a +1/+1 counter on it": "it" is the subject
        spec = replace(spec, if_board=(condition_of(cond, text, it_is_source=node.data == "static_self"),
                                       text.of(cond)))
    return [spec]


def _it_is_the_source(node: Tree[Token], text: Words) -> None:
    """"As long as Adanto Vanguard is attacking, it gets +2/+0": "it" is the source only when the condition is about
    the source (its own name, read as "this creature", or its own state); any other antecedent is refused."""
    from .verbs_board import _ES_SOURCE_NOUNS, _SOURCE_NOUNS

    nouns = _SOURCE_NOUNS | _ES_SOURCE_NOUNS
    cond = next(t for t in node.iter_subtrees() if t.data.startswith("cond_"))
    words = fold(text.low_of(cond)).split()
    if cond.data.startswith("cond_source_") and words[0] in ("this", "este", "esta"):  # "this creature is attacking"
        if words[1] in nouns:
            return
        raise Unread(text.of(node))
    refs = [r for r in cond.iter_subtrees() if r.data == "self_ref"]
    if not refs or any(fold(text.low_of(r)).split()[-1] not in nouns for r in refs):
        raise Unread(text.of(node))


_THOSE_NOUNS = ("creatures", "tokens", "creature", "token", "permanents")


def modify_those_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"They gain haste until end of turn", "That creature gains haste until end of turn" (608.2c, 611.2a): the
    permanents the instruction before acted on, until the cleanup step (514.2)."""
    from .verbs import _NOBODY, Context
    from .verbs_board import abilities_changed

    c = Context(text, clause, _NOBODY)
    fields = pt_fields(node, text)
    if fields.get("uses_x"):
        raise Unread(text.of(node))
    ref = child(node, "those_ref")
    noun = text.low_of(ref) if ref is not None else "they"
    noun = THOSE_ES.get(fold(noun), noun)  # "esas criaturas": the plan's one name for them, in either language
    extra = (("pt", str(fields["pt"])), *abilities_changed(node, text), ("those", noun))
    return [c.step("modify", players_too=False, extra=extra)]


def modify_those_ever_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"That creature gains haste." / "Esa criatura gana la habilidad de prisa." (611.2a: no end said, so none)."""
    return [replace(s, extra=(*s.extra, ("duration", "indefinite"))) for s in modify_those_clause(node, text, clause)]


_ONE = frozenset({"a", "an", "un", "una"})
_DEFENDER_RULES = frozenset({"req_attack_unless_defender", "req_unblockable_if_defender", "req_attack_if_defender"})


def _land_type(word: str, text: Words) -> TypeFilter | None:
    """A land type said alone, printed Spanish too ("un Pantano": the board's swamp, 205.3i); None for anything else."""
    from .conditions import _subtype

    try:
        return _subtype(word, text) if " " not in word else None
    except Unread:
        return None


def additional_combat_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"After this main phase, there is an additional combat phase [followed by an additional main phase]" (500.8):
    a record of the phases added to this turn; nothing happens now."""
    from .verbs import _NOBODY, Context

    said = {t.type for t in node.children if isinstance(t, Token)}
    extra = (("after", "main_phase" if "MAIN" in said else "phase"),
             ("main", "1" if "FOLLOWED_BY_MAIN" in said else ""))
    return [Context(text, clause, _NOBODY).step("additional_phases", players_too=False, extra=extra)]


def source_damage_rule_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Laccolith Grunt assigns no combat damage this turn" (510.1a), "You may have Rhox assign its combat damage as
    though it weren't blocked" (510.1c): how the source assigns its combat damage, a record; nothing happens now."""
    from .verbs import _NOBODY, Context
    from .verbs_board import _self_ref

    c = Context(text, clause, _NOBODY)
    _self_ref(node, c)
    who = child(node, "you")  # "You may have …": the controller's permission, no other player's
    if node.data == "combat_rule_unblocked_damage" and who is None:
        raise Unread(text.of(node))
    no_damage = node.data == "combat_rule_no_damage"
    extra = (("rule", "no_combat_damage" if no_damage else "unblocked_damage"),
             ("duration", "this_turn" if no_damage else "static"), ("on", "source"))
    return [c.step("combat_rule", players_too=False, extra=extra)]


def lure_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"All creatures able to block Taunting Elf do so", "All creatures able to block target creature this turn do
    so" (509.1c): every creature of that kind (``other``) able to block it must block it; nothing happens now."""
    from .phrases import np_filter
    from .verbs import _NOBODY, Context

    c = Context(text, clause, _NOBODY)
    blockers, *target = [t for t in trees(node) if t.data == "np"]
    other = np_filter(blockers, text)
    if other.control is not None or not other.alternatives and not other.subtypes:
        raise Unread(text.of(blockers))  # whose blockers, or no kind of creature: not read here
    extra = [("rule", "lure"), ("duration", "this_turn" if target else "static")]
    flt = np_filter(target[0], text) if target else None
    if flt is not None and (flt.control is not None or re.search(r"\bthat player\b", text.low_of(target[0]))):
        raise Unread(text.of(target[0]))
    attached = child(node, "enchanted") or child(node, "equipped")  # "… able to block enchanted creature do so"
    extra.append(("target", "object") if target else ("attached", attached.data) if attached else ("on", "source"))
    return [replace(c.step("combat_rule", creatures=flt, players_too=False, extra=tuple(extra)), other=other)]


_EITHER = re.compile(r" (?:and[/-]or|y[/-]o|or|o) ")  # between the two kinds of blockers (EITHER_KINDS)


# A requirement said for this turn (611.2a): on a target, or on the attached creature ("Enchanted creature attacks this
# turn if able", Nettling Curse)
_THIS_TURN_RULES = frozenset({"combat_rule_target", "combat_rule_this_turn"})


def combat_rule_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Emberwilde Caliph attacks each combat if able" (508.1d), "Tattered Haunter can block only creatures with
    flying" (509.1b), "Target creature blocks this turn if able" (509.1c): a requirement or a permission in
    combat on the source, the attached creature or the target; the other creatures it names by the object lexicon."""
    from .verbs import _NOBODY, Context
    from .verbs_board import _holder, _self_ref, _target_np

    c = Context(text, clause, _NOBODY)
    req = next(t for t in trees(node) if t.data.startswith("req_"))
    extra: list[tuple[str, str]] = [("rule", req.data.removeprefix("req_")),
                                    ("duration", "this_turn" if node.data in _THIS_TURN_RULES else "static"),
                                    *blocker_count(req, text)]  # "by more than one creature" (combat_counts.py)
    other_filter, also, whom = _other_kinds(req, c)
    extra += whom
    flt = None
    attached = child(node, "enchanted") or child(node, "equipped")
    if req.data in ("req_must_block_source", "req_cant_block_source"):  # the source, by its name (509.1b-c)
        _self_ref(req, c)
    if node.data == "combat_rule_target":
        np, flt = _target_np(node, c)
        if _holder(np, c):  # whose it must be is not checked here: refused
            raise Unread(text.of(np))
        extra.append(("target", "object"))
    elif attached is not None:
        extra.append(("attached", attached.data))
    else:
        _self_ref(node, c)
        extra.append(("on", "source"))
    spec = c.step("combat_rule", creatures=flt, players_too=False, extra=tuple(extra))
    return [replace(spec, other=other_filter, other_also=also) if other_filter is not None else spec]


def _other_kinds(req: Tree[Token], c: Context) -> tuple[TypeFilter | None, tuple[TypeFilter, ...],
                                                         tuple[tuple[str, str], ...]]:
    """The other creatures a combat rule names (``other`` and the further kinds of ``other_also``): the one object
    of a kind the defending player controls (506.2), a second target word (115.1), either of two kinds (509.1b), or
    the kind said; and ``("whom", "target")`` when it is that second target (the plan's ``whom``)."""
    from .phrases import np_filter

    text = c.text
    other = child(req, "np")
    other_filter = None
    if req.data in _DEFENDER_RULES:  # "… controls an Island": one object of that kind (a or an)
        counted = trees(req)[0]
        other = child(counted, "np")
        if counted.data != "counted" or other is None or text.low_of(counted).split()[0] not in _ONE:
            raise Unread(text.of(req))
        from .verbs_board import subtype_kind

        other_filter = parse_filter_or_none(other, text) or subtype_kind(text.low_of(other), text) or _land_type(
            text.low_of(other), text)
        if other_filter is None:
            raise Unread(text.of(other))
        return other_filter, (), ()
    if req.data in _SECOND_TARGET_RULES:  # "… blocks target creature this turn if able": whom, a target word
        return _second_target(req, c), (), (("whom", "target"),)
    either = next((k for k in req.children if isinstance(k, Token) and k.type == "EITHER_KINDS"), None)
    if either is not None:  # "Walls and/or creatures with flying", "Vampires or Zombies": either kind (509.1b)
        from .filters import parse_filter
        from .verbs_board import subtype_kind

        kinds = [parse_filter(part, text.lexicon) or subtype_kind(part, text)
                 for part in _EITHER.split(str(either).lower())]
        if any(k is None or k.control is not None for k in kinds):
            raise Unread(text.of(req))
        first, *more = [k for k in kinds if k is not None]
        return first, tuple(more), ()
    if other is None:
        return None, (), ()
    first, *more = [np_filter(np, text) for np in trees(req) if np.data == "np"]
    if any(f.control not in (None, "you" if req.data == "req_cant_block" else None)  # whose: not read
           for f in (first, *more)):
        raise Unread(text.of(req))
    return first, tuple(more), ()  # "… except by Walls and/or creatures with flying": either kind (509.1b)


# The rules whose other creature is a second target (115.1, 601.2c): whom the first target must block (509.1c) or
# can't block (509.1b), chosen as the ability is put on the stack, in the order the words are printed
_SECOND_TARGET_RULES = frozenset({"req_must_block_target", "req_cant_block_target"})


def _second_target(req: Tree[Token], c: Context) -> TypeFilter:
    """The kind the second target word names ("target creature", "la criatura objetivo"); a creature only (only a
    creature blocks or is blocked, 509.1a); "that player controls" is not read here (refused with its words)."""
    from .verbs_board import _holder, _target_np

    np, flt = _target_np(req, c)
    if _holder(np, c) or flt.noun != "creature":
        raise Unread(c.text.of(np))
    return flt


def doesnt_untap_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"It doesn't untap during its controller's next untap step" (502.3): the permanent stays tapped in that untap
    step; on the target named earlier ("it", 608.2c), a target, the attached creature or the source. "Next": one untap
    step, from a resolving ability; without it, a static ability's, while the source is there (611.3a)."""
    from .filters import parse_filter
    from .lexicon import GRAMMARS
    from .untap_those import untap_while
    from .verbs import _NOBODY, Context
    from .verbs_board import _holder, _self_ref, _target_np

    c = Context(text, clause, _NOBODY)
    when = next(t for t in trees(node) if t.data in ("next_untap", "each_untap"))
    extra: list[tuple[str, str]] = [("during", "next" if when.data == "next_untap" else "each")]
    creatures = None
    attached = child(node, "enchanted") or child(node, "equipped")
    if attached is not None:
        extra.append(("attached", attached.data))
    elif child(node, "self_ref") is not None:
        _self_ref(node, c)
        extra.append(("on", "source"))
    elif child(node, "np") is not None or child(node, "target_np") is not None:
        np, creatures = _target_np(node, c)
        if _holder(np, c):
            raise Unread(text.of(np))
        extra.append(("target", "object"))
    else:  # "it": the one permanent targeted before it in this effect (checked in leads.py)
        those = child(node, "those_ref")
        if those is not None and text.low_of(those).split()[0] in ("esas", "esos", "those"):
            raise Unread(text.of(those))  # "esas criaturas": more than the one object "it" names
        creatures = parse_filter("permanent", GRAMMARS["en"])
        extra += [("target", "object"), ("refers", "1")]
    extra += untap_while(node, text)  # "… for as long as you control Icefall Regent" (611.2b)
    return [c.step("doesnt_untap", creatures=creatures, players_too=False, extra=tuple(extra))]


def may_not_untap_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"You may choose not to untap Ashnod's Battle Gear during your untap step": the source's static ability (502.3:
    the active player determines which of their permanents untap; this one its controller may leave tapped). The
    same step as "doesn't untap", marked as the controller's choice each untap step, never a stay-tapped rule."""
    return [replace(spec, extra=(*spec.extra, ("may_choose", "1"))) for spec in doesnt_untap_clause(node, text, clause)]


_SINGULAR = frozenset({"that creature", "that token", "that permanent", "esa criatura", "esa ficha", "that land"})


def those_refer(steps: list[StepSpec], antecedent: str = "") -> list[StepSpec]:
    """What "they" / "that creature" name (608.2c): an effect's first words have no instruction before them; "they"
    there is the trigger's "one or more …" ("Whenever one or more creatures you control attack, they gain
    indestructible until end of turn": the creatures you control that are attacking, 603.2, 508.1k), anything else
    is refused; "that creature" after exactly one targeted creature is that target, even when the step just before
    moved nothing ("Untap target creature. … that creature gets +4/+4 … instead")."""
    from .delayed import in_delayed
    from .entered import as_created, as_entered, returned_to_battlefield
    from .filters import parse_filter
    from .lexicon import GRAMMARS
    from .referent_kinds import GROUP

    out: list[StepSpec] = []
    for step in steps:
        noun = step.detail("those")
        if noun == "they" and antecedent.startswith(GROUP) and not out:
            group = parse_filter(antecedent.removeprefix(GROUP), GRAMMARS["en"])
            if group is None or group.combat is None:
                raise Unread(step.text)
            extra = tuple(kv for kv in step.extra if kv[0] != "those")
            out.append(replace(step, extra=extra, creatures=group))
            continue
        if noun in _SINGULAR and _names_nothing(out) and (event := _event_noun(noun, antecedent)) is not None:
            out.append(_that_event_object(step, event))  # the trigger event's object (603.2)
            continue
        if noun and not any(s.action != "delayed" for s in out):
            raise Unread(step.text)
        targets = [s for s in out if s.detail("target") == "object" and not s.detail("refers")]
        returned = [s for s in out if returned_to_battlefield(s) and not in_delayed(s)]
        if noun in _SINGULAR and (made := _created_before(out, noun)):
            # "Create a token that's a copy of target creature. That token gains haste.": the token, never the target
            # it copies (111.1, 608.2c); one creation of one token only
            if len(made) != 1:
                raise Unread(step.text)
            step = as_created(step, made[0])
        elif noun in _SINGULAR and len(returned) == 1 and (not targets or returned[0].detail("moved")):
            # the permanent that entered (400.7), also the one target exiled and returned as a new object (400.7j)
            step = as_entered(step, returned[0])
        elif noun in _SINGULAR and len(targets) == 1:
            extra = tuple(kv for kv in step.extra if kv[0] != "those") + (("target", "object"), ("refers", "1"))
            kind = "land" if noun in ("that land", "esa tierra") else "permanent"  # said back as the card says it
            step = replace(step, extra=extra, creatures=parse_filter(kind, GRAMMARS["en"]))
        out.append(step)
    return out


_ES_NOUNS = {"criatura": "creature", "ficha": "token"}


def _created_before(before: list[StepSpec], noun: str) -> list[StepSpec]:
    """The creations of tokens before "that token" / "that creature" acts now: every one for "that token" ("esa
    ficha"); for "that creature", only when the object before it is a token copy of a target (707.2: the target and
    the copy are both creatures there, so the token is meant only when the reader can tell, else refused)."""
    from .antecedents import _object_of
    from .delayed import in_delayed

    made = [s for s in before if not in_delayed(s) and _object_of(s) == "created"]
    if _ES_NOUNS.get(noun.split()[-1], noun.split()[-1]) == "token":
        return made or [s for s in before if not in_delayed(s) and s.action == "create"]
    copies = [s for s in before if not in_delayed(s) and s.detail("copy_of") == "target"]
    if copies:
        raise Unread(noun)  # "… a copy of target creature. That creature …": the target or its copy, not said
    return []


def _names_nothing(before: list[StepSpec]) -> bool:
    """No instruction before names an object "that creature" could mean (a payment, a draw: 608.2c)."""
    from .antecedents import _object_of
    from .delayed import in_delayed

    return all(in_delayed(s) or _object_of(s) is None for s in before)


def _event_noun(noun: str, antecedent: str) -> TypeFilter | None:
    """"That creature" with nothing named before it: the trigger event's one object when the trigger names one of
    that kind ("Whenever a creature with flying attacks": all of those words; "… becomes blocked by a creature"),
    else None."""
    from .filters import parse_filter
    from .lexicon import GRAMMARS
    from .referent_kinds import EVENT, OTHER, _event_filter

    word = noun.split()[-1]
    word = _ES_NOUNS.get(word, word)
    if word not in ("creature", "permanent"):
        return None
    if antecedent.startswith(OTHER):
        said = antecedent.removeprefix(OTHER)
        return parse_filter(word, GRAMMARS["en"]) if word == "permanent" or said == "creature" else None
    flt = _event_filter(antecedent) if antecedent.startswith(EVENT) else None
    if flt is None or word == "creature" and not re.search(r"\bcreatures?\b", antecedent):
        return None  # "that creature" after "whenever a land …": not that object
    return flt


def _that_event_object(step: StepSpec, flt: TypeFilter) -> StepSpec:
    """The step on the trigger event's object (603.2), as "it" reads it there (antecedents.py): the scenario's
    ``event_object`` names it, checked against the trigger's words (stack_facts.py)."""
    extra = tuple(kv for kv in step.extra if kv[0] != "those")
    return replace(step, creatures=flt, players_too=False,
                   extra=(*extra, ("target", "object"), ("event_object", "permanent")))


def attached_and_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Enchanted creature gets +2/+2 and can't attack": the bonus (a static ability on the attached creature, 611.3a)
    and the rule after "and", each its own step on the same creature."""
    from .verbs_board import cant_combat_clause, static_clause

    second = {"attached_and_rule": combat_rule_clause, "attached_and_untap": doesnt_untap_clause,
              "attached_and_cant": cant_combat_clause}[node.data]
    return [*static_clause(node, text, clause), *second(node, text, clause)]


def attached_cant_and_has_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Equipped creature can't be blocked and has shroud" (509.1b, 613.1f): the rule, then the keywords, each a
    static step on the same attached creature."""
    from .verbs_board import cant_combat_clause, static_clause

    return [*cant_combat_clause(node, text, clause), *static_clause(node, text, clause)]


def pt_set_grant_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """'Enchanted creature has base power and toughness 8/8 and has "Whenever this creature attacks, …"' (613.4b,
    113.10): the base set, then the quoted ability, on the same attached creature."""
    from .continuous import CLAUSES as RULE_CLAUSES
    from .layers import pt_set_clause

    return [*pt_set_clause(node, text, clause), *RULE_CLAUSES["grant_ability_attached"](node, text, clause)]


def attached_grant_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """'Enchanted creature gets +2/+2 and has flying and "Sacrifice two other creatures: Regenerate this creature."'
    (303.4, 301.5): the bonus and keywords (layers 7c and 6) and the quoted ability (113.10, 613.1f), each a step on
    the same attached permanent; the quoted ability is read as an ability of its own (quoted.py)."""
    from .continuous import CLAUSES as RULE_CLAUSES
    from .verbs_board import static_clause

    return [*static_clause(node, text, clause), *RULE_CLAUSES["grant_ability_attached"](node, text, clause)]


def parse_filter_or_none(np: Tree[Token], text: Words) -> TypeFilter | None:
    """The object lexicon's filter of a noun phrase, or None when it does not read it."""
    from .filters import parse_filter

    return parse_filter(text.low_of(np), text.lexicon)


CLAUSES = {"attached_and_rule": attached_and_clause, "attached_and_untap": attached_and_clause,
           "attached_and_cant": attached_and_clause, "static_self": static_self_clause,
           "static_attached_grant": attached_grant_clause, "attached_cant_and_has": attached_cant_and_has_clause,
           "pt_set_grant": pt_set_grant_clause, "static_self_it": static_self_clause,
           "doesnt_untap": doesnt_untap_clause, "may_not_untap": may_not_untap_clause,
           "modify_those": modify_those_clause, "modify_those_ever": modify_those_ever_clause,
           "combat_rule": combat_rule_clause, "combat_rule_target": combat_rule_clause,
           "combat_rule_this_turn": combat_rule_clause,
           "combat_rule_lure": lure_clause, "additional_combat": additional_combat_clause,
           "combat_rule_no_damage": source_damage_rule_clause,
           "combat_rule_unblocked_damage": source_damage_rule_clause}
BOARD_CLAUSES.update(CLAUSES)  # the clause readers' registry (verbs_board.py), as VERBS is for verb phrases
__all__ = ["CLAUSES"]
