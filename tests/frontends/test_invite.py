"""``python -m bot invite``: the application id from a setting or the token, the least permissions."""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.errors import BotError
from bot.frontends.invite import PERMISSIONS, application_id_from_token, invite

REPO = Path(__file__).resolve().parents[2]


def token_for(app_id: str) -> str:
    first = base64.b64encode(app_id.encode()).decode().rstrip("=")
    return f"{first}.GhIjKl.{'x' * 38}"


@given(st.integers(min_value=1, max_value=2**64 - 1))
def test_the_id_comes_back_from_any_token(snowflake):
    assert application_id_from_token(token_for(str(snowflake))) == str(snowflake)


def test_the_url_has_both_scopes_and_only_the_needed_permissions():
    link = invite(environ={"DISCORD_TOKEN": token_for("123456789012345678")})
    query = parse_qs(urlsplit(link.url).query)
    assert query == {"client_id": ["123456789012345678"], "scope": ["bot applications.commands"],
                     "permissions": ["274877926400"]}
    assert "%20" in link.url and link.source == "token"
    # View Channel, Send Messages, Embed Links, Send Messages in Threads; never Administrator (bit 3)
    assert PERMISSIONS == (1 << 10) | (1 << 11) | (1 << 14) | (1 << 38) and not PERMISSIONS & (1 << 3)


def test_the_setting_wins_over_the_token_and_bad_values_are_refused():
    env = {"MTGBOT_APPLICATION_ID": " 42 ", "DISCORD_TOKEN": token_for("7")}
    assert invite(environ=env).application_id == "42"
    for env, code in (({}, "bad_config"), ({"DISCORD_TOKEN": "not-a-token"}, "bad_config"),
                      ({"MTGBOT_APPLICATION_ID": "12ab"}, "bad_input"),
                      ({"MTGBOT_APPLICATION_ID": "9" * 21}, "bad_input")):
        with pytest.raises(BotError) as info:
            invite(environ=env)
        assert info.value.code == code and info.value.text("es") != info.value.text("en")


def test_the_command_prints_the_link_and_never_the_token():
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MTGBOT_", "DISCORD_"))}
    token = token_for("555")
    p = subprocess.run([sys.executable, "-m", "bot", "invite", "--json"], cwd=REPO, capture_output=True, text=True,
                       env=dict(env, DISCORD_TOKEN=token), timeout=60)
    assert p.returncode == 0 and json.loads(p.stdout)["url"].startswith("https://discord.com/oauth2/authorize?")
    assert token not in p.stdout + p.stderr
    p = subprocess.run([sys.executable, "-m", "bot", "invite"], cwd=REPO, capture_output=True, text=True, env=env,
                       timeout=60)
    assert p.returncode == 2 and "MTGBOT_APPLICATION_ID" in p.stderr and "Traceback" not in p.stderr
