"""A copy of the spell just countered (issue #22, session 18; 707.10, 608.2h): Psychic Rebuttal's "Counter target
instant or sorcery spell that targets you. Spell mastery — If there are two or more instant and/or sorcery cards in
your graveyard, you may copy the spell countered this way. You may choose new targets for the copy." in English and
printed Spanish. Before: refused ("copy the spell countered this way"), so the whole spell was (113.3a).

The standard board (realcards.py): Dave controls the counter; Bob's Lightning Bolt targets Dave.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import run
from tests.apnap.test_board_steps import events

BOLT = {"name": "Lightning Bolt", "controller": "Bob", "types": ["instant"], "mana_value": 1, "colors": ["red"],
        "targets": ["Dave"]}
REBUTTAL = {"en": "Counter target instant or sorcery spell that targets you.\nSpell mastery — If there are two or more "
                  "instant and/or sorcery cards in your graveyard, you may copy the spell countered this way. You may "
                  "choose new targets for the copy.",
            "es": "Contrarresta el hechizo de instantáneo o de conjuro objetivo que te haga objetivo.\nMaestría de "
                  "hechizos — Si hay dos o más cartas de instantáneo y/o de conjuro en tu cementerio, puedes copiar el "
                  "hechizo contrarrestado de esta manera. Puedes elegir nuevos objetivos para la copia."}
MASTERY = {"graveyard": ["Shock (instant)", "Opt (instant)"]}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_countered_spell_is_copied_under_the_controllers_control(lang: str) -> None:
    out = run({}, lang=lang, card="Psychic Rebuttal", effect=REBUTTAL[lang], spells=[BOLT], target="Lightning Bolt",
              Dave=MASTERY)
    counter, copy = out["steps"]
    assert events(counter) == [("Dave", "counter_spell", ["Lightning Bolt"], None)]
    (event,) = copy["events"]
    assert (event["action"], event["objects"], event["copy_controller"], event["countered"], event["new_targets"]) == \
        ("copy_spell", ["Lightning Bolt"], "Dave", True, True)
    assert {"707.10", "608.2h", "707.10c"} <= set(copy["citations"]) and "115.1" not in copy["citations"]
    said = {"en": "Dave copies Lightning Bolt as it last existed on the stack",
            "es": "Dave copia Lightning Bolt tal como existió por última vez en la pila"}
    assert said[lang] in out["narration"]


def test_without_spell_mastery_nothing_is_copied() -> None:
    out = run({}, card="Psychic Rebuttal", effect=REBUTTAL["en"], spells=[BOLT], target="Lightning Bolt",
              Dave={"graveyard": ["Shock (instant)"]})
    assert [e["action"] for s in out["steps"] for e in s["events"]] == ["counter_spell"]


@pytest.mark.parametrize(("lang", "reading"), [
    ("en", "you may copy the spell countered this way. You may choose new targets for the copy."),
    ("es", "puedes copiar el hechizo contrarrestado de esta manera. Puedes elegir nuevos objetivos para la copia."),
])
def test_the_copy_is_said_back_as_printed(lang: str, reading: str) -> None:
    out = run({}, lang=lang, card="Psychic Rebuttal", effect=REBUTTAL[lang], spells=[BOLT], target="Lightning Bolt",
              Dave=MASTERY)
    assert out["reading"].endswith(reading)


@pytest.mark.parametrize("text", [
    "Draw a card. You may copy the spell countered this way.",  # nothing countered before it
    "Counter target activated ability. You may copy the spell countered this way.",  # an ability, not a spell
])
def test_a_copy_with_no_spell_countered_before_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Foo Bar", effect=text, spells=[BOLT], target="Lightning Bolt")
    assert err.value.code == "unsupported_effect"
