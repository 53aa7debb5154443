"""Magic sentences through a real grammar (english.lark, spanish.lark) → the engine's steps.

Why a grammar: a sentence is derived as a whole or not at all, so no word can be read past and
forgotten (the failure of pattern tables); a new card mostly combines parts the grammar already
has (a subject, a verb phrase, objects, an amount). The grammar is LALR(1), so a sentence parses
in a tenth of a millisecond, and a conflict shows when the grammar is built, not on some card.

Each verb phrase of the parse tree is read by the handler registered for its rule name (verbs.py);
a rule without a handler has no meaning yet and is refused like unknown words. Phrases (counts,
objects, amounts) are read in phrases.py; object words (types, colours, "you control") by the
object lexicon (objects.parse_filter), which refuses what it does not know. This module reads
subjects, damage and how clauses and sentences compose.

Both grammars use the same rule names, so one set of handlers reads English and printed Spanish
into the same steps; what differs by language (past verbs, "your"/"tu", number words, the object
lexicon) is in small per-language tables that the handlers look up through ``Words.lexicon``.

This reader is tried before the older clause tables (reader.py); the tables remain for what the
grammars do not yet derive, and go as the grammars grow.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree
from lark.exceptions import LarkError, UnexpectedInput

from bot.errors import BotError

from .clauses import _apply_where_x
from .lexicon import GRAMMARS
from .objects import _unsupported, parse_filter
from .phrases import (
    Unread,
    Words,
    amount_fields,
    amount_of,
    amount_ref,
    arg,
    child,
    count_expr,
    np_filter,
    object_slot,
    parser,
    past_action,
    trees,
)
from .specs import Effect, StepSpec, Subject, TypeFilter
from .standing import standing_of
from .subtypes import subtype_forms
from .text import fold
from .verbs import VERBS, Context


# ------------------------------------------------------------------------------------------ subjects
def _subject(node: Tree, text: Words, inherited: Subject | None) -> Subject:
    kind = node.data
    simple = {"each_player": "each_player", "each_player_plural": "each_player", "each_opponent": "each_opponent",
              "each_opponent_plural": "each_opponent", "each_other_player": "each_other_player",
              "target_player": "target_player", "target_opponent": "target_opponent", "you": "you",
              "that_player": "that_player", "you_and_target": "you_and_target"}
    if kind in simple:
        return Subject(simple[kind])
    if kind == "they":
        return inherited or Subject("that_player")
    if kind.endswith("_standing"):  # "each player who controls the most lands": the board decides (608.2h)
        base = "each_opponent" if kind == "each_opponent_standing" else "each_player"
        return Subject(base, standing=standing_of(trees(node)[0], text, unique=kind == "the_player_standing"))
    if kind == "those_players":  # "Those players each discard …": every player the step before reached (608.2e)
        return Subject("this_way", all_of_step=True)
    if kind == "first_player":  # "The first player may …": the one who chose a target (checked in read())
        return Subject("that_player", ref_action="target_check")
    if kind == "each_chosen":  # "each friend": checked against the options chosen earlier (read())
        return Subject("each_player", chosen=text.low_of(node).split()[-1])
    base = "each_opponent" if "opponent" in kind else "each_player"
    if kind.endswith("_who_cant"):
        return Subject("this_way", negated=True, cant=True, base=base)
    verb = child(node, "past_verb") or child(node, "base_verb")
    np = child(node, "np")
    return Subject("this_way", ref_action=past_action(verb, text),
                   ref_filter=np_filter(np, text) if np is not None else None,
                   negated=kind.endswith("_didnt"), base=base)


# ------------------------------------------------------------------------------------------ damage
_RECIPIENTS = {"r_each_player": "each_player", "r_each_opponent": "each_opponent",
               "r_each_other_player": "each_other_player", "r_target_player": "target_player",
               "r_target_opponent": "target_opponent", "r_you": "you", "r_that_player": "that_player",
               "r_them": "that_player"}  # "deals 2 damage to them": the player the trigger is about


def _damage(node: Tree, text: Words, clause: str) -> list[StepSpec]:
    """"<source> deals N damage to each creature and each player": the players and creatures it reaches."""
    recipients = arg(node, "recipients")
    players: list[str] = []
    creatures: TypeFilter | None = None
    chosen: str | None = None
    did: Subject | None = None
    for r in trees(recipients):
        if r.data in _RECIPIENTS:
            players.append(_RECIPIENTS[r.data])
        elif r.data == "r_each_object" and _chosen_word(arg(r, "np"), text):  # "to each foe"
            chosen = text.low_of(arg(r, "np"))
        elif r.data == "r_each_player_who_did" and did is None:  # "to each player who sacrificed a Plains this way"
            np = child(r, "np")
            did = Subject("this_way", ref_action=past_action(arg(r, "past_verb"), text),
                          ref_filter=_one_kind(np, text) if np is not None else None)
        elif r.data == "r_each_object" and creatures is None:
            creatures = np_filter(arg(r, "np"), text)
        else:
            raise Unread(text.of(r))
    if len(players) + bool(chosen) + bool(did) > 1:
        raise Unread(text.of(recipients))
    who = (Subject(players[0]) if players else Subject("each_player", chosen=chosen) if chosen
           else did if did is not None else Subject("you"))
    named = child(node, "source")  # Spanish may leave it unsaid: "hace 1 punto de daño a cada oponente"
    source = text.of(named) if named is not None else "this permanent"
    if fold(source) == "it":  # "When this creature enters, it deals …": the source, never a thing called "It"
        source = "this permanent"
    common = {"source": source, "creatures": creatures, "players_too": bool(players) or bool(chosen) or bool(did)}
    if node.data == "damage":
        fields = amount_fields(amount_of(node), text)
        return [StepSpec(clause, "damage", who, **fields, **common)]  # type: ignore[arg-type]
    ref = amount_ref(next(k for k in trees(node) if k.data not in ("source", "recipients")), text)
    return [StepSpec(clause, "damage", who, amount_ref=ref, **common)]  # type: ignore[arg-type]


def _one_kind(np: Tree, text: Words) -> TypeFilter:
    """"(sacrificed) a Plains", "a creature": the kind of one object, with its article."""
    head, _, rest = text.low_of(np).partition(" ")
    if text.lexicon.numbers.get(head) != 1 or not rest:
        return np_filter(np, text)
    flt = parse_filter(rest, text.lexicon)
    if flt is None and " " not in rest and subtype_forms(rest):  # "a Plains": a land type (205.3i)
        flt = TypeFilter(subtypes=subtype_forms(rest))
    if flt is None:
        raise Unread(text.of(np))
    return flt


def _chosen_word(np: Tree, text: Words) -> bool:
    """"Each foe": one word that names no object is a player named by an earlier choice (checked in read())."""
    words = text.low_of(np).split()
    if len(words) != 1:
        return False
    try:
        np_filter(np, text)
    except Unread:
        return True
    return False


# ------------------------------------------------------------------------------------------ sentences
def _clause(node: Tree, text: Words, inherited: Subject | None) -> list[StepSpec]:
    clause = text.of(node).rstrip(" .,;")
    special = _whole_clause(node, text, clause)
    if special is not None:
        return special
    if node.data == "subject_clause":
        subject = _subject(trees(node)[0], text, inherited)
        if inherited is not None and inherited.left is not None and subject.kind == "each_player":
            subject = inherited  # "… proceeding in the chosen direction, each player …": in that order
        vps = trees(node)[1]
    elif node.data == "bare_clause":
        subject = inherited or Subject("you")
        vps = trees(node)[0]
    else:
        raise Unread(clause)
    return _verb_phrases(vps, text, clause, subject)


def _whole_clause(node: Tree, text: Words, clause: str) -> list[StepSpec] | None:
    """Clauses that are not "subject + verb phrases": damage, "life total becomes", the choices made "for
    each player" or "for each <object>", and the choice of piles (None for any other clause)."""
    if node.data in ("damage", "damage_ref", "damage_ref_after"):
        return _damage(node, text, clause)
    if node.data in ("life_becomes", "life_becomes_ref"):  # 119.5: gains or loses the difference
        who = Subject(trees(node)[0].data)
        if node.data == "life_becomes":
            return [StepSpec(clause, "set_life", who, **amount_fields(amount_of(node), text))]  # type: ignore[arg-type]
        return [StepSpec(clause, "set_life", who, amount_ref=count_expr(trees(node)[1], text))]
    if node.data == "choose_option_per_player":  # "For each player, choose friend or foe": you, once per player
        return [StepSpec(clause, "choose", Subject("you"), options=_option_words(node, text),
                         extra=(("per_player", "1"),))]
    if node.data == "random_player_per_object":  # "For each nonland permanent, choose a player at random"
        return [StepSpec(clause, "choose", Subject("you"), creatures=np_filter(arg(node, "np"), text),
                         extra=(("random_player", "1"),))]
    if node.data == "first_may_damage_second":  # "The first player may have this deal 1 damage to the second player"
        if trees(node)[0].data != "first_player":
            raise Unread(clause)
        source = text.of(arg(node, "source"))
        return [StepSpec(clause, "damage", Subject("target_player"), optional=True, players_too=True,
                         source="this permanent" if fold(source) == "it" else source,
                         extra=(("chooser_may", "1"),), **amount_fields(amount_of(node), text))]  # type: ignore[arg-type]
    if node.data == "choose_pile":  # "For each player, one of their piles is chosen by one of their opponents …"
        return [StepSpec(clause, "choose", Subject("each_player"), extra=(("piles", "choose"),))]
    return None


def _verb_phrases(vps: Tree, text: Words, clause: str, subject: Subject) -> list[StepSpec]:
    """Each verb phrase of a clause by its handler; a verb after "may … and" in the form "may" takes is
    still under that "may" (only the players who said yes do it)."""
    steps: list[StepSpec] = []
    under_may: str | None = None
    for vp in trees(vps):
        optional = vp.data == "may_vp"
        phrase = trees(vp)[0]
        handler = VERBS.get(phrase.data)
        if handler is None:
            raise Unread(text.of(phrase))
        says_you = text.low_of(vp).split(" ", 1)[0] in _YOU_FORMS[text.lexicon.lang]
        who = Subject("you") if says_you else subject
        read = handler(phrase, Context(text, clause, who, optional))
        if optional:
            under_may = read[0].action if read else None
        elif under_may is not None and _base_form(vp, text):
            read = [replace(s, subject=_who_accepted(s.subject, under_may, text.of(vp))) for s in read]
        else:
            under_may = None
        steps += _unless_paid(vp, read, text, clause, who) if vp.data == "unless_pay_vp" else read
    return steps


def _base_form(vp: Tree, text: Words) -> bool:
    """A verb in the form "may" takes ("draw", "robar"), not the subject's own ("draws", "roba"): it is still
    under the "may" before it."""
    word = text.low_of(vp).split(" ", 1)[0]
    return word[-2:] in ("ar", "er", "ir") if text.lexicon.lang == "es" else not word.endswith("s")


def _who_accepted(subject: Subject, action: str, words: str) -> Subject:
    """The players who said yes to the "may" of ``action`` (608.2c: the rest of the instruction is theirs)."""
    if subject.kind == "this_way":
        raise Unread(words)
    return replace(subject, kind="this_way", base=subject.kind, ref_action=action, accepted=True)


def _option_words(node: Tree, text: Words) -> tuple[str, ...]:
    """The named options of a choice ("friend or foe", "war or peace"), as printed."""
    return tuple(text.of(t) for t in node.children if isinstance(t, Token) and t.type == "WORD")


def _unless_paid(vp: Tree, read: list[StepSpec], text: Words, clause: str, who: Subject) -> list[StepSpec]:
    """"… sacrifices a permanent unless they pay {3}" (118.12): each player first decides whether to pay
    (a "pay" step, declined by default), then those who did not pay carry out the instruction."""
    if len(read) != 1 or read[0].optional or who.kind in ("this_way", "you_and_target"):
        raise Unread(text.of(vp))
    cost = next(str(t) for t in vp.children if isinstance(t, Token) and t.type == "MANA")
    symbols = re.findall(r"\{([^}]+)\}", cost)
    if "x" in symbols:
        raise Unread(text.of(vp))
    value = sum(int(s) if s.isdigit() else 1 for s in symbols)
    pay = StepSpec(clause, "pay", who, amount=value, optional=True, extra=(("what", "mana"), ("unless", "1")))
    rest = Subject("this_way", ref_action="pay", negated=True, base=who.kind, standing=who.standing,
                   chosen=who.chosen)
    return [pay, replace(read[0], subject=rest)]


# Verb forms that name their subject themselves: Spanish "ganas", "robas" are "you" whatever subject
# the sentence had before ("cada oponente pierde 1 vida y ganas 1 vida"). English verbs never do.
_YOU_FORMS = {"en": frozenset(), "es": frozenset({
    "sacrificas", "descartas", "robas", "pierdes", "ganas", "mueles", "pones", "adivinas", "vigilas", "exilias",
    "regresas", "devuelves", "destruyes", "creas", "juegas", "tomas", "barajas", "puedes"})}


def _lead(node: Tree | None, text: Words) -> dict[str, object]:
    """What a sentence's opening adds to each of its steps."""
    if node is None or node.data in ("lead_then", "lead_direction"):  # the direction: in _directed()
        return {}
    if node.data == "lead_starting_with_you":  # "Starting with you, each player may pay …" (101.1)
        return {"starting_with_you": True}
    if node.data == "lead_if_they_did":  # "That player may pay {R}{R} or 2 life. If the player does, …"
        return {"if_they_did": True}
    if node.data == "lead_if_you_did":  # "You may pay {1}. If you do, …" (608.2c)
        return {"if_you_did": True}
    cond = trees(node)[0]
    if cond.data == "cond_kicked":
        return {"kicked_only": True}
    if cond.data == "cond_not_kicked":
        return {"kicked_only": False}
    if cond.data == "cond_you_control":
        obj = trees(cond)[0]
        slot = object_slot(obj, text)
        if slot.count != 1 or slot.up_to:
            raise Unread(text.of(cond))
        return {"if_control": slot.filter}
    raise Unread(text.of(cond))


def _sentence(node: Tree, text: Words, earlier: list[StepSpec]) -> list[StepSpec]:
    lead = next((c for c in trees(node) if c.data.startswith("lead_")), None)
    changes = _lead(lead, text)
    where = child(node, "where_x")
    steps = _body(node, text, earlier, changes, _directed(lead, text, earlier))
    if where is None:
        return steps
    ref = replace(amount_ref(trees(where)[0], text), defines_x=True)
    if not any(s.uses_x or any(sl.count is None for sl in s.slots) for s in steps):
        raise Unread(text.of(where))  # "where X is …" with no X to define
    return [_apply_where_x(s, ref) for s in steps]


# The option words a "Choose left or right" offers, and the one that means left (turn order, 103.1: clockwise).
_LEFT_RIGHT = {frozenset({"left", "right"}): "left", frozenset({"izquierda", "derecha"}): "izquierda"}


def _directed(lead: Tree | None, text: Words, earlier: list[StepSpec]) -> Subject | None:
    """"Starting with you and proceeding in the chosen direction, each player …": who acts, in that order;
    the direction is the one chosen in an earlier "Choose left or right"."""
    if lead is None or lead.data != "lead_direction":
        return None
    offered = next((frozenset(fold(o) for o in s.options) for s in reversed(earlier)
                    if s.action == "choose" and s.options), frozenset())
    if offered not in _LEFT_RIGHT:
        raise Unread(text.of(lead))
    return Subject("each_player", starting_with_you=True, left=_LEFT_RIGHT[offered])


def _body(node: Tree, text: Words, earlier: list[StepSpec], changes: dict[str, object],
          directed: Subject | None = None) -> list[StepSpec]:
    steps: list[StepSpec] = []
    inherited: Subject | None = directed
    if changes.get("if_they_did"):  # "Si lo hace, gana el control …": the player who did it, not "you"
        inherited = Subject("that_player")
    for clause in trees(arg(node, "body")):
        if clause.data == "cant_be_regenerated":  # "They can't be regenerated." (701.19c): the destruction before
            _no_regeneration(steps or earlier, text.of(clause))
            continue
        for step in _clause(clause, text, inherited):
            if (step.subject.cant or step.subject.all_of_step) and step.subject.ref_action is None:
                prior = steps or earlier
                if not prior:
                    raise Unread(step.text)
                step = replace(step, subject=replace(step.subject, ref_action=prior[-1].action))
            if changes.get("starting_with_you"):
                step = replace(step, subject=replace(step.subject, starting_with_you=True))
            others = {k: v for k, v in changes.items() if k != "starting_with_you"}
            steps.append(replace(step, **others) if others else step)  # type: ignore[arg-type]
            if step.action != "damage":
                inherited = step.subject
    return steps


def _no_regeneration(prior: list[StepSpec], words: str) -> None:
    """Mark the destruction just before as one no regeneration shield replaces (701.19c); nothing else may
    be meant by "they"."""
    if not prior or prior[-1].action != "destroy":
        raise Unread(words)
    prior[-1] = replace(prior[-1], extra=(*prior[-1].extra, ("no_regeneration", "1")))


def read_english(text: str) -> Effect:
    """Parse English ``text`` (cleaned, the card's name already "this permanent") into an Effect."""
    return read(text, "en")


def read_spanish(text: str) -> Effect:
    """Parse printed Spanish ``text`` into an Effect with the same steps the English would give."""
    return read(text, "es")


def read(text: str, lang: str) -> Effect:
    """Parse ``text`` in ``lang`` ("en" or "es") into an Effect.

    Raises :class:`Unread` naming the first words the grammar could not derive or give a meaning
    to (cheap: the caller may still try the older tables; :func:`refusal` makes the user's error).
    """
    words = Words(text, fold(text), GRAMMARS[lang])
    words.low = _MARKERS[lang](words.low)
    grammar = parser(lang)  # built outside the try: a grammar that does not build is a bug, never a refusal
    try:
        tree = grammar.parse(words.low, start="start")
    except UnexpectedInput as exc:
        raise Unread(_words_from(words.orig, int(getattr(exc, "pos_in_stream", None) or 0))) from None
    except LarkError:
        raise Unread(text) from None
    steps: list[StepSpec] = []
    for sentence in trees(tree):
        if sentence.data == "repeat_until_none_pays":  # 608.2c: the process before it, again, while anyone paid
            if not steps:
                raise Unread(words.of(sentence))
            steps.append(StepSpec(words.of(sentence).rstrip(". "), "repeat", Subject("you"),
                                  extra=(("until_none", "pay"),)))
            continue
        if sentence.data == "delayed":  # 603.7: created, listed, and not resolved now
            steps.append(StepSpec(words.of(sentence).rstrip(". "), "delayed", Subject("you")))
            continue
        steps += _sentence(sentence, words, steps)
    if not steps:
        raise Unread(text)
    _check_chosen(steps)
    return Effect(text, lang, tuple(steps))


def _check_chosen(steps: list[StepSpec]) -> None:
    """"Each friend …" means something only after a choice that offered "friend", and "of that type" only
    after a choice of a type: otherwise they are words with no meaning here, refused."""
    offered: set[str] = set()
    typed = False  # "of that type": only after a step that chooses a type (else "that type" is something unread)
    targeted = False
    for step in steps:
        chosen = step.subject.chosen
        if chosen is not None and chosen not in offered:
            raise Unread(step.text)
        if step.subject.ref_action == "target_check" and not targeted:  # "the first player": only after a target
            raise Unread(step.text)
        targeted = targeted or bool(step.detail("target_check"))
        filters = [step.creatures, *(slot.filter for slot in step.slots)]
        if not typed and any(f is not None and f.chosen is not None for f in filters):
            raise Unread(step.text)
        offered.update(fold(o) for o in step.options if step.action == "choose")
        typed = typed or bool(step.detail("word"))


# "and" before a verb joins two instructions ("discards a card and loses 2 life"), never two objects.
_AND_VERB = re.compile(r"\band(?= (?:may )?(?:sacrifices?|discards?|draws?|loses?|gains?|mills?|puts?|scry|scries|"
                       r"surveils?|exiles?|returns?|destroys?|creates?|takes?|shuffles?|taps?|untaps?)\b)")


_VERBS_RE = (r"(?:may )?(?:sacrifices?|discards?|draws?|loses?|gains?|mills?|puts?|scry|scries|surveils?|exiles?|"
             r"returns?|destroys?|creates?|takes?|shuffles?|taps?|untaps?|pays?)\b")
# "and" before a player who then acts starts another instruction ("… and you gain 1 life").
_AND_CLAUSE = re.compile(r"\band(?= (?:each (?:player|opponent|other player)|target (?:player|opponent)|you|"
                         r"that player|they) " + _VERBS_RE + ")")


def _mark_and_verb(low: str) -> str:
    """Mark such an "and" as ``&&&`` (before a verb) or ``%%%`` (before a player and a verb): same length, so
    every position still points at the original words."""
    return _AND_VERB.sub("&&&", _AND_CLAUSE.sub("%%%", low))


def _unmarked(low: str) -> str:
    return low


# What is marked before parsing, per language: spanish.lark tells its "y" and "," apart in its lexer
# (terminals that look at the next word), so Spanish text is parsed as it is.
_MARKERS = {"en": _mark_and_verb, "es": _unmarked}


def refusal(exc: Unread, text: str, msg_lang: str | None, lang: str = "en") -> BotError:
    """The user's ``unsupported_effect`` error for words the grammar could not read."""
    return _unsupported(exc.words or text, lang, msg_lang, text)


def _words_from(text: str, at: int, limit: int = 80) -> str:
    """The words from where the parse stopped to the end of that sentence, bounded."""
    start = text.rfind(" ", 0, max(at, 0)) + 1
    rest = text[start:]
    end = min((i for i in (rest.find("."), rest.find("\n")) if i >= 0), default=len(rest))
    return rest[:end][:limit].strip() or text[:limit]
