"""The card storage interface (issue 14). Backends: :mod:`bot.storage.sqlite_cards` (and the
PostgreSQL backend, from ``migrations/postgres/0002_cards.sql``)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from ..cards.model import Card
from ..errors import BotError


@dataclass(frozen=True, slots=True)
class CardImportInfo:
    """The import the stored cards come from."""

    source: str
    imported_at: str
    card_count: int
    meta_date: str | None = None
    meta_version: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"source": self.source, "imported_at": self.imported_at, "cards": self.card_count,
                "meta_date": self.meta_date, "meta_version": self.meta_version}


def import_busy() -> BotError:
    """Another ``cards import`` holds this database's import lock: this one changes nothing."""
    return BotError.of("import_busy", "cards.error.busy")


def disk_full(where: str) -> BotError:
    """The disk (or the database's size limit) filled up during an import: nothing went live."""
    return BotError.of("disk_full", "cards.error.disk_full", where=where)


def import_lost(where: str, exc: BaseException) -> BotError:
    """The database went away during an import (a server stopped, a connection cut)."""
    reason = (str(exc).strip() or type(exc).__name__).splitlines()[0][:200]
    return BotError.of("bad_database", "cards.error.database_lost", where=where, reason=reason)


#: Called with (cards stored before, cards read) before committing; raising refuses the import.
AcceptCheck = Callable[[int, int], None]


@runtime_checkable
class CardStore(Protocol):
    async def card_count(self) -> int: ...

    async def replace_cards(self, batches: AsyncIterator[Sequence[Card]], *, source: str, accept: AcceptCheck,
                            meta: dict[str, Any] | None = None) -> CardImportInfo:
        """Replace every stored card with those in ``batches``, in one step: if reading a batch
        raises, or ``accept`` refuses, or the task is cancelled, nothing changes. One import at a
        time per database: while another runs, raise :func:`import_busy` at once; a full disk is
        :func:`disk_full`, a lost database :func:`import_lost` (BotErrors, never the driver's)."""
        ...

    async def get_card(self, name: str) -> Card | None:
        """The card with this exact Oracle name."""
        ...

    async def card_names(self) -> list[tuple[str, str, str]]:
        """Every ``(display name, card name, lang)``, for the name index."""
        ...

    async def card_import_info(self) -> CardImportInfo | None: ...
