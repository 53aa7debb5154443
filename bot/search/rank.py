"""The final order of a search's hits: the rule tree and diversity, after the evidence is summed."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from ..rules.model import RuleBook
from ..rules.numbers import sort_key
from .docs import Doc, family

FAMILY_SUPPORT = 0.25  # share of a family's best score given to its other members
# Results of one rule family before the next family. Two, because questions are often about one
# subrule of a rule whose siblings say nearly the same (held-out top-5 0.797 with one, 0.815 with
# two, 0.820 with three; lexical only 0.766, 0.786, 0.783).
SAME_FAMILY_IN_TOP = 2


@dataclass
class Hit:
    kind: str
    key: str
    score: float = 0.0
    why: list[str] = field(default_factory=list)
    #: The score by kind of evidence (``second.category``), which the second stage reads.
    parts: dict[str, float] = field(default_factory=dict)


def order(hits: dict[Doc, Hit], book: RuleBook, question: bool, spread: bool = True) -> list[Hit]:
    """Hits best first, with scores that never increase down the list.

    A rule is supported by its subrules and a subrule by its rule (``FAMILY_SUPPORT``); in a
    question a keyword title yields to the rule under it that answers; one family does not fill
    the top; a heading comes after every rule under it.
    """
    rule_hits = {h.key: h for d, h in hits.items() if d.kind == "rule"}
    best_in_family: dict[str, float] = {}
    for number, hit in rule_hits.items():
        f = family(number)
        best_in_family[f] = max(best_in_family.get(f, 0.0), hit.score)
    for number, hit in rule_hits.items():
        others = best_in_family[family(number)]
        if others > hit.score:
            hit.score += FAMILY_SUPPORT * (others - hit.score)
    if question:
        for number, hit in rule_hits.items():
            if book.rules[number].is_title:
                below = [h.score for n, h in rule_hits.items() if n != number and under(n, number)]
                if below and max(below) <= hit.score:
                    hit.score = max(below) * 0.97
    ranked = sorted(hits.values(), key=lambda h: (-h.score, h.kind != "rule",
                                                  sort_key(h.key) if h.kind == "rule" else (0,)))
    return finish(ranked, book) if spread else ranked


def finish(ranked: list[Hit], book: RuleBook) -> list[Hit]:
    """``ranked`` (best first) in its final order: families spread (``diverse``), headings after
    their rules, and scores that never increase down the list."""
    ranked = headings_last(diverse(ranked), book)
    for before, hit in itertools.pairwise(ranked):  # reported scores follow the final order
        hit.score = min(hit.score, before.score)
    return ranked


def diverse(ranked: list[Hit]) -> list[Hit]:
    """``ranked`` with at most ``SAME_FAMILY_IN_TOP`` of one family before the next family (the
    rest follow, in order): siblings often say nearly the same, and the top should offer choices."""
    first: list[Hit] = []
    rest: list[Hit] = []
    seen: dict[str, int] = {}
    for h in ranked:
        f = family(h.key) if h.kind == "rule" else h.key
        seen[f] = seen.get(f, 0) + 1
        (first if seen[f] <= SAME_FAMILY_IN_TOP else rest).append(h)
    return first + rest


def headings_last(ranked: list[Hit], book: RuleBook) -> list[Hit]:
    """Each heading or section moved after the last rule under it: it merely contains them."""
    out = list(ranked)
    for hit in ranked:
        if hit.kind != "rule" or book.rules[hit.key].kind not in ("heading", "section"):
            continue
        below = [i for i, h in enumerate(out) if h.kind == "rule" and under(h.key, hit.key)]
        here = out.index(hit)
        if below and below[-1] > here:
            out.insert(below[-1], out.pop(here))
    return out


def under(number: str, ancestor: str) -> bool:
    """Whether ``number`` is below ``ancestor`` in the rule tree (702.19b under 702.19, 702, 7)."""
    if len(ancestor) == 1:
        return number[:1] == ancestor and number != ancestor
    if "." not in ancestor:
        return number.startswith(ancestor + ".")
    return number != ancestor and family(number) == ancestor
