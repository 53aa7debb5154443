"""The card-text grammar: whole Oracle text and effect sentences, English and Spanish side by side."""

from __future__ import annotations

from . import (
    all_and,  # noqa: F401  (registers "destroy all artifacts and all enchantments": one instruction, 608.2f)
    attached,  # noqa: F401  (registers "destroy enchanted creature" and the other verbs on the attached permanent)
    base_size_also,  # noqa: F401  (registers "loses all abilities and has base power and toughness 0/1 …")
    becomes_also,  # noqa: F401  (registers "gets +1/+0, becomes black, and gains shadow": one step per verb)
    card_amounts,  # noqa: F401  (registers the amounts the card defines: "in all graveyards", "that many counters")
    cast_now,  # noqa: F401  (registers "you may cast it without paying its mana cost", cast as it resolves, 608.2g)
    chosen_from_it,  # noqa: F401  (registers "you choose a card from it with converted mana cost 4 or greater")
    chosen_permanents,  # noqa: F401  (registers "chooses a nonland permanent they don't control", 101.4)
    clash,  # noqa: F401  (registers "clash with an opponent", 701.30)
    combat_and,  # noqa: F401  (registers "… gets +1/+0 until end of turn and can't be blocked this turn")
    combat_both,  # noqa: F401  (registers "… can't block and can't be blocked": two restrictions, one subject)
    combat_damage_rules,  # noqa: F401  (registers "each creature you control assigns combat damage equal to its toughness …")
    combat_removal,  # noqa: F401  (registers "remove target attacking creature from combat", 506.4)
    combat_theirs,  # noqa: F401  (registers "creatures that player controls can't attack you this turn")
    combat_those,  # noqa: F401  (registers "that creature can't block this combat" among the clause readers)
    combat_unless,  # noqa: F401  (registers "… can't attack unless <a board condition>" among the clause readers)
    control_attached,  # noqa: F401  (registers "that player gains control of equipped creature until end of turn")
    control_changes,  # noqa: F401  (registers "gain control of it" and "exchange control of …", 701.12)
    controller_zones,  # noqa: F401  (registers "in its controller's graveyard" among the counts, 404.1)
    copies,  # noqa: F401  (registers the token copies' verbs, 707.2)
    cost_changes,  # noqa: F401  (registers the cost-changing statics among the clause readers, 601.2f)
    counter_counts,  # noqa: F401  (registers "counters removed this way", "counters on that creature", 122.1)
    counter_puts,  # noqa: F401  (registers counters on two objects, "for each" on "it", "an additional" counter)
    damage_more,  # noqa: F401  (registers the corpus tail's damage clauses among the clause readers)
    exert,  # noqa: F401  (registers "exert this creature as it attacks", 701.43)
    exile_owned,  # noqa: F401  (registers "put a card an opponent owns from exile into that player's graveyard")
    explore,  # noqa: F401  (registers "it explores", 701.44)
    graveyard_cards,  # noqa: F401  (registers "target … card from your / a / an opponent's graveyard", 115.1)
    graveyard_to_library,  # noqa: F401  (registers "target player shuffles … target cards … into their library")
    graveyard_tops,  # noqa: F401  (registers "return the top creature card of your graveyard …", 404.1, 404.2)
    hand_choice,  # noqa: F401  (registers "chooses a card in their hand", what "the rest" means next)
    history_counts,  # noqa: F401  (registers "for each creature that died this turn" among the counts, 700.4)
    library_positions,  # noqa: F401  (registers "… into its owner's library third from the top", 401.7)
    looked_hands,  # noqa: F401  (registers "look at defending player's hand", 701.20e)
    mana_additional,  # noqa: F401  (registers "adds an additional {G}" of a mana trigger, 106.12a)
    mana_produced,  # noqa: F401  (registers "one mana of any type that land produced", 106.7)
    may_damage_each,  # noqa: F401  (registers "you may have it deal 1 damage to each creature …", 608.2d)
    may_have_objects,  # noqa: F401  (registers "you may have target creature get +3/-3 …", 608.2d)
    not_type,  # noqa: F401  (registers "As long as …, <this> isn't a creature", 611.3a, 613.1d)
    object_damage,  # noqa: F401  (registers "that creature deals damage equal to its power to …", 120.3)
    others_library,  # noqa: F401  (registers "exile the top card of each opponent's library", 701.13a)
    others_search,  # noqa: F401  (registers "search target player's library for … and exile it", 701.23a)
    own_costs,  # noqa: F401  (registers a spell's own cost counted on the board, 601.2f)
    owned_zones_search,  # noqa: F401  (registers "search its controller's graveyard, hand, and library …", 701.23a)
    phasing,  # noqa: F401  (registers "target permanent phases out", 702.26b)
    player_wards,  # noqa: F401  (registers "you gain protection from everything until your next turn", 702.16j)
    printed_object,  # noqa: F401  (registers the reader of a board object's printed text, model.PRINTED_READER)
    provoke,  # noqa: F401  (registers provoke's "you may have target creature … untap and block it if able", 702.39a)
    search_revealed,  # noqa: F401  (registers "search your library for … and reveal it.", 701.20b)
    search_zones,  # noqa: F401  (registers "search your library and/or graveyard for …", 701.23a)
    shuffle_in,  # noqa: F401  (registers "shuffle <this card> into its owner's library", 701.24a)
    soulbond,  # noqa: F401  (registers "As long as <this> is paired with another creature, both creatures …", 702.95)
    static_combat,  # noqa: F401  (registers "As long as …, <this> gets +2/+2 and can't block", 611.3a, 508.1c-d)
    static_kinds,  # noqa: F401  (registers "Creatures and planeswalkers you control have lifelink", 611.3a)
    that_object,  # noqa: F401  (registers "destroy that creature" and the like)
    turn_structure,  # noqa: F401  (registers the skipped steps, phases and turns and the hand size's end, 500.11)
    unless_pumps,  # noqa: F401  (registers "… gets +1/+1 until end of turn unless any player pays {2}", 118.12a)
    untap_those,  # noqa: F401  (registers "those creatures don't untap …")
    verbs_chance,  # noqa: F401  (registers the flip and roll verbs in VERBS)
    verbs_choose,  # noqa: F401  (registers the choices of a colour, a card name, an opponent in VERBS)
    verbs_stack,  # noqa: F401  (registers the counter-a-spell verbs and clauses)
    verbs_tail,  # noqa: F401  (registers the corpus tail's verbs in VERBS)
    vote_outcomes,  # noqa: F401  (registers "… gains protection from each color with the most votes", 701.38)
    zone_grants,  # noqa: F401  (registers "Creature cards in your graveyard have haste", 611.3a)
    zone_moves,  # noqa: F401  (registers "each player puts their library into their hand", 402.1)
)
from .effect import parse_effect
from .filters import parse_filter
from .lexicon import EN, ES, ES_TYPE_WORDS, EXAMPLES, GRAMMARS, Grammar
from .objects import closest_examples, detect_lang, parse_counted, parse_slots
from .specs import (
    ACTIONS,
    ANY_CARD,
    MAX_AMOUNT,
    MAX_EFFECT_CHARS,
    CountRef,
    Effect,
    RuleChange,
    Slot,
    StepSpec,
    Subject,
    TypeFilter,
    VoteCondition,
)
from .text import clean_effect, clean_spaces, fold
from .when import SECOND_PASS_EVENTS, TRIGGER_EVENTS, WHEN_EXAMPLES, closest_when, parse_when

__all__ = [
    "ACTIONS",
    "ANY_CARD",
    "EN",
    "ES",
    "ES_TYPE_WORDS",
    "EXAMPLES",
    "GRAMMARS",
    "MAX_AMOUNT",
    "MAX_EFFECT_CHARS",
    "SECOND_PASS_EVENTS",
    "TRIGGER_EVENTS",
    "WHEN_EXAMPLES",
    "CountRef",
    "Effect",
    "Grammar",
    "Slot",
    "StepSpec",
    "RuleChange",
    "Subject",
    "TypeFilter",
    "VoteCondition",
    "clean_effect",
    "clean_spaces",
    "closest_examples",
    "closest_when",
    "detect_lang",
    "fold",
    "parse_counted",
    "parse_effect",
    "parse_filter",
    "parse_slots",
    "parse_when",
]
