#!/bin/sh
# Installs what preflight needs to build on Debian 12 (as root, or with sudo), then configures and
# builds it in ./build. The README's two set-up commands and the Dockerfile's build stage all run
# this script, so there is one way to build preflight.
#
#   sh packaging/setup.sh [CMAKE_OPTION...]      e.g. -DBUILD_TESTING=OFF
#
# Environment: PREFLIGHT_BUILD_DIR (default build), PREFLIGHT_SKIP_APT=1 to leave packages alone.
set -eu

cd "$(dirname "$0")/.."
build_dir=${PREFLIGHT_BUILD_DIR:-build}

# What the build needs, by Debian package name; the binary itself needs only the runtime
# libraries the .deb declares (packaging/packaging.cmake).
packages="g++ cmake ninja-build pkg-config nlohmann-json3-dev libre2-dev libyaml-cpp-dev libcli11-dev zlib1g-dev libcpp-httplib-dev libmimalloc-dev catch2"

# As root, or through sudo without a password (CI runners).
as_root=
[ "$(id -u)" = 0 ] || { command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null && as_root="sudo -n"; }
if [ "${PREFLIGHT_SKIP_APT:-0}" != 1 ] && command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" = 0 ] || [ -n "$as_root" ]; }; then
  echo "+ apt-get install $packages"
  $as_root apt-get update -qq
  # shellcheck disable=SC2086 # one word per package
  $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $packages
fi

echo "+ cmake -S . -B $build_dir -G Ninja -DCMAKE_BUILD_TYPE=Release $*"
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@"
echo "+ cmake --build $build_dir"
cmake --build "$build_dir"
