"""The narration's line for an amount read from one named object ("its toughness", 608.2h): which object it was
read from, and whether its value was the current one or its last known information.

Why a module: narrate_events.py tells events; this is a fact about the step's amount (engine/object_values.py records it
as ``read_from`` on the step), and a reader of the answer must see which moment the number came from.
"""

from __future__ import annotations

from bot.catalog import t
from bot.i18n.plural import NounRef

from .result import StepResult


def read_from_lines(step: StepResult, lang: str) -> list[str]:
    """One line when the step read a property of a named object, none otherwise."""
    read = step.extra.get("read_from")
    if not isinstance(read, dict):
        return []
    key = "apnap.narrate.read_now" if read.get("now") else "apnap.narrate.read_last"
    if read.get("zone") == "stack":  # a spell the effect targeted: on the stack, or as it last existed there
        key += "_stack"
    prop = str(read.get("prop", "power"))
    said = NounRef("counter", many=True) if prop.startswith("counters:") else NounRef(prop)  # its counters (122.1)
    return [t(key, lang, object=str(read.get("object", "")), prop=said)]
