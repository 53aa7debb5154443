"""The offline console, driven with scripted input, prints what the bot would post."""

from __future__ import annotations

import json

from bot import presentation
from bot.errors import BotError
from bot.frontends.console import Console, parse_command, pick_keys
from bot.frontends.text import to_text
from bot.services.table_views import OptionView
from tests.discord.botkit import board_scenario

BOARD3 = ("Alice: Grizzly Bears (creature), Llanowar Elves (creature); Bob: Hill Giant (creature), "
          "Goblin Guide (creature); Carol: Serra Angel (creature), Savannah Lions (creature)")


class Script:
    """Scripted keyboard input; records every prompt shown."""

    def __init__(self, *answers: str) -> None:
        self.answers = list(answers)
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if not self.answers:
            raise EOFError
        return self.answers.pop(0)


async def test_new_user_session(dcore):
    out: list[str] = []
    script = Script("2", "Goblin Guide", "1")  # Alice, Bob, Carol in APNAP order
    console = Console(dcore, input_fn=script, output=out.append)

    text = await console.handle("/rule 101.4")
    assert "CR 101.4 — effective 2026-04-17" in text
    assert "[Examples (1)]" in text and "[Subrules (5)]" in text and "↗ https://yawgatog.com" in text

    text = await console.handle("/search orden JAJNA lang:es")
    assert "Búsqueda" in text and "Menú «Abrir un resultado…»" in text
    assert "101.4" in text

    text = await console.handle("/rule 101.4 lang:es")
    assert "vigente desde" in text and "Traducción no oficial" in text and "[Original en inglés]" in text

    text = await console.handle('/resolve effect:"Each player sacrifices a creature." players:Alice,Bob,Carol '
                                'active:Alice mode:table board:"' + BOARD3 + '"')
    assert script.prompts == [p for p in script.prompts if p]  # three decisions, nothing hidden
    assert [p.split(",")[0] for p in script.prompts] == ["Alice", "Bob", "Carol"]
    printed = "\n".join(out)
    assert "Waiting for **Alice**" in printed and "Alice chose Llanowar Elves." in printed
    assert "Bob chose Goblin Guide." in printed and "Carol chose Serra Angel." in printed
    assert "Menu “Choose 1 creature…”" in printed
    assert text.startswith("Table finished.")
    assert "Llanowar Elves" in text and "Goblin Guide" in text and "Serra Angel" in text
    assert "101.4" in text
    assert await dcore.store.open_sessions() == []


async def test_hidden_choices_clear_the_screen(dcore, tmp_path):
    scenario = tmp_path / "discard.json"
    scenario.write_text(json.dumps(board_scenario("Each player discards a card.", ["Alice", "Bob"])), encoding="utf-8")
    out: list[str] = []
    cleared: list[int] = []
    script = Script("", "Rampant Growth", "", "Lava Spike")
    console = Console(dcore, input_fn=script, output=out.append, clear_screen=lambda: cleared.append(len(out)))
    text = await console.handle(f"/resolve file:{scenario} mode:table")
    assert text.startswith("Table finished.")
    assert len(cleared) == 2
    printed = "\n".join(out)
    assert printed.count("(hidden from other players)") >= 2
    # After Alice's screen is cleared, the public lines say only how many cards she chose.
    after = "\n".join(out[cleared[0]:])
    assert "Alice chose 1 card." in after and "Rampant Growth" not in after.split("Your choice, Bob")[0]


async def test_quick_resolve_errors_and_help(dcore, tmp_path):
    console = Console(dcore)
    text = await console.handle('/resolve effect:"Each player sacrifices a creature." players:Ana,Beto lang:es')
    assert "JAJNA" in text and "Grizzly Bears" not in text  # no board was given: none is invented
    text = await console.handle('/resolve effect:"Each player sacrifices a creature." players:Ana,Beto '
                                'board:"Ana: Grizzly Bears (creature); Beto: Hill Giant (creature)" x:abc')
    assert "⚠" in text and "abc" in text  # x must be a whole number
    scenario = tmp_path / "s.yaml"
    scenario.write_text("players:\n  - name: A\n    battlefield: [Bear (creature)]\n  - name: B\nactive: B\n"
                        "effect: Each player sacrifices a creature.\n", encoding="utf-8")
    text = await console.handle(f"/resolve file:{scenario}")
    assert "Bear" in text
    assert "⚠" in await console.handle("/rule 999.9")
    assert "⚠" in await console.handle('/resolve effect:"Fly to the moon." players:A,B')
    assert "/rule 101.4" in await console.handle("/help")
    assert await console.handle("/quit") is None
    out = []
    eof = Console(dcore, input_fn=Script(), output=out.append)
    text = await eof.handle('/resolve effect:"Each player sacrifices a creature." players:A,B mode:table '
                            'board:"A: Bear (creature), Wolf (creature); B: Ox (creature), Elk (creature)"')
    assert "cancelled" in text


def test_parsing_helpers():
    assert parse_command('/resolve effect:"Each player draws a card." players:A,B') == (
        "resolve", "", {"effect": "Each player draws a card.", "players": "A,B"})
    # The slash may be left out before a command's name (English or Spanish), never before other words.
    assert parse_command("rule 101.4 lang:es") == ("rule", "101.4", {"lang": "es"})
    assert parse_command("Regla 101.4") == ("regla", "101.4", {})
    assert parse_command("quit") == ("quit", "", {})
    assert parse_command("who chooses first") == ("", "who chooses first", {})
    options = [OptionView("o1", "Bear", ()), OptionView("o2", "Bear", ()), OptionView("o3", "Elf", ())]
    assert pick_keys("1, 3", options) == ["o1", "o3"]
    assert pick_keys("bear, bear", options) == ["o1", "o2"]
    assert pick_keys("", options) == []
    for bad in ("4", "Orc", "1,1"):
        try:
            pick_keys(bad, options)
        except BotError as exc:
            assert exc.code == "bad_choice" and any(w in exc.text("es") for w in ("opción", "opciones", "dos veces"))
            continue
        raise AssertionError(bad)
    assert to_text(presentation.notice_message("hi")).startswith("[only you can see this]")


async def test_console_refuses_what_it_does_not_know(dcore):
    console = Console(dcore, output=lambda _: None)
    assert "fr" in await console.handle("/lang fr") and console.lang == "en"
    text = await console.handle("/frobnicate 101.4")
    assert "/frobnicate" in text and "/help" in text
    assert "/rule 101.4" in await console.handle("/help")
    assert "español" in (await console.handle("/lang es")) or console.lang == "es"
    assert "CR 101.4 —" in await console.handle("rule 101.4") and await console.handle("quit") is None
    assert "Comandos" in await console.handle("/help")


async def test_console_errors_follow_the_console_language(dcore):
    console = Console(dcore, output=lambda _: None, lang="es")
    text = await console.handle("/rule 101.99")
    assert "no existe" in text and "does not exist" not in text


async def test_console_output_is_safe_for_a_terminal(dcore):
    shown: list[str] = []
    console = Console(dcore, output=shown.append)
    text = await console.handle("/search \x1b[2J\x1b]0;pwned\x07trample \u202eevil")
    assert "\x1b" not in text and "\u202e" not in text
    console.output("a\x1b[31mb")
    assert shown == ["ab"]


async def test_a_fault_inside_a_command_does_not_end_the_console(dcore, monkeypatch, capsys):
    """run_console keeps going after an unexpected exception and says so plainly."""
    from bot.frontends import console as console_module

    lines = iter(["/rule 101.4", "/quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(lines))

    async def boom(self, line):
        if "101.4" in line:
            raise RuntimeError("a bug")
        return

    monkeypatch.setattr(console_module.Console, "handle", boom)

    class FakeServices:
        rules = dcore.rules

        @staticmethod
        async def open(settings, progress=None):
            return dcore

    monkeypatch.setattr("bot.services.Services", FakeServices)
    monkeypatch.setattr(dcore, "close", lambda: _noop())
    assert await console_module.run_console(None) == 0
    out = capsys.readouterr().out
    assert "Something went wrong on our side" in out and "Traceback" not in out


async def _noop():
    return None


async def test_a_scenario_file_is_read_with_a_bound(dcore, tmp_path):
    big = tmp_path / "big.yaml"
    big.write_bytes(b"x" * 300_000)
    console = Console(dcore, output=lambda _: None)
    text = await console.handle(f"/resolve file:{big}")
    assert "⚠" in text  # refused as too large, nothing resolved
