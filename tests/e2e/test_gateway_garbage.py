"""The gateway survives garbage (issue 27): malformed INTERACTION_CREATE payloads and frames
that are not JSON, not an object, lone surrogates, a bad zlib frame, or JSON nested 100,000
deep. Each is logged on one line (rate-limited: the same fault again adds no line) and dropped,
or the session resumes on a fresh connection; the process never exits, and the next /rule is
answered. One bot serves the module, so a frame that kills it fails every later test too."""

from __future__ import annotations

import re
from datetime import datetime

import pytest

from runtime.gateway_guard import LOG_EVERY
from tests.e2e import payloads as P
from tests.e2e.harness import BotProcess, serving_bot
from tests.e2e.standin import StandIn

pytest_plugins = ("tests.e2e.e2e_fixtures",)

LOGGED = "Dropped a malformed gateway frame"
#: A fault's kind in its log line: (event, exception type), what the rate limit counts by.
KIND = re.compile(r"^(\S+ \S+) WARNING \S+ " + re.escape(LOGGED) + r" \(shard \d+, ([^,]+), (\w+):", re.M)


def interaction(**changes) -> dict:
    """A /rule INTERACTION_CREATE payload with ``changes`` (None: the field is removed)."""
    data = dict(P.command("rule", {"reference": "101.4"}), id="1234567890123", token="t-1",
                application_id="700000000000000001")
    for key, value in changes.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    return data


#: The seven malformed payloads: missing or wrongly typed fields.
PAYLOADS = {
    "no id": interaction(id=None),
    "id not a snowflake": interaction(id="not-a-number"),
    "no type": interaction(type=None),
    "type a string": interaction(type="two"),
    "data a list": interaction(data=["rule"]),
    "member a string": interaction(member="someone"),
    "channel a number": interaction(channel=7),
}

#: Whole frames that are not a gateway message.
NESTED = '{"op": 0, "t": "X", "s": null, "d": ' + "[" * 100_000 + "]" * 100_000 + "}"
FRAMES = {
    "invalid JSON": '{"op": 0, "t": "INTERACTION_CREATE", "d": {',
    "a JSON list": "[1, 2, 3]",
    "null": "null",
    "a lone surrogate": '{"op": 0, "t": "INTERACTION_CREATE", "s": null, "d": {"id": "\\ud800", "type": 2}}',
    "nested 100,000 deep": NESTED,
}


@pytest.fixture(scope="module")
def live(template_db, tmp_path_factory):
    with serving_bot(template_db, tmp_path_factory.mktemp("e2e-garbage")) as served:
        yield served


def still_serving(server: StandIn, bot: BotProcess, seen: int) -> None:
    """The process lives, answers a /rule, and logged the fault on one line without a traceback."""
    inter = server.interact(P.command("rule", {"reference": "101.4"}))
    server.wait(lambda: inter.messages and "101.4" in P.text(inter.messages[-1]) or bot.proc.poll() is not None,
                30, "the next /rule's answer")
    assert bot.proc is not None and bot.proc.poll() is None, f"the bot exited:\n{bot.output[-3000:]}"
    assert inter.callbacks and not inter.refused
    assert "Traceback" not in bot.stderr[seen:], bot.stderr[-3000:]
    once_per_kind(bot.stderr)


def once_per_kind(log: str) -> None:
    """No kind of fault is logged twice within the rate limit's minute (the log lines' own times). Checked over the
    whole log, not since the test began: a line the previous fault wrote can reach the log after this test's start
    (the reader thread copies the output while the stand-in already has the next answer), so a count since then is
    a race; a second line of one kind too soon is wrong whenever it arrives."""
    last: dict[tuple[str, str], datetime] = {}
    for stamp, *kind in KIND.findall(log):
        at = datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S,%f")
        seen = last.get((kind[0], kind[1]))
        assert seen is None or (at - seen).total_seconds() >= LOG_EVERY, f"{kind} logged twice within a minute"
        last[(kind[0], kind[1])] = at


def logged(server: StandIn, bot: BotProcess, seen: int) -> None:
    """The fault's log line, waited for on the output's own signal: the answer to the next /rule can reach the
    stand-in before the reader thread has copied the line the bot wrote first (a race, never a sleep)."""
    server.wait(lambda: LOGGED in bot.stderr[seen:] or bot.proc.poll() is not None, 30, "the dropped frame's log line")
    assert LOGGED in bot.stderr[seen:], bot.stderr[-3000:]
    assert KIND.search(bot.stderr[seen:]), f"once_per_kind cannot read the line:\n{bot.stderr[-3000:]}"


@pytest.mark.parametrize("kind", PAYLOADS)
def test_a_malformed_interaction_is_dropped(live, kind):
    server, bot = live
    seen = len(bot.stderr)
    for _ in range(3):
        server.dispatch("INTERACTION_CREATE", PAYLOADS[kind])
    still_serving(server, bot, seen)
    logged(server, bot, 0)  # the same fault again adds no line (rate-limited): any line since the bot started


@pytest.mark.parametrize("kind", FRAMES)
def test_a_frame_that_is_not_a_gateway_message_is_dropped(live, kind):
    server, bot = live
    seen = len(bot.stderr)
    for _ in range(3):
        server.send_frame(FRAMES[kind])
    still_serving(server, bot, seen)
    logged(server, bot, 0)


def test_a_bad_zlib_frame_resumes_on_a_fresh_connection(live):
    server, bot = live
    seen, resumes = len(bot.stderr), len(server.resumes)
    server.send_frame(b"not zlib at all" + b"\x00\x00\xff\xff")  # ends like a complete zlib-stream message
    server.wait(lambda: len(server.resumes) > resumes or bot.proc.poll() is not None, 30, "a RESUME")
    still_serving(server, bot, seen)
    logged(server, bot, seen)


def test_every_payload_the_suite_sends_passes_the_check():
    """The check refuses only what discord.py cannot parse: commands, clicks, autocomplete, DMs pass."""
    from runtime.gateway_guard import MalformedPayload, check_interaction

    rule = P.command("rule", {"reference": "101.4"})
    good = [rule, P.command("rule", {"reference": "7"}, guild=None), P.command("rule", {"reference": "70"},
            focused="reference"), P.click({"id": "5", "author": StandIn.user(1)}, "mtg:s:101.4"),
            P.click({"id": "5"}, "mtg:x", values=["a"])]
    for payload in good:
        check_interaction(dict(payload, id="1234", token="t", application_id="99"))
    for payload in PAYLOADS.values():
        with pytest.raises(MalformedPayload):
            check_interaction(payload)
