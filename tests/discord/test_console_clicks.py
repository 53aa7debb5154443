"""The console's buttons and menus can be used (issue 26): each has a number as printed; ``press N``
and ``pick N A B`` (``pulsar``, ``elegir``) send its custom id to the handler a click on Discord
reaches. Driven through the console's real input loop (``console_loop``) with a scripted reader."""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.catalog import t
from bot.frontends.console import Console, console_loop
from bot.frontends.text import to_text

Line = str | Callable[[list[str]], str]


async def session(console: Console, lines: list[Line]) -> list[str]:
    """Run the loop on ``lines`` (a line may be computed from what was printed so far); returns
    what it printed, one entry per answer."""
    printed: list[str] = []
    script = iter(lines)

    def read(prompt: str) -> str:
        line = next(script, None)
        if line is None:
            raise EOFError
        return line(printed) if callable(line) else line

    await console_loop(console, read=read, write=printed.append)
    return printed


def number_of(label: str) -> Callable[[list[str]], str]:
    """``press N`` for the button whose label starts with ``label`` in the last answer that has one
    (refusals in between keep the buttons)."""

    def line(printed: list[str]) -> str:
        found = next((m for text in reversed(printed) if (m := re.search(r"\((\d+)\)\[" + re.escape(label), text))),
                     None)
        assert found, f"no button {label!r} in:\n{printed}"
        return f"press {found[1]}"

    return line


async def test_press_a_rule_button_shows_what_the_discord_click_shows(dcore):
    console = Console(dcore)
    out = await session(console, ["/rule 101.4", number_of("Subrules")])
    assert len(out) == 2
    assert re.search(r"\(\d+\)\[Subrules", out[0]) and re.search(r"\(\d+\)\[Examples", out[0])
    # The same handler as Discord's: Actions.component with the button's custom id.
    rule = await console.actions.rule("101.4", "en")
    custom_id = next(b.custom_id for row in rule.components for b in row
                     if getattr(b, "label", "").startswith("Subrules"))
    expected, _ = await console.actions.component(custom_id, [], user_id=Console.USER_ID,
                                                  message_owner=Console.USER_ID)
    assert out[1] == to_text(expected, first=1)
    assert "101.4a" in out[1]


async def test_pick_an_option_of_a_menu_opens_that_result(dcore):
    out = await session(Console(dcore), ["/search who chooses first when everyone sacrifices", "pick 1 2"])
    second = re.search(r"^\s+2\) 2\. (\d{3}\.\w+)", out[0], re.M)
    assert second, out[0]
    assert f"CR {second[1]} —" in out[1]


async def test_spanish_words_and_help_in_both_languages(dcore):
    out = await session(Console(dcore, lang="es"), ["/regla 101.4", "pulsar 1", "/ayuda"])
    assert "Ejemplo" in out[1] and "101.4" in out[1]
    assert t("console.click.help", "es") in out[2] and "pulsar 1" in out[2] and "elegir 3 2" in out[2]
    assert "press 1" in await Console(dcore).handle("/help")


async def test_bad_clicks_say_what_is_wrong_and_change_nothing(dcore):
    console = Console(dcore)
    out = await session(console, [
        "press 1",  # nothing printed yet
        "/rule 101.4",
        "press 99", "press x", "pick 1", "pick 1 1", "press 0", "press 1 2",
        number_of("Subrules"),  # after the refusals the buttons still work
    ])
    nothing, rule, *refusals, pressed = out
    assert "no buttons or menus" in nothing
    assert "Examples" in rule
    assert "no button or menu number 99" in refusals[0] and "from 1 to" in refusals[0]
    assert "“x” is not the number" in refusals[1]
    assert "Type pick" in refusals[2]
    assert "is a button: press 1" in refusals[3]
    assert "“0” is not the number" in refusals[4]
    assert "Type press" in refusals[5]
    assert all("⚠" in r and "Traceback" not in r for r in refusals)
    assert "101.4a" in pressed


async def test_a_menu_pressed_and_a_menu_option_out_of_range(dcore):
    out = await session(Console(dcore), ["/search who chooses first", "press 1", "pick 1 99", "pick 1 2 2"])
    assert "is a menu: pick 1" in out[1]
    assert "Menu 1 has no option 99" in out[2]
    assert "picked twice" in out[3]


async def test_a_link_button_says_where_it_goes(dcore):
    out = await session(Console(dcore), ["/rule 101.4", number_of("Open online")])
    assert "opens a link: https://" in out[1]


def test_a_disabled_button_and_a_menu_that_takes_two_options():
    from bot.errors import BotError
    from bot.frontends.clicks import Click, Control, target
    from bot.presentation import Button, Message, Select, SelectOption

    msg = Message(components=[[Button("1/3", "mtg:n", disabled=True)],
                              [Select("mtg:o", [SelectOption(str(i), f"r:{i}") for i in range(1, 5)],
                                      min_values=2, max_values=2)]])
    controls = [Control(item, msg) for row in msg.components for item in row]
    for click, words in ((Click("press", 1), "is disabled"), (Click("pick", 2, (1,)), "at least 2 and at most 2")):
        try:
            target(controls, click)
        except BotError as exc:
            assert words in exc.text("en"), exc.text("en")
        else:
            raise AssertionError(f"{click} was accepted")
    assert target(controls, Click("pick", 2, (4, 2)))[1] == ["r:4", "r:2"]
