"""Language tables for the object lexicon: numbers, type words, list separators and example phrasings,
English and Spanish side by side (the grammars themselves are english.lark and spanish.lark)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# --------------------------------------------------------------------------------------------
# Grammar tables
# --------------------------------------------------------------------------------------------
_EN_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
               "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
               "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
               "twenty": 20}
_ES_NUMBERS = {"un": 1, "una": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5,
               "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12, "trece": 13,
               "catorce": 14, "quince": 15, "dieciseis": 16, "diecisiete": 17, "dieciocho": 18, "diecinueve": 19,
               "veinte": 20}

_EN_TYPES = {
    "creature": "creature", "creatures": "creature", "land": "land", "lands": "land",
    "artifact": "artifact", "artifacts": "artifact", "enchantment": "enchantment",
    "enchantments": "enchantment", "planeswalker": "planeswalker", "planeswalkers": "planeswalker",
    "battle": "battle", "battles": "battle", "instant": "instant", "instants": "instant",
    "sorcery": "sorcery", "sorceries": "sorcery", "kindred": "kindred", "token": "token", "tokens": "token",
    "snow": "snow", "legendary": "legendary",  # supertypes a board lists with the types (205.4)
}
ES_TYPE_WORDS = {
    "criatura": "creature", "criaturas": "creature", "tierra": "land", "tierras": "land",
    "artefacto": "artifact", "artefactos": "artifact", "encantamiento": "enchantment",
    "encantamientos": "enchantment", "planeswalker": "planeswalker", "planeswalkers": "planeswalker",
    "batalla": "battle", "batallas": "battle", "instantaneo": "instant", "instantaneos": "instant",
    "conjuro": "sorcery", "conjuros": "sorcery", "tribal": "kindred", "afin": "kindred", "ficha": "token",
    "fichas": "token",
    "nevado": "snow", "nevada": "snow", "nevados": "snow", "nevadas": "snow",
    "legendario": "legendary", "legendaria": "legendary", "legendarios": "legendary", "legendarias": "legendary",
}


@dataclass(frozen=True)
class Grammar:
    """Everything language-specific about reading an effect."""

    lang: str
    numbers: dict[str, int]
    types: dict[str, str]
    count_re: str
    upkeep_re: re.Pattern[str]
    choice_suffix_re: re.Pattern[str]
    slot_split_re: re.Pattern[str]
    option_split_re: re.Pattern[str]
    card_words: frozenset[str]
    permanent_words: frozenset[str]
    basic_words: frozenset[str]
    markers: frozenset[str] = field(default_factory=frozenset)


def _c(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


_EN_COUNT = r"(?P<upto>up to )?(?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten|x|\d+)"
_ES_COUNT = r"(?P<upto>hasta )?(?P<n>un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|x|\d+)"

EN = Grammar(
    lang="en",
    numbers=_EN_NUMBERS,
    types=_EN_TYPES,
    count_re=_EN_COUNT,
    upkeep_re=_c(r"^(?:at )?(?:the )?(?:beginning|start) of (?:the |an |each |this )?upkeep(?: step)?$|^upkeep(?: step)?$"),
    choice_suffix_re=_c(r"\s+(?:of (?:their|your|his or her) choice|(?:they|that player) controls?)$"),
    slot_split_re=_c(r",\s*and\s+|,\s*|\s+and\s+"),
    option_split_re=_c(r",\s*or\s+|,\s*|\s+or\s+"),
    card_words=frozenset({"card", "cards"}),
    permanent_words=frozenset({"permanent", "permanents"}),
    basic_words=frozenset({"basic"}),
    markers=frozenset({"each", "player", "players", "opponent", "card", "cards", "the", "of", "their",
                       "your", "life", "a", "sacrifices", "draws", "discards", "loses", "gains",
                       "creature", "land", "upkeep", "beginning", "votes", "turn", "damage", "to"}),
)

ES = Grammar(
    lang="es",
    numbers=_ES_NUMBERS,
    types=ES_TYPE_WORDS,
    count_re=_ES_COUNT,
    upkeep_re=_c(r"^(?:al |el )?(?:comienzo|inicio|principio) (?:del|de tu|de cada|de la etapa de) mantenimiento$|"
                 r"^(?:la etapa de )?mantenimiento$"),
    choice_suffix_re=_c(r"\s+(?:(?:de|a) (?:su|tu) eleccion|que (?:controle|controla))$"),
    slot_split_re=_c(r",\s*y\s+|,\s*|\s+y\s+"),
    option_split_re=_c(r",\s*o\s+|,\s*|\s+o\s+|\s+u\s+"),
    card_words=frozenset({"carta", "cartas"}),
    permanent_words=frozenset({"permanente", "permanentes"}),
    basic_words=frozenset({"basica", "basicas", "basico", "basicos"}),
    markers=frozenset({"cada", "jugador", "jugadores", "oponente", "carta", "cartas", "de", "su", "tu",
                       "vida", "vidas", "una", "un", "sacrifica", "roba", "descarta", "pierde", "gana",
                       "criatura", "tierra", "mantenimiento", "comienzo", "del", "vota", "turno", "dano",
                       "puntos", "mano", "biblioteca", "cementerio", "muele", "adivina", "vigila"}),
)

GRAMMARS = {"en": EN, "es": ES}


# Example phrasings: the closest one is offered when text can't be read.
EXAMPLES = {
    "en": (
        "Each player sacrifices a creature of their choice.",
        "Each opponent sacrifices a creature.",
        "Each player sacrifices a creature and a land.",
        "Each player sacrifices two creatures.",
        "Each player discards a card.",
        "Each other player discards two cards.",
        "Each player exiles two cards from their hand.",
        "Each player draws two cards.",
        "Each player loses 3 life.",
        "Each player gains 2 life.",
        "Pestilence deals 2 damage to each player.",
        "Each player mills 3 cards.",
        "Each player scries 2.",
        "Each player surveils 2.",
        "Each player searches their library for a basic land card, puts it onto the battlefield, then shuffles.",
        "Each player returns a card from their graveyard to their hand.",
        "Will of the council — Starting with you, each player votes for return or embark.",
        "If return gets more votes, each player draws a card.",
        "Each player takes an extra turn after this one.",
        "Target player sacrifices a creature.",
        "You draw a card.",
        "Then each player who sacrificed a creature this way draws a card.",
        "beginning of upkeep",
    ),
    "es": (
        "Cada jugador sacrifica una criatura de su elección.",
        "Cada oponente sacrifica una criatura.",
        "Cada jugador sacrifica una criatura y una tierra.",
        "Cada jugador sacrifica dos criaturas.",
        "Cada jugador descarta una carta.",
        "Cada uno de los demás jugadores descarta dos cartas.",
        "Cada jugador exilia dos cartas de su mano.",
        "Cada jugador roba dos cartas.",
        "Cada jugador pierde 3 vidas.",
        "Cada jugador gana 2 vidas.",
        "Pestilencia hace 2 puntos de daño a cada jugador.",
        "Cada jugador muele 3 cartas.",
        "Cada jugador adivina 2.",
        "Cada jugador vigila 2.",
        "Cada jugador busca en su biblioteca una carta de tierra básica, la pone en el campo de batalla y luego baraja.",
        "Cada jugador regresa una carta de su cementerio a su mano.",
        "Voluntad del consejo — Empezando por ti, cada jugador vota por retorno o embarque.",
        "Si retorno obtiene más votos, cada jugador roba una carta.",
        "Cada jugador juega un turno adicional después de este.",
        "El jugador objetivo sacrifica una criatura.",
        "Robas una carta.",
        "Luego, cada jugador que sacrificó una criatura de esta manera roba una carta.",
        "comienzo del mantenimiento",
    ),
}


# Keywords a token or a "gains … until end of turn" may have (702): a word outside this list is refused, never
# given as an ability.
KEYWORDS = frozenset({"flying", "trample", "haste", "reach", "deathtouch", "lifelink", "vigilance", "defender",
                      "indestructible", "menace", "hexproof", "shroud", "fear", "intimidate", "flash",
                      "first strike", "double strike", "infect", "wither", "shadow", "flanking", "horsemanship",
                      "prowess", "skulk", "swampwalk", "islandwalk", "forestwalk", "mountainwalk", "plainswalk",
                      # abilities that trigger on an attack or a spell cast (702.83, 702.101, 702.39): had or granted,
                      # they change nothing a resolution does ("Other creatures you control have exalted")
                      "exalted", "extort", "provoke",
                      # banding modifies only how combat is declared and its damage assigned (702.22a, 702.22j):
                      # had or granted, it changes nothing else a resolution does
                      "banding"})

# Keyword abilities printed with a number N after the word (702.23a rampage, 702.45a bushido, 702.64a absorb, 702.68a
# frenzy, 702.70a poisonous, 702.86a annihilator, 702.130a afflict, 702.164a toxic): "gains bushido 1", "have
# annihilator 2". Each but absorb triggers on (or, toxic, changes) combat: declared attackers or blockers, combat damage
# to a player, which a resolution never reaches, so had or granted it changes nothing a resolution does; absorb
# prevents damage dealt to its creature, which the damage handlers refuse to leave out (engine/damage_sources.protected). One
# owner: the grammar reads "<keyword> N" only for these, and the keyword is named with its number ("bushido 1").
NUMBERED_KEYWORDS = frozenset({"rampage", "bushido", "absorb", "frenzy", "poisonous", "annihilator", "afflict",
                               "toxic"})

# Keyword abilities an object may have with no number or cost after the word (702): what "with …" / "without …"
# after a noun asks of an object ("each creature with horsemanship", "creatures without flying"). The board
# lists an object's keywords (scenario-format: ``keywords``); a word outside this list is refused after "with".
KEYWORD_ABILITIES = frozenset({
    "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste", "hexproof",
    "indestructible", "intimidate", "lifelink", "reach", "shroud", "trample", "vigilance", "banding", "flanking",
    "phasing", "shadow", "horsemanship", "fear", "provoke", "storm", "epic", "sunburst", "haunt", "split second",
    "changeling", "conspire", "persist", "wither", "exalted", "cascade", "rebound", "infect", "battle cry",
    "undying", "soulbond", "unleash", "evolve", "extort", "fuse", "prowess", "exploit", "menace", "devoid",
    "skulk", "myriad", "melee", "undaunted", "improvise", "convoke", "delve", "ascend", "assist", "mentor",
    "riot", "decayed", "training", "compleated", "enlist", "read ahead", "ravenous", "living metal",
    "islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk",
})


# The predefined tokens (111.10): a token named by one of these subtypes alone is of this card type, not a creature
# ("Create a Treasure token", "una ficha de Tesoro"). One owner for the grammar, the plan and the renderers.
PREDEFINED_TOKENS = {"treasure": "artifact", "food": "artifact", "gold": "artifact", "shard": "enchantment",
                     "clue": "artifact", "blood": "artifact", "powerstone": "artifact", "map": "artifact",
                     "junk": "artifact", "lander": "artifact", "mutagen": "artifact"}
