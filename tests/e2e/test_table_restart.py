"""A table game (``/resolve … mode:table``) survives the bot being killed mid-game: the session is
in the SQLite database, and the restarted process posts where the game stands and goes on."""

from __future__ import annotations

import pytest

from tests.e2e import payloads as P
from tests.e2e.harness import copy_db

pytestmark = pytest.mark.long  # two bot processes, one killed (tests/conftest.py)

pytest_plugins = ("tests.e2e.e2e_fixtures",)  # the stand-in, the prepared database, bot processes


def has_open_button(msg: dict) -> bool:
    return any(str(c.get("custom_id", "")).split(":")[2:3] == ["open"] for c in P.components(msg))


def latest_status(standin, seen: int) -> dict:
    """The newest channel message after the first ``seen`` that has a "Make my choice" button."""
    def find():
        return next((m for m in reversed(standin.channel_messages[seen:]) if has_open_button(m)), None)
    return standin.wait(find, 20, "a table status message")


def choose(standin, status: dict, user: int) -> str:
    """``user`` opens their prompt from ``status`` and picks the first option; returns its label."""
    opener = next(c for c in P.components(status) if str(c.get("custom_id", "")).split(":")[2:3] == ["open"])
    opened = standin.interact(P.click(status, opener["custom_id"], user=user))
    standin.wait(lambda: opened.messages and any(c.get("type") == 3 for c in P.components(opened.messages[0])),
                 15, "the private prompt")
    prompt = opened.messages[0]
    menu = P.find(prompt, kind=3, prefix="tbl:")
    option = menu["options"][0]
    picked = standin.interact(P.click(prompt, menu["custom_id"], values=[option["value"]], user=user))
    standin.wait(lambda: picked.callbacks, 15, "the pick's acknowledgement")
    assert not picked.refused
    return option["label"]


def test_a_killed_bot_continues_the_table_game_after_a_restart(standin, spawn, template_db, tmp_path):
    db = copy_db(template_db, tmp_path / "table.sqlite3")
    first = spawn(db=db, name="first", env={"MTGBOT_WARM_GRAMMARS": "1"})
    first.wait_ready()
    # Quick mode invents no board: the players' creatures are given, so each has a choice to make.
    board = (f"<@{P.ALICE}>: Grizzly Bears (creature), Llanowar Elves (creature); "
             f"<@{P.BOB}>: Hill Giant (creature), Goblin Guide (creature)")
    start = standin.interact(P.command("resolve", {"effect": "Each player sacrifices a creature.",
                                                   "players": f"<@{P.ALICE}> <@{P.BOB}>", "mode": "table",
                                                   "board": board}))
    # The answer may be deferred first ("thinking…") and edited into the status: wait for its button.
    standin.wait(lambda: start.messages and has_open_button(start.messages[0]), 15, "the table's first status")
    alice_pick = choose(standin, start.messages[0], P.ALICE)
    latest_status(standin, 0)  # Bob's turn, posted to the channel

    first.kill()  # SIGKILL: no clean shutdown, nothing saved on the way out
    killed_at = len(standin.channel_messages)
    second = spawn(db=db, name="second", env={"MTGBOT_WARM_GRAMMARS": "1"})
    second.wait_ready()
    resumed = latest_status(standin, killed_at)  # the restarted bot says where the game stands
    bob_pick = choose(standin, resumed, P.BOB)

    def finished():
        for msg in standin.channel_messages[killed_at:]:
            text = P.text(msg)
            if alice_pick in text and bob_pick in text and not has_open_button(msg):
                return text
        return None

    try:
        result = standin.wait(finished, 20, "the table's result with both choices")
    except AssertionError:
        raise AssertionError([P.text(m)[:300] for m in standin.channel_messages] + [second.output[-2000:]]) from None
    assert "sacrific" in result.lower()
    assert second.terminate() == 0
    traceback_at = second.output.find("Traceback")  # a failure shows the whole traceback (seen once under load)
    assert traceback_at < 0, second.output[max(0, traceback_at - 300):traceback_at + 4000]
