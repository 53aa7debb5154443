"""Nothing heavy on the event loop (issue 27): scenario files that ask the resolver for enormous
work, sent as ``/resolve file:`` by several users through the Discord stand-in, while another
user asks ``/rule``. The resolutions run in worker threads with a deadline, so the /rule is
answered within Discord's 3-second deadline (the stand-in refuses a later first response) while
the storms are still being worked on, and each storm is answered with a clear ``too_complex``."""

from __future__ import annotations

import pytest

from tests.e2e import payloads as P
from tests.e2e.harness import serving_bot
from tests.storms import storm

pytestmark = pytest.mark.long  # a bot under a storm of requests (tests/conftest.py)

pytest_plugins = ("tests.e2e.e2e_fixtures",)

STORMERS = 4  # users; /resolve allows each three requests in 30 s
PER_USER = 3
OTHER_USER = P.ALICE + 100


@pytest.fixture
def live(template_db, tmp_path):
    with serving_bot(template_db, tmp_path) as served:
        yield served


@pytest.mark.discord_deadline
def test_a_storm_of_resolves_delays_only_itself(live):
    server, bot = live
    data = storm(16, 312).encode()
    storms = []
    for user in range(STORMERS):
        for _ in range(PER_USER):
            attachment = server.attach("storm.yaml", data)
            payload = P.with_file(P.command("resolve", user=P.ALICE + user), "file", attachment)
            storms.append(server.interact(payload))
    # Every file has been fetched: the bot is now parsing and resolving them all.
    server.wait(lambda: len(server.downloads) == len(storms), 30, "the scenario files to be fetched")
    rule = server.interact(P.command("rule", {"reference": "101.4"}, user=OTHER_USER))
    server.wait(lambda: rule.callbacks or rule.refused, 30, "the /rule's first response")
    assert rule.callbacks and not rule.refused, "the /rule waited for the storms (past the 3-second deadline)"
    assert "101.4" in P.text(rule.messages[-1])
    for inter in storms:
        server.wait(lambda inter=inter: inter.messages and P.text(inter.messages[-1]).strip(), 60, "a storm's answer")
        assert inter.callbacks, f"a storm got no first response Discord accepted: {inter.refused}"
        assert "too complex" in P.text(inter.messages[-1]).lower()
    assert bot.proc is not None and bot.proc.poll() is None
    assert "Traceback" not in bot.output, bot.output[-3000:]


def in_channel(payload: dict, channel: int) -> dict:
    """The payload sent from another channel (table mode allows one game per channel)."""
    payload["channel_id"] = payload["channel"]["id"] = str(channel)
    return payload


@pytest.mark.discord_deadline
def test_a_storm_played_in_table_mode_delays_only_itself(live):
    """Table mode runs the same engine, through the same worker and deadline (issue 27): storms sent
    as ``/resolve file: mode:table`` leave another user's /rule answered in time."""
    server, bot = live
    data = storm(16, 312).encode()
    storms = []
    for user in range(STORMERS):
        for k in range(PER_USER):  # each game in a channel of its own: about 10 s of engine work in all
            attachment = server.attach("storm.yaml", data)
            payload = P.command("resolve", {"mode": "table", "players": f"<@{P.ALICE + user}>"}, user=P.ALICE + user)
            channel = P.CHANNEL + 1 + user * PER_USER + k
            storms.append(server.interact(in_channel(P.with_file(payload, "file", attachment), channel)))
    server.wait(lambda: len(server.downloads) >= len(storms), 30, "the scenario files to be fetched")
    rule = server.interact(P.command("rule", {"reference": "101.4"}, user=OTHER_USER))
    server.wait(lambda: rule.callbacks or rule.refused, 30, "the /rule's first response")
    assert rule.callbacks and not rule.refused, "the /rule waited for the table storms (past the 3-second deadline)"
    for inter in storms:
        server.wait(lambda inter=inter: inter.messages and P.text(inter.messages[-1]).strip(), 60, "a storm's answer")
        assert "too complex" in P.text(inter.messages[-1]).lower(), P.text(inter.messages[-1])
    assert bot.proc is not None and bot.proc.poll() is None
    assert "Traceback" not in bot.output, bot.output[-3000:]
