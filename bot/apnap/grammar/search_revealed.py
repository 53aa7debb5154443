"""A library search whose sentence ends with the reveal: "Search your library for an instant or sorcery card and
reveal that card. Shuffle your library, then put the card on top of it." (Mystical Tutor), "Search your library for a
basic land card and reveal it. You may put that card onto the battlefield tapped if … Otherwise, put that card into
your hand." (printed Spanish "Busca en tu biblioteca una carta de instantáneo o de conjuro y revélala. Baraja tu
biblioteca y luego pon esa carta en la parte superior.").

Why a reader of its own: the one-zone search (verbs_more.py) reads where the card goes from the same sentence. Here the
sentence says only that the card is found and shown to every player (701.23a, 701.20a); it does not move (701.20b)
until a later sentence moves "that card" / "the card" (608.2c), which is what a reveal of the top of a library does
too. So the step is a search with the destination ``revealed``, and the later sentences are the same
``put_revealed`` steps a reveal's pronoun makes. "Put the card on top of it" after "Shuffle your library" names the
library just shuffled: read only right after that shuffle (else "it" is not read).
"""

from __future__ import annotations

from lark import Token, Tree

from .objects import parse_counted
from .phrases import Unread, is_yours, trees
from .specs import StepSpec
from .verbs import Context, _verb
from .verbs_library import one_card
from .verbs_more import _object


@_verb("search_revealed")
def _search_revealed(node: Tree[Token], c: Context) -> list[StepSpec]:
    """The controller's own library, searched for cards that are then shown to all; nothing moves yet."""
    if any(not is_yours(t, c.text) for t in trees(node) if t.data == "poss") or c.subject.kind != "you":
        raise Unread(c.clause)  # another player's library, or "each player searches …": not read here
    obj = _object(node)
    slot = parse_counted(c.text.low_of(obj), c.text.lexicon)
    if slot is None or slot.count_ref is not None or slot.random:
        raise Unread(c.text.of(obj))
    return [c.step("search", slots=(slot,), destination="revealed", extra=(("reveal", "1"),))]


@_verb("put_revealed_top_it")
def _put_on_top_of_it(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Then put the card on top of it": the library the step before shuffled (checked by :func:`top_of_shuffled`)."""
    return [c.step("put_revealed", destination="library_top", extra=(("top_of_it", "1"), *one_card(node, c)))]


def top_of_shuffled(steps: list[StepSpec]) -> None:
    """"On top of it" stands for a library only right after "Shuffle your library" by the same player."""
    for i, step in enumerate(steps):
        if step.detail("top_of_it") != "1":
            continue
        before = steps[i - 1] if i else None
        if before is None or before.action != "shuffle" or before.subject != step.subject:
            raise Unread(step.text)

