# pf_mocks: runtime-property projections, list*() responses, provider and zone data.
preflight_library(pf_mocks     DIRS mocks             DEPS pf_core pf_expr pf_expand)

# The mock data files are compiled into pf_mocks (no runtime file dependency).
file(GLOB mock_data_files CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/mocks/data/*.json)
set(mock_data_cpp ${CMAKE_BINARY_DIR}/generated/preflight/mock_data_files.cpp)
add_custom_command(OUTPUT ${mock_data_cpp}
  COMMAND ${CMAKE_COMMAND} -DDIR=${CMAKE_SOURCE_DIR}/mocks/data -DPATTERN=*.json -DOUT=${mock_data_cpp}
          -DHEADER=mocks/mock_data.hpp -DNAMESPACE=pf::mocks -DFUNCTION=embeddedDataFiles -DTYPE=DataFile
          -P ${CMAKE_SOURCE_DIR}/cmake/embed_files.cmake
  DEPENDS ${mock_data_files} ${CMAKE_SOURCE_DIR}/cmake/embed_files.cmake
  COMMENT "Embedding mocks/data/*.json"
  VERBATIM)
target_sources(pf_mocks PRIVATE ${mock_data_cpp})
