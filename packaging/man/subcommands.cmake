# Writes a help2man include with a COMMANDS section: each subcommand's own --help, so that the
# man page documents every option the program has, taken from the program.
#   cmake -DPROGRAM=tricorne -DSUBCOMMANDS="validate;export;..." -DOUTPUT=... -P subcommands.cmake
# PROGRAM is run by its bare name (PATH set by the caller) so the usage lines read "tricorne".
set(text "[COMMANDS]\n")
foreach(sub IN LISTS SUBCOMMANDS)
  separate_arguments(words UNIX_COMMAND "${sub}")  # "oob import": a subcommand's own subcommand
  execute_process(COMMAND ${PROGRAM} ${words} --help OUTPUT_VARIABLE help RESULT_VARIABLE result)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} ${sub} --help failed (${result})")
  endif()
  # roff: a backslash is \e; a line may not start with a control character.
  string(REPLACE "\\" "\\e" help "${help}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
  string(APPEND text ".SS ${PROGRAM} ${sub}\n.nf\n${help}.fi\n")
endforeach()
file(WRITE ${OUTPUT} "${text}")
