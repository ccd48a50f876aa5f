// Catch2's main for the wasm build of the suite (the native build links Catch2::Catch2WithMain).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
