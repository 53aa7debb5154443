"""``parse_effect``: one effect's text, English or printed Spanish, read by the grammars into an Effect.

Why here and not in the sentence reader: this is the one entry point every caller uses (the
scenario loader, the Oracle splitter, the services), and it owns what happens around a parse —
the length limit, clean-up, the card's own name as "this permanent", the upkeep marker, which
language is tried first, and the user's refusal naming the words the grammar could not read.
"""

from __future__ import annotations

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


@lru_cache(maxsize=512)
def parse_effect(text: str, lang: str | None = None, msg_lang: str | None = None,
                 names: tuple[str, ...] = (), antecedent: str = "") -> Effect:
    """Read ``text`` (English or Spanish). ``lang`` is a hint; the other language is tried too.

    ``antecedent``: what "it" means when the effect names nothing before it (the ability's trigger, cost or
    intervening "if": ``Selection.antecedent``). Raises :class:`BotError` ``unsupported_effect`` naming the part
    not understood.
    """
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


def _capitalised(text: str) -> str:
    return text[0].upper() + text[1:] if text[:1].islower() else text
