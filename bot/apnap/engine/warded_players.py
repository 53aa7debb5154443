"""Whether the resolving spell or ability could have targeted the players the scenario names as its targets, given
the board's static abilities that ward a player: "You have hexproof." (702.11c: not by spells or abilities that
player's opponents control), "You have shroud." / "Each player has shroud." (702.18a: by none), "You have protection
from red." (702.16b: not by red spells or abilities from red sources; from everything, by none, 702.16j).

Why here, once, before anything resolves: the targets were chosen as the effect was put on the stack (601.2c) and are
checked again as it starts to resolve (608.2b); a board permanent's ward applied at both. A target it forbids is
``bad_scenario`` naming the player, the ward and the permanent whose ability gives it, never resolved as if legal
(target_protection.py does the same for a permanent's own keywords). Whether the source has a protection's colour is
read from what the scenario shows (target_protection.source_facts); not shown is asked (``choice_needed``), never
guessed. A ward the resolving effect itself gives comes after that check and forbids none of its targets
(act_player_wards.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.catalog import Phrase
from bot.errors import BotError

from ..board_replacements import BoardPlayerWard
from ..grammar.choice_words import COLORS_ES
from .shown_targets import shown_targets, targets_a_player
from .target_protection import has_quality, source_facts

if TYPE_CHECKING:
    from ..plan import Plan
    from .state import State


@dataclass(frozen=True, slots=True)
class _Ward:
    """The ward as the card says it, in the reader's language ("hexproof", «antimaleficio», "protection from red")."""

    en: str
    es: str

    def localize(self, lang: str) -> str:
        return self.es if lang == "es" else self.en


def _said(ward: BoardPlayerWard) -> _Ward:
    step = ward.record
    if step.ward != "protection":
        return _Ward(step.ward, {"hexproof": "antimaleficio", "shroud": "velo"}[step.ward])
    if step.everything:
        return _Ward("protection from everything", "protección contra todo")
    return _Ward("protection from " + " and from ".join(step.colors),
                 "protección contra el " + " y contra el ".join(COLORS_ES[c] for c in step.colors))


def _forbids(state: State, player: str, ward: BoardPlayerWard) -> tuple[str, bool | None] | None:
    """The rule by which the ward forbids this effect to target the player, and whether it does (None: the source's
    colour is not known); None when it does not."""
    step = ward.record
    if step.ward == "shroud":
        return "702.18a", True
    if step.ward == "hexproof":
        return ("702.11c", True) if state.game.controller in state.game.opponents(player) else None
    if step.everything:
        return "702.16j", True
    source = source_facts(state)
    said = [has_quality(c, source, tuple(state.game.seat_names)) for c in step.colors]
    return ("702.16b", True) if any(said) else ("702.16b", None) if None in said else None


def check_warded_players(state: State, plan: Plan) -> None:
    """Each player the scenario names as a target, against each ward the board gives them: ``bad_scenario`` when one
    forbids this spell or ability to target them, ``choice_needed`` when that depends on a colour not shown."""
    wards = state.scenario.player_wards
    if not wards or not targets_a_player(state, plan):
        return
    seats = set(state.game.seat_names)
    for name in dict.fromkeys(n for n in shown_targets(state, plan) if n in seats):
        for ward in wards:
            found = _forbids(state, name, ward) if name in ward.wards(state.game) else None
            if found is None:
                continue
            rule, forbids = found
            params: dict[str, Any] = {"name": name, "keyword": _said(ward), "source": ward.source.name,
                                      "text": ward.record.text, "rule": rule}
            if forbids:
                raise BotError.of("bad_scenario", "apnap.error.player_warded", field="target", lang=state.lang,
                                  **params)
            spell = state.scenario.source_zone == "stack" or state.scenario.ability_kind == "spell"
            params["source"] = state.scenario.card or Phrase(
                "apnap.protection.this_spell" if spell else "apnap.protection.this_ability")
            raise BotError.of("choice_needed", "apnap.error.target_protection_unknown", field="target",
                              lang=state.lang, **params)


__all__ = ["check_warded_players"]
