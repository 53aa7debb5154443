"""Cards: the model, the MTGJSON AtomicCards reader and the name index (domain layer, no I/O
beyond reading the file it is given)."""

from .model import Card, CardLookup, CardText, Face, Printed, Ruling

__all__ = ["Card", "CardLookup", "CardText", "Face", "Printed", "Ruling"]
