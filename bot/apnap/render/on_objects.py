"""Renderers of the steps on objects: picks from a zone, "the rest", a choice, tokens, counters, the permanents a
vote decided (everything matching is ``on_mass.py``'s; one object a word names, a target or the source, is
``on_targets.py``'s)."""

from __future__ import annotations

import re
from dataclasses import replace

from ..grammar import MAX_AMOUNT
from ..grammar.spanish_terms import counter_es, keyword_es
from ..plan import (
    Choose,
    Create,
    DestroyMostVoted,
    Discard,
    DiscardRest,
    ExileFromHand,
    ExileMostVoted,
    ExileRest,
    GainControlPerVoter,
    PutCounters,
    PutFromHand,
    PutThisWay,
    ReturnFromGraveyard,
    ReturnToHand,
    RevealFromHand,
    Sacrifice,
    SacrificeRest,
    Search,
    Shuffle,
    ShuffleRest,
)
from ..plan import amounts as a
from .amounts import number, per_each, reference
from .common import accepted_lead, act, of_graveyard, person_of, picks, quoted
from .es_tokens import es_token
from .nouns import ES_KEYWORDS, all_of, each, objects
from .registry import Clause, renders
from .words import PAST, Words
from .zones import ZONES, destination, from_zone, their_zone


@renders(Sacrifice)
def _sacrifice(step: Sacrifice, w: Words) -> Clause:
    person = person_of(step, w)
    said = picks(w, step.picks, person=person)
    if step.unless_pays:  # "… unless they pay that creature's mana cost" (118.12a, 202.1; grammar/own_cost.py)
        noun = step.picks[0].filter.noun or "permanent"
        said += w.pick(f" unless {'you pay' if person == '2' else 'that player pays'} that {noun}'s mana cost",
                       f" a menos que {'pagues' if person == '2' else 'pague'} su coste de maná")
    return act(step, w, "sacrifice", said)


@renders(Discard)
def _discard(step: Discard, w: Words) -> Clause:
    person = person_of(step, w)
    if step.whole_hand:
        return act(step, w, "discard", their_zone(w, "hand", person))
    return act(step, w, "discard", picks(w, step.picks, card=True, person=person))


@renders(ExileFromHand)
def _exile_from_hand(step: ExileFromHand, w: Words) -> Clause:
    person = person_of(step, w)
    return act(step, w, "exile", picks(w, step.picks, card=True, person=person) + from_zone(w, "hand", person))


@renders(RevealFromHand)
def _reveal_from_hand(step: RevealFromHand, w: Words) -> Clause:
    """"Reveal X white cards from your hand", "reveals a card at random from their hand" (said after the hand)."""
    person = person_of(step, w)
    if len(step.picks) == 1 and step.picks[0].by_reference:  # "a number of cards from their hand equal to …"
        equal = w.pick(" equal to ", " igual a ") + reference(w, step.picks[0].count, person)
        return act(step, w, "reveal", w.pick("a number of cards", "una cantidad de cartas")
                   + from_zone(w, "hand", person) + equal)
    said = picks(w, tuple(replace(p, random=False) for p in step.picks), card=True, person=person)
    random = w.pick(" at random", " al azar") if any(p.random for p in step.picks) else ""
    where = w.pick(" in ", " de ") + their_zone(w, "hand", person) if step.in_hand else from_zone(w, "hand", person)
    return act(step, w, "reveal", said + where + random)


@renders(ReturnToHand)
def _return_to_hand(step: ReturnToHand, w: Words) -> Clause:
    said = picks(w, step.picks, control="own", person=person_of(step, w))
    if any(not (isinstance(p.count, a.Fixed) and p.count.n == 1) for p in step.picks):  # "two creatures you control"
        return act(step, w, "return", said + w.pick(" to their owners' hands", " a las manos de sus propietarios"))
    return act(step, w, "return", said + w.pick(" to its owner's hand", " a la mano de su propietario"))


@renders(ReturnFromGraveyard)
def _return_from_graveyard(step: ReturnFromGraveyard, w: Words) -> Clause:
    person = person_of(step, w)
    lead = ""
    items = step.picks
    if items and isinstance(items[0].count, a.Accepted):
        count, lead = accepted_lead(w, items[0].count)
        items = (type(items[0])(count, items[0].filter, items[0].up_to, items[0].random), *items[1:])
    tapped = w.pick(" tapped", " girada") if step.tapped else ""
    died = _died_there(w, step, person)
    if died is not None:
        return act(step, w, "return", died + tapped, lead)
    said = picks(w, items, card=True, person=person) + of_graveyard(w, items, person)
    if step.action == "put" and step.to == "battlefield":  # "puts a creature card from their graveyard onto …"
        return act(step, w, "put", said + w.pick(" onto the battlefield", " en el campo de batalla") + tapped, lead)
    return act(step, w, "return", said + destination(w, step.to, person) + tapped, lead)


def _died_there(w: Words, step: ReturnFromGraveyard, person: str) -> str | None:
    """"to the battlefield all permanent cards in your graveyard that were put there from the battlefield this turn":
    every card of the zone that died this turn (700.4), said in the card's order (the destination first)."""
    (item, *more) = step.picks or (None,)
    if more or item is None or item.up_to or not isinstance(item.count, a.Fixed) or item.count.n < MAX_AMOUNT \
            or getattr(item.filter, "this_turn", None) != "died":
        return None
    cards = all_of(w, replace(item.filter, this_turn=None), card=True)
    there = w.pick(" that were put there from the battlefield this turn",
                   " que fueron puestas allí desde el campo de batalla este turno")
    return destination(w, step.to, person).lstrip() + " " + cards + w.pick(" in ", " de ") + \
        their_zone(w, "graveyard", person) + there


@renders(Search)
def _search(step: Search, w: Words) -> Clause:
    """"searches their library for a basic land card, puts it into their hand, then shuffles"."""
    person = person_of(step, w)
    items, lead = step.picks, ""
    if items and isinstance(items[0].count, a.Accepted):  # "For each opponent who does, search your library for a
        count, lead = accepted_lead(w, items[0].count)  # land card" (one card per opponent who accepted, 608.2c)
        items = (replace(items[0], count=count), *items[1:])
    found = picks(w, items, card=True, person=person) + "".join(w.flush())
    many = len(items) > 1 or any(p.up_to or p.count != a.Fixed(1) for p in items)
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
        reveal = f"mostrar{them}, " if step.optional else f"muéstra{them}, " if put.startswith("pon") else (
            f"{them} muestra, ")
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
    if getattr(step, "shuffle_first", False):  # "…, then shuffle your library and put that card on top of it"
        that = "those cards" if many else "that card"
        rest = w.pick(f"{w.their(person)} library for {found}, {reveal}then {shuffle} {w.their(person)} library and "
                      f"{put} {that} on top of it",
                      f"en {w.their(person)} biblioteca {found}, {reveal}después {shuffle} y {where}")
    if not getattr(step, "shuffle", True):  # "Then shuffle your library." follows as a step of its own (608.2e)
        rest = w.pick(f"{w.their(person)} library for {found}, {reveal}{where}",
                      f"en {w.their(person)} biblioteca {found}, {reveal}{where}")
        if w.es and put.startswith("pon"):  # "…, muéstrala y ponla en tu mano. Luego baraja tu biblioteca." (printed)
            joined = f", {reveal.removesuffix(', ')} y " if reveal else " y "
            rest = f"en {w.their(person)} biblioteca {found}{joined}{where}"
    return act(step, w, "search", rest, lead)


# whose permanents a choice is among, as the filter's control word says it ("they control", nothing, "they don't …")
_POOL_SAID: dict[str, str | None] = {"own": "own", "any": None, "others": "not_own"}


@renders(Choose)
def _choose(step: Choose, w: Words) -> Clause:
    if step.by_controller:  # "For each player, you choose from among the permanents that player controls …"
        return _choose_for_each(step, w)
    person = person_of(step, w)
    card = step.zone != "battlefield"
    among = step.among is not None and not step.among.is_any and bool(step.picks) and step.picks[0].filter != step.among
    said = picks(w, step.picks, card=card, control=None if card or among else _POOL_SAID[step.pool], person=person)
    if step.distinct:  # "… that hasn't been chosen this way" (608.2c)
        said += w.pick(" that hasn't been chosen this way", " que no haya sido elegido de esta manera")
    if among and step.among is not None:
        said = w.pick("from among the ", "de entre los ") + objects(w, step.among, True, control="own") + " " + said
    if card:
        said += w.pick(" in ", " en ") + their_zone(w, step.zone, person)
    if step.total is not None:
        prop, limit = step.total
        said += w.pick(f" with total {prop.replace('_', ' ')} {limit} or less",
                       f" con {_PROP_ES.get(prop, prop)} total de {limit} o menos")
    return act(step, w, "choose", said)


def _choose_for_each(step: Choose, w: Words) -> Clause:
    """The controller's choice for each player, among that player's permanents (608.2d)."""
    said = picks(w, step.picks, person="you")
    return Clause(w.pick("you", ""), w.pick("choose from among the permanents that player controls ",
                                           "eliges de entre los permanentes que controla ese jugador ") + said,
                  w.pick("For each player, ", "Por cada jugador, "), w.flush())


@renders(SacrificeRest, DiscardRest, ExileRest)
def _rest(step: SacrificeRest | DiscardRest | ExileRest, w: Words) -> Clause:
    lemma = "sacrifice" if isinstance(step, SacrificeRest) else "exile" if isinstance(step, ExileRest) else "discard"
    if step.everything:
        hand = step.zone != "battlefield"  # "discards all cards with that name": their hand's, controlled by none
        return act(step, w, lemma, all_of(w, step.objects, card=hand, control=None if hand else "own"))
    if step.all_other:  # "sacrifices all other nonland permanents they control": the rest of that kind (608.2c)
        return act(step, w, lemma, all_of(w, replace(step.objects, not_source=True), control="own"))
    return act(step, w, lemma, w.pick("the rest", "el resto"))


def _owned_said(step: Shuffle, w: Words, person: str) -> str:
    """"all cards from their hand and all permanents they own into their library", as printed."""
    parts = {"hand": w.pick(f"all cards from {w.their(person)} hand", f"todas las cartas de {w.their(person)} mano"),
             "graveyard": w.pick(f"all cards from {w.their(person)} graveyard",
                                 f"todas las cartas de {w.their(person)} cementerio"),
             "owned_permanents": w.pick("all permanents they own", "todos los permanentes de los que es propietario")}
    said = w.pick(" and ", " y ").join(parts[z] for z in step.zones)
    return said + w.pick(f" into {w.their(person)} library", f" en {w.their(person)} biblioteca")


@renders(ShuffleRest)
def _shuffle_rest(step: ShuffleRest, w: Words) -> Clause:
    """"… then shuffles the rest into their library" (701.24a): the hand's cards the choice did not keep."""
    person = person_of(step, w)
    return act(step, w, "shuffle", w.pick(f"the rest into {w.their(person)} library",
                                          f"el resto en {w.their(person)} biblioteca"))


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
    said = picks(w, step.picks, card=True, person=person) + from_zone(w, "hand", person)
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
        head, per = _how_many(w, amount, per)
    many = amount != a.Fixed(1)
    pt = f"{step.power}/{step.toughness}" if step.power is not None and step.toughness is not None else ""
    size = getattr(step, "size", None)
    if size is not None:  # "an X/X … token, where X is …": its size worked out as it resolves
        pt = f"{number(w, size)}/{number(w, size) if not w.trailing else 'X'}"
        w.trailing[:] = list(dict.fromkeys(w.trailing))
    with_ = w.pick(" with ", " con ") + w.pick(" and ", " y ").join(
        kw if not w.es else ES_KEYWORDS.get(kw) or keyword_es(kw) for kw in keywords) if keywords else ""
    if step.ability is not None:  # "… token with "This creature can't block."" (111.3); "… with haste and "…""
        with_ += (w.pick(" and ", " y ") if with_ else w.pick(" with ", " con ")) + quoted(w, step.ability)
    if step.named and step.ability is not None and not w.es:  # "… named Lightning Rager. It has trample, haste,
        with_ = f" named {step.named}. It has {_has_list([*_printed_order(keywords), quoted(w, step.ability)])}"
        # and "…"": a named token's abilities as Oracle prints them, in a sentence of their own (111.4)
    elif step.named:  # "… token named Metallic Sliver" (111.4)
        with_ = w.pick(" named ", " llamada ") + step.named + with_
    tapped = getattr(step, "tapped", False)  # "a tapped 2/2 black Zombie creature token" / "… 2/2 girada"
    attacking = getattr(step, "attacking", False)  # "… that's tapped and attacking" (508.4), said after it
    with_ += attacking_words(w, tapped, many) if attacking else ""
    tapped = tapped and not attacking
    if tapped and not w.es and head in ("a", "an"):
        head = "a"
    if token.startswith("legendary ") and not w.es:  # "a legendary 2/1 red Monkey creature token" (205.4a)
        token, pt = token.removeprefix("legendary "), f"legendary {pt}".strip()
    said = w.pick(f"{head} {'tapped ' if tapped else ''}{pt} {token} {'tokens' if many else 'token'}{with_}",
                  f"{head} {'fichas' if many else 'ficha'} de {token} {pt}{with_}"
                  f"{(' giradas' if many else ' girada') if tapped else ''}")
    return act(step, w, "create", " ".join(said.split()) + (" " + per if per else ""), lead)


def _printed_order(keywords: list[str]) -> list[str]:
    """The keywords one by one, in the order printed ("trample and haste" → trample, haste)."""
    return [k for kw in keywords for k in re.split(r",\s*(?:and\s+)?|\s+and\s+", kw) if k]


def _has_list(parts: list[str]) -> str:
    """"trample", "trample and haste", "trample, haste, and "…"": an English list as Oracle writes one."""
    if len(parts) < 3:
        return " and ".join(parts)
    return ", ".join(parts[:-1]) + ", and " + parts[-1]


def _how_many(w: Words, amount: a.Amount, per: str | None) -> tuple[str, str | None]:
    """The tokens' number said before them ("X", "that many") or, for an amount the card defines, "a number of …"
    with "equal to …" after them (608.2h), as printed."""
    if isinstance(amount, (a.X, a.WhereX)):
        return number(w, amount), per
    head = reference(w, amount)
    if head.startswith(("that many", "esa cantidad")):  # "creates that many … tokens"
        return (head + " de" if head == "esa cantidad" else head), per  # "esa cantidad de fichas" (judge 41es)
    return w.pick("a number of", "una cantidad de"), w.pick("equal to ", "igual a ") + head


def attacking_words(w: Words, tapped: bool, many: bool) -> str:
    """"that's tapped and attacking" / "que está girada y atacando" (508.4), as each language prints it."""
    en = f" {'that are' if many else 'that’s'} {'tapped and ' if tapped else ''}attacking".replace("’", "'")
    es = f" que {'están' if many else 'está'} {('giradas y ' if many else 'girada y ') if tapped else ''}atacando"
    return w.pick(en, es)


@renders(PutCounters)
def _counters(step: PutCounters, w: Words) -> Clause:
    n, lead = accepted_lead(w, step.amount)  # "For each opponent who does, put a +1/+1 counter …"
    count = (w.number(n.n) if isinstance(n, a.Fixed) else number(w, n)) if not isinstance(n, a.Fixed) or n.n != 1 \
        else w.pick("a", "un")
    plural = n != a.Fixed(1)
    said = w.pick(f"{count} {step.kind} {'counters' if plural else 'counter'} on ",
                  f"{count} {'contadores' if plural else 'contador'} {counter_es(step.kind)} sobre ")
    said += each(w, step.objects)
    if step.own:  # each player's own permanents
        said += w.pick(" they control", " que controla")
    return act(step, w, "put", said, lead)


@renders(Shuffle)
def _shuffle(step: Shuffle, w: Words) -> Clause:
    person = person_of(step, w)
    zones = [ZONES.get(z, (z, z)) for z in step.zones]
    if not zones:  # "Then shuffle your library." (701.24a): a sentence of its own after a search
        searched = step.subject.kind == "this_way"  # "each player who searched their library this way shuffles it"
        alone = act(step, w, "shuffle", w.pick("it", "") if searched else
                    w.pick(f"{w.their(person)} library", f"{w.their(person)} biblioteca"),
                    "then " if searched and not w.es else "")  # "Then each player who searched …", as printed
        if searched and w.es:  # "… la baraja": the pronoun before the verb
            alone = replace(alone, predicate=f"la {alone.predicate}")
        return replace(alone, own_sentence=True)
    if "owned_permanents" in step.zones:  # "all cards from their hand and all permanents they own" (108.3)
        return act(step, w, "shuffle", _owned_said(step, w, person))
    if w.es:
        said = " y ".join(f"{w.their(person)} {es}" for _, es in zones)  # "su mano y su cementerio"
        return act(step, w, "shuffle", f"{said} en {w.their(person)} biblioteca")
    said = " and ".join(f"{w.their(person)} {en}" if i == 0 else en for i, (en, _) in enumerate(zones))
    return act(step, w, "shuffle", f"{said} into {w.their(person)} library")
