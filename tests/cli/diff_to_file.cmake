# Runs `tricorne diff --json A B` on two different scenarios and writes what it prints to OUT,
# so a later test can check the file (ctest cannot redirect a test command's output). Exit 1,
# "different", is the expected ending.
#
#   cmake -DTRICORNE=... -DOUT=... -DA=... -DB=... -P diff_to_file.cmake
foreach(var TRICORNE OUT A B)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "${var} is not set")
  endif()
endforeach()
execute_process(COMMAND "${TRICORNE}" diff --json "${A}" "${B}" OUTPUT_FILE "${OUT}" RESULT_VARIABLE result)
if(NOT result EQUAL 1)
  message(FATAL_ERROR "tricorne diff --json ${A} ${B} exited ${result}, not 1 (different)")
endif()
