"""Importing AtomicCards: every format through a 127.0.0.1 download, and every refusal (cut
download, cut or damaged file, wrong shape, far fewer cards) leaves the previous cards intact."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.errors import BotError
from bot.services.cards import CardRequest, CardsService, ImportCardsRequest, import_on_start

from .conftest import Server, encode
from .fixture import CARD_COUNT, atomic_cards


async def _import(service: CardsService, source: str, **kw: object) -> None:
    await service.import_cards(ImportCardsRequest(source, **kw))  # type: ignore[arg-type]


@pytest.mark.parametrize("kind", ["json", "gz", "xz", "zip"])
async def test_download_imports_every_format(service: CardsService, http_server: Server, kind: str) -> None:
    # The URL's name says nothing about the format: it is recognised from the bytes.
    http_server.files[f"/atomic-{kind}"] = encode(atomic_cards(), kind)
    seen: list[tuple[str, int]] = []
    result = await service.import_cards(ImportCardsRequest(http_server.url(f"/atomic-{kind}")),
                                        progress=lambda phase, done, total: seen.append((phase, done)))
    assert result.cards == CARD_COUNT
    assert result.meta_date == "2026-11-01"
    assert {p for p, _ in seen} == {"download", "import"}
    card = await service.card(CardRequest("Fire // Ice", "es"))
    assert card.printed_name == "Fuego // Hielo"


async def test_local_file_with_any_extension(service: CardsService, tmp_path: Path) -> None:
    path = tmp_path / "cards.bin"
    path.write_bytes(encode(atomic_cards(), "xz"))
    await _import(service, str(path))
    assert await service.store.card_count() == CARD_COUNT


async def _assert_intact(service: CardsService) -> None:
    assert await service.store.card_count() == CARD_COUNT
    assert (await service.card(CardRequest("Fleshbag Marauder"))).oracle_text.startswith("When this creature enters")
    info = await service.import_info()
    assert info is not None and info.card_count == CARD_COUNT


async def test_truncated_download_is_refused(loaded: CardsService, http_server: Server) -> None:
    body = encode(atomic_cards(extra={"Extra": [{"name": "Extra", "text": "x", "type": "Instant"}]}), "gz")
    http_server.files["/cut"] = body
    http_server.cut["/cut"] = len(body) // 2
    with pytest.raises(BotError) as err:
        await _import(loaded, http_server.url("/cut"))
    assert err.value.code == "bad_card_file"
    await _assert_intact(loaded)


@pytest.mark.parametrize("kind", ["json", "gz", "xz", "zip"])
async def test_cut_file_is_refused(loaded: CardsService, tmp_path: Path, kind: str) -> None:
    # Served whole (the Content-Length matches) but the file itself was cut: the parser notices.
    body = encode(atomic_cards(), kind)
    path = tmp_path / f"cut.{kind}"
    path.write_bytes(body[: int(len(body) * 0.9)])
    with pytest.raises(BotError) as err:
        await _import(loaded, str(path))
    assert err.value.code == "bad_card_file"
    await _assert_intact(loaded)


async def test_cut_json_served_over_http_is_refused(loaded: CardsService, http_server: Server) -> None:
    body = encode(atomic_cards())
    http_server.files["/cut-json"] = body[: len(body) - 200]
    with pytest.raises(BotError) as err:
        await _import(loaded, http_server.url("/cut-json"))
    assert err.value.code == "bad_card_file" and "ends early" in err.value.message
    await _assert_intact(loaded)


@pytest.mark.parametrize("body", [
    b"\x1f\x8b\x08\x00garbage-after-a-gzip-header" * 10,
    b'{"meta": {}, "data": {"Shock": [{"name": "Shock"}], ]}',
    b"\xff\xfe not json at all",
    b"PK\x03\x04 not really a zip",
])
async def test_corrupt_file_is_refused(loaded: CardsService, tmp_path: Path, body: bytes) -> None:
    path = tmp_path / "corrupt.json"
    path.write_bytes(body)
    with pytest.raises(BotError) as err:
        await _import(loaded, str(path))
    assert err.value.code == "bad_card_file"
    await _assert_intact(loaded)


@pytest.mark.parametrize("doc", [{"meta": {}}, {"data": []}, {"data": {"Shock": "not faces"}}, [1, 2, 3]])
async def test_other_json_is_refused(loaded: CardsService, tmp_path: Path, doc: object) -> None:
    path = tmp_path / "other.json"
    path.write_bytes(encode(doc))  # type: ignore[arg-type]
    with pytest.raises(BotError) as err:
        await _import(loaded, str(path))
    assert err.value.code == "bad_card_file"
    await _assert_intact(loaded)


async def test_empty_data_is_refused_even_on_an_empty_database(service: CardsService, tmp_path: Path) -> None:
    path = tmp_path / "empty.json"
    path.write_bytes(encode({"meta": {}, "data": {}}))
    with pytest.raises(BotError) as err:
        await _import(service, str(path))
    assert err.value.code == "bad_card_file"
    assert await service.store.card_count() == 0


async def test_far_fewer_cards_is_refused_unless_forced(loaded: CardsService, http_server: Server) -> None:
    http_server.files["/few"] = encode(atomic_cards(drop=CARD_COUNT // 2), "gz")
    with pytest.raises(BotError) as err:
        await _import(loaded, http_server.url("/few"), lang="es")
    assert err.value.code == "too_few_cards"
    assert "Rechazado" in err.value.text("es") and f"{CARD_COUNT} cartas" in err.value.text("es")
    await _assert_intact(loaded)
    await _import(loaded, http_server.url("/few"), force=True)
    assert await loaded.store.card_count() == CARD_COUNT - CARD_COUNT // 2
    # The name index follows the store: a dropped card is gone, a kept one is found.
    with pytest.raises(BotError):
        await loaded.card(CardRequest("Fleshbag Marauder"))


async def test_a_few_cards_less_is_accepted(loaded: CardsService, tmp_path: Path) -> None:
    path = tmp_path / "slightly-fewer.json"
    path.write_bytes(encode(atomic_cards(drop=2)))
    result = await loaded.import_cards(ImportCardsRequest(str(path)))
    assert (result.previous, result.cards) == (CARD_COUNT, CARD_COUNT - 2)


async def test_unreachable_download_is_a_clear_error(loaded: CardsService, http_server: Server) -> None:
    with pytest.raises(BotError) as err:
        await _import(loaded, http_server.url("/missing"))
    assert err.value.code == "download_failed" and "cards import PATH" in err.value.message
    await _assert_intact(loaded)


async def test_missing_local_file(service: CardsService, tmp_path: Path) -> None:
    with pytest.raises(BotError) as err:
        await _import(service, str(tmp_path / "nope.json"), lang="es")
    assert err.value.code == "bad_card_file" and "No existe" in err.value.text("es")


async def test_cancelled_import_leaves_previous_cards(loaded: CardsService, tmp_path: Path) -> None:
    many = {f"Card {i}": [{"name": f"Card {i}", "text": "x" * 50, "type": "Instant"}] for i in range(5_000)}
    path = tmp_path / "big.json"
    path.write_bytes(encode(atomic_cards(extra=many)))
    imported: list[int] = []

    def progress(phase: str, done: int, total: int | None) -> None:
        imported.append(done)
        if done >= 2_000:  # part of the new cards are already written in the open transaction
            task.cancel()

    task = asyncio.create_task(loaded.import_cards(ImportCardsRequest(str(path)), progress))
    with pytest.raises(asyncio.CancelledError):
        await task
    assert max(imported) >= 2_000
    await _assert_intact(loaded)
    assert not loaded._lock.locked()


async def test_import_on_start(service: CardsService, fixture_file: Path) -> None:
    assert await import_on_start(service, {}) is None  # nothing named: nothing imported
    result = await import_on_start(service, {"MTGBOT_CARDS": str(fixture_file)})
    assert result is not None and result.cards == CARD_COUNT
    assert await import_on_start(service, {"MTGBOT_CARDS": str(fixture_file)}) is None  # already loaded


async def test_import_on_start_failure_is_not_fatal(service: CardsService, tmp_path: Path) -> None:
    assert await import_on_start(service, {"MTGBOT_CARDS": str(tmp_path / "missing.json")}) is None
    assert not service.loaded


async def test_import_on_start_download_uses_the_default_url(service: CardsService, http_server: Server,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.services import cards as cards_service

    http_server.files["/default/AtomicCards.json.xz"] = encode(atomic_cards(), "xz")
    monkeypatch.setattr(cards_service, "DEFAULT_URL", http_server.url("/default/AtomicCards.json.xz"))
    result = await import_on_start(service, {"MTGBOT_CARDS": "download"})
    assert result is not None and result.source.endswith("/default/AtomicCards.json.xz")


async def test_lookups_during_an_import_see_the_old_cards(loaded: CardsService, tmp_path: Path) -> None:
    doc = atomic_cards(extra={f"Card {i}": [{"name": f"Card {i}", "text": "x", "type": "Instant"}]
                              for i in range(4_000)})
    doc["data"]["Fleshbag Marauder"][0]["text"] = "A changed text."
    del doc["data"]["Shock"]
    path = tmp_path / "next.json"
    path.write_bytes(encode(doc))
    halfway = asyncio.Event()

    def progress(phase: str, done: int, total: int | None) -> None:
        if done >= 2_000:
            halfway.set()

    task = asyncio.create_task(loaded.import_cards(ImportCardsRequest(str(path)), progress))
    await halfway.wait()
    during = await loaded.store.get_card("Fleshbag Marauder")  # the same connection as the import
    assert during is not None and during.oracle_text.startswith("When this creature enters")
    assert await loaded.store.get_card("Card 10") is None
    await task
    after = await loaded.store.get_card("Fleshbag Marauder")
    assert after is not None and after.oracle_text == "A changed text."
    assert await loaded.store.get_card("Shock") is None
    assert ("Shock", "Shock", "en") not in await loaded.store.card_names()
    with pytest.raises(BotError):
        await loaded.card(CardRequest("Shock"))


def _extra(n: int) -> dict[str, list[dict[str, str]]]:
    return {f"Card {i}": [{"name": f"Card {i}", "text": "x", "type": "Instant"}] for i in range(n)}


async def test_the_bots_own_writes_during_a_refused_import_are_kept(service: CardsService, tmp_path: Path) -> None:
    conn = service.store._conn  # type: ignore[attr-defined]  # the bot's own connection
    await conn.execute("CREATE TABLE bot_writes (x INTEGER)")
    big, small = tmp_path / "big.json", tmp_path / "small.json"
    big.write_bytes(encode(atomic_cards(extra=_extra(5_000))))
    small.write_bytes(encode(atomic_cards(extra=_extra(3_000))))
    await service.import_cards(ImportCardsRequest(str(big)))
    written = asyncio.Event()

    def progress(phase: str, done: int, total: int | None) -> None:
        if done >= 1_000 and not written.is_set():
            written.set()

    task = asyncio.create_task(service.import_cards(ImportCardsRequest(str(small)), progress))
    await written.wait()
    await conn.execute("INSERT INTO bot_writes (x) VALUES (1)")  # a settings change while importing
    with pytest.raises(BotError) as err:
        await task
    assert err.value.code == "too_few_cards"
    async with conn.execute("SELECT count(*) FROM bot_writes") as cur:
        assert (await cur.fetchone())[0] == 1
    assert await service.store.card_count() == CARD_COUNT + 5_000
    async with conn.execute("SELECT count(*) FROM cards_staging") as cur:
        assert (await cur.fetchone())[0] == 0  # nothing half-read is left behind


async def test_in_memory_database_shares_its_one_connection(fixture_file: Path, tmp_path: Path) -> None:
    import aiosqlite

    from bot.storage.sqlite_cards import SqliteCardStore, apply_cards_schema

    conn = await aiosqlite.connect(":memory:", isolation_level=None)
    try:
        await apply_cards_schema(conn)
        service = await CardsService.open(SqliteCardStore(conn, ":memory:"))
        await service.import_cards(ImportCardsRequest(str(fixture_file)))
        cut = tmp_path / "cut.json"
        cut.write_bytes(fixture_file.read_bytes()[:-100])
        with pytest.raises(BotError):
            await service.import_cards(ImportCardsRequest(str(cut)))
        assert await service.store.card_count() == CARD_COUNT
        assert (await service.card(CardRequest("Rayo", "es"))).name == "Lightning Bolt"
    finally:
        await conn.close()
