"""The grammars' lexers match by first character (bot/apnap/grammar/first_chars.py, issue #22: the lexer was about
two thirds of a sentence's parse) and give exactly lark's own tokens and trees."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from lark import Lark
from lark.exceptions import UnexpectedInput
from lark.lexer import TextSlice

from bot.apnap.grammar.first_chars import FirstCharMatch, first_chars
from bot.apnap.grammar.parse_tree import parser
from bot.apnap.grammar.sentences import MARKERS
from bot.apnap.grammar.text import fold
from tests.apnap.corpus import CORPUS


def _lexers(grammar: Lark) -> list[Any]:
    lexer: Any = grammar.parser.lexer  # type: ignore[attr-defined]
    return list({id(x): x for x in [*lexer.lexers.values(), lexer.root_lexer]}.values())


@contextmanager
def _lark_own_match(grammar: Lark) -> Iterator[None]:
    """The grammar's lexers with lark's own match (the scanner's alternation) while inside."""
    kept = {id(b): (b, vars(b).pop("match")) for b in _lexers(grammar) if "match" in vars(b)}
    try:
        yield
    finally:
        for basic, match in kept.values():
            basic.match = match


def _texts(lang: str, every: int = 40) -> list[str]:
    """Real sentences of the corpus as the sentence reader hands them to the parser (folded, markers placed)."""
    texts = []
    with CORPUS.open(encoding="utf-8") as f:
        for i, line in enumerate(f):
            text = json.loads(line).get("oracle_text") or ""
            if text and i % every == 0:
                texts += [MARKERS[lang](fold(s)) for s in text.split("\n") if s]
    if lang == "es":  # printed Spanish first: the corpus is English
        texts[:0] = [MARKERS["es"](fold(s)) for s in (
            "La criatura objetivo obtiene +2/+2 hasta el final del turno.", "Cada oponente descarta una carta.",
            "Destruye todas las criaturas. No pueden ser regeneradas.", "Cada jugador sacrifica una criatura.",
            "Cuando esta criatura entre al campo de batalla, roba una carta.")]
    return texts


@pytest.mark.parametrize(("regexp", "first"), [
    ("creature", frozenset("c")),
    ("[a-c]+s", frozenset("abc")),
    ("(?:it|they) can't", frozenset("it")),
    ("(?:(?<=cards )|(?<=card ))with", frozenset("w")),  # lookbehinds are zero width: the next letter is the first
    ("(?!and\\b)[a-z][a-z\\-]*", frozenset("abcdefghijklmnopqrstuvwxyz")),
    ("(?:a )?card", frozenset("ac")),  # an optional part: its letter or the next one
    ("\\w+", None), (".x", None), ("[^a]", None), ("(?i:card)", None),  # not known: tried everywhere
    ("a?", None),  # can match nothing: tried everywhere
])
def test_a_terminals_first_characters(regexp: str, first: frozenset[str] | None) -> None:
    assert first_chars(regexp) == first


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_lexer_matches_by_first_character_as_lark_does(lang: str) -> None:
    """Every state's lexer (and the root lexer) has the first-character match, and at positions of real sentences it
    finds the terminal and text lark's own alternation finds, or nothing where lark finds nothing."""
    grammar = parser(lang)
    lexers = _lexers(grammar)
    assert all(isinstance(vars(b).get("match"), FirstCharMatch) for b in lexers)
    texts = [TextSlice.cast_from(t) for t in _texts(lang, every=97)]
    rng = random.Random(42)
    found = 0
    for basic in lexers:
        for _ in range(15):
            text = rng.choice(texts)
            pos = rng.randrange(len(text.text))
            ours, larks = basic.match(text, pos), basic.scanner.match(text, pos)
            assert ours == larks, (text.text[pos:pos + 40], ours, larks)
            found += larks is not None
    assert found > 500  # the positions compared are not only ones no terminal fits


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_parse_is_the_same_tree_or_the_same_refusal(lang: str) -> None:
    """Real sentences parsed with lark's own match and with the first-character one: the same tree, or the same
    error at the same place (the refusal names the words from there)."""

    def outcome(text: str) -> str:
        try:
            return repr(grammar.parse(text, start="start"))
        except UnexpectedInput as exc:
            return f"{type(exc).__name__} at {exc.pos_in_stream}"

    grammar = parser(lang)
    texts = _texts(lang)[:300]
    ours = [outcome(t) for t in texts]
    with _lark_own_match(grammar):
        larks = [outcome(t) for t in texts]
    assert ours == larks
    assert sum(not o.startswith("Unexpected") for o in ours) >= (20 if lang == "en" else 3)
