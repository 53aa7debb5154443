"""Turning text into search terms: fold, split, drop stopwords, stem (English or Spanish)."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Any

import snowballstemmer

WORD_RE = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")

EN_STOP = frozenset(
    ["a", "an", "and", "are", "as", "at", "be", "been", "but", "by", "can", "could", "did", "do", "does", "doing",
     "for", "from", "had", "has", "have", "how", "i", "if", "in", "into", "is", "it", "its", "it's", "me", "my", "of",
     "on", "or", "our", "so", "than", "that", "the", "their", "them", "then", "there", "these", "they", "this", "those",
     "to", "was", "we", "were", "what", "when", "where", "which", "while", "who", "whom", "why", "will", "with",
     "would", "you", "your", "yours", "i'm", "i've", "do", "does", "don't", "doesn't", "happens", "happen", "what's",
     "get", "gets", "got", "just", "also", "any", "some", "work", "works", "mean", "means", "i'd", "i'll", "can't",
     "cannot", "im", "dont", "doesnt", "whats", "hey", "pls", "please"]
)
ES_STOP = frozenset(
    ["a", "al", "algo", "algun", "alguna", "algunas", "alguno", "algunos", "ante", "como", "con", "contra", "cual",
     "cuales", "cuando", "de", "del", "desde", "donde", "durante", "e", "el", "ella", "ellas", "ellos", "en", "entre",
     "era", "es", "esa", "esas", "ese", "eso", "esos", "esta", "estan", "estas", "este", "esto", "estos", "fue", "ha",
     "hay", "la", "las", "le", "les", "lo", "los", "mas", "me", "mi", "mis", "muy", "ni", "no", "nos", "o", "os",
     "otra", "otro", "para", "pero", "por", "porque", "que", "quien", "se", "sea", "ser", "si", "sin", "sobre", "solo",
     "son", "su", "sus", "tambien", "te", "tengo", "tiene", "tu", "tus", "un", "una", "uno", "unos", "y", "ya", "yo",
     "puedo", "puede", "pasa", "que", "puedes", "pueden", "podria", "tener", "tienen", "tienes", "cuanto", "cuanta",
     "cuantos", "cuantas", "pasan", "ocurre", "sucede", "funciona", "funcionan", "significa", "hola", "alguien", "ke",
     "q", "pq", "xq", "porfa", "favor", "eso", "esto"]
)

_STEMMERS: dict[str, snowballstemmer.stemmer] = {}


def stemmer(lang: str) -> Any:
    if lang not in _STEMMERS:
        _STEMMERS[lang] = snowballstemmer.stemmer("spanish" if lang == "es" else "english")
    return _STEMMERS[lang]


def words(text: str) -> list[str]:
    """Folded words (lowercase, no accents, straight apostrophes).

    Equivalent to ``WORD_RE.findall(fold(text))`` for word characters, but done with C-level
    NFKD and ASCII encoding: search only keeps ``[a-z0-9']`` anyway, and this runs for every
    rule at index build time.
    """
    text = text.replace("’", "'").replace("‘", "'")
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    return WORD_RE.findall(text)


@lru_cache(maxsize=65536)
def stem(word: str, lang: str) -> str:
    # Possessives and contractions: "player's" → "player", "can't" → "can't" (kept whole).
    word = word.removesuffix("'s")
    return str(stemmer(lang).stemWord(word))


def terms(text: str, lang: str, *, keep_stopwords: bool = False) -> list[str]:
    """Stemmed search terms of ``text`` in ``lang``."""
    stop = ES_STOP if lang == "es" else EN_STOP
    return [stem(w, lang) for w in words(text) if keep_stopwords or w not in stop]


_ES_MARKS = re.compile(r"[ñáéíóú¿¡]")


def detect_lang(text: str, spanish_terms: set[str] | None = None, english_terms: set[str] | None = None) -> str:
    """``es`` or ``en``: Spanish punctuation and letters, then stopwords, then known game terms."""
    lowered = text.lower()
    if _ES_MARKS.search(lowered):
        return "es"
    ws = words(text)
    if not ws:
        return "en"
    es = sum(w in ES_STOP for w in ws)
    en = sum(w in EN_STOP for w in ws)
    if es != en:
        return "es" if es > en else "en"
    folded = " ".join(ws)
    if spanish_terms and folded in spanish_terms and not (english_terms and folded in english_terms):
        return "es"
    return "en"
