"""The rule, define, search and translate services with hostile input: for any text, language,
version or limit, a typed result or a :class:`BotError` (which the front ends show as exit 2),
never another exception, never a hang, and nothing stored changes (checked by ``hostile_db``)."""

from __future__ import annotations

import asyncio

from hostile_inputs import NASTY, any_text, langs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.errors import BotError

# The fixtures (a seeded, fingerprinted database; services opened once per module).
pytest_plugins = ["hostile_fixtures"]

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


@FUZZ
@given(ref=any_text, lang=langs, version=versions)
def test_rule_lookup_answers_or_refuses(services, loop, ref, lang, version):
    out = _call(loop, services.rules.rule(ref, lang, version))
    if not isinstance(out, BotError):
        view = out.to_dict()
        assert view["number"].isascii() and view["text"]


@FUZZ
@given(term=any_text, lang=langs)
def test_define_answers_or_refuses(services, loop, term, lang):
    out = _call(loop, services.rules.define(term, lang))
    if not isinstance(out, BotError):
        assert out.to_dict()["definition"]


@FUZZ
@given(query=any_text, lang=langs, limit=st.one_of(st.integers(-10**6, 10**6), st.sampled_from([0, 1, 10, 2**63])))
def test_search_answers_or_refuses(services, loop, query, lang, limit):
    async def search():
        return services.search.search(query, lang, limit)

    out = _call(loop, search())
    if not isinstance(out, BotError):
        assert isinstance(out.to_dict()["results"], list)


@FUZZ
@given(term=any_text, from_lang=langs)
def test_translate_answers_or_refuses(services, loop, term, from_lang):
    async def translate():
        return services.translate.translate(term, from_lang)

    out = _call(loop, translate())
    if not isinstance(out, BotError):
        assert isinstance(out.to_dict()["translations"], list)


def test_every_nasty_reference_in_every_language(services, loop):
    """The fixed list, exhaustively (hypothesis samples it; this walks all of it)."""
    for ref in NASTY:
        for lang in ("en", "es"):
            _call(loop, services.rules.rule(ref, lang))
            _call(loop, services.rules.define(ref, lang))


def test_references_in_other_scripts_find_the_rule(services, loop):
    for ref in ("١٠١.٤", "१०१.४", "𝟏𝟎𝟏.𝟒", "１０１．４", "101,4"):
        assert loop.run_until_complete(services.rules.rule(ref, "es")).to_dict()["number"] == "101.4"
