"""Printed Spanish reads into the same plan as English: how much of what the English grammar reads, the Spanish
grammar reads the same way.

Each line of ``data/spanish-parity-dev.jsonl`` and ``data/spanish-parity-heldout.jsonl`` is one ability of a real
card that the English grammar reads (a seeded sample of the wide sample's accepted abilities, session 12), with
its printed Spanish written by a translator who never read the resolver (``card``, ``type_line``, ``en``, ``es``).
Both texts are resolved alone on the corpus board through the corpus harness (corpus.py: the same questions get
the same answers), the Spanish one read back in English. One plan renders one ``reading`` and gives one set of
steps, so a difference is a Spanish word read otherwise, or not at all.

The held-out file is only ever scored, like the held-out blind cases: its lines are never printed, so the Spanish
grammar cannot be taught its sentences. ``data/spanish-parity-dev2.jsonl`` (session 18) is a second development
split of 160 abilities the English grammar reads, drawn from the fresh sample (cards nobody had developed on) and
translated the same way, blind to the resolver; it is developed on like ``dev``. Used by
``python -m bench.bench_corpus`` and ``test_spanish_parity.py``.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.errors import BotError
from tests.apnap.corpus import CorpusAbility, board, resolve_ability

DATA = Path(__file__).resolve().parent / "data"
SPLITS = {"dev": DATA / "spanish-parity-dev.jsonl", "heldout": DATA / "spanish-parity-heldout.jsonl",
          "dev2": DATA / "spanish-parity-dev2.jsonl"}
#: ``same``: one plan; ``differs``: both resolve, to different readings or results; ``es_refused``: the Spanish is
#: refused; ``en_refused``: the English ability alone is refused (the pair measures nothing, and is left out).
OUTCOMES = ("same", "differs", "es_refused", "en_refused")


@dataclass(frozen=True, slots=True)
class Pair:
    card: str
    type_line: str
    en: str
    es: str


def load(split: str) -> list[Pair]:
    path = SPLITS[split]
    if not path.exists():
        return []
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [Pair(str(r["card"]), str(r.get("type_line") or ""), str(r["en"]), str(r["es"])) for r in rows]


def _fold(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().casefold()
    return " ".join(re.sub(r"[^\w{}/+\-]+", " ", plain).split())


def shape(result: dict[str, Any]) -> tuple[Any, ...]:
    """What one plan decides, in any language: its reading (rendered in English), each step's action, order and
    events (who, what, how many objects, how much), life totals and state-based actions."""
    steps = tuple((s.get("action"), tuple(s.get("order") or ()),
                   tuple((e.get("player"), e.get("action"), len(e.get("objects") or ()), e.get("amount"))
                         for e in s.get("events") or ()))
                  for s in result.get("steps") or ())
    sba = json.dumps(result.get("state_based_actions"), sort_keys=True, default=str)
    return _fold(str(result.get("reading") or "")), steps, json.dumps(result.get("life"), sort_keys=True), sba


def _resolve(pair: Pair, text: str, lang: str, base: dict[str, Any]) -> dict[str, Any]:
    item = CorpusAbility(pair.card, text, 1, text, pair.type_line)
    return resolve_ability(item, {**base, "lang": lang}, out_lang="en")


def outcome(pair: Pair, base: dict[str, Any]) -> str:
    try:
        english = _resolve(pair, pair.en, "en", base)
    except BotError:
        return "en_refused"
    try:
        spanish = _resolve(pair, pair.es, "es", base)
    except BotError:
        return "es_refused"
    return "same" if shape(english) == shape(spanish) else "differs"


def score(split: str) -> dict[str, Any]:
    """Counts per outcome and the share of pairs read the same (of those whose English reads alone)."""
    base = board(4)
    counts = Counter(outcome(pair, base) for pair in load(split))
    measured = sum(counts.values()) - counts["en_refused"]
    return {"pairs": sum(counts.values()), **{k: counts[k] for k in OUTCOMES},
            "same_share": round(counts["same"] / measured, 3) if measured else None}
