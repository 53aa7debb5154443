"""Buttons and menus at the console: numbered as printed, used with ``press`` and ``pick``.

The console prints what the bot would post, buttons and menus included. Each button and menu of
the last answer carries a number (``(2)[Next ▶]``); ``press 2`` presses that button and ``pick 3
1 4`` picks options 1 and 4 of menu 3 (Spanish: ``pulsar``, ``elegir``; a leading ``/`` is
accepted). The click goes, by its custom id, through the very router a click on Discord takes
(``Actions.click``, one handler per prefix). Table games (``tbl:``) are played by the console's
own turn loop, which asks each player in turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import BotError
from ..presentation.model import Button, Message, Select

#: The words of a click, in both languages.
PRESS = frozenset({"press", "pulsar"})
PICK = frozenset({"pick", "elegir"})
#: A number typed at the console is at most this long (anything longer is no control's number).
MAX_DIGITS = 4


@dataclass(frozen=True, slots=True)
class Control:
    """One numbered button or menu, with the message it belongs to (its privacy and owner)."""

    item: Button | Select
    message: Message


@dataclass(frozen=True, slots=True)
class Click:
    """``press N`` (``picks`` empty) or ``pick N A B …`` (1-based option numbers)."""

    verb: str  # "press" or "pick"
    number: int
    picks: tuple[int, ...] = ()


def parse_click(line: str) -> Click | None:
    """A ``press``/``pick`` line → the click; None for any other line; ``BotError`` for a click
    typed wrong (what is wrong, and an example)."""
    words = line.replace(",", " ").split()
    if not words:
        return None
    verb = words[0].lstrip("/").casefold()
    if verb not in PRESS | PICK:
        return None
    kind = "press" if verb in PRESS else "pick"
    numbers = [_number(w) for w in words[1:]]
    if not numbers or (kind == "pick" and len(numbers) < 2) or (kind == "press" and len(numbers) > 1):
        raise BotError.of("bad_input", f"console.click.usage_{kind}")
    return Click(kind, numbers[0], tuple(numbers[1:]))


def _number(word: str) -> int:
    if not (word.isascii() and word.isdigit() and len(word) <= MAX_DIGITS) or int(word) < 1:
        raise BotError.of("bad_input", "console.click.not_a_number", value=word[:20])
    return int(word)


def target(controls: list[Control], click: Click) -> tuple[Control, list[str]]:
    """The control a click means and the values it sends (a menu's picked option values), or a
    ``BotError`` saying why not: no such number, a button picked or a menu pressed, disabled,
    options out of range, twice, or too few or too many for the menu."""
    if not controls:
        raise BotError.of("bad_input", "console.click.nothing")
    if not 1 <= click.number <= len(controls):
        raise BotError.of("bad_input", "console.click.no_such", number=click.number, last=len(controls))
    control = controls[click.number - 1]
    item = control.item
    if item.disabled:
        raise BotError.of("bad_input", "console.click.disabled", number=click.number)
    if isinstance(item, Button):
        if click.verb == "pick":
            raise BotError.of("bad_input", "console.click.is_button", number=click.number)
        return control, []
    if click.verb == "press":
        raise BotError.of("bad_input", "console.click.is_menu", number=click.number)
    if len(set(click.picks)) != len(click.picks):
        raise BotError.of("bad_input", "console.click.twice")
    for pick in click.picks:
        if pick > len(item.options):
            raise BotError.of("bad_input", "console.click.no_option", number=click.number, option=pick,
                              last=len(item.options))
    if not item.min_values <= len(click.picks) <= item.max_values:
        raise BotError.of("bad_input", "console.click.how_many", number=click.number, min=item.min_values,
                          max=item.max_values)
    return control, [item.options[p - 1].value for p in click.picks]
