"""One renderer per plan step type, beside the engine's one handler per step type.

A renderer is ``def renderer(step, words) -> Clause``: it says what the step does, in the language of
``words`` (:class:`~bot.apnap.render.words.Words`), from the step's typed fields only — never from
``step.text``, so a field the plan lost shows up as a sentence that no longer says what the card says.
Register it with ``@renders(StepType, ...)``; adding an action is a plan dataclass, an engine handler,
its grammar rules and a renderer here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from ..plan import Step
from ..registry import register_once


@dataclass(frozen=True, slots=True)
class Clause:
    """One step said: who does it (``subject``, "" for an instruction to the controller) and what."""

    subject: str
    predicate: str
    lead: str = ""  # "For each opponent who does, …": said before the subject, never shared
    trailing: tuple[str, ...] = ()  # ", where X is …", ", rounded up": said once at the end of the sentence
    after_and: str = ""  # how an instruction to the controller reads after "and": "… and you scry X"
    own_sentence: bool = False  # "This permanent deals …": Oracle names a damage source again, never "…, then deals"


class MissingRenderer(LookupError):
    """A step type with no renderer: named, so a new step type is never rendered as nothing."""

    def __init__(self, kind: type[Step]) -> None:
        super().__init__(f"no renderer for the plan step type {kind.__name__} (add one in bot/apnap/render/)")
        self.kind = kind


class MissingWords(LookupError):
    """An amount or condition type with no words: named, as a step type with no renderer is."""

    def __init__(self, what: str, name: str) -> None:
        super().__init__(f"no words for the {what} type {name} (add them in bot/apnap/render/amounts.py)")


Renderer = Callable[[Any, Any], Clause]
RENDERERS: dict[type[Step], Renderer] = {}
R = TypeVar("R", bound=Renderer)


def renders(*kinds: type[Step]) -> Callable[[R], R]:
    """Register the decorated function as the renderer of each step type in ``kinds``."""
    def register(fn: R) -> R:
        return register_once(RENDERERS, kinds, fn, "renderers")
    return register


# Renderers of step types not on main yet, by the type's name: in place whichever order other branches reach
# main; the type itself, once importable, may be registered with ``renders``.
RENDERERS_BY_NAME: dict[str, Renderer] = {}


def renders_named(*names: str) -> Callable[[R], R]:
    """Register the decorated function as the renderer of the step types called ``names``."""
    def register(fn: R) -> R:
        return register_once(RENDERERS_BY_NAME, names, fn, "renderers")
    return register


def has_renderer(kind: type[Step]) -> bool:
    return kind in RENDERERS or kind.__name__ in RENDERERS_BY_NAME


def renderer_for(step: Step) -> Renderer:
    found = RENDERERS.get(type(step)) or RENDERERS_BY_NAME.get(type(step).__name__)
    if found is None:
        raise MissingRenderer(type(step))
    return found
