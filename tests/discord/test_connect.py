"""runtime/connect.py and cogs/deadline.py without a process: what each failure means, login
retries, and the deadline guard's decisions (the end-to-end tests drive the same code for real)."""

from __future__ import annotations

import asyncio
import datetime
import logging
import time
from types import SimpleNamespace

import aiohttp
import discord
import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.config import Settings
from cogs import deadline
from runtime import connect


def closed(code: int) -> discord.ConnectionClosed:
    return discord.ConnectionClosed(SimpleNamespace(close_code=code), shard_id=0, code=code)


@pytest.mark.parametrize("code", sorted(connect.FATAL_CLOSE_CODES))
def test_every_fatal_close_code_is_a_configuration_error(code):
    status, message = connect.failure(closed(code))
    assert status == 2 and str(code) in message and "Traceback" not in message


@given(st.integers(min_value=1000, max_value=4999).filter(lambda c: c not in connect.FATAL_CLOSE_CODES))
def test_other_close_codes_are_not_configuration_errors(code):
    known = connect.failure(closed(code))
    assert known is None or known[0] != 2


def test_login_failure_privileged_intents_and_network_errors():
    assert connect.failure(discord.LoginFailure("bad"))[0] == 2
    assert connect.failure(discord.PrivilegedIntentsRequired(0))[0] == 2
    assert connect.failure(connect.Unreachable("http://x", 3, OSError("refused")))[0] == 1
    assert connect.failure(TimeoutError())[0] == 1
    assert connect.failure(RuntimeError("bug")) is None  # an internal fault stays one
    banned = discord.HTTPException(SimpleNamespace(status=429, reason="Too Many Requests"), "banned")
    assert connect.failure(banned)[0] == 1 and "429" in connect.failure(banned)[1]


def test_report_failure_prints_one_line_and_reraises_the_unknown(capsys):
    assert connect.report_failure(closed(4004)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("Error (bad_config):")
    with pytest.raises(RuntimeError):
        connect.report_failure(RuntimeError("bug"))


class FlakyLogin:
    """A stand-in client whose login fails ``failures`` times with a connection error."""

    def __init__(self, failures: int, error: BaseException) -> None:
        self.failures, self.error, self.calls, self.closed = failures, error, 0, 0
        self.http = SimpleNamespace(close=self._close, connector=object())

    async def _close(self) -> None:
        self.closed += 1

    async def login(self, token: str) -> None:
        self.calls += 1
        if self.calls <= self.failures:
            raise self.error


async def test_login_retries_with_pauses_then_gives_up(capsys):
    settings = Settings(discord_api="http://127.0.0.1:1/api/v10", connect_retries=2)
    client = FlakyLogin(5, aiohttp.ClientConnectionError("refused"))
    with pytest.raises(connect.Unreachable) as info:
        await connect.login(client, "t", settings, pauses=(0.0,))  # type: ignore[arg-type]
    assert client.calls == 3 and client.closed == 3 and info.value.attempts == 3
    assert capsys.readouterr().err.count("retrying in") == 2

    client = FlakyLogin(1, OSError("unreachable"))
    await connect.login(client, "t", settings, pauses=(0.0,))  # type: ignore[arg-type]
    assert client.calls == 2


async def test_a_refused_token_is_not_retried():
    client = FlakyLogin(5, discord.LoginFailure("no"))
    with pytest.raises(discord.LoginFailure):
        await connect.login(client, "t", Settings(connect_retries=5), pauses=(0.0,))  # type: ignore[arg-type]
    assert client.calls == 1


class Response:
    def __init__(self) -> None:
        self.kind: str | None = None

    def is_done(self) -> bool:
        return self.kind is not None

    async def defer(self, **kwargs) -> None:
        assert self.kind is None, "double acknowledgement"
        self.kind = "defer"

    async def send_message(self, stalled: bool = False) -> None:
        if stalled:  # Discord never accepts it: only the deadline's cancellation ends the wait
            await asyncio.Event().wait()
        assert self.kind is None, "double acknowledgement"
        self.kind = "message"


def interaction(age: float = 0.0):
    inter = SimpleNamespace(id=1, type=discord.InteractionType.application_command, extras={},
                            response=Response(), created_at=discord.utils.utcnow())
    inter.extras["received_at"] = time.monotonic() - age
    return inter


async def test_respond_sends_in_time_without_deferring():
    inter = interaction()
    later: list[str] = []
    async with deadline.answering(inter):
        await deadline.respond(inter, inter.response.send_message, lambda: later.append("x"), ephemeral=False)
    assert inter.response.kind == "message" and not later


async def test_respond_defers_and_follows_up_when_the_answer_would_be_late():
    inter = interaction(age=deadline.SEND_BUDGET - 0.05)  # almost out of time
    later: list[str] = []

    async def follow_up() -> None:
        later.append("followup")

    async with deadline.answering(inter):
        await deadline.respond(inter, lambda: inter.response.send_message(stalled=True), follow_up, ephemeral=True)
    assert inter.response.kind == "defer" and later == ["followup"]


async def test_the_guard_defers_only_an_unanswered_interaction():
    answered = interaction(age=deadline.DEFER_AT)
    await answered.response.send_message()
    await deadline.guard(answered, ephemeral=False)
    assert answered.response.kind == "message"

    silent = interaction(age=deadline.DEFER_AT)
    await deadline.guard(silent, ephemeral=False)
    assert silent.response.kind == "defer" and silent.extras["deferred_public"] is True


@given(st.floats(min_value=-1e6, max_value=1e6, allow_nan=False))
def test_received_at_is_clamped_against_clock_skew(skew):
    inter = SimpleNamespace(extras={}, created_at=discord.utils.utcnow() - datetime.timedelta(seconds=skew))
    now = time.monotonic()
    received = deadline.received_at(inter)
    assert now - deadline.DEADLINE - 0.5 <= received <= time.monotonic()


def test_a_late_arrival_is_logged_with_what_is_left_of_the_deadline(caplog):
    """An interaction that expires before the bot can answer is nearly always one that reached it late (a
    loaded host): the log says so, which the 404 10062 that follows does not."""
    late = SimpleNamespace(id=7, extras={}, created_at=discord.utils.utcnow() - datetime.timedelta(seconds=2.5))
    fresh = SimpleNamespace(id=8, extras={}, created_at=discord.utils.utcnow())
    with caplog.at_level(logging.WARNING, logger="cogs.deadline"):
        deadline.received_at(late)
        deadline.received_at(fresh)
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and "interaction 7 reached the bot 2.5 s after" in lines[0] and "0.5 s" in lines[0]


@pytest.mark.parametrize("value, expected", [
    ("http://127.0.0.1:8080/api/v10/", "http://127.0.0.1:8080/api/v10"),
    ("https://gateway.example/api/v10", "https://gateway.example/api/v10"),
])
def test_discord_api_setting(monkeypatch, value, expected):
    monkeypatch.setenv("MTGBOT_DISCORD_API", value)
    assert Settings.from_env().discord_api == expected


@pytest.mark.parametrize("value", ["ftp://x/api", "127.0.0.1:80", "http://:80/x", "http://h:99999/x", "http://h/x?q=1"])
def test_a_bad_discord_api_is_a_configuration_error(monkeypatch, value):
    from bot.errors import BotError

    monkeypatch.setenv("MTGBOT_DISCORD_API", value)
    with pytest.raises(BotError) as info:
        Settings.from_env()
    assert info.value.code == "bad_config" and "MTGBOT_DISCORD_API" in info.value.message


def test_connect_retries_setting(monkeypatch):
    from bot.errors import BotError

    assert Settings.from_env().connect_retries == 5 and Settings.from_env().discord_api is None
    monkeypatch.setenv("MTGBOT_CONNECT_RETRIES", "0")
    assert Settings.from_env().connect_retries == 0
    for bad in ("-1", "two", "\u0661"):
        monkeypatch.setenv("MTGBOT_CONNECT_RETRIES", bad)
        with pytest.raises(BotError):
            Settings.from_env()


def _reconnect_record(caplog) -> logging.LogRecord:
    client_log = logging.getLogger("discord.client")
    with caplog.at_level(logging.INFO, logger="discord.client"):
        try:
            raise OSError("Connect call failed ('127.0.0.1', 9)")
        except OSError:
            client_log.exception("Attempting a reconnect in %.2fs", 5.0)  # discord.py's own call
    [record] = [r for r in caplog.records if r.name == "discord.client"]
    return record


def test_discord_reconnect_messages_are_one_line(caplog, monkeypatch):
    """A lost gateway made discord.py log a full traceback every few seconds; now one line with the reason."""
    monkeypatch.delenv("MTGBOT_DEBUG", raising=False)
    connect.prepare_library(Settings())
    connect.prepare_library(Settings())  # idempotent: one filter, one rewrite
    record = _reconnect_record(caplog)
    assert record.exc_info is None and "\n" not in caplog.text.strip()
    assert record.getMessage() == "Attempting a reconnect in 5.00s (OSError: Connect call failed ('127.0.0.1', 9))"
    assert record.levelno == logging.ERROR


def test_mtgbot_debug_keeps_the_reconnect_traceback(caplog, monkeypatch):
    monkeypatch.setenv("MTGBOT_DEBUG", "1")
    connect.prepare_library(Settings())
    record = _reconnect_record(caplog)
    assert record.exc_info is not None and "Traceback" in caplog.text
