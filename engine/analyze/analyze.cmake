# pf_analyze: the `preflight analyze` pipeline, with the built-in rule pack compiled in.
preflight_library(pf_analyze   DIRS engine/analyze    DEPS pf_inputs pf_expand pf_rules pf_report pf_mocks pf_compile pf_policy)

file(GLOB rule_pack_files CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/rules/azure/*.Rule.yaml)
set(rule_pack_cpp ${CMAKE_BINARY_DIR}/generated/preflight/rule_pack_files.cpp)
add_custom_command(OUTPUT ${rule_pack_cpp}
  COMMAND ${CMAKE_COMMAND} -DDIR=${CMAKE_SOURCE_DIR}/rules/azure -DPATTERN=*.Rule.yaml -DOUT=${rule_pack_cpp}
          -DHEADER=engine/analyze/builtin_rules.hpp -DNAMESPACE=pf::analyze -DFUNCTION=builtinRuleFiles
          -DTYPE=EmbeddedFile -P ${CMAKE_SOURCE_DIR}/cmake/embed_files.cmake
  DEPENDS ${rule_pack_files} ${CMAKE_SOURCE_DIR}/cmake/embed_files.cmake
  COMMENT "Embedding rules/azure/*.Rule.yaml"
  VERBATIM)
target_sources(pf_analyze PRIVATE ${rule_pack_cpp})

# The same files read ahead of time (tools/pack_rules.cpp): a run decodes their documents
# instead of parsing YAML, which was most of start-up.
add_executable(preflight_pack_rules ${CMAKE_SOURCE_DIR}/tools/pack_rules.cpp)
target_link_libraries(preflight_pack_rules PRIVATE pf_rules)
set(rule_packs_cpp ${CMAKE_BINARY_DIR}/generated/preflight/rule_pack_documents.cpp)
add_custom_command(OUTPUT ${rule_packs_cpp}
  COMMAND preflight_pack_rules ${rule_packs_cpp} ${rule_pack_files}
  DEPENDS preflight_pack_rules ${rule_pack_files}
  COMMENT "Packing rules/azure/*.Rule.yaml"
  VERBATIM)
target_sources(pf_analyze PRIVATE ${rule_packs_cpp})

# The built-in rules' help pages (rules/azure/en/<rule name>.md, PSRule's layout), for
# `preflight rules` and SARIF's rule help.
file(GLOB rule_help_files CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/rules/azure/en/*.md)
set(rule_help_cpp ${CMAKE_BINARY_DIR}/generated/preflight/rule_help_files.cpp)
add_custom_command(OUTPUT ${rule_help_cpp}
  COMMAND ${CMAKE_COMMAND} -DDIR=${CMAKE_SOURCE_DIR}/rules/azure/en -DPATTERN=*.md -DOUT=${rule_help_cpp}
          -DHEADER=engine/analyze/builtin_help.hpp -DNAMESPACE=pf::analyze -DFUNCTION=builtinRuleHelpFiles
          -DTYPE=EmbeddedFile -P ${CMAKE_SOURCE_DIR}/cmake/embed_files.cmake
  DEPENDS ${rule_help_files} ${CMAKE_SOURCE_DIR}/cmake/embed_files.cmake
  COMMENT "Embedding rules/azure/en/*.md"
  VERBATIM)
target_sources(pf_analyze PRIVATE ${rule_help_cpp})
