"""What each board condition of the effect said as it was reached (608.2c): which sentence it decided and why.

Why a record: a sentence whose "if …" is false produces no step at all, so without this the result would not say
why "sacrifice it" did not happen ("If there are no depletion counters on Saprazzan Skerry, …"): the reader would
have to guess whether the condition was read. Each board condition checked is reported once per sentence, with
its words as printed, whether it held, and whether the sentence was done (a "… instead" sentence's replaced one
and an "unless" are the same condition, their sentence done when it does not hold).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..plan import EntersTapped, EntersWithCounters
from ..plan import amounts as a
from ..render import named
from ..render.amounts import condition_alone
from ..render.words import Words as RenderWords

if TYPE_CHECKING:
    from ..plan import Step
    from .state import State


# When a static combat restriction's condition is checked again (508.1c attackers, 509.1b blockers are declared)
COMBAT_CHECKS = {"attack": ("508.1c",), "block": ("509.1b",), "attack_or_block": ("508.1c", "509.1b"),
                 "attack_block_or_crew": ("508.1c", "509.1b"), "be_blocked": ("509.1b",), "attack_you": ("508.1c",),
                 "attack_you_or_planeswalkers": ("508.1c",)}
# A static requirement's "unless" (combat_unless.py), or a requirement or permission "as long as …"
# (static_combat.py: "Ogre Jailbreaker can attack as though it didn't have defender as long as you control a Gate"):
# checked again as attackers / blockers are declared, never once as an instruction (608.2c)
REQUIREMENT_CHECKS = {"must_attack": ("508.1d",), "must_block": ("509.1c",), "attack_despite_defender": ("508.1a",)}
_RESOLVING = frozenset({"triggered", "activated", "loyalty", "chapter"})


def restriction_checks(state: State, step: Step) -> tuple[str, ...]:
    """The declarations at which a static ability's "X can't attack unless …" is checked again (604.1, 611.3a:
    it applies at every moment, so its condition is the board's at each 508.1c / 509.1b check), or () for any
    other step, whose condition is checked once as it is reached (608.2c)."""
    kind = type(step).__name__
    if kind not in ("CantInCombat", "CombatRequirement") or getattr(step, "duration", "") != "static":
        return ()
    if state.scenario.ability_kind in _RESOLVING:  # a resolving ability's restriction is fixed as it resolves
        return ()
    if kind == "CombatRequirement":  # "… attacks each combat if able unless …" (508.1d, 509.1c)
        return REQUIREMENT_CHECKS.get(getattr(step, "rule", ""), ())
    return COMBAT_CHECKS.get(getattr(step, "act", ""), ())


#: Steps that say how a permanent enters the battlefield (614.1c, 614.1d): a replacement effect applied once, as the
#: permanent enters, whose condition ("If it was kicked", Adamant's "If at least three blue mana was spent to cast this
#: spell") is checked then (614.12). Why apart from a static's "as long as" (611.3a): judge 31a found an Adamant line
#: told as a static ability that "applies whenever the condition becomes true, checked at every moment".
ENTERS_REPLACEMENTS = (EntersWithCounters, EntersTapped)

def condition_words(state: State, step: Step) -> str | None:
    """The words of ``step``'s board condition (without "if" / "unless"), or None for a condition of no board."""
    cond = step.condition
    inner = cond.condition if isinstance(cond, a.Not) else cond
    if isinstance(inner, a.BoardCondition):
        return inner.words
    if isinstance(inner, a.Controls):  # "if you control a creature with power 4 or greater": said from its plan
        return condition_alone(RenderWords(state.lang), inner)
    return None


def note_condition(state: State, step: Step, done: bool) -> None:
    """Record ``step``'s board condition (a :class:`BoardCondition`, or one negated by "instead" or "unless")."""
    cond = step.condition
    negated = isinstance(cond, a.Not)
    words = condition_words(state, step)
    if words is None:
        return
    card = state.scenario.card
    record: dict[str, Any] = {"condition": named(words, card), "holds": (not done) if negated else done,
                              "text": named(step.text, card), "said": named(step.text, card), "done": done,
                              "rule": "608.2c"}
    if state.lang != state.scenario.effect.lang:  # the card's words are quoted only in the language printed: said
        record.update(_said_in(state, step))  # anew in the answer's (judge 41es: «draw a card» in a Spanish note)
    checked = restriction_checks(state, step)
    if checked:  # a static restriction's "unless": the board now, and again at each declaration (611.3a)
        from ..render import render_step, unless_words  # said in the answer's language, as the step line says it

        # "unless …" (combat_unless.py) or "as long as …" (static_combat.py): the condition's own words either way
        said = unless_words(getattr(cond, "condition", None) if negated else cond, state.lang)
        record.update(condition=named(said, card), said=named(render_step(step, state.lang).rstrip("."), card),
                      rule="611.3a", checked_at=list(checked))
    elif isinstance(step, ENTERS_REPLACEMENTS):  # "If it was kicked, it enters with …" (judge 31a): a replacement
        record.update(rule="614.1c", enters=True)  # applied once, as the permanent enters, never "while it holds"
    elif state.scenario.ability_kind == "static" and not negated:  # "… as long as …" of a permanent's static: it
        record.update(rule="611.3a", static=True)  # applies while it holds, never "done" once (judge 22: 604.1)
    if record not in state.conditions:
        state.conditions.append(record)


def _said_in(state: State, step: Step) -> dict[str, str]:
    """The condition and the instruction in the answer's language, for a card printed in another: the condition as
    ``render.condition_in`` says it, the instruction as the reading says it without its condition (``said``; ``text``
    stays the printed words, by which a not-done entry is matched)."""
    from ..render import condition_in, instruction_alone
    from ..render.registry import MissingWords

    cond = step.condition
    inner = cond.condition if isinstance(cond, a.Not) else cond
    out: dict[str, str] = {}
    if isinstance(inner, a.BoardCondition):
        try:
            said = condition_in(inner, state.lang)
        except MissingWords:
            said = ""
        if said:
            out["condition"] = named(said, state.scenario.card)
    instruction = instruction_alone(step, state.lang)
    card = state.scenario.card or ""
    if instruction and not (card and instruction.startswith(card)):  # quoted inside the note: "«roba una carta»"
        instruction = instruction[:1].lower() + instruction[1:]
    if instruction:
        out["said"] = named(instruction, state.scenario.card)
    return out


def replaces_earlier(steps: tuple[Step, ...] | list[Step], step: Step) -> bool:
    """Whether ``step`` is a "… instead" sentence: an earlier step of the same effect is done only when ``step``'s
    condition does not hold ("You gain 1 life. If you control ten or more lands, you gain 2 life instead"). Done,
    it is that earlier instruction as later text on the card modified it (608.2c: "later text on the card may modify
    the meaning of earlier text", the rule's own example an "instead" in the same spell), so its step cites 608.2c;
    not 614.1a, whose replacement effects watch for events from outside the instruction (614.1)."""
    cond = step.condition
    return cond is not None and not isinstance(cond, a.Not) and any(
        isinstance(s.condition, a.Not) and not s.condition.unless and s.condition.condition == cond
        for s in steps if s is not step)
