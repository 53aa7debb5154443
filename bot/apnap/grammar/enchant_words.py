"""An Aura's enchant abilities ("Enchant green creature", "Encantar criatura verde", 702.5a), read from its printed
text into typed filters: what it may be attached to (303.4a, 702.5c: every one applies).

Why in the grammar: the engine read the line again with a regular expression wherever it checked an attachment
(engine/enchant_legal.py, engine/act_attach.py), a second parser beside the grammar
(tests/architecture/test_engine_reads_no_text.py). The resolving card's own abilities are read as the scenario is
built (``Scenario.enchant``), a board object's as the object is made (``GameObject.enchant``); the engine reads the
filters only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .filters import parse_filter
from .lexicon import GRAMMARS
from .objects import detect_lang
from .specs import TypeFilter
from .text import fold

#: an enchant ability's own line ("Enchant green creature", "Encantar criatura verde"), reminder text left out
_ENCHANT = re.compile(r"^(?:enchant|encantar) (?P<what>[^(.\n]+?)\s*(?:\(.*\))?\.?$", re.IGNORECASE | re.MULTILINE)


@dataclass(frozen=True, slots=True)
class EnchantAbility:
    """One enchant ability: its printed words ("green creature", said back), the objects it allows (``allows``)
    and the kind of object alone (``kind``, "creature": another kind is the scenario's slip, not a state-based
    action; None when the noun is no kind the lexicon reads)."""

    words: str
    allows: TypeFilter
    kind: TypeFilter | None


@lru_cache(maxsize=1024)
def enchant_abilities(text: str) -> tuple[EnchantAbility, ...]:
    """Each enchant ability of the card's text (702.5c: every one applies); one whose kind is not an object the
    filter lexicon reads ("Enchant player") is left out."""
    if not text:
        return ()
    lexicon = GRAMMARS[detect_lang(text)]
    found = []
    for m in _ENCHANT.finditer(text):
        flt = parse_filter(fold(m["what"]), lexicon)
        if flt is not None:
            # the noun is the filter's own (English) word in both languages: "criatura verde" is of kind "creature"
            found.append(EnchantAbility(m["what"], flt, parse_filter(flt.noun, GRAMMARS["en"])))
    return tuple(found)
