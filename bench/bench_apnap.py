"""APNAP engine benchmarks. Run: ``python bench/bench_apnap.py [--runs N]``.

Prints one JSON object per line: benchmark name, median and p99 in milliseconds, runs, target.
Times are wall-clock (time.perf_counter) per resolution of an already loaded scenario; the
``_text`` lines time the whole text path (YAML parse, validation, resolution, narration).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.apnap import load_scenario, resolve, resolve_text  # noqa: E402

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi"]


def four_player_one_step() -> dict:
    return {
        "players": [
            {"name": n, "battlefield": ["Grizzly Bears (creature)", "Serra Angel (creature)", "Hill Giant (creature)",
                                        "Forest (land)", "Plains (land)"],
             "hand": ["Opt (instant)", "Shock (instant)"], "library": 30}
            for n in NAMES[:4]
        ],
        "active": "Bob",
        "controller": "Alice",
        "effect": "Each player sacrifices a creature of their choice.",
        "choices": {"Bob": ["Serra Angel"], "Dave": ["Hill Giant"]},
    }


def eight_player_three_steps_with_triggers() -> dict:
    players = []
    for i, n in enumerate(NAMES):
        battlefield = [
            {"name": "Blood Artist", "types": ["creature"],
             "triggers": [{"when": "a creature dies", "text": "target player loses 1 life and you gain 1 life"}]},
            "Grizzly Bears (creature)", "Hill Giant (creature)", "Forest (land)", "Swamp (land)",
        ]
        if i % 2:
            battlefield.append({"name": "Zulaport Cutthroat", "types": ["creature"],
                                "triggers": [{"when": "a creature you control dies",
                                              "text": "each opponent loses 1 life and you gain 1 life"}]})
        players.append({"name": n, "life": 20, "battlefield": battlefield,
                        "hand": ["Opt (instant)", "Shock (instant)", "Duress (sorcery)"], "library": 40})
    return {
        "players": players,
        "active": "Carol",
        "effect": "Each player loses 1 life, discards a card, then sacrifices a creature of their choice.",
        "choices": {"Carol": ["Shock", "Grizzly Bears"], "Eve": ["Duress", "Hill Giant"]},
    }


async def _time_engine(data: dict, runs: int) -> list[float]:
    scenario = load_scenario(data)
    for _ in range(min(50, runs)):  # warm caches (effect parsing is cached per text)
        await resolve(scenario)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        await resolve(scenario)
        times.append((time.perf_counter() - start) * 1000)
    return times


def _time_text(data: dict, runs: int) -> list[float]:
    text = yaml.safe_dump(data, sort_keys=False)
    for _ in range(min(20, runs)):
        resolve_text(text)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        resolve_text(text)
        times.append((time.perf_counter() - start) * 1000)
    return times


def _report(name: str, times: list[float], target: float | None) -> None:
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))]
    line = {"benchmark": name, "median_ms": round(statistics.median(ordered), 4), "p99_ms": round(p99, 4),
            "runs": len(ordered), "target_ms": target}
    if target is not None:
        line["ok"] = statistics.median(ordered) < target
    print(json.dumps(line), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=2000)
    args = parser.parse_args()
    runs = max(10, args.runs)
    _report("apnap_4p_one_step", asyncio.run(_time_engine(four_player_one_step(), runs)), 5)
    _report("apnap_8p_three_steps_triggers",
            asyncio.run(_time_engine(eight_player_three_steps_with_triggers(), runs)), 20)
    text_runs = max(10, runs // 4)
    _report("apnap_4p_one_step_text", _time_text(four_player_one_step(), text_runs), None)
    _report("apnap_8p_three_steps_triggers_text", _time_text(eight_player_three_steps_with_triggers(), text_runs),
            None)


if __name__ == "__main__":
    main()
