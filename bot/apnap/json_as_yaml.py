"""A scenario sent as JSON, read by the json module where YAML would read it the same way.

Why: JSON is nearly YAML, and even the C YAML loader builds every node in Python: reading a
four-player board took a fifth of a whole resolution (issue #22's corpus bench sends JSON, as the
front ends that build scenarios do). The json module reads the same text about twenty times faster.
Only texts both read alike take this path; anything else (None here) goes to YAML, errors included:

- no number with a fraction or an exponent, no NaN or Infinity (YAML 1.1 reads "1e5" as text);
- no escaped surrogate pair ("\\ud83d\\ude00": YAML refuses it), no tab (YAML refuses some), no
  character YAML does not allow in a stream, no line or paragraph separator (YAML folds them);
- no key that might pass YAML's limit of 1024 characters of text for a key.
"""

from __future__ import annotations

import json
import re
from typing import Any

# Outside YAML's printable set (YAML 1.1, 5.1; PyYAML and libyaml check the same), plus NEL and the
# Unicode line and paragraph separators, which YAML folds inside quoted text; tabs, too.
_NOT_YAML_ALIKE = re.compile("[^\x0a\x0d\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
# YAML refuses a key spanning 1024 characters of text; escaped ("\u00e9"), a character takes up to six.
_LONGEST_KEY = 128
_LONG_STRING = re.compile(f'"[^"]{{{_LONGEST_KEY + 1}}}')  # without an escaped quote, the only long strings


class _Unlike(Exception):
    """Something YAML would read differently: the text goes to YAML."""


def _unlike(_: str) -> Any:
    raise _Unlike


def _mapping(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    if any(len(key) > _LONGEST_KEY for key, _ in pairs):
        raise _Unlike
    return dict(pairs)  # a repeated key: the last one wins, as in YAML's loader


def _yaml_alike(text: str) -> bool:
    """No character YAML refuses or folds (for ASCII, a fast test: only line ends and printables)."""
    if text.isascii():
        return text.replace("\n", "").replace("\r", "").isprintable()
    return _NOT_YAML_ALIKE.search(text) is None


def plain_json(text: str) -> dict[str, Any] | None:
    """The JSON object ``text`` is, when YAML would read exactly the same; else None."""
    if not text.lstrip(" \r\n").startswith("{"):
        return None
    if not _yaml_alike(text) or ("\\u" in text and _SURROGATE_ESCAPE.search(text)):
        return None
    # Only where a string may be too long for a key are the keys checked (that doubles the time).
    keys_checked = '\\"' in text or _LONG_STRING.search(text) is not None
    try:
        data = json.loads(text, parse_float=_unlike, parse_constant=_unlike,
                          object_pairs_hook=_mapping if keys_checked else None)
    except (ValueError, _Unlike, RecursionError):
        return None
    return data if isinstance(data, dict) else None
