"""The EN↔ES terminology dictionary (``data/terms/en-es.jsonl``).

Used three ways: lookup (``translate``: exact, then fuzzy), the search index (``forms``),
and the translation checker (``check``: a Spanish text must use the dictionary's Spanish
for every unambiguous English term its source contains). Spanish matching is
inflection-tolerant: accent-folded tokens are Snowball-stemmed and a few function words
(articles, "de", "en"…) are ignored, so "arrollar" matches "arrolla" and "entra al campo
de batalla" matches "entra en el campo de batalla".
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz, process
from rapidfuzz.utils import default_process

from ..resources import data_path
from ..rules.text import fold
from .problems import Problem

DEFAULT_PATH = data_path("terms", "en-es.jsonl")
KINDS = (
    "glossary", "keyword_ability", "keyword_action", "card_type", "supertype", "subtype",
    "zone", "phase", "step", "counter", "term", "verb",
)
# Lookup order when several entries share a surface form: rules concepts before glossary rows.
_KIND_RANK = {k: i for i, k in enumerate(
    ("keyword_ability", "keyword_action", "zone", "step", "phase", "card_type", "supertype",
     "subtype", "counter", "term", "verb", "glossary"))}
FUZZY_CUTOFF = 80.0
# Optional fields written only when set, so a line without them stays as it was.
_WORDING_FIELDS = ("printed", "source", "community", "avoid", "en_pattern", "avoid_pattern")
# Spanish function words ignored when matching ("paso de inicio del combate" = "… de combate").
_ES_STOPWORDS = frozenset("a al de del el la las lo los un una unos unas en".split())
_TOKEN_RE = re.compile(r"[+-]?\d+/[+-]?\d+|\w+")
# English tokens keep punctuation as phrase boundaries: "artifact, creature" is not "artifact creature".
_EN_TOKEN_RE = re.compile(r"[+-]?\d+/[+-]?\d+|\w+|[^\w\s'-]")
_COORDINATORS = frozenset({"and", "or", "nor", "/"})
# English phrases that look like a term but are not one ("on the other hand").
_EN_IDIOMS = (
    "on the other hand", "long dash", "em dash", "power up", "reach the battlefield",
    "left-hand", "right-hand", "lands face up", "lands face down",
)


@dataclass(frozen=True)
class Term:
    """One dictionary entry: an English term, its Spanish form and their variants."""

    en: str
    es: str
    kind: str
    rules: tuple[str, ...] = ()
    en_aliases: tuple[str, ...] = ()
    es_aliases: tuple[str, ...] = ()
    check: bool = False
    # The wording side (issue #17), all optional: the Spanish as printed on cards/products and
    # where the chosen term comes from; community names and rejected variants, which lookup
    # finds but the checker never accepts; and, for wordings no single term captures ("As …
    # enters"), a regex on the English and one on the Spanish that must not go with it.
    printed: str | None = None
    source: str | None = None
    community: tuple[str, ...] = ()
    avoid: tuple[str, ...] = ()
    en_pattern: str | None = None
    avoid_pattern: str | None = None
    #: "game" (default): the meaning a player means by this Spanish or English form. "narrow": a
    #: rarer meaning of a form another entry uses in its usual game sense ("bloquear" is *block*;
    #: *lock*, a split-card Room's door, is narrow). Search maps a query word to its game sense.
    sense: str = "game"

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Term:
        kind = d["kind"]
        if kind not in KINDS:
            raise ValueError(f"unknown kind {kind!r} for {d.get('en')!r}")
        return cls(
            en=d["en"], es=d["es"], kind=kind, rules=tuple(d.get("rules", ())),
            en_aliases=tuple(d.get("en_aliases", ())), es_aliases=tuple(d.get("es_aliases", ())),
            check=bool(d.get("check", False)), sense=_sense(d.get("sense", "game")),
            printed=d.get("printed"), source=d.get("source"), community=tuple(d.get("community", ())),
            avoid=tuple(d.get("avoid", ())), en_pattern=d.get("en_pattern"), avoid_pattern=d.get("avoid_pattern"),
        )

    def to_dict(self) -> dict[str, Any]:
        out = {"en": self.en, "es": self.es, "kind": self.kind, "rules": list(self.rules),
               "en_aliases": list(self.en_aliases), "es_aliases": list(self.es_aliases), "check": self.check,
               **{k: v if isinstance(v, str) else list(v) for k in _WORDING_FIELDS if (v := getattr(self, k))}}
        if self.sense != "game":
            out["sense"] = self.sense
        return out

    @property
    def narrow(self) -> bool:
        """Whether this is a narrow sense of its surface forms (see ``sense``)."""
        return self.sense == "narrow"

    def surface(self, lang: str) -> tuple[str, ...]:
        """The term and its aliases in ``lang`` ("en" or "es")."""
        if lang == "en":
            return (self.en, *self.en_aliases)
        if lang == "es":
            return (self.es, *self.es_aliases)
        raise ValueError(f"unknown language {lang!r}")


SENSES = ("game", "narrow")


def _sense(value: str) -> str:
    if value not in SENSES:
        raise ValueError(f"unknown sense {value!r} (want one of {', '.join(SENSES)})")
    return value


def tokens(text: str) -> list[str]:
    """Folded word tokens; "+1/+1" stays one token, hyphens and apostrophes split words."""
    return _TOKEN_RE.findall(fold(text).replace("_", " "))


def en_tokens(text: str) -> list[str]:
    """Like ``tokens`` but punctuation marks (, . ; : ( ) " / …) are kept as tokens."""
    return _EN_TOKEN_RE.findall(fold(text).replace("_", " "))


@lru_cache(maxsize=1)
def _stemmer() -> Any:
    import snowballstemmer

    return snowballstemmer.stemmer("spanish")


# An accented verb with attached pronouns ("exíliala", "sacrifícalo", "dáselo"): drop them.
_ENCLITIC_RE = re.compile(r"\b(\w*[áéíóú]\w*?)(?:(?:se)?(?:la|las|lo|los|le|les)|se|me|te|nos)\b", re.IGNORECASE)
# Final vowel (+n/s) of a stem: "entra"/"entre"/"entren" are one verb; Snowball leaves short words alone.
_FINAL_VOWEL_RE = re.compile(r"(?:[aeiou]n?|[aeiou]s)$")


_INFINITIVE_RE = re.compile(r"(?:ar|er|ir)$")


def _es_key(stem: str) -> str:
    # Snowball leaves "perderá"/"perdería" as "perder" but "perder" as "perd": drop -ar/-er/-ir too.
    for pattern in (_INFINITIVE_RE, _FINAL_VOWEL_RE):
        short = pattern.sub("", stem)
        if len(short) >= 3:
            stem = short
    return stem


@lru_cache(maxsize=1 << 14)
def es_stems(text: str) -> tuple[str, ...]:
    """Inflection-insensitive Spanish tokens: folded, Snowball-stemmed, function words dropped.

    Kept per text (a pure function of it, and a tuple): a whole check (checker.py) stemmed each Spanish entry twice,
    once for the dictionary's terms and once for the rejected wordings, about a third of its CPU; and a process that
    checks again (the i18n tests plant one wrong entry and check the whole translation) stems only what changed."""
    text = _ENCLITIC_RE.sub(r"\1", text)
    words = [t for t in tokens(text) if t not in _ES_STOPWORDS]
    return tuple(_es_key(s) for s in _stemmer().stemWords(words))


def _contains(haystack: tuple[str, ...], needle: tuple[str, ...]) -> bool:
    n = len(needle)
    if not n:
        return False
    first = needle[0]
    if first not in haystack:  # most needles (the rejected wordings, each looked for in every entry): one C-level scan
        return False
    return any(haystack[i] == first and haystack[i:i + n] == needle for i in range(len(haystack) - n + 1))


@dataclass
class Terminology:
    """The loaded dictionary with lookup, search-index and consistency-check helpers."""

    entries: list[Term] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._exact: dict[str, dict[str, list[Term]]] = {"en": {}, "es": {}}
        for term in self.entries:
            for lang in ("en", "es"):
                # Community names and rejected variants are found too (users type them).
                for form in (*term.surface(lang), *term.community, *(term.avoid if lang == "es" else ())):
                    key = fold(form)
                    if key and term not in self._exact[lang].setdefault(key, []):
                        self._exact[lang][key].append(term)
        for table in self._exact.values():
            for terms in table.values():
                # The game sense of a shared form first ("bloquear": block before lock).
                terms.sort(key=lambda t: (t.narrow, _KIND_RANK.get(t.kind, 99)))
        self._choices = {lang: list(self._exact[lang]) for lang in ("en", "es")}
        # English check forms, indexed by first token: (token tuple, terms), longest first.
        index: dict[str, dict[tuple[str, ...], list[Term]]] = {}
        for term in self.entries:
            if not term.check:
                continue
            for form in term.surface("en"):
                toks = tuple(en_tokens(form))
                if toks:
                    index.setdefault(toks[0], {}).setdefault(toks, []).append(term)
        for idiom in _EN_IDIOMS:
            toks = tuple(en_tokens(idiom))
            index.setdefault(toks[0], {}).setdefault(toks, [])
        self._en_index = {
            first: sorted(forms.items(), key=lambda kv: -len(kv[0])) for first, forms in index.items()
        }
        self._es_forms: dict[Term, list[tuple[str, ...]]] = {}

    @classmethod
    def load(cls, path: Path = DEFAULT_PATH) -> Terminology:
        """Read a JSONL dictionary (one entry per line; blank lines ignored)."""
        entries = []
        for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
            if line.strip():
                try:
                    entries.append(Term.from_dict(json.loads(line)))
                except (ValueError, KeyError) as exc:
                    raise ValueError(f"{path}:{n}: {exc}") from exc
        return cls(entries)

    def __len__(self) -> int:
        return len(self.entries)

    def translate(self, text: str, from_lang: str = "en") -> list[Term]:
        """Entries whose term or alias matches ``text``, best first; [] when nothing is close."""
        return self.lookup(text, from_lang)[1]

    def lookup(self, text: str, from_lang: str = "en") -> tuple[str, list[Term]]:
        """Like :meth:`translate`, and also the language ``text`` was found in.

        Tries, in order: an exact (accent-, case- and punctuation-insensitive) match in
        ``from_lang``, an exact match in the other language (users mix them), then the closest
        forms by fuzzy ratio (``FUZZY_CUTOFF``), again ``from_lang`` first.
        """
        if from_lang not in self._exact:
            raise ValueError(f"unknown language {from_lang!r}")
        key = fold(text)
        if not key:
            return from_lang, []
        langs = (from_lang, "es" if from_lang == "en" else "en")
        for lang in langs:
            exact = self._exact[lang].get(key)
            if exact:
                return lang, list(exact)
        for lang in langs:
            found: list[Term] = []
            hits = process.extract(
                key, self._choices[lang], scorer=fuzz.ratio, processor=default_process,
                score_cutoff=FUZZY_CUTOFF, limit=10,
            )
            for form, _score, _ in hits:
                found.extend(t for t in self._exact[lang][form] if t not in found)
            if found:
                return lang, found
        return from_lang, []

    def forms(self, lang: str) -> dict[str, list[Term]]:
        """Folded surface form (term and aliases) → entries, for the search index."""
        if lang not in self._exact:
            raise ValueError(f"unknown language {lang!r}")
        return {form: list(terms) for form, terms in self._exact[lang].items()}

    def senses(self, form: str, lang: str) -> list[Term]:
        """The entries a folded form means in ``lang``, narrow senses left out when a game sense
        shares the form: "bloquear" → [block], "equipo" → [Equipment, team] (context decides)."""
        found = self._exact.get(lang, {}).get(fold(form), [])
        usual = [t for t in found if not t.narrow]
        return usual or list(found)

    def english_terms(self, english: str, spanish: str | None = None) -> list[Term]:
        """Check-terms in an English text: the longest phrase at each position, left to right.

        A multi-word phrase next to "and"/"or" is skipped, since Spanish shares its noun
        between both sides ("replacement and/or prevention effects" → "efectos de reemplazo
        y/o de prevención"). With ``spanish``, an occurrence whose English words also appear
        in the Spanish is skipped too: it is a card name kept in English ("Daunting Defender").
        """
        toks = en_tokens(english)
        kept = set(tokens(spanish)) if spanish is not None else set()
        found: list[Term] = []
        i = 0
        while i < len(toks):
            for form, terms in self._en_index.get(toks[i], ()):
                n = len(form)
                if tuple(toks[i:i + n]) != form:
                    continue
                skip = not terms
                before = bool(i) and toks[i - 1] in _COORDINATORS
                after = i + n < len(toks) and toks[i + n] in _COORDINATORS
                if n > 1 and (before or after):
                    skip = True
                words = [t for t in form if t[0].isalnum()]
                if kept and words and all(w in kept for w in words):
                    skip = True
                if not skip:
                    found.extend(t for t in terms if t not in found)
                i += n
                break
            else:
                i += 1
        return found

    def _spanish_forms(self, term: Term) -> list[tuple[str, ...]]:
        forms = self._es_forms.get(term)
        if forms is None:
            forms = [s for s in (es_stems(f) for f in term.surface("es")) if s]
            self._es_forms[term] = forms
        return forms

    def uses(self, term: Term, spanish: str | tuple[str, ...]) -> bool:
        """Whether the Spanish text contains the term's Spanish form or an alias (any inflection)."""
        stems = spanish if isinstance(spanish, tuple) else es_stems(spanish)
        return any(_contains(stems, form) for form in self._spanish_forms(term))

    def check(self, id_: str, english: str, spanish: str) -> list[Problem]:
        """Terminology problems of one translated entry (see the module docstring)."""

        if id_.startswith("glossary/"):
            # A glossary source is "headword\ndefinition"; the Spanish holds only the definition.
            english = english.split("\n", 1)[1] if "\n" in english else ""
        stems = es_stems(spanish)
        problems: list[Problem] = []
        groups: dict[str, list[Term]] = {}
        for term in self.english_terms(english, spanish):
            groups.setdefault(fold(term.en), []).append(term)
        for terms in groups.values():
            # Entries sharing an English form (exile: the zone and the action) are alternatives.
            if not any(self.uses(t, stems) for t in terms):
                t = terms[0]
                problems.append(Problem(id_, "terminology", f"{t.en} → expected {t.es} (or an alias)"))
        return problems
