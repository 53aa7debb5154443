"""A life total compared with a starting life total (103.4): "As long as your life total is greater than or equal to
your starting life total, …" (Path of Bravery), "As long as an opponent's life total is less than half their starting
life total, …" and "… for each opponent whose life total is less than half their starting life total" (Anya,
Merciless Angel), "If you have at least 15 life more than your starting life total, …" (Ajani, Strength of the Pride).

Why a condition of its own: a starting life total is a fact of the game's variant, never shown by a board (20, 103.4;
40 in Commander, 103.4c; a team's 30 in Two-Headed Giant, 103.4a), so the engine reads it from the scenario's
``starting_life`` and, when the scenario does not say, takes the rule's default and says so in a warning
(engine/starting_life_check.py). "Less than half" is compared exactly (twice the life against the starting total), so
an odd starting total (25 in two-player Brawl, 103.4d) is never rounded. conditions.py reads it through
:data:`STARTING_LIFE_READERS`; the "whose …" of a count of players is a ``Standing`` (phrases.standing_of).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lark import Token, Tree

from .phrases import Unread, Words
from .text import fold

_SAID = re.compile(r"^(?:(?P<who>your|an opponent's|that player's|each opponent's) life total is "
                   r"(?P<op>greater than or equal to|less than half|less than|greater than)"
                   r"|you have at least (?P<more>\d+) life more than) "
                   r"(?P<whose>your|their|his or her) starting life total$")
# printed Spanish (accents folded, as the Spanish grammar reads it): the same condition
_SAID_ES = re.compile(r"^(?:(?P<who>tu total de vidas|el total de vidas de (?:un oponente|ese jugador|cada oponente)) "
                      r"(?:es|sea) (?P<op>mayor o igual (?:que|a)|menor que la mitad de|menor que|mayor que)"
                      r"|(?:tienes|tengas) (?:al menos|por lo menos) (?P<more>\d+) vidas mas que) "
                      r"(?P<whose>tu|su) total de vidas inicial$")
_WHO = {"your": "you", "an opponent's": "an_opponent", "that player's": "that_player",
        "each opponent's": "each_opponent", "tu total de vidas": "you",
        "el total de vidas de un oponente": "an_opponent", "el total de vidas de ese jugador": "that_player",
        "el total de vidas de cada oponente": "each_opponent"}
_OPS = {"greater than or equal to": "ge", "less than half": "lt_half", "less than": "lt", "greater than": "gt",
        "mayor o igual que": "ge", "mayor o igual a": "ge", "menor que la mitad de": "lt_half", "menor que": "lt",
        "mayor que": "gt"}
OPS = frozenset(_OPS.values())


@dataclass(frozen=True, slots=True)
class StartingLifeCompared:
    """Each player of ``who`` ("you", "an_opponent": any one of them, "each_opponent", "that_player") has a life total
    ``op`` (ge | gt | lt | lt_half: less than half) their own starting life total plus ``more``."""

    who: str
    op: str
    more: int = 0


def read_starting_life(node: Tree[Token], words: Words) -> StartingLifeCompared:
    """The one token ``LIFE_VS_STARTING`` → its condition; "your" starting total after another player's life total
    ("an opponent's life total is less than your starting life total") compares two players and is refused."""
    low = words.low_of(node)
    said = _SAID.match(low) or _SAID_ES.match(fold(low))
    if said is None:
        raise Unread(words.of(node))
    if said["more"] is not None:  # "you have at least 15 life more than your starting life total"
        who, op, more = "you", "ge", int(said["more"])
    else:
        who, op, more = _WHO[said["who"]], _OPS[said["op"]], 0
    if (who == "you") != (said["whose"] in ("your", "tu")):  # whose starting total is not the same player's
        raise Unread(words.of(node))
    return StartingLifeCompared(who, op, more)


def holds_against(life: int, start: int, cond: StartingLifeCompared) -> bool:
    """One player's answer: ``life`` compared with ``start`` (103.4) as ``cond`` says; "less than half" exactly."""
    if cond.op == "lt_half":
        return 2 * life < start
    target = start + cond.more
    return {"ge": life >= target, "gt": life > target, "lt": life < target}[cond.op]


STARTING_LIFE_READERS = {"cond_starting_life": read_starting_life}

__all__ = ["OPS", "STARTING_LIFE_READERS", "StartingLifeCompared", "holds_against", "read_starting_life"]
