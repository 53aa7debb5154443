"""Board conditions said from their typed check, in English and Spanish: "there are four or more card types among
cards in your graveyard" / "hay cuatro o más tipos de carta entre las cartas de tu cementerio", "it's attacking" /
"este permanente está atacando", "at least three red mana was spent to cast this spell" / "se gastaron al menos
tres manás rojos para lanzar este hechizo".

Why: a board condition (conditions.BoardCondition, a static's "as long as …") keeps its words as printed, which
are right only in the card's own language. A reading in the other language said those words as they were, so a
Spanish reading carried English ("mientras it's attacking"): a Spanish user never meets English they did not ask
for. Here each condition type has its words in both languages, from its typed fields only; a condition no one
here says fails by name (:class:`MissingWords`), never in the other language.

The words are registered in amounts.py's one table (``_CONDITIONS``), beside the conditions it already says.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from ..grammar.spanish_terms import counter_es
from .amount_compare_words import amount_compared
from .cast_way_words import CAST_WAY_CONDITIONS
from .devotion_words import devotion_below
from .history_words import happened_this_turn
from .nouns import objects
from .registry import MissingWords
from .starting_life_words import starting_life_said
from .words import Words

_POSS = {"you": ("your", "tu"), "that_player": ("their", "su"), "an_opponent": ("their", "su")}
_OWNER = {"you": ("you", ""), "that_player": ("that player", "ese jugador"), "an_opponent": ("an opponent",
                                                                                           "un oponente")}
_ES_MANA_COLOURS = {"white": "blancos", "blue": "azules", "black": "negros", "red": "rojos", "green": "verdes"}
_ES_MANA_COLOUR = {"white": "blanco", "blue": "azul", "black": "negro", "red": "rojo", "green": "verde"}
_SYMBOL = {"white": "{W}", "blue": "{U}", "black": "{B}", "red": "{R}", "green": "{G}", "colorless": "{C}"}
_DID = {"discard": ("discards", "discard", "descarta", "descartas"),
        "sacrifice": ("sacrifices", "sacrifice", "sacrifica", "sacrificas"),
        "reveal": ("reveals", "reveal", "muestra", "muestras"), "exile": ("exiles", "exile", "exilia", "exilias")}


def _poss(w: Words, who: str) -> str:
    if who not in _POSS:
        raise MissingWords("condition owner", who)
    return w.pick(*_POSS[who])


def _card_types(w: Words, c: Any) -> str:
    n = w.number(c.at_least)
    return w.pick(f"if there are {n} or more card types among cards in {_poss(w, c.who)} graveyard",
                  f"si hay {n} o más tipos de carta entre las cartas de {_poss(w, c.who)} cementerio")


def _graveyard_size(w: Words, c: Any) -> str:
    """"seven or more cards are in your graveyard" (threshold), "an opponent has ten or more cards in their
    graveyard", "two or more instant and/or sorcery cards in your graveyard" (spell mastery)."""
    n = w.number(c.at_least, True)
    cards = w.pick("cards", "cartas") if c.filter is None else objects(w, c.filter, True, card=True)
    if c.who == "you" and c.filter is None:  # threshold, as printed: "seven or more cards are in your graveyard"
        return w.pick(f"if {n} or more cards are in your graveyard", f"si hay {n} o más cartas en tu cementerio")
    if c.who == "you":
        return w.pick(f"if there are {n} or more {cards} in your graveyard",
                      f"si hay {n} o más {cards} en tu cementerio")
    owner = w.pick(*_OWNER.get(c.who, ("", "")))
    if not owner:
        raise MissingWords("condition owner", c.who)
    return w.pick(f"if {owner} has {n} or more {cards} in their graveyard",
                  f"si {owner} tiene {n} o más {cards} en su cementerio")


def _source_counters(w: Words, c: Any) -> str:
    """"there are no depletion counters on this permanent", "this permanent has three or more +1/+1 counters on
    it", "there is exactly one tide counter on this permanent" (122.1)."""
    kind = counter_es(c.kind) if w.es else c.kind
    if c.at_most == 0:
        return w.pick(f"if there are no {kind} counters on this permanent",
                      f"si no hay contadores {kind} sobre este permanente")
    n = c.at_least
    noun = w.pick("counter" if n == 1 else "counters", "contador" if n == 1 else "contadores")
    many = w.number(n)
    if c.at_most == n:
        many = w.pick("one", "un") if n == 1 else many  # "exactly one tide counter"
        return w.pick(f"if there {'is' if n == 1 else 'are'} exactly {many} {kind} {noun} on this permanent",
                      f"si hay exactamente {many} {noun} {kind} sobre este permanente")
    if c.at_most is not None:
        raise MissingWords("counter range", f"{c.at_least}..{c.at_most}")
    if n == 1:
        return w.pick(f"if there is a {kind} counter on this permanent",
                      f"si hay un contador {kind} sobre este permanente")
    return w.pick(f"if there are {many} or more {kind} counters on this permanent",
                  f"si hay {many} o más contadores {kind} sobre este permanente")


def _mana_spent(w: Words, c: Any) -> str:
    """"{B} was spent to cast this spell", adamant's "at least three red mana was spent …" (601.2h)."""
    if c.same_color:
        n = w.number(c.at_least)
        return w.pick(f"if at least {n} mana of the same color was spent to cast this spell",
                      f"si se gastaron al menos {n} manás del mismo color para lanzar este hechizo")
    if c.at_least == 1:
        symbol = _SYMBOL[str(c.kind)]
        return w.pick(f"if {symbol} was spent to cast this spell", f"si se gastó {symbol} para lanzar este hechizo")
    if c.kind not in _ES_MANA_COLOURS:
        raise MissingWords("mana colour", str(c.kind))
    n = w.number(c.at_least)
    return w.pick(f"if at least {n} {c.kind} mana was spent to cast this spell",
                  f"si se gastaron al menos {n} manás {_ES_MANA_COLOURS[c.kind]} para lanzar este hechizo")


def _did_this_way(w: Words, c: Any) -> str:
    """"that player discards an artifact card this way", "you sacrifice an Island this way" (608.2c)."""
    from .nouns import counted

    verbs = _DID.get(c.action)
    if verbs is None or c.who == "any":
        raise MissingWords("this way", f"{c.action}/{c.who}")
    what = counted(w, 1, c.filter, card=c.action in ("discard", "reveal"))
    if c.who == "you":
        return w.pick(f"if you {verbs[1]} {what} this way", f"si {verbs[3]} {what} de esta manera")
    return w.pick(f"if that player {verbs[0]} {what} this way", f"si ese jugador {verbs[2]} {what} de esta manera")


# One function per condition type, by name (amounts._CONDITIONS is the one table).
# said of the source (source_state.SourceMarked); Spanish "está" / "es", made subjunctive after "mientras"
_SOURCE_MARKS = {"equipped": ("if this permanent is equipped", "si este permanente está equipado"),
                 "enchanted": ("if this permanent is enchanted", "si este permanente está encantado"),
                 "monstrous": ("if this permanent is monstrous", "si este permanente es monstruoso")}
BOARD_CONDITIONS: dict[str, Callable[[Words, Any], str]] = {
    "CardTypesInGraveyard": _card_types,
    "GraveyardSize": _graveyard_size,
    "SourceHasCounters": _source_counters,
    "ManaSpent": _mana_spent,
    "CastInMainPhase": lambda w, c: w.pick("if you cast this spell during your main phase",
                                           "si lanzas este hechizo durante tu fase principal"),
    "DidThisWay": _did_this_way,
    "MovedCardIs": lambda w, c: _moved_card(w, c),
    "YouAttacked": lambda w, c: w.pick("if you attacked this turn", "si atacaste este turno"),
    "ObjectIs": lambda w, c: _object_is(w, c),
    "ThatObjectIs": lambda w, c: _that_object(w, c),
    "AttachedIs": lambda w, c: _attached_is(w, c),
    "SourceMarked": lambda w, c: _SOURCE_MARKS[c.mark][1 if w.es else 0],
    "HappenedThisTurn": happened_this_turn,  # the turn's record (history_words.py)
    **CAST_WAY_CONDITIONS,  # where the spell was cast from, which keyword cost was paid (cast_way_words.py)
    "DevotionBelow": devotion_below,  # "if your devotion to black is less than five" (devotion_words.py)
    "CityBlessing": lambda w, c: w.pick("if you have the city's blessing",  # ascend's designation (702.131c)
                                        "si tienes la bendición de la ciudad"),
    "YouPaid": lambda w, c: w.pick("if you pay", "si pagas"),  # the latest payment (grammar/paid_condition.py)
    "ClashWon": lambda w, c: w.pick("if you win", "si ganas"),  # the latest clash (701.30d, grammar/clash.py)
    # the life lost this turn (grammar/life_lost.py)
    "LostLifeThisTurn": lambda w, c: w.pick("if a player other than you lost life this turn",
                                            "si un jugador distinto de ti perdió vida este turno"),
    "AmountCompared": amount_compared,  # "if X is 5 or more" (amount_compare_words.py)
    "StartingLifeCompared": starting_life_said,  # against the starting life total, 103.4 (starting_life_words.py)
}


def all_of(w: Words, c: Any, said_of: Callable[[Words, object], str]) -> str:
    """Conditions that must all hold, each said: "if you vote for grace and you do"; what one player controls of each
    of two kinds said once, as printed: "if you control a white permanent and a blue permanent" / "si controlas un
    permanente blanco y un permanente azul" (grammar/object_is.control_both). ``said_of`` says each part
    (amounts.condition, passed in: that module imports this one)."""
    said = [said_of(w, part) for part in c.conditions]
    tails = [_one_controlled(w, p) for p in c.conditions]
    if all(t is not None for t in tails) and len({p.who for p in c.conditions}) == 1:
        return said[0] + "".join(w.pick(" and ", " y ") + str(t) for t in tails[1:])
    return w.pick(" and ", " y ").join(said)


def _one_controlled(w: Words, p: Any) -> str | None:
    """What "if you control a white permanent" / "si controlas un permanente blanco" says is controlled, from the
    condition's fields (one permanent of one kind), or None for any other condition."""
    from .nouns import counted

    if type(p).__name__ != "Controls" or p.at_least != 1 or p.at_most is not None or len(p.filter.subtypes) == 2:
        return None
    return counted(w, 1, p.filter)


def _moved_card(w: Words, c: Any) -> str:
    """"If that card is a Goblin card" / "Si esa carta es una carta de Goblin" (grammar/moved_card.py, 608.2c)."""
    from .nouns import counted

    return w.pick("if that card is ", "si esa carta es ") + counted(w, 1, c.filter, card=True)


def _attached_is(w: Words, c: Any) -> str:
    """"if equipped creature is tapped" / "si la criatura equipada está girada", "if enchanted creature is a Human" /
    "si la criatura encantada es un Humano" (attached_conditions.py)."""
    from .kind_words import attached_creature
    from .nouns import counted

    who = attached_creature(w, c.attached)
    if c.filter.tapped is not None:
        state = w.pick("tapped", "girada") if c.filter.tapped else w.pick("untapped", "enderezada")
        return w.pick(f"if {who} is {state}", f"si {who} está {state}")
    return w.pick(f"if {who} is ", f"si {who} es ") + counted(w, 1, c.filter)


def your_turn(w: Words, c: Any) -> str:
    """When an ability may be activated (602.5: "only any time you could cast a sorcery", "during your upkeep",
    "during your turn"), or a static's "it's not your turn" (611.3a: another player is the active player)."""
    if getattr(c, "negated", False):
        return w.pick("if it's not your turn", "si no es tu turno")
    if getattr(c, "sorcery", False):
        return w.pick("only any time you could cast a sorcery", "solo como un conjuro")
    return w.pick("during your upkeep", "durante tu mantenimiento") if getattr(c, "upkeep", False) else \
        w.pick("during your turn", "durante tu turno")


def turn_while(w: Words, c: Any) -> str | None:
    """A static's "as long as it's your turn" / "mientras sea tu turno" (611.3a), said from its check; None for any
    condition that is no plain turn check."""
    from ..grammar.conditions import YourTurn

    if not isinstance(c, YourTurn) or c.sorcery or c.upkeep:
        return None
    return w.pick("if it's not your turn", "si no es tu turno") if c.negated else \
        w.pick("if it's your turn", "si es tu turno")


_COLOUR_ES = {"white": "blanco", "blue": "azul", "black": "negro", "red": "rojo", "green": "verde"}


def _object_is(w: Words, c: Any) -> str:
    """"if it's white" / "si es de color blanco" (no gender to agree with), "if it's a creature" / "si es una
    criatura": the object the instruction acts on (grammar/object_is.py)."""
    from .nouns import counted

    flt = c.filter
    if c.extreme is not None:
        return _object_is_extreme(w, c)
    if flt.colored is False:
        return w.pick("if it's colorless", "si es incoloro")
    if flt.colors and not flt.alternatives and not flt.subtypes:
        colour = next(iter(flt.colors))
        return w.pick(f"if it's {colour}", f"si es de color {_COLOUR_ES[colour]}")
    if flt.counters and len(flt.counters) == 1 and not flt.alternatives:  # "if that creature has a +1/+1 counter on
        kind = next(iter(flt.counters))  # it" (object_is.read_object_has_counter, 122.1)
        return w.pick(f"if that creature has a {kind} counter on it",
                      f"si esa criatura tiene un contador {counter_es(kind)} sobre ella")
    if flt.compares and not flt.alternatives:  # "if its mana value is 2 or less" (object_is._mana_value_is, 202.3)
        said = str(counted(w, 1, flt))  # "a card with mana value 2 or less" / "una carta con valor de maná de 2 …"
        tail = said.split(" with ", 1)[-1] if not w.es else said.split(" con ", 1)[-1]
        return w.pick(f"if it has {tail}", f"si tiene {tail}")
    return w.pick("if it's ", "si es ") + str(counted(w, 1, flt))


_EXTREME_WORDS = {("least", False): ("least", "menor"), ("greatest", False): ("greatest", "mayor"),
                  ("least", True): ("lowest", "menor"), ("greatest", True): ("highest", "mayor")}
_PROP_WORDS = {"power": ("power", "fuerza"), "toughness": ("toughness", "resistencia"),
               "mana_value": ("mana value", "valor de maná")}


# the noun a "that <noun>" condition names, in printed Spanish with its demonstrative (grammar/that_object_is.py)
_THAT_NOUN_ES = {"creature": "esa criatura", "land": "esa tierra", "artifact": "ese artefacto",
                 "enchantment": "ese encantamiento", "planeswalker": "ese planeswalker", "permanent": "ese permanente"}


def _that_object(w: Words, c: Any) -> str:
    """"if that land was a nonbasic land" / "si esa tierra era una tierra no básica"; "has infect" is said "if that
    creature is a creature with infect" / "si esa criatura es una criatura con infectar" (that_object_is.py, 608.2c)."""
    from .nouns import counted

    past = c.verb == "was"
    said = str(counted(w, 1, c.filter))
    return w.pick(f"if that {c.noun} {'was' if past else 'is'} {said}",
                  f"si {_THAT_NOUN_ES[c.noun]} {'era' if past else 'es'} {said}")


def _object_is_extreme(w: Words, c: Any) -> str:
    """"if it has the least power or is tied for least power among creatures on the battlefield" / "si tiene la menor
    fuerza o está empatada con la menor fuerza de entre las criaturas en el campo de batalla" (object_is.py)."""
    from .nouns import objects

    most = _EXTREME_WORDS[c.extreme, c.prop == "mana_value"]
    prop = _PROP_WORDS[c.prop]
    among = objects(w, c.among, True)
    if not w.es:
        return f"if it has the {most[0]} {prop[0]} or is tied for {most[0]} {prop[0]} among {among} on the battlefield"
    tied = "empatada" if c.among.noun == "creature" else "empatado"
    return (f"si tiene la {most[1]} {prop[1]} o está {tied} con la {most[1]} {prop[1]} de entre las {among} en el "
            "campo de batalla") if c.among.noun == "creature" else \
        (f"si tiene el {most[1]} {prop[1]} o está {tied} con el {most[1]} {prop[1]} de entre los {among} en el "
         "campo de batalla")


def board_condition(w: Words, cond: Any, said_of: Callable[[Words, object], str]) -> str:
    """A :class:`BoardCondition`: its printed words when they are in the reading's language (an English card said in
    English, as test_rendering.py compares them), else its typed check said in that language (never the other
    language's words: a Spanish card's "si tienes 5 vidas o menos" said in English is "if you have 5 or less life").
    ``said_of`` says the typed check (amounts.condition, passed in: that module imports this one)."""

    words = str(getattr(cond, "words", ""))
    if not w.es and _english(words):
        return "if " + words
    said = said_of(w, cond.check)
    if not w.es:
        return said if said.startswith("if ") else "if " + _EN_TIMING.get(said, said)
    if not said.startswith("si "):  # "durante tu turno": a timing, not an "if"
        said = "si " + _ES_TIMING.get(said, said)
    return said


# a timing said as an "if" ("mientras it's your turn" → "mientras es tu turno")
_ES_TIMING = {"durante tu turno": "es tu turno"}
_EN_TIMING = {"during your turn": "it's your turn"}


def _english(words: str) -> bool:
    return printed_in("en", words)


@lru_cache(maxsize=1024)
def printed_in(lang: str, words: str) -> bool:
    """Whether a condition's printed words are in ``lang``: that language's grammar reads them (a condition is too
    short for a language detector: "no controles tierras enderezadas" was taken for English). Cached: a reading
    asks it for each condition it says, and the answer depends on the words only."""
    from ..grammar.conditions import read_condition
    from ..grammar.phrases import Unread

    try:
        read_condition(words, lang)
    except Unread:
        return False
    return True

# "mientras …" takes the subjunctive in printed Spanish: "mientras haya siete o más cartas en tu cementerio",
# "mientras no tengas cartas en la mano", "mientras sea tu turno", "mientras este permanente esté atacando".
_ES_SUBJUNCTIVE = {"hay": "haya", "tienes": "tengas", "controlas": "controles", "es": "sea", "tiene": "tenga",
                   "está": "esté", "controla": "controle", "atacaste": "hayas atacado", "lanzaste": "hayas lanzado"}


def while_mood(said: str) -> str:
    """A condition said with "si" (indicative) as printed Spanish says it after "mientras" (subjunctive)."""
    words = said.split(" ")
    for i, word in enumerate(words[:4]):  # the condition's own verb, within its subject
        if word in _ES_SUBJUNCTIVE:
            words[i] = _ES_SUBJUNCTIVE[word]
            break
    return " ".join(words)
