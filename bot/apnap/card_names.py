"""The names a card's text calls its own card by: its full name and the part before a comma, or, for pasted
text, the names found where Oracle text names a card itself (its trigger, its damage, its costs).

Why a module of its own: the reader of abilities (oracle.py), the scenario and the engine all need to know
when a name means the source, and one place decides it, by where a name stands, never by a list of names.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .grammar.text import clean_spaces, fold


def short_names(name: str) -> tuple[str, ...]:
    """The names a card's text may call itself: the full name and the part before a comma ("Rankle")."""
    full = clean_spaces(name)
    names = [full]
    if "," in full:
        names.append(full.split(",")[0].strip())
    return tuple(n for n in names if n)


# A name: capitalised words, joined by spaces, commas or the small words card names use ("Name, Title",
# "Name, First of Place", "Name, the Title").
_NAME = r"[A-Z][\w'’\-]*(?:(?:,? |, the | of | the | to | from | in | and | of the )[A-Z][\w'’\-]*)*"
# Where Oracle text names the card itself: its trigger, its damage, its costs, its owner.
_SELF_NAME_RES = tuple(re.compile(p) for p in (
    rf"\b(?:When|Whenever|As) (?P<name>{_NAME}) (?:enters|dies|deals|attacks|blocks|is |becomes|leaves|transforms|"
    rf"attacked)",
    rf"(?:^|[.:]\s|, )(?P<name>{_NAME}) deals\b",
    rf"\b(?:[Ss]acrifice|[Ee]xile|[Dd]estroy|[Rr]eturn|[Uu]ntaps?|[Tt]ap|[Tt]ransform) (?P<name>{_NAME})"
    r"(?=[.,:]| from | to | and | during | unless (?:you|they) pay)",  # "sacrifice Chromium unless you pay {W}{U}{B}"
    rf"(?P<name>{_NAME})['’]s (?:owner|controller|power|toughness)\b",
    rf"\bcounters? on (?P<name>{_NAME})(?=[.,]| for )",
    rf"\bshares a creature type with (?P<name>{_NAME})(?=[.,])",  # kinship names its own card (205.3m)
    rf"\bcounters? from (?P<name>{_NAME})(?=[.,])",
    rf"\bgains? control of (?P<name>{_NAME})(?=[.,])",
    rf"\b[Rr]egenerate (?P<name>{_NAME})(?=[.,])",  # "{B}: Regenerate Drudge Skeletons." (701.19a)
    # "Prevent all combat damage that would be dealt to Guard Gomazoa." (615.1a): the shielded card itself
    rf"\bwould be dealt to (?P<name>{_NAME})(?=[.,]| by | this turn)",
    rf"(?:^|:\s)(?P<name>{_NAME}) can't be regenerated\b",  # "{1}: Clergy of the Holy Nimbus can't be regenerated …"
    rf"\bable to block (?P<name>{_NAME}) do so\b",  # "All creatures able to block Taunting Elf do so." (509.1c)
    rf"(?:^|[.:]\s|, )(?P<name>{_NAME}) assigns no combat damage\b",  # "… Laccolith Grunt assigns no combat damage"
    rf"\bhave (?P<name>{_NAME}) assign its combat damage\b",  # "You may have Rhox assign its combat damage …"
    rf"\bIf (?P<name>{_NAME}) would\b",  # "If Charging Tuskodon would deal combat damage …" (614.1a): the card itself
    rf"\bdealt damage by (?P<name>{_NAME}) this turn\b",  # "If a creature dealt damage by Kumano this turn would die"
    rf"\b[Aa]s long as (?P<name>{_NAME}) (?:is|has|isn't)\b",  # "As long as Adanto Vanguard is attacking, it …"
))
# The sentence's subject: "{B}: Slithering Shade gets +1/+1 until end of turn", "…, Mogg Sentry gains flying until end
# of turn", "Gravecrawler can't block.": a singular verb, so "Creatures you control get …" never reads as a name, and
# a plural creature type ("Beasts can't block") is no name either (checked in self_names).
# A line of its own counts as a sentence start ("Flying\nCarrion Crow enters the battlefield tapped."): re.M.
_SUBJECT_NAME_RE = re.compile(rf"(?:^|[.:\u2014]\s|, )(?P<name>{_NAME}) (?:gets [+\-]|gains |"
                              r"enters the battlefield tapped\b|can't (?:attack|block|be blocked)\b|"
                              r"attacks each combat\b|blocks each combat\b|can block\b|doesn't untap\b|"
                              r"has (?!the\b)[a-z])", re.M)
_NOT_NAMES = frozenset({"Each", "Target", "This", "That", "You", "Your", "It", "Its", "Players", "Creatures", "All",
                        "Then", "If", "When", "Whenever", "At", "As", "Choose", "Put", "Each Player", "The",
                        "Enchanted", "Equipped", "Fortified", "Another", "Other", "Attacking", "Blocking", "Until"})


@lru_cache(maxsize=1024)
def self_names(text: str) -> tuple[str, ...]:
    """The names pasted text calls its own card by, found where Oracle text names a card itself ("When
    Fleshbag Marauder enters …", "Sacrifice Cliffside Rescuer:", "Exile Time Reversal."), longest first.

    Why: players paste what is printed, and the card's name is in it; read as "this permanent" it
    means the source, never a thing the grammar does not know. Found by where it stands, not by a list."""
    from .grammar.subtypes import subtype_forms

    found: dict[str, None] = dict.fromkeys(_spanish_self_names(text))
    for pattern in (*_SELF_NAME_RES, _SUBJECT_NAME_RE):
        for m in pattern.finditer(text):
            name = m["name"].strip(" ,")
            plural_type = pattern is _SUBJECT_NAME_RE and " " not in name and fold(name) not in subtype_forms(
                fold(name)) and bool(subtype_forms(fold(name)))  # "Beasts can't block": a kind, not a name
            if name not in _NOT_NAMES and not name.startswith(tuple(f"{w} " for w in _NOT_NAMES)) and not plural_type:
                found[name] = None
    names = {n for name in found for n in short_names(name)}
    return tuple(sorted(names, key=len, reverse=True))


@lru_cache(maxsize=256)  # pure: a card asked for again (its other abilities, a board object's text) is not read again
def own_names(card: str | None, text: str, lang: str | None) -> tuple[str, ...]:
    """The names a scenario's text calls its source by: the named card's (``card:``), or those pasted text uses.
    Printed Spanish also calls a card by its Spanish name, which the card database (English) does not know: a
    Spanish text's own names are added to the card's (unless the text is English: Spanish names are found only where
    Spanish verbs stand, so a text of unknown language loses nothing)."""
    if not card:
        return self_names(text)
    names = short_names(card)
    if lang != "en":
        found = {short for name in _spanish_self_names(text) for short in short_names(name)}
        names += tuple(n for n in found if n not in names)
    return tuple(sorted(names, key=len, reverse=True))


# Printed Spanish names its card the same way, by where the name stands, but the name is in sentence case
# ("Central eléctrica de Urza", "Autómata aumentador"), may follow an article ("Cuando el Ángel de Serra entre"),
# and holds commas ("Jaya, pirómana venerada"). So a name here is a capital letter and then any words, as few as
# let the verb that marks the place follow; every start is tried (the lookahead finds overlapping matches), and a
# start that is a word of the sentence ("Cada", "Esta", "Al comienzo de …, ") is no name.
_ES_NAME = r"[A-ZÁÉÍÓÚÑ][\w'’\-]*(?:,? [\w'’\-]+){0,6}?"
_ES_ARTICLE = r"(?:(?:[Ee]l|[Ll]a|[Ll]os|[Ll]as) )?"
_ES_SELF_NAME_RES = tuple(re.compile(p) for p in (
    rf"\b(?:Cuando|Siempre que|Mientras) {_ES_ARTICLE}(?P<name>{_ES_NAME}) (?:entre|muera|haga|inflija|ataque|bloquee|"
    r"sea |se convierta|deje|se gire|se transforme|esté)\b",
    rf"(?=(?:^|(?<=[.:]\s)|(?<=, )){_ES_ARTICLE}(?P<name>{_ES_NAME}) (?:te |le )?(?:hace|inflige) (?:\d+|X|un) "
    r"(?:puntos? de )?daño)",
    rf"\b(?:[Ss]acrifica|[Ee]xilia|[Dd]estruye|[Rr]egresa|[Ee]ndereza|[Gg]ira|[Tt]ransforma|[Rr]egenera|[Ss]acrificar|"
    rf"[Ee]xiliar|[Dd]escartar|[Rr]egresar|[Gg]irar|[Ee]nderezar) (?:a )?{_ES_ARTICLE}"
    rf"(?P<name>{_ES_NAME})(?=[.,:]| de (?:tu|su|sus|tus|un|una|el|la|los|las) | a | y | durante | a menos que)",
    rf"\bcontador(?:es)? (?:[^.]*? )?sobre {_ES_ARTICLE}(?P<name>{_ES_NAME})(?=[.,]| por )",
    rf"(?=(?:^|(?<=[.:\u2014]\s)|(?<=, )){_ES_ARTICLE}(?P<name>{_ES_NAME}) (?:obtiene [+\-]|gana |"
    r"entra al campo de batalla girad|no puede (?:atacar|bloquear|ser bloquead)|ataca (?:en )?cada combate|"
    r"bloquea (?:en )?cada combate|puede bloquear|no se endereza|tiene |se convierte en ))",
    # "La fuerza de Dakmor Sorceress es igual al número de …" (604.3)
    rf"\b[Ll]a (?:fuerza|resistencia)(?: y la resistencia)? de {_ES_ARTICLE}(?P<name>{_ES_NAME}) "
    r"(?:es|son) (?:cada una )?igual\b",
    rf"\b(?:Si|si) {_ES_ARTICLE}(?P<name>{_ES_NAME}) fuera a\b",
))
_ES_NOT_NAMES = frozenset({"cada", "este", "esta", "estos", "estas", "ese", "esa", "esos", "esas", "tu", "tú", "todas",
                           "todos", "otra", "otro", "otras", "otros", "objetivo", "hasta", "si", "cuando", "entonces",
                           "luego", "la", "el", "los", "las", "un", "una", "al", "del", "él", "ella", "ellos", "ellas",
                           "mientras", "siempre", "pon", "elige", "roba", "cualquier", "ningún", "ninguna", "dicho",
                           "dicha", "a", "de", "en", "sus", "su", "tus", "y", "o", "e", "jugador", "criatura",
                           "oponente", "x"})  # "sacrifica X criaturas": X is an amount (107.3), never a name


# Words each pattern above cannot match without (in its order; the verbs of the third and the article of the sixth
# in lower case, looked for in the text in lower case): a pattern whose words the text lacks is not tried. Why: the
# patterns try every start of the text (an English card's included) and were a few per cent of a request's CPU.
_ES_SELF_NAME_NEEDS = (
    ("Cuando", "Siempre que", "Mientras"),
    ("daño",),
    ("sacrifica", "exilia", "destruye", "regresa", "endereza", "gira", "transforma", "regenera", "descartar"),
    ("contador",),
    ("obtiene ", "gana ", "entra al campo de batalla girad", "no puede ", "ataca ", "bloquea ", "puede bloquear",
     "no se endereza", "tiene ", "se convierte en "),
    ("a fuerza", "a resistencia"),
    ("fuera a",),
)
_LOWER_NEEDS = frozenset({2, 5})  # the patterns whose words are looked for in the lower-case text


def _spanish_self_names(text: str) -> list[str]:
    """The names printed Spanish calls its own card by (see above); each found name, its article left out."""
    out: list[str] = []
    low = text.lower()
    for i, (pattern, needs) in enumerate(zip(_ES_SELF_NAME_RES, _ES_SELF_NAME_NEEDS, strict=True)):
        if not any(w in (low if i in _LOWER_NEEDS else text) for w in needs):
            continue
        for m in pattern.finditer(text):
            name = m["name"].strip(" ,")
            words = [fold(w.strip(",")) for w in name.split()]
            if words[0] not in _ES_NOT_NAMES and not {"objetivo", "objetivos"} & set(words):
                out.append(name)  # "Destruye el Trasgo objetivo": a target is never the card's name
    return out
