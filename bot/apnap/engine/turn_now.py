"""The turn's record as it stands when a step reads it (608.2h): the scenario's ``this_turn`` plus what this
effect's earlier steps did; whether a permanent is in one part of it ("that entered the battlefield this turn"), and
the question for a part the scenario does not give.

Why apart from turn_record.py: ``State.matches`` reads it for a filter, and the state may not depend on the amounts
(engine/values.py) that turn_record.py registers; this module depends on neither.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.catalog import t
from bot.errors import BotError

from ..model import Died, GameObject, SpellCast, TurnHistory
from ..oracle import short_names

# The resolving State (engine/state.py), which reads this module for a filter: typed loosely here so that this module
# does not import the state back (tests/architecture: no import circles)
State = Any


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
    record: TurnHistory = state.game.history
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


RULES = {"entered": "603.6a", "damaged": "120.3", "damage_sources": "120.3", "attackers": "508.1", "left": "603.6c",
          "played_land": "305.2", "died": "700.4", "dealt_damage": "120.3", "spells": "601.2i", "attacked": "508.1"}


def in_record(state: State, part: str, obj: GameObject) -> bool:
    """Whether the permanent is in that part of the turn's record as it stands now (608.2h): "that entered the
    battlefield this turn", "that was dealt damage this turn"; asked when the scenario does not give the part."""
    found: Any = getattr(history_now(state), part)
    if found is None:
        raise asked(state, part, t(f"apnap.what.history.{part}", state.lang), obj)
    state.cite(RULES[part])
    return _died_card(state, found, obj) if part == "died" else obj.uid in found


def _died_card(state: State, died: tuple[Died, ...], card: GameObject) -> bool:
    """"… cards in your graveyard that were put there from the battlefield this turn" (700.4): a card this effect put
    there is its own death (by identity); one the record lists is a card of that name its owner's graveyard holds. More
    cards of that name in that graveyard than the record's deaths of it: which ones died is never guessed
    (``bad_scenario``)."""
    if any(d.card.uid == card.uid for d in died):
        return True
    name = card.name.casefold()
    listed = sum(1 for d in died if d.card.owner == card.owner and d.card.name.casefold() == name
                 and "token" not in d.card.types)  # a token ceases to exist there (111.7, 704.5d)
    if not listed:
        return False
    held = [o for p in state.game.players if p.name == card.owner for o in p.graveyard if o.name.casefold() == name]
    if len(held) > listed:
        raise BotError.of("bad_scenario", "apnap.error.history_graveyard_ambiguous", field="this_turn",
                          lang=state.lang, name=card.name)
    return True


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


__all__ = ["RULES", "asked", "history_now", "in_record"]
