"""Choices of a value that is not an object, and the words that read them (issue #22, session 12).

"Choose a color" (105.1), "choose a card name" / "Name a card" (201.3), "choose an opponent" (102.2), "choose
artifact, creature, enchantment, instant, or sorcery" (205.2a): one typed choice, a ``choose`` step whose ``word``
says the domain, the same step as "choose a creature type" (verbs.py). What reads it later: "of the chosen color",
"with the chosen name" (a filter's ``chosen``) and "Add one mana of the chosen color" — the latest such choice of
the effect, or the choice its source made as it entered (607.2d, 614.12a), which the scenario gives (``chosen``).
Kept apart from verbs.py so each module stays small; registered in VERBS like every verb (grammar/__init__).
"""

from __future__ import annotations

import re
from itertools import permutations

from lark import Token, Tree

from .choice_words import (
    _PROTECTION_ES,
    COLORS,
    COLORS_ES,
    OF_ITS_CONTROLLERS,
    OF_YOUR_CHOICE,
    keyword_choice_options,
)
from .chosen_reads import OF_YOUR_CHOICE_KINDS, chosen_reads
from .objects import parse_counted
from .phrases import Unread, arg, child, count_value, np_filter, past_action
from .specs import StepSpec, Subject
from .subtypes import permanent_kind, subtype_forms
from .text import fold
from .verbs import Context, _verb

# The words of one choice token (english.lark / spanish.lark CHOOSE_DOMAIN) → the domain chosen from.
_DOMAINS = (
    ("color", ("a color", "un color")),
    ("card_name", ("card name", "a card", "a nonland card", "nombre de carta", "una carta")),
    ("opponent", ("an opponent", "un oponente")),
    ("player", ("a player", "un jugador")),
)
# "a nonland card name", "nombra una carta que no sea de tierra": a name of a card that is not a land (205.2a)
_NONLAND = ("nonland", "que no sea de tierra")

# The card types "choose artifact, creature, enchantment, instant, or sorcery" may list (205.2a)
_CARD_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
                         "planeswalker", "sorcery", "tribal"})


# "an artifact card name", "a nonartifact, nonland card name" / "un nombre de carta de artefacto", "… que no sea de
# artefacto ni de tierra": the card types the name's card must have or lack (201.3, 205.2a), as "artifact" / "nonland"
_NAME_KIND_EN = re.compile(r"an? ((?:(?:non)?(?:artifact|creature|land),? )*)card name")
_NAME_KIND_ES = re.compile(r"nombre de carta(?: de (?P<kind>artefacto|criatura)"
                           r"| que no sea de (?P<nots>(?:artefacto ni de )?tierra))?$")


def name_limits(words: str) -> tuple[str, ...]:
    """The card types a chosen card name's card must have ("artifact") or lack ("nonland"); () for any card."""
    en = _NAME_KIND_EN.search(words)
    if en is not None:
        parts = [f"{no}{kind}" for no, kind in re.findall(r"(non)?(artifact|creature|land)", en[1])]
    else:
        es = _NAME_KIND_ES.search(words)
        parts = [] if es is None else [ES_CARD_TYPES[es["kind"]]] if es["kind"] else \
            ["non" + ES_CARD_TYPES[t] for t in re.findall(r"artefacto|tierra", es["nots"] or "")]
    return tuple(parts)


def _domain(words: str) -> str:
    words = _NAME_KIND_ES.sub("nombre de carta", words.removesuffix(" " + _NONLAND[1]))
    for kind, forms in _DOMAINS:
        if any(words.endswith(f) for f in forms):
            return kind
    raise Unread(words)


@_verb("choose_domain")
def _choose_domain(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Choose a color", "Name a card", "elige un oponente": one choice of that domain per acting player, made in
    public in APNAP order (101.4), kept for the words that read it."""
    words = fold(str(next(t for t in node.children if isinstance(t, Token))))
    kind = _domain(words)
    limits = (name_limits(words) or (("nonland",) if any(n in words for n in _NONLAND) else ())
              if kind == "card_name" else ())
    limit = (("only", ",".join(limits)),) if limits else ()  # a step's details are words; the plan splits them once
    named = (("named", "1"),) if words.startswith(("name", "nombra")) else ()
    return [c.step("choose", extra=(("word", kind), *limit, *named))]


@_verb("choose_name_this_way")
def _choose_name_this_way(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You choose the name of a nonland card revealed this way": a card name (201.3) among the cards the latest
    reveal of this effect showed (608.2c), of the kind said; any other past action, or a kind that is not of cards,
    is refused."""
    if past_action(child(node, "past_verb"), c.text) != "reveal":
        raise Unread(c.text.of(node))
    np = arg(node, "np")
    flt = np_filter(np, c.text)
    if flt is None or c.text.low_of(np).split()[-1] != "card":  # a card's name (201.3): "a nonland card"
        raise Unread(c.text.of(node))
    return [c.step("choose", creatures=flt, extra=(("word", "card_name"), ("revealed", "1")))]


# printed Spanish card types (folded) → the rules' English (205.2a), for a choice among them
ES_CARD_TYPES = {"artefacto": "artifact", "criatura": "creature", "encantamiento": "enchantment", "tierra": "land",
                 "planeswalker": "planeswalker", "instantaneo": "instant", "conjuro": "sorcery", "batalla": "battle"}
# … and the other way, as printed ("instantáneo" with its accent): the one table the readings say them by
CARD_TYPES_ES = {en: es for es, en in ES_CARD_TYPES.items()} | {"instant": "instantáneo"}


@_verb("choose_type_list")
def _choose_type_list(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Choose artifact, creature, enchantment, instant, or sorcery": one of the card types listed (205.2a), a
    choice of a card type restricted to those words."""
    listed = str(next(t for t in node.children if isinstance(t, Token) and t.type == "TYPE_LIST"))
    words = [w.strip() for w in fold(listed).replace(", or ", ",").replace(" or ", ",").split(",")]
    if c.text.lexicon.lang == "es":  # "elige artefacto, criatura, encantamiento, instantáneo o conjuro"
        words = [_es_type(w.strip()) for w in fold(listed).replace(" o ", ",").split(",")]
    if len(words) < 2 or len(set(words)) != len(words) or not all(_listed_type(w) for w in words):
        raise Unread(c.text.of(node))  # "nonland, …" or a plural: not a list of card types to choose from
    return [c.step("choose", options=tuple(words), extra=(("word", "card_type"),))]


# The steps and phases "chooses draw step, main phase, or combat phase" may list (500.1), as the engine keeps them
TURN_PARTS = {"untap step": "untap_step", "upkeep step": "upkeep_step", "draw step": "draw_step",
              "main phase": "main_phase", "combat phase": "combat_phase", "end step": "end_step"}
# ... as Spanish says them (a choice's label in a Spanish answer, read back the same way)
TURN_PARTS_ES = {"untap step": "paso de enderezar", "upkeep step": "paso de mantenimiento",
                 "draw step": "paso de robar", "main phase": "fase principal", "combat phase": "fase de combate",
                 "end step": "paso final"}


@_verb("choose_turn_part")
def _choose_turn_part(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"That player chooses draw step, main phase, or combat phase": one of the steps or phases listed (500.1), a
    choice restricted to those words, which "the chosen step or phase" reads later."""
    listed = str(next(t for t in node.children if isinstance(t, Token) and t.type == "TURN_PART_LIST"))
    words = [w.strip() for w in fold(listed).replace(", or ", ",").replace(" or ", ",").split(",")]
    if len(words) < 2 or len(set(words)) != len(words) or not all(w in TURN_PARTS for w in words):
        raise Unread(c.text.of(node))
    return [c.step("choose", options=tuple(words), extra=(("word", "turn_part"),))]


@_verb("choose_type_order")
def _choose_type_order(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Choose an order for artifacts, creatures, and lands": an order of the card types listed (205.2a), one option
    per order ("creature, land, artifact"), the printed order first; "of the first / second / third type" reads it."""
    listed = str(next(t for t in node.children if isinstance(t, Token) and t.type == "TYPE_LIST"))
    words = [w.strip().removesuffix("s") for w in fold(listed).replace(", and ", ",").replace(" and ", ",").split(",")]
    if not 2 <= len(words) <= 4 or len(set(words)) != len(words) or not all(w in _CARD_TYPES for w in words) \
            or " or " in fold(listed):
        raise Unread(c.text.of(node))
    orders = tuple(", ".join(order) for order in permutations(words))
    return [c.step("choose", options=orders, extra=(("word", "type_order"),))]


_NTH_COUNT = {"a": "a permanent", "an": "a permanent", "one": "one permanent"}


@_verb("sacrifice_nth_type")
def _sacrifice_nth_type(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"sacrifices two of the second type" (after "one permanent of the first type"): permanents, the only thing one
    sacrifices (701.21a), of that place of the order chosen before."""
    count = c.text.low_of(arg(node, "count"))
    nth = str(next(t for t in node.children if isinstance(t, Token) and t.type == "CHOSEN_TYPE"))
    if re.fullmatch(r"of the (?:first|second|third|fourth) type", nth) is None:  # "two of that type": not read
        raise Unread(c.text.of(node))
    slot = parse_counted(f"{_NTH_COUNT.get(count, count + ' permanents')} {nth}", c.text.lexicon)
    if slot is None:
        raise Unread(c.text.of(node))
    return [c.step("sacrifice", slots=(slot,))]


def _es_type(word: str) -> str:
    """A printed Spanish option as the rules' English: "encantamiento que no sea Aura" is "non-Aura enchantment"."""
    kind, _, sub = word.partition(" que no sea ")
    return f"non-{sub} {ES_CARD_TYPES.get(kind, kind)}" if sub else ES_CARD_TYPES.get(word, word)


def _listed_type(word: str) -> bool:
    """One option of a list of card types: a card type (205.2a), or one narrowed by a subtype of its own that it is
    not ("non-Aura enchantment": an enchantment that isn't an Aura, 205.3h; what "of that type" then matches,
    engine/state._of_chosen_type)."""
    narrowed = re.fullmatch(r"non-([a-z]+) ([a-z]+)", word)
    if narrowed is None:
        return word in _CARD_TYPES
    sub, kind = narrowed.groups()
    return kind in _CARD_TYPES and sub in subtype_forms(sub) and permanent_kind(sub) == kind


@_verb("add_mana_chosen")
def _add_mana_chosen(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Add one mana of the chosen color" (106.1): mana of the colour chosen before, in this effect or as the
    source entered (607.2d)."""
    n = count_value(arg(node, "count"), c.text)
    if n is None or n > 10:
        raise Unread(c.text.of(node))
    return [c.step("add_mana", extra=(("mana", f"chosen:{n}"),))]


_THAT_PLAYER = re.compile(r"\b(?:that player|ese jugador|ese oponente|that opponent)\b")


def check_revealed_name(steps: list[StepSpec]) -> None:
    """"the name of a nonland card revealed this way" with no reveal before it in the effect names no cards (608.2c):
    refused, never a choice among every name."""
    shown = False
    for step in steps:
        if step.action == "choose" and step.detail("revealed") and step.detail("word") == "card_name" and not shown:
            raise Unread(step.text)
        shown = shown or step.action.startswith("reveal")


def check_chosen_part(steps: list[StepSpec]) -> None:
    """"skips each instance of the chosen step or phase" with no choice of a step or phase before it in the effect
    names nothing to skip: refused with its words, never a guess."""
    chosen = False
    for step in steps:
        change = step.change
        if change is not None and change.kind == "skip" and change.act == "chosen" and not chosen:
            raise Unread(step.text)
        chosen = chosen or (step.action == "choose" and step.detail("word") == "turn_part")


def check_chosen_player(steps: list[StepSpec]) -> None:
    """After "Choose an opponent", "that player" is the one chosen (608.2c; engine/referents.py). A count "for
    each creature that player controls" in an instruction someone else performs is read as the performer's own
    (``CountRef.of``): a different player, so such a step is refused rather than counted wrongly."""
    chose = False
    for step in steps:
        ref = step.amount_ref
        if (chose and ref is not None and ref.of == "player" and step.subject.kind != "that_player"
                and _THAT_PLAYER.search(fold(step.text))):
            raise Unread(step.text)
        chose = chose or (step.action == "choose" and step.detail("word") in ("opponent", "player"))


def protection_keyword(words: str) -> str:
    """"protection from red", "protección contra el color de tu elección" → the keyword in English."""
    if words.startswith("protection from "):
        return words
    quality = words.removeprefix("proteccion contra ")
    colour = next((en for en, es in COLORS_ES.items() if quality.removeprefix("el ") == es), None)
    if colour is not None:
        return f"protection from {colour}"
    if quality not in _PROTECTION_ES:
        raise Unread(words)
    return _PROTECTION_ES[quality]


def _bare_count(step: StepSpec) -> bool:
    """A count of "that color" read as one player's ("… for each permanent of that color you control" is read; a bare
    kind is every player's since whose_count.py, 109.2, Rith, the Awakener): a controlled count of the chosen colour
    with no controller is refused here rather than counted wrongly."""
    ref = step.amount_ref
    return (ref is not None and ref.kind == "controlled" and ref.filter is not None
            and ref.filter.chosen == "that_color" and ref.filter.control is None)


def _its_controller_chooses(step: StepSpec) -> StepSpec:
    """"Target creature gains protection from the color of its controller's choice" (608.2d, 702.16a): the one target's
    controller chooses the colour as the instruction is carried out (engine/who.py: "object_controller", 608.2h); on
    anything but one target word ("its" of several creatures, of the source) it is refused."""
    if step.action != "modify" or step.detail("target") != "object" or step.detail("targets"):
        raise Unread(step.text)
    return StepSpec(step.text, "choose", Subject("object_controller", ref_filter=step.creatures),
                    extra=(("word", "color"), ("inline", "1"), ("of_target", "1"), ("asked", "1")))


def inline_choices(steps: list[StepSpec]) -> list[StepSpec]:
    """"Target creature gains protection from the color of your choice until end of turn": the controller chooses
    a colour as the instruction is carried out (608.2d: "your" is the controller), a choice step just before it
    that the card's text says inside the instruction (rendered with it, never as a sentence of its own)."""
    out: list[StepSpec] = []
    for step in steps:
        reads = chosen_reads(step)  # one walk of the step's fields (filter_walk.py), read twice below
        if "that_color" in reads and (_bare_count(step) or not any(
                s.action == "choose" and s.detail("word") == "color" for s in out)):
            raise Unread(step.text)  # "of that color" with no colour chosen before (a card's colour), not read here
        if OF_YOUR_CHOICE in (step.detail("keywords") or "").split(","):  # "protection from the color of your
            # choice": what the grant is depends wholly on the answer (702.16a), so it is asked, never defaulted
            out.append(StepSpec(step.text, "choose", Subject("you"), extra=(("word", "color"), ("inline", "1"),
                                                                             ("asked", "1"))))
        if OF_ITS_CONTROLLERS in (step.detail("keywords") or "").split(","):
            out.append(_its_controller_chooses(step))
        if step.action == "becomes" and step.detail("choice"):  # "becomes the color of your choice" (608.2d); "the
            # color or colors of your choice": one colour or more (105.3)
            many = step.detail("choice") == "colors"
            out.append(StepSpec(step.text, "choose", Subject("you"), extra=(
                ("word", "color" if many else step.detail("choice")), ("inline", "1"),
                *((("most", str(len(COLORS))),) if many else ()))))
        for which in sorted(reads & OF_YOUR_CHOICE_KINDS.keys()):  # "of the color of your choice"
            # (608.2d): which objects the instruction acts on depends on it, so it is asked, never defaulted
            out.append(StepSpec(step.text, "choose", Subject("you"), extra=(
                ("word", OF_YOUR_CHOICE_KINDS[which]), ("inline", "1"), ("asked", "1"))))
        for keyword in (step.detail("keywords") or "").split(","):  # "gains your choice of reach, trample, or haste"
            if options := keyword_choice_options(keyword):
                if step.action != "modify":  # only a grant "until end of turn" reads the choice (act_board._modify)
                    raise Unread(step.text)
                out.append(StepSpec(step.text, "choose", Subject("you"), options=options, extra=(
                    ("word", "keyword"), ("inline", "1"), ("asked", "1"))))
        if step.shield is not None and step.shield.by == "chosen":  # "a source of your choice" (609.7a)
            out.append(StepSpec(step.text, "choose", Subject("you"), creatures=step.shield.by_objects,
                                extra=(("word", "source"), ("inline", "1"))))
        out.append(step)
    return out
