"""No request pays for a grammar (first-hour robustness): the bot before it reports ready, the
console before its prompt and ``resolve`` before its first scenario build the resolver's grammars,
once per process. A cold process's first /resolve used to build them inside its own 10 s deadline
and, on a loaded machine, answered ``too_complex``. Builds are counted, never timed."""

from __future__ import annotations

import argparse
from typing import Any

import pytest

import bot.apnap.grammar.tables as tables
from bot.apnap.grammar.phrases import GRAMMAR_FILES, parser
from bot.config import Settings
from bot.errors import BotError
from bot.frontends import resolve_cli
from bot.services.resolve import ResolveService
from tests.discord.botkit import make_bot, make_core
from tests.discord.discord_fakes import FakeInteraction, run_command

pytestmark = pytest.mark.long  # each test builds or reads the grammars in a fresh cache (tests/conftest.py)

EACH = "Each player draws a card."


#: Each grammar read once for the whole module: these tests count when a build is asked for, and reading
#: the tables back again in each test (about 5 s of CPU a time, the suite's slowest module) proved nothing more.
_MADE: dict[tuple[str, str], Any] = {}


class Log:
    """What happened, in order: each grammar built (``build:<file>``) and each resolution."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.events: list[str] = []
        build, resolve = tables.build, ResolveService.resolve

        def counted_build(text: str, name: str, **options: Any) -> Any:
            self.events.append(f"build:{name}")
            key = (name, text)
            if key not in _MADE:
                _MADE[key] = build(text, name, **options)
            return _MADE[key]

        async def counted_resolve(service: ResolveService, *args: Any, **kwargs: Any) -> Any:
            self.events.append("resolve")
            return await resolve(service, *args, **kwargs)

        monkeypatch.setattr(tables, "build", counted_build)
        monkeypatch.setattr(ResolveService, "resolve", counted_resolve)
        parser.cache_clear()  # a cold process: no grammar made yet


@pytest.fixture
def log(monkeypatch: pytest.MonkeyPatch) -> Log:
    return Log(monkeypatch)


BUILT = [f"build:{name}" for name in GRAMMAR_FILES.values()]


async def test_the_first_resolve_after_the_bot_is_ready_builds_no_grammar(tmp_path, log: Log) -> None:
    core = await make_core(tmp_path / "bot.sqlite3")
    bot = await make_bot(core)  # what setup_hook runs before the bot connects and reports ready
    try:
        assert sorted(log.events) == sorted(BUILT)
        cog = bot.get_cog("Resolver")
        for locale in ("en-US", "es-ES"):
            inter = await run_command(bot, cog.resolve, FakeInteraction(bot, locale=locale), effect=EACH,
                                      players="Alice, Bob")
            assert inter.sent and "too_complex" not in str(inter.first)
        assert log.events == [*sorted(BUILT), "resolve", "resolve"]
    finally:
        await bot.close()
        await core.close()


async def test_a_batch_builds_the_grammars_once_before_its_first_line(log: Log) -> None:
    out: list[dict[str, Any]] = []
    args = argparse.Namespace(batch="-", lang=None, file=None)
    lines = [f'{{"players": [{{"name": "Ana"}}, {{"name": "Beto"}}], "active": "Ana", "effect": "{EACH}"}}'] * 3
    status = await resolve_cli.run(args, Settings(), read=lambda _: "", read_batch=lambda _: lines,
                                   emit=out.append, emit_error=out.append)
    assert status == 0 and len(out) == 3 and all("narration" in o for o in out)
    assert log.events == [*BUILT, "resolve", "resolve", "resolve"]


async def test_a_single_resolve_warms_the_grammars_before_its_deadline_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    """``bot resolve FILE``: a cold process built the grammars inside the one request's 10 s deadline, and two such
    processes on a busy machine answered ``too_complex`` (tests/storage/test_processes.py, session 16). What is
    checked is the order (warm, then the request), as the batch test above checks it with real builds; warming
    itself is tested there, so this test builds nothing."""
    calls: list[str] = []
    resolve = ResolveService.resolve

    async def warm(service: ResolveService, *args: Any, **kwargs: Any) -> bool:
        calls.append("warm")
        return True

    async def counted_resolve(service: ResolveService, *args: Any, **kwargs: Any) -> Any:
        calls.append("resolve")
        return await resolve(service, *args, **kwargs)

    monkeypatch.setattr(ResolveService, "warm", warm)
    monkeypatch.setattr(ResolveService, "resolve", counted_resolve)
    out: list[dict[str, Any]] = []
    text = f'{{"players": [{{"name": "Ana"}}, {{"name": "Beto"}}], "active": "Ana", "effect": "{EACH}"}}'
    args = argparse.Namespace(batch=None, lang=None, file="edict.json",
                              **{f"q_{name}": None for name in resolve_cli.QUICK_OPTIONS})
    status = await resolve_cli.run(args, Settings(), read=lambda _: text, read_batch=lambda _: [],
                                   emit=out.append, emit_error=out.append)
    assert status == 0 and len(out) == 1 and "narration" in out[0]
    assert calls == ["warm", "resolve"]


async def test_warming_twice_builds_nothing_more(log: Log) -> None:
    service = ResolveService()
    assert await service.warm() and await service.warm()
    assert log.events == BUILT


async def test_the_console_builds_the_grammars_before_its_prompt(tmp_path, log: Log, monkeypatch) -> None:
    from bot.frontends import console
    from bot.services.search import SearchService
    from tests.crfiles import CR_DIR, CURRENT

    async def no_index(self: SearchService) -> None:  # the search index is the bot test's and search's own
        log.events.append("search")

    async def prompt(con: Any, *args: Any) -> None:
        log.events.append("prompt")

    monkeypatch.setattr(SearchService, "ready", no_index)
    monkeypatch.setattr(console, "console_loop", prompt)
    settings = Settings.from_env(rules=str(CR_DIR / CURRENT), db=str(tmp_path / "console.sqlite3"))
    assert await console.run_console(settings) == 0
    assert log.events == ["search", *BUILT, "prompt"]


async def test_a_process_that_will_not_resolve_can_skip_the_grammars(tmp_path, log: Log, monkeypatch) -> None:
    """``MTGBOT_WARM_GRAMMARS=0`` (a gateway-only process, the e2e gateway tests): ready without building a
    grammar; on by default, and a value that is no switch is a clear configuration error."""
    assert Settings.from_env().warm_grammars
    monkeypatch.setenv("MTGBOT_WARM_GRAMMARS", "0")
    core = await make_core(tmp_path / "bot.sqlite3")
    assert not core.settings.warm_grammars
    from runtime.runner import MTGBot

    bot = MTGBot(core.settings, services=core)  # what setup_hook runs, with the process's own settings
    await bot.__aenter__()
    try:
        await bot.prepare()
        assert log.events == []
    finally:
        await bot.close()
        await core.close()
    monkeypatch.setenv("MTGBOT_WARM_GRAMMARS", "maybe")
    with pytest.raises(BotError) as info:
        Settings.from_env()
    assert info.value.code == "bad_config"


async def test_a_request_during_a_late_build_waits_for_it_and_builds_nothing_itself(log: Log, monkeypatch) -> None:
    """A loaded host: ``warm`` stopped waiting (its build went on in its thread) and the first request built the
    grammars again inside its own 10 s deadline, answering ``too_complex`` (seen by the lead under load 10, session
    19). The request now waits for the build that is running, outside its deadline, and builds nothing itself."""
    import asyncio
    import threading

    import bot.services.resolve as resolve_service
    from bot.services.resolve import ResolveRequest

    release = threading.Event()
    real_build = resolve_service.build_grammars

    def slow_build() -> None:
        release.wait(60)
        real_build()

    monkeypatch.setattr(resolve_service, "build_grammars", slow_build)
    service = ResolveService(seconds=30)
    assert not await service.warm(seconds=0.01)  # late: the build goes on in its thread
    text = f'{{"players": [{{"name": "Ana"}}, {{"name": "Beto"}}], "active": "Ana", "effect": "{EACH}"}}'
    request = asyncio.ensure_future(service.resolve(ResolveRequest(lang=None, scenario=text)))
    await asyncio.sleep(0)  # the request has started and waits on the build, not on its own
    assert not request.done() and log.events == ["resolve"]
    release.set()
    result = await asyncio.wait_for(request, 60)
    assert result is not None
    assert log.events == ["resolve", *BUILT]  # the running build made them, once; the request made none
