"""The mana a triggered mana ability adds "in addition" to what a permanent tapped for mana made (106.12a, 605.1b):
"its controller adds an additional {G}", "add an additional {B}", "… an additional one mana of any color", "… an
additional two mana in any combination of colors", "… an additional {G} for each Elf on the battlefield"; printed
Spanish "agrega {G} adicional", "agrega un maná adicional de cualquier color".

Why a module: "additional" is a word about the trigger event, not about the mana: it is the same ``add_mana`` step
the plain rules make (verbs_board.py), marked ``additional``, and the loader refuses it unless the resolving ability
triggers on a permanent tapped for mana (mana_taps.py), so the word is never read and then passed over.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, arg, count_value, per_each, trees
from .specs import StepSpec
from .verbs import Context, _verb

ADDITIONAL = ("additional", "1")  # the step's mark: mana besides the tapped permanent's own (106.12a)
MAX_MANA = 10  # "an additional two mana": a count a pool holds, bounded like the plain rules'


def _symbols(node: Tree[Token], c: Context) -> str:
    mana = str(next(t for t in node.children if isinstance(t, Token) and t.type == "MANA")).upper()
    if "X" in mana:  # how much is X: no amount a pool can hold
        raise Unread(c.text.of(node))
    return mana


@_verb("add_mana_additional")
def _add_additional(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Adds an additional {G}{G}" / "agrega {G} adicional": the printed symbols (106.4)."""
    return [c.step("add_mana", extra=(("mana", _symbols(node, c)), ADDITIONAL))]


@_verb("add_mana_per_additional")
def _add_per_additional(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Adds an additional {G} for each Elf on the battlefield": the symbols once per object, counted as it resolves
    (608.2h), as "Add {G} for each …" is."""
    ref = per_each(next(t for t in trees(node) if t.data.startswith("per_")), c.text)
    return [c.step("add_mana", amount_ref=ref, extra=(("mana", _symbols(node, c)), ADDITIONAL))]


@_verb("add_mana_any_additional")
def _add_any_additional(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Adds an additional one mana of any color" / "… two mana in any combination of colors": that many mana, each
    of a colour the player chooses (106.1)."""
    n = count_value(arg(node, "count"), c.text)
    if n is None or not 0 < n <= MAX_MANA:
        raise Unread(c.text.of(node))
    return [c.step("add_mana", extra=(("mana", f"any:{n}"), ADDITIONAL))]
