"""Small parsers: counts, object slots, numbers defined by reference; errors and language detection. Object
phrases are read by :mod:`.filters`."""

from __future__ import annotations

import re
from dataclasses import replace

from bot.errors import BotError

from .choice_words import COLOR_OF_ES as _ES_COLORS
from .compared_amounts import READ_REF
from .filters import parse_filter
from .lexicon import EN, ES, EXAMPLES, Grammar
from .specs import MAX_AMOUNT, CountRef, Slot
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
    return BotError.of("unsupported_effect", "apnap.error.unsupported_effect",
                       suggestions=closest_examples(context or fragment, lang), field="effect", lang=msg_lang or lang,
                       part=fragment)


# --------------------------------------------------------------------------------------------
# Language detection
# --------------------------------------------------------------------------------------------
_WORD_RE = re.compile(r"[a-z]+")  # compiled once (session 41): every read of a text asks


def detect_lang(text: str) -> str:
    """"es" when Spanish marker words outnumber English ones, else "en"."""
    words = _WORD_RE.findall(fold(text))
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
            raise BotError.of("bad_scenario", "apnap.error.absurd_amount", field="effect", lang=g.lang, value=word,
                              limit=MAX_AMOUNT)
        return value
    return g.numbers.get(word, "bad")


_FRACTION_SLOT = re.compile(
    r"(?P<frac>half|a third|la mitad|un tercio) (?:of |de )?(?:the |las |los )?"
    r"(?:(?P<hand>cards in (?:their|your) hand|cartas de (?:su|tu) mano)|(?P<what>.+?) (?:they|you) control|"
    r"(?P<what2>.+?) que controlas?)(?:,? rounded (?P<dir>up|down)|,? redondeando hacia (?P<dir2>arriba|abajo))?")


# "Sacrifice another creature", "two other creatures", "otra criatura": of that kind, the source itself excluded
_ANOTHER = re.compile(r"^(?:another|otra|otro) ")
_OTHER = re.compile(r"^(?P<n>two|three|four|five|six|seven|eight|nine|ten|x|\d+) other "
                    r"|^(?:otras|otros) (?P<es>dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|x|\d+) ")  # "otras dos"


def parse_counted(phrase: str, g: Grammar) -> Slot | None:
    """``two creatures`` / ``up to one card`` / ``a creature for each death vote`` → Slot; "another creature",
    "two other creatures": a creature other than the source (``not_source``)."""
    low = phrase.strip()
    other = _ANOTHER.match(low) or _OTHER.match(low)
    if other is not None:
        count = (other["n"] or other["es"]) if other.re is _OTHER else \
            {"another": "a", "otra": "una", "otro": "un"}[low.split()[0]]
        slot = _parse_counted(f"{count} {low[other.end():]}", g)
        if slot is None or slot.filter is None or slot.random or slot.count_ref is not None:
            return None
        return replace(slot, filter=replace(slot.filter, not_source=True))
    return _parse_counted(phrase, g)


def _parse_counted(phrase: str, g: Grammar) -> Slot | None:
    phrase, vote = split_for_each_vote(phrase)
    random = False
    rm = re.search(r" (?:at random|al azar)$", phrase.strip())
    if rm:
        phrase, random = phrase.strip()[:rm.start()], True
    frac = _FRACTION_SLOT.fullmatch(phrase.strip())
    if frac:  # "half the cards in their hand", "a third of the creatures they control" (107.1a)
        divide = 3 if frac["frac"] in ("a third", "un tercio") else 2
        round_up = (frac["dir"] or frac["dir2"] or "") in ("up", "arriba")
        if frac["hand"]:
            return Slot(count=0, count_ref=CountRef("hand", divide=divide, round_up=round_up))
        flt = parse_filter(frac["what"] or frac["what2"], g)
        if flt is None:
            return None
        return Slot(count=0, filter=flt, count_ref=CountRef("controlled", filter=flt, divide=divide, round_up=round_up))
    anym = re.fullmatch(r"(?:any number of|cualquier cantidad de|cualquier numero de) (?P<rest>.+)", phrase.strip())
    if anym:  # "any number of cards": an amount the player picks, from none to all
        flt = parse_filter(anym["rest"], g)
        return Slot(count=MAX_AMOUNT, filter=flt, up_to=True) if flt is not None else None
    the = re.fullmatch(r"the (?P<rest>.+)", phrase.strip()) if g.lang == "en" else None
    if the:  # "the creature with the greatest power among …" (the grammar's THE_GREATEST): one, the greatest
        flt = parse_filter(the["rest"], g)
        return Slot(count=1, filter=flt, random=random) if flt is not None and flt.greatest else None
    m = re.fullmatch(g.count_re + r" (?P<rest>.+)", phrase.strip())
    if not m:
        return None
    n = _number(m["n"], g)
    if n == "bad":
        return None
    flt = parse_filter(m["rest"], g)
    if flt is None:
        return None
    ref = CountRef("votes", option=vote, times=n) if vote is not None else None  # type: ignore[arg-type]
    return Slot(count=n, filter=flt, up_to=bool(m["upto"]), count_ref=ref, random=random)  # type: ignore[arg-type]


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






# --------------------------------------------------------------------------------------------
# Counted references ("that many", "the greatest number … this way", "for each death vote" …)
# --------------------------------------------------------------------------------------------
_EN_PAST = {"discarded": "discard", "sacrificed": "sacrifice", "drew": "draw", "drawn": "draw", "exiled": "exile",
            "milled": "mill", "lost": "lose_life", "gained": "gain_life", "returned": "return", "destroyed": "destroy",
            "draws": "draw", "discards": "discard", "sacrifices": "sacrifice", "paid": "pay", "pays": "pay"}
_ES_PAST = {"descarto": "discard", "descartado": "discard", "descartadas": "discard", "sacrifico": "sacrifice",
            "sacrificados": "sacrifice", "robo": "draw", "robe": "draw", "roba": "draw", "robadas": "draw",
            "exilio": "exile", "exiliadas": "exile", "perdio": "lose_life", "perdida": "lose_life",
            "pago": "pay", "paga": "pay"}
_FRACTIONS = {"half": 2, "half of": 2, "a third of": 3, "one third of": 3, "la mitad de": 2, "un tercio de": 3}
_TIMES = {"twice": 2, "three times": 3, "el doble de": 2, "el triple de": 3}
_REF_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p), k) for p, k in (
    # English
    (r"the greatest number of (?:cards|permanents|creatures|lands) a player (?P<verb>\w+) this way", "greatest"),
    (r"the (?:number of (?:cards|permanents|creatures|lands)|amount of life) (?:that player|they|he or she) "
     r"(?P<verb>\w+) this way", "self"),
    (r"the number of (?:cards|permanents|creatures|lands) (?P<verb>\w+) this way", "self"),
    (r"that many", "self"),
    (r"that many (?:cards )?minus one", "self-1"),
    (r"the total amount of mana paid this way", "total-pay"),
    (r"the (?:amount of )?damage dealt this way", "total-damage"),
    (r"(?:card|creature|permanent|land) (?P<verb>\w+) this way", "total"),
    (r"(?:opponent|player) who (?:does|did|searches a library this way|creates tokens this way|returns a card this "
     r"way)", "accepted"),
    (r"(?:their|your|that player's) library", "library"),
    (r"the number of cards in (?:their|your|that player's) library", "library"),
    (r"the life (?P<verb>lost) this way|the (?:total )?amount of life (?P<verb2>lost) this way", "total"),
    (r"the number of cards in (?:their|your|that player's) hand", "hand"),
    (r"(?:their|your|that player's) life(?: total)?", "life"),
    (r"the number of (?P<flt>.+?) (?:they|you|that player) controls?", "controlled"),
    (r"(?:their|your) devotion to (?P<color>white|blue|black|red|green)", "devotion"),
    # Spanish
    (r"(?:(?:el|al) )?mayor numero de cartas que (?:un jugador )?(?P<verb>\w+) de esta manera", "greatest"),
    (r"(?:(?:el|al) )?numero de (?:cartas|permanentes|criaturas|tierras) que (?P<verb>\w+) de esta manera", "self"),
    (r"(?:la|a la) (?:cantidad de )?vida (?P<verb>perdida) de esta manera", "total"),
    (r"esa cantidad", "self"),
    (r"esa cantidad (?:de cartas )?menos una", "self-1"),
    (r"la cantidad total de mana pagad[oa] de esta manera", "total-pay"),
    (r"(?:el|al) dano (?:hecho|infligido) de esta manera", "total-damage"),
    (r"(?:carta|criatura|permanente|tierra) (?P<verb>\w+) de esta manera", "total"),
    (r"(?:oponente|jugador) que lo haga", "accepted"),
    (r"(?:su|tu) biblioteca", "library"),
    (r"(?:(?:el|al) )?numero de cartas (?:en|de) (?:su|tu) biblioteca", "library"),
    (r"(?:el|al) numero de cartas (?:en|de) (?:su|tu) mano", "hand"),
    (r"(?:su|tu) (?:total de )?vidas?", "life"),
    (r"(?:el|al) numero de (?P<flt>.+?) que controlas?", "controlled"),
    (r"(?:su|tu) devocion (?:al|a) (?P<color>blanco|azul|negro|rojo|verde)", "devotion"),
))


# "the number of lands you control" counts the controller's, whoever the step's players are
_YOU_CONTROL = re.compile(r" (?:you control|que controlas)$")


def _multipliers(phrase: str) -> tuple[str, int, int, bool]:
    """"twice …", "half …, rounded up" around a number defined by reference: the bare reference, its
    multiplier, divisor and rounding (107.1a)."""
    times = divide = 1
    round_up = False
    m = re.search(r",? rounded (?P<dir>up|down)$|,? redondeando hacia (?P<dir2>arriba|abajo)$", phrase)
    if m:
        round_up = (m["dir"] or m["dir2"]) in ("up", "arriba")
        phrase = phrase[:m.start()]
    for word, n in sorted(_FRACTIONS.items(), key=lambda kv: -len(kv[0])):
        if phrase.startswith(word + " "):
            divide, phrase = n, phrase[len(word) + 1:]
            break
    for word, n in _TIMES.items():
        if phrase.startswith(word + " "):
            times, phrase = n, phrase[len(word) + 1:]
    return phrase, times, divide, round_up


def _reference(phrase: str, kind: str, m: re.Match[str], g: Grammar) -> CountRef | None:
    """The count one of ``_REF_PATTERNS`` matched, or None when a word of it is not understood."""
    groups = m.groupdict()
    verb = groups.get("verb") or groups.get("verb2")
    action = (_ES_PAST if g.lang == "es" else _EN_PAST).get(verb or "", None)
    if verb and action is None:
        return None
    flt = None
    if groups.get("flt"):
        flt = parse_filter(groups["flt"], g)
        if flt is None:
            return None
    option = groups.get("color")
    if option:
        option = _ES_COLORS.get(option, option)
    plus = 0
    if kind == "self-1":
        kind, plus = "self", -1
    elif kind.startswith("total-"):
        kind, action = "total", {"pay": "pay", "damage": "damage"}[kind[6:]]
    of = "controller" if kind == "devotion" or re.match(r"^(?:your|tu) ", phrase) or _YOU_CONTROL.search(phrase) \
        else "player"
    return CountRef(kind, action, option, 0, flt, 1, 1, False, of, plus)


def parse_ref(phrase: str, g: Grammar) -> CountRef | None:
    """A number defined by reference, with "twice"/"half … rounded up" around it; None if not one."""
    phrase, times, divide, round_up = _multipliers(phrase.strip().rstrip("."))
    for pattern, kind in _REF_PATTERNS:
        m = pattern.fullmatch(phrase)
        if m:
            ref = _reference(phrase, kind, m, g)
            return None if ref is None else replace(ref, times=times, divide=divide, round_up=round_up)
    return None


_FOR_EACH_VOTE = re.compile(r"^(?P<head>.+?) (?:for each (?P<opt>.+?) vote|por cada voto (?:por|para|a favor de) "
                            r"(?P<opt2>.+?))$")


def split_for_each_vote(phrase: str) -> tuple[str, str | None]:
    """"a creature for each death vote" → ("a creature", "death")."""
    m = _FOR_EACH_VOTE.match(phrase.strip())
    if not m:
        return phrase, None
    return m["head"], (m["opt"] or m["opt2"])


READ_REF.append(parse_ref)  # filters' compared amounts read their count here (compared_amounts.py)
