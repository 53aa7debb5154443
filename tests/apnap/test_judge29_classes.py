"""What the blind judges of session 29 found shown wrong where the outcome was right, each held here.

- "Cathedral of War enters the battlefield tapped": the event's line cited 614.1c ("enters with", "As … enters"),
  while "enters tapped" is 614.1d (with 614.12), which the step itself cited (judge 29b).
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
