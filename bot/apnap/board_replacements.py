"""The replacement and prevention statics of the permanents on the board (614.1a, 615.1a), read once as the
scenario loads: "If a card would be put into an opponent's graveyard from anywhere, exile it instead" on a Leyline
of the Void that Alice controls modifies every such event the resolution produces (engine/replacing.py).

Why the same reader: a board permanent's text (the long form's ``text``, or the card database's for a card named)
is split into abilities by oracle.py and each static one is read by the grammar exactly as a resolving one is; its
:class:`~.plan.EventReplacement` record is what the engine applies. An ability the grammar does not read is no
business of this module unless it looks like a replacement or prevention ("would", "instead", "prevent"): such an
ability could change the events, so it is never dropped silently: a ``warnings`` entry names it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from bot.catalog import t
from bot.errors import BotError

from .board import BoardLoader
from .board_shields import shield_records, unpreventable_records
from .card_names import own_names
from .grammar import parse_effect
from .grammar.text import fold
from .model import Game, GameObject
from .oracle import abilities_of
from .plan import EntersTapped, EventReplacement, InsteadOf, ObjectRestriction, PlayerWard, plan_of
from .plan.shields import NoPrevention, Prevention

MAX_ORDER = 20  # ``replacement_order``: at most this many source names (616.1)
MAX_BOARD_TEXTS = 40  # permanents whose text is read (each parse is cached; more are warned about, not read)
# words of a replacement or prevention the grammar may not read (English and printed Spanish)
# ("prevented", "prevenirse", "fueran": "Noncombat damage can't be prevented" is one too, 615.12 — review22)
_LOOKS_REPLACING = re.compile(r"\b(would|instead|prevent\w*|fuera\w*|fuese\w*|en vez de eso|preven\w*)\b")


@dataclass(frozen=True, slots=True)
class BoardReplacement:
    """One replacement or prevention static of a permanent on the battlefield: its source, its controller (who
    "you" is in its text) and the typed record."""

    source: GameObject
    controller: str
    record: EventReplacement
    # an effect an earlier resolution created (earlier_effects.py): it applies whatever its source does (611.2a)
    lasting: bool = False


def board_replacements(game: Game, lang: str | None) -> tuple[tuple[BoardReplacement, ...], list[str]]:
    """Every replacement static on the battlefield, and the warnings for the abilities that look like one and are
    not read."""
    found: list[BoardReplacement] = []
    warnings: list[str] = []
    for holder, obj, within in _board_texts(game):
        if not within:
            warnings.append(t("apnap.replace.warning.too_many", lang, name=obj.name, text=(obj.text or "")[:80]))
            continue
        records, unread, _restrictions, _wards = _statics(obj)
        found.extend(BoardReplacement(obj, holder, r) for r in records)
        warnings.extend(t("apnap.replace.warning.unread", lang, name=obj.name, text=u) for u in unread)
    return tuple(found), warnings


def _board_texts(game: Game) -> Iterator[tuple[str, GameObject, bool]]:
    """Each permanent on the battlefield that has text, its controller, and whether it is within the bound on the
    texts one request reads (MAX_BOARD_TEXTS): the replacements and the restrictions read the same ones."""
    read = 0
    for player in game.players:
        for obj in player.battlefield:
            if obj.text:
                read += 1
                yield player.name, obj, read <= MAX_BOARD_TEXTS


@dataclass(frozen=True, slots=True)
class BoardRestriction:
    """One restriction static of a permanent on the battlefield (101.2: a "can't" beats any "can"): "Creature spells
    you control can't be countered", "Activated abilities of artifacts can't be activated". Its source, its
    controller (who "you" is) and the typed record the engine checks where it models the act (engine/restricting.py)."""

    source: GameObject
    controller: str
    record: ObjectRestriction


def board_restrictions(game: Game) -> tuple[BoardRestriction, ...]:
    """Every restriction static on the battlefield, read by the same reader as the replacements (each parse cached)."""
    # beyond the bound, the replacements' reading warned about the rest
    return tuple(BoardRestriction(obj, holder, r) for holder, obj, within in _board_texts(game) if within
                 for r in _statics(obj)[2])


@dataclass(frozen=True, slots=True)
class BoardPlayerWard:
    """A permanent's static ability that wards a player: "You have hexproof." (702.11c), "You have shroud."
    (702.18a), "Each player has shroud.", "You have protection from red." (702.16b). Its source, its controller (who
    "you" is) and the typed step; engine/warded_players.py checks the scenario's target players against it."""

    source: GameObject
    controller: str
    record: PlayerWard

    def wards(self, game: Game) -> tuple[str, ...]:
        """The players it wards: its controller ("you"), or every player still in the game ("each player")."""
        if self.record.subject.kind == "you":
            return (self.controller,)
        return tuple(p.name for p in game.players if not p.lost)


def board_player_wards(game: Game) -> tuple[BoardPlayerWard, ...]:
    """Every static ability on the battlefield that wards a player, read by the same reader (each parse cached)."""
    return tuple(BoardPlayerWard(obj, holder, w) for holder, obj, within in _board_texts(game) if within
                 for w in _statics(obj)[3])


def _entering(step: EntersTapped) -> EventReplacement:
    """"Creatures your opponents control enter the battlefield tapped" (614.1c) as the one record kind the engine
    applies: the event ``enters``, modified ``tapped``, for permanents of the step's kind."""
    return EventReplacement(text=step.text, subject=step.subject, event="enters", modify="tapped", to="kind",
                            to_objects=step.objects, duration="static")


def replacement_order(loader: BoardLoader, data: Mapping[str, Any],
                      found: tuple[BoardReplacement, ...]) -> tuple[str, ...] | None:
    """``replacement_order: [Rest in Peace, Leyline of the Void]``: the order several replacement effects apply to
    one event in (616.1: the affected player or the affected object's controller chooses), by source name; given
    when the board has fewer than two or naming another card, ``bad_scenario``."""
    if data.get("replacement_order") is None:
        return None
    raw = loader.sequence(data["replacement_order"], "replacement_order", MAX_ORDER)
    names = tuple(loader.text(v, f"replacement_order[{i}]") for i, v in enumerate(raw))
    known = {r.source.name.casefold() for r in found}
    if len(found) < 2 or any(n.casefold() not in known for n in names):
        raise loader.bad("replacement_order", "apnap.replace.error.order_unused",
                         sorted({r.source.name for r in found}), names=", ".join(names))
    return names


def _chosen_kind(record: EventReplacement) -> bool:
    return any(f is not None and f.chosen is not None for f in (record.by_objects, record.to_objects))


def _statics(obj: GameObject) -> tuple[list[EventReplacement], list[str], list[ObjectRestriction], list[PlayerWard]]:
    """The replacement records of one permanent's static abilities, the replacement-like ones not read, its
    restriction records (101.2) and the players' wards it gives (702.11c, 702.18a, 702.16b)."""
    text = obj.text or ""
    records: list[EventReplacement] = []
    unread: list[str] = []
    restrictions: list[ObjectRestriction] = []
    wards: list[PlayerWard] = []
    for ability in abilities_of(text):
        if ability.kind not in ("static", "spell"):  # a permanent's line read as a spell's is a static ability
            continue
        names = own_names(obj.name, ability.text, None)
        try:
            steps = plan_of(parse_effect(ability.text, None, None, names)).steps
        except BotError:
            if _LOOKS_REPLACING.search(fold(ability.text)):
                unread.append(ability.text[:200])
            continue
        shields = [shield_records(s) if isinstance(s, Prevention) else unpreventable_records(s) for s in steps
                   if isinstance(s, Prevention | NoPrevention)]
        if any(r is None for r in shields):  # a permanent's prevention or redirection static (615.1a, 614.9) the
            unread.append(ability.text[:200])  # engine cannot apply as said: in a warning, never dropped in silence
            continue
        records.extend(r for found in shields if found is not None for r in found)
        steps = tuple(s for s in steps if not isinstance(s, Prevention | NoPrevention))
        if any(isinstance(s, InsteadOf) for s in steps):  # an instruction instead of an event: reported by a
            unread.append(ability.text[:200])  # resolving effect, never applied to the board's events: warned
            continue
        ours: list[EventReplacement] = []
        restrictions.extend(s for s in steps if isinstance(s, ObjectRestriction) and s.duration == "static")
        wards.extend(s for s in steps if isinstance(s, PlayerWard) and s.duration == "static")
        for step in steps:
            if isinstance(step, EntersTapped) and step.objects is not None:
                ours.append(_entering(step))
            elif isinstance(step, EventReplacement):
                ours.append(step)
        # "… this turn" on a permanent: a resolving effect's words; "You gain life equal to the damage prevented this
        # way" (615.5): the engine applies the prevention but not what follows it, so neither is applied
        # "a spell of the chosen color" (607.2d): the colour this permanent chose is no fact of the board (the
        # scenario's ``chosen`` is the resolving card's), so it is named in ``warnings``, never applied with a guess
        if any(s.duration != "static" or s.then is not None or _chosen_kind(s) for s in ours):
            unread.append(ability.text[:200])
            continue
        records.extend(ours)
    return records, unread, restrictions, wards


__all__ = ["MAX_BOARD_TEXTS", "BoardPlayerWard", "BoardReplacement", "BoardRestriction", "board_player_wards",
           "board_replacements", "board_restrictions",
           "replacement_order"]
