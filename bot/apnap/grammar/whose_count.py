"""Whose permanents a count of a kind means: "for each creature you control" the controller's, "… they control" the
acting player's, "… an opponent controls" / "… you don't control" the opponents', and a kind with no controller word
("for each creature", "the number of Zombies", "for each artifact on the battlefield") every player's.

Why apart: 109.2 says a description with a card type or subtype and no "card" means a permanent of that kind on the
battlefield, whoever controls it; reading the bare kind as the acting player's counted only the controller's
creatures (a confident wrong answer on every "for each creature"). The counts of ``phrases.py`` and ``sizes.py`` all
ask here, so one reading decides for each wording.
"""

from __future__ import annotations

import re

from .specs import CountRef, TypeFilter

# a tail that says whose (control, own) is a controller word: the count keeps its owner ("they control", "que controla")
_WHOSE_WORDS = re.compile(r"\bcontrol|\bowns?\b|\bposee|\bpropietari", re.IGNORECASE)
_OPPONENTS = frozenset({"opponents", "not_you"})  # "an opponent controls", "your opponents control", "you don't …"


def kind_count(flt: TypeFilter, tails: list[str], of: str) -> CountRef:
    """The count of ``flt``'s permanents: ``of`` is whose the phrase said ("controller" for "you control", else
    "player"); none said, or the opponents', is counted over the whole battlefield (109.2; State.matches keeps the
    filter's opponents)."""
    if of == "player" and not flt.of_that_player and (
            flt.control in _OPPONENTS or (flt.control is None and not any(_WHOSE_WORDS.search(t) for t in tails))):
        return CountRef("battlefield", filter=flt)
    return CountRef("controlled", filter=flt, of=of)
