"""INTERACTION_CREATE payloads as Discord sends them: slash commands, autocomplete, clicks."""

from __future__ import annotations

from typing import Any

from tests.e2e.standin import ALL_PERMISSIONS, APP_ID, StandIn

GUILD = 900000000000000000  # shard (GUILD >> 22) % 2 == 0
OTHER_GUILD = GUILD + (1 << 22)  # the next shard
CHANNEL = 910000000000000000
ALICE, BOB = 920000000000000001, 920000000000000002


def _base(kind: int, user: int, guild: int | None, locale: str) -> dict[str, Any]:
    who = StandIn.user(user, f"player{user % 1000}")
    out: dict[str, Any] = {
        "type": kind, "version": 1, "locale": locale, "channel_id": str(CHANNEL),
        "channel": {"id": str(CHANNEL), "type": 0, "name": "rules", "guild_id": str(guild) if guild else None,
                    "permissions": ALL_PERMISSIONS, "position": 0, "nsfw": False},
        "app_permissions": ALL_PERMISSIONS, "entitlements": [],
        "authorizing_integration_owners": {"0": str(guild)} if guild else {"1": str(user)},
        "context": 0, "attachment_size_limit": 10 * 1024 * 1024, "application_id": str(APP_ID),
    }
    if guild is None:
        out["user"] = who
        out["context"] = 1
    else:
        out.update(guild_id=str(guild), guild_locale="en-US", guild={"id": str(guild), "locale": "en-US",
                                                                   "features": []},
                   member={"user": who, "roles": [], "joined_at": "2025-01-01T00:00:00+00:00", "deaf": False,
                           "mute": False, "flags": 0, "permissions": ALL_PERMISSIONS, "nick": None})
    return out


def command(name: str, options: dict[str, Any] | None = None, *, user: int = ALICE, guild: int | None = GUILD,
            locale: str = "en-US", focused: str | None = None) -> dict[str, Any]:
    """A slash command (``type`` 2), or its autocomplete request (4) when ``focused`` names an option."""
    opts = []
    for key, value in (options or {}).items():
        opt = {"name": key, "type": 4 if isinstance(value, int) else 3, "value": value}
        if key == focused:
            opt["focused"] = True
        opts.append(opt)
    payload = _base(4 if focused else 2, user, guild, locale)
    payload["data"] = {"id": "1", "name": name, "type": 1, "options": opts}
    return payload


def with_file(payload: dict[str, Any], option: str, attachment: dict[str, Any]) -> dict[str, Any]:
    """A slash command ``payload`` with a file option (type 11) holding ``attachment`` (StandIn.attach)."""
    payload["data"]["options"].append({"name": option, "type": 11, "value": attachment["id"]})
    payload["data"]["resolved"] = {"attachments": {attachment["id"]: attachment}}
    return payload


def click(message: dict[str, Any], custom_id: str, *, values: list[str] | None = None, user: int = ALICE,
          guild: int | None = GUILD, locale: str = "en-US") -> dict[str, Any]:
    """A button press (or a select-menu pick, with ``values``) on ``message``."""
    payload = _base(3, user, guild, locale)
    payload["data"] = {"custom_id": custom_id, "component_type": 3 if values is not None else 2}
    if values is not None:
        payload["data"]["values"] = values
    payload["message"] = message
    return payload


def components(message: dict[str, Any] | None) -> list[dict[str, Any]]:
    """Every button and select in a message, flattened."""
    return [c for row in (message or {}).get("components") or [] for c in row.get("components", [])]


def find(message: dict[str, Any] | None, *, kind: int, prefix: str = "") -> dict[str, Any]:
    for c in components(message):
        if c.get("type") == kind and str(c.get("custom_id", "")).startswith(prefix):
            return c
    raise AssertionError(f"no component of type {kind} starting {prefix!r} in {components(message)}")


def text(message: dict[str, Any] | None) -> str:
    """A message's readable text: content, embed titles, descriptions and fields."""
    if not message:
        return ""
    parts = [message.get("content") or ""]
    for e in message.get("embeds") or []:
        parts += [e.get("title") or "", e.get("description") or ""]
        parts += [f"{f.get('name')} {f.get('value')}" for f in e.get("fields") or []]
        parts.append((e.get("footer") or {}).get("text") or "")
    return "\n".join(parts)
