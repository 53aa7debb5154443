"""A streaming reader of MTGJSON's ``AtomicCards`` file.

The file is ``{"meta": {...}, "data": {"Card Name": [face, ...], ...}}`` and weighs over 100 MB
uncompressed, so it is never parsed whole: ``ijson.kvitems`` yields one card entry at a time.
Compression is recognised by its magic bytes (gzip, xz, zip), not by the file's name, so a
download saved under any name reads the same way. Every byte the parser reads passes through a
:class:`~.guard.GuardedStream`, and every card through :class:`CardBudget`, so a file beyond a
:class:`~.limits.CardLimits` limit is refused while it streams (docs/cards.md lists them).
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
import orjson

from .guard import GuardedStream, LimitExceeded
from .limits import DEFAULT_LIMITS, CardLimits
from .model import FACE_SEPARATOR, Card, Face, Printed, Ruling

#: MTGJSON ``foreignData.language`` → our language code. Only Spanish is shown today.
LANGUAGES = {"Spanish": "es"}

#: Keys of ``meta`` read before giving up on finding its date and version (MTGJSON's has 2).
META_KEYS = 100

_GZIP, _XZ, _ZIP = b"\x1f\x8b", b"\xfd7zXZ\x00", b"PK\x03\x04"


class CardFileError(Exception):
    """The file is not a readable AtomicCards file. ``reason``: ``corrupt``, ``truncated``,
    ``not_atomic`` (valid JSON of another shape), ``unreadable``, ``big_number``, ``zip_member``
    (encrypted or compressed in a way Python cannot read) or ``limit`` (``params["limit"]`` names
    the :class:`CardLimits` field and ``params["max"]`` its value)."""

    def __init__(self, reason: str, detail: str, **params: Any) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail
        self.params = params


def limit_error(limit: str, value: int, where: str = "") -> CardFileError:
    return CardFileError("limit", f"{limit} > {value}" + (f" ({where})" if where else ""), limit=limit, max=value,
                         where=where)


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
                try:
                    member = archive.open(members[0])
                except (RuntimeError, NotImplementedError) as exc:  # encrypted; an unknown method
                    raise CardFileError("zip_member", _short(exc)) from None
                with member as fh:
                    yield fh
        else:
            with open(path, "rb") as fh:
                yield fh
    except zipfile.BadZipFile as exc:
        raise CardFileError("corrupt", f"bad zip archive: {exc}") from None


# The decompressors' own errors when the bytes end early or are damaged.
_STREAM_ERRORS = (EOFError, OSError, lzma.LZMAError, zlib.error, zipfile.BadZipFile)


def read_cards(path: Path, limits: CardLimits = DEFAULT_LIMITS) -> Generator[Card, None, None]:
    """Every card in an AtomicCards file, one at a time. Raises :class:`CardFileError` when the
    file is damaged, cut short, not an AtomicCards file or beyond a limit (possibly after yielding
    some cards: the caller's transaction decides what to keep)."""
    found_data = False
    budget = CardBudget(limits)
    with open_card_file(path) as raw, _read_errors():
        stream = GuardedStream(raw, limits)
        for name, faces in ijson.kvitems(stream, "data", use_float=True, buf_size=stream.chunk):
            found_data = True
            card = parse_entry(name, faces, limits)
            budget.add(card)
            yield card
        if not found_data:
            _check_shape(path, limits)


@contextmanager
def _read_errors() -> Iterator[None]:
    """The parser's and the decompressors' errors as :class:`CardFileError`."""
    try:
        yield
    except LimitExceeded as exc:
        raise limit_error(exc.limit, exc.value) from None
    except ijson.JSONError as exc:
        raise _json_error(exc) from None
    except UnicodeDecodeError as exc:
        raise CardFileError("corrupt", f"not UTF-8 text ({exc.reason})") from None
    except EOFError:
        raise CardFileError("truncated", "the compressed stream ends early") from None
    except _STREAM_ERRORS as exc:
        raise CardFileError("corrupt", f"the compressed stream is damaged ({_short(exc)})") from None


def _json_error(exc: ijson.JSONError) -> CardFileError:
    """yajl reports every fault as ``IncompleteJSONError``: only "premature EOF" (or the pure
    Python backend's "Incomplete JSON content") means the file was cut short."""
    text = _short(exc)
    if "overflow" in text:  # "integer overflow", "numeric (floating point) overflow"
        return CardFileError("big_number", text)
    if isinstance(exc, ijson.IncompleteJSONError) and ("premature EOF" in text or "Incomplete JSON" in text):
        return CardFileError("truncated", f"the JSON ends early ({text})")
    return CardFileError("corrupt", f"not valid JSON ({text})")


class CardBudget:
    """The whole file's limits: how many cards, and how many bytes they will take once stored."""

    def __init__(self, limits: CardLimits) -> None:
        self.limits = limits
        self.cards = 0
        self.stored = 0

    def add(self, card: Card) -> None:
        self.cards += 1
        if self.cards > self.limits.cards:
            raise limit_error("cards", self.limits.cards)
        self.stored += stored_size(card)
        if self.stored > self.limits.stored_bytes:
            raise limit_error("stored_bytes", self.limits.stored_bytes)


def _check_shape(path: Path, limits: CardLimits) -> None:
    """A file that parsed without any ``data`` entry: say whether it had a ``data`` object."""
    with open_card_file(path) as raw:
        stream = GuardedStream(raw, limits)
        for prefix, event, _ in ijson.parse(stream, buf_size=stream.chunk):
            if prefix == "data" and event == "start_map":
                return  # an empty ``data`` object: the caller refuses zero cards
    raise CardFileError("not_atomic", "there is no \"data\" object of cards")


def read_meta(path: Path, limits: CardLimits = DEFAULT_LIMITS) -> dict[str, Any]:
    """The file's ``meta`` ``date`` and ``version``, read from the start of the file only. Key by
    key: a ``meta`` of a million keys is never built whole."""
    meta: dict[str, Any] = {}
    try:
        with open_card_file(path) as raw:
            stream = GuardedStream(raw, limits)
            for seen, (key, value) in enumerate(ijson.kvitems(stream, "meta", buf_size=stream.chunk)):
                if key in ("date", "version") and isinstance(value, str) and len(value) <= limits.name_chars:
                    meta[key] = value
                if len(meta) == 2 or seen >= META_KEYS:
                    break
    except (CardFileError, LimitExceeded, ijson.JSONError, UnicodeDecodeError, *_STREAM_ERRORS):
        return {}  # read_cards reports what is wrong with the file
    return meta


def _short(exc: BaseException) -> str:
    """An error's first line, bounded, its control characters shown as "?" (a zip member's name
    comes from the file)."""
    text = str(exc).splitlines()[0][:120] if str(exc).strip() else type(exc).__name__
    return "".join(c if c.isprintable() else "?" for c in text)


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _opt(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _list(face: dict[str, Any], key: str, name: str) -> list[Any]:
    value = face.get(key)
    if value is None:
        return []
    if not isinstance(value, list):
        raise CardFileError("not_atomic", f"the entry {_echo(name)}: \"{key}\" is not a list")
    return value


def _echo(name: Any) -> str:
    """A name from the file, as an error message may quote it: short, control characters escaped."""
    return repr(str(name)[:60])


def parse_entry(name: Any, faces: Any, limits: CardLimits = DEFAULT_LIMITS) -> Card:
    """One ``data`` entry → a :class:`Card`. Faces are ordered by MTGJSON's ``side`` (a, b…)."""
    if not isinstance(name, str) or not name.strip() or not isinstance(faces, list) or not faces \
            or not all(isinstance(f, dict) for f in faces):
        raise CardFileError("not_atomic", f"the entry {_echo(name)} is not a list of card faces")
    if len(name) > limits.name_chars:
        raise limit_error("name_chars", limits.name_chars, _echo(name))
    faces = sorted(faces, key=lambda f: _text(f.get("side")))
    parts = name.split(FACE_SEPARATOR)
    if len(parts) == 1:
        faces = faces[:1]  # several entries under a one-face name are variants (Un-cards), not faces
    out: list[Face] = []
    rulings: dict[tuple[str, str], Ruling] = {}
    for index, f in enumerate(faces):
        face_name = _text(f.get("faceName")) or (parts[index] if len(faces) == len(parts) else _text(f.get("name")))
        printed: dict[str, Printed] = {}
        for fd in _list(f, "foreignData", name):
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
        for r in _list(f, "rulings", name):  # MTGJSON repeats a card's rulings on every face
            if isinstance(r, dict) and isinstance(r.get("text"), str):
                rulings.setdefault((_text(r.get("date")), r["text"]), Ruling(_text(r.get("date")), r["text"]))
    layout = _text(faces[0].get("layout")) or "normal"
    card = Card(name, layout, tuple(out), tuple(sorted(rulings.values(), key=lambda r: r.date)))
    _check_fields(card, limits)
    return card


def _check_fields(card: Card, limits: CardLimits) -> None:
    """Every stored field within its limit: names within ``name_chars``, the rest ``text_chars``."""
    names = [f.name for f in card.faces] + [p.name for f in card.faces for p in f.printed.values()]
    if max(map(len, names)) > limits.name_chars:
        raise limit_error("name_chars", limits.name_chars, _echo(card.name))
    texts = [card.layout] + [r.date for r in card.rulings] + [r.text for r in card.rulings]
    for f in card.faces:
        texts += [f.mana_cost, f.type_line, f.oracle_text, f.power or "", f.toughness or "", f.loyalty or ""]
        texts += [t for p in f.printed.values() for t in (p.text, p.type_line)]
    if max(map(len, texts)) > limits.text_chars:
        raise limit_error("text_chars", limits.text_chars, _echo(card.name))


def stored_size(card: Card) -> int:
    """About the bytes a card takes in the database: its JSON, and a row in the name index per
    name it is called by (each row repeats the card's name)."""
    names = 1 + len(card.faces) + sum(len(f.printed) for f in card.faces)
    return len(orjson.dumps(card.to_dict())) + names * (len(card.name) + 8)
