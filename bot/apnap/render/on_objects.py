"""Renderers of the steps on objects: picks from a zone, "the rest", everything matching, the source, a target."""

from __future__ import annotations

from dataclasses import replace

from ..grammar.spanish_terms import counter_es
from ..plan import (
    AttachToCreated,
    AttachToTarget,
    CardFromGraveyard,
    Choose,
    Create,
    DestroyAll,
    DestroyMostVoted,
    DestroyTarget,
    Discard,
    DiscardRest,
    ExileAll,
    ExileFromHand,
    ExileMostVoted,
    ExileRest,
    ExileSource,
    ExileTarget,
    ExileTargetCard,
    ExileZone,
    GainControlAll,
    GainControlPerVoter,
    GainControlTarget,
    LibraryTarget,
    PutAll,
    PutCounters,
    PutFromHand,
    PutTargetFromGraveyard,
    PutThisWay,
    ReturnAll,
    ReturnFromGraveyard,
    ReturnSource,
    ReturnTarget,
    ReturnToHand,
    RevealFromHand,
    Sacrifice,
    SacrificeRest,
    SacrificeSource,
    Search,
    Shuffle,
    SourceCardFromGraveyard,
    TapAll,
    TargetCardFromGraveyard,
    UntapAll,
)
from ..plan import amounts as a
from ..plan.steps import MassMove
from .amounts import number, per_each, reference
from .common import accepted_lead, act, act_on_it, person_of, picks, quoted
from .es_tokens import es_token
from .nouns import ES_KEYWORDS, a_target, all_of, counted_target, each, feminine, it_or, objects, that_object
from .registry import Clause, renders
from .words import PAST, Words

_ZONES = {"hand": ("hand", "mano"), "graveyard": ("graveyard", "cementerio"), "library": ("library", "biblioteca")}


def _zone(w: Words, zone: str, person: str) -> str:
    """"their graveyard", "your hand", "su cementerio"."""
    return f"{w.their(person)} {w.pick(*_ZONES.get(zone, (zone, zone)))}"


def _from(w: Words, zone: str, person: str) -> str:
    return w.pick(" from ", " de ") + _zone(w, zone, person)


@renders(Sacrifice)
def _sacrifice(step: Sacrifice, w: Words) -> Clause:
    return act(step, w, "sacrifice", picks(w, step.picks, person=person_of(step, w)))


@renders(Discard)
def _discard(step: Discard, w: Words) -> Clause:
    person = person_of(step, w)
    if step.whole_hand:
        return act(step, w, "discard", _zone(w, "hand", person))
    return act(step, w, "discard", picks(w, step.picks, card=True, person=person))


@renders(ExileFromHand)
def _exile_from_hand(step: ExileFromHand, w: Words) -> Clause:
    person = person_of(step, w)
    return act(step, w, "exile", picks(w, step.picks, card=True, person=person) + _from(w, "hand", person))


@renders(RevealFromHand)
def _reveal_from_hand(step: RevealFromHand, w: Words) -> Clause:
    """"Reveal X white cards from your hand", "reveals a card at random from their hand" (said after the hand)."""
    person = person_of(step, w)
    if len(step.picks) == 1 and step.picks[0].by_reference:  # "a number of cards from their hand equal to …"
        equal = w.pick(" equal to ", " igual a ") + reference(w, step.picks[0].count, person)
        return act(step, w, "reveal", w.pick("a number of cards", "una cantidad de cartas") + _from(w, "hand", person)
                   + equal)
    said = picks(w, tuple(replace(p, random=False) for p in step.picks), card=True, person=person)
    random = w.pick(" at random", " al azar") if any(p.random for p in step.picks) else ""
    return act(step, w, "reveal", said + _from(w, "hand", person) + random)


@renders(ReturnToHand)
def _return_to_hand(step: ReturnToHand, w: Words) -> Clause:
    said = picks(w, step.picks, control="own", person=person_of(step, w))
    return act(step, w, "return", said + w.pick(" to its owner's hand", " a la mano de su propietario"))


def _destination(w: Words, to: str | None, person: str, under_you: bool = False) -> str:
    if to == "battlefield":
        under = w.pick(" under your control", " bajo tu control") if under_you else ""
        return w.pick(" to the battlefield", " al campo de batalla") + under
    if to == "library_top":
        return w.pick(f" on top of {w.their(person)} library", f" en la parte superior de {w.their(person)} biblioteca")
    return w.pick(" to ", " a ") + _zone(w, "hand", person)


@renders(ReturnFromGraveyard)
def _return_from_graveyard(step: ReturnFromGraveyard, w: Words) -> Clause:
    person = person_of(step, w)
    lead = ""
    items = step.picks
    if items and isinstance(items[0].count, a.Accepted):
        count, lead = accepted_lead(w, items[0].count)
        items = (type(items[0])(count, items[0].filter, items[0].up_to, items[0].random), *items[1:])
    said = picks(w, items, card=True, person=person) + _from(w, "graveyard", person)
    tapped = w.pick(" tapped", " girada") if step.tapped else ""
    if step.action == "put" and step.to == "battlefield":  # "puts a creature card from their graveyard onto …"
        return act(step, w, "put", said + w.pick(" onto the battlefield", " en el campo de batalla") + tapped, lead)
    return act(step, w, "return", said + _destination(w, step.to, person) + tapped, lead)


@renders(Search)
def _search(step: Search, w: Words) -> Clause:
    """"searches their library for a basic land card, puts it into their hand, then shuffles"."""
    person = person_of(step, w)
    found = picks(w, step.picks, card=True, person=person) + "".join(w.flush())
    many = len(step.picks) > 1 or any(p.up_to or p.count != a.Fixed(1) for p in step.picks)
    it = w.pick("them" if many else "it", "esas cartas" if many else "esa carta")
    then = "plural" if step.optional and not w.es else person  # "may search …, put it …, then shuffle"
    put = w.verb("put", then)
    them = "las" if many else "la"
    if w.es:  # "puede buscar …, ponerlas en …": after "puede" the infinitive takes the pronoun, as an imperative does
        put, it = (f"poner{them}", "") if step.optional else (f"{put}{them}", "") if put == "pon" else (
            f"{them} {put}", "")  # "ponla en tu mano" (imperative), "la pone en su mano" (a player's)
    tapped = w.pick(" tapped", " girada" if not many else " giradas") if step.tapped else ""
    reveal = f"{w.verb('reveal', then)} {it}, " if step.reveal else ""
    if w.es and step.reveal:
        reveal = f"revelar{them}, " if step.optional else f"revéla{them}, " if put.startswith("pon") else (
            f"{them} revela, ")
    if step.to == "battlefield":
        where = w.pick(f"{put} {it} onto the battlefield{tapped}", f"{put} {it} en el campo de batalla{tapped}")
    elif step.to == "library_top":
        where = w.pick(f"{put} {it} on top of {w.their(person)} library", f"{put} {it} en la parte superior")
    elif step.to == "graveyard":
        where = w.pick(f"{put} {it} into {w.their(person)} graveyard", f"{put} {it} en {w.their(person)} cementerio")
    elif step.to == "exile":
        where = w.pick(f"{w.verb('exile', then)} {it}", f"{'las' if many else 'la'} exilia")
    else:
        where = w.pick(f"{put} {it} into {w.their(person)} hand", f"{put} {it} en {w.their(person)} mano")
    shuffle = w.pick(w.verb("shuffle", then), "barajar" if step.optional else w.verb("shuffle", person))
    rest = w.pick(f"{w.their(person)} library for {found}, {reveal}{where}, then {shuffle} {w.their(person)} library",
                  f"en {w.their(person)} biblioteca {found}, {reveal}{where} y después {shuffle}")
    if not getattr(step, "shuffle", True):  # "Then shuffle your library." follows as a step of its own (608.2e)
        rest = w.pick(f"{w.their(person)} library for {found}, {reveal}{where}",
                      f"en {w.their(person)} biblioteca {found}, {reveal}{where}")
        if w.es and put.startswith("pon"):  # "…, revélala y ponla en tu mano. Luego baraja tu biblioteca." (printed)
            joined = f", {reveal.removesuffix(', ')} y " if reveal else " y "
            rest = f"en {w.their(person)} biblioteca {found}{joined}{where}"
    return act(step, w, "search", rest)


@renders(Choose)
def _choose(step: Choose, w: Words) -> Clause:
    person = person_of(step, w)
    card = step.zone != "battlefield"
    among = step.among is not None and not step.among.is_any and bool(step.picks) and step.picks[0].filter != step.among
    said = picks(w, step.picks, card=card, control=None if card or among else "own", person=person)
    if among and step.among is not None:
        said = w.pick("from among the ", "de entre los ") + objects(w, step.among, True, control="own") + " " + said
    if card:
        said += w.pick(" in ", " en ") + _zone(w, step.zone, person)
    if step.total is not None:
        prop, limit = step.total
        said += w.pick(f" with total {prop.replace('_', ' ')} {limit} or less",
                       f" con {_PROP_ES.get(prop, prop)} total de {limit} o menos")
    return act(step, w, "choose", said)


@renders(SacrificeRest, DiscardRest, ExileRest)
def _rest(step: SacrificeRest | DiscardRest | ExileRest, w: Words) -> Clause:
    lemma = "sacrifice" if isinstance(step, SacrificeRest) else "exile" if isinstance(step, ExileRest) else "discard"
    if step.everything:
        return act(step, w, lemma, all_of(w, step.objects, card=step.zone != "battlefield", control="own"))
    return act(step, w, lemma, w.pick("the rest", "el resto"))


_ZONES_OF = {"target": (" target player controls", " que controla el jugador objetivo"),
             "target_opponent": (" target opponent controls", " que controla el oponente objetivo"),
             "that_player": (" that player controls", " que controla ese jugador")}


def _mass(w: Words, step: MassMove) -> str:
    """"all creatures", "all creature cards from their graveyard", "each opponent's graveyard"."""
    person = person_of(step, w)
    card = step.zone != "battlefield"
    said = all_of(w, step.objects, card=card)
    if not card and step.zones_of is not None:  # one player's permanents only
        return said + w.pick(*_ZONES_OF[step.zones_of])
    if not card:
        return said
    if step.own_zone:
        return said + _from(w, step.zone, person)
    if step.opponents_zones:
        return said + w.pick(f" from each opponent's {step.zone}", f" del {w.zone(step.zone)} de cada oponente")
    if step.zone_of:  # "from target player's graveyard" (400.1)
        return said + w.pick(" from ", " del ") + _zone_of(w, step.zone_of, step.zone)
    return said + w.pick(f" from all {step.zone}s", f" de todos los {w.zone(step.zone)}s")


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
        return act(step, w, "exile", said + _from(w, step.zone, person_of(step, w)))
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
        said += _destination(w, step.to, person_of(step, w), step.to_you)
    if step.with_counter is not None:  # "… with an additional -1/-1 counter on it" (122.6)
        said += w.pick(f" with an additional {step.with_counter} counter on it",
                       f" con un contador {counter_es(step.with_counter)} adicional")
    return act(step, w, lemma, said)


@renders(ExileZone)
def _exile_zone(step: ExileZone, w: Words) -> Clause:
    person = person_of(step, w)
    if step.zone == "hand":
        said = w.pick("all cards", "todas las cartas") + _from(w, "hand", person)
    else:
        said = _zone(w, step.zone, person)
    return act(step, w, "exile", said + (w.pick(" face down", " boca abajo") if step.face_down else ""))


@renders(SacrificeSource)
def _sacrifice_source(step: SacrificeSource, w: Words) -> Clause:
    return act_on_it(step, w, "sacrifice", w.pick("this permanent", "este permanente"))


@renders(ExileSource)
def _exile_source(step: ExileSource, w: Words) -> Clause:
    return act_on_it(step, w, "exile", w.pick("this permanent", "este permanente"))


def _target_words(step: DestroyTarget | ExileTarget | GainControlTarget | PutTargetFromGraveyard, w: Words,
                  card: bool) -> str:
    """"target creature", or several for the one word: "two / X / up to two target creatures" (601.2c)."""
    if step.count is not None:  # with the instruction's further target words: "… and target land" (115.3)
        return w.pick(" and ", " y ").join(counted_target(w, word.objects, word.count)
                                           for word in ((step, *step.also)))
    return a_target(w, step.objects, card)


def _no_target(step: DestroyTarget | ExileTarget | GainControlTarget | PutTargetFromGraveyard, w: Words,
               lemma: str) -> Clause | None:
    """The same verbs on an object no target names: the trigger event's ("destroy that creature", 603.2), the one
    "it" names, or the permanent the source is attached to ("destroy enchanted creature", "You control enchanted
    creature": a static control change, 613.1b); None for a target."""
    if isinstance(step, GainControlTarget) and step.duration == "static":
        return Clause(w.pick("you", ""), w.pick("control ", "controlas ") + it_or(w, step, ""), "", w.flush())
    if step.event_object == "permanent" or step.pronoun or step.on_attached:
        return act_on_it(step, w, lemma, that_object(w, step.objects))
    return None


@renders(DestroyTarget, ExileTarget, GainControlTarget, PutTargetFromGraveyard)
def _target(step: DestroyTarget | ExileTarget | GainControlTarget | PutTargetFromGraveyard, w: Words) -> Clause:
    """"Destroy target creature", "For each opponent, gain control of up to one target creature that player
    controls until end of turn" (601.2c), "… put up to one target creature card from that player's graveyard
    onto the battlefield under your control"."""
    lemma = {"destroy": "destroy", "exile": "exile", "put": "put"}.get(step.action, "gain control")
    named = _no_target(step, w, lemma)
    if named is not None:
        return named
    card = isinstance(step, PutTargetFromGraveyard)
    said = _target_words(step, w, card)
    until = getattr(step, "until_source_leaves", False)
    if until and step.objects.not_source:  # "exile another target creature until …": the source is no target
        said = w.pick("another target ", "otra ") + objects(w, replace(step.objects, not_source=False), False) + \
            w.pick("", " objetivo")
    if step.up_to:
        said = w.pick("up to one ", "hasta " + ("una " if feminine(w, step.objects, card) else "un ")) + said
    yours = getattr(step, "yours", False)
    if card:
        whose = (w.pick("your", "tu") if yours else
                 w.pick("that player's", "el de ese jugador") if step.per else w.pick("a", "un"))
        said += w.pick(f" from {whose} graveyard onto the battlefield under your control",
                       f" de {'tu' if yours else 'su'} cementerio al campo de batalla bajo tu control")
    elif step.per is not None:  # "that player controls": Oracle's words for "they control" (the reading's own)
        said += w.pick(" they control", " que controla ese jugador")
    if step.per == "that_player":  # "… of their choice": that player picks the target (601.2c)
        return act(step, w, lemma, said + w.pick(" of their choice", " a su elección"))
    if step.per == "of_that_player":  # "… target permanent that player controls": the controller picks among them
        said = said.removesuffix(" they control")
        said += w.pick(" that player controls", "") if not w.es else ""
    if getattr(step, "duration", None) == "this_turn":
        said += w.pick(" until end of turn", " hasta el final del turno")
    if until:  # 610.3
        said += w.pick(" until this permanent leaves the battlefield",
                       " hasta que este permanente deje el campo de batalla")
    if step.holders_gain_power:  # each target's controller gains life equal to its power (608.2h)
        said += w.pick(" and that player gains life equal to its power",
                       " y ese jugador gana una cantidad de vidas igual a su fuerza")
    clause = act(step, w, lemma, said)
    if step.per is None or step.per == "of_that_player":
        return clause
    return replace(clause, lead=w.pick("for each opponent, ", "por cada oponente, ") + clause.lead)


@renders(AttachToTarget, AttachToCreated)
def _attach(step: AttachToTarget | AttachToCreated, w: Words) -> Clause:
    """"attach this permanent to target creature you control" / "anexa este permanente a la criatura objetivo que
    controlas"; "… to it" / "a ella" (the token just created, or the trigger's object)."""
    if isinstance(step, AttachToCreated):
        to = w.pick("it", "ella")
    elif step.event_object == "permanent":  # "… to that creature": the trigger event's object (603.2)
        to = it_or(w, step, that_object(w, step.objects))
    else:
        to = it_or(w, step, a_target(w, step.objects))
        if w.es and step.objects.control == "you":  # "la criatura objetivo que controlas" (the Spanish order)
            to = "la " + objects(w, replace(step.objects, control=None), False) + " objetivo que controlas"
    return act(step, w, "attach", w.pick("this permanent to ", "este permanente a ") + to)


@renders(ReturnTarget)
def _return_target(step: ReturnTarget, w: Words) -> Clause:
    if step.count is not None:  # "return up to two target creatures to their owners' hands" (601.2c)
        return act(step, w, "return", counted_target(w, step.objects, step.count)
                   + w.pick(" to their owners' hands", " a las manos de sus propietarios"))
    said = a_target(w, step.objects)
    return act(step, w, "return", it_or(w, step, said) + w.pick(" to its owner's hand", " a la mano de su propietario"))


@renders(LibraryTarget)
def _library_target(step: LibraryTarget, w: Words) -> Clause:
    said = a_target(w, step.objects)
    where = w.pick(" on top of its owner's library", " en la parte superior de la biblioteca de su propietario") \
        if step.end == "top" else w.pick(" on the bottom of its owner's library",
                                         " en el fondo de la biblioteca de su propietario")
    return act(step, w, "put", said + where)


@renders(ReturnSource)
def _return_source(step: ReturnSource, w: Words) -> Clause:
    return act(step, w, "return", w.pick("this permanent to its owner's hand",
                                         "este permanente a la mano de su propietario"))


@renders(SourceCardFromGraveyard, TargetCardFromGraveyard, ExileTargetCard)
def _card_from_graveyard(step: CardFromGraveyard, w: Words) -> Clause:
    """"return target creature card from your graveyard to your hand", "put target creature card from a graveyard
    onto the battlefield under your control", "return this permanent from your graveyard to the battlefield"."""
    count, up_to = getattr(step, "count", 1), getattr(step, "up_to", False)
    if step.objects is None:
        said = w.pick("this permanent", "este permanente")
    elif count > 1 or up_to:  # "up to two target creature cards" (601.2c)
        n = w.pick("one", "una") if count == 1 else w.number(count, True)  # "up to one target …"
        said = w.pick(f"{'up to ' * up_to}{n} target ", f"{'hasta ' * up_to}{n} ") + objects(
            w, step.objects, count > 1, card=True) + w.pick("", " objetivo")
    else:
        said = a_target(w, step.objects, card=True)
    if step.to == "exile":
        return act(step, w, "exile", said + (w.pick(" from a graveyard", " de un cementerio") if step.any_graveyard
                                             else w.pick(" from your graveyard", " de tu cementerio")))
    if step.any_graveyard:
        return act(step, w, "put", said + w.pick(" from a graveyard onto the battlefield under your control",
                                                 " de un cementerio al campo de batalla bajo tu control"))
    if step.to == "library_top":  # "put target creature card from your graveyard on top of your library"
        return act(step, w, "put", said + w.pick(" from your graveyard on top of your library",
                                                 " de tu cementerio en la parte superior de tu biblioteca"))
    where = w.pick(" to your hand", " a tu mano") if step.to == "hand" else w.pick(
        " to the battlefield", " al campo de batalla") + w.pick(" tapped", " girado") * step.tapped
    return act(step, w, "return", said + w.pick(" from your graveyard", " de tu cementerio") + where)


@renders(DestroyMostVoted, ExileMostVoted)
def _most_voted(step: DestroyMostVoted | ExileMostVoted, w: Words) -> Clause:
    lemma = "destroy" if isinstance(step, DestroyMostVoted) else "exile"
    return act(step, w, lemma, w.pick("each permanent with the most votes or tied for most votes",
                                      "cada permanente con la mayor cantidad de votos o empatado con la mayor "
                                      "cantidad de votos"))


@renders(GainControlPerVoter)
def _per_voter(step: GainControlPerVoter, w: Words) -> Clause:
    said = w.pick(f"of a permanent owned by each player who voted for {step.option}",
                  f"de un permanente de cada jugador que votó por {step.option}")
    return act(step, w, "gain control", said.removeprefix("of ").removeprefix("de "))


@renders(PutThisWay)
def _put_this_way(step: PutThisWay, w: Words) -> Clause:
    past = PAST.get(step.ref_action, (step.ref_action,) * 4)
    if step.to == "hand":  # "returns to their hand each card they exiled this way"
        return act(step, w, "return", w.pick(f"to their hand each card they {past[0]} this way",
                                             f"a su mano cada carta que {past[2]} de esta manera"))
    return act(step, w, "put", w.pick(f"all cards they {past[0]} this way onto the battlefield",
                                      f"en el campo de batalla todas las cartas que {past[2]} de esta manera"))


@renders(PutFromHand)
def _put_from_hand(step: PutFromHand, w: Words) -> Clause:
    person = person_of(step, w)
    said = picks(w, step.picks, card=True, person=person) + _from(w, "hand", person)
    tapped = w.pick(" tapped", " girada") if step.tapped else ""
    return act(step, w, "put", said + w.pick(" onto the battlefield", " en el campo de batalla") + tapped)


# a characteristic a total is taken of (208.1, 202.3), as printed Spanish says it ("una fuerza total de 4 o menos")
_PROP_ES = {"power": "fuerza", "toughness": "resistencia", "mana_value": "valor de maná"}


@renders(Create)
def _create(step: Create, w: Words) -> Clause:
    amount, lead = accepted_lead(w, step.amount)
    token, _, printed_with = step.token.partition(" with " if not w.es else " con ")  # the keyword is said last
    # the keywords as printed ("with trample and haste"), else those the plan holds
    keywords = [printed_with.strip()] if printed_with.strip() and not w.es else sorted(step.keywords)
    if w.es:  # "fichas de criatura Elemental roja": type, subtypes, colour (111.1, 111.4)
        token = es_token(step)
    per = per_each(w, amount, person_of(step, w)) if not isinstance(amount, (a.Fixed, a.X, a.WhereX)) else None
    if per is not None:  # "a 1/1 green Cat creature token for each untapped Forest they control"
        amount = a.Fixed(1)
        if isinstance(step.amount, a.TotalThisWay):  # "For each nonland card revealed this way, create …"
            lead, per = per + ", " + lead, None
    if isinstance(amount, a.Fixed):
        head = w.number(amount.n, feminine=True)
        if not w.es and amount.n == 1:
            head = "an" if (token if step.power is None else "x")[:1].lower() in "aeiou" else "a"
    else:
        head = number(w, amount) if isinstance(amount, (a.X, a.WhereX)) else reference(w, amount)
    many = amount != a.Fixed(1)
    pt = f"{step.power}/{step.toughness}" if step.power is not None and step.toughness is not None else ""
    size = getattr(step, "size", None)
    if size is not None:  # "an X/X … token, where X is …": its size worked out as it resolves
        pt = f"{number(w, size)}/{number(w, size) if not w.trailing else 'X'}"
        w.trailing[:] = list(dict.fromkeys(w.trailing))
    with_ = w.pick(" with ", " con ") + w.pick(" and ", " y ").join(
        kw if not w.es else ES_KEYWORDS.get(kw, kw) for kw in keywords) if keywords else ""
    if step.ability is not None:  # "… token with "This creature can't block."" (111.3)
        with_ += w.pick(" with ", " con ") + quoted(w, step.ability)
    if step.named:  # "… token named Metallic Sliver" (111.4)
        with_ = w.pick(" named ", " llamada ") + step.named + with_
    tapped = getattr(step, "tapped", False)  # "a tapped 2/2 black Zombie creature token" / "… 2/2 girada"
    if tapped and not w.es and head in ("a", "an"):
        head = "a"
    said = w.pick(f"{head} {'tapped ' if tapped else ''}{pt} {token} {'tokens' if many else 'token'}{with_}",
                  f"{head} {'fichas' if many else 'ficha'} de {token} {pt}{with_}"
                  f"{(' giradas' if many else ' girada') if tapped else ''}")
    return act(step, w, "create", " ".join(said.split()) + (" " + per if per else ""), lead)


@renders(PutCounters)
def _counters(step: PutCounters, w: Words) -> Clause:
    n, lead = accepted_lead(w, step.amount)  # "For each opponent who does, put a +1/+1 counter …"
    count = (w.number(n.n) if isinstance(n, a.Fixed) else number(w, n)) if not isinstance(n, a.Fixed) or n.n != 1 \
        else w.pick("a", "un")
    plural = n != a.Fixed(1)
    said = w.pick(f"{count} {step.kind} {'counters' if plural else 'counter'} on ",
                  f"{count} {'contadores' if plural else 'contador'} {counter_es(step.kind)} en ")
    said += each(w, step.objects)
    if step.own:  # each player's own permanents
        said += w.pick(" they control", " que controla")
    return act(step, w, "put", said, lead)


@renders(TapAll, UntapAll)
def _turn(step: TapAll | UntapAll, w: Words) -> Clause:
    said = all_of(w, step.objects) + (w.pick(" they control", " que controla") if step.own else "")
    if step.zones_of is not None:  # one player's permanents only
        said += w.pick(*_ZONES_OF[step.zones_of])
    return act(step, w, "tap" if isinstance(step, TapAll) else "untap", said)


@renders(Shuffle)
def _shuffle(step: Shuffle, w: Words) -> Clause:
    person = person_of(step, w)
    zones = [_ZONES.get(z, (z, z)) for z in step.zones]
    if not zones:  # "Then shuffle your library." (701.24a): a sentence of its own after a search
        searched = step.subject.kind == "this_way"  # "each player who searched their library this way shuffles it"
        alone = act(step, w, "shuffle", w.pick("it", "") if searched else
                    w.pick(f"{w.their(person)} library", f"{w.their(person)} biblioteca"))
        if searched and w.es:  # "… la baraja": the pronoun before the verb
            alone = replace(alone, predicate=f"la {alone.predicate}")
        return replace(alone, own_sentence=True)
    if w.es:
        said = " y ".join(f"{w.their(person)} {es}" for _, es in zones)  # "su mano y su cementerio"
        return act(step, w, "shuffle", f"{said} en {w.their(person)} biblioteca")
    said = " and ".join(f"{w.their(person)} {en}" if i == 0 else en for i, (en, _) in enumerate(zones))
    return act(step, w, "shuffle", f"{said} into {w.their(person)} library")
