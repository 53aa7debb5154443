"""The engine reads typed plans, not words (docs/architecture.md: text -> parse tree -> typed plan -> engine).

Why: a fact the engine reads again from a step's words with a regular expression is a second parser beside the
grammar, one that never refuses: ``sole_targets`` read "up to one" from the step's text beside the typed ``up_to``
(and "another target" beside the parse), so a step the grammar read one way could be run another. "Up to N" / "any
number of" (``Step.up_to``) and "another target" (``Step.another_target``) are now set by the plan builder from the
parse (plan/convert.py ``_common``), and the engine reads only those. Session 36 paid five debts the same way: a
step's own object target words (``Step.object_target_words``, plan/convert.py), the resolving trigger's condition
(``Scenario.trigger``, trigger_facts.py: referents, damaged_player, attached, trigger_moment), an Aura's enchant
abilities (``Scenario.enchant``, ``GameObject.enchant``) and an "enters with" replacement (``GameObject.enters_with``,
grammar/printed_object.py: enchant_legal, copiable) and the board's printed mana abilities (``GameObject.mana``,
``Scenario.source_mana``: mana_available, which keeps ``re`` for a cost's symbols only).

This test holds the line: an engine module may import ``re`` only when it is on the list below with its reason, and
an entry whose module no longer needs ``re`` must go. Two kinds of reason are accepted: a value that is not the
effect's words (a mana cost's symbols, 202.1; a counter's name, 122.1; a name the scenario gives), and a known debt
-- words the plan does not yet carry as a typed fact -- named as such so that it is removed, never copied.
"""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "bot" / "apnap" / "engine"

_COST = "a mana cost's symbols ({2}{R}, 202.1): a value of the object, not the effect's words"
#: module -> why it may use ``re``
ALLOWED: dict[str, str] = {
    "act_own_cost.py": _COST,
    "act_pay.py": _COST,
    "act_stack.py": _COST,
    "cost_statics.py": _COST,
    "devotion_count.py": _COST + " (700.5: devotion counts them)",
    "layers.py": "a counter's name (\"+1/+1\", 122.1a), the value a typed step carries",
    "act_permanents.py": "a counter's name (\"+1/+1\", 122.1a), the value a typed step carries",
    "same_names.py": "a name as the scenario gives it (\"Forest (Bob)\"): the answer's format, not card text",
    "spell_source.py": "rendering only: the step's words said again with \"this spell\" for an instant or sorcery "
                       "(the narration's wording; nothing is decided from it)",
    "target_protection.py": "another object's printed keywords and mana cost (702.16a: \"protection from X and "
                            "from Y\"; 702.114a devoid): the board's objects, not the effect's words",
    "mana_available.py": _COST + " (118.3: whether the mana the board can make pays it)",
}


def _imports_re(tree: ast.AST) -> bool:
    return any((isinstance(node, ast.Import) and any(a.name == "re" for a in node.names))
               or (isinstance(node, ast.ImportFrom) and node.module == "re") for node in ast.walk(tree))


def _using_re() -> set[str]:
    return {path.name for path in sorted(ENGINE.glob("*.py")) if _imports_re(ast.parse(path.read_text("utf-8")))}


def test_engine_modules_use_re_only_with_a_reason():
    unexplained = _using_re() - set(ALLOWED)
    assert not unexplained, f"engine modules reading words with re (carry a typed field instead): {unexplained}"


def test_every_allowed_module_still_needs_it():
    stale = set(ALLOWED) - _using_re()
    assert not stale, f"no longer use re: remove them from ALLOWED: {stale}"


def test_sole_targets_reads_up_to_and_another_from_the_plan():
    """The two facts this test was written for: never read again from the step's words."""
    assert "sole_targets.py" not in ALLOWED and "board_values.py" not in ALLOWED
    source = (ENGINE / "sole_targets.py").read_text("utf-8")
    assert "step.up_to" in source and "step.another_target" in source


def test_the_check_sees_an_import():
    assert _imports_re(ast.parse("import re"))
    assert _imports_re(ast.parse("from re import compile"))
    assert not _imports_re(ast.parse("from dataclasses import replace"))
