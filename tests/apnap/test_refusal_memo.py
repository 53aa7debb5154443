"""A text the grammar refuses is read once per process, as an Effect is (bot/apnap/grammar/effect.py ``_ParseMemo``,
issue #22: one request read a card's refused static line six times, both grammars each time), and each caller gets
an error of its own."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import effect
from bot.errors import BotError

REFUSED = "You may play the top card of your library. If you cast a spell this way, pay life equal to its mana value."


def test_a_refused_text_is_read_once_and_each_caller_gets_its_own_error(monkeypatch: pytest.MonkeyPatch) -> None:
    effect.parse_effect.cache_clear()
    reads: list[tuple[str, str]] = []
    read = effect.read

    def counted(text: str, lang: str, antecedent: str = "") -> object:
        reads.append((text, lang))
        return read(text, lang, antecedent)

    monkeypatch.setattr(effect, "read", counted)
    errors = []
    for _ in range(3):
        with pytest.raises(BotError) as caught:
            effect.parse_effect(REFUSED)
        errors.append(caught.value)
    assert len(reads) == 2  # English, then Spanish, once: the second and third asks are the kept refusal
    first, second, _ = errors
    assert first is not second and first.code == second.code == "unsupported_effect"
    assert first.message == second.message and first.params == second.params
    first.suggestions.append("changed")
    first.params["changed"] = True
    with pytest.raises(BotError) as again:
        effect.parse_effect(REFUSED)
    assert "changed" not in again.value.suggestions and "changed" not in again.value.params
    effect.parse_effect.cache_clear()
    with pytest.raises(BotError):
        effect.parse_effect(REFUSED)
    assert len(reads) == 4  # emptied (the speed figure's cold requests): read again


def test_an_effect_is_still_the_one_kept_object() -> None:
    effect.parse_effect.cache_clear()
    assert effect.parse_effect("Each player draws a card.") is effect.parse_effect("Each player draws a card.")
    assert effect.parse_effect.cache_info().currsize == 1
