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


# "• Khans — At the beginning of your draw step, …" (a Siege): a bullet not under "Choose one —" labels an ability
# that works only if that option was chosen as the permanent entered (614.12 and its "As … enters, choose Khans or
# Dragons."). The label is asked like an intervening "if": no board shows which option was chosen.
_MODE_LABEL_RE = re.compile(r"^\s*[•·]\s*(?P<label>[^—.:]{1,30}?)\s+—\s+")
_ENGLISH_TRIGGER_RE = re.compile(r"^(?:at|when|whenever)\b")


def mode_label(line: str, low: str) -> tuple[int, str] | None:
    """(where the labelled ability starts, the condition it works under) of a labelled bullet line, or None."""
    m = _MODE_LABEL_RE.match(low)
    if m is None:
        return None
    label = line[m.start("label"):m.end("label")].strip()
    if _ENGLISH_TRIGGER_RE.match(low[m.end():]):
        return m.end(), f"{label} was chosen as this permanent entered the battlefield"
    return m.end(), f"se eligió {label} cuando este permanente entró al campo de batalla"
