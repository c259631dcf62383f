# Exports every shipped scenario with the real `tricorne` and checks the outputs (and the
# sources) against scenario.schema.json with an independent validator (Python jsonschema).
#
#   cmake -DTRICORNE=... -DPYTHON=... -DSOURCE_DIR=... -DOUT_DIR=... -P export_and_validate_independently.cmake
foreach(var TRICORNE PYTHON SOURCE_DIR OUT_DIR)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "${var} is not set")
  endif()
endforeach()

file(REMOVE_RECURSE "${OUT_DIR}")
file(MAKE_DIRECTORY "${OUT_DIR}")

set(checked)
foreach(folder scenarios templates/scenarios)
  file(GLOB scenarios "${SOURCE_DIR}/${folder}/*.tricorne.json")
  if(NOT scenarios)
    message(FATAL_ERROR "no scenarios in ${SOURCE_DIR}/${folder}")
  endif()
  string(REPLACE "/" "-" prefix "${folder}")
  foreach(scenario IN LISTS scenarios)
    get_filename_component(name "${scenario}" NAME)
    set(exported "${OUT_DIR}/${prefix}-${name}")
    execute_process(COMMAND "${TRICORNE}" export "${scenario}" -o "${exported}" RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
      message(FATAL_ERROR "tricorne export ${scenario} failed (${result})")
    endif()
    list(APPEND checked "${scenario}" "${exported}")
  endforeach()
endforeach()

execute_process(
  COMMAND "${PYTHON}" "${SOURCE_DIR}/tests/tools/independent_validate.py" "${SOURCE_DIR}/schema/scenario.schema.json" ${checked}
  RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "the independent validator refused a scenario (exit ${result})")
endif()
