"""``chosen: {color: blue}``: the choices the source made as it entered (614.12a), which its other abilities read
("Add one mana of the chosen color", "creatures of the chosen type", "spells with the chosen name": 607.2d).

Why a fact: the choice was made before the ability now resolving existed (as the permanent entered the
battlefield), no board shows it, and it is the player's, never the resolver's: given here, or asked
(engine/chosen_values.py). Only a text that reads such a value takes it; given for any other, ``bad_scenario``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .grammar import Effect
from .grammar.choice_words import COLOR_WORDS
from .grammar.chosen_reads import chosen_reads
from .grammar.subtypes import creature_types
from .grammar.text import fold
from .model import CARD_TYPES, Game
from .scenario_reader import ScenarioReader

CHOSEN_KINDS = ("color", "creature_type", "card_type", "card_name", "opponent", "player")


def reads_chosen(effect: Effect) -> bool:
    """Whether the text reads "the chosen …" (a filter's ``chosen`` of type / color / name, or "mana of the chosen
    color")."""
    for step in effect.steps:
        if chosen_reads(step) & {"type", "color", "name"}:  # wherever the step keeps the filter (chosen_reads.py)
            return True
        if (step.detail("mana") or "").startswith("chosen:") or "chosen color" in (step.detail("keywords") or ""):
            return True
    return False


def chosen_facts(loader: ScenarioReader, data: Mapping[str, Any], effect: Effect, game: Game) -> dict[str, str] | None:
    """The scenario's ``chosen`` (kind → value), each value checked against its domain; None when not given."""
    raw = data.get("chosen")
    if raw is None:
        return None
    if not reads_chosen(effect):
        raise loader.bad("chosen", "apnap.error.chosen_unused")
    given = loader.mapping(raw, "chosen", CHOSEN_KINDS)
    out: dict[str, str] = {}
    for kind, value in given.items():
        where = f"chosen.{kind}"
        if kind in ("opponent", "player"):
            out[kind] = loader.player_ref(value, where, game.players)
            continue
        word = loader.text(value, where)
        domain = _domain(kind)
        if domain is not None:
            match = next((d for d in domain if fold(d) == fold(word)), None)
            if match is None:
                raise loader.bad(where, "apnap.error.chosen_value", list(domain[:5]), value=word[:40], kind=kind)
            word = match
        out[kind] = word
    return out


def _domain(kind: str) -> tuple[str, ...] | None:
    """The values a kind of choice may take (None: any card name, 201.3)."""
    if kind == "color":
        return COLOR_WORDS
    if kind == "creature_type":
        return creature_types()
    if kind == "card_type":
        return CARD_TYPES
    return None
