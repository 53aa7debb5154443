"""Search: find the rule a player means, in English or Spanish."""

import os

# numpy's BLAS threads would spin against the model's own OpenMP threads on the same cores (p90
# measured 5x slower); the products here are a few thousand rows, which one thread does in 1 ms.
# Set here, before any module of the package imports numpy (its BLAS reads them when it loads).
for _var in ("OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

from . import rerank  # noqa: E402
from .engine import SearchEngine, SearchResults  # noqa: E402

__all__ = ["SearchEngine", "SearchResults", "rerank"]
