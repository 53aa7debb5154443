"""The terminology check (issue #17): translation, glossary and interface held to the dictionary."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.i18n.checker import Wording, apply_catalogue_fixes, check, check_catalogue
from bot.i18n.terms import Term, Terminology
from bot.i18n.translation import Entry, Translations, glossary_id, glossary_source
from bot.rules.text import fold, text_hash
from tests.crfiles import parsed


@pytest.fixture(scope="module")
def wording(terms) -> Wording:
    return Wording(terms)


def _kinds(problems) -> list[str]:
    return [p.kind for p in problems]


# --- the interface catalogue -------------------------------------------------------------------


def test_catalogue_disagreeing_with_the_dictionary_is_caught(terms):
    planted = {"x.sba": {"en": "State-based actions: none.", "es": "Acciones de estado: ninguna."}}
    problems = check_catalogue(planted, terms)
    assert problems and {p.id for p in problems} == {"catalogue/x.sba"}
    assert all(p.kind == "terminology" for p in problems)
    assert any("acciones basadas en estado" in p.detail for p in problems)
    fixed = {"x.sba": {"en": "State-based actions: none.", "es": "Acciones basadas en estado: ninguna."}}
    assert check_catalogue(fixed, terms) == []


def test_catalogue_check_ignores_everyday_single_words(terms):
    """"Attach a file", "settings in effect": interface words in their everyday sense are not terms."""
    catalogue = {
        "a": {"en": "Attach a scenario file.", "es": "Adjunta un archivo de escenario."},
        "b": {"en": "Settings in effect", "es": "Ajustes en vigor"},
    }
    assert check_catalogue(catalogue, terms) == []


def test_catalogue_multiword_term_must_be_the_dictionary_term(terms):
    bad = {"k": {"en": "Combat damage step: {n}", "es": "Paso de heridas de la pelea: {n}"}}
    assert _kinds(check_catalogue(bad, terms)) == ["terminology"]
    good = {"k": {"en": "Combat damage step: {n}", "es": "Paso de daño de combate: {n}"}}
    assert check_catalogue(good, terms) == []


def test_catalogue_fixes_replace_spanish_and_add_keys():
    catalogue = {"a": {"en": "A", "es": "viejo"}}
    fixes = {"_about": "notes", "a": {"es": "nuevo", "was": "viejo"}, "b": {"en": "B", "es": "be", "was": None}}
    merged = apply_catalogue_fixes(catalogue, fixes)
    assert merged == {"a": {"en": "A", "es": "nuevo"}, "b": {"en": "B", "es": "be"}}
    assert catalogue == {"a": {"en": "A", "es": "viejo"}}  # the input is not changed


# --- rejected variants and wordings --------------------------------------------------------------


@pytest.mark.parametrize(
    "english, bad, good",
    [
        ("As this creature enters, choose a color.",
         "Mientras esta criatura entra, elige un color.", "En cuanto esta criatura entre, elige un color."),
        ("“As [this permanent] is turned face up . . .”",
         "“Mientras [este permanente] se pone boca arriba . . .”",
         "“En cuanto [este permanente] se ponga boca arriba . . .”"),
        ("Target creature you control fights target creature you don't control.",
         "La criatura objetivo que controlas lucha con la criatura objetivo que no controlas.",
         "La criatura objetivo que controlas pelea con la criatura objetivo que no controlas."),
        ("Multikicker {1}{G}", "Estímulo múltiple {1}{G}", "Multiestímulo {1}{G}"),
        ("{T}: Draw a card. Activate only as a sorcery.",
         "{T}: Roba una carta. Activa esto solo como un conjuro.", "{T}: Roba una carta. Activa solo como un conjuro."),
        ("The active player is the player whose turn it is.",
         "El jugador activo es el jugador cuyo turno es.", "El jugador activo es el jugador cuyo turno está en curso."),
        ("In an Archenemy game, the archenemy goes first.",
         "En una partida de Archienemigo, el archienemigo juega primero.",
         "En una partida de Archenemy, el archienemigo juega primero."),
        ("In a Vanguard game, each vanguard card …",
         "En una partida de Vanguardia, cada carta de vanguardia …",
         "En una partida de Vanguard, cada carta de vanguardia …"),
    ],
)
def test_rejected_wordings_are_flagged_and_the_chosen_ones_pass(wording, english, bad, good):
    assert _kinds(wording.problems("t", english, bad)) == ["terminology"]
    assert wording.problems("t", english, good) == []


def test_mientras_stays_right_for_while_and_as_long_as(wording):
    """The pattern needs "as … enters" in the English: "while entering" is "mientras"."""
    english = "regardless of whether it was given that designation while entering the battlefield"
    assert wording.problems("t", english, "si recibió esa designación mientras entraba al campo de batalla") == []
    assert wording.problems("t", "As long as it's tapped, …", "Mientras esté girada, …") == []


def test_a_new_dictionary_entry_is_enforced_without_code():
    """The check is data-driven: an entry's ``avoid`` list alone makes the checker flag a variant."""
    term = Term(en="graveyard", es="cementerio", kind="zone", check=True, source="test", avoid=("camposanto",))
    wording = Wording(Terminology([term]))
    assert _kinds(wording.problems("t", "Put it into your graveyard.", "Ponla en tu camposanto.")) == ["terminology"]
    assert wording.problems("t", "Put it into your graveyard.", "Ponla en tu cementerio.") == []


_VOCAB = ("la", "carta", "que", "controlas", "pon", "en", "tu", "mano", "sobre", "el", "campo", "batalla", "roba")
_WORDS = st.lists(st.sampled_from(_VOCAB), max_size=8).map(" ".join)


@settings(max_examples=60, deadline=None)
@given(before=_WORDS, after=_WORDS, data=st.data())
def test_a_rejected_variant_is_found_anywhere_in_a_text(terms, wording, before, after, data):
    candidates = [(t, form) for t in terms.entries for form in t.avoid]
    term, form = data.draw(st.sampled_from(candidates))
    problems = wording.problems("t", "", f"{before} {form} {after}".strip())
    assert any(p.kind == "terminology" and (term.printed or term.es) in p.detail for p in problems)


# --- the glossary ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "headword, term, ok",
    [
        ("Fight", "Luchar", False),
        ("Fight", "Pelear", True),
        ("Kicker, Kicked", "Estímulo, Estimulado", True),
        ("Multikicker", "Estímulo múltiple", False),
        ("Active Player, Nonactive Player Order", "Orden de jugador activo, jugador no activo", True),
        ("Exile", "Exilio / Exiliar", True),
        ("Totem Armor (Obsolete)", "Armadura de tótem (Obsoleto)", True),
    ],
)
def test_glossary_headword_against_the_dictionary(wording, headword, term, ok):
    assert (wording.glossary_headword("glossary/x", headword, term) == []) is ok


def test_a_planted_glossary_disagreement_fails_the_whole_check(terms):
    book = parsed().book
    translations = Translations.load()
    entry = next(e for e in book.glossary if e.headword == "Fight")
    id_ = glossary_id(entry)
    real = translations.get(id_)
    assert real is not None and real.term == "Pelear"
    planted = dict(translations.entries)
    planted[id_] = Entry(id_, text_hash(glossary_source(entry)), real.es, term="Luchar")
    report = check(book, Translations(planted), terms)
    assert [(p.id, p.kind) for p in report.problems] == [(id_, "terminology")]


def test_a_planted_translation_disagreement_fails_the_whole_check(terms):
    book = parsed().book
    translations = Translations.load()
    rule = book.rules["704.3"]
    real = translations.get("704.3")
    assert real is not None and "acciones basadas en estado" in real.es
    planted = dict(translations.entries)
    planted["704.3"] = Entry("704.3", real.src, real.es.replace("acciones basadas en estado", "acciones de estado"))
    report = check(book, Translations(planted), terms)
    assert {(p.id, p.kind) for p in report.problems} == {("704.3", "terminology")}
    assert text_hash(rule.text) == real.src


# --- the dictionary's wording fields ------------------------------------------------------------


def test_enforced_wordings_say_where_they_come_from(terms):
    enforced = [t for t in terms.entries if t.avoid or t.avoid_pattern]
    assert len(enforced) >= 8
    for t in enforced:
        assert t.source, t.en
        if t.en_pattern:
            re.compile(t.en_pattern)
        re.compile(t.avoid_pattern or "x")
        # A variant the checker rejects cannot also be an accepted form of the same entry.
        assert not {fold(a) for a in t.avoid} & {fold(f) for f in t.surface("es")}, t.en


@pytest.mark.parametrize(
    "typed, rule",
    [
        ("JAJNA", "101.4"), ("Gran Melee", "807"), ("cartas partidas", "709"), ("cartas invertidas", "710"),
        ("luchar", "701.14"), ("estímulo múltiple", "702.33c"), ("acciones de estado", "704"),
        ("multiestímulo", "702.33c"), ("pelear", "701.14"), ("archienemigo", "904"), ("EDH", "903"),
    ],
)
def test_community_names_and_rejected_variants_lead_to_the_defining_rule(terms, typed, rule):
    found = terms.translate(typed, "es")
    assert found and rule in found[0].rules, (typed, [(t.en, t.rules) for t in found])


def test_printed_terms_are_the_dictionary_terms(terms):
    def es_of(en: str, kind: str) -> str:
        return next(t.es for t in terms.entries if t.en == en and t.kind == kind)

    assert es_of("fight", "keyword_action") == "pelear"
    assert es_of("multikicker", "keyword_ability") == "multiestímulo"
    assert es_of("state-based actions", "term") == "acciones basadas en estado"
    for product in ("Archenemy", "Commander", "Planechase", "Vanguard"):
        assert es_of(product, "glossary") == product  # product names are kept as printed


def test_printed_forms_use_the_chosen_term(terms):
    """The printed wording is the chosen term inflected as on a card ("Vuela." for "volar"), so a
    translation quoting a card passes the check; wordings held by patterns are checked above."""
    printed = [t for t in terms.entries if t.printed and not t.avoid_pattern]
    assert len(printed) >= 25
    for t in printed:
        assert terms.uses(t, t.printed), (t.en, t.printed)


def test_card_types_point_at_their_own_section():
    """A card type's defining rule is the 3xx section named after it ("vanguard" → 313 Vanguards)."""
    book = parsed().book
    for t in Terminology.load().entries:
        if t.kind == "card_type" and t.rules and t.rules[0].startswith("3"):
            assert fold(book.rules[t.rules[0]].text).startswith(fold(t.en)[:6]), (t.en, t.rules)


# --- the review of November 2026 (issue 24): terms decided once, rejected forms caught -------------


@pytest.mark.parametrize(("english", "rejected", "chosen"), [
    ("Phasing is a static ability that modifies the rules of the untap step.",
     "Fase es una habilidad estática que modifica las reglas del paso de enderezar.",
     "Cambio de fase es una habilidad estática que modifica las reglas del paso de enderezar."),
    ("Multiple instances of phasing on the same permanent are redundant.",
     "Varias instancias de fase en el mismo permanente son redundantes.",
     "Varias instancias de cambio de fase en el mismo permanente son redundantes."),
    ("Limited Range of Influence Option", "Opción de alcance de influencia limitado",
     "Opción de rango de influencia limitado"),
    ("put it on the bottom of their library", "la pone en la parte inferior de su biblioteca",
     "la pone en el fondo de su biblioteca"),
    ("assign 1 damage from the first attacker and 2 damage from the second",
     "asignar 1 daño del primer atacante y 2 daños del segundo",
     "asignar 1 punto de daño del primer atacante y 2 puntos de daño del segundo"),
])
def test_the_reviews_terminology_is_enforced(wording, english, rejected, chosen):
    assert set(_kinds(wording.problems("x", english, rejected))) == {"terminology"}
    assert wording.problems("x", english, chosen) == []


def test_the_dictionary_holds_the_reviews_decisions(terms):
    assert terms.translate("phasing")[0].es == "cambio de fase"
    assert terms.translate("range of influence")[0].es == "rango de influencia"
    assert terms.translate("bottom of library")[0].printed == "en el fondo de tu biblioteca"
    # the turn's phases keep "fase"
    assert terms.translate("combat phase")[0].es == "fase de combate"
