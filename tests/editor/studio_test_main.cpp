// main() of studio-tests: `studio-tests GROUP [Qt Test arguments]` runs the test class that
// registered itself as GROUP (studio_test_main.h); with no group it lists them.
#include "studio_test_main.h"

#include <QApplication>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

// The studio's QML module is a static plugin; every window test loads it.
Q_IMPORT_QML_PLUGIN(Tricorne_StudioPlugin)

namespace studiotests {
namespace {

struct Group {
    bool guiless = false;
    Runner run = nullptr;
};

// A function-local static: registrations run during static initialisation, in any order.
std::map<std::string, Group>& groups() {
    static std::map<std::string, Group> all;
    return all;
}

}  // namespace

bool add(const char* group, bool guiless, Runner run) {
    if (!groups().emplace(group, Group{guiless, run}).second) {
        std::fprintf(stderr, "studio-tests: two test classes registered as %s\n", group);
        std::abort();
    }
    return true;
}

}  // namespace studiotests

int main(int argc, char* argv[]) {
    const auto& groups = studiotests::groups();
    const auto found = argc > 1 ? groups.find(argv[1]) : groups.end();
    if (found == groups.end()) {
        if (argc > 1) std::fprintf(stderr, "studio-tests: no test group %s\n", argv[1]);
        std::fprintf(stderr, "usage: %s GROUP [Qt Test arguments]\ngroups:\n", argv[0]);
        for (const auto& [name, group] : groups) std::fprintf(stderr, "  %s\n", name.c_str());
        return 2;
    }
    // The group's own command line, as QTEST_MAIN's main() would have received it.
    std::vector<char*> args{argv[0]};
    args.insert(args.end(), argv + 2, argv + argc);
    int count = static_cast<int>(args.size());
    args.push_back(nullptr);
    const auto run = [&](auto& app) {
        app.setAttribute(Qt::AA_Use96Dpi, true);
        return found->second.run(count, args.data());
    };
    if (found->second.guiless) {
        QCoreApplication app(count, args.data());
        return run(app);
    }
    QApplication app(count, args.data());
    return run(app);
}
