"""A leveler's striations (711.2a-b): an ability printed under "LEVEL 1-2" is the permanent's only while it has
one or two level counters.

Why a check of its own: the striation is not part of the ability's words (the grammar reads "Hada Spy Patrol can't
be blocked" the same wherever it is printed), it is a fact of the source on the board. Without it an ability printed
under "LEVEL 3+" resolved on a permanent with no level counters, a confidently wrong answer. So before anything
resolves, the source's level counters are read from the board: in the striation's range the ability resolves;
out of it the scenario contradicts the ability it asks for (``bad_scenario``); not given, they are asked
(``choice_needed``), and quick mode (a battlefield nobody described) assumes them in range and says so.
"""

from __future__ import annotations

from bot.catalog import t
from bot.errors import BotError

from .grammar.text import fold
from .model import Game
from .oracle import Ability


def _levels(level: tuple[int, int | None]) -> str:
    low, high = level
    return f"{low}+" if high is None else f"{low}-{high}"


def check_level(ability: Ability | None, game: Game, names: tuple[str, ...], lang: str,
                msg_lang: str | None) -> str | None:
    """None when the ability is printed outside every striation or the source's level counters are in its range;
    a warning when the controller's battlefield is unknown (quick mode); else asked or refused (711.2a-b)."""
    if ability is None or ability.level is None:
        return None
    low, high = ability.level
    you = game.player(game.controller)
    keys = {fold(n) for n in names if n}
    source = next((o for o in you.battlefield if fold(o.name) in keys), None)
    name = names[0] if names else ""
    levels = _levels(ability.level)
    if source is None and "battlefield" in you.unknown:
        return t("apnap.warning.level_assumed", msg_lang or lang, name=name, ability=ability.text, levels=levels)
    if source is None or source.counters is None:
        raise BotError.of("choice_needed", "apnap.error.level_needed", field="players", lang=msg_lang,
                          suggestions=[f"counters: {{level: {low}}}"], name=name, ability=ability.text,
                          levels=levels, low=low)
    n = dict(source.counters).get("level", 0)
    if n < low or (high is not None and n > high):
        raise BotError.of("bad_scenario", "apnap.error.level_out_of_range", field="players", lang=msg_lang, n=n,
                          name=name, ability=ability.text, levels=levels)
    return None
