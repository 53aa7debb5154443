"""Component custom ids (all ≤ 100 characters), in two grammars parsed by :func:`parse_custom_id`:

* ``mtg:<action>[+]:<lang>:<page>:<arg>`` — rules navigation; a rule number in ``arg`` may end in
  ``@<effective date>`` for an older release. ``+`` marks a page turn of the same view. Who a
  public view was made for is not in the id: it is the message's interaction user, so a rendered
  message is the same for everyone and can be cached.
* ``tbl:<session>:<action>:<seq>[:<arg>]`` — table-mode resolver sessions.
"""

from __future__ import annotations

import re
from typing import Any

MTG_ID_RE = re.compile(
    r"mtg:(?P<action>[a-z])(?P<nav>\+?):(?P<lang>en|es):(?P<page>\d{1,4}):(?P<arg>.{0,80})"
)
TABLE_ID_RE = re.compile(r"tbl:(?P<sid>[0-9a-f]{6,16}):(?P<action>[a-z]+):(?P<seq>\d{1,5})(?::(?P<arg>.{0,40}))?")


def mtg_id(action: str, lang: str, page: int, arg: str, *, nav: bool = False) -> str:
    return f"mtg:{action}{'+' if nav else ''}:{lang}:{page}:{arg}"


def split_rule_arg(arg: str) -> tuple[str, str | None]:
    """``"101.4@2024-11-08"`` → ``("101.4", "2024-11-08")``; no ``@`` means the current release."""
    number, _, version = arg.partition("@")
    return number, version or None


def table_id(session_id: str, action: str, seq: int, arg: str | None = None) -> str:
    return f"tbl:{session_id}:{action}:{seq}" + (f":{arg}" if arg is not None else "")


def parse_custom_id(custom_id: str) -> dict[str, Any] | None:
    m = MTG_ID_RE.fullmatch(custom_id)
    if m:
        return {"kind": "mtg", "action": m["action"], "nav": bool(m["nav"]), "lang": m["lang"],
                "page": int(m["page"]), "arg": m["arg"]}
    m = TABLE_ID_RE.fullmatch(custom_id)
    if m:
        return {"kind": "tbl", "session": m["sid"], "action": m["action"], "seq": int(m["seq"]), "arg": m["arg"]}
    return None
