#include "tricorne/io/oob_dictionary.h"

#include <algorithm>
#include <stdexcept>

#include "tricorne/core/embedded.h"
#include "tricorne/io/schema_check.h"

namespace tricorne {

std::string oobWordKey(std::string_view word) {
    std::string key;
    std::string current;
    auto endWord = [&] {
        if (current.empty()) return;
        // "Dragoons" and "Dragoon", "Guns" and "Gun" are the same word; "Foot", "Horse",
        // "Militia" have no s to drop, and "ss" ("Hesse", "Grass") is not a plural.
        if (current.size() > 3 && current.back() == 's' && current[current.size() - 2] != 's') current.pop_back();
        if (!key.empty()) key += ' ';
        key += current;
        current.clear();
    };
    for (char c : word) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x80 || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z')) current += c;
        else if (c >= 'A' && c <= 'Z') current += static_cast<char>(c - 'A' + 'a');
        else if (c == '\'') continue;  // "Fraser's" and "Frasers" are one word
        else endWord();
    }
    endWord();
    return key;
}

std::optional<std::string> dictionaryArmy(const OobDictionary& dictionary, std::string_view word) {
    const auto key = oobWordKey(word);
    for (const auto& entry : dictionary.armies)
        if (oobWordKey(entry.word) == key) return entry.army;
    return std::nullopt;
}

std::optional<std::string> dictionaryType(const OobDictionary& dictionary, std::string_view word, const std::string& army) {
    const auto key = oobWordKey(word);
    for (const auto& entry : dictionary.types) {
        const bool forArmy = entry.armies.empty() || std::find(entry.armies.begin(), entry.armies.end(), army) != entry.armies.end();
        if (forArmy && oobWordKey(entry.word) == key) return entry.type;
    }
    return std::nullopt;
}

void addAnswer(OobDictionary& dictionary, const std::string& word, const std::string& type, const std::string& army) {
    const auto key = oobWordKey(word);
    std::erase_if(dictionary.types, [&](const OobTypeWord& e) {
        return oobWordKey(e.word) == key && e.armies == std::vector<std::string>{army};
    });
    dictionary.types.insert(dictionary.types.begin(), OobTypeWord{word, type, {army}});
}

OobDictionary mergedDictionary(const OobDictionary& user, const OobDictionary& base) {
    OobDictionary merged = user;
    merged.system = base.system;
    merged.armies.insert(merged.armies.end(), base.armies.begin(), base.armies.end());
    merged.types.insert(merged.types.end(), base.types.begin(), base.types.end());
    return merged;
}

std::optional<OobDictionary> oobDictionaryFromJson(const nlohmann::json& doc, Diagnostics& diagnostics) {
    auto schema = checkSchema(doc, SchemaKind::OobDictionary);
    if (hasErrors(schema)) {
        diagnostics.insert(diagnostics.end(), schema.begin(), schema.end());
        return std::nullopt;
    }
    OobDictionary dictionary;
    dictionary.system = doc.at("system").get<std::string>();
    if (doc.contains("armies"))
        for (const auto& e : doc.at("armies")) dictionary.armies.push_back({e.at("word").get<std::string>(), e.at("army").get<std::string>()});
    for (const auto& e : doc.at("types")) {
        OobTypeWord word{e.at("word").get<std::string>(), e.at("type").get<std::string>(), {}};
        if (e.contains("armies")) word.armies = e.at("armies").get<std::vector<std::string>>();
        dictionary.types.push_back(std::move(word));
    }
    return dictionary;
}

nlohmann::ordered_json oobDictionaryToJson(const OobDictionary& dictionary) {
    nlohmann::ordered_json doc;
    doc["format"] = "tricorne-oob-dictionary";
    doc["version"] = 1;
    doc["system"] = dictionary.system;
    auto armies = nlohmann::ordered_json::array();
    for (const auto& e : dictionary.armies) armies.push_back({{"word", e.word}, {"army", e.army}});
    if (!armies.empty()) doc["armies"] = std::move(armies);
    auto types = nlohmann::ordered_json::array();
    for (const auto& e : dictionary.types) {
        nlohmann::ordered_json entry{{"word", e.word}, {"type", e.type}};
        if (!e.armies.empty()) entry["armies"] = e.armies;
        types.push_back(std::move(entry));
    }
    doc["types"] = std::move(types);
    return doc;
}

OobDictionary builtinOobDictionary(const std::string& system) {
    const auto text = embedded::file("templates/oob/" + system + ".json");
    if (text.empty()) return OobDictionary{system, {}, {}};
    Diagnostics diagnostics;
    auto dictionary = oobDictionaryFromJson(nlohmann::json::parse(text), diagnostics);
    // The shipped dictionaries are tested against the schema; failing here is a build defect.
    if (!dictionary) throw std::logic_error("templates/oob/" + system + ".json does not match its schema: " + diagnostics.front().message);
    return *dictionary;
}

}  // namespace tricorne
