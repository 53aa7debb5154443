"""Every message the bot can post fits Discord's limits — proven over the whole 2026-04-17 CR.

Every rule (every page of it, its examples, subrules and see-also lists), every glossary entry and
the results of many searches are rendered in English and Spanish (Spanish falls back to English,
marked, where the translation is missing) and checked against every limit. ``finish`` never had
to cut anything, long texts are paged, and a rule is never cut unless it alone exceeds a page.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bot import presentation
from bot.frontends.text import to_text
from bot.i18n.translation import default_translations
from bot.presentation import limits
from bot.presentation.actions import Actions
from bot.services.rules import RulesService
from bot.services.search import SearchService
from bot.services.views import RuleView
from tests.discord.botkit import shared_library, shared_search


def ok(msg: presentation.Message, what: str) -> None:
    problems = presentation.validate(msg)
    assert not problems, (what, problems)
    assert not msg.clamped, (what, "finish() had to cut something")


def pages_in(msg: presentation.Message) -> int:
    footer = msg.embeds[0].footer or ""
    m = re.search(r"(?:Page|Página) \d+ (?:of|de) (\d+)", footer)
    return int(m[1]) if m else 1


@pytest.mark.parametrize("lang", ["en", "es"])
async def test_every_rule_and_list_renders_within_limits(dcore, lang):
    book = dcore.rules.current
    views = {n: dcore.rules.view(r, book, lang) for n, r in book.rules.items()}
    statuses = {v.status for v in views.values()}
    if lang == "es":
        assert "translated" in statuses  # the Spanish translation is there…
    checked = 0
    for number, r in views.items():
        children = [views[c] for c in r.children] if r.kind in ("section", "heading") else None
        defined = views.get(r.defined_in or "")
        first = presentation.rule_message(r, children=children, defined=defined)
        ok(first, number)
        if lang == "es" and r.status == "missing":
            assert first.embeds[0].author  # …and English fallbacks are marked
        for page in range(1, pages_in(first)):
            ok(presentation.rule_message(r, page=page, children=children, defined=defined),
               f"{number} p{page + 1}")
        lists = []
        if r.examples:
            lists.append(("x", list(r.examples)))
        if r.children and r.kind in ("rule", "subrule"):
            lists.append(("s", [views[c] for c in r.children]))
        if r.see_also:
            lists.append(("a", [views[n] for n in r.see_also if n in views]))
        for kind, items in lists:
            msg = presentation.rule_list_message(kind, r, items)
            ok(msg, f"{number} {kind}")
            descriptions = [msg.embeds[0].description]
            for page in range(1, pages_in(msg)):
                more = presentation.rule_list_message(kind, r, items, page=page)
                ok(more, f"{number} {kind} p{page + 1}")
                descriptions.append(more.embeds[0].description)
            # Never cut mid-rule: each item shorter than a page appears whole on one page.
            for it in items:
                block = it if isinstance(it, str) else f"**{it.number}** {it.text}"
                if len(block) <= limits.PAGE_CHARS:
                    assert sum(block in d for d in descriptions) == 1, (number, kind, block[:60])
        checked += 1
    assert checked == len(book.rules) > 3000


@pytest.mark.parametrize("lang", ["en", "es"])
async def test_every_glossary_entry_renders_within_limits(dcore, lang):
    actions = Actions(dcore)
    glossary = dcore.rules.current.glossary
    for index in range(len(glossary)):
        msg = await actions.glossary(index, lang)
        ok(msg, glossary[index].headword)
        for page in range(1, pages_in(msg)):
            ok(await actions.glossary(index, lang, page=page), glossary[index].headword)
    assert len(glossary) > 700


def _rules_without_store() -> RulesService:
    return RulesService(None, shared_library(), default_translations())


QUERIES = [
    "who chooses first when each player sacrifices", "trample", "arrollar", "deathtuch", "toque mortal",
    "mana value", "valor de maná", "APNAP", "JAJNA", "101.4", "regla 603.3b", "CR 702.19c", "state-based actions",
    "acciones basadas en estado", "what happens when a player draws from an empty library", "commander damage",
    "daño de comandante", "two-headed giant life", "stack", "la pila", "@everyone <@123> trample", "x" * 300,
    "¿quién elige primero?", "banding", "protection from red", "sacrificar", "extra turn", "vote council",
]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(query=st.one_of(st.sampled_from(QUERIES), st.text(min_size=1, max_size=150)),
       lang=st.sampled_from(["en", "es"]), search_lang=st.sampled_from(["en", "es", "auto"]),
       limit=st.integers(1, 25))
def test_search_results_render_within_limits(query, lang, search_lang, limit):
    ids = _rules_without_store().glossary_ids()
    result = SearchService(shared_search).search(query, lang=search_lang, limit=limit)
    msg = presentation.search_message(result, lang, glossary_ids=ids)
    ok(msg, query)
    text = to_text(msg)
    assert "@everyone" not in text and "<@123>" not in text
    for select in msg.selects():
        for option in select.options:
            kind, _, key = option.value.partition(":")
            assert kind in ("r", "g") and key


# --- the primitives, on made-up text ------------------------------------------------------------

sentence = st.builds(lambda words, end: " ".join(words) + end,
                     st.lists(st.text("abcdefghij ¿¡áé", min_size=1, max_size=12), min_size=1, max_size=40),
                     st.sampled_from([".", "!", "?", ":", ";", ""]))
paragraph = st.builds(" ".join, st.lists(sentence, min_size=1, max_size=30))


@settings(max_examples=200, deadline=None)
@given(blocks=st.lists(paragraph, min_size=1, max_size=12), limit=st.integers(60, 1500))
def test_paging_never_overflows_and_never_splits_a_block_that_fits(blocks, limit):
    pages = presentation.paginate(blocks, limit=limit, marker="(continued)")
    for page in pages:
        assert len(page.text) <= limit
    texts = [p.text for p in pages]
    for i, block in enumerate(blocks):
        pieces = [piece for p in pages for (j, piece) in p.items if j == i]
        if len(block) <= limit:
            assert pieces == [block]
        else:
            assert all(len(piece) <= limit for piece in pieces)
            assert all(piece.endswith("(continued)") for piece in pieces[:-1])
            rebuilt = " ".join(piece.removesuffix(" (continued)") for piece in pieces)
            assert rebuilt.split() == block.split()  # nothing lost, nothing reordered
    assert sum(len(p.items) for p in pages) >= len(blocks)
    assume(texts)


@given(st.text(max_size=300))
def test_neutralize_makes_every_mention_inert(text):
    out = presentation.neutralize(text)
    assert presentation.neutralize(out) == out
    assert not re.search(r"<@[!&]?\d", out)
    assert not re.search(r"@(everyone|here)", out, re.IGNORECASE)
    assert out.replace("\u200b", "") == text.replace("\u200b", "")


@settings(max_examples=100, deadline=None)
@given(text=paragraph, examples=st.lists(paragraph, max_size=4), lang=st.sampled_from(["en", "es"]),
       status=st.sampled_from(["source", "translated", "stale", "missing"]), page=st.integers(0, 5))
def test_any_rule_text_renders_within_limits(text, examples, lang, status, page):
    r = RuleView(number="702.190b", lang=lang, effective="2026-04-17", current=True, text=text * 3,
                 examples=tuple(examples), children=("702.190c",), parent="702.190", see_also=("101.4",),
                 kind="subrule", status=status, citation="CR 702.190b — effective 2026-04-17",
                 url="https://yawgatog.com/resources/magic-rules/#R702190b", english_text=text * 2,
                 english_examples=tuple(examples))
    ok(presentation.rule_message(r, page=page), "synthetic")
    ok(presentation.rule_list_message("x", r, examples, page=page), "synthetic examples")


def test_validate_catches_every_kind_of_violation():
    msg = presentation.Message(
        content="x" * 2001,
        embeds=[presentation.Embed(title="t" * 257, description="d" * 4097, footer="f" * 2049,
                             fields=[presentation.Field("n", "v" * 1025)] * 26)],
        components=[[presentation.Button("b" * 81, "mtg:r:en:0:1")] * 6] * 6,
    )
    problems = " ".join(presentation.validate(msg))
    for expected in ("content", "title", "description", "footer", "fields", "value", "total", "rows",
                     "buttons", "custom_ids are not unique"):
        assert expected in problems, expected
    select = presentation.Select("mtg:o:en:0:-", [presentation.SelectOption("a", "v")] * 26, max_values=30)
    problems = " ".join(presentation.validate(presentation.Message(content="x", components=[[select]])))
    assert "options" in problems and "min/max" in problems and "unique" in problems
    raw = presentation.Message(content="hi @everyone <@1>")
    assert any("mention" in p for p in presentation.validate(raw))
    assert presentation.validate(presentation.finish(raw)) == []


def test_custom_ids_round_trip():
    cid = presentation.mtg_id("c", "es", 3, "2024-11-08|2026-04-17|701.21", nav=True)
    assert len(cid) <= 100
    assert presentation.parse_custom_id(cid) == {"kind": "mtg", "action": "c", "nav": True, "lang": "es", "page": 3,
                                           "arg": "2024-11-08|2026-04-17|701.21"}
    tid = presentation.table_id("abcdef12", "pick", 4, "1")
    assert presentation.parse_custom_id(tid) == {"kind": "tbl", "session": "abcdef12", "action": "pick", "seq": 4,
                                           "arg": "1"}
    assert presentation.parse_custom_id("something:else") is None


def test_translation_states_are_labelled():
    base = RuleView(number="101.4", lang="es", effective="2026-04-17", current=True, text="", examples=(),
                    children=(), parent="101", see_also=(), status="source", kind="rule",
                    citation="CR 101.4 — vigente desde 2026-04-17", url=None)
    stale = presentation.rule_message(replace(base, text="Texto antiguo.", status="stale",
                                              english_text="Current English text of the rule."))
    embed = stale.embeds[0]
    assert embed.author == "Traducción no oficial — desactualizada"
    assert "Texto antiguo." in embed.description and "Current English text of the rule." in embed.description
    assert "Texto actual en inglés" in embed.description
    assert stale.button("mtg:r:en:0:101.4").label == "Original en inglés"
    missing = presentation.rule_message(replace(base, text="English text.", status="missing"))
    assert missing.embeds[0].author.startswith("Sin traducción") and missing.button("mtg:r:en:") is None
    official = presentation.rule_message(replace(base, lang="en", text="English text.", status="source",
                                                 citation="CR 101.4 — effective 2026-04-17"))
    assert official.embeds[0].author is None and official.embeds[0].title == "CR 101.4 — effective 2026-04-17"
