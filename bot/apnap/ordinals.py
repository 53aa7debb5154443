"""A place in a library counted from its top (401.7: "Nth from the top"), said in English and Spanish: one table for
the grammar's reading of the printed word (grammar/library_positions.py), the step's reading (render/) and the event's
narration (narrate_events.py), which all say it."""

from __future__ import annotations

from bot.catalog import t

_EN = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth", 9: "ninth",
       10: "tenth"}
NUMBER_OF = {word: n for n, word in _EN.items()}  # the printed word's number: "third" → 3
# "posición" is feminine: "la tercera posición"
_ES = {2: "segunda", 3: "tercera", 4: "cuarta", 5: "quinta", 6: "sexta", 7: "séptima", 8: "octava", 9: "novena",
       10: "décima"}


def ordinal(n: int, lang: str) -> str:
    """"third" / "tercera"; a number past the table as a numeral ("11th", "11.ª")."""
    if lang == "es":
        return _ES.get(n, f"{n}.ª")
    return _EN.get(n, f"{n}th")


def nth_from_top(n: int, lang: str) -> str:
    """"third from the top" / "en la tercera posición desde arriba" (401.7)."""
    return t("apnap.library.nth_from_top", lang, nth=ordinal(n, lang))
