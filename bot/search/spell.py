"""Spelling correction against the rules' own vocabulary, in English and Spanish.

A query word that no rule, example or glossary entry of either language uses is replaced by the
closest word that one does (``tramplle`` → ``trample``, ``vijilancia`` → ``vigilancia``). Known
words are never changed, so a correct query is searched as typed.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from rapidfuzz import fuzz, process

MIN_LENGTH = 4
CUTOFF = 78.0


class Speller:
    def __init__(self, vocabularies: list[Counter[str]], known: frozenset[str] = frozenset()) -> None:
        counts: Counter[str] = Counter()
        for vocab in vocabularies:
            counts.update(vocab)
        # Words never corrected: the vocabulary and the stopwords ("tengo" is no typo of "tenga").
        self.known = frozenset(counts) | known
        self._counts = counts
        # Candidates bucketed by length: a typo rarely changes the length by more than two.
        self._by_length: dict[int, list[str]] = {}
        for word in counts:
            if len(word) >= MIN_LENGTH - 1 and word.isalpha():
                self._by_length.setdefault(len(word), []).append(word)
        self.correct = lru_cache(maxsize=8192)(self._correct)

    def __getstate__(self) -> dict[str, object]:
        return {k: v for k, v in self.__dict__.items() if k != "correct"}

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        self.correct = lru_cache(maxsize=8192)(self._correct)

    def _correct(self, word: str) -> str | None:
        """The vocabulary word closest to an unknown ``word``, or None (known, short, no match)."""
        if word in self.known or len(word) < MIN_LENGTH or not word.isalpha():
            return None
        candidates = [w for n in range(len(word) - 2, len(word) + 3) for w in self._by_length.get(n, ())]
        hits = process.extract(word, candidates, scorer=fuzz.ratio, score_cutoff=CUTOFF, limit=5)
        if not hits:
            return None
        # Closest first; among equally close words, the more common one.
        best = max(hits, key=lambda h: (round(h[1]), self._counts[h[0]]))
        return best[0]

    def fix(self, words: list[str]) -> list[str]:
        """``words`` with each unknown word replaced by its correction (when there is one)."""
        return [self.correct(w) or w for w in words]
