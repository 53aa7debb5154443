"""Counted nouns with plural and gender agreement, in English and Spanish, from one table.

``count(1, "life", "es")`` → ``"1 vida"``, ``count(3, "life", "es")`` → ``"3 vidas"``,
``count(1, "creature", "es", words=True)`` → ``"una criatura"``. Every generated sentence that
puts a number before a noun goes through here, so agreement is decided in one place.

:data:`NOUNS` is the one owner of a noun's forms and its Spanish gender. A catalogue template
that is filled with a noun gets a :class:`Counted` or a :class:`NounRef` and asks for the form it
needs (see :func:`inflect`): ``"depende {prop:del}; indíca{prop:lo}"`` → "depende del valor de
maná; indícalo" / "depende de la fuerza; indícala", so no template fixes an article or a gender.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..catalog import is_one


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
    # "a black source of your choice" with none on the board (609.7a)
    "damage_source": Noun(("source of that kind", "sources of that kind"),
                          ("fuente de ese tipo", "fuentes de ese tipo"), feminine=True),
    "vote": Noun(("vote", "votes"), ("voto", "votos")),
    "choice": Noun(("choice", "choices"), ("elección", "elecciones"), feminine=True),
    "step": Noun(("step", "steps"), ("paso", "pasos")),
    "second": Noun(("second", "seconds"), ("segundo", "segundos")),
    "minute": Noun(("minute", "minutes"), ("minuto", "minutos")),
    "result": Noun(("result", "results"), ("resultado", "resultados")),
    "rule": Noun(("rule", "rules"), ("regla", "reglas"), feminine=True),
    "page": Noun(("page", "pages"), ("página", "páginas"), feminine=True),
    "mana": Noun(("mana", "mana"), ("maná", "maná")),
    # card types a scenario or a card text names (apnap "what" and "— (sin criaturas)")
    "battle": Noun(("battle", "battles"), ("batalla", "batallas"), feminine=True),
    "instant": Noun(("instant", "instants"), ("instantáneo", "instantáneos")),
    "sorcery": Noun(("sorcery", "sorceries"), ("conjuro", "conjuros")),
    "kindred": Noun(("kindred card", "kindred cards"), ("carta afín", "cartas afines"), feminine=True),
    # object characteristics a scenario may have to give (apnap "prop")
    "mana_value": Noun(("mana value", "mana values"), ("valor de maná", "valores de maná")),
    "power": Noun(("power", "powers"), ("fuerza", "fuerzas"), feminine=True),
    "toughness": Noun(("toughness", "toughnesses"), ("resistencia", "resistencias"), feminine=True),
    # zones (apnap "zone")
    "battlefield": Noun(("battlefield", "battlefields"), ("campo de batalla", "campos de batalla")),
    "exile": Noun(("exile zone", "exile zones"), ("zona de exilio", "zonas de exilio"), feminine=True),
    "graveyard": Noun(("graveyard", "graveyards"), ("cementerio", "cementerios")),
    "hand": Noun(("hand", "hands"), ("mano", "manos"), feminine=True),
    "library": Noun(("library", "libraries"), ("biblioteca", "bibliotecas"), feminine=True),
}

_EN_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_ES_WORDS = ("cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez")


def noun(key: str, n: int, lang: str = "en") -> str:
    """The noun alone, singular for exactly one (``-1`` too), plural otherwise (``0 vidas``)."""
    entry = NOUNS[key]
    singular, plural = entry.es if lang == "es" else entry.en
    return singular if is_one(n) else plural


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

    def inflect(self, lang: str, form: str) -> str:
        return inflect(self.key, self.n, lang, form, counted=True, words=self.words)


@dataclass(frozen=True, slots=True)
class NounRef:
    """A noun without a number ("la fuerza", "todas las manos"), filled into a template that asks
    for the article or pronoun it needs."""

    key: str
    many: bool = False

    @property
    def n(self) -> int:
        return 2 if self.many else 1

    def localize(self, lang: str) -> str:
        return noun(self.key, self.n, lang)

    def inflect(self, lang: str, form: str) -> str:
        return inflect(self.key, self.n, lang, form)


# Spanish determiners and pronouns by (feminine, plural).
_ES_FORMS: dict[str, tuple[str, str, str, str]] = {  # masc sg, fem sg, masc pl, fem pl
    "el": ("el", "la", "los", "las"),
    "del": ("del", "de la", "de los", "de las"),
    "al": ("al", "a la", "a los", "a las"),
    "un": ("un", "una", "unos", "unas"),
    "ningun": ("ningún", "ninguna", "ningún", "ninguna"),
    "todos": ("todo el", "toda la", "todos los", "todas las"),
    "este": ("este", "esta", "estos", "estas"),
}
_ES_PRONOUNS = {"lo": ("lo", "la", "los", "las")}


def inflect(key: str, n: int, lang: str, form: str, *, counted: bool = False, words: bool = False) -> str:
    """One form of a noun for a template (``{param:form}``), agreeing in gender and number.

    Both languages: "" (the noun, with its count when counted), ``noun`` (the noun alone),
    ``words`` ("tres cartas", "una criatura"). Spanish: ``el`` ``del`` ``al`` ``un`` ``ningun``
    ``todos`` ``este`` (the determiner and the noun: "del valor de maná", "ninguna criatura"),
    ``lo`` (the pronoun alone: "indícalo"/"indícala"), ``masc/fem`` (a word picked by gender:
    ``{noun:cuántos/cuántas}``). English: ``the``, ``a``, ``no``, ``it``. A form the language
    has not is a ValueError (the catalogue then shows the raw template, and a test fails)."""
    entry = NOUNS[key]
    if n == 0 and form in ("ningun", "no"):
        n = 1  # "ninguna criatura", "no creature"
    word = noun(key, n, lang)
    head = number_word(n, lang, feminine=entry.feminine) if words else str(n)
    phrase = f"{head} {word}" if counted else word
    if form == "":
        return phrase
    if form == "noun":
        return word
    if form == "words":  # "a creature" / "una criatura", "two cards" / "dos cartas"
        if lang != "es" and n == 1:
            return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"
        return f"{number_word(n, lang, feminine=entry.feminine)} {word}"
    plural = not is_one(n)
    found = (_es_form if lang == "es" else _en_form)(key, form, phrase, word, plural, counted)
    if found is None:
        raise ValueError(f"no form {form!r} in {lang!r}")
    return found


def _es_form(key: str, form: str, phrase: str, word: str, plural: bool, counted: bool) -> str | None:
    """A Spanish determiner or pronoun agreeing with the noun's gender and number, or None."""
    entry = NOUNS[key]
    index = int(entry.feminine) + 2 * int(plural)
    if "/" in form:
        masc, _, fem = form.partition("/")
        return fem if entry.feminine else masc
    if form in _ES_PRONOUNS:
        return _ES_PRONOUNS[form][index]
    if form in _ES_FORMS:
        det = _ES_FORMS[form][index]
        return f"{det} {noun(key, 1, 'es') if form == 'ningun' else phrase}"
    return None


def _en_form(key: str, form: str, phrase: str, word: str, plural: bool, counted: bool) -> str | None:
    """An English article or pronoun for the noun, or None."""
    if "/" in form:
        return form.partition("/")[0]
    if form == "the":
        return f"the {phrase}"
    if form == "a":
        return phrase if plural or counted else f"{'an' if word[0] in 'aeiou' else 'a'} {word}"
    if form == "no":
        return f"no {noun(key, 1, 'en')}"
    if form == "it":
        return "them" if plural else "it"
    return None


def indefinite(key: str, lang: str = "en") -> str:
    """"a creature" / "una criatura", "an artifact" / "un artefacto"."""
    entry = NOUNS[key]
    if lang == "es":
        return f"{'una' if entry.feminine else 'un'} {entry.es[0]}"
    word = entry.en[0]
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


# Supertypes and "token" said as adjectives after the type noun: "tierra básica", "artefacto legendario".
_ES_TYPE_ADJECTIVES = {"basic": ("básico", "básica"), "legendary": ("legendario", "legendaria"),
                       "snow": ("nevado", "nevada"), "world": ("mundial", "mundial"), "token": ("ficha", "ficha"),
                       "ongoing": ("continuo", "continua"), "elite": ("élite", "élite")}
_NOUN_FIRST = ("creature", "land", "artifact", "enchantment", "planeswalker", "battle", "instant", "sorcery",
               "kindred")


def type_words(types: list[str] | tuple[str, ...] | frozenset[str], lang: str = "en") -> str:
    """An object's type words for a menu line: "land, basic" in English as stored; in Spanish the
    nouns first and the supertypes agreeing with them: "tierra básica", "criatura artefacto"."""
    if lang != "es":
        return ", ".join(types)
    nouns = sorted((w for w in types if w in NOUNS and w != "token"),
                   key=lambda w: _NOUN_FIRST.index(w) if w in _NOUN_FIRST else len(_NOUN_FIRST))
    feminine = bool(nouns) and NOUNS[nouns[0]].feminine
    words = [NOUNS[w].es[0] for w in nouns]
    words += [_ES_TYPE_ADJECTIVES[w][int(feminine)] for w in sorted(types) if w in _ES_TYPE_ADJECTIVES]
    words += [w for w in sorted(types) if w not in NOUNS and w not in _ES_TYPE_ADJECTIVES]
    return " ".join(words)
