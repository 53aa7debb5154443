"""The card storage interface (issue 14). Backends: :mod:`bot.storage.sqlite_cards` (and the
PostgreSQL backend, from ``migrations/postgres/0002_cards.sql``)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from ..cards.model import Card


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


#: Called with (cards stored before, cards read) before committing; raising refuses the import.
AcceptCheck = Callable[[int, int], None]


@runtime_checkable
class CardStore(Protocol):
    async def card_count(self) -> int: ...

    async def replace_cards(self, batches: AsyncIterator[Sequence[Card]], *, source: str, accept: AcceptCheck,
                            meta: dict[str, Any] | None = None) -> CardImportInfo:
        """Replace every stored card with those in ``batches``, in one transaction: if reading a
        batch raises, or ``accept`` refuses, or the task is cancelled, nothing changes."""
        ...

    async def get_card(self, name: str) -> Card | None:
        """The card with this exact Oracle name."""
        ...

    async def card_names(self) -> list[tuple[str, str, str]]:
        """Every ``(display name, card name, lang)``, for the name index."""
        ...

    async def card_import_info(self) -> CardImportInfo | None: ...
