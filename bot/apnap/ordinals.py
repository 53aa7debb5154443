"""A place in a library counted from its top (401.7: "Nth from the top"), said in English and Spanish: one table for
the step's reading (render/) and for the event's narration (narrate_events.py), which both say it."""

from __future__ import annotations

_EN = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth", 9: "ninth",
       10: "tenth"}
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
    if lang == "es":
        return f"en la {ordinal(n, lang)} posición desde arriba"
    return f"{ordinal(n, lang)} from the top"
