// The studio's test classes share one executable, studio-tests (tests/editor/CMakeLists.txt):
// each file registers its class under the group name its ctest entries use, and
// `studio-tests GROUP [Qt Test arguments]` runs that class as QTEST_MAIN would.
// One program instead of one per class: linking and moc'ing two dozen programs, each with the
// whole studio, took about eleven minutes of CI's two cores.
#pragma once

#include <QTest>

namespace studiotests {

/// Runs one test class in an application made by the caller; returns QTest::qExec's result.
using Runner = int (*)(int argc, char** argv);

/// Registers a test class under GROUP; a GUILESS class runs in a QCoreApplication, the others
/// in a QApplication, as QTEST_GUILESS_MAIN and QTEST_MAIN make them. Returns true, so that
/// registration can initialise a static.
bool add(const char* group, bool guiless, Runner run);

}  // namespace studiotests

#define STUDIO_TEST_REGISTER_(group, TestObject, guiless)                                                 \
    namespace {                                                                                          \
    const bool studioTestRegistered = studiotests::add(group, guiless, [](int argc, char** argv) {        \
        TestObject test;                                                                                 \
        QTEST_SET_MAIN_SOURCE_PATH                                                                       \
        return QTest::qExec(&test, argc, argv);                                                          \
    });                                                                                                  \
    }

/// In place of QTEST_MAIN(TestObject).
#define STUDIO_TEST_MAIN(group, TestObject) STUDIO_TEST_REGISTER_(group, TestObject, false)
/// In place of QTEST_GUILESS_MAIN(TestObject).
#define STUDIO_TEST_GUILESS_MAIN(group, TestObject) STUDIO_TEST_REGISTER_(group, TestObject, true)
