"""The board's replacement and prevention statics applied to the events a resolution produces (614.1a, 615.1a,
616.1): a card sacrificed, destroyed, discarded or milled while Leyline of the Void watches an opponent's graveyard
is exiled instead; damage a Sphere of Law watches is 2 less; life an Alhammarret's Archive watches is doubled.

Why after each step and not inside every handler: a step's events are one simultaneous event (608.2e), and every
handler already says what happened in the same typed form (:class:`~..result.EventRecord`) and where each object
went; one function reads the step's new events, asks which records apply to each (the records of the permanents on
the battlefield just before it, 614.12-like: a Rest in Peace destroyed with the rest still exiles them all), and
corrects the zones, life totals and marked damage as the replaced event says. 614.5: each record applies once to an
event; 614.6: a replaced event never happened, so what triggered on it is withdrawn (a creature exiled instead of
dying does not "die"). 616.1: with several records, the affected player or the affected object's controller
chooses the order — taken from ``replacement_order`` or asked (``choice_needed``) when the orders differ in
outcome. What a record needs and the board cannot tell (a draw replaced with hidden cards, a source's colour nobody
gave, a regeneration) is refused with its words, never dropped.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import permutations
from typing import TYPE_CHECKING, Any

from bot.errors import BotError

from ..board_replacements import BoardReplacement
from ..grammar import TypeFilter
from ..grammar.replacements import CARD_OR_TOKEN
from ..model import GameObject
from ..plan.replacements import PREVENTING
from ..result import EventRecord, StepResult
from .redirecting import redirected, withdraw_damage_triggers
from .target_protection import card_source_colors
from .unpreventable import preventable

if TYPE_CHECKING:
    from .state import State

_ZONES = {"exile": "exile", "to_hand": "hand", "to_library_bottom": "library", "to_library_top": "library",
          "shuffle_into_library": "library"}
# the trigger kinds a card moved elsewhere instead never fires (614.6): it neither died nor went to a graveyard
_DIES_TRIGGERS = ("dies", "to_graveyard")
_TO_GRAVEYARD = frozenset({"mill", "discard"})  # events that put cards nobody named into their owner's graveyard
MAX_ORDERED = 4  # more records on one event than this: the order is asked, never tried out


@dataclass(slots=True)
class Before:
    """The board just before a step: whose permanents were where, which cards were already in graveyards, how many
    events and triggers there were."""

    battlefield: dict[int, tuple[GameObject, str]]
    graveyards: set[int]
    events: int
    triggers: int


def snapshot(state: State, result: StepResult) -> Before:
    return Before({o.uid: (o, p.name) for p in state.game.players for o in p.battlefield},
                  {o.uid for p in state.game.players for o in p.graveyard}, len(result.events), len(state.triggers))


def apply_moved(state: State, result: StepResult, card: GameObject, controller: str | None, seen: int) -> None:
    """A cost part the scenario's loader already paid (the source sacrificed, this card discarded): the board just
    before it had ``card`` on ``controller``'s battlefield (None: in a hand), not in a graveyard."""
    battlefield = {o.uid: (o, p.name) for p in state.game.players for o in p.battlefield}
    if controller is not None:
        battlefield[card.uid] = (card, controller)
    graveyards = {o.uid for p in state.game.players for o in p.graveyard} - {card.uid}
    apply(state, result, Before(battlefield, graveyards, 0, seen))


def active(state: State, before: Before) -> list[BoardReplacement]:
    """The records whose source was on the battlefield just before the event (a permanent's static applies while it
    is there, 611.3a), and those this effect created before the step (611.2a: they last whatever their source
    does)."""
    return [r for r in state.scenario.replacements if r.lasting or r.source.uid in before.battlefield] + \
        state.shields.created


def apply(state: State, result: StepResult, before: Before) -> None:
    """Pass the step's new events through the board's records: zones, then damage, life and draws."""
    records = active(state, before)
    if not records:
        return
    _zones(state, result, before, records)
    _entering(state, result, before, records)
    for e in list(result.events[before.events:]):
        if e.action == "damage":
            _damage(state, result, before, records, e)
        elif e.action == "gain_life":
            _gain_life(state, result, before, records, e)
        elif e.action == "draw":
            _draw(state, records, e)
        if e.extra.get("unknown") and e.action in _TO_GRAVEYARD:
            _unnamed_cards(state, records, e)


def _unnamed_cards(state: State, records: list[BoardReplacement], e: EventRecord) -> None:
    """Cards nobody named put into a graveyard (a library or hand nobody described): whether a record's kind
    matches them is not known, so a record that could move them is refused, never skipped."""
    for rec in records:
        r = rec.record
        if r.event == "to_graveyard" and (r.yard in ("", "any") or (r.yard == "yours") == (e.player == rec.controller)):
            raise _refuse(state, rec, "unknown")


# ---------------------------------------------------------------------------------------------- who it applies to
def _refuse(state: State, rec: BoardReplacement, why: str) -> BotError:
    return BotError.of("unsupported_effect", f"apnap.replace.error.{why}", field="players", lang=state.lang,
                       name=rec.source.name, text=rec.record.text)


def _kind_matches(state: State, rec: BoardReplacement, flt: TypeFilter, obj: GameObject, holder: str) -> bool:
    """Whether ``obj`` (controlled or owned by ``holder``) is of the record's kind, "you" being the record's
    controller; "another" is never its own source. A filter the board cannot decide here is refused."""
    if flt.compares or flt.counters or flt.combat is not None or flt.chosen is not None or flt.greatest:
        raise _refuse(state, rec, "unknown")
    if flt.not_source and obj.uid == rec.source.uid:
        return False
    if flt.noun == "card" and "token" in obj.types:  # "a card": a token is no card (111.1)
        return False
    if flt.noun == CARD_OR_TOKEN:  # "a card or token" (Rest in Peace): anything put there
        return True
    if (flt.colors or flt.not_colors or flt.colored is not None) and not obj.colors_known:
        raise _refuse(state, rec, "unknown")
    return replace(flt, not_source=False).matches(obj, holder, rec.controller, None)


def _player_is(state: State, rec: BoardReplacement, role: str, name: str) -> bool:
    if role == "you":
        return name == rec.controller
    if role == "opponent":
        return name in state.game.opponents(rec.controller)
    return role in ("player", "", "any", "creature_or_player", "you_or_yours") and (
        role != "you_or_yours" or name == rec.controller)


# --------------------------------------------------------------------------------------------------- the zones
def _zone_candidates(state: State, records: list[BoardReplacement], obj: GameObject, owner: str,
                     was: tuple[GameObject, str] | None) -> list[BoardReplacement]:
    out = []
    for rec in records:
        r = rec.record
        if r.event == "to_graveyard":
            if r.yard == "yours" and owner != rec.controller or r.yard == "opponents" and owner not in \
                    state.game.opponents(rec.controller):
                continue
        elif r.event == "dies":
            if was is None or not (obj.is_creature() or obj.has_type("planeswalker")):
                continue
        else:
            continue
        if r.to == "source":
            applies = obj.uid == rec.source.uid
        elif r.to == "kind" and r.to_objects is not None:
            applies = _kind_matches(state, rec, r.to_objects, obj, was[1] if was is not None else owner)
        else:  # "a creature dealt damage by …": who dealt damage this turn is not on the board
            raise _refuse(state, rec, "unknown")
        if applies:
            out.append(rec)
    return out


def _zones(state: State, result: StepResult, before: Before, records: list[BoardReplacement]) -> None:
    """Each card or token the step put into a graveyard: the record that applies first (616.1) moves it instead."""
    for p in state.game.players:
        for obj in [o for o in p.graveyard if o.uid not in before.graveyards]:
            was = before.battlefield.get(obj.uid)
            found = _zone_candidates(state, records, obj, p.name, was)
            if not found:
                continue
            chooser = was[1] if was is not None else p.name  # the affected object's controller, or its owner
            rec = _first(state, found, chooser, lambda r: r.record.modify)
            zone = _ZONES.get(rec.record.modify)
            if zone is None:  # pragma: no cover - the grammar pairs these events with zone changes only
                raise _refuse(state, rec, "unknown")
            p.zones["graveyard"] = [o for o in p.graveyard if o is not obj]
            owner = state.game.player(obj.owner)
            if rec.record.modify == "to_library_top":
                owner.zones["library"].insert(0, obj)
            else:
                owner.zones[zone].append(obj)
            if rec.record.modify == "shuffle_into_library":
                state.shuffled.add(owner.name)
            _withdraw_dies_triggers(state, before, obj)
            _mark(state, result, before, rec, obj, {"zone": rec.record.modify, "found": len(found)}, chooser)
            state.moved = [(o, z) for o, z in state.moved if o is not obj] + ([(obj, zone)] if zone == "exile" else [])
            # (400.7j: the effect finds it in the public zone it went to; a hand or library is hidden)


def _entering(state: State, result: StepResult, before: Before, records: list[BoardReplacement]) -> None:
    """614.1c: a permanent the step put onto the battlefield (a token created, a card returned or put there) that a
    record's kind names enters tapped; the same object, now tapped, in its zone and in the step's events."""
    watching = [r for r in records if r.record.event == "enters"]
    if not watching:
        return
    for p in state.game.players:
        for i, obj in enumerate(list(p.battlefield)):
            if obj.uid in before.battlefield or obj.tapped:
                continue
            found = [r for r in watching if r.record.to_objects is not None
                     and _kind_matches(state, r, r.record.to_objects, obj, p.name)]
            if not found:
                continue
            tapped = replace(obj, tapped=True)
            p.zones["battlefield"][i] = tapped
            for e in result.events[before.events:]:
                e.objects[:] = [tapped if o is obj else o for o in e.objects]
            _mark(state, result, before, found[0], tapped, {"tapped": True, "found": len(found)}, p.name)


def _withdraw_dies_triggers(state: State, before: Before, obj: GameObject) -> None:
    """614.6: a creature exiled (or put anywhere) instead of its graveyard never died."""
    kept = [t for i, t in enumerate(state.triggers)
            if i < before.triggers or not (any(w in t.event for w in _DIES_TRIGGERS) and t.cause == obj.name)]
    state.triggers[:] = kept


def instead_of_dying(state: State, obj: GameObject, controller: str, present: set[int]) -> BoardReplacement | None:
    """704.5f/g: a creature the state-based actions put into its owner's graveyard; the record that moves it instead
    (it is already off the battlefield), or None. ``present``: the permanents as the actions were checked (704.3:
    all at once, so a Void Maw dying with the rest still exiles them)."""
    records = [r for r in state.scenario.replacements if r.lasting or r.source.uid in present] + state.shields.created
    found = _zone_candidates(state, records, obj, obj.owner, (obj, controller))
    if not found:
        return None
    rec = _first(state, found, controller, lambda r: r.record.modify)
    zone = _ZONES.get(rec.record.modify, "exile")
    owner = state.game.player(obj.owner)
    owner.zones["library"].insert(0, obj) if rec.record.modify == "to_library_top" else owner.zones[zone].append(obj)
    if rec.record.modify == "shuffle_into_library":
        state.shuffled.add(owner.name)
    state.cite("614.1a", *(("616.1", "616.1e") if len(found) > 1 else ()))
    return rec


# ------------------------------------------------------------------------------------------ damage, life, draws
def _damage_candidates(state: State, records: list[BoardReplacement], source: GameObject | None, you: str,
                       player: str | None, obj: GameObject | None, holder: str) -> list[BoardReplacement]:
    out = []
    for rec in records:
        r = rec.record
        if r.combat or r.event not in ("deal_damage", "dealt_damage", "life_reduced"):
            continue  # a resolving effect's damage is never combat damage (510.2)
        if r.event == "life_reduced":
            if player == rec.controller:
                out.append(rec)
            continue
        if r.event == "deal_damage" and not _by_matches(state, rec, source, you):
            continue
        role, kinds = r.to, r.to_objects
        if role in ("enchanted", "equipped", "enchanted_player", "damaged_by_source", "damaged_by_enchanted"):
            raise _refuse(state, rec, "unknown")  # what it is attached to: another mechanism's
        if player is not None:
            applies = role not in ("creature", "source", "kind") and _player_is(state, rec, role, player)
        else:
            assert obj is not None
            applies = (role in ("any", "creature", "creature_or_player", "") or
                       (role == "you_or_yours" and holder == rec.controller) or
                       (role == "source" and obj.uid == rec.source.uid) or
                       (role == "target" and obj.uid in r.to_uids) or  # the object "target creature" named (115.1)
                       (role == "kind" and kinds is not None and _kind_matches(state, rec, kinds, obj, holder)))
            applies = applies and (role != "creature" or obj.is_creature())
        if applies:
            out.append(rec)
    return out


def _by_matches(state: State, rec: BoardReplacement, source: GameObject | None, you: str) -> bool:
    """Whether the damage's source (the resolving card's object, controlled by the effect's controller) is the
    record's "a red source", "a source an opponent controls", "a creature you control"; a source the board does
    not show is refused when the kind matters."""
    r = rec.record
    if r.by in ("", "any"):
        return True
    if r.by == "source":
        return source is not None and source.uid == rec.source.uid
    flt = r.by_objects
    if r.by != "kind" or flt is None:
        raise _refuse(state, rec, "unknown")
    if flt.control not in (None, "you", "opponents"):
        raise _refuse(state, rec, "unknown")
    if flt.control == "you" and you != rec.controller or flt.control == "opponents" and you not in \
            state.game.opponents(rec.controller):
        return False  # the source is controlled by the effect's controller (110.2, 112.2)
    if flt.noun == "spell" and state.scenario.source_zone != "stack":
        return False
    bare = flt.noun in ("source", "spell") and not flt.alternatives and not flt.colors and not flt.not_colors \
        and flt.colored is None and not flt.subtypes and not flt.keywords and flt.chosen is None
    if bare:
        return True
    if source is None:
        raise _refuse(state, rec, "source_unknown")
    return _kind_matches(state, rec, replace(flt, control=None, noun="card" if flt.noun == "spell" else flt.noun),
                         source, you)


def _modified(rec: BoardReplacement, n: int, life: int | None) -> int:
    r = rec.record
    amount = r.amount if r.amount is not None else 0
    if r.modify == "prevent":
        return 0 if r.amount is None else max(0, n - amount)
    if r.modify == "prevent_all_but":  # "prevent all but 1 of that damage": at most that much is dealt (615.1a)
        return min(n, amount)
    if r.modify in ("double", "triple"):
        return n * (2 if r.modify == "double" else 3)
    if r.modify == "half":
        return (n + 1) // 2 if r.round_up else n // 2
    if r.modify in ("plus", "minus"):
        return max(0, n + (amount if r.modify == "plus" else -amount))
    if r.modify == "floor" and life is not None:
        return n if life - n >= amount or life < amount else life - amount
    if r.modify == "twice":
        return n * 2
    if r.modify == "none":
        return 0
    raise BotError.of("unsupported_effect", "apnap.replace.error.unknown", field="players",
                      name=rec.source.name, text=r.text)


def damage_source(state: State) -> GameObject | None:
    """The damage's source as a record's kind needs it: the card's permanent, or (a spell, or a source the board does
    not show) the card of the type line the card database gave, its colours unknown (asked by a colour filter)."""
    found = state.source_on_battlefield()
    if found is not None or state.scenario.card is None or not state.scenario.source_types:
        return found
    colors = card_source_colors(state)  # the card database's mana cost and colour words (202.2), when it says
    return GameObject(-1, state.scenario.card, state.game.controller, state.scenario.source_types,
                      colors=colors or frozenset(), colors_known=colors is not None)


def _damage(state: State, result: StepResult, before: Before, records: list[BoardReplacement],
            e: EventRecord) -> None:
    """One damage event: to a player (objects empty) or to the creatures one player controls, each its own."""
    source, you = damage_source(state), state.game.controller
    n = e.amount or 0
    if not n:
        return

    def candidates(player: str | None, obj: GameObject | None, holder: str) -> list[BoardReplacement]:
        return preventable(state, result, _damage_candidates(state, records, source, you, player, obj, holder), obj)

    if not e.objects:
        found = candidates(e.player, None, e.player)
        if found and not redirected(state, result, before.triggers, found, e, None, candidates):
            _player_damage(state, result, before, found, e, n)
        return
    for obj in list(e.objects):
        found = candidates(None, obj, e.player)
        if not found or redirected(state, result, before.triggers, found, e, obj, candidates):
            continue
        _check_keywords(state, result, found[0])
        m = _ordered(state, found, e.player, n, None)
        if obj.is_creature():
            state.marked_damage[obj.uid] = state.marked_damage.get(obj.uid, 0) + m - n
        elif obj.has_type("planeswalker"):
            raise _refuse(state, found[0], "unknown")
        e.objects.remove(obj)
        one = EventRecord(e.player, "damage", [obj] if m else [], amount=m, extra=dict(e.extra))
        if not m:  # all of it prevented: nothing triggered on it (615.1a, 614.6)
            one.labels = [obj.name]
            withdraw_damage_triggers(state, before.triggers, obj.name)
        result.events.insert(result.events.index(e) + 1, one)
        _mark(state, result, before, found[0], obj, {"amount": n, "now": m, "found": len(found)}, e.player,
              event=one, records=found)
    if not e.objects and e in result.events:
        result.events.remove(e)


def _player_damage(state: State, result: StepResult, before: Before, found: list[BoardReplacement], e: EventRecord,
                   n: int) -> None:
    """Damage to a player modified (prevented, doubled, …): the life total corrected, and the event said so."""
    life = state.known_life(e.player)
    life = None if life is None else life + n
    m = _ordered(state, found, e.player, n, life)
    _check_keywords(state, result, found[0])
    state.change_life(e.player, n - m, result)
    e.amount = m
    if "life" in e.extra:
        e.extra["life"] = state.known_life(e.player)
    if m == 0:  # all of it prevented: no damage was dealt (615.1a, 120.8), nothing triggered on it
        withdraw_damage_triggers(state, before.triggers, e.player)
        e.extra["no_event"] = True
    _mark(state, result, before, found[0], None, {"amount": n, "now": m, "found": len(found)}, e.player,
          event=e, records=found)


def _check_keywords(state: State, result: StepResult, rec: BoardReplacement) -> None:
    """Lifelink and deathtouch were worked out from the damage before it was modified: refused, not left wrong."""
    if "702.15b" in result.citations or "702.2b" in result.citations:
        raise _refuse(state, rec, "keywords")


def _gain_life(state: State, result: StepResult, before: Before, records: list[BoardReplacement],
               e: EventRecord) -> None:
    n = e.amount or 0
    found = [r for r in records if r.record.event == "gain_life" and _player_is(state, r, r.record.to, e.player)]
    if not n or not found:
        return
    if any(r.record.modify == "draw" for r in found):  # "draw that many cards instead": cards nobody shows
        raise _refuse(state, next(r for r in found if r.record.modify == "draw"), "draw")
    m = _ordered(state, found, e.player, n, None)
    state.change_life(e.player, m - n, result)
    e.amount = m
    if "life" in e.extra:
        e.extra["life"] = state.known_life(e.player)
    if m == 0:  # "gains no life": no event at all (614.6, 119.10), said by the replacement's own line
        _withdraw(state, before, "gain", e.player)
        e.extra["no_event"] = True
    _mark(state, result, before, found[0], None, {"amount": n, "now": m, "found": len(found)}, e.player, event=e,
          records=found)


def _draw(state: State, records: list[BoardReplacement], e: EventRecord) -> None:
    """A draw replaced ("If you would draw a card, … instead") needs the cards in a hidden order and what each
    instead does: refused, naming the record."""
    for rec in records:
        if rec.record.event == "draw" and _player_is(state, rec, rec.record.to, e.player) and (e.amount or 0) != 0:
            raise _refuse(state, rec, "draw")


def _withdraw(state: State, before: Before, word: str, player: str) -> None:
    """614.6: the replaced event never happened: what triggered on it (life lost, life gained) is withdrawn."""
    state.triggers[:] = [t for i, t in enumerate(state.triggers)
                         if i < before.triggers or not (word in t.event and t.cause == player)]


# ------------------------------------------------------------------------------------------------ the order
def _ordered(state: State, found: list[BoardReplacement], chooser: str, n: int, life: int | None) -> int:
    """616.1: the affected player chooses the order; each record once (614.5). Orders with the same outcome need
    no answer; differing ones take ``replacement_order`` or are asked."""
    if len(found) == 1:
        return _modified(found[0], n, life)
    outcomes = {order: _fold(order, n, life) for order in permutations(found[:MAX_ORDERED])}
    if len(found) <= MAX_ORDERED and len(set(outcomes.values())) == 1:
        return next(iter(outcomes.values()))
    order = _given_order(state, found, chooser)
    found[:] = list(order)
    return _fold(tuple(order), n, life)


def _fold(order: tuple[BoardReplacement, ...], n: int, life: int | None) -> int:
    for rec in order:
        n = _modified(rec, n, life)
    return n


def _first(state: State, found: list[BoardReplacement], chooser: str, outcome: Any) -> BoardReplacement:
    """The record applied first (616.1): the only one, any of those with the same outcome, or the chosen one."""
    if len({outcome(r) for r in found}) == 1:
        return found[0]
    return _given_order(state, found, chooser)[0]


def _given_order(state: State, found: list[BoardReplacement], chooser: str) -> list[BoardReplacement]:
    given = state.scenario.replacement_order
    names = [r.source.name for r in found]
    if given is None:
        raise BotError.of("choice_needed", "apnap.replace.error.order_needed", field="replacement_order",
                          lang=state.lang, player=chooser, names=", ".join(names),
                          suggestions=[f"replacement_order: [{', '.join(names)}]",
                                       f"replacement_order: [{', '.join(reversed(names))}]"])
    rank = {n.casefold(): i for i, n in enumerate(given)}
    return sorted(found, key=lambda r: rank.get(r.source.name.casefold(), len(rank)))


# -------------------------------------------------------------------------------------------- the report
def _mark(state: State, result: StepResult, before: Before, rec: BoardReplacement, obj: GameObject | None,
          what: dict[str, Any], chooser: str, event: EventRecord | None = None,
          records: list[BoardReplacement] | None = None) -> None:
    """The replaced event names each record applied, its source and rule (614.1a / 615.1a; 616.1 with several)."""
    applied = records if records is not None and what.get("now") is not None and len(records) > 1 else [rec]
    rules = ["615.1a" if r.record.modify in PREVENTING else "614.1d" if r.record.event == "enters" else "614.1a"
             for r in applied]
    entry: dict[str, Any] = {"sources": [r.source.name for r in applied],
                             "controllers": [r.controller for r in applied],
                             "texts": [r.record.text for r in applied], "rules": list(dict.fromkeys(rules)),
                             "event": applied[0].record.event, "modify": [r.record.modify for r in applied], **what}
    if obj is not None:
        entry["object"] = obj.name
    if what.get("found", 1) > 1 and not what.get("tapped"):  # several "enter tapped": one outcome, nothing chosen
        entry["chosen_by"] = chooser
        entry["rules"] += ["616.1", "616.1e"]  # none of the board's is a self-replacement, control or copy effect
    entry.pop("found", None)
    targets = [event] if event is not None else [
        e for e in result.events[before.events:] if obj is not None and any(o is obj for o in e.objects)]
    for e in targets:
        e.extra.setdefault("replaced", []).append(entry)
    state.cite(*entry["rules"], step=result)
    if what.get("zone") is not None and applied[0].record.event == "dies":
        state.cite("700.4", "614.6", step=result)
    if what.get("now") == 0:
        state.cite("614.6", step=result)


__all__ = ["Before", "apply", "apply_moved", "damage_source", "instead_of_dying", "snapshot"]
