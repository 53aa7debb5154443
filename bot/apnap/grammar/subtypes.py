"""The subtypes a card's text may name as a noun ("Knights you control", "two or more Gates"), from the
Comprehensive Rules themselves (205.3g–m), kept in ``data/apnap/subtypes.json``.

Why a list from the CR and not "any capitalised word": a word the grammar does not know must be
refused, not read as a subtype that matches nothing ("each frobnicator" would otherwise resolve,
saying no creature was hit). The file records the release it came from; regenerate it with
``python -m bot.apnap.grammar.subtypes CR_FILE`` when a release adds types (a test compares it
with the newest CR the tests have).
"""

from __future__ import annotations

import json
import re
import sys
from functools import lru_cache
from pathlib import Path

from bot.resources import data_path

RULES = {"205.3g": "artifact", "205.3h": "enchantment", "205.3i": "land", "205.3j": "planeswalker",
         "205.3k": "spell", "205.3m": "creature"}


@lru_cache(maxsize=1)
def subtypes() -> frozenset[str]:
    """Every subtype, lower case ("time lord" included), as the CR prints it ("urza’s", "c’tan") and as folded card
    text spells it (text.fold: "urza's", "c'tan"), so "Urza's" in a card's text is the CR's land type (205.3i)."""
    data = json.loads(data_path("apnap", "subtypes.json").read_text(encoding="utf-8"))
    printed = {word.lower() for words in data["types"].values() for word in words}
    return frozenset(printed | {word.replace("’", "'") for word in printed})


@lru_cache(maxsize=1)
def multiword_subtypes() -> tuple[str, ...]:
    """The subtypes of more than one word ("time lord", 205.3m), longest first: the object reader keeps each one
    word."""
    return tuple(sorted((w for w in subtypes() if " " in w), key=len, reverse=True))


@lru_cache(maxsize=1)
def creature_types() -> tuple[str, ...]:
    """The creature types of 205.3m as printed ("Advisor", "Time Lord"), in the rules' order."""
    data = json.loads(data_path("apnap", "subtypes.json").read_text(encoding="utf-8"))
    return tuple(data["types"]["creature"])


@lru_cache(maxsize=1)
def _printed() -> dict[str, str]:
    data = json.loads(data_path("apnap", "subtypes.json").read_text(encoding="utf-8"))
    names = [w.replace("\u2019", "'") for words in data["types"].values() for w in words]
    return {w.lower(): w for w in names}


def subtype_title(name: str) -> str:
    """A subtype as the CR capitalises it ("Urza's", "Assembly-Worker", "Time Lord"; str.title would say "Urza'S"),
    any other word title-cased."""
    return _printed().get(name.lower().replace("\u2019", "'")) or name.title()


def subtype_forms(word: str) -> frozenset[str]:
    """The subtypes a (lower-case) word names, singular or plural ("knights", "elves", "allies",
    "plains"); empty when the rules list none of its forms."""
    forms = {word, word.removesuffix("s"), word.removesuffix("es")}
    if word.endswith("ies"):
        forms.add(word[:-3] + "y")
    if word.endswith("ves"):
        forms.add(word[:-3] + "f")
    return frozenset(forms) & subtypes()


@lru_cache(maxsize=256)
def permanent_kind(word: str) -> str | None:
    """The card type a subtype word belongs to ("forests" → land, "goblin" → creature, "equipment" → artifact), for
    a subtype said alone as a noun ("Sacrifice a Forest", 205.3); None for a spell type or no subtype."""
    forms = subtype_forms(word)
    if not forms:
        return None
    data = json.loads(data_path("apnap", "subtypes.json").read_text(encoding="utf-8"))
    kinds = [kind for kind, words in data["types"].items()
             if kind != "spell" and forms & {f.replace("’", "'") for w in words for f in (w.lower(),)}]
    return kinds[0] if len(kinds) == 1 else None


def from_rules(text: str) -> dict[str, list[str]]:
    """The subtypes listed by 205.3g–m of a CR text file, by kind."""
    out: dict[str, list[str]] = {}
    for number, kind in RULES.items():
        line = next((ln for ln in text.splitlines() if ln.startswith(number + " ")), "")
        line = re.sub(r"\s*\(see rules? [^)]*\)", "", line)
        lists = re.findall(r"(?:types are |words? long: )([^.:]+)\.", line)  # "The land types are …", "… long: …"
        words = ", ".join(w for w in lists if not w.startswith("called"))
        out[kind] = [w.strip() for w in re.split(r",\s*(?:and\s+)?|\s+and\s+", words) if w.strip()]
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m bot.apnap.grammar.subtypes CR_FILE", file=sys.stderr)
        return 2
    source = Path(argv[0])
    types = from_rules(source.read_text(encoding="utf-8-sig"))
    target = data_path("apnap", "subtypes.json")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps({"source": source.name, "rules": "205.3g-m", "types": types}, indent=1,
                                 ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{sum(len(v) for v in types.values())} subtypes from {source.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
