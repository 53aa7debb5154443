"""The offline console, driven with scripted input, prints what the bot would post."""

from __future__ import annotations

from bot import render
from bot.console import Console, parse_command, pick_keys


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
    assert "Búsqueda" in text and "Menu “Abrir un resultado…”" in text
    assert "101.4" in text

    text = await console.handle("/rule 101.4 lang:es")
    assert "vigente desde" in text and "Traducción no oficial" in text and "[Original en inglés]" in text

    text = await console.handle('/resolve effect:"Each player sacrifices a creature." players:Alice,Bob,Carol '
                                'active:Alice mode:table')
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


async def test_hidden_choices_clear_the_screen(dcore):
    out: list[str] = []
    cleared: list[int] = []
    script = Script("", "Rampant Growth", "", "Lava Spike")
    console = Console(dcore, input_fn=script, output=out.append, clear_screen=lambda: cleared.append(len(out)))
    text = await console.handle('/resolve effect:"Each player discards a card." players:Alice,Bob mode:table')
    assert text.startswith("Table finished.")
    assert len(cleared) == 2
    printed = "\n".join(out)
    assert printed.count("(hidden from other players)") >= 2
    # After Alice's screen is cleared, the public lines say only how many cards she chose.
    after = "\n".join(out[cleared[0]:])
    assert "Alice chose 1 card(s)." in after and "Rampant Growth" not in after.split("Your choice, Bob")[0]


async def test_quick_resolve_errors_and_help(dcore, tmp_path):
    console = Console(dcore)
    text = await console.handle('/resolve effect:"Each player sacrifices a creature." players:Ana,Beto lang:es')
    assert "JAJNA" in text and "Grizzly Bears" in text
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
    text = await eof.handle('/resolve effect:"Each player sacrifices a creature." players:A,B mode:table')
    assert "cancelled" in text


def test_parsing_helpers():
    assert parse_command('/resolve effect:"Each player draws a card." players:A,B') == (
        "resolve", "", {"effect": "Each player draws a card.", "players": "A,B"})
    options = [{"key": "o1", "label": "Bear"}, {"key": "o2", "label": "Bear"}, {"key": "o3", "label": "Elf"}]
    assert pick_keys("1, 3", options) == ["o1", "o3"]
    assert pick_keys("bear, bear", options) == ["o1", "o2"]
    assert pick_keys("", options) == []
    for bad in ("4", "Orc", "1,1"):
        try:
            pick_keys(bad, options)
        except ValueError:
            continue
        raise AssertionError(bad)
    assert render.to_text(render.notice_message("hi")).startswith("[only you can see this]")
