"""A token's size that its own quoted characteristic-defining ability sets: "create a green Elephant creature token
with "This creature's power and toughness are each equal to the number of creature cards in your graveyard."" (604.3,
111.3).

Why a typed part of the creation: the ability is the token's from the moment it exists and applies in every zone
(604.3, 613.4a), so the engine must work its number out whenever the token's power or toughness is read (layer 7a),
or a 0/0 token would stay on the battlefield (704.5f). The grammar accepts only counts that do not read the token
itself (grammar/quoted.py); here they become the plan's amounts, counted for the token's controller (109.5).
"""

from __future__ import annotations

from ..grammar import StepSpec
from .amounts import Amount
from .convert_amounts import step_amount


def token_defines(spec: StepSpec) -> tuple[str, Amount] | None:
    """(``which``: both / power / toughness, the amount) of the created token's defining ability; None if it has
    none."""
    ability = spec.ability
    if ability is None or ability.kind != "static":
        return None
    for step in ability.effect.steps:
        if step.action == "set_pt" and step.detail("layer") == "defined":
            return step.detail("which", "both"), step_amount(step)
    return None
