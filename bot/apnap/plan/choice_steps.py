"""The typed steps of choices that are not of objects, and of what later text does with them (issue #22).

A named option ("war or peace", "friend or foe" per player), a creature or card type, left or right, a player
at random for each object, piles (700.3), "unless they pay {N}" / "pay {R}{R} or 2 life", a token copy, control
changing to a player the board or a choice picked, and "repeat this process until no one pays life". Kept
apart from :mod:`.steps` so each module stays small; every type here is a :class:`~.steps.Step` like the others
and has one handler in the engine's registry.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..grammar import TypeFilter
from .amounts import ZERO, Amount
from .copies import NO_EXCEPTIONS, CopyExceptions
from .steps import ANY, Pick, Step


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseTarget(Step):
    """"Choose target creature you control" (115.1): the object the scenario's ``target`` names, checked as the
    ability resolves (608.2b); later text ("that creature") refers to it."""

    targets_object: ClassVar[bool] = True
    action: str = "choose"
    objects: TypeFilter = ANY


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateCopyOfTarget(Step):
    """"Create a token that's a copy of that creature": a copy of the targeted object (707.2) for each player the
    step names, owned and controlled by its creator (111.2)."""

    action: str = "create"
    amount: Amount = ZERO
    noun: str = "creature"  # what the text calls the object ("that creature", "that permanent")
    said_it: bool = False  # said "a copy of it" (608.2c): the same object, its pronoun as printed
    exceptions: CopyExceptions = NO_EXCEPTIONS  # "…, except it's a 4/4 black Zombie" (707.9b)


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateCopy(Step):
    """"Creates a token that's a copy of a creature they control": each player picks the object, then a token
    with its copiable values (707.2) enters under that player's control (111.1)."""

    action: str = "create"
    picks: tuple[Pick, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseFromNext(Step):
    """"Each player chooses a creature controlled by the next player in that direction" (Order of Succession)."""

    action: str = "choose"
    picks_others: ClassVar[bool] = True
    picks: tuple[Pick, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class GainControlChosen(Step):
    """"Each player gains control of the creature they chose" (613.1b): what each chose in the step before."""

    action: str = "gain_control"
    objects: TypeFilter = ANY
    for_which: bool = False  # "… each permanent for which they were chosen" (a player chosen for each object)
    those: bool = False  # "You gain control of those creatures": everything chosen in the step before, to the subject


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnChosen(Step):
    """"Return those lands to their owners' hands": what the players chose in the step before (608.2c), from the
    battlefield to each one's owner's hand (400.7); no player performs it."""

    action: str = "return"
    objects: TypeFilter = ANY


@dataclass(frozen=True, slots=True, kw_only=True)
class RandomPlayerPerObject(Step):
    """"For each nonland permanent, choose a player at random": a player for each object, at random (repeatable
    through ``seed``)."""

    action: str = "choose"
    objects: TypeFilter = ANY


@dataclass(frozen=True, slots=True, kw_only=True)
class UntapThose(Step):
    """"Untap those permanents": the ones the step before acted on (701.26b)."""

    action: str = "untap"
    noun: str = "permanents"  # "those creatures": as printed (the reading's; the step before says which)


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseOption(Step):
    """"Each player chooses war or peace" (101.4: in APNAP order, public) or, with ``per_player``, "For each
    player, choose friend or foe" (the controller decides once for each player). Later text refers to the
    players by the option chosen for them ("each friend")."""

    action: str = "choose"
    options: tuple[str, ...] = ()
    per_player: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseWord(Step):
    """"Each player chooses a creature type" / "choose a card type" / "choose a color" / "Name a card" / "choose an
    opponent" (101.4: in APNAP order, in public): a value from its domain (205.3m, 205.2a, 105.1, 201.3, 102.2);
    "of that type", "the chosen color", "with the chosen name" later mean the value chosen (607.2d). As a permanent
    enters (614.12a) the value is the permanent's own, kept for its other abilities."""

    action: str = "choose"
    kind: str = "creature_type"  # creature_type | card_type | color | card_name | opponent | player | source
    options: tuple[str, ...] = ()  # "choose artifact, creature, …, or sorcery": only these (empty: the whole domain)
    only: tuple[str, ...] = ()  # card_name: the types its card has or lacks, ("nonartifact", "nonland"), ("artifact",)
    named: bool = False  # card_name printed "Name a card" (the older wording of the same choice)
    inline: bool = False  # said inside the instruction after it ("protection from the color of your choice")
    # "Destroy all enchantments of the color of your choice": what the instruction acts on depends on the answer, so
    # a scenario that gives none is asked (choice_needed), never answered by a default (608.2d)
    asked: bool = False
    most: int = 1  # "the color or colors of your choice" (105.3): one value or more, up to this many
    objects: TypeFilter | None = None  # source: the kind it must be ("a red source of your choice", 609.7a)
    # card_name: "the name of a nonland card revealed this way" (608.2c): only the names of the cards of kind
    # ``objects`` the latest reveal of this effect showed
    revealed: bool = False

    @property
    def offers_spells(self) -> bool:
        """A source of damage may be a spell on the stack (609.7a): the scenario's ``spells``, when given."""
        return self.kind == "source"


@dataclass(frozen=True, slots=True, kw_only=True)
class PayEither(Step):
    """"That player may pay {R}{R} or 2 life": mana (not modelled: assumed available, 118.1) or life (no more
    than the life total, 119.4), or neither."""

    action: str = "pay"
    mana: int = 0
    life: int = 0
    cost: str = ""  # the mana cost as printed, "{r}{r}"


@dataclass(frozen=True, slots=True, kw_only=True)
class SeparatePiles(Step):
    """"Each player separates all nontoken lands they control into two piles" (700.3: each object in exactly one
    pile; a pile may be empty)."""

    action: str = "choose"
    objects: TypeFilter = ANY


@dataclass(frozen=True, slots=True, kw_only=True)
class ChoosePile(Step):
    """"For each player, one of their piles is chosen by one of their opponents of their choice": the player
    names the opponent, the opponent names the pile."""

    action: str = "choose"


@dataclass(frozen=True, slots=True, kw_only=True)
class PileStep(Step):
    """What happens to the objects in the chosen piles (``chosen``) or in the other ones."""

    objects: TypeFilter = ANY
    chosen: bool = True


@dataclass(frozen=True, slots=True, kw_only=True)
class DestroyPile(PileStep):
    action: str = "destroy"


@dataclass(frozen=True, slots=True, kw_only=True)
class TapPile(PileStep):
    action: str = "tap"


@dataclass(frozen=True, slots=True, kw_only=True)
class RepeatUntilNone(Step):
    """608.2c: "Repeat this process until no one pays life": the steps before it again, as long as someone
    did ``ref_action`` in the latest round."""

    action: str = "repeat"
    ref_action: str = "pay"


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooserMayDamage(Step):
    """"The first player may have this deal 1 damage to the second player": one yes / no by the first player
    (that player), then the damage to the target, in one step."""

    action: str = "damage"
    amount: Amount = ZERO
    source: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetOpponentCheck(Step):
    """"That player chooses target player who has more life than they do and is their opponent": the scenario's
    ``target`` must be such a player when the ability resolves, or it does nothing (608.2b)."""

    action: str = "choose"
    measure: str = "life"  # life | hand | control | graveyard (the cards of ``objects``' kind in it, 404.1)
    objects: TypeFilter | None = None  # control, graveyard: what is counted
    fewer: bool = False  # "whose graveyard has fewer creature cards in it than their graveyard does": less, not more
