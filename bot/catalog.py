"""One catalogue of interface strings in English and Spanish, and the languages it speaks.

The bottom of the house: errors, the domain and every front end read their sentences here.

Strings live in ``data/i18n/*.json`` (one file per domain: ``rules.json``, ``apnap.json``,
``discord.json``…), each mapping a key to ``{"en": …, "es": …}`` with ``str.format``
placeholders. The Discord layer, the console and the CLI all read them through :func:`t`.
"""

from __future__ import annotations

import errno
import json
import logging
import string
from collections.abc import Callable
from functools import lru_cache
from typing import Protocol, cast, runtime_checkable

from .resources import data_path

log = logging.getLogger(__name__)

SUPPORTED_LANGS = ("en", "es")
DEFAULT_LANG = "en"

CATALOG_DIR = data_path("i18n")


@runtime_checkable
class Localizable(Protocol):
    """A message parameter whose words depend on the language it is shown in."""

    def localize(self, lang: str) -> str: ...


@runtime_checkable
class Inflectable(Protocol):
    """A parameter that agrees with the words around it: ``{prop:del}`` → "del valor de maná" /
    "de la fuerza", ``{cards:noun}`` → "carta" / "cartas" (forms in :mod:`bot.i18n.plural`)."""

    def inflect(self, lang: str, form: str) -> str: ...


def is_one(value: object) -> bool:
    """Whether a count takes the singular, in English and Spanish alike: exactly one (or minus
    one): "1 vida", "0 vidas", "3 vidas". The one owner of that rule (:mod:`bot.i18n.plural` asks
    here). ``value`` is an int, a counted noun (``.n``) or a list of names ("Ana gana")."""
    n = getattr(value, "n", value)
    if isinstance(n, (list, tuple, set, frozenset)):
        return len(n) == 1
    try:
        return abs(int(str(n))) == 1
    except ValueError:
        return False


_PLAIN = frozenset({str, int, float})  # exactly these types: they neither localize nor inflect


# The forms a text parameter may be asked in (render/card_words.py CardWords has the same two): "{when:cap}" at the
# start of a sentence, "{condition:opt}" a space and the words, or nothing when there are none
def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def _optional(text: str) -> str:
    return " " + text if text else ""


TEXT_FORMS: dict[str, Callable[[str], str]] = {"cap": _capitalized, "opt": _optional}


class _Formatter(string.Formatter):
    """``str.format`` plus two template forms, so no template needs a lazy "(s)":
    ``{n:card|cards}`` picks the singular for exactly one (of an int, a counted noun or a list),
    and a noun parameter's spec asks for an agreeing form (``{prop:el}``, ``{what:ningun}``)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec and "|" in format_spec:
            one, _, other = format_spec.partition("|")
            return one if is_one(value) else other
        if type(value) in _PLAIN:  # most parameters; isinstance() of a Protocol costs ~20 µs, a tenth of a resolution
            form = TEXT_FORMS.get(format_spec)
            return form(value) if form is not None and isinstance(value, str) else format(value, format_spec)
        inflectable, localizable = _protocols(type(value))
        if inflectable:
            return cast(Inflectable, value).inflect(self.lang, format_spec)
        if isinstance(value, BaseException):
            return _exception_text(value, self.lang)
        if localizable:
            value = cast(Localizable, value).localize(self.lang)
        return format(value, format_spec)


_PROTOCOLS: dict[type, tuple[bool, bool]] = {}


def _protocols(kind: type) -> tuple[bool, bool]:
    """Whether a parameter's class is Inflectable and Localizable, decided once per class. Why: isinstance() of a
    runtime Protocol walks its members on every call (~20 µs, five to ten times a resolution's narration); every
    parameter class defines its methods on the class, which is exactly what the Protocol's class check reads."""
    found = _PROTOCOLS.get(kind)
    if found is None:
        found = (issubclass(kind, Inflectable), issubclass(kind, Localizable))
        if len(_PROTOCOLS) < 256:
            _PROTOCOLS[kind] = found
    return found


def normalize_lang(value: str | None, default: str = DEFAULT_LANG) -> str:
    """Map ``es-ES``, ``es-419``, ``ES``, ``spanish``… to ``es``; anything unknown to ``default``."""
    if value in _CODES:  # already a code: most calls (a narration asks for a dozen sentences)
        return value
    if not value:
        return default
    v = str(value).strip().lower()
    if v.startswith(("es", "spa", "espa")):
        return "es"
    if v.startswith(("en", "eng", "ing")):
        return "en"
    return default


_CODES = frozenset({"en", "es"})


@lru_cache(maxsize=4096)
def fields(key: str, lang: str | None = None) -> frozenset[str]:
    """The parameter names the template ``key`` uses in ``lang`` (as :func:`t` picks it). Why: a caller whose
    parameters cost something to make (counted nouns, names joined) makes only these (narrate_events.py)."""
    entry = catalog().get(key)
    if entry is None:
        return frozenset()
    lang = normalize_lang(lang)
    template = entry.get(lang) or entry.get(DEFAULT_LANG) or key
    try:
        return frozenset(_names(template))
    except ValueError:  # a malformed template: t() says it as it is, with no parameter
        return frozenset()


def _names(template: str) -> set[str]:
    """The fields of a template, those inside a field's spec too ("{amount:their next turn|their next {turns}}")."""
    found: set[str] = set()
    for _, name, spec, _ in string.Formatter().parse(template):
        if name:
            found.add(name.split(".")[0].split("[")[0])
        if spec and "{" in spec:
            found |= _names(spec)
    return found


@lru_cache(maxsize=1)
def catalog() -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {}
    for path in sorted(CATALOG_DIR.glob("*.json")):
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            if key in merged:
                raise ValueError(f"catalogue key {key!r} is defined twice ({path.name})")
            merged[key] = value
    return merged


def _exception_text(exc: BaseException, lang: str) -> str:
    """Why a file could not be read, in the reader's language: ``error.os.ENOENT`` → "No existe el
    archivo o la carpeta"; an errno with no entry says its code ("error del sistema (EXDEV)"),
    never the English strerror."""
    code = errno.errorcode.get(getattr(exc, "errno", None) or 0, "") if isinstance(exc, OSError) else ""
    key = f"error.os.{code or type(exc).__name__}"
    if key in catalog():
        return t(key, lang)
    return t("error.os.other", lang, name=code or type(exc).__name__)


class Phrase:
    """A catalogue message used as a parameter of another, said in the reader's language:
    ``t("apnap.error.bad_yaml", lang, detail=Phrase("apnap.yaml.at", line=2, column=7, …))``."""

    __slots__ = ("key", "params")

    def __init__(self, key: str, /, **params: object) -> None:
        self.key, self.params = key, params

    def localize(self, lang: str) -> str:
        return t(self.key, lang, **self.params)

    def __repr__(self) -> str:
        return f"Phrase({self.key!r}, {self.params!r})"


def t(key: str, lang: str | None = None, /, **params: object) -> str:
    """The string ``key`` in ``lang`` (English if missing), formatted with ``params``."""
    entry = catalog().get(key)
    if entry is None:
        return key
    lang = normalize_lang(lang)
    template = entry.get(lang) or entry.get(DEFAULT_LANG) or key
    # A parameter that depends on the language (a counted noun: "1 vida", "3 vidas") says itself.
    try:
        if "|" not in template and all(type(v) in _PLAIN for v in params.values()):
            try:
                return template.format(**params)  # nothing to agree or localize: str.format, ten times faster
            except ValueError:  # a text form ("{when:cap}", TEXT_FORMS): the formatter says it
                pass
        return _Formatter(lang).format(template, **params)
    except (KeyError, IndexError, ValueError) as exc:  # a caller's mistake: the user still reads the sentence
        log.warning("catalog entry %s formatted without its parameter %s", key, exc)
        return template
