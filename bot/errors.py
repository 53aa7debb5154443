"""Errors a user can cause, each with a stable code (see shared/docs/cli-contract.md)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class BotError(Exception):
    """An error caused by input; shown to the user, never as a traceback.

    ``code`` is one of the contract's snake_case codes (``not_found``, ``bad_reference``,
    ``no_rules_loaded``, ``unsupported_effect``, ``bad_scenario``, ...).
    """

    code: str
    message: str
    suggestions: list[str] = field(default_factory=list)
    field: str | None = None

    def __post_init__(self) -> None:
        super().__init__(self.message)

    def to_dict(self) -> dict:
        error: dict = {"code": self.code, "message": self.message, "suggestions": list(self.suggestions)}
        if self.field is not None:
            error["field"] = self.field
        return {"error": error}


class NotFound(BotError):
    def __init__(self, message: str, suggestions: list[str] | None = None) -> None:
        super().__init__("not_found", message, suggestions or [])


class BadReference(BotError):
    def __init__(self, message: str, suggestions: list[str] | None = None) -> None:
        super().__init__("bad_reference", message, suggestions or [])


class NoRulesLoaded(BotError):
    def __init__(self, message: str) -> None:
        super().__init__("no_rules_loaded", message, [])
