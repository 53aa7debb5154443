"""Devotion as a condition (700.5): "As long as your devotion to black is less than five, …", "… your devotion to
green and white is less than seven, …", printed Spanish "Mientras tu devoción al negro sea menor que cinco, …" /
"… tu devoción al verde y al blanco sea menor que siete, …" — the Theros gods' statics.

Why a condition of its own: devotion is a count of mana symbols among the mana costs of the permanents the player
controls (700.5), and devotion to two colours counts each symbol that is of either colour once (700.5a: a hybrid
{G/W} is one symbol, not two). The answer needs every nonland permanent's mana cost; the engine asks for a cost the
board does not give (engine/devotion_check.py), never counting it as none. Its own module because conditions.py is
full; conditions.py reads it through :data:`DEVOTION_READERS`.
"""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token, Tree

from .phrases import Unread, Words, count_value, trees

# Colour words of "your devotion to black" / "tu devoción al negro" (700.5), English and folded Spanish.
_COLOURS = {"white": "white", "blue": "blue", "black": "black", "red": "red", "green": "green", "blanco": "white",
            "azul": "blue", "negro": "black", "rojo": "red", "verde": "green"}


@dataclass(frozen=True, slots=True)
class DevotionBelow:
    """The controller's devotion to ``colors`` (one, or two counted together: 700.5a) is less than ``below``."""

    colors: tuple[str, ...]
    below: int
    who: str = "you"


def devotion_below(node: Tree[Token], words: Words) -> DevotionBelow:
    """``"your" "devotion" "to" WORD ("and" WORD)? "is" "less" "than" count`` (and the Spanish) → the condition; the
    grammar reads only the controller's ("your" / "tu"): another player's is no parse, never the controller's."""
    said = [str(t) for t in node.children if isinstance(t, Token) and t.type == "WORD"]
    colours = tuple(_COLOURS.get(w.lower(), "") for w in said)
    number = trees(node)[-1]
    if not all(colours) or len(set(colours)) != len(colours):
        raise Unread(words.of(node))
    below = count_value(number, words)
    if below is None:
        raise Unread(words.of(node))
    return DevotionBelow(colours, below)


DEVOTION_READERS = {"cond_devotion_below": devotion_below}

__all__ = ["DEVOTION_READERS", "DevotionBelow", "devotion_below"]
