"""A sorcery resolving on another player's turn: the board breaks the sorcery's timing (307.1).

Why: a sorcery is cast only during its controller's main phase, on their own turn, with an empty stack (307.1,
117.1a). A scenario whose active player is not the sorcery's controller describes a moment it could not have been
cast (unless something let them cast it at another time, which no board shows), so, as a broken "Cast this spell
only …" restriction is (forbidden.py), the spell resolves as given and the result says which rule the board breaks.
A blind judge found twelve sorceries resolved on Bob's turn for Dave without a word (session 22).

A legendary sorcery is cast only by a player who controls a legendary creature or planeswalker (205.4e): a board
whose caster controls none breaks that the same way (judge 18, Karn's Temporal Sundering). A battlefield the
scenario leaves unknown (quick mode) says nothing of it. A board with a permission to cast spells "as though they had
flash" (or the card's own) does not break the timing (101.1): nothing is said (review22).
"""

from __future__ import annotations

import re

from bot.catalog import t

from .forbidden import Forbidden
from .grammar.text import fold
from .model import Game
from .oracle import CardText, Selection

_SORCERY_WORDS = frozenset({"sorcery", "conjuro"})
_LEGENDARY_WORDS = frozenset({"legendary", "legendario"})
# "You may cast spells as though they had flash" (Leyline of Anticipation), "… sorcery spells as though they had
# flash", the card's own "You may cast this spell as though it had flash if …"; printed Spanish "como si tuviera(n)
# destello": a permission that overrides 307.1 (101.1), so the board does not break the timing (review22)
_FLASH_PERMISSION = re.compile(r"as though (?:it|they) had flash|como si tuviera(?:n)? destello")


def flash_permitted(game: Game, card: CardText) -> bool:
    """Whether the card itself or a permanent on the board may let its controller cast it at another time (the
    permission's conditions are not checked: the board is taken to allow it, as the spell is on the stack)."""
    texts = [card.text, *(o.text or "" for p in game.players for o in p.battlefield)]
    return any(_FLASH_PERMISSION.search(fold(text)) for text in texts if text)


def sorcery_timing(card: CardText | None, selection: Selection, game: Game, lang: str) -> Forbidden | None:
    """The broken timing of a sorcery's spell ability resolving while its controller is not the active player, or
    of a legendary sorcery whose caster controls no legendary creature or planeswalker; else None (an instant, a
    permanent's ability, pasted text without a type line)."""
    if card is None or not card.type_line:
        return None
    if selection.ability is not None and selection.ability.kind != "spell":
        return None
    front = set(fold(card.type_line.split(" // ")[0]).split("—")[0].split())
    if not _SORCERY_WORDS & front:
        return None
    if game.active != game.controller and not flash_permitted(game, card):
        return Forbidden(t("apnap.forbidden.sorcery_timing", lang, active=game.active), casting=True, timing="307.1")
    you = game.player(game.controller)
    if front & _LEGENDARY_WORDS and "battlefield" not in you.unknown and not any(
            "legendary" in o.types and o.types & {"creature", "planeswalker"} for o in you.battlefield):
        return Forbidden(t("apnap.forbidden.legendary_sorcery", lang, player=game.controller), casting=True,
                         timing="205.4e")
    return None
