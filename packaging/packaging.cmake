# Installing and packaging preflight (CPack): `cmake --build build --target package` writes
#   build/preflight_<version>_amd64.deb              Debian package, runtime libraries declared
#   build/preflight-<version>-linux-x86_64.tar.gz    the same files as an archive (bin/, share/)
# The archive holds the same dynamically linked binary: it needs the libraries the .deb declares.
# A static binary is not possible with Debian 12's packages: cpp-httplib (`extension test`) comes
# as a shared library only (no libcpp-httplib.a); the other libraries have static archives.
# packaging/test_deb.sh installs the .deb into a scratch root and runs it (CTest `package`).

install(TARGETS preflight RUNTIME DESTINATION bin)
# The HTTP client of `extension test`, which the binary looks for in ../lib/preflight/.
install(TARGETS preflight-http LIBRARY DESTINATION lib/preflight)
install(FILES README.md DESTINATION share/doc/preflight)
install(DIRECTORY docs/ DESTINATION share/doc/preflight)

set(CPACK_PACKAGE_NAME preflight)
set(CPACK_PACKAGE_VENDOR "preflight")
set(CPACK_PACKAGE_CONTACT "preflight maintainers <preflight@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Pre-flight policy and expansion engine for Azure Resource Manager templates and Bicep")
set(CPACK_PACKAGE_DESCRIPTION
    "preflight compiles Bicep natively, expands deployments as Azure Resource Manager would and checks the resources against PSRule-compatible rules, reporting findings as text, JSON, SARIF, JUnit and Markdown.")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_PACKAGE_FILE_NAME "preflight-${PROJECT_VERSION}-linux-x86_64")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE amd64)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/preflight/preflight")
# What dpkg-shlibdeps says of the binary on Debian 12; packaging/test_packages.sh checks that
# every shared library the binary loads belongs to a package named here.
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libc6 (>= 2.34), libcpp-httplib0.11 (>= 0.11.4), libgcc-s1 (>= 3.0), libre2-9 (>= 0+hg23), libstdc++6 (>= 11), libyaml-cpp0.7 (>= 0.7.0), zlib1g (>= 1:1.1.4)")
# The allocator, when the build linked it (PREFLIGHT_MIMALLOC, CMakeLists.txt).
if(PREFLIGHT_LINKS_MIMALLOC)
  string(APPEND CPACK_DEBIAN_PACKAGE_DEPENDS ", libmimalloc2.0 (>= 2.0.9)")
endif()
include(CPack)
