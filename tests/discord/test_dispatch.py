"""End to end through discord.py's own dispatch, with HTTP faked at one seam (discord-notes §3.7).

``tree._call`` and ``webhook.async_.async_context`` are private: discord.py is pinned (<2.8) and
only a handful of tests use them.
"""

from __future__ import annotations

import asyncio

import discord
import pytest
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

APP_ID = 4242


class RecordingAdapter(AsyncWebhookAdapter):
    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, str, dict | None]] = []
        self._recorded = asyncio.Event()  # set on every call: tests wait on it, never on a timer

    async def request(self, route, session, *, payload=None, multipart=None, files=None, **kwargs):
        if multipart and payload is None:
            import json

            payload = json.loads(multipart[0]["value"])
        self.calls.append((route.method, route.path, payload))
        self._recorded.set()
        if route.path.endswith("/callback"):
            return {"interaction": {"id": "1", "type": (payload or {}).get("type", 4)}}
        if route.method == "DELETE":
            return None
        return {"id": "77", "channel_id": "800", "type": 0, "content": (payload or {}).get("content") or "",
                "author": {"id": str(APP_ID), "username": "bot", "discriminator": "0", "avatar": None},
                "attachments": [], "embeds": [], "mentions": [], "mention_roles": [], "pinned": False,
                "mention_everyone": False, "tts": False, "timestamp": "2026-04-17T00:00:00+00:00",
                "edited_timestamp": None, "flags": (payload or {}).get("flags", 0), "components": []}

    def callbacks(self) -> list[dict]:
        return [p for m, path, p in self.calls if path.endswith("/callback")]

    async def callbacks_reach(self, count: int, seconds: float = 20.0) -> list[dict]:
        """The callbacks once there are ``count`` of them: a click is dispatched as a task, so its
        answer comes later. ``seconds`` only guards against a hang."""

        async def arrived() -> None:
            while len(self.callbacks()) < count:
                self._recorded.clear()
                await self._recorded.wait()

        await asyncio.wait_for(arrived(), seconds)
        return self.callbacks()


@pytest.fixture
def adapter():
    rec = RecordingAdapter()
    token = async_context.set(rec)
    yield rec
    async_context.reset(token)


def _user(uid: int) -> dict:
    return {"id": str(uid), "username": f"user{uid}", "discriminator": "0", "avatar": None, "global_name": None}


def payload(itype: int, data: dict, *, locale: str = "en-US", user: int = 111, message: dict | None = None) -> dict:
    out = {
        "id": "9001", "application_id": str(APP_ID), "type": itype, "token": "interaction-token", "version": 1,
        "channel_id": "800", "guild_id": "900", "locale": locale, "guild_locale": "en-US", "app_permissions": "0",
        "entitlements": [], "authorizing_integration_owners": {}, "context": 0, "attachment_size_limit": 8388608,
        "member": {"user": _user(user), "roles": [], "joined_at": "2020-01-01T00:00:00+00:00", "deaf": False,
                   "mute": False, "flags": 0, "permissions": "0"},
        "channel": {"id": "800", "type": 0, "guild_id": "900", "name": "rules", "position": 0,
                    "permission_overwrites": [], "nsfw": False, "parent_id": None},
        "data": data,
    }
    if message is not None:
        out["message"] = message
    return out


def command(name: str, **options) -> dict:
    return {"id": "3", "name": name, "type": 1,
            "options": [{"name": k, "type": 3, "value": v} for k, v in options.items()]}


def interaction(bot, data: dict) -> discord.Interaction:
    state = bot._connection
    if state.user is None:
        state.user = discord.ClientUser(state=state, data=_user(APP_ID) | {"bot": True})
    state.application_id = APP_ID
    return discord.Interaction(data=data, state=state)


def sent_message(sent: dict, message_id: str, message_type: int) -> dict:
    """The message Discord would have created from the callback ``sent``, answering user 111's command."""
    return {"id": message_id, "channel_id": "800", "type": message_type, "content": "", "author": _user(APP_ID),
            "attachments": [], "embeds": sent["embeds"], "mentions": [], "mention_roles": [], "pinned": False,
            "mention_everyone": False, "tts": False, "timestamp": "2026-04-17T00:00:00+00:00",
            "edited_timestamp": None, "flags": 0, "components": sent["components"],
            "interaction_metadata": {"id": "9001", "type": 2, "user": _user(111),
                                     "authorizing_integration_owners": {}}}


def first_component(sent: dict, prefix: str) -> dict:
    return next(c for row in sent["components"] for c in row["components"]
                if c.get("custom_id", "").startswith(prefix))


async def test_slash_command_in_spanish(bot, adapter):
    await bot.tree._call(interaction(bot, payload(2, command("rule", reference="101.4"), locale="es-ES")))
    [cb] = adapter.callbacks()
    assert cb["type"] == 4
    data = cb["data"]
    assert data["embeds"][0]["title"] == "CR 101.4 — vigente desde 2026-04-17"
    assert data["allowed_mentions"] == {"parse": []}
    assert not data.get("flags")
    assert data["components"] and all(len(row["components"]) <= 5 for row in data["components"])


async def test_autocomplete_callback(bot, adapter):
    data = {"id": "3", "name": "rule", "type": 1,
            "options": [{"name": "reference", "type": 3, "value": "tram", "focused": True}]}
    await bot.tree._call(interaction(bot, payload(4, data)))
    [cb] = adapter.callbacks()
    assert cb["type"] == 8
    choices = cb["data"]["choices"]
    assert 1 <= len(choices) <= 25 and all(len(c["name"]) <= 100 for c in choices)
    assert choices[0]["value"] == "trample"


async def test_error_handler_answers_privately(bot, adapter):
    await bot.tree._call(interaction(bot, payload(2, command("rule", reference="999.9"))))
    [cb] = adapter.callbacks()
    assert cb["type"] == 4 and cb["data"]["flags"] & 64
    assert cb["data"]["embeds"][0]["title"].startswith("⚠")


async def test_deferred_command_then_followup(all_versions_core, adapter):
    from tests.discord.botkit import make_bot

    bot = await make_bot(all_versions_core)
    try:
        await bot.tree._call(interaction(bot, payload(2, command("changes", rule="701.21"))))
        methods = [(m, p.split("/")[1]) for m, p, _ in adapter.calls]
        assert methods[0] == ("POST", "interactions") and adapter.calls[0][2]["type"] == 5  # thinking…
        followup = adapter.calls[-1]
        assert followup[0] == "POST" and followup[1].startswith("/webhooks/")
        assert "701.17" in followup[2]["embeds"][0]["description"]
    finally:
        await bot.close()


async def test_component_click_through_the_view_store(bot, adapter):
    await bot.tree._call(interaction(bot, payload(2, command("rule", reference="101.4"))))
    sent = adapter.callbacks()[0]["data"]
    message = sent_message(sent, "555", 0)
    button = first_component(sent, "mtg:s:")
    data = {"custom_id": button["custom_id"], "component_type": 2}
    bot._connection.parse_interaction_create(payload(3, data, user=222, message=message))
    cb = (await adapter.callbacks_reach(2))[-1]
    assert cb["type"] == 4 and cb["data"]["flags"] & 64  # a new private message for the other user
    assert "101.4a" in cb["data"]["embeds"][0]["description"]


async def test_page_turn_by_the_command_user_updates_in_place(bot, adapter):
    await bot.tree._call(interaction(bot, payload(2, command("rule", reference="205.3m"), locale="es-ES")))
    sent = adapter.callbacks()[0]["data"]
    message = sent_message(sent, "556", 20)
    nxt = first_component(sent, "mtg:r+:es:1:")
    for user, expected in ((111, 7), (222, 4)):
        before = len(adapter.callbacks())
        data = {"custom_id": nxt["custom_id"], "component_type": 2}
        bot._connection.parse_interaction_create(payload(3, data, user=user, message=message, locale="es-ES"))
        cb = (await adapter.callbacks_reach(before + 1))[-1]
        assert cb["type"] == expected  # 7: update the message; 4: a new (private) message
        assert "Página 2 de" in cb["data"]["embeds"][0]["footer"]["text"]
