"""What a grammar or engine change gained and lost, ability by ability and held-out case by case.

Run: ``python -m bench.outcome_diff save FILE`` on the commit before a change, the same on the commit after it, then
``python -m bench.outcome_diff compare BEFORE AFTER [-v]``.

Why: the bench's counts (``bench_corpus``) say how many abilities resolve, not which ones changed. A change that
gains twenty abilities and turns two right answers into different ones is not the same change as one that only
gains twenty; a held-out case that moves from refused to resolved needs a blind judge before it counts. This
records, per sample (the "each player" corpus, the wide and fresh samples on 4 players), each ability's answer as
``ok:<digest of what happened>``, ``refused:<words>`` or ``crashed``, and each blind set's case outcome
(tests/apnap/blindcases.py ``outcome``). The unseen sample is recorded by a digest of each ability's key, never its
name, and compared as counts only (its abilities are never shown: the outside check on cards we never see is what
it stands for). Not part of ``make bench``: it writes a file and times nothing.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.errors import BotError
from tests.apnap.blindcases import ADDED_SINCE, CURRENT_CONTRACT_SETS, SETS, load, outcome
from tests.apnap.corpus import (
    CorpusAbility,
    _words,
    board,
    corpus_abilities,
    fresh_abilities,
    resolve_ability,
    unseen_abilities,
    wide_abilities,
)

#: The parts of a result that say what happened (not how it is told): a change of narration alone is no change.
_WHAT_HAPPENED = ("steps", "life", "state_based_actions", "stack", "delayed_triggers", "game_result", "forbidden")
_HIDDEN = frozenset({"unseen"})  # samples compared by counts only


def _digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str, ensure_ascii=False).encode()).hexdigest()[:12]


def answer(item: CorpusAbility, base: dict[str, Any]) -> str:
    """One ability's answer in a word: resolved (with a digest of what happened), refused (with its words), crashed."""
    try:
        out = resolve_ability(item, base)
    except BotError as exc:
        return "refused:" + _words(exc)
    except Exception as exc:  # a crash is an answer too
        return f"crashed:{type(exc).__name__}"
    return "ok:" + _digest({k: out.get(k) for k in _WHAT_HAPPENED})


def snapshot(progress: Callable[[str], None] = lambda _: None) -> dict[str, dict[str, str]]:
    """Every sample's answers by ability key, and every blind set's outcomes by case id."""
    base = board(4)
    samples: dict[str, list[CorpusAbility]] = {"corpus": list(corpus_abilities()), "wide": wide_abilities(),
                                               "unseen": unseen_abilities(), "fresh": fresh_abilities()}
    out: dict[str, dict[str, str]] = {}
    for name, items in samples.items():
        progress(f"{name}: {len(items)} abilities")
        answers: dict[str, str] = {}
        for item in items:
            key = f"{item.card} #{item.index}"
            answers[_digest(key) if name in _HIDDEN else key] = answer(item, base)
        out[name] = answers
    for name in SETS:
        progress(f"{name}: blind cases")
        out["ho:" + name] = {case.id: outcome(case, name in CURRENT_CONTRACT_SETS, ADDED_SINCE.get(name, frozenset()))
                             for case in load(name)}
    return out


def _kind(value: str | None) -> str:
    return "absent" if value is None else value.split(":", 1)[0]


def compare(old: dict[str, dict[str, str]], new: dict[str, dict[str, str]], verbose: bool = False) -> list[str]:
    """Per sample: resolved before → after, then the abilities gained, lost and changed (names shown for every
    sample but the unseen one); per blind set: right before → after and each case whose outcome moved."""
    lines: list[str] = []
    for name in sorted(old.keys() | new.keys()):
        before, after = old.get(name, {}), new.get(name, {})
        if name.startswith("ho:"):
            lines.append(f"{name}: right {sum(v == 'right' for v in before.values())} → "
                         f"{sum(v == 'right' for v in after.values())} of {len(after)}")
            lines += [f"  {k}: {before.get(k)} → {after.get(k)}" for k in sorted(before.keys() | after.keys())
                      if before.get(k) != after.get(k)]
            continue
        gained = sorted(k for k in after if _kind(after[k]) == "ok" and _kind(before.get(k)) != "ok")
        lost = sorted(k for k in before if _kind(before[k]) == "ok" and _kind(after.get(k)) != "ok")
        changed = sorted(k for k in after if _kind(after[k]) == "ok" and _kind(before.get(k)) == "ok"
                         and after[k] != before[k])
        crashed = sorted(k for k in after if _kind(after[k]) == "crashed")
        lines.append(f"{name}: resolved {sum(_kind(v) == 'ok' for v in before.values())} → "
                     f"{sum(_kind(v) == 'ok' for v in after.values())} of {len(after)}; gained {len(gained)}, "
                     f"lost {len(lost)}, changed {len(changed)}, crashed {len(crashed)}")
        if name in _HIDDEN:
            continue
        for label, keys in (("+", gained), ("-", lost), ("~", changed), ("!", crashed)):
            for k in keys if verbose or label != "+" else keys[:15]:
                lines.append(f"  {label} {k}" + (f"  [{before.get(k)} → {after.get(k)}]" if label in "-!" else ""))
            if label == "+" and not verbose and len(keys) > 15:
                lines.append(f"  + … {len(keys) - 15} more (-v shows them)")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="action", required=True)
    save = sub.add_parser("save", help="record every answer of this commit")
    save.add_argument("file", type=Path)
    cmp = sub.add_parser("compare", help="what changed between two saved files")
    cmp.add_argument("before", type=Path)
    cmp.add_argument("after", type=Path)
    cmp.add_argument("-v", "--verbose", action="store_true", help="list every ability gained")
    args = parser.parse_args()
    if args.action == "save":
        now = snapshot(lambda line: print(line, file=sys.stderr, flush=True))
        args.file.write_text(json.dumps(now, sort_keys=True, ensure_ascii=False), encoding="utf-8")
        print(f"saved {sum(len(v) for v in now.values())} answers to {args.file}")
        return
    old, new = (json.loads(p.read_text(encoding="utf-8")) for p in (args.before, args.after))
    print("\n".join(compare(old, new, args.verbose)))


if __name__ == "__main__":
    main()
