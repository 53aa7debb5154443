"""Languages: the Spanish CR translation, the EN↔ES dictionary, counted nouns, and the languages
a user may ask for (the interface catalogue itself is :mod:`bot.catalog`)."""

from ..catalog import DEFAULT_LANG, SUPPORTED_LANGS, normalize_lang
from ..errors import BotError

__all__ = ["DEFAULT_LANG", "SUPPORTED_LANGS", "normalize_lang", "parse_lang"]


def parse_lang(value: object, default: str = DEFAULT_LANG, *, allow_auto: bool = False) -> str:
    """A language a user asked for: ``en``/``es`` (``es-419``, ``Spanish``… too), ``auto`` where
    allowed, the default when empty. Anything else is refused, never silently English."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return default
    text = str(value).strip().lower()
    if allow_auto and text == "auto":
        return "auto"
    lang = normalize_lang(text, "")
    if not lang or (len(text) > 2 and text[2:3] not in ("-", "_") and text not in _NAMES):
        raise BotError.of("bad_input", "error.bad_lang", value=text[:20],
                          suggestions=["en", "es", *(["auto"] if allow_auto else [])])
    return lang


_NAMES = frozenset({"english", "spanish", "espanol", "español", "ingles", "inglés", "eng", "spa"})
