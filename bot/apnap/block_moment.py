"""A block trigger on a board where the block could not have happened: never resolved silently.

Why: "Whenever Kolaghan Aspirant becomes blocked by a creature" says the source attacked, and only the active
player's creatures attack (506.2, 508.1a); "Whenever Wall of Tears blocks a creature" says the source blocked, and
only the defending players' creatures block (509.1a), never the active player's. attack_moment.py checks attack
triggers so; this module does the same for the source's own block (combat_referents.block_role reads which one the
words say). The moment is assumed as given, with a warning naming ``active`` (as an attack trigger's is). The
trigger's other creature (``event_object``, "that creature") is on the other side of that block: one of the
controller's own creatures cannot be it, and neither can a creature the scenario's ``combat`` does not put in the
source's block (509.1a, 509.1h): both are facts that cannot be, refused as ``bad_scenario``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.catalog import t

from .combat_referents import block_role, block_source, in_block_with
from .grammar.text import fold
from .model import Game
from .render.card_words import CardWords
from .scenario_reader import ScenarioReader


def own_block_moment(condition: str | None, names: Sequence[str], game: Game, lang: str) -> list[str]:
    """"Whenever this creature becomes blocked": the controller attacked, so is the active player (508.1a);
    "Whenever this creature blocks": the controller defended, so is not (509.1a). A board that says otherwise is
    resolved as given, and a warning says which moment is assumed and the field that gives it."""
    role = block_role(condition or "", names)
    if role is None and _own_blocked(condition or "", names):  # "becomes blocked" with no "by a creature"
        role = "blocked"
    if role == "blocked" and game.active != game.controller:
        return [t("apnap.warning.attack_moment", lang, when=CardWords(condition or "", "trigger"),
                  controller=game.controller,
                  active=game.active)]
    if role == "blocker" and game.active == game.controller:
        return [t("apnap.warning.block_moment", lang, when=CardWords(condition or "", "trigger"),
                  controller=game.controller,
                  active=game.active)]
    return []


# "Whenever <this> becomes blocked" / "Whenever a creature you control becomes blocked" (no "by …"): the
# controller's creature attacked (508.1a); printed Spanish "sea bloqueada", "quede bloqueada"
_BECOMES_BLOCKED = re.compile(r"^(?:whenever|when|siempre que|cuando) (?P<who>.+?) (?:becomes blocked|"
                              r"(?:sea|quede) bloquead[oa])\b")
_YOURS = re.compile(r"\b(?:you control|que controlas)$")


def _own_blocked(condition: str, names: Sequence[str]) -> bool:
    """Whether the trigger's event is one of the controller's own creatures becoming blocked: the source (its name,
    "this creature") or "a creature you control"."""
    m = _BECOMES_BLOCKED.match(fold(condition))
    if m is None:
        return False
    who = m["who"]
    return who in ("this creature", "esta criatura", *(fold(n) for n in names)) or bool(_YOURS.search(who))


def block_candidates(condition: str, names: Sequence[str], game: Game, candidates: list[str]) -> list[str]:
    """The creatures ``event_object`` may name for the source's own block trigger, offered when it is asked: the
    active player's attackers for "blocks a creature" (506.2), another player's creatures for "becomes blocked"."""
    role = block_role(condition, names)
    if role is None:
        return candidates
    mine = {o.name.casefold() for o in game.player(game.controller).battlefield}
    attackers = {o.name.casefold() for o in game.player(game.active).battlefield}
    return [n for n in candidates if n.casefold() not in mine
            and (role != "blocker" or game.active == game.controller or n.casefold() in attackers)]


def blocked_with_checked(loader: ScenarioReader, condition: str, names: Sequence[str], name: str, game: Game) -> None:
    """``event_object`` of the source's own block trigger: a creature on the other side of that block. The
    controller's own creature is refused (a player's creatures never block each other, 509.1a), and so is one the
    scenario's ``combat`` does not put in the source's block, offering those it does."""
    role = block_role(condition, names)
    if role is None:
        return
    theirs = {o.name.casefold() for p in game.players if p.name != game.controller for o in p.battlefield}
    if name.casefold() not in theirs:  # only the controller's own has that name (the loader found it on the board)
        raise loader.bad("event_object", "apnap.error.block_event_own", name=name, when=condition,
                         controller=game.controller)
    if role == "blocker" and game.active != game.controller and not any(
            o.name.casefold() == name.casefold() for o in game.player(game.active).battlefield):
        raise loader.bad("event_object", "apnap.error.combat_attacker", name=name, active=game.active)  # 506.2
    source = block_source(game, names)
    if game.combat is None or source is None:
        return
    related = [o.name for o in in_block_with(game, source, role)]
    if name.casefold() not in (n.casefold() for n in related):
        raise loader.bad("event_object", "apnap.error.block_event_combat", related[:5], name=name, when=condition,
                         source=source.name)


__all__ = ["block_candidates", "blocked_with_checked", "own_block_moment"]
