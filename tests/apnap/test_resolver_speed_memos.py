"""The resolver's speed cuts change no answer: each shortcut decides exactly what the slow way decided.

Why: a card's own names are put into regular expressions (its name read as "this permanent", its name in its
trigger, its own words placing it in another zone); compiling them for every new card was the largest single cost
of a request in the corpus bench. The shortcuts skip a pattern only when a plain substring test proves it cannot
match. These tests compare each shortcut with the pattern it skips, on real wordings and on generated text.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.apnap import abilities_of
from bot.apnap.grammar.antecedents import _mentions
from bot.apnap.grammar.text import _spanish_source, _surely_absent, _word_name, as_source, fold
from bot.apnap.grammar.when import parse_when
from bot.apnap.scenario import Scenario, load_scenario
from bot.apnap.source_place import _ELSEWHERE, _ELSEWHERE_WORDS, works_elsewhere
from bot.errors import BotError


def _as_source_every_pattern(text: str, names: tuple[str, ...], lang: str = "en") -> str:
    """as_source as it was: every name's pattern run on every part outside quotation marks (a word name's: as
    written)."""
    parts = re.split(r"(\"[^\"]*\"|“[^”]*”)", text)
    for i in range(0, len(parts), 2):
        for name in sorted(names, key=len, reverse=True):
            if _word_name(name):  # a keyword or a word of rules text: only as written (test_word_names.py)
                said = "este permanente" if lang == "es" else "this permanent"
                parts[i] = re.sub(r"(?<!\w)" + re.escape(name) + r"(?!\w)", said, parts[i])
            elif lang == "es":
                parts[i] = re.sub(r"(?<!\w)(?:(?P<art>el|la|los|las|al|del)\s+)?" + re.escape(name) + r"(?!\w)",
                                  _spanish_source, parts[i], flags=re.IGNORECASE)
            else:
                parts[i] = re.sub(r"(?<!\w)" + re.escape(name) + r"(?!\w)", "this permanent", parts[i],
                                  flags=re.IGNORECASE)
    return "".join(parts)


def _works_elsewhere_every_pattern(text: str, names: tuple[str, ...]) -> bool:
    said = "|".join(re.escape(fold(n)) for n in names if n) or "this card"
    low = re.sub(r'"[^"]*"|“[^”]*”', '""', fold(text))  # a granted ability's quoted words are not the source's (611.1)
    return any(re.search(pattern.format(n=said), low) for pattern in _ELSEWHERE)


def test_each_pattern_cannot_match_without_its_words() -> None:
    """The words that gate each pattern are literally in it, outside the names' slot: no match lacks them."""
    assert len(_ELSEWHERE) == len(_ELSEWHERE_WORDS)
    for pattern, words in zip(_ELSEWHERE, _ELSEWHERE_WORDS, strict=True):
        literal = re.sub(r"\\b|\(\?:[^)]*\)", "\x00", pattern)  # the groups (the names among them) blanked
        assert words in literal, (pattern, words)


REAL = [  # (ability, the card's names): real wordings, English and printed Spanish
    ("Discard Wrecking Ogre: Target attacking creature gets +3/+3 and gains trample until end of turn.",
     ("Wrecking Ogre",)),
    ("When you cycle Decree of Pain, all creatures get -2/-2 until end of turn.", ("Decree of Pain",)),
    ("{2}{B}, Exile Scrapheap Scrounger from your graveyard: Return target creature card to your hand.",
     ("Scrapheap Scrounger",)),
    ("When Abyssal Gatekeeper dies, each player sacrifices a creature.", ("Abyssal Gatekeeper",)),
    ("At the beginning of your upkeep, each opponent loses 1 life.", ("Sulfuric Vortex",)),
    ("Cuando el Golem entre al campo de batalla, roba una carta. Descarta el Golem: gana 2 vidas.", ("Golem",)),
    ("Whenever Blood Artist or another creature dies, target player loses 1 life.", ("Blood Artist",)),
    ("Sacrifice Ætherling: return it. Æther Vial's “Ætherling” stays.", ("Ætherling", "Aetherling")),
]


def test_real_wordings_read_as_before() -> None:
    for text, names in REAL:
        for lang in ("en", "es"):
            assert as_source(text, names, lang) == _as_source_every_pattern(text, names, lang)
        assert works_elsewhere(text, names) == _works_elsewhere_every_pattern(text, names)
    assert works_elsewhere(REAL[0][0], REAL[0][1]) and works_elsewhere(REAL[2][0], REAL[2][1])
    assert not works_elsewhere(REAL[3][0], REAL[3][1])
    assert as_source(REAL[3][0], REAL[3][1]).startswith("When this permanent dies")
    assert parse_when("When Abyssal Gatekeeper dies", "Abyssal Gatekeeper") == parse_when("When this dies")


def test_only_ascii_is_decided_without_the_pattern() -> None:
    """"ſ" is an "s" to re.IGNORECASE: non-ASCII text always goes to the pattern."""
    assert not _surely_absent("Ajani's Sunstriker", "ajaniſ sunstriker")
    assert _surely_absent("Ajani", "each opponent loses 1 life")
    assert not _surely_absent("AJANI", "ajani gets +1/+1")


_WORDS = st.sampled_from(["discard", "cycle", "cast", "exile", "from", "your", "graveyard", "hand", "this card",
                          "is", "put into", "leaves the battlefield", "el", "descarta", "lanzas", "esta carta", "ſ",
                          "Golem", "golem", "GOLEM", "Gólem", "Ogre", "Ogre's", "this spell", ",", ".", "“", "”",
                          "deja el campo de batalla", "is in your", "it", "this creature",
                          # the Spanish pattern's articles, and what only looks like one or a word's edge
                          "del", "DEL", "al", "la", "La", "los", "las", "vel", "el\t", "\n", "  ", "_Golem", "Golem_",
                          "Golem2", "-Golem", "el-", "La Bestia", "Bestia", "golemgolem"])
_TEXT = st.lists(_WORDS, max_size=14).map(" ".join) | st.lists(_WORDS, max_size=14).map("".join)
_NAMES = st.lists(st.sampled_from(["Golem", "Gólem", "Ogre", "ſtone", "Stone", "Golem Ogre", "It", "La Bestia",
                                   "El", "del", "l", "Golem Golem"]), max_size=3, unique=True).map(tuple)


EDGES = [  # where a name without its pattern could go wrong: an article's own edge, a word's edge, overlaps
    ("Sacrifica vel Golem y el  Golem, del\tGolem, al Golem.", ("Golem",)),
    ("Exilia DEL Golem. Exilia _Golem, Golem_ y Golem2 y -Golem-.", ("Golem",)),
    ("la La Bestia ataca; las la bestia; los LA BESTIA.", ("La Bestia",)),
    ("del del del", ("del",)), ("el El el", ("El",)), ("golemgolem golem golem golem", ("Golem", "Golem Golem")),
    ("Golem el Golem el Golem", ("Golem el",)), ("Regresa el\nGolem.", ("Golem",)),
]


def test_edges_read_as_before() -> None:
    for text, names in EDGES:
        for lang in ("en", "es"):
            assert as_source(text, names, lang) == _as_source_every_pattern(text, names, lang), (text, names, lang)
    assert as_source(EDGES[0][0], ("Golem",), "es") == (
        "Sacrifica vel este permanente y este permanente, de este permanente, a este permanente.")


def test_every_corpus_card_reads_as_before() -> None:
    """as_source without a pattern (grammar/text.py ``_name_as_source``) replaces a real card's name in each of its
    abilities as the pattern did, in both languages' readings."""
    from tests.apnap.corpus import corpus_abilities

    for item in corpus_abilities():
        names = (item.card, item.card.split(",")[0])
        for lang in ("en", "es"):
            assert as_source(item.ability, names, lang) == _as_source_every_pattern(item.ability, names, lang), item


@settings(max_examples=600, deadline=None)
@given(_TEXT, _NAMES)
def test_generated_text_reads_as_before(text: str, names: tuple[str, ...]) -> None:
    for lang in ("en", "es"):
        assert as_source(text, names, lang) == _as_source_every_pattern(text, names, lang)
    assert works_elsewhere(text, names) == _works_elsewhere_every_pattern(text, names)
    selves = {fold(n) for n in names} | {"it", "this creature"}
    assert _mentions(text, selves) == any(re.search(rf"(?<!\w){re.escape(s)}(?!\w)", fold(text)) for s in selves)


# --- a board's long-form objects read once (board.py _LONG_OBJECTS) ---------------------------------------------------

def _board(bears: dict[str, object]) -> dict[str, object]:
    return {"players": [{"name": "Ana", "battlefield": [bears, "Forest (basic land)"]},
                        {"name": "Bob", "battlefield": [dict(bears)]}],
            "active": "Ana", "effect": "Each player sacrifices a creature."}


def _objects(scenario: Scenario) -> list[tuple[object, ...]]:
    return [(o.uid, o.name, o.owner, o.types, o.power, o.toughness, o.colors, o.colors_known, o.subtypes, o.keywords,
             o.counters, o.tapped, o.triggers) for p in scenario.game.players for o in p.battlefield]


def test_a_long_form_object_read_again_is_the_same_object_with_its_own_identity() -> None:
    bears = {"name": "Grizzly Bears", "types": ["creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
             "colors": ["green"], "counters": {"+1/+1": 1}, "tapped": True,
             "triggers": [{"when": "Whenever Grizzly Bears attacks", "text": "Draw a card."}]}
    first, second = load_scenario(_board(bears)), load_scenario(_board(dict(bears)))
    assert _objects(first) == _objects(second)
    ana, bob = (p.battlefield for p in second.game.players)
    assert ana[0].owner == "Ana" and bob[0].owner == "Bob" and ana[0].uid != bob[0].uid  # two objects, two owners
    assert ana[0].counters == (("+1/+1", 1),) and ana[0].tapped and ana[0].triggers[0].pattern.kind == "attacks"


def test_what_only_looks_the_same_is_read_and_refused_again() -> None:
    """A reading is kept by ``repr``: ``true`` (a YAML boolean) is not the text "true", and a bad value is refused
    with its own place each time, never answered from a reading kept for another mapping."""
    good = {"name": "Grizzly Bears", "types": ["creature"], "counters": {"true": 1}}
    load_scenario(_board(good))
    with pytest.raises(BotError) as bad:
        load_scenario(_board({"name": "Grizzly Bears", "types": ["creature"], "counters": {True: 1}}))
    assert bad.value.field == "players[0].battlefield[0].counters"
    with pytest.raises(BotError) as again:
        load_scenario(_board({"name": "Grizzly Bears", "types": ["creatura"]}))
    with pytest.raises(BotError) as twice:
        load_scenario(_board({"name": "Grizzly Bears", "types": ["creatura"]}))
    assert again.value.field == twice.value.field == "players[0].battlefield[0].types"


def test_an_object_in_combat_is_read_each_time() -> None:
    """Its combat role is gathered by the loader as it reads the object (combat_facts): a kept reading would lose it."""
    attacker = {"name": "Grizzly Bears", "types": ["creature"], "power": 2, "toughness": 2, "attacking": "Ana"}
    for _ in range(2):
        data = _board({"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3})
        data["players"][1]["battlefield"] = [dict(attacker)]  # type: ignore[index]
        data["active"] = "Bob"
        scenario = load_scenario(data)
        bears = scenario.game.players[1].battlefield[0]
        assert scenario.game.combat is not None and dict(scenario.game.combat.attacking) == {bears.uid: "Ana"}


def test_abilities_are_split_once_and_shared_immutable() -> None:
    """One split per text, shared by every caller as a tuple (session 41: no list copied per call), so no caller
    can change what the next one reads."""
    text = "Flying\nWhen this creature enters, each player draws a card.\n{T}: Add {G}."
    first = abilities_of(text)
    assert isinstance(first, tuple) and abilities_of(text) is first
    assert [a.kind for a in abilities_of(text)] == ["triggered", "activated"]


def test_the_plan_asked_for_last_is_that_effects_own() -> None:
    """plan_of answers the effect asked for last by identity: asked in turn, each effect still gets its own plan."""
    from bot.apnap.grammar.effect import parse_effect
    from bot.apnap.plan.convert import _plan, plan_of

    sacrifice, draw = parse_effect("Each player sacrifices a creature."), parse_effect("Each player draws a card.")
    for effect in (sacrifice, draw, draw, sacrifice, draw):
        assert plan_of(effect) == _plan(effect)
    assert plan_of(sacrifice) is plan_of(sacrifice)


def test_a_trigger_read_again_is_the_same_pattern() -> None:
    first = parse_when("Whenever Blood Artist or another creature dies", "Blood Artist")
    assert first is not None and first.source == "or" and first.kind == "dies"
    assert parse_when("Whenever Blood Artist or another creature dies", "Blood Artist") is first
    assert parse_when("Whenever Blood Artist or another creature dies", "") != first  # the name is part of the key


def test_a_parameter_says_itself_by_its_class() -> None:
    """The catalogue decides once per class whether a parameter inflects or localizes (catalog._protocols): counted
    nouns, phrases and errors still read as before, and a class with neither is formatted as it is."""
    from bot.catalog import Phrase, t
    from bot.i18n.plural import Counted

    class Plain:
        def __format__(self, spec: str) -> str:
            return "plain"

    assert t("apnap.what.objects", "es", objects=Counted(2, "card")) == "2 cartas"
    assert t("apnap.what.objects", "en", objects=Counted(1, "card")) == "1 card"
    for _ in range(2):
        assert t("apnap.narrate.warning", "en", text=Phrase("apnap.what.objects", objects=Counted(3, "creature"))) \
            == t("apnap.narrate.warning", "en", text="3 creatures")
        assert t("apnap.narrate.warning", "en", text=Plain()) == t("apnap.narrate.warning", "en", text="plain")


def test_the_grammars_made_at_start_are_out_of_the_collectors_sight() -> None:
    """build_grammars (every front end's warm-up) freezes what the process holds then: a full collection no longer
    walks the parsers' tables inside a request (it took about 0.2 s of CPU)."""
    import gc

    from bot.services.resolve import build_grammars

    try:
        build_grammars()
        assert gc.get_freeze_count() > 100_000  # the two parsers' tables and what else the process held
    finally:
        gc.unfreeze()  # the rest of the test process is collected as before


# --- the card's names marked, not compiled (grammar/text.py mark_names) -----------------------------------------------

def _unread_every_pattern(condition: str, names: tuple[str, ...], lang: str) -> list[str]:
    """trigger_words.unread_condition_words as it was: each name removed by a pattern holding it."""
    from bot.apnap.trigger_words import _AT_STEP, _SYMBOL, _WORD, _is_known, known_words

    low = _SYMBOL.sub(" ", fold(condition))
    if _AT_STEP.match(low):
        return []
    for name in sorted((fold(n) for n in names if n), key=len, reverse=True):
        low = re.sub(rf"(?<![a-z]){re.escape(name)}(?![a-z])", " ", low)
    known = known_words("es" if lang == "es" else "en")
    return list(dict.fromkeys(w for w in _WORD.findall(low) if not _is_known(w, known)))


def _cast_of_source_every_pattern(condition: str, names: tuple[str, ...]) -> bool:
    from bot.apnap.grammar.antecedents import _SELF_WORDS

    said = fold(condition).strip(" ,")
    selves = [re.escape(fold(n)) for n in (*names, *_SELF_WORDS) if n and n != "it"]
    return re.match(rf"^(?:when|whenever|cuando|siempre que) (?:(?:el|la) )?(?:{'|'.join(selves)})\b",
                    said) is not None


_CONDITION = st.lists(st.sampled_from(["When", "whenever", "cuando", "el", "la", "Golem", "Ogre", "Golem Ogre",
                                       "this creature", "it", "enters", "dies", "golemgolem", ",", "Gólem"]),
                      max_size=8).map(" ".join)


@settings(max_examples=400, deadline=None)
@given(_CONDITION, st.lists(st.sampled_from(["Golem", "Gólem", "Ogre", "Golem Ogre", "El", "It"]), max_size=3,
                            unique=True).map(tuple))
def test_marked_names_decide_as_the_patterns_did(condition: str, names: tuple[str, ...]) -> None:
    """A trigger's unread words and whether its "it" is the source are decided with the names marked exactly as the
    patterns holding the names decided them (ASCII letters and digits aside: a name is never next to a digit)."""
    from bot.apnap.cast_way import cast_of_source
    from bot.apnap.trigger_words import unread_condition_words

    for lang in ("en", "es"):
        assert unread_condition_words(condition, names, lang) == _unread_every_pattern(condition, names, lang)
    assert cast_of_source("triggered", "", condition, names) == _cast_of_source_every_pattern(condition, names)


def test_a_new_cards_names_compile_no_pattern() -> None:
    """Reading a card whose names no request used before compiles no regular expression for its names. Why: re's
    cache holds 512 patterns, so with patterns per card a bot seeing many cards compiled several in each first
    request (about 400 in one pass of the corpus bench)."""
    import re._compiler as compiler

    from bot.apnap.cast_way import cast_of_source
    from bot.apnap.trigger_words import unread_condition_words

    compiled: list[object] = []
    original = compiler.compile
    compiler.compile = lambda *a, **k: compiled.append(a[0]) or original(*a, **k)  # type: ignore[assignment]
    try:
        names = ("Zorblax the Unheard", "Zorblax")
        cast_of_source("triggered", "", "When Zorblax the Unheard enters", names)
        unread_condition_words("When Zorblax gronks", names, "en")
        works_elsewhere("Discard Zorblax: Draw a card.", names)
    finally:
        compiler.compile = original  # type: ignore[assignment]
    assert compiled == []


def test_a_name_that_is_one_of_the_patterns_words_reads_as_before() -> None:
    """Hypothesis found it on a clean clone: a card named "El" marked inside "deja el campo de batalla" hid the
    pattern's own word, so "Del deja el campo de batalla" no longer placed the source elsewhere."""
    for text, names in (("del deja el campo de batalla", ("El", "del")), ("cast is from your hand", ("is",))):
        assert works_elsewhere(text, names) == _works_elsewhere_every_pattern(text, names), (text, names)


# --- session 32: a pattern tried only where its words are; one walk over a step's filters; the bench's cold figure ---

_ES_FRAGMENTS = st.lists(st.sampled_from([
    "Cuando", "Siempre que", "Mientras", "el", "La", "la", "Ángel de Serra", "Jaya, pirómana venerada", "entre",
    "muera", "te hace", "le inflige", "2", "X", "un", "punto de", "puntos de", "daño", "Sacrifica", "sacrificar",
    "Exilia", "Gira", "Regresa", "Descartar", "a", "de tu", "y", "durante", "contadores", "contador", "sobre", "por",
    "obtiene +1/+1", "gana", "entra al campo de batalla girado", "no puede atacar", "ataca cada combate",
    "bloquea en cada combate", "puede bloquear", "no se endereza", "tiene", "fuerza", "resistencia", "es", "igual",
    "Si", "si", "fuera a", "morir", "Trasgo", "objetivo", ".", ",", ":", "—", "When", "Whenever", "Flying", "ño",
    "İ", "DAÑO", "SACRIFICA"]), max_size=14).map(" ".join)


def _spanish_names_every_pattern(text: str) -> list[str]:
    """card_names._spanish_self_names as it was: every pattern tried on every text."""
    from bot.apnap.card_names import _ES_NOT_NAMES, _ES_SELF_NAME_RES

    out: list[str] = []
    for pattern in _ES_SELF_NAME_RES:
        for m in pattern.finditer(text):
            name = m["name"].strip(" ,")
            words = [fold(w.strip(",")) for w in name.split()]
            if words[0] not in _ES_NOT_NAMES and not {"objetivo", "objetivos"} & set(words):
                out.append(name)
    return out


@settings(max_examples=800, deadline=None)
@given(_ES_FRAGMENTS)
def test_a_spanish_name_pattern_skipped_for_want_of_its_words_would_have_found_nothing(text: str) -> None:
    from bot.apnap.card_names import _spanish_self_names

    assert _spanish_self_names(text) == _spanish_names_every_pattern(text)


def test_spanish_names_of_real_and_printed_texts_are_found_as_before() -> None:
    from bot.apnap.card_names import _spanish_self_names
    from tests.apnap.corpus import corpus_abilities

    printed = ["Cuando el Ángel de Serra entre al campo de batalla, ganas 2 vidas.",
               "Sacrifica Jaya, pirómana venerada: Roba una carta.",
               "La fuerza de Dakmor Sorceress es igual al número de Pantanos que controlas.",
               "Si Hada embaucadora fuera a morir, en vez de eso regrésala a la mano de su propietario.",
               "Autómata aumentador obtiene +1/+1 por cada contador de carga sobre Autómata aumentador.",
               "Tarmogoyf no puede bloquear. Al comienzo de tu mantenimiento, Goblin Guide te hace 2 puntos de daño."]
    assert _spanish_self_names(printed[0]) == ["Ángel de Serra"]
    for text in printed + [item.text for item in corpus_abilities()]:
        assert _spanish_self_names(text) == _spanish_names_every_pattern(text), text


def _filters_by_fields(value: object, depth: int, limit: int, skipped: frozenset[str]) -> list[object]:
    """The filter walk as it was: ``dataclasses.is_dataclass`` and ``dataclasses.fields`` asked of every value."""
    import dataclasses

    from bot.apnap.grammar.specs import TypeFilter

    if isinstance(value, TypeFilter):
        return [value]
    if depth < limit and isinstance(value, tuple):
        return [f for item in value for f in _filters_by_fields(item, depth + 1, limit, skipped)]
    if depth < limit and dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [f for fld in dataclasses.fields(value) if fld.name not in skipped
                for f in _filters_by_fields(getattr(value, fld.name), depth + 1, limit, skipped)]
    return []


def test_the_filter_walk_finds_every_filter_the_field_walk_found_in_order() -> None:
    """grammar/filter_walk.py against the walk it replaced, on every step the corpus's abilities read to (nested
    steps and a class given as a value included), at each module's depth and with its nested steps left out."""
    from bot.apnap.grammar import parse_effect
    from bot.apnap.grammar.filter_walk import filters_in, mapped
    from bot.apnap.grammar.specs import TypeFilter
    from tests.apnap.corpus import corpus_abilities

    steps = []
    for item in corpus_abilities():
        for ability in abilities_of(item.text):
            try:
                steps += parse_effect(ability.effect).steps
            except BotError:
                continue
    assert len(steps) > 400
    nested = frozenset({"inner", "ability", "unless_cost"})
    found = 0
    for step in [*steps, (steps[0], TypeFilter, "word", None, 3)]:
        for limit, skipped in ((4, nested), (6, frozenset())):
            walked = filters_in(step, 0, limit, skipped)
            assert walked == _filters_by_fields(step, 0, limit, skipped)
            assert all(a is b for a, b in zip(walked, _filters_by_fields(step, 0, limit, skipped), strict=True))
            found += len(walked)
        assert mapped(step, lambda f: f, 0, 4, nested) == step
    assert found > 400


def test_the_benchs_cold_figure_reads_every_text_again_and_keeps_the_grammars() -> None:
    """tests/apnap/corpus.py ``clear_text_memos`` (the speed figure's measure, issue #22: one request whose text was
    not read before): every memo keyed on what a request says is emptied, the grammars and word tables stay."""
    from bot.apnap.grammar import parse_effect
    from bot.apnap.grammar.parse_tree import parser
    from bot.apnap.plan.convert import _cached_plan
    from tests.apnap.corpus import clear_text_memos

    parse_effect("Each player draws a card.")
    parse_when("Whenever a creature dies")
    parser("en")
    clear_text_memos()
    assert parse_effect.cache_info().currsize == 0
    assert parse_when.cache_info().currsize == 0
    assert _cached_plan.cache_info().currsize == 0
    assert parser.cache_info().currsize >= 1


def test_a_kept_clause_is_its_own_steps_in_its_own_language() -> None:
    """render/__init__.py keeps each step's clause (``_kept_clause``): on every step the corpus's abilities plan to,
    asked in both languages and in an order unlike the first, the kept clause is the one said anew, so no step (or
    language) is ever answered with another's; a step holding something unhashable is said, not kept."""
    import dataclasses

    from bot.apnap.grammar import parse_effect
    from bot.apnap.plan import plan_of
    from bot.apnap.render import _kept_clause, _said_clause, clause_of
    from tests.apnap.corpus import corpus_abilities

    steps = []
    for item in corpus_abilities():
        for ability in abilities_of(item.text):
            try:
                steps += plan_of(parse_effect(ability.effect)).steps
            except BotError:
                continue
    assert len(steps) > 400
    _kept_clause.cache_clear()
    said = 0
    for lang in ("en", "es", "en"):
        for step in steps if lang == "es" else reversed(steps):
            try:
                fresh = _said_clause(step, lang)
            except Exception:  # noqa: BLE001 - a step nobody renders: refused the same way, kept or not
                with pytest.raises(Exception):  # noqa: B017
                    clause_of(step, lang)
                continue
            assert clause_of(step, lang) == fresh, (step, lang)
            said += 1
    assert said > 800 and _kept_clause.cache_info().hits > 0
    for step in steps:  # a list where a tuple belongs: said each time, never a TypeError of the cache's key
        listed = next((f.name for f in dataclasses.fields(step) if isinstance(getattr(step, f.name), tuple)
                       and getattr(step, f.name)), None)
        if listed is None:
            continue
        broken = dataclasses.replace(step, **{listed: list(getattr(step, listed))})
        try:
            fresh = _said_clause(broken, "en")
        except Exception:  # noqa: BLE001, S112 - a renderer that needs the tuple: another step is tried
            continue
        assert clause_of(broken, "en") == fresh
        break
    else:
        raise AssertionError("no step with a tuple field said with a list in its place")


def test_a_steps_detail_is_the_last_value_its_pairs_give() -> None:
    """grammar/specs.py ``StepSpec.detail`` reads ``extra`` without making a dict: the same value a dict of the pairs
    gives (the last pair of a key), or the default."""
    from bot.apnap.grammar.specs import StepSpec, Subject

    pairs = (("word", "color"), ("inline", "1"), ("word", "type"))
    step = StepSpec("Choose.", "choose", Subject("you"), extra=pairs)
    for key in ("word", "inline", "asked"):
        assert step.detail(key) == dict(pairs).get(key, "")
        assert step.detail(key, "none") == dict(pairs).get(key, "none")


# --- session 37 (gG24): the outside antecedent kept per ability, the fold of non-ASCII text by one table -------------

def test_the_outside_antecedent_kept_is_that_abilitys_and_those_names_own() -> None:
    """outside_antecedent is kept by every string it reads (antecedents._antecedent): asked in turn of the same
    trigger with the source's name and without it, of another trigger, or of another kind, each answer is its own
    (a memo keyed on the condition alone would answer "source" for a trigger that names another permanent)."""
    from bot.apnap.grammar.antecedents import _antecedent, outside_antecedent

    asked = [("triggered", "Whenever Herald of War attacks", None, None, ("Herald of War",)),
             ("triggered", "Whenever Herald of War attacks", None, None, ("Grizzly Bears",)),
             ("triggered", "Whenever Herald of War attacks", None, None, ["Herald of War"]),
             ("triggered", "Whenever a creature enters the battlefield", None, None, ("Herald of War",)),
             ("activated", None, None, "{T}, Sacrifice Herald of War", ("Herald of War",)),
             ("activated", None, None, "{T}, Sacrifice Herald of War", ("Grizzly Bears",)),
             ("triggered", "At the beginning of your upkeep", "if Herald of War is tapped", None, ("Herald of War",)),
             ("triggered", "At the beginning of your upkeep", "if Herald of War is tapped", None, ())]
    answers = [outside_antecedent(*a) for _ in range(2) for a in asked]
    assert answers[:len(asked)] == answers[len(asked):]
    assert answers[0] == answers[2] == answers[4] == answers[6] == "source"
    assert answers[1] == answers[5] == answers[7] == ""
    assert answers[3].startswith("event:")
    for a in asked:  # each answer is the unkept reading's
        assert outside_antecedent(*a) == _antecedent.__wrapped__(*a[:4], tuple(a[4]))


def _fold_each_character(text: str) -> str:
    """fold as it was for non-ASCII text: a loop over every character."""
    import unicodedata

    from bot.apnap.grammar.text import _PUNCT_MAP

    out = []
    for ch in text:
        ch = _PUNCT_MAP.get(ch, ch)
        base = unicodedata.normalize("NFD", ch)[0] if ord(ch) > 127 else ch
        low = base.lower()
        out.append(low if len(low) == 1 else base)
    return "".join(out)


def test_fold_by_table_is_the_loop_over_characters() -> None:
    """fold of non-ASCII text goes through one translate table (text._FoldTable): the same characters, the same
    length (every position kept), on real wordings and on characters whose lower case is two ("İ") or that
    decompose ("Æ" does not, "é" does)."""
    for text in ("Will of the council — At the beginning of your upkeep, starting with you, each player votes.",
                 "Sacrifica el Ángel de Serra: gana 2 vidas. “Æther” İstanbul ǅ ß ﬁ Ωmega ’s ‘x’ – \u00a0",
                 "• Destroy target creature.\n• Éxilia la criatura objetivo."):
        assert fold(text) == _fold_each_character(text)
        assert len(fold(text)) == len(text)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40))
def test_fold_of_any_text_is_the_loop_over_characters(text: str) -> None:
    assert fold(text) == _fold_each_character(text)
