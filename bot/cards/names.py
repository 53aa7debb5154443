"""Card-name normalisation: what a player types and what is printed compare equal.

"Lim-Dûl's Vault", "lim duls vault" and "LIM-DUL'S VAULT" all normalise to ``"lim duls vault"``:
accents are dropped, case is folded, apostrophes vanish (players skip them) and any other
punctuation becomes a space.
"""

from __future__ import annotations

import re
import unicodedata

_APOSTROPHES = str.maketrans("", "", "'’‘`´")  # noqa: RUF001 - the apostrophes players type
_NON_WORD = re.compile(r"[^\w]+")
# Æ/æ do not decompose under NFKD; MTGJSON already writes "Aether", players type either.
_LIGATURES = str.maketrans({"æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ß": "ss"})


def normalize(name: str) -> str:
    """The comparison key of a card name (lower case, ASCII letters and digits, single spaces)."""
    text = unicodedata.normalize("NFKD", name.translate(_LIGATURES))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = text.casefold().translate(_APOSTROPHES).replace("_", " ")
    return " ".join(_NON_WORD.sub(" ", text).split())


def short_name(name: str) -> str | None:
    """The name a legendary card goes by: "Rankle, Master of Pranks" → "Rankle" (the part before
    the first comma), or ``None`` when the name has no comma."""
    head, sep, _ = name.partition(",")
    head = head.strip()
    return head if sep and head else None


def word_suffixes(key: str) -> list[str]:
    """Every tail of a normalised name that starts at a word: "a b c" → ["b c", "c"], so a
    partial name ("master of pranks") is found by prefix."""
    words = key.split(" ")
    return [" ".join(words[i:]) for i in range(1, len(words))]
