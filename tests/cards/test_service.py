"""The cards service: lookups in both languages, errors a user can cause, autocomplete, and the
resolver's ``oracle_text_for``."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.errors import BotError
from bot.services.cards import CardRequest, CardsService, card_key

from .conftest import encode
from .fixture import atomic_cards

CONTRACT = {"name", "mana_cost", "type_line", "oracle_text", "rulings", "lang", "printed_name", "printed_text"}


async def test_card_result_follows_the_contract(loaded: CardsService) -> None:
    d = (await loaded.card(CardRequest("fleshbag marauder"))).to_dict()
    assert set(d) >= CONTRACT
    assert d["name"] == "Fleshbag Marauder" and d["mana_cost"] == "{2}{B}"
    assert d["type_line"] == "Creature — Zombie Warrior"
    assert d["oracle_text"] == "When this creature enters, each player sacrifices a creature of their choice."
    assert [r["date"] for r in d["rulings"]] == ["2009-10-01", "2009-10-01"]
    assert d["lang"] == "en" and d["printed_name"] is None and d["printed_text"] is None


async def test_spanish_name_gives_spanish_printed_text_and_english_oracle(loaded: CardsService) -> None:
    d = (await loaded.card(CardRequest("Rayo", "es"))).to_dict()
    assert d["name"] == "Lightning Bolt"
    assert d["oracle_text"] == "Lightning Bolt deals 3 damage to any target."
    assert d["printed_name"] == "Rayo" and d["printed_text"].startswith("Rayo hace 3 puntos")
    assert d["matched"] == "Rayo" and d["match"] == "exact" and d["query"] == "Rayo"


async def test_card_without_spanish_printing_in_spanish(loaded: CardsService) -> None:
    d = (await loaded.card(CardRequest("Doom Blade", "es"))).to_dict()
    assert d["printed_name"] is None and d["printed_text"] is None and d["lang"] == "es"


async def test_multi_face_cards_keep_each_face(loaded: CardsService) -> None:
    d = (await loaded.card(CardRequest("Insectile Aberration"))).to_dict()
    assert d["name"] == "Delver of Secrets // Insectile Aberration" and d["layout"] == "transform"
    assert [f["name"] for f in d["faces"]] == ["Delver of Secrets", "Insectile Aberration"]
    assert d["faces"][1]["power"] == "3" and d["mana_cost"] == "{U}"
    split = (await loaded.card(CardRequest("Hielo", "es"))).to_dict()
    assert split["mana_cost"] == "{1}{R} // {1}{U}"
    assert split["printed_name"] == "Fuego // Hielo"
    assert "Fire\nFire deals 2 damage" in split["oracle_text"] and "Ice\nTap target permanent." in split["oracle_text"]


@pytest.mark.parametrize("lang,word", [("en", "python -m bot cards import"), ("es", "Todavía no hay")])
async def test_no_cards_says_how_to_get_them(service: CardsService, lang: str, word: str) -> None:
    with pytest.raises(BotError) as err:
        await service.card(CardRequest("Shock", lang))
    assert err.value.code == "no_cards" and word in err.value.text(lang)
    assert await service.autocomplete("Sho", lang) == []
    assert await service.oracle_text_for("Shock") is None


@pytest.mark.parametrize("name,code", [("", "bad_input"), ("   ", "bad_input"), ("x" * 201, "bad_input"),
                                       ("Qwxzv Pltk", "not_found")])
async def test_bad_names_are_clear_errors(loaded: CardsService, name: str, code: str) -> None:
    with pytest.raises(BotError) as err:
        await loaded.card(CardRequest(name, "es"))
    assert err.value.code == code


async def test_not_found_suggests_close_names(loaded: CardsService) -> None:
    with pytest.raises(BotError) as err:
        await loaded.card(CardRequest("Giant Growl Spider Bear"))
    assert err.value.code == "not_found"


async def test_autocomplete_lists_both_languages(loaded: CardsService) -> None:
    items = await loaded.autocomplete("gi", "es")
    values = [i.value for i in items]
    assert {"Giant Growth", "Giant Spider", "Bonecrusher Giant // Stomp"} <= set(values)
    spanish = next(i for i in items if i.value == "Bonecrusher Giant // Stomp")
    assert spanish.label == "Gigante rompehuesos — Bonecrusher Giant // Stomp"
    assert all(len(i.label) <= 100 and len(i.value) <= 100 for i in items)
    assert len(await loaded.autocomplete("a", "en")) <= 25
    assert await loaded.autocomplete("   ", "en") == []


async def test_oracle_text_for_the_resolver(loaded: CardsService) -> None:
    text = await loaded.oracle_text_for("Saqueador de nada que exista")
    assert text is None
    text = await loaded.oracle_text_for("Rankle")
    assert text is not None and text.name == "Rankle, Master of Pranks"
    assert text.oracle_text.splitlines()[0] == "Flying, haste"
    es = await loaded.oracle_text_for("cólera de dios", "es")
    assert es is not None and es.oracle_text.startswith("Destroy all creatures")
    assert es.printed_name == "Cólera de Dios" and es.printed_text is not None


async def test_by_key_finds_the_card_of_a_button(loaded: CardsService) -> None:
    card = await loaded.by_key(card_key("Séance"))
    assert card is not None and card.name == "Séance"
    assert await loaded.by_key("000000000000") is None


async def test_cards_imported_by_another_process_are_picked_up(service: CardsService, tmp_path: Path,
                                                               fixture_file: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    import aiosqlite

    from bot.services import cards as cards_service
    from bot.services.cards import ImportCardsRequest
    from bot.storage.sqlite_cards import SqliteCardStore

    path = str(tmp_path / "cards.sqlite3")  # the same file as the ``service`` fixture's
    other_conn = await aiosqlite.connect(path, isolation_level=None)
    try:
        other = await CardsService.open(SqliteCardStore(other_conn, path))  # e.g. `cards import` in a shell
        await other.import_cards(ImportCardsRequest(str(fixture_file)))
        assert (await service.card(CardRequest("Rayo", "es"))).name == "Lightning Bolt"  # no restart needed
        changed = tmp_path / "changed.json"
        new = {"Zzyzx Quorn": [{"name": "Zzyzx Quorn", "text": "New.", "type": "Instant"}]}
        changed.write_bytes(encode(atomic_cards(extra=new)))
        await other.import_cards(ImportCardsRequest(str(changed)))
        with pytest.raises(BotError):  # the running service checks for new imports once a minute
            await service.card(CardRequest("Zzyzx Quorn"))
        monkeypatch.setattr(cards_service, "REFRESH_SECONDS", 0.0)
        assert (await service.card(CardRequest("Zzyzx Quorn"))).oracle_text == "New."
    finally:
        await other_conn.close()
