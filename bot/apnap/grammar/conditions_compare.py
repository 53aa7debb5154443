"""Conditions that compare players: "that player controls more lands than each other player", "has more cards in
hand than each other player", "more life", and "each opponent who controls more creatures than you".

Why a module apart from conditions.py: that module is full; these are part of its one condition language (it
re-exports them, reads them and asks ``more_than_each_other`` / ``compared_to_you`` for their answer). A zone the
scenario did not describe makes the answer None: asked, never guessed.
"""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token, Tree

from ..model import Game, Player
from .phrases import Unread, Words
from .specs import TypeFilter

_ANY_ONE = ("a_player", "an_opponent")  # one of the players named is enough


@dataclass(frozen=True, slots=True)
class MoreThanEachOther:
    """"That player controls more lands than each other player" / "has more cards in hand" / "more life":
    strictly more than every other player still in the game."""

    who: str
    measure: str  # control | hand | life
    filter: TypeFilter | None = None


@dataclass(frozen=True, slots=True)
class ComparedToYou:
    """"Each opponent who controls more creatures than you": ``who`` controls more (``more``) or fewer
    permanents matching ``filter`` than the controller; with ``measure`` "life" or "hand", has more (fewer) life or
    cards in hand: "if an opponent has more life than you", "if you have more life than an opponent" (that is, an
    opponent has less), "if that player has more cards in hand than you". "An opponent": any one of them."""

    who: str
    filter: TypeFilter
    more: bool = True
    measure: str = "control"  # control | life | hand


def _measure(cond: MoreThanEachOther, player: Player) -> int | None:
    zone = {"control": "battlefield", "hand": "hand", "life": "life"}[cond.measure]
    if zone in player.unknown:
        return None
    if cond.measure == "life":
        return player.life
    if cond.measure == "hand":
        return len(player.hand)
    flt = cond.filter or TypeFilter()
    return sum(1 for o in player.battlefield if flt.matches(o))


def more_than_each_other(cond: MoreThanEachOther, game: Game, names: list[str]) -> bool | None:
    counts = {p.name: _measure(cond, p) for p in game.players if not p.lost}
    if any(v is None for v in counts.values()):
        return None
    ahead = (all(counts[n] > v for other, v in counts.items() if other != n)  # type: ignore[operator]
             for n in names)
    return any(ahead) if cond.who in _ANY_ONE else all(ahead)  # "if a player has more life than each other"


def any_more_than_each_other(cond: MoreThanEachOther, game: Game, names: list[str]) -> bool | None:
    each = [more_than_each_other(cond, game, [n]) for n in names]
    return None if any(r is None for r in each) else any(each)


def compared_to_you(cond: ComparedToYou, game: Game, names: list[str], you: str) -> bool | None:
    counts = {n: _measure(MoreThanEachOther(n, cond.measure, cond.filter), game.player(n)) for n in {*names, you}}
    mine = counts[you]
    if mine is None or any(v is None for v in counts.values()):
        return None
    each = [(counts[n] > mine) if cond.more else (counts[n] < mine) for n in names]  # type: ignore[operator]
    return any(each) if cond.who in _ANY_ONE else all(each)


def compared_control(tree: Tree[Token], words: Words, who: str, flt: TypeFilter) -> ComparedToYou:
    """"If an opponent controls more creatures than you" (that player or an opponent against the controller), and
    "if you control fewer creatures than an opponent", which is an opponent controlling more (and "more …": fewer).
    Anyone else against an opponent, or the controller against themself, is refused."""
    said = words.low_of(tree).split()
    more = bool({"more", "mas"} & set(said))
    if said[-1] == "oponente" or said[-1] == "opponent":  # "… than an opponent": the controller's side said first
        if who != "you":
            raise Unread(words.of(tree))
        return ComparedToYou("an_opponent", flt, more=not more)
    if who == "you":
        raise Unread(words.of(tree))
    return ComparedToYou(who, flt, more=more)
