# pf_azuretypes: Bicep's Azure type index (resource type spellings, body schemas), embedded.
# zlib inflates its sections (zlib1g-dev; see README.md).
find_package(ZLIB REQUIRED)
preflight_library(pf_azuretypes DIRS engine/azuretypes DEPS pf_core ZLIB::ZLIB)

set(azure_types_bin ${CMAKE_SOURCE_DIR}/engine/azuretypes/data/azure-types.bin)
set(azure_types_cpp ${CMAKE_BINARY_DIR}/generated/preflight/azure_types_data.cpp)
add_custom_command(OUTPUT ${azure_types_cpp}
  COMMAND ${CMAKE_COMMAND} -DIN=${azure_types_bin} -DOUT=${azure_types_cpp} -DHEADER=engine/azuretypes/embedded.hpp
          -DNAMESPACE=pf::azuretypes -DFUNCTION=embeddedTypeIndex -P ${CMAKE_SOURCE_DIR}/cmake/embed_binary.cmake
  DEPENDS ${azure_types_bin} ${CMAKE_SOURCE_DIR}/cmake/embed_binary.cmake
  COMMENT "Embedding engine/azuretypes/data/azure-types.bin"
  VERBATIM)
target_sources(pf_azuretypes PRIVATE ${azure_types_cpp})
