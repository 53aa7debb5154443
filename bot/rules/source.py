"""Where the rules come from: ``MTGBOT_RULES`` (a file or a directory), or Wizards of the Coast.

The download finds the newest ``MagicCompRules YYYYMMDD.txt`` link on the rules page; when the
page cannot be read it tries the known URL pattern for recent release dates. Downloads show
progress and are cached, so the bot fetches each release once.

Nothing waits in silence: every step says what it is waiting for on ``notify`` (stderr by
default), the rules page gets :data:`PAGE_TIMEOUT` seconds, each file :data:`FILE_TIMEOUT`, and the
whole search :data:`TOTAL_TIMEOUT` — a server that accepts and never answers, or trickles bytes,
cannot hold the first start for longer (issue 12, item 13).
"""

from __future__ import annotations

import re
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import TextIO
from urllib.parse import urljoin

from ..errors import NoRulesLoaded
from ..resources import data_path

LINK_RE = re.compile(r"""["'(]?([^"'()\s>]*MagicCompRules(?:%20| )(\d{8})\.txt)""")
URL_PATTERN = "https://media.wizards.com/{year}/downloads/MagicCompRules%20{stamp}.txt"
#: Release file dates known when this was written, newest first: the fallback when the rules
#: page cannot be read or no longer links the text file.
KNOWN_RELEASES = ("20260417", "20260227", "20260116", "20251114", "20250919", "20250725")
MAX_DOWNLOAD = 20 * 1024 * 1024  # a CR text is about 1 MB; refuse anything absurd
USER_AGENT = "mtg-rules-bot (+https://github.com/) python-urllib"
PAGE_TIMEOUT = 8.0  # seconds for the rules page (it is only a hint: the known addresses follow)
FILE_TIMEOUT = 30.0  # seconds for one CR text file
TOTAL_TIMEOUT = 90.0  # seconds for the whole search, whatever each server does

Progress = Callable[[int, int | None], None]
Notify = Callable[[str], None]


def notify_stderr(message: str) -> None:
    """The default ``notify``: one line on stderr (stdout stays clean for ``--json``)."""
    print(message, file=sys.stderr, flush=True)


def bundled_release() -> Path | None:
    """The CR release shipped inside the package (``data/cr/``, the newest there), or None.

    It is the offline default: a machine that cannot reach Wizards of the Coast still starts
    with these rules. A downloaded release is preferred whenever the download works.
    """
    folder = data_path("cr")
    files = sorted(folder.glob("en-*.txt")) if folder.is_dir() else []
    return files[-1] if files else None


def rule_files(path: str | Path) -> list[Path]:
    """The CR text files at ``path``: the file itself, or every ``*.txt`` in a directory."""
    p = Path(path).expanduser()
    if p.is_dir():
        files = sorted(f for f in p.iterdir() if f.suffix.lower() == ".txt" and f.is_file())
        if not files:
            raise NoRulesLoaded(key="error.rules_dir_empty", path=str(p))
        return files
    if p.is_file():
        return [p]
    if p.exists():  # a device, a socket, a pipe: never read as a rules file
        raise NoRulesLoaded(key="error.rules_path_not_file", path=str(p))
    raise NoRulesLoaded(key="error.rules_path_missing", path=str(p))


def find_links(html: str, base_url: str) -> list[tuple[str, str]]:
    """``(YYYYMMDD, absolute URL)`` of every CR text link on the page, newest first."""
    found: dict[str, str] = {}
    for m in LINK_RE.finditer(html):
        url = urljoin(base_url, m[1].replace(" ", "%20"))
        found.setdefault(m[2], url)
    return sorted(found.items(), reverse=True)


class TooSlow(TimeoutError):
    """A server that kept sending, too slowly to finish in time."""


def _fetch(url: str, timeout: float, progress: Progress | None = None) -> bytes:
    """The body at ``url``; TimeoutError when the whole transfer takes longer than ``timeout``
    (the socket timeout alone only bounds each read, so a trickling server would never end)."""
    deadline = time.monotonic() + timeout
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    with urllib.request.urlopen(request, timeout=timeout) as response:
        total = response.headers.get("Content-Length")
        total_n = int(total) if total and total.isdigit() else None
        chunks: list[bytes] = []
        size = 0
        while True:
            if time.monotonic() > deadline:
                raise TooSlow(f"the transfer did not finish in {timeout:g} s")
            chunk = response.read1(64 * 1024) if hasattr(response, "read1") else response.read(64 * 1024)
            if not chunk:
                break
            size += len(chunk)
            if size > MAX_DOWNLOAD:
                raise ValueError(f"{url} is larger than {MAX_DOWNLOAD} bytes")
            chunks.append(chunk)
            if progress:
                progress(size, total_n)
        return b"".join(chunks)


def _reason(exc: BaseException) -> str:
    if isinstance(exc, TooSlow):
        return str(exc)
    reason = getattr(exc, "reason", None)
    if isinstance(exc, TimeoutError) or isinstance(reason, TimeoutError) or "timed out" in str(exc):
        return "no answer in time"
    return str(reason or exc)[:200]


def progress_bar(stream: TextIO = sys.stderr) -> Progress:
    """A one-line text progress bar for downloads."""

    def show(done: int, total: int | None) -> None:
        if total:
            filled = int(30 * done / total)
            bar = "#" * filled + "." * (30 - filled)
            stream.write(f"\rDownloading the Comprehensive Rules [{bar}] {done // 1024} / {total // 1024} KiB")
        else:
            stream.write(f"\rDownloading the Comprehensive Rules: {done // 1024} KiB")
        if total and done >= total:
            stream.write("\n")
        stream.flush()

    return show


def download_current(
    rules_page: str, cache_dir: Path, *, progress: Progress | None = None, timeout: float = FILE_TIMEOUT,
    fallback_pattern: str = URL_PATTERN, notify: Notify | None = notify_stderr,
    page_timeout: float = PAGE_TIMEOUT, total_timeout: float = TOTAL_TIMEOUT,
) -> Path:
    """Download the newest English CR text into ``cache_dir`` and return its path, saying on
    ``notify`` what it waits for; NoRulesLoaded (naming MTGBOT_RULES) when nothing arrives."""
    say = notify or (lambda _message: None)
    started = time.monotonic()

    def left(limit: float) -> float:
        return max(0.0, min(limit, total_timeout - (time.monotonic() - started)))

    candidates: list[tuple[str, str]] = []
    say(f"Looking for the current Comprehensive Rules at {rules_page} (waiting up to {page_timeout:g} s)...")
    try:
        html = _fetch(rules_page, left(page_timeout)).decode("utf-8", errors="replace")
        candidates = find_links(html, rules_page)
        if not candidates:
            say("The rules page links no CR text file; trying the known release addresses.")
    except (OSError, ValueError, urllib.error.URLError) as exc:
        say(f"The rules page could not be read ({_reason(exc)}); trying the known release addresses.")
    if not candidates:
        candidates = [(stamp, fallback_pattern.format(year=stamp[:4], stamp=stamp)) for stamp in KNOWN_RELEASES]
    errors: list[str] = []
    for stamp, url in candidates:
        target = cache_dir / f"MagicCompRules {stamp}.txt"
        if target.is_file() and target.stat().st_size > 0:
            return target
        budget = left(timeout)
        if budget <= 0:
            errors.append(f"gave up after {total_timeout:g} s")
            break
        say(f"Downloading {url} (waiting up to {budget:.0f} s)...")
        try:
            data = _fetch(url, budget, progress)
        except (OSError, ValueError, urllib.error.URLError) as exc:
            errors.append(f"{url}: {_reason(exc)}")
            continue
        cache_dir.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".part")
        partial.write_bytes(data)
        partial.replace(target)  # atomic: never leave half a file under the real name
        return target
    raise NoRulesLoaded(key="error.download_failed", reason=errors[0] if errors else "no link found")
