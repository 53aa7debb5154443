"""Where one resolver request's time goes. Run: ``python -m bench.profile_resolver [--players N] [--top K]``.

Why: ``bench_corpus`` says how long a request takes (``cpu_p99_ms``, ``slowest``), not why. This runs the same corpus
loop (tests/apnap/corpus.py ``measure``) under cProfile, after the grammars are made (as the bot makes them before
it takes a request) and after one unprofiled pass (so the process's one-time work is not counted), and prints one
JSON line per function of the resolver's, the ``--top`` heaviest by their own time and by their time with what
they call. cProfile makes pure-Python code look slower than C, so read the order, not the milliseconds; a sampling
profiler (py-spy) gives the same order on this loop. Not part of ``make bench``: it is a tool for a speed change,
whose figures are bench_corpus's and whose guard is ``python -m bench.result_snapshot``.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats

from bench._common import REPO, emit
from bot.services.resolve import build_grammars
from tests.apnap.corpus import corpus_abilities, measure


def _where(key: tuple[str, int, str]) -> str:
    path, line, name = key
    return f"{path.removeprefix(str(REPO) + '/')}:{line}({name})"


def _profiled_between(profile: cProfile.Profile) -> None:
    """The memos emptied outside the profile: it is switched off while ``clear_text_memos`` runs."""
    from tests.apnap import corpus

    clear = corpus.clear_text_memos

    def unprofiled() -> None:
        profile.disable()
        clear()
        profile.enable()

    corpus.clear_text_memos = unprofiled
    profile.enable()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--cold", action="store_true", help="every text memo emptied before each request, as the "
                        "speed figure measures it (tests/apnap/corpus.py clear_text_memos; not profiled)")
    args = parser.parse_args()
    build_grammars()
    items = list(corpus_abilities())
    measure(args.players, items=items)  # the process's one-time work (lazy tables, compiled patterns)
    profile = cProfile.Profile()
    if args.cold:
        _profiled_between(profile)
    else:
        profile.enable()
    measure(args.players, items=items, cold=args.cold)
    profile.disable()
    stats = pstats.Stats(profile).stats  # type: ignore[attr-defined]  # {key: (calls, primitive, own, total, callers)}
    total = sum(own for _, _, own, _, _ in stats.values()) or 1.0
    for order, column in (("own", 2), ("cumulative", 3)):
        heaviest = sorted(stats.items(), key=lambda kv: -kv[1][column])[:args.top]
        emit(f"resolver_profile_{order}", players=args.players, abilities=len(items),
             top=[{"function": _where(key), "calls": value[0], "share": round(value[column] / total, 3)}
                  for key, value in heaviest])


if __name__ == "__main__":
    main()
