#pragma once
// Moved to tests/temp_dir.hpp (shared by all tests); kept so that branches still including
// this path build. Remove once nothing includes it.
#include "tests/temp_dir.hpp"
