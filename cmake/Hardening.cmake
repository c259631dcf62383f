# The hardening Debian builds its packages with (dpkg-buildflags, "hardening=+all"), for what we
# ship, so that the packaged binaries pass lintian's hardening checks: fortified libc calls, a
# stack protector, relocations read-only and bound at start, position-independent executables.
# None of it changes what a program computes: games and reports stay byte-identical.
#
# Only the shipped targets (and the libraries linked into them) get it, through
# tricorne_harden(): the test programs keep the plain flags, so their objects stay shared with
# every other build through ccache.
option(TRICORNE_HARDENING "Build the shipped binaries with Debian's hardening flags (fortify, stack protector, relro/now, PIE)" ON)
if(TRICORNE_HARDENING AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  include(CheckPIESupported)
  check_pie_supported(LANGUAGES CXX)
endif()

# tricorne_harden(TARGET...): the hardening flags on each target that exists.
function(tricorne_harden)
  if(NOT TRICORNE_HARDENING OR NOT CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    return()
  endif()
  foreach(target IN LISTS ARGN)
    if(NOT TARGET ${target})
      continue()
    endif()
    set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON)
    # _FORTIFY_SOURCE needs the optimiser; a Debug build would only get a warning from glibc.
    target_compile_options(${target} PRIVATE
      "$<$<NOT:$<CONFIG:Debug>>:-D_FORTIFY_SOURCE=2>"
      -fstack-protector-strong -fstack-clash-protection -Wformat -Werror=format-security)
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "EXECUTABLE")
      target_link_options(${target} PRIVATE -Wl,-z,relro -Wl,-z,now)
    endif()
  endforeach()
endfunction()
