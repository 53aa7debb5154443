"""Plan steps on a hand shown or looked at, and on the card another player then chooses from it (text → parse →
**plan**): "Target player reveals their hand. You choose a nonland card from it. That player discards that card."

Why their own module: a hand is hidden (402.3); revealing it shows it to everyone (701.20a), looking at it shows it
to one player (701.20e), and the sentences after it act on exactly what was shown and chosen (608.2c). Each
instruction is its own step (608.2e), so the reading and the events say each part: the reveal, the choice and
the move.
"""

from __future__ import annotations

from dataclasses import dataclass

from .steps import Pick, Step


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealHand(Step):
    """"Target player reveals their hand" (701.20a) / "Look at target player's hand" (``look``: shown only to the
    controller, 701.20e). The step's players are the hands' owners; nothing moves (701.20b)."""

    action: str = "reveal"  # "look" with ``look``
    look: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseFromHand(Step):
    """"You choose a nonland card from it": the controller picks among the cards of the hand the latest
    ``RevealHand`` showed (608.2c); nothing moves yet."""

    action: str = "choose"
    pick: Pick
    revealed: bool = False  # "you choose one of them": among the cards a reveal from the hand showed, not all of it


@dataclass(frozen=True, slots=True, kw_only=True)
class MoveChosen(Step):
    """"That player discards that card" (701.9a) / "… and exile that card" (701.13a): the card the latest
    ``ChooseFromHand`` chose, if it is still in its owner's hand."""

    action: str = "discard"  # "exile" when not ``discard``
    discard: bool = True  # a discard by the card's owner (701.9a); else the controller exiles it (701.13a)
    several: bool = False  # "those cards": the cards chosen were more than one ("You choose two of them")
    # "That player puts that card on top of their library" / "… into their library third from the top": the owner
    # puts it there (401.1, 401.7); "" for a discard or an exile
    library: str = ""  # top | nth
    position: int = 0  # the N of "Nth from the top" (401.7)


@dataclass(frozen=True, slots=True, kw_only=True)
class PickShown(Step):
    """"You may reveal a creature card from among them and put it into your hand", "Put one of them into your
    hand": the acting player picks among the cards the latest look or reveal of their library showed that are
    still there (608.2c). ``to``: where the picked cards go ("" = they are only revealed, 701.20a, and a later
    "put it into your hand" moves them)."""

    action: str = "put"  # "reveal" when ``to`` is ""
    pick: Pick
    to: str = "hand"  # hand | battlefield | graveyard | library_bottom | "" (revealed only)


@dataclass(frozen=True, slots=True, kw_only=True)
class MoveRest(Step):
    """"Put the rest on the bottom of your library in any order" / "… and the rest into your graveyard": the cards
    the latest look or reveal showed that were not picked and are still in the library (608.2c; the order under
    the library is the owner's and not revealed, 401.4)."""

    action: str = "put"
    to: str = "library_bottom"  # library_bottom | library_top ("back on top … in any order", 401.4) | graveyard
    random: bool = False  # "in a random order": nobody chooses it; unknown either way


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayPermission(Step):
    """"You may play that card this turn": a continuous effect of a resolving ability (611.2a) that lets the
    controller play (a land, 305.1; a spell, 601.3) or cast (601.3) the card the step before exiled, for as long as
    it says (this turn, until their next turn or its end, for as long as the card remains exiled). Nothing moves
    now; the result reports the permission with its cards, who may use it and its duration."""

    action: str = "permission"
    act: str = "play"  # play | cast
    several: bool = False  # "You may play them this turn": all the cards the step before exiled
    free: bool = False  # "… without paying its mana cost" (118.9): cast for no mana
    nonland: bool = False  # "nonland cards from among those exiled cards": only those of them that are not lands
    any_mana: str = ""  # "… spend mana as though it were mana of any color / type to cast those spells" (609.4b)
    # how long (611.2a): this_turn | until_your_next_turn | until_end_of_your_next_turn | while_exiled ("for as long as
    # that card remains exiled", 611.2b: it ends when the card leaves exile, a new object, 400.7)
    duration: str = "this_turn"
    first: bool = False  # the duration printed first ("Until end of turn, you may …"): how the reading says it
    # "spells from among cards exiled this way / those cards / them": its nonland cards (``nonland``), as printed
    spells: str = ""
