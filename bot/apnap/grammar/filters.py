"""The object-phrase reader: "basic land card", "nontoken creature", "creature with flying you don't control",
"green or blue creatures", printed Spanish "criatura que no sea negra" → a :class:`TypeFilter`.

Its own module because every verb, count and condition reader asks it what an object phrase names, and
its word tables (colours, keywords, type words in both languages) are the one owner of those words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from .choice_words import COLOR_OF_EN, COLOR_OF_ES
from .combat_roles import combat_role as _combat_role
from .compared_amounts import split_defined_compare
from .filter_subtypes import _NOT_SUBTYPES
from .filter_subtypes import either_subtypes as _either_subtypes
from .filter_subtypes import land_type_cards as _land_type_cards
from .filter_subtypes import listed_filter as _listed_filter
from .filter_subtypes import one_word_subtypes as _one_word_subtypes
from .filter_subtypes import subtypes_alone as _subtypes_alone
from .lexicon import KEYWORD_ABILITIES, Grammar
from .noun_words import SAME_NAME_TAILS
from .shared_words import SHARED_TRAITS, YOU_DISCARDED
from .spanish_terms import es_keywords, es_subtype
from .specs import ANY_CARD, COMPARE_WORDS, COMPARED_WORDS, STRICT_WORDS, Compare, TypeFilter
from .subtypes import subtype_forms as _subtype_forms  # the CR's spelling ("Swamps" → swamp), as boards name it

# "green and/or blue": an object of either colour or both; the filter's colours are already any-of.
_NON_COMMA = re.compile(r"\b(non[a-z\-]+),\s+(?=non)")
_AND_OR_COLORS = re.compile(r"\b(white|blue|black|red|green) and[/-]or (white|blue|black|red|green)\b")
# "artifacts and/or enchantments", "artefactos y/o encantamientos": an object of either kind or both, which is what
# "or" between kinds takes (each object is one of them; one that is both is either); colours are read first. A list's
# last "and/or" follows its comma ("artifact, creature, enchantment, and/or land cards", Incoming!), as "or" does.
_AND_OR_KINDS = re.compile(r"(?<=[\w,]) (?:and[/-]or|y[/-]o) (?=\w)")
# "with horsemanship", "without flying": any keyword ability of the lexicon (702), the longest first
_KEYWORD_WORDS = "|".join(sorted(KEYWORD_ABILITIES, key=len, reverse=True))
# … and their printed Spanish forms ("con la habilidad de volar", "sin toque mortal"), from the terminology
_ES_KEYWORD_WORDS = "|".join(re.escape(k) for k in sorted(es_keywords(), key=len, reverse=True))
# Clause tails that restrict objects, English and Spanish side by side: (pattern, filter field, value).
_TAILS: tuple[tuple[re.Pattern[str], str, str], ...] = tuple((re.compile(p), f, v) for p, f, v in (
    # the pool is the acting player's ("among creatures they control"), or, with no "among", the objects the phrase
    # names ("the creature they control with the highest converted mana cost"); a pool of anyone's creatures or the
    # controller's ("among creatures", "among creatures you control") is no pool a pick keeps: left unread, refused
    (r"\s+with the (?:greatest|highest) (?P<prop>power|toughness|mana value|converted mana cost)(?: among "
     r"(?P<among>creatures|permanents) (?:they|that player|he or she) controls?)?"
     r"(?: or tied for (?:the )?(?:greatest|highest) \w+(?: \w+)?)?$",
     "greatest", ""),
    (r"\s+con (?:la|el) (?:mayor|mas alta|mas alto) (?P<prop>fuerza|resistencia|valor de mana)(?: (?:de )?entre "
     r"(?:las|los) (?P<among>criaturas|permanentes) que controla)?$", "greatest", ""),
    # Person agreement: "you don't control" / "que no controlas" is the controller of the effect's "not mine"; "they
    # (that player, he or she) don't control" / "que no controla" is the acting player's (608.2c: the player the
    # sentence names), ``not_own``, which only a reader that knows that player binds (choose_pools.py: a choice of
    # another's permanent, 101.4); anywhere else it is refused (person_agreement.py), never read as "you"
    (r"\s+(?:(?:that )?you (?:don't|do not) control)$", "control", "not_you"),
    (r"\s+(?:(?:that )?(?:they|that player|he or she) (?:don't|do not|doesn't|does not) control)$", "control",
     "not_own"),
    (r"\s+(?:que no controlas|que no controles)$", "control", "not_you"),
    (r"\s+(?:que no controla|que no controle)$", "control", "not_own"),
    (r"\s+(?:your opponents control|each opponent controls|an opponent controls)$", "control", "opponents"),
    (r"\s+(?:(?:that )?you control)$", "control", "you"),  # the controller's, even in "destroy all …"
    # one player's: the target player's (115.1), checked against the scenario's target (State.matches)
    (r"\s+target player controls$|\s+que controla el jugador objetivo$", "control", "target"),
    (r"\s+target opponent controls$|\s+que controla el oponente objetivo$", "control", "target_opponent"),
    # the player the source attacks (506.2, 508.5; engine/defending.py), checked by State.matches
    (r"\s+defending player controls$|\s+que controla el jugador defensor$", "control", "defending"),
    (r"\s+(?:(?:that )?(?:they|that player|he or she) controls?)$", "control", "own"),
    (r"\s+other than this (?:creature|permanent|artifact|enchantment)$"
     r"|\s+que no sea (?:este|esta) (?:criatura|permanente|artefacto|encantamiento)$", "not_source", ""),
    # "each creature you control that's a Wolf or a Werewolf", printed Spanish "que sea un Lobo o un Hombre lobo"
    # (205.3m): an object with either subtype (the filter's subtypes are any-of)
    (r"\s+that's an? (?P<a>[a-z\-]+) or (?:an? )?(?P<b>[a-z\-]+)$"
     r"|\s+que sean? (?:una? )?(?P<esa>[a-z\-]+) [ou] (?:una? )?(?P<esb>[a-z\-]+)$", "either_subtype", ""),
    # "a card named <this card>" (201.2): the card's own name, which oracle.py reads as "this …"
    (r"\s+named this (?:creature|permanent|artifact|enchantment|land|spell|card|planeswalker)$", "named_source", ""),
    # what the object did earlier this turn (the scenario's ``this_turn``, State.matches): "that entered the battlefield
    # this turn" (603.6a), "that was dealt damage this turn", "that dealt damage this turn" (120.3), "that attacked this
    # turn" (508.1); printed Spanish "que entró al campo de batalla este turno", "a la que se le hizo daño este turno",
    # "que hizo daño este turno", "que atacó este turno"
    (r"\s+(?:that|which) entered the battlefield this turn$|\s+que (?:entro|entraron) al campo de batalla este turno$",
     "this_turn", "entered"),
    (r"\s+that (?:was|were) dealt damage this turn$|\s+a (?:la|las|el|los) que se les? (?:hizo|ha hecho) dano este "
     r"turno$", "this_turn", "damaged"),
    (r"\s+that dealt damage this turn$|\s+que (?:hizo|hicieron) dano este turno$", "this_turn", "damage_sources"),
    (r"\s+that attacked this turn$|\s+que (?:ataco|atacaron) este turno$", "this_turn", "attackers"),
    # "all tokens created with Dual Nature" (607.2a): the ones the source's linked ability created (``created_with``)
    (r"\s+(?:created with this (?:creature|permanent|artifact|enchantment|land)|(?:creadas|creados) con "
     r"(?:esta|este) (?:criatura|permanente|artefacto|encantamiento|tierra))$", "created_with", ""),
    # printed Spanish "una carta llamada <esta carta>" and the reading's "con el mismo nombre que este permanente"
    (r"\s+(?:llamad[ao]s?|con el mismo nombre que) (?:este|esta) (?:criatura|permanente|artefacto|encantamiento|"
     r"tierra|hechizo|carta|planeswalker)$", "named_source", ""),
    # "a creature named Festering Newt" (201.2): another card's name, the whole rest of the phrase
    (r"\s+named (?P<name>(?!this )[a-z][a-z'\- ]*(?:, [a-z][a-z'\- ]*)?)$", "named", ""),
    (r"\s+llamad[ao] (?P<name>(?!(?:este|esta) )[a-z][a-z'\- ]*(?:, [a-z][a-z'\- ]*)?)$", "named", ""),
    # a characteristic compared with a number or X (202.3, 208.1): "with power 4 or greater"
    (r"\s+with (?P<prop>power|toughness|converted mana cost|mana value) (?P<n>\d+|x) or (?P<cmp>less|greater)$",
     "compare", ""),
    (r"\s+con (?:una? )?(?P<prop>fuerza|resistencia|coste de mana convertido|valor de mana) de (?P<n>\d+|x) "
     r"o (?P<cmp>menos|mas)$", "compare", ""),
    # … equal to a number or X: "each artifact, creature, and enchantment with converted mana cost X"
    (r"\s+with (?P<prop>power|toughness|converted mana cost|mana value) (?P<n>\d+|x)$", "compare", ""),
    (r"\s+con (?:una? )?(?P<prop>fuerza|resistencia|coste de mana convertido|valor de mana) (?:igual a |de )?"
     r"(?P<n>\d+|x)$", "compare", ""),  # "con valor de maná X": printed without "de" too
    # … with the source's own ("with power less than or equal to this creature's power", 608.2h)
    # (without "or equal to", strictly: "with power greater than this creature's power")
    (r"\s+with (?P<prop>power|toughness|converted mana cost|mana value) (?:(?P<cmp>less|greater) than or equal to|"
     r"(?P<strict>less|greater) than) "
     r"this \w+'s (?P<of>power|toughness|converted mana cost|mana value)$", "compare", ""),
    (r"\s+con (?:una? )?(?P<prop>fuerza|resistencia|valor de mana) (?:(?:igual o (?P<cmp>menor|mayor)|"
     r"(?P<cmp2>menor|mayor) o igual|(?P<strict_es>menor|mayor)) (?:que|a) "
     r"(?:la|el) (?P<of>fuerza|resistencia|valor de mana) de (?:esta|este) \w+)$", "compare", ""),
    # … with the object's own other characteristic (208.1): "each creature with power greater than its toughness",
    # printed Spanish "cada criatura con una fuerza mayor que su resistencia"
    (r"\s+with (?P<prop>power|toughness|converted mana cost|mana value) (?:(?P<cmp>less|greater) than or equal to|"
     r"(?P<strict>less|greater) than) (?:its|their) (?P<own>power|toughness|converted mana cost|mana value)$",
     "compare", ""),
    (r"\s+con (?:una? )?(?P<prop>fuerza|resistencia|valor de mana) (?:igual o (?P<cmp>menor|mayor)|"
     r"(?P<cmp2>menor|mayor) o igual|(?P<strict_es>menor|mayor)) (?:que|a) su "
     r"(?P<own>fuerza|resistencia|valor de mana)$", "compare", ""),
    # counters on it (122.1): "with a +1/+1 counter on it", "that has a fate counter on it"
    (r"\s+(?:with|that has) (?:a|an|one or more) (?P<kind>[a-z+\-/0-9]+) counters? on (?:it|them)$", "counter", ""),
    (r"\s+con (?:un|uno o mas) contador(?:es)? (?P<kind>[a-z+\-/0-9]+) (?:sobre|en) (?:ella|el|ellas|ellos)$",
     "counter", ""),
    # "with +1/+1 counters on them" (any number of them), "with no +1/+1 counters on them" (none, 122.1)
    (r"\s+with (?P<kind>[a-z+\-/0-9]+) counters on (?:it|them)$", "counter", ""),
    (r"\s+con contadores (?P<kind>[a-z+\-/0-9]+) (?:sobre|en) (?:ellas|ellos)$", "counter", ""),
    (r"\s+with no (?P<kind>[a-z+\-/0-9]+) counters on (?:it|them)$", "no_counter", ""),
    (r"\s+sin contadores (?P<kind>[a-z+\-/0-9]+)(?: (?:sobre|en) (?:ella|el|ellas|ellos))?$", "no_counter", ""),
    (r"\s+excepto (?:esta criatura|este permanente)$", "not_source", ""),
    (r"\s+que controlan? tus (?:oponentes|adversarios)$", "control", "opponents"),
    (r"\s+que control[ae] (?:un|algun) (?:oponente|adversario)$", "control", "opponents"),
    (r"\s+(?:que controlas|que controles)$", "control", "you"),  # "tú": the controller's, as "you control"
    (r"\s+(?:que controla|que controle)$", "control", "own"),
    (rf"\s+without (?P<nkw>{_KEYWORD_WORDS})$", "keyword", ""),
    (rf"\s+sin (?P<nkw>{_ES_KEYWORD_WORDS})$", "keyword", ""),
    (rf"\s+with (?P<kw>{_KEYWORD_WORDS})$", "keyword", ""),
    (rf"\s+con (?P<kw>{_ES_KEYWORD_WORDS})$", "keyword", ""),
    # the type an earlier step chose (State.matches): the acting player's, any chosen, or none of them
    # "the chosen …": the latest choice of that kind in the effect, or the source's as it entered (607.2d)
    (r"\s+(?:of the chosen type|del tipo elegido|del tipo de criatura elegido)$", "chosen", "type"),
    (r"\s+(?:of the chosen color|del color elegido)$", "chosen", "color"),
    # "Choose a card name. … cards with that name" (608.2c: the name chosen just before, as "the chosen name")
    (r"\s+(?:with the chosen name|with that name|con el nombre elegido|con ese nombre)$", "chosen", "name"),
    # "… of the color of your choice" (608.2d): the controller's choice as the instruction is carried out
    (r"\s+(?:of the colou?r of your choice|del color de tu eleccion)$", "chosen", "your_color"),
    (r"\s+(?:of the creature type of your choice|del tipo de criatura de tu eleccion)$", "chosen", "your_type"),
    # "Choose a color, then … for each permanent of that color": the colour chosen just before (608.2c)
    (r"\s+(?:of that colou?r|de ese color)$", "chosen", "that_color"),
    *SAME_NAME_TAILS,  # "… with the same name as that artifact / that spell / the exiled card" (201.2)
    # a relation to the one object "it" names (608.2c; shared_traits.py): "that shares a card type with it" (205.2a)
    (r"\s+(?:that|which) shares? a (?P<trait>card type|creature type|permanent type|colou?r) with "
     r"(?P<whom>it|the card you discarded)$", "shares", ""),
    (r"\s+que compart(?:e|a|en|an) un (?P<trait>tipo de carta|tipo de criatura|tipo de permanente|color) "
     r"con (?:el|ella|(?P<whom>la carta que descartaste))$", "shares", ""),
    (r"\s+(?:of that type|of the chosen type|de ese tipo|del tipo elegido)$", "chosen", "that"),
    # "Choose an order for artifacts, creatures, and lands. … of the first type": that place of the order chosen
    (r"\s+of the (?P<place>first|second|third|fourth) type$", "chosen", "place"),
    (r"\s+(?:that aren't|that are not|que no sean?) (?:of a type chosen this way|de un tipo elegido de esta "
     r"(?:manera|forma))$", "chosen", "none"),
    (r"\s+(?:of a type chosen this way|de un tipo elegido de esta (?:manera|forma))$", "chosen", "any"),
))
_AMONG_THEIRS = re.compile(r"\bamong (?:creatures|permanents) (?:they|that player|he or she) controls?$"
                           r"|\bentre (?:las|los) (?:criaturas|permanentes) que controla$")
_VALUE_OF_YOUR_CHOICE = re.compile(r"(?:of the colou?r|of the creature type|del color|del tipo de criatura) "
                                   r"(?:of your choice|de tu eleccion)$")
_SUPERTYPE_WORDS = frozenset({"snow", "legendary"})
_HOW_MANY_COLORS = {"monocolored": "mono", "multicolored": "multi", "monocolor": "mono", "monocolores": "mono",
                    "multicolor": "multi", "multicolores": "multi"}
_TAPPED_WORDS = {"tapped": True, "untapped": False, "girado": True, "girada": True, "girados": True, "giradas": True,
                 "enderezado": False, "enderezada": False, "enderezados": False, "enderezadas": False}
# Folded Spanish keyword forms the object reader knows; reading uses the terminology's every form too
# (spanish_terms.es_keywords), and the renderers say a keyword from the terminology (spanish_terms.keyword_es)
_ES_KEYWORDS = {"vuela": "flying", "la habilidad de volar": "flying", "arrollar": "trample", "prisa": "haste",
                "alcance": "reach", "toque mortal": "deathtouch", "vinculo vital": "lifelink",
                "vigilancia": "vigilance", "defensor": "defender", "dana primero": "first strike",
                "antimaleficio": "hexproof", "la habilidad de equitacion": "horsemanship",
                "la habilidad de sombra": "shadow", "velo": "shroud",
                # 702.16a: protection from a colour, as printed Spanish says it (the keyword a grant gives, grants.py)
                **{f"proteccion contra el {es}": f"protection from {en}" for es, en in (
                    ("blanco", "white"), ("azul", "blue"), ("negro", "black"), ("rojo", "red"), ("verde", "green"))}}


def _known_subtype(word: str) -> bool:
    """A word the CR lists as a subtype (205.3): "monocolored creature" is no subtype that matches nothing."""
    return bool(_subtype_forms(word))


def _tail_fact(fld: str, value: str, m: re.Match[str], extra: dict[str, object]) -> None:
    """What one restricting tail (``_TAILS``) adds to the filter's fields."""
    if fld in ("not_source", "named_source", "created_with"):
        extra[fld] = True
    elif fld == "named":  # 201.2: an object with that name (a board names objects as their cards do)
        extra["names"] = frozenset({m["name"]})
    elif fld == "compare":  # "with converted mana cost 3 or less" (202.3), "with power 4 or greater" (208.1)
        extra["compares"] = (*extra.get("compares", ()), _compare(m))  # type: ignore[misc]
    elif fld in ("counter", "no_counter"):  # "with a +1/+1 counter on it", "with no +1/+1 counters on them" (122.1)
        key = "counters" if fld == "counter" else "no_counters"
        extra[key] = frozenset({*extra.get(key, ()), m["kind"]})  # type: ignore[misc]
    elif fld == "greatest":
        _greatest_fact(m, extra)
    elif fld == "either_subtype":  # the words as printed; _either_subtypes reads them in the phrase's language
        extra["either_subtypes"] = (m["a"] or m["esa"], m["b"] or m["esb"])
    elif fld in ("same_name", "this_turn"):
        extra[fld] = value
    elif fld == "shares":
        whom = m.groupdict().get("whom") or "it"  # "the card you discarded": the controller's, this effect's
        extra["shares"], extra["shares_with"] = SHARED_TRAITS[m["trait"]], "it" if whom == "it" else YOU_DISCARDED
    elif fld in ("control", "chosen"):
        if value != "own":
            extra[fld] = m.groupdict().get("place") or value
        else:  # the acting player's, or another's a reader binds (that_player_counts.py)
            extra["of_that_player"] = True
    elif fld == "keyword":
        negated = m.groupdict().get("nkw")
        kw = negated or m["kw"]
        extra["not_keywords" if negated else "keywords"] = frozenset({es_keywords().get(kw, kw)})


def _greatest_fact(m: re.Match[str], extra: dict[str, object]) -> None:
    """"with the greatest power among creatures they control": the property and the pool (the player's creatures or
    permanents, or with no "among" the objects the phrase names)."""
    extra["greatest"] = COMPARED_WORDS[m["prop"]]
    extra["greatest_among_permanents"] = m["among"] in ("permanents", "permanentes")
    extra["greatest_of_these"] = m["among"] is None
    if m["among"] is not None:  # the greatest among theirs is one of theirs (the acting player's, 608.2c)
        extra["of_that_player"] = True


def _compare(m: re.Match[str]) -> Compare:
    """One comparison tail: the characteristic, how it compares, and with what (a number, X, or the source's)."""
    said = m.groupdict().get("cmp") or m.groupdict().get("cmp2")
    strict = m.groupdict().get("strict") or m.groupdict().get("strict_es")
    # no "or less/greater": that value exactly; "greater than" without "or equal to": strictly
    prop, op = COMPARED_WORDS[m["prop"]], STRICT_WORDS[strict] if strict else COMPARE_WORDS[said] if said else "eq"
    if m.groupdict().get("of"):
        return Compare(prop, op, ref="source", of=COMPARED_WORDS[m["of"]])
    if m.groupdict().get("own"):  # the object's own characteristic, each object's (208.1)
        return Compare(prop, op, ref="own", of=COMPARED_WORDS[m["own"]])
    return Compare(prop, op, ref="x") if m["n"] == "x" else Compare(prop, op, int(m["n"]))


def list_tails(phrase: str) -> tuple[str, dict[str, object]]:
    """The tails said once after the last kind of a list that restrict every kind of it: a characteristic compared
    ("each artifact, creature, and enchantment with converted mana cost X", 202.3) and counters on it (122.1).
    Any other tail (a keyword, a controller) is left on the phrase, for the list reader to refuse or read."""
    extra: dict[str, object] = {}
    changed = True
    while changed:
        changed = False
        for pattern, fld, value in _TAILS:
            m = pattern.search(phrase) if fld in ("compare", "counter", "no_counter") else None
            if m:
                _tail_fact(fld, value, m, extra)
                phrase, changed = phrase[:m.start()].strip(), True
    return phrase, extra


def _strip_tails(phrase: str) -> tuple[str, dict[str, object]]:
    """Take the restricting tails off the end of ``phrase``, as often as one is there ("creature with
    flying you don't control"): the bare phrase and the filter fields they say."""
    extra: dict[str, object] = {}
    changed = True
    while changed:
        changed = False
        for pattern, fld, value in _TAILS:
            m = pattern.search(phrase)
            if m:
                _tail_fact(fld, value, m, extra)
                phrase = phrase[:m.start()].strip()
                changed = True
    return phrase, extra


def _spanish_forms(phrase: str) -> str:
    """Printed Spanish object phrases in the word order the reader below expects."""
    phrase = re.sub(r"^cartas? de ", "", phrase)
    # "criatura o de conjuro", "artefacto o la criatura", "que no sea de criatura ni de tierra": each alternative
    # says its own "de" or article
    phrase = re.sub(r"\b(que no sean?|o|u|ni) (?:de |el |la )(?=\w)", r"\1 ", phrase)
    # "permanente que no sea (una) tierra" → "permanente no tierra"; "ficha de criatura" → "criatura ficha"
    phrase = re.sub(r" que no sea(?:n)? (?:una |un )?", " no ", phrase)
    phrase = re.sub(r"(?<= no )(\w+) ni (?=\w)", r"\1 no ", phrase)  # "no tierra ni ficha": neither
    phrase = re.sub(r"^cartas? (?=no )", "", phrase)  # "carta que no sea tierra": a nonland card
    phrase = re.sub(r"^cartas? (?=\w+$)", "", phrase)  # "carta negra", "hechizo multicolor": the colour after the noun
    return re.sub(r"^(fichas?) de (\w+)$", r"\2 \1", phrase)


@dataclass(slots=True)
class _Reading:
    """What the words of a filter phrase said so far: the fields shared by its alternatives, and those of
    the alternative being read (``required`` … ``permanent``)."""

    g: Grammar
    noun: str | None = None
    colors: set[str] = field(default_factory=set)
    not_colors: set[str] = field(default_factory=set)
    subtypes: set[str] = field(default_factory=set)
    not_subtypes: set[str] = field(default_factory=set)
    colored: bool | None = None
    how_many: str | None = None
    historic: bool = False
    tapped: bool | None = None
    required: set[str] = field(default_factory=set)
    forbidden: set[str] = field(default_factory=set)
    basic: bool = False
    permanent: bool = False
    single: bool = False  # the phrase is one alternative: a subtype may be said alone ("a Forest")
    card_said: bool = False  # … said before "card" ("a Lesson card"): a spell type may be too (205.3k)
    bare: bool = False  # … and was: the subtype is the whole filter

    def color(self, word: str) -> str | None:
        return (COLOR_OF_ES if self.g.lang == "es" else COLOR_OF_EN).get(word)


def _negative_word(w: str, r: _Reading) -> bool:
    """"nonland", "nonbasic", "nonwhite", "non-Dragon": what the object is not (English)."""
    g = r.g
    rest = w[3:].lstrip("-")
    if g.lang == "en" and w.startswith("non") and rest in g.types:
        r.forbidden.add(g.types[rest])
    elif w in ("nonbasic", "no basica", "no basicas"):
        r.forbidden.add("basic")  # scenario-format: a land not written "basic" is nonbasic
    elif g.lang == "en" and w.startswith("non") and COLOR_OF_EN.get(rest):
        r.not_colors.add(COLOR_OF_EN[rest])  # "nonwhite creatures"
    elif g.lang == "en" and w.startswith("non-") and w[4:].isalpha():
        r.not_subtypes.add(w[4:])  # "non-Dragon creatures"
    else:
        return False
    return True


def _kind_word(w: str, r: _Reading) -> bool:
    """A card type or supertype, "basic", "permanent": what kind of object it is."""
    g = r.g
    if w in g.types:
        r.required.add(g.types[w])
        if g.types[w] not in ("token", "snow", "legendary"):  # a supertype is no noun ("snow lands")
            r.noun = r.noun or g.types[w]
    elif w in g.basic_words:
        r.basic = True
    elif w in g.permanent_words:
        r.permanent = True
        r.noun = r.noun or "permanent"
    else:
        return False
    return True


def _quality_word(w: str, r: _Reading) -> bool:
    """A colour, "colored"/"colorless", "monocolored"/"multicolored", "tapped"/"untapped"."""
    color = r.color(w)
    if color is not None:
        r.colors.add(color)
    elif w in ("colored", "de color", "coloreado", "coloreada"):
        r.colored = True
    elif w in ("colorless", "incoloro", "incolora", "incoloros", "incoloras"):
        r.colored = False
    elif w in _HOW_MANY_COLORS:
        r.how_many = _HOW_MANY_COLORS[w]  # "a monocolored creature" (105.2a), "multicolored" (105.2b)
    elif w in _TAPPED_WORDS:
        r.tapped = _TAPPED_WORDS[w]  # "untapped lands", "criaturas giradas" (701.26)
    elif w in ("historic", "historico", "historica", "historicos", "historicas"):
        r.historic = True  # "a historic permanent card" (700.6)
    else:
        return False
    return True


def _subtype_word(k: int, words: list[str], r: _Reading) -> bool:
    """A creature, land or other subtype (205.3): "Dragon creatures", "Liliana planeswalker" (before the
    type), "a snow Swamp", "snow Swamps" (the noun after supertypes)."""
    g, w = r.g, words[k]
    if g.lang == "es":
        return _es_subtype_word(k, words, r)
    # a hyphenated subtype is one word ("Assembly-Worker creature", 205.3m), as are "Urza's" (205.3i) and "Time Lord"
    # (joined by _one_word_subtypes)
    w = w.replace("_", " ")
    if not re.fullmatch(r"[a-z][a-z\-' ]*", w) or not _known_subtype(w):
        return False
    before_type = w not in _NOT_SUBTYPES and w not in g.numbers and k + 1 < len(words) and words[k + 1] in g.types
    after_supertypes = k == len(words) - 1 and k > 0 and all(g.types.get(x) in _SUPERTYPE_WORDS for x in words[:k])
    r.bare = _alone(w, words, r)  # "Sacrifice a Forest", "each Goblin": a permanent's subtype is its own noun
    # "a Lesson card", "an Arcane card" (205.3k): a spell type said alone before "card" names the cards with it
    before_card = r.single and r.card_said and words == [words[k]]
    if not (before_type or after_supertypes or r.bare or before_card):
        return False
    r.subtypes |= _subtype_forms(w)
    return True


def _es_subtype_word(k: int, words: list[str], r: _Reading) -> bool:
    """A printed Spanish subtype (205.3), named as the board names it, in English (spanish_terms.py): after its
    type ("criaturas Zombie", "hechizo de Bestia"), before "ficha" ("fichas de Zombie" reads "zombie fichas") or
    said alone ("Caballeros", "una Montaña", "Fragmentados")."""
    from .subtypes import permanent_kind

    names = es_subtype(words[k])
    if not names:
        return False
    types = r.g.types
    after_type = k > 0 and (words[k - 1] in types or words[k - 1] == "de" and k > 1 and words[k - 2] in types)
    before_token = k + 1 < len(words) and types.get(words[k + 1]) == "token"
    core = [x for x in words if x not in _TAPPED_WORDS]
    r.bare = r.single and core == [words[k]] and any(permanent_kind(n) is not None for n in names)
    if not (after_type or before_token or r.bare):
        return False
    r.subtypes |= names
    return True


def _alone(w: str, words: list[str], r: _Reading) -> bool:
    """A permanent's subtype said alone, the phrase's only alternative ("a Forest", "Goblins"): never a word of
    another kind ("attacking") nor one alternative of several ("creature or Forest")."""
    from .subtypes import permanent_kind

    core = [x.replace("_", " ") for x in words if x not in ("tapped", "untapped")]  # "Tap two untapped Clerics …"
    return (r.single and core == [w] and w not in _NOT_SUBTYPES and w not in r.g.numbers
            and permanent_kind(w) is not None)


_BASIC_ES = ("basica", "basicas", "basico", "basicos")
_Alternative = tuple[frozenset[str], frozenset[str], bool, bool]


def _read_alternative(words: list[str], r: _Reading) -> _Alternative | None | bool:
    """One alternative of the phrase ("artifact" in "artifact or creature"): its types, or None when a
    word is not understood, or False when it is only a colour that qualifies the noun ("green or blue
    creatures")."""
    g = r.g
    r.required, r.forbidden, r.basic, r.permanent = set(), set(), False, False
    negate_next = False
    for k, w in enumerate(words):
        if negate_next:  # Spanish "no": "tierra no básica" is a nonbasic land, "criatura no negra" a nonblack one
            if r.color(w) is not None:
                r.not_colors.add(str(r.color(w)))
            elif w not in g.types and w not in _BASIC_ES and es_subtype(w):
                r.not_subtypes |= es_subtype(w)  # "criatura que no sea Ángel" is a non-Angel creature (205.3)
            elif w not in g.types and w not in _BASIC_ES:
                return None
            else:
                r.forbidden.add(g.types.get(w, "basic"))
            negate_next = False
        elif g.lang == "es" and w == "no":
            negate_next = True
        elif not (_negative_word(w, r) or _kind_word(w, r) or _quality_word(w, r) or _subtype_word(k, words, r)):
            return None
    if negate_next:
        return None
    if not (r.required or r.forbidden or r.basic or r.permanent) and (r.bare or all(r.color(w) for w in words)):
        return False  # a colour qualifies the noun; a subtype said alone is the whole filter (any object with it)
    return frozenset(r.required), frozenset(r.forbidden), r.basic, r.permanent


def parse_filter(phrase: str, g: Grammar) -> TypeFilter | None:
    """``basic land card`` / ``nontoken creature`` / ``creature with flying you don't control`` → filter; a combat
    role before the noun ("attacking creatures", "target blocking creature") is the filter's ``combat``."""
    said = _combat_role(phrase.strip())
    if said is None:
        return None
    flt = _parse_filter(said[0], g) if said[0] else None
    if said[1] is None or flt is None:
        return flt
    return replace(flt, combat=said[1]) if flt.noun in ("creature", "permanent") or _creature_types(flt) else None


def _creature_types(flt: TypeFilter) -> bool:
    """A creature type said alone ("each other attacking Kithkin", 205.3m): only a creature has it, so a combat role
    fits it as it fits "creature"."""
    from .subtypes import permanent_kind

    return (not flt.alternatives and bool(flt.subtypes)
            and all(permanent_kind(s) == "creature" for s in flt.subtypes))


def _said_around(phrase: str, g: Grammar) -> tuple[str, dict[str, object]]:
    """The phrase without what is said after the kind ("of their choice", "they control", the ``_TAILS``) and the
    filter fields that says."""
    # "… they control with power greater than the number of …": the comparison's amount ends the phrase, so it is
    # split off before the player tail it follows ("they control", "that player controls")
    phrase, defined = split_defined_compare(phrase, g)
    # "of the color of your choice" is a value the controller chooses (a tail), not whose choice the object is
    # "… among creatures they control" is the pool of "with the greatest …" (its tail), not whose the object is
    keep = _VALUE_OF_YOUR_CHOICE.search(phrase) or _AMONG_THEIRS.search(phrase.strip())
    suffix = None if keep else g.choice_suffix_re.search(phrase.strip())
    if suffix is not None:
        phrase = g.choice_suffix_re.sub("", phrase.strip()).strip()
    phrase = _AND_OR_COLORS.sub(r"\1 \2", phrase)  # "green and/or blue creatures": either colour (105.2)
    phrase = _AND_OR_KINDS.sub(" o " if g.lang == "es" else " or ", phrase)
    phrase = _NON_COMMA.sub(r"\1 ", phrase)  # "nonland, nontoken permanent": both words say what it is not
    phrase, extra = _strip_tails(phrase)
    if suffix is not None and "control" in suffix[0]:  # "… they control", "… que controla": a third player's
        extra["of_that_player"] = True  # (the acting one's, or another's a reader binds: that_player_counts.py)
    if defined is not None:
        extra["compares"] = (*extra.get("compares", ()), defined)  # type: ignore[misc]
    return phrase, extra


def _shared_supertype(alternatives: list[_Alternative], said: list[str], lang: str) -> list[_Alternative] | None:
    """The alternatives, where "a legendary creature or planeswalker" / "una criatura o planeswalker legendario"
    (English: the supertype said with
    the first kind; Spanish: the last, after the noun) is every kind's (205.4e: "a legendary creature
    or a legendary planeswalker"), as "tapped" or a colour there is. Only when each other kind is one bare word; a
    supertype said elsewhere ("creature or legendary planeswalker"), or another kind with words of its own, is
    refused: which kinds it qualifies is not clear."""
    if len(alternatives) < 2 or not any(_SUPERTYPE_WORDS & alt[0] for alt in alternatives):
        return alternatives
    if len(said) != len(alternatives):  # a colour said as an alternative of its own ("green or blue"): unclear
        return None
    at = -1 if lang == "es" else 0
    shared = _SUPERTYPE_WORDS & alternatives[at][0]
    others = [k for k in range(len(alternatives)) if k != at % len(alternatives)]
    if not shared or any(_SUPERTYPE_WORDS & alternatives[k][0] or len(said[k].split()) != 1 for k in others):
        return None
    return [(alt[0] | shared, *alt[1:]) for alt in alternatives]


def _said_whole(phrase: str, extra: dict[str, object], g: Grammar) -> tuple[bool, TypeFilter | None]:
    """The phrases read whole, before its words one by one: (True, the filter or None for a refusal), or (False, None)
    for a phrase the word reader takes. "… that's a Wolf or a Werewolf" (the kind read alone, then narrowed: 205.3m),
    "a Forest or Plains card" (205.3i), "Wolf or Werewolf" (subtypes said alone, 205.3), "a Plains or a white
    permanent" (two whole filters)."""
    whole, flt = _either_filter(phrase, extra, g)
    if whole:
        return whole, flt
    either_subtypes = _either_subtypes(extra, g)
    if either_subtypes is None:
        return True, None
    if either_subtypes:
        flt = _parse_filter(phrase, g) if phrase else None
        if flt is None or flt.subtypes or not flt.alternatives:
            return True, None  # "Elf creature that's a Wolf or …", or no kind before it: which is meant is not clear
        return True, replace(flt, subtypes=either_subtypes, **extra)  # type: ignore[arg-type]
    land_types = _land_type_cards(phrase, g)
    if land_types is not None:
        return True, replace(land_types, **extra) if extra else land_types  # type: ignore[arg-type]
    if alone := _subtypes_alone(phrase, g):  # "attacking Wolf or Werewolf": any with one of them (205.3)
        return True, TypeFilter(subtypes=alone, **extra)  # type: ignore[arg-type]
    return _listed_filter(phrase, extra, g, _parse_filter)  # "Goblin, Elf, or Warrior creatures" (205.3)


# "a Plains or a white permanent", "una Llanura o un permanente blanco": two whole filters, each with its own article
_OR_ANOTHER = {"en": re.compile(r" or an? (?=\w)"), "es": re.compile(r" [ou] una? (?=\w)")}
# What one of those filters may say (the rest, "… they control", is said once after both and is the pair's)
_EITHER_PART = ("alternatives", "noun", "colors", "colored", "subtypes", "not_colors", "not_subtypes", "tapped",
                "keywords", "not_keywords", "how_many_colors", "historic", "joined")


def _either_filter(phrase: str, extra: dict[str, object], g: Grammar) -> tuple[bool, TypeFilter | None]:
    """"a Plains or a white permanent" (109.2, 205.3i, 105.2): an object either filter takes, each said whole with
    its own article, so a colour or a kind of one is never the other's (a "white Plains" is not asked for). (True,
    the filter or None for a refusal), or (False, None) when the phrase is not two such filters. Only filters of
    what an object is (its kinds, colours, subtypes, keywords, tapped); anything else in a part is refused."""
    parts = _OR_ANOTHER[g.lang].split(phrase)
    if len(parts) != 2:
        return False, None
    if set(extra) - {"control", "of_that_player"}:  # "a creature or an artifact with flying": whose "with"?
        return True, None
    filters = [_parse_filter(part, g) for part in parts]
    if any(f is None or f != TypeFilter(**{k: getattr(f, k) for k in _EITHER_PART}) for f in filters):
        return True, None
    nouns = [f.noun for f in filters]  # type: ignore[union-attr]
    noun = nouns[0] if len(set(nouns)) == 1 else "permanent" if "permanent" in nouns else nouns[0]
    return True, TypeFilter(noun=noun, either=tuple(filters), **extra)  # type: ignore[arg-type]


def _parse_filter(phrase: str, g: Grammar) -> TypeFilter | None:
    either = _AND_OR_KINDS.search(phrase) is not None  # "… and/or land cards": said back so (TypeFilter.joined)
    phrase, extra = _said_around(phrase, g)
    whole, flt = _said_whole(phrase, extra, g)
    if whole:
        return flt
    if g.lang == "es":
        phrase = _spanish_forms(phrase)
    # "each other Dragon creature you control", "otra criatura objetivo", "las demás criaturas": any one of the kind
    # but the source itself (109.3; the English "another target" is read by the target rules)
    other = re.match(r"(?:otra|otro|otras|otros|demas) (?=\w)" if g.lang == "es" else r"other (?=\w)", phrase)
    if other:
        phrase, extra["not_source"] = phrase[other.end():], True
    words_all = phrase.split()
    if not words_all:
        return None
    if len(words_all) == 1 and words_all[0] in g.card_words:
        return TypeFilter(**extra) if extra else ANY_CARD  # type: ignore[arg-type]
    if g.lang == "en":
        phrase = _one_word_subtypes(phrase)
    parts = g.option_split_re.split(phrase)
    r = _Reading(g, single=len(parts) == 1)
    read = _read_kinds(parts, r)
    if read is None:
        return None
    alternatives, said_with, colour_list = read
    shared_place = len(parts) - 1 if g.lang == "es" else 0
    if not colour_list and len(parts) > 1 and any(k != shared_place for k in said_with):
        return _either_kinds(parts, extra, g)
    return _read_list(r, alternatives, parts, extra, either, g)


def _read_kinds(parts: list[str], r: _Reading) -> tuple[list[_Alternative], list[int], bool] | None:
    """Each alternative's kinds; the alternatives said with a quality of their own ("white" in "land or white
    permanent"); whether one was a colour alone ("green or blue creatures"). None when a word is not understood."""
    alternatives: list[_Alternative] = []
    said_with: list[int] = []
    colour_list = False
    for k, alt in enumerate(parts):
        words = alt.split()
        r.card_said = bool(words) and words[-1] in r.g.card_words
        if r.card_said:
            words = words[:-1]
        before = _qualities(r)
        read = _read_alternative(words, r) if words else None
        if read is None:
            return None
        if read is False:
            colour_list = True  # "green or blue creatures": the colours listed alone are the noun's (105.2)
            continue
        alternatives.append(read)  # type: ignore[arg-type]
        if _qualities(r) != before:
            said_with.append(k)
    return alternatives, said_with, colour_list


def _qualities(r: _Reading) -> tuple[object, ...]:
    """What the words said so far say of the object besides its kinds: the fields one list of kinds shares."""
    return (frozenset(r.colors), frozenset(r.not_colors), r.colored, r.how_many, r.tapped, r.historic,
            frozenset(r.subtypes), frozenset(r.not_subtypes))


def _either_kinds(parts: list[str], extra: dict[str, object], g: Grammar) -> TypeFilter | None:
    """"a land or white permanent", "an artifact or green creature", "Destroy target artifact or Goblin creature": a
    colour, subtype or "tapped" said with a kind that is not the list's shared place (English: the first kind,
    whose words a list shares, "tapped artifact or creature"; Spanish: the last, after the noun) is that kind's only
    (205.2b, 105.2: a land of any colour, or a white permanent), so each kind is read as a whole filter of its own,
    as "a Plains or a white permanent" is. A tail said after the list other than whose it is ("… an opponent
    controls", "other …") may be either kind's: refused, as _either_filter refuses it."""
    if set(extra) - {"control", "of_that_player", "not_source"}:
        return None
    filters = [_parse_filter(part, g) for part in parts]
    if any(f is None or f != TypeFilter(**{k: getattr(f, k) for k in _EITHER_PART}) for f in filters):
        return None
    nouns = [f.noun for f in filters]  # type: ignore[union-attr]
    noun = nouns[0] if len(set(nouns)) == 1 else "permanent" if "permanent" in nouns else nouns[0]
    return TypeFilter(noun=noun, either=tuple(filters), **extra)  # type: ignore[arg-type]


def _read_list(r: _Reading, alternatives: list[_Alternative], parts: list[str], extra: dict[str, object],
               either: bool, g: Grammar) -> TypeFilter | None:
    """The filter of one list of kinds whose qualities (colours, subtypes, "tapped") every kind shares."""
    shared = _shared_supertype(alternatives, parts, g.lang)
    if shared is None:
        return None
    noun = r.noun
    if noun is None and any("token" in a[0] for a in alternatives):
        noun = "token"  # "sacrifices a token": "— (sin fichas)", not "(sin cartas)"
    joined = None if len(shared) < 2 else "and/or" if either else "or"
    return TypeFilter(tuple(shared), noun or ("permanent" if any(a[3] for a in shared) else "card"),
                      colors=frozenset(r.colors), colored=r.colored, subtypes=frozenset(r.subtypes),
                      not_subtypes=frozenset(r.not_subtypes), not_colors=frozenset(r.not_colors), tapped=r.tapped,
                      how_many_colors=r.how_many, historic=r.historic, joined=joined, **extra)  # type: ignore[arg-type]
