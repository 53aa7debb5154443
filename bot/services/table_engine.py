"""A table game's engine work, run off the event loop, one stretch at a time.

A table game waits for people, for minutes; its engine work between two answers is pure
computation, as heavy as a quick /resolve of the same board. So the session never runs the engine
on the event loop and never parks a worker thread while a player thinks: each stretch is one
run of the deterministic engine, from the start, in the resolver's worker (``run_bounded``: the
same deadline and budget as /resolve), replaying the answers recorded so far. The run stops at
the first decision a real player has not made yet (:class:`Advance` says which) or at the end.
Seats nobody plays get the engine's default choice on the way, reported so the session records them.

Replaying is what a restored game does already (the engine is deterministic), so one path serves
both; a game's answers are few, and each run is bounded by the budget.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..apnap import ChoiceAnswer, ChoiceRequest, DefaultChooser, narrate, resolve_now
from ..apnap.budget import check_result
from ..apnap.scenario import Scenario
from ..errors import BotError


class _Undecided(BaseException):
    """The engine asked a real player something not answered yet: stop this run here.

    A ``BaseException`` so that no ``except Exception`` on the way can mistake it for a fault."""

    def __init__(self, seq: int, request: ChoiceRequest) -> None:
        super().__init__(seq)
        self.seq = seq
        self.request = request


@dataclass
class Advance:
    """What one run found: the default choices made for unplayed seats (``(seq, request, keys)``,
    in order), then either the next ``request`` a player must answer (its ``seq``), the finished
    ``result`` (the contract's dict with its narration), or the refusal that ended it."""

    auto: list[tuple[int, ChoiceRequest, tuple[str, ...]]] = field(default_factory=list)
    request: ChoiceRequest | None = None
    seq: int = 0
    result: dict[str, Any] | None = None
    error: BotError | None = None


class _ReplayChooser:
    def __init__(self, answers: Sequence[Mapping[str, Any]], players: Mapping[str, int | None]) -> None:
        self.answers = answers
        self.players = players
        self.asked = 0
        self.auto: list[tuple[int, ChoiceRequest, tuple[str, ...]]] = []

    async def choose(self, request: ChoiceRequest) -> ChoiceAnswer:
        seq = self.asked
        self.asked += 1
        if seq < len(self.answers):  # answered before (in this process or before a restart)
            recorded = self.answers[seq]
            if recorded.get("player") != request.player:  # the saved game does not fit this engine
                raise BotError.of("refused", "table.replay_mismatch")
            return ChoiceAnswer(tuple(recorded["keys"]), auto=bool(recorded.get("auto")))
        if self.players.get(request.player) is None:  # a seat nobody plays: the default choice
            answer = await DefaultChooser().choose(request)
            self.auto.append((seq, request, tuple(answer.keys)))
            return answer
        raise _Undecided(seq, request)


def advance(scenario: Scenario, answers: Sequence[Mapping[str, Any]], players: Mapping[str, int | None],
            lang: str) -> Advance:
    """Run the engine from the start with ``answers`` until a real player must decide, or to the
    end. Runs in a worker thread; a refusal (``too_complex`` among them) is returned, not raised,
    so the default choices made before it are still recorded."""
    chooser = _ReplayChooser(list(answers), dict(players))
    try:
        resolution = resolve_now(scenario, chooser, lang)
        result = resolution.to_dict()
        result["narration"] = narrate(resolution, resolution.lang)
        check_result(result, resolution.lang)
    except _Undecided as undecided:
        return Advance(chooser.auto, request=undecided.request, seq=undecided.seq)
    except BotError as exc:
        return Advance(chooser.auto, error=exc)
    return Advance(chooser.auto, result=result)
