"""``parse_effect``: one effect's text, English or printed Spanish, read by the grammars into an Effect.

Why here and not in the sentence reader: this is the one entry point every caller uses (the
scenario loader, the Oracle splitter, the services), and it owns what happens around a parse —
the length limit, clean-up, the card's own name as "this permanent", the upkeep marker, which
language is tried first, and the user's refusal naming the words the grammar could not read.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache

from bot.errors import BotError

from .antecedents import outside_antecedent
from .lexicon import GRAMMARS
from .objects import _unsupported, detect_lang
from .phrases import Unread
from .quoted import use_antecedents, use_reader
from .sentences import read, refusal
from .specs import MAX_EFFECT_CHARS, Effect
from .text import as_source, clean_effect, fold

use_reader(read)  # a quoted ability is read again by the same reader (quoted.py)
use_antecedents(outside_antecedent)  # and its "it" is what its own trigger or cost names (608.2c)


class _ParseMemo:
    """``parse_effect``'s memo: a text's Effect, or its refusal, by the call's arguments (``functools.lru_cache``'s
    ``cache_clear``, ``cache_info`` and ``cache_parameters``, so the speed figure's cold requests empty it too).

    Why the refusal too: ``lru_cache`` keeps only what a call returns, so a text the grammar refuses was read again at
    every ask, both languages each time, and one request asks for the same text many times (the board's static
    abilities are read by each of the board's readers: a card with an unread static line read it six times in one
    request, issue #22). A refusal is as much a pure function of the arguments as an Effect (the grammar reads no
    budget, no board); each caller gets its own copy of the error (its suggestions and parameters copied), never the
    kept one, so no caller can change what another is told."""

    def __init__(self) -> None:
        self._memo = lru_cache(maxsize=512)(_parse_or_refusal)
        self.cache_clear = self._memo.cache_clear
        self.cache_info = self._memo.cache_info
        self.cache_parameters = self._memo.cache_parameters

    def __call__(self, text: str, lang: str | None = None, msg_lang: str | None = None,
                 names: tuple[str, ...] = (), antecedent: str = "") -> Effect:
        """Read ``text`` (English or Spanish). ``lang`` is a hint; the other language is tried too.

        ``antecedent``: what "it" means when the effect names nothing before it (the ability's trigger, cost or
        intervening "if": ``Selection.antecedent``). Raises :class:`BotError` ``unsupported_effect`` naming the part
        not understood."""
        found = self._memo(text, lang, msg_lang, names, antecedent)
        if isinstance(found, Effect):
            return found
        raise dataclasses.replace(found, suggestions=list(found.suggestions), params=dict(found.params))


def _parse_or_refusal(text: str, lang: str | None, msg_lang: str | None, names: tuple[str, ...],
                      antecedent: str) -> Effect | BotError:
    """The Effect, or the refusal (a plain :class:`BotError`) kept without its traceback; any other error raised."""
    try:
        return _parse(text, lang, msg_lang, names, antecedent)
    except BotError as exc:
        if type(exc) is not BotError:
            raise
        return dataclasses.replace(exc, suggestions=list(exc.suggestions), params=dict(exc.params))


def _parse(text: str, lang: str | None, msg_lang: str | None, names: tuple[str, ...], antecedent: str) -> Effect:
    if len(str(text)) > MAX_EFFECT_CHARS:
        raise BotError.of("bad_scenario", "apnap.error.too_long", field="effect", lang=msg_lang, limit=MAX_EFFECT_CHARS)
    cleaned = clean_effect(text)
    if not cleaned:
        raise _unsupported("", lang or "en", msg_lang)
    first = lang if lang in GRAMMARS else detect_lang(as_source(cleaned, names))
    order = [first] + [k for k in GRAMMARS if k != first]
    texts = {code: _capitalised(as_source(cleaned, names, code)) for code in order}  # the name means the source
    for code in order:  # "At the beginning of the upkeep": an upkeep marker, nothing to resolve
        if GRAMMARS[code].upkeep_re.match(fold(texts[code]).strip(" .")):
            return Effect(texts[code], code, (), upkeep=True)
    failed: tuple[Unread, str] | None = None
    for code in order:  # the text's language, then the other: "Destruye todas las tierras." has no word the
        try:  # detector knows
            return read(texts[code], code, antecedent)
        except Unread as exc:
            failed = failed or (exc, code)  # the refusal speaks of the language the text looks like
    assert failed is not None
    raise refusal(failed[0], texts[failed[1]], msg_lang, failed[1])


parse_effect = _ParseMemo()


def _capitalised(text: str) -> str:
    return text[0].upper() + text[1:] if text[:1].islower() else text
