"""The reading of damage divided among targets (601.2d): "deals 4 damage divided as you choose among any number of
target creatures" / "hace 4 puntos de daño divididos como elijas entre cualquier número de criaturas objetivo"."""

from __future__ import annotations

from ..plan import CountersDivided, DamageDivided, DamageEachTarget, TargetCount
from .amounts import number
from .common import act
from .nouns import counted_target, feminine
from .on_players import source
from .registry import Clause, renders
from .words import Words


def _listed(w: Words, low: int, high: int, fem: bool) -> str:
    """"one or two", "one, two, or three" / "uno o dos", "una, dos o tres" (the count of several targets)."""
    en = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
    es = {1: "una" if fem else "uno", 2: "dos", 3: "tres", 4: "cuatro", 5: "cinco"}
    words = list(range(low, high + 1))
    if w.es:
        return ", ".join(es[n] for n in words[:-1]) + " o " + es[words[-1]]
    return " or ".join(en[n] for n in words) if len(words) == 2 else \
        ", ".join(en[n] for n in words[:-1]) + ", or " + en[words[-1]]


def _among(w: Words, step: DamageDivided | CountersDivided | DamageEachTarget) -> str:
    low, high = step.count.least, step.count.most
    listed = low is not None and high is not None and 1 <= low < high <= 5 and not step.count.any_number
    if step.objects is None:  # "one or two targets" (115.4)
        return w.pick(f"{_listed(w, low, high, False)} targets", f"{_listed(w, low, high, False)} objetivos") \
            if listed and low is not None and high is not None else \
            w.pick("any number of targets", "cualquier número de objetivos")
    said = counted_target(w, step.objects, step.count)
    if listed and low is not None and high is not None:  # the count said in full: "one, two, or three target …"
        plural = counted_target(w, step.objects, TargetCount(2, 2)).split(" ", 1)[1]
        return f"{_listed(w, low, high, feminine(w, step.objects, False))} {plural}"
    return said


@renders(DamageDivided)
def _damage_divided(step: DamageDivided, w: Words) -> Clause:
    n = number(w, step.amount)
    said = w.pick(f"deals {n} damage divided as you choose among {_among(w, step)}",
                  f"hace {n} {'punto' if n == '1' else 'puntos'} de daño divididos como elijas entre {_among(w, step)}")
    return Clause(source(w, step.source), said, "", w.flush(), own_sentence=True)


@renders(DamageEachTarget)
def _damage_each_target(step: DamageEachTarget, w: Words) -> Clause:
    """"deals 3 damage to each of two target creatures" / "hace 3 puntos de daño a cada una de dos criaturas
    objetivo" (601.2c: the whole amount to each)."""
    assert step.objects is not None
    n = number(w, step.amount)
    each = w.pick("each of", "cada una de" if feminine(w, step.objects, False) else "cada uno de")
    said = w.pick(f"deals {n} damage to {each} {_among(w, step)}",
                  f"hace {n} {'punto' if n == '1' else 'puntos'} de daño a {each} {_among(w, step)}")
    return Clause(source(w, step.source), said, "", w.flush(), own_sentence=True)


@renders(CountersDivided)
def _counters_divided(step: CountersDivided, w: Words) -> Clause:
    """"Distribute two +1/+1 counters among up to two target creatures" / "Distribuye dos contadores +1/+1 entre
    hasta dos criaturas objetivo"."""
    from .on_board import counters_said

    return act(step, w, "distribute", counters_said(w, step.amount, step.kind) + w.pick(" among ", " entre ")
               + _among(w, step))
