#include "report.h"

#include <algorithm>

#include <nlohmann/json.hpp>

namespace tricorne::cli {

std::string standardInputTwice(const std::vector<std::string>& files) {
    if (std::count(files.begin(), files.end(), "-") < 2) return {};
    return "standard input (-) is given twice, but it can be read only once; save one of the files and give its name";
}

std::string filePlace(const std::string& file, const std::string& pointer) {
    // An empty pointer is the whole document: "FILE: error:", not "FILE:: error:".
    return pointer.empty() ? escapeControls(file) : escapeControls(file) + ':' + escapeControls(pointer);
}

void printText(std::ostream& out, const std::vector<FileDiagnostics>& files) {
    for (const auto& f : files)
        for (const auto& d : f.diagnostics)
            // The file name, the pointer (made of a file's keys) and the message may all carry
            // text from the file: escape terminal controls, whoever built the message.
            out << filePlace(f.file, d.pointer) << ": " << severityName(d.severity) << ": " << d.code
                << ": " << escapeControls(d.message) << '\n';
}

void printJson(std::ostream& out, const std::vector<FileDiagnostics>& files) {
    nlohmann::ordered_json array = nlohmann::ordered_json::array();
    for (const auto& f : files)
        for (const auto& d : f.diagnostics) {
            nlohmann::ordered_json j;
            j["file"] = f.file;
            j["severity"] = severityName(d.severity);
            j["code"] = d.code;
            j["pointer"] = d.pointer;
            if (d.hex) j["hex"] = {d.hex->col, d.hex->row};
            j["message"] = d.message;
            array.push_back(std::move(j));
        }
    // Replace invalid UTF-8 from file names rather than throwing.
    out << array.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
}

}  // namespace tricorne::cli
