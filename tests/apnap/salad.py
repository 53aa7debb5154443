"""Word salad for the grammars' property tests: any list of a language's words is read whole or
refused with the words where the parse stopped, never a crash (one check for every language)."""

from __future__ import annotations

from collections.abc import Callable

from bot.apnap.grammar import Effect
from bot.apnap.grammar.sentences import Unread


def read_or_refused(read: Callable[[str], Effect], words: list[str]) -> None:
    """``read`` (``read_english``, ``read_spanish``) either refuses the salad (``Unread``) or reads it
    into steps that each keep the words they came from."""
    try:
        effect = read(" ".join(words))
    except Unread:
        return
    assert effect.steps and all(s.text for s in effect.steps)
