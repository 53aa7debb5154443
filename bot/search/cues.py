"""Question cues: which parts of the CR questions worded like this one are about, learned from the bank.

BM25 drops the words that say what *kind* of question it is ("who", "when", "¿quién", "cuándo"
are stop words) and weighs "first", "order", "primero" by their rarity in the rules, not by what
they ask. Yet "who … first" is asked about turn order (101, 103, 510), "how many" about counts,
"can I … in response" about timing (116, 117). The bank's training questions say this for every
word: each is labelled with the rule that answers it, so each word of a question (stop words
included, and the question's opening word) has a distribution over the CR's **areas** (the
three-digit rules: 101, 702, …) and **sections** (their first digit). ``CueModel`` keeps those
counts and scores a candidate rule by how much more likely the question's words are in its area's
questions than in the bank at large (the mean smoothed log-lift of its words: a naive Bayes
reading of the question). It names no word and no rule: what it knows comes from the bank it is
built on, so on a leave-rules-out fold it knows only the other rules' questions (which share
their areas with the left-out ones). The second stage (``second``) learns how much to trust it.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable

from .analyze import stem, words

#: Weight of the bank's overall word distribution in each area's (a Dirichlet prior, in words):
#: an area with few questions says little and its words' lift stays near zero.
PRIOR = 50.0
OPENING = "^"  # marks the question's first word ("^who", "^quien"), the strongest cue of its kind


def cue_tokens(question: str, lang: str) -> list[str]:
    """A question's words as cues: every word stemmed (stop words included) and its first word."""
    folded = words(question)
    return [OPENING + folded[0], *(stem(w, lang) for w in folded)] if folded else []


def area(number: str) -> str:
    """The three-digit rule a rule belongs to (702.19b → 702)."""
    return number.split(".", 1)[0]


class _Counts:
    """Word counts per group (area or section) and overall, for one language."""

    def __init__(self) -> None:
        self.by_group: dict[str, Counter[str]] = {}
        self.group_total: Counter[str] = Counter()
        self.overall: Counter[str] = Counter()
        self.total = 0

    def add(self, group: str, tokens: Iterable[str]) -> None:
        tokens = list(tokens)
        self.by_group.setdefault(group, Counter()).update(tokens)
        self.overall.update(tokens)
        self.group_total[group] += len(tokens)
        self.total += len(tokens)

    def lift(self, group: str, tokens: list[str]) -> float:
        """Mean over the question's known words of log(P(word | group) / P(word))."""
        counts = self.by_group.get(group)
        if counts is None or not self.total:
            return 0.0
        size = self.group_total[group]
        out, known = 0.0, 0
        for t in tokens:
            seen = self.overall.get(t, 0)
            if not seen:
                continue
            background = seen / self.total
            out += math.log((counts.get(t, 0) + PRIOR * background) / (size + PRIOR) / background)
            known += 1
        return out / known if known else 0.0


class CueModel:
    """Per language, the bank's questions' words counted by the area and section of their rule."""

    def __init__(self, teaching: Iterable[tuple[str, str, str]]) -> None:
        """``teaching``: (language, question, rule number), the bank's training questions."""
        self._areas = {"en": _Counts(), "es": _Counts()}
        self._sections = {"en": _Counts(), "es": _Counts()}
        for lang, question, number in teaching:
            if lang not in self._areas:
                continue
            tokens = cue_tokens(question, lang)
            self._areas[lang].add(area(number), tokens)
            self._sections[lang].add(area(number)[:1], tokens)

    def scores(self, question: str, lang: str, numbers: Iterable[str]) -> list[tuple[float, float]]:
        """For each rule in ``numbers``, (area lift, section lift) of ``question``'s words."""
        if lang not in self._areas:
            return [(0.0, 0.0) for _ in numbers]
        tokens = cue_tokens(question, lang)
        areas, sections = self._areas[lang], self._sections[lang]
        memo: dict[str, tuple[float, float]] = {}
        out = []
        for number in numbers:
            key = area(number)
            if key not in memo:
                memo[key] = (areas.lift(key, tokens), sections.lift(key[:1], tokens))
            out.append(memo[key])
        return out
