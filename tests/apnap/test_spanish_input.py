"""Spanish input is Spanish (issue 24, review A6–A8, A34, A44): type words with or without accents,
"ficha de criatura", the property names the hints use, and YAML errors in the reader's language."""

from __future__ import annotations

import asyncio

import pytest

from bot.apnap import load_scenario, parse_text, resolve
from bot.errors import BotError


def _scenario(battlefield: list, lang: str = "es", effect: str = "Cada jugador sacrifica una criatura.") -> dict:
    return {"players": [{"name": "Ana", "battlefield": battlefield}, {"name": "Beto", "battlefield": []}],
            "active": "Ana", "effect": effect, "lang": lang}


@pytest.mark.parametrize(("words", "expected"), [
    ("instantáneo", {"instant"}), ("instantaneo", {"instant"}), ("Instantánea", {"instant"}),
    ("afín conjuro", {"kindred", "sorcery"}), ("afin conjuro", {"kindred", "sorcery"}),
    ("ficha de criatura", {"token", "creature"}), ("tierra básica", {"land", "basic"}),
    ("tierra basica", {"land", "basic"}), ("criatura legendaria", {"creature", "legendary"}),
])
def test_spanish_type_words_with_and_without_accents(words, expected):
    scenario = load_scenario(_scenario([f"Objeto ({words})"]), "es")
    assert set(scenario.game.players[0].battlefield[0].types) == expected


def test_an_unknown_type_word_suggests_spanish_words_to_a_spanish_scenario():
    with pytest.raises(BotError) as caught:
        load_scenario(_scenario(["Rayo (instantanio)"]), "es")
    assert "instantáneo" in caught.value.suggestions and "instant" not in caught.value.suggestions


@pytest.mark.parametrize(("key", "field"), [("fuerza", "power"), ("resistencia", "toughness"),
                                            ("valor de maná", "mana_value"), ("valor_de_mana", "mana_value")])
def test_the_long_form_takes_the_spanish_property_names(key, field):
    scenario = load_scenario(_scenario([{"name": "Oso", "types": "criatura", key: 2}]), "es")
    assert getattr(scenario.game.players[0].battlefield[0], field) == 2


def test_the_property_hint_names_a_key_the_loader_accepts():
    """Review A6/A7: "depende del valor de maná … indícalo (forma larga: mana_value: N)", and the
    loader takes that key (the Spanish one too)."""
    data = _scenario([{"name": "Piedra", "types": "artefacto"}, {"name": "Anillo", "types": "artefacto",
                                                                  "mana_value": 1}],
                     effect="Each player sacrifices a permanent with the greatest mana value among permanents "
                            "they control.")
    try:
        asyncio.run(resolve(data))
    except BotError as err:
        text = err.text("es")
        assert "depende del valor de maná de Piedra; indícalo (forma larga: mana_value: N)" in text, text
        assert "la valor" not in text
    else:
        raise AssertionError("Piedra's mana value is needed")
    data["players"][0]["battlefield"][0]["mana_value"] = 3
    asyncio.run(resolve(data))  # the hinted key is accepted
    data["players"][0]["battlefield"][0] = {"name": "Piedra", "types": "artefacto", "valor de maná": 3}
    asyncio.run(resolve(data))


def test_yaml_errors_say_where_in_the_readers_language():
    with pytest.raises(BotError) as caught:
        parse_text("players: [a, b\nactive: x", "es")
    text = caught.value.text("es")
    assert "línea 2, columna 7" in text and "(line" not in text
    assert "(line 2, column 7)" in caught.value.text("en")
    with pytest.raises(BotError) as caught:
        parse_text(b"\xff\xfe players", "es")
    assert "no es texto UTF-8" in caught.value.text("es")


def test_os_errors_are_said_in_the_readers_language(tmp_path):
    from bot.catalog import t

    missing = tmp_path / "nada.yaml"
    try:
        missing.read_bytes()
    except OSError as exc:
        assert t("error.cannot_read", "es", path="nada.yaml", reason=exc) == \
            "No se puede leer nada.yaml: No existe el archivo o la carpeta."
        assert "No such file or directory" in t("error.cannot_read", "en", path="nada.yaml", reason=exc)
    try:
        tmp_path.read_bytes()
    except OSError as exc:
        assert "Es una carpeta" in t("error.cannot_read", "es", path="x", reason=exc)


def test_examples_offered_to_a_spanish_user_are_spanish():
    """Review A36: "Prueba con: Each player sacrifices a creature." / "Alice, Bob, Carol"."""
    from bot.apnap import QuickRequest, quick_scenario

    with pytest.raises(BotError) as caught:
        quick_scenario(QuickRequest(players=["Ana"], effect="Cada jugador roba una carta.", lang="es"))
    assert caught.value.suggestions == ["Ana, Beto, Carla"]


def test_an_empty_search_offers_examples_in_the_readers_language():
    from bot.presentation.search import search_message
    from bot.services.views import SearchView

    view = SearchView(query="", lang="en", hits=(), suggestions=("101.4", "trample", "mana value", "arrollar"))
    embed = search_message(view, "es").embeds[0]
    assert "arrollar, valor de maná, orden JAJNA" in embed.description and "trample" not in embed.description
    assert embed.footer == "0 resultados · idioma de la consulta: inglés"  # review A28: a name, not "en"
