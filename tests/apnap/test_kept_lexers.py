"""The grammars' contextual lexers kept with their tables (bot/apnap/grammar/kept_lexers.py).

A parser read back with its kept lexers must lex every text exactly as the lexers lark makes (the same terminals in
the same order for every parser state, the same string terminals standing behind an expression, the same
newlines); a kept lexer that does not fit the parse table, or a file naming any class, is never used.
"""

from __future__ import annotations

import io
import pickle
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lark import Lark, Token
from lark.exceptions import UnexpectedInput
from lark.lexer import ContextualLexer

from bot.apnap.grammar import kept_lexers, kept_table, tables

# Keywords an expression also matches (lark's "unless" callbacks), a terminal that holds a newline, ignored spaces,
# and states that accept different terminals: every part of a lexer that is kept.
SMALL = r"""
start: (line _NL)* line?
line: "give" WORD NUMBER | "take" WORD | WORD "is" WORD | "note" NOTE
WORD: /[a-z]+/
NUMBER: /[0-9]+/
NOTE: /\[[^\]]*\]/
_NL: /\r?\n/
%ignore " "
"""
OPTIONS: dict[str, Any] = {"parser": "lalr", "propagate_positions": True, "keep_all_tokens": True}


@pytest.fixture(autouse=True)
def _own_cache(monkeypatch, tmp_path):
    """A cache directory of these tests' own (they read, damage and count its files)."""
    monkeypatch.setenv("MTGBOT_DATA_DIR", str(tmp_path / "own-data"))


def tables_file(text: str) -> Any:
    return tables.cache_file(text, "small", OPTIONS)


def lexer_parts(lexer: Any) -> Any:
    """Everything a state's lexer reads by: its terminals in order, its newline and ignored terminals, its
    expressions, and the string terminals behind each expression (their own expressions too). Its scanner is built
    first (lark builds it, and its ``callback``, on first use)."""
    def scanner(s: Any) -> Any:
        return [t.name for t in s.terminals], sorted(s.allowed_types), [m.pattern for m in s._mres]
    return ([t.name for t in lexer.terminals], sorted(lexer.newline_types), sorted(lexer.ignore_types),
            scanner(lexer.scanner), {name: scanner(c.scanner) for name, c in sorted(lexer.callback.items())})


def made_anew(grammar: Lark) -> ContextualLexer:
    """The contextual lexer lark itself makes for ``grammar``'s configuration and parse table."""
    table = grammar.parser.parser._parse_table
    return ContextualLexer(grammar.lexer_conf, {i: list(t.keys()) for i, t in table.states.items()})


def assert_same_lexers(kept: Any, anew: Any) -> None:
    assert kept.lexers.keys() == anew.lexers.keys()
    for state in anew.lexers:
        assert lexer_parts(kept.lexers[state]) == lexer_parts(anew.lexers[state]), state
    assert lexer_parts(kept.root_lexer) == lexer_parts(anew.root_lexer)
    # lark's sharing: one lexer per distinct set of accepted terminals
    assert len({id(x) for x in kept.lexers.values()}) == len({id(x) for x in anew.lexers.values()})


def test_small_grammar_lexers_read_back_are_the_ones_lark_makes(monkeypatch):
    built = tables.build(SMALL, "small", **OPTIONS)
    from lark import lexer as lark_lexer

    monkeypatch.setattr(lark_lexer, "_create_unless", lambda *_: pytest.fail("a lexer was made, not read back"))
    loaded = tables.build(SMALL, "small", **OPTIONS)
    monkeypatch.undo()
    assert_same_lexers(loaded.parser.lexer, made_anew(loaded))
    assert_same_lexers(loaded.parser.lexer, built.parser.lexer)


WORDS = st.sampled_from(["give", "take", "is", "note", "given", "takes", "isle", "cat", "dog", "12", "7", "[a b]",
                         "[]", "\n", " ", "  ", "x", "!", "notes"])


@settings(max_examples=150, deadline=None)
@given(st.lists(WORDS, max_size=9))
def test_any_text_lexes_and_parses_alike_read_back_or_built(words):
    text = " ".join(words)
    loaded, built = _small_read_back()
    assert shape(text, loaded) == shape(text, built)


def shape(text: str, grammar: Lark) -> object:
    try:
        tree = grammar.parse(text)
    except UnexpectedInput as exc:
        return type(exc).__name__, getattr(exc, "pos_in_stream", None), sorted(getattr(exc, "expected", None) or [])
    return [(t.type, str(t), t.start_pos, t.line, t.column) for t in tree.scan_values(lambda v: isinstance(v, Token))]


_read_back: list[tuple[Lark, Lark]] = []


def _small_read_back() -> tuple[Lark, Lark]:
    """SMALL as read back from a tables file with its lexers, and as lark builds it (made once for the property
    test's examples)."""
    if not _read_back:
        tables.build(SMALL, "small", **OPTIONS)
        loaded = tables.build(SMALL, "small", **OPTIONS)
        assert type(loaded.parser.lexer) is ContextualLexer and "lexers" in _saved(tables_file(SMALL))
        _read_back.append((loaded, Lark(SMALL, **OPTIONS)))
    return _read_back[0]


def _saved(path: Any) -> dict[str, Any]:
    with path.open("rb") as f:
        return kept_table._Reader(f).load()  # type: ignore[no-any-return]


def rewrite(path: Any, **changes: Any) -> None:
    saved = _saved(path)
    saved.update(changes)
    with path.open("wb") as f:
        kept_table._Writer(f, protocol=pickle.HIGHEST_PROTOCOL).dump(saved)


def test_lexers_that_do_not_fit_the_table_are_made_anew():
    built = tables.build(SMALL, "small", **OPTIONS)
    path = tables_file(SMALL)
    kept, root = pickle.loads(_saved(path)["lexers"])
    rewrite(path, lexers=pickle.dumps((kept[1:], root)))  # one state's lexer missing
    loaded = tables.build(SMALL, "small", **OPTIONS)
    assert_same_lexers(loaded.parser.lexer, made_anew(loaded))
    assert loaded.parse("give cat 12\nnote [x]") == built.parse("give cat 12\nnote [x]")
    first, *rest = kept
    accepts, names, *parts = first
    rewrite(path, lexers=pickle.dumps(([(accepts, names[1:], *parts), *rest], root)))  # a lexer missing a terminal
    assert_same_lexers(tables.build(SMALL, "small", **OPTIONS).parser.lexer, made_anew(loaded))


def test_kept_lexers_naming_a_class_are_refused():
    tables.build(SMALL, "small", **OPTIONS)
    path = tables_file(SMALL)

    class Foreign:
        def __reduce__(self):
            return (print, ("never called",))

    _, root = pickle.loads(_saved(path)["lexers"])
    rewrite(path, lexers=pickle.dumps(([Foreign()], root)))
    with pytest.raises(pickle.UnpicklingError):
        kept_lexers._PlainReader(io.BytesIO(_saved(path)["lexers"])).load()
    loaded = tables.build(SMALL, "small", **OPTIONS)
    assert_same_lexers(loaded.parser.lexer, made_anew(loaded))


def test_the_rules_and_terminals_are_read_back_as_objects_not_rebuilt_field_by_field(monkeypatch):
    """kept_table._memo_serialize: lark made each rule and terminal again from its serialised fields in Python."""
    from lark.grammar import Rule

    built = tables.build(SMALL, "small", **OPTIONS)
    monkeypatch.setattr(Rule, "_deserialize", lambda *_: pytest.fail("a rule was rebuilt from its fields"))
    loaded = tables.build(SMALL, "small", **OPTIONS)
    assert loaded.rules == built.rules and [t.name for t in loaded.terminals] == [t.name for t in built.terminals]
    assert loaded.parse("take dog") == built.parse("take dog")


def test_a_grammar_without_a_cache_directory_still_gets_lark_s_lexers(monkeypatch, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("MTGBOT_DATA_DIR", str(blocker))
    grammar = tables.build(SMALL, "small", **OPTIONS)
    assert_same_lexers(grammar.parser.lexer, made_anew(grammar))
    assert blocker.read_text() == "not a directory"
