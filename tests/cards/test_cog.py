"""The /card cog offline, with the Discord fakes: the command, autocomplete, rulings pages and the
"Resolve" button, in English and Spanish."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.cards.model import Card, Face, Ruling
from bot.services.cards import CardsService, ImportCardsRequest
from bot.storage.sqlite_cards import card_store_for
from tests.discord.botkit import make_bot, make_core
from tests.discord.discord_fakes import FakeInteraction, click, embed_of, item, run_command


@pytest.fixture
async def card_bot(tmp_path: Path, fixture_file: Path) -> Any:
    core = await make_core(tmp_path / "bot.sqlite3")
    bot = await make_bot(core)
    service = await CardsService.open(await card_store_for(core.store))
    await service.import_cards(ImportCardsRequest(str(fixture_file)))
    bot.cards = service
    if "cogs.cards" not in bot.extensions:  # the runner loads it; reload it over these cards
        await bot.load_extension("cogs.cards")
    else:
        await bot.reload_extension("cogs.cards")
    yield bot
    await bot.close()
    await core.close()


@pytest.mark.parametrize("locale", ["en-US", "es-ES"])
async def test_card_command_and_autocomplete(card_bot: Any, locale: str) -> None:
    cog = card_bot.get_cog("Cards")
    inter = await run_command(card_bot, cog.card, FakeInteraction(card_bot, locale=locale), name="rayo")
    embed = embed_of(inter.first)
    if locale.startswith("es"):
        assert embed.title == "Rayo {R}" and "Texto Oracle" in embed.description
    else:
        assert embed.title == "Lightning Bolt {R}" and embed.description.endswith("any target.")
    choices = await cog.card_autocomplete(FakeInteraction(card_bot, locale=locale), "bonecr")
    assert choices and choices[0].value == "Bonecrusher Giant // Stomp"


async def test_unknown_card_answers_privately(card_bot: Any) -> None:
    cog = card_bot.get_cog("Cards")
    inter = await run_command(card_bot, cog.card, FakeInteraction(card_bot, locale="es-ES"), name="Qwxzv Pltk")
    assert inter.sent and inter.first.get("ephemeral") is True
    assert "Ninguna carta" in (embed_of(inter.first).description or "") + (inter.first.get("content") or "")


async def test_rulings_pages_and_resolve_button(card_bot: Any) -> None:
    long_rulings = tuple(Ruling("2020-01-01", f"Ruling {i}: " + "words " * 120) for i in range(30))
    card = Card("Test Pager", "normal", (Face("Test Pager", "{1}", "Artifact", "Text."),), long_rulings)

    async def one() -> Any:
        yield [card]

    await card_bot.cards.store.replace_cards(one(), source="t", accept=lambda old, new: None)
    await card_bot.cards.reload()
    cog = card_bot.get_cog("Cards")
    inter = await run_command(card_bot, cog.card, FakeInteraction(card_bot), name="Test Pager")
    nxt = item(inter.first, "crd:p:en:1:")
    page2 = await click(card_bot, nxt)
    sent = page2.first if page2.sent else page2.edits[0]
    rulings = sent["embeds"][1]
    assert "Page 2 of" in (rulings.footer.text or "") and "Ruling " in rulings.description
    resolve = item(inter.first, "crd:v:en:0:")
    answer = await click(card_bot, resolve)
    kind, sent = answer.response.calls[0]
    assert kind == "send_modal"  # who plays, and optionally the battlefield
    modal = sent["modal"]
    assert modal.title == "Resolve Test Pager" and [c.text for c in modal.children][:1] == ["Players, in turn order"]


async def test_card_command_payload_is_valid_in_both_languages(card_bot: Any) -> None:
    from cogs.translator import CatalogTranslator
    from tests.discord.test_registration import SPANISH, _check_names, _size

    cmd = card_bot.tree.get_command("card")
    assert cmd is not None
    translated = await cmd.get_translated_payload(card_bot.tree, CatalogTranslator())
    _check_names(translated, "card")
    assert _size(translated) <= 8000
    assert translated["name_localizations"] == {"es-ES": "carta", "es-419": "carta"}
    for option in translated["options"]:
        assert set(option["name_localizations"]) == set(SPANISH)
        assert set(option["description_localizations"]) == set(SPANISH)
    name_option = next(o for o in translated["options"] if o["name"] == "name")
    assert name_option["autocomplete"] is True and name_option["max_length"] == 200


async def test_console_card_command(tmp_path: Path, fixture_file: Path) -> None:
    from bot.frontends.console import Console

    core = await make_core(tmp_path / "console.sqlite3")
    try:
        console = Console(core, input_fn=lambda prompt: "", output=lambda text: None)
        text = await console.handle("/card Rankle")
        assert "No card database is loaded yet" in text
        service = await CardsService.open(await card_store_for(core.store))
        await service.import_cards(ImportCardsRequest(str(fixture_file)))
        # Imported by another service (another process, say): the console's service picks it up.
        text = await console.handle("/card fuego lang:es")
        assert "Fuego // Hielo {1}{R} // {1}{U}" in text and "Texto Oracle" in text
    finally:
        await core.close()


async def test_the_resolve_modal_resolves_the_card_for_the_players_given(card_bot: Any) -> None:
    resolver = card_bot.get_cog("Resolver")
    inter = FakeInteraction(card_bot, user_id=5)
    await resolver.resolve_card(inter, "Fleshbag Marauder", "Ana, Beto",
                                "Ana: Grizzly Bears (creature); Beto: Hill Giant (creature)", "en")
    text = embed_of(inter.first).description
    assert "Ana sacrifices Grizzly Bears" in text and "Beto sacrifices Hill Giant" in text
