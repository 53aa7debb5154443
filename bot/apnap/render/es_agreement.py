"""Spanish participles and adjectives that agree with the noun phrase they are said of: "este permanente no puede ser
bloqueado", "la criatura encantada no puede ser bloqueada", "las criaturas … no pueden ser bloqueadas", "los artefactos
… no pueden ser bloqueados".

Why one owner: a combat static's words were written once, feminine and singular ("no puede ser bloqueada"), and said of
any subject, so "Este permanente no puede ser bloqueada" reached Spanish users. The subject is a phrase the renderers
already built (its determiner first, as printed Spanish says it), so its gender and number are read from it here, once,
instead of each table guessing.
"""

from __future__ import annotations

# determiner → (feminine, plural)
_DETERMINERS = {
    "el": (False, False), "la": (True, False), "los": (False, True), "las": (True, True),
    "este": (False, False), "esta": (True, False), "estos": (False, True), "estas": (True, True),
    "ese": (False, False), "esa": (True, False), "esos": (False, True), "esas": (True, True),
    "un": (False, False), "una": (True, False), "unos": (False, True), "unas": (True, True),
    "otro": (False, False), "otra": (True, False), "otros": (False, True), "otras": (True, True),
}
# nouns a subject may start with when no determiner comes first ("hasta dos criaturas objetivo")
_MASCULINE_NOUNS = frozenset({"permanente", "permanentes", "artefacto", "artefactos", "encantamiento",
                              "encantamientos", "planeswalker", "planeswalkers", "vehículo", "vehículos"})
_FEMININE_NOUNS = frozenset({"criatura", "criaturas", "ficha", "fichas", "tierra", "tierras", "carta", "cartas",
                             "batalla", "batallas"})


def gender_number(subject: str, plural: bool = False) -> tuple[bool, bool]:
    """(feminine, plural) of a Spanish noun phrase: its first determiner's, else its first noun's (``plural`` as the
    caller knows it). A phrase with neither is a creature's ("criatura", the subject most statics have)."""
    for word in subject.casefold().split():
        if word in _DETERMINERS:
            return _DETERMINERS[word]
        if word in _FEMININE_NOUNS or word in _MASCULINE_NOUNS:
            return word in _FEMININE_NOUNS, plural or word.endswith("s")
    return True, plural


def agree(subject: str, stem: str, plural: bool = False) -> str:
    """``stem`` ("bloquead") with the ending of ``subject``'s gender and number: "bloqueado", "bloqueadas"."""
    feminine, many = gender_number(subject, plural)
    return stem + ("a" if feminine else "o") + ("s" if many else "")
