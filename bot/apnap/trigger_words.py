"""The words of the resolving ability's trigger condition that nothing here reads ("Whenever you crank Dispatch
Dispensary": "crank"), said in ``warnings``.

Why: the scenario asks what happens as a triggered ability resolves, so the ability has triggered (603.2, 603.3);
its effect is read word by word, but its condition is read only by the readers that need it (board triggers,
grammar/when.py; "defending player"; the event's object). A condition with a word no reader knows was resolved as
if understood, silently. Every word accounted for: the effect still resolves (that it triggered is the question's
premise), and the words of the condition no reader knows are named, never passed over.

A word is known when a grammar, the trigger-condition reader or the lexicon has it: the grammars' literal words,
grammar/when.py's patterns, the subtypes and keywords of the rules, the card's own name (a self-reference), and
"non"-prefixed or plural forms of those.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Sequence
from functools import lru_cache

from bot.catalog import t

from . import mana_taps
from .activated_events import ACTIVATION_WORDS
from .grammar import lexicon, when
from .grammar.parse_tree import parser
from .grammar.subtypes import subtypes
from .grammar.text import fold, mark_names

_WORD = re.compile(r"[a-z]+")
# the words that open a trigger condition (603.1)
_OPENERS = frozenset({"when", "whenever", "at", "cuando", "siempre", "que", "al", "en"})
_SYMBOL = re.compile(r"\{[A-Za-z0-9/]{1,3}\}")  # "{E}", "{W}": a symbol, read where it is paid or got (107.4)
# "At the beginning of your precombat main phase": the step or phase the question is in (500.1), which nothing checks
_AT_STEP = re.compile(r"^(?:at (?:the )?(?:beginning|end)|al (?:comienzo|final))\b")
# words a grammar reads only inside one phrase token of an amount ("for each Equipment attached to it",
# grammar/attached_counts.py), never in a trigger condition: "Whenever an Aura becomes attached to …" stays unread
_PHRASE_ONLY = frozenset({"attached"})


@lru_cache(maxsize=2)
def known_words(lang: str) -> frozenset[str]:
    """Every word some reader of ``lang`` (and the trigger-condition reader, in both languages) knows. Made with the
    grammars, before the first request (services/resolve.py ``build_grammars``): made inside it, it was most of the
    first triggered ability's CPU (about 7 ms of 10 in the corpus bench)."""
    words: set[str] = set(_OPENERS)
    for term in parser(lang).terminals:
        words.update(_WORD.findall(fold(str(term.pattern.value))))
    words.update(_WORD.findall(fold(inspect.getsource(when))))
    words.update(_WORD.findall(fold(inspect.getsource(mana_taps))))  # "gire … para obtener maná" (106.12a)
    words.update(ACTIVATION_WORDS)  # "Whenever you activate an ability" (activated_events.py)
    for phrase in (*subtypes(), *lexicon.KEYWORD_ABILITIES, *lexicon.KEYWORDS, *lexicon.ES_TYPE_WORDS):
        words.update(_WORD.findall(fold(phrase)))
    return frozenset(words - _PHRASE_ONLY)


def _is_known(word: str, known: frozenset[str]) -> bool:
    forms = {word, word.removesuffix("s"), word.removesuffix("es"), word[:-3] + "y" if word.endswith("ies") else word}
    forms |= {f.removeprefix("non") for f in forms if f.startswith("non")}
    return bool(forms & known)


def unread_condition_words(condition: str, names: Sequence[str], lang: str) -> list[str]:
    """The words of ``condition`` no reader knows, in their printed order, once each (the card's names left out)."""
    low = _SYMBOL.sub(" ", fold(condition))
    if _AT_STEP.match(low):
        return []
    low = mark_names(low, names, " ")  # the name, never inside a word
    known = known_words("es" if lang == "es" else "en")
    unread: list[str] = []
    for word in _WORD.findall(low):
        if not _is_known(word, known) and word not in unread:
            unread.append(word)
    return unread


def unread_condition_warning(condition: str | None, names: Sequence[str], lang: str, msg_lang: str) -> list[str]:
    """The warning naming the condition's unread words (none when every word is known or there is no condition)."""
    if not condition:
        return []
    unread = unread_condition_words(condition, names, lang)
    if not unread:
        return []
    return [t("apnap.warning.trigger_words_unread", msg_lang, condition=condition,
              words=", ".join(f"“{w}”" for w in unread))]
