"""Mana of the type a land produced (106.7): "that player adds one mana of any type that land produced" (Zhur-Taa
Ancient, Mirari's Wake, Winter's Night, Extraplanar Lens) / "agrega un maná de cualquier tipo que produjo esa
tierra".

Why a module: "that land" is the permanent whose tapping for mana triggered the ability (106.12a), so the step is the
same ``add_mana`` marked ``additional`` that "adds an additional {G}" makes (mana_additional.py): the loader refuses
it unless the resolving ability triggers on a permanent tapped for mana (mana_taps.py), and the engine reads the type
from that land (engine/produced_mana.py) instead of a printed symbol.
"""

from __future__ import annotations

from lark import Token, Tree

from .mana_additional import ADDITIONAL
from .phrases import Unread, arg, count_value
from .specs import StepSpec
from .verbs import Context, _verb

PRODUCED = "produced:"  # the mana option's prefix: "produced:1" is one mana of a type that land produced


@_verb("add_mana_produced")
def _add_produced(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"adds one mana of any type that land produced": one mana, of a type the tapped land made (106.7)."""
    if count_value(arg(node, "count"), c.text) != 1:
        raise Unread(c.text.of(node))  # only "one mana" is printed; more would need which of several types each
    return [c.step("add_mana", extra=(("mana", f"{PRODUCED}1"), ADDITIONAL))]


__all__ = ["PRODUCED"]
