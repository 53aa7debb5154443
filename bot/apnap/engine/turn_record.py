"""The turn's record as a step reaches it (608.2h, 608.2c): the scenario's ``this_turn`` plus what this effect's
earlier steps did, the permanents they put into a graveyard from the battlefield (700.4) and the players they dealt
damage (120.3); then the conditions and counts that read it ("if an opponent was dealt damage this turn", "for each
creature that died this turn").

Why here and asked when missing: the turn before the effect no board shows, so a part the scenario does not give is
asked for by its own field (``this_turn``), in quick mode too (its ``facts`` text takes it): reading it as "nothing
happened" would be a confident wrong answer. What the effect itself did is known, and counted as it applies.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..grammar.history_conditions import HappenedThisTurn, history_holds
from ..model import Died, GameObject, SpellCast, TurnHistory
from ..oracle import short_names
from ..plan import amounts as a
from .values import _value

if TYPE_CHECKING:
    from .state import State



def _example(state: State, part: str) -> str:
    """A part's example in the scenario's own words and players (typed back, it is accepted: issue #22)."""
    you = state.game.controller
    other = next(iter(state.game.opponents(you)), you)
    return {"spells": f"this_turn: {{spells: [{{player: {you}, types: [instant], colors: [blue]}}]}}",
            "died": f"this_turn: {{died: [{{controller: {other}, name: Grizzly Bears, types: [creature]}}]}}",
            "dealt_damage": f"this_turn: {{dealt_damage: [{other}]}}",
            "attacked": f"this_turn: {{attacked: [{you}]}}",
            "left": f"this_turn: {{left: [{{controller: {you}, name: Treasure, types: [artifact, token]}}]}}",
            "played_land": f"this_turn: {{played_land: [{you}]}}",
            "cast_from_hand": f"this_turn: {{spells: [{{player: {you}, name: {_source_name(state)}, from: hand}}]}}",
            **{part: f"this_turn: {{{part}: [{name}]}}"
               for part, name in _examples_on_battlefield(state).items()}}[part]


def _source_name(state: State) -> str:
    return next(iter(short_names(state.scenario.card or "")), "") or t("apnap.what.source", state.lang)


def _examples_on_battlefield(state: State) -> dict[str, str]:
    """A permanent to name in each part that names permanents ("entered: [Grizzly Bears]"): one on the battlefield,
    so the example typed back is accepted (issue #22), or ``[]`` when none is there."""
    names = [o.name for p in state.game.players for o in p.battlefield]
    unique = next((n for n in names if names.count(n) == 1), None)
    return dict.fromkeys(("entered", "damaged", "damage_sources", "attackers"), unique or "")


def history_now(state: State) -> TurnHistory:
    """The record with this effect's own deaths and damage so far added (608.2h): a permanent of the starting board
    now in a graveyard died in it (whoever controlled it as it left), a player an earlier step dealt damage was
    dealt damage this turn."""
    record = state.game.history
    earlier = state.steps[:-1] if state.steps else []
    damaged = {ev.player for s in earlier for ev in s.events if ev.action == "damage" and not ev.objects
               and (ev.amount or 0) > 0}
    start = {o.uid: p.name for p in state.scenario.game.players for o in p.battlefield}
    died = [Died(state.left_control.get(o.uid, start[o.uid]), o) for p in state.game.players for o in p.graveyard
            if o.uid in start]
    hit = {o.uid for s in earlier for ev in s.events if ev.action == "damage" and (ev.amount or 0) > 0
           for o in ev.objects}
    now = {o.uid for p in state.game.players for o in p.battlefield}
    gone = [Died(state.left_control.get(o.uid, holder), o) for p in state.scenario.game.players for o in p.battlefield
            if o.uid not in now for holder in (p.name,)]
    return replace(record, died=None if record.died is None else (*record.died, *died),
                   dealt_damage=None if record.dealt_damage is None else record.dealt_damage | damaged,
                   spells=_others(state, record.spells),
                   entered=None if record.entered is None else record.entered | (now - set(start)),
                   damaged=None if record.damaged is None else record.damaged | hit,
                   left=None if record.left is None else (*record.left, *gone))


_RULES = {"entered": "603.6a", "damaged": "120.3", "damage_sources": "120.3", "attackers": "508.1", "left": "603.6c",
          "played_land": "305.2", "died": "700.4", "dealt_damage": "120.3", "spells": "601.2i", "attacked": "508.1"}


def in_record(state: State, part: str, obj: GameObject) -> bool:
    """Whether the permanent is in that part of the turn's record as it stands now (608.2h): "that entered the
    battlefield this turn", "that was dealt damage this turn"; asked when the scenario does not give the part."""
    found: frozenset[int] | None = getattr(history_now(state), part)
    if found is None:
        raise asked(state, part, t(f"apnap.what.history.{part}", state.lang), obj)
    state.cite(_RULES[part])
    return obj.uid in found


def _others(state: State, spells: tuple[SpellCast, ...] | None) -> tuple[SpellCast, ...] | None:
    """The spells cast this turn other than the source's own: "another" spell is never the one that resolves (or
    that became the permanent whose ability this is), so one entry of the source's name listed by mistake is left
    out rather than counted."""
    names = {n.casefold() for n in short_names(state.scenario.card or "")}
    own = next((i for i, s in enumerate(spells or ()) if s.player == state.game.controller
                and s.spell.name.casefold() in names), None)
    return spells if spells is None or own is None else spells[:own] + spells[own + 1:]


def asked(state: State, part: str, words: str, about: GameObject | None = None) -> BotError:
    """The question for a part of the turn the scenario does not give (``choice_needed``, field ``this_turn``); a
    part about a permanent suggests the one being checked (``about``), when its name is its own."""
    names = [o.name for p in state.game.players for o in p.battlefield]
    example = f"this_turn: {{{part}: [{about.name}]}}" if about is not None and names.count(about.name) == 1 \
        else _example(state, part)
    return BotError.of("choice_needed", "apnap.error.history_needed", field="this_turn", lang=state.lang,
                       condition=words, example=example, suggestions=[example])


def happened(state: State, cond: HappenedThisTurn, words: str) -> bool:
    """A sentence's own "if …" on the record as it stands now (608.2c); asked when the record does not say."""
    if cond.part == "cast_from_hand":
        found: bool | None = _cast_from_hand(state)
        found = None if found is None else found != cond.negated
    else:
        found = history_holds(cond, history_now(state), state.game, state.game.controller)
    if found is None:
        raise asked(state, cond.part, words)
    state.cite(_RULES.get(cond.part, "601.2i"))
    return found


def _cast_from_hand(state: State) -> bool | None:
    """"If you cast it from your hand" (601.2a): the source's own spell among the controller's spells of the record.
    Not among them: it was not cast (put onto the battlefield, 305.1 / 110.2), so not from the hand; there without
    ``from``: not known (None, asked)."""
    spells = state.game.history.spells
    if spells is None:
        return None
    names = {n.casefold() for n in short_names(state.scenario.card or "")}
    own = [s for s in spells if s.player == state.game.controller and s.spell.name.casefold() in names]
    if not own:
        return False
    return None if own[-1].cast_from is None else own[-1].cast_from == "hand"


@_value(a.DiedThisTurn)
def _died_this_turn(state: State, e: a.DiedThisTurn, player: str | None) -> int:
    """"For each creature that died this turn", "… put into your graveyard from the battlefield this turn": the
    record's and this effect's (608.2h); ``owner`` "you": only those that went to the controller's graveyard (404.2),
    ``controller``: only those the controller controlled as they died."""
    died = history_now(state).died
    if died is None:
        raise asked(state, "died", t("apnap.what.died_this_turn", state.lang))
    you = state.game.controller
    state.cite("700.4")
    return sum(1 for d in died if (e.whose != "owner" or d.card.owner == you) and (e.whose != "controller"
               or d.controller == you) and (e.filter is None or e.filter.matches(d.card)))
