"""Reading the combat a scenario states (506-510): who attacks whom, who blocks whom, which attackers are
blocked. No board shows it, so the text that needs it ("target attacking creature", "defending player")
asks for it (``choice_needed``, field ``combat``) rather than guess.

Two ways to say it, read into one :class:`~bot.apnap.model.Combat`: the long form's object keys
(``attacking: Bob``, ``blocking: Hill Giant``, ``blocked: true``) and the scenario's ``combat`` mapping, which
names objects by name and is what quick mode's ``facts`` text can carry
(``combat: {attacking: {Hill Giant: Dave}, blocking: {Craw Wurm: Hill Giant}}``).

Why a module of its own: the checks are the combat rules' (506.2 the attacking player is the active player;
508.1b an attacker attacks a player or a planeswalker; 509.1a a blocker is a defending player's untapped
creature), not the board loader's, and the scenario loader is full.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .model import Combat, Game, GameObject
from .scenario_reader import ScenarioReader
from .seats import next_opponent

COMBAT_KEYS = ("attacking", "blocking", "blocked", "blockers_declared")  # the ``combat`` mapping's fields
OBJECT_COMBAT_KEYS = ("attacking", "blocking", "blocked")  # the long form's, on the object itself
MAX_COMBATANTS = 200


@dataclass(slots=True)
class _Said:
    """The combat facts as read so far, by uid."""

    attacking: dict[int, str] = field(default_factory=dict)
    blocking: dict[int, list[int]] = field(default_factory=dict)
    blocked: set[int] = field(default_factory=set)
    declared: bool = False
    given: bool = False


def combat_of(loader: ScenarioReader, data: Mapping[str, Any], game: Game,
              on_objects: list[tuple[GameObject, str, Mapping[str, Any]]]) -> Combat | None:
    """The combat the scenario states (its ``combat`` mapping and the long form's object keys, ``on_objects``:
    each object, where it was written, its raw keys), checked; None when it states none."""
    said = _Said()
    for obj, where, raw in on_objects:
        said.given = True
        if raw.get("attacking") is not None:
            said.attacking[obj.uid] = _whom(loader, raw["attacking"], f"{where}.attacking", game)
        if raw.get("blocking") is not None:
            said.blocking[obj.uid] = [_object(loader, n, f"{where}.blocking", game).uid
                                      for n in _names(loader, raw["blocking"], f"{where}.blocking")]
        if raw.get("blocked") is not None and loader.boolean(raw["blocked"], f"{where}.blocked"):
            said.blocked.add(obj.uid)
    if data.get("combat") is not None:
        said.given = True
        _mapping(loader, loader.mapping(data["combat"], "combat", COMBAT_KEYS), game, said)
    if not said.given:
        return None
    _check(loader, game, said)
    return Combat(tuple(said.attacking.items()), tuple((b, tuple(a)) for b, a in said.blocking.items()),
                  frozenset(said.blocked), said.declared or bool(said.blocking))


def _mapping(loader: ScenarioReader, raw: Mapping[str, Any], game: Game, said: _Said) -> None:
    """``combat: {attacking: {Hill Giant: Dave}, blocking: {Craw Wurm: Hill Giant}, blocked: [Hill Giant]}``."""
    for name, whom in _pairs(loader, raw.get("attacking"), "combat.attacking"):
        where = f"combat.attacking.{str(name)[:24]}"
        said.attacking[_object(loader, name, where, game).uid] = _whom(loader, whom, where, game)
    for name, attackers in _pairs(loader, raw.get("blocking"), "combat.blocking"):
        where = f"combat.blocking.{str(name)[:24]}"
        said.blocking[_object(loader, name, where, game).uid] = [
            _object(loader, n, where, game).uid for n in _names(loader, attackers, where)]
    for name in loader.sequence(raw.get("blocked") or [], "combat.blocked", MAX_COMBATANTS):
        said.blocked.add(_object(loader, name, "combat.blocked", game).uid)
    if raw.get("blockers_declared") is not None:
        said.declared = loader.boolean(raw["blockers_declared"], "combat.blockers_declared")


def _pairs(loader: ScenarioReader, raw: Any, where: str) -> list[tuple[Any, Any]]:
    """A ``name: value`` mapping's pairs (bounded); anything else is ``bad_scenario``."""
    if raw is None:
        return []
    pairs = list(loader.mapping(raw, where, tuple(str(k) for k in raw) if isinstance(raw, Mapping) else ()).items())
    loader.sequence(pairs, where, MAX_COMBATANTS)
    return pairs


def _names(loader: ScenarioReader, raw: Any, where: str) -> list[Any]:
    return list(loader.sequence(raw, where, MAX_COMBATANTS)) if isinstance(raw, list) else [raw]


def _object(loader: ScenarioReader, raw: Any, where: str, game: Game) -> GameObject:
    """The one permanent of that name on a battlefield (several of that name: which one is never guessed)."""
    name = loader.text(raw, where)
    found = [o for p in game.players for o in p.battlefield if o.name.casefold() == name.casefold()]
    if not found:
        raise loader.bad(where, "apnap.error.combat_object", name=name)
    if len(found) > 1:
        raise loader.bad(where, "apnap.error.combat_ambiguous", name=name)
    return found[0]


def _whom(loader: ScenarioReader, raw: Any, where: str, game: Game) -> str:
    """Whom an attacker attacks: a player, or a planeswalker on a battlefield (508.1b)."""
    name = loader.text(raw, where)
    player = next((p.name for p in game.players if p.name.casefold() == name.casefold()), None)
    if player is not None:
        return player
    walker = _object(loader, name, where, game)
    if "planeswalker" not in walker.types and "battle" not in walker.types:
        raise loader.bad(where, "apnap.error.combat_whom", name=name)
    return walker.name


def defender_of(game: Game, whom: str) -> str | None:
    """The player an attacker attacks, or the controller of the planeswalker it attacks (506.2, 508.5)."""
    if any(p.name == whom for p in game.players):
        return whom
    walker = next((o for p in game.players for o in p.battlefield if o.name == whom), None)
    return game.controller_of(walker) if walker is not None else None


def _check(loader: ScenarioReader, game: Game, said: _Said) -> None:
    """506.2 / 508.1a: attackers are the active player's creatures, attacking another player or that player's
    planeswalker; 509.1a: a blocker is a defending player's creature blocking an attacker."""
    by_uid = {o.uid: (o, p) for p in game.players for o in p.battlefield}
    for uid, whom in said.attacking.items():
        obj, holder = by_uid[uid]
        if holder.name != game.active or not obj.is_creature():
            raise loader.bad("combat", "apnap.error.combat_attacker", name=obj.name, active=game.active)
        if defender_of(game, whom) in (None, game.active):
            raise loader.bad("combat", "apnap.error.combat_whom", name=whom)
    for uid, attackers in said.blocking.items():
        obj, holder = by_uid[uid]
        if holder.name == game.active or not obj.is_creature() or not attackers or any(
                a not in said.attacking for a in attackers):
            raise loader.bad("combat", "apnap.error.combat_blocker", name=obj.name)
    if any(uid not in said.attacking for uid in said.blocked):
        raise loader.bad("combat", "apnap.error.combat_blocked")


def attack_suggestion(game: Game, attacker: str, holder: str) -> str:
    """``attacker`` (``holder``'s) attacking ``holder``'s next opponent, as the loader accepts it: attackers are the
    active player's creatures (506.2), so when ``holder`` is not the active player the suggestion says so too."""
    whom = next_opponent(game, holder) or holder
    said = f"combat: {{attacking: {{{attacker}: {whom}}}}}"
    return said if holder == game.active else f"{{active: {holder}, {said}}}"


def combat_suggestion(game: Game, role: str, obj: GameObject, source: GameObject | None = None) -> str:
    """The ``combat`` fact a question suggests (to be typed back, corrected): ``obj`` in the role asked, an
    attacker attacking the ability's controller (or the active player's next opponent), a blocker blocking one
    of the active player's creatures; "blocked" with a creature of the defending player blocking it (509.1h: an
    attacker nobody blocks is unblocked); a role about the ``source`` ("blocking it", "blocking or blocked by it")
    with the source in the block. Only an example of the form: nothing is assumed from it."""
    holder = game.controller_of(obj) or game.active
    if role.startswith("non"):
        return "combat: {}"  # nobody attacks or blocks
    if source is not None:
        return _with_source(game, role, obj, holder, source)
    if "attacking" in role and holder != game.active and "blocked" not in role:
        return attack_suggestion(game, obj.name, holder)
    if "attacking" in role or holder == game.active:
        foes = game.opponents(game.active)  # the ability's controller when attacked, else the next opponent
        whom = game.controller if game.controller in foes else next_opponent(game, game.active) or game.active
        if role == "blocked":
            return _blocked(game, obj, whom)
        blocked = ", blockers_declared: true" if "blocked" in role else ""
        return f"combat: {{attacking: {{{obj.name}: {whom}}}{blocked}}}"
    attacker = next((o for o in game.player(game.active).battlefield if o.is_creature()), None)
    if attacker is None:
        return "combat: {}"
    return f"combat: {{attacking: {{{attacker.name}: {holder}}}, blocking: {{{obj.name}: {attacker.name}}}}}"


def _blocked(game: Game, obj: GameObject, whom: str) -> str:
    """``obj`` attacking ``whom`` and blocked: by a creature of that player's, or, with none, blocked still (509.1h)."""
    blocker = next((o for o in game.player(whom).battlefield if o.is_creature()), None)
    if blocker is None:
        return f"combat: {{attacking: {{{obj.name}: {whom}}}, blocked: [{obj.name}], blockers_declared: true}}"
    return f"combat: {{attacking: {{{obj.name}: {whom}}}, blocking: {{{blocker.name}: {obj.name}}}}}"


def _with_source(game: Game, role: str, obj: GameObject, holder: str, source: GameObject) -> str:
    """"Target creature blocking it" / "blocking or blocked by it": the source attacking ``obj``'s controller and
    ``obj`` blocking it (on the source's controller's turn, said so when it is not); "blocked by it" with ``obj``'s
    controller active: ``obj`` attacking the source's controller and the source blocking it (506.2, 509.1a)."""
    mine = game.controller_of(source) or game.controller
    if holder == mine or holder not in game.opponents(mine):
        return "combat: {}"  # a player's own creature (or a teammate's) never blocks theirs (509.1a)
    if mine == game.active or role != "fighting" or holder != game.active:
        said = f"combat: {{attacking: {{{source.name}: {holder}}}, blocking: {{{obj.name}: {source.name}}}}}"
        return said if mine == game.active else f"{{active: {mine}, {said}}}"
    return f"combat: {{attacking: {{{obj.name}: {mine}}}, blocking: {{{source.name}: {obj.name}}}}}"
