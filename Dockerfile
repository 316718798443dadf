# preflight in a container. Build from a checkout:   docker build -t preflight .
# Run on a repository:   docker run --rm -v "$PWD:/src:ro" preflight analyze /src --format sarif
#
# The build stage runs packaging/setup.sh, the script the README's set-up commands run, and
# packs the .deb; the image installs that .deb (apt brings its declared runtime libraries) and
# runs as an unprivileged user.
FROM debian:12-slim AS build
WORKDIR /src
COPY . .
RUN sh packaging/setup.sh -DBUILD_TESTING=OFF \
 && cd build && cpack -G DEB

FROM debian:12-slim
COPY --from=build /src/build/preflight_*_amd64.deb /tmp/
RUN apt-get update \
 && apt-get install -y --no-install-recommends /tmp/preflight_*_amd64.deb \
 && rm -rf /var/lib/apt/lists/* /tmp/preflight_*_amd64.deb \
 && useradd --create-home --uid 10001 --shell /usr/sbin/nologin preflight
USER preflight
WORKDIR /src
ENTRYPOINT ["preflight"]
CMD ["--help"]
