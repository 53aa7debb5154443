"""Property tests: APNAP order, choices-before-actions, determinism."""

from __future__ import annotations

import asyncio
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.apnap import (
    ChoiceAnswer,
    ChoiceRequest,
    DefaultChooser,
    load_scenario,
    resolve,
    resolve_text,
)

NAMES = ["Ann", "Ben", "Cid", "Dot", "Eve", "Fay", "Gus", "Hal"]
SUBJECTS = {
    "each_player": "Each player",
    "each_opponent": "Each opponent",
    "each_other_player": "Each other player",
    "you": "You",
}
CREATURES = ["Grizzly Bears", "Hill Giant", "Serra Angel"]


def _expected_order(n: int, active: int, controller: int, subject: str, reach: int | None) -> list[str]:
    """An independent statement of the rules: rotate to the AP (101.4), keep the affected (801.10)."""
    seats = NAMES[:n]
    rotated = seats[active:] + seats[:active]

    def affected(i: int) -> bool:
        if subject in ("each_opponent", "each_other_player") and i == controller:
            return False
        if subject == "you" and i != controller:
            return False
        if reach is not None:
            d = abs(i - controller)
            if min(d, n - d) > reach:
                return False
        return True

    return [name for name in rotated if affected(seats.index(name))]


@st.composite
def table(draw):
    n = draw(st.integers(2, 8))
    return {
        "n": n,
        "active": draw(st.integers(0, n - 1)),
        "controller": draw(st.integers(0, n - 1)),
        "subject": draw(st.sampled_from(sorted(SUBJECTS))),
        "reach": draw(st.one_of(st.none(), st.integers(1, 3))),
        "creatures": [draw(st.integers(0, 3)) for _ in range(n)],
    }


def _scenario(tb: dict, effect_tail: str = "sacrifices a creature.") -> dict:
    n = tb["n"]
    players = [{"name": NAMES[i], "battlefield": [f"{c} (creature)" for c in CREATURES[:tb["creatures"][i]]]}
               for i in range(n)]
    data = {"players": players, "active": NAMES[tb["active"]], "controller": NAMES[tb["controller"]],
            "effect": f"{SUBJECTS[tb['subject']]} {effect_tail}"}
    if tb["subject"] == "you":
        data["effect"] = "You sacrifice a creature."
    if tb["reach"] is not None:
        data["range_of_influence"] = tb["reach"]
    return data


@settings(max_examples=150, deadline=None)
@given(table())
def test_order_is_seating_rotated_to_the_active_player_and_filtered(tb: dict) -> None:
    resolution = asyncio.run(resolve(_scenario(tb)))
    [step] = resolution.steps
    assert step.order == _expected_order(tb["n"], tb["active"], tb["controller"], tb["subject"], tb["reach"])
    # one choice entry per affected player, in the same order, and one event per player
    assert [c.player for c in step.choices] == step.order
    assert [e.player for e in step.events] == step.order


class RecordingChooser:
    """Picks pseudo-randomly and records the table each player saw when asked."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.seen: list[tuple[int, tuple]] = []

    async def choose(self, request: ChoiceRequest) -> ChoiceAnswer:
        public = tuple((v.name, v.life, v.battlefield, v.graveyard, v.exile, v.hand_count, v.library_count)
                       for v in request.table)
        self.seen.append((request.step_index, public))
        k = self.rng.randint(request.min_count, request.max_count)
        picks = self.rng.sample(list(request.options), k)
        return ChoiceAnswer(tuple(o.key for o in picks))


@st.composite
def rich_table(draw):
    n = draw(st.integers(2, 6))
    players = []
    for i in range(n):
        bf = [f"{c} (creature)" for c in CREATURES[:draw(st.integers(0, 3))]]
        bf += [f"{land} (land)" for land in ["Forest", "Island"][:draw(st.integers(0, 2))]]
        hand = [f"{c} (instant)" for c in ["Opt", "Shock", "Duress"][:draw(st.integers(0, 3))]]
        players.append({"name": NAMES[i], "battlefield": bf, "hand": hand,
                        "library": [f"Swamp{j} (land)" for j in range(draw(st.integers(0, 3)))]})
    return {"players": players, "active": NAMES[draw(st.integers(0, n - 1))],
            "effect": draw(st.sampled_from([
                "Each player discards a card, sacrifices a creature, then sacrifices a land.",
                "Each player exiles two cards from their hand. Each player sacrifices a creature and a land.",
                "Each player scries 2, then discards a card.",
                "Cada jugador sacrifica una criatura y luego descarta una carta.",
            ]))}


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rich_table(), st.integers(0, 10_000))
def test_no_object_moves_before_every_choice_of_its_step_is_made(data: dict, seed: int) -> None:
    chooser = RecordingChooser(seed)
    resolution = asyncio.run(resolve(data, chooser))
    by_step: dict[int, set] = {}
    for step_index, public in chooser.seen:
        by_step.setdefault(step_index, set()).add(public)
    for step_index, tables in by_step.items():
        # every chooser in the step saw the same table: nothing moved during the choice phase
        assert len(tables) == 1, step_index
        [public] = tables
        step = resolution.steps[step_index]
        zone = {"sacrifice": 2, "discard": None, "exile": None, "scry": None}[step.action]
        if zone is not None:
            # everything chosen in the step was still on the battlefield when the last player chose
            for c in step.choices:
                row = next(r for r in public if r[0] == c.player)
                for name in c.labels:
                    assert name in row[zone]
        else:
            counts = {r[0]: r[5] for r in public}
            for c in step.choices:
                if step.action in ("discard", "exile"):
                    assert counts[c.player] >= len(c.labels)


@settings(max_examples=60, deadline=None)
@given(rich_table(), st.integers(0, 10_000))
def test_same_scenario_and_choices_give_identical_output(data: dict, seed: int) -> None:
    scenario = load_scenario(data)
    first = asyncio.run(resolve(scenario, RecordingChooser(seed))).to_dict()
    second = asyncio.run(resolve(scenario, RecordingChooser(seed))).to_dict()
    assert first == second
    default_1 = asyncio.run(resolve(scenario, DefaultChooser())).to_dict()
    default_2 = asyncio.run(resolve(scenario)).to_dict()
    assert default_1 == default_2  # no script: the composite falls back to the same defaults


def test_resolve_text_is_deterministic() -> None:
    text = """
players:
  - {name: A, battlefield: [Bear (creature), Elk (creature)], hand: [X (instant), Y (instant)]}
  - {name: B, battlefield: [Ogre (creature)], hand: 3}
  - {name: C, battlefield: [], library: 2}
active: B
effect: Each player loses 1 life, discards a card, sacrifices a creature, then draws two cards.
"""
    outputs = {repr(resolve_text(text)) for _ in range(5)}
    assert len(outputs) == 1


@st.composite
def team_table(draw):
    n = draw(st.integers(2, 8))
    seats = NAMES[:n]
    team_count = draw(st.integers(1, n))
    labels = [draw(st.integers(0, team_count - 1)) for _ in seats]
    teams = [[s for s, lab in zip(seats, labels, strict=True) if lab == k] for k in range(team_count)]
    teams = [draw(st.permutations(team)) for team in teams if team]
    return {"n": n, "teams": [list(t) for t in teams], "active": draw(st.integers(0, n - 1))}


@settings(max_examples=120, deadline=None)
@given(team_table())
def test_shared_team_turns_order_is_team_by_team_active_team_first(tb: dict) -> None:
    seats = NAMES[:tb["n"]]
    data = {"players": [{"name": s} for s in seats], "active": seats[tb["active"]], "teams": tb["teams"],
            "shared_team_turns": True, "effect": "Each player draws a card."}
    [step] = asyncio.run(resolve(data)).steps
    # 805.6 / 121.2d: the active team (in its listed order), then each other team in turn order
    rotated = seats[tb["active"]:] + seats[:tb["active"]]
    team_of = {name: i for i, team in enumerate(tb["teams"]) for name in team}
    expected, done = [], set()
    for name in rotated:
        if team_of[name] not in done:
            done.add(team_of[name])
            expected.extend(tb["teams"][team_of[name]])
    assert step.order == expected
    assert step.order[0] in tb["teams"][team_of[seats[tb["active"]]]]


@settings(max_examples=80, deadline=None)
@given(st.integers(2, 8), st.integers(0, 7), st.integers(0, 7))
def test_votes_start_with_the_controller_then_turn_order(n: int, active: int, controller: int) -> None:
    seats = NAMES[:n]
    data = {"players": [{"name": s} for s in seats], "active": seats[active % n], "controller": seats[controller % n],
            "effect": "Will of the council — Starting with you, each player votes for up or down."}
    [step] = asyncio.run(resolve(data)).steps
    c = controller % n
    assert step.order == seats[c:] + seats[:c]
    assert all(not choice.hidden for choice in step.choices)
