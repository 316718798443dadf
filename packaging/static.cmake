# -DPREFLIGHT_STATIC=ON: one statically linked binary (for the release archive). Debian 12 ships
# the static libraries of everything preflight links (libc.a, libstdc++.a, libyaml-cpp.a,
# libre2.a (RE2 2022-06-01 needs no Abseil), libz.a), so the imported targets are pointed at them.
# preflight resolves no user or host names and loads no modules, so static glibc's NSS and dlopen
# limits do not apply.
if(NOT PREFLIGHT_STATIC)
  return()
endif()
foreach(lib yaml-cpp re2 z)
  find_library(PREFLIGHT_STATIC_${lib} NAMES lib${lib}.a REQUIRED)
endforeach()
set_target_properties(yaml-cpp PROPERTIES IMPORTED_LOCATION_NONE ${PREFLIGHT_STATIC_yaml-cpp}
                                          IMPORTED_LOCATION_RELEASE ${PREFLIGHT_STATIC_yaml-cpp}
                                          IMPORTED_LOCATION ${PREFLIGHT_STATIC_yaml-cpp})
set_target_properties(PkgConfig::RE2 PROPERTIES INTERFACE_LINK_LIBRARIES "${PREFLIGHT_STATIC_re2};Threads::Threads"
                                                INTERFACE_LINK_OPTIONS "")
set_target_properties(ZLIB::ZLIB PROPERTIES IMPORTED_LOCATION ${PREFLIGHT_STATIC_z})
find_package(Threads REQUIRED)
add_link_options(-static)
