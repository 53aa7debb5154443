"""``python -m bot``: the command-line entry point (see shared/docs/cli-contract.md).

Every subcommand takes ``--json`` and then prints exactly one JSON object. Bad input prints an
error object and exits 2; an internal fault exits 1. No traceback reaches the user unless
``MTGBOT_DEBUG=1``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import sys
from collections.abc import Awaitable, Callable
from typing import Any

from ..config import Settings
from ..errors import BotError
from ..rules.source import progress_bar

EXIT_OK, EXIT_FAULT, EXIT_USER = 0, 1, 2
MAX_BATCH_LINE = 20_000

log = logging.getLogger("bot")


def _common() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", help="print one JSON object (per input line with --batch)")
    common.add_argument("--rules", metavar="PATH", help="a CR text file or a directory of them (env MTGBOT_RULES)")
    common.add_argument("--db", metavar="PATH", help="the SQLite database file (env MTGBOT_DB)")
    return common


def build_parser() -> argparse.ArgumentParser:
    common = _common()
    parser = argparse.ArgumentParser(
        prog="python -m bot",
        description="Magic: The Gathering Comprehensive Rules assistant (English and Spanish).",
        parents=[common],
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("rule", parents=[common], help="look up a rule by number (101.4, CR 702.19c, regla 603.3b)")
    p.add_argument("ref", nargs="?", help="the rule reference")
    p.add_argument("--lang", default="en", choices=["en", "es"])
    p.add_argument("--version", metavar="YYYY-MM-DD", help="a release other than the current one")
    p.add_argument("--batch", metavar="FILE", help="JSON lines of {ref, lang, version}; - for stdin")

    p = sub.add_parser("define", parents=[common], help="a glossary definition (mana value, APNAP)")
    p.add_argument("term", nargs="?")
    p.add_argument("--lang", default="en", choices=["en", "es"])
    p.add_argument("--batch", metavar="FILE")

    p = sub.add_parser("translate", parents=[common], help="translate a game term EN↔ES (trample, toque mortal)")
    p.add_argument("term", nargs="?")
    p.add_argument("--from", dest="from_", default="en", choices=["en", "es"])
    p.add_argument("--batch", metavar="FILE")

    p = sub.add_parser("search", parents=[common], help="find the rules a question is about")
    p.add_argument("query", nargs="?")
    p.add_argument("--lang", default="auto", choices=["en", "es", "auto"])
    p.add_argument("--limit", type=int, default=10)
    p.add_argument("--batch", metavar="FILE")

    p = sub.add_parser("diff", parents=[common], help="what changed between two releases")
    p.add_argument("--from", dest="from_", required=True, metavar="YYYY-MM-DD")
    p.add_argument("--to", required=True, metavar="YYYY-MM-DD")
    p.add_argument("--rule", metavar="REF", help="only this rule and its subrules")

    p = sub.add_parser("import", parents=[common], help="import CR text files into the database")
    p.add_argument("paths", nargs="*", help="files or directories (default: MTGBOT_RULES)")
    p.add_argument("--force", action="store_true", help="import even a file that fails the damage checks")

    sub.add_parser("versions", parents=[common], help="list the imported releases")

    p = sub.add_parser("resolve", parents=[common], help="run a scenario file through the APNAP engine")
    p.add_argument("file", help="a YAML or JSON scenario file, or - for stdin")
    p.add_argument("--lang", choices=["en", "es"])

    sub.add_parser("console", parents=[common], help="the offline console: type the bot's commands as text")
    sub.add_parser("run", parents=[common], help="start the Discord bot (DISCORD_TOKEN) or else the console")
    p = sub.add_parser("sync", parents=[common], help="sync slash commands with Discord (explicitly, never on start)")
    p.add_argument("--guild", type=int, metavar="ID", help="sync to one server only (instant, for testing)")
    return parser


def _emit(obj: dict[str, Any], as_json: bool, human: Callable[[dict[str, Any]], str]) -> None:
    if as_json:
        print(json.dumps(obj, ensure_ascii=False))
    else:
        print(human(obj))


def _error_text(err: dict[str, Any]) -> str:
    e = err["error"]
    text = f"Error ({e['code']}): {e['message']}"
    if e.get("suggestions"):
        text += "\n  Did you mean: " + ", ".join(map(str, e["suggestions"][:8]))
    return text


def _read_batch(path: str) -> list[str]:
    # Bytes, decoded leniently: a binary line becomes a bad line, never a UnicodeDecodeError.
    if path == "-":
        data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode("utf-8", "replace")
        return data.decode("utf-8", "replace").splitlines()
    try:
        with open(path, "rb") as fh:
            return fh.read().decode("utf-8", "replace").splitlines()
    except OSError as exc:
        raise BotError("bad_batch", f"Cannot read the batch file {path}: {exc.strerror or exc}.") from None


async def _single_or_batch(
    args: argparse.Namespace, key: str, call: Callable[[dict[str, Any]], Awaitable[dict[str, Any]]],
    defaults: dict[str, Any], human: Callable[[dict[str, Any]], str],
) -> int:
    if args.batch:
        status = EXIT_OK
        for line in _read_batch(args.batch):
            if not line.strip():
                continue
            try:
                if len(line) > MAX_BATCH_LINE:
                    raise BotError("bad_batch", "This batch line is too long.")
                try:
                    item = json.loads(line)
                except ValueError:
                    raise BotError("bad_batch", "This batch line is not a JSON object.") from None
                if not isinstance(item, dict) or not isinstance(item.get(key), str):
                    raise BotError("bad_batch", f"Each batch line needs a string field {key!r}.")
                result = await call({**defaults, **item})
            except BotError as exc:
                result = exc.to_dict()
                status = EXIT_USER
            print(json.dumps(result, ensure_ascii=False)) if args.json else print(
                _error_text(result) if "error" in result else human(result)
            )
        return status
    value = getattr(args, key)
    if value is None:
        raise BotError("bad_reference" if key == "ref" else "bad_input", f"Give a {key} (or --batch FILE).")
    _emit(await call({**defaults, key: value}), args.json, human)
    return EXIT_OK


async def _run(args: argparse.Namespace) -> int:
    from ..services import Services
    from . import formatting as fmt

    settings = Settings.from_env(rules=args.rules, db=args.db)
    cmd = args.command

    if cmd == "resolve":
        from ..apnap import MAX_INPUT_BYTES, resolve_text

        # stdin as bytes (bounded): the parser decodes them and refuses what is not UTF-8.
        stdin = getattr(sys.stdin, "buffer", None)
        text: str | bytes = (stdin.read(MAX_INPUT_BYTES + 1) if stdin else sys.stdin.read()) if args.file == "-" \
            else _read_file(args.file)
        result = await _maybe_await(resolve_text(text, args.lang))
        _emit(result, args.json, fmt.resolution_text)
        return EXIT_OK
    if cmd in ("console", "run", "sync"):
        from .console import run_console

        if cmd == "sync" or (cmd == "run" and settings.discord_token):
            from importlib import import_module

            # Discord lives in cogs/; bot/ itself never imports discord.
            if cmd == "run" and settings.processes > 1:
                return await import_module("cogs.cluster").main(settings)
            runner = import_module("cogs.runner")
            return await runner.main(settings, sync=cmd == "sync", guild=getattr(args, "guild", None))
        return await run_console(settings)

    progress = None if args.json or not sys.stderr.isatty() else progress_bar()
    if cmd == "import":  # before Services.open: importing explicit paths never downloads
        from ..services.rules_import import import_paths

        _emit(await import_paths(settings, args.paths, force=args.force, progress=progress), args.json, fmt.import_text)
        return EXIT_OK
    services = await Services.open(settings, progress=progress)
    rules = services.rules
    try:
        if cmd == "rule":
            async def rule(a: dict[str, Any]) -> dict[str, Any]:
                return (await rules.rule(a["ref"], a.get("lang", "en"), a.get("version"))).to_dict()
            return await _single_or_batch(args, "ref", rule, {"lang": args.lang, "version": args.version},
                                          fmt.rule_text)
        if cmd == "define":
            async def define(a: dict[str, Any]) -> dict[str, Any]:
                return (await rules.define(a["term"], a.get("lang", "en"))).to_dict()
            return await _single_or_batch(args, "term", define, {"lang": args.lang}, fmt.define_text)
        if cmd == "translate":
            async def translate(a: dict[str, Any]) -> dict[str, Any]:
                return services.translate.translate(a["term"], a.get("from", "en")).to_dict()
            return await _single_or_batch(args, "term", translate, {"from": args.from_}, fmt.translate_text)
        if cmd == "search":
            async def search(a: dict[str, Any]) -> dict[str, Any]:
                return services.search.search(a["query"], a.get("lang", "auto"), a.get("limit", 10)).to_dict()
            return await _single_or_batch(args, "query", search, {"lang": args.lang, "limit": args.limit},
                                          fmt.search_text)
        if cmd == "diff":
            _emit((await rules.diff(args.from_, args.to, args.rule)).to_dict(), args.json, fmt.diff_text)
            return EXIT_OK
        if cmd == "versions":
            out = {"versions": [v.to_dict() for v in await services.store.versions()],
                   "current": rules.current.effective_iso}
            _emit(out, args.json, fmt.versions_text)
            return EXIT_OK
    finally:
        await services.close()
    raise BotError("bad_input", f"Unknown command {cmd!r}.")


async def _maybe_await(value: Any) -> Any:
    if asyncio.iscoroutine(value):
        return await value
    return value


def _read_file(path: str) -> str:
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read(200_001)
    except (OSError, UnicodeDecodeError) as exc:
        raise BotError("bad_scenario", f"Cannot read {path}: {getattr(exc, 'strerror', None) or exc}.") from None


def main(argv: list[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):  # text that cannot be encoded (a lone surrogate) prints as "?"
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace")
    parser = build_parser()
    args = parser.parse_args(argv)
    if not args.command:
        args.command = "run"
    logging.basicConfig(level=os.environ.get("MTGBOT_LOG_LEVEL", "WARNING").upper(),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        return asyncio.run(_run(args))
    except BotError as exc:
        err = exc.to_dict()
        print(json.dumps(err, ensure_ascii=False) if getattr(args, "json", False) else _error_text(err),
              file=sys.stdout if getattr(args, "json", False) else sys.stderr)
        return EXIT_USER
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # an internal fault: say so plainly, log the details
        if os.environ.get("MTGBOT_DEBUG"):
            raise
        log.debug("internal error", exc_info=True)
        err = {"error": {"code": "internal_error", "message": f"Internal error: {type(exc).__name__}. "
                         "Run with MTGBOT_DEBUG=1 for details.", "suggestions": []}}
        print(json.dumps(err) if getattr(args, "json", False) else err["error"]["message"],
              file=sys.stdout if getattr(args, "json", False) else sys.stderr)
        return EXIT_FAULT
