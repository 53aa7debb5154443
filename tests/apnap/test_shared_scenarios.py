"""Every shared scenario file, run through the public API and compared as scenarios/README.md says.

The directory comes from ``MTGBOT_SCENARIOS`` (default ``tests/data/scenarios``, copied from the shared folder). No file
is special-cased; the extra scenarios at the bottom are written the same way and prove that the
engine generalises beyond the shared files.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from bot.apnap import resolve_text
from bot.errors import BotError

REPO = Path(__file__).resolve().parents[2]
SCENARIO_DIR = Path(os.environ.get("MTGBOT_SCENARIOS") or REPO / "tests" / "data" / "scenarios")
SCENARIO_FILES = (sorted(SCENARIO_DIR.glob("*.yaml")) + sorted(SCENARIO_DIR.glob("*.yml"))
                  + sorted(SCENARIO_DIR.glob("real-cards/*.yaml")))  # whole Oracle text of real cards


# ----------------------------------------------------------------------------- comparison
def _n(value: Any) -> str:
    return str(value).strip().casefold()


def _names(values: list[Any]) -> list[str]:
    return [_n(v) for v in values]


def _compare_step(i: int, exp: dict, got: dict) -> None:
    where = f"steps[{i}]"
    for key in ("action", "simultaneous"):
        if key in exp:
            assert got[key] == exp[key], f"{where}.{key}: expected {exp[key]!r}, got {got[key]!r}"
    if "order" in exp:
        assert _names(got["order"]) == _names(exp["order"]), f"{where}.order: {got['order']}"
    if "chosen" in exp:
        for player, names in exp["chosen"].items():
            entries = [c for c in got["choices"] if _n(c["player"]) == _n(player)]
            chosen = [name for c in entries for name in c["chosen"]]
            assert _names(chosen) == _names(names or []), f"{where}.chosen.{player}: got {chosen}"
    if "hidden" in exp:
        for player, hidden in exp["hidden"].items():
            entries = [c for c in got["choices"] if _n(c["player"]) == _n(player)]
            assert entries, f"{where}.hidden.{player}: no choice entry"
            assert all(c["hidden"] is hidden for c in entries), f"{where}.hidden.{player}: {entries}"
    if "events" in exp:
        _compare_events(where, exp["events"], got["events"])


def _compare_events(where: str, expected: list[dict], got: list[dict]) -> None:
    assert len(got) == len(expected), f"{where}.events: {got}"
    for j, (e, g) in enumerate(zip(expected, got, strict=True)):
        for key, value in e.items():
            if key in ("player",):
                assert _n(g[key]) == _n(value), f"{where}.events[{j}].{key}: {g[key]}"
            elif key == "objects":
                assert _names(g[key] or []) == _names(value or []), f"{where}.events[{j}].objects: {g[key]}"
            else:
                assert g.get(key) == value, f"{where}.events[{j}].{key}: {g.get(key)!r} != {value!r}"


def compare(expect: dict, run: callable) -> None:
    """Compare ``run()`` (which returns the output dict or raises BotError) with ``expect``."""
    if "error" in expect:
        with pytest.raises(BotError) as info:
            run()
        assert info.value.code == expect["error"], info.value.to_dict()
        assert "error" in info.value.to_dict()
        return
    out = run()
    assert "error" not in out
    if "steps" in expect:
        assert len(out["steps"]) == len(expect["steps"]), [s["action"] for s in out["steps"]]
        for i, (exp, got) in enumerate(zip(expect["steps"], out["steps"], strict=True)):
            _compare_step(i, exp, got)
    _compare_game(expect, out)
    _compare_stack(expect, out)
    if "citations_include" in expect:
        missing = [c for c in expect["citations_include"] if str(c) not in out["citations"]]
        assert not missing, f"missing citations {missing} in {out['citations']}"


def _compare_game(expect: dict, out: dict) -> None:
    """State-based actions, the game's result and extra turns."""
    if "state_based_actions" in expect:
        want = Counter((_n(s["player"]), _n(s["event"])) for s in expect["state_based_actions"] or [])
        have = Counter((_n(s["player"]), _n(s["event"])) for s in out["state_based_actions"])
        assert have == want, out["state_based_actions"]
    if "game_result" in expect:
        want_r, have_r = expect["game_result"], out["game_result"]
        if want_r is None:
            assert have_r is None, have_r
        else:
            assert have_r is not None and have_r["result"] == want_r["result"], have_r
            if "winners" in want_r:
                assert set(_names(have_r["winners"])) == set(_names(want_r["winners"])), have_r
    if "extra_turns" in expect:
        assert _names(out["extra_turns"]) == _names(expect["extra_turns"] or []), out["extra_turns"]


def _compare_stack(expect: dict, out: dict) -> None:
    """The triggered abilities put on the stack, and which resolves first."""
    if "stack" in expect:
        have_s = [(_n(s["controller"]), _n(s["source"])) for s in out["stack"]]
        want_s = [(_n(c), _n(s)) for c, s in expect["stack"] or []]
        assert have_s == want_s, out["stack"]
    if "resolves_first" in expect:
        rf = out["resolves_first"]
        if expect["resolves_first"] is None:
            assert rf is None
        else:
            c, s = expect["resolves_first"]
            assert rf is not None and (_n(rf["controller"]), _n(rf["source"])) == (_n(c), _n(s)), rf


def run_document(doc: dict) -> None:
    text = yaml.safe_dump({"scenario": doc["scenario"]}, allow_unicode=True, sort_keys=False)
    compare(doc["expect"], lambda: resolve_text(text))


# ----------------------------------------------------------------------------- shared files
def test_the_shared_scenarios_are_there() -> None:
    assert SCENARIO_FILES, f"no scenario files in {SCENARIO_DIR}"


@pytest.mark.parametrize("path", SCENARIO_FILES, ids=[str(p.relative_to(SCENARIO_DIR)) for p in SCENARIO_FILES])
def test_shared_scenario(path: Path) -> None:
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    # the file itself, wrapper and all, goes through resolve_text exactly as the CLI would pass it
    compare(doc["expect"], lambda: resolve_text(path.read_text(encoding="utf-8")))
    # and the bare scenario mapping too (what `python -m bot resolve` receives after the split)
    run_document(doc)


# ----------------------------------------------------------------------------- our own scenarios
OWN_SCENARIOS = [
    pytest.param("""
scenario:
  players:
    - {name: Alice, hand: [Opt (instant), Island (land)]}
    - {name: Bob, hand: [Shock (instant), Forest (land), Duress (sorcery)]}
    - {name: Carol, hand: [Swamp (land)]}
  active: Bob
  controller: Alice
  effect: Each other player discards two cards.
  choices:
    Bob: [[Forest, Duress]]
expect:
  steps:
    - action: discard
      order: [Bob, Carol]
      chosen: {Bob: [Forest, Duress], Carol: [Swamp]}
      hidden: {Bob: true, Carol: true}
      events:
        - {player: Bob, action: discard, objects: [Forest, Duress]}
        - {player: Carol, action: discard, objects: [Swamp]}
      simultaneous: true
  state_based_actions: []
  game_result: null
  citations_include: ["101.4", "101.4a", "609.3", "701.9b"]
""", id="three-players-each-other-player-discard"),
    pytest.param("""
scenario:
  players:
    - {name: Ana, life: 4}
    - {name: Beto, life: 10}
    - {name: Carla, life: 1}
  active: Carla
  effect: Cada uno de tus oponentes gana 2 vidas.
expect:
  steps:
    - action: gain_life
      order: [Ana, Beto]
      events:
        - {player: Ana, action: gain_life, amount: 2}
        - {player: Beto, action: gain_life, amount: 2}
      simultaneous: true
  state_based_actions: []
  game_result: null
  citations_include: ["119.3"]
""", id="spanish-opponents-gain-life"),
    pytest.param("""
scenario:
  players:
    - {name: Alice, life: 2}
    - {name: Bob, life: 2}
    - {name: Carol, life: 1}
  active: Bob
  effect: Pestilence deals 2 damage to each player.
expect:
  steps:
    - action: damage
      order: [Bob, Carol, Alice]
      events:
        - {player: Bob, action: damage, amount: 2}
        - {player: Carol, action: damage, amount: 2}
        - {player: Alice, action: damage, amount: 2}
      simultaneous: true
  state_based_actions:
    - {player: Alice, event: loses}
    - {player: Bob, event: loses}
    - {player: Carol, event: loses}
  game_result: {result: draw}
  citations_include: ["120.3a", "704.5a", "104.4a"]
""", id="damage-to-each-player-draw-game"),
    pytest.param("""
scenario:
  players:
    - {name: Alice, library: [Forest (land), Island (land), Opt (instant), Shock (instant)]}
    - {name: Bob, library: [Swamp (land)]}
  active: Alice
  effect: Each player mills three cards.
expect:
  steps:
    - action: mill
      order: [Alice, Bob]
      events:
        - {player: Alice, action: mill, objects: [Forest, Island, Opt], amount: 3}
        - {player: Bob, action: mill, objects: [Swamp], amount: 1}
      simultaneous: true
  state_based_actions: []
  game_result: null
  citations_include: ["701.17a", "701.17b"]
""", id="mill-as-much-as-possible"),
    pytest.param("""
scenario:
  players:
    - {name: Alice, library: [Forest (land), Island (land), Opt (instant)]}
    - {name: Bob, library: [Swamp (land), Shock (instant)]}
  active: Bob
  effect: Cada jugador vigila 2.
  choices:
    Alice: [[Island]]
    Bob: [[]]
expect:
  steps:
    - action: surveil
      order: [Bob, Alice]
      chosen: {Bob: [], Alice: [Island]}
      hidden: {Alice: true, Bob: true}
      events:
        - {player: Bob, action: surveil, objects: []}
        - {player: Alice, action: surveil, objects: [Island]}
      simultaneous: true
  state_based_actions: []
  citations_include: ["701.25a", "101.4a"]
""", id="spanish-surveil"),
    pytest.param("""
scenario:
  players:
    - {name: Alice, graveyard: [Grizzly Bears (creature), Opt (instant)]}
    - {name: Bob, graveyard: [Shock (instant)]}
    - {name: Carol, graveyard: [Hill Giant (creature), Serra Angel (creature)]}
  active: Carol
  effect: Each player returns a creature card from their graveyard to their hand.
  choices:
    Carol: [Serra Angel]
expect:
  steps:
    - action: return
      order: [Carol, Alice, Bob]
      chosen: {Carol: [Serra Angel], Alice: [Grizzly Bears], Bob: []}
      hidden: {Carol: false, Alice: false}
      simultaneous: true
  state_based_actions: []
""", id="return-creature-card"),
    pytest.param("""
scenario:
  players:
    - {name: Alice, battlefield: [Grizzly Bears (creature)], library: 0}
    - {name: Bob, battlefield: [Hill Giant (creature), Llanowar Elves (creature)]}
  active: Alice
  target: Bob
  effect: Target player sacrifices a creature. You draw a card.
  choices:
    Bob: [Llanowar Elves]
expect:
  steps:
    - action: sacrifice
      order: [Bob]
      chosen: {Bob: [Llanowar Elves]}
    - action: draw
      order: [Alice]
      simultaneous: false
  state_based_actions: [{player: Alice, event: loses}]
  game_result: {result: win, winners: [Bob]}
  citations_include: ["704.5b", "121.4"]
""", id="target-player-then-you-draw-from-empty"),
    pytest.param("""
scenario:
  players:
    - {name: Alice, battlefield: [Grizzly Bears (creature), Forest (land)]}
    - {name: Bob, battlefield: [Hill Giant (creature)]}
    - {name: Carol, battlefield: [Island (land)]}
  active: Alice
  effect: Each player sacrifices a creature. Then each player who didn't sacrifice a creature this way loses 2 life.
expect:
  steps:
    - action: sacrifice
      order: [Alice, Bob, Carol]
      chosen: {Alice: [Grizzly Bears], Bob: [Hill Giant], Carol: []}
    - action: lose_life
      order: [Carol]
      events: [{player: Carol, action: lose_life, amount: 2}]
  state_based_actions: []
""", id="did-not-this-way"),
    pytest.param("""
scenario:
  players:
    - {name: Alice}
    - {name: Bob}
    - {name: Carol}
    - {name: Dave}
  active: Carol
  teams: [[Carol, Alice], [Bob, Dave]]
  shared_team_turns: true
  effect: Each player takes an extra turn after this one.
expect:
  steps:
    - action: extra_turn
      order: [Carol, Alice, Bob, Dave]
  extra_turns: [Bob, Carol]
  citations_include: ["500.7", "805.8"]
""", id="2hg-extra-turns-one-per-team"),
    pytest.param("""
scenario:
  players:
    - {name: Alice, life: 2}
    - {name: Andy, life: 2}
    - {name: Bea, life: 5}
    - {name: Ben, life: 5}
  active: Alice
  teams: [[Alice, Andy], [Bea, Ben]]
  shared_team_turns: true
  effect: Each player loses 1 life.
expect:
  steps:
    - action: lose_life
      order: [Alice, Andy, Bea, Ben]
  state_based_actions:
    - {player: Alice, event: loses}
    - {player: Andy, event: loses}
  game_result: {result: win, winners: [Bea, Ben]}
  citations_include: ["810.9", "704.6a", "810.8a"]
""", id="2hg-shared-life-team-loses"),
    pytest.param("""
scenario:
  players:
    - name: Alice
      battlefield:
        - name: Blood Artist
          types: [creature]
          triggers: [{when: another creature dies, text: target player loses 1 life}]
        - Grizzly Bears (creature)
      library: [Opt (instant)]
    - name: Bob
      library: [Island (land)]
      battlefield:
        - name: Phyrexian Arena
          types: [enchantment]
          triggers: [{when: an opponent draws a card, text: you gain 1 life}]
        - Hill Giant (creature)
  active: Bob
  effect: Each player sacrifices a creature. Then each player who sacrificed a creature this way draws a card.
  choices:
    Alice: [Blood Artist]
expect:
  steps:
    - action: sacrifice
      order: [Bob, Alice]
      chosen: {Bob: [Hill Giant], Alice: [Blood Artist]}
    - action: draw
      order: [Bob, Alice]
  stack:
    - [Bob, Phyrexian Arena]
    - [Alice, Blood Artist]
  resolves_first: [Alice, Blood Artist]
  citations_include: ["603.10a", "603.3b"]
""", id="look-back-another-creature-and-opponent-draws"),
    pytest.param("""
scenario:
  players:
    - {name: Alice, library: [Forest (land)]}
    - {name: Bob, library: [Island (land)]}
    - {name: Carol, library: [Swamp (land)]}
  active: Alice
  controller: Carol
  effect: >-
    Voluntad del consejo — Empezando por ti, cada jugador vota por retorno o embarque.
    Si retorno obtiene más votos, cada jugador pierde 1 vida.
    Si embarque obtiene más votos o hay empate, cada jugador roba una carta.
  choices:
    Carol: [retorno]
    Alice: [embarque]
    Bob: [embarque]
expect:
  steps:
    - action: vote
      order: [Carol, Alice, Bob]
      chosen: {Carol: [retorno], Alice: [embarque], Bob: [embarque]}
    - action: draw
      order: [Alice, Bob, Carol]
      simultaneous: false
  citations_include: ["701.38a"]
""", id="spanish-vote-embark-wins"),
    pytest.param("""
scenario:
  players:
    - {name: Alice, battlefield: [Grizzly Bears (creature)]}
    - {name: Bob, battlefield: [Hill Giant (creature)]}
  active: Alice
  effect: Each player turns their face-down creatures face up.
expect:
  error: unsupported_effect
""", id="unsupported-face-up"),
    pytest.param("""
scenario:
  players:
    - {name: Alice, hand: [Opt (instant), Shock (instant)], library: 10}
    - name: Bob
      hand: 3
      library: 10
      battlefield:
        - name: Megrim
          types: [enchantment]
          triggers: [{when: an opponent discards a card, text: Megrim deals 2 damage to that player}]
    - {name: Carol, hand: [], library: 2}
  active: Bob
  effect: |
    Each player discards their hand,
    then draws seven cards.
expect:
  steps:
    - action: discard
      order: [Bob, Carol, Alice]
      chosen: {Bob: [unknown card 1, unknown card 2, unknown card 3], Carol: [], Alice: [Opt, Shock]}
    - action: draw
      order: [Bob, Carol, Alice]
      simultaneous: false
      events:
        - {player: Bob, action: draw, amount: 7}
        - {player: Carol, action: draw, amount: 2}
        - {player: Alice, action: draw, amount: 7}
  state_based_actions: [{player: Carol, event: loses}]
  game_result: null
  stack: [[Bob, Megrim], [Bob, Megrim]]
""", id="wheel-with-megrim-and-wrapped-text"),
    pytest.param("""
scenario:
  players:
    - {name: Alice, graveyard: [Grizzly Bears (creature), Opt (instant)]}
    - name: Bob
      graveyard: [Hill Giant (creature)]
      battlefield:
        - name: Soul Warden
          types: [creature]
          triggers: [{when: a creature enters, text: you gain 1 life}]
  active: Bob
  effect: Cada jugador regresa una carta de criatura de su cementerio al campo de batalla.
expect:
  steps:
    - action: return
      order: [Bob, Alice]
      chosen: {Bob: [Hill Giant], Alice: [Grizzly Bears]}
      hidden: {Bob: false, Alice: false}
  stack: [[Bob, Soul Warden], [Bob, Soul Warden]]
  citations_include: ["603.6a"]
""", id="spanish-return-to-battlefield-enters-triggers"),
    pytest.param("""
scenario:
  players:
    - name: Alice
      life: 3
      battlefield:
        - name: Exquisite Blood
          types: [enchantment]
          triggers: [{when: a player loses life, text: you gain that much life}]
    - name: Bob
      battlefield:
        - name: Sanguine Bond
          types: [enchantment]
          triggers: [{when: siempre que un jugador pierda vida, text: …}]
    - {name: Carol, life: 7}
  active: Carol
  controller: Bob
  X: 3
  effect: Each opponent loses X life. (Reminder text is ignored.)
expect:
  steps:
    - action: lose_life
      order: [Carol, Alice]
      events:
        - {player: Carol, action: lose_life, amount: 3}
        - {player: Alice, action: lose_life, amount: 3}
  state_based_actions: [{player: Alice, event: loses}]
  game_result: null
  stack: [[Bob, Sanguine Bond], [Bob, Sanguine Bond]]
  citations_include: ["704.5a", "800.4a"]
""", id="x-reminder-text-and-a-lost-players-trigger-removed"),
    pytest.param("""
scenario:
  players:
    - {name: Alice, hand: [Opt (instant), Shock (instant), Duress (sorcery)]}
    - {name: Bob, hand: [Island (land)]}
  active: Bob
  targets: [Alice]
  effect: Target player discards two cards.
  choices:
    Alice: [[Opt, Duress]]
expect:
  steps:
    - action: discard
      order: [Alice]
      chosen: {Alice: [Opt, Duress]}
      hidden: {Alice: true}
""", id="targets-list"),
]


@pytest.mark.parametrize("text", OWN_SCENARIOS)
def test_own_scenario(text: str) -> None:
    run_document(yaml.safe_load(text))
