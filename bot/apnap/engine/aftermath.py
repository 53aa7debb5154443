"""After resolution: lethal damage and the other state-based actions (704.3), then the stack (603.3b)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..model import Game, GameObject
from ..result import SBARecord, TriggerRecord
from . import replacing, triggers
from .act_permanents import toughness_of
from .annihilation import annihilate
from .attached import detached
from .board_pt import any_changed as board_changed
from .board_pt import changed_for
from .grants import indestructible

if TYPE_CHECKING:
    from .state import State


def _lethal_damage(state: State) -> list[SBARecord]:
    """704.5f: a creature with toughness 0 or less dies; 704.5g: one with damage at least its toughness
    dies. Toughness counts +N/+N and -N/-N counters (122.1a); an unknown toughness is warned, not guessed."""
    marked = state.marked_damage
    if (not marked and not state.counters and not state.boosts and not state.pt_layers and not state.copies_made
            and not board_changed(state)):
        return []
    before = triggers.battlefield_snapshot(state)
    out: list[SBARecord] = []
    left: triggers.Seen = []
    present = {o.uid for p in state.game.players for o in p.battlefield}  # 704.3: checked all at once
    for p in state.game.players:
        for o in list(p.battlefield):
            rule = _dies_by(state, o, marked.get(o.uid, 0), p.name)
            if rule is None:
                continue
            if rule in ("704.5g", "704.5h") and indestructible(state, o):  # 702.12b: these destroy; it can't be
                out.append(SBARecord(p.name, "indestructible", [rule, "702.12b"], object=o.name))
                state.cite("702.12b")
                continue
            p.zones["battlefield"] = [x for x in p.battlefield if x is not o]
            if o.uid in state.shields.exile_if_dies:  # "if it would die this turn, exile it instead" (614.1a)
                state.game.player(o.owner).zones["exile"].append(o)
                out.append(SBARecord(o.owner, "exiled_instead", [rule, "614.1a"], object=o.name))
                state.cite("704.3", rule, "614.1a")
                continue
            instead = replacing.instead_of_dying(state, o, p.name, present)  # "would die": a board's replacement
            if instead is not None:  # 614.1a: moved elsewhere, it never dies (614.6, 700.4)
                out.append(SBARecord(o.owner, "exiled_instead" if instead.record.modify == "exile" else "moved_instead",
                                     [rule, "614.1a"], object=o.name, replaced_by=instead.source.name))
                continue
            state.game.player(o.owner).graveyard.append(o)
            out.append(SBARecord(o.owner, "dies", [rule], object=o.name))
            left.append((o, p.name))
            state.cite("704.3", rule)
    if out and state.steps:
        triggers.leaves(state, left, before, state.steps[-1])
    return out


def _dies_by(state: State, o: GameObject, dmg: int, holder: str) -> str | None:
    """The state-based action that puts this creature or planeswalker into the graveyard now, if any. A creature
    nothing changed is not read (its toughness as the board gave it); one the board's statics reach otherwise than
    as the resolution began is (a lord that left, a creature that entered: board_pt.py)."""
    if o.has_type("planeswalker") and o.uid in state.counters and o.counters is not None:
        loyalty = dict(o.counters).get("loyalty", 0) + state.counters[o.uid].get("loyalty", 0)
        if loyalty <= 0:
            return "704.5i"  # a planeswalker with 0 loyalty (damage removed it, 120.3c)
    if not state.layered(o).is_creature() or (not dmg and o.uid not in state.counters and o.uid not in state.boosts
                               and not state.pt_layers.touches(o.uid) and o.uid not in state.copies_made
                               and not changed_for(state, o, holder)):
        return None
    toughness = toughness_of(state, o)
    if toughness is not None and toughness <= 0:
        return "704.5f"
    if dmg and o.uid in state.deathtouched:  # 704.5h: any damage from a source with deathtouch (702.2b)
        return "704.5h"
    if toughness is None:
        if dmg and not any(p.unknown for p in state.game.players):  # a whole board: asked, never half-decided
            raise BotError.of("choice_needed", "apnap.error.property_needed", suggestions=[o.name], field="players",
                              lang=state.lang, prop=NounRef("toughness"), key="toughness", names=o.name)
        if dmg:  # quick mode: the assumption is said (a board nobody described)
            state.warnings.append(t("apnap.warning.unknown_toughness", state.lang, name=o.name, amount=dmg))
        return None
    if toughness <= 0:
        return "704.5f"
    return "704.5g" if dmg and dmg >= toughness else None


def _losing(game: Game) -> dict[str, list[str]]:
    """Who loses at this check, and why (704.5a, 704.5b; 810.8 for a shared life total)."""
    losing: dict[str, list[str]] = {}
    for p in game.players:
        if p.lost:
            continue
        team = game.team_index(p.name)
        if game.shared_life and team is not None:
            if game.team_life[team] <= 0:
                losing.setdefault(p.name, []).extend(["704.6a", "810.8c", "810.8a"])
        elif p.life <= 0 and "life" not in p.unknown:  # an unknown life total proves no loss
            losing.setdefault(p.name, []).append("704.5a")
        if "life" not in p.unknown and _poisoned(game, p.name):  # quick mode: poison counters not known
            losing.setdefault(p.name, []).append("704.6b" if game.shared_life else "704.5c")
        if p.drew_from_empty_library:
            losing.setdefault(p.name, []).append("704.5b")
    if game.shared_life:  # 810.8a: a team wins and loses together
        for name in list(losing):
            team = game.team_index(name)
            for mate in game.teams[team] if team is not None else []:
                if mate not in losing and not game.player(mate).lost:
                    losing[mate] = ["810.8a"]
    return losing


def _poisoned(game: Game, name: str) -> bool:
    """704.5c: ten or more poison counters; 704.6b: a Two-Headed Giant team's fifteen, shared (810.10)."""
    team = game.team_index(name)
    if game.shared_life and team is not None:
        return sum(game.player(n).poison for n in game.teams[team]) >= 15
    return game.player(name).poison >= 10


def _winners(state: State) -> list[str]:
    """Who an effect made win (104.2b) and has not lost: a player who would both win and lose loses (104.3f)."""
    won = list(dict.fromkeys(state.won_game))
    if any(state.game.player(n).lost for n in won):
        state.cite("104.3f")
    return [n for n in won if not state.game.player(n).lost]


def _game_result(state: State, records: list[SBARecord]) -> dict[str, Any] | None:
    game = state.game
    winners = _winners(state)
    if winners:
        return {"result": "win", "winners": winners}
    if not any(r.event == "loses" for r in records) and not state.lost_game:
        return None
    remaining = [p.name for p in game.players if not p.lost]
    groups = {game.team_index(n) if game.team_index(n) is not None else f"solo:{n}" for n in remaining}
    if not remaining:
        state.cite("104.4d" if game.teams else "104.4a")
        return {"result": "draw"}
    if len(groups) == 1:
        state.cite("104.2a")
        return {"result": "win", "winners": remaining}
    state.cite("800.4a")
    if game.player(game.active).lost:
        state.cite("800.4j")
    return None


def _attached_present(state: State) -> bool:
    """Whether the permanent the source is attached to (the scenario's ``attached_to``) is on a battlefield."""
    name = (state.scenario.attached_to or "").casefold()
    return bool(name) and any(o.name.casefold() == name for p in state.game.players for o in p.battlefield)


def state_based_actions(state: State, legend: list[SBARecord] | None = None
                        ) -> tuple[list[SBARecord], dict[str, Any] | None]:
    """704.3: every applicable SBA at once, repeated until none apply; 104.4a: all lose = draw. ``legend``: what the
    legend rule of this check put into graveyards (704.5j, engine/legend_rule.py: its choice asked first)."""
    game = state.game
    records: list[SBARecord] = list(state.early_sbas)  # before the ability: an Aura on an illegal object
    attached = _attached_present(state)
    records.extend(legend or ())
    records.extend(_lethal_damage(state))  # "loses the game" (104.3e) already happened, as its step's event
    # the enchanted permanent left: its Aura goes too (704.5m, 704.5n); when it left by this check's own actions,
    # the Aura was still attached to a legal object as they were checked, so it goes in the next check (704.3)
    again = attached and not _attached_present(state)
    records.extend(replace(r, check=2) if again else r for r in detached(state))
    records.extend(annihilate(state))  # +1/+1 and -1/-1 counters on one permanent (704.5q)
    while losing := _losing(game):
        for p in game.players:  # seating order keeps the output deterministic
            if p.name in losing:
                p.lost = True
                p.drew_from_empty_library = False
                records.append(SBARecord(p.name, "loses", losing[p.name]))
        state.cite("704.3", *[r for rules in losing.values() for r in rules])
    return records, _game_result(state, records)


def _spells_put(state: State) -> list[TriggerRecord]:
    """The spells cast and copies made while the effect resolved, in the order they went on the stack (608.2g,
    707.10): below every trigger, which waits until the effect has finished (603.3b)."""
    out = []
    for step in state.steps:
        for e in step.events:
            if e.extra.get("to") != "stack":
                continue
            unnamed = e.extra.get("what") or t("apnap.what.card_exiled" if e.extra.get("from") == "exile"
                                               else "apnap.what.card_shown", state.lang)
            names = [o.name for o in e.objects] or [str(unnamed)]
            copy = e.action == "copy_spell"
            ability = copy and bool(e.extra.get("ability"))  # a copy of an ability: no spell (707.10)
            key = "apnap.what.copy_of_ability" if ability else "apnap.what.copy_of"
            for name in names:
                source = t(key, state.lang, name=name) if copy else name
                out.append(TriggerRecord(e.player, source, "", "", e.action, spell=not ability, ability=ability))
    return [tr for tr in out if not state.game.player(tr.controller).lost]  # 800.4a


def stack(state: State, result: dict[str, Any] | None) -> list[TriggerRecord]:
    """603.3b: APNAP order, all of one player's triggers at a time, in two passes; the AP's lowest. Below them, the
    spells the effect cast or copied as it resolved."""
    if result is not None:
        return []  # the game is over: nothing goes on the stack
    alive = [t_ for t_ in state.triggers if not state.game.player(t_.controller).lost]  # 800.4a
    order = state.apnap_order(p.name for p in state.game.players if not p.lost)
    out: list[TriggerRecord] = _spells_put(state)
    for second in (False, True):
        for name in order:
            # The player picks the order of their own triggers; by default they are grouped by
            # source, in battlefield order, each source's triggers in the order they happened.
            own = [tr for tr in alive if tr.controller == name and tr.second_pass == second]
            for tr in own if len(own) > 1 else ():
                tr.order_chosen = True  # the player's choice, not a rule's (603.3b): said in the result
            out.extend(sorted(own, key=lambda tr: tr.source_uid))
    if alive:
        state.cite("603.3b")
        if state.game.shared_team_turns:
            state.cite("805.7")
    return out


def extra_turns(state: State) -> list[str]:
    return list(reversed(state.extra_turn_grants))  # the most recently created turn is taken first
