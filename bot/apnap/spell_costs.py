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

from bot.errors import BotError

from .oracle import Ability, Selection, abilities_of, select

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
# Irregular imperatives of the cost verbs printed Spanish uses.
_IMPERATIVE = {"devolver": "devuelve", "poner": "pon"}
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


def select_cast(text: str, ability: int | None, modes: tuple[int, ...], msg_lang: str | None,
                spell: bool | None = False, names: tuple[str, ...] = ()) -> Selection:
    """:func:`oracle.select`, with the spell's additional cost attached when one of its paragraphs resolves, and
    its alternative cost in place of its mana cost when that line is the one asked for (118.9: one way to cast it;
    asked for no line, the spell is cast the usual way)."""
    abilities = abilities_of(text)
    extra = [a for a in abilities if additional_cost(a.text) is not None]
    alts = [a for a in abilities if alternative_cost(a.text) is not None]
    rest = [a for a in abilities if a not in extra and a not in alts]
    if (len(extra) > 1 or not (extra or alts) or not rest or spell is False
            or not all(a.kind == "spell" for a in rest)):
        return select(text, ability, modes, msg_lang, spell=spell, names=names)  # not an instant's or sorcery's
    cost = additional_cost(extra[0].text) if extra else None
    if cost is not None and _OPTIONAL_RE.match(cost):
        _refuse(cost, msg_lang)
    alt = next((a for a in alts if a.index == ability), None)
    if alt is not None:
        alt_cost, condition = alternative_cost(alt.text) or ("", None)
        whole = _whole_spell(text, rest, modes, msg_lang, names)
        return replace(whole, additional=", ".join(p for p in (cost, alt_cost) if p), alternative=alt_cost,
                       alternative_if=condition)
    if ability is None or (extra and ability == extra[0].index):
        chosen = _whole_spell(text, rest, modes, msg_lang, names)
    else:
        chosen = select(text, ability, modes, msg_lang, spell=True, names=names)
    return replace(chosen, additional=cost) if cost is not None else chosen


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
    return Selection(effect, rest[0])
