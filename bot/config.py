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
    # MTGBOT_DISCORD_API: the Discord HTTP API base URL (``…/api/v10``), for tests and self-hosted
    # gateways only; None means Discord itself. The gateway URL is asked from that API.
    discord_api: str | None = None
    connect_retries: int = 5  # MTGBOT_CONNECT_RETRIES: retries while Discord cannot be reached at start

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
            discord_api=_discord_api_from_env(),
            connect_retries=_whole_number("MTGBOT_CONNECT_RETRIES", 5, minimum=0) or 0,
            **_sharding_from_env(),
        )

    @property
    def cache_dir(self) -> Path:
        return self.data_dir / "cache"


def _whole_number(name: str, default: int | None, *, minimum: int = 1) -> int | None:
    """An environment variable holding a whole number ≥ ``minimum`` (ASCII digits only)."""
    from .errors import BotError

    raw = (os.environ.get(name) or "").strip()
    if not raw:
        return default
    if not (raw.isascii() and raw.isdigit()) or int(raw) < minimum:
        raise BotError("bad_config", f"{name} must be a whole number of at least {minimum}, not {raw[:20]!r}.")
    return int(raw)


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
        raise BotError("bad_config", "MTGBOT_DISCORD_API must be an http(s) URL such as "
                                     "http://127.0.0.1:8080/api/v10 (for tests and self-hosted gateways).")
    return raw.rstrip("/")


def _sharding_from_env() -> dict:
    """``processes``, ``shard_count`` and ``shard_ids`` from the environment, checked together."""
    from .errors import BotError

    def number(name: str, default: int | None) -> int | None:
        return _whole_number(name, default)

    processes = number("MTGBOT_PROCESSES", 1) or 1
    shards = number("MTGBOT_SHARDS", None)
    raw_ids = (os.environ.get("MTGBOT_SHARD_IDS") or "").strip()
    ids: tuple[int, ...] | None = None
    if raw_ids:
        parts = [p.strip() for p in raw_ids.split(",")]
        if shards is None or not all(p.isdigit() and int(p) < shards for p in parts):
            raise BotError("bad_config", "MTGBOT_SHARD_IDS must list shard numbers below MTGBOT_SHARDS, like 0,2.")
        ids = tuple(sorted({int(p) for p in parts}))
    if shards is not None and shards < processes:
        raise BotError("bad_config", f"MTGBOT_SHARDS ({shards}) must be at least MTGBOT_PROCESSES ({processes}).")
    return {"processes": processes, "shard_count": shards, "shard_ids": ids}
