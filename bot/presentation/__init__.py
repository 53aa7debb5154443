"""Presentation: service results → message data (no Discord imports)."""
