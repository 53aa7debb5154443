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
from typing import cast

from ..model import PRINTED_READER, GameObject, PrintedMana
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


# --- the mana abilities a permanent's text prints (605.1a) -------------------------------------------------------
_MANA_COLOURS = "WUBRG"
_ADD_WORD = re.compile(r"\b(?:add|adds|agrega|agregan|añade|añaden)\b", re.IGNORECASE)
# "{T}: Add {G}." / "{T}, Sacrifice this artifact: Add one mana of any color." / "{T}: Agrega {G}."
_MANA_ABILITY = re.compile(
    r"^\{T\}(?:,\s*(?:sacrifice|sacrifica|pay \d+ life|paga \d+ vidas?)\b[^:]*)?:\s*(?:add|agrega|añade)\s+"
    r"(?P<what>[^.]+)\.", re.IGNORECASE)
_SYMBOLS = re.compile(r"^(?:\{[WUBRGC]\})+$")
# "{W} or {U}", "{W} o {U}" (read on the upper-cased words: "OR", "O")
_ONE_OF = re.compile(r"^\{(?P<first>[WUBRGC])\}(?P<rest>(?:,?\s*\{[WUBRGC]\})*),?\s+(?:or|o)\s+\{(?P<last>[WUBRGC])\}$",
                     re.IGNORECASE)
_ANY_COLOUR = re.compile(r"^(?P<n>one|two|three|un|uno|dos|tres) (?:mana|maná|manás) (?:of any(?: one)? colou?r|"
                         r"de cualquier color|de un mismo color|del mismo color|de cualquier combinación de colores|"
                         r"in any combination of colou?rs)$", re.IGNORECASE)
_COUNT = {"one": 1, "two": 2, "three": 3, "un": 1, "uno": 1, "dos": 2, "tres": 3}
# words of a text that may change the mana other permanents make: mana (not "mana value" / "mana cost"), a basic land
# type or land types ("Each land is a Swamp …", "Nonbasic lands are Mountains", "… adds one mana …"), both languages
_CHANGES_MANA = re.compile(r"(?<!valor de )(?<!coste de )\b(?:mana|maná|manás)\b(?! (?:value|cost|costs|symbols?))|"
                           r"\b(?:plains|islands?|swamps?|mountains?|forests?|land types?|llanuras?|islas?|pantanos?|"
                           r"montañas?|bosques?|tipos? de tierra)\b|" + _ADD_WORD.pattern, re.IGNORECASE)
_PARENS = re.compile(r"[()]")


@lru_cache(maxsize=1024)
def printed_mana(text: str) -> PrintedMana:
    """The text's ``PrintedMana``, both languages ("{T}: Agrega {G}.")."""
    made: list[frozenset[str]] | None = []
    changes = False
    for sentence in _sentences(text):
        ability = _MANA_ABILITY.match(sentence) is not None
        changes = changes or (not ability and _CHANGES_MANA.search(sentence) is not None)
        if made is None or not _ADD_WORD.search(sentence):
            continue
        read = _read_mana_ability(sentence)
        made = None if read is None else union_mana(made, read)
    return PrintedMana(None if made is None else tuple(made), changes)


def _sentences(text: str) -> list[str]:
    """A text's sentences, reminder text's parentheses dropped ("({T}: Add {G} or {W}.)" is read as the ability)."""
    return [s for line in _PARENS.sub("", text).splitlines() for s in re.split(r"(?<=\.)\s+", line.strip()) if s]


def _read_mana_ability(sentence: str) -> list[frozenset[str]] | None:
    """One "{T}: Add …" sentence's mana (one set per mana), or None: a way of making mana not read here."""
    m = _MANA_ABILITY.match(sentence.strip())
    if m is None:
        return None
    what = m["what"].strip()
    if _SYMBOLS.match(what.upper()):
        return [frozenset(s) for s in re.findall(r"\{([WUBRGC])\}", what.upper())]
    one = _ONE_OF.match(what.upper())
    if one is not None:
        return [frozenset(re.findall(r"[WUBRGC]", one["first"] + one["rest"] + one["last"]))]
    many = _ANY_COLOUR.match(what)
    if many is not None:
        return [frozenset(_MANA_COLOURS)] * _COUNT[many["n"].lower()]
    return None


def union_mana(old: list[frozenset[str]], new: list[frozenset[str]]) -> list[frozenset[str]]:
    """One tap makes one ability's mana: the most of either, each mana any colour either could make (an upper bound)."""
    longest = max(len(old), len(new))
    colours = frozenset().union(*old, *new)
    return [colours] * longest if old and new else (new or old)


def enchant_of(obj: GameObject) -> tuple[EnchantAbility, ...]:
    """The object's enchant abilities as this module typed them (``GameObject.enchant`` names only their words)."""
    return cast(tuple[EnchantAbility, ...], obj.enchant)


def printed_facts(text: str) -> tuple[tuple[EnchantAbility, ...], bool, PrintedMana]:
    """All a ``GameObject`` carries of its text, as it is made (model.PRINTED_READER)."""
    return enchant_abilities(text), enters_with(text), printed_mana(text)


PRINTED_READER[:] = [printed_facts]
