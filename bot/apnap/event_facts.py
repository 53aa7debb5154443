"""Facts that no board shows: the amount of the event that triggered the ability ("that much"), the life each
player lost this turn before the effect, and the permanent an Aura or Equipment source is attached to. Read
from the scenario, asked when missing.

Why a module of its own: both are facts of the game's history (603.2: a triggered ability is about the event
that triggered it; 119.3: life lost this turn), not of the board the loader builds, and both are needed
only when the text refers to them. Owning them here keeps the scenario loader small and says in one place
which trigger events carry an amount.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from bot.catalog import Phrase
from bot.errors import BotError

from .attached_suggest import attached_example, attached_suggestions
from .grammar import Effect
from .grammar.text import fold
from .model import Game, Player
from .oracle import Selection
from .plan import plan_of
from .scenario_reader import ScenarioReader

MAX_EVENT_AMOUNT = 10_000  # a damage or life amount of one event: bounded like every other number

# Trigger events that carry an amount "that much" can mean (603.2): damage dealt or received, life gained or
# lost (paying life is losing it, 119.4). English and printed Spanish, on the folded trigger condition.
_AMOUNT_EVENTS = re.compile(
    r"\b(?:(?:is|are|'re) dealt (?:combat |noncombat )?damage|deals? (?:combat |noncombat )?damage|gains? life"
    r"|loses? life|pays? life"
    r"|recib(?:e|a|en|an) (?:dano|danos)|(?:hace|haga|hacen|hagan) (?:dano|danos)|(?:ganas?|ganes?|ganan?) vidas?"
    r"|(?:pierdes?|pierdas?|pierden?) vidas?|(?:pagas?|pagues?|pagan?) vidas?)\b")


def event_amount(loader: ScenarioReader, data: Mapping[str, Any], selection: Selection, effect: Effect) -> int | None:
    """The scenario's ``event_amount`` when the text says "that much" of its trigger event, else None.

    Only a triggered ability whose event carries an amount has one; anywhere else "that much" with no
    instruction before it means nothing the resolver knows, and its words are refused. Missing: asked."""
    given = data.get("event_amount")
    if not effect.uses_event_amount:
        if given is not None:
            raise loader.bad("event_amount", "apnap.error.no_event_amount")
        return None
    ability = selection.ability
    condition = fold(ability.condition or "") if ability is not None and ability.kind == "triggered" else ""
    if not _AMOUNT_EVENTS.search(condition):
        words = next(s.text for s in effect.steps if s.amount_ref is not None and s.amount_ref.kind == "event")
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect",
                          lang=loader.msg_lang or effect.lang, part=words)
    if given is None:
        raise BotError.of("choice_needed", "apnap.error.event_amount_needed", field="event_amount",
                          lang=loader.msg_lang, suggestions=["event_amount: 3"], condition=ability.condition if
                          ability is not None else "")
    return loader.integer(given, "event_amount", 0, MAX_EVENT_AMOUNT)


def attached_to(loader: ScenarioReader, data: Mapping[str, Any], game: Game, effect: Effect, text: str = "",
                names: Sequence[str] = ()) -> str | None:
    """"Enchanted creature gets +2/+2" (303.4, 301.5): the permanent the source is attached to (asked if needed)."""
    needed = [step for step in plan_of(effect).steps if getattr(step, "uses_attached", False) or step.on_attached
              or step.subject.attached]
    if data.get("attached_to") is None:
        if needed:
            said = needed[0].on_attached or needed[0].subject.attached or str(
                getattr(needed[0], "attached", "") or getattr(needed[0], "while_attached", ""))
            kind = said if said in ("equipped", "fortified") else "enchanted"
            raise BotError.of("choice_needed", "apnap.error.attached_needed", field="attached_to",
                              lang=loader.msg_lang, what=Phrase(f"apnap.attached.{kind}"),
                              suggestions=(offered := attached_suggestions(game, text or effect.text, names)),
                              example=attached_example(offered))
        return None
    name = loader.text(data["attached_to"], "attached_to")
    found = [o.name for p in game.players for o in p.battlefield if o.name.casefold() == name.casefold()]
    if not found:
        raise loader.bad("attached_to", "apnap.error.attached_object", name=name)
    if len(found) > 1:  # several of that name: which one is never guessed
        raise loader.bad("attached_to", "apnap.error.attached_ambiguous", name=name)
    return found[0]


def attacking(loader: ScenarioReader, data: Mapping[str, Any], game: Game) -> tuple[str, ...] | None:
    """"Each opponent attacking that player": who attacks this combat (506.2), which no board shows."""
    if data.get("attacking") is None:
        return None
    raw = loader.sequence(data["attacking"], "attacking", len(game.players))
    return tuple(loader.player_ref(n, f"attacking[{i}]", game.players) for i, n in enumerate(raw))


MAX_LINKED_CARDS = 60  # cards given as exiled with one source


def exiled_with(loader: ScenarioReader, data: Mapping[str, Any], players: list[Player]) -> tuple[int, ...] | None:
    """``exiled_with: {Bob: [Hill Giant]}``: the cards exiled with the source (607.2a), owner → cards in the zones'
    short or long form, put into their owners' exile zones; their uids, or None when not given.

    Why a fact: an exile zone holds every source's cards, and a linked ability ("Put all cards exiled with
    Knowledge Vault into their owner's graveyard", "return the exiled cards to the battlefield") refers only to
    the ones its own ability exiled; not given, the resolver asks (engine/act_linked.py), never reading the
    exile zone as the source's whole or as empty."""
    raw = data.get("exiled_with")
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise loader.bad("exiled_with", "apnap.error.exiled_with_shape")
    uids: list[int] = []
    for key, cards in raw.items():
        owner = loader.player_ref(key, f"exiled_with.{key}", players)
        if not isinstance(cards, list | tuple):  # "hand: 6" counts cards; a linked card is named
            raise loader.bad(f"exiled_with.{owner}", "apnap.error.exiled_with_shape")
        objs = loader.zone(cards, owner, f"exiled_with.{owner}", "exile")
        if len(uids) + len(objs) > MAX_LINKED_CARDS:
            raise loader.bad("exiled_with", "apnap.error.too_many", limit=MAX_LINKED_CARDS)
        next(p for p in players if p.name == owner).zones["exile"].extend(objs)
        uids += [o.uid for o in objs]
    return tuple(uids)


def created_with(loader: ScenarioReader, data: Mapping[str, Any], players: list[Player]) -> tuple[int, ...] | None:
    """``created_with: {Bob: [Saproling]}``: the tokens the source's linked ability created (607.2a), controller →
    tokens in the zones' short or long form (each a token, 111.1, whether or not the form says it), put onto that
    player's battlefield; their uids, or None when not given.

    Why a fact: a token of that name may have come from anywhere, and "exile all tokens created with Dual Nature"
    takes only the source's own; not given, the resolver asks (engine/remembered.py), never reading every token as
    the source's nor none."""
    raw = data.get("created_with")
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise loader.bad("created_with", "apnap.error.created_with_shape")
    uids: list[int] = []
    for key, tokens in raw.items():
        holder = loader.player_ref(key, f"created_with.{key}", players)
        if not isinstance(tokens, list | tuple):
            raise loader.bad(f"created_with.{holder}", "apnap.error.created_with_shape")
        objs = [replace(o, types=o.types | {"token"})  # 111.1: what an ability creates is a token, said or not
                for o in loader.zone(tokens, holder, f"created_with.{holder}", "battlefield")]
        if len(uids) + len(objs) > MAX_LINKED_CARDS:
            raise loader.bad("created_with", "apnap.error.too_many", limit=MAX_LINKED_CARDS)
        next(p for p in players if p.name == holder).battlefield.extend(objs)
        uids += [o.uid for o in objs]
    return tuple(uids)


def group_attacked(loader: ScenarioReader, antecedent: str, game: Game) -> None:
    """"Whenever one or more creatures you control attack, they …" (603.2): the trigger's creatures attacked, and only
    the active player attacks (506.2, 508.1a); a board where the controller is not the active player could not have
    triggered it, so it is refused, naming who must be active (never resolved as if nothing attacked)."""
    from .grammar.referent_kinds import GROUP

    yours = antecedent.startswith(f"{GROUP}attacking") and " you control" in antecedent  # anyone's: any turn
    if yours and game.active != game.controller:
        raise loader.bad("active", "apnap.error.group_not_active", [f"active: {game.controller}"],
                         controller=game.controller, active=game.active)
