""""That player": which player the words refer to when the scenario does not say (``that_player``).

Why one owner: eight handlers used to read ``that_player or the active player`` on their own, so a "that player"
the board does not give was picked silently. The referent is, in this order (608.2c, 603.2):

1. the scenario's ``that_player``;
2. the player this ability targeted in an earlier instruction ("Target opponent sacrifices a creature. If that
   player does, they lose 2 life": the target), unless its trigger names a player (then "that player" is the
   event's: "at the beginning of each opponent's upkeep, … that player …");
3. when another ability of the same card targets a player and this one's trigger names no player ("when this
   creature leaves the battlefield, that player gains 6 life"), that earlier target, which no scenario field of
   this ability holds: asked (``choice_needed``; in quick mode, assumed as in 4 and said), never defaulted;
4. the active player: certain when the trigger names the turn's player ("each player's upkeep"), read from the
   ability's own words when an earlier instruction names players ("each player …, then if that player …"),
   otherwise an assumption said in ``warnings`` ("whenever a creature enters under an opponent's control").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..oracle import short_names
from ..plan import Step
from .damaged_player import damaged_player
from .object_holder import target_holder
from .opponent_event import an_opponent
from .state import ONE_PLAYER_OF

if TYPE_CHECKING:
    from ..grammar.specs import TypeFilter
    from .state import State

_TARGET_SUBJECTS = frozenset({"target_player", "target_opponent"})


def that_player(state: State) -> str:
    """The player "that player" names in this resolution (worked out once; see the module's order). After "Choose
    an opponent" it is the player chosen (608.2c), whatever the scenario's ``that_player``."""
    chosen: dict[str, str] | None = next((s.extra["chosen_for"] for s in reversed(state.steps)
                   if s.extra.get("word_kind") in ("opponent", "player")), None)
    if chosen:
        return chosen.get(state.game.controller) or next(iter(chosen.values()))  # the one chooser's
    if state.that_player_name is None:
        state.that_player_name = _referent(state)
    return state.that_player_name


ONE_PLAYER_OF["that_player"] = that_player  # "each creature that player controls" (State.matches, 608.2c)


def whose_zones(state: State, zones_of: str) -> str | None:
    """The one player whose permanents "… all creatures target player / that player controls" reaches."""
    return that_player(state) if zones_of == "that_player" else state.scenario.target


def _referent(state: State) -> str:
    scenario = state.scenario
    if scenario.that_player:
        return scenario.that_player
    seats = {p.name for p in state.game.players}
    steps: tuple[Step, ...] = scenario.plan.steps
    trigger = scenario.trigger  # the trigger condition's typed facts (trigger_facts.py)
    damaged = damaged_player(state, trigger)  # "deals [combat] damage to a player / an opponent": that one
    if damaged is not None:
        return damaged
    event_player = trigger.names_player  # "whenever an opponent …": that one, first
    if trigger.by_opponent:  # never the controller (102.3)
        opponent = an_opponent(state)
        if opponent is not None:
            return opponent
    if not event_player and scenario.target in seats and any(s.subject.kind in _TARGET_SUBJECTS for s in steps):
        return scenario.target  # "target opponent sacrifices …; if that player does": the target (608.2c)
    holder = _object_controller(state, steps, event_player)
    if holder is not None:  # "That creature's controller may sacrifice a land. If the player does, they …" (608.2c)
        return holder
    quick = any(p.unknown for p in state.game.players)  # quick mode: assumed and said, never asked
    if not event_player and not quick and trigger.others_target_player:
        raise BotError.of("choice_needed", "apnap.error.that_player_needed", field="that_player", lang=state.lang,
                          suggestions=[p.name for p in state.game.players])
    active = state.game.active
    named_here = any(s.subject.kind not in ("you", "that_player") for s in steps)  # "each player …; that player"
    if not named_here and not trigger.turn_player:
        state.warnings.append(t("apnap.warning.that_player_assumed", state.lang, player=active))
    return active


def _object_controller(state: State, steps: tuple[Step, ...], event_player: bool) -> str | None:
    """The one player an earlier instruction named as an object's controller ("that permanent's controller may …",
    608.2h), which "the player" / "they" after it names (608.2c); None when no instruction did, or the trigger
    names a player of its own."""
    if event_player or not any(s.subject.kind == "object_controller" for s in steps):
        return None
    return target_holder(state, None)


def source_label(state: State) -> str:
    """The source's name, or, when the text does not give it, what it is: "this spell" for a spell on the stack
    (608.2), "this permanent" otherwise; never a permanent for an instant or a sorcery."""
    if state.scenario.card:
        return state.scenario.card
    key = "apnap.what.source_spell" if state.scenario.source_zone == "stack" else "apnap.what.source"
    return t(key, state.lang)


def delayed_object(state: State, names: str, what: str = "") -> dict[str, str]:
    """The object a delayed trigger's "it" stands for (603.7; grammar/antecedents.py), by name: the source, the
    target named before it, the trigger event's object, or the token the effect created (``what``: its words);
    ``{}`` when it says no "it"."""
    if names in ("created", "created_tokens"):  # the token(s) the effect created (111.1)
        key = "apnap.what.created_token" if names == "created" else "apnap.what.created_tokens"
        if not what:  # a copy (707.2): its values are the original's, no words of its own to say it by
            key = "apnap.what.created_copy" if names == "created" else "apnap.what.created_copies"
        return {"object": t(key, state.lang, token=what)}
    if names == "source":
        return {"object": source_label(state)}
    if names == "found_source":  # the source's card in its graveyard, after its own "dies" (400.7e)
        return {"object": state.scenario.card or source_label(state)}
    if names == "found_event":  # the card the trigger event's object became (400.7e)
        return {"object": state.scenario.stack.event_object or t("apnap.what.event_object", state.lang)}
    objects = [n for n in state.scenario.targets if n not in state.game.seat_names]  # the object targeted (115.1)
    if names == "target" and objects:
        return {"object": objects[0]}
    if names == "event":
        return {"object": state.scenario.stack.event_object or t("apnap.what.event_object", state.lang)}
    return {}


def source_could_pay(state: State, step: Step) -> BotError | None:
    """A sacrifice in the cost that nothing shown can pay ("Sacrifice a Goblin") may still be paid by the source
    itself when the board does not show it (an activated ability's source is on the battlefield, 602.2): the
    source is asked for, with its types, rather than the ability refused or the cost assumed paid."""
    from ..plan import Sacrifice

    you = state.scenario.game.player(state.game.controller)  # the board before the cost was paid (it may be gone)
    names = {n.casefold() for n in short_names(state.scenario.card)} if state.scenario.card else set()
    if not isinstance(step, Sacrifice) or not names or any(o.name.casefold() in names for o in you.battlefield):
        return None
    if state.scenario.source_zone == "stack":  # a spell's additional cost (601.2b): the spell is not a permanent
        return None  # no name to give the source by (pasted text): a question nobody could answer is not asked
    return BotError.of("choice_needed", "apnap.error.source_needed", field="players", lang=state.lang,
                       suggestions=[state.scenario.card or "?"], cost=step.text, player=you.name,
                       name=source_label(state))


# A permanent's ability resolves with its source on the battlefield (113.6); a pasted text's source is on no board.
_PERMANENT_ABILITIES = frozenset({"triggered", "activated", "static", "loyalty", "chapter"})
_PERMANENT_TYPES = frozenset({"creature", "artifact", "enchantment", "land", "planeswalker", "battle", "permanent"})


def warn_unseen_source(state: State, flt: TypeFilter, static: bool = False) -> None:
    """"Creatures you control get +1/+0", "All creatures get -2/-2" from a permanent's ability whose source the
    board does not show: the source itself is on the battlefield (113.6) and is one of those permanents when it
    is of that kind. Which kind it is no pasted text says, so the result warns, naming it, rather than silently
    leaving it out; a board that shows the source (or "other creatures") needs no warning. ``static``: a static
    ability's effect (604.1), a permanent's whatever kind the pasted text was read as."""
    if ((not static and (state.scenario.ability_kind not in _PERMANENT_ABILITIES
                         or state.scenario.source_zone in ("stack", "graveyard")))  # not on the battlefield
            or flt.not_source or flt.control not in (None, "you") or state.source_on_battlefield() is not None):
        return
    if flt.alternatives and not any(req & _PERMANENT_TYPES or perm for req, _, _, perm in flt.alternatives):
        return
    you = state.game.player(state.game.controller)
    names = {n.casefold() for n in short_names(state.scenario.card or "")}
    if any(o.name.casefold() in names for o in state.scenario.game.player(you.name).battlefield):
        return  # the board showed it, and it left during this effect ("sacrifice Coercive Portal and destroy …")
    types = state.scenario.source_types
    if types is not None and state.scenario.card:  # the card's type line: is the source of that kind at all?
        from ..grammar.specs import TypeFilter
        from ..model import GameObject

        card = GameObject(uid=-1, name=state.scenario.card, owner=you.name, types=types)
        if not TypeFilter(flt.alternatives, flt.noun).matches(card, you.name, you.name):  # its card types only
            return  # "Creatures you control get +1/+1" from an enchantment: it is none of them (113.6)
    if state.scenario.card and "battlefield" not in you.unknown:  # a whole board and a name to give it by: asked
        raise BotError.of("choice_needed", "apnap.error.source_kind_needed", field="players", lang=state.lang,
                          suggestions=[state.scenario.card], name=source_label(state), player=you.name,
                          what=NounRef(flt.noun, many=True))
    warning = t("apnap.warning.source_unseen", state.lang, source=state.scenario.card or t("apnap.what.source",
                                                                                            state.lang),
                what=NounRef(flt.noun, many=True))
    if warning not in state.warnings:
        state.warnings.append(warning)


def target_player(state: State) -> str:
    """The target player a count names ("the number of cards in target player's graveyard", 115.1): the scenario's
    ``target``, a player in the game; none is asked for, never taken as the controller."""
    target = state.scenario.target
    if target is None or target not in state.game.seat_names:
        raise BotError.of("bad_scenario", "apnap.error.target_player_needed", field="target", lang=state.lang)
    return target
