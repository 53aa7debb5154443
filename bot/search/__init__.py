"""Search: find the rule a player means, in English or Spanish."""

from . import rerank
from .engine import SearchEngine, SearchResults

__all__ = ["SearchEngine", "SearchResults", "rerank"]
