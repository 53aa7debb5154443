"""The source's own death in the turn's record, as its "When <this> dies" trigger resolves.

Why: "When Silent-Chant Zubera dies, you gain 2 life for each Zubera that died this turn" counts the Zubera whose
death triggered it (700.4, 603.10a: a leaves-the-battlefield trigger looks back in time). A scenario that lists what
died this turn (``this_turn.died``) and leaves the source out would otherwise count one fewer; the trigger itself
says the source died, so the loader adds it, as the card its type line prints (its subtypes count: "each Zubera").
A part nobody gave stays unknown (asked when read, turn_now.py): the source alone is not the whole list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from .grammar.text import fold
from .model import Died, Game, GameObject
from .oracle import CardText, Selection
from .source_place import card_permanent


def add_own_death(game: Game, card: CardText | None, selection: Selection, names: Sequence[str],
                  new_uid: Callable[[], int]) -> None:
    """Add the source to ``game.history.died`` when its own dies trigger resolves and the list leaves it out."""
    record = game.history
    if record.died is None or not selection.died_itself(names):
        return
    keys = {fold(n) for n in names if n} | ({fold(card.name)} if card is not None else set())
    if any(fold(d.card.name) in keys for d in record.died):
        return
    source = _source_card(game, card, keys, new_uid)
    if source is not None:
        game.history = replace(record, died=(*record.died, Died(game.controller, source)))


def _source_card(game: Game, card: CardText | None, keys: set[str],
                 new_uid: Callable[[], int]) -> GameObject | None:
    """The source as it died: the card its owner's graveyard shows, else the card its type line prints, else
    None (pasted text without a type line: its types are unknown, so it is not guessed)."""
    shown = next((o for p in game.players for o in p.graveyard if fold(o.name) in keys), None)
    if shown is not None:
        return shown
    if card is None or not card.type_line:
        return None
    return card_permanent(card, game.controller, new_uid())
