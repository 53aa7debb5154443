"""Corpus coverage of the resolver. Run: ``python -m bench.bench_corpus [--players N] [--top K]``.

Prints one JSON object per line: resolved / refused / crashed counts of the real-card corpus's
"each player / opponent / other player" abilities on a fixed board, the most frequent refused
phrases, the same on a seeded sample of 1,500 abilities of the whole corpus (cards in general), the
per-ability p99 for 4 and 8 players and the whole corpus's time (see
tests/apnap/corpus.py for what each word means). Targets from issue #22: 90 % resolve, no crash,
none over 1 s, 95 % of the held-out real cards right, p99 < 5 ms (4 players) and < 20 ms (8
players), whole corpus < 10 s. The per-ability figures time one complete request (the scenario with
everything the resolver asked for filled in: one parse, one resolution); ``with_questions_*`` also
counts the harness's earlier requests that the resolver answered with a question. The grammars are made
first, as the bot makes them before it reports ready (``resolver_warm_up``, its own figure); ``slowest``
names the three abilities whose request took the most CPU. ``cold_cpu_*`` times the same requests with every memo
keyed on what a request says emptied before each one (tests/apnap/corpus.py ``clear_text_memos``: the parse of the
card's text, of the board cards' texts, a word's reading), the grammars and word tables kept: a text never read before
in the process, which the other figures are not when the harness asked an earlier question of the same ability (its
parse then kept) or the board's cards were read by an earlier request (session 32: the cold p99 is the higher).
``python -m bench.profile_resolver [--cold]`` shows where that time goes; ``python -m bench.result_snapshot`` proves
a speed change changes no answer.
"""

from __future__ import annotations

import argparse
import os
import time

from bench._common import emit, summary
from bot.apnap.grammar.phrases import GRAMMAR_FILES
from bot.services.resolve import build_grammars
from tests.apnap.blindcases import score
from tests.apnap.corpus import (
    WIDE_SIZE,
    CorpusAbility,
    Coverage,
    corpus_abilities,
    fresh_abilities,
    measure,
    unseen_abilities,
    wide_abilities,
)
from tests.apnap.spanish_parity import score as parity_score
from tests.apnap.spanish_round_trip import score as round_trip_score


def warm_up() -> None:
    """The grammars made before the first request, as every front end does before it takes one (the bot before it
    reports ready: ResolveService.warm); their cost is its own figure, not the first ability's. Why: a request
    never pays it, so timing it as the first ability's made two abilities "over 1 s" that no user waits for (the
    first one read, making the English grammar, and the first English refusal, making the Spanish one)."""
    start, cpu = time.perf_counter(), time.process_time()
    build_grammars()
    emit("resolver_warm_up", grammars=list(GRAMMAR_FILES.values()), seconds=round(time.perf_counter() - start, 2),
         cpu_s=round(time.process_time() - cpu, 2), load_average=round(os.getloadavg()[0], 2))


def slowest(cov: Coverage, items: list[CorpusAbility], n: int = 3) -> list[dict[str, object]]:
    """The ``n`` abilities whose one complete request took the most CPU: where a cut in speed looks first."""
    order = sorted(range(len(cov.request_cpu_seconds)), key=lambda i: -cov.request_cpu_seconds[i])[:n]
    return [{"card": items[i].card, "ability": items[i].index, "cpu_ms": round(cov.request_cpu_seconds[i] * 1000, 2)}
            for i in order]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args()
    warm_up()
    items = list(corpus_abilities())
    for players in (4, 8):
        start = time.perf_counter()
        cov = measure(players, items=items)
        whole = time.perf_counter() - start
        ms = [s * 1000 for s in cov.request_seconds]  # one complete request: parse once, resolve once
        with_questions = summary([s * 1000 for s in cov.seconds])
        cpu = summary([s * 1000 for s in cov.request_cpu_seconds])
        cold_cov = measure(players, items=items, cold=True)
        cold = summary([s * 1000 for s in cold_cov.request_cpu_seconds])
        emit(f"corpus_coverage_{players}p", abilities=cov.total, resolved=len(cov.resolved),
             refused=len(cov.refused), crashed=len(cov.crashed),
             resolved_share=round(len(cov.resolved) / max(cov.total, 1), 3), target_share=0.90,
             over_1s=sum(s > 1 for s in cov.seconds), whole_corpus_s=round(whole, 2), target_whole_s=10,
             **summary(ms), target_p99_ms=5 if players == 4 else 20,
             cpu_median_ms=cpu["median_ms"], cpu_p99_ms=cpu["p99_ms"],
             with_questions_median_ms=with_questions["median_ms"], with_questions_p99_ms=with_questions["p99_ms"],
             first_ms=round(ms[0], 1) if ms else None,  # the grammars are made before (resolver_warm_up)
             slowest=slowest(cov, items),
             cold_cpu_median_ms=cold["median_ms"], cold_cpu_p99_ms=cold["p99_ms"],
             cold_slowest=slowest(cold_cov, items),
             load_average=round(os.getloadavg()[0], 2))  # wall-clock times: read them against the machine's load
        if players == 4:
            emit("corpus_refused_phrases", top=[{"words": w, "count": c} for w, c in cov.top_refused(args.top)])
            if cov.crashed:
                emit("corpus_crashes", crashes=[{"card": a.card, "ability": a.index, "error": e}
                                                for a, e in cov.crashed[:20]])
    # Cards in general: a seeded sample of the whole corpus's abilities (held-out cards left out).
    wide = measure(4, items=wide_abilities())
    emit("corpus_wide_4p", abilities=wide.total, sample=WIDE_SIZE, resolved=len(wide.resolved),
         refused=len(wide.refused), crashed=len(wide.crashed),
         resolved_share=round(len(wide.resolved) / max(wide.total, 1), 3),
         top=[{"words": w, "count": c} for w, c in wide.top_refused(args.top)])
    # The Spanish round trip (spanish_round_trip.py): each of those plans said in Spanish, read back by the Spanish
    # grammar alone; the constructions printed Spanish may have that the Spanish grammar lacks, by their words.
    emit("spanish_round_trip", **round_trip_score(wide.resolved))
    # Cards in general nobody looks at: counts only, never the refused words (they would become families).
    unseen = measure(4, items=unseen_abilities())
    emit("corpus_unseen_4p", abilities=unseen.total, resolved=len(unseen.resolved), refused=len(unseen.refused),
         crashed=len(unseen.crashed), resolved_share=round(len(unseen.resolved) / max(unseen.total, 1), 3))
    # The fresh sample (session 17): cards nobody had developed on when it was drawn; families are chosen here by
    # frequency, so its counts say how far general mechanisms carry, the unseen sample whether they carry further.
    fresh = measure(4, items=fresh_abilities())
    emit("corpus_fresh_4p", abilities=fresh.total, resolved=len(fresh.resolved), refused=len(fresh.refused),
         crashed=len(fresh.crashed), resolved_share=round(len(fresh.resolved) / max(fresh.total, 1), 3))
    # Real cards written blind (tests/apnap/blindcases.py): the dev set and, by counts only, the held-out set.
    for name in ("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5"):
        emit(f"real_cards_{name}", **score(name), target_share=None if name == "dev" else 0.95)
    # Printed Spanish of abilities the English grammar reads, read into the same plan (spanish_parity.py).
    for split in ("dev", "heldout", "dev2"):
        emit(f"spanish_parity_{split}", **parity_score(split))


if __name__ == "__main__":
    main()
