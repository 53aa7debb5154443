"""A sorcery resolving on another player's turn: the board breaks the sorcery's timing (307.1).

Why: a sorcery is cast only during its controller's main phase, on their own turn, with an empty stack (307.1,
117.1a). A scenario whose active player is not the sorcery's controller describes a moment it could not have been
cast (unless something let them cast it at another time, which no board shows), so, as a broken "Cast this spell
only …" restriction is (forbidden.py), the spell resolves as given and the result says which rule the board breaks.
A blind judge found twelve sorceries resolved on Bob's turn for Dave without a word (session 22).
"""

from __future__ import annotations

from bot.catalog import t

from .forbidden import Forbidden
from .grammar.text import fold
from .model import Game
from .oracle import CardText, Selection

_SORCERY_WORDS = frozenset({"sorcery", "conjuro"})


def sorcery_timing(card: CardText | None, selection: Selection, game: Game, lang: str) -> Forbidden | None:
    """The broken timing of a sorcery's spell ability resolving while its controller is not the active player,
    else None (an instant, a permanent's ability, pasted text without a type line, the controller's own turn)."""
    if card is None or not card.type_line or game.active == game.controller:
        return None
    if selection.ability is not None and selection.ability.kind != "spell":
        return None
    front = fold(card.type_line.split(" // ")[0]).split("—")[0].split()
    if not _SORCERY_WORDS & set(front):
        return None
    return Forbidden(t("apnap.forbidden.sorcery_timing", lang, active=game.active), casting=True, timing="307.1")
