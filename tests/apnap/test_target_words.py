"""Target words (issue #22, session 23): kinds joined by "and/or" and the bench's targets for every target word.

Real Oracle text and printed Spanish on the standard board (realcards.py: Dave controls, Bob is active; Alice has
Sol Ring and Oblivion Ring, Bob Mind Stone and Hill Giant). "Destroy up to two target artifacts and/or enchantments"
(115.1, 601.2c): each target is an artifact, an enchantment or both, which is what "or" between kinds takes; a
creature named is not a legal target (608.2b). The bench (tests/apnap/corpus.py) fills every target word of an
ability its board cannot fill one name at a time ("two target enchantments", "X target snow lands", two words of their
own kinds, a modal spell's spell and permanent) with legal objects made to the plan's reading, and lists them in
``bench_completion``. Each test failed before: the words were refused, or the bench answered with a bad scenario.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap import abilities_of
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from tests.apnap import corpus
from tests.apnap.realcards import other_warnings, resolve_card

FORCE_OF_VIGOR = "Destroy up to two target artifacts and/or enchantments."
FORCE_OF_VIGOR_ES = "Destruye hasta dos artefactos y/o encantamientos objetivo."
CONSIGN_TO_DUST = "Destroy any number of target artifacts and/or enchantments."
CONSIGN_TO_DUST_ES = "Destruye cualquier número de artefactos y/o encantamientos objetivo."


def destroyed(result: dict[str, Any]) -> list[str]:
    return [o for s in result["steps"] for e in s["events"] if e["action"] == "destroy" for o in e["objects"]]


@pytest.mark.parametrize(("lang", "text"), [("en", FORCE_OF_VIGOR), ("es", FORCE_OF_VIGOR_ES)])
def test_force_of_vigor_destroys_an_artifact_and_an_enchantment(lang: str, text: str) -> None:
    """Force of Vigor: Bob's Mind Stone (an artifact) and Alice's Oblivion Ring (an enchantment), both destroyed."""
    result = resolve_card(text, lang=lang, card="Force of Vigor", target=["Mind Stone", "Oblivion Ring"])
    assert sorted(destroyed(result)) == ["Mind Stone", "Oblivion Ring"]
    assert ("Oblivion Ring" in result["narration"]) and ("destroy" in result["narration"] if lang == "en"
                                                         else "destruye" in result["narration"])


@pytest.mark.parametrize(("lang", "text"), [("en", CONSIGN_TO_DUST), ("es", CONSIGN_TO_DUST_ES)])
def test_consign_to_dust_never_destroys_a_creature_named_with_a_legal_target(lang: str, text: str) -> None:
    """Consign to Dust: Hill Giant is neither an artifact nor an enchantment, so it could not have been chosen (115.1,
    601.2c): refused, naming it (session 34; it destroyed Sol Ring and said Hill Giant was illegal as it resolved,
    608.2b, before). Nothing is destroyed."""
    from bot.errors import BotError

    with pytest.raises(BotError) as refused:
        resolve_card(text, lang=lang, card="Consign to Dust", target=["Sol Ring", "Hill Giant"])
    assert refused.value.code == "bad_scenario" and refused.value.key == "apnap.error.target_not_legal"
    assert "Hill Giant" in str(refused.value) and "601.2c" in str(refused.value)


def test_consign_to_dust_any_number_reads_the_same_in_both_languages() -> None:
    """Printed Spanish reads into the same plan as the English (the count and both kinds)."""
    en = plan_of(parse_effect(CONSIGN_TO_DUST, "en")).steps[0]
    es = plan_of(parse_effect(CONSIGN_TO_DUST_ES, "es")).steps[0]
    assert en.count == es.count and en.count.any_number
    assert en.objects.alternatives == es.objects.alternatives
    assert {k for alt in en.objects.alternatives for k in alt[0]} == {"artifact", "enchantment"}


def test_and_or_colours_still_qualify_the_noun() -> None:
    """"white and/or blue creatures" is still read as colours of one kind (105.2), not as two kinds."""
    step = plan_of(parse_effect("Destroy two target white and/or blue creatures.", "en")).steps[0]
    assert step.objects.colors == {"white", "blue"} and len(step.objects.alternatives) == 1


# ------------------------------------------------------------------ the bench's targets for every target word
def _item(card: str, index: int = 1) -> corpus.CorpusAbility:
    """The card's ability as the bench's samples give it (the corpus's text, type line and mana cost)."""
    found = corpus.card_database()[card.casefold()]
    line = next(a.text for a in abilities_of(found.text) if a.index == index)
    return corpus.CorpusAbility(found.name, found.text, index, line, found.type_line, found.mana_cost or "")


@pytest.mark.parametrize(("card", "made"), [
    ("Peace and Quiet", 2),  # "Destroy two target enchantments": the board has one
    ("Avalanche", 2),  # "Destroy X target snow lands" (X is the bench's 2)
    ("Wing Puncture", 2),  # "Target creature you control … to target creature with flying": one of each kind
    ("Energy Chamber", 1),  # a mode's "target artifact creature"
    ("Silumgar's Command", 2),  # modes 1 and 2: a noncreature spell and a permanent
])
def test_the_bench_names_legal_targets_for_every_target_word(card: str, made: int) -> None:
    item = _item(card)
    result = corpus.resolve_ability(item, corpus.board(4))
    done = result["bench_completion"]
    named = [n for n in done["target"] if str(n).startswith(corpus_target_words_made())]
    assert len(named) == made, done
    assert result["steps"] and not any(n in w for w in other_warnings(result) for n in named)


def corpus_target_words_made() -> str:
    from tests.apnap.corpus_target_words import MADE

    return MADE


def test_the_bench_puts_a_spell_word_s_object_on_the_stack_and_the_controller_s_own_for_you_control() -> None:
    """League Guildmage copies "target instant or sorcery spell you control": the made spell is Dave's."""
    item = _item("League Guildmage", 2)
    done = corpus.resolve_ability(item, corpus.board(4))["bench_completion"]
    assert [s["controller"] for s in done["spells"]] == ["Dave"]


# ------------------------------------------------------------------ "… damage to each of two target creatures"
JAGGED_LIGHTNING = "Jagged Lightning deals 3 damage to each of two target creatures."
JAGGED_LIGHTNING_ES = "El Relámpago dentado hace 3 puntos de daño a cada una de dos criaturas objetivo."


def _damaged(result: dict[str, Any]) -> dict[str, int]:
    return {o: e["amount"] for s in result["steps"] for e in s["events"] if e["action"] == "damage"
            for o in e["objects"]}


@pytest.mark.parametrize(("lang", "text"), [("en", JAGGED_LIGHTNING), ("es", JAGGED_LIGHTNING_ES)])
def test_jagged_lightning_deals_the_whole_amount_to_each_target(lang: str, text: str) -> None:
    """Jagged Lightning (601.2c, 120.3): 3 damage to Hill Giant and 3 to Grizzly Bears, at once; both die (704.5g).
    Not a division: nothing is asked but the targets."""
    result = resolve_card(text, lang=lang, card="Jagged Lightning", target=["Hill Giant", "Grizzly Bears"])
    assert _damaged(result) == {"Hill Giant": 3, "Grizzly Bears": 3}
    reading = result["reading"]
    assert reading == ("Jagged Lightning deals 3 damage to each of two target creatures." if lang == "en" else
                       "Jagged Lightning hace 3 puntos de daño a cada una de dos criaturas objetivo.")


def test_jagged_lightning_a_target_that_could_not_be_chosen_is_refused() -> None:
    """Sol Ring is no creature: it could not have been chosen for "two target creatures" (601.2c), so the scenario is
    refused naming it (session 34; it was "illegal as it resolves", 608.2b, and Hill Giant dealt 3, before)."""
    from bot.errors import BotError

    with pytest.raises(BotError) as refused:
        resolve_card(JAGGED_LIGHTNING, card="Jagged Lightning", target=["Hill Giant", "Sol Ring"])
    assert refused.value.key == "apnap.error.target_not_legal" and "Sol Ring" in str(refused.value)


def test_jagged_lightning_with_one_target_named_asks_for_the_second() -> None:
    """"two target creatures": exactly two (601.2c); one named is asked, never resolved on one."""
    from bot.errors import BotError

    with pytest.raises(BotError) as raised:
        resolve_card(JAGGED_LIGHTNING, card="Jagged Lightning", target=["Hill Giant"])
    assert raised.value.code == "choice_needed" and raised.value.field == "target"
