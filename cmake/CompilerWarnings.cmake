# Warnings as an interface target, applied to our own targets only (never to third-party code).
add_library(tricorne_warnings INTERFACE)
target_compile_options(tricorne_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
  -Woverloaded-virtual -Wimplicit-fallthrough)
