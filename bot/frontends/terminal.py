"""Text for a terminal: what users typed or files held never reaches it as control sequences."""

from __future__ import annotations

import re

# ANSI/VT escape sequences (CSI, OSC, and two-character escapes), then any other control or
# bidirectional-formatting character except newline and tab: a scenario's player name or a
# console line could otherwise recolour, move the cursor or reverse the text shown after it.
_ESCAPES = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-_]|\x9b[0-?]*[ -/]*[@-~]")
_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def safe(text: str) -> str:
    """``text`` with escape sequences removed and control/bidi characters replaced by U+FFFD."""
    return _CONTROLS.sub("\ufffd", _ESCAPES.sub("", text))
