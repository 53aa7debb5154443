"""``python -m bot resolve``: a scenario file, a batch of scenarios, or quick mode, as the bot resolves them.

Why its own module: the command reads three kinds of input (a file, ``--batch`` JSON lines, quick
options like the console's) and must look cards up in the same card database as ``bot card`` and
the Discord bot, so a ``card:`` name means the same thing in every front end. The card
database is opened only when a scenario names a card: most scenarios need none. The resolver
(``bot.apnap``, about a second of imports) is imported when the command runs, not when the CLI builds
its parser, so ``python -m bot --help`` and the other commands never load it.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..config import Settings
from ..errors import BotError
from .batch import batch_value

if TYPE_CHECKING:
    from ..apnap import CardText
    from ..services.resolve import ResolveRequest, ResolveService

#: Quick-mode options, as the console and Discord take them (``--players``, ``--x`` …).
QUICK_OPTIONS = ("effect", "card", "players", "active", "controller", "target", "x", "ability", "choose",
                 "kicked", "that_player", "seed", "board", "life", "hands", "facts")


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("resolve", parents=[common],
                       help="run a scenario (a file, --batch JSON lines, or --effect/--card with --players)")
    p.add_argument("file", nargs="?", help="a YAML or JSON scenario file, or - for stdin")
    p.add_argument("--lang", choices=["en", "es"])
    p.add_argument("--batch", metavar="FILE", help="one scenario as a JSON object per line; - for stdin")
    quick = p.add_argument_group("quick mode (instead of a file)")
    for name in QUICK_OPTIONS:
        quick.add_argument(f"--{name.replace('_', '-')}", dest=f"q_{name}", metavar=name.upper())


class LazyCards:
    """The card database, opened on the first name asked and closed once at the end."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._store: Any = None
        self._service: Any = None

    async def find(self, name: str, lang: str) -> CardText | None:
        if self._service is None:
            from ..services.cards import CardsService
            from ..storage import open_store
            from ..storage.sqlite_cards import card_store_for

            self._store = await open_store(self.settings.store_url)
            self._service = await CardsService.open(await card_store_for(self._store))
        from ..services.resolve import card_finder

        return await card_finder(self._service)(name, lang)

    async def close(self) -> None:
        if self._store is not None:
            await self._store.close()


def _quick_request(args: argparse.Namespace) -> ResolveRequest | None:
    from ..services.resolve import ResolveRequest, Seat, quick_options, split_names

    given = {name: getattr(args, f"q_{name}") for name in QUICK_OPTIONS if getattr(args, f"q_{name}") is not None}
    if not given:
        return None
    players = tuple(Seat(n) for n in split_names(given.pop("players", "")))
    effect = given.pop("effect", None)
    active = given.pop("active", None)
    return ResolveRequest(lang=args.lang, effect=effect, active=active, players=players,
                          **quick_options({k: str(v) for k, v in given.items()}))


async def run(args: argparse.Namespace, settings: Settings, read: Callable[[str], str],
              read_batch: Callable[[str], list[str]], emit: Callable[[dict[str, Any]], None],
              emit_error: Callable[[dict[str, Any]], None]) -> int:
    """Resolve what the arguments name; returns the exit status (2 when a batch line was refused).

    ``read`` reads one scenario file and ``read_batch`` a batch's lines, as the CLI reads every file."""
    from ..apnap import MAX_INPUT_BYTES
    from ..services.resolve import ResolveRequest, ResolveService

    cards = LazyCards(settings)
    service = ResolveService(cards.find)
    try:
        if args.batch:
            lines = read_batch(args.batch)
            await service.warm()  # once for the process, before the first line's deadline starts
            return await _run_batch(args, service, lines, emit, emit_error)
        quick = _quick_request(args)
        if quick is not None and args.file is not None:
            raise BotError.of("bad_input", "resolve.cli_file_or_quick")
        if quick is None:
            if args.file is None:
                raise BotError.of("bad_input", "resolve.cli_need_input")
            stdin = getattr(sys.stdin, "buffer", None)
            text: str | bytes = (stdin.read(MAX_INPUT_BYTES + 1) if stdin else sys.stdin.read()) \
                if args.file == "-" else read(args.file)
            quick = ResolveRequest(lang=args.lang, scenario=text)
        await service.warm()  # the grammars before the request's deadline starts, as for a batch: a cold process
        # under load spent the 10 s building them and answered too_complex (a two-process test on a busy machine)
        emit((await service.resolve(quick)).to_dict())
        return 0
    finally:
        await cards.close()


async def _run_batch(args: argparse.Namespace, service: ResolveService, lines: list[str],
                     emit: Callable[[dict[str, Any]], None], emit_error: Callable[[dict[str, Any]], None]) -> int:
    """One result or error object per line, in order; a bad line never stops the batch."""
    from ..apnap import MAX_INPUT_BYTES
    from ..services.resolve import ResolveRequest

    status = 0
    for line in lines:
        if not line.strip():
            continue
        try:
            # a line is one scenario, under the scenario's own size limit; JSON is YAML, so it is passed on as read
            if not isinstance(batch_value(line, MAX_INPUT_BYTES), dict):
                raise BotError.of("bad_batch", "error.batch_scenario")
            emit((await service.resolve(ResolveRequest(lang=args.lang, scenario=line))).to_dict())
        except BotError as exc:
            emit_error(exc.to_dict(args.lang))
            status = 2
    return status
