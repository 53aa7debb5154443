"""The words of choices of a value (issue #22, session 12), with no reader of their own: the five colours and
their printed Spanish names (105.1), their mana symbols (106.1a), and protection from a colour (702.16a) as the
keyword the modify steps carry. A leaf module, so the grammar's specs, the engine, the renderers and the narration
share one owner of these words without importing the readers (verbs_choose.py)."""

from __future__ import annotations

from collections.abc import Callable

# The five colours (105.1), in the rules' order, and their printed Spanish names: the answers "choose a color" takes.
COLORS = ("white", "blue", "black", "red", "green")
COLORS_ES = {"white": "blanco", "blue": "azul", "black": "negro", "red": "rojo", "green": "verde"}
COLOR_WORDS = COLORS + tuple(COLORS_ES.values())
# Each printed Spanish word of a colour (either gender, either number: "blanca", "negros") → the colour; and with the
# English words, every printed word of a colour
COLOR_OF_ES = {"blanco": "white", "blanca": "white", "blancos": "white", "blancas": "white", "azul": "blue",
               "azules": "blue", "negro": "black", "negra": "black", "negros": "black", "negras": "black",
               "rojo": "red", "roja": "red", "rojos": "red", "rojas": "red", "verde": "green", "verdes": "green"}
COLOR_OF_EN = {c: c for c in COLORS}
COLOR_OF = {**COLOR_OF_EN, **COLOR_OF_ES}
# The mana symbol of each colour (106.1a)
COLOR_SYMBOLS = {"white": "{W}", "blue": "{U}", "black": "{B}", "red": "{R}", "green": "{G}"}

# Protection from a colour (702.16a) as a keyword the modify steps carry: the colour printed, the colour the
# controller chooses as the effect resolves ("of your choice": a choice step before it, inline_choices), or the
# colour chosen before (607.2d, 608.2c)
OF_YOUR_CHOICE = "protection from the color of your choice"
OF_THE_CHOSEN = "protection from the chosen color"
# "Target creature gains protection from the color of its controller's choice" (702.16a, 608.2d): chosen by the
# target's controller as the instruction is carried out (verbs_choose.inline_choices)
OF_ITS_CONTROLLERS = "protection from the color of its controller's choice"
_PROTECTION_ES = {"color de tu eleccion": OF_YOUR_CHOICE, "el color de tu eleccion": OF_YOUR_CHOICE,
                  "el color elegido": OF_THE_CHOSEN, "el color a eleccion de su controlador": OF_ITS_CONTROLLERS,
                  "color a eleccion de su controlador": OF_ITS_CONTROLLERS, "color elegido": OF_THE_CHOSEN,
                  "cada oponente": "protection from each opponent"}  # 702.16i, 702.16k: from each of those players


def protection_es(keyword: str) -> str | None:
    """"protection from black" as printed Spanish says it ("protección contra el negro"); None for any other."""
    if keyword == OF_YOUR_CHOICE:
        return "protección contra el color de tu elección"
    if keyword == OF_THE_CHOSEN:
        return "protección contra el color elegido"
    if keyword == OF_ITS_CONTROLLERS:
        return "protección contra el color a elección de su controlador"
    if keyword == "protection from each opponent":  # 702.16k
        return "protección contra cada oponente"
    colour = keyword.removeprefix("protection from ")
    return f"protección contra el {COLORS_ES[colour]}" if colour in COLORS_ES else None


# "Gains your choice of reach, trample, or haste until end of turn" (608.2d): one keyword among those listed, kept as
# one entry of the step's keywords (its options joined by "|", as the step's keywords are joined by ","), which the
# controller's choice just before it (verbs_choose.inline_choices) turns into the keyword granted
KEYWORD_CHOICE = "your choice of "


def keyword_choice(options: tuple[str, ...]) -> str:
    """The keywords entry of "your choice of A, B, or C" (English keywords, as printed in order)."""
    return KEYWORD_CHOICE + "|".join(options)


def keyword_choice_options(keyword: str) -> tuple[str, ...]:
    """The keywords a "your choice of …" entry lists; () for any other keyword."""
    return tuple(keyword.removeprefix(KEYWORD_CHOICE).split("|")) if keyword.startswith(KEYWORD_CHOICE) else ()


def keyword_choice_said(keyword: str, es: bool, say: Callable[[str], str]) -> str | None:
    """"your choice of reach, trample, or haste" / "alcance, arrollar o prisa a tu elección" (each keyword said by
    ``say``, the one owner of a keyword's Spanish); None for any other keyword."""
    options = [say(o) for o in keyword_choice_options(keyword)]
    if not options:
        return None
    if es:
        return ", ".join(options[:-1]) + f" o {options[-1]} a tu elección"
    listed = f"{options[0]} or {options[1]}" if len(options) == 2 else ", ".join(options[:-1]) + f", or {options[-1]}"
    return "your choice of " + listed
