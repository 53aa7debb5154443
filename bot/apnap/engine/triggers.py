"""Triggered abilities of board objects seen while an effect resolves: recorded, never resolved (603.2, 603.3b waits).

Every event the engine produces becomes one typed :class:`Event` and goes through ONE matcher against every
trigger's typed pattern (grammar/when.py): the event kind, the object's filter (checked for the trigger's
controller: "a creature an opponent controls" is the opponents of whoever controls the trigger), the player's.
The producers below are the engine's only ways in: leaving the battlefield (603.10a looks back), entering (603.6a
looks at the battlefield after), a player's own events (draws, discards, sacrifices, life), damage.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..grammar import SECOND_PASS_EVENTS
from ..grammar.when import TriggerPattern
from ..model import GameObject, Trigger
from ..render.card_words import CardWords
from ..result import StepResult, TriggerRecord
from . import aura_entry
from .board_pt import remember_left
from .delayed_events import fire_watched
from .grant_record import lost_all
from .state import WITH_GRANTED

if TYPE_CHECKING:
    from .state import State

Seen = list[tuple[GameObject, str]]  # (object, its controller)


@dataclass(frozen=True, slots=True)
class Event:
    """One event as triggers see it (603.2): its kind, the object it is about and that object's controller as it
    happened (its last known information for a permanent that left, 603.10a), the player who did it or was dealt
    it, the zones it moved between, and for damage the object it was dealt to."""

    kind: str
    obj: GameObject | None = None
    holder: str | None = None
    player: str | None = None
    from_zone: str = ""
    to_zone: str = ""
    dealt_to: GameObject | None = None
    cause: str | None = None


def _spend_checks(state: State, sources: Seen, events: int = 1) -> None:
    """Each event is checked against every ability on the battlefield (each draw of a thousand)."""
    state.budget.spend("checks", events * sum(len(s.triggers) for s, _ in sources))


def battlefield_snapshot(state: State) -> Seen:
    """The permanents with triggered abilities, before an event (603.10a looks back)."""
    return [(o, p.name) for p in state.game.players for o in p.battlefield if o.triggers]


def record(state: State, obj: GameObject, controller: str, trigger: Trigger, cause: str | None) -> None:
    state.budget.trigger(obj.name, trigger.text, trigger.when, cause)
    state.triggers.append(TriggerRecord(controller, obj.name, trigger.text, trigger.when, trigger.event, cause,
                                        trigger.event in SECOND_PASS_EVENTS, obj.uid))


# ------------------------------------------------------------------------------------------------ the matcher
def _player_ok(state: State, want: str, player: str | None, controller: str) -> bool:
    if want in ("any", "none"):
        return True
    if player is None:
        return False
    return player == controller if want == "you" else player in state.game.opponents(controller)


def _owner_ok(state: State, want: str, obj: GameObject, controller: str) -> bool:
    if want == "any":
        return True
    return obj.owner == controller if want == "you" else obj.owner in state.game.opponents(controller)


def watch(trig: Trigger) -> TriggerPattern:
    """The trigger's pattern as grammar/when.py read it (``model.Trigger`` names only its kind)."""
    if not isinstance(trig.pattern, TriggerPattern):
        raise TypeError(f"a trigger's pattern is read by grammar/when.py, not {type(trig.pattern).__name__}")
    return trig.pattern


def _filter_ok(state: State, pattern: TriggerPattern, obj: GameObject, holder: str | None, controller: str) -> bool:
    flt = pattern.objects
    if flt is None:
        return True
    colours = flt.colors or flt.not_colors or flt.colored is not None or flt.how_many_colors is not None
    if colours and not obj.colors_known:  # a colour nobody gave is asked, never assumed absent
        raise BotError.of("choice_needed", "apnap.error.colors_needed", suggestions=[obj.name], field="players",
                          lang=state.lang, names=obj.name)
    if flt.control == "opponents" and holder in state.game.teammates(controller):
        return False  # a teammate is no opponent (102.3, 810.2)
    if (flt.keywords or flt.not_keywords) and state.grants:  # "a creature with flying": granted ones too (613.1f)
        for granted in WITH_GRANTED:
            obj = granted(state, obj)
    return flt.matches(obj, holder, controller)


def _object_ok(state: State, pattern: TriggerPattern, event: Event, source: GameObject, controller: str) -> bool:
    obj = event.obj
    if obj is None:
        return pattern.source == "" and pattern.objects is None  # a player's event ("you are dealt damage")
    if pattern.source == "only":
        return obj is source or obj.uid == source.uid
    if pattern.source == "or" and (obj is source or obj.uid == source.uid):
        return True
    if pattern.other and (obj is source or obj.uid == source.uid):
        return False
    fits = _owner_ok(state, pattern.owner, obj, controller) and _filter_ok(state, pattern, obj, event.holder,
                                                                           controller)
    if fits and pattern.by_source and source.uid not in state.damaged_by.get(obj.uid, ()):
        # damage dealt before this effect is not in the scenario: said, never assumed either way
        state.warnings.append(t("apnap.warning.damage_earlier_unknown", state.lang, source=source.name,
                                name=obj.name))
        return False
    return fits


def _from_zone_ok(zone: str, from_zone: str) -> bool:
    """"… from the battlefield" (that zone only), "… from anywhere other than the battlefield" (any other zone)."""
    return from_zone != "battlefield" if zone == "not_battlefield" else from_zone == zone


def matches(state: State, pattern: TriggerPattern, event: Event, source: GameObject, controller: str) -> bool:
    """Whether one event is what one trigger waits for (603.2): kind, zones, player, object."""
    if pattern.kind != event.kind:
        return False
    if pattern.kind == "to_graveyard" and pattern.zone and not _from_zone_ok(pattern.zone, event.from_zone):
        return False
    if pattern.kind == "deals_damage":
        if pattern.to_creature and (event.dealt_to is None or not event.dealt_to.is_creature()):
            return False
        if pattern.player not in ("any", "none") and not _player_ok(state, pattern.player, event.player, controller):
            return False
        if pattern.player == "any" and event.player is None:
            return False  # "deals damage to a player": not to a creature
    elif not _player_ok(state, pattern.player, event.player, controller):
        return False
    return _object_ok(state, pattern, event, source, controller)


def fire(state: State, events: list[Event], sources: Seen, step: StepResult, rule: str) -> int:
    """The one matcher: every event against every trigger of every source (each as its controller), recorded
    once per matching event ("one or more …" once per batch, 603.2c). Returns how many were recorded."""
    if events and state.shields.watching:  # the delayed triggers this effect created (603.7, engine/delayed_events.py)
        fire_watched(state, events, step, rule, matches)
    if not events or not sources:
        return 0
    _spend_checks(state, sources, len(events))
    by_kind = _by_kind(events)
    counts: Counter[int] = Counter()
    for source, controller in sources:
        if state.grants and lost_all(state.grants, source.uid):  # "loses all abilities" (613.1f): no trigger
            continue
        for trig in source.triggers:
            pattern = watch(trig)  # once per trigger, not once per event
            hits = [e for e in by_kind.get(pattern.kind, ()) if matches(state, pattern, e, source, controller)]
            if hits and pattern.first_each_turn:  # once a turn: earlier this turn is not on the board (603.2)
                state.warnings.append(t("apnap.warning.first_each_turn", state.lang, source=source.name,
                                        when=CardWords(trig.when, "trigger")))  # its language: its words'
            for event in hits[:1] if pattern.batch or pattern.first_each_turn else hits:
                record(state, source, controller, trig, event.cause or _named(event))
                counts[source.uid] += 1
                state.cite(rule, step=step)
    if any(n > 1 for n in counts.values()):
        state.cite("603.2c", step=step)
    return sum(counts.values())


def _by_kind(events: list[Event]) -> dict[str, list[Event]]:
    """The events of each kind, in their order. Why: ``matches`` answers no for an event of another kind than the
    trigger waits for, its first test; every event was still handed to it for every trigger, events times triggers
    calls, both growing with the players (on 8 players the corpus bench made ten times the calls of 4). The events
    one trigger is matched against are those of its kind, in the same order, so the same hits are found."""
    out: dict[str, list[Event]] = {}
    for event in events:
        out.setdefault(event.kind, []).append(event)
    return out


def _named(event: Event) -> str | None:
    return event.obj.name if event.obj is not None and event.kind != "deals_damage" else event.player


def _on_battlefield(state: State) -> Seen:
    return [(o, p.name) for p in state.game.players for o in p.battlefield if o.triggers]


# ---------------------------------------------------------------------------------------------- the producers
def _zone_now(state: State, obj: GameObject) -> str:
    """Where an object that just left the battlefield went (its owner's zones; a token in none: 111.7)."""
    for name, cards in state.game.player(obj.owner).zones.items():
        if any(c is obj for c in cards):
            return name
    return ""


def _sacrificed_in(step: StepResult, gone: GameObject) -> bool:
    """Whether the step's events say this permanent was sacrificed (701.21a), not destroyed or exiled."""
    return any(e.action == "sacrifice" and any(o is gone for o in e.objects) for e in step.events)


def leaves(state: State, left: Seen, before: Seen, step: StepResult, sacrificed: bool | None = None) -> None:
    """603.10a: leaves-the-battlefield triggers look back, so sources leaving in the same event still see it. A
    permanent put into a graveyard from the battlefield dies (700.4); sacrificed ones are also sacrifices."""
    events: list[Event] = []
    remember_left(state, left)  # 608.2h: each is read as it last existed, the board's statics then included
    for gone, holder in left:
        state.left_control[gone.uid] = holder  # "they controlled that were destroyed this way" (608.2h): one record
        to = _zone_now(state, gone)
        given_up = sacrificed if sacrificed is not None else _sacrificed_in(step, gone)
        events.append(Event("leaves", gone, holder, from_zone="battlefield", to_zone=to))
        if to == "graveyard" and (gone.is_creature() or gone.has_type("planeswalker")):  # 700.4
            events.append(Event("dies", gone, holder, from_zone="battlefield", to_zone=to))
        if to == "graveyard":
            events.append(Event("to_graveyard", gone, holder, from_zone="battlefield", to_zone=to))
        if to == "hand":  # "… is returned to your hand from the battlefield" (400.7)
            events.append(Event("to_hand", gone, holder, from_zone="battlefield", to_zone=to))
        if given_up:
            events.append(Event("sacrificed", gone, holder, player=holder, from_zone="battlefield", to_zone=to))
    fire(state, events, before, step, "603.10a")
    _unread_leavers(state, [gone for gone, _holder in left])


def _unread_leavers(state: State, gone: list[GameObject]) -> None:
    """Permanents that left whose text nobody gave and no card lookup found: what they trigger on leaving (603.6c,
    603.10a) is not known, and that is said, never read as nothing (blind judge36b: Worldpurge returned Oblivion Ring
    to its owner's hand on a board that gave no text for it, and the answer showed no trigger and said nothing). A
    token's abilities are its creator's words (111.4) and a basic land has no triggered ability (305.6)."""
    new = [o.name for o in gone if o.text is None and o.known and not o.has_type("token") and not o.has_type("basic")
           and o.name not in state.unread_left]
    if not new:
        return
    before = _unread_said(state)
    state.unread_left.extend(dict.fromkeys(new))
    said = _unread_said(state)
    if before in state.warnings:  # one warning names them all, as they leave
        state.warnings[state.warnings.index(before)] = said
    else:
        state.warnings.append(said)


def _unread_said(state: State) -> str:
    names = state.unread_left
    return t("apnap.warning.left_text_unknown", state.lang, names=", ".join(names), n=len(names))


def enters(state: State, entered: GameObject, controller: str, step: StepResult) -> None:
    """603.6a: enters-the-battlefield abilities look at the battlefield after the event (the object itself too);
    an Aura entering with nothing chosen to enchant is said (303.4f, aura_entry.py)."""
    aura_entry.entered(state, entered, controller, step)
    fire(state, [Event("enters", entered, controller, to_zone="battlefield")], _on_battlefield(state), step, "603.6a")


def became_monstrous(state: State, obj: GameObject, controller: str, step: StepResult) -> None:
    """701.37a: the permanent became monstrous ("When this creature becomes monstrous, …" triggers, 603.2)."""
    fire(state, [Event("monstrous", obj, controller)], _on_battlefield(state), step, "603.2")


def simple(state: State, kind: str, actor: str, cause: str | None, step: StepResult) -> None:
    """A player's own event: draws, life lost or gained ("whenever a player / an opponent / you …")."""
    fire(state, [Event(kind, player=actor, cause=cause or actor)], _on_battlefield(state), step, "603.2c")


def discarded(state: State, player: str, objects: list[GameObject], step: StepResult) -> None:
    """Each card discarded is one discard (701.9a) and one card put into a graveyard from a hand; the cards one
    player discards at once are one event for "one or more cards" (603.2c)."""
    events: list[Event] = []
    for o in objects:
        events.append(Event("discards", o, player, player=player, from_zone="hand", to_zone="graveyard", cause=o.name))
        if _zone_now(state, o) == "graveyard":
            events.append(Event("to_graveyard", o, player, from_zone="hand", to_zone="graveyard", cause=o.name))
    fire(state, events, _on_battlefield(state), step, "603.2c")


def milled(state: State, player: str, objects: list[GameObject], step: StepResult) -> None:
    """Cards put into a graveyard from a library, at once (701.17a)."""
    events = [Event("to_graveyard", o, player, from_zone="library", to_zone="graveyard", cause=o.name)
              for o in objects]
    fire(state, events, _on_battlefield(state), step, "603.2")


def damaged(state: State, dealt: Seen, players: list[str], source: GameObject | None, step: StepResult) -> None:
    """Damage dealt by one source at once (120.3): each creature or player dealt it, and the source dealing it
    (when the board shows the source). Remembers who dealt damage to whom this turn (for "a creature dealt damage
    by this creature this turn dies")."""
    events: list[Event] = []
    holder = _controller_of(state, source)
    for obj, obj_holder in dealt:
        events.append(Event("dealt_damage", obj, obj_holder))
        if source is not None:
            state.damaged_by.setdefault(obj.uid, set()).add(source.uid)
            events.append(Event("deals_damage", source, holder, dealt_to=obj, cause=obj.name))
    for name in players:
        events.append(Event("dealt_damage", player=name, cause=name))
        if source is not None:
            events.append(Event("deals_damage", source, holder, player=name, cause=name))
    fire(state, events, _on_battlefield(state), step, "603.2")


def _controller_of(state: State, obj: GameObject | None) -> str | None:
    for p in state.game.players if obj is not None else ():
        if any(o is obj for o in p.battlefield):
            return p.name
    return None


def upkeep(state: State) -> None:
    """503.1a: abilities that trigger at the beginning of the (active player's) upkeep."""
    for p in state.game.players:
        for source in p.battlefield:
            for trig in source.triggers:
                if trig.event == "upkeep" and (watch(trig).player == "any" or p.name == state.game.active):
                    record(state, source, p.name, trig, None)
    state.cite("503.1a")


def _may_watch(state: State, pattern: TriggerPattern, action: str, actor: str, controller: str) -> bool:
    """Whether an event nobody can name (a card of a hidden hand) could be what this pattern waits for."""
    kinds = {"sacrifice": ("sacrificed", "dies", "leaves", "to_graveyard"), "discard": ("discards", "to_graveyard"),
             "mill": ("to_graveyard",), "put": ("enters",)}
    if pattern.kind not in kinds.get(action, ()):
        return False
    if pattern.kind == "to_graveyard" and action == "mill" and pattern.zone == "battlefield":
        return False  # "from the battlefield" only
    return pattern.source != "only" and _player_ok(state, pattern.player, actor, controller)


def unseen(state: State, action: str, actor: str, what: str) -> None:
    """Quick mode: a discard or a sacrifice from a zone nobody described ("a card of Carol's choice") names no
    object, so nothing is recorded for it; what watches for such an event is named in ``warnings`` instead of
    being silently left out (603.2)."""
    sources: list[str] = []
    for p in state.game.players:
        for source in p.battlefield:
            for trig in source.triggers:
                if _may_watch(state, watch(trig), action, actor, p.name) and source.name not in sources:
                    sources.append(source.name)
    if sources:
        state.warnings.append(t(f"apnap.warning.unseen_triggers_{action}", state.lang, player=actor, what=what,
                                sources=", ".join(sources)))
