"""`run` waits for a PostgreSQL server that is down when it starts (issue 27): it says what it
waits for, does not exit (it used to exit 2, the configuration-error status the supervisor never
restarts), and serves as soon as the server is up."""

from __future__ import annotations

import warnings

import pytest

from tests.crfiles import CR_DIR, CURRENT
from tests.e2e import payloads as P
from tests.e2e.harness import BotProcess

pytest_plugins = ("tests.e2e.e2e_fixtures",)

with warnings.catch_warnings():  # the wheel's helper warns about XDG_RUNTIME_DIR on import
    warnings.simplefilter("ignore")
    from tests.storage import pgserver


@pytest.fixture
def stopped_postgres():
    with pgserver.running() as server:
        server.stop()
        yield server


def test_run_waits_for_postgres_then_serves(standin, stopped_postgres, tmp_path):
    rules = CR_DIR / CURRENT
    if not rules.is_file():
        pytest.skip(f"{rules} is missing (set MTGBOT_CR_DIR)")
    bot = BotProcess(standin, tmp_path, env={"MTGBOT_DATABASE_URL": stopped_postgres.url,
                                             "MTGBOT_RULES": str(rules), "MTGBOT_WARM_GRAMMARS": "0"}).start()
    try:
        standin.wait(lambda: "Waiting for the database" in bot.output or bot.proc.poll() is not None, 60,
                     "the bot to say it waits for the database")
        assert bot.proc.poll() is None, f"the bot exited with {bot.proc.returncode}:\n{bot.output[-3000:]}"
        assert "127.0.0.1" in bot.output and "not available right now" in bot.output
        stopped_postgres.start()
        bot.wait_ready(120)
        inter = standin.interact(P.command("rule", {"reference": "101.4"}))
        standin.wait(lambda: inter.messages and "101.4" in P.text(inter.messages[-1]), 30, "the /rule's answer")
        assert "Traceback" not in bot.output, bot.output[-3000:]
    finally:
        bot.kill()
