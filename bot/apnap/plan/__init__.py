"""The typed plan: what a card's text means, as steps the engine runs (text → parse → **plan** → engine).

``plan_of(effect)`` converts the grammar's output; the step types (one per action) are in
:mod:`.steps`, amounts and conditions as small expressions in :mod:`.amounts`.
"""

from .amounts import (
    ZERO,
    Accepted,
    AllOf,
    Amount,
    BoardCondition,
    CardValue,
    Condition,
    Controls,
    CountersOnSource,
    CountOf,
    Devotion,
    Divided,
    EveryRound,
    Fewest,
    Fixed,
    FlipWon,
    GreatestThisWay,
    HandSize,
    HighestLife,
    Kicked,
    LibrarySize,
    LifeTotal,
    NonNegative,
    PlayersStanding,
    Plus,
    RollIs,
    Shortfall,
    ThatMany,
    Times,
    TotalThisWay,
    VotesFor,
    VoteTied,
    VoteWins,
    WhereX,
    Whose,
    X,
    YouDid,
    YouDidnt,
)
from .any_player_may import AnyPlayerMay
from .cast_now import CastChosen, CastExiled, CastFromHand, CastShown
from .chance import FlipCoin, RollDie
from .choice_steps import (
    ChooseFromNext,
    ChooseOption,
    ChoosePile,
    ChooserMayDamage,
    ChooseTarget,
    ChooseWord,
    CreateCopy,
    CreateCopyOfTarget,
    DestroyPile,
    GainControlChosen,
    PayEither,
    PileStep,
    RandomPlayerPerObject,
    RepeatUntilNone,
    ReturnChosen,
    SeparatePiles,
    TapPile,
    TargetOpponentCheck,
    UntapThose,
)
from .clash import Clash
from .combat_removal import RemoveFromCombatAll, RemoveFromCombatSource, RemoveFromCombatTarget
from .continuous import ContinuousEffect, EndTurn, GetEmblem, GetPoison, WinGame
from .convert import (
    plan_of,
    step_of,
)
from .convert_amounts import amount_of_ref
from .copies import BecomeCopyOfTarget, EnterAsCopy, TargetBecomesCopy, TokenCopyOfSource, TokenCopyOfTarget
from .delayed_events import DelayedOnEvent
from .divided import CountersDivided, DamageDivided, DamageEachTarget
from .each_who_did import EachWhoDid
from .exert import ExertSource
from .exile_owned import PutOwnedFromExile
from .explore import Explore
from .hidden import ChooseFromHand, MoveChosen, MoveRest, PickShown, PlayPermission, RevealHand
from .instead_of import InsteadOf
from .keyword_steps import (
    Amass,
    BecomeMonarch,
    Bolster,
    CountersOnce,
    Fight,
    GetEnergy,
    Investigate,
    Manifest,
    PayEnergy,
    Populate,
    Support,
    TransformSource,
)
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
    UnlessPaid,
)
from .object_damage import ObjectDamage
from .others_library import ExileTopOf
from .others_search import SearchOthersLibrary, SearchOwnedZones
from .permanent_spell import PermanentSpellResolves
from .phasing import PhaseOut, PhaseOutSource, PhaseOutTarget
from .player_wards import PlayerWard
from .replacements import EventReplacement, EventReplacementTarget, ObjectRestriction, ReplacementRecord
from .search_revealed import SearchRevealed
from .search_zones import SearchLibraryAndGraveyard
from .shields import (
    CantBePrevented,
    CantBePreventedTarget,
    CantBeRegenerated,
    CantBeRegeneratedTarget,
    ExileIfDies,
    PreventDamage,
    PreventDamageAnyTarget,
    PreventDamageDivided,
    PreventDamageTarget,
    RedirectDamage,
    RedirectDamageAnyTarget,
    RedirectDamageTarget,
    ShieldStep,
)
from .stack import (
    CantBeCountered,
    CopyCounteredSpell,
    CopySpell,
    CopyThatSpell,
    CopyThisSpell,
    CounterAbility,
    CounterAllSpells,
    CounterSpell,
    CounterThatSpell,
    OwnAbilityCost,
    OwnSpellCost,
    SplitSecond,
)
from .steps import (
    ANY,
    Alternative,
    Choose,
    Create,
    Damage,
    Delayed,
    DestroyAll,
    DestroyMostVoted,
    Discard,
    DiscardInstead,
    DiscardRest,
    Draw,
    ExileAll,
    ExileFromHand,
    ExileMostVoted,
    ExileRest,
    ExileSource,
    ExileTop,
    ExileZone,
    ExtraTurn,
    GainControlAll,
    GainControlPerVoter,
    GainLife,
    LoseGame,
    LoseLife,
    LoseMana,
    MassMove,
    Mill,
    MostVoted,
    MoveAllTo,
    Pay,
    PayFixed,
    PayLifeInstead,
    PerformedBy,
    Pick,
    PickStep,
    Plan,
    PutAll,
    PutCounters,
    PutFromHand,
    PutOnTopInstead,
    PutThisWay,
    RemoveRest,
    Repeat,
    ReturnAll,
    ReturnFromGraveyard,
    ReturnToHand,
    RevealFromHand,
    Sacrifice,
    SacrificeInstead,
    SacrificeRest,
    SacrificeSource,
    Scry,
    Search,
    SetLife,
    Shuffle,
    ShuffleRest,
    Step,
    Surveil,
    TapAll,
    Turn,
    Unless,
    Unperformed,
    UntapAll,
    Vote,
    VoteForObject,
)
from .steps_board import (
    AddMana,
    CantInCombat,
    CardFromGraveyard,
    CombatRule,
    DamageAnyTarget,
    DamageTarget,
    DamageTargetObject,
    DetainTarget,
    EntersTapped,
    ExileTargetCard,
    GainControlOwned,
    GainControlSource,
    LibraryTarget,
    LibraryTopSource,
    ModifyAll,
    ModifyAttached,
    ModifySource,
    ModifyTarget,
    OnAttached,
    PickedCounters,
    RegenerateAll,
    RegenerateAttached,
    RegenerateSource,
    RegenerateTarget,
    RemoveSourceCounters,
    ReturnSource,
    ReturnTarget,
    ShuffleSource,
    SourceCardFromGraveyard,
    SourceCounters,
    StaticModify,
    TapAttached,
    TapPicked,
    TapSource,
    TapTarget,
    TargetCantInCombat,
    TargetCardFromGraveyard,
    TargetCounters,
    TurnPicked,
    TurnTarget,
    UntapAttached,
    UntapPicked,
    UntapSource,
    UntapTarget,
)
from .steps_counter_family import (
    GetCounters,
    MoveCounters,
    Proliferate,
    RemoveEveryCounter,
    RemoveEveryTargetCounter,
)
from .steps_counters import DoubleCounters, DoubleTargetCounters, RemoveTargetCounters
from .steps_kinds import StaticKinds
from .steps_layers import (
    AttachedBonusWhile,
    BecomesAll,
    BecomesRule,
    BecomesSource,
    BecomesTarget,
    DefinedPT,
    EntersWithCounters,
    SetBasePT,
    SetBasePTRule,
    SwitchPT,
    SwitchPTRule,
    TargetSetBasePT,
    TargetSwitchPT,
)
from .steps_not_type import StaticNotType
from .steps_paired import StaticPaired
from .steps_statics import (
    AdditionalPhases,
    CombatRequirement,
    CombatRequirementRule,
    DoesntUntap,
    DoesntUntapRule,
    DoesntUntapThose,
    ModifyThose,
    StaticSelf,
    TargetCombatRequirement,
    TargetDoesntUntap,
)
from .steps_zone_cards import StaticZoneCards
from .targets import (
    AttachTargetTo,
    AttachToCreated,
    AttachToTarget,
    DestroyTarget,
    ExchangeControl,
    ExileTarget,
    FoundCard,
    GainControlTarget,
    MoveTarget,
    OnCreated,
    PutTargetFromGraveyard,
    ReturnMoved,
    SacrificeTarget,
    TargetCount,
)
from .unless_cost import UnlessCost
from .unless_paid_by import UnlessPaidBy
from .vote_outcomes import ProtectionMostVoted, ReturnMostVotedCards, VoteForCard
from .zone_moves import PutZone

__all__ = [  # what the plan exports, one line per several names
    "OwnSpellCost", "OwnAbilityCost", "CopyCounteredSpell", "CastShown", "CastChosen", "CastFromHand", "CastExiled",
    "TargetCount", "Amass", "Bolster", "BecomeMonarch", "CountersOnce", "Fight", "GetEnergy", "Investigate", "Manifest",
    "PayEnergy", "Populate", "Support", "TransformSource", "ANY", "Accepted", "AllOf", "Alternative", "Amount",
    "CardValue", "Choose", "ChooseFromNext", "ChooserMayDamage", "ChooseOption", "ChooseWord", "Condition",
    "ContinuousEffect", "CantBePrevented", "CantBePreventedTarget", "CantBeRegenerated", "CantBeRegeneratedTarget",
    "EventReplacement", "EventReplacementTarget",
    "ReplacementRecord", "InsteadOf", "DelayedOnEvent", "ExileIfDies", "ObjectRestriction",
    "PreventDamage",
    "PreventDamageAnyTarget",
    "PreventDamageDivided",
    "PreventDamageTarget", "RedirectDamage", "RedirectDamageAnyTarget", "RedirectDamageTarget", "ShieldStep",
    "EndTurn", "GetEmblem", "Controls",
    "CountOf", "Create", "ChooseTarget", "CreateCopy", "CreateCopyOfTarget", "Damage", "DamageAnyTarget",
    "CountersDivided", "DamageDivided", "DamageEachTarget", "DamageTarget", "DamageTargetObject", "ModifySource",
    "ExileTargetCard",
    "PutExiledWith", "HandToLibraryTop", "LibraryTarget", "LibraryTopSource", "ModifyAttached", "OnAttached",
    "RegenerateAttached",
    "TapAttached", "UntapAttached", "CantInCombat", "CantBeCountered", "CounterSpell", "CounterThatSpell",
    "CounterAllSpells", "SplitSecond",
    "CopyThatSpell", "CopyThisSpell", "TokenCopyOfTarget", "TokenCopyOfSource", "BecomeCopyOfTarget", "EnterAsCopy",
    "TargetBecomesCopy",
    "CopySpell", "CounterAbility", "CombatRule", "TargetCantInCombat", "EntersTapped", "TapSource", "UntapSource",
    "CardFromGraveyard", "SourceCardFromGraveyard", "TargetCardFromGraveyard", "ReturnSource", "ReturnTarget",
    "ShuffleSource",
    "ProtectionMostVoted", "ReturnMostVotedCards", "VoteForCard",  # votes and what they decide (701.38)
    "EachWhoDid",  # "If a player does, …" after "each player may …" (608.2c)
    # soulbond's statics (702.95), a static over several kinds, abilities of cards in a zone (611.3a)
    "StaticPaired", "StaticNotType", "PermanentSpellResolves", "StaticKinds", "StaticZoneCards", "ObjectDamage",
    "StaticModify", "StaticSelf", "AdditionalPhases", "AttachedBonusWhile", "BecomesAll", "BecomesRule",
    "BecomesSource", "BecomesTarget", "DefinedPT", "EntersWithCounters", "SetBasePT", "SetBasePTRule", "SwitchPT",
    "SwitchPTRule", "TargetSetBasePT", "TargetSwitchPT", "CombatRequirement", "CombatRequirementRule", "DoesntUntap",
    "DoesntUntapRule", "DoubleCounters", "DoubleTargetCounters", "RemoveTargetCounters",
    "GetCounters", "MoveCounters", "Proliferate", "RemoveEveryCounter", "RemoveEveryTargetCounter",
    "DoesntUntapThose", "TargetDoesntUntap", "TargetCombatRequirement", "ModifyThose", "RegenerateSource", "Delayed",
    "OnCreated", "DestroyAll", "DestroyMostVoted", "AttachToCreated", "AttachTargetTo", "AttachToTarget",
    "DestroyTarget", "Devotion", "SacrificeTarget",
    "Discard", "DiscardInstead", "DiscardRest", "Divided", "EveryRound", "Draw", "ExileAll", "ExileFromBattlefield",
    "ExileHandOrPermanent",
    "ExileFromGraveyard", "ExileFromHand", "RevealFromHand", "ExileRest", "ShuffleRest", "LoseMana", "TurnUpExiledWith",
    "ExileMostVoted", "ExileSource",
    "GainControlChosen", "GainControlSource", "ExileTarget", "ReturnMoved", "FoundCard", "GainControlTarget",
    "ExchangeControl", "PutTargetFromGraveyard", "ExileTop", "ExileZone", "ExtraTurn", "Fewest", "Fixed", "FlipCoin",
    "FlipWon",
    "ExileTopOf", "PutZone",  # another player's library; a whole zone (others_library.py, zone_moves.py)
    "SearchOthersLibrary",  # another player's library searched by the controller (others_search.py)
    "SearchOwnedZones",  # one player's graveyard, hand and library searched by the controller (others_search.py)
    "PhaseOut", "PhaseOutSource", "PhaseOutTarget",  # phasing out, 702.26b (phasing.py)
    "RemoveFromCombatAll", "RemoveFromCombatSource", "RemoveFromCombatTarget",  # 506.4 (combat_removal.py)
    "PlayerWard",  # a player's protection, hexproof or shroud, 702.16j (player_wards.py)
    "Clash", "ExertSource", "Explore",  # keyword actions 701.30, 701.43, 701.44 (clash.py, exert.py, explore.py)
    "PlayersStanding", "GainControlAll", "GainControlPerVoter", "GainLife", "GetPoison", "GreatestThisWay",
    "HandToBottom", "HandSize", "Kicked", "LibrarySize", "HighestLife", "LifeTotal", "LoseGame", "LoseLife",
    "MassMove", "Mill", "MostVoted", "MoveAllTo", "MoveRevealed", "MoveTarget", "NonNegative", "Pay",
    "PayLifeInstead", "PerformedBy", "Pick", "PickStep", "Plan", "Plus", "PutAll", "PutFromHand", "PutThisWay",
    "RemoveRest", "Repeat", "RollDie", "RollIs", "RepeatUntilNone", "ReturnAll", "PayEither", "PileStep", "PayFixed",
    "PutCounters", "ReturnFromGraveyard", "ReturnToHand", "RevealTop", "RevealHand", "ChooseFromHand", "MoveChosen",
    "PickShown", "MoveRest", "PlayPermission", "SetLife", "TapAll", "Turn", "UntapAll", "Sacrifice",
    "SacrificeInstead", "SacrificeRest", "SacrificeSource", "Scry", "Search", "Shortfall", "Shuffle", "UntapThose",
    "SearchLibraryAndGraveyard", "PutOnTopInstead",
    "SearchRevealed",
    "PutOwnedFromExile",
    "RandomPlayerPerObject", "ReturnChosen", "TapPile", "TargetOpponentCheck", "DestroyPile", "ChoosePile",
    "SeparatePiles", "Step", "Surveil", "ThatMany", "Times", "TotalThisWay", "Unless", "Unperformed", "UnlessPaid",
    "UnlessCost", "UnlessPaidBy", "AnyPlayerMay",
    "Vote", "VoteForObject", "VoteTied", "VoteWins", "VotesFor", "WhereX", "Whose", "WinGame", "X", "YouDid",
    "YouDidnt", "ZERO", "AddMana", "BoardCondition", "CountersOnSource", "GainControlOwned", "GainControlSource",
    "ModifyAll", "ModifyTarget", "PickedCounters", "RegenerateAll", "RegenerateTarget", "RemoveSourceCounters",
    "SourceCounters", "TapPicked", "TapTarget", "DetainTarget", "TargetCounters", "TurnPicked", "TurnTarget",
    "UntapPicked",
    "UntapTarget", "amount_of_ref", "plan_of", "step_of"
]
