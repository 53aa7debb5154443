"""Every component custom id the bot sends: one grammar per prefix, registered here, decoded here.

A custom id (at most 100 characters) carries all the state its click needs, so a button keeps
working after a restart and in messages sent long ago: these grammars only ever grow. Each prefix
has one :class:`Grammar` (a regex and the typed id a match becomes), registered with
:func:`grammar` by the module that owns the prefix, and one handler registered with
:func:`bot.presentation.clicks.route` (usually in the same module). The bot's own prefixes:

* ``mtg:<action>[+]:<lang>:<page>:<arg>`` → :class:`RuleId` — rules navigation; a rule number in
  ``arg`` may end in ``@<effective date>`` for an older release. ``+`` marks a page turn of the
  same view. Who a public view was made for is not in the id: it is the message's interaction
  user, so a rendered message is the same for everyone and can be cached.
* ``tbl:<session>:<action>:<seq>[:<arg>]`` → :class:`TableId` — table-mode resolver sessions.
* ``crd:<action>:<lang>:<page>:<card key>`` → :class:`CardId` — a card's rulings page (``p``) or
  "Resolve" (``v``).

Discord's dynamic item (``cogs/ui.py``) matches any id of :data:`ID_SHAPE`, so a prefix added
later needs nothing on the Discord side.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, is_dataclass
from typing import Any, Generic, TypeVar

T = TypeVar("T")

#: A prefix: a few lowercase letters. Every custom id the bot sends is ``<prefix>:<body>``.
PREFIX_RE = re.compile(r"[a-z]{2,8}")
#: The shape of any custom id the bot sends (the Discord dynamic item's template; Discord allows
#: 100 characters in all).
ID_SHAPE = rf"{PREFIX_RE.pattern}:.{{1,97}}"


@dataclass(frozen=True, slots=True)
class Grammar(Generic[T]):
    """One custom-id prefix: the regex of the whole id and how its match becomes the typed id."""

    prefix: str
    pattern: re.Pattern[str]
    read: Callable[[re.Match[str]], T]

    def read_id(self, custom_id: str) -> T | None:
        m = self.pattern.fullmatch(custom_id)
        return self.read(m) if m else None


#: Every registered prefix and its grammar (the bot's own, and any a presentation module adds).
GRAMMARS: dict[str, Grammar[Any]] = {}


def grammar(prefix: str, body: str, read: Callable[[re.Match[str]], T]) -> Grammar[T]:
    """Register the grammar of ``prefix``: ``body`` is the regex after ``<prefix>:``, ``read``
    builds the typed id from its match. A prefix another grammar already holds is refused (the
    same grammar again, as a reloaded module registers it, replaces it)."""
    if not PREFIX_RE.fullmatch(prefix):
        raise ValueError(f"a custom-id prefix is 2 to 8 lowercase letters, not {prefix!r}")
    new = Grammar(prefix, re.compile(rf"{prefix}:{body}"), read)
    old = GRAMMARS.get(prefix)
    if old is not None and old.pattern.pattern != new.pattern.pattern:
        raise ValueError(f"the custom-id prefix {prefix!r} is taken by another grammar")
    GRAMMARS[prefix] = new
    return new


RULES, TABLE, CARD = "mtg", "tbl", "crd"


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


RULE_IDS = grammar(RULES, r"(?P<action>[a-z])(?P<nav>\+?):(?P<lang>en|es):(?P<page>\d{1,4}):(?P<arg>.{0,80})",
                   lambda m: RuleId(m["action"], bool(m["nav"]), m["lang"], int(m["page"]), m["arg"]))
TABLE_IDS = grammar(TABLE, r"(?P<sid>[0-9a-f]{6,16}):(?P<action>[a-z]+):(?P<seq>\d{1,5})(?::(?P<arg>.{0,40}))?",
                    lambda m: TableId(m["sid"], m["action"], int(m["seq"]), m["arg"]))
CARD_IDS = grammar(CARD, r"(?P<action>[pv]):(?P<lang>en|es):(?P<page>\d{1,4}):(?P<key>[0-9a-f]{12})",
                   lambda m: CardId(m["action"], m["lang"], int(m["page"]), m["key"]))


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


def prefix_of(custom_id: str) -> str:
    """The prefix a custom id names (``""`` for text without one)."""
    prefix, colon, _ = custom_id.partition(":")
    return prefix if colon else ""


def decode(custom_id: str) -> object | None:
    """The typed id of any custom id a registered grammar reads; None for anything else (a foreign
    or forged id is refused by the router, never half-read)."""
    known = GRAMMARS.get(prefix_of(custom_id))
    return known.read_id(custom_id) if known is not None else None


def parse_custom_id(custom_id: str) -> dict[str, Any] | None:
    """:func:`decode` as a plain dict with its ``kind`` (the prefix), for callers that print or
    compare ids; new code matches on the typed id instead."""
    decoded = decode(custom_id)
    if decoded is None or not is_dataclass(decoded) or isinstance(decoded, type):
        return None
    return {"kind": prefix_of(custom_id), **asdict(decoded)}
