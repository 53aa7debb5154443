"""Verb phrases the clause tables used to read, now grammar rules: votes, "chooses … then the rest",
library searches, the object families ("destroy target …", "return all …", "put … from their hand")
and fractions ("a third of the cards in their hand").

One handler per rule of english.lark / spanish.lark, registered in :data:`verbs.VERBS` like every
other verb. Where a phrase is a list or a reference the object lexicon already reads
(``parse_slots``, ``parse_counted``, ``parse_ref``), the handler hands it the words the rule
derived, so the steps are the ones those phrases always meant.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .choose_pools import choose_pool
from .filters import parse_filter
from .objects import parse_counted, parse_ref, parse_slots
from .phrases import (
    Unread,
    Words,
    amount_ref,
    arg,
    child,
    filter_list,
    is_yours,
    np_filter,
    target_phrase,
    trees,
)
from .specs import CountRef, Slot, StepSpec, Subject, TypeFilter
from .target_counts import target_count_detail
from .unless_payers import payer_node
from .verbs import _NOBODY, Context, _verb
from .whose_zones import one_players

_LAND: tuple[frozenset[str], frozenset[str], bool, bool] = (frozenset({"land"}), frozenset(), False, False)
_BASIC_TYPES = ("plains", "island", "swamp", "mountain", "forest")
_CREATURE = TypeFilter(((frozenset({"creature"}), frozenset(), False, False),), "creature")


_OBJECTS = frozenset({"counted", "counted_up_to", "any_number", "counted_per", "each_basic_type",
                      "each_permanent_type"})
# The permanent types (110.4), in the order the CR lists them: "a permanent of each permanent type" is one of each.
PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")


def _object(node: Tree[Token]) -> Tree[Token]:
    """The one object of a rule (its tree is named by the object's own form)."""
    found = next((t for t in trees(node) if t.data in _OBJECTS), None)
    if found is None:  # pragma: no cover - the grammar guarantees it
        raise Unread("")
    return found


def _after(node: Tree[Token], first: Tree[Token] | Token, text: Words) -> str:
    """The folded words of ``node`` after its child ``first`` (the verb): the phrase a lexicon reads."""
    end = first.end_pos if isinstance(first, Token) else first.meta.end_pos
    return text.low[int(end or 0):node.meta.end_pos].strip(" ,")


def _np_words(np: Tree[Token], text: Words) -> str:
    """A noun phrase's words without its owner tail ("permanents they control" → "permanents")."""
    words = [w for w in trees(np) if w.data == "np_word"]
    return text.low[words[0].meta.start_pos:words[-1].meta.end_pos]


def _filter(phrase: str, text: Words) -> TypeFilter:
    flt = parse_filter(phrase, text.lexicon)
    if flt is None:
        flt = filter_list(phrase, text)
    if flt is None:
        raise Unread(phrase)
    return flt


# ------------------------------------------------------------------------------------------ votes (701.38)
@_verb("vote")
def _vote(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"votes for grace or condemnation": the options as the card spells them."""
    options = tuple(c.text.of(o) for o in trees(node) if o.data == "vote_option")
    if len({o.casefold() for o in options}) != len(options):
        raise Unread(c.text.of(node))
    return [c.step("vote", options=options)]


@_verb("vote_object")
def _vote_object(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"votes for a nonland permanent you don't control": one object each."""
    slot = parse_counted(c.text.low_of(_object(node)), c.text.lexicon)
    if slot is None or slot.count != 1:
        raise Unread(c.text.of(node))
    return [c.step("vote", creatures=slot.filter)]


@_verb("exile_most_votes", "destroy_most_votes")
def _most_votes(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Exile each permanent with the most votes or tied for most votes": what the votes named."""
    return [c.step(node.data.split("_")[0], subject=_NOBODY, extra=(("most_votes", "1"),))]


@_verb("gain_control_per_voter")
def _per_voter(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"For each money vote, choose a permanent owned by the voter and gain control of it": the option is
    the sentence's ("per_voter" is filled in by its lead, sentences._per_vote)."""
    return [c.step("gain_control", subject=Subject("you"), extra=(("per_voter", ""),))]


# ------------------------------------------------------------------------------------------ choose, the rest
@_verb("choose")
def _choose(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"chooses three permanents they control" / "an artifact, a creature, and a land": what is kept."""
    slots = _slots(arg(node, "objects"), c)
    slots, pool = choose_pool(slots, c.text.low_of(arg(node, "objects")))  # anyone's unless "they control"
    return [c.step("choose", slots=slots, creatures=None, extra=pool)]




@_verb("choose_among")
def _choose_among(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"chooses from among the permanents they control an artifact, …": what "the rest" will mean."""
    among = _filter(_np_words(arg(node, "np"), c.text), c.text)
    return [c.step("choose", slots=_slots(arg(node, "objects"), c), creatures=among)]


def _slots(objects: Tree[Token], c: Context) -> tuple[Slot, ...]:
    kids = trees(objects)
    if len(kids) == 1 and kids[0].data in ("each_basic_type", "each_permanent_type"):
        return _of_each_type(kids[0], c)
    slots = parse_slots(c.text.low_of(objects), c.text.lexicon)
    if slots is None:
        raise Unread(c.text.of(objects))
    return slots


def _of_each_type(obj: Tree[Token], c: Context) -> tuple[Slot, ...]:
    """"a land they control of each basic land type" (305.6), "a permanent they control of each permanent type"
    (110.4): one slot per type. The object's own words count too ("a land they control", "a nonbasic land"):
    one slot of a land / a permanent, then that slot once per type."""
    basic = obj.data == "each_basic_type"
    words = re.split(r" (?:of each (?:basic|permanent)|de cada tipo)", c.text.low_of(obj))[0]
    one = parse_slots(words, c.text.lexicon)
    if one is None or len(one) != 1 or one[0].count != 1 or one[0].filter.noun != ("land" if basic else "permanent"):
        raise Unread(c.text.of(obj))
    flt = one[0].filter
    if basic:
        return tuple(replace(one[0], filter=replace(flt, subtypes=frozenset({b}))) for b in _BASIC_TYPES)
    if flt.alternatives != ((frozenset(), frozenset(), False, True),):  # "a nonland permanent of each …": not read
        raise Unread(c.text.of(obj))
    return tuple(replace(one[0], filter=replace(flt, alternatives=((frozenset({t}), frozenset(), False, False),),
                                                noun=t)) for t in PERMANENT_TYPES)


_PROPS = {"power": "power", "toughness": "toughness", "mana value": "mana_value", "fuerza": "power"}


@_verb("choose_total")
def _choose_total(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"chooses any number of creatures they control with total power 4 or less"."""
    flt = _filter(_np_words(arg(node, "np"), c.text), c.text)
    total = next(t for t in node.children if isinstance(t, Token) and t.type == "WITH_TOTAL")
    prop = _PROPS[re.sub(r"^(?:with total|con una) | total(?: de)?$", "", str(total)).strip()]
    limit = next(str(t) for t in node.children if isinstance(t, Token) and t.type == "INT")
    return [c.step("choose", slots=(Slot(1000, flt, up_to=True),), creatures=flt,
                   extra=(("total", f"{prop}:{limit}"),))]


@_verb("choose_fewest")
def _choose_fewest(node: Tree[Token], c: Context) -> list[StepSpec]:
    """Balance: as many as the player who controls the fewest, one per group."""
    first, second = [n for n in trees(node) if n.data == "np"]
    if _np_words(first, c.text) != _np_words(second, c.text):
        raise Unread(c.text.of(node))
    flt = _filter(_np_words(first, c.text), c.text)
    return [c.step("choose", slots=(Slot(0, flt, count_ref=CountRef("fewest", filter=flt)),), creatures=flt)]


@_verb("sacrifice_rest_of")
def _sacrifice_rest_of(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"sacrifices all other creatures they control": what was not chosen, of that kind."""
    return [c.step("sacrifice", creatures=_filter(_np_words(arg(node, "np"), c.text), c.text),
                   extra=(("rest", "1"), ("said", "all_other")))]


def same_way_steps(kinds: list[str], text: str) -> list[StepSpec]:
    """"Players discard cards and sacrifice creatures the same way": a choose step and a "rest" step each."""
    each = Subject("each_player")
    out: list[StepSpec] = []
    for kind in kinds:
        if kind == "discard":
            slot = Slot(0, TypeFilter(), count_ref=CountRef("fewest", option="hand"))
            out += [StepSpec(text, "choose", each, slots=(slot,), creatures=TypeFilter(), extra=(("from", "hand"),)),
                    StepSpec(text, "discard", each, creatures=TypeFilter(), extra=(("rest", "1"), ("from", "hand")))]
        else:
            slot = Slot(0, _CREATURE, count_ref=CountRef("fewest", filter=_CREATURE))
            out += [StepSpec(text, "choose", each, slots=(slot,), creatures=_CREATURE),
                    StepSpec(text, "sacrifice", each, creatures=_CREATURE, extra=(("rest", "1"),))]
    return out


# ------------------------------------------------------------------------------------------ library search (701.23)
@_verb("search")
def _search(node: Tree[Token], c: Context) -> list[StepSpec]:
    _searchers_own_library(node, c)
    slot = parse_counted(c.text.low_of(_object(node)), c.text.lexicon)
    if slot is None:
        raise Unread(c.text.of(_object(node)))
    where = child(node, "where_x")  # "for up to X basic land cards, where X is …, puts them …"
    if where is not None:
        if slot.count is not None:
            raise Unread(c.text.of(where))
        slot = replace(slot, count_ref=replace(amount_ref(trees(where)[0], c.text), defines_x=True))
    tail = fold_tail(node)
    if "battlefield" in tail or "campo de batalla" in tail or "en juego" in tail:  # "en juego": older printings
        destination = "battlefield"
    elif "top of" in tail or "encima" in tail or "parte superior" in tail:
        destination = "library_top"
    elif "graveyard" in tail or "cementerio" in tail:  # "… and put that card into your graveyard" (Entomb)
        destination = "graveyard"
    elif re.search(r"\bexiles? (?:it|them|that card|those cards)\b", tail):  # "…, exile them, then shuffle"
        destination = "exile"
    else:
        destination = "hand"
    tapped = (("tapped", "1"),) if destination == "battlefield" and re.search(r"\b(?:tapped|girad[ao]s?)\b", tail) \
        else ()
    # "reveal it" makes the found card public (701.20a): kept, never dropped
    reveal = (("reveal", "1"),) if _REVEALS.search(tail) else ()
    shuffle = (("shuffle", "1"),) if re.search(r"\bshuffle|\bbaraj", tail) else ()  # else its own sentence (608.2e)
    # "…, reveal it, then shuffle your library and put that card on top of it": the shuffle comes first, as written
    # (608.2c; judge 26, Kithkin Harbinger: put on top, then shuffled, would shuffle the card away)
    first = (("shuffle_first", "1"),) if _SHUFFLE_FIRST.search(tail) else ()
    return [c.step("search", slots=(slot,), destination=destination, extra=tapped + reveal + shuffle + first)]


# Who "that player's" / "its owner's" library is when that player searches it: the subject the words name again
_SAME_PLAYER = {"that player's": frozenset({"that_player", "target_player", "target_opponent"}),
                "its owner's": frozenset({"object_owner"})}


def _searchers_own_library(node: Tree[Token], c: Context) -> None:
    """The step searches the searcher's own library (the searcher shuffles it): the library the text names must be
    that one (701.23). "You search that player's library …" names another player's library, "its controller searches
    its owner's library" one that may be another player's (108.3): refused with their words, never read as the
    searcher's own."""
    poss = child(node, "poss")
    if poss is None:  # pragma: no cover - the rule always has one
        return
    words = c.text.low_of(poss)
    if is_yours(poss, c.text):
        own = c.subject.kind == "you"
    elif words in _SAME_PLAYER:
        own = c.subject.kind in _SAME_PLAYER[words]
    else:  # "their", "his or her" (and printed Spanish "su", said of any player): the subject's own
        own = c.subject.kind != "you" or c.text.lexicon.lang != "en"
    if not own:
        raise Unread(c.clause)


_SHUFFLE_FIRST = re.compile(r"\bthen shuffles? (?:their|your|his or her) library (?:and|&&&) puts? ")


# "reveal it" / "la revela" / older printed "muéstrala", "revélala", after "puedes buscar": "mostrarla" (folded)
_REVEALS = re.compile(r"\breveals?\b|\brevela[ns]?\b|\b(?:revela|muestra|revelar|mostrar)(?:la|las|lo|los)\b"
                      r"|\b(?:la|las|lo|los) muestra[ns]?\b")  # a player's "la muestra" (reveal = mostrar, 701.20)


def fold_tail(node: Tree[Token]) -> str:
    return " ".join(str(t) for t in node.children if isinstance(t, Token) and t.type == "SEARCH_TAIL")


# ------------------------------------------------------------------------------------------ objects
@_verb("exile_self", "sacrifice_self")
def _self(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Exile this spell" / "Sacrifice this artifact": the source, by its controller."""
    return [c.step(node.data.split("_")[0], subject=_NOBODY, extra=(("self", c.text.of(node)),))]


_DURATIONS = frozenset({"this_turn", "until_your_next_turn", "until_end_of_your_next_turn", "their_next_turn",
                        "this_combat"})


@_verb("destroy_target", "exile_target", "gain_control_target", "put_target_from_graveyard")
def _target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Destroy target permanent", "gain control of up to one target creature that player controls until end of
    turn": the object named in the scenario's ``target``; "that player controls" binds it to the player a "For
    each opponent," lead names (checked in sentences.py: without that lead it says no more than the type)."""
    low = c.text.low_of(node)
    np = target_phrase(node, c.text)  # printed Spanish: "la criatura objetivo con fuerza de 4 o más"
    whose = re.search(r" (?:that player controls|they control)$", np)
    flt = _filter(np[:whose.start()] if whose else np, c.text)
    extra: list[tuple[str, str]] = [("target", "object")]
    # not "hasta el final del turno", not "hasta que este permanente deje el campo de batalla" (610.3)
    up_to = re.search(r"\bup to one target\b|\bhasta (?P<n>(?!el\b|que\b)\w+) ", low)
    if up_to and up_to["n"] not in (None, "una", "un", "uno") and child(node, "tc_up_to") is None:
        raise Unread(c.text.of(node))  # "hasta dos …" not read as a target count: refused, not one target
    counted = target_count_detail(node, c.text)  # "destroy two / X / up to two … target …" (601.2c)
    if up_to and not counted:
        extra.append(("up_to", "1"))  # zero targets is a choice too (601.2c)
    extra += counted
    if whose or re.search(r"\bque controla ese jugador\b", low):
        extra.append(("whose", "that_player"))
    choice = child(node, "choice")
    if choice is not None:  # "… that player controls of their choice": that player picks it
        if not (whose or "that_player" in dict(extra).values()) or c.text.low_of(choice) not in (
                "of their choice", "of his or her choice", "a su eleccion", "de su eleccion"):
            raise Unread(c.text.of(node))
        extra.append(("chooser", "that_player"))
    extra += _lasting(node, c)
    if _of_source(node, c, "until_leaves"):  # "… until this permanent leaves the battlefield" (610.3)
        extra.append(("duration", "until_source_leaves"))
        extra += _source_noun(node, c)
    if re.match(r"(?:exilia|exilias) otr[ao] ", low):  # printed Spanish "otra criatura objetivo": not the source
        flt = replace(flt, not_source=True) if flt is not None else flt  # (English: another.py, ANOTHER_TARGET)
        extra.append(("another", "1"))  # typed as another.py types it: the same plan as the English
    if node.data == "put_target_from_graveyard":  # a card in a graveyard, onto the battlefield under your control
        owner = c.text.low_of(arg(node, "poss"))
        if owner in ("that player's", "their"):
            extra.append(("whose", "that_player"))
        elif owner != "your":
            raise Unread(c.text.of(node))
        extra += [("from", "graveyard"), ("control", "you")] + ([("owner", "you")] if owner == "your" else [])
        return [c.step("put", creatures=flt, destination="battlefield", extra=tuple(extra))]
    action = "gain_control" if node.data == "gain_control_target" else node.data.split("_")[0]
    return [c.step(action, subject=_gainer(node, c), creatures=flt, extra=tuple(extra))]


def _lasting(node: Tree[Token], c: Context) -> list[tuple[str, str]]:
    """How long the effect lasts: "until end of turn" (611.2a), "for as long as you control this permanent"
    (611.2b); none said, an empty list."""
    during = [t.data for t in trees(node) if t.data in _DURATIONS]
    if _of_source(node, c, "while_you_control"):
        during.append("while_you_control_source")
    if _of_source(node, c, "source_tapped_span"):  # "… for as long as Vedalken Shackles remains tapped"
        during.append("while_source_tapped")
    if _of_source(node, c, "while_controlled_tapped"):  # "… as long as you control Rubinia and Rubinia remains tapped"
        during.append("while_you_control_source_tapped")
    return [("duration", during[-1])] if during else []


def _of_source(node: Tree[Token], c: Context, said: str) -> bool:
    """"Until Banisher Priest leaves the battlefield", "for as long as you control Aladdin": the source's own name
    (oracle.py reads it as "this permanent"), never a card's other word ("this turn" is a duration of its own)."""
    until = child(node, said)
    if until is None:
        return False
    for ref in until.find_data("self_ref"):  # each one ("you control Rubinia and Rubinia remains tapped")
        if c.text.low_of(ref).split()[-1] not in ("permanent", "permanente", "creature", "criatura", "artifact",
                                                  "artefacto", "enchantment", "encantamiento"):
            raise Unread(c.text.of(until))
    return True


_ES_SOURCE_NOUNS = {"permanente": "permanent", "criatura": "creature", "artefacto": "artifact",
                    "encantamiento": "enchantment"}


def _source_noun(node: Tree[Token], c: Context) -> list[tuple[str, str]]:
    """The noun of "until this creature leaves the battlefield" / "hasta que esta criatura deje …", kept
    (``until_noun``) so the reading says what the card says; nothing for the card's name (said "this permanent")."""
    until = child(node, "until_leaves")
    words = c.text.low_of(arg(until, "self_ref")).split() if until is not None else []
    if len(words) != 2 or words[0] not in ("this", "este", "esta"):
        return []
    return [("until_noun", _ES_SOURCE_NOUNS.get(words[1], words[1]))]


def _gainer(node: Tree[Token], c: Context) -> Subject:
    """Who gains control: "Target opponent gains control of target permanent you control" gives it to the target
    player (613.1b); with no player named, the controller. Any other player is refused, never dropped."""
    if node.data != "gain_control_target" or c.subject.kind == "you":
        return _NOBODY
    if c.subject.kind in ("target_player", "target_opponent"):
        return c.subject
    raise Unread(c.text.of(node))


@_verb("destroy_and_target", "exile_and_target")
def _and_target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Destroy target creature and target land", "Destroy target artifact or enchantment and up to one other
    target artifact or enchantment": two target words (601.2c), each with its own kind, taken from ``target`` in
    the order of the text; "other" is not what the first chose (115.3)."""
    second = arg(node, "second_target")
    nps = [arg(node, "np"), arg(second, "np")]
    for np in nps:
        _not_that_players(np, c)
    first, other = (_filter(c.text.low_of(np), c.text) for np in nps)
    up_to = any(isinstance(t, Token) and t.type in ("UP_TO_ONE", "UP_TO_OTHER") for t in second.children)
    said_other = any(w in ("other", "otro", "otra") for w in c.text.low_of(second).split()[:4])
    action = node.data.split("_")[0]
    return [c.step(action, creatures=first, extra=(("target", "object"), ("targets", "1-1"))),
            c.step(action, creatures=other, extra=(("target", "object"), ("targets", "0-1" if up_to else "1-1"),
                                                  ("and_target", "1"), *((("other_target", "1"),) if said_other
                                                                         else ())))]


@_verb("bounce_target")
def _bounce_target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Return target creature to its owner's hand": the object named in the scenario's ``target``."""
    _only_you(c)
    _not_that_players(arg(node, "np"), c)
    flt = _filter(target_phrase(node, c.text), c.text)
    counted = target_count_detail(node, c.text)  # "up to two target creatures" (601.2c)
    up_to = () if counted or child(node, "tc_up_to") is None else (("up_to", "1"),)  # "up to one": none is a choice
    return [c.step("return", subject=_NOBODY, creatures=flt, destination="hand",
                   extra=(("target", "object"), *counted, *up_to))]


def _only_you(c: Context) -> None:
    """These moves are the controller's (an instruction with no subject, 608.2c): "Target player shuffles target
    creature into its owner's library" would be done by the controller with the subject's words dropped, so another
    subject is refused with its clause's words (the pre-stop review of session 21)."""
    if c.subject.kind != "you":
        raise Unread(c.clause)


def _not_that_players(np: Tree[Token], c: Context) -> None:
    """"Target creature that player controls": whose it must be is not checked by these steps, so refused with
    its words rather than read as any creature (115.1)."""
    if re.search(r"\b(?:that player|ese jugador)\b", c.text.low_of(np)):
        raise Unread(c.text.of(np))


@_verb("library_top_target", "library_bottom_target", "library_shuffle_target")
def _library_target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put target creature on top of / on the bottom of its owner's library", "Shuffle target artifact into its
    owner's library": the permanent ``target`` names (printed Spanish says what it must be after "objetivo": "el
    permanente objetivo que no sea tierra")."""
    _only_you(c)
    _not_that_players(arg(node, "np"), c)
    flt = _filter(target_phrase(node, c.text), c.text)
    where = str(node.data).removeprefix("library_").removesuffix("_target")
    return [c.step("return", subject=_NOBODY, creatures=flt, destination="library",
                   extra=(("target", "object"), ("library", where)))]


@_verb("bounce_self")
def _bounce_self(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Return Windreaver to its owner's hand" (its own name read as "this permanent"): the source."""
    return [c.step("return", subject=_NOBODY, destination="hand", extra=(("self", c.text.of(node)),))]


@_verb("library_top_self")
def _library_top_self(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put Cromat on top of its owner's library" (its own name read as "this permanent"): the source, by the
    controller of the ability (608.2c: an instruction with no subject)."""
    _only_you(c)
    return [c.step("put", subject=_NOBODY, destination="library",
                   extra=(("self", c.text.of(node)), ("library", "top")))]


@_verb("put_from_hand")
def _put_from_hand(node: Tree[Token], c: Context) -> list[StepSpec]:
    slot = parse_counted(c.text.low_of(arg(node, "objects")), c.text.lexicon)
    if slot is None:
        raise Unread(c.text.of(arg(node, "objects")))
    # "… onto the battlefield tapped", "pon en el campo de batalla girada una carta …" (the destination said first)
    tapped = (("tapped", "1"),) if re.search(r"\b(?:tapped$|girad[ao]s?\b)", c.text.low_of(node)) else ()
    return [c.step("put", slots=(slot,), destination="battlefield", extra=(("from", "hand"), *tapped))]


@_verb("put_all")
def _put_all(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put all creature cards from all graveyards onto the battlefield under your control"."""
    return [c.step("put", subject=_NOBODY, creatures=np_filter(arg(node, "np"), c.text), destination="battlefield",
                   extra=(("all", "1"), ("from", "graveyard"), ("control", "you")))]


@_verb("untap_and_gain_control_all")
def _untap_and_gain_control(node: Tree[Token], c: Context) -> list[StepSpec]:
    """Insurrection: "Untap all creatures and gain control of them": both instructions, in order (701.26b)."""
    flt = np_filter(arg(node, "np"), c.text)
    return [c.step("untap", subject=_NOBODY, creatures=flt),
            c.step("gain_control", creatures=flt, extra=(("all", "1"),))]


@_verb("bounce_all")
def _bounce_all(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Return all creatures to their owners' hands": from the battlefield."""
    subject = c.subject if c.subject.kind != "you" else _NOBODY
    # a type ("creatures") or a subtype the CR names ("Return all Islands …", 205.3); "… each creature that player
    # controls": that one player's (whose_zones.py)
    flt, whose = one_players(arg(node, "np"), c.text, c.subject.kind != "you")
    return [c.step("return", subject=subject, creatures=flt,
                   destination="hand", extra=(("all", "1"), ("from", "battlefield"), *whose))]


@_verb("pay_any")
def _pay_any(node: Tree[Token], c: Context) -> list[StepSpec]:
    """Join forces: "each player may pay any amount of mana" — an integer each."""
    return [c.step("pay", up_to=True, amount=None, extra=(("what", "mana"),))]


@_verb("draw_that_many", "draw_that_many_minus_one")
def _draw_that_many(node: Tree[Token], c: Context) -> list[StepSpec]:
    return [c.step("draw", amount_ref=CountRef("self", plus=-1 if node.data.endswith("minus_one") else 0))]


@_verb("discard_fraction", "sacrifice_fraction")
def _fraction(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"discards a third of the cards in their hand", "sacrifices half the creatures they control"."""
    slots = parse_slots(_after(node, trees(node)[0], c.text), c.text.lexicon)
    if slots is None:
        raise Unread(c.text.of(node))
    return [c.step(node.data.split("_")[0], slots=slots)]


@_verb("lose_fraction_life", "mill_half_library")
def _fraction_ref(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"loses a third of their life, rounded up", "mills half their library, rounded down"."""
    ref = parse_ref(_after(node, trees(node)[0], c.text), c.text.lexicon)
    if ref is None:
        raise Unread(c.text.of(node))
    return [c.step("lose_life" if node.data.startswith("lose") else "mill", amount_ref=ref)]


def unless_alternatives(node: Tree[Token], text: Words) -> tuple[tuple[str, Slot | None, int], ...]:
    """"unless they sacrifice a nonland permanent of their choice or discard a card": what a player may do. A payer
    named from an object or "any player" (unless_payers.py) is no player who acts: refused here, never read as them."""
    if payer_node(node) is not None:
        raise Unread(text.of(node))
    out: list[tuple[str, Slot | None, int]] = []
    for alt in (a for a in trees(node) if a.data.startswith("unless_") and a.data != "unless_who"):
        if alt.data == "unless_pay_life":
            n = next(str(t) for t in alt.children if isinstance(t, Token) and t.type == "INT")
            out.append(("pay_life", None, int(n)))
            continue
        if alt.data == "unless_put_on_top":
            out.append(("put_on_top", _own_card(alt, text), 0))
            continue
        slot = parse_counted(_after(alt, trees(alt)[0], text), text.lexicon)
        if slot is None or alt.data not in ("unless_sacrifice", "unless_discard"):  # a return, an exile: a cost
            raise Unread(text.of(alt))
        if slot.count != 1 or slot.up_to or slot.whole_zone or slot.random or slot.count_ref is not None:
            raise Unread(text.of(alt))  # "unless they sacrifice two lands": one object is given up, never two
        out.append(("sacrifice" if alt.data == "unless_sacrifice" else "discard", slot, 0))
    return tuple(out)


def _own_card(alt: Tree[Token], text: Words) -> Slot:
    """"put a card from their hand on top of their library": one card, of the acting player's own hand onto their own
    library (401.2); a card of another player's hand or zone, or more than one card (whose order 401.4 would need), is
    refused."""
    said = [t for t in alt.children if isinstance(t, Tree) and t.data not in ("poss", "put_v", "unless_put_v")]
    slot = parse_counted(text.of(said[0]), text.lexicon) if len(said) == 1 else None
    if slot is None or slot.count != 1 or slot.up_to or slot.count_ref is not None \
            or any(is_yours(poss, text) for poss in trees(alt) if poss.data == "poss"):
        raise Unread(text.of(alt))
    return slot


def has(node: Tree[Token], name: str) -> bool:
    return child(node, name) is not None


# What "does the same" may repeat: instructions a player performs on themselves, whatever player that is.
_REPEATABLE = frozenset({"draw", "gain_life", "lose_life", "scry", "surveil", "mill"})


def same_again(before: list[StepSpec], subject: Subject, words: str) -> list[StepSpec]:
    """"You draw a card. Each opponent attacking that player does the same.": the sentence before, performed by
    the new subject (608.2c: the instruction is followed again). Only the controller's own instructions that
    mean the same whoever performs them are repeated ("draw a card", "gain 2 life"); anything that names "you"
    or objects of its own, or a condition, is refused rather than guessed."""
    if not before or any(s.subject.kind != "you" or s.action not in _REPEATABLE or s.slots or s.creatures is not None
                         or s.amount_ref is not None or s.optional or s.condition is not None or s.if_board
                         or s.if_you_did or s.reflexive or s.kicked_only is not None for s in before):
        raise Unread(words)
    return [replace(s, subject=subject, text=words.rstrip(". ")) for s in before]
