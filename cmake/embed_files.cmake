# Run as `cmake -DDIR=<folder> -DPATTERN=<glob> -DOUT=<file.cpp> -DHEADER=<include>
#   -DNAMESPACE=<ns> -DFUNCTION=<name> -DTYPE=<struct> -P embed_files.cmake`:
# writes a C++ file whose FUNCTION() returns every <DIR>/<PATTERN> as {file name, text} of TYPE,
# so the binary needs no data files at run time.
file(GLOB files "${DIR}/${PATTERN}")
list(SORT files)
set(body "")
foreach(f IN LISTS files)
  get_filename_component(name "${f}" NAME)
  file(READ "${f}" text)
  string(FIND "${text}" ")pfdata\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${f} contains the raw-string delimiter )pfdata\"")
  endif()
  string(APPEND body "    {\"${name}\"sv, R\"pfdata(${text})pfdata\"sv},\n")
endforeach()
set(out "// Generated from ${PATTERN} in ${DIR} by cmake/embed_files.cmake; do not edit.\n")
string(APPEND out "#include \"${HEADER}\"\n\nnamespace ${NAMESPACE} {\n\n")
# The sv suffix gives each view the literal's length: a view made from a char pointer counts its
# bytes in constant evaluation, which clang stops at its step limit for a file this size.
string(APPEND out "std::span<const ${TYPE}> ${FUNCTION}() {\n  using namespace std::string_view_literals;\n")
string(APPEND out "  static constexpr ${TYPE} files[] = {\n${body}  };\n  return files;\n}\n\n}  // namespace ${NAMESPACE}\n")
# Rewrite only on change, so that a reconfigure does not force a recompile.
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
  if(old STREQUAL out)
    return()
  endif()
endif()
file(WRITE "${OUT}" "${out}")
