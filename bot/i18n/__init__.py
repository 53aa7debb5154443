"""Languages: the interface catalogue, the Spanish CR translation and the EN↔ES dictionary."""

SUPPORTED_LANGS = ("en", "es")
DEFAULT_LANG = "en"


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
        from ..errors import BotError

        raise BotError.of("bad_input", "error.bad_lang", value=text[:20],
                          suggestions=["en", "es", *(["auto"] if allow_auto else [])])
    return lang


_NAMES = frozenset({"english", "spanish", "espanol", "español", "ingles", "inglés", "eng", "spa"})
