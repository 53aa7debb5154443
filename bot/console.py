"""The offline console: type the bot's slash commands as text and read what it would post."""

from __future__ import annotations

import shlex
from typing import Any

from .config import Settings
from .errors import BotError

HELP = """Commands (the same as on Discord):
  /rule 101.4 [lang:es]         look up a rule
  /define mana value [lang:es]  a glossary definition
  /translate trample [from:es]  translate a game term
  /search trample deathtouch    find the rules a question is about
  /changes from:2024-11-08 to:2026-04-17 [rule:701.26]
  /help   /quit"""


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


async def handle(core: Any, line: str) -> str | None:
    """One console line → the text the bot would post (None to quit)."""
    from . import formatting as fmt

    name, arg, opts = parse_command(line)
    if name in ("quit", "exit", "q"):
        return None
    try:
        if name == "rule":
            return fmt.rule_text(await core.rule(arg, opts.get("lang", "en"), opts.get("version")))
        if name == "define":
            return fmt.define_text(await core.define(arg, opts.get("lang", "en")))
        if name == "translate":
            return fmt.translate_text(await core.translate(arg, opts.get("from", "en")))
        if name == "search":
            return fmt.search_text(await core.search(arg, opts.get("lang", "auto")))
        if name in ("changes", "diff"):
            return fmt.diff_text(await core.diff(opts.get("from", ""), opts.get("to", ""), opts.get("rule")))
    except BotError as exc:
        text = f"⚠ {exc.message}"
        if exc.suggestions:
            text += "\n  → " + ", ".join(map(str, exc.suggestions[:8]))
        return text
    return HELP


async def run_console(settings: Settings) -> int:
    from .core import Core
    from .rules.source import progress_bar

    core = await Core.open(settings, progress=progress_bar())
    print(f"MTG rules bot — offline console. Rules effective {core.library.current.effective_iso}. "
          "Type /help for commands, /quit to leave.")
    try:
        while True:
            try:
                line = input("> ")
            except EOFError:
                break
            if not line.strip():
                continue
            out = await handle(core, line)
            if out is None:
                break
            print(out)
    finally:
        await core.close()
    return 0
