"""A resolving ability's effect that lasts "for as long as <the source> remains tapped" (611.2b): "Target creature gets
+1/+1 for as long as Tawnos's Weaponry remains tapped", "Gain control of target creature … for as long as Vedalken
Shackles remains tapped", "… for as long as you control Helm of Possession and Helm of Possession remains tapped".

The end is part of the meaning: said by the reading and the narration, never turned into "until end of turn"; and when
the board shows the source untapped (or gone) as the effect would begin, the duration never starts and the effect does
nothing (611.2b). Printed Spanish "mientras … permanezca girado" gives the same plan."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.grammar.sentences import read_spanish
from bot.errors import BotError
from tests.apnap.realcards import colorless, resolve_card

WEAPONRY = "{2}, {T}: Target creature gets +1/+1 for as long as Tawnos's Weaponry remains tapped."
SHACKLES = "{2}, {T}: Gain control of target creature for as long as Vedalken Shackles remains tapped."
HELM = ("{2}, {T}: Gain control of target creature for as long as you control Helm of Possession and Helm of "
        "Possession remains tapped.")


def _events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


def test_a_pump_lasts_while_the_source_remains_tapped() -> None:
    # 611.2b: not until end of turn (611.2a), not for the rest of the game; the {T} cost tapped the source (602.2b)
    out = resolve_card(WEAPONRY, card="Tawnos's Weaponry", target="Hill Giant")
    (event,) = [e for e in _events(out) if e["action"] == "modify"]
    assert event["objects"] == ["Hill Giant"] and event["duration"] == "while_source_tapped"
    assert "Hill Giant: gets +1/+1 for as long as Tawnos's Weaponry remains tapped" in out["narration"]
    assert "until end of turn" not in out["narration"]
    assert "611.2b" in out["citations"]


def test_the_effect_does_nothing_when_the_source_is_shown_untapped() -> None:
    # the board after the cost: the source untapped (something untapped it in response), so the duration never starts
    # (611.2b) and Hill Giant gets nothing
    board = {"Dave": {"battlefield": [colorless("Tawnos's Weaponry", "artifact")]}}
    out = resolve_card("Target creature gets +1/+1 for as long as Tawnos's Weaponry remains tapped.",
                       card="Tawnos's Weaponry", target="Hill Giant", **board)
    assert not [e for e in _events(out) if e["action"] == "modify"]
    assert any("never starts" in w for w in out["warnings"])


def test_a_control_change_lasts_while_the_source_remains_tapped() -> None:
    out = resolve_card(SHACKLES, card="Vedalken Shackles", target="Hill Giant")
    (event,) = [e for e in _events(out) if e["action"] == "gain_control"]
    assert event["objects"] == ["Hill Giant"] and event["duration"] == "while_source_tapped"
    assert "for as long as Vedalken Shackles remains tapped" in out["reading"]
    assert "611.2b" in out["citations"] and "613.1b" in out["citations"]


def test_control_while_you_control_the_source_and_it_remains_tapped() -> None:
    out = resolve_card(HELM, card="Helm of Possession", target="Hill Giant")
    (event,) = [e for e in _events(out) if e["action"] == "gain_control"]
    assert event["duration"] == "while_you_control_source_tapped"
    assert "for as long as you control Helm of Possession and it remains tapped" in out["reading"]


def test_a_keyword_it_has_for_as_long_as_the_source_remains_tapped() -> None:
    # "gets +2/+2 and has shroud for as long as …": the keyword is the effect's too, with the same end (611.2b, 613.1f)
    out = resolve_card("{2}{U}, {T}: Target creature gets +2/+2 and has shroud for as long as Ghosthelm Courier "
                       "remains tapped.", card="Ghosthelm Courier", target="Hill Giant")
    (event,) = [e for e in _events(out) if e["action"] == "modify"]
    assert event["objects"] == ["Hill Giant"] and event["duration"] == "while_source_tapped"
    assert "gets +2/+2 and gains shroud for as long as Ghosthelm Courier remains tapped" in out["narration"]
    assert "613.1f" in out["citations"]


def test_another_permanent_remaining_tapped_is_refused() -> None:
    # only the source's own name reads as it: another permanent's tapped state is not what the plan evaluates
    with pytest.raises(BotError):
        resolve_card("{2}, {T}: Target creature gets +1/+1 for as long as target artifact remains tapped.",
                     card="Tawnos's Weaponry", target="Hill Giant")


def test_a_step_that_cannot_keep_the_end_is_refused() -> None:
    # "tap target creature for as long as …" has no such duration in its plan: refused, never dropped
    with pytest.raises(BotError):
        resolve_card("Draw a card for as long as this artifact remains tapped.", card="Tawnos's Weaponry")


@pytest.mark.parametrize(("english", "spanish"), [
    ("Target creature gets +1/+1 for as long as this artifact remains tapped.",
     "La criatura objetivo obtiene +1/+1 mientras este artefacto permanezca girado."),
    ("Target Wizard creature gets +2/+2 and has shroud for as long as this creature remains tapped.",
     "La criatura Hechicero objetivo obtiene +2/+2 y tiene la habilidad de velo mientras esta criatura permanezca "
     "girada."),
    ("Gain control of target creature for as long as this artifact remains tapped.",
     "Gana el control de la criatura objetivo mientras este artefacto permanezca girado."),
    ("Gain control of target creature for as long as you control this artifact and this artifact remains tapped.",
     "Gana el control de la criatura objetivo mientras controles este artefacto y este artefacto permanezca girado."),
])
def test_printed_spanish_gives_the_same_plan(english: str, spanish: str) -> None:
    en, es = parse_effect(english, "en"), read_spanish(spanish)
    assert [(s.action, s.detail("duration")) for s in es.steps] == [(s.action, s.detail("duration")) for s in en.steps]
    assert en.steps[0].detail("duration", "").startswith("while_")
