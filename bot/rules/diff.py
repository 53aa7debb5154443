"""What changed between two releases, with renumbered rules shown as moved.

Rule numbers are not stable identifiers (Abandon is 701.26 in 2024-11 and 701.33 in 2026-04),
so rules are aligned by text as well as number, top-down so that a moved heading or keyword
title carries its subrules with it:

1. same number, same text: unchanged;
2. same text at another number: moved (ambiguous repeated texts such as "General" only move
   together with their aligned parent);
3. same number, similar text: changed in place;
4. similar text at another number, preferably under the aligned parent: moved and changed;
5. whatever is left: removed or added.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from rapidfuzz import fuzz

from .model import RuleBook
from .numbers import kind_of, parent_of, sort_key

SAME_NUMBER_MIN = 50.0  # below this, a reused number holds a different rule
MOVED_MIN = 80.0


@dataclass
class Diff:
    old: RuleBook
    new: RuleBook
    pairs: dict[str, str] = field(default_factory=dict)  # old number → new number
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    glossary_added: list[str] = field(default_factory=list)
    glossary_removed: list[str] = field(default_factory=list)
    glossary_changed: list[str] = field(default_factory=list)

    def changed(self) -> list[tuple[str, str]]:
        return [
            (o, n) for o, n in self.pairs.items()
            if o == n and _norm(self.old.rules[o].text) != _norm(self.new.rules[n].text)
        ]

    def moved(self) -> list[tuple[str, str]]:
        return [(o, n) for o, n in self.pairs.items() if o != n]

    def to_dict(self, only: str | None = None) -> dict[str, Any]:
        def keep(*numbers: str) -> bool:
            return only is None or any(n == only or _is_under(n, only) for n in numbers)

        changed = [
            {"number": o, "old": self.old.rules[o].text, "new": self.new.rules[n].text}
            for o, n in self.changed() if keep(o)
        ]
        moved = []
        for o, n in self.moved():
            if not keep(o, n):
                continue
            item = {"from": o, "to": n, "changed": _norm(self.old.rules[o].text) != _norm(self.new.rules[n].text)}
            if item["changed"]:
                item["old"], item["new"] = self.old.rules[o].text, self.new.rules[n].text
            moved.append(item)
        out: dict[str, Any] = {
            "from": self.old.effective_iso,
            "to": self.new.effective_iso,
            "added": [n for n in self.added if keep(n)],
            "removed": [n for n in self.removed if keep(n)],
            "changed": changed,
            "moved": moved,
        }
        if only is None:
            out["glossary"] = {
                "added": self.glossary_added, "removed": self.glossary_removed, "changed": self.glossary_changed,
            }
            out["summary"] = {
                "unchanged": sum(1 for o, n in self.pairs.items() if o == n) - len(changed),
                "changed": len(changed), "moved": len(moved), "added": len(self.added), "removed": len(self.removed),
            }
        return out


def _norm(text: str) -> str:
    return " ".join(text.split())


def _is_under(number: str, ancestor: str) -> bool:
    p = parent_of(number) if number else None
    while p:
        if p == ancestor:
            return True
        p = parent_of(p)
    return False


def _suffix(number: str) -> str:
    """The part of a number below its parent: ``701.26a`` → ``a``."""
    parent = parent_of(number)
    return number[len(parent):] if parent else number


def diff_books(old: RuleBook, new: RuleBook) -> Diff:
    """Pair each old rule with its new number, in passes from the surest to the loosest; what no
    pass pairs was removed (old) or added (new)."""
    d = Diff(old, new)
    taken: set[str] = set()
    old_order = sorted(old.rules, key=sort_key)  # parents before children
    _same_number_and_text(d, old_order, taken)
    _same_text_elsewhere(d, old_order, taken)
    _changed_in_place(d, old_order, taken)
    _similar_text_elsewhere(d, old_order, taken)
    d.removed = [o for o in old_order if o not in d.pairs]
    d.added = [n for n in sorted(new.rules, key=sort_key) if n not in taken]
    _diff_glossary(d)
    return d


def _parent_pair(d: Diff, o: str) -> str | None:
    """The new number of ``o``'s parent, once the parent is paired."""
    p = parent_of(o)
    return d.pairs.get(p) if p else None


def _same_number_and_text(d: Diff, old_order: list[str], taken: set[str]) -> None:
    """1. Identical number and text."""
    for o in old_order:
        if o in d.new.rules and _norm(d.old.rules[o].text) == _norm(d.new.rules[o].text):
            d.pairs[o] = o
            taken.add(o)


def _same_text_elsewhere(d: Diff, old_order: list[str], taken: set[str]) -> None:
    """2. Same text elsewhere (top-down, so children can follow a moved parent)."""
    old, new = d.old, d.new
    by_text: dict[tuple[str, str], list[str]] = defaultdict(list)
    for n in sorted(new.rules, key=sort_key):
        if n not in taken:
            by_text[(kind_of(n), _norm(new.rules[n].text))].append(n)
    for o in old_order:
        if o in d.pairs:
            continue
        cands = [n for n in by_text.get((kind_of(o), _norm(old.rules[o].text)), []) if n not in taken]
        if not cands:
            continue
        pp = _parent_pair(d, o)
        under_parent = [n for n in cands if pp and parent_of(n) == pp]
        if under_parent:
            choice = min(under_parent, key=lambda n: (_suffix(n) != _suffix(o), sort_key(n)))
        elif len(cands) == 1 and sum(1 for x in old.rules.values() if _norm(x.text) == _norm(old.rules[o].text)) == 1:
            choice = cands[0]
        else:
            continue  # repeated text with no aligned parent: ambiguous
        d.pairs[o] = choice
        taken.add(choice)


def _changed_in_place(d: Diff, old_order: list[str], taken: set[str]) -> None:
    """3. Same number, similar text: changed in place (unless that number was taken by a move)."""
    for o in old_order:
        if o in d.pairs or o not in d.new.rules or o in taken:
            continue
        if fuzz.ratio(_norm(d.old.rules[o].text), _norm(d.new.rules[o].text)) >= SAME_NUMBER_MIN:
            d.pairs[o] = o
            taken.add(o)


def _similar_text_elsewhere(d: Diff, old_order: list[str], taken: set[str]) -> None:
    """4. Similar text elsewhere, preferring the aligned parent and the same letter."""
    free_new: dict[str, list[str]] = defaultdict(list)
    for n in sorted(d.new.rules, key=sort_key):
        if n not in taken:
            free_new[kind_of(n)].append(n)
    for o in old_order:
        if o in d.pairs:
            continue
        pp = _parent_pair(d, o)
        best, best_score = None, 0.0
        text = _norm(d.old.rules[o].text)
        for n in free_new.get(kind_of(o), []):
            if n in taken:
                continue
            score = fuzz.ratio(text, _norm(d.new.rules[n].text))
            if pp and parent_of(n) == pp:
                score += 15 if _suffix(n) == _suffix(o) else 5
            if score > best_score:
                best, best_score = n, score
        if best is not None and best_score >= MOVED_MIN:
            d.pairs[o] = best
            taken.add(best)


def _diff_glossary(d: Diff) -> None:
    old = {e.name: e for e in d.old.glossary}
    new = {e.name: e for e in d.new.glossary}
    d.glossary_added = [k for k in new if k not in old]
    d.glossary_removed = [k for k in old if k not in new]
    d.glossary_changed = [k for k in old if k in new and _norm(old[k].definition) != _norm(new[k].definition)]
