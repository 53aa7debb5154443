"""How many cards a graveyard target word takes, and in which graveyard (115.1, 601.2c, 107.3).

Why apart from act_graveyard.py: "X target creature cards from your graveyard" takes X cards, X chosen as the spell
was cast (the scenario's ``x``; not given, asked, never taken as the number named), and "three target cards from an
opponent's graveyard" takes them all from one opponent's graveyard (the word names one graveyard, 115.1): targets
named in two opponents' graveyards are refused, never moved from both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..model import GameObject, Player
from ..plan import CardFromGraveyard

if TYPE_CHECKING:
    from .state import State


def target_cards_count(state: State, step: CardFromGraveyard) -> int:
    """The number of cards the word takes: its count, or X (107.3: chosen as it was cast, the scenario's ``x``)."""
    if not step.count_x:
        return int(getattr(step, "count", 1))
    if state.scenario.x is None:
        raise BotError.of("bad_scenario", "apnap.error.x_missing", field="x", lang=state.lang)
    return state.scenario.x


def one_graveyard(state: State, step: CardFromGraveyard, found: list[tuple[GameObject, str]]) -> None:
    """"… target cards from an opponent's graveyard": every card chosen is in the same opponent's graveyard (115.1);
    the scenario naming cards of two opponents' graveyards is refused with their names."""
    owners = {owner for _, owner in found}
    if step.of_opponent and len(owners) > 1:
        raise BotError.of("bad_scenario", "apnap.error.target_cards_one_graveyard", field="target", lang=state.lang,
                          names=", ".join(o.name for o, _ in found), players=", ".join(sorted(owners)))


def ask_exactly(state: State, step: CardFromGraveyard, graveyards: list[Player], count: int,
                after_others: bool = False) -> None:
    """"Three / X target cards from …" with no card named: which ones were chosen as it was cast is asked with the
    legal cards there (601.2c), never guessed; a graveyard nobody described is asked the same way (no options). One
    target (``count`` 1) keeps its own question (the target error that names what is not there), unless every name
    given went to an earlier target word (``after_others``: Pulsemage Advocate's second word)."""
    if count < 2 and not after_others or state.scenario.no_targets:
        return
    raise _which_ones(state, step, _legal_cards(state, step, graveyards), count)


def _legal_cards(state: State, step: CardFromGraveyard, graveyards: list[Player]) -> list[str]:
    """The cards of the word's kind in the graveyards it allows: the legal choices (115.1)."""
    return [o.name for p in graveyards for o in p.graveyard
            if step.objects is None or state.matches(step.objects, o, p.name)]


def _what(step: CardFromGraveyard) -> NounRef:
    return NounRef(step.objects.noun if step.objects is not None else "card")


def _which_ones(state: State, step: CardFromGraveyard, options: list[str], count: int) -> BotError:
    """Which ``count`` cards were chosen as it was cast, asked with the legal ones (601.2c)."""
    return BotError.of("choice_needed", "apnap.error.targets_needed_exactly", field="target", lang=state.lang,
                       suggestions=options, n=count, what=_what(step))


def too_few(state: State, step: CardFromGraveyard, graveyards: list[Player], named: list[str],
            found: list[tuple[GameObject, str]], count: int) -> None:
    """Every card named is a legal target but fewer than the word takes ("X target creature cards" with X = 2 and one
    named): asked with the legal cards when the graveyards hold enough (601.2c), else said as too few targets (it
    could not have been cast so), never as a card that is not there."""
    there = {o.name.casefold() for o, _ in found}
    if getattr(step, "up_to", False) or not found or len(found) >= count or any(n.casefold() not in there
                                                                                for n in named):
        return
    options = _legal_cards(state, step, graveyards)
    if len(options) >= count:
        raise _which_ones(state, step, options, count)
    raise BotError.of("bad_scenario", "apnap.error.targets_too_few", field="target", lang=state.lang, n=count,
                      what=_what(step))
