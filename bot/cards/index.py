"""The in-memory card-name index: exact, legendary short name, prefix, word prefix, then fuzzy.

Matching is rapidfuzz's (``fuzz.ratio`` on normalised names), run only on names of about the
query's length so that a lookup stays well under a millisecond or two on 30,000 cards; exact and
prefix hits come from a dict and a sorted list (``bisect``) before any fuzzy work.
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

# Score bands: an exact name beats a short name beats a prefix beats a word prefix; a fuzzy
# match is its rapidfuzz ratio scaled into the same 0-100 range just under an exact hit.
EXACT, SHORT = 100.0, 98.0
PREFIX_BASE, WORD_BASE = 88.0, 80.0
FUZZY_SCALE, SUFFIX_FUZZY_SCALE = 0.95, 0.88


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
    kind: str  # exact | short | prefix | word | fuzzy


class NameIndex:
    """Built once from every ``(display name, card name, lang)``; read-only afterwards."""

    def __init__(self, names: Iterable[tuple[str, str, str]]) -> None:
        self.entries: list[NameEntry] = []
        self._exact: dict[str, list[int]] = {}
        self._short: dict[str, list[int]] = {}
        prefix_rows: list[tuple[str, int, bool]] = []  # (key, entry, is a word suffix)
        fuzzy_rows: list[tuple[int, str, int, bool]] = []  # (length, key, entry, is a word suffix)
        for display, card, lang in names:
            key = normalize(display)
            if not key:
                continue
            i = len(self.entries)
            self.entries.append(NameEntry(display, card, lang))
            self._exact.setdefault(key, []).append(i)
            prefix_rows.append((key, i, False))
            fuzzy_rows.append((len(key), key, i, False))
            short = short_name(display)
            if short:
                skey = normalize(short)
                self._short.setdefault(skey, []).append(i)
                fuzzy_rows.append((len(skey), skey, i, True))
            for suffix in word_suffixes(key):
                prefix_rows.append((suffix, i, True))
                if " " in suffix:  # one trailing word alone is too weak a fuzzy target
                    fuzzy_rows.append((len(suffix), suffix, i, True))
        prefix_rows.sort()
        self._pkeys = [r[0] for r in prefix_rows]
        self._pids = [r[1] for r in prefix_rows]
        self._pword = [r[2] for r in prefix_rows]
        fuzzy_rows.sort()
        self._flens = [r[0] for r in fuzzy_rows]
        self._fkeys = [r[1] for r in fuzzy_rows]
        self._fids = [r[2] for r in fuzzy_rows]
        self._fword = [r[3] for r in fuzzy_rows]

    def __len__(self) -> int:
        return len(self.entries)

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

        for i in self._exact.get(q, ()):
            offer(i, EXACT, "exact")
        for i in self._short.get(q, ()):
            offer(i, SHORT, "short")
        lo = bisect_left(self._pkeys, q)
        hi = min(bisect_right(self._pkeys, q + "\uffff"), lo + PREFIX_SCAN)
        for j in range(lo, hi):
            key = self._pkeys[j]
            ratio = len(q) / len(key)
            if self._pword[j]:
                offer(self._pids[j], WORD_BASE + 7 * ratio, "word")
            elif key != q:
                offer(self._pids[j], PREFIX_BASE + 9 * ratio, "prefix")
        if len(best) < limit or max(m.score for m in best.values()) < PREFIX_BASE:
            self._fuzzy(q, limit, offer)
        ranked = sorted(best.values(), key=lambda m: (-m.score, len(m.matched), m.matched))
        return ranked[:limit]

    def _fuzzy(self, q: str, limit: int, offer: Callable[[int, float, str], None]) -> None:
        n = len(q)
        window = max(2, n // 4)
        lo = bisect_left(self._flens, n - window)
        hi = bisect_right(self._flens, n + window)
        if lo >= hi:
            return
        hits = process.extract(q, self._fkeys[lo:hi], scorer=fuzz.ratio, limit=limit * 3,
                               score_cutoff=FUZZY_CUTOFF)
        for _, score, j in hits:
            k = lo + j
            scale = SUFFIX_FUZZY_SCALE if self._fword[k] else FUZZY_SCALE
            offer(self._fids[k], score * scale, "fuzzy")

    def best(self, query: str, *, lang: str | None = None) -> NameMatch | None:
        """The card meant by ``query``, or ``None`` when nothing is close enough."""
        hits = self.search(query, limit=1, lang=lang)
        return hits[0] if hits and hits[0].score >= MATCH_THRESHOLD else None
