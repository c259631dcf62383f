// Build-time generator: writes each schema without its annotations and without white space
// (withoutAnnotations, tricorne/io/schema_check.h), the form checkSchema compiles. The files in
// schema/ stay the one source of truth and what `tricorne schema` prints; CMake reruns this
// whenever one of them changes, and the engine tests check that the embedded compact form is
// what this function makes of the published one.
//
//   tricorne-compact-schemas OUT_DIR SCHEMA.json...
//
// Each output is OUT_DIR/<the schema's file name>, written only when its text changes.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "tricorne/io/schema_check.h"

namespace {

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::cerr << "usage: tricorne-compact-schemas OUT_DIR SCHEMA.json...\n";
        return 2;
    }
    const std::filesystem::path outDir = argv[1];
    std::filesystem::create_directories(outDir);
    for (int i = 2; i < argc; ++i) {
        const std::filesystem::path source = argv[i];
        std::string compact;
        try {
            compact = tricorne::withoutAnnotations(nlohmann::json::parse(readFile(source))).dump();
        } catch (const std::exception& e) {
            std::cerr << source.string() << ": " << e.what() << "\n";
            return 1;
        }
        const std::filesystem::path target = outDir / source.filename();
        if (std::filesystem::exists(target) && readFile(target) == compact) continue;  // keeps the build incremental
        if (!(std::ofstream(target, std::ios::binary) << compact)) {
            std::cerr << target.string() << ": cannot write\n";
            return 1;
        }
    }
    return 0;
}
