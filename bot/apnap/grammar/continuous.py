"""The meaning of rule-changing sentences: restrictions, permissions and changed numbers that apply to
players ("Each player can't cast more than one spell each turn", "Each player may play an additional
land on each of their turns", "Each opponent's maximum hand size is reduced by one", "Each opponent
skips their next untap step"), winning the game, poison counters, and players picked by a test
("each player with exactly 13 life", "each opponent who controls more creatures than you").

Why one typed change (``RuleChange``) for the whole family: these sentences differ only in who, which
act (cast, draw, gain life, play a land, hand size, untap), what objects, what limit and how long, so
one step reads them all and the engine states them the same way (611.1). A static ability does not
resolve (604.1): the step says which players it applies to now, what it does and for how long.

Handlers register into the same registry as verbs.py (``VERBS``); clause rules into ``CLAUSES``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from lark import Token, Tree

from .conditions import ComparedToYou, Condition, Controls, Life, condition_of
from .filters import parse_filter
from .lexicon import GRAMMARS
from .phrases import Unread, Words, arg, bounds, child, count_value, np_filter, object_slot, trees
from .quoted import quoted_ability
from .specs import RuleChange, StepSpec, Subject, TypeFilter
from .spell_kinds import spell_filter as spell_filter
from .text import fold
from .verbs import Context, VerbHandler, _verb

_DURATIONS = frozenset({"this_turn", "until_your_next_turn", "until_end_of_your_next_turn", "their_next_turn",
                        "this_combat", "during_your_turn"})
_UNTAP_STEPS = {"others_untap_steps": "others", "each_untap_step": "each"}


def _duration(node: Tree[Token]) -> str:
    """The duration words' rule (611.2a), or ``static`` when the sentence has none."""
    return next((str(t.data) for t in node.iter_subtrees() if t.data in _DURATIONS), "static")


def _during(node: Tree[Token]) -> str:
    return next(_UNTAP_STEPS[t.data] for t in trees(node) if t.data in _UNTAP_STEPS)


def _change(c: Context, change: RuleChange, subject: Subject | None = None) -> list[StepSpec]:
    """One rule_change step; a "may" belongs to the permission itself, never a yes / no to ask."""
    return [StepSpec(c.clause, "rule_change", subject or c.subject, change=change)]


@_verb("end_turn")
def _end_turn(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"End the turn." (724.1): the controller's instruction; nothing of the effect comes after it (leads.py)."""
    _no_may(node, c)
    if c.subject.kind != "you":
        raise Unread(c.clause)
    return [c.step("end_turn")]


@_verb("win_game")
def _win_game(node: Tree[Token], c: Context) -> list[StepSpec]:
    _no_may(node, c)
    return [c.step("win_game")]


@_verb("poison")
def _poison(node: Tree[Token], c: Context) -> list[StepSpec]:
    _no_may(node, c)
    n = count_value(arg(node, "count"), c.text)
    return [c.step("poison", amount=n, uses_x=n is None)]


@_verb("cant_cast_more_than_one", "cant_cast")
def _cant_cast(node: Tree[Token], c: Context) -> list[StepSpec]:
    _no_may(node, c)
    limit = 1 if node.data == "cant_cast_more_than_one" else None
    duration = "static" if limit else _duration(node)
    words = next(t for t in trees(node) if t.data in ("kind", "spell_kind", "np"))
    return _change(c, RuleChange("cant", "cast", spell_filter(words, c.text), limit=limit,
                                 duration=duration, what=c.text.of(words)))


_SELF_CARD = frozenset({"this permanent", "this card", "this spell", "this creature", "este permanente", "esta carta",
                        "este hechizo", "esta criatura"})


@_verb("cast_as_though_flash")
def _cast_as_though_flash(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You may cast spells as though they had flash", "You may cast Soar as though it had flash if you pay {2} more
    to cast it": a permission (601.3) to cast those spells any time you could cast an instant (702.8a, 601.3b),
    with the extra cost where one is said (601.3c, 601.2f). Only the "may" of a player: nothing is asked now."""
    if not c.optional and c.text.lexicon.lang != "es":
        raise Unread(c.text.of(node))
    words = next(t for t in trees(node) if t.data in ("np", "self_ref", "kind", "spell_kind"))
    said = c.text.low_of(words)
    own = said in _SELF_CARD
    flt = None if own else spell_filter(words, c.text)
    if own != (c.text.low_of(node).find(" it had flash") >= 0 or "como si tuviera " in c.text.low_of(node)):
        raise Unread(c.text.of(node))  # "it" for one card, "they" for spells: never crossed
    cost = child(node, "flash_cost")
    mana = ""
    if cost is not None:
        mana = next(str(t) for t in cost.children if isinstance(t, Token) and t.type == "MANA").upper()
    amount = sum(int(s) if s.isdigit() else 1 for s in re.findall(r"\{([^}]+)\}", mana)) or None
    return _change(c, RuleChange("may", "cast", flt, duration=_duration(node), what=c.text.of(words),
                                 as_though="flash", mana=mana, amount=amount))


def _zone_cards(np: Tree[Token], c: Context) -> TypeFilter | None:
    """The cards a zone permission names ("lands", "land cards", "creature cards", "cards"); None: the source card
    itself ("You may cast Gravecrawler from your graveyard"). A kind with more than card types is refused."""
    if c.text.low_of(np) in _SELF_CARD:
        return None
    flt = np_filter(np, c.text)
    if (flt.keywords or flt.not_keywords or flt.control or flt.not_source or flt.greatest or flt.unknown_props
            or flt.compares or flt.counters or flt.how_many_colors or flt.chosen or flt.tapped is not None
            or flt.combat or flt.colors or flt.not_colors or flt.colored is not None):
        raise Unread(c.text.of(np))
    return flt


@_verb("permission_from_graveyard", "permission_top_of_library")
def _permission_from_zone(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You may play lands from your graveyard", "You may cast Gravecrawler from your graveyard", "You may cast the
    top card of your library if it's a creature card": a permission (601.3; a land, 305.1) to play those cards from
    that zone; nothing moves now. Only the controller's "may"."""
    if (not c.optional and c.text.lexicon.lang != "es") or c.subject.kind != "you":
        raise Unread(c.text.of(node))
    act = "cast" if c.text.low_of(node).startswith(("cast", "lanzar")) else "play"
    graveyard = node.data == "permission_from_graveyard"
    if graveyard:
        np = next(t for t in trees(node) if t.data == "np")
        return _change(c, RuleChange("may", act, _zone_cards(np, c), duration=_duration(node), what=c.text.of(np),
                                     zone="graveyard"))
    kind = child(node, "top_card_kind")
    flt = None if kind is None else _zone_cards(next(t for t in trees(kind) if t.data == "np"), c)
    if kind is not None and flt is None:
        raise Unread(c.text.of(kind))
    said = c.text.of(kind).split(" ", 2)[2] if kind is not None else ""  # "a creature card", after "if it's"
    return _change(c, RuleChange("may", act, flt, what=said, zone="library_top"))


@_verb("spend_mana_only")
def _spend_mana_only(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Spend this mana only to cast creature spells" (106.6): a restriction on how the mana the step before added
    may be spent, the spells by the object lexicon (a kind it does not know is refused); it does not change the
    mana's type (106.6). With no mana added before it, refused (``mana_rider_follows_mana``)."""
    _no_may(node, c)
    if c.subject.kind != "you":
        raise Unread(c.clause)
    words, *activating = [t for t in trees(node) if t.data in ("np", "kind", "spell_kind", "spell_of_subtype")]
    return _change(c, RuleChange("only", "spend_mana", spell_filter(words, c.text), duration="mana",
                                 what=c.text.of(words),
                                 activating=_ability_sources(activating[0], c.text) if activating else None))


def _ability_sources(np: Tree[Token], text: Words) -> TypeFilter:
    """"… or activate abilities of Myr" / "of Elementals" / "of artifacts" / "an ability of an Elemental" (106.6):
    the objects whose activated abilities the mana may also pay for, by the object lexicon; anything but a kind
    (a type or subtype, a colour) is refused, never dropped."""
    words = re.sub(r"^(?:an?|una?) ", "", text.low_of(np))
    flt = parse_filter(words, text.lexicon)
    if flt is None or not (flt.alternatives or flt.subtypes) or (
            flt.keywords or flt.not_keywords or flt.control or flt.not_source or flt.greatest or flt.unknown_props
            or flt.compares or flt.counters or flt.chosen or flt.tapped is not None or flt.combat):
        raise Unread(text.of(np))
    return flt


def mana_rider_follows_mana(steps: list[StepSpec]) -> None:
    """"This mana" is the mana the step just before added (106.6, 608.2c): a rider after anything else is refused."""
    for i, step in enumerate(steps):
        rider = step.change is not None and step.change.act == "spend_mana"
        if rider and (i == 0 or steps[i - 1].action != "add_mana"):
            raise Unread(step.text)


@_verb("cant_draw_more_than_one")
def _cant_draw(node: Tree[Token], c: Context) -> list[StepSpec]:
    _no_may(node, c)
    return _change(c, RuleChange("cant", "draw", limit=1))


@_verb("cant_gain_life", "cant_play_lands")
def _cant(node: Tree[Token], c: Context) -> list[StepSpec]:
    _no_may(node, c)
    act = "gain_life" if node.data == "cant_gain_life" else "play_land"
    return _change(c, RuleChange("cant", act, duration=_duration(node)))


@_verb("cant_block_with_more_than_one")
def _cant_block(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each opponent can't block with more than one creature this combat": a limit on blocks (509.1b)."""
    _no_may(node, c)
    return _change(c, RuleChange("cant", "block", limit=1, duration=_duration(node)))


@_verb("additional_land", "additional_lands")
def _additional_land(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"… may play an additional land on each of their turns" (305.2): a permission, so English says "may";
    printed Spanish may leave it out ("Cada jugador juega una tierra adicional …"), as playing a land always
    is a choice (305.1)."""
    if not c.optional and c.text.lexicon.lang != "es":
        raise Unread(c.text.of(node))
    n = 1 if node.data == "additional_land" else count_value(arg(node, "count"), c.text)
    if n is None:
        raise Unread(c.text.of(node))
    return _change(c, RuleChange("may", "play_land", amount=n, duration=_duration(node)))


@_verb("skip_next_untap", "skip_untap")
def _skip_untap(node: Tree[Token], c: Context) -> list[StepSpec]:
    _no_may(node, c)
    return _change(c, RuleChange("skip", "untap_step", duration="next" if node.data == "skip_next_untap"
                                 else "static"))


@_verb("untap_during", "untap_self_during")
def _untap_during(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Untap all permanents you control during each other player's untap step": the controller's
    permanents that match untap in those steps too (502.3); "Untap this permanent …": the source."""
    _no_may(node, c)
    if c.subject.kind != "you":
        raise Unread(c.clause)
    objects = None  # "Untap this permanent …": the source itself
    if node.data == "untap_during":
        objects = np_filter(arg(node, "np"), c.text)
        if objects.control != "you":
            raise Unread(c.text.of(arg(node, "np")))  # whose permanents untap must be said
    # "Untap this land during …": the word the source is named by, said back as printed (render/on_rules.py)
    what = c.text.of(arg(node, "np")) if node.data == "untap_during" else c.text.low_of(node).split()[2]
    return _change(c, RuleChange("untap", "untap", objects, during=_during(node), what=what))


def _no_may(node: Tree[Token], c: Context) -> None:
    if c.optional:  # "may skip", "may not cast" …: not how these effects are written
        raise Unread(c.clause)


# ------------------------------------------------------------------------------------------ clauses
ClauseHandler = Callable[[Tree[Token], Words, str], list[StepSpec]]
CLAUSES: dict[str, ClauseHandler] = {}


def _clause(name: str) -> Callable[[ClauseHandler], ClauseHandler]:
    def register(fn: ClauseHandler) -> ClauseHandler:
        CLAUSES[name] = fn
        return fn
    return register


@_clause("hand_size_changed")
def _hand_size(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Each opponent's maximum hand size is reduced by one" (402.2)."""
    who = Subject(trees(node)[0].data)
    n = count_value(arg(node, "count"), text)
    if n is None:
        raise Unread(text.of(arg(node, "count")))
    sign = -1 if any(t.data == "reduced" for t in trees(node)) else 1
    return [StepSpec(clause, "rule_change", who, change=RuleChange("change", "hand_size", amount=sign * n))]


@_clause("untap_during_all")
def _untap_during_all(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"All permanents untap during each player's untap step": every player's permanents that match."""
    objects = np_filter(arg(node, "np"), text)
    change = RuleChange("untap", "untap", objects, during=_during(node), what=text.of(arg(node, "np")))
    return [StepSpec(clause, "rule_change", Subject("each_player"), change=change)]


@_clause("dont_untap")
def _dont_untap(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Blue creatures don't untap during their controllers' untap steps": every player's permanents that match
    stay tapped in their untap step (502.3: effects can keep permanents from untapping). Printed Spanish says the
    kind as a noun phrase ("Las criaturas rojas no se enderezan …")."""
    kind = next(t for t in trees(node) if t.data in ("lead_kind", "np"))
    start = bounds(kind)[0]
    tail = next((t for t in trees(node) if t.data == "keyword_tail"), None)
    end = bounds(tail if tail is not None else kind)[1]
    objects = parse_filter(text.low[start:end], text.lexicon)
    if objects is None:
        raise Unread(text.orig[start:end])
    change = RuleChange("cant", "untap", objects, what=text.orig[start:end].strip())
    return [StepSpec(clause, "rule_change", Subject("each_player"), change=change)]


# Keywords a permanent may be given, with the rule that says what each means.
KEYWORD_RULES = {"shroud": "702.18a", "hexproof": "702.11a", "indestructible": "702.12a", "flying": "702.9a"}


@_clause("grant_keyword_while")
def _grant_keyword(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Basic lands each player controls have shroud as long as that player controls three or fewer lands":
    each player for whom the condition holds now; their permanents that match have the keyword (611.3a)."""
    keyword = text.low_of(next(t for t in node.children if isinstance(t, Token) and t.type == "WORD"))
    if keyword not in KEYWORD_RULES:
        raise Unread(keyword)
    test = condition_of(next(t for t in trees(node) if t.data.startswith("cond_")), text)
    if getattr(test, "who", None) != "that_player":  # "as long as that player …": tested for each of them
        raise Unread(clause)
    words = arg(node, "lead_kind")
    change = RuleChange("grant", "keyword", np_filter(words, text), what=text.of(words), keyword=keyword)
    return [StepSpec(clause, "rule_change", Subject("each_player", where=test), change=change)]


# ------------------------------------------------------------------------------------------ quoted abilities
def _quoted_token(node: Tree[Token]) -> Token:
    return next(t for t in node.children if isinstance(t, Token) and t.type == "QUOTED")


@_verb("get_emblem")
def _get_emblem(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each opponent gets an emblem with "…"" (114.2): each of them puts an emblem with that ability into the
    command zone, owned and controlled by them; the ability works from there later (114.4), not now."""
    _no_may(node, c)
    return [c.step("emblem", ability=quoted_ability(_quoted_token(node), c.text))]


@_clause("grant_ability")
def _grant_ability(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"All Slivers have "…"", "Creatures you control have "…"": every matching permanent has the quoted ability
    (113.10, 613.1f) as long as the source has this one (611.3a); each player's permanents, APNAP."""
    words = next(t for t in trees(node) if t.data in ("other", "np", "lead_kind", "subtype_lead", "kind"))
    start = bounds(words)[0]  # "other Zombies", "Human creature you control" (after "each"), "Shamans you control"
    end = bounds(_quoted_token(node))[0]
    objects = _kind_of(re.sub(r"\s+(?:have|has|tienen?)\s*$", "", text.low[start:end]).strip(), text)
    if objects is None:
        raise Unread(text.orig[start:end].strip())
    what = re.sub(r"\s+(?:have|has|tienen?)\s*$", "", text.orig[start:end].strip(), flags=re.IGNORECASE)
    change = RuleChange("grant", "ability", objects, what=what, ability=quoted_ability(_quoted_token(node), text))
    whose = {"you": "you", "opponents": "each_opponent", "not_you": "each_opponent"}.get(objects.control or "",
                                                                                        "each_player")
    return [StepSpec(clause, "rule_change", Subject(whose), change=change)]


def _kind_of(words: str, text: Words) -> TypeFilter | None:
    """The object lexicon's filter, or a subtype said alone ("Slivers", "Goblins"): every permanent of that
    subtype (205.3: a creature type names creatures and kindred permanents alike)."""
    from .subtypes import subtype_forms

    found = parse_filter(words, text.lexicon)
    if found is not None or " " in words:
        return found
    forms = subtype_forms(words)
    if not forms:
        return None
    return TypeFilter(((frozenset(), frozenset(), False, True),), "permanent", subtypes=frozenset(forms))


@_clause("grant_ability_attached")
def _grant_ability_attached(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Enchanted land has "…"" (303.4b), "Equipped creature has "…"" (301.5a): the one permanent the source is
    attached to has the quoted ability (113.10); which one is the scenario's ``attached_to``."""
    said = fold(text.low_of(node)).split('"')[0].split("«")[0]
    noun = "land" if re.search(r"\b(?:land|tierra)\b", said) else "creature"
    attached = "equipped" if re.search(r"\b(?:equipped|equipad[ao])\b", said) else "enchanted"
    kind = parse_filter(noun, GRAMMARS["en"])  # the noun, named in English whatever the text's language
    change = RuleChange("grant", "ability", kind, what=noun, attached=attached,
                        ability=quoted_ability(_quoted_token(node), text))
    return [StepSpec(clause, "rule_change", Subject("you"), change=change)]


@_clause("must_attack")
def _must_attack(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Creatures you control attack each combat if able": a requirement on attacking creatures (508.1d); "All
    creatures attack this turn if able" (Goblin Diplomats, "este turno"): the same requirement until the turn ends
    (611.2a), never read as each combat's."""
    kinds = [t for t in trees(node) if t.data in ("lead_kind", "keyword_tail", "mass_control", "np")]
    start, end = bounds(kinds[0])[0], max(bounds(t)[1] for t in kinds)
    objects = parse_filter(text.low[start:end], text.lexicon)
    if objects is None:
        raise Unread(text.orig[start:end])
    this_turn = re.search(r"\b(?:this turn|este turno)\b", fold(text.low[end:bounds(node)[1]])) is not None
    change = RuleChange("must", "attack", objects, what=text.orig[start:end].strip(),
                        duration="this_turn" if this_turn else "static")
    return [StepSpec(clause, "rule_change", Subject("you"), change=change)]


# ------------------------------------------------------------------------------------------ subjects
def subject_where(node: Tree[Token], text: Words) -> Subject:
    """"each player with exactly 13 life", "each opponent who doesn't control …": who is tested as it starts."""
    base = "each_opponent" if node.data == "each_opponent_where" else "each_player"
    if trees(node)[0].data == "dealt_damage_this_way":  # "each player dealt damage this way": the step before
        return Subject("this_way", ref_action="damage", base=base)
    return Subject(base, where=_test(trees(node)[0], text))


def _test(node: Tree[Token], text: Words) -> Condition:
    kind = node.data
    if kind == "who_controls_none":
        slot = object_slot(trees(node)[0], text)  # "who doesn't control a creature": none of them
        if slot.count != 1 or slot.up_to:
            raise Unread(text.of(node))
        return Controls("that_player", slot.filter, at_least=0, at_most=0)
    if kind in ("who_controls_more_than_you", "who_controls_fewer_than_you"):
        words = next(t for t in trees(node) if t.data in ("np", "kind"))  # Spanish: "más criaturas que tú"
        return ComparedToYou("that_player", np_filter(words, text), more=kind.endswith("more_than_you"))
    n = count_value(arg(node, "count"), text)
    if n is None:
        raise Unread(text.of(node))
    low = None if kind == "with_life_at_most" else n
    high = None if kind == "with_life_at_least" else n
    return Life("that_player", at_least=low, at_most=high)


__all__ = ["CLAUSES", "VerbHandler", "spell_filter", "subject_where"]
