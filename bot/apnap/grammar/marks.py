"""What the sentence reader does to text and steps around the grammar proper.

Why apart from sentences.py: English "and" / ", then" are marked before parsing (LALR(1) sees one token
ahead, so the word that decides, a verb or a player, must already be in the token), and a later word may
change steps already read ("Round up each time.", "…, where X is …"). Both are small text- or step-level
rewrites that the reader calls; keeping them here keeps the reader about composing clauses.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .specs import CountRef, StepSpec, TypeFilter

# "and" before a verb joins two instructions ("discards a card and loses 2 life"), never two objects.
# "gains trample and gets +X/+0": "gets" before a size is a verb too (611.2a)
_AND_VERB = re.compile(r"\band(?= (?:may )?(?:sacrifices?|discards?|draws?|loses?|gains?|mills?|puts?|scry|scries|"
                       r"surveils?|exiles?|returns?|destroys?|creates?|takes?|shuffles?|taps?|untaps?|pays?|"
                       r"gets?(?= [+\-][0-9x]))\b)")


# "gains flying and becomes blue", "gets +3/+3, has reach, and is a Giant …": the same permanent's next change
# (becomes_also.py), never two objects or keywords; ", and" is one mark with its comma (a comma alone would continue
# the list of keywords before it)
# "and is black" too, a colour alone ending the clause (Sinister Strength, 105.3)
_AND_BECOMES = re.compile(r"(?:, )?\band(?= (?:becomes?|is an?"
                          r"|is (?:white|blue|black|red|green|colorless)(?= *[.,]| and\b| until\b)))")


_VERBS_RE = (r"(?:may )?(?:sacrifices?|discards?|draws?|loses?|gains?|mills?|puts?|scry|scries|surveils?|exiles?|"
             r"returns?|destroys?|creates?|takes?|shuffles?|taps?|untaps?|pays?)\b")
# "and" before a player who then acts starts another instruction ("… and you gain 1 life").
# "… reveals three cards from their hand and you choose one of them": the controller's choice, another clause.
# "tap all untapped Islands that player controls and Monsoon deals X damage to the player": the source (its name read
# as "this permanent") dealing damage is another instruction too, as ", then this permanent deals" is.
# "… deals 10 damage to that permanent or player and the damage can't be prevented": a sentence about that damage
# (615.12, 608.2c; shields.this_effects_damage), joined by "and"; "… draw three cards and your life total becomes 5":
# the life total's own instruction (119.5)
_AND_CLAUSE = re.compile(r"\band(?= (?:each (?:player|opponent|other player)|target (?:player|opponent)|you|"
                         r"that player|they) " + _VERBS_RE + r"| you choose\b| this \w+ deals\b"
                         r"| the damage can't be prevented\b| your life total becomes\b)")


# ", then" before a player who then acts ends the clause ("…, then each opponent who didn't draws a card"):
# one token, or LALR(1) has already taken the comma as a separator of the same player's verbs.
_THEN_CLAUSE = re.compile(r"(?:,\s*|(?<=[a-z0-9'])\s+)then(?= (?:each (?:player|opponent|other player)"
                          r"(?: who (?:didn't|can't))?|target (?:player|opponent)|you|that player|they) "
                          + _VERBS_RE + ")"
                          r"|, then(?= (?:each (?:player|opponent|other player)|target (?:player|opponent)|you|"
                          r"that player|they|players|your opponents)\b| (?:this \w+|it) deals\b"
                          r"| (?:it|that creature) fights\b)")


# A list of instructions each with its own player, joined by commas: "they discard a card, they lose 2 life, you draw a
# card, …, then you sacrifice Doom Foretold", "you lose 2 life, you sacrifice two creatures, and target opponent draws
# two cards" (608.2c: one after another). A comma is such a separator only between two of them: the words after it are
# a player and a verb, and so are the words after the separator before it (never a lead's comma: "If you do, you …").
_CLAUSE_START = re.compile(r"(?:you|they|that player|each player|each opponent|target (?:player|opponent)) "
                           + _VERBS_RE)
_COMMA_BEFORE_CLAUSE = re.compile(r",(?: %%%)?(?= " + _CLAUSE_START.pattern + ")")
_SEGMENT_START = re.compile(r"[.,:^%&]|\bthen\b")


def _mark_comma_clauses(low: str) -> str:
    """Each comma (with the "and" after it, already marked ``%%%``) between two instructions of players
    (``_COMMA_BEFORE_CLAUSE``) marked as ``^``, the separator ", then" already is: LALR(1) would take the comma as a
    separator of the first player's own verbs or objects."""
    for m in reversed(list(_COMMA_BEFORE_CLAUSE.finditer(low))):
        starts = [s.end() for s in _SEGMENT_START.finditer(low, 0, m.start())]
        segment = low[starts[-1] if starts else 0:m.start()].strip(" ^")
        if _CLAUSE_START.match(segment):
            low = low[:m.start()] + "^" * (m.end() - m.start()) + low[m.end():]
    return low


def _mark_and_verb(low: str) -> str:
    """Mark such an "and" as ``&&&`` (before a verb) or ``%%%`` (before a player and a verb): same length, so
    every position still points at the original words."""
    low = low.replace("and/or", "and-or")  # one word ("green and/or blue creatures"), read by the object lexicon
    low = _THEN_CLAUSE.sub(lambda m: "^" * len(m.group(0)), low)
    low = _AND_BECOMES.sub(lambda m: "&b&" if len(m.group(0)) == 3 else "&&b&&", low)
    return _mark_comma_clauses(_AND_VERB.sub("&&&", _AND_CLAUSE.sub("%%%", low)))


def _spanish_subtypes_joined(low: str) -> str:
    from .spanish_terms import one_word_es_subtypes

    return one_word_es_subtypes(low)


# What is marked before parsing, per language: spanish.lark tells its "y" and "," apart in its lexer
# (terminals that look at the next word), so Spanish text is parsed as it is, but for its subtypes of several words
# ("Polilla parpadeante", "Obrero de ensamblaje", 205.3m), each made one hyphenated word as English's "Assembly-Worker".
MARKERS = {"en": _mark_and_verb, "es": _spanish_subtypes_joined}


def same_way_order(low: str) -> list[str]:
    """The kinds a "the same way" sentence names, in its order."""
    found = [(low.find(w), k) for w, k in (("discard", "discard"), ("descart", "discard"), ("sacrific", "sacrifice"))
             if w in low]
    return [k for _, k in sorted(found)]


def rounded_up(step: StepSpec) -> StepSpec:
    """Every fraction in the step rounds up."""
    ref = step.amount_ref
    if ref is not None and ref.divide > 1:
        ref = replace(ref, round_up=True)
    slots = tuple(replace(s, count_ref=replace(s.count_ref, round_up=True))
                  if s.count_ref is not None and s.count_ref.divide > 1 else s for s in step.slots)
    return replace(step, amount_ref=ref, slots=slots)


def apply_where_x(step: StepSpec, ref: CountRef) -> StepSpec:
    """"…, where X is your devotion to black": X in this step is that number (an explicit ``x`` wins)."""
    if step.uses_x:
        return replace(step, amount_ref=ref, uses_x=False)
    if any(s.count is None for s in step.slots):
        return replace(step, slots=tuple(replace(s, count_ref=ref) if s.count is None else s for s in step.slots))
    return step


def define_target_x(steps: list[StepSpec], ref: CountRef) -> list[StepSpec] | None:
    """"Destroy up to X target lands, where X is the number of verse counters on this permanent": the X of a counted
    word "target" is that number (107.3c: defined by the text, nobody chooses it, so the scenario's ``x`` never
    answers it). None when no step has such a word (the definition then names some other X, or none)."""
    counted = [s for s in steps if "x" in s.detail("targets").split("-")]
    if not counted:
        return None
    return [replace(s, targets_ref=ref) if any(s is c for c in counted) else s for s in steps]


def define_compare_x(steps: list[StepSpec], ref: CountRef) -> list[StepSpec] | None:
    """"Counter target spell with converted mana cost X or less, where X is the number of Faeries you control": the
    X an object is compared with is that number (107.3c), in each filter of the step that says X. None when no
    filter of the steps compares with X."""
    def defined(flt: TypeFilter | None) -> TypeFilter | None:
        if flt is None or not any(c.ref == "x" for c in flt.compares):
            return flt
        return replace(flt, compares=tuple(replace(c, ref="defined", count=ref) if c.ref == "x" else c
                                           for c in flt.compares))

    out = [replace(s, creatures=defined(s.creatures), other=defined(s.other),
                   slots=tuple(replace(sl, filter=defined(sl.filter) or sl.filter) for sl in s.slots)) for s in steps]
    return out if out != steps else None
