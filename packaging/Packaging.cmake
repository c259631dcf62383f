# Installation and the two Debian packages (CPack components; `cpack -G DEB` in the build
# directory, see docs/reference/packages.md):
#   tricorne         the CLI, its man page and shell completion, and the battles, templates and
#                    schemas under share/tricorne. Qt-free: its Depends come from dpkg-shlibdeps
#                    on a binary that links no Qt.
#   tricorne-studio  the studio, its man page, desktop entry, MIME type, AppStream metainfo and
#                    icon. Depends on tricorne (it opens the battles tricorne installs) and on
#                    the QML modules of packaging/qml-modules.txt.
include(GNUInstallDirs)
set(TRICORNE_DATADIR ${CMAKE_INSTALL_DATADIR}/tricorne)
set(packaging_dir ${CMAKE_CURRENT_LIST_DIR})
set(packaging_out ${CMAKE_BINARY_DIR}/packaging)
tricorne_harden(engine tricorne studio studioplugin tricorne-studio)
set_target_properties(tricorne PROPERTIES TRICORNE_SUBCOMMANDS "validate;export;probe;diff;replay;simulate;balance;oob import;oob export")  # for its man page
include(${packaging_dir}/Generated.cmake)  # man pages and gzipped changelogs, built at build time

# --- tricorne ------------------------------------------------------------------------------------
install(TARGETS tricorne RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT cli)
# The battles and templates live with the CLI, not the studio: they are data every tool reads
# (validate, simulate, the studio's File ▸ Open example battle and New), the CLI package is the
# small Qt-free one, and tricorne-studio depends on it, so there is one copy for both.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/scenarios ${PROJECT_SOURCE_DIR}/templates ${PROJECT_SOURCE_DIR}/schema
        DESTINATION ${TRICORNE_DATADIR} COMPONENT cli
        FILES_MATCHING PATTERN "*.json")
install(FILES ${packaging_dir}/completion/tricorne.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME tricorne COMPONENT cli)
install(FILES ${packaging_dir}/completion/_tricorne DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions COMPONENT cli)
tricorne_install_docs(tricorne cli)

# --- tricorne-studio ------------------------------------------------------------------------------
if(TARGET tricorne-studio)
  install(TARGETS tricorne-studio RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT studio)
  install(FILES ${packaging_dir}/io.github.tricorne.studio.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications COMPONENT studio)
  install(FILES ${packaging_dir}/io.github.tricorne.studio.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo COMPONENT studio)
  # shared-mime-info and desktop-file-utils pick these up through dpkg triggers: no maintainer
  # scripts needed.
  install(FILES ${packaging_dir}/tricorne-mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME tricorne.xml COMPONENT studio)
  install(FILES ${packaging_dir}/icons/tricorne-studio.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps COMPONENT studio)
  tricorne_install_docs(tricorne-studio studio)
endif()

# --- the packages ----------------------------------------------------------------------------------
# "module  package..." lines of qml-modules.txt → the studio's QML packages, each once.
function(tricorne_qml_packages out)
  file(STRINGS ${packaging_dir}/qml-modules.txt lines)
  set(packages)
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "#.*" "" line "${line}")
    string(REGEX MATCHALL "[^ \t]+" words "${line}")
    list(POP_FRONT words)  # the module
    list(REMOVE_ITEM words "-")
    list(APPEND packages ${words})
  endforeach()
  list(REMOVE_DUPLICATES packages)
  list(SORT packages)
  set(${out} ${packages} PARENT_SCOPE)
endfunction()
tricorne_qml_packages(qml_packages)
list(JOIN qml_packages ", " qml_depends)

set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "tricorne")
set(CPACK_PACKAGE_VENDOR "Tricorne Studio")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "Tricorne Studio maintainers <maintainers@users.noreply.a-seed-fa845ee8.example>")
# Each package's synopsis is the first line of its own description below. CPackDeb puts a
# summary that differs from CPack's default in front of every component's description, so the
# summary is left at that default (it appears nowhere else in a .deb).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${CMAKE_PROJECT_NAME} built using CMake")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/tricorne/tricorne-studio")
# Not "games": neither installs a game in /usr/games (lintian: package-section-games-but-contains-
# no-game). A command-line tool, and a scenario editor for a game (as Debian files the map
# editor Tiled).
set(CPACK_DEBIAN_CLI_PACKAGE_SECTION "utils")
set(CPACK_DEBIAN_STUDIO_PACKAGE_SECTION "editors")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_STRIP_FILES ON)
# dpkg-deb's defaults for the files it packs (lintian checks the modes, not the umask).
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL cli)
set(CPACK_DEBIAN_CLI_PACKAGE_NAME "tricorne")
set(CPACK_DEBIAN_CLI_DESCRIPTION "command-line rules engine for Commands & Colors Tricorne battles
tricorne checks battle files for Commands & Colors Tricorne (The American
Revolution and The Jacobite Rising) against their schema and the game's rules,
exports them as canonical JSON, answers questions about a battle as placed
(line of sight, battle dice, legal moves), replays game logs and plays seeded
bot-against-bot games to report each side's win rate.
.
This package also holds the battles and blank starting boards of both games,
their game-system data and the JSON schemas of the file formats.")

if(TARGET tricorne-studio)
  list(APPEND CPACK_COMPONENTS_ALL studio)
  set(CPACK_DEBIAN_STUDIO_PACKAGE_NAME "tricorne-studio")
  set(CPACK_DEBIAN_STUDIO_PACKAGE_DEPENDS "tricorne (= ${PROJECT_VERSION}), ${qml_depends}")
  set(CPACK_DEBIAN_STUDIO_DESCRIPTION "scenario studio for Commands & Colors Tricorne battles
Tricorne Studio is a desktop application for authoring battles for the board
wargame Commands & Colors Tricorne. Paint terrain on the hex battlefield, draw
walls, field works and fences on hex sides, place units, leaders and Chief
markers, and set battle notes, objectives and special rules, with the battle
checked against the game's rules as you edit.
.
A battle can be playtested against bots or by hand, and its balance measured
by many bot-against-bot games.")
endif()
include(CPack)
