"""The resolver's work is bounded by cost (issue 27): tiny files that ask for millions of
triggered abilities or megabytes of output stop with ``too_complex``, naming what grew, in the
reader's language, before the work or the memory is spent; ordinary large boards still resolve."""

from __future__ import annotations

import json

import pytest

from bot.apnap import budget, resolve_text
from bot.errors import BotError
from bot.frontends import cli
from tests.storms import storm


def refused(text: str, lang: str | None = None) -> BotError:
    with pytest.raises(BotError) as info:
        resolve_text(text, lang)
    assert info.value.code == "too_complex"
    return info.value


def test_the_16_player_storm_stops_on_trigger_checks_not_after_25_million_triggers() -> None:
    error = refused(storm(16, 312))
    assert "trigger checks" in error.message and f"{budget.MAX_TRIGGER_CHECKS}" in error.message


def test_a_storm_within_the_checks_stops_on_the_triggers_it_records() -> None:
    error = refused(storm(4, 75))  # 300 creatures: 90,000 triggers, each a stack entry and its text in the output
    assert error.params["what"] in ("triggered abilities", "characters of output")
    assert error.params["limit"] in (budget.MAX_TRIGGERS, budget.MAX_OUTPUT_CHARS)


def test_the_triggers_recorded_are_bounded_whatever_their_texts() -> None:
    """Short trigger texts pass the output bound later than the count of triggers: the count stops them."""
    spending = budget.Budget("en")
    for _ in range(budget.MAX_TRIGGERS):
        spending.trigger()
    with pytest.raises(BotError) as info:
        spending.trigger()
    assert info.value.code == "too_complex" and f"{budget.MAX_TRIGGERS}" in info.value.message


def test_the_93_megabyte_file_stops_on_its_output_in_spanish_too() -> None:
    error = refused(storm(2, 400), "es")  # 640,000 triggers of about 130 characters each
    assert "caracteres de salida" in error.message
    assert "superarían" in error.text("es") and "would pass" in error.text("en")


def test_a_large_ordinary_board_wipe_still_resolves_within_the_result_bound() -> None:
    data = resolve_text(storm(2, 40))  # 6,400 triggers: far more than a real table, still allowed
    assert len(data["stack"]) == 80 * 80
    assert len(json.dumps(data, ensure_ascii=False)) <= budget.MAX_RESULT_CHARS


def test_the_time_limit_stops_a_resolution_as_it_goes() -> None:
    with budget.time_limit(0.0), pytest.raises(BotError) as info:
        resolve_text(storm(2, 40))
    assert info.value.code == "too_complex" and "seconds" in info.value.message


def test_each_quantity_is_named_when_it_passes_its_limit() -> None:
    for what, limit in budget.LIMITS.items():
        spent = budget.Budget("es")
        if what == "result":
            with pytest.raises(BotError) as info:
                budget.check_result({"x": "y" * limit}, "es")
        else:
            spent.spend(what, limit)  # exactly the limit is allowed
            with pytest.raises(BotError) as info:
                spent.spend(what)
        assert info.value.code == "too_complex" and str(limit) in info.value.message
        assert info.value.text("es") != info.value.text("en")


def test_the_cli_exits_2_with_the_error_object(tmp_path, capsys) -> None:
    path = tmp_path / "storm.yaml"
    path.write_text(storm(16, 312), encoding="utf-8")
    assert cli.main(["resolve", str(path), "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "too_complex"
