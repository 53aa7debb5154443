"""The passes over a whole effect's steps once every sentence is read: what a sentence names by reference ("that
card", "those creatures", "that much", "it") is bound to, or checked against, the steps before it (608.2c).

Why its own module: each family that adds a back-reference adds one pass here, in the order the references
depend on each other, and the sentence reader (sentences.py) stays the reading of one sentence at a time.
"""

from __future__ import annotations

from . import replacements, restrictions, shields, verbs_keywords
from .antecedents import bind_pronouns
from .becomes import still_joins_the_change, those_are_bound
from .card_amounts import that_many_again
from .cast_now import exiled_cast_before
from .choice_clauses import check_chosen
from .chosen_permanents import other_than_chosen
from .chosen_targets import fold_chosen_targets
from .clash import check_clash_won
from .combat_theirs import their_creatures_bound
from .continuous import mana_rider_follows_mana
from .controller_zones import bind_controller_zones
from .copies import bind_copied
from .damage_dealers import it_deals_is_the_source
from .damage_target import check_any_again
from .layers import each_other_is_the_sources, it_enters_is_the_source, static_x_is_defined
from .leads import check_references, rest_in_chosen_zone
from .linked_cards import bind_linked
from .looked_library import put_back_by_the_looker
from .marks import rounded_up
from .own_costs import ability_cost_first
from .person_agreement import not_own_bound
from .prevented_this_way import join_prevented_this_way
from .properties import bind_properties
from .same_name import bind_same_name
from .search_revealed import top_of_shuffled
from .shared_traits import bind_shared
from .specs import StepSpec
from .statics import those_refer
from .that_object import bind_event_objects
from .that_player_counts import counts_of_that_player
from .verbs_board import event_amount_first
from .verbs_choose import check_chosen_part, check_chosen_player, check_revealed_name, inline_choices
from .verbs_hidden import exiled_before, hand_chosen_before, shown_cards_before, that_player_is_target
from .verbs_library import shown_before
from .verbs_stack import fold_exile_instead
from .vote_outcomes import check_vote_outcomes


def bind_references(steps: list[StepSpec], text: str, round_up: bool, antecedent: str = "") -> list[StepSpec]:
    """``steps`` with every reference bound, or :class:`Unread` where one names nothing before it. ``antecedent``:
    what the ability names outside its effect, for an "it" with nothing before it (antecedents.py)."""
    # "This ability costs {1} more …": counted as it is activated (602.2b); "For each player, choose target …. Those
    # players sacrifice those …": one target step (601.2c, chosen_targets.py)
    steps = fold_chosen_targets(ability_cost_first(steps))
    steps = still_joins_the_change(steps)  # "It's still a land.": the change before keeps its types (205.1b)
    steps = that_player_is_target(event_amount_first(steps, text))
    steps = that_many_again(steps)  # "… that many counters … and draw that many cards": one number (card_amounts.py)
    steps = verbs_keywords.token_abilities(steps)  # "They have "…"": the tokens created just before
    steps = bind_properties(steps, antecedent)  # "its toughness": the one target or event object (properties.py)
    steps = bind_controller_zones(steps)  # "in its controller's graveyard": the attached permanent's, the source's
    steps = bind_shared(steps, antecedent)  # "… that shares a card type with it": that one object (shared_traits.py)
    steps = put_back_by_the_looker(steps)  # "… target opponent's library, then put them back" (looked_library.py)
    steps = exiled_cast_before(steps)  # "You may cast that card." after an exile from a library (608.2g, cast_now.py)
    shown_before(steps)
    top_of_shuffled(steps)  # "Shuffle your library, then put the card on top of it" (search_revealed.py)
    hand_chosen_before(steps)
    exiled_before(steps)
    steps = shown_cards_before(steps)
    if round_up:  # "Round up each time." (107.1a: the card says how to round)
        steps = [rounded_up(step) for step in steps]
    check_chosen(steps)
    steps = inline_choices(steps)  # "protection from the color of your choice": a choice first (verbs_choose.py)
    check_chosen_player(steps)  # "Choose an opponent. … for each creature that player controls" (verbs_choose.py)
    check_revealed_name(steps)  # "the name of a … card revealed this way": a reveal before it (verbs_choose.py)
    check_chosen_part(steps)  # "the chosen step or phase": a choice of one before it (verbs_choose.py)
    steps = counts_of_that_player(steps)  # "you gain 1 life for each artifact that player controls": not yours
    steps = not_own_bound(steps)  # "… que no controla" (they don't control) left unbound: refused (person_agreement.py)
    their_creatures_bound(steps)  # "creatures they control can't attack you" after "each opponent …": no one player
    steps = rest_in_chosen_zone(steps)
    steps = other_than_chosen(steps)  # "Destroy all other …" after a choice of permanents: all but the chosen
    steps = fold_exile_instead(steps)  # "If that spell is countered this way, exile it instead …"
    steps = bind_same_name(steps)  # "… the same name as that creature": the one target before it
    steps = bind_linked(steps)  # "the exiled card": this effect's exile, else the linked ability's (607.2a)
    # "it": the source, a target, the event's object (608.2c); "Tap target creature. It deals …": not the source's
    steps = it_deals_is_the_source(bind_pronouns(steps, antecedent), antecedent)  # damage (damage_dealers.py, 120.3)
    steps = shields.shields_on_the_source(steps, antecedent)  # "prevent … dealt by it": the source itself
    steps = bind_event_objects(steps)  # "destroy that creature": the trigger event's object (603.2)
    steps = those_refer(steps, antecedent)  # "They gain haste …": the step before, the one target, the trigger's
    those_are_bound(steps)  # "They're black Zombies …" that named no one group: refused (becomes.py)
    it_enters_is_the_source(steps)  # "If … was kicked, it enters the battlefield with …" (layers.py)
    each_other_is_the_sources(steps)  # "… gets -1/-1 for each other creature …": only the source's own (layers.py)
    static_x_is_defined(steps)  # a static "+X/+0" only with "where X is …" (layers.py)
    steps = bind_copied(steps, antecedent)  # "a copy of that creature": the one target before it, or the event's object
    check_references(steps, text)
    check_vote_outcomes(steps)  # a vote of three or more options: its outcomes (vote_outcomes.py, 701.38)
    check_clash_won(steps)  # "If you win, …": a clash of the controller's before it (clash.py)
    check_any_again(steps)  # "… deals 4 damage to that permanent or player instead": the one "any target" before it
    steps = join_prevented_this_way(steps)  # "You gain life equal to the damage prevented this way" (615.5)
    steps = shields.this_effects_damage(steps)  # "… deals 5 damage …. The damage can't be prevented." (615.12)
    shields.check_shield_order(steps)  # a shield before damage in the same effect: refused (615.1)
    mana_rider_follows_mana(steps)  # "Spend this mana only to cast …": the mana the step before added (106.6)
    steps = restrictions.bind_its(steps)  # "…, and its activated abilities can't be activated": the creature before
    replacements.check_nothing_after(steps)  # "If …, prevent that damage. Exile …": the rest is the replacement's
    return steps
