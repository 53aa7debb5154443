"""The narration's first line names the ability that resolves, not every line of the card pasted with it.

A blind judge (session 17) found "Effect:" echoing a whole card given with ``ability: N`` (Angel of Grace's line
said "Flash Flying When … {4}{W}{W}, Exile …: Your life total becomes 10." before resolving only its trigger): a
reader took the other lines for part of what happened. The result's ``effect`` stays the text as given (the contract);
``ability_text`` and the narration name the line."""

from __future__ import annotations

from bot.apnap import resolve_text

ANGEL = ("Flash\nFlying\nWhen Angel of Grace enters the battlefield, until end of turn, damage that would reduce your "
         "life total to less than 1 reduces it to 1 instead.\n{4}{W}{W}, Exile Angel of Grace from your graveyard: "
         "Your life total becomes 10.")
BOARD = "players: [{name: Alice}, {name: Bob}]\nactive: Alice\n"


def _resolve(effect: str, extra: str = "") -> dict:
    import json

    return resolve_text(BOARD + f"effect: {json.dumps(effect)}\n" + extra)


def test_the_effect_line_names_the_resolving_ability_only() -> None:
    out = _resolve(ANGEL, "ability: 1\n")
    first = out["narration"].splitlines()[0]
    assert first.startswith("Effect: When Angel of Grace enters the battlefield") and "Flash" not in first
    assert "becomes 10" not in first
    assert out["effect"] == ANGEL and out["ability_text"].startswith("When Angel of Grace enters")


def test_a_text_of_one_ability_is_said_as_given() -> None:
    out = _resolve("Each player draws a card.")
    assert out["narration"].splitlines()[0] == "Effect: Each player draws a card."
    assert "ability_text" not in out


def test_the_spanish_narration_names_the_line_too() -> None:
    text = ("Vuela.\nCuando el Ángel de la gracia entre al campo de batalla, cada jugador roba una carta.\n"
            "{4}{W}{W}, exiliar el Ángel de la gracia de tu cementerio: Tu total de vidas pasa a ser 10.")
    out = _resolve(text, "ability: 1\nlang: es\n")
    first = out["narration"].splitlines()[0]
    assert first.startswith("Efecto: Cuando el Ángel de la gracia entre") and "Vuela" not in first
    assert "pasa a ser 10" not in first


def test_a_spell_of_several_paragraphs_is_named_whole() -> None:
    """Every paragraph of an instant or sorcery resolves (113.3a): the line names them all, not the first alone (judge
    32b: Steady Progress was said "Effect: Proliferate." and then drew a card too)."""
    text = ("Proliferate. (You choose any number of permanents and/or players with counters on them, then give each "
            "another counter of a kind already there.)\nDraw a card.")
    out = _resolve(text)
    assert out["narration"].splitlines()[0] == "Effect: Proliferate. Draw a card."
    assert [s["action"] for s in out["steps"]][-1] == "draw"
