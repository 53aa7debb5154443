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

import re
from typing import TYPE_CHECKING

from bot.catalog import t

from ..grammar.text import fold
from ..oracle import short_names
from .referents import _trigger_and_other_abilities

if TYPE_CHECKING:
    from .state import State

_YOUR_TURN = re.compile(r"^(?:at|al|en) (?:the )?(?:beginning|end|comienzo|final) (?:of|de|del) (?:your|tu) "
                        r"(?:upkeep|draw step|precombat main phase|end step|turn|mantenimiento|paso final|turno)"
                        r"|^(?:at|al) (?:the )?(?:beginning|comienzo) (?:of|de) (?:combat on your turn|"
                        r"combate en tu turno)")


# "Whenever Balefire Dragon / this creature / a creature you control deals combat damage to a player / an opponent"
# (the source's name is "this permanent" in the folded words); printed Spanish "hace daño de combate a un jugador"
_OWN_COMBAT_DAMAGE = re.compile(
    r"^(?:whenever|when|siempre que|cuando) (?:{names}|this creature|this permanent|esta criatura|"
    r"(?:a|an|one or more) [\w ,-]+? you control|(?:una|una o mas) [\w ,-]+? que controlas) "
    r"(?:deals?|hacen?|hagan?) (?:combat damage|dano de combate) (?:to|a) (?:a player|an opponent|one or more players|"
    r"one or more opponents|un jugador|un oponente)\b")


def _own_combat_damage(condition: str, names: tuple[str, ...]) -> bool:
    low = fold(condition)
    if "combat damage" not in low and "dano de combate" not in low:  # most triggers: no pattern made for the card
        return False
    said = "|".join(re.escape(fold(n)) for n in names if n) or "this creature"
    return bool(re.match(_OWN_COMBAT_DAMAGE.pattern.replace("{names}", said), low))


def _moment_rules(condition: str) -> str:
    """The rules that say when "at the beginning of your <step>" triggers: the upkeep's own (503.1a), any other
    step's or phase's the general one (500.6); 102.1 makes the controller of "your" turn its active player. Judge 24
    found the upkeep's rule cited for an end step and a beginning of combat."""
    low = fold(condition)
    return "503.1a, 102.1" if "upkeep" in low or "mantenimiento" in low else "500.6, 102.1"


_PLANAR = re.compile(r"^(?:plane|phenomenon|plano|fenomeno)\b")


def note_trigger_moment(state: State) -> None:
    """A warning when the resolving ability triggers in its controller's own turn and the board's active player is
    another player, or belongs to a plane or phenomenon that another player than the active one is said to control."""
    game = state.game
    if game.active == game.controller:
        return
    card = state.scenario.source_card
    if card is not None and _PLANAR.match(fold(card.type_line)):
        # 311.5, 901.6: a face-up plane's controller is the planar controller, normally the active player (judge 24:
        # a chaos ability resolved for another player than the active one without a word)
        state.warnings.append(t("apnap.warning.planar_controller", state.lang, card=card.name,
                                controller=game.controller, active=game.active))
    if state.scenario.ability_kind != "triggered":
        return
    condition, _ = _trigger_and_other_abilities(state.scenario.effect_text, state.scenario.ability)
    if condition and _YOUR_TURN.match(fold(condition)):
        state.warnings.append(t("apnap.warning.trigger_moment", state.lang, when=condition,
                                rules=_moment_rules(condition), controller=game.controller, active=game.active))
    elif condition and _own_combat_damage(condition, short_names(state.scenario.card or "")):
        state.warnings.append(t("apnap.warning.combat_damage_moment", state.lang, when=condition,
                                controller=game.controller, active=game.active))
