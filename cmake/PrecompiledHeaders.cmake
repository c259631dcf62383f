# Precompiled headers for the targets whose many files all parse the same heavy headers: nlohmann
# JSON (~25,000 lines of templates) in the engine, Catch2 besides it in the engine's and the
# CLI's test programs. (The studio's tests are a program per file, each too small to repay a
# header of its own.) A test file then builds in about 45% less CPU time (tests/engine/play/combat_test.cpp:
# 8.5 s to 4.9 s at the tests' -O1), and CI compiles everything twice (make test, make test-asan).
# Only the third-party and standard headers are precompiled, so a file still has to include
# what it uses from the project to compile, and editing a project header rebuilds no more than
# before. Off for ccache users: ccache caches a precompiled-header build only with its
# sloppiness settings (pch_defines,time_macros), and a cache hit is faster still.
if(CMAKE_CXX_COMPILER_LAUNCHER MATCHES "ccache")
  set(tricorne_pch_default OFF)
else()
  set(tricorne_pch_default ON)
endif()
option(TRICORNE_PRECOMPILE_HEADERS "Precompile the third-party headers every file of a target parses" ${tricorne_pch_default})

# tricorne_precompile_headers(TARGET HEADER...): HEADERs precompiled for TARGET's files (its
# own precompiled header; a source that must see them otherwise sets SKIP_PRECOMPILE_HEADERS).
function(tricorne_precompile_headers target)
  if(TRICORNE_PRECOMPILE_HEADERS)
    target_precompile_headers(${target} PRIVATE ${ARGN})
  endif()
endfunction()
