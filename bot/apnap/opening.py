"""Opening-hand reveals (103.6b): "You may reveal this card from your opening hand. If you do, at the beginning of
the first upkeep, …". Revealing the card creates a delayed triggered ability (603.7a); the resolver resolves it as
a trigger would, if the card was revealed, which is asked like an intervening "if" (the board cannot show it).
Kept apart from oracle.py, which splits every other kind of ability line, so each module stays small.
"""

from __future__ import annotations

import re

_OPENING_RE = re.compile(
    r"^(?P<reveal>you may reveal this card from your opening hand|puedes (?:mostrar|revelar) esta carta de tu mano "
    r"inicial)\.\s+(?:if you do|si lo haces),\s+(?P<cond>at the beginning of (?:the first upkeep|your first main "
    r"phase)|al comienzo del primer mantenimiento|al comienzo de tu primera fase principal),\s+")


def opening_split(line: str, low: str) -> tuple[str, str, None, str, tuple[int, ...], str] | None:
    """``_split_prefix``'s answer for an opening-hand reveal (``low`` is ``line`` folded), or None for any other
    line: the delayed trigger's effect and condition, and what must hold (the card was revealed)."""
    m = _OPENING_RE.match(low)
    if m is None:
        return None
    revealed = ("mostraste esta carta de tu mano inicial" if low.startswith("puedes")
                else "you revealed this card from your opening hand")
    return "opening_hand", line[m.end():], None, line[m.start("cond"):m.end("cond")], (), revealed
