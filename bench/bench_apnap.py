"""APNAP engine benchmarks. Run: ``python -m bench.bench_apnap [--runs N]``.

Prints one JSON object per line: benchmark name, median and p99 in milliseconds, runs, target.
Times are wall-clock (time.perf_counter) per resolution of an already loaded scenario; the
``_text`` lines time the whole text path (YAML parse, validation, resolution, narration).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time

import yaml

from bot.apnap import load_scenario, resolve, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.oracle import select

# Whole Oracle text of real cards (keyword lines, triggers, several steps, counted references).
REAL_CARDS = {
    "windfall": "Each player discards their hand, then draws cards equal to the greatest number of cards a player "
                "discarded this way.",
    "living_death": "Each player exiles all creature cards from their graveyard, then sacrifices all creatures they "
                    "control, then puts all cards they exiled this way onto the battlefield.",
    "plaguecrafter": "When this creature enters, each player sacrifices a creature or planeswalker of their choice. "
                     "Each player who can't discards a card.",
    "earthquake": "This spell deals X damage to each creature without flying and each player.",
}

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


def real_card_board(n: int, card: str) -> dict:
    players = [{"name": name, "life": 20,
                "battlefield": [{"name": "Grizzly Bears", "types": ["creature"], "power": 2, "toughness": 2},
                                {"name": "Serra Angel", "types": ["creature"], "power": 4, "toughness": 4,
                                 "keywords": ["flying"]}, "Forest (basic land)", "Sol Ring (artifact)"],
                "hand": ["Opt (instant)", "Shock (instant)", "Island (basic land)"],
                "library": ["Swamp (basic land)", "Counterspell (instant)", "Forest (basic land)", "Opt (instant)"] * 3,
                "graveyard": ["Gray Ogre (creature)", "Ponder (sorcery)"]}
               for name in NAMES[:n]]
    return {"players": players, "active": NAMES[1], "controller": NAMES[0], "effect": REAL_CARDS[card], "x": 3}


def _time_cold_parse(runs: int) -> list[float]:
    """Whole text → selected ability → steps, with the parse cache cleared every time (a new card)."""
    texts = list(REAL_CARDS.values())
    times = []
    for i in range(runs):
        parse_effect.cache_clear()
        start = time.perf_counter()
        text = texts[i % len(texts)]
        parse_effect(select(text, None, (), None).effect)
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
    # Resolving a real card's whole text: < 5 ms for 4 players, < 20 ms for 8 (issue #13).
    for card in REAL_CARDS:
        _report(f"apnap_real_card_{card}_4p", asyncio.run(_time_engine(real_card_board(4, card), runs)), 5)
        _report(f"apnap_real_card_{card}_8p", asyncio.run(_time_engine(real_card_board(8, card), runs)), 20)
    _report("apnap_real_card_living_death_8p_text", _time_text(real_card_board(8, "living_death"), text_runs), 20)
    _report("apnap_real_card_parse_cold", _time_cold_parse(text_runs), 5)


if __name__ == "__main__":
    main()
