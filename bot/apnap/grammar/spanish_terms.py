"""Printed Spanish names of keyword abilities and subtypes, read into the English words the plan and the board use
("la habilidad de dañar primero" → first strike, "Caballeros" → knight, "Fragmentados" → sliver).

Why here and from ``data/terms/en-es.jsonl``: that file is the project's one terminology (the translator, the
glossary and the checker read it too), so a Spanish name is written once; the grammar only adds the forms printed
cards inflect it into (plurals, "la habilidad de …"). A Spanish word no entry names stays unknown and is refused,
never guessed: the board names subtypes and keywords in English, so a subtype kept in Spanish would match nothing.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache

from bot.resources import data_path

from .lexicon import KEYWORD_ABILITIES, KEYWORDS, NUMBERED_KEYWORDS
from .text import fold

#: Printed forms the terminology file leaves out: older printings ("Daña primero" is its alias already).
_OLDER_KEYWORDS = {"vuela": "flying", "dana doble": "double strike", "la habilidad de equitacion": "horsemanship"}


@lru_cache(maxsize=1)
def _rows() -> tuple[dict[str, object], ...]:
    lines = data_path("terms", "en-es.jsonl").read_text(encoding="utf-8").splitlines()
    return tuple(json.loads(line) for line in lines if line.strip())


def _spanish_forms(row: dict[str, object]) -> set[str]:
    aliases = row.get("es_aliases")
    forms = [row["es"], *(aliases if isinstance(aliases, list) else [])]
    return {fold(str(form)) for form in forms}


@lru_cache(maxsize=1)
def es_keywords() -> dict[str, str]:
    """Folded Spanish keyword forms → the English keyword (702): "volar", "vuela", "la habilidad de volar",
    "danar primero", "toque mortal", "la habilidad de toque mortal" …; only keywords the object lexicon knows."""
    known = KEYWORD_ABILITIES | KEYWORDS
    out: dict[str, str] = {}
    for row in _rows():
        english = str(row["en"]).lower()
        if row["kind"] != "keyword_ability" or english not in known:
            continue
        for form in _spanish_forms(row):
            out[form] = english
            out[f"la habilidad de {form}"] = english  # "tiene la habilidad de dañar primero" (printed form)
    for form, english in _OLDER_KEYWORDS.items():
        out.setdefault(form, english)
        out.setdefault(form if form.startswith("la ") else f"la habilidad de {form}", english)
    return out


@lru_cache(maxsize=1)
def typecycling_forms() -> dict[str, str]:
    """Folded printed Spanish forms of cycling's kinds → the English keyword (702.29e): "ciclo de llanuras",
    "ciclo de tierras", "ciclo de tierras basicas" …, from the terminology's rows and their printed aliases."""
    return {form: str(row["en"]).lower() for row in _rows() if str(row["en"]).lower().endswith("cycling")
            and row["kind"] == "keyword_ability" for form in _spanish_forms(row)}


def es_numbered_keyword(word: str) -> str | None:
    """The English keyword of NUMBERED_KEYWORDS a folded Spanish word names ("desenfreno" → rampage, "aflige" →
    afflict), from the terminology; None for any other word (a keyword printed with its number, 702.23a)."""
    return next((str(row["en"]).lower() for row in _rows() if row["kind"] == "keyword_ability"
                 and str(row["en"]).lower() in NUMBERED_KEYWORDS and fold(word) in _spanish_forms(row)), None)


def es_keyword(words: str) -> str | None:
    """The English keyword a folded Spanish phrase names ("la habilidad de danar primero" → first strike)."""
    return es_keywords().get(" ".join(words.split()))


def _plurals(word: str) -> set[str]:
    """A Spanish noun's printed plural (folded): "caballero" → "caballeros", "saprolin" → "saprolines",
    "pez" → "peces"; a word that already ends in "s" ("Kithkin" aside) is its own plural too."""
    if word.endswith("z"):
        return {word[:-1] + "ces"}
    if word[-1] in "aeiou":
        return {word + "s"}
    return {word + "es", word + "s"} if not word.endswith("s") else {word}


@lru_cache(maxsize=1)
def es_subtypes() -> dict[str, frozenset[str]]:
    """Folded Spanish subtype words (one word, singular or plural) → the English subtypes they name, lower case
    as :func:`subtypes.subtypes` spells them ("caballeros" → {"knight"}, "pantano" → {"swamp"})."""
    from .subtypes import subtypes

    rules = subtypes()
    out: dict[str, set[str]] = {}
    for row in _rows():
        english = str(row["en"]).lower()
        if row["kind"] != "subtype" or english not in rules:
            continue
        for form in _spanish_forms(row):
            if form.startswith("de ") or "-" in form:
                continue  # "de Urza" (205.3i) is said after its noun, never one word
            # a name of several words ("polilla parpadeante", "obrero de ensamblaje") is one hyphenated word in the
            # text the grammar reads (one_word_es_subtypes), as the object reader goes word by word
            spellings = _several_word_forms(form) if " " in form else {form, *_plurals(form)}
            for spelling in spellings:
                out.setdefault(spelling.replace(" ", "-"), set()).add(english)
    return {word: frozenset(names) for word, names in out.items()}


def _several_word_forms(form: str) -> set[str]:
    """A subtype of several words and its printed plurals: "hombre lobo" → "hombres lobo"; "polilla parpadeante" →
    "polillas parpadeantes"; "obrero de ensamblaje" → "obreros de ensamblaje" (the head noun, and an adjective after
    it, agree; what follows "de" / "del" does not)."""
    words = form.split()
    head = [sorted(_plurals(words[0]), key=len)[-1], *words[1:]]
    forms = {form, " ".join(head)}
    if words[1] not in ("de", "del"):
        forms.add(" ".join(sorted(_plurals(w), key=len)[-1] for w in words))
    return forms


@lru_cache(maxsize=1)
def _several_words_re() -> re.Pattern[str] | None:
    """The folded Spanish subtypes of several words and their plurals, longest first, as whole words."""
    names = sorted((w.replace("-", " ") for w in es_subtypes() if "-" in w), key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(map(re.escape, names)) + r")\b") if names else None


def one_word_es_subtypes(low: str) -> str:
    """Folded Spanish text with each subtype of several words kept one word, its spaces made hyphens ("la criatura
    obrero de ensamblaje objetivo" → "… obrero-de-ensamblaje …", 205.3m): the same length, so every position still
    points at the original words, and the grammar's WORD and the object reader take it whole, as English's
    "Assembly-Worker" (filter_subtypes.one_word_subtypes joins "Time Lord" so)."""
    pattern = _several_words_re()
    return pattern.sub(lambda m: m.group(0).replace(" ", "-"), low) if pattern is not None else low


def es_subtype(word: str) -> frozenset[str]:
    """The English subtypes a folded Spanish word names; empty when no terminology entry names it."""
    return es_subtypes().get(word, frozenset())


@lru_cache(maxsize=1)
def _spanish_subtype_names() -> dict[str, str]:
    """Lower-case English subtype → its Spanish name as the terminology prints it ("saproling" → "Saprolín")."""
    return {str(row["en"]).lower(): str(row["es"]) for row in _rows() if row["kind"] == "subtype"}


def spanish_subtype_name(english: str) -> str | None:
    """The Spanish a subtype is printed with ("zombie" → "Zombie", "knight" → "Caballero"); None when the
    terminology does not name it."""
    return _spanish_subtype_names().get(english.lower())


@lru_cache(maxsize=1)
def _spanish_keyword_names() -> dict[str, str]:
    """Lower-case English keyword → its Spanish name as the terminology prints it ("first strike" → "dañar primero")."""
    return {str(row["en"]).lower(): str(row["es"]) for row in _rows() if row["kind"] == "keyword_ability"}


def spanish_keyword_phrase(english: str) -> str | None:
    """A keyword as printed Spanish gives it to an object: "la habilidad de volar", "la habilidad de dañar primero"
    for a keyword named by a verb, "vigilancia", "toque mortal" for one named by a noun; None when the terminology
    does not name it."""
    name = _spanish_keyword_names().get(english.lower())
    if name is None:
        return None
    verb = name.split()[0].endswith(("ar", "er", "ir"))
    return f"la habilidad de {name}" if verb else name


def keyword_es(keyword: str) -> str:
    """A keyword the plan names in English, said as printed Spanish gives it to an object ("la habilidad de volar",
    "vigilancia", "protección contra el negro"): the one place a narration or a reading turns a keyword into Spanish,
    from the terminology (data/terms/en-es.jsonl). A keyword it does not name stays as the plan says it."""
    from .all_abilities import ALL_ABILITIES
    from .choice_words import protection_es

    word = keyword.strip()
    if word == ALL_ABILITIES:  # "pierde todas sus habilidades" (613.1f): no keyword, every ability
        return "todas sus habilidades"
    head, _, number = word.rpartition(" ")
    if head in NUMBERED_KEYWORDS and number.isdigit():  # "rampage 2" → "desenfreno 2": its number as printed (702.23a)
        return f"{_spanish_keyword_names().get(head, head)} {number}"
    head, brace, cost = word.partition(" {")
    if brace:  # "unearth {2}{B}" → "desenterrar {2}{B}": the keyword in Spanish, its cost as printed (702.84a)
        said = keyword_es(head)
        return word if said == head else said.removeprefix("la habilidad de ") + " {" + cost
    return protection_es(word) or spanish_keyword_phrase(word) or _typecycling_es(word) or word


def _typecycling_es(word: str) -> str | None:
    """"dinosaurcycling" → "ciclo de dinosaurio" (702.29e: cycling of a subtype, printed "ciclo de <subtype>" as the
    terminology's own typecycling rows are), for a subtype whose cycling the terminology does not list."""
    subtype = spanish_subtype_name(word.lower().removesuffix("cycling")) if word.lower().endswith("cycling") else None
    return f"{spanish_keyword_phrase('cycling')} de {subtype.lower()}" if subtype else None


@lru_cache(maxsize=1)
def _counter_names() -> tuple[dict[str, str], dict[str, str]]:
    """(folded Spanish counter name → English kind, English kind → printed Spanish name), from the terminology's
    counter rows: "contador de carga" ↔ "charge counter" gives "carga" ↔ "charge" (122.1)."""
    es_to_en: dict[str, str] = {}
    en_to_es: dict[str, str] = {}
    for row in _rows():
        english, spanish = str(row["en"]).lower(), str(row["es"])
        if row["kind"] != "counter" or not english.endswith(" counter") or not spanish.startswith("contador de "):
            continue
        kind, name = english.removesuffix(" counter"), spanish.removeprefix("contador de ")
        es_to_en[fold(name)] = kind
        en_to_es[kind] = name
    return es_to_en, en_to_es


def es_counter(name: str) -> str | None:
    """The English kind a printed Spanish counter name says ("carga" → charge, "volar" → flying); None when the
    terminology names no such counter (the words are refused, never kept in Spanish: the board says "charge")."""
    words = " ".join(fold(name).split())
    return _counter_names()[0].get(words) or es_keyword(words)  # "un contador de volar" (122.1b)


def counter_es(kind: str) -> str:
    """A counter's kind as printed Spanish says it after "contador": "+1/+1" stays, "charge" → "de carga"; a kind
    the terminology does not name stays as the plan says it."""
    name = _counter_names()[1].get(kind.lower()) or _spanish_keyword_names().get(kind.lower())  # "de volar" (122.1b)
    return f"de {name}" if name is not None else kind


def counter_word(kind: str, lang: str) -> str:
    """A counter's kind in a message's language: "charge" in English, "de carga" after Spanish "contadores"."""
    return counter_es(kind) if lang == "es" and kind else kind
