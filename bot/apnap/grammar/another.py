""""Another target creature", "regenerate another target Goblin", "otra criatura objetivo": a target other than the
source (115.1 with the card's own words), for every verb whose object is "target <noun phrase>".

Why one reader after the verb's: english.lark reads "another target" as one token (``ANOTHER_TARGET``) wherever it
reads "target", so each verb's handler reads its noun phrase as before and this puts "not the source" on the one
filter of the step it made. A clause where that is not one filter is refused, never read as "any target".
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .phrases import Unread, Words
from .specs import StepSpec

# "another target" (english.lark), "otra criatura objetivo" (spanish.lark: the word before the noun)
_ANOTHER = frozenset({"ANOTHER_TARGET", "OTRA_OBJETIVO"})
# the readers that read "another" themselves (a fight's second creature, a shield's)
_READ_BY_THEIR_OWN = frozenset({"fight_targets", "fight_self", "fight_it", "bite_targets", "sh_another_target",
                                "redirect_damage", "redirect_next_time",  # a redirection's: shields.py
                                # a prevention's shielded "another target creature" (shields._whom: not the source)
                                "prevent_damage", "prevent_next_time",
                                "becomes_copy_target"})  # not the first target (115.3): copies.py


def another_target(node: Tree[Token], steps: list[StepSpec], text: Words) -> list[StepSpec]:
    """The steps with "not the source" on the targeted objects when ``node`` says "another target"."""
    said = list(node.scan_values(lambda v: isinstance(v, Token) and v.type in _ANOTHER))
    if not said or node.data in _READ_BY_THEIR_OWN:
        return steps
    with_objects = [i for i, s in enumerate(steps) if s.creatures is not None]
    if len(said) != 1 or len(with_objects) != 1:
        raise Unread(text.of(node))  # which objects "another" restricts is not one filter: refused
    i = with_objects[0]
    flt = steps[i].creatures
    assert flt is not None
    # the word itself says "another target": typed on the step (``another``), so the engine never reads it again
    marked = replace(steps[i], creatures=replace(flt, not_source=True), extra=(*steps[i].extra, ("another", "1")))
    return [*steps[:i], marked, *steps[i + 1:]]
