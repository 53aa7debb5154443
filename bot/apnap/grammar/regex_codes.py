"""The grammars' lexer expressions compiled once per machine: their compiled code kept in the cache directory.

Why: lark's contextual lexer has one regular expression per parser state (every terminal that state accepts, about
800 for English and 900 for Spanish), and Python compiles an expression in pure Python (``re._parser``,
``re._compiler``): about 1 s of CPU for English and 1.5 s for Spanish, the largest part of the resolver's warm-up
(tables.scanners_ready). Lark's saved tables (tables.py) do not hold them: a pickled pattern is compiled again
when read. What the compiler makes of a pattern is a list of numbers that ``_sre.compile`` (C) turns into the
pattern object in microseconds; that list is what is kept here, by the pattern's own text and flags.

Why it is safe: an entry is found only by the exact pattern text and flags it was compiled from, so an edited
grammar's new expressions are compiled as before (and kept); an entry can never answer for another expression. The
file's name holds the Python build (``sys.version``) and the compiled code's format (``_sre.MAGIC``,
``_sre.CODESIZE``), so another interpreter never reads it. ``_sre`` checks every code it is given (an invalid one
raises, it does not crash); a damaged or foreign file, or a Python without these internals, only means the
expressions are compiled as before. The pattern objects are the same as ``re.compile``'s: ``==`` on two patterns
compares their compiled code (tests/apnap/test_regex_codes.py).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import re
import sys
import threading
from pathlib import Path
from typing import Any

try:  # CPython's own compiler, whose output is kept; another Python compiles as before
    import _sre  # type: ignore[import-not-found]
    from re import _compiler, _parser  # type: ignore[attr-defined]

    _FORMAT: str | None = f"{sys.version}\x1f{_sre.MAGIC}\x1f{_sre.CODESIZE}"
except (ImportError, AttributeError):  # pragma: no cover - not CPython 3.11+
    _FORMAT = None

#: (final flags, code, groups, group index, index group): ``_sre.compile``'s arguments after the pattern
Entry = tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]


def codes_file(tables: Path) -> Path | None:
    """Where the compiled expressions of the grammar whose tables are in ``tables`` are kept (None: not here)."""
    if _FORMAT is None:
        return None
    digest = hashlib.sha256(f"{tables.name}\x1f{_FORMAT}".encode()).hexdigest()[:24]
    return tables.with_name(f"{tables.stem}-{digest}.codes")  # beside the tables (tests share that folder)


class KeptCodes:
    """A stand-in for the ``re`` module in lark's lexers: ``compile`` makes the pattern from its kept code when the
    exact text and flags were compiled before, else compiles it and keeps its code; ``match`` is ``re``'s."""

    error = re.error

    def __init__(self, codes: dict[tuple[str, int], Entry]) -> None:
        self.codes = codes
        self.added = False

    def match(self, pattern: str, string: str, flags: int = 0) -> re.Match[str] | None:
        return re.match(pattern, string, flags)

    def compile(self, pattern: str, flags: int = 0) -> re.Pattern[str]:
        key = (pattern, int(flags))
        kept = self.codes.get(key)
        if kept is not None:
            try:
                return _sre.compile(pattern, *kept)  # type: ignore[no-any-return]
            except Exception:  # noqa: BLE001 - a damaged entry: compiled as before, and kept anew
                del self.codes[key]
        entry = _compiled(pattern, int(flags))
        if entry is None:
            return re.compile(pattern, flags)
        self.codes[key] = entry
        self.added = True
        return _sre.compile(pattern, *entry)  # type: ignore[no-any-return]


def _compiled(pattern: str, flags: int) -> Entry | None:
    """What ``re._compiler.compile`` gives ``_sre.compile`` for ``pattern`` (None when its internals differ)."""
    try:
        parsed = _parser.parse(pattern, flags)
        code = [int(c) for c in _compiler._code(parsed, flags)]
        groupindex = dict(parsed.state.groupdict)
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, i in groupindex.items():
            indexgroup[i] = name
        return int(flags | parsed.state.flags), code, parsed.state.groups - 1, groupindex, tuple(indexgroup)
    except re.error:
        raise
    except Exception:  # noqa: BLE001 - another compiler than this module reads: re.compile instead
        return None


def load(path: Path | None) -> KeptCodes | None:
    """The kept codes of ``path`` (none yet, or unreadable: an empty store); None when none can be kept here."""
    if path is None:
        return None
    try:
        with path.open("rb") as f:
            codes = pickle.load(f)
        if isinstance(codes, dict):
            return KeptCodes(codes)
    except Exception:  # noqa: BLE001 - none yet, or damaged: the expressions are compiled and kept again
        pass
    return KeptCodes({})


def store(kept: KeptCodes | None, path: Path | None) -> None:
    """Write the codes when new ones were compiled: under a private name, then renamed (a reader sees all or none)."""
    if kept is None or path is None or not kept.added:
        return
    private = path.with_name(f"{path.name}.{os.getpid()}-{threading.get_ident()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        with private.open("wb") as f:
            pickle.dump(kept.codes, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(private, path)
    except OSError:  # read-only or full: compiled again next time
        with contextlib.suppress(OSError):
            private.unlink()


def build_scanner(lexer: Any, kept: KeptCodes | None) -> None:
    """Build one lark lexer's scanner now, its expressions from ``kept`` (plain ``re`` without it)."""
    module = getattr(lexer, "re", None)
    if kept is not None and module is re:
        lexer.re = kept
    try:
        getattr(lexer, "scanner", None)
    finally:
        if kept is not None and module is re:
            lexer.re = module
