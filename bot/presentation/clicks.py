"""A click as every front end hands it over, what its handler answers, and the one registry of handlers.

Discord (``cogs/ui.py``) and the console (``bot/frontends/console.py``) both build a :class:`Click`
from a pressed button or menu and call :meth:`bot.presentation.actions.Actions.click`, which decodes
the custom id once (:func:`.ids.decode`) and awaits the one handler :data:`ROUTES` names for its
prefix. A handler is registered with :func:`route` beside the message builder whose buttons it
answers; it decides, the front end only shows the :class:`ClickReply`. Nothing about a click lives
in a view object, so buttons keep working after a restart.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from .ids import Grammar
from .model import Message

if TYPE_CHECKING:
    from ..services.cards import CardResult

T = TypeVar("T")
#: The presentation a handler is given (``actions.Actions``, which imports this module: a type
#: variable here keeps the two out of an import circle).
A = TypeVar("A")

#: ``update`` edits the clicked message in place; ``new`` answers with a new (private) message.
Mode = Literal["update", "new"]


@dataclass(frozen=True, slots=True)
class Click:
    """One press of a button or pick in a menu, with what the handlers may need to know of it."""

    custom_id: str
    user_id: int
    #: The clicker's language (their setting, the server's, their locale), for notices about the click.
    lang: str = "en"
    #: The option values picked in a menu (empty for a button).
    values: tuple[str, ...] = ()
    #: Whether the clicked message is private, and whose command produced it (None: the bot's own).
    message_ephemeral: bool = False
    message_owner: int | None = None
    #: The clicker may manage the server (a table game's cancel button ends anyone's game then).
    can_manage: bool = False


@dataclass(frozen=True, slots=True)
class ClickReply:
    """What a click shows: ``message`` (in place or new, per ``mode``); or, for a card's "Resolve",
    the card to resolve (``resolve``: Discord asks who plays in a modal, the console at the prompt);
    then ``after``, work that runs once the answer is shown (a table answer is played), whose
    returned message, if any, is a private follow-up."""

    message: Message | None
    mode: Mode = "new"
    resolve: CardResult | None = None
    after: Callable[[], Awaitable[Message | None]] | None = None


#: A click's handler: the presentation (``Actions``: its services), the typed id its grammar read, the click.
Handler = Callable[[A, T, Click], Awaitable[ClickReply]]
#: The one click registry: each custom-id prefix and the handler that answers it.
ROUTES: dict[str, Handler[Any, Any]] = {}


def route(grammar: Grammar[T]) -> Callable[[Handler[A, T]], Handler[A, T]]:
    """Register the decorated function as the handler of ``grammar``'s prefix (one per prefix;
    a reloaded module's registers again, replacing it)."""

    def register(handler: Handler[A, T]) -> Handler[A, T]:
        ROUTES[grammar.prefix] = handler
        return handler

    return register
