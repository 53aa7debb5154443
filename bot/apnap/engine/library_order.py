"""What is known of the order of a library's top (401.2, 401.4, 701.20d, 701.24a): the one owner of that fact.

A library given in the scenario is known card by card from the top. Three things hide part of it: a library nobody
described (``unknown``), a shuffle (701.24a: its whole order, ``State.shuffled``), and cards put on top "in any
order" by their owner (401.4: "then put them back in any order", "the rest back on top of your library in any
order", a scry's or surveil's kept cards, 701.22a, 701.25a). The last hides only the order of those top cards:
the set is known, so a draw of all of them (or more) names them, but a draw of fewer names none, and after it
which of those cards are left is unknown too. Every reader of the top of a library (draw, mill, exile, reveal,
look) asks :func:`named_top` before it names a card, and says it took cards with :func:`took_top`. A reveal or a
look of all of them names them (the set) but tells this resolver nothing of their order: it stays hidden.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .hidden_top import HiddenTop

if TYPE_CHECKING:
    from ..model import GameObject
    from .state import State




def order_unknown(state: State, name: str) -> bool:
    """Is nothing known of the order of this player's library (never described, or shuffled: 701.24a)?"""
    return "library" in state.game.player(name).unknown or name in state.shuffled


def named_top(state: State, name: str, n: int) -> bool:
    """May the top ``n`` cards of this player's library be named? Not after a shuffle or when never described;
    not when they are some but not all of cards their owner ordered unseen (401.4)."""
    if order_unknown(state, name):
        return False
    hidden = state.hidden_top.get(name)
    if hidden is None or n <= 0:
        return True
    return n >= hidden.count and not hidden.mixed


def order_hidden(state: State, name: str, n: int) -> bool:
    """The top ``n`` cards can't be named only because their owner ordered them unseen (not a shuffle)."""
    return not order_unknown(state, name) and not named_top(state, name, n)


def took_top(state: State, name: str, n: int) -> None:
    """``n`` cards left the top of this player's library (drawn, milled, exiled)."""
    hidden = state.hidden_top.get(name)
    if hidden is None or n <= 0:
        return
    if n >= hidden.count:
        del state.hidden_top[name]
    else:  # some of the ordered cards left, which ones is unknown: so is which ones are left
        state.hidden_top[name] = HiddenTop(hidden.count - n, True)


def ordered_on_top(state: State, name: str, n: int) -> None:
    """``n`` cards were put on top of this player's library in an order their owner chose and did not reveal
    (401.4): with two or more, or above cards already ordered so, the top's order is no longer known."""
    hidden = state.hidden_top.get(name)
    if n > 1 or (hidden is not None and n > 0):
        state.hidden_top[name] = HiddenTop(n + (hidden.count if hidden else 0), hidden.mixed if hidden else False)


def put_nth(state: State, name: str, obj: GameObject, n: int) -> bool:
    """``obj`` into this player's library ``n``th from the top (401.7), on the bottom when the library has fewer than
    ``n - 1`` cards above that place; True when it went to the bottom so. A library whose order is unknown keeps the
    place as said (how many cards it holds is not known). A card put among cards their owner ordered unseen (401.4)
    leaves none of them nameable."""
    library = state.game.player(name).zones["library"]
    short = not order_unknown(state, name) and len(library) < n - 1
    index = len(library) if short else min(n - 1, len(library))
    library.insert(index, obj)
    hidden = state.hidden_top.get(name)
    if hidden is not None and index < hidden.count:
        state.hidden_top[name] = HiddenTop(hidden.count + 1, True)
    return short

