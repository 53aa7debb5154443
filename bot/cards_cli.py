"""``python -m bot cards import [PATH|URL]`` and ``python -m bot card NAME`` (docs/cards.md).

Hooked into :mod:`bot.cli` by two calls: :func:`add_parsers` and :func:`run`. Card commands only
open the database; they never load or download the Comprehensive Rules.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .config import Settings
from .i18n.catalog import t
from .i18n.plural import count
from .services.cards import CardRequest, CardsService, ImportCardsRequest, progress_printer

COMMANDS = ("card", "cards")


def add_parsers(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("card", parents=[common], help="a card's Oracle text, rulings and Spanish name")
    p.add_argument("name", nargs="+", help="the card's name, English or Spanish (typos are fine)")
    p.add_argument("--lang", default="en", choices=["en", "es"])
    p = sub.add_parser("cards", parents=[common], help="manage the card database")
    cards_sub = p.add_subparsers(dest="cards_command", metavar="ACTION", required=True)
    q = cards_sub.add_parser("import", parents=[common], help="import MTGJSON AtomicCards (.json, .gz, .xz, .zip)")
    q.add_argument("source", nargs="?", help="a path or URL (default: the current MTGJSON download)")
    q.add_argument("--force", action="store_true", help="accept a file with far fewer cards than those stored")
    q.add_argument("--lang", default="en", choices=["en", "es"])


async def run(args: argparse.Namespace, settings: Settings) -> tuple[dict[str, Any], str]:
    """Run a card command → (the JSON object, its human-readable text)."""
    from .storage import open_store
    from .storage.sqlite_cards import card_store_for

    store = await open_store(settings.db)
    try:
        service = await CardsService.open(await card_store_for(store))
        lang = args.lang
        if args.command == "cards":
            progress = None if args.json or not sys.stderr.isatty() else progress_printer(lang)
            result = await service.import_cards(ImportCardsRequest(args.source, args.force, lang), progress,
                                                settings.cache_dir)
            if progress:
                sys.stderr.write("\n")
            out = result.to_dict()
            text = t("cards.import.done", lang, cards=count(result.cards, "card", lang), source=result.source,
                     previous=count(result.previous, "card", lang), seconds=f"{result.seconds:.1f}")
            return out, text
        card = await service.card(CardRequest(" ".join(args.name), lang))
        return card.to_dict(), card_text(card.to_dict())
    finally:
        await store.close()


def card_text(d: dict[str, Any]) -> str:
    lang = d["lang"]
    lines = [f"{d['name']}  {d['mana_cost']}".rstrip()]
    if d.get("printed_name"):
        lines[0] = f"{d['printed_name']}  ({d['name']})  {d['mana_cost']}".rstrip()
    lines += [d["type_line"], "", d["oracle_text"]]
    if lang != "en":
        lines[3:3] = [t("cards.card.oracle", lang) + ":"]
        if d.get("printed_text") is not None:
            lines += ["", t("cards.card.printed", lang) + ":", d["printed_text"]]
    lines += ["", t("cards.card.rulings", lang) + ":"]
    lines += [f"  {r['date']}  {r['text']}" for r in d["rulings"]] or ["  " + t("cards.card.no_rulings", lang)]
    return "\n".join(lines)


_console_services: dict[int, CardsService] = {}


async def console_card(core: Any, name: str, lang: str) -> str:
    """The console's ``card NAME``: the /card message as text (a cards service on the core's store,
    opened on first use)."""
    from .presentation.card import card_message
    from .render import to_text
    from .storage.sqlite_cards import card_store_for

    service = _console_services.get(id(core))
    if service is None:
        service = _console_services[id(core)] = await CardsService.open(await card_store_for(core.store))
    return to_text(card_message(await service.card(CardRequest(name, lang))))
