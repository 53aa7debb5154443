"""The stack (405): "Counter target spell", "Counter target creature or sorcery spell unless its controller pays {4}"
(701.6a, 118.12), "counter that spell" / "counter it" (the spell a "Whenever a player casts …" trigger is about,
603.2), "If that spell is countered this way, exile it instead of putting it into its owner's graveyard" (a
replacement on that counter, 614.1a) and "This spell can't be countered." (a static ability of the spell, 604.1).

Why a module: a spell is an object on the stack, not on the battlefield; the words of its kind ("instant or sorcery
spell", "spell with converted mana cost 2 or less") are read by the object lexicon as the same words of a card
("instant or sorcery card"), and the scenario's ``spells`` says which spells are on the stack (stack_facts.py).
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .filters import parse_filter
from .noun_words import SPELL_NOUNS, as_card_words, card_noun
from .phrases import Unread, Words, arg, child, count_value, per_each, trees
from .specs import CountRef, StepSpec, TypeFilter
from .text import fold
from .verbs import _NOBODY, Context, _verb
from .verbs_board import CLAUSES


def spell_filter(np: Tree[Token], text: Words, tail: Tree[Token] | None = None) -> TypeFilter:
    """"creature or sorcery spell", "spell with converted mana cost 2 or less", "instant spell you control": the
    same words of a card, read by the object lexicon (types, colours, mana value, control; 202, 105); a phrase
    with no "spell" in it, or words the lexicon does not know, are refused with their words. ``tail``: what
    printed Spanish says after "objetivo" ("el hechizo objetivo que no sea de criatura"), read with the noun."""
    return spell_and_targets(np, text, tail)[0]


def spell_and_targets(np: Tree[Token], text: Words, tail: Tree[Token] | None = None,
                      targets: Tree[Token] | None = None) -> tuple[TypeFilter, tuple[tuple[str, str], ...]]:
    """The spell's kind, and what it must target (``targets``: "… that targets you / a player / this creature / a
    creature", "… que haga objetivo a un jugador", "… que te haga objetivo"; 115.1: the spell's own targets, the
    scenario's ``spells[].targets``): ``(("spell_targets", "you" | "player" | "source" | "object"),)`` and, for an
    object, ``("spell_targets_words", its kind's words)`` (read by ``spell_targets_filter``)."""
    words = text.low_of(np) + (f" {text.low_of(tail)}" if tail is not None else "")
    return _spell_kind(words, np, text), (() if targets is None else _targets_of(targets, text))


_TARGETS_LEAD = re.compile(r"^(?:that targets|que (?:te )?haga objetivo(?: a)?)\s*")
_WHO = {"": "you", "you": "you", "ti": "you", "a player": "player", "un jugador": "player"}


def _targets_of(node: Tree[Token], text: Words) -> tuple[tuple[str, str], ...]:
    what = _TARGETS_LEAD.sub("", text.low_of(node))
    if what in _WHO:
        return (("spell_targets", _WHO[what]),)
    if child(node, "self_ref") is not None:  # "that targets this creature" (Mistfolk): the source
        return (("spell_targets", "source"),)
    return (("spell_targets", "object"), ("spell_targets_words", what))


def spell_targets_filter(step_words: str, text: Words) -> TypeFilter:
    """The kind of permanent the spell must target ("a creature", "a permanent you control", "an enchantment",
    "una criatura"): the object lexicon's words; unknown words refused."""
    words = step_words.split(" ", 1)[1] if step_words.split(" ", 1)[0] in ("a", "an", "un", "una") else step_words
    flt = parse_filter(words, text.lexicon)
    if flt is None or flt.noun not in ("creature", "permanent", "artifact", "enchantment", "land", "planeswalker"):
        raise Unread(step_words)
    return flt


def _spell_kind(words: str, np: Tree[Token], text: Words) -> TypeFilter:
    spell, spells = SPELL_NOUNS[text.lexicon.lang]
    if spells in words.split() or words.split().count(spell) != 1:
        raise Unread(text.of(np))
    flt = parse_filter(" ".join(as_card_words(words.split())), text.lexicon)
    if flt is None or flt.not_source or flt.greatest is not None or flt.tapped is not None or flt.chosen:
        raise Unread(text.of(np))
    return replace(flt, noun="spell")


def _unless_per(node: Tree[Token], text: Words) -> CountRef | None:
    """"… unless its controller pays {1} for each card in your graveyard" (118.12a): what the payment is counted by
    (the count's own words, read as any "for each …"; 107.1), or None for a fixed payment."""
    unless = child(node, "spell_unless")
    per = next((t for t in trees(unless) if t.data.startswith("per_")), None) if unless is not None else None
    return None if per is None else per_each(per, text)


def _unless(node: Tree[Token], text: Words) -> tuple[tuple[str, str], ...]:
    """"… unless its controller pays {4}": the mana symbols that spell's controller may pay (118.12)."""
    unless = child(node, "spell_unless")
    caster = any(isinstance(t, Token) and t.type == "COUNTER_UNLESS_CASTER" for t in node.children)
    if unless is None and not caster:
        return ()
    mana = next(str(t) for t in (unless or node).children if isinstance(t, Token) and t.type == "MANA").upper()
    if "X" in mana and (mana.count("X") > 1 or caster):  # "{X}{X}", a cast trigger's X: whose X is not read
        raise Unread(text.of(unless or node))
    who = (("payer", "that_player"),) if caster else ()  # "unless that player pays": the caster (603.2)
    return (("unless_mana", mana), *who)


@_verb("counter_spell")
def _counter_target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Counter target spell": the spell the scenario's ``target`` names, on the stack (``spells``; 115.1, 701.6a);
    "you may counter target spell" (Frilled Mystic): the controller's yes or no first (608.2d)."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    flt, targeting = spell_and_targets(arg(node, "np"), c.text, child(node, "target_tail"),
                                       child(node, "spell_targets"))
    other = spell_targets_filter(dict(targeting)["spell_targets_words"], c.text) \
        if ("spell_targets", "object") in targeting else None
    unless = _unless(node, c.text)
    if ("payer", "that_player") in unless:  # "that player" with no player before it: who is meant is not read
        raise Unread(c.clause)
    per = _unless_per(node, c.text)
    if per is not None and "X" in dict(unless).get("unless_mana", ""):
        raise Unread(c.clause)
    step = c.step("counter_spell", subject=_NOBODY, players_too=False, creatures=flt, other=other, amount_ref=per,
                  extra=(("target", "spell"), *targeting[:1], *unless))
    # "… unless its controller pays {X}" (Power Sink): X is the countering spell's, the scenario's ``x`` (107.3a)
    return [replace(step, uses_x=True) if "X" in dict(unless).get("unless_mana", "") else step]


@_verb("counter_that_spell")
def _counter_that(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Whenever a player casts a spell, counter it unless that player pays {3}": the spell the trigger event is
    about (603.2), named by the scenario's ``event_object``; anywhere else refused (event_facts.py)."""
    if c.subject.kind != "you" or c.optional:
        raise Unread(c.clause)
    flt = parse_filter(card_noun(c.text.lexicon.lang), c.text.lexicon)
    if flt is None:  # pragma: no cover - the lexicon knows "card"
        raise Unread(c.clause)
    return [c.step("counter_spell", subject=_NOBODY, players_too=False, creatures=replace(flt, noun="spell"),
                   extra=(("event_object", "spell"), *_unless(node, c.text),
                          *((("said", "it"),) if _said_it(c.text.low_of(node).split()) else ())))]


@_verb("counter_all_spells")
def _counter_all(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Counter all other spells." (Swift Silence), "Counter all spells you don't control": every spell of that kind
    on the stack (the scenario's ``spells``; 405.1, 701.6a), no target. "Other": not this spell itself (it is
    resolving, 608.2). The kind is the object lexicon's words of a card; words it does not know are refused."""
    if c.subject.kind != "you" or c.optional:
        raise Unread(c.clause)
    plural = SPELL_NOUNS[c.text.lexicon.lang][1]
    words = c.text.low_of(arg(node, "np")).split()
    if words.count(plural) != 1:
        raise Unread(c.clause)
    flt = parse_filter(" ".join(as_card_words(words)), c.text.lexicon)
    if flt is None or flt.not_source or flt.greatest is not None or flt.tapped is not None or flt.chosen:
        raise Unread(c.clause)
    other = any(isinstance(t, Token) and t.type == "OTHER_SPELLS" for t in node.children)
    return [c.step("counter_spell", subject=_NOBODY, players_too=False, creatures=replace(flt, noun="spell"),
                   extra=(("all", "other" if other else "all"),))]


def _said_it(words: list[str]) -> bool:
    """"counter it", printed Spanish "contrarréstalo": the spell said as a pronoun (so said back the same way)."""
    return words[1:2] == ["it"] or words[0] in ("contrarrestalo", "contrarrestarlo")


@_verb("counter_ability")
def _counter_ability(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Counter target activated ability", "… activated or triggered ability" (701.6a): the ability the scenario's
    ``target`` names among ``spells`` (an entry with ``ability: activated`` or ``triggered``)."""
    if c.subject.kind != "you" or c.optional:
        raise Unread(c.clause)
    kinds = [k for k in ("activated", "triggered") if k in c.text.low_of(node)]
    return [c.step("counter_spell", subject=_NOBODY, players_too=False,
                   extra=(("target", "ability"), ("ability_kinds", ",".join(kinds))))]


@_verb("copy_spell")
def _copy_target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Copy target instant or sorcery spell you control": the spell ``target`` names; its copy goes on the stack
    under the controller's control (707.10)."""
    if c.subject.kind != "you" or c.optional:
        raise Unread(c.clause)
    flt = spell_filter(arg(node, "np"), c.text, child(node, "target_tail"))  # Spanish: "… objetivo que controlas"
    color = next((str(t).split()[-1] for t in node.children if isinstance(t, Token) and t.type == "EXCEPT_COPY_COLOR"),
                 None)  # Fork: "…, except that the copy is red" / "excepto que la copia es roja" (707.9b)
    colored = (("copy_color", _COPY_COLORS[fold(color)]),) if color is not None else ()
    n, uses_x = copy_count(node, c)
    return [c.step("copy_spell", subject=_NOBODY, players_too=False, creatures=flt, amount=n, uses_x=uses_x,
                   extra=(("target", "spell"), *colored))]


_TIMES = re.compile(r" (?:twice|\S+ times|\S+ veces)$")


def copy_count(node: Tree[Token], c: Context) -> tuple[int | None, bool]:
    """How many copies (707.10: each one a copy of the spell on the stack): none said, one (``None``, the plan's
    one); "twice" 2; "three times" / "tres veces" its number; "X times" / "X veces" the scenario's X (107.3). A
    number below two said with "times" is no wording a card prints, and is refused."""
    times = child(node, "copy_times")
    if times is None:
        return None, False
    said = child(times, "count")
    if said is None:  # "twice"
        return 2, False
    n = count_value(said, c.text)
    if n is not None and n < 2:
        raise Unread(c.text.of(times))
    return n, n is None


_COPY_COLORS = {"white": "white", "blue": "blue", "black": "black", "red": "red", "green": "green", "blanca": "white",
                "azul": "blue", "negra": "black", "roja": "red", "verde": "green"}


@_verb("copy_that_spell")
def _copy_that(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Whenever you cast an instant or sorcery spell, copy that spell" / "copy it" (707.10): the spell the trigger
    event is about (603.2), the scenario's ``event_object``; anywhere else refused (event_facts.py). "Whenever you
    activate an ability, …, copy that ability": the activated ability of the event, one of the scenario's
    ``spells`` with ``ability: activated`` (stack_facts.py)."""
    said = _TIMES.sub("", c.text.low_of(node)).split()[-1]  # "copy it twice": "it"
    # "each other player copies that spell" (Hive Mind): each of them copies it and controls their copy (707.10)
    if c.subject.kind != "you" and (c.subject.kind != "each_other_player" or said not in ("spell", "hechizo")):
        raise Unread(c.clause)
    flt = parse_filter(card_noun(c.text.lexicon.lang), c.text.lexicon)
    if flt is None:  # pragma: no cover - the lexicon knows "card"
        raise Unread(c.clause)
    said_it = said in ("it", "copialo", "copiarlo")
    # "copy that ability" / "copia esa habilidad": the activated ability the trigger event is about (707.10)
    kind = "ability" if said in ("ability", "habilidad") else "spell"
    n, uses_x = copy_count(node, c)
    return [c.step("copy_spell", subject=_NOBODY if c.subject.kind == "you" else c.subject, players_too=False,
                   creatures=replace(flt, noun="spell"), amount=n, uses_x=uses_x,
                   extra=(("event_object", kind), *((("said", "it"),) if said_it else ())))]


@_verb("copy_this_spell")
def _copy_this(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Then that permanent's controller may copy this spell and may choose a new target for that copy" (Chain of
    Acid; 707.10, 707.10c): the resolving spell itself, copied by the subject ("you", the controller of the object
    named before, 608.2h, or "they" after "If the player does", that player), who controls the copy; another subject
    is refused."""
    if c.subject.kind not in ("you", "object_controller", "that_player"):
        raise Unread(c.clause)
    new = any(isinstance(t, Token) and t.type == "NEW_TARGET_FOR_THAT_COPY" for t in node.children)
    return [c.step("copy_spell", players_too=False,
                   extra=(("copy_of", "source"), *((("new_targets", "1"),) if new else ())))]


@_verb("copy_countered_spell")
def _copy_countered(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"… you may copy the spell countered this way" (Psychic Rebuttal; 707.10): the spell the counter just before
    countered, copied as it last existed on the stack; not a target (``countered_before`` refuses it with no counter
    of a target spell before it)."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    flt = parse_filter(card_noun(c.text.lexicon.lang), c.text.lexicon)
    if flt is None:  # pragma: no cover - the lexicon knows "card"
        raise Unread(c.clause)
    return [c.step("copy_spell", subject=_NOBODY, players_too=False, creatures=replace(flt, noun="spell"),
                   extra=(("countered", "1"),))]


def _cant_be_countered(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"This spell can't be countered.": a static ability of the spell (604.1, 701.6a), reported as a rule change."""
    return [StepSpec(clause, "cant_be_countered", _NOBODY, players_too=False)]


def _split_second(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"[If this spell was kicked,] it has split second." (702.61a): a static ability of the spell, which functions
    only while it is on the stack; said, never acted on as it resolves."""
    return [StepSpec(clause, "split_second", _NOBODY, players_too=False)]


def _exile_instead(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """A marker that ``fold_exile_instead`` joins to the counter before it (refused with nothing to join)."""
    return [StepSpec(clause, "countered_exile", _NOBODY, players_too=False)]


def fold_exile_instead(steps: list[StepSpec]) -> list[StepSpec]:
    """"If that spell is countered this way, exile it instead of putting it into its owner's graveyard": the
    counter just before it puts the spell into exile (614.1a); with no counter before it, refused. A counter under
    the subject's own "unless" ("unless that player pays", no player named) is refused too: the payer is the
    spell's controller, which only "its controller" says."""
    out: list[StepSpec] = []
    for step in steps:
        if step.action == "counter_spell" and (step.unless or step.subject.kind != "you"):
            raise Unread(step.text)  # "… unless that player pays" of no player named: the subject's "unless"
        if step.action == "copy_spell" and step.detail("countered") and not any(
                s.action == "counter_spell" and s.detail("target") == "spell" for s in out):
            raise Unread(step.text)  # "the spell countered this way" with no counter of a target spell before it
        if step.action == "copy_new_targets":  # "You may choose new targets for the copy." (707.10c)
            if not out or out[-1].action != "copy_spell" or out[-1].detail("new_targets") or (
                    out[-1].subject.kind == "each_other_player") != _those_players(step.text):
                raise Unread(step.text)  # "each of those players …" only after their copies, "you …" after yours
            out[-1] = replace(out[-1], text=f"{out[-1].text}. {step.text}",
                              extra=(*out[-1].extra, ("new_targets", "1")))
            continue
        if step.action != "countered_exile":
            out.append(step)
            continue
        if not out or out[-1].action != "counter_spell" or out[-1].detail("exile_instead"):
            raise Unread(step.text)
        out[-1] = replace(out[-1], text=f"{out[-1].text}. {step.text}",
                          extra=(*out[-1].extra, ("exile_instead", "1")))
    return out


def _those_players(text: str) -> bool:
    """"Each of those players may choose new targets for their copy" / "Cada uno de esos jugadores …" (Hive Mind)."""
    return fold(text).lower().startswith(("each of those players", "cada uno de esos jugadores"))


def _new_targets(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """A marker ``fold_exile_instead`` joins to the copy before it (707.10c)."""
    return [StepSpec(clause, "copy_new_targets", _NOBODY, players_too=False)]


CLAUSES.update({"cant_be_countered": _cant_be_countered, "spell_split_second": _split_second,
                "countered_exile_instead": _exile_instead,
                "copy_new_targets": _new_targets})
