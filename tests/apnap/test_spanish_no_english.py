"""A Spanish user never meets English they did not ask for: every Spanish parity dev case, every Spanish scenario
and every Spanish blind dev case, resolved with the Spanish locale, narrates, warns and refuses in Spanish.

The detector: a word the English catalogue strings (data/i18n/*.json), the English grammar's literals or the
terminology's English (data/terms/en-es.jsonl) use, that no Spanish string, Spanish grammar literal or Spanish term
uses, is English. Words the user gave (the effect's own text, a card's or a player's name, the board's objects) and
quoted card text are theirs, not a leak. Three letters at least ("a", "no" and "de" are both languages' words).
"""

from __future__ import annotations

import importlib
import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from bot.apnap import resolve_text
from bot.apnap.grammar.text import fold
from bot.errors import BotError
from tests.apnap import blindcases
from tests.apnap.corpus import CorpusAbility, board, resolve_ability
from tests.apnap.realcards import board as standard_board
from tests.apnap.realcards import resolve_card
from tests.apnap.spanish_parity import load

REPO = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((REPO / "tests" / "data" / "scenarios").glob("**/*.yaml"))
_WORD = re.compile(r"[A-Za-zÀ-ÿ'_]+")  # "exiled_with": a scenario field's name is one word, no prose
_QUOTED = re.compile(r"[«“\"][^»”\"]*[»”\"]")


def _words(text: str) -> list[str]:
    return [w for w in _WORD.findall(text) if "_" not in w]


def _literals(grammar: Path) -> list[str]:
    """The words a grammar's rules spell (its comments quote the other language)."""
    rules = re.sub(r"//.*", "", grammar.read_text(encoding="utf-8"))
    return re.findall(r'"([a-z\']+)"', rules)


@lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    english: set[str] = set()
    spanish: set[str] = set()
    for path in (REPO / "data" / "i18n").glob("*.json"):
        for entry in json.loads(path.read_text(encoding="utf-8")).values():
            if isinstance(entry, dict):
                english.update(w.lower() for w in _words(re.sub(r"\{[^}]*\}", " ", str(entry.get("en", "")))))
                spanish.update(fold(w) for w in _words(str(entry.get("es", ""))))
    grammar = REPO / "bot" / "apnap" / "grammar"
    english.update(_literals(grammar / "english.lark"))
    spanish.update(_literals(grammar / "spanish.lark"))
    for line in (REPO / "data" / "terms" / "en-es.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        english.update(w.lower() for w in _words(str(row["en"])))
        spanish.update(fold(w) for form in [row["es"], *row.get("es_aliases", [])] for w in _words(str(form)))
    return frozenset(w for w in english if len(w) >= 3 and fold(w) not in spanish)


def leaks(text: str, given: set[str]) -> list[str]:
    """The English words of ``text`` that are not among the words the user ``given``."""
    allowed = {fold(w) for name in given for w in _words(name)}
    return sorted({w for w in _words(_QUOTED.sub(" ", text))
                   if w.lower() in english_words() and fold(w) not in allowed})


def _board_names(data: dict[str, Any]) -> set[str]:
    names: set[str] = set()
    for player in data.get("players") or []:
        names.add(str(player["name"]))
        for zone in ("battlefield", "hand", "graveyard", "library", "exile"):
            names.update(str(o["name"] if isinstance(o, dict) else o) for o in player.get(zone) or [])
    return names


def _said(run: Any) -> list[str]:
    try:
        result = run()
    except BotError as exc:
        return [str(exc)]
    return [str(result.get("narration") or ""), *(str(w) for w in result.get("warnings") or [])]


def test_the_detector_finds_english_and_spares_the_users_words() -> None:
    assert leaks("Dave crea 1 ficha (white Spirit creature with flying).", set()) == ["Spirit", "creature", "flying",
                                                                                     "white", "with"]
    assert leaks("Hill Giant: obtiene +2/+2 hasta el final del turno.", {"Hill Giant"}) == []
    assert leaks("Elige «Return» o «Embark».", set()) == []


@pytest.mark.parametrize("split", ["dev"])
def test_spanish_parity_cases_narrate_in_spanish(split: str) -> None:
    base = board(4)
    found = {}
    for pair in load(split):
        item = CorpusAbility(pair.card, pair.es, 1, pair.es, pair.type_line)
        given = _board_names(base) | {pair.card, pair.es}
        for text in _said(lambda item=item: resolve_ability(item, {**base, "lang": "es"}, out_lang="es")):
            if words := leaks(text, given):
                found[pair.card] = (words, text)
    assert found == {}


@pytest.mark.parametrize("path", [p for p in SCENARIOS if "lang: es" in p.read_text(encoding="utf-8")],
                         ids=lambda p: p.name)
def test_spanish_scenarios_narrate_in_spanish(path: Path) -> None:
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    scenario = doc.get("scenario", doc)
    given = _board_names(scenario) | {str(scenario.get("card") or ""), str(scenario.get("effect") or "")}
    found = [(w, text) for text in _said(lambda: resolve_text(yaml.safe_dump(scenario), "es"))
             if (w := leaks(text, given))]
    assert found == []


def test_spanish_blind_dev_cases_narrate_in_spanish() -> None:
    found = {}
    for case in (c for c in blindcases.load("dev") if c.lang == "es"):
        given = _board_names(standard_board()) | {case.card, case.text, json.dumps(case.changes, ensure_ascii=False)}
        for text in _said(lambda case=case: resolve_card(case.text, "es", card=case.card, **case.changes)):
            if words := leaks(text, given):
                found[case.id] = (words, text)
    assert found == {}


def test_a_created_token_is_named_in_spanish() -> None:
    """A token the effect described is named in Spanish in a Spanish narration (111.4), not by the board's English
    description ("black Zombie creature")."""
    result = resolve_ability(CorpusAbility("Test Card", "Crea dos fichas de criatura Zombie negras 2/2.", 1,
                                           "Crea dos fichas de criatura Zombie negras 2/2.", "Sorcery"),
                             {**board(4), "lang": "es"}, out_lang="es")
    assert "2 fichas de criatura Zombie negra 2/2" in result["narration"]
    assert "black" not in result["narration"]


def _plain(template: str) -> str:
    """A catalogue template's words: "{n:vida|vidas}" gives both forms, "{name}" none."""
    template = re.sub(r"\{[^}:]*:(?:cap|opt)\}", " ", template)  # a text form (catalog.TEXT_FORMS) is no words
    forms = re.sub(r"\{[^}:]*:([^}]*)\}", lambda m: m.group(1).replace("|", " "), template)
    return re.sub(r"\{[^}]*\}", " ", forms)


def test_the_narration_catalogue_uses_the_terminology() -> None:
    """Each narration sentence (data/i18n/apnap.json) says a rules term the way the project's terminology does
    (data/terms/en-es.jsonl: one owner for each term), checked by the translation checker (bot/i18n/terms.py). The
    conditional of an -ar/-ir verb ("se dispararía", "se exiliaría") is its infinitive's form."""
    from bot.i18n.terms import Terminology

    terms = Terminology.load()
    catalogue = json.loads((REPO / "data" / "i18n" / "apnap.json").read_text(encoding="utf-8"))
    problems = []
    for key, entry in catalogue.items():
        spanish = re.sub(r"(\w)(ar|ir)ía(n?)\b", r"\1\2", _plain(str(entry.get("es", ""))))
        problems += [p.detail for p in terms.check(key, _plain(str(entry.get("en", ""))), spanish)]
    assert problems == []


@pytest.mark.parametrize("pairs_module",
                         ["test_spanish_printed3", "test_spanish_printed4", "test_spanish_printed16"])
def test_each_sessions_printed_spanish_narrates_in_spanish(pairs_module: str) -> None:
    """The printed Spanish constructions of session 14 (test_spanish_printed3.py: counters named after "de", tokens
    predefined and named, "le hace …", target tails, prevention shields …) and of session 15 (test_spanish_printed4.py:
    conditions after "mientras" and "a menos que", "it" on the imperative, "los otros Zombies") narrate, warn and
    refuse in Spanish: a counter is "de carga" or "de agotamiento", never "charge"; a Treasure is a "Tesoro"; and
    those of session 16 (test_spanish_printed16.py: older printings' "en juego", "remueve del juego", quoted costs)."""
    pairs = importlib.import_module(f"tests.apnap.{pairs_module}").PAIRS
    base = board(4)
    found = {}
    for _, spanish, type_line in pairs:
        item = CorpusAbility("Test Card", spanish, 1, spanish, type_line)
        given = _board_names(base) | {"Test Card", spanish}
        for text in _said(lambda item=item: resolve_ability(item, {**base, "lang": "es"}, out_lang="es")):
            if words := leaks(text, given):
                found[spanish] = (words, text)
    assert found == {}


def test_the_spanish_reading_of_a_board_condition_has_no_english() -> None:
    """The resolver's Spanish reading of an English card says its board condition in Spanish, from the typed check:
    it said the card's English words ("Este permanente obtiene +1/+0 mientras it's attacking.")."""
    from bot.apnap.grammar import parse_effect
    from bot.apnap.plan import plan_of
    from bot.apnap.render import render_plan

    for english in ("This permanent gets +1/+0 as long as it's attacking.",
                    "This permanent has shadow as long as you have no cards in hand.",
                    "This permanent gets +3/+3 as long as you control no untapped lands.",
                    "Add {U}{U}. If there are no depletion counters on this permanent, sacrifice this permanent.",
                    "This permanent gets +4/+4 as long as an opponent has ten or more cards in their graveyard."):
        said = render_plan(plan_of(parse_effect(english, "en")), "es")
        assert leaks(said, set()) == [], said


def test_the_spanish_reading_of_a_quoted_ability_has_no_english() -> None:
    """A quoted ability's cost is said in Spanish in the Spanish reading of an English card (render/cost_words.py): it
    was said as printed, in English, inside the Spanish sentence ("tiene "{T}, Discard a card: Roba una carta."")."""
    from bot.apnap.grammar import parse_effect
    from bot.apnap.plan import plan_of
    from bot.apnap.render import render_plan

    for english in ('Enchanted creature has "{T}, Discard a card: Draw a card."',
                    'Enchanted creature has "Sacrifice two other creatures: Regenerate this creature."',
                    'Create a colorless artifact token named Gold. It has "Sacrifice this artifact: Add one mana of '
                    'any color."',
                    'All Slivers have "{2}, Sacrifice this permanent: You gain 4 life."'):
        said = render_plan(plan_of(parse_effect(english, "en")), "es")
        assert leaks(said.replace('"', " "), {"Gold"}) == [], said


def _card_words(item: CorpusAbility, names: tuple[str, ...], plan: Any) -> set[str]:
    """The words of a card that are its own, not the rules' (a user asking about an English card gave them): its
    names, a token's name ("named Gold", 111.4) and the option words it offers to choose or vote for ("time or
    knowledge", 701.38)."""
    # a card named by another card's name, commas included ("a card named Angrath, Minotaur Pirate, reveal it")
    given = {item.card, *names, *re.findall(r"\bnamed ((?:[A-Z][\w'-]*(?:,? )?)+)", item.text)}
    for step in plan.steps:
        given.update(getattr(step, "options", ()) or ())
    return given


def test_the_spanish_reading_of_every_accepted_wide_sample_ability_has_no_english() -> None:
    """Every part of a Spanish reading is Spanish: each wide-sample ability the English grammar reads, its plan said
    in Spanish, holds no English word of the lexicon but the card's own (``_card_words``), quoted text included (a
    quoted ability is said from its own plan). A quoted triggered ability kept its English trigger condition
    ("… tiene "Whenever this creature attacks, puedes girar …"", render/trigger_said.py), and "it also deals" was a
    source named "it also" ("Si este hechizo fue estimulado, it also hace 4 puntos de daño …")."""
    from bot.apnap.oracle import abilities_of
    from bot.apnap.render import reading
    from tests.apnap.corpus import wide_abilities
    from tests.apnap.rendering import read_as_bench

    found = {}
    for item in wide_abilities():
        if item.index > len(abilities_of(item.text)):  # a Saga's chapter: no ability the bench asks for
            continue
        try:
            _, names, plan = read_as_bench(item)
        except BotError:
            continue
        said = reading(plan, "es")  # a plan with no Spanish words for a step says nothing (MissingWords), no English
        allowed = {fold(w) for name in _card_words(item, names, plan) for w in _words(name)}
        if words := sorted({w for w in _words(said) if w.lower() in english_words() and fold(w) not in allowed}):
            found[item.card] = (words, said)
    assert found == {}
