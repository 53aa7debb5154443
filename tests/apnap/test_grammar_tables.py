"""The grammars' parse tables kept in the cache directory (bot/apnap/grammar/tables.py).

A parser read back from the cache must read every sentence exactly as the one just built (same
trees, same positions, same refusals); a damaged, unwritable or old cache must never stop the
resolver or hand it another grammar's tables.
"""

from __future__ import annotations

from typing import Any

import pytest
from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput

from bot.apnap.grammar import fold, tables
from bot.apnap.grammar.phrases import parser
from bot.config import default_cache_dir
from tests.apnap.corpus import corpus_abilities
from tests.apnap.test_grammar_es import PAIRS
from tests.apnap.test_kept_lexers import assert_same_lexers

TINY = 'start: WORD+\nWORD: /[a-z]+/\n%ignore " "\n'
TINY_OPTIONS: dict[str, Any] = {"parser": "lalr", "propagate_positions": True}


@pytest.fixture(autouse=True)
def _own_cache(monkeypatch, tmp_path):
    """A cache directory of these tests' own: they count, damage and block its files, and the
    other tests' shared tables (tests/shared_cache.py) must not be among them."""
    monkeypatch.setenv("MTGBOT_DATA_DIR", str(tmp_path / "own-data"))


def shape(text: str, grammar: Lark) -> object:
    """Everything a reader takes from a parse: rule names, tokens, their positions; or where it stopped."""
    try:
        tree = grammar.parse(text, start="start")
    except UnexpectedInput as exc:
        return type(exc).__name__, getattr(exc, "pos_in_stream", None)
    nodes: list[object] = []
    for node in tree.iter_subtrees_topdown():
        nodes.append((node.data, node.meta.start_pos, node.meta.end_pos) if not node.meta.empty else node.data)
        nodes += [(c.type, str(c), c.start_pos, c.end_pos) for c in node.children if isinstance(c, Token)]
    return nodes


def cached_files(suffix: str = ".lark") -> list[str]:
    """The tables' files (``.lark``), or the lexers' kept expressions (``.codes``, regex_codes.py)."""
    folder = default_cache_dir() / "grammar"
    return sorted(p.name for p in folder.iterdir() if p.suffix == suffix) if folder.is_dir() else []


def texts_of(lang: str) -> list[str]:
    """The sentences each grammar is checked on: read when the test runs, not when it is collected (the corpus's
    abilities are split with the grammar itself, which collection must not build)."""
    if lang == "en":
        return [item.ability for item in corpus_abilities()] + [en for en, _ in PAIRS]
    return [es for _, es in PAIRS]


# English only: the tables are kept and read back by the same code whatever the grammar (tables.py, kept_table.py),
# and building a grammar's tables now costs 25 s (English) and 45 s (Spanish) of CPU; every Spanish test of the
# suite reads Spanish through tables read back from the shared cache (tests/shared_cache.py), so a Spanish table
# misread fails them.
@pytest.mark.parametrize("lang", ["en"])
@pytest.mark.long
def test_tables_read_back_parse_like_the_built_ones(monkeypatch, lang):
    texts = texts_of(lang)
    build = parser.__wrapped__  # the grammar made anew, not the process's cached one
    built = build(lang)
    assert len(cached_files()) == 1  # stored on the first build
    monkeypatch.setattr(tables, "_store", lambda *_: pytest.fail("built again instead of read back"))
    loaded = build(lang)
    assert loaded is not built
    assert_same_lexers(loaded.parser.lexer, built.parser.lexer)  # read back with its lexers (kept_lexers.py)
    for text in texts:
        low = fold(text)
        assert shape(low, loaded) == shape(low, built), text


def test_a_damaged_file_is_built_again_and_replaced():
    first = tables.build(TINY, "tiny", **TINY_OPTIONS)
    (name,) = cached_files()
    path = default_cache_dir() / "grammar" / name
    path.write_bytes(path.read_bytes()[:100])  # half a file, as after a crash
    again = tables.build(TINY, "tiny", **TINY_OPTIONS)
    assert again.parse("two words") == first.parse("two words") == Tree("start", [Token("WORD", "two"),
                                                                                  Token("WORD", "words")])
    assert path.stat().st_size > 100  # the damaged file was replaced by a whole one
    assert cached_files() == [name] and cached_files(".tmp") == []  # and no private file was left behind


def test_an_edited_grammar_never_reads_the_old_tables():
    tables.build(TINY, "tiny", **TINY_OPTIONS)
    edited = tables.build(TINY.replace("[a-z]", "[a-c]"), "tiny", **TINY_OPTIONS)
    assert len(cached_files()) == 2
    with pytest.raises(UnexpectedInput):
        edited.parse("dog")


def test_old_versions_tables_are_pruned_so_the_cache_stays_bounded():
    # Each edited grammar wrote ~10 MB under a new name and nothing removed the old ones (3 GB on one machine).
    import os

    for i, letters in enumerate("bcdef"):
        tables.build(TINY.replace("[a-z]", f"[a-{letters}]"), "tiny", **TINY_OPTIONS)
        for name in cached_files() + cached_files(".codes"):  # older files older on disk, as days apart
            path = default_cache_dir() / "grammar" / name
            os.utime(path, (path.stat().st_atime, path.stat().st_mtime - 10 * (5 - i)))
    newest = tables.cache_file(TINY.replace("[a-z]", "[a-f]"), "tiny", TINY_OPTIONS).name
    assert len(cached_files()) == tables.KEPT_VERSIONS and newest in cached_files()
    kept = {n[: -len(".lark")] for n in cached_files()}
    assert all(n.split("-")[0] + "-" + n.split("-")[1] in kept for n in cached_files(".codes"))


def test_no_writable_cache_directory_still_gives_a_parser(monkeypatch, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("MTGBOT_DATA_DIR", str(blocker))
    grammar = tables.build(TINY, "tiny", **TINY_OPTIONS)
    assert grammar.parse("one").children == [Token("WORD", "one")]
    assert blocker.read_text() == "not a directory"


def test_every_state_lexer_is_compiled_when_the_grammar_is_made():
    grammar = parser("en")
    state_lexers = grammar.parser.lexer.lexers.values()  # lark's contextual lexer, one per parser state
    assert state_lexers and all(lexer._scanner is not None for lexer in state_lexers)


def test_the_parse_table_is_read_back_whole_not_rebuilt_action_by_action(monkeypatch):
    """kept_table.py: a tables file holds the parse table as the parser's objects, so reading it back never goes
    through lark's per-action rebuild (most of the warm-up); lark's Shift and Reduce come back as themselves."""
    from lark.parsers import lalr_analysis

    built = tables.build(TINY, "tiny", **TINY_OPTIONS)
    monkeypatch.setattr(lalr_analysis.IntParseTable, "deserialize",
                        classmethod(lambda *_: pytest.fail("the table was rebuilt from its serialised form")))
    monkeypatch.setattr(tables, "_store", lambda *_: pytest.fail("built again instead of read back"))
    loaded = tables.build(TINY, "tiny", **TINY_OPTIONS)
    actions = {action for state in loaded.parser.parser._parse_table.states.values() for action, _ in state.values()}
    assert actions == {lalr_analysis.Shift, lalr_analysis.Reduce}
    assert loaded.parse("two words") == built.parse("two words")


def test_a_tables_file_naming_anything_but_lark_actions_is_refused_and_built_again(monkeypatch):
    """The file's only outside references are lark's two actions: a file that names another object (a damaged or
    foreign file) is not loaded; the grammar is built again, as for any damaged file."""
    import pickle

    tables.build(TINY, "tiny", **TINY_OPTIONS)
    (name,) = cached_files()
    path = default_cache_dir() / "grammar" / name

    class Foreign(pickle.Pickler):
        def persistent_id(self, obj):
            return "os.system" if obj == "marker" else None

    with path.open("wb") as f:
        Foreign(f).dump({"data": "marker", "table": {}})
    again = tables.build(TINY, "tiny", **TINY_OPTIONS)
    assert again.parse("one").children == [Token("WORD", "one")]


def test_tables_written_by_one_process_parse_in_another():
    """A string's hash differs from process to process, and lark keys each rule's callback by the rule's hash:
    tables kept with the hashes of the process that wrote them failed every parse in the next one (KeyError)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    tables.build(TINY, "tiny", **TINY_OPTIONS)
    script = ("import sys; from bot.apnap.grammar import tables; "
              "tables._store = lambda *_: sys.exit('built again instead of read back'); "
              f"print(tables.build({TINY!r}, 'tiny', **{TINY_OPTIONS!r}).parse('two words'))")
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    done = subprocess.run([sys.executable, "-c", script], cwd=Path(__file__).resolve().parents[2], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Token('WORD', 'two')" in done.stdout


def test_equal_actions_are_kept_once_so_the_file_is_small_and_quick_to_read():
    """kept_table._shared_actions: lark makes a new action tuple for each state and terminal (620,000 for English,
    9,900 of them different); kept as one object each, the file is written and read with each written once (the
    English tables: 12.5 MB, read in 0.99 s of CPU, became 7.6 MB and 0.36 s)."""
    grammar = 'start: item+\nitem: WORD "," | WORD ";" | NUMBER "."\nWORD: /[a-z]+/\nNUMBER: /[0-9]+/\n%ignore " "\n'
    built = tables.build(grammar, "list", **TINY_OPTIONS)
    states = built.parser.parser._parse_table.states
    before = [id(action) for actions in states.values() for action in actions.values()]
    loaded = tables.build(grammar, "list", **TINY_OPTIONS)
    actions = [action for actions in loaded.parser.parser._parse_table.states.values() for action in actions.values()]
    assert len({id(a) for a in actions}) == len({(a[0], a[1] if isinstance(a[1], int) else id(a[1])) for a in actions})
    assert len({id(a) for a in actions}) < len(actions)
    assert [id(action) for actions in states.values() for action in actions.values()] == before  # built: untouched
    assert loaded.parse("ab , 12 . cd ;") == built.parse("ab , 12 . cd ;")
