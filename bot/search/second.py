"""The second stage: a learned ranker that decides between a question's close candidates.

The first stage sums evidence (BM25, the bank's questions, the model's cosines, terms) with
weights set by hand, and half of its misses are the right family but the wrong subrule. The
second stage takes a question's best ``TOP`` rule candidates and orders them by a small model
over features of each candidate: how much of each kind of evidence it has (relative to the
others), its place in the rule tree (subrule, title, how many of its family are candidates),
whether the bank's questions for it share the question's phrases, how much of the question
the CR itself covers for it (``evidence``: its own text, the titles above it, its names, examples
and glossary wording, the rules citing it, its family), each word weighed by its rarity, and how
typical the question's words, its cues ("who", "first", "¿quién") among them, are of the
questions asked about its area of the CR (``cues``), and how much likelier they are under the words
of its own text than at large (``links``: "who … first" is asked about rules that say "active
player … turn order"). No feature names a word of any question: what the model knows of wording
it reads from the CR and learns from the bank's questions about other rules.

The model is a linear score plus a one-layer network of ``HIDDEN`` tanh units over the same
standardised features (the worth of the CR's evidence depends on the rest: it matters most when
the bank knows nothing of a rule). Its weights (``data/search/ranker.json``) are learned by
``python -m bot.search.train_ranker`` with a listwise softmax on questions the engine was never
taught: the bank's held-out split and leave-rules-out folds (``splits``), so they reward evidence
that generalises rather than the bank's memory. The shared dev set and our validation set are
never used to learn them.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ..resources import data_path
from .analyze import words
from .docs import family
from .evidence import SOURCES
from .rank import Hit

RANKER_PATH = data_path("search", "ranker.json")
Vector = Sequence[float] | np.ndarray
Matrix = Sequence[Sequence[float]] | np.ndarray
#: The second stage decides only when no bank question is this similar to the question (the IDF-
#: weighted Dice of ``asked``, 0..1): with a close cousin the bank's answer is right more often than
#: any reading of the rules' text. The cross-validation prefers 0.8 (leave-rules-out top-1 among the
#: candidates 0.404 against 0.381 at 0.6; held-out the same), but at 0.8 the stage overruled seven of
#: the validation set's 56 questions with a rapidfuzz cousin, which 0.6 leaves to the bank
#: (docs/search.md). The candidates carry the bank's evidence as a share above the engine's floor
#: (``gate_share``); comparing the share itself let through questions above the gate.
GATE = 0.6


def gate_share(floor: float) -> float:
    """The ``asked`` share (0..1) a bank question at ``GATE`` gives, above a floor of ``floor``."""
    return (GATE - floor) / (1 - floor)


#: With a bank question within ``GATE``, the stage still overrules it when it scores its own first
#: choice more than ``MARGIN`` above the rule of the closest bank question (docs/search.md, *A near
#: but wrong bank question*): a question worded like one in the bank may ask about another rule.
MARGIN = 3.0

TOP = 20  # candidates the second stage orders (the right rule is among them 95 % of the time)

FEATURES = ("score", "rank", "bm25", "asked", "semantic", "asked_semantic", "term", "reference",
            "subrule", "title", "family_best", "family_count", "family_share", "length", "phrase_asked",
            *(f"cr_{source}" for source in SOURCES), "cr_phrase", "cr_rarest", "cue_area", "cue_section", "links")


def category(why: str) -> str:
    """The kind of evidence a reason names ("bm25-es" → bm25, "fuzzy-en:trample" → term)."""
    head = why.split(":", 1)[0]
    if head == "asked-semantic":
        return "asked_semantic"
    for kind in ("bm25", "asked", "semantic", "reference"):
        if head.startswith(kind):
            return kind
    return "term"


class RuleFacts:
    """The length of a rule's own text (computed once per rule, on demand)."""

    def __init__(self, text_of: Callable[[str], str]) -> None:
        self._text_of = text_of
        self._length: dict[str, float] = {}

    def length(self, number: str) -> float:
        """The log of its length in words."""
        out = self._length.get(number)
        if out is None:
            out = self._length[number] = math.log1p(len(words(self._text_of(number))))
        return out


def features(hits: list[Hit], facts: RuleFacts, cr: Sequence[dict[str, float]], is_title: Callable[[str], bool],
             phrases: Callable[[str], float] = lambda number: 0.0,
             cues: Sequence[tuple[float, float]] | None = None, links: Sequence[float] | None = None) -> np.ndarray:
    """The feature matrix of ``hits`` (a question's best rule candidates, best first);
    ``cr``: each candidate's coverage of the question by its CR sources (``evidence``);
    ``phrases(number)``: the share of the question's phrases (pairs of consecutive content stems)
    that the bank's questions for the rule use; ``cues``: each candidate's area and section
    lift of the question's words (``cues``); ``links``: each candidate's word-link score (``links``)."""
    cues = cues if cues is not None else [(0.0, 0.0)] * len(hits)
    links = links if links is not None else [0.0] * len(hits)
    top = hits[0].score or 1.0
    parts = [h.parts for h in hits]
    best_bm25 = max((p.get("bm25", 0.0) for p in parts), default=0.0) or 1.0
    families: dict[str, list[float]] = {}
    for h in hits:
        families.setdefault(family(h.key), []).append(h.score)
    rows = []
    for i, (h, own, cue, link) in enumerate(zip(hits, cr, cues, links, strict=True)):
        p = h.parts
        fam = families[family(h.key)]
        rows.append((
            h.score / top, 1.0 / (i + 1), p.get("bm25", 0.0) / best_bm25, p.get("asked", 0.0) / 10.0,
            p.get("semantic", 0.0) / 6.0, p.get("asked_semantic", 0.0) / 5.0, min(p.get("term", 0.0) / 60.0, 1.0),
            float(p.get("reference", 0.0) > 0), float(h.key[-1:].isalpha()), float(is_title(h.key)),
            float(h.score >= max(fam)), len(fam) / len(hits), max(fam) / top, facts.length(h.key) / 5.0,
            phrases(h.key),
            *(own[source] for source in SOURCES), own["phrase"], own["rarest"], *cue, link))
    return np.array(rows, dtype=np.float64)


class SecondStage:
    """A linear score plus ``HIDDEN`` tanh units over ``FEATURES`` (standardised) that orders a
    question's candidates."""

    def __init__(self, weights: Vector, mean: Vector, scale: Vector, hidden: Matrix | None = None,
                 bias: Vector | None = None, out: Vector | None = None) -> None:
        self.weights = np.asarray(weights, dtype=np.float64)
        self.mean = np.asarray(mean, dtype=np.float64)
        self.scale = np.asarray(scale, dtype=np.float64)
        size = len(self.weights)
        self.hidden = np.asarray(hidden if hidden is not None else np.zeros((size, 0)), dtype=np.float64)
        self.bias = np.asarray(bias if bias is not None else np.zeros(self.hidden.shape[1]), dtype=np.float64)
        self.out = np.asarray(out if out is not None else np.zeros(self.hidden.shape[1]), dtype=np.float64)

    @classmethod
    def load(cls, path: Path = RANKER_PATH) -> SecondStage | None:
        """The stored model, or None (absent, damaged, or learned over other features)."""
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
            if raw.get("features") != list(FEATURES):
                return None
            model = cls(raw["weights"], raw["mean"], raw["scale"], raw.get("hidden"), raw.get("bias"), raw.get("out"))
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None
        size = len(FEATURES)
        shapes_ok = (model.weights.shape == model.mean.shape == model.scale.shape == (size,)
                     and model.hidden.ndim == 2 and model.hidden.shape[0] == size
                     and model.bias.shape == model.out.shape == (model.hidden.shape[1],))
        return model if shapes_ok else None

    def to_dict(self, **notes: Any) -> dict[str, Any]:
        def rounded(a: np.ndarray) -> Any:
            return np.round(a, 6).tolist()

        return {"features": list(FEATURES), "weights": rounded(self.weights), "mean": rounded(self.mean),
                "scale": rounded(self.scale), "hidden": rounded(self.hidden), "bias": rounded(self.bias),
                "out": rounded(self.out), **notes}

    @staticmethod
    def decides(hits: list[Hit], floor: float = 0.0) -> bool:
        """Whether the second stage orders these candidates (no close cousin in the bank; the
        engine gives a bank question a share of its evidence above a similarity of ``floor``)."""
        return max((h.parts.get("asked", 0.0) for h in hits), default=0.0) / 10.0 < gate_share(floor)

    def overrules(self, hits: list[Hit], x: np.ndarray, floor: float = 0.0) -> bool:
        """Whether the stage orders ``hits`` (features ``x``): no close cousin in the bank, or its
        first choice scores more than ``MARGIN`` above the rule of the closest bank question."""
        if self.decides(hits, floor):
            return True
        scores = self.scores(x)
        closest = max(range(len(hits)), key=lambda i: hits[i].parts.get("asked", 0.0))
        return bool(scores.max() - scores[closest] > MARGIN)

    def scores(self, x: np.ndarray) -> np.ndarray:
        z = (x - self.mean) / self.scale
        return z @ self.weights + np.tanh(z @ self.hidden + self.bias) @ self.out

    def reorder(self, hits: list[Hit], x: np.ndarray) -> None:
        """Give ``hits`` (best first) new scores in the model's order, within the range they had:
        the first keeps the best score and each next one a step less."""
        order = np.argsort(-self.scores(x), kind="stable")
        top = hits[0].score
        for place, i in enumerate(order.tolist()):
            hits[i].score = top * (1.0 - 0.02 * place)
