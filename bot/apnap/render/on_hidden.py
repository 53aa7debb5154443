"""Renderers of the hidden-hand steps (plan/hidden.py): a hand revealed or looked at, a card chosen from it, and
"that card" moved, as Oracle text says them ("Target player reveals their hand. You choose a nonland card from
it. That player discards that card.", "Look at target player's hand.")."""

from __future__ import annotations

from dataclasses import replace

from ..grammar.specs import MAX_AMOUNT
from ..ordinals import nth_from_top
from ..plan import (
    ChooseFromHand,
    HandToLibraryTop,
    MoveChosen,
    MoveRest,
    PickShown,
    PlayPermission,
    RevealHand,
)
from ..plan import amounts as a
from .common import act, person_of, pick, picks, subject_of
from .registry import Clause, renders
from .words import Words

_EN_NUMBERS = ("one", "two", "three", "four", "five")
_ES_NUMBERS = ("una", "dos", "tres", "cuatro", "cinco")
# Whose hand a look names ("look at target player's hand"): the step's players are the hand's owners.
_WHOSE = {"target_player": ("target player's", "del jugador objetivo"),
          "target_opponent": ("target opponent's", "del oponente objetivo"),
          "that_player": ("that player's", "de ese jugador"),
          "each_opponent": ("each opponent's", "de cada oponente"),
          "defending_player": ("defending player's", "del jugador defensor")}


@renders(RevealHand)
def _reveal_hand(step: RevealHand, w: Words) -> Clause:
    if step.look:  # the controller looks (701.20e): an instruction to the controller, naming whose hand
        en, es = _WHOSE.get(step.subject.kind, (step.subject.kind, step.subject.kind))
        if step.optional:  # "you may look at defending player's hand": the looker's "may" (looked_hands.py)
            return Clause(w.pick("you", ""), w.pick(f"may look at {en} hand", f"puedes mirar la mano {es}"),
                          after_and=w.pick(f"you may look at {en} hand", f"puedes mirar la mano {es}"))
        return Clause("", w.pick(f"look at {en} hand", f"mira la mano {es}"),
                      after_and=w.pick(f"you look at {en} hand", f"miras la mano {es}"))
    return act(step, w, "reveal", w.pick(f"{w.their(person_of(step, w))} hand", f"{w.their(person_of(step, w))} mano"))


@renders(ChooseFromHand)
def _choose_from_hand(step: ChooseFromHand, w: Words) -> Clause:
    said = pick(w, step.pick, card=True)
    n = step.pick.count
    if step.revealed and isinstance(n, a.Fixed) and 0 < n.n <= len(_EN_NUMBERS):  # "you choose one of them"
        them = w.pick(f"{_EN_NUMBERS[n.n - 1]} of them", f"{_ES_NUMBERS[n.n - 1]} de ellas")
        return Clause(w.pick("you", ""), w.pick(f"choose {them}", f"eliges {them}"),
                      after_and=w.pick(f"you choose {them}", f"eliges {them}"))
    if step.subject.kind == "you" and not step.optional:  # printed "You choose …", as the controller's choice
        return Clause(w.pick("you", ""), w.pick(f"choose {said} from it", f"eliges de ella {said}"),
                      after_and=w.pick(f"you choose {said} from it", f"eliges de ella {said}"))
    return act(step, w, "choose", w.pick(f"{said} from it", f"de ella {said}"))


@renders(MoveChosen)
def _move_chosen(step: MoveChosen, w: Words) -> Clause:
    those = w.pick("those cards", "esas cartas") if step.several else w.pick("that card", "esa carta")
    if step.library == "top":  # "That player puts that card on top of their library" (401.1)
        their = w.their(person_of(step, w))
        return act(step, w, "put", those + w.pick(f" on top of {their} library",
                                                  f" en la parte superior de {their} biblioteca"))
    if step.library == "nth":  # "… into their library third from the top" (401.7)
        their = w.their(person_of(step, w))
        return act(step, w, "put", those + w.pick(f" into {their} library ", f" en {their} biblioteca ")
                   + nth_from_top(step.position, w.lang))
    return act(step, w, "discard" if step.discard else "exile", those)


@renders(PickShown)
def _pick_shown(step: PickShown, w: Words) -> Clause:
    person = person_of(step, w)
    said = pick(w, step.pick, card=True)
    among = w.pick(f"{said} from among them", f"{said} de entre ellas")
    n = step.pick.count
    if step.pick.filter.is_any and not step.pick.up_to and isinstance(n, a.Fixed) and 0 < n.n <= len(_EN_NUMBERS):
        among = w.pick(f"{_EN_NUMBERS[n.n - 1]} of them", f"{_ES_NUMBERS[n.n - 1]} de ellas")  # "one of them"
    if not step.to:
        return act(step, w, "reveal", among)
    if step.pick.up_to and isinstance(n, a.Fixed) and n.n >= MAX_AMOUNT:
        among = w.pick("any number of them", "cualquier cantidad de ellas")  # "put any number of them into …"
    their = w.their(person)
    where = {"battlefield": w.pick("onto the battlefield", "en el campo de batalla"),
             "graveyard": w.pick(f"into {their} graveyard", f"en {their} cementerio"),
             "library_bottom": w.pick(f"on the bottom of {their} library", f"en el fondo de {their} biblioteca"),
             }.get(step.to, w.pick(f"into {their} hand", f"en {their} mano"))
    return act(step, w, "put", f"{among} {where}")


@renders(MoveRest)
def _move_rest(step: MoveRest, w: Words) -> Clause:
    their = w.their(person_of(step, w))
    order = w.pick("a random order", "un orden aleatorio") if step.random else w.pick("any order", "cualquier orden")
    where = {"library_bottom": w.pick(f"on the bottom of {their} library in {order}",
                                      f"en el fondo de {their} biblioteca en {order}"),
             "library_top": w.pick(f"back on top of {their} library in {order}",
                                   f"de nuevo en la parte superior de {their} biblioteca en {order}"),
             }.get(step.to, w.pick(f"into {their} graveyard", f"en {their} cementerio"))
    clause = act(step, w, "put", w.pick(f"the rest {where}", f"el resto {where}"))
    # printed Spanish says "the rest" in a sentence of its own ("Pon el resto en tu cementerio."), never "y luego …"
    return replace(clause, own_sentence=True) if w.es else clause


@renders(PlayPermission)
def _permission(step: PlayPermission, w: Words) -> Clause:
    """"You may play that card / those cards this turn [without paying its mana cost]" (611.2a, 118.9)."""
    en, es = ("cast", "lanzar") if step.act == "cast" else ("play", "jugar")
    cards = w.pick("those cards", "esas cartas") if step.several else w.pick("that card", "esa carta")
    if step.nonland:  # "nonland cards from among those exiled cards"
        cards = w.pick("nonland cards from among those exiled cards",
                       "las cartas que no sean tierra de entre esas cartas exiliadas")
    if step.spells:  # "spells from among cards exiled this way" (nonland: a land is never cast, 305.1)
        cards = w.pick(*_SPELLS_FROM[step.spells])
    free = w.pick(" without paying their mana costs" if step.several else " without paying its mana cost",
                  " sin pagar su coste de maná") if step.free else ""
    if step.any_mana:  # 609.4b, as printed
        spells = w.pick("those spells" if step.several else "that spell", "esos hechizos" if step.several
                        else "ese hechizo")
        kind = w.pick(step.any_mana, "tipo" if step.any_mana == "type" else "color")
        free += w.pick(f", and you may spend mana as though it were mana of any {kind} to cast {spells}",
                       f", y puedes gastar maná como si fuera maná de cualquier {kind} para lanzar {spells}")
    if step.nonland or step.any_mana or step.first:  # printed with its duration first: "Until end of turn, you may …"
        lead = _PERMISSION_LEADS[step.duration]
        if step.duration == "while_exiled":
            lead = lead[0].format("those cards remain" if step.several else "that card remains"), lead[1].format(
                "esas cartas permanezcan exiliadas" if step.several else "esa carta permanezca exiliada")
        said = w.pick(f"{lead[0]}, you may {en} {cards}{free}", f"{lead[1]}, puedes {es} {cards}{free}")
        return replace(Clause("", said, after_and=said), own_sentence=True)  # never joined by ", then"
    span = _PERMISSION_SPANS[step.duration]
    if step.duration == "while_exiled":
        span = span[0].format("they remain" if step.several else "it remains"), span[1].format(
            "permanezcan exiliadas" if step.several else "permanezca exiliada")
    if step.subject.kind != "you":  # another player's permission: "That player may play that card this turn"
        subject, _ = subject_of(w, step.subject)
        said = w.pick(f"may {en} {cards} {span[0]}{free}", f"puede {es} {cards} {span[1]}{free}")
        return Clause(subject, said, after_and=f"{subject} {said}")
    said = w.pick(f"may {en} {cards} {span[0]}{free}", f"puedes {es} {cards} {span[1]}{free}")
    return Clause(w.pick("you", ""), said, after_and=w.pick(f"you {said}", said))


_SPELLS_FROM = {"this_way": ("spells from among cards exiled this way",
                             "hechizos de entre las cartas exiliadas de esta manera"),
                "those": ("spells from among those cards", "hechizos de entre esas cartas"),
                "them": ("spells from among them", "hechizos de entre ellas")}
# a permission's duration (611.2a-b) as printed: first ("Until your next turn, you may …") or after it
_PERMISSION_LEADS = {"this_turn": ("until end of turn", "hasta el final del turno"),
                     "until_your_next_turn": ("until your next turn", "hasta tu próximo turno"),
                     "until_end_of_your_next_turn": ("until the end of your next turn",
                                                     "hasta el final de tu próximo turno"),
                     "while_exiled": ("for as long as {} exiled", "mientras {}")}
_PERMISSION_SPANS = {"this_turn": ("this turn", "este turno"),
                     "until_your_next_turn": ("until your next turn", "hasta tu próximo turno"),
                     "until_end_of_your_next_turn": ("until the end of your next turn",
                                                     "hasta el final de tu próximo turno"),
                     "while_exiled": ("for as long as {} exiled", "mientras {}")}


@renders(HandToLibraryTop)
def _hand_to_library_top(step: HandToLibraryTop, w: Words) -> Clause:
    """"Target opponent puts a card from their hand on top of their library" (401.2)."""
    person = person_of(step, w)
    their = w.their(person)
    if step.end == "bottom":  # "put two cards from your hand on the bottom of your library" (401.4)
        return act(step, w, "put", picks(w, step.picks, card=True, person=person) + w.pick(
            f" from {their} hand on the bottom of {their} library",
            f" de {their} mano en el fondo de {their} biblioteca"))
    return act(step, w, "put", picks(w, step.picks, card=True, person=person) + w.pick(
        f" from {their} hand on top of {their} library",
        f" de {their} mano en la parte superior de {their} biblioteca"))
