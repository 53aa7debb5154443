"""Words for the counts the power-and-toughness family reads (grammar/sizes.py): "for each other creature on the
battlefield", "for each creature card in your graveyard".

Why its own module: render/amounts.py says every amount and is at its size limit; these are said the way the cards
print them, so a reading of them says what the card says.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .nouns import objects
from .words import Words


def per_kind(w: Words, amount: Any, their: str) -> str:
    """"for each other creature on the battlefield" (everyone's), "for each creature card in your graveyard"
    (``their``: whose graveyard, "your graveyard", as render/amounts.py says it)."""
    if amount.__class__.__name__ == "LandTypesAmong":  # domain (205.3i)
        return w.pick("for each basic land type among lands ", "por cada tipo de tierra básica entre las tierras ") \
            + _land_owner(w, amount)
    if amount.__class__.__name__ == "AllGraveyards":
        said = w.pick("card", "carta") if amount.filter is None else objects(w, amount.filter, False, card=True)
        return w.pick(f"for each {said} in all graveyards", f"por cada {said} en todos los cementerios")
    if amount.__class__.__name__ == "OnBattlefield":
        said = objects(w, amount.filter, False)
        return w.pick(f"for each {said}", f"por cada {said}") + on_the_battlefield(w, amount.filter)
    said = objects(w, amount.filter, False, card=True)
    return w.pick(f"for each {said} in {their}", f"por cada {said} en {their}")


def on_the_battlefield(w: Words, flt: Any) -> str:
    """" on the battlefield" after a kind whoever controls it (109.2); a kind that says whose ("… your opponents
    control", "… you don't control") says it all: the place is not said again."""
    return "" if flt.control else w.pick(" on the battlefield", " en el campo de batalla")


# Oracle's words for the greatest of a property (202.3: "converted mana cost" on the cards these are printed on)
_GREATEST = {"power": ("the greatest power", "la mayor fuerza"),
             "toughness": ("the greatest toughness", "la mayor resistencia"),
             "mana_value": ("the highest converted mana cost", "el mayor coste de maná convertido")}


def greatest_power(w: Words, amount: Any, person: str) -> str:
    """"the greatest power among creatures you control" / "la mayor fuerza entre las criaturas que controlas",
    "the highest converted mana cost among permanents you control" / "el mayor coste de maná convertido entre los
    permanentes que controlas"."""
    said = objects(w, amount.filter, True)
    greatest = w.pick(*_GREATEST[amount.prop])
    article = "los" if amount.prop == "mana_value" and not _feminine_plural(said) else "las"
    return w.pick(f"{greatest} among {said}", f"{greatest} entre {article} {said}")


def _feminine_plural(said: str) -> bool:
    return said.split(" ", 1)[0] in ("criaturas", "cartas", "tierras", "fichas")


def all_graveyards(w: Words, amount: Any, person: str) -> str:
    """"the number of creature cards in all graveyards" / "el número de cartas de criatura en todos los
    cementerios" (404.2)."""
    flt = amount.filter
    named = flt is not None and flt.same_name == "spell"  # the relation said after the zones, as printed (201.2)
    if named:
        flt = None if replace(flt, same_name=None).is_any else replace(flt, same_name=None)
    said = w.pick("cards", "cartas") if flt is None else objects(w, flt, True, card=True)
    tail = w.pick(" with the same name as that spell", " con el mismo nombre que ese hechizo") if named else ""
    return w.pick(f"the number of {said} in all graveyards{tail}",
                  f"el número de {said} en todos los cementerios{tail}")


def life_lost(w: Words, amount: Any, person: str) -> str:
    """"the life they lost this turn"; the controller's: "the amount of life you've lost this turn" (Greven)."""
    if amount.whose.name == "YOU":
        return w.pick("the amount of life you've lost this turn", "la cantidad de vidas que perdiste este turno")
    return w.pick("the life they lost this turn", "las vidas que perdió este turno")


def drawn_this_turn(w: Words, amount: Any, person: str) -> str:
    """"the number of cards that player has drawn this turn"; the controller's: "… you've drawn this turn"."""
    if amount.whose.name == "YOU":
        return w.pick("the number of cards you've drawn this turn", "el número de cartas que robaste este turno")
    return w.pick("the number of cards that player has drawn this turn",
                  "el número de cartas que ese jugador robó este turno")


def turn_start(w: Words, amount: Any, person: str) -> str:
    """"the number of untapped lands they controlled at the beginning of this turn" (the scenario's turn_start)."""
    you = amount.whose.name == "YOU"
    lands = {"lands": ("lands", "tierras"), "untapped_lands": ("untapped lands", "tierras enderezadas")}[amount.kind]
    return w.pick(f"the number of {lands[0]} {'you' if you else 'they'} controlled at the beginning of this turn",
                  f"el número de {lands[1]} que {'controlabas' if you else 'controlaba'} al comienzo de este turno")


def _land_owner(w: Words, amount: Any) -> str:
    you = amount.whose.name == "YOU"
    return w.pick("you control" if you else "they control", "que controlas" if you else "que controla")


def land_types(w: Words, amount: Any, person: str) -> str:
    """Domain: "the number of basic land types among lands you control" (205.3i)."""
    return w.pick("the number of basic land types among lands ",
                  "la cantidad de tipos de tierra básica entre las tierras ") + _land_owner(w, amount)


def signed_pt(power: int, toughness: int) -> str:
    """A power/toughness change as cards print it: each number signed, a zero with the other number's sign when that
    one is negative ("-1/-0", "-0/-2"; "+2/+0", "+0/+1"): judge 41es found the card's "-1/-0" said "-1/+0"."""
    def one(value: int, other: int) -> str:
        return f"{value:+d}" if value else ("-0" if other < 0 else "+0")

    return f"{one(power, toughness)}/{one(toughness, power)}"
