"""The offline console: type the bot's slash commands as text and read what it would post.

Every answer is built by :mod:`bot.actions` into the same :mod:`bot.render` messages the Discord
cogs send, and printed with :func:`bot.render.to_text` — embeds, buttons and menus included.
``/resolve … mode:table`` plays a table-mode session at the terminal: each player is prompted in
turn, hidden-zone choices are announced as hidden and the screen is cleared afterwards.
"""

from __future__ import annotations

import inspect
import shlex
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from . import render
from .config import Settings
from .errors import BotError
from .i18n import normalize_lang
from .i18n.catalog import t

HELP = """Commands (the same as on Discord):
  /rule 101.4 [lang:es] [version:DATE]  look up a rule (or a keyword: /rule trample)
  /define mana value [lang:es]          a glossary definition
  /translate trample [from:es]          translate a game term
  /search trample deathtouch [lang:es]  find the rules a question is about
  /changes [rule:701.21] [from:2024-11-08] [to:2026-04-17]
  /resolve effect:"Each player sacrifices a creature." players:Alice,Bob,Carol [active:Alice]
  /resolve file:scenario.yaml           a scenario file (YAML or JSON)
  /resolve … mode:table                 each player makes their own choices here, in turn
  /lang es                              answer in Spanish from now on
  /help   /quit"""

InputFn = Callable[[str], "str | Awaitable[str]"]
OutputFn = Callable[[str], Any]


def parse_command(line: str) -> tuple[str, str, dict[str, str]]:
    """``/rule 101.4 lang:es`` → (``rule``, ``101.4``, {``lang``: ``es``})."""
    line = line.strip()
    if not line.startswith("/"):
        return "", line, {}
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


def _texts(messages: list[render.Message]) -> str:
    return "\n\n".join(render.to_text(m) for m in messages)


class Console:
    """One console user. ``input_fn`` and ``output`` make it scriptable (tests, demos)."""

    USER_ID = 1

    def __init__(self, core: Any, *, input_fn: InputFn | None = None, output: OutputFn | None = None,
                 lang: str = "en", clear_screen: Callable[[], None] | None = None) -> None:
        from .actions import Actions

        self.core = core
        self.actions = Actions(core)
        self.input_fn: InputFn = input_fn or input
        self.output: OutputFn = output or print
        self.lang = normalize_lang(lang)
        self.clear_screen = clear_screen

    async def read(self, prompt: str) -> str:
        try:
            value = self.input_fn(prompt)
            if inspect.isawaitable(value):
                value = await value
        except StopIteration:  # a scripted input ran out
            raise EOFError from None
        return str(value)

    async def handle(self, line: str) -> str | None:
        """One console line → the text the bot would post (None to quit)."""
        name, arg, opts = parse_command(line)
        if name in ("quit", "exit", "q"):
            return None
        lang = normalize_lang(opts.get("lang"), self.lang) if opts.get("lang") else self.lang
        a = self.actions
        try:
            if name == "rule":
                return render.to_text(await a.rule(arg, lang, version=opts.get("version")))
            if name == "define":
                return render.to_text(await a.define(arg, lang))
            if name == "translate":
                return render.to_text(await a.translate(arg, lang, from_lang=opts.get("from")))
            if name == "search":
                search_lang = opts.get("lang", "auto")
                return render.to_text(await a.search(arg, lang, search_lang=search_lang))
            if name in ("changes", "diff"):
                return render.to_text(await a.changes(lang, from_=opts.get("from"), to=opts.get("to"),
                                                      rule=opts.get("rule") or (arg or None)))
            if name == "resolve":
                return await self.resolve(arg, opts, lang)
            if name == "card":  # issue 14; the lead re-wires at merge
                from .cards_cli import console_card

                return await console_card(self.core, arg, lang)
            if name == "lang" and arg:
                self.lang = normalize_lang(arg, self.lang)
                return t("discord.settings.saved", self.lang)
        except BotError as exc:
            return render.to_text(a.error(exc, lang))
        return HELP

    # --- the resolver -------------------------------------------------------------------------------

    async def resolve(self, arg: str, opts: dict[str, str], lang: str) -> str:
        from .apnap import parse_text, resolve_text
        from .table import parse_player_list, quick_scenario, scenario_text

        if opts.get("file"):
            path = Path(opts["file"]).expanduser()
            try:
                text = path.read_bytes()
            except OSError as exc:
                raise BotError("bad_file", f"Cannot read {path}: {exc.strerror or exc}.") from None
            names = parse_text(text, lang).game.seat_names
        else:
            effect = opts.get("effect") or arg
            if not effect:
                raise BotError("bad_scenario", t("discord.resolve.need_effect", lang),
                               ["Each player sacrifices a creature."], "effect")
            names = [n or f"Player {i + 1}" for i, (n, _) in enumerate(parse_player_list(opts.get("players", "")))]
            text = scenario_text(quick_scenario(effect, names, opts.get("active"), lang)).encode()
            names = parse_text(text, lang).game.seat_names
        if opts.get("mode", "quick").lower() in ("table", "mesa"):
            return await self.play_table(text.decode("utf-8-sig"), names, lang)
        result = resolve_text(text, lang)
        return _texts(render.resolution_messages(result, lang))

    async def play_table(self, text: str, names: list[str], lang: str) -> str:
        """Every player sits at this terminal; each is prompted in turn (APNAP order)."""
        from .table import TableError, TableSession

        players = {name: i + 1 for i, name in enumerate(names)}  # console "user ids"
        session = TableSession(TableSession.new_id(), text, players, store=self.core.store, lang=lang,
                               owner_id=1, timeout=24 * 3600.0, reminder=0.0)
        await session.start()
        self.output(render.to_text(render.table_status_message(session.status_view(), lang)))
        try:
            while session.is_open:
                prompt = session.prompt_view()
                if prompt is None:
                    await session.settled()
                    continue
                hidden = prompt["hidden"]
                if hidden:
                    self.output(t("discord.console.pass", lang, player=prompt["player"]) + " " + t("discord.console.hidden", lang))
                    await self.read("")
                self.output(render.to_text(render.table_prompt_message(prompt, lang)))
                if len(prompt["options"]) > render.SELECT_OPTIONS_MAX:
                    self.output("\n".join(f"  {i}) {o['label']}" for i, o in enumerate(prompt["options"], 1)))
                none_hint = t("discord.console.ask_none", lang) if prompt["min"] == 0 else ""
                answer = await self.read(t("discord.console.ask", lang, player=prompt["player"], none=none_hint))
                try:
                    keys = pick_keys(answer, prompt["options"])
                    await session.submit(prompt["user_id"], keys, prompt["seq"])
                except (TableError, ValueError) as exc:
                    detail = exc.text(lang) if isinstance(exc, TableError) else str(exc)
                    self.output(t("discord.console.bad_pick", lang, detail=detail))
                    continue
                if hidden:
                    self._clear(lang)
                    public = session.log[-1] if session.log else None
                    if public:
                        self.output(render.table_answer_line(public, lang))
                elif session.log:
                    self.output(render.table_answer_line(session.log[-1], lang))
                if session.is_open and session.pending is not None:
                    self.output(render.to_text(render.table_status_message(session.status_view(), lang)))
        except EOFError:
            await session.cancel(1)
            return t("discord.console.eof", lang)
        if session.status == "done" and session.result is not None:
            msgs = render.resolution_messages(session.result, lang)
            return t("discord.table.finished", lang) + "\n" + _texts(msgs)
        if session.status == "failed":
            return t("discord.table.failed", lang, error=session.error or "—")
        return t("discord.table.cancelled", lang)

    def _clear(self, lang: str) -> None:
        if self.clear_screen is not None:
            self.clear_screen()
        elif sys.stdout.isatty() and self.output is print:
            print("\033[2J\033[H", end="", flush=True)
        else:
            self.output("\n" * 3 + t("discord.console.cleared", lang))


def pick_keys(answer: str, options: list[dict[str, Any]]) -> list[str]:
    """``"1, 3"`` or ``"Grizzly Bears"`` → option keys; empty input → no pick."""
    answer = answer.strip()
    if not answer:
        return []
    keys: list[str] = []
    for part in [p.strip() for p in answer.split(",") if p.strip()]:
        if part.isdigit():
            index = int(part) - 1
            if not 0 <= index < len(options):
                raise ValueError(f"there is no option {part}")
            key = options[index]["key"]
        else:
            matches = [o["key"] for o in options if o["label"].casefold() == part.casefold() and o["key"] not in keys]
            if not matches:
                raise ValueError(f"“{part}” is not one of the options")
            key = matches[0]
        if key in keys:
            raise ValueError(f"{part} was picked twice")
        keys.append(key)
    return keys


async def run_console(settings: Settings) -> int:
    from .core import Core
    from .rules.source import progress_bar

    core = await Core.open(settings, progress=progress_bar())
    console = Console(core)
    print(t("discord.console.welcome", console.lang, date=core.library.current.effective_iso))
    try:
        while True:
            try:
                line = input("> ")
            except EOFError:
                break
            if not line.strip():
                continue
            out = await console.handle(line)
            if out is None:
                break
            print(out)
    finally:
        await core.close()
    return 0
