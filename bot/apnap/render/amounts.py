"""Amounts and conditions said compositionally: each expression type of :mod:`bot.apnap.plan.amounts` has
its words, and a composed amount is said from its parts ("twice the number of nonbasic lands they
control", "4 minus the number of cards in their hand", "half their life, rounded up").

``quantity`` says an amount with its unit where a step puts it ("3 life", "X cards", "life equal to …"),
``reference`` says an amount defined by the board ("the number of …", "that many").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..grammar.choice_words import COLORS_ES
from ..grammar.noun_words import as_spell_words
from ..grammar.spanish_terms import counter_es
from ..plan import amounts as a
from ..plan.convert_amounts import amount_of_ref
from .board_conditions import BOARD_CONDITIONS, all_of, board_condition, your_turn
from .compared import compared_to_you
from .history_words import died_this_turn, died_this_way
from .nouns import DEFINED_AMOUNT, DEFINED_X, counted, feminine, objects
from .registry import MissingWords
from .sizes import (
    all_graveyards,
    drawn_this_turn,
    greatest_power,
    land_types,
    life_lost,
    on_the_battlefield,
    per_kind,
    turn_start,
)
from .words import ACTION_NOUNS, PAST, Words

_FRACTIONS = {2: ("half", "la mitad de"), 3: ("a third of", "un tercio de")}
_ES_FEMININE_PLURALS = frozenset({"cartas", "criaturas", "tierras", "fichas", "batallas"})
# "que fueron destruidas / sacrificadas de esta manera": the participle of a "this way" count of permanents.
_ES_PARTICIPLES = {"destroy": "destruid", "sacrifice": "sacrificad", "exile": "exiliad", "return": "devuelt"}
_ACTION_PERMANENTS = frozenset({"destroy", "sacrifice", "tap"})  # "for each permanent destroyed this way"
_ACTION_CARDS = frozenset({"discard", "draw", "mill", "exile", "return", "reveal", "to_graveyard", "to_your_graveyard"})


def _whose(w: Words, whose: a.Whose, person: str) -> tuple[str, str]:
    """(possessive, "control" verb) of whose count it is: ("their", "they control") / ("your", "you control")."""
    if whose.value == "that":  # a trigger's "that player" when no player acts (branch g-counters)
        return w.pick("that player's", "de ese jugador"), w.pick("that player controls", "que controla ese jugador")
    if whose.value in ("target", "target_opponent"):  # "target player's graveyard" (115.1)
        who = w.pick("player", "jugador") if whose.value == "target" else w.pick("opponent", "oponente")
        return w.pick(f"target {who}'s", f"del {who} objetivo"), w.pick(f"target {who} controls",
                                                                         f"que controla el {who} objetivo")
    if whose in (a.Whose.ENCHANTED, a.Whose.EQUIPPED, a.Whose.SOURCE_CONTROLLER):  # "its controller's graveyard"
        return w.pick("its controller's", "de su controlador"), w.pick("its controller controls",
                                                                      "que controla su controlador")
    if whose is a.Whose.YOU or person == "you":
        return w.their("you"), w.pick("you control", "que controlas")
    return w.their("3"), w.pick("they control", "que controla")


def _count_of(w: Words, amount: a.CountOf, person: str) -> str:
    _, control = _whose(w, amount.whose, person)
    said = objects(w, amount.filter, True)
    if amount.filter.control is None:
        said += " " + control
    return w.pick(f"the number of {said}", f"el número de {said}")


def zone_of(w: Words, zone: str, whose: a.Whose, person: str) -> str:
    """Whose zone: "their graveyard", "target opponent's hand"; Spanish "su cementerio", "la mano del oponente
    objetivo" (the owner after the zone)."""
    their, _ = _whose(w, whose, person)
    if w.es and whose in (a.Whose.TARGET, a.Whose.TARGET_OPPONENT, a.Whose.ENCHANTED, a.Whose.EQUIPPED,
                          a.Whose.SOURCE_CONTROLLER):
        return f"{'la' if zone == 'hand' else 'el'} {w.noun(zone, False)} {their}"
    return w.pick(f"{their} {zone}", f"{their} {w.noun(zone, False)}")


def _zone_size(w: Words, zone: str, whose: a.Whose, person: str) -> str:
    return w.pick(f"the number of cards in {zone_of(w, zone, whose, person)}",
                  f"el número de cartas en {zone_of(w, zone, whose, person)}")


def _this_way(w: Words, action: str | None) -> str:
    noun = ACTION_NOUNS.get(action or "")
    if noun is not None:
        return w.pick(f"{noun[0]} this way", f"{noun[1]} de esta manera")
    past = PAST.get(action or "", (action or "", "", action or "", ""))
    card = action in _ACTION_CARDS
    what = w.pick("cards" if card else "permanents", "cartas" if card else "permanentes")
    return w.pick(f"the number of {what} {past[0]} this way", f"el número de {what} que se {past[2]} de esta manera")


def _tapped_this_way(w: Words, flt: Any) -> str:
    """"the number of Islands tapped this way" / "el número de Islas giradas de esta manera" (701.26a): the
    permanents the instruction before tapped, of the kind said."""
    said = objects(w, flt, True) if flt is not None else w.pick("permanents", "permanentes")
    ending = "as" if flt is not None and feminine(w, flt, False) else "os"
    return w.pick(f"the number of {said} tapped this way", f"el número de {said} girad{ending} de esta manera")


def reference(w: Words, amount: a.Amount, person: str = "3") -> str:
    """An amount the board defines, said as a noun phrase (one function per expression type, as the engine's
    values.py works them out: a new expression type without words fails here by name)."""
    said = _REFERENCES.get(type(amount)) or _REFERENCES_BY_NAME.get(type(amount).__name__)
    if said is None:
        raise MissingWords("amount", type(amount).__name__)
    return said(w, amount, person)


def _graveyard_size(w: Words, amount: a.GraveyardSize, person: str) -> str:
    """"the number of cards in their graveyard"; with a filter, "the number of land cards in your graveyard"."""
    flt = getattr(amount, "filter", None)
    if flt is None:
        return _zone_size(w, "graveyard", amount.whose, person)
    said, where = objects(w, flt, True, card=True), zone_of(w, "graveyard", amount.whose, person)
    return w.pick(f"the number of {said} in {where}", f"el número de {said} en {where}")


def standing_words(w: Words, standing: Any) -> str:
    if standing.measure == "tapped_for_mana":  # "who tapped a land for mana this turn"
        return w.pick("who tapped a land for mana this turn", "que giró una tierra para obtener maná este turno")
    if standing.measure == "attacking":  # "attacking that player" (506.2)
        return w.pick("attacking that player", "que esté atacando a ese jugador")
    if standing.measure == "below_half_starting":  # 103.4
        return w.pick("whose life total is less than half their starting life total",
                      "cuyo total de vidas sea menor que la mitad de su total de vidas inicial")
    return _standing_counted(w, standing)


def _standing_counted(w: Words, standing: Any) -> str:
    """"who controls fewer creatures than you", "who has the most cards in hand" (branch g-choices' Standing)."""
    what = {"control": objects(w, standing.filter, True) if standing.filter is not None else w.pick("permanents",
                                                                                                     "permanentes"),
            "hand": w.pick("cards in hand", "cartas en la mano"), "life": w.pick("life", "vidas")}[standing.measure]
    verb = {"control": w.pick("controls", "controla"), "hand": w.pick("has", "tiene"),
            "life": w.pick("has", "tiene")}[standing.measure]
    if standing.most:
        how = w.pick("the most", "más")
    elif standing.at_least is not None:
        return w.pick(f"who {verb} {standing.at_least} or more {what}", f"que {verb} {standing.at_least} o más {what}")
    elif standing.at_most is not None:
        return w.pick(f"who {verb} {standing.at_most} or fewer {what}", f"que {verb} {standing.at_most} o menos {what}")
    else:
        than = standing.than_you or ""
        how = w.pick(than, "menos" if than == "fewer" else "más")
        return w.pick(f"who {verb} {how} {what} than you", f"que {verb} {how} {what} que tú")
    return w.pick(f"who {verb} {how} {what}", f"que {verb} {how} {what}")


def _players_standing(w: Words, amount: Any, person: str) -> str:
    base = {"each_opponent": ("opponents", "oponentes")}.get(amount.base, ("players", "jugadores"))
    return w.pick(f"the number of {base[0]} ", f"el número de {base[1]} ") + standing_words(w, amount.standing)


def _every_round(w: Words, amount: Any, person: str) -> str:
    past = PAST.get(amount.action or "", (amount.action or "",) * 4)
    return w.pick(f"the total amount they {past[0]} this way", f"la cantidad total que {past[2]} de esta manera")


# Amount types other branches are adding (not on main yet): by name, as ``renders_named`` does for steps.
_ES_CARD_PROPS = {"power": "la fuerza de esa carta"}  # "its power": of the card just moved (608.2h)
# Oracle's words for a property (202.3: "converted mana cost" on the cards these abilities are printed on)
_PROPS: dict[str, tuple[str, str]] = {"power": ("power", "la fuerza"), "toughness": ("toughness", "la resistencia"),
                                      "mana_value": ("converted mana cost", "el valor de maná")}

_REFERENCES_BY_NAME: dict[str, Callable[[Words, Any, str], str]] = {
    "GreatestPower": greatest_power, "LandTypesAmong": land_types, "AllGraveyards": all_graveyards,
    "CountersOnSource": lambda w, x, p: w.pick(f"the number of {x.kind} counters on this permanent",
                                               f"el número de contadores {counter_es(x.kind)} en este permanente"),
    "EveryRound": _every_round, "DiedThisTurn": died_this_turn,  # 700.4: the turn's record (history_words.py)
    "PlayersStanding": _players_standing,
    "OpponentCount": lambda w, x, p: w.pick("the number of opponents you have", "el número de oponentes que tienes"),
    "PlayerCounters": lambda w, x, p: w.pick(f"the number of {x.kind} counters you have",
                                             f"el número de contadores {counter_es(x.kind)} que tienes"),
    "TotalPowerThisWay": lambda w, x, p: w.pick(
        f"the total power of the {objects(w, x.filter, True) if x.filter is not None else 'creatures'} "
        f"{PAST.get(x.action or '', (x.action or '',) * 4)[0]} this way",
        f"la fuerza total de las {objects(w, x.filter, True) if x.filter is not None else 'criaturas'} "
        f"{PAST.get(x.action or '', (x.action or '',) * 4)[2]} de esta manera"),
    "OpponentsComparing": lambda w, x, p: w.pick(
        f"the number of opponents who control {'fewer' if x.fewer else 'more'} {objects(w, x.filter, True)} than you",
        f"el número de oponentes que controlan {'menos' if x.fewer else 'más'} {objects(w, x.filter, True)} que tú"),
    "SourceValue": lambda w, x, p: w.pick(f"its {_PROPS[x.prop][0]}", f"su {_PROPS[x.prop][1].split(' ', 1)[1]}"),
    "TimesKicked": lambda w, x, p: w.pick("the number of times it was kicked", "el número de veces que fue estimulado"),
    # "its toughness", "that creature's power": the effect's one target or the trigger event's object (608.2c)
    "PropertyOf": lambda w, x, p: w.pick(f"its {_PROPS[x.prop][0]}", f"su {_PROPS[x.prop][1].split(' ', 1)[1]}"),
    "CardValue": lambda w, x, p: w.pick(f"that card's {x.prop.replace('_', ' ')}",
                                        _ES_CARD_PROPS.get(x.prop, "el valor de maná de esa carta")),
    "MovedValue": lambda w, x, p: _moved(w, x),
    "EventSpellValue": lambda w, x, p: w.pick(f"that spell's {_PROPS[x.prop][0]}",
                                              f"{_PROPS[x.prop][1]} de ese hechizo"),
}


def _moved(w: Words, x: Any) -> str:
    """"the sacrificed creature's toughness", "that creature's power": the object a sacrifice or discard moved."""
    noun = objects(w, x.filter, False, card=x.filter.noun == "card") if x.filter is not None else w.pick(
        "creature", "criatura")
    en, es = _PROPS[x.prop]
    if x.action is None:
        return w.pick(f"that {noun}'s {en}", f"{es} de {'esa' if w.es and noun.startswith('criatura') else 'ese'} "
                                               f"{noun}")
    past = {"sacrifice": ("sacrificed", "sacrificada"), "discard": ("discarded", "descartada"),
            "exile": ("exiled", "exiliada"), "tap": ("tapped", "girada")}[x.action]
    return w.pick(f"the {past[0]} {noun}'s {en}", f"{es} de la {noun} {past[1]}")


def _times(w: Words, amount: a.Times, person: str) -> str:
    """"twice the number of …", "4 minus the number of …" (stored as (n − a) × −1)."""
    match amount:
        case a.Times(a.Plus(inner, n), a.Fixed(-1)) if n < 0:
            return w.pick(f"{-n} minus {reference(w, inner, person)}", f"{-n} menos {reference(w, inner, person)}")
        case a.Times(inner, a.Fixed(2)):
            return w.pick("twice ", "el doble de ") + reference(w, inner, person)
    return f"{reference(w, amount.b, person)} × {reference(w, amount.a, person)}"


def _plus(w: Words, amount: a.Plus, person: str) -> str:
    if amount.n > 0 and isinstance(amount.a, (a.CountOf, a.OnBattlefield, a.GraveyardSize, a.HandSize)):
        return w.pick(f"{amount.n} plus ", f"{amount.n} más ") + reference(w, amount.a, person)  # "1 plus the …"
    sign = w.pick("plus", "más") if amount.n > 0 else w.pick("minus", "menos")
    return f"{reference(w, amount.a, person)} {sign} {_word(w, abs(amount.n))}"


def _life_total(w: Words, amount: a.LifeTotal, person: str) -> str:
    their, _ = _whose(w, amount.whose, person)
    return w.pick(f"{their} life total", f"{their} total de vidas")


def _on_battlefield(w: Words, amount: a.OnBattlefield, person: str) -> str:
    said = objects(w, amount.filter, True)
    return w.pick(f"the number of {said}", f"el número de {said}") + on_the_battlefield(w, amount.filter)


def _devotion(w: Words, amount: a.Devotion, person: str) -> str:
    their, _ = _whose(w, amount.whose, person)
    color = amount.color
    return w.pick(f"{their} devotion to {color}", f"{their} devoción al {COLORS_ES.get(color, color)}")


def _counted_this_way(w: Words, flt: Any, action: str | None) -> str:
    """What a "this way" count names: its kind ("creatures", "creature cards"), else cards or permanents."""
    card = action in _ACTION_CARDS
    if flt is not None:
        return objects(w, flt, True, card=card)
    return w.pick("cards" if card else "permanents", "cartas" if card else "permanentes")


def _that_many(w: Words, amount: a.ThatMany) -> str:
    """"that many" (the step before); with its action, "the number of cards they discarded this way"."""
    if amount.action is None:
        return w.pick("that many", "esa cantidad")
    past = PAST.get(amount.action, (amount.action,) * 4)
    what = _counted_this_way(w, amount.filter, amount.action)
    return w.pick(f"the number of {what} they {past[0]} this way", f"el número de {what} que {past[2]} de esta manera")


def _controlled_this_way(w: Words, amount: a.ControlledThisWay, person: str) -> str:
    """"the number of creatures they / you controlled that were destroyed this way"."""
    past = PAST.get(amount.action or "", (amount.action or "",) * 4)
    what = _counted_this_way(w, amount.filter, None)  # permanents they controlled ("artifacts"), never "artifact cards"
    stem = _ES_PARTICIPLES.get(amount.action or "")
    participle = stem + ("as" if what.split(" ")[0] in _ES_FEMININE_PLURALS else "os") if stem else past[2]
    yours = amount.whose is a.Whose.YOU or person == "you"
    return w.pick(f"the number of {what} {'you' if yours else 'they'} controlled that were {past[0]} this way",
                  f"el número de {what} que {'controlabas' if yours else 'controlaba'} que fueron {participle} "
                  "de esta manera")


def _greatest(w: Words, amount: a.GreatestThisWay, person: str) -> str:
    past = PAST.get(amount.action or "", (amount.action or "",) * 4)
    return w.pick(f"the greatest number of cards a player {past[0]} this way",
                  f"el mayor número de cartas que un jugador {past[2]} de esta manera")


def _shortfall(w: Words, amount: a.Shortfall, person: str) -> str:
    past = PAST.get(amount.action or "", ("",) * 4)[0]
    return w.pick(f"{_word(w, amount.base)} minus the number of cards {past} this way",
                  f"{_word(w, amount.base)} menos el número de cartas de esta manera")


_REFERENCES: dict[type, Callable[[Words, Any, str], str]] = {
    a.Fixed: lambda w, x, p: str(x.n),
    a.X: lambda w, x, p: w.pick("the amount of mana spent to cast this permanent",
                                "la cantidad de maná gastado para lanzar este permanente") if x.mana_spent else "X",
    a.WhereX: lambda w, x, p: reference(w, x.a, p),
    a.NonNegative: lambda w, x, p: reference(w, x.a, p),
    a.CountOf: _count_of,
    a.HandSize: lambda w, x, p: _zone_size(w, "hand", x.whose, p),
    a.GraveyardSize: lambda w, x, p: _graveyard_size(w, x, p),
    a.LibrarySize: lambda w, x, p: _zone_size(w, "library", x.whose, p),
    a.LifeTotal: _life_total,
    a.HighestLife: lambda w, x, p: w.pick("the highest life total among all players",
                                          "el total de vidas más alto entre todos los jugadores"),
    a.OnBattlefield: _on_battlefield,
    a.Devotion: _devotion,
    a.ThatMany: lambda w, x, p: _that_many(w, x),
    a.ControlledThisWay: lambda w, x, p: _controlled_this_way(w, x, p),
    a.LifeLostThisTurn: life_lost,
    a.DrawnThisTurn: drawn_this_turn,
    a.TurnStartCount: turn_start,
    a.EventAmount: lambda w, x, p: w.pick("that many", "esa cantidad"),  # life and damage: "that much" (quantity)
    a.RollResult: lambda w, x, p: w.pick("the result", "el resultado"),
    a.TotalThisWay: lambda w, x, p: (died_this_way(w, x.filter, False) if x.action == _DIED
                                     else _tapped_this_way(w, x.filter) if x.action == "tap"
                                     else _this_way(w, x.action)),
    a.GreatestThisWay: _greatest,
    a.Times: _times,
    a.Plus: _plus,
    a.Divided: lambda w, x, p: _fraction(w, x.a, x.by, x.round_up, p),
    a.Accepted: lambda w, x, p: w.pick("the number of opponents who do", "el número de oponentes que lo hagan"),
    a.VotesFor: lambda w, x, p: w.pick(f"the number of {x.option} votes", f"el número de votos por {x.option}"),
    a.Fewest: lambda w, x, p: _fewest(w, x.filter),
    a.Shortfall: _shortfall,
}


def _fraction(w: Words, inner: a.Amount, by: int, round_up: bool, person: str) -> str:
    part = _FRACTIONS.get(by, (f"1/{by} of", f"1/{by} de"))
    said = reference(w, inner, person)
    if isinstance(inner, a.LifeTotal):
        their, _ = _whose(w, inner.whose, person)
        said = w.pick(f"{their} life", f"{their} total de vidas")
    elif not w.es and said.startswith("the number of "):
        said = "the " + said.removeprefix("the number of ")
    elif w.es and said.startswith("el número de "):
        said = said.removeprefix("el número de ")
        said = ("las " if said.split(" ")[0] in _ES_FEMININE_PLURALS else "los ") + said.replace(" en su ", " de su ")
    w.trailing.append(w.pick(", rounded up" if round_up else ", rounded down",
                             ", redondeando hacia arriba" if round_up else ", redondeando hacia abajo"))
    return f"{w.pick(*part)} {said}"


def _fewest(w: Words, flt: object) -> str:
    from ..grammar import TypeFilter

    if isinstance(flt, TypeFilter):
        said = objects(w, flt, True)
        return w.pick(f"the number of {said} controlled by the player who controls the fewest",
                      f"la cantidad de {said} que controla el jugador que controla menos")
    return w.pick("the number of cards in the hand of the player with the fewest",
                  "el número de cartas en la mano del jugador que menos tiene")


def _word(w: Words, n: int) -> str:
    from bot.i18n.plural import number_word

    return number_word(n, w.lang)


def is_number(amount: a.Amount) -> bool:
    """A number the text prints (2, X), as opposed to one the board defines."""
    return isinstance(amount, (a.Fixed, a.X, a.WhereX))


def where_value(w: Words, value: a.Amount, person: str = "3") -> str:
    """What X is, after "where X is": the source's own power is "la fuerza de este permanente" in Spanish ("donde X
    es su fuerza" reads as each creature's own after "Las criaturas atacantes obtienen +X/+0"; printed Spanish names
    the source: "donde X es la fuerza del Agitador")."""
    prop = getattr(value, "prop", "")
    if w.es and type(value).__name__ == "SourceValue" and prop in _PROPS:
        return f"{_PROPS[prop][1]} de este permanente"
    return reference(w, value, person)


def number(w: Words, amount: a.Amount, person: str = "3") -> str:
    """A printed number ("2", "X"); ", where X is …" goes to the end of the clause."""
    if isinstance(amount, a.WhereX):
        w.trailing.append(w.pick(", where X is ", ", donde X es ") + where_value(w, amount.a, person))
        return "X"
    return reference(w, amount, person)


def is_that_much(amount: a.Amount) -> bool:
    """"That much": the amount of the instruction before (608.2c) or, said first, of the triggering event (603.2)."""
    return isinstance(amount, a.EventAmount) or (isinstance(amount, a.TotalThisWay) and amount.action is None
                                                 and amount.filter is None)


def quantity(w: Words, amount: a.Amount, unit: str, person: str = "3") -> str:
    """"3 life", "X life", "life equal to the number of …", "1 life for each creature they control"."""
    noun = w.noun(unit, True) if w.es else w.noun(unit, False)
    if is_that_much(amount):  # "gains that much life" / "gana esa cantidad de vidas"
        return w.pick(f"that much {noun}", f"esa cantidad de {noun}")
    if is_number(amount):
        n = number(w, amount, person)
        if w.es and n == "1":
            noun = w.noun(unit, False)
        return f"{n} {noun}"
    per = per_each(w, amount, person)
    if per is not None:
        return f"1 {w.noun(unit, False)} {per}"
    if isinstance(amount, a.Times) and isinstance(amount.b, a.Fixed) and per_each(w, amount.a, person) is not None:
        times = amount.b.n  # "3 life for each harvest vote"
        said = w.noun(unit, times != 1) if w.es else w.noun(unit, False)
        return f"{times} {said} {per_each(w, amount.a, person)}"
    inner = amount.a if isinstance(amount, a.NonNegative) else amount
    if unit == "life" and isinstance(inner, a.Divided) and isinstance(inner.a, a.LifeTotal):
        return reference(w, inner, person)  # "half their life, rounded up"
    return w.pick(f"{noun} equal to {reference(w, amount, person)}",
                  f"una cantidad de {noun} igual a {reference(w, amount, person)}")


# "for each …" words other modules add (render/counter_amounts.py): each returns None for an amount not its own
PER_EACH_HOOKS: list[Callable[[Words, Any, str], str | None]] = []


def per_each(w: Words, amount: a.Amount, person: str) -> str | None:
    """"for each creature they control": a count of objects, said one at a time (another module's words first)."""
    if isinstance(amount, a.OpponentCount):  # 102.3
        return w.pick("for each opponent you have", "por cada oponente que tengas")
    if isinstance(amount, a.PlayerCounters):  # 122.1
        return w.pick(f"for each {amount.kind} counter you have",
                      f"por cada contador {counter_es(amount.kind)} que tengas")
    said = next((s for hook in PER_EACH_HOOKS if (s := hook(w, amount, person)) is not None), None)
    return said if said is not None else _per_each_own(w, amount, person)


def _per_each_own(w: Words, amount: a.Amount, person: str) -> str | None:
    if type(amount).__name__ == "OpponentsComparing":  # "for each opponent who controls fewer creatures than you"
        them: Any = amount
        more = w.pick("fewer" if them.fewer else "more", "menos" if them.fewer else "más")
        return w.pick(f"for each opponent who controls {more} {objects(w, them.filter, True)} than you",
                      f"por cada oponente que controla {more} {objects(w, them.filter, True)} que tú")
    if type(amount).__name__ == "PlayersStanding":  # branch g-choices: "for each opponent who controls fewer …"
        base = w.pick("opponent", "oponente") if getattr(amount, "base", "") == "each_opponent" else w.pick(
            "player", "jugador")
        return w.pick(f"for each {base} ", f"por cada {base} ") + standing_words(w, getattr(amount, "standing", None))
    match amount:
        case a.CountOf(flt, whose):
            _, control = _whose(w, whose, person)
            said = objects(w, flt, False)  # "other creature" (the source left out), as counted() without its article
            if flt.control is None:
                said += " " + control
            return w.pick(f"for each {said}", f"por cada {said}")
        # "for each creature card in all graveyards" (404.2), "… on the battlefield", "… in your graveyard" (sizes.py)
        case a.OnBattlefield() | a.GraveyardSize() | a.LandTypesAmong() | a.AllGraveyards() \
                if getattr(amount, "filter", 1) is not None or isinstance(amount, a.AllGraveyards):
            return per_kind(w, amount, zone_of(w, "graveyard", getattr(amount, "whose", a.Whose.YOU), person))
        case a.GraveyardSize(whose) | a.HandSize(whose):
            where = zone_of(w, "graveyard" if isinstance(amount, a.GraveyardSize) else "hand", whose, person)
            return w.pick(f"for each card in {where}", f"por cada carta en {where}")
        case a.VotesFor(option):
            return w.pick(f"for each {option} vote", f"por cada voto por {option}")
        case a.CountersOnSource(kind):  # "a permanent for each soot counter on this permanent" (122.1)
            return w.pick(f"for each {kind} counter on this permanent",
                          f"por cada contador {counter_es(kind)} en este permanente")
    if type(amount).__name__ == "EveryRound" and getattr(amount, "action", None) == "pay":  # branch g-choices
        return w.pick("for each 1 life they paid this way", "por cada 1 vida que pagó de esta manera")
    if isinstance(amount, a.TotalThisWay) and amount.action == _DIED:
        return died_this_way(w, amount.filter, True)
    if isinstance(amount, a.TotalThisWay) and (amount.action in _ACTION_CARDS or amount.action in _ACTION_PERMANENTS
                                               or amount.action == _SPELLS):
        return _per_this_way(w, amount)
    return None


def _per_this_way(w: Words, amount: a.TotalThisWay) -> str:
    """"for each nonland card revealed this way", "for each permanent destroyed this way", "for each spell countered
    this way" (701.6a), printed Spanish's participles ("por cada carta descartada de esta manera")."""
    action = amount.action
    past = PAST.get(action or "", ("",) * 4)
    only: Any = amount.filter  # "for each nonland card revealed this way" (g-library)
    is_card = action in _ACTION_CARDS or action == _SPELLS  # "for each permanent destroyed this way": not a card
    card = (counted(w, 1, only, card=is_card).split(" ", 1)[1] if only is not None
            else w.pick("card", "carta") if is_card else w.pick("permanent", "permanente"))
    if action == _SPELLS:  # "for each spell countered this way" / "por cada hechizo contrarrestado …"
        card = as_spell_words(card, w.es)
    stem = _ES_EACH_PARTICIPLES.get(str(action))  # "por cada carta descartada de esta manera" (printed)
    if stem is not None and w.es:
        ending = "a" if card.split(" ")[0] in _ES_FEMININE_NOUNS else "o"
        return f"por cada {card} {stem}{ending} de esta manera"
    done = _EN_EACH_PARTICIPLES.get(str(action), past[0])  # "for each card drawn this way", never "drew"
    return w.pick(f"for each {card} {done} this way", f"por cada {card} que se {past[2]} de esta manera")


_ES_EACH_PARTICIPLES = {"discard": "descartad", "destroy": "destruid", "exile": "exiliad", "sacrifice": "sacrificad",
                        "reveal": "mostrad", "counter_spell": "contrarrestad", "tap": "girad", "draw": "robad"}
# English participles that are not the simple past PAST keeps ("who drew a card this way" / "each card drawn …")
_EN_EACH_PARTICIPLES = {"draw": "drawn"}
_DIED = "died"  # "that died this way" (700.4, grammar/phrases.DIED)
_SPELLS = "counter_spell"  # spells countered this way (701.6a): "spell" for "card"
_ES_FEMININE_NOUNS = frozenset({"carta", "criatura", "tierra", "ficha", "batalla"})


# --------------------------------------------------------------------------------------------- conditions
_WHO = {"you": ("you", ""), "that_player": ("that player", "ese jugador"),
        "each_player": ("each player", "cada jugador"),
        # "if the player is your opponent and has …" (conditions.py's ``that_opponent``)
        "that_opponent": ("that player is your opponent and", "ese jugador es tu oponente y")}


def _who_verb(w: Words, who: str, en: tuple[str, str], es: tuple[str, str]) -> str:
    """"you control" / "that player controls"; Spanish "controlas" / "ese jugador controla"; "Dave controls" /
    "Dave controla" when the words are said of the player "you" is (``Words.you_are``)."""
    if who == "you" and w.you_are:
        return f"{w.you_are} {w.pick(en[1], es[1])}"
    name = w.pick(*_WHO.get(who, (who.replace("_", " "), who.replace("_", " "))))
    if w.es:
        return f"{name} {es[1]}".strip() if who != "you" else es[0]
    return f"{name} {en[0] if who == 'you' else en[1]}"


def _range(w: Words, at_least: int | None, at_most: int | None, plural: str) -> str:
    """"two or more Gates", "no creatures", "four or fewer cards"."""
    if at_most == 0:
        return w.pick(f"no {plural}", f"ningún {plural}")
    if at_most is not None and not at_least:
        return w.pick(f"{at_most} or fewer {plural}", f"{at_most} o menos {plural}")
    return w.pick(f"{at_least} or more {plural}", f"{at_least} o más {plural}")


def _controls(w: Words, cond: Any) -> str:
    control = _who_verb(w, cond.who, ("control", "controls"), ("controlas", "controla"))
    if w.es and cond.at_most == 0:  # "si no controlas tierras enderezadas" (printed Spanish: "no", never "ningún"),
        # "si Dave no controla …": the "no" before the verb, after a subject
        return f"si {_who_verb(w, cond.who, ('', ''), ('no controlas', 'no controla'))} {objects(w, cond.filter, True)}"
    if cond.at_least == 1 and cond.at_most is None and len(cond.filter.subtypes) == 2:
        return w.pick("if ", "si ") + f"{control} {_either_kind(w, cond.filter)}"
    if cond.at_least == 1 and cond.at_most is None:
        return w.pick("if ", "si ") + f"{control} {counted(w, 1, cond.filter)}"
    return w.pick("if ", "si ") + f"{control} {_range(w, cond.at_least, cond.at_most, objects(w, cond.filter, True))}"


def _either_kind(w: Words, flt: Any) -> str:
    """"a Knight or a Soldier", "un Caballero o un Soldado": one permanent of either creature type, each with its own
    article as cards print it (War Falcon); "un Caballero o Soldado" was not printed Spanish and was not read back."""
    said = sorted(counted(w, 1, replace(flt, subtypes=frozenset({kind}))) for kind in flt.subtypes)
    return w.pick(" or ", " o ").join(said)


def _hand_size(w: Words, cond: Any) -> str:
    has = _who_verb(w, cond.who, ("have", "has"), ("tienes", "tiene"))
    if cond.at_most == 0:  # "si no tienes cartas en la mano", "si Dave no tiene …"
        return w.pick(f"if {has} no cards in hand",
                      f"si {_who_verb(w, cond.who, ('', ''), ('no tienes', 'no tiene'))} cartas en la mano")
    cards = _range(w, cond.at_least, cond.at_most, w.pick("cards", "cartas"))
    return w.pick(f"if {has} {cards} in hand", f"si {has} {cards} en la mano")


def _life_condition(w: Words, cond: Any) -> str:
    has = _who_verb(w, cond.who, ("have", "has"), ("tienes", "tiene"))
    if cond.at_most is not None:
        return w.pick(f"if {has} {cond.at_most} or less life", f"si {has} {cond.at_most} vidas o menos")
    return w.pick(f"if {has} {cond.at_least} or more life", f"si {has} {cond.at_least} vidas o más")


def _more_than_each(w: Words, cond: Any) -> str:
    if cond.measure == "control":
        control = _who_verb(w, cond.who, ("control", "controls"), ("controlas", "controla"))
        said = objects(w, cond.filter, True) if cond.filter is not None else w.pick("permanents", "permanentes")
        return w.pick(f"if {control} more {said} than each other player",
                      f"si {control} más {said} que cada otro jugador")
    has = _who_verb(w, cond.who, ("have", "has"), ("tienes", "tiene"))
    what = w.pick("cards in hand", "cartas en la mano") if cond.measure == "hand" else w.pick("life", "vidas")
    return w.pick(f"if {has} more {what} than each other player", f"si {has} más {what} que cada otro jugador")


def _vote_wins(w: Words, cond: Any) -> str:
    tied = w.pick(" or the vote is tied", " o si hay empate") if cond.or_tied else ""
    return w.pick(f"if {cond.option} gets more votes{tied}", f"si {cond.option} obtiene más votos{tied}")


def _kicked(w: Words, cond: Any) -> str:
    was = getattr(cond, "kicked", getattr(cond, "was", True))
    return w.pick("if this spell was kicked" if was else "if this spell wasn't kicked",
                  "si este hechizo fue estimulado" if was else "si este hechizo no fue estimulado")


def _you_did(w: Words, cond: Any) -> str:
    if getattr(cond, "who", "you") == "that_player":  # "If the player does, …" (branch g-choices)
        return w.pick("if the player does", "si ese jugador lo hace")
    return w.pick("if you do", "si lo haces")


# One function per condition type, by name: the conditions are owned by grammar/conditions.py and other branches
# add their own; a condition with no words fails by name.
_CONDITIONS: dict[str, Callable[[Words, Any], str]] = {
    "VoteWins": _vote_wins,
    "VoteTied": lambda w, c: w.pick("if the vote is tied", "si hay empate"),
    "Kicked": _kicked,
    "YouDid": _you_did,
    "YouDidnt": lambda w, c: w.pick("if you don't", "si no lo haces") if getattr(c, "who", "you") == "you"
    else w.pick("if that player doesn't", "si ese jugador no lo hace"),
    "FlipWon": lambda w, c: w.pick(f"if you {'win' if c.won else 'lose'} the flip",
                                   f"si {'ganas' if c.won else 'pierdes'} el lanzamiento"),
    "RollIs": lambda w, c: w.pick(f"if you roll a {c.low}", f"si sacas un {c.low}") if c.low == c.high else w.pick(
        f"if you roll {c.low} to {c.high}", f"si sacas de {c.low} a {c.high}"),
    "Controls": _controls,
    "YouControl": lambda w, c: w.pick("if you control ", "si controlas ") + counted(w, 1, c.filter),
    "HandSize": _hand_size,
    "Life": _life_condition,
    "NoneOnBattlefield": lambda w, c: w.pick(f"if there are no {objects(w, c.filter, True)} on the battlefield",
                                             f"si no hay {objects(w, c.filter, True)} en el campo de batalla"),
    "SourceTapped": lambda w, c: w.pick(f"if this permanent is {'tapped' if c.tapped else 'untapped'}",
                                        f"si este permanente está {'girado' if c.tapped else 'enderezado'}"),
    "SourceInCombat": lambda w, c: w.pick(f"if {'it' if c.said_it else 'this permanent'} is {c.role.replace('_', ' ')}"
                                          .replace("if it is ", "if it's "),
                                          f"si {'' if c.said_it else 'este permanente '}está "
                                          + c.role.replace("attacking", "atacando")
                                          .replace("blocking", "bloqueando").replace("_or_", " o ")),
    "MoreThanEachOther": _more_than_each,
    "AllOf": lambda w, c: all_of(w, c, condition),
    "BoardCondition": lambda w, c: board_condition(w, c, condition),
    "ComparedToYou": lambda w, c: compared_to_you(w, c),
    "YourTurn": your_turn,
    "OnceEachTurn": lambda w, c: w.pick("only once each turn", "solo una vez por turno"),
    "InstantTiming": lambda w, c: w.pick("only any time you could cast an instant", "solo como un instantáneo"),
    "Not": lambda w, c: "",  # the sentence a later "… instead" replaces says no condition of its own
    **BOARD_CONDITIONS,
}


def condition(w: Words, cond: object) -> str:
    """"if carnage gets more votes", "if you do", "if you control a Liliana planeswalker"; "" for none said."""
    said = _CONDITIONS.get(type(cond).__name__)
    if said is None:
        raise MissingWords("condition", type(cond).__name__)
    return said(w, cond)


def condition_alone(w: Words, cond: object) -> str:
    """The condition without its "if" / "si" ("you control a Giant", "controlas un Gigante"): the one place that takes
    the word off, for a note that quotes the condition ("Condition “…”") or a clause that puts another word before it
    ("unless …", "as long as …")."""
    return re.sub(r"^(?:if|si) ", "", condition(w, cond))


DEFINED_X.append(number)  # "up to X target lands, where X is …": a counted target word's X, defined (nouns.py)


def _defined_amount(w: Words, count: Any, person: str = "you") -> str:
    """A filter's defined amount ("with power less than or equal to the number of Islands you control"), said in
    place; words that would go to the end of the clause (", rounded up") have no clause here: missing, never
    dropped. ``person`` "3": each object's controller's ("… in their hand", Compare.theirs), else the controller's."""
    said = reference(w, amount_of_ref(replace(count, defines_x=False)), person)
    if w.trailing:
        raise MissingWords("amount", "trailing words of a compared amount")
    return said


DEFINED_AMOUNT.append(_defined_amount)
