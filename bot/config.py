"""Settings from the environment, with sensible defaults. No secrets are ever logged."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path


def default_data_dir() -> Path:
    """A per-user data directory (XDG on Linux), or ``MTGBOT_DATA_DIR``."""
    if os.environ.get("MTGBOT_DATA_DIR"):
        return Path(os.environ["MTGBOT_DATA_DIR"])
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "mtg-rules-bot"


@dataclass(frozen=True)
class Settings:
    rules: str | None = None  # MTGBOT_RULES: a CR file or a directory of them
    db: str = ""  # MTGBOT_DB: SQLite path (or a future postgresql:// URL)
    data_dir: Path = field(default_factory=default_data_dir)
    rules_page: str = "https://magic.wizards.com/en/rules"
    rules_url_pattern: str = "https://media.wizards.com/{year}/downloads/MagicCompRules%20{stamp}.txt"
    discord_token: str | None = field(default=None, repr=False)
    heartbeat_file: str | None = None
    log_level: str = "INFO"
    processes: int = 1  # MTGBOT_PROCESSES: bot processes sharing the shards (cogs/cluster.py)
    shard_count: int | None = None  # MTGBOT_SHARDS: total shards; None lets Discord recommend (one process)
    shard_ids: tuple[int, ...] | None = None  # MTGBOT_SHARD_IDS: this process's shards (set by the cluster)
    table_timeout: float = 15 * 60.0  # MTGBOT_TABLE_TIMEOUT: seconds a table-mode player has for one decision
    table_reminder: float = 5 * 60.0  # MTGBOT_TABLE_REMINDER: a reminder every this many seconds while waiting

    @classmethod
    def from_env(cls, *, rules: str | None = None, db: str | None = None) -> Settings:
        data_dir = default_data_dir()
        return cls(
            rules=rules or os.environ.get("MTGBOT_RULES") or None,
            db=db or os.environ.get("MTGBOT_DB") or str(data_dir / "bot.sqlite3"),
            data_dir=data_dir,
            rules_page=os.environ.get("MTGBOT_RULES_PAGE", cls.rules_page),
            rules_url_pattern=os.environ.get("MTGBOT_RULES_URL_PATTERN", cls.rules_url_pattern),
            discord_token=os.environ.get("DISCORD_TOKEN") or None,
            heartbeat_file=os.environ.get("MTGBOT_HEARTBEAT") or None,
            log_level=os.environ.get("MTGBOT_LOG_LEVEL", "INFO"),
            table_timeout=_seconds("MTGBOT_TABLE_TIMEOUT", cls.table_timeout),
            table_reminder=_seconds("MTGBOT_TABLE_REMINDER", cls.table_reminder),
            **_sharding_from_env(),
        )

    @property
    def cache_dir(self) -> Path:
        return self.data_dir / "cache"


def _seconds(name: str, default: float) -> float:
    """A number of seconds from the environment (at least 1); the default when unset or not a number."""
    try:
        return max(1.0, float(os.environ.get(name) or default))
    except ValueError:
        return default


def _sharding_from_env() -> dict:
    """``processes``, ``shard_count`` and ``shard_ids`` from the environment, checked together."""
    from .errors import BotError

    def number(name: str, default: int | None) -> int | None:
        raw = (os.environ.get(name) or "").strip()
        if not raw:
            return default
        if not raw.isdigit() or int(raw) < 1:
            raise BotError.of("bad_config", "error.config_whole_number", name=name, value=raw[:20])
        return int(raw)

    processes = number("MTGBOT_PROCESSES", 1) or 1
    shards = number("MTGBOT_SHARDS", None)
    raw_ids = (os.environ.get("MTGBOT_SHARD_IDS") or "").strip()
    ids: tuple[int, ...] | None = None
    if raw_ids:
        parts = [p.strip() for p in raw_ids.split(",")]
        if shards is None or not all(p.isdigit() and int(p) < shards for p in parts):
            raise BotError.of("bad_config", "error.config_shard_ids")
        ids = tuple(sorted({int(p) for p in parts}))
    if shards is not None and shards < processes:
        raise BotError.of("bad_config", "error.config_shards_processes", shards=shards, processes=processes)
    return {"processes": processes, "shard_count": shards, "shard_ids": ids}
