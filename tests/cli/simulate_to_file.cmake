# Runs `tricorne simulate ARGS` (or `tricorne SUBCOMMAND ARGS`) and writes what it prints to
# OUT, so a later test can check the file (ctest cannot redirect a test command's output).
#
#   cmake -DTRICORNE=... -DOUT=... "-DARGS=FILE;--games;40;..." [-DSUBCOMMAND=balance] -P simulate_to_file.cmake
foreach(var TRICORNE OUT ARGS)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "${var} is not set")
  endif()
endforeach()
if(NOT DEFINED SUBCOMMAND)
  set(SUBCOMMAND simulate)
endif()
execute_process(COMMAND "${TRICORNE}" ${SUBCOMMAND} ${ARGS} OUTPUT_FILE "${OUT}" RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "tricorne ${SUBCOMMAND} ${ARGS} failed (${result})")
endif()
