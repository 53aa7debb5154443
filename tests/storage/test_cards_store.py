"""Cards behind the storage interface, on both backends (issue #14 "Storage", issue #16): the same
import semantics on SQLite and PostgreSQL — replace in one step, refuse and keep, lookups by name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.errors import BotError
from bot.services.cards import CardRequest, CardsService, ImportCardsRequest
from bot.storage.cards import CardStore
from tests.cards.fixture import CARD_COUNT, atomic_cards


def _write(tmp_path: Path, name: str, doc: dict) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return str(path)


async def test_cards_import_replace_and_refuse_on_every_backend(store, tmp_path):
    assert isinstance(store, CardStore)
    cards = await CardsService.open(store)
    assert await store.card_count() == 0 and await store.card_import_info() is None
    result = await cards.import_cards(ImportCardsRequest(_write(tmp_path, "all.json", atomic_cards())))
    assert result.cards == CARD_COUNT == await store.card_count()
    info = await store.card_import_info()
    assert info is not None and info.card_count == CARD_COUNT and info.source
    shown = await cards.card(CardRequest("Fleshbag Marauder", "en"))
    assert "each player sacrifices a creature" in shown.oracle_text.lower()
    names = await store.card_names()
    assert any(card == "Fleshbag Marauder" for _, card, _ in names)

    # Far fewer cards: refused, and the stored cards are untouched.
    with pytest.raises(BotError) as err:
        await cards.import_cards(ImportCardsRequest(_write(tmp_path, "few.json", atomic_cards(drop=CARD_COUNT // 2))))
    assert err.value.code == "too_few_cards"
    assert await store.card_count() == CARD_COUNT
    assert (await store.get_card("Fleshbag Marauder")) is not None

    # Forced: the smaller file replaces the cards in one step; what it lacks is gone.
    forced = await cards.import_cards(ImportCardsRequest(_write(tmp_path, "few2.json", atomic_cards(drop=2)),
                                                         force=True))
    assert await store.card_count() == forced.cards == CARD_COUNT - 2


async def test_a_cut_file_leaves_the_cards_as_they_were(store, tmp_path):
    cards = await CardsService.open(store)
    await cards.import_cards(ImportCardsRequest(_write(tmp_path, "all.json", atomic_cards())))
    cut = tmp_path / "cut.json"
    cut.write_text(json.dumps(atomic_cards())[:5000], encoding="utf-8")
    with pytest.raises(BotError):
        await cards.import_cards(ImportCardsRequest(str(cut)))
    assert await store.card_count() == CARD_COUNT


async def test_the_services_open_cards_on_a_postgresql_url(new_pg_database, tmp_path):
    """`MTGBOT_DATABASE_URL=postgresql://…`: the card commands have a card service, as on SQLite."""
    from dataclasses import replace

    from bot.config import Settings
    from bot.services import Services
    from tests.crfiles import CR_DIR, CURRENT

    if not (CR_DIR / CURRENT).is_file():
        pytest.skip("the CR files are missing (set MTGBOT_CR_DIR)")
    settings = replace(Settings.from_env(rules=str(CR_DIR / CURRENT)), database_url=await new_pg_database())
    services = await Services.open(settings)
    try:
        assert services.store.dialect == "postgres"
        cards = await services.open_cards()
        assert cards is not None
        await cards.import_cards(ImportCardsRequest(_write(tmp_path, "all.json", atomic_cards())))
        shown = await cards.card(CardRequest("Fleshbag Marauder", "en"))
        assert "each player sacrifices a creature" in shown.oracle_text.lower()
    finally:
        await services.close()
