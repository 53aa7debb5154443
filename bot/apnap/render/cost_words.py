"""A quoted ability's cost said in the reading's language (602.1): "{T}, Discard a card" is "{T}, descartar una
carta" in a Spanish reading, and "{2}, sacrificar este permanente" is "{2}, Sacrifice this permanent" in an English
one.

Why: the splitter keeps a quoted ability's cost as printed words (grammar/quoted.py), so a reading said them in the
card's language whatever the reading's: English inside a Spanish answer the user never gave, and a Spanish card's
English reading half Spanish. Each part is read by the same grammar as the instruction it is (costs.py pays it that
way, 601.2h) and said back from its plan; mana and tap symbols are the same in both languages. A part the grammar
does not read as one instruction, or that Spanish has no infinitive for here, stays as printed: said, never
guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.errors import BotError

from ..grammar import parse_effect
from ..grammar.text import fold
from ..plan import Plan, plan_of

Say = Callable[[Plan, str], str]  # a plan said in a language: the package's render_plan, handed in (no import circle)

_SYMBOLS = re.compile(r"^(?:\{[^{}]+\})+$")
# A cost in printed Spanish is an infinitive ("Sacrificar una criatura: …", "{T}, descartar una carta: …"): the
# imperative the reading says, as that infinitive
_ES_INFINITIVE = {"sacrifica": "sacrificar", "descarta": "descartar", "exilia": "exiliar", "paga": "pagar",
                  "gira": "girar", "endereza": "enderezar", "quita": "quitar", "regresa": "regresar", "pon": "poner",
                  "muestra": "mostrar", "revela": "revelar", "devuelve": "devolver"}


def cost_said(cost: str, printed_in: str, lang: str, say: Say) -> str:
    """``cost`` (its parts joined by commas, 602.1, printed in ``printed_in``) with each part said in ``lang``."""
    if printed_in == lang:
        return cost
    parts = [p.strip() for p in cost.split(",")]
    return ", ".join(_part_said(part, lang, say, first=i == 0) for i, part in enumerate(parts))


def _part_said(part: str, lang: str, say: Say, first: bool) -> str:
    if not part or _SYMBOLS.match(part):
        return part
    try:
        plan = plan_of(parse_effect(part, None))
        said = say(plan, lang).rstrip(".")
    except (BotError, LookupError):  # not one instruction the grammar reads, or no words for it: as printed
        return part
    if len(plan.steps) != 1 or not said:
        return part
    if lang == "es":
        verb, _, rest = said.partition(" ")
        infinitive = _ES_INFINITIVE.get(fold(verb))
        if infinitive is None:
            return part
        said = f"{infinitive} {rest}".strip()
    return said[:1].upper() + said[1:] if first else said[:1].lower() + said[1:]
