"""Reading the phrases of a parse tree of english.lark or spanish.lark: numbers, objects, amounts (the tree's
primitives are parse_tree.py's, an amount that is one object's property card_values.py's).

Why a module of its own: the sentence reader (sentences.py), the verb handlers (verbs.py) and the
conditions (conditions.py) read the same phrases the same way: a count, an object phrase through the
object lexicon, an amount that is a reference worked out on resolution (608.2h).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from lark import Token, Tree

from bot.errors import BotError

from .card_values import PROPERTY_KINDS, SOURCE_WORDS, property_ref
from .filters import list_tails, parse_filter
from .noun_words import CARD_FOR_SPELL, as_card_words
from .objects import parse_counted

# the parse tree's primitives, imported from here by the grammar's readers (parse_tree.py owns them)
from .parse_tree import GRAMMAR_FILES as GRAMMAR_FILES
from .parse_tree import PAST_WORDS as PAST_WORDS
from .parse_tree import Unread as Unread
from .parse_tree import Words as Words
from .parse_tree import arg as arg
from .parse_tree import bounds as bounds
from .parse_tree import child as child
from .parse_tree import parser as parser
from .parse_tree import trees as trees
from .specs import MAX_AMOUNT, CountRef, Slot, Standing, TypeFilter
from .subtypes import subtype_forms
from .whose_count import kind_count

# The possessive that means the controller ("your hand", "tu mano"); any other means the acting player.
_YOUR = {"en": frozenset({"your"}), "es": frozenset({"tu", "tus"})}
# Noun-phrase tails that mean the controller's objects ("Knights you control", "criaturas que controlas").
_YOU_CONTROL = {"en": frozenset({"you control"}), "es": frozenset({"que controlas"})}


# ------------------------------------------------------------------------------------------ numbers
def count_value(node: Tree[Token], text: Words) -> int | None:
    """A count node → its number; None for X."""
    word = text.low_of(node)
    if word == "x":
        return None
    if word.isdigit():
        n = int(word)
        if n > MAX_AMOUNT:  # "loses 5000 life": refused instead of looped over, as a bad scenario
            raise BotError.of("bad_scenario", "apnap.error.absurd_amount", field="effect", lang=text.lexicon.lang,
                              value=word, limit=MAX_AMOUNT)
        return n
    if word in text.lexicon.numbers:
        return text.lexicon.numbers[word]
    if word == "the" and any(getattr(t, "type", "") == "THE_GREATEST" for t in node.children):
        return 1  # "the creature with the greatest power among …": one, the greatest (the grammar's THE_GREATEST)
    raise Unread(text.of(node))


# "put into a graveyard this way" / "puesta en un cementerio de esta manera": any earlier instruction that put
# cards there (engine/values.py: the latest mill, destroy, discard or sacrifice).
TO_GRAVEYARD = "to_graveyard"
_TO_GRAVEYARD = re.compile(r"put into (?:a graveyard|graveyards)"
                           r"|puestas? en (?:un cementerio|los cementerios|cementerios)")
# "For each creature that died this way" / "que murió de esta manera": put into a graveyard from the battlefield
# (700.4) by an earlier destroy or sacrifice (engine/past_actions.py); said back as it is printed
DIED = "died"
_DIED = re.compile(r"that died|que muri(?:o|eron)")
# "put into your graveyard this way" / "puestas en tu cementerio de esta manera": only the controller's cards
TO_YOUR_GRAVEYARD = "to_your_graveyard"
_TO_YOUR_GRAVEYARD = re.compile(r"put into your graveyard|puestas? en tu cementerio")


def past_action(node: Tree[Token] | None, text: Words) -> str:
    """The action a past verb names ("discarded", "descartó"): read in the text's own language."""
    word = text.low_of(node) if node is not None else ""
    if _TO_GRAVEYARD.fullmatch(word):
        return TO_GRAVEYARD
    if _TO_YOUR_GRAVEYARD.fullmatch(word):
        return TO_YOUR_GRAVEYARD
    if _DIED.fullmatch(word):
        return DIED
    action = PAST_WORDS[text.lexicon.lang].get(word)
    if action is None:
        raise Unread(text.of(node) if node is not None else "")
    return action


def is_yours(node: Tree[Token], text: Words) -> bool:
    """Does this possessive ("your", "tu") mean the controller rather than the acting player?"""
    return text.low_of(node) in _YOUR[text.lexicon.lang]


def amount_value(node: Tree[Token], text: Words) -> tuple[int | None, bool]:
    """(amount, uses X) of a plain ``amount`` node ("2", "X"); a product has no single number."""
    if node.data != "amount":
        raise Unread(text.of(node))
    n = count_value(trees(node)[0], text)
    return n, n is None


AMOUNTS = frozenset({"amount", "amount_times", "amount_twice", "amount_plus"})


def amount_of(node: Tree[Token]) -> Tree[Token]:
    """The ``amount`` child of a rule (plain, "two times X" or "twice X")."""
    found = next((c for c in trees(node) if c.data in AMOUNTS), None)
    if found is None:  # pragma: no cover - the grammar guarantees it
        raise Unread("")
    return found


def amount_fields(node: Tree[Token], text: Words) -> dict[str, object]:
    """A step's amount: ``amount`` and ``uses_x``, or ``amount_ref`` for "two times X" (X known later)."""
    if node.data == "amount":
        n, uses_x = amount_value(node, text)
        return {"amount": n, "uses_x": uses_x}
    counts = [count_value(c, text) for c in trees(node)]
    if node.data == "amount_plus":  # "X plus 2": X as given (107.3) and that many more
        if counts[-1] is None or counts[-1] < 1:
            raise Unread(text.of(node))
        return {"amount_ref": CountRef("x", plus=counts[-1])}
    times = 2 if node.data == "amount_twice" else counts[0]
    last = counts[-1]
    if times is None:
        raise Unread(text.of(node))  # "X times 2": not how cards say it
    if last is None:
        return {"amount_ref": CountRef("x", times=times)}
    return {"amount": times * last, "uses_x": False}


# ------------------------------------------------------------------------------------------ objects
def owner_of(np: Tree[Token], text: Words) -> str:
    """Whose objects a counted noun phrase means: "you control" → the controller, else the acting player."""
    return "controller" if any(t in _YOU_CONTROL[text.lexicon.lang] for t in np_tails(np, text)) else "player"


def np_tails(np: Tree[Token], text: Words) -> list[str]:
    """The words after a noun phrase's kind ("you control", "with flying", "que controla"), lower-cased."""
    return [text.low_of(t) for t in trees(np) if t.data == "np_tail"]


def target_phrase(node: Tree[Token], text: Words) -> str:
    """The words of a targeted kind with what printed Spanish says after "objetivo" ("la criatura objetivo que
    controlas" → "criatura que controlas"): English says it inside the ``np``, Spanish in a ``target_tail``."""
    phrase = text.low_of(arg(node, "np"))
    tail = child(node, "target_tail")
    return f"{phrase} {text.low_of(tail)}" if tail is not None else phrase


def np_filter(np: Tree[Token], text: Words) -> TypeFilter:
    flt = parse_filter(text.low_of(np), text.lexicon) or filter_list(text.low_of(np), text)
    if flt is None:
        flt = _subtype_noun(np, text)
    if flt is None:
        raise Unread(text.of(np))
    return flt


# Whose objects a list of kinds is, said once after the last one: "artifacts and creatures target opponent controls"
_LIST_OWNER = re.compile(r" (?:you control|you don't control|your opponents control|target (?:player|opponent) "
                         r"controls|que controlas|que no controlas|que controlan tus oponentes|que controla el "
                         r"(?:jugador|oponente) objetivo)$")


def filter_list(phrase: str, text: Words) -> TypeFilter | None:
    """"artifacts, creatures, and lands" → one filter with three alternatives; a controller said after the last
    kind ("creatures and lands target player controls") is the whole list's."""
    owner = _LIST_OWNER.search(phrase)
    control = None
    if owner is not None:
        said = parse_filter(f"{'permanentes' if text.lexicon.lang == 'es' else 'permanents'}{owner[0]}", text.lexicon)
        if said is None or said.control is None:
            return None
        phrase, control = phrase[:owner.start()], said.control
    phrase, shared = list_tails(phrase)  # "… with converted mana cost X": every kind's (202.3)
    phrase = _list_state(phrase, shared)
    parts = [p for p in re.split(r",\s*(?:and|or|y|o)\s+|,\s*|\s+and\s+|\s+y\s+", phrase) if p.strip()]
    if len(parts) < 2:
        return None
    filters = [parse_filter(p, text.lexicon) for p in parts]
    if any(f is None or f != TypeFilter(f.alternatives, f.noun) for f in filters):
        return None  # only plain type words join: "creatures you control" in a list would lose "you control"
    alts = tuple(a for f in filters for a in f.alternatives)  # type: ignore[union-attr]
    return TypeFilter(alts, filters[0].noun, control=control, joined="and",  # type: ignore[union-attr]
                      **shared)  # type: ignore[arg-type]


# "each tapped artifact, creature, and land they control" (701.26, 109.2): said once for the whole list, tapped or
# untapped before its first kind, "they control" (the acting player's, as in one kind's phrase) after its last
_LIST_TAPPED = re.compile(r"^(un)?tapped (?=\w)")
_LIST_TAPPED_ES = re.compile(r" (?:(girad)|enderezad)[oa]s?$")  # Spanish: after the last kind, "… y tierra girados"
_LIST_THEIRS = re.compile(r" (?:they control|que controla)$")


def _list_state(phrase: str, shared: dict[str, object]) -> str:
    """The list without its shared "tapped" / "untapped" and "they control", which ``shared`` keeps."""
    theirs = _LIST_THEIRS.search(phrase)
    if theirs is not None:
        phrase, shared["of_that_player"] = phrase[:theirs.start()], True
    tapped = _LIST_TAPPED.match(phrase)
    if tapped is not None:
        phrase, shared["tapped"] = phrase[tapped.end():], tapped[1] is None
    tapped = _LIST_TAPPED_ES.search(phrase)
    if tapped is not None:
        phrase, shared["tapped"] = phrase[:tapped.start()], tapped[1] is not None
    return phrase


def _subtype_noun(np: Tree[Token], text: Words) -> TypeFilter | None:
    """"Knights you control", "the number of Beasts": a word that is no type, colour or keyword names a
    subtype (205.3); plural or singular, it matches objects of that subtype whatever their type."""
    if text.lexicon.lang != "en":  # a board names subtypes in English: a translated one matches nothing
        return None
    words = [text.low_of(w) for w in trees(np) if w.data == "np_word"]
    tails = [text.low_of(t) for t in trees(np) if t.data == "np_tail"]
    tapped = _TAPPED.get(words[0]) if len(words) == 2 else None  # "untapped Forests they control" (701.26)
    if tapped is not None:
        words = words[1:]
    if len(words) != 1 or not words[0].replace("-", "").isalpha() or any(t not in _OWNER_TAILS for t in tails):
        return None
    known = subtype_forms(words[0])
    if not known:
        return None  # not a subtype the rules name (205.3): the words are refused, never guessed
    control = "not_you" if "you don't control" in tails else None
    return TypeFilter(subtypes=frozenset(known), control=control, tapped=tapped)


_TAPPED = {"tapped": True, "untapped": False}


_OWNER_TAILS = ("you control", "they control", "that player controls", "you don't control")


def object_slot(node: Tree[Token], text: Words) -> Slot:
    if node.data == "counted_per" and trees(node)[-1].data == "per_vote":  # "a creature for each death vote"
        slot = parse_counted(text.low_of(node), text.lexicon)
        if slot is None:
            raise Unread(text.of(node))
        return slot
    if node.data == "counted_per":
        count, np, per = trees(node)
        n = count_value(count, text)
        ref = per_each(per, text)
        return Slot(count=0, filter=np_filter(np, text), count_ref=replace(ref, times=n if n is not None else 1))
    slot = parse_counted(text.low_of(node), text.lexicon)
    if slot is None:
        raise Unread(text.of(node))
    return slot


def slots_of(node: Tree[Token], text: Words) -> tuple[Slot, ...]:
    return tuple(object_slot(o, text) for o in trees(node))


# ------------------------------------------------------------------------------------------ amounts
# Amounts that are a fixed reference: "la vida perdida de esta manera" (spanish.lark; english.lark has no
# rule for "the life lost this way" yet) is everything lost in the step before, added up (Exsanguinate).
_FIXED_REFS = {"n_life_lost": CountRef("total", action="lose_life"),
               "n_damage_dealt": CountRef("total", action="damage"),
               "n_mana_paid": CountRef("total", action="pay"),
               # "the life they lost this turn": a fact of the turn the scenario gives (event_facts.py)
               "n_life_lost_this_turn": CountRef("life_lost_this_turn"),
               "n_life_you_lost_this_turn": CountRef("life_lost_this_turn", of="controller"),
               "n_drawn_this_turn": CountRef("drawn_this_turn"),  # ditto: cards drawn this turn (121.1)
               "n_you_drawn_this_turn": CountRef("drawn_this_turn", of="controller"),
               # "the highest life total among all players" (119.5): every player's, the greatest
               "n_highest_life": CountRef("highest_life"),
               # "the amount of mana spent to cast this permanent": how it was cast, the scenario's x (601.2h)
               "n_mana_spent": CountRef("x", option="mana_spent")}
# Colour words of "your devotion to black" / "tu devoción al negro" → the colour (700.5).
_DEVOTION = {"white": "white", "blue": "blue", "black": "black", "red": "red", "green": "green", "blanco": "white",
             "azul": "blue", "negro": "black", "rojo": "red", "verde": "green"}


def count_expr(node: Tree[Token], text: Words) -> CountRef:
    kind = node.data
    if kind in _FIXED_REFS:
        return _FIXED_REFS[kind]
    if kind in ("n_hand", "n_graveyard", "n_library"):
        return CountRef(kind[2:], of="controller" if is_yours(trees(node)[0], text) else "player")
    if kind == "n_life":
        return CountRef("life", of="controller" if is_yours(trees(node)[0], text) else "player")
    if kind == "n_controlled":
        np = trees(node)[0]
        return kind_count(np_filter(np, text), np_tails(np, text), owner_of(np, text))
    if kind == "n_battlefield":  # "the number of Beasts on the battlefield": everyone's
        return CountRef("battlefield", filter=np_filter(trees(node)[0], text))
    if kind == "n_devotion":  # "your devotion to black" (700.5): the controller's
        colour = _DEVOTION.get(text.low_of(node.children[-1]))
        if colour is None:
            raise Unread(text.of(node))
        return CountRef("devotion", option=colour, of="controller")
    if kind == "n_greatest":
        return CountRef("greatest", action=past_action(child(node, "past_verb"), text))
    if kind in ("n_self", "n_tapped_this_way"):
        return _done_this_way(node, text)
    if kind in _BOARD_COUNTS:  # counters on the source, the power of what was sacrificed, cards of a kind
        return _BOARD_COUNTS[kind](node, text)
    if kind in MORE_SIZES:  # "the number of creatures that died this turn" (history_counts.py)
        return MORE_SIZES[kind](node, text)
    raise Unread(text.of(node))


def _done_this_way(node: Tree[Token], text: Words) -> CountRef:
    """"the number of cards they discarded this way": the acting player's own (``self``). "The number of Islands tapped
    this way" / "el número de Islas giradas de esta manera" (701.26a): every permanent the instruction tapped, whoever
    controls it (the tapper is the instruction's player, not the permanents'), as "for each … tapped this way"
    counts."""
    verb = child(node, "past_verb")
    action = "tap" if node.data == "n_tapped_this_way" else past_action(verb, text)
    return CountRef("total" if action == "tap" else "self", action=action, filter=kind_of(node, text))


def _graveyard_of(node: Tree[Token], text: Words) -> CountRef:
    """"the number of land cards in your graveyard"."""
    np, poss = trees(node)
    return CountRef("graveyard", filter=np_filter(np, text), of="controller" if is_yours(poss, text) else "player")


_BOARD_COUNTS: dict[str, Callable[[Tree[Token], Words], CountRef]] = {
    # "the number of doom counters on it": on the source (122.1)
    "n_counters": lambda node, text: CountRef("counters", option=counters_kind(node, text)),
    # "the total power of the creatures sacrificed this way" (608.2h)
    "n_total_power": lambda node, text: CountRef("total_power", action=past_action(child(node, "past_verb"), text),
                                                 filter=np_filter(arg(node, "np"), text)),
    "n_graveyard_of": _graveyard_of,
    # "the number of creatures they controlled that were destroyed this way": by who controlled each (608.2h)
    # ("you controlled": the controller's; "they controlled" / "que controlaba": the acting player's)
    "n_controlled_this_way": lambda node, text: CountRef(
        "controlled_this_way", action=past_action(child(node, "past_verb"), text), filter=kind_of(node, text),
        of="controller" if re.search(r"\b(?:you controlled|controlabas)\b", text.low_of(node)) else "player"),
    # "equal to the result", "where X is the result": the die just rolled (706.2)
    "n_roll_result": lambda node, text: CountRef("roll_result"),
    # "the number of opponents you have" (102.3): the controller's opponents still in the game
    "n_opponents_you_have": lambda node, text: CountRef("opponents", of="controller"),
    # "the greatest power among creatures you control" (608.2h)
    "n_greatest_power": lambda node, text: CountRef("greatest_power", filter=np_filter(arg(node, "np"), text)),
    # domain: "the number of basic land types among lands you control" (205.3i): the controller's or "they"
    "n_land_types": lambda node, text: CountRef("land_types", of="controller" if trees(node)[-1].data == "you"
                                                else "player"),
}


def counters_kind(node: Tree[Token], text: Words) -> str:
    """The kind of counters counted on the source ("doom", "+1/+1"); "on this <word>" must name a permanent."""
    where = child(node, "counted_self")
    ref = child(where, "self_ref") if where is not None else None
    if ref is not None and text.low_of(ref).split()[-1] not in SOURCE_WORDS:
        raise Unread(text.of(ref))
    return counter_kind_of(arg(node, "counter_kind"), text)


def counter_kind_of(node: Tree[Token] | Token, text: Words) -> str:
    """A counter's kind as the plan names it (122.1): "+1/+1", "charge"; printed Spanish names it after "de"
    ("contador de carga"), read through the terminology, and a name it does not know is refused, not kept."""
    words = text.low_of(node)
    if text.lexicon.lang == "es" and words.startswith("de "):
        from .spanish_terms import es_counter

        kind = es_counter(words[3:])
        if kind is None:
            raise Unread(text.of(node))
        return kind
    return words


def amount_ref(node: Tree[Token], text: Words) -> CountRef:
    kids = trees(node)
    kind = node.data
    if kind == "amount_ref":
        return count_expr(kids[0], text)
    if kind == "x_ref":
        return CountRef("x")
    if kind == "that_many":
        return CountRef("self")
    if kind in PROPERTY_KINDS:
        return property_ref(node, text)
    if kind == "twice":
        return replace(count_expr(kids[0], text), times=2)
    if kind == "half_of_plain":  # "half the number of cards in their library": down unless the card says (107.1a)
        return replace(count_expr(kids[0], text), divide=2)
    if kind in ("rounded", "half_of"):
        ref = count_expr(kids[0], text)
        return replace(ref, divide=2 if kind == "half_of" else ref.divide, round_up=kids[-1].data == "round_up")
    if kind == "minus_after":  # "the number of cards in their hand minus 4": never below 0
        n = count_value(kids[1], text)
        if n is None:
            raise Unread(text.of(node))
        ref = count_expr(kids[0], text)
        return replace(ref, plus=ref.plus - n)
    if kind in MORE_SIZES:  # "4 minus the number of …", "1 plus the number of …", "for each other …" (sizes.py)
        return MORE_SIZES[kind](node, text)
    raise Unread(text.of(node))


def per_controlled(np: Tree[Token], text: Words) -> CountRef:
    """"for each creature you control"; "for each creature blocking it" counts every player's (509.1g)."""
    flt = np_filter(np, text)
    if flt.combat is not None and flt.control is None and not any(
            t.data == "np_tail" and text.low_of(t) != "blocking it" for t in trees(np)):
        return CountRef("battlefield", filter=flt)
    return kind_count(flt, np_tails(np, text), owner_of(np, text))


# The readers sizes.py adds (it imports this module, and registers them as it is imported by layers.py)
MORE_SIZES: dict[str, Callable[[Tree[Token], Words], CountRef]] = {}


# Counts "for each …" says in a few words: "for each time it was kicked" (702.33c: how the spell was cast), "for each
# opponent you have" (102.3: the controller's opponents), "for each experience counter you have" (122.1: on the
# controller)
_SHORT_PER: dict[str, Callable[[Tree[Token], Words], CountRef]] = {
    "per_kicked": lambda node, text: CountRef("kicked"),
    "per_opponent_you_have": lambda node, text: CountRef("opponents", of="controller"),
    "per_your_counters": lambda node, text: CountRef(
        "player_counters", option=counter_kind_of(arg(node, "counter_kind"), text), of="controller"),
}


def per_each(node: Tree[Token], text: Words) -> CountRef:
    """The thing counted by "for each …"."""
    kind = node.data
    kids = trees(node)
    if kind in ("per_hand", "per_graveyard"):  # "for each card in your hand / graveyard"
        return CountRef(kind.removeprefix("per_"), of="controller" if is_yours(kids[0], text) else "player")
    if kind == "per_graveyard_of":  # "for each creature card in your graveyard": the same filter as "the number of"
        return _graveyard_of(node, text)
    if kind in MORE_SIZES:  # "for each [other] creature you control / on the battlefield",
        return MORE_SIZES[kind](node, text)  # "for each basic land type among lands you control" (sizes.py)
    if kind in ("per_self", "per_own_this_way"):  # "for each creature card discarded this way": every player's of
        # that kind, added up; "for each card they revealed this way": this player's own (608.2c)
        return CountRef("total" if kind == "per_self" else "self", action=past_action(child(node, "past_verb"), text),
                        filter=kind_of(node, text))
    if kind in ("per_opponent_standing", "per_player_standing"):  # "for each opponent who controls fewer …"
        base = "each_opponent" if kind == "per_opponent_standing" else "each_player"
        return CountRef("players", option=base, standing=standing_of(kids[0], text))
    if kind in _SHORT_PER:
        return _SHORT_PER[kind](node, text)
    if kind == "per_counters":  # "for each charge counter on this permanent"
        return CountRef("counters", option=counters_kind(node, text))
    if kind == "per_vote":  # "put a +1/+1 counter on this permanent for each feather vote" (701.38)
        words = text.of(node).split()  # "feather vote" / "voto por pluma"
        return CountRef("votes", option=words[-1] if text.lexicon.lang == "es" else " ".join(words[:-1]))
    if kind == "per_opponent_comparing":  # "for each opponent who controls fewer creatures than you"
        compare, np = kids
        return CountRef("opponents_comparing", option=compare.data, filter=np_filter(np, text))
    if kind == "per_life_this_way":  # "for each 1 life lost this way": the life lost in all, per that much
        action = past_action(child(node, "past_verb"), text)
        n = count_value(arg(node, "count"), text)
        if action not in ("lose_life", "gain_life") or not n:
            raise Unread(text.of(node))
        return CountRef("total", action=action, divide=n)
    raise Unread(text.of(node))


def each_kind(node: Tree[Token], text: Words) -> TypeFilter | None:
    """"For each nonland card …": the kind named (None for any card), read by the object lexicon."""
    flt = parse_filter(text.low_of(node), text.lexicon)
    if flt is None:
        raise Unread(text.of(node))
    return None if flt.is_any else flt


def kind_of(node: Tree[Token], text: Words) -> TypeFilter | None:
    """The kind a "this way" count names ("creature cards"), or None for any card ("cards", "card")."""
    np = child(node, "np")
    if np is None:
        return None
    words = text.low_of(np).split()
    if any(w in CARD_FOR_SPELL for w in words):  # "for each spell countered this way": a card's words
        flt = parse_filter(" ".join(as_card_words(words)), text.lexicon)
        if flt is None or sum(w in CARD_FOR_SPELL for w in words) != 1:
            raise Unread(text.of(np))
        return None if flt.is_any else replace(flt, noun="spell")
    flt = np_filter(np, text)
    return None if flt.is_any else flt



# Players the board picks out ("each player who controls the most lands", "the player with the most life",
# "each opponent who controls fewer creatures than you"): subjects and counted things alike read into one
# Standing, which the engine measures on the board as the step resolves (608.2h), never at parse time.
_MOST = {"most_control": "control", "most_hand": "hand", "most_life": "life"}


def standing_of(node: Tree[Token], text: Words, unique: bool = False) -> Standing:
    """A ``standing`` node of either grammar → the Standing it describes (``unique``: "the player …")."""
    kind = node.data
    kids = trees(node)
    if kind in ("tapped_for_mana", "attacking_that_player"):  # facts no board shows: the scenario says them
        return Standing("attacking" if kind == "attacking_that_player" else kind, unique=unique)
    if kind == "below_half_starting" and not unique:  # "whose life total is less than half their starting …" (103.4)
        return Standing(kind)
    if kind in _MOST:
        flt = np_filter(kids[0], text) if kind == "most_control" else None
        return Standing(_MOST[kind], flt, most=True, unique=unique)
    if unique:  # "the player who controls six or more lands": which one, when several do, is not said
        raise Unread(text.of(node))
    if kind in ("control_at_least", "control_at_most"):
        n = count_value(kids[0], text)
        if n is None:
            raise Unread(text.of(node))
        flt = np_filter(kids[1], text)
        return (Standing("control", flt, at_least=n) if kind == "control_at_least"
                else Standing("control", flt, at_most=n))
    if kind in ("control_some", "control_none"):  # "who controls a Plains" / "who doesn't control a legendary …"
        if count_value(kids[0], text) != 1:  # "who controls two lands": exactly or at least is not said
            raise Unread(text.of(node))
        flt = np_filter(kids[1], text)
        return Standing("control", flt, at_least=1) if kind == "control_some" else Standing("control", flt, at_most=0)
    if kind in ("control_fewer_than_you", "control_more_than_you"):
        return Standing("control", np_filter(kids[0], text), than_you=kind.split("_")[1])
    raise Unread(text.of(node))


_WHOSE = re.compile(r"\b(?:they|you|that player|each opponent|an opponent|your opponents) (?:control|controls|own)\b"
                    r"|\bque (?:controla|controlas|controlan)\b")


def whose_said(objects: Tree[Token], slots: tuple[Slot, ...], text: Words) -> None:
    """"Each player chooses a nonland permanent" is any player's permanent, not one of their own: a choice of
    permanents whose controller the text does not say is refused (the engine picks among the chooser's own)."""
    if any(s.filter.alternatives and s.filter.noun != "card" for s in slots) and not _WHOSE.search(
            text.low_of(objects)):
        raise Unread(text.of(objects))
