"""Every component custom id the bot sends, encoded and decoded here and nowhere else.

A custom id (at most 100 characters) carries all the state its click needs, so a button keeps
working after a restart and in messages sent long ago: these grammars only ever grow. Each prefix
has one grammar, one typed decoded id, and one route in :data:`bot.presentation.actions.ROUTES`:

* ``mtg:<action>[+]:<lang>:<page>:<arg>`` → :class:`RuleId` — rules navigation; a rule number in
  ``arg`` may end in ``@<effective date>`` for an older release. ``+`` marks a page turn of the
  same view. Who a public view was made for is not in the id: it is the message's interaction
  user, so a rendered message is the same for everyone and can be cached.
* ``tbl:<session>:<action>:<seq>[:<arg>]`` → :class:`TableId` — table-mode resolver sessions.
* ``crd:<action>:<lang>:<page>:<card key>`` → :class:`CardId` — a card's rulings page (``p``) or
  "Resolve" (``v``).

:data:`PREFIXES` is the registry the Discord dynamic item's template is built from.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import Any

MTG_ID_RE = re.compile(
    r"mtg:(?P<action>[a-z])(?P<nav>\+?):(?P<lang>en|es):(?P<page>\d{1,4}):(?P<arg>.{0,80})"
)
TABLE_ID_RE = re.compile(r"tbl:(?P<sid>[0-9a-f]{6,16}):(?P<action>[a-z]+):(?P<seq>\d{1,5})(?::(?P<arg>.{0,40}))?")
CARD_ID_RE = re.compile(r"crd:(?P<action>[pv]):(?P<lang>en|es):(?P<page>\d{1,4}):(?P<key>[0-9a-f]{12})")

RULES, TABLE, CARD = "mtg", "tbl", "crd"
#: Every custom-id prefix the bot sends; each has a grammar above and a route in actions.ROUTES.
PREFIXES = (RULES, TABLE, CARD)
#: Longest custom id after its prefix and colon (Discord allows 100 characters in all).
BODY_MAX = 96


@dataclass(frozen=True, slots=True)
class RuleId:
    """An ``mtg:`` click: ``action`` is one letter (r rule, s/x/a lists, g glossary, q search,
    c changes, o a menu, n the inert page indicator); ``nav`` marks a page turn."""

    action: str
    nav: bool
    lang: str
    page: int
    arg: str
    prefix = RULES


@dataclass(frozen=True, slots=True)
class TableId:
    """A ``tbl:`` click: a table session's button or menu, for the prompt numbered ``seq``."""

    session: str
    action: str
    seq: int
    arg: str | None
    prefix = TABLE


@dataclass(frozen=True, slots=True)
class CardId:
    """A ``crd:`` click: ``p`` turns the card's rulings to ``page``, ``v`` resolves the card."""

    action: str
    lang: str
    page: int
    key: str
    prefix = CARD


CustomId = RuleId | TableId | CardId


def mtg_id(action: str, lang: str, page: int, arg: str, *, nav: bool = False) -> str:
    return f"{RULES}:{action}{'+' if nav else ''}:{lang}:{page}:{arg}"


def table_id(session_id: str, action: str, seq: int, arg: str | None = None) -> str:
    return f"{TABLE}:{session_id}:{action}:{seq}" + (f":{arg}" if arg is not None else "")


def card_id(action: str, lang: str, page: int, key: str) -> str:
    return f"{CARD}:{action}:{lang}:{page}:{key}"


def split_rule_arg(arg: str) -> tuple[str, str | None]:
    """``"101.4@2024-11-08"`` → ``("101.4", "2024-11-08")``; no ``@`` means the current release."""
    number, _, version = arg.partition("@")
    return number, version or None


def decode(custom_id: str) -> CustomId | None:
    """The typed id of any custom id the bot ever sent; None for anything else (a foreign or
    forged id is refused by the router, never half-read)."""
    m = MTG_ID_RE.fullmatch(custom_id)
    if m:
        return RuleId(m["action"], bool(m["nav"]), m["lang"], int(m["page"]), m["arg"])
    m = TABLE_ID_RE.fullmatch(custom_id)
    if m:
        return TableId(m["sid"], m["action"], int(m["seq"]), m["arg"])
    m = CARD_ID_RE.fullmatch(custom_id)
    if m:
        return CardId(m["action"], m["lang"], int(m["page"]), m["key"])
    return None


def parse_custom_id(custom_id: str) -> dict[str, Any] | None:
    """:func:`decode` as a plain dict with its ``kind`` (the prefix), for callers that print or
    compare ids; new code matches on the typed id instead."""
    decoded = decode(custom_id)
    if decoded is None:
        return None
    out = asdict(decoded)
    return {"kind": decoded.prefix, **out}
