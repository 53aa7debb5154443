""""You may pay {X}. If you do, reveal the top X cards of your library" / "Then you may pay {X}, where X is the
number of +1/+1 counters on it" (107.3f): a payment of X mana, X read as any other X of the sentence.

Why a module: X in a payment a resolving ability asks for is not in any cost of the spell or ability, so its value
is either defined by the text ("where X is …", 107.3c) or chosen by the controller as the ability resolves (107.3f),
the scenario's ``x`` — never guessed: an X nobody gives is asked (``apnap.error.x_missing``), as for any other X.
Only a lone ``{X}`` is read: "{X}{R}" or "{X}{X}" would need the symbols added up per payer, and stay words.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, Words


def pay_x_fields(node: Tree[Token], symbols: list[str], cost: str, text: Words) -> dict[str, object]:
    """The ``pay`` step's fields for ``pay_mana`` of exactly ``{X}``: X mana, the symbol kept for the reading."""
    if node.data != "pay_mana" or [s.lower() for s in symbols] != ["x"]:
        raise Unread(text.of(node))
    return {"amount": None, "uses_x": True, "extra": (("what", "mana"), ("mana", cost.upper()))}
