"""An attack trigger on a board where the attacker could not have attacked: never resolved silently.

Why: only the active player's creatures attack (506.2, 508.1a). A board that says another player's creature
attacked ("combat: attacking" with Alice's creature on Bob's turn) is refused by the loader (combat_facts.py), and
so is "Whenever one or more creatures you control attack" when the controller is not the active player
(event_facts.group_attacked). The same impossible board also comes through the trigger's own words: "Whenever
this creature attacks" (the source attacked), "Whenever a Rogue you control attacks" (one of the controller's
creatures attacked) and ``event_object`` naming the creature that attacked ("Whenever a creature attacks you, its
controller loses 1 life"). An ``event_object`` that is another player's creature is a fact the scenario gives that
cannot be (the life lost by a player who never attacked): refused, as ``combat`` refuses it. The controller's own
attacker on another player's turn is the moment assumed, as for "At the beginning of your upkeep"
(engine/trigger_moment.py): resolved as given with a warning naming ``active``.
"""

from __future__ import annotations

import re

from bot.catalog import t

from .grammar import Effect
from .grammar.exert import EXERT
from .grammar.text import fold
from .model import Game
from .render.card_words import CardWords
from .scenario_reader import ScenarioReader

# "attacks" / "attack" / "ataca" / "atacan": an attack trigger; one that may be a block too ("attacks or blocks") is
# left alone (either player's creature may have triggered it)
_ATTACKS = re.compile(r"\b(?:attacks?|atacan?)\b")
# "a Rogue you control attacks", "a creature you control with trample attacks" (not "attacks you or a planeswalker
# you control": that one is whoever attacks)
_YOURS_ATTACK = re.compile(r"(?:you control|que controlas)(?: (?:with|con) [\w ]+?)? (?:attacks?|atacan?)\b")
_BLOCKS = re.compile(r"\b(?:blocks?|bloquean?)\b")


def attack_trigger(condition: str | None) -> bool:
    """Whether a triggered ability's condition is an attack and nothing else (a block could be either player's)."""
    said = fold(condition or "")
    return bool(_ATTACKS.search(said)) and not _BLOCKS.search(said)


def own_attacker_moment(condition: str | None, antecedent: str, game: Game, lang: str) -> list[str]:
    """"Whenever this creature attacks", "Whenever a Rogue you control attacks": the controller's creature attacked,
    so the controller is the active player (506.2, 508.1a). A board naming another active player is resolved as
    given, as a trigger of the controller's own upkeep is (engine/trigger_moment.py), and a warning says the moment
    is assumed, with the field that gives it."""
    if game.active == game.controller or not attack_trigger(condition):
        return []
    yours = antecedent == "source" or (antecedent.startswith("event:") and " you control" in antecedent)
    return [t("apnap.warning.attack_moment", lang, when=CardWords(condition or "", "trigger"),
              controller=game.controller, active=game.active)] if yours else []


def exert_moment(effect: Effect, game: Game, lang: str) -> list[str]:
    """"You may exert this creature as it attacks" (701.43d, 508.1g): the controller exerts it as they declare it
    an attacker, and only the active player's creatures attack (506.2, 508.1a). A board naming another active player is
    resolved as given, as the source's own attack trigger is (``own_attacker_moment``), and the same warning says the
    moment is assumed; judge 29 found six exert abilities resolved on Bob's turn for Dave's creature, unsaid."""
    if game.active == game.controller or not any(step.action == EXERT for step in effect.steps):
        return []
    said = next((s for s in re.split(r"(?<=\.)\s+", effect.text) if _EXERTS.search(fold(s))), effect.text)
    return [t("apnap.warning.attack_moment", lang, when=CardWords(said.rstrip("."), "instruction", effect.lang),
              controller=game.controller,
              active=game.active)]


_EXERTS = re.compile(r"\b(?:exert|agot)")


def attacking_player(game: Game, condition: str | None) -> str:
    """Whose creatures attacked: the controller's for "a Rogue you control attacks" (on another player's turn the
    moment is assumed and said, own_attacker_moment), else the active player's (506.2, 508.1a)."""
    return game.controller if _YOURS_ATTACK.search(fold(condition or "")) else game.active


def active_attackers(game: Game, names: list[str], condition: str | None = None) -> list[str]:
    """The names of ``names`` that are the attacking player's permanents: the only ones that can have attacked."""
    whose = attacking_player(game, condition)
    holder = next((p for p in game.players if p.name == whose), None)
    mine = {o.name.casefold() for o in holder.battlefield} if holder is not None else set()
    return [n for n in names if n.casefold() in mine]


def attacker_checked(loader: ScenarioReader, condition: str | None, name: str, game: Game, legal: list[str]) -> None:
    """``event_object`` of an attack trigger: the creature that attacked is the active player's (506.2, 508.1a);
    one of another player's is refused (as ``combat`` refuses it), offering the active player's creatures."""
    if not attack_trigger(condition) or active_attackers(game, [name], condition):
        return
    if any(o.name.casefold() == name.casefold() for p in game.players for o in p.battlefield):
        raise loader.bad("event_object", "apnap.error.combat_attacker", active_attackers(game, legal, condition)[:5],
                         name=name, active=attacking_player(game, condition))
