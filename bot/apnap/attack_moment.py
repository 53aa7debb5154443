"""An attack trigger on a board where the attacker could not have attacked: refused, as every impossible combat is.

Why: only the active player's creatures attack (506.2, 508.1a). A board that says another player's creature
attacked ("combat: attacking" with Alice's creature on Bob's turn) is refused by the loader (combat_facts.py), and
so is "Whenever one or more creatures you control attack" when the controller is not the active player
(event_facts.group_attacked). The same impossible board also comes through the trigger's own words: "Whenever
this creature attacks" (the source attacked), "Whenever a Rogue you control attacks" (one of the controller's
creatures attacked) and ``event_object`` naming the creature that attacked ("Whenever a creature attacks you, its
controller loses 1 life"). Resolving them as given would answer for a combat that cannot happen (the life lost by a
player who never attacked), so they are refused the same way, naming what makes the board possible.
"""

from __future__ import annotations

import re

from .grammar.text import fold
from .model import Game
from .scenario_reader import ScenarioReader

# "attacks" / "attack" / "ataca" / "atacan": an attack trigger; one that may be a block too ("attacks or blocks") is
# left alone (either player's creature may have triggered it)
_ATTACKS = re.compile(r"\b(?:attacks?|atacan?)\b")
_BLOCKS = re.compile(r"\b(?:blocks?|bloquean?)\b")


def attack_trigger(condition: str | None) -> bool:
    """Whether a triggered ability's condition is an attack and nothing else (a block could be either player's)."""
    said = fold(condition or "")
    return bool(_ATTACKS.search(said)) and not _BLOCKS.search(said)


def own_attacker_checked(loader: ScenarioReader, condition: str | None, antecedent: str, game: Game) -> None:
    """"Whenever this creature attacks", "Whenever a Rogue you control attacks": the controller's creature attacked,
    so the controller is the active player (506.2, 508.1a); otherwise refused, saying to make them active."""
    if game.active == game.controller or not attack_trigger(condition):
        return
    yours = antecedent == "source" or (antecedent.startswith("event:") and " you control" in antecedent)
    if yours:
        raise loader.bad("active", "apnap.error.group_not_active", [f"active: {game.controller}"],
                         controller=game.controller, active=game.active)


def active_attackers(game: Game, names: list[str]) -> list[str]:
    """The names of ``names`` that are the active player's permanents: the only ones that can have attacked."""
    active = next((p for p in game.players if p.name == game.active), None)
    mine = {o.name.casefold() for o in active.battlefield} if active is not None else set()
    return [n for n in names if n.casefold() in mine]


def attacker_checked(loader: ScenarioReader, condition: str | None, name: str, game: Game, legal: list[str]) -> None:
    """``event_object`` of an attack trigger: the creature that attacked is the active player's (506.2, 508.1a);
    one of another player's is refused (as ``combat`` refuses it), offering the active player's creatures."""
    if not attack_trigger(condition) or active_attackers(game, [name]):
        return
    if any(o.name.casefold() == name.casefold() for p in game.players for o in p.battlefield):
        raise loader.bad("event_object", "apnap.error.combat_attacker", active_attackers(game, legal)[:5],
                         name=name, active=game.active)
