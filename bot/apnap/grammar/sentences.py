"""Magic sentences through a real grammar (english.lark, spanish.lark) → the engine's steps.

Why a grammar: a sentence is derived as a whole or not at all, so no word can be read past and
forgotten (the failure of pattern tables); a new card mostly combines parts the grammar already
has (a subject, a verb phrase, objects, an amount). The grammar is LALR(1), so a sentence parses
in a tenth of a millisecond, and a conflict shows when the grammar is built, not on some card.

Each verb phrase of the parse tree is read by the handler registered for its rule name (verbs.py);
a rule without a handler has no meaning yet and is refused like unknown words. Phrases (counts,
objects, amounts) are read in phrases.py; object words (types, colours, "you control") by the
object lexicon (objects.parse_filter), which refuses what it does not know. This module reads
how clauses and sentences compose; subjects are read in subjects.py, damage in damage_clauses.py and
a sentence's opening in sentence_leads.py.

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
    shields,  # registers the prevention and replacement clauses in CLAUSES; its X defined after it
    verbs_counter_family,  # noqa: F401 - registers "Proliferate", "you get an experience counter", "Move a … counter"
    verbs_counters,  # noqa: F401 - registers "Double the number of … counters", "Remove … counters from target …"
    verbs_divided,  # noqa: F401 - registers "Distribute … among … target …" (601.2d) in VERBS
    verbs_keywords,  # noqa: F401 - registers the keyword actions in VERBS
)
from .amount_compare import bind_trailing_object, refuse_other_after_created
from .another import another_target
from .any_player_may import ANY_SUBJECTS, anyone_lead, anyone_may, damage_them
from .branches import could_not_lead, otherwise_changes
from .choice_clauses import (
    base_form,
    directed,
    option_words,
    repeat_step,
    who_accepted,
    with_unless,
)
from .conditions import condition_of
from .continuous import CLAUSES
from .damage_clauses import damage_clause, damage_target_and
from .delayed import delayed_steps, fold_delayed
from .each_who_did import each_who_did
from .filters import parse_filter
from .greatest_ties import ties_chosen
from .instead_of import fold_instead, instead_steps
from .leads import rewrite
from .lexicon import GRAMMARS
from .marks import MARKERS, apply_where_x, define_compare_x, define_target_x, same_way_order
from .moved_card import moved_card_lead
from .next_turn import check_kept, lasting_to_next_turn
from .objects import _unsupported
from .passes import bind_references
from .per_controller import per_controller, said_its_controller
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
    parser,
    past_action,
    trees,
)
from .recipients import gains_its_power, replaced
from .revealed_card import revealed_card_is
from .said_again import check_again, merge_again
from .same_is_true import same_is_true
from .sentence_leads import in_reflexive_trigger, lead_of
from .specs import CountRef, Effect, StepSpec, Subject
from .subjects import subject_of
from .target_words import TargetWords, carried_on
from .text import fold
from .that_object_is import that_object_lead
from .verbs import VERBS, Context
from .verbs_board import CLAUSES as BOARD_CLAUSES
from .verbs_library import (  # also registers the library verbs in VERBS
    for_each,
    otherwise_card,
)
from .verbs_more import same_again, same_way_steps


def _clause(node: Tree[Token], text: Words, inherited: Subject | None) -> list[StepSpec]:
    """The clause's steps, given "until your next turn" where it is said as "until end of turn" is (611.2a;
    next_turn.py)."""
    return lasting_to_next_turn(node, _clause_steps(node, text, inherited), text)


def _clause_steps(node: Tree[Token], text: Words, inherited: Subject | None) -> list[StepSpec]:
    clause = text.of(node).rstrip(" .,;")
    special = _whole_clause(node, text, clause)
    if special is not None:
        return another_target(node, special, text)  # "another target creature gets +1/+0 …"
    if node.data == "subject_clause" and trees(node)[0].data in ANY_SUBJECTS:  # "any player may …" (101.4)
        first = trees(node)[0]
        return anyone_may(first, _verb_phrases(trees(node)[1], text, clause, Subject(ANY_SUBJECTS[first.data])),
                          clause)
    if node.data == "subject_clause":
        subject = subject_of(trees(node)[0], text, inherited)
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
    steps = _verb_phrases(trees(node)[-1], text, clause, subject_of(subjects[-1], text, None))
    if len(steps) != 1 or steps[0].optional or steps[0].subject.kind == "you":
        raise Unread(clause)
    return [replace(steps[0], may_have=True)]


_OWN_READERS = {"damage": damage_clause, "damage_ref": damage_clause, "damage_ref_after": damage_clause,
                "damage_unless": damage_clause, "damage_that_much": damage_clause, "damage_you": damage_clause,
                "may_have_clause": _may_have, "damage_target_and": damage_target_and, "may_damage_them": damage_them}


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
        if vp.data in ("unless_record_vp", "unless_board_vp"):  # "… unless you attacked …" / "… unless you control
            cond = trees(vp)[-1]  # another Pirate": done only if the condition is false as it is reached (608.2c)
            read = [replace(s, unless_board=(condition_of(cond, text), _unless_words(cond, text))) for s in read]
        if optional:
            under_may = read[0].action if read else None
        elif under_may is not None and base_form(vp, text):
            read = [replace(s, subject=who_accepted(s.subject, under_may, text.of(vp))) for s in read]
        else:
            under_may = None
        steps += read
    return steps


def _unless_words(cond: Tree[Token], text: Words) -> str:
    """The condition's own words, without "unless" / "a menos que" (the step says them as a condition, 608.2c)."""
    words = text.of(cond)
    for lead in ("unless ", ", a menos que ", "a menos que "):
        if words.lower().startswith(lead):
            return words[len(lead):]
    return words


# Verb forms that name their subject themselves: Spanish "ganas", "robas" are "you" whatever subject
# the sentence had before ("cada oponente pierde 1 vida y ganas 1 vida"). English verbs never do.
_YOU_FORMS = {"en": frozenset(), "es": frozenset({
    "sacrificas", "descartas", "robas", "pierdes", "ganas", "mueles", "pones", "adivinas", "vigilas", "exilias",
    "regresas", "devuelves", "destruyes", "creas", "juegas", "tomas", "barajas", "puedes", "eliges", "buscas",
    "votas", "pagas", "obtienes"})}


def _sentence(node: Tree[Token], text: Words, earlier: list[StepSpec]) -> list[StepSpec]:
    lead = next((c for c in trees(node) if c.data.startswith("lead_")), None)
    changes = moved_card_lead(lead_of(lead, text), earlier, text.of(lead) if lead is not None else "")
    changes = that_object_lead(changes, earlier, text.of(lead) if lead is not None else "")
    changes = in_reflexive_trigger(changes, earlier, text.of(lead) if lead is not None else "")
    # "… if its power is …" after the instruction: the instruction's own object (608.2c; amount_compare.py)
    changes = bind_trailing_object(changes, lead is not None and trees(node)[0] is not lead)
    if changes.pop("otherwise", False):  # after "If it's a creature card, …" the card's kind; else the condition before
        changes.update({"if_card_not": otherwise_card(earlier, text.of(node))} if earlier and earlier[-1].if_card
                       else otherwise_changes(earlier, text.of(lead) if lead is not None else text.of(node)))
    could_not_lead(changes, earlier, text.of(lead) if lead is not None else text.of(node))
    where = child(node, "where_x")
    steps = rewrite(lead, text, _body(node, text, earlier, changes, directed(lead, text, earlier)))
    refuse_other_after_created(steps, earlier, text.of(node))  # "… tokens. …, destroy all other creatures"
    changes, steps = each_who_did(changes, earlier, steps, text.of(lead) if lead is not None else text.of(node))
    anyone_lead(changes, earlier, steps, text.of(lead) if lead is not None else text.of(node))  # "If a player does"
    steps = revealed_card_is(changes, text.of(lead) if lead is not None else "", earlier, steps)
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
        steps = (per_controller(steps, ref, text.of(lead)) if said_its_controller(steps)  # one object's controller
                 else for_each(steps, ref, text.of(lead)))
    if where is None:
        return steps
    ref = replace(amount_ref(trees(where)[0], text), defines_x=True)
    if not any(s.uses_x or any(sl.count is None for sl in s.slots) for s in steps):
        # "up to X target lands, where X is …" (107.3c); "prevent the next X damage …, where X is …" (shields.py)
        counted = define_target_x(steps, ref) or shields.define_shield_x(steps, ref)
        compared = define_compare_x(counted or steps, ref)  # "with converted mana cost X or less, where X is …"
        if counted is not None or compared is not None:
            return compared or counted or steps
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
    new = (same_again(steps[start:], subject_of(trees(sentence)[0], words, None), words.of(sentence))  # "does the same"
           if sentence.data == "does_the_same" else _sentence(sentence, words, steps))
    if sentence.data == "sentence_instead":
        new = merge_again(steps[start:], new)  # "… prevent the next 2 damage instead": the shield before, again
        steps[start:] = replaced(steps[start:], new, words.of(sentence))
    check_again(new)
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
    replacing = 0  # the replacements by an instruction read so far (614.1a)
    numbered = TargetWords(lang)  # the words "target player" so far (115.3)
    for sentence in trees(tree):
        if sentence.data in ("delayed_first", "delayed_last", "delayed_event"):  # 603.7: created, listed, not done now
            delayed += 1
            start = len(steps)
            steps += delayed_steps(sentence, words, steps, delayed, _sentence)
            before = None
        elif sentence.data == "instead_of_event":  # 614.1a, 614.6: an instruction in place of a draw, reported
            replacing += 1
            start = len(steps)
            steps += instead_steps(sentence, words, steps, replacing, _sentence)
            before = None
        elif sentence.data == "round_up_each":
            round_up = True
        elif sentence.data == "ties_chosen":  # "If two or more are tied, that player chooses one." (101.4)
            steps[start:] = ties_chosen(steps[start:], words.of(sentence).rstrip(". "))
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
    steps = carried_on(fold_instead(fold_delayed(bind_references(steps, text, round_up, antecedent))))
    check_kept(tree, steps, words)
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
