"""The offline console's command handler with hostile lines: :meth:`Console.handle` always
returns text (or None for /quit) and never raises, so one bad line cannot end the console; the
stored data never changes (``hostile_db``)."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tests.hostile.hostile_inputs import NASTY, any_text

# The fixtures (a seeded, fingerprinted database; services opened once per module).
pytest_plugins = ["tests.hostile.hostile_fixtures"]

HANG = 30.0  # a hang guard, not a speed check
FUZZ = settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))

COMMANDS = ["rule", "define", "translate", "search", "changes", "diff", "resolve", "lang", "help", "RULE", "", "r"]
# `file:` is left out on purpose: it reads a path on the console user's own machine.
OPTIONS = ["lang", "version", "from", "to", "rule", "players", "active", "effect", "mode"]

option = st.builds(lambda k, v: f"{k}:{v}", st.sampled_from(OPTIONS),
                   st.one_of(st.sampled_from(["es", "en", "table", "2026-04-17", "Alice,Bob", "x"]), any_text))
line = st.one_of(
    any_text,
    st.builds(lambda cmd, arg, opts: " ".join([f"/{cmd}", arg, *opts]),
              st.sampled_from(COMMANDS), any_text, st.lists(option, max_size=3)),
)


def _no_more_input(prompt: str) -> str:
    raise StopIteration  # a table-mode prompt with nobody at the keyboard: the console reads EOF


@pytest.fixture(scope="module")
def console(services):
    from bot.frontends.console import Console

    shown: list[str] = []
    return Console(services, input_fn=_no_more_input, output=shown.append, clear_screen=lambda: None)


def _handle(console, loop, text: str) -> str | None:
    return loop.run_until_complete(asyncio.wait_for(console.handle(text), HANG))


@FUZZ
@given(text=line)
@example(text="/rule ١٠١.٤ lang:es")
@example(text="/rule १०१.४")
@example(text="/rule 𝟏𝟎𝟏.𝟒")
@example(text="/rule １０１．４")
@example(text='/resolve effect:"Each player sacrifices a creature." players:Alice,Bob mode:table')
@example(text="/resolve players:\x1b[31mA\u202e,Bob effect:x")
@example(text="/rule \"unclosed")
def test_any_line_gets_an_answer_never_an_exception(console, loop, text):
    out = _handle(console, loop, text)
    assert out is None or isinstance(out, str)
    if out is not None:
        assert "Traceback" not in out


#: What must never reach the terminal from what the user typed: escape sequences, NUL, and the
#: bidirectional overrides that make a line read differently from what it holds.
RAW = ("\x1b", "\x00", "\u202e", "\u2066")


def test_every_nasty_string_after_every_command(console, loop):
    for cmd in COMMANDS:
        for text in NASTY:
            out = _handle(console, loop, f"/{cmd} {text}")
            assert out and out.strip() and "Traceback" not in out, (cmd, text)  # an answer, never silence
            assert not [c for c in RAW if c in out], (cmd, text)  # echoed only sanitised


def test_references_in_other_scripts_show_the_rule(console, loop):
    for ref in ("١٠١.٤", "१०१.४", "𝟏𝟎𝟏.𝟒", "１０１．４", "101,4"):
        out = _handle(console, loop, f"/rule {ref} lang:en")
        assert out is not None and "CR 101.4 " in out


@pytest.mark.parametrize("lang, words", [("en", "too large (at most 1000)"), ("es", "demasiado grande (máximo 1000)")])
def test_a_huge_x_is_too_large_not_not_a_number(console, loop, lang, words):
    out = _handle(console, loop, f'/resolve effect:"Target player loses X life." players:Alice,Bob '
                                 f"x:1000000000000 lang:{lang}")
    assert out is not None and words in out and "1000000000000" in out
