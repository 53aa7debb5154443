"""The effect reader: English or Spanish card text → a list of steps the engine can run.

The reader is a small grammar, not a list of cards. Each language has tables of subjects
("each opponent", "cada oponente"), counts ("two", "dos"), type words and one regex per verb
family; text is cut into sentences, then into clauses (608.2e: each clause is its own step), and
each clause is matched as ``[subject] verb object``. Matching runs on a *folded* copy of the text
(lower case, accents removed) that has the same length as the original, so names such as a damage
source or vote words are cut out of the original text by position.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field, replace
from functools import lru_cache

from bot.catalog import t
from bot.errors import BotError

from .model import PERMANENT_TYPES, GameObject

ACTIONS = (
    "sacrifice", "discard", "exile", "draw", "lose_life", "gain_life", "damage", "mill", "scry",
    "surveil", "search", "return", "vote", "extra_turn", "choose",
)
MAX_AMOUNT = 1000  # "absurd" counts are refused rather than looped over
MAX_EFFECT_CHARS = 2000


# --------------------------------------------------------------------------------------------
# Parsed structures
# --------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TypeFilter:
    """Which objects a slot accepts: any alternative matches (``creature or planeswalker``).

    Each alternative is ``(required types, forbidden types, basic?, any permanent?)``.
    No alternatives means "any card".
    """

    alternatives: tuple[tuple[frozenset[str], frozenset[str], bool, bool], ...] = ()
    noun: str = "card"  # the main type word, for narration ("no creatures")

    def matches(self, obj: GameObject) -> bool:
        if not self.alternatives:
            return True
        for required, forbidden, basic, permanent in self.alternatives:
            if not required <= obj.types or forbidden & obj.types:
                continue
            if basic and "basic" not in obj.types and not _is_basic_by_name(obj):
                continue
            if permanent and not (obj.types & PERMANENT_TYPES):
                continue
            return True
        return False

    @property
    def is_any(self) -> bool:
        return not self.alternatives


ANY_CARD = TypeFilter()
_BASIC_NAMES = frozenset({"plains", "island", "swamp", "mountain", "forest", "wastes"})


def _is_basic_by_name(obj: GameObject) -> bool:
    # Scenarios rarely write "(basic land)"; a land named like a basic land is taken to be one.
    return "land" in obj.types and (obj.name.strip().lower().startswith("snow-covered ")
                                    or obj.name.strip().lower() in _BASIC_NAMES)


@dataclass(frozen=True, slots=True)
class Slot:
    """One "count + kind" part of an instruction; "a creature and a land" has two slots."""

    count: int | None  # None = X (taken from the scenario's ``x``)
    filter: TypeFilter = ANY_CARD
    up_to: bool = False
    whole_zone: bool = False  # "discards their hand"


@dataclass(frozen=True, slots=True)
class Subject:
    """Who a step applies to. ``this_way`` refers back to an earlier step's action (608.2e)."""

    kind: str  # each_player | each_opponent | each_other_player | target_player | you | this_way
    starting_with_you: bool = False  # "Starting with you, each player …" (101.1 / 701.38a)
    ref_action: str | None = None
    ref_filter: TypeFilter | None = None
    negated: bool = False
    base: str = "each_player"  # for this_way: each_player / each_opponent


@dataclass(frozen=True, slots=True)
class VoteCondition:
    """"If A gets more votes[, or the vote is tied], …". ``option`` None = "if the vote is tied"."""

    option: str | None
    or_tied: bool = False


@dataclass(frozen=True, slots=True)
class StepSpec:
    text: str
    action: str
    subject: Subject
    slots: tuple[Slot, ...] = ()
    amount: int | None = None  # life, damage, draw, mill, scry, surveil; None + uses_x = X
    uses_x: bool = False
    source: str | None = None  # damage source as written
    options: tuple[str, ...] = ()  # vote options as written
    destination: str | None = None  # search: battlefield | hand | library_top
    condition: VoteCondition | None = None


@dataclass(frozen=True, slots=True)
class Effect:
    text: str
    lang: str
    steps: tuple[StepSpec, ...] = ()
    upkeep: bool = False

    @property
    def uses_x(self) -> bool:
        return any(s.uses_x or any(sl.count is None for sl in s.slots) for s in self.steps)

    @property
    def uses_target(self) -> bool:
        return any(s.subject.kind == "target_player" for s in self.steps)

    @property
    def vote_options(self) -> tuple[str, ...]:
        return tuple(o for s in self.steps for o in s.options)


# --------------------------------------------------------------------------------------------
# Folding: lower case, no accents, same length as the input
# --------------------------------------------------------------------------------------------
_PUNCT_MAP = {"’": "'", "‘": "'", "“": '"', "”": '"', "–": "—", "\u00a0": " "}


def fold(text: str) -> str:
    """Lower-case ``text`` and drop accents while keeping every character's position."""
    out = []
    for ch in text:
        ch = _PUNCT_MAP.get(ch, ch)
        base = unicodedata.normalize("NFD", ch)[0] if ord(ch) > 127 else ch
        low = base.lower()
        out.append(low if len(low) == 1 else base)
    return "".join(out)


def clean_spaces(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


_REMINDER_RE = re.compile(r"\s*\([^()]*\)")


def clean_effect(text: str) -> str:
    """One line of text: reminder text dropped, line breaks read as sentence ends where they look like one.

    A line break ends a sentence when the next line starts with a capital letter and the line
    before doesn't end in a comma ("…a creature\nEach player draws…"), so wrapped text still reads.
    """
    lines = [clean_spaces(line) for line in str(text).splitlines()]
    out = ""
    for line in (ln for ln in lines if ln):
        if out and not out.endswith((".", ";", ":", "!", ",", "—")) and line[:1].isupper():
            out += "."
        out = f"{out} {line}" if out else line
    return clean_spaces(_REMINDER_RE.sub("", out))


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
    "sorcery": "sorcery", "sorceries": "sorcery", "kindred": "kindred",
}
ES_TYPE_WORDS = {
    "criatura": "creature", "criaturas": "creature", "tierra": "land", "tierras": "land",
    "artefacto": "artifact", "artefactos": "artifact", "encantamiento": "enchantment",
    "encantamientos": "enchantment", "planeswalker": "planeswalker", "planeswalkers": "planeswalker",
    "batalla": "battle", "batallas": "battle", "instantaneo": "instant", "instantaneos": "instant",
    "conjuro": "sorcery", "conjuros": "sorcery", "tribal": "kindred", "afin": "kindred",
}


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
        (_c(r"each of your opponents\b"), "each_opponent"),
        (_c(r"each opponent\b"), "each_opponent"),
        (_c(r"each other player\b"), "each_other_player"),
        (_c(r"each player\b"), "each_player"),
        (_c(r"target (?:player|opponent)\b"), "target_player"),
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
        ("search", _c(r"search(?:es)? (?:their|your|his or her) library for (?P<obj>.+?)(?P<tail>(?:,| and| then) .*)?")),
        ("return", _c(r"returns? (?P<obj>.+?) from (?:their|your|his or her) graveyard (?P<dest>to (?:their|your|his or her) hand|"
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
    choice_suffix_re=_c(r"\s+(?:of (?:their|your|his or her) choice|(?:they|you|that player) controls?)$"),
    slot_split_re=_c(r",\s*and\s+|,\s*|\s+and\s+"),
    option_split_re=_c(r",\s*or\s+|,\s*|\s+or\s+"),
    search_tail_re=_c(r"^(?:(?:,|and|then)\s*|reveals? (?:it|them|that card|those cards)\s*|"
                      r"puts? (?:it|them|that card|those cards) (?:onto the battlefield(?: tapped)?|"
                      r"into (?:their|your|his or her) hand|on top of (?:their|your|his or her) library)\s*|"
                      r"shuffles?(?: (?:their|your|his or her) library)?(?: afterward)?\s*)+$"),
    whole_hand_re=_c(r"^(?:their|your|his or her) hand$"),
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
        (_c(r"cada uno de tus (?:oponentes|adversarios)\b"), "each_opponent"),
        (_c(r"cada (?:oponente|adversario)\b"), "each_opponent"),
        (_c(r"cada uno de los (?:demas|otros) jugadores\b"), "each_other_player"),
        (_c(r"cada otro jugador\b"), "each_other_player"),
        (_c(r"cada jugador excepto tu\b"), "each_other_player"),
        (_c(r"cada jugador\b"), "each_player"),
        (_c(r"(?:el )?(?:jugador|oponente|adversario) objetivo\b"), "target_player"),
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
    choice_suffix_re=_c(r"\s+(?:(?:de|a) (?:su|tu) eleccion|que (?:controle|controla|controlas|controles))$"),
    slot_split_re=_c(r",\s*y\s+|,\s*|\s+y\s+"),
    option_split_re=_c(r",\s*o\s+|,\s*|\s+o\s+|\s+u\s+"),
    search_tail_re=_c(r"^(?:(?:,|y|luego|despues)\s*|la revela\s*|las revela\s*|"
                      r"(?:la|las) pone (?:en el campo de batalla(?: girada| giradas)?|en (?:su|tu) mano|"
                      r"encima de (?:su|tu) biblioteca|en la parte superior de (?:su|tu) biblioteca)\s*|"
                      r"(?:luego |despues )?baraja(?: (?:su|tu) biblioteca)?(?: despues)?\s*)+$"),
    whole_hand_re=_c(r"^(?:su|tu) mano$"),
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


# --------------------------------------------------------------------------------------------
# Errors
# --------------------------------------------------------------------------------------------
def closest_examples(fragment: str, lang: str, limit: int = 3) -> list[str]:
    """The supported phrasings closest to ``fragment`` (rapidfuzz, default processing)."""
    from rapidfuzz import fuzz, process, utils  # imported lazily: only errors need it

    pool = EXAMPLES.get(lang, EXAMPLES["en"])
    found = process.extract(fragment, pool, scorer=fuzz.token_sort_ratio, processor=utils.default_process, limit=limit)
    return [match for match, _score, _index in found]


def _unsupported(fragment: str, lang: str, msg_lang: str | None = None, context: str | None = None) -> BotError:
    """``fragment`` is the part not understood; suggestions are matched against the whole clause."""
    fragment = fragment.strip() or "?"
    return BotError.of("unsupported_effect", "apnap.error.unsupported_effect", suggestions=closest_examples(context or fragment, lang), field="effect", part=fragment)


# --------------------------------------------------------------------------------------------
# Language detection
# --------------------------------------------------------------------------------------------
def detect_lang(text: str) -> str:
    """"es" when Spanish marker words outnumber English ones, else "en"."""
    words = re.findall(r"[a-z]+", fold(text))
    es = sum(1 for w in words if w in ES.markers)
    en = sum(1 for w in words if w in EN.markers)
    return "es" if es > en else "en"


# --------------------------------------------------------------------------------------------
# Small parsers
# --------------------------------------------------------------------------------------------
def _number(word: str, g: Grammar) -> int | None | str:
    """An integer, ``None`` for X, or the string "bad"."""
    word = word.strip()
    if word == "x":
        return None
    if word.isdigit():
        value = int(word)
        if value > MAX_AMOUNT:  # "loses 5000 life": refused instead of looped over
            raise BotError.of("bad_scenario", "apnap.error.absurd_amount", field="effect", value=word, limit=MAX_AMOUNT)
        return value
    return g.numbers.get(word, "bad")


def parse_filter(phrase: str, g: Grammar) -> TypeFilter | None:
    """``basic land card`` / ``creature or planeswalker`` / ``carta de tierra básica`` → filter."""
    phrase = g.choice_suffix_re.sub("", phrase.strip()).strip()
    if g.lang == "es":
        phrase = re.sub(r"^cartas? de ", "", phrase)
        # "permanente que no sea (una) tierra" → "permanente no tierra"
        phrase = re.sub(r" que no sea(?:n)? (?:una |un )?", " no ", phrase)
    words_all = phrase.split()
    if not words_all:
        return None
    if len(words_all) == 1 and words_all[0] in g.card_words:
        return ANY_CARD
    alternatives = []
    noun = None
    for alt in g.option_split_re.split(phrase):
        words = alt.split()
        if words and words[-1] in g.card_words:
            words = words[:-1]
        required: set[str] = set()
        forbidden: set[str] = set()
        basic = permanent = False
        negate_next = False
        if not words:
            return None
        for w in words:
            if negate_next:
                if w not in g.types:
                    return None
                forbidden.add(g.types[w])
                negate_next = False
            elif g.lang == "es" and w == "no":
                negate_next = True
            elif g.lang == "en" and w.startswith("non") and (w[3:].lstrip("-") in g.types):
                forbidden.add(g.types[w[3:].lstrip("-")])
            elif w in g.types:
                required.add(g.types[w])
                noun = noun or g.types[w]
            elif w in g.basic_words:
                basic = True
            elif w in g.permanent_words:
                permanent = True
                noun = noun or "permanent"
            else:
                return None
        if negate_next:
            return None
        alternatives.append((frozenset(required), frozenset(forbidden), basic, permanent))
    return TypeFilter(tuple(alternatives), noun or "card")


def parse_counted(phrase: str, g: Grammar) -> Slot | None:
    """``two creatures`` / ``up to one card`` / ``una carta de tierra básica`` → Slot."""
    m = re.fullmatch(g.count_re + r" (?P<rest>.+)", phrase.strip())
    if not m:
        return None
    n = _number(m["n"], g)
    if n == "bad":
        return None
    flt = parse_filter(m["rest"], g)
    if flt is None:
        return None
    return Slot(count=n, filter=flt, up_to=bool(m["upto"]))  # type: ignore[arg-type]


def parse_slots(phrase: str, g: Grammar) -> tuple[Slot, ...] | None:
    """One or several slots: ``a creature and a land`` → two slots in printed order (101.4c)."""
    single = parse_counted(phrase, g)
    if single is not None:
        return (single,)
    parts = [p for p in g.slot_split_re.split(phrase.strip()) if p]
    if len(parts) < 2:
        return None
    slots = []
    for part in parts:
        slot = parse_counted(part, g)
        if slot is None:
            return None
        slots.append(slot)
    return tuple(slots)


def _parse_amount(word: str, g: Grammar) -> tuple[int | None, bool] | None:
    n = _number(word, g)
    if n == "bad":
        return None
    return (n, n is None)  # type: ignore[return-value]


# --------------------------------------------------------------------------------------------
# Clause parsing
# --------------------------------------------------------------------------------------------
@dataclass(slots=True)
class _Span:
    """A piece of the effect: original text and folded text of the same length."""

    orig: str
    low: str

    def cut(self, start: int, end: int | None = None) -> _Span:
        return _Span(self.orig[start:end], self.low[start:end])

    def strip(self) -> _Span:
        lead = len(self.low) - len(self.low.lstrip(" ,;:"))
        trail = len(self.low.rstrip(" ,;:.")) if self.low.strip(" ,;:.") else lead
        return _Span(self.orig[lead:trail], self.low[lead:trail])


def _match_subject(low: str, g: Grammar) -> tuple[Subject, int] | None:
    """The subject at the start of ``low`` and the length it covers."""
    m = g.this_way_re.match(low)
    if m:
        ref = g.past_tense.get(m["verb"])
        if ref is None:
            return None
        what = m["what"].strip()
        ref_filter = None
        if what and ref in ("sacrifice", "discard", "exile", "return", "search", "mill", "draw"):
            slot = parse_counted(what, g)
            ref_filter = slot.filter if slot is not None else None
        base = "each_opponent" if ("opponent" in m["base"] or "oponente" in m["base"]) else "each_player"
        return Subject("this_way", ref_action=ref, ref_filter=ref_filter, negated=bool(m["neg"]), base=base), m.end()
    for pattern, kind in g.subjects:
        m = pattern.match(low)
        if m:
            if kind == "each_player+start":
                return Subject("each_player", starting_with_you=True), m.end()
            return Subject(kind), m.end()
    return None


def _clause_head(low: str, g: Grammar) -> bool:
    """Does this fragment start a new instruction (a verb, a subject + verb, or a damage clause)?"""
    low = g.then_re.sub("", low)
    if g.damage_re.fullmatch(low.rstrip(". ")):
        return True
    subj = _match_subject(low, g)
    rest = low[subj[1]:].lstrip(" ,") if subj else low
    return bool(g.verb_head_re.match(rest))


def _split_clauses(span: _Span, g: Grammar) -> list[_Span]:
    """608.2e: cut a sentence at commas/"and"/"then" where a new instruction begins."""
    pieces: list[tuple[int, int]] = []
    pos = 0
    for m in g.separators_re.finditer(span.low):
        pieces.append((pos, m.start()))
        pos = m.end()
    pieces.append((pos, len(span.low)))
    clauses: list[list[int]] = []
    for start, end in pieces:
        # a fragment starts a new instruction only if the clause so far already has its verb
        # ("Starting with you, each player votes…") and the fragment begins with one ("…, then draws")
        if clauses and not (_clause_head(span.low[clauses[-1][0]:clauses[-1][1]], g)
                            and _clause_head(span.low[start:end], g)):
            clauses[-1][1] = end  # not a new instruction: glue it back with its separator
        else:
            clauses.append([start, end])
    return [span.cut(s, e).strip() for s, e in clauses]


def _parse_players_phrase(low: str, g: Grammar) -> Subject | None:
    m = _match_subject(low, g)
    if m and m[1] == len(low.rstrip(". ")):
        return m[0]
    return None


def _parse_clause(span: _Span, g: Grammar, inherited: Subject | None, msg_lang: str | None,
                  condition: VoteCondition | None) -> StepSpec:
    text = span.orig.strip()
    low = g.then_re.sub("", span.low)
    offset = len(span.low) - len(low)
    low = low.rstrip(". ")

    dmg = g.damage_re.fullmatch(low)
    if dmg:
        amount = _parse_amount(dmg["amount"], g)
        who = _parse_players_phrase(dmg["who"], g)
        if amount is None:
            raise _unsupported(span.orig[offset + dmg.start("amount"):offset + dmg.end("amount")], g.lang, msg_lang, text)
        if who is None:
            raise _unsupported(span.orig[offset + dmg.start("who"):offset + dmg.end("who")], g.lang, msg_lang, text)
        source = span.orig[offset + dmg.start("src"):offset + dmg.end("src")].strip()
        return StepSpec(text, "damage", who, amount=amount[0], uses_x=amount[1], source=source,
                        condition=condition)

    subj = _match_subject(low, g)
    if subj is not None:
        subject, used = subj
        rest_start = used + (len(low[used:]) - len(low[used:].lstrip(" ,")))
    else:
        subject, rest_start = (inherited or Subject("you")), 0
    rest = low[rest_start:]

    for action, pattern in g.verbs:
        m = pattern.fullmatch(rest)
        if not m:
            continue
        return _build_step(action, m, subject, text, g, span, offset + rest_start, msg_lang, condition)
    raise _unsupported(span.orig[offset + rest_start:].strip(" .") or text, g.lang, msg_lang, text)


def _build_step(action: str, m: re.Match[str], subject: Subject, text: str, g: Grammar, span: _Span,
                base: int, msg_lang: str | None, condition: VoteCondition | None) -> StepSpec:
    def orig(group: str) -> str:
        return span.orig[base + m.start(group):base + m.end(group)]

    groups = m.groupdict()
    if action in ("lose_life", "gain_life", "scry", "surveil"):
        amount = _parse_amount(groups["amount"], g)
        if amount is None:
            raise _unsupported(orig("amount"), g.lang, msg_lang, text)
        return StepSpec(text, action, subject, amount=amount[0], uses_x=amount[1], condition=condition)
    if action in ("draw", "mill"):
        slot = parse_counted(groups["obj"], g)
        if slot is None or not slot.filter.is_any or slot.up_to:
            raise _unsupported(orig("obj"), g.lang, msg_lang, text)
        return StepSpec(text, action, subject, amount=slot.count, uses_x=slot.count is None, condition=condition)
    if action == "discard" and g.whole_hand_re.match(groups["obj"]):
        return StepSpec(text, action, subject, slots=(Slot(count=0, whole_zone=True),), condition=condition)
    if action in ("sacrifice", "discard", "exile", "return"):
        slots = parse_slots(groups["obj"], g)
        if slots is None:
            raise _unsupported(orig("obj"), g.lang, msg_lang, text)
        destination = None
        if action == "return":
            dest = groups.get("dest") or ""
            destination = "battlefield" if ("battlefield" in dest or "campo de batalla" in dest) else "hand"
        return StepSpec(text, action, subject, slots=slots, destination=destination, condition=condition)
    if action == "search":
        slot = parse_counted(groups["obj"], g)
        if slot is None:
            raise _unsupported(orig("obj"), g.lang, msg_lang, text)
        tail = (groups.get("tail") or "").strip()
        if tail and not g.search_tail_re.match(tail):
            raise _unsupported(orig("tail").strip(" ,"), g.lang, msg_lang, text)
        if "battlefield" in tail or "campo de batalla" in tail:
            destination = "battlefield"
        elif "top of" in tail or "encima" in tail or "parte superior" in tail:
            destination = "library_top"
        else:
            destination = "hand"
        return StepSpec(text, action, subject, slots=(slot,), destination=destination, condition=condition)
    if action == "vote":
        raw = orig("opts")
        parts = [p for p in g.option_split_re.split(groups["opts"]) if p.strip()]
        if len(parts) < 2:
            raise _unsupported(raw, g.lang, msg_lang, text)
        # cut the original words by position so the options keep their spelling
        options, pos = [], 0
        for part in parts:
            at = groups["opts"].index(part, pos)
            options.append(raw[at:at + len(part)].strip())
            pos = at + len(part)
        if len({o.casefold() for o in options}) != len(options):
            raise _unsupported(raw, g.lang, msg_lang, text)
        return StepSpec(text, action, subject, options=tuple(options), condition=condition)
    if action == "extra_turn":
        return StepSpec(text, action, subject, condition=condition)
    raise _unsupported(text, g.lang, msg_lang, text)  # pragma: no cover - every table verb is handled


# --------------------------------------------------------------------------------------------
# Sentences
# --------------------------------------------------------------------------------------------
_ABILITY_WORD_RE = re.compile(r"^([^.—:]{1,40}?)\s*(?:—|\s-\s)\s*")
_SENTENCE_END_RE = re.compile(r"(?<=[.!;])\s+|\n+")


def _sentences(text: str) -> list[_Span]:
    low = fold(text)
    m = _ABILITY_WORD_RE.match(low)
    if m and not _clause_head(m.group(1), EN) and not _clause_head(m.group(1), ES):
        text, low = text[m.end():], low[m.end():]  # "Will of the council — …": the label is not an instruction
    spans, pos = [], 0
    for sm in _SENTENCE_END_RE.finditer(low):
        spans.append(_Span(text[pos:sm.start()], low[pos:sm.start()]))
        pos = sm.end()
    spans.append(_Span(text[pos:], low[pos:]))
    return [s.strip() for s in spans if s.low.strip(" .;")]


def _parse_with(text: str, g: Grammar, msg_lang: str | None) -> Effect:
    low = fold(text).strip(" .")
    if g.upkeep_re.match(low):
        return Effect(text, g.lang, (), upkeep=True)
    steps: list[StepSpec] = []
    for sentence in _sentences(text):
        low = g.then_re.sub("", sentence.low)
        cut = len(sentence.low) - len(low)
        sentence = sentence.cut(cut)
        condition = None
        prefix = ""
        cm = g.condition_re.match(sentence.low) or g.tied_re.match(sentence.low)
        if cm:
            opt = cm.groupdict().get("opt")
            option = sentence.orig[cm.start("opt"):cm.end("opt")].strip() if opt else None
            condition = VoteCondition(option, or_tied=bool(cm.groupdict().get("tied")) or option is None)
            prefix = sentence.orig[:cm.start("rest")]
            sentence = sentence.cut(cm.start("rest"))
        inherited: Subject | None = None
        for clause in _split_clauses(sentence, g):
            if not clause.low:
                continue
            step = _parse_clause(clause, g, inherited, msg_lang, condition)
            if prefix:  # the step shows its condition: "If return gets more votes, each player …"
                step = replace(step, text=prefix + step.text)
                prefix = ""
            inherited = step.subject if step.action != "damage" else inherited
            steps.append(step)
    if not steps:
        raise _unsupported(text, g.lang, msg_lang)
    _check_references(steps, g, msg_lang)
    return Effect(text, g.lang, tuple(steps))


def _check_references(steps: list[StepSpec], g: Grammar, msg_lang: str | None) -> None:
    """Conditions need an earlier vote with that option; "this way" needs an earlier step of that kind."""
    options: set[str] = set()
    actions: set[str] = set()
    for step in steps:
        cond = step.condition
        if cond is not None and (not options or (cond.option is not None and cond.option.casefold() not in options)):
            raise _unsupported(cond.option or step.text, g.lang, msg_lang, step.text)
        if step.subject.kind == "this_way" and step.subject.ref_action not in actions:
            raise _unsupported(step.text, g.lang, msg_lang, step.text)
        if step.action == "vote":
            options = {o.casefold() for o in step.options}
        actions.add(step.action)


@lru_cache(maxsize=512)
def parse_effect(text: str, lang: str | None = None, msg_lang: str | None = None) -> Effect:
    """Read ``text`` (English or Spanish). ``lang`` is a hint; the other language is tried too.

    Raises :class:`BotError` ``unsupported_effect`` naming the part not understood.
    """
    if len(str(text)) > MAX_EFFECT_CHARS:
        raise BotError.of("bad_scenario", "apnap.error.too_long", field="effect", field_="effect", limit=MAX_EFFECT_CHARS)
    text = clean_effect(text)
    if not text:
        raise _unsupported("", lang or "en", msg_lang)
    first = lang if lang in GRAMMARS else detect_lang(text)
    order = [first] + [k for k in GRAMMARS if k != first]
    error: BotError | None = None
    for code in order:
        try:
            return _parse_with(text, GRAMMARS[code], msg_lang)
        except BotError as exc:
            if error is None:
                error = exc  # report the failure in the language the text looks like
    assert error is not None
    raise error


# --------------------------------------------------------------------------------------------
# Trigger conditions ("when" phrases)
# --------------------------------------------------------------------------------------------
TRIGGER_EVENTS = (
    "this_dies", "creature_dies", "another_creature_dies", "creature_you_control_dies",
    "permanent_sacrificed", "player_draws", "opponent_draws", "you_draw", "player_discards",
    "opponent_discards", "player_loses_life", "this_enters", "creature_enters", "your_upkeep",
    "each_upkeep",
)
# "another ability triggering" conditions would go in the second pass of 603.3b; none of the
# supported phrases is one, but the engine keeps the two passes.
SECOND_PASS_EVENTS: frozenset[str] = frozenset()

_WHEN_PREFIX_RE = re.compile(
    r"^(?:whenever|when|at the|at|cuando|siempre que|al|a la|en el|en la)\s+")
_WHEN_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p), k) for p, k in (
    # English
    (r"(?:this|this creature|this permanent|~|it) dies", "this_dies"),
    (r"(?:a|another or this) creature dies|this creature or another creature dies", "creature_dies"),
    (r"another creature dies", "another_creature_dies"),
    (r"a creature you control dies|this creature or another creature you control dies", "creature_you_control_dies"),
    (r"a (?:player sacrifices a )?permanent(?: is sacrificed)?|a player sacrifices a permanent|you sacrifice a permanent", "permanent_sacrificed"),
    (r"a player draws (?:a card|one or more cards)", "player_draws"),
    (r"an opponent draws (?:a card|one or more cards)", "opponent_draws"),
    (r"you draw (?:a card|one or more cards)", "you_draw"),
    (r"a player discards (?:a card|one or more cards)", "player_discards"),
    (r"an opponent discards (?:a card|one or more cards)", "opponent_discards"),
    (r"a player loses life", "player_loses_life"),
    (r"(?:this|this creature|this permanent|~|it) enters(?: the battlefield)?", "this_enters"),
    (r"a creature enters(?: the battlefield)?", "creature_enters"),
    (r"(?:the )?beginning of your upkeep", "your_upkeep"),
    (r"(?:the )?beginning of each upkeep|(?:the )?beginning of each player's upkeep", "each_upkeep"),
    # Spanish (indicative or subjunctive)
    (r"(?:esto|este|esta|esta criatura|este permanente) muer[ae]", "this_dies"),
    (r"una criatura muer[ae]|muer[ae] una criatura|esta criatura u otra criatura muer[ae]", "creature_dies"),
    (r"otra criatura muer[ae]|muer[ae] otra criatura", "another_creature_dies"),
    (r"una criatura que controlas muer[ae]|muer[ae] una criatura que controlas|"
     r"esta criatura u otra criatura que controlas muer[ae]", "creature_you_control_dies"),
    (r"(?:un permanente es sacrificado|se sacrifica un permanente|un jugador sacrifica un permanente|"
     r"un jugador sacrifique un permanente|se sacrifique un permanente)", "permanent_sacrificed"),
    (r"un jugador rob[ae] (?:una carta|una o mas cartas)", "player_draws"),
    (r"un (?:oponente|adversario) rob[ae] (?:una carta|una o mas cartas)", "opponent_draws"),
    (r"(?:robas|robes) (?:una carta|una o mas cartas)", "you_draw"),
    (r"un jugador descart[ae] (?:una carta|una o mas cartas)", "player_discards"),
    (r"un (?:oponente|adversario) descart[ae] (?:una carta|una o mas cartas)", "opponent_discards"),
    (r"un jugador pierd[ae] vidas?", "player_loses_life"),
    (r"(?:esto|este|esta|esta criatura|este permanente) entr[ae](?: al campo de batalla)?", "this_enters"),
    (r"una criatura entr[ae](?: al campo de batalla)?", "creature_enters"),
    (r"(?:el )?comienzo de tu mantenimiento", "your_upkeep"),
    (r"(?:el )?comienzo de cada mantenimiento|(?:el )?comienzo del mantenimiento de cada jugador", "each_upkeep"),
))
WHEN_EXAMPLES = (
    "this dies", "a creature dies", "another creature dies", "a creature you control dies",
    "a permanent is sacrificed", "a player draws a card", "an opponent draws a card", "you draw a card",
    "a player discards a card", "an opponent discards a card", "a player loses life", "this enters",
    "a creature enters", "beginning of your upkeep", "beginning of each upkeep",
    "una criatura muere", "otra criatura muere", "comienzo de tu mantenimiento",
)


def parse_when(phrase: str, source_name: str = "") -> str | None:
    """The canonical trigger event for a ``when`` phrase, or None when it isn't supported."""
    low = fold(clean_spaces(str(phrase))).strip(" ,.")
    low = _WHEN_PREFIX_RE.sub("", low)
    name = fold(clean_spaces(source_name))
    if name and low.startswith(name + " "):
        low = "this " + low[len(name) + 1:]  # "Blood Artist dies" = "this dies"
    for pattern, key in _WHEN_PATTERNS:
        if pattern.fullmatch(low):
            return key
    return None


def closest_when(phrase: str) -> list[str]:
    from rapidfuzz import fuzz, process, utils

    found = process.extract(str(phrase), WHEN_EXAMPLES, scorer=fuzz.WRatio, processor=utils.default_process, limit=3)
    return [m for m, _s, _i in found]
