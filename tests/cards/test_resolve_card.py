"""A card by its name, resolved: the resolver reads the card's Oracle text from the card database
(issue #14: ``card:`` in /resolve, the console and scenario files)."""

from __future__ import annotations

from pathlib import Path

from bot.frontends.console import Console
from bot.services import Services
from bot.services.cards import ImportCardsRequest
from bot.services.resolve import ResolveRequest, Seat
from tests.discord.botkit import make_core

BOARD = "Ana: Grizzly Bears (creature), Llanowar Elves (creature); Beto: Hill Giant (creature)"


async def test_a_card_by_name_resolves_its_oracle_text(tmp_path: Path, fixture_file: Path) -> None:
    services = await make_core(tmp_path / "bot.sqlite3")
    try:
        console = Console(services, output=lambda _: None)
        # No cards yet: a clear answer, nothing resolved.
        text = await console.handle(f'/resolve card:"Fleshbag Marauder" players:Ana,Beto board:"{BOARD}"')
        assert "⚠" in text
        cards = await services.open_cards()
        assert cards is not None
        await cards.import_cards(ImportCardsRequest(str(fixture_file)))
        # "When this creature enters, each player sacrifices a creature": Beto's only creature goes,
        # Ana chooses one of hers (the default picks one), and the answer cites 101.4.
        result = await services.resolve.resolve(ResolveRequest(
            lang="en", card="fleshbag marauder", players=(Seat("Ana"), Seat("Beto")), board=BOARD))
        assert "Beto sacrifices Hill Giant" in result.narration and "101.4" in result.citations
        # The console takes the same request, typos included.
        text = await console.handle(f'/resolve card:"Fleshbag Maruader" players:Ana,Beto board:"{BOARD}"')
        assert "Hill Giant" in text and "⚠" not in text
    finally:
        await services.close()


async def test_a_table_game_keeps_the_card_text_it_needs(carded_core: Services) -> None:
    services = carded_core
    request = ResolveRequest(lang="en", card="Fleshbag Marauder", players=(Seat("Ana", 1), Seat("Beto", 2)),
                             board=BOARD)
    session = await services.table.create(request, owner_id=1, channel_id=None, guild_id=None,
                                          require_channel=False)
    assert session.cards and "sacrifices a creature" in next(iter(session.cards.values()))
    # Restored from its saved state (a restart), it replays without the card database.
    from bot.services.table_session import TableSession

    again = TableSession.from_state(session.id, session.state(), store=services.store)
    assert again.scenario.game.seat_names == ["Ana", "Beto"]
