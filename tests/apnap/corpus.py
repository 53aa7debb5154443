"""How much real card text the resolver reads: every "each player / opponent / other player" ability
of the real-card corpus, resolved on one fixed four-player board.

Why a fixed board: coverage is about reading, not about boards. Each ability gets the standard board
of the real-card tests (realcards.py), a target player, X = 2, and, where the text asks which mode or
which object, the first option it offers (a targeted object: Bob's Hill Giant; the question is a
choice, not a refusal of the words; an intervening "if" the board cannot show is answered
``condition: true``). An ability *resolves* when
the engine returns a result; it is *refused* when the resolver says which words it does not
understand (or which fact it needs); it *crashes* on any other exception. Used by
``bench/bench_corpus.py`` and by ``test_corpus.py``.
"""

from __future__ import annotations

import collections
import copy
import json
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.apnap import abilities_of, resolve_text
from bot.errors import BotError

REPO = Path(__file__).resolve().parents[2]
CORPUS = REPO / "tests" / "data" / "cards" / "oracle-cards-2019.jsonl"
EACH = re.compile(r"\beach (?:player|opponent|other player)\b", re.IGNORECASE)
_QUOTED = re.compile(r"“([^”]*)”")


@dataclass(frozen=True, slots=True)
class CorpusAbility:
    card: str
    text: str  # the card's whole Oracle text
    index: int  # 1-based ability number, as ``ability:`` takes it
    ability: str  # that ability's own line


@dataclass(slots=True)
class Coverage:
    resolved: list[CorpusAbility] = field(default_factory=list)
    refused: list[tuple[CorpusAbility, str, str]] = field(default_factory=list)  # (ability, code, words)
    crashed: list[tuple[CorpusAbility, str]] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)

    @property
    def total(self) -> int:
        return len(self.resolved) + len(self.refused) + len(self.crashed)

    def top_refused(self, n: int = 25) -> list[tuple[str, int]]:
        return collections.Counter(words for _, _, words in self.refused).most_common(n)


def corpus_abilities(path: Path = CORPUS) -> Iterator[CorpusAbility]:
    """Every ability of the corpus that says "each player", "each opponent" or "each other player"."""
    with path.open(encoding="utf-8") as f:
        for line in f:
            card = json.loads(line)
            text = card.get("oracle_text") or ""
            if not EACH.search(text):
                continue
            try:
                abilities = abilities_of(text)
            except BotError:
                continue
            for ability in abilities:
                if EACH.search(ability.text):
                    yield CorpusAbility(card["name"], text, ability.index, ability.text)


WIDE_SEED = 7
WIDE_SIZE = 1500


def wide_abilities(path: Path = CORPUS, size: int = WIDE_SIZE, seed: int = WIDE_SEED) -> list[CorpusAbility]:
    """A seeded sample of every ability of the whole corpus (not only "each player" ones), the cards of the
    held-out blind sets left out by name: how far the grammar reads cards in general, measured on text it was
    not grown on, and usable to choose the next families without touching the held-out cases."""
    import random

    from tests.apnap.blindcases import held_out_cards

    held = held_out_cards()
    items: list[CorpusAbility] = []
    with path.open(encoding="utf-8") as f:
        for line in f:
            card = json.loads(line)
            text = card.get("oracle_text") or ""
            if not text or card["name"].casefold() in held:
                continue
            try:
                abilities = abilities_of(text)
            except BotError:
                continue
            items += [CorpusAbility(card["name"], text, a.index, a.text) for a in abilities]
    random.Random(seed).shuffle(items)
    return items[:size]


def board(players: int = 4) -> dict[str, Any]:
    """The real-card tests' standard board, widened to ``players`` seats by copying Alice's zones."""
    from tests.apnap.realcards import STANDARD

    data = copy.deepcopy(STANDARD)
    template = data["players"][0]
    for i in range(len(data["players"]), players):
        data["players"].append({**copy.deepcopy(template), "name": f"Player{i + 1}"})
    data["target"] = "Alice"
    data["x"] = 2
    return data


def _first_option(exc: BotError) -> int | bool | str | list[int] | None:
    """The answer the bench gives to a question: the first mode(s) or ability, a condition holding.

    "Choose two —" answered with one mode is refused with how many the card asks for; the bench then
    gives that many, the first ones (a question of which modes, not of reading the words).
    """
    if exc.key == "apnap.error.mode_count":
        return list(range(1, int(exc.params["low"]) + 1))
    if exc.key == "apnap.error.target_needed":  # which object is targeted: an opponent's creature on the board
        return "Hill Giant"
    if exc.code != "choice_needed":
        return None
    if exc.field == "condition":
        return True
    return 1 if exc.field in ("mode", "ability") else None


_REASKED = frozenset({"apnap.error.mode_count", "apnap.error.target_needed"})  # a field given, then asked again


def resolve_ability(item: CorpusAbility, base: dict[str, Any]) -> dict[str, Any]:
    """Resolve one ability; a question of which mode is answered with the first one."""
    data = {**base, "effect": item.text, "ability": item.index}
    for _ in range(3):
        try:
            return resolve_text(json.dumps(data))
        except BotError as exc:
            option = _first_option(exc)
            if option is None or (exc.field in data and exc.key not in _REASKED):
                raise
            data[exc.field or "mode"] = option
    return resolve_text(json.dumps(data))


def _words(exc: BotError) -> str:
    message = exc.text("en")
    quoted = _QUOTED.search(message)
    return (quoted.group(1) if quoted else message)[:80]


def measure(players: int = 4, path: Path = CORPUS, items: list[CorpusAbility] | None = None) -> Coverage:
    base = board(players)
    out = Coverage()
    for item in corpus_abilities(path) if items is None else items:
        start = time.perf_counter()
        try:
            resolve_ability(item, base)
            out.resolved.append(item)
        except BotError as exc:
            out.refused.append((item, exc.code, _words(exc)))
        except Exception as exc:  # a crash is what this measures
            out.crashed.append((item, f"{type(exc).__name__}: {exc}"[:200]))
        out.seconds.append(time.perf_counter() - start)
    return out
