"""Language tables: subjects, numbers, type words and verb patterns, English and Spanish side by side."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# --------------------------------------------------------------------------------------------
# Grammar tables
# --------------------------------------------------------------------------------------------
_EN_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
               "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_ES_NUMBERS = {"un": 1, "una": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5,
               "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10}

_EN_TYPES = {
    "creature": "creature", "creatures": "creature", "land": "land", "lands": "land",
    "artifact": "artifact", "artifacts": "artifact", "enchantment": "enchantment",
    "enchantments": "enchantment", "planeswalker": "planeswalker", "planeswalkers": "planeswalker",
    "battle": "battle", "battles": "battle", "instant": "instant", "instants": "instant",
    "sorcery": "sorcery", "sorceries": "sorcery", "kindred": "kindred", "token": "token", "tokens": "token",
}
ES_TYPE_WORDS = {
    "criatura": "creature", "criaturas": "creature", "tierra": "land", "tierras": "land",
    "artefacto": "artifact", "artefactos": "artifact", "encantamiento": "enchantment",
    "encantamientos": "enchantment", "planeswalker": "planeswalker", "planeswalkers": "planeswalker",
    "batalla": "battle", "batallas": "battle", "instantaneo": "instant", "instantaneos": "instant",
    "conjuro": "sorcery", "conjuros": "sorcery", "tribal": "kindred", "afin": "kindred", "ficha": "token",
    "fichas": "token",
}


# Keywords a token may be created with ("… tokens with haste", "… con la habilidad de prisa"), in English.
TOKEN_KEYWORDS = frozenset({"flying", "haste", "trample", "vigilance", "lifelink", "deathtouch", "reach", "menace",
                            "defender", "hexproof", "indestructible"})
ES_TOKEN_KEYWORDS = {"volar": "flying", "prisa": "haste", "arrollar": "trample", "vigilancia": "vigilance",
                     "alcance": "reach", "defensor": "defender", "amenaza": "menace"}

@dataclass(frozen=True)
class Grammar:
    """Everything language-specific about reading an effect."""

    lang: str
    numbers: dict[str, int]
    types: dict[str, str]
    count_re: str
    subjects: tuple[tuple[re.Pattern[str], str], ...]
    this_way_re: re.Pattern[str]
    past_tense: dict[str, str]
    verbs: tuple[tuple[str, re.Pattern[str]], ...]
    verb_head_re: re.Pattern[str]
    damage_re: re.Pattern[str]
    separators_re: re.Pattern[str]
    then_re: re.Pattern[str]
    condition_re: re.Pattern[str]
    tied_re: re.Pattern[str]
    upkeep_re: re.Pattern[str]
    choice_suffix_re: re.Pattern[str]
    slot_split_re: re.Pattern[str]
    option_split_re: re.Pattern[str]
    search_tail_re: re.Pattern[str]
    whole_hand_re: re.Pattern[str]
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
    subjects=(
        (_c(r"starting with you, each player\b"), "each_player+start"),
        (_c(r"(?:each player|each opponent) who (?:can't|cannot)(?: do so| do this)?\b"), "cant"),
        (_c(r"each of your opponents\b"), "each_opponent"),
        (_c(r"each opponent\b"), "each_opponent"),
        (_c(r"each other player\b"), "each_other_player"),
        (_c(r"each player\b"), "each_player"),
        (_c(r"you and target opponent each\b"), "you_and_target"),
        (_c(r"you and (?:that player|target player) each\b"), "you_and_target"),
        (_c(r"target player or planeswalker\b"), "target_player+planeswalker"),
        (_c(r"target player\b"), "target_player"),
        (_c(r"(?:that creature's|its) controller\b"), "that_player"),
        (_c(r"target opponent\b"), "target_opponent"),
        (_c(r"that player\b"), "that_player"),
        (_c(r"they\b"), "that_player"),
        (_c(r"you\b"), "you"),
    ),
    this_way_re=_c(r"(?P<base>each player|each opponent) who (?P<neg>didn't |did not |doesn't |does not )?"
                   r"(?P<verb>[a-z']+)(?P<what>(?: [^ ]+)*?) this way\b"),
    past_tense={
        "sacrificed": "sacrifice", "sacrifice": "sacrifice", "discarded": "discard",
        "discard": "discard", "exiled": "exile", "exile": "exile", "drew": "draw", "draw": "draw",
        "lost": "lose_life", "lose": "lose_life", "gained": "gain_life", "gain": "gain_life",
        "milled": "mill", "mill": "mill", "returned": "return", "return": "return",
        "searched": "search", "search": "search", "found": "search", "find": "search",
        "scried": "scry", "scry": "scry", "surveilled": "surveil", "surveil": "surveil",
        "voted": "vote", "vote": "vote", "was": "damage", "were": "damage",
    },
    verbs=(
        ("sacrifice", _c(r"sacrifices? (?P<obj>.+)")),
        ("discard", _c(r"discards? (?P<obj>.+)")),
        ("exile", _c(r"exiles? (?P<obj>.+?) from (?:their|your|his or her) hand")),
        ("draw", _c(r"draws? (?P<obj>.+)")),
        ("lose_life", _c(r"loses? (?P<amount>\S+) life")),
        ("gain_life", _c(r"gains? (?P<amount>\S+) life")),
        ("mill", _c(r"mills? (?P<obj>.+)")),
        ("mill", _c(r"puts? the top (?P<obj>(?:\S+ )?cards?) of (?:their|your) library into (?:their|your) graveyard")),
        ("scry", _c(r"(?:scry|scries) (?P<amount>\S+)")),
        ("surveil", _c(r"surveils? (?P<amount>\S+)")),
        ("search",
         _c(r"search(?:es)? (?:their|your|his or her) library for (?P<obj>.+?)(?P<tail>(?:,| and| then) .*)?")),
        ("return",
         _c(r"returns? (?P<obj>.+?) from (?:their|your|his or her) graveyard (?P<dest>to (?:their|your|his or her) hand|"
                      r"(?:on)?to the battlefield(?: tapped)?(?: under (?:their|your|his or her) control)?)")),
        ("vote", _c(r"votes? (?:for )?(?P<opts>.+)")),
        ("extra_turn", _c(r"takes? an (?:extra|additional) turn(?: after this one)?")),
    ),
    verb_head_re=_c(r"(?:sacrifices?|discards?|exiles?|draws?|loses?|gains?|mills?|scry|scries|surveils?|"
                    r"search(?:es)?|returns?|votes?|takes? an|puts? the top)\b"),
    damage_re=_c(r"(?P<src>.+?) deals? (?P<amount>\S+) damage to (?P<who>.+)"),
    separators_re=_c(r"\s*,\s*(?:and then|and|then)\s+|\s*,\s*|\s+and then\s+|\s+then\s+|\s+and\s+"),
    then_re=_c(r"^(?:and )?then,?\s+"),
    condition_re=_c(r"^if (?P<opt>.+?) gets more votes(?P<tied>,? or (?:if )?the vote is tied)?,\s+(?P<rest>.+)$"),
    tied_re=_c(r"^if the vote is tied,\s+(?P<rest>.+)$"),
    upkeep_re=_c(r"^(?:at )?(?:the )?(?:beginning|start) of (?:the |an |each |this )?upkeep(?: step)?$|^upkeep(?: step)?$"),
    choice_suffix_re=_c(r"\s+(?:of (?:their|your|his or her) choice|(?:they|that player) controls?)$"),
    slot_split_re=_c(r",\s*and\s+|,\s*|\s+and\s+"),
    option_split_re=_c(r",\s*or\s+|,\s*|\s+or\s+"),
    search_tail_re=_c(r"^(?:(?:,|and|then)\s*|reveals? (?:it|them|that card|those cards)\s*|"
                      r"puts? (?:it|them|that card|those cards) (?:onto the battlefield(?: tapped)?|"
                      r"into (?:their|your|his or her) hand|on top of (?:their|your|his or her) library)\s*|"
                      r"shuffles?(?: (?:their|your|his or her) library)?(?: afterward)?\s*)+$"),
    whole_hand_re=_c(r"^(?:their|your|his or her) hand$|^all (?:the )?cards in (?:their|your|his or her) hand$"),
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
    subjects=(
        (_c(r"(?:empezando|comenzando) (?:por ti|contigo|con(?:tigo)?)\s*,\s*cada jugador\b"), "each_player+start"),
        (_c(r"cada (?:jugador|oponente) que no (?:pueda|puede)(?: hacerlo)?\b"), "cant"),
        (_c(r"cada uno de tus (?:oponentes|adversarios)\b"), "each_opponent"),
        (_c(r"cada (?:oponente|adversario)\b"), "each_opponent"),
        (_c(r"cada uno de los (?:demas|otros) jugadores\b"), "each_other_player"),
        (_c(r"cada otro jugador\b"), "each_other_player"),
        (_c(r"cada jugador excepto tu\b"), "each_other_player"),
        (_c(r"cada jugador\b"), "each_player"),
        (_c(r"tu y el (?:oponente|adversario) objetivo\b"), "you_and_target"),
        (_c(r"(?:el )?jugador objetivo\b"), "target_player"),
        (_c(r"(?:el )?(?:oponente|adversario) objetivo\b"), "target_opponent"),
        (_c(r"ese jugador\b"), "that_player"),
        (_c(r"tu\b"), "you"),
    ),
    this_way_re=_c(r"(?P<base>cada jugador|cada oponente) que (?P<neg>no )?(?P<verb>[a-z]+)(?P<what>(?: [^ ]+)*?) "
                   r"(?:de esta manera|de esta forma|asi)\b"),
    past_tense={
        "sacrifico": "sacrifice", "sacrifique": "sacrifice", "descarto": "discard",
        "descarte": "discard", "exilio": "exile", "exilie": "exile", "robo": "draw", "robe": "draw",
        "perdio": "lose_life", "pierda": "lose_life", "gano": "gain_life", "gane": "gain_life",
        "molio": "mill", "muela": "mill", "regreso": "return", "devolvio": "return", "regrese": "return",
        "devuelva": "return", "busco": "search", "encontro": "search", "adivino": "scry",
        "vigilo": "surveil", "voto": "vote", "vote": "vote",
    },
    verbs=(
        ("sacrifice", _c(r"sacrific(?:a|as|an|ar) (?P<obj>.+)")),
        ("discard", _c(r"descart(?:a|as|an|ar) (?P<obj>.+)")),
        ("exile", _c(r"exili(?:a|as|an|ar) (?P<obj>.+?) de (?:su|tu) mano")),
        ("draw", _c(r"rob(?:a|as|an|ar) (?P<obj>.+)")),
        ("lose_life", _c(r"(?:pierde|pierdes|pierden|perder) (?P<amount>\S+) (?:vidas?|puntos? de vida)")),
        ("gain_life", _c(r"(?:gana|ganas|ganan|ganar) (?P<amount>\S+) (?:vidas?|puntos? de vida)")),
        ("mill", _c(r"(?:muele|mueles|muelen|moler) (?P<obj>.+)")),
        ("scry", _c(r"adivin(?:a|as|an|ar) (?P<amount>\S+)")),
        ("surveil", _c(r"vigil(?:a|as|an|ar) (?P<amount>\S+)")),
        ("search", _c(r"busc(?:a|as|an|ar) en (?:su|tu) biblioteca (?P<obj>.+?)(?P<tail>(?:,| y| luego) .*)?")),
        ("return", _c(r"(?:regresa|regresas|regresan|regresar|devuelve|devuelves|devuelven|devolver) (?P<obj>.+?) "
                      r"de (?:su|tu) cementerio (?P<dest>a (?:su|tu) mano|al campo de batalla(?: girad[ao]s?)?(?: bajo (?:su|tu) control)?)")),
        ("vote", _c(r"vot(?:a|as|an|ar) (?:por )?(?P<opts>.+)")),
        ("extra_turn", _c(r"(?:juega|juegas|juegan|jugar|toma|tomas|toman|tomar|obtiene|obtienes) un turno "
                          r"(?:extra|adicional)(?: (?:despues|tras) (?:de )?este(?: turno)?)?")),
    ),
    verb_head_re=_c(r"(?:sacrific|descart|exili|rob|pierde|pierdes|pierden|perder|gana\b|ganas\b|ganan\b|ganar\b|"
                    r"muele|mueles|muelen|moler|adivin|vigil|busc|regres|devuelv|devolver|vot|"
                    r"juega|juegas|juegan|jugar|toma\b|tomas\b|toman\b|tomar\b)"),
    damage_re=_c(r"(?P<src>.+?) (?:hace|hacen|inflige|infligen|causa|causan) (?P<amount>\S+) (?:puntos? de |de )?(?:dano|danos) a (?P<who>.+)"),
    separators_re=_c(r"\s*,\s*(?:y luego|y despues|luego|despues|y)\s+|\s*,\s*|\s+y luego\s+|\s+y despues\s+|"
                     r"\s+luego\s+|\s+despues\s+|\s+y\s+"),
    then_re=_c(r"^(?:y )?(?:luego|despues|entonces),?\s+"),
    condition_re=_c(r"^si (?P<opt>.+?) (?:obtiene|recibe|consigue|tiene|saca) mas votos"
                    r"(?P<tied>,? o (?:si )?(?:hay (?:un )?empate|la votacion (?:esta|queda|termina) empatada|se empata))?"
                    r",\s+(?P<rest>.+)$"),
    tied_re=_c(r"^si (?:hay (?:un )?empate|la votacion (?:esta|queda|termina) empatada),\s+(?P<rest>.+)$"),
    upkeep_re=_c(r"^(?:al |el )?(?:comienzo|inicio|principio) (?:del|de tu|de cada|de la etapa de) mantenimiento$|"
                 r"^(?:la etapa de )?mantenimiento$"),
    choice_suffix_re=_c(r"\s+(?:(?:de|a) (?:su|tu) eleccion|que (?:controle|controla))$"),
    slot_split_re=_c(r",\s*y\s+|,\s*|\s+y\s+"),
    option_split_re=_c(r",\s*o\s+|,\s*|\s+o\s+|\s+u\s+"),
    search_tail_re=_c(r"^(?:(?:,|y|luego|despues)\s*|la revela\s*|las revela\s*|"
                      r"(?:(?:la|las) pone|ponerlas?) (?:en el campo de batalla(?: girada| giradas)?|en (?:su|tu) mano|"
                      r"encima de (?:su|tu) biblioteca|en la parte superior de (?:su|tu) biblioteca)\s*|"
                      r"(?:luego |despues )?baraja(?:r)?(?: (?:su|tu) biblioteca)?(?: despues)?\s*)+$"),
    whole_hand_re=_c(r"^(?:su|tu) mano$|^todas las cartas de (?:su|tu) mano$"),
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


