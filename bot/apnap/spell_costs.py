"""A spell's additional cost (601.2b, 601.2f-h): "As an additional cost to cast this spell, sacrifice a creature."

Why a line of its own and not a static ability nobody reads: the cost is part of casting the spell, so whichever
of the spell's paragraphs resolves, the cost was paid first (601.2h) — a creature sacrificed or a card discarded
for it is an event like any other (603.2), and a cost the board shows cannot be paid (no creature to sacrifice)
means the spell could not have been cast: ``bad_scenario``, never "assumed paid". Asking for the cost's own line
(``ability: 1``) resolves the spell it belongs to, as a player casting it would. The cost's words are read by the
same grammar as an activated ability's cost (costs.py); an optional one ("you may reveal a Dragon card from your
hand", later "if a Dragon card was revealed") is refused with its words: what the text does next depends on it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from bot.catalog import t
from bot.errors import BotError

from .activation import CAST_ONLY_RE, board_says
from .conjoined_conditions import all_hold
from .cost_choices import alternatives, chosen_cost, could_pay_picks
from .costs import Paid, cost_parts, pay
from .grammar import Effect
from .grammar.text import fold
from .loyalty_cost import loyalty_paid
from .model import Game
from .oracle import Ability, Selection, abilities_of, select
from .plan import RevealFromHand, Step, plan_of

# English and printed Spanish ("Como coste adicional para lanzar este hechizo, sacrifica una criatura.")
_ADDITIONAL_RE = re.compile(r"^(?:as an additional cost to cast this spell|como coste adicional para lanzar "
                            r"este hechizo),\s+(?P<cost>.+?)\.?$", re.IGNORECASE)
_OPTIONAL_RE = re.compile(r"^(?:you may|puedes)\b", re.IGNORECASE)
# 118.9: "You may sacrifice a Mountain rather than pay this spell's mana cost." / "If you control a Forest, rather
# than pay this spell's mana cost, you may have an opponent gain 3 life."
_ALTERNATIVE_RE = re.compile(r"^(?:if (?P<if>[^,]+), )?you may (?P<cost>.+?) rather than pay this spell's mana "
                             r"cost\.?$", re.IGNORECASE)
_ALTERNATIVE_ES_RE = re.compile(r"^(?:si (?P<if>[^,]+), )?puedes (?P<cost>.+?) en (?:vez|lugar) de pagar (?:el|su) "
                                r"coste de man[aá](?: de este hechizo)?\.?$", re.IGNORECASE)
# 601.2f: the spell's own cost change, unconditional, "if …" (a board condition) or per target beyond the first
# (more mana, or life, 119.4: "This spell costs 3 life more to cast for each target")
_OWN_RE = re.compile(r"^(?:[A-Z][a-z]+ \u2014 )?(?:if (?P<if1>[^,]+), )?this spell costs "
                     r"(?P<mana>(?:\{[^}]+\})+|(?P<life>\d+) life) (?P<dir>more|less) to cast"
                     r"(?: (?:if (?P<if2>[^,.]+)|for each (?P<each>target beyond the first|target)))?\.?$",
                     re.IGNORECASE)
_OWN_ES_RE = re.compile(r"^(?:si (?P<if1>[^,]+), )?este hechizo cuesta (?P<mana>(?:\{[^}]+\})+|(?P<life>\d+) vidas?) "
                        r"(?P<dir>m[aá]s|menos)(?: (?:en|para) lanzarse)?(?: (?:si (?P<if2>[^,.]+)|por cada "
                        r"(?P<each>objetivo m[aá]s all[aá] del primero|objetivo)))?\.?$", re.IGNORECASE)
# any line of the spell's own cost, read or not: one own_cost does not read is refused, never dropped (601.2f)
_OWN_ANY_RE = re.compile(r"^(?:[^\u2014.]+ \u2014 )?(?:this spell costs|este hechizo cuesta)\b", re.IGNORECASE)
# Irregular imperatives of the cost verbs printed Spanish uses.
_IMPERATIVE = {"devolver": "devuelve", "poner": "pon"}
# 118.9: "[If …,] you may cast this spell without paying its mana cost" (Spanish "puedes lanzar este hechizo sin pagar
# su coste de maná"): an alternative cost of nothing (the cost said is "")
_FREE_RE = re.compile(r"^(?:if (?P<if>.+?), |si (?P<si>.+?), )?(?:you may cast this spell without paying its mana "
                      r"cost|puedes lanzar este hechizo sin pagar su coste de man[aá])\.?$", re.IGNORECASE)
_ALTERNATIVE_FIRST_RE = re.compile(r"^if (?P<if>[^,]+), rather than pay this spell's mana cost, you may "
                                   r"(?P<cost>.+?)\.?$", re.IGNORECASE)


def additional_cost(line: str) -> str | None:
    """The cost an "As an additional cost to cast this spell, …" line names, or None for any other line."""
    m = _ADDITIONAL_RE.match(line.strip())
    return m["cost"] if m else None


def alternative_cost(line: str) -> tuple[str, str | None] | None:
    """(the cost, its "if" condition or None) of "[If …,] you may <cost> rather than pay this spell's mana cost"
    and "If …, rather than pay this spell's mana cost, you may <cost>" (118.9), or None for any other line.
    Printed Spanish says the cost in the infinitive ("Puedes sacrificar una Montaña en vez de pagar el coste de
    maná de este hechizo"): its verb is said as the instruction the grammar reads ("sacrifica una Montaña")."""
    free = _FREE_RE.match(line.strip())
    if free:
        return "", free["if"] or free["si"]
    m = _ALTERNATIVE_RE.match(line.strip()) or _ALTERNATIVE_FIRST_RE.match(line.strip())
    if m:
        return m["cost"], m["if"]
    m = _ALTERNATIVE_ES_RE.match(line.strip())
    if m is None:
        return None
    verb, _, rest = m["cost"].partition(" ")
    return f"{_IMPERATIVE.get(verb.lower(), _imperative(verb))} {rest}".strip(), m["if"]


def _imperative(verb: str) -> str:
    """"sacrificar" → "sacrifica", "descartar" → "descarta" (the tú imperative of a regular -ar / -er / -ir verb)."""
    return verb[:-2] + ("a" if verb.endswith("ar") else "e") if verb.endswith(("ar", "er", "ir")) else verb


def own_cost(line: str) -> re.Match[str] | None:
    """"This spell costs {2} less to cast if you control a Wizard" / "… {2}{W} more to cast for each target beyond
    the first" (601.2f): the spell's own cost change, or None for any other line (or a form not read)."""
    return _OWN_RE.match(line.strip()) or _OWN_ES_RE.match(line.strip())


def select_cast(text: str, ability: int | None, modes: tuple[int, ...], msg_lang: str | None,
                spell: bool | None = False, names: tuple[str, ...] = (), alternative: bool = False) -> Selection:
    """:func:`oracle.select`, with the spell's additional cost attached when one of its paragraphs resolves, and
    its alternative cost in place of its mana cost when that line is the one asked for or the scenario says
    ``alternative_cost: true`` (118.9: one way to cast it; otherwise the spell is cast the usual way, and the
    alternative cost it did not use is kept to be reported)."""
    abilities = abilities_of(text)
    extra = [a for a in abilities if additional_cost(a.text) is not None]
    alts = [a for a in abilities if alternative_cost(a.text) is not None]
    if alternative:
        if len(alts) != 1:  # none to use, or several: which one is the scenario's to say by its line (ability:)
            raise BotError.of("bad_scenario", "apnap.error.alternative_cost_none", field="alternative_cost",
                              lang=msg_lang, count=len(alts))
        ability = alts[0].index
    owns = [a for a in abilities if own_cost(a.text) is not None]
    casts = [a for a in abilities if CAST_ONLY_RE.match(fold(a.text))]  # "Cast this spell only …" (601.3)
    unread = [a for a in abilities if _OWN_ANY_RE.match(a.text.strip()) and a not in owns]
    rest = [a for a in abilities if a not in extra and a not in alts and a not in owns and a not in casts]
    spells = [a for a in rest if a not in unread]
    if unread and spells and spell is not False and all(a.kind == "spell" for a in spells):
        _refuse(unread[0].text.rstrip("."), msg_lang)  # its total cost is not known (601.2f): never dropped
    if (len(extra) > 1 or len(owns) > 1 or len(casts) > 1 or not (extra or alts or owns or casts) or not rest
            or spell is False or not all(a.kind == "spell" for a in rest)):  # not an instant's or sorcery's
        asked = next((a for a in (*extra, *alts, *owns, *casts) if a.index == ability), None)
        if asked is not None and spell is False and asked not in casts and len(extra) < 2 and len(alts) < 2 \
                and len(owns) < 2:
            return _permanent(text, asked, extra, alts, owns, casts, msg_lang)  # 608.3: cast that way, it enters
        if asked is not None:  # a pasted text's, or one of several: casting it is not resolved here; its words said
            _refuse(asked.text.rstrip("."), msg_lang)
        return select(text, ability, modes, msg_lang, spell=spell, names=names)
    cost = additional_cost(extra[0].text) if extra else None
    if cost is not None and _OPTIONAL_RE.match(cost):
        _refuse(cost, msg_lang)
    alt = next((a for a in alts if a.index == ability), None)
    if alt is not None:
        alt_cost, condition = alternative_cost(alt.text) or ("", None)
        whole = _whole_spell(text, rest, modes, msg_lang, names)
        return replace(whole, additional=", ".join(p for p in (cost, alt_cost) if p), alternative=alt_cost,
                       alternative_if=condition, own_cost=owns[0].text if owns else None,
                       cast_restriction=casts[0].text if casts else None)
    own = owns[0].text if owns else None  # reported as it was cast (601.2f), whichever paragraph resolves
    if ability is None or any(ability == a.index for a in (*extra, *owns, *casts)):
        chosen = _whole_spell(text, rest, modes, msg_lang, names)
    else:
        chosen = select(text, ability, modes, msg_lang, spell=True, names=names)
    found = alternative_cost(alts[0].text) if len(alts) == 1 else None
    unused, unused_if = found if found is not None else (None, None)
    return replace(chosen, additional=cost, own_cost=own, cast_restriction=casts[0].text if casts else None,
                   alternative_unused=unused, alternative_unused_if=unused_if)


def _permanent(text: str, asked: Ability, extra: list[Ability], alts: list[Ability], owns: list[Ability],
               casts: list[Ability], msg_lang: str | None) -> Selection:
    """A permanent card's additional or alternative cost line (permanent_cast.py): an optional additional cost
    ("you may pay {2}{R}") or a card whose other lines change how it enters is refused with those words."""
    from .permanent_cast import cast_permanent, own_entry_line

    cost = additional_cost(extra[0].text) if extra else None
    if cost is not None and _OPTIONAL_RE.match(cost):
        _refuse(cost, msg_lang)
    entry = own_entry_line(text, asked, abilities_of(text))
    if entry is not None:
        _refuse(entry.rstrip("."), msg_lang)
    alt = alternative_cost(asked.text) if asked in alts else None
    unused = alternative_cost(alts[0].text) if alts and alt is None else None
    return cast_permanent(asked, extra, alts, owns, casts, cost, alt, unused)


def _refuse(words: str, msg_lang: str | None) -> None:
    from .grammar.phrases import Unread
    from .grammar.sentences import refusal  # imported late: the grammar imports this layer

    raise refusal(Unread(words), words, msg_lang)


def _whole_spell(text: str, rest: list[Ability], modes: tuple[int, ...], msg_lang: str | None,
                 names: tuple[str, ...]) -> Selection:
    """The spell's paragraphs, all of them (113.3a), or its only (modal) one with the modes chosen."""
    if len(rest) == 1:
        return select(text, rest[0].index, modes, msg_lang, spell=True, names=names)
    if modes or any(a.choose is not None for a in rest):
        raise BotError.of("choice_needed", "apnap.error.choice_needed_ability", field="ability", lang=msg_lang,
                          suggestions=[f"{a.index}. {a.text.splitlines()[0]}" for a in rest],
                          options="\n".join(f"{a.index}. {a.text.splitlines()[0]}" for a in rest))
    effect = " ".join(a.effect if a.effect.endswith(".") else a.effect + "." for a in rest)
    return Selection(effect, rest[0], whole_spell=len(rest) > 1)


def alternative_warnings(selection: Selection, game: Game, names: tuple[str, ...], msg_lang: str | None,
                         lang: str) -> list[str]:
    """118.9: the alternative cost's "If you control a Plains, …" checked on the board (``bad_scenario`` when it
    fails: the spell could not have been cast that way; assumed, and said, when the board does not show it), and
    the cost said, so nobody reads it as paid on top of the mana cost."""
    if selection.alternative is None:
        return []
    out = [t("apnap.warning.alternative_cost" if selection.alternative else "apnap.warning.alternative_free",
             msg_lang or lang, cost=selection.alternative)]
    if selection.alternative_if is None:
        return out
    verdict = all_hold(selection.alternative_if, game, names, lambda c: _condition(c, msg_lang))
    if verdict is False:
        raise BotError.of("bad_scenario", "apnap.error.alternative_cost_unavailable", field="ability", lang=msg_lang,
                          condition=selection.alternative_if)
    if verdict is None:
        out.append(t("apnap.warning.alternative_assumed", msg_lang or lang, condition=selection.alternative_if))
    return out


def _condition(words: str, msg_lang: str | None) -> Any:
    from .grammar.conditions import read_condition
    from .grammar.phrases import Unread
    from .grammar.sentences import refusal

    try:
        return read_condition(words)
    except Unread as exc:
        raise refusal(exc, words, msg_lang) from None


def cast_targets(targets: tuple[str, ...], game: Game, effect: Effect) -> tuple[str, ...]:
    """The names in ``target`` that are this spell's targets (601.2c): a player's name counts only when the text
    targets a player ("target player", "any target"); otherwise it answers nothing ("for each target beyond the
    first" counts the creatures chosen, not the scenario's default player)."""
    players = effect.uses_target or plan_of(effect).uses_any_target
    return tuple(n for n in targets if players or n not in game.seat_names)


def own_cost_record(selection: Selection, game: Game, names: tuple[str, ...], targets: tuple[str, ...],
                    msg_lang: str | None) -> dict[str, Any] | None:
    """601.2f: the spell's own "This spell costs {2} less to cast if you control a Wizard" as it was cast: whether
    it applied on this board (None: the board does not say), and how many times ("for each target beyond the
    first": the targets given, less one). A condition the grammar cannot read is refused with its words."""
    m = own_cost(selection.own_cost or "")
    if m is None:
        return None
    condition = m["if1"] or m["if2"]
    applies = board_says(_condition(condition, msg_lang), game, names, None, False) if condition else True
    per_target = bool(m["each"]) and not re.search(r"beyond|all[aá]", m["each"])  # "for each target": every one
    times = (len(targets) if per_target else max(0, len(targets) - 1)) if m["each"] else 1
    if m["each"]:
        applies = times > 0  # one target: nothing beyond the first (none: nothing for each target)
    more = m["dir"].lower() in ("more", "mas", "más")
    said = t("apnap.cost.life_amount", msg_lang, n=int(m["life"])) if m["life"] else m["mana"].upper()  # "3 life"
    return {"controller": game.controller, "text": selection.own_cost, "change": "spell_cost",
            "mana": said, "more": more, "applies": applies, "times": times, "duration": "casting", "rules": ["601.2f"],
            # life more to pay (119.4): part of the total cost, paid as it was cast (601.2h); less life is not printed
            **({"life": int(m["life"]) * times} if m["life"] and more and applies else {})}


def paid_for(selection: Selection, game: Game, names: tuple[str, ...], lang: str, msg_lang: str | None,
             cost_choice: int | None = None) -> tuple[Paid | None, list[str]]:
    """The cost paid before the effect (costs.pay) and what to say of it: an activated ability's (602.2b), or an
    instant's or sorcery's additional or alternative cost (601.2b, 118.9), whose parts the board could show, so a
    part the grammar cannot read is refused with its words, never assumed paid; None when nothing is paid."""
    if selection.ability is None:
        return None, []
    if selection.ability.kind == "activated":
        return pay(selection.ability.cost, game, names, lang, msg_lang), []
    if selection.ability.kind == "loyalty":  # "+2", "−3", "−X": loyalty counters on the source (606.4)
        return loyalty_paid(selection.ability.cost), []
    unused = unused_alternative_note(selection, game, names, lang, msg_lang)
    if not selection.additional:  # nothing to pay ("you may cast this spell without paying its mana cost"): said
        return None, unused + alternative_warnings(selection, game, names, msg_lang, lang)
    notes = unused + alternative_warnings(selection, game, names, msg_lang, lang)
    paid = pay(selection.additional, game, (), lang, msg_lang)
    for part in paid.assumed:  # "discard a card or pay {5}": mana is never on a board, so that one may be assumed
        options = alternatives(part, lang)
        if options is not None:  # "pay 5 life or sacrifice a creature": the one chosen (601.2b), paid as a step
            step, said = chosen_cost(part, options, game, cost_choice, lang, msg_lang)
            paid.steps.append(step)
            notes += said
            continue
        if not _OR_MANA_RE.search(part):
            _refuse(part, msg_lang)
        either = _either_part(part, game, lang)
        if isinstance(either, str):  # the board shows the other part cannot be paid: the mana was
            notes.append(t("apnap.warning.spell_cost_mana", msg_lang or lang, cost=part, mana=either,
                           player=game.controller))
        elif either is not None:  # the board shows it can: "reveal a Dinosaur card from your hand", paid as a step
            paid.steps.append(either)
        else:
            notes.append(t("apnap.warning.spell_cost_assumed", msg_lang or lang, cost=part))
    paid.assumed = []  # said above, as a spell's (601.2b), not as an ability's
    return paid, notes


_OR_MANA_RE = re.compile(r"\bor pay \{[^}]+\}|\bo paga \{[^}]+\}", re.IGNORECASE)
_OR_MANA_SPLIT_RE = re.compile(r"^(?P<other>.+?) (?:or pay|o paga) (?P<mana>(?:\{[^}]+\})+)$", re.IGNORECASE)


def _either_part(part: str, game: Game, lang: str) -> Step | str | None:
    """"Reveal a Dinosaur card from your hand or pay {1}" (601.2b): the reveal as the step that pays it when the
    board shows the controller can (the player's choice is taken to be the card, seen by all), the mana (a string)
    when the board shows they cannot, None when the board does not say (then assumed, and said)."""
    from .costs import read_part

    m = _OR_MANA_SPLIT_RE.match(part.strip().rstrip("."))
    if m is None:
        return None
    could = _could_pay(m["other"], game, (), lang)
    if could is False:
        return m["mana"]
    step = read_part(m["other"], lang, ()) if could else None
    # only a reveal is taken as the choice (it costs nothing and moves nothing); "discard a card or pay {5}" stays
    # the player's choice, assumed and said
    return step if isinstance(step, RevealFromHand) else None


def unused_alternative_note(selection: Selection, game: Game, names: tuple[str, ...], lang: str,
                            msg_lang: str | None) -> list[str]:
    """118.9: a spell cast for its mana cost whose card offers an alternative cost says so, and whether this board
    could have paid that cost ("sacrifice two Mountains" with no Mountain: it could not), never silently. When the
    alternative's own "if" fails on the board, that is the reason given (Nemesis Trap's "If a white creature is
    attacking" with none attacking: the cost was not on offer, whatever could be paid)."""
    if selection.alternative_unused is None:
        return []
    free = not selection.alternative_unused  # "… without paying its mana cost": nothing to pay, only its "if"
    verdict = _alternative_if_holds(selection, game, names, msg_lang)
    if verdict is False and not free:
        return [t("apnap.warning.alternative_unused_condition", msg_lang or lang, cost=selection.alternative_unused,
                  condition=selection.alternative_unused_if, player=game.controller)]
    could = True if free else _could_pay(selection.alternative_unused, game, names, lang)
    if could is not False and selection.alternative_unused_if is not None:
        could = False if verdict is False else None if verdict is None else could
    key = {True: "could", False: "could_not", None: "unknown"}[could]
    return [t(f"apnap.warning.alternative_unused_{'free_' if free else ''}{key}", msg_lang or lang,
              cost=selection.alternative_unused,
              player=game.controller)]


def _alternative_if_holds(selection: Selection, game: Game, names: tuple[str, ...],
                          msg_lang: str | None) -> bool | None:
    """Whether the unused alternative's "if" holds on the board (True when it has none); None when the board does
    not show it or the grammar cannot read it (the way not taken is only reported, never refused)."""
    if selection.alternative_unused_if is None:
        return True
    try:
        return all_hold(selection.alternative_unused_if, game, names, lambda c: _condition(c, msg_lang))
    except BotError:
        return None


def _could_pay(cost: str, game: Game, names: tuple[str, ...], lang: str) -> bool | None:
    """Whether the controller's zones shown on the board hold what each part of ``cost`` picks (a fixed count of
    a kind: "two Mountains", "an Island you control", "a red card"); None when a part or a zone is not known."""
    from .costs import read_part

    for part in cost_parts(cost, names):
        step = read_part(part, lang, names)
        could = could_pay_picks(step, game) if step is not None else None
        if could is not True:
            return could
    return True
