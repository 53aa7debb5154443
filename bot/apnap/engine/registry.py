"""One handler per plan step type: ``HANDLERS[type(step)]`` runs a step after its players are ordered.

A handler is ``async def handler(state, step, result) -> None``: it collects the choices its action
needs (:func:`bot.apnap.engine.asking.choice_phase`) and performs the action as one event, recording
events and triggers on ``result``. Register it with ``@handles(StepType, ...)``; adding an action is a
plan dataclass, a handler here, and the grammar rules that produce the dataclass.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

from ..plan import Step
from ..registry import register_once
from ..result import StepResult

if TYPE_CHECKING:
    from .state import State

Handler = Callable[["State", Any, StepResult], Awaitable[None]]
HANDLERS: dict[type[Step], Handler] = {}
H = TypeVar("H", bound=Handler)


def handles(*kinds: type[Step]) -> Callable[[H], H]:
    """Register the decorated coroutine as the handler of each step type in ``kinds``."""
    def register(fn: H) -> H:
        return register_once(HANDLERS, kinds, fn, "handlers")
    return register


def handler_for(step: Step) -> Handler:
    return HANDLERS[type(step)]
