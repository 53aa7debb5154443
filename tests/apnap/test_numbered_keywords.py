"""Keyword abilities printed with a number (702.23a rampage, 702.45a bushido, 702.64a absorb, 702.68a frenzy, 702.70a
poisonous, 702.86a annihilator, 702.130a afflict, 702.164a toxic): "That creature gains bushido 1" (Sensei
Golden-Tail), "Sliver creatures have poisonous 1" (Virulent Sliver), "Equipped creature gets +2/+0 and has afflict 1"
(Dagger of the Worthy). The grammar read one word for a keyword, so the number was refused as words not understood.
The keyword is kept with its number; each but absorb acts only in combat (a declared attacker or blocker, combat
damage to a player), which no resolution reaches; absorb prevents part of the damage dealt to its creature, which the
engine does not follow: damage dealt to such a creature is refused by name (702.64a), never dealt in full. A word
that takes no number ("flying 2", "flanking 2") and a numbered keyword without its number stay refused. English and
printed Spanish ("desenfreno 2", "aniquilador 2", the terminology's names)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.apnap.grammar.lexicon import NUMBERED_KEYWORDS
from bot.apnap.grammar.spanish_terms import keyword_es
from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card
from tests.apnap.test_spanish_no_english import leaks


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("Target creature gains bushido 1 until end of turn.", None, "Hill Giant: gains bushido 1 until end of turn"),
    ("La criatura objetivo gana bushido 1 hasta el final del turno.", "es",
     "Hill Giant: gana bushido 1 hasta el final del turno"),
    ("Target creature gets +2/+0 and gains rampage 2 until end of turn.", None, "gains rampage 2"),
    ("La criatura objetivo obtiene +2/+0 y gana desenfreno 2 hasta el final del turno.", "es", "desenfreno 2"),
])
def test_a_target_gains_a_keyword_with_its_number(text: str, lang: str | None, said: str) -> None:
    out = resolve_card(text, lang, card="Numbered Grant", target="Hill Giant")
    [event] = out["steps"][0]["events"]
    assert event["objects"] == ["Hill Giant"] and event["keywords"] in ("bushido 1", "rampage 2")
    assert said in out["narration"]
    assert "613.1f" in out["citations"]
    if lang:
        assert leaks(out["narration"], {"Hill Giant", "Numbered Grant", "Bob", "Dave"}) == []


@pytest.mark.parametrize(("text", "lang", "keyword"), [
    ("Creatures you control have annihilator 2.", None, "annihilator 2"),
    ("Las criaturas que controlas tienen aniquilador 2.", "es", "annihilator 2"),
    ("Creatures you control have poisonous 1.", None, "poisonous 1"),
    ("Creatures you control have toxic 1.", None, "toxic 1"),
])
def test_a_static_gives_a_keyword_with_its_number(text: str, lang: str | None, keyword: str) -> None:
    out = resolve_card(text, lang)  # no card named: the source is not one of them (the warning says so)
    [event] = out["steps"][0]["events"]
    assert event["keywords"] == keyword and event["objects"] == ["Llanowar Elves", "Craw Wurm"]
    assert (keyword_es(keyword) if lang else keyword) in out["narration"]


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(keyword=st.sampled_from(sorted(NUMBERED_KEYWORDS)), number=st.integers(1, 9))
def test_every_numbered_keyword_is_kept_with_its_number(keyword: str, number: int) -> None:
    out = resolve_card(f"Target creature gains {keyword} {number} until end of turn.", card="Numbered Grant",
                       target="Hill Giant")
    assert out["steps"][0]["events"][0]["keywords"] == f"{keyword} {number}"


@pytest.mark.parametrize("text", [
    "Target creature gains flying 2 until end of turn.",  # takes no number (702.9a)
    "Target creature gains flanking 2 until end of turn.",  # takes no number (702.25a)
    "Target creature gains bushido until end of turn.",  # its number left out: which N is not guessed
])
def test_a_number_a_keyword_does_not_take_is_refused(text: str) -> None:
    with pytest.raises(BotError) as caught:
        resolve_card(text, card="Numbered Grant", target="Hill Giant")
    assert caught.value.key == "apnap.error.unsupported_effect"


@pytest.mark.parametrize(("lang", "keyword"), [(None, "absorb 2"), ("es", "absorber 2")])
def test_damage_to_a_creature_with_absorb_is_refused_by_name(lang: str | None, keyword: str) -> None:
    """702.64a: absorb prevents N of the damage; not followed, so the damage is never dealt in full."""
    text = "Numbered Blast deals 3 damage to each creature."
    bears = creature("Grizzly Bears", 2, 2, colors=["green"], keywords=["absorb 2"])
    with pytest.raises(BotError) as caught:
        resolve_card(text, lang, card="Numbered Blast", Alice={"battlefield": [bears]})
    assert caught.value.key == "apnap.error.absorb_unfollowed"
    assert keyword in str(caught.value) and "702.64a" in str(caught.value)
