"""The lexers' expressions made from their kept compiled code (bot/apnap/grammar/regex_codes.py).

A pattern made from kept code must be the very pattern ``re.compile`` makes (``==`` on patterns compares their
compiled code); a code is found only by its own pattern's text and flags, so an edited grammar's new expressions are
compiled, never answered from an old one's; a damaged entry or file only means compiling as before.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from lark import Token

from bot.apnap.grammar import regex_codes, tables
from bot.apnap.grammar.phrases import parser
from bot.config import default_cache_dir

TINY = 'start: WORD+\nWORD: /[a-z]+/\nNUMBER: /[0-9]+/\n%ignore " "\n'
TINY_OPTIONS: dict[str, Any] = {"parser": "lalr", "propagate_positions": True}


@pytest.fixture(autouse=True)
def _own_cache(monkeypatch, tmp_path):
    monkeypatch.setenv("MTGBOT_DATA_DIR", str(tmp_path / "own-data"))


def _codes_files() -> list[str]:
    folder = default_cache_dir() / "grammar"
    return sorted(p.name for p in folder.iterdir() if p.suffix == ".codes") if folder.is_dir() else []


def _no_compiler(monkeypatch) -> None:
    monkeypatch.setattr(regex_codes, "_compiled", lambda *_: pytest.fail("compiled instead of read from its code"))


def test_every_expression_of_the_grammars_is_the_one_re_compiles():
    for lang in ("en", "es"):
        lexer = parser(lang).parser.lexer
        for state_lexer in {id(x): x for x in [*lexer.lexers.values(), lexer.root_lexer]}.values():
            assert state_lexer._scanner is not None
            for pattern in state_lexer._scanner._mres:
                assert pattern == re.compile(pattern.pattern, state_lexer.g_regex_flags)


def test_a_grammar_made_again_reads_its_expressions_and_parses_the_same(monkeypatch):
    first = tables.build(TINY, "tiny", **TINY_OPTIONS)
    assert len(_codes_files()) == 1
    _no_compiler(monkeypatch)
    again = tables.build(TINY, "tiny", **TINY_OPTIONS)
    assert again.parse("two words") == first.parse("two words")
    assert [t.type for t in again.lex("two words")] == ["WORD", "WORD"]


def test_a_new_expression_is_compiled_never_answered_from_another_ones_code():
    kept = regex_codes.KeptCodes({})
    letters = kept.compile("(?P<WORD>[a-z]+)")
    assert kept.added and len(kept.codes) == 1
    digits = kept.compile("(?P<WORD>[0-9]+)")  # the same group, another expression
    assert digits == re.compile("(?P<WORD>[0-9]+)") != letters
    assert digits.match("42") and not digits.match("ab") and len(kept.codes) == 2
    assert kept.compile("[a-z]+", re.IGNORECASE) == re.compile("[a-z]+", re.IGNORECASE)  # flags are in the key
    assert kept.compile("[a-z]+", re.IGNORECASE).match("AB") and not kept.compile("[a-z]+").match("AB")


def test_an_edited_grammar_gets_its_own_expressions():
    tables.build(TINY, "tiny", **TINY_OPTIONS)
    edited = tables.build(TINY.replace("[a-z]", "[a-c]"), "tiny", **TINY_OPTIONS)
    assert len(_codes_files()) == 2
    assert edited.parse("cab").children == [Token("WORD", "cab")]
    with pytest.raises(Exception, match="dog|Unexpected"):
        edited.parse("dog")


def test_a_damaged_entry_or_file_is_compiled_again():
    kept = regex_codes.KeptCodes({("[a-z]+", 0): (32, [999, 1, 2], 0, {}, (None,))})  # no valid code
    assert kept.compile("[a-z]+") == re.compile("[a-z]+") and kept.added
    tables.build(TINY, "tiny", **TINY_OPTIONS)
    (name,) = _codes_files()
    path = default_cache_dir() / "grammar" / name
    path.write_bytes(path.read_bytes()[:50])  # half a file, as after a crash
    again = tables.build(TINY, "tiny", **TINY_OPTIONS)
    assert again.parse("one two").children == [Token("WORD", "one"), Token("WORD", "two")]
    assert path.stat().st_size > 50  # written whole again
