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
from dataclasses import dataclass, replace
from functools import lru_cache

from bot.errors import BotError

from .clauses import (
    _ALSO,
    _DAMAGE_EQUAL,
    _DELAYED,
    _FOR_EACH_LESS,
    _FOR_EACH_VOTE,
    _FOR_EACH_WHO_DOES,
    _IF_CONTROL,
    _IGNORED,
    _INFINITIVE,
    _KICKED,
    _MAY,
    _PAST_ANY,
    _PENALTIES,
    _PER_VOTER,
    _REPEAT,
    _ROUND_UP_EACH,
    _SAME_WAY,
    _UNLESS,
    _WHERE_X,
    _apply_where_x,
    _damage_targets,
    _parse_unless,
    _round_up,
    kept_words,
    search_destination,
)
from .families import FAMILY_HEADS, Clause, match_families, same_way_steps
from .lexicon import EN, ES, GRAMMARS, Grammar
from .objects import (
    _number,
    _parse_amount,
    _unsupported,
    detect_lang,
    parse_counted,
    parse_filter,
    parse_ref,
    parse_slots,
)
from .sentences import Unread, read
from .specs import MAX_EFFECT_CHARS, CountRef, Effect, Slot, StepSpec, Subject, VoteCondition
from .text import as_source, clean_effect, fold


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
            if kind == "target_player+planeswalker":  # the target may be a planeswalker: kept, never dropped
                return Subject("target_player", or_planeswalker=True), m.end()
            if kind == "cant":  # "each player who can't": did nothing in the step before (Plaguecrafter)
                base = "each_opponent" if ("opponent" in m.group(0) or "oponente" in m.group(0)) else "each_player"
                return Subject("this_way", negated=True, cant=True, base=base), m.end()
            return Subject(kind), m.end()
    return None


def _clause_head(low: str, g: Grammar) -> bool:
    """Does this fragment start a new instruction (a verb, a subject + verb, or a damage clause)?"""
    low = g.then_re.sub("", low)
    if g.damage_re.fullmatch(low.rstrip(". ")):
        return True
    subj = _match_subject(low, g)
    rest = low[subj[1]:].lstrip(" ,") if subj else low
    may = _MAY[g.lang].match(rest)
    if may:
        rest = rest[may.end():]
    return bool(g.verb_head_re.match(rest) or FAMILY_HEADS[g.lang].match(rest))


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
                  condition: VoteCondition | None) -> list[StepSpec]:
    um = _UNLESS[g.lang].search(span.low)
    if um:  # "Each opponent loses 3 life unless they …": the penalty, and what a player may do instead
        alts = _parse_unless(span.low[um.end():], g)
        head = _parse_clause(span.cut(0, um.start()), g, inherited, msg_lang, condition)
        if alts is None or len(head) != 1 or head[0].action not in _PENALTIES:
            raise _unsupported(span.orig[um.start():].strip(" ."), g.lang, msg_lang, span.orig)
        return [replace(head[0], text=span.orig.strip(), unless=alts)]
    text = span.orig.strip()
    low = g.then_re.sub("", span.low)
    offset = len(span.low) - len(low)
    low = low.rstrip(". ")

    dref = _DAMAGE_EQUAL[g.lang].fullmatch(low)
    if dref:  # "deals damage to each player equal to twice the number of nonbasic lands that player controls"
        ref = parse_ref(dref["ref"], g)
        targets = _damage_targets(dref["who"], g, _parse_players_phrase)
        if ref is None or targets is None:
            raise _unsupported(span.orig[offset + dref.start("who"):].strip(" ."), g.lang, msg_lang, text)
        who, creatures = targets
        _check_source(span.orig[offset + dref.start("src"):offset + dref.end("src")], g, msg_lang, text)
        return [StepSpec(text, "damage", who or Subject("you"), amount_ref=ref, condition=condition,
                         source=span.orig[offset + dref.start("src"):offset + dref.end("src")].strip(),
                         creatures=creatures, players_too=who is not None)]
    dmg = g.damage_re.fullmatch(low)
    if dmg:
        amount = _parse_amount(dmg["amount"], g)
        targets = _damage_targets(dmg["who"], g, _parse_players_phrase)
        if amount is None:
            raise _unsupported(span.orig[offset + dmg.start("amount"):offset + dmg.end("amount")], g.lang, msg_lang,
                               text)
        if targets is None:
            raise _unsupported(span.orig[offset + dmg.start("who"):offset + dmg.end("who")], g.lang, msg_lang, text)
        who, creatures = targets
        source = span.orig[offset + dmg.start("src"):offset + dmg.end("src")].strip()
        _check_source(source, g, msg_lang, text)
        return [StepSpec(text, "damage", who or Subject("you"), amount=amount[0], uses_x=amount[1], source=source,
                         condition=condition, creatures=creatures, players_too=who is not None)]

    subj = _match_subject(low, g)
    if subj is not None:
        subject, used = subj
        rest_start = used + (len(low[used:]) - len(low[used:].lstrip(" ,")))
    else:
        subject, rest_start = (inherited or Subject("you")), 0
    rest = low[rest_start:]
    optional = False
    may = _MAY[g.lang].match(rest)
    if may:
        optional, rest_start, rest = True, rest_start + may.end(), rest[may.end():]
    base = offset + rest_start
    if g.lang == "es":  # "Tú y el oponente objetivo roban tres cartas cada uno": the trailing "each" is the subject's
        rest = re.sub(r",? cada uno$", "", rest)
    inf = _INFINITIVE.match(rest) if g.lang == "es" else None
    if inf:  # "puede robar hasta dos cartas" reads as "roba …": one letter shorter, so groups shift by one
        rest = inf["stem"] + ("a" if inf["end"] == "ar" else "e") + rest[inf.end():]
        base += 1

    for m, family in match_families(rest, g.lang):
        def orig(group: str, m: re.Match[str] = m) -> str:
            return span.orig[base + m.start(group):base + m.end(group)]

        steps = family.handler(Clause(m, subject, text, g, orig, condition, optional))
        if steps is not None:
            return steps
    for action, pattern in g.verbs:
        vm = pattern.fullmatch(rest)
        if not vm:
            continue
        m = vm
        step = _build_step(action, m, subject, text, g, span, base, msg_lang, condition)
        return [replace(step, optional=optional)] if optional else [step]
    raise _unsupported(span.orig[base:].strip(" .") or text, g.lang, msg_lang, text)


def _check_source(source: str, g: Grammar, msg_lang: str | None, text: str) -> None:
    """A damage source is a name or "this creature", never a clause ("For each player, X deals …" was
    read as a source named "For each player, X", and its "for each" was never evaluated)."""
    if "," in source or "for each" in fold(source) or "por cada" in fold(source):
        raise _unsupported(source.strip(), g.lang, msg_lang, text)


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
        obj = re.sub(r"^an additional |^una carta adicional",
                     lambda m: "a " if m.group(0).startswith("an") else "una carta",
                     groups["obj"])
        obj = re.sub(r"^(\w+) additional ", r"\1 ", obj)  # "draws two additional cards"
        slot = parse_counted(obj, g)
        if slot is None:
            ref = parse_ref(re.sub(r"^(?:cards equal to |a number of cards equal to )", "", obj), g)
            if ref is not None:  # "mills half their library, rounded down"
                return StepSpec(text, action, subject, amount_ref=ref, condition=condition)
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
        return StepSpec(text, action, subject, slots=slots, destination=destination, condition=condition,
                        extra=kept_words(groups.get("dest") or ""))
    if action == "search":
        slot = parse_counted(groups["obj"], g)
        if slot is None:
            raise _unsupported(orig("obj"), g.lang, msg_lang, text)
        tail = (groups.get("tail") or "").strip()
        if tail and not g.search_tail_re.match(tail):
            raise _unsupported(orig("tail").strip(" ,"), g.lang, msg_lang, text)
        return StepSpec(text, action, subject, slots=(slot,), destination=search_destination(tail),
                        condition=condition, extra=kept_words(tail))
    if action == "vote":
        raw = orig("opts")
        parts = [p for p in g.option_split_re.split(groups["opts"]) if p.strip()]
        if len(parts) < 2:
            slot = parse_counted(groups["opts"], g)  # "votes for a nonland permanent you don't control"
            if slot is not None and slot.count == 1:
                return StepSpec(text, action, subject, creatures=slot.filter, condition=condition)
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
    round_up_all = False
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
        if _DELAYED[g.lang].match(sentence.low):  # a delayed triggered ability: listed, not resolved (603.7)
            steps.append(StepSpec(sentence.orig, "delayed", Subject("you")))
            continue
        sw = _SAME_WAY[g.lang].fullmatch(sentence.low.rstrip(". "))
        if sw:  # Balance: "Players discard cards and sacrifice creatures the same way."
            kinds = ["discard" if w.startswith(("discard", "descart")) else "sacrifice" for w in (sw["a"],
                                                                                                  sw["b"]) if w]
            steps.extend(same_way_steps(kinds, sentence.orig))
            continue
        rm = _REPEAT[g.lang].fullmatch(sentence.low.rstrip(". "))
        if rm:  # "Repeat the following process X times.": the rest of the text, X times in order
            n = _number(rm["n"], g)
            if n == "bad":
                raise _unsupported(sentence.orig, g.lang, msg_lang, sentence.orig)
            steps.append(StepSpec(sentence.orig, "repeat", Subject("you"), amount=n if isinstance(n, int) else None,
                                  uses_x=n is None))
            continue
        if _ROUND_UP_EACH[g.lang].fullmatch(sentence.low.rstrip(". ")):
            round_up_all = True
            continue
        if _IGNORED[g.lang].fullmatch(sentence.low.rstrip(". ")):
            continue  # "They can't be regenerated.": true, but it changes nothing a resolver reports
        where_x: CountRef | None = None
        wm = _WHERE_X[g.lang].search(sentence.low)
        if wm:
            where_x = parse_ref(wm["ref"], g)
            if where_x is None:
                raise _unsupported(sentence.orig[wm.start("ref"):wm.end("ref")], g.lang, msg_lang, sentence.orig)
            where_x = replace(where_x, defines_x=True)
            sentence = _Span(sentence.orig[:wm.start()] + sentence.orig[wm.end():],
                             sentence.low[:wm.start()] + sentence.low[wm.end():])
        vm = _FOR_EACH_VOTE[g.lang].match(sentence.low)
        if vm:  # Council's dilemma: "For each time vote, take an extra turn after this one."
            option = sentence.orig[vm.start("opt"):vm.end("opt")].strip()
            rest_low = sentence.low[vm.end():].rstrip(". ")
            if _PER_VOTER[g.lang].fullmatch(rest_low):  # "choose a permanent owned by the voter and gain control of it"
                steps.append(StepSpec(sentence.orig, "gain_control", Subject("you"),
                                      extra=(("per_voter", option),)))
                continue
            for step in _parse_clause(sentence.cut(vm.end()), g, None, msg_lang, condition):
                steps.append(replace(step, text=sentence.orig, amount_ref=CountRef("votes", option=option,
                                                                                    times=step.amount or 1)))
            continue
        accepted = None
        am = _FOR_EACH_WHO_DOES[g.lang].match(sentence.low)
        if am:  # tempting offer: "For each opponent who does, create X … tokens"
            accepted = CountRef("accepted")
            sentence = sentence.cut(am.end())
        if_control = None
        cm2 = _IF_CONTROL[g.lang].match(sentence.low)
        if cm2:  # "If you control a Liliana planeswalker, each opponent also discards a card."
            if_control = parse_filter(cm2["flt"], g)
            if if_control is None:
                raise _unsupported(sentence.orig[:cm2.end()], g.lang, msg_lang, sentence.orig)
            sentence = sentence.cut(cm2.end())
            also = _ALSO[g.lang].search(sentence.low)
            if also:
                sentence = _Span(sentence.orig[:also.start()] + sentence.orig[also.end():],
                                 sentence.low[:also.start()] + sentence.low[also.end():])
        kicked: bool | None = None
        km = _KICKED[g.lang].match(sentence.low)
        if km:
            kicked = not km["not"]
            sentence = sentence.cut(km.end())
        per: CountRef | None = None
        per_text = ""
        fm = _FOR_EACH_LESS[g.lang].match(sentence.low)
        if fm:
            n = _number(fm["n"], g)
            action = _PAST_ANY.get(fm["verb"])
            if not isinstance(n, int) or action is None:
                raise _unsupported(sentence.orig[:fm.end()], g.lang, msg_lang, sentence.orig)
            per = CountRef("shortfall", action, base=n)
            per_text = sentence.orig[:fm.end()]
            sentence = sentence.cut(fm.end())
        inherited: Subject | None = None
        for clause in _split_clauses(sentence, g):
            if not clause.low:
                continue
            for step in _parse_clause(clause, g, inherited, msg_lang, condition):
                if prefix:  # the step shows its condition: "If return gets more votes, each player …"
                    step = replace(step, text=prefix + step.text)
                    prefix = ""
                if kicked is not None:
                    step = replace(step, kicked_only=kicked)
                if per is not None:  # "For each card less than two a player draws this way, that player gains 2 life"
                    step = replace(step, subject=Subject("this_way", ref_action=per.action, all_of_step=True),
                                   amount_ref=replace(per, times=step.amount or 1), text=per_text + step.text)
                if where_x is not None:
                    step = _apply_where_x(step, where_x)
                if accepted is not None and step.slots:  # "for each opponent who does, return a creature card"
                    step = replace(step, slots=tuple(replace(s, count_ref=replace(accepted, times=s.count or 1))
                                                     for s in step.slots))
                elif accepted is not None:
                    step = replace(step, amount_ref=replace(accepted, times=step.amount or 1,
                                                            defines_x=step.uses_x))
                if if_control is not None:
                    step = replace(step, if_control=if_control)
                if step.subject.cant and step.subject.ref_action is None and steps:
                    step = replace(step, subject=replace(step.subject, ref_action=steps[-1].action))
                inherited = step.subject if step.action != "damage" else inherited
                steps.append(step)
    if not steps:
        raise _unsupported(text, g.lang, msg_lang)
    if round_up_all:  # "Round up each time." (107.1a: the card says how to round)
        steps = [_round_up(step) for step in steps]
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
        if step.action == "delayed":
            continue
        if step.subject.kind == "this_way" and step.subject.ref_action not in actions and not step.subject.cant:
            raise _unsupported(step.text, g.lang, msg_lang, step.text)
        if step.action == "vote":
            options = {o.casefold() for o in step.options}
        actions.add(step.action)


@lru_cache(maxsize=512)
def parse_effect(text: str, lang: str | None = None, msg_lang: str | None = None,
                 names: tuple[str, ...] = ()) -> Effect:
    """Read ``text`` (English or Spanish). ``lang`` is a hint; the other language is tried too.

    Raises :class:`BotError` ``unsupported_effect`` naming the part not understood.
    """
    if len(str(text)) > MAX_EFFECT_CHARS:
        raise BotError.of("bad_scenario", "apnap.error.too_long", field="effect", lang=msg_lang, limit=MAX_EFFECT_CHARS)
    text = clean_effect(text)
    text = as_source(text, names)  # the card's own name means the source
    if text[:1].islower():
        text = text[0].upper() + text[1:]
    if not text:
        raise _unsupported("", lang or "en", msg_lang)
    first = lang if lang in GRAMMARS else detect_lang(text)
    order = [first] + [k for k in GRAMMARS if k != first]
    for code in order:  # the grammars first (the text's language, then the other: "Destruye todas las
        try:  # tierras." has no word the detector knows); the clause tables below for what they cannot derive yet
            return read(text, code)
        except Unread:
            pass
    error: BotError | None = None
    for code in order:
        try:
            return _parse_with(text, GRAMMARS[code], msg_lang)
        except BotError as exc:
            if error is None:
                error = exc  # report the failure in the language the text looks like
    assert error is not None
    raise error


