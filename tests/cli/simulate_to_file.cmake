# Runs `tricorne simulate ARGS` and writes what it prints to OUT, so a later test can check
# the file (ctest cannot redirect a test command's output).
#
#   cmake -DTRICORNE=... -DOUT=... "-DARGS=FILE;--games;40;..." -P simulate_to_file.cmake
foreach(var TRICORNE OUT ARGS)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "${var} is not set")
  endif()
endforeach()
execute_process(COMMAND "${TRICORNE}" simulate ${ARGS} OUTPUT_FILE "${OUT}" RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "tricorne simulate ${ARGS} failed (${result})")
endif()
