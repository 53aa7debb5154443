"""Small parsers: counts, type filters, object slots; errors and language detection."""

from __future__ import annotations

import re

from bot.errors import BotError
from bot.i18n.catalog import t

from .lexicon import EN, ES, EXAMPLES, Grammar
from .specs import ANY_CARD, MAX_AMOUNT, Slot, TypeFilter
from .text import fold

# --------------------------------------------------------------------------------------------
# Errors
# --------------------------------------------------------------------------------------------
def closest_examples(fragment: str, lang: str, limit: int = 3) -> list[str]:
    """The supported phrasings closest to ``fragment`` (rapidfuzz, default processing)."""
    from rapidfuzz import fuzz, process, utils  # imported lazily: only errors need it

    pool = EXAMPLES.get(lang, EXAMPLES["en"])
    found = process.extract(fragment, pool, scorer=fuzz.token_sort_ratio, processor=utils.default_process, limit=limit)
    return [match for match, _score, _index in found]


def _unsupported(fragment: str, lang: str, msg_lang: str | None = None, context: str | None = None) -> BotError:
    """``fragment`` is the part not understood; suggestions are matched against the whole clause."""
    fragment = fragment.strip() or "?"
    return BotError(
        "unsupported_effect",
        t("apnap.error.unsupported_effect", msg_lang or lang, part=fragment),
        closest_examples(context or fragment, lang),
        "effect",
    )


# --------------------------------------------------------------------------------------------
# Language detection
# --------------------------------------------------------------------------------------------
def detect_lang(text: str) -> str:
    """"es" when Spanish marker words outnumber English ones, else "en"."""
    words = re.findall(r"[a-z]+", fold(text))
    es = sum(1 for w in words if w in ES.markers)
    en = sum(1 for w in words if w in EN.markers)
    return "es" if es > en else "en"


# --------------------------------------------------------------------------------------------
# Small parsers
# --------------------------------------------------------------------------------------------
def _number(word: str, g: Grammar) -> int | None | str:
    """An integer, ``None`` for X, or the string "bad"."""
    word = word.strip()
    if word == "x":
        return None
    if word.isdigit():
        value = int(word)
        if value > MAX_AMOUNT:  # "loses 5000 life": refused instead of looped over
            raise BotError("bad_scenario", t("apnap.error.absurd_amount", g.lang, value=word, limit=MAX_AMOUNT),
                           [], "effect")
        return value
    return g.numbers.get(word, "bad")


def parse_filter(phrase: str, g: Grammar) -> TypeFilter | None:
    """``basic land card`` / ``creature or planeswalker`` / ``carta de tierra básica`` → filter."""
    phrase = g.choice_suffix_re.sub("", phrase.strip()).strip()
    if g.lang == "es":
        phrase = re.sub(r"^cartas? de ", "", phrase)
        # "permanente que no sea (una) tierra" → "permanente no tierra"
        phrase = re.sub(r" que no sea(?:n)? (?:una |un )?", " no ", phrase)
    words_all = phrase.split()
    if not words_all:
        return None
    if len(words_all) == 1 and words_all[0] in g.card_words:
        return ANY_CARD
    alternatives = []
    noun = None
    for alt in g.option_split_re.split(phrase):
        words = alt.split()
        if words and words[-1] in g.card_words:
            words = words[:-1]
        required: set[str] = set()
        forbidden: set[str] = set()
        basic = permanent = False
        negate_next = False
        if not words:
            return None
        for w in words:
            if negate_next:
                if w not in g.types:
                    return None
                forbidden.add(g.types[w])
                negate_next = False
            elif g.lang == "es" and w == "no":
                negate_next = True
            elif g.lang == "en" and w.startswith("non") and (w[3:].lstrip("-") in g.types):
                forbidden.add(g.types[w[3:].lstrip("-")])
            elif w in g.types:
                required.add(g.types[w])
                noun = noun or g.types[w]
            elif w in g.basic_words:
                basic = True
            elif w in g.permanent_words:
                permanent = True
                noun = noun or "permanent"
            else:
                return None
        if negate_next:
            return None
        alternatives.append((frozenset(required), frozenset(forbidden), basic, permanent))
    return TypeFilter(tuple(alternatives), noun or "card")


def parse_counted(phrase: str, g: Grammar) -> Slot | None:
    """``two creatures`` / ``up to one card`` / ``una carta de tierra básica`` → Slot."""
    m = re.fullmatch(g.count_re + r" (?P<rest>.+)", phrase.strip())
    if not m:
        return None
    n = _number(m["n"], g)
    if n == "bad":
        return None
    flt = parse_filter(m["rest"], g)
    if flt is None:
        return None
    return Slot(count=n, filter=flt, up_to=bool(m["upto"]))  # type: ignore[arg-type]


def parse_slots(phrase: str, g: Grammar) -> tuple[Slot, ...] | None:
    """One or several slots: ``a creature and a land`` → two slots in printed order (101.4c)."""
    single = parse_counted(phrase, g)
    if single is not None:
        return (single,)
    parts = [p for p in g.slot_split_re.split(phrase.strip()) if p]
    if len(parts) < 2:
        return None
    slots = []
    for part in parts:
        slot = parse_counted(part, g)
        if slot is None:
            return None
        slots.append(slot)
    return tuple(slots)


def _parse_amount(word: str, g: Grammar) -> tuple[int | None, bool] | None:
    n = _number(word, g)
    if n == "bad":
        return None
    return (n, n is None)  # type: ignore[return-value]


