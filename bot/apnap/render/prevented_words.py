"""The words of what a prevention does with the damage it prevents (615.5: "… prevented this way"), said after the
prevention as its own sentence, in the card's wording, so that it reads back into the same plan."""

from __future__ import annotations

from dataclasses import replace

from ..grammar.specs import PreventedThen
from .registry import Clause
from .words import Words

_ON = {"shielded": ("that creature", "esa criatura"), "source": ("this permanent", "este permanente")}


def _act(w: Words, then: PreventedThen) -> str:
    """"put a +1/+1 counter on that creature", "exile a card from your graveyard": once per 1 damage prevented."""
    on = w.pick(*_ON.get(then.on, _ON["shielded"]))
    if then.act == "put_counters":
        return w.pick(f"put a {then.counter} counter on {on}", f"pon un contador {then.counter} sobre {on}")
    if then.act == "remove_counters":
        return w.pick(f"remove a {then.counter} counter from {on}", f"quita un contador {then.counter} de {on}")
    if then.act == "exile_from_graveyard":
        return w.pick("exile a card from your graveyard", "exilia una carta de tu cementerio")
    return w.pick("exile the top card of your library", "exilia la primera carta de tu biblioteca")


def prevented_then_words(w: Words, then: PreventedThen) -> str:
    """"You gain life equal to the damage prevented this way", "For each 1 damage prevented this way, put …"."""
    if then.act == "gain_life":
        return w.pick("You gain life equal to the damage prevented this way",
                      "Ganas una cantidad de vidas igual al daño prevenido de esta manera")
    return w.pick("For each 1 damage prevented this way, ", "Por cada 1 punto de daño prevenido de esta manera, ") \
        + _act(w, then)


def with_prevented_then(clause: Clause, w: Words, then: PreventedThen | None) -> Clause:
    """The prevention's clause, with its "… prevented this way" sentence after it (trailing: said once, at the end)."""
    if then is None:
        return clause
    return replace(clause, trailing=(*clause.trailing, ". " + prevented_then_words(w, then)))


__all__ = ["prevented_then_words", "with_prevented_then"]
