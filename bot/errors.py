"""Errors a user can cause: a stable code (shared/docs/cli-contract.md) and a catalogue message.

Every error names a catalogue key (``data/i18n/errors.json`` and the other catalogues), so the
same error reads in English for the CLI and in Spanish for a Spanish server: a front end calls
:meth:`BotError.text` with the reader's language. ``message`` is the English text, kept for the
CLI's JSON and for logs.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from .catalog import t


@dataclass
class BotError(Exception):
    """An error caused by input; shown to the user, never as a traceback.

    Build it with :meth:`of` (a catalogue key and its parameters). ``code`` is one of the
    contract's snake_case codes (``not_found``, ``bad_reference``, ``no_rules_loaded``,
    ``unsupported_effect``, ``bad_scenario``, ...).
    """

    code: str
    message: str = ""
    suggestions: list[str] = dataclasses.field(default_factory=list)
    field: str | None = None
    key: str | None = None
    params: dict[str, Any] = dataclasses.field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.key and not self.message:
            self.message = t(self.key, "en", **self.params)
        super().__init__(self.message)

    @classmethod
    def of(cls, code: str, key: str, *, suggestions: list[str] | None = None, field: str | None = None,
           **params: Any) -> BotError:
        """``BotError.of("not_found", "error.no_glossary_entry", term="x")``."""
        return cls(code, "", list(suggestions or []), field, key, params)

    def text(self, lang: str | None) -> str:
        """The message in ``lang`` (the English ``message`` for errors built without a key)."""
        return t(self.key, lang, **self.params) if self.key else self.message

    def to_dict(self, lang: str | None = None) -> dict[str, Any]:
        error: dict[str, Any] = {"code": self.code, "message": self.text(lang) if lang else self.message,
                                 "suggestions": list(self.suggestions)}
        if self.field is not None:
            error["field"] = self.field
        return {"error": error}


def not_found(key: str, suggestions: list[str] | None = None, **params: Any) -> BotError:
    return BotError.of("not_found", key, suggestions=suggestions, **params)


def bad_reference(key: str, suggestions: list[str] | None = None, **params: Any) -> BotError:
    return BotError.of("bad_reference", key, suggestions=suggestions, **params)


def no_rules_loaded(key: str, **params: Any) -> BotError:
    return BotError.of("no_rules_loaded", key, **params)


class NotFound(BotError):
    def __init__(self, message: str = "", suggestions: list[str] | None = None, *, key: str | None = None,
                 **params: Any) -> None:
        super().__init__("not_found", message, list(suggestions or []), None, key, params)


class BadReference(BotError):
    def __init__(self, message: str = "", suggestions: list[str] | None = None, *, key: str | None = None,
                 **params: Any) -> None:
        super().__init__("bad_reference", message, list(suggestions or []), None, key, params)


class NoRulesLoaded(BotError):
    def __init__(self, message: str = "", *, key: str | None = None, **params: Any) -> None:
        super().__init__("no_rules_loaded", message, [], None, key, params)
