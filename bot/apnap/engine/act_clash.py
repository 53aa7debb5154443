"""Clash (701.30): "Clash with an opponent" done on the board's libraries, and "If you win, …" answered from it.

Why each part is here: 701.30b makes the words a choice and two clashes — the clasher chooses an opponent (an
``AskWord`` of act_choices.py, the same question as "Choose an opponent", kept as that step keeps it so "that
player" later names the opponent chosen, referents.that_player); 701.30c has both reveal their top card at once,
then decide in APNAP order whether to put it on the bottom, then move together; 701.30d names the winner: a card with
a strictly higher mana value than every other card revealed. The cards are the scenario's: a library nobody
described, or whose top's order is hidden, is asked for (``card_unknown``), never guessed, and a mana value the board
does not give is asked (values.checked_value; a land's is 0, 202.3a). Putting the card on the bottom is each
player's choice; unanswered, the card stays on top (nothing moves that nobody moved) and the result says the answer
was assumed (``auto``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..grammar.clash import ClashWon
from ..model import GameObject
from ..plan.clash import Clash
from ..result import ChoiceRecord, EventRecord, StepResult
from ..seats import apnap_order
from .act_choices import AskWord
from .asking import Decision, choice_phase, decides
from .board_values import BOARD_CHECKS
from .deciding import yes_or_kept
from .library_order import named_top, took_top
from .registry import handles
from .values import checked_value

if TYPE_CHECKING:
    from .state import State

WON, NOT_WON = "clash_won", "clash_not_won"  # the outcome's event, the clasher's (narrated apnap.narrate.ev.<action>)


@dataclass(frozen=True, slots=True)
class AskClashBottom:
    """701.30a: whether to put the card just revealed by clashing on the bottom of one's library."""

    card: str


@decides(AskClashBottom)
async def decide_clash_bottom(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    """Yes / no; the default keeps the card on top (no move nobody asked for)."""
    return await yes_or_kept(state, step, decision, t("apnap.what.clash_bottom", state.lang, card=decision.ask.card))


def top_card(state: State, name: str) -> GameObject | None:
    """The card on top of this player's library, or None for an empty one; asked for when nobody named it (401.2)."""
    player = state.game.player(name)
    if not named_top(state, name, 1) or (player.library and not player.library[0].known):
        raise BotError.of("choice_needed", "apnap.error.card_unknown", field="players", lang=state.lang, player=name)
    return player.library[0] if player.library else None


async def _opponent(state: State, result: StepResult) -> dict[str, str]:
    """701.30b: each clasher chooses an opponent, in public (the step's players, in their order)."""
    await choice_phase(state, result, lambda player: [AskWord("opponent")])
    chosen = {c.player: c.labels[0] for c in result.choices if c.answer is None and c.labels}
    result.extra = {"chosen_for": chosen, "word_kind": "opponent"}  # "that player": the opponent (referents.py)
    for player, opponent in chosen.items():
        result.events.append(EventRecord(player, "choose", [], labels=[opponent]))
    return chosen


@handles(Clash)
async def clash(state: State, step: Clash, result: StepResult) -> None:
    """Each clasher and the opponent they chose reveal, decide in APNAP order, move, and the clasher wins or not."""
    result.simultaneous = False
    chosen = await _opponent(state, result)
    for clasher in list(result.order):
        opponent = chosen.get(clasher)
        await _clash(state, result, clasher, [clasher] if opponent is None else [clasher, opponent])
    state.cite("701.30a", "701.30b", "701.30c", "701.30d", step=result)


async def _clash(state: State, result: StepResult, clasher: str, players: list[str]) -> None:
    order = apnap_order(state.game, players)
    tops = {name: top_card(state, name) for name in order}
    values = {name: checked_value(state, card, "mana_value", card.mana_value)
              for name, card in tops.items() if card is not None}
    for name in order:  # revealed at the same time (701.30c)
        card = tops[name]
        result.events.append(EventRecord(name, "reveal", [] if card is None else [card], amount=int(card is not None),
                                         extra={"from": "library"}))
    shown = [name for name in order if tops[name] is not None]
    before = len(result.choices)
    saved, result.order = result.order, shown
    try:  # 701.30c: in APNAP order, each decides where their card goes
        await choice_phase(state, result, lambda name: [AskClashBottom(tops[name].name)])  # type: ignore[union-attr]
    finally:
        result.order = saved
    bottom = [c.player for c in result.choices[before:] if c.answer == "yes"]
    for name in bottom:  # then the cards move at the same time
        library = state.game.player(name).zones["library"]
        card = library.pop(0)
        library.append(card)
        took_top(state, name, 1)
        result.events.append(EventRecord(name, "put", [card], amount=1,
                                         extra={"from": "library", "to": "library_bottom"}))
    mine = values.get(clasher)
    won = mine is not None and all(mine > v for name, v in values.items() if name != clasher)
    others = [name for name in players if name != clasher]
    result.events.append(EventRecord(clasher, WON if won else NOT_WON, [], extra={"owner": ", ".join(others)}))


def clash_won_holds(state: State, cond: ClashWon, words: str) -> bool:
    """"If you win, …": the controller won the latest clash of this effect (701.30d)."""
    you = state.game.controller
    latest = next((s for s in reversed(state.steps) if any(e.action in (WON, NOT_WON) and e.player == you
                                                           for e in s.events)), None)
    return latest is not None and any(e.action == WON and e.player == you for e in latest.events)


BOARD_CHECKS[ClashWon] = clash_won_holds

__all__ = ["AskClashBottom", "clash", "clash_won_holds", "top_card"]
