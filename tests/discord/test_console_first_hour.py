"""The console as a newcomer uses it (issue 26): Spanish command and option names, a /help that
lists every command, /changes pages, and real changes before renumberings."""

from __future__ import annotations

import pytest

from bot.catalog import t
from bot.frontends.console import COMMAND_KEYS, Console


@pytest.mark.parametrize(("spanish", "english"), [
    ("/regla 101.4", "/rule 101.4"),
    ("/buscar arrollar", "/search arrollar"),
    ("/definir APNAP", "/define APNAP"),
    ("/traducir arrollar desde:es", "/translate arrollar from:es"),
    ("/ayuda", "/help"),
    ('/resolver efecto:"Cada jugador sacrifica una criatura." jugadores:Ana,Beto activo:Beto',
     '/resolve effect:"Cada jugador sacrifica una criatura." players:Ana,Beto active:Beto'),
])
async def test_spanish_command_and_option_names_work(dcore, spanish, english):
    console = Console(dcore, lang="es")
    out = await console.handle(spanish)
    assert out == await console.handle(english)
    assert "⚠" not in out


async def test_carta_is_card(dcore):
    console = Console(dcore, lang="es")
    assert await console.handle("/carta Fleshbag Marauder") == await console.handle("/card Fleshbag Marauder")


@pytest.mark.parametrize("lang", ["en", "es"])
async def test_help_lists_every_command_the_console_runs(dcore, lang):
    text = await Console(dcore, lang=lang).handle("/help")
    for name, key in COMMAND_KEYS.items():
        assert f"/{name}" in text, name
        assert f"/{t(key, 'es')}" in text, t(key, "es")  # the Spanish names are announced too
    assert "page:" in text


async def test_changes_pages_and_real_changes_first(all_versions_core):
    console = Console(all_versions_core)
    first = await console.handle("/changes from:2024-11-08 to:2026-04-17")
    assert "Page 1 of" in first
    body = first.split("\n", 1)[1]
    assert body.lstrip("│ ").startswith("Changed: ")  # not a page of renumbered rules
    assert "Renumbered" not in body or body.index("Changed: ") < body.index("Renumbered")
    second = await console.handle("/cambios desde:2024-11-08 hasta:2026-04-17 page:2")
    assert "Page 2 of" in second and second != first
    assert "⚠" in await console.handle("/changes page:zero")


async def test_one_release_says_nothing_to_compare_and_how_to_fix_it(dcore):
    text = await Console(dcore).handle("/changes")
    assert "nothing to compare" in text and "python -m bot import" in text
    text = await Console(dcore, lang="es").handle("/cambios")
    assert "nada que comparar" in text and "python -m bot import" in text


async def test_quick_mode_refuses_duplicate_names_instead_of_renaming_them(dcore):
    from bot.errors import BotError
    from bot.services.resolve import ResolveRequest, ResolveService, Seat

    seats = (Seat("Bob"), Seat("bob"), Seat("Cy"))
    request = ResolveRequest(effect="Each player sacrifices a creature.", players=seats)
    with pytest.raises(BotError) as info:
        await ResolveService().resolve(request)
    assert info.value.code == "bad_scenario" and "bob" in info.value.text("en") and "twice" in info.value.text("en")
    text = await Console(dcore).handle('/resolve effect:"Each player draws a card." players:Ana,ana')
    assert "⚠" in text and "ana 2" not in text.lower()


async def test_one_player_limit_for_quick_mode_and_scenario_files():
    import yaml

    from bot.apnap.board import MAX_PLAYERS
    from bot.errors import BotError
    from bot.services.resolve import ResolveRequest, ResolveService, Seat

    service = ResolveService()
    names = [f"P{i}" for i in range(MAX_PLAYERS + 1)]
    effect = "Each player draws a card."
    quick = await service.resolve(ResolveRequest(effect=effect, players=tuple(Seat(n) for n in names[:MAX_PLAYERS])))
    scenario = yaml.safe_dump({"players": [{"name": n} for n in names[:MAX_PLAYERS]], "active": "P0",
                               "effect": effect})
    from_file = await service.resolve(ResolveRequest(scenario=scenario))
    assert len(quick.to_dict()["steps"][0]["order"]) == len(from_file.to_dict()["steps"][0]["order"]) == MAX_PLAYERS
    for request in (ResolveRequest(effect=effect, players=tuple(Seat(n) for n in names)),
                    ResolveRequest(scenario=yaml.safe_dump({"players": [{"name": n} for n in names], "active": "P0",
                                                            "effect": effect}))):
        with pytest.raises(BotError) as info:
            await service.resolve(request)
        assert str(MAX_PLAYERS) in info.value.text("en")
