"""Static abilities and their conditions (#22, session 22), read from real card text in English and printed Spanish:
soulbond's "As long as <this> is paired with another creature, both creatures have …" (702.95b), whose creatures are
the source and the one the scenario's ``paired_with`` names (asked when the board does not say, never assumed), and a
static ability over several kinds at once ("Creatures and planeswalkers you control have lifelink", "Sylvan Advocate
and land creatures you control get +2/+2", "Skeletons you control and other Zombies you control get +1/+1"), each
permanent changed once (611.3a, 613). Each result names the permanents changed, how, and cites 604.1 / 611.3a / 613.
All of these were refused before (``unsupported_effect``)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.corpus import board
from tests.apnap.realcards import creature, run
from tests.apnap.spanish_parity import Pair, outcome


def events(out: dict[str, Any], *keys: str) -> list[tuple[Any, ...]]:
    return [(e["objects"], *(e.get(k) for k in keys)) for s in out["steps"] for e in s["events"]]


def refused(**kw: Any) -> BotError:
    with pytest.raises(BotError) as info:
        run({}, **kw)
    return info.value


# ------------------------------------------------------------------------------------------ soulbond (702.95)
PEDDLER = "As long as Nightshade Peddler is paired with another creature, both creatures have deathtouch."
FORCEMAGE = "As long as Trusted Forcemage is paired with another creature, each of those creatures gets +1/+1."


def peddler_board(**more: Any) -> dict[str, Any]:
    return {"Dave": {"battlefield": [creature("Nightshade Peddler", 1, 1, **more), creature("Craw Wurm", 6, 4),
                                     "Swamp (basic land)"]}}


def test_a_paired_source_and_its_partner_both_have_the_keyword() -> None:  # Nightshade Peddler
    out = run({}, card="Nightshade Peddler", effect=PEDDLER, **peddler_board(paired_with="Craw Wurm"))
    assert events(out, "keywords", "applies", "paired_with") == [
        (["Nightshade Peddler", "Craw Wurm"], "deathtouch", True, "Craw Wurm")]
    assert {"604.1", "611.3a", "702.95b", "613.1f"} <= set(out["steps"][0]["citations"])


def test_each_of_those_creatures_gets_the_bonus_and_their_sizes_now_are_shown() -> None:  # Trusted Forcemage
    out = run({}, card="Trusted Forcemage", effect=FORCEMAGE,
              Dave={"battlefield": [creature("Trusted Forcemage", 2, 2, paired_with="Llanowar Elves"),
                                    creature("Llanowar Elves", 1, 1), creature("Craw Wurm", 6, 4)]})
    (event,) = [e for s in out["steps"] for e in s["events"]]
    assert (event["objects"], event["pt"]) == (["Trusted Forcemage", "Llanowar Elves"], "+1/+1")
    assert event["now"] == {"Trusted Forcemage": "3/3", "Llanowar Elves": "2/2"}  # Craw Wurm is not paired
    assert "613.4c" in out["steps"][0]["citations"]


def test_the_partner_may_say_the_pairing() -> None:  # the pairing stated on the other creature
    out = run({}, card="Nightshade Peddler", effect=PEDDLER,
              Dave={"battlefield": [creature("Nightshade Peddler", 1, 1),
                                    creature("Craw Wurm", 6, 4, paired_with="Nightshade Peddler")]})
    assert events(out, "applies") == [(["Nightshade Peddler", "Craw Wurm"], True)]


def test_both_creatures_have_the_quoted_ability() -> None:  # Stonewright (113.10)
    text = ('As long as Stonewright is paired with another creature, each of those creatures has "{R}: This creature '
            'gets +1/+0 until end of turn."')
    out = run({}, card="Stonewright", effect=text,
              Dave={"battlefield": [creature("Stonewright", 1, 1, paired_with="Craw Wurm"),
                                    creature("Craw Wurm", 6, 4)]})
    (event,) = [e for s in out["steps"] for e in s["events"]]
    assert (event["objects"], event["applies"]) == (["Stonewright", "Craw Wurm"], True)
    assert event["ability"] == "{R}: This creature gets +1/+0 until end of turn."
    assert "613.1f" in out["steps"][0]["citations"]


def test_an_unpaired_source_changes_nothing_and_says_why() -> None:
    out = run({}, card="Nightshade Peddler", effect=PEDDLER, **peddler_board(paired_with=False))
    assert events(out, "keywords", "applies") == [(["Nightshade Peddler"], "deathtouch", False)]
    assert "not so on this board" in out["narration"]
    es = run({}, "es", card="Nightshade Peddler", effect=PEDDLER, **peddler_board(paired_with=False))
    assert "esté emparejado con otra criatura" in es["narration"]


def test_a_pairing_the_board_does_not_say_is_asked_never_assumed() -> None:
    error = refused(card="Nightshade Peddler", effect=PEDDLER, **peddler_board())
    assert (error.code, error.key, error.field) == ("choice_needed", "apnap.error.paired_needed", "paired_with")
    assert "paired_with: Craw Wurm" in error.suggestions and "paired_with: false" in error.suggestions
    absent = refused(card="Nightshade Peddler", effect=PEDDLER)  # not on the battlefield at all
    assert absent.key == "apnap.error.paired_needed"


def test_with_no_other_creature_the_source_is_unpaired() -> None:  # 702.95a: pairs with another creature
    out = run({}, card="Nightshade Peddler", effect=PEDDLER,
              Dave={"battlefield": [creature("Nightshade Peddler", 1, 1), "Swamp (basic land)"]})
    assert events(out, "applies") == [(["Nightshade Peddler"], False)]


def test_a_partner_that_is_not_there_is_refused() -> None:  # 702.95e: another player's creature can't be the partner
    error = refused(card="Nightshade Peddler", effect=PEDDLER, **peddler_board(paired_with="Hill Giant"))
    assert (error.code, error.key) == ("bad_scenario", "apnap.error.paired_not_there")


def test_a_soulbond_line_in_an_ability_that_resolves_is_refused() -> None:  # 604.1: a static ability never resolves
    error = refused(card="Nightshade Peddler", effect="{T}: " + PEDDLER, **peddler_board(paired_with="Craw Wurm"))
    assert error.code == "unsupported_effect"


@pytest.mark.parametrize(("english", "spanish"), [
    ("As long as this permanent is paired with another creature, both creatures have deathtouch.",
     "Mientras este permanente esté emparejado con otra criatura, ambas criaturas tienen toque mortal."),
    ("As long as this permanent is paired with another creature, each of those creatures gets +1/+1.",
     "Mientras este permanente esté emparejado con otra criatura, cada una de esas criaturas obtiene +1/+1."),
])
def test_the_reading_says_the_pairing_in_both_languages(english: str, spanish: str) -> None:
    plan = plan_of(parse_effect(english, "en"))
    assert render_plan(plan, "en") == english
    assert render_plan(plan, "es") == spanish
    assert [type(s) for s in plan_of(parse_effect(spanish, "es")).steps] == [type(s) for s in plan.steps]
    assert plan_of(parse_effect(render_plan(plan, "en"), "en")) == plan


@pytest.mark.parametrize(("english", "spanish"), [
    ("As long as Test Card is paired with another creature, both creatures have first strike.",
     "Mientras Test Card esté emparejado con otra criatura, ambas criaturas tienen la habilidad de dañar primero."),
    ("As long as Test Card is paired with another creature, each of those creatures gets +1/+1.",
     "Mientras Test Card esté emparejada con otra criatura, cada una de esas criaturas obtiene +1/+1."),
])
def test_printed_spanish_reads_into_the_english_plan(english: str, spanish: str) -> None:
    assert outcome(Pair("Test Card", "Creature — Human Knight", english, spanish), board(4)) == "same"


# ------------------------------------------------------------------------------------------ several kinds (611.3a)
def zombie(name: str, *subtypes: str, power: int = 2, toughness: int = 2) -> dict[str, Any]:
    return creature(name, power, toughness, subtypes=list(subtypes))


def test_each_permanent_of_any_kind_is_changed_once() -> None:  # Death Baron: a Skeleton Zombie gets +1/+1, not +2/+2
    text = "Skeletons you control and other Zombies you control get +1/+1 and have deathtouch."
    out = run({}, card="Death Baron", effect=text,
              Dave={"battlefield": [zombie("Death Baron", "Zombie", "Wizard"), zombie("Drudge Skeletons", "Skeleton"),
                                    zombie("Walking Corpse", "Zombie"), zombie("Skeleton Zombie", "Skeleton", "Zombie"),
                                    zombie("Craw Wurm", "Wurm")]},
              Bob={"battlefield": [zombie("Bob's Zombie", "Zombie")]})
    (event,) = [e for s in out["steps"] for e in s["events"]]
    assert event["objects"] == ["Drudge Skeletons", "Walking Corpse", "Skeleton Zombie"]  # not itself, nor Bob's
    assert (event["pt"], event["keywords"]) == ("+1/+1", "deathtouch")
    assert event["now"] == {"Drudge Skeletons": "3/3", "Walking Corpse": "3/3", "Skeleton Zombie": "3/3"}
    assert {"604.1", "611.3a", "613.4c", "613.1f"} <= set(out["steps"][0]["citations"])


SORIN = "As long as it's your turn, creatures and planeswalkers you control have lifelink."
SORIN_BOARD = {"battlefield": [{"name": "Sorin, Vengeful Bloodlord", "types": ["planeswalker"]},
                               creature("Llanowar Elves", 1, 1), "Swamp (basic land)"]}


def test_creatures_and_planeswalkers_on_your_turn() -> None:  # Sorin, Vengeful Bloodlord
    mine = run({}, card="Sorin, Vengeful Bloodlord", effect=SORIN, active="Dave", Dave=SORIN_BOARD)
    assert events(mine, "keywords", "applies") == [
        (["Sorin, Vengeful Bloodlord", "Llanowar Elves"], "lifelink", True)]
    theirs = run({}, card="Sorin, Vengeful Bloodlord", effect=SORIN, Dave=SORIN_BOARD)  # Bob's turn
    assert events(theirs, "applies") == [(["Sorin, Vengeful Bloodlord", "Llanowar Elves"], False)]


def test_the_source_named_first_and_land_creatures() -> None:  # Sylvan Advocate with six lands
    text = "As long as you control six or more lands, Sylvan Advocate and land creatures you control get +2/+2."
    land_creature = {"name": "Mutavault", "types": ["land", "creature"], "power": 2, "toughness": 2}
    lands = ["Forest (basic land)"] * 5
    out = run({}, card="Sylvan Advocate", effect=text,
              Dave={"battlefield": [creature("Sylvan Advocate", 2, 3), land_creature, creature("Craw Wurm", 6, 4),
                                    *lands]})
    (event,) = [e for s in out["steps"] for e in s["events"]]
    assert (event["objects"], event["pt"], event["applies"]) == (["Sylvan Advocate", "Mutavault"], "+2/+2", True)
    assert event["now"] == {"Sylvan Advocate": "4/5", "Mutavault": "4/4"}


def test_plain_card_types_are_one_filter_as_printed_spanish_reads_them() -> None:  # Fountain Watch
    out = run({}, card="Fountain Watch", effect="Artifacts and enchantments you control have shroud.",
              Dave={"battlefield": [creature("Fountain Watch", 2, 2), {"name": "Sol Ring", "types": ["artifact"]},
                                    {"name": "Pacifism", "types": ["enchantment"]}, creature("Craw Wurm", 6, 4)]})
    assert events(out, "keywords") == [(["Sol Ring", "Pacifism"], "shroud")]  # not Alice's Sol Ring
    english = plan_of(parse_effect("Artifacts and enchantments you control have shroud.", "en"))
    spanish = plan_of(parse_effect("Los artefactos y encantamientos que controlas tienen la habilidad de velo.", "es"))
    assert english.steps[0].objects == spanish.steps[0].objects  # type: ignore[attr-defined]


def test_whose_is_said_of_every_kind_or_refused() -> None:  # "Skeletons you control and Zombies": whose Zombies?
    with pytest.raises(BotError) as info:
        plan_of(parse_effect("Skeletons you control and Zombies get +1/+1.", "en"))
    assert info.value.code == "unsupported_effect"


@pytest.mark.parametrize(("english", "spanish"), [
    ("Skeletons and other Zombies you control get +1/+1 and have deathtouch.",
     "Los Esqueletos y los otros Zombies que controlas obtienen +1/+1 y tienen toque mortal."),
    ("Artifacts and enchantments you control have shroud.",
     "Los artefactos y los encantamientos que controlas tienen velo."),
    ("Saproling creatures and other Treefolk creatures get +1/+1.",
     "Las criaturas Saprolín y las otras criaturas Arbóreo obtienen +1/+1."),
])
def test_the_reading_says_every_kind_with_and(english: str, spanish: str) -> None:  # before: "Artifact or …"
    plan = plan_of(parse_effect(english, "en"))
    assert render_plan(plan, "en") == english
    assert render_plan(plan, "es") == spanish


@pytest.mark.parametrize(("english", "spanish"), [
    ("Skeletons you control and other Zombies you control get +1/+1 and have deathtouch.",
     "Los Esqueletos que controlas y los otros Zombies que controlas obtienen +1/+1 y tienen la habilidad de toque "
     "mortal."),
    ("As long as it's your turn, creatures and planeswalkers you control have lifelink.",
     "Mientras sea tu turno, las criaturas y planeswalkers que controlas tienen la habilidad de vínculo vital."),
    ("Other Treefolk and Forests you control have indestructible.",
     "Los otros Arbóreos y los Bosques que controlas tienen la habilidad de indestructible."),
])
def test_printed_spanish_kinds_read_into_the_english_plan(english: str, spanish: str) -> None:
    assert outcome(Pair("Test Card", "Creature — Zombie Wizard", english, spanish), board(4)) == "same"


# ------------------------------------------------------------------------------------------ cards in a zone (611.3a)
def test_creature_cards_in_your_graveyard_have_haste() -> None:  # only the controller's, only creature cards
    out = run({}, card="Over My Dead Bodies", effect="Creature cards in your graveyard have haste.",
              Dave={"graveyard": ["Elvish Mystic (creature)", "Island (basic land)", "Runeclaw Bear (creature)"]})
    assert events(out, "keywords", "zone") == [(["Elvish Mystic", "Runeclaw Bear"], "haste", "graveyard")]
    assert {"604.1", "611.3a", "613.1f"} <= set(out["steps"][0]["citations"])


def test_a_keyword_keeps_its_cost() -> None:  # Tectonic Reformation: "cycling {R}" (702.29a), never "cycling"
    out = run({}, card="Tectonic Reformation", effect="Each land card in your hand has cycling {R}.",
              Dave={"hand": ["Forest (basic land)", "Duress (sorcery)"]})
    assert events(out, "keywords", "zone") == [(["Forest"], "cycling {R}", "hand")]


def test_a_hand_nobody_described_is_said_never_taken_as_empty() -> None:
    out = run({}, card="Tectonic Reformation", effect="Each land card in your hand has cycling {R}.",
              Dave={"hand": 3})
    assert "hand is not fully described" in " ".join(out["warnings"])


@pytest.mark.parametrize(("english", "spanish"), [
    ("Creature cards in your graveyard have haste.", "Las cartas de criatura en tu cementerio tienen prisa."),
    ("Each land card in your hand has cycling {R}.", "Cada carta de tierra en tu mano tiene ciclo {R}."),
    ("Each creature card in your graveyard has unearth {2}{B}.",
     "Cada carta de criatura en tu cementerio tiene desenterrar {2}{B}."),
])
def test_cards_in_a_zone_said_and_read_in_both_languages(english: str, spanish: str) -> None:
    plan = plan_of(parse_effect(english, "en"))
    assert render_plan(plan, "en") == english
    assert render_plan(plan, "es") == spanish
    assert outcome(Pair("Test Card", "Enchantment", english, spanish), board(4)) == "same"


def test_keywords_that_trigger_on_attack_or_cast_may_be_granted() -> None:  # Sublime Archangel's exalted (702.83)
    out = run({}, card="Sublime Archangel", effect="Other creatures you control have exalted.",
              Dave={"battlefield": [creature("Sublime Archangel", 4, 3), creature("Craw Wurm", 6, 4)]})
    assert events(out, "keywords") == [(["Craw Wurm"], "exalted")]


# ------------------------------------------------------------------------------------------ conditions (611.3a)
KNIGHT = "Knight of Malice gets +1/+0 as long as any player controls a white permanent."


def test_any_player_controls_is_any_one_of_them() -> None:  # Knight of Malice: Alice's Serra Angel is white
    out = run({}, card="Knight of Malice", effect=KNIGHT, Dave={"battlefield": [creature("Knight of Malice", 2, 2)]})
    assert events(out, "pt", "applies") == [(["Knight of Malice"], "+1/+0", True)]
    plan = plan_of(parse_effect("This permanent gets +1/+0 as long as any player controls a white permanent.", "en"))
    said = render_plan(plan, "es")  # before: "mientras a player controle …" (English in a Spanish reading)
    assert said == "Este permanente obtiene +1/+0 mientras un jugador controle un permanente blanco."
    assert [type(s) for s in plan_of(parse_effect(said, "es")).steps] == [type(s) for s in plan.steps]
