"""Hostile card files (issue 27, "Card files that exhaust the machine" and the card-file faults):
each is refused while it streams with ``bad_card_file`` naming the limit or the fault, in English
and Spanish, and the stored cards stay exactly as they were.

The inputs are built here, small: the limits are lowered through ``CardsService(limits=…)`` so a
test never writes or reads the hundreds of megabytes the real limits are about. The 100,000-deep
file runs against the real limits: it is 200 KB, and refused at its first chunk.
"""

from __future__ import annotations

import gzip
import io
import json
import zipfile
from dataclasses import replace
from pathlib import Path

import pytest

from bot.cards.limits import DEFAULT_LIMITS, CardLimits
from bot.errors import BotError
from bot.services.cards import CardRequest, CardsService, ImportCardsRequest

from .conftest import encode
from .fixture import CARD_COUNT, atomic_cards


async def _assert_intact(service: CardsService) -> None:
    assert await service.store.card_count() == CARD_COUNT
    assert (await service.card(CardRequest("Fleshbag Marauder"))).oracle_text.startswith("When this creature enters")
    info = await service.import_info()
    assert info is not None and info.card_count == CARD_COUNT


async def _refused(loaded: CardsService, path: Path, limits: CardLimits = DEFAULT_LIMITS) -> BotError:
    """Import ``path`` with ``limits`` over ``loaded``'s store: the error, after checking that
    nothing changed and that a good file still imports afterwards (no lock or staging left)."""
    service = CardsService(loaded.store, limits)
    with pytest.raises(BotError) as err:
        await service.import_cards(ImportCardsRequest(str(path)))
    assert err.value.code == "bad_card_file", err.value.message
    assert "Internal" not in err.value.message
    await _assert_intact(loaded)
    return err.value


def _write(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def _doc_with(entry: dict) -> dict:
    doc = atomic_cards()
    doc["data"].update(entry)
    return doc


async def test_a_file_nested_100000_deep_is_refused_at_once(loaded: CardsService, tmp_path: Path) -> None:
    # 200 KB; before, the parser's memory grew with the square of the depth (OOM-killed at 24 GB).
    body = b'{"meta": {}, "data": {"Deep": ' + b"[" * 100_000 + b"]" * 100_000 + b"}}"
    err = await _refused(loaded, _write(tmp_path, "deep.json", body))
    assert "32 levels" in err.text("en") and "32 niveles" in err.text("es")


async def test_depth_in_meta_is_refused_too(loaded: CardsService, tmp_path: Path) -> None:
    body = b'{"meta": ' + b"[" * 5_000 + b"]" * 5_000 + b', "data": {}}'
    err = await _refused(loaded, _write(tmp_path, "deep-meta.json", body))
    assert "32 levels" in err.text("en")


async def test_one_huge_text_in_a_small_gzip_is_refused(loaded: CardsService, tmp_path: Path) -> None:
    # The hostile file held 256 MiB in one text inside 256 KB of gzip; here 2 MiB against a 64 KiB limit.
    doc = _doc_with({"Huge": [{"name": "Huge", "type": "Instant", "text": "x" * (2 << 20)}]})
    path = _write(tmp_path, "huge.json.gz", gzip.compress(json.dumps(doc).encode()))
    assert path.stat().st_size < 64 * 1024
    err = await _refused(loaded, path, replace(DEFAULT_LIMITS, value_bytes=64 * 1024))
    assert "64 KiB" in err.text("en") and "64 KiB" in err.text("es")


async def test_a_long_number_is_refused_as_a_value(loaded: CardsService, tmp_path: Path) -> None:
    body = json.dumps(atomic_cards()).encode().replace(b'"data": {', b'"data": {"N": [{"x": 0.' + b"1" * 5000
                                                        + b'}], ', 1)
    err = await _refused(loaded, _write(tmp_path, "long-number.json", body),
                         replace(DEFAULT_LIMITS, value_bytes=1024))
    assert "1 KiB" in err.text("en")


async def test_the_decompressed_size_of_a_local_file_is_bounded(loaded: CardsService, tmp_path: Path) -> None:
    many = {f"Card {i}": [{"name": f"Card {i}", "type": "Instant", "text": "y" * 200}] for i in range(5_000)}
    raw = json.dumps(_doc_with(many)).encode()
    for kind in ("gz", "xz", "zip"):
        path = _write(tmp_path, f"bomb.{kind}", encode(_doc_with(many), kind))
        err = await _refused(loaded, path, replace(DEFAULT_LIMITS, file_bytes=len(raw) // 2))
        assert "decompressed" in err.text("en") and "descomprimido" in err.text("es")


async def test_too_many_cards_are_refused(loaded: CardsService, tmp_path: Path) -> None:
    # 3,000,000 one-line cards were accepted (3 minutes, 3.2 GB); here 3,000 against a limit of 1,000.
    lines = ",".join(f'"C{i}":[{{"name":"C{i}"}}]' for i in range(3_000))
    path = _write(tmp_path, "many.json", ('{"meta":{},"data":{' + lines + "}}").encode())
    err = await _refused(loaded, path, replace(DEFAULT_LIMITS, cards=1_000))
    assert "more than 1000 cards" in err.text("en") and "más de 1000 cartas" in err.text("es")


@pytest.mark.parametrize("field, limit", [("name", "name_chars"), ("text", "text_chars"), ("rulings", "text_chars"),
                                          ("printed", "name_chars")])
async def test_each_field_is_bounded(loaded: CardsService, tmp_path: Path, field: str, limit: str) -> None:
    face: dict = {"name": "Long", "type": "Instant", "text": "ok"}
    name = "Long"
    if field == "name":
        name = face["name"] = "L" * 301
    elif field == "text":
        face["text"] = "t" * 10_001
    elif field == "rulings":
        face["rulings"] = [{"date": "2020-01-01", "text": "r" * 10_001}]
    else:
        face["foreignData"] = [{"language": "Spanish", "name": "N" * 301, "text": "", "type": ""}]
    err = await _refused(loaded, _write(tmp_path, "long.json", encode(_doc_with({name: [face]}))))
    assert ("300 characters" if limit == "name_chars" else "10000 characters") in err.text("en")


async def test_one_entry_is_bounded(loaded: CardsService, tmp_path: Path) -> None:
    # A card of a million tiny elements builds a million Python objects before we could look at it.
    face = {"name": "Wide", "type": "Instant", "text": "", "printings": [0] * 200_000}
    err = await _refused(loaded, _write(tmp_path, "wide.json", encode(_doc_with({"Wide": [face]}))),
                         replace(DEFAULT_LIMITS, entry_bytes=256 * 1024))
    assert "256 KiB" in err.text("en")


async def test_the_stored_size_is_bounded(loaded: CardsService, tmp_path: Path) -> None:
    many = {f"Card {i}": [{"name": f"Card {i}", "type": "Instant", "text": "z" * 5_000}] for i in range(100)}
    err = await _refused(loaded, _write(tmp_path, "fat.json", encode(_doc_with(many))),
                         replace(DEFAULT_LIMITS, stored_bytes=256 * 1024))
    assert "in the database" in err.text("en") and "en la base de datos" in err.text("es")


@pytest.mark.parametrize("key", ["foreignData", "rulings"])
async def test_a_number_where_a_list_is_expected(loaded: CardsService, tmp_path: Path, key: str) -> None:
    face = {"name": "Odd", "type": "Instant", "text": "", key: 5}
    err = await _refused(loaded, _write(tmp_path, "odd.json", encode(_doc_with({"Odd": [face]}))))
    assert key in err.message and "not an MTGJSON AtomicCards file" in err.message


async def test_a_400_digit_integer_is_not_called_cut_short(loaded: CardsService, tmp_path: Path) -> None:
    face = {"name": "Big", "type": "Instant", "text": "", "manaValue": 0}
    body = encode(_doc_with({"Big": [face]})).replace(b'"manaValue": 0', b'"manaValue": ' + b"9" * 400)
    json.loads(body)  # a complete, valid JSON file
    err = await _refused(loaded, _write(tmp_path, "big.json", body))
    assert "cut short" not in err.message and "number too large" in err.text("en")
    assert "número demasiado grande" in err.text("es")


def _zip(flag_bits: int = 0, method: int = zipfile.ZIP_DEFLATED) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("AtomicCards.json", json.dumps(atomic_cards()))
    data = bytearray(buf.getvalue())
    # Mark the member in both its local header and the central directory.
    for sig, flags_at, method_at in ((b"PK\x03\x04", 6, 8), (b"PK\x01\x02", 8, 10)):
        at = data.index(sig)
        data[at + flags_at] |= flag_bits
        if method != zipfile.ZIP_DEFLATED:
            data[at + method_at:at + method_at + 2] = method.to_bytes(2, "little")
    return bytes(data)


@pytest.mark.parametrize("body", [_zip(flag_bits=0x1), _zip(method=99)], ids=["encrypted", "unknown-method"])
async def test_an_unreadable_zip_member(loaded: CardsService, tmp_path: Path, body: bytes) -> None:
    err = await _refused(loaded, _write(tmp_path, "odd.zip", body))
    assert "zip" in err.text("en") and "zip" in err.text("es")


async def test_the_limits_leave_room_for_a_real_file(service: CardsService, tmp_path: Path) -> None:
    # A card as big as MTGJSON's biggest (every language, dozens of rulings) passes every limit.
    face = {"name": "Busy", "type": "Legendary Creature — Human Wizard", "text": "Oracle text. " * 120,
            "foreignData": [{"language": lang, "name": f"Busy {lang}", "text": "Texto. " * 150, "type": "Criatura"}
                            for lang in ("Spanish", "German", "French", "Italian", "Japanese", "Korean", "Russian")],
            "rulings": [{"date": f"2020-01-{d:02d}", "text": "A long ruling. " * 40} for d in range(1, 29)],
            "printings": ["SET"] * 400}
    path = _write(tmp_path, "busy.json", encode(_doc_with({"Busy": [face]})))
    result = await service.import_cards(ImportCardsRequest(str(path)))
    assert result.cards == CARD_COUNT + 1


async def test_a_meta_of_a_million_keys_is_never_built(loaded: CardsService, tmp_path: Path) -> None:
    from bot.cards.atomic import read_meta

    keys = ",".join(f'"k{i}": 0' for i in range(1_000_000))
    body = ('{"meta": {' + keys + ', "date": "2026-01-01", "version": "x"}, "data": {}}').encode()
    path = _write(tmp_path, "wide-meta.json", body)
    assert read_meta(path) == {}  # gave up after a few keys, as the file's date is not where MTGJSON puts it
    ok = _write(tmp_path, "ok.json", encode(atomic_cards()))
    assert read_meta(ok) == {"date": "2026-11-01", "version": "5.2.2+20261101"}
    await _refused(loaded, path)  # and the file itself has no cards
