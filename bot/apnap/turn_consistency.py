"""The scenario's ``this_turn`` checked against whose turn it is: what only the active player does in a turn.

Why: the record is the scenario's word for what no board shows, and it was read as given; a blind judge found River
of Tears ("If you played a land this turn, add {B} instead") giving {B} for Dave on Bob's turn, with no word said.
Some parts of a turn are the active player's alone (805.4a: the active team's with shared team turns):

- **a land played** (``played_land``): a player can't play a land, for any reason, if it isn't their turn (305.3,
  305.1); an effect that lets a player put a land onto the battlefield is not playing one (305.4). An entry for
  another player cannot be: it is set aside, and a warning says so.
- **a player who attacked** (``attacked``): the active player is the attacking player (506.2, 508.1a). Set aside
  the same way (raid is false on another player's turn, grammar/conditions.py).
- **a player whose creature attacks in this combat (``combat``) or attacked this turn (``attackers``)** attacked this
  turn (508.1): added to ``attacked`` when the record leaves them out (with a warning), known when it is not given.
- **a creature that attacked** (``attackers``) now controlled by another player: it attacked for the active player
  (508.1a), so only a change of control since then (613.1b) makes it that player's. Kept, with a warning.
- **a noninstant spell** (``spells``: a sorcery, creature, artifact, enchantment, planeswalker or battle, none with
  flash) cast by another player: a noninstant spell is cast in its caster's own main phase (117.1a, 307.1) unless an
  effect lets them cast it as though it had flash (702.8a). Kept, with a warning.
- **a card that died** (``died``, not a token) that is nowhere the scenario shows: a card put into a graveyard from
  the battlefield (700.4) is in its owner's graveyard (404.2) until something moves it. A card of that name in another
  zone has been moved since; none anywhere is a record the board does not bear out (a blind judge, session 35: Second
  Sunrise's "Grizzly Bears died" with no Grizzly Bears in the graveyard, said nothing). Kept (it still counts as a
  death, 700.4), with a warning. An owner's graveyard nobody described (quick mode) is not questioned.

Never refused (the question may still be a good one): what cannot be is set aside, what an effect could allow is
kept, and each is said in ``warnings`` with its rule. A part not given is not assumed here; the one answer the
rules give without it, that a player has not played a land on another player's turn, is ``land_played_off_turn``'s.
"""

from __future__ import annotations

from dataclasses import replace

from bot.catalog import t
from bot.i18n.plural import type_words

from .model import Game, TurnHistory

# the spell types cast only at sorcery speed unless an effect says otherwise (117.1a; 307.1, 301.1, 302.1, 303.1,
# 306.1, 310.1); a land is never cast (305.1)
_NONINSTANT = ("sorcery", "creature", "artifact", "enchantment", "planeswalker", "battle")


def turn_players(game: Game) -> frozenset[str]:
    """The players whose turn it is: the active player, or the active team with shared team turns (805.4a)."""
    if game.shared_team_turns:
        return frozenset(game.teammates(game.active))
    return frozenset({game.active})


def land_played_off_turn(game: Game, players: frozenset[str]) -> bool:
    """Whether none of ``players`` can have played a land this turn: none of them takes it (305.3)."""
    return bool(players) and not players & turn_players(game)


def checked_history(game: Game, lang: str) -> tuple[TurnHistory, list[str]]:
    """The record with what the turn makes impossible set aside, and the warnings for each part it questions."""
    history, turn = game.history, turn_players(game)
    active = game.active
    notes: list[str] = []
    if history.played_land is not None and (off := sorted(history.played_land - turn)):
        notes.append(t("apnap.warning.history_land_off_turn", lang, players=", ".join(off), active=active))
        history = replace(history, played_land=history.played_land & turn)
    if history.attacked is not None and (off := sorted(history.attacked - turn)):
        notes.append(t("apnap.warning.history_attacked_off_turn", lang, players=", ".join(off), active=active))
        history = replace(history, attacked=history.attacked & turn)
    history, said = _attacked_by_combat(game, history, turn, lang)
    notes.extend(said)
    notes.extend(_attackers(game, history, turn, lang))
    notes.extend(_spells(history, turn, lang, active))
    notes.extend(_died_nowhere(game, history, lang))
    return history, notes


def _attacked_by_combat(game: Game, history: TurnHistory, turn: frozenset[str],
                        lang: str) -> tuple[TurnHistory, list[str]]:
    """A player whose creature attacks in this combat (``combat``) or attacked this turn (``this_turn.attackers``)
    attacked this turn (508.1): added to ``attacked`` when the record leaves them out (said, ``[]`` contradicted),
    and known when it is not given (raid is then answered, never asked)."""
    uids = {uid for uid, _whom in (game.combat.attacking if game.combat is not None else ())}
    uids |= set(history.attackers or ())
    attacked = frozenset(p.name for p in game.players if p.name in turn and any(o.uid in uids for o in p.battlefield))
    if not attacked:
        return history, []
    if history.attacked is None:
        return replace(history, attacked=attacked), []
    missing = sorted(attacked - history.attacked)
    if not missing:
        return history, []
    return replace(history, attacked=history.attacked | attacked), [
        t("apnap.warning.history_attacked_missing", lang, players=", ".join(missing))]


def _attackers(game: Game, history: TurnHistory, turn: frozenset[str], lang: str) -> list[str]:
    """``attackers`` now controlled by a player whose turn it is not: only a change of control since (613.1b)."""
    out = []
    for p in game.players:
        if p.name in turn:
            continue
        for o in p.battlefield:
            if o.uid in (history.attackers or ()):
                out.append(t("apnap.warning.history_attacker_off_turn", lang, name=o.name, player=p.name,
                             active=game.active))
    return out


def _spells(history: TurnHistory, turn: frozenset[str], lang: str, active: str) -> list[str]:
    """Noninstant spells cast by a player whose turn it is not: only as though they had flash (117.1a, 702.8a)."""
    out = []
    for cast in history.spells or ():
        spell = cast.spell
        if cast.player in turn or "flash" in spell.keywords or spell.has_type("instant"):
            continue
        kind = next((k for k in _NONINSTANT if spell.has_type(k)), None)
        if kind is not None:
            out.append(t("apnap.warning.history_spell_off_turn", lang, player=cast.player, name=spell.name,
                         kind=type_words((kind,), lang), active=active))
    return out


def _died_nowhere(game: Game, history: TurnHistory, lang: str) -> list[str]:
    """Cards that died this turn (not tokens, 111.7) of which no card of that name is in their owner's zones or on a
    battlefield, their owner's graveyard described: a death the board does not bear out (700.4, 404.2)."""
    out = []
    on_battlefields = {o.name.casefold() for p in game.players for o in p.battlefield}  # control may change (108.4)
    owners = {p.name: p for p in game.players}
    for death in history.died or ():
        card = death.card
        owner = owners.get(card.owner)
        if owner is None or "graveyard" in owner.unknown or "token" in card.types:
            continue
        name = card.name.casefold()  # a card goes to its owner's zones (400.3); a permanent may be anyone's
        if name in on_battlefields or any(o.name.casefold() == name for objs in owner.zones.values() for o in objs):
            continue
        out.append(t("apnap.warning.history_died_nowhere", lang, name=card.name, owner=owner.name))
    return out


__all__ = ["checked_history", "land_played_off_turn", "turn_players"]
