"""One way to route a click (issue 25): every custom id decodes through the grammar registered for
its prefix (ids.py) into a typed id, one registry names the handler of each prefix
(clicks.ROUTES), and any front end presses through ``Actions.click``."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.errors import BotError
from bot.presentation import ids
from bot.presentation.actions import Actions
from bot.presentation.clicks import ROUTES, Click, ClickReply, route
from bot.presentation.ids import (
    GRAMMARS,
    CardId,
    RuleId,
    TableId,
    card_id,
    decode,
    mtg_id,
    parse_custom_id,
    table_id,
)
from bot.presentation.limits import fits
from bot.services.resolve import ResolveRequest, Seat
from cogs.ui import Component

#: Ids exactly as earlier releases sent them: buttons in old messages must still answer.
OLD_IDS = {
    "mtg:r:en:0:101.4": RuleId("r", False, "en", 0, "101.4"),
    "mtg:s:es:0:701.26@2024-08-02": RuleId("s", False, "es", 0, "701.26@2024-08-02"),
    "mtg:c+:es:3:a|b|c": RuleId("c", True, "es", 3, "a|b|c"),
    "mtg:o:en:0:-": RuleId("o", False, "en", 0, "-"),
    "tbl:abcdef12:pick:4:2": TableId("abcdef12", "pick", 4, "2"),
    "tbl:abcdef12:open:0": TableId("abcdef12", "open", 0, None),
    "crd:p:es:1:0123456789ab": CardId("p", "es", 1, "0123456789ab"),
    "crd:v:en:0:0123456789ab": CardId("v", "en", 0, "0123456789ab"),
}
TEMPLATE: re.Pattern[str] = Component.__discord_ui_compiled_template__


@pytest.mark.parametrize("custom_id", sorted(OLD_IDS))
def test_ids_sent_by_earlier_releases_still_decode_and_reach_discord(custom_id):
    assert decode(custom_id) == OLD_IDS[custom_id]
    assert TEMPLATE.fullmatch(custom_id)
    assert fits(custom_id)  # card ids too: one decoder knows every prefix
    assert parse_custom_id(custom_id)["kind"] == custom_id[:3]  # type: ignore[index]


@pytest.mark.parametrize("custom_id", ["", "mtg:", "mtg:rr:en:0:1", "mtg:r:fr:0:1", "tbl:XYZ:open:0",
                                       "crd:q:en:0:0123456789ab", "crd:p:en:0:short", "other:r:en:0:1"])
def test_anything_else_decodes_to_nothing(custom_id):
    assert decode(custom_id) is None
    assert parse_custom_id(custom_id) is None


LANG = st.sampled_from(["en", "es"])
PAGE = st.integers(0, 9999)


@given(st.sampled_from("rsxagqcon"), st.booleans(), LANG, PAGE,
       st.text(st.characters(codec="utf-8", exclude_characters="\n"), max_size=80))
def test_rule_ids_round_trip(action, nav, lang, page, arg):
    assert decode(mtg_id(action, lang, page, arg, nav=nav)) == RuleId(action, nav, lang, page, arg)


@given(st.text("0123456789abcdef", min_size=6, max_size=16), st.sampled_from(["open", "page", "pick", "cancel"]),
       st.integers(0, 99999), st.none() | st.text(st.characters(codec="ascii", exclude_characters="\n"), max_size=40))
def test_table_ids_round_trip(session, action, seq, arg):
    custom_id = table_id(session, action, seq, arg)
    assert decode(custom_id) == TableId(session, action, seq, arg)
    assert TEMPLATE.fullmatch(custom_id)


@given(st.sampled_from("pv"), LANG, PAGE, st.text("0123456789abcdef", min_size=12, max_size=12))
def test_card_ids_round_trip(action, lang, page, key):
    custom_id = card_id(action, lang, page, key)
    assert decode(custom_id) == CardId(action, lang, page, key)
    assert TEMPLATE.fullmatch(custom_id)


def test_every_prefix_has_one_route_and_the_dynamic_item_matches_it():
    assert set(ROUTES) == set(GRAMMARS)
    assert {RuleId.prefix, TableId.prefix, CardId.prefix} <= set(GRAMMARS)
    assert all(TEMPLATE.fullmatch(f"{prefix}:x") for prefix in GRAMMARS)


@pytest.fixture
def registries():
    """The registries as they were before the test (a test's own prefix does not outlive it)."""
    grammars, routes = dict(GRAMMARS), dict(ROUTES)
    yield
    GRAMMARS.clear()
    GRAMMARS.update(grammars)
    ROUTES.clear()
    ROUTES.update(routes)


def test_a_prefix_is_taken_once(registries):
    with pytest.raises(ValueError, match="taken"):
        ids.grammar("mtg", r"(?P<n>\d+)", lambda m: int(m["n"]))
    with pytest.raises(ValueError, match="lowercase"):
        ids.grammar("Bad", r"x", lambda m: m[0])
    again = ids.grammar("mtg", ids.RULE_IDS.pattern.pattern[len("mtg:"):], ids.RULE_IDS.read)  # a reloaded module
    assert again.read_id("mtg:r:en:0:101.4") == RuleId("r", False, "en", 0, "101.4")


async def test_a_registered_grammar_without_a_handler_is_refused_then_answered(core, registries):
    """A prefix registered later reaches the router like the bot's own: refused while it has no
    handler, answered by its handler once one is registered."""
    echo = ids.grammar("echo", r"(?P<word>[a-z]{1,10})", lambda m: m["word"])
    actions = Actions(core)
    with pytest.raises(BotError) as info:
        await actions.click(Click("echo:hello", user_id=1))
    assert info.value.code == "bad_component"

    @route(echo)
    async def echo_click(actions: Actions, word: str, click: Click) -> ClickReply:
        from bot.presentation import notice_message

        return ClickReply(notice_message(word.upper(), click.lang))

    reply = await actions.click(Click("echo:hello", user_id=1))
    assert reply.message is not None and "HELLO" in (reply.message.content or "")
    assert TEMPLATE.fullmatch("echo:hello")


async def test_a_forged_id_is_refused_with_a_catalogue_error(core):
    with pytest.raises(BotError) as info:
        await Actions(core).click(Click("mtg:zz", user_id=1))
    assert info.value.code == "bad_component"


async def test_a_table_click_is_answered_without_discord(core):
    """Table buttons used to be read inside the resolver cog; now any front end can press them."""
    actions = Actions(core)
    gone = await actions.click(Click(table_id("abcdef12", "open", 0), user_id=1, lang="es"))
    assert gone.message is not None and "terminó" in (gone.message.content or "")
    request = ResolveRequest(lang="en", effect="Each player sacrifices a creature.",
                             players=(Seat("Alice", 1), Seat("Bob", 2)),
                             board="Alice: Grizzly Bears (creature), Llanowar Elves (creature); "
                                   "Bob: Hill Giant (creature), Elvish Mystic (creature)")
    session = await core.table.create(request, owner_id=1, channel_id=5, guild_id=6)
    await session.start()
    try:
        stranger = await actions.click(Click(table_id(session.id, "open", 0), user_id=99))
        assert stranger.message is not None and "not playing" in (stranger.message.content or "")
        opened = await actions.click(Click(table_id(session.id, "open", 0), user_id=1))
        assert opened.mode == "new" and opened.message is not None and opened.message.ephemeral
        [menu] = [c for row in opened.message.components for c in row if c.custom_id.startswith("tbl:")]
        value = next(o.value for o in menu.options if o.label == "Grizzly Bears")
        picked = await actions.click(Click(menu.custom_id, user_id=1, values=(value,), message_ephemeral=True))
        assert picked.mode == "update" and "Grizzly Bears" in (picked.message.content or "")
        assert picked.after is not None and await picked.after() is None  # the answer is played
        assert session.prompt_view() is not None and session.prompt_view().player == "Bob"
    finally:
        await session.cancel(None, force=True)
