"""What the blind native-Spanish judge of session 41 (verdict41es) found faulty in Spanish answers and session 41 left
(issue #22): each held here by its general mechanism, on the judge's own cases where they show it.

Each ability is asked for as the judge's sample asked for it: the English Oracle card through the card lookup, on the
corpus's fixed four-player board, answered in Spanish (``out_lang="es"``), and in English where the same words exist.
"""

from __future__ import annotations

import functools
from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.corpus import CorpusAbility, board, resolve_ability


@functools.cache
def _answer(card: str, type_line: str, text: str, index: int, lang: str | None) -> dict[str, Any]:
    line = text.splitlines()[-1]  # the ability asked for is the card's last line here
    return resolve_ability(CorpusAbility(card, text, index, line, type_line), board(4), out_lang=lang)


def said(card: str, type_line: str, text: str, index: int = 1, lang: str | None = "es") -> str:
    return str(_answer(card, type_line, text, index, lang)["narration"])


# ------------------------------------------------------------------ 1. reveal = mostrar, the bot's one word (701.20)
PACT = ("Summoner's Pact", "Instant", "Search your library for a green creature card, reveal it, put it into your "
        "hand, then shuffle your library.")


def test_a_reveal_is_said_with_the_current_spanish_term() -> None:
    # data/terms/en-es.jsonl: reveal = mostrar (cards print "muestra" since Ixalan; "revela" is older)
    out = _answer(*PACT, 1, "es")
    assert "muéstrala, ponla en tu mano" in out["reading"] and "revél" not in out["reading"]


@pytest.mark.parametrize(("lang", "line"), [
    ("es", "Dave encuentra Llanowar Elves, la muestra y la pone en su mano"),
    (None, "Dave finds Llanowar Elves, reveals it and puts it into their hand"),
])
def test_the_found_cards_reveal_is_narrated(lang: str | None, line: str) -> None:
    # 701.20a: the card is shown to all; the reading says it, so the event says it too (it was left out)
    assert line in said(*PACT, lang=lang)


@pytest.mark.parametrize("printed", [
    "Busca en tu biblioteca una carta de criatura verde, revélala, ponla en tu mano y después baraja.",
    "Busca en tu biblioteca una carta de criatura verde, muéstrala, ponla en tu mano y después baraja.",
])
def test_printed_spanish_reads_both_reveal_words_into_one_plan(printed: str) -> None:
    english = plan_of(parse_effect(PACT[2]))
    plan = plan_of(parse_effect(printed, "es"))
    assert render_plan(plan) == render_plan(english)
    assert "muéstrala" in render_plan(plan, "es")


@pytest.mark.parametrize(("english", "spanish"), [
    ("Target player reveals their hand.", "El jugador objetivo muestra su mano."),
    ("Search your library for an instant or sorcery card and reveal that card.",
     "Busca en tu biblioteca una carta de instantáneo o conjuro y muéstrala."),
    ("You may search your library for a creature card, reveal it, put it into your hand, then shuffle.",
     "Puedes buscar en tu biblioteca una carta de criatura, mostrarla, ponerla en tu mano y después barajar."),
])
def test_every_renderer_says_mostrar(english: str, spanish: str) -> None:
    assert render_plan(plan_of(parse_effect(english)), "es") == spanish
