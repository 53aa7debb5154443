"""A target the scenario names that the text could never have chosen (115.1, 601.2c): refused (``bad_scenario``, field
``target``), the message naming the object, what the text asks of its target and the rule, in the reader's language.
Blind judges found such scenarios answered (session 34): a counted word ("tap two target creatures", "deals 3 damage
to each of two target creatures") given an artifact affected the rest and called the artifact "illegal as the spell
resolves" (608.2b); "Target creature can't block this turn", "Put target creature on top of its owner's library" and a
fight's second creature said there was no creature of that name though the board showed the permanent named."""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card


def _refusal(text: str, target: object, lang: str | None = None) -> BotError:
    with pytest.raises(BotError) as info:
        resolve_card(text, lang, target=target)
    assert info.value.code == "bad_scenario" and info.value.field == "target"
    return info.value


@pytest.mark.parametrize(("text", "target", "name", "kind"), [
    ("Tap two target creatures.", ["Craw Wurm", "Sol Ring"], "Sol Ring", "creature"),
    ("Tap up to two target creatures.", ["Craw Wurm", "Sol Ring"], "Sol Ring", "creature"),
    ("This creature deals 3 damage to each of two target creatures.", ["Craw Wurm", "Sol Ring"], "Sol Ring",
     "creature"),
    ("Target creature can't block this turn.", "Sol Ring", "Sol Ring", "creature"),
    ("Put target creature on top of its owner's library.", "Mind Stone", "Mind Stone", "creature"),
    ("Target creature you control fights target creature you don't control.", ["Craw Wurm", "Llanowar Elves"],
     "Llanowar Elves", "creature you don't control"),
    ("Destroy target creature an opponent controls.", "Llanowar Elves", "Llanowar Elves",
     "creature your opponents control"),
])
def test_the_refusal_names_the_target_and_what_the_text_asks(text: str, target: object, name: str,
                                                             kind: str) -> None:
    err = _refusal(text, target)
    said = str(err)
    assert err.key == "apnap.error.target_not_legal"
    assert said.startswith(f"target: {name} is on the battlefield, but it is not a legal target")
    assert f"“{kind}”" in said and "601.2c" in said and "608.2b" not in said


def test_spanish_says_it_too() -> None:
    said = str(_refusal("Tap two target creatures.", ["Craw Wurm", "Sol Ring"], "es"))
    assert said.startswith("target: Sol Ring está en el campo de batalla, pero no es un objetivo legal")
    assert "601.2c" in said


def test_the_first_fighter_is_named_when_it_is_the_illegal_one() -> None:
    said = str(_refusal("Target creature you control fights target creature you don't control.",
                        ["Hill Giant", "Grizzly Bears"]))  # Hill Giant is Bob's: Dave doesn't control it
    assert "Hill Giant" in said and "“creature you control”" in said


def test_legal_targets_still_resolve() -> None:
    out = resolve_card("Tap two target creatures.", target=["Craw Wurm", "Hill Giant"])
    assert [o for s in out["steps"] for e in s["events"] for o in e["objects"]] == ["Craw Wurm", "Hill Giant"]
