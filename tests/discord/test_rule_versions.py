"""/rule version: a judge cites the exact text of an older release, and its buttons stay in it.

701.26 is Abandon in the 2024-11-08 release and Tap and Untap in 2026-04-17 (Abandon moved to
701.33), so showing the wrong release is visible in the text.
"""

from __future__ import annotations

from bot.frontends.console import Console
from bot.presentation.actions import Actions
from tests.discord.discord_fakes import (
    FakeInteraction,
    click,
    embed_of,
    item,
    items_of,
    run_command,
    text_of,
)

OLD = "2024-11-08"


async def test_an_older_release_is_cited_with_its_own_date_and_text(all_versions_core):
    actions = Actions(all_versions_core)
    old = await actions.rule("701.26", "en", version=OLD)
    now = await actions.rule("701.26", "en")
    assert old.embeds[0].title == f"CR 701.26 — effective {OLD}" and "Abandon" in old.embeds[0].description
    assert now.embeds[0].title == "CR 701.26 — effective 2026-04-17" and "Tap and Untap" in now.embeds[0].description
    assert any(f.value == f"`CR 701.26 — effective {OLD}`" for f in old.embeds[0].fields)  # the copyable line
    # No link to the CR online: its anchor for 701.26 is today's rule, not this one.
    assert not [b for b in old.buttons() if b.style == "link"] and [b for b in now.buttons() if b.style == "link"]
    # Asking for the current release by date is the same as not asking.
    assert await actions.rule("701.26", "en", version="2026-04-17") is now


async def test_buttons_and_menus_on_an_old_rule_stay_in_that_release(all_versions_core):
    actions = Actions(all_versions_core)
    old = await actions.rule("701.26", "es", version=OLD)
    ids = [b.custom_id for b in old.buttons() if b.custom_id]
    assert ids and all(cid.endswith(f"@{OLD}") for cid in ids if not cid.startswith("mtg:n"))
    subrules, _ = await actions.component(f"mtg:s:es:0:701.26@{OLD}", [], user_id=1)
    assert "701.26a" in subrules.embeds[0].description and "abandoned" in subrules.embeds[0].description
    [select] = subrules.selects()
    assert all(o.value.endswith(f"@{OLD}") for o in select.options)
    opened, _ = await actions.component(select.custom_id, [select.options[0].value], user_id=1)
    assert opened.embeds[0].title == f"CR 701.26a — vigente desde {OLD}"
    parent, _ = await actions.component(f"mtg:r:es:0:701@{OLD}", [], user_id=1)
    assert parent.embeds[0].title == f"CR 701 — vigente desde {OLD}"
    # Spanish follows the current release only: the old text is the English, and says so.
    assert old.embeds[0].author and "inglés" in old.embeds[0].author


async def test_the_command_takes_a_version_and_refuses_a_bad_one(all_versions_core):
    from tests.discord.botkit import make_bot

    bot = await make_bot(all_versions_core)
    try:
        rules = bot.get_cog("Rules")
        inter = await run_command(bot, rules.rule, FakeInteraction(bot), reference="701.26", version=OLD)
        assert embed_of(inter.first).title == f"CR 701.26 — effective {OLD}"
        assert all(i.custom_id.endswith(f"@{OLD}") for i in items_of(inter.first) if i.custom_id)
        sub = await click(bot, item(inter.first, "mtg:s:"), user_id=222)
        assert "abandoned" in text_of(sub.first)
        for bad, words in (("yesterday", "not a date"), ("2019-01-01", "No rules effective 2019-01-01")):
            inter = await run_command(bot, rules.rule, FakeInteraction(bot), reference="101.4", version=bad)
            assert inter.first["ephemeral"] is True and words in text_of(inter.first), bad
            if bad == "yesterday":  # the title says what is wrong: a date, not a rule number
                assert embed_of(inter.first).title == "⚠ That is not a date"
        choices = await rules.version_autocomplete(FakeInteraction(bot), "2024")
        assert [c.value for c in choices] == [OLD]
    finally:
        await bot.close()


async def test_the_console_takes_the_same_option(all_versions_core):
    console = Console(all_versions_core)
    out = await console.handle(f"/rule 701.26 version:{OLD}")
    assert f"CR 701.26 — effective {OLD}" in out and "Abandon" in out


async def test_an_older_release_shows_the_translation_where_its_english_is_the_one_translated(all_versions_core):
    """Review A40: 101.4 reads word for word the same in 2024-11-08 and 2026-04-17, so its Spanish
    applies; 701.26 (Abandon then, Tap and Untap now) still falls back to the English."""
    actions = Actions(all_versions_core)
    old = await actions.rule("101.4", "es", version=OLD)
    assert old.embeds[0].title == f"CR 101.4 — vigente desde {OLD}"
    assert "el jugador activo" in old.embeds[0].description and "active player" not in old.embeds[0].description
    assert not (old.embeds[0].author or "").count("inglés")
    changed = await actions.rule("701.26", "es", version=OLD)
    assert "Abandon" in changed.embeds[0].description
