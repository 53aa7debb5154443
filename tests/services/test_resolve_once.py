"""One ``/resolve`` reads its text once, looks each named card up once (asynchronously) and parses the
effect once (issue #22): the parse and the look-up are wrapped and counted."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

import bot.apnap.permanent_cast as effect_module  # where the scenario reader parses the effect (effect_of)
import bot.apnap.scenario as scenario_module
from bot.apnap import CardText
from bot.errors import BotError
from bot.services.resolve import ResolveRequest, ResolveService, Seat

FLESHBAG = CardText("Fleshbag Marauder", "When this creature enters, each player sacrifices a creature.")
BOARD = "Ana: Grizzly Bears (creature); Beto: Hill Giant (creature)"


class Counts:
    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.parses = 0
        self.loads = 0  # scenario mappings checked and loaded (each reads the effect)
        self.lookups: Counter[str] = Counter()
        parse, load = effect_module.parse_effect, scenario_module._Loader.load

        def counted_parse(*args: Any, **kwargs: Any) -> Any:
            self.parses += 1
            return parse(*args, **kwargs)

        def counted_load(*args: Any, **kwargs: Any) -> Any:
            self.loads += 1
            return load(*args, **kwargs)

        monkeypatch.setattr(effect_module, "parse_effect", counted_parse)
        monkeypatch.setattr(scenario_module._Loader, "load", counted_load)

    async def find(self, name: str, lang: str) -> CardText | None:
        self.lookups[name.casefold()] += 1
        return FLESHBAG if name.casefold() == "fleshbag marauder" else None


@pytest.fixture
def counts(monkeypatch: pytest.MonkeyPatch) -> Counts:
    return Counts(monkeypatch)


async def test_quick_mode_text_is_parsed_once(counts: Counts) -> None:
    service = ResolveService(counts.find)
    result = await service.resolve(ResolveRequest(lang="en", effect="Each player sacrifices a creature.",
                                                  players=(Seat("Ana"), Seat("Beto")), board=BOARD))
    assert "Hill Giant" in result.narration
    assert (counts.loads, counts.parses) == (1, 1)
    # no card named: the database is asked only for the board's cards (their printed P/T), once each
    assert counts.lookups == Counter({"grizzly bears": 1, "hill giant": 1})


async def test_a_named_card_is_looked_up_once_and_parsed_once(counts: Counts) -> None:
    service = ResolveService(counts.find)
    result = await service.resolve(ResolveRequest(lang="en", card="Fleshbag  Marauder",
                                                  players=(Seat("Ana"), Seat("Beto")), board=BOARD))
    assert "Beto sacrifices Hill Giant" in result.narration
    assert counts.lookups == Counter({"fleshbag marauder": 1, "grizzly bears": 1, "hill giant": 1})
    assert (counts.loads, counts.parses) == (1, 1)


async def test_a_scenario_file_is_read_once_and_parsed_once(counts: Counts) -> None:
    data = {"players": [{"name": "Ana", "battlefield": ["Grizzly Bears (creature)"]},
                        {"name": "Beto", "battlefield": ["Hill Giant (creature)"]}],
            "active": "Ana", "card": "Fleshbag Marauder"}
    service = ResolveService(counts.find)
    result = await service.resolve(ResolveRequest(lang="en", scenario=json.dumps(data).encode()))
    assert result.data["steps"][0]["action"] == "sacrifice"
    assert counts.lookups == Counter({"fleshbag marauder": 1, "grizzly bears": 1, "hill giant": 1})
    assert (counts.loads, counts.parses) == (1, 1)


async def test_an_unknown_card_is_asked_for_once_and_refused(counts: Counts) -> None:
    service = ResolveService(counts.find)
    with pytest.raises(BotError) as caught:
        await service.resolve(ResolveRequest(lang="en", card="No Such Card", players=(Seat("Ana"), Seat("Beto"))))
    assert caught.value.code == "not_found"
    assert counts.lookups == Counter({"no such card": 1})
    assert counts.parses == 0  # nothing to parse: the card has no text
