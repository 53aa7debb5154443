"""The source's own triggered ability, triggered by what its resolution did, is on the stack afterwards (603.2,
603.3b), as any board permanent's trigger is.

Judge 27 found Last Laugh ("Whenever a permanent other than Last Laugh is put into a graveyard from the battlefield,
Last Laugh deals 1 damage to each creature and each player") kill Llanowar Elves with its damage and leave the stack
empty. Two things stood in the way: the trigger's condition was not read ("a permanent other than <this>" is
"another permanent", grammar/when.py), and the source was never placed on its battlefield (113.6) because its own
name followed by "is put into" read as an ability that works from another zone (source_place.works_elsewhere), when
the words are "other than Last Laugh". English and Spanish output.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar import parse_when
from bot.apnap.source_place import works_elsewhere
from tests.apnap import corpus
from tests.apnap.test_spanish_no_english import leaks

WHEN = "Whenever a permanent other than Last Laugh is put into a graveyard from the battlefield"


def _last_laugh(lang: str) -> dict[str, Any]:
    item = corpus.ability_of("Last Laugh")
    data = corpus.request(item, corpus.board(4))
    return resolve_text(json.dumps(data), lang, card_lookup=corpus.card_lookup(item))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_creature_its_damage_kills_triggers_last_laugh_again(lang: str) -> None:
    out = _last_laugh(lang)
    assert [(s["player"], s["event"]) for s in out["state_based_actions"]][:1] == [("Dave", "dies")]
    assert [(t["controller"], t["source"], t["cause"]) for t in out["stack"]] == [("Dave", "Last Laugh",
                                                                                  "Llanowar Elves")]
    assert {"603.3b", "603.10a"} <= set(out["citations"])
    if lang == "en":
        assert "Triggers (stack, bottom to top): Dave: Last Laugh" in out["narration"]
    else:
        given = {"Last Laugh", "Llanowar Elves", "Craw Wurm", "Hill Giant", "Grizzly Bears", "Serra Angel", "Dave",
                 "Bob", "Carol", "Alice"}
        assert leaks("\n".join(out["narration"].split("\n")[1:]), given) == []


def test_a_permanent_other_than_this_is_another_permanent() -> None:
    pattern = parse_when(WHEN, "Last Laugh")
    assert pattern is not None and pattern.other and pattern.kind == "to_graveyard" and pattern.zone == "battlefield"
    assert pattern.objects is not None and pattern.objects.noun == "permanent"


def test_other_than_its_name_is_not_its_own_zone_change() -> None:
    assert not works_elsewhere(WHEN, ("Last Laugh",))
    assert works_elsewhere("When Lich is put into a graveyard from the battlefield", ("Lich",))
