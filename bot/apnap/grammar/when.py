"""Trigger conditions ("when" phrases) of the triggered abilities printed on scenario objects."""

from __future__ import annotations

import re

from .text import clean_spaces, fold

# --------------------------------------------------------------------------------------------
# Trigger conditions ("when" phrases)
# --------------------------------------------------------------------------------------------
TRIGGER_EVENTS = (
    "this_dies", "creature_dies", "another_creature_dies", "creature_you_control_dies",
    "permanent_sacrificed", "player_draws", "opponent_draws", "you_draw", "player_discards",
    "opponent_discards", "player_loses_life", "this_enters", "creature_enters", "your_upkeep",
    "each_upkeep",
)
# "another ability triggering" conditions would go in the second pass of 603.3b; none of the
# supported phrases is one, but the engine keeps the two passes.
SECOND_PASS_EVENTS: frozenset[str] = frozenset()

_WHEN_PREFIX_RE = re.compile(
    r"^(?:whenever|when|at the|at|cuando|siempre que|al|a la|en el|en la)\s+")
_WHEN_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p), k) for p, k in (
    # English
    (r"(?:this|this creature|this permanent|~|it) dies", "this_dies"),
    (r"(?:a|another or this) creature dies|this creature or another creature dies", "creature_dies"),
    (r"another creature dies", "another_creature_dies"),
    (r"a creature you control dies|this creature or another creature you control dies", "creature_you_control_dies"),
    (r"a (?:player sacrifices a )?permanent(?: is sacrificed)?|a player sacrifices a permanent|you sacrifice a permanent", "permanent_sacrificed"),
    (r"a player draws (?:a card|one or more cards)", "player_draws"),
    (r"an opponent draws (?:a card|one or more cards)", "opponent_draws"),
    (r"you draw (?:a card|one or more cards)", "you_draw"),
    (r"a player discards (?:a card|one or more cards)", "player_discards"),
    (r"an opponent discards (?:a card|one or more cards)", "opponent_discards"),
    (r"a player loses life", "player_loses_life"),
    (r"(?:this|this creature|this permanent|~|it) enters(?: the battlefield)?", "this_enters"),
    (r"a creature enters(?: the battlefield)?", "creature_enters"),
    (r"(?:the )?beginning of your upkeep", "your_upkeep"),
    (r"(?:the )?beginning of each upkeep|(?:the )?beginning of each player's upkeep", "each_upkeep"),
    # Spanish (indicative or subjunctive)
    (r"(?:esto|este|esta|esta criatura|este permanente) muer[ae]", "this_dies"),
    (r"una criatura muer[ae]|muer[ae] una criatura|esta criatura u otra criatura muer[ae]", "creature_dies"),
    (r"otra criatura muer[ae]|muer[ae] otra criatura", "another_creature_dies"),
    (r"una criatura que controlas muer[ae]|muer[ae] una criatura que controlas|"
     r"esta criatura u otra criatura que controlas muer[ae]", "creature_you_control_dies"),
    (r"(?:un permanente es sacrificado|se sacrifica un permanente|un jugador sacrifica un permanente|"
     r"un jugador sacrifique un permanente|se sacrifique un permanente)", "permanent_sacrificed"),
    (r"un jugador rob[ae] (?:una carta|una o mas cartas)", "player_draws"),
    (r"un (?:oponente|adversario) rob[ae] (?:una carta|una o mas cartas)", "opponent_draws"),
    (r"(?:robas|robes) (?:una carta|una o mas cartas)", "you_draw"),
    (r"un jugador descart[ae] (?:una carta|una o mas cartas)", "player_discards"),
    (r"un (?:oponente|adversario) descart[ae] (?:una carta|una o mas cartas)", "opponent_discards"),
    (r"un jugador pierd[ae] vidas?", "player_loses_life"),
    (r"(?:esto|este|esta|esta criatura|este permanente) entr[ae](?: al campo de batalla)?", "this_enters"),
    (r"una criatura entr[ae](?: al campo de batalla)?", "creature_enters"),
    (r"(?:el )?comienzo de tu mantenimiento", "your_upkeep"),
    (r"(?:el )?comienzo de cada mantenimiento|(?:el )?comienzo del mantenimiento de cada jugador", "each_upkeep"),
))
WHEN_EXAMPLES = (
    "this dies", "a creature dies", "another creature dies", "a creature you control dies",
    "a permanent is sacrificed", "a player draws a card", "an opponent draws a card", "you draw a card",
    "a player discards a card", "an opponent discards a card", "a player loses life", "this enters",
    "a creature enters", "beginning of your upkeep", "beginning of each upkeep",
    "una criatura muere", "otra criatura muere", "comienzo de tu mantenimiento",
)


def parse_when(phrase: str, source_name: str = "") -> str | None:
    """The canonical trigger event for a ``when`` phrase, or None when it isn't supported."""
    low = fold(clean_spaces(str(phrase))).strip(" ,.")
    low = _WHEN_PREFIX_RE.sub("", low)
    name = fold(clean_spaces(source_name))
    if name and low.startswith(name + " "):
        low = "this " + low[len(name) + 1:]  # "Blood Artist dies" = "this dies"
    for pattern, key in _WHEN_PATTERNS:
        if pattern.fullmatch(low):
            return key
    return None


def closest_when(phrase: str) -> list[str]:
    from rapidfuzz import fuzz, process, utils

    found = process.extract(str(phrase), WHEN_EXAMPLES, scorer=fuzz.WRatio, processor=utils.default_process, limit=3)
    return [m for m, _s, _i in found]

