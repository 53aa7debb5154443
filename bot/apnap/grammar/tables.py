"""The grammars' LALR parsers, their tables built once per machine and kept in the cache directory.

Why: building the LALR(1) tables of english.lark and spanish.lark costs about 13 and 21 seconds of CPU (session 28;
about one and two seconds when the grammars were a fifth of their size), paid by the first ability a process reads;
the kept tables, with their lexers made, load in about 0.6 and 1.4 s (kept_table.py, kept_lexers.py; session 38).
The file's name holds a hash of the grammar, the options and the lark and Python versions, so an edited grammar or
an upgrade never loads old tables, and two checkouts with different grammars never overwrite each other's file.
Lark's own ``cache=True`` keeps it in the shared temporary directory, where another user could
leave a pickle; this is the bot's own cache directory (:func:`bot.config.default_cache_dir`).
A new file is written under a private name and renamed into place, so a process starting beside
another never reads half a file. A directory that cannot be written only means the tables are
built in memory, as without a cache.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sys
import threading
from pathlib import Path
from typing import Any

import lark
from lark import Lark

from bot.config import default_cache_dir

from . import first_chars, kept_table, regex_codes


def cache_file(text: str, name: str, options: dict[str, Any]) -> Path:
    """Where the tables of grammar ``text`` built with ``options`` are kept (``name`` is for people)."""
    key = (f"{text}\x1f{sorted(options.items())!r}\x1f{lark.__version__}\x1f{sys.version_info[:2]}"
           f"\x1f{kept_table.FORMAT}")
    digest = hashlib.sha256(key.encode("utf-8")).hexdigest()[:24]
    return default_cache_dir() / "grammar" / f"{name}-{digest}.lark"


def build(text: str, name: str, **options: Any) -> Lark:
    """A LALR :class:`Lark` parser of ``text``: its tables read from the cache, else built and stored; its lexers
    matching by first character (first_chars.py), their expressions from the kept codes."""
    try:
        path = cache_file(text, name, options)
    except (OSError, RuntimeError):  # no data directory at all (no home): built in memory
        grammar = scanners_ready(Lark(text, **options))
        first_chars.install(grammar)
        return grammar
    codes = regex_codes.codes_file(path)
    kept = regex_codes.load(codes)
    found = _kept(path, kept, codes)
    grammar = found if found is not None else scanners_ready(Lark(text, **options), kept, codes)
    if found is None:
        _store(grammar, path)  # with its lexers made (kept_lexers.py), before they match by first character
    first_chars.install(grammar, kept.compile if kept is not None else None)
    regex_codes.store(kept, codes)  # the terminals' own expressions compiled for first_chars, kept too
    return grammar


def _kept(path: Path, kept: regex_codes.KeptCodes | None, codes: Path | None) -> Lark | None:
    """The parser kept at ``path``, its lexers ready; None when there is none or it cannot be read."""
    try:
        with path.open("rb") as f:
            return scanners_ready(kept_table.load(f, kept), kept, codes)
    except Exception:  # noqa: BLE001 - none yet, or damaged (any unpickling error): built again and stored
        return None


def scanners_ready(grammar: Lark, kept: regex_codes.KeptCodes | None = None, codes: Path | None = None) -> Lark:
    """``grammar`` with every state's lexer compiled now, and the lexer that words a refusal (the root lexer, which
    lark uses when no state's terminal fits); their expressions' compiled code taken from ``kept`` and the new ones
    kept in the file ``codes`` (regex_codes.py).

    Why: the contextual lexer compiles the regular expression of a parser state's terminals the first
    time a sentence reaches that state, about a millisecond each; a card that reaches a few new states
    paid them in its own resolution (the corpus bench's p99 at 4 players: 7.6 ms with them, 4.0 ms
    without). All of them (about 800 for English, 900 for Spanish) take about 1 s and 1.5 s compiled, 0.2 s
    and 0.3 s from the kept codes, once per process; a parser read back with its lexers (kept_lexers.py) has
    them all made already, and this finds nothing to do.
    Lark's internals are read defensively: another lark version only loses this head start.
    """
    lexer = getattr(getattr(grammar, "parser", None), "lexer", None)
    states = getattr(lexer, "lexers", None)
    if isinstance(states, dict):
        unique = {id(x): x for x in [*states.values(), getattr(lexer, "root_lexer", None)] if x is not None}
        for state_lexer in unique.values():
            regex_codes.build_scanner(state_lexer, kept)
        regex_codes.store(kept, codes)
    return grammar


def _store(grammar: Lark, path: Path) -> None:
    """Write the tables under a private name, then rename: a reader sees the whole file or none."""
    private = path.with_name(f"{path.name}.{os.getpid()}-{threading.get_ident()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        with private.open("wb") as f:
            kept_table.save(grammar, f)
        os.replace(private, path)
    except OSError:  # read-only, full or not a directory: the parser still works, built again next time
        with contextlib.suppress(OSError):
            private.unlink()
        return
    prune(path)


KEPT_VERSIONS = 3  # the tables of this many grammar versions stay (a rolling upgrade runs two side by side)


def prune(path: Path) -> None:
    """Remove the tables (and their kept lexer codes) of older versions of the same grammar, keeping the newest
    ``KEPT_VERSIONS``. Why: each edited grammar or upgrade writes about 10 MB under a new name, and nothing else ever
    removes the old ones (a developer's cache reached 3 GB). A process still using a removed file has read it already;
    one that needs it again builds it again. Leftover private files of a writer that died go too."""
    stem = path.name[: -len(".lark")].rsplit("-", 1)[0]  # "english.lark"
    found = [p for p in path.parent.glob(f"{stem}-*") if p.is_file()]
    versions: dict[str, float] = {}
    for p in found:
        if p.suffix == ".lark":
            with contextlib.suppress(OSError):
                versions[p.name[len(stem) + 1: -len(".lark")]] = p.stat().st_mtime
    keep = {path.name[len(stem) + 1: -len(".lark")],
            *sorted(versions, key=versions.__getitem__, reverse=True)[:KEPT_VERSIONS]}
    for p in found:
        version = p.name[len(stem) + 1:].split("-")[0].split(".")[0]
        if version not in keep:
            with contextlib.suppress(OSError):
                p.unlink()
