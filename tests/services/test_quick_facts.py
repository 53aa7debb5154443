"""Quick mode answers the resolver's questions about facts no board shows (``facts``: coin flips, the
trigger event's amount, the permanent an Aura is on): the question names the field and suggests
``flips: [won]``; the same text typed in ``facts`` (Discord's option, the console's ``facts:"…"``,
the CLI's ``--facts``) answers it. Keys and values are checked by the scenario loader, as in a file."""

from __future__ import annotations

import os

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.apnap import QuickRequest, quick_scenario, resolve_text
from bot.apnap.scenario import FACT_KEYS
from bot.errors import BotError
from bot.services.resolve import MAX_FACTS_CHARS, quick_options, read_facts
from tests.cli_in_process import run_main


def quick(effect: str, facts: str, board: str | None = None) -> dict:
    import json

    request = QuickRequest(players=["Alice", "Bob"], effect=effect, board=board, **quick_options({"facts": facts}))
    return resolve_text(json.dumps(quick_scenario(request)))


def asked(effect: str, board: str | None = None) -> BotError:
    with pytest.raises(BotError) as err:
        quick(effect, "", board)
    assert err.value.code == "choice_needed"
    return err.value


@pytest.mark.parametrize(("effect", "board", "facts", "check"), [
    ("Flip a coin. If you win the flip, draw two cards.", None, "flips: [won]",
     lambda out: out["steps"][0]["events"][0]["result"] == "won"),
    ("Whenever you gain life, each opponent loses that much life.", None, "event_amount: 3",
     lambda out: out["steps"][0]["events"][0]["amount"] == 3),
    ("Enchanted creature gets +2/+2.", "Alice: Grizzly Bears (creature)", "attached_to: Grizzly Bears",
     lambda out: out["steps"][0]["events"][0]["objects"] == ["Grizzly Bears"]),
])
def test_the_suggested_answer_typed_in_facts_answers_the_question(effect, board, facts, check) -> None:
    question = asked(effect, board)
    assert question.field in FACT_KEYS and question.field in facts  # the question names the field to give
    assert check(quick(effect, facts, board))


def test_several_facts_are_separated_by_semicolons() -> None:
    assert read_facts("flips: [won, lost]; event_amount: 3\nattached_to: Grizzly Bears") == {
        "flips": ["won", "lost"], "event_amount": 3, "attached_to": "Grizzly Bears"}


def test_a_field_that_is_no_fact_is_refused_naming_the_allowed_ones() -> None:
    with pytest.raises(BotError) as err:
        quick("Draw a card.", "x: 3")
    assert err.value.code == "bad_scenario" and err.value.field == "facts"
    assert "event_amount" in err.value.text("en") and "«x»" in err.value.text("es")


def test_a_bad_value_is_refused_by_the_scenario_loader_as_in_a_file() -> None:
    with pytest.raises(BotError) as err:
        quick("Flip a coin. If you win the flip, draw two cards.", "flips: [maybe]")
    assert err.value.code == "bad_scenario"


@pytest.mark.parametrize("text", ["garbage", "flips", ": 3", "a: 1: 2: [", "[1, 2]", "x" * (MAX_FACTS_CHARS + 1)])
def test_what_is_no_name_value_pair_is_bad_input(text: str) -> None:
    with pytest.raises(BotError) as err:
        read_facts(text)
    assert err.value.code == "bad_input" and err.value.field == "facts"
    assert "{" not in err.value.text("en") and len(err.value.text("es")) < 300  # echoed bounded


@given(st.text(max_size=80))
def test_any_text_is_facts_or_a_clear_refusal(text: str) -> None:
    try:
        out = read_facts(text)
    except BotError as exc:
        assert exc.code in ("bad_input", "bad_scenario")
    else:
        assert isinstance(out, dict)


def test_the_cli_takes_facts() -> None:
    """``python -m bot resolve … --facts``, its entry point called in this process (tests/cli_in_process.py)."""
    run = run_main(dict(os.environ), "resolve", "--effect", "Flip a coin. If you win the flip, draw two cards.",
                   "--players", "Alice,Bob", "--facts", "flips: [lost]", "--json")
    assert run.returncode == 0, run.stderr
    assert "\"result\": \"lost\"" in run.stdout


async def test_the_service_suggests_the_facts_text_in_quick_mode_and_the_field_in_a_file() -> None:
    from bot.services.resolve import ResolveRequest, ResolveService, Seat

    service = ResolveService()
    effect = "Flip a coin. If you win the flip, draw two cards."
    with pytest.raises(BotError) as quick_err:
        await service.resolve(ResolveRequest(lang="en", effect=effect, players=(Seat("Alice"), Seat("Bob"))))
    assert quick_err.value.suggestions == ["facts: flips: [won]", "facts: flips: [lost]"]
    scenario = f"players: [{{name: Alice}}, {{name: Bob}}]\nactive: Alice\neffect: '{effect}'\n"
    with pytest.raises(BotError) as file_err:
        await service.resolve(ResolveRequest(lang="en", scenario=scenario))
    assert file_err.value.suggestions == ["flips: [won]", "flips: [lost]"]
