"""Fixtures for the card tests: the fixture file in every format, a local HTTP server on
127.0.0.1 that serves them exactly as a download would (and can cut a response short), and a
cards service on a fresh SQLite file."""

from __future__ import annotations

import gzip
import io
import json
import lzma
import threading
import zipfile
from collections.abc import AsyncIterator, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot.services import Services
from bot.services.cards import CardsService, ImportCardsRequest
from bot.storage.sqlite_cards import SqliteCardStore, apply_cards_schema
from tests.discord.botkit import make_core

from .fixture import atomic_cards


def encode(doc: dict[str, Any], kind: str = "json") -> bytes:
    raw = json.dumps(doc, ensure_ascii=False).encode("utf-8")
    if kind == "gz":
        return gzip.compress(raw)
    if kind == "xz":
        return lzma.compress(raw)
    if kind == "zip":
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
            z.writestr("AtomicCards.json", raw)
        return buf.getvalue()
    return raw


class Server:
    """Files by URL path; ``cut[path] = n`` sends a full Content-Length but only ``n`` bytes."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        self.cut: dict[str, int] = {}
        self.requests = 0
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                outer.requests += 1
                body = outer.files.get(self.path)
                if body is None:
                    self.send_error(404)
                    return
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body[: outer.cut.get(self.path, len(body))])
                self.wfile.flush()
                self.close_connection = True

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}{path}"


@pytest.fixture(scope="module")
def http_server() -> Iterator[Server]:
    server = Server()
    server.thread.start()
    try:
        yield server
    finally:
        server.httpd.shutdown()
        server.httpd.server_close()


@pytest.fixture
def fixture_file(tmp_path: Path) -> Path:
    path = tmp_path / "AtomicCards.json"
    path.write_bytes(encode(atomic_cards()))
    return path


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[CardsService]:
    path = str(tmp_path / "cards.sqlite3")
    conn = await aiosqlite.connect(path, isolation_level=None)
    await conn.execute("PRAGMA journal_mode=WAL")
    await apply_cards_schema(conn)
    svc = await CardsService.open(SqliteCardStore(conn, path))
    try:
        yield svc
    finally:
        await conn.close()


@pytest.fixture
async def loaded(service: CardsService, fixture_file: Path) -> CardsService:
    from bot.services.cards import ImportCardsRequest

    await service.import_cards(ImportCardsRequest(str(fixture_file)))
    return service


@pytest.fixture
async def carded_core(tmp_path: Path, fixture_file: Path) -> AsyncIterator[Services]:
    """The bot's services on a fresh database with the fixture's cards imported: what the console,
    the resolver and a table game read a card from."""
    services = await make_core(tmp_path / "bot.sqlite3")
    try:
        cards = await services.open_cards()
        assert cards is not None
        await cards.import_cards(ImportCardsRequest(str(fixture_file)))
        yield services
    finally:
        await services.close()
