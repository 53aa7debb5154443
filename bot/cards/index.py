"""The in-memory card-name index: exact, legendary short name, prefix, word prefix, all words,
then fuzzy.

Matching is rapidfuzz's (``fuzz.ratio`` on normalised names), run only on names of about the
query's length so that a lookup stays within a millisecond or two on 30,000 cards; exact and
prefix hits come from a dict and a sorted list (``bisect``) before any fuzzy work. A misspelt word
("Bonecrushr", "Lilianna") is first corrected against the vocabulary of card-name words, so a
typo in a partial name still finds the card.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from .names import normalize, short_name, word_suffixes

#: Below this score a best match is not taken as the card the player meant.
MATCH_THRESHOLD = 75.0
#: How many prefix hits are ranked at most (a one-letter prefix can match thousands of names).
PREFIX_SCAN = 300
FUZZY_CUTOFF = 70.0
FUZZY_STRICT = 85.0
#: A word is corrected to a vocabulary word at least this similar (and of three letters or more).
WORD_CUTOFF = 75.0
#: Names sharing every query word are ranked only up to this many.
WORDS_SCAN = 400
#: Autocomplete adds fuzzy matches only while it has fewer than this many good ones.
FUZZY_FILL = 5

# Score bands: an exact name beats a short name beats a prefix beats a word prefix beats all
# words present; a fuzzy match is its rapidfuzz ratio scaled just under an exact hit; a match
# found only after correcting a typo loses a few points.
EXACT, SHORT = 100.0, 98.0
PREFIX_BASE, WORD_BASE, ALL_WORDS_BASE = 88.0, 80.0, 76.0
FUZZY_SCALE, SHORT_FUZZY_SCALE = 0.95, 0.9
CORRECTED_PENALTY = 4.0

Offer = Callable[[int, float, str], None]


@dataclass(frozen=True, slots=True)
class NameEntry:
    display: str  # the name as printed
    card: str  # the card's Oracle name (its key in storage)
    lang: str


@dataclass(frozen=True, slots=True)
class NameMatch:
    card: str
    matched: str  # the name that matched, as printed (Spanish when a Spanish name matched)
    lang: str
    score: float  # 0-100
    kind: str  # exact | short | prefix | word | words | fuzzy


def _by_length(words: Iterable[str]) -> tuple[list[int], list[str]]:
    ordered = sorted(words, key=lambda w: (len(w), w))
    return [len(w) for w in ordered], ordered


class NameIndex:
    """Built once from every ``(display name, card name, lang)``; read-only afterwards."""

    def __init__(self, names: Iterable[tuple[str, str, str]]) -> None:
        self.entries: list[NameEntry] = []
        self._keys: list[str] = []
        self._exact: dict[str, list[int]] = {}
        self._short: dict[str, list[int]] = {}
        self._postings: dict[str, list[int]] = {}
        prefix_rows: list[tuple[str, int, bool]] = []  # (key, entry, is a word suffix)
        fuzzy_rows: list[tuple[int, str, int, bool]] = []  # (length, key, entry, is a short name)
        for display, card, lang in names:
            key = normalize(display)
            if not key:
                continue
            i = len(self.entries)
            self.entries.append(NameEntry(display, card, lang))
            self._keys.append(key)
            self._exact.setdefault(key, []).append(i)
            prefix_rows.append((key, i, False))
            fuzzy_rows.append((len(key), key, i, False))
            for word in set(key.split(" ")):
                self._postings.setdefault(word, []).append(i)
            short = short_name(display)
            if short:
                skey = normalize(short)
                self._short.setdefault(skey, []).append(i)
                fuzzy_rows.append((len(skey), skey, i, True))
            # Name tails are found by prefix and by all-words search; keeping them out of the fuzzy
            # rows keeps the fuzzy scan to one row per name.
            prefix_rows.extend((suffix, i, True) for suffix in word_suffixes(key))
        prefix_rows.sort()
        self._pkeys = [r[0] for r in prefix_rows]
        self._pids = [r[1] for r in prefix_rows]
        self._pword = [r[2] for r in prefix_rows]
        fuzzy_rows.sort()
        self._fuzzy_all = _FuzzyRows(fuzzy_rows)
        # Most typos leave the first letter alone: a first pass looks only at names sharing it.
        by_letter: dict[str, list[tuple[int, str, int, bool]]] = {}
        for row in fuzzy_rows:
            by_letter.setdefault(row[1][0], []).append(row)
        self._fuzzy_letter = {letter: _FuzzyRows(rows) for letter, rows in by_letter.items()}
        self._vocab = sorted(self._postings)
        self._vlens, self._vwords = _by_length(self._postings)

    def __len__(self) -> int:
        return len(self.entries)

    # --- searching ----------------------------------------------------------------------------

    def search(self, query: str, *, limit: int = 5, lang: str | None = None) -> list[NameMatch]:
        """The best cards for ``query``, one match per card, best first. ``lang`` only breaks ties
        in favour of names in that language."""
        q = normalize(query)
        if not q:
            return []
        best: dict[str, NameMatch] = {}

        def offer(i: int, score: float, kind: str) -> None:
            e = self.entries[i]
            if lang and e.lang == lang:
                score += 0.01
            old = best.get(e.card)
            if old is None or score > old.score:
                best[e.card] = NameMatch(e.card, e.display, e.lang, round(score, 3), kind)

        def top() -> float:
            return max((m.score for m in best.values()), default=0.0)

        self._direct(q, offer, 0.0)
        if top() < PREFIX_BASE:
            corrected = self._correct(q)
            if corrected != q:
                self._direct(corrected, offer, CORRECTED_PENALTY)
            self._all_words(corrected, offer)
        if top() < PREFIX_BASE or len(best) < min(limit, FUZZY_FILL):
            self._fuzzy(q, limit, offer)
        ranked = sorted(best.values(), key=lambda m: (-m.score, len(m.matched), m.matched))
        return ranked[:limit]

    def best(self, query: str, *, lang: str | None = None) -> NameMatch | None:
        """The card meant by ``query``, or ``None`` when nothing is close enough."""
        hits = self.search(query, limit=1, lang=lang)
        return hits[0] if hits and hits[0].score >= MATCH_THRESHOLD else None

    def _direct(self, q: str, offer: Offer, penalty: float) -> None:
        """Exact names, short names, then names or name tails that start with ``q``."""
        for i in self._exact.get(q, ()):
            offer(i, EXACT - penalty, "exact")
        for i in self._short.get(q, ()):
            offer(i, SHORT - penalty, "short")
        lo = bisect_left(self._pkeys, q)
        hi = min(bisect_right(self._pkeys, q + "\uffff"), lo + PREFIX_SCAN)
        for j in range(lo, hi):
            key = self._pkeys[j]
            ratio = len(q) / len(key)
            if self._pword[j]:
                offer(self._pids[j], WORD_BASE + 7 * ratio - penalty, "word")
            elif key != q:
                offer(self._pids[j], PREFIX_BASE + 9 * ratio - penalty, "prefix")

    def _correct(self, q: str) -> str:
        """``q`` with each unknown word of three letters or more replaced by the closest name word.
        The last word may be unfinished: a word that starts some vocabulary word is kept."""
        words = q.split(" ")
        out = []
        for n, word in enumerate(words):
            if len(word) < 3 or word in self._postings or (n == len(words) - 1 and self._starts_a_word(word)):
                out.append(word)
                continue
            lo = bisect_left(self._vlens, len(word) - 1)  # one letter missing or added
            hi = bisect_right(self._vlens, len(word) + 1)
            hit = process.extractOne(word, self._vwords[lo:hi], scorer=fuzz.ratio, score_cutoff=WORD_CUTOFF)
            out.append(hit[0] if hit else word)
        return " ".join(out)

    def _starts_a_word(self, prefix: str) -> bool:
        j = bisect_left(self._vocab, prefix)
        return j < len(self._vocab) and self._vocab[j].startswith(prefix)

    def _all_words(self, q: str, offer: Offer) -> None:
        """Names holding every word of ``q`` (the last one possibly unfinished), in any order:
        "path exile", "swords plowshares". Scored by how much of the name the query covers."""
        words = q.split(" ")
        if len(words) < 2:
            return
        sets: list[set[int]] = []
        for n, word in enumerate(words):
            ids = set(self._postings.get(word, ()))
            if n == len(words) - 1 and len(word) >= 2:
                j = bisect_left(self._vocab, word)
                while j < len(self._vocab) and self._vocab[j].startswith(word) and len(ids) < 5 * WORDS_SCAN:
                    ids.update(self._postings[self._vocab[j]])
                    j += 1
            if not ids:
                return
            sets.append(ids)
        sets.sort(key=len)
        common = set.intersection(*sets)
        for i in list(common)[:WORDS_SCAN]:
            offer(i, ALL_WORDS_BASE + 10 * min(1.0, len(q) / len(self._keys[i])), "words")

    def _fuzzy(self, q: str, limit: int, offer: Offer) -> None:
        """rapidfuzz ``ratio`` against names of about the query's length: a strict pass over names
        with the same first letter, then (only if that finds nothing) strict and loose passes
        over all of them."""
        rows = self._fuzzy_letter.get(q[0], self._fuzzy_all)
        hits = rows.extract(q, FUZZY_STRICT)
        if not hits:
            rows = self._fuzzy_all
            hits = rows.extract(q, FUZZY_STRICT) or rows.extract(q, FUZZY_CUTOFF)
        hits.sort(key=lambda h: -h[0])
        for score, k in hits[: limit * 3]:
            offer(rows.ids[k], score * (SHORT_FUZZY_SCALE if rows.short[k] else FUZZY_SCALE), "fuzzy")


class _FuzzyRows:
    """Normalised names sorted by length, so the names of about a query's length are one slice."""

    def __init__(self, rows: list[tuple[int, str, int, bool]]) -> None:
        self.lens = [r[0] for r in rows]
        self.keys = [r[1] for r in rows]
        self.ids = [r[2] for r in rows]
        self.short = [r[3] for r in rows]

    def extract(self, q: str, cutoff: float) -> list[tuple[float, int]]:
        """``(score, row)`` for every name within two letters of the query's length (three for
        long names) scoring at least ``cutoff``."""
        window = 2 if len(q) < 24 else 3
        lo = bisect_left(self.lens, len(q) - window)
        hi = bisect_right(self.lens, len(q) + window)
        if lo >= hi:
            return []
        found = process.extract(q, self.keys[lo:hi], scorer=fuzz.ratio, limit=None, score_cutoff=cutoff)
        return [(score, lo + j) for _, score, j in found]
