"""A board permanent's own triggered abilities, read from its text: "When Oblivion Ring leaves the battlefield, …"
triggers when an effect destroys it (603.6c, 603.10a looks back), as any board trigger does.

Why: a board object's triggers were only the ones its ``triggers`` field lists, so a permanent given with its
``text`` (or given that text by the card database, real_facts.py) and destroyed reported no trigger, and the
stack was said to be empty. Its text is what the card says; each triggered ability whose condition
grammar/when.py reads is watched for (the ones it cannot read are not, as for ``triggers``, which are never matched
loosely). A permanent whose ``triggers`` the scenario gives keeps exactly those: the scenario said them. Nothing is
made up: a permanent with no text gets none.
"""

from __future__ import annotations

from dataclasses import replace

from .model import Game
from .oracle import CardText
from .source_place import triggers_of


def give_text_triggers(game: Game) -> None:
    """Each battlefield permanent with a ``text`` and no ``triggers`` gets the triggered abilities its text reads."""
    for player in game.players:
        objects = player.zones.get("battlefield", [])
        for i, obj in enumerate(objects):
            if obj.text and not obj.triggers:
                found = triggers_of(CardText(obj.name, obj.text))
                if found:
                    objects[i] = replace(obj, triggers=found)
