"""One line of a ``--batch`` file (JSON lines): read the same way by every subcommand that takes one."""

from __future__ import annotations

import json
from typing import Any

from ..errors import BotError


def batch_value(line: str, limit: int) -> Any:
    """The line's JSON value; ``bad_batch`` when it is too long or not JSON (the caller checks its shape)."""
    if len(line) > limit:
        raise BotError.of("bad_batch", "error.batch_line_too_long")
    try:
        return json.loads(line)
    except ValueError:
        raise BotError.of("bad_batch", "error.batch_not_json") from None
