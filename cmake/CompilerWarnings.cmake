# Warnings as an interface target, applied to our own targets only (never to third-party code).
add_library(tricorne_warnings INTERFACE)
target_compile_options(tricorne_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
  -Woverloaded-virtual -Wimplicit-fallthrough)

# The engine and its CLI also refuse implicit conversions that may change a value: an int stored
# in an int8_t, a size_t in an int, a double in an int, a negative int used as a size_t index.
# The game state is packed into small integers, and a silent truncation there would change a
# game; where a narrowing is meant, the code says so with one cast. Errors, so they stay clean.
# The studio and the tests need not be (the engine's headers they include are clean anyway).
add_library(tricorne_engine_warnings INTERFACE)
target_compile_options(tricorne_engine_warnings INTERFACE
  -Wconversion -Wsign-conversion -Werror=conversion -Werror=sign-conversion)
target_link_libraries(tricorne_engine_warnings INTERFACE tricorne_warnings)
