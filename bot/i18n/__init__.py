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
