# Every `import` of a QML file of the studio (editor/qml) names a module that
# packaging/qml-modules.txt maps to Debian packages, and each of those packages is in
# tricorne-studio's Depends (as CPack will write it: CPackConfig.cmake) and in
# packaging/debian-packages.txt (what `make` and CI install). A module missing from the
# package list is a studio that exits at start on a user's machine.
#   cmake -DSOURCE_DIR=... -DCPACK_CONFIG=.../CPackConfig.cmake -P check_qml_packages.cmake
cmake_minimum_required(VERSION 3.25)
set(problems "")

# The modules imported: `import QtQuick.Controls [2.15] [as C]`; quoted imports are folders.
file(GLOB_RECURSE qml_files ${SOURCE_DIR}/editor/qml/*.qml)
set(imports "")
foreach(qml IN LISTS qml_files)
  file(STRINGS ${qml} lines REGEX "^[ \t]*import[ \t]+[A-Za-z]")
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "^[ \t]*import[ \t]+([A-Za-z_][A-Za-z0-9_.]*).*" "\\1" module "${line}")
    list(APPEND imports ${module})
    get_filename_component(name ${qml} NAME)
    set(where_${module} ${name})
  endforeach()
endforeach()
list(REMOVE_DUPLICATES imports)
list(LENGTH imports count)
if(count EQUAL 0)
  message(FATAL_ERROR "no import found in ${SOURCE_DIR}/editor/qml: is SOURCE_DIR right?")
endif()

# qml-modules.txt: "module package..." ("-": built in).
file(STRINGS ${SOURCE_DIR}/packaging/qml-modules.txt map_lines)
foreach(line IN LISTS map_lines)
  string(REGEX REPLACE "#.*" "" line "${line}")
  string(REGEX MATCHALL "[^ \t]+" words "${line}")
  if(words)
    list(POP_FRONT words module)
    list(REMOVE_ITEM words "-")
    set(mapped_${module} TRUE)
    set(packages_${module} ${words})
  endif()
endforeach()

# debian-packages.txt: one package a line, # comments.
file(STRINGS ${SOURCE_DIR}/packaging/debian-packages.txt listed)
list(TRANSFORM listed REPLACE "#.*" "")
list(TRANSFORM listed STRIP)

# The Depends CPack writes.
include(${CPACK_CONFIG})
string(REPLACE "," ";" depends "${CPACK_DEBIAN_STUDIO_PACKAGE_DEPENDS}")
list(TRANSFORM depends REPLACE "\\(.*\\)" "")
list(TRANSFORM depends STRIP)

foreach(module IN LISTS imports)
  if(NOT mapped_${module})
    string(APPEND problems "\n  editor/qml/${where_${module}}: import ${module}: not in packaging/qml-modules.txt; add it with the Debian package that provides it (dpkg -S /usr/lib/*/qt6/qml/<module path>/qmldir), or '-' if it is built in")
    continue()
  endif()
  foreach(package IN LISTS packages_${module})
    if(NOT package IN_LIST depends)
      string(APPEND problems "\n  import ${module}: ${package} is not in tricorne-studio's Depends (${CPACK_DEBIAN_STUDIO_PACKAGE_DEPENDS})")
    endif()
    if(NOT package IN_LIST listed)
      string(APPEND problems "\n  import ${module}: ${package} is not in packaging/debian-packages.txt; add it there")
    endif()
  endforeach()
endforeach()

if(problems)
  message(FATAL_ERROR "QML imports without their Debian package:${problems}")
endif()
list(JOIN imports ", " shown)
message(STATUS "${count} QML modules imported (${shown}), each with its packages in the Depends and in debian-packages.txt")
