""""Only any opponent may activate this ability." (Knight of the Holy Nimbus; printed Spanish "Sólo un oponente puede
activar esta habilidad."): who may activate an ability of a permanent (602.5, 602.2).

Why a module: the activator is the ability's controller (602.2) and must be an opponent of the source's controller,
so the controller the scenario gives can never be the player whose battlefield holds the source. That is a fact of
the board: the source on another player's battlefield holds it; on the controller's own breaks it (``Forbidden``,
as any restriction a board breaks, 602.5b); a board that does not show the source is asked (``choice_needed``),
never taken to be the controller's own permanent as sources usually are (source_place.py).
"""

from __future__ import annotations

import re

from bot.errors import BotError

from .forbidden import Forbidden
from .grammar.text import fold
from .model import Game

# folded (no accents): "only any opponent may activate this ability." / "solo (cualquier|un) oponente puede activar …"
_OPPONENT_ONLY = re.compile(r"^(?:only any opponent may activate this ability|solo (?:cualquier|un) oponente puede "
                            r"activar esta habilidad)\.?$")


def opponent_only(restriction: str | None) -> bool:
    """Whether one sentence of an ability's restriction text says only an opponent may activate it."""
    return any(_OPPONENT_ONLY.match(fold(part.strip())) for part in (restriction or "").split(".") if part.strip())


def opponent_check(sentence: str, game: Game, names: tuple[str, ...], msg_lang: str | None) -> Forbidden | None:
    """The restriction on the board: None when an opponent of the activator (102.3: not on the activator's team)
    controls a permanent that may be the source, a ``Forbidden`` when only the activator or a teammate does; asked
    when the board shows the source on no battlefield (a text with no name: its source said generically)."""
    keys = {fold(n) for n in names}
    holders = [p.name for p in game.players for o in p.battlefield if fold(o.name) in keys]
    if not holders:
        if not names:
            raise BotError.of("choice_needed", "apnap.error.opponent_source_needed_unnamed", field="players",
                              lang=msg_lang, player=game.controller)
        raise BotError.of("choice_needed", "apnap.error.opponent_source_needed", field="players", lang=msg_lang,
                          source=names[0], player=game.controller)
    opponents = set(game.opponents(game.controller))
    if not any(h in opponents for h in holders):
        return Forbidden(sentence, False)
    return None
