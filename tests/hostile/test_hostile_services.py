"""The rule, define, search and translate services with hostile input: for any text, language,
version or limit, a typed result or a :class:`BotError` (which the front ends show as exit 2),
never another exception, never a hang, and nothing stored changes (checked by ``hostile_db``)."""

from __future__ import annotations

import asyncio

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.errors import BotError
from tests.hostile.hostile_inputs import NASTY, any_text, langs

# The fixtures (a seeded, fingerprinted database; services opened once per module).
pytest_plugins = ["tests.hostile.hostile_fixtures"]

#: A hang guard, not a speed check: an answer that takes this long is a hang.
HANG = 30.0
FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))

versions = st.one_of(st.none(), st.sampled_from(["2026-04-17", "2026-01-16", "2024-11-08", "", "２０２６-０４-１７"]),
                     any_text)


def _call(loop, coro):
    try:
        result = loop.run_until_complete(asyncio.wait_for(coro, HANG))
    except BotError as exc:
        assert exc.code and exc.message  # a user-facing error always says something
        return exc
    return result


async def _sync(fn, *args):
    return fn(*args)


def _rule_or_refusal(out) -> None:
    """A rule with a number and its text, or a refusal that says something (checked by ``_call``)."""
    if not isinstance(out, BotError):
        view = out.to_dict()
        assert view["number"].isascii() and view["text"]


def _definition_or_refusal(out) -> None:
    if not isinstance(out, BotError):
        assert out.to_dict()["definition"]


@FUZZ
@given(ref=any_text, lang=langs, version=versions)
def test_rule_lookup_answers_or_refuses(services, loop, ref, lang, version):
    _rule_or_refusal(_call(loop, services.rules.rule(ref, lang, version)))


@FUZZ
@given(term=any_text, lang=langs)
def test_define_answers_or_refuses(services, loop, term, lang):
    _definition_or_refusal(_call(loop, services.rules.define(term, lang)))


@FUZZ
@given(query=any_text, lang=langs, limit=st.one_of(st.integers(-10**6, 10**6), st.sampled_from([0, 1, 10, 2**63])))
def test_search_answers_or_refuses(services, loop, query, lang, limit):
    async def search():
        return services.search.search(query, lang, limit)

    out = _call(loop, search())
    if not isinstance(out, BotError):
        view = out.to_dict()
        assert len(view["results"]) <= limit  # never more than asked for
        for hit in view["results"]:  # each names a rule, or a glossary term and the rules it points to
            assert hit["number"] if hit["kind"] == "rule" else hit["kind"] == "glossary" and hit["term"]


@FUZZ
@given(term=any_text, from_lang=langs)
def test_translate_answers_or_refuses(services, loop, term, from_lang):
    async def translate():
        return services.translate.translate(term, from_lang)

    _translation_or_refusal(_call(loop, translate()))


def _translation_or_refusal(out) -> None:
    if not isinstance(out, BotError):
        view = out.to_dict()
        assert view["translations"] and all(t.strip() for t in view["translations"])  # an answer says something
        assert {view["from"], view["to"]} == {"en", "es"}


def test_every_nasty_reference_in_every_language(services, loop):
    """The fixed list, exhaustively (hypothesis samples it; this walks all of it)."""
    for ref in NASTY:
        for lang in ("en", "es"):
            _rule_or_refusal(_call(loop, services.rules.rule(ref, lang)))
            _definition_or_refusal(_call(loop, services.rules.define(ref, lang)))
            _translation_or_refusal(_call(loop, _sync(services.translate.translate, ref, lang)))


def test_references_in_other_scripts_find_the_rule(services, loop):
    for ref in ("١٠١.٤", "१०१.४", "𝟏𝟎𝟏.𝟒", "１０１．４", "101,4"):
        assert loop.run_until_complete(services.rules.rule(ref, "es")).to_dict()["number"] == "101.4"
