"""Object words the grammar reads generally (issue #22): "with <keyword>" over the keyword lexicon (702),
"monocolored" / "multicolored" (105.2a, 105.2b), "nonland, nontoken" (a comma between what it is not), and a
kicked sentence that replaces the one before ("If this spell was kicked, it deals 4 damage … instead": 702.33d,
608.2c). Real card text, English and printed Spanish, read into the same plan and resolved."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import creature, run

ANGEL = creature("Serra Angel", 4, 4, keywords=["flying"])
RIDER = creature("Shu Cavalry", 2, 2, keywords=["horsemanship"])


def _damaged(out: dict) -> dict[str, object]:
    """Who or what each damage event of the one step reached: player → amount, or object names."""
    (step,) = out["steps"]
    return {(e["player"], tuple(e["objects"]) if e["objects"] else "life"): e["amount"] for e in step["events"]}


@pytest.mark.parametrize("effect", [
    # Borrowing the East Wind; Flame Storm-style wording with another keyword of the lexicon
    "This spell deals 2 damage to each creature with horsemanship and each player.",
    "This spell deals 2 damage to each player and each creature with horsemanship.",
    "Este hechizo hace 2 puntos de daño a cada criatura con la habilidad de equitación y a cada jugador.",
])
def test_with_any_keyword_of_the_lexicon(effect: str) -> None:
    out = run({}, effect=effect, Alice={"battlefield": [ANGEL, RIDER]})
    hit = _damaged(out)
    assert hit[("Alice", ("Shu Cavalry",))] == 2  # the one creature with horsemanship (702.31)
    assert not any("Serra Angel" in k[1] for k in hit if k[1] != "life")
    assert sorted(p for p, what in hit if what == "life") == ["Alice", "Bob", "Carol", "Dave"]


def test_a_word_no_keyword_list_knows_stays_refused() -> None:
    from bot.errors import BotError
    with pytest.raises(BotError) as info:
        run({}, effect="This spell deals 2 damage to each creature with glorp and each player.")
    assert info.value.code == "unsupported_effect"


@pytest.mark.parametrize(("effect", "lang"), [
    ("At the beginning of each player's upkeep, that player sacrifices a monocolored creature.", "en"),  # Defiler
    ("Each player sacrifices a monocolored creature.", "en"),
    ("Cada jugador sacrifica una criatura monocolor.", "es"),
])
def test_monocolored_is_exactly_one_colour(effect: str, lang: str) -> None:
    bears = creature("Grizzly Bears", 2, 2, colors=["green"])
    gold = creature("Kird Chieftain", 3, 3, colors=["red", "green"])
    out = run({}, effect=effect, Alice={"battlefield": [gold, bears]}, that_player="Alice")
    sacrificed = {e["player"]: e["objects"] for s in out["steps"] for e in s["events"] if e["objects"]}
    assert sacrificed["Alice"] == ["Grizzly Bears"]  # the gold creature is multicolored (105.2b)


def test_a_colour_nobody_gave_is_asked_for_monocolored() -> None:
    from bot.errors import BotError
    with pytest.raises(BotError) as info:  # a creature in the long form without colours: never taken as colourless
        run({}, effect="Each player sacrifices a monocolored creature.",
            Carol={"battlefield": [creature("Mystery Beast", 2, 2)]})
    assert info.value.code == "choice_needed" and "Mystery Beast" in info.value.text("en")


def test_multicolored_is_two_or_more() -> None:
    gold = creature("Kird Chieftain", 3, 3, colors=["red", "green"])
    bears = creature("Grizzly Bears", 2, 2, colors=["green"])
    out = run({}, effect="Destroy all multicolored permanents.", Alice={"battlefield": [gold, bears]})
    (step,) = out["steps"]
    assert [o for e in step["events"] for o in e["objects"]] == ["Kird Chieftain"]
    assert "701.8a" in step["citations"]


@pytest.mark.parametrize(("effect", "lang"), [
    ("At the beginning of each player's upkeep, that player sacrifices a nonland, nontoken permanent.", "en"),
    ("Each player sacrifices a nonland, nontoken permanent.", "en"),
    ("Cada jugador sacrifica un permanente que no sea tierra ni ficha.", "es"),
])
def test_nonland_nontoken_is_neither(effect: str, lang: str) -> None:
    token = {"name": "Goblin", "types": ["creature"], "token": True}
    out = run({}, effect=effect, Carol={"battlefield": [token, "Forest (basic land)", "Sol Ring (artifact)"]},
              that_player="Carol")
    chosen = {c["player"]: c["chosen"] for s in out["steps"] for c in s["choices"]}
    assert chosen["Carol"] == ["Sol Ring"]  # neither the token nor the land (forced: the only one)


def test_the_reading_says_the_words_back() -> None:
    for text, en, es in [
        ("Each player sacrifices a nonland, nontoken permanent.", "a nonland, nontoken permanent",
         "un permanente que no sea tierra ni ficha"),
        ("Each player sacrifices a monocolored creature.", "a monocolored creature", "una criatura monocolor"),
        ("This spell deals 1 damage to each creature with horsemanship and each player.",
         "each creature with horsemanship", "con la habilidad de equitación"),
    ]:
        plan = plan_of(parse_effect(text, None, None, ()))
        assert en in render_plan(plan, "en") and es in render_plan(plan, "es")


BREATH = ("This spell deals 1 damage to each creature without flying and each player. If this spell was kicked, "
          "it deals 4 damage to each creature without flying and each player instead.")  # Breath of Darigaaz
SURGE = ("This spell deals 1 damage to each creature with flying and each player. If this spell was kicked, "
         "it deals 4 damage to each creature with flying and each player instead.")  # Canopy Surge
SURGE_ES = ("Este hechizo hace 1 punto de daño a cada criatura con la habilidad de volar y a cada jugador. Si este "
            "hechizo fue estimulado, en vez de eso hace 4 puntos de daño a cada criatura con la habilidad de volar "
            "y a cada jugador.")


@pytest.mark.parametrize("effect", [BREATH, SURGE, SURGE_ES])
@pytest.mark.parametrize("kicked", [False, True])
def test_a_kicked_sentence_replaces_the_one_before(effect: str, kicked: bool) -> None:
    out = run({}, effect=effect, kicked=kicked)
    done = [s for s in out["steps"] if s["events"]]
    (step,) = done  # one of the two sentences happens, never both (608.2c)
    amounts = {e["amount"] for e in step["events"]}
    assert amounts == {4 if kicked else 1}
    assert step["order"] == ["Bob", "Carol", "Dave", "Alice"]  # APNAP (101.4)
    assert "120.3a" in step["citations"]


def test_the_kicked_instead_reads_back_with_its_source() -> None:
    plan = plan_of(parse_effect(SURGE, None, None, ()))
    said = render_plan(plan, "en")
    assert said.startswith("This spell deals 1 damage")
    assert "If this spell was kicked, this spell deals 4 damage" in said and said.endswith("instead.")
    es = plan_of(parse_effect(SURGE_ES, None, None, ()))
    assert [type(s.condition).__name__ for s in es.steps] == [type(s.condition).__name__ for s in plan.steps]
