"""Narration in English and Spanish, every string from the catalogue."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import pytest

from bot.apnap import load_scenario, narrate, resolve, resolve_text

REPO = Path(__file__).resolve().parents[2]

EDICT = {
    "players": [
        {"name": "Ana", "battlefield": ["Grizzly Bears (creature)", "Serra Angel (creature)"]},
        {"name": "Beto", "battlefield": ["Hill Giant (creature)"]},
        {"name": "Carla", "battlefield": ["Forest (land)"]},
    ],
    "active": "Ana",
    "effect": "Cada jugador sacrifica una criatura.",
    "choices": {"Ana": ["Serra Angel"]},
}

DEATHS = {
    "players": [
        {"name": "Alice", "life": 1, "battlefield": [
            {"name": "Blood Artist", "types": ["creature"],
             "triggers": [{"when": "a creature dies", "text": "target player loses 1 life and you gain 1 life"}]},
            "Grizzly Bears (creature)"]},
        {"name": "Bob", "life": 1, "battlefield": [
            {"name": "Zulaport Cutthroat", "types": ["creature"],
             "triggers": [{"when": "a creature you control dies", "text": "each opponent loses 1 life"}]},
            "Llanowar Elves (creature)"]},
    ],
    "active": "Alice",
    "effect": "Each player sacrifices a creature of their choice.",
    "choices": {"Alice": ["Grizzly Bears"], "Bob": ["Llanowar Elves"]},
}


def run(data: dict, lang: str | None = None) -> str:
    return narrate(asyncio.run(resolve(data)), lang)


def test_spanish_edict() -> None:
    text = run(EDICT)
    assert "Paso 1 — elecciones (orden JAJNA): 1) Ana: Serra Angel · 2) Beto: (forzado) Hill Giant" in text
    assert "3) Carla: — (sin criaturas)" in text
    assert "Simultáneamente: Ana sacrifica Serra Angel · Beto sacrifica Hill Giant" in text
    assert "Reglas: " in text and "701.21a" in text


def test_english_edict_of_the_same_scenario() -> None:
    text = run(EDICT, "en")
    assert "Step 1 — choices (APNAP order): 1) Ana: Serra Angel · 2) Beto: (forced) Hill Giant" in text
    assert "3) Carla: — (no creatures)" in text
    assert "→ Simultaneously: Ana sacrifices Serra Angel · Beto sacrifices Hill Giant." in text


def test_triggers_in_both_languages() -> None:
    en = run(DEATHS, "en")
    assert ("Triggers (stack, bottom to top): Alice: Blood Artist ×2 · Bob: Zulaport Cutthroat "
            "→ resolves first: Zulaport Cutthroat (Bob)") in en
    es = run(DEATHS, "es")
    assert ("Habilidades disparadas (pila, de abajo arriba): Alice: Blood Artist ×2 · Bob: Zulaport Cutthroat "
            "→ se resuelve primero: Zulaport Cutthroat (Bob)") in es


def test_hidden_choices_show_only_counts_until_revealed() -> None:
    data = {
        "players": [{"name": "Alice", "hand": ["Counterspell (instant)", "Brainstorm (instant)", "Opt (instant)"],
                     "library": ["Island (land)", "Forest (land)"]},
                    {"name": "Bob", "hand": ["Dark Ritual (instant)"], "library": ["Swamp (land)"]}],
        "active": "Alice",
        "effect": "Each player discards two cards. Each player scries 2.",
        "choices": {"Alice": [["Counterspell", "Opt"], ["Forest"]]},
    }
    en = run(data, "en")
    assert "1) Alice: chose 2 cards · 2) Bob: (forced) chose 1 card" in en
    assert "Alice discards Counterspell and Opt" in en  # discarding reveals them
    assert "Forest" not in en  # the scry decision stays private
    es = run(data, "es")
    assert "1) Alice: eligió 2 cartas · 2) Bob: (forzado) eligió 1 carta" in es
    assert "Forest" not in es


def test_draw_game_and_sequential_draws_in_spanish() -> None:
    out = resolve_text(json.dumps({
        "players": [{"name": "Ana", "life": 3, "library": ["Isla (land)"]},
                    {"name": "Beto", "life": 3, "library": []}],
        "active": "Ana",
        "effect": "Cada jugador roba una carta. Cada jugador pierde 3 vidas.",
    }))
    text = out["narration"]
    assert "Un jugador tras otro (121.2c): Ana roba 1 carta · Beto roba 0 cartas e intenta robar" in text
    assert "Simultáneamente: Ana pierde 3 vidas (→ 0) · Beto pierde 3 vidas (→ 0)." in text
    assert "Resultado: la partida termina en empate (104.4a)." in text
    assert out["lang"] == "es"


def test_every_narration_string_comes_from_the_catalogue() -> None:
    catalogue = json.loads((REPO / "data" / "i18n" / "apnap.json").read_text(encoding="utf-8"))
    assert all(key.startswith("apnap.") for key in catalogue)
    assert all(set(entry) >= {"en", "es"} and entry["en"] and entry["es"] for entry in catalogue.values())
    used = set()
    for path in (REPO / "bot" / "apnap").glob("*.py"):
        used |= set(re.findall(r"""["'](apnap\.[a-z_.]+)["']""", path.read_text(encoding="utf-8")))
    dynamic = {u for u in used if u.endswith(".")}
    missing = {u for u in used - dynamic if u not in catalogue}
    assert not missing, missing
    # placeholders agree between the two languages
    for key, entry in catalogue.items():
        assert set(re.findall(r"{(\w+)[:}]", entry["en"])) == set(re.findall(r"{(\w+)[:}]", entry["es"])), key


def test_upkeep_narration() -> None:
    scenario = load_scenario({
        "players": [{"name": "Alice", "battlefield": [{"name": "Masticore", "types": ["artifact", "creature"],
                                                      "triggers": [{"when": "al comienzo de tu mantenimiento",
                                                                    "text": "sacrifícalo a menos que descartes"}]}]},
                    {"name": "Bob"}],
        "active": "Alice",
        "effect": "comienzo del mantenimiento",
    })
    text = narrate(asyncio.run(resolve(scenario)))
    assert "Comienzo del mantenimiento de Alice (503.1a)." in text
    assert "resuelve primero: Masticore (Alice)" in text


def test_counted_nouns_agree_and_each_step_cites_its_rules() -> None:
    # 1 life / 3 life; "1 vida" / "3 vidas"; every step line carries the rules that decide it.
    data = {"players": [{"name": "Ana", "life": 10}, {"name": "Beto", "life": 10}], "active": "Ana",
            "effect": "Each player loses 1 life. Each player loses 3 life. Each player draws a card."}
    en = resolve_text(json.dumps(data), "en")["narration"]
    assert "Ana loses 1 life (→ 9)" in en and "Ana loses 3 life (→ 6)" in en
    es = resolve_text(json.dumps(data), "es")["narration"]
    assert "Ana pierde 1 vida (→ 9)" in es and "Ana pierde 3 vidas (→ 6)" in es
    assert "Ana roba 0 cartas e intenta robar" in es  # an empty library: 0 cards drawn (121.4)
    step_lines = [line for line in es.splitlines() if line.startswith("Paso ") and ":" in line and "—" not in line]
    assert len(step_lines) == 3 and all("(reglas " in line for line in step_lines)
    assert "(rules " not in es and "(reglas " not in en  # one language per answer


def test_a_self_reference_is_said_in_the_answers_language() -> None:
    data = {"players": [{"name": "Ana", "battlefield": [{"name": "Oso", "types": ["creature"], "toughness": 2}]},
                        {"name": "Beto"}], "active": "Ana", "effect": "This spell deals 2 damage to each creature."}
    es = resolve_text(json.dumps(data), "es")["narration"]
    assert "Este hechizo hace 2 puntos de daño a Oso (Ana)" in es and "This spell hace" not in es
    assert "Oso (Ana) muere: daño letal (704.5g)" in es


def _event_actions() -> set[str]:
    """Every action an EventRecord can carry: the grammar's actions and any literal in bot/apnap."""
    from bot.apnap.grammar.specs import ACTIONS

    found = set(ACTIONS)
    for path in (REPO / "bot" / "apnap").rglob("*.py"):
        found |= set(re.findall(r"EventRecord\([^,()]+,\s*[\"'](\w+)[\"']", path.read_text(encoding="utf-8")))
    return found


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_event_the_narration_can_tell_has_its_sentence_in_both_languages(lang) -> None:
    """Review A5: a payment showed the raw key apnap.narrate.ev.pay. Every action, with and without
    objects, hidden or not, of life or of mana, reads as a sentence."""
    from bot.apnap.narrate_events import event_text
    from bot.apnap.result import EventRecord

    actions = _event_actions()
    assert {"pay", "sacrifice", "draw", "vote"} <= actions
    for action in sorted(actions):
        for labels in ([], ["Piedra", "Anillo"]):
            for extra in ({}, {"what": "life"}, {"what": "mana"}, {"destination": "battlefield"},
                          {"empty_library": True}, {"unknown": True}, {"bottom": 1, "top": 0}):
                for hidden in (False, True):
                    text = event_text(EventRecord("Ana", action, [], labels=labels, amount=1, hidden=hidden,
                                                   extra=dict(extra)), lang)
                    assert "apnap." not in text and "{" not in text, (action, extra, text)


def test_a_payment_is_told_with_its_amount() -> None:
    from bot.apnap.narrate_events import event_text
    from bot.apnap.result import EventRecord

    assert event_text(EventRecord("Beto", "pay", [], amount=1, extra={"what": "life"}), "es") == "Beto paga 1 vida"
    assert event_text(EventRecord("Beto", "pay", [], amount=3, extra={"what": "life"}), "es") == "Beto paga 3 vidas"
    assert event_text(EventRecord("Bob", "pay", [], amount=2, extra={"what": "mana"}), "en") == "Bob pays 2 mana"


def test_nothing_to_say_is_left_unsaid_and_the_terms_are_the_dictionarys() -> None:
    """Review A1, A2: every /resolve ended with "Acciones de estado: ninguna." and "Disparos: ninguno."."""
    text = run(EDICT)
    assert "Acciones" not in text and "Disparos" not in text and "Habilidades disparadas" not in text
    assert "State-based" not in run(EDICT, "en") and "Triggers" not in run(EDICT, "en")
    dying = {**EDICT, "players": [{"name": "Ana", "life": 1, "battlefield": ["Grizzly Bears (creature)"]},
                                  {"name": "Beto", "battlefield": ["Hill Giant (creature)"]}],
             "effect": "Cada jugador pierde 1 vida.", "choices": {}}
    text = run(dying)
    assert "Acciones basadas en estado (704.3, a la vez): Ana pierde la partida (704.5a)" in text
    assert "Resultado: Beto gana la partida." in text and "gana(n)" not in text


def test_spanish_lists_end_with_y_and_tokens_are_not_cards() -> None:
    """Review A24 ("Piedra, Anillo solar y Anillo solar") and A25 ("— (sin fichas)", not "sin cartas")."""
    from bot.apnap.narrate_events import event_text
    from bot.apnap.result import EventRecord

    text = event_text(EventRecord("Ana", "destroy", [], labels=["Piedra", "Anillo", "Anillo"]), "es")
    assert text == "Ana destruye Piedra, Anillo y Anillo"
    tokens = {"players": [{"name": "Ana", "battlefield": ["Zombi (ficha criatura)"]},
                          {"name": "Beto", "battlefield": ["Oso (criatura)"]}],
              "active": "Ana", "effect": "Cada jugador sacrifica una ficha."}
    text = run(tokens)
    assert "2) Beto: — (sin fichas)" in text and "sin cartas" not in text
    assert "— (no tokens)" in run({**tokens, "effect": "Each player sacrifices a token."}, "en")
    two = {"players": [{"name": "Ana", "battlefield": ["Piedra (artefacto)", "Anillo (artefacto)"]},
                       {"name": "Beto", "battlefield": []}], "active": "Ana",
           "effect": "Cada jugador sacrifica dos artefactos."}
    text = run(two)
    assert "1) Ana: (forzado) Piedra y Anillo" in text and "Ana sacrifica Piedra y Anillo" in text


def test_table_menus_name_types_in_the_readers_language() -> None:
    """Review A26: "Isla — land" in the Spanish menu."""
    from bot.i18n.plural import type_words

    assert type_words(("basic", "land"), "es") == "tierra básica"
    assert type_words(("artifact", "legendary"), "es") == "artefacto legendario"
    assert type_words(("instant",), "es") == "instantáneo"
    assert type_words(("artifact", "creature"), "es") == "criatura artefacto"
    assert type_words(("land",), "en") == "land"


def test_the_table_menu_shows_spanish_type_words() -> None:
    from bot.presentation.table import table_prompt_message
    from bot.services.table_views import OptionView, PromptView

    prompt = PromptView("s", 1, "Ana", 1, 0, "Cada jugador sacrifica un permanente.", "sacrifice", "objects",
                        "un permanente", "battlefield", 1, 1, False,
                        (OptionView("o1", "Isla", ("basic", "land")), OptionView("o2", "Choque", ("instant",))),
                        (), (), (), (), 0.0, 0.0)
    [select] = table_prompt_message(prompt, "es").selects()
    assert [o.description for o in select.options] == ["tierra básica", "instantáneo"]
