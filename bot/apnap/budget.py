"""What one resolution may cost: events, triggered abilities, trigger checks, output, time.

The board limits (16 players, 5,000 objects) bound the input, not the work: 16 players × 312
creatures that each watch "a creature dies", with "Destroy all creatures.", is a 1.6 KB file
that asks for 4,992 × 4,992 ≈ 25 million triggered abilities. So the engine spends from one
:class:`Budget` as it goes, and stops with ``too_complex`` (naming what grew) as soon as one
quantity passes its limit, before the work or the memory is spent. The limits are far above any
real game (a board wipe on a full Commander table records a few hundred triggers) and keep the
worst case under about a second and a few MB, whoever asked.

These constants are the one owner of the limits; docs/architecture.md and the scenario docs cite them.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from bot.catalog import t
from bot.errors import BotError

#: Objects that events touch (each destroyed, drawn, milled … object counts once), over the whole effect.
MAX_EVENTS = 20_000
#: Triggered abilities recorded (they all go on the stack and into the output).
MAX_TRIGGERS = 10_000
#: (event, watching ability) pairs examined to find what triggers: the quadratic part of a board wipe.
MAX_TRIGGER_CHECKS = 2_000_000
#: Characters of names and texts the result will carry (JSON and narration repeat them).
MAX_OUTPUT_CHARS = 1_000_000
#: Characters of the whole result's JSON, narration included: the final guarantee.
MAX_RESULT_CHARS = 2_000_000

LIMITS = {"events": MAX_EVENTS, "triggers": MAX_TRIGGERS, "checks": MAX_TRIGGER_CHECKS,
          "output": MAX_OUTPUT_CHARS, "result": MAX_RESULT_CHARS}

#: Seconds a resolution may run, set by whoever runs it off the event loop (:func:`time_limit`);
#: None (the CLI, tests): counts only.
_deadline: ContextVar[float | None] = ContextVar("apnap_deadline", default=None)


@contextmanager
def time_limit(seconds: float | None) -> Iterator[None]:
    """Resolutions started inside stop with ``too_complex`` once ``seconds`` have passed. A thread
    cannot be killed, so the worker's deadline is enforced here, cooperatively, as the work goes."""
    token = _deadline.set(None if seconds is None else time.monotonic() + seconds)
    try:
        yield
    finally:
        _deadline.reset(token)


def too_complex(what: str, limit: int | float, lang: str | None) -> BotError:
    """The error for a quantity that passed its limit, in the reader's language."""
    return BotError.of("too_complex", "apnap.error.too_complex", field="effect", lang=lang,
                       what=t(f"apnap.budget.{what}", lang), limit=limit)


class Budget:
    """One resolution's spending. ``spend`` is called where the work happens; it is cheap."""

    __slots__ = ("lang", "spent", "deadline", "seconds")

    def __init__(self, lang: str | None) -> None:
        self.lang = lang
        self.spent = dict.fromkeys(LIMITS, 0)
        self.deadline = _deadline.get()
        self.seconds = 0.0 if self.deadline is None else max(0.0, self.deadline - time.monotonic())

    def spend(self, what: str, amount: int = 1) -> None:
        total = self.spent[what] + amount
        self.spent[what] = total
        if total > LIMITS[what]:
            raise too_complex(what, LIMITS[what], self.lang)
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise too_complex("seconds", round(self.seconds, 1), self.lang)

    def events(self, events: Iterable[Any]) -> None:
        """A step's events: each object they name counts once, and its name goes into the output
        twice (the JSON and the narration)."""
        names = [name for event in events for name in event.names]
        if names:
            self.spend("events", len(names))
            self.spend("output", 2 * sum(len(n) + 4 for n in names))

    def trigger(self, *texts: str | None) -> None:
        """One triggered ability recorded: it goes on the stack, with its texts, in the output."""
        self.spend("triggers")
        self.spend("output", 80 + sum(len(x) for x in texts if x))



def check_result(result: dict[str, Any], lang: str | None) -> None:
    """The last guarantee: the finished result (its JSON, narration included) is not larger than
    :data:`MAX_RESULT_CHARS`, whatever the counts above let through."""
    if len(json.dumps(result, ensure_ascii=False)) > MAX_RESULT_CHARS:
        raise too_complex("result", MAX_RESULT_CHARS, lang)
