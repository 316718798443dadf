# Run as `cmake -DIN=<file> -DOUT=<file.cpp> -DHEADER=<include> -DNAMESPACE=<ns> -DFUNCTION=<name>
#   -P embed_binary.cmake`: writes a C++ file whose FUNCTION() returns the bytes of IN as a
# std::string_view, so the binary needs no data file at run time. Every byte is written as a
# \x escape (binary data cannot go into a raw string literal).
file(READ "${IN}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "\\\\x\\1" escaped "${hex}")
get_filename_component(name "${IN}" NAME)
set(out "// Generated from ${name} by cmake/embed_binary.cmake; do not edit.\n")
string(APPEND out "#include \"${HEADER}\"\n\nnamespace ${NAMESPACE} {\n\nnamespace {\n")
string(APPEND out "// One string literal (sizeof includes its terminating NUL).\nconst char kBytes[] = \"${escaped}\";\n}  // namespace\n\n")
string(APPEND out "std::string_view ${FUNCTION}() { return {kBytes, sizeof kBytes - 1}; }\n\n}  // namespace ${NAMESPACE}\n")
# Rewrite only on change, so that a reconfigure does not force a recompile.
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
  if(old STREQUAL out)
    return()
  endif()
endif()
file(WRITE "${OUT}" "${out}")
