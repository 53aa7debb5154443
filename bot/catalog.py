"""One catalogue of interface strings in English and Spanish, and the languages it speaks.

The bottom of the house: errors, the domain and every front end read their sentences here.

Strings live in ``data/i18n/*.json`` (one file per domain: ``rules.json``, ``apnap.json``,
``discord.json``…), each mapping a key to ``{"en": …, "es": …}`` with ``str.format``
placeholders. The Discord layer, the console and the CLI all read them through :func:`t`.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Protocol, runtime_checkable

from .resources import data_path

SUPPORTED_LANGS = ("en", "es")
DEFAULT_LANG = "en"

CATALOG_DIR = data_path("i18n")


@runtime_checkable
class Localizable(Protocol):
    """A message parameter whose words depend on the language it is shown in."""

    def localize(self, lang: str) -> str: ...


def normalize_lang(value: str | None, default: str = DEFAULT_LANG) -> str:
    """Map ``es-ES``, ``es-419``, ``ES``, ``spanish``… to ``es``; anything unknown to ``default``."""
    if not value:
        return default
    v = str(value).strip().lower()
    if v.startswith(("es", "spa", "espa")):
        return "es"
    if v.startswith(("en", "eng", "ing")):
        return "en"
    return default


@lru_cache(maxsize=1)
def catalog() -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {}
    for path in sorted(CATALOG_DIR.glob("*.json")):
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            if key in merged:
                raise ValueError(f"catalogue key {key!r} is defined twice ({path.name})")
            merged[key] = value
    return merged


def t(key: str, lang: str | None = None, /, **params: object) -> str:
    """The string ``key`` in ``lang`` (English if missing), formatted with ``params``."""
    entry = catalog().get(key)
    if entry is None:
        return key
    lang = normalize_lang(lang)
    template = entry.get(lang) or entry.get(DEFAULT_LANG) or key
    # A parameter that depends on the language (a counted noun: "1 vida", "3 vidas") says itself.
    params = {k: (v.localize(lang) if isinstance(v, Localizable) else v) for k, v in params.items()}
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template
