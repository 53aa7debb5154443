"""Renderers of the steps of choices that are not of objects (``plan/choice_steps.py``): an option, a word, a
target chosen, a token copy, what a chooser does with what was chosen, piles (700.3), a player at random, a
process repeated until no one does."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..plan import (
    ChooseFromNext,
    ChooseOption,
    ChoosePile,
    ChooseTarget,
    ChooseWord,
    CreateCopy,
    CreateCopyOfTarget,
    DestroyPile,
    GainControlChosen,
    PayEither,
    RandomPlayerPerObject,
    RepeatUntilNone,
    ReturnChosen,
    SeparatePiles,
    TapPile,
    TargetOpponentCheck,
    UntapThose,
)
from .common import accepted_lead, act, person_of, picks
from .nouns import (
    a_target,
    all_of,
    counted,
    objects,
)
from .on_copies import exceptions
from .registry import Clause, renders
from .words import VERBS, Words


# ------------------------------------------------------------------------------------ choices
@renders(CreateCopy)
def _create_copy(step: Any, w: Words) -> Clause:
    said = picks(w, step.picks, control="own", person=person_of(step, w))
    return act(step, w, "create", w.pick(f"a token that's a copy of {said}", f"una ficha que es una copia de {said}"))


@renders(ChooseTarget)
def _choose_target(step: Any, w: Words) -> Clause:
    """"Choose target creature you control" (115.1); Spanish as printed cards say a target ("la criatura objetivo
    que controlas", "el artefacto o encantamiento objetivo": "objetivo" after the whole kind, a_target)."""
    return act(step, w, "choose", a_target(w, step.objects))


@renders(CreateCopyOfTarget)
def _create_copy_of_target(step: Any, w: Words) -> Clause:
    """"Create a token that's a copy of that creature" (707.2); "For each opponent who does, …" leads."""
    _amount, lead = accepted_lead(w, step.amount)
    noun = w.noun(step.noun, False)
    if step.said_it:  # "… a copy of it" / "… una copia de él / de ella", the pronoun of its kind (608.2c)
        it = "ella" if w.feminine(step.noun) else "él"
        said = w.pick("a token that's a copy of it", f"una ficha que es una copia de {it}")
        return act(step, w, "create", said + exceptions(w, step.exceptions, False), lead)
    that = w.pick("that", "esa" if w.feminine(step.noun) else "ese")
    return act(step, w, "create", w.pick(f"a token that's a copy of {that} {noun}",
                                         f"una ficha que es una copia de {that} {noun}"), lead)


# The options of "Choose left or right" (the direction play proceeds in, 101.4, 103.1): rules words, said in the
# reading's language whichever language the card was printed in (any other option is a card's own word, as printed)
_DIRECTIONS = {"left": "izquierda", "right": "derecha"}


def _option_said(w: Words, option: str) -> str:
    folded = option.casefold()
    if w.es:
        return _DIRECTIONS.get(folded, option)
    return next((en for en, es in _DIRECTIONS.items() if es == folded), option)


@renders(ChooseOption)
def _choose_option(step: Any, w: Words) -> Clause:
    options = w.pick(" or ", " o ").join(_option_said(w, o) for o in step.options)
    if step.per_player:
        return Clause("", w.pick(f"choose {options}", f"elige {options}"),
                      w.pick("for each player, ", "por cada jugador, "))
    return act(step, w, "choose", options)


def _type_order(step: Any, w: Words) -> Clause:
    """"Choose an order for artifacts, creatures, and lands" / "Elige un orden para artefactos, criaturas y tierras":
    the types of the printed order (the first option), plural."""
    from ..grammar.verbs_choose import ES_CARD_TYPES

    types = step.options[0].split(", ")
    plural_es = {en: es + ("es" if es.endswith("n") else "s") for es, en in ES_CARD_TYPES.items()}
    said = [plural_es.get(x, x) for x in types] if w.es else [x + "s" for x in types]
    listed = ", ".join(said[:-1]) + w.pick(", and ", " y ") + said[-1]
    return act(step, w, "choose", w.pick(f"an order for {listed}", f"un orden para {listed}"))


@renders(ChooseWord)
def _choose_word(step: Any, w: Words) -> Clause:
    words = {"creature_type": ("a creature type", "un tipo de criatura"),
             "card_type": ("a card type", "un tipo de carta"), "color": ("a color", "un color"),
             "card_name": ("a card name", "un nombre de carta"), "opponent": ("an opponent", "un oponente"),
             "player": ("a player", "un jugador"), "source": ("a source of damage", "una fuente de daño"),
             "basic_land_type": ("a basic land type", "un tipo de tierra básica"),
             "turn_part": ("a step or phase", "un paso o una fase")}
    if step.kind == "type_order":  # "Choose an order for artifacts, creatures, and lands"
        return _type_order(step, w)
    if step.options:  # "choose artifact, creature, enchantment, instant, or sorcery"
        from ..grammar.verbs_choose import CARD_TYPES_ES, TURN_PARTS_ES

        options = [CARD_TYPES_ES.get(o, o) for o in step.options] if w.es and step.kind == "card_type" else step.options
        if w.es and step.kind == "turn_part":  # "paso de robar, fase principal o fase de combate"
            options = [TURN_PARTS_ES[o] for o in step.options]
        if w.es and step.kind == "keyword":  # "your choice of reach, trample, or haste": as printed Spanish says them
            from ..grammar.spanish_terms import keyword_es

            options = [keyword_es(o) for o in step.options]
        said = ", ".join(options[:-1]) + w.pick(", or ", " o ") + options[-1]
        return act(step, w, "choose", said)
    if getattr(step, "revealed", False):  # "choose the name of a nonland card revealed this way" (608.2c)
        card = counted(w, 1, step.objects, card=True)  # said as printed, "You choose …" (the controller's choice)
        return Clause(w.pick("you", ""), w.pick(f"choose the name of {card} revealed this way",
                                                f"eliges el nombre de {card} mostrada de esta manera"))
    if step.named:  # "Name a card", "Nombra una carta que no sea de tierra"
        card = (w.pick("a nonland card", "una carta que no sea de tierra") if step.only
                else w.pick("a card", "una carta"))
        return act(step, w, "name", card)
    if step.kind == "color" and step.most > 1:  # "the color or colors of your choice" (105.3)
        return act(step, w, "choose", w.pick("one or more colors", "uno o más colores"))
    if step.kind == "card_name" and step.only:  # "a nonartifact, nonland card name", "an artifact card name" (201.3)
        return act(step, w, "choose", _limited_name(step.only, w))
    return act(step, w, "choose", w.pick(*words.get(step.kind, (step.kind, step.kind))))


def _limited_name(parts: tuple[str, ...], w: Words) -> str:
    """"a nonland card name", "an artifact card name" / "un nombre de carta que no sea de artefacto ni de tierra", "un
    nombre de carta de artefacto", as printed."""
    if not w.es:
        return ("an " if parts[0][0] in "aeiou" else "a ") + ", ".join(parts) + " card name"
    from ..grammar.verbs_choose import CARD_TYPES_ES

    nots = [CARD_TYPES_ES[p.removeprefix("non")] for p in parts if p.startswith("non")]
    has = [CARD_TYPES_ES[p] for p in parts if not p.startswith("non")]
    return "un nombre de carta" + "".join(f" de {t}" for t in has) + \
        (" que no sea de " + " ni de ".join(nots) if nots else "")


@renders(ChooseFromNext)
def _choose_from_next(step: Any, w: Words) -> Clause:
    said = picks(w, step.picks, person=person_of(step, w))
    return act(step, w, "choose", said + w.pick(" controlled by the next player in that direction",
                                                " controlada por el siguiente jugador en esa dirección"))


@renders(GainControlChosen)
def _gain_control_chosen(step: Any, w: Words) -> Clause:
    said = objects(w, step.objects, False)
    if getattr(step, "for_which", False):  # "… each permanent for which they were chosen"
        return act(step, w, "gain control", w.pick(f"each {said} for which they were chosen",
                                                    f"cada {said} para el que fue elegido"))
    if getattr(step, "those", False):  # "You gain control of those creatures"
        return act(step, w, "gain control", _those(w, step.objects))
    return act(step, w, "gain control", w.pick(f"the {said} they chose", f"la {said} que eligió"))


def _those(w: Words, flt: Any) -> str:
    """"those creatures" / "esas criaturas" (the Spanish demonstrative agrees with the noun)."""
    said = objects(w, flt, True)
    feminine = said.split(" ")[0] in ("criaturas", "tierras", "cartas")
    return w.pick(f"those {said}", f"{'esas' if feminine else 'esos'} {said}")


@renders(ReturnChosen)
def _return_chosen(step: Any, w: Words) -> Clause:
    """"Return those lands to their owners' hands." (no player performs it)."""
    return act(step, w, "return", _those(w, step.objects) + w.pick(" to their owners' hands",
                                                                    " a las manos de sus propietarios"))


@renders(PayEither)
def _pay_either(step: Any, w: Words) -> Clause:
    life = w.pick(f"{step.life} life", f"{step.life} {'vida' if step.life == 1 else 'vidas'}")
    return act(step, w, "pay", f"{step.cost.upper()}{w.pick(' or ', ' o ')}{life}")


# What "until no one …" names, after the verb: what keeps the process going.
_UNTIL_WHAT = {"pay": ("life", "vida"), "put": ("a card onto the battlefield", "una carta en el campo de batalla")}


@renders(RepeatUntilNone)
def _repeat_until_none(step: Any, w: Words) -> Clause:
    verb = VERBS.get(step.ref_action, (step.ref_action,) * 5)
    what_en, what_es = _UNTIL_WHAT[step.ref_action]
    return act(step, w, "repeat", w.pick(f"this process until no one {verb[0]} {what_en}",
                                         f"este proceso hasta que nadie {verb[2]} {what_es}"))


# ------------------------------------------------------------------------------------ piles and random players
@renders(SeparatePiles)
def _separate_piles(step: Any, w: Words) -> Clause:
    said = all_of(w, step.objects, control="own")
    return act(step, w, "separate", w.pick(f"{said} into two piles", f"{said} en dos montones"))


@renders(ChoosePile)
def _choose_pile(step: Any, w: Words) -> Clause:
    return Clause(w.pick("one of their piles", "uno de sus montones"),
                  w.pick("is chosen by one of their opponents of their choice",
                         "es elegido por uno de sus oponentes a su elección"),
                  w.pick("for each player, ", "por cada jugador, "))


@renders(DestroyPile, TapPile)
def _pile(step: Any, w: Words) -> Clause:
    piles = w.pick("the chosen piles", "los montones elegidos") if step.chosen else w.pick("the other piles",
                                                                                         "los otros montones")
    return act(step, w, step.action, all_of(w, step.objects) + w.pick(" in ", " de ") + piles)


@renders(RandomPlayerPerObject)
def _random_player(step: Any, w: Words) -> Clause:
    return Clause("", w.pick("choose a player at random", "elige un jugador al azar"),
                  w.pick("for each ", "por cada ") + objects(w, step.objects, False) + ", ")


@renders(UntapThose)
def _untap_those(step: Any, w: Words) -> Clause:
    """"Untap those creatures." (701.26b): its own sentence, never under the step before's lead ("For each
    opponent, …" would read as one untap per opponent)."""
    noun = getattr(step, "noun", "permanents")  # "those creatures", "those lands", as printed
    spanish = {"creatures": "esas criaturas", "lands": "esas tierras"}.get(noun, "esos permanentes")
    return replace(act(step, w, "untap", w.pick(f"those {noun}", spanish)), own_sentence=True)


@renders(TargetOpponentCheck)
def _target_opponent_check(step: Any, w: Words) -> Clause:
    """"That player chooses target player who has more life than they do and is their opponent" (Oath cycle)."""
    if step.measure == "control":
        more = w.pick(f"controls more {objects(w, step.objects, True)} than they do",
                      f"controla más {objects(w, step.objects, True)} que él")
    elif step.measure == "graveyard":  # "whose graveyard has fewer creature cards in it than their graveyard does"
        which = w.pick("fewer", "menos") if step.fewer else w.pick("more", "más")
        cards = objects(w, step.objects, True, card=True)  # "creature cards"
        more = w.pick(f"whose graveyard has {which} {cards} in it than their graveyard does",
                      f"cuyo cementerio tiene {which} {cards} que el suyo")
        return act(step, w, "choose", w.pick(f"target player {more} and is their opponent",
                                             f"al jugador objetivo {more} y es su oponente"))
    else:
        what = w.pick("cards in hand", "cartas en la mano") if step.measure == "hand" else w.pick("life", "vidas")
        more = w.pick(f"has more {what} than they do", f"tiene más {what} que él")
    return act(step, w, "choose", w.pick(f"target player who {more} and is their opponent",
                                         f"al jugador objetivo que {more} y es su oponente"))
