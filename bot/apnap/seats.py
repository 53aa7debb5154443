"""The one owner of seat order: APNAP rotation, teams and shared team turns, range of influence.

The engine, scenario loading, narration and table mode all ask this module, so the order a
message shows and the order players are prompted in can never disagree.

* 101.4: turn order rotated to start at the active player (800.4j: the next player still in the
  game if the active player has left).
* 805.6 / 121.2d: with shared team turns, team by team (the active team first), inside a team in
  the order of that team's ``teams`` entry (the team's chosen order).
* 701.38a / "starting with you" (101.1): turn order rotated to a named player.
* 801.2 / 801.10: range of influence, counted in seats around the table.
"""

from __future__ import annotations

from collections.abc import Iterable

from .model import Game


def rotate(seats: list[str], start: str) -> list[str]:
    """``seats`` (turn order) starting at ``start``."""
    i = seats.index(start)
    return seats[i:] + seats[:i]


def apnap_start(game: Game) -> str:
    """The AP, or (800.4j) the next player in turn order still in the game if the AP has left."""
    for name in rotate(game.seat_names, game.active):
        if not game.player(name).lost:
            return name
    return game.active


def apnap_order(game: Game, names: Iterable[str] | None = None) -> list[str]:
    """101.4 (and 805.6 with shared team turns): the order in which ``names`` (default: all) act."""
    wanted = set(game.seat_names if names is None else names)
    rotated = rotate(game.seat_names, apnap_start(game))
    if game.shared_team_turns and game.teams:
        order: list[str] = []
        done: set[int] = set()
        for name in rotated:
            team = game.team_index(name)
            if team is None or team in done:
                continue
            done.add(team)
            order.extend(n for n in game.teams[team] if n in wanted)
        return order
    return [n for n in rotated if n in wanted]


def turn_order_from(game: Game, start: str, names: Iterable[str]) -> list[str]:
    """Turn order starting with ``start`` (votes, 701.38a; "starting with you", 101.1)."""
    wanted = set(names)
    return [n for n in rotate(game.seat_names, start) if n in wanted]


def seat_distance(game: Game, a: str, b: str) -> int:
    """Seats between two players, the shorter way around the table."""
    seats = game.seat_names
    d = abs(seats.index(a) - seats.index(b))
    return min(d, len(seats) - d)


def in_range(game: Game, name: str, of: str | None = None) -> bool:
    """801.2 / 801.10: ``name`` is within the range of influence of ``of`` (default: the controller)."""
    limit = game.range_of_influence
    if limit is None:
        return True
    return seat_distance(game, name, of or game.controller) <= limit


def next_opponent(game: Game, player: str) -> str | None:
    """The first opponent of ``player`` after them in turn order (a default target)."""
    opponents = set(game.opponents(player))
    seats = game.seat_names
    start = seats.index(player)
    return next((p for p in seats[start + 1:] + seats[:start] if p in opponents), None)
