"""The source of a permanent's ability on its controller's battlefield, when the board does not show it (113.6).

Why: a permanent's static, triggered or activated ability functions while the permanent is on the battlefield
(113.6), so as such an ability resolves its source is there (or was, for a cost that sacrificed it). A user who
names the card (``card:``, with the card database's type line) and gives a board without it still means that
board plus the source: "creatures you control" counts it, "each Sliver" includes it, "return a land you control"
may choose it. Leaving it out gave confidently wrong counts (a 2/2 Geist-Honored Monk that is a 3/3). So the
loader puts the card on its controller's battlefield with the types its type line prints (and its printed
power and toughness) and says so in ``warnings``; every handler then finds it through the one look-up,
``State.source_on_battlefield``.

Not placed: pasted text (no type line: which kind of permanent is unknown), an instant or a sorcery, an ability
that works from another zone (its own words say so: "Discard this card", "Return … from your graveyard",
"When you cycle …", "leaves the battlefield", "When you cast …"), a controller whose battlefield nobody described
(quick mode: unknown zones stay unknown), and a board that shows the card in one of its controller's zones.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from bot.catalog import t
from bot.errors import BotError

from .aura_made import made_aura
from .board import _MANA_COLORS
from .costs import sacrifices_source
from .grammar import parse_when
from .grammar.text import NAME_MARK, QUOTED_PART, fold, mark_names
from .model import CARD_TYPES, SUPERTYPES, Game, GameObject, Trigger
from .opponent_activates import opponent_only
from .oracle import Ability, CardText, Selection, abilities_of, is_spell_card
from .render.card_words import quoted_all
from .state_triggers import is_state_trigger

_ON_BATTLEFIELD_KINDS = frozenset({"triggered", "activated", "static", "loyalty", "chapter"})
# Words that put the source in another zone than the battlefield as its ability works (113.6, 113.6a-k)
_ELSEWHERE = (r"\bthis card\b", r"\b(?:{n}) from (?:your|its owner's) (?:hand|graveyard|library)\b",
              r"\bdiscard (?:{n})\b", r"\breveal (?:{n})\b", r"\bexile (?:{n}) from\b", r"\bcycle (?:{n})\b",
              r"\bcast (?:{n}|this spell)\b",
              # not "a permanent other than Last Laugh is put into a graveyard": another permanent's event
              r"(?<!other than )\b(?:{n}|this creature|this permanent) leaves the battlefield\b",
              r"(?<!other than )\b(?:{n}) is (?:exiled|put into)\b", r"\b(?:{n}) is in your (?:hand|graveyard)\b",
              r"\besta carta\b", r"\bdescarta (?:{n})\b", r"\b(?:{n}) deja el campo de batalla\b",
              r"\blanzas (?:{n}|este hechizo)\b", r"\bciclas (?:{n})\b",
              # the spell's own cost (601.2f) or "This spell can't be countered" (113.6g): it works as the card is
              # cast or while it is on the stack, never from the battlefield
              r"\bthis spell\b", r"\beste hechizo\b")

_COLOR_SYMBOL_RE = re.compile(r"[WUBRG]")  # a coloured mana symbol of a cost (105.1), compiled once


# Cards of the casual variants that work from the command zone, never the battlefield (Planechase 901, Vanguard 902,
# Archenemy 904, Conspiracy Draft 905). Their triggered and activated abilities resolve like any (what they do is
# said right); a static ability's effect would be told "as long as the source is on the battlefield", false of them,
# so it is refused, not read.
COMMAND_ZONE_TYPES = frozenset({"vanguard", "plane", "phenomenon", "scheme", "conspiracy"})


def refuse_command_zone(card: CardText | None, ability: Ability | None, msg_lang: str | None) -> None:
    """``unsupported_effect`` for a static ability (or the whole text) of a card whose front type line names a
    command-zone card type; nothing for any other."""
    if card is None or not card.type_line or (ability is not None and ability.kind in ("triggered", "activated")):
        return
    if any(w in COMMAND_ZONE_TYPES for w in fold(card.type_line.split(" // ")[0].split("—")[0]).split()):
        raise BotError.of("unsupported_effect", "apnap.error.command_zone_card", field="card", lang=msg_lang,
                          name=card.name, kind=card.type_line)


# Words each pattern of _ELSEWHERE cannot match without (in the same order): a pattern whose words the text lacks is
# never compiled. Why: each pattern holds the card's own names, so a new card compiled all fifteen (about a tenth of
# a request's CPU in the corpus bench); most abilities have none of these words.
_ELSEWHERE_WORDS = ("this card", " from ", "discard ", "reveal ", "exile ", "cycle ", "cast ",
                    " leaves the battlefield", " is ", " is in your ", "esta carta", "descarta ",
                    " deja el campo de batalla", "lanzas ", "ciclas ", "this spell", "este hechizo")


def works_elsewhere(text: str, names: tuple[str, ...]) -> bool:
    """Whether an ability's own words place its source in another zone (a hand, a graveyard, the stack). Words in
    quotation marks are an ability it grants (113.1a, 611.1): "this creature leaves the battlefield" there is the
    Sliver's that has it, not this source (judge 41es: the grant found nobody)."""
    low = QUOTED_PART.sub('""', fold(text))
    named = any(names)
    if named and _names_clash(names):  # a name that is one of the patterns' own words ("El"): marking it would
        said = "|".join(re.escape(fold(n)) for n in names if n)  # hide that word, so the names go in the patterns
        return any(re.search(p.format(n=said), low) for p, words in zip(_ELSEWHERE, _ELSEWHERE_WORDS, strict=True)
                   if words in low)
    patterns = _ELSEWHERE_NAMED if named else _ELSEWHERE_UNNAMED
    marked = mark_names(low, names) if named else low
    return any(pattern.search(marked)
               for pattern, words in zip(patterns, _ELSEWHERE_WORDS, strict=True) if words in low)




def _names_clash(names: tuple[str, ...]) -> bool:
    """Whether a folded name stands as a whole word inside a pattern's own words (a card called "El" and "deja el
    campo de batalla"); found by a property test (tests/apnap/test_resolver_speed_memos.py), never by a real card."""
    return any(f" {fold(n)} " in f" {words} " for n in names if n for words in _ELSEWHERE_WORDS)  # words: spaced


# _ELSEWHERE compiled once: "{n}" is the names' mark (mark_names) for a card with names, "this card" for one without
_ELSEWHERE_NAMED = tuple(re.compile(p.format(n=NAME_MARK)) for p in _ELSEWHERE)
_ELSEWHERE_UNNAMED = tuple(re.compile(p.format(n="this card")) for p in _ELSEWHERE)


def place_source(game: Game, card: CardText | None, selection: Selection, names: tuple[str, ...],
                 new_uid: Callable[[], int], lang: str, defining: bool = False) -> str | None:
    """Put the named card on its controller's battlefield as the source of a permanent's ability the board does
    not show (113.6); the warning that says so, or None when nothing was placed. ``defining``: the ability is a
    characteristic-defining one (plan.steps_layers.defines_characteristics), which works in every zone (604.3)."""
    ability = selection.ability
    if (card is None or not card.type_line or is_spell_card(card.type_line) or ability is None
            or ability.kind not in _ON_BATTLEFIELD_KINDS or selection.source_zone(names) != "battlefield"
            or works_elsewhere(ability.text, names) or opponent_only(selection.restriction)):
        return None
    you = game.player(game.controller)
    keys = {fold(n) for n in names} | {fold(card.name)}
    if "battlefield" in you.unknown or any(fold(o.name) in keys for zone in you.zones.values() for o in zone):
        return None
    obj = card_permanent(card, game.controller, new_uid())
    if not obj.types:
        return None
    if aura_gone(card, ability):  # its creature left, so it left too (704.5m) before the trigger was put on the stack
        you.graveyard.append(obj)
        return t("apnap.warning.source_aura_gone", lang, source=card.name, player=game.controller)
    aura = made_aura(card, ability)  # a Licid's "enchanted creature": the Aura its own ability made it (aura_made.py)
    if aura:
        obj = replace(obj, types=frozenset({"enchantment"}), subtypes=frozenset({"aura"}), power=None, toughness=None)
    you.battlefield.append(obj)
    # a static ability never resolves: it works while its permanent is on the battlefield (604.1; judge 24)
    key = ("apnap.warning.source_placed_defining" if ability.kind == "static" and defining and not aura
           else "apnap.warning.source_placed_static" if ability.kind == "static"
           else "apnap.warning.source_placed_sacrificed" if sacrifices_source(ability.cost, names) and not aura
           else "apnap.warning.source_placed")
    placed = t(key + ("_made_aura" if aura else ""), lang, source=card.name, player=game.controller)
    unread = [c for c in unread_triggers(card) if c != ability.condition]  # not the one resolving now
    if unread:  # what it would watch for and the engine cannot: said, never silently left out (603.2)
        placed += " " + triggers_unread(card, unread, lang)
    return placed


# "When enchanted creature dies", "Whenever enchanted permanent leaves the battlefield", "is put into a graveyard",
# printed Spanish "Cuando la criatura encantada muera / deje el campo de batalla / vaya a un cementerio"
_ENCHANTED_GONE = re.compile(r"^(?:when|whenever) enchanted \w+ (?:dies|leaves the battlefield|is put into a graveyard)"
                             r"|^(?:cuando|siempre que) (?:la|el) \w+ encantad[oa] (?:muera|deje el campo de batalla"
                             r"|vaya a un cementerio|sea puest[oa] en un cementerio)")


def aura_gone(card: CardText, ability: Ability) -> bool:
    """An Aura's trigger on its creature leaving: the Aura is put into its owner's graveyard by the next check of
    state-based actions (704.5m, 303.4c), before the trigger is put on the stack (117.5), so as it resolves the Aura
    is in the graveyard, not on the battlefield (judge 22: Infectious Bloodlust); the trigger looks back (603.10a)."""
    return (ability.kind == "triggered" and "aura" in fold(card.type_line)
            and bool(_ENCHANTED_GONE.match(fold(ability.condition or ""))))


def give_own_triggers(game: Game, card: CardText | None, names: tuple[str, ...], lang: str,
                      resolving: Ability | None = None) -> list[str]:
    """The card's permanents the board shows with no ``triggers`` get the card's own triggered abilities (603.2,
    113.6: "When Ember Swallower becomes monstrous" watches its own Monstrosity as any board trigger watches
    events); the ones grammar/when.py cannot read are said, never silently left out."""
    if card is None or not card.type_line or is_spell_card(card.type_line):
        return []
    keys = {fold(n) for n in names} | {fold(card.name)}
    shown = [o for p in game.players for o in p.battlefield if fold(o.name) in keys and not o.triggers]
    if not shown:
        return []
    own = triggers_of(card)
    for player in game.players:
        player.zones["battlefield"] = [replace(o, triggers=own) if o in shown else o for o in player.battlefield]
    unread = [c for c in unread_triggers(card) if resolving is None or c != resolving.condition]
    return [triggers_unread(card, unread, lang)] if unread else []


def triggers_unread(card: CardText, conditions: list[str], lang: str) -> str:
    """The card's other trigger conditions the engine does not watch for, said: quoted in the answer's language
    (render/card_words.py), else named without their words (never the card's other language)."""
    quoted = quoted_all(conditions, "trigger", card.lang, lang)
    if quoted is None:
        return t("apnap.warning.source_triggers_unread_unsaid", lang, source=card.name)
    return t("apnap.warning.source_triggers_unread", lang, source=card.name, conditions=quoted)


def card_permanent(card: CardText, controller: str, uid: int) -> GameObject:
    """The card as a permanent: its front face's card types and subtypes (205), printed power and toughness, its
    own triggered abilities the engine watches for (603.2: "Whenever another creature dies" on the source of an
    ability that destroys one triggers too), and its text, which is known (a permanent with none given is said to
    leave with what it triggers on unknown, 603.6c; judge 41 found that said of a card named with its text)."""
    front = card.type_line.split(" // ")[0]
    kinds, _, subs = front.partition("—")
    # its supertypes too ("Legendary Artifact": "Tap an untapped legendary permanent you control" may tap it, 205.4)
    types = frozenset(w for w in kinds.lower().split() if w in CARD_TYPES or w in SUPERTYPES)
    creature = "creature" in types
    colors = frozenset(_MANA_COLORS[c] for c in _COLOR_SYMBOL_RE.findall((card.mana_cost or "").upper()))
    return GameObject(uid, card.name, controller, types, triggers=triggers_of(card),
                      subtypes=frozenset(w.lower() for w in subs.split()),
                      power=_number(card.power) if creature else None,
                      toughness=_number(card.toughness) if creature else None, mana_cost=card.mana_cost,
                      colors=colors, colors_known=card.mana_cost is not None or "land" in types, text=card.text)


def spell_kind_is_static(selection: Selection, spell_card: bool | None) -> Selection:
    """A permanent card's line the text alone reads as a spell's ("All Slivers have …", "Geist-Honored Monk's power
    and toughness are each equal to …") is a static ability (113.3a: only instants and sorceries have spell
    abilities; 113.3d): its source is the permanent, not a spell on the stack. ``spell_card``: the type line says
    (False: a permanent card; None: pasted text, which the text decides)."""
    from dataclasses import replace

    ability = selection.ability
    if spell_card is not False or ability is None or ability.kind != "spell":
        return selection
    return replace(selection, ability=replace(ability, kind="static"))


def triggers_of(card: CardText) -> tuple[Trigger, ...]:
    out = []
    for ability in abilities_of(card.text):
        if ability.kind != "triggered" or not ability.condition:
            continue
        for part in event_parts(ability.condition):
            pattern = parse_when(part, card.name)
            if pattern is not None:
                out.append(Trigger(pattern, ability.condition, ability.effect))
    return tuple(out)


# "Whenever another creature dies, or a creature card leaves your graveyard, …": one ability, several events (603.2)
_OR_EVENT = re.compile(r",\s+(?:or|o)\s+")
_WHEN_WORD = re.compile(r"^(?:whenever|when|cuando|siempre que)\s+", re.IGNORECASE)


def event_parts(condition: str) -> list[str]:
    """A trigger condition's events, each said with the condition's own first word: "Whenever another creature dies,
    or a creature card leaves your graveyard" is "Whenever another creature dies" and "Whenever a creature card leaves
    your graveyard" (603.2: the ability triggers on each; they are distinct events, so one triggers it once)."""
    parts = _OR_EVENT.split(condition)
    lead = _WHEN_WORD.match(parts[0])
    if len(parts) == 1 or lead is None:
        return [condition]
    return [parts[0], *(lead.group(0) + part for part in parts[1:])]


def unread_triggers(card: CardText) -> list[str]:
    """The trigger conditions of the card's triggered abilities that grammar/when.py cannot read (phases and steps
    other than the upkeep, "enchanted creature …"), or one of whose events it cannot read: the engine does not watch
    for them."""
    return [ability.condition for ability in abilities_of(card.text)
            if ability.kind == "triggered" and ability.condition
            and any(parse_when(part, card.name) is None for part in event_parts(ability.condition))
            and not _STEP_TRIGGER.match(fold(ability.condition))
            and not is_state_trigger(ability.condition, card)]  # checked by the engine (603.8, state_triggers.py)


# "At the beginning of …" other than the upkeep, "at end of combat": a step or phase, which never begins while an
# effect resolves (500.1), so nothing is left out by not watching for it
_STEP_TRIGGER = re.compile(r"(?:at (?:the )?(?:beginning|end)|al (?:comienzo|final)|at end of combat)\b")


def _number(value: str | None) -> int | None:
    text = (value or "").strip()
    return int(text) if text.lstrip("-").isdigit() else None
