"""The search index is built off the event loop within a deadline (issue 27): a build that stalls
or fails is a clear ``search_unavailable`` in the reader's language, never a hang; later requests
join the running build instead of starting more; a stored index too large to be ours is not read.
Stalls are events the test releases, never sleeps."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.errors import BotError
from bot.frontends.console import Console
from bot.search import persist
from bot.services.search import SearchService
from tests.discord.botkit import make_core


@pytest.fixture
async def dcore(tmp_path: Path):
    core = await make_core(tmp_path / "bot.sqlite3")
    yield core
    await core.close()


@pytest.fixture
def release() -> Iterator[threading.Event]:
    event = threading.Event()
    yield event
    event.set()


class Factory:
    """An engine factory that stalls until released (or fails, ``fail`` times), counting calls."""

    def __init__(self, engine: object, release: threading.Event, fail: int = 0) -> None:
        self.engine, self.release, self.fail, self.calls = engine, release, fail, 0

    def __call__(self) -> object:
        self.calls += 1
        if self.fail:
            self.fail -= 1
            raise MemoryError
        self.release.wait(60)
        return self.engine


async def test_a_stalled_build_is_a_clear_error_and_later_requests_join_it(dcore, release) -> None:
    factory = Factory(dcore.search_engine(), release)
    service = SearchService(factory, seconds=0.2)  # type: ignore[arg-type]
    for _ in range(3):
        with pytest.raises(BotError) as err:
            await service.ready()
        assert err.value.code == "search_unavailable"
        assert "still being built" in err.value.text("en") and "aún se está construyendo" in err.value.text("es")
    assert factory.calls == 1  # one build, joined: no pile of threads
    release.set()
    service.seconds = 60.0  # only a guard now: the build is released
    await service.ready()
    assert service.is_ready and service.search("trample").hits


async def test_a_failed_build_is_said_and_tried_again(dcore, release) -> None:
    release.set()
    factory = Factory(dcore.search_engine(), release, fail=1)
    service = SearchService(factory, seconds=60.0)  # type: ignore[arg-type]
    with pytest.raises(BotError) as err:
        await service.ready()
    assert err.value.code == "search_unavailable" and "MemoryError" in err.value.text("en")
    await service.ready()
    assert factory.calls == 2 and service.is_ready


async def test_the_console_says_search_is_not_ready_and_keeps_answering(dcore, release) -> None:
    dcore.search = SearchService(Factory(dcore.search_engine(), release), seconds=0.2)  # type: ignore[arg-type]
    console = Console(dcore)
    text = await console.handle("/search trample")
    assert "⚠" in text and "still being built" in text and "Traceback" not in text
    assert await console.actions.autocomplete("tram", "en") == []  # typing never waits for it
    assert "101.4" in await console.handle("/rule 101.4")  # everything else answers meanwhile
    release.set()
    dcore.search.seconds = 60.0
    assert "702.19" in await console.handle("/search trample")


def test_a_stored_index_too_large_is_not_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert persist.save(tmp_path, "k" * 40, {"rules": list(range(1000))}) is not None
    assert persist.load(tmp_path, "k" * 40) == {"rules": list(range(1000))}
    monkeypatch.setattr(persist, "MAX_FILE_BYTES", 1000)
    assert persist.load(tmp_path, "k" * 40) is None


async def test_an_import_whose_search_preparation_stalls_ends_with_its_rules_imported(
        tmp_path: Path, release: threading.Event, monkeypatch: pytest.MonkeyPatch, caplog) -> None:
    from bot.config import Settings
    from bot.services import search as search_service
    from bot.services.rules_import import import_paths
    from tests.crfiles import CR_DIR

    def stalls(book, settings, progress=None) -> int:
        release.wait(60)
        return 0

    monkeypatch.setattr(search_service, "prepare_semantic", stalls)
    monkeypatch.setattr(search_service, "PREPARE_SECONDS", 0.2)
    settings = Settings.from_env(db=str(tmp_path / "db.sqlite3"))
    out = await import_paths(settings, [str(CR_DIR / "en-20260116.txt")])
    assert [v["effective"] for v in out["versions"]] == ["2026-01-16"]
    assert "was not prepared within 0.2 s" in caplog.text
