"""Conditions on what happened earlier this turn, read from the scenario's ``this_turn`` (turn_history.py): "if
you've cast another blue spell this turn" (601.2i), "if a creature died this turn" (morbid, 700.4), "if an opponent
was dealt damage this turn" (bloodthirst's words, 120.3), "if you were dealt damage this turn".

Why typed, with a filter and a whose: each of these asks one part of the turn's record through a kind of spell or
permanent and a player, so one condition reads them all and the same record answers a trigger's intervening "if"
(603.4), a restriction on activating (602.5) and a sentence's own "if" as it resolves (608.2c). A part the scenario
does not give answers None: the caller asks for it (or, for a restriction, assumes and says so), never "no".
"""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token, Tree

from ..model import Game, GameObject, TurnHistory
from ..turn_consistency import land_played_off_turn
from .phrases import Unread, Words, np_filter, trees
from .specs import TypeFilter
from .spell_kinds import spell_filter


@dataclass(frozen=True, slots=True)
class HappenedThisTurn:
    """``part`` of the turn's record (``spells``, ``died``, ``dealt_damage``) holds for ``who`` (``you``,
    ``an_opponent``: any one of them, ``any``): at least one entry of the kind ``filter`` names. The resolving spell
    is never among ``spells`` ("another": the record is of the turn before the effect)."""

    part: str
    who: str = "any"
    filter: TypeFilter | None = None
    negated: bool = False  # "if you didn't cast it from your hand": the record's answer turned over


def read_left_this_turn(tree: Tree[Token], words: Words) -> HappenedThisTurn:
    """Revolt's "a permanent you controlled left the battlefield this turn" / "un permanente que controlabas dejó el
    campo de batalla este turno" (603.6c): whoever controlled it as it left, "you" when said."""
    flt = np_filter(trees(tree)[0], words)
    if flt.control is not None or flt.combat is not None or flt.tapped is not None or flt.this_turn is not None:
        raise Unread(words.of(tree))
    said = words.low_of(tree)
    return HappenedThisTurn("left", "you" if "you controlled" in said or "controlabas" in said else "any", flt)


def read_played_land(tree: Tree[Token], words: Words) -> HappenedThisTurn:
    """"you played a land this turn" / "jugaste una tierra este turno" (305.2): the controller's."""
    del tree, words
    return HappenedThisTurn("played_land", "you")


def read_entered_this_turn(tree: Tree[Token], words: Words) -> HappenedThisTurn:
    """Landfall's "you had a land enter the battlefield under your control this turn" / "una tierra entró al campo de
    batalla bajo tu control este turno" (603.6a): a permanent of that kind that entered under the controller's."""
    flt = np_filter(trees(tree)[0], words)
    if flt.control is not None or flt.combat is not None or flt.tapped is not None or flt.this_turn is not None:
        raise Unread(words.of(tree))
    return HappenedThisTurn("entered", "you", flt)


def read_cast_from_hand(tree: Tree[Token], words: Words) -> HappenedThisTurn:
    """"if you cast it from your hand" / "si lo lanzaste desde tu mano" (601.2): the source's own spell, cast by the
    controller from their hand; "didn't" / "no" turns the answer over."""
    said = words.low_of(tree).split()
    return HappenedThisTurn("cast_from_hand", "you", negated=bool({"didn't", "not", "no"} & set(said)))


def read_cast_this_turn(tree: Tree[Token], words: Words) -> HappenedThisTurn:
    """"you've cast another blue spell this turn" / "lanzaste otro hechizo azul este turno": the controller's."""
    return HappenedThisTurn("spells", "you", spell_filter(trees(tree)[0], words))


def read_died_this_turn(tree: Tree[Token], words: Words) -> HappenedThisTurn:
    """"a creature died this turn" / "una criatura murió este turno": anyone's (700.4)."""
    flt = np_filter(trees(tree)[0], words)
    if flt.control is not None or flt.combat is not None or flt.tapped is not None:  # what it was as it died: unread
        raise Unread(words.of(tree))
    return HappenedThisTurn("died", "any", flt)


def read_damaged_this_turn(tree: Tree[Token], words: Words) -> HappenedThisTurn:
    """"an opponent was dealt damage this turn" / "you were dealt damage this turn" (120.3); printed Spanish
    "un oponente recibió daño", "a un oponente se le hizo daño" / "recibiste daño", "se te hizo daño"."""
    said = words.low_of(tree).split()
    you = said[0] in ("you", "recibiste") or said[:2] == ["se", "te"]
    return HappenedThisTurn("dealt_damage", "you" if you else "an_opponent")


def _whose(who: str, game: Game, controller: str) -> frozenset[str] | None:
    if who == "you":
        return frozenset({controller})
    if who == "an_opponent":
        return frozenset(game.opponents(controller))
    return None  # anyone's


def history_holds(cond: HappenedThisTurn, history: TurnHistory, game: Game, controller: str,
                  source_names: tuple[str, ...] = ()) -> bool | None:
    """On the record; None when the scenario does not give that part (never read as "nothing happened").
    ``source_names``: the names of the ability's source, for "if you cast it from your hand" (its own spell)."""
    if cond.part == "cast_from_hand":
        found = _cast_from_hand(history, controller, source_names)
    else:
        found = _holds(cond, history, game, controller)
    return None if found is None else found != cond.negated


def _cast_from_hand(history: TurnHistory, controller: str, names: tuple[str, ...]) -> bool | None:
    """"If you cast it from your hand" (601.2a): the source's own spell among the controller's spells of the record
    (``this_turn.spells``), the latest of its name. Not among them: it was not cast (put onto the battlefield, 305.1 /
    110.2), so not from the hand; there without ``from``, or no record or no source name: not known (None, asked)."""
    if history.spells is None or not names:
        return None
    wanted = {n.casefold() for n in names}
    own = [s for s in history.spells if s.player == controller and s.spell.name.casefold() in wanted]
    if not own:
        return False
    return None if own[-1].cast_from is None else own[-1].cast_from == "hand"


def _holds(cond: HappenedThisTurn, history: TurnHistory, game: Game, controller: str) -> bool | None:
    players = _whose(cond.who, game, controller)
    if cond.part == "played_land":  # not given: no land played on another player's turn (305.3)
        if history.played_land is None:
            return False if players is not None and land_played_off_turn(game, players) else None
        return bool(history.played_land & (players or history.played_land))
    if cond.part == "entered":
        return _entered(cond, history, game, players or frozenset())
    if cond.part == "left":  # a death is leaving too (700.4): one known is enough, none known is not "none"
        gone = [(d.controller, d.card) for d in (*(history.left or ()), *(history.died or ()))
                if players is None or d.controller in players]
        return True if _any_match(cond.filter, gone) else None if history.left is None else _any_match(cond.filter,
                                                                                                       gone)
    if cond.part == "dealt_damage":
        return None if history.dealt_damage is None else bool(history.dealt_damage & (players or history.dealt_damage))
    if cond.part == "spells":
        if history.spells is None:
            return None
        return _any_match(cond.filter, [(s.player, s.spell) for s in history.spells if players is None
                                        or s.player in players])
    if history.died is None:
        return None
    return _any_match(cond.filter, [(d.controller, d.card) for d in history.died
                                    if players is None or d.controller in players])


def _entered(cond: HappenedThisTurn, history: TurnHistory, game: Game, players: frozenset[str]) -> bool | None:
    """A permanent of the kind that entered the battlefield this turn (``this_turn.entered``: those still there) and
    is under the player's control, or a land the player played (305.2: it entered under their control); with neither,
    no when the record of what entered is given, else not known (asked)."""
    entered = history.entered or frozenset()
    theirs = [(p.name, o) for p in game.players if p.name in players for o in p.battlefield if o.uid in entered]
    if _any_match(cond.filter, theirs):
        return True
    land_only = cond.filter is not None and all(types == frozenset({"land"}) for types, *_ in cond.filter.alternatives)
    if land_only and history.played_land and players & history.played_land:
        return True
    return None if history.entered is None else _any_match(cond.filter, theirs)


def _any_match(flt: TypeFilter | None, entries: list[tuple[str, GameObject]]) -> bool | None:
    """One entry of the kind is enough; an entry whose colours were not given cannot say a colour (None)."""
    if flt is None:
        return bool(entries)
    unsure = False
    for _player, obj in entries:
        if (flt.colors or flt.not_colors or flt.colored is not None) and not obj.colors_known:
            unsure = True
        elif flt.matches(obj):
            return True
    return None if unsure else False


__all__ = ["HappenedThisTurn", "history_holds", "read_cast_from_hand", "read_cast_this_turn", "read_damaged_this_turn",
           "read_died_this_turn", "read_entered_this_turn", "read_left_this_turn", "read_played_land"]
