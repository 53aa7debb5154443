"""The /card message: valid for Discord, Oracle labelled as authoritative in Spanish, rulings
paged and never cut, rules cited in rulings openable."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.cards.model import Card, Face, Printed, Ruling
from bot.frontends.text import to_text
from bot.presentation import neutralize, parse_custom_id, validate
from bot.presentation.card import card_message
from bot.presentation.ids import CardId, decode
from bot.services.cards import result_for

SHOCK = Card("Shock", "normal", (Face("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.",
                                      printed={"es": Printed("Electrochoque", "Electrochoque hace 2 puntos de daño.",
                                                             "Instantáneo")}),))


def _with_rulings(rulings: list[str]) -> Card:
    return Card(SHOCK.name, SHOCK.layout, SHOCK.faces, tuple(Ruling("2020-01-01", r) for r in rulings))


def test_english_card_message() -> None:
    msg = card_message(result_for(_with_rulings(["See rule 120.3 for damage."]), "en"))
    assert validate(msg) == [] and not msg.clamped
    main, rulings = msg.embeds
    assert main.title == "Shock {R}" and "Shock deals 2 damage" in (main.description or "")
    assert "120.3" in (rulings.description or "")
    rule_button = next(b for b in msg.buttons() if b.custom_id and b.custom_id.startswith("mtg:r"))
    assert parse_custom_id(rule_button.custom_id)["arg"] == "120.3"  # type: ignore[index, arg-type]
    resolve = next(b for b in msg.buttons() if b.custom_id and b.custom_id.startswith("crd:v"))
    parsed = decode(resolve.custom_id or "")
    assert isinstance(parsed, CardId) and parsed.action == "v"


def test_spanish_card_message_labels_oracle_as_authoritative() -> None:
    msg = card_message(result_for(SHOCK, "es"))
    assert validate(msg) == []
    main = msg.embeds[0]
    assert main.title == "Electrochoque {R}" and main.author == "Shock"
    assert "Texto Oracle" in (main.description or "") and "Shock deals 2 damage" in (main.description or "")
    assert main.fields[0].name == "Texto impreso en español"
    assert "Electrochoque hace 2 puntos" in main.fields[0].value
    assert "el texto Oracle es el que vale" in (main.footer or "")
    assert "Sin aclaraciones" in (main.footer or "")


def test_many_rules_cited_become_a_menu() -> None:
    text = "Rules 601.2, 602.1, 603.3b, 608.2c, 613.1, 704.5a and 702.19b all apply."
    msg = card_message(result_for(_with_rulings([text]), "en"))
    assert validate(msg) == []
    (select,) = msg.selects()
    assert [o.value for o in select.options][:3] == ["r:601.2", "r:602.1", "r:603.3b"]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=900),
                min_size=1, max_size=40), st.sampled_from(["en", "es"]))
def test_rulings_are_paged_never_cut(rulings: list[str], lang: str) -> None:
    card = result_for(_with_rulings(rulings), lang)
    first = card_message(card)
    total = 1
    pager = [b for b in first.buttons() if b.custom_id and b.custom_id.startswith("crd:p")]
    if pager:
        total = int(first.embeds[1].footer.split()[-1])  # type: ignore[union-attr]
    shown = ""
    for page in range(total):
        msg = card_message(card, page=page)
        assert validate(msg) == [] and not msg.clamped
        shown += " " + (msg.embeds[1].description or "")
    squashed = "".join(shown.split())
    for r in rulings:
        # Each ruling (shorter than a page) is shown whole on one page, mention syntax made inert.
        assert "".join(neutralize(r).split()) in squashed


def test_a_ruling_longer_than_a_page_is_split_with_a_marker_not_cut() -> None:
    long = " ".join(f"w{i}." for i in range(1500))  # about 9,000 characters
    card = result_for(_with_rulings(["Short one.", long]), "en")
    pages = []
    page = 0
    while True:
        msg = card_message(card, page=page)
        assert validate(msg) == [] and not msg.clamped
        pages.append(msg.embeds[1].description or "")
        if not any(b.custom_id == f"crd:p:en:{page + 1}:{card.key}" and not b.disabled for b in msg.buttons()):
            break
        page += 1
    assert len(pages) >= 3
    text = " ".join(pages).replace("(continued)", " ")
    words = [w for w in text.split() if w.startswith("w") and w.endswith(".")]
    assert words == [f"w{i}." for i in range(1500)]


def test_console_text_shows_the_card() -> None:
    text = to_text(card_message(result_for(_with_rulings(["One ruling."]), "en")))
    assert "Shock {R}" in text and "One ruling." in text


def test_an_approximate_match_says_so() -> None:
    from bot.cards.index import NameMatch

    hit = NameMatch("Shock", "Shock", "en", 80.0, "fuzzy")
    msg = card_message(result_for(SHOCK, "es", hit, "shokc"))
    assert "Lo más parecido a «shokc»" in (msg.embeds[0].footer or "")
    exact = card_message(result_for(SHOCK, "en", NameMatch("Shock", "Shock", "en", 100.0, "exact"), "shock"))
    assert "Closest match" not in (exact.embeds[0].footer or "")
