"""What a permanent's printed text says that the engine checks on the object itself, typed as the object is made
(``GameObject.enchant``, ``GameObject.enters_with``) or the scenario is built (``Scenario.enchant``): an Aura's
enchant abilities ("Enchant green creature", "Encantar criatura verde", 702.5a: what it may be attached to, 303.4a,
702.5c: every one applies) and an "enters with …" replacement (614.1c, which a copy enters with too, 707.5).

Why in the grammar: the engine read these lines again with regular expressions wherever it checked an attachment
or made a copy (engine/enchant_legal.py, engine/act_attach.py, engine/copiable.py), a second parser beside the
grammar (tests/architecture/test_engine_reads_no_text.py); the engine reads the typed values only.
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


#: 614.1c, 707.5: an "enters with …" replacement of the object's own text ("This creature enters with two +1/+1
#: counters on it", "Esta criatura entra al campo de batalla con dos contadores +1/+1 sobre ella")
_ENTERS_WITH = re.compile(r"\benters(?: the battlefield)? with\b|\bentra(?: al campo de batalla)? con\b", re.IGNORECASE)


@lru_cache(maxsize=1024)
def enters_with(text: str) -> bool:
    """Whether the text has an "enters with …" replacement (614.1c), which applies to a copy of it as it enters
    (707.5): ``GameObject.enters_with``, read by engine/copiable.py."""
    return bool(text and _ENTERS_WITH.search(text))
