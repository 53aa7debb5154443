"""Word links: which words of a rule's own text the bank's questions' words ask about.

A question and the rule that answers it often share no word: "who chooses first when each
player sacrifices a creature" is answered by 101.4, whose text says "the active player … makes
any choices required, then the next player in turn order". BM25 drops "who" and weighs "first"
by its rarity in the rules; the question cues (``cues``) say which *area* of the CR such words
are asked about. Word links say which *words of a rule's text* they are asked about, so any rule
whose text has those words gains, whatever its area: a question word is linked to a rule word
when the bank's questions that use the first are, more often than the bank at large, about
rules whose text has the second ("who … first" with "active", "turn", "order"; "¿quién" with
"activo", "turno").

This is a translation model (Berger and Lafferty, 1999) learned from the bank's training
questions, each a pair (question, text of the rule that answers it): for a question word ``q``
and a rule word ``r``, P(q | r) is the share of the questions about rules whose text has ``r``
that use ``q``, smoothed towards P(q), the share of all questions that use it (a rule word few
questions meet says little). A candidate rule ``R`` scores, for each word of the question, how
much likelier it is under ``R``'s words than at large, log(mean over r in R of P(q | r) / P(q)),
averaged over the question's words. No word or rule is named: on a leave-rules-out fold it knows
only the other rules' questions, and what carries over to the left-out rules is the link between
how players ask and how the CR words the answer. The second stage (``second``) learns its worth.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import numpy as np

from .analyze import terms
from .cues import cue_tokens

#: Weight of P(q) in P(q | r), in questions: a rule word met by few questions stays near the
#: background, so its links are not one question's accidents.
PRIOR = 20.0
#: Pairs seen fewer times are dropped (their smoothed link is near the background anyway), which
#: keeps the table a few hundred thousand pairs.
MIN_PAIRS = 2


class _Links:
    """One language's table: question word → (rule word ids, counts), and each rule's words."""

    def __init__(self, pairs: list[tuple[list[str], list[str]]]) -> None:
        """``pairs``: (question words, its rule's text words) for each training question."""
        self.asked = len(pairs)
        self._q_ids: dict[str, int] = {}
        self._r_ids: dict[str, int] = {}
        q_rows, r_rows = [], []
        for q_words, r_words in pairs:
            q = np.array([self._q_ids.setdefault(w, len(self._q_ids)) for w in set(q_words)], dtype=np.int64)
            r = np.array([self._r_ids.setdefault(w, len(self._r_ids)) for w in set(r_words)], dtype=np.int64)
            q_rows.append(q)
            r_rows.append(r)
        size_q, size_r = max(len(self._q_ids), 1), max(len(self._r_ids), 1)
        #: How many questions use each question word, and how many are about a rule with each rule word.
        self.q_count = np.zeros(size_q)
        self.r_count = np.zeros(size_r)
        flat = []
        for q, r in zip(q_rows, r_rows, strict=True):
            self.q_count[q] += 1
            self.r_count[r] += 1
            flat.append((q[:, None] * size_r + r[None, :]).ravel())
        keys, counts = np.unique(np.concatenate(flat) if flat else np.zeros(0, np.int64), return_counts=True)
        keep = counts >= MIN_PAIRS
        keys, counts = keys[keep], counts[keep]
        q_of, r_of = keys // size_r, keys % size_r
        # Each kept count over its rule word's questions (plus the prior), by question word.
        values = counts / (self.r_count[r_of] + PRIOR)
        # Rows by question word (keys are sorted by it): its links are _r[_bounds[q]:_bounds[q + 1]].
        self._bounds = np.searchsorted(q_of, np.arange(size_q + 1))
        self._r = r_of.astype(np.int32)
        self._v = values.astype(np.float32)
        self._size_r = size_r

    def rule_words(self, text_words: Iterable[str]) -> np.ndarray:
        """The ids of the rule words of a text that the table knows."""
        return np.array(sorted({self._r_ids[w] for w in text_words if w in self._r_ids}), dtype=np.int64)

    def score(self, question: list[str], rules: list[np.ndarray]) -> list[float]:
        """For each rule (its word ids), the mean over the question's known words of
        log(mean over its words of P(q | r) / P(q))."""
        known = [self._q_ids[w] for w in dict.fromkeys(question) if w in self._q_ids]
        if not known or not self.asked:
            return [0.0] * len(rules)
        dense = np.zeros((len(known), self._size_r))
        for i, q in enumerate(known):
            start, end = self._bounds[q], self._bounds[q + 1]
            dense[i, self._r[start:end]] = self._v[start:end]
        background = self.q_count[known] / self.asked  # P(q), one per question word
        out = []
        for r in rules:
            if not len(r):
                out.append(0.0)
                continue
            smooth = (PRIOR / (self.r_count[r] + PRIOR)).sum()  # the prior's share, summed over r
            mean = (dense[:, r].sum(axis=1) + background * smooth) / len(r)
            out.append(float(np.mean(np.log(mean / background))))
        return out


class WordLinks:
    """Per language, the links between the bank's question words and its rules' text words."""

    def __init__(self, teaching: Iterable[tuple[str, str, str]], texts: Mapping[str, Mapping[str, str]]) -> None:
        """``teaching``: (language, question, rule number), the bank's training questions;
        ``texts``: per language, each rule's text."""
        self._texts = texts
        pairs: dict[str, list[tuple[list[str], list[str]]]] = {"en": [], "es": []}
        rule_words: dict[tuple[str, str], list[str]] = {}
        for lang, question, number in teaching:
            text = texts.get(lang, {}).get(number)
            if lang in pairs and text:
                if (lang, number) not in rule_words:
                    rule_words[lang, number] = terms(text, lang)
                pairs[lang].append((cue_tokens(question, lang), rule_words[lang, number]))
        self._links = {lang: _Links(items) for lang, items in pairs.items()}
        self._rules: dict[tuple[str, str], np.ndarray] = {}

    def _rule(self, lang: str, number: str) -> np.ndarray:
        key = (lang, number)
        ids = self._rules.get(key)
        if ids is None:
            ids = self._rules[key] = self._links[lang].rule_words(terms(self._texts[lang].get(number, ""), lang))
        return ids

    def scores(self, question: str, lang: str, numbers: list[str]) -> list[float]:
        """Each rule's link score for ``question`` (0 for a language without a table)."""
        links = self._links.get(lang)
        if links is None:
            return [0.0] * len(numbers)
        return links.score(cue_tokens(question, lang), [self._rule(lang, n) for n in numbers])
