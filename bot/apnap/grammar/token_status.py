"""What a created token is beyond its description's words: entering the battlefield attacking ("… token that's tapped
and attacking", 508.4), its supertype ("a legendary … token", 205.4a), and the keywords a token may be printed with.

Why a module apart from verbs.py: these are read from the same ``token`` node by the English and Spanish rules and by
the plan's traits (convert_board.token_traits), so each question has one owner and no word is dropped on the way.
"""

from __future__ import annotations

import re

from lark import Token, Tree

from .lexicon import KEYWORDS

# "protection from white" (702.16a: from one colour) and changeling (702.73a: every creature type), besides the
# keywords a board lists: what a token's "with …" may give it; any other word there is refused
_PROTECTION = re.compile(r"protection from (?:white|blue|black|red|green)$")
_TOKEN_ONLY = frozenset({"changeling"})


def token_keyword(word: str) -> bool:
    """A keyword a created token may have as printed (702): the board's keywords, changeling, protection from a
    colour."""
    return word in KEYWORDS or word in _TOKEN_ONLY or _PROTECTION.match(word) is not None


def legendary(token: Tree[Token]) -> bool:
    """"a legendary 2/1 red Monkey creature token": the supertype printed before the token's size (205.4a)."""
    return any(isinstance(t, Token) and str(t).lower() == "legendary" for t in token.children)


_TAPPED_AND = re.compile(r"\b(?:tapped and|girada y|giradas y)\b")


def entering_status(node: Tree[Token], token: Tree[Token]) -> tuple[tuple[str, str], ...]:
    """"… that's tapped and attacking" / "… that's attacking" (English), "… que está girada y atacando" (printed
    Spanish): the tokens enter the battlefield attacking (508.4), tapped too when it says so (110.5b); nothing
    otherwise. Read on the token or after its name ("… named Ragavan that's tapped and attacking")."""
    found = next((t for t in (*token.children, *node.children)
                  if isinstance(t, Tree) and t.data == "token_attacking"), None)
    if found is None:
        return ()
    said = " ".join(str(t).lower() for t in found.scan_values(lambda v: isinstance(v, Token)))
    return (("attacking", "tapped" if _TAPPED_AND.search(said) else "1"),)
