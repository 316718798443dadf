# libFuzzer harnesses (fuzz/*_fuzz.cpp, one per entry point; see fuzz/README.md).
# Only configured with clang and -DPREFLIGHT_FUZZ=ON: the default build does not include this.
if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "PREFLIGHT_FUZZ needs clang (libFuzzer); configure with CXX=clang++")
endif()

# Every phase library is instrumented for coverage and checked by ASan and UBSan; a UBSan
# report stops the run so that libFuzzer records the input.
set(PREFLIGHT_FUZZ_SANITIZERS -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
get_property(fuzz_libraries GLOBAL PROPERTY PREFLIGHT_LIBRARIES)
foreach(lib ${fuzz_libraries})
  target_compile_options(${lib} PRIVATE -fsanitize=fuzzer-no-link ${PREFLIGHT_FUZZ_SANITIZERS})
  # functions/builtin_roles.cpp deduces a std::array of ~500 entries, past clang's default
  # fold-expression limit of 256.
  target_compile_options(${lib} PRIVATE -fbracket-depth=1024)
  target_link_options(${lib} INTERFACE -fsanitize=address,undefined)
endforeach()

add_custom_target(fuzz)
file(GLOB fuzz_sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/fuzz/*_fuzz.cpp)
foreach(src ${fuzz_sources})
  get_filename_component(name ${src} NAME_WE)
  add_executable(${name} ${src})
  target_compile_options(${name} PRIVATE -fsanitize=fuzzer ${PREFLIGHT_FUZZ_SANITIZERS})
  target_link_options(${name} PRIVATE -fsanitize=fuzzer,address,undefined)
  target_link_libraries(${name} PRIVATE ${fuzz_libraries})
  add_dependencies(fuzz ${name})
endforeach()
