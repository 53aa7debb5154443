"""The model reads a question as the player wrote it (``analyze.as_written``), with the aliases' and the
speller's corrections: the rule passages and bank questions it is compared with were embedded as written."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.search.analyze import as_written, words

# Letters with and without accents, capitals, digits, apostrophes, Spanish and English marks, and a
# few characters that fold to letters or to nothing ("™" → "tm", "ß" → "", "½" → "1 2").
ALPHABET = "aábcdeéfghiíjklmnñoópqrstuúüvwxyzAÁBCÉÑZ0123456789 ' ’ ¿?¡!,.;:-()\"™ß½"
WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=8)


def test_a_question_nobody_corrected_is_read_as_written():
    text = "¿Puedo atacar con una criatura que está girada?"
    assert as_written(text, words(text)) == text


def test_corrected_words_replace_theirs_and_the_rest_keeps_its_letters_and_marks():
    text = "¿Cuánto daño hace el tramplle si la bloquean?"
    corrected = ["cuanto", "dano", "hace", "el", "trample", "si", "la", "bloquean"]
    assert as_written(text, corrected) == "¿Cuánto daño hace el trample si la bloquean?"
    # an alias that becomes several words ("ETB" → "enters the battlefield")
    text = "Does my ETB trigger, if it's a token?"
    corrected = ["does", "my", "enters", "the", "battlefield", "trigger", "if", "it's", "a", "token"]
    assert as_written(text, corrected) == "Does my enters the battlefield trigger, if it's a token?"


@given(st.text(alphabet=ALPHABET, max_size=60), st.data())
def test_the_written_form_has_exactly_the_corrected_words(text, data):
    """Whatever the corrections (words changed, added, dropped), ``words`` of what the model reads is the
    corrected list: the lexical and the semantic evidence read the same words."""
    corrected = list(words(text))
    for _ in range(data.draw(st.integers(0, 3))):
        where = data.draw(st.integers(0, len(corrected)))
        action = data.draw(st.sampled_from(["replace", "insert", "delete"]))
        if action == "insert" or not corrected[where:]:
            corrected.insert(where, data.draw(WORD))
        elif action == "replace":
            corrected[where] = data.draw(WORD)
        else:
            del corrected[where]
    assert words(as_written(text, corrected)) == corrected


class _Listening:
    """A ready reranker that records what it is given to read."""

    ready = True

    def __init__(self) -> None:
        self.read: list[str] = []

    def evidence(self, text, candidates):
        self.read.append(text)
        return []


def test_the_engine_gives_the_model_the_question_as_written(engine, monkeypatch):
    listening = _Listening()
    monkeypatch.setattr(engine, "reranker", listening)
    engine.search("¿Cuánto daño hace una criatura con arrollar si la bloquean?")
    engine.search("what does tramplle do when my creature is blocked?")
    assert listening.read == ["¿Cuánto daño hace una criatura con arrollar si la bloquean?",
                              "what does trample do when my creature is blocked?"]
