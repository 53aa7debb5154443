"""Readings of power and toughness in the layers (plan/steps_layers.py): "this permanent's power and toughness are
each equal to …" (604.3), "target creature has base power and toughness 1/1 until end of turn" (613.4b), "switch
target creature's power and toughness until end of turn" (613.4d), "this permanent enters the battlefield with two
+1/+1 counters on it" (614.1c).

Why apart from on_statics.py: these say what a layer sets, not a bonus; the amounts are said with the amounts'
own words (render/amounts.py), and the permanent the way the card names it.
"""

from __future__ import annotations

from typing import Any

from .nouns import a_target, attached_creature, objects
from .registry import Clause, renders_named
from .words import Words

_WHICH = {"both": ("power and toughness are each", "la fuerza y la resistencia de {who} son cada una"),
          "power": ("power is", "la fuerza de {who} es"), "toughness": ("toughness is", "la resistencia de {who} es")}


def _target(w: Words, flt: Any) -> str:
    return a_target(w, flt)


@renders_named("DefinedPT")
def _defined_pt(step: Any, w: Words) -> Clause:
    """"this permanent's power and toughness are each equal to the number of creatures you control"."""
    from .amounts import reference

    en, es = _WHICH[step.which]
    equal = w.pick(" equal to ", " igual a ") + reference(w, step.amount)
    if w.es:
        subject, verb = es.format(who="este permanente").rsplit(" ", 1)
        return Clause(subject, verb + equal.replace(" a el ", " al "))
    subject, verb = en.split(" ", 1) if step.which != "both" else ("power and toughness", "are each")
    return Clause("this permanent's " + subject, verb + equal)


@renders_named("SetBasePT", "TargetSetBasePT")
def _set_base_pt(step: Any, w: Words) -> Clause:
    """"enchanted creature has base power and toughness 8/8", "other creatures have base power and toughness 1/1",
    "target creature has base power and toughness 1/1 until end of turn"."""
    plural = False
    if step.attached:
        who = attached_creature(w, step.attached)
    elif step.targets_object:
        who = _target(w, step.objects)
    else:
        plural = True
        who = objects(w, step.objects, True)  # "other creatures": the filter says "other" (109.3)
    have = w.pick("have" if plural else "has", "tienen" if plural else "tiene")
    said = w.pick(f"{have} base power and toughness {step.power}/{step.toughness}",
                  f"{have} fuerza y resistencia base {step.power}/{step.toughness}")
    if step.targets_object:
        said += w.pick(" until end of turn", " hasta el final del turno")
    return Clause(who, said)


@renders_named("SwitchPT", "TargetSwitchPT")
def _switch_pt(step: Any, w: Words) -> Clause:
    """"switch target creature's power and toughness until end of turn" (an instruction to the controller)."""
    if w.es:
        whose = _target(w, step.objects) if step.targets_object else "este permanente"
        return Clause("", f"intercambia la fuerza y la resistencia de {whose} hasta el final del turno")
    whose = _target(w, step.objects) + "'s" if step.targets_object else "this permanent's"
    return Clause("", f"switch {whose} power and toughness until end of turn")


@renders_named("EntersWithCounters")
def _enters_with_counters(step: Any, w: Words) -> Clause:
    """"this permanent enters the battlefield with two +1/+1 counters on it", "… with X …", "… with a +1/+1 counter
    on it for each creature card in your graveyard"."""
    from ..plan import amounts as a
    from .amounts import per_each
    from .arriving import _counters

    per = per_each(w, step.amount, "2")
    amount = a.Fixed(1) if per is not None else step.amount
    said = w.pick("enters the battlefield with ", "entra al campo de batalla con ") + _counters(w, amount, step.kind)
    said += w.pick(" on it", "") + (" " + per if per is not None else "")
    return Clause(w.pick("this permanent", "este permanente"), said)


def attached_is(lang: str, step: Any) -> str:
    """"enchanted creature is white" / "la criatura encantada sea blanca" (the colour from the step's filter)."""
    from .nouns import objects as said_objects

    w = Words(lang)
    colour = said_objects(w, step.while_, False).replace(w.pick("creature", "criatura"), "").strip() \
        if step.while_ is not None else ""
    return attached_creature(w, step.attached) + w.pick(" is ", " sea ") + colour


@renders_named("AttachedBonusWhile")
def _attached_bonus_while(step: Any, w: Words) -> Clause:
    """"as long as enchanted creature is white, it gets +1/+2 and has lifelink"."""
    from .on_statics import bonus, keyword_list

    parts = [p for p in (bonus(w, step, False),) if p]
    if step.keywords:
        from ..grammar.spanish_terms import keyword_es

        parts.append(w.pick("has ", "tiene ") + keyword_list(w, [keyword_es(k) if w.es else k for k in step.keywords]))
    said = w.pick(" and ", " y ").join(parts)
    return Clause("", said, lead=w.pick("as long as ", "mientras ") + attached_is(w.lang, step) + ", "
                  + w.pick("it ", ""))
