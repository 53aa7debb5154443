"""Cards: the model, the MTGJSON AtomicCards reader and the name index (domain layer, no I/O
beyond reading the file it is given)."""

from .model import Card, CardText, Face, Printed, Ruling

__all__ = ["Card", "CardText", "Face", "Printed", "Ruling"]
