"""Whole Oracle text (English or Spanish) → its abilities and modes, and the one effect to resolve.

scenario-format.md, "Real card text": keyword-only lines and reminder text are not instructions;
abilities are numbered in line order (static abilities and cast permissions count, keyword lines
don't); a triggered ability resolves as if it had just triggered, an activated or loyalty ability
as if its cost were paid, a Saga chapter as that chapter's ability. Modal text ("Choose one —")
resolves the chosen modes, each mode its own step (608.2e / 700.2). Text with several abilities and
no ``ability``, or modal text and no ``mode``, is not guessed: ``choice_needed`` lists the options.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

from bot.errors import BotError

from .grammar.text import clean_spaces, fold

MAX_MODES = 10


@dataclass(frozen=True, slots=True)
class CardText:
    """What the resolver needs from the card database: the name and the whole Oracle (or printed) text."""

    name: str
    text: str
    lang: str = "en"


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

    ``kind``: spell, triggered, activated, loyalty, chapter or static. ``chapters`` are the Saga
    chapters the line stands for; ``choose`` is (min, max) modes for modal text, else None.
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


_REMINDER_RE = re.compile(r"\s*\([^()]*\)")
_BULLET_RE = re.compile(r"^\s*[•·*]\s*")
_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7}
_CHAPTER_RE = re.compile(r"^(?P<ch>(?:i|ii|iii|iv|v|vi|vii)(?:\s*,\s*(?:i|ii|iii|iv|v|vi|vii))*)\s*[—-]\s+")
_LOYALTY_RE = re.compile(r"^(?P<cost>[+−\-–]?(?:\d+|x)|0)\s*:\s+")
_TRIGGER_RE = re.compile(
    r"^(?P<cond>(?:when|whenever|at|cuando|siempre que|al|a la)\b[^,]*?),\s+"
    r"(?:(?P<if>if|si)\b(?P<ifcond>[^,]*?),\s+)?")
_COST_RE = re.compile(r"^(?P<cost>[^.:\"]{1,80}?):\s+")
_ABILITY_WORD_RE = re.compile(r"^(?P<word>[^.—:•]{1,40}?)\s+—\s+")
# "Choose one —", "Choose one or more —", "Choose two. You may choose the same mode more than once." …
_CHOOSE_RE = re.compile(
    r"(?:^|,\s*|\s)(?:choose|elige|escoge) (?P<n>one|two|three|four|uno|una|dos|tres|cuatro|any number|"
    r"cualquier numero|one or more|uno o mas)(?P<more> or more| o mas)?(?P<rest>[^—]*?)\s*—\s*$")
_COUNT_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4}
_COST_WORDS = re.compile(r"^(?:sacrifice|pay|discard|exile|tap|untap|remove|return|put|sacrifica|paga|descarta|"
                         r"exilia|gira|endereza|retira|regresa|pon)\b")
_SPELL_VERBS = re.compile(r"\b(?:each|target|you|draw|destroy|exile|return|create|sacrifice|cada|objetivo|"
                          r"destruye|exilia|regresa|crea|sacrifica)\b")


def _strip_reminder(line: str) -> str:
    return clean_spaces(_REMINDER_RE.sub("", line))


def _is_keyword_line(line: str) -> bool:
    """Keyword lines ("Flying, haste", "Kicker {3}{U}", "Ascend") never end like a sentence."""
    text = line.strip()
    return bool(text) and not text.endswith((".", ":", "—", "-", "!", '"', "”")) and not _BULLET_RE.match(text)


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
    r"si un jugador fuera a|mientras)")


def _split_prefix(line: str) -> tuple[str, str, str | None, str | None, tuple[int, ...], str | None]:
    """(kind, effect, cost, trigger condition, chapters, intervening "if" condition) of one ability line."""
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
    word = _ABILITY_WORD_RE.match(low)
    if word and not _SPELL_VERBS.match(word["word"]):
        line, low = line[word.end():], low[word.end():]  # "Will of the council — …": a label only
    m = _TRIGGER_RE.match(low)
    if m:
        intervening = line[m.end("if"):m.end("ifcond")].strip() if m["if"] else None
        return "triggered", line[m.end():], None, line[:m.end("cond")], (), intervening
    m = _COST_RE.match(low)
    if m and ("{" in m["cost"] or _COST_WORDS.match(m["cost"])):
        return "activated", line[m.end():], line[:m.end()].rstrip(": "), None, (), None
    return "spell", line, None, None, (), None


def abilities_of(text: str, lang: str | None = None) -> list[Ability]:
    """The card's abilities in Oracle line order; keyword-only lines are not counted.

    Modal bullets belong to the line that says "Choose …". ``lang`` is accepted for symmetry;
    both languages are read by the same surface patterns.
    """
    del lang
    abilities: list[Ability] = []
    for line in _lines(text):
        if _BULLET_RE.match(line) and abilities and abilities[-1].choose is not None:
            prev = abilities[-1]
            mode = Mode(len(prev.modes) + 1, _BULLET_RE.sub("", line))
            abilities[-1] = Ability(prev.index, prev.kind, prev.text + "\n" + line, prev.effect, prev.cost,
                                    prev.condition, prev.chapters, prev.modes + (mode,), prev.choose, prev.repeat_modes,
                                    prev.intervening)
            continue
        if _is_keyword_line(line):
            continue
        kind, effect, cost, condition, chapters, intervening = _split_prefix(line)
        choose = None
        repeat = False
        cm = _CHOOSE_RE.search(fold(effect))
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
                                 condition, chapters, (), choose, repeat, intervening))
    return abilities


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

    @property
    def intervening(self) -> str | None:
        """The trigger's "if …" condition (603.4), checked before anything resolves."""
        return self.ability.intervening if self.ability is not None else None




def select(text: str, ability: int | None, modes: tuple[int, ...], msg_lang: str | None) -> Selection:
    """The effect text to resolve for ``ability`` / ``modes`` (1-based), or ``choice_needed``."""
    abilities = abilities_of(text)
    if not abilities:
        return Selection(clean_spaces(_strip_reminder(text)), None)
    chosen = _chosen_ability(abilities, ability, msg_lang)
    if chosen.choose is None:
        if modes:
            raise BotError.of("bad_scenario", "apnap.error.not_modal", field="mode", lang=msg_lang)
        return Selection(chosen.effect, chosen)
    if not modes:
        raise _choice_needed("mode", [m.text for m in chosen.modes], msg_lang)
    _check_modes(chosen, modes, msg_lang)
    parts = [chosen.effect.rstrip(" ,")] if chosen.effect.strip(" ,") else []
    parts += [chosen.modes[n - 1].text for n in modes]
    return Selection(" ".join(p if p.endswith(".") else p + "." for p in parts), chosen, tuple(modes))


def _chosen_ability(abilities: list[Ability], ability: int | None, msg_lang: str | None) -> Ability:
    """The ``ability``-th ability (a Saga's chapter), or the only one that resolves; never a guess."""
    if ability is None:
        resolvable = [a for a in abilities if a.kind != "static"]
        if len(abilities) == 1:
            return abilities[0]
        if len(resolvable) == 1 and all(a.kind == "static" for a in abilities if a is not resolvable[0]):
            return resolvable[0]
        raise _choice_needed("ability", [a.text.split("\n")[0] for a in abilities], msg_lang)
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


def _choice_needed(what: str, options: list[str], msg_lang: str | None) -> BotError:
    numbered = [f"{i}. {o}" for i, o in enumerate(options, 1)]
    return BotError.of("choice_needed", f"apnap.error.choice_needed_{what}", suggestions=numbered, field=what,
                       lang=msg_lang, options="\n".join(numbered))


def short_names(name: str) -> tuple[str, ...]:
    """The names a card's text may call itself: the full name and the part before a comma ("Rankle")."""
    full = clean_spaces(name)
    names = [full]
    if "," in full:
        names.append(full.split(",")[0].strip())
    return tuple(n for n in names if n)
