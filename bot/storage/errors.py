"""The one error every backend raises for a database that cannot be used."""

from __future__ import annotations

from ..errors import BotError
from ..i18n.catalog import t


def bad_database(where: str, exc: BaseException) -> BotError:
    """A ``bad_database`` BotError naming the database (never its password) and the reason."""
    reason = str(exc).strip() or type(exc).__name__
    return BotError("bad_database", t("storage.bad_database", "en", where=where, reason=reason[:200]),
                    [t("storage.bad_database_hint", "en")])
