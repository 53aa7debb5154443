"""Numbered schema migrations, one folder per database dialect.

``sqlite/NNNN_name.sql`` and ``postgres/NNNN_name.sql`` ship as package data and are read through
``importlib.resources``. Each backend applies, at open (and through ``python -m bot migrate``),
every file whose number is not yet in its ``schema_migrations`` table, in order, each in its own
transaction with the row that records it, so a failed migration leaves the previous schema.
Numbers are applied by set, not by maximum: a migration merged later with a lower number (a
branch that took 0002 while another took 0003) is still applied.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from importlib.resources import files

from ..errors import newer_schema

DIALECTS = ("sqlite", "postgres")
_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")

#: The version a database created before numbered migrations carries in ``meta.schema_version``;
#: such a database already has 0001's tables and is marked as having it.
LEGACY_SCHEMA_VERSION = "1"


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str

    @property
    def label(self) -> str:
        return f"{self.version:04d}_{self.name}"


def migrations(dialect: str) -> list[Migration]:
    """Every migration of ``dialect``, in order; a misnamed or duplicated number is a packaging bug."""
    if dialect not in DIALECTS:
        raise ValueError(f"unknown dialect {dialect!r}")
    found: dict[int, Migration] = {}
    for entry in files(__package__).joinpath(dialect).iterdir():
        if not entry.name.endswith(".sql"):
            continue
        match = _NAME.match(entry.name)
        if not match:
            raise RuntimeError(f"migration file {dialect}/{entry.name} is not named NNNN_name.sql")
        version = int(match.group(1))
        if version in found:
            raise RuntimeError(f"two {dialect} migrations are numbered {version:04d}")
        found[version] = Migration(version, match.group(2), entry.read_text(encoding="utf-8"))
    return [found[v] for v in sorted(found)]


def refuse_newer(dialect: str, applied: Iterable[tuple[int, str]], where: str) -> None:
    """Raise ``bad_database`` when the database carries a migration numbered above every one this
    release ships: a newer release migrated it, and this one's writes (or its own migrations) could
    break what that release stored. Checked before anything is written, by ``migrate``, every open
    and ``health``."""
    ours = migrations(dialect)[-1]
    newer = sorted((int(v), str(n)) for v, n in applied if int(v) > ours.version)
    if newer:
        theirs = Migration(newer[-1][0], newer[-1][1], "")
        raise newer_schema(where, theirs.label, ours.label)


def pending(dialect: str, applied: set[int]) -> list[Migration]:
    return [m for m in migrations(dialect) if m.version not in applied]


def sqlite_statements(sql: str) -> list[str]:
    """Split a script into statements SQLite can run one by one inside our own transaction.

    ``executescript`` would commit first (Python's legacy transaction control), so it cannot share
    a transaction with the ``schema_migrations`` row. ``complete_statement`` knows trigger bodies.
    """
    out: list[str] = []
    buf = ""
    for line in sql.splitlines(keepends=True):
        if not buf and line.strip().startswith("--"):
            continue
        buf += line
        if sqlite3.complete_statement(buf):
            out.append(buf.strip())
            buf = ""
    if buf.strip() and not all(ln.strip().startswith("--") or not ln.strip() for ln in buf.splitlines()):
        raise RuntimeError("a migration ends with an incomplete statement")
    return out
