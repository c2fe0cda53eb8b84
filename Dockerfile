# The Tianxia web server (docs/server.md, "Deployment").  Build and run with PostgreSQL:
#   docker compose up --build        (compose.yaml)
# or alone over a SQLite file in the volume /data:
#   docker build -t tianxia . && docker run -p 8000:8000 -v tianxia-data:/data tianxia
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /build
COPY pyproject.toml README.md ./
COPY src ./src
RUN pip install ".[server]" && rm -rf /build

RUN useradd --create-home --uid 10001 tianxia && mkdir /data && chown tianxia /data
USER tianxia
WORKDIR /data

# every setting is an environment variable (docs/server.md); these suit a container
ENV TIANXIA_HOST=0.0.0.0 \
    TIANXIA_PORT=8000 \
    TIANXIA_DB=sqlite:////data/tianxia.sqlite3 \
    TIANXIA_LOG_FORMAT=json

EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD ["python", "-c", "import sys, urllib.request; sys.exit(urllib.request.urlopen('http://127.0.0.1:8000/health', timeout=4).status != 200)"]

CMD ["tianxia", "serve"]
