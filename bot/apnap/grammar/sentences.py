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

This is the only reader (grammar/effect.py calls it): what the grammars do not derive is refused.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree
from lark.exceptions import LarkError, UnexpectedInput

from bot.errors import BotError

from . import (
    layers,  # noqa: F401  (registers power and toughness in the layers, 613.4, 614.1c, in BOARD_CLAUSES)
    replacements,  # noqa: F401  (registers "If … would …, … instead" statics in CLAUSES)
    restrictions,  # noqa: F401  (registers "… can't be countered", "… can't be activated" in CLAUSES)
    shields,  # noqa: F401  (registers the prevention and replacement clauses in CLAUSES)
    verbs_divided,  # noqa: F401 - registers "Distribute … among … target …" (601.2d) in VERBS
    verbs_keywords,  # noqa: F401 - registers the keyword actions in VERBS
)
from .another import another_target
from .attached import attached_controller
from .choice_clauses import (
    base_form,
    chosen_word,
    directed,
    option_words,
    repeat_step,
    who_accepted,
    with_unless,
)
from .conditions import condition_of as board_condition
from .continuous import CLAUSES, subject_where
from .damage_target import any_target_damage, subject_value
from .delayed import delayed_steps, fold_delayed
from .filters import parse_filter
from .leads import lead_changes, rewrite
from .lexicon import GRAMMARS
from .marks import MARKERS, apply_where_x, same_way_order
from .objects import _unsupported
from .passes import bind_references
from .phrases import (
    Unread,
    Words,
    amount_fields,
    amount_of,
    amount_ref,
    arg,
    child,
    count_expr,
    each_kind,
    np_filter,
    object_slot,
    parser,
    past_action,
    standing_of,
    trees,
)
from .recipients import THEIR_TAILS, each_object, gains_its_power, opponents_creatures, replaced
from .same_is_true import same_is_true
from .specs import CountRef, Effect, StepSpec, Subject, TypeFilter
from .target_words import TargetWords, carried_on
from .text import fold
from .that_object import object_controller
from .verbs import VERBS, Context
from .verbs_board import CLAUSES as BOARD_CLAUSES
from .verbs_board import THAT_MUCH
from .verbs_library import (  # also registers the library verbs in VERBS
    for_each,
    if_card_filter,
    otherwise_card,
)
from .verbs_more import same_again, same_way_steps, unless_alternatives


# ------------------------------------------------------------------------------------------ subjects
def _standing_subject(node: Tree[Token], text: Words, kind: str) -> Subject:
    """"Each player who controls the most lands" / "el jugador con más vidas": the board decides (608.2h); "the
    player" with the most is the English plan's "the player with the most …" (one reading for both grammars)."""
    base = "each_opponent" if kind == "each_opponent_standing" else "each_player"
    standing = standing_of(trees(node)[0], text, unique=kind == "the_player_standing")
    if kind == "the_player_standing" and standing.most:
        return Subject("the_most", ref_action=standing.measure, ref_filter=standing.filter)
    return Subject(base, standing=standing)


_FIXED_SUBJECTS = {
    "each_player_from_you": Subject("each_player", starting_with_you=True),  # "Starting with you, each player …"
    # "Then each player who searched their library this way shuffles it": who accepted the "may" search (701.23)
    "each_player_who_searched": Subject("this_way", ref_action="search", base="each_player", accepted=True),
}


# the controller of one object: the one targeted before (608.2h), or the one the source is attached to (303.4e)
_CONTROLLERS = {"object_controller": object_controller, "attached_controller": attached_controller}


def _subject(node: Tree[Token], text: Words, inherited: Subject | None) -> Subject:
    kind = node.data
    if kind in _FIXED_SUBJECTS:
        return _FIXED_SUBJECTS[kind]
    simple = {"each_player": "each_player", "each_player_plural": "each_player", "each_opponent": "each_opponent",
              "each_opponent_plural": "each_opponent", "each_other_player": "each_other_player",
              "target_player": "target_player", "target_opponent": "target_opponent", "you": "you",
              "that_player": "that_player", "you_and_target": "you_and_target",
              "its_controller": "its_controller",  # "Its controller loses 2 life": bound in antecedents.py
              "its_owner": "its_owner",  # "Its owner gains 4 life" (108.3): bound in antecedents.py
              "defending_player": "defending_player"}
    if kind in simple:
        return Subject(simple[kind])
    if kind == "they" or kind in _CONTROLLERS:  # "That creature's controller creates …" (608.2h), "Enchanted …"
        return (inherited or Subject("that_player")) if kind == "they" else _CONTROLLERS[kind](node, text)
    if kind.endswith("_standing"):  # "each player who controls the most lands": the board decides (608.2h)
        return _standing_subject(node, text, kind)
    if kind == "those_players":  # "Those players each discard …": every player the step before reached (608.2e)
        return Subject("this_way", all_of_step=True)
    if kind == "first_player":  # "The first player may …": the one who chose a target (checked in read())
        return Subject("that_player", ref_action="target_check")
    if kind == "each_chosen":  # "each friend": checked against the options chosen earlier (read())
        return Subject("each_player", chosen=text.low_of(node).split()[-1])
    if kind in ("each_player_where", "each_opponent_where"):
        return subject_where(node, text)
    if kind.startswith("the_most_"):  # "the player who controls the most Wizards": counted as the step applies
        np = child(node, "np")
        return Subject("the_most", ref_action=kind.removeprefix("the_most_"),
                       ref_filter=np_filter(np, text) if np is not None else None)
    base = "each_opponent" if "opponent" in kind else "each_player"
    if kind.endswith("_who_cant"):
        return Subject("this_way", negated=True, cant=True, base=base)
    if kind.endswith("_who_didnt_before"):  # "each opponent who didn't draws a card": the instruction before
        return Subject("this_way", negated=True, base=base)
    verb = child(node, "past_verb") or child(node, "base_verb")
    np = child(node, "np")
    return Subject("this_way", ref_action=past_action(verb, text),
                   ref_filter=np_filter(np, text) if np is not None else None,
                   negated=kind.endswith("_didnt"), base=base)


# ------------------------------------------------------------------------------------------ damage
_RECIPIENTS = {"r_each_player": "each_player", "r_each_opponent": "each_opponent",
               "r_each_other_player": "each_other_player", "r_target_player": "target_player",
               "r_target_player_or_planeswalker": "target_player",
               "r_target_opponent": "target_opponent", "r_you": "you", "r_that_player": "that_player",
               "r_them": "that_player",  # "deals 2 damage to them": the player the trigger is about
               "r_defending_player": "defending_player",  # the player the source attacks (508.5)
               "r_attacked": "attacked"}  # "the player or planeswalker it's attacking" (engine/defending.py)


def _both_kinds(first: TypeFilter, second: TypeFilter, np: Tree[Token], text: Words) -> TypeFilter:
    """"each creature and each planeswalker": one filter with both kinds; a second kind with more to it than its
    types that the first does not say too ("each non-Bolas planeswalker") is refused, since the one filter would
    drop it."""
    plain = second == TypeFilter(alternatives=second.alternatives, noun=second.noun)
    if not plain and replace(second, alternatives=first.alternatives, noun=first.noun) != first:
        raise Unread(text.of(np))
    return replace(first, alternatives=first.alternatives + second.alternatives)


def _damage(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"<source> deals N damage to each creature and each player": the players and creatures it reaches."""
    recipients = child(node, "recipients")  # none: "te hace 1 punto de daño" (Spanish names "you" in the verb)
    players: list[str] = [] if recipients is not None else ["you"]
    creatures: TypeFilter | None = None
    who_did: Subject | None = None
    chosen: str | None = None
    theirs = False  # "… and each creature they control": said so by the reading
    for r in trees(recipients) if recipients is not None else ():
        if r.data in _RECIPIENTS:
            players.append(_RECIPIENTS[r.data])
        elif r.data == "r_each_object" and chosen_word(arg(r, "np"), text):  # "to each foe" (checked in read())
            chosen = text.low_of(arg(r, "np"))
        elif r.data == "r_each_object":  # "each creature and each planeswalker": one filter, both kinds
            flt = each_object(arg(r, "np"), text, players)
            theirs = theirs or any(text.low_of(t) in THEIR_TAILS for t in trees(arg(r, "np")) if t.data == "np_tail")
            creatures = flt if creatures is None else _both_kinds(creatures, flt, arg(r, "np"), text)
        elif r.data.startswith(("r_each_player_who", "r_each_opponent_who", "r_object_controller",
                                "r_attached_controller")):
            who_did = _subject(Tree(r.data[2:], r.children, r.meta), text, None)  # "… to that land's controller"
        elif r.data == "r_each_opponent_creature" and creatures is None:
            creatures = opponents_creatures(r, text)
        else:
            raise Unread(text.of(r))
    if len(players) + (who_did is not None) + bool(chosen) > 1:
        raise Unread(text.of(recipients or node))
    who = who_did or (Subject(players[0]) if players else Subject("each_player", chosen=chosen) if chosen
                      else Subject("you"))
    if recipients is not None and any(r.data == "r_target_player_or_planeswalker" for r in trees(recipients)):
        who = replace(who, or_planeswalker=True)  # "target player or planeswalker": kept, never dropped
    named = child(node, "source")  # Spanish may leave it unsaid: "hace 1 punto de daño a cada oponente"
    source = text.of(named) if named is not None else "this permanent"
    if fold(source) == "it":  # "When this creature enters, it deals …": the source, never a thing called "It"
        source = "this permanent"
    common = {"source": source, "creatures": creatures,
              "players_too": bool(players) or who_did is not None or bool(chosen),
              "extra": (("theirs", "1"),) if theirs else ()}
    if node.data in ("damage", "damage_unless", "damage_you"):
        fields = amount_fields(amount_of(node), text)
        unless = child(node, "unless")
        if unless is not None:
            fields["unless"] = unless_alternatives(unless, text)
        return [StepSpec(clause, "damage", who, **fields, **common)]  # type: ignore[arg-type]
    ref = THAT_MUCH if node.data == "damage_that_much" else subject_value(  # "deals that much damage" (608.2c, 603.2)
        next(k for k in trees(node) if k.data not in ("source", "recipients")), text)
    return [StepSpec(clause, "damage", who, amount_ref=ref, **common)]  # type: ignore[arg-type]


def _clause(node: Tree[Token], text: Words, inherited: Subject | None) -> list[StepSpec]:
    clause = text.of(node).rstrip(" .,;")
    special = _whole_clause(node, text, clause)
    if special is not None:
        return another_target(node, special, text)  # "another target creature gets +1/+0 …"
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


def _whole_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec] | None:
    """Clauses that are not "subject + verb phrases": damage, "life total becomes", the choices made "for
    each player" or "for each <object>", and the choice of piles (None for any other clause)."""
    if node.data in CLAUSES:  # continuous.py: "each opponent's maximum hand size is reduced by one" …
        return CLAUSES[node.data](node, text, clause)
    own = _OWN_READERS.get(node.data)  # damage; "you may have each opponent lose 1 life"
    if own is not None:
        return own(node, text, clause)
    if node.data in BOARD_CLAUSES:  # "target creature gets +1/+0 … until end of turn" (verbs_board.py)
        return BOARD_CLAUSES[node.data](node, text, clause)
    if node.data in ("life_becomes", "life_becomes_ref"):  # 119.5: gains or loses the difference
        who = Subject(trees(node)[0].data)
        if node.data == "life_becomes":
            return [StepSpec(clause, "set_life", who, **amount_fields(amount_of(node), text))]  # type: ignore[arg-type]
        return [StepSpec(clause, "set_life", who, amount_ref=count_expr(trees(node)[1], text))]
    if node.data == "choose_option_per_player":  # "For each player, choose friend or foe": you, once per player
        return [StepSpec(clause, "choose", Subject("you"), options=option_words(node, text),
                         extra=(("per_player", "1"),))]
    if node.data == "random_player_per_object":  # "For each nonland permanent, choose a player at random"
        words = re.match(r"(?:for each|para cada) (.+?),", text.low_of(node))
        flt = parse_filter(words.group(1), text.lexicon) if words else None
        if flt is None:
            raise Unread(clause)
        return [StepSpec(clause, "choose", Subject("you"), creatures=flt, extra=(("random_player", "1"),))]
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


def _may_have(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"You may have each opponent lose 1 life" / "puedes hacer que cada oponente pierda 1 vida": the controller
    decides once (608.2d), and with yes the players named do it themselves. One instruction, with no "may" of
    its own, is read; anything else is refused (whose decision a second verb would be is not said)."""
    subjects = [s for s in trees(node) if s.data != "vps"]
    if len(subjects) == 2 and subjects[0].data != "you":
        raise Unread(clause)  # "the first player may have …": another player's decision, read elsewhere
    steps = _verb_phrases(trees(node)[-1], text, clause, _subject(subjects[-1], text, None))
    if len(steps) != 1 or steps[0].optional or steps[0].subject.kind == "you":
        raise Unread(clause)
    return [replace(steps[0], may_have=True)]


def _damage_target_and(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"… deals 3 damage to target creature and 2 damage to target player or planeswalker": the source's two
    instructions, each with its own target word (115.3), read as each is read alone."""
    source, recipients = child(node, "source"), child(node, "recipients")  # no np: "to any target" (115.4)
    said = [k for k in node.children if isinstance(k, Tree) and k.data in ("np", "target_tail")]
    amounts = [k for k in node.children if isinstance(k, Tree) and k.data not in ("source", "np", "recipients",
                                                                                  "target_tail")]
    if recipients is None or len(amounts) != 2:
        raise Unread(clause)
    first: Tree[Token] = Tree("damage_any_target", [*([source] if source else []), amounts[0], *said], node.meta)
    second: Tree[Token] = Tree("damage", [*([source] if source else []), amounts[1], recipients], node.meta)
    return any_target_damage(first, text, clause) + _damage(second, text, clause)


_OWN_READERS = {"damage": _damage, "damage_ref": _damage, "damage_ref_after": _damage, "damage_unless": _damage,
                "damage_that_much": _damage, "damage_you": _damage, "may_have_clause": _may_have,
                "damage_target_and": _damage_target_and}


def _verb_phrases(vps: Tree[Token], text: Words, clause: str, subject: Subject) -> list[StepSpec]:
    """Each verb phrase of a clause by its handler; a verb after "may … and" in the form "may" takes is
    still under that "may" (only the players who said yes do it)."""
    steps: list[StepSpec] = []
    under_may: str | None = None
    for vp in trees(vps):
        optional = vp.data in ("may_vp", "may_unless_vp")
        phrase = trees(vp)[0]
        handler = VERBS.get(phrase.data)
        if handler is None:
            raise Unread(text.of(phrase))
        says_you = text.low_of(vp).split(" ", 1)[0] in _YOU_FORMS[text.lexicon.lang]
        who = Subject("you") if says_you else subject
        read = another_target(phrase, handler(phrase, Context(text, clause, who, optional)), text)
        unless = child(vp, "unless")
        if unless is not None:  # "loses 3 life unless they …": a penalty and what a player may do instead
            read = with_unless(unless, read, text, clause, who)
        if optional:
            under_may = read[0].action if read else None
        elif under_may is not None and base_form(vp, text):
            read = [replace(s, subject=who_accepted(s.subject, under_may, text.of(vp))) for s in read]
        else:
            under_may = None
        steps += read
    return steps


# Verb forms that name their subject themselves: Spanish "ganas", "robas" are "you" whatever subject
# the sentence had before ("cada oponente pierde 1 vida y ganas 1 vida"). English verbs never do.
_YOU_FORMS = {"en": frozenset(), "es": frozenset({
    "sacrificas", "descartas", "robas", "pierdes", "ganas", "mueles", "pones", "adivinas", "vigilas", "exilias",
    "regresas", "devuelves", "destruyes", "creas", "juegas", "tomas", "barajas", "puedes", "eliges", "buscas",
    "votas", "pagas", "obtienes"})}


# Openings read elsewhere (the direction: directed(); "for each … this way": _sentence) or with no change.
_NO_CHANGE = frozenset({"lead_then", "lead_per_vote", "lead_per_accepted", "lead_shortfall", "lead_direction",
                        "lead_for_each"})
# Openings that only say which earlier decision the sentence depends on (608.2c).
_FLAG_LEADS = {
    "lead_if_they_did": "if_they_did",  # "That player may pay {R}{R} or 2 life. If the player does, …"
    "lead_if_they_didnt": "if_they_didnt",  # "That player may sacrifice a creature. If that player doesn't, …"
    "lead_if_you_did": "if_you_did",  # "You may pay {1}. If you do, …"
    "lead_if_you_didnt": "if_you_didnt",  # "You may put …. If you don't, …"
    "lead_if_shares": "if_shares_type",  # kinship: "If it shares a creature type with this creature, …"
}


def _lead(node: Tree[Token] | None, text: Words) -> dict[str, object]:
    """What a sentence's opening adds to each of its steps."""
    if node is None or node.data in _NO_CHANGE:
        return {}
    if node.data in _FLAG_LEADS:
        return {_FLAG_LEADS[node.data]: True}
    if node.data == "lead_targets_per_opponent":  # "For each opponent, … target … that player controls"
        return {"targets_per": "each_opponent"}
    found = lead_changes(node, text)
    if found is not None:
        return found
    if node.data == "lead_if_card":  # "If it's a creature card, …": the card just revealed (608.2c)
        return {"if_card": if_card_filter(node, text)}
    if node.data == "lead_otherwise":  # "Otherwise, …": which condition it negates, _sentence finds (earlier steps)
        return {"otherwise": True}
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
    # a board condition: life, hand, what a player controls (603.4's family, read by conditions.py)
    return {"if_board": (board_condition(cond, text), text.of(cond))}


def _sentence(node: Tree[Token], text: Words, earlier: list[StepSpec]) -> list[StepSpec]:
    lead = next((c for c in trees(node) if c.data.startswith("lead_")), None)
    changes = _lead(lead, text)
    if changes.pop("otherwise", False):
        changes["if_card_not"] = otherwise_card(earlier, text.of(node))
    where = child(node, "where_x")
    steps = rewrite(lead, text, _body(node, text, earlier, changes, directed(lead, text, earlier)))
    if ("if_card" in changes or "if_card_not" in changes) and any(s.action != "put_revealed" for s in steps):
        raise Unread(text.of(lead) if lead is not None else text.of(node))  # only a revealed card is "it"
    if "if_shares_type" in changes and any(s.detail("again") != "1" for s in steps):
        raise Unread(text.of(lead) if lead is not None else text.of(node))  # only "reveal it" is read under it
    if "targets_per" in changes:
        steps = gains_its_power(steps)  # "… and that player gains life equal to its power"
    if "targets_per" in changes and not all(s.detail("target") == "object" and s.detail("whose") == "that_player"
                                            for s in steps):
        raise Unread(text.of(node))  # "for each opponent," binds only a target "that player controls"
    if lead is not None and lead.data == "lead_for_each":
        ref = CountRef("total", action=past_action(child(lead, "past_verb"), text),
                       filter=each_kind(arg(lead, "each_kind"), text))
        steps = for_each(steps, ref, text.of(lead))
    if where is None:
        return steps
    ref = replace(amount_ref(trees(where)[0], text), defines_x=True)
    if not any(s.uses_x or any(sl.count is None for sl in s.slots) for s in steps):
        sized = [s for s in steps if s.action == "create" and s.detail("pt").lower() == "x/x"]
        if len(sized) != 1:
            raise Unread(text.of(where))  # "where X is …" with no X to define
        return [replace(s, size_ref=ref) if s is sized[0] else s for s in steps]  # "an X/X … token" (111.4)
    return [apply_where_x(s, ref) for s in steps]


def _body(node: Tree[Token], text: Words, earlier: list[StepSpec], changes: dict[str, object],
          directed: Subject | None = None) -> list[StepSpec]:
    steps: list[StepSpec] = []
    inherited: Subject | None = directed
    if changes.get("if_they_did") or changes.get("if_they_didnt"):  # "Si lo hace, …": that player, not "you"
        inherited = Subject("that_player")
    for clause in trees(arg(node, "body")):
        for step in _clause(clause, text, inherited):
            if step.subject.kind == "this_way" and step.subject.ref_action is None:
                prior = steps or earlier  # "who can't" / "who didn't": the instruction just before
                if not prior:  # "each player who can't" with nothing before it to fail at
                    raise Unread(step.text)
                step = replace(step, subject=replace(step.subject, ref_action=prior[-1].action))
            if changes.get("starting_with_you"):
                step = replace(step, subject=replace(step.subject, starting_with_you=True))
            others = {k: v for k, v in changes.items() if k != "starting_with_you"}
            steps.append(replace(step, **others) if others else step)  # type: ignore[arg-type]
            if step.action != "damage":
                inherited = step.subject
    return steps


def _add_sentence(steps: list[StepSpec], sentence: Tree[Token], words: Words, start: int) -> int:
    """Add a sentence's steps; "… instead" replaces the sentence before (from ``start``). Returns where this
    sentence's steps start, for the next one."""
    new = (same_again(steps[start:], _subject(trees(sentence)[0], words, None), words.of(sentence))  # "does the same"
           if sentence.data == "does_the_same" else _sentence(sentence, words, steps))
    if sentence.data == "sentence_instead":
        steps[start:] = replaced(steps[start:], new, words.of(sentence))
    at = len(steps)
    steps += new
    return at


def read_english(text: str) -> Effect:
    """Parse English ``text`` (cleaned, the card's name already "this permanent") into an Effect."""
    return read(text, "en")


def read_spanish(text: str) -> Effect:
    """Parse printed Spanish ``text`` into an Effect with the same steps the English would give."""
    return read(text, "es")


def read(text: str, lang: str, antecedent: str = "") -> Effect:
    """Parse ``text`` in ``lang`` ("en" or "es") into an Effect (``antecedent``: what "it" means when the effect
    names nothing before it, antecedents.outside_antecedent).

    Raises :class:`Unread` naming the first words the grammar could not derive or give a meaning
    to (cheap: the caller may still try the other language; :func:`refusal` makes the user's error).
    """
    words = Words(text, fold(text), GRAMMARS[lang])
    words.low = MARKERS[lang](words.low)
    grammar = parser(lang)  # built outside the try: a grammar that does not build is a bug, never a refusal
    try:
        tree = grammar.parse(words.low, start="start")
    except UnexpectedInput as exc:
        at = int(getattr(exc, "pos_in_stream", None) or 0)
        raise _earlier_refusal(text, lang, at) or Unread(_words_from(words.orig, at)) from None
    except LarkError:
        raise Unread(text) from None
    steps: list[StepSpec] = []
    round_up = False
    before: Tree[Token] | None = None
    start = 0  # where the sentence before this one starts in ``steps`` ("… instead" replaces it)
    delayed = 0  # the delayed triggers read so far (603.7)
    numbered = TargetWords(lang)  # the words "target player" so far (115.3)
    for sentence in trees(tree):
        if sentence.data in ("delayed_first", "delayed_last"):  # 603.7: created, listed, and not resolved now
            delayed += 1
            start = len(steps)
            steps += delayed_steps(sentence, words, steps, delayed, _sentence)
            before = None
        elif sentence.data == "round_up_each":
            round_up = True
        elif sentence.data == "same_way":
            steps += same_way_steps(same_way_order(words.low_of(sentence)), words.of(sentence).rstrip(". "))
        elif sentence.data in ("repeat", "repeat_until_none_pays", "repeat_until_none_puts"):  # 608.2c: again
            steps.append(repeat_step(sentence, words, steps))
        elif sentence.data == "same_is_true":  # "The same is true for artifacts and enchantments."
            steps += same_is_true(sentence, before, words, lang, read)
        elif sentence.data != "no_effect":  # "They can't be regenerated.": nothing a resolver reports changes
            start = _add_sentence(steps, sentence, words, start)
            steps[start:] = numbered.number(steps[start:], words.low_of(sentence))  # 115.3: each target word
            before = sentence
    steps = carried_on(fold_delayed(bind_references(steps, text, round_up, antecedent)))
    return Effect(text, lang, tuple(steps))


def _earlier_refusal(text: str, lang: str, at: int) -> Unread | None:
    """The first sentence that cannot be read names the refusal: a parse stops at a later sentence's words
    before any handler looks at the earlier ones ("Each player chooses a creature type. …")."""
    cut = text.rfind(".", 0, at)
    if cut <= 0:
        return None
    try:
        read(text[:cut + 1], lang)
    except Unread as exc:
        return exc
    return None


def refusal(exc: Unread, text: str, msg_lang: str | None, lang: str = "en") -> BotError:
    """The user's ``unsupported_effect`` error for words the grammar could not read."""
    return _unsupported(exc.words or text, lang, msg_lang, text)


def _words_from(text: str, at: int, limit: int = 80) -> str:
    """The words from where the parse stopped to the end of that sentence, bounded."""
    start = text.rfind(" ", 0, max(at, 0)) + 1
    rest = text[start:]
    end = min((i for i in (rest.find("."), rest.find("\n")) if i >= 0), default=len(rest))
    return rest[:end][:limit].strip() or text[:limit]
