"""The steps of the top of a library, of a hand and of exile from a spec: one table, given convert.py's amount and
picks of a spec (passed in, as convert_board.py's rules are: convert imports this module)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..grammar import StepSpec
from . import amounts as a
from . import steps as s
from .cast_now import CastChosen, CastExiled, CastFromHand, CastShown
from .exile_owned import PutOwnedFromExile
from .hidden import ChooseFromHand, MoveChosen, MoveRest, PickShown, PlayPermission, RevealHand
from .library import (
    ExileFromBattlefield,
    ExileFromGraveyard,
    ExileHandOrPermanent,
    HandToBottom,
    HandToLibraryTop,
    MoveRevealed,
    PutExiledWith,
    RevealTop,
    TurnUpExiledWith,
)
from .others_search import SearchOthersLibrary, SearchOwnedZones

_Amount = Callable[[StepSpec], a.Amount]
_Step = Callable[[StepSpec, dict[str, Any]], s.Step]


def _reveal(spec: StepSpec, common: dict[str, Any], step_amount: _Amount) -> s.Step:
    look = spec.detail("seen") == "look"
    return RevealTop(**common, action="look" if look else "reveal", look=look, amount=step_amount(spec),
                     until=spec.creatures, again=spec.detail("again") == "1", if_shares_type=spec.if_shares_type,
                     by_controller=spec.detail("seen_by") == "controller")


def _move_revealed(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    if spec.destination == "stack":  # "you may cast it without paying its mana cost" (608.2g, grammar/cast_now.py)
        return CastShown(**common, only=spec.if_card, only_not=spec.if_card_not, free=spec.detail("free") == "1")
    return MoveRevealed(**common, to=spec.destination or "hand", only=spec.if_card, only_not=spec.if_card_not,
                        one=spec.detail("one") == "1", tapped=spec.detail("tapped") == "1",
                        everyone=spec.detail("owners") == "1", by_controller=spec.detail("seen_by") == "controller",
                        any_order=spec.detail("order") == "any")


def _move_chosen(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    if spec.detail("to") == "cast_now":  # "You may cast a nonland card in it without paying …" (608.2g)
        return CastChosen(**common, free=spec.detail("free") == "1")
    to = spec.detail("to")
    library = to.removeprefix("library_") if to.startswith("library_") else ""  # 401.1, 401.7
    return MoveChosen(**common, action="put" if library else to, discard=to == "discard",
                      several=spec.detail("those") == "1", library=library, position=int(spec.detail("position", "0")))


def library_steps(step_amount: _Amount, _picks: Callable[[StepSpec], tuple[s.Pick, ...]]) -> dict[str, _Step]:
    """The table, by spec action."""
    return {
        "reveal": lambda spec, common: _reveal(spec, common, step_amount),
        "put_revealed": _move_revealed,
        "put_on_bottom": lambda spec, common: HandToBottom(**common),
        "reveal_hand": lambda spec, common: RevealHand(**common, action=spec.detail("seen"),
                                                       look=spec.detail("seen") == "look"),
        "choose_from_hand": lambda spec, common: ChooseFromHand(**common, pick=_picks(spec)[0],
                                                                revealed=spec.detail("revealed") == "1"),
        "reveal_from_hand": lambda spec, common: s.RevealFromHand(**common, picks=_picks(spec),
                                                                  amount=step_amount(spec),
                                                                  in_hand=spec.detail("in_hand") == "1"),
        "pick_shown": lambda spec, common: PickShown(**common, action="put" if spec.destination else "reveal",
                                                     pick=_picks(spec)[0], to=spec.destination or ""),
        "put_rest": lambda spec, common: MoveRest(**common, to=spec.destination or "library_bottom",
                                                   random=spec.detail("order") == "random"),
        "permission": lambda spec, common: PlayPermission(**common, act=spec.detail("act"),
                                                          several=spec.detail("cards") == "many",
                                                          free=bool(spec.detail("free")),
                                                          nonland=spec.detail("nonland") == "1",
                                                          any_mana=spec.detail("any_mana") or "",
                                                          duration=spec.detail("duration") or "this_turn",
                                                          first=spec.detail("first") == "1",
                                                          spells=spec.detail("spells")),
        "move_chosen": _move_chosen,
        # "You may cast that card." / "… any number of nonland cards exiled this way …" (608.2g, grammar/cast_now.py)
        "cast_exiled": lambda spec, common: CastExiled(**common, several=spec.detail("cards") == "many",
                                                       nonland=spec.detail("nonland") == "1",
                                                       any_number=spec.detail("any") == "1",
                                                       free=spec.detail("free") == "1",
                                                       said_those=spec.detail("said") == "those"),
        "cast_from_hand": lambda spec, common: CastFromHand(**common, pick=_picks(spec)[0],
                                                            free=spec.detail("free") == "1"),
        "exile_permanent": lambda spec, common: ExileFromBattlefield(**common, picks=_picks(spec),
                                                                     amount=step_amount(spec)),
        "exile_hand_or_permanent": lambda spec, common: ExileHandOrPermanent(**common, picks=_picks(spec),
                                                                             and_or=spec.detail("and_or") == "1"),
        # "Put all cards exiled with this permanent into their owner's hand" (607.2a)
        "put_exiled_with": lambda spec, common: PutExiledWith(**common, action=spec.detail("verb"),
                                                              to=spec.destination or "graveyard",
                                                              said=spec.detail("said"),
                                                              control=spec.detail("control") or "owner",
                                                              tapped=spec.detail("tapped") == "1"),
        "turn_up_exiled_with": lambda spec, common: TurnUpExiledWith(**common),  # 406.3
        "put_on_library_top": lambda spec, common: HandToLibraryTop(**common, picks=_picks(spec), amount=a.Fixed(1)),
        "put_on_library_bottom": lambda spec, common: HandToLibraryTop(**common, picks=_picks(spec),
                                                                       amount=step_amount(spec), end="bottom"),
        "exile_from_own_graveyard": lambda spec, common: ExileFromGraveyard(**common, picks=_picks(spec),
                                                                             amount=step_amount(spec)),
        # "put a card an opponent owns from exile into that player's graveyard" (grammar/exile_owned.py)
        "put_owned_from_exile": lambda spec, common: PutOwnedFromExile(**common, picks=_picks(spec)),
        # "Search target player's library for a card and exile it. Then that player shuffles …" (others_search.py)
        "search_of": lambda spec, common: SearchOthersLibrary(**common, picks=_picks(spec), amount=step_amount(spec),
                                                              zone_of=spec.detail("zone_of", "target"),
                                                              to=spec.destination or "exile"),
        # "Search its controller's graveyard, hand, and library for all cards with …" (owned_zones_search.py)
        "search_owned_zones": lambda spec, common: SearchOwnedZones(**common, picks=_picks(spec),
                                                                    amount=step_amount(spec),
                                                                    zone_of=spec.detail("zone_of", "target"),
                                                                    every=spec.detail("all") == "1"),
    }
