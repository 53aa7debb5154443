"""Renderers of the top of a library and what follows it (``plan/library.py``): reveal or look at the top cards
(701.20), put the revealed cards somewhere, a hand put under the library, an instruction unless a player pays, and
exile from the battlefield or a graveyard."""

from __future__ import annotations

from typing import Any

from ..plan import (
    ExileFromBattlefield,
    ExileFromGraveyard,
    ExileHandOrPermanent,
    HandToBottom,
    MoveRevealed,
    RevealTop,
    UnlessPaid,
)
from .common import act, of_graveyard, person_of, pick, picks, subject_of
from .nouns import (
    counted,
)
from .registry import Clause, renders
from .words import Words
from .zones import from_zone


# ------------------------------------------------------------------------------------ the top of a library
@renders(RevealTop)
def _reveal_top(step: Any, w: Words) -> Clause:
    from ..plan import amounts as a
    from .on_players import cards, top_es

    person = person_of(step, w)
    lemma = "look" if step.look else "reveal"
    if getattr(step, "by_controller", False):  # "… of target opponent's library": the controller looks (701.20e)
        return _of_another(step, w, lemma)
    if step.again:  # "if it shares a creature type with this permanent, you may reveal it" (kinship)
        clause = act(step, w, lemma, w.pick("it", "esa carta"))
        if getattr(step, "if_shares_type", False):
            return Clause(clause.subject or w.pick("you", ""), clause.predicate,
                          w.pick("if it shares a creature type with this permanent, ",
                                 "si comparte un tipo de criatura con este permanente, "), clause.trailing)
        return clause
    if step.until is not None:
        until = counted(w, 1, step.until, card=True)
        return act(step, w, lemma, w.pick(f"cards from the top of {w.their(person)} library until they reveal {until}",
                                          f"cartas de la parte superior de su biblioteca hasta mostrar {until}"))
    if step.amount == a.Fixed(1):
        top = w.pick(f"the top card of {w.their(person)} library", f"la primera carta de {w.their(person)} biblioteca")
    else:
        top = w.pick(f"the top {cards(w, step.amount, person)} of {w.their(person)} library",
                     f"{top_es(cards(w, step.amount, person))} de {w.their(person)} biblioteca")
    return act(step, w, lemma, (w.pick("at ", "") if step.look else "") + top)


def _as_yours(step: Any) -> Any:
    """The step said as the controller's own instruction ("you may put …"): the controller who looked acts."""
    from dataclasses import replace

    from ..grammar import Subject

    return replace(step, subject=Subject("you"), by_controller=False)


def _of_another(step: Any, w: Words, lemma: str) -> Clause:
    """"Look at the top three cards of target opponent's library" / "Mira las primeras tres cartas de la biblioteca
    del oponente objetivo": the controller's instruction on the library of the step's player (its owner)."""
    from dataclasses import replace

    from ..grammar import Subject
    from ..plan import amounts as a
    from .on_players import cards, top_es

    owner = subject_of(w, step.subject)[0]
    yours = replace(step, subject=Subject("you"))
    n = w.pick("the top card", "la primera carta") if step.amount == a.Fixed(1) else \
        w.pick(f"the top {cards(w, step.amount, 'you')}", top_es(cards(w, step.amount, 'you')))
    whose = w.pick(f"{owner}'s library", f"la biblioteca de {owner}".replace(" de el ", " del "))
    at = "at " if lemma == "look" else ""  # "reveal the top card of target opponent's library" (701.20a)
    return act(yours, w, lemma, w.pick(f"{at}{n} of {whose}", f"{n} de {whose}"))


@renders(MoveRevealed)
def _move_revealed(step: Any, w: Words) -> Clause:
    if getattr(step, "by_controller", False) and step.to == "library_bottom":  # after a look at another's library
        what = w.pick("that card", "esa carta") if getattr(step, "one", True) else w.pick("those cards", "esas cartas")
        return act(_as_yours(step), w, "put", what + w.pick(" on the bottom of that player's library",
                                                            " en el fondo de la biblioteca de ese jugador"))
    if getattr(step, "by_controller", False):  # "then put them back in any order": the controller who looked
        from dataclasses import replace

        from ..grammar import Subject

        step = replace(step, subject=Subject("you"), by_controller=False)
    person = person_of(step, w)
    where = {"hand": w.pick(f"into {w.their(person)} hand", f"en {w.their(person)} mano"),
             "graveyard": w.pick(f"into {w.their(person)} graveyard", f"en {w.their(person)} cementerio"),
             "battlefield": w.pick("onto the battlefield", "en el campo de batalla")
             + (w.pick(" tapped", " girada") if getattr(step, "tapped", False) else ""),
             "library_bottom": w.pick(f"on the bottom of {w.their(person)} library",
                                      f"en el fondo de {w.their(person)} biblioteca")
             + (w.pick(" in any order", " en cualquier orden") if getattr(step, "any_order", False) else ""),
             "library_top": w.pick("back in any order", "de nuevo en cualquier orden")}.get(step.to, step.to)
    what = w.pick("the revealed cards", "las cartas mostradas") if step.everyone else \
        w.pick("that card", "esa carta") if getattr(step, "one", True) else w.pick("those cards", "esas cartas")
    if step.to == "library_top" and not step.everyone and getattr(step, "one", False):  # "put the card on top of
        where = w.pick(f"on top of {w.their(person)} library",  # it" after a shuffle, "… of its owner's library"
                       f"en la parte superior de {w.their(person)} biblioteca")
    elif step.to == "library_top" and not step.everyone:  # "then put them back in any order" (401.4)
        what = w.pick("them", "esas cartas")
    if step.everyone:  # each card to its owner's zone (608.2c)
        where = {"graveyard": w.pick("into their owners' graveyards", "en los cementerios de sus propietarios"),
                 "hand": w.pick("into their owners' hands", "en las manos de sus propietarios")}.get(step.to, where)
    clause = act(step, w, "put", f"{what} {where}")
    if getattr(step, "only_not", None) is not None:  # "Otherwise, …" after "If it's a creature card, …"
        return Clause(clause.subject, clause.predicate, w.pick("otherwise, ", "de lo contrario, "), clause.trailing,
                      clause.after_and)
    if step.only is not None:
        kind = counted(w, 1, step.only, card=True)
        return Clause(clause.subject, clause.predicate, w.pick(f"if it's {kind}, ", f"si es {kind}, "),
                      clause.trailing, clause.after_and)
    return clause


@renders(HandToBottom)
def _hand_to_bottom(step: Any, w: Words) -> Clause:
    their = w.their(person_of(step, w))
    return act(step, w, "put", w.pick(
        f"the cards in {their} hand on the bottom of {their} library in any order",
        f"las cartas de {their} mano en el fondo de {their} biblioteca en cualquier orden"))


@renders(UnlessPaid)
def _unless_paid(step: Any, w: Words) -> Clause:
    from .on_players import alternative
    from .registry import renderer_for

    penalty = renderer_for(step.penalty)(step.penalty, w)
    escape = w.pick(" or ", " o ").join(alternative(w, alt) for alt in step.alternatives)
    if not w.es:  # "… unless they pay 2 life", as these cards say it (and read back the same)
        escape = " ".join(word.removesuffix("s") if word in ("pays", "sacrifices", "discards", "puts") else word
                          for word in escape.split(" "))
    return Clause(penalty.subject, penalty.predicate + w.pick(" unless they ", " a menos que ") + escape,
                  penalty.lead, penalty.trailing)


@renders(ExileFromBattlefield)
def _exile_from_battlefield(step: Any, w: Words) -> Clause:
    return act(step, w, "exile", picks(w, step.picks, control="own", person=person_of(step, w)))


@renders(ExileHandOrPermanent)
def _exile_hand_or_permanent(step: Any, w: Words) -> Clause:
    """"exiles a card from their hand or a permanent they control" / "exilia una carta de su mano o un permanente que
    controle": one choice among both (engine/act_hand_or_permanent.py)."""
    person = person_of(step, w)
    card, permanent = step.picks
    if step.and_or:  # "exiles X permanents they control and/or cards from their hand": both zones, any mix
        return act(step, w, "exile", pick(w, permanent, control="own", person=person) + w.pick(" and/or ", " y/o ")
                   + w.pick("cards", "cartas") + from_zone(w, "hand", person))
    return act(step, w, "exile", pick(w, card, card=True, person=person) + from_zone(w, "hand", person)
               + w.pick(" or ", " o ") + pick(w, permanent, control="own", person=person))


@renders(ExileFromGraveyard)
def _exile_from_graveyard(step: Any, w: Words) -> Clause:
    person = person_of(step, w)
    return act(step, w, "exile", picks(w, step.picks, card=True, person=person) + of_graveyard(w, step.picks, person))
