# Files of the packages made at build time: man pages written by help2man from each binary's
# own --help and --version (so they cannot drift from the program), and the changelog gzipped
# the way Debian wants it (-9, no name or timestamp: reproducible).
find_program(HELP2MAN help2man)
find_program(GZIP gzip REQUIRED)
file(MAKE_DIRECTORY ${packaging_out}/man ${packaging_out}/doc)

# tricorne_man_page(TARGET): ${packaging_out}/man/TARGET.1.gz, built with ALL. help2man
# takes the NAME line and the sections --help lacks from packaging/man/TARGET.h2m (and, for a
# target with the TRICORNE_SUBCOMMANDS property, each subcommand's --help), and
# runs the binary found on PATH by its bare name so the page says "tricorne", not the build
# path; the studio needs a platform to start, so it gets the offscreen one.
function(tricorne_man_page target)
  set(page ${packaging_out}/man/${target}.1)
  set(run_bare ${CMAKE_COMMAND} -E env "PATH=$<TARGET_FILE_DIR:${target}>:$ENV{PATH}" QT_QPA_PLATFORM=offscreen)
  set(includes --include=${packaging_dir}/man/${target}.h2m)
  set(depends ${target} ${packaging_dir}/man/${target}.h2m)
  get_target_property(subcommands ${target} TRICORNE_SUBCOMMANDS)
  if(subcommands)
    # Each subcommand's options, from its own --help (packaging/man/subcommands.cmake).
    set(commands ${packaging_out}/man/${target}-commands.h2m)
    add_custom_command(
      OUTPUT ${commands}
      COMMAND ${run_bare} ${CMAKE_COMMAND} -DPROGRAM=${target} "-DSUBCOMMANDS=${subcommands}" -DOUTPUT=${commands}
              -P ${packaging_dir}/man/subcommands.cmake
      DEPENDS ${target} ${packaging_dir}/man/subcommands.cmake
      VERBATIM)
    list(APPEND includes --include=${commands})
    list(APPEND depends ${commands})
  endif()
  add_custom_command(
    OUTPUT ${page}.gz
    COMMAND ${run_bare} ${HELP2MAN} --no-info --section=1 --version-string=${PROJECT_VERSION}
            ${includes} --output=${page} ${target}
    COMMAND ${GZIP} -9nf ${page}
    DEPENDS ${depends}
    COMMENT "Writing the man page of ${target} with help2man"
    VERBATIM)
  add_custom_target(${target}-man ALL DEPENDS ${page}.gz)
endfunction()

# The changelog, gzipped once for both packages.
set(changelog_gz ${packaging_out}/doc/changelog.gz)
add_custom_command(
  OUTPUT ${changelog_gz}
  COMMAND ${CMAKE_COMMAND} -E copy ${packaging_dir}/debian/changelog ${packaging_out}/doc/changelog
  COMMAND ${GZIP} -9nf ${packaging_out}/doc/changelog
  DEPENDS ${packaging_dir}/debian/changelog
  VERBATIM)
add_custom_target(tricorne-changelog ALL DEPENDS ${changelog_gz})

# tricorne_install_docs(TARGET COMPONENT): what Debian policy wants of every package: the
# copyright (machine-readable, DEP 5) and changelog in /usr/share/doc/PACKAGE, and the man
# page of its binary (when help2man is there to write it).
function(tricorne_install_docs target component)
  install(FILES ${packaging_dir}/debian/copyright ${changelog_gz}
          DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/${target} COMPONENT ${component})
  if(HELP2MAN)
    tricorne_man_page(${target})
    install(FILES ${packaging_out}/man/${target}.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT ${component})
  else()
    message(WARNING "help2man not found (apt install help2man): no man page for ${target}; the package will lack it")
  endif()
endfunction()
