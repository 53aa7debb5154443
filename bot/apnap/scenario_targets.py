"""The scenario's ``target`` / ``targets``: the players and objects chosen as the effect was put on the stack.

Why apart: every target named is checked before anything resolves (an opponent target is an opponent, 115.1; each
is in range of influence, 801.5a; an object target named when the text needs one, any target when it says
"any target", 115.4); a target player the text needs and nobody gave is the next opponent, said in a warning.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.catalog import t
from bot.errors import BotError

from .board import _closest
from .grammar import Effect
from .model import Game
from .plan import TargetOpponentCheck, plan_of
from .scenario_game import GameLoader
from .seats import in_range, next_opponent


def empty_list(raw: Any) -> bool:
    """``target: []``: the scenario says explicitly that no object was chosen (601.2c: "up to two" allows zero)."""
    return isinstance(raw, list) and not raw


def target_and_targets(loader: GameLoader, data: Mapping[str, Any], game: Game, effect: Effect
                       ) -> tuple[str | None, tuple[str, ...]]:
    """The target player (the next opponent, with a warning, when the text needs one and none was
    given) and every target named, checked (115.1, 801.5a)."""
    targets = _targets(loader, data, game, effect)
    target = next((n for n in targets if n in game.seat_names), None)
    if target is None and effect.uses_target and not _planeswalker_chosen(game, effect, targets) \
            and not _chosen_by_its_filter(effect):
        target = next_opponent(game, game.controller)
        loader.warnings.append(t("apnap.warning.default_target", loader.msg_lang or effect.lang, player=target or "—"))
        targets = (*targets, target) if target else targets  # the objects named keep their places
    if target is not None and effect.player_target_words < 2:  # several words: each checked (target_players.py)
        _check_target(loader, target, game, effect)
    if plan_of(effect).needs_object_target and not any(n not in game.seat_names for n in targets) and not (
            plan_of(effect).may_target_none and empty_list(data.get("target", data.get("targets")))) \
            and data.get("target", data.get("targets")) is not None:  # none given: engine/sole_targets.py
        raise _target_needed(loader, data, "apnap.error.target_needed")
    if plan_of(effect).uses_any_target and not targets:  # "any target" (115.4): a player or an object
        raise _target_needed(loader, data, "apnap.error.any_target_needed")
    return target, targets


def _chosen_by_its_filter(effect: Effect) -> bool:
    """"That player chooses target player who has more life than they do and is their opponent": who may be chosen
    depends on the chooser and on the board as the ability goes on the stack, so the engine picks the first such
    player when none is given (engine/act_choices.py, ``target_is_legal``); the controller's next opponent could be
    the chooser themself or a player the text does not allow."""
    return any(isinstance(step, TargetOpponentCheck) for step in plan_of(effect).steps)


def _target_needed(loader: GameLoader, data: Mapping[str, Any], key: str) -> BotError:
    """A target the text needs and the board does not name: the controller's choice as the spell or ability was put
    on the stack (601.2c, 602.2b), asked like a mode or a counted target word (``choice_needed``; judge 15, session
    21) — for a one-object word, by the engine, which first looks for its only legal object (engine/sole_targets.py).
    A ``target`` given that names no such object (a player where a creature is needed, ``[]`` for a word that
    is not "up to") contradicts the text: ``bad_scenario``."""
    if data.get("target", data.get("targets")) is not None:
        return loader.bad("target", key)
    return BotError.of("choice_needed", key, field="target", lang=loader.msg_lang)


def _targets(loader: GameLoader, data: Mapping[str, Any], game: Game, effect: Effect) -> tuple[str, ...]:
    raw = data.get("target") if data.get("target") is not None else data.get("targets")
    if raw is None:
        return ()
    key = "target" if data.get("target") is not None else "targets"
    items = raw if isinstance(raw, list) else [raw]
    out = []
    for i, item in enumerate(loader.sequence(items, key, 10)):
        where = key if not isinstance(raw, list) else f"{key}[{i}]"
        name = loader.text(item, where)
        player = next((p.name for p in game.players if p.name.casefold() == name.casefold()), None)
        if player is None and not (plan_of(effect).uses_object_target or plan_of(effect).uses_any_target
                                   or _or_planeswalker(effect)):
            if not effect.uses_target:  # the text targets nothing: "not one of the players" would mislead (115.1)
                raise loader.bad(where, "apnap.error.target_unused", name=name)
            raise loader.bad(where, "apnap.error.unknown_player", _closest(name, game.seat_names), name=name)
        if player is None and not (plan_of(effect).uses_object_target or plan_of(effect).uses_any_target) \
                and not _planeswalker_chosen(game, effect, (name,)):  # only a planeswalker may be chosen then
            raise loader.bad(where, "apnap.error.target_not_planeswalker", name=name, word=_word(effect, loader))
        out.append(player or name)
    return tuple(out)


def _word(effect: Effect, loader: GameLoader) -> str:
    """The word as the card says it, in the user's language: "target opponent or planeswalker"."""
    opponent = effect.targets_opponent
    if (loader.msg_lang or effect.lang) == "es":
        return "oponente o planeswalker objetivo" if opponent else "jugador o planeswalker objetivo"
    return "target opponent or planeswalker" if opponent else "target player or planeswalker"


def _check_target(loader: GameLoader, target: str, game: Game, effect: Effect) -> None:
    """115.1 / 801.5a: an opponent target must be an opponent, and every target in range."""
    if effect.targets_opponent and target not in game.opponents(game.controller):
        raise loader.bad("target", "apnap.error.target_not_opponent", name=target, controller=game.controller)
    if not in_range(game, target):
        raise loader.bad("target", "apnap.error.target_out_of_range", name=target, controller=game.controller,
                         n=game.range_of_influence)


def _or_planeswalker(effect: Effect) -> bool:
    """"Target player or planeswalker", "target opponent or planeswalker": the word may choose a planeswalker
    (115.1, 306.8), named in ``target`` like an object."""
    return any(step.subject.or_planeswalker for step in effect.steps)


def _planeswalker_chosen(game: Game, effect: Effect, targets: tuple[str, ...]) -> bool:
    """Such a word chose a planeswalker: one is named in ``target`` (then no target player is made up; the engine
    finds it, engine/planeswalker_damage.py)."""
    names = {n.casefold() for n in targets if n not in game.seat_names}
    return _or_planeswalker(effect) and any(o.has_type("planeswalker") and o.name.casefold() in names
                                            for p in game.players for o in p.battlefield)
