"""Whole Oracle text (English or Spanish) → its abilities and modes, and the one effect to resolve.

scenario-format.md, "Real card text": keyword-only lines and reminder text are not instructions;
abilities are numbered in line order (static abilities and cast permissions count, keyword lines
don't); a triggered ability resolves as if it had just triggered, an activated or loyalty ability
as if its cost were paid, a Saga chapter as that chapter's ability. Modal text ("Choose one —")
resolves the chosen modes, each mode its own step (608.2e / 700.2). Text with several abilities and
no ``ability``, or modal text and no ``mode``, is not guessed: ``choice_needed`` lists the options.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from bot.errors import BotError

from .card_names import own_names as own_names
from .card_names import self_names as self_names
from .card_names import short_names as short_names
from .grammar.self_words import SELF_WORDS
from .grammar.text import clean_spaces, fold
from .keyword_timing import keyword_restriction, with_keyword
from .opening import mode_label, opening_split

MAX_MODES = 10


@dataclass(frozen=True, slots=True)
class CardText:
    """What the resolver needs from the card database: the name and the whole Oracle (or printed) text."""

    name: str
    text: str
    lang: str = "en"
    type_line: str = ""  # "Sorcery", "Creature — Zombie": an instant's or sorcery's paragraphs all resolve (113.3a)
    power: str | None = None  # as printed ("2", "*"): a board object named only by name gets it (real_facts.py)
    toughness: str | None = None
    mana_cost: str | None = None  # "{1}{R}": the source's colours when the board does not show it (202.2)
    # the card's name as printed in the asker's language ("Anillo de destierro"): a board object named so is this card
    # (real_facts.py matches the board's name exactly against ``name`` or this, never loosely)
    printed_name: str | None = None


class CardLookup(Protocol):
    """The injected card database: a name (English or Spanish, as typed) → its text, or None."""

    def __call__(self, name: str, /) -> CardText | None: ...


@dataclass(frozen=True, slots=True)
class Mode:
    """One bullet of a modal ability (1-based ``index``)."""

    index: int
    text: str


@dataclass(frozen=True, slots=True)
class Ability:
    """One non-keyword line of a card. ``effect`` is what resolves (cost / trigger condition removed).

    ``kind``: spell, triggered, activated, loyalty, chapter, opening_hand (a reveal's delayed trigger, 103.6b:
    opening.py), as_enters ("As this creature enters, each player chooses …": a replacement effect whose
    choices are made as it enters, 614.12) or static.
    ``chapters`` are the Saga chapters the line stands for; ``choose`` is (min, max) modes for modal
    text, else None.
    """

    index: int
    kind: str
    text: str
    effect: str
    cost: str | None = None
    condition: str | None = None
    chapters: tuple[int, ...] = ()
    modes: tuple[Mode, ...] = ()
    choose: tuple[int, int] | None = None
    repeat_modes: bool = False
    intervening: str | None = None  # a trigger's "if …" (603.4), checked when it resolves, without the "if"
    restriction: str | None = None  # an activated ability's "Activate only …" sentences (602.5), checked first
    # a leveler's striation (711.2a-b): the ability is the permanent's only with low..high level counters (None: no
    # upper bound, "LEVEL 3+"); None for an ability printed outside every striation
    level: tuple[int, int | None] | None = None


_REMINDER_RE = re.compile(r"\s*\([^()]*\)")
# A level symbol (711.2): "LEVEL 1-4" / "LEVEL 5+" (printed Spanish "NIVEL 1-4"), the abilities under it up to the next
_LEVEL_RE = re.compile(r"^(?:LEVEL|NIVEL) (?P<low>\d+)(?:\s*[-–]\s*(?P<high>\d+)|(?P<plus>\+))$")
_BULLET_RE = re.compile(r"^\s*[•·*]\s*")
_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7}
_CHAPTER_RE = re.compile(r"^(?P<ch>(?:i|ii|iii|iv|v|vi|vii)(?:\s*,\s*(?:i|ii|iii|iv|v|vi|vii))*)\s*[—-]\s+")
_LOYALTY_RE = re.compile(r"^(?P<cost>[+−\-–]?(?:\d+|x)|0)\s*:\s+")
_TRIGGER_RE = re.compile(
    r"^(?P<cond>(?:when|whenever|at|cuando|siempre que|al|a la)\b[^,]*?),\s+"
    r"(?:(?P<if>if|si)\b(?P<ifcond>[^,]*?),\s+)?")
# "As Archangel of Strife enters the battlefield, …" / "En cuanto … entre al campo de batalla, …" (614.12)
_AS_ENTERS_RE = re.compile(r"^(?P<cond>(?:as|en cuanto)\s[^,.]*?\b(?:enters|entre|entra)\b[^,.]*?),\s+")
_COST_RE = re.compile(r"^(?P<cost>[^.:\"]{1,80}?):\s+")
_ABILITY_WORD_RE = re.compile(r"^(?P<word>[^.—:•]{1,40}?)\s+—\s+")
# "Choose one —", "Choose one or more —", "Choose two. You may choose the same mode more than once." …
# and "Elige uno:" (older Spanish printings end the line with a colon)
_CHOOSE_RE = re.compile(
    r"(?:^|,\s*|\s)(?:choose|elige|escoge) (?P<n>one|two|three|four|uno|una|dos|tres|cuatro|any number|"
    r"cualquier numero|one or more|uno o mas)(?P<more> or more| o mas)?(?P<rest>[^—:]*?)\s*[—:]\s*$")
# The older wording, a sentence of its own: "Choose three. You may choose the same mode more than once."
_CHOOSE_SENTENCE_RE = re.compile(
    r"^(?:choose|elige|escoge) (?P<n>one|two|three|four|uno|una|dos|tres|cuatro)(?P<more>)"
    r"(?P<rest>\. (?:you may choose the same mode more than once|puedes elegir el mismo modo mas de una vez))?\.$")
_COUNT_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4}
# Printed Spanish writes a cost in the imperative or, on current cards, the infinitive ("Pagar 1 vida:",
# "Girar una criatura enderezada que controlas:", "exiliar X:")
_COST_WORDS = re.compile(r"^(?:sacrifice|pay|discard|exile|tap|untap|remove|return|put|sacrifica|paga|descarta|"
                         r"exilia|gira|endereza|retira|regresa|pon|sacrificar|pagar|descartar|exiliar|girar|"
                         r"enderezar|retirar|quitar|regresar|devolver|poner|mostrar|quita|remueve|devuelve|muestra|revela)\b")
_SPELL_VERBS = re.compile(r"\b(?:each|target|you|draw|destroy|exile|return|create|sacrifice|cada|objetivo|"
                          r"destruye|exilia|regresa|crea|sacrifica)\b")


def _strip_reminder(line: str) -> str:
    return clean_spaces(_REMINDER_RE.sub("", line))


def _is_keyword_line(line: str) -> bool:
    """Keyword lines ("Flying, haste", "Kicker {3}{U}", "Ascend") never end like a sentence, except in older
    printed Spanish, where a keyword line may end with a period ("Vuela.", "Arrollar, prisa.")."""
    text = line.strip()
    if text.endswith(".") and all(_is_keyword(part) for part in fold(text[:-1]).split(",")):
        return True
    if _KEYWORD_COST_RE.match(text):  # "Buyback—Sacrifice a land.": a keyword's cost (702), never an effect
        return True
    return bool(text) and not text.endswith((".", ":", "—", "-", "!", '"', "”")) and not _BULLET_RE.match(text)


_KEYWORDS = frozenset({
    "flying", "trample", "haste", "vigilance", "reach", "deathtouch", "lifelink", "first strike", "double strike",
    "defender", "hexproof", "indestructible", "menace", "flash", "shroud", "fear", "intimidate", "shadow",
    "vuela", "arrollar", "prisa", "vigilancia", "alcance", "toque mortal", "vinculo vital", "dana primero",
    "dana doble", "defensor", "antimaleficio", "amenaza", "destello", "velo", "miedo",
    "intimidar", "sombra",
})


# A keyword with a cost that is not mana is printed "Keyword—Cost." with no spaces around the dash ("Equip—
# Discard a card.", "Cumulative upkeep—Pay 1 life."); an ability word is set " — " with spaces.
_KEYWORD_COST_RE = re.compile(r"^[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+(?: [a-záéíóúñ]+){0,2}—(?=[A-ZÁÉÍÓÚÑ{])")


def _is_keyword(part: str) -> bool:
    words = part.strip()
    return words in _KEYWORDS or words.startswith(("protection from ", "proteccion contra "))


def keyword_lines(text: str) -> list[str]:
    """The card's keyword-only lines ("Flying, haste", "Protection from red"), reminder text removed (702)."""
    return [line for line in _lines(text) if _is_keyword_line(line)]


def _lines(text: str) -> list[str]:
    """Non-empty lines, reminder text removed; a line starting in lower case continues the one before."""
    out: list[str] = []
    for raw in str(text).replace("\r", "").split("\n"):
        line = _strip_reminder(raw)
        if not line:
            continue
        if out and line[:1].islower():
            out[-1] = f"{out[-1]} {line}"
        else:
            out.append(line)
    return out


_STATIC_RE = re.compile(
    r"^(?:as an additional cost to cast this spell|you may cast this (?:spell|card)|this spell costs|"
    r"if (?:a|an|one or more) [^,]+ would|as long as|(?:spells|creatures|players|permanents|lands) [^.]* can't|"
    r"como coste adicional para lanzar este hechizo|puedes lanzar este hechizo|este hechizo cuesta|"
    r"si un jugador fuera a|mientras|"
    r"dci ruling\s*\u2014)")  # "DCI ruling — A deck can have only one card named …": deck construction (100.2a)


# the "if" ends at a comma, except the comma of "a nonblack, nonland permanent" (adjectives of what it is not)
_IF_AFTER_RE = re.compile(r",\s+(?:(?P<if>if|si)\b(?P<ifcond>(?:[^,]|,(?=\s*non))*?),(?!\s*non)\s+)?")


# "Whenever another creature dies, or a creature card leaves your graveyard, …" (603.2: one ability, several events):
# the comma before "or" goes on with the condition, never ends it
_ANOTHER_EVENT = re.compile(r"(?:or|o)\s")
_NAME_GOES_ON = re.compile(r"(?:the |of |el |la )?[A-ZÁÉÍÓÚÑ]")  # ", the Purifier": a name, not an effect


def _trigger_split(line: str, low: str) -> tuple[int, tuple[int, int] | None, int] | None:
    """(end of the trigger condition, the intervening "if"'s span or None, start of the effect).

    A card's name may hold commas ("When Avacyn, the Purifier, it deals …", "When Xyz, the Ravager
    enters, …"): when the text after the first comma goes on like a name (a capital letter: effects
    start in lower case), cannot be read, and the text after a later comma can, that later comma ends
    the condition. The grammar decides, not a list of names."""
    first = _TRIGGER_RE.match(low)
    if first is None:
        return None
    splits = [m for m in _IF_AFTER_RE.finditer(low, first.end("cond")) if m.start() < _sentence_end(low)
              and not _ANOTHER_EVENT.match(low, m.end())]
    after_name = _first_after_own_name(line, splits) if splits else None
    if after_name is not None:  # "Whenever Krenko, Tin Street Kingpin attacks, put a +1/+1 counter on it, then …":
        return _as_split(after_name)  # the comma after the name's, never a later one that drops an instruction
    if not splits or not _NAME_GOES_ON.match(line, splits[0].end()) or _readable(low[splits[0].end():]):
        return _as_split(splits[0]) if splits else None
    if _readable(line[splits[0].end():], self_names(line)):  # "…, if …, Name, the Title deals …":
        return _as_split(splits[0])  # the card's own name (a comma in it) starts the effect; the "if" is kept
    for m in splits[1:]:  # the effect may name the card again ("… to cast Jeleva"): read with its names
        if _readable(low[m.end():]) or _readable(line[m.end():], self_names(line)):
            return _as_split(m)
    return _as_split(_first_outside_name(line, splits))


def _first_outside_name(line: str, splits: list[re.Match[str]]) -> re.Match[str]:
    """Where the condition ends when no effect after a comma can be read: the first comma that is neither inside
    the card's own name ("When Roalesk, Apex Hybrid enters the battlefield, …") nor followed by words going on
    like a name. Why: the refusal then names the effect's words really not understood, never the rest of the
    card's name."""
    spans = [(i, i + len(n)) for n in self_names(line) if "," in n for i in (line.find(n),) if i >= 0]
    for m in splits:
        if not any(a <= m.start() < b for a, b in spans) and not _NAME_GOES_ON.match(line, m.end()):
            return m
    return splits[0]


def _first_after_own_name(line: str, splits: list[re.Match[str]]) -> re.Match[str] | None:
    """The first comma after the card's own name when the condition's first comma is inside it ("Whenever Krenko,
    Tin Street Kingpin attacks, …"), or None. Why not the first later comma whose rest reads alone: an effect whose
    "it" is the trigger's object ("put a +1/+1 counter on it, then …") does not read alone, and the next comma's
    rest ("then create …") would, silently dropping an instruction into the condition."""
    spans = [(i, i + len(n)) for n in self_names(line) if "," in n for i in (line.find(n),) if i >= 0]
    if not any(a <= splits[0].start() < b for a, b in spans):
        return None
    return next((m for m in splits[1:] if not any(a <= m.start() < b for a, b in spans)), None)


def _own_commas_masked(line: str, low: str) -> str:
    """``low`` with the commas inside the card's own name made spaces ("As Alhammarret, High Arbiter enters the
    battlefield, …"): the comma that ends an "As … enters" condition is never one of its name's (same length, so
    the match's positions are the line's)."""
    if "," not in low:
        return low
    for name in self_names(line):
        if "," in name:
            at = line.find(name)
            if at >= 0:
                low = low[:at] + low[at:at + len(name)].replace(",", " ") + low[at + len(name):]
    return low


def _as_split(m: re.Match[str]) -> tuple[int, tuple[int, int] | None, int]:
    return m.start(), (m.end("if"), m.end("ifcond")) if m["if"] else None, m.end()


def _sentence_end(low: str) -> int:
    return low.find(".") if "." in low else len(low)


@functools.lru_cache(maxsize=2048)
def _readable(effect: str, names: tuple[str, ...] = ()) -> bool:
    """Whether the grammar reads ``effect``. Cached: splitting a card whose name holds commas asks this of the
    same texts each time the card's abilities are listed (several times in one request), and the answer only
    depends on the text and the grammars."""
    from .grammar import parse_effect  # the grammar reads the rest (imported late: it imports this layer)

    try:
        parse_effect(effect.strip(), names=names)
    except BotError:
        return False
    return True


# An activated ability's last sentences may say who may activate it and when (602.5): never its effect.
_RESTRICTION_RE = re.compile(
    r"(?:^|(?<=[.!]))\s*(?P<r>(?:(?:activate (?:this ability )?only|any player may activate|activa esta habilidad "
    r"solo|cualquier jugador puede activar|"
    r"only any opponent may activate|solo (?:cualquier|un) oponente puede activar|"  # opponent_activates.py
    r"activate (?:this ability )?no more (?:times|than \w+ times|than twice) "
    r"each turn|activa esta "
    r"habilidad no mas veces por turno)\b[^.]*\.?\s*)+)$")


def split_restriction(effect: str) -> tuple[str, str | None]:
    """(the effect, its activation restrictions or None): "… Activate only as a sorcery." → both parts."""
    m = _RESTRICTION_RE.search(fold(effect))
    if m is None or not m["r"].strip():
        return effect, None
    return effect[:m.start("r")].rstrip(), effect[m.start("r"):].strip()


def _split_prefix(line: str) -> tuple[str, str, str | None, str | None, tuple[int, ...], str | None]:
    """(kind, effect, cost, trigger condition, chapters, last part) of one ability line: the last part is a
    trigger's intervening "if" condition, or an activated ability's restriction (602.5)."""
    low = fold(line)
    if _STATIC_RE.match(low):
        return "static", line, None, None, (), None  # counted for numbering, never resolved on its own
    m = _CHAPTER_RE.match(low)
    if m:
        chapters = tuple(_ROMAN[c.strip()] for c in m["ch"].split(","))
        return "chapter", line[m.end():], None, None, chapters, None
    m = _LOYALTY_RE.match(low)
    if m:
        return "loyalty", line[m.end():], line[:m.end()].rstrip(": "), None, (), None
    opening = opening_split(line, low)  # 103.6b: the delayed trigger a reveal creates (opening.py)
    if opening is not None:
        return opening
    label = mode_label(line, low)  # "• Dragons — At the beginning of …": only if Dragons was chosen (opening.py)
    if label is not None:
        kind, effect, cost, condition, chapters, last = _split_prefix(line[label[0]:])
        if kind == "triggered" and last is None:
            return kind, effect, cost, condition, chapters, label[1]
    word = _ABILITY_WORD_RE.match(low)
    keyword = None  # "Forecast — …": the keyword's own timing, printed only as reminder text (702.57b)
    if word and not _SPELL_VERBS.match(word["word"]):
        keyword = keyword_restriction(word["word"])
        line, low = line[word.end():], low[word.end():]  # "Will of the council — …": a label only
    split = _trigger_split(line, low)
    if split is not None:
        cond_end, if_span, effect_start = split
        intervening = line[if_span[0]:if_span[1]].strip() if if_span else None
        return "triggered", line[effect_start:], None, line[:cond_end], (), intervening
    m = _AS_ENTERS_RE.match(_own_commas_masked(line, low))
    if m:  # 614.12: applied as the permanent enters; what it says happens then
        return "as_enters", line[m.end():], None, line[:m.end("cond")], (), None
    m = _COST_RE.match(low)
    if m and ("{" in m["cost"] or _COST_WORDS.match(m["cost"])):
        effect, restriction = split_restriction(line[m.end():])
        return "activated", effect, line[:m.end()].rstrip(": "), None, (), with_keyword(restriction, keyword)
    return "spell", line, None, None, (), None


def ability_parts(line: str) -> tuple[str, str, str | None, str | None, str | None]:
    """(kind, effect, cost, trigger condition, last part) of one ability's text: how quoted abilities are split."""
    kind, effect, cost, condition, _chapters, last = _split_prefix(line)
    return kind, effect, cost, condition, last


def abilities_of(text: str, lang: str | None = None) -> tuple[Ability, ...]:
    """The card's abilities in Oracle line order; keyword-only lines are not counted.

    Modal bullets belong to the line that says "Choose …". ``lang`` is accepted for symmetry;
    both languages are read by the same surface patterns.
    """
    del lang
    return _abilities(text)


@functools.lru_cache(maxsize=256)
def _abilities(text: str) -> tuple[Ability, ...]:
    """abilities_of's reading, made once per text. Why: one request splits its card's text three or four times (the
    loader, the cast costs, the source's own triggers); the abilities are frozen and so is the tuple, which every caller
    shares (session 41: a request asks about sixty times, mostly for its board's cards, and each copy to a list was
    wasted)."""
    abilities: list[Ability] = []
    level: tuple[int, int | None] | None = None
    for line in _lines(text):
        striation = _LEVEL_RE.match(line.strip())
        if striation is not None:  # 711.2a-b: what follows is the leveler's only with that many level counters
            level = (int(striation["low"]), None if striation["plus"] else int(striation["high"]))
            continue
        if _BULLET_RE.match(line) and abilities and abilities[-1].choose is not None:
            prev = abilities[-1]
            mode = Mode(len(prev.modes) + 1, _BULLET_RE.sub("", line))
            abilities[-1] = Ability(prev.index, prev.kind, prev.text + "\n" + line, prev.effect, prev.cost,
                                    prev.condition, prev.chapters, prev.modes + (mode,), prev.choose, prev.repeat_modes,
                                    prev.intervening, prev.restriction, prev.level)
            continue
        if _is_keyword_line(line):
            continue
        kind, effect, cost, condition, chapters, intervening = _split_prefix(line)
        restriction = intervening if kind == "activated" else None  # the split's last part, by kind
        intervening = None if kind == "activated" else intervening
        choose = None
        repeat = False
        cm = _CHOOSE_RE.search(fold(effect)) or _CHOOSE_SENTENCE_RE.match(fold(effect).strip())
        if cm:
            word = cm["n"]
            if word in ("any number", "cualquier numero", "one or more", "uno o mas") or cm["more"]:
                low_n = 1 if ("one" in word or "uno" in word) else 0
                choose = (low_n, MAX_MODES)
            else:
                n = _COUNT_WORDS[word]
                choose = (n, n)
            repeat = "more than once" in fold(effect) or "mas de una vez" in fold(effect)
            effect = effect[:cm.start()].rstrip(" ,")  # "When …, choose one —": nothing left to resolve
        abilities.append(Ability(len(abilities) + 1, kind if (effect or choose) and kind != "static" else "static",
                                 line, effect if kind != "static" else "", cost,
                                 condition, chapters, (), choose, repeat, intervening, restriction, level))
    return tuple(abilities)


def modes_of(text: str, lang: str | None = None, ability: int | None = None) -> list[Mode]:
    """The modes of the card's modal ability (the ``ability``-th, or the only modal one)."""
    abilities = abilities_of(text, lang)
    chosen = [a for a in abilities if (a.index == ability if ability is not None else a.modes)]
    return list(chosen[0].modes) if chosen else []


@dataclass(frozen=True, slots=True)
class Selection:
    """The text that resolves, and where it came from."""

    effect: str
    ability: Ability | None
    modes: tuple[int, ...] = ()
    additional: str | None = None  # the spell's "As an additional cost to cast this spell, …" (601.2b; spell_costs.py)
    alternative: str | None = None  # the alternative cost paid rather than the mana cost (118.9; spell_costs.py)
    alternative_if: str | None = None  # the alternative cost's "If you control a Plains, …" (118.9), checked first
    # the alternative cost NOT used (cast for its mana cost, 118.9) and its "if …": the result says whether the board
    # could have paid it (spell_costs.unused_alternative_note), so the line is never silently dropped
    alternative_unused: str | None = None
    alternative_unused_if: str | None = None
    own_cost: str | None = None  # "This spell costs {2} less to cast if …" (601.2f): reported, as it was cast
    cast_restriction: str | None = None  # the spell's "Cast this spell only during combat." (601.3), checked first
    enters: bool = False  # a permanent card's cost line asked: the spell cast that way resolves and enters (608.3)
    whole_spell: bool = False  # every paragraph of the spell resolves (113.3a): ``ability`` is only the first of them

    @property
    def restriction(self) -> str | None:
        """An activated ability's "Activate only …" / "Any player may activate this ability." (602.5)."""
        return self.ability.restriction if self.ability is not None else None

    @property
    def intervening(self) -> str | None:
        """The trigger's "if …" condition (603.4), checked before anything resolves."""
        return self.ability.intervening if self.ability is not None else None

    def antecedent(self, names: Sequence[str]) -> str:
        """What "it" stands for when the effect names nothing before it: what the trigger, the cost or the
        intervening "if" names (grammar/antecedents.py), or "" (then such an "it" is refused)."""
        from .grammar.antecedents import outside_antecedent  # imported late: the grammar imports this layer

        a = self.ability
        return "" if a is None else outside_antecedent(a.kind, a.condition, a.intervening, a.cost, names)

    def line_of(self, text: str) -> str | None:
        """The line that resolves, when ``text`` holds more than it (a card's every line with ``ability: N``), else
        None: what the narration's "Effect:" names, rather than the whole card."""
        if self.whole_spell:  # the whole spell, not its first paragraph (judge 32b: "Effect: Proliferate." alone)
            line = " ".join(self.effect.split())
        else:
            line = " ".join(self.ability.text.split()) if self.ability is not None else ""
        return line if line and line != " ".join(text.split()) else None

    def source_zone(self, names: Sequence[str]) -> str:
        """Where the source is while this resolves: a spell on the stack (608.2), the card in its
        owner's graveyard when its own "dies" put it there (400.7e: a zone-change trigger finds the new
        object in the public zone it moved to), else the permanent on the battlefield."""
        chosen = self.ability
        if chosen is None or chosen.kind == "spell" or self.enters:
            return "stack"
        if chosen.kind == "triggered" and chosen.condition and _dies_itself(chosen.condition, names):
            return "graveyard"
        if chosen.kind == "triggered" and chosen.condition and _cycled_itself(chosen.condition, names):
            return "graveyard"  # 702.29a: cycling discards the card; its "when you cycle" trigger finds it there
        if chosen.kind == "activated" and _in_your_graveyard(chosen.restriction, names):
            return "graveyard"  # Glory's "Activate this ability only if Glory is in your graveyard" (113.6k)
        return "battlefield"

    def died_itself(self, names: Sequence[str]) -> bool:
        """Whether this is the source's own "When <this> dies" trigger: as it resolves, the source died this turn
        (700.4), whatever else the scenario lists."""
        chosen = self.ability
        return (chosen is not None and chosen.kind == "triggered" and bool(chosen.condition)
                and _dies_itself(chosen.condition or "", names))


_SPELL_TYPES = re.compile(r"\b(?:instant|sorcery|instantaneo|conjuro)\b")


def is_spell_card(type_line: str) -> bool:
    """An instant or a sorcery, by its type line in English or Spanish (300.1)."""
    return _SPELL_TYPES.search(fold(type_line)) is not None


def _in_your_graveyard(restriction: str | None, names: Sequence[str]) -> bool:
    """An activation restriction that says the source is in its controller's graveyard (602.5, 113.6k)."""
    said = "|".join(re.escape(fold(n)) for n in (*names, "this card") if n)
    return restriction is not None and re.search(
        rf"\b(?:{said}) (?:is in your graveyard|esta en tu cementerio)\b", fold(restriction)) is not None


def _cycled_itself(condition: str, names: Sequence[str]) -> bool:
    """ "When you cycle <this card>" (702.29c): the card was discarded to pay the cycling cost (702.29a)."""
    from .grammar.when import parse_when  # imported late: the grammar imports this layer

    return any((p := parse_when(condition, name)) is not None and p.kind == "cycles" and p.source == "only"
               for name in (*names, ""))


_SELF_WORDS = (*SELF_WORDS, "it")  # the source's own words (grammar/self_words.py), and "it"


def _dies_itself(condition: str, names: Sequence[str]) -> bool:
    """ "When <this card> dies", "When this artifact is put into a graveyard from the battlefield": the trigger's
    subject is the source itself, not "another creature" — read by the one reader of trigger conditions
    (grammar/when.py, the pattern board triggers are matched with)."""
    from .grammar.when import parse_when  # imported late: the grammar imports this layer

    for name in (*names, "") if names else ("",):
        pattern = parse_when(condition, name)
        if pattern is not None and pattern.source == "only" and pattern.kind in ("dies", "to_graveyard"):
            return True
    return False




# "Whenever Fortress Cyclops attacks, it gets +3/+0 until end of turn": the trigger's subject is the source, and the
# effect's first word "it" has no other antecedent (608.2c), so it means the source. Only the effect's first word: a
# later "it" may mean a target the effect named.
_SELF_EVENT_RE = re.compile(r"^(?:when|whenever) (?P<subject>.+?) (?:attacks|blocks|becomes blocked|attacks or blocks|"
                            r"blocks or becomes blocked|becomes tapped|becomes the target of|enters the battlefield|"
                            r"deals (?:combat )?damage|is dealt damage)\b")
# "If a creature you control would deal damage …, … instead" (614.1a): a static replacement, read as what it says
_REPLACEMENT_RE = re.compile(r"^(?:if (?:a|an) [^,]+ would|si (?:un|una) [^,]+ fuera a)\b"
                             r"|^(?:spells|creatures|players|permanents|lands) [^.]* can't\b")  # a restriction (101.2)
_AS_LONG_AS_RE = re.compile(r"^(?:as long as|mientras)\b")  # printed Spanish: "Mientras controles …"
# a permanent card's own cost counted on the board (601.2f, grammar/own_costs.py), asked for by its number
_OWN_COST_PER_RE = re.compile(r"^(?:this spell costs|este hechizo cuesta) [^.]* (?:for each|por cada) ")
_IT_STARTS_RE = re.compile(r"^it (?=(?:gets|gains|has|can't|doesn't|attacks|blocks|can block|fights)\b)", re.IGNORECASE)
# Printed Spanish leaves the subject out: "Siempre que esta criatura ataque, obtiene +1/+0 …" (the source, 608.2c)
_ES_SELF_EVENT_RE = re.compile(r"^(?:cuando|siempre que) (?P<subject>.+?) (?:ataque|bloquee|ataque o bloquee|"
                               r"sea bloquead[ao]|se convierta en el objetivo de|entre al campo de batalla|"
                               r"haga dano(?: de combate)?|reciba dano|se gire)\b")
_ES_IT_STARTS_RE = re.compile(r"^(?=(?:obtiene|gana|tiene|no puede|pelea)\b)", re.IGNORECASE)


def _it_is_source(chosen: Ability, names: Sequence[str]) -> str:
    """The effect, its first word "it" read as the source when the trigger's subject is the source itself (and the
    antecedent resolver agrees: a trigger naming a second object, "blocks or becomes blocked by a creature", is not
    read so; grammar/antecedents.py)."""
    from .grammar.antecedents import outside_antecedent  # imported late: the grammar imports this layer

    condition = fold(chosen.condition or "").strip(" ,")
    m = _SELF_EVENT_RE.match(condition) if chosen.kind == "triggered" else None
    es = _ES_SELF_EVENT_RE.match(condition) if chosen.kind == "triggered" and m is None else None
    m = m or es
    if m is None or m["subject"] not in {fold(n) for n in (*names, *_SELF_WORDS) if n} or m["subject"] == "it":
        return chosen.effect
    if outside_antecedent(chosen.kind, chosen.condition, chosen.intervening, chosen.cost, names) != "source":
        return chosen.effect
    if es is not None:  # "obtiene +1/+0 …": the subject left out is the source
        return _ES_IT_STARTS_RE.sub("este permanente ", chosen.effect.lstrip(), count=1)
    return _IT_STARTS_RE.sub("this permanent ", chosen.effect.lstrip(), count=1)


def select(text: str, ability: int | None, modes: tuple[int, ...], msg_lang: str | None,
           spell: bool | None = False, names: tuple[str, ...] = ()) -> Selection:
    """The effect text to resolve for ``ability`` / ``modes`` (1-based), or ``choice_needed``.

    ``spell``: the card is an instant or a sorcery (its type line, from the card database). Its
    paragraphs are spell abilities that all resolve, in order (113.3a, 608.2c), not options to pick.
    ``None``: no type line is known (pasted text): the text decides (:func:`reads_as_spell`).
    """
    abilities = abilities_of(text)
    if not abilities:
        return Selection(clean_spaces(_strip_reminder(text)), None)
    if spell is None:
        from .spell_text import reads_as_spell  # imported late: it reads this module's lines

        keywords = [_strip_reminder(line) for line in _lines(text) if _is_keyword_line(line)]
        spell = ability is None and not modes and reads_as_spell(keywords, abilities, names)
    paragraphs = [a for a in abilities if a.kind == "spell" and a.choose is None]
    spell_parts = [a for a in abilities if a.kind == "spell"]
    if spell and ability is None and not modes and len(paragraphs) == len(spell_parts) > 1:
        # The spell's text is one spell ability (113.3a); its static lines work on the stack (113.6) and a trigger
        # or an activated ability of the card is picked only by ``ability: N``.
        return Selection(" ".join(a.effect if a.effect.endswith(".") else a.effect + "." for a in paragraphs),
                         paragraphs[0], whole_spell=True)
    if spell and ability is None and len(spell_parts) == 1:
        ability = spell_parts[0].index  # the card's one spell ability (a modal one too): nothing to ask
    chosen = _chosen_ability(abilities, ability, msg_lang, bool(spell))
    if chosen.choose is None:
        if modes:
            raise BotError.of("bad_scenario", "apnap.error.not_modal", field="mode", lang=msg_lang)
        if chosen.kind == "static" and not chosen.effect and (_AS_LONG_AS_RE.match(fold(chosen.text))
                                                              or _REPLACEMENT_RE.match(fold(chosen.text))
                                                              or _OWN_COST_PER_RE.match(fold(chosen.text))):
            return Selection(chosen.text, chosen)  # asked for by number: a static ability read as what it says
        return Selection(_it_is_source(chosen, names), chosen)
    if not modes:
        raise _choice_needed("mode", [m.text for m in chosen.modes], msg_lang)
    _check_modes(chosen, modes, msg_lang)
    parts = [chosen.effect.rstrip(" ,")] if chosen.effect.strip(" ,") else []
    parts += [chosen.modes[n - 1].text for n in modes]
    return Selection(" ".join(p if p.endswith(".") else p + "." for p in parts), chosen, tuple(modes))


def _chosen_ability(abilities: Sequence[Ability], ability: int | None, msg_lang: str | None,
                    spell: bool = False) -> Ability:
    """The ``ability``-th ability (a Saga's chapter), or the only one that resolves; never a guess. An instant's or
    sorcery's static line ("This spell costs {2} less …") never resolves on its own (113.6): not an option then."""
    if ability is None:
        resolvable = [a for a in abilities if a.kind != "static"]
        if len(abilities) == 1:
            return abilities[0]
        if len(resolvable) == 1 and all(a.kind == "static" for a in abilities if a is not resolvable[0]):
            return resolvable[0]
        offered = resolvable if spell else abilities
        raise _choice_needed("ability", [a.text.split("\n")[0] for a in offered], msg_lang,
                             [a.index for a in offered])
    by_chapter = [a for a in abilities if ability in a.chapters]
    if by_chapter and all(a.kind == "chapter" for a in abilities):
        return by_chapter[0]
    if 1 <= ability <= len(abilities):
        return abilities[ability - 1]
    raise BotError.of("bad_scenario", "apnap.error.no_such_ability",
                      suggestions=[f"{a.index}. {a.text.splitlines()[0]}" for a in abilities], field="ability",
                      lang=msg_lang, n=ability, count=len(abilities))


def _check_modes(chosen: Ability, modes: tuple[int, ...], msg_lang: str | None) -> None:
    """As many modes as the card says, repeated only where it allows, each one that exists (700.2)."""
    assert chosen.choose is not None
    low, high = chosen.choose
    numbered = [f"{m.index}. {m.text}" for m in chosen.modes]
    if not low <= len(modes) <= high:
        raise BotError.of("bad_scenario", "apnap.error.mode_count", suggestions=numbered, field="mode",
                          lang=msg_lang, low=low, high=high, got=len(modes))
    if len(set(modes)) != len(modes) and not chosen.repeat_modes:
        raise BotError.of("bad_scenario", "apnap.error.mode_repeat", field="mode", lang=msg_lang)
    for n in modes:
        if not 1 <= n <= len(chosen.modes):
            raise BotError.of("bad_scenario", "apnap.error.no_such_mode", suggestions=numbered, field="mode",
                              lang=msg_lang, n=n, count=len(chosen.modes))


def _choice_needed(what: str, options: list[str], msg_lang: str | None,
                   numbers: list[int] | None = None) -> BotError:
    """``choice_needed`` listing ``options`` with the numbers that pick them (``numbers``: abilities' own, 1.. else)."""
    numbered = [f"{i}. {o}" for i, o in zip(numbers or range(1, len(options) + 1), options, strict=True)]
    return BotError.of("choice_needed", f"apnap.error.choice_needed_{what}", suggestions=numbered, field=what,
                       lang=msg_lang, options="\n".join(numbered))
