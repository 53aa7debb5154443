"""A scenario sent as JSON is read by the json module only where YAML reads it the same
(bot/apnap/json_as_yaml.py): the fast path may never change what a scenario means, nor accept
what YAML refuses."""

from __future__ import annotations

import json

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.apnap import read_scenario
from bot.apnap.json_as_yaml import plain_json
from tests.apnap.corpus import board

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # what bot/apnap reads YAML with


def as_yaml(text: str) -> object:
    try:
        return yaml.load(text, Loader=_LOADER)
    except (yaml.YAMLError, ValueError) as exc:
        return f"refused: {type(exc).__name__}"


_keys = st.one_of(st.text(max_size=12), st.text(alphabet="ab\"\\é\x01", min_size=100, max_size=1100))
_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=40)),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(_keys, inner, max_size=4)),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)  # 400 took 14 s, the suite's third-longest test; a fresh seed each run
@given(data=st.dictionaries(_keys, _values, max_size=5), ascii_only=st.booleans(), indent=st.sampled_from([None, 1]))
def test_what_json_reads_yaml_reads_the_same(data, ascii_only, indent):
    text = json.dumps(data, ensure_ascii=ascii_only, indent=indent)
    fast = plain_json(text)
    if fast is not None:
        assert fast == as_yaml(text)


@given(st.text(alphabet='{}[]":,01 \t\n\\u\u2028\x85aé😀e.-', max_size=40))
def test_any_text_json_takes_is_read_as_yaml_reads_it(text):
    fast = plain_json(text)
    if fast is not None:
        assert fast == as_yaml(text)


@pytest.mark.parametrize("text", [
    '{"x": 1e5}',  # YAML 1.1: the text "1e5"
    '{"x": 2.5}',
    '{"x": NaN}',
    '{"name": "\\ud83d\\ude00"}',  # YAML refuses an escaped surrogate pair
    '{"name":\t"tab"}',
    '{"name": "a\u2028b"}',  # YAML folds a line separator inside quotes
    '{"name": "a\x85b"}',
    '{"name": "a\x07b"}',  # not printable: YAML refuses the stream
    json.dumps({"k" * 1100: 1}),  # YAML refuses a key this long
    json.dumps({"k\\\"" * 300: 1}),
    '[1, 2]',
    '{"a": 1} # a comment',
])
def test_texts_yaml_reads_otherwise_go_to_yaml(text):
    assert plain_json(text) is None


def test_a_scenario_in_json_takes_the_fast_path_and_means_the_same():
    for players in (2, 4, 8):
        text = json.dumps({**board(players), "effect": "Each player sacrifices a creature.", "ability": 1})
        fast = plain_json(text)
        assert fast is not None
        assert fast == as_yaml(text) == read_scenario(text)
    assert read_scenario('{"scenario": {"effect": "x"}, "expect": {"a": 1e5}}') == {"effect": "x"}
