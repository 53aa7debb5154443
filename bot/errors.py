"""Errors a user can cause: a stable code (docs/cli-contract.md) and a catalogue message.

Every error names a catalogue key (``data/i18n/errors.json`` and the other catalogues), so the
same error reads in English for the CLI and in Spanish for a Spanish server: a front end calls
:meth:`BotError.text` with the reader's language. ``message`` is the text in the raiser's
language (a Spanish scenario's errors are Spanish), else English: the CLI's JSON and logs show it.
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
    #: The language the raiser expects the reader to use (a Spanish scenario's errors, say), used
    #: when the front end has no preference of its own; the front end's language wins.
    lang: str | None = None

    def __post_init__(self) -> None:
        if self.key and not self.message:
            self.message = self.text(self.lang)  # the raiser's language, else English
        super().__init__(self.message)

    @classmethod
    def of(cls, code: str, key: str, /, *, suggestions: list[str] | None = None, field: str | None = None,
           lang: str | None = None, **params: Any) -> BotError:
        """``BotError.of("not_found", "error.no_glossary_entry", term="x")``."""
        return cls(code, "", list(suggestions or []), field, key, params, lang)

    def text(self, lang: str | None = None) -> str:
        """The message in ``lang`` (else the raiser's language, else English)."""
        if not self.key:
            return self.message
        lang = lang or self.lang
        # Messages about one input name it: "{field}: …" (the scenario's players[2].name, say).
        return t(self.key, lang, **({"field": self.field} | self.params))

    def to_dict(self, lang: str | None = None) -> dict[str, Any]:
        error: dict[str, Any] = {"code": self.code, "message": self.text(lang) if lang else self.message,
                                 "suggestions": list(self.suggestions)}
        if self.field is not None:
            error["field"] = self.field
        return {"error": error}


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
