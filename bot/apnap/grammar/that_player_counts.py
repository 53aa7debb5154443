"""Whose objects a count in an instruction of "you" names when it says "that player controls": "Whenever Emissary of
Hope deals combat damage to a player, you gain 1 life for each artifact that player controls".

Why: the object lexicon reads "that player controls" as the acting player's objects (filters.py: "own"), right
where that player acts ("each opponent loses 1 life for each creature that player controls") and wrong where the
controller acts: "that player" is never "you" (Oracle says "you control"), so the count is the referent's, the
player the trigger or a target names (608.2c; engine/referents.that_player), not the controller's own.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .phrases import Unread
from .specs import StepSpec
from .text import fold

# the count's own words: "for each … that player controls", "the number of … that player controls", Spanish "por
# cada … que controla ese jugador"
_COUNTED_THAT = re.compile(r"\b(?:for each|number of)\b[^,.]*\b(?:that player|that opponent) controls\b"
                          r"|\b(?:por cada|numero de)\b[^,.]*\bque controla ese (?:jugador|oponente)\b")


def counts_of_that_player(steps: list[StepSpec]) -> list[StepSpec]:
    """Each step of the controller's ("you", or no player) whose count names "that player"'s objects, counted for
    that player (``CountRef.of`` "that_player"); any other step as it is. Then every step of the controller's must
    have bound whose objects its filters name (``that_player_bound``)."""
    out: list[StepSpec] = []
    for step in steps:
        ref = step.amount_ref
        if (step.subject.kind == "you" and ref is not None and ref.kind == "controlled" and ref.of == "player"
                and ref.filter is not None and ref.filter.of_that_player and _COUNTED_THAT.search(fold(step.text))):
            step = replace(step, amount_ref=replace(ref, of="that_player"))
        step = _zone_of_that_player(step, out)
        that_player_bound(step)
        out.append(step)
    return out


# a zone or life total of the player "that player" / "their" names, in a step of the controller's
_THAT_ZONE = re.compile(r"\b(?:that player's|that opponent's|their|his or her) (?:hand|graveyard|library|life total)\b"
                        r"|\b(?:la mano|el cementerio|la biblioteca|el total de vidas) de ese (?:jugador|oponente)\b"
                        r"|\bsu (?:mano|cementerio|biblioteca|total de vidas)\b")
_ZONE_COUNTS = frozenset({"hand", "graveyard", "library", "life"})
# the players an earlier instruction may name for "that player" to be one player (608.2c; engine/referents)
_ONE_PLAYER = frozenset({"you", "target_player", "target_opponent", "that_player"})


def _zone_of_that_player(step: StepSpec, before: list[StepSpec]) -> StepSpec:
    """"Target player discards a card. You gain life equal to the number of cards in that player's graveyard": the
    count is that player's (608.2c), never the controller's, who acts. It counted the controller's own graveyard (a
    helper found it, session 17). After an instruction of several players ("each opponent …") one "that player" is
    not named: refused, naming the words."""
    ref = step.amount_ref
    if step.subject.kind != "you" or ref is None or ref.kind not in _ZONE_COUNTS or ref.of != "player":
        return step
    if not _THAT_ZONE.search(fold(step.text)) or any(s.subject.kind not in _ONE_PLAYER for s in before):
        raise Unread(step.text)
    return replace(step, amount_ref=replace(ref, of="that_player"))


def that_player_bound(step: StepSpec) -> None:
    """A step of the controller's whose objects are "… that player controls" / "… they control" (the filter's
    ``of_that_player``) names another player's objects; the readers that bind them say so (``whose``, ``holder``,
    a count's ``of``). One that does not would act on every player's objects, or count the controller's ("put a
    -1/-1 counter on each creature that player controls" put one on every creature): refused, naming the words."""
    if step.subject.kind != "you":
        return
    ref = step.amount_ref
    filters = [step.creatures, *(slot.filter for slot in step.slots),
               ref.filter if ref is not None and ref.of != "that_player" else None]
    if not any(f is not None and f.of_that_player for f in filters):
        return
    if "that_player" in (step.detail("whose"), step.detail("holder")) or step.targets_per:
        return
    raise Unread(step.text)
