"""Does the resolver's reading say what the card says? Every accepted corpus ability, rendered back.

For each ability the corpus resolves (corpus.py), the effect the resolver read is parsed once more
into its plan, the plan is rendered in English (bot.apnap.render), and both texts are normalised:
case and accents, punctuation and the words that only join instructions ("then", "and"), reminder
text, the card's own name read as "this permanent" (as the grammar does), numbers as digits, a
verb's agreement with its subject (the subject itself is compared), and a subject printed again at the
start of the next clause said once. What is left must be equal, or
differ only by an entry of the reviewed paraphrase list (tests/apnap/data/paraphrases.yaml: each
entry a pattern of card wording, what the reading says instead, and why that is the same meaning).

``python -m tests.apnap.rendering`` prints the figures and every mismatch.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from bot.apnap.grammar import fold, parse_effect
from bot.apnap.grammar.conditions import BoardCondition, Not
from bot.apnap.grammar.text import as_source
from bot.apnap.oracle import abilities_of, select, self_names, short_names
from bot.apnap.permanent_cast import effect_of
from bot.apnap.plan import Delayed, Plan, Step, plan_of
from bot.apnap.render import render_plan
from bot.apnap.render.words import self_reference
from bot.errors import BotError

from .corpus import CorpusAbility, measure

DATA = Path(__file__).resolve().parent / "data"
PARAPHRASES = DATA / "paraphrases.yaml"
FINDINGS = DATA / "rendering-findings.yaml"
_NUMBERS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
            "eight": "8", "nine": "9", "ten": "10", "an": "a"}
_VERBS = ("sacrifice", "discard", "exile", "draw", "lose", "gain", "mill", "scrie", "surveil", "search", "return",
          "vote", "take", "choose", "create", "shuffle", "put", "destroy", "pay", "tap", "untap", "deal", "repeat",
          "reveal")
_AGREEMENT = re.compile(r"\b(" + "|".join(_VERBS) + r")(?:e?s)\b")
_JOINERS = re.compile(r"\s*(?:[,.;:—]|\bthen\b|\band\b)\s*")
_ES_JOINERS = re.compile(r"\s*(?:[,.;:—]|\bluego\b|\bdespues\b|\by\b)\s*")
_REMINDER = re.compile(r"\([^()]*\)")


@dataclass(frozen=True, slots=True)
class Paraphrase:
    card: re.Pattern[str]
    reading: str
    reason: str
    lang: str = "en"
    awaits: str | None = None  # the branch whose abilities need it (unused until that branch is merged)


@lru_cache(maxsize=1)
def paraphrases() -> tuple[Paraphrase, ...]:
    data = yaml.safe_load(PARAPHRASES.read_text(encoding="utf-8"))
    return tuple(Paraphrase(re.compile(e["card"]), e["reading"], e["reason"], e.get("lang", "en"), e.get("awaits"))
                 for e in data["paraphrases"])


@lru_cache(maxsize=1)
def findings() -> dict[str, str]:
    """Abilities whose reading shows the grammar dropped or misread words: (card name) → what, for the lead."""
    data = yaml.safe_load(FINDINGS.read_text(encoding="utf-8")) or {}
    return {f"{e['card']}|{e['ability']}": e["finding"] for e in data.get("findings") or [] if not e.get("awaits")}


def awaiting_findings() -> dict[str, str]:
    """Findings made with another branch merged (``awaits``): they count once that branch is on main."""
    data = yaml.safe_load(FINDINGS.read_text(encoding="utf-8")) or {}
    return {f"{e['card']}|{e['ability']}": e["finding"] for e in data.get("findings") or [] if e.get("awaits")}


def normalise(text: str, names: tuple[str, ...] = (), lang: str = "en") -> str:
    """Lower case, no accents, no reminder text, the card's names as "this permanent", digits, no joiners."""
    text = _REMINDER.sub(" ", fold(text))
    for name in sorted(names, key=len, reverse=True):
        text = re.sub(r"(?<!\w)" + re.escape(fold(name)) + r"(?!\w)", "this permanent", text)
    if lang == "es":  # Spanish number words agree in gender and stay words; only joiners go
        text = re.sub(r"(?:\s*\|\s*)+", " | ", re.sub(r"\s+", " ", _ES_JOINERS.sub(" | ", text))).strip(" |")
        return _said_once(text, _ES_SUBJECT)
    text = re.sub(r"\b(" + "|".join(_NUMBERS) + r")\b", lambda m: _NUMBERS[m.group(1)], text)
    text = _AGREEMENT.sub(lambda m: m.group(1).removesuffix("ie") + ("y" if m.group(1) == "scrie" else ""), text)
    text = _JOINERS.sub(" | ", text)
    return _said_once(re.sub(r"(?:\s*\|\s*)+", " | ", re.sub(r"\s+", " ", text)).strip(" |"), _EN_SUBJECT)


# A subject printed again at the start of the next clause ("Each player may exile …. Then each player loses …") is
# the same subject said twice: both texts say it once, so how a reading joins its clauses does not matter.
_EN_SUBJECT = re.compile(r"(^|\| )(each (?:player|opponent|other player)|that player) ([^|]*)\| \2 (?!who\b)")
# The same after several clauses ("Each player shuffles … hand | all permanents … | draws that many cards | each
# player may put …"), none of them opening with a subject of its own: applied after the paraphrases (a paraphrase
# may read the repeated subject itself: "each player discards cards the same way").
_EN_SUBJECT_LATER = re.compile(r"(^|\| )(each (?:player|opponent|other player)|that player) ([^|]*(?:\| (?!(?:each|you|"
                               r"that|target|if|when|for|this|its|their|enchanted|equipped|players)\b)[^|]*)*)\| \2 "
                               r"(?!who\b)")
_ES_SUBJECT = re.compile(r"(^|\| )(cada (?:jugador|oponente|otro jugador)) ([^|]*)\| \2 (?!que\b)")


def _said_once(text: str, pattern: re.Pattern[str]) -> str:
    while True:
        shorter = pattern.sub(r"\1\2 \3| ", text)
        if shorter == text:
            return text
        text = shorter


def paraphrased(card: str, lang: str = "en") -> tuple[str, list[str]]:
    """The normalised card text with the allowed paraphrases applied, and the reasons of those that applied."""
    used = []
    for entry in (e for e in paraphrases() if e.lang == lang):
        changed = entry.card.sub(entry.reading, card)
        if changed != card:
            used.append(entry.reason)
            card = changed
    card = re.sub(r"(?:\s*\|\s*)+", " | ", re.sub(r"\s+", " ", card)).strip(" |")
    if lang == "es":
        return _said_once(card, _ES_SUBJECT), used
    return _said_once(_said_once(card, _EN_SUBJECT), _EN_SUBJECT_LATER), used


@dataclass(slots=True)
class Comparison:
    exact: list[tuple[CorpusAbility, str]] = field(default_factory=list)
    paraphrased: list[tuple[CorpusAbility, str, list[str]]] = field(default_factory=list)
    mismatched: list[tuple[CorpusAbility, str, str, str]] = field(default_factory=list)  # ability, card, reading, why


def effect_and_reading(item: CorpusAbility) -> tuple[str, tuple[str, ...], str]:
    """(the effect text the resolver read, the card's names, the plan's English reading)."""
    effect, names, plan = read_as_bench(item)
    return effect, (*self_names(item.text), *names), render_plan(plan, "en")


def read_as_bench(item: CorpusAbility) -> tuple[str, tuple[str, ...], Plan]:
    """(the effect text, the card's names, the plan) as the bench's request reads it (corpus.request): the card
    named, so its names are known, and an instant's or sorcery's spell text whole (113.3a)."""
    selection, names = _selection(item)
    return selection.effect, names, plan_of(effect_of(selection, None, None, names))  # a cost line: 608.3


def bench_antecedent(item: CorpusAbility) -> str:
    """What "it" means outside the effect read (its trigger, cost or intervening "if": ``Selection.antecedent``):
    the same for the card in any language, so a reading said back is read with it too."""
    selection, names = _selection(item)
    return selection.antecedent(names)


def _selection(item: CorpusAbility) -> tuple[Any, tuple[str, ...]]:
    from bot.apnap.oracle import is_spell_card
    from bot.apnap.spell_costs import select_cast
    from tests.apnap.corpus import request

    ability = abilities_of(item.text)[item.index - 1]
    # as corpus.py answers a modal question: the first mode, or the first N when the card asks for N
    modes = tuple(range(1, max(ability.choose[0], 1) + 1)) if ability.choose else ()
    asked = request(item, {}).get("ability")
    names = short_names(item.card)
    spell = is_spell_card(item.type_line) if item.type_line else None
    try:
        selection = select_cast(item.text, asked, modes if asked else (), None, spell=spell, names=names)
    except BotError:  # a modal spell of several paragraphs: the ability asked for, as the bench answers
        selection = select_cast(item.text, item.index, modes, None, spell=spell, names=names)
    return selection, names


def compare(items: list[CorpusAbility]) -> Comparison:
    out = Comparison()
    for item in items:
        effect, names, reading = effect_and_reading(item)
        card, said = normalise(effect, names), normalise(reading, names)
        if card == said:
            out.exact.append((item, reading))
            continue
        card, used = paraphrased(card)
        # a paraphrase is an equivalence: a reading that itself says the card's wording ("… and you sacrifice …"
        # where the card's "you sacrifice" became "sacrifice") is compared in the same terms
        if card == said or card == paraphrased(said)[0]:
            out.paraphrased.append((item, reading, used))
        else:
            out.mismatched.append((item, card, said, reading))
    return out


@dataclass(frozen=True, slots=True)
class PrintedSpanish:
    id: str
    text: str
    ability: int | None
    mode: int | None


def printed_spanish() -> list[PrintedSpanish]:
    """The printed Spanish card texts the tests hold (test_real_cards_es.py and the blind dev cases)."""
    from .test_real_cards_es import CASES

    items = [PrintedSpanish(p.id or "", p.values[0], p.values[1].get("ability"), p.values[1].get("mode"))
             for p in CASES if isinstance(p.values[0], str) and isinstance(p.values[1], dict)]
    for case in yaml.safe_load((DATA / "real-cards-dev.yaml").read_text(encoding="utf-8")):
        if case.get("lang") == "es":
            changes = case.get("changes") or {}
            items.append(PrintedSpanish(case["id"], case["text"], changes.get("ability"), changes.get("mode")))
    return items


def compare_spanish(items: list[PrintedSpanish]) -> Comparison:
    """Printed Spanish, read and said back in Spanish: the same comparison, with the Spanish paraphrases."""
    out = Comparison()
    for item in items:
        ability = abilities_of(item.text)[(item.ability or 1) - 1] if abilities_of(item.text) else None
        modes = (item.mode,) if item.mode else ((1,) if ability is not None and ability.choose else ())
        selection = select(item.text, item.ability, modes, "es")
        names = self_names(item.text)
        plan = plan_of(parse_effect(selection.effect, "es", "es", names))
        reading = render_plan(plan, "es")  # the card's own names read as "este permanente", as the grammar reads them
        card, said = normalise(as_source(selection.effect, names, "es"), lang="es"), normalise(reading, lang="es")
        entry = CorpusAbility(item.id, item.text, item.ability or 1, selection.effect)
        if card == said:
            out.exact.append((entry, reading))
            continue
        card, used = paraphrased(card, "es")
        if card == said:
            out.paraphrased.append((entry, reading, used))
        else:
            out.mismatched.append((entry, card, said, reading))
    return out


# "… unless you sacrifice two Swamps": its cost and instruction; "any player may …": the instruction offered
_NESTED = {"UnlessCost": ("cost", "penalty"), "UnlessPaidBy": ("cost", "penalty"), "AnyPlayerMay": ("inner",),
           "EachWhoDid": ("inner",)}  # "If a player does, …" after "each player may …": the instruction per player


def _comparable(plan: Plan) -> tuple[Step, ...]:
    """A plan's steps without their text (never rendered) and with the damage source said one way; a quoted
    ability (a token's, an emblem's, one a continuous effect grants) compared by its own plan, its words being said
    back from it; a board condition by its typed check, its printed words (what the result names it by, in the
    card's language) being said back from the check."""
    out = []
    for step in plan.steps:
        step = replace(step, text="")
        quoted = getattr(step, "ability", None)
        if quoted is not None and hasattr(quoted, "effect"):
            step = replace(step, ability=_quoted(quoted))  # type: ignore[arg-type]
        change = getattr(step, "change", None)
        if getattr(change, "ability", None) is not None and hasattr(change.ability, "effect"):  # type: ignore[union-attr]
            step = replace(step, change=replace(change, ability=_quoted(change.ability)))  # type: ignore[arg-type,union-attr]
        source = getattr(step, "source", None)
        if source:
            step = replace(step, source=self_reference(source, "en") or source)
        if isinstance(step, Delayed) or type(step).__name__ == "InsteadOf":  # a delayed trigger's (603.7) or a
            step = replace(step, steps=_comparable(Plan(step.steps)))  # replacement's own steps (614.1a), as a plan's
        nested = _NESTED.get(type(step).__name__, ())  # the steps a step runs inside it, each compared as a step
        if nested:
            step = replace(step, **{f: _comparable(Plan((getattr(step, f),)))[0] for f in nested})
        for name in ("condition", "while_", "unless"):
            cond = getattr(step, name, None)
            if isinstance(cond, BoardCondition):
                step = replace(step, **{name: replace(cond, words="")})
            elif isinstance(cond, Not) and isinstance(cond.condition, BoardCondition):
                step = replace(step, **{name: replace(cond, condition=replace(cond.condition, words=""))})
        for name in ("while_text", "unless_text"):
            if isinstance(getattr(step, name, None), str) and getattr(step, name):
                step = replace(step, **{name: "said"})
        out.append(step)
    return tuple(out)


def _quoted(quoted: Any) -> Any:
    """A quoted ability by what it is: each part of its cost by its plan whatever language printed it (a reading says
    it in its own, render/cost_words.py), its trigger condition by its typed pattern (render/trigger_said.py) and its
    own plan."""
    from bot.apnap.render.trigger_said import typed_condition

    cost = tuple(_cost_part(p.strip()) for p in quoted.cost.split(",")) if quoted.cost else quoted.cost
    condition = (typed_condition(quoted.condition) or quoted.condition) if quoted.condition else quoted.condition
    return (quoted.kind, cost, condition, _comparable(plan_of(quoted.effect)))


def _cost_part(part: str) -> Any:
    try:
        return _comparable(plan_of(parse_effect(part, None)))
    except BotError:  # mana symbols, or words no grammar reads: as printed
        return fold(part)


def round_trip(items: list[CorpusAbility], lang: str) -> tuple[int, list[str], list[str]]:
    """Read each ability's reading back: (how many give the same plan, those that differ, those refused)."""
    same, differ, refused = 0, [], []
    for item in items:
        plan = read_as_bench(item)[2]
        reading = render_plan(plan, lang)
        try:  # with what "it" means outside the effect, as the Spanish round trip reads it ("… that shares a card type
            back = plan_of(parse_effect(reading, lang, antecedent=bench_antecedent(item)))  # with it": the trigger's)
        except BotError:
            refused.append(f"{item.card}: {reading}")
            continue
        if _comparable(back) == _comparable(plan):
            same += 1
        else:
            differ.append(f"{item.card}: {reading}")
    return same, differ, refused


def main() -> int:
    result = compare(measure(4).resolved)
    for item, card, said, reading in result.mismatched:
        print(f"{item.card}\n  card:    {card}\n  reading: {said}\n  said:    {reading}")
    total = len(result.exact) + len(result.paraphrased) + len(result.mismatched)
    print(f"accepted {total}: exact {len(result.exact)}, with an allowed paraphrase {len(result.paraphrased)}, "
          f"mismatched {len(result.mismatched)}")
    spanish = compare_spanish(printed_spanish())
    for item, card, said, reading in spanish.mismatched:
        print(f"{item.card}\n  card:    {card}\n  reading: {said}\n  said:    {reading}")
    total = len(spanish.exact) + len(spanish.paraphrased) + len(spanish.mismatched)
    print(f"printed Spanish {total}: exact {len(spanish.exact)}, with an allowed paraphrase "
          f"{len(spanish.paraphrased)}, mismatched {len(spanish.mismatched)}")
    for lang in ("en", "es"):
        same, differ, refused = round_trip(measure(4).resolved, lang)
        print("\n".join(f"  {lang} differs: {d}" for d in differ) or "", "\n".join(f"  {lang} refused: {r}"
                                                                               for r in refused) or "")
        print(f"read back ({lang}): same plan {same}, another plan {len(differ)}, refused {len(refused)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
