"""A quoted triggered ability's trigger condition said in the reading's language (603.1): "Whenever this creature
attacks" is "Siempre que esta criatura ataque" in a Spanish reading, and "Cuando esta criatura muera" is "When this
creature dies" in an English one.

Why: the splitter keeps a quoted ability's condition as printed words (grammar/quoted.py), so a reading said it in
the card's language whatever the reading's: English inside a Spanish answer the user never gave ("… tiene "Whenever
this creature attacks, puedes girar …""). The condition is read into its typed pattern by the one trigger-condition
reader (grammar/when.py, what the engine matches events with) or, for the beginning of a step, into the step and
whose it is (503, 504, 513); the pattern is said in the reading's language. Every word accounted for: the pattern said
back in the printed language must be the printed words, and said in the other language it must read back into the
same pattern; otherwise the condition has no words here (MissingWords, as any condition no renderer says), never a
guess and never the other language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from ..grammar.specs import TypeFilter
from ..grammar.text import clean_spaces, fold
from ..grammar.when import TriggerPattern, parse_when
from .nouns import counted
from .registry import MissingWords
from .words import Words, self_reference

# the opener of a trigger condition (603.1) in each language
_OPENERS = {"when": ("When", "Cuando"), "whenever": ("Whenever", "Siempre que"), "at": ("At", "Al")}
_OPENER_RE = re.compile(r"^(?P<opener>whenever|when|at|siempre que|cuando|al)\s+(?P<rest>.+)$")
_OPENER_OF = {"whenever": "whenever", "when": "when", "at": "at", "siempre que": "whenever", "cuando": "when",
              "al": "at"}

# "At the beginning of your end step" (503, 504, 513): the step and whose it is, said in each language
_STEPS = {"upkeep": ("upkeep", "mantenimiento"), "draw step": ("draw step", "paso de robar"),
          "end step": ("end step", "paso final")}
_EN_STEP = re.compile(r"^the beginning of (?P<whose>your|each|the|each opponent's|each player's) "
                      r"(?P<step>upkeep|draw step|end step)$")
_ES_STEP = re.compile(r"^comienzo (?:de (?P<your>tu|cada) (?P<step>mantenimiento|paso de robar|paso final)"
                      r"|del (?P<step2>mantenimiento|paso de robar|paso final)"
                      r"(?P<each> de cada (?:oponente|jugador))?)$")
_ES_STEP_KEY = {es: en for en, (_, es) in _STEPS.items()}

# Object events: the English verb (third person singular) and the Spanish subjunctive, as printed cards say them
_OBJECT_VERBS = {"dies": ("dies", "muera"), "attacks": ("attacks", "ataque"), "blocks": ("blocks", "bloquee"),
                 "enters": ("enters the battlefield", "entre al campo de batalla"),
                 "leaves": ("leaves the battlefield", "deje el campo de batalla"),
                 "deals_damage": ("deals damage", "haga daño"),
                 "combat_damage": ("deals combat damage", "haga daño de combate")}
_TO = {"any": ("a player", "un jugador"), "opponent": ("an opponent", "un oponente"), "you": ("you", "ti")}
# Player events: English third person and "you" forms, Spanish subjunctive third and second person
_PLAYER_VERBS = {"draws": ("draws", "draw", "robe", "robes"), "discards": ("discards", "discard", "descarte",
                                                                           "descartes"),
                 "sacrificed": ("sacrifices", "sacrifice", "sacrifique", "sacrifiques"),
                 "casts": ("casts", "cast", "lance", "lances"),
                 "gains_life": ("gains life", "gain life", "gane vidas", "ganes vidas"),
                 "loses_life": ("loses life", "lose life", "pierda vidas", "pierdas vidas")}
_PLAYERS = {"any": ("a player", "un jugador"), "opponent": ("an opponent", "un oponente")}
_SELF_NOUN = re.compile(r"\b(?:this|este|esta) (?P<noun>[a-z]+)\b")


@dataclass(frozen=True, slots=True)
class StepBeginning:
    """"At the beginning of your upkeep": the step (503, 504, 513) and whose ("you", "each", "the", "opponents")."""

    step: str
    whose: str


def typed_condition(condition: str) -> tuple[str, Any] | None:
    """The condition's opener ("when", "whenever", "at") and what it waits for (a :class:`TriggerPattern` or a
    :class:`StepBeginning`), in either language; None when the reader does not read it."""
    low = fold(clean_spaces(condition)).strip(" ,.")
    m = _OPENER_RE.match(low)
    if m is None:
        return None
    opener, rest = _OPENER_OF[m.group("opener")], m.group("rest")
    if opener == "at":
        step = _step(rest)
        return None if step is None else ("at", step)
    pattern = parse_when(low)
    return None if pattern is None else (opener, pattern)


def _step(rest: str) -> StepBeginning | None:
    en = _EN_STEP.match(rest)
    if en:
        whose = {"your": "you", "each opponent's": "opponents", "each player's": "each"}.get(en.group("whose"),
                                                                                          en.group("whose"))
        return StepBeginning(en.group("step"), whose)
    es = _ES_STEP.match(rest)
    if es is None:
        return None
    if es.group("step"):
        return StepBeginning(_ES_STEP_KEY[es.group("step")], "you" if es.group("your") == "tu" else "each")
    each = es.group("each") or ""
    return StepBeginning(_ES_STEP_KEY[es.group("step2")], "opponents" if "oponente" in each else
                         "each" if each else "the")


def condition_said(condition: str, printed_in: str, lang: str) -> str:
    """``condition`` (printed in ``printed_in``) said in ``lang``; :class:`MissingWords` when it cannot be said there
    with every printed word accounted for."""
    if printed_in == lang:
        return condition
    typed = typed_condition(condition)
    if typed is None:
        raise MissingWords("trigger condition", condition)
    self_noun = _self_noun(condition)
    said = _said(typed, lang, self_noun)
    back = _said(typed, printed_in, self_noun)
    if said is None or back is None or _plain(back) != _plain(condition) or typed_condition(said) != typed:
        raise MissingWords("trigger condition", condition)
    return said


def _plain(text: str) -> str:
    """The words compared: "enters the battlefield" is "enters" (the newer Oracle wording, same event, 603.6a)."""
    return re.sub(r"\benters the battlefield\b", "enters", fold(clean_spaces(text)).strip(" ,."))


def _self_noun(condition: str) -> str:
    m = _SELF_NOUN.search(fold(condition))
    return m.group(0) if m else "this permanent"


def _said(typed: tuple[str, Any], lang: str, self_noun: str) -> str | None:
    opener, what = typed
    es = lang == "es"
    head = _OPENERS[opener][1 if es else 0]
    if isinstance(what, StepBeginning):
        return f"{head} {_step_said(what, es)}"
    body = _event_said(what, Words(lang), self_noun)
    return None if body is None else f"{head} {body}"


def _step_said(step: StepBeginning, es: bool) -> str:
    en_name, es_name = _STEPS[step.step]
    if not es:
        whose = {"you": "your", "opponents": "each opponent's"}.get(step.whose, step.whose)
        return f"the beginning of {whose} {en_name}"
    return {"you": f"comienzo de tu {es_name}", "each": f"comienzo de cada {es_name}",
            "opponents": f"comienzo del {es_name} de cada oponente", "the": f"comienzo del {es_name}"}[step.whose]


def _event_said(p: TriggerPattern, w: Words, self_noun: str) -> str | None:
    if p.first_each_turn or p.by_source or p.owner != "any" or p.zone or p.to_creature:
        return None
    if p.player != "none" and p.kind in _PLAYER_VERBS:
        return _player_said(p, w)
    return _object_said(p, w, self_noun)


def _player_said(p: TriggerPattern, w: Words) -> str | None:
    third, base, es_third, es_you = _PLAYER_VERBS[p.kind]
    if p.player == "you":
        verb = es_you if w.es else f"you {base}"
    elif p.player in _PLAYERS:
        verb = f"{_PLAYERS[p.player][1]} {es_third}" if w.es else f"{_PLAYERS[p.player][0]} {third}"
    else:
        return None
    if p.kind in ("gains_life", "loses_life"):
        return verb
    if p.kind == "draws":
        return f"{verb} {w.pick('a card', 'una carta')}" if not p.batch else None
    if p.kind == "casts":
        spell = w.pick("a spell", "un hechizo") if p.objects is None else _spell(p.objects, w)
        return None if spell is None else f"{verb} {spell}"
    if p.batch:
        return None
    noun = counted(w, 1, p.objects, card=p.kind == "discards") if p.objects is not None \
        else w.pick("a card", "una carta")
    return f"{verb} {noun}"


def _spell(flt: TypeFilter, w: Words) -> str | None:
    """"an instant or sorcery spell" / "un hechizo de instantáneo o conjuro"."""
    if flt.control is not None:
        return None
    kind = counted(w, 1, flt, card=True)  # "an instant or sorcery card" / "una carta de instantáneo o conjuro"
    if w.es:
        return "un hechizo " + kind.removeprefix("una carta ") if kind.startswith("una carta de ") else None
    return kind.removesuffix(" card") + " spell" if kind.endswith(" card") else None


def _object_said(p: TriggerPattern, w: Words, self_noun: str) -> str | None:
    verbs = _OBJECT_VERBS.get(p.kind)
    if verbs is None or p.batch:
        return None
    verb = verbs[1] if w.es else verbs[0]
    under = ""
    objects = p.objects
    if p.kind == "enters" and objects is not None and objects.control == "you":
        under = w.pick(" under your control", " bajo tu control")  # as printed: "enters … under your control"
        objects = replace(objects, control=None)
    if p.source == "only" and objects is None:
        subject = self_reference(self_noun, w.lang)
    elif p.source == "" and objects is not None:
        subject = counted(w, 1, objects)
        if p.other:
            subject = f"{w.pick('another', 'otra' if subject.startswith('una ') else 'otro')} " \
                      f"{subject.split(' ', 1)[1]}"
    else:
        return None
    if subject is None:
        return None
    if p.kind in ("deals_damage", "combat_damage") and p.player != "none":
        verb += f" {w.pick('to', 'a')} {_TO[p.player][1 if w.es else 0]}" if p.player in _TO else ""
    return f"{subject} {verb}{under}"
