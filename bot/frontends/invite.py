"""``python -m bot invite``: the URL that adds the bot to a server, with the least it needs.

The application id comes from ``MTGBOT_APPLICATION_ID`` (``--client-id``), else from the token:
a bot token's first segment is the application's id in base64, so a person who has only set
``DISCORD_TOKEN`` gets a working link. The token itself is never printed.

Permissions (integer :data:`PERMISSIONS`) are what the bot really does, and nothing more:

* the replies to slash commands, buttons and menus are interaction responses, which need no
  channel permission at all;
* table mode (``/resolve … mode:table``) posts its turns in the channel after the 15-minute
  interaction token has expired: View Channel, Send Messages, Send Messages in Threads (a game
  started in a thread) and Embed Links (its messages are embeds).

No message content, no members, no administrator; the scopes are ``bot`` (to join) and
``applications.commands`` (the slash commands).
"""

from __future__ import annotations

import base64
import binascii
import os
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, urlencode

from ..errors import BotError

SCOPES = ("bot", "applications.commands")
#: Discord's permission bits, by the name the Developer Portal shows.
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
EMBED_LINKS = 1 << 14
SEND_MESSAGES_IN_THREADS = 1 << 38
PERMISSIONS = VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | SEND_MESSAGES_IN_THREADS
PERMISSION_NAMES = ("View Channel", "Send Messages", "Send Messages in Threads", "Embed Links")
AUTHORIZE_URL = "https://discord.com/oauth2/authorize"
MAX_ID_DIGITS = 20  # a snowflake is a 64-bit integer: at most 20 digits


@dataclass(frozen=True)
class Invite:
    application_id: str
    source: str  # "setting" or "token": where the id came from

    @property
    def url(self) -> str:
        query = urlencode({"client_id": self.application_id, "scope": " ".join(SCOPES),
                           "permissions": str(PERMISSIONS)}, quote_via=quote)
        return f"{AUTHORIZE_URL}?{query}"

    def to_dict(self) -> dict[str, Any]:
        return {"url": self.url, "application_id": self.application_id, "scopes": list(SCOPES),
                "permissions": PERMISSIONS, "permission_names": list(PERMISSION_NAMES), "source": self.source}


def _snowflake(value: str) -> str | None:
    value = value.strip()
    return value if value.isdigit() and value.isascii() and len(value) <= MAX_ID_DIGITS else None


def application_id_from_token(token: str) -> str | None:
    """The id encoded in a bot token's first segment (base64 without padding), or None."""
    first = token.strip().split(".", 1)[0]
    if not first or len(first) > 40:
        return None
    try:
        decoded = base64.urlsafe_b64decode(first + "=" * (-len(first) % 4)).decode("ascii")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    return _snowflake(decoded)


def invite(client_id: str | None = None, environ: dict[str, str] | None = None) -> Invite:
    """The invite for ``client_id`` (``--client-id``), ``MTGBOT_APPLICATION_ID`` or the token."""
    env = os.environ if environ is None else environ
    given = client_id or env.get("MTGBOT_APPLICATION_ID") or ""
    if given.strip():
        found = _snowflake(given)
        if found is None:
            raise BotError.of("bad_input", "invite.error.bad_id", value=given.strip()[:30])
        return Invite(found, "setting")
    token = env.get("DISCORD_TOKEN") or ""
    found = application_id_from_token(token) if token else None
    if found is None:
        raise BotError.of("bad_config", "invite.error.no_id" if not token else "invite.error.bad_token")
    return Invite(found, "token")
