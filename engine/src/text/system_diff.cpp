#include "tricorne/text/system_diff.h"

#include <algorithm>

namespace tricorne {

namespace {

using Json = nlohmann::json;

std::string valueText(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

/// `key` as one reference token of a JSON pointer (RFC 6901: "~" and "/" escaped).
std::string token(const std::string& key) {
    std::string out;
    for (char c : key) {
        if (c == '~') out += "~0";
        else if (c == '/') out += "~1";
        else out += c;
    }
    return out;
}

/// The field a list's entries are matched by, when every entry is an object with it as a
/// string: "id" (armies, unit types, terrain, cards …), else "faction" (a faction's Combat
/// deck); "" for a list compared whole.
std::string keyOf(const Json& list) {
    if (!list.is_array() || list.empty()) return {};
    for (const char* key : {"id", "faction"})
        if (std::all_of(list.begin(), list.end(), [&](const Json& e) { return e.is_object() && e.contains(key) && e.at(key).is_string(); }))
            return key;
    return {};
}

/// A matched entry in words: its name, else its key.
std::string entryName(const Json& entry, const std::string& key) {
    if (const auto n = entry.find("name"); n != entry.end() && n->is_string() && !n->get_ref<const std::string&>().empty()) return n->get<std::string>();
    return entry.at(key).get<std::string>();
}

/// The index of the entry whose `key` is `value` in `list`, or -1.
int indexOf(const Json& list, const std::string& key, const Json& value) {
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].at(key) == value) return static_cast<int>(i);
    return -1;
}

class Differ {
public:
    std::vector<SystemDifference> out;

    /// The changes from `a` to `b`, found at `pointer` (B's), whose place reads `place`.
    void compare(const Json& a, const Json& b, const std::string& pointer, const std::string& place) {
        if (a == b) return;
        if (a.is_object() && b.is_object()) return objects(a, b, pointer, place);
        if (const std::string key = keyOf(b); !key.empty() && keyOf(a) == key) return lists(a, b, key, pointer, place);
        add(SystemChangeKind::Changed, pointer, place + ": " + valueText(a) + " -> " + valueText(b));
    }

private:
    void add(SystemChangeKind kind, std::string pointer, std::string text) { out.push_back({kind, std::move(pointer), std::move(text)}); }

    static std::string under(const std::string& place, const std::string& part) { return place.empty() ? part : place + " / " + part; }

    void objects(const Json& a, const Json& b, const std::string& pointer, const std::string& place) {
        for (const auto& [key, value] : b.items()) {
            const std::string at = pointer + "/" + token(key);
            if (const auto old = a.find(key); old != a.end()) compare(*old, value, at, under(place, key));
            else add(SystemChangeKind::Added, at, under(place, key) + " added: " + valueText(value));
        }
        for (const auto& [key, value] : a.items())
            if (!b.contains(key)) add(SystemChangeKind::Removed, pointer + "/" + token(key), under(place, key) + " removed (was " + valueText(value) + ")");
    }

    void lists(const Json& a, const Json& b, const std::string& key, const std::string& pointer, const std::string& place) {
        for (std::size_t i = 0; i < b.size(); ++i) {
            const std::string at = pointer + "/" + std::to_string(i);
            const int old = indexOf(a, key, b[i].at(key));
            if (old >= 0) compare(a[static_cast<std::size_t>(old)], b[i], at, under(place, entryName(b[i], key)));
            else add(SystemChangeKind::Added, at, under(place, entryName(b[i], key)) + " added");
        }
        for (std::size_t i = 0; i < a.size(); ++i)
            if (indexOf(b, key, a[i].at(key)) < 0) add(SystemChangeKind::Removed, pointer + "/" + std::to_string(i), under(place, entryName(a[i], key)) + " removed");
    }
};

}  // namespace

std::vector<SystemDifference> diffSystems(const nlohmann::json& a, const nlohmann::json& b) {
    Differ differ;
    differ.compare(a, b, "", "");
    return std::move(differ.out);
}

const char* systemChangeKindName(SystemChangeKind kind) {
    switch (kind) {
        case SystemChangeKind::Added: return "system-added";
        case SystemChangeKind::Removed: return "system-removed";
        case SystemChangeKind::Changed: return "system-changed";
        case SystemChangeKind::Invalid: break;
    }
    return "invalid";
}

}  // namespace tricorne
