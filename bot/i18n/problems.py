"""A problem the translation checker reports (shared by the checker and the dictionary's own check)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Problem:
    id: str
    kind: str  # missing | stale | orphan | references | mana | numerals | untranslated | terminology
    detail: str = ""

    def to_dict(self) -> dict[str, str]:
        return {"id": self.id, "kind": self.kind, "detail": self.detail}
