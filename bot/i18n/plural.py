"""Counted nouns with plural and gender agreement, in English and Spanish, from one table.

``count(1, "life", "es")`` → ``"1 vida"``, ``count(3, "life", "es")`` → ``"3 vidas"``,
``count(1, "creature", "es", words=True)`` → ``"una criatura"``. Every generated sentence that
puts a number before a noun goes through here, so agreement is decided in one place.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Noun:
    en: tuple[str, str]  # singular, plural
    es: tuple[str, str]
    feminine: bool = False  # Spanish gender: "una criatura", "un jugador"


NOUNS: dict[str, Noun] = {
    "life": Noun(("life", "life"), ("vida", "vidas"), feminine=True),
    "card": Noun(("card", "cards"), ("carta", "cartas"), feminine=True),
    "creature": Noun(("creature", "creatures"), ("criatura", "criaturas"), feminine=True),
    "land": Noun(("land", "lands"), ("tierra", "tierras"), feminine=True),
    "permanent": Noun(("permanent", "permanents"), ("permanente", "permanentes")),
    "artifact": Noun(("artifact", "artifacts"), ("artefacto", "artefactos")),
    "enchantment": Noun(("enchantment", "enchantments"), ("encantamiento", "encantamientos")),
    "planeswalker": Noun(("planeswalker", "planeswalkers"), ("planeswalker", "planeswalkers")),
    "token": Noun(("token", "tokens"), ("ficha", "fichas"), feminine=True),
    "player": Noun(("player", "players"), ("jugador", "jugadores")),
    "opponent": Noun(("opponent", "opponents"), ("oponente", "oponentes")),
    "turn": Noun(("turn", "turns"), ("turno", "turnos")),
    "damage": Noun(("damage", "damage"), ("punto de daño", "puntos de daño")),
    "counter": Noun(("counter", "counters"), ("contador", "contadores")),
    "spell": Noun(("spell", "spells"), ("hechizo", "hechizos")),
    "vote": Noun(("vote", "votes"), ("voto", "votos")),
    "choice": Noun(("choice", "choices"), ("elección", "elecciones"), feminine=True),
    "step": Noun(("step", "steps"), ("paso", "pasos")),
    "second": Noun(("second", "seconds"), ("segundo", "segundos")),
    "minute": Noun(("minute", "minutes"), ("minuto", "minutos")),
    "result": Noun(("result", "results"), ("resultado", "resultados")),
    "rule": Noun(("rule", "rules"), ("regla", "reglas"), feminine=True),
    "page": Noun(("page", "pages"), ("página", "páginas"), feminine=True),
    "mana": Noun(("mana", "mana"), ("maná", "maná")),
}

_EN_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_ES_WORDS = ("cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez")


def noun(key: str, n: int, lang: str = "en") -> str:
    """The noun alone, singular for exactly one (``-1`` too), plural otherwise (``0 vidas``)."""
    entry = NOUNS[key]
    singular, plural = entry.es if lang == "es" else entry.en
    return singular if abs(n) == 1 else plural


def number_word(n: int, lang: str = "en", *, feminine: bool = False) -> str:
    """``2`` → "two"/"dos"; Spanish "uno" agrees ("una", "un"); beyond ten, the digits."""
    if not 0 <= n <= 10:
        return str(n)
    if lang != "es":
        return _EN_WORDS[n]
    if n == 1:
        return "una" if feminine else "un"
    return _ES_WORDS[n]


def count(n: int, key: str, lang: str = "en", *, words: bool = False) -> str:
    """``count(3, "life", "es")`` → "3 vidas"; with ``words``, "tres vidas" / "una criatura"."""
    entry = NOUNS[key]
    head = number_word(n, lang, feminine=entry.feminine) if words else str(n)
    return f"{head} {noun(key, n, lang)}"


@dataclass(frozen=True, slots=True)
class Counted:
    """``count(n, key)`` deferred until the language is known: a parameter of a catalogue message
    (an error raised in one place and shown in the reader's language elsewhere)."""

    n: int
    key: str
    words: bool = False

    def localize(self, lang: str) -> str:
        return count(self.n, self.key, lang, words=self.words)


def indefinite(key: str, lang: str = "en") -> str:
    """"a creature" / "una criatura", "an artifact" / "un artefacto"."""
    entry = NOUNS[key]
    if lang == "es":
        return f"{'una' if entry.feminine else 'un'} {entry.es[0]}"
    word = entry.en[0]
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"
