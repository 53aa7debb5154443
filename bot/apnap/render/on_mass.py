"""Renderers of the steps on everything matching: "destroy all creatures", "exile each opponent's graveyard",
"return all creature cards from their graveyard to the battlefield", "tap all creatures target player controls".
"""

from __future__ import annotations

from dataclasses import replace

from ..grammar.spanish_terms import counter_es
from ..plan import (
    DestroyAll,
    ExileAll,
    ExileZone,
    GainControlAll,
    PutAll,
    ReturnAll,
    TapAll,
    UntapAll,
)
from ..plan.steps import MassMove
from .common import act, person_of
from .nouns import all_of, defined_compares, each, objects
from .registry import Clause, renders
from .words import Words
from .zones import destination, from_zone, their_zone

_ZONES_OF = {"target": (" target player controls", " que controla el jugador objetivo"),
             "target_opponent": (" target opponent controls", " que controla el oponente objetivo"),
             "that_player": (" that player controls", " que controla ese jugador")}


def _mass(w: Words, step: MassMove) -> str:
    """"all creatures", "all creature cards from their graveyard", "each opponent's graveyard"."""
    person = person_of(step, w)
    card = step.zone != "battlefield"
    # "all other …" after a choice: other than the chosen ones (608.2c), said as the card says it
    flt = replace(step.objects, not_source=True) if step.except_chosen else step.objects
    if not card and step.zones_of is not None:  # one player's permanents only, a compared amount said after whose
        flt, compared = defined_compares(w, flt)
        return all_of(w, flt) + w.pick(*_ZONES_OF[step.zones_of]) + compared
    said = all_of(w, flt, card=card)
    if not card:
        return said
    if step.own_zone:
        return said + from_zone(w, step.zone, person)
    if step.opponents_zones:
        return said + w.pick(f" from each opponent's {step.zone}", f" del {w.zone(step.zone)} de cada oponente")
    if step.zone_of:  # "from target player's graveyard" (400.1)
        return said + w.pick(" from ", " del ") + _zone_of(w, step.zone_of, step.zone)
    return said + w.pick(f" from all {_PLURAL_ZONES.get(step.zone, step.zone + 's')}",
                         f" de {_ES_ALL_ZONES.get(step.zone, 'todos los ' + w.zone(step.zone) + 's')}")


# "from all libraries" (English plural); printed Spanish "de todas las manos / bibliotecas" (feminine nouns)
_PLURAL_ZONES = {"library": "libraries"}
_ES_ALL_ZONES = {"hand": "todas las manos", "library": "todas las bibliotecas"}


@renders(DestroyAll)
def _destroy_all(step: DestroyAll, w: Words) -> Clause:
    clause = act(step, w, "destroy", _mass(w, step))
    if getattr(step, "no_regeneration", False):  # "They can't be regenerated." (701.19c, branch g-choices)
        regenerated = w.pick(". They can't be regenerated", ". No pueden ser regeneradas")
        return Clause(clause.subject, clause.predicate + regenerated, clause.lead, clause.trailing)
    return clause


_OWNERS = {"target": ("target player's", "del jugador objetivo"), "target_opponent": ("target opponent's",
                                                                                      "del oponente objetivo"),
           "that_player": ("that player's", "de ese jugador")}


def _zone_of(w: Words, zone_of: str, zone: str) -> str:
    """"target player's graveyard" / "cementerio del jugador objetivo": another player's zone."""
    en, es = _OWNERS[zone_of]
    return w.pick(f"{en} {zone}", f"{w.zone(zone)} {es}")


@renders(ExileAll)
def _exile_all(step: ExileAll, w: Words) -> Clause:
    if step.zone_of and step.objects.is_any:  # "Exile target player's graveyard": every card of it
        return act(step, w, "exile", w.pick("", "el ") + _zone_of(w, step.zone_of, step.zone))
    if step.opponents_zones and step.objects.is_any:
        return act(step, w, "exile", w.pick(f"each opponent's {step.zone}", f"el {w.zone(step.zone)} de cada oponente"))
    if step.optional and step.own_zone:  # "may exile any number of cards from their graveyard"
        said = w.pick("any number of ", "cualquier cantidad de ") + objects(w, step.objects, True, card=True)
        return act(step, w, "exile", said + from_zone(w, step.zone, person_of(step, w)))
    return act(step, w, "exile", _mass(w, step))


@renders(GainControlAll)
def _gain_control_all(step: GainControlAll, w: Words) -> Clause:
    return act(step, w, "gain control", _mass(w, step))


@renders(ReturnAll, PutAll)
def _move_all(step: ReturnAll | PutAll, w: Words) -> Clause:
    lemma = "return" if isinstance(step, ReturnAll) else "put"
    said = _mass(w, step)
    if step.to == "battlefield" and lemma == "put":
        said += w.pick(" onto the battlefield", " en el campo de batalla")
        said += w.pick(" under your control", " bajo tu control") if step.to_you else ""
    elif step.to == "hand" and not step.own_zone:  # each to its own owner's hand (400.7), not "your hand"
        said += w.pick(" to their owners' hands", " a las manos de sus propietarios")
    else:
        said += destination(w, step.to, person_of(step, w), step.to_you)
    if step.with_counter is not None:  # "… with an additional -1/-1 counter on it" (122.6)
        said += w.pick(f" with an additional {step.with_counter} counter on it",
                       f" con un contador {counter_es(step.with_counter)} adicional")
    return act(step, w, lemma, said)


@renders(ExileZone)
def _exile_zone(step: ExileZone, w: Words) -> Clause:
    person = person_of(step, w)
    if step.zone == "hand":
        said = w.pick("all cards", "todas las cartas") + from_zone(w, "hand", person)
    else:
        said = their_zone(w, step.zone, person)
    return act(step, w, "exile", said + (w.pick(" face down", " boca abajo") if step.face_down else ""))


@renders(TapAll, UntapAll)
def _turn(step: TapAll | UntapAll, w: Words) -> Clause:
    if step.swap:
        return _turned_over(step, w)
    flt, compared = defined_compares(w, step.objects, not step.each)
    said = (each(w, flt) if step.each else all_of(w, flt)) + (
        w.pick(" they control", " que controla") if step.own else "")
    if step.zones_of is not None:  # one player's permanents only
        said += w.pick(*_ZONES_OF[step.zones_of])
    said += compared  # after whose, as the card says it
    return act(step, w, "tap" if isinstance(step, TapAll) else "untap", said)


def _turned_over(step: TapAll | UntapAll, w: Words) -> Clause:
    """"simultaneously untaps each tapped … and taps each untapped …", "simultáneamente endereza cada … girado … y
    gira cada … enderezado …" (701.26)."""
    theirs = w.pick(" they control", " que controla") if step.own else ""
    untapping = each(w, replace(step.objects, tapped=True)) + theirs
    tapping = each(w, replace(step.objects, tapped=False)) + theirs
    clause = act(step, w, "untap", untapping)
    tap = w.verb("tap", person_of(step, w))
    return replace(clause, predicate=w.pick("simultaneously ", "simultáneamente ") + clause.predicate
                   + w.pick(" and ", " y ") + f"{tap} {tapping}", after_and="")
