"""Where the rules come from: ``MTGBOT_RULES`` (a file or a directory), or Wizards of the Coast.

The download finds the newest ``MagicCompRules YYYYMMDD.txt`` link on the rules page; when the
page cannot be read it tries the known URL pattern for recent release dates. Downloads show
progress and are cached, so the bot fetches each release once.
"""

from __future__ import annotations

import re
import sys
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urljoin

from ..errors import NoRulesLoaded

LINK_RE = re.compile(r"""["'(]?([^"'()\s>]*MagicCompRules(?:%20| )(\d{8})\.txt)""")
URL_PATTERN = "https://media.wizards.com/{year}/downloads/MagicCompRules%20{stamp}.txt"
#: Release file dates known when this was written, newest first: the fallback when the rules
#: page cannot be read or no longer links the text file.
KNOWN_RELEASES = ("20260417", "20260227", "20260116", "20251114", "20250919", "20250725")
MAX_DOWNLOAD = 20 * 1024 * 1024  # a CR text is about 1 MB; refuse anything absurd
USER_AGENT = "mtg-rules-bot (+https://github.com/) python-urllib"

Progress = Callable[[int, int | None], None]


def rule_files(path: str | Path) -> list[Path]:
    """The CR text files at ``path``: the file itself, or every ``*.txt`` in a directory."""
    p = Path(path).expanduser()
    if p.is_dir():
        files = sorted(f for f in p.iterdir() if f.suffix.lower() == ".txt" and f.is_file())
        if not files:
            raise NoRulesLoaded(f"MTGBOT_RULES points at {p}, which has no .txt rules files.")
        return files
    if p.is_file():
        return [p]
    raise NoRulesLoaded(f"MTGBOT_RULES points at {p}, which does not exist.")


def find_links(html: str, base_url: str) -> list[tuple[str, str]]:
    """``(YYYYMMDD, absolute URL)`` of every CR text link on the page, newest first."""
    found: dict[str, str] = {}
    for m in LINK_RE.finditer(html):
        url = urljoin(base_url, m[1].replace(" ", "%20"))
        found.setdefault(m[2], url)
    return sorted(found.items(), reverse=True)


def _fetch(url: str, timeout: float, progress: Progress | None = None) -> bytes:
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310 (http(s) only)
        total = response.headers.get("Content-Length")
        total_n = int(total) if total and total.isdigit() else None
        chunks: list[bytes] = []
        size = 0
        while True:
            chunk = response.read(64 * 1024)
            if not chunk:
                break
            size += len(chunk)
            if size > MAX_DOWNLOAD:
                raise ValueError(f"{url} is larger than {MAX_DOWNLOAD} bytes")
            chunks.append(chunk)
            if progress:
                progress(size, total_n)
        return b"".join(chunks)


def progress_bar(stream=sys.stderr) -> Progress:
    """A one-line text progress bar for downloads."""

    def show(done: int, total: int | None) -> None:
        if total:
            filled = int(30 * done / total)
            stream.write(f"\rDownloading the Comprehensive Rules [{'#' * filled}{'.' * (30 - filled)}] {done // 1024} / {total // 1024} KiB")
        else:
            stream.write(f"\rDownloading the Comprehensive Rules: {done // 1024} KiB")
        if total and done >= total:
            stream.write("\n")
        stream.flush()

    return show


def download_current(
    rules_page: str, cache_dir: Path, *, progress: Progress | None = None, timeout: float = 20.0,
    fallback_pattern: str = URL_PATTERN,
) -> Path:
    """Download the newest English CR text into ``cache_dir`` and return its path."""
    candidates: list[tuple[str, str]] = []
    try:
        html = _fetch(rules_page, timeout).decode("utf-8", errors="replace")
        candidates = find_links(html, rules_page)
    except (OSError, ValueError, urllib.error.URLError):
        candidates = []
    if not candidates:
        candidates = [(stamp, fallback_pattern.format(year=stamp[:4], stamp=stamp)) for stamp in KNOWN_RELEASES]
    errors: list[str] = []
    for stamp, url in candidates:
        target = cache_dir / f"MagicCompRules {stamp}.txt"
        if target.is_file() and target.stat().st_size > 0:
            return target
        try:
            data = _fetch(url, timeout, progress)
        except (OSError, ValueError, urllib.error.URLError) as exc:
            errors.append(f"{url}: {exc}")
            continue
        cache_dir.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".part")
        partial.write_bytes(data)
        partial.replace(target)  # atomic: never leave half a file under the real name
        return target
    raise NoRulesLoaded(
        "Could not download the Comprehensive Rules from Wizards of the Coast"
        f" ({errors[0] if errors else 'no link found'}). If this machine is offline, set MTGBOT_RULES"
        " to a CR text file (MagicCompRules YYYYMMDD.txt) or a directory of them."
    )
