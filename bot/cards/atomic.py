"""A streaming reader of MTGJSON's ``AtomicCards`` file.

The file is ``{"meta": {...}, "data": {"Card Name": [face, ...], ...}}`` and weighs over 100 MB
uncompressed, so it is never parsed whole: ``ijson.kvitems`` yields one card entry at a time.
Compression is recognised by its magic bytes (gzip, xz, zip), not by the file's name, so a
download saved under any name reads the same way.
"""

from __future__ import annotations

import gzip
import lzma
import zipfile
import zlib
from collections.abc import Generator, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any, cast

import ijson

from .model import FACE_SEPARATOR, Card, Face, Printed, Ruling

#: MTGJSON ``foreignData.language`` → our language code. Only Spanish is shown today.
LANGUAGES = {"Spanish": "es"}

_GZIP, _XZ, _ZIP = b"\x1f\x8b", b"\xfd7zXZ\x00", b"PK\x03\x04"


class CardFileError(Exception):
    """The file is not a readable AtomicCards file. ``reason``: ``corrupt``, ``truncated``,
    ``not_atomic`` (valid JSON of another shape) or ``unreadable``."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


def compression_of(head: bytes) -> str:
    """``gzip``, ``xz``, ``zip`` or ``none`` from a file's first bytes."""
    if head.startswith(_GZIP):
        return "gzip"
    if head.startswith(_XZ):
        return "xz"
    if head.startswith(_ZIP):
        return "zip"
    return "none"


@contextmanager
def open_card_file(path: Path) -> Iterator[IO[bytes]]:
    """The decompressed byte stream of ``path`` (a zip yields its first ``.json`` member)."""
    try:
        with open(path, "rb") as raw:
            head = raw.read(8)
    except OSError as exc:
        raise CardFileError("unreadable", f"{path}: {exc.strerror or exc}") from None
    kind = compression_of(head)
    try:
        if kind == "gzip":
            with gzip.open(path, "rb") as fh:
                yield cast(IO[bytes], fh)
        elif kind == "xz":
            with lzma.open(path, "rb") as fh:
                yield fh
        elif kind == "zip":
            with zipfile.ZipFile(path) as archive:
                members = [m for m in archive.namelist() if m.lower().endswith(".json")]
                if not members:
                    raise CardFileError("not_atomic", "the zip archive holds no .json file")
                with archive.open(members[0]) as fh:
                    yield fh
        else:
            with open(path, "rb") as fh:
                yield fh
    except zipfile.BadZipFile as exc:
        raise CardFileError("corrupt", f"bad zip archive: {exc}") from None


# The decompressors' own errors when the bytes end early or are damaged.
_STREAM_ERRORS = (EOFError, OSError, lzma.LZMAError, zlib.error, zipfile.BadZipFile)


def read_cards(path: Path) -> Generator[Card, None, None]:
    """Every card in an AtomicCards file, one at a time. Raises :class:`CardFileError` when the
    file is damaged, cut short or not an AtomicCards file (possibly after yielding some cards:
    the caller's transaction decides what to keep)."""
    found_data = False
    with open_card_file(path) as stream:
        try:
            for name, faces in ijson.kvitems(stream, "data", use_float=True):
                found_data = True
                yield parse_entry(name, faces)
            if not found_data:
                _check_shape(path)
        except ijson.IncompleteJSONError as exc:
            raise CardFileError("truncated", f"the JSON ends early ({_short(exc)})") from None
        except ijson.JSONError as exc:
            raise CardFileError("corrupt", f"not valid JSON ({_short(exc)})") from None
        except UnicodeDecodeError as exc:
            raise CardFileError("corrupt", f"not UTF-8 text ({exc.reason})") from None
        except EOFError:
            raise CardFileError("truncated", "the compressed stream ends early") from None
        except _STREAM_ERRORS as exc:
            raise CardFileError("corrupt", f"the compressed stream is damaged ({_short(exc)})") from None


def _check_shape(path: Path) -> None:
    """A file that parsed without any ``data`` entry: say whether it had a ``data`` object."""
    with open_card_file(path) as stream:
        for prefix, event, _ in ijson.parse(stream):
            if prefix == "" and event == "map_key":
                continue
            if prefix == "data" and event == "start_map":
                return  # an empty ``data`` object: the caller refuses zero cards
    raise CardFileError("not_atomic", "there is no \"data\" object of cards")


def read_meta(path: Path) -> dict[str, Any]:
    """The file's ``meta`` object (``date``, ``version``), read from the start of the file only."""
    try:
        with open_card_file(path) as stream:
            for meta in ijson.items(stream, "meta"):
                return dict(meta) if isinstance(meta, dict) else {}
    except (CardFileError, ijson.JSONError, UnicodeDecodeError, *_STREAM_ERRORS):
        return {}  # read_cards reports what is wrong with the file
    return {}


def _short(exc: BaseException) -> str:
    return str(exc).splitlines()[0][:120] if str(exc) else type(exc).__name__


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _opt(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def parse_entry(name: Any, faces: Any) -> Card:
    """One ``data`` entry → a :class:`Card`. Faces are ordered by MTGJSON's ``side`` (a, b…)."""
    if not isinstance(name, str) or not name.strip() or not isinstance(faces, list) or not faces \
            or not all(isinstance(f, dict) for f in faces):
        raise CardFileError("not_atomic", f"the entry {str(name)[:60]!r} is not a list of card faces")
    faces = sorted(faces, key=lambda f: _text(f.get("side")))
    parts = name.split(FACE_SEPARATOR)
    if len(parts) == 1:
        faces = faces[:1]  # several entries under a one-face name are variants (Un-cards), not faces
    out: list[Face] = []
    rulings: dict[tuple[str, str], Ruling] = {}
    for index, f in enumerate(faces):
        face_name = _text(f.get("faceName")) or (parts[index] if len(faces) == len(parts) else _text(f.get("name")))
        printed: dict[str, Printed] = {}
        for fd in f.get("foreignData") or []:
            lang = LANGUAGES.get(_text(fd.get("language"))) if isinstance(fd, dict) else None
            if lang is None or lang in printed:
                continue
            full = _text(fd.get("name"))
            pieces = full.split(FACE_SEPARATOR)
            pname = _text(fd.get("faceName")) or (pieces[index] if len(pieces) == len(faces) else full)
            if pname:
                printed[lang] = Printed(pname, _text(fd.get("text")), _text(fd.get("type")))
        out.append(Face(face_name or name, _text(f.get("manaCost")), _text(f.get("type")), _text(f.get("text")),
                        _opt(f.get("power")), _opt(f.get("toughness")), _opt(f.get("loyalty")), printed))
        for r in f.get("rulings") or []:  # MTGJSON repeats a card's rulings on every face
            if isinstance(r, dict) and isinstance(r.get("text"), str):
                rulings.setdefault((_text(r.get("date")), r["text"]), Ruling(_text(r.get("date")), r["text"]))
    layout = _text(faces[0].get("layout")) or "normal"
    return Card(name, layout, tuple(out), tuple(sorted(rulings.values(), key=lambda r: r.date)))
