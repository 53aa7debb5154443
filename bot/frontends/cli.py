"""``python -m bot``: the command-line entry point (see docs/cli-contract.md).

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
import re
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, NoReturn

from ..catalog import Phrase, t
from ..config import Settings, log_level_from_env
from ..errors import BotError
from ..rules.source import progress_bar
from .batch import batch_value
from .terminal import safe

EXIT_OK, EXIT_FAULT, EXIT_USER = 0, 1, 2
MAX_BATCH_LINE = 20_000
FRONTENDS = "mtg_rules_bot.frontends"

log = logging.getLogger("bot")


class ArgumentParser(argparse.ArgumentParser):
    """argparse that raises a :class:`BotError` instead of printing usage and exiting, so a bad
    option honours ``--json`` and exits with status 2 like every other input error."""

    def error(self, message: str) -> NoReturn:
        usage = self.format_usage().strip().removeprefix("usage:").strip()  # the catalogue says "Usage:"/"Uso:"
        raise BotError.of("bad_input", "error.bad_arguments", detail=_argparse_detail(message), usage=usage)


# argparse's own messages, said in the reader's language (the option names stay as typed).
_ARGPARSE_MESSAGES = (
    (re.compile(r"unrecognized arguments: (?P<args>.*)"), "cli.argparse.unrecognized"),
    (re.compile(r"the following arguments are required: (?P<args>.*)"), "cli.argparse.required"),
    (re.compile(r"argument (?P<arg>\S+): expected one argument"), "cli.argparse.expected_one"),
    (re.compile(r"argument (?P<arg>\S+): invalid choice: (?P<args>.*)"), "cli.argparse.invalid_choice"),
    (re.compile(r"argument (?P<arg>\S+): invalid \w+ value: (?P<args>.*)"), "cli.argparse.invalid_value"),
)


def _argparse_detail(message: str) -> Phrase | str:
    for pattern, key in _ARGPARSE_MESSAGES:
        m = pattern.fullmatch(message.strip())
        if m:
            return Phrase(key, **{"arg": "", "args": "", **m.groupdict()})
    return message


def _limit(value: str) -> int:
    """``--limit``: a whole number of results between 1 and 25."""
    if not value.strip().isdigit() or not 1 <= int(value) <= 25:
        raise argparse.ArgumentTypeError(f"must be a whole number from 1 to 25, not {value[:20]!r}")
    return int(value)


def _common(*, subcommand: bool = True) -> ArgumentParser:
    """The options every command takes, before or after its name (``--json rule 101.4`` and
    ``rule 101.4 --json``). A subcommand's copies default to "not given" (SUPPRESS), so they never
    overwrite what was given before the subcommand's name."""
    default: Any = argparse.SUPPRESS if subcommand else None
    common = ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", default=default if subcommand else False,
                        help="print one JSON object (per input line with --batch)")
    common.add_argument("--rules", metavar="PATH", default=default,
                        help="a CR text file or a directory of them (env MTGBOT_RULES)")
    common.add_argument("--db", metavar="PATH|URL", default=default,
                        help="the SQLite file or a postgresql:// URL (env MTGBOT_DB, MTGBOT_DATABASE_URL)")
    return common


def build_parser() -> argparse.ArgumentParser:
    common = _common()
    parser = ArgumentParser(
        prog="python -m bot",
        description="Magic: The Gathering Comprehensive Rules assistant (English and Spanish).",
        parents=[_common(subcommand=False)],
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=ArgumentParser)

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
    p.add_argument("--lang", choices=["en", "es"], help="the language of messages (errors)")
    p.add_argument("--batch", metavar="FILE")

    p = sub.add_parser("search", parents=[common], help="find the rules a question is about")
    p.add_argument("query", nargs="?")
    p.add_argument("--lang", default="auto", choices=["en", "es", "auto"])
    p.add_argument("--limit", type=_limit, default=10, help="how many results, 1 to 25")
    p.add_argument("--batch", metavar="FILE")

    p = sub.add_parser("diff", parents=[common], help="what changed between two releases")
    p.add_argument("--from", dest="from_", required=True, metavar="YYYY-MM-DD")
    p.add_argument("--to", required=True, metavar="YYYY-MM-DD")
    p.add_argument("--rule", metavar="REF", help="only this rule and its subrules")
    p.add_argument("--lang", default="en", choices=["en", "es"], help="the language of the readable output")

    p = sub.add_parser("import", parents=[common], help="import CR text files into the database")
    p.add_argument("paths", nargs="*", help="files or directories (default: MTGBOT_RULES)")
    p.add_argument("--force", action="store_true", help="import even a file that fails the damage checks")

    sub.add_parser("versions", parents=[common], help="list the imported releases")

    from .resolve_cli import add_parser as add_resolve_parser

    add_resolve_parser(sub, common)

    from .cards_cli import add_parsers as add_card_parsers  # issue 14; the lead re-wires at merge

    add_card_parsers(sub, common)
    p = sub.add_parser("console", parents=[common], help="the offline console: type the bot's commands as text")
    p.add_argument("--lang", choices=["en", "es"], help="start in this language (env MTGBOT_LANG)")
    p = sub.add_parser("run", parents=[common], help="start the Discord bot (DISCORD_TOKEN) or else the console")
    p.add_argument("--lang", choices=["en", "es"], help="the console's language (env MTGBOT_LANG)")
    p = sub.add_parser("migrate", parents=[common],
                       help="apply schema migrations; --to URL also copies settings and games")
    p.add_argument("--to", metavar="URL", help="another database (postgresql://…) to copy settings and table games to")
    sub.add_parser("health", parents=[common], help="heartbeat fresh and database reachable: exit 0, else 1")
    p = sub.add_parser("invite", parents=[common], help="the URL that adds the bot to a server (scopes, permissions)")
    p.add_argument("--client-id", metavar="ID",
                   help="the application id (env MTGBOT_APPLICATION_ID; else from the token)")
    p.add_argument("--lang", choices=["en", "es"])
    p = sub.add_parser("sync", parents=[common], help="sync slash commands with Discord (explicitly, never on start)")
    p.add_argument("--guild", type=int, metavar="ID", help="sync to one server only (instant, for testing)")
    return parser


def _emit(obj: dict[str, Any], as_json: bool, human: Callable[[dict[str, Any]], str]) -> None:
    if as_json:
        print(json.dumps(obj, ensure_ascii=False))
    else:
        print(safe(human(obj)))


def _error_text(err: dict[str, Any], lang: str | None = None) -> str:
    e = err["error"]
    text = t("cli.error", lang, code=e["code"], message=e["message"])
    if e.get("suggestions"):
        text += "\n  " + t("cli.did_you_mean", lang) + " " + ", ".join(map(str, e["suggestions"][:8]))
    return text


def _lang_of(args: Any) -> str | None:
    """The language a command asked for (``--lang es``): its errors are said in it too."""
    lang = getattr(args, "lang", None)
    return lang if lang in ("en", "es") else None


def _read_batch(path: str) -> list[str]:
    # Bytes, decoded leniently: a binary line becomes a bad line, never a UnicodeDecodeError.
    if path == "-":
        data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode("utf-8", "replace")
        return data.decode("utf-8", "replace").splitlines()
    try:
        with open(path, "rb") as fh:
            return fh.read().decode("utf-8", "replace").splitlines()
    except OSError as exc:
        raise BotError.of("bad_batch", "error.batch_unreadable", path=Path(path).name,
                          reason=exc) from None


async def _single_or_batch(
    args: argparse.Namespace, key: str, call: Callable[[dict[str, Any]], Awaitable[dict[str, Any]]],
    defaults: dict[str, Any], human: Callable[[dict[str, Any]], str],
) -> int:
    if args.batch:
        status = EXIT_OK
        for line in _read_batch(args.batch):
            if not line.strip():
                continue
            item: Any = None
            try:
                item = batch_value(line, MAX_BATCH_LINE)
                if not isinstance(item, dict) or not isinstance(item.get(key), str):
                    raise BotError.of("bad_batch", "error.batch_field", field=key)
                result = await call({**defaults, **item})
            except BotError as exc:
                item_lang = item.get("lang") if isinstance(item, dict) else None
                lang = item_lang if item_lang in ("en", "es") else _lang_of(args)
                result = exc.to_dict(lang)
                status = EXIT_USER
            print(json.dumps(result, ensure_ascii=False)) if args.json else print(
                safe(_error_text(result, _lang_of(args)) if "error" in result else human(result))
            )
        return status
    value = getattr(args, key)
    if value is None:
        raise BotError.of("bad_reference" if key == "ref" else "bad_input", "error.give_argument",
                          what=Phrase(f"cli.argument.{key}"))
    _emit(await call({**defaults, key: value}), args.json, human)
    return EXIT_OK


#: A subcommand's handler: the parsed arguments and the settings → the exit status.
Handler = Callable[[argparse.Namespace, Settings], Awaitable[int]]


async def _run(args: argparse.Namespace) -> int:
    """The composition root of a CLI command: the settings, then the subcommand's handler."""
    settings = Settings.from_env(rules=args.rules, db=args.db)
    handler = HANDLERS.get(args.command)
    if handler is None:
        raise BotError.of("bad_input", "error.unknown_command", name=args.command)
    return await handler(args, settings)


async def _resolve(args: argparse.Namespace, settings: Settings) -> int:
    """No rules needed; the card database only when a scenario names a card."""
    from . import formatting as fmt
    from . import resolve_cli

    def show_error(err: dict[str, Any]) -> None:
        print(json.dumps(err, ensure_ascii=False)) if args.json else print(safe(_error_text(err, _lang_of(args))))

    return await resolve_cli.run(args, settings, _read_file, _read_batch,
                                 lambda out: _emit(out, args.json, fmt.resolution_text), show_error)


async def _invite(args: argparse.Namespace, settings: Settings) -> int:
    """Needs neither rules nor a database."""
    from .invite import invite

    link = invite(args.client_id)
    _emit(link.to_dict(), args.json,
          lambda d: t("invite.text", args.lang, url=d["url"], scopes=" ".join(d["scopes"]),
                      permissions=d["permissions"], names=", ".join(d["permission_names"])))
    return EXIT_OK


async def _health(args: argparse.Namespace, settings: Settings) -> int:
    from ..storage import admin

    health = await admin.health(settings)
    _emit(health.to_dict(), args.json, lambda _: health.text())
    return EXIT_OK if health.ok else EXIT_FAULT


async def _migrate(args: argparse.Namespace, settings: Settings) -> int:
    from ..storage import admin

    migrated = await admin.migrate(settings, args.to)
    _emit(migrated.to_dict(), args.json, lambda _: migrated.text())
    return EXIT_OK


async def _cards(args: argparse.Namespace, settings: Settings) -> int:
    from . import cards_cli

    out, text = await cards_cli.run(args, settings)
    _emit(out, args.json, lambda _: text)
    return EXIT_OK


async def _interactive_or_bot(args: argparse.Namespace, settings: Settings) -> int:
    """``console``, ``run`` and ``sync``: the offline console, or the Discord front end."""
    from .console import run_console
    from .heap import return_freed_memory

    cmd = args.command
    if cmd != "sync":  # a process that runs for days
        return_freed_memory()
    if cmd == "run" and not settings.discord_token and not _interactive():
        # A container without a token: a console nobody can type in would exit 0 at once and
        # look like a clean stop; say what is missing instead.
        raise BotError.of("bad_config", "run.error.no_token_no_terminal")
    if cmd == "sync" or (cmd == "run" and settings.discord_token):
        if cmd == "run" and settings.processes > 1:
            return await frontend("cluster")(settings)
        return await frontend("discord")(settings, sync=cmd == "sync", guild=getattr(args, "guild", None),
                                         as_json=args.json)
    return await run_console(settings, getattr(args, "lang", None))


async def _translate(args: argparse.Namespace, settings: Settings) -> int:
    """The dictionary alone: no database, no rules to load or download."""
    from ..i18n.terms import Terminology
    from ..services.translate import TranslateService
    from . import formatting as fmt

    translator = TranslateService(Terminology.load)

    async def translate(a: dict[str, Any]) -> dict[str, Any]:
        return translator.translate(a["term"], a.get("from", "en")).to_dict()
    return await _single_or_batch(args, "term", translate, {"from": args.from_}, fmt.translate_text)


async def _import(args: argparse.Namespace, settings: Settings) -> int:
    """Before any ``Services.open``: importing explicit paths never downloads."""
    from ..services.rules_import import import_paths
    from . import formatting as fmt

    progress = None if args.json or not sys.stderr.isatty() else progress_bar()
    _emit(await import_paths(settings, args.paths, force=args.force, progress=progress), args.json, fmt.import_text)
    return EXIT_OK


async def _with_rules(args: argparse.Namespace, settings: Settings) -> int:
    """``rule``, ``define``, ``search``, ``diff``, ``versions``: the loaded rules, opened once."""
    from ..services import Services
    from . import formatting as fmt

    progress = None if args.json or not sys.stderr.isatty() else progress_bar()
    services = await Services.open(settings, progress=progress)
    rules = services.rules
    cmd = args.command
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
        if cmd == "search":
            async def search(a: dict[str, Any]) -> dict[str, Any]:
                return services.search.search(a["query"], a.get("lang", "auto"), a.get("limit", 10)).to_dict()
            return await _single_or_batch(args, "query", search, {"lang": args.lang, "limit": args.limit},
                                          fmt.search_text)
        if cmd == "diff":
            _emit((await rules.diff(args.from_, args.to, args.rule)).to_dict(), args.json,
                  lambda d: fmt.diff_text(d, args.lang))
            return EXIT_OK
        out = {"versions": [v.to_dict() for v in await services.store.versions()],
               "current": rules.current.effective_iso}
        _emit(out, args.json, fmt.versions_text)
        return EXIT_OK
    finally:
        await services.close()


HANDLERS: dict[str, Handler] = {
    "resolve": _resolve, "invite": _invite, "health": _health, "migrate": _migrate, "card": _cards,
    "cards": _cards, "console": _interactive_or_bot, "run": _interactive_or_bot, "sync": _interactive_or_bot,
    "translate": _translate, "import": _import, "rule": _with_rules, "define": _with_rules,
    "search": _with_rules, "diff": _with_rules, "versions": _with_rules,
}


def _interactive() -> bool:
    """A person can type: stdin is a terminal (``make run`` in a shell, not a container)."""
    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (ValueError, OSError):  # a closed stdin
        return False


def default_log_level(command: str | None, environ: dict[str, str] | None = None) -> str:
    """INFO for ``run`` with a token (a bot's log is how its operator sees it connect), WARNING
    for everything else, whose stdout is the answer; ``MTGBOT_LOG_LEVEL`` wins (read later)."""
    env = os.environ if environ is None else environ
    return "INFO" if command in ("run", None) and env.get("DISCORD_TOKEN") else "WARNING"


def _read_file(path: str) -> str:
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read(200_001)
    except (OSError, UnicodeDecodeError) as exc:
        raise BotError.of("bad_scenario", "error.cannot_read", path=Path(path).name,
                          reason=exc) from None


def frontend(name: str) -> Callable[..., Awaitable[int]]:
    """A front end other packages provide (the Discord bot in ``cogs/``), found through the entry
    points of group ``mtg_rules_bot.frontends`` (pyproject.toml), so ``bot/`` never imports them."""
    from importlib.metadata import entry_points

    found = entry_points(group=FRONTENDS, name=name)
    if not found:
        raise BotError.of("bad_config", "error.frontend_missing", name=name)
    loaded: Callable[..., Awaitable[int]] = next(iter(found)).load()
    return loaded


def main(argv: list[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):  # text that cannot be encoded (a lone surrogate) prints as "?"
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace")
    as_json = "--json" in (sys.argv[1:] if argv is None else argv)
    lang: str | None = None
    try:
        args = build_parser().parse_args(argv)
        logging.basicConfig(level=log_level_from_env(default_log_level(args.command)),
                            format="%(asctime)s %(levelname)s %(name)s: %(message)s")
        as_json, lang = bool(getattr(args, "json", False)), _lang_of(args)
        if not args.command:
            args.command = "run"
        return asyncio.run(_run(args))
    except BotError as exc:
        _print_error(exc.to_dict(lang), as_json, lang)
        return EXIT_USER
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`| head`): nothing more can be said, and Python must not complain
        # about the unflushed stdout while it exits.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except ModuleNotFoundError as exc:
        if os.environ.get("MTGBOT_DEBUG") or (exc.name or "").split(".")[0] in ("bot", "cogs", "runtime"):
            raise  # a module of our own missing is a fault of ours, not of the installation
        # Usually `python -m bot` run by a Python that is not the project's virtualenv.
        _print_error(BotError.of("missing_dependency", "error.missing_module", module=(exc.name or "?")[:60],
                                 python=sys.executable[:200]).to_dict(lang), as_json, lang)
        return EXIT_FAULT
    except Exception as exc:  # an internal fault: say so plainly, log the details
        if os.environ.get("MTGBOT_DEBUG"):
            raise
        log.debug("internal error", exc_info=True)
        _print_error(BotError.of("internal_error", "error.internal", kind=type(exc).__name__).to_dict(lang), as_json,
                     lang)
        return EXIT_FAULT


def _print_error(err: dict[str, Any], as_json: bool, lang: str | None = None) -> None:
    try:
        if as_json:
            print(json.dumps(err, ensure_ascii=False))
        else:
            print(safe(_error_text(err, lang)), file=sys.stderr)
    except BrokenPipeError:
        pass
