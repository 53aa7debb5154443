"""What the blind judges of session 29 found shown wrong where the outcome was right, each held here.

- "Cathedral of War enters the battlefield tapped": the event's line cited 614.1c ("enters with", "As … enters"),
  while "enters tapped" is 614.1d (with 614.12), which the step itself cited (judge 29b).
- "Return Chronosavant from your graveyard to the battlefield tapped", the source not shown in the graveyard: its
  event said it returned, not that it returned tapped (judge 29b).
"""

from __future__ import annotations

import pytest

from tests.apnap.realcards import resolve_card


@pytest.mark.parametrize(("text", "lang"), [
    ("Cathedral of War enters the battlefield tapped.", None),
    ("Cathedral of War entra al campo de batalla girada.", "es"),
])
def test_enters_tapped_cites_614_1d_in_its_event_line(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, card="Cathedral of War")
    [line] = [ln for ln in out["narration"].splitlines() if ln.startswith("→")]
    assert "614.1d" in line and "614.1c" not in line


@pytest.mark.parametrize(("lang", "said"), [(None, "returns Chronosavant to the battlefield tapped"),
                                            ("es", "regresa Chronosavant al campo de batalla girado")])
def test_the_source_returned_tapped_from_a_graveyard_the_board_does_not_show_is_said_tapped(lang: str | None,
                                                                                         said: str) -> None:
    # judge 29b: Chronosavant's "Return … to the battlefield tapped" said "tapped" in its step, not in its event
    text = ("{1}{W}: Return Chronosavant from your graveyard to the battlefield tapped. You skip your next turn."
            if lang is None else "{1}{W}: Regresa Chronosavant de tu cementerio al campo de batalla girado.")
    out = resolve_card(text, lang, card="Chronosavant")
    [moved] = [e for s in out["steps"] for e in s["events"] if e["action"] == "return"]
    assert moved.get("tapped") is True and said in out["narration"]
