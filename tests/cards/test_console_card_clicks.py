"""The card message's buttons at the console (issue 26): ``press`` on "Resolve" asks who plays (what
Discord's modal asks) and resolves the card; the click goes through ``Actions.card_component``,
the handler the card cog calls too. Driven through the console's real input loop."""

from __future__ import annotations

import re

from bot.frontends.console import Console, console_loop
from bot.services import Services

BOARD = "Ana: Grizzly Bears (creature); Beto: Hill Giant (creature)"


async def test_press_resolve_on_a_card_asks_who_plays_and_resolves_it(carded_core: Services) -> None:
    services = carded_core
    printed: list[str] = []
    asked: list[str] = []

    def press_resolve(done: list[str]) -> str:
        found = re.search(r"\((\d+)\)\[[^\]]*Resolve", done[-1])
        assert found, done[-1]
        return f"press {found[1]}"

    script = iter(["/card Fleshbag Marauder", press_resolve, "Ana, Beto", BOARD])

    def read(prompt: str) -> str:
        asked.append(prompt)
        line = next(script, None)
        if line is None:
            raise EOFError
        return line(printed) if callable(line) else line

    console = Console(services, input_fn=read)
    await console_loop(console, read=read, write=printed.append)
    card, resolved = printed
    assert "Fleshbag Marauder" in card and "sacrifices a creature" in card
    assert any("Resolve Fleshbag Marauder: players" in p for p in asked)
    assert "Beto sacrifices Hill Giant" in resolved and "⚠" not in resolved


async def test_input_that_ends_at_the_players_question_ends_the_console_quietly(carded_core: Services) -> None:
    services = carded_core
    printed: list[str] = []
    lines = iter(["/card Fleshbag Marauder"])

    def read(prompt: str) -> str:
        if prompt == "> " and printed and "Resolve" in printed[-1] and not any("press" in p for p in printed):
            number = re.search(r"\((\d+)\)\[[^\]]*Resolve", printed[-1])
            assert number
            printed.append(f"press {number[1]}")  # noted, so it is typed once
            return f"press {number[1]}"
        line = next(lines, None)
        if line is None:
            raise EOFError
        return line

    await console_loop(Console(services, input_fn=read), read=read, write=printed.append)
    assert "Fleshbag Marauder" in printed[0]
    assert not any("went wrong" in p.lower() or "internal" in p.lower() for p in printed), printed
