"""What happened earlier this turn, said from the typed condition (history_conditions.HappenedThisTurn) in English
and Spanish: "if you've cast another blue spell this turn" / "si lanzaste otro hechizo azul este turno", "if a
creature died this turn" / "si una criatura murió este turno", "if an opponent was dealt damage this turn" / "si un
oponente recibió daño este turno".

Why from the typed fields: the words as printed are right only in the card's language; a reading in the other one
says the same record, never carrying the printed words across.
"""

from __future__ import annotations

from typing import Any

from ..grammar.choice_words import COLORS_ES
from .nouns import counted, objects
from .registry import MissingWords
from .words import Words


def happened_this_turn(w: Words, c: Any) -> str:
    """One sentence per part of the turn's record (turn_history.py)."""
    if c.part == "dealt_damage":
        return w.pick("if you were dealt damage this turn", "si recibiste daño este turno") if c.who == "you" else \
            w.pick("if an opponent was dealt damage this turn", "si un oponente recibió daño este turno")
    if c.part == "died" and c.filter is not None:
        return w.pick(f"if {counted(w, 1, c.filter)} died this turn", f"si {counted(w, 1, c.filter)} murió este turno")
    if c.part == "left" and c.filter is not None:  # revolt (603.6c)
        what = counted(w, 1, c.filter)
        if c.who == "you":
            return w.pick(f"if {what} you controlled left the battlefield this turn",
                          f"si {what} que controlabas dejó el campo de batalla este turno")
        return w.pick(f"if {what} left the battlefield this turn", f"si {what} dejó el campo de batalla este turno")
    if c.part == "entered" and c.filter is not None and c.who == "you":  # landfall (603.6a)
        what = counted(w, 1, c.filter)
        return w.pick(f"if you had {what} enter the battlefield under your control this turn",
                      f"si {what} entró al campo de batalla bajo tu control este turno")
    if c.part == "played_land":
        return w.pick("if you played a land this turn", "si jugaste una tierra este turno")
    if c.part == "cast_from_hand":
        return w.pick(f"if you {'didn' + chr(39) + 't ' if c.negated else ''}cast it from your hand",
                      f"si {'no ' if c.negated else ''}lo lanzaste desde tu mano")
    if c.part == "spells" and c.who == "you":
        said = _spell(w, c.filter)
        return w.pick(f"if you've cast another {said} this turn", f"si lanzaste otro {said} este turno")
    raise MissingWords("turn history", f"{c.part}/{c.who}")


_ES_TYPES = {"artifact": "artefacto", "creature": "criatura", "enchantment": "encantamiento", "instant": "instantáneo",
             "sorcery": "conjuro", "planeswalker": "planeswalker", "land": "tierra"}


def _spell(w: Words, flt: Any) -> str:
    """"blue spell", "creature spell" / "hechizo azul", "hechizo de criatura": a spell's kind said as a spell."""
    if flt is None or not w.es:
        return objects(w, flt, False) if flt is not None else "spell"
    if flt.not_colors or flt.subtypes or flt.not_subtypes or flt.colored is not None or any(
            forbidden for _req, forbidden, _b, _p in flt.alternatives):
        raise MissingWords("spell kind", repr(flt))  # said by nobody yet: never in the other language
    kinds = " o de ".join("/".join(_ES_TYPES.get(t, t) for t in sorted(req)) for req, _f, _b, _p in flt.alternatives)
    colors = " o ".join(COLORS_ES.get(c, c) for c in sorted(flt.colors))
    return " ".join(part for part in ("hechizo", f"de {kinds}" if kinds else "", colors) if part)


def died_this_turn(w: Words, amount: Any, person: str) -> str:
    """"the number of creatures that died this turn", "… put into your graveyard from the battlefield this turn",
    "… that died under your control this turn" (700.4; plan.amounts.DiedThisTurn)."""
    del person
    what = objects(w, amount.filter, True) if amount.filter is not None else w.pick("permanents", "permanentes")
    if amount.whose == "owner":
        feminine = w.es and what.split(" ")[0] in ("criaturas", "cartas")
        put = "puestas" if feminine else "puestos"
        return w.pick(f"the number of {what} put into your graveyard from the battlefield this turn",
                      f"el número de {what} {put} en tu cementerio desde el campo de batalla este turno")
    under = w.pick(" under your control", " bajo tu control") if amount.whose == "controller" else ""
    return w.pick(f"the number of {what} that died{under} this turn", f"el número de {what} que murieron{under} este "
                  "turno")


def died_this_way(w: Words, flt: Any, each: bool) -> str:
    """"for each creature that died this way" / "the number of creatures that died this way" (700.4), as printed:
    said as "cards put into a graveyard" it named something else (a token that dies is no card, 108.2b)."""
    if each:
        noun = counted(w, 1, flt).split(" ", 1)[1] if flt is not None else w.pick("permanent", "permanente")
        return w.pick(f"for each {noun} that died this way", f"por cada {noun} que murió de esta manera")
    said = objects(w, flt, True) if flt is not None else w.pick("permanents", "permanentes")
    return w.pick(f"the number of {said} that died this way", f"el número de {said} que murieron de esta manera")
