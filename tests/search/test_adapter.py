"""The learned map of question vectors toward their rules (``bot.search.adapter``) and its use."""

from __future__ import annotations

import numpy as np
import pytest

from bot.search import adapter, rerank


def _unit(a: np.ndarray) -> np.ndarray:
    return (a / np.linalg.norm(a, axis=-1, keepdims=True)).astype(np.float32)


def _world(seed: int, rules: int = 40, size: int = 16) -> tuple[adapter.RuleRows, np.ndarray, np.ndarray]:
    """Rules as random unit rows (two passages each) and a fixed distortion: a question about a
    rule is its first passage seen through ``twist`` plus noise, so the raw cosine often misses."""
    rng = np.random.default_rng(seed)
    rows = _unit(rng.normal(size=(2 * rules, size)))
    numbers = [f"1{i:02d}.1" for i in range(rules) for _ in range(2)]
    twist = np.eye(size) + 2.0 * rng.normal(size=(size, size)) / np.sqrt(size)
    return adapter.RuleRows(rows, numbers), rows, twist


def _questions(rows: np.ndarray, twist: np.ndarray, rules: list[int], seed: int) -> tuple[np.ndarray, list[list[int]]]:
    rng = np.random.default_rng(seed)
    picked = [r for r in rules for _ in range(6)]
    q = rows[[2 * r for r in picked]] @ twist + 0.1 * rng.normal(size=(len(picked), rows.shape[1]))
    return _unit(q), [[r] for r in picked]


def test_a_rule_is_as_near_as_its_nearest_passage():
    rows = _unit(np.array([[1.0, 0.0], [0.0, 1.0], [-1.0, 0.0]]))
    rules = adapter.RuleRows(rows, ["101.1", "101.2", "101.1"])
    cos, which = rules.scores(_unit(np.array([[-1.0, 0.1]])))
    assert rules.rules == ["101.1", "101.2"]
    assert which[0].tolist() == [2, 1]
    assert cos[0, 0] == pytest.approx(0.995, abs=1e-3)


def test_the_map_moves_questions_about_rules_it_never_saw_toward_them():
    """Learned from the questions of half the rules, it ranks the other half's better: what it
    learns is how questions differ from rule texts, not which rule each question names."""
    rules, rows, twist = _world(seed=3)
    taught, unseen = list(range(0, 40, 2)), list(range(1, 40, 2))
    learned = adapter.fit(*_questions(rows, twist, taught, seed=4), rules, "test-model")
    q, answers = _questions(rows, twist, unseen, seed=5)
    before = adapter.ranks(None, q, answers, rules)
    after = adapter.ranks(learned, q, answers, rules)
    assert after[0] > before[0] + 0.1  # top-1 among all rules
    assert after[1] >= before[1]


def test_the_stored_map_is_read_only_for_its_model(tmp_path):
    size = 8
    matrix = np.random.default_rng(0).normal(size=(size, size)).astype(np.float32) * 0.01
    path = tmp_path / "adapter.npz"
    adapter.Adapter(matrix, "model-a").save(path, steps=1)
    loaded = adapter.Adapter.load("model-a", path)
    assert loaded is not None and np.allclose(loaded.matrix, matrix, atol=1e-4)
    assert adapter.Adapter.load("model-b", path) is None
    path.write_bytes(b"not a file of ours")
    assert adapter.Adapter.load("model-a", path) is None
    assert adapter.Adapter.load("model-a", tmp_path / "absent.npz") is None


def test_a_mapped_question_stays_unit_length_and_starts_at_the_identity():
    vector = _unit(np.arange(1.0, 9.0))
    same = adapter.Adapter(np.zeros((8, 8), np.float32), "m")
    assert np.allclose(same.question(vector), vector)
    moved = adapter.Adapter(np.eye(8, dtype=np.float32)[::-1], "m").question(vector)
    assert np.linalg.norm(moved) == pytest.approx(1.0)


def test_the_package_ships_a_map_for_its_model():
    shipped = adapter.Adapter.load(rerank.MODEL)
    assert shipped is not None and shipped.matrix.shape == (384, 384)
    # L2 keeps it near the identity: a small correction, not a new space.
    assert float(np.abs(shipped.matrix).max()) < 1.0


