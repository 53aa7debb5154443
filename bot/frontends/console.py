"""The offline console: type the bot's slash commands as text and read what it would post.

Every answer is built by :mod:`bot.presentation.actions` into the same :mod:`bot.presentation` messages the Discord
cogs send, and printed with :func:`bot.presentation.to_text` — embeds, buttons and menus included.
``/resolve … mode:table`` plays a table-mode session at the terminal: each player is prompted in
turn, hidden-zone choices are announced as hidden and the screen is cleared afterwards.
"""

from __future__ import annotations

import inspect
import logging
import select
import shlex
import sys
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import presentation
from ..apnap import MAX_INPUT_BYTES
from ..catalog import catalog, t
from ..config import Settings
from ..errors import BotError
from ..i18n import normalize_lang, parse_lang
from ..presentation.card import card_message
from ..presentation.clicks import Click as ButtonClick
from ..presentation.ids import TableId, decode
from ..services.cards import CardRequest
from ..services.resolve import ResolveRequest, ResolveResult, Seat, quick_options, split_names
from ..services.table_session import TableError, TableSession
from ..services.table_views import OptionView, PromptView, TableStatus, answer_view
from .clicks import Click, Control, parse_click, target
from .terminal import safe
from .text import controls_of, to_text

if TYPE_CHECKING:
    from ..services import Services

log = logging.getLogger(__name__)

InputFn = Callable[[str], "str | Awaitable[str]"]
OutputFn = Callable[[str], Any]


#: Words the console runs as commands without their slash: a newcomer types ``rule 101.4`` or ``quit``.
_BARE_EXTRA = frozenset({"lang", "diff", "quit", "exit", "salir", "ayuda"})


def _bare_command(line: str) -> bool:
    """Whether a line without its slash starts with a command's name (English or Spanish)."""
    first = line.split(maxsplit=1)[0].lower() if line else ""
    return first in COMMAND_KEYS or first in _BARE_EXTRA or first in spanish_names()[0]


def parse_command(line: str) -> tuple[str, str, dict[str, str]]:
    """``/rule 101.4 lang:es`` → (``rule``, ``101.4``, {``lang``: ``es``}); the slash may be left out
    before a command's name (``rule 101.4``), since that is what a newcomer at a terminal types first."""
    line = line.strip()
    if not line.startswith("/"):
        if not _bare_command(line):
            return "", line, {}
        line = "/" + line
    try:
        parts = shlex.split(line[1:])
    except ValueError:
        parts = line[1:].split()
    if not parts:
        return "", "", {}
    name, rest = parts[0].lower(), parts[1:]
    options = {}
    words = []
    for part in rest:
        key, sep, value = part.partition(":")
        if sep and key.isalpha() and key.islower() and value:
            options[key] = value
        else:
            words.append(part)
    return name, " ".join(words), options


#: Console command → the catalogue key of its name on Discord: the Spanish names Discord shows
#: (``/regla``, ``/buscar``, ``/definir``, ``/carta``, ``/resolver``, ``/ayuda``…) work here too.
COMMAND_KEYS = {
    "rule": "discord.cmd.rule.name", "define": "discord.cmd.define.name", "translate": "discord.cmd.translate.name",
    "search": "discord.cmd.search.name", "changes": "discord.cmd.changes.name", "resolve": "discord.cmd.resolve.name",
    "card": "cards.cmd.card.name", "help": "discord.cmd.help.name",
}


@lru_cache(maxsize=1)
def spanish_names() -> tuple[dict[str, str], dict[str, str]]:
    """(Spanish command name → command, Spanish option name → option), from the catalogue."""
    commands = {t(key, "es").lower(): name for name, key in COMMAND_KEYS.items()}
    options: dict[str, str] = {}
    for key in sorted(k for k in catalog() if k.startswith(("discord.opt.", "cards.opt.")) and k.endswith(".name")):
        options.setdefault(t(key, "es"), t(key, "en"))  # "idioma": lang (sorted before language)
    return commands, {es: en for es, en in options.items() if es != en}


def canonical(name: str, options: dict[str, str]) -> tuple[str, dict[str, str]]:
    """A command typed with its Spanish name and options → the English ones the console runs."""
    commands, option_names = spanish_names()
    return commands.get(name, name), {option_names.get(k, k): v for k, v in options.items()}


class Console:
    """One console user. ``input_fn`` and ``output`` make it scriptable (tests, demos)."""

    USER_ID = 1

    def __init__(self, services: Services, *, input_fn: InputFn | None = None, output: OutputFn | None = None,
                 lang: str = "en", clear_screen: Callable[[], None] | None = None) -> None:
        from ..presentation.actions import Actions

        self.services = services
        self.actions = Actions(services)
        self.input_fn: InputFn = input_fn or input
        raw_output: OutputFn = output or print
        self.output: OutputFn = lambda text: raw_output(safe(text))
        self.lang = normalize_lang(lang)
        self.clear_screen = clear_screen
        #: The buttons and menus of the last answer, numbered as printed (``press``, ``pick``).
        self.controls: list[Control] = []

    def shown(self, messages: Sequence[presentation.Message], lang: str) -> str:
        """Messages as text, their buttons and menus numbered from 1 and remembered for ``press``
        and ``pick`` (they replace the previous answer's)."""
        texts: list[str] = []
        controls: list[Control] = []
        for msg in messages:
            texts.append(to_text(msg, lang=lang, first=len(controls) + 1))
            controls += [Control(item, msg) for item in controls_of(msg)]
        self.controls = controls
        return "\n\n".join(texts)

    async def read(self, prompt: str) -> str:
        try:
            value = self.input_fn(prompt)
            if inspect.isawaitable(value):
                value = await value
        except StopIteration:  # a scripted input ran out
            raise EOFError from None
        return str(value)

    async def handle(self, line: str) -> str | None:
        """One console line → the text the bot would post (None to quit), safe for a terminal."""
        out = await self._handle(line)
        return None if out is None else safe(out)

    async def _handle(self, line: str) -> str | None:
        name, arg, opts = parse_command(line)
        name, opts = canonical(name, opts)
        if name in ("quit", "exit", "q", "salir"):
            return None
        lang = self.lang
        try:
            click = parse_click(line)
            if click is not None:
                return await self.click(click, lang)
            if opts.get("lang") and opts["lang"] != "auto":
                lang = parse_lang(opts["lang"])
            command = self._commands().get(name)
            if command is None:
                raise BotError.of("bad_input", "error.unknown_console_command", name=name[:40])
            return await command(arg, opts, lang)
        except BotError as exc:
            return to_text(self.actions.error(exc, lang), lang=lang)

    def _commands(self) -> dict[str, Callable[[str, dict[str, str], str], Awaitable[str]]]:
        """Each console command (by its English name; ``canonical`` turned Spanish names into
        these) → its handler ``(argument, options, lang) → text``."""
        return {"rule": self._rule, "define": self._define, "translate": self._translate, "search": self._search,
                "changes": self._changes, "diff": self._changes, "resolve": self.resolve,
                "card": lambda arg, opts, lang: self.card(arg, lang), "lang": self._lang,
                "": self._help, "help": self._help, "ayuda": self._help}

    async def _rule(self, arg: str, opts: dict[str, str], lang: str) -> str:
        return self.shown([await self.actions.rule(arg, lang, version=opts.get("version"))], lang)

    async def _define(self, arg: str, opts: dict[str, str], lang: str) -> str:
        return self.shown([await self.actions.define(arg, lang)], lang)

    async def _translate(self, arg: str, opts: dict[str, str], lang: str) -> str:
        return self.shown([await self.actions.translate(arg, lang, from_lang=opts.get("from"))], lang)

    async def _search(self, arg: str, opts: dict[str, str], lang: str) -> str:
        search_lang = parse_lang(opts.get("lang"), "auto", allow_auto=True)
        return self.shown([await self.actions.search(arg, lang, search_lang=search_lang)], lang)

    async def _changes(self, arg: str, opts: dict[str, str], lang: str) -> str:
        return self.shown([await self.actions.changes(lang, from_=opts.get("from"), to=opts.get("to"),
                                                      rule=opts.get("rule") or (arg or None), page=_page(opts))],
                          lang)

    async def _lang(self, arg: str, opts: dict[str, str], lang: str) -> str:
        if not arg:
            return t("console.lang_now", lang, lang=t(f"lang.name.{lang}", lang))
        self.lang = parse_lang(arg)
        return t("console.lang_set", self.lang, lang=t(f"lang.name.{self.lang}", self.lang))

    async def _help(self, arg: str, opts: dict[str, str], lang: str) -> str:
        return t("console.help", lang) + "\n" + t("console.click.help", lang)

    async def card(self, name: str, lang: str) -> str:
        """``/card NAME``: the card message the bot would post."""
        cards = await self.services.open_cards()
        if cards is None:
            raise BotError.of("no_cards", "cards.error.no_cards")
        return self.shown([card_message(await cards.card(CardRequest(name, lang)))], lang)

    # --- buttons and menus ----------------------------------------------------------------------

    async def click(self, click: Click, lang: str) -> str:
        """``press N`` / ``pick N A B``: the numbered button or menu of the last answer, sent by its
        custom id to the handler a click on Discord reaches (see clicks.py)."""
        control, values = target(self.controls, click)
        item, message = control.item, control.message
        if isinstance(item, presentation.Button) and item.url:
            return t("console.click.link", lang, url=item.url)
        custom_id = item.custom_id or ""
        if isinstance(decode(custom_id), TableId):  # the console's turn loop asks each player instead
            raise BotError.of("bad_input", "console.click.table")
        hit = await self.actions.click(ButtonClick(custom_id, self.USER_ID, lang, tuple(values),
                                             message_ephemeral=message.ephemeral, message_owner=self.USER_ID))
        if hit.resolve is not None:  # Discord asks who plays in a modal; the console asks here
            players = await self.read(t("console.click.players", lang, name=hit.resolve.name))
            board = await self.read(t("console.click.board", lang))
            return await self.resolve("", {"card": hit.resolve.name, "players": players, "board": board}, lang)
        shown = [hit.message] if hit.message is not None else []
        if hit.after is not None:
            follow_up = await hit.after()
            shown += [follow_up] if follow_up is not None else []
        return self.shown(shown, lang)

    # --- the resolver -------------------------------------------------------------------------------

    async def resolve(self, arg: str, opts: dict[str, str], lang: str) -> str:
        scenario = None
        if opts.get("file"):
            path = Path(opts["file"]).expanduser()
            try:
                with path.open("rb") as fh:  # bounded: file:/dev/zero must not fill the memory
                    scenario = fh.read(MAX_INPUT_BYTES + 1)
            except OSError as exc:
                raise BotError.of("bad_file", "error.cannot_read", path=path.name,
                                  reason=exc) from None
        names = split_names(opts.get("players", ""))
        request = ResolveRequest(
            lang=lang, effect=opts.get("effect") or arg or None, scenario=scenario,
            players=tuple(Seat(name, i + 1) for i, name in enumerate(names)), active=opts.get("active"),
            **quick_options(opts),
        )
        if opts.get("mode", "quick").lower() in ("table", "mesa"):
            return await self.play_table(request, lang)
        result = await self.services.resolve.resolve(request)
        return self.shown(presentation.resolution_messages(result, lang), lang)

    async def play_table(self, request: ResolveRequest, lang: str) -> str:
        """Every player sits at this terminal; each is prompted in turn (APNAP order). The seats
        are this console's "users" 1, 2, 3…"""
        if request.scenario is not None:  # a scenario file's seats, each its own console user
            seats = (await self.services.resolve.scenario(request.scenario, lang)).game.seat_names
            request = replace(request, players=tuple(Seat(n, i + 1) for i, n in enumerate(seats)))
        session = await self.services.table.create(request, owner_id=self.USER_ID, channel_id=None, guild_id=None,
                                             require_channel=False)
        session.timeout, session.reminder = 24 * 3600.0, 0.0  # nobody waits at a terminal
        await session.start()
        self.output(to_text(presentation.table_status_message(session.status_view(), lang), lang=lang))
        try:
            while session.is_open:
                prompt = session.prompt_view()
                if prompt is None:
                    await session.settled()
                else:
                    await self._turn(session, prompt, lang)
        except EOFError:
            await session.cancel(self.USER_ID)
            return t("console.eof", lang)
        finally:
            self.services.table.forget(session.id)
        return self._table_outcome(session, lang)

    async def _turn(self, session: TableSession, prompt: PromptView, lang: str) -> None:
        """One player's decision at the terminal: passed over first when it is hidden (101.4a),
        the screen cleared after it; a refused answer is said and asked again."""
        hidden = prompt.hidden
        if hidden:
            self.output(t("console.pass", lang, player=prompt.player) + " " + t("console.hidden", lang))
            await self.read("")
        self.output(to_text(presentation.table_prompt_message(prompt, lang), lang=lang))
        if len(prompt.options) > presentation.SELECT_OPTIONS_MAX:
            self.output("\n".join(f"  {i}) {o.label}" for i, o in enumerate(prompt.options, 1)))
        none_hint = t("console.ask_none", lang) if prompt.min_count == 0 else ""
        answer = await self.read(t("console.ask", lang, player=prompt.player, none=none_hint))
        try:
            await session.submit(prompt.user_id, pick_keys(answer, prompt.options), prompt.seq)
        except (TableError, BotError) as exc:
            self.output(t("console.bad_pick", lang, detail=exc.text(lang)))
            return
        if hidden:
            self._clear(lang)
        if session.log:
            self.output(presentation.table_answer_line(answer_view(session.log[-1]), lang))
        if session.is_open and session.pending is not None:
            self.output(to_text(presentation.table_status_message(session.status_view(), lang), lang=lang))

    def _table_outcome(self, session: TableSession, lang: str) -> str:
        if session.status == TableStatus.DONE and session.result is not None:
            msgs = presentation.resolution_messages(ResolveResult(session.result, lang), lang)
            return t("table.finished", lang) + "\n" + self.shown(msgs, lang)
        if session.status == TableStatus.FAILED:
            return t("table.failed", lang, error=session.error or "—")
        return t("table.cancelled", lang)

    def _clear(self, lang: str) -> None:
        if self.clear_screen is not None:
            self.clear_screen()
        elif sys.stdout.isatty() and self.output is print:
            print("\033[2J\033[H", end="", flush=True)
        else:
            self.output("\n" * 3 + t("console.cleared", lang))


def _page(opts: dict[str, str]) -> int:
    """``page:2`` (the console's way to turn a page that Discord turns with a button)."""
    raw = opts.get("page") or opts.get("pagina") or opts.get("página") or "1"
    if not raw.isdigit() or not 1 <= int(raw) <= 1000:
        raise BotError.of("bad_input", "console.bad_page", value=raw[:20])
    return int(raw) - 1


def pick_keys(answer: str, options: Sequence[OptionView]) -> list[str]:
    """``"1, 3"`` or ``"Grizzly Bears"`` → option keys; empty input → no pick."""
    answer = answer.strip()
    if not answer:
        return []
    keys: list[str] = []
    for part in [p.strip() for p in answer.split(",") if p.strip()]:
        if part.isdigit():
            index = int(part) - 1
            if not 0 <= index < len(options):
                raise BotError.of("bad_choice", "console.no_option", part=part[:40])
            key = options[index].key
        else:
            matches = [o.key for o in options if o.label.casefold() == part.casefold() and o.key not in keys]
            if not matches:
                raise BotError.of("bad_choice", "console.not_an_option", part=part[:40])
            key = matches[0]
        if key in keys:
            raise BotError.of("bad_choice", "console.picked_twice", part=part[:40])
        keys.append(key)
    return keys


def read_line(prompt: str) -> str:
    """``input()`` that a Ctrl-C interrupts at once. Inside ``asyncio.run`` the first SIGINT only
    cancels the main task, which a blocking ``input()`` never notices: the user's Ctrl-C looked
    ignored until Enter. Python's own handler, while we wait for a line, raises KeyboardInterrupt.

    On a terminal the wait for the first key is a short poll on the main thread: the kernel may
    deliver SIGINT to another thread (the database's, a worker's), and then a ``select`` blocked in
    readline is never woken, so the Ctrl-C waited for Enter (a test saw it under load). Between polls
    the main thread runs the handler whichever thread the signal reached."""
    import signal

    try:
        previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    except ValueError:  # not the main thread: no signal handling to adjust
        return input(prompt)
    try:
        if not sys.stdin.isatty():
            return input(prompt)
        sys.stdout.write(prompt)
        sys.stdout.flush()
        while not select.select([sys.stdin], [], [], 0.2)[0]:
            pass  # a pending Ctrl-C is raised here, between two polls
        return input()
    finally:
        signal.signal(signal.SIGINT, previous)


async def run_console(settings: Settings, lang: str | None = None) -> int:
    from ..rules.source import progress_bar
    from ..services import Services

    services = await Services.open(settings, progress=progress_bar())
    console = Console(services, lang=lang or (settings.lang if settings is not None else None))
    try:
        # before the prompt: no command typed builds the search index or a grammar (MTGBOT_WARM_GRAMMARS)
        await services.warm(grammars=settings is None or settings.warm_grammars)
        print(t("console.welcome", console.lang, date=services.rules.current.effective_iso), flush=True)
        await console_loop(console)
    finally:  # also when the reader went away (`console | head`): the CLI then silences stdout
        await services.close()
    return 0


def _print(text: str) -> None:
    print(text, flush=True)  # each answer as it is ready, also through a pipe


async def console_loop(console: Console, read: Callable[[str], str] = read_line,
                       write: Callable[[str], Any] = _print) -> None:
    """The console's input loop: a line, its answer, until ``/quit``, end of input or two Ctrl-C
    in a row. ``read`` and ``write`` are the terminal (tests pass a script and a list)."""
    interrupted = False
    while True:
        try:
            line = read("> ")
        except EOFError:
            break
        except KeyboardInterrupt:
            if interrupted:  # twice in a row: the user means it
                write("")
                break
            interrupted = True
            write("\n" + t("console.interrupt", console.lang))
            continue
        interrupted = False
        if not line.strip():
            continue
        try:
            out = await console.handle(line)
        except EOFError:  # the input ended while a command asked for more (a card's players)
            break
        except Exception:  # a fault of ours must not end the user's session; they get a clear line
            log.exception("console command failed: %r", line[:200])
            out = t("errors.internal", console.lang)
        if out is None:
            break
        write(out)
