"""The one agreement helper for counted nouns (1 vida, 3 vidas, una criatura)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.i18n.plural import NOUNS, count, indefinite, noun, number_word


@pytest.mark.parametrize(("n", "key", "lang", "words", "expected"), [
    (1, "life", "es", False, "1 vida"),
    (3, "life", "es", False, "3 vidas"),
    (0, "life", "es", False, "0 vidas"),
    (1, "creature", "es", True, "una criatura"),
    (2, "creature", "es", True, "dos criaturas"),
    (1, "player", "es", True, "un jugador"),
    (1, "card", "en", True, "one card"),
    (12, "card", "en", True, "12 cards"),
    (3, "life", "en", False, "3 life"),
])
def test_count(n, key, lang, words, expected):
    assert count(n, key, lang, words=words) == expected


def test_indefinite():
    assert indefinite("artifact", "en") == "an artifact"
    assert indefinite("creature", "es") == "una criatura"
    assert indefinite("permanent", "es") == "un permanente"


@given(st.integers(-1000, 1000), st.sampled_from(sorted(NOUNS)), st.sampled_from(["en", "es"]))
def test_singular_only_for_one(n, key, lang):
    singular, plural = (NOUNS[key].es if lang == "es" else NOUNS[key].en)
    assert noun(key, n, lang) == (singular if abs(n) == 1 else plural)
    assert count(n, key, lang).startswith(str(n) + " ")
    assert number_word(n, lang)


def test_a_counted_parameter_agrees_in_the_language_it_is_shown_in():
    from bot.errors import BotError
    from bot.i18n.plural import Counted

    err = BotError.of("too_few_cards", "cards.error.too_few", new=Counted(1, "card"), old=Counted(47, "card"))
    assert "has 1 card," in err.text("en") and "47 cards" in err.text("en")
    assert "1 carta," in err.text("es") and "47 cartas" in err.text("es")


_ES_DET = {"el": ("el", "la", "los", "las"), "del": ("del", "de la", "de los", "de las"),
           "un": ("un", "una", "unos", "unas"), "todos": ("todo el", "toda la", "todos los", "todas las")}


@given(st.integers(-5, 1000), st.sampled_from(sorted(NOUNS)), st.sampled_from(sorted(_ES_DET)))
def test_a_determiner_agrees_with_its_noun_in_gender_and_number(n, key, form):
    from bot.i18n.plural import Counted, NounRef

    entry = NOUNS[key]
    plural = abs(n) != 1
    det = _ES_DET[form][int(entry.feminine) + 2 * int(plural)]
    assert Counted(n, key).inflect("es", form) == f"{det} {n} {entry.es[int(plural)]}"
    assert NounRef(key, many=plural).inflect("es", form) == f"{det} {entry.es[int(plural)]}"
    one = "ninguna" if entry.feminine else "ningún"
    assert Counted(n, key).inflect("es", "ningun") == f"{one} {entry.es[0]}"  # "ninguna criatura", never plural


def test_templates_choose_words_by_count_and_gender():
    from bot.catalog import t
    from bot.i18n.plural import NounRef

    assert t("apnap.answer.pay_life", "es", n=1) == "pagar 1 vida"
    assert t("apnap.answer.pay_life", "es", n=3) == "pagar 3 vidas"
    assert t("apnap.narrate.result_win", "es", players="Ana", n=1) == "Resultado: Ana gana la partida."
    assert t("apnap.narrate.result_win", "es", players="Ana y Beto", n=2) == "Resultado: Ana y Beto ganan la partida."
    text = t("apnap.warning.property_assumed", "es", prop=NounRef("mana_value"), names="Piedra", player="Ana")
    assert text.startswith("No se indicó el valor de maná de Piedra")
    text = t("apnap.warning.property_assumed", "es", prop=NounRef("power"), names="Oso", player="Ana")
    assert text.startswith("No se indicó la fuerza de Oso")
    assert t("apnap.warning.unknown_zone", "es", zone=NounRef("hand", many=True)).startswith(
        "Nadie describió todas las manos")
    assert t("apnap.warning.unknown_zone", "es", zone=NounRef("graveyard", many=True)).startswith(
        "Nadie describió todos los cementerios")
    with pytest.raises(ValueError):
        NounRef("power").inflect("es", "the")  # an English form in a Spanish template is refused
