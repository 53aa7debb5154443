"""Cards taken from the top of a library by count: draw (121.2c: each player all their draws, one player after
another; 121.4: from an empty library), mill (701.17a) and exile the top cards, at once; after a shuffle or an
order nobody saw, which cards is not known (701.24a, 401.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board import UNKNOWN_CARD
from ..model import GameObject, Player
from ..plan import (
    Draw,
    ExileTop,
    Mill,
)
from ..result import EventRecord, StepResult
from . import triggers
from .asking import AskMay, choice_phase, declined
from .deciding import AskAmount
from .library_order import named_top, order_hidden, took_top
from .registry import handles
from .values import unknown_that_many, value_of

if TYPE_CHECKING:
    from .state import State


# ------------------------------------------------------------------------------------ draw
def _draw_one_player(state: State, name: str, n: int, result: StepResult) -> None:
    player = state.game.player(name)
    if "library" in player.unknown:  # nobody said what is in it: draws happen, no loss is claimed
        result.events.append(EventRecord(name, "draw", [], amount=n, hidden=True,
                                         extra={"attempted": n, "empty_library": False, "unknown": True}))
        return
    drawn: list[GameObject] = []
    empty = False
    for _ in range(n):
        if not player.library:
            empty = True  # 121.4: not impossible; a loss at the next SBA check
            player.drew_from_empty_library = True
            continue
        card = player.library.pop(0)
        player.hand.append(card)
        drawn.append(card)
        triggers.simple(state, "draws", name, None, result)
    if empty:
        state.cite("121.4", step=result)
    # 701.24a: after a shuffle (or 401.4, an unseen order) nobody knows which, unless the whole library was drawn:
    # then they are the cards it held, whatever their order (judge 30: "Carol draws 3 cards … which cards is not known"
    # of a described 3-card library)
    if not named_top(state, name, n) and not _whole_library(player, drawn):
        flag = "order_hidden" if order_hidden(state, name, n) else "shuffled"
        took_top(state, name, len(drawn))
        _unnamed_in_hand(player, drawn)
        result.events.append(EventRecord(name, "draw", [], amount=len(drawn), hidden=True,
                                         extra={"attempted": n, "empty_library": empty, flag: True}))
        return
    took_top(state, name, len(drawn))
    result.events.append(EventRecord(name, "draw", drawn, amount=len(drawn), hidden=True,
                                     extra={"attempted": n, "empty_library": empty}))


@handles(Draw)
async def draw(state: State, step: Draw, result: StepResult) -> None:
    """121.2 / 121.2c: each player performs all their draws, one player after another."""
    if step.up_to or step.optional:  # "may draw up to two": one integer; any other "may": yes / no
        ask = AskAmount(step.amount, draws=True) if step.up_to else AskMay()
        await choice_phase(state, result, lambda player: [ask])
    result.simultaneous = False
    if len(result.order) > 1:
        state.cite("121.2c", step=result)
        if state.game.shared_team_turns:
            state.cite("121.2d", "805.6a", step=result)
    answers = {c.player: c.answer for c in result.choices}
    for name in result.order:
        if unknown_that_many(state, step.amount, name):  # "that many" of a zone nobody described: not 0
            result.events.append(EventRecord(name, "draw", [], amount=None, hidden=True,
                                             extra={"unknown": True, "that_many": True}))
            continue
        n = value_of(state, step.amount, name)
        answer = answers.get(name)
        if answer == "no":
            continue  # "may draw": declined, no event
        if answer is not None and answer.isdigit():
            n = int(answer)  # "up to N": the number chosen
        _draw_one_player(state, name, n, result)


@handles(Mill, ExileTop)
async def mill(state: State, step: Mill | ExileTop, result: StepResult) -> None:
    """The top cards of each library go to the graveyard (mill, 701.17a) or to exile, at once."""
    exiling = isinstance(step, ExileTop)
    if step.optional:  # "may mill two cards": a yes / no first
        await choice_phase(state, result, lambda player: [AskMay()])
    no = declined(result)
    for name in result.order:
        if name in no:
            continue
        n = value_of(state, step.amount, name)
        player = state.game.player(name)
        if "library" in player.unknown:
            result.events.append(EventRecord(name, step.action, [], amount=n, extra={"unknown": True,
                                                                                    "from": "library"}))
            if not exiling and n:
                triggers.unseen(state, "mill", name, str(n))
            continue
        moved = player.library[:n]
        if len(moved) < n and not exiling:
            state.cite("701.17b", step=result)
        player.zones["library"] = player.library[len(moved):]
        (player.exile if exiling else player.graveyard).extend(moved)
        shuffled = not named_top(state, name, n)  # 701.24a (or 401.4): which cards were on top is not known
        extra: dict[str, object] = {"from": "library"} if exiling else {}
        if shuffled:
            extra["order_hidden" if order_hidden(state, name, n) else "shuffled"] = True
        took_top(state, name, len(moved))
        face_down = isinstance(step, ExileTop) and step.face_down  # 406.3: exiled face down, seen by nobody
        if face_down:
            extra["face"] = "down"
        result.events.append(EventRecord(name, step.action, [] if shuffled else moved, amount=len(moved),
                                         hidden=face_down, extra=extra))
        if not exiling and moved:  # cards put into a graveyard from a library (701.17a): seen by what watches
            if shuffled:
                triggers.unseen(state, "mill", name, str(len(moved)))
            else:
                triggers.milled(state, name, moved, result)
    if isinstance(step, ExileTop) and step.face_down:
        state.cite("406.3", step=result)


def _unnamed_in_hand(player: Player, drawn: list[GameObject]) -> None:
    """Cards drawn from a library whose order is not known (701.24a, 401.4) are in the hand as cards nobody named,
    like ``hand: 6``'s: a later "put any number of land cards from their hand …" never picks one by a name the
    scenario only guessed (the library's listed order is not its real one)."""
    seen = sum(1 for o in player.hand if not o.known)
    unnamed = {card.uid: GameObject(card.uid, UNKNOWN_CARD.format(n=seen + i + 1), card.owner, known=False)
               for i, card in enumerate(drawn)}
    player.zones["hand"] = [unnamed.get(o.uid, o) for o in player.hand]


def _whole_library(player: Player, drawn: list[GameObject]) -> bool:
    """Whether ``drawn`` emptied a library the scenario described card by card: its cards are known as a set."""
    return bool(drawn) and not player.library and all(card.known for card in drawn)
