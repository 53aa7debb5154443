"""What a table game shows its front ends: typed, read-only views of a :class:`TableSession`.

The prompt a player may see (101.4b: earlier choices, only their own hand), and the public table
(hidden choices only as counts, 101.4a).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class TableStatus(StrEnum):
    """Where a table game is: open while new, running or waiting for a player, then one of its
    ends. A ``str`` too, so saved games and the JSON the front ends print keep the plain words."""

    NEW = "new"
    RUNNING = "running"
    WAITING = "waiting"
    DONE = "done"
    TIMED_OUT = "timed_out"
    CANCELLED = "cancelled"
    FAILED = "failed"

    @property
    def is_open(self) -> bool:
        return self in (TableStatus.NEW, TableStatus.RUNNING, TableStatus.WAITING)


class TableEvent(StrEnum):
    """What a table game tells its listener (the front end that posts its messages), with a
    :class:`TableNews` whose fields the event names."""

    PROMPT = "prompt"  # a player must decide: news.prompt, news.restored
    ANSWERED = "answered"  # a decision was made: news.public, news.private
    REMINDER = "reminder"  # still waiting: news.prompt, news.remaining seconds
    FINISHED = "finished"  # the ends: news.error, news.reason, news.result, news.player
    TIMED_OUT = "timed_out"
    CANCELLED = "cancelled"
    FAILED = "failed"


@dataclass(frozen=True, slots=True)
class OptionView:
    key: str
    label: str
    types: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SeenView:
    """An earlier choice the asked player may know of (101.4b); ``chosen`` None when hidden."""

    player: str
    count: int
    hidden: bool
    chosen: tuple[str, ...] | None


@dataclass(frozen=True, slots=True)
class SeatView:
    """A player's side of the table as the asked player may see it (their own hand only)."""

    name: str
    life: int | None
    battlefield: tuple[str, ...]
    graveyard: tuple[str, ...]
    exile: tuple[str, ...]
    hand_count: int | None
    library_count: int | None
    hand: tuple[str, ...] | None


@dataclass(frozen=True, slots=True)
class PromptView:
    """The decision the engine waits for, as its player may see it."""

    session: str
    seq: int
    player: str
    user_id: int
    step: int
    step_text: str
    action: str
    kind: str
    what: str
    zone: str | None
    min_count: int
    max_count: int
    hidden: bool
    options: tuple[OptionView, ...]
    seen: tuple[SeenView, ...]
    table: tuple[SeatView, ...]
    draft: tuple[str, ...]
    draft_labels: tuple[str, ...]
    asked_at: float
    deadline: float


@dataclass(frozen=True, slots=True)
class AnswerView:
    """A decision as everyone may see it: a hidden choice only as a count (101.4a)."""

    player: str
    hidden: bool
    count: int
    labels: tuple[str, ...]


def answer_view(entry: dict[str, Any]) -> AnswerView:
    """A saved log entry (``{"player", "hidden", "keys", "labels"}``) as a view."""
    return AnswerView(str(entry["player"]), bool(entry.get("hidden")), len(entry.get("keys") or ()),
                      tuple(entry.get("labels") or ()))


@dataclass(frozen=True, slots=True)
class PendingView:
    player: str
    what: str
    hidden: bool
    seq: int
    deadline: float


@dataclass(frozen=True, slots=True)
class StatusView:
    """The public table: players in APNAP order, the decisions so far, whose turn it is."""

    session: str
    effect: str
    players: dict[str, int | None]
    order: tuple[str, ...]
    active: str
    status: TableStatus
    pending: PendingView | None
    log: tuple[AnswerView, ...]
    error: str | None


@dataclass(frozen=True, slots=True)
class TableNews:
    """What comes with a :class:`TableEvent`: typed, so a front end reads fields, not dict keys
    (each event fills the fields :class:`TableEvent` lists; the others keep their defaults)."""

    prompt: PromptView | None = None
    restored: bool = False  # the prompt is the one a game restored after a restart was waiting on
    remaining: float = 0.0  # seconds before the prompt times out
    public: dict[str, Any] | None = None  # the answer as everyone may see it (hidden choices as "?")
    private: dict[str, Any] | None = None  # the whole answer, for its chooser
    error: str | None = None
    reason: str | None = None  # who timed out
    result: dict[str, Any] | None = None  # the resolution's JSON, when the game finished
    player: str | None = None  # who was being asked when the game ended
