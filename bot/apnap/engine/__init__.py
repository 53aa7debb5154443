"""The engine: one :class:`State`, one handler per plan step type (text → parse → plan → **engine** → result).

Importing this package registers every handler (the ``act_*`` modules); :mod:`.registry` says how
to add one.
"""

from . import (  # noqa: F401  (registers the handlers)
    act_attach,
    act_becomes,
    act_board,
    act_cast_now,
    act_chance,
    act_choices,
    act_copies,
    act_counter_all,
    act_counter_changes,
    act_counter_family,
    act_counters,
    act_damage,
    act_divided,
    act_draw,
    act_exchange,
    act_graveyard,
    act_hidden,
    act_instead,
    act_keywords,
    act_keywords_creatures,
    act_layers,
    act_library,
    act_life,
    act_linked,
    act_manifest,
    act_mass,
    act_moved,
    act_objects,
    act_own_cost,
    act_pay,
    act_permanents,
    act_picks,
    act_piles,
    act_prevent_divided,
    act_redirect,
    act_replace,
    act_rest,
    act_rules,
    act_search_zones,
    act_shields,
    act_shuffle_in,
    act_stack,
    act_static,
    act_targets,
    act_tokens,
    act_unless_cost,
    act_unless_paid_by,
    act_untap,
    act_votes,
    board_values,
    counter_values,
    grants,
    object_facts,
    object_values,
)
from .registry import HANDLERS, handles
from .run import MAX_REPEATS, Engine, default_chooser, resolve_scenario
from .state import State

__all__ = ["HANDLERS", "MAX_REPEATS", "Engine", "State", "default_chooser", "handles", "resolve_scenario"]
