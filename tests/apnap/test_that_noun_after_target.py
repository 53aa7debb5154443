""""That creature", "that permanent", "that player" after a target in the same ability is that target (608.2b-c), as
today's Oracle text says it: "Tap target creature. Destroy that creature." (not "destroy it"), "Exile target creature.
Its controller creates …", "Target player sacrifices a creature. That player loses 2 life.", and printed Spanish
"esa criatura", "ese permanente", "ese jugador".

Why: destroy, exile and counters on "that <noun>" were read only as the trigger event's object (that_object.py) and
refused after a target, while tap and untap read only "that creature", and read it as the target whatever the target
was ("Tap target land. Untap that creature." untapped the land). The rule is one: the noun must name the kind of the
one object targeted before it (every kind the target word allows is of that noun), else refused."""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card


def _events(out: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """Each event's action and what it names: its objects, or for a player's own event (a draw, a life loss, a
    sacrifice of their choice) the player."""
    return [(e["action"], [e["player"]] if e["action"] in _PLAYERS_OWN else e.get("objects"))
            for s in out["steps"] for e in s["events"]]


_PLAYERS_OWN = frozenset({"draw", "lose_life", "sacrifice"})


#: (language, text, target, what happens): one form each
READ = [
    ("en", "Tap target creature. Destroy that creature.", "Hill Giant",
     [("tap", ["Hill Giant"]), ("destroy", ["Hill Giant"])]),
    ("es", "Gira la criatura objetivo. Destruye esa criatura.", "Hill Giant",
     [("tap", ["Hill Giant"]), ("destroy", ["Hill Giant"])]),
    ("en", "Tap target permanent. Exile that permanent.", "Mind Stone",
     [("tap", ["Mind Stone"]), ("exile", ["Mind Stone"])]),
    ("es", "Gira el permanente objetivo. Destruye ese permanente.", "Mind Stone",
     [("tap", ["Mind Stone"]), ("destroy", ["Mind Stone"])]),
    ("en", "Tap target artifact. Destroy that artifact.", "Mind Stone",
     [("tap", ["Mind Stone"]), ("destroy", ["Mind Stone"])]),
    ("en", "Tap target creature. Put a -1/-1 counter on that creature.", "Hill Giant",
     [("tap", ["Hill Giant"]), ("counter", ["Hill Giant"])]),
    ("en", "Tap target permanent. Untap that permanent.", "Mind Stone",
     [("tap", ["Mind Stone"]), ("untap", ["Mind Stone"])]),
    ("es", "Gira el artefacto objetivo. Endereza ese artefacto.", "Mind Stone",
     [("tap", ["Mind Stone"]), ("untap", ["Mind Stone"])]),
    # already read before (kept): "that player", "its controller", "esa criatura" gaining an ability
    ("en", "Target player sacrifices a creature. That player loses 2 life.", "Bob",
     [("sacrifice", ["Bob"]), ("lose_life", ["Bob"])]),
    ("es", "El jugador objetivo roba dos cartas. Ese jugador pierde 2 vidas.", "Bob",
     [("draw", ["Bob"]), ("lose_life", ["Bob"])]),
    ("en", "Exile target creature. Its controller loses 2 life.", "Hill Giant",
     [("exile", ["Hill Giant"]), ("lose_life", ["Bob"])]),
]


@pytest.mark.parametrize(("lang", "text", "target", "happens"), READ, ids=[r[1] for r in READ])
def test_that_noun_is_the_target_before_it(lang: str, text: str, target: str, happens: list[Any]) -> None:
    out = resolve_card(text, lang=lang, target=target)
    assert _events(out) == happens


#: the noun names no object targeted before it: refused, never read as the target (608.2c)
REFUSED = [
    ("en", "Tap target creature. Destroy that land.", "Hill Giant"),
    ("en", "Tap target land. Untap that creature.", "Mountain"),
    ("en", "Tap target artifact or creature. Destroy that creature.", "Hill Giant"),
]


@pytest.mark.parametrize(("lang", "text", "target"), REFUSED, ids=[r[1] for r in REFUSED])
def test_that_noun_of_another_kind_is_refused(lang: str, text: str, target: str) -> None:
    with pytest.raises(BotError) as err:
        resolve_card(text, lang=lang, target=target)
    assert err.value.code == "unsupported_effect"
