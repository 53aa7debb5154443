"""Counters as an amount, said in both languages (122.1): "the number of eyeball counters removed this way", "for each
charge counter removed this way" (plan ``CountersThisWay``), "the number of counters on that creature", "for each
fungus counter on that creature" (``PropertyOf`` / ``MovedValue`` with a ``counters:<kind>`` property).

Why a module of its own: render/amounts.py is at its size; it looks up amount words by type name and asks the
``per_each`` hooks registered here, so these words live beside nothing else and need no change there.
"""

from __future__ import annotations

from typing import Any

from ..grammar.counter_counts import COUNTERS_PROP
from ..grammar.spanish_terms import counter_es
from ..plan import amounts as a
from .amounts import _CONDITIONS, _REFERENCES_BY_NAME, PER_EACH_HOOKS
from .registry import MissingWords
from .words import Words

# "that creature" / "esa criatura": the noun of the one object, by its kind's noun
_NOUNS = {"creature": ("creature", "esa criatura"), "permanent": ("permanent", "ese permanente"),
          "land": ("land", "esa tierra"), "artifact": ("artifact", "ese artefacto"),
          "enchantment": ("enchantment", "ese encantamiento"), "planeswalker": ("planeswalker", "ese planeswalker")}


def _kind_words(w: Words, kind: str, plural: bool) -> str:
    """"eyeball counters" / "contadores de ojo"; no kind: "counters" / "contadores"."""
    if w.es:
        noun = "contadores" if plural else "contador"
        return f"{noun} {counter_es(kind)}" if kind else noun
    noun = "counters" if plural else "counter"
    return f"{kind} {noun}" if kind else noun


def _that(w: Words, x: Any) -> str:
    flt = getattr(x, "kind", None) if isinstance(x, a.PropertyOf) else getattr(x, "filter", None)
    en, es = _NOUNS.get(getattr(flt, "noun", "") or "", _NOUNS["creature"])
    return w.pick(f"that {en}", es)


def _this_way(w: Words, x: a.CountersThisWay, plural: bool) -> str:
    removed = x.action == "remove_counter"
    en = "removed" if removed else "put"
    es = ("quitados" if plural else "quitado") if removed else ("puestos" if plural else "puesto")
    return w.pick(f"{_kind_words(w, x.kind, plural)} {en} this way", f"{_kind_words(w, x.kind, plural)} {es} de esta "
                                                                      "manera")


def _on_that(w: Words, x: Any, plural: bool) -> str:
    kind = x.prop.removeprefix(COUNTERS_PROP)
    return w.pick(f"{_kind_words(w, kind, plural)} on {_that(w, x)}", f"{_kind_words(w, kind, plural)} sobre "
                                                                       f"{_that(w, x)}")


def _is_counters(x: Any) -> bool:
    return isinstance(x, a.PropertyOf | a.MovedValue) and x.prop.startswith(COUNTERS_PROP)


def per_each_counters(w: Words, x: Any, person: str) -> str | None:
    """"for each charge counter removed this way", "for each fungus counter on that creature"; None: not these."""
    if isinstance(x, a.CountersThisWay):
        return w.pick("for each ", "por cada ") + _this_way(w, x, False)
    if _is_counters(x) and x.prop != COUNTERS_PROP:  # "for each counter on …" is not said without a kind
        return w.pick("for each ", "por cada ") + _on_that(w, x, False)
    return None


def _with_counters(said: Any) -> Any:
    """A reference's words for the counters property, else the words it had."""
    def words(w: Words, x: Any, person: str) -> str:
        if _is_counters(x):
            return w.pick("the number of ", "el número de ") + _on_that(w, x, True)
        return str(said(w, x, person))
    return words


_REFERENCES_BY_NAME["CountersThisWay"] = lambda w, x, p: w.pick("the number of ", "el número de ") + _this_way(
    w, x, True)
_REFERENCES_BY_NAME["PropertyOf"] = _with_counters(_REFERENCES_BY_NAME["PropertyOf"])
_REFERENCES_BY_NAME["MovedValue"] = _with_counters(_REFERENCES_BY_NAME["MovedValue"])
PER_EACH_HOOKS.append(per_each_counters)

__all__ = ["per_each_counters"]


def _it_has_counters(w: Words, c: Any) -> str:
    """"if it has three or more +1/+1 counters on it" / "si tiene tres o más contadores +1/+1 sobre él" (122.1)."""
    kind = counter_es(c.kind) if w.es else c.kind
    n = c.at_least
    if c.at_most == 0:
        return w.pick(f"if it has no {kind} counters on it", f"si no tiene contadores {kind} sobre él")
    noun = w.pick("counter" if n == 1 else "counters", "contador" if n == 1 else "contadores")
    if c.at_most is None and n == 1:
        return w.pick(f"if it has a {kind} counter on it", f"si tiene un contador {kind} sobre él")
    if c.at_most is None:
        return w.pick(f"if it has {w.number(n)} or more {kind} {noun} on it",
                      f"si tiene {w.number(n)} o más {noun} {kind} sobre él")
    if c.at_most == n:
        return w.pick(f"if it has exactly {w.number(n)} {kind} {noun} on it",
                      f"si tiene exactamente {w.number(n)} {noun} {kind} sobre él")
    raise MissingWords("counter range", f"{c.at_least}..{c.at_most}")


_CONDITIONS["ItHasCounters"] = _it_has_counters  # the conditions' one table (a BoardCondition's check, by name)


def additional(w: Words, counters: str, amount: Any) -> str:
    """"a +1/+1 counter" → "an additional +1/+1 counter", "two +1/+1 counters" → "two additional +1/+1 counters";
    Spanish "un contador +1/+1 adicional", "dos contadores +1/+1 adicionales" (614.1c: beside any other counters)."""
    one = isinstance(amount, a.Fixed) and amount.n == 1
    if w.es:
        return f"{counters} {'adicional' if one else 'adicionales'}"
    count, rest = counters.split(" ", 1)
    return f"an additional {rest}" if one else f"{count} additional {rest}"
