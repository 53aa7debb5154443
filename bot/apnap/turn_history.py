"""The scenario's ``this_turn``: what happened earlier this turn, which no board shows, as one typed record
(``model.TurnHistory``): the spells each player cast (601.2i), the permanents that died (700.4), the players dealt
damage (120.3) and the players who attacked (508.1).

Why one record and not a yes / no per sentence: "if you've cast another blue spell this turn", "for each creature
that died this turn", "if an opponent was dealt damage this turn" and raid's "if you attacked with a creature this
turn" read the same few facts of the turn, each by its own filter (a colour, a card type, whose). A part the
scenario does not give stays ``None`` and is asked when a text reads it (quick mode too: the ``facts`` text takes
it), never read as "nothing happened". The record is what happened before the effect: the resolving spell itself
is not among ``spells`` ("another" spell), and what the effect does is added as it goes (608.2h,
engine/turn_record.py).

    this_turn:
      spells: [{player: Dave, name: Opt, types: [instant], colors: [blue], from: hand}]   # from: optional
      died: [{controller: Alice, name: Grizzly Bears, types: [creature]}]   # owner: the controller unless given
      dealt_damage: [Bob]
      attacked: [Dave]
      entered: [Grizzly Bears]        # permanents on a battlefield, named as ``combat`` names them
      damaged: [Hill Giant]
      damage_sources: [Craw Wurm]
      attackers: [Craw Wurm]
      left: [{controller: Dave, name: Treasure, types: [artifact, token]}]   # a death is one too (700.4)
      played_land: [Dave]
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import Any

from .model import Died, Game, SpellCast, TurnHistory
from .scenario_reader import ScenarioReader

PARTS = ("spells", "died", "dealt_damage", "attacked", "entered", "damaged", "damage_sources", "attackers", "left",
         "played_land")
# the parts that name permanents on a battlefield, as ``combat`` names them
_ON_BATTLEFIELD = ("entered", "damaged", "damage_sources", "attackers")
CAST_FROM = ("hand", "graveyard", "exile", "library", "command", "stack")  # where a spell may be cast from (601.2a)
MAX_RECORDED = 200  # entries of one part: a turn's history, never a whole game's


def read_history(loader: ScenarioReader, data: Mapping[str, Any], game: Game) -> TurnHistory:
    """The scenario's ``this_turn`` (each part optional; an unknown part is ``bad_scenario`` naming the allowed
    ones), or an empty record: nothing known."""
    raw = data.get("this_turn")
    if raw is None:
        return TurnHistory()
    given = loader.mapping(raw, "this_turn", PARTS)
    on_battlefield = {part: _permanents(loader, given.get(part), f"this_turn.{part}", game) for part in _ON_BATTLEFIELD}
    return TurnHistory(spells=_spells(loader, given.get("spells"), game),
                       died=_died(loader, given.get("died"), game, "died"),
                       dealt_damage=_players(loader, given.get("dealt_damage"), "this_turn.dealt_damage", game),
                       attacked=_players(loader, given.get("attacked"), "this_turn.attacked", game),
                       left=_died(loader, given.get("left"), game, "left"),
                       played_land=_players(loader, given.get("played_land"), "this_turn.played_land", game),
                       **on_battlefield)


def _permanents(loader: ScenarioReader, raw: Any, where: str, game: Game) -> frozenset[int] | None:
    """Permanents on a battlefield named as ``combat`` names them: one permanent of each name (several of one name:
    which one is never guessed, ``bad_scenario``), by uid."""
    if raw is None:
        return None
    out = set()
    for i, name in enumerate(loader.sequence(raw, where, MAX_RECORDED)):
        said = loader.text(name, f"{where}[{i}]")
        found = [o for p in game.players for o in p.battlefield if o.name.casefold() == said.casefold()]
        if len(found) != 1:
            raise loader.bad(f"{where}[{i}]", "apnap.error.history_ambiguous" if found
                             else "apnap.error.history_object", name=said)
        out.add(found[0].uid)
    return frozenset(out)


def _players(loader: ScenarioReader, raw: Any, where: str, game: Game) -> frozenset[str] | None:
    if raw is None:
        return None
    names = loader.sequence(raw, where, len(game.players))
    return frozenset(loader.player_ref(n, f"{where}[{i}]", game.players) for i, n in enumerate(names))


def _entries(loader: ScenarioReader, raw: Any, part: str, key: str,
             game: Game) -> Iterator[tuple[str, Mapping[str, Any], str]]:
    """Each entry of one part of the record (``this_turn.spells``), bounded, with the player its ``key`` names
    (required): the entry's place (for errors), the entry, the player."""
    for i, entry in enumerate(loader.sequence(raw, f"this_turn.{part}", MAX_RECORDED)):
        where = f"this_turn.{part}[{i}]"
        if not isinstance(entry, Mapping) or entry.get(key) is None:
            raise loader.bad(where, "apnap.error.history_entry", key=key)
        yield where, entry, loader.player_ref(entry[key], f"{where}.{key}", game.players)


def _spells(loader: ScenarioReader, raw: Any, game: Game) -> tuple[SpellCast, ...] | None:
    """Each spell cast: ``player`` (who cast it) and the spell in an object's long form (name, types, colours)."""
    if raw is None:
        return None
    out = []
    for where, entry, player in _entries(loader, raw, "spells", "player", game):
        rest = {k: v for k, v in entry.items() if k not in ("player", "from")}
        zone = None if entry.get("from") is None else loader.text(entry["from"], f"{where}.from").casefold()
        if zone is not None and zone not in CAST_FROM:
            raise loader.bad(f"{where}.from", "apnap.error.cast_from_zone", zones=", ".join(CAST_FROM))
        out.append(SpellCast(player, loader.game_object({"name": "spell", **rest}, player, where), zone))
    return tuple(out)


def _died(loader: ScenarioReader, raw: Any, game: Game, part: str) -> tuple[Died, ...] | None:
    """Each permanent that died (or, ``left``, left the battlefield): ``controller`` (as it left), ``owner``
    (default: the controller) and the object in its long form (name, types — a creature unless said —, subtypes,
    ``token``)."""
    if raw is None:
        return None
    out = []
    for where, entry, controller in _entries(loader, raw, part, "controller", game):
        owner = controller if entry.get("owner") is None else loader.player_ref(entry["owner"], f"{where}.owner",
                                                                                game.players)
        rest = {k: v for k, v in entry.items() if k not in ("controller", "owner")}
        card = loader.game_object({"types": ["creature"], **rest}, owner, where)
        out.append(Died(controller, replace(card, owner=owner)))
    return tuple(out)


__all__ = ["PARTS", "read_history"]
