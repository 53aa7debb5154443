"""The search index, built once per release and kept in the cache directory.

Building the index (analysing 6,000 rule texts in two languages, their FTS5 tables, the bank's
questions, the speller's vocabulary, the terms each rule defines) takes 1–1.5 s of CPU; reading
it back takes a tenth of that, so a fresh process (a CLI ``search``, the console, a restarted
bot) answers its first question at once.

The file is named and checked by a **version key**: a hash of everything the index is made of
(the release's rules and glossary, the Spanish translations, the dictionary, the question bank,
the aliases) and of the code that makes it (``FORMAT`` and the source of this package, so an
edit to the analysis can never be read with an index made by the old one). A file whose key,
length or checksum does not match is ignored and the index is built again; a file is written
under a temporary name and renamed, so a reader never sees half of one.

The file is a pickle: it is read only from the user's own cache directory, which the bot writes
itself, and it is never read before its checksum matches.
"""

from __future__ import annotations

import hashlib
import logging
import os
import pickle
import sqlite3
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:  # pragma: no cover
    from ..i18n.terms import Terminology
    from ..i18n.translation import Translations
    from ..rules.model import RuleBook

log = logging.getLogger(__name__)

#: Raised whenever what is stored changes shape (the package's source is in the key as well).
FORMAT = 1
MAGIC = b"MTGSIDX1"
PREFIX = "index-"
SUFFIX = ".bin"
_DIGEST = 32  # blake2b digest of the payload, after the magic and the payload's length
#: A stored index larger than this is not read (today's is 7.5 MB, its vectors 5 MB): a file that
#: is not ours, or a damaged one, must not cost the memory and the minutes of reading it.
MAX_FILE_BYTES = 256 << 20
_SOURCE = Path(__file__).resolve().parent


def _hash_file(h: Any, path: Path | None) -> None:
    if path is None:
        h.update(b"\x00none")
        return
    try:
        h.update(path.read_bytes())
    except OSError:
        h.update(b"\x00missing")


def code_fingerprint() -> str:
    """A hash of this package's source: any change to how the index is made makes a new key."""
    h = hashlib.blake2b(digest_size=16)
    for path in sorted(_SOURCE.glob("*.py")):
        h.update(path.name.encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def version_key(book: RuleBook, translations: Translations | None, terminology: Terminology | None,
                aliases: Path, bank: Path | None) -> str:
    """The key of the index these inputs make (see the module's docstring)."""
    h = hashlib.blake2b(digest_size=20)
    h.update(f"{FORMAT}|{sys.version_info[:2]}|{sqlite3.sqlite_version}|{np.__version__}|".encode())
    h.update(code_fingerprint().encode())
    # The release: its own content hash when parsed from a file, else its rules and glossary.
    h.update(book.content_hash.encode() or repr(sorted((n, r.text, tuple(r.examples)) for n, r in
                                                       book.rules.items())).encode())
    h.update(repr([(g.headword, g.definition, tuple(g.rules)) for g in book.glossary]).encode())
    h.update(b"|es|")
    if translations is not None:
        h.update(repr(sorted((k, e.src, e.es, e.term) for k, e in translations.entries.items())).encode())
    h.update(b"|terms|")
    if terminology is not None:
        h.update(repr(terminology.entries).encode())
    h.update(b"|aliases|")
    _hash_file(h, aliases)
    h.update(b"|bank|")
    _hash_file(h, bank)
    return h.hexdigest()


def path_for(directory: Path, key: str) -> Path:
    return directory / f"{PREFIX}{key}{SUFFIX}"


def load(directory: Path, key: str) -> dict[str, Any] | None:
    """The state stored for ``key``, or None (absent, unreadable, truncated, corrupt, other key)."""
    path = path_for(directory, key)
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            log.warning("ignoring a search index larger than %d MiB: %s", MAX_FILE_BYTES >> 20, path.name)
            return None
        data = path.read_bytes()
    except OSError:
        return None
    head = len(MAGIC) + 8 + _DIGEST
    if len(data) < head or data[:len(MAGIC)] != MAGIC:
        log.warning("ignoring a search index that is not one: %s", path.name)
        return None
    length = int.from_bytes(data[len(MAGIC):len(MAGIC) + 8], "big")
    digest = data[len(MAGIC) + 8:head]
    payload = memoryview(data)[head:]
    if len(payload) != length or hashlib.blake2b(payload, digest_size=_DIGEST).digest() != digest:
        log.warning("ignoring a damaged search index: %s", path.name)
        return None
    try:
        stored = pickle.loads(payload)  # noqa: S301 - our own file, its checksum verified above
    except Exception:  # noqa: BLE001 - whatever a stale class layout raises: build again
        log.warning("ignoring an unreadable search index: %s", path.name)
        return None
    if not isinstance(stored, dict) or stored.get("key") != key or not isinstance(stored.get("state"), dict):
        return None
    state: dict[str, Any] = stored["state"]
    return state


def save(directory: Path, key: str, state: dict[str, Any]) -> Path | None:
    """Store ``state`` under ``key`` atomically and remove the files of other releases (a key
    ``KEY-part`` is a part of release ``KEY``'s: the model's vectors); None when the
    directory cannot be written (search works the same, it only builds again next time)."""
    payload = pickle.dumps({"key": key, "state": state}, protocol=pickle.HIGHEST_PROTOCOL)
    blob = MAGIC + len(payload).to_bytes(8, "big") + hashlib.blake2b(payload, digest_size=_DIGEST).digest()
    target = path_for(directory, key)
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".index-", suffix=".tmp", dir=directory)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(blob)
                fh.write(payload)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        release = path_for(directory, key.split("-")[0]).name[:-len(SUFFIX)]
        for old in directory.glob(f"{PREFIX}*{SUFFIX}"):
            if not old.name.startswith(release):  # another release's index or vectors
                old.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("could not store the search index in %s (%s)", directory, exc)
        return None
    return target
