"""The second stage: a learned ranker that decides between a question's close candidates.

The first stage sums evidence (BM25, the bank's questions, the model's cosines, terms) with
weights set by hand, and half of its misses are the right family but the wrong subrule. The
second stage takes a question's best ``TOP`` rule candidates and orders them by a linear model
over features of each candidate: how much of each kind of evidence it has (relative to the
others), its place in the rule tree (subrule, title, how many of its family are candidates), how
much of the question its *own text* covers, and question cues matched with what the rule's text
talks about ("who" and a rule about players and their choices, "can I" and a rule that says
can / can't / may, "how many" and a rule with numbers, "before" / "first" and a rule about time).

The weights (``data/search/ranker.json``) are learned by ``python -m bot.search.train_ranker``
with a listwise softmax on questions the engine was never taught: the bank's held-out split and
leave-rules-out folds (``splits``), so they reward evidence that generalises rather than the
bank's memory. The shared dev set and our validation set are never used to learn them.
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
#: The second stage decides only when no bank question is this close to the question (the best
#: candidate's lexical ``asked`` similarity, 0..1): with a close cousin the bank's answer is right
#: more often than any reading of the rules' text (chosen on the held-out and leave-rules-out
#: questions: held-out top-1 among the candidates 0.508 → 0.516, leave-rules-out 0.283 → 0.343;
#: without the gate 0.495 and 0.368).
GATE = 0.8
TOP = 20  # candidates the second stage orders (the right rule is among them 95 % of the time)

# Question cues (folded words) and what a rule's own (English) text says when it answers them.
CUES: dict[str, frozenset[str]] = {
    "who": frozenset({"who", "whose", "whom", "quien", "quienes"}),
    "can": frozenset({"can", "may", "could", "puedo", "puede", "pueden", "podemos", "puedes", "podria"}),
    "many": frozenset({"many", "much", "cuantos", "cuantas", "cuanto", "cuanta"}),
    "order": frozenset({"first", "before", "after", "order", "primero", "antes", "despues", "orden", "last"}),
}
RULE_SAYS: dict[str, frozenset[str]] = {
    "player": frozenset({"player", "players", "controller", "owner", "opponent", "opponents"}),
    "can": frozenset({"can", "can't", "cannot", "may", "able", "unable"}),
    "number": frozenset({"one", "two", "three", "four", "five", "seven", "number", "maximum", "minimum"}),
    "time": frozenset({"before", "after", "then", "until", "first", "next", "order", "step", "phase", "begins"}),
}
FEATURES = ("score", "rank", "bm25", "asked", "semantic", "asked_semantic", "term", "reference",
            "subrule", "title", "family_best", "family_count", "family_share", "length",
            "who_player", "can_can", "many_number", "order_time", "phrase_asked",
            *(f"cr_{source}" for source in SOURCES), "cr_phrase", "cr_rarest")


def category(why: str) -> str:
    """The kind of evidence a reason names ("bm25-es" → bm25, "fuzzy-en:trample" → term)."""
    head = why.split(":", 1)[0]
    if head == "asked-semantic":
        return "asked_semantic"
    for kind in ("bm25", "asked", "semantic", "reference"):
        if head.startswith(kind):
            return kind
    return "term"


def cues(text: str) -> frozenset[str]:
    found = set(words(text))
    return frozenset(name for name, forms in CUES.items() if found & forms)


class RuleFacts:
    """What a rule's own text says, for the cue features (computed once per rule, on demand)."""

    def __init__(self, text_of: Callable[[str], str]) -> None:
        self._text_of = text_of
        self._says: dict[str, tuple[frozenset[str], float]] = {}

    def says(self, number: str) -> tuple[frozenset[str], float]:
        """(what the rule's text talks about, log of its length in words)."""
        out = self._says.get(number)
        if out is None:
            ws = words(self._text_of(number))
            found = set(ws)
            has_digit = any(w.isdigit() for w in ws)
            says = {name for name, forms in RULE_SAYS.items() if found & forms} | ({"number"} if has_digit else set())
            out = self._says[number] = (frozenset(says), math.log1p(len(ws)))
        return out


def features(hits: list[Hit], facts: RuleFacts, cr: Sequence[dict[str, float]], question_cues: frozenset[str],
             is_title: Callable[[str], bool],
             phrases: Callable[[str], float] = lambda number: 0.0) -> np.ndarray:
    """The feature matrix of ``hits`` (a question's best rule candidates, best first);
    ``cr``: each candidate's coverage of the question by its CR sources (``evidence``);
    ``phrases(number)``: the share of the question's phrases (pairs of consecutive content stems)
    that the bank's questions for the rule use."""
    top = hits[0].score or 1.0
    parts = [h.parts for h in hits]
    best_bm25 = max((p.get("bm25", 0.0) for p in parts), default=0.0) or 1.0
    families: dict[str, list[float]] = {}
    for h in hits:
        families.setdefault(family(h.key), []).append(h.score)
    rows = []
    for i, (h, own) in enumerate(zip(hits, cr, strict=True)):
        p = h.parts
        fam = families[family(h.key)]
        says, length = facts.says(h.key)
        rows.append((
            h.score / top, 1.0 / (i + 1), p.get("bm25", 0.0) / best_bm25, p.get("asked", 0.0) / 10.0,
            p.get("semantic", 0.0) / 6.0, p.get("asked_semantic", 0.0) / 5.0, min(p.get("term", 0.0) / 60.0, 1.0),
            float(p.get("reference", 0.0) > 0), float(h.key[-1:].isalpha()), float(is_title(h.key)),
            float(h.score >= max(fam)), len(fam) / len(hits), max(fam) / top, length / 5.0,
            float("who" in question_cues and "player" in says),
            float("can" in question_cues and "can" in says), float("many" in question_cues and "number" in says),
            float("order" in question_cues and "time" in says), phrases(h.key),
            *(own[source] for source in SOURCES), own["phrase"], own["rarest"]))
    return np.array(rows, dtype=np.float64)


class SecondStage:
    """A linear model over ``FEATURES`` (standardised) that orders a question's candidates."""

    def __init__(self, weights: Sequence[float], mean: Sequence[float], scale: Sequence[float]) -> None:
        self.weights = np.asarray(weights, dtype=np.float64)
        self.mean = np.asarray(mean, dtype=np.float64)
        self.scale = np.asarray(scale, dtype=np.float64)

    @classmethod
    def load(cls, path: Path = RANKER_PATH) -> SecondStage | None:
        """The stored model, or None (absent, or learned over other features)."""
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if raw.get("features") != list(FEATURES):
            return None
        return cls(raw["weights"], raw["mean"], raw["scale"])

    def to_dict(self, **notes: Any) -> dict[str, Any]:
        return {"features": list(FEATURES), "weights": [round(float(w), 6) for w in self.weights],
                "mean": [round(float(m), 6) for m in self.mean], "scale": [round(float(s), 6) for s in self.scale],
                **notes}

    @staticmethod
    def decides(hits: list[Hit]) -> bool:
        """Whether the second stage orders these candidates (no close cousin in the bank)."""
        return max((h.parts.get("asked", 0.0) for h in hits), default=0.0) / 10.0 < GATE

    def scores(self, x: np.ndarray) -> np.ndarray:
        return ((x - self.mean) / self.scale) @ self.weights

    def reorder(self, hits: list[Hit], x: np.ndarray) -> None:
        """Give ``hits`` (best first) new scores in the model's order, within the range they had:
        the first keeps the best score and each next one a step less."""
        order = np.argsort(-self.scores(x), kind="stable")
        top = hits[0].score
        for place, i in enumerate(order.tolist()):
            hits[i].score = top * (1.0 - 0.02 * place)
