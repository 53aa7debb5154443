"""The one matcher (engine/triggers.py ``fire``) meets each trigger with the events of its kind only, and finds the
same triggers (603.2): an event of another kind is never what a trigger waits for.

Why: every event was handed to ``matches`` for every trigger on the battlefield, events times triggers calls, both
growing with the players; ``matches`` said no at its first test for every event of another kind.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.engine import triggers


def _scenario() -> str:
    import json

    watcher = {"name": "Blood Watcher", "types": ["enchantment"],
               "triggers": [{"when": "Whenever a creature dies", "text": "You gain 1 life."}]}
    data: dict[str, Any] = {
        "players": [{"name": n, "battlefield": [f"Bear {n} (creature)", dict(watcher)]} for n in ("Ana", "Bob", "Cy")],
        "active": "Ana",
        "effect": "Each player sacrifices a creature. Each player loses 1 life.",
    }
    return json.dumps(data)


def test_each_trigger_meets_only_events_of_its_kind(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[str, str]] = []
    real = triggers.matches

    def counted(state: Any, pattern: Any, event: Any, source: Any, controller: str) -> bool:
        seen.append((pattern.kind, event.kind))
        return real(state, pattern, event, source, controller)

    monkeypatch.setattr(triggers, "matches", counted)
    result = resolve_text(_scenario())
    assert seen and all(want == kind for want, kind in seen)
    died = [t for t in result["stack"] if t["when"] == "Whenever a creature dies"]
    assert len(died) == 9  # three watchers, each seeing the three creatures die (603.2, 700.4)


def test_the_same_triggers_as_matching_every_event() -> None:
    """What ``fire`` records is what matching every event against every trigger records."""
    plain = resolve_text(_scenario())

    def every(events: list[Any]) -> dict[str, list[Any]]:
        return {kind: list(events) for kind in {e.kind for e in events}}

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(triggers, "_by_kind", every)
        assert resolve_text(_scenario()) == plain
