"""A trigger of the controller's own turn ("At the beginning of your upkeep", "… of your end step") resolving on a
board whose active player is someone else: said, never silently taken.

Why: such an ability triggers only in its controller's own turn (500.6, 503.1a: "your" upkeep is the upkeep of your
turn), so while it resolves its controller is the active player (102.1). A board that names another active player
is resolved as given — the APNAP order and "the active player" of the effect follow it — and the result says the
moment is assumed, with the field that gives it (``active``), so nobody reads it as that player's turn.

The same holds for "Whenever <this> deals combat damage to a player" and "Whenever a creature you control deals
combat damage to an opponent": only an attacking creature deals combat damage to a player (510.1a-b) and only the
active player attacks (506.2), so the controller is the active player; a blind judge found three such answers that
called the controller "the attacking player" on another player's turn without a word (session 22).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t

from ..grammar.text import fold
from ..render.card_words import CardWords

if TYPE_CHECKING:
    from .state import State

# The first word of a plane's or phenomenon's type line (311.5, 901.6), English or printed Spanish: the card's type
# line as the database gives it, not the ability's words
_PLANAR = frozenset({"plane", "phenomenon", "plano", "fenomeno"})
# The rules that say when "at the beginning of your <step>" triggers: the upkeep's own (503.1a), any other step's or
# phase's the general one (500.6); 102.1 makes the controller of "your" turn its active player. Judge 24 found the
# upkeep's rule cited for an end step and a beginning of combat.
_MOMENT_RULES = {"upkeep": "503.1a, 102.1", "step": "500.6, 102.1"}


def _planar(type_line: str) -> bool:
    words = fold(type_line).split("—")[0].split()
    return bool(words) and words[0] in _PLANAR


def note_trigger_moment(state: State) -> None:
    """A warning when the resolving ability triggers in its controller's own turn and the board's active player is
    another player, or belongs to a plane or phenomenon that another player than the active one is said to control."""
    game = state.game
    if game.active == game.controller:
        return
    card = state.scenario.source_card
    if card is not None and _planar(card.type_line):
        # 311.5, 901.6: a face-up plane's controller is the planar controller, normally the active player (judge 24:
        # a chaos ability resolved for another player than the active one without a word)
        state.warnings.append(t("apnap.warning.planar_controller", state.lang, card=card.name,
                                controller=game.controller, active=game.active))
    if state.scenario.ability_kind != "triggered":
        return
    trigger = state.scenario.trigger  # the condition's typed facts (trigger_facts.py)
    names = (state.scenario.card,) if state.scenario.card else ()  # "Whenever <its name> deals …" (201.5)
    when = CardWords(trigger.condition or "", "trigger", state.scenario.effect.lang, names)  # the answer's language
    if trigger.your_turn:
        state.warnings.append(t("apnap.warning.trigger_moment", state.lang, when=when,
                                rules=_MOMENT_RULES[trigger.your_turn], controller=game.controller,
                                active=game.active))
    elif trigger.own_combat_damage:
        state.warnings.append(t("apnap.warning.combat_damage_moment", state.lang, when=when,
                                controller=game.controller, active=game.active))
