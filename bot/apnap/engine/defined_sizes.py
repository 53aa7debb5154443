"""A token's power and toughness that its own characteristic-defining ability sets (604.3), worked out whenever they
are read (layer 7a, 613.4a): "create a green Elephant creature token with "This creature's power and toughness are
each equal to the number of creature cards in your graveyard."".

Why counted on every read and not once as the token is created: the ability applies continuously (604.3: it is in
effect at all times), so a later step that fills or empties the graveyard changes the size, and the state-based
actions see the size as it is when they are checked (704.3; 704.5f: toughness 0 puts it into its owner's graveyard).
Why the count is its controller's: "you" of an object's ability is that object's controller (109.5), who is the
player who created the token (111.2) unless control changed; the count is made as that player, so "creatures you
control" and "its controller's graveyard" are theirs, not the resolving ability's controller's. A count the board
does not show (a hand not described) is asked as any count is (engine/values.py), never assumed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import GameObject
from ..plan import amounts as a
from .values import value_of

if TYPE_CHECKING:
    from .state import State


def define_sizes(state: State, defines: tuple[str, a.Amount], made: list[GameObject], player: str) -> None:
    """Record the defining ability of each token ``player`` just created (111.3): counted whenever read."""
    which, amount = defines
    for o in made:
        state.pt_layers.defining[o.uid] = (which, amount, player)


def defined_now(state: State, obj: GameObject) -> tuple[int | None, int | None] | None:
    """The token's (power, toughness) as its defining ability makes them now (None: the part it does not define);
    None when it has none, or while its own count is being made (a count that reads power reads the printed one)."""
    layers = state.pt_layers
    record = layers.defining.get(obj.uid)
    if record is None or obj.uid in layers.counting:
        return None
    which, amount, creator = record
    controller = next((p.name for p in state.game.players if any(o is obj for o in p.battlefield)), creator)
    layers.counting.add(obj.uid)
    try:
        with state.as_controller(controller):
            n = value_of(state, amount, controller)
    finally:
        layers.counting.discard(obj.uid)
    return (n if which in ("both", "power") else None), (n if which in ("both", "toughness") else None)
