"""A printed Spanish token description read into the English one the plan keeps (111.4): "fichas de criatura Zombie
negras 2/2 con la habilidad de toque mortal" → "black Zombie creature with deathtouch".

Why English: the plan renders its reading from the description, and the token's characteristics (colour, subtypes,
types, keywords: convert_board.token_traits) are what the board and the rules compare, named in English as the
board names them (a "Zombie negras" token would be of no colour the engine knows). Every word must be a colour, a
card type, a subtype the terminology names or a keyword; any other word is refused, never dropped.
"""

from __future__ import annotations

import json
from functools import lru_cache

from lark import Token, Tree

from bot.resources import data_path

from .choice_words import COLOR_OF_ES as _ES_COLORS
from .lexicon import ES_TYPE_WORDS
from .phrases import Unread, Words, child
from .spanish_terms import es_keyword, es_subtype
from .text import fold

# English prints a token's card types in this order ("artifact creature", "enchantment creature").
_TYPE_ORDER = ("artifact", "enchantment", "land", "creature")
_COLORLESS = frozenset({"incoloro", "incolora", "incoloros", "incoloras"})
_WUBRG = ("white", "blue", "black", "red", "green")


@lru_cache(maxsize=1)
def _printed_subtypes() -> dict[str, str]:
    """Lower-case subtype → its printed English spelling ("zombie" → "Zombie")."""
    data = json.loads(data_path("apnap", "subtypes.json").read_text(encoding="utf-8"))
    return {word.lower(): word for words in data["types"].values() for word in words}


def _word_parts(word: str, colors: list[str], subtypes: list[str]) -> bool:
    """One description word: a colour or a subtype (added in printed order); False when it is neither."""
    color = _ES_COLORS.get(word)
    if color is not None or word in _COLORLESS:
        colors.append(color or "colorless")
        return True
    names = es_subtype(word)
    if len(names) != 1:
        return False
    subtypes.append(_printed_subtypes().get(next(iter(names)), next(iter(names))))
    return True


def _predefined(types: list[str], colors: list[str], subtypes: list[str], token: Tree[Token]) -> str | None:
    """"una ficha de Tesoro", "dos fichas de Comida": a token named by one predefined token's subtype alone, no card
    type, colour, size or keyword (111.10), as English names it ("Treasure"); None for any other description."""
    from .lexicon import PREDEFINED_TOKENS

    plain = all(not isinstance(p, Tree) or p.data in ("token_word", "token_noun") for p in token.children)
    if types or colors or len(subtypes) != 1 or not plain or any(
            isinstance(p, Token) and p.type == "PT" for p in token.children):
        return None
    return subtypes[0] if subtypes[0].lower() in PREDEFINED_TOKENS else None


def es_token_description(token: Tree[Token], text: Words) -> str:
    """The English description of a Spanish ``token`` node (spanish.lark): colours, subtypes, types and "with"
    its keywords, in English order; :class:`Unread` with the token's words when one word is none of those."""
    types: list[str] = []
    colors: list[str] = []
    subtypes: list[str] = []
    for part in token.children:
        if isinstance(part, Token) and fold(str(part)) in ES_TYPE_WORDS:
            types.append(ES_TYPE_WORDS[fold(str(part))])
        elif isinstance(part, Tree) and part.data == "token_word" and not all(
                _word_parts(word, colors, subtypes) for word in fold(text.low_of(part)).split(" y ")):
            raise Unread(text.of(token))  # "roja y blanca": each colour (105.2)
    types = [t for t in _TYPE_ORDER if t in types and t != "token"]
    predefined = _predefined(types, colors, subtypes, token)
    if predefined is not None:  # "una ficha de Tesoro": a Treasure token (111.10a)
        return predefined
    if not types or len(set(colors)) != len(colors) or "colorless" in colors and len(colors) > 1:
        raise Unread(text.of(token))
    colors.sort(key=lambda c: _WUBRG.index(c) if c in _WUBRG else -1)
    if len(colors) == 2 and _WUBRG.index(colors[1]) - _WUBRG.index(colors[0]) > 2:
        colors.reverse()  # a pair round the colour wheel, as Oracle prints it ("red and white", "green and white")
    desc = " ".join([" and ".join(colors)] if colors else [])
    # Spanish names the head noun first ("Soldado Kithkin" is a Kithkin Soldier, "Guerrero Elfo" an Elf Warrior)
    desc = " ".join(w for w in (desc, *reversed(subtypes), *types) if w)
    tail = child(token, "token_tail")
    if tail is not None:
        keywords = [es_keyword(fold(text.low_of(k))) for k in tail.find_data("keyword")]
        if not keywords or any(k is None for k in keywords):
            raise Unread(text.of(tail))
        desc = f"{desc} with {' and '.join(k for k in keywords if k)}"
    return desc
