"""The Spanish round trip: each wide-sample ability the English grammar reads, its plan said in Spanish (the Spanish
renderer, bot/apnap/render/) and read back by the Spanish grammar alone (with what "it" means outside the effect: the
same card's trigger or cost, in any language), gives the same plan, another plan, or a refusal naming the words it
could not read.

Why: the parity bench (spanish_parity.py) measures printed Spanish on a few hundred translated abilities; this one
covers every construction the English grammar accepts on cards in general, so a construction printed Spanish has and
the Spanish grammar lacks shows up here, named by its words. The renderings are the resolver's own Spanish, written
to be the printed form (tests/apnap/test_spanish_printed3.py checks a printed wording beside each construction added
from this list); a rendering that is not printed Spanish is the renderer's finding, not the grammar's.

``python -m bench.bench_corpus`` prints the counts (``spanish_round_trip``);
``python -m tests.apnap.spanish_round_trip`` prints every ability that does not come back, grouped by the words
refused.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError

from .corpus import CorpusAbility, _words
from .rendering import _comparable, bench_antecedent, read_as_bench


@dataclass(slots=True)
class RoundTrip:
    same: int = 0
    differ: list[tuple[CorpusAbility, str]] = field(default_factory=list)
    refused: list[tuple[CorpusAbility, str, str]] = field(default_factory=list)  # (ability, reading, words)
    unsaid: list[tuple[CorpusAbility, str]] = field(default_factory=list)  # no Spanish words for a step

    def top_refused(self, k: int = 10) -> list[tuple[str, int]]:
        return Counter(words for _, _, words in self.refused).most_common(k)


def round_trip(items: list[CorpusAbility]) -> RoundTrip:
    """Each accepted ability's plan, said in Spanish and read back by the Spanish grammar."""
    out = RoundTrip()
    for item in items:
        plan = read_as_bench(item)[2]
        try:
            reading = render_plan(plan, "es")
        except Exception as exc:  # a step the Spanish renderer has no words for (MissingRenderer, MissingWords)
            out.unsaid.append((item, type(exc).__name__))
            continue
        try:
            back = plan_of(parse_effect(reading, "es", antecedent=bench_antecedent(item)))
        except BotError as exc:
            out.refused.append((item, reading, _words(exc)))
            continue
        if _comparable(back) == _comparable(plan):
            out.same += 1
        else:
            out.differ.append((item, reading))
    return out


def score(items: list[CorpusAbility]) -> dict[str, Any]:
    """Counts, and the share read back into the same plan, of the abilities given (the bench: the wide sample's
    accepted ones)."""
    result = round_trip(items)
    total = len(items)
    return {"abilities": total, "same": result.same, "differs": len(result.differ), "es_refused": len(result.refused),
            "unsaid": len(result.unsaid), "same_share": round(result.same / total, 3) if total else None,
            "top_refused": [{"words": w, "count": c} for w, c in result.top_refused()]}


def main() -> int:
    from .corpus import measure, wide_abilities

    result = round_trip(measure(4, items=wide_abilities()).resolved)
    for item, reading, words in sorted(result.refused, key=lambda r: r[2]):
        print(f"refused «{words}»\n  {item.card}: {reading}")
    for item, reading in result.differ:
        print(f"another plan\n  {item.card}: {reading}")
    for item, what in result.unsaid:
        print(f"no Spanish words ({what})\n  {item.card}")
    print(f"same {result.same}, another plan {len(result.differ)}, refused {len(result.refused)}, "
          f"unsaid {len(result.unsaid)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
