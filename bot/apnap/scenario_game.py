"""The table a scenario describes: its players, who is active and who controls, teams and shared life.

Why apart: who sits at the table is read before anything of the effect (a reference to a player, a team or a
life total is checked against it), and every later reader (``event_facts``, ``stack_facts``, the choices) names
players through :meth:`GameLoader.player_ref`. The effect, its card and what was chosen are ``scenario.py``'s.
"""

from __future__ import annotations

import marshal
from collections.abc import Mapping
from typing import Any

from .board import MAX_LIFE, MAX_PLAYERS, TWO_HEADED_GIANT_LIFE, BoardLoader, _closest, shown_key
from .cast_facts import mana_spent
from .cast_way import cast_way
from .event_facts import created_with, exiled_with
from .model import TURN_STEPS, ZONES, Game, Player

# A board's players as read, by the ``marshal`` bytes of the scenario's ``players`` and the loader's uid and object
# count before them: (the players, kept apart and copied on each use; the uid and count after; the uids whose
# ``tapped`` was stated). Why: the players are most of a request's board, read again on every request on the same
# board (a quick ``/resolve`` given the same board, a table game replayed from its start at each answer, the corpus
# bench); with each object already built once (board.py ``_BUILT``) reading them still cost 0.4 ms on 4 players and
# 0.8 ms on 8 on the bench machine, about a tenth of a median request. ``marshal`` takes only the plain values a
# scenario file is read into (str, int, float, bool, None, list, dict: a subclass or another type raises, and that
# board is read as before) and keeps a list apart from a tuple, True from 1 and "1" from 1, so equal bytes are an
# equal board; it costs a third of ``repr``. A board whose reading had more to replay than this (an object in combat,
# collected by the loader for combat_facts; a warning) is read each time, as is one that was refused (its error names
# its place in the reader's language). The objects are shared (frozen); each request gets its own players and zone
# lists (``Player.clone``), so a resolution that moves objects or changes a life total leaves the kept reading as it
# was. Bounded in entries and in key size.
MAX_BOARDS = 64
MAX_BOARD_KEY = 65536
_BOARDS: dict[tuple[bytes, int, int], tuple[tuple[Player, ...], int, int, frozenset[int]]] = {}


def _board_key(raw: Any, uid: int, total: int) -> tuple[bytes, int, int] | None:
    if type(raw) is not list:
        return None
    try:
        data = marshal.dumps(raw)
    except ValueError:  # a value of another type than a scenario file's
        return None
    return (data, uid, total) if len(data) <= MAX_BOARD_KEY else None


PLAYER_KEYS = ("name", "life", "poison", "energy", "counters", "unknown", "city_blessing") + ZONES


class GameLoader(BoardLoader):
    """Primitives and objects (:class:`BoardLoader`), and the players and the game they sit at."""

    def _player_counters(self, player: Player, data: Mapping[str, Any], where: str) -> None:
        """The counters a player already has: ``poison: N`` (122.1f), ``energy: N`` (107.14) and ``counters:
        {experience: 2}`` (122.1), read as a permanent's are; poison and energy there are the player's ``poison`` and
        ``energy``, so each kind has one owner."""
        if data.get("poison") is not None:
            player.poison = self.integer(data["poison"], f"{where}.poison", 0, MAX_LIFE)
        if data.get("energy") is not None:
            player.energy = self.integer(data["energy"], f"{where}.energy", 0, MAX_LIFE)
        for kind, n in self._counters(data.get("counters"), f"{where}.counters") or ():
            if kind == "poison":
                player.poison = n
            elif kind == "energy":
                player.energy = n
            else:
                player.counters[kind] = n

    def players(self, raw: Any) -> list[Player]:
        """The players and their zones, checked. A board read before from the same ``players`` (the same bytes of
        ``marshal``, from this same uid on) is the copy of that reading (``_BOARDS``)."""
        key = _board_key(raw, self.uid, self.total)
        kept = _BOARDS.get(key) if key is not None else None
        if kept is not None:
            players, self.uid, self.total, tapped = kept
            self.tapped_said |= tapped
            return [p.clone() for p in players]
        start = (len(self.combat_objects), len(self.warnings), set(self.tapped_said))
        read = self._read_players(raw)
        if key is not None and (len(self.combat_objects), len(self.warnings)) == start[:2]:  # nothing else to replay
            if len(_BOARDS) >= MAX_BOARDS:
                _BOARDS.clear()
            tapped = frozenset(self.tapped_said - start[2])
            _BOARDS[key] = (tuple(p.clone() for p in read), self.uid, self.total, tapped)
        return read

    def _read_players(self, raw: Any) -> list[Player]:
        if raw is None:
            raise self.bad("players", "apnap.error.missing")
        items = self.sequence(raw, "players", MAX_PLAYERS)
        if len(items) < 2:
            raise self.bad("players", "apnap.error.too_few_players")
        players: list[Player] = []
        seen: dict[str, int] = {}
        for i, raw_player in enumerate(items):
            where = f"players[{i}]"
            data = self.mapping(raw_player, where, PLAYER_KEYS)
            if "name" not in data:
                raise self.bad(f"{where}.name", "apnap.error.missing")
            name = self.text(data["name"], f"{where}.name")
            folded = name.casefold()
            if folded in seen:
                raise self.bad(f"{where}.name", "apnap.error.duplicate_player", name=name, other=seen[folded])
            seen[folded] = i
            player = Player(name)
            if data.get("life") is not None:
                player.life = self.integer(data["life"], f"{where}.life", 0, MAX_LIFE)
                player.life_given = True
            self._player_counters(player, data, where)  # poison, energy and other counters (122.1)
            if data.get("city_blessing") is not None:  # ascend's designation, kept for the game (702.131c)
                player.city_blessing = self.boolean(data["city_blessing"], f"{where}.city_blessing")
            for zone in ZONES:
                player.zones[zone] = self.zone(data.get(zone), name, f"{where}.{zone}", zone)
            if data.get("unknown") is not None:  # zones nobody described: unknown, never empty (quick mode)
                words = self.sequence(data["unknown"], f"{where}.unknown", len(ZONES))
                unknown = {self.text(w, f"{where}.unknown").lower() for w in words}
                bad = sorted(unknown - set(ZONES) - {"life"})  # "life": nobody said the life total
                if bad:
                    raise self.bad(f"{where}.unknown", "apnap.error.unknown_key", list(ZONES), key=shown_key(bad[0]),
                                   allowed=", ".join(ZONES))
                player.unknown = frozenset(unknown)
            players.append(player)
        return players

    def player_ref(self, value: Any, where: str, players: list[Player]) -> str:
        name = self.text(value, where)
        for p in players:
            if p.name.casefold() == name.casefold():
                return p.name
        raise self.bad(where, "apnap.error.unknown_player", _closest(name, [p.name for p in players]), name=name)


    def game(self, data: Mapping[str, Any]) -> Game:
        """The players in turn order, who is active and who controls, teams and range of influence."""
        players = self.players(data.get("players"))
        if data.get("active") is None:
            raise self.bad("active", "apnap.error.missing")
        active = self.player_ref(data["active"], "active", players)
        game = Game(players=players, active=active, controller=active if data.get("controller") is None
                    else self.player_ref(data["controller"], "controller", players),
                    exiled_with=exiled_with(self, data, players), created_with=created_with(self, data, players))
        self.teams(data, game)
        if data.get("step") is not None:  # which step of the turn it is (500.1): a timing restriction checks it
            game.step = self.text(data["step"], "step").strip().lower().replace(" ", "_")
            if game.step not in TURN_STEPS:
                raise self.bad("step", "apnap.error.unknown_step", list(TURN_STEPS), name=game.step,
                               allowed=", ".join(TURN_STEPS))
        game.mana_spent = mana_spent(self, data)  # how the spell was cast (cast_facts.py, 601.2h)
        game.cast_way = cast_way(self, data)  # where from, which keyword costs (cast_way.py, 601.2a, 118.9)
        if data.get("range_of_influence") is not None:
            game.range_of_influence = self.integer(data["range_of_influence"], "range_of_influence", 1, MAX_PLAYERS)
        return game


    def teams(self, data: Mapping[str, Any], game: Game) -> None:
        names = game.seat_names
        if data.get("teams") is not None:
            game.teams.extend(self.team_list(data["teams"], game))
        shared = False
        if data.get("shared_team_turns") is not None:
            shared = self.boolean(data["shared_team_turns"], "shared_team_turns")
        if shared and sorted(n for team in game.teams for n in team) != sorted(names):
            raise self.bad("teams", "apnap.error.teams_cover")
        game.shared_team_turns = shared
        shared_life = shared  # Two-Headed Giant, the usual shared-team-turns game, shares life (810.4)
        if data.get("shared_life") is not None:
            shared_life = self.boolean(data["shared_life"], "shared_life")
            if shared_life and not game.teams:
                raise self.bad("shared_life", "apnap.error.shared_life_teams")
        game.shared_life = shared_life
        if shared_life:
            self.team_life(game)

    def team_list(self, raw: Any, game: Game) -> list[list[str]]:
        teams: list[list[str]] = []
        placed: set[str] = set()
        for i, raw_team in enumerate(self.sequence(raw, "teams", MAX_PLAYERS)):
            members = self.sequence(raw_team, f"teams[{i}]", MAX_PLAYERS)
            if not members:
                raise self.bad(f"teams[{i}]", "apnap.error.empty")
            team = []
            for j, member in enumerate(members):
                name = self.player_ref(member, f"teams[{i}][{j}]", game.players)
                if name in placed:
                    raise self.bad(f"teams[{i}][{j}]", "apnap.error.two_teams", name=name)
                placed.add(name)
                team.append(name)
            teams.append(team)
        return teams

    def team_life(self, game: Game) -> None:
        """810.4: one life total per team: 30, or the total its players were given (the same for all)."""
        names = game.seat_names
        for index, team in enumerate(game.teams):
            given = [(game.player(n).life, n) for n in team if game.player(n).life_given]
            if not given:
                game.team_life[index] = TWO_HEADED_GIANT_LIFE
            elif len({life for life, _ in given}) == 1:
                game.team_life[index] = given[0][0]
            else:
                where = f"players[{names.index(given[-1][1])}].life"
                raise self.bad(where, "apnap.error.team_life")
