# syntax=docker/dockerfile:1
# MTG rules bot. The token comes from the environment at run time (never baked into the image);
# the SQLite database and the downloaded rules live in the /data volume.

FROM python:3.11-slim AS build
WORKDIR /src
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_CACHE_DIR=1
# The venv path is the same in both stages because virtualenvs are not relocatable.
RUN python -m venv /opt/venv
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY runtime ./runtime
# bot/data is a symlink to ../data in the source tree; the wheel gets the real files.
COPY data ./data
RUN /opt/venv/bin/pip install --no-cache-dir .

FROM python:3.11-slim
WORKDIR /app
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    MTGBOT_DATA_DIR=/data \
    MTGBOT_DB=/data/bot.sqlite3 \
    MTGBOT_HEARTBEAT=/data/heartbeat
# Everything, the Spanish translation and the interface strings included, is in the installed
# package: no source tree is needed at run time.
COPY --from=build /opt/venv /opt/venv
RUN useradd --uid 10001 --no-create-home --shell /usr/sbin/nologin bot \
    && mkdir -p /data && chown 10001:10001 /data
USER 10001:10001
VOLUME ["/data"]
# The bot touches the heartbeat every 30 s while connected; `bot health` also checks the database.
HEALTHCHECK --interval=60s --timeout=10s --start-period=120s --retries=3 \
    CMD ["python", "-m", "bot", "health"]
# discord.py shuts down cleanly on SIGINT; the bot also handles SIGTERM.
STOPSIGNAL SIGINT
ENTRYPOINT ["python", "-m", "bot"]
CMD ["run"]
