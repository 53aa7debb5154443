"""Every corpus ability's answer, to prove a speed change changes no result.

Run: ``python -m bench.result_snapshot save FILE`` before a change, ``python -m bench.result_snapshot compare FILE``
after it (exit status 1 and the first differences when any answer differs).

Why: a cache or a memo that makes the resolver faster must never change what it answers. This records, for each
ability of the "each player" corpus (4 and 8 players) and of the wide sample, the whole result the bench's harness
gets (tests/apnap/corpus.py ``resolve_ability``: the result JSON with its narration) or its refusal (code, catalogue
key, field, the message in English); the unseen sample is recorded as one digest only (its abilities are never
printed, GRAMMAR.md), so a change there shows without showing which ability changed. Not part of ``make bench``
(it writes a file and times nothing); ``bench_corpus`` gives the counts.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from bot.errors import BotError
from tests.apnap.corpus import (
    CorpusAbility,
    board,
    corpus_abilities,
    resolve_ability,
    unseen_abilities,
    wide_abilities,
)


def answer(item: CorpusAbility, base: dict[str, Any]) -> dict[str, Any]:
    """What the harness gets for one ability: the result, or the refusal's code, key, field and English text."""
    try:
        return {"result": resolve_ability(item, base)}
    except BotError as exc:
        return {"refused": [exc.code, exc.key, exc.field, exc.text("en")]}
    except Exception as exc:  # a crash is an answer too
        return {"crashed": f"{type(exc).__name__}: {exc}"}


def snapshot() -> dict[str, Any]:
    """Each sample's answers by ability (card, ability number, its line), the unseen sample as one digest."""
    out: dict[str, Any] = {}
    samples = {"corpus_4p": (4, list(corpus_abilities())), "corpus_8p": (8, list(corpus_abilities())),
               "wide_4p": (4, wide_abilities())}
    for name, (players, items) in samples.items():
        base = board(players)
        out[name] = {f"{i.card} #{i.index}: {i.ability}": answer(i, base) for i in items}
    digest = hashlib.sha256()
    base = board(4)
    for item in unseen_abilities():
        digest.update(json.dumps(answer(item, base), sort_keys=True, ensure_ascii=False).encode())
    out["unseen_4p_digest"] = digest.hexdigest()
    return out


def compare(old: dict[str, Any], new: dict[str, Any], shown: int = 10) -> list[str]:
    """The differing answers' keys (at most ``shown`` per sample), the unseen digest's difference by its name only."""
    lines: list[str] = []
    for name, answers in old.items():
        if not isinstance(answers, dict):
            if answers != new.get(name):
                lines.append(f"{name}: differs")
            continue
        differ = [k for k in answers.keys() | new.get(name, {}).keys() if answers.get(k) != new.get(name, {}).get(k)]
        lines += [f"{name}: {k[:160]}" for k in sorted(differ)[:shown]]
        if len(differ) > shown:
            lines.append(f"{name}: … {len(differ) - shown} more")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("action", choices=("save", "compare"))
    parser.add_argument("file", type=Path)
    args = parser.parse_args()
    now = snapshot()
    if args.action == "save":
        args.file.write_text(json.dumps(now, sort_keys=True, ensure_ascii=False), encoding="utf-8")
        print(f"saved {sum(len(v) for v in now.values() if isinstance(v, dict))} answers to {args.file}")
        return
    differ = compare(json.loads(args.file.read_text(encoding="utf-8")), json.loads(json.dumps(now)))
    print("\n".join(differ) if differ else "identical")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
