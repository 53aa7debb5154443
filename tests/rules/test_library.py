"""Look-ups through the Core on a real database."""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.contract import define, rule


async def test_rule_101_4(core):
    r = await rule(core, "CR 101.4")
    assert r["number"] == "101.4" and r["effective"] == "2026-04-17" and r["lang"] == "en"
    assert r["children"] == ["101.4a", "101.4b", "101.4c", "101.4d", "101.4e"]
    assert r["examples"][0].startswith("Example: A card reads “Each player sacrifices a creature.”")
    assert r["parent"] == "101" and r["translation"]["status"] == "source"
    assert r["citation"] == "CR 101.4 — effective 2026-04-17"


@pytest.mark.parametrize("ref", ["101.4a", "rule 101.4a", "regla 101.4a", "101.4 a", "CR 101.4A"])
async def test_reference_forms(core, ref):
    assert (await rule(core, ref))["number"] == "101.4a"


async def test_sections_and_headings_list_their_rules(core):
    section = await rule(core, "7")
    assert section["text"] == "Additional Rules" and "702" in section["children"]
    heading = await rule(core, "702")
    assert heading["children"][:3] == ["702.1", "702.2", "702.3"]


async def test_keyword_title_leads_to_its_defining_subrule(core):
    r = await rule(core, "702.19")
    assert r["text"] == "Trample" and r["defined_in"] == "702.19a"
    assert (await rule(core, "trample"))["number"] == "702.19"


@pytest.mark.parametrize(
    "ref, code",
    [("999.9", "not_found"), ("101.4z", "not_found"), ("abc", "bad_reference"), ("", "bad_reference"),
     ("x" * 10_000, "bad_reference"), ("\x00\x07\x1b[2J", "bad_reference"), ("@everyone", "bad_reference")],
)
async def test_bad_references_give_codes_and_suggestions(core, ref, code):
    with pytest.raises(BotError) as info:
        await rule(core, ref)
    assert info.value.code == code
    assert info.value.suggestions
    assert len(info.value.message) < 300


async def test_not_found_suggests_the_nearest_existing_rules(core):
    with pytest.raises(BotError) as info:
        await rule(core, "101.4z")
    assert info.value.suggestions[:2] == ["101.4", "101.4a"]


async def test_define_follows_see_entries(core):
    d = await define(core, "APNAP")
    assert d["term"] == "Active Player, Nonactive Player Order"
    assert d["rules"][0] == "101.4" and "APNAP Order" in d["aliases"]
    assert (await define(core, "Controller"))["term"] == "Control, Controller"
    assert (await define(core, "converted mana cost"))["obsolete"] is True


async def test_define_unknown_term_suggests(core):
    with pytest.raises(BotError) as info:
        await define(core, "zzzz nothing")
    assert info.value.code == "not_found"


async def test_unknown_version(core):
    with pytest.raises(BotError) as info:
        await rule(core, "101.4", version="1999-01-01")
    assert info.value.code == "not_found" and "2026-04-17" in info.value.suggestions
    with pytest.raises(BotError) as info:
        await rule(core, "101.4", version="not a date")
    assert info.value.code == "bad_date"  # titled "That is not a date", not "not a rule number"
